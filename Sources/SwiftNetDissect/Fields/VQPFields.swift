// Fields of Cisco's VLAN Query Protocol (VQP, UDP 1589), the VMPS client/server exchange.

enum VQPFields: ProtocolFields {
    static let vqp = FieldDescriptor.layer("vqp", "vqp", "Cisco VLAN Query Protocol")
    static let version = FieldDescriptor("version", "vqp.version", .unsigned, "version (tcpdump decodes 1)")
    static let type = FieldDescriptor("type", "vqp.type", .unsigned,
                                      "message type (1 join request, 2 VLAN response, 3 reconfirm request, 4 reconfirm response)")
    static let errorCode = FieldDescriptor("error_code", "vqp.error", .unsigned,
                                           "error code (0 none, 3 access denied, 4 shutdown port, 5 wrong VTP domain)")
    static let itemCount = FieldDescriptor("item_count", "vqp.items", .unsigned, "count of objects")
    static let sequence = FieldDescriptor("sequence", "vqp.seq", .hex(digits: 8), "sequence number")
    static let objects = FieldDescriptor("objects", "vqp.object", .list, "objects, in packet order")
    static let objectType = FieldDescriptor("type", "vqp.object.type", .hex(digits: 8), "object type")
    static let objectLength = FieldDescriptor("length", "vqp.object.length", .unsigned, "object value length")
    static let clientAddress = FieldDescriptor("client_address", "vqp.client_ip", .ipv4, "client IP address")
    static let text = FieldDescriptor("text", "vqp.object.text", .string,
                                      "port name, VLAN name, VTP domain or Ethernet packet, up to a NUL")
    static let mac = FieldDescriptor("mac", "vqp.mac", .mac, "MAC address (or the MAC null object)")
    static let data = FieldDescriptor("data", "vqp.object.data", .bytes, "value of an object tcpdump does not name")

    static var all: [FieldDescriptor] {
        [vqp, version, type, errorCode, itemCount, sequence, objects, objectType, objectLength, clientAddress, text,
         mac, data]
    }
}
