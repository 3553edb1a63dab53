// LBL's wb whiteboard as tcpdump 4.99's wb_print prints it (UDP destination port 4567, or
// `-T wb`): the message type and its page, sequence and site fields; with -v the drawing ops of a
// drawop or repair reply. tcpdump's quirks are kept for byte-identical output: a page vector
// reply takes each state's id count from the HIGH byte of its 16-bit field, a SKIP or HOLE op's
// count is unsigned arithmetic, and a message shorter than its fixed part prints ` (invalid)`.

enum WBField {
    static let headerLength = 12
    static let idFixed = 28
    static let drawOpFixed = 16
    static let repairRequestFixed = 20
    static let repairReplyFixed = 20
    static let pageRequestFixed = 16
    static let pageStateFixed = 16

    static func typeName(_ type: UInt8) -> StaticString {
        switch type {
        case 0: "drawop"
        case 1: "id"
        case 2: "rreq"
        case 3: "rrep"
        case 4: "kill"
        case 5: "preq"
        case 7: "prep"
        default: "unknown"
        }
    }

    static func drawOpName(_ type: UInt8) -> StaticString? {
        switch type {
        case 2: "RECT"
        case 3: "LINE"
        case 4: "ML"
        case 5: "DEL"
        case 6: "XFORM"
        case 7: "ELL"
        case 8: "CHAR"
        case 9: "STR"
        case 10: "NOP"
        case 11: "PSCODE"
        case 12: "PSCOMP"
        case 13: "REF"
        case 14: "SKIP"
        case 15: "HOLE"
        default: nil
        }
    }
}

extension Dissection {
    /// wb_print over the UDP payload (`length` bytes). Throws `Truncated` where the capture ends.
    mutating func wb(at offset: Int, length: Int) throws(Truncated) {
        proto = "wb"
        layer(WBFields.wb)
        guard length >= WBField.headerLength else {
            reportMalformed("shorter than the 12-byte header")
            return putInvalid()
        }
        try check(WBField.headerLength, at: offset)
        let type = bytes[offset + 10]
        let flags = bytes[offset + 11]
        if Sink.collectsFields {
            report(WBFields.source, bytesAt: offset, count: 4)
            report(WBFields.timestamp, u32At: offset + 4)
            report(WBFields.version, u16At: offset + 8)
            report(WBFields.type, type)
            report(WBFields.typeName, label: WBField.typeName(type))
            report(WBFields.flags, flags)
        }
        if flags != 0 { put("*") }
        let body = offset + WBField.headerLength
        let left = length - WBField.headerLength
        let complete: Bool
        switch type {
        case 4:
            put(" wb-kill")
            return
        case 1: complete = try wbID(at: body, length: left)
        case 2: complete = try wbRepairRequest(at: body, length: left)
        case 3: complete = try wbRepairReply(at: body, length: left)
        case 0: complete = try wbDrawOp(at: body, length: left)
        case 5: complete = try wbPageRequest(at: body, length: left)
        case 7: complete = try wbPageReply(at: body, length: left)
        default:
            put(" wb-"); put(decimal: type); put("!")
            complete = false
        }
        if !complete {
            reportMalformed("shorter than the message's fixed part")
            putInvalid()
        }
    }

    /// An announcement: the page state, the highest page, the id/offset pairs, the site name.
    private mutating func wbID(at p: Int, length: Int) throws(Truncated) -> Bool {
        put(" wb-id:")
        guard length >= WBField.idFixed else { return false }
        // printf's arguments are all read before it prints: the line comes whole or not at all.
        try check(24, at: p)
        if Sink.collectsFields {
            report(WBFields.slot, u32At: p + 12)
            report(WBFields.pageSession, bytesAt: p + 16, count: 4)
            report(WBFields.pageNumber, u32At: p + 20)
            report(WBFields.maxSlot, u32At: p)
            report(WBFields.maxPageSession, bytesAt: p + 4, count: 4)
            report(WBFields.maxPageNumber, u32At: p + 8)
        }
        put(" "); put(decimal: bytes.uint32(at: p + 12)); put("/"); try putIPv4(at: p + 16)
        put(":"); put(decimal: bytes.uint32(at: p + 20))
        put(" (max "); put(decimal: bytes.uint32(at: p)); put("/"); try putIPv4(at: p + 4)
        put(":"); put(decimal: bytes.uint32(at: p + 8)); put(") ")
        try check(WBField.idFixed, at: p)
        let count = Int(bytes.uint16(at: p + 24))
        var left = length - WBField.idFixed
        guard left >= 8 * count else { return false }
        left -= 8 * count
        var cursor = p + WBField.idFixed
        for index in 0..<count {
            try check(8, at: cursor)
            put(index == 0 ? "<" : ","); try putIPv4(at: cursor); put(":"); put(decimal: bytes.uint32(at: cursor + 4))
            cursor += 8
        }
        put("> \"")
        // nd_printjnp: up to `left` bytes, ending at a NUL, each read checked.
        let name = cursor
        while cursor < name + left {
            guard has(1, at: cursor) else {
                report(WBFields.siteName, bytesAt: name, count: cursor - name)
                throw Truncated()
            }
            if bytes[cursor] == 0 { break }
            putCharacterEscaped(bytes[cursor])
            cursor += 1
        }
        report(WBFields.siteName, bytesAt: name, count: cursor - name)
        put("\"")
        return true
    }

