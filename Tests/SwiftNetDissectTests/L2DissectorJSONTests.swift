import Foundation
import Testing
import SwiftNetPcap
@testable import SwiftNetDissect

/// JSON layers of the ARP, STP, LLDP, MPLS and DHCP dissectors on crafted frames the fixtures do not
/// hold (issue 10: one walk, text unchanged, JSON from the same walk).
@Suite struct L2DissectorJSONTests {
    static func encode(_ frame: [UInt8], originalLength: Int? = nil) throws -> (packet: [String: Any], layers: [[String: Any]]) {
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        let packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0),
                                    originalLength: originalLength ?? frame.count, linkType: .ethernet, data: frame)
        encoder.encode(packet, number: 1, into: &output)
        let object = try #require(try JSONPacketEncoderTests.parseLines(output).first)
        return (object, try #require(object["layers"] as? [[String: Any]]))
    }

    static func text(_ frame: [UInt8], verbosity: Int = 0) -> String {
        var printer = PacketPrinter(options: DissectOptions(verbosity: verbosity))
        var output: [UInt8] = []
        printer.print(CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: frame.count,
                                     linkType: .ethernet, data: frame), into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static let macs: [UInt8] = [0x01, 0x80, 0xc2, 0, 0, 0, 0x02, 0, 0, 0, 0, 0x02]

    /// An MSTP BPDU (802.1s, 102 bytes, no MSTI): CIST flags in both renderings.
    @Test func mstpBPDUReportsItsCISTFlags() throws {
        var bpdu: [UInt8] = [0, 0, 3, 2, 0x3c]
        bpdu += [0x80, 0, 2, 0, 0, 0, 0, 1] + [0, 0, 0, 4] + [0x80, 0, 2, 0, 0, 0, 0, 2] + [0x80, 0x01]
        bpdu += [0, 1, 20, 0, 2, 0, 15, 0]  // timers: 1/256 s, 20 s, 2 s, 15 s
        bpdu += [0, 0, 64]  // version 1 length 0, version 3 length 64
        bpdu += [UInt8](repeating: 0, count: 102 - bpdu.count)
        let frame = Self.macs + [0, UInt8(3 + bpdu.count), 0x42, 0x42, 0x03] + bpdu
        #expect(Self.text(frame).contains("STP 802.1s, Rapid STP, CIST Flags [Learn, Forward], length 102"))
        let (packet, layers) = try Self.encode(frame)
        let stp = try #require(layers.last)
        #expect(stp["layer"] as? String == "stp")
        #expect(stp["version"] as? Int == 3)
        #expect(stp["flags"] as? String == "0x3c")
        #expect(stp["port_role"] as? String == "Designated")
        #expect(stp["learning"] as? Bool == true)
        // The CIST fields are reported too, as the -v text prints them since MSTP is decoded in full.
        #expect(stp["root_id"] as? String == "8000.02:00:00:00:00:01")
        #expect(stp["malformed"] == nil && packet["truncated"] == nil)
    }

    /// A configuration BPDU's timers are exact seconds: 1/256 s is 0.00390625.
    @Test func stpTimersAreExactSeconds() throws {
        var bpdu: [UInt8] = [0, 0, 0, 0, 0x01]
        bpdu += [0x80, 0, 2, 0, 0, 0, 0, 1] + [0, 0, 0, 4] + [0x80, 0, 2, 0, 0, 0, 0, 2] + [0x80, 0x01]
        bpdu += [0, 1, 20, 0, 2, 0x80, 15, 0]
        let frame = Self.macs + [0, UInt8(3 + bpdu.count), 0x42, 0x42, 0x03] + bpdu + [0, 0, 0, 0, 0, 0, 0, 0]
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        encoder.encode(CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: frame.count,
                                      linkType: .ethernet, data: frame), number: 1, into: &output)
        let line = String(decoding: output, as: UTF8.self)
        #expect(line.contains("\"message_age\":0.00390625,\"max_age\":20,\"hello_time\":2.5,\"forward_delay\":15"))
        #expect(line.contains("\"root_id\":\"8000.02:00:00:00:00:01\""))
        #expect(line.contains("\"topology_change\":true"))
    }

    /// Address lengths other than 6 (hardware) and 4 (protocol) are hex.
    @Test func arpOddAddressLengthsAreHex() throws {
        let arp: [UInt8] = [0, 6, 0x86, 0xdd, 4, 2, 0, 1] + [1, 2, 3, 4] + [0xaa, 0xbb] + [5, 6, 7, 8] + [0xcc, 0xdd]
        let frame: [UInt8] = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 2, 0, 0, 0, 0, 1, 0x08, 0x06] + arp
        let (_, layers) = try Self.encode(frame)
        let layer = try #require(layers.last)
        #expect(layer["layer"] as? String == "arp")
        #expect(layer["operation_name"] as? String == "request")
        #expect(layer["sender_hardware"] as? String == "01020304")
        #expect(layer["sender_protocol"] as? String == "aabb")
        #expect(layer["target_hardware"] as? String == "05060708")
        #expect(layer["target_protocol"] as? String == "ccdd")
    }

    /// A DHCP option the capture cut: the entry and the layer say so, and the packet names dhcp.
    @Test func dhcpOptionCutByTheCapture() throws {
        let (packets, _) = try JSONPacketEncoderTests.readPackets("dhcp.pcap")
        let full = packets[0].data
        // Ethernet 14 + IPv4 20 + UDP 8 + BOOTP 236 + cookie 4 = 282: cut inside the third option.
        let cut = Array(full[0..<(282 + 3 + 9 + 3)])
        let (packet, layers) = try Self.encode(cut, originalLength: full.count)
        let dhcp = try #require(layers.last)
        #expect(dhcp["layer"] as? String == "dhcp")
        #expect(dhcp["truncated"] as? Bool == true)
        #expect(dhcp["options_malformed"] == nil)
        #expect(dhcp["message_type_name"] as? String == "Discover")
        let options = try #require(dhcp["options"] as? [[String: Any]])
        #expect(options.map { $0["tag"] as? Int } == [53, 61, 50])
        #expect(options[2]["truncated"] as? Bool == true)
        #expect(packet["truncated"] as? String == "dhcp")
    }

    /// An MPLS stack cut by the capture is truncated, one the frame ends is malformed.
    @Test func mplsCutVersusUnterminated() throws {
        let header: [UInt8] = [2, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 1, 0x88, 0x47]
        let entry: [UInt8] = [0x03, 0xe8, 0x00, 0x40]  // label 16000, not bottom, ttl 64
        let (cutPacket, cutLayers) = try Self.encode(header + entry + [0x05], originalLength: 14 + 8)
        #expect(cutLayers.last?["truncated"] as? Bool == true)
        #expect(cutPacket["truncated"] as? String == "mpls")
        let (endedPacket, endedLayers) = try Self.encode(header + entry)
        #expect(endedLayers.last?["malformed"] as? String == "no bottom-of-stack entry")
        #expect(endedPacket["truncated"] == nil)
    }
}
