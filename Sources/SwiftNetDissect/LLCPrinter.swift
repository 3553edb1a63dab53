import SwiftNetWire

// IEEE 802.2 LLC and SNAP inside 802.3 length frames (tcpdump's llc_print and snap_print, for the
// parts swiftnet decodes: SNAP-encapsulated EtherTypes, the IP SAP, and the generic U/S/I frame
// summary for everything else).

extension Dissection {
    static func llcSAPName(_ sap: UInt8) -> StaticString? {
        switch sap {
        case 0x00: "Null"
        case 0xff: "Global"
        case 0x02: "802.1B I"
        case 0x03: "802.1B G"
        case 0x06: "IP"
        case 0x04: "SNA"
        case 0x0e: "ProWay NM"
        case 0x42: "STP"
        case 0x4e: "RS511"
        case 0x7e: "ISO8208"
        case 0x8e: "ProWay"
        case 0xaa: "SNAP"
        case 0xe0: "IPX"
        case 0xf0: "NetBeui"
        case 0xfe: "OSI"
        default: nil
        }
    }

    static func llcFlagName(_ value: UInt16) -> StaticString {
        switch value {
        case 0: "Command"
        case 1: "Response"
        case 0x10: "Poll"
        case 0x11: "Final"
        case 0x100: "Poll"
        case 0x101: "Final"
        default: "?"
        }
    }

    /// Prints the LLC header and what follows; returns the header length, negated when the payload
    /// is unknown and the caller should dump the frame from the LLC header on.
    mutating func llc(at offset: Int, length: Int, hasMACs: Bool) throws(Truncated) -> Int {
        proto = "llc"
        // tcpdump reads the whole control field (2 bytes unless it is U-format) before it looks at
        // the SAPs.
        if length >= 3, has(3, at: offset), bytes[offset] == 0xff, bytes[offset + 1] == 0xff,
           bytes[offset + 2] & 3 == 3 || (length >= 4 && has(4, at: offset)) {
            // Novell "raw" 802.3 IPX: the IPX checksum 0xffff where the SAPs would be, no LLC
            // header (so no llc layer in JSON either).
            if options.linkHeader { put("IPX 802.3: ") }
            try ipx(at: offset, length: length)
            return 0
        }
        layer(EthernetFields.llc)
        report(EthernetFields.dsap, u8At: offset + LLCField.dsap)
        report(EthernetFields.ssap, u8At: offset + LLCField.ssap)
        report(EthernetFields.control, u8At: offset + LLCField.control)
        let captured = available(from: offset)
        guard captured >= 3, length >= 3 else {
            putTruncationMarker()
            putDefaultDump(from: offset, count: captured)
            return Swift.min(captured, length)
        }
        let dsapField = try u8(offset + LLCField.dsap)
        let ssapField = try u8(offset + LLCField.ssap)
        var control = UInt16(try u8(offset + LLCField.control))
        let isUnnumbered = control & 3 == 3
        var headerLength = LLCField.minimumLength
        if !isUnnumbered {
            guard captured >= 4, length >= 4 else {
                putTruncationMarker()
                putDefaultDump(from: offset, count: captured)
                return Swift.min(captured, length)
            }
            control = UInt16(try u8(offset + LLCField.control)) | UInt16(try u8(offset + LLCField.control + 1)) << 8
            headerLength = 4
        }
        let dsap = dsapField & 0xfe
        let ssap = ssapField & 0xfe
        if options.linkHeader {
            put("LLC, dsap "); put(Self.llcSAPName(dsap) ?? "Unknown")
            put(" (0x"); put(hex: dsap, digits: 2); put(") ")
            put(dsapField & 1 == 0 ? "Individual" : "Group")
            put(", ssap "); put(Self.llcSAPName(ssap) ?? "Unknown")
            put(" (0x"); put(hex: ssap, digits: 2); put(") ")
            put(ssapField & 1 == 0 ? "Command" : "Response")
            if isUnnumbered {
                put(", ctrl 0x"); put(hex: control, digits: 2); put(": ")
            } else {
                put(", ctrl 0x"); put(hex: control, digits: 4); put(": ")
            }
        }
        let payload = offset + headerLength
        let payloadLength = length - headerLength
        if ssap == 0xaa && dsap == 0xaa && control == 3 {
            return try snap(at: payload, length: payloadLength, hasMACs: hasMACs) ? headerLength + 5 : -(headerLength + 5)
        }
        if ssap == 0x06 && dsap == 0x06 && control == 3 {
            try ipv4(at: payload, length: payloadLength)
            return headerLength
        }
        if ssap == 0xfe && dsap == 0xfe && control == 3 {
            try isoclns(at: payload, length: payloadLength)
            return headerLength
        }
        if ssap == 0x42 && dsap == 0x42 && control == 3 {
            try stp(at: payload, length: payloadLength)
            return headerLength
        }
        if ssap == 0xe0 && dsap == 0xe0 && control == 3 {
            if options.linkHeader { put("IPX 802.2: ") }
            try ipx(at: payload, length: payloadLength)
            return headerLength
        }
        if !options.linkHeader {
            if ssap == dsap {
                if hasMACs {
                    try putMAC(at: llcSourceMAC ?? etherBase + EthernetField.source); put(" > ")
                    try putMAC(at: llcDestinationMAC ?? etherBase + EthernetField.destination); put(" ")
                }
                putSAP(dsap, unknown: "Unknown DSAP 0x")
                put(" ")
            } else {
                if hasMACs { try putMAC(at: llcSourceMAC ?? etherBase + EthernetField.source); put(" ") }
                putSAP(ssap, unknown: "Unknown SSAP 0x")
                put(" > ")
                if hasMACs { try putMAC(at: llcDestinationMAC ?? etherBase); put(" ") }
                putSAP(dsap, unknown: "Unknown DSAP 0x")
                put(" ")
            }
        }
        if isUnnumbered {
            put("Unnumbered, ")
            let command = UInt8(truncatingIfNeeded: control) & 0xef
            let name: StaticString? = switch command {
            case 0x03: "ui"
            case 0xe3: "test"
            case 0xaf: "xid"
            case 0x63: "ua"
            case 0x43: "disc"
            case 0x0f: "dm"
            case 0x6f: "sabme"
            case 0x87: "frmr"
            default: nil
            }
            if let name { put(name) } else { put(hex: command, digits: 2) }
            put(", Flags [")
            put(Self.llcFlagName(UInt16(ssapField & 1) | (control & 0x10)))
            put("], length "); put(decimal: length)
        } else if control & 3 == 1 {
            put("Supervisory, ")
            let name: StaticString = switch (control >> 2) & 3 {
            case 0: "Receiver Ready"
            case 1: "Receiver not Ready"
            case 2: "Reject"
            default: "?"
            }
            put(name)
            put(", rcv seq "); put(decimal: control >> 9)
            put(", Flags ["); put(Self.llcFlagName(UInt16(ssapField & 1) | (control & 0x100)))
            put("], length "); put(decimal: length)
            return headerLength
        } else {
            put("Information, send seq "); put(decimal: (control >> 1) & 0x7f)
            put(", rcv seq "); put(decimal: control >> 9)
            put(", Flags ["); put(Self.llcFlagName(UInt16(ssapField & 1) | (control & 0x100)))
            put("], length "); put(decimal: length)
        }
        return -headerLength
    }

