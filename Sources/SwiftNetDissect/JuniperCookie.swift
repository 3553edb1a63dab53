// The PIC cookie part of tcpdump 4.99.3's juniper_parse_header: after the common header, link
// types with an entry in its cookie table (every DLT_JUNIPER_* but ETHER, PPP, CHDLC, FRELAY)
// carry a cookie whose length is the table's, plus 2 when its first byte is 0x54 ("LS" cookie),
// or 8 when it is 0x47 ("AS" cookie); MFR child links (B and E bits set) carry none. Then the
// 16-bit word after the cookie is the "proto", and a few link types read more (MLFR/MFR protocol
// words, the ATM2 cell-relay control word) before -e prints "hlen N, proto 0x....".

/// The Juniper link types, by what juniper_parse_header does with them.
enum JuniperPIC {
    /// ETHER, PPP, CHDLC, FRELAY: no cookie table entry.
    case plain
    case atm1, atm2, mlppp, mlfr, mfr, pppoe, pppoeATM, ggsn, monitor, services, es

    /// The table's cookie length (before the LS/AS adjustments); nil for no entry.
    var cookieLength: Int? {
        switch self {
        case .plain: nil
        case .atm1, .mfr: 4
        case .atm2, .ggsn, .monitor, .services: 8
        case .mlppp, .mlfr: 2
        case .pppoe, .pppoeATM, .es: 0
        }
    }

    /// The name -e prints before "-PIC".
    var name: StaticString {
        switch self {
        case .plain: ""
        case .atm1: "ATM1"
        case .atm2: "ATM2"
        case .mlppp: "MLPPP"
        case .mlfr: "MLFR"
        case .mfr: "MFR"
        case .pppoe: "PPPoE"
        case .pppoeATM: "PPPoE ATM"
        case .ggsn: "GGSN"
        case .monitor: "MONITOR"
        case .services: "AS"
        case .es: "ES"
        }
    }
}

/// What juniper_parse_header hands the per-type printers (tcpdump's juniper_l2info_t).
struct JuniperL2Info {
    /// Bytes before the payload: common header, cookie, and any per-type words.
    var headerLength: Int
    /// Wire bytes after the header as tcpdump counts them (the control word is not deducted).
    var length: Int
    var cookieLength = 0
    /// The cookie bytes, first byte in the top 8 bits (at most 8 bytes; zero past the cookie).
    var cookie: UInt64 = 0
    /// 0x54 (LS), 0x47 (AS) or 0.
    var cookieType: UInt8 = 0
    var bundle = 0
    var proto: UInt16 = 0
    /// The flags' "in" bit.
    var incoming: Bool

    /// Cookie byte `index` (0 to 7).
    func cookieByte(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: cookie >> (56 - 8 * UInt64(index & 7))) }
    /// The first two cookie bytes as a big-endian word.
    var cookieWord16: UInt16 { UInt16(truncatingIfNeeded: cookie >> 48) }
    /// The first four cookie bytes as a big-endian word.
    var cookieWord32: UInt32 { UInt32(truncatingIfNeeded: cookie >> 32) }
}

enum JuniperCookieID {
    static let ls: UInt8 = 0x54
    static let `as`: UInt8 = 0x47
    /// tcpdump's JUNIPER_LSQ_L3_PROTO_MASK applied to an AS cookie's byte 5.
    static let lsqProtoMask: UInt16 = 0x70
    static let lsqIPv4: UInt16 = 0x00, lsqIPv6: UInt16 = 0x10, lsqMPLS: UInt16 = 0x20, lsqISO: UInt16 = 0x30
    /// AS cookie byte 4 for traffic to the routing engine (RE | DIR).
    static let lsqToRE: UInt8 = 0x0c
}

