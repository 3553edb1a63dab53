// OSPF constants and tcpdump 4.99's name tables (print-ospf.c, gmpls.c), shared by the OSPFv2
// packet, LSA and opaque-TLV printers.

/// IP protocol 89 (IANA), the fixed OSPFv2 header (RFC 2328 A.3.1) and its field offsets.
enum OSPFField {
    static let ipProtocol: UInt8 = 89
    static let headerLength = 24
    static let lsaHeaderLength = 20
    static let authNone: UInt16 = 0
    static let authSimple: UInt16 = 1
    static let authCrypto: UInt16 = 2
    /// tcpdump strips this much (the MD5 digest) off the message before printing it.
    static let md5TrailerLength = 16
    /// The L bit of the options (RFC 5613): an LLS data block follows.
    static let optionLLS: UInt8 = 0x10

    static func packetTypeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Hello"
        case 2: "Database Description"
        case 3: "LS-Request"
        case 4: "LS-Update"
        case 5: "LS-Ack"
        default: nil
        }
    }

    static func authTypeName(_ type: UInt16) -> StaticString {
        switch type {
        case 0: "none"
        case 1: "simple"
        case 2: "MD5"
        default: "unknown"
        }
    }

    /// tcpdump's lsa_values.
    static func lsaTypeName(_ type: UInt32) -> StaticString {
        switch type {
        case 1: "Router"
        case 2: "Network"
        case 3: "Summary"
        case 4: "ASBR Summary"
        case 5: "External"
        case 6: "Multicast Group"
        case 7: "NSSA"
        case 9: "Link Local Opaque"
        case 10: "Area Local Opaque"
        case 11: "Domain Wide Opaque"
        default: "unknown"
        }
    }

    static func isOpaque(_ type: UInt32) -> Bool { type >= 9 && type <= 11 }

    /// tcpdump 4.99.3's lsa_opaque_values (no extended prefix/link LSAs yet).
    static func opaqueTypeName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Traffic Engineering"
        case 3: "Graceful restart"
        case 4: "Router Information"
        default: "unknown"
        }
    }

    /// draft-ietf-ospf-mt topology names (the TOS field of RFC 2328).
    static func topologyName(_ topology: UInt32) -> StaticString {
        switch topology {
        case 0: "default"
        case 1: "multicast"
        case 2: "management"
        default: "Unknown"
        }
    }

    static let optionNames: [(UInt32, StaticString)] = [
        (0x01, "MultiTopology"), (0x02, "External"), (0x04, "Multicast"), (0x08, "NSSA"), (0x10, "LLS"),
        (0x20, "Demand Circuit"), (0x40, "Opaque"), (0x80, "Up/Down"),
    ]
    static let routerFlagNames: [(UInt32, StaticString)] = [
        (0x01, "ABR"), (0x02, "ASBR"), (0x04, "Virtual"), (0x08, "Wildcard"), (0x10, "Nt"), (0x80, "Host"),
    ]
    static let ddFlagNames: [(UInt32, StaticString)] = [
        (0x04, "Init"), (0x02, "More"), (0x01, "Master"), (0x08, "OOBResync"),
    ]
    static let routerCapabilityNames: [(UInt32, StaticString)] = [
        (1, "Reserved"), (2, "Reserved"), (4, "Reserved"), (8, "Reserved"), (16, "graceful restart capable"),
        (32, "graceful restart helper"), (64, "Stub router support"), (128, "Traffic engineering"),
        (256, "p2p over LAN"), (512, "path computation server"),
    ]
    /// gmpls.c's gmpls_link_prot_values (RFC 3471).
    static let linkProtectionNames: [(UInt32, StaticString)] = [
        (0x01, "Extra Traffic"), (0x02, "Unprotected"), (0x04, "Shared"), (0x08, "Dedicated 1:1"),
        (0x10, "Dedicated 1+1"), (0x20, "Enhanced"), (0x40, "Reserved"), (0x80, "Reserved"),
    ]
    static let llsExtendedOptionNames: [(UInt32, StaticString)] = [(0x01, "LSDB resync"), (0x02, "Restart")]

    static func teTLVName(_ type: UInt16) -> StaticString {
        switch type {
        case 1: "Router Address"
        case 2: "Link"
        default: "unknown"
        }
    }

    static func teLinkSubTLVName(_ type: UInt16) -> StaticString {
        switch type {
        case 1: "Link Type"
        case 2: "Link ID"
        case 3: "Local Interface IP address"
        case 4: "Remote Interface IP address"
        case 5: "Traffic Engineering Metric"
        case 6: "Maximum Bandwidth"
        case 7: "Maximum Reservable Bandwidth"
        case 8: "Unreserved Bandwidth"
        case 9: "Administrative Group"
        case 11: "Link Local/Remote Identifier"
        case 14: "Link Protection Type"
        case 15: "Interface Switching Capability"
        case 16: "Shared Risk Link Group"
        case 17: "Bandwidth Constraints"
        default: "unknown"
        }
    }

    static func graceTLVName(_ type: UInt16) -> StaticString {
        switch type {
        case 1: "Grace Period"
        case 2: "Graceful restart Reason"
        case 3: "IPv4 interface address"
        default: "unknown"
        }
    }

    static func graceReasonName(_ reason: UInt8) -> StaticString {
        switch reason {
        case 0: "Unknown"
        case 1: "Software Restart"
        case 2: "Software Reload/Upgrade"
        case 3: "Control Processor Switch"
        default: "Unknown"
        }
    }

    /// tcpdump 4.99.3's lsa_opaque_ri_tlv_values: the capabilities TLV only.
    static func routerInformationTLVName(_ type: UInt16) -> StaticString {
        type == 1 ? "Router Capabilities" : "unknown"
    }

    static func linkTypeName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Point-to-point"
        case 2: "Multi-Access"
        default: "unknown"
        }
    }

    /// gmpls.c's gmpls_switch_cap_values (RFC 3471), kept with the other GMPLS tables.
    static func switchingCapabilityName(_ value: UInt8) -> StaticString {
        GMPLSNames.switchingCapability(value) ?? "Unknown"
    }

    /// gmpls.c's gmpls_encoding_values (RFC 3471), kept with the other GMPLS tables.
    static func lspEncodingName(_ value: UInt8) -> StaticString {
        GMPLSNames.encoding(value) ?? "Unknown"
    }

    /// gmpls.c's diffserv_te_bc_values (RFC 4124 bandwidth constraint models).
    static func bandwidthModelName(_ value: UInt8) -> StaticString {
        switch value {
        case 0: "Russian dolls"
        case 1: "Maximum allocation"
        case 254: "Maximum allocation with E-LSP support"
        default: "unknown"
        }
    }

    static func llsTLVName(_ type: UInt16) -> StaticString {
        switch type {
        case 1: "Extended Options"
        case 2: "MD5 Authentication"
        default: "Unknown TLV"
        }
    }
}

/// How an LSA body printer ended, as tcpdump's ospf_print_lsa returns: go on to the -vv hex
/// dump, end this LSA there (return ls_end), or stop the update (return NULL).
enum OSPFStep {
    case next
    case endOfLSA
    case stop
}

extension Dissection {
    /// tcpdump's bittok2str: the names of the set bits joined by `, `, or `none` when none is set.
    mutating func putBitNames(_ value: UInt32, _ table: [(UInt32, StaticString)], none: StaticString = "none") {
        guard Sink.rendersText else { return }
        var any = false
        for (bit, name) in table where value & bit == bit {
            if any { put(", ") }
            put(name)
            any = true
        }
        if !any { put(none) }
    }
}
