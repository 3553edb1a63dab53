import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// A classic pcap writer for the per-packet path of a live capture: the same bytes as
/// `PcapWriter` (little-endian, version 2.4, micro- or nanosecond magic), but each record is stored
/// straight into one buffer allocated up front (its 16-byte header, then one copy of the bytes
/// libpcap lends), with no array growth or uniqueness check and no exclusivity check per packet.
/// The buffer goes to the file in writes of up to `capacity` bytes, on `flush()` and on `close()`.
/// Profiling `capture -w` showed the array appends and exclusivity checks of the general writer
/// as about a third of the capture process's CPU time.
///
/// Failure contract: OS errors throw `CaptureFileError(.io(strerror text))` naming the file, the
/// record number and the file offset reached; after `close()` every write throws. The descriptor
/// belongs to the caller.
public final class LivePcapWriter: CaptureFileSink {
    /// pcap-savefile(5) magic numbers: microsecond and nanosecond timestamps.
    static let microsecondMagic: UInt32 = 0xa1b2_c3d4
    static let nanosecondMagic: UInt32 = 0xa1b2_3c4d
    /// Record header: seconds, fraction, captured length, original length (pcap-savefile(5)).
    static let recordHeaderLength = 16

    public let name: String
    public let snapLength: Int
    /// Buffered bytes at most; a record that would not fit first sends what is buffered.
    public let capacity: Int
    private let descriptor: Int32
    private let nanoseconds: Bool
    private let buffer: UnsafeMutableRawPointer
    /// Mutable state behind a pointer: reached through `let` properties, so the per-packet path
    /// pays no dynamic exclusivity check (a class's `var` properties would).
    private let state: UnsafeMutablePointer<State>

    private struct State {
        var used = 0
        var written: Int64 = 0
        var records = 0
        var closed = false
    }

    /// Writes the file header to `fileDescriptor` (kept open by the caller). `snapLength` is
    /// clamped to 1...262144 (libpcap's maximum); data beyond it is cut, as a capture would.
    public init(fileDescriptor: Int32, name: String, linkType: LinkType, snapLength: Int,
                precision: TimestampPrecision, capacity: Int = 1 << 20) throws {
        self.name = name
        descriptor = fileDescriptor
        self.snapLength = max(1, min(snapLength, CaptureOptions.maximumSnapLength))
        // Room for the largest record, so one always fits in an empty buffer.
        self.capacity = max(capacity, Self.recordHeaderLength + CaptureOptions.maximumSnapLength)
        nanoseconds = precision == .nanoseconds
        buffer = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        let header = buffer
        header.storeBytes(of: (nanoseconds ? Self.nanosecondMagic : Self.microsecondMagic).littleEndian, as: UInt32.self)
        header.storeBytes(of: UInt16(2).littleEndian, toByteOffset: 4, as: UInt16.self)  // version 2.4
        header.storeBytes(of: UInt16(4).littleEndian, toByteOffset: 6, as: UInt16.self)
        header.storeBytes(of: UInt32(0), toByteOffset: 8, as: UInt32.self)   // thiszone: UTC
        header.storeBytes(of: UInt32(0), toByteOffset: 12, as: UInt32.self)  // sigfigs
        header.storeBytes(of: UInt32(self.snapLength).littleEndian, toByteOffset: 16, as: UInt32.self)
        header.storeBytes(of: linkType.rawValue.littleEndian, toByteOffset: 20, as: UInt32.self)
        state.pointee.used = 24
        try flush()
    }

    deinit {
        buffer.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Bytes in the file so far, buffered ones included.
    public var size: Int64 { state.pointee.written &+ Int64(state.pointee.used) }

    /// Appends one record from bytes that are valid only during the call.
    @inline(__always)
    public func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws {
        let state = self.state
        if state.pointee.closed { throw closedError() }
        let captured = min(bytes.count, snapLength)
        if state.pointee.used &+ Self.recordHeaderLength &+ captured > capacity { try flush() }
        let record = buffer + state.pointee.used
        let fraction = nanoseconds ? timestamp.nanoseconds : timestamp.nanoseconds / 1000
        // The seconds field is 32 bits: later or earlier times wrap, as PcapWriter writes them.
        record.storeBytes(of: UInt32(truncatingIfNeeded: timestamp.seconds).littleEndian, as: UInt32.self)
        record.storeBytes(of: fraction.littleEndian, toByteOffset: 4, as: UInt32.self)
        record.storeBytes(of: UInt32(truncatingIfNeeded: captured).littleEndian, toByteOffset: 8, as: UInt32.self)
        record.storeBytes(of: UInt32(clamping: max(originalLength, 0)).littleEndian, toByteOffset: 12, as: UInt32.self)
        if captured > 0, let source = bytes.baseAddress {
            (record + Self.recordHeaderLength).copyMemory(from: source, byteCount: captured)
        }
        state.pointee.used &+= Self.recordHeaderLength &+ captured
        state.pointee.records &+= 1
    }

    /// Sends everything buffered to the file.
    public func flush() throws {
        if state.pointee.closed { throw closedError() }
        var sent = 0
        let total = state.pointee.used
        while sent < total {
            let result = Glibc.write(descriptor, buffer + sent, total - sent)
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                // Keep what did not go out, so the offset in the message is exact.
                if sent > 0 { memmove(buffer, buffer + sent, total - sent) }
                state.pointee.used = total - sent
                state.pointee.written &+= Int64(sent)
                throw CaptureFileError(.io(String(cString: strerror(code))), file: name,
                                       record: state.pointee.records, offset: UInt64(state.pointee.written))
            }
            sent += result
        }
        state.pointee.written &+= Int64(total)
        state.pointee.used = 0
    }

    /// Flushes; later writes throw. A second close does nothing.
    public func close() throws {
        if state.pointee.closed { return }
        defer { state.pointee.closed = true }
        try flush()
    }

    private func closedError() -> CaptureFileError {
        CaptureFileError(.io("writer is closed"), file: name, record: state.pointee.records,
                         offset: UInt64(state.pointee.written))
    }
}
