import SwiftNetWire

// BGP UPDATE as tcpdump 4.99's bgp_update_print and bgp_attr_print print it: withdrawn IPv4
// routes, each path attribute with its flags and decoded value (-vv adds a hex dump of each), and
// the IPv4 NLRI; ADD-PATH path ids where check_add_path guesses them.

extension Dissection {
    mutating func bgpUpdate(at offset: Int, length messageLength: Int) throws(Truncated) {
        var cursor = offset + BGPField.headerSize
        var length = messageLength - BGPField.headerSize
        guard has(2, at: cursor), length >= 2 else { bgpLocalTruncation(); return }
        var withdrawnLength = Int(bytes.uint16(at: cursor))
        report(BGPFields.withdrawnLength, withdrawnLength)
        cursor += 2
        length -= 2
        if withdrawnLength > 1 {
            guard has(withdrawnLength, at: cursor), length >= withdrawnLength else { bgpLocalTruncation(); return }
            put("\n\t  Withdrawn routes:")
            let addPath = bgpCheckAddPath(at: cursor, length: withdrawnLength, maxBits: 32)
            beginList(BGPFields.withdrawn)
            defer { endList() }
            while withdrawnLength != 0 {
                var pathID: UInt32 = 0
                if addPath {
                    if withdrawnLength < 4 {
                        cursor += withdrawnLength
                        length -= withdrawnLength
                        break
                    }
                    pathID = try u32(cursor)
                    cursor += 4
                    length -= 4
                    withdrawnLength -= 4
                }
                let step = try bgpIPv4Route(at: cursor, itemLength: withdrawnLength, pathID: addPath ? pathID : nil)
                // An illegal length ends the withdrawn routes only; the attributes still follow.
                if case .illegal = step { break }
                guard case .taken(let advance) = step else { return }
                cursor += advance
                length -= advance
                withdrawnLength -= advance
            }
        } else {
            guard has(withdrawnLength, at: cursor), length >= withdrawnLength else { bgpLocalTruncation(); return }
            cursor += withdrawnLength
            length -= withdrawnLength
        }
        guard has(2, at: cursor), length >= 2 else { bgpLocalTruncation(); return }
        var attributesLength = Int(bytes.uint16(at: cursor))
        report(BGPFields.attributesLength, attributesLength)
        cursor += 2
        length -= 2
        if withdrawnLength == 0 && attributesLength == 0 && length == 0 {
            put("\n\t  End-of-Rib Marker (empty NLRI)")
            report(BGPFields.endOfRIB, bool: true)
            return
        }
        if attributesLength != 0 {
            guard length >= attributesLength else { bgpLocalTruncation(); return }
            beginList(BGPFields.attributes)
            defer { endList() }
            while attributesLength != 0 {
                guard has(2, at: cursor), length >= 2 else { bgpLocalTruncation(); return }
                if attributesLength < 2 {
                    put("\n\t  [path attrs too short]")
                    if Sink.collectsFields { reportMalformed("path attributes too short") }
                    cursor += attributesLength
                    length -= attributesLength
                    break
                }
                let flags = bytes[cursor]
                let type = bytes[cursor + 1]
                cursor += 2
                attributesLength -= 2
                length -= 2
                let lengthSize = flags & 0x10 != 0 ? 2 : 1
                guard has(lengthSize, at: cursor), length >= lengthSize else { bgpLocalTruncation(); return }
                if attributesLength < lengthSize {
                    put("\n\t  [path attrs too short]")
                    if Sink.collectsFields { reportMalformed("path attributes too short") }
                    cursor += attributesLength
                    length -= attributesLength
                    break
                }
                let valueLength = lengthSize == 2 ? Int(bytes.uint16(at: cursor)) : Int(bytes[cursor])
                cursor += lengthSize
                attributesLength -= lengthSize
                length -= lengthSize
                beginItem()
                defer { endItem() }
                bgpPutAttributeHeader(flags: flags, type: type, length: valueLength, nested: false)
                if attributesLength < valueLength {
                    put(" [path attrs too short]")
                    if Sink.collectsFields { reportMalformed("attribute longer than the path attributes") }
                    cursor += attributesLength
                    length -= attributesLength
                    break
                }
                guard length >= valueLength else { bgpLocalTruncation(); return }
                guard try bgpAttribute(type: type, at: cursor, length: valueLength, level: 0) else {
                    bgpLocalTruncation()
                    return
                }
                cursor += valueLength
                attributesLength -= valueLength
                length -= valueLength
            }
        }
        guard length != 0 else { return }
        let addPath = bgpCheckAddPath(at: cursor, length: length, maxBits: 32)
        put("\n\t  Updated routes:")
        beginList(BGPFields.nlri)
        defer { endList() }
        while length != 0 {
            var pathID: UInt32 = 0
            if addPath {
                guard has(4, at: cursor), length >= 4 else { bgpLocalTruncation(); return }
                pathID = bytes.uint32(at: cursor)
                cursor += 4
                length -= 4
            }
            // The NLRI is the message's end: an illegal length or a truncation ends the walk.
            guard case .taken(let advance) = try bgpIPv4Route(at: cursor, itemLength: length,
                                                               pathID: addPath ? pathID : nil) else { return }
            cursor += advance
            length -= advance
        }
    }

