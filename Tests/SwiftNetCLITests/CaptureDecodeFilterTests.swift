import Foundation
import Testing

/// `swiftnet decode FILE [-f] EXPR [-w OUT]`: the kept packets are exactly tcpdump's, compared
/// byte for byte through the written files, over every fixture and several expressions.
@Suite struct CaptureDecodeFilterTests {
    static let fixtures: [String] = {
        let directory = CaptureCLI.packageRoot + "/Fixtures/pcap"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".pcap") || $0.hasSuffix(".pcapng") }.sorted().map { directory + "/" + $0 }
    }()
    static let expressions = [
        "tcp port 80", "udp port 53", "icmp or icmp6", "ip6", "greater 100", "tcp[tcpflags] & tcp-syn != 0",
        "host 198.18.0.2", "not arp", "",
    ]

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 5)
    }

    @Test(.enabled(if: CaptureCLI.tcpdump != nil), arguments: expressions)
    func writtenFilesEqualTCPDumps(expression: String) throws {
        let directory = try CaptureCLI.Directory()
        var compared = 0
        for fixture in Self.fixtures {
            let ours = directory.file("ours.pcap")
            let theirs = directory.file("theirs.pcap")
            try? FileManager.default.removeItem(atPath: ours)
            try? FileManager.default.removeItem(atPath: theirs)
            let words = expression.split(separator: " ").map(String.init)
            let swiftnet = try CaptureCLI.swiftnet(["decode", "-w", ours, fixture] + words)
            let tcpdump = try CaptureCLI.run(CaptureCLI.tcpdump!, ["-r", fixture, "-w", theirs] + words)
            if tcpdump.status != 0 && !FileManager.default.fileExists(atPath: theirs) {
                // tcpdump refused the filter for this link type; so must we, with status 65.
                #expect(swiftnet.status == 65, "\(fixture) '\(expression)': \(swiftnet.stderr)")
                continue
            }
            let same = FileManager.default.contentsEqual(atPath: ours, andPath: theirs)
            #expect(same, "\(fixture) '\(expression)'")
            compared += 1
        }
        #expect(compared > 0)
    }

    @Test(.enabled(if: CaptureCLI.tcpdump != nil)) func filterOptionAndWordsAgree() throws {
        let fixture = try #require(Self.fixtures.first { $0.hasSuffix("/tcp.pcap") })
        let words = try CaptureCLI.swiftnet(["decode", fixture, "tcp", "and", "port", "80"])
        let option = try CaptureCLI.swiftnet(["decode", "-f", "tcp and port 80", fixture])
        #expect(words.status == 0)
        #expect(words.stdout == option.stdout)
        // Same packets printed as tcpdump keeps: compare the number of packet lines.
        let tcpdump = try CaptureCLI.run(CaptureCLI.tcpdump!, ["-n", "-r", fixture, "tcp and port 80"])
        let count = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") }.count }
        #expect(count(words.stdout) == count(tcpdump.stdout))
        #expect(count(words.stdout) > 0)
    }

    @Test func badFilterIsStatus65WithLibpcapsMessage() throws {
        let fixture = try #require(Self.fixtures.first)
        let result = try CaptureCLI.swiftnet(["decode", fixture, "tcp", "port"])
        #expect(result.status == 65)
        #expect(result.stderr.hasSuffix("swiftnet: decode: bad filter 'tcp port': can't parse filter expression: syntax error\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unwritableOutputIsStatus73() throws {
        let fixture = try #require(Self.fixtures.first)
        let result = try CaptureCLI.swiftnet(["decode", "-w", "/nonexistent-dir/x.pcap", fixture, "tcp"])
        #expect(result.status == 73)
        #expect(result.stderr.hasSuffix("swiftnet: decode: /nonexistent-dir/x.pcap: No such file or directory\n"))
    }

    @Test func filterGivenTwiceIsAUsageError() throws {
        let fixture = try #require(Self.fixtures.first)
        let result = try CaptureCLI.swiftnet(["decode", "-f", "tcp", fixture, "udp"])
        #expect(result.status == 64)
    }
}
