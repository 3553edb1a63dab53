#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftNetPcap
import SwiftNetWire

/// Formats capture timestamps as tcpdump's `-t` family does, in local time (TZ honoured through
/// localtime_r), with 6 or 9 fractional digits.
///
/// Failure contract: never traps; times localtime cannot convert (beyond 32-bit seconds, as
/// tcpdump reads them) print `[Error converting time]` like tcpdump.
struct TimestampFormatter {
    let style: TimestampStyle
    let precision: TimestampPrecision
    /// The previous (`-ttt`) or first (`-ttttt`) packet's time, as `timeval` gives it.
    private var reference: (seconds: Int64, fraction: Int64)?
    /// The last second converted to local time and its `YYYY-MM-DD HH:MM:SS` text: consecutive
    /// packets mostly share a second, so localtime_r runs about once per second of capture.
    private var cachedSecond: Int64 = .min
    private var cachedText: [UInt8] = []
    /// `HH:MM:SS` of `cachedText`, packed for one 8-byte store.
    private var cachedClock: UInt64 = 0

    init(style: TimestampStyle, precision: TimestampPrecision) {
        self.style = style
        self.precision = precision
        if style != .none { tzset() }
    }

    /// A record whose fraction was out of range, as libpcap hands it to tcpdump (`struct timeval`:
    /// its raw seconds and fraction, both C longs, the fraction scaled as libpcap scales it:
    /// nanoseconds to microseconds divide, truncating toward zero; the other way multiplies).
    private func timeval(_ recorded: RecordedTime) -> (seconds: Int64, fraction: Int64) {
        var fraction = Int64(recorded.fraction)
        if recorded.fractionIsNanoseconds && precision == .microseconds { fraction /= 1000 }
        if !recorded.fractionIsNanoseconds && precision == .nanoseconds { fraction &*= 1000 }
        return (Int64(recorded.seconds), fraction)
    }

    private var fractionDigits: Int { precision == .microseconds ? 6 : 9 }

    /// tcpdump refuses seconds whose 32-bit value has the sign bit set (`(unsigned)sec & 0x80000000`).
    @inline(__always)
    private static func convertible(_ seconds: Int64) -> Bool {
        UInt32(truncatingIfNeeded: seconds) & 0x8000_0000 == 0
    }

    /// Appends the timestamp and its trailing space (nothing for `-t`).
    mutating func append(_ time: Timestamp, into out: inout PrintBuffer) {
        // A normal time is already a timeval (the fraction in range): its own inlined copy of the
        // printing, free of the raw record's branch and call (about 20 instructions a packet).
        if let recorded = time.recorded {
            appendRecorded(recorded, into: &out)
        } else {
            let fraction = precision == .microseconds ? time.nanoseconds / 1000 : time.nanoseconds
            append(seconds: time.seconds, fraction: Int64(fraction), into: &out)
        }
    }

    @inline(never)
    private mutating func appendRecorded(_ recorded: RecordedTime, into out: inout PrintBuffer) {
        let (seconds, fraction) = timeval(recorded)
        append(seconds: seconds, fraction: fraction, into: &out)
    }

    /// The time as tcpdump prints a `struct timeval` (seconds, fraction in the printed precision).
    @inline(__always)
    private mutating func append(seconds: Int64, fraction: Int64, into out: inout PrintBuffer) {
        switch style {
        case .none:
            return
        case .time, .date:
            guard seconds >= 0, Self.convertible(seconds) else {
                out.append("[Error converting time] ")
                return
            }
            if seconds != cachedSecond { convert(seconds) }
            if style == .time {
                if cachedText.count == 19 {
                    out.appendPacked(cachedClock, length: 8)
                } else {
                    out.append(contentsOf: cachedText[11...])
                }
            } else {
                out.append(contentsOf: cachedText)
            }
            out.append(UInt8(ascii: "."))
            appendFraction(fraction, into: &out)
        case .epoch:
            guard seconds >= 0, Self.convertible(seconds) else {
                out.append("[Error converting time] ")
                return
            }
            out.appendDecimal(seconds)
            out.append(UInt8(ascii: "."))
            appendFraction(fraction, into: &out)
        case .sincePrevious, .sinceFirst:
            let now = (seconds: seconds, fraction: fraction)
            let base = reference ?? now
            if reference == nil || style == .sincePrevious { reference = now }
            appendDelta(from: base, to: now, into: &out)
        }
        out.append(UInt8(ascii: " "))
    }

