// IPv6 extension headers (RFC 8200 4.3-4.6): hop-by-hop options, routing (type 0 RFC 2460, type 2
// RFC 6275, type 4 segment routing RFC 8754), fragment, destination options. All but the fragment header
// start with next header and a length in 8-byte units not counting the first 8 bytes.

/// Byte offsets shared by the extension headers.
public enum IPv6ExtensionField {
    public static let nextHeader = 0
    public static let headerExtensionLength = 1
    /// Routing header: routing type and segments left.
    public static let routingType = 2
    public static let segmentsLeft = 3
    /// Routing types 0 and 2: addresses start after 4 reserved bytes; type 4: after last entry,
    /// flags and tag.
    public static let routingAddresses = 8
    /// Routing types 0 and 2: the 32-bit reserved field before the addresses (RFC 2460 4.4, RFC 6275 6.4).
    public static let routingReserved = 4
    /// Routing type 4, the segment routing header (RFC 8754 2): last entry, flags, tag; the segment
    /// list follows at `routingAddresses`.
    public static let lastEntry = 4
    public static let segmentRoutingFlags = 5
    public static let tag = 6
    /// Hop-by-hop and destination options headers: the options follow the next-header and length
    /// bytes (RFC 8200 4.3, 4.6).
    public static let options = 2
    /// Fragment header: offset (13 bits), 2 reserved bits, M flag; then the identification.
    public static let fragmentOffsetAndFlags = 2
    public static let fragmentIdentification = 4
    /// Every extension header is at least 8 bytes; the fragment header is exactly 8.
    public static let minimumLength = 8
}

/// Validates that a length-prefixed extension header of kind `layer` fits at `offset`; returns its length.
@inlinable
func validatedExtensionLength(_ bytes: [UInt8], offset: Int, end: Int) throws(WireError) -> Int {
    let available = Swift.max(0, end - offset)
    guard bytes.has(2, at: offset, end: end) else {
        throw .truncated(.ipv6Extension, needed: IPv6ExtensionField.minimumLength, available: available)
    }
    let length = (Int(bytes[offset + IPv6ExtensionField.headerExtensionLength]) + 1) * 8
    guard bytes.has(length, at: offset, end: end) else {
        throw .truncated(.ipv6Extension, needed: length, available: available)
    }
    return length
}

/// A view of a hop-by-hop or destination-options header (same layout) in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.ipv6Extension, …)` when the header its length byte
/// announces is not all there; once made, no getter can trap.
public struct IPv6OptionsExtension: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        _ = try validatedExtensionLength(bytes, offset: offset, end: end)
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var nextHeader: IPProtocol { IPProtocol(bytes[offset]) }
    @inlinable public var headerExtensionLength: UInt8 { bytes[offset + 1] }
    /// Header length in bytes.
    @inlinable public var length: Int { (Int(headerExtensionLength) + 1) * 8 }
    /// The options, walked with a bound; check the iterator's `malformation` after the loop.
    @inlinable public var options: IPv6OptionIterator { IPv6OptionIterator(bytes, start: offset + 2, end: offset + length) }
    @inlinable public var payloadOffset: Int { offset + length }
    @inlinable public var payloadEnd: Int { end }
}

