// OpenFlow 1.0's message types and the words tcpdump 4.99's print-openflow-1.0.c prints for its
// codes and bits (the names are the specification's OFPT_/OFPP_/OFPAT_... without the prefix).

enum OpenFlow10 {
    static let bsnSubtypes: [StaticString] = [
        "SET_IP_MASK", "GET_IP_MASK_REQUEST", "GET_IP_MASK_REPLY", "SET_MIRRORING", "GET_MIRRORING_REQUEST",
        "GET_MIRRORING_REPLY", "SHELL_COMMAND", "SHELL_OUTPUT", "SHELL_STATUS", "GET_INTERFACES_REQUEST",
        "GET_INTERFACES_REPLY", "SET_PKTIN_SUPPRESSION_REQUEST", "SET_L2_TABLE_REQUEST", "GET_L2_TABLE_REQUEST",
        "GET_L2_TABLE_REPLY", "VIRTUAL_PORT_CREATE_REQUEST", "VIRTUAL_PORT_CREATE_REPLY",
        "VIRTUAL_PORT_REMOVE_REQUEST", "BW_ENABLE_SET_REQUEST", "BW_ENABLE_GET_REQUEST", "BW_ENABLE_GET_REPLY",
        "BW_CLEAR_DATA_REQUEST", "BW_CLEAR_DATA_REPLY", "BW_ENABLE_SET_REPLY", "SET_L2_TABLE_REPLY",
        "SET_PKTIN_SUPPRESSION_REPLY", "VIRTUAL_PORT_REMOVE_REPLY", "HYBRID_GET_REQUEST", "HYBRID_GET_REPLY",
    ]

    /// bsn_subtype_str (29 and 30 are unassigned).
    static func bsnSubtypeName(_ subtype: UInt32) -> StaticString? {
        if subtype < UInt32(bsnSubtypes.count) { return bsnSubtypes[Int(subtype)] }
        switch subtype {
        case 31: return "PDU_TX_REQUEST"
        case 32: return "PDU_TX_REPLY"
        case 33: return "PDU_RX_REQUEST"
        case 34: return "PDU_RX_REPLY"
        case 35: return "PDU_RX_TIMEOUT"
        default: return nil
        }
    }

    /// ofpp_str: the reserved port numbers.
    static func portName(_ port: UInt16) -> StaticString? {
        switch port {
        case 0xff00: "MAX"
        case 0xfff8: "IN_PORT"
        case 0xfff9: "TABLE"
        case 0xfffa: "NORMAL"
        case 0xfffb: "FLOOD"
        case 0xfffc: "ALL"
        case 0xfffd: "CONTROLLER"
        case 0xfffe: "LOCAL"
        case 0xffff: "NONE"
        default: nil
        }
    }

