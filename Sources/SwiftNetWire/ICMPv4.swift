// ICMPv4 (RFC 792). `ICMPv4Field` offsets serve the view (`ICMPv4Message`) and the value
// (`ICMPv4Header`). Types and codes are in ICMPv4Types.swift.

/// Byte offsets of ICMPv4 fields (RFC 792, RFC 950, RFC 1191, RFC 1256).
public enum ICMPv4Field {
    public static let type = 0
    public static let code = 1
    public static let checksum = 2
    /// The 4 type-specific bytes after the checksum ("rest of header").
    public static let restOfHeader = 4
    /// Echo, timestamp, information, address mask: identifier and sequence number.
    public static let identifier = 4
    public static let sequenceNumber = 6
    /// Parameter problem: the octet offset of the error in the quoted datagram.
    public static let pointer = 4
    /// Redirect: the gateway to use.
    public static let gateway = 4
    /// Destination unreachable, fragmentation needed: next-hop MTU in the low 16 bits (RFC 1191 4).
    public static let nextHopMTU = 6
    /// Router advertisement (RFC 1256 3): address count, entry size in words, lifetime, then entries.
    public static let addressCount = 4
    public static let addressEntrySize = 5
    public static let lifetime = 6
    /// Timestamp request/reply (RFC 792).
    public static let originateTimestamp = 8
    public static let receiveTimestamp = 12
    public static let transmitTimestamp = 16
    /// Address mask request/reply (RFC 950).
    public static let addressMask = 8
    /// Destination unreachable, time exceeded, parameter problem: the quoted datagram's length in
    /// 32-bit words when an extension structure follows, else 0 (RFC 4884 4).
    public static let originalDatagramLength = 5
    /// Where a sender without the length attribute puts the extension structure: after a quoted
    /// datagram padded to 128 bytes (RFC 4884 5).
    public static let extensionStructure = 136
    /// Start of the body: quoted datagram (errors), echo data, router entries.
    public static let body = 8
    public static let headerLength = 8
}

/// Byte offsets inside one router advertisement entry (RFC 1256 3.1), entries starting at
/// `ICMPv4Field.body`, each `addressEntrySize` words (2 for IPv4).
public enum ICMPv4RouterEntryField {
    public static let address = 0
    /// Signed, twos-complement; higher is preferred.
    public static let preferenceLevel = 4
    public static let length = 8
}

