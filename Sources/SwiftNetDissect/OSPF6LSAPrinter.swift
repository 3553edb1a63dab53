import SwiftNetWire

// OSPFv3 LSA bodies, address prefixes and the trailing LLS / authentication data, as tcpdump
// 4.99's ospf6_print_lsa, ospf6_print_lsaprefix and ospf6_decode_v3_trailer print them. Every
// "return 1" of tcpdump's is a false here: the packet line then ends with ` [|ospf3]`.

extension Dissection {
    /// One LSA at -vv; false where tcpdump's decoder gives up (the caller prints the marker).
    mutating func ospf6LSA(at offset: Int, dataEnd: Int) throws(Truncated) -> Bool {
        guard try ospf6LSAHeader(at: offset, dataEnd: dataEnd) else { return false }
        let length = Int(bytes.uint16(at: offset + 18))
        guard length >= OSPF6Field.lsaHeaderLength, offset + length <= dataEnd else { return false }
        var remaining = length - OSPF6Field.lsaHeaderLength
        let body = offset + OSPF6Field.lsaHeaderLength
        report(OSPF6Fields.body, bytesAt: body, count: Swift.min(remaining, available(from: body)))
        switch bytes.uint16(at: offset + 2) {
        case 0x2001:
            guard remaining >= 4 else { return false }
            remaining -= 4
            let options = try u32(body)
            put("\n\t      Options ["); putBitNames(options, OSPF6Field.optionNames); put("]")
            put(", RLA-Flags ["); putBitNames(UInt32(options >> 24), OSPF6Field.routerFlagNames); put("]")
            var link = body + 4
            while remaining != 0 {
                guard remaining >= 16 else { return false }
                remaining -= 16
                guard has(16, at: link) else { return false }
                let type = bytes[link]
                switch type {
                case 4: put("\n\t      Virtual Link: Neighbor Router-ID ")
                case 1: put("\n\t      Neighbor Router-ID ")
                case 2: put("\n\t      Neighbor Network-ID ")
                default:
                    put("\n\t      Unknown Router Links Type 0x"); put(hex: type, digits: 2)
                    return true
                }
                try putIPv4(at: link + 12); put("\n\t      Neighbor Interface-ID "); try putIPv4(at: link + 8)
                put(", Interface "); try putIPv4(at: link + 4)
                put(", metric "); put(decimal: bytes.uint16(at: link + 2))
                link += 16
            }
        case 0x2002:
            guard remaining >= 4 else { return false }
            remaining -= 4
            let options = try u32(body)
            put("\n\t      Options ["); putBitNames(options, OSPF6Field.optionNames); put("]")
            put("\n\t      Connected Routers:")
            var cursor = body + 4
            while remaining != 0 {
                guard remaining >= 4 else { return false }
                remaining -= 4
                try check(4, at: cursor)
                put("\n\t\t"); try putIPv4(at: cursor)
                cursor += 4
            }
        case 0x2003:
            guard remaining >= 4 else { return false }
            remaining -= 4
            let metric = try u32(body) & 0x00ff_ffff
            put(", metric "); put(decimal: metric)
            var cursor = body + 4
            while remaining != 0 {
                let used = try ospf6Prefix(at: cursor, length: remaining)
                guard used >= 0 else { return false }
                remaining -= used
                cursor += used
            }
        case 0x4005:
            guard remaining >= 4 else { return false }
            remaining -= 4
            let flags = try u32(body)
            put("\n\t     Flags ["); putBitNames(flags, OSPF6Field.externalFlagNames); put("]")
            put(" metric "); put(decimal: flags & 0x00ff_ffff)
            let prefix = body + 4
            let used = try ospf6Prefix(at: prefix, length: remaining)
            guard used >= 0 else { return false }
            remaining -= used
            var cursor = prefix + used
            if flags & 0x0200_0000 != 0 {
                guard remaining >= 16 else { return false }
                remaining -= 16
                try check(16, at: cursor)
                put(" forward "); try putIPv6(at: cursor)
                cursor += 16
            }
            if flags & 0x0100_0000 != 0 {
                guard remaining >= 4 else { return false }
                remaining -= 4
                try check(4, at: cursor)
                put(" tag "); try putIPv4(at: cursor)
                cursor += 4
            }
            // The referenced LS type: the first byte of what is a metric in other prefixes.
            if try u8(prefix + 2) != 0 {
                guard remaining >= 4 else { return false }
                remaining -= 4
                try check(4, at: cursor)
                put(" RefLSID: "); try putIPv4(at: cursor)
            }
        case 0x0008:
            guard remaining >= 4 else { return false }
            remaining -= 4
            guard has(4, at: body) else { return false }
            let options = bytes.uint32(at: body)
            put("\n\t      Options ["); putBitNames(options, OSPF6Field.optionNames); put("]")
            guard remaining >= 20 else { return false }
            remaining -= 20
            var prefixes = try u32(body + 20)
            let priority = try u8(body)
            try check(16, at: body + 4)
            put("\n\t      Priority "); put(decimal: priority); put(", Link-local address ")
            try putIPv6(at: body + 4); put(", Prefixes "); put(decimal: prefixes); put(":")
            var cursor = body + 24
            while prefixes > 0 {
                let used = try ospf6Prefix(at: cursor, length: remaining)
                guard used >= 0 else { return false }
                prefixes -= 1
                remaining -= used
                cursor += used
            }
        case 0x2009:
            // tcpdump counts the referenced router ID and the prefix count off the body, not
            // the referenced type and ID.
            guard remaining >= 4 else { return false }
            remaining -= 4
            guard has(4, at: body + 8) else { return false }
            try putOSPF6LSType(try u16(body + 2), idAt: body + 4)
            guard remaining >= 2 else { return false }
            remaining -= 2
            var prefixes = try u16(body)
            put("\n\t      Prefixes "); put(decimal: prefixes); put(":")
            var cursor = body + 12
            while prefixes > 0 {
                let used = try ospf6Prefix(at: cursor, length: remaining)
                guard used >= 0 else { return false }
                prefixes -= 1
                remaining -= used
                cursor += used
            }
        case 0x000b:
            return try ospfGraceTLVs(at: body, length: remaining)
        case 0x000a:
            return try ospfTrafficEngineering(at: body, length: remaining)
        default:
            return ospfUnknownData(at: body, length: remaining, prefix: "\n\t      ")
        }
        return true
    }

