import SwiftNetWire

// Multilink PPP, CHAP and PAP as tcpdump 4.99's handle_mlppp, handle_chap and handle_pap print them.

extension Dissection {
    // MARK: multilink, CHAP, PAP

    /// handle_mlppp: `MLPPP, seq 0x001, Flags [begin, end], length N`.
    mutating func multilinkPPP(at offset: Int, length: Int) {
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
    mutating func chap(at p0: Int, length: Int) throws(Truncated) {
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
    mutating func chapText(_ field: FieldDescriptor, _ label: StaticString, from start: Int, count: Int) throws(Truncated) {
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
    mutating func pap(at p0: Int, length total: Int) throws(Truncated) {
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
            guard try papString(PPPFields.peerID, ", Peer ", at: &p, end: p0 + length) else { return }
            _ = try papString(PPPFields.password, ", Name ", at: &p, end: p0 + length)
        case 2, 3:
            if encoded < 5 { putPAPTruncation(); return }
            _ = try papString(PPPFields.message, ", Msg ", at: &p, end: p0 + length)
        default:
            break
        }
    }

    /// One of PAP's length-prefixed strings at `p` (moved past it): `label` then the text with
    /// tcpdump's character escapes. False, printing nothing more, when the length byte or the
    /// text does not fit before `end` (the message's length), as handle_pap stops there.
    private mutating func papString(_ field: FieldDescriptor, _ label: StaticString, at p: inout Int,
                                    end: Int) throws(Truncated) -> Bool {
        if end - p < 1 { return false }
        let count = Int(try u8(p))
        p += 1
        if end - p < count { return false }
        report(field, bytesAt: p, count: count)
        put(label)
        for _ in 0..<count { putCharacterEscaped(try u8(p)); p += 1 }
        return true
    }

    mutating func putPAPTruncation() {
        if Sink.rendersText { put("[|pap]") } else { reportTruncated() }
    }
}
