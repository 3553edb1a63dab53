import Testing
@testable import SwiftNetWire

/// Known answers for the one JSON string escaper (decode, scan and the probe commands use it).
@Suite struct JSONStringTests {
    /// The escaper over raw bytes, as decode hands it packet bytes.
    private func escaped(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        bytes.withUnsafeBufferPointer { JSONString.append($0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func keepsPlainASCII() {
        #expect(JSONString.quoted("GET /index.html") == #""GET /index.html""#)
        #expect(JSONString.quoted("") == #""""#)
    }

    @Test func escapesQuoteAndBackslash() {
        #expect(JSONString.quoted(#"a"b\c"#) == #""a\"b\\c""#)
    }

    @Test func escapesEveryC0ControlAsUnicode() {
        #expect(JSONString.quoted("\u{0}") == #""\u0000""#)
        #expect(JSONString.quoted("a\nb\tc\rd") == #""a\u000ab\u0009c\u000dd""#)
        #expect(JSONString.quoted("\u{1b}[31m") == #""\u001b[31m""#)
        #expect(JSONString.quoted("\u{1f}") == #""\u001f""#)
    }

    @Test func escapesDEL() {
        #expect(JSONString.quoted("a\u{7f}b") == #""a\u007fb""#)
        #expect(escaped([0x7f]) == #""\u007f""#)
    }

    @Test func escapesEveryC1Control() {
        for value in 0x80...0x9f {
            let scalar = Unicode.Scalar(UInt32(value))!
            let hex = String(value, radix: 16)
            #expect(JSONString.quoted(String(Character(scalar))) == "\"\\u00\(hex)\"")
        }
        // CSI (0x9b), the one a terminal acts on, from raw bytes.
        #expect(escaped([0x41, 0xc2, 0x9b, 0x42]) == #""A\u009bB""#)
    }

    @Test func keepsNonASCIIUTF8() {
        // U+00A0 (right after the C1 block), é, €, and a 4-byte emoji stay as they are.
        #expect(JSONString.quoted("\u{a0}é€😀") == "\"\u{a0}é€😀\"")
        #expect(escaped([0xc2, 0xa0]) == "\"\u{a0}\"")
    }

    @Test func replacesEachByteOfIllFormedUTF8() {
        // A lone continuation byte, a truncated 2-byte sequence at the end, an overlong 0xc0 0x80,
        // and a surrogate (0xed 0xa0 0x80) each give U+FFFD per byte.
        #expect(escaped([0x80]) == "\"\u{fffd}\"")
        #expect(escaped([0x41, 0xc3]) == "\"A\u{fffd}\"")
        #expect(escaped([0xc0, 0x80]) == "\"\u{fffd}\u{fffd}\"")
        #expect(escaped([0xed, 0xa0, 0x80]) == "\"\u{fffd}\u{fffd}\u{fffd}\"")
        // A cut C1 lead byte is ill-formed, not a control.
        #expect(escaped([0xc2]) == "\"\u{fffd}\"")
    }
}
