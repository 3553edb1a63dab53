// IPv4 (RFC 791; DSCP/ECN RFC 2474/3168). The view validates the fixed header and the IHL once; length
// fields that claim more than was captured are a flag (`isTruncated`), not an error, and the payload is
// trimmed to the total length (dropping Ethernet padding).

/// Byte offsets of the IPv4 header fields.
public enum IPv4Field {
    public static let versionAndHeaderLength = 0
    public static let differentiatedServices = 1
    public static let totalLength = 2
    public static let identification = 4
    public static let flagsAndFragmentOffset = 6
    public static let timeToLive = 8
    public static let `protocol` = 9
    public static let headerChecksum = 10
    public static let source = 12
    public static let destination = 16
    public static let options = 20
    public static let minimumHeaderLength = 20
    /// IHL is a 4-bit count of 32-bit words.
    public static let maximumHeaderLength = 60
}

/// The three flag bits of the IPv4 flags/fragment-offset field, at their positions in that 16-bit field.
public struct IPv4Flags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue & 0xe000 }

    /// Bit 0, must be zero (RFC 791; RFC 3514's "evil bit").
    public static let reserved = IPv4Flags(rawValue: 0x8000)
    public static let dontFragment = IPv4Flags(rawValue: 0x4000)
    public static let moreFragments = IPv4Flags(rawValue: 0x2000)
}

/// A view of an IPv4 packet in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.ipv4, …)` when fewer than 20 bytes, or fewer than the
/// IHL says, are there; `.malformed(.ipv4, …)` for a version other than 4, an IHL below 5, or a total
/// length below the header length (a total length of 0 is accepted when `acceptsZeroTotalLength`, as
/// tcpdump does for TSO captures). Once made, no getter can trap.
public struct IPv4Packet: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the captured bytes available to this packet (before trimming to the total length).
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil,
                acceptsZeroTotalLength: Bool = false) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        let available = Swift.max(0, end - offset)
        guard bytes.has(IPv4Field.minimumHeaderLength, at: offset, end: end) else {
            throw .truncated(.ipv4, needed: IPv4Field.minimumHeaderLength, available: available)
        }
        let first = bytes[offset]
        guard first >> 4 == 4 else { throw .malformed(.ipv4, .badVersion(Int(first >> 4))) }
        let headerLength = Int(first & 0x0f) * 4
        guard headerLength >= IPv4Field.minimumHeaderLength else {
            throw .malformed(.ipv4, .headerLengthBelowMinimum(headerLength))
        }
        guard bytes.has(headerLength, at: offset, end: end) else {
            throw .truncated(.ipv4, needed: headerLength, available: available)
        }
        let totalLength = Int(bytes.uint16(at: offset + IPv4Field.totalLength))
        if totalLength < headerLength && !(totalLength == 0 && acceptsZeroTotalLength) {
            throw .malformed(.ipv4, .totalLengthBelowHeader(total: totalLength, header: headerLength))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var version: UInt8 { bytes[offset] >> 4 }
    /// The IHL field: header length in 32-bit words.
    @inlinable public var internetHeaderLength: UInt8 { bytes[offset] & 0x0f }
    /// Header length in bytes (IHL × 4).
    @inlinable public var headerLength: Int { Int(internetHeaderLength) * 4 }
    /// The whole second byte (former type of service).
    @inlinable public var differentiatedServices: UInt8 { bytes[offset + IPv4Field.differentiatedServices] }
    @inlinable public var dscp: UInt8 { differentiatedServices >> 2 }
    @inlinable public var ecn: UInt8 { differentiatedServices & 0x3 }
    @inlinable public var totalLength: UInt16 { bytes.uint16(at: offset + IPv4Field.totalLength) }
    @inlinable public var identification: UInt16 { bytes.uint16(at: offset + IPv4Field.identification) }
    @inlinable public var flags: IPv4Flags {
        IPv4Flags(rawValue: bytes.uint16(at: offset + IPv4Field.flagsAndFragmentOffset))
    }
    /// Fragment offset in 8-byte units.
    @inlinable public var fragmentOffset: UInt16 { bytes.uint16(at: offset + IPv4Field.flagsAndFragmentOffset) & 0x1fff }
    /// Fragment offset in bytes.
    @inlinable public var fragmentByteOffset: Int { Int(fragmentOffset) * 8 }
    /// Whether this is a fragment (more fragments follow, or not the first).
    @inlinable public var isFragment: Bool { flags.contains(.moreFragments) || fragmentOffset != 0 }
    @inlinable public var timeToLive: UInt8 { bytes[offset + IPv4Field.timeToLive] }
    @inlinable public var `protocol`: IPProtocol { IPProtocol(bytes[offset + IPv4Field.protocol]) }
    @inlinable public var headerChecksum: UInt16 { bytes.uint16(at: offset + IPv4Field.headerChecksum) }
    @inlinable public var source: IPv4Address { IPv4Address(bytes.uint32(at: offset + IPv4Field.source)) }
    @inlinable public var destination: IPv4Address { IPv4Address(bytes.uint32(at: offset + IPv4Field.destination)) }

    /// Whether the header checksum verifies (the header is always all there once the view exists).
    @inlinable public var headerChecksumIsValid: Bool {
        InternetChecksum.compute(bytes, from: offset, to: offset + headerLength) == 0
    }

    /// The pseudo-header an upper-layer checksum (TCP, UDP) covers.
    @inlinable public var pseudoHeader: PseudoHeader { .ipv4(source: source, destination: destination) }

    @inlinable public var optionsOffset: Int { offset + IPv4Field.options }
    @inlinable public var optionsEnd: Int { offset + headerLength }
    /// The options, walked with a bound; check the iterator's `malformation` after the loop.
    @inlinable public var options: IPv4OptionIterator { IPv4OptionIterator(bytes, start: optionsOffset, end: optionsEnd) }

    @inlinable public var payloadOffset: Int { offset + headerLength }
    /// End of the payload: the total length's end (trimming link-layer padding), clamped to the captured
    /// bytes; the captured end when the total length is 0 (accepted TSO case).
    @inlinable public var payloadEnd: Int {
        let total = Int(totalLength)
        guard total >= headerLength else { return end }
        return Swift.min(end, offset + total)
    }
    /// Whether the total length claims more bytes than were captured.
    @inlinable public var isTruncated: Bool { offset + Int(totalLength) > end }
}

