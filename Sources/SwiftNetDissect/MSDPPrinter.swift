import SwiftNetWire

// MSDP (RFC 3618) on TCP 639 as tcpdump's msdp_print prints it: `: msdp` then each TLV of the
// segment (` [len N]` with -v or past 1400 bytes): source-active and its response with the entry
// count and ` [w/data]` when a datagram follows (printed whole with -vv), SA request, keepalive,
// notification, others by number. A first TLV that cannot be MSDP, a length under 3 or past the
// segment end the line with ` [|msdp]`.

/// TCP port of MSDP (IANA), and the limits tcpdump applies to a TLV length.
enum MSDPField {
    static let port: UInt16 = 639
    static let tlvHeaderLength = 3
    static let sourceActiveHeaderLength = 8
    static let entryLength = 12
}

extension Dissection {
    mutating func msdp(at offset: Int, length: Int) throws(Truncated) {
        proto = "msdp"
        layer(MSDPFields.msdp)
        put(": msdp")
        let firstType = try u8(offset)
        let firstLength = Int(try u16(offset + 1))
        // tcpdump's guess that the segment starts a TLV (not really truncated, but undecodable).
        guard firstLength <= 1500, firstLength >= MSDPField.tlvHeaderLength, firstType != 0, firstType <= 7 else {
            reportMalformed("not the start of an MSDP TLV")
            return putTruncationMarker()
        }
        if let reason = try msdpTLVs(at: offset, length: length) { reportMalformed(reason) }
    }

    /// The TLVs; returns why the JSON layer is malformed (after the list is closed).
    private mutating func msdpTLVs(at offset: Int, length: Int) throws(Truncated) -> StaticString? {
        var cursor = offset
        var left = length
        beginList(MSDPFields.tlvs)
        defer { endList() }
        while left != 0 {
            let type = try u8(cursor)
            let tlvLength = Int(try u16(cursor + 1))
            beginItem()
            defer { endItem() }
            report(MSDPFields.type, type)
            report(MSDPFields.length, tlvLength)
            if tlvLength > 1400 || verbose > 0 { put(" [len "); put(decimal: tlvLength); put("]") }
            guard tlvLength >= MSDPField.tlvHeaderLength else {
                putTruncationMarker()
                return "a TLV length under 3"
            }
            guard left >= tlvLength else {
                putTruncationMarker()
                return "a TLV past the segment"
            }
            let body = cursor + MSDPField.tlvHeaderLength
            switch type {
            case 1, 3:
                put(type == 1 ? " SA" : " SA-Response")
                let entries = Int(try u8(body))
                report(MSDPFields.entryCount, entries)
                put(" "); put(decimal: entries); put(" entries")
                msdpReportSourceActive(at: body, entries: entries)
                let fixed = entries * MSDPField.entryLength + MSDPField.sourceActiveHeaderLength
                if fixed < tlvLength {
                    put(" [w/data]")
                    if verbose > 1 {
                        put(" ")
                        try ipv4(at: body + fixed - MSDPField.tlvHeaderLength, length: tlvLength - fixed)
                    }
                }
            case 2:
                put(" SA-Request")
                try check(4, at: body + 1)
                report(MSDPFields.group, bytesAt: body + 1, count: 4)
                put(" for "); try putIPv4(at: body + 1)
            case 4:
                put(" Keepalive")
                if tlvLength != 3 { put("[len="); put(decimal: tlvLength); put("] ") }
            case 5:
                put(" Notification")
            default:
                put(" [type="); put(decimal: type); put(" len="); put(decimal: tlvLength); put("]")
            }
            cursor += tlvLength
            left -= tlvLength
        }
        return nil
    }

    /// JSON only (tcpdump prints none of it): the RP and each (group, source) entry captured.
    private mutating func msdpReportSourceActive(at body: Int, entries: Int) {
        guard Sink.collectsFields else { return }
        report(MSDPFields.rp, bytesAt: body + 1, count: 4)
        beginList(MSDPFields.entries)
        defer { endList() }
        var entry = body + 5
        for _ in 0..<entries {
            guard has(MSDPField.entryLength, at: entry) else { return }
            beginItem()
            report(MSDPFields.prefixLength, bytes[entry + 3])
            report(MSDPFields.group, bytesAt: entry + 4, count: 4)
            report(MSDPFields.source, bytesAt: entry + 8, count: 4)
            endItem()
            entry += MSDPField.entryLength
        }
    }
}
