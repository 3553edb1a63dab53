import Foundation
import Synchronization
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// What the raw engine sends per (target, port) and how replies map back.
public enum RawProbeKind: Sendable {
    case syn, ack, udp
    /// `-sF`, `-sN`, `-sX`, `-sM`.
    case fin, null, xmas, maimon
    /// Host discovery: ICMP echo, TCP SYN to 443 and TCP ACK to 80 per target (nmap's default set).
    case discovery
}

/// One raw scan pass engine: a sender on the calling thread and a receiver thread, sharing the
/// answers behind a mutex. Probes carry stateless cookies (`ProbeCookie`); every probe sent is in
/// flight (`InFlightProbes`) until answered or until its host's RTT-adapted timeout passes. Under
/// adaptive timing (the default) a probe goes out only when the congestion window
/// (`ScanCongestion`) has room or the floor rate is owed; with `--rate` at that rate exactly.
/// Unanswered probes are sent again in later passes: the first retry always (unless
/// `--max-retries 0`), later ones only while the previous retry pass had answers, so the whole
/// run is bounded: at most (retries + 1) passes, each ending when its last probe timed out.
public final class RawScanner: @unchecked Sendable {
    public let plan: ScanPlan
    public let kind: RawProbeKind
    public let settings: ScanSettings
    public let cookie: ProbeCookie
    /// Our source address per target (from the route lookups, or -S).
    public let sources: ScanSources
    let senders: [AddressFamily: RawSender]
    /// The receive path: batches from raw IPv4 sockets (see `init`) or from the TPACKET_V3 ring
    /// when the kernel grants one, else one recvmsg per packet from a packet socket. The receive
    /// thread may swap raw sockets for the ring (`pendingRing`); only it reads this afterwards.
    var batchSource: (any ScanBatchSource)?
    let receiver: PacketReceiver?
    /// A ring still being set up when the scan starts (`init`'s `interimIPSockets`): the raw
    /// IPv4 sockets in `batchSource` receive until it is ready, then the receive thread binds it
    /// and takes it in their place. Read by the receive thread only.
    private var pendingRing: ScanRingPreparation?
    /// What receives, for the debug line (the receive thread may change it): 0 recvmsg,
    /// 1 raw IP sockets, 2 the ring, 3 raw IP sockets then the ring.
    private let receivePath = Atomic<Int>(0)
    /// Link-layer next hops per target: probes to these go out as frames through AF_PACKET
    /// (`ScanFrameSender`), the rest through the raw IP sockets. Set before `run`.
    public var linkHops: [ScanAddress: LinkHop] = [:]
    /// Probes sent as link-layer frames in the last run (for the debug line and tests).
    public private(set) var framesSent = 0
    public var progress: ((Int, Int) -> Void)?
    /// Called once per open port as it is found, outside the answers' lock.
    public var onOpenPort: ((ScanAddress, ScanPort) -> Void)?
    /// Probe only this protocol's ports of the plan (one plan serves the TCP and UDP engines, so
    /// shards split the whole probe space once).
    public var onlyProtocol: ScanProtocol?
    /// Probe only these hosts (those discovery found up); nil: every target.
    public var onlyHosts: Set<ScanAddress>?
    /// `--host-timeout`: hosts past their time get no more probes, and the wait for their
    /// answers ends (the clock is shared with the scan's other engines).
    public var hostTimeouts: HostTimeouts?
    /// `--packet-trace`: a line per probe sent and per reply matched.
    public var trace: PacketTrace?
    /// `--resume`: ports already reported per host, never probed again.
    public var skip: [ScanAddress: Set<ScanPort>] = [:]

    struct State {
        var answers = ScanAnswers()
        /// Every host's round trips together (the timeout of hosts with no sample yet) and each
        /// host's own.
        var estimator = RTTEstimator()
        var hostRTT: [ScanAddress: RTTEstimator] = [:]
        /// Probes sent and still waiting, with their send times (wall clock).
        var flight = InFlightProbes<SampleKey>()
        /// The congestion windows, one per host and the group's (`ScanWindows`).
        var windows: ScanWindows
        /// First answers to retransmitted probes in this pass, over every host.
        var retransmitAnswers = 0
        /// Discovery: hosts up, with the reason.
        var up: [ScanAddress: String] = [:]
        /// Distinct probes answered so far (ports, or hosts for discovery).
        var answeredCount = 0
        /// UDP: when each host last sent an ICMP error (wall clock), for its rate limit.
        var lastICMPError: [ScanAddress: Double] = [:]
        /// The pass's probe count while `run` waits for its stragglers: the answer that brings
        /// `answeredCount` to it signals `lastAnswer`.
        var awaitedAnswers = Int.max
    }

