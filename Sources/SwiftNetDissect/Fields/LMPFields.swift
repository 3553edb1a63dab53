// Fields of LMP (RFC 4204, with the OIF UNI 1.0 service discovery objects) as tcpdump's
// lmp_print walks it.

enum LMPFields: ProtocolFields {
    static let lmp = FieldDescriptor.layer("lmp", "lmp", "Link Management Protocol")
    static let version = FieldDescriptor("version", "lmp.version", .unsigned, "protocol version")
    static let flags = FieldDescriptor("flags", "lmp.hdr.flags", .hex(digits: 2), "header flags")
    static let messageType = FieldDescriptor("msg_type", "lmp.messagetype", .unsigned, "message type")
    static let length = FieldDescriptor("length", "lmp.length", .unsigned, "message length (with -v)")
    static let objects = FieldDescriptor("objects", "lmp.object", .list, "objects (with -v)")
    static let objectClass = FieldDescriptor("class", "lmp.obj.class", .unsigned, "object class")
    static let classType = FieldDescriptor("ctype", "lmp.obj.ctype", .unsigned, "object C-type")
    static let negotiable = FieldDescriptor("negotiable", "lmp.obj.negotiable", .boolean, "N bit")
    static let objectLength = FieldDescriptor("length", "lmp.obj.length", .unsigned, "object length")
    static let value = FieldDescriptor("value", "lmp.obj.value", .unsigned,
                                       "the 32-bit id the object carries (channel, message, link, verify id)")
    static let address = FieldDescriptor("address", "lmp.obj.ipv4", .ipv4, "IPv4 node, link or interface id")
    static let address6 = FieldDescriptor("address6", "lmp.obj.ipv6", .ipv6, "IPv6 link or interface id")
    static let data = FieldDescriptor("data", "lmp.obj.data", .bytes, "body of an object tcpdump dumps in hex")

    static var all: [FieldDescriptor] {
        [lmp, version, flags, messageType, length, objects, objectClass, classType, negotiable, objectLength, value,
         address, address6, data]
    }
}
