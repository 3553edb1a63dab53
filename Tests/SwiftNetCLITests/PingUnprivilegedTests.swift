import Foundation
import Testing

/// ping as a user without root or CAP_NET_RAW, as iputils: an ICMP datagram socket where
/// net.ipv4.ping_group_range includes the user's group. Each test opens (or closes) the range in a
/// fresh network namespace, where the sysctl is the namespace's own, and pings its loopback as
/// `nobody` with a copy of the binary `nobody` may run.
@Suite(.serialized, .enabled(if: CaptureCLI.isRoot && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")))
struct PingUnprivilegedTests {
    /// Runs `swiftnet ARGUMENTS` as nobody in a new namespace with lo up and the range set.
    static func asNobody(range: String, _ arguments: [String]) throws -> CaptureCLI.Result {
        let copy = try PrivilegeLiveTests.UnprivilegedCopy(capabilities: nil)
        return try withExtendedLifetime(copy) { try copy.run(arguments, pingGroupRange: range) }
    }

    @Test(arguments: [("127.0.0.1", "PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data."),
                      ("::1", "PING ::1(::1) 56 data bytes")])
    func repliesWithTheRangeOpen(target: String, header: String) throws {
        let run = try Self.asNobody(range: "0 2147483647", ["ping", "-c", "2", "-i", "0.2", target])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == header)
        #expect(lines.filter { $0.wholeMatch(of: /64 bytes from [0-9a-f:.]+: icmp_seq=[12] ttl=64 time=[0-9.]+ ms/) != nil }.count == 2,
                "\(run.stdout)")
        #expect(run.stdout.contains("2 packets transmitted, 2 received, 0% packet loss"))
    }

    /// The rebuilt reply is a well-formed packet: --json decodes it with a valid IP checksum.
    @Test func jsonRepliesCarryAValidPacket() throws {
        let run = try Self.asNobody(range: "0 2147483647", ["ping", "-c", "1", "--json", "127.0.0.1"])
        #expect(run.status == 0, "\(run.stderr)")
        let reply = try #require(run.stdout.split(separator: "\n").first.flatMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(reply["type"] as? String == "reply" && reply["ttl"] as? Int == 64)
        let layers = try #require((reply["packet"] as? [String: Any])?["layers"] as? [[String: Any]])
        #expect(layers.first?["checksum_valid"] as? Bool == true)
        #expect(layers.last?["layer"] as? String == "icmp" && layers.last?["checksum_valid"] as? Bool == true)
    }

    @Test func closedRangeIsThePrivilegeError() throws {
        let run = try Self.asNobody(range: "1 0", ["ping", "-c", "1", "127.0.0.1"])
        #expect(run.status == 77)
        #expect(run.stderr == "swiftnet: raw socket: operation not permitted (raw sockets need root or CAP_NET_RAW; try sudo)\n")
    }

    @Test func usersCannotFlood() throws {
        let run = try Self.asNobody(range: "0 2147483647", ["ping", "-f", "-c", "2", "127.0.0.1"])
        #expect(run.status == 77)
        #expect(run.stderr.hasPrefix("swiftnet: cannot flood; minimal interval allowed for user is 2ms"))
        #expect(run.stdout.isEmpty)
    }
}
