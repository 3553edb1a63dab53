import SwiftNetWire

// The RPKI to Router protocol (RFC 6810) on TCP 323 as tcpdump 4.99.3's rpki_rtr_print prints it.
// Without -v the segment is only `, RPKI-RTR`. With -v every PDU of the segment gets a
// `\n\tRPKI-RTRv0, <type> PDU (<n>), length: <n>` line and its body indented below; version 0 is
// the only one 4.99.3 knows, so any other version prints `RPKI-RTRv<n> (unknown)` and ends the
// segment (tcpdump cannot tell where such a PDU ends). An Error Report quotes the erroneous PDU,
// which is decoded once more (one level only, as tcpdump does: a quoted Error Report is not
// opened again). A length that does not fit the type or the segment prints ` (invalid)` and ends
// the segment; -vv (or an unknown type at -v) adds a hex dump of the PDU.

/// TCP port and sizes of RPKI-RTR.
enum RPKIRTRField {
    static let port: UInt16 = 323
    static let headerLength = 8
    /// Header, then flags, prefix length, max length and a zero byte, the prefix and the AS.
    static let ipv4PrefixLength = 20
    static let ipv6PrefixLength = 32
    /// Serial Notify, Serial Query and End of Data: the header and a serial.
    static let serialPDULength = 12

    /// tcpdump's rpki_rtr_pdu_values.
    static func name(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "Serial Notify"
        case 1: "Serial Query"
        case 2: "Reset Query"
        case 3: "Cache Response"
        case 4: "IPV4 Prefix"
        case 6: "IPV6 Prefix"
        case 7: "End of Data"
        case 8: "Cache Reset"
        case 10: "Error Report"
        default: nil
        }
    }

    /// tcpdump's rpki_rtr_error_codes.
    static func errorName(_ code: UInt16) -> StaticString? {
        switch code {
        case 0: "Corrupt Data"
        case 1: "Internal Error"
        case 2: "No Data Available"
        case 3: "Invalid Request"
        case 4: "Unsupported Protocol Version"
        case 5: "Unsupported PDU Type"
        case 6: "Withdrawal of Unknown Record"
        case 7: "Duplicate Announcement Received"
        default: nil
        }
    }
}

extension Dissection {
    /// The PDUs of one TCP segment's payload (`length` bytes on the wire at `offset`).
    ///
    /// Failure contract: throws `Truncated` where a value tcpdump reads was not captured; bad
    /// lengths print ` (invalid)` and never throw by themselves.
    mutating func rpkiRTR(at offset: Int, length: Int) throws(Truncated) {
        proto = "rpki_rtr"
        layer(RPKIRTRFields.rpkiRTR)
        guard verbose > 0 else { return put(", RPKI-RTR") }
        beginList(RPKIRTRFields.pdus)
        defer { endList() }
        var cursor = offset
        var left = length
        while left > 0 {
            beginItem()
            defer { endItem() }
            // Never more than `left` (a bad length consumes the rest), never 0 (at least a header).
            let taken = try rpkiRTRPDU(at: cursor, length: left, quoted: false)
            cursor += taken
            left -= taken
        }
    }

    /// One PDU of at most `length` bytes; returns the bytes it used. `quoted` is the PDU inside an
    /// Error Report, indented two more columns and never opened further.
    private mutating func rpkiRTRPDU(at start: Int, length: Int, quoted: Bool) throws(Truncated) -> Int {
        let indent = quoted ? 12 : 10
        // 4.99.3 reads the version before it tests the room for a header: a short PDU of another
        // version is still "unknown".
        let version = try u8(start)
        report(RPKIRTRFields.version, version)
        guard version == 0 else {
            // Future versions may lay PDUs out differently: the rest of the segment is skipped.
            put("\n\tRPKI-RTRv"); put(decimal: version); put(" (unknown)")
            return length
        }
        guard length >= RPKIRTRField.headerLength else {
            put("("); put(decimal: length); put(" bytes is too few to decode)")
            return try rpkiRTRInvalid(at: start, length: length)
        }
        let type = try u8(start + 1)
        let pduLength = try u32(start + 4)
        report(RPKIRTRFields.type, type)
        if let name = RPKIRTRField.name(type) { report(RPKIRTRFields.typeName, label: name) }
        report(RPKIRTRFields.length, pduLength)
        put("\n\tRPKI-RTRv0, "); put(RPKIRTRField.name(type) ?? "Unknown")
        put(" PDU ("); put(decimal: type); put("), length: "); put(decimal: pduLength)
        // Int(UInt32) is exact on the 64-bit targets swiftnet builds for.
        let size = Int(pduLength)
        guard size >= RPKIRTRField.headerLength, size <= length else {
            return try rpkiRTRInvalid(at: start, length: length)
        }
        var unknown = false
        switch type {
        case 0, 1, 7:
            guard size == RPKIRTRField.serialPDULength else { return try rpkiRTRInvalid(at: start, length: length) }
            let serial = try u32(start + 8)
            let session = bytes.uint16(at: start + 2)
            report(RPKIRTRFields.sessionID, session)
            report(RPKIRTRFields.serial, serial)
            putRTRIndent(indent); put("Session ID: 0x"); put(hex: session, digits: 4)
            put(", Serial: "); put(decimal: serial)
        case 2, 8:
            guard size == RPKIRTRField.headerLength else { return try rpkiRTRInvalid(at: start, length: length) }
        case 3:
            guard size == RPKIRTRField.headerLength else { return try rpkiRTRInvalid(at: start, length: length) }
            let session = bytes.uint16(at: start + 2)
            report(RPKIRTRFields.sessionID, session)
            putRTRIndent(indent); put("Session ID: 0x"); put(hex: session, digits: 4)
        case 4, 6:
            let ipv6 = type == 6
            let expected = ipv6 ? RPKIRTRField.ipv6PrefixLength : RPKIRTRField.ipv4PrefixLength
            guard size == expected else { return try rpkiRTRInvalid(at: start, length: length) }
            // tcpdump reads every value before it prints the line: a cut prints none of it.
            try check(expected - RPKIRTRField.headerLength, at: start + 8)
            try rpkiRTRPrefix(at: start, ipv6: ipv6, indent: indent)
        case 10:
            guard try rpkiRTRErrorReport(at: start, size: pduLength, quoted: quoted, indent: indent) else {
                return try rpkiRTRInvalid(at: start, length: length)
            }
        default:
            try check(size, at: start)
            unknown = true
        }
        if verbose > 1 || unknown { unknownData(at: start, length: size, prefix: "\n\t  ") }
        return size
    }

