import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// ping without privilege, as iputils does: an ICMP datagram socket (`socket(AF_INET, SOCK_DGRAM,
/// IPPROTO_ICMP)`, ICMPv6 likewise), which Linux allows to the groups in
/// `net.ipv4.ping_group_range`. The kernel writes the IP header, puts the socket's port in the
/// echo identifier, fills the checksum, and hands back only echo replies to that identifier,
/// without their IP header; `receiveQueued` rebuilds one (source from the reply's address, TTL or
/// hop limit from IP_RECVTTL/IPV6_RECVHOPLIMIT) so ping's reply handling reads it like a raw one.
/// ICMP errors are not delivered on this path (they would need IP_RECVERR's error queue).
///
/// Failure contract: `init` throws `.noPermission` when the group is outside ping_group_range
/// (EACCES), `.system` for any other failure; sends and receives throw `.system`.
public final class ICMPDatagramSocket: @unchecked Sendable {
    public let fileDescriptor: Int32
    public let family: AddressFamily
    /// The echo identifier the kernel puts in every request: the socket's bound port.
    public let identifier: UInt16
    private let localAddress: IPAddress
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    // linux/in.h, linux/in6.h, asm-generic/socket.h: not all exported by Swift's Glibc module.
    private static let ipRecvTTL: Int32 = 12           // IP_RECVTTL
    private static let ipTTL: Int32 = 2                // IP_TTL (also the cmsg type)
    private static let ipv6RecvHopLimit: Int32 = 51    // IPV6_RECVHOPLIMIT
    private static let ipv6HopLimit: Int32 = 52        // IPV6_HOPLIMIT (the cmsg type)
    private static let ipv6UnicastHops: Int32 = 16     // IPV6_UNICAST_HOPS
    private static let ipv6TrafficClass: Int32 = 67    // IPV6_TCLASS
    private static let ipMTUDiscover: Int32 = 10       // IP_MTU_DISCOVER
    private static let ipv6MTUDiscover: Int32 = 23     // IPV6_MTU_DISCOVER
    private static let timestampNanoseconds: Int32 = 35 // SO_TIMESTAMPNS

