import Foundation
import SwiftNetPcap
import SwiftNetWire
import Testing
@testable import SwiftNetDissect

/// Datagrams nested past `Dissection.maximumNesting` (IP in IP here; GRE and VXLAN come back
/// through the same demultiplexer) stop the walk instead of growing the stack without bound.
/// tcpdump 4.99 walks every level (13,000 IPv4 headers fit in a 256 KiB packet); up to the limit
/// the text is tcpdump's.
@Suite struct NestingLimitTests {
    /// `depth` IPv4 headers, each carrying the next (protocol 4), around a UDP header.
    static func ipInIP(depth: Int) -> [UInt8] {
        var packet = ICMPJSONTests.ipv4(17, [0x04, 0xd2, 0x00, 0x35, 0x00, 0x08, 0x00, 0x00])
        for _ in 1..<depth {
            // Total lengths past 65535 are cut to it; the walk follows the captured bytes.
            packet = ICMPJSONTests.ipv4(4, packet)
        }
        return packet
    }

    @Test func walksEveryLevelUpToTheLimit() {
        let depth = Dissection<TextSink>.maximumNesting
        let text = ICMPJSONTests.text(Self.ipInIP(depth: depth), verbosity: 0)
        #expect(text.components(separatedBy: "IP 198.18.0.1 > 198.18.0.2: ").count - 1 == depth - 1)
        #expect(text.contains("IP 198.18.0.1.1234 > 198.18.0.2.53: "))
        #expect(!text.contains("nested too deep"))
    }

    @Test func stopsPastTheLimitInTextAndJSON() throws {
        let depth = Dissection<TextSink>.maximumNesting + 500
        let packet = Self.ipInIP(depth: depth)
        let text = ICMPJSONTests.text(packet, verbosity: 1)
        #expect(text.hasSuffix(" [nested too deep]\n"))
        #expect(!text.contains(".1234 > "))
        // The JSON stays one valid object (its sink keeps 62 levels and drops the rest).
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        encoder.encode(CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: packet.count,
                                      linkType: .raw, data: packet), number: 1, into: &output)
        #expect(try JSONPacketEncoderTests.parseLines(output).count == 1)
    }
}
