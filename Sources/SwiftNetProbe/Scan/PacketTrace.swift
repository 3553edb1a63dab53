import SwiftNetWire
import Synchronization

/// `--packet-trace`: one line per probe sent and per reply received, in nmap's words:
///
///     SENT (0.0421s) TCP 198.18.0.1:40000 > 198.18.0.2:80 S ttl=64 id=123 iplen=44  seq=1 win=1024 <mss 1460>
///     RCVD (0.0425s) ICMP [198.18.0.2 > 198.18.0.1 Port 53 unreachable (type=3/code=3) ] IP [ttl=64 id=0 iplen=56 ]
///     SENT (0.0100s) ARP who-has 198.18.0.2 tell 198.18.0.1
///
/// The time is seconds since the scan began. Pure formatting over the packet bytes (IP header
/// first), every read bounds-checked: a packet too short for its header gives a line that says
/// so, never a trap. Differences from nmap 7.93 are listed in the README (TCP options other than
/// MSS are not spelled out; ICMP types beyond those the scanner sends or reads get a generic name).
public enum PacketTraceFormat {
    /// The line for `bytes` sent (`sent`) or received at `elapsed` seconds, without a newline.
    public static func line(sent: Bool, elapsed: Double, _ bytes: [UInt8]) -> String {
        "\(sent ? "SENT" : "RCVD") (\(seconds(elapsed))s) " + describe(bytes)
    }

    /// An ARP request or reply line.
    public static func arpLine(sent: Bool, elapsed: Double, target: IPv4Address, source: IPv4Address, mac: MACAddress? = nil) -> String {
        let head = "\(sent ? "SENT" : "RCVD") (\(seconds(elapsed))s) "
        if let mac { return head + "ARP reply \(target) is-at \(mac.description.uppercased())" }
        return head + "ARP who-has \(target) tell \(source)"
    }

