import SwiftNetWire

// PIM version 2 (RFC 7761, RFC 3973, RFC 5059, RFC 5015) on IP protocol 103 as tcpdump's pim_print
// prints it: `PIMvV, TYPE, length N` at -n; with -v the checksum verdict and each message's body
// (hello options, register with the encapsulated datagram, join/prune groups and sources,
// bootstrap, assert, candidate-RP, state refresh, DF election). Where a length check of tcpdump's
// `goto trunc` fails, the line ends with ` [|pimv2]` and the walk returns normally; a read past
// the capture throws as everywhere else.

/// IP protocol number of PIM (IANA).
enum PIMField {
    static let ipProtocol: UInt8 = 103
}

/// tcpdump's pimv2_addrtype: how an encoded address is laid out (RFC 7761 4.9.1).
enum PIMAddressKind {
    case unicast
    case group
    case source
}

extension Dissection {
    /// `network`: the IP header before the message, for the IPv6 pseudo-header checksum.
    mutating func pim(at offset: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        proto = "pim"
        layer(PIMFields.pim)
        let first = try u8(offset)
        let version = first >> 4
        let type = first & 0x0f
        report(PIMFields.version, version)
        report(PIMFields.type, type)
        put("PIMv"); put(decimal: version)
        guard version == 2 else {
            put(", length "); put(decimal: length)
            return
        }
        guard verbose > 0 else {
            put(", "); putPIMType(type); put(", length "); put(decimal: length)
            return
        }
        put(", length "); put(decimal: length); put("\n\t"); putPIMType(type)
        proto = "pimv2"
        guard length >= 2 else {
            put("[length "); put(decimal: length); put(" < 2]")
            putInvalid()
            return
        }
        let reserved = try u8(offset + 1)
        // RFC 5015 takes the high nibble for the DF election subtype; tcpdump reads the low one as
        // RFC 2117's unicast address length.
        let addressLength = Int(reserved & 0x0f)
        report(PIMFields.addressLength, addressLength)
        if addressLength != 0 { put(", RFC2117-encoding") }
        guard length >= 4 else {
            put("[length "); put(decimal: length); put(" < 4]")
            putInvalid()
            return
        }
        let checksum = try u16(offset + 2)
        report(PIMFields.checksum, checksum)
        put(", cksum 0x"); put(hex: checksum, digits: 4); put(" ")
        if checksum == 0 {
            put("(unverified)")
            report(PIMFields.checksumValid, verdict: nil)
        } else {
            var verdict: Bool?
            if type == 1 {
                // RFC 7761 4.9.3: a register's checksum covers its 8-byte header; one over the
                // whole message is accepted too.
                verdict = pimChecksumVerifies(at: offset, count: 8, network: network)
                if verdict == false { verdict = pimChecksumVerifies(at: offset, count: length, network: network) }
            } else {
                verdict = pimChecksumVerifies(at: offset, count: length, network: network)
            }
            report(PIMFields.checksumValid, verdict: verdict)
            switch verdict {
            case true?: put("(correct)")
            case false?: put("(incorrect)")
            case nil: put("(unverified)")
            }
        }
        var body = PIMCursor(at: offset + 4, left: length - 4, addressLength: addressLength)
        switch type {
        case 0: try pimHello(&body)
        case 1: try pimRegister(&body)
        case 2:
            put(" group=")
            guard try pimAddress(&body, .group, PIMFields.group) else { return putTruncationMarker() }
            put(" source=")
            guard try pimAddress(&body, .unicast, PIMFields.source) else { return putTruncationMarker() }
        case 3, 6, 7: try pimJoinPrune(&body, graftAck: type == 7)
        case 4: try pimBootstrap(&body)
        case 5: try pimAssert(&body)
        case 8: try pimCandidateRP(&body)
        case 9: try pimStateRefresh(&body)
        case 10: try pimDFElection(&body, subtype: reserved >> 4)
        default: put(" [type "); put(decimal: type); put("]")
        }
    }

