// ICMPv6 type and code numbers (RFC 4443, RFC 4861, RFC 2710/3810; IANA "ICMPv6 Parameters").
// Open structs: unknown values round-trip, known ones have names.

/// An ICMPv6 message type.
public struct ICMPv6Type: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let destinationUnreachable = ICMPv6Type(1)    // RFC 4443 3.1
    public static let packetTooBig = ICMPv6Type(2)              // RFC 4443 3.2
    public static let timeExceeded = ICMPv6Type(3)              // RFC 4443 3.3
    public static let parameterProblem = ICMPv6Type(4)          // RFC 4443 3.4
    public static let echoRequest = ICMPv6Type(128)             // RFC 4443 4.1
    public static let echoReply = ICMPv6Type(129)               // RFC 4443 4.2
    public static let multicastListenerQuery = ICMPv6Type(130)  // RFC 2710
    public static let multicastListenerReport = ICMPv6Type(131) // RFC 2710
    public static let multicastListenerDone = ICMPv6Type(132)   // RFC 2710
    public static let routerSolicitation = ICMPv6Type(133)      // RFC 4861 4.1
    public static let routerAdvertisement = ICMPv6Type(134)     // RFC 4861 4.2
    public static let neighborSolicitation = ICMPv6Type(135)    // RFC 4861 4.3
    public static let neighborAdvertisement = ICMPv6Type(136)   // RFC 4861 4.4
    public static let redirect = ICMPv6Type(137)                // RFC 4861 4.5
    public static let multicastListenerReportV2 = ICMPv6Type(143) // RFC 3810

    /// Error messages have the high bit clear (RFC 4443 2.1) and quote the offending packet.
    @inlinable public var isError: Bool { rawValue < 128 }
}

/// An ICMPv6 code. Its meaning depends on the type; the constants are grouped by type.
public struct ICMPv6Code: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// Code 0 for types that have no codes (echo, NDP, packet too big).
    public static let none = ICMPv6Code(0)

    // Destination unreachable (type 1): RFC 4443 3.1 (0-6), RFC 6554 (7).
    public static let noRouteToDestination = ICMPv6Code(0)
    public static let administrativelyProhibited = ICMPv6Code(1)
    public static let beyondScopeOfSourceAddress = ICMPv6Code(2)
    public static let addressUnreachable = ICMPv6Code(3)
    public static let portUnreachable = ICMPv6Code(4)
    public static let sourceAddressFailedPolicy = ICMPv6Code(5)
    public static let rejectRouteToDestination = ICMPv6Code(6)
    public static let errorInSourceRoutingHeader = ICMPv6Code(7)

    // Time exceeded (type 3): RFC 4443 3.3.
    public static let hopLimitExceededInTransit = ICMPv6Code(0)
    public static let fragmentReassemblyTimeExceeded = ICMPv6Code(1)

    // Parameter problem (type 4): RFC 4443 3.4 (0-2), RFC 7112 (3).
    public static let erroneousHeaderField = ICMPv6Code(0)
    public static let unrecognizedNextHeader = ICMPv6Code(1)
    public static let unrecognizedIPv6Option = ICMPv6Code(2)
    public static let incompleteHeaderChain = ICMPv6Code(3)
}
