/// What a reply means for the scan, once matched to one of our probes.
public enum ReplyMatch: Hashable, Sendable {
    /// A port verdict; `attempt` is the try it answers (for RTT sampling).
    case port(ScanAddress, ScanPort, PortVerdict, attempt: Int)
    /// Discovery: the host answered; `samplePort` keys the RTT sample of the probe it answers.
    case hostUp(ScanAddress, reason: String, samplePort: ScanPort?, attempt: Int)
}

extension ProbeCookie {
    /// The ICMP echo identifier of discovery probes to `target`.
    public func echoIdentifier(_ target: ScanAddress) -> UInt16 {
        UInt16(truncatingIfNeeded: sequence(target: target, port: ScanPort(.udp, 0), sourcePort: 0))
    }
}

/// The port-state machine's input side: decides whether a parsed reply answers one of our probes
/// (cookie checks: source port span and attempt, TCP acknowledgement or quoted sequence, echo
/// identifier, our own address as destination) and what it says. Pure, so it is tested with
/// synthetic replies; anything that does not match is nil and ignored.
public struct ReplyMatcher: Sendable {
    public static let echoSamplePort = ScanPort(.udp, 0)

    public var kind: RawProbeKind
    public var cookie: ProbeCookie
    /// Our source addresses: replies must come back to one of them.
    public var ours: Set<ScanAddress>
    public var maxAttempt: Int
    /// Discovery: the probes sent (which TCP ports got a SYN and which an ACK).
    public var discovery = DiscoveryProbes.nmapDefault

    public init(kind: RawProbeKind, cookie: ProbeCookie, sources: [AddressFamily: ScanAddress], maxAttempt: Int) {
        self.init(kind: kind, cookie: cookie, ours: Set(sources.values), maxAttempt: maxAttempt)
    }

    public init(kind: RawProbeKind, cookie: ProbeCookie, ours: Set<ScanAddress>, maxAttempt: Int) {
        self.kind = kind
        self.cookie = cookie
        self.ours = ours
        self.maxAttempt = maxAttempt
    }

    /// The value the ACK probe puts in its sequence field (not the cookie, which goes in the ack).
    static func ackProbeSequence(_ cookie: UInt32) -> UInt32 { cookie ^ 0x5a5a_5a5a }

    private func isOurs(_ address: ScanAddress) -> Bool { ours.contains(address) }

