import Foundation
import Testing

/// Live scans of namespace hosts built by the tests (root only; CI runs them). Ground truth: TCP
/// listeners on `openTCP`, nft dropping `droppedTCP` and rejecting 25 with admin-prohibited, UDP
/// echo on `openUDP`, UDP 161 dropped and 69 rejected; every other port closed.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanLiveTests {
    static let openTCP = [22, 80, 8080, 31337]
    static let droppedTCP = [443] + Array(1000...1019)
    static let openUDP = [53, 5353]
    static let rules = """
    table inet scantest {
      chain input {
        type filter hook input priority 0; policy accept;
        tcp dport { 443, 1000-1019 } drop
        meta nfproto ipv4 tcp dport 25 reject with icmp type admin-prohibited
        meta nfproto ipv6 tcp dport 25 reject with icmpv6 type admin-prohibited
        udp dport 161 drop
        meta nfproto ipv4 udp dport 69 reject with icmp type admin-prohibited
        meta nfproto ipv6 udp dport 69 reject with icmpv6 type admin-prohibited
      }
    }
    """

    static func expectedTCP(_ port: Int) -> String {
        if openTCP.contains(port) { return "open" }
        if droppedTCP.contains(port) || port == 25 { return "filtered" }
        return "closed"
    }

    static func makeLab(_ tag: String) -> ScanLab? {
        guard let lab = ScanLab(tag) else { return nil }
        guard lab.listen(tcp: openTCP, udp: openUDP), lab.firewall(rules) else {
            lab.down()
            return nil
        }
        return lab
    }

    static let tcpPorts = "1-1100,8080,31337"
    static var tcpPortList: [Int] { Array(1...1100) + [8080, 31337] }

    func checkTCP(_ states: [String: (state: String, reason: String)], reasonFor25: String) {
        #expect(states.count == Self.tcpPortList.count)
        var mismatches: [String] = []
        for port in Self.tcpPortList where states["tcp/\(port)"]?.state != Self.expectedTCP(port) {
            mismatches.append("\(port): \(states["tcp/\(port)"]?.state ?? "missing") != \(Self.expectedTCP(port))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(states["tcp/25"]?.reason == reasonFor25)
        #expect(states["tcp/443"]?.reason == "no-response")
        #expect(states["tcp/80"]?.reason == "syn-ack")
    }

    @Test func synScanMatchesGroundTruthIPv4AndIPv6() throws {
        let lab = try #require(Self.makeLab("sclv"))
        defer { lab.down() }
        let v4 = ScanCLI.swiftnet(["scan", "-sS", "-p", Self.tcpPorts, "--rate", "20000", "--json", lab.host])
        #expect(v4.status == 0, "\(v4.stderr)")
        checkTCP(ScanCLI.portStates(v4.stdout), reasonFor25: "admin-prohibited")
        let v6 = ScanCLI.swiftnet(["scan", "-sS", "-p", Self.tcpPorts, "--rate", "20000", "--json", lab.host6])
        #expect(v6.status == 0, "\(v6.stderr)")
        checkTCP(ScanCLI.portStates(v6.stdout), reasonFor25: "admin-prohibited")
    }

    /// Every port at the default timing: large enough for the receive ring (set up while the
    /// command line is parsed), two senders claiming chunks of the order, the packet sockets
    /// handed to helper processes to close.
    @Test func everyPortAtDefaultTimingMatchesGroundTruth() throws {
        let lab = try #require(Self.makeLab("sclf"))
        defer { lab.down() }
        let result = ScanCLI.shell("SWIFTNET_SCAN_DEBUG=1 '\(ScanCLI.binary)' scan -sS -p- --json \(lab.host)")
        #expect(result.status == 0, "\(result.stderr)")
        // The ring receives (from the start, or after raw IPv4 sockets while it was set up).
        #expect(result.stderr.contains("ring), answered"), "\(result.stderr)")
        let states = ScanCLI.portStates(result.stdout)
        #expect(states.count == 65_535)
        var mismatches: [String] = []
        for port in 1...65_535 where states["tcp/\(port)"]?.state != Self.expectedTCP(port) {
            mismatches.append("\(port): \(states["tcp/\(port)"]?.state ?? "missing") != \(Self.expectedTCP(port))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func connectScanMatchesGroundTruth() throws {
        let lab = try #require(Self.makeLab("sclt"))
        defer { lab.down() }
        let result = ScanCLI.swiftnet(["scan", "-sT", "-Pn", "-p", Self.tcpPorts, "--json", lab.host])
        #expect(result.status == 0, "\(result.stderr)")
        // connect(2) reports an admin-prohibited ICMP as EHOSTUNREACH.
        checkTCP(ScanCLI.portStates(result.stdout), reasonFor25: "host-unreach")
        // The on-link host's MAC address, in XML as -sS writes it.
        let mac = ScanARPLiveTests.mac(lab.id).uppercased()
        let xml = ScanCLI.swiftnet(["scan", "-sT", "-Pn", "-p", "80", "-oX", "-", lab.host])
        #expect(!mac.isEmpty && xml.stdout.contains("<address addr=\"\(mac)\" addrtype=\"mac\"/>"), "\(xml.stdout)")
    }

    @Test func ackAndUDPScans() throws {
        let lab = try #require(Self.makeLab("sclu"))
        defer { lab.down() }
        let ack = ScanCLI.swiftnet(["scan", "-sA", "-p", "22,25,80,443,1000,2000", "--json", lab.host])
        let ackStates = ScanCLI.portStates(ack.stdout)
        #expect(ackStates.mapValues(\.state) == ["tcp/22": "unfiltered", "tcp/25": "filtered", "tcp/80": "unfiltered",
                                                 "tcp/443": "filtered", "tcp/1000": "filtered", "tcp/2000": "unfiltered"])
        for host in [lab.host, lab.host6] {
            let udp = ScanCLI.swiftnet(["scan", "-sU", "-p", "53,69,161,5353,7,9,1000-1010", "--json", host])
            #expect(udp.status == 0, "\(udp.stderr)")
            let states = ScanCLI.portStates(udp.stdout).mapValues(\.state)
            var expected = ["udp/53": "open", "udp/5353": "open", "udp/69": "filtered", "udp/161": "open|filtered",
                            "udp/7": "closed", "udp/9": "closed"]
            for port in 1000...1010 { expected["udp/\(port)"] = "closed" }
            #expect(states == expected, "\(host)")
        }
    }

    @Test func shardsTogetherEqualTheWholeScan() throws {
        let lab = try #require(Self.makeLab("scls"))
        defer { lab.down() }
        let whole = ScanCLI.swiftnet(["scan", "-sS", "-p", "1-1100", "--seed", "99", "--json", lab.host])
        let wholeStates = ScanCLI.portStates(whole.stdout).mapValues(\.state)
        #expect(wholeStates.count == 1100)
        var union: [String: String] = [:]
        var total = 0
        for index in 1...3 {
            let shard = ScanCLI.swiftnet(["scan", "-sS", "-p", "1-1100", "--seed", "99", "--shard", "\(index)/3", "--json", lab.host])
            #expect(shard.status == 0)
            let states = ScanCLI.portStates(shard.stdout).mapValues(\.state)
            #expect(states.count > 300 && states.count < 440)
            total += states.count
            union.merge(states) { first, _ in first }
        }
        #expect(total == 1100)          // no overlap
        #expect(union == wholeStates)   // and nothing missing or different
    }

    @Test func hostDiscoveryOverSeveralHostsSomeAbsent() throws {
        let first = try #require(ScanLab("scd1"))
        defer { first.down() }
        let second = try #require(ScanLab("scd2"))
        defer { second.down() }
        // .9 and .10 are on the first lab's link but nobody has them.
        let result = ScanCLI.swiftnet(["scan", "-sn", first.host, second.host, first.v4(9) + "-10", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(ScanCLI.upHosts(result.stdout) == [first.host, second.host])
        let normal = ScanCLI.swiftnet(["scan", "-sn", first.host, second.host, first.v4(9) + "-10"])
        #expect(normal.stdout.contains("swiftnet done: 4 IP addresses (2 hosts up)"))
        // Without -Pn, a port scan covers only the hosts discovery found.
        let scan = ScanCLI.swiftnet(["scan", "-sS", "-p", "22", "--json", first.host, first.v4(9)])
        #expect(ScanCLI.portStates(scan.stdout, host: first.v4(9)).isEmpty)
        #expect(ScanCLI.portStates(scan.stdout, host: first.host)["tcp/22"]?.state == "closed")
    }

    @Test func xmlAndGrepableFilesDescribeEveryPort() throws {
        let lab = try #require(Self.makeLab("sclx"))
        defer { lab.down() }
        let directory = NSTemporaryDirectory() + "swiftnet-scan-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = ScanCLI.swiftnet(["scan", "-sS", "-p", Self.tcpPorts, "-oX", directory + "/s.xml", "-oG", directory + "/s.gnmap",
                                       "-oN", directory + "/s.txt", lab.host])
        #expect(result.status == 0)
        // Expand extraports + port elements back into one state per port (the bench's expander).
        let expander = ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path
        let expanded = ScanCLI.run("/usr/bin/python3", [expander, directory + "/s.xml"])
        let pairs = expanded.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(pairs.count == Self.tcpPortList.count)
        for pair in pairs where pair.count == 2 {
            #expect(String(pair[1]) == Self.expectedTCP(Int(pair[0])!), "port \(pair[0])")
        }
        let grepable = try String(contentsOfFile: directory + "/s.gnmap", encoding: .utf8)
        #expect(grepable.contains("Host: \(lab.host) ()\tStatus: Up"))
        #expect(grepable.contains("80/open/tcp//http///"))
        let normal = try String(contentsOfFile: directory + "/s.txt", encoding: .utf8)
        #expect(normal.contains("Not shown: 1076 closed tcp ports (reset)\nPORT      STATE    SERVICE\n22/tcp    open     ssh\n25/tcp    filtered smtp\n"))
    }
}
