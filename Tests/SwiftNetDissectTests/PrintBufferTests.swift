import SwiftNetWire
import Testing
@testable import SwiftNetDissect

/// The raw-pointer output buffer: every number formatter against Swift's own `String(describing:)`
/// at each digit-count boundary, hex, addresses against SwiftNetWire's `[UInt8]` writers, growth
/// from a tiny capacity, and truncation.
@Suite struct PrintBufferTests {
    /// 0, 1, and for every power of ten up to 10^19: the value, one below and one above.
    static let unsignedBoundaries: [UInt64] = {
        var values: [UInt64] = [0, 1, 2, 8, 9, UInt64.max - 1, UInt64.max]
        var power: UInt64 = 10
        for _ in 1...19 {
            values += [power - 1, power, power + 1]
            if power > UInt64.max / 10 { break }
            power *= 10
        }
        return values
    }()

    private func text(_ buffer: PrintBuffer) -> String { String(decoding: buffer.bytes, as: UTF8.self) }

    @Test func decimalUnsignedBoundaries() {
        for value in Self.unsignedBoundaries {
            var buffer = PrintBuffer(capacity: 1)
            buffer.appendDecimal(value)
            #expect(text(buffer) == String(describing: value), "\(value)")
            #expect(PrintBuffer.decimalDigitCount(value) == String(describing: value).count)
        }
    }

    @Test func digitPairTable() {
        let pairs = PrintBuffer.digitPairs
        #expect(pairs.utf8CodeUnitCount == 200)
        let text = pairs.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        #expect(text == (0..<100).map { $0 < 10 ? "0\($0)" : "\($0)" }.joined())
    }

    /// Every octet value, alone and in each position of a dotted quad.
    @Test func everyOctet() {
        for octet in UInt32(0)...255 {
            var buffer = PrintBuffer(capacity: 1)
            buffer.appendIPv4(octet << 24 | octet << 16 | 7 << 8 | octet)
            #expect(text(buffer) == "\(octet).\(octet).7.\(octet)")
        }
    }

    /// Widths 0-20 around every digit count: the value padded to the width, never cut.
    @Test func everyWidthAroundEveryLength() {
        for value in Self.unsignedBoundaries {
            let plain = String(describing: value)
            for width in 0...21 {
                var buffer = PrintBuffer(capacity: 1)
                buffer.appendDecimal(value, width: width)
                let padded = String(repeating: "0", count: Swift.max(0, width - plain.count)) + plain
                #expect(text(buffer) == padded, "\(value) width \(width)")
            }
        }
    }

    @Test func decimalEveryIntegerType() {
        var buffer = PrintBuffer(capacity: 1)
        var expected = ""
        for value in [Int8.min, -1, 0, Int8.max] { buffer.appendDecimal(value); buffer.append(","); expected += "\(value)," }
        for value in [UInt8.min, 9, 10, 99, 100, UInt8.max] { buffer.appendDecimal(value); buffer.append(","); expected += "\(value)," }
        for value in [Int16.min, -10_000, 9_999, Int16.max] { buffer.appendDecimal(value); buffer.append(","); expected += "\(value)," }
        for value in [UInt16.max, 10_000, 65_534] { buffer.appendDecimal(value); buffer.append(","); expected += "\(value)," }
        for value in [Int32.min, -1_000_000_000, 999_999_999, Int32.max] {
            buffer.appendDecimal(value); buffer.append(","); expected += "\(value),"
        }
        for value in [UInt32.max, 4_000_000_000] { buffer.appendDecimal(value); buffer.append(","); expected += "\(value)," }
        for value in [Int64.min, Int64.min + 1, -9_999_999_999_999_999, Int64.max] {
            buffer.appendDecimal(value); buffer.append(","); expected += "\(value),"
        }
        for value in [Int.min, -10, 10, Int.max] { buffer.appendDecimal(value); buffer.append(","); expected += "\(value)," }
        #expect(text(buffer) == expected)
    }

    @Test func decimalWithWidth() {
        let cases: [(Int64, Int, String)] = [
            (0, 0, "0"), (0, 1, "0"), (0, 2, "00"), (7, 6, "000007"), (123_456, 6, "123456"),
            (1_234_567, 6, "1234567"), (999_999_999, 9, "999999999"), (1, 9, "000000001"),
            (59, 2, "59"), (5, 2, "05"), (1970, 4, "1970"), (-5, 3, "-005"), (Int64.min, 2, "-9223372036854775808"),
        ]
        for (value, width, expected) in cases {
            var buffer = PrintBuffer(capacity: 1)
            buffer.appendDecimal(value, width: width)
            #expect(text(buffer) == expected, "\(value) width \(width)")
        }
        var wide = PrintBuffer(capacity: 1)
        wide.appendDecimal(UInt32.max, width: 12)
        #expect(text(wide) == "004294967295")
    }

