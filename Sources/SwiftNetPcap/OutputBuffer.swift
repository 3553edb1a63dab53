#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered output to a file descriptor for the capture writers: bytes collect in memory and go out
/// in chunks of about 1 MiB, on `flush()`, or on `close()`.
///
/// Failure contract: OS errors surface as `CaptureFileError(.io(strerror text))` naming the file and
/// the byte offset reached; after `close()` every write throws.
final class OutputBuffer {
    static let flushThreshold = 1 << 20

    let name: String
    private var descriptor: Int32
    private let ownsDescriptor: Bool
    private var pending: [UInt8] = []
    /// Bytes handed to the OS so far.
    private(set) var written: UInt64 = 0
    /// Records written, for error messages.
    var recordCount = 0

    /// Opens `path` for writing (created or truncated, mode 0644); `-` is standard output.
    init(path: String) throws(CaptureFileError) {
        name = path
        if path == "-" {
            descriptor = 1
            ownsDescriptor = false
        } else {
            // Raw open(2)/strerror, not swift-system: this module is also compiled alone by fuzz/build.sh
            // (swiftc, no package dependencies), and stays dependency-free as the pure core.
            let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if opened < 0 {
                throw CaptureFileError(.io(String(cString: strerror(errno))), file: path, record: 0, offset: 0)
            }
            descriptor = opened
            ownsDescriptor = true
        }
        pending.reserveCapacity(Self.flushThreshold + 65536)
    }

    /// Writes to a descriptor the caller keeps owning.
    init(fileDescriptor: Int32, name: String) {
        self.name = name
        descriptor = fileDescriptor
        ownsDescriptor = false
        pending.reserveCapacity(Self.flushThreshold + 65536)
    }

    deinit {
        // Best effort: a writer dropped without close() still leaves a complete file.
        try? close()
    }

    @inline(__always) var isClosed: Bool { descriptor < 0 }

    /// Bytes in the file so far, buffered ones included.
    var size: Int64 { Int64(truncatingIfNeeded: written) &+ Int64(pending.count) }

    /// Appends bytes through `body`, then writes out if the buffer passed the threshold.
    @inline(__always)
    func append(_ body: (inout [UInt8]) -> Void) throws(CaptureFileError) {
        guard !isClosed else { throw closedError() }
        body(&pending)
        if pending.count >= Self.flushThreshold { try flush() }
    }

    func flush() throws(CaptureFileError) {
        guard !isClosed else { throw closedError() }
        var sent = 0
        let total = pending.count
        while sent < total {
            let result = pending.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + sent, total - sent)
            }
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                pending.removeFirst(sent)
                written &+= UInt64(sent)
                throw CaptureFileError(
                    .io(String(cString: strerror(code))), file: name, record: recordCount, offset: written)
            }
            sent += result
        }
        written &+= UInt64(total)
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes (the descriptor only if this buffer opened it). A second close is a no-op.
    func close() throws(CaptureFileError) {
        guard !isClosed else { return }
        defer {
            if ownsDescriptor { _ = systemClose(descriptor) }
            descriptor = -1
        }
        try flush()
    }

    private func closedError() -> CaptureFileError {
        CaptureFileError(.io("writer is closed"), file: name, record: recordCount, offset: written)
    }
}

extension Array where Element == UInt8 {
    @inline(__always)
    mutating func append16(_ value: UInt16, bigEndian: Bool) {
        let ordered = bigEndian ? value.bigEndian : value.littleEndian
        Swift.withUnsafeBytes(of: ordered) { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func append32(_ value: UInt32, bigEndian: Bool) {
        let ordered = bigEndian ? value.bigEndian : value.littleEndian
        Swift.withUnsafeBytes(of: ordered) { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func append64(_ value: UInt64, bigEndian: Bool) {
        let ordered = bigEndian ? value.bigEndian : value.littleEndian
        Swift.withUnsafeBytes(of: ordered) { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func padTo32Bits() {
        while count & 3 != 0 { append(0) }
    }
}

// The OS calls under names that do not clash with the methods above.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

@inline(__always)
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
