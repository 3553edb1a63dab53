import Foundation
import Testing

/// Per-host congestion windows (root only): two lab hosts scanned at once, one whose answers go
/// through a tbf qdisc inside its namespace (1 Mbit/s, 2 kB burst, 10 ms queue: about 2,300 RSTs
/// a second, so even a debug build's scan overflows it), the other fast. The throttled host's window takes the cuts; the fast host's is never
/// cut, and both get every state right. With one window shared by both hosts (the design before)
/// the throttled host's drops cut the window the fast host is sent through.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanPerHostLiveTests {
    /// The last `scan: host ADDRESS: window W floor F/s cuts C` debug line of `address`.
    static func hostLine(_ stderr: String, _ address: String) -> (window: Int, cuts: Int)? {
        var found: (Int, Int)?
        for line in stderr.split(separator: "\n") where line.hasPrefix("scan: host \(address): ") {
            let words = line.split(separator: " ")
            guard let w = words.firstIndex(of: "window"), let c = words.firstIndex(of: "cuts"),
                  w + 1 < words.count, c + 1 < words.count,
                  let window = Int(words[w + 1]), let cuts = Int(words[c + 1]) else { continue }
            found = (window, cuts)
        }
        return found
    }

    @Test func aThrottledHostDoesNotThrottleTheOther() throws {
        let fast = try #require(ScanLab("s6f"))
        defer { fast.down() }
        let slow = try #require(ScanLab("s6s"))
        defer { slow.down() }
        try #require(fast.listen(tcp: [22], udp: []))
        try #require(slow.listen(tcp: [22], udp: []))
        let tbf = ScanCLI.run("/usr/sbin/ip", ["netns", "exec", slow.id, "tc", "qdisc", "add", "dev", "\(slow.id)-p", "root",
                                               "tbf", "rate", "1mbit", "burst", "2kb", "latency", "10ms"])
        try #require(tbf.status == 0, "\(tbf.stderr)")
        let result = ScanCLI.run("/usr/bin/env", ["SWIFTNET_SCAN_DEBUG=1", ScanCLI.binary, "scan", "-sS", "-p", "1-4000",
                                                  "--json", fast.host, slow.host])
        #expect(result.status == 0, "\(result.stderr)")
        for host in [fast.host, slow.host] {
            let states = ScanCLI.portStates(result.stdout, host: host)
            #expect(states.count == 4_000, "\(host): \(states.count) ports")
            #expect(states["tcp/22"]?.state == "open", "\(host)")
            let wrong = states.filter { $0.key != "tcp/22" && $0.value.state != "closed" }
            #expect(wrong.isEmpty, "\(host): \(wrong.count) ports not closed, e.g. \(wrong.first.map { "\($0.key) \($0.value.state)" } ?? "")")
        }
        let fastWindow = try #require(Self.hostLine(result.stderr, fast.host), "\(result.stderr)")
        let slowWindow = try #require(Self.hostLine(result.stderr, slow.host), "\(result.stderr)")
        #expect(slowWindow.cuts > 0, "the throttled host's window was never cut: \(result.stderr)")
        #expect(fastWindow.cuts == 0, "the fast host's window was cut: \(result.stderr)")
        #expect(fastWindow.window > slowWindow.window, "\(result.stderr)")
    }
}