    /// tcpdump's unconditional ND_DEFAULTPRINT (a short LLC header, an unknown ARP operation): the
    /// hex and ASCII dump even under -q and the -x family, which suppress only the dumps printers
    /// guard with ndo_suppress_default_print (`defaultPrint`).
    mutating func putDefaultDump(from start: Int, count: Int) {
        let stop = Swift.min(end, start + Swift.max(0, count))
        if start >= 0, start < stop { putHexASCII(from: start, to: stop, prefix: "\n\t") }
    }

    private mutating func putSAP(_ sap: UInt8, unknown: StaticString) {
        if let name = Self.llcSAPName(sap) {
            put(name)
        } else {
            put(unknown); put(hex: sap, digits: 2)
        }
    }

    /// SNAP (RFC 1042): a 3-byte OUI and a 2-byte type. True when the payload was decoded.
    mutating func snap(at offset: Int, length: Int, hasMACs: Bool) throws(Truncated) -> Bool {
        proto = "snap"
        guard has(5, at: offset), length >= 5 else {
            putTruncationMarker()
            return true
        }
        let oui = UInt32(try u8(offset)) << 16 | UInt32(try u16(offset + 1))
        let type = try u16(offset + 3)
        report(EthernetFields.snapOUI, oui)
        report(EthernetFields.snapProtocol, type)
        if options.linkHeader { putSNAPHeader(oui: oui, type: type, length: length) }
        if oui == 0 || oui == 0x0000f8 {
            if try etherTypePayload(type, at: offset + 5, length: length - 5) { return true }
        }
        if oui == 0x00000c {
            switch type {
            case 0x2000:
                try cdp(at: offset + 5, length: length - 5)
                return true
            case 0x0111:
                try udld(at: offset + 5, length: length - 5)
                return true
            case 0x2004:
                try dtp(at: offset + 5, length: length - 5)
                return true
            case 0x2003:
                try vtp(at: offset + 5, length: length - 5)
                return true
            case 0x010b, 0x010c:
                // Cisco PVST+ and VLAN bridge BPDUs: tcpdump hands both to stp_print.
                try stp(at: offset + 5, length: length - 5)
                return true
            default:
                break
            }
        }
        if oui == 0x0080c2 && type == 0x000e {
            // RFC 2684 bridged BPDU.
            try stp(at: offset + 5, length: length - 5)
            return true
        }
        if !options.linkHeader {
            if hasMACs {
                try putMAC(at: llcSourceMAC ?? etherBase + EthernetField.source); put(" > ")
                try putMAC(at: llcDestinationMAC ?? etherBase + EthernetField.destination); put(" ")
            }
            put("SNAP, ")
            if oui == 0 {
                put("ethertype "); put(ProtocolNames.etherType(type) ?? "Unknown")
                put(" (0x"); put(hex: type, digits: 4); put("), length "); put(decimal: length - 5); put(": ")
            } else {
                putSNAPHeader(oui: oui, type: type, length: length)
            }
        }
        return false
    }

