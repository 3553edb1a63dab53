// L2TP version 2 (RFC 2661; UDP 1701) as tcpdump 4.99's l2tp_print prints it: the flags, tunnel
// and session IDs, sequence numbers, then a control message's AVPs (L2TPAVPs.swift) or a data
// message's PPP frame in braces. L2F (version 1) and other versions are named and not decoded.

extension Dissection {
    mutating func l2tp(at offset: Int, length wireLength: Int) throws(Truncated) {
        proto = "l2tp"
        layer(L2TPFields.l2tp)
        let flags = try u16(offset)
        let version = flags & 0x000f
        report(L2TPFields.flags, flags)
        report(L2TPFields.version, version)
        switch version {
        case 2: put(" l2tp:")
        case 1:
            put(" l2f:")
            return
        default:
            put(" Unknown Version, neither L2F(1) nor L2TP(2)")
            return
        }
        let control = flags & 0x8000 != 0
        let hasLength = flags & 0x4000 != 0
        let hasSequence = flags & 0x0800 != 0
        let hasOffset = flags & 0x0200 != 0
        report(L2TPFields.control, bool: control)
        report(L2TPFields.lengthPresent, bool: hasLength)
        report(L2TPFields.sequencePresent, bool: hasSequence)
        report(L2TPFields.offsetPresent, bool: hasOffset)
        report(L2TPFields.priority, bool: flags & 0x0100 != 0)
        put("[")
        if control { put("T") }
        if hasLength { put("L") }
        if hasSequence { put("S") }
        if hasOffset { put("O") }
        if flags & 0x0100 != 0 { put("P") }
        put("]")
        var cursor = offset + 2
        var messageLength = 0
        if hasLength {
            messageLength = Int(try u16(cursor))
            report(L2TPFields.length, messageLength)
            cursor += 2
        }
        let tunnel = try u16(cursor)
        report(L2TPFields.tunnelID, tunnel)
        put("("); put(decimal: tunnel); put("/")
        let session = try u16(cursor + 2)
        report(L2TPFields.sessionID, session)
        put(decimal: session); put(")")
        cursor += 4
        if hasSequence {
            let ns = try u16(cursor)
            report(L2TPFields.ns, ns)
            put("Ns="); put(decimal: ns); put(",")
            let nr = try u16(cursor + 2)
            report(L2TPFields.nr, nr)
            put("Nr="); put(decimal: nr)
            cursor += 4
        }
        if hasOffset {
            // The padding is skipped unread, but must be captured (tcpdump's ND_TCHECK: the
            // marker without a longjmp).
            let pad = Int(try u16(cursor))
            report(L2TPFields.offsetSize, pad)
            cursor += 2
            guard has(pad, at: cursor) else {
                putTruncationMarker()
                return
            }
            cursor += pad
        }
        var length = wireLength
        if hasLength {
            if length < messageLength {
                put(" Length "); put(decimal: messageLength); put(" larger than packet")
                reportMalformed("length beyond the datagram")
                return
            }
            length = messageLength
        }
        let headerLength = cursor - offset
        if length < headerLength {
            put(" Length "); put(decimal: length); put(" smaller than header length")
            reportMalformed("length shorter than the header")
            return
        }
        if control {
            if !hasLength {
                put(" No length")
                reportMalformed("control message without the L bit")
                return
            }
            if length == headerLength {
                report(L2TPFields.zlb, bool: true)
                put(" ZLB")
            } else {
                try l2tpAVPs(at: cursor, length: length - headerLength)
            }
        } else {
            put(" {")
            try pppFrame(at: cursor, length: length - headerLength)
            put("}")
        }
    }
}
