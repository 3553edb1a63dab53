// ZeroMQ's ZMTP/1.0 (RFC 13/ZMTP) as tcpdump 4.99's zmtp1_print prints a TCP payload under
// `-T zmtp1`: each frame's declared length (8-bit, or 64-bit after 0xff), how much of it was
// captured, and its flags; with -v the flag bits and up to 128 body bytes in hex and ASCII (all of
// them with -vv). A frame cut before its end ends the packet with ` [|zmtp1]`.

extension Dissection {
    /// zmtp1_print over `length` bytes at `offset` (the TCP payload). Throws `Truncated` where a
    /// frame's length, flags or declared body pass the capture.
    mutating func zmtp1(at offset: Int, length: Int) throws(Truncated) {
        proto = "zmtp1"
        layer(ZMTPFields.zmtp1)
        put(": ZMTP/1.0")
        // tcpdump's ep: the payload's end or the capture's, whichever is first.
        let stop = Swift.min(end, offset &+ Swift.max(0, length))
        var cursor = offset
        beginList(ZMTPFields.frames)
        defer { endList() }
        while cursor < stop {
            cursor = try zmtp1Frame(at: cursor, stop: stop)
        }
    }

    /// zmtp1_print_frame: returns where the next frame starts (also for the PGM datagrams of
    /// `-T pgm_zmtp1`, ZMTPDatagramPrinter.swift).
    mutating func zmtp1Frame(at cursor: Int, stop: Int) throws(Truncated) -> Int {
        put("\n\t")
        let first = try u8(cursor)
        let headerLength: Int
        let declared: UInt64
        beginItem()
        defer { endItem() }
        if first != 0xff {
            headerLength = 1
            declared = UInt64(first)
            put(" frame flags+body  (8-bit) length "); put(decimal: declared)
        } else {
            headerLength = 9
            put(" frame flags+body (64-bit) length")
            try check(9, at: cursor)
            declared = UInt64(bytes.uint32(at: cursor + 1)) << 32 | UInt64(bytes.uint32(at: cursor + 5))
            put(" "); put(decimal: declared)
        }
        report(ZMTPFields.length, declared)
        report(ZMTPFields.longLength, bool: headerLength == 9)
        if declared == 0 { return cursor + headerLength }
        let flags = try u8(cursor + headerLength)
        report(ZMTPFields.flags, flags)
        report(ZMTPFields.more, bool: flags & 1 != 0)
        // Flags and body captured, up to the payload's end; tcpdump's unsigned subtraction, so a
        // header reaching past that end wraps as it does there.
        let captured = UInt64(truncatingIfNeeded: stop - cursor - headerLength)
        if declared > captured {
            put(" ("); put(decimal: captured); put(" captured)")
        }
        put(", flags 0x"); put(hex: flags, digits: 2)
        let shown = Swift.min(captured, declared)
        // What a dump can show: never past the capture, even when `captured` wrapped.
        let dumpable = UInt64(available(from: cursor + headerLength + 1))
        if Sink.collectsFields && shown > 1 {
            report(ZMTPFields.body, bytesAt: cursor + headerLength + 1, count: Int(Swift.min(shown - 1, dumpable)))
        }
        if verbose > 0 {
            put(" (")
            for bit in stride(from: 7, through: 1, by: -1) {
                put(flags & (1 << bit) != 0 ? "MBZ|" : "-|")
            }
            put(flags & 1 != 0 ? "MORE)" : "-)")
            let printed = verbose == 1 ? Swift.min(129, shown) : shown
            if printed > 1 {
                put(", first "); put(decimal: printed - 1); put(" byte(s) of body:")
                let body = cursor + headerLength + 1
                putHexASCII(from: body, to: body + Int(Swift.min(printed - 1, dumpable)), prefix: "\n\t ")
            }
        }
        // The next frame starts after the declared body, which must be captured (compared before
        // adding, so a huge length cannot wrap the offset).
        let next = cursor + headerLength
        guard declared <= UInt64(available(from: next)) else { throw Truncated() }
        return next + Int(declared)
    }
}
