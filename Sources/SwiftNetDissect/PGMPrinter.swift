import SwiftNetWire

// PGM (RFC 3208) as tcpdump's pgm_print prints it: the ports and the TSDU length; with -v the
// global source identifier, the packet type's fields, the options and the IP payload length.
// tcpdump's quirks are kept, for byte-identical output: a NAK's group family is read from the
// group address itself, SPMR and unknown types read their options from the start of the PGM
// header, and PATH_NLA, CR and unknown options step two bytes past their end.

/// IP protocol number of PGM (IANA) and its option bits.
enum PGMField {
    static let ipProtocol: UInt8 = 113
    static let headerLength = 16
    static let optionsPresent: UInt8 = 0x01
    static let optionEnd: UInt8 = 0x80
    static let optionMask: UInt8 = 0x7f

    static func typeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "SPM"
        case 1: "POLL"
        case 2: "POLR"
        case 4: "ODATA"
        case 5: "RDATA"
        case 8: "NAK"
        case 9: "NNAK"
        case 10: "NCF"
        case 11: "ACK"
        case 12: "SPMR"
        default: nil
        }
    }

    /// Option names for the JSON (RFC 3208 9, RFC 3208's PGMCC extensions).
    static func optionName(_ type: UInt8) -> StaticString {
        switch type {
        case 0: "length"
        case 1: "fragment"
        case 2: "nak_list"
        case 3: "join"
        case 4: "nak_bo_ivl"
        case 5: "nak_bo_rng"
        case 7: "redirect"
        case 8: "parity_prm"
        case 9: "parity_grp"
        case 10: "curr_tgsize"
        case 11: "nbr_unreach"
        case 12: "path_nla"
        case 13: "syn"
        case 14: "fin"
        case 15: "rst"
        case 16: "cr"
        case 17: "crqst"
        case 18: "pgmcc_data"
        case 19: "pgmcc_feedback"
        default: "unknown"
        }
    }
}

/// How the options walk ended: on its own (` [N]` follows) or with a message that ends the line.
private enum PGMOptionsEnd {
    /// Where the options walk left off (tcpdump's `bp`: ZMTP/1.0 data starts there).
    case normal(Int)
    case stop
}

