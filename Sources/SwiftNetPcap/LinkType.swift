/// A pcap link-layer header type (LINKTYPE_* numbers, tcpdump.org/linktypes). Open: any value
/// round-trips; the named ones are those swiftnet decodes.
public struct LinkType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    public static let null = LinkType(0)            // BSD loopback, host-order AF_ family
    public static let ethernet = LinkType(1)        // EN10MB
    public static let rawLegacy = LinkType(12)      // DLT_RAW on some BSDs, written as 12 by old tools
    public static let raw = LinkType(101)           // raw IPv4/IPv6, version nibble decides
    public static let loop = LinkType(108)          // OpenBSD loopback, network-order AF_ family
    public static let linuxSLL = LinkType(113)      // Linux cooked capture v1
    public static let ipv4 = LinkType(228)
    public static let ipv6 = LinkType(229)
    public static let linuxSLL2 = LinkType(276)     // Linux cooked capture v2 (`-i any`)

    /// The DLT name tcpdump prints in "link-type NAME (description)", or nil when unknown.
    public var name: String? {
        switch self {
        case .null: "NULL"
        case .ethernet: "EN10MB"
        case .rawLegacy, .raw: "RAW"
        case .loop: "LOOP"
        case .linuxSLL: "LINUX_SLL"
        case .ipv4: "IPV4"
        case .ipv6: "IPV6"
        case .linuxSLL2: "LINUX_SLL2"
        default: nil
        }
    }

    public var description: String { name ?? "LINKTYPE_\(rawValue)" }
}
