import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// One scanned host: whether it is up, why, and the verdict of every port that got an answer.
/// Ports without an entry got no answer; `verdict(for:)` fills them in as the scan type dictates.
public struct HostResult: Sendable {
    public var address: ScanAddress
    public var isUp: Bool
    /// nmap's host reason: `echo-reply`, `syn-ack`, `reset`, `arp-response`, `user-set`, `localhost-response`.
    public var upReason: String
    /// Smoothed round-trip time in seconds, when measured.
    public var latency: Double?
    public var answered: [ScanPort: PortVerdict]
    /// The host's MAC address when ARP discovery found it on the local segment.
    public var mac: MACAddress?
    /// `--host-timeout` ran out before its port scan ended: reported as skipped, no port table
    /// (what it had answered is dropped, as nmap drops it).
    public var timedOut = false

    /// Gives up on the host (`--host-timeout`): its answers are dropped.
    public mutating func giveUp() {
        timedOut = true
        answered = [:]
    }

    public init(address: ScanAddress, isUp: Bool, upReason: String, latency: Double? = nil,
                answered: [ScanPort: PortVerdict] = [:]) {
        self.address = address
        self.isUp = isUp
        self.upReason = upReason
        self.latency = latency
        self.answered = answered
    }
}

/// Everything a report writer needs about one finished scan.
public struct ScanReport: Sendable {
    public var scanTypes: [ScanProtocol: ScanType]
    /// The scanned ports, sorted (TCP then UDP).
    public var ports: [ScanPort]
    public var hosts: [HostResult]
    /// Unix time the scan began, and seconds it took.
    public var startTime: Int
    public var elapsed: Double
    /// The command line as typed (nmap writes it into -oN/-oG/-oX headers).
    public var commandLine: String
    /// `-sn`: discovery only, no port table.
    public var discoveryOnly: Bool
    /// Hosts that were targets (up or not), for "N IP addresses (M hosts up)".
    public var targetCount: Int
    /// The plan, when sharded: a shard reports only the probes it sent.
    public var plan: ScanPlan?
    /// The signal that stopped the scan early (SIGINT, SIGTERM, SIGHUP), nil when it ran to the
    /// end. An interrupted report lists only the ports that answered: silence from a port whose
    /// probe may never have been sent says nothing.
    public var interruptedBy: Int32?
    /// Every host's port list from `cacheVerdicts`, read by `verdicts` instead of building it
    /// again for each writer (a -p- report's list is 65,535 entries; the normal output and -oX
    /// each asked for it).
    private var verdictCache: [ScanAddress: [(ScanPort, PortVerdict)]] = [:]

    public init(scanTypes: [ScanProtocol: ScanType], ports: [ScanPort], hosts: [HostResult],
                startTime: Int, elapsed: Double, commandLine: String, discoveryOnly: Bool = false,
                targetCount: Int? = nil) {
        self.scanTypes = scanTypes
        self.ports = ports
        self.hosts = hosts
        self.startTime = startTime
        self.elapsed = elapsed
        self.commandLine = commandLine
        self.discoveryOnly = discoveryOnly
        self.targetCount = targetCount ?? hosts.count
    }

    public var upCount: Int { hosts.filter(\.isUp).count }

    /// A port's verdict on a host, with silence read as the scan type says (filtered, or
    /// open|filtered for UDP).
    public func verdict(_ host: HostResult, _ port: ScanPort) -> PortVerdict {
        if let verdict = host.answered[port] { return verdict }
        let type = scanTypes[port.proto] ?? .syn
        return PortClassifier.verdict(for: .noResponse, scan: type)!
    }

    /// Builds every host's port list once, for the report writers that follow. Call it when the
    /// report is final: a change to `hosts`, `ports` or `scanTypes` afterwards is not seen.
    public mutating func cacheVerdicts() {
        guard !discoveryOnly else { return }
        var cache: [ScanAddress: [(ScanPort, PortVerdict)]] = [:]
        for host in hosts where host.isUp && !host.timedOut { cache[host.address] = verdicts(host) }
        verdictCache = cache
    }

    /// Every port's verdict on `host`, in port order (only this shard's ports when sharded).
    public func verdicts(_ host: HostResult) -> [(ScanPort, PortVerdict)] {
        if let cached = verdictCache[host.address] { return cached }
        if interruptedBy != nil {
            return ports.compactMap { port in host.answered[port].map { (port, $0) } }
        }
        // Silence's verdict once per protocol, not per port: a -p- report asks for 65,535 of
        // them, once per writer.
        let silentTCP = PortClassifier.verdict(for: .noResponse, scan: scanTypes[.tcp] ?? .syn)!
        let silentUDP = PortClassifier.verdict(for: .noResponse, scan: scanTypes[.udp] ?? .syn)!
        func silent(_ port: ScanPort) -> PortVerdict { port.proto == .tcp ? silentTCP : silentUDP }
        if let plan, plan.shard.total > 1 {
            return ports.filter { plan.contains(host.address, $0) }.map { ($0, host.answered[$0] ?? silent($0)) }
        }
        var list: [(ScanPort, PortVerdict)] = ports.map { ($0, silent($0)) }
        if ports.count > Self.tableThreshold {
            // A long port list (-p- asks for 65,535 verdicts): each answer is put in its place
            // through a table of the ports' positions, one walk of the answers rather than a
            // hash of every port and a probe of the dictionary.
            var positions = [Int32](repeating: -1, count: 2 << 16)
            for (index, port) in ports.enumerated() { positions[Self.slot(port)] = Int32(truncatingIfNeeded: index) }
            for (port, verdict) in host.answered {
                let at = positions[Self.slot(port)]
                if at >= 0 { list[Int(at)].1 = verdict }
            }
        } else if !host.answered.isEmpty {
            for index in list.indices {
                if let verdict = host.answered[list[index].0] { list[index].1 = verdict }
            }
        }
        return list
    }

