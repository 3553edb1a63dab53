import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// One packet the receiver saw: its bytes from the IP header on, and the kernel's receive time.
public struct ReceivedPacket: Sendable {
    /// The network-layer packet (IPv4 or IPv6 header first); link headers are already removed.
    public var bytes: [UInt8]
    public var family: AddressFamily
    /// When the kernel received it (SO_TIMESTAMPNS, CLOCK_REALTIME; see `ProbeClock`).
    public var timestamp: Timestamp
    public var interfaceIndex: Int32

    public init(bytes: [UInt8], family: AddressFamily, timestamp: Timestamp, interfaceIndex: Int32) {
        self.bytes = bytes
        self.family = family
        self.timestamp = timestamp
        self.interfaceIndex = interfaceIndex
    }
}

/// Receives every IPv4 and IPv6 packet arriving on one interface (or all), with kernel timestamps,
/// through a cooked AF_PACKET socket (`SOCK_DGRAM`, ETH_P_ALL): whole IP headers for both families
/// (TTL/hop limit, id, quoted headers), which raw IP sockets do not give for IPv6.
///
/// Our own outgoing copies are dropped in the kernel (PACKET_IGNORE_OUTGOING) and again here by
/// packet type. On loopback a packet we send also arrives as incoming, so callers still match
/// replies by content (addresses, ports, ICMP id/seq), as they must anyway.
///
/// One thread receives at a time (the receive buffer is reused). Failure contract: `init` throws
/// `.noPermission` without root or CAP_NET_RAW; `receive` throws `.system` on a failed system call.
public final class PacketReceiver: @unchecked Sendable {
    public let fileDescriptor: Int32
    /// The interface listened on; 0 for all.
    public let interfaceIndex: Int32
    private var buffer: [UInt8]

    // linux/if_ether.h, linux/if_packet.h.
    private static let allProtocols: UInt16 = 0x0003      // ETH_P_ALL
    private static let packetOutgoing: UInt8 = 4          // PACKET_OUTGOING
    private static let solPacket: Int32 = 263             // SOL_PACKET
    private static let ignoreOutgoing: Int32 = 23         // PACKET_IGNORE_OUTGOING (Linux 4.20)

    /// Opens and binds the socket on `interfaceIndex` (0: all interfaces). Packets queue from here
    /// on, so open the receiver before sending the probes it should see.
    public init(interfaceIndex: Int32 = 0, receiveBufferBytes: Int = 8 << 20) throws(ProbeError) {
        // Protocol 0 until bind (which names every protocol): a socket hooked from the start
        // would be unhooked again by bind, which waits an RCU grace period in the kernel.
        let descriptor = socket(AF_PACKET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw systemError("packet socket") }
        fileDescriptor = descriptor
        self.interfaceIndex = interfaceIndex
        buffer = [UInt8](repeating: 0, count: 65_536 + 64)
        var on: Int32 = 1
        _ = setsockopt(descriptor, Self.solPacket, Self.ignoreOutgoing, &on, socklen_t(MemoryLayout<Int32>.size))
        guard setsockopt(descriptor, SOL_SOCKET, timestampNanosecondsOption, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            let error = systemError("SO_TIMESTAMPNS")
            close(descriptor)
            throw error
        }
        var size = Int32(clamping: receiveBufferBytes)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        let bound = LinkLayerAddress(interfaceIndex: interfaceIndex, etherType: Self.allProtocols).bindSocket(descriptor)
        guard bound == 0 else {
            let error = systemError("bind packet socket")
            close(descriptor)
            throw error
        }
    }

    private var isClosed = false

    /// Closed on a thread of its own: packet_release waits an RCU grace period.
    deinit { if !isClosed { closePacketSocket(fileDescriptor) } }

    /// Closes the socket now rather than when the receiver is released: a scan's receive thread
    /// calls it as it stops, so the kernel's wait overlaps the report writing. `onThisThread`:
    /// close and wait here (the caller is a thread of its own), else on a new thread (see
    /// `closePacketSocket`). Failure contract: total; nothing may be received after it; a second
    /// call does nothing.
    public func closeSocket(onThisThread: Bool = false) {
        guard !isClosed else { return }
        isClosed = true
        closePacketSocket(fileDescriptor, onThisThread: onThisThread)
    }

