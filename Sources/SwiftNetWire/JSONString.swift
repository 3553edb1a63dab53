// The one JSON string escaper (RFC 8259) every JSON writer of swiftnet uses: decode's NDJSON
// (packet bytes through PrintBuffer), scan's --json report and the probe commands' --json lines.
// It lives here, in the module all of them import. Beyond what RFC 8259 requires it escapes DEL
// and the C1 controls U+0080-U+009F too: JSON allows them raw, but a terminal showing the output
// would act on them (0x9b is CSI).

/// Where escaped JSON bytes go: anything with Array's `append(_:)` for one byte.
public protocol JSONByteOutput {
    mutating func append(_ byte: UInt8)
}

extension Array: JSONByteOutput where Element == UInt8 {}

/// JSON string escaping.
///
/// Failure contract: total: any bytes give a valid JSON string; nothing here traps or allocates
/// beyond the output's own growth.
public enum JSONString {
    /// Appends `bytes` as a JSON string, quotes included: `"` and `\` escaped with a backslash,
    /// C0 controls, DEL and C1 controls as `\u00XX` (lower-case hex), other well-formed UTF-8
    /// kept as it is, and each byte of an ill-formed sequence as U+FFFD.
    @inlinable
    public static func append<Output: JSONByteOutput>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Output) {
        output.append(UInt8(ascii: "\""))
        let end = bytes.count
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7f {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { output.append(UInt8(ascii: "\\")) }
                output.append(byte)
                index &+= 1
            } else if byte < 0x20 || byte == 0x7f {
                appendControl(byte, to: &output)
                index &+= 1
            } else if byte == 0xc2 && index &+ 1 < end && bytes[index &+ 1] >= 0x80 && bytes[index &+ 1] <= 0x9f {
                appendControl(bytes[index &+ 1], to: &output)
                index &+= 2
            } else {
                let length = utf8SequenceLength(bytes, at: index)
                if length == 0 {
                    // U+FFFD REPLACEMENT CHARACTER
                    output.append(0xef)
                    output.append(0xbf)
                    output.append(0xbd)
                    index &+= 1
                } else {
                    for offset in 0..<length { output.append(bytes[index &+ offset]) }
                    index &+= length
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string, quotes included (the escapes of `append(_:to:)`).
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        var text = text
        text.withUTF8 { append($0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// `\u00XX` for a control byte.
    @inlinable
    public static func appendControl<Output: JSONByteOutput>(_ byte: UInt8, to output: inout Output) {
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        output.append(UInt8(ascii: "0"))
        output.append(UInt8(ascii: "0"))
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0xf))
    }

    /// The lower-case hex digit of `nibble` (0-15).
    @inlinable
    public static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 48 &+ nibble : 87 &+ nibble }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode 15, table 3-7), 0 if none.
    @inlinable
    public static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
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
        guard index <= bytes.count &- length else { return 0 }
        let second = bytes[index &+ 1]
        guard second >= low && second <= high else { return 0 }
        for offset in 2..<length where bytes[index &+ offset] & 0xc0 != 0x80 { return 0 }
        return length
    }
}
