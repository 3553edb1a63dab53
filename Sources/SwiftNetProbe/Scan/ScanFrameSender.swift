import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// Where a target's link-layer frames go: the output interface and the next hop's MAC address
/// (the target itself on the local segment, else the gateway).
public struct LinkHop: Hashable, Sendable {
    public var interfaceIndex: Int32
    public var mac: MACAddress

    public init(interfaceIndex: Int32, mac: MACAddress) {
        self.interfaceIndex = interfaceIndex
        self.mac = mac
    }
}

/// Sends scan probes as link-layer frames through a cooked AF_PACKET socket (`SOCK_DGRAM`: the
/// kernel adds the Ethernet header for each message's next hop) with PACKET_QDISC_BYPASS, in
/// sendmmsg batches: no route lookup, netfilter or neighbour work per probe, which is what the
/// raw IP socket spends most of its send time on. Probes are written straight into preallocated
/// slots, each message with its own next hop (one scan may reach several hosts on a segment).
///
/// Failure contract: `init` throws `.noPermission` without root or CAP_NET_RAW; `flush` never
/// throws: a full device queue is waited out (bounded), and a message the kernel refuses is
/// dropped and counted, so the scan sees it as unanswered and retries it. One thread uses a
/// sender at a time (each scan sender thread has its own).
final class ScanFrameSender: @unchecked Sendable {
    let fileDescriptor: Int32
    let capacity: Int
    static let slotSize = 128
    private let storage: UnsafeMutableRawPointer
    private let vectors: UnsafeMutablePointer<iovec>
    private let headers: UnsafeMutablePointer<MultipleMessageHeader>
    private let addresses: UnsafeMutablePointer<LinkLayerAddress>
    private(set) var count = 0
    /// Messages the kernel refused (not counting a full queue, which is waited out).
    private(set) var dropped = 0

    private static let solPacket: Int32 = 263          // SOL_PACKET
    private static let qdiscBypass: Int32 = 20         // PACKET_QDISC_BYPASS (Linux 3.14)

    init(capacity: Int = 256, sendBufferBytes: Int = 8 << 20) throws(ProbeError) {
        // Protocol 0: a send-only socket, nothing is queued to it.
        let descriptor = socket(AF_PACKET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw systemError("packet socket") }
        fileDescriptor = descriptor
        var on: Int32 = 1
        _ = setsockopt(descriptor, Self.solPacket, Self.qdiscBypass, &on, socklen_t(MemoryLayout<Int32>.size))
        var size = Int32(clamping: sendBufferBytes)
        _ = setsockopt(descriptor, SOL_SOCKET, 32 /* SO_SNDBUFFORCE */, &size, socklen_t(MemoryLayout<Int32>.size))
        self.capacity = capacity
        storage = .allocate(byteCount: capacity * Self.slotSize, alignment: 64)
        vectors = .allocate(capacity: capacity)
        headers = .allocate(capacity: capacity)
        addresses = .allocate(capacity: capacity)
        for index in 0..<capacity {
            vectors[index] = iovec(iov_base: storage + index * Self.slotSize, iov_len: 0)
            addresses[index] = LinkLayerAddress()
            var header = MultipleMessageHeader()
            header.msg_hdr.msg_name = UnsafeMutableRawPointer(addresses + index)
            header.msg_hdr.msg_namelen = socklen_t(MemoryLayout<LinkLayerAddress>.size)
            header.msg_hdr.msg_iov = vectors + index
            header.msg_hdr.msg_iovlen = 1
            headers[index] = header
        }
    }

    deinit {
        closeSocket()
        storage.deallocate(); vectors.deallocate(); headers.deallocate(); addresses.deallocate()
    }

    private var isClosed = false

    /// Closes the socket now (`closePacketSocket`: on a new thread, or waiting here when
    /// `onThisThread`), so its grace period starts as soon as the last frame is out. Failure
    /// contract: total; nothing may be sent afterwards; a second call does nothing.
    func closeSocket(onThisThread: Bool = false) {
        guard !isClosed else { return }
        isClosed = true
        closePacketSocket(fileDescriptor, onThisThread: onThisThread)
    }

    var isFull: Bool { count == capacity }

    /// The next free slot, `slotSize` bytes; write the packet, then `commit`. Not when full.
    func nextSlot() -> UnsafeMutableRawBufferPointer {
        precondition(count < capacity, "flush a full frame batch first")
        return UnsafeMutableRawBufferPointer(start: storage + count * Self.slotSize, count: Self.slotSize)
    }

