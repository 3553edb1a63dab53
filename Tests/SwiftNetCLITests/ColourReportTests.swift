import Foundation
import Testing

/// Colour in ping, udp/tcp and scan output: only with --color always (or a terminal, see
/// ColourTests), and only wrapping: without the codes the text is exactly the plain run's, apart
/// from what differs between two runs (times, ports). Probes run on a new namespace's loopback.
@Suite struct ColourReportTests {
    static func stripped(_ text: String) -> String { text.replacing(/\x{1b}\[[0-9;]*m/, with: "") }

    static func inNamespace(_ command: String) throws -> CaptureCLI.Result {
        try CaptureCLI.run("/usr/bin/unshare", ["-n", "/bin/bash", "-c", "ip link set lo up || exit 90\n\"$0\" " + command, CaptureCLI.binary])
    }

    @Test func scanStatesColouredOnlyWhenAsked() throws {
        let arguments = ["scan", "-sT", "-Pn", "-p", "22,80", "127.0.0.1"]
        let plain = try CaptureCLI.swiftnet(arguments)
        let coloured = try CaptureCLI.swiftnet(arguments + ["--color", "always"])
        #expect(!plain.stdout.contains("\u{1b}["))
        #expect(coloured.stdout.contains("22/tcp \u{1b}[31mclosed\u{1b}[0m ssh"), "\(coloured.stdout)")
        let body = { (text: String) in text.split(separator: "\n").filter { $0.contains("/tcp") } }
        #expect(body(Self.stripped(coloured.stdout)) == body(plain.stdout))
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func pingAndHpingTextsColouredOnlyWhenAsked() throws {
        let ping = try Self.inNamespace("ping -c1 --color always 127.0.0.1")
        #expect(ping.status == 0, "\(ping.stderr)")
        #expect(ping.stdout.contains("\u{1b}[1m--- 127.0.0.1 ping statistics ---\u{1b}[0m"), "\(ping.stdout)")
        #expect(Self.stripped(ping.stdout).contains("\n--- 127.0.0.1 ping statistics ---\n1 packets transmitted, 1 received, 0% packet loss"))
        let plainPing = try Self.inNamespace("ping -c1 127.0.0.1")
        #expect(!plainPing.stdout.contains("\u{1b}["))

        let udp = try Self.inNamespace("udp -p 9 -c1 -s 4000 --color always 127.0.0.1")
        #expect(udp.stdout.contains("\u{1b}[31mICMP Port Unreachable from ip=127.0.0.1 name=UNKNOWN\u{1b}[0m"), "\(udp.stdout)")
        #expect(Self.stripped(udp.stdout).contains("ICMP Port Unreachable from ip=127.0.0.1 name=UNKNOWN\nstatus=3 port=4000 seq=0\n"))
        let tcp = try Self.inNamespace("tcp -S -p 9 -c1 --color always 127.0.0.1")
        #expect(tcp.stdout.contains("flags=\u{1b}[31mRA\u{1b}[0m seq=0"), "\(tcp.stdout)")
        let plainTCP = try Self.inNamespace("tcp -S -p 9 -c1 127.0.0.1")
        #expect(!plainTCP.stdout.contains("\u{1b}[") && plainTCP.stdout.contains("flags=RA seq=0"))
    }
}
