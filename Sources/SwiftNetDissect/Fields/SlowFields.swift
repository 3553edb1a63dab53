// Fields of the IEEE slow protocols (EtherType 0x8809): LACP and Marker (IEEE 802.1AX) and
// Ethernet OAM (IEEE 802.3 clause 57).

enum SlowFields: ProtocolFields {
    static let slow = FieldDescriptor.layer("slow", "slow", "IEEE slow protocols: LACP, Marker, Ethernet OAM")
    static let subtype = FieldDescriptor("subtype", "slow.subtype", .unsigned, "slow protocol subtype (1 LACP, 2 Marker, 3 OAM)")
    static let version = FieldDescriptor("version", "slow.version", .unsigned, "LACP or Marker version (1)")
    static let tlvs = FieldDescriptor("tlvs", "slow.tlvs", .list, "the LACP/Marker TLVs, OAM information or link event TLVs in order")
    static let type = FieldDescriptor("type", "slow.tlv.type", .unsigned, "TLV type")
    static let length = FieldDescriptor("length", "slow.tlv.len", .unsigned, "TLV length, its 2-byte header included")
    static let data = FieldDescriptor("data", "slow.tlv.data", .bytes, "the value of a TLV not decoded (or of the wrong length)")
    // LACP actor and partner information (802.1AX 6.4.2.3).
    static let systemPriority = FieldDescriptor("system_priority", "lacp.system_priority", .unsigned, "system priority")
    static let system = FieldDescriptor("system", "lacp.system", .mac, "system id (a MAC)")
    static let key = FieldDescriptor("key", "lacp.key", .unsigned, "operational key")
    static let portPriority = FieldDescriptor("port_priority", "lacp.port_priority", .unsigned, "port priority")
    static let port = FieldDescriptor("port", "lacp.port", .unsigned, "port number")
    static let state = FieldDescriptor("state", "lacp.state", .hex(digits: 2),
                                       "state bits (activity, timeout, aggregation, sync, collecting, distributing, defaulted, expired)")
    static let maxDelay = FieldDescriptor("max_delay", "lacp.collector.max_delay", .unsigned, "collector max delay (tens of microseconds)")
    // Marker information (802.1AX 6.5.3.2).
    static let requesterPort = FieldDescriptor("requester_port", "marker.requester.port", .unsigned, "requester port")
    static let requesterSystem = FieldDescriptor("requester_system", "marker.requester.system", .mac, "requester system")
    static let transactionID = FieldDescriptor("transaction_id", "marker.transaction_id", .hex(digits: 8), "requester transaction id")
    // Ethernet OAM (802.3 57.4).
    static let flags = FieldDescriptor("flags", "oam.flags", .hex(digits: 4),
                                       "OAMPDU flags (link fault, dying gasp, critical event, local/remote evaluating and stable)")
    static let code = FieldDescriptor("code", "oam.code", .unsigned,
                                      "OAMPDU code (0 information, 1 event, 2/3 variable request/response, 4 loopback, 0xfe private)")
    static let oamVersion = FieldDescriptor("oam_version", "oam.info.version", .unsigned, "OAM version of an information TLV")
    static let revision = FieldDescriptor("revision", "oam.info.revision", .unsigned, "information TLV revision")
    static let oamState = FieldDescriptor("state", "oam.info.state", .hex(digits: 2), "state (parser action bits 0-1, mux action bit 2)")
    static let oamConfig = FieldDescriptor("config", "oam.info.config", .hex(digits: 2),
                                           "OAM configuration bits (active, unidirectional, loopback, link events, variable retrieval)")
    static let maxPDUSize = FieldDescriptor("max_pdu_size", "oam.info.max_pdu_size", .unsigned, "largest OAMPDU (bytes)")
    static let oui = FieldDescriptor("oui", "oam.info.oui", .hex(digits: 6), "vendor OUI")
    static let vendorPrivate = FieldDescriptor("vendor_private", "oam.info.vendor_private", .hex(digits: 8), "vendor specific information")
    static let sequence = FieldDescriptor("sequence", "oam.event.sequence", .unsigned, "event notification sequence number")
    static let timestampMilliseconds = FieldDescriptor("timestamp_ms", "oam.event.timestamp", .unsigned,
                                                       "event time stamp (milliseconds; sent in 100 ms units)")
    static let window = FieldDescriptor("window", "oam.event.window", .unsigned, "errored window")
    static let threshold = FieldDescriptor("threshold", "oam.event.threshold", .unsigned, "errored threshold")
    static let errors = FieldDescriptor("errors", "oam.event.errors", .unsigned, "errors in the window")
    static let errorRunningTotal = FieldDescriptor("error_running_total", "oam.event.error_total", .unsigned, "error running total")
    static let eventRunningTotal = FieldDescriptor("event_running_total", "oam.event.event_total", .unsigned, "event running total")
    static let command = FieldDescriptor("command", "oam.loopback.command", .unsigned, "loopback command (1 enable, 2 disable)")

    static var all: [FieldDescriptor] {
        [slow, subtype, version, tlvs, type, length, data, systemPriority, system, key, portPriority, port, state, maxDelay,
         requesterPort, requesterSystem, transactionID, flags, code, oamVersion, revision, oamState, oamConfig, maxPDUSize,
         oui, vendorPrivate, sequence, timestampMilliseconds, window, threshold, errors, errorRunningTotal, eventRunningTotal,
         command]
    }
}
