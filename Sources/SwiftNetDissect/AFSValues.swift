import Foundation

// The value printers print-rx.c's macros stand for (FIDOUT, STROUT, INTOUT, UINTOUT, DATEOUT,
// STOREATTROUT, UBIK_VERSIONOUT, AFSUUIDOUT, VECOUT, DESTSERVEROUT) and its ACL parser. Each
// advances `cursor` past what it printed. Two ways to stop, as in tcpdump: those returning Bool
// check their span first and return false when it is not captured (the caller prints
// ` [|service]` and the RX line goes on); the `throws` ones are checked reads, which end the
// packet with ` [|rx]`.

extension Dissection {
    /// ` fid VOLUME/VNODE/UNIQUE`.
    mutating func afsFID(_ cursor: inout Int) -> Bool {
        guard has(12, at: cursor) else { return false }
        put(" fid "); put(decimal: bytes.uint32(at: cursor))
        put("/"); put(decimal: bytes.uint32(at: cursor + 4))
        put("/"); put(decimal: bytes.uint32(at: cursor + 8))
        cursor += 12
        return true
    }

    /// ` server A:B:C` (a volume server's destination).
    mutating func afsDestinationServer(_ cursor: inout Int) -> Bool {
        guard has(12, at: cursor) else { return false }
        put(" server "); put(decimal: bytes.uint32(at: cursor))
        put(":"); put(decimal: bytes.uint32(at: cursor + 4))
        put(":"); put(decimal: bytes.uint32(at: cursor + 8))
        cursor += 12
        return true
    }

    /// INTOUT: ` %d`.
    mutating func afsInt(_ cursor: inout Int) throws(Truncated) {
        let value = Int32(bitPattern: try u32(cursor))
        cursor += 4
        put(" "); put(decimal: value)
    }

    /// UINTOUT: ` %u`.
    mutating func afsUInt(_ cursor: inout Int) throws(Truncated) {
        let value = try u32(cursor)
        cursor += 4
        put(" "); put(decimal: value)
    }

    /// UINT64OUT: ` %llu` of a big-endian 64-bit word.
    mutating func afsUInt64(_ cursor: inout Int) throws(Truncated) {
        let high = try u32(cursor)
        let low = try u32(cursor + 4)
        cursor += 8
        put(" "); put(decimal: UInt64(high) << 32 | UInt64(low))
    }

