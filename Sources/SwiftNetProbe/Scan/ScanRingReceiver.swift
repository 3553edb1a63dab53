import Foundation
import Synchronization
import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// The scanner's fast receive path: a cooked AF_PACKET socket (ETH_P_ALL) with a TPACKET_V3
/// receive ring (PACKET_RX_RING, Documentation/networking/packet_mmap.rst). The kernel copies
/// each packet into a shared memory block and hands whole blocks over, so a burst of tens of
/// thousands of replies costs a few poll calls instead of one recvmsg each.
///
/// Packets carry the kernel's receive time (CLOCK_REALTIME, as SO_TIMESTAMPNS). Outgoing copies
/// and packets from other interfaces (when bound to one) are skipped; callers still match replies
/// by content. One thread reads the ring.
///
/// Failure contract: `init` throws `.noPermission` without root or CAP_NET_RAW and `.system` when
/// the kernel refuses the ring (callers fall back to `PacketReceiver`); `receive` never throws.
final class ScanRingReceiver: ScanBatchSource, @unchecked Sendable {
    let fileDescriptor: Int32
    /// The interface bound to (0: every one), set by `bind`.
    private(set) var interfaceIndex: Int32 = 0
    private let ring: UnsafeMutableRawPointer
    private let blockSize: Int
    private let blockCount: Int
    private var current = 0

    // linux/if_packet.h, linux/if_ether.h.
    private static let solPacket: Int32 = 263             // SOL_PACKET
    private static let packetRXRing: Int32 = 5            // PACKET_RX_RING
    private static let packetVersion: Int32 = 10          // PACKET_VERSION
    private static let tpacketV3: Int32 = 2               // TPACKET_V3
    private static let ignoreOutgoing: Int32 = 23         // PACKET_IGNORE_OUTGOING (Linux 4.20)
    private static let allProtocols: UInt16 = 0x0003      // ETH_P_ALL
    private static let statusUser: UInt32 = 1             // TP_STATUS_USER
    private static let packetOutgoing: UInt8 = 4          // PACKET_OUTGOING
    /// sizeof(struct tpacket3_hdr), after which the kernel puts the sockaddr_ll.
    private static let packetHeaderSize = 48

    /// The ring for a scan expecting about `replies` packets: 256 bytes of ring per reply (a
    /// reply frame takes about 128: header, address, packet, alignment), at least 1 MB in 64 kB
    /// blocks and at most 16 MB in 256 kB blocks. The kernel zeroes every page of the ring when it
    /// is set up, so a 1,000-port scan should not ask for the 16 MB a 65,535-port one needs.
    static func geometry(replies: UInt64) -> (blockSize: Int, blockCount: Int) {
        let wanted = replies.multipliedReportingOverflow(by: 256)
        let bytes = wanted.overflow ? UInt64(16 << 20) : min(max(wanted.partialValue, 1 << 20), 16 << 20)
        let blockSize = bytes >= 4 << 20 ? 1 << 18 : 1 << 16
        let count = (Int(bytes) + blockSize - 1) / blockSize
        return (blockSize, min(max(count, 16), 64))
    }

    /// `blockSize` bytes per block (a multiple of the page size), `blockCount` blocks; a block is
    /// handed over when full or `retireMilliseconds` after its first packet. Bound to
    /// `interfaceIndex` at once (see `bind`).
    convenience init(interfaceIndex: Int32, blockSize: Int = 1 << 18, blockCount: Int = 64,
                     retireMilliseconds: UInt32 = 1) throws(ProbeError) {
        try self.init(blockSize: blockSize, blockCount: blockCount, retireMilliseconds: retireMilliseconds)
        try bind(interfaceIndex: interfaceIndex)
    }

