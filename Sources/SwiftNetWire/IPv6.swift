// IPv6 (RFC 8200). The view validates the 40-byte fixed header once; a payload length past the captured
// bytes is a flag (`isTruncated`), not an error. Extension headers: IPv6Extensions.swift; walking the
// chain to the upper layer: IPv6ExtensionChain.swift.

/// Byte offsets of the IPv6 header fields.
public enum IPv6Field {
    /// Version (4 bits), traffic class (8 bits), flow label (20 bits).
    public static let versionClassAndFlowLabel = 0
    public static let payloadLength = 4
    public static let nextHeader = 6
    public static let hopLimit = 7
    public static let source = 8
    public static let destination = 24
    public static let headerLength = 40
}

/// A view of an IPv6 packet in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.ipv6, …)` when fewer than 40 bytes are there and
/// `.malformed(.ipv6, .badVersion)` when the version is not 6. Once made, no getter can trap.
public struct IPv6Packet: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the captured bytes available to this packet (before trimming to the payload length).
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        guard bytes.has(IPv6Field.headerLength, at: offset, end: end) else {
            throw .truncated(.ipv6, needed: IPv6Field.headerLength, available: Swift.max(0, end - offset))
        }
        guard bytes[offset] >> 4 == 6 else { throw .malformed(.ipv6, .badVersion(Int(bytes[offset] >> 4))) }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable var firstWord: UInt32 { bytes.uint32(at: offset) }
    @inlinable public var version: UInt8 { bytes[offset] >> 4 }
    @inlinable public var trafficClass: UInt8 { UInt8(truncatingIfNeeded: firstWord >> 20) }
    @inlinable public var dscp: UInt8 { trafficClass >> 2 }
    @inlinable public var ecn: UInt8 { trafficClass & 0x3 }
    /// The 20-bit flow label.
    @inlinable public var flowLabel: UInt32 { firstWord & 0x000f_ffff }
    @inlinable public var payloadLength: UInt16 { bytes.uint16(at: offset + IPv6Field.payloadLength) }
    @inlinable public var nextHeader: IPProtocol { IPProtocol(bytes[offset + IPv6Field.nextHeader]) }
    @inlinable public var hopLimit: UInt8 { bytes[offset + IPv6Field.hopLimit] }
    @inlinable public var source: IPv6Address { IPv6Address(rawBytes: bytes, at: offset + IPv6Field.source) }
    @inlinable public var destination: IPv6Address { IPv6Address(rawBytes: bytes, at: offset + IPv6Field.destination) }

    /// The pseudo-header an upper-layer checksum covers (RFC 8200 8.1). With a routing header the
    /// checksum uses the final destination; callers handling that pass their own pseudo-header.
    @inlinable public var pseudoHeader: PseudoHeader { .ipv6(source: source, destination: destination) }

    /// The pseudo-header for the upper layer at `chainEnd`: the final destination of a routing header
    /// with segments left replaces the IPv6 destination (RFC 8200 8.1).
    @inlinable public func upperLayerPseudoHeader(_ chainEnd: IPv6ChainEnd) -> PseudoHeader {
        .ipv6(source: source, destination: chainEnd.finalDestination ?? destination)
    }

    /// Whether this may be a jumbogram (payload length 0 before a hop-by-hop header, RFC 2675), whose
    /// real length is in a hop-by-hop option.
    @inlinable public var isPossibleJumbogram: Bool { payloadLength == 0 && nextHeader == .hopByHop }

    @inlinable public var payloadOffset: Int { offset + IPv6Field.headerLength }
    /// End of the payload: the payload length's end (trimming link-layer padding), clamped to the
    /// captured bytes; the captured end for a possible jumbogram.
    @inlinable public var payloadEnd: Int {
        if isPossibleJumbogram { return end }
        return Swift.min(end, payloadOffset + Int(payloadLength))
    }
    /// Whether the payload length claims more bytes than were captured.
    @inlinable public var isTruncated: Bool { payloadOffset + Int(payloadLength) > end }

    /// The extension headers, walked to the upper layer with a bound; see `IPv6ExtensionHeaderIterator`.
    @inlinable public var extensionHeaders: IPv6ExtensionHeaderIterator { IPv6ExtensionHeaderIterator(self) }

    /// Walks every extension header without keeping them and says where the upper layer starts.
    @inlinable public var chainEnd: IPv6ChainEnd {
        var iterator = extensionHeaders
        while iterator.next() != nil {}
        return iterator.chainEnd
    }
}

/// The IPv6 header as a value. nil means "compute when building": `payloadLength` from what follows,
/// `nextHeader` from the next layer.
public struct IPv6Header: Hashable, Sendable {
    public var version: UInt8
    public var trafficClass: UInt8
    /// 20 bits; higher bits are dropped when encoding.
    public var flowLabel: UInt32
    public var payloadLength: UInt16?
    public var nextHeader: IPProtocol?
    public var hopLimit: UInt8
    public var source: IPv6Address
    public var destination: IPv6Address

    public static let encodedLength = IPv6Field.headerLength

    public init(source: IPv6Address, destination: IPv6Address, nextHeader: IPProtocol? = nil,
                hopLimit: UInt8 = 64, trafficClass: UInt8 = 0, flowLabel: UInt32 = 0,
                payloadLength: UInt16? = nil, version: UInt8 = 6) {
        self.version = version
        self.trafficClass = trafficClass
        self.flowLabel = flowLabel
        self.payloadLength = payloadLength
        self.nextHeader = nextHeader
        self.hopLimit = hopLimit
        self.source = source
        self.destination = destination
    }

    /// The header as the view shows it, lengths as found.
    public init(_ view: IPv6Packet) {
        self.init(source: view.source, destination: view.destination, nextHeader: view.nextHeader,
                  hopLimit: view.hopLimit, trafficClass: view.trafficClass, flowLabel: view.flowLabel,
                  payloadLength: view.payloadLength, version: view.version)
    }

    /// Writes the 40 header bytes at `offset`; nil payload length and next header are written as 0
    /// for a builder to fill. The caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        let word = UInt32(version & 0xf) << 28 | UInt32(trafficClass) << 20 | (flowLabel & 0x000f_ffff)
        buffer.setUInt32(word, at: offset)
        buffer.setUInt16(payloadLength ?? 0, at: offset + IPv6Field.payloadLength)
        buffer[offset + IPv6Field.nextHeader] = nextHeader?.rawValue ?? 0
        buffer[offset + IPv6Field.hopLimit] = hopLimit
        source.encode(into: &buffer, at: offset + IPv6Field.source)
        destination.encode(into: &buffer, at: offset + IPv6Field.destination)
    }
}
