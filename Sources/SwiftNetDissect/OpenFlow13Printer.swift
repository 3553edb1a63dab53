// OpenFlow 1.3 (wire version 4) as far as tcpdump 4.99's print-openflow-1.3.c prints it: every
// message type's name and length rule, and at -v the bodies of HELLO (its elements), ERROR (every
// error type's code table), ECHO, EXPERIMENTER, FEATURES_REPLY, the switch config messages,
// TABLE_MOD, PORT_MOD, PORT_STATUS, QUEUE_GET_CONFIG_REQUEST, ROLE and ASYNC messages.
// tcpdump 4.99 prints no body for PACKET_IN/OUT, FLOW_MOD, GROUP_MOD, METER_MOD, MULTIPART or
// QUEUE_GET_CONFIG_REPLY (so no OXM match fields or instructions either): only their headers.

enum OpenFlow13 {
    static let messageNames: [StaticString] = [
        "HELLO", "ERROR", "ECHO_REQUEST", "ECHO_REPLY", "EXPERIMENTER", "FEATURES_REQUEST", "FEATURES_REPLY",
        "GET_CONFIG_REQUEST", "GET_CONFIG_REPLY", "SET_CONFIG", "PACKET_IN", "FLOW_REMOVED", "PORT_STATUS",
        "PACKET_OUT", "FLOW_MOD", "GROUP_MOD", "PORT_MOD", "TABLE_MOD", "MULTIPART_REQUEST", "MULTIPART_REPLY",
        "BARRIER_REQUEST", "BARRIER_REPLY", "QUEUE_GET_CONFIG_REQUEST", "QUEUE_GET_CONFIG_REPLY", "ROLE_REQUEST",
        "ROLE_REPLY", "GET_ASYNC_REQUEST", "GET_ASYNC_REPLY", "SET_ASYNC", "METER_MOD",
    ]

    static let errorTypeNames: [StaticString] = [
        "HELLO_FAILED", "BAD_REQUEST", "BAD_ACTION", "BAD_INSTRUCTION", "BAD_MATCH", "FLOW_MOD_FAILED",
        "GROUP_MOD_FAILED", "PORT_MOD_FAILED", "TABLE_MOD_FAILED", "QUEUE_OP_FAILED", "SWITCH_CONFIG_FAILED",
        "ROLE_REQUEST_FAILED", "METER_MOD_FAILED", "TABLE_FEATURES_FAILED",
    ]

