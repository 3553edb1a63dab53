/// An IPv4 address, stored in host order as a 32-bit number.
public struct IPv4Address: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: UInt32

    @inlinable
    public init(_ value: UInt32) { self.value = value }

    @inlinable
    public init(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
        value = UInt32(a) << 24 | UInt32(b) << 16 | UInt32(c) << 8 | UInt32(d)
    }

    /// Reads four bytes at `offset`; nil if they are not all there.
    @inlinable
    public init?(_ bytes: [UInt8], at offset: Int) {
        guard let value = bytes.checkedUInt32(at: offset) else { return nil }
        self.value = value
    }

    /// Parses dotted-quad text (`198.18.0.1`); nil for anything else (no octal, no short forms).
    public init?(_ text: some StringProtocol) {
        var parts: [UInt32] = []
        var current: UInt32 = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, parts.count < 3 else { return nil }
                parts.append(current)
                current = 0
                digits = 0
            } else if byte >= 48 && byte <= 57 {
                digits += 1
                guard digits <= 3 else { return nil }
                current = current * 10 + UInt32(byte - 48)
                guard current <= 255 else { return nil }
            } else {
                return nil
            }
        }
        guard digits > 0, parts.count == 3 else { return nil }
        parts.append(current)
        value = parts[0] << 24 | parts[1] << 16 | parts[2] << 8 | parts[3]
    }

    public static let any = IPv4Address(0)
    public static let loopback = IPv4Address(127, 0, 0, 1)

    /// The four bytes in network order.
    @inlinable
    public var bytes: [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// Appends dotted-quad text without allocating.
    @inlinable
    public func write(to buffer: inout [UInt8]) {
        buffer.appendDecimal(UInt8(truncatingIfNeeded: value >> 24))
        buffer.append(UInt8(ascii: "."))
        buffer.appendDecimal(UInt8(truncatingIfNeeded: value >> 16))
        buffer.append(UInt8(ascii: "."))
        buffer.appendDecimal(UInt8(truncatingIfNeeded: value >> 8))
        buffer.append(UInt8(ascii: "."))
        buffer.appendDecimal(UInt8(truncatingIfNeeded: value))
    }

    public var description: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    public static func < (lhs: IPv4Address, rhs: IPv4Address) -> Bool { lhs.value < rhs.value }
}
