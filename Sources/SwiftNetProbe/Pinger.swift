import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// What `swiftnet ping` was asked to do (iputils ping's flags).
public struct PingOptions: Sendable {
    /// `-c`: stop after sending this many (or, with a deadline, after this many replies).
    public var count: Int?
    /// `-i`: seconds between probes.
    public var interval: Double = 1
    /// `-s`: ICMP data bytes.
    public var payloadSize: Int = 56
    /// `-t`: TTL / hop limit.
    public var ttl: UInt8 = 64
    /// `-Q`: type of service / traffic class.
    public var tos: UInt8 = 0
    /// `-W`: seconds to wait for a reply when none has come.
    public var timeout: Double?
    /// `-w`: seconds after which ping stops whatever happens.
    public var deadline: Double?
    /// `-q`: only the header and the summary.
    public var quiet = false
    /// `-D`: prefix lines with the Unix time.
    public var printTimestamps = false
    /// `-f`: send as fast as replies come back (at least 100 per second), print dots.
    public var flood = false
    /// The ICMP identifier (ping uses a random one per run).
    public var identifier: UInt16 = 0
    /// `-n`: print reply addresses as numbers. When false and the target was given as a name,
    /// reply addresses are looked up as iputils does (`localhost (127.0.0.1)`); a numeric target
    /// implies `-n`, as in iputils.
    public var numeric = false
    /// `-p`: bytes repeated through the echo data (at most 16); empty: iputils' 0, 1, 2... fill.
    public var pattern: [UInt8] = []
    /// `-M`: path MTU discovery (DF and local fragmentation), iputils' `do`, `want`, `dont`.
    public var pathMTUDiscovery: PathMTUDiscovery = .want
    /// `-a`: a bell (BEL) after each reply's text, as iputils' putchar('\a').
    public var audible = false
    /// `-l`: this many probes go out at once at the start, without waiting the interval.
    public var preload = 1
    /// `-O`: before each probe, report the previous one if nothing has answered it.
    public var reportOutstanding = false
    /// `-U`: time replies when ping reads them (user to user), not at the kernel's receive time.
    public var userLatency = false
    /// `-r`: SO_DONTROUTE, straight to a host on an attached network.
    public var bypassRouting = false
    /// `-R` (IPv4): a record-route option in each request; replies print the route as iputils.
    public var recordRoute = false
    /// `-I IFACE`: named in the PING line (`from SOURCE IFACE: `), as iputils does.
    public var headerInterface: String?
    /// `-B` or `-I ADDRESS`: the source is fixed, shown in the PING line (`from SOURCE : `).
    public var strictSource = false

    public init() {}

    /// A reply whose round trip exceeds this many microseconds came after its probe's wait window
    /// (`-W`, else iputils' 10 s linger) and is flagged `(LATE!)`, though counted as ping counts it.
    public var lateAfterMicroseconds: Int64 { Int64((timeout ?? 10) * 1e6) }
}

/// `-M do|want|dont`: what iputils ping sets with IP_MTU_DISCOVER / IPV6_MTU_DISCOVER.
public enum PathMTUDiscovery: String, Sendable, CaseIterable {
    /// DF always set (IPv4), never fragmented here: a probe larger than the MTU is not sent and is
    /// reported as a local error (`ping: local error: message too long, mtu=1500`).
    case `do`
    /// DF set when the probe fits the MTU, else sent as fragments without DF (Linux's default).
    case want
    /// DF never set; fragmented here when larger than the MTU.
    case dont
}

/// The ICMP echo data as iputils ping lays it out, and its `-p` pattern.
public enum PingPayload {
    /// `size` bytes: 0, 1, 2... (or `pattern` repeated from the first byte), then, when at least 16
    /// bytes, the send time over the first 16 as a struct timeval (seconds, microseconds; host
    /// byte order), which is what iputils writes there.
    public static func make(size: Int, pattern: [UInt8], time: Timestamp) -> [UInt8] {
        var payload = [UInt8](repeating: 0, count: max(0, size))
        for index in payload.indices {
            payload[index] = pattern.isEmpty ? UInt8(truncatingIfNeeded: index) : pattern[index % pattern.count]
        }
        if payload.count >= 16 {
            withUnsafeBytes(of: (time.seconds, Int64(time.nanoseconds / 1000))) { raw in
                for index in 0..<16 { payload[index] = raw[index] }
            }
        }
        return payload
    }

