// The shell shared by TCP options and NDP options: a bounded byte region read one option at a time.
// What differs between the two (how one option is laid out) lives in an `OptionListFormat`.

/// How one kind of option region is read, one option at a time.
public protocol OptionListFormat: Sendable {
    associatedtype Option: Sendable

    /// Reads the option that starts at `index` (`index < end`, `end <= bytes.count`).
    ///
    /// Failure contract: never traps. Returns the option, or the error that ends the region, and the
    /// index of the next option (greater than `index`), or nil when the region ends here (an error,
    /// or an end-of-list marker).
    static func readOption(in bytes: [UInt8], at index: Int, end: Int)
        -> (result: Result<Option, WireError>, next: Int?)
}

/// The options in `bytes[start..<end]`, read one at a time by `Format`.
///
/// Failure contract: never traps and never loops: every step moves forward or ends the sequence. The
/// first malformed option yields one `.failure` and ends the sequence (see each format for its errors).
public struct OptionList<Format: OptionListFormat>: Sequence, Sendable {
    public let bytes: [UInt8]
    public let start: Int
    public let end: Int

    /// `start`/`end` are clamped to the array.
    @inlinable
    public init(_ bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        self.end = Swift.max(0, Swift.min(end, bytes.count))
        self.start = Swift.max(0, Swift.min(start, self.end))
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(bytes: bytes, index: start, end: end) }

    /// All options, or the first bad-length error.
    @inlinable
    public func parsed() throws(WireError) -> [Format.Option] {
        var result: [Format.Option] = []
        for option in self { result.append(try option.get()) }
        return result
    }

    public struct Iterator: IteratorProtocol, Sendable {
        @usableFromInline let bytes: [UInt8]
        @usableFromInline var index: Int
        @usableFromInline let end: Int
        @usableFromInline var finished = false

        @inlinable
        init(bytes: [UInt8], index: Int, end: Int) {
            self.bytes = bytes
            self.index = index
            self.end = end
        }

        @inlinable
        public mutating func next() -> Result<Format.Option, WireError>? {
            guard !finished, index < end else { return nil }
            let (result, next) = Format.readOption(in: bytes, at: index, end: end)
            if let next, next > index {
                index = next
            } else {
                // An end marker or an error; a format that failed to move forward ends here too.
                finished = true
            }
            return result
        }
    }
}
