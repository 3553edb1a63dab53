#if canImport(Glibc)
import Glibc
#endif

/// Why a scan could not run; `kind` picks the exit status, `message` is the one line shown.
public struct ScanError: Error, CustomStringConvertible {
    public enum Kind: Sendable { case badPorts, badTarget, unresolved, emptyTargets, noPermission, unavailable, system }
    public var kind: Kind
    public var message: String
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
    public var description: String { message }
}

/// Which ports: `-p`, `--top-ports`, `-F`, or nmap's default (the 1000 most common).
public enum PortSelection: Sendable {
    case spec(String)
    case top(Int)

    public static let fast = PortSelection.top(100)
    public static let defaultSet = PortSelection.top(1000)
}

/// Everything `swiftnet scan` was asked to do, already split from the command line.
public struct ScanRequest: Sendable {
    public var targets: [String]
    public var exclude: [String] = []
    public var ports: PortSelection = .defaultSet
    /// TCP scan type (nil: none), and whether to scan UDP.
    public var tcpType: ScanType? = .syn
    public var udp = false
    /// `-sn`: host discovery only.
    public var discoveryOnly = false
    /// `-Pn`: every target is up, skip discovery.
    public var skipDiscovery = false
    /// `-PE`/`-PP`/`-PS`/`-PA`/`-PU`/`-PR`: the discovery probes; nil: nmap's default set.
    public var discoveryProbes: DiscoveryProbes?
    /// `--packet-trace`: where the raw engines and ARP discovery write a line per packet.
    public var packetTrace: PacketTrace?
    /// `--resume`: what the interrupted run's report already holds (skipped, then merged in).
    public var resume: ScanResume?
    /// ARP discovery for targets on a directly connected Ethernet segment (nmap's default);
    /// `--send-ip` / `--disable-arp-ping` turn it off.
    public var arpPing = true
    /// Send port-scan probes as Ethernet frames where the next hop is known (nmap's --send-eth
    /// default on Ethernet); `--send-ip` uses the raw IP sockets only.
    public var sendEthernet = true
    public var settings = ScanSettings()
    public var seed: UInt64 = 0
    public var shard: ScanShard = .whole
    public var source: String?
    public var interface: String?
    public var commandLine = "swiftnet scan"
    /// Called once per open port as it is found (`-v`'s "Discovered open port" lines), from the
    /// engine's threads.
    public var onOpenPort: (@Sendable (ScanAddress, ScanPort) -> Void)?

    public init(targets: [String]) { self.targets = targets }
}

/// The scan pipeline: ports, targets, discovery, the port scan, the report.
public enum ScanRunner {
    /// Resolves a host name to its addresses (the command passes the system resolver).
    public typealias Resolver = @Sendable (String) -> [ScanAddress]

    /// The (protocol, port) list a request scans, sorted. Throws `.badPorts`. `services` is asked
    /// for only when the list names services or is the top ports: a number range (`-p-`) does not
    /// wait for the service table to load.
    public static func ports(for request: ScanRequest, services: () -> ServiceTable) throws(ScanError) -> [ScanPort] {
        if request.discoveryOnly { return [] }
        var protocols: [ScanProtocol] = []
        if request.tcpType != nil { protocols.append(.tcp) }
        if request.udp { protocols.append(.udp) }
        var result: [ScanPort] = []
        switch request.ports {
        case .spec(let text):
            let spec: PortSpec
            // Digits, commas, dashes and `T:`/`U:` need no table; a service name has letters.
            let names = text.contains { $0.isLetter && $0 != "T" && $0 != "U" }
            do { spec = try PortSpec(parsing: text, services: names ? services() : nil) } catch { throw ScanError(.badPorts, error.message) }
            for proto in protocols { result += spec.ports(for: proto).map { ScanPort(proto, $0) } }
            if !spec.udp.isEmpty && !request.udp {
                throw ScanError(.badPorts, "UDP ports given (U:) but no UDP scan requested (add -sU)")
            }
            if !spec.tcp.isEmpty && request.tcpType == nil {
                throw ScanError(.badPorts, "TCP ports given (T:) but no TCP scan requested (add -sS or -sT)")
            }
        case .top(let count):
            guard count >= 1 else { throw ScanError(.badPorts, "--top-ports must be at least 1") }
            let table = services()
            for proto in protocols { result += table.topPorts(count, protocol: proto).map { ScanPort(proto, $0) } }
        }
        guard !result.isEmpty else { throw ScanError(.badPorts, "no ports to scan") }
        return result.sorted()
    }