    private mutating func putPIMType(_ type: UInt8) {
        switch type {
        case 0: put("Hello")
        case 1: put("Register")
        case 2: put("Register Stop")
        case 3: put("Join / Prune")
        case 4: put("Bootstrap")
        case 5: put("Assert")
        case 6: put("Graft")
        case 7: put("Graft Acknowledgement")
        case 8: put("Candidate RP Advertisement")
        case 9: put("Prune Refresh")
        case 10: put("DF Election")
        case 11: put("ECMP Redirect")
        default: put("Unknown Type")
        }
    }

    /// tcpdump's pimv2_check_checksum: nil when not all `count` bytes are captured (or the IPv6
    /// pseudo-header is not); IPv4 sums the message alone, IPv6 adds the pseudo-header.
    private func pimChecksumVerifies(at offset: Int, count: Int, network: NetworkHeader) -> Bool? {
        guard count >= 0, has(count, at: offset) else { return nil }
        switch network {
        case .v4:
            return InternetChecksum.compute(bytes, from: offset, to: offset + count) == 0
        case .v6:
            guard let pseudo = pseudoHeader(network) else { return nil }
            return pseudo.checksum(bytes, from: offset, to: offset + count,
                                   protocol: IPProtocol(PIMField.ipProtocol)) == 0
        }
    }

    /// tcpdump's pimv2_addr_print: prints one encoded (or RFC 2117 bare) address and moves past it;
    /// false where tcpdump returns -1 (an unknown family or encoding, or too few bytes left in the
    /// message or the capture), which its callers turn into ` [|pimv2]`. `field`: the JSON object
    /// that holds the address; nil for an item of the list being reported.
    mutating func pimAddress(_ cursor: inout PIMCursor, _ kind: PIMAddressKind, _ field: FieldDescriptor?)
        throws(Truncated) -> Bool {
        var at = cursor.at
        var left = cursor.left
        var size = cursor.addressLength
        var family: UInt8
        if size == 0 {
            guard left >= 2 else { return false }
            family = try u8(at)
            switch family {
            case 1: size = 4
            case 2: size = 16
            default: return false
            }
            guard try u8(at + 1) == 0 else { return false }
            at += 2
            left -= 2
        } else {
            switch size {
            case 4: family = 1
            case 16: family = 2
            default: return false
            }
        }
        let prefixed = kind != .unicast
        let need = prefixed ? size + 2 : size
        guard left >= need, has(need, at: at) else { return false }
        let address = prefixed ? at + 2 : at
        if let field { beginObject(field) } else { beginItem() }
        report(PIMFields.family, family)
        report(size == 4 ? PIMFields.address : PIMFields.address6, bytesAt: address, count: size)
        if prefixed {
            report(PIMFields.maskLength, bytes[at + 1])
            report(PIMFields.flags, bytes[at])
        }
        endObject()
        if size == 4 { try putIPv4(at: address) } else { try putIPv6(at: address) }
        if prefixed {
            let flags = bytes[at]
            let mask = bytes[at + 1]
            if Int(mask) != size * 8 { put("/"); put(decimal: mask) }
            if flags != 0 {
                if kind == .group {
                    put("(0x"); put(hex: flags, digits: 2); put(")")
                } else {
                    put("(")
                    if flags & 0x04 != 0 { put("S") }
                    if flags & 0x02 != 0 { put("W") }
                    if flags & 0x01 != 0 { put("R") }
                    if flags & 0xf8 != 0 { put("+0x"); put(hex: flags & 0xf8, digits: 2) }
                    put(")")
                }
            }
        }
        cursor.advance(address + size - cursor.at)
        return true
    }

