import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// The neighbour solicitation and advertisement bytes of IPv6 on-link discovery (RFC 4861 4.3,
/// 4.4), as ARP's are for IPv4. Pure, tested offline. Failure contract: `parseAdvertisement`
/// returns nil for anything but a whole neighbour advertisement; every read is bounds-checked.
public enum NDPPackets {
    /// A neighbour solicitation for `target` with our link-layer address as the source option
    /// (RFC 4861 4.6.1), checksum zero: the kernel fills it for raw ICMPv6 sockets (RFC 3542 3.1).
    public static func solicitation(target: IPv6Address, sourceMAC: MACAddress) -> [UInt8] {
        [135, 0, 0, 0, 0, 0, 0, 0] + target.bytes + [1, 1] + sourceMAC.bytes
    }

    /// The solicited-node multicast address of `target` (RFC 4291 2.7.1): ff02::1:ffXX:XXXX.
    public static func solicitedNode(_ target: IPv6Address) -> IPv6Address {
        let low24 = target.low & 0xff_ffff
        return IPv6Address(high: 0xff02_0000_0000_0000, low: 0x0000_0001_ff00_0000 | low24)
    }

    /// The target address and its link-layer address (the target link-layer option, RFC 4861
    /// 4.6.1) of an ICMPv6 neighbour advertisement (type 136, code 0); the MAC is nil when the
    /// option is absent.
    public static func parseAdvertisement(_ message: [UInt8]) -> (target: IPv6Address, mac: MACAddress?)? {
        guard message.count >= 24, message[0] == 136, message[1] == 0,
              let target = IPv6Address(message, at: NDPField.targetAddress) else { return nil }
        var index = NDPField.neighborOptions
        while index + 2 <= message.count {
            let length = Int(message[index + 1]) * 8
            guard length > 0, index + length <= message.count else { break }
            if message[index] == 2, length >= 8 { return (target, MACAddress(message, at: index + 2)) }
            index += length
        }
        return (target, nil)
    }
}

/// IPv6 host discovery on one Ethernet segment, as nmap does: neighbour solicitations to each
/// target's solicited-node multicast address through a raw ICMPv6 socket bound to the interface
/// and our on-link address (hop limit 255, which RFC 4861 7.1.1 requires), a host is up when it
/// advertises itself (reason `nd-response`), and its MAC is reported. Retries and waits as ARP's.
///
/// Failure contract: `init` throws `.noPermission` without root or CAP_NET_RAW, `.system` when the
/// socket cannot be set up; send and receive errors only lose probes (counted as unanswered).
public final class NDPPinger {
    public let link: LinkInterface
    public let source: IPv6Address
    let fileDescriptor: Int32

    public init(link: LinkInterface, source: IPv6Address) throws(ProbeError) {
        self.link = link
        self.source = source
        let descriptor = socket(AF_INET6, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), Int32(IPPROTO_ICMPV6))
        guard descriptor >= 0 else { throw systemError("raw ICMPv6 socket (NDP)") }
        fileDescriptor = descriptor
        var hops: Int32 = 255
        var index = UInt32(link.index)
        let size = socklen_t(MemoryLayout<Int32>.size)
        var failed = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_MULTICAST_HOPS, &hops, size) != 0
            || setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_UNICAST_HOPS, &hops, size) != 0
            || setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_MULTICAST_IF, &index, socklen_t(MemoryLayout<UInt32>.size)) != 0
        if !failed {
            let name = Array(link.name.utf8) + [0]
            failed = name.withUnsafeBytes { setsockopt(descriptor, SOL_SOCKET, SO_BINDTODEVICE, $0.baseAddress, socklen_t($0.count)) } != 0
        }
        if !failed {
            var address = Self.socketAddress(source, scope: 0)
            failed = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            } != 0
        }
        if failed {
            let error = systemError("set up raw ICMPv6 socket (NDP)")
            close(descriptor)
            throw error
        }
    }

    deinit { close(fileDescriptor) }

    static func socketAddress(_ address: IPv6Address, scope: UInt32) -> sockaddr_in6 {
        var result = sockaddr_in6()
        result.sin6_family = sa_family_t(AF_INET6)
        result.sin6_scope_id = scope
        let bytes = address.bytes
        withUnsafeMutableBytes(of: &result.sin6_addr) { raw in
            for (offset, byte) in bytes.enumerated() where offset < raw.count { raw[offset] = byte }
        }
        return result
    }

    /// Asks every target; returns those that answered with their MAC address and round-trip time,
    /// and the RTT estimate over all of them.
    public func run(_ targets: [IPv6Address], settings: ScanSettings, trace: PacketTrace? = nil)
        -> (up: [IPv6Address: MACAddress], latency: [IPv6Address: Double], rtt: RTTEstimator) {
        let sweep = neighbourSweep(targets, settings: settings, fileDescriptor: fileDescriptor, send: { target in
            let message = NDPPackets.solicitation(target: target, sourceMAC: link.mac)
            var destination = Self.socketAddress(NDPPackets.solicitedNode(target), scope: UInt32(link.index))
            trace?.ndpSolicitation(target: target, source: source)
            _ = message.withUnsafeBytes { bytes in
                withUnsafePointer(to: &destination) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sendto(fileDescriptor, bytes.baseAddress, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                    }
                }
            }
        }, parse: { bytes in
            // An advertisement without a target link-layer option still proves the host is there.
            guard let advert = NDPPackets.parseAdvertisement(bytes) else { return nil }
            return (advert.target, advert.mac ?? .zero)
        }, answered: { target, mac in
            trace?.ndpAdvertisement(target: target, mac: mac, to: source)
        })
        return (sweep.up, sweep.latency, sweep.rtt)
    }
}
