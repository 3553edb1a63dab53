import SwiftNetWire

// Multiprotocol BGP (RFC 4760) as tcpdump 4.99 prints MP_REACH_NLRI and MP_UNREACH_NLRI: the
// AFI/SAFI line (bgp_mp_af_print), the next hops, and each NLRI in the families tcpdump decodes
// (bgp_nlri_print): IPv4/IPv6 unicast and multicast (with ADD-PATH), labeled unicast (RFC 8277),
// VPN (RFC 4364, with the route distinguisher), route-target constraint (RFC 4684), MDT, NSAP.

enum BGPFamily {
    case supported(afi: UInt16, safi: UInt8)
    case unsupported
    case truncated
}

extension Dissection {
    /// The families tcpdump's bgp_mp_af_print lets through to its decoders.
    static func bgpFamilySupported(afi: UInt16, safi: UInt8) -> Bool {
        switch (afi, safi) {
        case (1, 1), (1, 2), (1, 3), (1, 4), (1, 132), (1, 128), (1, 129), (1, 130), (1, 5), (1, 66),
             (2, 1), (2, 2), (2, 3), (2, 4), (2, 128), (2, 129), (2, 130),
             (3, 1), (3, 2), (3, 3), (3, 128), (3, 129), (3, 130),
             (196, 128), (196, 129), (196, 130), (25, 65):
            true
        default:
            false
        }
    }

    /// bgp_mp_af_print: `length` is what remains of the attribute from `offset`.
    mutating func bgpFamily(at offset: Int, length: Int) throws(Truncated) -> BGPFamily {
        let afi = try u16(offset)
        let safi = try u8(offset + 2)
        report(BGPFields.afi, afi)
        report(BGPFields.safi, safi)
        put("\n\t    AFI: "); putNamed(BGPNames.afi(afi), "Unknown AFI", afi)
        put(", "); if safi > 128 { put("vendor specific ") }
        put("SAFI: "); putNamed(BGPNames.safi(safi), "Unknown SAFI", safi)
        if Self.bgpFamilySupported(afi: afi, safi: safi) { return .supported(afi: afi, safi: safi) }
        guard has(length, at: offset) else { return .truncated }
        put("\n\t    no AFI "); put(decimal: afi); put(" / SAFI "); put(decimal: safi); put(" decoder")
        if verbose <= 1 { unknownData(at: offset, length: length, prefix: "\n\t    ") }
        return .unsupported
    }

    /// The next-hop field of MP_REACH; false where tcpdump jumps to `done` (no decoder).
    mutating func bgpNextHops(afi: UInt16, safi: UInt8, at start: Int, length: Int) throws(Truncated) -> Bool {
        var left = length
        var cursor = start
        var count = 0
        while left != 0 {
            if count > 0 { put(", ") }
            count += 1
            var needed = 0
            var vpn = false
            switch (afi, safi) {
            case (1, 1), (1, 2), (1, 3), (1, 4), (1, 132), (1, 5), (1, 66), (25, 65), (196, 128), (196, 129), (196, 130):
                needed = 4
            case (1, 128), (1, 129), (1, 130):
                needed = 12; vpn = true
            case (2, 1), (2, 2), (2, 3), (2, 4):
                needed = 16
            case (2, 128), (2, 129), (2, 130):
                needed = 24; vpn = true
            case (3, 1), (3, 2), (3, 3):
                try putISONSAP(at: cursor, count: left)
                return true
            case (3, 128), (3, 129), (3, 130):
                if left < 9 {
                    put("invalid len")
                    return true
                }
                try check(left, at: cursor)
                put("RD: "); try putRouteDistinguisher(at: cursor)
                put(", "); try putISONSAP(at: cursor + 8, count: left - 8)
                if try u32(cursor + 8) == 0x4700_0601 {
                    put(" = "); try putIPv4(at: cursor + 12)
                } else if bgpU24Checked(cursor + 8) == 0x35_0000 {
                    put(" = "); try putIPv6(at: cursor + 11)
                }
                return true
            default:
                put("ERROR: no AFI "); put(decimal: afi); put("/SAFI "); put(decimal: safi); put(" nexthop decoder")
                return false
            }
            if left < needed {
                put("invalid len")
                return true
            }
            if vpn {
                // snprintf builds the whole text first: check every byte before printing any.
                try check(needed, at: cursor)
                put("RD: "); try putRouteDistinguisher(at: cursor); put(", ")
                cursor += 8
                needed -= 8
                left -= 8
            }
            if needed == 16 { try putIPv6(at: cursor) } else { try putIPv4(at: cursor) }
            cursor += needed
            left -= needed
        }
        return true
    }