    /// An IPv4 or IPv6 Prefix PDU whose bytes the caller checked.
    private mutating func rpkiRTRPrefix(at start: Int, ipv6: Bool, indent: Int) throws(Truncated) {
        let prefix = start + 12
        let asOffset = prefix + (ipv6 ? 16 : 4)
        let flags = bytes[start + 8]
        let origin = bytes.uint32(at: asOffset)
        report(RPKIRTRFields.flags, flags)
        report(RPKIRTRFields.prefixLength, bytes[start + 9])
        report(RPKIRTRFields.maxLength, bytes[start + 10])
        report(ipv6 ? RPKIRTRFields.ipv6Prefix : RPKIRTRFields.ipv4Prefix, bytesAt: prefix, count: ipv6 ? 16 : 4)
        report(RPKIRTRFields.originAS, origin)
        putRTRIndent(indent)
        if ipv6 {
            put("IPv6 Prefix "); try putIPv6(at: prefix)
        } else {
            put("IPv4 Prefix "); try putIPv4(at: prefix)
        }
        put("/"); put(decimal: bytes[start + 9]); put("-"); put(decimal: bytes[start + 10])
        put(", origin-as "); put(decimal: origin); put(", flags 0x"); put(hex: flags, digits: 2)
    }

    /// An Error Report PDU of `size` bytes (header captured); false when a length inside it does
    /// not fit (the caller prints ` (invalid)`). Offsets add as tcpdump's unsigned ints do, with
    /// wrap-around, so a huge encapsulated length lands where tcpdump's does.
    private mutating func rpkiRTRErrorReport(at start: Int, size: UInt32, quoted: Bool,
                                             indent: Int) throws(Truncated) -> Bool {
        var used = UInt32(RPKIRTRField.headerLength)
        guard size >= used &+ 4 else { return false }
        let encapsulatedLength = try u32(start + 8)
        used &+= 4
        let code = bytes.uint16(at: start + 2)
        report(RPKIRTRFields.errorCode, code)
        if let name = RPKIRTRField.errorName(code) { report(RPKIRTRFields.errorName, label: name) }
        report(RPKIRTRFields.encapsulatedLength, encapsulatedLength)
        putRTRIndent(indent); put("Error code: "); put(RPKIRTRField.errorName(code) ?? "Unknown")
        put(" ("); put(decimal: code); put("), Encapsulated PDU length: "); put(decimal: encapsulatedLength)
        if encapsulatedLength != 0 {
            guard size >= used &+ encapsulatedLength else { return false }
            if quoted {
                // The quoted PDU is not opened again: tcpdump only checks it was captured.
                try check(Int(used &+ encapsulatedLength), at: start)
            } else {
                putRTRIndent(indent + 2); put("-----encapsulated PDU-----")
                beginList(RPKIRTRFields.encapsulated)
                defer { endList() }
                beginItem()
                defer { endItem() }
                _ = try rpkiRTRPDU(at: start + Int(used), length: Int(encapsulatedLength), quoted: true)
            }
            used &+= encapsulatedLength
        }
        guard size >= used &+ 4 else { return false }
        let textLength = try u32(start + Int(used))
        used &+= 4
        report(RPKIRTRFields.textLength, textLength)
        if textLength != 0 {
            guard size >= used &+ textLength else { return false }
            putRTRIndent(indent); put("Error text: ")
            try rpkiRTRText(at: start + Int(used), count: Int(textLength))
        }
        return true
    }

    /// nd_printjn: `count` bytes escaped as fn_print_char, each read checked (a cut capture ends
    /// the text where it ends). JSON: the text captured.
    private mutating func rpkiRTRText(at offset: Int, count: Int) throws(Truncated) {
        let captured = Swift.min(count, available(from: offset))
        report(RPKIRTRFields.errorText, bytesAt: offset, count: captured)
        if Sink.rendersText {
            for index in offset..<(offset + captured) { putCharacterEscaped(bytes[index]) }
        }
        if captured < count { throw Truncated() }
    }

    /// ` (invalid)`, then tcpdump's check that the rest of the segment was captured; consumes it.
    private mutating func rpkiRTRInvalid(at start: Int, length: Int) throws(Truncated) -> Int {
        putInvalid()
        try check(length, at: start)
        return length
    }

    /// tcpdump's indent_string: a newline, a tab per 8 columns, a space per column left.
    private mutating func putRTRIndent(_ columns: Int) {
        put("\n")
        var left = columns
        while left >= 8 { put("\t"); left -= 8 }
        while left > 0 { put(" "); left -= 1 }
    }
}
