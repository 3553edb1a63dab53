import SwiftNetCapture
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// Opens `capture -w` files: pcap through `LivePcapWriter` (the same bytes as SwiftNetPcap's
/// `PcapWriter`, cheaper per packet), pcapng through `PcapNGWriter`. Errors become `CLIError(.cannotCreate)`
/// naming the path and errno text, raised before the first packet is read.
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
            // Opened here rather than by the writer so the message is exactly "PATH: strerror".
            descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw CLIError(.cannotCreate, "capture: \(path): \(String(cString: strerror(errno)))")
            }
        }
        do {
            let writer: any CaptureFileSink
            if pcapng {
                let interface = CaptureInterface(
                    linkType: linkType, snapLength: snapLength, name: interfaceName,
                    timestampResolution: precision == .nanoseconds ? .nanoseconds : .microseconds)
                writer = try PcapNGWriter(fileDescriptor: descriptor, name: path, interfaces: [interface])
            } else {
                writer = try LivePcapWriter(fileDescriptor: descriptor, name: path, linkType: linkType,
                                            snapLength: snapLength, precision: precision)
            }
            return DescriptorOwningSink(writer: writer, descriptor: descriptor == 1 ? nil : descriptor)
        } catch {
            if descriptor != 1 { Glibc.close(descriptor) }
            throw CLIError(.cannotCreate, "capture: \(path): \(error)")
        }
    }
}

/// A writer plus the descriptor it writes to, closed after the writer has flushed.
final class DescriptorOwningSink: CaptureFileSink {
    let writer: any CaptureFileSink
    var descriptor: Int32?

    init(writer: any CaptureFileSink, descriptor: Int32?) {
        self.writer = writer
        self.descriptor = descriptor
    }

    var size: Int64 { writer.size }

    func write(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) throws {
        do {
            try writer.write(timestamp: timestamp, originalLength: originalLength, bytes: bytes)
        } catch {
            throw CLIError(.ioError, "capture: \(error)")
        }
    }

    func flush() throws {
        do { try writer.flush() } catch { throw CLIError(.ioError, "capture: \(error)") }
    }

    func close() throws {
        defer {
            if let descriptor { Glibc.close(descriptor) }
            descriptor = nil
        }
        do { try writer.close() } catch { throw CLIError(.ioError, "capture: \(error)") }
    }
}
