import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

// recvmsg(2) and the walk over its ancillary data, shared by the packet receiver and the ICMP
// datagram socket: both want the datagram, the sender's address and control messages (receive
// timestamps, TTL, queued errors) from one call that never blocks. Raw Glibc, not swift-system:
// swift-system has no recvmsg with ancillary data, and fuzz/build.sh compiles this module with
// swiftc alone, without package dependencies.

/// What one recvmsg returned: the datagram's length (its full length with MSG_TRUNC, which may
/// exceed the buffer) and how many control bytes the kernel filled; nil count: errno says why.
struct SocketMessage {
    var count: Int
    var controlLength: Int
}

/// One non-blocking recvmsg on `descriptor` (MSG_DONTWAIT is added to `flags`): the datagram
/// into `data`, its sender into `name` (a sockaddr-shaped value: sockaddr_storage, sockaddr_ll),
/// ancillary data into `control`. Returns nil when the call failed (errno set: EAGAIN when
/// nothing is queued), never reads or writes past any of the three buffers.
func receiveMessage<Name>(_ descriptor: Int32, data: inout [UInt8], name: inout Name,
                          control: inout [UInt8], flags: Int32 = 0) -> SocketMessage? {
    var controlLength = 0
    let count: Int = data.withUnsafeMutableBytes { dataBytes in
        control.withUnsafeMutableBytes { controlBytes in
            withUnsafeMutablePointer(to: &name) { namePointer in
                var vector = iovec(iov_base: dataBytes.baseAddress, iov_len: dataBytes.count)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                    var message = msghdr()
                    message.msg_name = UnsafeMutableRawPointer(namePointer)
                    message.msg_namelen = socklen_t(MemoryLayout<Name>.size)
                    message.msg_iov = vectorPointer
                    message.msg_iovlen = 1
                    message.msg_control = controlBytes.baseAddress
                    message.msg_controllen = controlBytes.count
                    let received = recvmsg(descriptor, &message, flags | Int32(MSG_DONTWAIT))
                    controlLength = Int(message.msg_controllen)
                    return received
                }
            }
        }
    }
    guard count >= 0 else { return nil }
    return SocketMessage(count: count, controlLength: min(controlLength, control.count))
}

/// Calls `body` with each control message's level, type and data bytes (`length` bytes of
/// `control` as recvmsg filled them). Stops at the first header whose length is short or runs
/// past the end, so a malformed buffer is never read beyond.
func forEachControlMessage(_ control: [UInt8], length: Int,
                           _ body: (_ level: Int32, _ type: Int32, _ data: ArraySlice<UInt8>) -> Void) {
    control.withUnsafeBytes { bytes in
        walkControlMessages(UnsafeRawBufferPointer(rebasing: bytes.prefix(max(0, length)))) { level, type, range in
            body(level, type, control[range])
        }
    }
}

/// The same walk over control bytes in place (a recvmmsg batch's per-message control buffers).
func forEachControlMessage(_ control: UnsafeRawBufferPointer,
                           _ body: (_ level: Int32, _ type: Int32, _ data: UnsafeRawBufferPointer) -> Void) {
    walkControlMessages(control) { level, type, range in body(level, type, UnsafeRawBufferPointer(rebasing: control[range])) }
}

/// The control messages in `control`: each one's level, type and the offsets of its data.
private func walkControlMessages(_ control: UnsafeRawBufferPointer, _ body: (_ level: Int32, _ type: Int32, _ data: Range<Int>) -> Void) {
    var offset = 0
    let end = control.count
    let headerSize = MemoryLayout<cmsghdr>.size
    while offset <= end &- headerSize {
        let header = control.loadUnaligned(fromByteOffset: offset, as: cmsghdr.self)
        let messageLength = Int(clamping: header.cmsg_len)
        guard messageLength >= headerSize, offset <= end &- messageLength else { return }
        body(header.cmsg_level, header.cmsg_type, (offset + headerSize)..<(offset + messageLength))
        offset += (messageLength + 7) & ~7      // CMSG_ALIGN on 64-bit
    }
}

/// SCM_TIMESTAMPNS (SO_TIMESTAMPNS) as a value type, read from a control message's data; nil when
/// the data is too short for a timespec.
func controlTimestamp(_ data: ArraySlice<UInt8>) -> Timestamp? {
    data.withUnsafeBytes { controlTimestamp($0) }
}

func controlTimestamp(_ data: UnsafeRawBufferPointer) -> Timestamp? {
    guard data.count >= MemoryLayout<timespec>.size else { return nil }
    let value = data.loadUnaligned(as: timespec.self)
    return Timestamp(seconds: Int64(value.tv_sec), nanoseconds: UInt32(clamping: value.tv_nsec))
}

private typealias ReceiveMultipleMessages = @convention(c) (Int32, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutableRawPointer?) -> Int32

/// glibc's recvmmsg, looked up once at run time (RTLD_DEFAULT) since the module map hides it (as
/// sendmmsg, see `MultipleMessageHeader`).
private let recvmmsgFunction: ReceiveMultipleMessages? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "recvmmsg") else { return nil }
    return unsafeBitCast(symbol, to: ReceiveMultipleMessages.self)
}()

/// recvmmsg(2) without a timeout, or one recvmsg per message when the symbol is missing (stopping
/// at the first that fails). Returns the messages filled (each header's msg_len set), or -1 with
/// errno when none was.
func receiveMultipleMessages(_ descriptor: Int32, _ headers: UnsafeMutablePointer<MultipleMessageHeader>,
                             _ count: UInt32, _ flags: Int32) -> Int32 {
    if let recvmmsgFunction { return recvmmsgFunction(descriptor, UnsafeMutableRawPointer(headers), count, flags, nil) }
    var received: Int32 = 0
    while received < Int32(count) {
        let length = recvmsg(descriptor, &headers[Int(received)].msg_hdr, flags)
        if length < 0 { return received > 0 ? received : -1 }
        headers[Int(received)].msg_len = UInt32(clamping: length)
        received += 1
    }
    return received
}

/// SOL_SOCKET / SCM_TIMESTAMPNS (asm-generic/socket.h: SO_TIMESTAMPNS, 35), which Swift's Glibc
/// module does not export.
let timestampNanosecondsOption: Int32 = 35
