import Foundation
import Testing
@testable import SwiftNetDissect

/// The rest of tcpdump's `-T` types (RTP, RTCP, vat, wb, SOME/IP, AODV/LMP/PGM over any UDP port,
/// ZMTP/1.0 over PGM): NDJSON golden files, with and without the packet type, and field-level
/// checks of the JSON layers. Their text is covered by the goldens in Fixtures/TESTLIST, every
/// prefix by TruncationTests.
@Suite struct ProtocolCoveragePacketTypeTests {
    /// Golden files Fixtures/expected/json-NAME.ndjson (decoded by port, no -T); regenerate with
    /// UPDATE_JSON_GOLDEN=1 swift test --filter ProtocolCoveragePacketTypeTests, then review the diff.
    static let goldenCases = ["wb.pcap", "someip.pcap", "rtp.pcap"]

    /// Golden files Fixtures/expected/json-NAME-T-TYPE.ndjson, decoded under `-T TYPE`.
    static let packetTypeGoldenCases: [(String, PacketType)] = [
        ("rtp.pcap", .rtp), ("rtp.pcap", .rtcp), ("pgm-zmtp1.pcap", .pgmZMTP1), ("packettype-udp2.pcap", .aodv),
    ]

    @Test(arguments: goldenCases)
    func jsonMatchesGolden(pcap: String) throws {
        let (output, packetCount) = try JSONPacketEncoderTests.checkGolden(pcap)
        #expect(try JSONPacketEncoderTests.parseLines(output).count == packetCount)
    }

