import Foundation
import Testing

/// ICMP errors on the unprivileged path: an ICMP datagram socket gets them only on its error queue
/// (IP_RECVERR / IPV6_RECVERR), and ping must print and count them as iputils does. `nobody` pings
/// from the host of a routed lab (root <-> router <-> host): TTL 1 dies at the router (Time
/// Exceeded), and an `unreachable` route on the router answers for one lab address (Destination
/// Unreachable). The ping_group_range and the router's ICMP rate limits are set inside the lab's
/// own namespaces, so nothing on the machine changes.
@Suite(.serialized, .enabled(if: CaptureCLI.isRoot && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")))
struct PingUnprivilegedErrorTests {
    /// A routed lab with the unreachable routes and the open range; removed on deinit.
    final class RoutedLab {
        let id: String
        let subnet: Int
        init() throws {
            guard let lab = LabScript.make("uerr", routed: true) else { throw CaptureCLI.LabError(message: "lab.sh router uerr failed") }
            (id, subnet) = lab
            let n = subnet
            // Rate limits off on the router: by default it answers one error a second per peer
            // after a small burst, which would make the second probe's error a matter of timing.
            let setup = """
                ip netns exec \(id)-r sysctl -qw net.ipv4.icmp_ratelimit=0 net.ipv6.icmp.ratelimit=0 &&
                ip -n \(id)-r route add unreachable 198.18.\(n).99/32 &&
                ip -n \(id)-r -6 route add unreachable 2001:db8:\(n)::99/128 &&
                ip netns exec \(id) sh -c 'echo "0 2147483647" > /proc/sys/net/ipv4/ping_group_range'
                """
            let made = try CaptureCLI.shell(setup)
            guard made.status == 0 else { throw CaptureCLI.LabError(message: "lab setup: \(made.stderr)") }
        }
        deinit { LabScript.down(id) }

        /// swiftnet ARGUMENTS as nobody inside the lab host.
        func ping(_ arguments: [String]) throws -> CaptureCLI.Result {
            let copy = try PrivilegeLiveTests.UnprivilegedCopy(capabilities: nil)
            return try withExtendedLifetime(copy) {
                try CaptureCLI.run("/usr/bin/timeout", ["30", "/usr/sbin/ip", "netns", "exec", id,
                                                        "/usr/sbin/runuser", "-u", "nobody", "--", copy.path, "ping"] + arguments)
            }
        }
    }

    /// (target in the lab, extra flags, the error line's text, from whom: router's address).
    static func cases(_ n: Int) -> [(target: String, flags: [String], text: String, from: String)] {
        let far6 = String(format: "2001:db8:1%03x", n)
        return [
            ("198.18.\(n).99", [], "Destination Host Unreachable", "198.19.\(n).1"),
            ("198.18.\(n).1", ["-t", "1"], "Time to live exceeded", "198.19.\(n).1"),
            ("2001:db8:\(n)::99", [], "Destination unreachable: No route", "\(far6)::1"),
            ("2001:db8:\(n)::1", ["-t", "1"], "Time exceeded: Hop limit", "\(far6)::1"),
        ]
    }

    @Test(arguments: 0..<4)
    func errorsPrintAndCountAsIputils(index: Int) throws {
        let lab = try RoutedLab()
        let (target, flags, text, from) = Self.cases(lab.subnet)[index]
        let run = try lab.ping(["-c", "2", "-i", "0.2", "-W", "2"] + flags + [target])
        // As iputils: no reply means exit 1; the errors go to stdout, one line per probe.
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("From \(from) icmp_seq=1 \(text)"), "\(run.stdout)")
        #expect(lines.contains("From \(from) icmp_seq=2 \(text)"), "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("2 packets transmitted, 0 received, +2 errors, 100% packet loss, time ") },
                "\(run.stdout)")
    }

    /// --json: the error event carries a rebuilt packet that decodes as the ICMP error it was, with
    /// valid checksums and our request in the quote.
    @Test func jsonErrorCarriesTheRebuiltPacket() throws {
        let lab = try RoutedLab()
        let run = try lab.ping(["-c", "1", "-W", "2", "--json", "198.18.\(lab.subnet).99"])
        let event = try #require(run.stdout.split(separator: "\n").first.flatMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }, "\(run.stdout)\(run.stderr)")
        #expect(event["type"] as? String == "error" && event["seq"] as? Int == 1)
        #expect(event["from"] as? String == "198.19.\(lab.subnet).1")
        let layers = try #require((event["packet"] as? [String: Any])?["layers"] as? [[String: Any]])
        #expect(layers.first?["checksum_valid"] as? Bool == true)
        let icmp = try #require(layers.last)
        #expect(icmp["layer"] as? String == "icmp" && icmp["type"] as? Int == 3 && icmp["code"] as? Int == 1)
        #expect(icmp["checksum_valid"] as? Bool == true)
        let quoted = try #require(icmp["quoted"] as? [[String: Any]])
        #expect(quoted.first?["destination"] as? String == "198.18.\(lab.subnet).99")
    }
}
