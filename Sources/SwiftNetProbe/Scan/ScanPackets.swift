import SwiftNetWire

/// The probes the raw scanner sends, built straight into bytes: IP header (ours entirely) plus a
/// TCP, UDP or ICMP header with its checksum. One small fixed layout per kind, so building a probe
/// is a handful of stores, as a scanner sending hundreds of thousands per second needs.
public enum ScanPackets {
    /// TCP flag bits (RFC 9293 3.1).
    public static let flagFIN: UInt8 = 0x01
    public static let flagSYN: UInt8 = 0x02
    public static let flagRST: UInt8 = 0x04
    public static let flagACK: UInt8 = 0x10
    public static let flagPSH: UInt8 = 0x08
    public static let flagURG: UInt8 = 0x20

    /// Hop limit of our probes; 64 as Linux uses (RFC 1700's recommended default).
    public static let hopLimit: UInt8 = 64
    /// Window nmap's SYN probes advertise; small, the connection never completes.
    public static let window: UInt16 = 1024

    /// A TCP probe (SYN or ACK) from `source`:`sourcePort` to `target`:`port`. SYNs carry an MSS
    /// option (1460) as real stacks do, so hosts that ignore option-less SYNs still answer.
    public static func tcp(from source: ScanAddress, to target: ScanAddress, sourcePort: UInt16, port: UInt16,
                           sequence: UInt32, acknowledgment: UInt32, flags: UInt8, ipID: UInt16 = 0) -> [UInt8] {
        let tcpLength = flags & flagSYN != 0 ? 24 : 20
        var packet = ipHeader(from: source, to: target, protocol: 6, payloadLength: tcpLength, ipID: ipID)
        let start = packet.count
        packet.reserveCapacity(start + tcpLength)
        append16(&packet, sourcePort)
        append16(&packet, port)
        append32(&packet, sequence)
        append32(&packet, acknowledgment)
        packet.append(UInt8(tcpLength / 4) << 4)
        packet.append(flags)
        append16(&packet, window)
        append16(&packet, 0)            // checksum, filled below
        append16(&packet, 0)            // urgent pointer
        if tcpLength == 24 { packet += [2, 4, 0x05, 0xb4] }   // MSS 1460 (RFC 9293 3.2)
        fillChecksum(&packet, from: source, to: target, protocol: 6, start: start, checksumOffset: 16)
        return packet
    }

    /// An empty UDP datagram (RFC 768).
    public static func udp(from source: ScanAddress, to target: ScanAddress, sourcePort: UInt16, port: UInt16,
                           ipID: UInt16 = 0) -> [UInt8] {
        var packet = ipHeader(from: source, to: target, protocol: 17, payloadLength: 8, ipID: ipID)
        let start = packet.count
        append16(&packet, sourcePort)
        append16(&packet, port)
        append16(&packet, 8)
        append16(&packet, 0)
        fillChecksum(&packet, from: source, to: target, protocol: 17, start: start, checksumOffset: 6)
        // RFC 768: a computed checksum of zero is sent as all ones.
        if packet[start + 6] == 0 && packet[start + 7] == 0 { packet[start + 6] = 0xff; packet[start + 7] = 0xff }
        return packet
    }

    /// An ICMP echo request (RFC 792 type 8) or ICMPv6 echo request (RFC 4443 4.1, type 128).
    public static func echoRequest(from source: ScanAddress, to target: ScanAddress, identifier: UInt16,
                                   sequence: UInt16) -> [UInt8] {
        let v6 = target.isIPv6
        let proto: UInt8 = v6 ? 58 : 1
        var packet = ipHeader(from: source, to: target, protocol: proto, payloadLength: 8, ipID: identifier)
        let start = packet.count
        packet.append(v6 ? 128 : 8)
        packet.append(0)
        append16(&packet, 0)
        append16(&packet, identifier)
        append16(&packet, sequence)
        if v6 {
            fillChecksum(&packet, from: source, to: target, protocol: 58, start: start, checksumOffset: 2)
        } else {
            let sum = InternetChecksum.compute(packet, from: start)
            packet[start + 2] = UInt8(sum >> 8)
            packet[start + 3] = UInt8(sum & 0xff)
        }
        return packet
    }

    /// An ICMP timestamp request (RFC 792 type 13): identifier, sequence, the originate time
    /// (milliseconds since midnight UT) and zero receive/transmit times; 20 bytes. IPv4 only.
    public static func timestampRequest(from source: ScanAddress, to target: ScanAddress, identifier: UInt16,
                                        sequence: UInt16, originate: UInt32) -> [UInt8] {
        var packet = ipHeader(from: source, to: target, protocol: 1, payloadLength: 20, ipID: identifier)
        let start = packet.count
        packet += [13, 0, 0, 0]
        append16(&packet, identifier)
        append16(&packet, sequence)
        append32(&packet, originate)
        append32(&packet, 0)
        append32(&packet, 0)
        let sum = InternetChecksum.compute(packet, from: start)
        packet[start + 2] = UInt8(sum >> 8)
        packet[start + 3] = UInt8(sum & 0xff)
        return packet
    }

    /// IPv4 (RFC 791, 20 bytes, no options, header checksum filled) or IPv6 (RFC 8200, 40 bytes).
    static func ipHeader(from source: ScanAddress, to target: ScanAddress, protocol number: UInt8,
                         payloadLength: Int, ipID: UInt16) -> [UInt8] {
        var header: [UInt8] = []
        switch (source, target) {
        case (.v4(let from), .v4(let to)):
            header.reserveCapacity(20 + payloadLength)
            header += [0x45, 0]
            append16(&header, UInt16(20 + payloadLength))
            append16(&header, ipID)
            header += [0, 0, hopLimit, number, 0, 0]
            append32(&header, from.value)
            append32(&header, to.value)
            let sum = InternetChecksum.compute(header, from: 0, to: 20)
            header[10] = UInt8(sum >> 8)
            header[11] = UInt8(sum & 0xff)
        default:
            header.reserveCapacity(40 + payloadLength)
            header += [0x60, 0, 0, 0]
            append16(&header, UInt16(payloadLength))
            header += [number, hopLimit]
            header += source.bytes
            header += target.bytes
        }
        return header
    }

    static func fillChecksum(_ packet: inout [UInt8], from source: ScanAddress, to target: ScanAddress,
                             protocol number: UInt8, start: Int, checksumOffset: Int) {
        let pseudo: PseudoHeader
        switch (source, target) {
        case (.v4(let from), .v4(let to)): pseudo = .ipv4(source: from, destination: to)
        case (.v6(let from), .v6(let to)): pseudo = .ipv6(source: from, destination: to)
        default: return
        }
        let sum = pseudo.checksum(packet, from: start, to: packet.count, protocol: IPProtocol(rawValue: number))
        packet[start + checksumOffset] = UInt8(sum >> 8)
        packet[start + checksumOffset + 1] = UInt8(sum & 0xff)
    }

    @inline(__always)
    static func append16(_ bytes: inout [UInt8], _ value: UInt16) {
        bytes.append(UInt8(value >> 8))
        bytes.append(UInt8(value & 0xff))
    }

    @inline(__always)
    static func append32(_ bytes: inout [UInt8], _ value: UInt32) {
        append16(&bytes, UInt16(value >> 16))
        append16(&bytes, UInt16(value & 0xffff))
    }
}
