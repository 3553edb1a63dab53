import SwiftNetWire

/// The transport header quoted inside an ICMP error: which of our probes it is about.
public struct QuotedProbe: Hashable, Sendable {
    public var source: ScanAddress
    public var destination: ScanAddress
    public var proto: UInt8
    public var sourcePort: UInt16
    public var destinationPort: UInt16
    /// The quoted TCP sequence number (the first 8 transport bytes are always quoted, RFC 792).
    public var sequence: UInt32?
}

/// A packet the scanner may care about, reduced to the fields matching needs.
public enum ScanReply: Hashable, Sendable {
    case tcp(source: ScanAddress, destination: ScanAddress, sourcePort: UInt16, destinationPort: UInt16,
             sequence: UInt32, acknowledgment: UInt32, flags: UInt8, ttl: UInt8)
    case udp(source: ScanAddress, destination: ScanAddress, sourcePort: UInt16, destinationPort: UInt16, ttl: UInt8)
    /// ICMPv4 type 3 or ICMPv6 type 1, from `source` (the target or a router), about `quoted`.
    case unreachable(source: ScanAddress, isIPv6: Bool, code: UInt8, quoted: QuotedProbe, ttl: UInt8)
    case echoReply(source: ScanAddress, destination: ScanAddress, identifier: UInt16, sequence: UInt16, ttl: UInt8)
    /// ICMP timestamp reply (RFC 792 type 14), IPv4 only.
    case timestampReply(source: ScanAddress, destination: ScanAddress, identifier: UInt16, sequence: UInt16, ttl: UInt8)

    /// Parses an IP packet (header first). Returns nil for anything else or anything truncated:
    /// every read is bounds-checked, so malformed input never traps.
    public static func parse(_ bytes: [UInt8]) -> ScanReply? {
        guard let (source, destination, proto, ttl, start, end) = ipHeader(bytes, at: 0, end: bytes.count) else { return nil }
        switch proto {
        case 6:
            guard let sourcePort = bytes.checkedUInt16(at: start), let destinationPort = bytes.checkedUInt16(at: start + 2),
                  let sequence = bytes.checkedUInt32(at: start + 4), let acknowledgment = bytes.checkedUInt32(at: start + 8),
                  start + 14 <= end else { return nil }
            return .tcp(source: source, destination: destination, sourcePort: sourcePort, destinationPort: destinationPort,
                        sequence: sequence, acknowledgment: acknowledgment, flags: bytes[start + 13], ttl: ttl)
        case 17:
            guard let sourcePort = bytes.checkedUInt16(at: start), let destinationPort = bytes.checkedUInt16(at: start + 2),
                  start + 8 <= end else { return nil }
            return .udp(source: source, destination: destination, sourcePort: sourcePort, destinationPort: destinationPort, ttl: ttl)
        case 1, 58:
            guard start + 8 <= end else { return nil }
            let type = bytes[start], code = bytes[start + 1]
            let isIPv6 = proto == 58
            if (!isIPv6 && type == 0) || (isIPv6 && type == 129) {
                guard let identifier = bytes.checkedUInt16(at: start + 4), let sequence = bytes.checkedUInt16(at: start + 6) else { return nil }
                return .echoReply(source: source, destination: destination, identifier: identifier, sequence: sequence, ttl: ttl)
            }
            if !isIPv6 && type == 14 {
                guard let identifier = bytes.checkedUInt16(at: start + 4), let sequence = bytes.checkedUInt16(at: start + 6) else { return nil }
                return .timestampReply(source: source, destination: destination, identifier: identifier, sequence: sequence, ttl: ttl)
            }
            guard (!isIPv6 && type == 3) || (isIPv6 && type == 1) else { return nil }
            // The quoted datagram starts after the 8-byte ICMP header (RFC 792, RFC 4443 3.1).
            guard let inner = ipHeader(bytes, at: start + 8, end: end, quoted: true) else { return nil }
            let at = inner.start
            guard let sourcePort = bytes.checkedUInt16(at: at), let destinationPort = bytes.checkedUInt16(at: at + 2),
                  at + 4 <= end else { return nil }
            let sequence = inner.proto == 6 && at + 8 <= end ? bytes.checkedUInt32(at: at + 4) : nil
            let quoted = QuotedProbe(source: inner.source, destination: inner.destination, proto: inner.proto,
                                     sourcePort: sourcePort, destinationPort: destinationPort, sequence: sequence)
            return .unreachable(source: source, isIPv6: isIPv6, code: code, quoted: quoted, ttl: ttl)
        default:
            return nil
        }
    }

    /// Addresses, protocol, TTL and the transport start/end of the IP header at `offset`. A quoted
    /// header may claim more length than was quoted, so its end is the buffer's.
    static func ipHeader(_ bytes: [UInt8], at offset: Int, end: Int, quoted: Bool = false)
        -> (source: ScanAddress, destination: ScanAddress, proto: UInt8, ttl: UInt8, start: Int, end: Int)? {
        guard offset >= 0, offset < end, end <= bytes.count else { return nil }
        switch bytes[offset] >> 4 {
        case 4:
            let headerLength = Int(bytes[offset] & 0x0f) * 4
            guard headerLength >= 20, offset <= end &- headerLength,
                  let totalLength = bytes.checkedUInt16(at: offset + 2),
                  let source = IPv4Address(bytes, at: offset + 12), let destination = IPv4Address(bytes, at: offset + 16) else { return nil }
            // Only the first fragment holds the transport header.
            guard let fragment = bytes.checkedUInt16(at: offset + 6), fragment & 0x1fff == 0 else { return nil }
            let stop = quoted ? end : min(end, offset + Int(totalLength))
            guard stop >= offset + headerLength else { return nil }
            return (.v4(source), .v4(destination), bytes[offset + 9], bytes[offset + 8], offset + headerLength, stop)
        case 6:
            guard offset <= end &- 40, let payloadLength = bytes.checkedUInt16(at: offset + 4),
                  let source = IPv6Address(bytes, at: offset + 8), let destination = IPv6Address(bytes, at: offset + 24) else { return nil }
            let stop = quoted ? end : min(end, offset + 40 + Int(payloadLength))
            return (.v6(source), .v6(destination), bytes[offset + 6], bytes[offset + 7], offset + 40, stop)
        default:
            return nil
        }
    }
}
