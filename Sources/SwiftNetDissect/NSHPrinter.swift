// VXLAN-GPE (draft-ietf-nvo3-vxlan-gpe) and NSH (RFC 8300) as tcpdump 4.99's vxlan_gpe_print and
// nsh_print print them. NSH arrives inside VXLAN-GPE (next protocol 4) or on Ethernet (EtherType
// 0x894f); its context headers are printed only at -vvv.

extension Dissection {
    mutating func vxlanGPE(at offset: Int, length: Int) throws(Truncated) {
        proto = "vxlan_gpe"
        layer(VXLANGPEFields.vxlanGPE)
        put("VXLAN-GPE, ")
        if length < 8 {
            put(" (len "); put(decimal: length); put(" < 8)")
            putInvalid()
            return
        }
        // Read as tcpdump reads it: the flags are printed before the rest is known to be there.
        let flags = try u8(offset)
        report(VXLANGPEFields.flags, flags)
        report(VXLANGPEFields.vniValid, bool: flags & 0x08 != 0)
        report(VXLANGPEFields.nextProtocolPresent, bool: flags & 0x04 != 0)
        report(VXLANGPEFields.bip, bool: flags & 0x02 != 0)
        report(VXLANGPEFields.oam, bool: flags & 0x01 != 0)
        put("flags [")
        if flags & 0x0f == 0 { put("none") }
        if flags & 0x08 != 0 { put("I") }
        if flags & 0x04 != 0 { put("P") }
        if flags & 0x02 != 0 { put("B") }
        if flags & 0x01 != 0 { put("O") }
        put("], ")
        let next = try u8(offset + 3)
        let vni = UInt32(try u8(offset + 4)) << 16 | UInt32(try u16(offset + 5))
        _ = try u8(offset + 7)
        report(VXLANGPEFields.nextProtocol, next)
        report(VXLANGPEFields.vni, vni)
        put("vni "); put(decimal: vni)
        put(verbose > 0 ? "\n    " : ": ")
        let payload = offset + 8
        let payloadLength = length - 8
        switch next {
        case 1: try ipv4(at: payload, length: payloadLength)
        case 2: try ipv6(at: payload, length: payloadLength)
        case 3: _ = try ethernet(wireLength: payloadLength, at: payload)
        case 4: try nsh(at: payload, length: payloadLength)
        default:
            put("ERROR: unknown-next-protocol")
            putInvalid()
        }
    }

