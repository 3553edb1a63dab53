// Fields of bridge PDUs (IEEE 802.1D STP, 802.1w RSTP, 802.1s MSTP) and LLDP (IEEE 802.1AB).

enum STPFields: ProtocolFields {
    static let stp = FieldDescriptor.layer("stp", "stp", "Spanning Tree Protocol BPDU (STP, RSTP, MSTP)")
    static let protocolID = FieldDescriptor("protocol_id", "stp.protocol", .unsigned, "protocol identifier (0)")
    static let version = FieldDescriptor("version", "stp.version", .unsigned,
                                         "protocol version (0 STP, 2 RSTP, 3 MSTP, 4 SPB)")
    static let bpduType = FieldDescriptor("bpdu_type", "stp.type", .unsigned,
                                          "BPDU type (0 configuration, 2 RSTP/MSTP, 0x80 topology change)")
    static let flags = FieldDescriptor("flags", "stp.flags", .hex(digits: 2), "BPDU flags (CIST flags for MSTP)")
    static let topologyChange = FieldDescriptor("topology_change", "stp.flags.tc", .boolean, "topology change")
    static let topologyChangeAck = FieldDescriptor("topology_change_ack", "stp.flags.tcack", .boolean,
                                                   "topology change acknowledgment")
    static let portRole = FieldDescriptor("port_role", "stp.flags.port_role", .label,
                                          "RSTP port role: Unknown, Alternate, Root, Designated")
    static let proposal = FieldDescriptor("proposal", "stp.flags.proposal", .boolean, "RSTP proposal")
    static let learning = FieldDescriptor("learning", "stp.flags.learning", .boolean, "RSTP learning")
    static let forwarding = FieldDescriptor("forwarding", "stp.flags.forwarding", .boolean, "RSTP forwarding")
    static let agreement = FieldDescriptor("agreement", "stp.flags.agreement", .boolean, "RSTP agreement")
    static let rootID = FieldDescriptor("root_id", "stp.root.id", .string, "root bridge id (\"8000.02:00:00:00:00:01\")")
    static let rootPathCost = FieldDescriptor("root_path_cost", "stp.root.cost", .unsigned, "root path cost")
    static let bridgeID = FieldDescriptor("bridge_id", "stp.bridge.id", .string, "sender bridge id (priority.MAC)")
    static let portID = FieldDescriptor("port_id", "stp.port", .hex(digits: 4), "port identifier")
    static let messageAge = FieldDescriptor("message_age", "stp.msg_age", .fixedPoint(fractionBits: 8), "message age (seconds)")
    static let maxAge = FieldDescriptor("max_age", "stp.max_age", .fixedPoint(fractionBits: 8), "max age (seconds)")
    static let helloTime = FieldDescriptor("hello_time", "stp.hello", .fixedPoint(fractionBits: 8), "hello time (seconds)")
    static let forwardDelay = FieldDescriptor("forward_delay", "stp.forward", .fixedPoint(fractionBits: 8), "forward delay (seconds)")

    static var all: [FieldDescriptor] {
        [stp, protocolID, version, bpduType, flags, topologyChange, topologyChangeAck, portRole, proposal, learning,
         forwarding, agreement, rootID, rootPathCost, bridgeID, portID, messageAge, maxAge, helloTime, forwardDelay]
    }
}

