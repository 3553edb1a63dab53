import Synchronization

/// `--host-timeout`: nmap gives up on a host once this long has passed since its port scan began
/// (its first port probe), and reports it as skipped ("Skipping host X due to host timeout") with
/// no port table. The clock of each host starts at its first probe and runs across engines (the
/// TCP and the UDP pass of one scan share it), as nmap's does across its scan phases.
///
/// Pure and clock-free (times are passed in), so it is tested offline with made-up times.
/// Failure contract: total; a limit of 0 or less means no timeout.
public struct HostTimeoutClock: Sendable, Equatable {
    /// Seconds a host may take, 0: no limit.
    public let limit: Double
    /// When each host's scan began (its first probe).
    public private(set) var started: [ScanAddress: Double] = [:]
    /// Hosts given up on.
    public private(set) var timedOut: Set<ScanAddress> = []

    public init(limit: Double) { self.limit = limit }

    /// Whether `address` may still be probed at `now`; starts its clock at its first call. A host
    /// past its time joins `timedOut` and stays there.
    public mutating func mayProbe(_ address: ScanAddress, now: Double) -> Bool {
        guard limit > 0 else { return true }
        if timedOut.contains(address) { return false }
        guard let start = started[address] else {
            started[address] = now
            return true
        }
        if now - start >= limit {
            timedOut.insert(address)
            return false
        }
        return true
    }

    /// Marks every host whose clock ran out by `now` (a host whose probes are all sent is still
    /// given up on when its answers take too long). Returns whether any host is still running.
    @discardableResult
    public mutating func expire(now: Double) -> Bool {
        guard limit > 0 else { return true }
        var running = false
        for (address, start) in started where !timedOut.contains(address) {
            if now - start >= limit { timedOut.insert(address) } else { running = true }
        }
        return running
    }

    /// Whether every host that has started has run out of time (and at least one started).
    public var allTimedOut: Bool { limit > 0 && !started.isEmpty && timedOut.count == started.count }
}

/// The clock shared by the engines of one scan (the TCP, UDP and connect engines run one after
/// the other, and a host's time runs across them). nil limit or 0: no timeouts, no locking.
public final class HostTimeouts: Sendable {
    let clock: Mutex<HostTimeoutClock>
    public let limit: Double

    public init(limit: Double) {
        self.limit = limit
        clock = Mutex(HostTimeoutClock(limit: limit))
    }

    public var isActive: Bool { limit > 0 }

    /// See `HostTimeoutClock.mayProbe`.
    public func mayProbe(_ address: ScanAddress, now: Double) -> Bool {
        guard limit > 0 else { return true }
        return clock.withLock { $0.mayProbe(address, now: now) }
    }

    /// See `HostTimeoutClock.expire`.
    @discardableResult
    public func expire(now: Double) -> Bool {
        guard limit > 0 else { return true }
        return clock.withLock { $0.expire(now: now) }
    }

    public func isTimedOut(_ address: ScanAddress) -> Bool {
        guard limit > 0 else { return false }
        return clock.withLock { $0.timedOut.contains(address) }
    }

    public var timedOut: Set<ScanAddress> { clock.withLock { $0.timedOut } }
}
