import SwiftNetWire

// Domain names (RFC 1035 3.1, 4.1.4 compression; RFC 2673 bit-string labels) as tcpdump 4.99 skips
// and prints them, and as the JSON reports them (RFC 1035 5.1 presentation form): one decompressor
// for both. Positions are plain indexes into the packet; every read is checked against the captured
// end, so a name that runs off the capture ends the message instead of reading past it.

/// Label type in the top two bits of a length byte (RFC 1035 4.1.4, RFC 6891 4.2 for 01).
let dnsLabelTypeMask: UInt8 = 0xc0
let dnsLabelPointer: UInt8 = 0xc0
let dnsLabelExtended: UInt8 = 0x40
let dnsLabelReserved: UInt8 = 0x80
/// Extended label type 1: a bit-string label (RFC 2673, historic).
let dnsExtendedBitLabel: UInt8 = 0x01
/// RFC 1035 3.1: a name is at most 255 bytes; tcpdump stops printing past it.
let dnsMaximumNameLength = 255

extension Dissection {
    /// The position after the name at `position`, or nil when it runs off the capture or uses a
    /// label type that cannot be skipped (tcpdump's ns_nskip). A pointer ends the name: two bytes.
    func skipName(at position: Int) -> Int? {
        var cursor = position
        guard var length = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
        cursor += 1
        while length != 0 {
            switch length & dnsLabelTypeMask {
            case dnsLabelPointer:
                return cursor + 1
            case dnsLabelExtended:
                guard length & ~dnsLabelTypeMask == dnsExtendedBitLabel,
                      let bitCount = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
                cursor += 1 + (dnsBitLabelBits(bitCount) + 7) / 8
            case dnsLabelReserved:
                return nil
            default:
                cursor += Int(length)
            }
            guard let next = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
            length = next
            cursor += 1
        }
        return cursor
    }

    /// The length tcpdump assigns the label starting at `position` (for a bit-string label, its
    /// bytes plus the count byte), or nil for an unreadable or unknown label type, after printing
    /// tcpdump's note for the latter (a JSON walk calls that malformed).
    private mutating func dnsLabelLength(at position: Int) throws(DNSStop) -> Int? {
        guard let first = bytes.checkedUInt8(at: position, end: end) else { return nil }
        switch first & dnsLabelTypeMask {
        case dnsLabelExtended:
            let kind = first & ~dnsLabelTypeMask
            guard kind == dnsExtendedBitLabel else {
                if Sink.collectsFields { throw .malformed("unknown label type") }
                put("<ELT "); put(decimal: kind); put(">")
                return nil
            }
            guard let bitCount = bytes.checkedUInt8(at: position + 1, end: end) else { return nil }
            return (dnsBitLabelBits(bitCount) + 7) / 8 + 1
        case dnsLabelReserved:
            if Sink.collectsFields { throw .malformed("unknown label type") }
            put("<BAD LABEL TYPE>")
            return nil
        default:
            return Int(first)
        }
    }

    /// Prints the name at `position` (tcpdump's fqdn_print) and, given a `field`, reports it as a
    /// JSON string in presentation form. Text: labels with a dot after each, `.` for the root,
    /// pointers followed only backwards (`<BAD PTR>` otherwise, which also ends loops),
    /// `<DOMAIN NAME TOO LONG>` past 255 characters. Returns the position after the name as it sits
    /// at `position` (after the first pointer, if any), or nil when the name could not be printed
    /// in full; throws when a bit-string label runs off the capture mid-print. A JSON walk never
    /// returns nil: it throws `truncated`, or `malformed` for a pointer that does not point
    /// backwards, an unknown label type or a name longer than 255 bytes.
    ///
    /// `base` is where compression offsets count from: the DNS header.
    mutating func dnsName(at position: Int, base: Int, field: FieldDescriptor? = nil) throws(DNSStop) -> Int? {
        var json = false
        if Sink.collectsFields, let field { json = beginStringReport(field) }
        guard let next = try dnsNameLabels(at: position, base: base, json: json) else {
            if Sink.collectsFields { throw .truncated }
            return nil
        }
        if json { endStringReport() }
        return next
    }

