import Testing
import SwiftNetPcap
@testable import SwiftNetDissect

/// The Ethernet frame inside OpenFlow 1.0 PACKET_IN/PACKET_OUT (Fixtures/generate/openflow_vvv.py):
/// tcpdump decodes it at -vvv with the verbosity lowered by 3 and leaves it lowered for the rest
/// of the file after a frame whose decoding longjmps. The text is in TESTLIST; these check the
/// state behind it and the JSON layers.
@Suite struct OpenFlowFrameTests {
    /// The text printer's lowering after each packet of the file at -vvv.
    @Test func loweringPersistsOnlyAfterTheLongjmp() throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets("openflow10-vvv.pcap")
        var printer = PacketPrinter(options: DissectOptions(verbosity: 3, precision: precision))
        var output: [UInt8] = []
        var lowering: [Int] = []
        for packet in packets {
            printer.print(packet, into: &output)
            lowering.append(printer.crossPacket.verbosityLowering)
        }
        // Packets 7 (a frame shorter than an Ethernet header) and 9 (a TCP header cut) end with
        // markers that do not longjmp; packet 11's ICMP header cut does; at -vvv nothing after it
        // decodes a frame, so packet 16's ARP cut changes nothing.
        #expect(lowering == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3])
    }

    /// JSON objects stand alone: every PACKET_IN/OUT frame is decoded, before and after a cut.
    @Test func jsonQuotesEveryFrame() throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets("openflow10-vvv.pcap")
        var encoder = JSONPacketEncoder(precision: precision)
        var output: [UInt8] = []
        for (index, packet) in packets.enumerated() { encoder.encode(packet, number: index + 1, into: &output) }
        let objects = try JSONPacketEncoderTests.parseLines(output)
        func quoted(_ index: Int) -> [String?] {
            let layers = objects[index]["layers"] as? [[String: Any]] ?? []
            let messages = layers.last?["messages"] as? [[String: Any]] ?? []
            let inner = messages.first?["quoted"] as? [[String: Any]] ?? []
            return inner.map { $0["layer"] as? String }
        }
        #expect(quoted(0) == ["ethernet", "arp"])
        #expect(quoted(3) == ["ethernet", "ipv4", "udp", "dns"])
        // The cut ICMP header: truncated inside the quoted frame (a quote does not name the packet's
        // truncated layer).
        #expect(quoted(11) == ["ethernet", "ipv4", "icmp"])
        let cutLayers = objects[11]["layers"] as? [[String: Any]] ?? []
        let cutMessage = (cutLayers.last?["messages"] as? [[String: Any]])?.first
        #expect((cutMessage?["quoted"] as? [[String: Any]])?.last?["truncated"] as? Bool == true)
        #expect(quoted(13) == ["ethernet", "arp"])
        // The ECHO_REQUEST after the PACKET_OUT's frame is the segment's second message.
        let layers = objects[3]["layers"] as? [[String: Any]] ?? []
        let messages = layers.last?["messages"] as? [[String: Any]] ?? []
        #expect(messages.map { $0["type_name"] as? String } == ["PACKET_OUT", "ECHO_REQUEST"])
    }
}
