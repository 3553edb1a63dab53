import SwiftNetCapture
import SwiftNetDissect
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// One run of `swiftnet capture` once the handle is open and filtered: opens the output, reads
/// until -c, a signal or a -G/-W limit, finishes the file and prints tcpdump's statistics.
final class CaptureSession {
    let capture: LiveCapture
    let limit: Int?
    let packetBuffered: Bool
    /// -l: the printed text goes out after every packet, not once per batch.
    let lineBuffered: Bool
    let writer: RotatingCaptureWriter?
    var printer: CapturePrinter?
    var captured = 0

    init(command: Capture, capture: LiveCapture) throws {
        self.capture = capture
        limit = command.count
        packetBuffered = command.packetBuffered
        lineBuffered = command.lineBuffered
        if let path = command.writeFile {
            let opener = CaptureFileOpener(
                pcapng: command.pcapng || path.hasSuffix(".pcapng"), linkType: capture.linkType,
                snapLength: capture.snapLength, precision: capture.timestampPrecision, interfaceName: capture.interface)
            writer = try RotatingCaptureWriter(template: path, policy: command.rotationPolicy, open: opener.open)
        } else {
            writer = nil
        }
        if (writer == nil || command.printToo) && !command.countOnly {
            printer = CapturePrinter(command: command, capture: capture)
        }
        let verbose = printer?.isVerbose ?? false
        var banner = ""
        // As tcpdump: the hint only when printing alone (not with -w), tersely, as text.
        if writer == nil && !command.countOnly && printer != nil && !verbose && printer?.json != true {
            banner = "swiftnet: verbose output suppressed, use -v[v]... for full protocol decode\n"
        } else {
            banner = "swiftnet: "
        }
        banner += "listening on \(capture.interface), link-type \(capture.linkTypeDescription), "
            + "snapshot length \(capture.snapLength) bytes\n"
        writeStandardError(banner)
    }

    func run() throws {
        capture.stopOnSignals()
        var stopped = false
        var failure: Error?
        do {
            while !stopped {
                let remaining = limit.map { $0 - captured } ?? -1
                let result = try mapCaptureError { try capture.dispatchRaw(limit: remaining) { self.handle($0, $1, $2) } }
                printer?.flush()
                try flushBetweenBatches()
                if result == nil || SignalStop.received != 0 { stopped = true }
                if let limit, captured >= limit { stopped = true }
                if writer?.reachedFileLimit == true {
                    writeStandardError("Maximum file limit reached: \(writer!.policy.fileCount ?? 0)\n")
                    stopped = true
                }
                if let error = pendingError { throw error }
            }
            if SignalStop.received != 0 { try drain() }
        } catch {
            failure = error
        }
        try writer?.close()
        printer?.flush()
        let stats = try? capture.statistics()
        var text = "\(captured) \(plural(captured, "packet")) captured\n"
        if let stats {
            text += "\(stats.received) \(plural(Int(stats.received), "packet")) received by filter\n"
            text += "\(stats.droppedByKernel) \(plural(Int(stats.droppedByKernel), "packet")) dropped by kernel\n"
            if stats.droppedByInterface != 0 {
                text += "\(stats.droppedByInterface) \(plural(Int(stats.droppedByInterface), "packet")) dropped by interface\n"
            }
        }
        writeStandardError(text)
        if let failure { throw failure }
    }

    private var pendingError: Error?
    /// Record bytes written since the last flush.
    private var unflushedBytes = 0

    /// Hands the file what accumulated once it passes 64 KiB, between two reads of the ring:
    /// many short writes there keep the ring drained, where one 1 MiB write at an arbitrary
    /// moment could stall reading long enough for a small ring to overflow.
    private func flushBetweenBatches() throws {
        guard let writer, unflushedBytes >= 64 << 10 else { return }
        unflushedBytes = 0
        try writer.flush()
    }

