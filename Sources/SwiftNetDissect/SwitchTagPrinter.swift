// Switch tags between the Ethernet addresses and the EtherType, as tcpdump 4.99 prints them:
// Marvell DSA/EDSA (print-dsa.c: dsa_if_print, edsa_if_print) and Broadcom tags (print-brcmtag.c:
// brcm_tag_if_print, brcm_tag_prepend_if_print). The Ethernet walk (LinkLayers.swift) reads the
// addresses and everything after the tag; this file prints and reports the tag itself.

/// The tag an Ethernet frame carries after its source address (tcpdump's print_switch_tag).
enum EthernetSwitchTag {
    case none
    case dsa
    case edsa
    case brcm

    /// Bytes the tag occupies (tcpdump's switch_tag_len).
    var length: Int {
        switch self {
        case .none: 0
        case .dsa, .brcm: 4
        case .edsa: 8
        }
    }

    /// tcpdump's ndo_protocol for the link type (the ` [|dsa]` of a frame shorter than the tag).
    var proto: StaticString {
        switch self {
        case .none: "ether"
        case .dsa: "dsa"
        case .edsa: "edsa"
        case .brcm: "brcm-tag"
        }
    }
}

extension Dissection {
    /// Prints and reports the switch tag at `offset`; the caller checked that the whole tag is
    /// captured (ether_common_print refuses a frame shorter than addresses, tag and type).
    mutating func switchTag(_ tag: EthernetSwitchTag, at offset: Int) throws(Truncated) {
        switch tag {
        case .none: return
        case .dsa:
            layer(SwitchTagFields.dsa)
            put(options.linkHeader ? "Marvell DSA " : "DSA ")
            try dsaTag(at: offset)
        case .edsa:
            layer(SwitchTagFields.edsa)
            let type = try u16(offset)
            report(SwitchTagFields.edsaEtherType, type)
            report(SwitchTagFields.edsaReserved, u16At: offset + 2)
            if options.linkHeader {
                put("Marvell EDSA ethertype 0x"); put(hex: type, digits: 4)
                put(" ("); put(ProtocolNames.etherType(type) ?? "Unknown"); put("), rsvd ")
                put(decimal: try u8(offset + 2)); put(" "); put(decimal: try u8(offset + 3)); put(", ")
            } else {
                put("EDSA 0x"); put(hex: type, digits: 4); put(", ")
            }
            try dsaTag(at: offset + 4)
        case .brcm:
            try brcmTag(at: offset)
        }
    }

    /// tag_common_print: the 4-byte DSA tag (also the last four bytes of an EDSA tag).
    private mutating func dsaTag(at offset: Int) throws(Truncated) {
        let b0 = try u8(offset), b1 = try u8(offset + 1), b2 = try u8(offset + 2), b3 = try u8(offset + 3)
        let mode = b0 >> 6
        let tagged = b0 & 0x20 != 0
        let device = b0 & 0x1f
        let port = b1 >> 3
        // Bit 18 is the trunk flag (forward), the code's top bit (to CPU) or the sniff direction.
        let bit18 = b1 & 0x04 != 0
        let cfi = b1 & 0x01 != 0
        let priority = b2 >> 5
        let code = (b1 & 0x06) | (b2 & 0x10) >> 4
        let vlanID = UInt16(b2 & 0x0f) << 8 | UInt16(b3)
        let modeName: StaticString = switch mode {
        case 0: "To CPU"
        case 1: "From CPU"
        case 2: "To Sniffer"
        default: "Forward"
        }
        report(SwitchTagFields.mode, mode)
        report(SwitchTagFields.modeName, label: modeName)
        report(SwitchTagFields.tagged, bool: tagged)
        report(SwitchTagFields.device, device)
        report(SwitchTagFields.port, port)
        switch mode {
        case 0:
            report(SwitchTagFields.code, code)
            report(SwitchTagFields.codeName, label: Self.dsaCodeName(code))
        case 2: report(SwitchTagFields.rxSniff, bool: bit18)
        case 3: report(SwitchTagFields.trunk, bool: bit18)
        default: break
        }
        report(SwitchTagFields.cfi, bool: cfi)
        report(SwitchTagFields.priority, priority)
        report(SwitchTagFields.vlanID, vlanID)
        guard Sink.rendersText else { return }
        if options.linkHeader {
            put("mode "); put(modeName); put(", ")
            switch mode {
            case 3:
                put("dev "); put(decimal: device); put(bit18 ? ", trunk " : ", port "); put(decimal: port); put(", ")
            case 1:
                put("target dev "); put(decimal: device); put(", port "); put(decimal: port); put(", ")
            case 0:
                put("source dev "); put(decimal: device); put(", port "); put(decimal: port)
                put(", code "); put(Self.dsaCodeName(code)); put(", ")
            default:
                put("source dev "); put(decimal: device); put(", port "); put(decimal: port)
                put(bit18 ? ", ingress sniff, " : ", egress sniff, ")
            }
            put(tagged ? "tagged, " : "untagged, ")
            if cfi { put("CFI, ") }
            put("VID "); put(decimal: vlanID); put(", FPri "); put(decimal: priority); put(", ")
        } else {
            switch mode {
            case 3:
                put(bit18 ? "Forward trunk " : "Forward port ")
                put(decimal: device); put("."); put(decimal: port); put(", ")
            case 1:
                put("CPU > port "); put(decimal: device); put("."); put(decimal: port); put(", ")
            case 0:
                put("port "); put(decimal: device); put("."); put(decimal: port); put(" > CPU, ")
            default:
                put("port "); put(decimal: device); put("."); put(decimal: port)
                put(bit18 ? " > Rx Sniffer, " : " > Tx Sniffer, ")
            }
            put("VLAN "); put(decimal: vlanID); put(tagged ? "t, " : "u, ")
        }
    }

