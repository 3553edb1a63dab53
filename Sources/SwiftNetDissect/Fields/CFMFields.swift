// Fields of IEEE 802.1ag Connectivity Fault Management (EtherType 0x8902, and 0xabcd).

enum CFMFields: ProtocolFields {
    static let cfm = FieldDescriptor.layer("cfm", "cfm", "IEEE 802.1ag Connectivity Fault Management")
    static let mdLevel = FieldDescriptor("md_level", "cfm.md_level", .unsigned, "maintenance domain level (0-7)")
    static let version = FieldDescriptor("version", "cfm.version", .unsigned, "version (0)")
    static let opcode = FieldDescriptor("opcode", "cfm.opcode", .unsigned,
                                        "opcode (1 CCM, 2 LBR, 3 LBM, 4 LTR, 5 LTM, others Y.1731)")
    static let flags = FieldDescriptor("flags", "cfm.flags", .hex(digits: 2), "flags byte")
    static let firstTLVOffset = FieldDescriptor("first_tlv_offset", "cfm.first_tlv_offset", .unsigned,
                                                "bytes from the end of the header to the first TLV")
    // CCM (802.1ag 21.6).
    static let ccmInterval = FieldDescriptor("ccm_interval", "cfm.ccm.interval", .unsigned,
                                             "CCM interval code (flags bits 0-2: 1 3.33 ms ... 7 10 min)")
    static let rdi = FieldDescriptor("rdi", "cfm.ccm.rdi", .boolean, "remote defect indication")
    static let sequence = FieldDescriptor("sequence", "cfm.ccm.sequence", .unsigned, "sequence number")
    static let mepID = FieldDescriptor("mep_id", "cfm.ccm.mep_id", .unsigned, "maintenance association end point id")
    static let mdNameFormat = FieldDescriptor("md_name_format", "cfm.md_name_format", .unsigned,
                                              "MD name format (0 802.1, 1 none, 2 DNS, 3 MAC + integer, 4 string)")
    static let mdNameLength = FieldDescriptor("md_name_length", "cfm.md_name_length", .unsigned, "MD name length")
    static let mdName = FieldDescriptor("md_name", "cfm.md_name", .string, "MD name (DNS or character string formats)")
    static let mdNameMAC = FieldDescriptor("md_name_mac", "cfm.md_name.mac", .mac, "MD name's MAC (MAC + integer format)")
    static let mdNameData = FieldDescriptor("md_name_data", "cfm.md_name.data", .bytes, "MD name of another format")
    static let maNameFormat = FieldDescriptor("ma_name_format", "cfm.ma_name_format", .unsigned,
                                              "short MA name format (1 VID, 2 string, 3 integer, 4 VPN id)")
    static let maNameLength = FieldDescriptor("ma_name_length", "cfm.ma_name_length", .unsigned, "short MA name length")
    static let maName = FieldDescriptor("ma_name", "cfm.ma_name", .string, "short MA name (character string format)")
    static let maNameData = FieldDescriptor("ma_name_data", "cfm.ma_name.data", .bytes, "short MA name of another format")
    // LBM/LBR, LTM/LTR (802.1ag 21.7-21.9).
    static let transactionID = FieldDescriptor("transaction_id", "cfm.transaction_id", .hex(digits: 8),
                                               "loopback or linktrace transaction id")
    static let ttl = FieldDescriptor("ttl", "cfm.ltm.ttl", .unsigned, "linktrace TTL")
    static let originalMAC = FieldDescriptor("original_mac", "cfm.ltm.orig_mac", .mac, "linktrace original MAC")
    static let targetMAC = FieldDescriptor("target_mac", "cfm.ltm.target_mac", .mac, "linktrace target MAC")
    static let relayAction = FieldDescriptor("relay_action", "cfm.ltr.relay_action", .unsigned,
                                             "linktrace reply relay action (1 exact match, 2 filtering DB, 3 MIP CCM DB)")
    // TLVs (802.1ag 21.5).
    static let tlvs = FieldDescriptor("tlvs", "cfm.tlvs", .list, "the TLVs in order")
    static let type = FieldDescriptor("type", "cfm.tlv.type", .unsigned,
                                      "TLV type (0 end, 1 sender ID, 2 port status, 3 interface status, 4 data, 5/6 reply ingress/egress, 31 organization-specific)")
    static let length = FieldDescriptor("length", "cfm.tlv.len", .unsigned, "TLV length (after its 3-byte header)")
    static let portStatus = FieldDescriptor("port_status", "cfm.tlv.port_status", .unsigned, "port status (1 blocked, 2 up)")
    static let interfaceStatus = FieldDescriptor("interface_status", "cfm.tlv.interface_status", .unsigned,
                                                 "interface status (RFC 2863 ifOperStatus)")
    static let oui = FieldDescriptor("oui", "cfm.tlv.oui", .hex(digits: 6), "organization-specific TLV's OUI")
    static let subtype = FieldDescriptor("subtype", "cfm.tlv.subtype", .unsigned, "organization-specific subtype")
    static let chassisIDLength = FieldDescriptor("chassis_id_length", "cfm.tlv.chassis_id_len", .unsigned,
                                                 "sender ID's chassis ID length")
    static let chassisIDSubtype = FieldDescriptor("chassis_id_subtype", "cfm.tlv.chassis_id_subtype", .unsigned,
                                                  "chassis ID subtype (LLDP's: 4 MAC, 5 network address, 6 interface name...)")
    static let chassisID = FieldDescriptor("chassis_id", "cfm.tlv.chassis_id", .string, "chassis ID (text subtypes)")
    static let chassisMAC = FieldDescriptor("chassis_id", "cfm.tlv.chassis_id.mac", .mac, "chassis ID (MAC subtype)")
    static let addressFamily = FieldDescriptor("address_family", "cfm.tlv.chassis_id.af", .unsigned,
                                               "network address family (IANA: 1 IPv4, 2 IPv6)")
    static let chassisIPv4 = FieldDescriptor("chassis_id", "cfm.tlv.chassis_id.ipv4", .ipv4, "chassis ID (IPv4 address)")
    static let chassisIPv6 = FieldDescriptor("chassis_id", "cfm.tlv.chassis_id.ipv6", .ipv6, "chassis ID (IPv6 address)")
    static let managementDomainLength = FieldDescriptor("management_domain_length", "cfm.tlv.mgmt_domain_len",
                                                        .unsigned, "management address domain length")
    static let managementDomain = FieldDescriptor("management_domain", "cfm.tlv.mgmt_domain", .bytes,
                                                  "management address domain (an encoded OID)")
    static let managementAddressLength = FieldDescriptor("management_address_length", "cfm.tlv.mgmt_addr_len",
                                                         .unsigned, "management address length")
    static let managementAddress = FieldDescriptor("management_address", "cfm.tlv.mgmt_addr", .bytes,
                                                   "management address (in the domain's transport format)")
    static let data = FieldDescriptor("data", "cfm.tlv.data", .bytes,
                                      "the value of a data, reply ingress/egress, organization-specific or unknown TLV")
    static let messageData = FieldDescriptor("message_data", "cfm.message_data", .bytes,
                                             "LBM/LBR and unknown opcodes: the message body before the first TLV")

    static var all: [FieldDescriptor] {
        [cfm, mdLevel, version, opcode, flags, firstTLVOffset, ccmInterval, rdi, sequence, mepID, mdNameFormat,
         mdNameLength, mdName, mdNameMAC, mdNameData, maNameFormat, maNameLength, maName, maNameData, transactionID,
         ttl, originalMAC, targetMAC, relayAction, tlvs, type, length, portStatus, interfaceStatus, oui, subtype,
         chassisIDLength, chassisIDSubtype, chassisID, chassisMAC, addressFamily, chassisIPv4, chassisIPv6,
         managementDomainLength, managementDomain, managementAddressLength, managementAddress, data, messageData]
    }
}
