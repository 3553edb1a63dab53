import SwiftNetWire

/// Options shared by the report writers.
public struct ReportOptions: Sendable {
    /// `--reason`: add the REASON column and host reasons.
    public var showReason: Bool
    /// `--open`: list only open ports (and hosts with one).
    public var openOnly: Bool
    public var services: ServiceTable

    public init(showReason: Bool = false, openOnly: Bool = false, services: ServiceTable = .builtin()) {
        self.showReason = showReason
        self.openOnly = openOnly
        self.services = services
    }

    func serviceName(_ port: ScanPort) -> String { services.name(for: port) ?? "unknown" }
}

/// The version written into report headers.
public let swiftnetScanVersion = "0.1"

/// nmap's normal (interactive, `-oN`) report.
public enum NormalReport {
    public static func render(_ report: ScanReport, options: ReportOptions) -> String {
        var out = "Starting swiftnet \(swiftnetScanVersion) scan at \(ReportFormat.startLine(report.startTime))\n"
        for host in report.hosts where host.isUp {
            out += hostBlock(report, host, options)
        }
        out += "swiftnet done: \(ReportFormat.hostSummary(report)) scanned in \(ReportFormat.fixed2(report.elapsed)) seconds\n"
        return out
    }

    /// The "-oN" file form: nmap starts it with a comment line instead of "Starting".
    public static func renderFile(_ report: ScanReport, options: ReportOptions) -> String {
        var out = "# swiftnet \(swiftnetScanVersion) scan initiated \(ReportFormat.ctime(report.startTime)) as: \(report.commandLine)\n"
        for host in report.hosts where host.isUp { out += hostBlock(report, host, options) }
        out += "# swiftnet done at \(ReportFormat.ctime(report.startTime + Int(report.elapsed))) -- \(ReportFormat.hostSummary(report)) scanned in \(ReportFormat.fixed2(report.elapsed)) seconds\n"
        return out
    }

    static func hostLine(_ host: HostResult, _ options: ReportOptions) -> String {
        var line = "Host is up"
        if options.showReason { line += ", received \(host.upReason)" }
        if let latency = host.latency { line += " (\(ReportFormat.significant2(latency))s latency)" }
        return line + ".\n"
    }

    static func hostBlock(_ report: ScanReport, _ host: HostResult, _ options: ReportOptions) -> String {
        if host.timedOut {
            // nmap's three lines, no MAC line and no blank line after.
            return "swiftnet scan report for \(host.address)\n" + hostLine(host, options)
                + "Skipping host \(host.address) due to host timeout\n"
        }
        let verdicts = report.discoveryOnly ? [] : report.verdicts(host)
        if options.openOnly && !report.discoveryOnly && !host.timedOut && !verdicts.contains(where: { $0.1.state == .open }) { return "" }
        var out = "swiftnet scan report for \(host.address)\n" + hostLine(host, options)
        guard !report.discoveryOnly else { return out + macLine(host) }
        let (ignored, shown) = ReportGrouping.split(verdicts, openOnly: options.openOnly)
        let notShown = ignored.flatMap { group in
            group.reasons.map { "\($0.ports.count) \(group.state.rawValue) \($0.proto.rawValue) ports (\($0.reason))" }
        }
        if shown.isEmpty {
            out += "All \(verdicts.count) scanned ports on \(host.address) are in ignored states.\n"
            if !notShown.isEmpty { out += "Not shown: " + notShown.joined(separator: ", ") + "\n" }
            return out + macLine(host) + "\n"
        }
        out += notShown.isEmpty ? "\n" : "Not shown: " + notShown.joined(separator: ", ") + "\n"
        var rows: [[String]] = [options.showReason ? ["PORT", "STATE", "SERVICE", "REASON"] : ["PORT", "STATE", "SERVICE"]]
        for (port, verdict) in shown {
            var row = ["\(port.number)/\(port.proto.rawValue)", verdict.state.rawValue, options.serviceName(port)]
            if options.showReason { row.append(verdict.reasonText) }
            rows.append(row)
        }
        out += table(rows)
        return out + macLine(host) + "\n"
    }

    /// nmap's `MAC Address:` line for hosts found by ARP (upper-case hex; no vendor table here).
    static func macLine(_ host: HostResult) -> String {
        guard let mac = host.mac else { return "" }
        return "MAC Address: \(mac.description.uppercased()) (Unknown)\n"
    }

    /// Left-aligned columns one space apart; the last column is not padded.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var out = ""
        for row in rows {
            for (index, cell) in row.enumerated() {
                out += cell
                if index < columns - 1 { out += String(repeating: " ", count: widths[index] - cell.count + 1) }
            }
            out += "\n"
        }
        return out
    }
}

