#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read failure reported by the operating system; the text is strerror's.
struct InputError: Error {
    var message: String
}

/// A forward-only window over a file descriptor (or a byte array) that reads in large chunks.
///
/// The window is a fixed buffer (1 MiB by default) holding `storage[start..<end]`; it grows only when
/// one record is larger than it, one doubling at a time as bytes actually arrive, so a record whose
/// length field lies cannot make it allocate more than the input really holds. File offsets are
/// 64-bit, so inputs over 4 GiB work; nothing seeks, so pipes work.
///
/// Failure contract: `fill` returns false at end of input and throws only when `read(2)` fails.
final class InputBuffer {
    static let defaultCapacity = 1 << 20

    private(set) var storage: UnsafeMutableRawPointer
    private(set) var capacity: Int
    /// First unconsumed byte.
    private(set) var start = 0
    /// One past the last valid byte.
    private(set) var end = 0
    /// File offset of `storage[0]`.
    private var baseOffset: UInt64 = 0
    private let fileDescriptor: Int32
    private(set) var atEndOfInput: Bool

    init(fileDescriptor: Int32, capacity: Int = InputBuffer.defaultCapacity) {
        self.fileDescriptor = fileDescriptor
        self.capacity = max(capacity, 64)
        self.storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
        self.atEndOfInput = false
    }

    /// A window over bytes already in memory (no descriptor; the input ends after them).
    init(bytes: [UInt8]) {
        self.fileDescriptor = -1
        self.capacity = max(bytes.count, 64)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { storage.copyMemory(from: base, byteCount: source.count) }
        }
        self.storage = storage
        self.end = bytes.count
        self.atEndOfInput = true
    }

    deinit { storage.deallocate() }

    /// Bytes available at `pointer`.
    @inline(__always) var available: Int { end &- start }

    /// The first unconsumed byte; valid until the next `fill`.
    @inline(__always) var pointer: UnsafeRawPointer { UnsafeRawPointer(storage + start) }

    /// File offset of the first unconsumed byte.
    @inline(__always) var offset: UInt64 { baseOffset &+ UInt64(start) }

    /// Marks `count` available bytes as consumed.
    @inline(__always) func consume(_ count: Int) {
        precondition(count >= 0 && count <= available, "consume past the window")
        start &+= count
    }

    /// Makes at least `count` bytes available at `pointer`, reading as needed; false when the input
    /// ends first (the bytes that did arrive stay available). The caller bounds `count`.
    @inline(__always) func fill(_ count: Int) throws(InputError) -> Bool {
        if available >= count { return true }
        return try slowFill(count)
    }

    private func slowFill(_ count: Int) throws(InputError) -> Bool {
        if capacity &- start < count && start > 0 {
            // Move the partial record to the front so the rest can follow it.
            let kept = available
            if kept > 0 { storage.copyMemory(from: storage + start, byteCount: kept) }
            baseOffset &+= UInt64(start)
            start = 0
            end = kept
        }
        while available < count {
            if atEndOfInput { return false }
            if end == capacity {
                // Only reached when one record is larger than the window (start is 0 here).
                let grown = min(capacity &* 2, count)
                let bigger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
                bigger.copyMemory(from: storage + start, byteCount: available)
                storage.deallocate()
                baseOffset &+= UInt64(start)
                end = available
                start = 0
                storage = bigger
                capacity = grown
            }
            let got = read(fileDescriptor, storage + end, capacity &- end)
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw InputError(message: String(cString: strerror(code)))
            }
            if got == 0 { atEndOfInput = true } else { end &+= got }
        }
        return true
    }
}