    /// DATEOUT: ` YYYY/MM/DD HH:MM:SS` of the signed seconds since 1970, in UTC (tcpdump uses
    /// localtime; the goldens run with TZ=UTC).
    mutating func afsDate(_ cursor: inout Int) throws(Truncated) {
        let seconds = Int32(bitPattern: try u32(cursor))
        cursor += 4
        put(" ")
        guard Sink.rendersText else { return }
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return }
        put(decimal: Int(parts.tm_year) + 1900); put("/")
        put(decimal: Int(parts.tm_mon) + 1, width: 2); put("/")
        put(decimal: Int(parts.tm_mday), width: 2); put(" ")
        put(decimal: Int(parts.tm_hour), width: 2); put(":")
        put(decimal: Int(parts.tm_min), width: 2); put(":")
        put(decimal: Int(parts.tm_sec), width: 2)
    }

    /// STROUT: ` "TEXT"` of an XDR string (length word, bytes, padding to 4). False (truncated)
    /// when the length is over `maximum` or the bytes are not all captured (those captured are
    /// printed first, as nd_printn does); throws when the length word is not captured.
    mutating func afsString(_ cursor: inout Int, maximum: UInt32) throws(Truncated) -> Bool {
        let count = try u32(cursor)
        guard count <= maximum else { return false }
        cursor += 4
        put(" \"")
        let length = Int(count)
        let captured = Swift.min(length, available(from: cursor))
        for index in 0..<captured { putCharacterEscaped(bytes[cursor + index]) }
        guard captured == length else { return false }
        put("\"")
        cursor += (length + 3) / 4 * 4
        return true
    }

    /// STOREATTROUT: ` StoreStatus` and the fields its mask selects (date, owner, group, mode,
    /// segment size, fsync) from six words.
    mutating func afsStoreStatus(_ cursor: inout Int) -> Bool {
        guard has(24, at: cursor) else { return false }
        let mask = bytes.uint32(at: cursor)
        if mask != 0 { put(" StoreStatus") }
        if mask & 1 != 0 {
            put(" date")
            var date = cursor + 4
            try? afsDate(&date)
        }
        if mask & 2 != 0 { put(" owner "); put(decimal: bytes.uint32(at: cursor + 8)) }
        if mask & 4 != 0 { put(" group "); put(decimal: bytes.uint32(at: cursor + 12)) }
        if mask & 8 != 0 { put(" mode "); putOctal(bytes.uint32(at: cursor + 16) & 0o7777) }
        if mask & 16 != 0 { put(" segsize "); put(decimal: bytes.uint32(at: cursor + 20)) }
        if mask & 1024 != 0 { put(" fsync") }
        cursor += 24
        return true
    }

    /// UBIK_VERSIONOUT: ` EPOCH.COUNTER`.
    mutating func afsUbikVersion(_ cursor: inout Int) -> Bool {
        guard has(8, at: cursor) else { return false }
        put(" "); put(decimal: bytes.uint32(at: cursor))
        put("."); put(decimal: bytes.uint32(at: cursor + 4))
        cursor += 8
        return true
    }

    /// AFSUUIDOUT: ` %08x%04x%04x` then the low byte of each of eight words as `%02x`.
    mutating func afsUUID(_ cursor: inout Int) -> Bool {
        guard has(44, at: cursor) else { return false }
        put(" "); put(hex: bytes.uint32(at: cursor), digits: 8)
        put(hex: bytes.uint32(at: cursor + 4), digits: 4)
        put(hex: bytes.uint32(at: cursor + 8), digits: 4)
        for word in 0..<8 { put(hex: bytes[cursor + 12 + word * 4 + 3], digits: 2) }
        cursor += 44
        return true
    }

    /// VECOUT: ` "TEXT"` from `count` words holding one character each (their low bytes), up to
    /// the first NUL.
    mutating func afsVector(_ cursor: inout Int, count: Int) -> Bool {
        guard has(count * 4, at: cursor) else { return false }
        put(" \"")
        for index in 0..<count {
            let character = bytes[cursor + index * 4 + 3]
            if character == 0 { break }
            putCharacterEscaped(character)
        }
        put("\"")
        cursor += count * 4
        return true
    }

    /// An XDR counted list, print-rx.c's `for (i = 0; i < j; i++)` loops: the count word (a
    /// checked read, throwing when not captured), each entry as `entry` says (those tcpdump
    /// separates with `,` get it between entries), ` <none!>` for an empty list. False (truncated)
    /// when an entry with its own span check is not captured.
    mutating func afsList(_ cursor: inout Int, of entry: AFSListEntry) throws(Truncated) -> Bool {
        let count = try u32(cursor)
        cursor += 4
        var index: UInt32 = 0
        while index < count {
            switch entry {
            case .int:
                try afsInt(&cursor)
            case .vector64:
                guard afsVector(&cursor, count: 64) else { return false }
            case .fid:
                guard afsFID(&cursor) else { return false }
            case .destinationServer:
                guard afsDestinationServer(&cursor) else { return false }
            case .volumeEntry:
                put(" name")
                guard afsVector(&cursor, count: 32) else { return false }
                put(" volid"); try afsUInt(&cursor)
                put(" type")
                // 21 words skipped unchecked; the next name's check catches a cut.
                cursor += 84
            }
            if entry.isCommaSeparated && index != count &- 1 { put(",") }
            index += 1
        }
        if count == 0 { put(" <none!>") }
        return true
    }

    /// An XDR-counted ACL: the length word (checked read), then `afsACL` over the bytes when they
    /// are all captured; false (truncated) when they are not or the length is over `Int32.max`.
    mutating func afsCountedACL(_ cursor: inout Int) throws(Truncated) -> Bool {
        let count = try u32(cursor)
        cursor += 4
        guard count <= Int32.max, has(Int(count), at: cursor) else { return false }
        afsACL(at: cursor, count: Int(count))
        return true
    }

    /// An ACL (its XDR length word read by the caller): the bytes copied as strncpy does (at most
    /// 1024, up to a NUL), then acl_print's sscanf parse: `POS NEG` then POS and NEG lines of
    /// `NAME BITS`, printed ` +{NAME rlidwka}` / ` -{...}` until a line does not parse.
    mutating func afsACL(at start: Int, count: Int) {
        var stop = start
        let limit = start + Swift.min(count, 1024)
        while stop < limit && bytes[stop] != 0 { stop += 1 }
        var scanner = AFSACLScanner(position: start, end: stop)
        guard let positive = scanner.integer(bytes), let negative = scanner.integer(bytes) else { return }
        scanner.skipSpace(bytes)
        guard putAFSACLEntries("+", count: Int32(truncatingIfNeeded: positive), scanner: &scanner) else { return }
        _ = putAFSACLEntries("-", count: Int32(truncatingIfNeeded: negative), scanner: &scanner)
    }

    /// `count` entries `NAME BITS`; false when one does not parse (acl_print returns).
    private mutating func putAFSACLEntries(_ sign: StaticString, count: Int32, scanner: inout AFSACLScanner) -> Bool {
        var entry: Int32 = 0
        while entry < count {
            guard let name = scanner.word(bytes), let bits = scanner.integer(bytes) else { return false }
            scanner.skipSpace(bytes)
            put(" "); put(sign); put("{")
            for index in name { putCharacterEscaped(bytes[index]) }
            put(" ")
            let acl = Int32(truncatingIfNeeded: bits)
            if acl & 1 != 0 { put("r") }
            if acl & 8 != 0 { put("l") }
            if acl & 4 != 0 { put("i") }
            if acl & 16 != 0 { put("d") }
            if acl & 2 != 0 { put("w") }
            if acl & 32 != 0 { put("k") }
            if acl & 64 != 0 { put("a") }
            put("}")
            entry += 1
        }
        return true
    }
}