    private mutating func wbRepairRequest(at p: Int, length: Int) throws(Truncated) -> Bool {
        put(" wb-rreq:")
        guard length >= WBField.repairRequestFixed else { return false }
        try check(WBField.repairRequestFixed, at: p)
        if Sink.collectsFields {
            report(WBFields.siteID, bytesAt: p, count: 4)
            report(WBFields.pageSession, bytesAt: p + 4, count: 4)
            report(WBFields.pageNumber, u32At: p + 8)
            report(WBFields.startSequence, u32At: p + 12)
            report(WBFields.endSequence, u32At: p + 16)
        }
        put(" please repair "); try putIPv4(at: p); put(" "); try putIPv4(at: p + 4)
        put(":"); put(decimal: bytes.uint32(at: p + 8)); put("<"); put(decimal: bytes.uint32(at: p + 12))
        put(":"); put(decimal: bytes.uint32(at: p + 16)); put(">")
        return true
    }

    private mutating func wbPageRequest(at p: Int, length: Int) throws(Truncated) -> Bool {
        put(" wb-preq:")
        guard length >= WBField.pageRequestFixed else { return false }
        try check(12, at: p)
        if Sink.collectsFields {
            report(WBFields.pageSession, bytesAt: p, count: 4)
            report(WBFields.pageNumber, u32At: p + 4)
            report(WBFields.low, u32At: p + 8)
        }
        put(" need "); put(decimal: bytes.uint32(at: p + 8)); put("/"); try putIPv4(at: p)
        put(":"); put(decimal: bytes.uint32(at: p + 4))
        try check(WBField.pageRequestFixed, at: p)
        return true
    }

    /// A page vector reply: `n` page states, each with its id/offset pairs.
    private mutating func wbPageReply(at p: Int, length: Int) throws(Truncated) -> Bool {
        put(" wb-prep:")
        guard length >= 4 else { return false }
        var count = try u32(p)
        report(WBFields.pageCount, count)
        var state = p + 4
        // Each state moves on at least 16 bytes and is read checked: the capture ends the loop.
        while count != 0 {
            try check(12, at: state)
            put(" "); put(decimal: bytes.uint32(at: state)); put("/"); try putIPv4(at: state + 4)
            put(":"); put(decimal: bytes.uint32(at: state + 8))
            try check(WBField.pageStateFixed, at: state)
            // tcpdump reads one byte of the 16-bit id count: its high byte.
            let ids = Int(bytes[state + 12])
            var cursor = state + WBField.pageStateFixed
            for index in 0..<ids {
                try check(8, at: cursor)
                put(index == 0 ? "<" : ","); try putIPv4(at: cursor); put(":"); put(decimal: bytes.uint32(at: cursor + 4))
                cursor += 8
            }
            put(">")
            state = cursor
            count -= 1
        }
        return true
    }

    private mutating func wbRepairReply(at p: Int, length: Int) throws(Truncated) -> Bool {
        put(" wb-rrep:")
        guard length >= WBField.repairReplyFixed else { return false }
        try check(WBField.repairReplyFixed, at: p)
        let start = bytes.uint32(at: p + 12)
        let stop = bytes.uint32(at: p + 16)
        if Sink.collectsFields {
            report(WBFields.siteID, bytesAt: p, count: 4)
            report(WBFields.pageSession, bytesAt: p + 4, count: 4)
            report(WBFields.pageNumber, u32At: p + 8)
            report(WBFields.startSequence, start)
            report(WBFields.endSequence, stop)
        }
        put(" for "); try putIPv4(at: p); put(" "); try putIPv4(at: p + 4)
        put(":"); put(decimal: bytes.uint32(at: p + 8)); put("<"); put(decimal: start)
        put(":"); put(decimal: stop); put(">")
        if verbose > 0 { try wbDrawOps(at: p + 4 + WBField.drawOpFixed, start: start, stop: stop) }
        return true
    }

    private mutating func wbDrawOp(at p: Int, length: Int) throws(Truncated) -> Bool {
        put(" wb-dop:")
        guard length >= WBField.drawOpFixed else { return false }
        try check(WBField.drawOpFixed, at: p)
        let start = bytes.uint32(at: p + 8)
        let stop = bytes.uint32(at: p + 12)
        if Sink.collectsFields {
            report(WBFields.pageSession, bytesAt: p, count: 4)
            report(WBFields.pageNumber, u32At: p + 4)
            report(WBFields.startSequence, start)
            report(WBFields.endSequence, stop)
        }
        put(" "); try putIPv4(at: p); put(":"); put(decimal: bytes.uint32(at: p + 4))
        put("<"); put(decimal: start); put(":"); put(decimal: stop); put(">")
        if verbose > 0 { try wbDrawOps(at: p + WBField.drawOpFixed, start: start, stop: stop) }
        return true
    }

    /// wb_dops: one op per sequence number from `start` to `stop` (SKIP and HOLE jump ahead).
    /// Every op moves on at least 8 bytes and its reads are checked, so the capture bounds the loop
    /// whatever the sequence numbers say.
    private mutating func wbDrawOps(at first: Int, start: UInt32, stop: UInt32) throws(Truncated) {
        put(" <")
        var op = first
        var sequence = start
        while sequence <= stop {
            let type = try u8(op + 7)
            put(" ")
            if let name = WBField.drawOpName(type) { put(name) } else { put("dop-"); put(decimal: type); put("!") }
            if type == 14 || type == 15 {
                let target = try u32(op)
                put(decimal: target &- sequence &+ 1)
                if sequence > target || target > stop {
                    put("[|]")
                    if target < sequence { return }
                }
                sequence = target
            }
            let bodyLength = Int(try u16(op + 4))
            op += (bodyLength + 8 + 3) & ~3
            if sequence == UInt32.max { sequence = 0 } else { sequence += 1 }
        }
        put(" >")
    }
}
