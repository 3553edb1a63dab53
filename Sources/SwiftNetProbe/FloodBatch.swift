#if canImport(Glibc)
import Glibc
#endif

/// Buffers for flood batches, allocated once per flood and reused by every sendmmsg: `capacity`
/// packet slots of `slotSize` bytes, one iovec and one message header per slot, and one
/// destination address they all point at (a flood has a single destination).
///
/// Failure contract: none at run time; slot indices past `capacity` are a programming error.
final class FloodBatch {
    let capacity: Int
    private(set) var slotSize: Int
    private var storage: UnsafeMutableRawPointer
    let vectors: UnsafeMutablePointer<iovec>
    let headers: UnsafeMutablePointer<MultipleMessageHeader>
    /// Room for any socket address (sockaddr_storage).
    private let address: UnsafeMutableRawPointer
    private static let addressCapacity = MemoryLayout<sockaddr_storage>.size

    init(capacity: Int, slotSize: Int) {
        self.capacity = capacity
        self.slotSize = Self.rounded(slotSize)
        storage = .allocate(byteCount: capacity * self.slotSize, alignment: 64)
        vectors = .allocate(capacity: capacity)
        headers = .allocate(capacity: capacity)
        address = .allocate(byteCount: Self.addressCapacity, alignment: 16)
        for index in 0..<capacity {
            vectors[index] = iovec(iov_base: storage + index * self.slotSize, iov_len: 0)
            var header = MultipleMessageHeader()
            header.msg_hdr.msg_name = address
            header.msg_hdr.msg_iov = vectors + index
            header.msg_hdr.msg_iovlen = 1
            headers[index] = header
        }
    }

    deinit {
        storage.deallocate(); vectors.deallocate(); headers.deallocate(); address.deallocate()
    }

    /// Slots start on 64-byte boundaries (cache lines).
    private static func rounded(_ size: Int) -> Int { max(64, (size + 63) & ~63) }

    /// The bytes of slot `index`, `slotSize` long.
    func slot(_ index: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: storage + index * slotSize, count: slotSize)
    }

    /// The packet in slot `index` is `length` bytes long.
    func setLength(_ length: Int, ofSlot index: Int) { vectors[index].iov_len = length }

    /// Makes every slot at least `size` bytes; the slots' contents are lost.
    func grow(toSlotSize size: Int) {
        guard size > slotSize else { return }
        storage.deallocate()
        slotSize = Self.rounded(size)
        storage = .allocate(byteCount: capacity * slotSize, alignment: 64)
        for index in 0..<capacity { vectors[index].iov_base = storage + index * slotSize }
    }

    /// Points every message at a copy of `length` bytes of `source` (a sockaddr).
    func setAddress(_ source: UnsafeRawPointer, length: Int) {
        let length = min(length, Self.addressCapacity)
        address.copyMemory(from: source, byteCount: length)
        for index in 0..<capacity { headers[index].msg_hdr.msg_namelen = socklen_t(length) }
    }
}
