/// An IPv6 address as two 64-bit halves in host order (`high` holds bytes 0–7).
public struct IPv6Address: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    @inlinable
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Reads sixteen bytes at `offset`; nil if they are not all there.
    @inlinable
    public init?(_ bytes: [UInt8], at offset: Int) {
        guard bytes.has(16, at: offset) else { return nil }
        high = UInt64(bytes.uint32(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 4))
        low = UInt64(bytes.uint32(at: offset + 8)) << 32 | UInt64(bytes.uint32(at: offset + 12))
    }

    /// Parses RFC 4291 text (`2001:db8::1`, `::ffff:198.18.0.1`); nil for anything else.
    public init?(_ text: some StringProtocol) {
        let string = String(text)
        var groups: [UInt16]
        if let gap = string.firstRange(of: "::") {
            let tailText = string[gap.upperBound...]
            guard !tailText.contains("::"),
                  let head = Self.parseGroups(string[..<gap.lowerBound], allowDottedTail: false),
                  let tail = Self.parseGroups(tailText, allowDottedTail: true),
                  head.count + tail.count <= 7
            else { return nil }
            groups = head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        } else {
            guard let all = Self.parseGroups(Substring(string), allowDottedTail: true), all.count == 8 else {
                return nil
            }
            groups = all
        }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for group in groups[0..<4] { high = high << 16 | UInt64(group) }
        for group in groups[4..<8] { low = low << 16 | UInt64(group) }
        self.high = high
        self.low = low
    }

    /// Colon-separated hex groups, optionally ending in a dotted IPv4 tail; nil on any bad piece.
    private static func parseGroups(_ text: Substring, allowDottedTail: Bool) -> [UInt16]? {
        if text.isEmpty { return [] }
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        var groups: [UInt16] = []
        for (index, piece) in pieces.enumerated() {
            if piece.contains(".") {
                guard allowDottedTail, index == pieces.count - 1, let v4 = IPv4Address(piece) else { return nil }
                groups += [UInt16(v4.value >> 16), UInt16(v4.value & 0xffff)]
            } else {
                guard !piece.isEmpty, piece.count <= 4, let value = UInt16(piece, radix: 16) else { return nil }
                groups.append(value)
            }
        }
        return groups
    }

    public static let any = IPv6Address(high: 0, low: 0)
    public static let loopback = IPv6Address(high: 0, low: 1)

    /// The sixteen bytes in network order.
    public var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(16)
        result.appendUInt32(UInt32(truncatingIfNeeded: high >> 32))
        result.appendUInt32(UInt32(truncatingIfNeeded: high))
        result.appendUInt32(UInt32(truncatingIfNeeded: low >> 32))
        result.appendUInt32(UInt32(truncatingIfNeeded: low))
        return result
    }

    /// The 16-bit group at `index` (0–7).
    @inlinable
    public func group(_ index: Int) -> UInt16 {
        let half = index < 4 ? high : low
        return UInt16(truncatingIfNeeded: half >> UInt64((3 - index % 4) * 16))
    }

    /// Appends the text glibc's inet_ntop gives (what tcpdump prints): lower-case hex, the longest
    /// run of two or more zero groups (the first of equals) shown as `::`, and the IPv4-compatible
    /// and IPv4-mapped forms (`::a.b.c.d`, `::ffff:a.b.c.d`) with a dotted tail.
    @inlinable
    public func write(to buffer: inout [UInt8]) {
        var bestStart = -1
        var bestLength = 0
        var runStart = -1
        for index in 0..<8 {
            if group(index) == 0 {
                if runStart < 0 { runStart = index }
                let length = index - runStart + 1
                if length > bestLength { bestStart = runStart; bestLength = length }
            } else {
                runStart = -1
            }
        }
        if bestLength < 2 { bestStart = -1 }
        var index = 0
        while index < 8 {
            if index == bestStart {
                buffer.append(UInt8(ascii: ":"))
                index += bestLength
                if index == 8 { buffer.append(UInt8(ascii: ":")) }
                continue
            }
            if index > 0 { buffer.append(UInt8(ascii: ":")) }
            if index == 6, bestStart == 0,
               bestLength == 6 || (bestLength == 5 && group(5) == 0xffff) {
                IPv4Address(UInt32(truncatingIfNeeded: low)).write(to: &buffer)
                return
            }
            buffer.appendHex(group(index))
            index += 1
        }
    }

    public var description: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    public static func < (lhs: IPv6Address, rhs: IPv6Address) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
}
