// Neighbor Discovery (RFC 4861 4) fields read through `ICMPv6Message`. Options are in NDPOptions.swift.

/// Byte offsets of NDP message fields from the start of the ICMPv6 message (RFC 4861 4.1-4.5).
public enum NDPField {
    /// Router advertisement (RFC 4861 4.2).
    public static let currentHopLimit = 4
    public static let routerFlags = 5
    public static let routerLifetime = 6
    public static let reachableTime = 8
    public static let retransmitTimer = 12
    /// Neighbor advertisement flags: the top bits of the 32-bit reserved word (RFC 4861 4.4).
    public static let neighborFlags = 4
    /// Neighbor solicitation/advertisement and redirect target address.
    public static let targetAddress = 8
    /// Redirect destination address (RFC 4861 4.5).
    public static let destinationAddress = 24

    /// Where options start for each NDP type.
    public static let routerSolicitationOptions = 8
    public static let routerAdvertisementOptions = 16
    public static let neighborOptions = 24
    public static let redirectOptions = 40
}

/// Router advertisement flag bits (byte 5).
public struct NDPRouterFlags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// M: addresses are available via DHCPv6 (RFC 4861 4.2).
    public static let managedAddressConfiguration = NDPRouterFlags(rawValue: 0x80)
    /// O: other configuration is available via DHCPv6 (RFC 4861 4.2).
    public static let otherConfiguration = NDPRouterFlags(rawValue: 0x40)
    /// H: the router is a Mobile IPv6 home agent (RFC 6275 7.1).
    public static let homeAgent = NDPRouterFlags(rawValue: 0x20)
    /// P: proxied (RFC 4389 4.1).
    public static let proxy = NDPRouterFlags(rawValue: 0x04)

    /// The 2-bit default router preference (RFC 4191 2.2): 1 high, 0 medium, 3 low, 2 reserved.
    @inlinable public var preference: UInt8 { (rawValue >> 3) & 0x3 }
}

/// Neighbor advertisement flag bits (byte 4, RFC 4861 4.4).
public struct NDPNeighborFlags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// R: the sender is a router.
    public static let router = NDPNeighborFlags(rawValue: 0x80)
    /// S: sent in response to a solicitation.
    public static let solicited = NDPNeighborFlags(rawValue: 0x40)
    /// O: override an existing cache entry.
    public static let override = NDPNeighborFlags(rawValue: 0x20)
}

extension ICMPv6Message {
    /// Whether this is one of the five NDP messages (types 133-137).
    @inlinable public var isNeighborDiscovery: Bool { type.rawValue >= 133 && type.rawValue <= 137 }

    /// Router advertisement: hop limit hosts should use (0 = unspecified).
    @inlinable public var currentHopLimit: UInt8 { bytes[offset + NDPField.currentHopLimit] }
    /// Router advertisement flags.
    @inlinable public var routerFlags: NDPRouterFlags { NDPRouterFlags(rawValue: bytes[offset + NDPField.routerFlags]) }
    /// Router advertisement: seconds as default router (0 = not a default router).
    @inlinable public var routerLifetime: UInt16 { bytes.uint16(at: offset + NDPField.routerLifetime) }
    /// Router advertisement: milliseconds; nil when not captured.
    @inlinable public var reachableTime: UInt32? { bytes.checkedUInt32(at: offset + NDPField.reachableTime, end: end) }
    /// Router advertisement: milliseconds; nil when not captured.
    @inlinable public var retransmitTimer: UInt32? { bytes.checkedUInt32(at: offset + NDPField.retransmitTimer, end: end) }

    /// Neighbor advertisement flags.
    @inlinable public var neighborFlags: NDPNeighborFlags { NDPNeighborFlags(rawValue: bytes[offset + NDPField.neighborFlags]) }

    /// Neighbor solicitation/advertisement and redirect target; nil when not captured.
    @inlinable public var targetAddress: IPv6Address? {
        bytes.has(16, at: offset + NDPField.targetAddress, end: end) ? IPv6Address(bytes, at: offset + NDPField.targetAddress) : nil
    }

    /// Redirect destination; nil when not captured.
    @inlinable public var destinationAddress: IPv6Address? {
        bytes.has(16, at: offset + NDPField.destinationAddress, end: end)
            ? IPv6Address(bytes, at: offset + NDPField.destinationAddress) : nil
    }

    /// Offset where the NDP options start for this type; nil for non-NDP types.
    @inlinable public var ndpOptionsOffset: Int? {
        switch type {
        case .routerSolicitation: offset + NDPField.routerSolicitationOptions
        case .routerAdvertisement: offset + NDPField.routerAdvertisementOptions
        case .neighborSolicitation, .neighborAdvertisement: offset + NDPField.neighborOptions
        case .redirect: offset + NDPField.redirectOptions
        default: nil
        }
    }

    /// The NDP options (empty for other types, or when the fixed part was not all captured).
    @inlinable public var ndpOptions: NDPOptions {
        guard let start = ndpOptionsOffset else { return NDPOptions(bytes, from: end, to: end) }
        return NDPOptions(bytes, from: start, to: end)
    }
}

extension ICMPv6Header {
    /// Router solicitation (RFC 4861 4.1); the body is the options.
    public static func routerSolicitation() -> ICMPv6Header { ICMPv6Header(type: .routerSolicitation) }

    /// Router advertisement (RFC 4861 4.2); the body is reachable time, retransmit timer, then options.
    public static func routerAdvertisement(currentHopLimit: UInt8, flags: NDPRouterFlags,
                                           routerLifetime: UInt16) -> ICMPv6Header {
        ICMPv6Header(type: .routerAdvertisement,
                     restOfHeader: UInt32(currentHopLimit) << 24 | UInt32(flags.rawValue) << 16 | UInt32(routerLifetime))
    }

    /// Neighbor solicitation (RFC 4861 4.3); the body is the target address, then options.
    public static func neighborSolicitation() -> ICMPv6Header { ICMPv6Header(type: .neighborSolicitation) }

    /// Neighbor advertisement (RFC 4861 4.4); the body is the target address, then options.
    public static func neighborAdvertisement(flags: NDPNeighborFlags) -> ICMPv6Header {
        ICMPv6Header(type: .neighborAdvertisement, restOfHeader: UInt32(flags.rawValue) << 24)
    }

    /// Router advertisement hop limit (high byte of the rest of header).
    public var currentHopLimit: UInt8 {
        get { UInt8(truncatingIfNeeded: restOfHeader >> 24) }
        set { restOfHeader = UInt32(newValue) << 24 | restOfHeader & 0x00ff_ffff }
    }

    /// Router advertisement flags (second byte).
    public var routerFlags: NDPRouterFlags {
        get { NDPRouterFlags(rawValue: UInt8(truncatingIfNeeded: restOfHeader >> 16)) }
        set { restOfHeader = UInt32(newValue.rawValue) << 16 | restOfHeader & 0xff00_ffff }
    }

    /// Router advertisement lifetime (low 16 bits).
    public var routerLifetime: UInt16 {
        get { UInt16(truncatingIfNeeded: restOfHeader) }
        set { restOfHeader = restOfHeader & 0xffff_0000 | UInt32(newValue) }
    }

    /// Neighbor advertisement flags (high byte).
    public var neighborFlags: NDPNeighborFlags {
        get { NDPNeighborFlags(rawValue: UInt8(truncatingIfNeeded: restOfHeader >> 24)) }
        set { restOfHeader = UInt32(newValue.rawValue) << 24 | restOfHeader & 0x00ff_ffff }
    }
}
