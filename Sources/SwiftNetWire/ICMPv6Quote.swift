// The packet an ICMPv6 error quotes (RFC 4443 2.4 (c)): as much of the invoking packet as fits in the
// minimum MTU. Read laxly, like the ICMPv4 quote (ICMPv4Quote.swift).

extension ICMPv6Message {
    /// The quoted packet's IPv6 header, for error types; nil for other types or when the quote does
    /// not hold a whole IPv6 header. Its `isTruncated` is often true: the quote may be cut short.
    @inlinable public var quotedIPv6Packet: IPv6Packet? {
        guard let start = quotedPacketOffset else { return nil }
        return try? IPv6Packet(bytes, offset: start, end: end)
    }

    /// The quoted transport header, found by walking the quoted extension headers (bounded); nil when
    /// there is no quoted IPv6 header, the chain is cut short, or it reaches non-first fragment data.
    @inlinable public var quotedTransport: ICMPQuotedTransport? {
        guard let packet = quotedIPv6Packet else { return nil }
        let chain = packet.chainEnd
        guard chain.stop == .upperLayer else { return nil }
        return ICMPQuotedTransport(bytes, protocol: chain.nextHeader, offset: chain.offset, end: packet.payloadEnd)
    }
}
