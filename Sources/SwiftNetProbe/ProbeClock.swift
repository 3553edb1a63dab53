import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// The clock probes are timed with: CLOCK_REALTIME, the clock the kernel's SO_TIMESTAMPNS receive
/// timestamps use, so a send time and a reply timestamp can be subtracted.
public enum ProbeClock {
    /// The current wall-clock time.
    public static func now() -> Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(seconds: Int64(time.tv_sec), nanoseconds: UInt32(time.tv_nsec))
    }

    /// Nanoseconds from `start` to `end` (negative if `end` is earlier).
    public static func nanoseconds(from start: Timestamp, to end: Timestamp) -> Int64 {
        (end.seconds - start.seconds) * 1_000_000_000 + Int64(end.nanoseconds) - Int64(start.nanoseconds)
    }

    /// Milliseconds from `start` to `end`, fractional.
    public static func milliseconds(from start: Timestamp, to end: Timestamp) -> Double {
        Double(nanoseconds(from: start, to: end)) / 1_000_000
    }

    /// `time` moved by `nanoseconds` (may be negative).
    public static func adding(_ nanoseconds: Int64, to time: Timestamp) -> Timestamp {
        let total = time.seconds * 1_000_000_000 + Int64(time.nanoseconds) + nanoseconds
        let seconds = total >= 0 ? total / 1_000_000_000 : (total - 999_999_999) / 1_000_000_000
        return Timestamp(seconds: seconds, nanoseconds: UInt32(total - seconds * 1_000_000_000))
    }
}