    /// ofpat_str.
    static func actionName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0: "OUTPUT"
        case 1: "SET_VLAN_VID"
        case 2: "SET_VLAN_PCP"
        case 3: "STRIP_VLAN"
        case 4: "SET_DL_SRC"
        case 5: "SET_DL_DST"
        case 6: "SET_NW_SRC"
        case 7: "SET_NW_DST"
        case 8: "SET_NW_TOS"
        case 9: "SET_TP_SRC"
        case 10: "SET_TP_DST"
        case 11: "ENQUEUE"
        case 0xffff: "VENDOR"
        default: nil
        }
    }

    /// ofpst_str: statistics kinds.
    static func statsName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0: "DESC"
        case 1: "FLOW"
        case 2: "AGGREGATE"
        case 3: "TABLE"
        case 4: "PORT"
        case 5: "QUEUE"
        case 0xffff: "VENDOR"
        default: nil
        }
    }

    /// ofpfc_str: flow-mod commands.
    static func commandName(_ command: UInt16) -> StaticString? {
        switch command {
        case 0: "ADD"
        case 1: "MODIFY"
        case 2: "MODIFY_STRICT"
        case 3: "DELETE"
        case 4: "DELETE_STRICT"
        default: nil
        }
    }

    /// ofpet_str: error types.
    static func errorTypeName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0: "HELLO_FAILED"
        case 1: "BAD_REQUEST"
        case 2: "BAD_ACTION"
        case 3: "FLOW_MOD_FAILED"
        case 4: "PORT_MOD_FAILED"
        case 5: "QUEUE_OP_FAILED"
        default: nil
        }
    }

    private static let errorCodes1: [StaticString] = ["BAD_VERSION", "BAD_TYPE", "BAD_STAT", "BAD_VENDOR", "BAD_SUBTYPE", "EPERM",
                                         "BAD_LEN", "BUFFER_EMPTY", "BUFFER_UNKNOWN"]
    private static let errorCodes2: [StaticString] = ["BAD_TYPE", "BAD_LEN", "BAD_VENDOR", "BAD_VENDOR_TYPE", "BAD_OUT_PORT",
                                         "BAD_ARGUMENT", "EPERM", "TOO_MANY", "BAD_QUEUE"]
    private static let errorCodes3: [StaticString] = ["ALL_TABLES_FULL", "OVERLAP", "EPERM", "BAD_EMERG_TIMEOUT", "BAD_COMMAND",
                                         "UNSUPPORTED"]

    /// The code table of each error type (of10_ofpet2tokary); nil for a type with none.
    static func errorCodeName(type: UInt16, code: UInt16) -> StaticString?? {
        switch type {
        case 0:
            switch code {
            case 0: return "INCOMPATIBLE"
            case 1: return "EPERM"
            default: return .some(nil)
            }
        case 1:
            return code < errorCodes1.count ? errorCodes1[Int(code)] : .some(nil)
        case 2:
            return code < errorCodes2.count ? errorCodes2[Int(code)] : .some(nil)
        case 3:
            return code < errorCodes3.count ? errorCodes3[Int(code)] : .some(nil)
        case 4:
            switch code {
            case 0: return "BAD_PORT"
            case 1: return "BAD_HW_ADDR"
            default: return .some(nil)
            }
        case 5:
            switch code {
            case 0: return "BAD_PORT"
            case 1: return "BAD_QUEUE"
            case 2: return "EPERM"
            default: return .some(nil)
            }
        default:
            return nil
        }
    }

    static let portConfigBits: [(UInt32, StaticString)] = [
        (1 << 0, "PORT_DOWN"), (1 << 1, "NO_STP"), (1 << 2, "NO_RECV"), (1 << 3, "NO_RECV_STP"),
        (1 << 4, "NO_FLOOD"), (1 << 5, "NO_FWD"), (1 << 6, "NO_PACKET_IN"),
    ]
    static let portConfigUnassigned: UInt32 = ~UInt32(0x7f)

    static let portFeatureBits: [(UInt32, StaticString)] = [
        (1 << 0, "10MB_HD"), (1 << 1, "10MB_FD"), (1 << 2, "100MB_HD"), (1 << 3, "100MB_FD"), (1 << 4, "1GB_HD"),
        (1 << 5, "1GB_FD"), (1 << 6, "10GB_FD"), (1 << 7, "COPPER"), (1 << 8, "FIBER"), (1 << 9, "AUTONEG"),
        (1 << 10, "PAUSE"), (1 << 11, "PAUSE_ASYM"),
    ]
    static let portFeatureUnassigned: UInt32 = ~UInt32(0xfff)

    /// ofpfw_bm: the single-bit wildcards (the NW_SRC/NW_DST prefix counts are not bits).
    static let wildcardBits: [(UInt32, StaticString)] = [
        (1 << 0, "IN_PORT"), (1 << 1, "DL_VLAN"), (1 << 2, "DL_SRC"), (1 << 3, "DL_DST"), (1 << 4, "DL_TYPE"),
        (1 << 5, "NW_PROTO"), (1 << 6, "TP_SRC"), (1 << 7, "TP_DST"), (1 << 20, "DL_VLAN_PCP"), (1 << 21, "NW_TOS"),
    ]
    static let wildcardUnassigned: UInt32 = ~UInt32((1 << 22) - 1)

    /// ofpat_bm: the action types a switch supports, as bits.
    static let actionBits: [(UInt32, StaticString)] = [
        (1 << 0, "OUTPUT"), (1 << 1, "SET_VLAN_VID"), (1 << 2, "SET_VLAN_PCP"), (1 << 3, "STRIP_VLAN"),
        (1 << 4, "SET_DL_SRC"), (1 << 5, "SET_DL_DST"), (1 << 6, "SET_NW_SRC"), (1 << 7, "SET_NW_DST"),
        (1 << 8, "SET_NW_TOS"), (1 << 9, "SET_TP_SRC"), (1 << 10, "SET_TP_DST"), (1 << 11, "ENQUEUE"),
    ]
    static let actionUnassigned: UInt32 = ~UInt32(0xfff)

    /// ofp_capabilities_bm: RESERVED (bit 4) has a name but counts as unassigned.
    static let capabilityBits: [(UInt32, StaticString)] = [
        (1 << 0, "FLOW_STATS"), (1 << 1, "TABLE_STATS"), (1 << 2, "PORT_STATS"), (1 << 3, "STP"),
        (1 << 4, "RESERVED"), (1 << 5, "IP_REASM"), (1 << 6, "QUEUE_STATS"), (1 << 7, "ARP_MATCH_IP"),
    ]
    static let capabilityUnassigned: UInt32 = ~UInt32(0xef)

    static let flowModFlagBits: [(UInt32, StaticString)] = [
        (1 << 0, "SEND_FLOW_REM"), (1 << 1, "CHECK_OVERLAP"), (1 << 2, "EMERG"),
    ]
    static let flowModFlagUnassigned: UInt32 = ~UInt32(0x7)

    static let portCounterNames: [StaticString] = [
        ", rx_packets ", ", tx_packets ", ", rx_bytes ", ", tx_bytes ", ", rx_dropped ", ", tx_dropped ",
        ", rx_errors ", ", tx_errors ", ", rx_frame_err ", ", rx_over_err ", ", rx_crc_err ", ", collisions ",
    ]

    static let statsReplyFlagBits: [(UInt32, StaticString)] = [(1, "MORE")]
    static let statsReplyFlagUnassigned: UInt32 = ~UInt32(1)
}

