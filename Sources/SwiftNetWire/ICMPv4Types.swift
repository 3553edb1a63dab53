// ICMPv4 type and code numbers (RFC 792, RFC 950, RFC 1122, RFC 1256, RFC 1812; IANA "ICMP Type
// Numbers"). Open structs: unknown values round-trip, known ones have names.

/// An ICMPv4 message type.
public struct ICMPv4Type: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let echoReply = ICMPv4Type(0)                 // RFC 792
    public static let destinationUnreachable = ICMPv4Type(3)    // RFC 792
    public static let sourceQuench = ICMPv4Type(4)              // RFC 792 (deprecated, RFC 6633)
    public static let redirect = ICMPv4Type(5)                  // RFC 792
    public static let echoRequest = ICMPv4Type(8)               // RFC 792
    public static let routerAdvertisement = ICMPv4Type(9)       // RFC 1256
    public static let routerSolicitation = ICMPv4Type(10)       // RFC 1256
    public static let timeExceeded = ICMPv4Type(11)             // RFC 792
    public static let parameterProblem = ICMPv4Type(12)         // RFC 792
    public static let timestampRequest = ICMPv4Type(13)         // RFC 792
    public static let timestampReply = ICMPv4Type(14)           // RFC 792
    public static let informationRequest = ICMPv4Type(15)       // RFC 792 (deprecated, RFC 6918)
    public static let informationReply = ICMPv4Type(16)         // RFC 792 (deprecated, RFC 6918)
    public static let addressMaskRequest = ICMPv4Type(17)       // RFC 950 (deprecated, RFC 6918)
    public static let addressMaskReply = ICMPv4Type(18)         // RFC 950 (deprecated, RFC 6918)

    /// Error messages quote the offending datagram's IP header and first 8 payload bytes after their
    /// 8-byte header (RFC 792; RFC 1812 4.3.2.3 allows more).
    @inlinable public var isError: Bool {
        self == .destinationUnreachable || self == .sourceQuench || self == .redirect
            || self == .timeExceeded || self == .parameterProblem
    }
}

/// An ICMPv4 code. Its meaning depends on the type; the constants are grouped by type.
public struct ICMPv4Code: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// Code 0 for types that have no codes (echo, timestamp, ...).
    public static let none = ICMPv4Code(0)

    // Destination unreachable (type 3): RFC 792 (0-5), RFC 1122 (6-12), RFC 1812 (13-15).
    public static let networkUnreachable = ICMPv4Code(0)
    public static let hostUnreachable = ICMPv4Code(1)
    public static let protocolUnreachable = ICMPv4Code(2)
    public static let portUnreachable = ICMPv4Code(3)
    /// Fragmentation needed and DF set; the next-hop MTU is in the header (RFC 1191 4).
    public static let fragmentationNeeded = ICMPv4Code(4)
    public static let sourceRouteFailed = ICMPv4Code(5)
    public static let destinationNetworkUnknown = ICMPv4Code(6)
    public static let destinationHostUnknown = ICMPv4Code(7)
    public static let sourceHostIsolated = ICMPv4Code(8)
    public static let networkAdministrativelyProhibited = ICMPv4Code(9)
    public static let hostAdministrativelyProhibited = ICMPv4Code(10)
    public static let networkUnreachableForTOS = ICMPv4Code(11)
    public static let hostUnreachableForTOS = ICMPv4Code(12)
    public static let communicationAdministrativelyProhibited = ICMPv4Code(13)
    public static let hostPrecedenceViolation = ICMPv4Code(14)
    public static let precedenceCutoffInEffect = ICMPv4Code(15)

    // Redirect (type 5): RFC 792.
    public static let redirectForNetwork = ICMPv4Code(0)
    public static let redirectForHost = ICMPv4Code(1)
    public static let redirectForTOSAndNetwork = ICMPv4Code(2)
    public static let redirectForTOSAndHost = ICMPv4Code(3)

    // Time exceeded (type 11): RFC 792.
    public static let ttlExceededInTransit = ICMPv4Code(0)
    public static let fragmentReassemblyTimeExceeded = ICMPv4Code(1)

    // Parameter problem (type 12): RFC 792, RFC 1108.
    public static let pointerIndicatesError = ICMPv4Code(0)
    public static let missingRequiredOption = ICMPv4Code(1)
    public static let badLength = ICMPv4Code(2)
}
