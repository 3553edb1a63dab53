/// A 48-bit IEEE 802 MAC address, stored in the low 48 bits of a number.
public struct MACAddress: Hashable, Sendable, CustomStringConvertible {
    public var value: UInt64

    @inlinable
    public init(_ value: UInt64) { self.value = value & 0xffff_ffff_ffff }

    /// Reads six bytes at `offset`; nil if they are not all there.
    @inlinable
    public init?(_ bytes: [UInt8], at offset: Int) {
        guard bytes.has(6, at: offset) else { return nil }
        value = UInt64(bytes.uint16(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 2))
    }

    /// Parses `aa:bb:cc:dd:ee:ff` (or `-` separated); nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "-" })
        guard parts.count == 6 else { return nil }
        var value: UInt64 = 0
        for part in parts {
            guard part.count <= 2, let byte = UInt8(part, radix: 16) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        self.value = value
    }

    public static let broadcast = MACAddress(0xffff_ffff_ffff)
    public static let zero = MACAddress(0)

    public var bytes: [UInt8] {
        (0..<6).map { UInt8(truncatingIfNeeded: value >> UInt64((5 - $0) * 8)) }
    }

    /// Appends `aa:bb:cc:dd:ee:ff`, as tcpdump prints it.
    @inlinable
    public func write(to buffer: inout [UInt8]) {
        for index in 0..<6 {
            if index > 0 { buffer.append(UInt8(ascii: ":")) }
            buffer.appendHex(UInt8(truncatingIfNeeded: value >> UInt64((5 - index) * 8)), digits: 2)
        }
    }

    public var description: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
