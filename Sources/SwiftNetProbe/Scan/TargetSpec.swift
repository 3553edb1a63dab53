import SwiftNetWire

/// A failure to read a target list. `kind` tells the command which exit status to use.
public struct TargetSpecError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable { case syntax, unresolved, empty, tooLarge }
    public var kind: Kind
    public var message: String
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
    public var description: String { message }
}

/// One contiguous or structured group of target addresses. Addresses are computed from an index,
/// so a /16 costs a few bytes, not 65536 entries.
public enum TargetBlock: Hashable, Sendable {
    /// `count` consecutive IPv4 addresses from `start` (a CIDR block or one address).
    case ipv4Range(start: UInt32, count: UInt64)
    /// nmap octet ranges (`198.18.1-3.1,5,10-20`): the product of four sorted octet lists.
    case ipv4Octets([[UInt8]])
    /// `count` consecutive IPv6 addresses from `base` (varying the low 64 bits only).
    case ipv6Range(base: IPv6Address, count: UInt64)

    public var count: UInt64 {
        switch self {
        case .ipv4Range(_, let count), .ipv6Range(_, let count): return count
        case .ipv4Octets(let octets): return octets.reduce(1) { $0 * UInt64($1.count) }
        }
    }

    /// The address at `index` (< count).
    public func address(at index: UInt64) -> ScanAddress {
        switch self {
        case .ipv4Range(let start, _):
            return .v4(IPv4Address(start &+ UInt32(truncatingIfNeeded: index)))
        case .ipv6Range(let base, _):
            return .v6(IPv6Address(high: base.high, low: base.low &+ index))
        case .ipv4Octets(let octets):
            var rest = index
            var value: UInt32 = 0
            for position in (0..<4).reversed() {
                let list = octets[position]
                let digit = Int(rest % UInt64(list.count))
                rest /= UInt64(list.count)
                value |= UInt32(list[digit]) << (8 * (3 - position))
            }
            return .v4(IPv4Address(value))
        }
    }

    /// The index of `address` in this block, or nil when it is not in it.
    public func index(of address: ScanAddress) -> UInt64? {
        guard contains(address) else { return nil }
        switch (self, address) {
        case (.ipv4Range(let start, _), .v4(let a)): return UInt64(a.value - start)
        case (.ipv6Range(let base, _), .v6(let a)): return a.low - base.low
        case (.ipv4Octets(let octets), .v4(let a)):
            let bytes = a.bytes
            var index: UInt64 = 0
            for position in 0..<4 {
                guard let digit = octets[position].firstIndex(of: bytes[position]) else { return nil }
                index = index * UInt64(octets[position].count) + UInt64(digit)
            }
            return index
        default: return nil
        }
    }

    public func contains(_ address: ScanAddress) -> Bool {
        switch (self, address) {
        case (.ipv4Range(let start, let count), .v4(let a)):
            return a.value >= start && UInt64(a.value - start) < count
        case (.ipv6Range(let base, let count), .v6(let a)):
            return a.high == base.high && a.low >= base.low && a.low - base.low < count
        case (.ipv4Octets(let octets), .v4(let a)):
            let bytes = a.bytes
            return (0..<4).allSatisfy { octets[$0].contains(bytes[$0]) }
        default:
            return false
        }
    }
}

/// A parsed target expression before name resolution.
public enum TargetItem: Hashable, Sendable {
    case block(TargetBlock)
    /// A host name, with an optional `/prefix` applied to each resolved address.
    case name(String, prefix: Int?)
}

/// Target syntax as nmap reads it: names, IPv4 and IPv6 addresses, CIDR (`198.18.0.0/24`,
/// `2001:db8::/120`), octet ranges (`198.18.0.1-20`, `198.18.1-2.*`, `198.18.0.1,3,5`).
public enum TargetSpec {
    /// Largest IPv6 block accepted (a /96, 2^32 addresses), since each must be probed one by one.
    public static let minimumIPv6Prefix = 96

