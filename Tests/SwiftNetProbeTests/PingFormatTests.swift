import Testing
@testable import SwiftNetProbe

@Suite struct PingFormatTests {
    // iputils ping_common.c prints 3, 2, 1 or 0 decimals by size, rounding as below.
    @Test(arguments: [
        (Int64(81), "0.081"), (999, "0.999"), (1000, "1.00"), (1234, "1.23"), (1235, "1.24"),
        (9994, "9.99"), (9995, "10.0"), (12_345, "12.3"), (99_949, "99.9"), (99_950, "100"), (123_456, "123"),
    ])
    func replyTimeText(microseconds: Int64, text: String) {
        #expect(pingTimeText(microseconds: microseconds) == text)
    }

    @Test func lossPercentageLikePrintfG() {
        #expect(formatG(0) == "0")
        #expect(formatG(100) == "100")
        #expect(formatG(100.0 / 3) == "33.3333")
        #expect(formatG(200.0 / 3) == "66.6667")
        #expect(formatG(0.1) == "0.1")
        #expect(formatG(12.5) == "12.5")
    }

    @Test func summaryMatchesIputils() {
        // Reference: iputils 20221126 `ping -c 2 -i 0.2 198.18.34.2` in a lab (0.138 and 0.042 ms).
        var statistics = PingStatistics()
        statistics.transmitted = 2
        statistics.received = 2
        statistics.record(microseconds: 138)
        statistics.record(microseconds: 42)
        statistics.elapsedMilliseconds = 204
        #expect(statistics.summary(target: "198.18.34.2") == """

            --- 198.18.34.2 ping statistics ---
            2 packets transmitted, 2 received, 0% packet loss, time 204ms
            rtt min/avg/max/mdev = 0.042/0.090/0.138/0.048 ms

            """)
        #expect(statistics.exitStatus(count: 2, deadline: nil) == 0)
    }

    @Test func summaryWithErrorsAndDuplicates() {
        var statistics = PingStatistics()
        statistics.transmitted = 3
        statistics.errors = 3
        #expect(statistics.summary(target: "x") == "\n--- x ping statistics ---\n3 packets transmitted, 0 received, +3 errors, 100% packet loss, time 0ms\n\n")
        #expect(statistics.exitStatus(count: 3, deadline: nil) == 1)
        // iputils 20221126 ends the block with a newline even with no rtt line: a blank line, as
        // `ping -c 1 -W 5` to an address nobody has prints.
        statistics.received = 2
        statistics.duplicates = 1
        statistics.record(microseconds: 1000)
        statistics.record(microseconds: 1000)
        statistics.record(microseconds: 1000)
        #expect(statistics.summary(target: "x").contains("3 packets transmitted, 2 received, +1 duplicates, +3 errors, 33.3333% packet loss"))
        #expect(statistics.exitStatus(count: 3, deadline: 5) == 1)
    }

    @Test func errorTexts() {
        #expect(ICMPErrorText.ipv4(type: 3, code: 1, restOfHeader: 0) == "Destination Host Unreachable")
        #expect(ICMPErrorText.ipv4(type: 3, code: 3, restOfHeader: 0) == "Destination Port Unreachable")
        #expect(ICMPErrorText.ipv4(type: 3, code: 4, restOfHeader: 1400) == "Frag needed and DF set (mtu = 1400)")
        #expect(ICMPErrorText.ipv4(type: 11, code: 0, restOfHeader: 0) == "Time to live exceeded")
        #expect(ICMPErrorText.ipv4(type: 3, code: 99, restOfHeader: 0) == "Dest Unreachable, Bad Code: 99")
        #expect(ICMPErrorText.ipv6(type: 1, code: 3, restOfHeader: 0) == "Destination unreachable: Address unreachable")
        #expect(ICMPErrorText.ipv6(type: 3, code: 0, restOfHeader: 0) == "Time exceeded: Hop limit")
        #expect(ICMPErrorText.ipv6(type: 2, code: 0, restOfHeader: 1280) == "Packet too big: mtu=1280")
    }

    @Test func pipeAndInterPacketGapAsIputils() {
        // iputils prints `pipe N` when several probes were outstanding at once, alone when nothing
        // replied (`ping -w 4 -i 0.3` to an address nobody has: "pipe 10").
        var errorsOnly = PingStatistics()
        errorsOnly.transmitted = 10
        errorsOnly.errors = 10
        errorsOnly.elapsedMilliseconds = 2890
        errorsOnly.acknowledge(sequence: 1)
        #expect(errorsOnly.pipeSize == 10)
        #expect(errorsOnly.summary(target: "t").hasSuffix("+10 errors, 100% packet loss, time 2890ms\npipe 10\n"))
        var flood = PingStatistics()
        flood.transmitted = 3
        flood.received = 3
        for micro in [Int64(8), 8, 8] { flood.record(microseconds: micro); flood.acknowledge(sequence: UInt16(flood.transmitted)) }
        flood.showsInterPacketGap = true
        flood.elapsedMicroseconds = 60
        #expect(flood.summary(target: "t").hasSuffix("rtt min/avg/max/mdev = 0.008/0.008/0.008/0.000 ms, ipg/ewma 0.030/0.008 ms\n"))
    }
}
