// Geneve (RFC 8926) as tcpdump 4.99's geneve_print prints it: flags, VNI, the options (a byte
// count, their class/type/length with -v, their data words with -vv), then the payload by
// EtherType on a new line.

extension Dissection {
    mutating func geneve(at offset: Int, length: Int) throws(Truncated) {
        proto = "geneve"
        layer(GeneveFields.geneve)
        put("Geneve")
        if length < 8 {
            put(" [length "); put(decimal: length); put(" < 8]")
            putInvalid()
            return
        }
        // tcpdump checks the header and the option area with ND_TCHECK (a marker, no longjmp: the
        // -x dump still skips the link header), so these two return instead of throwing.
        guard has(8, at: offset) else {
            putTruncationMarker()
            return
        }
        let first = bytes[offset]
        let version = first >> 6
        report(GeneveFields.version, version)
        if version != 0 {
            put(" ERROR: unknown-version "); put(decimal: version)
            reportMalformed("unknown Geneve version")
            return
        }
        let flags = bytes[offset + 1]
        let type = bytes.uint16(at: offset + 2)
        let vni = bytes.uint32(at: offset + 4) >> 8
        let reserved = bytes[offset + 7]
        let optionsLength = Int(first & 0x3f) * 4
        report(GeneveFields.optionsLength, optionsLength)
        report(GeneveFields.flags, flags)
        report(GeneveFields.oam, bool: flags & 0x80 != 0)
        report(GeneveFields.critical, bool: flags & 0x40 != 0)
        report(GeneveFields.protocolType, type)
        report(GeneveFields.vni, vni)
        report(GeneveFields.reserved, reserved)
        put(", Flags [")
        if flags == 0 {
            put("none")
        } else {
            for (bit, name) in geneveFlagNames where flags & bit != 0 { put(name) }
        }
        put("], vni 0x"); put(hex: vni)
        if reserved != 0 { put(", rsvd 0x"); put(hex: reserved) }
        if options.linkHeader {
            put(", proto "); put(ProtocolNames.etherType(type) ?? "unknown")
            put(" (0x"); put(hex: type, digits: 4); put(")")
        }
        let remaining = length - 8
        if remaining < optionsLength {
            put(" truncated-geneve - "); put(decimal: optionsLength - remaining); put(" bytes missing")
            reportMalformed("options longer than the datagram")
            return
        }
        guard has(optionsLength, at: offset + 8) else {
            putTruncationMarker()
            return
        }
        if optionsLength > 0 {
            put(", options [")
            if verbose > 0 || Sink.collectsFields {
                genevePutOptions(at: offset + 8, length: optionsLength)
            }
            if verbose == 0 { put(decimal: optionsLength); put(" bytes") }
            put("]")
        }
        put(verbose < 1 ? ": " : "\n\t")
        let payload = offset + 8 + optionsLength
        let payloadLength = remaining - optionsLength
        if try etherTypePayload(type, at: payload, length: payloadLength) { return }
        if type == 0x6558 {
            _ = try ethernet(wireLength: payloadLength, at: payload)
        } else {
            put("geneve-proto-0x"); put(hex: type)
        }
    }

    /// The options (all captured: the caller checked the whole area). Text only at -v (the caller
    /// prints the byte count otherwise); JSON always.
    private mutating func genevePutOptions(at start: Int, length: Int) {
        let text = verbose > 0
        var cursor = start
        var left = length
        beginList(GeneveFields.options)
        defer { endList() }
        while left > 0 {
            if cursor != start, text { put(", ") }
            // The area is a multiple of 4 and each option a multiple of 4, so the header is there.
            let optionClass = bytes.uint16(at: cursor)
            let type = bytes[cursor + 2]
            let optionLength = 4 + Int(bytes[cursor + 3] & 0x1f) * 4
            beginItem()
            report(GeneveFields.optionClass, optionClass)
            report(GeneveFields.optionType, type)
            report(GeneveFields.optionCritical, bool: type & 0x80 != 0)
            report(GeneveFields.optionLength, optionLength)
            if text {
                put("class "); put(geneveClassName(optionClass)); put(" (0x"); put(hex: optionClass)
                put(") type 0x"); put(hex: type); put(type & 0x80 != 0 ? "(C)" : "")
                put(" len "); put(decimal: optionLength)
            }
            if optionLength > left {
                endItem()
                if text { put(" [bad length]") }
                reportMalformed("option longer than the option area")
                return
            }
            report(GeneveFields.optionData, bytesAt: cursor + 4, count: optionLength - 4)
            endItem()
            if verbose > 1 && optionLength > 4 {
                put(" data")
                var word = cursor + 4
                while word < cursor + optionLength {
                    put(" "); put(hex: bytes.uint32(at: word), digits: 8)
                    word += 4
                }
            }
            cursor += optionLength
            left -= optionLength
        }
    }

    private func geneveClassName(_ optionClass: UInt16) -> StaticString {
        switch optionClass {
        case 0x0100: "Linux"
        case 0x0101: "Open vSwitch"
        case 0x0102: "Open Virtual Networking (OVN)"
        case 0x0103: "In-band Network Telemetry (INT)"
        case 0x0104: "VMware"
        case ...0x00ff: "Standard"
        case 0xfff0...: "Experimental"
        default: "Unknown"
        }
    }
}

/// tcpdump's geneve_flag_values, printed without separators.
private let geneveFlagNames: [(UInt8, StaticString)] = [
    (0x80, "O"), (0x40, "C"), (0x20, "R1"), (0x10, "R2"), (0x08, "R3"), (0x04, "R4"), (0x02, "R5"), (0x01, "R6"),
]