extension Dissection {
    /// The whole of juniper_parse_header for link type `pic`. Returns nil when the header was
    /// the whole story (bad magic, no-L2, invalid extensions or cookie). Throws at the captured
    /// end. `linkHeaderLength` is left at the header length (tcpdump's ndo_ll_hdr_len).
    mutating func juniperParse(_ pic: JuniperPIC, wireLength: Int) throws(Truncated) -> JuniperL2Info? {
        guard let start = try juniperCommonHeader(wireLength: wireLength) else { return nil }
        var info = JuniperL2Info(headerLength: start, length: wireLength &- start,
                                 incoming: bytes[3] & JuniperField.flagIn != 0)
        var payload = start
        if let tableLength = pic.cookieLength {
            var cookieLength = tableLength
            let first = try u8(start)
            switch first {
            case JuniperCookieID.ls:
                info.cookieType = first
                cookieLength += 2
            case JuniperCookieID.as:
                info.cookieType = first
                cookieLength = 8
            default:
                break
            }
            // MFR child links carry no cookie: the frame starts with the FRF.16 B/E bits.
            if pic == .mfr, first & 0xc0 == 0xc0 { cookieLength = 0 }
            info.cookieLength = cookieLength
            info.headerLength &+= cookieLength
            info.length &-= cookieLength
            linkHeaderLength = info.headerLength
            report(JuniperFields.cookieLength, cookieLength)
            if options.linkHeader { put(pic.name); put("-PIC, cookie-len "); put(decimal: cookieLength) }
            guard cookieLength <= 8 else {
                putInvalid()
                return nil
            }
            if cookieLength > 0 {
                try check(cookieLength, at: start)
                report(JuniperFields.cookie, bytesAt: start, count: cookieLength)
                if options.linkHeader { put(", cookie 0x") }
                for index in 0..<cookieLength {
                    let byte = bytes[start + index]
                    info.cookie |= UInt64(byte) << (56 - 8 * UInt64(index))
                    if options.linkHeader { put(hex: byte, digits: 2) }
                }
            }
            if options.linkHeader { put(": ") }
            info.proto = try u16(start + cookieLength)
            payload = start + cookieLength
        }
        try juniperTypeWords(pic, at: payload, info: &info)
        linkHeaderLength = info.headerLength
        // The cookie-less types' proto is always 0: JSON leaves it out.
        if pic.cookieLength != nil { report(JuniperFields.proto, info.proto) }
        report(JuniperFields.headerLength, info.headerLength)
        if options.linkHeader {
            put("hlen "); put(decimal: info.headerLength); put(", proto 0x"); put(hex: info.proto, digits: 4); put(", ")
        }
        return info
    }

    /// The DLT-specific part of juniper_parse_header: bundle IDs, the MLFR/MFR protocol word and
    /// the ATM2 control word, read at `payload` (just after the cookie).
    private mutating func juniperTypeWords(_ pic: JuniperPIC, at payload: Int,
                                           info: inout JuniperL2Info) throws(Truncated) {
        switch pic {
        case .mlppp, .mlfr, .mfr:
            switch info.cookieType {
            case JuniperCookieID.ls:
                info.bundle = Int(info.cookieByte(1))
                if pic != .mlppp {
                    info.proto = try u16(payload)
                    info.headerLength &+= 2
                    info.length &-= 2
                }
            case JuniperCookieID.as:
                let word = UInt16(info.cookieByte(6)) << 8 | UInt16(info.cookieByte(7))
                info.bundle = Int((word >> 3) & 0xfff)
                info.proto = UInt16(info.cookieByte(5)) & JuniperCookieID.lsqProtoMask
            default:
                info.bundle = Int(info.cookieByte(0))
                // MLFR's 2-byte cookie is followed by the protocol word it has already read.
                if pic == .mlfr {
                    info.headerLength &+= 2
                    info.length &-= 2
                }
            }
            report(JuniperFields.bundle, info.bundle)
        case .atm2:
            try check(4, at: payload)
            // Cell relay: a control word may precede the cell; only the known values are skipped.
            if info.cookieByte(7) & 0x70 != 0 {
                let word = try u32(payload)
                if word == 0 || word == 0x0800_0000 || word == 0x0838_0000 { info.headerLength &+= 4 }
                report(JuniperFields.controlWord, word)
                if options.linkHeader { put("control-word 0x"); put(hex: word, digits: 8); put(" ") }
            }
        default:
            break
        }
    }
}
