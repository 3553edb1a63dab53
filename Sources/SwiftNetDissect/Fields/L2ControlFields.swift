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
    static let data = FieldDescriptor("data", "lldp.tlv.data", .bytes, "any other TLV's value")

    static var all: [FieldDescriptor] {
        [lldp, tlvs, type, length, chassisIDSubtype, chassisID, chassisMAC, portIDSubtype, portID, portMAC, ttl, text,
         data]
    }
}
