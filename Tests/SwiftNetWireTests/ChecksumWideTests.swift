import SwiftNetWire
import Testing

/// InternetChecksum adds eight bytes at a time: its value must equal the plain RFC 1071 sum of
/// 16-bit words for every start offset, every length and every pairing of odd tails, including
/// all-zero and all-0xff data (where 0x0000 and 0xffff differ).
@Suite struct ChecksumWideTests {
    /// RFC 1071's loop, two bytes at a time.
    static func reference(_ bytes: [UInt8], from start: Int, to end: Int, seed: UInt64 = 0) -> UInt16 {
        var sum = seed
        var index = start
        while index + 1 < end {
            sum += UInt64(bytes[index]) << 8 | UInt64(bytes[index + 1])
            index += 2
        }
        if index < end { sum += UInt64(bytes[index]) << 8 }
        while sum > 0xffff { sum = (sum & 0xffff) + (sum >> 16) }
        return ~UInt16(sum)
    }

    static func data(_ count: Int, fill: UInt8? = nil) -> [UInt8] {
        var state: UInt32 = 0x9e37_79b9
        return (0..<count).map { _ in
            if let fill { return fill }
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    @Test(arguments: [nil, 0x00, 0xff, 0x80] as [UInt8?])
    func everyOffsetAndLength(_ fill: UInt8?) {
        let bytes = Self.data(200, fill: fill)
        for start in 0..<12 {
            for end in start...min(bytes.count, start + 90) {
                #expect(InternetChecksum.compute(bytes, from: start, to: end) == Self.reference(bytes, from: start, to: end),
                        "start \(start) end \(end)")
            }
        }
    }

    @Test func largeAndChained() {
        let bytes = Self.data(70_000)
        #expect(InternetChecksum.compute(bytes) == Self.reference(bytes, from: 0, to: bytes.count))
        // Pieces added one after the other (even-length pieces keep the word pairing).
        var checksum = InternetChecksum()
        checksum.add(UInt16(0x1234))
        checksum.add(bytes, from: 0, to: 1000)
        checksum.add(bytes, from: 1000, to: 70_000)
        #expect(checksum.value == Self.reference(bytes, from: 0, to: bytes.count, seed: 0x1234))
        // Out-of-range requests are clamped, never trap.
        #expect(InternetChecksum.compute(bytes, from: 69_990, to: 80_000) == Self.reference(bytes, from: 69_990, to: 70_000))
        #expect(InternetChecksum.compute(bytes, from: -5, to: 3) == Self.reference(bytes, from: 0, to: 3))
    }
}
