import Foundation
import Testing

/// Discovery probes on a lab host that answers only some kinds (root only): ICMP echo requests
/// and TCP 80/443 and UDP 53 are dropped, everything else answered as Linux does (timestamp
/// reply, RST, port unreachable). Each probe kind is asked alone with ARP off, so the host is up
/// exactly when that kind is answered: every probe is proven to matter, and the verdict equals
/// nmap's on the same lab. ARP (-PR) finds the host whatever its IP firewall drops.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanDiscoveryLiveTests {
    static let rules = """
    table inet s5discovery {
      chain input {
        type filter hook input priority 0; policy accept;
        icmp type echo-request drop
        icmpv6 type echo-request drop
        tcp dport { 80, 443 } drop
        udp dport 53 drop
      }
    }
    """

    /// (probe flags, the reason it is up, or nil: down).
    static let cases: [([String], String?)] = [
        ([], "timestamp-reply"),           // nmap's default set: only its -PP is answered here
        (["-PE"], nil),
        (["-PP"], "timestamp-reply"),
        (["-PS443"], nil),
        (["-PS"], nil),                    // bare: port 80
        (["-PS22"], "reset"),
        (["-PS443,22"], "reset"),
        (["-PA"], nil),                    // bare: port 80
        (["-PA81"], "reset"),
        (["-PU"], "port-unreach"),         // bare: 40125, closed
        (["-PU53"], nil),
        (["-PE", "-PU53", "-PS443"], nil),
    ]

    /// Up and the host reason, from --json.
    static func verdict(_ json: String) -> String? {
        for line in json.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "host" else { continue }
            return object["reason"] as? String
        }
        return nil
    }

    @Test func eachProbeKindMattersAndMatchesNmap() throws {
        let lab = try #require(ScanLab("s5pd"))
        defer { lab.down() }
        try #require(lab.firewall(Self.rules))
        let nmap = FileManager.default.isExecutableFile(atPath: "/usr/bin/nmap")
        for (flags, expected) in Self.cases {
            let result = ScanCLI.swiftnet(["scan", "-sn", "--disable-arp-ping"] + flags + ["--json", lab.host])
            #expect(result.status == 0, "\(flags): \(result.stderr)")
            #expect(Self.verdict(result.stdout) == expected, "\(flags): \(result.stdout)")
            guard nmap else { continue }
            let theirs = ScanCLI.run("/usr/bin/nmap", ["-n", "-sn", "--disable-arp-ping", "--reason"] + flags + [lab.host]).stdout
            let nmapUp = theirs.contains("Host is up")
            #expect(nmapUp == (expected != nil), "\(flags): nmap says \(theirs)")
            if let expected { #expect(theirs.contains("received \(expected)"), "\(flags): nmap says \(theirs)") }
        }
        // IPv6: UDP to a closed port gets ICMPv6 port unreachable; echo is dropped.
        let udp6 = ScanCLI.swiftnet(["scan", "-sn", "--disable-arp-ping", "-PU", "--json", lab.host6])
        #expect(Self.verdict(udp6.stdout) == "port-unreach", "\(udp6.stdout)")
        let echo6 = ScanCLI.swiftnet(["scan", "-sn", "--disable-arp-ping", "-PE", "--json", lab.host6])
        #expect(Self.verdict(echo6.stdout) == nil, "\(echo6.stdout)")
        // ARP on the local segment: up whatever the IP firewall drops, with the MAC.
        let arp = ScanCLI.swiftnet(["scan", "-sn", "-PR", "-PE", "--json", lab.host])
        #expect(Self.verdict(arp.stdout) == "arp-response", "\(arp.stdout)")
        #expect(arp.stdout.contains("\"mac\":"))
    }

    /// IPv6 on the local segment: neighbour solicitation, as ARP for IPv4. The host drops echo and
    /// TCP 80/443, so nmap's IP probes get nothing; NDP finds it, with its MAC, as nmap 7.93 does.
    @Test func ndpFindsAnOnLinkIPv6Host() throws {
        let lab = try #require(ScanLab("s5nd"))
        defer { lab.down() }
        try #require(lab.firewall(Self.rules))
        // The target's MAC, read inside its namespace.
        let theirs = ScanCLI.run("/usr/sbin/ip", ["netns", "exec", lab.id, "cat", "/sys/class/net/\(lab.id)-p/address"])
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let found = ScanCLI.swiftnet(["scan", "-sn", "--json", lab.host6, "2001:db8:\(lab.subnet)::9"])
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("{\"type\":\"host\",\"host\":\"\(lab.host6)\",\"status\":\"up\",\"reason\":\"nd-response\""), "\(found.stdout)")
        #expect(found.stdout.contains("\"mac\":\"\(theirs)\""), "\(found.stdout) \(theirs)")
        #expect(ScanCLI.upHosts(found.stdout) == [lab.host6])
        // Without NDP the same host looks down (every IP probe is dropped).
        let blind = ScanCLI.swiftnet(["scan", "-sn", "--disable-arp-ping", "--json", lab.host6])
        #expect(ScanCLI.upHosts(blind.stdout).isEmpty, "\(blind.stdout)")
        // The port scan after NDP discovery works as before.
        let scan = ScanCLI.swiftnet(["scan", "-sS", "-p", "22", "--json", lab.host6])
        #expect(ScanCLI.portStates(scan.stdout)["tcp/22"]?.state == "closed", "\(scan.stdout)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nmap") else { return }
        let nmap = ScanCLI.run("/usr/bin/nmap", ["-6", "-n", "-sn", "-oX", "-", lab.host6]).stdout
        #expect(nmap.contains("reason=\"nd-response\""), "\(nmap)")
        #expect(nmap.lowercased().contains("addr=\"\(theirs)\""), "\(nmap)")
    }

    @Test func badProbeSpellingsAreOneLineUsageErrors() {
        for (arguments, message) in [
            (["-PS22x"], "swiftnet: scan: -PS: '22x' is not a port list (22,80,1000-1010; ports 0-65535)\n"),
            (["-PU70000"], "swiftnet: scan: -PU: '70000' is not a port list (22,80,1000-1010; ports 0-65535)\n"),
            (["-Pn", "-PE"], "swiftnet: scan: -Pn skips host discovery: drop -PE/-PP/-PS/-PA/-PU/-PR\n"),
        ] {
            let result = ScanCLI.swiftnet(["scan", "-sn"] + arguments + ["198.18.0.2"])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
    }
}
