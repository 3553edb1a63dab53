import Foundation
import Testing
import SwiftNetPcap
import SwiftNetWire
@testable import SwiftNetDissect

/// The protocols added for tcpdump parity (DHCP/BOOTP, SCTP, ESP/AH, MPLS): NDJSON golden files
/// for their fixtures, and field-level checks of the JSON layers. Their text output is covered by
/// the golden and differential tests (Fixtures/TESTLIST), and every prefix by TruncationTests.
@Suite struct ProtocolCoverageTests {
    /// Golden files Fixtures/expected/json-NAME.ndjson; regenerate with
    /// UPDATE_JSON_GOLDEN=1 swift test --filter ProtocolCoverageTests, then review the diff.
    static let goldenCases = ["dhcp.pcap"]

    @Test(arguments: goldenCases)
    func jsonMatchesGolden(pcap: String) throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets(pcap)
        let output = JSONPacketEncoderTests.encode(packets, precision: precision)
        let goldenName = "json-" + pcap.split(separator: ".").dropLast().joined(separator: ".") + ".ndjson"
        let golden = DNSFixtures.root.appendingPathComponent("expected/\(goldenName)")
        if ProcessInfo.processInfo.environment["UPDATE_JSON_GOLDEN"] == "1" {
            try Data(output).write(to: golden)
        }
        let expected = [UInt8](try Data(contentsOf: golden))
        #expect(String(decoding: output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try JSONPacketEncoderTests.parseLines(output).count == packets.count)
    }

    /// The layers of packet `index` (0-based) of a fixture.
    static func layers(_ pcap: String, _ index: Int) throws -> (packet: [String: Any], layers: [[String: Any]]) {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets(pcap)
        var encoder = JSONPacketEncoder(precision: precision)
        var output: [UInt8] = []
        encoder.encode(packets[index], number: index + 1, into: &output)
        let object = try #require(try JSONPacketEncoderTests.parseLines(output).first)
        return (object, try #require(object["layers"] as? [[String: Any]]))
    }

    // MARK: DHCP

    @Test func dhcpDiscoverFields() throws {
        let (packet, layers) = try Self.layers("dhcp.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "dhcp"])
        let dhcp = layers[3]
        #expect(dhcp["op"] as? Int == 1)
        #expect(dhcp["op_name"] as? String == "request")
        #expect(dhcp["xid"] as? String == "0x3903f326")
        #expect(dhcp["broadcast"] as? Bool == true)
        #expect(dhcp["client_hardware"] as? String == "02:00:00:00:00:0a")
        #expect(dhcp["message_type"] as? Int == 1)
        #expect(dhcp["message_type_name"] as? String == "Discover")
        let options = try #require(dhcp["options"] as? [[String: Any]])
        #expect(options.map { $0["tag"] as? Int } == [53, 61, 50, 12, 55])
        #expect(options[2]["addresses"] as? [String] == ["198.18.0.10"])
        #expect(options[3]["text"] as? String == "client1")
        #expect(options[4]["data"] as? String == "0103060f1c2a7779")
        #expect(packet["truncated"] == nil)
    }

    @Test func dhcpOfferAddressesAndTimes() throws {
        let (_, layers) = try Self.layers("dhcp.pcap", 1)
        let dhcp = try #require(layers.last)
        #expect(dhcp["your_ip"] as? String == "198.18.0.10")
        #expect(dhcp["server_ip"] as? String == "198.18.0.1")
        #expect(dhcp["message_type_name"] as? String == "Offer")
        let options = try #require(dhcp["options"] as? [[String: Any]])
        let dns = try #require(options.first { $0["tag"] as? Int == 6 })
        #expect(dns["addresses"] as? [String] == ["198.18.0.1", "198.18.0.53"])
        let lease = try #require(options.first { $0["tag"] as? Int == 51 })
        #expect(lease["seconds"] as? Int == 3600)
    }

    /// Short by the sender: malformed; short by the snapshot length: truncated, named at the top.
    @Test func dhcpShortMessages() throws {
        let (senderShort, senderLayers) = try Self.layers("dhcp.pcap", 11)
        #expect(senderLayers.last?["malformed"] as? String != nil)
        #expect(senderShort["truncated"] == nil)
        let (captureShort, captureLayers) = try Self.layers("dhcp.pcap", 16)
        #expect(captureLayers.last?["layer"] as? String == "dhcp")
        #expect(captureLayers.last?["truncated"] as? Bool == true)
        #expect(captureShort["truncated"] as? String == "dhcp")
    }

    /// tcpdump's udp_print tests DNS's port before BOOTP's, and BOOTP's before everything else.
    @Test func bootpPortPrecedence() {
        #expect(Dissection.isBOOTP(sourcePort: 68, destinationPort: 67))
        #expect(Dissection.isBOOTP(sourcePort: 67, destinationPort: 123))
        #expect(Dissection.isBOOTP(sourcePort: 40000, destinationPort: 68))
        #expect(!Dissection.isBOOTP(sourcePort: 53, destinationPort: 67))
        #expect(!Dissection.isBOOTP(sourcePort: 40000, destinationPort: 69))
    }
}
