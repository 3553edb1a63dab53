// IPv4 options (RFC 791 3.1; router alert RFC 2113). Options are type-length-value except the
// one-byte End of Option List and No Operation.

/// IPv4 option type numbers (IANA "IP Option Numbers"; copy flag, class and number in one byte).
public enum IPv4OptionType {
    public static let endOfOptionList: UInt8 = 0
    public static let noOperation: UInt8 = 1
    public static let recordRoute: UInt8 = 7
    public static let timestamp: UInt8 = 68
    public static let looseSourceRoute: UInt8 = 131
    public static let strictSourceRoute: UInt8 = 137
    public static let routerAlert: UInt8 = 148
}

/// Byte offsets inside one IPv4 option, from the option's type byte (RFC 791 3.1).
public enum IPv4OptionField {
    public static let type = 0
    /// Every option but End of Option List and No Operation: the length, type and length included.
    public static let length = 1
    /// Where a type-length-value option's data starts (router alert's value, RFC 2113 2.1).
    public static let data = 2
    /// Record route, source routes and timestamp: the 1-based pointer to the next slot (RFC 791 3.1).
    public static let pointer = 2
    /// Timestamp: overflow count (high 4 bits) and flag (low 4 bits) (RFC 791 3.1).
    public static let overflowAndFlag = 3
    /// Record route and source routes: the first address slot (RFC 791 3.1).
    public static let routeData = 3
    /// Timestamp: the first timestamp (or address) slot (RFC 791 3.1).
    public static let timestampData = 4
}

/// The data of a record-route or source-route option (RFC 791): the pointer (1-based, from the option
/// start; 4 is the first slot) and the route slots. Bytes after the last whole address (only in a bad
/// length) are kept in `trailingBytes` so they round-trip.
public struct IPv4RouteOption: Hashable, Sendable {
    public var pointer: UInt8
    public var addresses: [IPv4Address]
    public var trailingBytes: [UInt8]

    public init(pointer: UInt8 = 4, addresses: [IPv4Address], trailingBytes: [UInt8] = []) {
        self.pointer = pointer
        self.addresses = addresses
        self.trailingBytes = trailingBytes
    }

    /// Option length: type, length, pointer, then the data.
    public var length: Int { 3 + 4 * addresses.count + trailingBytes.count }
}

/// The data of a timestamp option (RFC 791): pointer, overflow count (4 bits), flag (4 bits: 0 stamps
/// only, 1 address+stamp pairs, 3 prespecified addresses) and the 32-bit words that follow.
public struct IPv4TimestampOption: Hashable, Sendable {
    public var pointer: UInt8
    public var overflow: UInt8
    public var flag: UInt8
    /// The data words as they come: timestamps, or address/timestamp pairs for flags 1 and 3.
    public var words: [UInt32]
    public var trailingBytes: [UInt8]

    public init(pointer: UInt8 = 5, overflow: UInt8 = 0, flag: UInt8 = 0, words: [UInt32], trailingBytes: [UInt8] = []) {
        self.pointer = pointer
        self.overflow = overflow
        self.flag = flag
        self.words = words
        self.trailingBytes = trailingBytes
    }

    /// Option length: type, length, pointer, overflow/flag, then the data.
    public var length: Int { 4 + 4 * words.count + trailingBytes.count }
}

/// One IPv4 option. Known kinds with an impossible length for their kind are kept as `unknown`, so
/// every option the iterator yields re-encodes to the same bytes.
public enum IPv4Option: Hashable, Sendable {
    case endOfOptionList
    case noOperation
    case recordRoute(IPv4RouteOption)
    case looseSourceRoute(IPv4RouteOption)
    case strictSourceRoute(IPv4RouteOption)
    case timestamp(IPv4TimestampOption)
    /// Router alert value (0: every router examines the packet).
    case routerAlert(UInt16)
    /// Any other option: its type and the bytes after the length byte.
    case unknown(type: UInt8, data: [UInt8])
    /// Bytes written as they are, without a type or length: the unparsable rest of an option area,
    /// or whatever a crafted packet needs (an option with a lying length byte).
    case raw([UInt8])

    /// The option type byte (the first raw byte for `.raw`, 0 when empty).
    public var type: UInt8 {
        switch self {
        case .endOfOptionList: IPv4OptionType.endOfOptionList
        case .noOperation: IPv4OptionType.noOperation
        case .recordRoute: IPv4OptionType.recordRoute
        case .looseSourceRoute: IPv4OptionType.looseSourceRoute
        case .strictSourceRoute: IPv4OptionType.strictSourceRoute
        case .timestamp: IPv4OptionType.timestamp
        case .routerAlert: IPv4OptionType.routerAlert
        case .unknown(let type, _): type
        case .raw(let bytes): bytes.first ?? 0
        }
    }

    /// Bytes this option takes when encoded.
    public var encodedLength: Int {
        switch self {
        case .endOfOptionList, .noOperation: 1
        case .recordRoute(let route), .looseSourceRoute(let route), .strictSourceRoute(let route): route.length
        case .timestamp(let stamp): stamp.length
        case .routerAlert: 4
        case .unknown(_, let data): 2 + data.count
        case .raw(let bytes): bytes.count
        }
    }

