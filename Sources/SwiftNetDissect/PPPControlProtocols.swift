import SwiftNetWire

// PPP control protocols (LCP, IPCP, IP6CP, CCP, BACP, OSICP, MPLSCP) and their options, as tcpdump
// 4.99's handle_ctrl_proto and print_*_config_options print them.

extension Dissection {
    // MARK: control protocols

    /// tcpdump's handle_ctrl_proto: `LCP, Conf-Request (0x01), id 1, length 31`, with -v the
    /// encoded length and the options or the code's data.
    mutating func pppControlProtocol(_ type: UInt16, at start: Int, length total: Int) throws(Truncated) {
        let typeName: StaticString = PPPProtocol.name(type) ?? "unknown"
        switch type {
        case PPPProtocol.lcp: layer(PPPFields.lcp)
        case PPPProtocol.ipcp: layer(PPPFields.ipcp)
        case PPPProtocol.ipv6cp: layer(PPPFields.ipv6cp)
        case PPPProtocol.ccp: layer(PPPFields.ccp)
        default: layer(PPPFields.controlProtocol)
        }
        put(typeName); put(", ")
        guard total >= 4, has(2, at: start) else {
            putControlTruncation(typeName)
            return
        }
        let code = bytes[start]
        let identifier = bytes[start + 1]
        report(PPPFields.code, code)
        if let name = PPPProtocol.codeName(code) { report(PPPFields.codeName, label: name) }
        report(PPPFields.identifier, identifier)
        put(PPPProtocol.codeName(code) ?? "Unknown Opcode"); put(" (0x"); put(hex: code, digits: 2)
        put("), id "); put(decimal: identifier); put(", length "); put(decimal: total + 2)
        if verbose == 0 { return }
        let encoded = Int(try u16(start + 2))
        report(PPPFields.length, encoded)
        if encoded < 4 {
            put("\n\tencoded length "); put(decimal: encoded); put(" (< 4))")
            reportMalformed("encoded length < 4")
            return
        }
        if encoded > total {
            put("\n\tencoded length "); put(decimal: encoded); put(" (> packet length "); put(decimal: total); put("))")
            reportMalformed("encoded length > packet length")
            return
        }
        let length = encoded
        put("\n\tencoded length "); put(decimal: encoded); put(" (=Option(s) length "); put(decimal: encoded - 4); put(")")
        if length == 4 { return }
        if verbose > 1 { pppUnknownData(from: start - 2, length: 6, prefix: "\n\t") }
        let data = start + 4
        switch code {
        case 0:
            if length < 11 { break }
            let magic = try u32(data)
            report(PPPFields.magicNumber, magic)
            put("\n\t  Magic-Num 0x"); put(hex: magic, digits: 8)
            let oui = UInt32(try u16(data + 4)) << 8 | UInt32(try u8(data + 6))
            report(PPPFields.vendorOUI, oui)
            put(" Vendor: "); put(PPPProtocol.ouiName(oui)); put(" ("); put(decimal: oui); put(")")
        case 1, 2, 3, 4:
            var remaining = encoded - 4
            var offset = data
            var listed = false
            repeat {
                let advance: Int
                switch type {
                case PPPProtocol.lcp, PPPProtocol.ipcp, PPPProtocol.ipv6cp, PPPProtocol.ccp, PPPProtocol.bacp:
                    if !listed { beginList(PPPFields.options); listed = true }
                    beginItem()
                    defer { endItem() }
                    switch type {
                    case PPPProtocol.lcp: advance = try lcpOption(at: offset, limit: encoded)
                    case PPPProtocol.ipcp: advance = try ipcpOption(at: offset, limit: encoded)
                    case PPPProtocol.ipv6cp: advance = try ipv6cpOption(at: offset, limit: encoded)
                    case PPPProtocol.ccp: advance = try ccpOption(at: offset, limit: encoded)
                    default: advance = try bacpOption(at: offset, limit: encoded)
                    }
                default:
                    advance = 0
                }
                if advance == 0 { break }
                if remaining < advance {
                    put(" [remaining options length "); put(decimal: remaining); put(" < "); put(decimal: advance); put("]")
                    putInvalid()
                    break
                }
                remaining -= advance
                offset += advance
            } while remaining != 0
            if listed { endList() }
        case 5, 6, 7:
            break
        case 8:
            if length < 6 { break }
            let rejected = try u16(data)
            report(PPPFields.rejectedProtocol, rejected)
            put("\n\t  Rejected "); put(PPPProtocol.name(rejected) ?? "unknown"); put(" Protocol (0x")
            put(hex: rejected, digits: 4); put(")")
            if encoded > 6 {
                put("\n\t  Rejected Packet")
                pppUnknownData(from: data + 2, length: encoded - 2, prefix: "\n\t    ")
            }
        case 9, 10, 11:
            if length < 8 { break }
            let magic = try u32(data)
            report(PPPFields.magicNumber, magic)
            put("\n\t  Magic-Num 0x"); put(hex: magic, digits: 8)
            if encoded > 8 {
                put("\n\t  -----trailing data-----")
                guard has(encoded - 8, at: data + 4) else {
                    putControlTruncation(typeName)
                    return
                }
                pppUnknownData(from: data + 4, length: encoded - 8, prefix: "\n\t  ")
            }
        case 12:
            if length < 8 { break }
            let magic = try u32(data)
            report(PPPFields.magicNumber, magic)
            put("\n\t  Magic-Num 0x"); put(hex: magic, digits: 8)
            if encoded > 8 {
                put("\n\t  Message\n\t    ")
                // nd_printn over len - 4 bytes from the message (tcpdump counts the magic number
                // twice, so it reads 4 bytes past the message): escaped, up to the capture's end.
                var index = data + 4
                let stop = index + encoded - 4
                while index < stop {
                    guard index < end else { putControlTruncation(typeName); return }
                    putCharacterEscaped(bytes[index])
                    index += 1
                }
            }
        case 13:
            if length < 12 { break }
            let magic = try u32(data)
            report(PPPFields.magicNumber, magic)
            put("\n\t  Magic-Num 0x"); put(hex: magic, digits: 8)
            let seconds = try u32(data + 4)
            report(PPPFields.secondsRemaining, seconds)
            put(", Seconds-Remaining "); put(decimal: seconds); put("s")
        default:
            if verbose <= 1 { pppUnknownData(from: start - 2, length: length + 2, prefix: "\n\t  ") }
        }
    }

