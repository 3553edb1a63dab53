import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// What the scanner's batch receive loop reads replies from: the TPACKET_V3 ring
/// (`ScanRingReceiver`) or raw IPv4 sockets (`ScanIPReceiver`). Both hand over packets from the IP
/// header on, with the kernel's receive time, many per call.
protocol ScanBatchSource: AnyObject {
    /// Calls `body` with every packet ready now, waiting up to `timeoutMilliseconds` for the first
    /// (0: no wait); returns how many it passed. Never throws: a failed call passes nothing.
    @discardableResult
    func receive(timeoutMilliseconds: Int32, _ body: (_ bytes: [UInt8], _ time: Timestamp) -> Void) -> Int
    /// Closes the socket(s); see each type for what the kernel makes the caller wait.
    func closeSocket(onThisThread: Bool)
}

/// Receives a scan's replies through raw IPv4 sockets, one per IP protocol (TCP and ICMP, and UDP
/// for discovery), with recvmmsg batches, instead of an AF_PACKET socket or ring.
///
/// Why: a packet socket costs RCU grace periods (synchronize_net, 8-20 ms each here): the receive
/// ring's set-up waits one before the first probe can go, and its close two more, which the
/// process cannot exit before. A raw IP socket opens and closes at once. A raw IPv4 socket is
/// given every packet of its protocol addressed to this host (raw(7): before the protocol's own
/// handler, whole IP header included), which is every reply a scan from our own address can get;
/// the replies are matched by content (cookies, addresses) as on the packet socket. Not for IPv6
/// (raw IPv6 sockets do not give the header) nor for a spoofed source (-S: replies to an address
/// not ours are never delivered locally): those keep the packet socket.
///
/// One thread receives at a time (the buffers are reused). Failure contract: `init` throws
/// `.noPermission` without root or CAP_NET_RAW, `.system` for another failed socket call (no
/// socket is left open); `receive` never throws (a failed recvmmsg passes nothing).
final class ScanIPReceiver: ScanBatchSource, @unchecked Sendable {
    private var descriptors: [Int32] = []
    private var polled: [pollfd] = []
    /// Messages per recvmmsg call.
    static let batchCapacity = 64
    /// Bytes kept of each packet: every header a reply is matched by (IP, TCP with options, an
    /// ICMP error with its quoted IP and transport headers) fits; a longer datagram is cut here.
    static let slotSize = 2_048
    /// Room for one SCM_TIMESTAMPNS control message (16-byte header, 16-byte timespec) and slack.
    static let controlSize = 64
    private let slots: UnsafeMutableRawPointer
    private let controls: UnsafeMutableRawPointer
    private let vectors: UnsafeMutablePointer<iovec>
    private let headers: UnsafeMutablePointer<MultipleMessageHeader>

    /// Opens one raw IPv4 socket per protocol in `protocols` (IPPROTO_TCP, IPPROTO_ICMP, ...).
    /// Packets queue from here on, so open it before sending the probes it should see.
    init(protocols: [Int32], receiveBufferBytes: Int) throws(ProbeError) {
        let capacity = Self.batchCapacity
        slots = UnsafeMutableRawPointer.allocate(byteCount: capacity * Self.slotSize, alignment: 16)
        controls = UnsafeMutableRawPointer.allocate(byteCount: capacity * Self.controlSize, alignment: 16)
        vectors = UnsafeMutablePointer<iovec>.allocate(capacity: capacity)
        headers = UnsafeMutablePointer<MultipleMessageHeader>.allocate(capacity: capacity)
        // Each message's buffers are fixed; recvmmsg rewrites only the lengths and flags of the
        // headers it fills, which `receiveBatch` sets back after reading them.
        for index in 0..<capacity {
            (vectors + index).initialize(to: iovec(iov_base: slots + index * Self.slotSize, iov_len: Self.slotSize))
            var header = MultipleMessageHeader()
            header.msg_hdr.msg_iov = vectors + index
            header.msg_hdr.msg_iovlen = 1
            header.msg_hdr.msg_control = controls + index * Self.controlSize
            header.msg_hdr.msg_controllen = Self.controlSize
            (headers + index).initialize(to: header)
        }
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
        polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }

    deinit {
        closeAll()
        slots.deallocate()
        controls.deallocate()
        vectors.deallocate()
        headers.deallocate()
    }

    private func closeAll() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
        polled = []
    }

    /// Closes the sockets (at once: no grace period for raw IP sockets). Failure contract: total;
    /// nothing is received afterwards; a second call does nothing.
    func closeSocket(onThisThread: Bool = false) { closeAll() }

    @discardableResult
    func receive(timeoutMilliseconds: Int32, _ body: (_ bytes: [UInt8], _ time: Timestamp) -> Void) -> Int {
        let passed = drain(body)
        guard passed == 0, timeoutMilliseconds != 0, !polled.isEmpty else { return passed }
        for index in polled.indices { polled[index].revents = 0 }
        guard poll(&polled, nfds_t(polled.count), timeoutMilliseconds) > 0 else { return 0 }
        return drain(body)
    }

    /// What is queued on every socket, a bounded number of batches each so that one busy
    /// protocol does not hold up the others for long.
    private func drain(_ body: (_ bytes: [UInt8], _ time: Timestamp) -> Void) -> Int {
        var passed = 0
        for descriptor in descriptors {
            for _ in 0..<64 {
                let count = receiveBatch(descriptor, body)
                passed += count
                if count < Self.batchCapacity { break }
            }
        }
        return passed
    }

    /// One recvmmsg that never waits; each message to `body` with its receive time.
    private func receiveBatch(_ descriptor: Int32, _ body: (_ bytes: [UInt8], _ time: Timestamp) -> Void) -> Int {
        let capacity = Self.batchCapacity
        let received = receiveMultipleMessages(descriptor, headers, UInt32(capacity), Int32(MSG_DONTWAIT))
        guard received > 0 else { return 0 }
        let count = min(Int(received), capacity)
        for index in 0..<count {
            let header = headers[index]
            let length = min(Int(header.msg_len), Self.slotSize)
            let control = UnsafeRawBufferPointer(start: controls + index * Self.controlSize,
                                                 count: min(Int(header.msg_hdr.msg_controllen), Self.controlSize))
            var time: Timestamp?
            forEachControlMessage(control) { level, type, data in
                if level == SOL_SOCKET && type == timestampNanosecondsOption { time = controlTimestamp(data) }
            }
            body([UInt8](UnsafeRawBufferPointer(start: slots + index * Self.slotSize, count: length)), time ?? ProbeClock.now())
            headers[index].msg_hdr.msg_controllen = Self.controlSize
            headers[index].msg_hdr.msg_flags = 0
        }
        return count
    }
}
