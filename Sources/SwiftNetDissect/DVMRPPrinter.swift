import SwiftNetWire

// DVMRP (RFC 1075 and draft-ietf-idmr-dvmrp-v3, carried as IGMP type 0x13) and the multicast
// traceroute query and response (IGMP 0x1f, 0x1e) as tcpdump's dvmrp_print and print_mtrace
// print them. tcpdump prints a probe's generation id from -v, its neighbors and a report's
// routes only from -vv; the JSON walk (most verbose) reports them all.

/// IGMP types of the multicast routing messages tcpdump decodes beyond IGMP itself.
enum MulticastRoutingType {
    static let dvmrp: UInt8 = 0x13
    static let mtraceResponse: UInt8 = 0x1e
    static let mtraceQuery: UInt8 = 0x1f
}

extension Dissection {
    /// The query (`response` false) or response after the 8-byte IGMP header: a 24-byte message
    /// is the least tcpdump decodes (shorter: ` [invalid len N]`). Throws where the capture cuts
    /// the query block; the response blocks are reported in JSON only, as far as captured.
    mutating func mtrace(at offset: Int, length: Int, response: Bool) throws(Truncated) {
        layer(MtraceFields.mtrace)
        guard length >= 24 else {
            put(" [invalid len "); put(decimal: length); put("]")
            reportMalformed("shorter than the 24-byte query")
            return
        }
        try check(16, at: offset + 8)
        let responseWord = try u32(offset + 20)
        let responseAddress = try u32(offset + 16)
        report(MtraceFields.queryID, responseWord & 0x00ff_ffff)
        report(MtraceFields.source, bytesAt: offset + 8, count: 4)
        report(MtraceFields.destination, bytesAt: offset + 12, count: 4)
        report(MtraceFields.responseAddress, bytesAt: offset + 16, count: 4)
        report(MtraceFields.responseTTL, responseWord >> 24)
        put(response ? "mresp " : "mtrace "); put(decimal: responseWord & 0x00ff_ffff); put(": ")
        try putIPv4(at: offset + 8); put(" to "); try putIPv4(at: offset + 12)
        put(" reply-to "); try putIPv4(at: offset + 16)
        // The TTL matters only when the response is multicast (class D).
        if responseAddress & 0xf000_0000 == 0xe000_0000 { put(" with-ttl "); put(decimal: responseWord >> 24) }
        if Sink.collectsFields && response { reportMtraceHops(at: offset + 24, length: length - 24) }
    }

    /// The 32-byte response blocks each router appends (JSON only; tcpdump prints none).
    private mutating func reportMtraceHops(at start: Int, length: Int) {
        beginList(MtraceFields.hops)
        defer { endList() }
        var cursor = start
        // `length` is an IP payload length, so the block count stays small.
        for _ in 0..<(length / 32) where has(32, at: cursor) {
            beginItem()
            report(MtraceFields.arrival, u32At: cursor)
            report(MtraceFields.incoming, bytesAt: cursor + 4, count: 4)
            report(MtraceFields.outgoing, bytesAt: cursor + 8, count: 4)
            report(MtraceFields.previousHop, bytesAt: cursor + 12, count: 4)
            report(MtraceFields.inputPackets, u32At: cursor + 16)
            report(MtraceFields.outputPackets, u32At: cursor + 20)
            report(MtraceFields.sourceGroupPackets, u32At: cursor + 24)
            report(MtraceFields.routingProtocol, u8At: cursor + 28)
            report(MtraceFields.forwardTTL, u8At: cursor + 29)
            report(MtraceFields.sourceMask, u8At: cursor + 30)
            report(MtraceFields.forwardingCode, u8At: cursor + 31)
            endItem()
            cursor += 32
        }
    }

