// Cisco Auto-RP (pim-autorp-spec01, version 1+) on UDP 496 as tcpdump's cisco_autorp_print prints
// it: ` auto-rp TYPE Hold TIME` then each RP with its PIM versions and group prefixes. A count that
// runs past the message ends the line with ` [|cisco_autorp]`.

extension Dissection {
    mutating func autoRP(at offset: Int, length: Int) throws(Truncated) {
        proto = "cisco_autorp"
        layer(AutoRPFields.autoRP)
        guard length >= 8 else { return putTruncationMarker() }
        put(" auto-rp ")
        let type = try u8(offset)
        report(AutoRPFields.type, type)
        switch type {
        case 0x11: put("candidate-advert")
        case 0x12: put("mapping")
        default: put("type-0x"); put(hex: type, digits: 2)
        }
        var rpCount = try u8(offset + 1)
        report(AutoRPFields.rpCount, rpCount)
        put(" Hold ")
        let hold = try u16(offset + 2)
        report(AutoRPFields.holdtime, hold)
        if hold != 0 { putRelativeTime(UInt32(hold)) } else { put("FOREVER") }
        var cursor = offset + 8
        var left = length - 8
        beginList(AutoRPFields.rps)
        defer { endList() }
        while rpCount != 0 {
            guard left >= 4 else { return putTruncationMarker() }
            try check(4, at: cursor)
            beginItem()
            defer { endItem() }
            report(AutoRPFields.address, bytesAt: cursor, count: 4)
            put(" RP "); try putIPv4(at: cursor)
            cursor += 4
            left -= 4
            guard left >= 1 else { return putTruncationMarker() }
            let versions = try u8(cursor)
            report(AutoRPFields.pimVersion, versions & 0x3)
            switch versions & 0x3 {
            case 0: put(" PIMv?")
            case 1: put(" PIMv1")
            case 2: put(" PIMv2")
            default: put(" PIMv1+2")
            }
            if versions & 0xfc != 0 { put(" [rsvd=0x"); put(hex: versions & 0xfc, digits: 2); put("]") }
            cursor += 1
            left -= 1
            guard left >= 1 else { return putTruncationMarker() }
            var entries = try u8(cursor)
            cursor += 1
            left -= 1
            var separator: StaticString = " "
            beginList(AutoRPFields.groups)
            defer { endList() }
            while entries != 0 {
                guard left >= 6 else { return putTruncationMarker() }
                // The flags, address and length are all read before the entry is printed.
                try check(6, at: cursor)
                let flags = bytes[cursor]
                beginItem()
                report(AutoRPFields.negative, bool: flags & 1 != 0)
                report(AutoRPFields.bidir, bool: flags & 2 != 0)
                report(AutoRPFields.maskLength, bytes[cursor + 1])
                report(AutoRPFields.prefix, bytesAt: cursor + 2, count: 4)
                endItem()
                put(separator)
                if flags & 1 != 0 { put("!") }
                try putIPv4(at: cursor + 2)
                put("/"); put(decimal: bytes[cursor + 1])
                if flags & 0x02 != 0 { put(" bidir") }
                if flags & 0xfc != 0 { put("[rsvd=0x"); put(hex: flags & 0xfc, digits: 2); put("]") }
                separator = ","
                cursor += 6
                left -= 6
                entries -= 1
            }
            rpCount -= 1
        }
    }
}
