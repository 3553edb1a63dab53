// ISO CALM FAST (EtherType 0x1111) as tcpdump 4.99's calm_fast_print prints it: the link source,
// the source and destination network references, and with -v the rest as a hex dump.
// Reference: ISO 29281 (CALM non-IP networking).

extension Dissection {
    /// The CALM FAST packet at `offset`; `source` as for `geonet`. Throws `Truncated` where
    /// tcpdump prints ` [|calm_fast]`; under 2 bytes prints ` (invalid)` (JSON: `malformed`).
    mutating func calmFast(at offset: Int, length: Int, source: Int?) throws(Truncated) {
        proto = "calm_fast"
        layer(CALMFASTFields.calmFast)
        put("CALM FAST")
        if let source {
            report(CALMFASTFields.source, bytesAt: source, count: 6)
            put(" src:"); try putMAC(at: source)
        }
        put("; ")
        guard length >= 2 else {
            put(" (length "); put(decimal: length); put(" < 2)")
            putInvalid(reason: "shorter than the 2 network references")
            // tcpdump then checks the bytes the length counts are captured.
            try check(length, at: offset)
            return
        }
        let sourceReference = try u8(offset)
        report(CALMFASTFields.sourceReference, sourceReference)
        put("SrcNwref:"); put(decimal: sourceReference); put("; ")
        let destinationReference = try u8(offset + 1)
        report(CALMFASTFields.destinationReference, destinationReference)
        put("DstNwref:"); put(decimal: destinationReference); put("; ")
        report(CALMFASTFields.dataLength, length - 2)
        if verbose > 0 { try putDataDump(from: offset + 2, length: length - 2) }
    }

    /// tcpdump's ND_DEFAULTPRINT of `length` bytes (printed whatever -x/-q say): the captured part,
    /// then ` [|proto]` when the capture cut it.
    mutating func putDataDump(from start: Int, length: Int) throws(Truncated) {
        putDefaultDump(from: start, count: length)
        if length > available(from: start) { throw Truncated() }
    }
}
