// Opaque LSA bodies (RFC 5250) as tcpdump 4.99.3 prints them: router information (RFC 7770,
// the capabilities TLV), grace (RFC 3623) and traffic engineering (RFC 3630, GMPLS RFC 4203,
// bandwidth constraints RFC 4124) TLVs, each padded to 32 bits; other TLVs as hex dumps at -v.

extension Dissection {
    /// JSON: an opaque body tcpdump does not decode, as its bytes.
    mutating func reportOSPFOpaqueBody(at offset: Int, length: Int) {
        report(OSPFFields.tlvValue, bytesAt: offset, count: Swift.min(Swift.max(0, length), available(from: offset)))
    }

    /// The router information LSA's TLVs. tcpdump 4.99.3 steps over each TLV's value unpadded.
    mutating func ospfRouterInformation(at start: Int, length: Int) throws(Truncated) -> OSPFStep {
        var cursor = start
        var remaining = length
        beginList(OSPFFields.tlvs)
        defer { endList() }
        while remaining != 0 {
            try check(4, at: cursor)
            if remaining < 4 {
                put("\n\t    Remaining LS length "); put(decimal: remaining); put(" < 4")
                return .endOfLSA
            }
            let type = bytes.uint16(at: cursor)
            let tlvLength = Int(bytes.uint16(at: cursor + 2))
            cursor += 4
            remaining -= 4
            beginItem()
            defer { endItem() }
            report(OSPFFields.tlvType, type)
            report(OSPFFields.tlvLength, tlvLength)
            put("\n\t    "); put(OSPFField.routerInformationTLVName(type)); put(" TLV ("); put(decimal: type)
            put("), length: "); put(decimal: tlvLength); put(", value: ")
            if tlvLength > remaining {
                put("\n\t    Bogus length "); put(decimal: tlvLength); put(" > remaining LS length ")
                put(decimal: remaining)
                return .endOfLSA
            }
            remaining -= tlvLength
            try check(tlvLength, at: cursor)
            report(OSPFFields.tlvValue, bytesAt: cursor, count: tlvLength)
            switch type {
            case 1:
                if tlvLength != 4 {
                    put("\n\t    Bogus length "); put(decimal: tlvLength); put(" != 4")
                    return .endOfLSA
                }
                put("Capabilities: ")
                putBitNames(bytes.uint32(at: cursor), OSPFField.routerCapabilityNames, none: "Unknown")
            default:
                if verbose <= 1 {
                    guard ospfUnknownData(at: cursor, length: tlvLength, prefix: "\n\t      ") else { return .endOfLSA }
                }
            }
            cursor += tlvLength
        }
        return .next
    }

    /// ospf_grace_lsa_print; false where tcpdump's returns -1 (the LSA then ends, no -vv dump).
    /// tcpdump 4.99.3 takes the padded length off an unsigned remainder, which may wrap.
    mutating func ospfGraceTLVs(at start: Int, length: Int) throws(Truncated) -> Bool {
        var cursor = start
        var remaining = length
        beginList(OSPFFields.tlvs)
        defer { endList() }
        while remaining != 0 {
            guard try ospfQuietCheck(4, at: cursor) else { return false }
            if remaining < 4 {
                put("\n\t    Remaining LS length "); put(decimal: remaining); put(" < 4")
                return false
            }
            let type = bytes.uint16(at: cursor)
            let tlvLength = Int(bytes.uint16(at: cursor + 2))
            cursor += 4
            remaining -= 4
            beginItem()
            defer { endItem() }
            report(OSPFFields.tlvType, type)
            report(OSPFFields.tlvLength, tlvLength)
            put("\n\t    "); put(OSPFField.graceTLVName(type)); put(" TLV ("); put(decimal: type)
            put("), length "); put(decimal: tlvLength); put(", value: ")
            if tlvLength > remaining {
                put("\n\t    Bogus length "); put(decimal: tlvLength); put(" > "); put(decimal: remaining)
                return false
            }
            // A zero type or length would never advance: tcpdump gives up without a word.
            if type == 0 || tlvLength == 0 { return false }
            guard try ospfQuietCheck(tlvLength, at: cursor) else { return false }
            report(OSPFFields.tlvValue, bytesAt: cursor, count: tlvLength)
            switch type {
            case 1, 3:
                if tlvLength != 4 {
                    put("\n\t    Bogus length "); put(decimal: tlvLength); put(" != 4")
                    return false
                }
                if type == 1 {
                    put(decimal: bytes.uint32(at: cursor)); put("s")
                } else {
                    try putIPv4(at: cursor)
                }
            case 2:
                if tlvLength != 1 {
                    put("\n\t    Bogus length "); put(decimal: tlvLength); put(" != 1")
                    return false
                }
                put(OSPFField.graceReasonName(bytes[cursor])); put(" ("); put(decimal: bytes[cursor]); put(")")
            default:
                if verbose <= 1 {
                    guard ospfUnknownData(at: cursor, length: tlvLength, prefix: "\n\t      ") else { return false }
                }
            }
            let padded = (tlvLength + 3) & ~3
            remaining = (remaining - padded) & 0xffff_ffff
            cursor += padded
        }
        return true
    }

