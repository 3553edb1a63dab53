// Fields of the Datagram Congestion Control Protocol (RFC 4340).

enum DCCPFields: ProtocolFields {
    static let dccp = FieldDescriptor.layer("dccp", "dccp", "Datagram Congestion Control Protocol")
    static let sourcePort = FieldDescriptor("source_port", "dccp.srcport", .unsigned, "source port")
    static let destinationPort = FieldDescriptor("destination_port", "dccp.dstport", .unsigned, "destination port")
    static let headerLength = FieldDescriptor("header_length", "dccp.data_offset", .unsigned,
                                              "header length in bytes (data offset times 4)")
    static let ccval = FieldDescriptor("ccval", "dccp.ccval", .unsigned, "CCVal, for the sender's CCID")
    static let checksumCoverage = FieldDescriptor("checksum_coverage", "dccp.cscov", .unsigned,
                                                  "CsCov (0: the whole packet is covered)")
    static let checksum = FieldDescriptor("checksum", "dccp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "dccp.checksum.status", .boolean,
                                               "checksum verifies (null: not all captured, or a fragment)")
    static let type = FieldDescriptor("type", "dccp.type", .unsigned, "packet type")
    static let typeName = FieldDescriptor("type_name", "dccp.type_name", .label,
                                          "packet type as tcpdump names it (DCCP-Request ...), or unknown")
    static let extendedSequence = FieldDescriptor("extended_sequence", "dccp.x", .boolean,
                                                  "X: 48-bit sequence numbers (else 24-bit)")
    static let sequence = FieldDescriptor("seq", "dccp.seq", .unsigned, "sequence number")
    static let ack = FieldDescriptor("ack", "dccp.ack", .unsigned, "acknowledgement number")
    static let serviceCode = FieldDescriptor("service_code", "dccp.service_code", .unsigned,
                                             "service code (Request, Response)")
    static let resetCode = FieldDescriptor("reset_code", "dccp.reset_code", .unsigned, "reset code")
    static let resetName = FieldDescriptor("reset_name", "dccp.reset_name", .label,
                                           "reset code as tcpdump names it (closed, too_busy ...), or invalid")
    static let resetData = FieldDescriptor("reset_data", "dccp.reset_data", .bytes, "the reset's three data bytes")
    static let options = FieldDescriptor("options", "dccp.options", .list, "options (walked with -vv)")
    static let optionType = FieldDescriptor("type", "dccp.option_type", .unsigned, "option type")
    static let optionName = FieldDescriptor("name", "dccp.option_name", .label,
                                            "option name as tcpdump prints it; ccid for 128 and up, unknown")
    static let optionLength = FieldDescriptor("length", "dccp.option_len", .unsigned, "option length (1 below type 32)")
    static let feature = FieldDescriptor("feature", "dccp.feature_number", .unsigned,
                                         "feature number (Change/Confirm L/R)")
    static let featureName = FieldDescriptor("feature_name", "dccp.feature_name", .label,
                                             "feature name as tcpdump prints it (ccid, sequence_window ...)")
    static let optionValue = FieldDescriptor("value", "dccp.option_value", .unsigned,
                                             "timestamp, timestamp echo, elapsed time, or a CCID option's number")
    static let elapsedTime = FieldDescriptor("elapsed_time", "dccp.elapsed_time", .unsigned,
                                             "elapsed time carried in a timestamp echo")
    static let optionData = FieldDescriptor("data", "dccp.option_data", .bytes, "option data after type and length")

    static var all: [FieldDescriptor] {
        [dccp, sourcePort, destinationPort, headerLength, ccval, checksumCoverage, checksum, checksumValid, type,
         typeName, extendedSequence, sequence, ack, serviceCode, resetCode, resetName, resetData, options,
         optionType, optionName, optionLength, feature, featureName, optionValue, elapsedTime, optionData]
    }
}
