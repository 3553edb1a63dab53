import Foundation
import Testing

/// hping3's destination port forms against a lab host whose closed ports answer SYNs with RST-ACK:
/// `-p +N` moves on one port for each reply received, `-p ++N` one for each packet sent, and a
/// flood counts the replies from every port it probed (not only the first).
@Suite(.enabled(if: probeTestsRunAsRoot && FileManager.default.isExecutableFile(atPath: "/usr/sbin/nft")))
struct DestinationPortLiveTests {
    /// The source ports of the reply lines, in order.
    static func replyPorts(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("len="), let range = line.range(of: " sport=") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
    }

    /// Port 20001 is dropped in the lab host (nft, in the lab's namespace): a probe there gets no
    /// reply. `+20000`: 20000 answers, the port moves to 20001 and stays there (no reply moves it
    /// on). `++20000`: the third probe goes to 20002 whatever happened to the second.
    @Test func plusFollowsRepliesAndDoublePlusFollowsPackets() throws {
        let lab = try #require(ProbeLab.make("dport"))
        defer { lab.down() }
        let rules = probeRunProcess("/usr/sbin/ip", ["netns", "exec", lab.id, "/usr/sbin/nft",
                                                     "add table inet dport; add chain inet dport in { type filter hook input priority 0; }; add rule inet dport in tcp dport 20001 drop"])
        try #require(rules.status == 0, "\(rules.error)")

        let perReply = swiftnetProbe(["tcp", "-S", "-p", "+20000", "-c", "3", "-i", "0.2", "--timeout", "0.5", lab.host])
        #expect(Self.replyPorts(perReply.output) == [20000], "\(perReply.output)")
        #expect(perReply.error.contains("3 packets transmitted, 1 packets received"), "\(perReply.error)")

        let perPacket = swiftnetProbe(["tcp", "-S", "-p", "++20000", "-c", "3", "-i", "0.2", "--timeout", "0.5", lab.host])
        #expect(Self.replyPorts(perPacket.output) == [20000, 20002], "\(perPacket.output)")
        #expect(perPacket.error.contains("3 packets transmitted, 2 packets received"), "\(perPacket.error)")

        // Nothing dropped: every reply moves `+N` on, so it probes the same ports as `++N`.
        let open = swiftnetProbe(["tcp", "-S", "-p", "+30000", "-c", "3", "-i", "0.2", "--timeout", "0.5", lab.host])
        #expect(Self.replyPorts(open.output) == [30000, 30001, 30002], "\(open.output)")
    }

    /// Flood counting: replies come from as many ports as probes went out; each is counted (the
    /// counter once took only the first port's, 1 of 1000). A loaded machine may lose a few.
    @Test(arguments: [("++40000", "dpfa"), ("+40000", "dpfb"), ("40000", "dpfc")])
    func floodCountsRepliesFromEveryProbedPort(port: String, tag: String) throws {
        let lab = try #require(ProbeLab.make(tag))
        defer { lab.down() }
        let run = swiftnetProbe(["tcp", "-S", "-p", port, "--flood", "-c", "1000", "--timeout", "0.5", "-q", lab.host])
        #expect(run.status == 0, "\(run.error)")
        let received = run.error.split(separator: "\n").first { $0.hasPrefix("1000 packets transmitted, ") }
            .flatMap { Int($0.split(separator: " ")[3]) }
        let count = try #require(received, "\(run.error)")
        #expect(count >= 950 && count <= 1000, "\(run.error)")
    }
}
