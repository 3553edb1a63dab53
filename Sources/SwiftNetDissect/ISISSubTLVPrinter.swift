import SwiftNetWire

// The IS-IS TLVs with entries and sub-TLVs of their own, as tcpdump 4.99 prints them: extended IS
// reachability (RFC 5305 TE sub-TLVs, RFC 8667 LAN adjacency SIDs), extended IPv4/IPv6
// reachability (admin tags, prefix SIDs), router capability (SR capabilities) and the SPB TLVs.

enum ISISSubTLV {
    static func isReachName(_ type: UInt8) -> StaticString {
        switch type {
        case 3: "Administrative groups"
        case 4: "Link Local/Remote Identifier"
        case 5: "Link Remote Identifier"
        case 6: "IPv4 interface address"
        case 8: "IPv4 neighbor address"
        case 9: "Maximum link bandwidth"
        case 10: "Reservable link bandwidth"
        case 11: "Unreserved bandwidth"
        case 18: "Traffic Engineering Metric"
        case 19: "Link Attribute"
        case 20: "Link Protection Type"
        case 21: "Interface Switching Capability"
        case 12: "Bandwidth Constraints (old)"
        case 22: "Bandwidth Constraints"
        case 32: "LAN Adjacency Segment Identifier"
        case 29: "SPB Metric"
        case 250...254: "Reserved for cisco specific extensions"
        case 255: "Reserved for future expansion"
        default: "unknown"
        }
    }

    static func ipReachName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "32-Bit Administrative tag"
        case 2: "64-Bit Administrative tag"
        case 3: "Prefix SID"
        case 117: "Management Prefix Color"
        default: "unknown"
        }
    }

    static let linkAttributeNames: [(UInt32, StaticString)] = [
        (0x01, "Local Protection Available"), (0x02, "Link excluded from local protection path"),
        (0x04, "Local maintenance required"),
    ]
    static let lanAdjacencySIDFlagNames: [(UInt32, StaticString)] = [
        (0x80, "Address family IPv6"), (0x40, "Backup"), (0x20, "Value"), (0x10, "Local significance"),
        (0x08, "Set of adjacencies"), (0x04, "Persistent"),
    ]
    static let prefixSIDFlagNames: [(UInt32, StaticString)] = [
        (0x80, "Readvertisement"), (0x40, "Node"), (0x20, "No-PHP"), (0x10, "Explicit NULL"), (0x08, "Value"),
        (0x04, "Local"),
    ]
    static let srCapabilityFlagNames: [(UInt32, StaticString)] = [(0x80, "ipv4"), (0x40, "ipv6")]
}

extension Dissection {
    /// The entries of TLVs 22, 24 and 222 (after the topology).
    mutating func extendedISReachList(_ type: UInt8, at start: Int, remaining: Int) throws(Truncated) -> ISISTLVOutcome {
        try isisReachEntries(at: start, remaining: remaining) { (walk: inout Dissection, at: Int, left: Int) throws(Truncated) in
            try walk.extendedISReach(type, at: at, remaining: left)
        }
    }

    /// The entry loop TLVs 22/24/222 and 135/235/236/237 share: `entry` prints one entry and returns the
    /// bytes it used (0 where tcpdump gives up: the TLV is cut). An entry longer than what is left of
    /// the TLV ends the list with tcpdump's complaint.
    private mutating func isisReachEntries(
        at start: Int, remaining: Int,
        _ entry: (inout Dissection, Int, Int) throws(Truncated) -> Int
    ) throws(Truncated) -> ISISTLVOutcome {
        var tptr = start
        var tlen = remaining
        while tlen != 0 {
            let used = try entry(&self, tptr, tlen)
            if used == 0 { return .truncated }
            if tlen < used {
                put(" [remaining tlv length "); put(decimal: tlen); put(" < "); put(decimal: used); put("]")
                putISISInvalid()
                break
            }
            tlen -= used
            tptr += used
        }
        return .next
    }

