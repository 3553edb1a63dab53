import SwiftNetWire

// RSVP (RFC 2205, IP protocol 46) as tcpdump 4.99's rsvp_print prints it: the message type and
// length; with -v the common header (flags, length, send TTL, checksum as sent: tcpdump does
// not verify it), every object of the message (RSVPObjects.swift), and the sub-messages of a
// Bundle. tcpdump 4.99 has no RSVP over UDP and no RSVP-E2E-IGNORE printer.

/// IP protocol number of RSVP (IANA).
enum RSVPField {
    static let ipProtocol: UInt8 = 46
    static let headerLength = 8
    static let bundle: UInt8 = 12
}

extension Dissection {
    /// `length`: the IP payload length (what the -n line prints).
    mutating func rsvp(at offset: Int, length: Int) throws(Truncated) {
        proto = "rsvp"
        layer(RSVPFields.rsvp)
        // 4.99.3's ND_TCHECKs here `goto trunc` (the marker, no longjmp: -x still skips the
        // link header); its GET_ reads longjmp (a thrown `Truncated`).
        guard has(RSVPField.headerLength, at: offset) else {
            putTruncationMarker()
            return
        }
        let version = bytes[offset] >> 4
        report(RSVPFields.version, version)
        report(RSVPFields.flags, bytes[offset] & 0x0f)
        guard version == 1 else {
            put("ERROR: RSVP version "); put(decimal: version); put(" packet not supported")
            if Sink.collectsFields { reportMalformed("RSVP version other than 1") }
            return
        }
        let type = bytes[offset + 1]
        report(RSVPFields.messageType, type)
        report(RSVPFields.checksum, bytes.uint16(at: offset + 2))
        report(RSVPFields.ttl, bytes[offset + 4])
        if verbose < 1 {
            put("RSVPv"); put(decimal: version); put(" ")
            if let name = RSVPNames.message(type) { put(name) } else { put("unknown ("); put(decimal: type); put(")") }
            put(" Message, length: "); put(decimal: length)
            return
        }
        let total = rsvpCommonHeader(at: offset, lead: "\n\t")
        guard total >= RSVPField.headerLength else {
            put("ERROR: common header too short "); put(decimal: total); put(" < 8")
            if Sink.collectsFields { reportMalformed("message length below the 8-byte header") }
            return
        }
        var cursor = offset + RSVPField.headerLength
        var left = total - RSVPField.headerLength
        switch type {
        case RSVPField.bundle:
            beginList(RSVPFields.messages)
            defer { endList() }
            while left != 0 {
                beginItem()
                defer { endItem() }
                guard has(RSVPField.headerLength, at: cursor) else {
                    putTruncationMarker()
                    return
                }
                let subVersion = bytes[cursor] >> 4
                report(RSVPFields.version, subVersion)
                guard subVersion == 1 else {
                    put("ERROR: RSVP version "); put(decimal: subVersion); put(" packet not supported")
                    if Sink.collectsFields { reportMalformed("RSVP version other than 1") }
                    return
                }
                report(RSVPFields.messageType, bytes[cursor + 1])
                report(RSVPFields.checksum, bytes.uint16(at: cursor + 2))
                report(RSVPFields.ttl, bytes[cursor + 4])
                let subTotal = rsvpCommonHeader(at: cursor, lead: "\n\t  ")
                guard subTotal >= RSVPField.headerLength else {
                    put("ERROR: common header too short "); put(decimal: subTotal); put(" < 8")
                    if Sink.collectsFields { reportMalformed("message length below the 8-byte header") }
                    return
                }
                guard subTotal <= left else {
                    put("ERROR: common header too large "); put(decimal: subTotal); put(" > "); put(decimal: left)
                    if Sink.collectsFields { reportMalformed("sub-message longer than its bundle") }
                    return
                }
                guard try rsvpObjects(at: cursor + RSVPField.headerLength, length: subTotal - RSVPField.headerLength,
                                      spaces: 4) else { return }
                cursor += subTotal
                left -= subTotal
            }
        case 1, 2, 3, 4, 5, 6, 7, 14, 20, 13, 15:
            _ = try rsvpObjects(at: cursor, length: left, spaces: 2)
        default:
            unknownData(at: cursor, length: left, prefix: "\n\t    ")
        }
    }

    /// The -v line of a common header after `lead`; returns its length field.
    private mutating func rsvpCommonHeader(at offset: Int, lead: StaticString) -> Int {
        let type = bytes[offset + 1]
        let total = Int(bytes.uint16(at: offset + 6))
        report(RSVPFields.length, total)
        put(lead); put("RSVPv"); put(decimal: bytes[offset] >> 4); put(" ")
        if let name = RSVPNames.message(type) { put(name) } else { put("unknown, type: "); put(decimal: type) }
        put(" Message ("); put(decimal: type); put("), Flags: [")
        put(bytes[offset] & 0x01 != 0 ? "Refresh reduction capable" : "none")
        put("], length: "); put(decimal: total); put(", ttl: "); put(decimal: bytes[offset + 4])
        put(", checksum: 0x"); put(hex: bytes.uint16(at: offset + 2), digits: 4)
        return total
    }

    /// "\n\t" and `spaces` spaces: tcpdump's indent strings for the objects of a message.
    mutating func rsvpLine(_ spaces: Int) {
        put("\n\t")
        for _ in 0..<spaces { put(" ") }
    }

    /// bittok2str over one-bit names: the names of the set bits, in the table's order (bits
    /// ascending, or `descending`), joined by ", "; "none" when no named bit is set.
    mutating func putBitNames(_ value: UInt32, descending: Bool = false, _ name: (UInt32) -> StaticString?) {
        var first = true
        for step in 0..<32 {
            let bit: UInt32 = 1 << UInt32(descending ? 31 - step : step)
            guard value & bit != 0, let text = name(bit) else { continue }
            if !first { put(", ") }
            put(text)
            first = false
        }
        if first { put("none") }
    }
}