    /// Hello options (RFC 7761 4.9.2), each `NAME Option (T), length L, Value: ...`; -vv adds a hex
    /// dump of every value.
    private mutating func pimHello(_ body: inout PIMCursor) throws(Truncated) {
        beginList(PIMFields.options)
        defer { endList() }
        while body.left > 0 {
            guard body.left >= 4 else { return putTruncationMarker() }
            let type = try u16(body.at)
            let optionLength = Int(try u16(body.at + 2))
            beginItem()
            defer { endItem() }
            report(PIMFields.optionType, type)
            report(PIMFields.optionLength, optionLength)
            put("\n\t  ")
            switch type {
            case 1: put("Hold Time")
            case 2: put("LAN Prune Delay")
            case 18: put("DR Priority (Old)")
            case 19: put("DR Priority")
            case 20: put("Generation ID")
            case 21: put("State Refresh Capability")
            case 22: put("Bi-Directional Capability")
            case 24: put("Address List")
            case 65001: put("Address List (Old)")
            default: put("Unknown")
            }
            put(" Option ("); put(decimal: type); put("), length "); put(decimal: optionLength); put(", Value: ")
            body.advance(4)
            let value = body.at
            guard body.left >= optionLength, has(optionLength, at: value) else { return putTruncationMarker() }
            switch type {
            case 1:
                guard optionLength == 2 else { return pimBadOptionLength(optionLength, "2") }
                let hold = try u16(value)
                report(PIMFields.holdtime, hold)
                putRelativeTime(UInt32(hold))
            case 2:
                guard optionLength == 4 else { return pimBadOptionLength(optionLength, "4") }
                let delay = try u16(value)
                let override = try u16(value + 2)
                report(PIMFields.tBit, bool: delay & 0x8000 != 0)
                report(PIMFields.lanDelay, delay & 0x7fff)
                report(PIMFields.overrideInterval, override)
                put("\n\t    T-bit="); put(decimal: delay >> 15); put(", LAN delay "); put(decimal: delay & 0x7fff)
                put("ms, Override interval "); put(decimal: override); put("ms")
            case 18, 19:
                switch optionLength {
                case 0: put("Bi-Directional Capability (Old)")
                case 4:
                    let priority = try u32(value)
                    report(PIMFields.drPriority, priority)
                    put(decimal: priority)
                default: return pimBadOptionLength(optionLength, "4")
                }
            case 20:
                guard optionLength == 4 else { return pimBadOptionLength(optionLength, "4") }
                let generation = try u32(value)
                report(PIMFields.generationID, generation)
                put("0x"); put(hex: generation, digits: 8)
            case 21:
                guard optionLength == 4 else { return pimBadOptionLength(optionLength, "4") }
                let refreshVersion = try u8(value)
                let interval = try u8(value + 1)
                report(PIMFields.refreshVersion, refreshVersion)
                report(PIMFields.refreshInterval, interval)
                put("v"); put(decimal: refreshVersion)
                if interval != 0 { put(", interval "); putRelativeTime(UInt32(interval)) }
                let reserved = try u16(value + 2)
                if reserved != 0 { put(" ?0x"); put(hex: reserved, digits: 4); put("?") }
            case 22:
                break
            case 24, 65001:
                if verbose > 1 {
                    // tcpdump bounds each address by what is left of the message, not of the
                    // option: the last may run into the next option.
                    var list = PIMCursor(at: value, left: body.left, addressLength: body.addressLength)
                    beginList(PIMFields.addresses)
                    defer { endList() }
                    while list.at < value + optionLength {
                        put("\n\t    ")
                        guard try pimAddress(&list, .unicast, nil) else { return putTruncationMarker() }
                    }
                }
            default:
                report(PIMFields.data, bytesAt: value, count: optionLength)
                if verbose <= 1 { putHex(from: value, to: value + optionLength, prefix: "\n\t    ") }
            }
            if verbose > 1 { putHex(from: value, to: value + optionLength, prefix: "\n\t    ") }
            body.advance(optionLength)
        }
    }

    /// `[option length L != N] (invalid)`: tcpdump stops decoding the message there.
    private mutating func pimBadOptionLength(_ length: Int, _ expected: StaticString) {
        put("[option length "); put(decimal: length); put(" != "); put(expected); put("]")
        putInvalid()
    }