    /// of13_ofpet2tokary: each error type's code names, in code order.
    static let errorCodeNames: [[StaticString]] = [
        ["INCOMPATIBLE", "EPERM"],
        ["BAD_VERSION", "BAD_TYPE", "BAD_MULTIPART", "BAD_EXPERIMENTER", "BAD_EXP_TYPE", "EPERM", "BAD_LEN",
         "BUFFER_EMPTY", "BUFFER_UNKNOWN", "BAD_TABLE_ID", "IS_SLAVE", "BAD_PORT", "BAD_PACKET",
         "MULTIPART_BUFFER_OVERFLOW"],
        ["BAD_TYPE", "BAD_LEN", "BAD_EXPERIMENTER", "BAD_EXP_TYPE", "BAD_OUT_PORT", "BAD_ARGUMENT", "EPERM",
         "TOO_MANY", "BAD_QUEUE", "BAD_OUT_GROUP", "MATCH_INCONSISTENT", "UNSUPPORTED_ORDER", "BAD_TAG",
         "BAD_SET_TYPE", "BAD_SET_LEN", "BAD_SET_ARGUMENT"],
        ["UNKNOWN_INST", "UNSUP_INST", "BAD_TABLE_ID", "UNSUP_METADATA", "UNSUP_METADATA_MASK", "BAD_EXPERIMENTER",
         "BAD_EXP_TYPE", "BAD_LEN", "EPERM"],
        ["BAD_TYPE", "BAD_LEN", "BAD_TAG", "BAD_DL_ADDR_MASK", "BAD_NW_ADDR_MASK", "BAD_WILDCARDS", "BAD_FIELD",
         "BAD_VALUE", "BAD_MASK", "BAD_PREREQ", "DUP_FIELD", "EPERM"],
        ["UNKNOWN", "TABLE_FULL", "BAD_TABLE_ID", "OVERLAP", "EPERM", "BAD_TIMEOUT", "BAD_COMMAND", "BAD_FLAGS"],
        ["GROUP_EXISTS", "INVALID_GROUP", "WEIGHT_UNSUPPORTED", "OUT_OF_GROUPS", "OUT_OF_BUCKETS",
         "CHAINING_UNSUPPORTED", "WATCH_UNSUPPORTED", "LOOP", "UNKNOWN_GROUP", "CHAINED_GROUP", "BAD_TYPE",
         "BAD_COMMAND", "BAD_BUCKET", "BAD_MATCH", "EPERM"],
        ["BAD_PORT", "BAD_HW_ADDR", "BAD_CONFIG", "BAD_ADVERTISE", "EPERM"],
        ["BAD_TABLE", "BAD_CONFIG", "EPERM"],
        ["BAD_PORT", "BAD_QUEUE", "EPERM"],
        ["BAD_FLAGS", "BAD_LEN", "EPERM"],
        ["STALE", "UNSUP", "BAD_ROLE"],
        ["UNKNOWN", "METER_EXISTS", "INVALID_METER", "UNKNOWN_METER", "BAD_COMMAND", "BAD_FLAGS", "BAD_RATE",
         "BAD_BURST", "BAD_BAND", "BAD_BAND_VALUE", "OUT_OF_METERS", "OUT_OF_BANDS"],
        ["BAD_TABLE", "BAD_METADATA", "BAD_TYPE", "BAD_LEN", "BAD_ARGUMENT", "EPERM"],
    ]

    /// ofpp_str (32-bit port numbers).
    static func portName(_ port: UInt32) -> StaticString? {
        switch port {
        case 0xffff_ff00: "MAX"
        case 0xffff_fff8: "IN_PORT"
        case 0xffff_fff9: "TABLE"
        case 0xffff_fffa: "NORMAL"
        case 0xffff_fffb: "FLOOD"
        case 0xffff_fffc: "ALL"
        case 0xffff_fffd: "CONTROLLER"
        case 0xffff_fffe: "LOCAL"
        case 0xffff_ffff: "ANY"
        default: nil
        }
    }

    static let capabilityBits: [(UInt32, StaticString)] = [
        (1 << 0, "FLOW_STATS"), (1 << 1, "TABLE_STATS"), (1 << 2, "PORT_STATS"), (1 << 3, "GROUP_STATS"),
        (1 << 5, "IP_REASM"), (1 << 6, "QUEUE_STATS"), (1 << 8, "PORT_BLOCKED"),
    ]
    static let capabilityUnassigned: UInt32 = ~UInt32(0x16f)

    static let portConfigBits: [(UInt32, StaticString)] = [
        (1 << 0, "PORT_DOWN"), (1 << 2, "NO_RECV"), (1 << 5, "NO_FWD"), (1 << 6, "NO_PACKET_IN"),
    ]
    static let portConfigUnassigned: UInt32 = ~UInt32(0x65)

    static let portStateBits: [(UInt32, StaticString)] = [(1 << 0, "LINK_DOWN"), (1 << 1, "BLOCKED"), (1 << 2, "LIVE")]
    static let portStateUnassigned: UInt32 = ~UInt32(0x7)

    static let portFeatureBits: [(UInt32, StaticString)] = [
        (1 << 0, "10MB_HD"), (1 << 1, "10MB_FD"), (1 << 2, "100MB_HD"), (1 << 3, "100MB_FD"), (1 << 4, "1GB_HD"),
        (1 << 5, "1GB_FD"), (1 << 6, "10GB_FD"), (1 << 7, "40GB_FD"), (1 << 8, "100GB_FD"), (1 << 9, "1TB_FD"),
        (1 << 10, "OTHER"), (1 << 11, "COPPER"), (1 << 12, "FIBER"), (1 << 13, "AUTONEG"), (1 << 14, "PAUSE"),
        (1 << 15, "PAUSE_ASYM"),
    ]
    static let portFeatureUnassigned: UInt32 = ~UInt32(0xffff)

