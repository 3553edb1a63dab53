// L2TP control-message AVPs (RFC 2661 section 4.4) as tcpdump 4.99's l2tp_avp_print prints them:
// ` *NAME(value)` per AVP, `*` for the M bit, `?` for H (a hidden value prints as `???`), vendor
// AVPs as `VENDORxxxx:ATTRxxxx(hex)`. A value shorter than its type needs prints `AVP too short`.

extension Dissection {
    /// The AVPs in `length` bytes from `start`. An AVP header whose length is under 6 or runs past
    /// the message ends the line with ` [|l2tp]`, as tcpdump does.
    mutating func l2tpAVPs(at start: Int, length: Int) throws(Truncated) {
        beginList(L2TPFields.avps)
        defer { endList() }
        var cursor = start
        var left = length
        while left > 0 {
            put(" ")
            let header = try u16(cursor)
            let avpLength = Int(header & 0x03ff)
            if avpLength < 6 || avpLength > left {
                putTruncationMarker()
                reportMalformed("AVP length under 6 or past the message")
                return
            }
            // ND_TCHECK in tcpdump: the marker without a longjmp (the -x dump skips the link header).
            guard has(avpLength, at: cursor) else {
                putTruncationMarker()
                return
            }
            let vendor = bytes.uint16(at: cursor + 2)
            let attribute = bytes.uint16(at: cursor + 4)
            let value = cursor + 6
            let valueLength = avpLength - 6
            let hidden = header & 0x4000 != 0
            beginItem()
            report(L2TPFields.mandatory, bool: header & 0x8000 != 0)
            report(L2TPFields.hidden, bool: hidden)
            report(L2TPFields.avpLength, avpLength)
            report(L2TPFields.vendor, vendor)
            report(L2TPFields.attribute, attribute)
            if vendor == 0, let name = l2tpAttributeName(attribute) { report(L2TPFields.attributeName, label: name) }
            if vendor == 0 && attribute == 0 && !hidden && valueLength >= 2 {
                let type = bytes.uint16(at: value)
                report(L2TPFields.messageType, type)
                if let name = l2tpMessageName(type) { report(L2TPFields.messageName, label: name) }
            }
            report(L2TPFields.value, bytesAt: value, count: valueLength)
            endItem()
            if header & 0x8000 != 0 { put("*") }
            if hidden { put("?") }
            if vendor != 0 {
                put("VENDOR"); put(hex: vendor, digits: 4); put(":ATTR"); put(hex: attribute, digits: 4)
                put("("); putOctets(at: value, count: valueLength); put(")")
            } else {
                if let name = l2tpAttributeName(attribute) {
                    put(name)
                } else {
                    put("AVP-#"); put(decimal: attribute)
                }
                put("(")
                if hidden {
                    put("???")
                } else {
                    l2tpAVPValue(attribute, at: value, length: valueLength)
                }
                put(")")
            }
            cursor += avpLength
            left -= avpLength
        }
    }

    /// One IETF AVP's value; all of it is captured (the caller checked the whole AVP).
    private mutating func l2tpAVPValue(_ attribute: UInt16, at value: Int, length: Int) {
        switch attribute {
        case 0:
            guard length >= 2 else { return putTooShort() }
            let type = bytes.uint16(at: value)
            if let name = l2tpMessageName(type) { put(name) } else { put("MSGTYPE-#"); put(decimal: type) }
        case 1:
            guard length >= 2 else { return putTooShort() }
            put(decimal: bytes.uint16(at: value))
            if length == 2 { return }
            guard length >= 4 else { put(" "); return putTooShort() }
            put("/"); put(decimal: bytes.uint16(at: value + 2))
            if length == 4 { return }
            put(" "); putEscapedString(at: value + 4, count: length - 4)
        case 2:
            guard length >= 2 else { return putTooShort() }
            put(decimal: bytes[value]); put("."); put(decimal: bytes[value + 1])
        case 3, 19:
            // Framing capabilities and framing type: A for asynchronous, S for synchronous.
            guard length >= 4 else { return putTooShort() }
            let bits = bytes.uint32(at: value)
            if bits & 2 != 0 { put("A") }
            if bits & 1 != 0 { put("S") }
        case 4, 18:
            // Bearer capabilities and bearer type: A for analog, D for digital.
            guard length >= 4 else { return putTooShort() }
            let bits = bytes.uint32(at: value)
            if bits & 2 != 0 { put("A") }
            if bits & 1 != 0 { put("D") }
        case 5:
            guard length >= 8 else { return putTooShort() }
            putOctets(at: value, count: 8)
        case 6, 9, 10, 14:
            guard length >= 2 else { return putTooShort() }
            put(decimal: bytes.uint16(at: value))
        case 7, 8, 21, 22, 23, 30, 37:
            putEscapedString(at: value, count: length)
        case 11, 26, 27, 28, 31, 33, 36:
            putOctets(at: value, count: length)
        case 12:
            guard length >= 3 else { return putTooShort() }
            put(decimal: bytes.uint16(at: value)); put(", "); put(hex: bytes[value + 2], digits: 2)
            if length > 3 { put(" "); putEscapedString(at: value + 3, count: length - 3) }
        case 13:
            guard length >= 16 else { return putTooShort() }
            putOctets(at: value, count: 16)
        case 15, 16, 17, 24, 25, 38:
            guard length >= 4 else { return putTooShort() }
            put(decimal: bytes.uint32(at: value))
        case 20:
            put("obsolete")
        case 29:
            guard length >= 2 else { return putTooShort() }
            let type = bytes.uint16(at: value)
            switch type {
            case 0: put("Reserved")
            case 1: put("Textual")
            case 2: put("CHAP")
            case 3: put("PAP")
            case 4: put("No Auth")
            case 5: put("MS-CHAPv1")
            default: put("AuthType-#"); put(decimal: type)
            }
        case 32:
            guard length >= 2 else { return putTooShort() }
            put(decimal: bytes[value + 1])
        case 34:
            // Call errors: a reserved word, then six 32-bit counters.
            guard length >= 2 else { return putTooShort() }
            var cursor = value + 2
            for name in l2tpCallErrorNames {
                guard cursor + 4 <= value + length else { return putTooShort() }
                put(name); put(decimal: bytes.uint32(at: cursor)); put(" ")
                cursor += 4
            }
        case 35:
            // ACCM: a reserved word, then the send and receive maps.
            guard length >= 2 else { return putTooShort() }
            guard length >= 6 else { return putTooShort() }
            put("send="); put(hex: bytes.uint32(at: value + 2), digits: 8); put(" ")
            guard length >= 10 else { return putTooShort() }
            put("recv="); put(hex: bytes.uint32(at: value + 6), digits: 8); put(" ")
        case 46:
            guard length >= 5 else { return putTooShort() }
            put(hex: bytes.uint16(at: value), digits: 4); put(", ")
            put(hex: bytes.uint16(at: value + 2), digits: 4); put(" ")
            let direction = bytes[value + 4]
            switch direction {
            case 0: put("global error")
            case 1: put("at peer")
            case 2: put("at local")
            default: put("Direction-#"); put(decimal: direction)
            }
            if length > 5 { put(" "); putEscapedString(at: value + 5, count: length - 5) }
        default:
            break
        }
    }