    /// The DVMRP message at `offset` (its IGMP header included, `length` >= 8): the code, then the
    /// body each code has. Malformed lengths print tcpdump's bracketed reason and ` (invalid)`;
    /// throws where the capture cuts what tcpdump reads.
    mutating func dvmrp(at offset: Int, length: Int) throws(Truncated) {
        proto = "dvmrp"
        layer(DVMRPFields.dvmrp)
        let code = try u8(offset + 1)
        report(DVMRPFields.code, code)
        report(DVMRPFields.minorVersion, u8At: offset + 6)
        report(DVMRPFields.majorVersion, u8At: offset + 7)
        put(" ")
        switch code {
        case 1: put("Probe"); report(DVMRPFields.codeName, label: "Probe")
        case 2: put("Report"); report(DVMRPFields.codeName, label: "Report")
        case 3: put("Ask-neighbors(old)"); report(DVMRPFields.codeName, label: "Ask-neighbors(old)")
        case 4: put("Neighbors(old)"); report(DVMRPFields.codeName, label: "Neighbors(old)")
        case 5: put("Ask-neighbors2"); report(DVMRPFields.codeName, label: "Ask-neighbors2")
        case 6: put("Neighbors2"); report(DVMRPFields.codeName, label: "Neighbors2")
        case 7: put("Prune"); report(DVMRPFields.codeName, label: "Prune")
        case 8: put("Graft"); report(DVMRPFields.codeName, label: "Graft")
        case 9: put("Graft-ACK"); report(DVMRPFields.codeName, label: "Graft-ACK")
        default: put("[type "); put(decimal: code); put("]")
        }
        let body = offset + 8
        let remaining = length - 8
        switch code {
        case 1 where verbose > 0: try dvmrpProbe(at: body, length: remaining)
        case 2 where verbose > 1: try dvmrpReport(at: body, length: remaining)
        case 4: try dvmrpNeighbors(at: body, length: remaining, withFlags: false)
        case 6:
            // mrouted's version sits in the IGMP group field: minor, then major.
            let major = try u8(offset + 7)
            let minor = try u8(offset + 6)
            put(" (v "); put(decimal: major); put("."); put(decimal: minor); put("):")
            try dvmrpNeighbors(at: body, length: remaining, withFlags: true)
        case 7, 8, 9:
            try check(8, at: body)
            report(DVMRPFields.source, bytesAt: body, count: 4)
            report(DVMRPFields.group, bytesAt: body + 4, count: 4)
            put(" src "); try putIPv4(at: body); put(" grp "); try putIPv4(at: body + 4)
            guard code == 7 else { return }
            put(" timer ")
            let lifetime = try u32(body + 8)
            report(DVMRPFields.lifetime, lifetime)
            putRelativeTime(lifetime)
        default:
            break
        }
    }

    /// Generation id (-v), then the neighbors heard (-vv), 4 bytes each.
    private mutating func dvmrpProbe(at start: Int, length: Int) throws(Truncated) {
        guard length >= 4 else {
            put(" [full length "); put(decimal: length); put(" < 4]")
            putInvalid(reason: "probe shorter than its generation id")
            return
        }
        put(verbose > 1 ? "\n\t" : " ")
        let generation = try u32(start)
        report(DVMRPFields.generationID, generation)
        put("genid "); put(decimal: generation)
        guard verbose > 1 else { return }
        beginList(DVMRPFields.neighbors)
        var malformed: StaticString?
        defer { endList(); if let malformed { reportMalformed(malformed) } }
        var cursor = start + 4
        var remaining = length - 4
        while remaining != 0 {
            guard remaining >= 4 else {
                put("[remaining length "); put(decimal: remaining); put(" < 4]")
                put(" (invalid)"); malformed = "neighbor list not a multiple of 4 bytes"
                return
            }
            try check(4, at: cursor)
            report(DVMRPFields.neighbor, bytesAt: cursor, count: 4)
            put("\n\tneighbor "); try putIPv4(at: cursor)
            cursor += 4
            remaining -= 4
        }
    }

