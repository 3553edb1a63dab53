import SwiftNetWire

// The ICMPv6 messages beyond errors, echo, neighbour discovery and MLD that tcpdump 4.99's
// icmp6_print decodes: node information queries and replies (RFC 4620), RPL control messages
// (RFC 6550), router renumbering (RFC 2894) and mobile IPv6's home-agent discovery and mobile
// prefix messages (RFC 6275). tcpdump mixes two ways of stopping: a failed ND_TCHECK jumps to the
// printer's own ` [|icmp6]` and icmp6_print goes on (`, length N` at -n still follows), while a
// failed GET_ read ends the packet. Here the first returns after `putTruncationMarker()`, the
// second throws `Truncated`.

extension Dissection {
    /// Node information query/reply (tcpdump's icmp6_nodeinfo_print), after "who-are-you
    /// request/reply". Its lengths are what is captured up to the IPv6 payload's end, as tcpdump's.
    mutating func icmpv6NodeInformation(at offset: Int, length: Int) throws(Truncated) {
        let size = available(from: offset)
        let type = try u8(offset + ICMPv6Field.type)
        if type == 139 {
            // KAME's who-are-you: a 12-byte query.
            if size == ICMPv6Field.headerLength + 4 { put(" who-are-you request"); return }
            put(" node information query")
            guard has(ICMPv6Field.nodeInfoLength, at: offset) else { putTruncationMarker(); return }
            put(" (")
            let qtype = try u16(offset + ICMPv6Field.nodeInformationQtype)
            let flags = try u16(offset + ICMPv6Field.nodeInformationFlags)
            putNodeInformationQtype(qtype, flags: flags, reply: false)
            if qtype == 0 || qtype == 1 {
                if size != ICMPv6Field.nodeInfoLength && verbose > 0 { put(", invalid len") }
                put(")")
                return
            }
            if size == ICMPv6Field.nodeInfoLength { put(", 03 draft)"); return }
            let subject = offset + ICMPv6Field.nodeInfoLength
            switch try u8(offset + ICMPv6Field.code) {
            case 0:
                guard has(16, at: subject) else { break }
                if size != ICMPv6Field.nodeInfoLength + 16 {
                    if verbose > 0 { put(", invalid subject len") }
                    break
                }
                put(", subject="); try putIPv6(at: subject)
            case 1:
                put(", subject=DNS name")
                try nodeInformationName(at: subject)
            case 2:
                guard has(4, at: subject) else { break }
                if size != ICMPv6Field.nodeInfoLength + 4 {
                    if verbose > 0 { put(", invalid subject len") }
                    break
                }
                put(", subject="); try putIPv4(at: subject)
            default:
                put(", unknown subject")
            }
            put(")")
            return
        }
        if length > size { putTruncationMarker(); return }
        guard has(ICMPv6Field.nodeInfoLength, at: offset) else { putTruncationMarker(); return }
        put(" node information reply (")
        let code = try u8(offset + ICMPv6Field.code)
        var comma = false
        switch code {
        case 0:
            if verbose > 0 { put("success"); comma = true }
        case 1, 2:
            put(code == 1 ? "refused" : "unknown")
            comma = true
            if size != ICMPv6Field.nodeInfoLength && verbose > 0 { put(", invalid length") }
        default:
            break
        }
        guard code == 0 else { put(")"); return }
        if comma { put(", ") }
        let qtype = try u16(offset + ICMPv6Field.nodeInformationQtype)
        let flags = try u16(offset + ICMPv6Field.nodeInformationFlags)
        putNodeInformationQtype(qtype, flags: flags, reply: true)
        switch qtype {
        case 0:
            if size != ICMPv6Field.nodeInfoLength && verbose > 0 { put(", invalid length") }
        case 2:
            try nodeInformationName(at: offset + ICMPv6Field.nodeInfoLength + 4)
            if flags & 0x01 != 0 {
                put(" [TTL="); put(decimal: try u32(offset + ICMPv6Field.nodeInfoLength)); put("]")
            }
        case 3:
            // Each address follows its 4-byte TTL; tcpdump stops before an incomplete pair.
            var cursor = ICMPv6Field.nodeInfoLength
            while cursor < size && cursor + 20 <= size {
                put(" "); try putIPv6(at: offset + cursor + 4)
                put("("); put(decimal: try u32(offset + cursor)); put(")")
                cursor += 20
            }
            if flags != 0 { putNodeAddressFlags(flags, truncateFlag: true) }
        default:
            break
        }
        put(")")
    }

