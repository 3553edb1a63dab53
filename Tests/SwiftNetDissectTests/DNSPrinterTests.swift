import Testing
@testable import SwiftNetDissect

/// DNS text against tcpdump 4.99 on the fixtures Fixtures/generate/dns.py writes (expected files made
/// by Fixtures/make-expected.sh from Fixtures/TESTLIST with the real tcpdump).
@Suite struct DNSPrinterTests {
    static let cases: [(pcap: String, expected: String, verbosity: Int)] = [
        ("dns-udp.pcap", "dns-udp.out", 0),
        ("dns-udp.pcap", "dns-udp-v.out", 1),
        ("dns-udp.pcap", "dns-udp-vv.out", 2),
        ("dns-udp.pcap", "dns-udp-vvv.out", 3),
        ("dns-tcp.pcap", "dns-tcp.out", 0),
        ("dns-tcp.pcap", "dns-tcp-vv.out", 2),
        ("dns-ipv6-truncated.pcap", "dns-ipv6-truncated.out", 0),
        ("dns-ipv6-truncated.pcap", "dns-ipv6-truncated-vv.out", 2),
        ("dns-mutated.pcap", "dns-mutated.out", 0),
        ("dns-mutated.pcap", "dns-mutated-v.out", 1),
        ("dns-mutated.pcap", "dns-mutated-vvv.out", 3),
    ]

    @Test(arguments: cases)
    func matchesTcpdump(pcap: String, expected: String, verbosity: Int) throws {
        let packets = try DNSFixtures.packets(pcap)
        let texts = try DNSFixtures.expectedDNSTexts(expected)
        #expect(packets.count == texts.count)
        for (index, (frame, text)) in zip(packets, texts).enumerated() {
            let message = try #require(DNSFixtures.message(in: frame))
            let printed = DNSFixtures.render(message, verbosity: verbosity)
            #expect(printed == text, "packet \(index + 1) of \(pcap) at -v x\(verbosity)")
        }
    }

    /// Every prefix of every fixture message, at every verbosity, prints without trapping and only
    /// printable ASCII: a packet's bytes never reach the terminal raw.
    @Test func everyPrefixPrintsSafely() throws {
        for pcap in ["dns-udp.pcap", "dns-tcp.pcap", "dns-ipv6-truncated.pcap", "dns-mutated.pcap"] {
            for frame in try DNSFixtures.packets(pcap) {
                let message = try #require(DNSFixtures.message(in: frame))
                for end in message.offset...message.end {
                    for verbosity in 0...3 {
                        var output: [UInt8] = []
                        DNSPrinter.print(message.bytes, offset: message.offset, end: end,
                                         length: message.length, verbosity: verbosity,
                                         overTCP: message.overTCP,
                                         isMulticastDNS: message.isMulticastDNS, into: &output)
                        #expect(output.allSatisfy { $0 >= 0x20 && $0 < 0x7f })
                        if end < message.end { #expect(!output.isEmpty) }
                    }
                }
            }
        }
    }

    /// Random bytes (fixed seed) behind a valid-looking header: no trap, bounded output.
    @Test func randomMessagesPrintSafely() {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        for _ in 0..<3000 {
            let count = Int(next() % 300)
            var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
            if count >= 12 {
                for index in stride(from: 4, to: 12, by: 2) { bytes[index] = 0 }
                bytes[5] = UInt8(next() % 4)
                bytes[7] = UInt8(next() % 6)
                bytes[11] = UInt8(next() % 3)
            }
            for verbosity in 0...3 {
                for overTCP in [false, true] {
                    var output: [UInt8] = []
                    DNSPrinter.print(bytes, offset: 0, end: count, verbosity: verbosity, overTCP: overTCP,
                                     isMulticastDNS: verbosity == 1, into: &output)
                    #expect(output.allSatisfy { $0 >= 0x20 && $0 < 0x7f })
                }
            }
        }
    }

    @Test func appendsToExistingOutput() {
        let query: [UInt8] = [0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0,
                              7, 0x65, 0x78, 0x61, 0x6d, 0x70, 0x6c, 0x65, 3, 0x63, 0x6f, 0x6d, 0, 0, 1, 0, 1]
        var output = Array("IP 198.18.0.2.40000 > 198.18.0.1.53: ".utf8)
        DNSPrinter.print(query, offset: 0, end: query.count, verbosity: 0, overTCP: false, into: &output)
        #expect(String(decoding: output, as: UTF8.self)
                == "IP 198.18.0.2.40000 > 198.18.0.1.53: 4660+ A? example.com. (29)")
    }

    @Test func relativeTimes() {
        let crossPacket = CrossPacketState()
        var dissection = Dissection<TextSink>(bytes: [], out: PrintBuffer(), options: DissectOptions(verbosity: 3),
                                              flows: TCPFlowTable(), sink: TextSink(), crossPacket: crossPacket)
        for (seconds, text) in [(0, "0s"), (59, "59s"), (3600, "1h"), (90061, "1d1h1m1s"),
                                (40_000_000, "1y13w6d23h6m40s"), (UInt32.max, "136y10w6h28m15s")] {
            dissection.out.removeAll()
            dissection.putRelativeTime(UInt32(seconds))
            #expect(String(decoding: dissection.out.bytes, as: UTF8.self) == text)
        }
        withExtendedLifetime(crossPacket) {}
    }
}
