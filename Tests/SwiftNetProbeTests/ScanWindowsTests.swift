import Testing
@testable import SwiftNetProbe

/// Per-host and group congestion windows offline: made-up times, no network.
@Suite struct ScanWindowsTests {
    static let fast = ScanAddress("198.18.70.2")!
    static let slow = ScanAddress("198.18.71.2")!
    static let spacing = 0.1

    /// Grants and stamps `count` probes to `address` (as a sender would); returns how many went.
    static func send(_ windows: inout ScanWindows, _ address: ScanAddress, _ count: Int, elapsed: Double) -> Int {
        var sent = 0
        while sent < count {
            let granted = windows.grant(address, upTo: count - sent, elapsed: elapsed)
            if granted == 0 { break }
            for _ in 0..<granted { windows.stamped(address, keys: 1, granted: true) }
            sent += granted
        }
        return sent
    }

    @Test func aDroppingHostCutsOnlyItsOwnWindow() {
        var windows = ScanWindows(settings: ScanSettings())
        // Both hosts answer their first windows: both open up, and so does the group.
        for host in [Self.fast, Self.slow] {
            #expect(Self.send(&windows, host, 64, elapsed: 0.001) == 64)
            for _ in 0..<64 { windows.answered(host, now: 0.01, cutSpacing: Self.spacing) }
        }
        let opened = windows.hosts[Self.fast]!.congestion.window
        #expect(opened == 128 && windows.hosts[Self.slow]!.congestion.window == 128)
        // The slow host's path overflows: its retries are answered (first tries dropped) and most
        // of its probes time out.
        windows.retransmissionAnswered(Self.slow, now: 0.5, cutSpacing: Self.spacing)
        #expect(Self.send(&windows, Self.slow, 64, elapsed: 0.5) == 64)
        windows.expired(Self.slow, 64, now: 1.0, cutSpacing: Self.spacing)
        #expect(windows.hosts[Self.slow]!.congestion.cuts >= 1)
        #expect(windows.hosts[Self.slow]!.congestion.window <= 64)
        // The fast host keeps its window, and the group never shrinks.
        #expect(windows.hosts[Self.fast]!.congestion.cuts == 0 && windows.hosts[Self.fast]!.congestion.window == opened)
        #expect(windows.group.cuts == 0 && windows.group.window >= 192)
        // The fast host is still granted its whole window at once, the slow one its cut window
        // (0.2 s into a pass: the floor rate owes less than either).
        let fastGrant = windows.grant(Self.fast, upTo: 1_000, elapsed: 0.2)
        let slowGrant = windows.grant(Self.slow, upTo: 1_000, elapsed: 0.2)
        #expect(fastGrant == Int(opened))
        #expect(slowGrant < fastGrant)
    }

    @Test func oneHostPacesAsItsOwnWindow() {
        // A single host: the grant equals what ScanCongestion.budget gives for the same counts.
        var settings = ScanSettings()
        settings.rate = 10_000
        var windows = ScanWindows(settings: settings)
        let alone = ScanCongestion(settings: settings)
        #expect(windows.grant(Self.fast, upTo: 1_000, elapsed: 0.01) == alone.budget(inFlight: 0, sent: 0, elapsed: 0.01))
        for _ in 0..<64 { windows.stamped(Self.fast, keys: 1, granted: true) }
        // A full window: the floor rate (1000/s) owes what 0.5 s allows.
        #expect(windows.grant(Self.fast, upTo: 1_000, elapsed: 0.5) == alone.budget(inFlight: 64, sent: 64, elapsed: 0.5))
    }

    @Test func hostFloorsShareTheGroupFloor() {
        // Two silent hosts (nothing answered, windows full): together no more than the group's
        // floor (1000/s), not 1000/s each.
        var windows = ScanWindows(settings: ScanSettings())
        let first = Self.send(&windows, Self.fast, 5_000, elapsed: 1.0)
        let second = Self.send(&windows, Self.slow, 5_000, elapsed: 1.0)
        #expect(first + second <= 1_001 && first > 64)
    }

    @Test func countsBalanceAndRetriesAreJudgedPerHost() {
        var windows = ScanWindows(settings: ScanSettings())
        let granted = windows.grant(Self.fast, upTo: 10, elapsed: 0.001)
        #expect(granted == 10 && windows.outstanding == 10)
        for _ in 0..<4 { windows.stamped(Self.fast, keys: 1, granted: true) }
        windows.returnUnused(Self.fast, 6)
        #expect(windows.outstanding == 4 && windows.sentInPass == 4)
        windows.answered(Self.fast, now: 0.01, cutSpacing: Self.spacing)
        windows.expired(Self.fast, 3, now: 1, cutSpacing: Self.spacing)
        windows.expired(Self.fast, 3, now: 1, cutSpacing: Self.spacing)     // nothing left: no-op
        #expect(windows.outstanding == 0)
        // A retry pass: the fast host answers most of its retries (rate limited), the slow none.
        windows.beginPass()
        for _ in 0..<100 { windows.stamped(Self.fast, keys: 1, granted: false) }
        for _ in 0..<100 { windows.stamped(Self.slow, keys: 1, granted: false) }
        for _ in 0..<60 { windows.retransmissionAnswered(Self.fast, now: 2, cutSpacing: 0) }
        let more = windows.retransmissionPassEnded(now: 3)
        #expect(more)
        #expect(windows.hosts[Self.fast]!.congestion.rateLimited && !windows.hosts[Self.slow]!.congestion.rateLimited)
        windows.beginPass()
        for _ in 0..<100 { windows.stamped(Self.slow, keys: 1, granted: false) }
        let again = windows.retransmissionPassEnded(now: 4)
        #expect(!again)                                                     // no answers: stop
    }

    /// The sender stamps a run of probes to one host in one call: the counts must be those of one
    /// call per probe, with grants partly used, fixed-rate probes and multi-key probes.
    @Test func stampingARunEqualsStampingEachProbe() {
        for (keys, granted, reserve, count) in [(1, true, 10, 10), (1, true, 4, 10), (3, true, 5, 5), (1, false, 6, 9), (2, false, 0, 7)] {
            var one = ScanWindows(settings: ScanSettings())
            var run = ScanWindows(settings: ScanSettings())
            #expect(one.grant(Self.fast, upTo: reserve, elapsed: 0.001) == reserve)
            #expect(run.grant(Self.fast, upTo: reserve, elapsed: 0.001) == reserve)
            for _ in 0..<count { one.stamped(Self.fast, keys: keys, granted: granted) }
            run.stamped(Self.fast, keys: keys, granted: granted, count: count)
            let (a, b) = (one.hosts[Self.fast]!, run.hosts[Self.fast]!)
            #expect(a.reserved == b.reserved && a.flying == b.flying && a.sentInPass == b.sentInPass)
            #expect(one.outstanding == run.outstanding && one.sentInPass == run.sentInPass)
        }
        var none = ScanWindows(settings: ScanSettings())
        none.stamped(Self.fast, keys: 1, granted: true, count: 0)
        #expect(none.outstanding == 0 && none.sentInPass == 0)
    }
}