    struct SampleKey: Hashable {
        var address: ScanAddress
        var port: ScanPort
        var attempt: Int

        /// Every field packed into one or three words (the synthesized hash fed the hasher five
        /// values through three modules' witnesses; a -p- scan hashes a key twice per probe).
        func hash(into hasher: inout Hasher) {
            let rest = UInt64(port.number) << 16 | UInt64(port.proto == .tcp ? 0 : 1) << 8 | UInt64(UInt8(truncatingIfNeeded: attempt))
            switch address {
            case .v4(let v4):
                hasher.combine(UInt64(v4.value) << 32 | rest)
            case .v6(let v6):
                hasher.combine(v6.high)
                hasher.combine(v6.low)
                hasher.combine(rest)
            }
        }
    }

    let state: Mutex<State>

    /// Starts the RTT estimate from an earlier stage (discovery), so the first wait is adapted too.
    public func seedRTT(_ estimator: RTTEstimator) {
        state.withLock { if estimator.samples > 0 { $0.estimator = estimator } }
    }
    /// Set before `run` only: the receiver thread reads it.
    var matcher: ReplyMatcher
    /// Discovery: the probes sent to each target (`-PE`, `-PP`, `-PS`, `-PA`, `-PU`); set before `run`.
    public var discovery: DiscoveryProbes {
        get { matcher.discovery }
        set { matcher.discovery = newValue }
    }
    let stopping = Atomic<Bool>(false)

    /// `ipSockets`: receive through raw IPv4 sockets (`ScanIPReceiver`), as the caller decided
    /// with `receivesThroughIPSockets`; else through a packet socket (a ring for a large scan:
    /// `preparedRing`'s when given, set up meanwhile with the same `replyEstimate`).
    /// `interimIPSockets`: raw IPv4 sockets would see every reply too (IPv4 targets, no -S, no
    /// -e, not UDP); if `preparedRing` is not ready yet they receive until it is, rather than the
    /// scan waiting out the rest of its set-up's grace period (10-30 ms).
    public init(plan: ScanPlan, kind: RawProbeKind, settings: ScanSettings, sources: ScanSources,
                interface: String?, receiveInterfaceIndex: Int32, cookie: ProbeCookie,
                ipSockets: Bool = false, preparedRing: ScanRingPreparation? = nil,
                interimIPSockets: Bool = false) throws(ProbeError) {
        self.receiveInterfaceIndex = receiveInterfaceIndex
        self.plan = plan
        self.kind = kind
        self.settings = settings
        self.sources = sources
        self.cookie = cookie
        var initial = State(windows: ScanWindows(settings: settings))
        initial.answers.expectedPortsPerHost = min(plan.ports.count, 65_536)
        state = Mutex(initial)
        matcher = ReplyMatcher(kind: kind, cookie: cookie, ours: sources.all, maxAttempt: settings.retries)
        var senders: [AddressFamily: RawSender] = [:]
        for family in sources.byFamily.keys {
            senders[family] = try RawSender(family: family, interface: interface, sendBufferBytes: 8 << 20)
        }
        self.senders = senders
        let replies = Self.replyEstimate(kind: kind, plan: plan)
        let (blockSize, blockCount) = ScanRingReceiver.geometry(replies: replies)
        let ipProtocols = kind == .discovery ? [Int32(IPPROTO_ICMP), Int32(IPPROTO_TCP), Int32(IPPROTO_UDP)]
                                             : [Int32(IPPROTO_TCP), Int32(IPPROTO_ICMP)]
        if Self.usesRing(replies: replies), interimIPSockets, let preparedRing, !preparedRing.isReady,
           let interim = try? ScanIPReceiver(protocols: ipProtocols, receiveBufferBytes: 64 << 20) {
            batchSource = interim
            pendingRing = preparedRing
            receiver = nil
        } else if ipSockets {
            // No packet socket: the ring's set-up and close wait RCU grace periods in the kernel
            // (one before the first probe, two that hold the process's exit), a raw socket none.
            // The buffer holds a whole -p- scan's replies should the reader fall behind.
            batchSource = try ScanIPReceiver(protocols: ipProtocols, receiveBufferBytes: 64 << 20)
            receiver = nil
        } else if Self.usesRing(replies: replies),
           let ring = preparedRing?.take(interfaceIndex: receiveInterfaceIndex)
               ?? (try? ScanRingReceiver(interfaceIndex: receiveInterfaceIndex, blockSize: blockSize, blockCount: blockCount)) {
            batchSource = ring
            receiver = nil
        } else {
            batchSource = nil
            let receiver = try PacketReceiver(interfaceIndex: receiveInterfaceIndex, receiveBufferBytes: 32 << 20)
            // Root may exceed net.core.rmem_max: replies to a fast scan arrive in bursts.
            var size: Int32 = 64 << 20
            _ = setsockopt(receiver.fileDescriptor, SOL_SOCKET, 33 /* SO_RCVBUFFORCE */, &size, socklen_t(MemoryLayout<Int32>.size))
            self.receiver = receiver
        }
        receivePath.store(batchSource is ScanRingReceiver ? 2 : batchSource is ScanIPReceiver ? 1 : 0, ordering: .relaxed)
    }

