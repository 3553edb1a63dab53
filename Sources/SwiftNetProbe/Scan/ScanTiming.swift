/// nmap's timing templates (`-T0`..`-T5`, or paranoid, sneaky, polite, normal, aggressive, insane)
/// mapped onto swiftnet's knobs. nmap's templates set a scan delay (T0 5 min, T1 15 s, T2 0.4 s,
/// T4 at most 10 ms, T5 at most 5 ms) and RTT timeouts (initial / minimum / maximum: T0 and T1 the
/// delay itself, T3 1 s / 0.1 s / 10 s, T4 0.5 / 0.1 / 1.25 s, T5 0.25 / 0.05 / 0.3 s); swiftnet
/// has a probe rate instead of a delay, so a delay d becomes a rate of 1/d, and T3 is swiftnet's own
/// default (10000 probes/s). nmap's T4 and T5 delays are only upper bounds on its congestion
/// control (which runs a LAN scan at tens of thousands of probes/s), so they map to 50000 and
/// 100000 probes/s, and T4's 1.25 s maximum wait to swiftnet's default 1 s (a faster template
/// never waits longer than a slower one). Retries: nmap allows up to 10 (T3), 6 (T4) and 2 (T5) retransmissions per probe as it
/// detects drops; swiftnet retries in whole passes after an adapted wait, one pass by default,
/// so every template keeps one retry pass except T5, which keeps nmap's 2 at its short waits.
/// Explicit `--rate`, `--retries` and `--max-rtt-timeout` override the template's values.
public struct ScanTiming: Sendable, Equatable {
    public var level: Int
    public var rate: Double
    public var retries: Int
    public var initialTimeout: Double
    public var minimumTimeout: Double
    public var maximumTimeout: Double

    public static let names = ["paranoid", "sneaky", "polite", "normal", "aggressive", "insane"]

    /// The template for `0`-`5` or its name (case-insensitive); nil for anything else.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        guard let level = Int(lowered).flatMap({ (0...5).contains($0) ? $0 : nil }) ?? Self.names.firstIndex(of: lowered) else {
            return nil
        }
        self.init(level: level)
    }

    init(level: Int) {
        self.level = level
        switch level {
        case 0: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (1.0 / 300, 1, 300, 0.1, 300)
        case 1: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (1.0 / 15, 1, 15, 0.1, 15)
        case 2: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (2.5, 1, 1, 0.1, 10)
        case 4: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (50_000, 1, 0.5, 0.1, 1.0)
        case 5: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (100_000, 2, 0.25, 0.05, 0.3)
        default:
            let defaults = ScanSettings()
            (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) =
                (defaults.rate, defaults.retries, defaults.initialTimeout, defaults.minimumTimeout, defaults.maximumTimeout)
        }
    }

    /// The template as scan settings (other fields at their defaults).
    public var settings: ScanSettings {
        ScanSettings(rate: rate, retries: retries, initialTimeout: initialTimeout,
                     minimumTimeout: minimumTimeout, maximumTimeout: maximumTimeout)
    }
}
