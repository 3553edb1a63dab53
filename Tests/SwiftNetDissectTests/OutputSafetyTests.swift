import Foundation
import SwiftNetDissect
import SwiftNetPcap
import Testing

/// Output safety (issue 6): nothing taken from a packet reaches the terminal raw. Packets carry
/// terminal escape sequences (ESC [ and ESC ]), NUL, BEL, DEL, C1 controls, bytes 0x80-0xff and
/// invalid UTF-8 in every place swiftnet prints packet text: HTTP first lines, DNS names and TXT
/// strings, -A/-X/-x dumps, RST data, ICMP payloads. The text output must hold no byte below 0x20
/// but newline and tab, no DEL, and (where tcpdump decodes the same thing) equal tcpdump's bytes;
/// JSON must be valid UTF-8 with every control character escaped as \u00XX.
@Suite struct OutputSafetyTests {
    /// What the hostile packets carry; every one a sequence a terminal would act on or mangle.
    static let hostileText: [UInt8] = Array("\u{1b}[2J\u{1b}]0;owned\u{07}".utf8) + [0x00, 0x7f, 0x08, 0x0d, 0x9b, 0xc2, 0x9b]
        + Array("31m".utf8) + [0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc3, 0x28, 0x1b, 0x63]

    static let packets: [(name: String, data: [UInt8])] = {
        let all = (0...255).map { UInt8($0) }
        let evil = hostileText
        var list: [(String, [UInt8])] = []
        list.append(("http-request-line", OutputSafetyPackets.tcp4(dport: 80, payload: Array("GET /".utf8) + evil + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8))))
        list.append(("http-header-line", OutputSafetyPackets.tcp4(dport: 80, payload: Array("GET / HTTP/1.1\r\nX-A: ".utf8) + evil + Array("\r\n\r\n".utf8))))
        list.append(("http-response", OutputSafetyPackets.tcp4(sport: 80, dport: 40000, payload: Array("HTTP/1.1 200 ".utf8) + evil + [0x0d, 0x0a])))
        list.append(("http-unterminated", OutputSafetyPackets.tcp4(dport: 8080, payload: Array("GET /".utf8) + [0x1b, 0x5b, 0x33, 0x31, 0x6d])))
        list.append(("http-all-bytes", OutputSafetyPackets.tcp4(dport: 80, payload: Array("GET /".utf8) + all)))
        list.append(("tcp-all-bytes", OutputSafetyPackets.tcp4(dport: 4444, payload: all)))
        list.append(("tcp-rst-data", OutputSafetyPackets.tcp4(dport: 4444, flags: 0x14, payload: evil + all)))
        list.append(("udp-all-bytes", OutputSafetyPackets.udp4(dport: 9999, payload: all + evil)))
        list.append(("icmp-echo-all-bytes", OutputSafetyPackets.icmpEcho(payload: all)))
        let name = OutputSafetyPackets.dnsName([[0x1b, 0x5b, 0x32, 0x4a], [0x61, 0x00, 0x62], [0x7f, 0xff, 0x80, 0x9b], Array("ok".utf8)])
        list.append(("dns-query-name", OutputSafetyPackets.udp4(dport: 53, payload: OutputSafetyPackets.dnsQuery(name: name))))
        list.append(("dns-txt-answer", OutputSafetyPackets.udp4(sport: 53, dport: 40000,
                                                                 payload: OutputSafetyPackets.dnsAnswer(name: name, type: 16, rdata: [UInt8(evil.count)] + evil + [3, 0xc2, 0x85, 0x07]))))
        list.append(("dns-cname-answer", OutputSafetyPackets.udp4(sport: 53, dport: 40000,
                                                                   payload: OutputSafetyPackets.dnsAnswer(name: Array(name.suffix(4)), type: 5, rdata: name))))
        list.append(("dns-hinfo-answer", OutputSafetyPackets.udp4(sport: 5353, dport: 5353,
                                                                   payload: OutputSafetyPackets.dnsAnswer(name: name, type: 13, rdata: [4, 0x1b, 0x5d, 0x32, 0x07, 2, 0xff, 0x00]))))
        list.append(("syslog-message", OutputSafetyPackets.udp4(dport: 514, payload: Array("<13>Nov 21 07:00:00 host app: ".utf8) + evil + [0x0a, 0x09] + all)))
        list.append(("syslog-bad-priority", OutputSafetyPackets.udp4(dport: 514, payload: [0x3c] + evil)))
        list.append(("vxlan-inner-frame", OutputSafetyPackets.udp4(dport: 4789, payload: [8, 0, 0, 0, 0, 0, 1, 0]
            + OutputSafetyPackets.udp4(dport: 80, payload: Array("GET /".utf8) + evil))))
        list.append(("dns-over-tcp", OutputSafetyPackets.tcp4(dport: 53, payload: {
            let query = OutputSafetyPackets.dnsQuery(name: name)
            return [UInt8(query.count >> 8), UInt8(query.count & 0xff)] + query
        }())))
        return list
    }()

    static let flagSets: [[String]] = [[], ["-v"], ["-vvv"], ["-A"], ["-X"], ["-XX"], ["-x"], ["-e"], ["-q"]]

    static func packet(_ data: [UInt8], second: Int64 = 1_700_000_000) -> CapturedPacket {
        CapturedPacket(timestamp: Timestamp(seconds: second, nanoseconds: 0), originalLength: data.count,
                       linkType: .ethernet, data: data)
    }

    @Test(arguments: flagSets)
    func textOutputHasNoControlBytes(_ flags: [String]) throws {
        FixtureTable.setUTC()
        var printer = PacketPrinter(options: FixtureTable.options(flags).0)
        for (name, data) in Self.packets {
            var output: [UInt8] = []
            printer.print(Self.packet(data), into: &output)
            try HostileFileTests.expectSafeText(output, "\(name) \(flags)")
            #expect(!output.contains(0x1b), "\(name) \(flags): ESC in output")
        }
    }

    /// The same packets through tcpdump: swiftnet's text must equal tcpdump's byte for byte.
    @Test(.enabled(if: FixtureTable.tcpdump != nil), arguments: flagSets)
    func textOutputMatchesTcpdump(_ flags: [String]) throws {
        FixtureTable.setUTC()
        let path = NSTemporaryDirectory() + "swiftnet-output-safety-\(getpid())-\(flags.joined()).pcap"
        defer { unlink(path) }
        let writer = try PcapWriter(path: path, linkType: .ethernet)
        for (index, item) in Self.packets.enumerated() {
            try writer.write(Self.packet(item.data, second: 1_700_000_000 + Int64(index)))
        }
        try writer.close()
        var printer = PacketPrinter(options: FixtureTable.options(flags).0)
        var output: [UInt8] = []
        for (index, item) in Self.packets.enumerated() {
            printer.print(Self.packet(item.data, second: 1_700_000_000 + Int64(index)), into: &output)
        }
        let expected = try Self.tcpdump(flags + ["-r", path])
        #expect(!expected.isEmpty)
        #expect(output == expected, "\(flags): \(FixtureTable.firstDifference(expected, output))")
    }

    @Test func jsonEscapesEveryControlCharacter() throws {
        var encoder = JSONPacketEncoder()
        for (name, data) in Self.packets {
            var output: [UInt8] = []
            encoder.encode(Self.packet(data), number: 1, into: &output)
            try HostileFileTests.expectSafeText(output, "\(name) JSON")
            #expect(String(validating: output, as: UTF8.self) != nil, "\(name): JSON is not valid UTF-8")
            // No C1 control (U+0080-U+009F, encoded C2 80-9F) left raw either.
            for index in output.indices.dropLast() where output[index] == 0xc2 {
                #expect(!(0x80...0x9f).contains(output[index + 1]), "\(name): raw C1 control in JSON")
            }
            let object = try JSONSerialization.jsonObject(with: Data(output))
            #expect(object is [String: Any], "\(name)")
        }
    }

    /// The TXT strings of `dns-txt-answer` survive into JSON with their controls as \u00XX escapes.
    @Test func jsonTXTStringsKeepTheirContentEscaped() throws {
        var encoder = JSONPacketEncoder()
        var output: [UInt8] = []
        let data = Self.packets.first { $0.name == "dns-txt-answer" }!.data
        encoder.encode(Self.packet(data), number: 1, into: &output)
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains("\\u001b[2J\\u001b]0;owned\\u0007\\u0000\\u007f\\u0008\\u000d"), "\(text)")
        #expect(text.contains("\\u0085\\u0007"), "\(text)")
    }

    static func tcpdump(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FixtureTable.tcpdump!)
        process.arguments = ["-n"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }
}

