// TFTP (RFC 1350, option extension RFC 2347) on UDP 69 as tcpdump's tftp_print prints it: `TFTP,
// length N, OPCODE` then the request's file name, mode and options, the block number, or the error
// code and message. Strings are NUL-terminated within the message; one that runs past the message or
// the capture ends the line with ` [|tftp]` after what was printed of it.

enum TFTPField {
    static func opcodeName(_ opcode: UInt16) -> StaticString? {
        switch opcode {
        case 1: "RRQ"
        case 2: "WRQ"
        case 3: "DATA"
        case 4: "ACK"
        case 5: "ERROR"
        case 6: "OACK"
        default: nil
        }
    }

    static func errorName(_ code: UInt16) -> StaticString? {
        switch code {
        case 0: "EUNDEF"
        case 1: "ENOTFOUND"
        case 2: "EACCESS"
        case 3: "ENOSPACE"
        case 4: "EBADOP"
        case 5: "EBADID"
        case 6: "EEXISTS"
        case 7: "ENOUSER"
        default: nil
        }
    }
}

extension Dissection {
    mutating func tftp(at offset: Int, length: Int) throws(Truncated) {
        proto = "tftp"
        layer(TFTPFields.tftp)
        report(TFTPFields.length, length)
        put("TFTP, length "); put(decimal: length)
        guard length >= 2 else {
            putTruncationMarker()
            return
        }
        let opcode = try u16(offset)
        report(TFTPFields.opcode, opcode)
        guard let name = TFTPField.opcodeName(opcode) else {
            put(", tftp-#"); put(decimal: opcode)
            return
        }
        report(TFTPFields.opcodeName, label: name)
        put(", "); put(name)
        var cursor = offset + 2
        var left = length - 2
        switch opcode {
        case 1, 2:
            guard left > 0 else { return putTruncationMarker() }
            put(" \"")
            let used = try tftpString(at: cursor, limit: left, field: TFTPFields.filename)
            put("\"")
            guard used > 0 else { return putTruncationMarker() }
            cursor += used
            left -= used
            guard left > 0 else { return putTruncationMarker() }
            put(" ")
            let modeUsed = try tftpString(at: cursor, limit: left, field: TFTPFields.mode)
            guard modeUsed > 0 else { return putTruncationMarker() }
            try tftpOptions(at: cursor + modeUsed, left: left - modeUsed)
        case 6:
            try tftpOptions(at: cursor, left: left)
        case 3, 4:
            guard left >= 2 else { return putTruncationMarker() }
            let block = try u16(cursor)
            report(TFTPFields.block, block)
            put(" block "); put(decimal: block)
        default:  // 5, ERROR
            guard left >= 2 else { return putTruncationMarker() }
            let code = try u16(cursor)
            report(TFTPFields.errorCode, code)
            if let errorName = TFTPField.errorName(code) {
                report(TFTPFields.errorName, label: errorName)
                put(" "); put(errorName)
            } else {
                put(" tftp-err-#"); put(decimal: code); put(" \"")
            }
            cursor += 2
            left -= 2
            guard left > 0 else { return putTruncationMarker() }
            put(" \"")
            let used = try tftpString(at: cursor, limit: left, field: TFTPFields.errorMessage)
            put("\"")
            if used == 0 { putTruncationMarker() }
        }
    }

    /// The option strings after a request's mode, or an OACK's (each after a space unless empty).
    private mutating func tftpOptions(at start: Int, left total: Int) throws(Truncated) {
        var cursor = start
        var left = total
        beginList(TFTPFields.options)
        defer { endList() }
        while left != 0 {
            if try u8(cursor) != 0 { put(" ") }
            let used = try tftpString(at: cursor, limit: left, field: TFTPFields.option)
            // The marker closes the open list in JSON; the deferred endList then finds none.
            guard used > 0 else { return putTruncationMarker() }
            cursor += used
            left -= used
        }
    }

    /// tcpdump's nd_printztn: the characters before a NUL, escaped, at most `limit` bytes; returns the
    /// bytes used with the NUL, or 0 when no NUL came within `limit` or the capture (what was read
    /// is printed all the same). Reports the string when it ended properly.
    private mutating func tftpString(at start: Int, limit: Int, field: FieldDescriptor) throws(Truncated) -> Int {
        var index = start
        while index - start < limit {
            guard index < end else { return 0 }
            let byte = bytes[index]
            index += 1
            if byte == 0 {
                report(field, bytesAt: start, count: index - 1 - start)
                return index - start
            }
            putCharacterEscaped(byte)
        }
        return 0
    }
}
