import Foundation
import SwiftNetPcap
import SwiftNetWire

/// A reply matched to one of our crafted probes.
public struct ProbeReply: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A TCP segment back from the target port to our source port.
        case tcp(flags: TCPFlags, sequence: UInt32, acknowledgment: UInt32, window: UInt16,
                 sourcePort: UInt16, destinationPort: UInt16)
        /// A UDP datagram back from the target port.
        case udp(sourcePort: UInt16, destinationPort: UInt16)
        /// An ICMP/ICMPv6 error quoting our probe: our source port and the port we probed.
        case icmpError(type: UInt8, code: UInt8, restOfHeader: UInt32, quotedSourcePort: UInt16, quotedDestinationPort: UInt16)
    }

    /// Which probe (0-based, in sending order) this answers.
    public var probeIndex: Int
    public var kind: Kind
    /// The reply's IP header fields.
    public var ip: IPDatagramSummary
    /// IP length of the reply (header + payload), as hping3's `len=`.
    public var length: Int
    public var dontFragment: Bool
    public var roundTripMicroseconds: Int64
    public var packet: ReceivedPacket

    /// hping3's flag letters, in its order: F S R P A U, X for ECE and Y for CWR.
    public static func flagLetters(_ flags: TCPFlags) -> String {
        let letters: [(TCPFlags, Character)] = [(.fin, "F"), (.syn, "S"), (.rst, "R"), (.psh, "P"),
                                                (.ack, "A"), (.urg, "U"), (.ece, "X"), (.cwr, "Y")]
        return String(letters.compactMap { flags.contains($0.0) ? $0.1 : nil })
    }

    /// The lines hping3 prints for this reply (one, or two for an ICMP error).
    public var hpingText: String {
        let rtt = String(format: "%.1f", Double(roundTripMicroseconds) / 1000)
        let df = dontFragment ? "DF " : ""
        switch kind {
        case .tcp(let flags, _, _, let window, let sourcePort, _):
            return "len=\(length) ip=\(ip.source) ttl=\(ip.ttl) \(df)id=\(ip.identification) sport=\(sourcePort) "
                + "flags=\(Self.flagLetters(flags)) seq=\(probeIndex) win=\(window) rtt=\(rtt) ms\n"
        case .udp(let sourcePort, _):
            return "len=\(length) ip=\(ip.source) ttl=\(ip.ttl) \(df)id=\(ip.identification) sport=\(sourcePort) "
                + "seq=\(probeIndex) rtt=\(rtt) ms\n"
        case .icmpError(let type, let code, _, _, _) where Self.isTimeExceeded(type: type, family: ip.family):
            // hping3's log_icmp_timeexc: its own wording, one line, no status line.
            return "TTL 0 during \(code == 1 ? "reassembly" : "transit") from ip=\(ip.source) name=UNKNOWN\n"
        case .icmpError(let type, let code, let rest, let sourcePort, _):
            // hping3 shows the quoted source port (ours), which is what tells its probes apart.
            return "ICMP \(Self.errorName(type: type, code: code, rest: rest, family: ip.family)) from ip=\(ip.source) name=UNKNOWN\n"
                + "status=\(code) port=\(sourcePort) seq=\(probeIndex)\n"
        }
    }

    /// ICMP time exceeded (IPv4 type 11) or ICMPv6 hop limit exceeded (type 3).
    static func isTimeExceeded(type: UInt8, family: AddressFamily) -> Bool {
        family == .ipv4 ? type == 11 : type == 3
    }

    /// hping3-style names for ICMP errors (`Port Unreachable`), ICMPv6 ones in the same style.
    static func errorName(type: UInt8, code: UInt8, rest: UInt32, family: AddressFamily) -> String {
        if family == .ipv4 {
            switch (type, code) {
            case (3, 0): return "Network Unreachable"
            case (3, 1): return "Host Unreachable"
            case (3, 2): return "Protocol Unreachable"
            case (3, 3): return "Port Unreachable"
            case (3, 4): return "Fragmentation Needed/DF set"
            case (3, 9), (3, 10), (3, 13): return "Packet filtered"
            case (3, _): return "Unreachable type=3 code=\(code)"
            case (11, _): return "Time to live exceeded"
            default: return "type=\(type) code=\(code)"
            }
        }
        switch (type, code) {
        case (1, 0): return "Network Unreachable"
        case (1, 1): return "Packet filtered"
        case (1, 3): return "Host Unreachable"
        case (1, 4): return "Port Unreachable"
        case (1, _): return "Unreachable type=1 code=\(code)"
        case (2, _): return "Packet Too Big mtu=\(rest)"
        case (3, _): return "Hop limit exceeded"
        default: return "type=\(type) code=\(code)"
        }
    }
}
