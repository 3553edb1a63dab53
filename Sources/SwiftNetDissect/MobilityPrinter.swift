import SwiftNetWire

// The IPv6 mobility header (RFC 6275 6.1) as tcpdump's mobility_print prints it: the message type
// with its sequence number, flags, lifetime, status or nonce index; with -v the cookies and
// tokens and the mobility options. tcpdump ends the IPv6 walk at a mobility header, and never
// checks its checksum.

/// Next-header numbers of the mobility header, and its message types.
enum MobilityField {
    static let nextHeader: UInt8 = 135
    /// The number drafts used before RFC 3775, which tcpdump still reads as a mobility header.
    static let oldNextHeader: UInt8 = 62
    static let fixedLength = 8

    /// tcpdump's ip6m_str.
    static func typeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "BRR"
        case 1: "HoTI"
        case 2: "CoTI"
        case 3: "HoT"
        case 4: "CoT"
        case 5: "BU"
        case 6: "BA"
        case 7: "BE"
        default: nil
        }
    }

    /// tcpdump's ip6m_hdrlen: the least header length each known type needs.
    static func minimumLength(_ type: UInt8) -> Int? {
        switch type {
        case 0: 8
        case 1, 2: 16
        case 3, 4: 24
        case 5, 6: 12
        case 7: 24
        default: nil
        }
    }
}

/// How tcpdump's option walk ended.
enum MobilityOptionsEnd {
    case complete
    /// Every option captured, but not the byte after the last (tcpdump prints its marker).
    case byteAfterMissing
    /// A bad length, or the capture ended inside an option.
    case stopped
}

extension Dissection {
    /// The mobility header at `offset` (the IPv6 walk ends here).
    mutating func mobility(at offset: Int) throws(Truncated) {
        proto = "mobility"
        layer(MobilityFields.mobility)
        guard has(2, at: offset) else {
            putTruncationMarker()
            return
        }
        let headerLength = (Int(bytes[offset + 1]) + 1) << 3
        let type = try u8(offset + 2)
        if Sink.collectsFields {
            report(MobilityFields.payloadProtocol, bytes[offset])
            report(MobilityFields.headerLength, headerLength)
            report(MobilityFields.type, type)
            report(MobilityFields.typeName, label: MobilityField.typeName(type) ?? "unknown")
            report(MobilityFields.checksum, u16At: offset + 4)
        }
        if let minimum = MobilityField.minimumLength(type), headerLength < minimum {
            put("(header length "); put(decimal: headerLength); put(" is too small for type "); put(decimal: type)
            put(")")
            reportMalformed("header length too small for the type")
            putTruncationMarker()
            return
        }
        put("mobility: ")
        if let name = MobilityField.typeName(type) {
            put(name)
        } else {
            put("type-#"); put(decimal: type)
        }
        var fixed = MobilityField.fixedLength
        switch type {
        case 0:
            break
        case 1, 2:
            if verbose > 0 { try putMobilityPair(at: offset + 8, home: type == 1, what: " Init Cookie=") }
            report(MobilityFields.initCookie, bytesAt: offset + 8, count: 8)
            fixed = 16
        case 3, 4:
            let nonce = try u16(offset + 6)
            report(MobilityFields.nonceIndex, nonce)
            put(" nonce id=0x"); put(hex: nonce)
            if verbose > 0 { try putMobilityPair(at: offset + 8, home: type == 3, what: " Init Cookie=") }
            report(MobilityFields.initCookie, bytesAt: offset + 8, count: 8)
            if verbose > 0 { try putMobilityPair(at: offset + 16, home: type == 3, what: " Keygen Token=") }
            report(MobilityFields.keygenToken, bytesAt: offset + 16, count: 8)
            fixed = 24
        case 5:
            try putMobilitySequence(at: offset + 6)
            // tcpdump's ND_TCHECK_2 of the flags word: its own marker, then the walk ends.
            guard has(2, at: offset + 8) else {
                putTruncationMarker()
                return
            }
            let bits = bytes[offset + 8] >> 4
            report(MobilityFields.flags, bits)
            report(MobilityFields.acknowledge, bool: bits & 8 != 0)
            report(MobilityFields.homeRegistration, bool: bits & 4 != 0)
            report(MobilityFields.linkLocal, bool: bits & 2 != 0)
            report(MobilityFields.keyManagement, bool: bits & 1 != 0)
            if bits != 0 {
                put(" ")
                if bits & 8 != 0 { put("A") }
                if bits & 4 != 0 { put("H") }
                if bits & 2 != 0 { put("L") }
                if bits & 1 != 0 { put("K") }
            }
            try putMobilityLifetime(at: offset + 10)
            fixed = 12
        case 6:
            try putMobilityStatus(at: offset + 6)
            let key = try u8(offset + 7) & 0x80 != 0
            report(MobilityFields.keyManagement, bool: key)
            if key { put(" K") }
            try putMobilitySequence(at: offset + 8)
            try putMobilityLifetime(at: offset + 10)
            fixed = 12
        case 7:
            try putMobilityStatus(at: offset + 6)
            try check(16, at: offset + 8)
            report(MobilityFields.homeAddress, bytesAt: offset + 8, count: 16)
            put(" homeaddr "); try putIPv6(at: offset + 8)
            fixed = 24
        default:
            put(" len="); put(decimal: bytes[offset + 1])
            return
        }
        guard verbose > 0 else { return }
        beginList(MobilityFields.options)
        let ending = try mobilityOptions(at: offset + fixed, length: headerLength - fixed)
        endList()
        switch ending {
        case .complete:
            break
        case .byteAfterMissing:
            // Every option was there: only the text carries tcpdump's marker.
            if Sink.rendersText { putTruncationMarker() }
        case .stopped:
            putTruncationMarker()
        }
    }

