// LLDP (IEEE 802.1AB) as tcpdump's lldp_print prints it without -v: the length, and the system
// name (as tcpdump does, like CDP's device id). (-v lists every TLV; swiftnet does not yet.) The
// JSON layer lists every TLV.

/// LLDP TLV header (802.1AB 8.4.1): 7-bit type, 9-bit length.
enum LLDPField {
    static let headerLength = 2
    static let systemNameType: UInt16 = 5
    static func type(_ header: UInt16) -> UInt16 { header >> 9 }
    static func length(_ header: UInt16) -> Int { Int(header & 0x01ff) }
}

extension Dissection {
    mutating func lldp(at offset: Int, length: Int) throws(Truncated) {
        proto = "lldp"
        layer(LLDPFields.lldp)
        if Sink.collectsFields {
            // The text names only the system; JSON lists every TLV, so it walks them itself.
            reportLLDPTLVs(at: offset, length: length)
            return
        }
        put("LLDP, length "); put(decimal: length)
        var cursor = offset
        var remaining = length
        while remaining >= LLDPField.headerLength {
            guard has(LLDPField.headerLength, at: cursor) else {
                putTruncationMarker()
                return
            }
            let header = bytes.uint16(at: cursor)
            let type = LLDPField.type(header)
            let tlvLength = LLDPField.length(header)
            cursor += LLDPField.headerLength
            remaining -= LLDPField.headerLength
            // tcpdump's loop guard: the end TLV, or any empty one, stops the walk.
            if type == 0 || tlvLength == 0 { break }
            guard has(tlvLength, at: cursor), remaining >= tlvLength else {
                putTruncationMarker()
                return
            }
            if type == LLDPField.systemNameType {
                put(": ")
                putNULTerminatedText(at: cursor, count: tlvLength)
            }
            cursor += tlvLength
            remaining -= tlvLength
        }
    }

    /// JSON: `tlvs` [{`type`, `length`, and the value by type}] up to the end TLV. A TLV past the
    /// captured bytes marks the layer cut short; one past the frame makes it malformed.
    private mutating func reportLLDPTLVs(at offset: Int, length: Int) {
        beginList(LLDPFields.tlvs)
        var cursor = offset
        var remaining = length
        while remaining >= LLDPField.headerLength {
            guard has(LLDPField.headerLength, at: cursor) else { return reportTruncated() }
            let header = bytes.uint16(at: cursor)
            let type = LLDPField.type(header)
            let tlvLength = LLDPField.length(header)
            cursor += LLDPField.headerLength
            remaining -= LLDPField.headerLength
            beginItem()
            report(LLDPFields.type, type)
            report(LLDPFields.length, tlvLength)
            guard tlvLength <= remaining else { return reportMalformed("a TLV runs past the frame") }
            guard has(tlvLength, at: cursor) else { return reportTruncated() }
            switch type {
            case 1 where tlvLength >= 1, 2 where tlvLength >= 1:  // chassis ID, port ID (802.1AB 8.5.2, 8.5.3)
                let subtype = bytes[cursor]
                report(type == 1 ? LLDPFields.chassisIDSubtype : LLDPFields.portIDSubtype, subtype)
                if subtype == (type == 1 ? 4 : 3), tlvLength == 7 {  // a MAC address subtype
                    report(type == 1 ? LLDPFields.chassisMAC : LLDPFields.portMAC, bytesAt: cursor + 1, count: 6)
                } else {
                    report(type == 1 ? LLDPFields.chassisID : LLDPFields.portID, bytesAt: cursor + 1, count: tlvLength - 1)
                }
            case 3 where tlvLength >= 2:  // time to live (8.5.4)
                report(LLDPFields.ttl, u16At: cursor)
            case 4, 5, 6:  // port description, system name, system description (8.5.5-8.5.7)
                report(LLDPFields.text, bytesAt: cursor, count: tlvLength)
            case 0:
                break
            default:
                report(LLDPFields.data, bytesAt: cursor, count: tlvLength)
            }
            endItem()
            cursor += tlvLength
            remaining -= tlvLength
            if type == 0 { break }  // end of LLDPDU
        }
        endList()
    }

    /// tcpdump's nd_printjnp: up to `count` bytes, stopping at a NUL, unprintable ones escaped
    /// (`^A`, `M-`); the caller checked the bytes are captured.
    mutating func putNULTerminatedText(at offset: Int, count: Int) {
        var index = offset
        while index < offset + count, index < end, bytes[index] != 0 {
            putCharacterEscaped(bytes[index])
            index += 1
        }
    }
}