extension Dissection {
    /// `length`: the IP payload length (printed last with -v).
    mutating func pgm(at offset: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        proto = "pgm"
        layer(PGMFields.pgm)
        guard has(4, at: offset) else {
            try putAddressPorts(network, sourcePort: nil, destinationPort: nil)
            put(":")
            putTruncationMarker()
            return
        }
        let sourcePort = bytes.uint16(at: offset)
        let destinationPort = bytes.uint16(at: offset + 2)
        report(PGMFields.sourcePort, sourcePort)
        report(PGMFields.destinationPort, destinationPort)
        // The addresses only when the IP header itself names PGM (not after IPv6 extension headers).
        let direct: Bool = switch network {
        case .v4(let ip): try u8(ip + IPv4Field.protocol) == PGMField.ipProtocol
        case .v6(let ip): try u8(ip + IPv6Field.nextHeader) == PGMField.ipProtocol
        }
        if direct {
            try putAddressPorts(network, sourcePort: sourcePort, destinationPort: destinationPort)
        } else {
            put(decimal: sourcePort); put(" > "); put(decimal: destinationPort)
        }
        put(": ")
        guard has(PGMField.headerLength, at: offset) else {
            putTruncationMarker()
            return
        }
        let type = bytes[offset + 4]
        if Sink.collectsFields {
            report(PGMFields.type, type)
            report(PGMFields.typeName, label: PGMField.typeName(type) ?? "unknown")
            report(PGMFields.optionFlags, bytes[offset + 5])
            report(PGMFields.checksum, bytes.uint16(at: offset + 6))
            report(PGMFields.gsi, bytesAt: offset + 8, count: 6)
            report(PGMFields.tsduLength, bytes.uint16(at: offset + 14))
        }
        put("PGM, length "); put(decimal: bytes.uint16(at: offset + 14))
        guard verbose > 0 else { return }
        put(" 0x")
        for index in 8..<14 { put(hex: bytes[offset + index], digits: 2) }
        put(" ")
        let body = offset + PGMField.headerLength
        // Where the options start; tcpdump leaves it at the header's start for SPMR and unknown types.
        var cursor = offset
        switch type {
        case 0:
            guard has(16, at: body) else { return putTruncationMarker() }
            guard let next = try pgmAddress(family: bytes.uint16(at: body + 12), at: body + 16,
                                            v4: PGMFields.nla, v6: PGMFields.nla6) else { return }
            let sequence = bytes.uint32(at: body)
            report(PGMFields.sequence, sequence)
            report(PGMFields.trail, u32At: body + 4)
            report(PGMFields.lead, u32At: body + 8)
            put("SPM seq "); put(decimal: sequence); put(" trail "); put(decimal: bytes.uint32(at: body + 4))
            put(" lead "); put(decimal: bytes.uint32(at: body + 8)); put(" nla ")
            putPGMAddress(family: bytes.uint16(at: body + 12), at: body + 16)
            cursor = next
        case 1:
            guard has(12, at: body) else { return putTruncationMarker() }
            guard let address = try pgmAddress(family: bytes.uint16(at: body + 8), at: body + 12,
                                               v4: PGMFields.nla, v6: PGMFields.nla6) else { return }
            let interval = try u32(address)
            let random = try u32(address + 4)
            let mask = try u32(address + 8)
            report(PGMFields.sequence, u32At: body)
            report(PGMFields.round, u16At: body + 4)
            report(PGMFields.subtype, u16At: body + 6)
            report(PGMFields.backoffInterval, interval)
            report(PGMFields.random, random)
            report(PGMFields.matchingMask, mask)
            put("POLL seq "); put(decimal: bytes.uint32(at: body)); put(" round "); put(decimal: bytes.uint16(at: body + 4))
            put(" nla "); putPGMAddress(family: bytes.uint16(at: body + 8), at: body + 12)
            put(" ivl "); put(decimal: interval); put(" rnd 0x"); put(hex: random, digits: 8)
            put(" mask 0x"); put(hex: mask, digits: 8)
            cursor = address + 12
        case 2:
            guard has(8, at: body) else { return putTruncationMarker() }
            report(PGMFields.sequence, u32At: body)
            report(PGMFields.round, u16At: body + 4)
            put("POLR seq "); put(decimal: bytes.uint32(at: body)); put(" round "); put(decimal: bytes.uint16(at: body + 4))
            cursor = body + 8
        case 4, 5:
            guard has(8, at: body) else { return putTruncationMarker() }
            report(PGMFields.sequence, u32At: body)
            report(PGMFields.trail, u32At: body + 4)
            put(type == 4 ? "ODATA trail " : "RDATA trail "); put(decimal: bytes.uint32(at: body + 4))
            put(" seq "); put(decimal: bytes.uint32(at: body))
            cursor = body + 8
        case 8, 9, 10:
            guard has(8, at: body) else { return putTruncationMarker() }
            let sourceFamily = bytes.uint16(at: body + 4)
            guard let afterSource = try pgmAddress(family: sourceFamily, at: body + 8,
                                                   v4: PGMFields.source, v6: PGMFields.source6) else { return }
            // tcpdump skips the group's family and reserved fields, then reads a family there.
            let group = afterSource + 4
            let groupFamily = try u16(group)
            guard let afterGroup = try pgmAddress(family: groupFamily, at: group,
                                                  v4: PGMFields.group, v6: PGMFields.group6) else { return }
            report(PGMFields.sequence, u32At: body)
            put(type == 8 ? "NAK " : type == 9 ? "NNAK " : "NCF ")
            put("("); putPGMAddress(family: sourceFamily, at: body + 8); put(" -> ")
            putPGMAddress(family: groupFamily, at: group); put("), seq "); put(decimal: bytes.uint32(at: body))
            cursor = afterGroup
        case 11:
            guard has(8, at: body) else { return putTruncationMarker() }
            report(PGMFields.sequence, u32At: body)
            report(PGMFields.bitmap, u32At: body + 4)
            put("ACK seq "); put(decimal: bytes.uint32(at: body))
            cursor = body + 8
        case 12:
            put("SPMR")
        default:
            put("UNKNOWN type 0x"); put(hex: type, digits: 2)
        }
        if bytes[offset + 5] & PGMField.optionsPresent != 0 {
            guard case .normal(let after) = try pgmOptions(at: cursor) else { return }
            cursor = after
        }
        put(" ["); put(decimal: length); put("]")
        // -T pgm_zmtp1: ODATA and RDATA carry ZMTP/1.0 datagrams, read over the TSDU length.
        if options.packetType == .pgmZMTP1 && (type == 4 || type == 5) {
            try zmtp1Datagram(at: cursor, length: Int(bytes.uint16(at: offset + 14)))
        }
    }

    /// An address of address family `family` (1: IPv4, 2: IPv6) at `offset`: reports it and
    /// returns where it ends, or prints the truncation marker and returns nil (not captured, or a
    /// family tcpdump does not know: its `goto trunc`).
    private mutating func pgmAddress(family: UInt16, at offset: Int, v4: FieldDescriptor,
                                     v6: FieldDescriptor) throws(Truncated) -> Int? {
        let size = family == 1 ? 4 : family == 2 ? 16 : 0
        guard size > 0, has(size, at: offset) else {
            putTruncationMarker()
            return nil
        }
        report(size == 4 ? v4 : v6, bytesAt: offset, count: size)
        return offset + size
    }

