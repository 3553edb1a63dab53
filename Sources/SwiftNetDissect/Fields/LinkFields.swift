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

    static var all: [FieldDescriptor] {
        [null, family, sll, sll2, packetType, hardwareType, address, protocolType, interfaceIndex]
    }
}