    /// `oui Ethernet (0x000000), ethertype IPv4 (0x0800), length N: `
    private mutating func putSNAPHeader(oui: UInt32, type: UInt16, length: Int) {
        put("oui ")
        put(Self.ouiName(oui) ?? "Unknown")
        put(" (0x"); put(hex: oui, digits: 6); put("), ")
        put(oui == 0 ? "ethertype " : "pid ")
        put(Self.snapProtocolName(oui: oui, type) ?? "Unknown")
        put(" (0x"); put(hex: type, digits: 4); put("), length "); put(decimal: length - 5); put(": ")
    }

    /// tcpdump's oui_values (as tcpdump 4.99 names them; the first of a repeated OUI).
    static func ouiName(_ oui: UInt32) -> StaticString? {
        switch oui {
        case 0x000000: "Ethernet"
        case 0x00000c: "Cisco"
        case 0x00005e: "IANA"
        case 0x000081: "Nortel Networks SONMP"
        case 0x0000f8: "Cisco bridged"
        case 0x0080c2: "Ethernet bridged"
        case 0x00a03e: "ATM Forum"
        case 0x00e02f: "DOCSIS Spanning Tree"
        case 0x080007: "Appletalk"
        case 0x009069: "Juniper"
        case 0x080009: "Hewlett-Packard"
        case 0x00120f: "IEEE 802.3 Private"
        case 0x0012bb: "ANSI/TIA"
        case 0x001b21: "DCBX"
        case 0x002320: "Nicira Networks"
        case 0x5c16c7: "Big Switch Networks"
        case 0xb0d2f5: "Vello Systems"
        case 0x001018: "Broadcom"
        default: nil
        }
    }

    /// tcpdump's oui_to_tok: EtherType names for the encapsulated-Ethernet, Cisco-90 and
    /// AppleTalk OUIs, cisco_values for Cisco's, bridged_values for RFC 2684 bridging.
    static func snapProtocolName(oui: UInt32, _ type: UInt16) -> StaticString? {
        switch oui {
        case 0x000000, 0x0000f8, 0x080007:
            return ProtocolNames.etherType(type)
        case 0x00000c:
            switch type {
            case 0x2000: return "CDP"
            case 0x2003: return "VTP"
            case 0x2004: return "DTP"
            case 0x010b: return "PVST"
            case 0x010c: return "VLAN Bridge"
            case 0x0111: return "UDLD"
            default: return nil
            }
        case 0x0080c2:
            switch type {
            case 0x0001: return "Ethernet + FCS"
            case 0x0002: return "802.4 + FCS"
            case 0x0003: return "Token Ring + FCS"
            case 0x0004: return "FDDI + FCS"
            case 0x0005: return "802.6 + FCS"
            case 0x0007: return "Ethernet w/o FCS"
            case 0x0008: return "802.4 w/o FCS"
            case 0x0009: return "Token Ring w/o FCS"
            case 0x000a: return "FDDI w/o FCS"
            case 0x000b: return "802.6 w/o FCS"
            case 0x000e: return "BPDU"
            default: return nil
            }
        default:
            return nil
        }
    }
}
