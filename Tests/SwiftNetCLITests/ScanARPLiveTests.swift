import Foundation
import Testing

/// ARP discovery (root only; CI runs it): hosts on a directly connected lab segment are found by
/// ARP (reason arp-response, MAC address reported) even when their IP firewall drops everything;
/// routed hosts and `--send-ip` / `--disable-arp-ping` use the IP probes instead.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanARPLiveTests {
    /// Host reason and MAC per host from `--json` output.
    static func hosts(_ json: String) -> [String: (reason: String, mac: String?)] {
        var result: [String: (String, String?)] = [:]
        for line in json.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "host", let host = object["host"] as? String,
                  let reason = object["reason"] as? String else { continue }
            result[host] = (reason, object["mac"] as? String)
        }
        return result
    }

    /// The MAC address of the lab host's interface inside its namespace.
    static func mac(_ lab: String) -> String {
        ScanCLI.run("/usr/sbin/ip", ["netns", "exec", lab, "cat", "/sys/class/net/\(lab)-p/address"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func onLinkHostsAnswerARPEvenBehindAnIPFirewall() throws {
        let first = try #require(ScanLab("sca1"))
        defer { first.down() }
        let second = try #require(ScanLab("sca2"))
        defer { second.down() }
        // The second host drops every IP packet: only ARP can find it.
        #expect(second.firewall("table inet dropall {\n chain input {\n type filter hook input priority 0; policy drop;\n }\n}\n"))
        // .9 and .10 are on the first lab's link but nobody has them.
        let result = ScanCLI.swiftnet(["scan", "-sn", "--json", first.host, second.host, first.v4(9) + "-10"])
        #expect(result.status == 0, "\(result.stderr)")
        let hosts = Self.hosts(result.stdout)
        #expect(Set(hosts.keys) == [first.host, second.host])
        #expect(hosts[first.host]?.reason == "arp-response")
        #expect(hosts[second.host]?.reason == "arp-response")
        #expect(hosts[first.host]?.mac == Self.mac(first.id))
        #expect(hosts[second.host]?.mac == Self.mac(second.id))
        let normal = ScanCLI.swiftnet(["scan", "-sn", "--reason", first.host, first.v4(9)])
        #expect(normal.stdout.contains("Host is up, received arp-response"))
        #expect(normal.stdout.contains("MAC Address: \(Self.mac(first.id).uppercased()) (Unknown)"))
        #expect(normal.stdout.contains("swiftnet done: 2 IP addresses (1 host up)"))

        // Without ARP the firewalled host is down and the other answers the ICMP echo.
        for flag in ["--send-ip", "--disable-arp-ping"] {
            let ip = ScanCLI.swiftnet(["scan", "-sn", flag, "--json", first.host, second.host, first.v4(9)])
            #expect(ip.status == 0, "\(ip.stderr)")
            let ipHosts = Self.hosts(ip.stdout)
            #expect(Set(ipHosts.keys) == [first.host], "\(flag)")
            #expect(ipHosts[first.host]?.reason == "echo-reply", "\(flag)")
            #expect(ipHosts[first.host]?.mac == nil, "\(flag)")
        }

        // A port scan after ARP discovery probes the host found (our own address is not ARPed:
        // it answers through loopback).
        let scan = ScanCLI.swiftnet(["scan", "-sS", "-p", "22", "--json", first.v4(1) + "-2", first.v4(9)])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(Self.hosts(scan.stdout)[first.host]?.reason == "arp-response")
        #expect(Self.hosts(scan.stdout)[first.v4(1)] != nil)
        #expect(Self.hosts(scan.stdout)[first.v4(1)]?.reason != "arp-response")
        #expect(ScanCLI.portStates(scan.stdout, host: first.host)["tcp/22"]?.state == "closed")
        #expect(ScanCLI.portStates(scan.stdout, host: first.v4(9)).isEmpty)
    }

    @Test func routedHostsAreNotARPed() throws {
        let lab = try #require(LabScript.make("scar", routed: true))
        defer { LabScript.down(lab.id) }
        let router = "198.18.\(lab.subnet).2", far = "198.19.\(lab.subnet).2", absent = "198.19.\(lab.subnet).9"
        // The router is on our link, the far host behind it, .9 absent.
        let result = ScanCLI.swiftnet(["scan", "-sn", "--json", router, far, absent])
        #expect(result.status == 0, "\(result.stderr)")
        let hosts = Self.hosts(result.stdout)
        #expect(Set(hosts.keys) == [router, far])
        #expect(hosts[router]?.reason == "arp-response")
        #expect(hosts[far]?.reason == "echo-reply")
        #expect(hosts[far]?.mac == nil)
        // And the routed host's ports are scanned through the router.
        let scan = ScanCLI.swiftnet(["scan", "-sS", "-p", "22,80", "--json", far])
        #expect(ScanCLI.portStates(scan.stdout).mapValues(\.state) == ["tcp/22": "closed", "tcp/80": "closed"])
    }

    /// Ethernet frames (the default after ARP), raw IP sockets (--send-ip) and two sender threads
    /// all give the ground truth on every port.
    @Test func framesRawSocketsAndTwoSendersAgreeWithGroundTruth() throws {
        let lab = try #require(ScanLiveTests.makeLab("sca3"))
        defer { lab.down() }
        for extra in [[], ["--send-ip"], ["--sender-threads", "2"], ["--sender-threads", "3", "--send-ip"]] {
            let result = ScanCLI.swiftnet(["scan", "-sS", "-p", ScanLiveTests.tcpPorts, "--rate", "20000", "--json"] + extra + [lab.host])
            #expect(result.status == 0, "\(extra): \(result.stderr)")
            ScanLiveTests().checkTCP(ScanCLI.portStates(result.stdout), reasonFor25: "admin-prohibited")
            #expect(Self.hosts(result.stdout)[lab.host]?.reason == (extra.contains("--send-ip") ? "echo-reply" : "arp-response"))
        }
    }
}
