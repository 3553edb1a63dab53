import SwiftNetWire

// Temporary bridge while protocols move to one walk: in a JSON walk, a protocol that has no
// field reports yet hands its bytes to the old JSON walker (JSON*.swift) and the walk stops
// there. Each protocol's conversion deletes its call to `legacyJSON` and its old walker code;
// when none is left, this file goes too.

extension Dissection {
    /// In a JSON walk: runs the old walker for the rest of the packet and returns true (the caller
    /// returns at once). In a text walk: false, nothing done. `walk` gets the walker and the
    /// captured end.
    @inline(__always)
    mutating func legacyJSON(fragmented: Bool = false, _ walk: (inout JSONLayerWalker, Int) -> Void) -> Bool {
        guard Sink.collectsFields else { return false }
        let hadLayers = sink.closeLayersForLegacyWalker(into: &out)
        var walker = JSONLayerWalker(bytes: bytes, output: out, originalLength: originalLength)
        walker.wroteLayer = hadLayers
        walker.fragmented = fragmented
        swap(&walker.scratch, &legacyScratch)
        walk(&walker, end)
        swap(&walker.scratch, &legacyScratch)
        out = walker.output
        if let layer = walker.truncatedLayer { sink.noteLegacyTruncation(layer) }
        return true
    }

    /// The pseudo-header the old walkers take for checksum verdicts.
    func legacyPseudoHeader(_ network: NetworkHeader) -> PseudoHeader {
        pseudoHeader(network) ?? .ipv4(source: IPv4Address(0), destination: IPv4Address(0))
    }
}
