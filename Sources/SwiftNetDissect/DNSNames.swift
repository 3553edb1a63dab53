// Domain names (RFC 1035 3.1, 4.1.4 compression; RFC 2673 bit-string labels) as tcpdump 4.99 skips
// and prints them. Positions are plain indexes into the packet; every read is checked against the
// captured end, so a name that runs off the capture ends the message instead of reading past it.

/// Label type in the top two bits of a length byte (RFC 1035 4.1.4, RFC 6891 4.2 for 01).
let dnsLabelTypeMask: UInt8 = 0xc0
let dnsLabelPointer: UInt8 = 0xc0
let dnsLabelExtended: UInt8 = 0x40
let dnsLabelReserved: UInt8 = 0x80
/// Extended label type 1: a bit-string label (RFC 2673, historic).
let dnsExtendedBitLabel: UInt8 = 0x01
/// RFC 1035 3.1: a name is at most 255 bytes; tcpdump stops printing past it.
let dnsMaximumNameLength = 255

extension DNSMessagePrinter {
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
                cursor += 1 + (Self.bitLabelBits(bitCount) + 7) / 8
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

    /// A bit-string label's bit count: 0 means 256 (RFC 2673 3.1).
    @inline(__always)
    static func bitLabelBits(_ count: UInt8) -> Int { count == 0 ? 256 : Int(count) }

    /// The length tcpdump assigns the label starting at `position` (for a bit-string label, its
    /// bytes plus the count byte), or nil for an unreadable or unknown label type, after printing
    /// tcpdump's note for the latter.
    private mutating func labelLength(at position: Int) -> Int? {
        guard let first = bytes.checkedUInt8(at: position, end: end) else { return nil }
        switch first & dnsLabelTypeMask {
        case dnsLabelExtended:
            let kind = first & ~dnsLabelTypeMask
            guard kind == dnsExtendedBitLabel else {
                output.append("<ELT ")
                output.appendDecimal(kind)
                output.append(">")
                return nil
            }
            guard let bitCount = bytes.checkedUInt8(at: position + 1, end: end) else { return nil }
            return (Self.bitLabelBits(bitCount) + 7) / 8 + 1
        case dnsLabelReserved:
            output.append("<BAD LABEL TYPE>")
            return nil
        default:
            return Int(first)
        }
    }

    /// Prints the name at `position` (tcpdump's fqdn_print): labels with a dot after each, `.` for
    /// the root, pointers followed only backwards (`<BAD PTR>` otherwise, which also ends loops),
    /// `<DOMAIN NAME TOO LONG>` past 255 characters. Returns the position after the name as it sits
    /// at `position` (after the first pointer, if any), or nil when the name could not be printed in
    /// full; throws when a bit-string label runs off the capture mid-print.
    ///
    /// `base` is where compression offsets count from: the DNS header.
    mutating func printName(at position: Int, base: Int) throws(DNSTruncated) -> Int? {
        guard var length = labelLength(at: position) else { return nil }
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
            output.append(".")
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
                    output.append("<BAD PTR>")
                    return nil
                }
                maximumOffset = UInt(offset)
                cursor = base + offset
                guard let next = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
                kind = next
                guard let nextLength = labelLength(at: cursor) else { return nil }
                length = nextLength
                cursor += 1
                continue
            case dnsLabelExtended:
                // labelLength accepted only bit-string labels.
                try printBitLabel(at: cursor)
            case dnsLabelReserved:
                output.append("<BAD LABEL TYPE>")
                return nil
            default:
                if nameCharacters + length <= dnsMaximumNameLength {
                    guard appendEscaped(from: cursor, count: length) else { return nil }
                } else if nameCharacters < dnsMaximumNameLength {
                    guard appendEscaped(from: cursor, count: dnsMaximumNameLength - nameCharacters) else {
                        return nil
                    }
                }
                nameCharacters += length
            }
            cursor += length
            if nameCharacters <= dnsMaximumNameLength { output.append(".") }
            nameCharacters += 1
            guard let next = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
            kind = next
            guard let nextLength = labelLength(at: cursor) else { return nil }
            length = nextLength
            cursor += 1
            if !compressed, let current = resume { resume = current + length + 1 }
        }
        if nameCharacters > dnsMaximumNameLength { output.append("<DOMAIN NAME TOO LONG>") }
        return resume
    }

    /// Prints a bit-string label `\[xHEX/BITS]` from its count byte at `position` (RFC 2673 3.2).
    private mutating func printBitLabel(at position: Int) throws(DNSTruncated) {
        let bitCount = Self.bitLabelBits(try byte(at: position))
        let limit = position + 1 + (bitCount + 3) / 4
        output.append("\\[x")
        var cursor = position + 1
        var bits = bitCount
        while cursor < limit && bits > 7 {
            output.appendHex(try byte(at: cursor), digits: 2)
            bits -= 8
            cursor += 1
        }
        if bits > 4 {
            let value = try byte(at: cursor)
            output.appendHex(value & UInt8(truncatingIfNeeded: 0xff << (8 - bits)), digits: 2)
        } else if bits > 0 {
            let value = try byte(at: cursor)
            output.appendHex((value >> 4) & UInt8(truncatingIfNeeded: 0x0f << (4 - bits)), digits: 1)
        }
        output.append("/")
        output.appendDecimal(bitCount)
        output.append("]")
    }

    /// Appends up to `count` bytes from `position` escaped as tcpdump does (`M-` then the low seven
    /// bits for bytes >= 0x80; `^` and the byte xor 0x40 for control bytes and DEL), stopping at the
    /// captured end. False when the end came first. A negative `count` (an underflowed length in the
    /// caller) reads to the end, as tcpdump's unsigned count does.
    mutating func appendEscaped(from position: Int, count: Int) -> Bool {
        var cursor = position
        var remaining = count < 0 ? Int.max : count
        while remaining > 0 && cursor < end {
            guard let value = bytes.checkedUInt8(at: cursor, end: end) else { return false }
            appendEscapedByte(value)
            remaining -= 1
            cursor += 1
        }
        return remaining == 0
    }

    @inline(__always)
    mutating func appendEscapedByte(_ value: UInt8) {
        var character = value
        if character >= 0x80 {
            output.append(UInt8(ascii: "M"))
            output.append(UInt8(ascii: "-"))
            character &= 0x7f
        }
        if character < 0x20 || character == 0x7f {
            output.append(UInt8(ascii: "^"))
            character ^= 0x40
        }
        output.append(character)
    }
}
