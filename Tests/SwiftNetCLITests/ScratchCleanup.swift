import Foundation
import Synchronization

/// Scratch files and directories that live as long as the test process: shared by tests running in
/// parallel, so no single test may delete them. They are removed when the process exits, so runs do
/// not leave `swiftnet-*` litter behind in the temporary directory.
private let scratchPaths = Mutex<[String]>([])

private let removeScratchAtExit: Void = {
    atexit {
        for path in scratchPaths.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}()

/// Registers `path` (a file or a directory tree) for removal when the test process exits, and returns it.
@discardableResult
func removedAtExit(_ path: String) -> String {
    _ = removeScratchAtExit
    scratchPaths.withLock { $0.append(path) }
    return path
}