    /// ospf_te_lsa_print: the router address and link TLVs; false where tcpdump's returns -1.
    mutating func ospfTrafficEngineering(at start: Int, length: Int) throws(Truncated) -> Bool {
        var cursor = start
        var remaining = length
        beginList(OSPFFields.tlvs)
        defer { endList() }
        while remaining != 0 {
            guard try ospfQuietCheck(4, at: cursor) else { return false }
            if remaining < 4 {
                put("\n\t    Remaining LS length "); put(decimal: remaining); put(" < 4")
                return false
            }
            let type = bytes.uint16(at: cursor)
            var tlvLength = Int(bytes.uint16(at: cursor + 2))
            cursor += 4
            remaining -= 4
            beginItem()
            defer { endItem() }
            report(OSPFFields.tlvType, type)
            report(OSPFFields.tlvLength, tlvLength)
            put("\n\t    "); put(OSPFField.teTLVName(type)); put(" TLV ("); put(decimal: type)
            put("), length: "); put(decimal: tlvLength)
            if tlvLength > remaining {
                put("\n\t    Bogus length "); put(decimal: tlvLength); put(" > "); put(decimal: remaining)
                return false
            }
            // A zero type or length would never advance: tcpdump gives up without a word.
            if type == 0 || tlvLength == 0 { return false }
            switch type {
            case 2:
                // tcpdump 4.99.3 walks the sub-TLVs with the TLV's own pointer and length: it
                // ends past them, and takes nothing off the LS length for this TLV.
                guard let after = try ospfTELinkSubTLVs(at: cursor, length: tlvLength) else { return false }
                cursor = after
                tlvLength = 0
            case 1:
                if tlvLength < 4 {
                    put("\n\t    TLV length "); put(decimal: tlvLength); put(" < 4")
                    return false
                }
                try check(4, at: cursor)
                report(OSPFFields.tlvValue, bytesAt: cursor, count: 4)
                put(", "); try putIPv4(at: cursor)
            default:
                reportOSPFOpaqueBody(at: cursor, length: tlvLength)
                if verbose <= 1 {
                    guard ospfUnknownData(at: cursor, length: tlvLength, prefix: "\n\t      ") else { return false }
                }
            }
            if tlvLength % 4 != 0 {
                tlvLength += 4 - tlvLength % 4
                if tlvLength > remaining {
                    put("\n\t    Bogus padded length "); put(decimal: tlvLength); put(" > "); put(decimal: remaining)
                    return false
                }
            }
            remaining -= tlvLength
            cursor += tlvLength
        }
        return true
    }