    /// `NAME (type), length: N[, Flags [OTPE+x]: ]`; the nested form (inside ATTR_SET) always ends
    /// with `: `, the top-level one only after flags (as tcpdump prints them).
    mutating func bgpPutAttributeHeader(flags: UInt8, type: UInt8, length: Int, nested: Bool) {
        report(BGPFields.attributeFlags, flags)
        report(BGPFields.attributeType, type)
        report(BGPFields.attributeLength, length)
        put(nested ? "\n\t      " : "\n\t  ")
        putNamed(BGPNames.attribute(type), "Unknown Attribute", type)
        put(", length: "); put(decimal: length)
        if flags != 0 {
            put(", Flags [")
            if flags & 0x80 != 0 { put("O") }
            if flags & 0x40 != 0 { put("T") }
            if flags & 0x20 != 0 { put("P") }
            if flags & 0x10 != 0 { put("E") }
            if flags & 0x0f != 0 { put("+"); put(hex: flags & 0x0f) }
            put(nested ? "]" : "]: ")
        }
        if nested { put(": ") }
    }

    /// check_add_path: whether `length` bytes of prefixes read as ADD-PATH (a 4-byte path id
    /// before each) and not as plain prefixes.
    func bgpCheckAddPath(at start: Int, length: Int, maxBits: Int) -> Bool {
        guard length >= 5 else { return false }
        var offset = 0
        while offset < length {
            offset += 4
            guard has(1, at: start + offset) else { break }
            let bits = Int(bytes[start + offset])
            if bits > maxBits { return false }
            offset += 1 + (bits + 7) / 8
        }
        if offset > length { return false }
        offset = 0
        while offset < length {
            guard has(1, at: start + offset) else { break }
            let bits = Int(bytes[start + offset])
            if bits < 1 || bits > maxBits { return true }
            offset += 1 + (bits + 7) / 8
        }
        return offset > length
    }

    /// One IPv4 route of the withdrawn routes or the NLRI: `(illegal prefix length)`, a local
    /// truncation, or the prefix (and its ADD-PATH id) and the bytes it took.
    private mutating func bgpIPv4Route(at cursor: Int, itemLength: Int, pathID: UInt32?) throws(Truncated) -> BGPRouteStep {
        let advance = try bgpPrefixLength(at: cursor, itemLength: itemLength, maxBits: 32)
        if advance == -1 {
            put("\n\t    (illegal prefix length)")
            return .illegal
        } else if advance < 0 {
            bgpLocalTruncation()
            return .truncated
        }
        put("\n\t    ")
        bgpPutPrefix(at: cursor, maxBits: 32, pathID: pathID)
        if let pathID { put("   Path Id: "); put(decimal: pathID) }
        return .taken(advance)
    }

    /// decode_prefix4/decode_prefix6 without the printing: the bytes the prefix takes, -1 for a
    /// length over `maxBits`, -2 when it does not fit in `itemLength`. Throws where tcpdump's GET
    /// would leave the capture.
    func bgpPrefixLength(at offset: Int, itemLength: Int, maxBits: Int) throws(Truncated) -> Int {
        guard itemLength >= 1 else { return -2 }
        let bits = Int(try u8(offset))
        if bits > maxBits { return -1 }
        let count = (bits + 7) / 8
        guard itemLength - 1 >= count else { return -2 }
        try check(count, at: offset + 1)
        return 1 + count
    }

    /// The prefix at `offset` (length byte, then the address bytes), host bits cleared, `/bits`.
    mutating func bgpPutPrefix(at offset: Int, maxBits: Int, pathID: UInt32? = nil) {
        let bits = Int(bytes[offset])
        bgpPutAddressPrefix(at: offset + 1, bits: bits, maxBits: maxBits)
        guard Sink.collectsFields else { return }
        let source = bytes
        beginItem()
        report(BGPFields.prefix) { out in
            out.append(UInt8(ascii: "\""))
            Self.appendPrefix(source, at: offset + 1, bits: bits, v6: maxBits == 128, into: &out)
            out.append(UInt8(ascii: "\""))
        }
        if let pathID { report(BGPFields.pathID, pathID) }
        endItem()
    }

    /// `address/bits` from (bits + 7) / 8 captured bytes at `offset` (the caller checked them).
    mutating func bgpPutAddressPrefix(at offset: Int, bits: Int, maxBits: Int) {
        guard Sink.rendersText else { return }
        Self.appendPrefix(bytes, at: offset, bits: bits, v6: maxBits == 128, into: &out)
    }

    static func appendPrefix(_ bytes: [UInt8], at offset: Int, bits: Int, v6: Bool, into out: inout PrintBuffer) {
        let count = (bits + 7) / 8
        if v6 {
            var high: UInt64 = 0
            var low: UInt64 = 0
            for index in 0..<Swift.min(count, 16) {
                var byte = UInt64(bytes[offset + index])
                if index == count - 1 && bits % 8 != 0 { byte &= UInt64((0xff00 >> (bits % 8)) & 0xff) }
                if index < 8 { high |= byte << (56 - 8 * index) } else { low |= byte << (56 - 8 * (index - 8)) }
            }
            out.appendIPv6(IPv6Address(high: high, low: low))
        } else {
            var value: UInt32 = 0
            for index in 0..<Swift.min(count, 4) {
                var byte = UInt32(bytes[offset + index])
                if index == count - 1 && bits % 8 != 0 { byte &= UInt32((0xff00 >> (bits % 8)) & 0xff) }
                value |= byte << (24 - 8 * index)
            }
            out.appendIPv4(value)
        }
        out.append(UInt8(ascii: "/"))
        out.appendDecimal(bits)
    }
}

/// What one IPv4 route of an UPDATE came to: the bytes it took, an illegal prefix length (tcpdump
/// stops that list), or a truncation inside the message (tcpdump stops the message).
private enum BGPRouteStep {
    case taken(Int)
    case illegal
    case truncated
}
