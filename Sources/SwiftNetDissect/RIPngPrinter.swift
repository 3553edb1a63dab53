// RIPng (RFC 2080) on UDP 521 as tcpdump's ripng_print prints it: ` ripng-req N:` or
// ` ripng-resp N:` and each 20-byte route entry as `prefix/len [tag] (metric)`, one per line at -vv;
// a whole-table request is ` ripng-req dump`. A wrong version or a length that is not a whole number
// of entries ends with ` (invalid)`.

enum RIPngField {
    static let headerLength = 4
    static let entryLength = 20
    static let infinity: UInt8 = 16
}

extension Dissection {
    mutating func ripng(at offset: Int, length: Int) throws(Truncated) {
        proto = "ripng"
        layer(RIPngFields.ripng)
        let version = try u8(offset + 1)
        report(RIPngFields.version, version)
        guard version == 1 else {
            put(" [vers "); put(decimal: version); put("]")
            return putInvalid(reason: "version is not 1")
        }
        let command = try u8(offset)
        report(RIPngFields.command, command)
        guard command == 1 || command == 2 else {
            put(" ripng-"); put(decimal: command); put(" ?? "); put(decimal: length)
            return putInvalid(reason: "unknown command")
        }
        guard length >= RIPngField.headerLength else { return putInvalid(reason: "shorter than the header") }
        var left = length - RIPngField.headerLength
        let count = left / RIPngField.entryLength
        let first = offset + RIPngField.headerLength
        if command == 1 && count == 1 {
            let metric = try u8(first + 19)
            if metric == RIPngField.infinity && isZero(at: first, count: 16) {
                put(" ripng-req dump")
                reportRIPngEntries(from: first, count: 1)
                return
            }
        }
        put(command == 1 ? " ripng-req " : " ripng-resp "); put(decimal: count)
        if count * RIPngField.entryLength != left {
            put("["); put(decimal: length); put("]")
        }
        put(":")
        reportRIPngEntries(from: first, count: count)
        var cursor = first
        while left >= RIPngField.entryLength {
            put(verbose > 1 ? "\n\t" : " ")
            // Address and length are both read before either is printed.
            try check(19, at: cursor)
            try putIPv6(at: cursor)
            put("/"); put(decimal: try u8(cursor + 18))
            let tag = try u16(cursor + 16)
            if tag != 0 { put(" ["); put(decimal: tag); put("]") }
            let metric = try u8(cursor + 19)
            if metric != 0 && command == 2 { put(" ("); put(decimal: metric); put(")") }
            left -= RIPngField.entryLength
            cursor += RIPngField.entryLength
        }
        if left != 0 { putInvalid(reason: "a partial route entry") }
    }

    private func isZero(at offset: Int, count: Int) -> Bool {
        for index in offset..<(offset + count) where bytes[index] != 0 { return false }
        return true
    }

    /// JSON: the captured entries, each whole (the text walk decides the truncation point).
    private mutating func reportRIPngEntries(from start: Int, count: Int) {
        guard Sink.collectsFields else { return }
        beginList(RIPngFields.entries)
        var cursor = start
        for _ in 0..<count where has(RIPngField.entryLength, at: cursor) {
            beginItem()
            report(RIPngFields.prefix, bytesAt: cursor, count: 16)
            report(RIPngFields.tag, bytes.uint16(at: cursor + 16))
            report(RIPngFields.prefixLength, bytes[cursor + 18])
            report(RIPngFields.metric, bytes[cursor + 19])
            endItem()
            cursor += RIPngField.entryLength
        }
        endList()
    }
}
