// Fields of Cisco HDLC framing (LINKTYPE_C_HDLC) and its SLARP keepalives.

enum CiscoHDLCFields: ProtocolFields {
    static let chdlc = FieldDescriptor.layer("chdlc", "chdlc", "Cisco HDLC")
    static let address = FieldDescriptor("address", "chdlc.address", .unsigned, "address (0x0f unicast, 0x8f broadcast)")
    static let control = FieldDescriptor("control", "chdlc.control", .unsigned, "control")
    static let protocolType = FieldDescriptor("protocol", "chdlc.protocol", .unsigned, "protocol (an EtherType)")

    static let slarp = FieldDescriptor.layer("slarp", "slarp", "Cisco SLARP")
    static let code = FieldDescriptor("code", "slarp.ptype", .unsigned, "0 request, 1 reply, 2 keepalive")
    static let codeName = FieldDescriptor("code_name", "slarp.ptype.name", .label, "request, reply or keepalive")
    static let slarpAddress = FieldDescriptor("address", "slarp.address", .ipv4, "address (reply)")
    static let mask = FieldDescriptor("mask", "slarp.mask", .ipv4, "mask (reply)")
    static let mySequence = FieldDescriptor("mineseen", "slarp.mysequence", .unsigned, "sender's sequence (keepalive)")
    static let yourSequence = FieldDescriptor("yourseen", "slarp.yoursequence", .unsigned, "last sequence seen (keepalive)")
    static let reliability = FieldDescriptor("reliability", "slarp.reliability", .hex(digits: 4), "reliability (keepalive)")
    static let uptime = FieldDescriptor("uptime_ms", "slarp.uptime", .unsigned, "link uptime in milliseconds (keepalive)")
    static let length = FieldDescriptor("length", "slarp.length", .unsigned, "message length")

    static var all: [FieldDescriptor] {
        [chdlc, address, control, protocolType, slarp, code, codeName, slarpAddress, mask, mySequence, yourSequence,
         reliability, uptime, length]
    }
}
