import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// Where the kernel would send a packet to `destination`: output interface, preferred source
/// address and next-hop gateway, as `ip route get DESTINATION` prints them.
public struct Route: Sendable, Hashable, CustomStringConvertible {
    public var destination: IPAddress
    /// The source address probes carry: the route's preferred source, or the `--source` override.
    public var source: IPAddress
    public var interfaceName: String
    public var interfaceIndex: Int32
    /// The next hop when the destination is not on the link (nil: directly reachable or local).
    public var gateway: IPAddress?

    public init(destination: IPAddress, source: IPAddress, interfaceName: String, interfaceIndex: Int32,
                gateway: IPAddress? = nil) {
        self.destination = destination
        self.source = source
        self.interfaceName = interfaceName
        self.interfaceIndex = interfaceIndex
        self.gateway = gateway
    }

    /// `ip route get` style: `198.19.40.2 via 198.18.40.2 dev lab-h src 198.18.40.1`.
    public var description: String {
        var text = destination.description
        if let gateway { text += " via \(gateway)" }
        return text + " dev \(interfaceName) src \(source)"
    }
}

/// Route lookup through rtnetlink (RTM_GETROUTE, RFC 3549), the same question `ip route get` asks.
public enum RouteLookup {
    /// The route to `destination`. `source` overrides the source address (it need not be local:
    /// crafted probes may spoof it); `interface` forces the output interface like `ping -I`.
    ///
    /// Throws `.noSuchInterface` for an unknown interface name, `.unroutable` when the kernel has
    /// no route (its reason text, e.g. "Network is unreachable"), `.system` if netlink fails.
    public static func route(to destination: IPAddress, source: IPAddress? = nil,
                             interface: String? = nil) throws(ProbeError) -> Route {
        var forcedIndex: Int32 = 0
        if let interface {
            forcedIndex = try interfaceIndex(named: interface)
        }
        let answer = try ask(destination: destination, outputInterface: forcedIndex)
        let index = forcedIndex != 0 ? forcedIndex : answer.outputInterface
        guard index != 0 else {
            throw .unroutable(destination: destination.description, reason: "no output interface")
        }
        guard let chosenSource = source ?? answer.preferredSource ?? firstAddress(on: index, family: destination.family) else {
            throw .unroutable(destination: destination.description, reason: "no source address")
        }
        return Route(destination: destination, source: chosenSource,
                     interfaceName: interfaceName(index: index) ?? "if\(index)",
                     interfaceIndex: index, gateway: answer.gateway)
    }

    /// The index of interface `name`; throws `.noSuchInterface` when there is none.
    public static func interfaceIndex(named name: String) throws(ProbeError) -> Int32 {
        let index = if_nametoindex(name)
        guard index != 0 else { throw .noSuchInterface(name) }
        return Int32(index)
    }