    /// Register (RFC 7761 4.9.3): the flags, then the encapsulated datagram printed as a packet
    /// of its own (a version-0 header is the null register's bare addresses).
    private mutating func pimRegister(_ body: inout PIMCursor) throws(Truncated) {
        guard body.left >= 4, has(4, at: body.at) else { return putTruncationMarker() }
        let flags = try u32(body.at)
        report(PIMFields.registerFlags, flags)
        report(PIMFields.border, bool: flags & 0x8000_0000 != 0)
        report(PIMFields.null, bool: flags & 0x4000_0000 != 0)
        put(", Flags [ ")
        switch flags {
        case 0x8000_0000: put("Border")
        case 0x4000_0000: put("Null")
        default: put("none")
        }
        put(" ]\n\t")
        body.advance(4)
        guard body.left > 0 else { return putTruncationMarker() }
        let inner = body.at
        let innerVersion = try u8(inner) >> 4
        switch innerVersion {
        case 0:
            try check(4, at: inner + 12)
            try check(4, at: inner + 16)
            put("IP-Null-header "); try putIPv4(at: inner + 12); put(" > "); try putIPv4(at: inner + 16)
        case 4:
            try ipv4(at: inner, length: body.left)
        case 6:
            try ipv6(at: inner, length: body.left)
        default:
            put("IP ver "); put(decimal: innerVersion)
        }
    }

    /// Join/prune, graft and graft-ack (RFC 7761 4.9.5; graft-ack has no upstream neighbor line).
    private mutating func pimJoinPrune(_ body: inout PIMCursor, graftAck: Bool) throws(Truncated) {
        if !graftAck {
            put(", upstream-neighbor: ")
            guard try pimAddress(&body, .unicast, PIMFields.upstreamNeighbor) else { return putTruncationMarker() }
        }
        guard body.left >= 4, has(4, at: body.at) else { return putTruncationMarker() }
        let groupCount = try u8(body.at + 1)
        let holdtime = try u16(body.at + 2)
        report(PIMFields.groupCount, groupCount)
        report(PIMFields.holdtime, holdtime)
        put("\n\t  "); put(decimal: groupCount); put(" group(s)")
        if !graftAck {
            put(", holdtime: ")
            if holdtime == 0xffff { put("infinite") } else { putRelativeTime(UInt32(holdtime)) }
        }
        body.advance(4)
        beginList(PIMFields.groups)
        defer { endList() }
        for group in 0..<Int(groupCount) {
            beginItem()
            defer { endItem() }
            put("\n\t    group #"); put(decimal: group + 1); put(": ")
            guard try pimAddress(&body, .group, PIMFields.group) else { return putTruncationMarker() }
            guard body.left >= 4, has(4, at: body.at) else { return putTruncationMarker() }
            let joinedCount = try u16(body.at)
            let prunedCount = try u16(body.at + 2)
            report(PIMFields.joinedCount, joinedCount)
            report(PIMFields.prunedCount, prunedCount)
            put(", joined sources: "); put(decimal: joinedCount)
            put(", pruned sources: "); put(decimal: prunedCount)
            body.advance(4)
            guard try pimSources(&body, joined: true, count: Int(joinedCount)),
                  try pimSources(&body, joined: false, count: Int(prunedCount)) else { return putTruncationMarker() }
        }
    }

    /// One group's joined or pruned sources; false where an address fails (tcpdump's -1).
    private mutating func pimSources(_ body: inout PIMCursor, joined: Bool, count: Int) throws(Truncated) -> Bool {
        beginList(joined ? PIMFields.joined : PIMFields.pruned)
        defer { endList() }
        for index in 0..<count {
            put(joined ? "\n\t      joined source #" : "\n\t      pruned source #")
            put(decimal: index + 1); put(": ")
            guard try pimAddress(&body, .source, nil) else { return false }
        }
        return true
    }