    /// Writes the option at `offset`; the caller has sized `buffer`. A length above 255 is written
    /// truncated to its low byte (only a crafted option can be that long).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        let length = UInt8(truncatingIfNeeded: encodedLength)
        switch self {
        case .endOfOptionList, .noOperation:
            buffer[offset] = type
        case .recordRoute(let route), .looseSourceRoute(let route), .strictSourceRoute(let route):
            buffer[offset] = type
            buffer[offset + 1] = length
            buffer[offset + 2] = route.pointer
            var index = offset + 3
            for address in route.addresses {
                address.encode(into: &buffer, at: index)
                index += 4
            }
            buffer.replaceSubrange(index..<index + route.trailingBytes.count, with: route.trailingBytes)
        case .timestamp(let stamp):
            buffer[offset] = type
            buffer[offset + 1] = length
            buffer[offset + 2] = stamp.pointer
            buffer[offset + 3] = (stamp.overflow & 0xf) << 4 | (stamp.flag & 0xf)
            var index = offset + 4
            for word in stamp.words {
                buffer.setUInt32(word, at: index)
                index += 4
            }
            buffer.replaceSubrange(index..<index + stamp.trailingBytes.count, with: stamp.trailingBytes)
        case .routerAlert(let value):
            buffer[offset] = type
            buffer[offset + 1] = 4
            buffer.setUInt16(value, at: offset + 2)
        case .unknown(let type, let data):
            buffer[offset] = type
            buffer[offset + 1] = length
            buffer.replaceSubrange(offset + 2..<offset + 2 + data.count, with: data)
        case .raw(let bytes):
            buffer.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        }
    }

    /// Length of `options` encoded and padded with zeros to a multiple of 4 bytes.
    public static func paddedLength(_ options: [IPv4Option]) -> Int {
        let length = options.reduce(0) { $0 + $1.encodedLength }
        return (length + 3) & ~3
    }
}

/// Walks the options in `bytes[start..<end]`, bounded: each step consumes at least one byte.
///
/// Failure contract: never traps. It stops after End of Option List, at the end of the area, or at an
/// option whose length byte is missing, below 2, or past the area; then `malformation` says which
/// (`.badOptionLength(kind:length:)`, length -1 when the length byte itself is missing) and
/// `position` is where the bad option starts.
public struct IPv4OptionIterator: Sequence, IteratorProtocol, Sendable {
    public let bytes: [UInt8]
    public let end: Int
    public private(set) var position: Int
    public private(set) var malformation: Malformation?
    /// Whether the walk stopped at End of Option List.
    public private(set) var reachedEndOfOptionList = false

    public init(_ bytes: [UInt8], start: Int, end: Int) {
        self.bytes = bytes
        self.end = Swift.max(0, Swift.min(end, bytes.count))
        self.position = Swift.max(0, Swift.min(start, self.end))
    }

    public mutating func next() -> IPv4Option? {
        guard malformation == nil, !reachedEndOfOptionList, position < end else { return nil }
        let type = bytes[position]
        if type == IPv4OptionType.endOfOptionList {
            position += 1
            reachedEndOfOptionList = true
            return .endOfOptionList
        }
        if type == IPv4OptionType.noOperation {
            position += 1
            return .noOperation
        }
        guard let lengthByte = bytes.checkedUInt8(at: position + 1, end: end) else {
            malformation = .badOptionLength(kind: Int(type), length: -1)
            return nil
        }
        let length = Int(lengthByte)
        guard length >= 2, bytes.has(length, at: position, end: end) else {
            malformation = .badOptionLength(kind: Int(type), length: length)
            return nil
        }
        let start = position
        position += length
        return IPv4OptionIterator.decode(type: type, bytes: bytes, start: start, length: length)
    }

    /// Decodes one option of a validated `length` at `start`.
    static func decode(type: UInt8, bytes: [UInt8], start: Int, length: Int) -> IPv4Option {
        let data = Array(bytes[start + 2..<start + length])
        switch type {
        case IPv4OptionType.recordRoute, IPv4OptionType.looseSourceRoute, IPv4OptionType.strictSourceRoute:
            guard length >= 3 else { return .unknown(type: type, data: data) }
            let slots = (length - 3) / 4
            var addresses: [IPv4Address] = []
            addresses.reserveCapacity(slots)
            for slot in 0..<slots { addresses.append(IPv4Address(bytes.uint32(at: start + 3 + 4 * slot))) }
            let route = IPv4RouteOption(pointer: bytes[start + 2], addresses: addresses,
                                        trailingBytes: Array(bytes[start + 3 + 4 * slots..<start + length]))
            switch type {
            case IPv4OptionType.recordRoute: return .recordRoute(route)
            case IPv4OptionType.looseSourceRoute: return .looseSourceRoute(route)
            default: return .strictSourceRoute(route)
            }
        case IPv4OptionType.timestamp:
            guard length >= 4 else { return .unknown(type: type, data: data) }
            let count = (length - 4) / 4
            var words: [UInt32] = []
            words.reserveCapacity(count)
            for index in 0..<count { words.append(bytes.uint32(at: start + 4 + 4 * index)) }
            return .timestamp(IPv4TimestampOption(
                pointer: bytes[start + 2], overflow: bytes[start + 3] >> 4, flag: bytes[start + 3] & 0xf,
                words: words, trailingBytes: Array(bytes[start + 4 + 4 * count..<start + length])))
        case IPv4OptionType.routerAlert:
            guard length == 4 else { return .unknown(type: type, data: data) }
            return .routerAlert(bytes.uint16(at: start + 2))
        default:
            return .unknown(type: type, data: data)
        }
    }
}
