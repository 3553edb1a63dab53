// ZeroMQ's ZMTP/1.0 over PGM as tcpdump 4.99's zmtp1_datagram_print prints it under
// `-T pgm_zmtp1` (after an ODATA or RDATA's ` [length]`, only with -v since pgm_print stops
// before that without it): the 16-bit offset of the first whole frame, the intermediate part of a
// message before it (dumped with -v, up to 128 bytes; all of it with -vv), then frames as over TCP.

extension Dissection {
    /// zmtp1_datagram_print over the TSDU: `length` is PGM's TSDU length field, `offset` where the
    /// PGM header and options end. Throws `Truncated` where a frame passes the capture.
    mutating func zmtp1Datagram(at offset: Int, length: Int) throws(Truncated) {
        proto = "zmtp1"
        layer(ZMTPFields.zmtp1)
        // tcpdump's ep: the datagram's declared end or the capture's, whichever is first.
        let stop = Swift.min(end, offset &+ length)
        let frameOffset = Int(try u16(offset))
        report(ZMTPFields.frameOffset, frameOffset)
        put("\n\t frame offset 0x"); put(hex: UInt16(frameOffset), digits: 4)
        let part = offset + 2
        let captured = UInt64(available(from: part))
        // tcpdump's u_int: 0xffff means the whole datagram is one intermediate part (len - 2,
        // wrapping below 2 as the C does).
        var skip = UInt64(frameOffset)
        if frameOffset == 0xffff {
            skip = UInt64(UInt32(truncatingIfNeeded: length &- 2))
        } else if 2 &+ frameOffset > length {
            put(" (exceeds datagram declared length)")
            reportMalformed("frame offset past the datagram")
            // tcpdump longjmps here (its -x dump then starts at the link header): a throw.
            throw Truncated()
        }
        if skip != 0 {
            report(ZMTPFields.intermediateLength, skip)
            put("\n\t frame intermediate part, "); put(decimal: skip); put(" bytes")
            if skip > captured { put(" ("); put(decimal: captured); put(" captured)") }
            if verbose > 0 {
                var shown = Swift.min(skip, captured)
                if verbose == 1 { shown = Swift.min(128, shown) }
                if shown > 1 {
                    put(", first "); put(decimal: shown); put(" byte(s):")
                    putHexASCII(from: part, to: part + Int(shown), prefix: "\n\t ")
                }
            }
        }
        // A skip past the datagram's end leaves nothing to walk (compared before adding: no wrap).
        guard stop > part, skip < UInt64(stop - part) else { return }
        var cursor = part + Int(skip)
        beginList(ZMTPFields.frames)
        defer { endList() }
        while cursor < stop {
            cursor = try zmtp1Frame(at: cursor, stop: stop)
        }
    }
}
