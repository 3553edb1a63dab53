import SwiftNetWire

// One BGP path attribute as tcpdump 4.99's bgp_attr_print prints it. Returns false where tcpdump
// returns 0 (its `goto trunc`: the UPDATE then ends with ` [|bgp]`); throws where its GET macros
// would leave the capture.

extension Dissection {
    mutating func bgpAttribute(type: UInt8, at start: Int, length originalLength: Int,
                               level: Int) throws(Truncated) -> Bool {
        var length = originalLength
        var cursor = start
        var left = length
        switch type {
        case 1:
            if length != 1 { bgpInvalidLength(); break }
            let origin = try u8(cursor)
            report(BGPFields.origin, origin)
            put(BGPNames.origin(origin) ?? "Unknown Origin Typecode")
        case 2, 17:
            if length % 2 != 0 { bgpInvalidLength(); break }
            if length == 0 { put("empty"); break }
            let asSize = try bgpASSize(type: type, at: start, length: length)
            let stop = start + length
            while cursor < stop {
                let segment = try u8(cursor)
                put(bgpSegmentOpen(segment))
                let count = Int(try u8(cursor + 1))
                var index = 0
                while index < count * asSize {
                    guard has(asSize, at: cursor + 2 + index) else { return false }
                    let value = asSize == 2 ? UInt32(bytes.uint16(at: cursor + 2 + index)) : bytes.uint32(at: cursor + 2 + index)
                    put(decimal: value); put(" ")
                    index += asSize
                }
                put(bgpSegmentClose(segment))
                cursor += 2 + count * asSize
            }
            if Sink.collectsFields { bgpReportASPath(at: start, length: length, asSize: asSize) }
        case 3:
            if length != 4 { bgpInvalidLength(); break }
            try putIPv4(at: cursor)
            report(BGPFields.nextHop, bytesAt: cursor, count: 4)
        case 4, 5:
            if length != 4 { bgpInvalidLength(); break }
            let value = try u32(cursor)
            report(type == 4 ? BGPFields.med : BGPFields.localPref, value)
            put(decimal: value)
        case 6:
            if length != 0 { bgpInvalidLength() }
        case 7, 18:
            if type == 7 ? (length != 6 && length != 8) : length != 8 { bgpInvalidLength(); break }
            try check(length, at: cursor)
            let asNumber = length == 6 ? UInt32(bytes.uint16(at: cursor)) : bytes.uint32(at: cursor)
            report(BGPFields.aggregatorAS, asNumber)
            report(BGPFields.aggregatorOrigin, bytesAt: cursor + length - 4, count: 4)
            put(" AS #"); put(decimal: asNumber); put(", origin ")
            try putIPv4(at: cursor + length - 4)
        case 8:
            if length % 4 != 0 { bgpInvalidLength(); break }
            beginList(BGPFields.communities)
            defer { endList() }
            while left != 0 {
                guard has(4, at: cursor), left >= 4 else { return false }
                let community = bytes.uint32(at: cursor)
                report(BGPFields.community) { out in
                    out.append(UInt8(ascii: "\""))
                    switch community {
                    case 0xffff_ff01: out.append("NO_EXPORT")
                    case 0xffff_ff02: out.append("NO_ADVERTISE")
                    case 0xffff_ff03: out.append("NO_EXPORT_SUBCONFED")
                    default:
                        out.appendDecimal(community >> 16); out.append(UInt8(ascii: ":"))
                        out.appendDecimal(community & 0xffff)
                    }
                    out.append(UInt8(ascii: "\""))
                }
                switch community {
                case 0xffff_ff01: put(" NO_EXPORT")
                case 0xffff_ff02: put(" NO_ADVERTISE")
                case 0xffff_ff03: put(" NO_EXPORT_SUBCONFED")
                default:
                    put(decimal: community >> 16); put(":"); put(decimal: community & 0xffff)
                    if left > 4 { put(", ") }
                }
                left -= 4
                cursor += 4
            }
        case 9:
            if length != 4 { bgpInvalidLength(); break }
            try putIPv4(at: cursor)
            report(BGPFields.originatorID, bytesAt: cursor, count: 4)
        case 10:
            if length % 4 != 0 { bgpInvalidLength(); break }
            beginList(BGPFields.clusterList)
            defer { endList() }
            while left != 0 {
                try putIPv4(at: cursor)
                report(BGPFields.clusterID, bytesAt: cursor, count: 4)
                if left > 4 { put(", ") }
                left -= 4
                cursor += 4
            }
        case 14:
            guard has(3, at: cursor), left >= 3 else { return false }
            switch try bgpFamily(at: cursor, length: left) {
            case .truncated: return false
            case .unsupported: break
            case .supported(let afi, let safi):
                cursor += 3
                left -= 3
                guard has(1, at: cursor), left >= 1 else { return false }
                let nextHopLength = Int(bytes[cursor])
                report(BGPFields.nextHopLength, nextHopLength)
                cursor += 1
                left -= 1
                if nextHopLength != 0 {
                    guard left >= nextHopLength else { return false }
                    put("\n\t    nexthop: ")
                    guard try bgpNextHops(afi: afi, safi: safi, at: cursor, length: nextHopLength) else {
                        // tcpdump's `goto done`: no length or SNPA after an unknown next hop.
                        if verbose > 1 && length != 0 {
                            try check(length, at: start)
                            unknownData(at: start, length: length, prefix: "\n\t    ")
                        }
                        return true
                    }
                    cursor += nextHopLength
                    left -= nextHopLength
                }
                put(", nh-length: "); put(decimal: nextHopLength)
                guard left >= 1 else { return false }
                var snpaCount = try u8(cursor)
                cursor += 1
                left -= 1
                if snpaCount != 0 {
                    put("\n\t    "); put(decimal: snpaCount); put(" SNPA")
                    while snpaCount != 0 {
                        guard left >= 1 else { return false }
                        let snpaLength = Int(try u8(cursor))
                        put("\n\t      "); put(decimal: snpaLength); put(" bytes")
                        cursor += 1
                        left -= 1
                        guard left >= snpaLength, has(snpaLength, at: cursor) else { return false }
                        cursor += snpaLength
                        left -= snpaLength
                        snpaCount -= 1
                    }
                } else {
                    put(", no SNPA")
                }
                guard try bgpNLRIList(afi: afi, safi: safi, from: cursor, start: start, length: length) else {
                    return false
                }
            }
        case 15:
            try check(3, at: cursor)
            switch try bgpFamily(at: cursor, length: left) {
            case .truncated: return false
            case .unsupported: break
            case .supported(let afi, let safi):
                if length == 3 {
                    put("\n\t      End-of-Rib Marker (empty NLRI)")
                    report(BGPFields.endOfRIB, bool: true)
                }
                guard try bgpNLRIList(afi: afi, safi: safi, from: cursor + 3, start: start, length: length) else {
                    return false
                }
            }
        case 16:
            if length % 8 != 0 { bgpInvalidLength(); break }
            beginList(BGPFields.extendedCommunities)
            defer { endList() }
            while left != 0 {
                guard has(2, at: cursor), left >= 2 else { return false }
                let kind = bytes.uint16(at: cursor)
                put("\n\t    ")
                if let name = BGPNames.extendedCommunity(kind) {
                    put(name)
                } else {
                    put("unknown extd community typecode")
                }
                put(" (0x"); put(hex: kind, digits: 4); put("), Flags [")
                switch kind & 0xc000 {
                case 0xc000: put("vendor-specific, non-transitive")
                case 0x8000: put("vendor-specific")
                case 0x4000: put("non-transitive")
                default: put("none")
                }
                put("]")
                guard has(8, at: cursor), left >= 8 else { return false }
                report(BGPFields.extendedCommunity, bytesAt: cursor, count: 8)
                put(": ")
                try bgpExtendedCommunity(at: cursor)
                left -= 8
                cursor += 8
            }
        case 22:
            guard has(5, at: cursor), left >= 5 else { return false }
            let flags = bytes[cursor]
            let tunnel = bytes[cursor + 1]
            put("\n\t    Tunnel-type "); putNamed(BGPNames.pmsiTunnel(tunnel), "Unknown", tunnel)
            put(", Flags ["); put(flags & 0x01 != 0 ? "Leaf Information required" : "none")
            put("], MPLS Label "); put(decimal: bgpU24(cursor + 2) >> 4)
            cursor += 5
            left -= 5
            switch tunnel {
            case 4, 5, 3:
                try check(8, at: cursor)
                put(tunnel == 3 ? "\n\t      Root-Node " : "\n\t      Sender ")
                try putIPv4(at: cursor); put(", P-Group "); try putIPv4(at: cursor + 4)
            case 6:
                put("\n\t      Tunnel-Endpoint "); try putIPv4(at: cursor)
            case 2, 7, 1:
                try check(8, at: cursor)
                put(tunnel == 1 ? "\n\t      Extended-Tunnel-ID " : "\n\t      Root-Node ")
                try putIPv4(at: cursor)
                put(tunnel == 1 ? ", P2MP-ID 0x" : ", LSP-ID 0x"); put(hex: bytes.uint32(at: cursor + 4), digits: 8)
            default:
                if verbose <= 1 { unknownData(at: cursor, length: left, prefix: "\n\t      ") }
            }
        case 26:
            while left >= 3 {
                let tlvType = try u8(cursor)
                var tlvLength = Int(try u16(cursor + 1))
                cursor += 3
                left -= 3
                put("\n\t    "); put(tlvType == 1 ? "AIGP" : "Unknown")
                put(" TLV ("); put(decimal: tlvType); put("), length "); put(decimal: tlvLength)
                if tlvLength < 3 { return false }
                tlvLength -= 3
                if left < tlvLength { return false }
                if tlvType == 1 {
                    if tlvLength < 8 { return false }
                    let high = UInt64(try u32(cursor))
                    let low = UInt64(try u32(cursor + 4))
                    put(", metric "); put(decimal: high << 32 | low)
                } else if verbose <= 1 {
                    unknownData(at: cursor, length: tlvLength, prefix: "\n\t      ")
                }
                cursor += tlvLength
                left -= tlvLength
            }
        case 128:
            guard has(4, at: cursor), length >= 4 else { return false }
            put("\n\t    Origin AS: "); put(decimal: bytes.uint32(at: cursor))
            cursor += 4
            length -= 4
            beginList(BGPFields.attributes)
            defer { endList() }
            while length != 0 {
                guard has(2, at: cursor) else { return false }
                if length < 2 { put(" [path attr too short]"); cursor += length; break }
                let flags = bytes[cursor]
                let inner = bytes[cursor + 1]
                cursor += 2
                length -= 2
                let lengthSize = flags & 0x10 != 0 ? 2 : 1
                guard has(lengthSize, at: cursor) else { return false }
                if length < lengthSize { put(" [path attr too short]"); cursor += length; break }
                let innerLength = lengthSize == 2 ? Int(bytes.uint16(at: cursor)) : Int(bytes[cursor])
                cursor += lengthSize
                length -= lengthSize
                beginItem()
                defer { endItem() }
                bgpPutAttributeHeader(flags: flags, type: inner, length: innerLength, nested: true)
                if length < innerLength { put(" [path attr too short]"); cursor += length; break }
                if level == 10 {
                    put("(too many nested levels, not recursing)")
                } else if !(try bgpAttribute(type: inner, at: cursor, length: innerLength, level: level + 1)) {
                    return false
                }
                cursor += innerLength
                length -= innerLength
            }
        case 32:
            if length == 0 || length % 12 != 0 { bgpInvalidLength(); break }
            put("\n\t    ")
            beginList(BGPFields.largeCommunities)
            defer { endList() }
            while length != 0 {
                let global = try u32(cursor)
                let first = try u32(cursor + 4)
                let second = try u32(cursor + 8)
                put(decimal: global); put(":"); put(decimal: first); put(":"); put(decimal: second)
                if length > 12 { put(", ") }
                report(BGPFields.largeCommunity) { out in
                    out.append(UInt8(ascii: "\"")); out.appendDecimal(global); out.append(UInt8(ascii: ":"))
                    out.appendDecimal(first); out.append(UInt8(ascii: ":")); out.appendDecimal(second)
                    out.append(UInt8(ascii: "\""))
                }
                cursor += 12
                length -= 12
            }
        default:
            try check(length, at: start)
            put("\n\t    no Attribute "); put(decimal: type); put(" decoder")
            if verbose <= 1 { unknownData(at: start, length: length, prefix: "\n\t    ") }
        }
        if verbose > 1 && length != 0 {
            try check(length, at: start)
            unknownData(at: start, length: length, prefix: "\n\t    ")
        }
        return true
    }

