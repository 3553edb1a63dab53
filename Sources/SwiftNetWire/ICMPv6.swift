// ICMPv6 (RFC 4443). `ICMPv6Field` offsets serve the view (`ICMPv6Message`) and the value
// (`ICMPv6Header`). Types and codes are in ICMPv6Types.swift; Neighbor Discovery in NDP*.swift.

/// Byte offsets of ICMPv6 fields (RFC 4443).
public enum ICMPv6Field {
    public static let type = 0
    public static let code = 1
    public static let checksum = 2
    /// The 4 type-specific bytes after the checksum.
    public static let restOfHeader = 4
    /// Echo request/reply (RFC 4443 4); the mobile IPv6 discovery and prefix messages keep theirs
    /// here too (RFC 6275 6.5-6.8).
    public static let identifier = 4
    public static let sequenceNumber = 6
    /// Packet too big (RFC 4443 3.2): 32-bit MTU.
    public static let mtu = 4
    /// Parameter problem (RFC 4443 3.4): 32-bit offset of the error in the quoted packet.
    public static let pointer = 4
    /// MLD query, report and done (RFC 2710 3): maximum response delay in ms, then the address.
    public static let maximumResponseDelay = 4
    public static let multicastAddress = 8
    /// MLDv2 query (RFC 3810 5.1): the delay is a code (exponent form above 32767) at the same place;
    /// then S flag and QRV, QQIC, source count and the sources after the address.
    public static let maximumResponseCode = 4
    public static let queryFlags = 24
    public static let queryIntervalCode = 25
    public static let mldv2QuerySourceCount = 26
    public static let mldv2QuerySources = 28
    /// MLDv2 report (RFC 3810 5.2): record count after 2 reserved bytes, then the records.
    public static let mldv2RecordCount = 6
    public static let mldv2Records = 8
    /// Router renumbering (RFC 2894 3.1): sequence number, segment number, flags, maximum delay.
    public static let routerRenumberingSequence = 4
    public static let segmentNumber = 8
    public static let routerRenumberingFlags = 9
    public static let maximumDelay = 10
    public static let routerRenumberingReserved = 12
    /// Mobile prefix advertisement (RFC 6275 6.8): M and O flags after the identifier.
    public static let mobilePrefixFlags = 6
    /// Node information query and reply (RFC 4620 4): Qtype, flags, 8-byte nonce, then the data.
    public static let nodeInformationQtype = 4
    public static let nodeInformationFlags = 6
    public static let nonce = 8
    public static let nodeInformationData = 16
    /// RPL control message (RFC 6550 6): the message base follows type, code and checksum; the code
    /// says which base (RPLField).
    public static let rplBase = 4
    /// Start of the body: quoted packet (errors), echo data, NDP fields.
    public static let body = 8
    public static let headerLength = 8
}

/// Byte offsets inside one MLDv2 multicast address record (RFC 3810 5.2.4).
public enum MLDv2RecordField {
    public static let type = 0
    /// Auxiliary data length in 32-bit words.
    public static let auxiliaryDataLength = 1
    public static let sourceCount = 2
    public static let multicastAddress = 4
    /// The 16-byte source addresses follow the fixed 20 bytes.
    public static let sources = 20
}

/// Byte offsets inside an RPL control message base, from `ICMPv6Field.rplBase` (RFC 6550 6.3-6.5).
public enum RPLField {
    /// Every base starts with the RPL instance ID.
    public static let instance = 0
    /// DODAG information object (RFC 6550 6.3.1): version, rank, G/MOP/Prf, DTSN, flags, reserved, DODAG ID.
    public static let version = 1
    public static let rank = 2
    public static let dioFlags = 4
    public static let dtsn = 5
    public static let dioDODAGID = 8
    /// Destination advertisement object (RFC 6550 6.4.1): K and D flags, reserved, sequence; DODAG ID if D.
    public static let daoFlags = 1
    public static let daoSequence = 3
    public static let daoDODAGID = 4
    /// DAO acknowledgement (RFC 6550 6.5.1): D flag, sequence, status; DODAG ID if D.
    public static let daoAckFlags = 1
    public static let daoAckSequence = 2
    public static let daoAckStatus = 3
    public static let daoAckDODAGID = 4
}

/// A view of an ICMPv6 message in `bytes[offset..<end]`, sharing the packet's storage.
///
/// Failure contract: `init` throws `.truncated(.icmpv6, needed: 8, …)` when the 8-byte header is not
/// all there; nothing else throws. NDP fields past the header are optional getters (nil when not
/// captured). No getter can trap.
public struct ICMPv6Message: Sendable {
    public let bytes: [UInt8]
    public let offset: Int
    /// End of the bytes available to this message (captured bytes, trimmed by the IPv6 length).
    public let end: Int
    /// Whether the message continues past `end` (the IPv6 length claims more than was captured).
    public let isTruncated: Bool

