// Fields of DECnet Phase IV (EtherType 0x6003): the routing layer and NSP.

enum DECnetFields: ProtocolFields {
    static let decnet = FieldDescriptor.layer("decnet", "decnet", "DECnet Phase IV routing layer and NSP")
    static let packetLength = FieldDescriptor("packet_length", "decnet.len", .unsigned,
                                              "length after the 2-byte little-endian length field")
    static let padLength = FieldDescriptor("pad_length", "decnet.pad", .unsigned, "padding before the message (with its first byte)")
    static let flags = FieldDescriptor("flags", "decnet.flags", .hex(digits: 2), "routing flags")
    static let message = FieldDescriptor("message", "decnet.msg", .label,
                                         "routing message: short-data, long-data, init, verification, test, l1-routing, l2-routing, router-hello, endnode-hello, future-version, unknown")
    static let destination = FieldDescriptor("destination", "decnet.dst", .string, "destination node (area.node)")
    static let source = FieldDescriptor("source", "decnet.src", .string, "source node (area.node)")
    static let visits = FieldDescriptor("visits", "decnet.visits", .unsigned, "hops: short header visit count + 1, long header visits")
    static let returnRequested = FieldDescriptor("return_requested", "decnet.rqr", .boolean, "request return to sender (RQR)")
    static let returning = FieldDescriptor("returning", "decnet.rts", .boolean, "returning to sender (RTS)")
    static let intraEthernet = FieldDescriptor("intra_ethernet", "decnet.ie", .boolean, "intra-Ethernet packet (IE)")
    static let nodeInfo = FieldDescriptor("node_info", "decnet.info", .hex(digits: 2),
                                          "routing layer information (node type in the low 2 bits)")
    static let blockSize = FieldDescriptor("block_size", "decnet.blksize", .unsigned, "maximum data link block size")
    static let version = FieldDescriptor("version", "decnet.vers", .unsigned, "version")
    static let eco = FieldDescriptor("eco", "decnet.eco", .unsigned, "ECO number")
    static let userEco = FieldDescriptor("user_eco", "decnet.ueco", .unsigned, "user ECO number")
    static let helloTimer = FieldDescriptor("hello_timer", "decnet.hello", .unsigned, "hello timer (seconds)")
    static let priority = FieldDescriptor("priority", "decnet.priority", .unsigned, "router priority")
    static let router = FieldDescriptor("router", "decnet.router", .string, "designated router (area.node)")
    static let functionValue = FieldDescriptor("function_value", "decnet.fcnval", .unsigned, "verification function value")
    static let testData = FieldDescriptor("test_data", "decnet.test_data", .unsigned, "test data byte")
    static let segments = FieldDescriptor("segments", "decnet.segments", .list, "routing segments (as far as tcpdump reads them)")
    static let count = FieldDescriptor("count", "decnet.segment.count", .unsigned, "entries in the segment")
    static let start = FieldDescriptor("start", "decnet.segment.start", .unsigned, "first node id (level 1) or area (level 2)")
    static let cost = FieldDescriptor("cost", "decnet.segment.cost", .unsigned, "cost of the first entry")
    static let hops = FieldDescriptor("hops", "decnet.segment.hops", .unsigned, "hops of the first entry")
    static let nsp = FieldDescriptor("nsp", "decnet.nsp", .object, "NSP message")
    static let nspFlags = FieldDescriptor("flags", "decnet.nsp.flags", .hex(digits: 2), "NSP message flags (type and subtype)")
    static let nspMessage = FieldDescriptor("message", "decnet.nsp.msg", .label,
                                            "NSP message: data, interrupt, link-service, data-ack, ils-ack, conn-ack, conn-initiate, retrans-conn-initiate, conn-confirm, disconn-initiate, disconn-confirm, reserved")
    static let destinationLink = FieldDescriptor("destination_link", "decnet.nsp.dst", .unsigned, "destination link address")
    static let sourceLink = FieldDescriptor("source_link", "decnet.nsp.src", .unsigned, "source link address")
    static let acknowledge = FieldDescriptor("acknowledge", "decnet.nsp.ack", .unsigned, "acknowledged number (with the ack flag)")
    static let negative = FieldDescriptor("negative", "decnet.nsp.nak", .boolean, "the acknowledgement is negative")
    static let otherAcknowledge = FieldDescriptor("other_acknowledge", "decnet.nsp.ackoth", .unsigned,
                                                  "other channel's acknowledged number")
    static let otherNegative = FieldDescriptor("other_negative", "decnet.nsp.onak", .boolean, "the other acknowledgement is negative")
    static let segment = FieldDescriptor("segment", "decnet.nsp.seg", .unsigned, "segment number")
    static let linkServiceFlags = FieldDescriptor("ls_flags", "decnet.nsp.lsflags", .hex(digits: 2), "link service flags")
    static let flowControlValue = FieldDescriptor("fc_value", "decnet.nsp.fcval", .unsigned, "flow control value")
    static let services = FieldDescriptor("services", "decnet.nsp.services", .hex(digits: 2), "requested services (flow control)")
    static let info = FieldDescriptor("info", "decnet.nsp.info", .hex(digits: 2), "information (NSP version)")
    static let segmentSize = FieldDescriptor("segment_size", "decnet.nsp.segsize", .unsigned, "maximum segment size")
    static let optionalLength = FieldDescriptor("optional_length", "decnet.nsp.optlen", .unsigned, "optional data length")
    static let reason = FieldDescriptor("reason", "decnet.nsp.reason", .unsigned, "disconnect reason code")

    static var all: [FieldDescriptor] {
        [decnet, packetLength, padLength, flags, message, destination, source, visits, returnRequested, returning,
         intraEthernet, nodeInfo, blockSize, version, eco, userEco, helloTimer, priority, router, functionValue, testData,
         segments, count, start, cost, hops, nsp, nspFlags, nspMessage, destinationLink, sourceLink, acknowledge,
         negative, otherAcknowledge, otherNegative, segment, linkServiceFlags, flowControlValue, services, info,
         segmentSize, optionalLength, reason]
    }
}
