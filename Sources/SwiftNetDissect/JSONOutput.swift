import SwiftNetPcap
import SwiftNetWire

// Hand-written JSON (RFC 8259) appended to a byte buffer: no Foundation, no String per field. Keys
// are static text written with their punctuation (`,"ttl":`), values are appended in place.

/// The lower-case hex digit for `nibble` (0-15), computed: no table lookup through a lazy global.
@inline(__always)
func jsonHexDigit(_ nibble: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: nibble < 10 ? 48 + nibble : 87 + nibble)
}

/// The growable byte buffer JSON is written into: a raw pointer with a capacity, so each small
/// write is one bounds test and a copy, without Array's uniqueness and growth checks per call
/// (they dominated the profile). Owned by a `JSONStorage`, which frees it.
///
/// Failure contract: every write grows the buffer first; reads of packet bytes go through the
/// caller's bounds-checked accessors.
struct JSONBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count: Int
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
        count = 0
    }

    func deallocate() { base.deallocate() }

    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity - count < extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func removeAll() { count = 0 }

    /// Drops everything written after `mark` (a count read earlier).
    mutating func truncate(to mark: Int) { count = Swift.min(count, Swift.max(0, mark)) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: text.utf8Start, count: length)
        count &+= length
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            if let source = buffer.baseAddress { (base + count).update(from: source, count: buffer.count) }
        }
        count &+= bytes.count
    }

    mutating func append(string text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// Decimal digits of `value`, written back to front into a 20-byte window.
    @inline(__always)
    mutating func appendDecimal(_ value: UInt64) {
        if value < 10 {
            append(UInt8(truncatingIfNeeded: value) &+ 48)
            return
        }
        reserve(20)
        var digits = 1
        var probe = value
        while probe >= 10 { probe /= 10; digits &+= 1 }
        var remaining = value
        var index = count &+ digits
        while index > count {
            index &-= 1
            base[index] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
            remaining /= 10
        }
        count &+= digits
    }

    @inline(__always)
    mutating func appendDecimal<T: BinaryInteger>(_ value: T) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            appendDecimal(UInt64(value.magnitude))
        } else {
            appendDecimal(UInt64(value))
        }
    }

    /// `value` left-padded with zeros to `width` digits.
    mutating func appendDecimal<T: BinaryInteger>(_ value: T, width: Int) {
        var digits = 1
        var probe = UInt64(value)
        while probe >= 10 { probe /= 10; digits += 1 }
        for _ in digits..<Swift.max(digits, width) { append(UInt8(ascii: "0")) }
        appendDecimal(UInt64(value))
    }

    /// Exactly `digits` lower-case hex digits.
    @inline(__always)
    mutating func appendHex<T: FixedWidthInteger>(_ value: T, digits: Int) {
        reserve(digits)
        var shift = (digits - 1) * 4
        while shift >= 0 {
            base[count] = jsonHexDigit(Int(truncatingIfNeeded: value >> T(shift)) & 0xf)
            count &+= 1
            shift -= 4
        }
    }

    /// Lower-case hex without leading zeros.
    mutating func appendHex<T: FixedWidthInteger>(_ value: T) {
        var digits = 1
        while digits < T.bitWidth / 4 && value >> T(digits * 4) != 0 { digits += 1 }
        appendHex(value, digits: digits)
    }

    /// Appends `bytes[start..<end]` as a JSON string, quotes included: `"` and `\` escaped, control
    /// bytes (C0, DEL and C1) as `\u00XX`, other valid UTF-8 kept, every byte of an invalid sequence
    /// as U+FFFD. Reads only inside the array.
    mutating func appendJSONString(_ bytes: [UInt8], from start: Int, to end: Int) {
        append(UInt8(ascii: "\""))
        let end = Swift.min(end, bytes.count)
        var index = Swift.max(0, start)
        while index < end {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7f {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { append(UInt8(ascii: "\\")) }
                append(byte)
                index += 1
            } else if byte < 0x20 || byte == 0x7f {
                // DEL too: JSON allows it raw, but a terminal showing the output should not get it.
                appendJSONControl(byte)
                index += 1
            } else if byte == 0xc2 && index + 1 < end && bytes[index + 1] >= 0x80 && bytes[index + 1] <= 0x9f {
                // C1 controls U+0080-U+009F (0x9b is CSI to a terminal): escaped like C0 ones.
                appendJSONControl(bytes[index + 1])
                index += 2
            } else {
                let length = Self.utf8SequenceLength(bytes, at: index, end: end)
                if length == 0 {
                    append("\u{FFFD}")  // U+FFFD REPLACEMENT CHARACTER
                    index += 1
                } else {
                    for offset in 0..<length { append(bytes[index + offset]) }
                    index += length
                }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends ASCII text known to need no escaping except `"` and `\` (DNS presentation names).
    mutating func appendJSONASCII(_ text: [UInt8]) {
        append(UInt8(ascii: "\""))
        for byte in text {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { append(UInt8(ascii: "\\")) }
            if byte < 0x20 || byte >= 0x7f {
                appendJSONControl(byte)
            } else {
                append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func appendJSONControl(_ byte: UInt8) {
        append("\\u00")
        append(jsonHexDigit(Int(byte >> 4)))
        append(jsonHexDigit(Int(byte & 0xf)))
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode 15, table 3-7), 0 if none.
    static func utf8SequenceLength(_ bytes: [UInt8], at index: Int, end: Int) -> Int {
        let first = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xbf
        switch first {
        case 0xc2...0xdf: length = 2
        case 0xe0: length = 3; low = 0xa0
        case 0xe1...0xec, 0xee...0xef: length = 3
        case 0xed: length = 3; high = 0x9f
        case 0xf0: length = 4; low = 0x90
        case 0xf1...0xf3: length = 4
        case 0xf4: length = 4; high = 0x8f
        default: return 0
        }
        guard index <= end &- length else { return 0 }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xc0 != 0x80 { return 0 }
        return length
    }

    /// `"0x…"` with exactly `digits` hex digits: JSON has no hex numbers, and checksums and flags
    /// read better this way.
    @inline(__always)
    mutating func appendJSONHex<T: FixedWidthInteger>(_ value: T, digits: Int) {
        append("\"0x")
        appendHex(value, digits: digits)
        append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func appendJSONBool(_ value: Bool) {
        if value { append("true") } else { append("false") }
    }

    /// `"198.18.0.1"`.
    @inline(__always)
    mutating func appendJSON(_ address: IPv4Address) {
        append(UInt8(ascii: "\""))
        appendIPv4(address.value)
        append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func appendIPv4(_ value: UInt32) {
        appendDecimal(UInt64(value >> 24))
        append(UInt8(ascii: "."))
        appendDecimal(UInt64((value >> 16) & 0xff))
        append(UInt8(ascii: "."))
        appendDecimal(UInt64((value >> 8) & 0xff))
        append(UInt8(ascii: "."))
        appendDecimal(UInt64(value & 0xff))
    }

    /// RFC 5952 text, as inet_ntop and tcpdump write it (longest zero run of two or more groups as
    /// `::`, the first of equals; `::a.b.c.d` and `::ffff:a.b.c.d` with a dotted tail).
    mutating func appendJSON(_ address: IPv6Address) {
        append(UInt8(ascii: "\""))
        var bestStart = -1
        var bestLength = 0
        var runStart = -1
        for index in 0..<8 {
            if address.group(index) == 0 {
                if runStart < 0 { runStart = index }
                if index - runStart + 1 > bestLength { bestStart = runStart; bestLength = index - runStart + 1 }
            } else {
                runStart = -1
            }
        }
        if bestLength < 2 { bestStart = -1 }
        var index = 0
        while index < 8 {
            if index == bestStart {
                append(UInt8(ascii: ":"))
                index += bestLength
                if index == 8 { append(UInt8(ascii: ":")) }
                continue
            }
            if index > 0 { append(UInt8(ascii: ":")) }
            if index == 6, bestStart == 0, bestLength == 6 || (bestLength == 5 && address.group(5) == 0xffff) {
                appendIPv4(UInt32(truncatingIfNeeded: address.low))
                break
            }
            appendHex(address.group(index))
            index += 1
        }
        append(UInt8(ascii: "\""))
    }

    mutating func appendJSON(_ address: MACAddress) {
        append(UInt8(ascii: "\""))
        var shift = 40
        while shift >= 0 {
            appendHex(UInt8(truncatingIfNeeded: address.value >> UInt64(shift)), digits: 2)
            if shift > 0 { append(UInt8(ascii: ":")) }
            shift -= 8
        }
        append(UInt8(ascii: "\""))
    }

    /// Bytes as a JSON string of lower-case hex pairs.
    mutating func appendJSONHexBytes(_ bytes: [UInt8], from start: Int, to end: Int) {
        append(UInt8(ascii: "\""))
        var index = Swift.max(0, start)
        let end = Swift.min(end, bytes.count)
        while index < end {
            appendHex(bytes[index], digits: 2)
            index += 1
        }
        append(UInt8(ascii: "\""))
    }
}

/// Owns a `JSONBuffer` for an encoder, reused from packet to packet, and frees it.
final class JSONStorage {
    var buffer = JSONBuffer(capacity: 1 << 16)
    deinit { buffer.deallocate() }
}

/// Civil date and time from Unix time, for ISO-8601 timestamps without Foundation.
enum CivilTime {
    /// Year, month, day of `days` since 1970-01-01 (proleptic Gregorian; H. Hinnant's algorithm).
    static func date(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