    /// isis_print_ext_is_reach: the bytes it consumed, 0 where tcpdump gives up.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func extendedISReach(_ tlvType: UInt8, at start: Int, remaining: Int) throws(Truncated) -> Int {
        var tptr = start
        var left = remaining
        guard has(7, at: tptr), left >= 7 else { return 0 }
        try check(7, at: tptr); put("\n\t      IS Neighbor: "); try putISISID(at: tptr, count: 7)
        tptr += 7; left -= 7
        var used = 7
        if tlvType != 24 {
            guard has(3, at: tptr), left >= 3 else { return 0 }
            put(", Metric: "); put(decimal: UInt32(bytes[tptr]) << 16 | UInt32(bytes.uint16(at: tptr + 1)))
            tptr += 3; left -= 3; used += 3
        }
        guard has(1, at: tptr), left >= 1 else { return 0 }
        var sumLength = Int(bytes[tptr])
        tptr += 1; left -= 1; used += 1
        put(sumLength == 0 ? ", no sub-TLVs present" : ", sub-TLVs present")
        guard sumLength != 0 else { return used }
        put(" ("); put(decimal: sumLength); put(")")
        while sumLength != 0 {
            guard has(2, at: tptr) else { return 0 }
            if left < 2 {
                put("\n\t        Remaining data in TLV shorter than a subTLV header")
                used += left
                break
            }
            if sumLength < 2 {
                put("\n\t        Remaining data in subTLVs shorter than a subTLV header")
                used += sumLength
                break
            }
            let subType = bytes[tptr]
            var subLength = Int(bytes[tptr + 1])
            tptr += 2; left -= 2; sumLength -= 2; used += 2
            put("\n\t        "); put(ISISSubTLV.isReachName(subType)); put(" subTLV #"); put(decimal: subType)
            put(", length: "); put(decimal: subLength)
            if sumLength < subLength {
                put(" (remaining data in subTLVs shorter than the current subTLV)")
                used += sumLength
                break
            }
            if left < subLength {
                put(" (> remaining tlv length)")
                used += left
                break
            }
            guard has(subLength, at: tptr) else { return 0 }
            // Sub-TLVs that print several values advance through them here, as tcpdump does.
            var consumed = 0
            switch subType {
            case 3, 4, 5:
                if subLength >= 4 {
                    put(", 0x"); put(hex: bytes.uint32(at: tptr), digits: 8)
                    if subLength == 8 { put(", 0x"); put(hex: bytes.uint32(at: tptr + 4), digits: 8) }
                }
            case 6, 8:
                if subLength >= 4 { try check(4, at: tptr); put(", "); try putIPv4(at: tptr) }
            case 9, 10:
                if subLength >= 4 { put(", "); putISISBandwidth(at: tptr); put(" Mbps") }
            case 11:
                if subLength >= 32 {
                    for teClass in 0..<8 {
                        put("\n\t          TE-Class "); put(decimal: teClass); put(": ")
                        putISISBandwidth(at: tptr + consumed); put(" Mbps")
                        consumed += 4
                    }
                }
            case 22, 12:
                if subLength == 0 { break }
                let model = bytes[tptr]
                put("\n\t        Bandwidth Constraints Model ID: "); put(OSPFField.bandwidthModelName(model))
                put(" ("); put(decimal: model); put(")")
                consumed = 1
                var constraint = 0
                while subLength - consumed >= 4 {
                    put("\n\t          Bandwidth constraint CT"); put(decimal: constraint); put(": ")
                    putISISBandwidth(at: tptr + consumed); put(" Mbps")
                    consumed += 4
                    constraint += 1
                }
            case 18:
                if subLength >= 3 { put(", "); put(decimal: UInt32(bytes[tptr]) << 16 | UInt32(bytes.uint16(at: tptr + 1))) }
            case 19:
                if subLength == 2 {
                    let value = bytes.uint16(at: tptr)
                    put(", [ "); putBitNames(UInt32(value), ISISSubTLV.linkAttributeNames, none: "Unknown")
                    put(" ] (0x"); put(hex: value, digits: 4); put(")")
                }
            case 20:
                if subLength >= 2 {
                    put(", "); putBitNames(UInt32(bytes[tptr]), OSPFField.linkProtectionNames)
                    put(", Priority "); put(decimal: bytes[tptr + 1])
                }
            case 29:
                if subLength >= 6 {
                    put(", LM: "); put(decimal: UInt32(bytes[tptr]) << 16 | UInt32(bytes.uint16(at: tptr + 1)))
                    put(", P: "); put(decimal: bytes[tptr + 3])
                    put(", P-ID: "); put(decimal: bytes.uint16(at: tptr + 4))
                    consumed = 4
                }
            case 21:
                if subLength >= 36 {
                    let capability = bytes[tptr]
                    put("\n\t          Interface Switching Capability:"); put(OSPFField.switchingCapabilityName(capability))
                    put(", LSP Encoding: "); put(OSPFField.lspEncodingName(bytes[tptr + 1]))
                    consumed = 4
                    put("\n\t          Max LSP Bandwidth:")
                    for level in 0..<8 {
                        put("\n\t            priority level "); put(decimal: level); put(": ")
                        putISISBandwidth(at: tptr + consumed); put(" Mbps")
                        consumed += 4
                    }
                    let rest = subLength - consumed
                    switch capability {
                    case 1, 2, 3, 4:
                        if rest >= 6 {
                            put("\n\t          Min LSP Bandwidth: "); putISISBandwidth(at: tptr + consumed); put(" Mbps")
                            put("\n\t          Interface MTU: "); put(decimal: bytes.uint16(at: tptr + consumed + 4))
                        }
                    case 100:
                        if rest >= 8 {
                            put("\n\t          Min LSP Bandwidth: "); putISISBandwidth(at: tptr + consumed); put(" Mbps")
                            put("\n\t          Indication ")
                            let indication = bytes[tptr + consumed + 4]
                            switch indication {
                            case 0: put("Standard SONET/SDH")
                            case 1: put("Arbitrary SONET/SDH")
                            default: put("Unknown ("); put(decimal: indication); put(")")
                            }
                        }
                    default:
                        if rest != 0 && !osiUnknownData(at: tptr + consumed, length: rest, prefix: "\n\t\t    ") { return 0 }
                    }
                }
            case 32:
                if subLength >= 8 {
                    let flags = bytes[tptr]
                    put("\n\t          Flags: ["); putBitNames(UInt32(flags), ISISSubTLV.lanAdjacencySIDFlagNames); put("]")
                    put("\n\t          Weight: "); put(decimal: bytes[tptr + 1])
                    consumed = 2
                    if subLength - consumed >= 6 {
                        try check(6, at: tptr + 2); put("\n\t          Neighbor System-ID: "); try putISISID(at: tptr + 2, count: 6)
                    }
                    let value = flags & 0x20 != 0
                    let local = flags & 0x10 != 0
                    if value && local {
                        try check(3, at: tptr + 8)
                        put("\n\t          Label: "); put(decimal: UInt32(bytes[tptr + 8]) << 16 | UInt32(bytes.uint16(at: tptr + 9)))
                    } else if !value && !local {
                        try check(4, at: tptr + 8); put("\n\t          Index: "); put(decimal: try u32(tptr + 8))
                    } else {
                        putISISInvalid()
                    }
                }
            default:
                if !osiUnknownData(at: tptr, length: subLength, prefix: "\n\t\t    ") { return 0 }
            }
            // tcpdump does not count the bytes a multi-value sub-TLV walked against the TLV.
            tptr += consumed; sumLength -= consumed; used += consumed
            subLength -= consumed
            tptr += subLength; left -= subLength; sumLength -= subLength; used += subLength
        }
        return used
    }

    /// A bandwidth in IEEE single precision bytes per second, `%.3f` of value * 8 / 1000000
    /// computed in single precision as tcpdump does. The caller checked the 4 bytes.
    private mutating func putISISBandwidth(at offset: Int) {
        let value = Float(bitPattern: bytes.uint32(at: offset))
        putFloatThreeDecimals(value * 8 / 1_000_000)
    }

    /// The prefixes of TLVs 135, 235, 236 and 237 (after the topology).
    mutating func extendedIPReachList(at start: Int, remaining: Int, ipv6: Bool) throws(Truncated) -> ISISTLVOutcome {
        try isisReachEntries(at: start, remaining: remaining) { (walk: inout Dissection, at: Int, _: Int) throws(Truncated) in
            try walk.extendedIPReach(at: at, ipv6: ipv6)
        }
    }

    /// isis_print_extd_ip_reach: the bytes it consumed, 0 where tcpdump gives up.
    private mutating func extendedIPReach(at start: Int, ipv6: Bool) throws(Truncated) -> Int {
        var tptr = start
        let metric = try u32(tptr)
        tptr += 4
        var used = 4
        let status = try u8(tptr)
        let bitLength: Int
        if ipv6 {
            bitLength = Int(try u8(tptr + 1))
            if bitLength > 128 { put("\n\t      IPv6 prefix: bad bit length "); put(decimal: bitLength); return 0 }
            tptr += 2; used += 2
        } else {
            bitLength = Int(status & 0x3f)
            if bitLength > 32 { put("\n\t      IPv4 prefix: bad bit length "); put(decimal: bitLength); return 0 }
            tptr += 1; used += 1
        }
        let byteLength = (bitLength + 7) / 8
        try check(byteLength, at: tptr)
        if ipv6 {
            var high: UInt64 = 0
            var low: UInt64 = 0
            for index in 0..<16 {
                let byte = UInt64(index < byteLength ? bytes[tptr + index] : 0)
                if index < 8 { high |= byte << UInt64(56 - 8 * index) } else { low |= byte << UInt64(120 - 8 * index) }
            }
            put("\n\t      IPv6 prefix: ")
            if Sink.rendersText { out.appendIPv6(IPv6Address(high: high, low: low)) }
        } else {
            var value: UInt32 = 0
            for index in 0..<4 where index < byteLength { value |= UInt32(bytes[tptr + index]) << UInt32(24 - 8 * index) }
            put("\n\t      IPv4 prefix: "); putIPv4Padded(value, width: 15)
        }
        put("/"); put(decimal: bitLength)
        tptr += byteLength; used += byteLength
        put(", Distribution: "); put(status & 0x80 != 0 ? "down" : "up"); put(", Metric: "); put(decimal: metric)
        let hasSubTLVs: Bool
        if ipv6 {
            put(", "); put(status & 0x40 != 0 ? "External" : "Internal")
            hasSubTLVs = status & 0x20 != 0
            if hasSubTLVs { put(", sub-TLVs present") }
        } else {
            hasSubTLVs = status & 0x40 != 0
            if hasSubTLVs { put(", sub-TLVs present") }
        }
        guard hasSubTLVs else { return used }
        let subLength = try u8(tptr)
        tptr += 1
        used += Int(subLength) + 1
        put(" ("); put(decimal: subLength); put(")")
        // tcpdump's unsigned count wraps when a sub-TLV claims more than is left; the walk then
        // goes on until the capture ends it.
        var left = UInt32(subLength)
        while left > 0 {
            let subType = try u8(tptr)
            let length = Int(try u8(tptr + 1))
            tptr += 2
            if try !ipReachSubTLV(subType, at: tptr, length: length) { return 0 }
            tptr += length
            left &-= UInt32(length + 2)
        }
        return used
    }

    /// isis_print_ip_reach_subtlv; false (after the marker, where the capture ends it) where
    /// tcpdump returns 0.
    private mutating func ipReachSubTLV(_ type: UInt8, at start: Int, length: Int) throws(Truncated) -> Bool {
        put("\n\t        "); put(ISISSubTLV.ipReachName(type)); put(" subTLV #"); put(decimal: type)
        put(", length: "); put(decimal: length)
        guard has(length, at: start) else { putTruncationMarker(); return false }
        var tptr = start
        var left = length
        switch type {
        case 117, 1:
            while left >= 4 {
                let value = bytes.uint32(at: tptr)
                put(", 0x"); put(hex: value, digits: 8); put(" (="); put(decimal: value); put(")")
                tptr += 4; left -= 4
            }
        case 2:
            while left >= 8 {
                put(", 0x"); put(hex: bytes.uint32(at: tptr), digits: 8); put(hex: bytes.uint32(at: tptr + 4), digits: 8)
                tptr += 8; left -= 8
            }
        case 3:
            let flags = try u8(tptr)
            let algorithm = try u8(tptr + 1)
            let sid: UInt32
            if flags & 0x08 != 0 {
                if left < 5 { putTruncationMarker(); return false }
                sid = UInt32(bytes[tptr + 2]) << 16 | UInt32(bytes.uint16(at: tptr + 3))
            } else {
                if left < 6 { putTruncationMarker(); return false }
                sid = bytes.uint32(at: tptr + 2)
            }
            put(", Flags ["); putBitNames(UInt32(flags), ISISSubTLV.prefixSIDFlagNames, none: "None")
            put("], Algo ")
            switch algorithm {
            case 0: put("SPF")
            case 1: put("strict-SPF")
            default: put("Unknown")
            }
            put(" ("); put(decimal: algorithm); put("), "); put(flags & 0x08 != 0 ? "label" : "index")
            put(" "); put(decimal: sid)
        default:
            if !osiUnknownData(at: tptr, length: left, prefix: "\n\t\t    ") { return false }
        }
        return true
    }

    /// isis_print_router_cap_subtlv (TLV 242 after the router ID and flags).
    mutating func isisRouterCapabilitySubTLVs(at start: Int, length: Int) throws(Truncated) {
        var tptr = start
        var tlen = length
        while tlen >= 2 {
            let subType = try u8(tptr)
            let subLength = Int(try u8(tptr + 1))
            tlen -= 2; tptr += 2
            put("\n\t\t"); put(subType == 2 ? "SR-Capabilities" : "unknown"); put(" subTLV #"); put(decimal: subType)
            put(", length: "); put(decimal: subLength)
            if subLength > tlen { break }
            guard has(subLength, at: tptr) else { return }
            if subType == 2 {
                let flags = try u8(tptr)
                let range = UInt32(try u8(tptr + 1)) << 16 | UInt32(try u16(tptr + 2))
                put(", Flags ["); putBitNames(UInt32(flags), ISISSubTLV.srCapabilityFlagNames, none: "None")
                put("], Range "); put(decimal: range)
                var sidPointer = tptr + 4
                // An 8-bit count in tcpdump: a sub-TLV shorter than 4 wraps it.
                var sidLeft = Int(UInt8(truncatingIfNeeded: subLength &- 4))
                while sidLeft >= 5 {
                    let sidType = try u8(sidPointer)
                    let sidLength = Int(try u8(sidPointer + 1))
                    sidLeft -= 2; sidPointer += 2
                    if sidLength > sidLeft { break }
                    if sidType == 1 {
                        if sidLength == 3 {
                            try check(3, at: sidPointer)
                            put(", SID value "); put(decimal: UInt32(bytes[sidPointer]) << 16 | UInt32(bytes.uint16(at: sidPointer + 1)))
                        } else if sidLength == 4 {
                            try check(4, at: sidPointer); put(", SID value "); put(decimal: try u32(sidPointer))
                        } else {
                            put(", Unknown SID length"); put(decimal: sidLength)
                        }
                    } else {
                        _ = osiUnknownData(at: sidPointer, length: sidLength, prefix: "\n\t\t  ")
                    }
                    sidPointer += sidLength
                    sidLeft -= sidLength
                }
            } else {
                _ = osiUnknownData(at: tptr, length: subLength, prefix: "\n\t\t")
            }
            tlen -= subLength
            tptr += subLength
        }
    }

    /// isis_print_mt_port_cap_subtlv (TLV 143, SPB).
    mutating func isisPortCapabilitySubTLVs(at start: Int, length: Int) throws(Truncated) {
        var tptr = start
        var len = length
        while len > 2 {
            let subType = try u8(tptr)
            var subLength = Int(try u8(tptr + 1))
            put("\n\t       ")
            switch subType {
            case 4: put("SPB MCID")
            case 5: put("SPB Digest")
            case 6: put("SPB BVID")
            default: put("unknown")
            }
            put(" subTLV #"); put(decimal: subType); put(", length: "); put(decimal: subLength)
            tptr += 2; len -= 2
            if len < subLength { put(" (> containing TLV length)"); return }
            guard has(subLength, at: tptr) else { putISISMarkerAndGoOn(); return }
            switch subType {
            case 4:
                if subLength < 102 { put(" (too short)"); return }
                put("\n\t         MCID: "); try putSPBMCID(at: tptr)
                put("\n\t         AUX-MCID: "); try putSPBMCID(at: tptr + 51)
                tptr += 102; len -= 102; subLength -= 102
            case 5:
                if subLength < 33 { put(" (too short)"); return }
                let first = bytes[tptr]
                put("\n\t        RES: "); put(decimal: first >> 5); put(" V: "); put(decimal: (first >> 4) & 1)
                put(" A: "); put(decimal: (first >> 2) & 3); put(" D: "); put(decimal: first & 3)
                tptr += 1
                put("\n\t         Digest: ")
                for index in 1...8 {
                    put(hex: bytes.uint32(at: tptr), digits: 8); put(" ")
                    if index % 4 == 0 && index != 8 { put("\n\t                 ") }
                    tptr += 4
                }
                len -= 33; subLength -= 33
            case 6:
                while subLength != 0 {
                    if subLength < 4 { put(" (too short)"); return }
                    put("\n\t           ECT: "); put(hex: bytes.uint32(at: tptr), digits: 8)
                    tptr += 4; len -= 4; subLength -= 4
                    if subLength < 2 { put(" (too short)"); return }
                    let value = bytes.uint16(at: tptr)
                    put(" BVID: "); put(decimal: value >> 4); put(", U:"); put(hex: (value >> 3) & 1)
                    put(" M:"); put(hex: (value >> 2) & 1); put(" ")
                    tptr += 2; len -= 2; subLength -= 2
                }
            default:
                break
            }
            tptr += subLength
            len -= subLength
        }
    }

    /// isis_print_mcid: 51 bytes; the marker (and the TLV walk goes on) when they are not captured.
    private mutating func putSPBMCID(at offset: Int) throws(Truncated) {
        guard has(51, at: offset) else { putISISMarkerAndGoOn(); return }
        put("ID: "); put(decimal: bytes[offset]); put(", Name: ")
        _ = try putPrintableUpToNUL(at: offset + 1, count: 32)
        put("\n\t              Lvl: "); put(decimal: bytes.uint16(at: offset + 33))
        put(", Digest: ")
        for index in 0..<16 { put(hex: bytes[offset + 35 + index], digits: 2); put(" ") }
    }

    /// isis_print_mt_capability_subtlv (TLV 144, SPB).
    mutating func isisMTCapabilitySubTLVs(at start: Int, length: Int) throws(Truncated) {
        var tptr = start
        var len = length
        while len > 2 {
            let subType = try u8(tptr)
            var subLength = Int(try u8(tptr + 1))
            tptr += 2; len -= 2
            put("\n\t      ")
            switch subType {
            case 1: put("SPB Instance")
            case 3: put("SPBM Service Identifier and Unicast Address")
            default: put("unknown")
            }
            put(" subTLV #"); put(decimal: subType); put(", length: "); put(decimal: subLength)
            if len < subLength { put(" (> containing TLV length)"); return }
            guard has(subLength, at: tptr) else { putISISMarkerAndGoOn(); return }
            switch subType {
            case 1:
                if subLength < 19 { put(" (too short)"); return }
                put("\n\t        CIST Root-ID: "); put(hex: bytes.uint32(at: tptr), digits: 8)
                put(" "); put(hex: bytes.uint32(at: tptr + 4), digits: 8)
                put(", Path Cost: "); put(hex: bytes.uint32(at: tptr + 8), digits: 8)
                put(", Prio: "); put(decimal: bytes.uint16(at: tptr + 12))
                put("\n\t        RES: "); put(decimal: bytes.uint16(at: tptr + 14) >> 5)
                put(", V: "); put(decimal: (bytes.uint16(at: tptr + 14) >> 4) & 1)
                put(", SPSource-ID: "); put(decimal: bytes.uint32(at: tptr + 14) & 0x000f_ffff)
                var trees = bytes[tptr + 18]
                put(", No of Trees: "); put(hex: trees)
                tptr += 19; len -= 19; subLength -= 19
                while trees > 0 {
                    if subLength < 8 { putISISMarkerAndGoOn(); return }
                    let first = bytes[tptr]
                    put("\n\t         U:"); put(decimal: first >> 7); put(", M:"); put(decimal: (first >> 6) & 1)
                    put(", A:"); put(decimal: (first >> 5) & 1); put(", RES:"); put(decimal: first & 0x1f)
                    put(", ECT: "); put(hex: bytes.uint32(at: tptr + 1), digits: 8)
                    let vids = UInt32(bytes[tptr + 5]) << 16 | UInt32(bytes.uint16(at: tptr + 6))
                    put(", BVID: "); put(decimal: (vids >> 12) & 0xfff); put(", SPVID: "); put(decimal: vids & 0xfff)
                    tptr += 8; len -= 8; subLength -= 8
                    trees -= 1
                }
            case 3:
                if subLength < 8 { putISISMarkerAndGoOn(); return }
                put("\n\t        BMAC: "); put(hex: bytes.uint32(at: tptr), digits: 8)
                put(hex: bytes.uint16(at: tptr + 4), digits: 4)
                let vid = bytes.uint16(at: tptr + 6)
                put(", RES: "); put(decimal: vid >> 12); put(", VID: "); put(decimal: vid & 0x0fff)
                tptr += 8; len -= 8; subLength -= 8
                while subLength >= 4 {
                    let value = bytes.uint32(at: tptr)
                    put("\n\t        T: "); put(decimal: value >> 31); put(", R: "); put(decimal: (value >> 30) & 1)
                    put(", RES: "); put(decimal: (value >> 24) & 0x3f); put(", ISID: "); put(decimal: value & 0xff_ffff)
                    tptr += 4; len -= 4; subLength -= 4
                }
            default:
                break
            }
            tptr += subLength
            len -= subLength
        }
    }

    /// The marker of a sub-TLV printer whose local `trunc` returns into the TLV walk, which goes
    /// on: text only, since JSON's truncated flag would end the layer the walk still fills.
    private mutating func putISISMarkerAndGoOn() {
        guard Sink.rendersText else { return }
        putTruncationMarker()
    }
}
