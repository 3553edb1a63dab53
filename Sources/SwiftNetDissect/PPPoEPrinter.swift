import SwiftNetWire

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

    mutating func putUpperHex(_ byte: UInt8) {
        let digits: StaticString = "0123456789ABCDEF"
        digits.withUTF8Buffer { table in
            put(byte: table[Int(byte >> 4)])
            put(byte: table[Int(byte & 0x0f)])
        }
    }

    mutating func putPPPoETagName(_ name: StaticString?, _ type: UInt16) {
        if let name { put(name) } else { put("TAG-0x"); put(hex: type) }
    }

    func pppoeTagName(_ type: UInt16) -> StaticString? {
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