    /// `-p` text to bytes as iputils reads it (sscanf `%2x` up to 16 times: `abc` is ab 0c); nil
    /// when it is empty or holds anything but hex digits.
    public static func pattern(from text: String) -> [UInt8]? {
        guard !text.isEmpty, text.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [UInt8] = []
        var rest = Substring(text)
        while !rest.isEmpty, bytes.count < 16 {
            let pair = rest.prefix(2)
            bytes.append(UInt8(pair, radix: 16) ?? 0)
            rest = rest.dropFirst(pair.count)
        }
        return bytes
    }

    /// iputils' `PATTERN: 0x...` line (without the newline).
    public static func patternLine(_ pattern: [UInt8]) -> String {
        "PATTERN: 0x" + pattern.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// One thing a ping run saw, for callers that print it themselves (`ping --json`).
public struct PingEvent: Sendable {
    public enum Kind: Sendable, Equatable {
        /// An echo reply to one of our probes.
        case reply
        /// An ICMP error quoting one of our probes, with ping's text for it.
        case error(String)
        /// The probe could not be sent (`-M do` and larger than the MTU), with ping's text.
        case localError(String)
    }

    public var kind: Kind
    /// The probe's icmp_seq.
    public var sequence: UInt16
    /// Who sent the reply or error (nil for a local error).
    public var from: IPAddress?
    /// iputils' rendering of `from`: `NAME (ADDRESS)` or the address.
    public var fromText: String?
    /// ICMP bytes of the reply (ping's `N bytes from`).
    public var bytes: Int
    public var ttl: UInt8?
    public var roundTripMicroseconds: Int64?
    public var duplicate = false
    public var late = false
    /// The packet as received (from its IP header), when one was.
    public var packet: ReceivedPacket?
}

/// Counts and round-trip times of a ping run, and iputils' summary text for them.
public struct PingStatistics: Sendable, Equatable {
    public var transmitted = 0
    public var received = 0
    public var duplicates = 0
    public var errors = 0
    /// Round-trip times in microseconds, every reply and duplicate (iputils' resolution).
    public var minimumMicroseconds: Int64 = .max
    public var maximumMicroseconds: Int64 = 0
    public var sumMicroseconds: Int64 = 0
    public var sumOfSquares: Double = 0
    public var timed = 0
    public var elapsedMilliseconds: Int64 = 0
    /// Most probes outstanding when one was answered (iputils' `pipe N`).
    public var pipeSize = 0
    /// iputils' smoothed RTT, scaled by 8 (µs × 8), and whether ping printed `ipg/ewma`.
    public var smoothedTimes8: Int64 = 0
    public var showsInterPacketGap = false
    public var elapsedMicroseconds: Int64 = 0

    public init() {}

    /// iputils' SIGQUIT status line (without the leading `\r`): received/transmitted, loss in
    /// whole percent, and min/avg/ewma/max when anything was timed.
    public var interimLine: String {
        let loss = transmitted > 0 ? (transmitted - received) * 100 / transmitted : 0
        var text = "\(received)/\(transmitted) packets, \(loss)% loss"
        if received > 0, timed > 0 {
            let average = sumMicroseconds / Int64(received + duplicates)
            text += ", min/avg/ewma/max = \(millis(minimumMicroseconds))/\(millis(average))/\(millis(smoothedTimes8 / 8))/\(millis(maximumMicroseconds)) ms"
        }
        return text
    }

    /// iputils' acknowledge(): the pipe is how far `sequence` lags the probes sent.
    mutating func acknowledge(sequence: UInt16) {
        let lag = Int(UInt16(truncatingIfNeeded: transmitted) &- sequence)
        if lag <= 0x7fff { pipeSize = max(pipeSize, lag + 1) }
    }

    mutating func record(microseconds: Int64) {
        smoothedTimes8 = smoothedTimes8 == 0 ? microseconds * 8 : smoothedTimes8 + microseconds - smoothedTimes8 / 8
        minimumMicroseconds = min(minimumMicroseconds, microseconds)
        maximumMicroseconds = max(maximumMicroseconds, microseconds)
        sumMicroseconds += microseconds
        sumOfSquares += Double(microseconds) * Double(microseconds)
        timed += 1
    }

    /// `%g` of the loss percentage, as iputils prints it (`0`, `100`, `33.3333`).
    var lossText: String {
        guard transmitted > 0 else { return "0" }
        return formatG(Double(transmitted - received) * 100 / Double(transmitted))
    }

    /// The loss percentage as iputils prints it (`%g`): also a valid JSON number.
    public var lossPercent: String { lossText }

    /// rtt min/avg/max/mdev in microseconds, as iputils computes them (integer microseconds, mean
    /// truncated, mdev = integer sqrt(E[x²] - E[x]²)); nil when nothing replied.
    public var roundTripSummary: (minimum: Int64, average: Int64, maximum: Int64, deviation: Int64)? {
        guard received > 0, timed > 0 else { return nil }
        let average = sumMicroseconds / Int64(timed)
        let meanSquare = sumOfSquares / Double(timed)
        let variance = max(0, meanSquare - Double(average) * Double(average))
        return (minimumMicroseconds, average, maximumMicroseconds, Int64(variance.squareRoot()))
    }

    /// The statistics block iputils prints after a blank line (its two or three lines).
    public func summary(target: String) -> String {
        var text = "\n--- \(target) ping statistics ---\n"
        text += "\(transmitted) packets transmitted, \(received) received"
        if duplicates > 0 { text += ", +\(duplicates) duplicates" }
        if errors > 0 { text += ", +\(errors) errors" }
        if transmitted > 0 { text += ", \(lossText)% packet loss, time \(elapsedMilliseconds)ms" }
        text += "\n"
        var separator = ""
        if let rtt = roundTripSummary {
            text += "rtt min/avg/max/mdev = \(millis(rtt.minimum))/\(millis(rtt.average))/"
            text += "\(millis(rtt.maximum))/\(millis(rtt.deviation)) ms"
            separator = ", "
        }
        if pipeSize > 1 {
            text += "\(separator)pipe \(pipeSize)"
            separator = ", "
        }
        if received > 0, showsInterPacketGap, transmitted > 1 {
            let gap = elapsedMicroseconds / Int64(transmitted - 1)
            text += "\(separator)ipg/ewma \(millis(gap))/\(millis(smoothedTimes8 / 8)) ms"
            separator = ", "
        }
        // iputils ends the block with a newline whatever came before: a blank line when there was
        // no rtt, pipe or ipg line (`ping -M do` too big, or nothing answered).
        text += "\n"
        return text
    }

    /// ping's exit status: 0 when something replied (and, with a deadline, all asked for), else 1.
    public func exitStatus(count: Int?, deadline: Double?) -> Int32 {
        if received == 0 { return 1 }
        if deadline != nil, let count, received < count { return 1 }
        return 0
    }
}

/// `N.NNN` from microseconds.
func millis(_ microseconds: Int64) -> String {
    let whole = microseconds / 1000
    let fraction = microseconds % 1000
    return "\(whole)." + String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0) + "\(fraction)"
}

/// iputils' per-reply `time=` text: three decimals below 1 ms, two below 10, one below 100.
public func pingTimeText(microseconds triptime: Int64) -> String {
    func pad(_ value: Int64, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
    if triptime >= 100_000 - 50 { return "\((triptime + 500) / 1000)" }
    if triptime >= 10_000 - 5 { return "\((triptime + 50) / 1000).\(pad(((triptime + 50) % 1000) / 100, 1))" }
    if triptime >= 1000 { return "\((triptime + 5) / 1000).\(pad(((triptime + 5) % 1000) / 10, 2))" }
    return "\(triptime / 1000).\(pad(triptime % 1000, 3))"
}

/// C's `%g` (six significant digits, trailing zeros dropped) for the loss percentage.
func formatG(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e6 { return String(Int64(value)) }
    var digits = 6 - (Int((abs(value)).rounded(.down)) == 0 ? 0 : String(Int64(abs(value))).count)
    if abs(value) < 1 {
        var scaled = abs(value)
        while scaled < 1 && scaled > 0 { scaled *= 10; digits += 1 }
        digits -= 1
    }
    var scale = 1.0
    for _ in 0..<max(0, digits) { scale *= 10 }
    var text = String((value * scale).rounded() / scale)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text
}

/// Sends ICMP echo requests (IPv4 or ICMPv6) and prints what comes back as iputils ping does.
///
/// Failure contract: `init` throws `.noPermission` without root or CAP_NET_RAW (nothing sent);
/// `run` throws `.system` when a send or receive fails mid-way, after what was printed so far.
public final class Pinger {
    public let target: String
    public let address: IPAddress
    public let route: Route
    public let options: PingOptions
    /// Raw IP out and a packet socket in (root or CAP_NET_RAW), or one ICMP datagram socket
    /// (unprivileged, where net.ipv4.ping_group_range allows).
    private enum Transport {
        case raw(RawSender, PacketReceiver)
        case datagram(ICMPDatagramSocket)
    }
    private let transport: Transport
    /// Whether this ping runs on an unprivileged ICMP datagram socket.
    public var isUnprivileged: Bool { if case .datagram = transport { true } else { false } }
    private var sendTimes: [UInt16: Timestamp] = [:]
    private var seen = Set<UInt16>()
    /// -R: the last route printed, for iputils' `(same route)`.
    private var recordRoute = RecordRoute()
    /// Sequences that got a reply or an error (for -O).
    private var answered = Set<UInt16>()
    private var names = ReverseResolver()
    /// Whether reply addresses are shown numerically (-n, or a numeric target as in iputils).
    private var numericOutput: Bool { options.numeric || IPAddress(target) != nil }

    /// `unprivileged`: send and receive on an ICMP datagram socket instead of raw sockets; the
    /// kernel then chooses the echo identifier (it replaces `options.identifier`).
    public init(target: String, address: IPAddress, route: Route, options: PingOptions,
                unprivileged: Bool = false) throws(ProbeError) {
        self.target = target
        self.address = address
        self.route = route
        var options = options
        if unprivileged {
            let socket = try ICMPDatagramSocket(family: address.family, source: route.source, ttl: options.ttl,
                                                tos: options.tos, pathMTUDiscovery: options.pathMTUDiscovery)
            options.identifier = socket.identifier
            transport = .datagram(socket)
        } else {
            // The receiver listens on every interface: errors the kernel makes itself (no ARP
            // answer) come back over lo, not over the route's interface.
            let receiver = try PacketReceiver(interfaceIndex: 0)
            transport = .raw(try RawSender(family: address.family, interface: route.interfaceName == "lo" ? nil : route.interfaceName),
                             receiver)
        }
        self.options = options
        if options.bypassRouting {
            let descriptor = switch transport {
            case .raw(let sender, _): sender.fileDescriptor
            case .datagram(let socket): socket.fileDescriptor
            }
            var on: Int32 = 1
            guard setsockopt(descriptor, SOL_SOCKET, SO_DONTROUTE, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
                throw systemError("SO_DONTROUTE")
            }
        }
    }

    private func send(sequence: UInt16) throws(ProbeError) {
        switch transport {
        case .raw(let sender, _):
            let pieces = probe(sequence: sequence)
            if pieces.count == 1 { try sender.send(pieces[0], to: address) } else { _ = try sender.send(batch: pieces, to: address) }
        case .datagram(let socket):
            // Whole: the kernel fragments what exceeds the MTU.
            try socket.send(Self.echoRequest(options: options, source: route.source, destination: address,
                                             sequence: sequence, time: ProbeClock.now()).build(), to: address)
        }
    }

    private func receive(timeoutMilliseconds: Int) throws(ProbeError) -> ReceivedPacket? {
        switch transport {
        case .raw(_, let receiver): try receiver.receive(timeoutMilliseconds: timeoutMilliseconds)
        case .datagram(let socket): try socket.receive(timeoutMilliseconds: timeoutMilliseconds)
        }
    }

    private func receiveQueued() throws(ProbeError) -> ReceivedPacket? {
        switch transport {
        case .raw(_, let receiver): try receiver.receiveQueued()
        case .datagram(let socket): try socket.receiveQueued()
        }
    }

    /// The `PING ...` line.
    /// As iputils: IPv4 `PING name (addr) `, IPv6 `PING name(pr_addr)` where pr_addr is
    /// `name (addr)` for a named target without -n; then `from SOURCE IFACE: ` with -I or -B.
    public var header: String {
        var from = ""
        if options.headerInterface != nil || options.strictSource {
            from = "from \(route.source) \(options.headerInterface ?? ""): "
        }
        if address.family == .ipv4 {
            let optionLength = options.recordRoute ? RecordRoute.optionLength : 0
            return "PING \(target) (\(address)) \(from)\(options.payloadSize)(\(options.payloadSize + 28 + optionLength)) bytes of data."
        }
        return "PING \(target)(\(display(address))) \(from)\(options.payloadSize) data bytes"
    }

    private lazy var mtu = interfaceMTU(route.interfaceName)

    /// The whole echo request (IP header included), as sent when it fits the MTU.
    func probeLength() -> Int { (address.family == .ipv4 ? 20 : 40) + 8 + max(0, options.payloadSize) }

    /// The echo request, as fragments when it is larger than the route's MTU (unless `-M do`,
    /// which the caller has already refused).
    private func probe(sequence: UInt16) -> [[UInt8]] {
        Self.echoRequest(options: options, source: route.source, destination: address, sequence: sequence,
                         time: ProbeClock.now())
            .fragments(mtu: mtu, identification: UInt32(options.identifier) << 16 | UInt32(sequence))
    }

    /// Echo request `sequence` as ping builds it at `time`: id = sequence, DF per `-M` (IPv4),
    /// data per `-s`/`-p` (see `PingPayload`).
    public static func echoRequest(options: PingOptions, source: IPAddress, destination: IPAddress,
                                   sequence: UInt16, time: Timestamp) -> ProbePacket {
        let payload = PingPayload.make(size: options.payloadSize, pattern: options.pattern, time: time)
        var fields = IPFields(source: source, destination: destination, ttl: options.ttl, tos: options.tos,
                              identification: sequence,
                              dontFragment: destination.family == .ipv4 && options.pathMTUDiscovery != .dont)
        if options.recordRoute && destination.family == .ipv4 { fields.options = RecordRoute.requestOption }
        return ProbePacket(ip: fields, transport: .echoRequest(identifier: options.identifier, sequence: sequence),
                           payload: payload)
    }

    /// Runs until the count, deadline or `stopRequested` says stop; `output` gets text to print
    /// (whole lines, or dots and backspaces when flooding), `diagnostic` ping's stderr lines
    /// (`ping: local error: ...`, without the program name). With `events`, replies and errors go
    /// there instead of `output` as text (`ping --json`).
    /// `statusRequested` is polled as `stopRequested` is; when it says yes (SIGQUIT), `status`
    /// gets iputils' interim statistics line.
    public func run(output: (String) -> Void, diagnostic: (String) -> Void = { _ in },
                    events: ((PingEvent) -> Void)? = nil,
                    statusRequested: () -> Bool = { false }, status: (String) -> Void = { _ in },
                    stopRequested: () -> Bool) throws(ProbeError) -> PingStatistics {
        self.events = events
        defer { self.events = nil }
        var statistics = PingStatistics()
        let start = ProbeClock.now()
        var nextSend = start
        var sequence: UInt16 = 1
        var exitAt: Timestamp?
        let deadlineAt = options.deadline.map { ProbeClock.adding(Int64($0 * 1e9), to: start) }
        let intervalNanoseconds = Int64(options.interval * 1e9)
        while !stopRequested() {
            if statusRequested() { status(statistics.interimLine) }
            let now = ProbeClock.now()
            if let deadlineAt, ProbeClock.nanoseconds(from: deadlineAt, to: now) >= 0 { break }
            if let exitAt, ProbeClock.nanoseconds(from: exitAt, to: now) >= 0 { break }
            if let count = options.count, statistics.received + statistics.errors >= count { break }
            if options.deadline != nil && statistics.errors > 0 { break }
            let allSent = options.count.map { statistics.transmitted >= $0 } ?? false
            // With a deadline, -c counts replies: keep sending until the deadline.
            if (!allSent || options.deadline != nil), ProbeClock.nanoseconds(from: nextSend, to: now) >= 0 {
                if options.pathMTUDiscovery == .do, probeLength() > mtu {
                    // iputils with IP_PMTUDISC_DO: the kernel refuses the send (EMSGSIZE); ping
                    // reports it, counts it as sent ("pretend we sent packet") and as an error.
                    let text = "local error: message too long, mtu" + (address.family == .ipv4 ? "=" : ": ") + "\(mtu)"
                    statistics.errors += 1
                    if let events {
                        events(PingEvent(kind: .localError(text), sequence: sequence, bytes: 0))
                    } else if options.flood {
                        output("E")
                    } else if !options.quiet {
                        diagnostic(text)
                    }
                } else {
                    if options.reportOutstanding, sequence > 1, !answered.contains(sequence &- 1),
                       events == nil, !options.quiet, !options.flood {
                        output("no answer yet for icmp_seq=\(sequence &- 1)\n")
                    }
                    sendTimes[sequence] = ProbeClock.now()
                    try send(sequence: sequence)
                    if options.flood && events == nil { output(".") }
                }
                statistics.transmitted += 1
                sequence &+= 1
                // -l: the first `preload` probes leave back to back.
                let gap = statistics.transmitted < options.preload ? 0
                    : options.flood ? Int64(10_000_000) : intervalNanoseconds
                nextSend = ProbeClock.adding(gap, to: nextSend)
                if ProbeClock.nanoseconds(from: nextSend, to: now) > gap { nextSend = now }
                if let count = options.count, statistics.transmitted >= count, options.deadline == nil {
                    // iputils' schedule_exit: after the last probe wait 2 × the longest RTT (at
                    // least one interval) if anything replied, else the linger time (-W or 10 s).
                    let wait: Int64 = statistics.received > 0
                        ? max(2 * statistics.maximumMicroseconds * 1000, intervalNanoseconds)
                        : Int64((options.timeout ?? 10) * 1e9)
                    exitAt = ProbeClock.adding(wait, to: now)
                }
                continue
            }
            var waitUntil = (allSent && options.deadline == nil) ? (exitAt ?? now) : nextSend
            if let deadlineAt, ProbeClock.nanoseconds(from: deadlineAt, to: waitUntil) > 0 { waitUntil = deadlineAt }
            let waitMilliseconds = max(0, min(100, ProbeClock.nanoseconds(from: now, to: waitUntil) / 1_000_000 + 1))
            guard let packet = try receive(timeoutMilliseconds: Int(waitMilliseconds)) else { continue }
            handle(packet, statistics: &statistics, output: output)
            if options.flood, statistics.transmitted == statistics.received + statistics.errors {
                nextSend = ProbeClock.now()    // flood: the next probe as soon as all are answered
            }
        }
        statistics.elapsedMicroseconds = ProbeClock.nanoseconds(from: start, to: ProbeClock.now()) / 1000
        statistics.elapsedMilliseconds = statistics.elapsedMicroseconds / 1000
        statistics.showsInterPacketGap = options.flood || options.interval == 0
        // Like ping, count what already arrived with the packet that ended the run (errors for
        // several probes come together when address resolution fails).
        if !stopRequested() {
            while let packet = try receiveQueued() { handle(packet, statistics: &statistics, output: output) }
        }
        return statistics
    }

    private var events: ((PingEvent) -> Void)?

    /// How a reply's sender is printed: iputils' pr_addr (a name only for named targets, not -n).
    private func display(_ source: IPAddress) -> String {
        numericOutput ? source.description : names.display(source)
    }

    private func prefix(_ time: Timestamp) -> String {
        guard options.printTimestamps else { return "" }
        let micro = String(time.nanoseconds / 1000)
        return "[\(time.seconds).\(String(repeating: "0", count: 6 - micro.count))\(micro)] "
    }

    private func handle(_ packet: ReceivedPacket, statistics: inout PingStatistics, output: (String) -> Void) {
        let bytes = packet.bytes
        guard let ip = IPDatagramSummary(bytes), ip.family == address.family, ip.isICMP, ip.fragmentOffset == 0,
              ip.destination == route.source || route.interfaceName == "lo",
              let type = bytes.checkedUInt8(at: ip.transportOffset, end: ip.transportEnd),
              let code = bytes.checkedUInt8(at: ip.transportOffset + 1, end: ip.transportEnd),
              let rest = bytes.checkedUInt32(at: ip.transportOffset + 4, end: ip.transportEnd) else { return }
        let isIPv6 = address.family == .ipv6
        let echoReply: UInt8 = isIPv6 ? 129 : 0
        if type == echoReply {
            guard ip.source == address, UInt16(rest >> 16) == options.identifier else { return }
            let sequence = UInt16(truncatingIfNeeded: rest)
            guard let sent = sendTimes[sequence] else { return }
            let received = options.userLatency ? ProbeClock.now() : packet.timestamp
            let micro = max(0, ProbeClock.nanoseconds(from: sent, to: received) / 1000)
            answered.insert(sequence)
            let duplicate = !seen.insert(sequence).inserted
            statistics.acknowledge(sequence: sequence)
            if duplicate { statistics.duplicates += 1 } else { statistics.received += 1 }
            statistics.record(microseconds: micro)
            // A reply past its probe's wait window is still a reply to ping (counted and timed);
            // it is flagged so it cannot pass for a prompt one.
            let late = micro > options.lateAfterMicroseconds
            // A fragmented reply is seen by its first fragment: count what the echo carries.
            let length = ip.moreFragments ? options.payloadSize + 8 : ip.transportEnd - ip.transportOffset
            if let events {
                events(PingEvent(kind: .reply, sequence: sequence, from: ip.source, fromText: display(ip.source),
                                 bytes: length, ttl: ip.ttl, roundTripMicroseconds: micro,
                                 duplicate: duplicate, late: late, packet: packet))
                return
            }
            if options.flood {
                if !duplicate { output("\u{8} \u{8}") }
                return
            }
            guard !options.quiet else { return }
            var line = prefix(packet.timestamp)
            line += "\(length) bytes from \(display(ip.source)): icmp_seq=\(sequence) ttl=\(ip.ttl) time=\(pingTimeText(microseconds: micro)) ms"
            if duplicate { line += " (DUP!)" }
            if late { line += " (LATE!)" }
            if options.recordRoute, let route = recordRoute.text(for: bytes, headerEnd: ip.transportOffset, display: display) {
                line += route
            }
            if options.audible { line += "\u{07}" }
            output(line + "\n")
        } else if ICMPErrorText.isError(type, family: address.family) {
            // The quote: our IP header then at least the 8 bytes of our echo request.
            guard let quoted = IPDatagramSummary(bytes, offset: ip.transportOffset + 8, end: ip.transportEnd),
                  quoted.destination == address, quoted.isICMP,
                  let quotedID = bytes.checkedUInt16(at: quoted.transportOffset + 4, end: ip.transportEnd),
                  let quotedSequence = bytes.checkedUInt16(at: quoted.transportOffset + 6, end: ip.transportEnd),
                  quotedID == options.identifier, sendTimes[quotedSequence] != nil else { return }
            statistics.errors += 1
            statistics.acknowledge(sequence: quotedSequence)
            answered.insert(quotedSequence)
            let text = isIPv6 ? ICMPErrorText.ipv6(type: type, code: code, restOfHeader: rest)
                              : ICMPErrorText.ipv4(type: type, code: code, restOfHeader: rest)
            if let events {
                events(PingEvent(kind: .error(text), sequence: quotedSequence, from: ip.source,
                                 fromText: display(ip.source), bytes: ip.transportEnd - ip.transportOffset,
                                 ttl: ip.ttl, packet: packet))
                return
            }
            if options.flood { output("\u{8}E"); return }
            guard !options.quiet else { return }
            output(prefix(packet.timestamp) + "From \(display(ip.source)) icmp_seq=\(quotedSequence) \(text)\n")
        }
    }
}
