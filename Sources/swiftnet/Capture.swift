import ArgumentParser
import SwiftNetCapture
import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// `swiftnet capture`: live capture with libpcap, flags as tcpdump's.
struct Capture: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Capture packets live (libpcap), print them as tcpdump does or write pcap/pcapng files.",
        discussion: """
            Needs root or CAP_NET_RAW. Stops after -c packets or on SIGINT, SIGTERM or SIGHUP, \
            finishing the file and printing tcpdump's statistics on stderr.
            """
    )

    @Option(name: [.customShort("i"), .customLong("interface")],
            help: "Interface to capture on ('any' for all); default: the first up, non-loopback one.")
    var interface: String?

    @Flag(name: [.customShort("D"), .customLong("list-interfaces")], help: "List the interfaces and exit.")
    var listInterfaces = false

    @Flag(name: [.customShort("L"), .customLong("list-data-link-types")],
          help: "List the interface's link types and exit.")
    var listLinkTypes = false

    @Option(name: [.customShort("y"), .customLong("linktype")], help: "Capture with this link type (e.g. EN10MB).")
    var linkTypeName: String?

    @Option(name: [.customShort("f"), .customLong("filter")], help: "Filter expression (or give it as trailing words).")
    var filterOption: String?

    @Option(name: [.customShort("F")], help: "Read the filter expression from FILE.")
    var filterFile: String?

    @Option(name: [.customShort("c")], help: "Stop after COUNT packets.")
    var count: Int?

    @Option(name: [.customShort("s"), .customLong("snapshot-length")], help: "Bytes kept per packet (0 = 262144).")
    var snapLength: Int = 262_144

    @Flag(name: [.customShort("p"), .customLong("no-promiscuous-mode")], help: "Do not put the interface in promiscuous mode.")
    var noPromiscuous = false

    @Option(name: [.customShort("B"), .customLong("buffer-size")],
            help: "Kernel capture buffer in KiB (default \(Capture.defaultBufferKiB), where tcpdump's is 2048).")
    var bufferKiB: Int?

    /// The kernel ring swiftnet asks for without -B: 32 MiB, 16 times libpcap's (and so tcpdump's)
    /// 2 MiB. The ring is what absorbs the time the capture is not running (another process on
    /// its core, a slow write to the file): 2 MiB holds about 14,000 minimum-size frames or
    /// 1,400 full-size ones, a few milliseconds of a flood, where 32 MiB holds tens of
    /// milliseconds. The cost is 32 MiB of kernel memory while the capture runs.
    static let defaultBufferKiB = 32 * 1024
    /// libpcap takes the size in bytes as an int.
    static let maximumBufferKiB = Int(Int32.max) / 1024

    @Flag(name: .customLong("immediate-mode"), help: "Deliver each packet as it arrives.")
    var immediateMode = false

    @Option(name: [.customShort("Q"), .customLong("direction")], help: "Direction: in, out or inout.")
    var direction: String?

    @Option(name: .customLong("time-stamp-precision"), help: "micro or nano.")
    var timestampPrecision: String = "micro"

    @Option(name: [.customShort("w")], help: "Write packets to FILE (pcap; pcapng with --pcapng or a .pcapng name; - for stdout).")
    var writeFile: String?

    @Flag(name: .customLong("pcapng"), help: "Write pcapng instead of pcap.")
    var pcapng = false

    @Flag(name: [.customShort("U"), .customLong("packet-buffered")], help: "Flush the output after each packet.")
    var packetBuffered = false

    @Option(name: [.customShort("C")], help: "Start a new file when the current one is over SIZE million bytes (or SIZEk/m/g).")
    var fileSize: String?

    @Option(name: [.customShort("G")], help: "Start a new file every SECONDS (name through strftime).")
    var rotateSeconds: Int?

    @Option(name: [.customShort("W")], help: "With -C: keep a ring of N files; with -G: stop after N files.")
    var fileCount: Int?

    @Option(name: [.customShort("Z"), .customLong("relinquish-privileges")], help: "Drop root for USER once the device is open.")
    var user: String?

    @Flag(name: [.customShort("d")], help: "Print the compiled filter and exit (-dd as C, -ddd as decimal).")
    var dumpFilter: Int

    @Flag(name: [.customShort("O"), .customLong("no-optimize")], help: "Do not optimise the filter.")
    var noOptimize = false

    @Flag(name: .customLong("print"), help: "Print packets even while writing them with -w.")
    var printToo = false

    @Flag(name: .customShort("l"), help: "Line-buffered output: each packet's text is written as soon as it is printed.")
    var lineBuffered = false

    @Flag(name: [.customShort("I"), .customLong("monitor-mode")], help: "Capture in monitor mode (wireless devices that have it).")
    var monitorMode = false

    @Flag(name: .customShort("N"), help: "No domain qualification of host names (accepted for tcpdump compatibility; output is always numeric).")
    var noDomain = false

    @Flag(name: .customLong("count"), help: "Print no packets, only the statistics (with -w, the file is still written).")
    var countOnly = false

    @OptionGroup var printing: PrintingOptions

    @Argument(help: "Filter expression words (tcpdump syntax).")
    var filterWords: [String] = []

    func validate() throws {
        if let count, count <= 0 { throw ValidationError("-c: the count must be positive") }
        if snapLength < 0 || snapLength > CaptureOptions.maximumSnapLength {
            throw ValidationError("-s: the snapshot length must be 0...\(CaptureOptions.maximumSnapLength)")
        }
        if let bufferKiB, bufferKiB <= 0 { throw ValidationError("-B: the buffer size must be positive") }
        if let bufferKiB, bufferKiB > Self.maximumBufferKiB {
            throw ValidationError("-B: the buffer size must be at most \(Self.maximumBufferKiB) KiB")
        }
        if let direction, CaptureOptions.Direction(rawValue: direction) == nil {
            throw ValidationError("-Q: direction must be in, out or inout")
        }
        if !["micro", "nano"].contains(timestampPrecision) {
            throw ValidationError("--time-stamp-precision must be micro or nano")
        }
        if filterOption != nil && !filterWords.isEmpty {
            throw ValidationError("give the filter with -f or as trailing words, not both")
        }
        if filterFile != nil && (filterOption != nil || !filterWords.isEmpty) {
            throw ValidationError("-F replaces the filter expression; do not give one as well")
        }
        if let fileSize, RotationPolicy.parseFileSize(fileSize) == nil {
            throw ValidationError("-C: invalid file size '\(fileSize)'")
        }
        if let rotateSeconds, rotateSeconds <= 0 { throw ValidationError("-G: the interval must be positive") }
        if let fileCount, fileCount <= 0 { throw ValidationError("-W: the file count must be positive") }
        if writeFile == nil && (fileSize != nil || rotateSeconds != nil || fileCount != nil) {
            throw ValidationError("-C, -G and -W need -w FILE")
        }
        if fileCount != nil && fileSize == nil && rotateSeconds == nil {
            throw ValidationError("-W needs -C or -G")
        }
        if countOnly && printToo { throw ValidationError("--count prints no packets: drop --print") }
        if writeFile == "-" && printToo {
            throw ValidationError("--print with -w - would mix text into the capture file on stdout")
        }
        if writeFile == "-" && (fileSize != nil || rotateSeconds != nil) {
            throw ValidationError("cannot rotate standard output (-w - with -C or -G)")
        }
        if let user, CapturePrivileges.lookUp(user) == nil { throw ValidationError("-Z: no such user '\(user)'") }
        if let linkTypeName, LinkTypeNames.linkType(named: linkTypeName) == nil {
            throw ValidationError("-y: unknown link type '\(linkTypeName)'")
        }
    }

    var captureOptions: CaptureOptions {
        var options = CaptureOptions()
        options.snapLength = snapLength == 0 ? CaptureOptions.maximumSnapLength : snapLength
        options.promiscuous = !noPromiscuous
        // Printing to a terminal: show each packet as it arrives rather than when the kernel's
        // block fills or the 1 s timeout passes (tcpdump does the same on a terminal).
        options.immediateMode = immediateMode || (writeFile == nil && isatty(1) == 1)
        options.bufferSize = (bufferKiB ?? Self.defaultBufferKiB) * 1024
        // --nano, as tcpdump's: capture nanosecond timestamps (pcap_set_tstamp_precision), not just print nine digits.
        options.timestampPrecision = timestampPrecision == "nano" || printing.nanoseconds ? .nanoseconds : .microseconds
        options.monitorMode = monitorMode
        options.direction = direction.flatMap(CaptureOptions.Direction.init(rawValue:))
        options.linkType = linkTypeName.flatMap(LinkTypeNames.linkType(named:))
        return options
    }

    var rotationPolicy: RotationPolicy {
        RotationPolicy(fileSizeLimit: fileSize.flatMap(RotationPolicy.parseFileSize),
                       interval: rotateSeconds, fileCount: fileCount)
    }

    /// The filter text from -F, -f or the trailing words ("" captures everything).
    func filterExpression() throws -> String {
        if let filterFile {
            let text: String
            do { text = try readWholeFile(filterFile) } catch {
                throw CLIError(.noInput, "capture: -F \(filterFile): \(error.description)")
            }
            // tcpdump drops # comments in -F files.
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.firstIndex(of: "#").map { String(line[..<$0]) } ?? String(line) }
                .joined(separator: " ")
                .trimmingSpaces()
        }
        return filterOption ?? filterWords.joined(separator: " ")
    }

    func run() throws {
        if listInterfaces {
            let interfaces = try mapCaptureError { try NetworkInterface.all() }
            var text = ""
            for (index, interface) in interfaces.enumerated() { text += "\(index + 1).\(interface.listingLine)\n" }
            writeStandardOutput(text)
            return
        }
        let name = try interface ?? mapCaptureError { try NetworkInterface.defaultInterface()?.name }
            ?? { throw CLIError(.unavailable, "capture: no interface to capture on (none found)") }()
        if listLinkTypes {
            let types = try mapCaptureError { try NetworkInterface(name: name).linkTypes() }
            var text = "Data link types for \(name) (use option -y to set):\n"
            for type in types { text += "  \(LinkTypeNames.describe(type))\n" }
            writeStandardOutput(text)
            return
        }
        let expression = try filterExpression()
        let capture = try mapCaptureError { try LiveCapture(interface: name, options: captureOptions) }
        for warning in capture.warnings { printError("capture: warning: \(name): \(warning)") }
        let program = try mapCaptureError { try capture.compile(expression, optimize: !noOptimize) }
        if dumpFilter > 0 {
            writeStandardOutput(program.dump(level: dumpFilter))
            return
        }
        try mapCaptureError { try capture.setFilter(program) }
        if let user { try CapturePrivileges.drop(to: user) }
        let session = try CaptureSession(command: self, capture: capture)
        try session.run()
    }
}

/// Runs `body`, turning a `CaptureError` into the `CLIError` with the exit status the README lists.
func mapCaptureError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CaptureError {
        let status: ExitStatus = switch error {
        case .permissionDenied: .noPermission
        case .noSuchInterface, .interfaceDown: .unavailable
        case .badFilter: .badFilter
        case .openFailed: .unavailable
        case .readFailed, .injectFailed: .ioError
        }
        throw CLIError(status, "capture: \(error)")
    }
}


extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
