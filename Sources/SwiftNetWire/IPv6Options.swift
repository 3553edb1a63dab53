// Options carried in IPv6 hop-by-hop and destination-options headers (RFC 8200 4.2): type, data
// length, data; Pad1 is the one single-byte option. Router alert RFC 2711, jumbo payload RFC 2675.

/// IPv6 option type numbers (IANA "Destination Options and Hop-by-Hop Options").
public enum IPv6OptionType {
    public static let pad1: UInt8 = 0x00
    public static let padN: UInt8 = 0x01
    public static let routerAlert: UInt8 = 0x05
    public static let jumboPayload: UInt8 = 0xc2
}

/// Byte offsets inside one IPv6 option, from its type byte (RFC 8200 4.2); Pad1 has the type only.
public enum IPv6OptionField {
    public static let type = 0
    /// Length of the data in bytes, type and length bytes excluded.
    public static let dataLength = 1
    public static let data = 2
    /// Home address option: the sub-options after the 16-byte address (RFC 6275 6.3).
    public static let homeAddressSubOptions = 18
}

/// One IPv6 option. Known kinds with an impossible data length are kept as `unknown`, so every option
/// the iterator yields re-encodes to the same bytes.
public enum IPv6Option: Hashable, Sendable {
    case pad1
    /// PadN with its data (normally zeros; kept as found).
    case padN([UInt8])
    case routerAlert(UInt16)
    case jumboPayload(UInt32)
    case unknown(type: UInt8, data: [UInt8])
    /// Bytes written as they are (the unparsable rest of an option area, or a crafted option).
    case raw([UInt8])

    /// PadN of `length` total bytes (at least 2).
    public static func padding(_ length: Int) -> IPv6Option {
        length == 1 ? .pad1 : .padN([UInt8](repeating: 0, count: Swift.max(0, length - 2)))
    }

    public var type: UInt8 {
        switch self {
        case .pad1: IPv6OptionType.pad1
        case .padN: IPv6OptionType.padN
        case .routerAlert: IPv6OptionType.routerAlert
        case .jumboPayload: IPv6OptionType.jumboPayload
        case .unknown(let type, _): type
        case .raw(let bytes): bytes.first ?? 0
        }
    }

    public var encodedLength: Int {
        switch self {
        case .pad1: 1
        case .padN(let data): 2 + data.count
        case .routerAlert: 4
        case .jumboPayload: 6
        case .unknown(_, let data): 2 + data.count
        case .raw(let bytes): bytes.count
        }
    }

    /// Writes the option at `offset`; the caller has sized `buffer`.
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        switch self {
        case .pad1:
            buffer[offset] = IPv6OptionType.pad1
        case .padN(let data), .unknown(_, let data):
            buffer[offset] = type
            buffer[offset + 1] = UInt8(truncatingIfNeeded: data.count)
            buffer.replaceSubrange(offset + 2..<offset + 2 + data.count, with: data)
        case .routerAlert(let value):
            buffer[offset] = type
            buffer[offset + 1] = 2
            buffer.setUInt16(value, at: offset + 2)
        case .jumboPayload(let length):
            buffer[offset] = type
            buffer[offset + 1] = 4
            buffer.setUInt32(length, at: offset + 2)
        case .raw(let bytes):
            buffer.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        }
    }
}

/// Walks the options in `bytes[start..<end]`, bounded: each step consumes at least one byte.
///
/// Failure contract: never traps. It stops at the end of the area or at an option whose length byte is
/// missing or whose data passes the area; then `malformation` is `.badOptionLength(kind:length:)`
/// (length -1 when the length byte is missing) and `position` is where the bad option starts.
public struct IPv6OptionIterator: Sequence, IteratorProtocol, Sendable {
    public let bytes: [UInt8]
    public let end: Int
    public private(set) var position: Int
    public private(set) var malformation: Malformation?

    public init(_ bytes: [UInt8], start: Int, end: Int) {
        self.bytes = bytes
        self.end = Swift.max(0, Swift.min(end, bytes.count))
        self.position = Swift.max(0, Swift.min(start, self.end))
    }

    public mutating func next() -> IPv6Option? {
        guard malformation == nil, position < end else { return nil }
        let type = bytes[position]
        if type == IPv6OptionType.pad1 {
            position += 1
            return .pad1
        }
        guard let lengthByte = bytes.checkedUInt8(at: position + 1, end: end) else {
            malformation = .badOptionLength(kind: Int(type), length: -1)
            return nil
        }
        let dataLength = Int(lengthByte)
        guard bytes.has(2 + dataLength, at: position, end: end) else {
            malformation = .badOptionLength(kind: Int(type), length: dataLength)
            return nil
        }
        let start = position + 2
        position = start + dataLength
        switch type {
        case IPv6OptionType.padN:
            return .padN(Array(bytes[start..<start + dataLength]))
        case IPv6OptionType.routerAlert where dataLength == 2:
            return .routerAlert(bytes.uint16(at: start))
        case IPv6OptionType.jumboPayload where dataLength == 4:
            return .jumboPayload(bytes.uint32(at: start))
        default:
            return .unknown(type: type, data: Array(bytes[start..<start + dataLength]))
        }
    }
}