    /// An address prefix (RFC 5340 A.4.1); returns its size, or -1 where tcpdump gives up.
    private mutating func ospf6Prefix(at offset: Int, length: Int) throws(Truncated) -> Int {
        guard length >= 4 else { return -1 }
        guard has(4, at: offset) else { return -1 }
        let prefixLength = Int(bytes[offset])
        let words = (prefixLength + 31) / 32
        if words * 4 > 16 {
            put(" bogus prefixlen /"); put(decimal: prefixLength)
            return -1
        }
        guard length - 4 >= words * 4 else { return -1 }
        try check(words * 4, at: offset + 4)
        if Sink.rendersText {
            // The prefix's words, zero-filled to a whole address.
            var high: UInt64 = 0
            var low: UInt64 = 0
            for index in 0..<16 {
                let byte = index < words * 4 ? UInt64(bytes[offset + 4 + index]) : 0
                if index < 8 { high = high << 8 | byte } else { low = low << 8 | byte }
            }
            put("\n\t\t"); out.appendIPv6(IPv6Address(high: high, low: low))
            put("/"); put(decimal: prefixLength)
        }
        let options = bytes[offset + 1]
        if options != 0 { put(", Options ["); putBitNames(UInt32(options), OSPF6Field.prefixOptionNames); put("]") }
        put(", metric "); put(decimal: bytes.uint16(at: offset + 2))
        return 4 + words * 4
    }

    /// ospf6_decode_v3_trailer: LLS (hello and DD with the L bit) then an authentication
    /// trailer in the `length` bytes after the message; false where tcpdump gives up.
    mutating func ospf6Trailer(at offset: Int, type: UInt8, from start: Int, length: Int) throws(Truncated) -> Bool {
        var lls = false
        if type == 1 {
            lls = try u32(offset + 20) & OSPF6Field.optionLLS != 0
        } else if type == 2 {
            lls = try u32(offset + 16) & OSPF6Field.optionLLS != 0
        }
        var llsLength = 0
        if lls && length != 0 {
            guard length >= 4 else { return false }
            let checksum = try u16(start)
            put("\n\tLLS Checksum 0x"); put(hex: checksum, digits: 4)
            let dataLength = Int(try u16(start + 2))
            put(", Data Length "); put(decimal: dataLength)
            guard dataLength >= 4, dataLength <= length, has(dataLength - 4, at: start + 4) else { return false }
            llsLength = dataLength
        }
        let trailer = start + llsLength
        let left = length - llsLength
        guard left != 0 else { return true }
        guard left >= 16 else { return false }
        let authType = try u16(trailer)
        put("\n\tAuthentication Type ")
        if authType == 1 {
            put("HMAC")
        } else {
            put("unknown (0x"); put(hex: authType, digits: 4); put(")")
        }
        let authLength = Int(try u16(trailer + 2))
        put(", Length "); put(decimal: authLength)
        guard authLength >= 16, authLength <= left else { return false }
        let association = try u16(trailer + 6)
        put(", SAID "); put(decimal: association)
        let sequenceHigh = try u32(trailer + 8)
        put(", CSN 0x"); put(hex: sequenceHigh, digits: 8)
        let sequenceLow = try u32(trailer + 12)
        put(":"); put(hex: sequenceLow, digits: 8)
        guard has(authLength - 16, at: trailer + 16) else { return false }
        if verbose > 1 {
            _ = ospfUnknownData(at: trailer + 16, length: authLength - 16, prefix: "\n\tAuthentication Data ")
        }
        return true
    }
}