    static let versionBits: [(UInt32, StaticString)] = [
        (1 << 0, "1.0"), (1 << 1, "1.1"), (1 << 2, "1.2"), (1 << 3, "1.3"), (1 << 4, "1.4"), (1 << 5, "1.5"),
    ]
    static let versionUnassigned: UInt32 = ~UInt32(0x3f)

    static let packetInReasonBits: [(UInt32, StaticString)] = [
        (1 << 0, "NO_MATCH"), (1 << 1, "ACTION"), (1 << 2, "INVALID_TTL"),
    ]
    static let portReasonBits: [(UInt32, StaticString)] = [(1 << 0, "ADD"), (1 << 1, "DELETE"), (1 << 2, "MODIFY")]
    static let asyncUnassigned: UInt32 = ~UInt32(0x7)
}

extension Dissection {
    /// of13_msgtypeinfo: name, body length rule and whether tcpdump has a body printer.
    static func of13MessageType(_ type: UInt8) -> OpenFlowMessageType? {
        guard type < OpenFlow13.messageNames.count else { return nil }
        let name = OpenFlow13.messageNames[Int(type)]
        switch type {
        case 0, 2, 3: return OpenFlowMessageType(name: name, rule: .any, decoded: true)
        case 1: return OpenFlowMessageType(name: name, rule: .atLeast(4), decoded: true)
        case 4: return OpenFlowMessageType(name: name, rule: .atLeast(8), decoded: true)
        case 5, 7, 20, 21, 26: return OpenFlowMessageType(name: name, rule: .exactly(0), decoded: false)
        case 6: return OpenFlowMessageType(name: name, rule: .exactly(24), decoded: true)
        case 8, 9: return OpenFlowMessageType(name: name, rule: .exactly(4), decoded: true)
        case 12: return OpenFlowMessageType(name: name, rule: .exactly(72), decoded: true)
        case 16: return OpenFlowMessageType(name: name, rule: .exactly(32), decoded: true)
        case 17: return OpenFlowMessageType(name: name, rule: .exactly(8), decoded: true)
        case 22: return OpenFlowMessageType(name: name, rule: .exactly(8), decoded: true)
        case 24, 25: return OpenFlowMessageType(name: name, rule: .exactly(16), decoded: true)
        case 27, 28: return OpenFlowMessageType(name: name, rule: .exactly(24), decoded: true)
        default: return OpenFlowMessageType(name: name, rule: .any, decoded: false)
        }
    }