    private mutating func putNodeInformationQtype(_ qtype: UInt16, flags: UInt16, reply: Bool) {
        switch qtype {
        case 0: put("noop")
        case 1:
            put("supported qtypes")
            if flags != 0 { put(flags & 0x01 != 0 ? " [C]" : " []") }
        case 2: put("DNS name")
        case 3:
            put("node addresses")
            // A reply prints its flags after the addresses.
            if !reply && flags != 0 { putNodeAddressFlags(flags, truncateFlag: false) }
        default: put("unknown")
        }
    }

    /// RFC 4620 4: the node-addresses flags as tcpdump letters them.
    private mutating func putNodeAddressFlags(_ flags: UInt16, truncateFlag: Bool) {
        put(" [")
        for (bit, letter) in [(UInt16(0x40), "a" as StaticString), (0x20, "G"), (0x10, "S"), (0x08, "L"),
                              (0x04, "C"), (0x02, "A")] where flags & bit != 0 {
            put(letter)
        }
        if truncateFlag && flags & 0x01 != 0 { put("T") }
        put("]")
    }

    /// A node-information name: the ICMP name-lookup draft's length-prefixed string when its
    /// first byte counts exactly the bytes to the end, else DNS labels (tcpdump's dnsname_print).
    private mutating func nodeInformationName(at start: Int) throws(Truncated) {
        let first = Int(try u8(start))
        if first == end - start - 1 {
            if verbose > 0 { put(", 03 draft") }
            put(", \"")
            for index in (start + 1)..<end { putCharacterEscaped(bytes[index]) }
            put("\"")
            return
        }
        put(", \"")
        var cursor = start
        while cursor < end {
            let count = Int(bytes[cursor])
            cursor += 1
            if count == 0 {
                if cursor == end {
                    put(".")
                } else if !(cursor + 1 == end && bytes[cursor] == 0) {
                    put("???")
                }
                break
            }
            if count > end - cursor { put("???"); break }
            for index in cursor..<(cursor + count) { putCharacterEscaped(bytes[index]) }
            cursor += count
            if cursor + 1 < end && bytes[cursor] != 0 { put(".") }
        }
        put("\"")
    }

    // MARK: RPL

    /// RPL (tcpdump's rpl_print): `body` is the message after the 4-byte ICMPv6 header.
    mutating func icmpv6RPL(at offset: Int, length: Int) throws(Truncated) {
        let code = try u8(offset + ICMPv6Field.code)
        if code & 0x80 != 0 {
            // tcpdump does not decode the secured variants' security section.
            put(", (SEC) [worktodo]")
            return
        }
        put(", (CLR)")
        let body = offset + ICMPv6Field.rplBase
        let bodyLength = length - ICMPv6Field.rplBase
        switch code {
        case 0:
            put("DODAG Information Solicitation")
        case 1:
            put("DODAG Information Object")
            if verbose > 0 { try rplDIO(at: body, length: bodyLength) }
        case 2:
            put("Destination Advertisement Object")
            if verbose > 0 { try rplDAO(at: body, length: bodyLength) }
        case 3:
            put("Destination Advertisement Object Ack")
            if verbose > 0 { try rplDAOAck(at: body, length: bodyLength) }
        default:
            put("RPL message, unknown code "); put(decimal: code)
        }
    }

    private mutating func rplDIO(at base: Int, length: Int) throws(Truncated) {
        if length < ICMPv6Field.rplDIOLength {
            put(" [length "); put(decimal: length); put(" < "); put(decimal: ICMPv6Field.rplDIOLength); put("]")
            putInvalid()
            return
        }
        try check(ICMPv6Field.rplDIOLength, at: base)
        let flags = bytes[base + RPLField.dioFlags]
        put(" [dagid:"); try putIPv6(at: base + RPLField.dioDODAGID)
        put(",seq:"); put(decimal: bytes[base + RPLField.dtsn])
        put(",instance:"); put(decimal: bytes[base + RPLField.instance])
        put(",rank:"); put(decimal: bytes.uint16(at: base + RPLField.rank))
        put(",")
        if flags & 0x80 != 0 { put("grounded,") }
        put("mop:")
        let mop = (flags >> 3) & 0x07
        switch mop {
        case 0: put("nonstoring")
        case 1: put("storing")
        case 2: put("nonstoring-multicast")
        case 3: put("storing-multicast")
        default: put("mop"); put(decimal: mop)
        }
        put(",prf:"); put(decimal: flags & 0x07); put("]")
        if verbose > 1 {
            try rplOptions(at: base + ICMPv6Field.rplDIOLength, length: length - ICMPv6Field.rplDIOLength)
        }
    }