    /// The interface the ring binds to (0: every one).
    let receiveInterfaceIndex: Int32

    /// The replies an engine sizes its receive ring for: discovery sends up to a handful of probes
    /// per target, a port scan one per (target, port) of its shard, each answered once or twice.
    static func replyEstimate(kind: RawProbeKind, plan: ScanPlan) -> UInt64 {
        kind == .discovery ? plan.shardCount &* 8 : plan.shardCount &* 2
    }

    /// Whether an engine that receives through a packet socket gets a ring (`ringThreshold`;
    /// SWIFTNET_SCAN_NO_RING=1: never).
    static func usesRing(replies: UInt64) -> Bool {
        replies > ringThreshold && getenv("SWIFTNET_SCAN_NO_RING") == nil
    }

    /// Expected replies above which the receive ring pays for its set-up and teardown.
    static let ringThreshold: UInt64 = 16_384

    /// Whether raw IPv4 sockets would see every reply to an engine of `kind` scanning targets of
    /// `families`: every reply comes to an address of ours (`repliesToOwnAddress`: no -S, no -e),
    /// every target is IPv4 (raw IPv6 sockets do not give the header), and the kind is not UDP
    /// (UDP scans keep the packet socket). SWIFTNET_SCAN_PACKET_SOCKETS=1: never.
    static func repliesReachIPSockets(kind: RawProbeKind, families: Set<AddressFamily>, repliesToOwnAddress: Bool) -> Bool {
        repliesToOwnAddress && families == [.ipv4] && kind != .udp && getenv("SWIFTNET_SCAN_PACKET_SOCKETS") == nil
    }

    /// Whether an engine of `kind` sending `probes` probes to targets of `families` goes without
    /// packet sockets: replies through raw IPv4 sockets (`ScanIPReceiver`) and, for a TCP port
    /// scan, probes through the raw IP sender rather than link-layer frames (`ScanRunner.runRaw`
    /// leaves out the next hops). When the raw sockets see every reply (`repliesReachIPSockets`)
    /// and the scan is small (`ipSocketProbeLimit`).
    static func receivesThroughIPSockets(kind: RawProbeKind, probes: UInt64, families: Set<AddressFamily>,
                                         repliesToOwnAddress: Bool) -> Bool {
        probes <= ipSocketProbeLimit && repliesReachIPSockets(kind: kind, families: families, repliesToOwnAddress: repliesToOwnAddress)
    }

    /// Probes up to which a scan goes without packet sockets (`receivesThroughIPSockets`). Each
    /// packet socket costs RCU grace periods (8-20 ms each: one to set up the receive ring, two to
    /// close it, one to close a frame sender) that a 1,000-probe scan (15 ms) cannot hide. A large
    /// scan keeps them: per packet the ring and the frames cost less kernel time than raw IP
    /// sockets (a -p- scan of a LAN host: 360 ms of system time vs 445; one router away, 434 vs
    /// 565), and it hands the ring's close to a helper process (`PacketSocketCloses.handOff`).
    public static let ipSocketProbeLimit: UInt64 = 4_096

