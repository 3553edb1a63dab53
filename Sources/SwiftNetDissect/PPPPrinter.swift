import SwiftNetWire

// PPP as tcpdump 4.99's print-ppp.c prints it: LINKTYPE_PPP (ppp_if_print → ppp_print: optional
// 0xff03 or pppd's In/Out header, a one- or two-byte protocol, -e `NAME (0xPROTO), length N: `),
// LINKTYPE_PPP_SERIAL (ppp_hdlc_if_print: `ff 03 LEN ` with -e, `NAME: `, Cisco HDLC framing handed
// to chdlc), and handle_ppp's dispatch: IPv4, IPv6, MPLS, the control protocols (LCP, IPCP, IP6CP,
// CCP... with -v their options), PAP, CHAP, multilink, and a dump of unknown protocols.

enum PPPProtocol {
    static let ip: UInt16 = 0x0021
    static let ipv6: UInt16 = 0x0057
    static let vjnc: UInt16 = 0x002f
    static let multilink: UInt16 = 0x003d
    static let compressed: UInt16 = 0x00fd
    static let mplsUnicast: UInt16 = 0x0281
    static let mplsMulticast: UInt16 = 0x0283
    static let lcp: UInt16 = 0xc021
    static let ipcp: UInt16 = 0x8021
    static let osicp: UInt16 = 0x8023
    static let ipv6cp: UInt16 = 0x8057
    static let mplscp: UInt16 = 0x8281
    static let ccp: UInt16 = 0x80fd
    static let bacp: UInt16 = 0xc02b
    static let bap: UInt16 = 0xc02d
    static let pap: UInt16 = 0xc023
    static let chap: UInt16 = 0xc223
    static let lqm: UInt16 = 0xc025
    static let eap: UInt16 = 0xc227
    static let spap: UInt16 = 0xc027
    static let spapOld: UInt16 = 0xc123

    /// tcpdump's ppptype2str.
    static func name(_ value: UInt16) -> StaticString? {
        switch value {
        case 0x0021: "IP"
        case 0x0023: "OSI"
        case 0x0025: "NS"
        case 0x0027: "DECNET"
        case 0x0029: "APPLE"
        case 0x002b: "IPX"
        case 0x002d: "VJC IP"
        case 0x002f: "VJNC IP"
        case 0x0031: "BRPDU"
        case 0x0033: "STII"
        case 0x0035: "VINES"
        case 0x0281, 0x0283: "MPLS"
        case 0x00fd: "Compressed"
        case 0x003d: "MLPPP"
        case 0x0057: "IP6"
        case 0x0201: "HELLO"
        case 0x0231: "LUXCOM"
        case 0x0233: "SNS"
        case 0x8021: "IPCP"
        case 0x8023: "OSICP"
        case 0x8025: "NSCP"
        case 0x8027: "DECNETCP"
        case 0x8029: "APPLECP"
        case 0x802b: "IPXCP"
        case 0x8033: "STIICP"
        case 0x8035: "VINESCP"
        case 0x8057: "IP6CP"
        case 0x8281: "MPLSCP"
        case 0xc021: "LCP"
        case 0xc023: "PAP"
        case 0xc025: "LQM"
        case 0xc223: "CHAP"
        case 0xc227: "EAP"
        case 0xc027: "SPAP"
        case 0xc123: "Old-SPAP"
        case 0xc02b: "BACP"
        case 0xc02d: "BAP"
        case 0xc03d: "MLPPP-CP"
        case 0x80fd: "CCP"
        default: nil
        }
    }

    /// tcpdump's cpcodes.
    static func codeName(_ code: UInt8) -> StaticString? {
        switch code {
        case 0: "Vendor-Extension"
        case 1: "Conf-Request"
        case 2: "Conf-Ack"
        case 3: "Conf-Nack"
        case 4: "Conf-Reject"
        case 5: "Term-Request"
        case 6: "Term-Ack"
        case 7: "Code-Reject"
        case 8: "Prot-Reject"
        case 9: "Echo-Request"
        case 10: "Echo-Reply"
        case 11: "Disc-Req"
        case 12: "Ident"
        case 13: "Time-Rem"
        case 14: "Reset-Req"
        case 15: "Reset-Ack"
        default: nil
        }
    }