    /// Parses one whitespace-free target expression; throws `.syntax` for a malformed address,
    /// prefix or range.
    public static func parse(_ text: String) throws(TargetSpecError) -> TargetItem {
        guard !text.isEmpty else { throw TargetSpecError(.syntax, "empty target") }
        var host = Substring(text)
        var prefix: Int? = nil
        if let slash = text.firstIndex(of: "/") {
            host = text[..<slash]
            let bits = text[text.index(after: slash)...]
            guard !bits.isEmpty, bits.count <= 3, bits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = Int(bits) else {
                throw TargetSpecError(.syntax, "bad CIDR prefix '/\(bits)' in '\(text)'")
            }
            prefix = value
        }
        if host.contains(":") {
            guard let address = IPv6Address(host) else {
                throw TargetSpecError(.syntax, "bad IPv6 address '\(host)' in '\(text)'")
            }
            let bits = prefix ?? 128
            guard bits <= 128 else { throw TargetSpecError(.syntax, "bad CIDR prefix /\(bits) in '\(text)' (IPv6: 0-128)") }
            guard bits >= minimumIPv6Prefix else {
                throw TargetSpecError(.tooLarge, "IPv6 block '\(text)' too large (at most a /\(minimumIPv6Prefix))")
            }
            return .block(ipv6Block(address, prefix: bits))
        }
        if let address = IPv4Address(host) {
            let bits = prefix ?? 32
            guard bits <= 32 else { throw TargetSpecError(.syntax, "bad CIDR prefix /\(bits) in '\(text)' (IPv4: 0-32)") }
            return .block(ipv4Block(address, prefix: bits))
        }
        if looksNumeric(host) {
            guard prefix == nil else { throw TargetSpecError(.syntax, "bad CIDR '\(text)': ranges and prefixes do not mix") }
            return .block(.ipv4Octets(try octetRanges(host, whole: text)))
        }
        guard isHostName(host) else { throw TargetSpecError(.syntax, "bad target '\(text)'") }
        if let bits = prefix, bits > 128 { throw TargetSpecError(.syntax, "bad CIDR prefix /\(bits) in '\(text)'") }
        return .name(String(host), prefix: prefix)
    }

    public static func ipv4Block(_ address: IPv4Address, prefix bits: Int) -> TargetBlock {
        let mask: UInt32 = bits == 0 ? 0 : ~UInt32(0) << (32 - bits)
        return .ipv4Range(start: address.value & mask, count: UInt64(1) << (32 - bits))
    }

    public static func ipv6Block(_ address: IPv6Address, prefix bits: Int) -> TargetBlock {
        let hostBits = 128 - bits
        let mask: UInt64 = hostBits >= 64 ? 0 : ~UInt64(0) << hostBits
        return .ipv6Range(base: IPv6Address(high: address.high, low: address.low & mask),
                          count: UInt64(1) << UInt64(hostBits))
    }

    /// The address a resolved name plus optional prefix stands for.
    public static func block(for address: ScanAddress, prefix: Int?) throws(TargetSpecError) -> TargetBlock {
        switch address {
        case .v4(let a):
            let bits = prefix ?? 32
            guard bits <= 32 else { throw TargetSpecError(.syntax, "bad CIDR prefix /\(bits) for IPv4 address \(a)") }
            return ipv4Block(a, prefix: bits)
        case .v6(let a):
            let bits = prefix ?? 128
            guard bits >= minimumIPv6Prefix else { throw TargetSpecError(.tooLarge, "IPv6 block \(a)/\(bits) too large") }
            return ipv6Block(a, prefix: bits)
        }
    }

    private static func looksNumeric(_ host: Substring) -> Bool {
        host.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "," || $0 == "*") }
            && host.contains(where: { $0 == "-" || $0 == "," || $0 == "*" || $0 == "." })
            && !host.contains(where: { $0.isLetter })
    }

    private static func isHostName(_ host: Substring) -> Bool {
        guard host.count <= 253, !host.hasPrefix("-"), !host.hasPrefix(".") else { return false }
        return host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_") }
    }

    private static func octetRanges(_ host: Substring, whole: String) throws(TargetSpecError) -> [[UInt8]] {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { throw TargetSpecError(.syntax, "bad IPv4 range '\(whole)' (need four octets)") }
        var result: [[UInt8]] = []
        for part in parts {
            var values = Set<UInt8>()
            for item in part.split(separator: ",", omittingEmptySubsequences: false) {
                if item == "*" { values.formUnion(0...255); continue }
                let bounds = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
                let low = bounds[0].isEmpty ? 0 : Int(bounds[0])
                let high = bounds.count == 2 ? (bounds[1].isEmpty ? 255 : Int(bounds[1])) : low
                guard let low, let high, low <= 255, high <= 255, low <= high,
                      !(bounds.count == 1 && bounds[0].isEmpty) else {
                    throw TargetSpecError(.syntax, "bad octet range '\(item)' in '\(whole)'")
                }
                values.formUnion(UInt8(low)...UInt8(high))
            }
            result.append(values.sorted())
        }
        return result
    }
}

