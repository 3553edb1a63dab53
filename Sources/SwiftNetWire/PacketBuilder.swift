// Building whole packets from header values. The builder sizes the packet first and allocates once,
// writes the layers outer to inner with computed fields resolved and checksums at 0, then fills the
// checksums inside out (so an ICMP error's checksum covers the finished datagram it quotes, and an IPv4
// header checksum comes last). Every computed field can be overridden by setting it in the value, and
// the two switches turn computing off, so a crafting tool can build wrong packets on purpose.

/// One layer of a packet to build, outermost first.
public enum PacketLayer: Hashable, Sendable {
    case ethernet(EthernetHeader)
    /// An 802.2 LLC header (after an Ethernet header whose type is then an 802.3 length).
    case llc(LLCHeader)
    case vlan(VLANTag)
    case arp(ARPMessage)
    case ipv4(IPv4Header)
    case ipv6(IPv6Header)
    case ipv6Extension(IPv6ExtensionHeader)
    case tcp(TCPHeader)
    case udp(UDPHeader)
    case icmpv4(ICMPv4Header)
    case icmpv6(ICMPv6Header)
    case payload([UInt8])

    /// Bytes this layer takes in the packet.
    public var encodedLength: Int {
        switch self {
        case .ethernet: EthernetHeader.encodedLength
        case .llc(let header): header.encodedLength
        case .vlan: VLANTag.encodedLength
        case .arp(let message): message.encodedLength
        case .ipv4(let header): header.encodedLength
        case .ipv6: IPv6Header.encodedLength
        case .ipv6Extension(let header): header.encodedLength
        case .tcp(let header): header.encodedLength
        case .udp(let header): header.encodedLength
        case .icmpv4(let header): header.encodedLength
        case .icmpv6(let header): header.encodedLength
        case .payload(let bytes): bytes.count
        }
    }

    /// The EtherType that announces this layer, nil when it has none (payload, transport layers).
    var etherType: EtherType? {
        switch self {
        case .vlan: .vlan
        case .arp: .arp
        case .ipv4: .ipv4
        case .ipv6: .ipv6
        default: nil
        }
    }

    /// The IP protocol / next-header number that announces this layer, nil when it has none.
    var ipProtocol: IPProtocol? {
        switch self {
        case .ipv4: .ipv4
        case .ipv6: .ipv6
        case .ipv6Extension(let header): header.protocolNumber
        case .tcp: .tcp
        case .udp: .udp
        case .icmpv4: .icmp
        case .icmpv6: .icmpv6
        default: nil
        }
    }
}

/// Builds a packet from its layers.
///
/// Computed when the value leaves them nil: EtherTypes (the 802.3 length before LLC), the IPv4
/// protocol and IPv6 next headers (No Next Header when nothing follows an IPv6 header), and, while
/// `computeLengths` is on, the IPv4 total length and IHL, the IPv6 payload length, the UDP length and
/// the TCP data offset; while `computeChecksums` is on, the TCP, UDP and ICMPv6 checksums over their
/// pseudo-header (the final destination when a routing header has segments left, RFC 8200 8.1), the
/// ICMPv4 checksum and the IPv4 header checksum. A computed UDP checksum of 0 is sent as 0xffff
/// (RFC 768). With a switch off, nil fields are written as 0. Values set explicitly are always written
/// as they are.
public struct PacketBuilder: Hashable, Sendable {
    public var layers: [PacketLayer]
    public var computeLengths = true
    public var computeChecksums = true

    public init(_ layers: [PacketLayer] = []) {
        self.layers = layers
    }

    /// Bytes the packet takes.
    public var encodedLength: Int { layers.reduce(0) { $0 + $1.encodedLength } }

