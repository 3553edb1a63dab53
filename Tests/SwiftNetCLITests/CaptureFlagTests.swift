import Foundation
import Testing

/// tcpdump's capture flags beyond the basics: --nano (nanosecond capture), --count, -I, -l, -N;
/// and decode --count against tcpdump --count. Live captures run on the loopback of a fresh
/// network namespace (`unshare -n`), with iputils ping as the traffic: nothing leaves it.
@Suite struct CaptureFlagTests {
    /// Runs `swiftnet capture ARGUMENTS` on lo in a new namespace while pinging 127.0.0.1 until it
    /// exits (at most 20 pings); returns its result.
    static func captureOnLoopback(_ arguments: [String]) throws -> CaptureCLI.Result {
        let script = """
            ip link set lo up || exit 90
            "$0" capture -i lo --immediate-mode "$@" &
            pid=$!
            for i in $(seq 1 20); do
                sleep 0.2
                kill -0 $pid 2>/dev/null || break
                ping -c 1 -W 1 127.0.0.1 >/dev/null 2>&1
            done
            kill $pid 2>/dev/null
            wait $pid
            """
        return try CaptureCLI.run("/usr/bin/unshare", ["-n", "/bin/bash", "-c", script, CaptureCLI.binary] + arguments)
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func nanoCapturesNanosecondTimestamps() throws {
        let directory = try CaptureCLI.Directory()
        let file = directory.file("nano.pcap")
        let run = try Self.captureOnLoopback(["-c", "4", "--nano", "-w", file, "icmp"])
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: file))
        // The nanosecond pcap magic, little-endian (a1b23c4d).
        #expect(Array(bytes.prefix(4)) == [0x4d, 0x3c, 0xb2, 0xa1])
        let decoded = try CaptureCLI.swiftnet(["decode", "--nano", "-tt", file])
        let fractions = decoded.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first?.split(separator: ".").last }
        #expect(fractions.count == 4 && fractions.allSatisfy { $0.count == 9 }, "\(decoded.stdout)")
        // Real nanoseconds from the kernel: not every timestamp a whole microsecond.
        #expect(fractions.contains { !$0.hasSuffix("000") }, "\(fractions)")
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func countPrintsNoPackets() throws {
        let run = try Self.captureOnLoopback(["-c", "2", "--count", "icmp"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.contains("2 packets captured\n"), "\(run.stderr)")
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func lineBufferedAndNumericFlagsPrintEachPacket() throws {
        let run = try Self.captureOnLoopback(["-lN", "-c", "2", "icmp"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 2, "\(run.stdout)")
        #expect(run.stdout.contains("IP 127.0.0.1 > 127.0.0.1: ICMP echo"))
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func monitorModeOnLoopbackIsRefused() throws {
        let run = try CaptureCLI.run("/usr/bin/unshare", ["-n", CaptureCLI.binary, "capture", "-I", "-i", "lo", "-c", "1"])
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr == "swiftnet: capture: lo: That device doesn't support monitor mode\n", "\(run.stderr)")
    }

    @Test(arguments: [["tcp.pcap"], ["tcp.pcap", "tcp", "port", "80"], ["demo.pcap"]])
    func decodeCountMatchesTcpdump(words: [String]) throws {
        let tcpdump = try #require(CaptureCLI.tcpdump)
        let file = CaptureCLI.packageRoot + "/Fixtures/pcap/" + words[0]
        let filter = Array(words.dropFirst())
        let theirs = try CaptureCLI.run(tcpdump, ["--count", "-r", file] + filter)
        let ours = try CaptureCLI.swiftnet(["decode", "--count", "-r", file] + filter)
        #expect(ours.status == 0)
        #expect(ours.stdout == theirs.stdout)
        #expect(ours.stdout.hasSuffix(" packets\n") || ours.stdout.hasSuffix(" packet\n"))
    }
}