    /// The body printer of OpenFlow 1.3 message `type` (one tcpdump has a decoder for).
    mutating func of13Body(at cp: Int, length: Int, type: UInt8) throws(Truncated) {
        switch type {
        case 0: try of13HelloElements(at: cp, length: length)
        case 1: try of13Error(at: cp, length: length)
        case 2, 3: try ofData(at: cp, length: length)
        case 4:
            let experimenter = try u32(cp)
            report(OpenFlowFields.vendor, experimenter)
            put("\n\t experimenter 0x"); put(hex: experimenter, digits: 8)
            put(" ("); ofVendorName(experimenter); put(")")
            ofPutHex(", exp_type 0x", try u32(cp + 4), digits: 8)
            try ofData(at: cp + 8, length: length - 8)
        case 6:
            let dpid = try u64(cp)
            report(OpenFlowFields.datapathID, dpid)
            put("\n\t dpid 0x"); put(hex: dpid, digits: 16)
            ofPut(", n_buffers ", try u32(cp + 8))
            ofPut(", n_tables ", try u8(cp + 12))
            ofPut(", auxiliary_id ", try u8(cp + 13))
            try of13Word("\n\t capabilities ", at: cp + 16, OpenFlow13.capabilityBits,
                         unassigned: OpenFlow13.capabilityUnassigned)
            try check(4, at: cp + 20)
        case 8, 9:
            let flags = try u16(cp)
            put("\n\t flags ")
            switch flags {
            case 0: put("FRAG_NORMAL")
            case 1: put("FRAG_DROP")
            case 2: put("FRAG_REASM")
            default: ofInvalidCode(flags, digits: 4)
            }
            let miss = try u16(cp + 2)
            put(", miss_send_len ")
            switch miss {
            case 0xffe5: put("MAX")
            case 0xffff: put("NO_BUFFER")
            default: put(decimal: miss)
            }
        case 12:
            let reason = try u8(cp)
            put("\n\t reason ")
            switch reason {
            case 0: put("ADD")
            case 1: put("DELETE")
            case 2: put("MODIFY")
            // tcpdump's format string here lacks its `%` (prints the text as is).
            default: put("invalid (0x02x)")
            }
            try of13Port(at: cp + 8)
        case 16:
            try of13PortNumber("\n\t port_no ", at: cp)
            try ofMAC(", hw_addr ", at: cp + 8)
            try of13Word("\n\t  config ", at: cp + 16, OpenFlow13.portConfigBits,
                         unassigned: OpenFlow13.portConfigUnassigned)
            try of13Word("\n\t  mask ", at: cp + 20, OpenFlow13.portConfigBits,
                         unassigned: OpenFlow13.portConfigUnassigned)
            try of13Word("\n\t  advertise ", at: cp + 24, OpenFlow13.portFeatureBits,
                         unassigned: OpenFlow13.portFeatureUnassigned)
            try check(4, at: cp + 28)
        case 17:
            let table = try u8(cp)
            put("\n\t table_id ")
            switch table {
            case 0xfe: put("MAX")
            case 0xff: put("ALL")
            default: put(decimal: table)
            }
            ofPutHex(", config 0x", try u32(cp + 4), digits: 8)
        case 22:
            try of13PortNumber("\n\t port ", at: cp)
            try check(4, at: cp + 4)
        case 24, 25:
            let role = try u32(cp)
            put("\n\t role ")
            switch role {
            case 0: put("NOCHANGE")
            case 1: put("EQUAL")
            case 2: put("MASTER")
            case 3: put("SLAVE")
            default: ofInvalidCode(role, digits: 8)
            }
            try ofHex64(", generation_id ", at: cp + 8)
        case 27, 28:
            try of13Word("\n\t packet_in_mask[EM] ", at: cp, OpenFlow13.packetInReasonBits,
                         unassigned: OpenFlow13.asyncUnassigned)
            try of13Word("\n\t packet_in_mask[S] ", at: cp + 4, OpenFlow13.packetInReasonBits,
                         unassigned: OpenFlow13.asyncUnassigned)
            try of13Word("\n\t port_status_mask[EM] ", at: cp + 8, OpenFlow13.portReasonBits,
                         unassigned: OpenFlow13.asyncUnassigned)
            try of13Word("\n\t port_status_mask[S] ", at: cp + 12, OpenFlow13.portReasonBits,
                         unassigned: OpenFlow13.asyncUnassigned)
            try of13Word("\n\t flow_removed_mask[EM] ", at: cp + 16, OpenFlow13.portReasonBits,
                         unassigned: OpenFlow13.asyncUnassigned)
            try of13Word("\n\t flow_removed_mask[S] ", at: cp + 20, OpenFlow13.portReasonBits,
                         unassigned: OpenFlow13.asyncUnassigned)
        default:
            try check(length, at: cp)
        }
    }

    private mutating func of13Word(_ label: StaticString, at index: Int, _ table: [(UInt32, StaticString)],
                                   unassigned: UInt32) throws(Truncated) {
        let value = try u32(index)
        put(label); put("0x"); put(hex: value, digits: 8)
        ofBitmap(value, table, unassigned: unassigned)
    }

