import Foundation
import SwiftNetPcap
import SwiftNetWire
import Testing
@testable import SwiftNetDissect

/// ICMP, ICMPv6 and IGMP fields the fixtures do not carry (router advertisements, RFC 4884
/// extensions, MLDv2 queries), from hand-built raw-IP packets, and the text the same walk prints.
@Suite struct ICMPJSONTests {
    static func json(_ data: [UInt8]) throws -> [[String: Any]] {
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        encoder.encode(CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: data.count,
                                      linkType: .raw, data: data), number: 1, into: &output)
        let object = try #require(try JSONPacketEncoderTests.parseLines(output).first)
        #expect(object["truncated"] == nil)
        return try #require(object["layers"] as? [[String: Any]])
    }

    static func text(_ data: [UInt8], verbosity: Int) -> String {
        FixtureTable.setUTC()
        var printer = PacketPrinter(options: DissectOptions(verbosity: verbosity))
        var output: [UInt8] = []
        printer.print(CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: data.count,
                                     linkType: .raw, data: data), into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// IPv4 header (no options, DF, TTL 64) from 198.18.0.1 to 198.18.0.2 around `payload`.
    static func ipv4(_ ipProtocol: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let total = 20 + payload.count
        var header: [UInt8] = [0x45, 0, UInt8(total >> 8), UInt8(total & 0xff), 0x12, 0x34, 0x40, 0, 64, ipProtocol, 0, 0,
                               198, 18, 0, 1, 198, 18, 0, 2]
        let sum = InternetChecksum.compute(header, from: 0, to: 20)
        header[10] = UInt8(sum >> 8)
        header[11] = UInt8(sum & 0xff)
        return header + payload
    }

    static func icmp(_ message: [UInt8]) -> [UInt8] {
        var buffer = message
        ICMPv4Message.fillChecksum(in: &buffer, offset: 0, end: buffer.count)
        return buffer
    }

    @Test func routerAdvertisementEntries() throws {
        // RFC 1256: 2 addresses of 2 words, lifetime 1800 s; preferences 0 and -1.
        let message = Self.icmp([9, 0, 0, 0, 2, 2, 0x07, 0x08,
                            198, 18, 0, 1, 0, 0, 0, 0,
                            198, 18, 0, 2, 0xff, 0xff, 0xff, 0xff])
        let packet = Self.ipv4(1, message)
        let layers = try Self.json(packet)
        #expect(layers.map { $0["layer"] as? String } == ["ipv4", "icmp"])
        let icmp = layers[1]
        #expect(icmp["type"] as? Int == 9)
        #expect(icmp["checksum_valid"] as? Bool == true)
        #expect(icmp["address_count"] as? Int == 2)
        #expect(icmp["entry_size"] as? Int == 2)
        #expect(icmp["lifetime"] as? Int == 1800)
        let routers = try #require(icmp["routers"] as? [[String: Any]])
        #expect(routers.map { $0["address"] as? String } == ["198.18.0.1", "198.18.0.2"])
        #expect(routers.map { $0["preference"] as? Int } == [0, -1])
        #expect(Self.text(packet, verbosity: 0).hasSuffix(
            "198.18.0.1 > 198.18.0.2: ICMP router advertisement lifetime 30:00 2: {198.18.0.1 0} {198.18.0.2 4294967295}, length 24\n"))
    }

    @Test func timeExceededWithExtensionQuotesTheDatagram() throws {
        // A 128-byte quote (RFC 4884 length 32 words) of a UDP datagram, then a version 2
        // extension with one MPLS label stack object.
        var quoted = Self.ipv4(17, [0x9c, 0x40, 0x82, 0x9a, 0, 108, 0, 0] + [UInt8](repeating: 0, count: 100))
        quoted[8] = 1
        var extensionPart: [UInt8] = [0x20, 0, 0, 0, 0, 8, 1, 1, 0x00, 0x01, 0x01, 0x01]
        let sum = InternetChecksum.compute(extensionPart, from: 0, to: extensionPart.count)
        extensionPart[2] = UInt8(sum >> 8)
        extensionPart[3] = UInt8(sum & 0xff)
        let message = Self.icmp([11, 0, 0, 0, 0, 32, 0, 0] + quoted + extensionPart)
        #expect(message.count == 148)
        let packet = Self.ipv4(1, message)
        let layers = try Self.json(packet)
        let icmp = layers[1]
        #expect(icmp["type"] as? Int == 11)
        #expect(icmp["payload_length"] as? Int == 140)
        #expect(icmp["extension_version"] as? Int == 2)
        #expect(icmp["extension_checksum"] as? String == String(format: "0x%04x", sum))
        #expect(icmp["extension_length"] as? Int == 12)
        let inner = try #require(icmp["quoted"] as? [[String: Any]])
        #expect(inner.map { $0["layer"] as? String } == ["ipv4", "udp"])
        #expect(inner[0]["ttl"] as? Int == 1)
        #expect(inner[1]["destination_port"] as? Int == 33434)
        #expect(Self.text(packet, verbosity: 1).contains("ICMP Multi-Part extension v2, checksum 0x"))
    }

    @Test func timestampAndMaskFields() throws {
        let reply = Self.icmp([14, 0, 0, 0, 0, 7, 0, 1, 0, 0, 0x03, 0xe8, 0, 0x36, 0xee, 0x80, 0x05, 0x26, 0x5b, 0xff])
        let timestamp = try Self.json(Self.ipv4(1, reply))[1]
        #expect(timestamp["identifier"] as? Int == 7)
        #expect(timestamp["sequence"] as? Int == 1)
        #expect(timestamp["originate_timestamp"] as? Int == 1000)
        #expect(timestamp["receive_timestamp"] as? Int == 3_600_000)
        #expect(timestamp["transmit_timestamp"] as? Int == 86_399_999)
        let mask = try Self.json(Self.ipv4(1, Self.icmp([18, 0, 0, 0, 0, 1, 0, 2, 255, 255, 255, 0])))[1]
        #expect(mask["address_mask"] as? String == "255.255.255.0")
    }

    /// ICMPv6 over IPv6 from 2001:db8::1 to ff02::1, checksum filled.
    static func ipv6ICMP(_ message: [UInt8]) throws -> [UInt8] {
        var header: [UInt8] = [0x60, 0, 0, 0, UInt8(message.count >> 8), UInt8(message.count & 0xff), 58, 1]
        header += [0x20, 0x01, 0x0d, 0xb8] + [UInt8](repeating: 0, count: 11) + [1]
        header += [0xff, 0x02] + [UInt8](repeating: 0, count: 13) + [1]
        var packet = header + message
        let source = try #require(IPv6Address(packet, at: 8))
        let destination = try #require(IPv6Address(packet, at: 24))
        ICMPv6Message.fillChecksum(in: &packet, offset: 40, end: packet.count,
                                   pseudoHeader: .ipv6(source: source, destination: destination))
        return packet
    }

    @Test func mldv2QueryFields() throws {
        // Max response code 1000 ms, group ff02::fb, S flag, QRV 2, QQIC 125, 2 sources.
        var message: [UInt8] = [130, 0, 0, 0, 0x03, 0xe8, 0, 0]
        message += [0xff, 0x02] + [UInt8](repeating: 0, count: 13) + [0xfb]
        message += [0x0a, 125, 0, 2]
        message += [0x20, 0x01, 0x0d, 0xb8] + [UInt8](repeating: 0, count: 11) + [7]
        message += [0x20, 0x01, 0x0d, 0xb8] + [UInt8](repeating: 0, count: 11) + [8]
        let layers = try Self.json(try Self.ipv6ICMP(message))
        let mld = layers[1]
        #expect(mld["checksum_valid"] as? Bool == true)
        #expect(mld["max_response_delay"] as? Int == 1000)
        #expect(mld["multicast_address"] as? String == "ff02::fb")
        #expect(mld["suppress_router_processing"] as? Bool == true)
        #expect(mld["robustness"] as? Int == 2)
        #expect(mld["qqi"] as? Int == 125)
        #expect(mld["sources"] as? [String] == ["2001:db8::7", "2001:db8::8"])
    }

    /// tcpdump prints nothing of the packet an ICMPv6 error quotes; JSON walks it (a quoted TCP
    /// header here), and its running out of bytes does not mark the packet truncated.
    @Test func icmpv6ErrorQuotesTCP() throws {
        var quoted: [UInt8] = [0x60, 0, 0, 0, 0, 20, 6, 64]
        quoted += [0xff, 0x02] + [UInt8](repeating: 0, count: 13) + [1]
        quoted += [0x20, 0x01, 0x0d, 0xb8] + [UInt8](repeating: 0, count: 11) + [1]
        quoted += [0x9c, 0x40, 0, 80, 0, 0, 0, 1]
        let packet = try Self.ipv6ICMP([1, 4, 0, 0, 0, 0, 0, 0] + quoted)
        let icmpv6 = try Self.json(packet)[1]
        let inner = try #require(icmpv6["quoted"] as? [[String: Any]])
        #expect(inner.map { $0["layer"] as? String } == ["ipv6", "tcp"])
        #expect(inner[1]["destination_port"] as? Int == 80)
        #expect(inner[1]["truncated"] as? Bool == true)
        #expect(Self.text(packet, verbosity: 1).contains("ICMP6, destination unreachable, unreachable port, 2001:db8::1 tcp port 80"))
    }
}
