import SwiftNetCapture
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// Opens `capture -w` files. Errors become `CLIError(.cannotCreate)` naming the path and errno
/// text, raised before the first packet is read.
struct CaptureFileOpener {
    var pcapng: Bool
    var linkType: LinkType
    var snapLength: Int
    var precision: TimestampPrecision
    var interfaceName: String

    func open(_ path: String) throws -> any CaptureFileSink {
        let descriptor: Int32
        if path == "-" {
            descriptor = 1
        } else {
            descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw CLIError(.cannotCreate, "capture: \(path): \(String(cString: strerror(errno)))")
            }
        }
        do {
            return try ClassicPcapSink(descriptor: descriptor, name: path, linkType: linkType,
                                       snapLength: snapLength, precision: precision)
        } catch {
            throw CLIError(.cannotCreate, "capture: \(path): \(error)")
        }
    }
}

/// A classic pcap file written through a 1 MiB buffer straight to a descriptor.
final class ClassicPcapSink: CaptureFileSink {
    let descriptor: Int32
    let name: String
    let nanoseconds: Bool
    private var buffer: [UInt8] = []
    private(set) var size: Int64 = 0
    private var closed = false

    init(descriptor: Int32, name: String, linkType: LinkType, snapLength: Int, precision: TimestampPrecision) throws {
        self.descriptor = descriptor
        self.name = name
        nanoseconds = precision == .nanoseconds
        buffer.reserveCapacity(1 << 20)
        append32(nanoseconds ? 0xa1b2_3c4d : 0xa1b2_c3d4)
        append16(2); append16(4); append32(0); append32(0)
        append32(UInt32(clamping: snapLength)); append32(linkType.rawValue)
        size = 24
        try flush()
    }

    private func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { buffer += $0 } }
    private func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { buffer += $0 } }

    func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws {
        append32(UInt32(truncatingIfNeeded: timestamp.seconds))
        append32(nanoseconds ? timestamp.nanoseconds : timestamp.nanoseconds / 1000)
        append32(UInt32(bytes.count)); append32(UInt32(clamping: originalLength))
        buffer.append(contentsOf: bytes)
        size += 16 + Int64(bytes.count)
        if buffer.count >= 1 << 20 { try flush() }
    }

    func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw CLIError(.ioError, "capture: \(name): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() throws {
        guard !closed else { return }
        closed = true
        try flush()
        if descriptor != 1 { Glibc.close(descriptor) }
    }
}
