/// nmap's time specifications: a decimal number with an optional unit `ms`, `s`, `m` or `h`, no
/// unit meaning seconds (`500ms`, `2s`, `1.5m`, `30`). Signs, exponents, `nan` and `inf` are not
/// numbers here, so negative, NaN and infinite times cannot be written.
public enum NmapTime {
    /// The time in seconds, or nil when `text` is not a time specification.
    public static func seconds(_ text: String) -> Double? {
        let units: [(suffix: String, scale: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        var number = Substring(text)
        var scale = 1.0
        if let unit = units.first(where: { text.hasSuffix($0.suffix) }) {
            number = number.dropLast(unit.suffix.count)
            scale = unit.scale
        }
        let digits = number.filter { $0 != "." }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), number.filter({ $0 == "." }).count <= 1,
              let value = Double(number), value.isFinite else { return nil }
        return value * scale
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// The timing flags of `swiftnet scan` as given, applied over the `-T` template by `settings()`.
/// `--rate` fixes the rate outright (no adaptive timing). Otherwise timing adapts
/// (`ScanCongestion`) between `--min-rate` (the floor, sent whatever the window) and a ceiling:
/// the template's, lowered by `--max-rate` and `--scan-delay`'s 1/delay. On the fixed templates
/// (T0-T2), `--min-rate`/`--max-rate` move their fixed rate.
public struct ScanTimingFlags: Sendable {
    public var template = ScanTiming(level: 3)
    public var rate: Double?
    public var minRate: Double?
    public var maxRate: Double?
    public var retries: Int?
    /// Seconds between probes at least (0: no floor).
    public var scanDelay: Double?
    public var initialRTTTimeout: Double?
    public var minRTTTimeout: Double?
    public var maxRTTTimeout: Double?
    public var minParallelism: Int?
    public var maxParallelism: Int?
    /// `--host-timeout` in seconds (0: none, nmap's meaning of 0).
    public var hostTimeout: Double?

    public init() {}

    /// Longest `--max-rtt-timeout` (and so any RTT timeout), seconds.
    public static let longestTimeout = 60.0

    /// The settings the flags ask for. Failure contract: throws the one-line reason (the flags
    /// named) when values contradict each other or lie outside their range.
    public func settings() throws(ScanTimingError) -> ScanSettings {
        for (flag, value) in [("--rate", rate), ("--min-rate", minRate), ("--max-rate", maxRate)] {
            if let value, !(value > 0 && value.isFinite) {
                throw ScanTimingError("\(flag): \(value) is not a positive number of probes per second")
            }
        }
        if rate != nil && (minRate != nil || maxRate != nil) {
            throw ScanTimingError("--rate is a fixed rate: give it or --min-rate/--max-rate, not both")
        }
        if let minRate, let maxRate, minRate > maxRate {
            throw ScanTimingError("--min-rate \(minRate) is above --max-rate \(maxRate)")
        }
        if let scanDelay, let minRate, scanDelay > 0, minRate > 1 / scanDelay {
            throw ScanTimingError("--scan-delay allows at most \(1 / scanDelay) probes per second, below --min-rate \(minRate)")
        }
        for (flag, value) in [("--initial-rtt-timeout", initialRTTTimeout), ("--min-rtt-timeout", minRTTTimeout),
                              ("--max-rtt-timeout", maxRTTTimeout)] {
            guard let value else { continue }
            if !(value > 0) { throw ScanTimingError("\(flag): \(value) is not a positive time") }
            if value > Self.longestTimeout {
                throw ScanTimingError("\(flag): \(value) is too long (at most \(Int(Self.longestTimeout)) seconds)")
            }
        }
        if let minRTTTimeout, let maxRTTTimeout, minRTTTimeout > maxRTTTimeout {
            throw ScanTimingError("--min-rtt-timeout \(minRTTTimeout) is above --max-rtt-timeout \(maxRTTTimeout)")
        }

        for (flag, value) in [("--min-parallelism", minParallelism), ("--max-parallelism", maxParallelism)] {
            if let value, !(1...100_000).contains(value) { throw ScanTimingError("\(flag): \(value) is not 1-100000 probes") }
        }
        if let minParallelism, let maxParallelism, minParallelism > maxParallelism {
            throw ScanTimingError("--min-parallelism \(minParallelism) is above --max-parallelism \(maxParallelism)")
        }

        var settings = template.settings
        if let rate {
            settings.rate = rate
            settings.adaptive = false
        } else if settings.adaptive {
            if let maxRate { settings.rate = min(settings.rate, maxRate) }
            if let minRate {
                settings.minRate = minRate
                settings.rate = max(settings.rate, minRate)
            }
        } else {
            if let maxRate { settings.rate = min(settings.rate, maxRate) }
            if let minRate { settings.rate = max(settings.rate, minRate) }
        }
        if let scanDelay, scanDelay > 0 {
            settings.rate = min(settings.rate, 1 / scanDelay)
            settings.minRate = min(settings.minRate, settings.rate)
        }
        if let minParallelism { settings.minParallelism = minParallelism }
        if let maxParallelism {
            settings.maxParallelism = maxParallelism
            settings.parallelism = min(settings.parallelism, maxParallelism)
        }
        if let minParallelism { settings.parallelism = max(settings.parallelism, minParallelism) }

        if let retries { settings.retries = retries }
        if let hostTimeout {
            guard hostTimeout >= 0 && hostTimeout.isFinite else {
                throw ScanTimingError("--host-timeout: \(hostTimeout) is not a time (0: no timeout)")
            }
            settings.hostTimeout = hostTimeout
        }
        if let maxRTTTimeout {
            settings.maximumTimeout = maxRTTTimeout
            settings.minimumTimeout = min(settings.minimumTimeout, maxRTTTimeout)
        }
        if let minRTTTimeout {
            settings.minimumTimeout = minRTTTimeout
            settings.maximumTimeout = max(settings.maximumTimeout, minRTTTimeout)
        }
        if let initialRTTTimeout { settings.initialTimeout = initialRTTTimeout }
        // The first wait stays inside the bounds, whichever of them the flags moved.
        settings.initialTimeout = min(max(settings.initialTimeout, settings.minimumTimeout), settings.maximumTimeout)
        return settings
    }
}

/// A timing flag that cannot be used; `message` is the one line to show.
public struct ScanTimingError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
