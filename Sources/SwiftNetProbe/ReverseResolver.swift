import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// Names for reply addresses, as iputils ping prints them when not `-n`: `NAME (ADDRESS)` when a
/// reverse lookup (getnameinfo with NI_NAMEREQD: /etc/hosts, then DNS) finds a name that is not the
/// address itself, else the address alone. Each address is looked up once per run.
///
/// Failure contract: never throws; a failed lookup prints the address.
public struct ReverseResolver {
    private var cache: [IPAddress: String] = [:]

    public init() {}

    /// The host name getnameinfo finds for `address`, or nil when there is none.
    public static func name(for address: IPAddress) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = address.withSocketAddress { pointer, length in
            getnameinfo(pointer, length, &buffer, socklen_t(buffer.count), nil, 0, NI_NAMEREQD)
        }
        guard status == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty || name == address.description ? nil : name
    }

    /// `NAME (ADDRESS)` or `ADDRESS`, as iputils' pr_addr.
    public mutating func display(_ address: IPAddress) -> String {
        if let known = cache[address] { return known }
        let text = Self.name(for: address).map { "\($0) (\(address))" } ?? address.description
        cache[address] = text
        return text
    }
}
