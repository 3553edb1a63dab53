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
    private var reference: Timestamp?
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

    /// The fraction in the printed precision (microseconds truncate, as libpcap converts).
    private func fraction(_ time: Timestamp) -> UInt32 {
        precision == .microseconds ? time.nanoseconds / 1000 : time.nanoseconds
    }

    private var fractionDigits: Int { precision == .microseconds ? 6 : 9 }

    /// Appends the timestamp and its trailing space (nothing for `-t`).
    mutating func append(_ time: Timestamp, into out: inout PrintBuffer) {
        switch style {
        case .none:
            return
        case .time, .date:
            guard time.seconds >= 0, time.seconds <= Int64(Int32.max) else {
                out.append("[Error converting time] ")
                return
            }
            if time.seconds != cachedSecond { convert(time.seconds) }
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
            appendFraction(time, into: &out)
        case .epoch:
            guard time.seconds >= 0, time.seconds <= Int64(Int32.max) else {
                out.append("[Error converting time] ")
                return
            }
            out.appendDecimal(time.seconds)
            out.append(UInt8(ascii: "."))
            appendFraction(time, into: &out)
        case .sincePrevious, .sinceFirst:
            let base = reference ?? time
            if reference == nil || style == .sincePrevious { reference = time }
            appendDelta(from: base, to: time, into: &out)
        }
        out.append(UInt8(ascii: " "))
    }

    /// The fraction with exactly 6 or 9 digits (more if a malformed file's nanoseconds exceed a
    /// second, as printf's `%06u` would print).
    @inline(__always)
    private func appendFraction(_ time: Timestamp, into out: inout PrintBuffer) {
        let value = fraction(time)
        let limit: UInt32 = precision == .microseconds ? 1_000_000 : 1_000_000_000
        if value < limit {
            out.appendDigits(UInt64(value), count: fractionDigits)
        } else {
            out.appendDecimal(value, width: fractionDigits)
        }
    }

    /// ` HH:MM:SS.ffffff` or `-HH:MM:SS.ffffff`; hours wrap at a day, as tcpdump's do.
    private func appendDelta(from base: Timestamp, to time: Timestamp, into out: inout PrintBuffer) {
        let scale: Int64 = precision == .microseconds ? 1_000_000 : 1_000_000_000
        var units = (time.seconds &- base.seconds) &* scale + Int64(fraction(time)) - Int64(fraction(base))
        if units < 0 {
            out.append(UInt8(ascii: "-"))
            units = 0 &- units
        } else {
            out.append(UInt8(ascii: " "))
        }
        let seconds = units / scale
        out.appendDecimal((seconds / 3600) % 24, width: 2)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal((seconds / 60) % 60, width: 2)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal(seconds % 60, width: 2)
        out.append(UInt8(ascii: "."))
        out.appendDecimal(units % scale, width: fractionDigits)
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
