// The datagram an ICMP error quotes (RFC 792: the IP header and the first 8 payload bytes; RFC 1812
// 4.3.2.3 and RFC 4443 2.4 (c): as much as fits). The quote is read laxly: it is usually cut short, so
// the quoted IP's length fields are a claim, not a requirement.

/// The start of the transport header inside an ICMP error's quote: enough to match the error to the
/// probe that caused it (ports, TCP sequence number, ICMP echo identifier and sequence).
///
/// Failure contract: every getter returns nil when its bytes are not in the quote or the protocol
/// does not have the field; nothing traps.
public struct ICMPQuotedTransport: Sendable {
    public let bytes: [UInt8]
    /// The quoted packet's upper-layer protocol.
    public let `protocol`: IPProtocol
    /// Where the quoted transport header starts.
    public let offset: Int
    /// End of the quoted bytes: the captured end, trimmed to the quoted IP length when that is shorter.
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], protocol number: IPProtocol, offset: Int, end: Int) {
        self.bytes = bytes
        self.protocol = number
        self.end = Swift.max(0, Swift.min(end, bytes.count))
        self.offset = Swift.max(0, Swift.min(offset, self.end))
    }

    /// Bytes of the transport header that were quoted (8 for a minimal RFC 792 quote).
    @inlinable public var quotedLength: Int { end - offset }

    /// TCP, UDP, DCCP (33), UDP-Lite (136) and SCTP all start with source and destination port.
    @inlinable public var hasPorts: Bool {
        self.protocol == .tcp || self.protocol == .udp || self.protocol == .sctp
            || self.protocol.rawValue == 33 || self.protocol.rawValue == 136
    }

    @inlinable public var sourcePort: UInt16? { hasPorts ? bytes.checkedUInt16(at: offset, end: end) : nil }
    @inlinable public var destinationPort: UInt16? { hasPorts ? bytes.checkedUInt16(at: offset + 2, end: end) : nil }

    /// The quoted TCP sequence number (bytes 4-7, inside the RFC 792 minimum).
    @inlinable public var tcpSequenceNumber: UInt32? {
        self.protocol == .tcp ? bytes.checkedUInt32(at: offset + TCPField.sequenceNumber, end: end) : nil
    }

    /// The quoted UDP length field.
    @inlinable public var udpLength: UInt16? {
        self.protocol == .udp ? bytes.checkedUInt16(at: offset + UDPField.length, end: end) : nil
    }

    @inlinable var isICMP: Bool { self.protocol == .icmp || self.protocol == .icmpv6 }

    /// Type and code of a quoted ICMP or ICMPv6 message (raw: the family depends on `protocol`).
    @inlinable public var icmpType: UInt8? { isICMP ? bytes.checkedUInt8(at: offset, end: end) : nil }
    @inlinable public var icmpCode: UInt8? { isICMP ? bytes.checkedUInt8(at: offset + 1, end: end) : nil }
    /// Echo identifier and sequence number of a quoted ICMP/ICMPv6 message (traceroute's ICMP probes).
    @inlinable public var icmpIdentifier: UInt16? {
        isICMP ? bytes.checkedUInt16(at: offset + ICMPv4Field.identifier, end: end) : nil
    }
    @inlinable public var icmpSequenceNumber: UInt16? {
        isICMP ? bytes.checkedUInt16(at: offset + ICMPv4Field.sequenceNumber, end: end) : nil
    }
}

extension ICMPv4Message {
    /// The quoted datagram's IPv4 header, for error types; nil for other types or when the quote does
    /// not hold a whole, sane IPv4 header. Its `isTruncated` is usually true: the quote is cut short.
    @inlinable public var quotedIPv4Packet: IPv4Packet? {
        guard let start = quotedDatagramOffset else { return nil }
        return try? IPv4Packet(bytes, offset: start, end: end)
    }

    /// The quoted transport header (ports etc.); nil when there is no quoted IPv4 header, or when the
    /// quoted datagram is a non-first fragment (its payload is not a transport header).
    @inlinable public var quotedTransport: ICMPQuotedTransport? {
        guard let packet = quotedIPv4Packet, packet.fragmentOffset == 0 else { return nil }
        return ICMPQuotedTransport(bytes, protocol: packet.protocol, offset: packet.payloadOffset, end: packet.payloadEnd)
    }
}
