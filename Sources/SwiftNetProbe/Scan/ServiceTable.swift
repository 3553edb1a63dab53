#if canImport(Glibc)
import Glibc
#endif

/// Service names and the "how often is this port open" ranking behind `--top-ports`, `-F` and the
/// default port set.
///
/// Sources, first found wins: nmap's `nmap-services` (names plus open frequencies measured by the
/// nmap project's Internet-wide scans), then `/etc/services` (names only; ranking falls back to the
/// built-in list), then the built-in table in `BuiltinServices.swift`. Never fails: a missing or
/// malformed file is skipped line by line.
public struct ServiceTable: Sendable {
    /// Where the ranking came from, for the README and `--verbose`.
    public enum Source: String, Sendable { case nmapServices = "nmap-services", etcServices = "/etc/services", builtin = "built-in" }

    public private(set) var source: Source
    private var names: [ScanPort: String] = [:]
    private var ranked: [ScanProtocol: [UInt16]] = [:]

    /// Paths searched for nmap's table.
    public static let nmapServicesPaths = ["/usr/share/nmap/nmap-services", "/usr/local/share/nmap/nmap-services"]

    /// Loads the best available table from the system.
    public static func system() -> ServiceTable {
        for path in nmapServicesPaths {
            if let text = readTextFile(path) { return ServiceTable(nmapServices: text) }
        }
        if let text = readTextFile("/etc/services") { return ServiceTable(etcServices: text) }
        return ServiceTable.builtin()
    }

    /// The table written into swiftnet, used when no system file exists.
    public static func builtin() -> ServiceTable {
        var table = ServiceTable(source: .builtin)
        for (proto, list) in [(ScanProtocol.tcp, BuiltinServices.tcp), (.udp, BuiltinServices.udp)] {
            for (port, name) in list where table.names[ScanPort(proto, port)] == nil {
                table.names[ScanPort(proto, port)] = name
            }
            table.ranked[proto] = list.map(\.0)
        }
        return table
    }

    private init(source: Source) { self.source = source }

    /// Parses nmap-services text: `name<TAB>port/proto<TAB>frequency[<TAB># comment]`.
    public init(nmapServices text: String) {
        source = .nmapServices
        var scored: [ScanProtocol: [(UInt16, Double)]] = [:]
        for line in text.split(separator: "\n") {
            guard let entry = Self.parseLine(line) else { continue }
            if names[entry.port] == nil { names[entry.port] = entry.name }
            let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
            let frequency = fields.count > 2 ? Double(fields[2]) ?? 0 : 0
            scored[entry.port.proto, default: []].append((entry.port.number, frequency))
        }
        for (proto, list) in scored {
            // Stable: equal frequencies keep ascending port order.
            ranked[proto] = list.enumerated().sorted {
                $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.element.0 < $1.element.0
            }.map(\.element.0)
        }
    }

    /// Parses /etc/services text (`name port/proto [aliases]`): names from the file only; the
    /// ranking comes from the built-in list.
    public init(etcServices text: String) {
        self = ServiceTable.builtin()
        source = .etcServices
        var fromFile: [ScanPort: String] = [:]
        for line in text.split(separator: "\n") {
            guard let entry = Self.parseLine(line) else { continue }
            if fromFile[entry.port] == nil { fromFile[entry.port] = entry.name }
        }
        names = fromFile
    }

    private static func parseLine(_ line: Substring) -> (name: String, port: ScanPort)? {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let fields = content.split(whereSeparator: { $0 == "\t" || $0 == " " })
        guard fields.count >= 2 else { return nil }
        let portProto = fields[1].split(separator: "/")
        guard portProto.count == 2, let number = UInt16(portProto[0]),
              let proto = ScanProtocol(rawValue: String(portProto[1])) else { return nil }
        return (String(fields[0]), ScanPort(proto, number))
    }

    /// The service name for a port, or nil (reports print "unknown").
    public func name(for port: ScanPort) -> String? { names[port] }

    /// All ports whose service is called `name` for `proto`.
    public func ports(named name: String, protocol proto: ScanProtocol) -> [UInt16] {
        names.compactMap { $0.key.proto == proto && $0.value == name ? $0.key.number : nil }.sorted()
    }

    /// The `count` most often open ports for `proto`, sorted by number. When the ranking holds fewer,
    /// the rest are filled from 1 upwards (ports not yet chosen), so the count is always honoured.
    public func topPorts(_ count: Int, protocol proto: ScanProtocol) -> [UInt16] {
        let want = max(0, min(count, 65535))
        var chosen = Set<UInt16>()
        for port in ranked[proto] ?? [] where chosen.count < want && port != 0 { chosen.insert(port) }
        var next: UInt16 = 1
        while chosen.count < want {
            chosen.insert(next)
            next &+= 1
        }
        return chosen.sorted()
    }
}

/// Reads a whole small text file; nil when it cannot be opened or read.
func readTextFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 { return nil }
        if count == 0 { break }
        data.append(contentsOf: chunk[0..<count])
        if data.count > 64 << 20 { return nil }
    }
    return String(decoding: data, as: UTF8.self)
}