    /// tcpdump's lcpconfopts (indexed by option type, 0...30).
    static func lcpOptionName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "Vend-Ext"
        case 1: "MRU"
        case 2: "ACCM"
        case 3: "Auth-Prot"
        case 4: "Qual-Prot"
        case 5: "Magic-Num"
        case 6: "deprecated(6)"
        case 7: "PFC"
        case 8: "ACFC"
        case 9: "FCS-Alt"
        case 10: "SDP"
        case 11: "Num-Mode"
        case 12: "deprecated(12)"
        case 13: "Call-Back"
        case 14: "deprecated(14)"
        case 15: "deprecated(15)"
        case 16: "deprecated(16)"
        case 17: "MRRU"
        case 18: "12-Bit seq #"
        case 19: "End-Disc"
        case 20: "Proprietary"
        case 21: "DCE-Id"
        case 22: "MP+"
        case 23: "Link-Disc"
        case 24: "LCP-Auth-Opt"
        case 25: "COBS"
        case 26: "Prefix-elision"
        case 27: "Multilink-header-Form"
        case 28: "I18N"
        case 29: "SDL-over-SONET/SDH"
        case 30: "PPP-Muxing"
        default: nil
        }
    }

    static func ipcpOptionName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "IP-Addrs"
        case 2: "IP-Comp"
        case 3: "IP-Addr"
        case 4: "Home-Addr"
        case 129: "Pri-DNS"
        case 130: "Pri-NBNS"
        case 131: "Sec-DNS"
        case 132: "Sec-NBNS"
        default: "unknown"
        }
    }

    static func ccpOptionName(_ type: UInt8) -> StaticString {
        switch type {
        case 0: "OUI"
        case 1: "Pred-1"
        case 2: "Pred-2"
        case 3: "Puddle"
        case 16: "HP-PPC"
        case 17: "Stac-LZS"
        case 18: "MPPC"
        case 19: "Gand-FZA"
        case 20: "V.42bis"
        case 21: "BSD-Comp"
        case 23: "LZS-DCP"
        case 24: "MVRCA"
        case 25: "DEC"
        case 26: "Deflate"
        case 255: "Reserved"
        default: "Unknown"
        }
    }

    static func ouiName(_ oui: UInt32) -> StaticString {
        switch oui {
        case 0x000000: "Ethernet"
        case 0x00000c, 0x0000f8: "Cisco"
        case 0x0080c2: "IEEE 802.1 bridged"
        default: "Unknown"
        }
    }
}

extension Dissection {
    // MARK: link types