/// The concrete targets of a scan: blocks in command-line order minus the exclusions.
/// Memory is proportional to the number of blocks, not addresses.
public struct TargetList: Sendable {
    public private(set) var blocks: [TargetBlock]
    public private(set) var exclusions: [TargetBlock]
    /// Prefix sums of block counts, for index lookup.
    private var starts: [UInt64]
    /// Number of addresses before exclusion (the index space).
    public let count: UInt64

    public init(blocks: [TargetBlock], exclusions: [TargetBlock] = []) {
        self.blocks = blocks
        self.exclusions = exclusions
        var starts: [UInt64] = []
        var total: UInt64 = 0
        for block in blocks {
            starts.append(total)
            total &+= block.count
        }
        self.starts = starts
        self.count = total
    }

    /// The address at `index` in the unexcluded index space (< count).
    public func address(at index: UInt64) -> ScanAddress {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return blocks[low].address(at: index - starts[low])
    }

    /// The first index holding `address`, or nil.
    public func index(of address: ScanAddress) -> UInt64? {
        for (number, block) in blocks.enumerated() {
            if let index = block.index(of: address) { return starts[number] + index }
        }
        return nil
    }

    public func isExcluded(_ address: ScanAddress) -> Bool {
        exclusions.contains { $0.contains(address) }
    }

    /// Every address to scan, in order; only for small lists (tests, reports of up hosts).
    public func addresses(limit: Int = 1 << 20) -> [ScanAddress] {
        var result: [ScanAddress] = []
        var index: UInt64 = 0
        while index < count && result.count < limit {
            let address = address(at: index)
            if !isExcluded(address) { result.append(address) }
            index += 1
        }
        return result
    }

    /// True when some index maps to an address not excluded (looks at most 2^20 indexes, then
    /// assumes yes, so the check is bounded for huge lists).
    func hasAddress() -> Bool {
        var index: UInt64 = 0
        while index < count && index < 1 << 20 {
            if !isExcluded(address(at: index)) { return true }
            index += 1
        }
        return count > 1 << 20
    }

    /// Resolves target expressions (names through `resolve`) into a list. Throws `.syntax` for a bad
    /// expression, `.unresolved` naming a host that does not resolve, and `.empty` when nothing is
    /// left after exclusions (checked on the first 2^20 addresses only when the list is larger).
    public static func build(targets: [String], exclude: [String] = [],
                             resolve: (String) -> [ScanAddress]) throws(TargetSpecError) -> TargetList {
        func blocks(_ texts: [String]) throws(TargetSpecError) -> [TargetBlock] {
            var result: [TargetBlock] = []
            for text in texts {
                switch try TargetSpec.parse(text) {
                case .block(let block): result.append(block)
                case .name(let name, let prefix):
                    let addresses = resolve(name)
                    guard let first = addresses.first else {
                        throw TargetSpecError(.unresolved, "cannot resolve host '\(name)'")
                    }
                    // nmap scans the first address a name resolves to.
                    result.append(try TargetSpec.block(for: first, prefix: prefix))
                }
            }
            return result
        }
        let list = TargetList(blocks: try blocks(targets), exclusions: try blocks(exclude))
        guard list.hasAddress() else {
            throw TargetSpecError(.empty, "no targets to scan" + (exclude.isEmpty ? "" : " after --exclude"))
        }
        return list
    }

    /// Splits `-iL` file text (or a comma-and-space list as `--exclude` takes) into target words;
    /// `#` starts a comment to the end of the line.
    public static func words(in text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "," }).map(String.init)
        }
    }
}
