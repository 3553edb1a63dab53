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

    /// One well-formed line of the file: its name as a slice of `text`, the port, and the
    /// frequency as a fixed-point number (nine decimals), which orders as the decimal text does.
    private struct Entry {
        var nameStart: Int32
        var nameLength: Int32
        var frequency: UInt64
        var port: UInt16
        var isUDP: Bool
    }

    /// The file's bytes (or the built-in names, concatenated): names are decoded from here only
    /// when a report asks for one, since a scan prints a handful of the 27,000.
    private var text: [UInt8] = []
    private var entries: [Entry] = []
    /// Per (protocol, port), slot `port` for TCP and `65536 + port` for UDP: the index of the
    /// first entry naming it (the first one wins, as before), -1 for none.
    private var firstEntry: [Int32] = []
    /// A fixed ranking (the built-in list, also behind /etc/services); nil: rank `entries` by
    /// frequency when asked (only `--top-ports`, `-F` and the default set need it).
    private var fixedRanking: [ScanProtocol: [UInt16]]?

    /// Paths searched for nmap's table.
    public static let nmapServicesPaths = ["/usr/share/nmap/nmap-services", "/usr/local/share/nmap/nmap-services"]

    /// Loads the best available table from the system.
    public static func system() -> ServiceTable {
        for path in nmapServicesPaths {
            if let bytes = readFileBytes(path) { return ServiceTable(nmapServicesBytes: bytes) }
        }
        if let bytes = readFileBytes("/etc/services") { return ServiceTable(etcServicesBytes: bytes) }
        return ServiceTable.builtin()
    }

    /// The table written into swiftnet, used when no system file exists.
    public static func builtin() -> ServiceTable {
        var table = ServiceTable(source: .builtin)
        var ranking: [ScanProtocol: [UInt16]] = [:]
        for (proto, list) in [(ScanProtocol.tcp, BuiltinServices.tcp), (.udp, BuiltinServices.udp)] {
            for (port, name) in list { table.add(name: Array(name.utf8), port: port, isUDP: proto == .udp, frequency: 0) }
            ranking[proto] = list.map(\.0)
        }
        table.fixedRanking = ranking
        return table
    }

    private init(source: Source) {
        self.source = source
        firstEntry = [Int32](repeating: -1, count: 2 << 16)
    }

    /// Parses nmap-services text: `name<TAB>port/proto<TAB>frequency[<TAB># comment]`.
    public init(nmapServices text: String) {
        self.init(nmapServicesBytes: Array(text.utf8))
    }

    /// The same from the file's bytes (what `system()` reads: no String of the whole file).
    public init(nmapServicesBytes bytes: [UInt8]) {
        self.init(source: .nmapServices)
        text = bytes
        entries.reserveCapacity(bytes.count / 40)
        Self.forEachEntry(bytes) { nameStart, nameEnd, port, isUDP, frequency in
            let index = Int32(truncatingIfNeeded: entries.count)
            entries.append(Entry(nameStart: Int32(truncatingIfNeeded: nameStart), nameLength: Int32(truncatingIfNeeded: nameEnd - nameStart),
                                 frequency: frequency, port: port, isUDP: isUDP))
            let slot = Self.slot(port, isUDP)
            if firstEntry[slot] < 0 { firstEntry[slot] = index }
        }
    }

    /// Parses /etc/services text (`name port/proto [aliases]`): names from the file only; the
    /// ranking comes from the built-in list.
    public init(etcServices text: String) {
        self.init(etcServicesBytes: Array(text.utf8))
    }

    init(etcServicesBytes bytes: [UInt8]) {
        self.init(nmapServicesBytes: bytes)
        source = .etcServices
        fixedRanking = ServiceTable.builtin().fixedRanking
    }

    private static func slot(_ port: UInt16, _ isUDP: Bool) -> Int { isUDP ? 65536 + Int(port) : Int(port) }

    private mutating func add(name: [UInt8], port: UInt16, isUDP: Bool, frequency: UInt64) {
        let index = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(nameStart: Int32(truncatingIfNeeded: text.count), nameLength: Int32(truncatingIfNeeded: name.count),
                             frequency: frequency, port: port, isUDP: isUDP))
        text += name
        let slot = Self.slot(port, isUDP)
        if firstEntry[slot] < 0 { firstEntry[slot] = index }
    }

    /// Calls `body` with (name start, name end, port, is UDP, third field as a fixed-point number
    /// or 0) for every well-formed line; `#` starts a comment. Works on the bytes in place (no
    /// String per line): nmap-services has 27,000 lines and is read on every run.
    static func forEachEntry(_ bytes: [UInt8], _ body: (Int, Int, UInt16, Bool, UInt64) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                var end = index
                while end < count && bytes[end] != 10 { end += 1 }
                // Up to three fields of bytes[index..<end], up to a '#'.
                var starts = (0, 0, 0), ends = (0, 0, 0)
                var fieldCount = 0
                var position = index
                while position < end && bytes[position] != 35 && fieldCount < 3 {
                    while position < end && (bytes[position] == 32 || bytes[position] == 9) { position += 1 }
                    let start = position
                    while position < end && bytes[position] != 32 && bytes[position] != 9 && bytes[position] != 35 { position += 1 }
                    if position > start {
                        switch fieldCount {
                        case 0: starts.0 = start; ends.0 = position
                        case 1: starts.1 = start; ends.1 = position
                        default: starts.2 = start; ends.2 = position
                        }
                        fieldCount += 1
                    }
                }
                index = end + 1
                guard fieldCount >= 2 else { continue }
                // port/proto
                var number = 0
                var cursor = starts.1
                while cursor < ends.1 && bytes[cursor] >= 48 && bytes[cursor] <= 57 && number <= 65535 {
                    number = number * 10 + Int(bytes[cursor] - 48)
                    cursor += 1
                }
                guard cursor > starts.1, cursor < ends.1, bytes[cursor] == 47, number <= 65535 else { continue }
                let protoLength = ends.1 - cursor - 1
                let isUDP: Bool
                if protoLength == 3 && bytes[cursor + 1] == 116 && bytes[cursor + 2] == 99 && bytes[cursor + 3] == 112 { isUDP = false }
                else if protoLength == 3 && bytes[cursor + 1] == 117 && bytes[cursor + 2] == 100 && bytes[cursor + 3] == 112 { isUDP = true }
                else { continue }
                let frequency = fieldCount > 2 ? fixedPoint(UnsafeBufferPointer(rebasing: bytes[starts.2..<ends.2])) : 0
                body(starts.0, ends.0, UInt16(number), isUDP, frequency)
            }
        }
    }

    /// A non-negative decimal as an integer of billionths (nmap-services writes six decimals, so
    /// this orders exactly as the numbers do), clamped at 1e9 whole units. Other spellings
    /// (exponents) go through Double; what is not a number, or not positive, is 0.
    static func fixedPoint(_ field: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let scale: UInt64 = 1_000_000_000
        var whole: UInt64 = 0
        var fraction: UInt64 = 0
        var fractionDigits = 0
        var seenPoint = false
        var digits = 0
        for byte in field {
            if byte == 46 && !seenPoint {
                seenPoint = true
            } else if byte >= 48 && byte <= 57 {
                digits += 1
                let digit = UInt64(byte &- 48)
                if seenPoint {
                    if fractionDigits < 9 { fraction = fraction &* 10 &+ digit; fractionDigits += 1 }
                } else if whole < scale {
                    whole = whole &* 10 &+ digit
                }
            } else {
                // Not plain decimal: let Double read it.
                let value = Double(String(decoding: field, as: UTF8.self)) ?? 0
                guard value.isFinite, value > 0 else { return 0 }
                return UInt64((min(value, 1e9) * 1e9).rounded())
            }
        }
        guard digits > 0 else { return 0 }
        for _ in fractionDigits..<9 { fraction &*= 10 }
        return min(whole, scale) &* scale &+ fraction
    }

    private func name(entry index: Int32) -> String {
        let entry = entries[Int(index)]
        let start = Int(entry.nameStart)
        return text.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(entry.nameLength)]), as: UTF8.self)
        }
    }

    /// The service name for a port, or nil (reports print "unknown").
    public func name(for port: ScanPort) -> String? {
        let index = firstEntry[Self.slot(port.number, port.proto == .udp)]
        return index < 0 ? nil : name(entry: index)
    }

    /// All ports whose service is called `name` for `proto` (by each port's first name).
    public func ports(named name: String, protocol proto: ScanProtocol) -> [UInt16] {
        let wanted = Array(name.utf8)
        var found: [UInt16] = []
        text.withUnsafeBufferPointer { text in
            for (index, entry) in entries.enumerated() where entry.isUDP == (proto == .udp) && Int(entry.nameLength) == wanted.count {
                let start = Int(entry.nameStart)
                guard text[start..<start + wanted.count].elementsEqual(wanted),
                      firstEntry[Self.slot(entry.port, entry.isUDP)] == Int32(truncatingIfNeeded: index) else { continue }
                found.append(entry.port)
            }
        }
        return found.sorted()
    }

    /// Every port of `proto` by falling frequency, equal frequencies in ascending port order.
    private func ranking(_ proto: ScanProtocol) -> [UInt16] {
        if let fixedRanking { return fixedRanking[proto] ?? [] }
        let isUDP = proto == .udp
        var ranked: [(frequency: UInt64, port: UInt16)] = []
        ranked.reserveCapacity(entries.count)
        for entry in entries where entry.isUDP == isUDP { ranked.append((entry.frequency, entry.port)) }
        ranked.sort { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.port < $1.port }
        return ranked.map(\.port)
    }

    /// The `count` most often open ports for `proto`, sorted by number. When the ranking holds fewer,
    /// the rest are filled from 1 upwards (ports not yet chosen), so the count is always honoured.
    public func topPorts(_ count: Int, protocol proto: ScanProtocol) -> [UInt16] {
        let want = max(0, min(count, 65535))
        var chosen = Set<UInt16>()
        for port in ranking(proto) where chosen.count < want && port != 0 { chosen.insert(port) }
        var next: UInt16 = 1
        while chosen.count < want {
            chosen.insert(next)
            next &+= 1
        }
        return chosen.sorted()
    }
}

/// Reads a whole file of at most 64 MB; nil when it cannot be opened or read.
func readFileBytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    // One read of the whole file when its size is known (nmap-services: 1.1 MB).
    let expected = fstat(fd, &info) == 0 && info.st_size > 0 && info.st_size < 64 << 20 ? Int(info.st_size) : 0
    var data = [UInt8](repeating: 0, count: max(expected + 1, 65536))
    var filled = 0
    while true {
        if filled == data.count {
            guard data.count <= 64 << 20 else { return nil }
            data += [UInt8](repeating: 0, count: data.count)
        }
        let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
        if count < 0 { return nil }
        if count == 0 { break }
        filled += count
    }
    data.removeLast(data.count - filled)
    return data
}