    mutating func nsh(at offset: Int, length: Int) throws(Truncated) {
        proto = "nsh"
        layer(NSHFields.nsh)
        if length < 8 {
            put(" (packet length "); put(decimal: length); put(" < 8)")
            putInvalid()
            return
        }
        let base = try u32(offset)
        let version = base >> 30
        let words = Int(base >> 16 & 0x3f)
        let mdType = UInt8(base >> 8 & 0x0f)
        let next = UInt8(base & 0xff)
        report(NSHFields.version, version)
        put("NSH, ")
        if verbose > 1 { put("ver "); put(decimal: version); put(", ") }
        if version != 0 { return }
        report(NSHFields.oam, bool: base & 0x2000_0000 != 0)
        report(NSHFields.ttl, base >> 22 & 0x3f)
        report(NSHFields.length, words)
        report(NSHFields.mdType, mdType)
        report(NSHFields.nextProtocol, next)
        put("flags ["); put(base & 0x2000_0000 != 0 ? "O" : "none"); put("], ")
        if verbose > 2 {
            put("TTL "); put(decimal: base >> 22 & 0x3f); put(", ")
            put("length "); put(decimal: words); put(", ")
            put("md type ")
            switch mdType {
            case 0: put("reserved")
            case 1: put("1")
            case 2: put("2")
            case 0x0f: put("experimental")
            default: put("unknown (0x"); put(hex: mdType, digits: 2); put(")")
            }
            put(", ")
        }
        if verbose > 1 {
            put("next-protocol ")
            switch next {
            case 1: put("IPv4")
            case 2: put("IPv6")
            case 3: put("Ethernet")
            case 4: put("NSH")
            case 5: put("MPLS")
            case 0xfe: put("Experiment 1")
            case 0xff: put("Experiment 2")
            default: put("unknown (0x"); put(hex: next, digits: 2); put(")")
            }
            put(", ")
        }
        if length < words * 4 {
            put(" (too many headers for packet length "); put(decimal: length); put(")")
            putInvalid()
            return
        }
        // The path ID is printed before the index is read, as tcpdump does.
        let pathID = UInt32(try u8(offset + 4)) << 16 | UInt32(try u16(offset + 5))
        report(NSHFields.servicePathID, pathID)
        put("service-path-id 0x"); put(hex: pathID, digits: 6)
        put(", ")
        let serviceIndex = try u8(offset + 7)
        report(NSHFields.serviceIndex, serviceIndex)
        put("service-index 0x"); put(hex: serviceIndex)
        if words < 2 {
            put(" (less than two headers)")
            putInvalid()
            return
        }
        var cursor = offset + 8
        var walked = false
        if verbose > 2 || Sink.collectsFields {
            // JSON (walked at -vvv) reports the contexts but, like the text at -v, goes on to the
            // payload past a bad MD length; only the -vvv text stops there, as tcpdump does.
            let text = verbose > 2 && Sink.rendersText
            if mdType == 1 {
                if words != 6 {
                    if text {
                        put(" (invalid length for the MD type)")
                        putInvalid()
                        return
                    }
                    reportMalformed("MD type 1 needs length 6")
                } else {
                    beginList(NSHFields.contexts)
                    for index in 0..<4 {
                        let value: UInt32
                        do { value = try u32(cursor) } catch { endList(); throw error }
                        report(NSHFields.context, value)
                        if text {
                            put("\n        Context["); put(decimal: index, width: 2); put("]: 0x"); put(hex: value, digits: 8)
                        }
                        cursor += 4
                    }
                    endList()
                    walked = text
                }
            } else if mdType == 2 {
                if try !nshMetadata(from: &cursor, words: words - 2, text: text) {
                    if text { return }
                    reportMalformed("metadata TLV past the header")
                }
                walked = text
            }
            if !text { cursor = offset + 8 }
        }
        if !walked {
            try check((words - 2) * 4, at: offset + 8)
            cursor = offset + words * 4
        }
        put(verbose > 0 ? "\n    " : ": ")
        let nextLength = length - words * 4
        switch next {
        case 1: try ipv4(at: cursor, length: nextLength)
        case 2: try ipv6(at: cursor, length: nextLength)
        case 3: _ = try ethernet(wireLength: nextLength, at: cursor)
        default: put("ERROR: unknown-next-protocol")
        }
    }

    /// MD type 2 TLVs in `words` 4-byte words; throws `Truncated` where tcpdump's walk would; false
    /// (after ` (length too big) (invalid)` in text) for a TLV past the header, where tcpdump stops.
    private mutating func nshMetadata(from cursor: inout Int, words: Int, text: Bool) throws(Truncated) -> Bool {
        beginList(NSHFields.metadata)
        defer { endList() }
        var used = 0
        while used < words {
            let tlvClass = try u16(cursor)
            let type = try u8(cursor + 2)
            let valueLength = Int(try u8(cursor + 3) & 0x7f)
            cursor += 4
            let padded = (valueLength + 3) & ~3
            beginItem()
            report(NSHFields.tlvClass, tlvClass)
            report(NSHFields.tlvType, type)
            report(NSHFields.tlvLength, valueLength)
            if text {
                put("\n        TLV Class "); put(decimal: tlvClass); put(", Type "); put(decimal: type)
                put(", Len "); put(decimal: valueLength)
            }
            used += 1
            if words < used + padded / 4 {
                endItem()
                if text {
                    put(" (length too big)")
                    putInvalid()
                }
                return false
            }
            report(NSHFields.tlvValue, bytesAt: cursor, count: valueLength)
            endItem()
            if valueLength > 0 {
                if text { put("\n            Value: ") }
                for index in 0..<valueLength {
                    let byte = try u8(cursor)
                    if text { put(index == 0 ? "0x" : ":"); put(hex: byte, digits: 2) }
                    cursor += 1
                }
                try check(padded - valueLength, at: cursor)
                cursor += padded - valueLength
                used += padded / 4
            }
        }
        return true
    }
}