enum LLDPFields: ProtocolFields {
    static let lldp = FieldDescriptor.layer("lldp", "lldp", "Link Layer Discovery Protocol")
    static let tlvs = FieldDescriptor("tlvs", "lldp.tlvs", .list, "the TLVs in order")
    static let type = FieldDescriptor("type", "lldp.tlv.type", .unsigned, "TLV type")
    static let length = FieldDescriptor("length", "lldp.tlv.len", .unsigned, "TLV length")
    static let chassisIDSubtype = FieldDescriptor("chassis_id_subtype", "lldp.chassis.subtype", .unsigned,
                                                  "chassis ID subtype")
    static let chassisID = FieldDescriptor("chassis_id", "lldp.chassis.id", .string, "chassis ID")
    static let chassisMAC = FieldDescriptor("chassis_id", "lldp.chassis.id.mac", .mac, "chassis ID (subtype 4, a MAC)")
    static let portIDSubtype = FieldDescriptor("port_id_subtype", "lldp.port.subtype", .unsigned, "port ID subtype")
    static let portID = FieldDescriptor("port_id", "lldp.port.id", .string, "port ID")
    static let portMAC = FieldDescriptor("port_id", "lldp.port.id.mac", .mac, "port ID (subtype 3, a MAC)")
    static let ttl = FieldDescriptor("ttl", "lldp.time_to_live", .unsigned, "time to live (seconds)")
    static let text = FieldDescriptor("text", "lldp.tlv.text", .string, "port description, system name or description")
    static let data = FieldDescriptor("data", "lldp.tlv.data", .bytes,
                                      "any other TLV's value; for an organization-specific one, what follows its subtype")
    static let systemCapabilities = FieldDescriptor("system_capabilities", "lldp.capabilities.system", .hex(digits: 4),
                                                    "system capabilities bits (802.1AB 8.5.8)")
    static let enabledCapabilities = FieldDescriptor("enabled_capabilities", "lldp.capabilities.enabled",
                                                     .hex(digits: 4), "enabled capabilities bits")
    static let addressFamily = FieldDescriptor("address_family", "lldp.mgmt.af", .unsigned,
                                               "management address family (IANA: 1 IPv4, 2 IPv6, 6 802)")
    static let managementIPv4 = FieldDescriptor("management_address", "lldp.mgmt.ipv4", .ipv4, "IPv4 management address")
    static let managementIPv6 = FieldDescriptor("management_address", "lldp.mgmt.ipv6", .ipv6, "IPv6 management address")
    static let managementMAC = FieldDescriptor("management_address", "lldp.mgmt.mac", .mac, "802 management address")
    static let managementData = FieldDescriptor("management_address_data", "lldp.mgmt.data", .bytes,
                                                "management address of another family")
    static let interfaceSubtype = FieldDescriptor("interface_subtype", "lldp.mgmt.if_subtype", .unsigned,
                                                  "interface numbering subtype (2 ifIndex, 3 system port)")
    static let interfaceNumber = FieldDescriptor("interface_number", "lldp.mgmt.if_number", .unsigned, "interface number")
    static let oid = FieldDescriptor("oid", "lldp.mgmt.oid", .bytes, "object identifier (its encoded bytes)")
    static let oui = FieldDescriptor("oui", "lldp.org.oui", .hex(digits: 6), "organization-specific TLV's OUI")
    static let subtype = FieldDescriptor("subtype", "lldp.org.subtype", .unsigned, "organization-specific subtype")
    static let pvid = FieldDescriptor("pvid", "lldp.ieee8021.pvid", .unsigned, "802.1 port VLAN id")
    static let ppvid = FieldDescriptor("ppvid", "lldp.ieee8021.ppvid", .unsigned, "802.1 port and protocol VLAN id")
    static let vlanID = FieldDescriptor("vlan_id", "lldp.ieee8021.vid", .unsigned, "802.1 VLAN name TLV's VLAN id")
    static let vlanName = FieldDescriptor("vlan_name", "lldp.ieee8021.vlan_name", .string, "802.1 VLAN name")
    static let mauType = FieldDescriptor("mau_type", "lldp.ieee8023.mau_type", .unsigned, "802.3 MAU type (RFC 3636)")
    static let maxFrameSize = FieldDescriptor("max_frame_size", "lldp.ieee8023.mtu", .unsigned, "802.3 maximum frame size")
    static let deviceType = FieldDescriptor("device_type", "lldp.med.device_type", .unsigned,
                                            "LLDP-MED device type (1-3 endpoint class, 4 network connectivity)")
    static let policyVLAN = FieldDescriptor("policy_vlan", "lldp.med.policy.vlan", .unsigned, "LLDP-MED network policy VLAN id")

    static var all: [FieldDescriptor] {
        [lldp, tlvs, type, length, chassisIDSubtype, chassisID, chassisMAC, portIDSubtype, portID, portMAC, ttl, text,
         data, systemCapabilities, enabledCapabilities, addressFamily, managementIPv4, managementIPv6, managementMAC,
         managementData, interfaceSubtype, interfaceNumber, oid, oui, subtype, pvid, ppvid, vlanID, vlanName, mauType,
         maxFrameSize, deviceType, policyVLAN]
    }
}

enum CDPFields: ProtocolFields {
    static let cdp = FieldDescriptor.layer("cdp", "cdp", "Cisco Discovery Protocol")
    static let version = FieldDescriptor("version", "cdp.version", .unsigned, "CDP version (1 or 2)")
    static let ttl = FieldDescriptor("ttl", "cdp.ttl", .unsigned, "hold time (seconds)")
    static let checksum = FieldDescriptor("checksum", "cdp.checksum", .hex(digits: 4), "checksum (not verified)")
    static let tlvs = FieldDescriptor("tlvs", "cdp.tlvs", .list, "the TLVs in order")
    static let type = FieldDescriptor("type", "cdp.tlv.type", .unsigned, "TLV type")
    static let length = FieldDescriptor("length", "cdp.tlv.len", .unsigned, "TLV length, its 4-byte header included")
    static let text = FieldDescriptor("text", "cdp.tlv.text", .string,
                                      "device id, port id, version, platform, VTP domain, system name")
    static let capabilities = FieldDescriptor("capabilities", "cdp.capabilities", .hex(digits: 8), "capability bits")
    static let nativeVLAN = FieldDescriptor("native_vlan", "cdp.native_vlan", .unsigned, "native VLAN id")
    static let fullDuplex = FieldDescriptor("full_duplex", "cdp.duplex", .boolean, "full duplex")
    static let mtu = FieldDescriptor("mtu", "cdp.mtu", .unsigned, "MTU (bytes)")
    static let addresses = FieldDescriptor("addresses", "cdp.addresses", .list, "IPv4/IPv6 addresses of an address TLV")
    static let address = FieldDescriptor("address", "cdp.address", .ipv4, "an IPv4 address")
    static let address6 = FieldDescriptor("address", "cdp.address6", .ipv6, "an IPv6 address")
    static let data = FieldDescriptor("data", "cdp.tlv.data", .bytes, "any other TLV's value")

    static var all: [FieldDescriptor] {
        [cdp, version, ttl, checksum, tlvs, type, length, text, capabilities, nativeVLAN, fullDuplex, mtu, addresses,
         address, address6, data]
    }
}
