import Testing
import SwiftNetPcap

/// Damaged files never trap: random byte changes to valid files read to a clean end or one error,
/// never a packet after the error (readAll checks that), and never more data than the file holds.
@Suite struct MutationTests {
    /// A small deterministic generator (xorshift64*) so failures reproduce.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
    }

    static func mutate(_ original: [UInt8], seed: UInt64) -> [UInt8] {
        var generator = Generator(state: seed | 1)
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes[index] ^= 0x80
            default: bytes[index] = [0x00, 0xff, 0x7f, 0x80][Int.random(in: 0..<4, using: &generator)]
            }
        }
        return bytes
    }

    @Test(arguments: ["pcap", "pcap-big", "pcapng"])
    func randomDamageIsAlwaysACleanResult(kind: String) {
        let original: [UInt8]
        switch kind {
        case "pcap": original = PcapReaderTests.classicFile(magic: 0xa1b2_c3d4, bigEndian: false)
        case "pcap-big": original = PcapReaderTests.classicFile(magic: 0xa1b2_3c4d, bigEndian: true)
        default: original = PcapNGReaderTests.twoSectionFile().bytes
        }
        var outcomes = [0, 0]
        for seed in 1...3000 {
            let damaged = Self.mutate(original, seed: UInt64(seed) &* 0x9e37_79b9_7f4a_7c15)
            let result = readAll(damaged)
            let total = result.packets.reduce(0) { $0 + $1.data.count }
            #expect(total <= damaged.count, "seed \(seed)")
            outcomes[result.error == nil ? 0 : 1] += 1
        }
        // Both outcomes occur, so the mutations do reach the checks.
        #expect(outcomes[0] > 0 && outcomes[1] > 0)
    }
}