/// nmap's grepable report (`-oG`).
public enum GrepableReport {
    public static func render(_ report: ScanReport, options: ReportOptions) -> String {
        var out = "# swiftnet \(swiftnetScanVersion) scan initiated \(ReportFormat.ctime(report.startTime)) as: \(report.commandLine)\n"
        for host in report.hosts where host.isUp {
            let verdicts = report.discoveryOnly ? [] : report.verdicts(host)
            if options.openOnly && !report.discoveryOnly && !host.timedOut && !verdicts.contains(where: { $0.1.state == .open }) { continue }
            out += "Host: \(host.address) ()\tStatus: Up\n"
            if host.timedOut {
                out += "Host: \(host.address) ()\tStatus: Timeout\n"
                continue
            }
            guard !report.discoveryOnly else { continue }
            let (ignored, shown) = ReportGrouping.split(verdicts, openOnly: options.openOnly)
            let ports = shown.map { port, verdict in
                "\(port.number)/\(verdict.state.rawValue)/\(port.proto.rawValue)//\(options.services.name(for: port) ?? "")///"
            }
            out += "Host: \(host.address) ()\tPorts: " + ports.joined(separator: ", ")
            if ignored.count == 1 { out += "\tIgnored State: \(ignored[0].state.rawValue) (\(ignored[0].count))" }
            out += "\n"
        }
        out += "# swiftnet done at \(ReportFormat.ctime(report.startTime + Int(report.elapsed))) -- \(ReportFormat.hostSummary(report)) scanned in \(ReportFormat.fixed2(report.elapsed)) seconds\n"
        return out
    }
}

/// nmap's XML report (`-oX`, xmloutputversion 1.05): every port's state is recoverable, the
/// collapsed ones through `extraports`/`extrareasons` port lists.
public enum XMLReport {
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        // XML comments may not hold "--"; nmap writes the second dash as &#45; everywhere.
        return out.replacingDoubleDashes()
    }

    public static func render(_ report: ScanReport, options: ReportOptions) -> String {
        let args = escape(report.commandLine)
        let start = report.startTime, end = report.startTime + Int(report.elapsed)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE nmaprun>\n"
        out += "<!-- swiftnet \(swiftnetScanVersion) scan initiated \(ReportFormat.ctime(start)) as: \(args) -->\n"
        out += "<nmaprun scanner=\"swiftnet\" args=\"\(args)\" start=\"\(start)\" startstr=\"\(ReportFormat.ctime(start))\" version=\"\(swiftnetScanVersion)\" xmloutputversion=\"1.05\">\n"
        if report.discoveryOnly {
            out += "<scaninfo type=\"ping\" protocol=\"ip\" numservices=\"0\" services=\"\"/>\n"
        }
        for proto in ScanProtocol.allCases {
            guard let type = report.scanTypes[proto], !report.discoveryOnly else { continue }
            let numbers = report.ports.filter { $0.proto == proto }.map(\.number)
            out += "<scaninfo type=\"\(type.nmapName)\" protocol=\"\(proto.rawValue)\" numservices=\"\(numbers.count)\" services=\"\(ReportGrouping.compactList(numbers))\"/>\n"
        }
        out += "<verbose level=\"0\"/>\n<debugging level=\"0\"/>\n"
        for host in report.hosts where host.isUp {
            let verdicts = report.discoveryOnly ? [] : report.verdicts(host)
            if options.openOnly && !report.discoveryOnly && !host.timedOut && !verdicts.contains(where: { $0.1.state == .open }) { continue }
            out += "<host starttime=\"\(start)\" endtime=\"\(end)\"\(host.timedOut ? " timedout=\"true\"" : "")><status state=\"up\" reason=\"\(host.upReason)\" reason_ttl=\"0\"/>\n"
            out += "<address addr=\"\(host.address)\" addrtype=\"\(host.address.isIPv6 ? "ipv6" : "ipv4")\"/>\n"
            if let mac = host.mac { out += "<address addr=\"\(mac.description.uppercased())\" addrtype=\"mac\"/>\n" }
            out += "<hostnames>\n</hostnames>\n"
            if !report.discoveryOnly && !host.timedOut {
                let (ignored, shown) = ReportGrouping.split(verdicts, openOnly: options.openOnly)
                out += "<ports>"
                for group in ignored {
                    out += "<extraports state=\"\(group.state.rawValue)\" count=\"\(group.count)\">\n"
                    for reason in group.reasons {
                        out += "<extrareasons reason=\"\(reason.reason)\" count=\"\(reason.ports.count)\" proto=\"\(reason.proto.rawValue)\" ports=\"\(ReportGrouping.compactList(reason.ports))\"/>\n"
                    }
                    out += "</extraports>\n"
                }
                for (port, verdict) in shown {
                    out += "<port protocol=\"\(port.proto.rawValue)\" portid=\"\(port.number)\"><state state=\"\(verdict.state.rawValue)\" reason=\"\(verdict.reason)\" reason_ttl=\"\(verdict.ttl ?? 0)\"/>"
                    if let name = options.services.name(for: port) {
                        out += "<service name=\"\(escape(name))\" method=\"table\" conf=\"3\"/>"
                    }
                    out += "</port>\n"
                }
                out += "</ports>\n"
            }
            if let latency = host.latency {
                out += "<times srtt=\"\(Int(latency * 1_000_000))\" rttvar=\"0\" to=\"100000\"/>\n"
            }
            out += "</host>\n"
        }
        let summary = "swiftnet done at \(ReportFormat.ctime(end)); \(ReportFormat.hostSummary(report)) scanned in \(ReportFormat.fixed2(report.elapsed)) seconds"
        out += "<runstats><finished time=\"\(end)\" timestr=\"\(ReportFormat.ctime(end))\" summary=\"\(summary)\" elapsed=\"\(ReportFormat.fixed2(report.elapsed))\" \(exitAttributes(report))/><hosts up=\"\(report.upCount)\" down=\"\(report.targetCount - report.upCount)\" total=\"\(report.targetCount)\"/>\n</runstats>\n</nmaprun>\n"
        return out
    }
}

