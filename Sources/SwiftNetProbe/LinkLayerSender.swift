import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// Sends whole IP packets straight to an interface's driver through a cooked AF_PACKET socket
/// (`SOCK_DGRAM`: the kernel adds the link header for the given next-hop MAC address), skipping
/// the IP output path and, with PACKET_QDISC_BYPASS, the queueing discipline. Nothing in the IP
/// header is rewritten (IPv4 checksum and length included), and it is the faster path for floods.
///
/// The caller supplies the next hop's link address (`NeighborTable.linkAddress(for:interfaceIndex:)`
/// finds the kernel's entry). Failure contract: `init` throws `.noPermission` without root or
/// CAP_NET_RAW; sends throw `.system`; batches follow `RawSender.send(batch:to:)`.
public final class LinkLayerSender: @unchecked Sendable {
    public let fileDescriptor: Int32
    public let interfaceIndex: Int32
    public let nextHop: MACAddress

    private static let solPacket: Int32 = 263          // SOL_PACKET
    private static let qdiscBypass: Int32 = 20         // PACKET_QDISC_BYPASS (Linux 3.14)

    public init(interfaceIndex: Int32, nextHop: MACAddress, sendBufferBytes: Int = 4 << 20) throws(ProbeError) {
        let descriptor = socket(AF_PACKET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw systemError("packet socket") }
        fileDescriptor = descriptor
        self.interfaceIndex = interfaceIndex
        self.nextHop = nextHop
        var on: Int32 = 1
        _ = setsockopt(descriptor, Self.solPacket, Self.qdiscBypass, &on, socklen_t(MemoryLayout<Int32>.size))
        var size = Int32(clamping: sendBufferBytes)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(fileDescriptor) }

    private func address(for packet: [UInt8]) -> LinkLayerAddress {
        let isIPv6 = (packet.first ?? 0) >> 4 == 6
        return LinkLayerAddress(interfaceIndex: interfaceIndex,
                                etherType: (isIPv6 ? EtherType.ipv6 : EtherType.ipv4).rawValue, mac: nextHop)
    }

    /// Sends one packet (IP header first) to the next hop.
    public func send(_ packet: [UInt8]) throws(ProbeError) {
        let link = address(for: packet)
        var sent = -1
        repeat {
            sent = packet.withUnsafeBytes { bytes in
                link.withSocketAddress { sendto(fileDescriptor, bytes.baseAddress, bytes.count, 0, $0, $1) }
            }
        } while sent < 0 && errno == EINTR
        guard sent >= 0 else { throw systemError("packet sendto") }
    }

    /// Sends the first `count` slots of `batch` (IPv4 or IPv6 by `isIPv6`) in one sendmmsg, with
    /// no copy or allocation; same contract as `send(batch:)`.
    func send(_ batch: FloodBatch, count: Int, isIPv6: Bool) throws(ProbeError) -> Int {
        guard count > 0 else { return 0 }
        var link = address(for: isIPv6 ? [0x60] : [0x40])
        withUnsafeBytes(of: &link) { batch.setAddress($0.baseAddress!, length: $0.count) }
        return try sendAllMessages(fileDescriptor, batch.headers, count) { _ in "interface \(interfaceIndex)" }
    }

    /// Sends `packets` in one sendmmsg; returns how many the kernel took (see `RawSender`).
    @discardableResult
    public func send(batch packets: [[UInt8]]) throws(ProbeError) -> Int {
        let count = packets.count
        guard count > 0 else { return 0 }
        let totalBytes = packets.reduce(0) { $0 + $1.count }
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(1, totalBytes), alignment: 16)
        let vectors = UnsafeMutablePointer<iovec>.allocate(capacity: count)
        let headers = UnsafeMutablePointer<MultipleMessageHeader>.allocate(capacity: count)
        var link = address(for: packets[0])
        defer { scratch.deallocate(); vectors.deallocate(); headers.deallocate() }
        let sent: Result<Int, ProbeError> = withUnsafeMutablePointer(to: &link) { linkPointer in
            var offset = 0
            for index in 0..<count {
                packets[index].withUnsafeBytes { source in
                    if let base = source.baseAddress { (scratch + offset).copyMemory(from: base, byteCount: source.count) }
                }
                vectors[index] = iovec(iov_base: scratch + offset, iov_len: packets[index].count)
                offset += packets[index].count
                var header = MultipleMessageHeader()
                header.msg_hdr.msg_name = UnsafeMutableRawPointer(linkPointer)
                header.msg_hdr.msg_namelen = socklen_t(MemoryLayout<LinkLayerAddress>.size)
                header.msg_hdr.msg_iov = vectors + index
                header.msg_hdr.msg_iovlen = 1
                headers[index] = header
            }
            do throws(ProbeError) {
                return .success(try sendAllMessages(fileDescriptor, headers, count) { _ in "interface \(interfaceIndex)" })
            } catch {
                return .failure(error)
            }
        }
        return try sent.get()
    }
}

/// The kernel's neighbour (ARP / NDP) entries, read through `ip neigh`-equivalent /proc and sysfs
/// files where possible.
public enum NeighborTable {
    /// The link-layer address the kernel has for `address` on the interface (from /proc/net/arp for
    /// IPv4), or the interface's own peer for point-to-point links; nil when there is no entry yet
    /// (send one ordinary packet first to make the kernel resolve it).
    public static func linkAddress(for address: IPAddress, interfaceName: String) -> MACAddress? {
        guard case .v4 = address, let file = fopen("/proc/net/arp", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            // IP address, HW type, Flags, HW address, Mask, Device
            guard fields.count >= 6, fields[0] == address.description, fields[5] == interfaceName,
                  fields[2] != "0x0", let mac = MACAddress(String(fields[3])) else { continue }
            return mac
        }
        return nil
    }
}
