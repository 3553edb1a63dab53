import Testing
@testable import SwiftNetProbe

/// Adaptive timing offline: the congestion window and the in-flight table driven with made-up
/// times, no network and no clock.
@Suite struct ScanCongestionTests {
    static let spacing = 0.1

    @Test func slowStartDoublesThenAvoidanceAddsOnePerWindow() {
        var congestion = ScanCongestion(settings: ScanSettings())
        #expect(congestion.window == ScanCongestion.initialWindow)
        // One window's answers double it (slow start: +1 per answer).
        for _ in 0..<64 { congestion.answered(now: 0, cutSpacing: Self.spacing) }
        #expect(congestion.window == 128)
        // A drop: halved, and the threshold ends slow start there.
        congestion.retransmissionAnswered(now: 1, cutSpacing: Self.spacing)
        #expect(congestion.window == 64 && congestion.threshold == 64 && congestion.cuts == 1)
        // Congestion avoidance: a window's worth of answers adds about one probe.
        for _ in 0..<64 { congestion.answered(now: 2, cutSpacing: Self.spacing) }
        #expect(congestion.window > 64.9 && congestion.window < 65.1)
    }

    @Test func oneCutPerTimeoutForOneOverflow() {
        var congestion = ScanCongestion(settings: ScanSettings())
        for _ in 0..<200 { congestion.answered(now: 0, cutSpacing: Self.spacing) }
        let before = congestion.window
        congestion.retransmissionAnswered(now: 1.00, cutSpacing: Self.spacing)
        congestion.retransmissionAnswered(now: 1.05, cutSpacing: Self.spacing)   // same overflow
        #expect(congestion.window == before / 2 && congestion.cuts == 1)
        congestion.retransmissionAnswered(now: 1.20, cutSpacing: Self.spacing)   // a later one
        #expect(congestion.window == before / 4 && congestion.cuts == 2)
    }

    @Test func parallelismBoundsTheWindow() {
        var settings = ScanSettings()
        settings.minParallelism = 100
        settings.maxParallelism = 150
        var congestion = ScanCongestion(settings: settings)
        #expect(congestion.window == 100)                        // the initial 64 raised to the floor
        for _ in 0..<500 { congestion.answered(now: 0, cutSpacing: Self.spacing) }
        #expect(congestion.window == 150)
        for step in 0..<10 { congestion.retransmissionAnswered(now: Double(step), cutSpacing: Self.spacing) }
        #expect(congestion.window == 100)
    }

    @Test func steadySilenceIsNotLossButAJumpIs() {
        // 1.5 % of probes never answered all along (filtered ports): no cut, however long.
        var filtered = ScanCongestion(settings: ScanSettings())
        var now = 0.0
        for index in 0..<20_000 {
            now += 0.00001
            if index % 66 == 0 { filtered.expired(1, now: now, cutSpacing: Self.spacing) }
            else { filtered.answered(now: now, cutSpacing: Self.spacing) }
        }
        #expect(filtered.cuts == 0)
        #expect(filtered.baselineExpiry.map { $0 < 0.05 } == true)
        // A host that answers nothing at all: the baseline is silence, and silence is no loss.
        var silent = ScanCongestion(settings: ScanSettings())
        for step in 0..<100 { silent.expired(32, now: Double(step), cutSpacing: Self.spacing) }
        #expect(silent.cuts == 0 && silent.window == ScanCongestion.initialWindow)
        // A queue overflowing: answers all along, then most probes time out.
        var throttled = ScanCongestion(settings: ScanSettings())
        for _ in 0..<2_000 { throttled.answered(now: 0, cutSpacing: Self.spacing) }
        let wide = throttled.window
        for step in 0..<4 {
            throttled.expired(Int(wide), now: 1 + Double(step) * 0.01, cutSpacing: Self.spacing)
            throttled.answered(now: 1 + Double(step) * 0.01, cutSpacing: Self.spacing)
        }
        #expect(throttled.cuts == 1 && abs(throttled.window - wide / 2) < 1)
        #expect(throttled.floor == ScanCongestion.defaultFloor / 2)
    }