    /// The next IPv4/IPv6 packet, waiting at most `timeoutMilliseconds` (0: only what is queued,
    /// negative: forever); nil when none came in time or a signal interrupted the wait.
    public func receive(timeoutMilliseconds: Int) throws(ProbeError) -> ReceivedPacket? {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return try withUnsafeMutablePointer(to: &descriptor) { (descriptor) throws(ProbeError) -> ReceivedPacket? in
            try pollForPacket(UnsafeMutableBufferPointer(start: descriptor, count: 1),
                              timeoutMilliseconds: timeoutMilliseconds) { () throws(ProbeError) in try receiveQueued() }
        }
    }

    /// The next packet already queued, or nil (never waits). Skips non-IP and outgoing packets.
    public func receiveQueued() throws(ProbeError) -> ReceivedPacket? {
        while true {
            var link = LinkLayerAddress()
            // MSG_TRUNC: the count is the packet's whole length, so a cut one is seen as such.
            guard let message = receiveMessage(fileDescriptor, data: &buffer, name: &link, control: &control,
                                               flags: Int32(MSG_TRUNC)) else {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
                throw systemError("recvmsg")
            }
            if link.packetType == Self.packetOutgoing { continue }
            if interfaceIndex != 0 && link.interfaceIndex != interfaceIndex { continue }
            let family: AddressFamily
            switch UInt16(bigEndian: link.protocolNumber) {
            case EtherType.ipv4.rawValue: family = .ipv4
            case EtherType.ipv6.rawValue: family = .ipv6
            default: continue
            }
            var time: Timestamp?
            forEachControlMessage(control, length: message.controlLength) { level, type, data in
                if level == SOL_SOCKET && type == timestampNanosecondsOption { time = controlTimestamp(data) }
            }
            let length = min(message.count, buffer.count)
            return ReceivedPacket(bytes: Array(buffer[0..<length]), family: family,
                                  timestamp: time ?? ProbeClock.now(), interfaceIndex: link.interfaceIndex)
        }
    }

    /// Ancillary data of the last receive (reused: the receiver is single-threaded).
    private var control = [UInt8](repeating: 0, count: 128)
}

/// `struct sockaddr_ll` (linux/if_packet.h), which Swift's Glibc module does not export; the same
/// fields in the same order with natural alignment give the C layout (20 bytes).
struct LinkLayerAddress {
    var family: UInt16 = 0            // sll_family
    var protocolNumber: UInt16 = 0    // sll_protocol, network order
    var interfaceIndex: Int32 = 0     // sll_ifindex
    var hardwareType: UInt16 = 0      // sll_hatype
    var packetType: UInt8 = 0         // sll_pkttype
    var addressLength: UInt8 = 0      // sll_halen
    var address: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
}

extension LinkLayerAddress {
    /// An AF_PACKET address for interface `interfaceIndex` and EtherType `etherType` (host order;
    /// stored in network order), with `mac` as the destination when sending.
    init(interfaceIndex: Int32, etherType: UInt16, mac: MACAddress? = nil) {
        family = UInt16(AF_PACKET)
        protocolNumber = etherType.bigEndian
        self.interfaceIndex = interfaceIndex
        if let mac {
            let bytes = mac.bytes
            addressLength = 6
            address = (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], 0, 0)
        }
    }

    /// Calls `body` with this address as a `sockaddr` and its length (for bind, sendto).
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        var copy = self
        return withUnsafePointer(to: &copy) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<LinkLayerAddress>.size))
            }
        }
    }

    /// bind(2) of `descriptor` to this address: 0, or -1 with errno set, as bind returns.
    func bindSocket(_ descriptor: Int32) -> Int32 {
        withSocketAddress { bind(descriptor, $0, $1) }
    }
}