/// Ethernet/IPv4 packets for the output-safety tests (IPv4 checksum valid, TCP/UDP/ICMP checksums
/// computed too so -v prints no checksum complaint that would differ by tool).
enum OutputSafetyPackets {
    static let macs: [UInt8] = [2, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 1]
    static let source: [UInt8] = [198, 18, 100, 1]
    static let destination: [UInt8] = [198, 18, 100, 2]

    static func checksum(_ bytes: [UInt8]) -> UInt16 {
        var sum: UInt32 = 0
        var index = 0
        while index + 1 < bytes.count { sum += UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]); index += 2 }
        if index < bytes.count { sum += UInt32(bytes[index]) << 8 }
        while sum >> 16 != 0 { sum = (sum & 0xffff) + (sum >> 16) }
        return ~UInt16(sum)
    }

    static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xff), UInt8(value & 0xff)] }

    static func ipv4(protocol proto: UInt8, _ payload: [UInt8]) -> [UInt8] {
        var header: [UInt8] = [0x45, 0] + be16(20 + payload.count) + [0x12, 0x34, 0x40, 0, 64, proto, 0, 0]
            + source + destination
        let sum = checksum(header)
        header[10] = UInt8(sum >> 8); header[11] = UInt8(sum & 0xff)
        return macs + [0x08, 0x00] + header + payload
    }

    static func withTransportChecksum(_ segment: [UInt8], proto: UInt8, at offset: Int) -> [UInt8] {
        var segment = segment
        let pseudo = source + destination + [0, proto] + be16(segment.count)
        var sum = checksum(pseudo + segment)
        if proto == 17 && sum == 0 { sum = 0xffff }
        segment[offset] = UInt8(sum >> 8); segment[offset + 1] = UInt8(sum & 0xff)
        return segment
    }

    static func tcp4(sport: Int = 40000, dport: Int, flags: UInt8 = 0x18, payload: [UInt8]) -> [UInt8] {
        let header: [UInt8] = be16(sport) + be16(dport) + [0, 0, 0x03, 0xe8, 0, 0, 0x07, 0xd0, 0x50, flags, 0x02, 0x00, 0, 0, 0, 0]
        return ipv4(protocol: 6, withTransportChecksum(header + payload, proto: 6, at: 16))
    }

    static func udp4(sport: Int = 40000, dport: Int, payload: [UInt8]) -> [UInt8] {
        let header: [UInt8] = be16(sport) + be16(dport) + be16(8 + payload.count) + [0, 0]
        return ipv4(protocol: 17, withTransportChecksum(header + payload, proto: 17, at: 6))
    }

    static func icmpEcho(payload: [UInt8]) -> [UInt8] {
        var message: [UInt8] = [8, 0, 0, 0, 0x12, 0x34, 0, 1] + payload
        let sum = checksum(message)
        message[2] = UInt8(sum >> 8); message[3] = UInt8(sum & 0xff)
        return ipv4(protocol: 1, message)
    }

    static func dnsName(_ labels: [[UInt8]]) -> [UInt8] {
        labels.flatMap { [UInt8($0.count)] + $0 } + [0]
    }

    static func dnsQuery(name: [UInt8]) -> [UInt8] {
        [0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0] + name + [0, 1, 0, 1]
    }

    static func dnsAnswer(name: [UInt8], type: UInt8, rdata: [UInt8]) -> [UInt8] {
        [0x12, 0x34, 0x81, 0x80, 0, 1, 0, 1, 0, 0, 0, 0] + name + [0, type, 0, 1]
            + [0xc0, 0x0c, 0, type, 0, 1, 0, 0, 0x0e, 0x10] + be16(rdata.count) + rdata
    }
}
