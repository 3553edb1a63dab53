// Neighbor Discovery options (RFC 4861 4.6; RDNSS RFC 8106 5.1). Each option is type, length in
// units of 8 octets, data.

/// NDP option type numbers (IANA "IPv6 Neighbor Discovery Option Formats").
public enum NDPOptionType {
    public static let sourceLinkLayerAddress: UInt8 = 1  // RFC 4861 4.6.1
    public static let targetLinkLayerAddress: UInt8 = 2  // RFC 4861 4.6.1
    public static let prefixInformation: UInt8 = 3       // RFC 4861 4.6.2
    public static let redirectedHeader: UInt8 = 4        // RFC 4861 4.6.3
    public static let mtu: UInt8 = 5                     // RFC 4861 4.6.4
    public static let recursiveDNSServers: UInt8 = 25    // RFC 8106 5.1
    public static let dnsSearchList: UInt8 = 31          // RFC 8106 5.2 (kept as unknown)
}

/// Prefix information flag bits (RFC 4861 4.6.2; R from RFC 6275 7.2).
public struct NDPPrefixFlags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// L: the prefix is on-link.
    public static let onLink = NDPPrefixFlags(rawValue: 0x80)
    /// A: usable for stateless address autoconfiguration (RFC 4862).
    public static let autonomousAddressConfiguration = NDPPrefixFlags(rawValue: 0x40)
    /// R: the prefix field holds the router's full address (RFC 6275 7.2).
    public static let routerAddress = NDPPrefixFlags(rawValue: 0x20)
}

/// The prefix information option's body (RFC 4861 4.6.2); lifetimes in seconds, 0xffffffff = infinite.
public struct NDPPrefixInformation: Hashable, Sendable {
    public var prefixLength: UInt8
    public var flags: NDPPrefixFlags
    public var validLifetime: UInt32
    public var preferredLifetime: UInt32
    public var prefix: IPv6Address

    public init(prefixLength: UInt8, flags: NDPPrefixFlags, validLifetime: UInt32, preferredLifetime: UInt32,
                prefix: IPv6Address) {
        self.prefixLength = prefixLength
        self.flags = flags
        self.validLifetime = validLifetime
        self.preferredLifetime = preferredLifetime
        self.prefix = prefix
    }
}

/// An NDP option. An option whose length does not fit its type, or whose reserved bytes are not zero,
/// is kept as `unknown`, so that every option area re-encodes byte for byte.
public enum NDPOption: Hashable, Sendable {
    /// The link-layer address bytes as sent, padding included (6 bytes for Ethernet).
    case sourceLinkLayerAddress([UInt8])
    case targetLinkLayerAddress([UInt8])
    case prefixInformation(NDPPrefixInformation)
    /// The quoted IP header and data that follow the 6 reserved bytes.
    case redirectedHeader([UInt8])
    case mtu(UInt32)
    /// RDNSS: lifetime in seconds and server addresses (RFC 8106 5.1).
    case recursiveDNSServers(lifetime: UInt32, servers: [IPv6Address])
    /// Any other type; `data` is everything after the type and length bytes.
    case unknown(type: UInt8, data: [UInt8])

    /// The type byte.
    public var type: UInt8 {
        switch self {
        case .sourceLinkLayerAddress: NDPOptionType.sourceLinkLayerAddress
        case .targetLinkLayerAddress: NDPOptionType.targetLinkLayerAddress
        case .prefixInformation: NDPOptionType.prefixInformation
        case .redirectedHeader: NDPOptionType.redirectedHeader
        case .mtu: NDPOptionType.mtu
        case .recursiveDNSServers: NDPOptionType.recursiveDNSServers
        case .unknown(let type, _): type
        }
    }

    /// The link-layer address as a MAC address, for a source/target option of 6 bytes.
    public var macAddress: MACAddress? {
        switch self {
        case .sourceLinkLayerAddress(let data), .targetLinkLayerAddress(let data):
            data.count == 6 ? MACAddress(data, at: 0) : nil
        default: nil
        }
    }

    /// Data bytes before padding, after type and length.
    private var dataLength: Int {
        switch self {
        case .sourceLinkLayerAddress(let data), .targetLinkLayerAddress(let data), .unknown(_, let data): data.count
        case .prefixInformation: 30
        case .redirectedHeader(let data): 6 + data.count
        case .mtu: 6
        case .recursiveDNSServers(_, let servers): 6 + 16 * servers.count
        }
    }

    /// Bytes the option takes on the wire: type, length and data, zero-padded to a multiple of 8.
    public var encodedLength: Int { (2 + dataLength + 7) / 8 * 8 }