    private func bgpU24Checked(_ offset: Int) -> UInt32? {
        guard has(3, at: offset) else { return nil }
        return bgpU24(offset)
    }

    /// isonsap_string: hex bytes, a dot after the first and then after every second byte.
    mutating func putISONSAP(at offset: Int, count: Int) throws(Truncated) {
        try check(count, at: offset)
        guard count >= 1 && count <= 20 else { put("isonsap_string: illegal length"); return }
        for index in 0..<count {
            put(hex: bytes[offset + index], digits: 2)
            if index & 1 == 0 && index + 1 < count { put(".") }
        }
    }

    /// bgp_vpn_rd_print (the 8 bytes at `offset`).
    mutating func putRouteDistinguisher(at offset: Int) throws(Truncated) {
        try check(8, at: offset)
        switch bytes.uint16(at: offset) {
        case 0:
            put(decimal: bytes.uint16(at: offset + 2)); put(":"); put(decimal: bytes.uint32(at: offset + 4))
            put(" (= "); try putIPv4(at: offset + 4); put(")")
        case 1:
            try putIPv4(at: offset + 2); put(":"); put(decimal: bytes.uint16(at: offset + 6))
        case 2:
            put(decimal: bytes.uint32(at: offset + 2)); put(":"); put(decimal: bytes.uint16(at: offset + 6))
            put(" ("); try putIPv4(at: offset + 2); put(":"); put(decimal: bytes.uint16(at: offset + 6)); put(")")
        default:
            put("unknown RD format")
        }
    }

    /// The NLRI loop of MP_REACH/MP_UNREACH from `cursor` to the attribute's end; false for
    /// tcpdump's `goto trunc`.
    mutating func bgpNLRIList(afi: UInt16, safi: UInt8, from start: Int, start attribute: Int,
                              length: Int) throws(Truncated) -> Bool {
        let remaining = length - (start - attribute)
        let addPath4 = bgpCheckAddPath(at: start, length: remaining, maxBits: 32)
        let addPath6 = bgpCheckAddPath(at: start, length: remaining, maxBits: 128)
        var cursor = start
        beginList(BGPFields.nlri)
        defer { endList() }
        while cursor < attribute + length {
            let advance = try bgpNLRI(afi: afi, safi: safi, at: cursor, itemLength: length,
                                      addPath4: addPath4, addPath6: addPath6)
            if advance == -2 { return false }
            if advance < 0 { break }
            cursor += advance
        }
        return true
    }

