// Fields of IEEE 1588 PTP version 2 messages (over UDP ports 319/320 and EtherType 0x88f7).

enum PTPFields: ProtocolFields {
    static let ptp = FieldDescriptor.layer("ptp", "ptp", "Precision Time Protocol (IEEE 1588)")
    static let version = FieldDescriptor("version", "ptp.version", .unsigned, "versionPTP byte (2; 0x12 for 2.1)")
    static let transportSpecific = FieldDescriptor("transport_specific", "ptp.transport_specific", .unsigned,
                                                   "transportSpecific / majorSdoId nibble (bit 0x1 the v1-compat bit)")
    static let messageType = FieldDescriptor("message_type", "ptp.message_type", .unsigned,
                                             "0 sync, 1 delay_req, 2 pdelay_req, 3 pdelay_resp, 8 follow_up, 9 delay_resp, 10 pdelay_resp_follow_up, 11 announce, 12 signaling, 13 management")
    static let messageLength = FieldDescriptor("message_length", "ptp.length", .unsigned, "message length, the 34-byte header included")
    static let domain = FieldDescriptor("domain", "ptp.domain", .unsigned, "domain number")
    static let reserved1 = FieldDescriptor("reserved1", "ptp.reserved1", .unsigned, "the byte after the domain (minorSdoId in 1588-2019)")
    static let flags = FieldDescriptor("flags", "ptp.flags", .hex(digits: 4), "flag field (0x0200 two-step, 0x0400 unicast...)")
    static let correctionNanoseconds = FieldDescriptor("correction_ns", "ptp.correction.ns", .unsigned,
                                                       "correction field, whole nanoseconds (upper 48 bits, as tcpdump prints them)")
    static let correctionSubNanoseconds = FieldDescriptor("correction_subns", "ptp.correction.subns", .unsigned,
                                                          "correction field, fractional nanoseconds (lower 16 bits)")
    static let reserved2 = FieldDescriptor("reserved2", "ptp.reserved2", .unsigned, "4 reserved bytes (messageTypeSpecific in 1588-2019)")
    static let clockIdentity = FieldDescriptor("clock_identity", "ptp.clock_identity", .hex(digits: 16), "source port's clock identity")
    static let sourcePort = FieldDescriptor("source_port", "ptp.source_port", .unsigned, "source port number")
    static let sequence = FieldDescriptor("sequence", "ptp.sequence_id", .unsigned, "sequence id")
    static let control = FieldDescriptor("control", "ptp.control", .unsigned, "control field (PTPv1 compatibility: 0 sync ... 5 other)")
    static let logMessageInterval = FieldDescriptor("log_message_interval", "ptp.log_interval", .signed,
                                                    "log2 of the message interval (seconds); 127 none")
    static let timestampSeconds = FieldDescriptor("timestamp_seconds", "ptp.timestamp.seconds", .unsigned,
                                                  "origin, precise origin or receive timestamp: seconds (48 bits)")
    static let timestampNanoseconds = FieldDescriptor("timestamp_nanoseconds", "ptp.timestamp.nanoseconds", .unsigned,
                                                      "the timestamp's nanoseconds")
    static let portClockIdentity = FieldDescriptor("port_clock_identity", "ptp.port_identity.clock", .hex(digits: 16),
                                                   "requesting or target port identity: clock identity")
    static let portNumber = FieldDescriptor("port_number", "ptp.port_identity.port", .unsigned,
                                            "requesting or target port identity: port number")
    static let currentUTCOffset = FieldDescriptor("current_utc_offset", "ptp.announce.utc_offset", .signed, "current UTC offset (seconds)")
    static let grandmasterPriority1 = FieldDescriptor("gm_priority1", "ptp.announce.gm_priority1", .unsigned, "grandmaster priority 1")
    static let grandmasterClockClass = FieldDescriptor("gm_clock_class", "ptp.announce.gm_clock_class", .unsigned, "grandmaster clock class")
    static let grandmasterClockAccuracy = FieldDescriptor("gm_clock_accuracy", "ptp.announce.gm_clock_accuracy", .hex(digits: 2),
                                                          "grandmaster clock accuracy")
    static let grandmasterClockVariance = FieldDescriptor("gm_clock_variance", "ptp.announce.gm_clock_variance", .unsigned,
                                                          "grandmaster offset scaled log variance")
    static let grandmasterPriority2 = FieldDescriptor("gm_priority2", "ptp.announce.gm_priority2", .unsigned, "grandmaster priority 2")
    static let grandmasterIdentity = FieldDescriptor("gm_clock_identity", "ptp.announce.gm_identity", .hex(digits: 16), "grandmaster identity")
    static let stepsRemoved = FieldDescriptor("steps_removed", "ptp.announce.steps_removed", .unsigned, "steps removed")
    static let timeSource = FieldDescriptor("time_source", "ptp.announce.time_source", .hex(digits: 2), "time source (0x20 GPS, 0xa0 internal oscillator...)")
    static let startingBoundaryHops = FieldDescriptor("starting_boundary_hops", "ptp.management.starting_hops", .unsigned,
                                                      "management: starting boundary hops")
    static let boundaryHops = FieldDescriptor("boundary_hops", "ptp.management.hops", .unsigned, "management: boundary hops")
    static let action = FieldDescriptor("action", "ptp.management.action", .unsigned,
                                        "management action (low nibble: 0 GET, 1 SET, 2 RESPONSE, 3 COMMAND, 4 ACKNOWLEDGE)")

    static var all: [FieldDescriptor] {
        [ptp, version, transportSpecific, messageType, messageLength, domain, reserved1, flags, correctionNanoseconds,
         correctionSubNanoseconds, reserved2, clockIdentity, sourcePort, sequence, control, logMessageInterval,
         timestampSeconds, timestampNanoseconds, portClockIdentity, portNumber, currentUTCOffset, grandmasterPriority1,
         grandmasterClockClass, grandmasterClockAccuracy, grandmasterClockVariance, grandmasterPriority2,
         grandmasterIdentity, stepsRemoved, timeSource, startingBoundaryHops, boundaryHops, action]
    }
}