    private mutating func rplDAO(at base: Int, length: Int) throws(Truncated) {
        // tcpdump checks the whole structure, DODAG ID included, is captured first.
        guard has(20, at: base) else { putTruncationMarker(); return }
        guard length >= 4 else { put(" [|length too short]"); return }
        let flags = bytes[base + RPLField.daoFlags]
        var cursor = base + RPLField.daoDODAGID
        var remaining = length - RPLField.daoDODAGID
        let hasDODAG = flags & 0x40 != 0
        if hasDODAG {
            guard remaining >= 16 else { put(" [|length too short]"); return }
            cursor += 16
            remaining -= 16
        }
        put(" [dagid:")
        if hasDODAG { try putIPv6(at: base + RPLField.daoDODAGID) } else { put("<elided>") }
        put(",seq:"); put(decimal: bytes[base + RPLField.daoSequence])
        put(",instance:"); put(decimal: bytes[base + RPLField.instance])
        if flags & 0x80 != 0 { put(",acK") }
        if hasDODAG { put(",Dagid") }
        put(","); put(hex: flags, digits: 2); put("]")
        if verbose > 1 { try rplOptions(at: cursor, length: remaining) }
    }

    private mutating func rplDAOAck(at base: Int, length: Int) throws(Truncated) {
        guard has(4, at: base) else { putTruncationMarker(); return }
        guard length >= 4 else { put(" [|dao-length too short]"); return }
        var cursor = base + RPLField.daoAckDODAGID
        var remaining = length - RPLField.daoAckDODAGID
        let hasDODAG = bytes[base + RPLField.daoAckFlags] & 0x80 != 0
        if hasDODAG {
            guard has(16, at: base + RPLField.daoAckDODAGID) else { putTruncationMarker(); return }
            guard remaining >= 16 else { put(" [|dao-length too short]"); return }
            cursor += 16
            remaining -= 16
        }
        put(" [dagid:")
        if hasDODAG { try putIPv6(at: base + RPLField.daoAckDODAGID) } else { put("<elided>") }
        put(",seq:"); put(decimal: bytes[base + RPLField.daoAckSequence])
        put(",instance:"); put(decimal: bytes[base + RPLField.instance])
        put(",status:"); put(decimal: bytes[base + RPLField.daoAckStatus]); put("]")
        if verbose > 1 { try rplOptions(at: cursor, length: remaining) }
    }

    /// RPL options (RFC 6550 6.7), names only; their bytes in hex at -vvv (tcpdump's rpl_printopts).
    private mutating func rplOptions(at start: Int, length total: Int) throws(Truncated) {
        var cursor = start
        var remaining = total
        while remaining > 0 {
            let type = try u8(cursor)
            var optionLength = 1
            if type == 0 {
                put(" opt:pad1")
            } else {
                guard remaining >= 2 else { putTruncationMarker(); return }
                optionLength = Int(try u8(cursor + 1)) + 2
                put(" opt:")
                switch type {
                case 1: put("padN")
                case 2: put("metrics")
                case 3: put("routinginfo")
                case 4: put("config")
                case 5: put("rpltarget")
                case 6: put("transitinfo")
                case 8: put("destprefix")
                case 9: put("rpltargetdesc")
                default: put("subopt:"); put(decimal: type)
                }
                put(" len:"); put(decimal: optionLength); put(" ")
                guard has(optionLength, at: cursor), remaining >= optionLength else {
                    putTruncationMarker(); return
                }
                if verbose > 2 { putHex(from: cursor + 2, to: cursor + optionLength, prefix: " ") }
            }
            cursor += optionLength
            remaining -= optionLength
        }
    }

    // MARK: router renumbering

