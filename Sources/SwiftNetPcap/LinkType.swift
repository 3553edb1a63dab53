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

    /// libpcap's DLT name and description, as tcpdump prints them in "link-type NAME
    /// (description)", or nil when unknown: the one table behind the "reading from file" line,
    /// JSON's `link_type_name` and `name`. Static text, so the JSON encoder allocates nothing.
    public var names: (name: StaticString, description: StaticString)? {
        switch rawValue {
        case 0: ("NULL", "BSD loopback")
        case 1: ("EN10MB", "Ethernet")
        case 6: ("IEEE802", "Token ring")
        case 8: ("SLIP", "SLIP")
        case 9: ("PPP", "PPP")
        case 50: ("PPP_SERIAL", "PPP over serial")
        case 12, 101: ("RAW", "Raw IP")
        case 104: ("C_HDLC", "Cisco HDLC")
        case 105: ("IEEE802_11", "802.11")
        case 107: ("FRELAY", "Frame Relay")
        case 108: ("LOOP", "OpenBSD loopback")
        case 113: ("LINUX_SLL", "Linux cooked v1")
        case 119: ("PRISM_HEADER", "802.11 plus Prism header")
        case 127: ("IEEE802_11_RADIO", "802.11 plus radiotap header")
        case 163: ("IEEE802_11_RADIO_AVS", "802.11 plus AVS radio information header")
        case 178: ("JUNIPER_ETHER", "Juniper Ethernet")
        case 179: ("JUNIPER_PPP", "Juniper PPP")
        case 181: ("JUNIPER_CHDLC", "Juniper C-HDLC")
        case 130: ("JUNIPER_MLPPP", "Juniper Multi-Link PPP")
        case 131: ("JUNIPER_MLFR", "Juniper Multi-Link Frame Relay")
        case 132: ("JUNIPER_ES", "Juniper Encryption Services PIC")
        case 133: ("JUNIPER_GGSN", "Juniper GGSN PIC")
        case 134: ("JUNIPER_MFR", "Juniper FRF.16 Frame Relay")
        case 135: ("JUNIPER_ATM2", "Juniper ATM2 PIC")
        case 136: ("JUNIPER_SERVICES", "Juniper Advanced Services PIC")
        case 137: ("JUNIPER_ATM1", "Juniper ATM1 PIC")
        case 164: ("JUNIPER_MONITOR", "Juniper Passive Monitor PIC")
        case 167: ("JUNIPER_PPPOE", "Juniper PPPoE")
        case 168: ("JUNIPER_PPPOE_ATM", "Juniper PPPoE/ATM")
        case 180: ("JUNIPER_FRELAY", "Juniper Frame Relay")
        // Named by libpcap but not decoded by tcpdump 4.99.3 (UNSUPPORTED and a hex dump).
        case 174: ("JUNIPER_PIC_PEER", "Juniper PIC Peer")
        case 183: ("JUNIPER_VP", "Juniper Voice PIC")
        case 194: ("JUNIPER_ISM", "Juniper Integrated Service Module")
        case 200: ("JUNIPER_ST", "Juniper Secure Tunnel")
        case 238: ("JUNIPER_ATM_CEMIC", "Juniper ATM CEMIC")
        case 242: ("IPOIB", "RFC 4391 IP-over-Infiniband")
        case 239: ("NFLOG", "Linux netfilter log messages")
        case 182: ("MFR", "FRF.16 Frame Relay")
        case 226: ("IPNET", "Solaris ipnet")
        case 228: ("IPV4", "Raw IPv4")
        case 229: ("IPV6", "Raw IPv6")
        case 258: ("PKTAP", "Apple DLT_PKTAP")
        case 276: ("LINUX_SLL2", "Linux cooked v2")
        case 281: ("DSA_TAG_BRCM", "Broadcom tag")
        case 282: ("DSA_TAG_BRCM_PREPEND", "Broadcom tag (prepended)")
        case 284: ("DSA_TAG_DSA", "Marvell DSA")
        case 285: ("DSA_TAG_EDSA", "Marvell EDSA")
        default: nil
        }
    }

    /// The DLT name tcpdump prints, or nil when unknown.
    public var name: String? { names.map { $0.name.description } }

    public var description: String { name ?? "LINKTYPE_\(rawValue)" }
}