    /// After a stop signal, keeps what the kernel already accepted instead of dropping it (tcpdump
    /// exits with packets still in the ring: "0 packets captured, 4 received by filter"). Reads
    /// without blocking what is ready, and while the counters say more passed the filter than were
    /// read, polls for the kernel to retire its partly filled block, for at most one read timeout.
    /// The counters can overstate (loopback sees each packet twice, -Q filters in user space), so
    /// the deadline, not the count, bounds the wait.
    private func drain() throws {
        try mapCaptureError { try capture.setNonblocking(true) }
        let deadline = monotonicSeconds() + Double(capture.options.readTimeoutMilliseconds) / 1000 + 0.2
        while pendingError == nil, limit.map({ captured < $0 }) ?? true, writer?.reachedFileLimit != true {
            let remaining = limit.map { $0 - captured } ?? -1
            let result = try mapCaptureError { try capture.dispatchRaw(limit: remaining) { self.handle($0, $1, $2) } }
            printer?.flush()
            if let result, result > 0 { continue }
            let stats = try mapCaptureError { try capture.statistics() }
            let pending = Int(stats.received) - Int(stats.droppedByKernel) - captured
            if pending <= 0 || monotonicSeconds() >= deadline { break }
            usleep(10_000)
        }
        if let error = pendingError { throw error }
    }

    /// Called by libpcap for each packet; errors are kept and thrown after the batch.
    private func handle(_ timestamp: Timestamp, _ originalLength: Int, _ bytes: UnsafeRawBufferPointer) {
        guard pendingError == nil else { return }
        if let limit, captured >= limit { return }
        do {
            if let writer {
                guard try writer.write(timestamp: timestamp, originalLength: originalLength, bytes: bytes) else { return }
                unflushedBytes &+= 16 &+ bytes.count
                if packetBuffered { try writer.flush() }
            }
        } catch {
            pendingError = error
            capture.breakLoop()
            return
        }
        captured += 1
        printer?.print(timestamp: timestamp, originalLength: originalLength, bytes: bytes)
        if lineBuffered { printer?.flush() }
    }
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }


/// Prints captured packets with decode's printer (text as tcpdump, or --json), buffered and
/// flushed after each batch libpcap hands over.
struct CapturePrinter {
    let linkType: LinkType
    let isVerbose: Bool
    let json: Bool
    private var printer: PacketPrinter
    private var encoder: JSONPacketEncoder
    private let output = OutputWriter(fileDescriptor: 1)
    private var number = 0
    /// One packet reused for every print, so its byte array is allocated once rather than per
    /// packet (the printer takes a `CapturedPacket`; libpcap lends the bytes only for the call).
    private var packet: CapturedPacket

    init(command: Capture, capture: LiveCapture) {
        linkType = capture.linkType
        isVerbose = command.printing.verbose > 0
        json = command.printing.json
        let precision: TimestampPrecision? = capture.timestampPrecision == .nanoseconds ? .nanoseconds : nil
        let options = command.printing.dissectOptions(precision: precision)
        printer = PacketPrinter(options: options)
        if options.color { printer.colorizer = Colour.packetLine(_:lineStart:timestampEnd:) }
        encoder = JSONPacketEncoder(precision: options.precision)
        packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 0,
                                linkType: capture.linkType, data: [])
        packet.data.reserveCapacity(2048)
    }

    mutating func print(timestamp: Timestamp, originalLength: Int, bytes: UnsafeRawBufferPointer) {
        packet.timestamp = timestamp
        packet.originalLength = originalLength
        packet.data.removeAll(keepingCapacity: true)
        packet.data.append(contentsOf: bytes)
        number += 1
        if json {
            encoder.encode(packet, number: number, into: &output.buffer)
        } else {
            printer.print(packet, into: &output.buffer)
        }
        _ = output.flushIfFull()
    }

    mutating func flush() {
        _ = output.flush()
    }
}
