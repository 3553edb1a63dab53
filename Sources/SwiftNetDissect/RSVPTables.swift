// Names tcpdump 4.99's print-rsvp.c prints for RSVP (RFC 2205) and RSVP-TE / GMPLS numbers.

enum RSVPNames {
    /// rsvp_msg_type_values.
    static func message(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Path"
        case 2: "Resv"
        case 3: "PathErr"
        case 4: "ResvErr"
        case 5: "PathTear"
        case 6: "ResvTear"
        case 7: "ResvConf"
        case 12: "Bundle"
        case 13: "Acknowledgement"
        case 14: "Hello (Old)"
        case 15: "Refresh"
        case 20: "Hello"
        default: nil
        }
    }

    /// rsvp_obj_values (object class numbers).
    static func objectClass(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Session"
        case 3: "RSVP Hop"
        case 4: "Integrity"
        case 5: "Time Values"
        case 6: "Error Spec"
        case 7: "Scope"
        case 8: "Style"
        case 9: "Flowspec"
        case 10: "FilterSpec"
        case 11: "Sender Template"
        case 12: "Sender TSpec"
        case 13: "Adspec"
        case 14: "Policy Data"
        case 15: "Confirm"
        case 16: "Label"
        case 19: "Label Request"
        case 20: "ERO"
        case 21: "RRO"
        case 22: "Hello"
        case 23: "Message ID"
        case 24: "Message ID Ack"
        case 25: "Message ID List"
        case 34: "Recovery Label"
        case 35: "Upstream Label"
        case 36: "Label Set"
        case 37: "Protection"
        case 50: "Sub-LSP to LSP"
        case 63: "Detour"
        case 66: "Class Type"
        case 125: "Class Type (old)"
        case 129: "Suggested Label"
        case 130: "Acceptable Label Set"
        case 131: "Restart Capability"
        case 134: "Capability"
        case 195: "Notify Request"
        case 196: "Administrative Status"
        case 204: "Properties"
        case 205: "Fast Re-Route"
        case 207: "Session Attribute"
        case 229: "Generalized UNI"
        case 230: "Call-ID"
        case 236: "Call Capability"
        default: nil
        }
    }

    /// rsvp_ctype_values: C-types are named per class (the table is keyed 256 * class + C-type).
    static func classType(_ objectClass: UInt8, _ ctype: UInt8) -> StaticString? {
        switch (objectClass, ctype) {
        case (3, 1), (195, 1), (15, 1), (10, 1), (1, 1), (11, 1), (20, 1), (21, 1), (6, 1), (131, 1): "IPv4"
        case (3, 2), (195, 2), (15, 2), (10, 2), (1, 2), (11, 2), (6, 2): "IPv6"
        case (3, 3), (6, 3): "IPv4 plus opt. TLVs"
        case (3, 4), (6, 4): "IPv6 plus opt. TLVs"
        case (5, 1), (23, 1), (25, 1), (8, 1), (134, 1), (205, 1), (204, 1), (196, 1), (66, 1), (125, 1), (36, 1),
             (229, 1): "1"
        case (9, 1): "obsolete"
        case (9, 2), (12, 2), (13, 2): "IntServ"
        case (10, 3): "IPv6 Flow-label"
        case (10, 7), (1, 7), (11, 7), (207, 7), (205, 7), (63, 7): "Tunnel IPv4"
        case (10, 12), (1, 13), (11, 12): "IPv4 P2MP LSP Tunnel"
        case (10, 13), (1, 14), (11, 13): "IPv6 P2MP LSP Tunnel"
        case (1, 11): "UNI IPv4"
        case (24, 1): "Message id ack"
        case (24, 2): "Message id nack"
        case (22, 1): "Hello Request"
        case (22, 2): "Hello Ack"
        case (19, 1): "without label range"
        case (19, 2): "with ATM label range"
        case (19, 3): "with FR label range"
        case (19, 4): "Generalized Label"
        case (16, 1), (129, 1), (35, 1), (34, 1): "Label"
        case (16, 2), (129, 2), (35, 2), (34, 2): "Generalized Label"
        case (16, 3), (129, 3), (35, 3), (34, 3): "Waveband Switching"
        case (50, 1): "IPv4 sub-LSP"
        case (50, 2): "IPv6 sub-LSP"
        default: nil
        }
    }

    /// rsvp_obj_xro_values (ERO/RRO subobject types, loose bit masked off).
    static func routeSubobject(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "Reserved"
        case 1: "IPv4 prefix"
        case 2: "IPv6 prefix"
        case 3: "Label"
        case 32: "Autonomous system number"
        case 64: "MPLS label switched path termination"
        default: nil
        }
    }

    /// rsvp_obj_rro_flag_values (RFC 4090), one bit at a time.
    static func recordRouteFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Local protection available"
        case 0x02: "Local protection in use"
        case 0x04: "Bandwidth protection"
        case 0x08: "Node protection"
        default: nil
        }
    }

    /// rsvp_session_attribute_flag_values, one bit at a time.
    static func sessionAttributeFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Local Protection"
        case 0x02: "Label Recording"
        case 0x04: "SE Style"
        case 0x08: "Bandwidth protection"
        case 0x10: "Node protection"
        default: nil
        }
    }

    /// rsvp_obj_admin_status_flag_values (RFC 3471), in the table's order.
    static func adminStatusFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x8000_0000: "Reflect"
        case 0x04: "Testing"
        case 0x02: "Admin-down"
        case 0x01: "Delete-in-progress"
        default: nil
        }
    }

    /// rsvp_obj_capability_flag_values (RFC 5063), in the table's order.
    static func capabilityFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x04: "RecoveryPath Transmit Enabled"
        case 0x02: "RecoveryPath Desired"
        case 0x01: "RecoveryPath Srefresh Capable"
        default: nil
        }
    }

    /// rsvp_resstyle_values.
    static func reservationStyle(_ value: UInt32) -> StaticString? {
        switch value {
        case 17: "Wildcard Filter"
        case 10: "Fixed Filter"
        case 18: "Shared Explicit"
        default: nil
        }
    }

    /// rsvp_intserv_service_type_values.
    static func intservService(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Default/Global Information"
        case 2: "Guaranteed Service"
        case 5: "Controlled Load"
        default: nil
        }
    }

    /// rsvp_intserv_parameter_id_values.
    static func intservParameter(_ value: UInt8) -> StaticString? {
        switch value {
        case 4: "IS hop cnt"
        case 6: "Path b/w estimate"
        case 8: "Minimum path latency"
        case 10: "Composed MTU"
        case 127: "Token Bucket TSpec"
        case 130: "Guaranteed Service RSpec"
        case 133: "End-to-end composed value for C"
        case 134: "End-to-end composed value for D"
        case 135: "Since-last-reshaping point composed C"
        case 136: "Since-last-reshaping point composed D"
        default: nil
        }
    }

    /// rsvp_obj_prop_tlv_values (Juniper properties object).
    static func propertyTLV(_ value: UInt8) -> StaticString? {
        switch value {
        case 0x01: "Cos"
        case 0x02: "Metric 1"
        case 0x04: "Metric 2"
        case 0x08: "CCC Status"
        case 0x10: "Path Type"
        default: nil
        }
    }

    /// rsvp_obj_error_code_values.
    static func errorCode(_ value: UInt8) -> StaticString? {
        switch value {
        case 24: "Routing Problem"
        case 25: "Notify Error"
        case 28: "Diffserv TE Error"
        case 125: "Diffserv TE Error (Old)"
        default: nil
        }
    }

    /// rsvp_obj_error_code_routing_values.
    static func routingError(_ value: UInt16) -> StaticString? {
        switch value {
        case 1: "Bad EXPLICIT_ROUTE object"
        case 2: "Bad strict node"
        case 3: "Bad loose node"
        case 4: "Bad initial subobject"
        case 5: "No route available toward destination"
        case 6: "Unacceptable label value"
        case 7: "RRO indicated routing loops"
        case 8: "non-RSVP-capable router in the path"
        case 9: "MPLS label allocation failure"
        case 10: "Unsupported L3PID"
        default: nil
        }
    }

    /// rsvp_obj_error_code_diffserv_te_values.
    static func diffservTEError(_ value: UInt16) -> StaticString? {
        switch value {
        case 1: "Unexpected CT object"
        case 2: "Unsupported CT"
        case 3: "Invalid CT value"
        case 4: "CT/setup priority do not form a configured TE-Class"
        case 5: "CT/holding priority do not form a configured TE-Class"
        case 6: "CT/setup priority and CT/holding priority do not form a configured TE-Class"
        case 7: "Inconsistency between signaled PSC and signaled CT"
        case 8: "Inconsistency between signaled PHBs and signaled CT"
        default: nil
        }
    }

    /// rsvp_obj_label_set_action_values (RFC 3471).
    static func labelSetAction(_ value: UInt16) -> StaticString? {
        switch value {
        case 0: "Inclusive list"
        case 1: "Exclusive list"
        case 2: "Inclusive range"
        case 3: "Exclusive range"
        default: nil
        }
    }

    /// rsvp_obj_generalized_uni_values (OIF UNI 1.0 subobjects).
    static func generalizedUNI(_ value: UInt16) -> StaticString? {
        switch value {
        case 1: "Source TNA address"
        case 2: "Destination TNA address"
        case 3: "Diversity"
        case 4: "Egress label"
        case 5: "Service level"
        default: nil
        }
    }
}
