import SwiftNetWire

/// The few IP header fields reply matching needs, read laxly from received bytes or from the
/// datagram an ICMP error quotes (usually cut short): addresses, protocol, TTL/hop limit, id,
/// and where the transport header starts.
///
/// Failure contract: `init` returns nil unless the fixed header is all there with a sane version
/// and header length; afterwards every offset lies within `bytes` (`transportEnd` is clamped to
/// the bytes and to the header's own length field). Of IPv6 extension headers only a Fragment
/// header right after the fixed header is stepped over; with others `protocolNumber` is the first
/// next-header value. A non-first fragment (`fragmentOffset > 0`) has no transport header: skip it.
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
    /// Where this fragment's data starts in the original datagram, in bytes (0: not a fragment, or
    /// the first one).
    public let fragmentOffset: Int
    /// More fragments follow (IPv4 MF, or the IPv6 Fragment header's M flag).
    public let moreFragments: Bool

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
            let flagsAndOffset = bytes.uint16(at: offset + 6)
            fragmentOffset = Int(flagsAndOffset & 0x1fff) * 8
            moreFragments = flagsAndOffset & 0x2000 != 0
            let totalLength = Int(bytes.uint16(at: offset + 2))
            transportEnd = totalLength >= headerLength ? min(end, offset + totalLength) : end
        case 6:
            guard bytes.has(40, at: offset, end: end),
                  let source = IPv6Address(bytes, at: offset + 8),
                  let destination = IPv6Address(bytes, at: offset + 24) else { return nil }
            family = .ipv6
            self.source = .v6(source)
            self.destination = .v6(destination)
            ttl = bytes[offset + 7]
            identification = 0
            transportEnd = min(end, offset + 40 + Int(bytes.uint16(at: offset + 4)))
            // RFC 8200 4.5: Fragment header = next header, reserved, offset (13 bits) | M, id.
            if bytes[offset + 6] == IPProtocol.fragment.rawValue, bytes.has(8, at: offset + 40, end: end) {
                protocolNumber = IPProtocol(bytes[offset + 40])
                let offsetAndFlag = bytes.uint16(at: offset + 42)
                fragmentOffset = Int(offsetAndFlag >> 3) * 8
                moreFragments = offsetAndFlag & 1 != 0
                transportOffset = offset + 48
            } else {
                protocolNumber = IPProtocol(bytes[offset + 6])
                fragmentOffset = 0
                moreFragments = false
                transportOffset = offset + 40
            }
        default:
            return nil
        }
    }

    /// Whether this carries ICMP of its own family (ICMPv4 over IPv4, ICMPv6 over IPv6).
    public var isICMP: Bool {
        family == .ipv4 ? protocolNumber == .icmp : protocolNumber == .icmpv6
    }
}
