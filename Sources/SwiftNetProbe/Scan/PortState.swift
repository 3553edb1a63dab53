/// A port's state, as nmap names them.
public enum PortState: String, Hashable, Sendable, CaseIterable, Comparable {
    case open
    case closed
    case filtered
    case unfiltered
    case openFiltered = "open|filtered"

    public static func < (lhs: PortState, rhs: PortState) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The position in `allCases` (declaration order), for per-state arrays.
    var ordinal: Int {
        switch self {
        case .open: 0
        case .closed: 1
        case .filtered: 2
        case .unfiltered: 3
        case .openFiltered: 4
        }
    }
}

/// The kind of scan, deciding how replies map to states.
public enum ScanType: String, Hashable, Sendable {
    /// `-sS`: SYN, half-open.
    case syn
    /// `-sT`: full connect(2), no privileges.
    case connect
    /// `-sA`: ACK, tells filtered from unfiltered.
    case ack
    /// `-sU`: UDP, empty datagrams.
    case udp
    /// `-sF`, `-sN`, `-sX`: FIN, no flags, FIN+PSH+URG. RFC 9293 has a closed port answer RST
    /// and an open one stay silent, so silence is open|filtered.
    case fin, null, xmas
    /// `-sM`: FIN+ACK (Uriel Maimon's), read as the three above.
    case maimon

    /// nmap's XML `scaninfo type` name.
    public var nmapName: String {
        switch self {
        case .syn: return "syn"
        case .connect: return "connect"
        case .ack: return "ack"
        case .udp: return "udp"
        case .fin: return "fin"
        case .null: return "null"
        case .xmas: return "xmas"
        case .maimon: return "maimon"
        }
    }

    /// Scans where silence means open|filtered rather than filtered.
    public var silenceMayBeOpen: Bool {
        switch self {
        case .udp, .fin, .null, .xmas, .maimon: return true
        case .syn, .connect, .ack: return false
        }
    }
}

/// What came back for a probe (or did not).
public enum ProbeResponse: Hashable, Sendable {
    /// TCP with SYN and ACK.
    case synAck
    /// TCP with RST.
    case reset
    /// A UDP datagram from the probed port.
    case udpReply
    /// ICMPv4 destination unreachable (type 3) with `code` (RFC 792, RFC 1812 5.2.7.1).
    case icmpUnreachable(code: UInt8)
    /// ICMPv6 destination unreachable (type 1) with `code` (RFC 4443 3.1).
    case icmpv6Unreachable(code: UInt8)
    /// connect(2) succeeded.
    case connected
    /// connect(2) failed with ECONNREFUSED.
    case connectionRefused
    /// Nothing before the timeout, after all retries.
    case noResponse
}

/// A state plus why (nmap's `--reason` words) and the reply's TTL when there was one.
public struct PortVerdict: Hashable, Sendable {
    public var state: PortState
    public var reason: String
    public var ttl: UInt8?

    public init(state: PortState, reason: String, ttl: UInt8? = nil) {
        self.state = state
        self.reason = reason
        self.ttl = ttl
    }

    /// `--reason` text as nmap prints it: `syn-ack ttl 64`, `no-response`.
    public var reasonText: String {
        if let ttl { return "\(reason) ttl \(ttl)" }
        return reason
    }
}

/// The port-state machine: how each scan type reads each response (nmap's rules).
public enum PortClassifier {
    /// The state and reason for `response` to a `type` probe; nil when the response says nothing
    /// about the port for this scan type (e.g. a SYN-ACK to an ACK probe) and should be ignored.
    public static func verdict(for response: ProbeResponse, scan type: ScanType, ttl: UInt8? = nil) -> PortVerdict? {
        switch (type, response) {
        case (.syn, .synAck): return PortVerdict(state: .open, reason: "syn-ack", ttl: ttl)
        case (.syn, .reset): return PortVerdict(state: .closed, reason: "reset", ttl: ttl)
        case (.ack, .reset): return PortVerdict(state: .unfiltered, reason: "reset", ttl: ttl)
        case (.fin, .reset), (.null, .reset), (.xmas, .reset), (.maimon, .reset):
            return PortVerdict(state: .closed, reason: "reset", ttl: ttl)
        case (.udp, .udpReply): return PortVerdict(state: .open, reason: "udp-response", ttl: ttl)
        case (.connect, .connected): return PortVerdict(state: .open, reason: "syn-ack")
        case (.connect, .connectionRefused): return PortVerdict(state: .closed, reason: "conn-refused")
        case (_, .noResponse):
            return PortVerdict(state: type.silenceMayBeOpen ? .openFiltered : .filtered, reason: "no-response")
        case (_, .icmpUnreachable(let code)):
            guard let reason = icmpReason(code: code) else { return nil }
            // UDP: port unreachable means closed (RFC 1122 4.1.3.1); every other code is a filter.
            if type == .udp && code == 3 { return PortVerdict(state: .closed, reason: reason, ttl: ttl) }
            return PortVerdict(state: .filtered, reason: reason, ttl: ttl)
        case (_, .icmpv6Unreachable(let code)):
            guard let reason = icmpv6Reason(code: code) else { return nil }
            if type == .udp && code == 4 { return PortVerdict(state: .closed, reason: reason, ttl: ttl) }
            return PortVerdict(state: .filtered, reason: reason, ttl: ttl)
        default:
            return nil
        }
    }

    /// nmap's reason word for an ICMPv4 unreachable code; nil for codes that do not mark a port
    /// filtered (fragmentation needed, source route failed, precedence).
    public static func icmpReason(code: UInt8) -> String? {
        switch code {
        case 0: return "net-unreach"        // RFC 792
        case 1: return "host-unreach"       // RFC 792
        case 2: return "proto-unreach"      // RFC 792
        case 3: return "port-unreach"       // RFC 792
        case 9: return "net-prohibited"     // RFC 1122 3.2.2.1
        case 10: return "host-prohibited"   // RFC 1122 3.2.2.1
        case 13: return "admin-prohibited"  // RFC 1812 5.2.7.1
        default: return nil
        }
    }

    /// Reason word for an ICMPv6 destination-unreachable code (RFC 4443 3.1).
    public static func icmpv6Reason(code: UInt8) -> String? {
        switch code {
        case 0: return "net-unreach"        // no route to destination
        case 1: return "admin-prohibited"   // administratively prohibited
        case 3: return "host-unreach"       // address unreachable
        case 4: return "port-unreach"       // port unreachable
        case 5, 6: return "admin-prohibited" // source address failed policy, reject route
        default: return nil
        }
    }

    /// Whether a newly seen verdict should replace an earlier one for the same port: a direct answer
    /// from the port (SYN-ACK, RST, UDP data) beats an ICMP error, which beats silence.
    public static func isStronger(_ new: PortVerdict, than old: PortVerdict) -> Bool {
        func rank(_ verdict: PortVerdict) -> Int {
            switch verdict.reason {
            case "no-response": return 0
            case "syn-ack", "reset", "udp-response", "conn-refused": return 2
            default: return 1
            }
        }
        return rank(new) > rank(old)
    }
}
