import SwiftNetWire

/// The two IP address families a probe can target.
public enum AddressFamily: Sendable, Hashable {
    case ipv4
    case ipv6
}

/// An IPv4 or IPv6 address: what a host name resolves to and what probes are sent to.
public enum IPAddress: Hashable, Sendable, CustomStringConvertible, Comparable {
    case v4(IPv4Address)
    case v6(IPv6Address)

    /// Parses a numeric address (dotted quad or RFC 4291 text); nil for anything else, names included.
    public init?(_ text: some StringProtocol) {
        if let v4 = IPv4Address(text) {
            self = .v4(v4)
        } else if let v6 = IPv6Address(text) {
            self = .v6(v6)
        } else {
            return nil
        }
    }

    public var family: AddressFamily {
        switch self {
        case .v4: .ipv4
        case .v6: .ipv6
        }
    }

    /// The address bytes in network order (4 or 16).
    public var bytes: [UInt8] {
        switch self {
        case .v4(let address): address.bytes
        case .v6(let address): address.bytes
        }
    }

    public var description: String {
        switch self {
        case .v4(let address): address.description
        case .v6(let address): address.description
        }
    }

    /// One word for an IPv4 address, two for IPv6 (scan tables are keyed by address and looked
    /// up per answer; the synthesized hash went through the case and SwiftNetWire's witnesses).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .v4(let address): hasher.combine(UInt64(address.value))
        case .v6(let address):
            hasher.combine(address.high)
            hasher.combine(address.low)
        }
    }

    /// IPv4 addresses sort before IPv6 ones, each family numerically.
    public static func < (lhs: IPAddress, rhs: IPAddress) -> Bool {
        switch (lhs, rhs) {
        case (.v4(let a), .v4(let b)): a < b
        case (.v6(let a), .v6(let b)): a < b
        case (.v4, .v6): true
        case (.v6, .v4): false
        }
    }
}
