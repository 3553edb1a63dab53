/// nmap's timing templates (`-T0`..`-T5`, or paranoid, sneaky, polite, normal, aggressive, insane)
/// mapped onto swiftnet's knobs. nmap's templates set a scan delay (T0 5 min, T1 15 s, T2 0.4 s,
/// T4 at most 10 ms, T5 at most 5 ms), RTT timeouts (initial / minimum / maximum: T0 and T1 the
/// delay itself, T3 1 s / 0.1 s / 10 s, T4 0.5 / 0.1 / 1.25 s, T5 0.25 / 0.05 / 0.3 s) and
/// retransmissions at most (T3 10, T4 6, T5 2).
/// T0-T2 are fixed rates (a delay d becomes 1/d probes per second: the delay is the point of
/// them). T3-T5 are adaptive (`ScanCongestion`): `rate` is only the ceiling, 1,000,000,
/// 1,500,000 and 2,000,000 probes/s, since nmap's own T4/T5 delays are upper bounds its
/// congestion control rarely reaches and nmap's T3 has no ceiling at all: the windows set the
/// pace, the ceiling only bounds a path that answers everything at once (a LAN host answers a
/// -p- scan as fast as two cores send it, 370,000 probes/s here; the former 300,000 held it).
/// T4's 1.25 s maximum wait becomes swiftnet's default 1 s (a faster template
/// never waits longer than a slower one). Retries are nmap's caps; the engine goes past the
/// first only while retransmissions are answered.
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
        case 0: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (1.0 / 300, 10, 300, 0.1, 300)
        case 1: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (1.0 / 15, 10, 15, 0.1, 15)
        case 2: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (2.5, 10, 1, 0.1, 10)
        case 4: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (1_500_000, 6, 0.5, 0.1, 1.0)
        case 5: (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) = (2_000_000, 2, 0.25, 0.05, 0.3)
        default:
            let defaults = ScanSettings()
            (rate, retries, initialTimeout, minimumTimeout, maximumTimeout) =
                (defaults.rate, defaults.retries, defaults.initialTimeout, defaults.minimumTimeout, defaults.maximumTimeout)
        }
    }

    /// T0-T2 send at their fixed delay; T3-T5 adapt under their ceiling.
    public var isAdaptive: Bool { level >= 3 }

    /// The template as scan settings (other fields at their defaults).
    public var settings: ScanSettings {
        var settings = ScanSettings(rate: rate, retries: retries, initialTimeout: initialTimeout,
                                    minimumTimeout: minimumTimeout, maximumTimeout: maximumTimeout)
        settings.adaptive = isAdaptive
        return settings
    }
}
