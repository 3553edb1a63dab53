// OTV (draft-hasmit-otv-04) as tcpdump 4.99's otv_print prints it: flags, overlay and instance,
// then the inner Ethernet frame on a line of its own.

extension Dissection {
    mutating func otv(at offset: Int, length: Int) throws(Truncated) {
        proto = "otv"
        layer(OTVFields.otv)
        put("OTV, ")
        if length < 8 {
            put("[length "); put(decimal: length); put(" < 8]")
            putInvalid()
            return
        }
        let flags = try u8(offset)
        report(OTVFields.flags, flags)
        report(OTVFields.instanceValid, bool: flags & 0x08 != 0)
        put("flags ["); put(flags & 0x08 != 0 ? "I" : "."); put("] (0x"); put(hex: flags, digits: 2); put("), ")
        let overlay = UInt32(try u8(offset + 1)) << 16 | UInt32(try u16(offset + 2))
        report(OTVFields.overlayID, overlay)
        put("overlay "); put(decimal: overlay); put(", ")
        let instance = UInt32(try u8(offset + 4)) << 16 | UInt32(try u16(offset + 5))
        report(OTVFields.instanceID, instance)
        put("instance "); put(decimal: instance); put("\n")
        _ = try u8(offset + 7)
        _ = try ethernet(wireLength: length - 8, at: offset + 8)
    }
}
