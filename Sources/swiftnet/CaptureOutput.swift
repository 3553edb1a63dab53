import SwiftNetCapture
import SwiftNetPcap
import SystemPackage

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
        let file: FileDescriptor
        if path == "-" {
            file = .standardOutput
        } else {
            // Opened here rather than by the writer so the message is exactly "PATH: strerror".
            do { file = try createForWriting(path) } catch {
                throw CLIError(.cannotCreate, "capture: \(path): \(error.description)")
            }
        }
        // The writers take the raw descriptor: they batch their own write(2) calls per block.
        let descriptor = file.rawValue
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
            return DescriptorOwningSink(writer: writer, descriptor: path == "-" ? nil : file)
        } catch {
            if path != "-" { try? file.close() }
            throw CLIError(.cannotCreate, "capture: \(path): \(error)")
        }
    }
}

/// A writer plus the descriptor it writes to, closed after the writer has flushed.
final class DescriptorOwningSink: CaptureFileSink {
    let writer: any CaptureFileSink
    var descriptor: FileDescriptor?

    init(writer: any CaptureFileSink, descriptor: FileDescriptor?) {
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
            try? descriptor?.close()
            descriptor = nil
        }
        do { try writer.close() } catch { throw CLIError(.ioError, "capture: \(error)") }
    }
}
