import ArgumentParser
import Foundation
import SwiftNetProbe

/// `swiftnet scan TARGETS`: nmap-style port scanning. Flags follow nmap's spelling.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scan ports as nmap does: SYN, connect, UDP, ACK scans and host discovery.",
        discussion: """
        Targets: names, IPv4/IPv6 addresses, CIDR (198.18.0.0/24), ranges (198.18.0.1-20, 198.18.1-2.*).
        Ports: -p 22,80,1000-2000 | -p- | -p T:80,U:53 | --top-ports N | -F (default: top 1000).
        Discovery: -PE -PP -PS[ports] -PA[ports] -PU[ports] -PR (none named: -PE -PS443 -PA80 -PP; ARP and
        NDP on the local segment), -Pn (none), -sn (discovery only). --resume FILE continues an
        interrupted scan from its -oX/-oG/-oN report; --host-timeout T gives up on slow hosts.
        Send only to hosts you are allowed to scan.
        """
    )

    @Argument(help: "Hosts to scan: names, addresses, CIDR blocks, octet ranges.")
    var targets: [String] = []

    @Option(name: .customShort("p"), help: "Ports: 22,80,1000-2000, - (all), T:80,U:53.")
    var ports: String?

    @Flag(name: .customLong("p-", withSingleDash: true), help: "All ports, 1-65535 (as -p 1-65535).")
    var allPorts = false

    @Option(name: .customLong("top-ports"), help: "Scan the N most common ports.")
    var topPorts: Int?

    @Flag(name: .customShort("F"), help: "Fast: the 100 most common ports.")
    var fast = false

    @Flag(name: .customLong("sS", withSingleDash: true), help: "TCP SYN scan (default as root).")
    var synScan = false

    @Flag(name: .customLong("sT", withSingleDash: true), help: "TCP connect scan (no privileges needed).")
    var connectScan = false

    @Flag(name: .customLong("sA", withSingleDash: true), help: "TCP ACK scan (filtered or unfiltered).")
    var ackScan = false

    @Flag(name: .customLong("sF", withSingleDash: true), help: "TCP FIN scan (closed: RST; silent: open|filtered).")
    var finScan = false

    @Flag(name: .customLong("sN", withSingleDash: true), help: "TCP NULL scan (no flags).")
    var nullScan = false

    @Flag(name: .customLong("sX", withSingleDash: true), help: "TCP Xmas scan (FIN, PSH, URG).")
    var xmasScan = false

    @Flag(name: .customLong("sM", withSingleDash: true), help: "TCP Maimon scan (FIN+ACK).")
    var maimonScan = false

    @Flag(name: .customLong("sU", withSingleDash: true), help: "UDP scan.")
    var udpScan = false

    @Flag(name: .customLong("sn", withSingleDash: true), help: "Host discovery only, no port scan.")
    var pingOnly = false

    @Flag(name: .customLong("Pn", withSingleDash: true), help: "Treat every target as up (skip discovery).")
    var noPing = false

    @Flag(name: .customLong("PE", withSingleDash: true), help: "Discovery probe: ICMP echo request.")
    var pingEcho = false

    @Flag(name: .customLong("PP", withSingleDash: true), help: "Discovery probe: ICMP timestamp request (IPv4).")
    var pingTimestamp = false

    @Option(name: .customLong("PS", withSingleDash: true), help: "Discovery probe: TCP SYN to PORTS, attached (-PS22,80; bare -PS: 80).")
    var pingSYN: [String] = []

    @Option(name: .customLong("PA", withSingleDash: true), help: "Discovery probe: TCP ACK to PORTS, attached (-PA80,443; bare -PA: 80).")
    var pingACK: [String] = []

    @Option(name: .customLong("PU", withSingleDash: true), help: "Discovery probe: UDP to PORTS, attached (-PU53; bare -PU: 40125).")
    var pingUDP: [String] = []

    @Flag(name: .customLong("PR", withSingleDash: true), help: "Discovery: ARP on the local segment only (used there whatever probes are named).")
    var pingARP = false

    @Flag(name: .customLong("send-ip"), help: "Send through raw IP sockets only: no ARP discovery, no Ethernet frames.")
    var sendIP = false

    @Flag(name: .customLong("disable-arp-ping"), help: "No ARP discovery on the local segment (IP probes instead).")
    var disableARPPing = false

    @Option(name: .customLong("iL", withSingleDash: true), help: "Read targets from FILE (- for stdin).")
    var inputList: String?

    @Option(name: .customLong("exclude"), help: "Comma-separated targets to leave out.")
    var exclude: String?

    @Option(name: .customShort("e"), help: "Send through interface IFACE.")
    var interface: String?

    @Option(name: .customShort("S"), help: "Source address for raw probes.")
    var source: String?

    @Option(name: .customShort("T", allowingJoined: true), help: "Timing template 0-5 or paranoid|sneaky|polite|normal|aggressive|insane (nmap's -T; default 3).")
    var timing: String?

    @Option(name: .customLong("rate"), help: "A fixed rate, probes per second (default: adaptive timing up to the -T template's ceiling).")
    var rate: Double?

    @Option(name: .customLong("retries"), help: "Extra tries for unanswered probes at most (default 10, or the -T template's); past the first only while retries are answered.")
    var retries: Int?

    @Option(name: .customLong("max-retries"), help: "nmap's name for --retries.")
    var maxRetries: Int?

    @Option(name: .customLong("min-rate"), help: "Probes per second at least, whatever the congestion window.")
    var minRate: Double?

    @Option(name: .customLong("max-rate"), help: "Probes per second at most (lowers the -T template's ceiling).")
    var maxRate: Double?

    @Option(name: .customLong("scan-delay"), help: "Time between probes at least: 500ms, 2s, 1m (no unit: seconds).")
    var scanDelay: String?

    @Option(name: .customLong("max-rtt-timeout"), help: "Longest wait for an answer: 500ms, 2s (default 1s, or the -T template's).")
    var maxRTTTimeout: String?

    @Option(name: .customLong("min-rtt-timeout"), help: "Shortest wait for an answer (default 100ms, or the -T template's).")
    var minRTTTimeout: String?

    @Option(name: .customLong("initial-rtt-timeout"), help: "Wait before any round trip is measured (default 1s, or the -T template's).")
    var initialRTTTimeout: String?

    @Option(name: .customLong("host-timeout"), help: "Give up on a host after this long: 30s, 15m (no unit: seconds; 0: never). Reported as nmap does: 'Skipping host X due to host timeout', no port table.")
    var hostTimeout: String?

    @Option(name: .customLong("min-parallelism"), help: "Probes unanswered at once at least (the congestion window's floor).")
    var minParallelism: Int?

    @Option(name: .customLong("max-parallelism"), help: "Probes unanswered at once at most (the congestion window's ceiling; -sT: sockets).")
    var maxParallelism: Int?

    @Option(name: .customLong("sender-threads"), help: "Threads sending raw probes; 0: automatic (2 for large scans at 100000/s or more on 2+ cores, else 1).")
    var senderThreads: Int = 0

    @Option(name: .customLong("seed"), help: "Seed of the probe order (same seed and shards: same split).")
    var seed: UInt64?

    @Option(name: .customLong("shard"), help: "I/N: scan only shard I of N (needs the same --seed everywhere).")
    var shard: String?

    @Flag(name: .customLong("reason"), help: "Show why each port has its state.")
    var reason = false

    @Flag(name: .customLong("open"), help: "Show only open ports.")
    var openOnly = false

    @Option(name: .customLong("color"), help: "Colour the report's port states: auto (a terminal, or FORCE_COLOR set; never with NO_COLOR), always, never.")
    var color: ColorMode = .auto

    @Flag(name: .customLong("json"), help: "NDJSON on stdout: one object per port, host and a summary.")
    var json = false

    @Option(name: .customLong("oN", withSingleDash: true), help: "Write the normal report to FILE.")
    var normalFile: String?

    @Option(name: .customLong("oG", withSingleDash: true), help: "Write the grepable report to FILE.")
    var grepableFile: String?

    @Option(name: .customLong("oX", withSingleDash: true), help: "Write nmap XML to FILE.")
    var xmlFile: String?

    @Option(name: .customLong("oA", withSingleDash: true), help: "Write BASE.nmap, BASE.gnmap and BASE.xml (an -oN/-oG/-oX given as well wins).")
    var allFormatsBase: String?

    @Flag(name: .customShort("v"), help: "Verbose: a 'Discovered open port' line as each is found (-vv: the same).")
    var verbosity: Int

    @Flag(name: .customLong("packet-trace"), help: "A line per probe sent and reply received, in nmap's words: SENT (0.0421s) TCP 198.18.0.1:40000 > 198.18.0.2:80 S ttl=64 ... (on stderr beside --json; raw scans and ARP, not -sT).")
    var packetTrace = false

    @Option(name: .customLong("resume"), help: "Resume the interrupted scan whose -oX, -oG or -oN report is FILE: its command line again, without the ports it reported (given alone, as nmap's).")
    var resumeFile: String?

    @Flag(name: .customShort("n"), help: "No reverse DNS (swiftnet never does it; accepted for nmap habits).")
    var noDNS = false

    func validate() throws {
        if let timing, ScanTiming(parsing: timing) == nil {
            throw ValidationError("-T must be 0-5 or one of \(ScanTiming.names.joined(separator: ", "))")
        }
        if senderThreads < 0 || senderThreads > 16 { throw ValidationError("--sender-threads must be 0-16 (0: automatic)") }
        if let retries, retries < 0 || retries > 20 { throw ValidationError("--retries must be 0-20") }
        if let maxRetries, maxRetries < 0 || maxRetries > 20 { throw ValidationError("--max-retries must be 0-20") }
        if retries != nil && maxRetries != nil { throw ValidationError("give one of --retries and --max-retries") }
        if [synScan, connectScan, ackScan, finScan, nullScan, xmasScan, maimonScan].filter({ $0 }).count > 1 {
            throw ValidationError("choose one TCP scan type: -sS, -sT, -sA, -sF, -sN, -sX or -sM")
        }
        if pingOnly && (ports != nil || topPorts != nil || fast || allPorts) {
            throw ValidationError("-sn scans no ports: drop -p/--top-ports/-F")
        }
        if let shard, ScanShard(parsing: shard) == nil {
            throw ValidationError("--shard must be I/N with 1 <= I <= N")
        }
        if shard != nil && seed == nil { throw ValidationError("--shard needs --seed, the same on every shard") }
        if [ports != nil, topPorts != nil, fast, allPorts].filter({ $0 }).count > 1 {
            throw ValidationError("give only one of -p, --top-ports, -F")
        }
    }

    /// Values that parse but cannot be used: one `swiftnet: scan:` line each, exit 64 (a wrong-family
    /// -S, a bad discovery port list, -Pn with discovery probes) or 66 (an -iL file naming no target).
    func checkValues() throws(CLIError) {
        _ = try timingSettings()
        let probes = try discoveryProbes()
        if noPing && probes != nil {
            throw CLIError(.usage, "scan: -Pn skips host discovery: drop -PE/-PP/-PS/-PA/-PU/-PR")
        }
        if let source, let address = IPAddress(source) {
            for target in targets {
                if let literal = IPAddress(target), literal.family != address.family {
                    throw CLIError(.usage, "scan: -S \(source) is \(address.family.name) but target \(target) is \(literal.family.name)")
                }
            }
        }
    }

    /// The discovery probes named (nil: none, nmap's default set). Failure contract: one
    /// `swiftnet: scan:` line, exit 64, for a bad port list.
    func discoveryProbes() throws(CLIError) -> DiscoveryProbes? {
        let named = pingEcho || pingTimestamp || pingARP || !pingSYN.isEmpty || !pingACK.isEmpty || !pingUDP.isEmpty
        guard named else { return nil }
        func ports(_ values: [String], bare: UInt16, flag: String) throws(CLIError) -> [UInt16] {
            var result: [UInt16] = []
            for value in values {
                // ShortOptions passes a bare -PS as "-PS=" (empty): the kind's default port.
                do {
                    result += try DiscoveryProbes.parsePorts(value, bare: bare, flag: flag)
                } catch {
                    throw CLIError(.usage, "scan: \(error.message)")
                }
            }
            var seen = Set<UInt16>()
            return result.filter { seen.insert($0).inserted }
        }
        return DiscoveryProbes(echo: pingEcho, timestamp: pingTimestamp,
                               syn: try ports(pingSYN, bare: DiscoveryProbes.defaultTCPPort, flag: "-PS"),
                               ack: try ports(pingACK, bare: DiscoveryProbes.defaultTCPPort, flag: "-PA"),
                               udp: try ports(pingUDP, bare: DiscoveryProbes.defaultUDPPort, flag: "-PU"),
                               arp: pingARP)
    }

    /// The -T template with the timing flags over it (times in nmap's units). Failure contract:
    /// one `swiftnet: scan:` line, exit 64, naming the flag.
    func timingSettings() throws(CLIError) -> ScanSettings {
        func time(_ text: String?, _ flag: String) throws(CLIError) -> Double? {
            guard let text else { return nil }
            guard let seconds = NmapTime.seconds(text) else {
                throw CLIError(.usage, "scan: \(flag): '\(text)' is not a time (500ms, 2s, 1m; no unit: seconds)")
            }
            return seconds
        }
        var flags = ScanTimingFlags()
        if let template = timing.flatMap(ScanTiming.init(parsing:)) { flags.template = template }
        flags.rate = rate
        flags.minRate = minRate
        flags.maxRate = maxRate
        flags.retries = retries ?? maxRetries
        flags.scanDelay = try time(scanDelay, "--scan-delay")
        flags.maxRTTTimeout = try time(maxRTTTimeout, "--max-rtt-timeout")
        flags.minRTTTimeout = try time(minRTTTimeout, "--min-rtt-timeout")
        flags.initialRTTTimeout = try time(initialRTTTimeout, "--initial-rtt-timeout")
        flags.hostTimeout = try time(hostTimeout, "--host-timeout")
        flags.minParallelism = minParallelism
        flags.maxParallelism = maxParallelism
        do {
            return try flags.settings()
        } catch {
            throw CLIError(.usage, "scan: \(error.message)")
        }
    }

    func run() throws {
        if let resumeFile { return try Self.resume(resumeFile) }
        try run(resume: nil)
    }

    /// `--resume FILE`: parses the report, runs its command line again with what it holds.
    /// Failure contract: one `swiftnet: scan:` line: 64 when other arguments are given, 66 when
    /// the file cannot be read, 65 when it is no swiftnet scan report.
    static func resume(_ path: String) throws {
        let given = CommandLine.arguments.dropFirst(2)
        if given.count > 2 || given.contains(where: { !$0.hasPrefix("--resume") && $0 != path }) {
            throw CLIError(.usage, "scan: --resume takes the report file alone (the scan's options come from it)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(.noInput, "scan: --resume: cannot read '\(path)'")
        }
        guard let state = ScanResume.parse(String(decoding: data, as: UTF8.self)) else {
            throw CLIError(.badFilter, "scan: --resume: '\(path)' is not a swiftnet scan report (-oX, -oG or -oN)")
        }
        let arguments = ShortOptionTable.scan.normalize(state.arguments)
        let command: Scan
        do {
            command = try Scan.parse(arguments)
        } catch {
            throw CLIError(.badFilter, "scan: --resume: '\(path)' holds a command line that does not parse: \(state.commandLine)")
        }
        if command.resumeFile != nil { throw CLIError(.badFilter, "scan: --resume: '\(path)' was itself made by --resume") }
        try command.run(resume: state)
    }

    func run(resume: ScanResume?) throws {
        try checkValues()
        ScanInterrupt.install()
        // Root or CAP_NET_RAW (setcap): found by opening a raw socket, not by the user id.
        let mayUseRawSockets = Privilege.canUseRawSockets
        var request = ScanRequest(targets: targets)
        if let inputList {
            let text: String
            if inputList == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let data = FileManager.default.contents(atPath: inputList) else {
                    throw CLIError(.noInput, "scan: cannot read target list '\(inputList)'")
                }
                text = String(decoding: data, as: UTF8.self)
            }
            let listed = TargetList.words(in: text)
            if listed.isEmpty {
                throw CLIError(.noInput, "scan: -iL \(inputList): the list names no targets")
            }
            request.targets += listed
        }
        request.exclude = exclude.map(TargetList.words(in:)) ?? []
        if allPorts { request.ports = .spec("1-65535") }
        else if let ports { request.ports = .spec(ports == "-" ? "1-65535" : ports) }
        else if let topPorts { request.ports = .top(topPorts) }
        else if fast { request.ports = .fast }
        request.udp = udpScan
        if synScan { request.tcpType = .syn }
        else if connectScan { request.tcpType = .connect }
        else if ackScan { request.tcpType = .ack }
        else if finScan { request.tcpType = .fin }
        else if nullScan { request.tcpType = .null }
        else if xmasScan { request.tcpType = .xmas }
        else if maimonScan { request.tcpType = .maimon }
        else if udpScan { request.tcpType = nil }
        else { request.tcpType = mayUseRawSockets ? .syn : .connect }
        request.discoveryOnly = pingOnly
        request.skipDiscovery = noPing
        request.discoveryProbes = try discoveryProbes()
        request.arpPing = !(sendIP || disableARPPing)
        request.sendEthernet = !sendIP
        // The -T template first (T3: the defaults), then explicit flags over it.
        request.settings = try timingSettings()
        request.settings.senderThreads = senderThreads
        request.seed = seed ?? UInt64.random(in: 0...UInt64.max)
        request.shard = shard.flatMap(ScanShard.init(parsing:)) ?? .whole
        request.source = source
        request.interface = interface
        request.commandLine = (["swiftnet"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        if let resume {
            // The resumed run writes the same headers, so its report can be resumed in turn.
            request.commandLine = resume.commandLine
            request.resume = resume
        }

        let files = try ScanOutputFiles(normal: normalFile ?? allFormatsBase.map { $0 + ".nmap" },
                                        grepable: grepableFile ?? allFormatsBase.map { $0 + ".gnmap" },
                                        xml: xmlFile ?? allFormatsBase.map { $0 + ".xml" })
        if verbosity > 0 {
            // nmap's words, as they happen; beside NDJSON on stdout they go to stderr.
            let toStandardError = json
            request.onOpenPort = { address, port in
                let line = "Discovered open port \(port.number)/\(port.proto.rawValue) on \(address)\n"
                if toStandardError { writeStandardError(line) } else { writeStandardOutput(line) }
            }
        }
        if packetTrace {
            let toStandardError = json
            request.packetTrace = PacketTrace { line in
                if toStandardError { writeStandardError(line) } else { writeStandardOutput(line) }
            }
        }
        var report: ScanReport
        do {
            if request.tcpType == .connect && !request.udp && !pingOnly {
                report = try ScanRunner.runConnect(request, resolve: Self.resolve, services: ServiceTable.preloadedSystem(),
                                                   progress: ScanProgress.reporter())
            } else {
                guard mayUseRawSockets else {
                    let letters: [ScanType: String] = [.ack: "-sA", .fin: "-sF", .null: "-sN", .xmas: "-sX", .maimon: "-sM"]
                    let what = pingOnly ? "-sn" : request.udp ? "-sU" : request.tcpType.flatMap { letters[$0] } ?? "-sS"
                    throw CLIError(.noPermission, "scan: \(what) needs root or CAP_NET_RAW: run with sudo, or use -sT")
                }
                report = try ScanRunner.runRaw(request, resolve: Self.resolve, services: ServiceTable.preloadedSystem(),
                                               progress: ScanProgress.reporter())
            }
        } catch let error as ScanError {
            throw CLIError(Self.status(for: error.kind), "scan: \(error.message)")
        }
        ScanProgress.clear()
        if let signal = report.interruptedBy {
            // nmap's words; the reports below hold what was learnt before the signal.
            writeStandardError("caught \(ScanInterrupt.name(signal)) signal, cleaning up\n")
        }
        // Loaded meanwhile on a thread of its own (`preloadSystem`): a number range such as -p-
        // does not wait for it before the scan.
        let options = ReportOptions(showReason: reason, openOnly: openOnly, services: ServiceTable.preloadedSystem())
        report.cacheVerdicts()      // one port list per host for every writer below
        try files.finish(report, options: options)
        Colour.configure(json ? .never : color)
        let stdout = json ? JSONReport.render(report, options: options) : Colour.scanReport(NormalReport.render(report, options: options))
        FileHandle.standardOutput.write(Data(stdout.utf8))
        // 128 + the signal, as nmap and shells report a command the signal ended (SIGINT: 130).
        if let signal = report.interruptedBy { throw ExitCode(128 + signal) }
    }

    static func status(for kind: ScanError.Kind) -> ExitStatus {
        switch kind {
        case .badPorts: return .usage
        case .badTarget: return .badTarget
        case .unresolved: return .noHost
        case .emptyTargets: return .noInput
        case .noPermission: return .noPermission
        case .unavailable: return .unavailable
        case .system: return .ioError
        }
    }

    @Sendable static func resolve(_ name: String) -> [ScanAddress] {
        ScanResolver.resolve(name)
    }
}

extension ExitStatus {
    /// A target that is not an address, CIDR block or range (EX_DATAERR, shared with bad filters).
    static let badTarget = ExitStatus.badFilter
}

/// The progress line on stderr (percent, rate, ETA), only when stderr is a terminal.
enum ScanProgress {
    static func reporter() -> ((Int, Int) -> Void)? {
        guard isatty(2) != 0 else { return nil }
        let started = Date()
        nonisolated(unsafe) var last = Date.distantPast
        return { done, total in
            let now = Date()
            guard now.timeIntervalSince(last) > 0.25, total > 0 else { return }
            last = now
            let elapsed = now.timeIntervalSince(started)
            let rate = elapsed > 0 ? Double(done) / elapsed : 0
            let eta = rate > 0 ? Double(total - done) / rate : 0
            let line = String(format: "\r%5.1f%% done, %.0f probes/s, ETA %.0fs   ", 100 * Double(done) / Double(total), rate, eta)
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Blanks the progress line: spaces over it rather than a terminal erase code, which any
    /// terminal (and a log of stderr) shows the same way.
    static func clear() {
        if isatty(2) != 0 { FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: 79) + "\r").utf8)) }
    }
}