    /// Opens the socket for `family`, bound to `source`, with ping's per-socket settings.
    public init(family: AddressFamily, source: IPAddress, ttl: UInt8, tos: UInt8,
                pathMTUDiscovery: PathMTUDiscovery) throws(ProbeError) {
        let domain = family == .ipv4 ? AF_INET : AF_INET6
        let proto = family == .ipv4 ? Int32(IPPROTO_ICMP) : Int32(IPPROTO_ICMPV6)
        let descriptor = socket(domain, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), proto)
        guard descriptor >= 0 else { throw systemError("ICMP datagram socket") }
        self.fileDescriptor = descriptor
        self.family = family
        self.localAddress = source
        func set(_ level: Int32, _ name: Int32, _ value: Int32, _ what: String) throws(ProbeError) {
            var value = value
            guard setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
                let error = systemError(what)
                close(descriptor)
                throw error
            }
        }
        // IP_PMTUDISC_DONT 0, WANT 1, DO 2 (the IPv6 values are the same).
        let discovery: Int32 = switch pathMTUDiscovery { case .dont: 0; case .want: 1; case .do: 2 }
        try set(SOL_SOCKET, Self.timestampNanoseconds, 1, "SO_TIMESTAMPNS")
        if family == .ipv4 {
            try set(Int32(IPPROTO_IP), Self.ipRecvTTL, 1, "IP_RECVTTL")
            try set(Int32(IPPROTO_IP), Self.ipTTL, Int32(ttl), "IP_TTL")
            try set(Int32(IPPROTO_IP), IP_TOS, Int32(tos), "IP_TOS")
            try set(Int32(IPPROTO_IP), Self.ipMTUDiscover, discovery, "IP_MTU_DISCOVER")
        } else {
            try set(Int32(IPPROTO_IPV6), Self.ipv6RecvHopLimit, 1, "IPV6_RECVHOPLIMIT")
            try set(Int32(IPPROTO_IPV6), Self.ipv6UnicastHops, Int32(ttl), "IPV6_UNICAST_HOPS")
            try set(Int32(IPPROTO_IPV6), Self.ipv6TrafficClass, Int32(tos), "IPV6_TCLASS")
            try set(Int32(IPPROTO_IPV6), Self.ipv6MTUDiscover, discovery, "IPV6_MTU_DISCOVER")
        }
        // Port 0: the kernel picks a free identifier, read back below.
        guard source.withSocketAddress(port: 0, { bind(descriptor, $0, $1) }) == 0 else {
            let error = systemError("bind ICMP datagram socket")
            close(descriptor)
            throw error
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let error = systemError("getsockname")
            close(descriptor)
            throw error
        }
        // sin_port and sin6_port sit at the same offset (2), in network order.
        identifier = withUnsafeBytes(of: &storage) { UInt16(bigEndian: $0.loadUnaligned(fromByteOffset: 2, as: UInt16.self)) }
    }

    deinit { close(fileDescriptor) }

    /// Whether this process may open an ICMP datagram socket for `family` (its group is inside
    /// net.ipv4.ping_group_range), found by trying; sends nothing.
    public static func isAvailable(family: AddressFamily) -> Bool {
        let descriptor = socket(family == .ipv4 ? AF_INET : AF_INET6, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue),
                                family == .ipv4 ? Int32(IPPROTO_ICMP) : Int32(IPPROTO_ICMPV6))
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Sends the ICMP part of `packet` (a whole IPv4 or IPv6 datagram as Pinger builds it): the
    /// kernel writes its own IP header from the socket's settings.
    public func send(_ packet: [UInt8], to destination: IPAddress) throws(ProbeError) {
        let headerLength = family == .ipv4 ? Int((packet.first ?? 0x45) & 0x0f) * 4 : 40
        guard packet.count >= headerLength + 8 else { throw .system(call: "sendto", errno: EINVAL) }
        let sent = packet.withUnsafeBytes { bytes in
            destination.withSocketAddress { sendto(fileDescriptor, bytes.baseAddress! + headerLength, bytes.count - headerLength, 0, $0, $1) }
        }
        if sent < 0 { throw systemError("sendto") }
    }

    /// The next reply, waiting at most `timeoutMilliseconds` (0: only what is queued); nil when
    /// none came in time or a signal interrupted the wait.
    public func receive(timeoutMilliseconds: Int) throws(ProbeError) -> ReceivedPacket? {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(clamping: timeoutMilliseconds))
        if ready < 0 {
            if errno == EINTR { return nil }
            throw systemError("poll")
        }
        if ready == 0 { return nil }
        return try receiveQueued()
    }

    /// The next reply already queued, as an IP packet with a rebuilt header; nil when none is.
    public func receiveQueued() throws(ProbeError) -> ReceivedPacket? {
        var from = sockaddr_storage()
        var control = [UInt8](repeating: 0, count: 256)
        var controlLength = 0
        let count: Int = buffer.withUnsafeMutableBytes { data in
            control.withUnsafeMutableBytes { controlBytes in
                withUnsafeMutablePointer(to: &from) { fromPointer in
                    var vector = iovec(iov_base: data.baseAddress, iov_len: data.count)
                    return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                        var message = msghdr()
                        message.msg_name = UnsafeMutableRawPointer(fromPointer)
                        message.msg_namelen = socklen_t(MemoryLayout<sockaddr_storage>.size)
                        message.msg_iov = vectorPointer
                        message.msg_iovlen = 1
                        message.msg_control = controlBytes.baseAddress
                        message.msg_controllen = controlBytes.count
                        let received = recvmsg(fileDescriptor, &message, Int32(MSG_DONTWAIT))
                        controlLength = Int(message.msg_controllen)
                        return received
                    }
                }
            }
        }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
            throw systemError("recvmsg")
        }
        let source = withUnsafePointer(to: &from) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { IPAddress(socketAddress: $0) }
        }
        guard let source else { return nil }
        let (time, hopLimit) = Self.controlValues(control, length: controlLength)
        let icmp = Array(buffer[0..<min(count, buffer.count)])
        return ReceivedPacket(bytes: rebuiltPacket(icmp, from: source, hopLimit: hopLimit), family: family,
                              timestamp: time ?? ProbeClock.now(), interfaceIndex: 0)
    }

    /// An IPv4 (checksummed) or IPv6 header in front of the ICMP message, as the wire carried it
    /// as far as the socket tells: addresses, TTL/hop limit, protocol and lengths.
    private func rebuiltPacket(_ icmp: [UInt8], from source: IPAddress, hopLimit: UInt8) -> [UInt8] {
        var header: [UInt8]
        if family == .ipv4 {
            let total = 20 + icmp.count
            header = [0x45, 0, UInt8(truncatingIfNeeded: total >> 8), UInt8(truncatingIfNeeded: total), 0, 0, 0, 0,
                      hopLimit, 1, 0, 0] + source.bytes + localAddress.bytes
            var sum: UInt32 = 0
            for index in stride(from: 0, to: 20, by: 2) { sum += UInt32(header[index]) << 8 | UInt32(header[index + 1]) }
            while sum > 0xffff { sum = (sum & 0xffff) + (sum >> 16) }
            let checksum = ~UInt16(sum)
            header[10] = UInt8(checksum >> 8)
            header[11] = UInt8(checksum & 0xff)
        } else {
            header = [0x60, 0, 0, 0, UInt8(truncatingIfNeeded: icmp.count >> 8), UInt8(truncatingIfNeeded: icmp.count),
                      58, hopLimit] + source.bytes + localAddress.bytes
        }
        return header + icmp
    }

    /// SCM_TIMESTAMPNS and the TTL (IP_TTL) or hop limit (IPV6_HOPLIMIT) from the control messages.
    private static func controlValues(_ control: [UInt8], length: Int) -> (Timestamp?, UInt8) {
        var time: Timestamp?
        var hopLimit: UInt8 = 0
        var offset = 0
        let end = min(length, control.count)
        let headerSize = MemoryLayout<cmsghdr>.size
        while offset <= end &- headerSize {
            let header = control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: cmsghdr.self) }
            let messageLength = Int(header.cmsg_len)
            guard messageLength >= headerSize, offset <= end &- messageLength else { break }
            let data = offset + headerSize
            if header.cmsg_level == SOL_SOCKET && header.cmsg_type == timestampNanoseconds,
               messageLength - headerSize >= MemoryLayout<timespec>.size {
                let value = control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: data, as: timespec.self) }
                time = Timestamp(seconds: Int64(value.tv_sec), nanoseconds: UInt32(clamping: value.tv_nsec))
            } else if (header.cmsg_level == Int32(IPPROTO_IP) && header.cmsg_type == ipTTL)
                        || (header.cmsg_level == Int32(IPPROTO_IPV6) && header.cmsg_type == ipv6HopLimit),
                      messageLength - headerSize >= 4 {
                let value = control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: data, as: Int32.self) }
                hopLimit = UInt8(clamping: value)
            }
            offset += (messageLength + 7) & ~7      // CMSG_ALIGN on 64-bit
        }
        return (time, hopLimit)
    }
}
