import Testing
@testable import SwiftNetDissect

/// LWAPP's JSON layer (Fixtures/generate/lwapp.py): what the text cannot show, the message
/// elements tcpdump skips and the verdicts on bad length fields. The text is in TESTLIST.
@Suite struct LWAPPJSONTests {
    @Test func controlToControllerCarriesIdentityAndElements() throws {
        let (_, layers) = try ProtocolCoverageTests.layers("lwapp-gen.pcap", 0)
        let lwapp = try #require(layers.last)
        #expect(lwapp["layer"] as? String == "lwapp")
        #expect(lwapp["channel"] as? String == "control")
        #expect(lwapp["ap_identity"] as? String == "02:00:00:91:00:01")
        #expect(lwapp["control"] as? Bool == true)
        let messages = try #require(lwapp["messages"] as? [[String: Any]])
        #expect(messages.map { $0["name"] as? String } == ["Discovery req"])
        #expect(messages.first?["session"] as? String == "0x00001000")
        let elements = try #require(messages.first?["elements"] as? [[String: Any]])
        #expect(elements.map { $0["type"] as? Int } == [1, 39])
        #expect(elements.last?["value"] as? String == "6c61622d6170")
    }

    @Test func fromControllerHasNoIdentity() throws {
        let (_, layers) = try ProtocolCoverageTests.layers("lwapp-gen.pcap", 1)
        let lwapp = try #require(layers.last)
        #expect(lwapp["ap_identity"] == nil)
        #expect((lwapp["messages"] as? [[String: Any]])?.first?["name"] as? String == "Discovery resp")
    }

    @Test func badLengthsAreMalformed() throws {
        // A message longer than the transport length field says.
        let (_, control) = try ProtocolCoverageTests.layers("lwapp-gen.pcap", 55)
        #expect(control.last?["malformed"] as? String == "message past the length field")
        // A data length field below the 6-byte header, then one past the datagram.
        let (_, short) = try ProtocolCoverageTests.layers("lwapp-gen.pcap", 66)
        #expect(short.last?["malformed"] as? String == "length field shorter than the transport header")
        let (_, long) = try ProtocolCoverageTests.layers("lwapp-gen.pcap", 68)
        #expect(long.last?["malformed"] as? String == "length field past the datagram")
        #expect((long.last?["payload"] as? String)?.count == 128)
    }

    @Test func cutIdentityIsTruncated() throws {
        let (packet, layers) = try ProtocolCoverageTests.layers("lwapp-gen.pcap", 80)
        #expect(layers.last?["truncated"] as? Bool == true)
        #expect(packet["truncated"] as? String == "lwapp")
    }

    @Test func controlAndDataPorts() {
        #expect(DispatchRegistry.udpApplication(sourcePort: 40000, destinationPort: 12223) == .lwappControlToAC)
        #expect(DispatchRegistry.udpApplication(sourcePort: 12223, destinationPort: 40000) == .lwappControlFromAC)
        #expect(DispatchRegistry.udpApplication(sourcePort: 12222, destinationPort: 40000) == .lwappData)
        // No CAPWAP in tcpdump 4.99.3's udp_print: plain UDP.
        #expect(DispatchRegistry.udpApplication(sourcePort: 40000, destinationPort: 5246) == nil)
        #expect(DispatchRegistry.udpApplication(sourcePort: 5247, destinationPort: 40000) == nil)
    }
}