    @Test func budgetIsTheWindowTheFloorOrTheCeiling() {
        var settings = ScanSettings()
        settings.rate = 10_000
        let congestion = ScanCongestion(settings: settings)
        // Room in the window (the floor owes less).
        #expect(congestion.budget(inFlight: 0, sent: 0, elapsed: 0.01) == 64)
        #expect(congestion.budget(inFlight: 60, sent: 60, elapsed: 0.01) == 4)
        // The floor owes more than the window allows.
        #expect(congestion.budget(inFlight: 0, sent: 0, elapsed: 0.1) == 101)
        // A full window: the floor rate (1000/s) still owes what 0.5 s allows.
        #expect(congestion.budget(inFlight: 64, sent: 64, elapsed: 0.5) == 501 - 64)
        #expect(congestion.budget(inFlight: 64, sent: 501, elapsed: 0.5) == 0)
        // The ceiling (10000/s, 2 ms at once) caps both.
        #expect(congestion.budget(inFlight: 0, sent: 0, elapsed: 0) == 20)
        #expect(congestion.budget(inFlight: 0, sent: 1_000, elapsed: 0.1) == 20)
        // --min-rate: a floor drops never lower.
        settings.minRate = 5_000
        var floored = ScanCongestion(settings: settings)
        #expect(floored.floor == 5_000)
        for step in 0..<5 { floored.retransmissionAnswered(now: Double(step), cutSpacing: Self.spacing) }
        #expect(floored.floor == 5_000)
    }

    @Test func retriesGoOnOnlyWhileAnsweredAndAHighShareIsARateLimit() {
        var congestion = ScanCongestion(settings: ScanSettings())
        var more = congestion.retransmissionPassEnded(sent: 1_000, answered: 0, now: 1)
        #expect(!more)                                            // filtered: stop
        more = congestion.retransmissionPassEnded(sent: 1_000, answered: 10, now: 2)
        #expect(more && !congestion.rateLimited && congestion.cuts == 0)   // some drops: go on
        more = congestion.retransmissionPassEnded(sent: 1_000, answered: 600, now: 3)
        #expect(more && congestion.rateLimited && congestion.cuts == 1)    // rationed answers
    }

    @Test func inFlightProbesTimeOutInOrderPerHostTimeout() {
        var flight = InFlightProbes<Int>()
        for key in 0..<10 { flight.add(key, at: Double(key) * 0.125) }
        #expect(flight.count == 10)
        var sent = flight.answer(3)
        #expect(sent == 0.375)
        sent = flight.answer(3)
        #expect(sent == nil)                                      // answered once only
        // Timeout 0.5 s: at 1.0, keys sent before 0.5 are out (0, 1, 2; 3 was answered).
        var expired = flight.expire(now: 1.0, timeout: { _ in 0.5 })
        #expect(expired == 3 && flight.count == 6)
        sent = flight.answer(4)
        #expect(sent == 0.5)
        // Sent again: the newer send time counts, the older entry is skipped.
        flight.add(6, at: 10.0)
        expired = flight.expire(now: 10.2, timeout: { _ in 0.5 })
        #expect(expired == 4)                                     // 5, 7, 8, 9
        sent = flight.answer(6)
        #expect(sent == 10.0 && flight.isEmpty)
        // Many probes: the queue is compacted and stays consistent; a long timeout at the head
        // holds the ones behind it.
        for key in 0..<20_000 { flight.add(key, at: 20 + Double(key) * 1e-6) }
        expired = flight.expire(now: 20.5, timeout: { $0 % 2 == 0 ? 0.1 : 10 })
        #expect(expired == 1)
        expired = flight.expire(now: 40, timeout: { _ in 10 })
        #expect(expired == 19_999 && flight.isEmpty)
    }
}
