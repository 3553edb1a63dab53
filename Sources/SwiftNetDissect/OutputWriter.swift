#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte buffer that is written to a file descriptor in large chunks: printers append to `buffer`,
/// then call `flushIfFull()` once per packet and `flush()` at the end. Hot loops may instead keep
/// their own `PrintBuffer` in a local variable and hand it to `writeIfFull(_:)` / `write(_:)`.
///
/// Failure contract: a failed write(2) (EPIPE when the reader went away, ENOSPC, …) is reported by
/// `flush` / `write` returning false with `errno` text in `lastError`; the buffer is then discarded
/// so the caller can stop cleanly. Short writes and EINTR are retried. Never traps.
public final class OutputWriter {
    public let fileDescriptor: Int32
    /// Pending bytes; append to it directly.
    public var buffer: PrintBuffer
    /// Write once the buffer holds this many bytes.
    public let threshold: Int
    /// Set after a failed write: strerror's text.
    public private(set) var lastError: String?

    public init(fileDescriptor: Int32 = 1, threshold: Int = 1 << 16) {
        self.fileDescriptor = fileDescriptor
        self.threshold = threshold
        self.buffer = PrintBuffer(capacity: threshold + 4096)
    }

    /// When the descriptor is a pipe, asks Linux to make its buffer `bytes` long (F_SETPIPE_SZ,
    /// capped by /proc/sys/fs/pipe-max-size for non-root), so that each large write wakes the reader
    /// once instead of once per 64 KiB. Returns the pipe's size afterwards, nil when the descriptor
    /// is not a pipe or the kernel refused (the output is the same either way; only speed changes).
    @discardableResult
    public func enlargePipeBuffer(to bytes: Int) -> Int? {
        #if os(Linux)
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return nil }
        // fcntl.h: F_LINUX_SPECIFIC_BASE (1024) + 7 and + 8; not exported by the Glibc module.
        let setPipeSize: Int32 = 1031
        let getPipeSize: Int32 = 1032
        let requested = Int32(clamping: bytes)
        // Fails (EPERM) above pipe-max-size without privilege: the pipe keeps its size.
        guard fcntl(fileDescriptor, setPipeSize, requested) >= 0 else { return nil }
        let size = fcntl(fileDescriptor, getPipeSize)
        return size > 0 ? Int(size) : nil
        #else
        return nil
        #endif
    }

    /// Writes `pending` (a caller's own buffer, kept in a local variable so the hot loop has no
    /// class-property access) when it holds `threshold` bytes or more, and empties it; false after a
    /// write error (then `pending` is emptied too and `lastError` says why).
    @inline(__always)
    public func writeIfFull(_ pending: inout PrintBuffer) -> Bool {
        pending.count >= threshold ? write(&pending) : true
    }

    /// Writes all of `pending` (retrying short writes and EINTR) and empties it; false after a
    /// write error.
    @discardableResult
    public func write(_ pending: inout PrintBuffer) -> Bool {
        let failed = pending.withUnsafeBytes { !writeAll($0) }
        pending.removeAll()
        return !failed
    }

    /// write(2) until every byte is out; false (with `lastError`) on an error other than EINTR.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(fileDescriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                lastError = String(cString: strerror(errno))
                return false
            }
            offset += written
        }
        return true
    }

    /// Writes the buffer if it has reached the threshold; false after a write error.
    @inlinable
    public func flushIfFull() -> Bool {
        buffer.count >= threshold ? flush() : true
    }

    /// Writes everything pending (retrying short writes and EINTR); false after a write error.
    @discardableResult
    public func flush() -> Bool {
        write(&buffer)
    }

    deinit {
        _ = flush()
    }
}

/// write(2) under a name the methods above do not shadow.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
