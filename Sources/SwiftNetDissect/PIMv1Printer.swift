import SwiftNetWire

// PIM version 1 (Cisco's, carried in IGMP type 0x14) as tcpdump's pimv1_print prints it after
// `igmp pimv1`: the message type, the query's mode and hold time, register and register-stop
// addresses, RP-reachable and assert details, and with -v the join/prune (graft, graft-ack)
// body: one line for a single source, else the upstream neighbor and hold time, and at -vv each
// group with its sources. A length check that fails ends the line with ` [|pimv1]` and returns
// to IGMP (whose -v checksum check then runs); a read past the capture throws.

extension Dissection {
    /// `offset`: the IGMP header; `length`: the IGMP message length.
    mutating func pimv1(at offset: Int, length: Int) throws(Truncated) {
        proto = "pimv1"
        layer(PIMv1Fields.pimv1)
        let type = try u8(offset + 1)
        report(PIMv1Fields.type, type)
        report(PIMv1Fields.version, Sink.collectsFields && has(1, at: offset + 4) ? bytes[offset + 4] >> 4 : 0)
        put(" ")
        switch type {
        case 0: put("Query")
        case 1: put("Register")
        case 2: put("Register-Stop")
        case 3: put("Join/Prune")
        case 4: put("RP-reachable")
        case 5: put("Assert")
        case 6: put("Graft")
        case 7: put("Graft-ACK")
        default: put("[type "); put(decimal: type); put("]")
        }
        switch type {
        case 0:
            if has(1, at: offset + 8) {
                let mode = bytes[offset + 8] >> 4
                report(PIMv1Fields.mode, mode)
                switch mode {
                case 0: put(" Dense-mode")
                case 1: put(" Sparse-mode")
                case 2: put(" Sparse-Dense-mode")
                default: put(" mode-"); put(decimal: mode)
                }
            }
            if verbose > 0 {
                put(" (Hold-time ")
                let hold = try u16(offset + 10)
                report(PIMv1Fields.holdtime, hold)
                putRelativeTime(UInt32(hold)); put(")")
            }
        case 1:
            // The encapsulated IPv4 header must be captured whole.
            guard has(20, at: offset + 8) else { return putTruncationMarker() }
            report(PIMv1Fields.source, bytesAt: offset + 20, count: 4)
            report(PIMv1Fields.group, bytesAt: offset + 24, count: 4)
            put(" for "); try putIPv4(at: offset + 20); put(" > "); try putIPv4(at: offset + 24)
        case 2:
            try check(8, at: offset + 8)
            report(PIMv1Fields.group, bytesAt: offset + 8, count: 4)
            report(PIMv1Fields.source, bytesAt: offset + 12, count: 4)
            put(" for "); try putIPv4(at: offset + 8); put(" > "); try putIPv4(at: offset + 12)
        case 4:
            if verbose > 0 {
                try check(4, at: offset + 8)
                report(PIMv1Fields.group, bytesAt: offset + 8, count: 4)
                put(" group "); try putIPv4(at: offset + 8)
                try pimv1Mask(at: offset + 12)
                try check(4, at: offset + 16)
                report(PIMv1Fields.rp, bytesAt: offset + 16, count: 4)
                put(" RP "); try putIPv4(at: offset + 16); put(" hold ")
                let hold = try u16(offset + 22)
                report(PIMv1Fields.holdtime, hold)
                putRelativeTime(UInt32(hold))
            }
        case 5:
            try check(4, at: offset + 16)
            try check(4, at: offset + 8)
            report(PIMv1Fields.source, bytesAt: offset + 16, count: 4)
            report(PIMv1Fields.group, bytesAt: offset + 8, count: 4)
            put(" for "); try putIPv4(at: offset + 16); put(" > "); try putIPv4(at: offset + 8)
            try pimv1Mask(at: offset + 12)
            let preference = try u32(offset + 20)
            let metric = try u32(offset + 24)
            report(PIMv1Fields.rpTree, bool: preference & 0x8000_0000 != 0)
            report(PIMv1Fields.preference, preference & 0x7fff_ffff)
            report(PIMv1Fields.metric, metric)
            put(preference & 0x8000_0000 != 0 ? " RP-tree" : " SPT")
            put(" pref "); put(decimal: preference & 0x7fff_ffff); put(" metric "); put(decimal: metric)
        case 3, 6, 7:
            if verbose > 0 {
                guard length >= 8 else { return putTruncationMarker() }
                // The body's own `goto trunc` returns to pimv1_print, which still reads the version.
                if try !pimv1JoinPrune(at: offset + 8, length: length - 8) { putTruncationMarker() }
            }
        default:
            break
        }
        let version = try u8(offset + 4) >> 4
        if version != 1 { put(" [v"); put(decimal: version); put("]") }
    }

    /// `/MASK` after a group, unless the mask is all ones.
    private mutating func pimv1Mask(at offset: Int) throws(Truncated) {
        let mask = try u32(offset)
        report(PIMv1Fields.groupMask, mask)
        if mask != 0xffff_ffff { put("/"); try putIPv4(at: offset) }
    }