    /// The ring, set up but not yet bound (nothing arrives until `bind`). The set-up waits an RCU
    /// grace period in the kernel (packet_set_ring calls synchronize_net): `ScanRingPreparation`
    /// runs it while the scan does other work.
    init(blockSize: Int, blockCount: Int, retireMilliseconds: UInt32 = 1) throws(ProbeError) {
        // Protocol 0 until bind (which names every protocol): a socket hooked from the start
        // would be unhooked again by bind, one more RCU grace period of waiting.
        let descriptor = socket(AF_PACKET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw systemError("packet socket") }
        func fail(_ what: String) -> ProbeError {
            let error = systemError(what)
            close(descriptor)
            return error
        }
        var version = Self.tpacketV3
        guard setsockopt(descriptor, Self.solPacket, Self.packetVersion, &version, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw fail("PACKET_VERSION")
        }
        var on: Int32 = 1
        _ = setsockopt(descriptor, Self.solPacket, Self.ignoreOutgoing, &on, socklen_t(MemoryLayout<Int32>.size))
        // struct tpacket_req3: block size and count, frame size and count, retire timeout (ms),
        // private area size, feature word.
        let frameSize: UInt32 = 2048
        var request: [UInt32] = [UInt32(blockSize), UInt32(blockCount), frameSize,
                                 UInt32(blockSize / Int(frameSize) * blockCount), retireMilliseconds, 0, 0]
        let set = request.withUnsafeMutableBytes {
            setsockopt(descriptor, Self.solPacket, Self.packetRXRing, $0.baseAddress, socklen_t($0.count))
        }
        guard set == 0 else { throw fail("PACKET_RX_RING") }
        let mapped = mmap(nil, blockSize * blockCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else { throw fail("mmap packet ring") }
        fileDescriptor = descriptor
        ring = mapped
        self.blockSize = blockSize
        self.blockCount = blockCount
    }

    /// Starts the ring's packets: every protocol on `interfaceIndex` (0: every interface).
    /// Throws `.system` when the kernel refuses (the caller closes the ring).
    func bind(interfaceIndex: Int32) throws(ProbeError) {
        let bound = LinkLayerAddress(interfaceIndex: interfaceIndex, etherType: Self.allProtocols).bindSocket(fileDescriptor)
        guard bound == 0 else { throw systemError("bind packet socket") }
        self.interfaceIndex = interfaceIndex
    }

    private var isClosed = false

    deinit { closeSocket() }

    /// Unmaps the ring and closes the socket now: the scan's receive thread calls it as it stops.
    /// The close goes to a helper process (`closePacketSocket`), so nobody waits for its two grace
    /// periods; failing that, `onThisThread`: close and wait here (the caller is a thread of its
    /// own), else on a new thread. Failure contract: total; nothing may be received after it; a
    /// second call does nothing.
    func closeSocket(onThisThread: Bool = false) {
        guard !isClosed else { return }
        isClosed = true
        munmap(ring, blockSize * blockCount)
        closePacketSocket(fileDescriptor, onThisThread: onThisThread)
    }

    /// Calls `body` with every IPv4/IPv6 packet in the blocks ready now, waiting up to
    /// `timeoutMilliseconds` for the first block; returns how many packets it passed.
    @discardableResult
    func receive(timeoutMilliseconds: Int32, _ body: (_ bytes: [UInt8], _ time: Timestamp) -> Void) -> Int {
        if !isReady(current) {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN | POLLERR), revents: 0)
            _ = poll(&descriptor, 1, timeoutMilliseconds)
        }
        var passed = 0
        var blocks = 0
        while blocks < blockCount && isReady(current) {
            passed += walk(ring + current * blockSize, body)
            release(current)
            current = (current + 1) % blockCount
            blocks += 1
        }
        return passed
    }

    /// tpacket_block_desc: version (u32), offset_to_priv (u32), then tpacket_hdr_v1: block_status,
    /// num_pkts, offset_to_first_pkt, blk_len (u32 each), ...
    private func isReady(_ index: Int) -> Bool {
        atomicMemoryFence(ordering: .acquiring)
        let status = (ring + index * blockSize).load(fromByteOffset: 8, as: UInt32.self)
        atomicMemoryFence(ordering: .acquiring)
        return status & Self.statusUser != 0
    }

    private func release(_ index: Int) {
        atomicMemoryFence(ordering: .releasing)
        (ring + index * blockSize).storeBytes(of: 0, toByteOffset: 8, as: UInt32.self)   // TP_STATUS_KERNEL
        atomicMemoryFence(ordering: .sequentiallyConsistent)
    }

    /// Every packet of one block. tpacket3_hdr: tp_next_offset, tp_sec, tp_nsec, tp_snaplen, tp_len,
    /// tp_status (u32 each), tp_mac, tp_net (u16); sockaddr_ll after the 48-byte header. Offsets
    /// come from the kernel but are still checked against the block.
    private func walk(_ block: UnsafeMutableRawPointer, _ body: ([UInt8], Timestamp) -> Void) -> Int {
        let count = Int(block.load(fromByteOffset: 12, as: UInt32.self))
        var offset = Int(block.load(fromByteOffset: 16, as: UInt32.self))
        var passed = 0
        for _ in 0..<count {
            guard offset >= 0, offset <= blockSize &- (Self.packetHeaderSize + MemoryLayout<LinkLayerAddress>.size) else { break }
            let packet = block + offset
            let next = Int(packet.load(fromByteOffset: 0, as: UInt32.self))
            let seconds = packet.load(fromByteOffset: 4, as: UInt32.self)
            let nanoseconds = packet.load(fromByteOffset: 8, as: UInt32.self)
            let length = Int(packet.load(fromByteOffset: 12, as: UInt32.self))
            let network = Int(packet.load(fromByteOffset: 26, as: UInt16.self))
            let link = packet.loadUnaligned(fromByteOffset: Self.packetHeaderSize, as: LinkLayerAddress.self)
            let protocolNumber = UInt16(bigEndian: link.protocolNumber)
            if link.packetType != Self.packetOutgoing,
               interfaceIndex == 0 || link.interfaceIndex == interfaceIndex,
               protocolNumber == EtherType.ipv4.rawValue || protocolNumber == EtherType.ipv6.rawValue,
               network <= blockSize &- offset, length <= blockSize &- offset &- network {
                let bytes = [UInt8](UnsafeRawBufferPointer(start: packet + network, count: length))
                body(bytes, Timestamp(seconds: Int64(seconds), nanoseconds: nanoseconds))
                passed += 1
            }
            guard next > 0 else { break }
            offset += next
        }
        return passed
    }
}

