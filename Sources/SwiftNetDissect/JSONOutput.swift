import SwiftNetPcap
import SwiftNetWire

// Hand-written JSON (RFC 8259) appended to a byte buffer: no Foundation, no String per field. Keys
// are static text written with their punctuation (`,"ttl":`), values are appended in place.

/// Lets the shared escaper (`JSONString`, SwiftNetWire) write straight into the buffer.
extension PrintBuffer: JSONByteOutput {}

// The JSON-only writers of PrintBuffer (the buffer itself and its number, hex and address writers
// are in PrintBuffer.swift).
extension PrintBuffer {
    /// Appends `bytes[start..<end]` as a JSON string, quotes included, with the one escaper all
    /// of swiftnet's JSON uses (`JSONString` in SwiftNetWire: `"` and `\` escaped, C0, DEL and C1
    /// controls as `\u00XX`, other valid UTF-8 kept, every byte of an invalid sequence as U+FFFD).
    /// Reads only inside the array (the range is clamped to it).
    mutating func appendJSONString(_ bytes: [UInt8], from start: Int, to end: Int) {
        let end = Swift.min(end, bytes.count)
        let start = Swift.min(Swift.max(0, start), end)
        bytes.withUnsafeBufferPointer { all in
            JSONString.append(UnsafeBufferPointer(rebasing: all[start..<end]), to: &self)
        }
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
    mutating func appendJSONControl(_ byte: UInt8) { JSONString.appendControl(byte, to: &self) }

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

    /// RFC 5952 text, as inet_ntop and tcpdump write it, in quotes.
    mutating func appendJSON(_ address: IPv6Address) {
        append(UInt8(ascii: "\""))
        appendIPv6(address)
        append(UInt8(ascii: "\""))
    }

    mutating func appendJSON(_ address: MACAddress) {
        append(UInt8(ascii: "\""))
        appendMAC(address)
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