    private mutating func putTooShort() { put("AVP too short") }

    /// `%02x` per byte, no separator.
    private mutating func putOctets(at start: Int, count: Int) {
        for index in start..<start + count { put(hex: bytes[index], digits: 2) }
    }

    private mutating func putEscapedString(at start: Int, count: Int) {
        for index in start..<start + count { putCharacterEscaped(bytes[index]) }
    }
}

/// The six counters of the Call Errors AVP, in order.
private let l2tpCallErrorNames: [StaticString] = ["CRCErr=", "FrameErr=", "HardOver=", "BufOver=", "Timeout=", "AlignErr="]

/// tcpdump's l2tp_avp2str.
func l2tpAttributeName(_ attribute: UInt16) -> StaticString? {
    switch attribute {
    case 0: "MSGTYPE"
    case 1: "RESULT_CODE"
    case 2: "PROTO_VER"
    case 3: "FRAMING_CAP"
    case 4: "BEARER_CAP"
    case 5: "TIE_BREAKER"
    case 6: "FIRM_VER"
    case 7: "HOST_NAME"
    case 8: "VENDOR_NAME"
    case 9: "ASSND_TUN_ID"
    case 10: "RECV_WIN_SIZE"
    case 11: "CHALLENGE"
    case 12: "Q931_CC"
    case 13: "CHALLENGE_RESP"
    case 14: "ASSND_SESS_ID"
    case 15: "CALL_SER_NUM"
    case 16: "MINIMUM_BPS"
    case 17: "MAXIMUM_BPS"
    case 18: "BEARER_TYPE"
    case 19: "FRAMING_TYPE"
    case 20: "PACKET_PROC_DELAY"
    case 21: "CALLED_NUMBER"
    case 22: "CALLING_NUMBER"
    case 23: "SUB_ADDRESS"
    case 24: "TX_CONN_SPEED"
    case 25: "PHY_CHANNEL_ID"
    case 26: "INI_RECV_LCP"
    case 27: "LAST_SENT_LCP"
    case 28: "LAST_RECV_LCP"
    case 29: "PROXY_AUTH_TYPE"
    case 30: "PROXY_AUTH_NAME"
    case 31: "PROXY_AUTH_CHAL"
    case 32: "PROXY_AUTH_ID"
    case 33: "PROXY_AUTH_RESP"
    case 34: "CALL_ERRORS"
    case 35: "ACCM"
    case 36: "RANDOM_VECTOR"
    case 37: "PRIVATE_GRP_ID"
    case 38: "RX_CONN_SPEED"
    case 39: "SEQ_REQUIRED"
    case 46: "PPP_DISCON_CC"
    default: nil
    }
}

/// tcpdump's l2tp_msgtype2str.
func l2tpMessageName(_ type: UInt16) -> StaticString? {
    switch type {
    case 1: "SCCRQ"
    case 2: "SCCRP"
    case 3: "SCCCN"
    case 4: "StopCCN"
    case 6: "HELLO"
    case 7: "OCRQ"
    case 8: "OCRP"
    case 9: "OCCN"
    case 10: "ICRQ"
    case 11: "ICRP"
    case 12: "ICCN"
    case 14: "CDN"
    case 15: "WEN"
    case 16: "SLI"
    default: nil
    }
}
