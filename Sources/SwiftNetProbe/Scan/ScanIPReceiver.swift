import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// What a scan's recvmsg path reads replies from: an AF_PACKET socket (`PacketReceiver`) or raw
/// IPv4 sockets (`ScanIPReceiver`). Both hand over packets from the IP header on.
protocol ScanPacketSource: AnyObject {
    func receive(timeoutMilliseconds: Int) throws(ProbeError) -> ReceivedPacket?
    func receiveQueued() throws(ProbeError) -> ReceivedPacket?
    func closeSocket(onThisThread: Bool)
}

extension PacketReceiver: ScanPacketSource {}

/// Receives a small IPv4 scan's replies through raw IPv4 sockets, one per IP protocol (TCP, ICMP,
/// and UDP for discovery), instead of an AF_PACKET socket.
///
/// Why: closing a packet socket waits an RCU grace period in the kernel (packet_release calls
/// synchronize_net: 8-16 ms measured here), and the process cannot end before its sockets are
/// closed; a raw IP socket closes at once. A top-1000 scan of a LAN host takes about 15 ms, so its
/// last grace period was a third of its wall time. A raw IPv4 socket is given every packet of its
/// protocol addressed to this host (raw(7): before the protocol's own handler, whole IP header
/// included), which is every reply a scan from our own address can get; the replies are matched
/// by content (cookies, addresses) as on the packet socket. Not for IPv6 (raw IPv6 sockets do not
/// give the header) nor for a spoofed source (-S: replies to an address not ours are never
/// delivered locally): those keep `PacketReceiver`.
///
/// One thread receives at a time (the buffers are reused). Failure contract: `init` throws
/// `.noPermission` without root or CAP_NET_RAW, `.system` for another failed socket call (no
/// socket is left open); `receive` throws `.system` on a failed system call.
final class ScanIPReceiver: ScanPacketSource, @unchecked Sendable {
    private var descriptors: [Int32] = []
    private var buffer = [UInt8](repeating: 0, count: 65_536 + 64)
    private var control = [UInt8](repeating: 0, count: 128)
    /// The socket read first by the next `receiveQueued`: the one after the last that had a
    /// packet, so a busy protocol does not starve the others.
    private var nextSocket = 0

    /// Opens one raw IPv4 socket per protocol in `protocols` (IPPROTO_TCP, IPPROTO_ICMP, ...).
    /// Packets queue from here on, so open it before sending the probes it should see.
    init(protocols: [Int32], receiveBufferBytes: Int) throws(ProbeError) {
        for number in protocols {
            let descriptor = socket(AF_INET, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), number)
            guard descriptor >= 0 else {
                let error = systemError("raw socket")
                closeAll()
                throw error
            }
            descriptors.append(descriptor)
            var on: Int32 = 1
            guard setsockopt(descriptor, SOL_SOCKET, timestampNanosecondsOption, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
                let error = systemError("SO_TIMESTAMPNS")
                closeAll()
                throw error
            }
            var size = Int32(clamping: receiveBufferBytes)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            // Root may exceed net.core.rmem_max: replies to a fast scan arrive in bursts.
            _ = setsockopt(descriptor, SOL_SOCKET, 33 /* SO_RCVBUFFORCE */, &size, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    deinit { closeAll() }

    private func closeAll() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    /// Closes the sockets (at once: no grace period for raw IP sockets). Failure contract: total;
    /// nothing may be received afterwards; a second call does nothing.
    func closeSocket(onThisThread: Bool = false) { closeAll() }

    /// The next packet, waiting at most `timeoutMilliseconds` (0: only what is queued, negative:
    /// forever); nil when none came in time or a signal interrupted the wait.
    func receive(timeoutMilliseconds: Int) throws(ProbeError) -> ReceivedPacket? {
        if let packet = try receiveQueued() { return packet }
        guard !descriptors.isEmpty, timeoutMilliseconds != 0 else { return nil }
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return try polled.withUnsafeMutableBufferPointer { (polled) throws(ProbeError) -> ReceivedPacket? in
            try pollForPacket(polled, timeoutMilliseconds: timeoutMilliseconds) { () throws(ProbeError) in
                try receiveQueued()
            }
        }
    }

    /// The next packet already queued on any of the sockets, or nil (never waits).
    func receiveQueued() throws(ProbeError) -> ReceivedPacket? {
        let count = descriptors.count
        for step in 0..<count {
            let index = (nextSocket &+ step) % count
            var name = sockaddr_in()
            // MSG_TRUNC: the count is the packet's whole length, so a cut one is seen as such.
            guard let message = receiveMessage(descriptors[index], data: &buffer, name: &name, control: &control,
                                               flags: Int32(MSG_TRUNC)) else {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                throw systemError("recvmsg")
            }
            nextSocket = (index &+ 1) % count
            var time: Timestamp?
            forEachControlMessage(control, length: message.controlLength) { level, type, data in
                if level == SOL_SOCKET && type == timestampNanosecondsOption { time = controlTimestamp(data) }
            }
            let length = min(message.count, buffer.count)
            return ReceivedPacket(bytes: Array(buffer[0..<length]), family: .ipv4,
                                  timestamp: time ?? ProbeClock.now(), interfaceIndex: 0)
        }
        return nil
    }
}