    /// Prints an address `pgmAddress` accepted.
    private mutating func putPGMAddress(family: UInt16, at offset: Int) {
        if family == 1 { try? putIPv4(at: offset) } else { try? putIPv6(at: offset) }
    }

    /// The options from `offset`: the leading OPT_LENGTH, then each option until the total is
    /// used up or one carries the end bit.
    private mutating func pgmOptions(at offset: Int) throws(Truncated) -> PGMOptionsEnd {
        guard has(4, at: offset) else {
            putTruncationMarker()
            return .stop
        }
        let firstType = bytes[offset]
        if firstType & PGMField.optionMask != 0 {
            put("[First option bad, should be PGM_OPT_LENGTH, is "); put(decimal: firstType & PGMField.optionMask)
            put("]")
            reportMalformed("first option is not OPT_LENGTH")
            return .stop
        }
        let firstLength = bytes[offset + 1]
        if firstLength != 4 {
            put("[Bad OPT_LENGTH option, length "); put(decimal: firstLength); put(" != 4]")
            reportMalformed("OPT_LENGTH is not 4 bytes")
            return .stop
        }
        var total = Int(bytes.uint16(at: offset + 2))
        report(PGMFields.optionsLength, total)
        if total < 4 {
            put("[Bad total option length "); put(decimal: total); put(" < 4]")
            reportMalformed("options total below 4")
            return .stop
        }
        put(" OPTS LEN "); put(decimal: total)
        total -= 4
        var cursor = offset + 4
        beginList(PGMFields.options)
        defer { endList() }
        while total != 0 {
            if total < 4 {
                put("[Total option length leaves no room for final option]")
                reportMalformed("options total leaves no room")
                return .stop
            }
            let rawType = try u8(cursor)
            let optionLength = Int(try u8(cursor + 1))
            cursor += 2
            if optionLength < 4 {
                put("[Bad option, length "); put(decimal: optionLength); put(" < 4]")
                return .normal(cursor)
            }
            if total < optionLength {
                put("[Total option length leaves no room for final option]")
                reportMalformed("options total leaves no room")
                return .stop
            }
            guard has(optionLength - 2, at: cursor) else {
                putTruncationMarker()
                return .stop
            }
            let type = rawType & PGMField.optionMask
            beginItem()
            defer { endItem() }
            report(PGMFields.optionType, type)
            report(PGMFields.optionName, label: PGMField.optionName(type))
            report(PGMFields.optionLength, optionLength)
            report(PGMFields.optionEnd, bool: rawType & PGMField.optionEnd != 0)
            switch type {
            case 0:
                guard pgmOptionLength(optionLength, is: 4, name: "OPT_LENGTH") else { return .stop }
                report(PGMFields.optionValue, bytes.uint16(at: cursor))
                put(" OPTS LEN (extra?) "); put(decimal: bytes.uint16(at: cursor))
                cursor += 2
                total -= 4
            case 1:
                guard pgmOptionLength(optionLength, is: 16, name: "OPT_FRAGMENT") else { return .stop }
                let sequence = bytes.uint32(at: cursor + 2)
                let fragmentOffset = bytes.uint32(at: cursor + 6)
                let fragmentLength = bytes.uint32(at: cursor + 10)
                report(PGMFields.fragmentSequence, sequence)
                report(PGMFields.fragmentOffset, fragmentOffset)
                report(PGMFields.fragmentLength, fragmentLength)
                put(" FRAG seq "); put(decimal: sequence); put(" off "); put(decimal: fragmentOffset)
                put(" len "); put(decimal: fragmentLength)
                cursor += 14
                total -= 16
            case 2:
                cursor += 2
                var left = optionLength - 4
                put(" NAK LIST")
                beginList(PGMFields.nakSequences)
                defer { endList() }
                while left != 0 {
                    if left < 4 {
                        put("[Option length not a multiple of 4]")
                        reportMalformed("NAK list not a multiple of 4")
                        return .stop
                    }
                    let sequence = try u32(cursor)
                    report(PGMFields.nakSequence, sequence)
                    put(" "); put(decimal: sequence)
                    cursor += 4
                    left -= 4
                    // tcpdump counts only the list entries off the total, not the option's header.
                    total -= 4
                }
            case 3, 8, 9, 10:
                let name: StaticString = switch type {
                case 3: "OPT_JOIN"
                case 8: "OPT_PARITY_PRM"
                case 9: "OPT_PARITY_GRP"
                default: "OPT_CURR_TGSIZE"
                }
                guard pgmOptionLength(optionLength, is: 8, name: name) else { return .stop }
                let value = bytes.uint32(at: cursor + 2)
                report(PGMFields.optionValue, value)
                switch type {
                case 3: put(" JOIN ")
                case 8: put(" PARITY MAXTGS ")
                case 9: put(" PARITY GROUP ")
                default: put(" PARITY ATGS ")
                }
                put(decimal: value)
                cursor += 6
                total -= 8
            case 4, 5:
                guard pgmOptionLength(optionLength, is: 12, name: type == 4 ? "OPT_NAK_BO_IVL" : "OPT_NAK_BO_RNG") else {
                    return .stop
                }
                let first = bytes.uint32(at: cursor + 2)
                let second = bytes.uint32(at: cursor + 6)
                report(PGMFields.first, first)
                report(PGMFields.second, second)
                put(type == 4 ? " BACKOFF ivl " : " BACKOFF max "); put(decimal: first)
                put(type == 4 ? " ivlseq " : " min "); put(decimal: second)
                cursor += 10
                total -= 12
            case 7, 18, 19:
                // REDIRECT: reserved, family, reserved, address; PGMCC: reserved, a value, family,
                // reserved, address.
                let fixed = type == 7 ? 8 : 12
                if optionLength < fixed {
                    switch type {
                    case 7: put("[Bad OPT_REDIRECT option, length ")
                    case 18: put("[Bad OPT_PGMCC_DATA option, length ")
                    default: put("[Bad PGM_OPT_PGMCC_FEEDBACK option, length ")
                    }
                    put(decimal: optionLength); put(" < "); put(decimal: fixed); put("]")
                    reportMalformed("option shorter than its fixed part")
                    return .stop
                }
                var value: UInt32 = 0
                if type != 7 {
                    value = bytes.uint32(at: cursor + 2)
                    report(PGMFields.optionValue, value)
                }
                let familyAt = cursor + (type == 7 ? 2 : 6)
                let family = bytes.uint16(at: familyAt)
                let address = familyAt + 4
                let size = family == 1 ? 4 : family == 2 ? 16 : 0
                guard size > 0 else {
                    putTruncationMarker()
                    return .stop
                }
                if optionLength != fixed + size {
                    switch type {
                    case 7: put("[Bad OPT_REDIRECT option, length ")
                    case 18: put("[Bad OPT_PGMCC_DATA option, length ")
                    default: put("[Bad OPT_PGMCC_FEEDBACK option, length ")
                    }
                    put(decimal: optionLength); put(" != "); put(decimal: fixed); put(" + address size]")
                    reportMalformed("option length wrong for its address family")
                    return .stop
                }
                try check(size, at: address)
                report(size == 4 ? PGMFields.address : PGMFields.address6, bytesAt: address, count: size)
                switch type {
                case 7: put(" REDIRECT ")
                case 18: put(" PGMCC DATA "); put(decimal: value); put(" ")
                default: put(" PGMCC FEEDBACK "); put(decimal: value); put(" ")
                }
                putPGMAddress(family: family, at: address)
                cursor = address + size
                total -= fixed + size
            case 11, 13, 14, 15, 17:
                let name: StaticString = switch type {
                case 11: "OPT_NBR_UNREACH"
                case 13: "OPT_SYN"
                case 14: "OPT_FIN"
                case 15: "OPT_RST"
                default: "OPT_CRQST"
                }
                guard pgmOptionLength(optionLength, is: 4, name: name) else { return .stop }
                switch type {
                case 11: put(" NBR_UNREACH")
                case 13: put(" SYN")
                case 14: put(" FIN")
                case 15: put(" RST")
                default: put(" CRQST")
                }
                cursor += 2
                total -= 4
            default:
                // PATH_NLA, CR and unknown options: tcpdump steps the whole length past the
                // type and length bytes it has already read.
                if type == 12 {
                    put(" PATH_NLA ["); put(decimal: optionLength); put("]")
                } else if type == 16 {
                    put(" CR")
                } else {
                    put(" OPT_"); putUpperHex(rawType); put(" ["); put(decimal: optionLength); put("] ")
                }
                cursor += optionLength
                total -= optionLength
            }
            if rawType & PGMField.optionEnd != 0 { break }
        }
        return .normal(cursor)
    }

    /// `[Bad NAME option, length N != M]` when a fixed-size option has another length.
    private mutating func pgmOptionLength(_ length: Int, is expected: Int, name: StaticString) -> Bool {
        guard length != expected else { return true }
        put("[Bad "); put(name); put(" option, length "); put(decimal: length); put(" != "); put(decimal: expected)
        put("]")
        reportMalformed("option length wrong for its type")
        return false
    }
}
