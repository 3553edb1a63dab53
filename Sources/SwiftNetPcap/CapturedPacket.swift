/// A capture timestamp: seconds since the Unix epoch and nanoseconds within that second.
public struct Timestamp: Hashable, Sendable, Comparable {
    public var seconds: Int64
    /// 0 ..< 1_000_000_000.
    public var nanoseconds: UInt32
    /// A classic pcap record's time fields exactly as stored, kept only when the fraction is out of
    /// range (negative or a second or more): `seconds`/`nanoseconds` fold it into a normal time, but
    /// tcpdump prints such a record from the raw fields, so the printers need them. nil otherwise.
    public var recorded: RecordedTime?

    @inlinable
    public init(seconds: Int64, nanoseconds: UInt32) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.recorded = nil
    }

    /// A file's time whose fraction was out of range: normalised, with the raw fields kept.
    @inlinable
    public init(seconds: Int64, nanoseconds: UInt32, recorded: RecordedTime?) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.recorded = recorded
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}

/// The time fields of a classic pcap record as libpcap reads them (`struct pcap_timeval`: two signed
/// 32-bit numbers), and the unit of the fraction.
public struct RecordedTime: Hashable, Sendable {
    public var seconds: Int32
    public var fraction: Int32
    public var fractionIsNanoseconds: Bool

    @inlinable
    public init(seconds: Int32, fraction: Int32, fractionIsNanoseconds: Bool) {
        self.seconds = seconds
        self.fraction = fraction
        self.fractionIsNanoseconds = fractionIsNanoseconds
    }
}

/// The precision a capture file stores timestamps in.
public enum TimestampPrecision: Sendable, Hashable {
    case microseconds
    case nanoseconds
}

/// One packet as captured: its bytes (possibly cut short by the snap length), the length it had on
/// the wire, when it was seen, and the link type that says how to read its first byte.
public struct CapturedPacket: Sendable {
    public var timestamp: Timestamp
    /// Length on the wire; at least `data.count` in a sane file, but files may lie, so never trust it
    /// for indexing.
    public var originalLength: Int
    public var linkType: LinkType
    /// The captured bytes (`caplen` of them).
    public var data: [UInt8]
    /// The pcapng interface the packet came from (0 for classic pcap and live captures).
    public var interfaceIndex: Int

    @inlinable
    public init(timestamp: Timestamp, originalLength: Int, linkType: LinkType, data: [UInt8], interfaceIndex: Int = 0) {
        self.timestamp = timestamp
        self.originalLength = originalLength
        self.linkType = linkType
        self.data = data
        self.interfaceIndex = interfaceIndex
    }

    @inlinable public var capturedLength: Int { data.count }
}

/// Anything that yields captured packets in order: file readers and live captures.
///
/// Failure contract: `nextPacket()` returns nil at a clean end, and throws once for bad data after
/// having returned every good packet before it.
public protocol PacketSource {
    /// The link type of the first (or only) interface; pcapng files may carry others per packet.
    var linkType: LinkType { get }
    mutating func nextPacket() throws(CaptureFileError) -> CapturedPacket?
}

/// A capture file that cannot be read further, with where it went wrong.
public struct CaptureFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The first bytes are no pcap or pcapng magic.
        case notACaptureFile
        /// A header or record claims more bytes than the file holds.
        case truncated
        /// A length or version field holds an impossible value; the text names it.
        case invalid(String)
        /// The operating system refused a read or write; the text is strerror's.
        case io(String)
    }

    public var kind: Kind
    /// The file name as given by the user (`-` for standard input), if known.
    public var file: String?
    /// 1-based number of the record (packet or pcapng block) at fault, 0 for the file header.
    public var record: Int
    /// Byte offset in the file where the bad header or record starts.
    public var offset: UInt64

    public init(_ kind: Kind, file: String? = nil, record: Int, offset: UInt64) {
        self.kind = kind
        self.file = file
        self.record = record
        self.offset = offset
    }

    /// One line: `FILE: record N at byte OFFSET: what` (`FILE: file header at byte OFFSET: what` for
    /// record 0).
    public var description: String {
        let what: String
        switch kind {
        case .notACaptureFile: what = "not a pcap or pcapng file"
        case .truncated: what = "truncated"
        case .invalid(let text): what = text
        case .io(let text): what = text
        }
        let name = file ?? "input"
        if case .notACaptureFile = kind { return "\(name): \(what)" }
        if record == 0 { return "\(name): file header at byte \(offset): \(what)" }
        return "\(name): record \(record) at byte \(offset): \(what)"
    }
}
