// The mirror of PacketBuilder: a captured packet as the list of layer values that rebuilds it. Every
// length, type and checksum is kept as found (none is left to compute), so
// `PacketBuilder(PacketDecoder.layers(…)).build()` gives back the same bytes; clear a field to nil to
// have the builder recompute it when crafting from a capture.

/// Decodes packets into `PacketLayer` values.
///
/// Failure contract: never throws and never traps. Decoding is lax: it goes as deep as the headers
/// allow, and the bytes from the first layer that does not decode (cut short, malformed, or unknown)
/// to the end become one `.payload`; bytes after a length field's end (link-layer padding) become a
/// final `.payload` too. A TCP header whose value would not re-encode to the same bytes (bytes after
/// End of Option List) is kept as payload, so rebuilding always gives back the input.
public enum PacketDecoder {
    /// The layers of an Ethernet frame (Ethernet II or 802.3/LLC, any VLAN tags, ARP, IPv4, IPv6).
    public static func layers(ethernetFrame bytes: [UInt8]) -> [PacketLayer] {
        var layers: [PacketLayer] = []
        guard let frame = try? EthernetFrame(bytes) else { return rest(bytes, from: 0, into: &layers) }
        layers.append(.ethernet(EthernetHeader(frame)))
        var tags = VLANTagIterator(frame)
        while let tag = tags.next() { layers.append(.vlan(VLANTag(tag))) }
        var offset = tags.offset
        var end = bytes.count
        if tags.etherType.isLength {
            end = Swift.min(end, offset + Int(tags.etherType.rawValue))
            if let llc = try? LLCFrame(bytes, offset: offset, end: end) {
                layers.append(.llc(LLCHeader(llc)))
                offset = llc.payloadOffset
            }
        } else {
            switch tags.etherType {
            case .arp:
                if let arp = try? ARPPacket(bytes, offset: offset) {
                    layers.append(.arp(ARPMessage(arp)))
                    offset = arp.payloadEnd
                }
            case .ipv4, .ipv6:
                offset = decodeIP(bytes, at: offset, depth: 0, into: &layers)
            default:
                break
            }
        }
        appendPayload(bytes, from: offset, to: end, into: &layers)
        return rest(bytes, from: Swift.max(offset, end), into: &layers)
    }

    /// The layers of a bare IPv4 or IPv6 packet (chosen by the version nibble).
    public static func layers(ipPacket bytes: [UInt8]) -> [PacketLayer] {
        var layers: [PacketLayer] = []
        let offset = decodeIP(bytes, at: 0, depth: 0, into: &layers)
        return rest(bytes, from: offset, into: &layers)
    }

    private static func rest(_ bytes: [UInt8], from offset: Int, into layers: inout [PacketLayer]) -> [PacketLayer] {
        appendPayload(bytes, from: offset, to: bytes.count, into: &layers)
        return layers
    }

    private static func appendPayload(_ bytes: [UInt8], from start: Int, to end: Int, into layers: inout [PacketLayer]) {
        let end = Swift.min(end, bytes.count)
        if start < end { layers.append(.payload(Array(bytes[start..<end]))) }
    }

    /// Decodes an IP packet at `offset` and everything inside it up to its length field's end; returns
    /// where it stopped (that end, or `offset` when no IP header decoded).
    private static func decodeIP(_ bytes: [UInt8], at offset: Int, depth: Int, into layers: inout [PacketLayer]) -> Int {
        guard depth <= maximumNesting else { return offset }
        guard let version = bytes.checkedUInt8(at: offset).map({ $0 >> 4 }) else { return offset }
        if version == 4, let packet = try? IPv4Packet(bytes, offset: offset, acceptsZeroTotalLength: true) {
            layers.append(.ipv4(IPv4Header(packet)))
            // A fragment after the first holds no transport header.
            if packet.fragmentOffset == 0 {
                let inner = decodeTransport(bytes, protocol: packet.protocol, at: packet.payloadOffset,
                                            end: packet.payloadEnd, depth: depth, into: &layers)
                appendPayload(bytes, from: inner, to: packet.payloadEnd, into: &layers)
            } else {
                appendPayload(bytes, from: packet.payloadOffset, to: packet.payloadEnd, into: &layers)
            }
            return packet.payloadEnd
        }
        if version == 6, let packet = try? IPv6Packet(bytes, offset: offset) {
            layers.append(.ipv6(IPv6Header(packet)))
            var chain = packet.extensionHeaders
            while let header = chain.next() { layers.append(.ipv6Extension(IPv6ExtensionHeader(header))) }
            let chainEnd = chain.chainEnd
            var inner = chainEnd.offset
            if chainEnd.stop == .upperLayer {
                inner = decodeTransport(bytes, protocol: chainEnd.nextHeader, at: inner, end: packet.payloadEnd,
                                        depth: depth, into: &layers)
            }
            appendPayload(bytes, from: inner, to: packet.payloadEnd, into: &layers)
            return packet.payloadEnd
        }
        return offset
    }

    /// Decodes the transport header at `offset` (and an ICMP error's quoted packet); returns where the
    /// undecoded rest starts.
    private static func decodeTransport(_ bytes: [UInt8], protocol number: IPProtocol, at offset: Int, end: Int,
                                        depth: Int, into layers: inout [PacketLayer]) -> Int {
        switch number {
        case .tcp:
            guard let segment = try? TCPSegment(bytes, offset: offset, end: end),
                  let header = try? TCPHeader(segment),
                  header.encodedLength == segment.headerLength,
                  header.encoded == Array(bytes[offset..<segment.payloadOffset])  // e.g. bytes after EOL
            else { return offset }
            layers.append(.tcp(header))
            return segment.payloadOffset
        case .udp:
            guard let datagram = try? UDPDatagram(bytes, offset: offset, end: end) else { return offset }
            layers.append(.udp(UDPHeader(datagram)))
            return datagram.payloadOffset
        case .icmp:
            guard let message = try? ICMPv4Message(bytes, offset: offset, end: end) else { return offset }
            layers.append(.icmpv4(ICMPv4Header(message)))
            guard message.type.isError else { return message.payloadOffset }
            return nested(bytes, at: message.payloadOffset, end: end, depth: depth + 1, into: &layers)
        case .icmpv6:
            guard let message = try? ICMPv6Message(bytes, offset: offset, end: end) else { return offset }
            layers.append(.icmpv6(ICMPv6Header(message)))
            guard message.type.isError else { return message.payloadOffset }
            return nested(bytes, at: message.payloadOffset, end: end, depth: depth + 1, into: &layers)
        case .ipv4, .ipv6:
            return nested(bytes, at: offset, end: end, depth: depth + 1, into: &layers)
        default:
            return offset
        }
    }

    /// An IP packet inside another (a quote in an ICMP error, or a tunnel), bounded by the outer `end`;
    /// decoded from a copy so that its own length fields cannot reach past `end`.
    private static func nested(_ bytes: [UInt8], at offset: Int, end: Int, depth: Int,
                               into layers: inout [PacketLayer]) -> Int {
        guard offset < end, depth <= maximumNesting else { return offset }
        var inner: [PacketLayer] = []
        let stop = decodeIP(Array(bytes[offset..<end]), at: 0, depth: depth, into: &inner)
        guard stop > 0 else { return offset }
        layers += inner
        return offset + stop
    }

    /// IP packets inside IP packets (tunnels, ICMP quotes) decoded before the rest is left as payload:
    /// bounds the work on a packet of nested headers.
    static let maximumNesting = 4
}