    /// bgp_nlri_print: the bytes one NLRI takes, or tcpdump's negative codes (-1 illegal, -2
    /// truncated, -3 not enough left, -4 no decoder).
    private mutating func bgpNLRI(afi: UInt16, safi: UInt8, at offset: Int, itemLength: Int,
                                  addPath4: Bool, addPath6: Bool) throws(Truncated) -> Int {
        switch (afi, safi) {
        case (1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3):
            let v6 = afi == 2
            let addPath = v6 ? addPath6 : addPath4
            var cursor = offset
            var pathID: UInt32 = 0
            if addPath {
                pathID = try u32(cursor)
                cursor += 4
            }
            var advance = try bgpPrefixLength(at: cursor, itemLength: itemLength, maxBits: v6 ? 128 : 32)
            if advance == -1 {
                put("\n\t    (illegal prefix length)")
            } else if advance >= 0 {
                put("\n\t      ")
                bgpPutPrefix(at: cursor, maxBits: v6 ? 128 : 32, pathID: addPath ? pathID : nil)
            }
            if addPath {
                put("   Path Id: "); put(decimal: pathID)
                advance += 4
            }
            return advance
        case (1, 4), (2, 4):
            return try bgpLabeledPrefix(at: offset, itemLength: itemLength, v6: afi == 2)
        case (1, 128), (1, 129), (1, 130), (2, 128), (2, 129), (2, 130):
            let maxBits = afi == 2 ? 128 : 32
            let total = Int(try u8(offset))
            guard total >= 88, total - 88 <= maxBits else {
                put("\n\t    (illegal prefix length)")
                return -1
            }
            let bits = total - 88
            try check(12 + (bits + 7) / 8, at: offset)
            put("\n\t      RD: "); try putRouteDistinguisher(at: offset + 4); put(", ")
            bgpPutAddressPrefix(at: offset + 12, bits: bits, maxBits: maxBits)
            putLabel(at: offset + 1)
            return 12 + (bits + 7) / 8
        case (1, 132):
            return try bgpRouteTargetNLRI(at: offset)
        case (1, 66):
            guard try u8(offset) == 128 else {
                put("\n\t    (illegal prefix length)")
                return -1
            }
            guard has(8, at: offset + 1) else { return -2 }
            try check(16, at: offset + 1)
            put("\n\t      RD: "); try putRouteDistinguisher(at: offset + 1)
            put(", VPN IP Address: "); try putIPv4(at: offset + 9)
            put(", MC Group Address: "); try putIPv4(at: offset + 13)
            return 17
        case (3, 1), (3, 2), (3, 3):
            let bits = Int(try u8(offset))
            guard bits <= 152 else {
                put("\n\t    (illegal prefix length)")
                return -1
            }
            let count = (bits + 7) / 8
            // tcpdump copies the address from 4 bytes in (not 1) but advances 1 + count.
            try check(count, at: offset + 4)
            put("\n\t      ")
            if count == 0 {
                put("isonsap_string: illegal length")
            } else {
                for index in 0..<count {
                    var byte = bytes[offset + 4 + index]
                    if index == count - 1 && bits % 8 != 0 { byte &= UInt8((0xff00 >> (bits % 8)) & 0xff) }
                    put(hex: byte, digits: 2)
                    if index & 1 == 0 && index + 1 < count { put(".") }
                }
            }
            put("/"); put(decimal: bits)
            return 1 + count
        case (1, 5), (2, 5):
            return try bgpBuffered { d throws(Truncated) in try d.bgpMulticastVPN(at: offset) }
        case (25, 65), (196, 128), (196, 129), (196, 130):
            return try bgpBuffered { d throws(Truncated) in try d.bgpL2VPN(at: offset) }
        case (3, 128), (3, 129), (3, 130):
            let total = Int(try u8(offset))
            guard total >= 88, total - 88 <= 152 else {
                put("\n\t    (illegal prefix length)")
                return -1
            }
            let bits = total - 88
            let count = (bits + 7) / 8
            try check(12 + count, at: offset)
            put("\n\t      RD: "); try putRouteDistinguisher(at: offset + 4); put(", ")
            if count == 0 {
                put("isonsap_string: illegal length")
            } else {
                for index in 0..<count {
                    var byte = bytes[offset + 12 + index]
                    if index == count - 1 && bits % 8 != 0 { byte &= UInt8((0xff00 >> (bits % 8)) & 0xff) }
                    put(hex: byte, digits: 2)
                    if index & 1 == 0 && index + 1 < count { put(".") }
                }
            }
            put("/"); put(decimal: bits)
            putLabel(at: offset + 1)
            return 12 + count
        default:
            put("\n\t    ERROR: no AFI "); put(decimal: afi); put(" / SAFI "); put(decimal: safi); put(" decoder")
            return -4
        }
    }

