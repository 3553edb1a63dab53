import Foundation
import Synchronization
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// What the raw engine sends per (target, port) and how replies map back.
public enum RawProbeKind: Sendable {
    case syn, ack, udp
    /// Host discovery: ICMP echo, TCP SYN to 443 and TCP ACK to 80 per target (nmap's default set).
    case discovery
}

/// One raw scan pass engine: a sender on the calling thread and a receiver thread, sharing the
/// answers behind a mutex. Probes carry stateless cookies (`ProbeCookie`); unanswered ones are sent
/// again in later passes (`--retries`), each pass followed by a wait of the RTT-adapted timeout, so
/// the whole run is bounded: (retries + 1) passes of at most (probes / rate + maximum timeout).
public final class RawScanner: @unchecked Sendable {
    public let plan: ScanPlan
    public let kind: RawProbeKind
    public let settings: ScanSettings
    public let cookie: ProbeCookie
    /// Our source address per target (from the route lookups, or -S).
    public let sources: ScanSources
    let senders: [AddressFamily: RawSender]
    let receiver: PacketReceiver
    public var progress: ((Int, Int) -> Void)?
    /// Probe only this protocol's ports of the plan (one plan serves the TCP and UDP engines, so
    /// shards split the whole probe space once).
    public var onlyProtocol: ScanProtocol?
    /// Probe only these hosts (those discovery found up); nil: every target.
    public var onlyHosts: Set<ScanAddress>?

    struct State {
        var answers = ScanAnswers()
        var estimator = RTTEstimator()
        /// Send times of sampled probes (bounded), for RTT.
        var samples: [SampleKey: Double] = [:]
        /// Discovery: hosts up, with the reason.
        var up: [ScanAddress: String] = [:]
        /// Distinct probes answered so far (ports, or hosts for discovery).
        var answeredCount = 0
    }

    struct SampleKey: Hashable {
        var address: ScanAddress
        var port: ScanPort
        var attempt: Int
    }

    let state = Mutex(State())

    /// Starts the RTT estimate from an earlier stage (discovery), so the first wait is adapted too.
    public func seedRTT(_ estimator: RTTEstimator) {
        state.withLock { if estimator.samples > 0 { $0.estimator = estimator } }
    }
    let matcher: ReplyMatcher
    let stopping = Atomic<Bool>(false)

    public init(plan: ScanPlan, kind: RawProbeKind, settings: ScanSettings, sources: ScanSources,
                interface: String?, receiveInterfaceIndex: Int32, cookie: ProbeCookie) throws(ProbeError) {
        self.plan = plan
        self.kind = kind
        self.settings = settings
        self.sources = sources
        self.cookie = cookie
        matcher = ReplyMatcher(kind: kind, cookie: cookie, ours: sources.all, maxAttempt: settings.retries)
        var senders: [AddressFamily: RawSender] = [:]
        for family in sources.byFamily.keys {
            senders[family] = try RawSender(family: family, interface: interface, sendBufferBytes: 8 << 20)
        }
        self.senders = senders
        receiver = try PacketReceiver(interfaceIndex: receiveInterfaceIndex, receiveBufferBytes: 32 << 20)
        // Root may exceed net.core.rmem_max: replies to a fast scan arrive in bursts.
        var size: Int32 = 64 << 20
        _ = setsockopt(receiver.fileDescriptor, SOL_SOCKET, 33 /* SO_RCVBUFFORCE */, &size, socklen_t(MemoryLayout<Int32>.size))
    }

    /// The discovery probes of one target: (port identity, packet).
    func discoveryProbes(_ target: ScanAddress, source: ScanAddress, attempt: Int) -> [[UInt8]] {
        let https = ScanPort(.tcp, 443), http = ScanPort(.tcp, 80)
        let synPort = cookie.sourcePort(target: target, port: https, attempt: attempt)
        let ackPort = cookie.sourcePort(target: target, port: http, attempt: attempt)
        return [
            ScanPackets.echoRequest(from: source, to: target, identifier: echoIdentifier(target), sequence: UInt16(attempt)),
            ScanPackets.tcp(from: source, to: target, sourcePort: synPort, port: 443,
                            sequence: cookie.sequence(target: target, port: https, sourcePort: synPort),
                            acknowledgment: 0, flags: ScanPackets.flagSYN),
            ScanPackets.tcp(from: source, to: target, sourcePort: ackPort, port: 80, sequence: 0,
                            acknowledgment: cookie.sequence(target: target, port: http, sourcePort: ackPort),
                            flags: ScanPackets.flagACK),
        ]
    }