    public func match(_ reply: ScanReply) -> ReplyMatch? {
        switch reply {
        case .tcp(let source, let destination, let sourcePort, let destinationPort, let sequence, let acknowledgment, let flags, let ttl):
            guard isOurs(destination) else { return nil }
            let port = ScanPort(.tcp, sourcePort)
            guard let attempt = cookie.attempt(target: source, port: port, sourcePort: destinationPort, maxAttempt: maxAttempt) else { return nil }
            let value = cookie.sequence(target: source, port: port, sourcePort: destinationPort)
            let isSYNACK = flags & (ScanPackets.flagSYN | ScanPackets.flagACK) == (ScanPackets.flagSYN | ScanPackets.flagACK)
            let isRST = flags & ScanPackets.flagRST != 0
            // A RST answering an ACK probe carries that probe's acknowledgement number as its
            // sequence (RFC 9293 3.10.7.1); answers to a SYN acknowledge its sequence + 1.
            let answersACKProbe = isRST && sequence == value
            let answersSYN = acknowledgment == value &+ 1 && flags & ScanPackets.flagACK != 0
            let response: ProbeResponse
            switch kind {
            case .syn:
                if isSYNACK && answersSYN { response = .synAck }
                else if isRST && answersSYN { response = .reset }
                else { return nil }
            case .ack:
                guard answersACKProbe else { return nil }
                response = .reset
            case .fin, .xmas, .null:
                // A RST to a segment without ACK acknowledges its sequence plus its length, the
                // FIN counting one (RFC 9293 3.10.7.1).
                let expected = kind == .null ? value : value &+ 1
                guard isRST && acknowledgment == expected && flags & ScanPackets.flagACK != 0 else { return nil }
                response = .reset
            case .maimon:
                guard answersACKProbe else { return nil }
                response = .reset
            case .udp:
                return nil
            case .discovery:
                if discovery.syn.contains(sourcePort) && answersSYN && (isSYNACK || isRST) {
                    return .hostUp(source, reason: isSYNACK ? "syn-ack" : "reset", samplePort: port, attempt: attempt)
                }
                if discovery.ack.contains(sourcePort) && answersACKProbe {
                    return .hostUp(source, reason: "reset", samplePort: port, attempt: attempt)
                }
                return nil
            }
            guard let verdict = PortClassifier.verdict(for: response, scan: kind.scanType, ttl: ttl) else { return nil }
            return .port(source, port, verdict, attempt: attempt)
        case .udp(let source, let destination, let sourcePort, let destinationPort, let ttl):
            guard kind == .udp || (kind == .discovery && discovery.udp.contains(sourcePort)), isOurs(destination) else { return nil }
            let port = ScanPort(.udp, sourcePort)
            if kind == .discovery {
                guard let attempt = cookie.attempt(target: source, port: port, sourcePort: destinationPort, maxAttempt: maxAttempt) else { return nil }
                return .hostUp(source, reason: "udp-response", samplePort: port, attempt: attempt)
            }
            guard let attempt = cookie.attempt(target: source, port: port, sourcePort: destinationPort, maxAttempt: maxAttempt),
                  let verdict = PortClassifier.verdict(for: .udpReply, scan: .udp, ttl: ttl) else { return nil }
            return .port(source, port, verdict, attempt: attempt)
        case .unreachable(let from, let isIPv6, let code, let quoted, let ttl):
            if kind == .discovery {
                // The target itself saying port unreachable to our UDP probe is alive (nmap's
                // port-unreach); an unreachable from a router on the way says nothing of it.
                let port = ScanPort(.udp, quoted.destinationPort)
                guard quoted.proto == 17, isOurs(quoted.source), from == quoted.destination,
                      code == (isIPv6 ? 4 : 3), discovery.udp.contains(quoted.destinationPort),
                      let attempt = cookie.attempt(target: quoted.destination, port: port, sourcePort: quoted.sourcePort,
                                                   maxAttempt: maxAttempt) else { return nil }
                return .hostUp(quoted.destination, reason: "port-unreach", samplePort: port, attempt: attempt)
            }
            guard isOurs(quoted.source) else { return nil }
            let proto: ScanProtocol
            switch quoted.proto {
            case 6: proto = .tcp
            case 17: proto = .udp
            default: return nil
            }
            guard (proto == .udp) == (kind == .udp) else { return nil }
            let target = quoted.destination
            let port = ScanPort(proto, quoted.destinationPort)
            guard let attempt = cookie.attempt(target: target, port: port, sourcePort: quoted.sourcePort, maxAttempt: maxAttempt) else { return nil }
            if proto == .tcp {
                let value = cookie.sequence(target: target, port: port, sourcePort: quoted.sourcePort)
                guard quoted.sequence == kind.sequenceAndAcknowledgment(value).sequence else { return nil }
            }
            let response: ProbeResponse = isIPv6 ? .icmpv6Unreachable(code: code) : .icmpUnreachable(code: code)
            guard let verdict = PortClassifier.verdict(for: response, scan: kind.scanType, ttl: ttl) else { return nil }
            return .port(target, port, verdict, attempt: attempt)
        case .echoReply(let source, let destination, let identifier, let sequence, _):
            guard kind == .discovery, isOurs(destination), identifier == cookie.echoIdentifier(source),
                  Int(sequence) <= maxAttempt else { return nil }
            return .hostUp(source, reason: "echo-reply", samplePort: Self.echoSamplePort, attempt: Int(sequence))
        case .timestampReply(let source, let destination, let identifier, let sequence, _):
            guard kind == .discovery, isOurs(destination), identifier == cookie.echoIdentifier(source),
                  Int(sequence) <= maxAttempt else { return nil }
            return .hostUp(source, reason: "timestamp-reply", samplePort: Self.echoSamplePort, attempt: Int(sequence))
        }
    }
}

extension RawProbeKind {
    /// The engine for a raw scan type (`-sT` has its own engine and maps to SYN here).
    public init(scanType: ScanType) {
        switch scanType {
        case .syn, .connect: self = .syn
        case .ack: self = .ack
        case .udp: self = .udp
        case .fin: self = .fin
        case .null: self = .null
        case .xmas: self = .xmas
        case .maimon: self = .maimon
        }
    }

    /// How replies to this kind's probes are read.
    var scanType: ScanType {
        switch self {
        case .syn, .discovery: return .syn
        case .ack: return .ack
        case .udp: return .udp
        case .fin: return .fin
        case .null: return .null
        case .xmas: return .xmas
        case .maimon: return .maimon
        }
    }

    /// The TCP flags of the probe (nmap's: Xmas lights FIN, PSH and URG; Maimon is FIN+ACK).
    var tcpFlags: UInt8 {
        switch self {
        case .syn, .discovery, .udp: return ScanPackets.flagSYN
        case .ack: return ScanPackets.flagACK
        case .fin: return ScanPackets.flagFIN
        case .null: return 0
        case .xmas: return ScanPackets.flagFIN | ScanPackets.flagPSH | ScanPackets.flagURG
        case .maimon: return ScanPackets.flagFIN | ScanPackets.flagACK
        }
    }

    /// Where the cookie goes: probes with ACK set carry it as the acknowledgement number (the RST
    /// answering them takes it as its sequence, RFC 9293 3.10.7.1), the others as the sequence.
    func sequenceAndAcknowledgment(_ cookie: UInt32) -> (sequence: UInt32, acknowledgment: UInt32) {
        switch self {
        case .ack, .maimon: return (ReplyMatcher.ackProbeSequence(cookie), cookie)
        default: return (cookie, 0)
        }
    }
}
