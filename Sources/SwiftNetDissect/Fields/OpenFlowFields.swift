// OpenFlow (TCP 6633 and 6653): the common header of every message in a segment, and the few body
// values each message type leads with.

/// OpenFlow's layer and the fields of each message.
enum OpenFlowFields: ProtocolFields {
    static let openflow = FieldDescriptor.layer("openflow", "openflow", "OpenFlow (TCP 6633/6653)")
    static let messages = FieldDescriptor("messages", "openflow.messages", .list,
                                          "every message of the segment, in order")
    static let version = FieldDescriptor("version", "openflow.version", .unsigned,
                                         "wire version: 1 is OpenFlow 1.0, 4 is 1.3")
    static let type = FieldDescriptor("type", "openflow.type", .unsigned, "message type code")
    static let typeName = FieldDescriptor("type_name", "openflow.type_name", .label,
                                          "HELLO, FLOW_MOD..., as tcpdump names the version's types")
    static let length = FieldDescriptor("length", "openflow.length", .unsigned, "message length with the header")
    static let xid = FieldDescriptor("xid", "openflow.xid", .hex(digits: 8), "transaction id")
    static let bodyLength = FieldDescriptor("body_length", "openflow.body_length", .unsigned,
                                            "message bytes after the 8-byte header")
    static let errorType = FieldDescriptor("error_type", "openflow.error.type", .unsigned, "ERROR: error type")
    static let errorCode = FieldDescriptor("error_code", "openflow.error.code", .unsigned, "ERROR: error code")
    static let vendor = FieldDescriptor("vendor", "openflow.vendor", .hex(digits: 8),
                                        "VENDOR/EXPERIMENTER: an OUI or ONF experimenter id")
    static let datapathID = FieldDescriptor("datapath_id", "openflow.datapath_id", .hex(digits: 16),
                                            "FEATURES_REPLY: the switch's datapath id")
    static let statsType = FieldDescriptor("stats_type", "openflow.stats_type", .unsigned,
                                           "STATS_REQUEST/REPLY (1.0): the statistics kind")

    static var all: [FieldDescriptor] {
        [openflow, messages, version, type, typeName, length, xid, bodyLength, errorType, errorCode, vendor,
         datapathID, statsType]
    }
}
