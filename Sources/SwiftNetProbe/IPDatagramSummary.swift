import SwiftNetWire

/// The few IP header fields reply matching needs, read laxly from received bytes or from the
/// datagram an ICMP error quotes (usually cut short): addresses, protocol, TTL/hop limit, id,
/// and where the transport header starts.
///
/// Failure contract: `init` returns nil unless the fixed header is all there with a sane version
/// and header length; afterwards every offset lies within `bytes` (`transportEnd` is clamped to
/// the bytes and to the header's own length field). IPv6 extension headers are not walked:
/// `protocolNumber` is then the first next-header value.
public struct IPDatagramSummary: Sendable {
    public let family: AddressFamily
    public let source: IPAddress
    public let destination: IPAddress
    public let protocolNumber: IPProtocol
    /// TTL (IPv4) or hop limit (IPv6).
    public let ttl: UInt8
    /// IPv4 identification (0 for IPv6).
    public let identification: UInt16
    public let transportOffset: Int
    public let transportEnd: Int

    public init?(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) {
        let end = min(end ?? bytes.count, bytes.count)
        guard let first = bytes.checkedUInt8(at: offset, end: end) else { return nil }
        switch first >> 4 {
        case 4:
            let headerLength = Int(first & 0x0f) * 4
            guard headerLength >= 20, bytes.has(headerLength, at: offset, end: end),
                  let source = IPv4Address(bytes, at: offset + 12),
                  let destination = IPv4Address(bytes, at: offset + 16) else { return nil }
            family = .ipv4
            self.source = .v4(source)
            self.destination = .v4(destination)
            protocolNumber = IPProtocol(bytes[offset + 9])
            ttl = bytes[offset + 8]
            identification = bytes.uint16(at: offset + 4)
            transportOffset = offset + headerLength
            let totalLength = Int(bytes.uint16(at: offset + 2))
            transportEnd = totalLength >= headerLength ? min(end, offset + totalLength) : end
        case 6:
            guard bytes.has(40, at: offset, end: end),
                  let source = IPv6Address(bytes, at: offset + 8),
                  let destination = IPv6Address(bytes, at: offset + 24) else { return nil }
            family = .ipv6
            self.source = .v6(source)
            self.destination = .v6(destination)
            protocolNumber = IPProtocol(bytes[offset + 6])
            ttl = bytes[offset + 7]
            identification = 0
            transportOffset = offset + 40
            transportEnd = min(end, offset + 40 + Int(bytes.uint16(at: offset + 4)))
        default:
            return nil
        }
    }

    /// Whether this carries ICMP of its own family (ICMPv4 over IPv4, ICMPv6 over IPv6).
    public var isICMP: Bool {
        family == .ipv4 ? protocolNumber == .icmp : protocolNumber == .icmpv6
    }
}
