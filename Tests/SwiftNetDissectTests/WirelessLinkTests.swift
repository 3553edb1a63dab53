import Foundation
import Testing
@testable import SwiftNetDissect

/// JSON layers of the 802.11 link types (radiotap, plain 802.11) and the small link types of
/// issue 11 (IPoIB, ipnet, SLIP): the fields come from the same walk as the text, which the golden
/// and differential tests compare with tcpdump.
@Suite struct WirelessLinkTests {
    @Test func radiotapBeaconFields() throws {
        let (_, layers) = try ProtocolCoverageTests.layers("link-radiotap.pcap", 0)
        #expect(layers.map { $0["layer"] as? String } == ["radiotap", "wlan"])
        let radiotap = layers[0]
        #expect(radiotap["length"] as? Int == 18)
        #expect(radiotap["rate"] as? Int == 2)
        #expect(radiotap["channel_mhz"] as? Int == 2412)
        #expect(radiotap["dbm_signal"] as? Int == -60)
        #expect(radiotap["antenna"] as? Int == 1)
        let wlan = layers[1]
        #expect(wlan["type"] as? Int == 0)
        #expect(wlan["subtype"] as? Int == 8)
        #expect(wlan["addr2"] as? String == "02:00:00:00:0a:01")
        #expect(wlan["beacon_interval"] as? Int == 100)
        let elements = try #require(wlan["elements"] as? [[String: Any]])
        #expect(elements.map { $0["id"] as? Int } == [0, 1, 3, 5, 7])
        #expect(elements[0]["ssid"] as? String == "swiftnet-lab")
        #expect(elements[2]["channel"] as? Int == 6)
    }

    @Test func dataFrameContinuesIntoIP() throws {
        // The first data frame of link-wifi.pcap: to DS, LLC/SNAP, IPv4, UDP.
        let (packets, _) = try JSONPacketEncoderTests.readPackets("link-wifi.pcap")
        let index = try #require(packets.firstIndex { $0.data.first == 0x08 && $0.data.count > 60 })
        let (_, layers) = try ProtocolCoverageTests.layers("link-wifi.pcap", index)
        #expect(Array(layers.map { $0["layer"] as? String }.prefix(4)) == ["wlan", "llc", "ipv4", "udp"])
        #expect(layers[0]["to_ds"] as? Bool == true)
        #expect(layers[0]["header_length"] as? Int == 24)
    }

    @Test func slipAndIPoIBLayers() throws {
        let (_, slip) = try ProtocolCoverageTests.layers("link-slip.pcap", 2)
        #expect(slip.map { $0["layer"] as? String }.prefix(2) == ["slip", "ipv4"])
        #expect(slip[0]["header_type"] as? String == "0x75")
        let (_, ipoib) = try ProtocolCoverageTests.layers("link-ipoib.pcap", 0)
        #expect(ipoib.map { $0["layer"] as? String }.prefix(2) == ["ipoib", "ipv4"])
        #expect(ipoib[0]["protocol"] as? Int == 0x0800)
        let (_, ipnet) = try ProtocolCoverageTests.layers("link-ipnet.pcap", 1)
        #expect(ipnet.map { $0["layer"] as? String }.prefix(2) == ["ipnet", "ipv6"])
        #expect(ipnet[0]["destination_zone"] as? Int == 0xFFFF_FFFF)
    }
}
