import Foundation
import Testing

/// iputils ping's flags beyond the basics: -V -a -Q hex -I/-B header texts, -W 0, -w 0, -l, -U,
/// -r, -O and SIGQUIT's interim line. Each runs in a fresh network namespace on its loopback (and,
/// for -O, a veth pair inside it): nothing leaves it.
@Suite(.enabled(if: CaptureCLI.isRoot)) struct PingIputilsFlagTests {
    /// Runs the bash `script` in a new namespace with lo up; "$SWIFTNET" is the binary.
    static func inNamespace(_ script: String) throws -> CaptureCLI.Result {
        try CaptureCLI.run("/usr/bin/unshare", ["-n", "/bin/bash", "-c",
                                                "ip link set lo up || exit 90\nSWIFTNET=\"$0\"\n" + script, CaptureCLI.binary])
    }

    @Test func versionLetter() throws {
        let run = try Self.inNamespace(#""$SWIFTNET" ping -V"#)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("swiftnet version "))
    }

    @Test func audibleBellEndsEachReplyLine() throws {
        let run = try Self.inNamespace(#""$SWIFTNET" ping -ac2 -i0.2 127.0.0.1"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: " ms\u{07}\n").count == 3, "\(run.stdout)")
    }

    /// -Q in hex, as iputils reads it; Linux echoes the request's TOS in the reply.
    @Test func tosInHex() throws {
        let run = try Self.inNamespace(#""$SWIFTNET" ping -c1 -Q0x10 --json 127.0.0.1"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#"{"layer":"ipv4","header_length":20,"dscp":4,"ecn":0"#), "\(run.stdout)")
    }

    @Test(arguments: [(["-I", "lo"], "PING 127.0.0.1 (127.0.0.1) from 127.0.0.1 lo: 56(84) bytes of data."),
                      (["-B"], "PING 127.0.0.1 (127.0.0.1) from 127.0.0.1 : 56(84) bytes of data."),
                      (["-I", "127.0.0.1"], "PING 127.0.0.1 (127.0.0.1) from 127.0.0.1 : 56(84) bytes of data."),
                      ([], "PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.")])
    func headerNamesTheSourceWithIOrB(flags: [String], header: String) throws {
        let run = try Self.inNamespace(#""$SWIFTNET" ping -c1 "# + flags.joined(separator: " ") + " 127.0.0.1")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == header)
    }

    @Test func lingerBelowAMillisecondIsRefused() throws {
        let run = try Self.inNamespace(#""$SWIFTNET" ping -c1 -W0 127.0.0.1"#)
        #expect(run.status == 64)
        #expect(run.stderr == "swiftnet: -W: bad linger time: 0\n")
    }

    /// -w 0 is no deadline: -c decides, as without -w.
    @Test func deadlineZeroIsNone() throws {
        let run = try Self.inNamespace(#""$SWIFTNET" ping -c2 -i0.2 -w0 127.0.0.1"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 packets transmitted, 2 received, 0% packet loss"), "\(run.stdout)")
    }

    /// -l 3 with a 5 s interval: all three go at once, so the run takes well under 5 s.
    @Test func preloadSendsAtOnce() throws {
        let started = Date()
        let run = try Self.inNamespace(#""$SWIFTNET" ping -c3 -l3 -i5 -U -r 127.0.0.1"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("3 packets transmitted, 3 received"), "\(run.stdout)")
        #expect(Date().timeIntervalSince(started) < 4)
    }

    /// -O: a request nobody answers (a veth whose peer has no address: ARP goes unanswered) is
    /// reported before the next.
    @Test func outstandingRequestIsReported() throws {
        let run = try Self.inNamespace("""
            ip link add v0 type veth peer name v1 && ip addr add 198.18.200.1/24 dev v0 || exit 91
            ip link set v0 up && ip link set v1 up || exit 92
            "$SWIFTNET" ping -O -c2 -i0.3 -W1 198.18.200.2
            """)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("no answer yet for icmp_seq=1\n"), "\(run.stdout)")
    }

    /// SIGQUIT: iputils' status line on stderr, the run goes on.
    @Test func sigquitPrintsInterimStatistics() throws {
        let run = try Self.inNamespace("""
            "$SWIFTNET" ping -c4 -i0.3 127.0.0.1 > /dev/null &
            pid=$!
            sleep 0.8
            kill -QUIT $pid
            wait $pid
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.wholeMatch(of: /\r[1-4]\/[1-4] packets, 0% loss, min\/avg\/ewma\/max = [0-9.]+\/[0-9.]+\/[0-9.]+\/[0-9.]+ ms\n/) != nil,
                "\(run.stderr.debugDescription)")
    }
}

/// -R: the recorded route after the first reply, `(same route)` after the next, as iputils.
@Suite(.enabled(if: CaptureCLI.isRoot)) struct PingRecordRouteTests {
    @Test func recordRouteOnLoopback() throws {
        let run = try PingIputilsFlagTests.inNamespace(#""$SWIFTNET" ping -R -c2 -i0.2 127.0.0.1"#)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "PING 127.0.0.1 (127.0.0.1) 56(124) bytes of data.")
        #expect(lines.count > 5 && lines[2] == "RR: \t127.0.0.1" && lines[3] == "\t127.0.0.1" && lines[4] == "", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("64 bytes from 127.0.0.1: icmp_seq=2 ") && $0.hasSuffix(" ms\t(same route)") }, "\(lines)")
    }

    @Test func recordRouteIsIPv4Only() throws {
        let run = try PingIputilsFlagTests.inNamespace(#""$SWIFTNET" ping -R -c1 ::1"#)
        #expect(run.status == 64)
        #expect(run.stderr == "swiftnet: -R: record route is IPv4 only (::1 is ::1)\n")
    }
}