    /// An NLRI tcpdump formats into a buffer and prints with `\n\t      %s` only when its decoder
    /// returns >= 0 or -1: the text is dropped on -2 and on a read past the capture.
    private mutating func bgpBuffered(_ body: (inout Dissection) throws(Truncated) -> Int) throws(Truncated) -> Int {
        let mark = out.count
        var advance = 0
        try rollingBack { d throws(Truncated) in
            d.put("\n\t      ")
            advance = try body(&d)
        }
        if advance == -2 && Sink.rendersText { out.truncate(to: mark) }
        return advance
    }

    /// bgp_vpn_ip_print: an IPv4 or IPv6 address by its length in bits.
    private mutating func putVPNAddress(at offset: Int, bits: Int) throws(Truncated) {
        switch bits {
        case 32: try putIPv4(at: offset)
        case 128: try putIPv6(at: offset)
        default: put("bogus address length "); put(decimal: UInt32(truncatingIfNeeded: bits))
        }
    }

    /// bgp_vpn_sg_print: `, Source A` and `, Group G`, each after its length in bits; the bytes it
    /// took (stops quietly where an address is not captured).
    private mutating func putSourceGroup(at start: Int) throws(Truncated) -> Int {
        var cursor = start
        var total = 0
        for source in 0..<2 {
            let bits = Int(try u8(cursor))
            cursor += 1
            guard has(bits >> 3, at: cursor) else { return total }
            total += (bits >> 3) + 1
            if bits != 0 {
                put(source == 0 ? ", Source " : ", Group ")
                try putVPNAddress(at: cursor, bits: bits)
                cursor += bits >> 3
            }
        }
        return total
    }

    /// decode_multicast_vpn (RFC 6514 MCAST-VPN NLRI).
    private mutating func bgpMulticastVPN(at offset: Int) throws(Truncated) -> Int {
        let type = try u8(offset)
        let length = Int(try u8(offset + 1))
        let route = offset + 2
        let name: StaticString? = switch type {
        case 1: "Intra-AS I-PMSI"
        case 2: "Inter-AS I-PMSI"
        case 3: "S-PMSI"
        case 4: "Intra-AS Segment-Leaf"
        case 5: "Source-Active"
        case 6: "Shared Tree Join"
        case 7: "Source Tree Join"
        default: nil
        }
        put("Route-Type: "); putNamed(name, "Unknown", type); put(", length: "); put(decimal: length)
        switch type {
        case 1:
            guard has(8, at: route), length >= 8 else { return -2 }
            put(", RD: "); try putRouteDistinguisher(at: route)
            put(", Originator "); try putVPNAddress(at: route + 8, bits: (length - 8) << 3)
        case 2, 6, 7:
            guard has(12, at: route) else { return -2 }
            put(", RD: "); try putRouteDistinguisher(at: route)
            put(", Source-AS "); put(decimal: bytes.uint32(at: route + 8))
            if type != 2 { _ = try putSourceGroup(at: route + 12) }
        case 3:
            guard has(8, at: route) else { return -2 }
            put(", RD: "); try putRouteDistinguisher(at: route)
            let taken = try putSourceGroup(at: route + 8)
            // tcpdump reads the originator right after the RD, with what the route length leaves.
            let addressLength = UInt32(truncatingIfNeeded: length - taken)
            guard addressLength <= UInt32(Int32.max), has(Int(addressLength), at: route + 8) else { return -2 }
            put(", Originator "); try putVPNAddress(at: route + 8, bits: Int(addressLength << 3))
        case 5:
            guard has(8, at: route) else { return -2 }
            put(", RD: "); try putRouteDistinguisher(at: route)
            _ = try putSourceGroup(at: route + 8)
        default:
            break
        }
        return length + 2
    }

