import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// Sends whole IP packets whose every header byte the caller built.
///
/// IPv4: `socket(AF_INET, SOCK_RAW, IPPROTO_RAW)`, which implies IP_HDRINCL. Linux still fills in
/// the IPv4 header checksum and total length always, and the source address and id when they are
/// zero (raw(7)); every other field goes out as built. IPv6: `socket(AF_INET6, SOCK_RAW,
/// IPPROTO_RAW)`, which Linux also treats as header-included: the 40-byte header, extension headers
/// and payload go out as built (nothing is filled in).
///
/// Batches go through sendmmsg(2), one system call per batch. Safe to use from several threads:
/// every call keeps its own buffers. Failure contract: `init` throws `.noPermission` without root
/// or CAP_NET_RAW, `.noSuchInterface` for a bad interface; sends throw `.system` with the errno.
public final class RawSender: @unchecked Sendable {
    public let family: AddressFamily
    public let fileDescriptor: Int32

    /// A raw sender for `family`, bound to `interface` (SO_BINDTODEVICE) when one is named.
    public init(family: AddressFamily, interface: String? = nil, sendBufferBytes: Int = 4 << 20) throws(ProbeError) {
        self.family = family
        let domain = family == .ipv4 ? AF_INET : AF_INET6
        let descriptor = socket(domain, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), Int32(IPPROTO_RAW))
        guard descriptor >= 0 else { throw systemError("raw socket") }
        fileDescriptor = descriptor
        var size = Int32(clamping: sendBufferBytes)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        if let interface {
            _ = try RouteLookup.interfaceIndex(named: interface)
            let bound = interface.withCString {
                setsockopt(descriptor, SOL_SOCKET, SO_BINDTODEVICE, $0, socklen_t(strlen($0) + 1))
            }
            guard bound == 0 else { throw systemError("bind to \(interface)") }
        }
    }

    deinit { close(fileDescriptor) }

    /// Sends one packet (starting with its IP header) to `destination`, which picks the route.
    public func send(_ packet: [UInt8], to destination: IPAddress) throws(ProbeError) {
        var sent = -1
        repeat {    // a signal (Ctrl-C) during sendto must not turn into an error
            sent = packet.withUnsafeBytes { bytes in
                destination.withSocketAddress { address, length in
                    sendto(fileDescriptor, bytes.baseAddress, bytes.count, 0, address, length)
                }
            }
        } while sent < 0 && errno == EINTR
        guard sent >= 0 else { throw systemError("sendto \(destination)") }
    }

    /// Sends `packets` all to `destination` in one sendmmsg; returns how many the kernel took (it
    /// may take fewer when its queue is full: send the rest again). Throws only when none went.
    @discardableResult
    public func send(batch packets: [[UInt8]], to destination: IPAddress) throws(ProbeError) -> Int {
        try send(batch: packets) { _ in destination }
    }

    /// Sends `packets[i]` to `destinations[i]` in one sendmmsg; same contract as above.
    @discardableResult
    public func send(batch packets: [[UInt8]], to destinations: [IPAddress]) throws(ProbeError) -> Int {
        precondition(packets.count == destinations.count, "one destination per packet")
        return try send(batch: packets) { destinations[$0] }
    }

    /// Sends the first `count` slots of `batch` to `destination` in one sendmmsg (no copy, no
    /// allocation); same contract as `send(batch:to:)`.
    func send(_ batch: FloodBatch, count: Int, to destination: IPAddress) throws(ProbeError) -> Int {
        guard count > 0 else { return 0 }
        destination.withSocketAddress { address, length in batch.setAddress(address, length: Int(length)) }
        return try sendAllMessages(fileDescriptor, batch.headers, count) { _ in destination.description }
    }

    private func send(batch packets: [[UInt8]], destination: (Int) -> IPAddress) throws(ProbeError) -> Int {
        let count = packets.count
        guard count > 0 else { return 0 }
        let totalBytes = packets.reduce(0) { $0 + $1.count }
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(1, totalBytes), alignment: 16)
        let vectors = UnsafeMutablePointer<iovec>.allocate(capacity: count)
        let addresses = UnsafeMutablePointer<sockaddr_storage>.allocate(capacity: count)
        let headers = UnsafeMutablePointer<MultipleMessageHeader>.allocate(capacity: count)
        defer {
            scratch.deallocate(); vectors.deallocate(); addresses.deallocate(); headers.deallocate()
        }
        var offset = 0
        for index in 0..<count {
            let packet = packets[index]
            packet.withUnsafeBytes { source in
                if let base = source.baseAddress { (scratch + offset).copyMemory(from: base, byteCount: source.count) }
            }
            vectors[index] = iovec(iov_base: scratch + offset, iov_len: packet.count)
            offset += packet.count
            var length: socklen_t = 0
            destination(index).withSocketAddress { address, addressLength in
                UnsafeMutableRawPointer(addresses + index).copyMemory(from: address, byteCount: Int(addressLength))
                length = addressLength
            }
            var header = MultipleMessageHeader()
            header.msg_hdr.msg_name = UnsafeMutableRawPointer(addresses + index)
            header.msg_hdr.msg_namelen = length
            header.msg_hdr.msg_iov = vectors + index
            header.msg_hdr.msg_iovlen = 1
            headers[index] = header
        }
        return try sendAllMessages(fileDescriptor, headers, count) { destination($0).description }
    }
}