    /// The target list. Throws `.badTarget`, `.unresolved` or `.emptyTargets`.
    public static func targets(for request: ScanRequest, resolve: Resolver) throws(ScanError) -> TargetList {
        guard !request.targets.isEmpty else {
            throw ScanError(.emptyTargets, "no targets given (name them, or use -iL FILE)")
        }
        do {
            return try TargetList.build(targets: request.targets, exclude: request.exclude, resolve: resolve)
        } catch {
            switch error.kind {
            case .syntax, .tooLarge: throw ScanError(.badTarget, error.message)
            case .unresolved: throw ScanError(.unresolved, error.message)
            case .empty: throw ScanError(.emptyTargets, error.message)
            }
        }
    }

    /// Seconds since the epoch.
    static func unixTime() -> Int { Int(time(nil)) }

    /// Runs a connect scan (no privileges) and builds the report. Hosts count as up when any port
    /// answered (open or closed), unless `-Pn` says they all are.
    public static func runConnect(_ request: ScanRequest, resolve: Resolver, services: @autoclosure () -> ServiceTable,
                                  progress: ((Int, Int) -> Void)? = nil) throws(ScanError) -> ScanReport {
        let ports = try ports(for: request, services: services)
        let targets = try targets(for: request, resolve: resolve)
        if ports.contains(where: { $0.proto == .udp }) {
            throw ScanError(.noPermission, "-sU needs root or CAP_NET_RAW (raw sockets): run with sudo")
        }
        let start = unixTime()
        let started = monotonicSeconds()
        let plan = ScanPlan(targets: targets, ports: ports, seed: request.seed, shard: request.shard)
        var scanner = ConnectScanner(plan: plan, settings: request.settings, progress: progress)
        scanner.onOpenPort = request.onOpenPort
        if let resume = request.resume { scanner.skip = resume.skip }
        let hostTimeouts = HostTimeouts(limit: request.settings.hostTimeout)
        if hostTimeouts.isActive { scanner.hostTimeouts = hostTimeouts }
        let answers = scanner.run()
        let timedOut = hostTimeouts.timedOut
        let elapsed = monotonicSeconds() - started
        let addresses = plan.targetAddresses()
        // The MAC of directly connected hosts, as -sS reports it from ARP: connect(2) made the
        // kernel resolve them, and only a neighbour's own address has an entry of its own.
        let neighbours = kernelARPTable()
        let hosts = addresses.map { address -> HostResult in
            let answered = answers.verdicts[address] ?? [:]
            let responded = answered.values.contains { $0.reason != "no-response" && $0.reason != "host-unreach" && $0.reason != "net-unreach" }
            var host = HostResult(address: address, isUp: request.skipDiscovery || responded,
                                  upReason: request.skipDiscovery ? "user-set" : "conn-refused",
                                  latency: answers.rtt[address]?.smoothed, answered: answered)
            if case .v4(let ipv4) = address { host.mac = neighbours[ipv4]?.mac }
            if timedOut.contains(address) { host.giveUp() }
            return host
        }
        var report = ScanReport(scanTypes: [.tcp: .connect], ports: ports, hosts: hosts, startTime: start,
                                elapsed: elapsed, commandLine: request.commandLine, targetCount: addresses.count)
        report.plan = plan
        report.interruptedBy = ScanInterrupt.signal
        if let resume = request.resume { report.merge(resume) }
        return report
    }
}

extension ScanReport {
    /// Folds in what an earlier run of the same scan reported (`--resume`): its verdicts for the
    /// ports this run skipped, and its hosts' up state where this run did not find them up.
    public mutating func merge(_ resume: ScanResume) {
        for index in hosts.indices {
            let address = hosts[index].address
            if let reason = resume.upHosts[address], !hosts[index].isUp {
                hosts[index].isUp = true
                hosts[index].upReason = reason
            }
            for (port, verdict) in resume.verdicts[address] ?? [:] where hosts[index].answered[port] == nil {
                hosts[index].answered[port] = verdict
            }
        }
    }
}
