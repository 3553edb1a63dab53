import Foundation
import Synchronization

extension ServiceTable {
    /// Starts loading `system()` on a thread of its own: the file is 1 MB of 27,000 lines (about
    /// 4 ms to read and index), and a scan's start-up has other work for the first core meanwhile
    /// (parsing the command line). Failure contract: total; a second call does nothing.
    public static func preloadSystem() { ServiceTablePreload.shared.start() }

    /// The table `preloadSystem` loads (waiting for it to be ready), or `system()` loaded here when
    /// no preload was started. Failure contract: total, as `system()`.
    public static func preloadedSystem() -> ServiceTable { ServiceTablePreload.shared.take() ?? system() }
}

/// The one background load of the system's service table (`ServiceTable.preloadSystem`).
final class ServiceTablePreload: @unchecked Sendable {
    static let shared = ServiceTablePreload()
    private let started = Atomic<Bool>(false)
    private let table = Mutex<ServiceTable?>(nil)
    private let ready = DispatchGroup()

    func start() {
        guard !started.exchange(true, ordering: .acquiringAndReleasing) else { return }
        ready.enter()
        Thread.detachNewThread { [self] in
            let loaded = ServiceTable.system()
            table.withLock { $0 = loaded }
            ready.leave()
        }
    }

    /// The loaded table, nil when `start` was never called.
    func take() -> ServiceTable? {
        guard started.load(ordering: .acquiring) else { return nil }
        ready.wait()
        return table.withLock { $0 }
    }
}
