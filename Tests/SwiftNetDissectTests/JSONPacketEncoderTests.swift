import Foundation
import Testing
import SwiftNetPcap
import SwiftNetWire
@testable import SwiftNetDissect

/// The NDJSON encoder: every line parses, golden files (reviewed against `tcpdump -vv -e`), every
/// prefix of every fixture packet, escaping and timestamps.
@Suite struct JSONPacketEncoderTests {
    /// Every fixture pcap in the repository (whoever made it).
    static func fixturePcaps() -> [String] {
        let directory = DNSFixtures.root.appendingPathComponent("pcap")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".pcap") || $0.hasSuffix(".pcapng") }.sorted()
    }

    static func readPackets(_ name: String) throws -> (packets: [CapturedPacket], precision: TimestampPrecision) {
        let data = [UInt8](try Data(contentsOf: DNSFixtures.root.appendingPathComponent("pcap/\(name)")))
        let reader = try CaptureFileReader(bytes: data, name: name)
        var precision = TimestampPrecision.microseconds
        if case .pcap(_, let filePrecision) = reader.format { precision = filePrecision }
        var packets: [CapturedPacket] = []
        while let packet = try? reader.nextPacket() { packets.append(packet) }
        return (packets, precision)
    }

    static func encode(_ packets: [CapturedPacket], precision: TimestampPrecision) -> [UInt8] {
        var encoder = JSONPacketEncoder(precision: precision)
        var output: [UInt8] = []
        for (index, packet) in packets.enumerated() {
            encoder.encode(packet, number: index + 1, into: &output)
        }
        return output
    }

    static func parseLines(_ output: [UInt8]) throws -> [[String: Any]] {
        var objects: [[String: Any]] = []
        for line in output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            let object = try JSONSerialization.jsonObject(with: Data(line), options: [])
            objects.append(try #require(object as? [String: Any]))
        }
        return objects
    }

    @Test func everyFixtureLineParses() throws {
        let pcaps = Self.fixturePcaps()
        #expect(pcaps.count >= 4)
        for name in pcaps {
            let (packets, precision) = try Self.readPackets(name)
            let output = Self.encode(packets, precision: precision)
            #expect(output.last == UInt8(ascii: "\n") || packets.isEmpty)
            let objects = try Self.parseLines(output)
            #expect(objects.count == packets.count, "\(name)")
            for (index, object) in objects.enumerated() {
                #expect(object["number"] as? Int == index + 1)
                #expect(object["layers"] is [Any], "\(name) packet \(index + 1)")
                #expect(object["captured_length"] as? Int == packets[index].data.count)
            }
        }
    }

    /// Golden files: Fixtures/expected/NAME.ndjson for Fixtures/pcap/NAME's pcap. Regenerate with
    /// UPDATE_JSON_GOLDEN=1 swift test --filter JSONPacketEncoderTests, then review the diff.
    static let goldenCases = [
        "dns-tcp.pcap", "dns-ipv6-truncated.pcap", "l2.pcap", "udp-icmp.pcap", "icmp6.pcap", "tcp.pcap",
        "ip-edge.pcap", "link-sll2.pcap", "link-null.pcap", "truncated.pcap", "ts-nano.pcap", "link-chdlc.pcap",
        "link-nflog.pcap", "link-ppp.pcap", "link-ppp-serial.pcap", "pppoe.pcap",
        "link-wifi.pcap", "link-radiotap.pcap", "link-prism.pcap", "link-avs.pcap", "link-ipoib.pcap",
        "link-ipnet.pcap", "link-slip.pcap", "slow-lacp.pcap", "slow-oam.pcap", "eapol-gen.pcap",
        "ptp-gen.pcap", "udld-dtp.pcap", "aoe.pcap", "ipx.pcap", "decnet.pcap", "geonet.pcap",
        "icmp6-nodeinfo.pcap", "icmp6-rpl.pcap", "icmp6-rrenum.pcap", "icmp6-ndopts.pcap",
        "link-dsa.pcap", "link-edsa.pcap", "link-brcm.pcap", "link-brcm-prepend.pcap", "link-pktap.pcap",
        "link-frelay.pcap", "link-mfr.pcap", "osi-q933.pcap", "juniper-ether.pcap", "juniper-ppp.pcap",
        "juniper-chdlc.pcap", "juniper-mlppp.pcap", "juniper-atm1.pcap", "juniper-es.pcap", "juniper-ggsn.pcap", "vrrp6-gen.pcap",
    ]

    @Test(arguments: goldenCases)
    func matchesGolden(pcap: String) throws {
        try Self.checkGolden(pcap)
    }

    /// Encodes every packet of Fixtures/pcap/`pcap` and compares the NDJSON with its golden file
    /// (rewritten first when UPDATE_JSON_GOLDEN=1); returns the output for further checks.
    @discardableResult
    static func checkGolden(_ pcap: String) throws -> (output: [UInt8], packetCount: Int) {
        let (packets, precision) = try readPackets(pcap)
        let output = encode(packets, precision: precision)
        let goldenName = "json-" + pcap.split(separator: ".").dropLast().joined(separator: ".") + ".ndjson"
        let golden = DNSFixtures.root.appendingPathComponent("expected/\(goldenName)")
        if ProcessInfo.processInfo.environment["UPDATE_JSON_GOLDEN"] == "1" {
            try Data(output).write(to: golden)
        }
        let expected = [UInt8](try Data(contentsOf: golden))
        // Compared as parsed objects, line by line: key order is the walk's business, not the schema's.
        let gotLines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        let wantLines = String(decoding: expected, as: UTF8.self).split(separator: "\n")
        #expect(gotLines.count == wantLines.count, "\(goldenName): line count")
        for (index, (got, want)) in zip(gotLines, wantLines).enumerated() {
            let gotObject = try JSONSerialization.jsonObject(with: Data(got.utf8)) as? NSDictionary
            let wantObject = try JSONSerialization.jsonObject(with: Data(want.utf8)) as? NSDictionary
            #expect(gotObject != nil && gotObject == wantObject, "\(goldenName) line \(index + 1): \(got)")
        }
        return (output, packets.count)
    }

    /// Every prefix of every fixture packet: valid JSON, never a trap, and a cut packet says so.
    @Test func everyPrefixIsValidJSON() throws {
        for name in Self.fixturePcaps() {
            let (packets, precision) = try Self.readPackets(name)
            var encoder = JSONPacketEncoder(precision: precision)
            for packet in packets.prefix(80) {
                for length in 0...packet.data.count {
                    var cut = packet
                    cut.data = Array(packet.data[0..<length])
                    var output: [UInt8] = []
                    encoder.encode(cut, number: 1, into: &output)
                    let objects = try Self.parseLines(output)
                    #expect(objects.count == 1, "\(name) cut at \(length)")
                }
            }
        }
    }

    /// Fixture packets with seeded random byte changes, on every link type: valid JSON, no trap.
    @Test func mutatedPacketsAreValidJSON() throws {
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let linkTypes: [LinkType] = [.ethernet, .raw, .ipv4, .ipv6, .null, .loop, .linuxSLL, .linuxSLL2, LinkType(147)]
        var sources: [CapturedPacket] = []
        for name in ["tcp.pcap", "udp-icmp.pcap", "icmp6.pcap", "ip-edge.pcap", "l2.pcap", "dns-udp.pcap"] {
            sources += try Self.readPackets(name).packets
        }
        var encoder = JSONPacketEncoder()
        for round in 0..<4000 {
            var packet = sources[Int(next() % UInt64(sources.count))]
            for _ in 0..<(1 + next() % 6) where !packet.data.isEmpty {
                packet.data[Int(next() % UInt64(packet.data.count))] = UInt8(truncatingIfNeeded: next())
            }
            if next() % 4 == 0 { packet.linkType = linkTypes[Int(next() % UInt64(linkTypes.count))] }
            var output: [UInt8] = []
            encoder.encode(packet, number: round, into: &output)
            let objects = try Self.parseLines(output)
            #expect(objects.count == 1, "round \(round)")
        }
    }

    @Test func escapesStrings() throws {
        let raw: [UInt8] = [0x61, 0x22, 0x5c, 0x00, 0x1f, 0x7f, 0xc3, 0xa9, 0xff, 0xe2, 0x82, 0xc3, 0x28,
                            0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80]
        var buffer = PrintBuffer(capacity: 4)
        buffer.appendJSONString(raw, from: 0, to: raw.count)
        let output = buffer.bytes
        let text = String(decoding: output, as: UTF8.self)
        #expect(text == "\"a\\\"\\\\\\u0000\\u001f\\u007fé\u{fffd}\u{fffd}\u{fffd}\u{fffd}(😀\u{fffd}\u{fffd}\u{fffd}\"")
        let parsed = try JSONSerialization.jsonObject(with: Data(output), options: [.fragmentsAllowed])
        #expect(parsed as? String != nil)
    }

    /// Small writes past the initial capacity, and addresses, through the raw buffer.
    @Test func bufferGrowsAndFormats() throws {
        var buffer = PrintBuffer(capacity: 1)
        var expected = ""
        for value in [0, 9, 10, 99, 12345, 4_294_967_295] as [UInt64] {
            buffer.appendDecimal(value)
            buffer.append(",")
            expected += "\(value),"
        }
        buffer.appendDecimal(UInt64.max)
        expected += "18446744073709551615"
        buffer.appendJSON(try #require(IPv6Address("2001:db8::1")))
        buffer.appendJSON(try #require(IPv6Address("::ffff:198.18.0.1")))
        buffer.appendJSON(try #require(IPv6Address("1:0:0:2:0:0:0:3")))
        buffer.appendJSON(try #require(MACAddress("02:00:5e:10:00:ff")))
        buffer.appendJSON(IPv4Address(198, 18, 255, 0))
        buffer.appendHex(UInt16(0x0a0b))
        expected += #""2001:db8::1""::ffff:198.18.0.1""1:0:0:2::3""02:00:5e:10:00:ff""198.18.255.0"a0b"#
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected)
        buffer.truncate(to: 3)
        #expect(buffer.bytes == Array("0,9".utf8))
    }

    @Test func timestamps() {
        var micro = JSONPacketEncoder(precision: .microseconds)
        var nano = JSONPacketEncoder(precision: .nanoseconds)
        let cases: [(Int64, UInt32, String, String, String)] = [
            (0, 0, "1970-01-01T00:00:00.000000Z", "0.000000", "1970-01-01T00:00:00.000000000Z"),
            (1_700_000_001, 123_456_789, "2023-11-14T22:13:21.123456Z", "1700000001.123456",
             "2023-11-14T22:13:21.123456789Z"),
            (951_782_400, 1, "2000-02-29T00:00:00.000000Z", "951782400.000000", "2000-02-29T00:00:00.000000001Z"),
            (-1, 250_000_000, "1969-12-31T23:59:59.250000Z", "-0.750000", "1969-12-31T23:59:59.250000000Z"),
            (4_102_444_800, 0, "2100-01-01T00:00:00.000000Z", "4102444800.000000", "2100-01-01T00:00:00.000000000Z"),
        ]
        var output = PrintBuffer(capacity: 8)
        for (seconds, nanoseconds, iso, epoch, isoNano) in cases {
            let stamp = Timestamp(seconds: seconds, nanoseconds: nanoseconds)
            output.removeAll()
            micro.appendISO8601(stamp, into: &output)
            #expect(String(decoding: output.bytes, as: UTF8.self) == iso)
            output.removeAll()
            micro.appendEpoch(stamp, into: &output)
            #expect(String(decoding: output.bytes, as: UTF8.self) == epoch)
            output.removeAll()
            nano.appendISO8601(stamp, into: &output)
            #expect(String(decoding: output.bytes, as: UTF8.self) == isoNano)
        }
    }

    /// mDNS (port 5353): the class's top bit becomes `unicast_response` / `cache_flush`.
    @Test func multicastDNSClassBit() throws {
        let packets = try DNSFixtures.packets("dns-udp.pcap")
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        for frame in packets.suffix(2) {
            encoder.encode(CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: frame.count,
                                          linkType: .ethernet, data: frame), number: 1, into: &output)
        }
        let objects = try Self.parseLines(output)
        let query = try #require((objects[0]["layers"] as? [[String: Any]])?.last)
        let questions = try #require(query["questions"] as? [[String: Any]])
        #expect(questions.map { $0["unicast_response"] as? Bool } == [true, false])
        #expect(questions.map { $0["class"] as? Int } == [1, 1])
        let answer = try #require((objects[1]["layers"] as? [[String: Any]])?.last)
        let records = try #require(answer["answers"] as? [[String: Any]])
        #expect(records.map { $0["cache_flush"] as? Bool } == [true, false])
        #expect(records.map { $0["class"] as? Int } == [1, 3])
    }

    /// A DNS answer over UDP, field by field.
    @Test func dnsAnswerFields() throws {
        let packets = try DNSFixtures.packets("dns-udp.pcap")
        let packet = CapturedPacket(timestamp: Timestamp(seconds: 1, nanoseconds: 0), originalLength: packets[1].count,
                                    linkType: .ethernet, data: packets[1])
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        encoder.encode(packet, number: 2, into: &output)
        let object = try #require(try Self.parseLines(output).first)
        let layers = try #require(object["layers"] as? [[String: Any]])
        #expect(layers.map { $0["layer"] as? String } == ["ethernet", "ipv4", "udp", "dns"])
        #expect(layers[1]["source"] as? String == "198.18.0.1")
        #expect(layers[1]["checksum_valid"] as? Bool == true)
        #expect(layers[2]["checksum_valid"] as? Bool == true)
        #expect(layers[2]["source_port"] as? Int == 53)
        let dns = layers[3]
        #expect(dns["id"] as? Int == 0x1234)
        #expect(dns["response"] as? Bool == true)
        let answers = try #require(dns["answers"] as? [[String: Any]])
        #expect(answers.first?["name"] as? String == "example.com.")
        #expect(answers.first?["data"] as? String == "198.18.0.1")
        #expect(answers.first?["ttl"] as? Int == 300)
        #expect(object["truncated"] == nil)
    }
}
