// Names tcpdump 4.99's print-lmp.c prints for LMP (RFC 4204) and OIF UNI 1.0 numbers.

enum LMPNames {
    /// lmp_msg_type_values.
    static func message(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Config"
        case 2: "Config ACK"
        case 3: "Config NACK"
        case 4: "Hello"
        case 5: "Begin Verify"
        case 6: "Begin Verify ACK"
        case 7: "Begin Verify NACK"
        case 8: "End Verify"
        case 9: "End Verify ACK"
        case 10: "Test"
        case 11: "Test Status Success"
        case 12: "Test Status Failure"
        case 13: "Test Status ACK"
        case 14: "Link Summary"
        case 15: "Link Summary ACK"
        case 16: "Link Summary NACK"
        case 17: "Channel Status"
        case 18: "Channel Status ACK"
        case 19: "Channel Status Request"
        case 20: "Channel Status Response"
        case 50: "Service Config"
        case 51: "Service Config ACK"
        case 52: "Service Config NACK"
        default: nil
        }
    }

    /// lmp_obj_values.
    static func objectClass(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Control Channel ID"
        case 2: "Node ID"
        case 3: "Link ID"
        case 4: "Interface ID"
        case 5: "Message ID"
        case 6: "Configuration"
        case 7: "Hello"
        case 8: "Verify Begin"
        case 9: "Verify Begin ACK"
        case 10: "Verify ID"
        case 11: "TE Link"
        case 12: "Data Link"
        case 13: "Channel Status"
        case 14: "Channel Status Request"
        case 20: "Error Code"
        case 51: "Service Config"
        default: nil
        }
    }

    /// lmp_ctype_values (keyed by class and C-type).
    static func classType(_ objectClass: UInt8, _ ctype: UInt8) -> StaticString? {
        switch (objectClass, ctype) {
        case (1, 1), (2, 1): "Local"
        case (1, 2), (2, 2): "Remote"
        case (3, 1), (4, 1): "IPv4 Local"
        case (3, 2), (4, 2): "IPv4 Remote"
        case (3, 3), (4, 3): "IPv6 Local"
        case (3, 4), (4, 4): "IPv6 Remote"
        case (3, 5), (4, 5): "Unnumbered Local"
        case (3, 6), (4, 6): "Unnumbered Remote"
        case (5, 1), (6, 1), (7, 1), (8, 1), (9, 1), (10, 1), (20, 1), (51, 1): "1"
        case (5, 2), (20, 2), (51, 2): "2"
        case (51, 3): "3"
        case (51, 4): "4"
        case (11, 1), (12, 1), (13, 1), (14, 1): "IPv4"
        case (11, 2), (12, 2), (13, 2), (14, 2): "IPv6"
        case (11, 3), (12, 3), (13, 3), (14, 3): "Unnumbered"
        default: nil
        }
    }

    static func headerFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Control Channel Down"
        case 0x02: "LMP restart"
        default: nil
        }
    }

    static func teLinkFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Fault Management Supported"
        case 0x02: "Link Verification Supported"
        default: nil
        }
    }

    static func dataLinkFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Data Link Port"
        case 0x02: "Allocated for user traffic"
        case 0x04: "Failed link"
        default: nil
        }
    }

    static func channelStatus(_ value: UInt32) -> StaticString? {
        switch value {
        case 1: "Signal Okay"
        case 2: "Signal Degraded"
        case 3: "Signal Fail"
        default: nil
        }
    }

    static func beginVerifyFlag(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Verify all links"
        case 0x02: "Data link type"
        default: nil
        }
    }

    static func beginVerifyError(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Link Verification Procedure Not supported"
        case 0x02: "Unwilling to verify"
        case 0x04: "Unsupported verification transport mechanism"
        case 0x08: "Link-Id configuration error"
        case 0x10: "Unknown object c-type"
        default: nil
        }
    }

    static func linkSummaryError(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Unacceptable non-negotiable LINK-SUMMARY parameters"
        case 0x02: "Renegotiate LINK-SUMMARY parameters"
        case 0x04: "Invalid TE-LINK Object"
        case 0x08: "Invalid DATA-LINK Object"
        case 0x10: "Unknown TE-LINK Object c-type"
        case 0x20: "Unknown DATA-LINK Object c-type"
        default: nil
        }
    }

    static func supportedProtocol(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "RSVP Supported"
        case 0x02: "LDP Supported"
        default: nil
        }
    }

    static func portTransparency(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Path/VC Overhead Transparency Supported"
        case 0x02: "Line/MS Overhead Transparency Supported"
        case 0x04: "Section/RS Overhead Transparency Supported"
        default: nil
        }
    }

    static func contiguousConcatenation(_ bit: UInt32) -> StaticString? {
        bit == 0x01 ? "Contiguous Concatenation Types Supported" : nil
    }

    static func networkTransparency(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Standard SOH/RSOH Transparency Supported"
        case 0x02: "Standard LOH/MSOH Transparency Supported"
        default: nil
        }
    }

    static func tandemMonitoring(_ bit: UInt32) -> StaticString? {
        bit == 0x01 ? "Transparent Tandem Connection Monitoring Supported" : nil
    }

    static func diversity(_ bit: UInt32) -> StaticString? {
        switch bit {
        case 0x01: "Node Diversity Supported"
        case 0x02: "Link Diversity Supported"
        case 0x04: "SRLG Diversity Supported"
        default: nil
        }
    }

    static func dataLinkSubobject(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Interface Switching Type"
        case 2: "Wavelength"
        default: nil
        }
    }
}