/// A view of a routing header in `bytes[offset..<end]`.
///
/// Failure contract: as `IPv6OptionsExtension`. Address accessors only read inside the header.
public struct IPv6RoutingExtension: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        _ = try validatedExtensionLength(bytes, offset: offset, end: end)
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var nextHeader: IPProtocol { IPProtocol(bytes[offset]) }
    @inlinable public var headerExtensionLength: UInt8 { bytes[offset + 1] }
    @inlinable public var length: Int { (Int(headerExtensionLength) + 1) * 8 }
    @inlinable public var routingType: UInt8 { bytes[offset + IPv6ExtensionField.routingType] }
    @inlinable public var segmentsLeft: UInt8 { bytes[offset + IPv6ExtensionField.segmentsLeft] }
    /// Offset of the type-specific data (after the first 4 bytes).
    @inlinable public var dataOffset: Int { offset + 4 }

    /// Segment routing (type 4) fields: index of the last segment-list entry, flags, tag.
    @inlinable public var lastEntry: UInt8 { bytes[offset + 4] }
    @inlinable public var segmentRoutingFlags: UInt8 { bytes[offset + 5] }
    @inlinable public var tag: UInt16 { bytes.uint16(at: offset + 6) }

    /// How many addresses the header holds, best effort: for types 0 and 2 as many as fit; for type 4
    /// `lastEntry + 1` capped at what fits; 0 for other types.
    @inlinable public var addressCount: Int {
        let fitting = (length - IPv6ExtensionField.routingAddresses) / 16
        switch routingType {
        case 0, 2: return fitting
        case 4: return Swift.min(fitting, Int(lastEntry) + 1)
        default: return 0
        }
    }

    /// The address at `index` (0 ..< addressCount), nil outside that range.
    @inlinable public func address(at index: Int) -> IPv6Address? {
        guard index >= 0, index < addressCount else { return nil }
        return IPv6Address(rawBytes: bytes, at: offset + IPv6ExtensionField.routingAddresses + 16 * index)
    }

    /// The packet's final destination as this header lists it, best effort: the last address for types
    /// 0 and 2, segment list entry 0 for segment routing (type 4, RFC 8754 4.1); nil otherwise or when
    /// the header holds no address. (Meaningful while segments are left; see `IPv6ChainEnd`.)
    @inlinable public var finalDestination: IPv6Address? {
        switch routingType {
        case 0, 2: return address(at: addressCount - 1)
        case 4: return address(at: 0)
        default: return nil
        }
    }

    /// All addresses (allocates; see `address(at:)`).
    public var addresses: [IPv6Address] { (0..<addressCount).compactMap { address(at: $0) } }

    @inlinable public var payloadOffset: Int { offset + length }
    @inlinable public var payloadEnd: Int { end }
}

/// A view of a fragment header in `bytes[offset..<end]`.
///
/// Failure contract: `init` throws `.truncated(.ipv6Extension, …)` when fewer than 8 bytes are there;
/// once made, no getter can trap.
public struct IPv6FragmentExtension: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    public let end: Int

    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) throws(WireError) {
        let end = Swift.min(end ?? bytes.count, bytes.count)
        guard bytes.has(IPv6ExtensionField.minimumLength, at: offset, end: end) else {
            throw .truncated(.ipv6Extension, needed: IPv6ExtensionField.minimumLength,
                             available: Swift.max(0, end - offset))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    @inlinable public var nextHeader: IPProtocol { IPProtocol(bytes[offset]) }
    /// The reserved byte after next header (zero when sent).
    @inlinable public var reserved: UInt8 { bytes[offset + 1] }
    @inlinable var offsetAndFlags: UInt16 { bytes.uint16(at: offset + IPv6ExtensionField.fragmentOffsetAndFlags) }
    /// Fragment offset in 8-byte units.
    @inlinable public var fragmentOffset: UInt16 { offsetAndFlags >> 3 }
    @inlinable public var fragmentByteOffset: Int { Int(fragmentOffset) * 8 }
    /// The two reserved bits between the offset and the M flag.
    @inlinable public var reservedBits: UInt8 { UInt8(truncatingIfNeeded: (offsetAndFlags >> 1) & 0x3) }
    @inlinable public var moreFragments: Bool { offsetAndFlags & 1 == 1 }
    @inlinable public var identification: UInt32 { bytes.uint32(at: offset + IPv6ExtensionField.fragmentIdentification) }
    /// 8: the fragment header has no length field.
    @inlinable public var length: Int { IPv6ExtensionField.minimumLength }
    @inlinable public var payloadOffset: Int { offset + length }
    @inlinable public var payloadEnd: Int { end }
}

/// One extension header seen by the chain walker.
public enum IPv6ExtensionView: Sendable {
    case hopByHop(IPv6OptionsExtension)
    case routing(IPv6RoutingExtension)
    case fragment(IPv6FragmentExtension)
    case destinationOptions(IPv6OptionsExtension)

    public var offset: Int {
        switch self {
        case .hopByHop(let view), .destinationOptions(let view): view.offset
        case .routing(let view): view.offset
        case .fragment(let view): view.offset
        }
    }

    public var length: Int {
        switch self {
        case .hopByHop(let view), .destinationOptions(let view): view.length
        case .routing(let view): view.length
        case .fragment(let view): view.length
        }
    }

    public var nextHeader: IPProtocol {
        switch self {
        case .hopByHop(let view), .destinationOptions(let view): view.nextHeader
        case .routing(let view): view.nextHeader
        case .fragment(let view): view.nextHeader
        }
    }

    /// The number that announces this header in the previous one's next-header field.
    public var protocolNumber: IPProtocol {
        switch self {
        case .hopByHop: .hopByHop
        case .routing: .routing
        case .fragment: .fragment
        case .destinationOptions: .destinationOptions
        }
    }
}

// MARK: - Values

/// A hop-by-hop or destination-options header as a value. nil means "compute": `nextHeader` from the
/// next layer when building, `headerExtensionLength` from the options. Options are padded with Pad1/PadN
/// to a multiple of 8 bytes when they do not fill one (RFC 8200 4.2).
public struct IPv6OptionsHeader: Hashable, Sendable {
    public var nextHeader: IPProtocol?
    public var headerExtensionLength: UInt8?
    public var options: [IPv6Option]

    public init(nextHeader: IPProtocol? = nil, options: [IPv6Option] = [], headerExtensionLength: UInt8? = nil) {
        self.nextHeader = nextHeader
        self.options = options
        self.headerExtensionLength = headerExtensionLength
    }

    /// The header as the view shows it; an unparsable rest of the option area is kept as `.raw`.
    public init(_ view: IPv6OptionsExtension) {
        var iterator = view.options
        var options: [IPv6Option] = []
        while let option = iterator.next() { options.append(option) }
        if iterator.position < view.offset + view.length {
            options.append(.raw(Array(view.bytes[iterator.position..<view.offset + view.length])))
        }
        self.init(nextHeader: view.nextHeader, options: options, headerExtensionLength: view.headerExtensionLength)
    }

    var optionsLength: Int { options.reduce(0) { $0 + $1.encodedLength } }

    /// Bytes written: 2 plus the options, padded to a multiple of 8.
    public var encodedLength: Int { (2 + optionsLength + 7) & ~7 }

    /// Writes `encodedLength` bytes at `offset`; a nil next header is written as 0. The caller has
    /// sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        let length = encodedLength
        buffer[offset] = nextHeader?.rawValue ?? 0
        buffer[offset + 1] = headerExtensionLength ?? UInt8(truncatingIfNeeded: length / 8 - 1)
        var index = offset + 2
        for option in options {
            option.encode(into: &buffer, at: index)
            index += option.encodedLength
        }
        let padding = offset + length - index
        if padding > 0 { IPv6Option.padding(padding).encode(into: &buffer, at: index) }
    }
}