    /// Routes grouped by mask: 3 mask bytes (the first is implied 255), then origins as wide as
    /// the mask's significant bytes, each with a metric whose top bit ends the group (-vv).
    private mutating func dvmrpReport(at start: Int, length: Int) throws(Truncated) {
        beginList(DVMRPFields.routes)
        var malformed: StaticString?
        defer { endList(); if let malformed { reportMalformed(malformed) } }
        var cursor = start
        var remaining = length
        while remaining != 0 {
            guard remaining >= 3 else {
                put(" [length "); put(decimal: remaining); put(" < 3]")
                put(" (invalid)"); malformed = "route mask cut short"
                return
            }
            let m1 = try u8(cursor), m2 = try u8(cursor + 1), m3 = try u8(cursor + 2)
            let mask = 0xff00_0000 | UInt32(m1) << 16 | UInt32(m2) << 8 | UInt32(m3)
            let width = m3 != 0 ? 4 : m2 != 0 ? 3 : m1 != 0 ? 2 : 1
            put("\n\tMask "); putIPv4Value(mask)
            cursor += 3
            remaining -= 3
            var done = false
            while !done {
                guard remaining >= width + 1 else {
                    put("\n\t  [Truncated Report]")
                    put(" (invalid)"); malformed = "route origin cut short"
                    return
                }
                var origin: UInt32 = 0
                for index in 0..<4 {
                    origin = origin << 8 | (index < width ? UInt32(try u8(cursor + index)) : 0)
                }
                let metric = try u8(cursor + width)
                done = metric & 0x80 != 0
                beginItem()
                reportIPv4Value(DVMRPFields.mask, mask)
                reportIPv4Value(DVMRPFields.origin, origin)
                report(DVMRPFields.metric, metric & 0x7f)
                endItem()
                put("\n\t  "); putIPv4Value(origin); put(" metric "); put(decimal: metric & 0x7f)
                cursor += width + 1
                remaining -= width + 1
            }
        }
    }

    /// Old (7-byte) or new (8-byte, with flags) per-interface entries, each followed by its
    /// neighbor count of 4-byte addresses.
    private mutating func dvmrpNeighbors(at start: Int, length: Int, withFlags: Bool) throws(Truncated) {
        let entry = withFlags ? 8 : 7
        beginList(DVMRPFields.interfaces)
        var malformed: StaticString?
        defer { endList(); if let malformed { reportMalformed(malformed) } }
        var cursor = start
        var remaining = length
        while remaining != 0 {
            guard remaining >= entry else {
                put(" [length "); put(decimal: remaining); put(withFlags ? " < 8]" : " < 7]")
                put(" (invalid)"); malformed = "interface entry cut short"
                return
            }
            let local = cursor
            let metric = try u8(cursor + 4)
            let threshold = try u8(cursor + 5)
            let flags: UInt8 = withFlags ? try u8(cursor + 6) : 0
            var count = Int(try u8(cursor + entry - 1))
            beginItem()
            report(DVMRPFields.localAddress, bytesAt: local, count: 4)
            report(DVMRPFields.metric, metric)
            report(DVMRPFields.threshold, threshold)
            if withFlags { report(DVMRPFields.flags, flags) }
            report(DVMRPFields.neighborCount, count)
            beginList(DVMRPFields.neighbors)
            cursor += entry
            remaining -= entry
            // tcpdump's `while (--ncount >= 0 [&& len != 0])`: the old format has no length stop.
            while true {
                count -= 1
                guard count >= 0, !withFlags || remaining != 0 else { break }
                guard remaining >= 4 else {
                    put(" [length "); put(decimal: remaining); put(" < 4]")
                    endList(); endItem()
                    put(" (invalid)"); malformed = "neighbor cut short"
                    return
                }
                put(" ["); try putIPv4(at: local); put(withFlags ? " -> " : " ->")
                try check(4, at: cursor)
                report(DVMRPFields.neighbor, bytesAt: cursor, count: 4)
                if !withFlags { put(" ") }
                try putIPv4(at: cursor)
                put(withFlags ? " (" : ", ("); put(decimal: metric); put("/"); put(decimal: threshold)
                if withFlags {
                    if flags & 0x01 != 0 { put("/tunnel") }
                    if flags & 0x02 != 0 { put("/srcrt") }
                    if flags & 0x40 != 0 { put("/querier") }
                    if flags & 0x20 != 0 { put("/disabled") }
                    if flags & 0x10 != 0 { put("/down") }
                }
                put(")]")
                cursor += 4
                remaining -= 4
            }
            endList()
            endItem()
            if count != -1 {
                put(" [invalid ncount]")
                put(" (invalid)"); malformed = "neighbor count past the message"
                return
            }
        }
    }

    /// A computed IPv4 address (a DVMRP mask or origin), dotted.
    private mutating func putIPv4Value(_ value: UInt32) {
        if Sink.rendersText { out.appendIPv4(value) }
    }

    private mutating func reportIPv4Value(_ field: FieldDescriptor, _ value: UInt32) {
        report(field, formatted: { buffer in
            buffer.append(UInt8(ascii: "\""))
            buffer.appendIPv4(value)
            buffer.append(UInt8(ascii: "\""))
        })
    }
}