extension XMLReport {
    /// nmap's `exit` attribute of `<finished>`: "success", or "error" with the reason.
    static func exitAttributes(_ report: ScanReport) -> String {
        guard let signal = report.interruptedBy else { return "exit=\"success\"" }
        return "exit=\"error\" errormsg=\"Interrupted by \(ScanInterrupt.name(signal))\""
    }
}

extension String {
    /// Replaces the second dash of every "--" with `&#45;`, as nmap's XML does.
    func replacingDoubleDashes() -> String {
        var out = ""
        var previousDash = false
        for character in self {
            if character == "-" && previousDash {
                out += "&#45;"
                previousDash = false
            } else {
                out.append(character)
                previousDash = character == "-"
            }
        }
        return out
    }
}

/// Newline-delimited JSON (`--json`): one object per port (`"type":"port"`), one per host that is
/// up (`"type":"host"`), then one summary (`"type":"summary"`). Schema in the README.
public enum JSONReport {
    /// `text` as a JSON string: the escaper all of swiftnet's JSON shares (SwiftNetWire).
    static func quote(_ text: String) -> String { JSONString.quoted(text) }

    public static func render(_ report: ScanReport, options: ReportOptions) -> String {
        var out = ""
        var counts: [PortState: Int] = [:]
        for host in report.hosts where host.isUp {
            out += "{\"type\":\"host\",\"host\":\(quote(host.address.description)),\"status\":\"up\",\"reason\":\(quote(host.upReason))"
            if let latency = host.latency { out += ",\"latency_s\":\(latency)" }
            if let mac = host.mac { out += ",\"mac\":\"\(mac)\"" }
            if host.timedOut { out += ",\"timed_out\":true" }
            out += "}\n"
            guard !report.discoveryOnly && !host.timedOut else { continue }
            for (port, verdict) in report.verdicts(host) {
                counts[verdict.state, default: 0] += 1
                if options.openOnly && verdict.state != .open { continue }
                out += "{\"type\":\"port\",\"host\":\(quote(host.address.description)),\"protocol\":\"\(port.proto.rawValue)\",\"port\":\(port.number),\"state\":\"\(verdict.state.rawValue)\",\"reason\":\(quote(verdict.reason))"
                if let ttl = verdict.ttl { out += ",\"ttl\":\(ttl)" }
                if let name = options.services.name(for: port) { out += ",\"service\":\(quote(name))" }
                out += "}\n"
            }
        }
        let states = PortState.allCases.map { "\(quote($0.rawValue)):\(counts[$0] ?? 0)" }.joined(separator: ",")
        let types = report.scanTypes.sorted { $0.key < $1.key }.map { "\(quote($0.key.rawValue)):\(quote($0.value.rawValue))" }.joined(separator: ",")
        out += "{\"type\":\"summary\",\"scan\":{\(types)},\"hosts_total\":\(report.targetCount),\"hosts_up\":\(report.upCount),\"ports_per_host\":\(report.discoveryOnly ? 0 : report.ports.count),\"states\":{\(states)},\"start\":\(report.startTime),\"elapsed_s\":\(ReportFormat.fixed2(report.elapsed))}\n"
        return out
    }
}