/// A routing header as a value: type, segments left and the type-specific data after the first 4
/// bytes (for types 0 and 2: 4 reserved bytes, then the addresses). The data is padded with zeros to
/// make the header a multiple of 8 bytes.
public struct IPv6RoutingHeader: Hashable, Sendable {
    public var nextHeader: IPProtocol?
    public var headerExtensionLength: UInt8?
    public var routingType: UInt8
    public var segmentsLeft: UInt8
    public var data: [UInt8]

    public init(nextHeader: IPProtocol? = nil, routingType: UInt8, segmentsLeft: UInt8, data: [UInt8],
                headerExtensionLength: UInt8? = nil) {
        self.nextHeader = nextHeader
        self.routingType = routingType
        self.segmentsLeft = segmentsLeft
        self.data = data
        self.headerExtensionLength = headerExtensionLength
    }

    /// A type 0 (RFC 2460, deprecated) or type 2 (RFC 6275, one address) header carrying `addresses`.
    public init(nextHeader: IPProtocol? = nil, routingType: UInt8, segmentsLeft: UInt8, addresses: [IPv6Address]) {
        var data = [UInt8](repeating: 0, count: 4)
        for address in addresses { data += address.bytes }
        self.init(nextHeader: nextHeader, routingType: routingType, segmentsLeft: segmentsLeft, data: data)
    }

    /// A segment routing header (type 4, RFC 8754) with the segment list as sent (last segment first).
    public init(nextHeader: IPProtocol? = nil, segmentsLeft: UInt8, segments: [IPv6Address],
                flags: UInt8 = 0, tag: UInt16 = 0) {
        var data: [UInt8] = [UInt8(truncatingIfNeeded: Swift.max(0, segments.count - 1)), flags,
                             UInt8(truncatingIfNeeded: tag >> 8), UInt8(truncatingIfNeeded: tag)]
        for segment in segments { data += segment.bytes }
        self.init(nextHeader: nextHeader, routingType: 4, segmentsLeft: segmentsLeft, data: data)
    }

    public init(_ view: IPv6RoutingExtension) {
        self.init(nextHeader: view.nextHeader, routingType: view.routingType, segmentsLeft: view.segmentsLeft,
                  data: Array(view.bytes[view.dataOffset..<view.offset + view.length]),
                  headerExtensionLength: view.headerExtensionLength)
    }

    public var encodedLength: Int { (4 + data.count + 7) & ~7 }