    /// Router renumbering (tcpdump's icmp6_rrenum_print): header, then for a command the match-prefix
    /// part and its use-prefix parts.
    mutating func icmpv6RouterRenumbering(at offset: Int) throws(Truncated) {
        guard has(ICMPv6Field.renumberingHeaderLength, at: offset) else { putTruncationMarker(); return }
        let code = bytes[offset + ICMPv6Field.code]
        switch code {
        case 0: put(", command")
        case 1: put(", result")
        case 255: put(", sequence number reset")
        default: put(", code-#"); put(decimal: code)
        }
        put(", seq="); put(decimal: bytes.uint32(at: offset + ICMPv6Field.routerRenumberingSequence))
        if verbose > 0 {
            let flags = bytes[offset + ICMPv6Field.routerRenumberingFlags]
            put("[")
            if flags != 0 {
                for (bit, letter) in [(UInt8(0x80), "T" as StaticString), (0x40, "R"), (0x20, "A"), (0x10, "S"),
                                      (0x08, "P")] where flags & bit != 0 {
                    put(letter)
                }
                put(",")
            }
            put("seg="); put(decimal: bytes[offset + ICMPv6Field.segmentNumber]); put(",")
            put("maxdelay="); put(decimal: bytes.uint16(at: offset + ICMPv6Field.maximumDelay))
            let reserved = bytes.uint32(at: offset + ICMPv6Field.routerRenumberingReserved)
            if reserved != 0 { put("rsvd=0x"); put(hex: reserved) }
            put("]")
        }
        guard code == 0 else { return }
        let match = offset + ICMPv6Field.renumberingHeaderLength
        guard has(ICMPv6Field.renumberingMatchLength, at: match) else { putTruncationMarker(); return }
        put(verbose > 1 ? "\n\t" : " ")
        put("match(")
        let matchCode = bytes[match]
        switch matchCode {
        case 1: put("add")
        case 2: put("change")
        case 3: put("setglobal")
        default: put("#"); put(decimal: matchCode)
        }
        if verbose > 0 {
            put(",ord="); put(decimal: bytes[match + 2])
            put(",min="); put(decimal: bytes[match + 4])
            put(",max="); put(decimal: bytes[match + 5])
        }
        put(","); try putIPv6(at: match + 8); put("/"); put(decimal: bytes[match + 3]); put(")")
        // The match part's length counts 8-byte units: 3 for itself, 4 per use part.
        let units = Int(bytes[match + 1]) - 3
        guard units >= 0, units % 4 == 0 else { putTruncationMarker(); return }
        var use = match + ICMPv6Field.renumberingMatchLength
        for _ in 0..<(units / 4) {
            guard has(ICMPv6Field.renumberingUseLength, at: use) else { putTruncationMarker(); return }
            put(verbose > 1 ? "\n\t" : " ")
            put("use(")
            let useFlags = bytes[use + 12]
            if useFlags != 0 {
                if useFlags & 0x80 != 0 { put("V") }
                if useFlags & 0x40 != 0 { put("P") }
                put(",")
            }
            if verbose > 0 {
                put("mask=0x"); put(hex: bytes[use + 2]); put(",")
                put("raflags=0x"); put(hex: bytes[use + 3]); put(",")
                let valid = bytes.uint32(at: use + 4)
                let preferred = bytes.uint32(at: use + 8)
                put("vltime=")
                if valid == 0xffff_ffff { put("infty") } else { put(decimal: valid) }
                put(",pltime=")
                if preferred == 0xffff_ffff { put("infty") } else { put(decimal: preferred) }
                put(",")
            }
            try putIPv6(at: use + 16)
            put("/"); put(decimal: bytes[use]); put("/"); put(decimal: bytes[use + 1]); put(")")
            use += ICMPv6Field.renumberingUseLength
        }
    }

    // MARK: mobile IPv6

    /// Home agent address discovery reply (RFC 6275 6.6), at -v: its identifier and addresses.
    mutating func icmpv6HomeAgentReply(at offset: Int, length: Int) throws(Truncated) {
        let identifier = try u16(offset + ICMPv6Field.identifier)
        put(", id 0x"); put(hex: identifier, digits: 4)
        // tcpdump 4.99 walks to the message's length: an address not captured ends the packet.
        let stop = offset &+ length
        var cursor = offset + ICMPv6Field.headerLength
        while cursor < stop {
            try check(16, at: cursor)
            put(", "); try putIPv6(at: cursor)
            cursor += 16
        }
    }

    /// Mobile prefix advertisement (RFC 6275 6.8), at -v: identifier, M/O flags, options; false
    /// where the options give up (tcpdump's trunc).
    mutating func icmpv6MobilePrefixAdvert(at offset: Int, length: Int) throws(Truncated) -> Bool {
        let identifier = try u16(offset + ICMPv6Field.identifier)
        put(", id 0x"); put(hex: identifier, digits: 4)
        let flags = try u16(offset + ICMPv6Field.mobilePrefixFlags)
        if flags & 0xc000 != 0 { put(" ") }
        if flags & 0x8000 != 0 { put("M") }
        if flags & 0x4000 != 0 { put("O") }
        return try ndpOptions(at: offset + ICMPv6Field.headerLength, length: length - ICMPv6Field.headerLength)
    }
}

/// Fixed lengths of the messages above (RFC 4620 4, RFC 6550 6.3.1, RFC 2894 3.1-3.2).
extension ICMPv6Field {
    /// Node information header: type, code, checksum, qtype, flags and the 8-byte nonce.
    static let nodeInfoLength = 16
    /// DIO base: instance, version, rank, G/MOP/Prf, DTSN, flags, reserved, DODAG ID.
    static let rplDIOLength = 24
    static let renumberingHeaderLength = 16
    static let renumberingMatchLength = 24
    static let renumberingUseLength = 32
}