/// sendmmsg until all `count` messages went, the queue stays full, or an error: returns how many
/// went; throws only when none did. A full queue (ENOBUFS/EAGAIN) is retried after a short pause.
func sendAllMessages(_ fileDescriptor: Int32, _ headers: UnsafeMutablePointer<MultipleMessageHeader>, _ count: Int,
                     describe: (Int) -> String) throws(ProbeError) -> Int {
    var done = 0
    var fullQueueRetries = 0
    while done < count {
        let sent = sendMultipleMessages(fileDescriptor, headers + done, UInt32(count - done), 0)
        if sent < 0 {
            let code = errno
            if code == EINTR { continue }
            if done > 0 && (code == ENOBUFS || code == EAGAIN) { break }
            if (code == ENOBUFS || code == EAGAIN) && fullQueueRetries < 10_000 {
                // The queue is full: give the device a moment rather than fail the first packet.
                fullQueueRetries += 1
                var pause = timespec(tv_sec: 0, tv_nsec: 50_000)
                nanosleep(&pause, nil)
                continue
            }
            if done > 0 { break }
            throw systemError("sendmmsg \(describe(done))", code)
        }
        done += Int(sent)
    }
    return done
}

/// `struct mmsghdr` (sendmmsg(2)): Swift's Glibc module exports neither it nor sendmmsg, which glibc
/// declares only under _GNU_SOURCE. Same fields, same order: C layout (64 bytes on 64-bit).
struct MultipleMessageHeader {
    var msg_hdr = msghdr()
    var msg_len: UInt32 = 0
}

private typealias SendMultipleMessages = @convention(c) (Int32, UnsafeMutableRawPointer?, UInt32, Int32) -> Int32

/// glibc's sendmmsg, looked up once at run time (RTLD_DEFAULT) since the module map hides it.
private let sendmmsgFunction: SendMultipleMessages? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sendmmsg") else { return nil }
    return unsafeBitCast(symbol, to: SendMultipleMessages.self)
}()

/// sendmmsg(2), or one sendmsg per message when the symbol is missing; same return contract.
private func sendMultipleMessages(_ descriptor: Int32, _ headers: UnsafeMutablePointer<MultipleMessageHeader>,
                                  _ count: UInt32, _ flags: Int32) -> Int32 {
    if let sendmmsgFunction { return sendmmsgFunction(descriptor, UnsafeMutableRawPointer(headers), count, flags) }
    var sent: Int32 = 0
    while sent < Int32(count) {
        if sendmsg(descriptor, &headers[Int(sent)].msg_hdr, flags) < 0 { return sent > 0 ? sent : -1 }
        sent += 1
    }
    return sent
}
