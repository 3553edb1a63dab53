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
/// ICMP errors quoting our requests (Destination Unreachable, Time Exceeded...) reach such a
/// socket only through its error queue (IP_RECVERR/IPV6_RECVERR): each is rebuilt into the ICMP
/// error packet it came in as (see `ICMPDatagramError`), so ping prints and counts it as iputils.
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
    private static let ipRecvError: Int32 = 11         // IP_RECVERR (also the cmsg type)
    private static let ipv6RecvError: Int32 = 25       // IPV6_RECVERR (also the cmsg type)

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
        try set(SOL_SOCKET, timestampNanosecondsOption, 1, "SO_TIMESTAMPNS")
        if family == .ipv4 {
            try set(Int32(IPPROTO_IP), Self.ipRecvError, 1, "IP_RECVERR")
            try set(Int32(IPPROTO_IP), Self.ipRecvTTL, 1, "IP_RECVTTL")
            try set(Int32(IPPROTO_IP), Self.ipTTL, Int32(ttl), "IP_TTL")
            try set(Int32(IPPROTO_IP), IP_TOS, Int32(tos), "IP_TOS")
            try set(Int32(IPPROTO_IP), Self.ipMTUDiscover, discovery, "IP_MTU_DISCOVER")
        } else {
            try set(Int32(IPPROTO_IPV6), Self.ipv6RecvError, 1, "IPV6_RECVERR")
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

    /// The next reply or ICMP error, waiting at most `timeoutMilliseconds` (0: only what is
    /// queued); nil when none came in time or a signal interrupted the wait. A queued error makes
    /// poll report POLLERR whatever events were asked for.
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

    /// The next ICMP error from the error queue, else the next reply, already queued: as an IP
    /// packet with a rebuilt header; nil when neither is. Errors that are not ICMP (local ones,
    /// such as EMSGSIZE, which ping reports before sending) are read and dropped so the queue
    /// cannot fill.
    public func receiveQueued() throws(ProbeError) -> ReceivedPacket? {
        while let queued = try receiveError() {
            if let packet = queued { return packet }
        }
        var from = sockaddr_storage()
        guard let message = receiveMessage(fileDescriptor, data: &buffer, name: &from, control: &control) else {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
            throw systemError("recvmsg")
        }
        guard let source = Self.address(from) else { return nil }
        let (time, hopLimit, _) = controlValues(length: message.controlLength)
        let icmp = Array(buffer[0..<min(message.count, buffer.count)])
        return ReceivedPacket(bytes: ICMPDatagramError.ipHeader(source: source, destination: localAddress, hopLimit: hopLimit,
                                                                payloadLength: icmp.count) + icmp,
                              family: family, timestamp: time ?? ProbeClock.now(), interfaceIndex: 0)
    }

    /// One entry of the error queue: nil when it is empty, `.some(nil)` for an entry that is not an
    /// ICMP error about one of our requests, else the ICMP error packet rebuilt.
    private func receiveError() throws(ProbeError) -> ReceivedPacket?? {
        var destination = sockaddr_storage()
        guard let message = receiveMessage(fileDescriptor, data: &buffer, name: &destination, control: &control,
                                           flags: Int32(MSG_ERRQUEUE)) else {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
            throw systemError("recvmsg MSG_ERRQUEUE")
        }
        let (time, hopLimit, extended) = controlValues(length: message.controlLength)
        // msg_name: where the request that met the error was going.
        guard let extended, let target = Self.address(destination),
              let packet = extended.packet(quoting: Array(buffer[0..<min(message.count, buffer.count)]),
                                           sentFrom: localAddress, to: target, hopLimit: hopLimit) else { return .some(nil) }
        return .some(ReceivedPacket(bytes: packet, family: family, timestamp: time ?? ProbeClock.now(), interfaceIndex: 0))
    }

    /// Ancillary data of the last receive (reused: one thread receives at a time).
    private var control = [UInt8](repeating: 0, count: 256)

    private static func address(_ storage: sockaddr_storage) -> IPAddress? {
        var storage = storage
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { IPAddress(socketAddress: $0) }
        }
    }

    /// SCM_TIMESTAMPNS, the TTL (IP_TTL) or hop limit (IPV6_HOPLIMIT), and the extended error
    /// (IP_RECVERR/IPV6_RECVERR) from the last receive's control messages.
    private func controlValues(length: Int) -> (Timestamp?, UInt8, ICMPDatagramError?) {
        var time: Timestamp?
        var hopLimit: UInt8 = 0
        var extended: ICMPDatagramError?
        forEachControlMessage(control, length: length) { level, type, data in
            if level == SOL_SOCKET && type == timestampNanosecondsOption {
                time = controlTimestamp(data)
            } else if (level == Int32(IPPROTO_IP) && type == Self.ipTTL) || (level == Int32(IPPROTO_IPV6) && type == Self.ipv6HopLimit),
                      data.count >= 4 {
                hopLimit = UInt8(clamping: data.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) })
            } else if (level == Int32(IPPROTO_IP) && type == Self.ipRecvError) || (level == Int32(IPPROTO_IPV6) && type == Self.ipv6RecvError) {
                extended = ICMPDatagramError(data)
            }
        }
        return (time, hopLimit, extended)
    }
}
