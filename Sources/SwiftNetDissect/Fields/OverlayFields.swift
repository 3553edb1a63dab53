// Field tables of the tunnel and overlay protocols of issue 12: Geneve, VXLAN-GPE, NSH, OTV,
// L2TP and IPComp (GRE and VXLAN are in AppFields.swift's TunnelFields).

enum GeneveFields: ProtocolFields {
    static let geneve = FieldDescriptor.layer("geneve", "geneve", "Generic Network Virtualization Encapsulation (UDP 6081)")
    static let version = FieldDescriptor("version", "geneve.version", .unsigned, "version (0)")
    static let optionsLength = FieldDescriptor("options_length", "geneve.options_length", .unsigned,
                                               "length of the options in bytes")
    static let flags = FieldDescriptor("flags", "geneve.flags", .hex(digits: 2), "flags byte")
    static let oam = FieldDescriptor("oam", "geneve.flags.oam", .boolean, "O: OAM frame")
    static let critical = FieldDescriptor("critical", "geneve.flags.critical", .boolean, "C: critical options present")
    static let protocolType = FieldDescriptor("protocol", "geneve.proto_type", .unsigned, "EtherType of the payload")
    static let vni = FieldDescriptor("vni", "geneve.vni", .unsigned, "virtual network identifier")
    static let reserved = FieldDescriptor("reserved", "geneve.reserved", .unsigned, "reserved byte after the VNI")
    static let options = FieldDescriptor("options", "geneve.options", .list, "options")
    static let optionClass = FieldDescriptor("class", "geneve.option.class", .hex(digits: 4), "option class")
    static let optionType = FieldDescriptor("type", "geneve.option.type", .hex(digits: 2), "option type")
    static let optionCritical = FieldDescriptor("critical", "geneve.option.critical", .boolean,
                                                "type's high bit: critical option")
    static let optionLength = FieldDescriptor("length", "geneve.option.length", .unsigned,
                                              "option length in bytes, header included")
    static let optionData = FieldDescriptor("data", "geneve.option.data", .bytes, "option data")

    static var all: [FieldDescriptor] {
        [geneve, version, optionsLength, flags, oam, critical, protocolType, vni, reserved, options, optionClass,
         optionType, optionCritical, optionLength, optionData]
    }
}

enum VXLANGPEFields: ProtocolFields {
    static let vxlanGPE = FieldDescriptor.layer("vxlan_gpe", "vxlan_gpe", "VXLAN Generic Protocol Extension (UDP 4790)")
    static let flags = FieldDescriptor("flags", "vxlan_gpe.flags", .hex(digits: 2), "flags byte")
    static let vniValid = FieldDescriptor("vni_valid", "vxlan_gpe.flags.i", .boolean, "I: the VNI is valid")
    static let nextProtocolPresent = FieldDescriptor("next_protocol_present", "vxlan_gpe.flags.p", .boolean,
                                                     "P: the next protocol field is valid")
    static let bip = FieldDescriptor("bum", "vxlan_gpe.flags.b", .boolean, "B: broadcast, unknown unicast or multicast")
    static let oam = FieldDescriptor("oam", "vxlan_gpe.flags.o", .boolean, "O: OAM packet")
    static let nextProtocol = FieldDescriptor("next_protocol", "vxlan_gpe.next_proto", .unsigned,
                                              "1 IPv4, 2 IPv6, 3 Ethernet, 4 NSH, 5 MPLS")
    static let vni = FieldDescriptor("vni", "vxlan_gpe.vni", .unsigned, "VXLAN network identifier")

    static var all: [FieldDescriptor] { [vxlanGPE, flags, vniValid, nextProtocolPresent, bip, oam, nextProtocol, vni] }
}

enum NSHFields: ProtocolFields {
    static let nsh = FieldDescriptor.layer("nsh", "nsh", "Network Service Header (RFC 8300; EtherType 0x894f)")
    static let version = FieldDescriptor("version", "nsh.version", .unsigned, "version (0)")
    static let oam = FieldDescriptor("oam", "nsh.oam", .boolean, "O bit")
    static let ttl = FieldDescriptor("ttl", "nsh.ttl", .unsigned, "time to live")
    static let length = FieldDescriptor("length", "nsh.length", .unsigned, "header length in 4-byte words")
    static let mdType = FieldDescriptor("md_type", "nsh.md_type", .unsigned, "metadata type (1 fixed, 2 TLVs)")
    static let nextProtocol = FieldDescriptor("next_protocol", "nsh.next_proto", .unsigned,
                                              "1 IPv4, 2 IPv6, 3 Ethernet, 4 NSH, 5 MPLS")
    static let servicePathID = FieldDescriptor("service_path_id", "nsh.spi", .hex(digits: 6), "service path identifier")
    static let serviceIndex = FieldDescriptor("service_index", "nsh.si", .unsigned, "service index")
    static let contexts = FieldDescriptor("contexts", "nsh.context", .list, "MD type 1: the four context headers")
    static let context = FieldDescriptor("context", "nsh.context.value", .hex(digits: 8), "a context header")
    static let metadata = FieldDescriptor("metadata", "nsh.metadata", .list, "MD type 2: variable-length context TLVs")
    static let tlvClass = FieldDescriptor("class", "nsh.metadata.class", .unsigned, "metadata class")
    static let tlvType = FieldDescriptor("type", "nsh.metadata.type", .unsigned, "metadata type")
    static let tlvLength = FieldDescriptor("length", "nsh.metadata.length", .unsigned, "value length in bytes")
    static let tlvValue = FieldDescriptor("value", "nsh.metadata.value", .bytes, "value")