    private mutating func dnsNameLabels(at position: Int, base: Int, json: Bool) throws(DNSStop) -> Int? {
        guard var length = try dnsLabelLength(at: position) else { return nil }
        guard var kind = bytes.checkedUInt8(at: position, end: end) else { return nil }
        // tcpdump compares offsets as unsigned: a name before `base` makes every pointer "backward".
        var maximumOffset = UInt(bitPattern: position - base)
        var cursor = position + 1
        var resume: Int? = nil
        var compressed = false
        var nameCharacters = 0
        if kind & dnsLabelTypeMask != dnsLabelPointer {
            resume = cursor + length
        }
        guard kind != 0 else {
            put(".")
            if json { putStringReport(UInt8(ascii: ".")) }
            return resume
        }
        while kind != 0 && cursor < end {
            switch kind & dnsLabelTypeMask {
            case dnsLabelPointer:
                if !compressed {
                    resume = cursor + 1
                    compressed = true
                }
                guard let low = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
                let offset = (Int(kind) << 8 | Int(low)) & 0x3fff
                // Pointers must move backwards (BIND's rule): this is what stops loops.
                guard UInt(offset) < maximumOffset else {
                    if Sink.collectsFields { throw .malformed("compression pointer not backwards") }
                    put("<BAD PTR>")
                    return nil
                }
                maximumOffset = UInt(offset)
                cursor = base + offset
                guard let next = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
                kind = next
                guard let nextLength = try dnsLabelLength(at: cursor) else { return nil }
                length = nextLength
                cursor += 1
                continue
            case dnsLabelExtended:
                // dnsLabelLength accepted only bit-string labels.
                try putBitLabel(at: cursor, json: json)
            case dnsLabelReserved:
                if Sink.collectsFields { throw .malformed("unknown label type") }
                put("<BAD LABEL TYPE>")
                return nil
            default:
                if Sink.collectsFields && nameCharacters + length + 1 > dnsMaximumNameLength {
                    throw .malformed("name longer than 255 bytes")
                }
                if nameCharacters + length <= dnsMaximumNameLength {
                    guard putDNSEscaped(from: cursor, count: length) else { return nil }
                    if json {
                        for index in cursor..<(cursor + length) { putPresentation(bytes[index]) }
                    }
                } else if nameCharacters < dnsMaximumNameLength {
                    guard putDNSEscaped(from: cursor, count: dnsMaximumNameLength - nameCharacters) else {
                        return nil
                    }
                }
                nameCharacters += length
            }
            cursor += length
            if nameCharacters <= dnsMaximumNameLength {
                put(".")
                if json { putStringReport(UInt8(ascii: ".")) }
            }
            nameCharacters += 1
            guard let next = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
            kind = next
            guard let nextLength = try dnsLabelLength(at: cursor) else { return nil }
            length = nextLength
            cursor += 1
            if !compressed, let current = resume { resume = current + length + 1 }
        }
        // tcpdump stops quietly when the next label starts at the captured end; JSON calls it cut.
        if Sink.collectsFields && kind != 0 { throw .truncated }
        if nameCharacters > dnsMaximumNameLength { put("<DOMAIN NAME TOO LONG>") }
        // A pointer straight to the root prints nothing; its presentation form is `.`.
        if json && nameCharacters == 0 { putStringReport(UInt8(ascii: ".")) }
        return resume
    }