    static let echoSamplePort = ReplyMatcher.echoSamplePort

    func echoIdentifier(_ target: ScanAddress) -> UInt16 { cookie.echoIdentifier(target) }

    func probePacket(_ target: ScanAddress, _ port: ScanPort, source: ScanAddress, attempt: Int) -> [UInt8] {
        let sourcePort = cookie.sourcePort(target: target, port: port, attempt: attempt)
        let value = cookie.sequence(target: target, port: port, sourcePort: sourcePort)
        let ipID = UInt16(truncatingIfNeeded: value >> 7)
        switch kind {
        case .syn, .discovery:
            return ScanPackets.tcp(from: source, to: target, sourcePort: sourcePort, port: port.number,
                                   sequence: value, acknowledgment: 0, flags: ScanPackets.flagSYN, ipID: ipID)
        case .ack:
            return ScanPackets.tcp(from: source, to: target, sourcePort: sourcePort, port: port.number,
                                   sequence: ReplyMatcher.ackProbeSequence(value), acknowledgment: value, flags: ScanPackets.flagACK, ipID: ipID)
        case .udp:
            return ScanPackets.udp(from: source, to: target, sourcePort: sourcePort, port: port.number, ipID: ipID)
        }
    }

    /// Runs every pass and the final wait; returns the answers (and, for discovery, who is up).
    public func run() -> (answers: ScanAnswers, up: [ScanAddress: String]) {
        let group = DispatchGroup()
        group.enter()
        Thread.detachNewThread { [self] in
            receiveLoop()
            group.leave()
        }
        let total = Int(min(plan.shardCount, UInt64(Int.max / 4))) * (settings.retries + 1)
        var done = 0
        var sentTotal = 0
        let startTime = monotonicSeconds()
        let interval = 1 / settings.rate
        var distinctProbes = 0
        for attempt in 0...settings.retries {
            var batches: [AddressFamily: ([[UInt8]], [ScanAddress])] = [:]
            func flush(_ family: AddressFamily) {
                guard let (packets, destinations) = batches[family], !packets.isEmpty, let sender = senders[family] else { return }
                // Pace: this batch may start once the previous probes' share of time has passed.
                let due = startTime + Double(sentTotal) * interval
                let now = monotonicSeconds()
                if due > now { usleep(UInt32(min(0.5, due - now) * 1e6)) }
                var offset = 0
                var failures = 0
                while offset < packets.count && failures < 200 {
                    let slice = Array(packets[offset...]), targets = Array(destinations[offset...])
                    do {
                        offset += try sender.send(batch: slice, to: targets)
                    } catch {
                        if case .system(_, let code) = error, code == ENOBUFS || code == EAGAIN {
                            failures += 1
                            usleep(500)   // the queue is full: let it drain, then send the rest
                        } else {
                            offset += 1   // this destination failed (no neighbour, no route): skip it
                        }
                    }
                }
                sentTotal += packets.count
                batches[family] = ([], [])
            }
            var sampleCounter = 0
            var sentInPass = 0
            plan.forEachProbe { address, port in
                done += 1
                if let onlyProtocol, port.proto != onlyProtocol { return true }
                if let onlyHosts, !onlyHosts.contains(address) { return true }
                if attempt > 0 {
                    let answered = state.withLock { kind == .discovery ? $0.up[address] != nil : $0.answers.isAnswered(address, port) }
                    if answered { return true }
                }
                guard let source = sources.source(for: address) else { return true }
                let packets = kind == .discovery
                    ? discoveryProbes(address, source: source, attempt: attempt)
                    : [probePacket(address, port, source: source, attempt: attempt)]
                sampleCounter += 1
                sentInPass += 1
                if sampleCounter % 4 == 1 || kind == .discovery || plan.count < 65_536 {
                    let key = SampleKey(address: address, port: kind == .discovery ? Self.echoSamplePort : port, attempt: attempt)
                    let key2 = SampleKey(address: address, port: ScanPort(.tcp, 443), attempt: attempt)
                    // Wall clock, the clock of the kernel's receive timestamps (SO_TIMESTAMPNS), so an
                    // RTT does not include time the reply waited in our socket buffer.
                    let now = Self.seconds(ProbeClock.now())
                    state.withLock {
                        if $0.samples.count < 65_536 { $0.samples[key] = now }
                        if kind == .discovery && $0.samples.count < 65_536 { $0.samples[key2] = now }
                    }
                }
                var entry = batches[address.family] ?? ([], [])
                entry.0 += packets
                entry.1 += Array(repeating: address, count: packets.count)
                batches[address.family] = entry
                if entry.0.count >= 64 { flush(address.family) }
                if done % 1024 == 0 { progress?(done, total) }
                return !stopping.load(ordering: .relaxed)
            }
            flush(.ipv4)
            flush(.ipv6)
            if sentInPass == 0 { break }
            if attempt == 0 { distinctProbes = sentInPass }
            // Wait for the stragglers of this pass: the adapted timeout (at least the floor), or
            // less when every probe has its answer.
            // The timeout is re-read while waiting: the first answers of this pass may be the
            // first RTT samples, shortening a wait that began at the initial timeout.
            let passEnd = monotonicSeconds()
            var timeout = state.withLock { $0.estimator.timeout(settings) }
            while monotonicSeconds() < passEnd + timeout {
                let (answered, current) = state.withLock { ($0.answeredCount, $0.estimator.timeout(settings)) }
                if answered >= distinctProbes { break }
                timeout = current
                usleep(2000)
            }
            if debug {
                let (answered, srtt) = state.withLock { ($0.answeredCount, $0.estimator.smoothed ?? -1) }
                printDebug("pass \(attempt): sent \(sentInPass), answered \(answered)/\(distinctProbes), srtt \(srtt), timeout \(timeout), at \(monotonicSeconds() - startTime)")
            }
            if state.withLock({ $0.answeredCount }) >= distinctProbes { break }
        }
        stopping.store(true, ordering: .relaxed)
        group.wait()
        return state.withLock { state in
            var answers = state.answers
            answers.probesSent = sentTotal
            if state.estimator.samples > 0 {
                for address in answers.verdicts.keys { answers.rtt[address] = state.estimator }
                for address in state.up.keys { answers.rtt[address] = state.estimator }
            }
            return (answers, state.up)
        }
    }

