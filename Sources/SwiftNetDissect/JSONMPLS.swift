// The `mpls` layer of the NDJSON output: the label stack (RFC 3032) and its IPv4/IPv6 payload.

extension JSONLayerWalker {
    /// `{"layer":"mpls","labels":[{"label","tc","bottom","ttl"}…]}` then the IPv4 or IPv6 payload
    /// (by the NULL labels or the first nibble, as tcpdump guesses).
    mutating func walkMPLS(at start: Int, end: Int) {
        openLayer("mpls")
        output.append(",\"labels\":[")
        var offset = start
        var bottom: MPLSLabelEntry?
        while let raw = bytes.checkedUInt32(at: offset, end: end) {
            let entry = MPLSLabelEntry(raw: raw)
            if offset > start { output.append(",") }
            output.append("{\"label\":")
            output.appendDecimal(entry.label)
            output.append(",\"tc\":")
            output.appendDecimal(entry.trafficClass)
            output.append(",\"bottom\":")
            output.appendJSONBool(entry.isBottomOfStack)
            output.append(",\"ttl\":")
            output.appendDecimal(entry.ttl)
            output.append("}")
            offset += 4
            if entry.isBottomOfStack {
                bottom = entry
                break
            }
        }
        output.append("]")
        guard let bottom else {
            // Out of bytes before the bottom of the stack: the capture's cut when the packet was
            // longer than what was kept, else a stack that never ends.
            if ranIntoCaptureCut(end: end) {
                markTruncated("mpls")
                output.append("}")
            } else {
                output.append(",\"malformed\":\"no bottom-of-stack entry\"}")
            }
            return
        }
        output.append("}")
        let first = bytes.checkedUInt8(at: offset, end: end)
        switch MPLSLabelEntry.payload(bottomLabel: bottom.label, firstByte: first) {
        case .ipv4:
            guard networkDepth < Self.maximumNetworkDepth else { return }
            networkDepth += 1
            walkIPv4(at: offset, end: end, quoted: false)
            networkDepth -= 1
        case .ipv6:
            guard networkDepth < Self.maximumNetworkDepth else { return }
            networkDepth += 1
            walkIPv6(at: offset, end: end, quoted: false)
            networkDepth -= 1
        case .osi, .unknown:
            break
        }
    }
}