    /// Prints a bit-string label `\[xHEX/BITS]` from its count byte at `position` (RFC 2673 3.2);
    /// the JSON name gets the same presentation form.
    private mutating func putBitLabel(at position: Int, json: Bool) throws(DNSStop) {
        guard let count = bytes.checkedUInt8(at: position, end: end) else { throw .truncated }
        let bitCount = dnsBitLabelBits(count)
        let limit = position + 1 + (bitCount + 3) / 4
        put("\\[x")
        if json { putStringReport("\\[x") }
        var cursor = position + 1
        var bits = bitCount
        while cursor < limit && bits > 7 {
            guard let value = bytes.checkedUInt8(at: cursor, end: end) else { throw .truncated }
            putBitLabelHex(value, digits: 2, json: json)
            bits -= 8
            cursor += 1
        }
        if bits > 4 {
            guard let value = bytes.checkedUInt8(at: cursor, end: end) else { throw .truncated }
            putBitLabelHex(value & UInt8(truncatingIfNeeded: 0xff << (8 - bits)), digits: 2, json: json)
        } else if bits > 0 {
            guard let value = bytes.checkedUInt8(at: cursor, end: end) else { throw .truncated }
            putBitLabelHex((value >> 4) & UInt8(truncatingIfNeeded: 0x0f << (4 - bits)), digits: 1, json: json)
        }
        put("/"); put(decimal: bitCount); put("]")
        if json {
            putStringReport(UInt8(ascii: "/"))
            out.appendDecimal(bitCount)
            putStringReport(UInt8(ascii: "]"))
        }
    }

    private mutating func putBitLabelHex(_ value: UInt8, digits: Int, json: Bool) {
        put(hex: value, digits: digits)
        if json { out.appendHex(value, digits: digits) }
    }

    /// One byte of a label in RFC 1035 5.1 / RFC 4343 presentation form, inside a JSON string:
    /// `.` `\` `"` escaped with a backslash, other bytes outside printable ASCII as `\DDD`.
    @inline(__always)
    private mutating func putPresentation(_ byte: UInt8) {
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
            putStringReport(UInt8(ascii: "\\"))
            putStringReport(byte)
        } else if byte <= 0x20 || byte >= 0x7f {
            putStringReport(UInt8(ascii: "\\"))
            out.appendDecimal(byte, width: 3)
        } else {
            out.append(byte)
        }
    }

    /// Prints up to `count` bytes from `position` escaped as tcpdump does (`M-` then the low seven
    /// bits for bytes >= 0x80; `^` and the byte xor 0x40 for control bytes and DEL), stopping at the
    /// captured end. False when the end came first. A negative `count` (an underflowed length in the
    /// caller) reads to the end, as tcpdump's unsigned count does.
    mutating func putDNSEscaped(from position: Int, count: Int) -> Bool {
        guard Sink.rendersText else { return count <= 0 ? count == 0 : has(count, at: position) }
        var cursor = position
        var remaining = count < 0 ? Int.max : count
        while remaining > 0 && cursor < end {
            guard let value = bytes.checkedUInt8(at: cursor, end: end) else { return false }
            putDNSEscapedByte(value)
            remaining -= 1
            cursor += 1
        }
        return remaining == 0
    }

    @inline(__always)
    private mutating func putDNSEscapedByte(_ value: UInt8) {
        var character = value
        if character >= 0x80 {
            out.append(UInt8(ascii: "M"))
            out.append(UInt8(ascii: "-"))
            character &= 0x7f
        }
        if character < 0x20 || character == 0x7f {
            out.append(UInt8(ascii: "^"))
            character ^= 0x40
        }
        out.append(character)
    }
}

/// A bit-string label's bit count: 0 means 256 (RFC 2673 3.1).
@inline(__always)
func dnsBitLabelBits(_ count: UInt8) -> Int { count == 0 ? 256 : Int(count) }

extension Dissection {
    /// `dnsName` for printers that call tcpdump's fqdn_print outside DNS (DHCPv6, HNCP): nil where
    /// fqdn_print returns NULL (its label checks: a name past the capture, a bad pointer or label
    /// type), and `Truncated` thrown where a bit-string label runs off the capture mid-print
    /// (tcpdump's failed GET there ends the packet). A JSON walk gets nil for every failure.
    mutating func dnsNameOrCaptureEnd(at position: Int, base: Int) throws(Truncated) -> Int? {
        do {
            return try dnsName(at: position, base: base)
        } catch {
            if Sink.rendersText { throw Truncated() }
            return nil
        }
    }
}
