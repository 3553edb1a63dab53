import ArgumentParser
import SwiftNetDissect
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// `swiftnet decode FILE`: prints a capture file as `tcpdump -n -r FILE` does.
struct Decode: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a pcap or pcapng file as tcpdump -n -r does.",
        discussion: """
            Output is byte-identical to tcpdump 4.99 with -n for the protocols swiftnet decodes. \
            Errors: a missing file exits 66, a file that is not a capture exits 1, a damaged \
            record prints every good packet before it, then one line naming the byte offset, and exits 1.
            """
    )

    @OptionGroup var printing: PrintingOptions

    @Option(name: .customShort("c"), help: "Stop after printing this many packets.")
    var count: Int?

    @Option(name: .customLong("time-stamp-precision"), help: "Timestamp precision to print: micro or nano.")
    var timeStampPrecision: String?

    @Option(name: .customShort("f"), help: "Keep only packets this filter accepts (tcpdump syntax; or give it as trailing words).")
    var filter: String?

    @Option(name: .customShort("w"), help: "Write the kept packets to a pcap FILE instead of printing them.")
    var writeFile: String?

    @Flag(name: .customLong("count"), help: "Print only the number of packets (that the filter keeps), as tcpdump --count.")
    var countOnly = false

    @Flag(name: .customLong("list-fields"),
          help: "Print every field decode reports (protocol, filter name, JSON key, type) and exit, as tshark -G fields.")
    var listFields = false

    @Option(name: .customShort("T"), help: ArgumentHelp(
        "Decode packets as TYPE, as tcpdump -T: carp (IP protocol 112 as CARP, not VRRP); aodv, cnfp, domain, lmp, pgm, ptp, radius, rpc, rtcp, rtp, snmp, someip, tftp, vat, vxlan, wb (every UDP payload as AODV, NetFlow, DNS, LMP, PGM, PTP, RADIUS, Sun RPC, RTCP, RTP, SNMP, SOME/IP, TFTP, vat, VXLAN, wb); pgm_zmtp1 (PGM, native or over UDP, with ZeroMQ ZMTP/1.0 in its data); resp, domain, zmtp1 (every TCP payload as Redis RESP, DNS, ZeroMQ ZMTP/1.0).",
        valueName: "type"))
    var packetTypeName: String?

    @Option(name: .customShort("r"), help: ArgumentHelp("The capture file to read, as tcpdump -r (instead of the first word).",
                                                         valueName: "file"))
    var readFile: String?

    @Argument(help: ArgumentHelp("The capture file to read (pcap or pcapng), or - for standard input; then filter expression words (tcpdump syntax).",
                                 valueName: "file-and-filter"))
    var words: [String] = []

    /// The file: -r, else the first word.
    var file: String { readFile ?? words.first ?? "-" }

    /// The filter words: everything after the file (all the words with -r).
    var filterWords: [String] { readFile == nil ? Array(words.dropFirst()) : words }

    func validate() throws {
        if readFile == nil && words.isEmpty && !listFields {
            throw ValidationError("give the capture file (FILE, - for standard input, or -r FILE)")
        }
        if let count, count < 1 { throw ValidationError("-c must be a positive number of packets") }
        if let timeStampPrecision, timeStampPrecision != "micro", timeStampPrecision != "nano" {
            throw ValidationError("--time-stamp-precision must be micro or nano")
        }
        try PacketTypeOption.validate(packetTypeName)
        if filter != nil && !filterWords.isEmpty { throw ValidationError("give the filter with -f or as trailing words, not both") }
    }

    /// Bytes gathered before each write(2) of decoded output.
    static let outputChunk = 1 << 20

    func run() throws {
        if listFields {
            writeStandardOutput(FieldRegistry.listing())
            return
        }
        let reader: CaptureFileReader
        do {
            reader = try CaptureFileReader(path: file)
        } catch {
            if case .io(let reason) = error.kind, error.record == 0, error.offset == 0 {
                // The file could not be opened at all (EX_NOINPUT).
                throw CLIError(.noInput, "decode: \(file): \(reason)")
            }
            throw CLIError(.failure, "decode: \(error.description)")
        }
        let precision: TimestampPrecision? = timeStampPrecision.map { $0 == "nano" ? .nanoseconds : .microseconds }
        var options = printing.dissectOptions(precision: precision)
        options.packetType = PacketTypeOption.resolve(packetTypeName)
        printStandardError(PacketPrinter.readingLine(file: file, linkType: reader.linkType,
                                                     snapshotLength: reader.snapLength))
        let selection = try DecodeSelection.make(filter: filter, words: filterWords, writeFile: writeFile,
                                                 reader: reader, precision: precision ?? .microseconds)
        // Large writes (1 MiB) into a pipe as large: the reader wakes once per MiB, not per 64 KiB.
        let writer = OutputWriter(fileDescriptor: 1, threshold: Self.outputChunk)
        writer.enlargePipeBuffer(to: Self.outputChunk)
        var printer = PacketPrinter(options: options)
        if options.color { printer.colorizer = Colour.packetLine(_:lineStart:timestampEnd:) }
        // JSON timestamps carry the file's precision (README "JSON output") unless a flag asks.
        var jsonPrecision = options.precision
        if precision == nil, !printing.nanoseconds, case .pcap(_, let filePrecision) = reader.format {
            jsonPrecision = filePrecision
        }
        var encoder = JSONPacketEncoder(precision: jsonPrecision)
        encoder.packetType = options.packetType
        let json = printing.json
        var printed = 0
        let limit = count ?? Int.max
        // Read once: an ArgumentParser property costs a generic-metadata lookup per access.
        let countOnly = self.countOnly
        // Text gathers in a local buffer (no class-property access per packet) and goes out in
        // chunks of writer.threshold bytes; a failed write stops decoding and exits 74.
        var output = PrintBuffer(capacity: Self.outputChunk + (1 << 16))
        var writeFailed = false
        do {
            if let selection, selection.output != nil {
                // -w: filter and copy straight from the reader's window, no array per packet.
                var more = true
                while more && printed < limit {
                    more = try reader.withNextPacket { header, bytes in
                        guard try selection.matches(header, bytes: bytes) else { return }
                        try selection.write(header, bytes: bytes)
                        printed += 1
                    }
                }
            } else {
                // One packet value reused for every printed packet: its array is refilled in place.
                var packet = CapturedPacket(timestamp: Timestamp(seconds: 0, nanoseconds: 0), originalLength: 0,
                                            linkType: reader.linkType, data: [])
                while printed < limit, try reader.nextPacket(into: &packet) {
                    if let selection, try !selection.matches(packet) { continue }
                    printed += 1
                    if countOnly { continue }
                    if json {
                        encoder.encode(lending: &packet, number: printed, into: &output)
                    } else {
                        printer.print(lending: &packet, into: &output)
                    }
                    if !writer.writeIfFull(&output) { writeFailed = true; break }
                }
                if !writeFailed, !writer.write(&output) { writeFailed = true }
            }
        } catch {
            // Every good packet before the damaged record is printed first.
            writer.write(&output)
            try? selection?.close()
            if let error = error as? CLIError { throw error }
            if let error = error as? CaptureFileError { throw CLIError(.failure, "decode: \(error.description)") }
            throw CLIError(.failure, "decode: \(error)")
        }
        try selection?.close()
        if countOnly && !writeFailed {
            var line = PrintBuffer(capacity: 64)
            line.append(string: "\(printed) \(printed == 1 ? "packet" : "packets")\n")
            if !writer.write(&line) { writeFailed = true }
        }
        if writeFailed || !writer.flush(), let message = writer.lastError {
            throw CLIError(.ioError, "stdout: \(message)")
        }
    }
}

/// Writes `line` and a newline to stderr, unbuffered (informational, no `swiftnet:` prefix).
func printStandardError(_ line: String) { writeStandardError(line + "\n") }
