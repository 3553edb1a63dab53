import Testing
@testable import SwiftNetWire

@Suite struct AddressTests {
    @Test(arguments: [
        ("2001:db8::1", "2001:db8::1"),
        ("::", "::"),
        ("::1", "::1"),
        ("1::", "1::"),
        ("2001:db8:0:1:0:0:0:1", "2001:db8:0:1::1"),
        ("2001:0:0:1:0:0:0:1", "2001:0:0:1::1"),
        ("2001:db8:1:1:1:1:0:1", "2001:db8:1:1:1:1:0:1"),
        ("::ffff:198.18.0.1", "::ffff:198.18.0.1"),
        ("::198.18.0.1", "::198.18.0.1"),
        ("fe80::a:b", "fe80::a:b"),
    ])
    func ipv6RoundTripsToInetNtopText(input: String, expected: String) throws {
        let address = try #require(IPv6Address(input))
        #expect(address.description == expected)
        #expect(IPv6Address(address.bytes, at: 0) == address)
    }

    @Test(arguments: ["", ":", "1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", "g::", "1:2:3:4:5:6:7", ":::1"])
    func ipv6RejectsBadText(input: String) {
        #expect(IPv6Address(input) == nil)
    }

    @Test func ipv4ParsesAndFormats() throws {
        let address = try #require(IPv4Address("198.18.0.255"))
        #expect(address == IPv4Address(198, 18, 0, 255))
        #expect(address.description == "198.18.0.255")
        for bad in ["", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1..2.3", "a.b.c.d", "1.2.3.4 "] {
            #expect(IPv4Address(bad) == nil, "\(bad)")
        }
    }

    @Test func macFormatsLowerCaseWithColons() {
        #expect(MACAddress(0x0a1b_2c3d_4e5f).description == "0a:1b:2c:3d:4e:5f")
        #expect(MACAddress("0A:1b:2c:3d:4e:5f") == MACAddress(0x0a1b_2c3d_4e5f))
    }

    @Test func decimalAndHexFormattingIsExact() {
        var out: [UInt8] = []
        out.appendDecimal(0); out.append(" "); out.appendDecimal(4_294_967_295); out.append(" ")
        out.appendDecimal(-42); out.append(" "); out.appendDecimal(7, width: 3); out.append(" ")
        out.appendHex(UInt16(0x0f0)); out.append(" "); out.appendHex(UInt8(0xa), digits: 2)
        #expect(String(decoding: out, as: UTF8.self) == "0 4294967295 -42 007 f0 0a")
    }

    @Test func decimalFormattingCoversEveryWidthAndTheExtremes() {
        for value in [Int64.min, -1, 0, 9, 10, 99, 100, 65_535, 1_000_000_007, Int64.max] {
            var out: [UInt8] = []
            out.appendDecimal(value)
            #expect(String(decoding: out, as: UTF8.self) == String(value))
        }
        var out: [UInt8] = []
        out.appendDecimal(UInt64.max)
        #expect(String(decoding: out, as: UTF8.self) == "18446744073709551615")
        var power: UInt64 = 1
        for _ in 0..<19 {
            for value in [power - 1, power, power + 1] {
                var text: [UInt8] = []
                text.appendDecimal(value)
                #expect(String(decoding: text, as: UTF8.self) == String(value))
            }
            power *= 10
        }
    }

    @Test func internetChecksumMatchesRFC1071Example() {
        // RFC 1071 section 3 example: words 0001 f203 f4f5 f6f7 sum to ddf2, complement 220d.
        #expect(InternetChecksum.compute([0x00, 0x01, 0xf2, 0x03, 0xf4, 0xf5, 0xf6, 0xf7]) == 0x220d)
        // Odd length pads with zero.
        #expect(InternetChecksum.compute([0x01]) == ~UInt16(0x0100))
    }
}
