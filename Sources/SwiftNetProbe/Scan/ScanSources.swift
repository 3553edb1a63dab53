/// The source address each target's probes carry: the kernel's preferred source on the route to
/// it (or -S). Usually one per family; targets behind different interfaces get their own.
public struct ScanSources: Sendable {
    /// The first source seen per family.
    public private(set) var byFamily: [AddressFamily: ScanAddress] = [:]
    /// Per block, kept only once some family has more than one source.
    private var byBlock: [(block: TargetBlock, source: ScanAddress)] = []
    private var needsBlocks = false
    /// Every source: replies must be addressed to one of them.
    public private(set) var all = Set<ScanAddress>()

    public init() {}

    public mutating func add(_ block: TargetBlock, source: ScanAddress) {
        if let existing = byFamily[source.family], existing != source { needsBlocks = true }
        if byFamily[source.family] == nil { byFamily[source.family] = source }
        byBlock.append((block, source))
        all.insert(source)
    }

    /// The source for probes to `address`; nil when no route was looked up for its family.
    public func source(for address: ScanAddress) -> ScanAddress? {
        if needsBlocks, let entry = byBlock.first(where: { $0.block.contains(address) }) { return entry.source }
        return byFamily[address.family]
    }
}
