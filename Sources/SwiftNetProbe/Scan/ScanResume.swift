import Foundation

/// `--resume FILE`: what an interrupted scan's own report (-oX, -oG or -oN) says was already
/// learnt, so the scan can be run again without probing those ports. nmap resumes host by host;
/// swiftnet resumes port by port (users of nmap, masscan and zmap ask for it).
///
/// What each format gives back: -oX every port whose state it wrote, collapsed ones included
/// (`extrareasons` port lists), with reasons; -oG and -oN only the ports they list (ports collapsed
/// into "Ignored State"/"Not shown" are scanned again), with the reason "resumed" in -oG (it has
/// none) and the REASON column's word in -oN when present.
/// Failure contract: `parse` returns nil when the text is none of swiftnet's reports (no command
/// line header); malformed lines inside are skipped, never trapped on.
public struct ScanResume: Sendable, Equatable {
    /// The command line the report was made by (`swiftnet scan ...`), as its header wrote it.
    public var commandLine: String
    /// Hosts reported up, with their reasons.
    public var upHosts: [ScanAddress: String] = [:]
    /// Port verdicts already reported, per host.
    public var verdicts: [ScanAddress: [ScanPort: PortVerdict]] = [:]

    /// The arguments after `swiftnet scan`, split on spaces (the header joins them with spaces, so
    /// an argument holding a space cannot be resumed).
    public var arguments: [String] {
        var words = commandLine.split(separator: " ").map(String.init)
        if words.first == "swiftnet" { words.removeFirst() }
        if words.first == "scan" { words.removeFirst() }
        return words
    }

    /// The ports to skip per host.
    public var skip: [ScanAddress: Set<ScanPort>] { verdicts.mapValues { Set($0.keys) } }

    public static func parse(_ text: String) -> ScanResume? {
        if text.contains("<nmaprun ") { return parseXML(text) }
        guard let header = text.split(separator: "\n").first, header.hasPrefix("# swiftnet "),
              let range = header.range(of: " as: ") else { return nil }
        var resume = ScanResume(commandLine: String(header[range.upperBound...]))
        if text.contains("\tStatus: ") { resume.readGrepable(text) } else { resume.readNormal(text) }
        return resume
    }

    mutating func readGrepable(_ text: String) {
        for line in text.split(separator: "\n") where line.hasPrefix("Host: ") {
            let fields = line.split(separator: "\t")
            guard let first = fields.first, let address = ScanAddress(String(first.dropFirst(6).split(separator: " ").first ?? "")) else { continue }
            for field in fields.dropFirst() {
                if field == "Status: Up" { upHosts[address] = upHosts[address] ?? "resumed" }
                guard field.hasPrefix("Ports: ") else { continue }
                upHosts[address] = upHosts[address] ?? "resumed"
                for entry in field.dropFirst(7).split(separator: ",") {
                    let parts = entry.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
                    guard parts.count >= 3, let number = UInt16(parts[0]), let proto = ScanProtocol(rawValue: String(parts[2])),
                          let state = PortState(rawValue: String(parts[1])) else { continue }
                    verdicts[address, default: [:]][ScanPort(proto, number)] = PortVerdict(state: state, reason: "resumed", ttl: nil)
                }
            }
        }
    }

    mutating func readNormal(_ text: String) {
        var host: ScanAddress?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("swiftnet scan report for ") {
                host = ScanAddress(String(line.dropFirst("swiftnet scan report for ".count)))
                if let host { upHosts[host] = "resumed" }
                continue
            }
            guard let host else { continue }
            if line.hasPrefix("Host is up, received "), let reason = line.dropFirst("Host is up, received ".count).split(separator: " ").first {
                upHosts[host] = String(reason.hasSuffix(".") ? reason.dropLast() : reason)
            }
            // A table row: "22/tcp   open   ssh    syn-ack ttl 64".
            let cells = line.split(separator: " ", omittingEmptySubsequences: true)
            guard cells.count >= 2 else { continue }
            let portParts = cells[0].split(separator: "/")
            guard portParts.count == 2, let number = UInt16(portParts[0]), let proto = ScanProtocol(rawValue: String(portParts[1])),
                  let state = PortState(rawValue: String(cells[1])) else { continue }
            let reason = cells.count >= 4 ? String(cells[3]) : "resumed"
            let ttl = cells.count >= 6 && cells[4] == "ttl" ? UInt8(cells[5]) : nil
            verdicts[host, default: [:]][ScanPort(proto, number)] = PortVerdict(state: state, reason: reason, ttl: ttl)
        }
    }

    static func attribute(_ name: String, in tag: some StringProtocol) -> String? {
        let text = String(tag)
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    static func parseXML(_ text: String) -> ScanResume? {
        guard let runTag = text.range(of: "<nmaprun ").map({ text[$0.lowerBound...].prefix { $0 != ">" } }),
              let args = attribute("args", in: runTag) else { return nil }
        let commandLine = args.replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        var resume = ScanResume(commandLine: commandLine)
        for hostText in text.components(separatedBy: "<host ").dropFirst() {
            let body = Substring(hostText.components(separatedBy: "</host>").first ?? "")
            guard let addressTag = body.range(of: "<address ").map({ body[$0.lowerBound...].prefix { $0 != ">" } }),
                  let addressText = attribute("addr", in: addressTag), let address = ScanAddress(addressText) else { continue }
            if let status = body.range(of: "<status ").map({ body[$0.lowerBound...].prefix { $0 != ">" } }) {
                resume.upHosts[address] = attribute("reason", in: status) ?? "resumed"
            }
            // Collapsed states: every port of each extrareasons list.
            for group in body.components(separatedBy: "<extraports ").dropFirst() {
                let groupTag = Substring(group).prefix { $0 != ">" }
                guard let stateText = attribute("state", in: " " + groupTag), let state = PortState(rawValue: stateText) else { continue }
                let groupBody = group.components(separatedBy: "</extraports>").first ?? ""
                for reasonText in groupBody.components(separatedBy: "<extrareasons ").dropFirst() {
                    let tag = " " + Substring(reasonText).prefix { $0 != ">" }
                    guard let reason = attribute("reason", in: tag), let protoText = attribute("proto", in: tag),
                          let proto = ScanProtocol(rawValue: protoText), let list = attribute("ports", in: tag) else { continue }
                    for range in list.split(separator: ",") {
                        let bounds = range.split(separator: "-")
                        guard let low = bounds.first.flatMap({ UInt16($0) }), let high = bounds.last.flatMap({ UInt16($0) }), low <= high else { continue }
                        for number in low...high {
                            resume.verdicts[address, default: [:]][ScanPort(proto, number)] = PortVerdict(state: state, reason: reason, ttl: nil)
                        }
                    }
                }
            }
            for portText in body.components(separatedBy: "<port ").dropFirst() {
                let tag = " " + Substring(portText).prefix { $0 != ">" }
                guard let protoText = attribute("protocol", in: tag), let proto = ScanProtocol(rawValue: protoText),
                      let number = attribute("portid", in: tag).flatMap({ UInt16($0) }),
                      let stateTag = portText.range(of: "<state ").map({ " " + portText[$0.upperBound...].prefix { $0 != ">" } }),
                      let stateText = attribute("state", in: stateTag), let state = PortState(rawValue: stateText) else { continue }
                let ttl = attribute("reason_ttl", in: stateTag).flatMap { UInt8($0) }
                resume.verdicts[address, default: [:]][ScanPort(proto, number)] =
                    PortVerdict(state: state, reason: attribute("reason", in: stateTag) ?? "resumed", ttl: ttl == 0 ? nil : ttl)
            }
        }
        return resume
    }
}
