#if canImport(Glibc)
import Glibc
#endif

/// Settings shared by the scan engines.
public struct ScanSettings: Sendable {
    /// Probes per second: the ceiling of adaptive timing, or the fixed rate (`--rate`).
    public var rate: Double
    /// Extra tries for unanswered probes at most (`--max-retries`/`--retries`). The raw engine
    /// retries past the first retransmission only while retransmissions are answered, as nmap.
    public var retries: Int
    /// Wait for answers when no RTT has been measured yet, and the floor/ceiling of the adapted
    /// timeout (nmap's --initial/--min/--max-rtt-timeout), in seconds.
    public var initialTimeout: Double
    public var minimumTimeout: Double
    public var maximumTimeout: Double
    /// Connect scan: sockets in flight at once.
    public var parallelism: Int
    /// Raw scans: threads sending probes (0: automatic, two for large fast scans on two or more
    /// cores). Each sends its share at its share of the rate; on a veth or loopback lab the
    /// kernel also processes the target's answers on the sending core, so one thread per core
    /// is what lets a fast scan use more than one.
    public var senderThreads = 0
    /// Raw scans: adaptive timing (`ScanCongestion`, the default), or `rate` exactly (`--rate`).
    public var adaptive = true
    /// Adaptive: probes per second sent whatever the window (`--min-rate`; 0: the engine's own
    /// floor, which halves on drops).
    public var minRate: Double = 0
    /// Adaptive: bounds of the window, probes unanswered at once (`--min-parallelism`,
    /// `--max-parallelism`; 0: automatic).
    public var minParallelism = 0
    public var maxParallelism = 0
    /// `--host-timeout`: seconds a host's port scan may take before it is given up on (0: no
    /// limit; see `HostTimeoutClock`).
    public var hostTimeout: Double = 0

    public init(rate: Double = 1_000_000, retries: Int = 10, initialTimeout: Double = 1.0,
                minimumTimeout: Double = 0.1, maximumTimeout: Double = 1.0, parallelism: Int = 512) {
        self.rate = rate
        self.retries = retries
        self.initialTimeout = initialTimeout
        self.minimumTimeout = minimumTimeout
        self.maximumTimeout = maximumTimeout
        self.parallelism = parallelism
    }

    /// Retries for the engines that do not learn from answered retransmissions (connect scan, ARP
    /// discovery): one at most, as swiftnet always did, or none with `--max-retries 0`.
    public var blindRetries: Int { min(retries, 1) }
}

/// Round-trip estimator (RFC 6298 2): smoothed RTT and variance from samples, timeout =
/// srtt + 4 * rttvar, clamped to the settings' bounds.
public struct RTTEstimator: Sendable {
    public private(set) var smoothed: Double?
    public private(set) var variance: Double = 0
    public private(set) var samples = 0

    public init() {}

    public mutating func add(_ sample: Double) {
        samples += 1
        guard let srtt = smoothed else {
            smoothed = sample
            variance = sample / 2
            return
        }
        variance = 0.75 * variance + 0.25 * abs(srtt - sample)
        smoothed = 0.875 * srtt + 0.125 * sample
    }

    public func timeout(_ settings: ScanSettings) -> Double {
        guard let srtt = smoothed else { return settings.initialTimeout }
        return min(settings.maximumTimeout, max(settings.minimumTimeout, srtt + 4 * variance))
    }
}

/// Monotonic seconds.
@inline(__always)
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// What an engine hands back: every answered (target, port) and the RTT seen per target.
public struct ScanAnswers: Sendable {
    public var verdicts: [ScanAddress: [ScanPort: PortVerdict]] = [:]
    public var rtt: [ScanAddress: RTTEstimator] = [:]
    public var probesSent = 0

    public init() {}

    /// Records a verdict unless a stronger one is already there; returns whether the port had
    /// none before. The host's table is updated in place (one address lookup), and a new host's
    /// table is sized for `expectedPortsPerHost` at once.
    @discardableResult
    public mutating func record(_ address: ScanAddress, _ port: ScanPort, _ verdict: PortVerdict) -> Bool {
        Self.update(&verdicts[address, default: [:]], port, verdict, reserving: expectedPortsPerHost)
    }

