// TCP options (RFC 9293 3.2; window scale and timestamps RFC 7323; SACK RFC 2018).

/// Option kind numbers (IANA "TCP Option Kind Numbers").
public enum TCPOptionKind {
    public static let endOfOptionList: UInt8 = 0     // RFC 9293
    public static let noOperation: UInt8 = 1         // RFC 9293
    public static let maximumSegmentSize: UInt8 = 2  // RFC 9293, length 4
    public static let windowScale: UInt8 = 3         // RFC 7323, length 3
    public static let sackPermitted: UInt8 = 4       // RFC 2018, length 2
    public static let sack: UInt8 = 5                // RFC 2018, length 2 + 8n
    public static let timestamps: UInt8 = 8          // RFC 7323, length 10
}

/// One SACK block: the left (first) and right (one past the last) sequence numbers (RFC 2018 3).
public struct TCPSACKBlock: Hashable, Sendable {
    public var left: UInt32
    public var right: UInt32
    @inlinable public init(left: UInt32, right: UInt32) {
        self.left = left
        self.right = right
    }
}

/// A TCP option. A known kind whose length is not the one its RFC fixes is kept as `unknown`, so
/// that every option area re-encodes byte for byte.
public enum TCPOption: Hashable, Sendable {
    case endOfOptionList
    case noOperation
    case maximumSegmentSize(UInt16)
    case windowScale(UInt8)
    case sackPermitted
    case sack([TCPSACKBlock])
    case timestamps(value: UInt32, echoReply: UInt32)
    /// Any other kind, or a known kind with an unexpected length; `data` excludes kind and length.
    case unknown(kind: UInt8, data: [UInt8])

    /// The kind byte.
    public var kind: UInt8 {
        switch self {
        case .endOfOptionList: TCPOptionKind.endOfOptionList
        case .noOperation: TCPOptionKind.noOperation
        case .maximumSegmentSize: TCPOptionKind.maximumSegmentSize
        case .windowScale: TCPOptionKind.windowScale
        case .sackPermitted: TCPOptionKind.sackPermitted
        case .sack: TCPOptionKind.sack
        case .timestamps: TCPOptionKind.timestamps
        case .unknown(let kind, _): kind
        }
    }

    /// Bytes the option takes on the wire, kind and length included.
    public var encodedLength: Int {
        switch self {
        case .endOfOptionList, .noOperation: 1
        case .maximumSegmentSize: 4
        case .windowScale: 3
        case .sackPermitted: 2
        case .sack(let blocks): 2 + 8 * blocks.count
        case .timestamps: 10
        case .unknown(_, let data): 2 + data.count
        }
    }

    /// Writes the option at `offset`. The caller has sized `buffer` for `encodedLength` bytes. The
    /// length byte keeps only its low 8 bits, so an oversized `unknown` or `sack` writes a length that
    /// lies (useful for crafting; nothing traps).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        buffer[offset] = kind
        guard encodedLength > 1 else { return }
        buffer[offset + 1] = UInt8(truncatingIfNeeded: encodedLength)
        switch self {
        case .endOfOptionList, .noOperation, .sackPermitted:
            break
        case .maximumSegmentSize(let size):
            buffer.setUInt16(size, at: offset + 2)
        case .windowScale(let shift):
            buffer[offset + 2] = shift
        case .sack(let blocks):
            var index = offset + 2
            for block in blocks {
                buffer.setUInt32(block.left, at: index)
                buffer.setUInt32(block.right, at: index + 4)
                index += 8
            }
        case .timestamps(let value, let echoReply):
            buffer.setUInt32(value, at: offset + 2)
            buffer.setUInt32(echoReply, at: offset + 6)
        case .unknown(_, let data):
            for (index, byte) in data.enumerated() { buffer[offset + 2 + index] = byte }
        }
    }
}

/// The options in `bytes[start..<end]`, read one at a time.
///
/// Failure contract: never traps and never loops: each step consumes at least one byte. An option
/// whose length byte is below 2 or runs past `end` yields one
/// `.failure(.malformed(.tcp, .badOptionLength(kind:length:)))` and ends the sequence; a length
/// byte that is itself missing (the area ends right after the kind) is reported with length -1.
/// End-of-option-list ends the sequence (what follows is padding).
public typealias TCPOptions = OptionList<TCPOptionFormat>

/// Reads one TCP option; see `TCPOptions` for the failure contract.
public enum TCPOptionFormat: OptionListFormat {
    public static func readOption(in bytes: [UInt8], at index: Int, end: Int)
        -> (result: Result<TCPOption, WireError>, next: Int?) {
        let kind = bytes[index]
        switch kind {
        case TCPOptionKind.endOfOptionList:
            return (.success(.endOfOptionList), nil)
        case TCPOptionKind.noOperation:
            return (.success(.noOperation), index + 1)
        default:
            break
        }
        guard index + 1 < end else {
            return (.failure(.malformed(.tcp, .badOptionLength(kind: Int(kind), length: -1))), nil)
        }
        let length = Int(bytes[index + 1])
        guard length >= 2, index <= end &- length else {
            return (.failure(.malformed(.tcp, .badOptionLength(kind: Int(kind), length: length))), nil)
        }
        let data = index + 2
        let next = index + length
        switch (kind, length) {
        case (TCPOptionKind.maximumSegmentSize, 4):
            return (.success(.maximumSegmentSize(bytes.uint16(at: data))), next)
        case (TCPOptionKind.windowScale, 3):
            return (.success(.windowScale(bytes[data])), next)
        case (TCPOptionKind.sackPermitted, 2):
            return (.success(.sackPermitted), next)
        case (TCPOptionKind.sack, _) where (length - 2) % 8 == 0:
            var blocks: [TCPSACKBlock] = []
            blocks.reserveCapacity((length - 2) / 8)
            var block = data
            while block < next {
                blocks.append(TCPSACKBlock(left: bytes.uint32(at: block), right: bytes.uint32(at: block + 4)))
                block += 8
            }
            return (.success(.sack(blocks)), next)
        case (TCPOptionKind.timestamps, 10):
            return (.success(.timestamps(value: bytes.uint32(at: data), echoReply: bytes.uint32(at: data + 4))), next)
        default:
            return (.success(.unknown(kind: kind, data: Array(bytes[data..<next]))), next)
        }
    }
}
