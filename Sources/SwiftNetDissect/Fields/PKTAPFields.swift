// Fields of Apple's PKTAP header (LINKTYPE_PKTAP, 258): the 108-byte little-endian header macOS
// puts before each packet of a `-i pktap` capture, naming the packet's own link type.

enum PKTAPFields: ProtocolFields {
    static let pktap = FieldDescriptor.layer("pktap", "pktap", "Apple PKTAP header (link type 258)")
    static let headerLength = FieldDescriptor("header_length", "pktap.hdrlen", .unsigned, "header length (at least 108)")
    static let recordType = FieldDescriptor("record_type", "pktap.rectype", .unsigned, "0 no data, 1 a packet follows")
    static let linkType = FieldDescriptor("dlt", "pktap.dlt", .unsigned, "DLT of the packet that follows")
    static let interfaceName = FieldDescriptor("interface", "pktap.ifname", .string, "interface name")
    static let flags = FieldDescriptor("flags", "pktap.flags", .hex(digits: 8), "flags")
    static let protocolFamily = FieldDescriptor("protocol_family", "pktap.pfamily", .unsigned, "protocol family")
    static let linkHeaderLength = FieldDescriptor("link_header_length", "pktap.llhdrlen", .unsigned, "link-layer header length")
    static let linkTrailerLength = FieldDescriptor("link_trailer_length", "pktap.lltrlrlen", .unsigned, "link-layer trailer length")
    static let pid = FieldDescriptor("pid", "pktap.pid", .unsigned, "process ID")
    static let command = FieldDescriptor("command", "pktap.cmdname", .string, "command name")
    static let serviceClass = FieldDescriptor("service_class", "pktap.svc_class", .unsigned, "service class")
    static let interfaceType = FieldDescriptor("interface_type", "pktap.iftype", .unsigned, "interface type")
    static let interfaceUnit = FieldDescriptor("interface_unit", "pktap.ifunit", .unsigned, "interface unit number")
    static let effectivePID = FieldDescriptor("effective_pid", "pktap.epid", .unsigned, "effective process ID")
    static let effectiveCommand = FieldDescriptor("effective_command", "pktap.ecmdname", .string, "effective command name")

    static var all: [FieldDescriptor] {
        [pktap, headerLength, recordType, linkType, interfaceName, flags, protocolFamily, linkHeaderLength,
         linkTrailerLength, pid, command, serviceClass, interfaceType, interfaceUnit, effectivePID, effectiveCommand]
    }
}
