// TCP (RFC 9293). Follows the UDP.swift pattern: `TCPField` offsets shared by the view
// (`TCPSegment`) and the value (`TCPHeader`). Options live in TCPOptions.swift.

/// Byte offsets of the TCP header fields (RFC 9293 3.1).
public enum TCPField {
    public static let sourcePort = 0
    public static let destinationPort = 2
    public static let sequenceNumber = 4
    public static let acknowledgmentNumber = 8
    /// Data offset (high 4 bits), reserved bits, then the AE flag: the high byte of `flags`.
    public static let dataOffsetAndFlags = 12
    /// The low byte of the control bits, CWR ECE URG ACK PSH RST SYN FIN (RFC 9293 3.1, RFC 3168 6.1):
    /// the one byte tcpdump prints as `Flags [...]`.
    public static let controlBits = 13
    public static let window = 14
    public static let checksum = 16
    public static let urgentPointer = 18
    public static let options = 20
    /// Header without options: data offset 5 words (RFC 9293 3.1).
    public static let minimumHeaderLength = 20
    /// Data offset is 4 bits of 32-bit words: 15 words.
    public static let maximumHeaderLength = 60
}

/// The control bits: the low 12 bits of the 16-bit word at offset 12 (RFC 9293 3.1). The three
/// reserved bits above AE are kept so that any header round-trips.
public struct TCPFlags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue & 0x0fff }

    public static let fin = TCPFlags(rawValue: 0x001)
    public static let syn = TCPFlags(rawValue: 0x002)
    public static let rst = TCPFlags(rawValue: 0x004)
    public static let psh = TCPFlags(rawValue: 0x008)
    public static let ack = TCPFlags(rawValue: 0x010)
    public static let urg = TCPFlags(rawValue: 0x020)
    /// ECN-Echo (RFC 3168 6.1).
    public static let ece = TCPFlags(rawValue: 0x040)
    /// Congestion Window Reduced (RFC 3168 6.1).
    public static let cwr = TCPFlags(rawValue: 0x080)
    /// Accurate ECN (the former ECN-nonce NS bit of RFC 3540, historic per RFC 8311).
    public static let ae = TCPFlags(rawValue: 0x100)
    /// The former NS (nonce sum) name of the same bit (RFC 3540).
    public static let ns = ae
    /// The three bits RFC 9293 still reserves (must be zero on send).
    public static let reserved = TCPFlags(rawValue: 0xe00)
}

/// A view of a TCP segment in `bytes[offset..<end]`, sharing the packet's storage.
///
/// Failure contract: `init` throws `.truncated(.tcp, needed: 20, …)` when the fixed header is not all
/// there, `.malformed(.tcp, .headerLengthBelowMinimum(n))` when the data offset is below 5 words, and
/// `.truncated(.tcp, needed: dataOffset*4, …)` when the options pass the available bytes. Once made,
/// no getter can trap; option parsing reports bad lengths through `options` without trapping.
public struct TCPSegment: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the bytes available to this segment (captured bytes, trimmed by the IP length).
    public let end: Int
    /// Whether the segment continues past `end` (the IP length claims more than was captured).
    public let isTruncated: Bool

    /// A view of the segment at `offset`. `end` bounds the available bytes; `segmentLength`, when
    /// known (IP total/payload length minus the IP headers), is the length the network layer claims:
    /// bytes beyond it are trimmed, and a claim past `end` marks the segment truncated.
    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil, segmentLength: Int? = nil) throws(WireError) {
        let (end, truncated) = bytes.messageBounds(offset: offset, end: end, claimedLength: segmentLength)
        guard bytes.has(TCPField.minimumHeaderLength, at: offset, end: end) else {
            throw .truncated(.tcp, needed: TCPField.minimumHeaderLength, available: Swift.max(0, end - offset))
        }
        let headerLength = Int(bytes[offset + TCPField.dataOffsetAndFlags] >> 4) * 4
        guard headerLength >= TCPField.minimumHeaderLength else {
            throw .malformed(.tcp, .headerLengthBelowMinimum(headerLength))
        }
        guard bytes.has(headerLength, at: offset, end: end) else {
            throw .truncated(.tcp, needed: headerLength, available: end - offset)
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
        self.isTruncated = truncated
    }

    @inlinable public var sourcePort: UInt16 { bytes.uint16(at: offset + TCPField.sourcePort) }
    @inlinable public var destinationPort: UInt16 { bytes.uint16(at: offset + TCPField.destinationPort) }
    @inlinable public var sequenceNumber: UInt32 { bytes.uint32(at: offset + TCPField.sequenceNumber) }
    @inlinable public var acknowledgmentNumber: UInt32 { bytes.uint32(at: offset + TCPField.acknowledgmentNumber) }
    /// Header length in 32-bit words (5…15 in a valid view).
    @inlinable public var dataOffset: UInt8 { bytes[offset + TCPField.dataOffsetAndFlags] >> 4 }
    /// Header length in bytes, options included.
    @inlinable public var headerLength: Int { Int(dataOffset) * 4 }
    @inlinable public var flags: TCPFlags { TCPFlags(rawValue: bytes.uint16(at: offset + TCPField.dataOffsetAndFlags)) }
    @inlinable public var window: UInt16 { bytes.uint16(at: offset + TCPField.window) }
    @inlinable public var checksum: UInt16 { bytes.uint16(at: offset + TCPField.checksum) }
    @inlinable public var urgentPointer: UInt16 { bytes.uint16(at: offset + TCPField.urgentPointer) }

    @inlinable public var optionsOffset: Int { offset + TCPField.options }
    @inlinable public var optionsEnd: Int { offset + headerLength }
    /// The options, read lazily; a bad option length ends the sequence with one `.failure`.
    @inlinable public var options: TCPOptions { TCPOptions(bytes, from: optionsOffset, to: optionsEnd) }

    @inlinable public var payloadOffset: Int { offset + headerLength }
    @inlinable public var payloadEnd: Int { end }
    @inlinable public var payloadLength: Int { end - payloadOffset }

    /// Checksum verdict: nil when the segment was not all captured, else whether it verifies.
    @inlinable
    public func checksumIsValid(_ pseudoHeader: PseudoHeader) -> Bool? {
        guard !isTruncated else { return nil }
        return pseudoHeader.checksum(bytes, from: offset, to: end, protocol: .tcp) == 0
    }

    /// Computes the checksum of the segment in `buffer[offset..<end]` under `pseudoHeader` and stores
    /// it. The caller has sized the buffer (the segment must be at least 20 bytes there).
    public static func fillChecksum(in buffer: inout [UInt8], offset: Int, end: Int, pseudoHeader: PseudoHeader) {
        buffer.setUInt16(0, at: offset + TCPField.checksum)
        buffer.setUInt16(pseudoHeader.checksum(buffer, from: offset, to: end, protocol: .tcp),
                         at: offset + TCPField.checksum)
    }
}