    /// handle_ctrl_proto's `trunc:` label: `[|LCP]` without a leading space.
    mutating func putControlTruncation(_ typeName: StaticString) {
        if Sink.rendersText {
            put("[|"); put(typeName); put("]")
        } else {
            reportTruncated()
        }
    }

    /// Option printers' `trunc:` label (`[|lcp]`, `[|ipcp]`...), no leading space.
    mutating func putOptionTruncation(_ name: StaticString) {
        if Sink.rendersText {
            put("[|"); put(name); put("]")
        } else {
            reportTruncated()
        }
    }

    /// The option's raw bytes after its type and length (-vv), as every option printer ends.
    mutating func optionDump(at offset: Int, length: Int) {
        if verbose > 1 { pppUnknownData(from: offset + 2, length: length - 2, prefix: "\n\t    ") }
    }

    /// Unknown option's dump at -v (the -vv dump follows anyway).
    mutating func unknownOptionDump(at offset: Int, length: Int) {
        if verbose < 2 { pppUnknownData(from: offset + 2, length: length - 2, prefix: "\n\t    ") }
    }

    /// `  NAME Option (0xNN), length N`; returns the option's length, 0 to stop.
    mutating func optionHeader(at offset: Int, limit: Int, truncation: StaticString)
        -> (type: UInt8, length: Int)? {
        if limit < 2 { return nil }
        guard has(2, at: offset) else { putOptionTruncation(truncation); return nil }
        return (bytes[offset], Int(bytes[offset + 1]))
    }

    mutating func putOptionLine(_ name: StaticString, type: UInt8, length: Int) {
        report(PPPFields.optionType, type)
        report(PPPFields.optionName, label: name)
        report(PPPFields.optionLength, length)
        put("\n\t  "); put(name); put(" Option (0x"); put(hex: type, digits: 2); put("), length "); put(decimal: length)
    }

