// Juniper link types as tcpdump 4.99.3's print-juniper.c prints them: the common pcap header
// (juniper_parse_header: "MGC" magic, flags, optional extension TLV block, optional missing L2
// header) and then the inner frame of JUNIPER_ETHER (178), JUNIPER_PPP (179), JUNIPER_CHDLC (181).
// These three carry no PIC cookie, so "hlen N, proto 0x0000, " is all -e adds after the header.
// The link types with a PIC cookie are in JuniperCookie.swift and JuniperPICPrinter.swift.

/// The Juniper pcap header's layout and flag bits.
enum JuniperField {
    /// "MGC" in the first three bytes.
    static let magic: UInt32 = 0x4d4743
    static let flagIn: UInt8 = 0x01
    static let flagNoL2: UInt8 = 0x02
    static let flagIIF: UInt8 = 0x04
    static let flagFilter: UInt8 = 0x40
    static let flagExtensions: UInt8 = 0x80
    /// Magic and flags.
    static let baseLength = 4
    /// Type and length bytes of one extension TLV.
    static let tlvOverhead = 2
    /// Bytes tcpdump skips after the header when the L2 header is missing, before the IP packet.
    static let noL2Skip = 4
}

extension Dissection {
    /// LINKTYPE_JUNIPER_ETHER (178): the Juniper header, then an Ethernet frame.
    mutating func juniperEtherLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_ether"
        guard let start = try juniperHeader(wireLength: wireLength) else { return }
        let etherLength = try ethernet(wireLength: wireLength - start, at: start)
        linkHeaderLength = start &+ etherLength
    }

    /// LINKTYPE_JUNIPER_PPP (179): the Juniper header, then a PPP frame (ppp_print).
    mutating func juniperPPPLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_ppp"
        guard let start = try juniperHeader(wireLength: wireLength) else { return }
        // tcpdump's -x dump starts after the Juniper header only, whatever the PPP printer does.
        defer { linkHeaderLength = start }
        try pppFrame(at: start, length: wireLength - start)
    }

    /// LINKTYPE_JUNIPER_CHDLC (181): the Juniper header, then a Cisco HDLC frame (chdlc_print).
    mutating func juniperCHDLCLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_chdlc"
        guard let start = try juniperHeader(wireLength: wireLength) else { return }
        defer { linkHeaderLength = start }
        try ciscoHDLC(wireLength: wireLength - start, at: start)
    }

    /// tcpdump's juniper_parse_header for the cookie-less link types. Returns the offset of the
    /// inner frame, or nil when the header was the whole story (bad magic, no L2 header, invalid
    /// extension block). Throws at the captured end (the caller's ` [|juniper_…]`).
    mutating func juniperHeader(wireLength: Int) throws(Truncated) -> Int? {
        try juniperParse(.plain, wireLength: wireLength)?.headerLength
    }

    /// The part of juniper_parse_header before the PIC cookie: magic, flags, extension TLVs and
    /// the no-L2 case. Returns the header length so far, or nil when the header was the whole
    /// story. Every read is checked: the extension block's length and TLV lengths come from the
    /// packet.
    mutating func juniperCommonHeader(wireLength: Int) throws(Truncated) -> Int? {
        layer(JuniperFields.juniper)
        linkHeaderLength = 0
        let word = try u32(0)
        let flags = UInt8(truncatingIfNeeded: word)
        report(JuniperFields.flags, flags)
        guard word >> 8 == JuniperField.magic else {
            put("no magic-number found!")
            reportMalformed("no MGC magic number")
            return nil
        }
        if options.linkHeader { put(flags & JuniperField.flagIn != 0 ? " In " : "Out ") }
        var headerLength = JuniperField.baseLength
        if verbose > 1 {
            put("\n\tJuniper PCAP Flags ["); putJuniperFlags(flags); put("]")
        }
        if flags & JuniperField.flagExtensions != 0 {
            guard try juniperExtensions(headerLength: &headerLength) else { return nil }
        }
        if flags & JuniperField.flagNoL2 != 0 {
            if options.linkHeader { put("no-L2-hdr, ") }
            let ipStart = headerLength &+ JuniperField.noL2Skip
            try check(1, at: ipStart)
            report(JuniperFields.headerLength, ipStart)
            linkHeaderLength = ipStart
            if try !juniperGuessIP(at: ipStart, length: wireLength &- ipStart) { put("no IP-hdr found!") }
            return nil
        }
        linkHeaderLength = headerLength
        return headerLength
    }

    /// tcpdump's ip_heuristic_guess: IPv4 (with a sane IHL) or IPv6 by the first byte alone.
    /// Returns false, having printed nothing, for anything else. Throws when no byte is captured.
    mutating func juniperGuessIP(at start: Int, length: Int) throws(Truncated) -> Bool {
        switch try u8(start) {
        case 0x45...0x4f: try ipv4(at: start, length: length)
        case 0x60...0x6f: try ipv6(at: start, length: length)
        default: return false
        }
        return true
    }

    /// The extension block after magic and flags: a 16-bit length, then type/length/value TLVs.
    /// Returns false when a TLV overruns the block (tcpdump's "(invalid)").
    private mutating func juniperExtensions(headerLength: inout Int) throws(Truncated) -> Bool {
        var remaining = Int(try u16(JuniperField.baseLength))
        report(JuniperFields.extensionLength, remaining)
        var tlv = JuniperField.baseLength + 2
        headerLength = tlv &+ remaining
        if verbose > 1 { put(", PCAP Extension(s) total length "); put(decimal: remaining) }
        // tcpdump checks the whole block is captured before reading any TLV.
        try check(remaining, at: tlv)
        beginList(JuniperFields.extensions)
        defer { endList() }
        while remaining > JuniperField.tlvOverhead {
            let type = bytes[tlv]
            let length = Int(bytes[tlv + 1])
            if type == 0 || length == 0 { break }
            guard length + JuniperField.tlvOverhead <= remaining else {
                put(" [extension_length "); put(decimal: remaining)
                put(" < "); put(decimal: length + JuniperField.tlvOverhead); put("]")
                putInvalid()
                return false
            }
            let valueStart = tlv + JuniperField.tlvOverhead
            let value = juniperTLVValue(type: type, at: valueStart, length: length)
            beginItem()
            report(JuniperFields.tlvType, type)
            report(JuniperFields.tlvLength, length)
            if let value { report(JuniperFields.tlvValue, value) }
            endItem()
            if verbose > 1 {
                put("\n\t  "); put(JuniperTables.tlvName(type)); put(" Extension TLV #"); put(decimal: type)
                put(", length "); put(decimal: length); put(", value ")
                // The interface name (type 2) is never printed; tcpdump's value is a C int, so a
                // 4-byte 0xffffffff reads as its "no value" -1.
                if let value, type != 2, value != UInt32.max {
                    switch type {
                    case 3, 7:
                        put(JuniperTables.mediaType(value)); put(" ("); put(decimal: value); put(")")
                    case 6, 8:
                        put(JuniperTables.encapsulation(value)); put(" ("); put(decimal: value); put(")")
                    default:
                        put(decimal: value)
                    }
                }
            }
            tlv = valueStart + length
            remaining -= length + JuniperField.tlvOverhead
        }
        if verbose > 1 { put("\n\t-----original packet-----\n\t") }
        return true
    }

    /// A TLV value of 1 to 4 bytes: little endian below type 128, big endian from 128; nil for
    /// other lengths. The caller checked the bytes are captured.
    private func juniperTLVValue(type: UInt8, at start: Int, length: Int) -> UInt32? {
        guard (1...4).contains(length), has(length, at: start) else { return nil }
        var value: UInt32 = 0
        for i in 0..<length {
            let byte = UInt32(bytes[start + i])
            if type < 128 { value |= byte << (8 * UInt32(i)) } else { value = value << 8 | byte }
        }
        return value
    }

    /// tcpdump's bittok2str over the flag names, in its table order.
    private mutating func putJuniperFlags(_ flags: UInt8) {
        var first = true
        func item(_ bit: UInt8, _ name: StaticString, _ d: inout Dissection) {
            guard flags & bit != 0 else { return }
            if !first { d.put(", ") }
            d.put(name)
            first = false
        }
        item(JuniperField.flagExtensions, "Ext", &self)
        item(JuniperField.flagFilter, "Filter", &self)
        item(JuniperField.flagIIF, "IIF", &self)
        item(JuniperField.flagNoL2, "no-L2", &self)
        item(JuniperField.flagIn, "In", &self)
        if first { put("none") }
    }
}
