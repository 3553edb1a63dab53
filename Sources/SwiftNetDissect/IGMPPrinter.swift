import SwiftNetWire

// IGMP v1/v2/v3 (RFC 1112, 2236, 3376) as tcpdump's igmp_print prints it; DVMRP and mtrace
// inside IGMP are in DVMRPPrinter.swift.

extension Dissection {
    mutating func igmp(at offset: Int, length: Int) throws(Truncated) {
        proto = "igmp"
        layer(IGMPFields.igmp)
        if options.quiet {
            put("igmp")
            return
        }
        let type = try u8(offset)
        if Sink.collectsFields { reportIGMPHeader(type: type, at: offset, length: length) }
        switch type {
        case 0x11:
            put("igmp query")
            if length >= 12 {
                try igmpv3Query(at: offset, length: length)
            } else {
                let maxResponse = try u8(offset + 1)
                if maxResponse != 0 {
                    put(" v2")
                    if maxResponse != 100 { put(" [max resp time "); put(decimal: maxResponse); put("]") }
                } else {
                    put(" v1")
                }
                if try u32(offset + 4) != 0 { put(" [gaddr "); try putIPv4(at: offset + 4); put("]") }
                if length != 8 { put(" [len "); put(decimal: length); put("]") }
            }
        case 0x12:
            try check(4, at: offset + 4)
            put("igmp v1 report "); try putIPv4(at: offset + 4)
            if length != 8 { put(" [len "); put(decimal: length); put("]") }
        case 0x16:
            try check(4, at: offset + 4)
            put("igmp v2 report "); try putIPv4(at: offset + 4)
        case 0x22:
            put("igmp v3 report")
            try igmpv3Report(at: offset, length: length)
        case 0x17:
            try check(4, at: offset + 4)
            put("igmp leave "); try putIPv4(at: offset + 4)
        case 0x14:
            put("igmp pimv1")
            try pimv1(at: offset, length: length)
        case MulticastRoutingType.dvmrp:
            put("igmp dvmrp")
            if length < 8 {
                put(" [len "); put(decimal: length); put("]")
                reportMalformed("shorter than the 8-byte header")
            } else {
                try dvmrp(at: offset, length: length)
            }
        case MulticastRoutingType.mtraceResponse, MulticastRoutingType.mtraceQuery:
            try mtrace(at: offset, length: length, response: type == MulticastRoutingType.mtraceResponse)
        default:
            put("igmp-"); put(decimal: type)
        }
        if verbose > 0 && length >= 4 && has(length, at: offset) {
            if InternetChecksum.compute(bytes, from: offset, to: offset + length) != 0 {
                put(" bad igmp cksum "); put(hex: try u16(offset + 2)); put("!")
            }
        }
    }

    /// The fixed header (RFC 3376 4): type, the version it implies, max response code, checksum
    /// and its verdict, group address. Records and sources are reported as the text walks them.
    private mutating func reportIGMPHeader(type: UInt8, at offset: Int, length: Int) {
        report(IGMPFields.type, type)
        switch type {
        case 0x11:
            if length >= 12 {
                report(IGMPFields.version, 3)
            } else if has(2, at: offset) {
                report(IGMPFields.version, bytes[offset + 1] != 0 ? 2 : 1)
            }
            report(IGMPFields.maxResponse, u8At: offset + 1)
        case 0x12: report(IGMPFields.version, 1)
        case 0x16, 0x17: report(IGMPFields.version, 2)
        case 0x22: report(IGMPFields.version, 3)
        default: break
        }
        report(IGMPFields.checksum, u16At: offset + 2)
        report(IGMPFields.checksumValid, verdict: length >= 4 && has(length, at: offset)
               ? InternetChecksum.compute(bytes, from: offset, to: offset + length) == 0 : nil)
        // PIMv1 (0x14) has no group there; its own layer follows.
        if type != 0x22 && type != 0x14 { report(IGMPFields.group, bytesAt: offset + 4, count: 4) }
        if length > available(from: offset) { reportTruncated() }
    }

    /// A group record's type as IGMPv3 and MLDv2 reports share it (RFC 3376 and 3810 number them
    /// alike): ` is_in` ... ` block`, or `unknown` (tcpdump's ` [vN-report-#`), the number and `]`.
    mutating func putGroupRecordType(_ type: UInt8, unknown: StaticString) {
        put(" ")
        switch type {
        case 1: put("is_in")
        case 2: put("is_ex")
        case 3: put("to_in")
        case 4: put("to_ex")
        case 5: put("allow")
        case 6: put("block")
        default: put(unknown); put(decimal: type); put("]")
        }
    }