    /// printf's `%06u` (`%09u`) of the fraction as the C int tcpdump passes: exactly 6 (9) digits
    /// for a normal time, more for a file's out-of-range value (a negative one wraps to unsigned).
    @inline(__always)
    private func appendFraction(_ fraction: Int64, into out: inout PrintBuffer) {
        let value = UInt32(truncatingIfNeeded: fraction)
        let limit: UInt32 = precision == .microseconds ? 1_000_000 : 1_000_000_000
        if value < limit {
            out.appendDigits(UInt64(value), count: fractionDigits)
        } else {
            out.appendDecimal(value, width: fractionDigits)
        }
    }

    /// ` HH:MM:SS.ffffff` or `-HH:MM:SS.ffffff`, as tcpdump 4.99 computes it: the earlier time is
    /// subtracted from the later (netdissect_timevalcmp/timevalsub: one borrow of a second when
    /// the fraction goes negative), and the result printed through gmtime, so hours wrap at a day.
    private func appendDelta(from base: (seconds: Int64, fraction: Int64), to time: (seconds: Int64, fraction: Int64),
                             into out: inout PrintBuffer) {
        let negative = time.seconds == base.seconds ? time.fraction < base.fraction : time.seconds < base.seconds
        let (later, earlier) = negative ? (base, time) : (time, base)
        var seconds = later.seconds &- earlier.seconds
        var fraction = later.fraction &- earlier.fraction
        if fraction < 0 {
            seconds &-= 1
            fraction &+= precision == .microseconds ? 1_000_000 : 1_000_000_000
        }
        out.append(UInt8(ascii: negative ? "-" : " "))
        guard Self.convertible(seconds) else {
            out.append("[Error converting time]")
            return
        }
        let secondOfDay = Int64(UInt32(truncatingIfNeeded: seconds)) % 86_400
        out.appendDecimal(secondOfDay / 3600, width: 2)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal((secondOfDay / 60) % 60, width: 2)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal(secondOfDay % 60, width: 2)
        out.append(UInt8(ascii: "."))
        appendFraction(fraction, into: &out)
    }

    private mutating func convert(_ seconds: Int64) {
        var value = time_t(seconds)
        var parts = tm()
        cachedSecond = seconds
        cachedText.removeAll(keepingCapacity: true)
        defer { cachedClock = PrintBuffer.pack(cachedText[11...]) }
        guard localtime_r(&value, &parts) != nil else {
            cachedText.append(contentsOf: "0000-00-00 00:00:00".utf8)
            return
        }
        cachedText.appendDecimal(Int(parts.tm_year) + 1900, width: 4)
        cachedText.append(UInt8(ascii: "-"))
        cachedText.appendDecimal(Int(parts.tm_mon) + 1, width: 2)
        cachedText.append(UInt8(ascii: "-"))
        cachedText.appendDecimal(Int(parts.tm_mday), width: 2)
        cachedText.append(UInt8(ascii: " "))
        cachedText.appendDecimal(Int(parts.tm_hour), width: 2)
        cachedText.append(UInt8(ascii: ":"))
        cachedText.appendDecimal(Int(parts.tm_min), width: 2)
        cachedText.append(UInt8(ascii: ":"))
        cachedText.appendDecimal(Int(parts.tm_sec), width: 2)
    }
}
