import Testing
@testable import SwiftNetProbe

/// nmap's -T0..-T5 templates as swiftnet settings.
@Suite struct ScanTimingTests {
    @Test func numbersAndNamesParse() throws {
        for (index, name) in ScanTiming.names.enumerated() {
            #expect(ScanTiming(parsing: "\(index)") == ScanTiming(parsing: name))
            #expect(ScanTiming(parsing: name.uppercased())?.level == index)
        }
        for bad in ["6", "-1", "", "fast", "3.5", "T3"] { #expect(ScanTiming(parsing: bad) == nil, "\(bad)") }
    }

    @Test func templatesMapNmapDelaysAndTimeouts() throws {
        let paranoid = try #require(ScanTiming(parsing: "0"))
        #expect(paranoid.rate == 1.0 / 300)              // one probe per 5 minutes
        #expect(paranoid.initialTimeout == 300)
        let polite = try #require(ScanTiming(parsing: "polite"))
        #expect(polite.rate == 2.5)                      // 0.4 s between probes
        let normal = try #require(ScanTiming(parsing: "3")).settings
        let defaults = ScanSettings()
        #expect(normal.rate == defaults.rate && normal.retries == defaults.retries)
        #expect(normal.initialTimeout == defaults.initialTimeout && normal.maximumTimeout == defaults.maximumTimeout)
        let aggressive = try #require(ScanTiming(parsing: "4"))
        #expect((aggressive.initialTimeout, aggressive.minimumTimeout, aggressive.maximumTimeout) == (0.5, 0.1, 1.0))
        let insane = try #require(ScanTiming(parsing: "5"))
        #expect((insane.initialTimeout, insane.minimumTimeout, insane.maximumTimeout, insane.retries) == (0.25, 0.05, 0.3, 2))
        // Faster templates never probe slower or wait longer.
        let all = (0...5).compactMap { ScanTiming(parsing: "\($0)") }
        for (slower, faster) in zip(all, all.dropFirst()) {
            #expect(faster.rate > slower.rate)
            #expect(faster.maximumTimeout <= slower.maximumTimeout)
        }
    }
}