    /// ` status=N` from the byte at `offset` (checked read: throws when not captured).
    private mutating func putMobilityStatus(at offset: Int) throws(Truncated) {
        let status = try u8(offset)
        report(MobilityFields.status, status)
        put(" status="); put(decimal: status)
    }

    /// ` seq#=N` from the word at `offset` (checked read).
    private mutating func putMobilitySequence(at offset: Int) throws(Truncated) {
        let sequence = try u16(offset)
        report(MobilityFields.sequence, sequence)
        put(" seq#="); put(decimal: sequence)
    }

    /// ` lifetime=N`: the word at `offset` in units of 4 seconds (checked read).
    private mutating func putMobilityLifetime(at offset: Int) throws(Truncated) {
        let lifetime = UInt32(try u16(offset)) << 2
        report(MobilityFields.lifetime, lifetime)
        put(" lifetime="); put(decimal: lifetime)
    }

    /// Whether `needed` bytes of the header are left for an option's value; when not, tcpdump's
    /// `(NAME: trunc)` text and a malformed report (the caller stops the walk).
    private mutating func mobilityOptionFits(_ left: Int, _ needed: Int, _ text: StaticString,
                                             _ reason: StaticString) -> Bool {
        guard left < needed else { return true }
        put(text)
        reportMalformed(reason)
        return false
    }

    /// ` Home Init Cookie=01234567:89abcdef` and the like: both words read before anything prints.
    private mutating func putMobilityPair(at offset: Int, home: Bool, what: StaticString) throws(Truncated) {
        let first = try u32(offset)
        let second = try u32(offset + 4)
        put(home ? " Home" : " Care-of"); put(what)
        put(hex: first, digits: 8); put(":"); put(hex: second, digits: 8)
    }

    /// tcpdump's mobility_opt_print over `length` bytes, and where it gave up.
    private mutating func mobilityOptions(at offset: Int, length: Int) throws(Truncated) -> MobilityOptionsEnd {
        var index = 0
        while index < length {
            let cursor = offset + index
            let type = try u8(cursor)
            var optionLength = 1
            if type != 0 {
                guard index + 1 < length else {
                    reportMalformed("option past the header")
                    return .stopped
                }
                optionLength = Int(try u8(cursor + 1)) + 2
            }
            if index + optionLength > length {
                reportMalformed("option past the header")
                return .stopped
            }
            // tcpdump wants the byte after the option captured too: at the end of a packet that
            // ends the line with a truncation marker, though the option is all there.
            guard has(1, at: cursor + optionLength) else {
                return has(optionLength, at: cursor) ? .byteAfterMissing : .stopped
            }
            // The checks below are against what is left of the header, not the option's length:
            // a short option's value is read from whatever follows it.
            let left = length - index
            beginItem()
            defer { endItem() }
            report(MobilityFields.optionType, type)
            if type != 0 { report(MobilityFields.optionLength, optionLength - 2) }
            switch type {
            case 0:
                report(MobilityFields.optionName, label: "pad1")
                put("(pad1)")
            case 1:
                report(MobilityFields.optionName, label: "padn")
                put("(padn)")
            case 2:
                report(MobilityFields.optionName, label: "refresh")
                guard mobilityOptionFits(left, 4, "(refresh: trunc)", "refresh advice shorter than 4 bytes") else { return .stopped }
                let interval = UInt32(try u16(cursor + 2)) << 2
                report(MobilityFields.refreshInterval, interval)
                put("(refresh: "); put(decimal: interval); put(")")
            case 3:
                report(MobilityFields.optionName, label: "alt_coa")
                guard mobilityOptionFits(left, 18, "(altcoa: trunc)", "alternate care-of address shorter than 18 bytes") else { return .stopped }
                try check(16, at: cursor + 2)
                report(MobilityFields.alternateCareOf, bytesAt: cursor + 2, count: 16)
                put("(alt-CoA: "); try putIPv6(at: cursor + 2); put(")")
            case 4:
                report(MobilityFields.optionName, label: "nonce_indices")
                guard mobilityOptionFits(left, 6, "(ni: trunc)", "nonce indices shorter than 6 bytes") else { return .stopped }
                let home = try u16(cursor + 2)
                let careOf = try u16(cursor + 4)
                report(MobilityFields.homeNonceIndex, home)
                report(MobilityFields.careOfNonceIndex, careOf)
                put("(ni: ho=0x"); put(hex: home, digits: 4); put(" co=0x"); put(hex: careOf, digits: 4); put(")")
            case 5:
                report(MobilityFields.optionName, label: "auth")
                guard mobilityOptionFits(left, 12, "(auth: trunc)", "authorization data shorter than 12 bytes") else { return .stopped }
                report(MobilityFields.optionData, bytesAt: cursor + 2, count: optionLength - 2)
                put("(auth)")
            default:
                report(MobilityFields.optionName, label: "unknown")
                report(MobilityFields.optionData, bytesAt: cursor + 2, count: optionLength - 2)
                put("(type-0x"); put(hex: type, digits: 2); put(": len="); put(decimal: bytes[cursor + 1]); put(")")
            }
            index += optionLength
        }
        return .complete
    }
}