    /// Bootstrap (RFC 5059 4.2): the BSR, then each group with its RPs, on one line.
    private mutating func pimBootstrap(_ body: inout PIMCursor) throws(Truncated) {
        guard body.left >= 2 else { return putTruncationMarker() }
        let tag = try u16(body.at)
        report(PIMFields.fragmentTag, tag)
        put(" tag="); put(hex: tag)
        body.advance(2)
        guard body.left >= 1 else { return putTruncationMarker() }
        let hashMask = try u8(body.at)
        report(PIMFields.hashMaskLength, hashMask)
        put(" hashmlen="); put(decimal: hashMask)
        // tcpdump checks the byte after the priority before printing it.
        guard body.left >= 2, has(1, at: body.at + 2) else { return putTruncationMarker() }
        let priority = try u8(body.at + 1)
        report(PIMFields.bsrPriority, priority)
        put(" BSRprio="); put(decimal: priority)
        body.advance(2)
        put(" BSR=")
        guard try pimAddress(&body, .unicast, PIMFields.bsr) else { return putTruncationMarker() }
        beginList(PIMFields.groups)
        defer { endList() }
        var group = 0
        while body.left > 0 {
            beginItem()
            defer { endItem() }
            put(" (group"); put(decimal: group); put(": ")
            group += 1
            guard try pimAddress(&body, .group, PIMFields.group) else { return putTruncationMarker() }
            guard body.left >= 1 else { return putTruncationMarker() }
            let rpCount = try u8(body.at)
            report(PIMFields.rpCount, rpCount)
            put(" RPcnt="); put(decimal: rpCount)
            guard body.left >= 2 else { return putTruncationMarker() }
            let fragmentCount = try u8(body.at + 1)
            report(PIMFields.fragmentRPCount, fragmentCount)
            put(" FRPcnt="); put(decimal: fragmentCount)
            guard body.left >= 4 else { return putTruncationMarker() }
            body.advance(4)
            beginList(PIMFields.rps)
            defer { endList() }
            var rp = 0
            while rp < Int(fragmentCount) && body.left > 0 {
                beginItem()
                defer { endItem() }
                put(" RP"); put(decimal: rp); put("=")
                rp += 1
                guard try pimAddress(&body, .unicast, PIMFields.rp) else { return putTruncationMarker() }
                guard body.left >= 2 else { return putTruncationMarker() }
                put(",holdtime=")
                let hold = try u16(body.at)
                report(PIMFields.holdtime, hold)
                putRelativeTime(UInt32(hold))
                guard body.left >= 3 else { return putTruncationMarker() }
                let rpPriority = try u8(body.at + 2)
                report(PIMFields.priority, rpPriority)
                put(",prio="); put(decimal: rpPriority)
                guard body.left >= 4 else { return putTruncationMarker() }
                body.advance(4)
            }
            put(")")
        }
    }

    /// Assert (RFC 7761 4.9.6).
    private mutating func pimAssert(_ body: inout PIMCursor) throws(Truncated) {
        put(" group=")
        guard try pimAddress(&body, .group, PIMFields.group) else { return putTruncationMarker() }
        put(" src=")
        guard try pimAddress(&body, .unicast, PIMFields.source) else { return putTruncationMarker() }
        guard body.left >= 8, has(8, at: body.at) else { return putTruncationMarker() }
        let preference = try u32(body.at)
        let metric = try u32(body.at + 4)
        report(PIMFields.rpt, bool: preference & 0x8000_0000 != 0)
        report(PIMFields.preference, preference & 0x7fff_ffff)
        report(PIMFields.metric, metric)
        if preference & 0x8000_0000 != 0 { put(" RPT") }
        put(" pref="); put(decimal: preference & 0x7fff_ffff)
        put(" metric="); put(decimal: metric)
    }