    private static func dsaCodeName(_ code: UInt8) -> StaticString {
        switch code {
        case 0: "BPDU (MGMT) Trap"
        case 1: "Frame2Reg"
        case 2: "IGMP/MLD Trap"
        case 3: "Policy Trap"
        case 4: "ARP Mirror"
        case 5: "Policy Mirror"
        default: "reserved"
        }
    }

    /// brcm_tag_print: opcode 1 (bit 5 of the first byte) is an ingress tag, anything else egress;
    /// the `OP:` word tests the whole first byte, as tcpdump does.
    mutating func brcmTag(at offset: Int, printed: Bool = true) throws(Truncated) {
        layer(SwitchTagFields.brcm)
        let b0 = try u8(offset), b1 = try u8(offset + 1), b2 = try u8(offset + 2), b3 = try u8(offset + 3)
        report(SwitchTagFields.opcode, b0 >> 5)
        let ingress = b0 & 0x20 != 0
        if ingress {
            report(SwitchTagFields.trafficClass, (b1 >> 2) & 0x07)
            report(SwitchTagFields.tagEnforcement, b1 & 0x03)
            report(SwitchTagFields.timestamp, b1 >> 7)
            report(SwitchTagFields.destinationMap, (UInt16(b2) << 8 | UInt16(b3)) & 0x1ff)
        } else {
            report(SwitchTagFields.classificationID, b1)
            report(SwitchTagFields.reasonCode, b2)
            report(SwitchTagFields.trafficClass, (b3 >> 5) & 0x07)
            report(SwitchTagFields.sourcePort, b3 & 0x1f)
        }
        guard Sink.rendersText && printed else { return }
        put(b0 != 0 ? "BRCM tag OP: IG" : "BRCM tag OP: EG")
        if ingress {
            put(", TC: "); put(decimal: (b1 >> 2) & 0x07)
            let enforcement: StaticString = switch b1 & 0x03 {
            case 0: "None"
            case 1: "Untag"
            case 2: "Header"
            default: "Reserved"
            }
            put(", TE: "); put(enforcement)
            put(", TS: "); put(decimal: b1 >> 7)
            put(", DST map: 0x"); put(hex: (UInt16(b2) << 8 | UInt16(b3)) & 0x1ff, digits: 4)
        } else {
            put(", CID: "); put(decimal: b1)
            let reason: StaticString = switch b2 {
            case 1: "mirror"
            case 2: "MAC learning"
            case 4: "switching"
            case 8: "prot term"
            case 16: "prot snoop"
            case 32: "exception"
            default: "reserved"
            }
            put(", RC: "); put(reason)
            put(", TC: "); put(decimal: (b3 >> 5) & 0x07)
            put(", port: "); put(decimal: b3 & 0x1f)
        }
        put(", ")
    }

    /// LINKTYPE_DSA_TAG_BRCM_PREPEND (282): the Broadcom tag before the Ethernet frame, printed
    /// only with -e; the frame follows as plain Ethernet (its truncation marker is `[|ether]`).
    mutating func brcmPrependLink(wireLength: Int) throws(Truncated) {
        proto = "brcm-tag-prepend"
        guard has(4, at: 0) else {
            layer(SwitchTagFields.brcm)
            putTruncationMarker()
            // tcpdump counts no link header here: -x dumps the whole record.
            linkHeaderLength = 0
            return
        }
        try brcmTag(at: 0, printed: options.linkHeader)
        linkHeaderLength = 4 &+ (try ethernet(wireLength: wireLength - 4, at: 4))
    }
}
