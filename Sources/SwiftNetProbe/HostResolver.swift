import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// Turns a target as typed (numeric address or host name) into an address, like ping's `-4`/`-6`.
public enum HostResolver {
    /// The first address for `host` in `family` (nil: either, in the resolver's preferred order).
    ///
    /// Numeric addresses are parsed without a lookup. Names go through getaddrinfo, except names
    /// under `.invalid`, which RFC 6761 6.4 says resolver libraries should refuse at once (so tests
    /// can name a host that cannot resolve without asking any DNS server).
    /// Throws `.unknownHost(host:reason:)` naming the host: unknown, or no address of that family.
    public static func resolve(_ host: String, family: AddressFamily? = nil) throws(ProbeError) -> IPAddress {
        guard let first = try resolveAll(host, family: family).first else {
            throw .unknownHost(host: host, reason: "No address associated with hostname")
        }
        return first
    }

    /// Every address for `host` in `family`, duplicates removed, in the resolver's order; same
    /// failure contract as `resolve`.
    public static func resolveAll(_ host: String, family: AddressFamily? = nil) throws(ProbeError) -> [IPAddress] {
        if let literal = IPAddress(host) {
            if let family, literal.family != family {
                throw .unknownHost(host: host, reason: "Address family for hostname not supported")
            }
            return [literal]
        }
        let lowered = host.lowercased()
        if host.isEmpty || lowered == "invalid" || lowered.hasSuffix(".invalid") || lowered.hasSuffix(".invalid.") {
            throw .unknownHost(host: host, reason: "Name or service not known")
        }
        var hints = addrinfo()
        switch family {
        case .ipv4: hints.ai_family = AF_INET
        case .ipv6: hints.ai_family = AF_INET6
        case nil: hints.ai_family = AF_UNSPEC
        }
        hints.ai_socktype = Int32(SOCK_DGRAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0 else {
            let reason = gai_strerror(status).map { String(cString: $0) } ?? "error \(status)"
            throw .unknownHost(host: host, reason: reason)
        }
        defer { freeaddrinfo(list) }
        var addresses: [IPAddress] = []
        var entry = list
        while let current = entry {
            if let address = current.pointee.ai_addr.flatMap({ IPAddress(socketAddress: $0) }),
               !addresses.contains(address) {
                addresses.append(address)
            }
            entry = current.pointee.ai_next
        }
        return addresses
    }
}