    /// The packet's bytes.
    ///
    /// Failure contract: throws `.malformed(layer, .invalidField(…))` only for stacks that cannot be
    /// built: a TCP, UDP or ICMPv6 checksum to compute with no IP layer before it, a type or protocol
    /// field to compute with nothing after it to compute it from, or an IPv4 total length or IPv6
    /// payload length to compute that does not fit in 16 bits.
    public func build() throws(WireError) -> [UInt8] {
        var offsets: [Int] = []
        offsets.reserveCapacity(layers.count)
        var total = 0
        for layer in layers {
            offsets.append(total)
            total += layer.encodedLength
        }
        var buffer = [UInt8](repeating: 0, count: total)

        // Outer to inner: resolve what the next layer and the remaining length decide, then write.
        for (index, layer) in layers.enumerated() {
            let offset = offsets[index]
            let next = index + 1 < layers.count ? layers[index + 1] : nil
            let remaining = total - offset  // this layer and everything inside it
            switch layer {
            case .ethernet(var header):
                if header.etherType == nil {
                    header.etherType = try linkType(after: next, remaining: remaining - EthernetHeader.encodedLength,
                                                    layer: .ethernet)
                }
                header.encode(into: &buffer, at: offset)
            case .vlan(var tag):
                if tag.etherType == nil {
                    tag.etherType = try linkType(after: next, remaining: remaining - VLANTag.encodedLength, layer: .vlan)
                }
                tag.encode(into: &buffer, at: offset)
            case .llc(let header):
                header.encode(into: &buffer, at: offset)
            case .arp(let message):
                message.encode(into: &buffer, at: offset)
            case .ipv4(var header):
                if header.protocol == nil {
                    guard let number = next?.ipProtocol else {
                        throw .malformed(.ipv4, .invalidField("protocol: no next layer to compute it from"))
                    }
                    header.protocol = number
                }
                if header.totalLength == nil {
                    if computeLengths {
                        guard remaining <= Int(UInt16.max) else {
                            throw .malformed(.ipv4, .invalidField("total length \(remaining) exceeds 65535"))
                        }
                        header.totalLength = UInt16(remaining)
                    } else {
                        header.totalLength = 0
                    }
                }
                if header.internetHeaderLength == nil && !computeLengths { header.internetHeaderLength = 0 }
                header.headerChecksum = header.headerChecksum ?? 0
                header.encode(into: &buffer, at: offset)
            case .ipv6(var header):
                if header.nextHeader == nil {
                    header.nextHeader = try nextHeader(after: next, layer: .ipv6)
                }
                if header.payloadLength == nil {
                    let payload = remaining - IPv6Header.encodedLength
                    if computeLengths {
                        guard payload <= Int(UInt16.max) else {
                            throw .malformed(.ipv6, .invalidField("payload length \(payload) exceeds 65535"))
                        }
                        header.payloadLength = UInt16(payload)
                    } else {
                        header.payloadLength = 0
                    }
                }
                header.encode(into: &buffer, at: offset)
            case .ipv6Extension(var header):
                if header.nextHeader == nil {
                    header.nextHeader = try nextHeader(after: next, layer: .ipv6Extension)
                }
                header.encode(into: &buffer, at: offset)
            case .tcp(var header):
                if header.dataOffset == nil && !computeLengths { header.dataOffset = 0 }
                header.encode(into: &buffer, at: offset)
            case .udp(var header):
                if header.length == nil {
                    header.length = computeLengths ? UInt16(truncatingIfNeeded: remaining) : 0
                }
                header.encode(into: &buffer, at: offset)
            case .icmpv4(let header):
                header.encode(into: &buffer, at: offset)
            case .icmpv6(let header):
                header.encode(into: &buffer, at: offset)
            case .payload(let bytes):
                buffer.replaceSubrange(offset..<offset + bytes.count, with: bytes)
            }
        }

        // Inner to outer: each checksum covers bytes that are final by then.
        guard computeChecksums else { return buffer }
        for index in layers.indices.reversed() {
            let offset = offsets[index]
            switch layers[index] {
            case .tcp(let header) where header.checksum == nil:
                let pseudoHeader = try self.pseudoHeader(before: index, layer: .tcp)
                buffer.setUInt16(pseudoHeader.checksum(buffer, from: offset, to: total, protocol: .tcp),
                                 at: offset + TCPField.checksum)
            case .udp(let header) where header.checksum == nil:
                let pseudoHeader = try self.pseudoHeader(before: index, layer: .udp)
                let sum = pseudoHeader.checksum(buffer, from: offset, to: total, protocol: .udp)
                buffer.setUInt16(sum == 0 ? 0xffff : sum, at: offset + UDPField.checksum)
            case .icmpv6(let header) where header.checksum == nil:
                let pseudoHeader = try self.pseudoHeader(before: index, layer: .icmpv6)
                buffer.setUInt16(pseudoHeader.checksum(buffer, from: offset, to: total, protocol: .icmpv6),
                                 at: offset + ICMPv6Field.checksum)
            case .icmpv4(let header) where header.checksum == nil:
                buffer.setUInt16(InternetChecksum.compute(buffer, from: offset, to: total),
                                 at: offset + ICMPv4Field.checksum)
            case .ipv4(let header) where header.headerChecksum == nil:
                let end = offset + header.encodedLength
                buffer.setUInt16(InternetChecksum.compute(buffer, from: offset, to: end),
                                 at: offset + IPv4Field.headerChecksum)
            default:
                break
            }
        }
        return buffer
    }

    /// The type/length field before `next`: its EtherType, or the 802.3 length before LLC.
    private func linkType(after next: PacketLayer?, remaining: Int, layer: WireLayer) throws(WireError) -> EtherType {
        if case .llc? = next {
            return EtherType(computeLengths ? UInt16(truncatingIfNeeded: remaining) : 0)
        }
        guard let type = next?.etherType else {
            throw .malformed(layer, .invalidField("EtherType: no next layer to compute it from"))
        }
        return type
    }

    /// The next-header value before `next` in an IPv6 packet; No Next Header when nothing follows.
    private func nextHeader(after next: PacketLayer?, layer: WireLayer) throws(WireError) -> IPProtocol {
        guard let next else { return .noNextHeader }
        guard let number = next.ipProtocol else {
            throw .malformed(layer, .invalidField("next header: no next layer to compute it from"))
        }
        return number
    }

    /// The pseudo-header from the nearest IP layer before `index`, with the final destination of a
    /// routing header that has segments left.
    private func pseudoHeader(before index: Int, layer: WireLayer) throws(WireError) -> PseudoHeader {
        var finalDestination: IPv6Address?
        for outer in layers[..<index].reversed() {
            switch outer {
            case .ipv4(let header):
                return .ipv4(source: header.source, destination: header.destination)
            case .ipv6(let header):
                return .ipv6(source: header.source, destination: finalDestination ?? header.destination)
            case .ipv6Extension(.routing(let routing)) where routing.segmentsLeft > 0 && finalDestination == nil:
                finalDestination = routing.finalDestination
            default:
                continue
            }
        }
        throw .malformed(layer, .invalidField("no IP layer before it for the checksum's pseudo-header"))
    }
}

extension IPv6RoutingHeader {
    /// The packet's final destination as this header lists it, best effort: the last address for types
    /// 0 and 2, segment list entry 0 for segment routing (type 4, RFC 8754 4.1), nil otherwise.
    public var finalDestination: IPv6Address? {
        switch routingType {
        case 0, 2:
            let count = (data.count - 4) / 16
            guard count > 0 else { return nil }
            return IPv6Address(data, at: 4 + 16 * (count - 1))
        case 4:
            return IPv6Address(data, at: 4)
        default:
            return nil
        }
    }
}