    /// The discovery probes of one target, in nmap's order (echo, SYNs, ACKs, UDP, timestamp).
    func discoveryProbes(_ target: ScanAddress, source: ScanAddress, attempt: Int) -> [[UInt8]] {
        let set = discovery
        var packets: [[UInt8]] = []
        if set.echo {
            packets.append(ScanPackets.echoRequest(from: source, to: target, identifier: echoIdentifier(target), sequence: UInt16(attempt)))
        }
        for number in set.syn {
            let port = ScanPort(.tcp, number)
            let sourcePort = cookie.sourcePort(target: target, port: port, attempt: attempt)
            packets.append(ScanPackets.tcp(from: source, to: target, sourcePort: sourcePort, port: number,
                                           sequence: cookie.sequence(target: target, port: port, sourcePort: sourcePort),
                                           acknowledgment: 0, flags: ScanPackets.flagSYN))
        }
        for number in set.ack {
            let port = ScanPort(.tcp, number)
            let sourcePort = cookie.sourcePort(target: target, port: port, attempt: attempt)
            packets.append(ScanPackets.tcp(from: source, to: target, sourcePort: sourcePort, port: number, sequence: 0,
                                           acknowledgment: cookie.sequence(target: target, port: port, sourcePort: sourcePort),
                                           flags: ScanPackets.flagACK))
        }
        for number in set.udp {
            let port = ScanPort(.udp, number)
            packets.append(ScanPackets.udp(from: source, to: target, sourcePort: cookie.sourcePort(target: target, port: port, attempt: attempt),
                                           port: number))
        }
        if set.timestamp && !target.isIPv6 {
            packets.append(ScanPackets.timestampRequest(from: source, to: target, identifier: echoIdentifier(target),
                                                        sequence: UInt16(attempt), originate: Self.millisecondsSinceMidnightUT()))
        }
        return packets
    }

