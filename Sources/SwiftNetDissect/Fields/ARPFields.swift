// Fields of ARP (RFC 826), RARP (RFC 903) and InARP (RFC 2390).

enum ARPFields: ProtocolFields {
    static let arp = FieldDescriptor.layer("arp", "arp", "Address Resolution Protocol (ARP, RARP, InARP)")
    static let hardwareType = FieldDescriptor("hardware_type", "arp.hw.type", .unsigned, "hardware type")
    static let protocolType = FieldDescriptor("protocol_type", "arp.proto.type", .unsigned, "protocol type (an EtherType)")
    static let operation = FieldDescriptor("operation", "arp.opcode", .unsigned, "operation")
    static let operationName = FieldDescriptor("operation_name", "arp.opcode.name", .label,
                                               "request, reply, reverse-request, reverse-reply, inverse-request, inverse-reply, nak")
    // Hardware addresses: MAC text when 6 bytes long, hex otherwise; protocol addresses: dotted
    // quad when 4 bytes long, hex otherwise.
    static let senderHardware = FieldDescriptor("sender_hardware", "arp.src.hw", .mac, "sender hardware address")
    static let senderProtocol = FieldDescriptor("sender_protocol", "arp.src.proto", .ipv4, "sender protocol address")
    static let targetHardware = FieldDescriptor("target_hardware", "arp.dst.hw", .mac, "target hardware address")
    static let targetProtocol = FieldDescriptor("target_protocol", "arp.dst.proto", .ipv4, "target protocol address")

    static var all: [FieldDescriptor] {
        [arp, hardwareType, protocolType, operation, operationName, senderHardware, senderProtocol, targetHardware,
         targetProtocol]
    }
}
