/// Transport protocol of a scanned port.
public enum ScanProtocol: String, Hashable, Sendable, Comparable, CaseIterable {
    case tcp
    case udp

    /// The names' alphabetical order (tcp before udp) without comparing strings: sorting a -p-
    /// list compares 65,535 ports.
    public static func < (lhs: ScanProtocol, rhs: ScanProtocol) -> Bool { lhs == .tcp && rhs == .udp }
}

/// A failure to read a port list; `message` is one line naming the part at fault.
public struct PortSpecError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A parsed nmap `-p` argument: `22,80,1000-2000`, `-` (1-65535), `-100`, `60000-`, `T:80,U:53`,
/// and service names (`http`, looked up in a `ServiceTable`). A protocol prefix applies to its item
/// and every later one until the next prefix, as in nmap; unprefixed items apply to every protocol
/// the scan uses.
public struct PortSpec: Hashable, Sendable {
    /// Ports given without a protocol prefix.
    public var any: [UInt16]
    public var tcp: [UInt16]
    public var udp: [UInt16]

    public init(any: [UInt16] = [], tcp: [UInt16] = [], udp: [UInt16] = []) {
        self.any = any
        self.tcp = tcp
        self.udp = udp
    }

    /// Parses `text`; throws `PortSpecError` for an empty item, a number above 65535, a reversed
    /// range, an unknown prefix (SCTP `S:` and protocol `P:` are not supported) or an unknown name.
    public init(parsing text: String, services: ServiceTable? = nil) throws(PortSpecError) {
        // Flags per port number rather than sets: `-` names 65,535 ports, and hashing them into a
        // set and sorting it again cost about 5 ms of a -p- scan's start.
        var any = PortFlags(), tcp = PortFlags(), udp = PortFlags()
        var current: ScanProtocol? = nil
        guard !text.isEmpty else { throw PortSpecError("empty port list") }
        for rawItem in text.split(separator: ",", omittingEmptySubsequences: false) {
            var item = Substring(rawItem)
            if let colon = item.firstIndex(of: ":") {
                let prefix = item[..<colon].uppercased()
                switch prefix {
                case "T": current = .tcp
                case "U": current = .udp
                default: throw PortSpecError("unsupported protocol prefix '\(item[..<colon]):' in port list '\(text)' (use T: or U:)")
                }
                item = item[item.index(after: colon)...]
            }
            guard !item.isEmpty else { throw PortSpecError("empty item in port list '\(text)'") }
            let ports = try Self.parseItem(item, whole: text, services: services, proto: current)
            switch current {
            case nil: any.insert(ports)
            case .tcp?: tcp.insert(ports)
            case .udp?: udp.insert(ports)
            }
        }
        self.any = any.sorted
        self.tcp = tcp.sorted
        self.udp = udp.sorted
    }

    private static func parseItem(_ item: Substring, whole: String, services: ServiceTable?,
                                  proto: ScanProtocol?) throws(PortSpecError) -> [UInt16] {
        if item.first.map({ $0.isLetter }) == true {
            guard let services else { throw PortSpecError("unknown service name '\(item)' in port list") }
            let protocols: [ScanProtocol] = proto.map { [$0] } ?? [.tcp, .udp]
            let found = protocols.flatMap { services.ports(named: String(item), protocol: $0) }
            guard !found.isEmpty else { throw PortSpecError("unknown service name '\(item)' in port list") }
            return found
        }
        let low: Int, high: Int
        if let dash = item.firstIndex(of: "-") {
            let left = item[..<dash], right = item[item.index(after: dash)...]
            low = left.isEmpty ? 1 : try number(left, whole)
            high = right.isEmpty ? 65535 : try number(right, whole)
            guard low <= high else { throw PortSpecError("reversed port range '\(item)' in '\(whole)'") }
        } else {
            low = try number(item, whole)
            high = low
        }
        return (low...high).map { UInt16($0) }
    }

    private static func number(_ text: Substring, _ whole: String) throws(PortSpecError) -> Int {
        guard text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else {
            throw PortSpecError("bad port '\(text)' in port list '\(whole)'")
        }
        guard value <= 65535 else { throw PortSpecError("port \(value) out of range 0-65535 in '\(whole)'") }
        return value
    }

    /// The sorted ports to scan for `proto`: its own items plus the unprefixed ones.
    public func ports(for proto: ScanProtocol) -> [UInt16] {
        let own = proto == .tcp ? tcp : udp
        if own.isEmpty { return any }
        if any.isEmpty { return own }
        var union = PortFlags()
        union.insert(own)
        union.insert(any)
        return union.sorted
    }
}

/// Which of the 65,536 port numbers a list names, as one flag each: the numbers come out sorted
/// and without duplicates. The flags are allocated at the first insert. Failure contract: total.
struct PortFlags {
    private var flags: [Bool] = []
    private(set) var count = 0

    mutating func insert(_ ports: [UInt16]) {
        if flags.isEmpty && !ports.isEmpty { flags = [Bool](repeating: false, count: 1 << 16) }
        for port in ports where !flags[Int(port)] {
            flags[Int(port)] = true
            count += 1
        }
    }

    /// The numbers flagged, ascending.
    var sorted: [UInt16] {
        guard count > 0 else { return [] }
        var numbers: [UInt16] = []
        numbers.reserveCapacity(count)
        for index in flags.indices where flags[index] { numbers.append(UInt16(truncatingIfNeeded: index)) }
        return numbers
    }
}

/// One (protocol, port) pair to probe.
public struct ScanPort: Hashable, Sendable, Comparable {
    public var proto: ScanProtocol
    public var number: UInt16
    public init(_ proto: ScanProtocol, _ number: UInt16) {
        self.proto = proto
        self.number = number
    }
    public static func < (lhs: ScanPort, rhs: ScanPort) -> Bool {
        (lhs.proto, lhs.number) < (rhs.proto, rhs.number)
    }
}