    /// decode_labeled_vpn_l2 (RFC 4761 VPLS / Kompella L2VPN NLRI) into tcpdump's 164-byte buffer:
    /// text past it is cut as snprintf cuts it.
    private mutating func bgpL2VPN(at offset: Int) throws(Truncated) -> Int {
        let length = Int(try u16(offset))
        var cursor = offset + 2
        var room = 164
        if length == 12 {
            guard has(12, at: cursor) else { return -2 }
            bounded(&room) { d throws(Truncated) in
                d.put("RD: "); try d.putRouteDistinguisher(at: cursor); d.put(", BGPNH: "); try d.putIPv4(at: cursor + 8)
            }
            return length + 2
        }
        guard length > 17 else { return -2 }
        guard has(15, at: cursor) else { return -2 }
        bounded(&room) { d throws(Truncated) in
            d.put("RD: "); try d.putRouteDistinguisher(at: cursor)
            d.put(", CE-ID: "); d.put(decimal: d.bytes.uint16(at: cursor + 8))
            d.put(", Label-Block Offset: "); d.put(decimal: d.bytes.uint16(at: cursor + 10))
            d.put(", Label Base "); d.put(decimal: d.bgpU24(cursor + 12) >> 4)
        }
        cursor += 15
        var left = length - 15
        while left != 0 {
            if left < 3 {
                if room != 0 { bounded(&room) { d throws(Truncated) in d.put("\n\t\tran past the end") } }
                return length + 2
            }
            let type = try u8(cursor)
            let bits = Int(try u16(cursor + 1))
            var octets = (bits + 7) / 8
            cursor += 3
            if type == 1 {
                if room != 0 {
                    bounded(&room) { d throws(Truncated) in
                        d.put("\n\t\tcircuit status vector ("); d.put(decimal: type); d.put(") length: ")
                        d.put(decimal: bits); d.put(": 0x")
                    }
                }
                while octets != 0 {
                    if left < 1 {
                        if room != 0 { bounded(&room) { d throws(Truncated) in d.put(" (ran past the end)") } }
                        return length + 2
                    }
                    guard has(1, at: cursor) else { return -2 }
                    if room != 0 {
                        let byte = bytes[cursor]
                        bounded(&room) { d throws(Truncated) in d.put(hex: byte, digits: 2) }
                        cursor += 1
                    }
                    octets -= 1
                    left -= 1
                }
            } else {
                if room != 0 {
                    bounded(&room) { d throws(Truncated) in
                        d.put("\n\t\tunknown TLV #"); d.put(decimal: type); d.put(", length: "); d.put(decimal: bits)
                    }
                }
                if left < octets {
                    if room != 0 { bounded(&room) { d throws(Truncated) in d.put(" (ran past the end)") } }
                    return length + 2
                }
                // tcpdump counts the value off but does not step over it (nor over the TLV header).
                left -= octets
            }
        }
        return length + 2
    }

    /// One snprintf into what is left of a fixed buffer: at most `room - 1` characters land, and
    /// a piece that does not fit leaves no room after it. The pieces only read captured bytes.
    private mutating func bounded(_ room: inout Int, _ piece: (inout Dissection) throws(Truncated) -> Void) {
        guard room > 0 else { return }
        let mark = out.count
        do { try piece(&self) } catch { out.truncate(to: mark); room = 0; return }
        guard Sink.rendersText else { return }
        let written = out.count - mark
        if written >= room {
            out.truncate(to: mark + room - 1)
            room = 0
        } else {
            room -= written
        }
    }

    /// `, label:N (bottom)` from the 3 label bytes at `offset`.
    private mutating func putLabel(at offset: Int) {
        put(", label:"); put(decimal: bgpU24(offset) >> 4)
        put(bytes[offset + 2] & 1 == 0 ? " (BOGUS: Bottom of Stack NOT set!)" : " (bottom)")
    }

