// Fields of Cisco's Hot Standby Router Protocol, version 0 (RFC 2281).

enum HSRPFields: ProtocolFields {
    static let hsrp = FieldDescriptor.layer("hsrp", "hsrp", "Cisco Hot Standby Router Protocol")
    static let version = FieldDescriptor("version", "hsrp.version", .unsigned, "version (only 0 is decoded further)")
    static let opCode = FieldDescriptor("op_code", "hsrp.opcode", .unsigned, "op code")
    static let opName = FieldDescriptor("op_name", "hsrp.opcode_name", .label, "op code: hello, coup or resign")
    static let state = FieldDescriptor("state", "hsrp.state", .unsigned, "state")
    static let stateName = FieldDescriptor("state_name", "hsrp.state_name", .label,
                                           "state: initial, learn, listen, speak, standby or active")
    static let helloTime = FieldDescriptor("hello_time", "hsrp.hellotime", .unsigned, "hello time in seconds")
    static let holdTime = FieldDescriptor("hold_time", "hsrp.holdtime", .unsigned, "hold time in seconds")
    static let priority = FieldDescriptor("priority", "hsrp.priority", .unsigned, "priority")
    static let group = FieldDescriptor("group", "hsrp.group", .unsigned, "standby group")
    static let reserved = FieldDescriptor("reserved", "hsrp.reserved", .unsigned, "reserved (tcpdump flags non-zero)")
    static let authentication = FieldDescriptor("authentication", "hsrp.auth_data", .string,
                                                "authentication data, up to its first NUL")
    static let virtualAddress = FieldDescriptor("virtual_address", "hsrp.virt_ip", .ipv4, "virtual IPv4 address")

    static var all: [FieldDescriptor] {
        [hsrp, version, opCode, opName, state, stateName, helloTime, holdTime, priority, group, reserved,
         authentication, virtualAddress]
    }
}
