// Kerberos on UDP 88 and 750 as tcpdump 4.99's krb_print prints it: the version, and for
// Kerberos 4 (Athena technical plan E.2.1) the byte order, message type and the principal names a
// few messages carry. Kerberos 5 (ASN.1) is only named ` v5`, as tcpdump does.

extension Dissection {
    mutating func kerberos(at offset: Int, length: Int) throws(Truncated) {
        proto = "krb"
        layer(KerberosFields.krb)
        guard offset < end else {
            putTruncationMarker()
            return
        }
        let version = bytes[offset]
        report(KerberosFields.version, version)
        switch version {
        case 1, 2, 3:
            put(" v"); put(decimal: version)
        case 4:
            put(" v4")
            try kerberos4(at: offset)
        case 106, 107:
            put(" v5")
        default:
            break
        }
    }

    /// krb4_print: ` be KDC_REQUEST: name.instance@realm ...`.
    private mutating func kerberos4(at offset: Int) throws(Truncated) {
        let typeByte = try u8(offset + 1)
        let type = typeByte & 0xfe
        let little = typeByte & 0x01 != 0
        report(KerberosFields.messageType, type >> 1)
        report(KerberosFields.littleEndian, bool: little)
        put(little ? " le " : " be ")
        switch type {
        case 2: put("KDC_REQUEST")
        case 4: put("KDC_REPLY")
        case 6: put("APPL_REQUEST")
        case 8: put("APPL_REQUEST_MUTUAL")
        case 10: put("ERR_REPLY")
        case 12: put("PRIVATE")
        case 14: put("SAFE")
        case 16: put("APPL_ERR")
        case 126: put("DIE")
        default: put("#"); put(decimal: type)
        }
        put(": ")
        var cursor = offset
        switch type {
        case 2:
            guard let next = try kerberos4Header(at: cursor) else { return }
            cursor = next + 4
            let lifetime = try u8(cursor)
            put(" "); put(decimal: Int(lifetime) * 5); put("min ")
            cursor += 1
            guard let name = try kerberosString(at: cursor) else { return putTruncationMarker() }
            put(".")
            guard try kerberosString(at: name) != nil else { return putTruncationMarker() }
        case 6:
            cursor += 2
            let keyVersion = try u8(cursor)
            put("v"); put(decimal: keyVersion); put(" ")
            cursor += 1
            guard let next = try kerberosString(at: cursor) else { return putTruncationMarker() }
            let first = try u8(next)
            put(" ("); put(decimal: first); put(")")
            let second = try u8(next + 1)
            put(" ("); put(decimal: second); put(")")
        case 4:
            guard let next = try kerberos4Header(at: cursor) else { return }
            let value = try kerberos4Short(at: next + 10, little: little)
            put(" ("); put(decimal: value); put(")")
        case 10:
            guard let next = try kerberos4Header(at: cursor) else { return }
            let code = try kerberos4Short(at: next + 4, little: little)
            put(" ")
            switch code {
            case 0: put("OK")
            case 1: put("NAME_EXP")
            case 2: put("SERVICE_EXP")
            case 3: put("AUTH_EXP")
            case 4: put("PKT_VER")
            case 5: put("NAME_MAST_KEY_VER")
            case 6: put("SERV_MAST_KEY_VER")
            case 7: put("BYTE_ORDER")
            case 8: put("PRINCIPAL_UNKNOWN")
            case 9: put("PRINCIPAL_NOT_UNIQUE")
            case 10: put("NULL_KEY")
            default: put("#"); put(decimal: code)
            }
            put(" ")
            guard try kerberosString(at: next + 8) != nil else { return putTruncationMarker() }
        default:
            put("(unknown)")
        }
    }

    /// krb4_print_hdr: `name.instance@realm` after the two header bytes; nil after ` [|krb]`.
    private mutating func kerberos4Header(at offset: Int) throws(Truncated) -> Int? {
        guard let name = try kerberosString(at: offset + 2) else { putTruncationMarker(); return nil }
        put(".")
        guard let instance = try kerberosString(at: name) else { putTruncationMarker(); return nil }
        put("@")
        guard let realm = try kerberosString(at: instance) else { putTruncationMarker(); return nil }
        return realm
    }

    /// c_print: a NUL-terminated string as fn_print_char escapes it; nil when the capture ends
    /// before the NUL. Returns where the string's NUL ends.
    private mutating func kerberosString(at offset: Int) throws(Truncated) -> Int? {
        var cursor = offset
        while cursor < end {
            let byte = try u8(cursor)
            cursor += 1
            if byte == 0 { return cursor }
            putCharacterEscaped(byte)
        }
        return nil
    }

    /// KTOHSP: a 16-bit value in the order the type byte says.
    private func kerberos4Short(at offset: Int, little: Bool) throws(Truncated) -> UInt16 {
        let value = try u16(offset)
        return little ? value.byteSwapped : value
    }
}