/// The IPv4 header as a value. nil means "compute when building": `internetHeaderLength` from the
/// options, `totalLength` from what follows, `protocol` from the next layer, `headerChecksum` last.
public struct IPv4Header: Hashable, Sendable {
    public var version: UInt8
    public var internetHeaderLength: UInt8?
    public var dscp: UInt8
    public var ecn: UInt8
    public var totalLength: UInt16?
    public var identification: UInt16
    public var flags: IPv4Flags
    /// Fragment offset in 8-byte units (13 bits).
    public var fragmentOffset: UInt16
    public var timeToLive: UInt8
    public var `protocol`: IPProtocol?
    public var headerChecksum: UInt16?
    public var source: IPv4Address
    public var destination: IPv4Address
    /// Encoded in order and padded with zeros to a multiple of 4 bytes.
    public var options: [IPv4Option]

    public init(source: IPv4Address, destination: IPv4Address, protocol: IPProtocol? = nil,
                timeToLive: UInt8 = 64, identification: UInt16 = 0, flags: IPv4Flags = [],
                fragmentOffset: UInt16 = 0, dscp: UInt8 = 0, ecn: UInt8 = 0, options: [IPv4Option] = [],
                version: UInt8 = 4, internetHeaderLength: UInt8? = nil, totalLength: UInt16? = nil,
                headerChecksum: UInt16? = nil) {
        self.version = version
        self.internetHeaderLength = internetHeaderLength
        self.dscp = dscp
        self.ecn = ecn
        self.totalLength = totalLength
        self.identification = identification
        self.flags = flags
        self.fragmentOffset = fragmentOffset
        self.timeToLive = timeToLive
        self.protocol = `protocol`
        self.headerChecksum = headerChecksum
        self.source = source
        self.destination = destination
        self.options = options
    }

    /// The header as the view shows it, every length and checksum as found. Options are decoded; an
    /// unparsable rest of the option area (or non-zero bytes after End of Option List) is kept as
    /// `.raw`, so encoding gives back the same bytes.
    public init(_ view: IPv4Packet) {
        var iterator = view.options
        var options: [IPv4Option] = []
        while let option = iterator.next() { options.append(option) }
        let rest = view.bytes[iterator.position..<view.optionsEnd]
        let decodedLength = options.reduce(0) { $0 + $1.encodedLength }
        if !rest.isEmpty && (rest.contains { $0 != 0 }
                             || IPv4Option.paddedLength(options) != decodedLength + rest.count) {
            options.append(.raw(Array(rest)))
        }
        self.init(source: view.source, destination: view.destination, protocol: view.protocol,
                  timeToLive: view.timeToLive, identification: view.identification, flags: view.flags,
                  fragmentOffset: view.fragmentOffset, dscp: view.dscp, ecn: view.ecn, options: options,
                  version: view.version, internetHeaderLength: view.internetHeaderLength,
                  totalLength: view.totalLength, headerChecksum: view.headerChecksum)
    }

    /// Bytes this header takes: 20 plus the padded options (whatever `internetHeaderLength` says).
    public var encodedLength: Int { IPv4Field.minimumHeaderLength + IPv4Option.paddedLength(options) }

    /// The IHL written: the explicit one, else computed from the options (capped at 15).
    public var effectiveInternetHeaderLength: UInt8 {
        internetHeaderLength ?? UInt8(Swift.min(15, encodedLength / 4))
    }

    /// Writes `encodedLength` bytes at `offset`. A nil total length, protocol or checksum is written as
    /// 0 for a builder to fill. The caller has sized `buffer` (traps otherwise: a programming bug).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer[offset] = (version & 0xf) << 4 | (effectiveInternetHeaderLength & 0xf)
        buffer[offset + IPv4Field.differentiatedServices] = (dscp & 0x3f) << 2 | (ecn & 0x3)
        buffer.setUInt16(totalLength ?? 0, at: offset + IPv4Field.totalLength)
        buffer.setUInt16(identification, at: offset + IPv4Field.identification)
        buffer.setUInt16(flags.rawValue | (fragmentOffset & 0x1fff), at: offset + IPv4Field.flagsAndFragmentOffset)
        buffer[offset + IPv4Field.timeToLive] = timeToLive
        buffer[offset + IPv4Field.protocol] = self.protocol?.rawValue ?? 0
        buffer.setUInt16(headerChecksum ?? 0, at: offset + IPv4Field.headerChecksum)
        source.encode(into: &buffer, at: offset + IPv4Field.source)
        destination.encode(into: &buffer, at: offset + IPv4Field.destination)
        var index = offset + IPv4Field.options
        for option in options {
            option.encode(into: &buffer, at: index)
            index += option.encodedLength
        }
        let end = offset + encodedLength
        while index < end {
            buffer[index] = 0
            index += 1
        }
    }
}
