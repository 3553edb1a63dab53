// Redis RESP on TCP 6379 as tcpdump's resp_print prints it: `: RESP` then every item of the
// segment in order (pipelined commands too): strings, errors and integers as ` "text"`, bulk
// strings as ` "bytes"` (escaped as fn_print_char), arrays as their elements, ` empty`, ` null`,
// and tcpdump's words for bad lengths. An item the segment or capture ends inside prints
// ` [|resp]` and ends the walk.
//
// tcpdump recurses into nested arrays; this walk keeps a count of the items still owed instead
// (the order of the items is the same), so a deeply nested packet cannot exhaust the stack.

/// RESP's type bytes.
enum RESPField {
    static let port: UInt16 = 6379
    static let simpleString = UInt8(ascii: "+")
    static let error = UInt8(ascii: "-")
    static let integer = UInt8(ascii: ":")
    static let bulkString = UInt8(ascii: "$")
    static let array = UInt8(ascii: "*")
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
}

/// A bulk string or array length as tcpdump's resp_get_length reads it.
private enum RESPLength {
    case value(Int)
    case null
    case truncated
    case tooLarge
    case negative
    case invalid
}

extension Dissection {
    /// Every RESP item of the segment.
    ///
    /// Failure contract: an item the segment ends inside prints ` [|resp]` and returns; the
    /// capture ending inside a type byte, a length or an inline command throws `Truncated`
    /// (where tcpdump 4.99's GET_U_1 jumps out), elsewhere it prints the marker and returns.
    mutating func resp(at offset: Int, length: Int) throws(Truncated) {
        proto = "resp"
        layer(RESPFields.resp)
        put(": RESP")
        beginList(RESPFields.items)
        defer { endList() }
        var cursor = offset
        var left = length
        var complete = true
        // Items an array header announced and that must still follow (tcpdump's recursion).
        var owed = 0
        while left > 0 || owed > 0 {
            if owed > 0 { owed -= 1 }
            beginItem()
            defer { endItem() }
            let used = try respItem(at: cursor, length: left, owed: &owed)
            guard let used else { complete = false; break }
            cursor += used
            left -= used
        }
        if !complete { putTruncationMarker() }
    }

    /// One item; the bytes it used, nil where tcpdump gives up (`[|resp]`).
    private mutating func respItem(at start: Int, length: Int, owed: inout Int) throws(Truncated) -> Int? {
        guard length >= 1 else { return nil }
        let type = try u8(start)
        switch type {
        case RESPField.simpleString, RESPField.error, RESPField.integer:
            report(RESPFields.type, label: type == RESPField.simpleString ? "simple_string"
                   : type == RESPField.error ? "error" : "integer")
            guard let stop = respFindCRLF(from: start + 1, left: length - 1) else { return nil }
            respSegment(start + 1, count: stop - start - 1)
            return stop + 2 - start
        case RESPField.bulkString, RESPField.array:
            let isArray = type == RESPField.array
            report(RESPFields.type, label: isArray ? "array" : "bulk_string")
            var cursor = start + 1
            var left = length - 1
            let value = try respLength(&cursor, &left)
            switch value {
            case .value(let count):
                report(RESPFields.length, count)
                if isArray {
                    if count == 0 { put(" empty") } else { owed += count }
                    return cursor - start
                }
                if count == 0 {
                    put(" empty")
                } else {
                    guard left >= count, has(count, at: cursor) else { return nil }
                    respSegment(cursor, count: count)
                    cursor += count
                    left -= count
                }
                // tcpdump skips whatever lies before the next CRLF.
                guard let stop = respFindCRLF(from: cursor, left: left) else { return nil }
                return stop + 2 - start
            case .null:
                report(RESPFields.null, bool: true)
                put(" null")
            case .truncated:
                return nil
            case .tooLarge:
                report(RESPFields.lengthError, label: "too large")
                put(" length too large")
            case .negative:
                report(RESPFields.lengthError, label: "negative")
                put(" length negative and not -1")
            case .invalid:
                report(RESPFields.lengthError, label: "invalid")
                put(" invalid")
            }
            return cursor - start
        default:
            report(RESPFields.type, label: "inline")
            var cursor = start
            var left = length
            guard respSkipLineEnds(&cursor, &left) else { return nil }
            let text = cursor
            while true {
                guard left >= 1 else { return nil }
                let byte = try u8(cursor)
                if byte == RESPField.cr || byte == RESPField.lf { break }
                cursor += 1
                left -= 1
            }
            respSegment(text, count: cursor - text)
            guard respSkipLineEnds(&cursor, &left) else { return nil }
            return cursor - start
        }
    }

    /// The index of the next CRLF within `left` bytes (FIND_CRLF), nil when there is none.
    private func respFindCRLF(from start: Int, left: Int) -> Int? {
        var index = start
        var remaining = left
        while remaining >= 2, has(2, at: index) {
            if bytes[index] == RESPField.cr && bytes[index + 1] == RESPField.lf { return index }
            index += 1
            remaining -= 1
        }
        return nil
    }

    /// CONSUME_CR_OR_LF: every CR and LF in a row; false when the data ends before any.
    private func respSkipLineEnds(_ cursor: inout Int, _ left: inout Int) -> Bool {
        var found = false
        while left > 0, has(1, at: cursor) {
            let byte = bytes[cursor]
            guard byte == RESPField.cr || byte == RESPField.lf else { return true }
            found = true
            cursor += 1
            left -= 1
        }
        return found
    }

    /// resp_get_length: `[-]digits\r\n`, with tcpdump's overflow and sign rules; advances past
    /// what it read (one byte past a bad character).
    private func respLength(_ cursor: inout Int, _ left: inout Int) throws(Truncated) -> RESPLength {
        guard left > 0 else { return .truncated }
        var negative = false
        if try u8(cursor) == UInt8(ascii: "-") {
            negative = true
            cursor += 1
            left -= 1
        }
        var result: Int32 = 0
        var sawDigit = false
        var tooLarge = false
        while true {
            guard left > 0 else { return .truncated }
            let c = try u8(cursor)
            guard c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") else {
                if !sawDigit {
                    cursor += 1
                    left -= 1
                    return .invalid
                }
                break
            }
            let digit = Int32(c - UInt8(ascii: "0"))
            if result > Int32.max / 10 {
                tooLarge = true
            } else {
                result *= 10
                if result == (Int32.max / 10) * 10 && digit > Int32.max % 10 {
                    tooLarge = true
                } else {
                    result += digit
                }
            }
            cursor += 1
            left -= 1
            sawDigit = true
        }
        guard bytes[cursor] == RESPField.cr else {
            cursor += 1
            left -= 1
            return .invalid
        }
        cursor += 1
        left -= 1
        guard left > 0 else { return .truncated }
        guard try u8(cursor) == RESPField.lf else {
            cursor += 1
            left -= 1
            return .invalid
        }
        cursor += 1
        left -= 1
        if negative { return tooLarge || result != 1 ? .negative : .null }
        return tooLarge ? .tooLarge : .value(Int(result))
    }

    /// ` "text"` with fn_print_char escapes (the bytes are captured).
    private mutating func respSegment(_ start: Int, count: Int) {
        report(RESPFields.value, bytesAt: start, count: count)
        put(" \"")
        if Sink.rendersText {
            for index in start..<(start + count) { putCharacterEscaped(bytes[index]) }
        }
        put("\"")
    }
}
