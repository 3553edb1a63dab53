/// The adaptive timing of the raw scan engine, as nmap's congestion control works: a window of
/// probes that may be unanswered at once, opened by answers and cut by evidence of drops.
///
/// - Slow start: every answer widens the window by one probe (it doubles per round trip) until
///   it reaches `threshold`; then congestion avoidance: by 1/window per answer (one probe per
///   round trip).
/// - Drops: an answer to a retransmission (the first try was lost, as nmap reads it), or a jump
///   in the share of probes that time out unanswered compared with the scan so far (a queue on
///   the path overflowing: a host with 1,000 filtered ports times out 1.5 % of its probes all
///   along, a throttled path suddenly most of them). Either halves the window (the threshold
///   becomes the new window) and the floor rate, at most once per `cutSpacing` seconds, so one
///   overflow counts once.
/// - Rate limits on closed-port answers (RST or ICMP): a retransmission pass in which a quarter or
///   more of the probes were answered means the host rations its answers; the window and floor are
///   cut once more, and the engine keeps retrying while retries keep being answered.
/// - Floor: probes that are never answered (filtered ports, a host that drops everything) would
///   hold the window shut until they time out, so the engine sends at least `floor` probes per
///   second whatever the window (`--min-rate` sets it and it is never cut below that; without it
///   it starts at `defaultFloor` and halves on drops).
/// - Ceiling: never more than `ceiling` probes per second (the -T template's, `--max-rate`,
///   `--scan-delay`'s 1/delay).
///
/// Pure and clock-free (times are passed in), so it is tested offline with made-up times.
/// Failure contract: total; out-of-range settings are clamped (window at least 1).
public struct ScanCongestion: Sendable, Equatable {
    /// Probes allowed unanswered at once (fractional: congestion avoidance adds 1/window).
    public private(set) var window: Double
    /// Slow start ends here.
    public private(set) var threshold: Double
    /// Probes per second sent whatever the window.
    public private(set) var floor: Double
    public let minimumWindow: Double
    public let maximumWindow: Double
    public let minimumFloor: Double
    public let ceiling: Double
    /// Window cuts so far (drops and rate limits), for the debug line and tests.
    public private(set) var cuts = 0
    /// Whether a retransmission pass showed the target rationing its answers.
    public private(set) var rateLimited = false
    private var lastCut = -Double.infinity
    /// Whether timeouts and retransmissions cut this window. The group window of `ScanWindows`
    /// only grows (each host's own window takes the cuts, so one host's drops throttle that host).
    public var tracksLoss = true

    /// Loss detection: probes resolved (answered or timed out) in the current epoch, and the share
    /// of timeouts the scan has shown so far (nil before the first epoch ends).
    private var epochAnswered = 0
    private var epochExpired = 0
    public private(set) var baselineExpiry: Double?

    public static let initialWindow = 64.0
    public static let defaultMaximumWindow = 20_000.0
    public static let defaultFloor = 1_000.0
    /// Window cuts when the timeout share of an epoch is this much above the baseline (and at
    /// least `lossShare`).
    static let lossJump = 0.2
    static let lossShare = 0.25

    public init(settings: ScanSettings) {
        minimumWindow = Double(max(1, settings.minParallelism))
        maximumWindow = max(minimumWindow, settings.maxParallelism > 0 ? Double(settings.maxParallelism) : Self.defaultMaximumWindow)
        window = min(max(Self.initialWindow, minimumWindow), maximumWindow)
        threshold = maximumWindow
        ceiling = max(settings.rate, 0.001)
        minimumFloor = min(settings.minRate, ceiling)
        floor = min(max(settings.minRate, Self.defaultFloor), ceiling)
    }

    /// One probe answered in time, at `now`; `cutSpacing`: the current timeout (one cut per
    /// overflow).
    public mutating func answered(now: Double, cutSpacing: Double) {
        window += window < threshold ? 1 : 1 / window
        window = min(window, maximumWindow)
        epochAnswered += 1
        if closeEpochIfFull() { cut(now: now, spacing: cutSpacing) }
    }

    /// `count` probes timed out unanswered at `now`.
    public mutating func expired(_ count: Int, now: Double, cutSpacing: Double) {
        guard count > 0 else { return }
        epochExpired += count
        if closeEpochIfFull() { cut(now: now, spacing: cutSpacing) }
    }

    /// An answer to a retransmitted probe: its first try was dropped.
    public mutating func retransmissionAnswered(now: Double, cutSpacing: Double) {
        guard tracksLoss else { return }
        cut(now: now, spacing: cutSpacing)
    }

    /// The end of a retransmission pass: `sent` probes, `answered` of them answered. Returns
    /// whether another pass may find more (nmap retries no further than a try that worked).
    public mutating func retransmissionPassEnded(sent: Int, answered: Int, now: Double) -> Bool {
        guard answered > 0 else { return false }
        if answered * 4 >= sent && tracksLoss {
            rateLimited = true
            cut(now: now, spacing: 0)
        }
        return true
    }

    /// Probes that may be sent now: room in the window, or what the floor rate owes since the
    /// pass began, whichever is more, never past the ceiling. `inFlight`: unanswered and not timed
    /// out (including probes granted and not yet sent); `sent`: probes sent in this pass; `elapsed`:
    /// seconds since the pass began.
    public func budget(inFlight: Int, sent: Int, elapsed: Double) -> Int {
        let windowRoom = Int(window) - inFlight
        let floorRoom = Int(floor * max(0, elapsed)) + 1 - sent
        // Up to 2 ms of the ceiling at once: a send call per probe would cost more than the wait.
        let ceilingRoom = Int(ceiling * max(0, elapsed) + max(1, ceiling * 0.002)) - sent
        return max(0, min(max(windowRoom, floorRoom), ceilingRoom))
    }

    /// Ends the epoch when it holds enough probes: half a window, at least 32. Returns whether
    /// its share of timeouts jumped above the baseline (a loss); other epochs fold into the
    /// baseline, the first one starts it.
    private mutating func closeEpochIfFull() -> Bool {
        guard tracksLoss else { return false }
        let resolved = epochAnswered + epochExpired
        guard resolved >= max(32, Int(window / 2)) else { return false }
        let share = Double(epochExpired) / Double(resolved)
        epochAnswered = 0
        epochExpired = 0
        guard let baseline = baselineExpiry else {
            baselineExpiry = share
            return false
        }
        if share >= Self.lossShare && share > baseline + Self.lossJump { return true }
        baselineExpiry = 0.75 * baseline + 0.25 * share
        return false
    }

    private mutating func cut(now: Double, spacing: Double) {
        guard now - lastCut >= spacing else { return }
        lastCut = now
        cuts += 1
        threshold = max(minimumWindow, window / 2)
        window = threshold
        floor = min(ceiling, max(minimumFloor, floor / 2, 1))
    }
}
