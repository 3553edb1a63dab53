// Frame Relay as tcpdump 4.99 prints it (print-fr.c): LINKTYPE_FRELAY (107, fr_if_print) with its
// Q.922 address, the RFC 2427 NLPID or Cisco EtherType dispatch and FRF.15 fragments; and
// LINKTYPE_MFR (182, mfr_if_print): FRF.16 multilink control frames and fragments. Q.933
// signalling is in Q933Printer.swift.

/// What parse_q922_header found.
enum Q922Address {
    case truncated
    case invalid
    case valid(dlci: UInt32, length: Int, flags: UInt32)
}

/// Q.922 flag bits as tcpdump packs them (fr_header_flag_values) and the FRF.15/16 B/E/C bits.
enum FrameRelayField {
    static let commandResponse: UInt32 = 0x0200_0000
    static let discardEligible: UInt32 = 0x0002_0000
    static let becn: UInt32 = 0x0004_0000
    static let fecn: UInt32 = 0x0008_0000
    static let sdlc: UInt32 = 0x0000_0002
    static let begin: UInt8 = 0x80, end: UInt8 = 0x40, control: UInt8 = 0x20
    static let fragmentBits: UInt8 = 0xe0
    /// struct timeval on the 64-bit Linux tcpdump reads an MFR timestamp IE as.
    static let timevalLength = 16
}

extension Dissection {
    // MARK: LINKTYPE_FRELAY

