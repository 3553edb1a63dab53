// LLDP (IEEE 802.1AB) as tcpdump's lldp_print prints it without -v: the length, and the system
// name (as tcpdump does, like CDP's device id). (-v lists every TLV; swiftnet does not yet.)

/// LLDP TLV header (802.1AB 8.4.1): 7-bit type, 9-bit length.
enum LLDPField {
    static let headerLength = 2
    static let systemNameType: UInt16 = 5
    static func type(_ header: UInt16) -> UInt16 { header >> 9 }
    static func length(_ header: UInt16) -> Int { Int(header & 0x01ff) }
}

extension Dissection {
    mutating func lldp(at offset: Int, length: Int) throws(Truncated) {
        if legacyJSON({ $0.walkLLDP(at: offset, end: $1) }) { return }
        proto = "lldp"
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