    /// The name of interface `index`, or nil when there is none.
    public static func interfaceName(index: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(IF_NAMESIZE) + 1)
        guard if_indextoname(UInt32(index), &buffer) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The first address of `family` on interface `index` (getifaddrs), for routes without a
    /// preferred source.
    static func firstAddress(on index: Int32, family: AddressFamily) -> IPAddress? {
        guard let name = interfaceName(index: index) else { return nil }
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            if let address = current.pointee.ifa_addr.flatMap({ IPAddress(socketAddress: $0) }),
               address.family == family, String(cString: current.pointee.ifa_name) == name {
                return address
            }
            entry = current.pointee.ifa_next
        }
        return nil
    }

    // rtnetlink constants (linux/netlink.h, linux/rtnetlink.h).
    private static let routeGet: UInt16 = 26        // RTM_GETROUTE
    private static let routeNew: UInt16 = 24        // RTM_NEWROUTE
    private static let flagRequest: UInt16 = 1      // NLM_F_REQUEST
    private static let messageError: UInt16 = 2     // NLMSG_ERROR
    private static let attributeDestination: UInt16 = 1  // RTA_DST
    private static let attributeOutputInterface: UInt16 = 4  // RTA_OIF
    private static let attributeGateway: UInt16 = 5  // RTA_GATEWAY
    private static let attributePreferredSource: UInt16 = 7  // RTA_PREFSRC

    private struct Answer {
        var outputInterface: Int32 = 0
        var preferredSource: IPAddress?
        var gateway: IPAddress?
    }

    /// Sends one RTM_GETROUTE request and parses the RTM_NEWROUTE (or NLMSG_ERROR) answer.
    private static func ask(destination: IPAddress, outputInterface: Int32) throws(ProbeError) -> Answer {
        let descriptor = socket(AF_NETLINK, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw systemError("netlink socket") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        // Netlink headers are in host byte order.
        var request: [UInt8] = []
        func append16(_ value: UInt16) { withUnsafeBytes(of: value) { request += $0 } }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value) { request += $0 } }
        let addressBytes = destination.bytes
        let attributes = 4 + addressBytes.count + (outputInterface != 0 ? 8 : 0)
        append32(UInt32(16 + 12 + attributes))          // nlmsghdr.nlmsg_len
        append16(routeGet)                              // nlmsg_type
        append16(flagRequest)                           // nlmsg_flags
        append32(1)                                     // nlmsg_seq
        append32(0)                                     // nlmsg_pid (kernel fills)
        request.append(UInt8(destination.family == .ipv4 ? AF_INET : AF_INET6))  // rtmsg.rtm_family
        request.append(UInt8(addressBytes.count * 8))   // rtm_dst_len
        request += [0, 0, 0, 0, 0, 0]                   // src_len, tos, table, protocol, scope, type
        append32(0)                                     // rtm_flags
        append16(UInt16(4 + addressBytes.count))        // rtattr RTA_DST
        append16(attributeDestination)
        request += addressBytes
        if outputInterface != 0 {
            append16(8)
            append16(attributeOutputInterface)
            append32(UInt32(bitPattern: outputInterface))
        }
        // struct sockaddr_nl (linux/netlink.h: family, pad, pid, groups), all zero but the family:
        // the kernel's address. Not exported by Swift's Glibc module.
        var kernel: (UInt16, UInt16, UInt32, UInt32) = (UInt16(AF_NETLINK), 0, 0, 0)
        let sent = withUnsafePointer(to: &kernel) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, request, request.count, 0, $0, socklen_t(12))
            }
        }
        guard sent == request.count else { throw systemError("netlink send") }

        var reply = [UInt8](repeating: 0, count: 8192)
        let received = recv(descriptor, &reply, reply.count, 0)
        guard received >= 16 else { throw systemError("netlink receive") }
        return try parse(Array(reply[0..<received]), destination: destination)
    }

    private static func hostUInt16(_ bytes: [UInt8], _ offset: Int) -> UInt16? {
        guard bytes.has(2, at: offset) else { return nil }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func hostUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
        guard bytes.has(4, at: offset) else { return nil }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Reads the kernel's answer, bounds-checked throughout (it is still bytes from outside).
    private static func parse(_ reply: [UInt8], destination: IPAddress) throws(ProbeError) -> Answer {
        guard let length = hostUInt32(reply, 0), let type = hostUInt16(reply, 4) else {
            throw .system(call: "netlink receive", errno: EPROTO)
        }
        let end = min(Int(length), reply.count)
        if type == messageError {
            let code = hostUInt32(reply, 16).map { -Int32(bitPattern: $0) } ?? EPROTO
            throw .unroutable(destination: destination.description, reason: errnoText(code))
        }
        guard type == routeNew, end >= 28 else { throw .system(call: "netlink receive", errno: EPROTO) }
        var answer = Answer()
        var offset = 28
        while let attributeLength = hostUInt16(reply, offset).map(Int.init), attributeLength >= 4,
              offset <= end &- attributeLength, let attributeType = hostUInt16(reply, offset + 2) {
            let value = Array(reply[offset + 4 ..< offset + attributeLength])
            switch attributeType & 0x3fff {
            case attributeOutputInterface:
                if let index = hostUInt32(value, 0) { answer.outputInterface = Int32(bitPattern: index) }
            case attributePreferredSource:
                answer.preferredSource = address(value)
            case attributeGateway:
                answer.gateway = address(value)
            default:
                break
            }
            offset += (attributeLength + 3) & ~3       // RTA_ALIGN
        }
        return answer
    }

    private static func address(_ bytes: [UInt8]) -> IPAddress? {
        switch bytes.count {
        case 4: IPv4Address(bytes, at: 0).map(IPAddress.v4)
        case 16: IPv6Address(bytes, at: 0).map(IPAddress.v6)
        default: nil
        }
    }
}
