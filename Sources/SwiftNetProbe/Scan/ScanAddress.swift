/// A scan target address: the probe layer's `IPAddress` (IPv4 before IPv6, then numeric order).
public typealias ScanAddress = IPAddress

extension IPAddress {
    public var isIPv6: Bool { family == .ipv6 }
}

/// Host names for scan targets, through the probe layer's resolver.
public enum ScanResolver {
    /// Every address `name` resolves to, or none (the scan reports the name as unresolved).
    public static func resolve(_ name: String) -> [ScanAddress] {
        (try? HostResolver.resolveAll(name)) ?? []
    }
}