    /// LINKTYPE_PPP (9): tcpdump's ppp_if_print.
    mutating func pppLink(wireLength: Int) throws(Truncated) {
        proto = "ppp"
        if end < 4 {
            layer(PPPFields.ppp)
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        // tcpdump counts 4 header bytes for the -x dump whatever the framing.
        linkHeaderLength = 4
        try pppFrame(at: 0, length: wireLength)
    }

    /// LINKTYPE_PPP_SERIAL (50): tcpdump's ppp_hdlc_if_print.
    mutating func pppSerialLink(wireLength: Int) throws(Truncated) {
        proto = "ppp_hdlc"
        if end < 2 {
            layer(PPPFields.ppp)
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        let address = bytes[0]
        if address == CiscoHDLCField.unicast || address == CiscoHDLCField.broadcast {
            try ciscoHDLC(wireLength: wireLength)
            return
        }
        layer(PPPFields.ppp)
        if end < 4 {
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        report(PPPFields.address, address)
        report(PPPFields.control, bytes[1])
        if options.linkHeader {
            put(hex: address, digits: 2); put(" "); put(hex: bytes[1], digits: 2); put(" ")
            put(decimal: wireLength); put(" ")
        }
        guard address == 0xff else {
            linkHeaderLength = 2
            put("unknown addr "); put(hex: bytes[2], digits: 2); put("; ctrl "); put(hex: bytes[3], digits: 2)
            return
        }
        linkHeaderLength = 4
        let type = bytes.uint16(at: 2)
        report(PPPFields.protocolNumber, type)
        if let name = PPPProtocol.name(type) {
            report(PPPFields.protocolName, label: name)
            put(name)
        } else {
            put("unknown PPP protocol (0x"); put(hex: type, digits: 4); put(")")
        }
        put(": ")
        try pppPayload(type, at: 4, length: wireLength - 4)
    }

    // MARK: ppp_print

    /// A PPP frame from its address/control field (if any): PPPoE sessions and LINKTYPE_PPP.
    mutating func pppFrame(at start: Int, length total: Int) throws(Truncated) {
        proto = "ppp"
        layer(PPPFields.ppp)
        var offset = start
        var length = total
        if length < 2 { putTruncationMarker(); return }
        let header = try u16(offset)
        switch header {
        case 0x0003, 0x0103:
            report(PPPFields.direction, label: header == 0x0003 ? "In" : "Out")
            if options.linkHeader { put(header == 0x0003 ? "In  " : "Out ") }
            offset += 2; length -= 2
        case 0xff03:
            report(PPPFields.address, UInt8(0xff))
            report(PPPFields.control, UInt8(0x03))
            offset += 2; length -= 2
        default: break
        }
        if length < 2 { putTruncationMarker(); return }
        let first = try u8(offset)
        let type: UInt16
        if first & 1 == 1 {
            type = UInt16(first)
            report(PPPFields.compressedProtocol, bool: true)
            offset += 1; length -= 1
        } else {
            type = try u16(offset)
            offset += 2; length -= 2
        }
        report(PPPFields.protocolNumber, type)
        let name = PPPProtocol.name(type)
        if let name { report(PPPFields.protocolName, label: name) }
        if options.linkHeader {
            put(name ?? "unknown"); put(" (0x"); put(hex: type, digits: 4); put("), length "); put(decimal: total)
            // tcpdump -e stops at a protocol its table does not name (0x0800 and 0x86dd included);
            // JSON, which walks with -e on, still reports the payload's layers.
            if name == nil && Sink.rendersText { return }
            put(": ")
        }
        try pppPayload(type, at: offset, length: length)
    }

    /// tcpdump's handle_ppp.
    mutating func pppPayload(_ type: UInt16, at offset: Int, length: Int) throws(Truncated) {
        if type & 0xff00 == 0x7e00 {
            try pppEscaped(at: offset - 1, length: length)
            return
        }
        switch type {
        case PPPProtocol.lcp, PPPProtocol.ipcp, PPPProtocol.osicp, PPPProtocol.mplscp, PPPProtocol.ipv6cp,
             PPPProtocol.ccp, PPPProtocol.bacp:
            try pppControlProtocol(type, at: offset, length: length)
        case PPPProtocol.multilink:
            multilinkPPP(at: offset, length: length)
        case PPPProtocol.chap:
            try chap(at: offset, length: length)
        case PPPProtocol.pap:
            try pap(at: offset, length: length)
        case PPPProtocol.bap:
            break
        case 0x0800, PPPProtocol.vjnc, PPPProtocol.ip:
            try ipv4(at: offset, length: length)
        case 0x86dd, PPPProtocol.ipv6:
            try ipv6(at: offset, length: length)
        case PPPProtocol.mplsUnicast, PPPProtocol.mplsMulticast:
            try mpls(at: offset, length: length)
        case PPPProtocol.compressed:
            put("compressed PPP data")
        default:
            if let name = PPPProtocol.name(type) {
                put(name)
            } else {
                put("unknown PPP protocol (0x"); put(hex: type, digits: 4); put(")")
            }
            put(" ")
            pppUnknownData(from: offset, length: length, prefix: "\n\t")
        }
    }

    /// tcpdump's ppp_hdlc: a protocol field starting with 0x7e (a flag byte) means RFC 1662 octet
    /// stuffing was left in; from the protocol's second byte, what was captured is un-escaped into
    /// a buffer of its own, whose protocol is guessed (one byte: IPv4/IPv6; 0xff03 then two bytes;
    /// or two bytes). The buffer is the one allocation, on this malformed-frame path only.
    private mutating func pppEscaped(at start: Int, length wireLength: Int) throws(Truncated) {
        guard start < end, wireLength != 0 else { return }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(end - start)
        var index = start
        while index < end {
            var byte = bytes[index]
            index += 1
            if byte == 0x7d {
                if index >= end { break }
                byte = bytes[index] ^ 0x20
                index += 1
            }
            buffer.append(byte)
        }
        var inner = Dissection(bytes: buffer, out: out, options: options, flows: flows, sink: sink)
        inner.proto = proto
        inner.interfaceNames = interfaceNames
        do {
            try inner.pppUnescapedPayload()
        } catch {
            adoptState(of: inner)
            throw error
        }
        adoptState(of: inner)
    }

    private mutating func adoptState(of inner: Dissection) {
        out = inner.out
        sink = inner.sink
        flows = inner.flows
        proto = inner.proto
        interfaceNames = inner.interfaceNames
    }

    /// ppp_hdlc's guesses, on the un-escaped buffer.
    private mutating func pppUnescapedPayload() throws(Truncated) {
        let length = end
        if length < 1 { putTruncationMarker(); return }
        switch bytes[0] {
        case UInt8(PPPProtocol.ip):
            try ipv4(at: 1, length: length - 1)
            return
        case UInt8(PPPProtocol.ipv6):
            try ipv6(at: 1, length: length - 1)
            return
        default:
            break
        }
        if length < 2 { putTruncationMarker(); return }
        var offset = 2
        var type = bytes.uint16(at: 0)
        if type == 0xff03 {
            if length < 4 { putTruncationMarker(); return }
            type = bytes.uint16(at: 2)
            offset = 4
        }
        if type & 0xff00 == 0x7e00 {
            put("(protocol 0x"); put(hex: type, digits: 4); put(" invalid)")
            reportMalformed("escaped protocol field")
            return
        }
        report(PPPFields.unescapedProtocol, type)
        try pppPayload(type, at: offset, length: length - offset)
    }

    /// tcpdump's print_unknown_data: a hex dump of what was captured of `length` bytes.
    mutating func pppUnknownData(from start: Int, length: Int, prefix: StaticString) {
        guard start <= end else {
            put(prefix); put("Dissector error: print_unknown_data called with pointer past end of packet")
            return
        }
        let stop = Swift.min(end, start + Swift.max(0, length))
        if start < stop { putHex(from: start, to: stop, prefix: prefix) }
    }

    // MARK: control protocols

    /// tcpdump's handle_ctrl_proto: `LCP, Conf-Request (0x01), id 1, length 31`, with -v the
    /// encoded length and the options or the code's data.
    private mutating func pppControlProtocol(_ type: UInt16, at start: Int, length total: Int) throws(Truncated) {
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
    private mutating func putControlTruncation(_ typeName: StaticString) {
        if Sink.rendersText {
            put("[|"); put(typeName); put("]")
        } else {
            reportTruncated()
        }
    }

    /// Option printers' `trunc:` label (`[|lcp]`, `[|ipcp]`...), no leading space.
    private mutating func putOptionTruncation(_ name: StaticString) {
        if Sink.rendersText {
            put("[|"); put(name); put("]")
        } else {
            reportTruncated()
        }
    }

    /// The option's raw bytes after its type and length (-vv), as every option printer ends.
    private mutating func optionDump(at offset: Int, length: Int) {
        if verbose > 1 { pppUnknownData(from: offset + 2, length: length - 2, prefix: "\n\t    ") }
    }

    /// Unknown option's dump at -v (the -vv dump follows anyway).
    private mutating func unknownOptionDump(at offset: Int, length: Int) {
        if verbose < 2 { pppUnknownData(from: offset + 2, length: length - 2, prefix: "\n\t    ") }
    }

    /// `  NAME Option (0xNN), length N`; returns the option's length, 0 to stop.
    private mutating func optionHeader(at offset: Int, limit: Int, truncation: StaticString)
        -> (type: UInt8, length: Int)? {
        if limit < 2 { return nil }
        guard has(2, at: offset) else { putOptionTruncation(truncation); return nil }
        return (bytes[offset], Int(bytes[offset + 1]))
    }

    private mutating func putOptionLine(_ name: StaticString, type: UInt8, length: Int) {
        report(PPPFields.optionType, type)
        report(PPPFields.optionName, label: name)
        report(PPPFields.optionLength, length)
        put("\n\t  "); put(name); put(" Option (0x"); put(hex: type, digits: 2); put("), length "); put(decimal: length)
    }

    private mutating func bogus(_ text: StaticString) {
        put(text)
        reportMalformed("bogus option length")
    }

    /// print_lcp_config_options.
    private mutating func lcpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
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
    private mutating func ipcpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
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
    private mutating func ipv6cpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
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
    private mutating func ccpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
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
    private mutating func bacpOption(at p: Int, limit: Int) throws(Truncated) -> Int {
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

    // MARK: multilink, CHAP, PAP

    /// handle_mlppp: `MLPPP, seq 0x001, Flags [begin, end], length N`.
    private mutating func multilinkPPP(at offset: Int, length: Int) {
        layer(PPPFields.mlppp)
        if !options.linkHeader { put("MLPPP, ") }
        guard length >= 2, has(2, at: offset) else {
            if Sink.rendersText { put("[|mlppp]") } else { reportTruncated() }
            return
        }
        let value = bytes.uint16(at: offset)
        let flags = bytes[offset] & 0xc0
        report(PPPFields.sequence, value & 0x0fff)
        report(PPPFields.flags, flags)
        put("seq 0x"); put(hex: value & 0x0fff, digits: 3); put(", Flags [")
        switch flags {
        case 0x80: put("begin")
        case 0x40: put("end")
        case 0xc0: put("begin, end")
        default: put("none")
        }
        put("], length "); put(decimal: length)
    }

    /// handle_chap: `CHAP, Challenge (0x01), id 1, Value HEX, Name NAME` / `, Msg TEXT`.
    private mutating func chap(at p0: Int, length: Int) throws(Truncated) {
        layer(PPPFields.chap)
        if length < 1 {
            if Sink.rendersText { put("[|chap]") } else { reportTruncated() }
            return
        }
        if length < 4 {
            let code = try u8(p0)
            if Sink.rendersText { put("[|chap 0x"); put(hex: code, digits: 2); put("]") } else { reportTruncated() }
            return
        }
        let code = try u8(p0)
        report(PPPFields.code, code)
        put("CHAP, ")
        let name: StaticString? = switch code {
        case 1: "Challenge"
        case 2: "Response"
        case 3: "Success"
        case 4: "Fail"
        default: nil
        }
        if let name { report(PPPFields.codeName, label: name) }
        put(name ?? "unknown"); put(" (0x"); put(hex: code, digits: 2); put(")")
        let identifier = try u8(p0 + 1)
        report(PPPFields.identifier, identifier)
        put(", id "); put(decimal: identifier)
        let encoded = Int(try u16(p0 + 2))
        report(PPPFields.length, encoded)
        var p = p0 + 4
        switch code {
        case 1, 2:
            if length - (p - p0) < 1 { return }
            let valueSize = Int(try u8(p))
            p += 1
            if length - (p - p0) < valueSize { return }
            report(PPPFields.value, bytesAt: p, count: valueSize)
            put(", Value ")
            for _ in 0..<valueSize {
                put(hex: try u8(p), digits: 2)
                p += 1
            }
            try chapText(PPPFields.name, ", Name ", from: p, count: encoded - (p - p0))
        case 3, 4:
            try chapText(PPPFields.message, ", Msg ", from: p, count: encoded - (p - p0))
        default:
            break
        }
    }

    /// A run of fn_print_char; a negative count is tcpdump's unsigned wrap (it reads to the end).
    private mutating func chapText(_ field: FieldDescriptor, _ label: StaticString, from start: Int, count: Int) throws(Truncated) {
        put(label)
        if count >= 0 { report(field, bytesAt: start, count: count) }
        let stop = count >= 0 ? start + count : Int.max
        var index = start
        while index < stop {
            putCharacterEscaped(try u8(index))
            index += 1
        }
    }

    /// handle_pap: `PAP, Auth-Req (0x01), id 1, Peer USER, Name PASSWORD` / `, Msg TEXT`.
    private mutating func pap(at p0: Int, length total: Int) throws(Truncated) {
        layer(PPPFields.pap)
        if total < 1 {
            if Sink.rendersText { put("[|pap]") } else { reportTruncated() }
            return
        }
        if total < 4 {
            let code = try u8(p0)
            if Sink.rendersText { put("[|pap 0x"); put(hex: code, digits: 2); put("]") } else { reportTruncated() }
            return
        }
        let code = try u8(p0)
        report(PPPFields.code, code)
        let name: StaticString? = switch code {
        case 1: "Auth-Req"
        case 2: "Auth-ACK"
        case 3: "Auth-NACK"
        default: nil
        }
        if let name { report(PPPFields.codeName, label: name) }
        put("PAP, "); put(name ?? "unknown"); put(" (0x"); put(hex: code, digits: 2); put(")")
        let identifier = try u8(p0 + 1)
        report(PPPFields.identifier, identifier)
        put(", id "); put(decimal: identifier)
        let encoded = Int(try u16(p0 + 2))
        report(PPPFields.length, encoded)
        var p = p0 + 4
        if encoded > total {
            put(", length "); put(decimal: encoded); put(" > packet size")
            reportMalformed("length > packet size")
            return
        }
        let length = encoded
        if length < 4 {
            put(", length "); put(decimal: length); put(" < PAP header length")
            reportMalformed("length < PAP header length")
            return
        }
        switch code {
        case 1:
            if encoded < 6 { putPAPTruncation(); return }
            if length - (p - p0) < 1 { return }
            let peerLength = Int(try u8(p))
            p += 1
            if length - (p - p0) < peerLength { return }
            report(PPPFields.peerID, bytesAt: p, count: peerLength)
            put(", Peer ")
            for _ in 0..<peerLength { putCharacterEscaped(try u8(p)); p += 1 }
            if length - (p - p0) < 1 { return }
            let passwordLength = Int(try u8(p))
            p += 1
            if length - (p - p0) < passwordLength { return }
            report(PPPFields.password, bytesAt: p, count: passwordLength)
            put(", Name ")
            for _ in 0..<passwordLength { putCharacterEscaped(try u8(p)); p += 1 }
        case 2, 3:
            if encoded < 5 { putPAPTruncation(); return }
            if length - (p - p0) < 1 { return }
            let messageLength = Int(try u8(p))
            p += 1
            if length - (p - p0) < messageLength { return }
            report(PPPFields.message, bytesAt: p, count: messageLength)
            put(", Msg ")
            for _ in 0..<messageLength { putCharacterEscaped(try u8(p)); p += 1 }
        default:
            break
        }
    }

    private mutating func putPAPTruncation() {
        if Sink.rendersText { put("[|pap]") } else { reportTruncated() }
    }
}

// PPPoE (EtherTypes 0x8863 discovery, 0x8864 session) as tcpdump 4.99's pppoe_print: version and
// type when not 1, `PPPoE CODE`, length and session notes, the discovery tags, or the session's
// PPP frame handed to ppp_print.

extension Dissection {
    mutating func pppoe(at start: Int, length total: Int) throws(Truncated) {
        proto = "pppoe"
        layer(PPPFields.pppoe)
        if total < 6 {
            put(" (length "); put(decimal: total); put(" < 6)")
            putInvalid()
            return
        }
        try check(6, at: start)
        let length = total - 6
        let version = bytes[start] >> 4
        let type = bytes[start] & 0x0f
        let code = bytes[start + 1]
        let session = bytes.uint16(at: start + 2)
        var payloadLength = Int(bytes.uint16(at: start + 4))
        report(PPPFields.version, version)
        report(PPPFields.type, type)
        report(PPPFields.pppoeCode, code)
        report(PPPFields.sessionID, session)
        report(PPPFields.payloadLength, payloadLength)
        if version != 1 { put(" [ver "); put(decimal: version); put("]") }
        if type != 1 { put(" [type "); put(decimal: type); put("]") }
        put("PPPoE ")
        let name: StaticString? = switch code {
        case 0x09: "PADI"
        case 0x07: "PADO"
        case 0x19: "PADR"
        case 0x65: "PADS"
        case 0xa7: "PADT"
        case 0x00: ""
        default: nil
        }
        if let name {
            if code != 0 { report(PPPFields.pppoeCodeName, label: name) }
            put(name)
        } else {
            put("PAD-"); put(hex: code)
        }
        if code == 0x09 && payloadLength > 1484 - 6 { put(" [len "); put(decimal: payloadLength); put("!]") }
        if payloadLength > length {
            put(" [len "); put(decimal: payloadLength); put(" > "); put(decimal: length); put("!]")
            reportMalformed("length > packet length")
            payloadLength = length
        }
        if session != 0 { put(" [ses 0x"); put(hex: session); put("]") }
        let payload = start + 6
        if code == 0 {
            put(" ")
            try pppFrame(at: payload, length: payloadLength)
            return
        }
        var tagType: UInt16 = 0xffff
        var p = payload
        let stop = payload + payloadLength
        beginList(PPPFields.tags)
        defer { endList() }
        while tagType != 0 && p < stop {
            try check(4, at: p)
            tagType = bytes.uint16(at: p)
            let tagLength = Int(bytes.uint16(at: p + 2))
            p += 4
            beginItem()
            report(PPPFields.tagType, tagType)
            let tagName = pppoeTagName(tagType)
            if let tagName { report(PPPFields.tagName, label: tagName) }
            report(PPPFields.tagLength, tagLength)
            if tagLength > 0 {
                guard has(tagLength, at: p) else { endItem(); throw Truncated() }
                report(PPPFields.tagValue, bytesAt: p, count: tagLength)
                endItem()
                // Up to 79 characters, non-printable ones as '.'; hex when they are not mostly text.
                let shown = Swift.min(tagLength, 79)
                var text = 0
                for i in 0..<shown where bytes[p + i] >= 0x20 && bytes[p + i] < 0x7f { text += 1 }
                put(" [")
                putPPPoETagName(tagName, tagType)
                if text > shown - text {
                    put(" \"")
                    for i in 0..<shown {
                        let byte = bytes[p + i]
                        put(byte: byte >= 0x20 && byte < 0x7f ? byte : UInt8(ascii: "."))
                    }
                    put("\"]")
                } else {
                    put(" 0x")
                    for i in 0..<tagLength { putUpperHex(bytes[p + i]) }
                    put("]")
                }
            } else {
                endItem()
                put(" ["); putPPPoETagName(tagName, tagType); put("]")
            }
            p += tagLength
        }
    }

    private mutating func putUpperHex(_ byte: UInt8) {
        let digits: StaticString = "0123456789ABCDEF"
        digits.withUTF8Buffer { table in
            put(byte: table[Int(byte >> 4)])
            put(byte: table[Int(byte & 0x0f)])
        }
    }

    private mutating func putPPPoETagName(_ name: StaticString?, _ type: UInt16) {
        if let name { put(name) } else { put("TAG-0x"); put(hex: type) }
    }

    private func pppoeTagName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0x0000: "EOL"
        case 0x0101: "Service-Name"
        case 0x0102: "AC-Name"
        case 0x0103: "Host-Uniq"
        case 0x0104: "AC-Cookie"
        case 0x0105: "Vendor-Specific"
        case 0x0110: "Relay-Session-ID"
        case 0x0120: "PPP-Max-Payload"
        case 0x0201: "Service-Name-Error"
        case 0x0202: "AC-System-Error"
        case 0x0203: "Generic-Error"
        default: nil
        }
    }
}
