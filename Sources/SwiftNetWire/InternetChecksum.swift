/// The Internet checksum (RFC 1071): one's-complement sum of 16-bit big-endian words.
///
/// Accumulate with `add`, then read `value` (the complemented, folded sum to store in a header).
/// A header verified by summing it including its checksum field has `value == 0`.
public struct InternetChecksum: Sendable {
    /// Unfolded running sum; 64 bits so that any packet size cannot overflow before folding.
    @usableFromInline var sum: UInt64 = 0

    @inlinable public init() {}

    /// Adds `bytes[start..<end]` as big-endian words; an odd final byte is padded with zero (RFC 1071 4.1).
    /// The range is clamped to the array, so a bad range never traps.
    @inlinable
    public mutating func add(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        let stop = Swift.min(end ?? bytes.count, bytes.count)
        var index = Swift.max(0, start)
        guard index < stop else { return }
        bytes.withUnsafeBytes { raw in
            // Eight bytes at a time as two big-endian 32-bit words: 65536 is 1 modulo 0xffff, so a
            // 32-bit word adds the same as its two 16-bit halves once folded (RFC 1071 2(B)), and
            // the sum is zero only when every byte is. 2^31 loads before `wide` could overflow.
            var wide: UInt64 = 0
            while index <= stop &- 8 {
                let word = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                wide &+= (word >> 32) &+ (word & 0xffff_ffff)
                index &+= 8
            }
            sum &+= (wide >> 32) &+ (wide & 0xffff_ffff)
            while index + 1 < stop {
                sum &+= UInt64(raw[index]) << 8 | UInt64(raw[index + 1])
                index += 2
            }
            if index < stop { sum &+= UInt64(raw[index]) << 8 }
        }
    }

    @inlinable public mutating func add(_ word: UInt16) { sum &+= UInt64(word) }
    @inlinable public mutating func add(_ word: UInt32) { sum &+= UInt64(word >> 16) &+ UInt64(word & 0xffff) }

    @inlinable
    public mutating func add(_ address: IPv4Address) { add(address.value) }

    @inlinable
    public mutating func add(_ address: IPv6Address) {
        add(UInt32(truncatingIfNeeded: address.high >> 32)); add(UInt32(truncatingIfNeeded: address.high))
        add(UInt32(truncatingIfNeeded: address.low >> 32)); add(UInt32(truncatingIfNeeded: address.low))
    }

    /// Adds the IPv4 pseudo-header (RFC 793 3.1, RFC 768): addresses, zero, protocol, upper-layer length.
    @inlinable
    public mutating func addPseudoHeader(source: IPv4Address, destination: IPv4Address,
                                         protocol number: IPProtocol, length: Int) {
        add(source); add(destination)
        add(UInt16(number.rawValue))
        add(UInt32(truncatingIfNeeded: length))
    }

    /// Adds the IPv6 pseudo-header (RFC 8200 8.1): addresses, 32-bit length, next header.
    @inlinable
    public mutating func addPseudoHeader(source: IPv6Address, destination: IPv6Address,
                                         protocol number: IPProtocol, length: Int) {
        add(source); add(destination)
        add(UInt32(truncatingIfNeeded: length))
        add(UInt16(number.rawValue))
    }

    /// The folded one's-complement sum, complemented: the value to store in a checksum field.
    @inlinable
    public var value: UInt16 {
        var folded = sum
        while folded > 0xffff { folded = (folded & 0xffff) &+ (folded >> 16) }
        return ~UInt16(truncatingIfNeeded: folded)
    }

    /// Checksum of `bytes[start..<end]` alone.
    @inlinable
    public static func compute(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) -> UInt16 {
        var checksum = InternetChecksum()
        checksum.add(bytes, from: start, to: end)
        return checksum.value
    }
}
