import Testing
@testable import SwiftNetProbe

@Suite struct ProbePacingTests {
    @Test func slowScheduleSendsOneAtATime() {
        let pacing = ProbePacing(intervalNanoseconds: 1_000_000_000)  // -i 1
        #expect(pacing.burstLimit == 1)
        #expect(pacing.due(lateNanoseconds: -5) == (0, 0, false))
        #expect(pacing.due(lateNanoseconds: 0) == (1, 1_000_000_000, false))
        #expect(pacing.due(lateNanoseconds: 999_999_999) == (1, 1_000_000_000, false))
        // A whole interval late (a stall): one probe, then the schedule starts again from now.
        #expect(pacing.due(lateNanoseconds: 1_000_000_000) == (1, 0, true))
    }

    @Test func fastRateCatchesUpWhatFellDueSinceTheLastTick() {
        let pacing = ProbePacing(intervalNanoseconds: 10_000)  // --rate 100000
        #expect(pacing.burstLimit == 200)
        #expect(pacing.due(lateNanoseconds: 0) == (1, 10_000, false))
        // One poll tick (1 ms) late: the 100 probes of that millisecond, and the schedule moves by
        // exactly their intervals (no drift).
        #expect(pacing.due(lateNanoseconds: 1_000_000) == (101, 1_010_000, false))
        #expect(pacing.due(lateNanoseconds: 1_995_000) == (200, 2_000_000, false))
        #expect(pacing.due(lateNanoseconds: 2_000_000) == (200, 0, true))
    }

    @Test func burstIsBoundedWhateverTheRate() {
        let pacing = ProbePacing(intervalNanoseconds: 1)
        #expect(pacing.burstLimit == ProbePacing.maximumBurst)
        #expect(pacing.due(lateNanoseconds: Int64.max) == (ProbePacing.maximumBurst, 0, true))
        #expect(ProbePacing(intervalNanoseconds: 0).intervalNanoseconds == 1)
        #expect(ProbePacing(intervalNanoseconds: -7).burstLimit == ProbePacing.maximumBurst)
    }

    @Test func averageRateHoldsOverManyTicks() {
        // Simulate wake-ups every 1.3 ms for one second at --rate 20000: every probe due goes
        // out, none twice.
        let pacing = ProbePacing(intervalNanoseconds: 50_000)
        var next: Int64 = 0
        var sent = 0
        var now: Int64 = 0
        var lastWake: Int64 = 0
        while now < 1_000_000_000 {
            let due = pacing.due(lateNanoseconds: now - next)
            sent += due.count
            next = due.restart ? now : next + due.advance
            lastWake = now
            now += 1_300_000
        }
        // Exactly the probes scheduled at or before the last wake-up (0, 50 µs, ...).
        #expect(sent == Int(lastWake / 50_000) + 1)
        #expect(sent > 19_900)
    }
}
