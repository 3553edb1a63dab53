import Foundation
import Testing

/// UDP scan of a host that keeps Linux's default ICMP rate limit (one error per second after a
/// burst of six; root only): two listeners, one port dropped, one rejected admin-prohibited, the
/// rest closed. Every state must be the ground truth, and equal nmap's on the same lab. nmap 7.93
/// at its defaults misreads several closed ports here as open|filtered (its send delay grows too
/// slowly for 24 ports), so the reference is nmap with `--scan-delay 1s`, which gets them all.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanUDPRateLimitLiveTests {
    static let ports = "40-60,69,161,5353"
    static var portList: [Int] { Array(40...60) + [69, 161, 5353] }

    static func expected(_ port: Int) -> String {
        switch port {
        case 53, 5353: return "open"
        case 161: return "open|filtered"
        case 69: return "filtered"
        default: return "closed"
        }
    }

    @Test func closedPortsAreConfirmedDespiteTheICMPRateLimit() throws {
        let lab = try #require(ScanLab("scudp", icmpRateLimit: true))
        defer { lab.down() }
        try #require(lab.listen(tcp: [22], udp: [53, 5353]))
        try #require(lab.firewall("""
        table inet udptest {
          chain input {
            type filter hook input priority 0; policy accept;
            udp dport 161 drop
            meta nfproto ipv4 udp dport 69 reject with icmp type admin-prohibited
          }
        }
        """))
        let result = ScanCLI.swiftnet(["scan", "-sU", "-p", Self.ports + ",53", "--json", lab.host])
        #expect(result.status == 0, "\(result.stderr)")
        let states = ScanCLI.portStates(result.stdout, host: lab.host)
        var wrong: [String] = []
        for port in Self.portList + [53] where states["udp/\(port)"]?.state != Self.expected(port) {
            wrong.append("\(port): \(states["udp/\(port)"]?.state ?? "missing")")
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(states["udp/69"]?.reason == "admin-prohibited")
        #expect(states["udp/161"]?.reason == "no-response")

        // nmap on the same lab, when installed: the same state on every port.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nmap") else { return }
        let xml = NSTemporaryDirectory() + "swiftnet-udp-nmap-\(getpid()).xml"
        defer { try? FileManager.default.removeItem(atPath: xml) }
        let nmap = ScanCLI.run("/usr/bin/nmap", ["-n", "-sU", "--scan-delay", "1s", "-p", Self.ports + ",53", "-oX", xml, lab.host])
        try #require(nmap.status == 0, "\(nmap.stderr)")
        let expander = ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path
        let theirs = ScanCLI.run("/usr/bin/python3", [expander, xml]).stdout.split(separator: "\n")
        #expect(theirs.count == states.count)
        for line in theirs {
            let pair = line.split(separator: " ")
            guard pair.count == 2 else { continue }
            #expect(states["udp/\(pair[0])"]?.state == String(pair[1]), "port \(pair[0]): nmap \(pair[1])")
        }
    }
}
