import Foundation
import Testing

/// `swiftnet udp/tcp -w FILE`: crafted packets written to a pcap, no root, nothing sent. Known
/// answers are the whole files; each was checked field by field with `tcpdump -vv -r` (its
/// decoding is asserted below too, including tcpdump's own checksum verdicts).
@Suite struct ProbeOfflineTests {
    let epoch = ["SOURCE_DATE_EPOCH": "1700000000"]

    @Test func tcpEveryFieldIPv4() throws {
        let path = probeTemporaryPath("tcp4.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["tcp", "198.18.40.2", "--source", "198.18.40.1", "-S", "-A", "-F", "-R", "-P", "-U",
                                 "--ece", "--cwr", "--sport", "40000", "-p", "80", "--seq", "1000", "--ack", "2000",
                                 "--win", "1234", "--urp", "7", "--mss", "1460", "--wscale", "7", "--sack-ok",
                                 "--ts", "99", "--ttl", "33", "--tos", "16", "--id", "4660", "--df", "--data", "hello",
                                 "--write", path], environment: epoch)
        #expect(run.status == 0, "\(run.error)")
        #expect(probeHex(path) == "d4c3b2a1020004000000000000000000000004006500000000f15365000000004100000041000000"
            + "451000411234400021066b4bc6122801c61228029c400050000003e8000007d0a0ff04d2797f0007020405b40402080a"
            + "00000063000000000103030768656c6c6f")
        let decoded = probeTcpdump(path)
        #expect(decoded.contains("IP (tos 0x10, ttl 33, id 4660, offset 0, flags [DF], proto TCP (6), length 65)"))
        #expect(decoded.contains("198.18.40.1.40000 > 198.18.40.2.80: Flags [FSRP.UEW], cksum 0x797f (correct), "
            + "seq 1000:1005, ack 2000, win 1234, urg 7, options [mss 1460,sackOK,TS val 99 ecr 0,nop,wscale 7], length 5"))
    }

    @Test func udpFragmentFlagsOptionsAndCount() throws {
        let path = probeTemporaryPath("udp4.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["udp", "198.18.40.2", "--source", "198.18.40.1", "--sport", "5000", "-p", "9999",
                                 "-c", "2", "-i", "0.5", "--id", "7", "--mf", "--ip-options", "94040000",
                                 "--data-hex", "de ad be ef", "-d", "6", "--write", path], environment: epoch)
        #expect(run.status == 0, "\(run.error)")
        #expect(probeHex(path) == "d4c3b2a1020004000000000000000000000004006500000000f153650000000026000000260000004600"
            + "0026000720004011e993c6122801c6122802940400001388270f000e4b75deadbeef000000f1536520a107002600000026000000"
            + "46000026000720004011e993c6122801c6122802940400001389270f000e4b74deadbeef0000")
        let decoded = probeTcpdump(path)
        #expect(decoded.contains("22:13:20.000000 IP (tos 0x0, ttl 64, id 7, offset 0, flags [+], proto UDP (17), length 38, options (RA))"))
        #expect(decoded.contains("198.18.40.1.5000 > 198.18.40.2.9999: UDP, length 6"))
        #expect(decoded.contains("22:13:20.500000 IP"))
        #expect(decoded.contains("198.18.40.1.5001 > 198.18.40.2.9999: UDP, length 6"))
    }

    @Test func udpChecksumCorrectAndFragmentOffset() throws {
        let path = probeTemporaryPath("udpsum.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(swiftnetProbe(["udp", "198.18.40.2", "--source", "198.18.40.1", "--sport", "1", "-p", "65535",
                               "--data", "x", "--write", path], environment: epoch).status == 0)
        #expect(probeTcpdump(path).contains("198.18.40.1.1 > 198.18.40.2.65535: [udp sum ok] UDP, length 1"))
        #expect(swiftnetProbe(["udp", "198.18.40.2", "--source", "198.18.40.1", "--sport", "1", "-p", "2",
                               "--frag-offset", "0x10", "--id", "9", "--write", path], environment: epoch).status == 0)
        #expect(probeTcpdump(path).contains("id 9, offset 128, flags [none], proto UDP (17), length 28"))
    }

    @Test func udpIPv6TrafficClassFlowLabelHopLimit() throws {
        let path = probeTemporaryPath("udp6.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["udp", "2001:db8:40::2", "--source", "2001:db8:40::1", "--sport", "5000", "-p", "9999",
                                 "--hop-limit", "9", "--traffic-class", "0xb8", "--flow-label", "0x12345", "--data", "abc",
                                 "--write", path], environment: epoch)
        #expect(run.status == 0, "\(run.error)")
        #expect(probeHex(path) == "d4c3b2a1020004000000000000000000000004006500000000f15365000000003300000033000000"
            + "6b812345000b110920010db800400000000000000000000120010db80040000000000000000000021388270f000ba4e9616263")
        #expect(probeTcpdump(path).contains("IP6 (class 0xb8, flowlabel 0x12345, hlim 9, next-header UDP (17) payload length: 11) "
            + "2001:db8:40::1.5000 > 2001:db8:40::2.9999: [udp sum ok] UDP, length 3"))
    }

    @Test func tcpIPv6BadChecksum() throws {
        let path = probeTemporaryPath("tcp6.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["tcp", "2001:db8:40::2", "--source", "2001:db8:40::1", "--sport", "5000", "-p", "80",
                                 "-S", "--seq", "0x10", "--bad-checksum", "--write", path], environment: epoch)
        #expect(run.status == 0, "\(run.error)")
        #expect(probeHex(path) == "d4c3b2a1020004000000000000000000000004006500000000f15365000000003c0000003c000000"
            + "600000000014064020010db800400000000000000000000120010db8004000000000000000000002138800500000001000"
            + "000000500200403fc70000")
        #expect(probeTcpdump(path).contains("Flags [S], cksum 0x3fc7 (incorrect -> 0x3fc6), seq 16, win 64, length 0"))
    }

    @Test func payloadFromFileAndKeepSourcePort() throws {
        let path = probeTemporaryPath("file.pcap")
        let payloadPath = probeTemporaryPath("payload.bin")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: payloadPath)
        }
        try Data("PAYLOAD".utf8).write(to: URL(fileURLWithPath: payloadPath))
        #expect(swiftnetProbe(["tcp", "198.18.40.2", "--source", "198.18.40.1", "--sport", "7", "-k", "-p", "8", "-c", "2",
                               "-P", "-A", "--seq", "1", "--data-file", payloadPath, "--write", path], environment: epoch).status == 0)
        let decoded = probeTcpdump(path)
        #expect(decoded.components(separatedBy: "198.18.40.1.7 > 198.18.40.2.8: Flags [P.], cksum").count == 3)
        #expect(decoded.contains("seq 1:8, ack 0, win 64, length 7"))
    }

    // Errors: one line on stderr, a distinct status, nothing written or sent.
    @Test(arguments: [
        (["udp", "198.18.40.2", "-p", "0", "--write", "/dev/null"], Int32(64), "-p/--dport 0 out of range (1-65535)"),
        (["tcp", "198.18.40.2", "-p", "65536", "--write", "/dev/null"], 64, "-p/--dport 65536 out of range (1-65535)"),
        (["tcp", "198.18.40.2", "-p", "80", "--sport", "0", "--write", "/dev/null"], 64, "-s/--sport 0 out of range (1-65535)"),
        (["udp", "198.18.40.2", "-p", "53", "--ttl", "256", "--write", "/dev/null"], 64, "-t/--ttl 256 out of range (0-255)"),
        (["ping", "198.18.40.2", "-t", "256"], 64, "-t: ttl 256 out of range (1-255)"),
        (["udp", "198.18.40.2", "-p", "53", "--data-hex", "abc", "--write", "/dev/null"], 64, "--data-hex: 'abc' is not an even number of hex digits"),
        (["udp", "198.18.40.2", "-p", "53", "--data-hex", "zz", "--write", "/dev/null"], 64, "--data-hex: 'zz' is not an even number of hex digits"),
        (["udp", "198.18.40.2", "-p", "53", "--flood"], 64, "--flood needs a bound: give -c COUNT or --duration SECONDS"),
        (["ping", "-f", "198.18.40.2"], 64, "-f needs a bound: give -c COUNT or -w SECONDS"),
        (["udp", "no-such-host.invalid", "-p", "53", "--write", "/dev/null"], 68, "swiftnet: no-such-host.invalid: Name or service not known"),
        (["ping", "-c", "1", "no-such-host.invalid"], 68, "swiftnet: no-such-host.invalid: Name or service not known"),
        (["ping", "-c", "1", "-I", "nosuch0", "127.0.0.1"], 69, "swiftnet: nosuch0: no such interface"),
        (["udp", "198.18.40.2", "--source", "198.18.40.1", "-p", "53", "--write", "/nonexistent-dir/x.pcap"], 73, "swiftnet: /nonexistent-dir/x.pcap"),
    ])
    func errorsAreOneLineWithDistinctStatus(arguments: [String], status: Int32, message: String) {
        let run = swiftnetProbe(arguments)
        #expect(run.status == status, "\(arguments): \(run.error)")
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.output.isEmpty)
        if status != 64 {
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        }
    }
}