    @Test(arguments: packetTypeGoldenCases)
    func jsonUnderPacketTypeMatchesGolden(pcap: String, type: PacketType) throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets(pcap)
        var encoder = JSONPacketEncoder(precision: precision)
        encoder.packetType = type
        var output: [UInt8] = []
        for (index, packet) in packets.enumerated() { encoder.encode(packet, number: index + 1, into: &output) }
        let stem = pcap.split(separator: ".").dropLast().joined(separator: ".")
        let goldenName = "json-\(stem)-T-\(type.rawValue).ndjson"
        let golden = DNSFixtures.root.appendingPathComponent("expected/\(goldenName)")
        if ProcessInfo.processInfo.environment["UPDATE_JSON_GOLDEN"] == "1" {
            try Data(output).write(to: golden)
        }
        let gotLines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        let wantLines = String(decoding: try Data(contentsOf: golden), as: UTF8.self).split(separator: "\n")
        #expect(gotLines.count == packets.count && gotLines.count == wantLines.count, "\(goldenName): line count")
        for (index, (got, want)) in zip(gotLines, wantLines).enumerated() {
            let gotObject = try JSONSerialization.jsonObject(with: Data(got.utf8)) as? NSDictionary
            let wantObject = try JSONSerialization.jsonObject(with: Data(want.utf8)) as? NSDictionary
            #expect(gotObject != nil && gotObject == wantObject, "\(goldenName) line \(index + 1): \(got)")
        }
    }

    @Test func rtpHeaderFields() throws {
        // rtp.pcap packet 3: v2, payload type 96, an extension, sequence 65535.
        let (_, layers) = try ProtocolCoverageTests.layers("rtp.pcap", 2, packetType: .rtp)
        let rtp = try #require(layers.last)
        #expect(rtp["layer"] as? String == "rtp")
        #expect(rtp["version"] as? Int == 2)
        #expect(rtp["payload_type"] as? Int == 96)
        #expect(rtp["extension"] as? Bool == true)
        #expect(rtp["sequence"] as? Int == 65535)
        #expect(rtp["timestamp"] as? Int == 4_294_967_295)
        #expect(rtp["ssrc"] as? Int == 0xdeadbeef)
        // Packet 15: the v1 draft with options.
        let v1 = try #require(try ProtocolCoverageTests.layers("rtp.pcap", 14, packetType: .rtp).layers.last)
        #expect(v1["version"] as? Int == 1)
        #expect(v1["options"] as? Bool == true)
        #expect(v1["marker"] as? Bool == true)
        // Without -T the datagram is plain UDP.
        #expect(try ProtocolCoverageTests.layers("rtp.pcap", 2).layers.last?["layer"] as? String == "udp")
    }

    @Test func rtcpCompoundPacket() throws {
        // Packet 21: an SR with one report block; its NTP time and the block's fixed-point LSR.
        let (_, layers) = try ProtocolCoverageTests.layers("rtp.pcap", 20, packetType: .rtcp)
        let rtcp = try #require(layers.last)
        #expect(rtcp["layer"] as? String == "rtcp")
        let packets = try #require(rtcp["packets"] as? [[String: Any]])
        #expect(packets.count == 1)
        let sr = try #require(packets.first)
        #expect(sr["type_name"] as? String == "sr")
        #expect(sr["ntp_seconds"] as? Int == 3_900_000_000)
        #expect(sr["ntp_fraction"] as? Int == 0x8000_0000)
        #expect(sr["packet_count"] as? Int == 10)
        let report = try #require(sr["report"] as? [String: Any])
        #expect(report["highest_sequence"] as? Int == 70000)
        #expect((report["last_sr"] as? NSNumber)?.doubleValue == 1.5)
        // Packet 27: SR, SDES and BYE in one datagram.
        let compound = try #require(try ProtocolCoverageTests.layers("rtp.pcap", 26, packetType: .rtcp).layers.last)
        let names = (compound["packets"] as? [[String: Any]])?.compactMap { $0["type_name"] as? String }
        #expect(names == ["sr", "sdes", "bye"])
    }

    @Test func vatByPortAndType() throws {
        // rtp.pcap packet 40: vat to UDP 3456, decoded without -T.
        let vat = try #require(try ProtocolCoverageTests.layers("rtp.pcap", 39).layers.last)
        #expect(vat["layer"] as? String == "vat")
        #expect(vat["kind"] as? String == "vat")
        #expect(vat["conference"] as? Int == 12)
        #expect(vat["format"] as? Int == 1)
        #expect(vat["talk_spurt"] as? Bool == true)
        // Packet 36: vt, only under -T vat (port 40011).
        let vt = try #require(try ProtocolCoverageTests.layers("rtp.pcap", 35, packetType: .vat).layers.last)
        #expect(vt["kind"] as? String == "vt")
        #expect(vt["first_word"] as? String == "0x8061")
    }

    @Test func wbMessages() throws {
        // wb.pcap packet 3: an announcement with two ids and a site name.
        let id = try #require(try ProtocolCoverageTests.layers("wb.pcap", 2).layers.last)
        #expect(id["layer"] as? String == "wb")
        #expect(id["type_name"] as? String == "id")
        #expect(id["site_name"] as? String == "wb@host.example")
        #expect(id["page_session"] as? String == "198.18.96.20")
        #expect(id["max_slot"] as? Int == 9)
        // Packet 5: more ids than the message holds: malformed, as tcpdump's (invalid).
        let invalid = try #require(try ProtocolCoverageTests.layers("wb.pcap", 4).layers.last)
        #expect(invalid["malformed"] != nil)
        // Packet 9: a repair reply's sequence range.
        let rrep = try #require(try ProtocolCoverageTests.layers("wb.pcap", 8).layers.last)
        #expect(rrep["start_sequence"] as? Int == 1)
        #expect(rrep["end_sequence"] as? Int == 6)
    }

    @Test func someipHeader() throws {
        // someip.pcap packet 3: a notification (event), return code 2.
        let someip = try #require(try ProtocolCoverageTests.layers("someip.pcap", 2).layers.last)
        #expect(someip["layer"] as? String == "someip")
        #expect(someip["service"] as? Int == 0x1234)
        #expect(someip["is_event"] as? Bool == true)
        #expect(someip["method"] as? Int == 0x0423)
        #expect(someip["message_type_name"] as? String == "NOTIFICATION")
        #expect(someip["return_code_name"] as? String == "E_UNKNOWN_SERVICE")
        // Packet 11: a message type tcpdump does not name.
        let unknown = try #require(try ProtocolCoverageTests.layers("someip.pcap", 10).layers.last)
        #expect(unknown["message_type_name"] as? String == "Unknown")
        #expect(unknown["message_type"] as? String == "0x40")
        // Packet 21: -T someip reads port 40032; without it, plain UDP.
        #expect(try ProtocolCoverageTests.layers("someip.pcap", 21, packetType: .someip).layers.last?["layer"] as? String == "someip")
        #expect(try ProtocolCoverageTests.layers("someip.pcap", 21).layers.last?["layer"] as? String == "udp")
    }

    @Test func zmtpOverPGM() throws {
        // pgm-zmtp1.pcap packet 2: an intermediate part of 5 bytes, then one frame.
        let (_, layers) = try ProtocolCoverageTests.layers("pgm-zmtp1.pcap", 1, packetType: .pgmZMTP1)
        let zmtp = try #require(layers.last)
        #expect(zmtp["layer"] as? String == "zmtp1")
        #expect(zmtp["frame_offset"] as? Int == 5)
        #expect(zmtp["intermediate_length"] as? Int == 5)
        let frames = try #require(zmtp["frames"] as? [[String: Any]])
        #expect(frames.count == 1)
        #expect(frames.first?["length"] as? Int == 13)
        // -T pgm leaves the data alone.
        #expect(try ProtocolCoverageTests.layers("pgm-zmtp1.pcap", 1, packetType: .pgm).layers.last?["layer"] as? String == "pgm")
    }

    @Test func aodvDraftMessages() throws {
        // packettype-udp2.pcap: the first IPv6 draft-01 RREQ on port 654, over IPv4.
        let (packets, _) = try JSONPacketEncoderTests.readPackets("packettype-udp2.pcap")
        let index = try #require(packets.firstIndex { $0.data.count > 43 && $0.data[36] == 0x02 && $0.data[37] == 0x8e && $0.data[42] == 16 })
        let aodv = try #require(try ProtocolCoverageTests.layers("packettype-udp2.pcap", index).layers.last)
        #expect(aodv["layer"] as? String == "aodv")
        #expect(aodv["type"] as? Int == 16)
        #expect(aodv["destination_ipv6"] as? String == "2001:db8:95::9")
        #expect(aodv["originator_sequence"] as? Int == 12)
    }
}