    /// Writes the option at `offset`, zero padding included. The caller has sized `buffer` for
    /// `encodedLength` bytes. The length byte keeps only its low 8 bits (over 2040 bytes it lies).
    public func encode(into buffer: inout [UInt8], at offset: Int) {
        let length = encodedLength
        for index in offset..<offset + length { buffer[index] = 0 }
        buffer[offset] = type
        buffer[offset + 1] = UInt8(truncatingIfNeeded: length / 8)
        let data = offset + 2
        switch self {
        case .sourceLinkLayerAddress(let bytes), .targetLinkLayerAddress(let bytes), .unknown(_, let bytes):
            for (index, byte) in bytes.enumerated() { buffer[data + index] = byte }
        case .prefixInformation(let info):
            buffer[data] = info.prefixLength
            buffer[data + 1] = info.flags.rawValue
            buffer.setUInt32(info.validLifetime, at: data + 2)
            buffer.setUInt32(info.preferredLifetime, at: data + 6)
            for (index, byte) in info.prefix.bytes.enumerated() { buffer[data + 14 + index] = byte }
        case .redirectedHeader(let bytes):
            for (index, byte) in bytes.enumerated() { buffer[data + 6 + index] = byte }
        case .mtu(let mtu):
            buffer.setUInt32(mtu, at: data + 2)
        case .recursiveDNSServers(let lifetime, let servers):
            buffer.setUInt32(lifetime, at: data + 2)
            var index = data + 6
            for server in servers {
                for byte in server.bytes {
                    buffer[index] = byte
                    index += 1
                }
            }
        }
    }
}

/// The NDP options in `bytes[start..<end]`, read one at a time.
///
/// Failure contract: never traps and never loops: each step consumes at least 8 bytes. An option with
/// length 0 (RFC 4861 4.6: "MUST silently discard") or running past `end` yields one
/// `.failure(.malformed(.icmpv6, .badOptionLength(kind: type, length: lengthField)))` (length in units
/// of 8 octets, as sent) and ends the sequence; a lone trailing byte is reported with length -1.
public typealias NDPOptions = OptionList<NDPOptionFormat>

/// Reads one NDP option; see `NDPOptions` for the failure contract.
public enum NDPOptionFormat: OptionListFormat {
    public static func readOption(in bytes: [UInt8], at index: Int, end: Int)
        -> (result: Result<NDPOption, WireError>, next: Int?) {
        let type = bytes[index]
        guard index + 1 < end else {
            return (.failure(.malformed(.icmpv6, .badOptionLength(kind: Int(type), length: -1))), nil)
        }
        let units = Int(bytes[index + 1])
        let length = units * 8
        guard units > 0, index <= end &- length else {
            return (.failure(.malformed(.icmpv6, .badOptionLength(kind: Int(type), length: units))), nil)
        }
        let data = index + 2
        let next = index + length
        func isZero(_ range: Range<Int>) -> Bool { bytes[range].allSatisfy { $0 == 0 } }
        let option: NDPOption
        switch type {
        case NDPOptionType.sourceLinkLayerAddress:
            option = .sourceLinkLayerAddress(Array(bytes[data..<next]))
        case NDPOptionType.targetLinkLayerAddress:
            option = .targetLinkLayerAddress(Array(bytes[data..<next]))
        case NDPOptionType.prefixInformation where units == 4 && isZero(data + 10..<data + 14):
            option = .prefixInformation(NDPPrefixInformation(
                prefixLength: bytes[data], flags: NDPPrefixFlags(rawValue: bytes[data + 1]),
                validLifetime: bytes.uint32(at: data + 2), preferredLifetime: bytes.uint32(at: data + 6),
                prefix: IPv6Address(bytes, at: data + 14) ?? .any))
        case NDPOptionType.redirectedHeader where isZero(data..<data + 6):
            option = .redirectedHeader(Array(bytes[data + 6..<next]))
        case NDPOptionType.mtu where units == 1 && isZero(data..<data + 2):
            option = .mtu(bytes.uint32(at: data + 2))
        case NDPOptionType.recursiveDNSServers where units >= 3 && units % 2 == 1 && isZero(data..<data + 2):
            var servers: [IPv6Address] = []
            var server = data + 6
            while server < next {
                servers.append(IPv6Address(bytes, at: server) ?? .any)
                server += 16
            }
            option = .recursiveDNSServers(lifetime: bytes.uint32(at: data + 2), servers: servers)
        default:
            option = .unknown(type: type, data: Array(bytes[data..<next]))
        }
        return (.success(option), next)
    }
}

extension NDPOption {
    /// The options encoded one after another, each zero-padded to a multiple of 8: an NDP body tail.
    public static func encode(_ options: [NDPOption]) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: options.reduce(0) { $0 + $1.encodedLength })
        var index = 0
        for option in options {
            option.encode(into: &buffer, at: index)
            index += option.encodedLength
        }
        return buffer
    }
}
