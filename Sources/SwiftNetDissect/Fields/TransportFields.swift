// Fields of TCP (RFC 9293, options) and UDP (RFC 768).

enum TCPFields: ProtocolFields {
    static let tcp = FieldDescriptor.layer("tcp", "tcp", "Transmission Control Protocol")
    static let sourcePort = FieldDescriptor("source_port", "tcp.srcport", .unsigned, "source port")
    static let destinationPort = FieldDescriptor("destination_port", "tcp.dstport", .unsigned, "destination port")
    static let seq = FieldDescriptor("seq", "tcp.seq_raw", .unsigned, "sequence number (absolute)")
    static let ack = FieldDescriptor("ack", "tcp.ack_raw", .unsigned, "acknowledgment number (absolute)")
    static let headerLength = FieldDescriptor("header_length", "tcp.hdr_len", .unsigned, "header length in bytes")
    static let flags = FieldDescriptor("flags", "tcp.flags", .hex(digits: 3), "flags (12 bits)")
    static let flagNames = FieldDescriptor("flag_names", "tcp.flags.str", .list, "names of the flags set")
    static let flagName = FieldDescriptor("flag", "tcp.flags.str", .label, "FIN, SYN, RST, PSH, ACK, URG, ECE, CWR, AE")
    static let window = FieldDescriptor("window", "tcp.window_size_value", .unsigned, "window (unscaled)")
    static let checksum = FieldDescriptor("checksum", "tcp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "tcp.checksum.status", .boolean,
                                               "checksum verifies (null: not all captured, or a fragment)")
    static let urgentPointer = FieldDescriptor("urgent_pointer", "tcp.urgent_pointer", .unsigned, "urgent pointer")
    static let options = FieldDescriptor("options", "tcp.options", .list, "options")
    static let optionKind = FieldDescriptor("kind", "tcp.option_kind", .unsigned, "option kind")
    static let optionName = FieldDescriptor("name", "tcp.option_name", .label, "option name as tcpdump prints it")
    static let optionLength = FieldDescriptor("length", "tcp.option_len", .unsigned, "option length")
    static let optionValue = FieldDescriptor("value", "tcp.options.value", .unsigned,
                                             "mss, wscale, timestamp value, cc, user timeout")
    static let optionEchoReply = FieldDescriptor("echo_reply", "tcp.options.timestamp.tsecr", .unsigned, "timestamp echo reply")
    static let sackBlocks = FieldDescriptor("blocks", "tcp.options.sack", .list, "SACK blocks [left, right] (absolute)")
    static let sackBlock = FieldDescriptor("block", "tcp.options.sack.block", .list, "one SACK block")
    static let sackEdge = FieldDescriptor("edge", "tcp.options.sack_le", .unsigned, "a SACK block edge")
    static let optionData = FieldDescriptor("data", "tcp.options.data", .bytes, "option data")
    static let optionMalformed = FieldDescriptor("malformed", "tcp.options.malformed", .boolean, "option length is impossible")
    static let payloadLength = FieldDescriptor("payload_length", "tcp.len", .unsigned, "payload bytes captured")

    static var all: [FieldDescriptor] {
        [tcp, sourcePort, destinationPort, seq, ack, headerLength, flags, flagNames, flagName, window, checksum,
         checksumValid, urgentPointer, options, optionKind, optionName, optionLength, optionValue, optionEchoReply,
         sackBlocks, sackBlock, sackEdge, optionData, optionMalformed, payloadLength] + optionDetails
    }
}

enum UDPFields: ProtocolFields {
    static let udp = FieldDescriptor.layer("udp", "udp", "User Datagram Protocol")
    static let sourcePort = FieldDescriptor("source_port", "udp.srcport", .unsigned, "source port")
    static let destinationPort = FieldDescriptor("destination_port", "udp.dstport", .unsigned, "destination port")
    static let length = FieldDescriptor("length", "udp.length", .unsigned, "length field")
    static let checksum = FieldDescriptor("checksum", "udp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "udp.checksum.status", .boolean,
                                               "checksum verifies (null: none over IPv4, not all captured, a fragment)")
    static let payloadLength = FieldDescriptor("payload_length", "udp.payload_len", .unsigned, "payload bytes captured")
    static let fragment = FieldDescriptor("fragment", "udp.fragment", .boolean,
                                          "the datagram continues in later IP fragments")

    static var all: [FieldDescriptor] {
        [udp, sourcePort, destinationPort, length, checksum, checksumValid, payloadLength, fragment]
    }
}
