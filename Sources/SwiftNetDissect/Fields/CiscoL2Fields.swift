// Fields of Cisco's UDLD (SNAP PID 0x0111), DTP (SNAP PID 0x2004) and VTP (SNAP PID 0x2003).

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

enum VTPFields: ProtocolFields {
    static let vtp = FieldDescriptor.layer("vtp", "vtp", "Cisco VLAN Trunking Protocol")
    static let version = FieldDescriptor("version", "vtp.version", .unsigned, "version (1-3)")
    static let code = FieldDescriptor("code", "vtp.code", .unsigned,
                                      "message type (1 summary, 2 subset, 3 advertisement request, 4 join)")
    static let followers = FieldDescriptor("followers", "vtp.followers", .unsigned,
                                           "summary advertisement: subset advertisements that follow")
    static let sequence = FieldDescriptor("sequence", "vtp.seq", .unsigned, "subset advertisement sequence number")
    static let reserved = FieldDescriptor("reserved", "vtp.reserved", .unsigned, "other messages: the third header byte")
    static let domainLength = FieldDescriptor("domain_length", "vtp.md_len", .unsigned, "management domain length")
    static let domain = FieldDescriptor("domain", "vtp.md", .string, "management domain (up to a NUL)")
    static let configRevision = FieldDescriptor("config_revision", "vtp.conf_rev_num", .unsigned,
                                                "configuration revision number")
    static let updater = FieldDescriptor("updater", "vtp.upd_id", .ipv4, "updater identity")
    static let timestamp = FieldDescriptor("timestamp", "vtp.upd_ts", .bytes, "update timestamp (12 bytes, yymmddhhmmss)")
    static let digest = FieldDescriptor("md5_digest", "vtp.md5_digest", .bytes, "MD5 digest")
    static let startValue = FieldDescriptor("start_value", "vtp.start_value", .unsigned,
                                            "advertisement request: first VLAN wanted")
    static let vlans = FieldDescriptor("vlans", "vtp.vlan_info", .list, "subset advertisement: VLAN records in order")
    static let vlanLength = FieldDescriptor("length", "vtp.vlan_info.len", .unsigned, "VLAN record length")
    static let vlanStatus = FieldDescriptor("status", "vtp.vlan_info.status", .unsigned, "status (0 operational, 1 suspended)")
    static let vlanType = FieldDescriptor("type", "vtp.vlan_info.type", .unsigned,
                                          "VLAN type (1 Ethernet, 2 FDDI, 3 TrCRF, 4 FDDI-net, 5 TrBRF)")
    static let vlanNameLength = FieldDescriptor("name_length", "vtp.vlan_info.name_len", .unsigned, "VLAN name length")
    static let vlanID = FieldDescriptor("vlan_id", "vtp.vlan_info.isl_vlan_id", .unsigned, "VLAN id")
    static let mtu = FieldDescriptor("mtu", "vtp.vlan_info.mtu", .unsigned, "MTU")
    static let said = FieldDescriptor("said", "vtp.vlan_info.802_10_index", .hex(digits: 8), "802.10 SAID")
    static let vlanName = FieldDescriptor("name", "vtp.vlan_info.name", .string, "VLAN name (up to a NUL)")
    static let tlvs = FieldDescriptor("tlvs", "vtp.vlan_info.tlvs", .list, "the VLAN record's TLVs in order")
    static let tlvType = FieldDescriptor("type", "vtp.vlan_info.tlv.type", .unsigned,
                                         "TLV type (3 STP type, 6 pruning, 7 bridge type, 9 STE hops, 10 backup CRF...)")
    static let tlvLength = FieldDescriptor("length", "vtp.vlan_info.tlv.len", .unsigned, "TLV length in 16-bit words")
    static let tlvValue = FieldDescriptor("value", "vtp.vlan_info.tlv.value", .unsigned, "TLV value (one 16-bit word)")

    static var all: [FieldDescriptor] {
        [vtp, version, code, followers, sequence, reserved, domainLength, domain, configRevision, updater, timestamp,
         digest, startValue, vlans, vlanLength, vlanStatus, vlanType, vlanNameLength, vlanID, mtu, said, vlanName, tlvs,
         tlvType, tlvLength, tlvValue]
    }
}