    /// Ports per host the engine expects to answer (0: unknown); only sizes the tables.
    public var expectedPortsPerHost = 0

    private static func update(_ table: inout [ScanPort: PortVerdict], _ port: ScanPort, _ verdict: PortVerdict,
                               reserving capacity: Int) -> Bool {
        if table.isEmpty && capacity > 0 { table.reserveCapacity(capacity) }
        // One hash for the usual first verdict of a port; a second only when the port had one.
        guard let old = table.updateValue(verdict, forKey: port) else { return true }
        if !PortClassifier.isStronger(verdict, than: old) { table[port] = old }
        return false
    }

    public func isAnswered(_ address: ScanAddress, _ port: ScanPort) -> Bool {
        verdicts[address]?[port] != nil
    }
}

/// `-sT`: the connect scan. Nonblocking connect(2) to each port, up to `parallelism` at once,
/// watched with poll(2); needs no privileges. Connected = open, ECONNREFUSED = closed, an ICMP
/// error (EHOSTUNREACH, ENETUNREACH) = filtered, no answer before the timeout = filtered (after
/// retries). Connections close with SO_LINGER 0 (a RST, no TIME_WAIT), as nmap does.
public struct ConnectScanner {
    public var plan: ScanPlan
    public var settings: ScanSettings
    /// Called now and then with (probes done, probes total), for a progress line.
    public var progress: ((Int, Int) -> Void)?
    /// Called once per open port as it is found.
    public var onOpenPort: ((ScanAddress, ScanPort) -> Void)?
    /// `--host-timeout`: hosts past their time get no more connects, and theirs in flight close.
    public var hostTimeouts: HostTimeouts?
    /// `--resume`: ports already reported per host, never connected to again.
    public var skip: [ScanAddress: Set<ScanPort>] = [:]

    public init(plan: ScanPlan, settings: ScanSettings, progress: ((Int, Int) -> Void)? = nil) {
        self.plan = plan
        self.settings = settings
        self.progress = progress
    }

    private struct Pending {
        var fd: Int32
        var address: ScanAddress
        var port: ScanPort
        var started: Double
        var attempt: Int
    }

