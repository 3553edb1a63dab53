// Fields of the link layers other than Ethernet: BSD loopback and Linux cooked headers.

enum LinkFields: ProtocolFields {
    static let null = FieldDescriptor.layer("null", "null", "BSD loopback encapsulation (NULL, LOOP)")
    static let family = FieldDescriptor("family", "null.family", .unsigned, "address family")

    static let sll = FieldDescriptor.layer("sll", "sll", "Linux cooked capture v1")
    static let sll2 = FieldDescriptor.layer("sll2", "sll2", "Linux cooked capture v2")
    static let packetType = FieldDescriptor("packet_type", "sll.pkttype", .unsigned, "packet type (0 host, 4 outgoing, ...)")
    static let hardwareType = FieldDescriptor("hardware_type", "sll.hatype", .unsigned, "ARPHRD_ hardware type")
    static let address = FieldDescriptor("address", "sll.src.eth", .bytes, "link-layer source address")
    static let protocolType = FieldDescriptor("protocol", "sll.etype", .unsigned, "EtherType or Linux protocol")
    static let interfaceIndex = FieldDescriptor("interface_index", "sll.ifindex", .unsigned, "interface index (SLL2)")

    static let ipoib = FieldDescriptor.layer("ipoib", "infiniband", "IP over InfiniBand pseudo-header (link type 242)")
    static let ipoibAddress = FieldDescriptor("address", "infiniband.addr", .bytes, "20-byte hardware address")
    static let ipnet = FieldDescriptor.layer("ipnet", "ipnet", "Solaris ipnet header (link type 226)")
    static let ipnetVersion = FieldDescriptor("version", "ipnet.version", .unsigned, "header version")
    static let ipnetSourceZone = FieldDescriptor("source_zone", "ipnet.zsrc", .unsigned, "source zone ID")
    static let ipnetDestinationZone = FieldDescriptor("destination_zone", "ipnet.zdst", .unsigned, "destination zone ID")
    static let slip = FieldDescriptor.layer("slip", "slip", "SLIP pseudo-header (link type 8)")
    static let slipDirection = FieldDescriptor("direction", "slip.direction", .unsigned, "0 in, 1 out")
    static let slipCompression = FieldDescriptor("header_type", "slip.chdr", .hex(digits: 2), "first byte of the VJ header (0x4_ IP, 0x7_ uncompressed TCP, 0x8_+ compressed TCP)")

    static var all: [FieldDescriptor] {
        [null, family, sll, sll2, packetType, hardwareType, address, protocolType, interfaceIndex,
         ipoib, ipoibAddress, ipnet, ipnetVersion, ipnetSourceZone, ipnetDestinationZone, slip, slipDirection,
         slipCompression]
    }
}
