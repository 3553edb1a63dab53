import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

// Conversions between IPAddress and the kernel's sockaddr_in / sockaddr_in6.

extension IPAddress {
    /// The address in a sockaddr (AF_INET or AF_INET6); nil for any other family.
    init?(socketAddress pointer: UnsafePointer<sockaddr>) {
        switch Int32(pointer.pointee.sa_family) {
        case AF_INET:
            let v4 = UnsafeRawPointer(pointer).loadUnaligned(as: sockaddr_in.self)
            self = .v4(IPv4Address(UInt32(bigEndian: v4.sin_addr.s_addr)))
        case AF_INET6:
            let v6 = UnsafeRawPointer(pointer).loadUnaligned(as: sockaddr_in6.self)
            let bytes = withUnsafeBytes(of: v6.sin6_addr) { Array($0) }
            guard let address = IPv6Address(bytes, at: 0) else { return nil }
            self = .v6(address)
        default:
            return nil
        }
    }

    /// Calls `body` with this address (and `port`) as a sockaddr and its length.
    func withSocketAddress<Result>(port: UInt16 = 0,
                                   _ body: (UnsafePointer<sockaddr>, socklen_t) throws -> Result) rethrows -> Result {
        var storage = sockaddr_storage()
        let length: socklen_t
        switch self {
        case .v4(let address):
            var v4 = sockaddr_in()
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            v4.sin_addr.s_addr = address.value.bigEndian
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: v4, as: sockaddr_in.self) }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
        case .v6(let address):
            var v6 = sockaddr_in6()
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            let bytes = address.bytes
            withUnsafeMutableBytes(of: &v6.sin6_addr) { raw in
                for index in 0..<16 { raw[index] = bytes[index] }
            }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: v6, as: sockaddr_in6.self) }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        }
        return try withUnsafePointer(to: &storage) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { try body($0, length) }
        }
    }
}