/// The TCP header as a value. `dataOffset` and `checksum` nil mean "compute when encoding"; set them
/// to craft a header that lies.
public struct TCPHeader: Hashable, Sendable {
    public var sourcePort: UInt16
    public var destinationPort: UInt16
    public var sequenceNumber: UInt32
    public var acknowledgmentNumber: UInt32
    /// Header length in 32-bit words; nil = computed from the options. Only the low 4 bits are sent.
    public var dataOffset: UInt8?
    public var flags: TCPFlags
    public var window: UInt16
    public var checksum: UInt16?
    public var urgentPointer: UInt16
    /// Encoded in order and padded with zero bytes (end-of-option-list) to a multiple of 4.
    public var options: [TCPOption]

    public init(sourcePort: UInt16, destinationPort: UInt16, sequenceNumber: UInt32 = 0,
                acknowledgmentNumber: UInt32 = 0, dataOffset: UInt8? = nil, flags: TCPFlags = [],
                window: UInt16 = 65535, checksum: UInt16? = nil, urgentPointer: UInt16 = 0,
                options: [TCPOption] = []) {
        self.sourcePort = sourcePort
        self.destinationPort = destinationPort
        self.sequenceNumber = sequenceNumber
        self.acknowledgmentNumber = acknowledgmentNumber
        self.dataOffset = dataOffset
        self.flags = flags
        self.window = window
        self.checksum = checksum
        self.urgentPointer = urgentPointer
        self.options = options
    }

    /// The header as the view shows it, data offset and checksum as found.
    ///
    /// Failure contract: throws the option parser's `.malformed(.tcp, .badOptionLength…)` when an
    /// option length is impossible (use the view to keep what came before it).
    public init(_ view: TCPSegment) throws(WireError) {
        var options: [TCPOption] = []
        for option in view.options {
            options.append(try option.get())
        }
        self.init(sourcePort: view.sourcePort, destinationPort: view.destinationPort,
                  sequenceNumber: view.sequenceNumber, acknowledgmentNumber: view.acknowledgmentNumber,
                  dataOffset: view.dataOffset, flags: view.flags, window: view.window,
                  checksum: view.checksum, urgentPointer: view.urgentPointer, options: options)
    }

    /// Bytes the options take before padding.
    public var optionsLength: Int { options.reduce(0) { $0 + $1.encodedLength } }

    /// Data offset written when `dataOffset` is nil: 20 bytes plus the padded options, in words
    /// (more than 15 cannot be expressed; only its low 4 bits are sent).
    public var computedDataOffset: UInt8 {
        UInt8(truncatingIfNeeded: (TCPField.minimumHeaderLength + optionsLength + 3) / 4)
    }

    /// Bytes `encode` writes: the padded options, or the explicit data offset if that is longer.
    public var encodedLength: Int {
        let natural = Int(computedDataOffset) * 4
        guard let dataOffset else { return natural }
        return Swift.max(natural, Int(dataOffset & 0x0f) * 4)
    }

    /// Writes `encodedLength` bytes at `offset`; nil checksum is written as 0 for a builder to fill
    /// (`TCPSegment.fillChecksum`). The caller has sized `buffer` (traps otherwise: a programming bug).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer.setUInt16(sourcePort, at: offset + TCPField.sourcePort)
        buffer.setUInt16(destinationPort, at: offset + TCPField.destinationPort)
        buffer.setUInt32(sequenceNumber, at: offset + TCPField.sequenceNumber)
        buffer.setUInt32(acknowledgmentNumber, at: offset + TCPField.acknowledgmentNumber)
        let words = UInt16((dataOffset ?? computedDataOffset) & 0x0f)
        buffer.setUInt16(words << 12 | flags.rawValue, at: offset + TCPField.dataOffsetAndFlags)
        buffer.setUInt16(window, at: offset + TCPField.window)
        buffer.setUInt16(checksum ?? 0, at: offset + TCPField.checksum)
        buffer.setUInt16(urgentPointer, at: offset + TCPField.urgentPointer)
        var index = offset + TCPField.options
        for option in options {
            option.encode(into: &buffer, at: index)
            index += option.encodedLength
        }
        let stop = offset + encodedLength
        while index < stop {
            buffer[index] = 0
            index += 1
        }
    }

    /// The encoded header alone, checksum as set (0 when nil).
    public var encoded: [UInt8] {
        var buffer = [UInt8](repeating: 0, count: encodedLength)
        encode(into: &buffer, at: 0)
        return buffer
    }
}
