// Fields of Cisco's UDLD (SNAP PID 0x0111) and DTP (SNAP PID 0x2004).

enum UDLDFields: ProtocolFields {
    static let udld = FieldDescriptor.layer("udld", "udld", "Cisco UniDirectional Link Detection")
    static let version = FieldDescriptor("version", "udld.version", .unsigned, "version (top 3 bits)")
    static let opcode = FieldDescriptor("opcode", "udld.opcode", .unsigned, "opcode (1 probe, 2 echo, 3 flush)")
    static let flags = FieldDescriptor("flags", "udld.flags", .hex(digits: 2), "flags (0x01 RT, 0x02 RSY)")
    static let checksum = FieldDescriptor("checksum", "udld.checksum", .hex(digits: 4), "checksum (not verified)")
    static let tlvs = FieldDescriptor("tlvs", "udld.tlvs", .list, "the TLVs in order")
    static let type = FieldDescriptor("type", "udld.tlv.type", .unsigned, "TLV type")
    static let length = FieldDescriptor("length", "udld.tlv.len", .unsigned, "TLV length, its 4-byte header included")
    static let text = FieldDescriptor("text", "udld.tlv.text", .string, "device id, port id or device name (up to a NUL)")
    static let echo = FieldDescriptor("echo", "udld.echo", .bytes, "echo TLV: the neighbor list as sent")
    static let intervalSeconds = FieldDescriptor("interval_seconds", "udld.interval", .unsigned, "message or timeout interval (seconds)")
    static let sequence = FieldDescriptor("sequence", "udld.sequence", .unsigned, "sequence number")

    static var all: [FieldDescriptor] {
        [udld, version, opcode, flags, checksum, tlvs, type, length, text, echo, intervalSeconds, sequence]
    }
}

enum DTPFields: ProtocolFields {
    static let dtp = FieldDescriptor.layer("dtp", "dtp", "Cisco Dynamic Trunking Protocol")
    static let version = FieldDescriptor("version", "dtp.version", .unsigned, "version")
    static let tlvs = FieldDescriptor("tlvs", "dtp.tlvs", .list, "the TLVs in order")
    static let type = FieldDescriptor("type", "dtp.tlv.type", .unsigned, "TLV type (1 domain, 2 status, 3 type, 4 neighbor)")
    static let length = FieldDescriptor("length", "dtp.tlv.len", .unsigned, "TLV length, its 4-byte header included")
    static let domain = FieldDescriptor("domain", "dtp.domain", .string, "VTP domain (up to a NUL)")
    static let status = FieldDescriptor("status", "dtp.status", .hex(digits: 2), "trunk status byte")
    static let trunkType = FieldDescriptor("trunk_type", "dtp.type", .hex(digits: 2), "trunk encapsulation type byte")
    static let neighbor = FieldDescriptor("neighbor", "dtp.neighbor", .mac, "neighbor MAC address")

    static var all: [FieldDescriptor] { [dtp, version, tlvs, type, length, domain, status, trunkType, neighbor] }
}
