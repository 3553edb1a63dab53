/// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed 64-bit hash, used for probe cookies and the
/// scan permutation so replies cannot be forged by a host that does not see our probes.
public struct SipHash24: Sendable {
    public let key0: UInt64
    public let key1: UInt64

    public init(key0: UInt64, key1: UInt64) {
        self.key0 = key0
        self.key1 = key1
    }

    /// A key from the system random source.
    public static func random() -> SipHash24 {
        var generator = SystemRandomNumberGenerator()
        return SipHash24(key0: generator.next(), key1: generator.next())
    }

    private struct State {
        var v0, v1, v2, v3: UInt64

        @inline(__always)
        mutating func round() {
            v0 &+= v1; v1 = v1.rotatedLeft(13); v1 ^= v0; v0 = v0.rotatedLeft(32)
            v2 &+= v3; v3 = v3.rotatedLeft(16); v3 ^= v2
            v0 &+= v3; v3 = v3.rotatedLeft(21); v3 ^= v0
            v2 &+= v1; v1 = v1.rotatedLeft(17); v1 ^= v2; v2 = v2.rotatedLeft(32)
        }

        @inline(__always)
        mutating func compress(_ word: UInt64) {
            v3 ^= word
            round(); round()
            v0 ^= word
        }

        @inline(__always)
        mutating func finalize() -> UInt64 {
            v2 ^= 0xff
            round(); round(); round(); round()
            return v0 ^ v1 ^ v2 ^ v3
        }
    }

    @inline(__always)
    private func start() -> State {
        State(v0: key0 ^ 0x736f6d6570736575, v1: key1 ^ 0x646f72616e646f6d,
              v2: key0 ^ 0x6c7967656e657261, v3: key1 ^ 0x7465646279746573)
    }

    /// Hash of two little-endian 64-bit words (a 16-byte message); no allocation, for the hot path.
    @inline(__always)
    public func hash(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var state = start()
        state.compress(a)
        state.compress(b)
        state.compress(16 << 56)
        return state.finalize()
    }

    /// Hash of three little-endian 64-bit words (a 24-byte message).
    @inline(__always)
    public func hash(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt64 {
        var state = start()
        state.compress(a)
        state.compress(b)
        state.compress(c)
        state.compress(24 << 56)
        return state.finalize()
    }

    /// Hash of raw bytes (any length), as the reference implementation computes it.
    public func hash(bytes: [UInt8]) -> UInt64 {
        var state = start()
        var index = 0
        while index + 8 <= bytes.count {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * offset) }
            state.compress(word)
            index += 8
        }
        var tail = UInt64(truncatingIfNeeded: bytes.count) << 56
        for offset in 0..<(bytes.count - index) { tail |= UInt64(bytes[index + offset]) << (8 * offset) }
        state.compress(tail)
        return state.finalize()
    }
}

extension UInt64 {
    @inline(__always)
    func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