    /// tcpdump's pimv1_join_prune_print; false where it ends with `goto trunc`.
    private mutating func pimv1JoinPrune(at offset: Int, length: Int) throws(Truncated) -> Bool {
        // One group with one source: a single line.
        if has(30, at: offset), bytes[offset + 11] == 1,
           Int(bytes.uint16(at: offset + 20)) + Int(bytes.uint16(at: offset + 22)) == 1 {
            let join = bytes.uint16(at: offset + 20) != 0
            report(PIMv1Fields.upstreamNeighbor, bytesAt: offset, count: 4)
            put(" RPF "); try putIPv4(at: offset); put(" ")
            let hold = bytes.uint16(at: offset + 6)
            report(PIMv1Fields.holdtime, hold)
            if hold != 180 { put("Hold "); putRelativeTime(UInt32(hold)) }
            let flags = bytes[offset + 25]
            put(join ? "Join (" : "Prune ("); try putIPv4(at: offset + 26); put("/"); put(decimal: flags & 0x3f)
            put(", "); try putIPv4(at: offset + 12)
            report(PIMv1Fields.groupCount, 1)
            beginList(PIMv1Fields.groups)
            beginItem()
            report(PIMv1Fields.group, bytesAt: offset + 12, count: 4)
            try pimv1Mask(at: offset + 16)
            report(PIMv1Fields.joinedCount, join ? 1 : 0)
            report(PIMv1Fields.prunedCount, join ? 0 : 1)
            beginList(PIMv1Fields.sources)
            pimv1ReportSource(at: offset + 24, join: join)
            endList()
            endItem()
            endList()
            put(") "); put(bytes[offset + 24] & 0x01 != 0 ? "Sparse" : "Dense")
            if flags & 0x80 != 0 { put(" WC") }
            put(flags & 0x40 != 0 ? " RP" : " SPT")
            return true
        }
        guard length >= 4 else { return false }
        if verbose > 1 { put("\n") }
        // tcpdump reads each address before printing its label.
        try check(4, at: offset)
        report(PIMv1Fields.upstreamNeighbor, bytesAt: offset, count: 4)
        put(" Upstream Nbr: "); try putIPv4(at: offset)
        guard length >= 8 else { return false }
        if verbose > 1 { put("\n") }
        put(" Hold time: ")
        let hold = try u16(offset + 6)
        report(PIMv1Fields.holdtime, hold)
        putRelativeTime(UInt32(hold))
        guard verbose > 1 else { return true }
        guard length >= 12 else { return false }
        let groupCount = try u8(offset + 11)
        report(PIMv1Fields.groupCount, groupCount)
        var cursor = offset + 12
        var left = length - 12
        beginList(PIMv1Fields.groups)
        defer { endList() }
        for _ in 0..<Int(groupCount) {
            beginItem()
            defer { endItem() }
            guard left >= 4 else { return false }
            try check(4, at: cursor)
            report(PIMv1Fields.group, bytesAt: cursor, count: 4)
            put("\n\tGroup: "); try putIPv4(at: cursor)
            guard left >= 8 else { return false }
            try pimv1Mask(at: cursor + 4)
            guard left >= 12 else { return false }
            let joined = Int(try u16(cursor + 8))
            let pruned = Int(try u16(cursor + 10))
            report(PIMv1Fields.joinedCount, joined)
            report(PIMv1Fields.prunedCount, pruned)
            put(" joined: "); put(decimal: joined); put(" pruned: "); put(decimal: pruned)
            cursor += 12
            left -= 12
            beginList(PIMv1Fields.sources)
            defer { endList() }
            for index in 0..<(joined + pruned) {
                guard left >= 6 else { return false }
                let first = try u8(cursor)
                let flags = try u8(cursor + 1)
                try check(4, at: cursor + 2)
                pimv1ReportSource(at: cursor, join: index < joined)
                put(index < joined ? "\n\tJoin  " : "\n\tPrune ")
                put(first & 0x01 != 0 ? "Sparse " : "Dense ")
                if flags & 0x80 != 0 { put("WC ") }
                put(flags & 0x40 != 0 ? "RP " : "SPT ")
                try putIPv4(at: cursor + 2); put("/"); put(decimal: flags & 0x3f)
                cursor += 6
                left -= 6
            }
        }
        return true
    }

    /// One source entry (flags byte, mask-length byte with WC and RP bits, address) for JSON.
    private mutating func pimv1ReportSource(at offset: Int, join: Bool) {
        guard Sink.collectsFields, has(6, at: offset) else { return }
        beginItem()
        report(PIMv1Fields.join, bool: join)
        report(PIMv1Fields.sparse, bool: bytes[offset] & 0x01 != 0)
        report(PIMv1Fields.wildcard, bool: bytes[offset + 1] & 0x80 != 0)
        report(PIMv1Fields.rpBit, bool: bytes[offset + 1] & 0x40 != 0)
        report(PIMv1Fields.maskLength, bytes[offset + 1] & 0x3f)
        report(PIMv1Fields.source, bytesAt: offset + 2, count: 4)
        endItem()
    }
}
