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

    @Test func nmapTimeUnits() {
        #expect(NmapTime.seconds("500ms") == 0.5)
        #expect(NmapTime.seconds("2s") == 2)
        #expect(NmapTime.seconds("1m") == 60)
        #expect(NmapTime.seconds("1.5h") == 5400)
        #expect(NmapTime.seconds("30") == 30)
        #expect(NmapTime.seconds(".25") == 0.25)
        #expect(NmapTime.seconds("0") == 0)
        for bad in ["", "ms", "-1", "-1s", "+2s", "nan", "inf", "infs", "1e3", "1.2.3", "2 s", "2sec", "1d", "0x10", "."] {
            #expect(NmapTime.seconds(bad) == nil, "\(bad)")
        }
    }

    @Test func timingFlagsApplyOverTheTemplate() throws {
        var flags = ScanTimingFlags()
        #expect(try flags.settings().rate == ScanSettings().rate)
        flags.maxRate = 500
        #expect(try flags.settings().rate == 500)
        flags.maxRate = nil
        flags.minRate = 20_000                                   // adaptive: a floor, the ceiling stays
        #expect(try flags.settings().minRate == 20_000)
        #expect(try flags.settings().rate == ScanSettings().rate)
        #expect(try flags.settings().adaptive)
        flags.scanDelay = 0.5                                    // at most 2 probes per second
        #expect(throws: ScanTimingError.self) { try flags.settings() }
        flags.minRate = nil
        #expect(try flags.settings().rate == 2)
        flags.rate = 300                                          // --rate, then the delay's cap
        #expect(try flags.settings().rate == 2)
        #expect(try !flags.settings().adaptive)                   // --rate is a fixed rate
        flags.scanDelay = nil
        flags.maxRate = 100
        #expect(throws: ScanTimingError("--rate is a fixed rate: give it or --min-rate/--max-rate, not both")) {
            try flags.settings()
        }

        var times = ScanTimingFlags()
        times.template = try #require(ScanTiming(parsing: "4"))
        times.maxRTTTimeout = 0.2
        var settings = try times.settings()
        #expect((settings.initialTimeout, settings.minimumTimeout, settings.maximumTimeout) == (0.2, 0.1, 0.2))
        times.minRTTTimeout = 0.3
        #expect(throws: ScanTimingError("--min-rtt-timeout 0.3 is above --max-rtt-timeout 0.2")) { try times.settings() }
        times.maxRTTTimeout = nil
        times.initialRTTTimeout = 0.05                            // raised to the floor
        settings = try times.settings()
        #expect((settings.initialTimeout, settings.minimumTimeout) == (0.3, 0.3))
        times.maxRTTTimeout = 61
        #expect(throws: ScanTimingError("--max-rtt-timeout: 61.0 is too long (at most 60 seconds)")) { try times.settings() }
        var parallelism = ScanTimingFlags()
        parallelism.minParallelism = 50
        parallelism.maxParallelism = 40
        #expect(throws: ScanTimingError("--min-parallelism 50 is above --max-parallelism 40")) { try parallelism.settings() }
        parallelism.maxParallelism = 0
        #expect(throws: ScanTimingError("--max-parallelism: 0 is not 1-100000 probes")) { try parallelism.settings() }
        parallelism.maxParallelism = 100
        settings = try parallelism.settings()
        #expect((settings.minParallelism, settings.maxParallelism, settings.parallelism) == (50, 100, 100))
        // The slow templates keep their delay; --min-rate moves it.
        var polite = ScanTimingFlags()
        polite.template = try #require(ScanTiming(parsing: "2"))
        #expect(try !polite.settings().adaptive)
        polite.minRate = 10
        #expect(try polite.settings().rate == 10)
        var rates = ScanTimingFlags()
        for bad in [0, -1, Double.nan, .infinity] {
            rates.minRate = bad
            #expect(throws: ScanTimingError.self) { try rates.settings() }
        }
    }
}