    /// Runs the scan to the end (bounded: every probe gets at most 1 + retries connects, each at
    /// most the maximum timeout). Throws only if no socket can be created at all.
    public func run() -> ScanAnswers {
        var answers = ScanAnswers()
        var pending: [Pending] = []
        var retryQueue: [(ScanAddress, ScanPort, Int)] = []
        var estimator = RTTEstimator()
        let interval = settings.rate > 0 ? 1 / settings.rate : 0
        var nextStart = monotonicSeconds()
        let total = Int(min(plan.shardCount, UInt64(Int.max)))
        var done = 0
        var positions = plan.shard.positions(in: plan.count).makeIterator()
        var exhausted = false

        func nextProbe() -> (ScanAddress, ScanPort, Int)? {
            while !retryQueue.isEmpty {
                let next = retryQueue.removeFirst()
                if hostTimeouts?.mayProbe(next.0, now: monotonicSeconds()) != false { return next }
                done += 1
            }
            while !exhausted {
                guard let position = positions.next() else { exhausted = true; break }
                if let (address, port) = plan.probe(atPosition: position),
                   skip.isEmpty || skip[address]?.contains(port) != true,
                   hostTimeouts?.mayProbe(address, now: monotonicSeconds()) != false { return (address, port, 0) }
                done += 1
            }
            return nil
        }

        while true {
            // Start new connects while there is room and the rate allows.
            var now = monotonicSeconds()
            while pending.count < settings.parallelism && now >= nextStart {
                guard let (address, port, attempt) = nextProbe() else { break }
                nextStart = max(nextStart + interval, now - 0.05)
                switch startConnect(address, port) {
                case .started(let fd):
                    pending.append(Pending(fd: fd, address: address, port: port, started: now, attempt: attempt))
                case .finished(let response):
                    if let verdict = PortClassifier.verdict(for: response, scan: .connect) {
                        if answers.record(address, port, verdict) && verdict.state == .open { onOpenPort?(address, port) }
                    }
                    done += 1
                }
                answers.probesSent += 1
                now = monotonicSeconds()
            }
            if pending.isEmpty && retryQueue.isEmpty && exhausted { break }
            if ScanInterrupt.isRequested {
                // Connections still in flight are neither answered nor timed out: left unreported.
                for entry in pending { closeAbortively(entry.fd) }
                break
            }
            if pending.isEmpty {
                let wait = max(0, nextStart - monotonicSeconds())
                if wait > 0 { usleep(UInt32(min(wait, 0.1) * 1e6)) }
                continue
            }
            var fds = pending.map { pollfd(fd: $0.fd, events: Int16(POLLOUT), revents: 0) }
            let waitMilliseconds = pending.count < settings.parallelism && !exhausted
                ? max(0, Int32((nextStart - monotonicSeconds()) * 1000)) : 10
            _ = poll(&fds, nfds_t(fds.count), min(waitMilliseconds, 10))
            now = monotonicSeconds()
            let timeout = estimator.timeout(settings)
            var keep: [Pending] = []
            keep.reserveCapacity(pending.count)
            hostTimeouts?.expire(now: now)
            for (index, entry) in pending.enumerated() {
                if hostTimeouts?.isTimedOut(entry.address) == true {
                    // Given up on: what it answers now is not reported.
                    closeAbortively(entry.fd)
                    done += 1
                } else if fds[index].revents != 0 {
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(entry.fd, SOL_SOCKET, SO_ERROR, &error, &length)
                    closeAbortively(entry.fd)
                    let response: ProbeResponse
                    switch error {
                    case 0:
                        response = .connected
                        estimator.add(now - entry.started)
                    case ECONNREFUSED:
                        response = .connectionRefused
                        estimator.add(now - entry.started)
                    case EHOSTUNREACH, EACCES, EPERM: response = .icmpUnreachable(code: 1)
                    case ENETUNREACH: response = .icmpUnreachable(code: 0)
                    default: response = .noResponse
                    }
                    if response == .noResponse && entry.attempt < settings.blindRetries {
                        retryQueue.append((entry.address, entry.port, entry.attempt + 1))
                    } else {
                        if let verdict = PortClassifier.verdict(for: response, scan: .connect) {
                            if answers.record(entry.address, entry.port, verdict) && verdict.state == .open {
                                onOpenPort?(entry.address, entry.port)
                            }
                        }
                        done += 1
                    }
                } else if now - entry.started > timeout {
                    closeAbortively(entry.fd)
                    if entry.attempt < settings.blindRetries {
                        retryQueue.append((entry.address, entry.port, entry.attempt + 1))
                    } else {
                        done += 1
                    }
                } else {
                    keep.append(entry)
                }
            }
            pending = keep
            progress?(done, total)
        }
        if estimator.samples > 0 {
            for address in answers.verdicts.keys { answers.rtt[address] = estimator }
        }
        return answers
    }

    private enum StartResult {
        case started(Int32)
        case finished(ProbeResponse)
    }

    private func startConnect(_ address: ScanAddress, _ port: ScanPort) -> StartResult {
        let family = address.isIPv6 ? AF_INET6 : AF_INET
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .finished(.noResponse) }
        let result = address.withSocketAddress(port: port.number) { connect(fd, $0, $1) }
        if result == 0 {
            closeAbortively(fd)
            return .finished(.connected)
        }
        switch errno {
        case EINPROGRESS: return .started(fd)
        case ECONNREFUSED:
            closeAbortively(fd)
            return .finished(.connectionRefused)
        case EHOSTUNREACH, EACCES, EPERM:
            closeAbortively(fd)
            return .finished(.icmpUnreachable(code: 1))
        case ENETUNREACH:
            closeAbortively(fd)
            return .finished(.icmpUnreachable(code: 0))
        default:
            closeAbortively(fd)
            return .finished(.noResponse)
        }
    }
}

/// Closes with SO_LINGER {on, 0}: the kernel sends RST and keeps no TIME_WAIT state, so a scan of
/// thousands of ports does not exhaust local ports.
func closeAbortively(_ fd: Int32) {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    close(fd)
}