    /// `%.4f`.
    static func seconds(_ value: Double) -> String {
        let tenThousandths = Int((max(0, value) * 10_000).rounded())
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    static func describe(_ bytes: [UInt8]) -> String {
        guard let first = bytes.first else { return "(empty packet)" }
        switch first >> 4 {
        case 4:
            guard bytes.count >= 20, let totalLength = bytes.checkedUInt16(at: 2), let id = bytes.checkedUInt16(at: 4),
                  let source = IPv4Address(bytes, at: 12), let destination = IPv4Address(bytes, at: 16) else {
                return "IP (truncated, \(bytes.count) bytes)"
            }
            let headerLength = Int(first & 0x0f) * 4
            let ipInfo = "ttl=\(bytes[8]) id=\(id) iplen=\(totalLength)"
            let end = min(bytes.count, max(headerLength, Int(totalLength)))
            return transport(bytes, proto: bytes[9], at: headerLength, end: end, source: "\(source)",
                             destination: "\(destination)", ipInfo: ipInfo, isIPv6: false)
        case 6:
            guard bytes.count >= 40, let flowWord = bytes.checkedUInt32(at: 0), let payloadLength = bytes.checkedUInt16(at: 4),
                  let source = IPv6Address(bytes, at: 8), let destination = IPv6Address(bytes, at: 24) else {
                return "IPv6 (truncated, \(bytes.count) bytes)"
            }
            let ipInfo = "hopl=\(bytes[7]) flow=\(flowWord & 0xfffff) payloadlen=\(payloadLength)"
            return transport(bytes, proto: bytes[6], at: 40, end: min(bytes.count, 40 + Int(payloadLength)),
                             source: "\(source)", destination: "\(destination)", ipInfo: ipInfo, isIPv6: true)
        default:
            return "unknown packet (IP version \(first >> 4))"
        }
    }

    static func transport(_ bytes: [UInt8], proto: UInt8, at start: Int, end: Int, source: String, destination: String,
                          ipInfo: String, isIPv6: Bool) -> String {
        switch proto {
        case 6:
            guard start + 20 <= end, let sourcePort = bytes.checkedUInt16(at: start), let port = bytes.checkedUInt16(at: start + 2),
                  let sequence = bytes.checkedUInt32(at: start + 4), let acknowledgment = bytes.checkedUInt32(at: start + 8),
                  let window = bytes.checkedUInt16(at: start + 14) else {
                return "TCP \(source) > \(destination) (truncated) \(ipInfo)"
            }
            let flags = bytes[start + 13]
            var line = "TCP \(source):\(sourcePort) > \(destination):\(port) \(tcpFlags(flags)) \(ipInfo)"
            // nmap's low-detail line: two spaces after an IPv4 summary, one after IPv6's, no ack.
            line += isIPv6 ? " " : "  "
            line += "seq=\(sequence) win=\(window)"
            _ = acknowledgment
            line += " " + tcpOptions(bytes, from: start + 20, to: min(end, start + Int(bytes[start + 12] >> 4) * 4))
            return line
        case 17:
            guard start + 8 <= end, let sourcePort = bytes.checkedUInt16(at: start), let port = bytes.checkedUInt16(at: start + 2) else {
                return "UDP \(source) > \(destination) (truncated) \(ipInfo)"
            }
            return "UDP \(source):\(sourcePort) > \(destination):\(port) \(ipInfo) "
        case 1, 58:
            guard start + 8 <= end else { return "ICMP \(source) > \(destination) (truncated) \(ipInfo)" }
            let type = bytes[start], code = bytes[start + 1]
            let body = icmpBody(bytes, type: type, code: code, at: start, end: end, isIPv6: isIPv6)
            if isIPv6 { return "ICMPv6 (58) \(source) > \(destination) (\(body)) \(ipInfo)" }
            return "ICMP [\(source) > \(destination) \(body)] IP [\(ipInfo) ]"
        default:
            return "Unknown protocol (\(proto)) \(source) > \(destination): \(ipInfo)"
        }
    }

    /// nmap's letters, in its order: S F R P A U E C.
    static func tcpFlags(_ flags: UInt8) -> String {
        let letters: [(UInt8, Character)] = [(0x02, "S"), (0x01, "F"), (0x04, "R"), (0x08, "P"), (0x10, "A"),
                                             (0x20, "U"), (0x40, "E"), (0x80, "C")]
        return String(letters.compactMap { flags & $0.0 != 0 ? $0.1 : nil })
    }

    /// `<mss 1460>` for the MSS option; other options by kind number (`<opt 4>`); empty for none.
    static func tcpOptions(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        var parts: [String] = []
        var index = start
        while index < end, index < bytes.count {
            let kind = bytes[index]
            if kind == 0 { break }
            if kind == 1 { index += 1; continue }
            guard index + 1 < end, let length = bytes.checkedUInt8(at: index + 1).map(Int.init), length >= 2, index + length <= end else { break }
            if kind == 2, length == 4, let mss = bytes.checkedUInt16(at: index + 2) { parts.append("mss \(mss)") } else { parts.append("opt \(kind)") }
            index += length
        }
        return parts.isEmpty ? "" : "<" + parts.joined(separator: ",") + ">"
    }

    static func icmpBody(_ bytes: [UInt8], type: UInt8, code: UInt8, at start: Int, end: Int, isIPv6: Bool) -> String {
        let typeCode = "(type=\(type)/code=\(code))"
        let identifier = bytes.checkedUInt16(at: start + 4) ?? 0, sequence = bytes.checkedUInt16(at: start + 6) ?? 0
        if isIPv6 {
            switch type {
            case 128: return "Echo request \(typeCode) id=\(identifier) seq=\(sequence)"
            case 129: return "Echo reply \(typeCode) id=\(identifier) seq=\(sequence)"
            case 1: return "Destination unreachable \(typeCode)"
            default: return typeCode
            }
        }
        switch type {
        case 8: return "Echo request \(typeCode) id=\(identifier) seq=\(sequence)"
        case 0: return "Echo reply \(typeCode) id=\(identifier) seq=\(sequence)"
        case 13, 14:
            let times = (0..<3).map { bytes.checkedUInt32(at: start + 8 + 4 * $0, end: end) ?? 0 }
            return "Timestamp \(type == 13 ? "request" : "reply") \(typeCode) id=\(identifier) seq=\(sequence) orig=\(times[0]) recv=\(times[1]) trans=\(times[2])"
        case 3:
            // The quoted header tells which port or protocol.
            let quoted = start + 8
            let quotedLength = Int((bytes.checkedUInt8(at: quoted) ?? 0x45) & 0x0f) * 4
            let quotedProto = bytes.checkedUInt8(at: quoted + 9) ?? 0
            let quotedPort = bytes.checkedUInt16(at: quoted + quotedLength + 2, end: end)
            switch code {
            case 0: return "Network unreachable \(typeCode) "
            case 1: return "Host unreachable \(typeCode) "
            case 2: return "Protocol \(quotedProto) unreachable \(typeCode) "
            case 3: return "Port \(quotedPort.map(String.init) ?? "?") unreachable \(typeCode) "
            case 9, 10, 13: return "Communication administratively prohibited \(typeCode) "
            default: return "Destination unreachable \(typeCode) "
            }
        default:
            return "Type \(type) \(typeCode) "
        }
    }
}

/// Where trace lines go, and the scan's start: shared by the engines of one scan (they run on
/// several threads; each line is written whole under a lock, so lines never interleave).
public final class PacketTrace: Sendable {
    let start: Double
    let lock = Mutex<Void>(())
    let write: @Sendable (String) -> Void

    /// `write` receives each line with its newline.
    public init(write: @escaping @Sendable (String) -> Void) {
        start = monotonicSeconds()
        self.write = write
    }

    var elapsed: Double { monotonicSeconds() - start }

    public func sent(_ bytes: [UInt8]) { emit(PacketTraceFormat.line(sent: true, elapsed: elapsed, bytes)) }
    public func received(_ bytes: [UInt8]) { emit(PacketTraceFormat.line(sent: false, elapsed: elapsed, bytes)) }
    public func arpRequest(target: IPv4Address, source: IPv4Address) {
        emit(PacketTraceFormat.arpLine(sent: true, elapsed: elapsed, target: target, source: source))
    }
    public func arpReply(sender: IPv4Address, mac: MACAddress, to us: IPv4Address) {
        emit(PacketTraceFormat.arpLine(sent: false, elapsed: elapsed, target: sender, source: us, mac: mac))
    }

    /// nmap's lines for NDP: the solicitation as an ICMPv6 summary, the advertisement in words.
    public func ndpSolicitation(target: IPv6Address, source: IPv6Address) {
        emit("SENT (\(PacketTraceFormat.seconds(elapsed))s) ICMPv6 (58) \(source) > \(NDPPackets.solicitedNode(target)) (type=135/code=0) hopl=255 flow=0 payloadlen=32")
    }
    public func ndpAdvertisement(target: IPv6Address, mac: MACAddress, to us: IPv6Address) {
        emit("RCVD (\(PacketTraceFormat.seconds(elapsed))s) neighbor advertisement \(target) > \(us) \(target) is at \(mac)")
    }

    func emit(_ line: String) {
        lock.withLock { _ in write(line + "\n") }
    }
}