/// A view of an ICMPv4 message in `bytes[offset..<end]`, sharing the packet's storage.
///
/// Failure contract: `init` throws `.truncated(.icmp, needed: 8, …)` when the 8-byte header is not all
/// there; nothing else throws. Getters of fields past the header (timestamps, mask, router entries)
/// return nil when those bytes were not captured. No getter can trap.
public struct ICMPv4Message: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the bytes available to this message (captured bytes, trimmed by the IP length).
    public let end: Int
    /// Whether the message continues past `end` (the IP length claims more than was captured).
    public let isTruncated: Bool

    /// A view of the message at `offset`; `messageLength` as for `TCPSegment.init`.
    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil, messageLength: Int? = nil) throws(WireError) {
        let (end, truncated) = bytes.messageBounds(offset: offset, end: end, claimedLength: messageLength)
        guard bytes.has(ICMPv4Field.headerLength, at: offset, end: end) else {
            throw .truncated(.icmp, needed: ICMPv4Field.headerLength, available: Swift.max(0, end - offset))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
        self.isTruncated = truncated
    }

    @inlinable public var type: ICMPv4Type { ICMPv4Type(bytes[offset + ICMPv4Field.type]) }
    @inlinable public var code: ICMPv4Code { ICMPv4Code(bytes[offset + ICMPv4Field.code]) }
    @inlinable public var checksum: UInt16 { bytes.uint16(at: offset + ICMPv4Field.checksum) }
    @inlinable public var restOfHeader: UInt32 { bytes.uint32(at: offset + ICMPv4Field.restOfHeader) }

    /// Echo/timestamp/information/address-mask identifier (meaningless for other types).
    @inlinable public var identifier: UInt16 { bytes.uint16(at: offset + ICMPv4Field.identifier) }
    @inlinable public var sequenceNumber: UInt16 { bytes.uint16(at: offset + ICMPv4Field.sequenceNumber) }
    /// Parameter problem pointer.
    @inlinable public var pointer: UInt8 { bytes[offset + ICMPv4Field.pointer] }
    /// Redirect gateway.
    @inlinable public var gateway: IPv4Address { IPv4Address(bytes.uint32(at: offset + ICMPv4Field.gateway)) }
    /// Next-hop MTU of "fragmentation needed" (0 from routers older than RFC 1191).
    @inlinable public var nextHopMTU: UInt16 { bytes.uint16(at: offset + ICMPv4Field.nextHopMTU) }

    /// Router advertisement (RFC 1256): number of addresses, entry size in 32-bit words, lifetime.
    @inlinable public var addressCount: UInt8 { bytes[offset + ICMPv4Field.addressCount] }
    @inlinable public var addressEntrySize: UInt8 { bytes[offset + ICMPv4Field.addressEntrySize] }
    @inlinable public var lifetime: UInt16 { bytes.uint16(at: offset + ICMPv4Field.lifetime) }

    /// Router advertisement entry `index` (address, preference); nil when not all captured or when
    /// the entry size is below the 2 words an entry needs.
    @inlinable
    public func routerEntry(_ index: Int) -> (address: IPv4Address, preference: Int32)? {
        let size = Int(addressEntrySize) * 4
        guard size >= 8, index >= 0, index < Int(addressCount) else { return nil }
        let start = offset + ICMPv4Field.body + index * size
        guard bytes.has(8, at: start, end: end) else { return nil }
        return (IPv4Address(bytes.uint32(at: start)), Int32(bitPattern: bytes.uint32(at: start + 4)))
    }

    /// Timestamp request/reply times in milliseconds since midnight UT; nil when not captured.
    @inlinable public var originateTimestamp: UInt32? { bytes.checkedUInt32(at: offset + ICMPv4Field.originateTimestamp, end: end) }
    @inlinable public var receiveTimestamp: UInt32? { bytes.checkedUInt32(at: offset + ICMPv4Field.receiveTimestamp, end: end) }
    @inlinable public var transmitTimestamp: UInt32? { bytes.checkedUInt32(at: offset + ICMPv4Field.transmitTimestamp, end: end) }
    /// Address mask request/reply mask; nil when not captured.
    @inlinable public var addressMask: IPv4Address? {
        bytes.checkedUInt32(at: offset + ICMPv4Field.addressMask, end: end).map(IPv4Address.init)
    }

    /// Start of whatever follows the 8-byte header (echo data, quoted datagram, router entries).
    @inlinable public var bodyOffset: Int { offset + ICMPv4Field.body }
    @inlinable public var payloadOffset: Int { bodyOffset }
    @inlinable public var payloadEnd: Int { end }

    /// Where the quoted datagram (IP header + leading payload) starts, for error types (3, 4, 5, 11,
    /// 12); nil for other types. The quote may be empty or cut short.
    @inlinable public var quotedDatagramOffset: Int? { type.isError ? bodyOffset : nil }

    /// Checksum verdict over the whole message: nil when it was not all captured.
    @inlinable
    public func checksumIsValid() -> Bool? {
        guard !isTruncated else { return nil }
        return InternetChecksum.compute(bytes, from: offset, to: end) == 0
    }

    /// Computes the checksum of the message in `buffer[offset..<end]` and stores it. The caller has
    /// sized the buffer (at least 8 bytes at `offset`).
    public static func fillChecksum(in buffer: inout [UInt8], offset: Int, end: Int) {
        buffer.setUInt16(0, at: offset + ICMPv4Field.checksum)
        buffer.setUInt16(InternetChecksum.compute(buffer, from: offset, to: end), at: offset + ICMPv4Field.checksum)
    }
}

