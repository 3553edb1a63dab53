/// The (target, port) probe space of one scan, walked in a seeded pseudo-random order and cut into
/// shards. Nothing is materialised: position -> permuted index -> (target index, port index), so a
/// /16 with every port costs the same memory as one host.
public struct ScanPlan: Sendable {
    public let targets: TargetList
    public let ports: [ScanPort]
    public let shard: ScanShard
    public let seed: UInt64
    private let permutation: ScanPermutation

    public init(targets: TargetList, ports: [ScanPort], seed: UInt64, shard: ScanShard = .whole) {
        self.targets = targets
        self.ports = ports
        self.shard = shard
        self.seed = seed
        permutation = ScanPermutation(count: targets.count * UInt64(ports.count), seed: seed)
    }

    /// Size of the whole (unsharded) space, exclusions included.
    public var count: UInt64 { permutation.count }

    /// Number of positions this shard walks (an upper bound on its probes: exclusions are skipped).
    public var shardCount: UInt64 {
        count > shard.index - 1 ? (count - (shard.index - 1) + shard.total - 1) / shard.total : 0
    }

    /// The probe at `position` of the whole permuted order, or nil when its target is excluded.
    @inline(__always)
    public func probe(atPosition position: UInt64) -> (ScanAddress, ScanPort)? {
        let index = permutation.map(position)
        let portCount = UInt64(ports.count)
        let address = targets.address(at: index / portCount)
        if !targets.exclusions.isEmpty && targets.isExcluded(address) { return nil }
        return (address, ports[Int(index % portCount)])
    }

    /// Whether this shard probes `address`:`port` (always true for an unsharded plan).
    public func contains(_ address: ScanAddress, _ port: ScanPort) -> Bool {
        guard shard.total > 1 else { return true }
        guard let targetIndex = targets.index(of: address), let portIndex = ports.firstIndex(of: port) else { return false }
        let index = targetIndex * UInt64(ports.count) + UInt64(portIndex)
        return permutation.inverse(index) % shard.total == shard.index - 1
    }

    /// Calls `body` with every probe of this shard, in order; `body` returns false to stop.
    public func forEachProbe(_ body: (ScanAddress, ScanPort) -> Bool) {
        // The whole shard as one claimed chunk.
        var claimed = false
        forEachClaimedProbe(chunkSize: max(1, shardCount), claim: {
            defer { claimed = true }
            return claimed ? 1 : 0
        }, body)
    }

    /// Calls `body` with the probes of the chunks of this shard's positions that the caller
    /// claims: `claim` gives the next unclaimed chunk's number (shared by every worker of a pass,
    /// so each position is walked once and the workers end together however fast each one
    /// goes); chunk `c` is the shard's positions `c * chunkSize ..< (c + 1) * chunkSize`, in
    /// order. Stops when the claims run past the shard or `body` returns false.
    public func forEachClaimedProbe(chunkSize: UInt64, claim: () -> UInt64, _ body: (ScanAddress, ScanPort) -> Bool) {
        let total = shardCount
        let first = shard.index - 1, step = shard.total
        while true {
            let chunk = claim()
            let (start, overflow) = chunk.multipliedReportingOverflow(by: chunkSize)
            guard !overflow, start < total else { return }
            for k in start..<min(start + chunkSize, total) {
                guard let (address, port) = probe(atPosition: first + k * step) else { continue }
                if !body(address, port) { return }
            }
        }
    }

    /// The targets this shard touches, sorted, for reports. Bounded by `limit`.
    public func targetAddresses(limit: Int = 1 << 20) -> [ScanAddress] {
        targets.addresses(limit: limit)
    }
}
