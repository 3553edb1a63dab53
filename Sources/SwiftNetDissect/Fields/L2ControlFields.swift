// Fields of bridge PDUs (IEEE 802.1D STP, 802.1w RSTP, 802.1s MSTP, 802.1aq SPB) and LLDP (IEEE 802.1AB).

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

    // MSTP (802.1Q-2003 14.4): the CIST fields where an RSTP BPDU has its own (root_id, root_path_cost,
    // port_id and the timers keep their keys), then the MST configuration and the MSTI records.
    static let regionalRootID = FieldDescriptor("regional_root_id", "stp.cist.regional_root", .string,
                                                "CIST regional root id (where RSTP has the bridge id)")
    static let v3Length = FieldDescriptor("v3_length", "stp.v3_len", .unsigned,
                                          "version 3 length: 64 + 16 per MSTI record")
    static let mstConfigName = FieldDescriptor("mst_config_name", "stp.mst.config_name", .string,
                                               "MST configuration name (up to a NUL)")
    static let mstConfigRevision = FieldDescriptor("mst_config_revision", "stp.mst.config_revision", .unsigned,
                                                   "MST configuration revision level")
    static let mstConfigDigest = FieldDescriptor("mst_config_digest", "stp.mst.config_digest", .bytes,
                                                 "MST configuration digest (HMAC-MD5, 16 bytes)")
    static let internalRootPathCost = FieldDescriptor("internal_root_path_cost", "stp.cist.internal_cost", .unsigned,
                                                      "CIST internal root path cost")
    static let cistBridgeID = FieldDescriptor("cist_bridge_id", "stp.cist.bridge", .string, "CIST bridge id")
    static let remainingHops = FieldDescriptor("remaining_hops", "stp.cist.remaining_hops", .unsigned,
                                               "CIST remaining hops")
    static let mstis = FieldDescriptor("mstis", "stp.msti", .list, "the MSTI configuration records in order")
    static let mstiNumber = FieldDescriptor("msti", "stp.msti.id", .unsigned,
                                            "MSTI number (low 12 bits of the regional root priority)")
    static let mstiFlags = FieldDescriptor("flags", "stp.msti.flags", .hex(digits: 2), "MSTI flags")
    static let mstiPortRole = FieldDescriptor("port_role", "stp.msti.port_role", .label,
                                              "MSTI port role: Unknown, Alternate, Root, Designated")
    static let mstiRegionalRootID = FieldDescriptor("regional_root_id", "stp.msti.regional_root", .string,
                                                    "MSTI regional root id")
    static let mstiPathCost = FieldDescriptor("path_cost", "stp.msti.path_cost", .unsigned,
                                              "MSTI internal root path cost")
    static let mstiBridgePriority = FieldDescriptor("bridge_priority", "stp.msti.bridge_priority", .unsigned,
                                                    "MSTI bridge priority (top 4 bits, as tcpdump prints it)")
    static let mstiPortPriority = FieldDescriptor("port_priority", "stp.msti.port_priority", .unsigned,
                                                  "MSTI port priority (top 4 bits)")
    static let mstiRemainingHops = FieldDescriptor("remaining_hops", "stp.msti.remaining_hops", .unsigned,
                                                   "MSTI remaining hops")
    // SPB (802.1aq 14): the version 4 part after the MSTI records.
    static let v4Length = FieldDescriptor("v4_length", "stp.spb.v4_len", .unsigned, "version 4 length")
    static let auxConfigName = FieldDescriptor("aux_config_name", "stp.spb.aux_config_name", .string,
                                               "auxiliary MCID configuration name (up to a NUL)")
    static let auxConfigRevision = FieldDescriptor("aux_config_revision", "stp.spb.aux_config_revision", .unsigned,
                                                   "auxiliary MCID revision level")
    static let auxConfigDigest = FieldDescriptor("aux_config_digest", "stp.spb.aux_config_digest", .bytes,
                                                 "auxiliary MCID digest (16 bytes)")
    static let agreementNumber = FieldDescriptor("agreement_number", "stp.spb.agreement_number", .unsigned,
                                                 "agreement number (2 bits)")
    static let discardedAgreementNumber = FieldDescriptor("discarded_agreement_number", "stp.spb.discarded_agreement",
                                                          .unsigned, "discarded agreement number (2 bits)")
    static let agreementValid = FieldDescriptor("agreement_valid", "stp.spb.agreement_valid", .boolean,
                                                "agreement valid flag")
    static let restrictedRole = FieldDescriptor("restricted_role", "stp.spb.restricted_role", .boolean,
                                                "restricted role flag")
    static let formatID = FieldDescriptor("digest_format_id", "stp.spb.format_id", .unsigned,
                                          "agreement digest format identifier (top 4 bits)")
    static let formatCapabilities = FieldDescriptor("digest_format_capabilities", "stp.spb.format_capabilities",
                                                    .unsigned, "agreement digest format byte, as tcpdump prints it as cap")
    static let conventionID = FieldDescriptor("digest_convention_id", "stp.spb.convention_id", .unsigned,
                                              "agreement digest convention identifier (top 4 bits)")
    static let conventionCapabilities = FieldDescriptor("digest_convention_capabilities",
                                                        "stp.spb.convention_capabilities", .unsigned,
                                                        "agreement digest convention byte, as tcpdump prints it as cap")
    static let edgeCount = FieldDescriptor("edge_count", "stp.spb.edge_count", .unsigned, "agreement digest edge count")
    static let agreementDigest = FieldDescriptor("agreement_digest", "stp.spb.agreement_digest", .bytes,
                                                 "computed topology digest (20 bytes)")

    static var all: [FieldDescriptor] {
        [stp, protocolID, version, bpduType, flags, topologyChange, topologyChangeAck, portRole, proposal, learning,
         forwarding, agreement, rootID, rootPathCost, bridgeID, portID, messageAge, maxAge, helloTime, forwardDelay,
         regionalRootID, v3Length, mstConfigName, mstConfigRevision, mstConfigDigest, internalRootPathCost,
         cistBridgeID, remainingHops, mstis, mstiNumber, mstiFlags, mstiPortRole, mstiRegionalRootID, mstiPathCost,
         mstiBridgePriority, mstiPortPriority, mstiRemainingHops, v4Length, auxConfigName, auxConfigRevision,
         auxConfigDigest, agreementNumber, discardedAgreementNumber, agreementValid, restrictedRole, formatID,
         formatCapabilities, conventionID, conventionCapabilities, edgeCount, agreementDigest]
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
