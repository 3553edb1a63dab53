// How many paced probes are due at a given moment. The loop wakes at millisecond granularity (poll's
// timeout) and the kernel may run it late, so a rate above ~1000/s is only held on average if each
// wake-up sends every probe that fell due meanwhile, not just one.

/// Paced sending at one probe per `intervalNanoseconds`.
///
/// Failure contract: total; intervals below 1 ns are treated as 1 ns.
public struct ProbePacing: Sendable, Equatable {
    /// How much backlog one wake-up may catch up on: two poll ticks' worth. After a longer stall (a
    /// stopped process, a loaded machine) the schedule restarts from now instead of bursting the
    /// whole backlog, and slow schedules (-i 1) never send two probes back to back.
    public static let catchUpNanoseconds: Int64 = 2_000_000
    /// Upper bound of one burst, whatever the rate.
    public static let maximumBurst = 4096

    public let intervalNanoseconds: Int64
    /// The most probes one wake-up sends (at least 1).
    public let burstLimit: Int

    public init(intervalNanoseconds: Int64) {
        self.intervalNanoseconds = Swift.max(1, intervalNanoseconds)
        burstLimit = Int(Swift.max(1, Swift.min(Int64(Self.maximumBurst), Self.catchUpNanoseconds / self.intervalNanoseconds)))
    }

    /// The probes due when the loop is `lateNanoseconds` past the next scheduled send (0 = exactly
    /// on time; negative = not yet due), and how far to move the schedule afterwards; `restart`
    /// when the backlog exceeded `burstLimit` (schedule again from now).
    public func due(lateNanoseconds: Int64) -> (count: Int, advance: Int64, restart: Bool) {
        guard lateNanoseconds >= 0 else { return (0, 0, false) }
        let missed = lateNanoseconds / intervalNanoseconds  // due before the one on time now
        if missed >= Int64(burstLimit) { return (burstLimit, 0, true) }
        let count = missed + 1
        return (Int(count), count * intervalNanoseconds, false)
    }
}
