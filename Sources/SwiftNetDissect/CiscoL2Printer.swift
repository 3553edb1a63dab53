// Cisco UDLD (SNAP PID 0x0111) and DTP (SNAP PID 0x2004) as tcpdump 4.99's udld_print and
// dtp_print print them: a one-line summary; with -v the TLVs. Their length checks print
// ` (invalid)` and then still require the rest of the PDU to be captured (` [|udld]`/` [|dtp]`),
// as tcpdump's `invalid:`/`tcheck_remainder:` labels do. The same walk reports JSON.

/// UDLD (RFC 5171) and DTP header and TLV layout.
enum CiscoL2Field {
    static let udldHeaderLength = 4
    static let tlvHeaderLength = 4
}

extension Dissection {
    /// `UDLDv1, Code Probe message (1), Flags [RT] (0x01), length N`; -v adds the checksum and TLVs.
    mutating func udld(at offset: Int, length: Int) throws(Truncated) {
        proto = "udld"
        layer(UDLDFields.udld)
        guard length >= CiscoL2Field.udldHeaderLength else {
            putInvalid()
            return try check(length, at: offset)
        }
        let first = try u8(offset)
        let flags = try u8(offset + 1)
        let code = first & 0x1f
        report(UDLDFields.version, first >> 5)
        report(UDLDFields.opcode, code)
        report(UDLDFields.flags, flags)
        put("UDLDv"); put(decimal: first >> 5); put(", Code ")
        switch code {
        case 1: put("Probe message")
        case 2: put("Echo message")
        case 3: put("Flush message")
        default: put("Reserved")
        }
        put(" ("); put(hex: code); put("), Flags ["); putBitNames(UInt32(flags), CiscoL2Tables.udldFlagBits)
        put("] (0x"); put(hex: flags, digits: 2); put("), length "); put(decimal: length)
        var cursor = offset + 2
        var remaining = length - 2
        guard verbose > 0 else { return try check(remaining, at: cursor) }
        let checksum = try u16(cursor)
        report(UDLDFields.checksum, checksum)
        put("\n\tChecksum 0x"); put(hex: checksum, digits: 4); put(" (unverified)")
        cursor += 2
        remaining -= 2
        beginList(UDLDFields.tlvs)
        defer { endList() }
        while remaining > 0 {
            guard remaining >= CiscoL2Field.tlvHeaderLength else { return try udldInvalid(at: cursor, remaining: remaining) }
            let type = try u16(cursor)
            let tlvLength = Int(try u16(cursor + 2))
            cursor += CiscoL2Field.tlvHeaderLength
            remaining -= CiscoL2Field.tlvHeaderLength
            beginItem()
            defer { endItem() }
            report(UDLDFields.type, type)
            report(UDLDFields.length, tlvLength)
            put("\n\t")
            switch type {
            case 1: put("Device-ID TLV")
            case 2: put("Port-ID TLV")
            case 3: put("Echo TLV")
            case 4: put("Message Interval TLV")
            case 5: put("Timeout Interval TLV")
            case 6: put("Device Name TLV")
            case 7: put("Sequence Number TLV")
            default: put("Unknown")
            }
            put(" (0x"); put(hex: type, digits: 4); put(") TLV, length "); put(decimal: tlvLength)
            guard tlvLength > CiscoL2Field.tlvHeaderLength else { return try udldInvalid(at: cursor, remaining: remaining) }
            let valueLength = tlvLength - CiscoL2Field.tlvHeaderLength
            guard remaining >= valueLength else { return try udldInvalid(at: cursor, remaining: remaining) }
            switch type {
            case 1, 2, 6:
                put(", ")
                try ciscoText(UDLDFields.text, at: cursor, count: valueLength, stopAtNUL: true)
            case 3:
                put(", ")
                report(UDLDFields.echo, bytesAt: cursor, count: valueLength)
                try ciscoText(nil, at: cursor, count: valueLength, stopAtNUL: false)
            case 4, 5:
                guard valueLength == 1 else { return try udldInvalid(at: cursor, remaining: remaining) }
                let seconds = try u8(cursor)
                report(UDLDFields.intervalSeconds, seconds)
                put(", "); put(decimal: seconds); put("s")
            case 7:
                guard valueLength == 4 else { return try udldInvalid(at: cursor, remaining: remaining) }
                let sequence = try u32(cursor)
                report(UDLDFields.sequence, sequence)
                put(", "); put(decimal: sequence)
            default:
                try check(valueLength, at: cursor)
            }
            cursor += valueLength
            remaining -= valueLength
        }
    }