/// The 8-byte ICMPv4 header as a value: type, code, checksum (nil = compute when building) and the 4
/// type-specific bytes, with typed accessors over them. The body (echo data, quoted datagram) is the
/// next layer's payload.
public struct ICMPv4Header: Hashable, Sendable, ICMPRestOfHeader {
    public var type: ICMPv4Type
    public var code: ICMPv4Code
    public var checksum: UInt16?
    /// Bytes 4-7 as one big-endian number.
    public var restOfHeader: UInt32

    public init(type: ICMPv4Type, code: ICMPv4Code = .none, checksum: UInt16? = nil, restOfHeader: UInt32 = 0) {
        self.type = type
        self.code = code
        self.checksum = checksum
        self.restOfHeader = restOfHeader
    }

    /// The header as the view shows it, checksum as found.
    public init(_ view: ICMPv4Message) {
        self.init(type: view.type, code: view.code, checksum: view.checksum, restOfHeader: view.restOfHeader)
    }

    public static func echoRequest(identifier: UInt16, sequenceNumber: UInt16) -> ICMPv4Header {
        ICMPv4Header(type: .echoRequest, restOfHeader: UInt32(identifier) << 16 | UInt32(sequenceNumber))
    }

    public static func echoReply(identifier: UInt16, sequenceNumber: UInt16) -> ICMPv4Header {
        ICMPv4Header(type: .echoReply, restOfHeader: UInt32(identifier) << 16 | UInt32(sequenceNumber))
    }

    /// Destination unreachable; `nextHopMTU` only means something with `.fragmentationNeeded`.
    public static func destinationUnreachable(_ code: ICMPv4Code, nextHopMTU: UInt16 = 0) -> ICMPv4Header {
        ICMPv4Header(type: .destinationUnreachable, code: code, restOfHeader: UInt32(nextHopMTU))
    }

    public static func timeExceeded(_ code: ICMPv4Code) -> ICMPv4Header {
        ICMPv4Header(type: .timeExceeded, code: code)
    }

    public static func parameterProblem(pointer: UInt8, code: ICMPv4Code = .pointerIndicatesError) -> ICMPv4Header {
        ICMPv4Header(type: .parameterProblem, code: code, restOfHeader: UInt32(pointer) << 24)
    }

    public static func redirect(_ code: ICMPv4Code, gateway: IPv4Address) -> ICMPv4Header {
        ICMPv4Header(type: .redirect, code: code, restOfHeader: gateway.value)
    }

    /// Low 16 bits: the next-hop MTU of "fragmentation needed" (RFC 1191 4).
    public var nextHopMTU: UInt16 {
        get { sequenceNumber }
        set { sequenceNumber = newValue }
    }

    /// High 8 bits: the parameter problem pointer.
    public var pointer: UInt8 {
        get { UInt8(truncatingIfNeeded: restOfHeader >> 24) }
        set { restOfHeader = UInt32(newValue) << 24 | restOfHeader & 0x00ff_ffff }
    }

    /// All 4 bytes: the redirect gateway.
    public var gateway: IPv4Address {
        get { IPv4Address(restOfHeader) }
        set { restOfHeader = newValue.value }
    }

    /// Bytes `encode` writes.
    public var encodedLength: Int { ICMPv4Field.headerLength }

    /// Writes the 8 header bytes at `offset`; a nil checksum is written as 0 for a builder to fill
    /// (`ICMPv4Message.fillChecksum`). The caller has sized `buffer` (traps otherwise: a programming bug).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer[offset + ICMPv4Field.type] = type.rawValue
        buffer[offset + ICMPv4Field.code] = code.rawValue
        buffer.setUInt16(checksum ?? 0, at: offset + ICMPv4Field.checksum)
        buffer.setUInt32(restOfHeader, at: offset + ICMPv4Field.restOfHeader)
    }
}