extension Dissection {
    /// of10_msgtypeinfo: name, body length rule and whether tcpdump has a body printer.
    static func of10MessageType(_ type: UInt8) -> OpenFlowMessageType? {
        switch type {
        case 0: OpenFlowMessageType(name: "HELLO", rule: .atLeast(0), decoded: true)
        case 1: OpenFlowMessageType(name: "ERROR", rule: .atLeast(4), decoded: true)
        case 2: OpenFlowMessageType(name: "ECHO_REQUEST", rule: .atLeast(0), decoded: true)
        case 3: OpenFlowMessageType(name: "ECHO_REPLY", rule: .atLeast(0), decoded: true)
        case 4: OpenFlowMessageType(name: "VENDOR", rule: .atLeast(4), decoded: true)
        case 5: OpenFlowMessageType(name: "FEATURES_REQUEST", rule: .exactly(0), decoded: false)
        case 6: OpenFlowMessageType(name: "FEATURES_REPLY", rule: .atLeast(24), decoded: true)
        case 7: OpenFlowMessageType(name: "GET_CONFIG_REQUEST", rule: .exactly(0), decoded: false)
        case 8: OpenFlowMessageType(name: "GET_CONFIG_REPLY", rule: .exactly(4), decoded: true)
        case 9: OpenFlowMessageType(name: "SET_CONFIG", rule: .exactly(4), decoded: true)
        // PACKET_IN's minimum leaves out the 2 padding bytes a message may lack.
        case 10: OpenFlowMessageType(name: "PACKET_IN", rule: .atLeast(10), decoded: true)
        case 11: OpenFlowMessageType(name: "FLOW_REMOVED", rule: .exactly(80), decoded: true)
        case 12: OpenFlowMessageType(name: "PORT_STATUS", rule: .exactly(56), decoded: true)
        case 13: OpenFlowMessageType(name: "PACKET_OUT", rule: .atLeast(8), decoded: true)
        case 14: OpenFlowMessageType(name: "FLOW_MOD", rule: .atLeast(64), decoded: true)
        case 15: OpenFlowMessageType(name: "PORT_MOD", rule: .exactly(24), decoded: true)
        case 16: OpenFlowMessageType(name: "STATS_REQUEST", rule: .atLeast(4), decoded: true)
        case 17: OpenFlowMessageType(name: "STATS_REPLY", rule: .atLeast(4), decoded: true)
        case 18: OpenFlowMessageType(name: "BARRIER_REQUEST", rule: .exactly(0), decoded: false)
        case 19: OpenFlowMessageType(name: "BARRIER_REPLY", rule: .exactly(0), decoded: false)
        case 20: OpenFlowMessageType(name: "QUEUE_GET_CONFIG_REQUEST", rule: .exactly(4), decoded: true)
        case 21: OpenFlowMessageType(name: "QUEUE_GET_CONFIG_REPLY", rule: .atLeast(8), decoded: true)
        default: nil
        }
    }
}