/// A scan's receive ring, set up on a thread of its own from the moment the scan knows it wants
/// one, while the command line is parsed, routes are looked up and hosts discovered: the set-up's
/// grace period (10-30 ms here) no longer stands between the command and its first probe.
///
/// Failure contract: total. `take` gives nil when the kernel refused the ring (the caller falls
/// back as without one); a ring never taken is closed by `discard` or, failing that, at deinit.
public final class ScanRingPreparation: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let finished = Atomic<Bool>(false)
    /// Written by the set-up thread before it signals `ready`; read after the wait, by one owner
    /// at a time (the scan, then `discard`).
    private var prepared: ScanRingReceiver?
    private var waited = false
    /// Set by the first of `take`, `discard` and `discardNow`: the scan's receive thread and the
    /// runner may reach the ring at the same time (an engine that started on raw sockets).
    private let consumed = Atomic<Bool>(false)

    /// Starts setting up a ring sized for about `replies` packets (`ScanRingReceiver.geometry`).
    init(replies: UInt64) {
        let (blockSize, blockCount) = ScanRingReceiver.geometry(replies: replies)
        Thread.detachNewThread { [self] in
            prepared = try? ScanRingReceiver(blockSize: blockSize, blockCount: blockCount)
            finished.store(true, ordering: .releasing)
            ready.signal()
        }
    }

    /// Whether the set-up has ended (`take` would not wait).
    var isReady: Bool { finished.load(ordering: .acquiring) }

    private func wait() -> ScanRingReceiver? {
        if !waited {
            ready.wait()
            waited = true
        }
        return prepared
    }

    /// The ring bound to `interfaceIndex`, waiting for its set-up to end; nil when the kernel
    /// refused it. Once only: a second call gives nil.
    func take(interfaceIndex: Int32) -> ScanRingReceiver? {
        guard !consumed.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        guard let ring = wait() else { return nil }
        prepared = nil
        do {
            try ring.bind(interfaceIndex: interfaceIndex)
            return ring
        } catch {
            ring.closeSocket()
            return nil
        }
    }

    /// Closes the ring if nobody took it (the scan ended before its port scan, or did not want
    /// it), on a thread of its own: the set-up may still be waiting for its grace period.
    func discard() {
        guard !consumed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        PacketSocketCloses.pending.enter()
        Thread.detachNewThread { [self] in
            closeUntaken()
            PacketSocketCloses.pending.leave()
        }
    }

    /// Closes the ring if nobody took it, here: waits for the set-up, then hands the socket to a
    /// helper (`closePacketSocket`). For the process's exit, which no thread would outlive.
    func discardNow() {
        guard !consumed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        closeUntaken()
    }

    /// For the one caller that claimed the ring unused: after its set-up, the socket goes to a
    /// helper (`closePacketSocket`) from this thread.
    private func closeUntaken() {
        wait()?.closeSocket(onThisThread: true)
        prepared = nil
    }

    deinit { prepared?.closeSocket() }
}

extension ScanRingPreparation {
    private static let early = Mutex<ScanRingPreparation?>(nil)

    /// Starts the largest ring (16 MB) at process start when `arguments` (a `scan` command line,
    /// normalized: `-p` and its value apart) ask for more ports than a ring-less scan takes
    /// (`RawScanner.ringThreshold`), so that its grace period passes while ArgumentParser parses
    /// the command line (8 ms here). A guess: the scan takes it (`takeEarly`) when it does want a
    /// ring and discards it otherwise; nobody waits for a wrong guess but the exit, and only if
    /// it comes before the set-up ended. Not for -sT or -sn, nor with SWIFTNET_SCAN_NO_RING.
    public static func startEarly(arguments: [String]) {
        guard getenv("SWIFTNET_SCAN_NO_RING") == nil, !arguments.contains("-sT"), !arguments.contains("-sn"),
              let flag = arguments.lastIndex(of: "-p"), flag + 1 < arguments.count,
              let spec = try? PortSpec(parsing: arguments[flag + 1]),
              UInt64(max(spec.ports(for: .tcp).count, spec.ports(for: .udp).count)) * 2 > RawScanner.ringThreshold else { return }
        early.withLock { $0 = ScanRingPreparation(replies: .max) }
        // A command that ends before its scan (a usage error) still closes it, off its exit.
        atexit { ScanRingPreparation.takeEarly()?.discardNow() }
    }

    /// The ring `startEarly` began, once; nil when none was.
    static func takeEarly() -> ScanRingPreparation? {
        early.withLock { preparation in
            defer { preparation = nil }
            return preparation
        }
    }
}
