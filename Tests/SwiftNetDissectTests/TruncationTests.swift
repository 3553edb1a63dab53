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