    @Test func hexMatchesArrayWriters() {
        let values: [UInt16] = [0, 1, 0xf, 0x10, 0xff, 0x100, 0xabc, 0x1000, 0xffff]
        for value in values {
            var buffer = PrintBuffer(capacity: 1)
            var array: [UInt8] = []
            buffer.appendHex(value); array.appendHex(value)
            buffer.append(" "); array.append(" ")
            buffer.appendHex(value, digits: 4); array.appendHex(value, digits: 4)
            buffer.append(" "); array.append(" ")
            buffer.appendHex(UInt8(truncatingIfNeeded: value), digits: 2)
            array.appendHex(UInt8(truncatingIfNeeded: value), digits: 2)
            buffer.appendHex(UInt64(value) << 40); array.appendHex(UInt64(value) << 40)
            #expect(buffer.bytes == array, "\(value)")
        }
        var none = PrintBuffer(capacity: 1)
        none.appendHex(UInt8(5), digits: 0)
        #expect(none.isEmpty)
    }

    @Test(arguments: ["::", "::1", "1::", "2001:db8::1", "2001:db8:0:0:1:0:0:1", "1:0:0:2:0:0:0:3",
                      "fe80::1:2:3:4", "::ffff:198.18.0.1", "::198.18.0.1", "::ffff:0:1", "1:2:3:4:5:6:7:8",
                      "0:1:0:1:0:1:0:1", "::2:0:0:0:0:0:1"])
    func ipv6MatchesWire(_ text: String) throws {
        let address = try #require(IPv6Address(text))
        var buffer = PrintBuffer(capacity: 1)
        var array: [UInt8] = []
        buffer.appendIPv6(address)
        address.write(to: &array)
        #expect(buffer.bytes == array)
    }

    @Test func ipv4AndMACMatchWire() throws {
        for value: UInt32 in [0, 1, 0x0a00_0001, 0xc612_ff00, 0xffff_ffff, 0x6464_6464, 0x0909_0909] {
            var buffer = PrintBuffer(capacity: 1)
            var array: [UInt8] = []
            buffer.appendIPv4(IPv4Address(value))
            IPv4Address(value).write(to: &array)
            #expect(buffer.bytes == array)
        }
        for text in ["02:00:5e:10:00:ff", "00:00:00:00:00:00", "ff:ff:ff:ff:ff:ff", "0a:1b:2c:3d:4e:5f"] {
            let mac = try #require(MACAddress(text))
            var buffer = PrintBuffer(capacity: 1)
            var array: [UInt8] = []
            buffer.append("x")
            buffer.appendMAC(mac)
            mac.write(to: &array)
            #expect(buffer.bytes == Array("x".utf8) + array)
            #expect(String(decoding: array, as: UTF8.self) == text)
        }
    }

    @Test func packedWords() {
        var buffer = PrintBuffer(capacity: 1)
        let clock = Array("12:34:56".utf8)
        buffer.appendPacked(PrintBuffer.pack(clock[...]), length: 8)
        buffer.appendPacked(PrintBuffer.pack(Array("ab".utf8)[...]), length: 2)
        buffer.appendPacked(0, length: 0)
        buffer.append(UInt8(ascii: "."))
        #expect(text(buffer) == "12:34:56ab.")
    }

    @Test func growsTruncatesAndCopiesSlices() {
        var buffer = PrintBuffer(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<500 {
            buffer.append("a literal longer than eight bytes ")
            buffer.append("ab")
            buffer.append(UInt8(round & 0x7f))
            buffer.append(contentsOf: [1, 2, 3])
            buffer.append(contentsOf: [9, 8, 7, 6][1...])
            buffer.append(string: "é")
            expected += Array("a literal longer than eight bytes ab".utf8) + [UInt8(round & 0x7f), 1, 2, 3, 8, 7, 6]
                + Array("é".utf8)
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
        #expect(buffer[3] == expected[3])
        #expect(buffer.bytes(from: expected.count - 5) == Array(expected.suffix(5)))
        #expect(buffer.bytes(from: expected.count + 10).isEmpty)
        buffer.truncate(to: 40)
        #expect(buffer.bytes == Array(expected.prefix(40)))
        buffer.truncate(to: 100)
        #expect(buffer.count == 40)
        buffer.removeSubrange(2...)
        #expect(buffer.bytes == Array("a ".utf8))
        buffer.truncate(to: -3)
        #expect(buffer.isEmpty)
    }

    /// A copy handed back by assignment (the pattern printers use) keeps everything written.
    @Test func handOffByAssignment() {
        var owner = PrintBuffer(capacity: 1)
        owner.append("start ")
        var worker = owner
        for _ in 0..<1000 { worker.append("0123456789") }
        owner = worker
        owner.append(" end")
        #expect(owner.count == 6 + 10_000 + 4)
        #expect(text(owner).hasPrefix("start 0123"))
        #expect(text(owner).hasSuffix("789 end"))
    }
}

/// The placeholder that owns no memory (the text walk holds one between packets).
@Suite struct PrintBufferPlaceholderTests {
    @Test func writingToAPlaceholderAllocates() {
        var buffer = PrintBuffer.placeholder
        #expect(buffer.isEmpty)
        buffer.append("abc")
        for _ in 0..<100 { buffer.append(UInt8(ascii: "x")) }
        #expect(buffer.count == 103)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "abc" + String(repeating: "x", count: 100))
    }

    @Test func swappingKeepsBothBuffers() {
        var real = PrintBuffer(capacity: 8)
        real.append("kept")
        var stand = PrintBuffer.placeholder
        swap(&real, &stand)
        stand.append("!")
        swap(&real, &stand)
        #expect(String(decoding: real.bytes, as: UTF8.self) == "kept!")
        #expect(stand.isEmpty)
    }
}
