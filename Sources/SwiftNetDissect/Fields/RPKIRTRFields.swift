// Fields of the RPKI to Router protocol (RFC 6810, TCP 323) as tcpdump 4.99.3 decodes it.

/// RPKI-RTR's layer and the fields of each PDU (an Error Report nests the PDU it quotes).
enum RPKIRTRFields: ProtocolFields {
    static let rpkiRTR = FieldDescriptor.layer("rpki_rtr", "rpki_rtr", "RPKI to Router protocol (TCP 323)")
    static let pdus = FieldDescriptor("pdus", "rpki_rtr.pdu", .list, "the PDUs of the segment, in order")
    static let version = FieldDescriptor("version", "rpki_rtr.version", .unsigned,
                                         "protocol version (tcpdump 4.99.3 decodes 0 only)")
    static let type = FieldDescriptor("type", "rpki_rtr.pdu_type", .unsigned,
                                      "PDU type (0 serial notify, 1 serial query, 2 reset query, 3 cache response, 4 IPv4 prefix, 6 IPv6 prefix, 7 end of data, 8 cache reset, 10 error report)")
    static let typeName = FieldDescriptor("type_name", "rpki_rtr.pdu_type_name", .label, "PDU type name")
    static let length = FieldDescriptor("length", "rpki_rtr.length", .unsigned, "PDU length, header included")
    static let sessionID = FieldDescriptor("session_id", "rpki_rtr.session_id", .hex(digits: 4), "session ID")
    static let serial = FieldDescriptor("serial", "rpki_rtr.serial", .unsigned, "serial number")
    static let flags = FieldDescriptor("flags", "rpki_rtr.flags", .hex(digits: 2), "prefix flags (bit 0: announcement)")
    static let prefixLength = FieldDescriptor("prefix_length", "rpki_rtr.prefix_length", .unsigned, "prefix length")
    static let maxLength = FieldDescriptor("max_length", "rpki_rtr.max_length", .unsigned, "maximum prefix length")
    static let ipv4Prefix = FieldDescriptor("ipv4_prefix", "rpki_rtr.ipv4_prefix", .ipv4, "IPv4 prefix")
    static let ipv6Prefix = FieldDescriptor("ipv6_prefix", "rpki_rtr.ipv6_prefix", .ipv6, "IPv6 prefix")
    static let originAS = FieldDescriptor("origin_as", "rpki_rtr.as", .unsigned, "origin autonomous system")
    static let errorCode = FieldDescriptor("error_code", "rpki_rtr.error_code", .unsigned, "error code")
    static let errorName = FieldDescriptor("error_name", "rpki_rtr.error_code_name", .label, "error code name")
    static let encapsulatedLength = FieldDescriptor("encapsulated_length", "rpki_rtr.encapsulated_pdu_length",
                                                    .unsigned, "length of the quoted erroneous PDU")
    static let encapsulated = FieldDescriptor("encapsulated", "rpki_rtr.encapsulated_pdu", .list,
                                              "the erroneous PDU an Error Report quotes (one entry)")
    static let textLength = FieldDescriptor("text_length", "rpki_rtr.error_text_length", .unsigned,
                                            "length of the error text")
    static let errorText = FieldDescriptor("error_text", "rpki_rtr.error_text", .string, "error diagnostic text")

    static var all: [FieldDescriptor] {
        [rpkiRTR, pdus, version, type, typeName, length, sessionID, serial, flags, prefixLength, maxLength,
         ipv4Prefix, ipv6Prefix, originAS, errorCode, errorName, encapsulatedLength, encapsulated, textLength,
         errorText]
    }
}
