// Big-endian (network order) reads and writes over packet bytes.
//
// Two kinds of read: `checked…` forms return nil when the read would pass `end`, for code that walks
// untrusted bytes step by step (the printer, option parsers); the plain forms are for views that have
// already validated their length once, where an out-of-range index is a programming bug and Swift's
// own array bounds check still stops it. Bounds tests are written as `index <= end &- width` so they
// cannot overflow.

extension Array where Element == UInt8 {
    /// The byte at `index`; the caller has validated the range.
    @inlinable
    public func uint8(at index: Int) -> UInt8 { self[index] }

    /// Big-endian 16-bit value at `index`; the caller has validated the range.
    @inlinable
    public func uint16(at index: Int) -> UInt16 {
        UInt16(self[index]) << 8 | UInt16(self[index + 1])
    }

    /// Big-endian 32-bit value at `index`; the caller has validated the range.
    @inlinable
    public func uint32(at index: Int) -> UInt32 {
        UInt32(self[index]) << 24 | UInt32(self[index + 1]) << 16
            | UInt32(self[index + 2]) << 8 | UInt32(self[index + 3])
    }

    /// Whether `width` bytes starting at `index` lie inside `0..<end` (end clamped to `count`).
    @inlinable
    public func has(_ width: Int, at index: Int, end: Int? = nil) -> Bool {
        let limit = Swift.min(end ?? count, count)
        return index >= 0 && width >= 0 && index <= limit &- width
    }

    /// The byte at `index`, or nil when it lies at or past `end` (default: the array's end).
    @inlinable
    public func checkedUInt8(at index: Int, end: Int? = nil) -> UInt8? {
        has(1, at: index, end: end) ? self[index] : nil
    }

    /// Big-endian 16-bit value at `index`, or nil when it would read past `end`.
    @inlinable
    public func checkedUInt16(at index: Int, end: Int? = nil) -> UInt16? {
        has(2, at: index, end: end) ? uint16(at: index) : nil
    }

    /// Big-endian 32-bit value at `index`, or nil when it would read past `end`.
    @inlinable
    public func checkedUInt32(at index: Int, end: Int? = nil) -> UInt32? {
        has(4, at: index, end: end) ? uint32(at: index) : nil
    }

    /// Writes `value` big-endian at `index`; the caller has sized the buffer.
    @inlinable
    public mutating func setUInt16(_ value: UInt16, at index: Int) {
        self[index] = UInt8(truncatingIfNeeded: value >> 8)
        self[index + 1] = UInt8(truncatingIfNeeded: value)
    }

    /// Writes `value` big-endian at `index`; the caller has sized the buffer.
    @inlinable
    public mutating func setUInt32(_ value: UInt32, at index: Int) {
        self[index] = UInt8(truncatingIfNeeded: value >> 24)
        self[index + 1] = UInt8(truncatingIfNeeded: value >> 16)
        self[index + 2] = UInt8(truncatingIfNeeded: value >> 8)
        self[index + 3] = UInt8(truncatingIfNeeded: value)
    }

    /// Appends `value` big-endian.
    @inlinable
    public mutating func appendUInt16(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `value` big-endian.
    @inlinable
    public mutating func appendUInt32(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }
}

/// A bounded, forward-only reader over untrusted bytes: every read returns nil rather than pass `end`.
///
/// Failure contract: never traps on any input; a nil read leaves `position` unchanged.
public struct ByteReader: Sendable {
    public let bytes: [UInt8]
    @usableFromInline var _position: Int
    public var position: Int { _position }
    public let end: Int

    /// A reader over `bytes[start..<end]`; `end` is clamped to the array and `start` to `end`.
    @inlinable
    public init(_ bytes: [UInt8], start: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        let limit = Swift.max(0, Swift.min(end ?? bytes.count, bytes.count))
        self.end = limit
        self._position = Swift.max(0, Swift.min(start, limit))
    }

    /// Bytes left before `end`.
    @inlinable
    public var remaining: Int { end - position }

    @inlinable
    public mutating func readUInt8() -> UInt8? {
        guard let value = bytes.checkedUInt8(at: position, end: end) else { return nil }
        _position += 1
        return value
    }

    @inlinable
    public mutating func readUInt16() -> UInt16? {
        guard let value = bytes.checkedUInt16(at: position, end: end) else { return nil }
        _position += 2
        return value
    }

    @inlinable
    public mutating func readUInt32() -> UInt32? {
        guard let value = bytes.checkedUInt32(at: position, end: end) else { return nil }
        _position += 4
        return value
    }

    /// The next `count` bytes, or nil if fewer remain.
    @inlinable
    public mutating func readBytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard bytes.has(count, at: position, end: end) else { return nil }
        defer { _position += count }
        return bytes[position..<position + count]
    }

    /// Skips `count` bytes; false (and no move) if fewer remain.
    @inlinable
    public mutating func skip(_ count: Int) -> Bool {
        guard bytes.has(count, at: position, end: end) else { return false }
        _position += count
        return true
    }
}