    /// decode_labeled_prefix4/6.
    private mutating func bgpLabeledPrefix(at offset: Int, itemLength: Int, v6: Bool) throws(Truncated) -> Int {
        guard has(4, at: offset) else { return -2 }
        guard itemLength >= 4 else { return -3 }
        let total = Int(bytes[offset])
        let maxBits = v6 ? 128 : 32
        guard total >= 24, total - 24 <= maxBits else {
            put("\n\t    (illegal prefix length)")
            return -1
        }
        let bits = total - 24
        let count = (bits + 7) / 8
        if !v6 && itemLength - 4 < count { return -3 }
        try check(count, at: offset + 4)
        put("\n\t      ")
        bgpPutAddressPrefix(at: offset + 4, bits: bits, maxBits: maxBits)
        putLabel(at: offset + 1)
        return 4 + count
    }

    /// decode_rt_routing_info (RFC 4684).
    private mutating func bgpRouteTargetNLRI(at offset: Int) throws(Truncated) -> Int {
        var bits = Int(try u8(offset))
        if bits == 0 {
            put("\n\t      default route target")
            return 1
        }
        guard bits >= 32 else {
            put("\n\t      (illegal prefix length)")
            return -1
        }
        let originAS = try u32(offset + 1)
        bits -= 32
        guard bits <= 64 else {
            put("\n\t      (illegal prefix length)")
            return -1
        }
        let count = (bits + 7) / 8
        try check(count, at: offset + 5)
        // The route target, zero-padded to 8 bytes and masked to `bits`.
        var target: UInt64 = 0
        for index in 0..<count {
            var byte = UInt64(bytes[offset + 5 + index])
            if index == count - 1 && bits % 8 != 0 { byte &= UInt64((0xff00 >> (bits % 8)) & 0xff) }
            target |= byte << (56 - 8 * index)
        }
        put("\n\t      origin AS: "); put(decimal: originAS); put(", ")
        if bits == 0 {
            put("route-target: 0:0/0")
            return 5 + count
        }
        if bits < 16 {
            put("route-target: partial-type: ("); putTargetHex(target, count: count)
            put("/"); put(decimal: bits); put(")")
            return 5 + count
        }
        let kind = UInt16(truncatingIfNeeded: target >> 48)
        switch kind {
        case 0x0002:
            put("route-target: "); put(decimal: UInt16(truncatingIfNeeded: target >> 32)); put(":")
            put(decimal: UInt32(truncatingIfNeeded: target))
        case 0x0102:
            put("route-target: ")
            put(decimal: UInt8(truncatingIfNeeded: target >> 40)); put(".")
            put(decimal: UInt8(truncatingIfNeeded: target >> 32)); put(".")
            put(decimal: UInt8(truncatingIfNeeded: target >> 24)); put(".")
            put(decimal: UInt8(truncatingIfNeeded: target >> 16)); put(":")
            put(decimal: UInt16(truncatingIfNeeded: target))
        case 0x0202:
            put("route-target: "); put(decimal: UInt32(truncatingIfNeeded: target >> 16)); put(":")
            put(decimal: UInt16(truncatingIfNeeded: target))
        default:
            put("route target: unknown-type("); put(hex: kind, digits: 4); put(") (")
            putTargetHex(target, count: count); put("/"); put(decimal: bits); put(")")
            return 5 + count
        }
        put("/"); put(decimal: bits); put(" ("); putTargetHex(target, count: count); put(")")
        return 5 + count
    }

    /// The route target's bytes in hex, a space after every second byte but the last.
    private mutating func putTargetHex(_ target: UInt64, count: Int) {
        for index in 0..<count {
            put(hex: UInt8(truncatingIfNeeded: target >> (56 - 8 * index)), digits: 2)
            if index % 2 == 1 && index < count - 1 { put(" ") }
        }
    }
}