    private mutating func bgpInvalidLength() {
        put("invalid len")
        if Sink.collectsFields { reportMalformed("attribute length invalid for its type") }
    }

    func bgpU24(_ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
    }

    private func bgpSegmentOpen(_ type: UInt8) -> StaticString {
        switch type {
        case 2: ""
        case 1: "{ "
        case 3: "( "
        case 4: "({ "
        default: "?"
        }
    }

    private func bgpSegmentClose(_ type: UInt8) -> StaticString {
        switch type {
        case 2: ""
        case 1: "}"
        case 3: ")"
        case 4: "})"
        default: "?"
        }
    }

    /// bgp_attr_get_as_size: 2 when the path parses as 2-byte ASes to exactly its end, else 4.
    private func bgpASSize(type: UInt8, at start: Int, length: Int) throws(Truncated) -> Int {
        if type == 17 { return 4 }
        var cursor = start
        while cursor < start + length {
            let segment = try u8(cursor)
            if segment < 1 || segment > 4 { return 4 }
            cursor += 2 + Int(try u8(cursor + 1)) * 2
        }
        return cursor == start + length ? 2 : 4
    }

    /// JSON: the AS path as tcpdump's text prints it (segments bracketed as there).
    private mutating func bgpReportASPath(at start: Int, length: Int, asSize: Int) {
        let source = bytes
        let stop = Swift.min(start + length, end)
        report(BGPFields.asPath) { out in
            out.append(UInt8(ascii: "\""))
            var cursor = start
            var first = true
            while cursor + 2 <= stop {
                let segment = source[cursor]
                let count = Int(source[cursor + 1])
                if !first { out.append(UInt8(ascii: " ")) }
                first = false
                switch segment {
                case 1: out.append("{")
                case 3: out.append("(")
                case 4: out.append("({")
                default: break
                }
                var index = 0
                while index < count, cursor + 2 + (index + 1) * asSize <= stop {
                    let at = cursor + 2 + index * asSize
                    let value = asSize == 2 ? UInt32(source.uint16(at: at)) : source.uint32(at: at)
                    if index > 0 { out.append(UInt8(ascii: " ")) }
                    out.appendDecimal(value)
                    index += 1
                }
                switch segment {
                case 1: out.append("}")
                case 3: out.append(")")
                case 4: out.append("})")
                default: break
                }
                cursor += 2 + count * asSize
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    /// bgp_extended_community_print for the 8 captured bytes at `offset`.
    private mutating func bgpExtendedCommunity(at offset: Int) throws(Truncated) {
        let kind = bytes.uint16(at: offset)
        switch kind {
        case 0x0002, 0x0003, 0x000a:
            put(decimal: bytes.uint16(at: offset + 2)); put(":"); put(decimal: bytes.uint32(at: offset + 4))
            put(" (= "); try putIPv4(at: offset + 4); put(")")
        case 0x0102, 0x0103, 0xf10a, 0x010b:
            try putIPv4(at: offset + 2); put(":"); put(decimal: bytes.uint16(at: offset + 6))
        case 0x0202, 0x0203:
            put(decimal: bytes.uint32(at: offset + 2)); put(":"); put(decimal: bytes.uint16(at: offset + 6))
        case 0x4004:
            put("bandwidth: ")
            putFloatThreeDecimals(Float(bitPattern: bytes.uint32(at: offset + 4)) * 8 / 1_000_000)
            put(" Mbps")
        case 0x0005, 0x0105, 0x0205, 0x8005, 0x0107, 0x8001:
            try putIPv4(at: offset + 2)
        case 0x0306, 0x8000:
            let routeType = bytes[offset + 6]
            put("area:"); try putIPv4(at: offset + 2); put(", router-type:")
            if let name = BGPNames.ospfRouteType(routeType) {
                put(name)
            } else {
                put("unknown (0x"); put(hex: routeType, digits: 2); put(")")
            }
            put(", metric-type:")
            if bytes[offset + 7] & 0x01 != 0 { put("E2") }
            if routeType == 5 || routeType == 7 { put("E1") }
        case 0x800a:
            put(BGPNames.l2vpnEncapsulation(bytes[offset + 2]) ?? "unknown encaps")
            put(" Control Flags [0x"); put(hex: bytes[offset + 3], digits: 2)
            put("]:MTU "); put(decimal: bytes.uint16(at: offset + 4))
        case 0x0009:
            put("AS "); put(decimal: bytes.uint16(at: offset + 2))
        case 0x030c:
            put("Tunnel type: "); put(BGPNames.tunnelType(bytes.uint16(at: offset + 6)) ?? "unknown encaps")
        default:
            for index in 2..<8 { put(hex: bytes[offset + index], digits: 2) }
        }
    }
}