    mutating func frameRelayLink(wireLength: Int) throws(Truncated) {
        proto = "fr"
        // fr_if_print's minimum header check: a shorter capture is all link header.
        guard has(4, at: 0) else {
            layer(FrameRelayFields.fr)
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        linkHeaderLength = try frameRelay(at: 0, length: wireLength)
    }

    /// fr_print: returns the header length tcpdump's -x skips (0 when the frame was not decoded).
    mutating func frameRelay(at start: Int, length: Int) throws(Truncated) -> Int {
        proto = "fr"
        layer(FrameRelayFields.fr)
        let dlci: UInt32, addressLength: Int, flags: UInt32
        switch q922Address(at: start, length: length) {
        case .truncated:
            putTruncationMarker()
            return 0
        case .invalid:
            put("Q.922, invalid address")
            reportMalformed("invalid Q.922 address")
            return 0
        case .valid(let value, let count, let bits):
            dlci = value; addressLength = count; flags = bits
        }
        report(FrameRelayFields.addressLength, addressLength)
        report(FrameRelayFields.dlci, dlci)
        report(FrameRelayFields.commandResponse, bool: flags & FrameRelayField.commandResponse != 0)
        report(FrameRelayFields.fecn, bool: flags & FrameRelayField.fecn != 0)
        report(FrameRelayFields.becn, bool: flags & FrameRelayField.becn != 0)
        report(FrameRelayFields.discardEligible, bool: flags & FrameRelayField.discardEligible != 0)
        if addressLength >= 3 { report(FrameRelayFields.sdlc, bool: flags & FrameRelayField.sdlc != 0) }
        let controlAt = start &+ addressLength
        guard has(1, at: controlAt), length >= addressLength &+ 1 else {
            putTruncationMarker()
            return 0
        }
        let control = bytes[controlAt]
        report(FrameRelayFields.control, control)
        if control != 0x03 && dlci != 0 {
            // Cisco encapsulation: an EtherType right after the address.
            if !has(2, at: controlAt) || length < addressLength &+ 2 {
                put("UI "); put(hex: control, digits: 2); put("! ")
            } else {
                let type = bytes.uint16(at: controlAt)
                report(FrameRelayFields.etherType, type)
                if options.linkHeader {
                    putFrameRelayHeader(length: length, addressLength: addressLength, dlci: dlci, flags: flags,
                                        nlpid: type)
                }
                if try etherTypePayload(type, at: controlAt &+ 2, length: length &- addressLength &- 2) {
                    return addressLength &+ 2
                }
                put("UI "); put(hex: control, digits: 2); put("! ")
            }
        }
        guard has(1, at: controlAt &+ 1), length >= addressLength &+ 2 else {
            putTruncationMarker()
            return 0
        }
        let headerLength: Int
        if bytes[controlAt + 1] == 0 {
            // A pad byte belongs with 3-byte addresses only.
            if addressLength != 3 { put("Pad! ") }
            headerLength = addressLength &+ 3
            report(FrameRelayFields.pad, bool: true)
        } else {
            if addressLength == 3 { put("No pad! ") }
            headerLength = addressLength &+ 2
        }
        guard has(1, at: start &+ headerLength &- 1), length >= headerLength else {
            putTruncationMarker()
            return 0
        }
        let nlpid = bytes[start + headerLength - 1]
        report(FrameRelayFields.nlpid, nlpid)
        if options.linkHeader {
            putFrameRelayHeader(length: length, addressLength: addressLength, dlci: dlci, flags: flags,
                                nlpid: UInt16(nlpid))
        }
        let payload = start + headerLength
        let rest = length - headerLength
        switch nlpid {
        case 0xcc:
            try ipv4(at: payload, length: rest)
        case 0x8e:
            try ipv6(at: payload, length: rest)
        case OSINLPID.clnp, OSINLPID.esis, OSINLPID.isis:
            // The OSI printers read the NLPID themselves.
            try isoclns(at: payload - 1, length: rest + 1)
        case 0x80:
            if try !snap(at: payload, length: rest, hasMACs: false) {
                // tcpdump passes the whole header length as the address length here.
                if !options.linkHeader {
                    putFrameRelayHeader(length: length, addressLength: headerLength, dlci: dlci, flags: flags,
                                        nlpid: UInt16(nlpid))
                }
                // Under `!ndo_suppress_default_print`: -q, -x and -X silence it (-A does not).
                switch options.hexDump {
                case .hex, .hexWithLinkHeader, .hexASCII, .hexASCIIWithLinkHeader: break
                default: if !options.quiet { frameRelayDump(from: start, count: length) }
                }
            }
        case 0x08:
            try q933(at: payload, length: rest)
        case 0xb1:
            try frf15(at: payload, length: rest)
        case 0xcf:
            try pppFrame(at: payload, length: rest)
        default:
            if !options.linkHeader {
                putFrameRelayHeader(length: length, addressLength: addressLength, dlci: dlci, flags: flags,
                                    nlpid: UInt16(nlpid))
            }
            // `if (!ndo->ndo_xflag) ND_DEFAULTPRINT`: only -x/-xx silence it (not -q, -X or -A).
            switch options.hexDump {
            case .hex, .hexWithLinkHeader: break
            default: frameRelayDump(from: payload, count: rest)
            }
        }
        return headerLength
    }

    /// ND_DEFAULTPRINT in fr_print: hex and ASCII of `count` bytes from `start`; when fewer were
    /// captured, what was, then the truncation marker (hex_and_ascii_print's).
    private mutating func frameRelayDump(from start: Int, count: Int) {
        let stop = Swift.min(end, start &+ Swift.max(0, count))
        if start < stop { putHexASCII(from: start, to: stop, prefix: "\n\t") }
        if count > available(from: start) { putTruncationMarker() }
    }

    /// parse_q922_header: 2 to 4 address bytes, each but the last with its EA bit clear. Reads only
    /// captured bytes within `length`; also used for Frame Relay ARP's hardware addresses.
    func q922Address(at start: Int, length: Int) -> Q922Address {
        guard has(1, at: start), length >= 1 else { return .truncated }
        let first = bytes[start]
        if first & 0x01 != 0 { return .invalid }
        guard has(1, at: start &+ 1), length >= 2 else { return .truncated }
        let second = bytes[start + 1]
        var dlci = UInt32(first & 0xfc) << 2 | UInt32(second & 0xf0) >> 4
        var flags = UInt32(first & 0x02) << 24 | UInt32(second & 0x0e) << 16
        if second & 0x01 != 0 { return .valid(dlci: dlci, length: 2, flags: flags) }
        var offset = start + 2
        var remaining = length - 2
        guard has(1, at: offset), remaining >= 1 else { return .truncated }
        var count = 3
        if bytes[offset] & 0x01 == 0 {
            dlci = dlci << 7 | UInt32(bytes[offset] >> 1)
            count = 4
            offset += 1
            remaining -= 1
        }
        guard has(1, at: offset), remaining >= 1 else { return .truncated }
        let last = bytes[offset]
        if last & 0x01 == 0 { return .invalid }
        flags |= UInt32(last & 0x02)
        dlci = dlci << 6 | UInt32(last >> 2)
        return .valid(dlci: dlci, length: count, flags: flags)
    }

    /// fr_hdr_print: `Q.922, hdr-len 2, DLCI 100, Flags [none], NLPID IPv4 (0xcc), length 34: `;
    /// a value above 0xff is a Cisco EtherType.
    private mutating func putFrameRelayHeader(length: Int, addressLength: Int, dlci: UInt32, flags: UInt32,
                                              nlpid: UInt16) {
        if options.quiet {
            put("Q.922, DLCI "); put(decimal: dlci); put(", length "); put(decimal: length); put(": ")
            return
        }
        put("Q.922, hdr-len "); put(decimal: addressLength); put(", DLCI "); put(decimal: dlci); put(", Flags [")
        var first = true
        if flags & FrameRelayField.commandResponse != 0 { putFlagName("C!", first: &first) }
        if flags & FrameRelayField.discardEligible != 0 { putFlagName("DE", first: &first) }
        if flags & FrameRelayField.becn != 0 { putFlagName("BECN", first: &first) }
        if flags & FrameRelayField.fecn != 0 { putFlagName("FECN", first: &first) }
        if flags & FrameRelayField.sdlc != 0 { putFlagName("sdlcore", first: &first) }
        if first { put("none") }
        put("], ")
        if nlpid <= 0xff {
            put("NLPID "); put(OSINLPID.name(UInt8(truncatingIfNeeded: nlpid)) ?? "unknown")
            put(" (0x"); put(hex: nlpid, digits: 2); put(")")
        } else {
            put("cisco-ethertype "); put(ProtocolNames.etherType(nlpid) ?? "unknown")
            put(" (0x"); put(hex: nlpid, digits: 4); put(")")
        }
        put(", length "); put(decimal: length); put(": ")
    }

    /// `Begin, End, Control` of the B/E/C bits, or `none`.
    private mutating func putFragmentFlags(_ bits: UInt8) {
        var first = true
        if bits & FrameRelayField.begin != 0 { putFlagName("Begin", first: &first) }
        if bits & FrameRelayField.end != 0 { putFlagName("End", first: &first) }
        if bits & FrameRelayField.control != 0 { putFlagName("Control", first: &first) }
        if first { put("none") }
    }

    /// bittok2str's list: names joined with `, `.
    private mutating func putFlagName(_ name: StaticString, first: inout Bool) {
        if !first { put(", ") }
        put(name)
        first = false
    }

    /// frf15_print: the two-byte FRF.15 end-to-end fragmentation header (NLPID 0xb1).
    private mutating func frf15(at offset: Int, length: Int) throws(Truncated) {
        layer(FrameRelayFields.frf15)
        // ND_TCHECK_2 longjmps (the whole packet is dumped); a short length alone does not.
        try check(2, at: offset)
        guard length >= 2 else {
            putTruncationMarker()
            return
        }
        let first = bytes[offset]
        let flags = first & FrameRelayField.fragmentBits
        let sequence = UInt16(first & 0x1e) << 7 | UInt16(bytes[offset + 1])
        report(FrameRelayFields.sequence, sequence)
        report(FrameRelayFields.begin, bool: flags & FrameRelayField.begin != 0)
        report(FrameRelayFields.endFlag, bool: flags & FrameRelayField.end != 0)
        report(FrameRelayFields.controlFlag, bool: flags & FrameRelayField.control != 0)
        report(FrameRelayFields.interfaceFragmentation, bool: first & 0x01 != 0)
        put("FRF.15, seq 0x"); put(hex: sequence, digits: 3); put(", Flags [")
        putFragmentFlags(flags)
        put(first & 0x01 != 0 ? "],Interface Fragmentation, length " : "],End-to-End Fragmentation, length ")
        put(decimal: length)
    }

    // MARK: LINKTYPE_MFR (FRF.16)

    mutating func mfrLink(wireLength: Int) throws(Truncated) {
        proto = "mfr"
        guard has(2, at: 0) else {
            layer(FrameRelayFields.mfr)
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        linkHeaderLength = try mfr(at: 0, length: wireLength)
    }

    /// mfr_print: a control frame (B, E and C set, then a zero byte and the message type) or a
    /// fragment; returns the header length tcpdump's -x skips.
    mutating func mfr(at start: Int, length: Int) throws(Truncated) -> Int {
        proto = "mfr"
        layer(FrameRelayFields.mfr)
        guard length >= 4 else {
            put("[length "); put(decimal: length); put(" < 4]")
            putInvalid()
            return length
        }
        guard has(4, at: start) else {
            putTruncationMarker()
            return length
        }
        let first = bytes[start]
        let flags = first & FrameRelayField.fragmentBits
        report(FrameRelayFields.begin, bool: flags & FrameRelayField.begin != 0)
        report(FrameRelayFields.endFlag, bool: flags & FrameRelayField.end != 0)
        report(FrameRelayFields.controlFlag, bool: flags & FrameRelayField.control != 0)
        if flags == FrameRelayField.fragmentBits && bytes[start + 1] == 0 {
            let message = bytes[start + 2]
            report(FrameRelayFields.messageType, message)
            put("FRF.16 Control, Flags ["); putFragmentFlags(flags); put("], ")
            if let name = Self.mfrMessageName(message) {
                put(name)
            } else {
                put("Unknown Message (0x"); put(hex: message, digits: 2); put(")")
            }
            put(", length "); put(decimal: length)
            guard verbose > 0 else { return 3 }
            beginList(FrameRelayFields.informationElements)
            defer { endList() }
            // u_int arithmetic in tcpdump: an element longer than what is left wraps the count
            // and the walk goes on to the captured end.
            var left = UInt32(truncatingIfNeeded: length &- 3)
            var offset = start + 3
            while left > 2 {
                guard has(2, at: offset) else {
                    putTruncationMarker()
                    return length
                }
                let type = bytes[offset]
                var elementLength = Int(bytes[offset + 1])
                beginItem()
                defer { endItem() }
                report(FrameRelayFields.elementType, type)
                report(FrameRelayFields.elementLength, elementLength)
                put("\n\tIE "); put(Self.mfrElementName(type) ?? "Unknown")
                put(" ("); put(decimal: type); put("), length "); put(decimal: elementLength); put(": ")
                if type == 0 || elementLength <= 2 { return 3 }
                guard has(elementLength, at: offset) else {
                    putTruncationMarker()
                    return length
                }
                offset += 2
                elementLength -= 2
                left &-= 2
                try mfrElement(type, at: offset, length: elementLength)
                if verbose > 1 { _ = osiUnknownData(at: offset, length: elementLength, prefix: "\n\t  ") }
                left &-= UInt32(elementLength)
                offset += elementLength
            }
            return 3
        }
        let sequence = UInt16(first & 0x1e) << 7 | UInt16(bytes[start + 1])
        report(FrameRelayFields.sequence, sequence)
        put("FRF.16 Frag, seq "); put(decimal: sequence); put(", Flags [")
        putFragmentFlags(flags)
        if flags == FrameRelayField.begin | FrameRelayField.end || flags == FrameRelayField.begin {
            // A whole packet or a first fragment: the Frame Relay frame follows.
            put("], ")
            _ = try frameRelay(at: start + 2, length: length - 2)
            return 2
        }
        put("]")
        _ = osiUnknownData(at: start, length: length, prefix: "\n\t")
        return 0
    }

    /// One FRF.16 control element's value (its header already skipped).
    private mutating func mfrElement(_ type: UInt8, at offset: Int, length: Int) throws(Truncated) {
        switch type {
        case 3:
            guard length == 4 else {
                put("[IE data length "); put(decimal: length); put(" != 4]")
                putInvalid()
                return
            }
            let magic = try u32(offset)
            report(FrameRelayFields.magic, magic)
            put("0x"); put(hex: magic, digits: 8)
        case 1, 2:
            var count = 0
            while count < length && count < 50 {
                let byte = try u8(offset + count)
                if byte == 0 { break }
                putCharacterEscaped(byte)
                count += 1
            }
            report(FrameRelayFields.identifier, bytesAt: offset, count: count)
        case 5 where length == FrameRelayField.timevalLength:
            report(FrameRelayFields.data, bytesAt: offset, count: length)
            try putMFRTimestamp(at: offset)
        default:
            report(FrameRelayFields.data, bytesAt: offset, count: length)
            if verbose <= 1 { _ = osiUnknownData(at: offset, length: length, prefix: "\n\t  ") }
        }
    }

    /// ts_print of a host-order struct timeval at tcpdump's default -t: `HH:MM:SS.uuuuuu ` (UTC
    /// here, as the tests run), the microseconds as `%06u` of their low 32 bits. tcpdump 4.99
    /// refuses seconds whose low 32 bits have the top bit set, and those gmtime cannot convert.
    private mutating func putMFRTimestamp(at offset: Int) throws(Truncated) {
        try check(FrameRelayField.timevalLength, at: offset)
        var seconds: UInt64 = 0
        var micros: UInt64 = 0
        for index in 0..<8 {
            seconds |= UInt64(bytes[offset + index]) << (8 * index)
            micros |= UInt64(bytes[offset + 8 + index]) << (8 * index)
        }
        let signed = Int64(bitPattern: seconds)
        // The last second gmtime can give a year for (tm_year is an int), and the first.
        guard seconds & 0x8000_0000 == 0, signed <= 67_768_036_191_676_799, signed >= -67_768_040_609_740_800 else {
            put("[Error converting time] ")
            return
        }
        let daySeconds = ((signed % 86400) + 86400) % 86400
        putTwoDigits(daySeconds / 3600)
        put(":"); putTwoDigits((daySeconds % 3600) / 60)
        put(":"); putTwoDigits(daySeconds % 60)
        put(".")
        let fraction = UInt32(truncatingIfNeeded: micros)
        var digits = 1
        var probe = fraction
        while probe >= 10 { probe /= 10; digits += 1 }
        for _ in digits..<Swift.max(digits, 6) { put("0") }
        put(decimal: fraction)
        put(" ")
    }

    /// `%02d` of 0...59.
    private mutating func putTwoDigits(_ value: Int64) {
        if value < 10 { put("0") }
        put(decimal: value.magnitude)
    }

    private static func mfrMessageName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Add Link"
        case 2: "Add Link ACK"
        case 3: "Add Link Reject"
        case 4: "Hello"
        case 5: "Hello ACK"
        case 6: "Remove Link"
        case 7: "Remove Link ACK"
        default: nil
        }
    }

    private static func mfrElementName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Bundle ID"
        case 2: "Link ID"
        case 3: "Magic Number"
        case 5: "Timestamp"
        case 6: "Vendor Extension"
        case 7: "Cause"
        default: nil
        }
    }
}
