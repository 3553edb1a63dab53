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
        Self.forEachEntry(text) { name, port, frequency in
            if names[port] == nil { names[port] = name }
            scored[port.proto, default: []].append((port.number, frequency))
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
        Self.forEachEntry(text) { name, port, _ in
            if fromFile[port] == nil { fromFile[port] = name }
        }
        names = fromFile
    }

    /// Calls `body` with (name, port, third field as a number or 0) for every well-formed line;
    /// `#` starts a comment. Works on the UTF-8 bytes: nmap-services has 27,000 lines and is read
    /// on every run.
    static func forEachEntry(_ text: String, _ body: (String, ScanPort, Double) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                var end = index
                while end < count && bytes[end] != 10 { end += 1 }
                // Fields of bytes[index..<end], up to a '#'.
                var fields: [(Int, Int)] = []
                var position = index
                while position < end && bytes[position] != 35 && fields.count < 3 {
                    while position < end && (bytes[position] == 32 || bytes[position] == 9) { position += 1 }
                    let start = position
                    while position < end && bytes[position] != 32 && bytes[position] != 9 && bytes[position] != 35 { position += 1 }
                    if position > start { fields.append((start, position)) }
                }
                index = end + 1
                guard fields.count >= 2 else { continue }
                // port/proto
                let (portStart, portEnd) = fields[1]
                var number = 0
                var cursor = portStart
                while cursor < portEnd && bytes[cursor] >= 48 && bytes[cursor] <= 57 && number <= 65535 {
                    number = number * 10 + Int(bytes[cursor] - 48)
                    cursor += 1
                }
                guard cursor > portStart, cursor < portEnd, bytes[cursor] == 47, number <= 65535 else { continue }
                let protoLength = portEnd - cursor - 1
                let proto: ScanProtocol
                if protoLength == 3 && bytes[cursor + 1] == 116 && bytes[cursor + 2] == 99 && bytes[cursor + 3] == 112 { proto = .tcp }
                else if protoLength == 3 && bytes[cursor + 1] == 117 && bytes[cursor + 2] == 100 && bytes[cursor + 3] == 112 { proto = .udp }
                else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[0].0..<fields[0].1]), as: UTF8.self)
                var frequency = 0.0
                if fields.count > 2 {
                    frequency = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[2].0..<fields[2].1]), as: UTF8.self)) ?? 0
                }
                body(name, ScanPort(proto, UInt16(number)), frequency)
            }
        }
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