/// One entry of an `afsList`: the value printer print-rx.c's loop calls.
enum AFSListEntry {
    /// INTOUT.
    case int
    /// VECOUT of 64 words (a protection-server name).
    case vector64
    /// FIDOUT, comma-separated.
    case fid
    /// DESTSERVEROUT, comma-separated.
    case destinationServer
    /// A VLDB entry as the volume server lists it: ` name` VECOUT(32), ` volid` UINTOUT,
    /// ` type` and 21 words skipped; comma-separated.
    case volumeEntry

    var isCommaSeparated: Bool {
        switch self {
        case .int, .vector64: false
        case .fid, .destinationServer, .volumeEntry: true
        }
    }
}

/// The parts of sscanf acl_print uses (`%d`, `%s`, white space) over packet bytes.
struct AFSACLScanner {
    var position: Int
    let end: Int

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0d).contains(byte) }

    mutating func skipSpace(_ bytes: [UInt8]) {
        while position < end && Self.isSpace(bytes[position]) { position += 1 }
    }

    /// `%d` after white space: a sign and digits, clamped as strtol clamps (to 64 bits), the caller
    /// truncating it to an int as scanf does; nil when no digit follows.
    mutating func integer(_ bytes: [UInt8]) -> Int64? {
        skipSpace(bytes)
        var index = position
        var negative = false
        if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let digits = index
        var value: Int64 = 0
        var overflow = false
        while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let digit = Int64(bytes[index] - UInt8(ascii: "0"))
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(digit)
            if o1 || o2 { overflow = true } else { value = sum }
            index += 1
        }
        guard index > digits else { return nil }
        position = index
        if overflow { return negative ? Int64.min : Int64.max }
        return negative ? 0 &- value : value
    }

    /// `%s` after white space: the range of the next run of non-space bytes; nil at the end.
    mutating func word(_ bytes: [UInt8]) -> Range<Int>? {
        skipSpace(bytes)
        let start = position
        while position < end && !Self.isSpace(bytes[position]) { position += 1 }
        return position > start ? start..<position : nil
    }
}