    static var all: [FieldDescriptor] {
        [nsh, version, oam, ttl, length, mdType, nextProtocol, servicePathID, serviceIndex, contexts, context,
         metadata, tlvClass, tlvType, tlvLength, tlvValue]
    }
}

enum OTVFields: ProtocolFields {
    static let otv = FieldDescriptor.layer("otv", "otv", "Overlay Transport Virtualization (UDP 8472)")
    static let flags = FieldDescriptor("flags", "otv.flags", .hex(digits: 2), "flags byte")
    static let instanceValid = FieldDescriptor("instance_valid", "otv.flags.i", .boolean, "I: the instance ID is valid")
    static let overlayID = FieldDescriptor("overlay_id", "otv.overlay_id", .unsigned, "overlay identifier")
    static let instanceID = FieldDescriptor("instance_id", "otv.instance_id", .unsigned, "instance identifier")

    static var all: [FieldDescriptor] { [otv, flags, instanceValid, overlayID, instanceID] }
}

enum L2TPFields: ProtocolFields {
    static let l2tp = FieldDescriptor.layer("l2tp", "l2tp", "Layer Two Tunneling Protocol version 2 (UDP 1701)")
    static let flags = FieldDescriptor("flags", "l2tp.flags", .hex(digits: 4), "flags and version word")
    static let control = FieldDescriptor("control", "l2tp.type", .boolean, "T: control message (else data)")
    static let lengthPresent = FieldDescriptor("length_present", "l2tp.length_bit", .boolean, "L bit")
    static let sequencePresent = FieldDescriptor("sequence_present", "l2tp.seq_bit", .boolean, "S bit")
    static let offsetPresent = FieldDescriptor("offset_present", "l2tp.offset_bit", .boolean, "O bit")
    static let priority = FieldDescriptor("priority", "l2tp.priority", .boolean, "P bit")
    static let version = FieldDescriptor("version", "l2tp.version", .unsigned, "version (2 L2TP, 1 L2F)")
    static let length = FieldDescriptor("length", "l2tp.length", .unsigned, "message length (L bit)")
    static let tunnelID = FieldDescriptor("tunnel_id", "l2tp.tunnel", .unsigned, "tunnel ID")
    static let sessionID = FieldDescriptor("session_id", "l2tp.session", .unsigned, "session ID")
    static let ns = FieldDescriptor("ns", "l2tp.Ns", .unsigned, "sequence number sent (S bit)")
    static let nr = FieldDescriptor("nr", "l2tp.Nr", .unsigned, "sequence number expected (S bit)")
    static let offsetSize = FieldDescriptor("offset_size", "l2tp.offset", .unsigned, "offset padding size (O bit)")
    static let zlb = FieldDescriptor("zlb", "l2tp.zlb", .boolean, "control message without AVPs (an acknowledgement)")
    static let avps = FieldDescriptor("avps", "l2tp.avp", .list, "attribute-value pairs")
    static let mandatory = FieldDescriptor("mandatory", "l2tp.avp.mandatory", .boolean, "M bit")
    static let hidden = FieldDescriptor("hidden", "l2tp.avp.hidden", .boolean, "H bit: the value is hidden")
    static let avpLength = FieldDescriptor("length", "l2tp.avp.length", .unsigned, "AVP length, header included")
    static let vendor = FieldDescriptor("vendor", "l2tp.avp.vendor_id", .unsigned, "vendor ID (0: IETF)")
    static let attribute = FieldDescriptor("type", "l2tp.avp.type", .unsigned, "attribute type")
    static let attributeName = FieldDescriptor("name", "l2tp.avp.name", .label, "attribute name as tcpdump prints it")
    static let value = FieldDescriptor("value", "l2tp.avp.value", .bytes, "attribute value")
    static let messageType = FieldDescriptor("message_type", "l2tp.avp.message_type", .unsigned,
                                             "Message Type AVP (1 SCCRQ .. 16 SLI)")
    static let messageName = FieldDescriptor("message", "l2tp.avp.message_name", .label, "message type name")

    static var all: [FieldDescriptor] {
        [l2tp, flags, control, lengthPresent, sequencePresent, offsetPresent, priority, version, length, tunnelID,
         sessionID, ns, nr, offsetSize, zlb, avps, mandatory, hidden, avpLength, vendor, attribute, attributeName,
         value, messageType, messageName]
    }
}

enum IPCompFields: ProtocolFields {
    static let ipcomp = FieldDescriptor.layer("ipcomp", "ipcomp", "IP Payload Compression (RFC 3173; IP 108)")
    static let nextHeader = FieldDescriptor("next_header", "ipcomp.next_header", .unsigned,
                                            "protocol of the compressed payload")
    static let flags = FieldDescriptor("flags", "ipcomp.flags", .hex(digits: 2), "flags (reserved)")
    static let cpi = FieldDescriptor("cpi", "ipcomp.cpi", .hex(digits: 4), "compression parameter index")

    static var all: [FieldDescriptor] { [ipcomp, nextHeader, flags, cpi] }
}
