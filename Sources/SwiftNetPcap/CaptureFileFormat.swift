/// Which kind of capture file a reader found, or a writer writes.
public enum CaptureFileFormat: Sendable, Hashable {
    /// The order multi-byte header fields are stored in.
    public enum ByteOrder: Sendable, Hashable {
        case bigEndian
        case littleEndian

        /// The order of the machine running this code.
        public static var host: ByteOrder {
            UInt32(1).littleEndian == 1 ? .littleEndian : .bigEndian
        }
    }

    /// Classic libpcap format (magic a1b2c3d4 for microseconds, a1b23c4d for nanoseconds).
    case pcap(byteOrder: ByteOrder, precision: TimestampPrecision)
    /// pcapng (Section Header Block first); byte order may change from section to section.
    case pcapng
}

/// The unit of a pcapng interface's timestamps: 10^-exponent or 2^-exponent seconds
/// (if_tsresol, draft-ietf-opsawg-pcapng section 4.2). The default is microseconds.
public enum TimestampResolution: Sendable, Hashable {
    case powerOfTen(UInt8)
    case powerOfTwo(UInt8)

    public static let microseconds = TimestampResolution.powerOfTen(6)
    public static let nanoseconds = TimestampResolution.powerOfTen(9)

    /// The if_tsresol option byte: the high bit set means a power of two.
    public var optionByte: UInt8 {
        switch self {
        case .powerOfTen(let exponent): exponent & 0x7f
        case .powerOfTwo(let exponent): 0x80 | (exponent & 0x7f)
        }
    }

    public init(optionByte: UInt8) {
        self = optionByte & 0x80 == 0 ? .powerOfTen(optionByte) : .powerOfTwo(optionByte & 0x7f)
    }

    /// Splits a count of these units into seconds and nanoseconds, or nil when the resolution is
    /// beyond what 64-bit counts can express (10^20 and finer, 2^64 and finer).
    @inlinable
    public func timestamp(ticks: UInt64, offsetSeconds: Int64 = 0) -> Timestamp? {
        let seconds: UInt64
        let nanoseconds: UInt64
        switch self {
        case .powerOfTen(let exponent):
            guard exponent <= 19 else { return nil }
            if exponent == 6 {  // the common case first
                seconds = ticks / 1_000_000
                nanoseconds = (ticks % 1_000_000) &* 1000
            } else if exponent <= 9 {
                var unitsPerSecond: UInt64 = 1
                for _ in 0..<exponent { unitsPerSecond &*= 10 }
                seconds = ticks / unitsPerSecond
                nanoseconds = (ticks % unitsPerSecond) &* (1_000_000_000 / unitsPerSecond)
            } else {
                var unitsPerSecond: UInt64 = 1
                for _ in 0..<exponent { unitsPerSecond &*= 10 }
                var unitsPerNanosecond: UInt64 = 1
                for _ in 0..<(exponent - 9) { unitsPerNanosecond &*= 10 }
                seconds = ticks / unitsPerSecond
                nanoseconds = (ticks % unitsPerSecond) / unitsPerNanosecond
            }
        case .powerOfTwo(let exponent):
            guard exponent <= 63 else { return nil }
            seconds = ticks >> exponent
            let fraction = ticks & ((1 << exponent) &- 1)
            // fraction * 10^9 / 2^exponent, in 128 bits so it cannot overflow.
            let product = fraction.multipliedFullWidth(by: 1_000_000_000)
            nanoseconds = exponent == 0 ? 0 : (product.high << (64 - exponent)) | (product.low >> exponent)
        }
        return Timestamp(
            seconds: Int64(truncatingIfNeeded: seconds) &+ offsetSeconds,
            nanoseconds: UInt32(truncatingIfNeeded: nanoseconds))
    }
}

/// One pcapng interface (Interface Description Block), or the single implicit interface of a classic
/// pcap file.
public struct CaptureInterface: Sendable, Hashable {
    public var linkType: LinkType
    /// 0 means "no limit" in pcapng.
    public var snapLength: Int
    /// if_name, when the block carries one.
    public var name: String?
    public var timestampResolution: TimestampResolution
    /// if_tsoffset: seconds added to every timestamp of this interface.
    public var timestampOffset: Int64

    public init(
        linkType: LinkType, snapLength: Int = 262_144, name: String? = nil,
        timestampResolution: TimestampResolution = .microseconds, timestampOffset: Int64 = 0
    ) {
        self.linkType = linkType
        self.snapLength = snapLength
        self.name = name
        self.timestampResolution = timestampResolution
        self.timestampOffset = timestampOffset
    }
}
