/// An EtherType (IEEE 802 numbers). Open: any 16-bit value round-trips, known ones have names.
public struct EtherType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    public static let ipv4 = EtherType(0x0800)
    public static let arp = EtherType(0x0806)
    public static let reverseARP = EtherType(0x8035)
    public static let vlan = EtherType(0x8100)          // IEEE 802.1Q customer tag
    public static let qinq = EtherType(0x88a8)          // IEEE 802.1ad service tag
    public static let qinqLegacy = EtherType(0x9100)    // pre-standard stacked tag
    public static let ipv6 = EtherType(0x86dd)
    public static let mpls = EtherType(0x8847)
    public static let lldp = EtherType(0x88cc)
    public static let loopback = EtherType(0x9000)

    /// Values up to 1500 in the type/length field are an 802.3 length, not a type (IEEE 802.3 3.2.6).
    @inlinable public var isLength: Bool { rawValue <= 1500 }
}

/// An IP protocol / IPv6 next-header number (IANA). Open: unknown values round-trip.
public struct IPProtocol: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let hopByHop = IPProtocol(0)
    public static let icmp = IPProtocol(1)
    public static let igmp = IPProtocol(2)
    public static let ipv4 = IPProtocol(4)
    public static let tcp = IPProtocol(6)
    public static let udp = IPProtocol(17)
    public static let ipv6 = IPProtocol(41)
    public static let routing = IPProtocol(43)
    public static let fragment = IPProtocol(44)
    public static let gre = IPProtocol(47)
    public static let esp = IPProtocol(50)
    public static let ah = IPProtocol(51)
    public static let icmpv6 = IPProtocol(58)
    public static let noNextHeader = IPProtocol(59)
    public static let destinationOptions = IPProtocol(60)
    public static let sctp = IPProtocol(132)

    /// Whether this number introduces an IPv6 extension header walked by the decoder (RFC 8200 4).
    @inlinable public var isIPv6Extension: Bool {
        self == .hopByHop || self == .routing || self == .fragment || self == .destinationOptions
    }
}