    /// The link TLV's sub-TLVs; returns where tcpdump's pointer ends, nil where it gives up.
    private mutating func ospfTELinkSubTLVs(at start: Int, length: Int) throws(Truncated) -> Int? {
        var cursor = start
        var remaining = length
        beginList(OSPFFields.subTLVs)
        defer { endList() }
        while remaining != 0 {
            if remaining < 4 {
                put("\n\t    Remaining TLV length "); put(decimal: remaining); put(" < 4")
                return nil
            }
            let type = try u16(cursor)
            var subLength = Int(try u16(cursor + 2))
            cursor += 4
            remaining -= 4
            if type == 0 || subLength == 0 {
                putInvalid()
                return nil
            }
            beginItem()
            defer { endItem() }
            report(OSPFFields.tlvType, type)
            report(OSPFFields.tlvLength, subLength)
            put("\n\t      "); put(OSPFField.teLinkSubTLVName(type)); put(" subTLV ("); put(decimal: type)
            put("), length: "); put(decimal: subLength)
            if remaining < subLength {
                // tcpdump 4.99.3 states both with the 4-byte sub-TLV header counted.
                put("\n\t    Remaining TLV length "); put(decimal: remaining + 4); put(" < ")
                put(decimal: subLength + 4)
                return nil
            }
            guard try ospfQuietCheck(subLength, at: cursor) else { return nil }
            report(OSPFFields.tlvValue, bytesAt: cursor, count: subLength)
            // The shared risk groups move tcpdump's pointer as they print, and it moves again by
            // the sub-TLV's length after: the next sub-TLV is read that much further on.
            var skewed = 0
            switch type {
            case 9, 5:
                guard ospfTELength(subLength, equals: 4, " != 4") else { return nil }
                if type == 9 {
                    put(", 0x"); put(hex: bytes.uint32(at: cursor), digits: 8)
                } else {
                    put(", Metric "); put(decimal: bytes.uint32(at: cursor))
                }
            case 2, 11:
                if subLength != 4 && subLength != 8 {
                    put(" != 4 && != 8")
                    putInvalid()
                    return nil
                }
                put(", "); try putIPv4(at: cursor); put(" (0x"); put(hex: bytes.uint32(at: cursor), digits: 8); put(")")
                if subLength == 8 {
                    put(", "); try putIPv4(at: cursor + 4)
                    put(" (0x"); put(hex: bytes.uint32(at: cursor + 4), digits: 8); put(")")
                }
            case 3, 4:
                guard ospfTELength(subLength, equals: 4, " != 4") else { return nil }
                put(", "); try putIPv4(at: cursor)
            case 6, 7:
                guard ospfTELength(subLength, equals: 4, " != 4") else { return nil }
                put(", "); putOSPFBandwidth(at: cursor); put(" Mbps")
            case 8:
                guard ospfTELength(subLength, equals: 32, " != 32") else { return nil }
                for teClass in 0..<8 {
                    put("\n\t\tTE-Class "); put(decimal: teClass); put(": ")
                    putOSPFBandwidth(at: cursor + teClass * 4); put(" Mbps")
                }
            case 17:
                if subLength < 4 {
                    put(" < 4")
                    putInvalid()
                    return nil
                }
                put("\n\t\tBandwidth Constraints Model ID: "); put(OSPFField.bandwidthModelName(bytes[cursor]))
                put(" ("); put(decimal: bytes[cursor]); put(")")
                if subLength % 4 != 0 {
                    put("\n\t\tlength "); put(decimal: subLength); put(" != N x 4")
                    putInvalid()
                    return nil
                }
                if subLength > 36 {
                    put("\n\t\tlength "); put(decimal: subLength); put(" > 36")
                    putInvalid()
                    return nil
                }
                for classType in 0..<(subLength - 4) / 4 {
                    put("\n\t\t  Bandwidth constraint CT"); put(decimal: classType); put(": ")
                    putOSPFBandwidth(at: cursor + 4 + classType * 4); put(" Mbps")
                }
            case 14:
                guard ospfTELength(subLength, equals: 4, " != 4") else { return nil }
                put(", "); putBitNames(UInt32(bytes[cursor]), OSPFField.linkProtectionNames)
            case 15:
                if subLength < 36 {
                    put(" < 36")
                    putInvalid()
                    return nil
                }
                put("\n\t\tInterface Switching Capability: ")
                put(OSPFField.switchingCapabilityName(bytes[cursor]))
                put("\n\t\tLSP Encoding: "); put(OSPFField.lspEncodingName(bytes[cursor + 1]))
                put("\n\t\tMax LSP Bandwidth:")
                for level in 0..<8 {
                    put("\n\t\t  priority level "); put(decimal: level); put(": ")
                    putOSPFBandwidth(at: cursor + 4 + level * 4); put(" Mbps")
                }
            case 1:
                guard ospfTELength(subLength, equals: 1, " != 1") else { return nil }
                put(", "); put(OSPFField.linkTypeName(bytes[cursor])); put(" ("); put(decimal: bytes[cursor]); put(")")
            case 16:
                if subLength % 4 != 0 {
                    put(" != N x 4")
                    putInvalid()
                    return nil
                }
                let groups = subLength / 4
                if groups != 0 { put("\n\t\t  Shared risk group: ") }
                for index in 0..<groups {
                    if index > 0 { put(", ") }
                    put(decimal: bytes.uint32(at: cursor + index * 4))
                }
                skewed = subLength
            default:
                if verbose <= 1 {
                    guard ospfUnknownData(at: cursor, length: subLength, prefix: "\n\t\t") else { return nil }
                }
            }
            if subLength % 4 != 0 {
                subLength += 4 - subLength % 4
                if remaining < subLength {
                    put("\n\t    Remaining TLV length "); put(decimal: remaining + 4); put(" < ")
                    put(decimal: subLength + 4)
                    return nil
                }
            }
            remaining -= subLength
            cursor += subLength + skewed
        }
        return cursor
    }

    /// A sub-TLV whose length must be exactly `expected`: otherwise tcpdump's ` != N (invalid)`.
    private mutating func ospfTELength(_ length: Int, equals expected: Int, _ complaint: StaticString) -> Bool {
        if length == expected { return true }
        put(complaint)
        putInvalid()
        return false
    }

    /// A bandwidth in IEEE single precision bytes per second, in Mbit/s as tcpdump computes it
    /// (in single precision: value * 8 / 1000000), `%.3f`. The caller checked the 4 bytes.
    private mutating func putOSPFBandwidth(at offset: Int) {
        let value = Float(bitPattern: bytes.uint32(at: offset))
        putFloatThreeDecimals(value * 8 / 1_000_000)
    }
}
