import Foundation
import SwiftNetDissect
import SwiftNetPcap
import Testing

/// Every prefix of every fixture packet, from 0 bytes to its full length, prints without a trap
/// under the option sets that reach the most code (a trap fails the whole test process).
@Suite struct TruncationTests {
    static let optionSets: [DissectOptions] = [
        DissectOptions(),
        DissectOptions(verbosity: 3, linkHeader: true, hexDump: .hexASCII),
        DissectOptions(verbosity: 1, quiet: true, timestampStyle: .sincePrevious, hexDump: .ascii, packetNumbers: true),
    ]

    @Test(arguments: FixtureTable.pcaps)
    func everyPrefixPrints(_ pcap: String) throws {
        let packets = try FixtureTable.packets(pcap)
        #expect(!packets.isEmpty)
        for options in Self.optionSets {
            var printer = PacketPrinter(options: options)
            var output: [UInt8] = []
            for packet in packets {
                for length in 0...packet.data.count {
                    var cut = packet
                    cut.data = Array(packet.data[0..<length])
                    output.removeAll(keepingCapacity: true)
                    printer.print(cut, into: &output)
                    #expect(output.last == UInt8(ascii: "\n"))
                }
            }
        }
    }

    /// Lengths that lie (wire length below the capture, zero) print tcpdump's invalid-header note.
    @Test func invalidRecordHeaders() {
        var printer = PacketPrinter(options: DissectOptions())
        var output: [UInt8] = []
        let packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 2,
                                    linkType: .ethernet, data: [1, 2, 3])
        printer.print(packet, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "[Invalid header: len(2) < caplen(3)]\n")
    }
}

/// Seeded random damage to every fixture packet (byte overwrites, bit flips, cuts, lying wire
/// lengths, foreign link types) prints without a trap — the in-process cousin of the fuzz target.
@Suite struct MutationTests {
    /// xorshift64*: deterministic, so a failure names a reproducible seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    }

    @Test(arguments: FixtureTable.pcaps)
    func damagedPacketsPrint(_ pcap: String) throws {
        let packets = try FixtureTable.packets(pcap)
        var random = Generator(state: 0x9e37_79b9_7f4a_7c15 ^ UInt64(pcap.utf8.count))
        let linkTypes: [LinkType] = [.ethernet, .null, .loop, .linuxSLL, .linuxSLL2, .raw, .ipv4, .ipv6, LinkType(147)]
        for options in [DissectOptions(), DissectOptions(verbosity: 3, linkHeader: true, hexDump: .hex)] {
            var printer = PacketPrinter(options: options)
            var output: [UInt8] = []
            for packet in packets {
                for round in 0..<8 {
                    var damaged = packet
                    guard !damaged.data.isEmpty else { continue }
                    for _ in 0...random.below(4) {
                        let index = random.below(damaged.data.count)
                        switch random.below(3) {
                        case 0: damaged.data[index] = UInt8(truncatingIfNeeded: random.next())
                        case 1: damaged.data[index] ^= 1 << UInt8(random.below(8))
                        default: damaged.data.removeSubrange(index...)
                        }
                        if damaged.data.isEmpty { break }
                    }
                    if round == 7 { damaged.linkType = linkTypes[random.below(linkTypes.count)] }
                    if round == 6 { damaged.originalLength = damaged.data.count + random.below(70000) }
                    output.removeAll(keepingCapacity: true)
                    printer.print(damaged, into: &output)
                    #expect(output.last == UInt8(ascii: "\n"))
                }
            }
        }
    }
}