    /// A view of the message at `offset`; `messageLength` as for `TCPSegment.init`.
    @inlinable
    public init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil, messageLength: Int? = nil) throws(WireError) {
        let (end, truncated) = bytes.messageBounds(offset: offset, end: end, claimedLength: messageLength)
        guard bytes.has(ICMPv6Field.headerLength, at: offset, end: end) else {
            throw .truncated(.icmpv6, needed: ICMPv6Field.headerLength, available: Swift.max(0, end - offset))
        }
        self.bytes = bytes
        self.offset = offset
        self.end = end
        self.isTruncated = truncated
    }

    @inlinable public var type: ICMPv6Type { ICMPv6Type(bytes[offset + ICMPv6Field.type]) }
    @inlinable public var code: ICMPv6Code { ICMPv6Code(bytes[offset + ICMPv6Field.code]) }
    @inlinable public var checksum: UInt16 { bytes.uint16(at: offset + ICMPv6Field.checksum) }
    @inlinable public var restOfHeader: UInt32 { bytes.uint32(at: offset + ICMPv6Field.restOfHeader) }

    /// Echo identifier (meaningless for other types).
    @inlinable public var identifier: UInt16 { bytes.uint16(at: offset + ICMPv6Field.identifier) }
    @inlinable public var sequenceNumber: UInt16 { bytes.uint16(at: offset + ICMPv6Field.sequenceNumber) }
    /// Packet too big MTU.
    @inlinable public var mtu: UInt32 { bytes.uint32(at: offset + ICMPv6Field.mtu) }
    /// Parameter problem pointer.
    @inlinable public var pointer: UInt32 { bytes.uint32(at: offset + ICMPv6Field.pointer) }

    /// Start of whatever follows the 8-byte header.
    @inlinable public var bodyOffset: Int { offset + ICMPv6Field.body }
    @inlinable public var payloadOffset: Int { bodyOffset }
    @inlinable public var payloadEnd: Int { end }

    /// Where the quoted packet (as much of the invoking packet as fits, RFC 4443 2.4 (c)) starts, for
    /// error types (below 128); nil for informational types. The quote may be empty or cut short.
    @inlinable public var quotedPacketOffset: Int? { type.isError ? bodyOffset : nil }

    /// Checksum verdict over the pseudo-header and whole message: nil when it was not all captured.
    @inlinable
    public func checksumIsValid(_ pseudoHeader: PseudoHeader) -> Bool? {
        guard !isTruncated else { return nil }
        return pseudoHeader.checksum(bytes, from: offset, to: end, protocol: .icmpv6) == 0
    }

    /// Computes the checksum of the message in `buffer[offset..<end]` under `pseudoHeader` (RFC 4443
    /// 2.3) and stores it. The caller has sized the buffer (at least 8 bytes at `offset`).
    public static func fillChecksum(in buffer: inout [UInt8], offset: Int, end: Int, pseudoHeader: PseudoHeader) {
        buffer.setUInt16(0, at: offset + ICMPv6Field.checksum)
        buffer.setUInt16(pseudoHeader.checksum(buffer, from: offset, to: end, protocol: .icmpv6),
                         at: offset + ICMPv6Field.checksum)
    }
}

/// The 8-byte ICMPv6 header as a value: type, code, checksum (nil = compute when building) and the 4
/// type-specific bytes, with typed accessors over them. The body (echo data, quoted packet, NDP
/// fields and options) is the next layer's payload.
public struct ICMPv6Header: Hashable, Sendable, ICMPRestOfHeader {
    public var type: ICMPv6Type
    public var code: ICMPv6Code
    public var checksum: UInt16?
    /// Bytes 4-7 as one big-endian number.
    public var restOfHeader: UInt32

    public init(type: ICMPv6Type, code: ICMPv6Code = .none, checksum: UInt16? = nil, restOfHeader: UInt32 = 0) {
        self.type = type
        self.code = code
        self.checksum = checksum
        self.restOfHeader = restOfHeader
    }

    /// The header as the view shows it, checksum as found.
    public init(_ view: ICMPv6Message) {
        self.init(type: view.type, code: view.code, checksum: view.checksum, restOfHeader: view.restOfHeader)
    }

    public static func echoRequest(identifier: UInt16, sequenceNumber: UInt16) -> ICMPv6Header {
        ICMPv6Header(type: .echoRequest, restOfHeader: UInt32(identifier) << 16 | UInt32(sequenceNumber))
    }

    public static func echoReply(identifier: UInt16, sequenceNumber: UInt16) -> ICMPv6Header {
        ICMPv6Header(type: .echoReply, restOfHeader: UInt32(identifier) << 16 | UInt32(sequenceNumber))
    }

    public static func destinationUnreachable(_ code: ICMPv6Code) -> ICMPv6Header {
        ICMPv6Header(type: .destinationUnreachable, code: code)
    }

    public static func packetTooBig(mtu: UInt32) -> ICMPv6Header {
        ICMPv6Header(type: .packetTooBig, restOfHeader: mtu)
    }

    public static func timeExceeded(_ code: ICMPv6Code) -> ICMPv6Header {
        ICMPv6Header(type: .timeExceeded, code: code)
    }

    public static func parameterProblem(_ code: ICMPv6Code, pointer: UInt32) -> ICMPv6Header {
        ICMPv6Header(type: .parameterProblem, code: code, restOfHeader: pointer)
    }

    /// All 4 bytes: packet too big MTU.
    public var mtu: UInt32 {
        get { restOfHeader }
        set { restOfHeader = newValue }
    }

    /// All 4 bytes: parameter problem pointer.
    public var pointer: UInt32 {
        get { restOfHeader }
        set { restOfHeader = newValue }
    }

    /// Bytes `encode` writes.
    public var encodedLength: Int { ICMPv6Field.headerLength }

    /// Writes the 8 header bytes at `offset`; a nil checksum is written as 0 for a builder to fill
    /// (`ICMPv6Message.fillChecksum`). The caller has sized `buffer` (traps otherwise: a programming bug).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer[offset + ICMPv6Field.type] = type.rawValue
        buffer[offset + ICMPv6Field.code] = code.rawValue
        buffer.setUInt16(checksum ?? 0, at: offset + ICMPv6Field.checksum)
        buffer.setUInt32(restOfHeader, at: offset + ICMPv6Field.restOfHeader)
    }
}