    /// RFC 792's timestamp: milliseconds since midnight UT.
    static func millisecondsSinceMidnightUT() -> UInt32 {
        let now = ProbeClock.now()
        return UInt32((Int64(now.seconds) % 86_400) * 1000 + Int64(now.nanoseconds) / 1_000_000)
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
        case .ack, .fin, .null, .xmas, .maimon:
            let (sequence, acknowledgment) = kind.sequenceAndAcknowledgment(value)
            return ScanPackets.tcp(from: source, to: target, sourcePort: sourcePort, port: port.number,
                                   sequence: sequence, acknowledgment: acknowledgment, flags: kind.tcpFlags, ipID: ipID)
        case .udp:
            return ScanPackets.udp(from: source, to: target, sourcePort: sourcePort, port: port.number, ipID: ipID)
        }
    }

    /// How many sender threads a run uses (see `ScanSettings.senderThreads`).
    var senderCount: Int {
        if settings.senderThreads > 0 { return min(settings.senderThreads, 16) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return kind != .discovery && cores >= 2 && settings.rate >= 100_000 && plan.shardCount >= 20_000 ? 2 : 1
    }

    /// Runs every pass and the final wait; returns the answers (and, for discovery, who is up).
    public func run() -> (answers: ScanAnswers, up: [ScanAddress: String]) {
        let group = DispatchGroup()
        group.enter()
        // The process must not exit before the receive loop has handed its socket to a close
        // thread (`PacketSocketCloses`): this run may return before the loop sees the stop.
        PacketSocketCloses.pending.enter()
        Thread.detachNewThread { [self] in
            receiveLoop()
            // Closed here, on this thread that is done anyway, while the caller writes reports.
            batchSource?.closeSocket(onThisThread: true)
            pendingRing?.discardNow()
            receiver?.closeSocket(onThisThread: true)
            PacketSocketCloses.pending.leave()
            group.leave()
        }
        let workers = senderCount
        // Frame senders live for one pass each: closed as soon as their last frame is out, their
        // closes (a grace period each, 8-20 ms) overlap the wait for the last answers rather
        // than the report writing at the end; a retry pass opens new ones.
        func makeFrameSenders() -> [ScanFrameSender?] {
            (0..<workers).map { _ in linkHops.isEmpty || kind == .discovery ? nil : try? ScanFrameSender() }
        }
        var sentTotal = 0
        var framesSent = 0
        let startTime = monotonicSeconds()
        var distinctProbes = 0
        var nextAttempt = 0
        while nextAttempt <= settings.retries && !ScanInterrupt.isRequested {
            let attempt = nextAttempt
            let passStart = Self.wallNow()
            state.withLock {
                $0.windows.beginPass()
                $0.retransmitAnswers = 0
            }
            var frameSenders = makeFrameSenders()
            // The workers claim chunks of the order in turn.
            let claims = ProbeClaims()
            let results = Mutex<[(sent: Int, frames: Int, queued: Int)]>([])
            let passGroup = DispatchGroup()
            for worker in 1..<max(1, workers) {
                passGroup.enter()
                let frames = frameSenders[worker]
                Thread.detachNewThread { [self] in
                    let result = sendPass(attempt: attempt, worker: worker, of: workers, claims: claims, frames: frames, passStart: passStart)
                    results.withLock { $0.append(result) }
                    // This thread is done: it closes its socket itself (a hand-off, or the
                    // grace period here), and the process's exit waits for that.
                    PacketSocketCloses.pending.enter()
                    passGroup.leave()
                    frames?.closeSocket(onThisThread: true)
                    PacketSocketCloses.pending.leave()
                }
            }
            let own = sendPass(attempt: attempt, worker: 0, of: workers, claims: claims, frames: frameSenders[0], passStart: passStart)
            frameSenders[0]?.closeSocket()      // on a thread of its own, while the others finish
            passGroup.wait()
            frameSenders.removeAll()
            let all = results.withLock { $0 } + [own]
            let sentInPass = all.reduce(0) { $0 + $1.queued }
            sentTotal += all.reduce(0) { $0 + $1.sent }
            framesSent += all.reduce(0) { $0 + $1.frames }
            if sentInPass == 0 { break }
            if attempt == 0 { distinctProbes = sentInPass }
            // Wait for the stragglers of this pass: until every probe is answered or has timed
            // out (its host's adapted timeout, re-read as answers bring RTT samples).
            while true {
                let now = Self.wallNow()
                let (answered, waiting) = state.withLock { state in
                    Self.expire(&state, now: now, settings: settings)
                    state.awaitedAnswers = distinctProbes
                    return (state.answeredCount, state.flight.count)
                }
                if answered >= distinctProbes || waiting == 0 || ScanInterrupt.isRequested { break }
                if let hostTimeouts, !hostTimeouts.expire(now: monotonicSeconds()), hostTimeouts.timedOut.count > 0 { break }
                // Woken by the last answer rather than finding it at the next look (a sleep of
                // 1 ms is several on a busy machine); timeouts are still looked at every 1 ms.
                _ = lastAnswer.wait(timeout: .now() + .milliseconds(1))
            }
            state.withLock { $0.awaitedAnswers = Int.max }
            if debug {
                let (answered, srtt, timeout, windows, retried) = state.withLock {
                    ($0.answeredCount, $0.estimator.smoothed ?? -1, $0.estimator.timeout(settings), $0.windows, $0.retransmitAnswers)
                }
                printDebug("pass \(attempt): sent \(sentInPass) (\(framesSent) as frames so far, \(workers) sender(s), \(["recvmsg", "raw IP", "ring", "raw IP, then ring"][receivePath.load(ordering: .relaxed)])), answered \(answered)/\(distinctProbes) (\(retried) on this retry), srtt \(srtt), timeout \(timeout), group window \(Int(windows.group.window)) cuts \(windows.cuts)\(windows.rateLimited ? " rate-limited" : ""), at \(monotonicSeconds() - startTime)")
                for (address, host) in windows.hosts.sorted(by: { $0.key < $1.key }).prefix(16) {
                    printDebug("host \(address): window \(Int(host.congestion.window)) floor \(Int(host.congestion.floor))/s cuts \(host.congestion.cuts)\(host.congestion.rateLimited ? " rate-limited" : "") sent \(host.sentInPass)")
                }
            }
            if state.withLock({ $0.answeredCount }) >= distinctProbes { break }
            if attempt >= 1 {
                // nmap's rule: no try later than one past the latest try that was answered.
                let more = state.withLock { $0.windows.retransmissionPassEnded(now: Self.wallNow()) }
                if !more { break }
            }
            nextAttempt += 1
        }
        sentTotal += confirmRateLimitedUDP()
        stopping.store(true, ordering: .relaxed)
        // With every probe answered there is nothing left for the receiver to drain: do not wait
        // for it to wake up and see the flag (a scheduling delay on a busy machine); it stops on
        // its own and holds the scanner until then.
        if state.withLock({ $0.answeredCount }) < distinctProbes || distinctProbes == 0 { group.wait() }
        self.framesSent = framesSent
        return state.withLock { state in
            var answers = state.answers
            answers.probesSent = sentTotal
            // Each host's own estimate; the whole scan's for a host with no sample of its own.
            for address in Set(answers.verdicts.keys).union(state.up.keys) {
                if let own = state.hostRTT[address] { answers.rtt[address] = own }
                else if state.estimator.samples > 0 { answers.rtt[address] = state.estimator }
            }
            return (answers, state.up)
        }
    }

    /// Signalled by the receiver when every probe of the pass is answered (`State.awaitedAnswers`).
    let lastAnswer = DispatchSemaphore(value: 0)

    /// SWIFTNET_SCAN_DEBUG=1: one stderr line per pass (sent, answered, RTT, timeout).
    let debug = getenv("SWIFTNET_SCAN_DEBUG") != nil

    func printDebug(_ text: String) {
        var line = Array("scan: \(text)\n".utf8)
        _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    func receiveLoop() {
        if batchSource != nil {
            var matched: [TimedMatch] = []
            func take(_ timeout: Int32) {
                guard let batchSource else { return }
                batchSource.receive(timeoutMilliseconds: timeout) { bytes, time in
                    if let reply = ScanReply.parse(bytes), let match = matcher.match(reply) {
                        trace?.received(bytes)
                        matched.append(TimedMatch(match: match, time: Self.seconds(time)))
                        // In chunks, one lock each: a whole ready block (thousands of replies
                        // in a -p- scan) under one lock held the senders, who take the same
                        // lock for every grant, for milliseconds.
                        if matched.count >= 256 {
                            apply(matched)
                            matched.removeAll(keepingCapacity: true)
                        }
                    }
                }
                if !matched.isEmpty { apply(matched) }
                matched.removeAll(keepingCapacity: true)
            }
            // A short wait: when the scan ends the loop must see the flag soon, so the scanner
            // (and with it this socket, whose close waits a grace period) is released before
            // the process exits rather than closed serially at exit.
            while !stopping.load(ordering: .relaxed) {
                if let pending = pendingRing, pending.isReady {
                    pendingRing = nil
                    if let ring = pending.take(interfaceIndex: receiveInterfaceIndex) {
                        // The ring sees every packet from its bind on; what the raw sockets
                        // queued before still counts (a reply seen by both is recorded once).
                        take(0)
                        batchSource?.closeSocket(onThisThread: true)
                        batchSource = ring
                        receivePath.store(3, ordering: .relaxed)
                    }
                }
                take(2)
            }
            take(0)     // whatever is ready when the final wait ends still counts
            return
        }
        guard let receiver else { return }
        // Matches are applied in small batches, one lock each (was one lock and one array per
        // reply), small enough that the window still opens as the answers come.
        var matched: [TimedMatch] = []
        func collect(_ bytes: [UInt8], _ time: Timestamp) {
            guard let reply = ScanReply.parse(bytes), let match = matcher.match(reply) else { return }
            trace?.received(bytes)
            matched.append(TimedMatch(match: match, time: Self.seconds(time)))
            if matched.count >= 32 { flush() }
        }
        func flush() {
            if !matched.isEmpty { apply(matched) }
            matched.removeAll(keepingCapacity: true)
        }
        while !stopping.load(ordering: .relaxed) {
            guard let packet = try? receiver.receive(timeoutMilliseconds: 2) else { continue }
            collect(packet.bytes, packet.timestamp)
            // Drain what is queued before checking the flag again.
            var drained = 0
            while drained < 4096, let next = try? receiver.receiveQueued() {
                collect(next.bytes, next.timestamp)
                drained += 1
            }
            flush()
        }
        // Whatever is queued when the final wait ends still counts.
        while let next = try? receiver.receiveQueued() { collect(next.bytes, next.timestamp) }
        flush()
    }

    static func seconds(_ time: Timestamp) -> Double { Double(time.seconds) + Double(time.nanoseconds) / 1e9 }

    /// The wall clock (the clock of the kernel's receive timestamps), in seconds.
    static func wallNow() -> Double { seconds(ProbeClock.now()) }

    /// Takes the probes whose host's timeout has passed out of flight, and tells the window.
    static func expire(_ state: inout State, now: Double, settings: ScanSettings) {
        let shared = state.estimator.timeout(settings)
        let hosts = state.hostRTT
        var gone: [ScanAddress] = []
        state.flight.expire(now: now, timeout: { key in hosts[key.address]?.timeout(settings) ?? shared }) { gone.append($0.address) }
        // Each host's own window learns of its timeouts (one run per host: they come in send order).
        var index = 0
        while index < gone.count {
            let address = gone[index]
            var end = index + 1
            while end < gone.count && gone[end] == address { end += 1 }
            state.windows.expired(address, end - index, now: now, cutSpacing: hosts[address]?.timeout(settings) ?? shared)
            index = end
        }
    }

    /// A matched reply and its receive time (wall clock). A struct, not a tuple: arrays of
    /// tuples holding an enum with a String payload were copied through the runtime's generic
    /// tuple witnesses, per reply.
    struct TimedMatch {
        var match: ReplyMatch
        var time: Double
    }

    /// Records a batch of matched replies under one lock.
    func apply(_ matches: [TimedMatch]) {
        let (opened, allAnswered) = state.withLock { state in
            var opened: [(ScanAddress, ScanPort)] = []
            for entry in matches {
                let now = entry.time
                switch entry.match {
                case .port(let address, let port, let verdict, let attempt):
                    if Self.record(&state, address, port, verdict, sampleKey: SampleKey(address: address, port: port, attempt: attempt),
                                   now: now, settings: settings),
                       verdict.state == .open {
                        opened.append((address, port))
                    }
                case .hostUp(let address, let reason, let samplePort, let attempt):
                    Self.markUp(&state, address, reason, sampleKey: samplePort.map { SampleKey(address: address, port: $0, attempt: attempt) },
                                now: now, settings: settings)
                }
            }
            return (opened, state.answeredCount >= state.awaitedAnswers)
        }
        if let onOpenPort { for (address, port) in opened { onOpenPort(address, port) } }
        if allAnswered { lastAnswer.signal() }
    }

    /// Records one port's verdict; true when it is the port's first.
    private static func record(_ state: inout State, _ address: ScanAddress, _ port: ScanPort, _ verdict: PortVerdict,
                               sampleKey: SampleKey, now: Double, settings: ScanSettings) -> Bool {
        answered(&state, sampleKey, now: now, settings: settings)
        let first = state.answers.record(address, port, verdict)
        if first {
            state.answeredCount += 1
            if sampleKey.attempt > 0 {
                state.retransmitAnswers += 1
                let spacing = state.hostRTT[address]?.timeout(settings) ?? state.estimator.timeout(settings)
                state.windows.retransmissionAnswered(address, now: now, cutSpacing: spacing)
            }
        }
        // Any answer to a UDP probe but data is an ICMP error, and spent one of the host's tokens.
        if port.proto == .udp && verdict.reason != "udp-response" {
            state.lastICMPError[address] = max(state.lastICMPError[address] ?? 0, now)
        }
        return first
    }

    /// An answer to a probe in flight: an RTT sample for its host and the scan, room in the window.
    /// Late answers (after their timeout) were counted as timed out and change nothing here.
    private static func answered(_ state: inout State, _ key: SampleKey, now: Double, settings: ScanSettings) {
        guard let sent = state.flight.answer(key) else { return }
        let rtt = max(0, now - sent)
        state.estimator.add(rtt)
        // One look-up of the host's estimate for the sample and its timeout (it exists now).
        func sample(_ estimate: inout RTTEstimator) -> Double {
            estimate.add(rtt)
            return estimate.timeout(settings)
        }
        let spacing = sample(&state.hostRTT[key.address, default: RTTEstimator()])
        state.windows.answered(key.address, now: now, cutSpacing: spacing)
    }

    private static func markUp(_ state: inout State, _ address: ScanAddress, _ reason: String, sampleKey: SampleKey?, now: Double,
                               settings: ScanSettings) {
        if let sampleKey { answered(&state, sampleKey, now: now, settings: settings) }
        if state.up[address] == nil {
            state.up[address] = reason
            state.answeredCount += 1
        }
    }
}