    /// Port lists longer than this are looked up through a table in `verdicts` (its 512 kB cost
    /// more than the hashing for short lists).
    static let tableThreshold = 2_048

    /// A port's index in `verdicts`' table: TCP in the first 65,536 slots, UDP in the next.
    static func slot(_ port: ScanPort) -> Int { (port.proto == .tcp ? 0 : 1 << 16) | Int(port.number) }
}

/// Grouping used by the normal report's "Not shown" line and the XML `extraports`.
struct IgnoredGroup {
    var state: PortState
    var count: Int
    /// Per reason and protocol, largest first.
    var reasons: [(reason: String, proto: ScanProtocol, ports: [UInt16])]
}

enum ReportGrouping {
    /// nmap hides a state (never `open`) when more than this many ports have it.
    static let ignoreThreshold = 25

    /// The states to collapse for a host, and the ports left to list.
    static func split(_ verdicts: [(ScanPort, PortVerdict)], openOnly: Bool)
        -> (ignored: [IgnoredGroup], shown: [(ScanPort, PortVerdict)]) {
        // Counted first and grouped only for the states that are hidden: a -p- report has 65,535
        // entries, nearly all of one state, and no per-entry hashing of the state is needed.
        let states = PortState.allCases
        var counts = [Int](repeating: 0, count: states.count)
        for entry in verdicts { counts[entry.1.state.ordinal] += 1 }
        var ignored: [IgnoredGroup] = []
        var hidden = [Bool](repeating: false, count: states.count)
        for (index, state) in states.enumerated() {
            guard state != .open, counts[index] > ignoreThreshold else { continue }
            hidden[index] = true
            var groups: [(reason: String, proto: ScanProtocol, ports: [UInt16])] = []
            var last = -1
            for (port, verdict) in verdicts where verdict.state == state {
                // Consecutive entries usually share their group: try the last one first.
                if last >= 0, groups[last].reason == verdict.reason && groups[last].proto == port.proto {
                    groups[last].ports.append(port.number)
                } else if let at = groups.firstIndex(where: { $0.reason == verdict.reason && $0.proto == port.proto }) {
                    groups[at].ports.append(port.number)
                    last = at
                } else {
                    groups.append((verdict.reason, port.proto, [port.number]))
                    last = groups.count - 1
                }
            }
            // Largest first; ties keep first-seen order (sort is not stable, so use the index).
            let sorted = groups.enumerated().sorted {
                $0.element.ports.count != $1.element.ports.count
                    ? $0.element.ports.count > $1.element.ports.count : $0.offset < $1.offset
            }.map(\.element)
            ignored.append(IgnoredGroup(state: state, count: counts[index], reasons: sorted))
        }
        let shown = verdicts.filter { !hidden[$0.1.state.ordinal] && (!openOnly || $0.1.state == .open) }
        return (ignored, shown)
    }

    /// nmap's compact port list: `1-24,26-79,81`.
    static func compactList(_ numbers: [UInt16]) -> String {
        var parts: [String] = []
        var index = 0
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count && numbers[end + 1] == numbers[end] &+ 1 { end += 1 }
            parts.append(end == index ? "\(numbers[index])" : "\(numbers[index])-\(numbers[end])")
            index = end + 1
        }
        return parts.joined(separator: ",")
    }
}

/// Number formatting as nmap does it.
enum ReportFormat {
    /// `%.2f`.
    static func fixed2(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Two significant digits in plain decimal (`0.000041`, `0.0000050`, `0.10`).
    static func significant2(_ value: Double) -> String {
        guard value > 0, value.isFinite else { return "0.0" }
        let magnitude = Int(floor(log10(value)))
        let decimals = max(1, 1 - magnitude)
        let scaled = (value * pow(10, Double(decimals))).rounded()
        var digits = String(Int(scaled))
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        let split = digits.index(digits.endIndex, offsetBy: -decimals)
        return digits[..<split] + "." + digits[split...]
    }

    /// `Sat Nov 21 05:45:19 2026` (ctime style) in local time.
    static func ctime(_ time: Int) -> String { strftime(time, "%a %b %e %H:%M:%S %Y") }

    /// `2026-11-21 05:45 UTC`.
    static func startLine(_ time: Int) -> String { strftime(time, "%Y-%m-%d %H:%M %Z") }

    static func strftime(_ time: Int, _ format: String) -> String {
        var seconds = time_t(time)
        var parts = tm()
        localtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 128)
        let count = Glibc.strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// "1 IP address (1 host up)" / "256 IP addresses (3 hosts up)".
    static func hostSummary(_ report: ScanReport) -> String {
        let total = report.targetCount, up = report.upCount
        return "\(total) IP address\(total == 1 ? "" : "es") (\(up) host\(up == 1 ? "" : "s") up)"
    }
}