    /// SWIFTNET_SCAN_DEBUG=1: one stderr line per pass (sent, answered, RTT, timeout).
    let debug = getenv("SWIFTNET_SCAN_DEBUG") != nil

    func printDebug(_ text: String) {
        var line = Array("scan: \(text)\n".utf8)
        _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    func receiveLoop() {
        while !stopping.load(ordering: .relaxed) {
            guard let packet = try? receiver.receive(timeoutMilliseconds: 20) else { continue }
            handle(packet.bytes, receivedAt: Self.seconds(packet.timestamp))
            // Drain what is queued before checking the flag again.
            var drained = 0
            while drained < 4096, let next = try? receiver.receiveQueued() {
                handle(next.bytes, receivedAt: Self.seconds(next.timestamp))
                drained += 1
            }
        }
        // Whatever is queued when the final wait ends still counts.
        while let next = try? receiver.receiveQueued() { handle(next.bytes, receivedAt: Self.seconds(next.timestamp)) }
    }

    /// Matches one received packet against our probes and records what it says.
    static func seconds(_ time: Timestamp) -> Double { Double(time.seconds) + Double(time.nanoseconds) / 1e9 }

    func handle(_ bytes: [UInt8], receivedAt now: Double) {
        guard let reply = ScanReply.parse(bytes) else { return }
        switch matcher.match(reply) {
        case .port(let address, let port, let verdict, let attempt)?:
            record(address, port, verdict, attempt: attempt, now: now)
        case .hostUp(let address, let reason, let samplePort, let attempt)?:
            markUp(address, reason, sampleKey: samplePort.map { SampleKey(address: address, port: $0, attempt: attempt) }, now: now)
        case nil:
            break
        }
    }

    private func record(_ address: ScanAddress, _ port: ScanPort, _ verdict: PortVerdict, attempt: Int, now: Double) {
        state.withLock { state in
            if let sent = state.samples.removeValue(forKey: SampleKey(address: address, port: port, attempt: attempt)) {
                state.estimator.add(now - sent)
            }
            if !state.answers.isAnswered(address, port) { state.answeredCount += 1 }
            state.answers.record(address, port, verdict)
        }
    }

    private func markUp(_ address: ScanAddress, _ reason: String, sampleKey: SampleKey?, now: Double) {
        state.withLock { state in
            if let sampleKey, let sent = state.samples.removeValue(forKey: sampleKey) { state.estimator.add(now - sent) }
            if state.up[address] == nil {
                state.up[address] = reason
                state.answeredCount += 1
            }
        }
    }
}
