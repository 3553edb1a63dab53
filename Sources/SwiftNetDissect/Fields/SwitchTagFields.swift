// Fields of the switch tags tcpdump decodes between the Ethernet addresses and the EtherType:
// Marvell DSA and EDSA (link types 284, 285) and Broadcom tags (281, and 282 where the tag comes
// before the destination address).

enum SwitchTagFields: ProtocolFields {
    static let dsa = FieldDescriptor.layer("dsa", "dsa", "Marvell DSA switch tag (link type 284)")
    static let edsa = FieldDescriptor.layer("edsa", "edsa", "Marvell EDSA switch tag (link type 285)")
    static let edsaEtherType = FieldDescriptor("ethertype", "edsa.ethertype", .hex(digits: 4), "programmable EtherType of the EDSA tag")
    static let edsaReserved = FieldDescriptor("reserved", "edsa.reserved", .hex(digits: 4), "the two reserved bytes (0)")
    static let mode = FieldDescriptor("mode", "dsa.mode", .unsigned, "tag mode (0 to CPU, 1 from CPU, 2 to sniffer, 3 forward)")
    static let modeName = FieldDescriptor("mode_name", "dsa.mode.name", .label, "To CPU, From CPU, To Sniffer or Forward")
    static let tagged = FieldDescriptor("tagged", "dsa.tagged", .boolean, "the frame carried an IEEE 802.1Q tag")
    static let device = FieldDescriptor("device", "dsa.dev", .unsigned, "source or target switch device")
    static let port = FieldDescriptor("port", "dsa.port", .unsigned, "source or target port (or trunk)")
    static let trunk = FieldDescriptor("trunk", "dsa.trunk", .boolean, "forward mode: the source is a trunk")
    static let code = FieldDescriptor("code", "dsa.code", .unsigned, "to-CPU code (0 BPDU trap, 1 Frame2Reg, 2 IGMP/MLD trap, 3 policy trap, 4 ARP mirror, 5 policy mirror)")
    static let codeName = FieldDescriptor("code_name", "dsa.code.name", .label, "to-CPU code name")
    static let rxSniff = FieldDescriptor("rx_sniff", "dsa.rx_sniff", .boolean, "to-sniffer mode: ingress (true) or egress")
    static let cfi = FieldDescriptor("cfi", "dsa.cfi", .boolean, "the original frame's CFI bit")
    static let priority = FieldDescriptor("priority", "dsa.pri", .unsigned, "frame priority (FPri)")
    static let vlanID = FieldDescriptor("vlan_id", "dsa.vid", .unsigned, "12-bit VLAN ID")

    static let brcm = FieldDescriptor.layer("brcm_tag", "brcm", "Broadcom switch tag (link types 281, 282)")
    static let opcode = FieldDescriptor("opcode", "brcm.opcode", .unsigned, "opcode (the top three bits; 1 ingress, 0 egress)")
    static let trafficClass = FieldDescriptor("traffic_class", "brcm.tc", .unsigned, "traffic class")
    static let tagEnforcement = FieldDescriptor("tag_enforcement", "brcm.te", .unsigned, "ingress: 0 none, 1 untag, 2 header, 3 reserved")
    static let timestamp = FieldDescriptor("timestamp_request", "brcm.ts", .unsigned, "ingress: time stamp request bit")
    static let destinationMap = FieldDescriptor("destination_map", "brcm.dst_map", .hex(digits: 4), "ingress: destination port bitmap (9 bits)")
    static let classificationID = FieldDescriptor("classification_id", "brcm.cid", .unsigned, "egress: classification ID")
    static let reasonCode = FieldDescriptor("reason_code", "brcm.rc", .hex(digits: 2), "egress: reason code bits (mirror, MAC learning, switching, ...)")
    static let sourcePort = FieldDescriptor("port", "brcm.port", .unsigned, "egress: source port")

    static var all: [FieldDescriptor] {
        [dsa, edsa, edsaEtherType, edsaReserved, mode, modeName, tagged, device, port, trunk, code, codeName, rxSniff,
         cfi, priority, vlanID, brcm, opcode, trafficClass, tagEnforcement, timestamp, destinationMap,
         classificationID, reasonCode, sourcePort]
    }
}