    /// Queues the `length` bytes written into the next slot for `hop`.
    func commit(length: Int, hop: LinkHop, isIPv6: Bool) {
        vectors[count].iov_len = min(length, Self.slotSize)
        var address = LinkLayerAddress()
        address.family = UInt16(AF_PACKET)
        address.protocolNumber = (isIPv6 ? EtherType.ipv6 : EtherType.ipv4).rawValue.bigEndian
        address.interfaceIndex = hop.interfaceIndex
        address.addressLength = 6
        let mac = hop.mac.value
        address.address = (UInt8(truncatingIfNeeded: mac >> 40), UInt8(truncatingIfNeeded: mac >> 32),
                           UInt8(truncatingIfNeeded: mac >> 24), UInt8(truncatingIfNeeded: mac >> 16),
                           UInt8(truncatingIfNeeded: mac >> 8), UInt8(truncatingIfNeeded: mac), 0, 0)
        addresses[count] = address
        count += 1
    }

    /// Copies `packet` into the next slot and queues it (for probes not written in place).
    func append(_ packet: [UInt8], hop: LinkHop) {
        let slot = nextSlot()
        let length = min(packet.count, Self.slotSize)
        packet.withUnsafeBytes { slot.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: length) }
        commit(length: length, hop: hop, isIPv6: (packet.first ?? 0) >> 4 == 6)
    }

    /// Sends every queued message; returns how many the kernel took.
    @discardableResult
    func flush() -> Int {
        var offset = 0
        var fullQueueWaits = 0
        while offset < count {
            do {
                offset += try sendAllMessages(fileDescriptor, headers + offset, count - offset) { _ in "frame" }
            } catch {
                if case .system(_, let code) = error, (code == ENOBUFS || code == EAGAIN), fullQueueWaits < 400 {
                    fullQueueWaits += 1
                    usleep(500)     // the device queue is full: let it drain, then send the rest
                } else {
                    offset += 1     // this message was refused: the retry pass will send it again
                    dropped += 1
                }
            }
        }
        let sent = count - dropped
        count = 0
        return sent
    }
}

extension ScanPackets {
    /// Writes the IPv4 TCP probe `tcp(from:to:...)` builds, byte for byte, into `buffer` without
    /// allocating; returns its length (44 for a SYN with its MSS option, 40 otherwise), or 0 when
    /// `buffer` is too small.
    static func writeTCPv4(into buffer: UnsafeMutableRawBufferPointer, from source: IPv4Address, to target: IPv4Address,
                           sourcePort: UInt16, port: UInt16, sequence: UInt32, acknowledgment: UInt32,
                           flags: UInt8, ipID: UInt16) -> Int {
        let tcpLength = flags & flagSYN != 0 ? 24 : 20
        let total = 20 + tcpLength
        guard buffer.count >= total, let base = buffer.baseAddress else { return 0 }
        func put16(_ offset: Int, _ value: UInt16) { base.storeBytes(of: value.bigEndian, toByteOffset: offset, as: UInt16.self) }
        func put32(_ offset: Int, _ value: UInt32) { base.storeBytes(of: value.bigEndian, toByteOffset: offset, as: UInt32.self) }
        // IPv4 header (RFC 791): version 4, IHL 5, no options, DF clear.
        put16(0, 0x4500)
        put16(2, UInt16(total))
        put16(4, ipID)
        put16(6, 0)
        put16(8, UInt16(hopLimit) << 8 | 6)
        put16(10, 0)
        put32(12, source.value)
        put32(16, target.value)
        put16(10, ~fold(sum16(base, 0, 20)))
        // TCP header (RFC 9293 3.1).
        put16(20, sourcePort)
        put16(22, port)
        put32(24, sequence)
        put32(28, acknowledgment)
        put16(32, UInt16(tcpLength / 4) << 12 | UInt16(flags))
        put16(34, window)
        put16(36, 0)
        put16(38, 0)
        if tcpLength == 24 { put32(40, 0x0204_05b4) }    // MSS 1460 (RFC 9293 3.2)
        // Pseudo-header (RFC 9293 3.1): addresses, protocol 6, TCP length.
        let pseudo = UInt32(source.value >> 16) + UInt32(source.value & 0xffff) + UInt32(target.value >> 16)
            + UInt32(target.value & 0xffff) + 6 + UInt32(tcpLength)
        put16(36, ~fold(pseudo + sum16(base, 20, total)))
        return total
    }

    /// Sum of the big-endian 16-bit words in [start, end) (even length).
    @inline(__always)
    private static func sum16(_ base: UnsafeMutableRawPointer, _ start: Int, _ end: Int) -> UInt32 {
        var sum: UInt32 = 0
        var offset = start
        while offset < end {
            sum += UInt32(UInt16(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
            offset += 2
        }
        return sum
    }

    /// One's complement fold of a 32-bit sum (RFC 1071).
    @inline(__always)
    private static func fold(_ value: UInt32) -> UInt16 {
        var sum = value
        while sum > 0xffff { sum = (sum & 0xffff) + (sum >> 16) }
        return UInt16(sum)
    }
}