    /// tok2str(ofpp_str, "%u", port) over a 32-bit port number.
    private mutating func of13PortNumber(_ label: StaticString, at index: Int) throws(Truncated) {
        let port = try u32(index)
        put(label)
        if let name = OpenFlow13.portName(port) { put(name) } else { put(decimal: port) }
    }

    /// of13_port_print: one 64-byte port description.
    private mutating func of13Port(at start: Int) throws(Truncated) {
        try of13PortNumber("\n\t  port_no ", at: start)
        try ofMAC(", hw_addr ", at: start + 8)
        put(", name '"); try ofText(at: start + 16, count: 16, stopAtNUL: true); put("'")
        let cp = start + 32
        guard verbose >= 2 else { return try check(32, at: cp) }
        try of13Word("\n\t   config ", at: cp, OpenFlow13.portConfigBits, unassigned: OpenFlow13.portConfigUnassigned)
        try of13Word("\n\t   state ", at: cp + 4, OpenFlow13.portStateBits, unassigned: OpenFlow13.portStateUnassigned)
        try of13Word("\n\t   curr ", at: cp + 8, OpenFlow13.portFeatureBits, unassigned: OpenFlow13.portFeatureUnassigned)
        try of13Word("\n\t   advertised ", at: cp + 12, OpenFlow13.portFeatureBits,
                     unassigned: OpenFlow13.portFeatureUnassigned)
        try of13Word("\n\t   supported ", at: cp + 16, OpenFlow13.portFeatureBits,
                     unassigned: OpenFlow13.portFeatureUnassigned)
        try of13Word("\n\t   peer ", at: cp + 20, OpenFlow13.portFeatureBits, unassigned: OpenFlow13.portFeatureUnassigned)
        ofPut("\n\t   curr_speed ", try u32(cp + 24)); put("kbps")
        ofPut("\n\t   max_speed ", try u32(cp + 28)); put("kbps")
    }

    /// of13_hello_elements_print: only a single-word VERSIONBITMAP element is decoded.
    private mutating func of13HelloElements(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 4 else {
                reportMalformed("hello element cut")
                putInvalid()
                return try check(len, at: cp)
            }
            let type = try u16(cp)
            put("\n\t type ")
            if type == 1 { put("VERSIONBITMAP") } else { put("unknown (0x"); put(hex: type, digits: 4); put(")") }
            let elementLength = Int(try u16(cp + 2))
            cp += 4; len -= 4
            put(", length "); put(decimal: elementLength)
            guard elementLength >= 4, elementLength <= len + 4 else {
                reportMalformed("hello element length wrong")
                putInvalid()
                return try check(len, at: cp)
            }
            if type == 1 && elementLength == 8 {
                let bitmap = try u32(cp)
                put(", bitmap 0x"); put(hex: bitmap, digits: 8)
                ofBitmap(bitmap, OpenFlow13.versionBits, unassigned: OpenFlow13.versionUnassigned)
            } else {
                if type == 1 { put(" (bogus)") }
                try check(elementLength - 4, at: cp)
            }
            cp += elementLength - 4; len -= elementLength - 4
        }
    }

    private mutating func of13Error(at start: Int, length: Int) throws(Truncated) {
        let type = try u16(start)
        report(OpenFlowFields.errorType, type)
        put("\n\t type ")
        if type < OpenFlow13.errorTypeNames.count {
            put(OpenFlow13.errorTypeNames[Int(type)])
        } else if type == 0xffff {
            put("EXPERIMENTER")
        } else {
            ofInvalidCode(type, digits: 4)
        }
        let code = try u16(start + 2)
        report(OpenFlowFields.errorCode, code)
        put(", code ")
        if type < OpenFlow13.errorCodeNames.count, code < OpenFlow13.errorCodeNames[Int(type)].count {
            put(OpenFlow13.errorCodeNames[Int(type)][Int(code)])
        } else {
            ofInvalidCode(code, digits: 4)
        }
        try ofData(at: start + 4, length: length - 4)
    }
}