    mutating func bogus(_ text: StaticString) {
        put(text)
        reportMalformed("bogus option length")
    }

    /// print_lcp_config_options.
    mutating func lcpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
        guard let (type, length) = optionHeader(at: p, limit: limit, truncation: "lcp") else { return 0 }
        if limit < length { return 0 }
        let name = PPPProtocol.lcpOptionName(type)
        if length < 2 {
            if let name {
                putOptionLine(name, type: type, length: length)
                bogus(" (length bogus, should be >= 2)")
            } else {
                report(PPPFields.optionType, type)
                put("\n\tunknown LCP option 0x"); put(hex: type, digits: 2)
            }
            return 0
        }
        guard let name else {
            report(PPPFields.optionType, type)
            report(PPPFields.optionLength, length)
            put("\n\tunknown LCP option 0x"); put(hex: type, digits: 2)
            return length
        }
        putOptionLine(name, type: type, length: length)
        switch type {
        case 0:
            if length < 6 { bogus(" (length bogus, should be >= 6)"); return length }
            let oui = UInt32(try u16(p + 2)) << 8 | UInt32(try u8(p + 4))
            report(PPPFields.vendorOUI, oui)
            put(": Vendor: "); put(PPPProtocol.ouiName(oui)); put(" ("); put(decimal: oui); put(")")
        case 1, 17:
            if length != 4 { bogus(" (length bogus, should be = 4)"); return type == 1 ? length : 0 }
            let mru = try u16(p + 2)
            report(PPPFields.mru, mru)
            put(": "); put(decimal: mru)
        case 2:
            if length != 6 { bogus(" (length bogus, should be = 6)"); return length }
            let accm = try u32(p + 2)
            report(PPPFields.accm, accm)
            put(": 0x"); put(hex: accm, digits: 8)
        case 3:
            if length < 4 { bogus(" (length bogus, should be >= 4)"); return length }
            let auth = try u16(p + 2)
            report(PPPFields.authProtocol, auth)
            put(": "); put(PPPProtocol.name(auth) ?? "Unknown Auth Proto (0x04x)")
            switch auth {
            case PPPProtocol.chap:
                let algorithm = try u8(p + 4)
                report(PPPFields.authAlgorithm, algorithm)
                put(", ")
                switch algorithm {
                case 5: put("MD5")
                case 128: put("MS-CHAPv1")
                case 129: put("MS-CHAPv2")
                default: put("Unknown Auth Alg "); put(decimal: algorithm)
                }
            case PPPProtocol.pap, PPPProtocol.eap, PPPProtocol.spap, PPPProtocol.spapOld:
                break
            default:
                pppUnknownData(from: p, length: length, prefix: "\n\t")
            }
        case 4:
            if length < 4 { bogus(" (length bogus, should be >= 4)"); return 0 }
            put(try u16(p + 2) == PPPProtocol.lqm ? ": LQR" : ": unknown")
        case 5:
            if length != 6 { bogus(" (length bogus, should be = 6)"); return 0 }
            let magic = try u32(p + 2)
            report(PPPFields.optionMagic, magic)
            put(": 0x"); put(hex: magic, digits: 8)
        case 7, 8:
            break
        case 23:
            if length != 4 { bogus(" (length bogus, should be = 4)"); return 0 }
            let discriminator = try u16(p + 2)
            report(PPPFields.linkDiscriminator, discriminator)
            put(": 0x"); put(hex: discriminator, digits: 4)
        case 13:
            if length < 3 { bogus(" (length bogus, should be >= 3)"); return 0 }
            let operation = try u8(p + 2)
            report(PPPFields.callbackOperation, operation)
            put(": : Callback Operation ")
            switch operation {
            case 0: put("UserAuth")
            case 1: put("DialString")
            case 2: put("LocalID")
            case 3: put("E.164")
            case 4: put("X.500")
            case 6: put("CBCP")
            default: put("Unknown")
            }
            put(" ("); put(decimal: operation); put(")")
        case 19:
            if length < 3 { bogus(" (length bogus, should be >= 3)"); return 0 }
            let kind = try u8(p + 2)
            report(PPPFields.discriminatorClass, kind)
            switch kind {
            case 0: put(": Null")
            case 1: put(": Local")
            case 2:
                if length != 7 { bogus(" (length bogus, should be = 7)"); return 0 }
                report(PPPFields.optionAddress, bytesAt: p + 3, count: 4)
                try check(4, at: p + 3)
                put(": IPv4 "); try putIPv4(at: p + 3)
            case 3:
                if length != 9 { bogus(" (length bogus, should be = 9)"); return 0 }
                report(PPPFields.optionMAC, bytesAt: p + 3, count: 6)
                try check(6, at: p + 3)
                put(": MAC "); try putMAC(at: p + 3)
            case 4: put(": Magic-Num-Block")
            case 5: put(": PSNDN")
            default: put(": Unknown class "); put(decimal: kind)
            }
        default:
            unknownOptionDump(at: p, length: length)
        }
        optionDump(at: p, length: length)
        return length
    }

    /// print_ipcp_config_options.
    mutating func ipcpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
        guard let (type, length) = optionHeader(at: p, limit: limit, truncation: "ipcp") else { return 0 }
        if limit < length { return 0 }
        let name = PPPProtocol.ipcpOptionName(type)
        putOptionLine(name, type: type, length: length)
        if length < 2 { bogus(" (length bogus, should be >= 2)"); return 0 }
        // tcpdump walks its option pointer through the header-compression suboptions, and its -vv
        // dump then starts from where that walk stopped.
        var dumpBase = p
        switch type {
        case 1:
            if length != 10 { bogus(" (length bogus, should be = 10)"); return length }
            report(PPPFields.optionAddress, bytesAt: p + 2, count: 4)
            report(PPPFields.optionDestination, bytesAt: p + 6, count: 4)
            try check(8, at: p + 2)
            put(": src "); try putIPv4(at: p + 2); put(", dst "); try putIPv4(at: p + 6)
        case 2:
            if length < 4 { bogus(" (length bogus, should be >= 4)"); return 0 }
            let compression = try u16(p + 2)
            report(PPPFields.compressionProtocol, compression)
            put(": ")
            switch compression {
            case 0x002d: put("VJ-Comp")
            case 0x0061: put("IP Header Compression")
            default: put("Unknown")
            }
            put(" (0x"); if compression < 0x10 { put("0") }; put(hex: compression); put("):")
            if compression == 0x0061 {
                if length < 14 { put(" (length bogus, should be >= 14)"); reportMalformed("bogus option length"); return 0 }
                guard has(14, at: p + 2) else { putOptionTruncation("ipcp"); return 0 }
                put("\n\t    TCP Space "); put(decimal: bytes.uint16(at: p + 4))
                put(", non-TCP Space "); put(decimal: bytes.uint16(at: p + 6))
                put(", maxPeriod "); put(decimal: bytes.uint16(at: p + 8))
                put(", maxTime "); put(decimal: bytes.uint16(at: p + 10))
                put(", maxHdr "); put(decimal: bytes.uint16(at: p + 12))
                if length > 14 {
                    var total = length - 14
                    var q = p + 14
                    dumpBase = q
                    put("\n\t      Suboptions, length "); put(decimal: total)
                    while total >= 2 {
                        guard has(2, at: q) else { putOptionTruncation("ipcp"); return 0 }
                        let subtype = bytes[q]
                        let sublength = Int(bytes[q + 1])
                        if subtype == 0 || sublength == 0 { break }
                        put("\n\t\t")
                        switch subtype {
                        case 1: put("RTP-Compression")
                        case 2: put("Enhanced RTP-Compression")
                        default: put("Unknown")
                        }
                        put(" Suboption #"); put(decimal: subtype); put(", length "); put(decimal: sublength)
                        if total < sublength {
                            put(" [remaining suboptions length "); put(decimal: total); put(" < "); put(decimal: sublength); put("]")
                            putInvalid()
                            break
                        }
                        total -= sublength
                        q += sublength
                        dumpBase = q
                    }
                }
            }
        case 3, 4, 129, 130, 131, 132:
            if length != 6 { bogus(" (length bogus, should be = 6)"); return 0 }
            report(PPPFields.optionAddress, bytesAt: p + 2, count: 4)
            try check(4, at: p + 2)
            put(": "); try putIPv4(at: p + 2)
        default:
            unknownOptionDump(at: p, length: length)
        }
        optionDump(at: dumpBase, length: length)
        return length
    }

    /// print_ip6cp_config_options.
    mutating func ipv6cpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
        guard let (type, length) = optionHeader(at: p, limit: limit, truncation: "ip6cp") else { return 0 }
        if limit < length { return 0 }
        let name: StaticString = type == 1 ? "Interface-ID" : "unknown"
        putOptionLine(name, type: type, length: length)
        if length < 2 { bogus(" (length bogus, should be >= 2)"); return 0 }
        switch type {
        case 1:
            if length != 10 { bogus(" (length bogus, should be = 10)"); return length }
            guard has(8, at: p + 2) else { putOptionTruncation("ip6cp"); return 0 }
            report(PPPFields.interfaceID, bytesAt: p + 2, count: 8)
            put(": "); put(hex: bytes.uint16(at: p + 2), digits: 4)
            put(":"); put(hex: bytes.uint16(at: p + 4), digits: 4)
            put(":"); put(hex: bytes.uint16(at: p + 6), digits: 4)
            put(":"); put(hex: bytes.uint16(at: p + 8), digits: 4)
        default:
            unknownOptionDump(at: p, length: length)
        }
        optionDump(at: p, length: length)
        return length
    }

    /// print_ccp_config_options.
    mutating func ccpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
        guard let (type, length) = optionHeader(at: p, limit: limit, truncation: "ccp") else { return 0 }
        if limit < length { return 0 }
        let name = PPPProtocol.ccpOptionName(type)
        putOptionLine(name, type: type, length: length)
        if length < 2 { bogus(" (length bogus, should be >= 2)"); return 0 }
        switch type {
        case 21:
            if length < 3 { bogus(" (length bogus, should be >= 3)"); return length }
            let value = try u8(p + 2)
            put(": Version: "); put(decimal: value >> 5); put(", Dictionary Bits: "); put(decimal: value & 0x1f)
        case 24:
            if length < 4 { bogus(" (length bogus, should be >= 4)"); return length }
            let value = try u8(p + 2)
            let contexts = try u8(p + 3)
            put(": Features: "); put(decimal: (value & 0xc0) >> 6)
            put(", PxP: "); put(value & 0x20 != 0 ? "Enabled" : "Disabled")
            put(", History: "); put(decimal: value & 0x1f)
            put(", #CTX-ID: "); put(decimal: contexts)
        case 26:
            if length < 4 { bogus(" (length bogus, should be >= 4)"); return length }
            let value = try u8(p + 2)
            let check = try u8(p + 3)
            put(": Window: "); put(decimal: (value & 0xf0) >> 4); put("K, Method: ")
            put(value & 0x0f == 8 ? "zlib" : "unknown"); put(" (0x"); put(hex: value & 0x0f); put(")")
            put(", MBZ: "); put(decimal: (check & 0xfc) >> 2); put(", CHK: "); put(decimal: check & 0x03)
        default:
            unknownOptionDump(at: p, length: length)
        }
        optionDump(at: p, length: length)
        return length
    }

    /// print_bacp_config_options.
    mutating func bacpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
        guard let (type, length) = optionHeader(at: p, limit: limit, truncation: "bacp") else { return 0 }
        if limit < length { return 0 }
        let name: StaticString = type == 1 ? "Favored-Peer" : "Unknown"
        putOptionLine(name, type: type, length: length)
        if length < 2 { bogus(" (length bogus, should be >= 2)"); return 0 }
        switch type {
        case 1:
            if length != 6 { bogus(" (length bogus, should be = 6)"); return length }
            let magic = try u32(p + 2)
            report(PPPFields.optionMagic, magic)
            put(": Magic-Num 0x"); put(hex: magic, digits: 8)
        default:
            unknownOptionDump(at: p, length: length)
        }
        optionDump(at: p, length: length)
        return length
    }
}
