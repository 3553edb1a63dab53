/// A seeded bijection on `0..<count`: a four-round Feistel network keyed with SipHash over the
/// smallest even-bit power of two that holds `count`, cycle-walking past values out of range (as
/// masscan's BlackRock does). O(1) memory for any count; the same seed gives the same order.
public struct ScanPermutation: Sendable {
    public let count: UInt64
    private let halfBits: UInt64
    private let halfMask: UInt64
    private let hasher: SipHash24

    public init(count: UInt64, seed: UInt64) {
        self.count = count
        var bits: UInt64 = 2
        while bits < 64 && (UInt64(1) << bits) < count { bits += 2 }
        halfBits = bits / 2
        halfMask = (UInt64(1) << halfBits) - 1
        hasher = SipHash24(key0: seed, key1: seed ^ 0x9e37_79b9_7f4a_7c15)
    }

    @inline(__always)
    private func encrypt(_ value: UInt64) -> UInt64 {
        var left = value >> halfBits
        var right = value & halfMask
        for round in UInt64(0)..<4 {
            let mixed = left ^ (hasher.hash(round, right) & halfMask)
            left = right
            right = mixed
        }
        return left << halfBits | right
    }

    @inline(__always)
    private func decrypt(_ value: UInt64) -> UInt64 {
        var left = value >> halfBits
        var right = value & halfMask
        for round in (UInt64(0)..<4).reversed() {
            let previousRight = left
            let previousLeft = right ^ (hasher.hash(round, previousRight) & halfMask)
            left = previousLeft
            right = previousRight
        }
        return left << halfBits | right
    }

    /// The index whose image is `value` (< count): the inverse of `map`, so a report can tell which
    /// shard owns a probe.
    public func inverse(_ value: UInt64) -> UInt64 {
        precondition(value < count, "permutation value out of range")
        var index = decrypt(value)
        while index >= count { index = decrypt(index) }
        return index
    }

    /// The permuted position of `index` (< count); every index maps to a distinct value < count.
    @inline(__always)
    public func map(_ index: UInt64) -> UInt64 {
        precondition(index < count, "permutation index out of range")
        var value = encrypt(index)
        // The domain is at most 4x count, so the walk is short on average; a bijection on the
        // domain guarantees it ends.
        while value >= count { value = encrypt(value) }
        return value
    }
}

/// `--shard I/N`: shard `index` (1-based) of `total` scans positions index-1, index-1+total, ... of
/// the permuted order, so N shards with one seed cover every probe exactly once.
public struct ScanShard: Hashable, Sendable {
    public var index: UInt64
    public var total: UInt64

    public static let whole = ScanShard(index: 1, total: 1)

    public init(index: UInt64, total: UInt64) {
        self.index = index
        self.total = total
    }

    /// Parses `I/N` with 1 <= I <= N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = UInt64(parts[0]), let total = UInt64(parts[1]),
              total >= 1, index >= 1, index <= total else { return nil }
        self.init(index: index, total: total)
    }

    /// The positions this shard takes from a sequence of `count`.
    public func positions(in count: UInt64) -> StrideTo<UInt64> {
        stride(from: index - 1, to: count, by: Int(total))
    }
}