    /// ` (invalid)`, then the rest of the PDU must still be captured.
    private mutating func udldInvalid(at offset: Int, remaining: Int) throws(Truncated) {
        putInvalid()
        try check(remaining, at: offset)
    }

    /// `DTPv1, length N`; -v adds the TLVs up to a type-0 one.
    mutating func dtp(at offset: Int, length: Int) throws(Truncated) {
        proto = "dtp"
        layer(DTPFields.dtp)
        guard length >= 1 else {
            put("[zero packet length]")
            putInvalid()
            return
        }
        let version = try u8(offset)
        report(DTPFields.version, version)
        put("DTPv"); put(decimal: version); put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        var cursor = offset + 1
        var remaining = length - 1
        beginList(DTPFields.tlvs)
        defer { endList() }
        while remaining > 0 {
            guard remaining >= CiscoL2Field.tlvHeaderLength else {
                put("["); put(decimal: remaining); put(" bytes remaining]")
                return try dtpInvalid(at: cursor, remaining: remaining)
            }
            let type = try u16(cursor)
            let tlvLength = Int(try u16(cursor + 2))
            // tcpdump: "should not be but sometimes it is" -- a type 0 ends the walk quietly.
            if type == 0 { return }
            beginItem()
            defer { endItem() }
            report(DTPFields.type, type)
            report(DTPFields.length, tlvLength)
            put("\n\t")
            switch type {
            case 1: put("Domain")
            case 2: put("Status")
            case 3: put("DTP type")
            case 4: put("Neighbor")
            default: put("Unknown")
            }
            put(" (0x"); put(hex: type, digits: 4); put(") TLV, length "); put(decimal: tlvLength)
            guard tlvLength >= CiscoL2Field.tlvHeaderLength, tlvLength <= remaining else {
                put("[invalid TLV length "); put(decimal: tlvLength); put("]")
                return try dtpInvalid(at: cursor, remaining: remaining)
            }
            let value = cursor + CiscoL2Field.tlvHeaderLength
            switch type {
            case 1:
                put(", ")
                try ciscoText(DTPFields.domain, at: value, count: tlvLength - CiscoL2Field.tlvHeaderLength, stopAtNUL: true)
            case 2, 3:
                guard tlvLength == 5 else { return try dtpInvalid(at: cursor, remaining: remaining) }
                let byte = try u8(value)
                report(type == 2 ? DTPFields.status : DTPFields.trunkType, byte)
                put(", 0x"); put(hex: byte)
            case 4:
                guard tlvLength == 10 else { return try dtpInvalid(at: cursor, remaining: remaining) }
                try check(6, at: value)
                report(DTPFields.neighbor, bytesAt: value, count: 6)
                put(", "); try putMAC(at: value)
            default:
                try check(tlvLength, at: cursor)
            }
            cursor += tlvLength
            remaining -= tlvLength
        }
    }

    private mutating func dtpInvalid(at offset: Int, remaining: Int) throws(Truncated) {
        putInvalid()
        try check(remaining, at: offset)
    }

    /// nd_printjnp (`stopAtNUL`) or nd_printjn: up to `count` bytes escaped as tcpdump's
    /// fn_print_char does, each read checked (a cut ends the text where the capture does).
    private mutating func ciscoText(_ field: FieldDescriptor?, at offset: Int, count: Int,
                                    stopAtNUL: Bool) throws(Truncated) {
        var index = offset
        while index < offset + count {
            guard has(1, at: index) else {
                if let field { report(field, bytesAt: offset, count: index - offset) }
                throw Truncated()
            }
            let byte = bytes[index]
            if stopAtNUL && byte == 0 { break }
            putCharacterEscaped(byte)
            index += 1
        }
        if let field { report(field, bytesAt: offset, count: index - offset) }
    }
}

/// tcpdump's UDLD flag table (Dissection is generic, so it lives here).
enum CiscoL2Tables {
    static let udldFlagBits: [(UInt32, StaticString)] = [
        (0x01, "RT"), (0x02, "RSY"), (0x04, "MBZ-2"), (0x08, "MBZ-3"), (0x10, "MBZ-4"), (0x20, "MBZ-5"),
        (0x40, "MBZ-6"), (0x80, "MBZ-7"),
    ]
}
