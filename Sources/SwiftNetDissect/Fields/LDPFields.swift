// Fields of LDP (RFC 5036) as tcpdump's ldp_print walks it.

enum LDPFields: ProtocolFields {
    static let ldp = FieldDescriptor.layer("ldp", "ldp", "Label Distribution Protocol")
    static let pdus = FieldDescriptor("pdus", "ldp.pdu", .list, "LDP PDUs in this payload")
    static let version = FieldDescriptor("version", "ldp.hdr.version", .unsigned, "protocol version")
    static let pduLength = FieldDescriptor("pdu_length", "ldp.hdr.pdu_len", .unsigned, "PDU length")
    static let lsrID = FieldDescriptor("lsr_id", "ldp.hdr.ldpid.lsr", .ipv4, "LSR id")
    static let labelSpace = FieldDescriptor("label_space", "ldp.hdr.ldpid.lsid", .unsigned, "label space id")
    static let messages = FieldDescriptor("messages", "ldp.msg", .list, "messages (with -v)")
    static let messageType = FieldDescriptor("type", "ldp.msg.type", .hex(digits: 4), "message type")
    static let messageLength = FieldDescriptor("length", "ldp.msg.len", .unsigned, "message length")
    static let messageID = FieldDescriptor("id", "ldp.msg.id", .hex(digits: 8), "message id")
    static let tlvs = FieldDescriptor("tlvs", "ldp.msg.tlv", .list, "TLVs")
    static let tlvType = FieldDescriptor("type", "ldp.msg.tlv.type", .hex(digits: 4), "TLV type")
    static let tlvLength = FieldDescriptor("length", "ldp.msg.tlv.len", .unsigned, "TLV length")
    static let holdTime = FieldDescriptor("hold_time", "ldp.msg.tlv.hello.hold", .unsigned, "hello hold time in seconds")
    static let transportAddress = FieldDescriptor("transport_address", "ldp.msg.tlv.ipv4.taddr", .ipv4, "IPv4 transport address")
    static let transportAddress6 = FieldDescriptor("transport_address6", "ldp.msg.tlv.ipv6.taddr", .ipv6, "IPv6 transport address")
    static let fecType = FieldDescriptor("fec_type", "ldp.msg.tlv.fec.type", .unsigned, "FEC element type")
    static let label = FieldDescriptor("label", "ldp.msg.tlv.label", .unsigned, "generic label")
    static let statusCode = FieldDescriptor("status", "ldp.msg.tlv.status.data", .hex(digits: 8), "status code")

    static var all: [FieldDescriptor] {
        [ldp, pdus, version, pduLength, lsrID, labelSpace, messages, messageType, messageLength, messageID, tlvs,
         tlvType, tlvLength, holdTime, transportAddress, transportAddress6, fecType, label, statusCode]
    }
}