    /// Writes `encodedLength` bytes at `offset`; the caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        let length = encodedLength
        buffer[offset] = nextHeader?.rawValue ?? 0
        buffer[offset + 1] = headerExtensionLength ?? UInt8(truncatingIfNeeded: length / 8 - 1)
        buffer[offset + IPv6ExtensionField.routingType] = routingType
        buffer[offset + IPv6ExtensionField.segmentsLeft] = segmentsLeft
        buffer.replaceSubrange(offset + 4..<offset + 4 + data.count, with: data)
        for index in offset + 4 + data.count..<offset + length { buffer[index] = 0 }
    }
}

/// A fragment header as a value (RFC 8200 4.5). `fragmentOffset` is in 8-byte units (13 bits).
public struct IPv6FragmentHeader: Hashable, Sendable {
    public var nextHeader: IPProtocol?
    public var fragmentOffset: UInt16
    public var moreFragments: Bool
    public var identification: UInt32
    public var reserved: UInt8
    public var reservedBits: UInt8

    public static let encodedLength = IPv6ExtensionField.minimumLength

    public init(nextHeader: IPProtocol? = nil, fragmentOffset: UInt16 = 0, moreFragments: Bool = false,
                identification: UInt32, reserved: UInt8 = 0, reservedBits: UInt8 = 0) {
        self.nextHeader = nextHeader
        self.fragmentOffset = fragmentOffset
        self.moreFragments = moreFragments
        self.identification = identification
        self.reserved = reserved
        self.reservedBits = reservedBits
    }

    public init(_ view: IPv6FragmentExtension) {
        self.init(nextHeader: view.nextHeader, fragmentOffset: view.fragmentOffset,
                  moreFragments: view.moreFragments, identification: view.identification,
                  reserved: view.reserved, reservedBits: view.reservedBits)
    }

    /// Writes the 8 bytes at `offset`; the caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer[offset] = nextHeader?.rawValue ?? 0
        buffer[offset + 1] = reserved
        let field = (fragmentOffset & 0x1fff) << 3 | UInt16(reservedBits & 0x3) << 1 | (moreFragments ? 1 : 0)
        buffer.setUInt16(field, at: offset + IPv6ExtensionField.fragmentOffsetAndFlags)
        buffer.setUInt32(identification, at: offset + IPv6ExtensionField.fragmentIdentification)
    }
}

/// Any IPv6 extension header as a value, for `PacketBuilder` and for decoding a chain into values.
public enum IPv6ExtensionHeader: Hashable, Sendable {
    case hopByHop(IPv6OptionsHeader)
    case routing(IPv6RoutingHeader)
    case fragment(IPv6FragmentHeader)
    case destinationOptions(IPv6OptionsHeader)

    public init(_ view: IPv6ExtensionView) {
        switch view {
        case .hopByHop(let header): self = .hopByHop(IPv6OptionsHeader(header))
        case .routing(let header): self = .routing(IPv6RoutingHeader(header))
        case .fragment(let header): self = .fragment(IPv6FragmentHeader(header))
        case .destinationOptions(let header): self = .destinationOptions(IPv6OptionsHeader(header))
        }
    }

    /// The number that announces this header in the previous one's next-header field.
    public var protocolNumber: IPProtocol {
        switch self {
        case .hopByHop: .hopByHop
        case .routing: .routing
        case .fragment: .fragment
        case .destinationOptions: .destinationOptions
        }
    }

    /// The next-header field (nil = compute when building).
    public var nextHeader: IPProtocol? {
        get {
            switch self {
            case .hopByHop(let header), .destinationOptions(let header): header.nextHeader
            case .routing(let header): header.nextHeader
            case .fragment(let header): header.nextHeader
            }
        }
        set {
            switch self {
            case .hopByHop(var header): header.nextHeader = newValue; self = .hopByHop(header)
            case .destinationOptions(var header): header.nextHeader = newValue; self = .destinationOptions(header)
            case .routing(var header): header.nextHeader = newValue; self = .routing(header)
            case .fragment(var header): header.nextHeader = newValue; self = .fragment(header)
            }
        }
    }

    public var encodedLength: Int {
        switch self {
        case .hopByHop(let header), .destinationOptions(let header): header.encodedLength
        case .routing(let header): header.encodedLength
        case .fragment: IPv6FragmentHeader.encodedLength
        }
    }

    /// Writes `encodedLength` bytes at `offset`; the caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        switch self {
        case .hopByHop(let header), .destinationOptions(let header): header.encode(into: &buffer, at: offset)
        case .routing(let header): header.encode(into: &buffer, at: offset)
        case .fragment(let header): header.encode(into: &buffer, at: offset)
        }
    }
}