    /// Candidate-RP advertisement (RFC 5059 4.3).
    private mutating func pimCandidateRP(_ body: inout PIMCursor) throws(Truncated) {
        guard body.left >= 1 else { return putTruncationMarker() }
        let prefixCount = try u8(body.at)
        report(PIMFields.prefixCount, prefixCount)
        put(" prefix-cnt="); put(decimal: prefixCount)
        guard body.left >= 2 else { return putTruncationMarker() }
        let priority = try u8(body.at + 1)
        report(PIMFields.priority, priority)
        put(" prio="); put(decimal: priority)
        guard body.left >= 4 else { return putTruncationMarker() }
        put(" holdtime=")
        let hold = try u16(body.at + 2)
        report(PIMFields.holdtime, hold)
        putRelativeTime(UInt32(hold))
        body.advance(4)
        put(" RP=")
        guard try pimAddress(&body, .unicast, PIMFields.rp) else { return putTruncationMarker() }
        beginList(PIMFields.groups)
        defer { endList() }
        var index = 0
        while index < Int(prefixCount) && body.left > 0 {
            put(" Group"); put(decimal: index); put("=")
            index += 1
            guard try pimAddress(&body, .group, nil) else { return putTruncationMarker() }
        }
    }

    /// State refresh (RFC 3973 4.7.1), which tcpdump names Prune Refresh.
    private mutating func pimStateRefresh(_ body: inout PIMCursor) throws(Truncated) {
        put(" src=")
        guard try pimAddress(&body, .unicast, PIMFields.source) else { return putTruncationMarker() }
        put(" grp=")
        guard try pimAddress(&body, .group, PIMFields.group) else { return putTruncationMarker() }
        put(" forwarder=")
        guard try pimAddress(&body, .unicast, PIMFields.originator) else { return putTruncationMarker() }
        guard body.left >= 2 else { return putTruncationMarker() }
        put(" TUNR ")
        let tunr = try u16(body.at)
        report(PIMFields.tunr, tunr)
        putRelativeTime(UInt32(tunr))
        report(PIMFields.preference, u32At: body.at)
    }

    /// DF election (RFC 5015 3.7). tcpdump reads the sender's metrics without a length check and
    /// its unsigned length wraps: past the message only the capture stops it.
    private mutating func pimDFElection(_ body: inout PIMCursor, subtype: UInt8) throws(Truncated) {
        report(PIMFields.subtype, subtype)
        put("\n\t  ")
        switch subtype {
        case 1: put("Offer")
        case 2: put("Winner")
        case 3: put("Backoff")
        case 4: put("Pass")
        default: put("Unknown")
        }
        put(", rpa=")
        guard try pimAddress(&body, .unicast, PIMFields.rp) else { return putTruncationMarker() }
        let preference = try u32(body.at)
        report(PIMFields.preference, preference)
        put(" sender pref="); put(decimal: preference)
        let metric = try u32(body.at + 4)
        report(PIMFields.metric, metric)
        put(" sender metric="); put(decimal: metric)
        body.advanceWrapping(8)
        guard subtype == 3 || subtype == 4 else { return }
        let name: StaticString = subtype == 3 ? "offer" : "new winner"
        put("\n\t  "); put(name); put(" addr=")
        guard try pimAddress(&body, .unicast, PIMFields.target) else { return putTruncationMarker() }
        let targetPreference = try u32(body.at)
        report(PIMFields.targetPreference, targetPreference)
        put(" "); put(name); put(" pref="); put(decimal: targetPreference)
        let targetMetric = try u32(body.at + 4)
        report(PIMFields.targetMetric, targetMetric)
        put(" "); put(name); put(" metric="); put(decimal: targetMetric)
        body.advanceWrapping(8)
        if subtype == 3 {
            let interval = try u16(body.at)
            report(PIMFields.interval, interval)
            put(" interval "); put(decimal: interval); put("ms")
        }
    }
}

/// Where the PIM walk is and how many message bytes are left (tcpdump's `bp` and `len`), and
/// the RFC 2117 address length from the header (0: encoded addresses).
struct PIMCursor {
    var at: Int
    var left: Int
    let addressLength: Int

    init(at: Int, left: Int, addressLength: Int) {
        self.at = at
        self.left = left
        self.addressLength = addressLength
    }

    mutating func advance(_ count: Int) {
        at += count
        left -= count
    }

    /// tcpdump's `len -= 8` on an unsigned length: below zero it wraps to about 4 GB, so no
    /// later length check fails.
    mutating func advanceWrapping(_ count: Int) {
        at += count
        left = left >= count ? left - count : left - count + (1 << 32)
    }
}