    /// A group record's `count` source addresses (IPv4 for IGMPv3, IPv6 for MLDv2, `addressSize`
    /// bytes each from `start`): `, N source(s)` at -v, ` { A B }` beyond, each reported as
    /// `field` in the `list`. The caller has checked `count` against the message length; each
    /// address is a checked read, throwing where the capture ends.
    mutating func putGroupRecordSources(at start: Int, count: Int, addressSize: Int,
                                        list: FieldDescriptor, field: FieldDescriptor) throws(Truncated) {
        if verbose == 1 {
            put(", "); put(decimal: count); put(" source(s)")
            return
        }
        put(" {")
        beginList(list)
        for index in 0..<count {
            let address = start + index * addressSize
            try check(addressSize, at: address)
            report(field, bytesAt: address, count: addressSize)
            put(" ")
            if addressSize == 4 { try putIPv4(at: address) } else { try putIPv6(at: address) }
        }
        endList()
        put(" }")
    }

    private mutating func igmpv3Report(at offset: Int, length: Int) throws(Truncated) {
        if length < 16 || length & 3 != 0 {
            put(" [invalid len "); put(decimal: length); put("]")
            reportMalformed("invalid length")
            return
        }
        let groups = Int(try u16(offset + 6))
        report(IGMPFields.recordCount, groups)
        put(", "); put(decimal: groups); put(" group record(s)")
        guard verbose > 0 else { return }
        var group = 8
        beginList(IGMPFields.records)
        defer { endList() }
        for _ in 0..<groups {
            if length < group + 8 {
                put(" [invalid number of groups]")
                reportMalformed("group records past the message")
                return
            }
            try check(4, at: offset + group + 4)
            beginItem()
            defer { endItem() }
            report(IGMPFields.recordType, u8At: offset + group)
            report(IGMPFields.auxLength, u8At: offset + group + 1)
            report(IGMPFields.sourceCount, u16At: offset + group + 2)
            report(IGMPFields.group, bytesAt: offset + group + 4, count: 4)
            put(" [gaddr "); try putIPv4(at: offset + group + 4)
            let recordType = try u8(offset + group)
            putGroupRecordType(recordType, unknown: " [v3-report-#")
            let sources = Int(try u16(offset + group + 2))
            if length < group + 8 + (sources << 2) {
                put(" [invalid number of sources "); put(decimal: sources); put("]")
                reportMalformed("sources past the message")
                return
            }
            try putGroupRecordSources(at: offset + group + 8, count: sources, addressSize: 4,
                                      list: IGMPFields.sources, field: IGMPFields.source)
            group += 8 + (sources << 2)
            put("]")
        }
    }

    private mutating func igmpv3Query(at offset: Int, length: Int) throws(Truncated) {
        put(" v3")
        if length < 12 || length & 3 != 0 {
            put(" [invalid len "); put(decimal: length); put("]")
            reportMalformed("invalid length")
            return
        }
        let code = UInt32(try u8(offset + 1))
        let time: UInt32 = code < 128 ? code : ((code & 0x0f) | 0x10) << (((code & 0x70) >> 4) + 3)
        report(IGMPFields.maxResponseTime, time)
        if Sink.collectsFields, has(1, at: offset + 8) {
            let flags = bytes[offset + 8]
            report(IGMPFields.suppress, bool: flags & 0x08 != 0)
            report(IGMPFields.robustness, flags & 0x07)
        }
        report(IGMPFields.qqic, u8At: offset + 9)
        report(IGMPFields.sourceCount, u16At: offset + 10)
        if code != 100 {
            put(" [max resp time ")
            if time < 600 {
                put(decimal: time / 10); put("."); put(decimal: time % 10); put("s")
            } else {
                putRelativeTime(time / 10)
            }
            put("]")
        }
        if try u32(offset + 4) == 0 { return }
        put(" [gaddr "); try putIPv4(at: offset + 4)
        let sources = Int(try u16(offset + 10))
        if sources > 0 {
            if length < 12 + (sources << 2) {
                put(" [invalid number of sources]]")
                reportMalformed("sources past the message")
                return
            }
            if verbose > 1 {
                put(" {")
                beginList(IGMPFields.sources)
                for index in 0..<sources {
                    try check(4, at: offset + 12 + (index << 2))
                    report(IGMPFields.source, bytesAt: offset + 12 + (index << 2), count: 4)
                    put(" "); try putIPv4(at: offset + 12 + (index << 2))
                }
                endList()
                put(" }")
            } else {
                put(", "); put(decimal: sources); put(" source(s)")
            }
        }
        put("]")
    }

    /// tcpdump's unsigned_relts_print: `1m40s`, `2h`, `1d3h`…
    mutating func putRelativeTime(_ seconds: UInt32) {
        if seconds == 0 { put("0s"); return }
        var remaining = seconds
        let units: [(UInt32, StaticString)] = [(31_536_000, "y"), (604_800, "w"), (86_400, "d"), (3600, "h"), (60, "m"), (1, "s")]
        for (size, name) in units where remaining >= size {
            put(decimal: remaining / size); put(name)
            remaining %= size
        }
    }
}
