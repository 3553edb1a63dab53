// Fields of ARP (RFC 826), RARP (RFC 903), InARP (RFC 2390) and ATM ARP (RFC 2225).

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

    // ATM ARP (RFC 2225, hardware type 19) sizes and names each side's ATM number and subaddress.
    static let senderATMNumber = FieldDescriptor("sender_atm_number", "arp.src.atm_num", .bytes,
                                                 "ATM ARP: sender ATM number")
    static let senderATMSubaddress = FieldDescriptor("sender_atm_subaddress", "arp.src.atm_subaddr", .bytes,
                                                     "ATM ARP: sender ATM subaddress")
    static let targetATMNumber = FieldDescriptor("target_atm_number", "arp.dst.atm_num", .bytes,
                                                 "ATM ARP: target ATM number")
    static let targetATMSubaddress = FieldDescriptor("target_atm_subaddress", "arp.dst.atm_subaddr", .bytes,
                                                     "ATM ARP: target ATM subaddress")

    // Frame Relay ARP (hardware type 15): the DLCI of each Q.922 hardware address that parses.
    static let senderDLCI = FieldDescriptor("sender_dlci", "arp.src.dlci", .unsigned, "Frame Relay ARP: sender DLCI")
    static let targetDLCI = FieldDescriptor("target_dlci", "arp.dst.dlci", .unsigned, "Frame Relay ARP: target DLCI")

    static var all: [FieldDescriptor] {
        [arp, hardwareType, protocolType, operation, operationName, senderHardware, senderProtocol, targetHardware,
         targetProtocol, senderATMNumber, senderATMSubaddress, targetATMNumber, targetATMSubaddress, senderDLCI,
         targetDLCI]
    }
}
