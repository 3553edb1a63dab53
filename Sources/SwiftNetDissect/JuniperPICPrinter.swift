// The Juniper link types with a PIC cookie or a service header, as tcpdump 4.99.3's
// print-juniper.c prints them after juniper_parse_header (JuniperCookie.swift). Each printer sets
// its own ndo_protocol name, which is what a truncation prints (` [|juniper_mlppp]`).
// tcpdump's -x dump skips the Juniper header and cookie only (ndo_ll_hdr_len), so
// `linkHeaderLength` stays where juniperParse left it whatever the inner printer does.

extension Dissection {
    /// LINKTYPE_JUNIPER_PPPOE (167): cookie table entry of length 0, then an Ethernet frame.
    mutating func juniperPPPoELink(wireLength: Int) throws(Truncated) {
        proto = "juniper_pppoe"
        guard let info = try juniperParse(.pppoe, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        _ = try ethernet(wireLength: info.length, at: info.headerLength)
    }

    /// LINKTYPE_JUNIPER_PPPOE_ATM (168): an EtherType, then (normally) a PPPoE frame.
    mutating func juniperPPPoEATMLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_pppoe_atm"
        guard let info = try juniperParse(.pppoeATM, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        let type = try u16(start)
        if try !etherTypePayload(type, at: start + 2, length: info.length &- 2) {
            put("unknown ethertype 0x"); put(hex: type, digits: 4)
        }
    }

    /// LINKTYPE_JUNIPER_FRELAY (180): no cookie, then a Q.922 frame (fr_print).
    mutating func juniperFrameRelayLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_frelay"
        guard let info = try juniperParse(.plain, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        _ = try frameRelay(at: info.headerLength, length: info.length)
    }

    /// LINKTYPE_JUNIPER_MLPPP (130): a 2-byte cookie (LS: 4, AS: 8), then PPP, or a bare L3
    /// packet when an AS cookie names the protocol.
    mutating func juniperMLPPPLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_mlppp"
        guard let info = try juniperParse(.mlppp, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        // A cookie that looks like a PPP protocol or address/control means a child link.
        let word = info.cookieWord16
        if options.linkHeader, word != 0x0023, word != 0xff03 {
            put("Bundle-ID "); put(decimal: info.bundle); put(": ")
        }
        let start = info.headerLength
        switch info.proto {
        case JuniperCookieID.lsqIPv4:
            // IS-IS to the routing engine comes as PPP under an IPv4 LSQ cookie.
            if info.cookieByte(4) == JuniperCookieID.lsqToRE {
                try pppFrame(at: start, length: info.length)
            } else {
                try ipv4(at: start, length: info.length)
            }
            return
        case JuniperCookieID.lsqIPv6:
            try ipv6(at: start, length: info.length)
            return
        case JuniperCookieID.lsqMPLS:
            try mpls(at: start, length: info.length)
            return
        case JuniperCookieID.lsqISO:
            try isoclns(at: start, length: info.length)
            return
        default:
            break
        }
        // A cookie holding PPP_OSI is the frame's own protocol field.
        if word == 0x0023 {
            try pppFrame(at: start - 2, length: info.length &+ 2)
        } else {
            try pppFrame(at: start, length: info.length)
        }
    }

    /// LINKTYPE_JUNIPER_MLFR (131): a 2-byte cookie and the protocol word, then an OSI/NLPID
    /// payload.
    mutating func juniperMLFRLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_mlfr"
        guard let info = try juniperParse(.mlfr, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        try juniperFRBundle(info, iso: info.proto == 0x0003 || info.proto == 0x0300, mfr: false)
    }

    /// LINKTYPE_JUNIPER_MFR (134): a 4-byte cookie (LS: 6 plus the protocol word, AS: 8), none
    /// on child links, which carry FRF.16 frames.
    mutating func juniperMFRLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_mfr"
        guard let info = try juniperParse(.mfr, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        if info.cookieLength == 0 {
            _ = try mfr(at: start, length: info.length)
            return
        }
        if info.cookieLength == 8 {
            switch info.proto {
            case JuniperCookieID.lsqIPv4: try ipv4(at: start, length: info.length)
            case JuniperCookieID.lsqIPv6: try ipv6(at: start, length: info.length)
            case JuniperCookieID.lsqMPLS: try mpls(at: start, length: info.length)
            case JuniperCookieID.lsqISO: try isoclns(at: start, length: info.length)
            default: break
            }
            return
        }
        try juniperFRBundle(info, iso: false, mfr: true)
    }

    /// The MLFR/MFR protocol switch: the bundle ID (unless the cookie reads 1, a child link),
    /// then the OSI printer from the payload (`iso`), from one byte on (MFR's 0xfefe), or from
    /// one byte back so it sees the NLPID (Q.933, IPv4, IPv6 after UI).
    private mutating func juniperFRBundle(_ info: JuniperL2Info, iso: Bool, mfr: Bool) throws(Truncated) {
        if options.linkHeader, info.cookieWord32 != 1 {
            put("Bundle-ID "); put(decimal: info.bundle); put(", ")
        }
        let start = info.headerLength
        if iso {
            try isoclns(at: start, length: info.length)
            return
        }
        switch info.proto {
        case 0xfefe where mfr:
            try check(1, at: start)
            try isoclns(at: start + 1, length: info.length &- 1)
        case 0x0308, 0x03cc, 0x038e:
            try isoclns(at: start - 1, length: info.length &+ 1)
        default:
            put("unknown protocol 0x"); put(hex: info.proto, digits: 4)
            put(", length "); put(decimal: info.length)
        }
    }

    /// LINKTYPE_JUNIPER_ATM1 (137): a 4-byte cookie (0x80 first: an OAM cell), then LLC/SNAP,
    /// Cisco NLPID or a bare IP packet.
    mutating func juniperATM1Link(wireLength: Int) throws(Truncated) {
        proto = "juniper_atm1"
        guard let info = try juniperParse(.atm1, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        if info.cookieByte(0) == 0x80 {
            try atmOAMCell(at: start, length: info.length)
            return
        }
        if try juniperATMLLC(info) { return }
        if try u8(start) == 0x03 {
            try isoclns(at: start + 1, length: info.length &- 1)
            return
        }
        _ = try juniperGuessIP(at: start, length: info.length)
    }

    /// LINKTYPE_JUNIPER_ATM2 (135): an 8-byte cookie whose last byte says OAM cell, then LLC,
    /// Ethernet (outgoing, gap count set), Cisco NLPID, PPP or bare IP, tried in that order.
    mutating func juniperATM2Link(wireLength: Int) throws(Truncated) {
        proto = "juniper_atm2"
        guard let info = try juniperParse(.atm2, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        if info.cookieByte(7) & 0x70 != 0 {
            try atmOAMCell(at: start, length: info.length)
            return
        }
        if try juniperATMLLC(info) { return }
        if !info.incoming, info.cookieWord32 & 0x3f != 0 {
            _ = try ethernet(wireLength: info.length, at: start)
            return
        }
        if try u8(start) == 0x03 {
            try isoclns(at: start + 1, length: info.length &- 1)
            return
        }
        switch try u16(start) {
        case 0x0021, 0x0023, 0x0281, 0x0283, 0x8021, 0x8023, 0x8281, 0xc021, 0xc023, 0xc223, 0x003d,
             0x0057, 0x8057:
            try pppFrame(at: start, length: info.length)
        default:
            _ = try juniperGuessIP(at: start, length: info.length)
        }
    }

    /// The ATM printers' LLC try: an NLPID (fefe03) or SNAP (aaaa03) header goes to llc_print;
    /// true when it decoded the frame.
    private mutating func juniperATMLLC(_ info: JuniperL2Info) throws(Truncated) -> Bool {
        let start = info.headerLength
        try check(3, at: start)
        let head = UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
        guard head == 0xfefe03 || head == 0xaaaa03 else { return false }
        return try llc(at: start, length: info.length, hasMACs: false) > 0
    }

    /// LINKTYPE_JUNIPER_GGSN (133): the 8-byte cookie holds the protocol and VLAN.
    mutating func juniperGGSNLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_ggsn"
        guard let info = try juniperParse(.ggsn, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let ggsnProto = info.cookieByte(2)
        let vlan = UInt16(info.cookieByte(4)) << 8 | UInt16(info.cookieByte(5))
        report(JuniperFields.ggsnProto, ggsnProto)
        report(JuniperFields.vlan, vlan)
        if options.linkHeader {
            put("proto ")
            switch ggsnProto {
            case 1: put("Null")
            case 2: put("IPv4")
            case 6: put("IPv6")
            default: put("Unknown")
            }
            put(" ("); put(decimal: ggsnProto); put("), vlan "); put(decimal: vlan); put(": ")
        }
        switch ggsnProto {
        case 2: try ipv4(at: info.headerLength, length: info.length)
        case 6: try ipv6(at: info.headerLength, length: info.length)
        default:
            if !options.linkHeader { put("unknown GGSN proto ("); put(decimal: ggsnProto); put(")") }
        }
    }

    /// LINKTYPE_JUNIPER_ES (132): a 16-byte IPsec header (SA index, TTL, type, SPI, tunnel
    /// addresses); types 3 to 5 are followed by the IPv4 packet, 1 and 2 are not skipped.
    mutating func juniperESLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_es"
        guard let info = try juniperParse(.es, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        try check(16, at: start)
        let type = bytes[start + 3]
        let bundle: Bool
        switch type {
        case 1, 2: bundle = true
        case 3, 4, 5: bundle = false
        default:
            put("ES Invalid type "); put(decimal: type); put(", length "); put(decimal: info.length)
            reportMalformed("unknown ES type")
            return
        }
        let skip = bundle ? 0 : 16
        let length = info.length &- skip
        report(JuniperFields.saIndex, u16At: start)
        report(JuniperFields.ttl, u8At: start + 2)
        report(JuniperFields.esType, type)
        if !bundle {
            report(JuniperFields.spi, u32At: start + 4)
            report(JuniperFields.tunnelSource, u32At: start + 8)
            report(JuniperFields.tunnelDestination, u32At: start + 12)
        }
        if options.linkHeader {
            put("ES SA, index "); put(decimal: try u16(start)); put(", ttl "); put(decimal: bytes[start + 2])
            put(" type ")
            switch type {
            case 1: put("ESP ENCR-AUTH")
            case 2: put("ESP ENCR-AH AUTH")
            case 3: put("ESP AUTH")
            case 4: put("AH AUTH")
            default: put("ESP ENCR")
            }
            put(" ("); put(decimal: type); put(")")
            if !bundle {
                put(", spi "); put(decimal: try u32(start + 4))
                put(", Tunnel "); try putIPv4(at: start + 8); put(" > "); try putIPv4(at: start + 12)
            }
            put(", length "); put(decimal: length); put("\n")
        }
        try ipv4(at: start + skip, length: length)
    }

    /// LINKTYPE_JUNIPER_MONITOR (164): tcpdump reads an 8-byte monitor header after the 8-byte
    /// cookie without skipping it, then guesses IPv4/IPv6 from that same first byte.
    mutating func juniperMonitorLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_monitor"
        guard let info = try juniperParse(.monitor, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        try check(8, at: start)
        report(JuniperFields.packetType, u8At: start)
        report(JuniperFields.iif, u16At: start + 2)
        report(JuniperFields.serviceID, u32At: start + 4)
        if options.linkHeader {
            put("service-id "); put(decimal: try u32(start + 4)); put(", iif "); put(decimal: try u16(start + 2))
            put(", pkt-type "); put(decimal: bytes[start]); put(": ")
        }
        _ = try juniperGuessIP(at: start, length: info.length)
    }

    /// LINKTYPE_JUNIPER_SERVICES (136): like MONITOR, an 8-byte services header read (not
    /// skipped) after the cookie: service ID, flags, service-set ID, a pad byte, 24-bit IIF.
    mutating func juniperServicesLink(wireLength: Int) throws(Truncated) {
        proto = "juniper_services"
        guard let info = try juniperParse(.services, wireLength: wireLength) else { return }
        defer { linkHeaderLength = info.headerLength }
        let start = info.headerLength
        try check(8, at: start)
        let iif = UInt32(bytes[start + 5]) << 16 | UInt32(bytes[start + 6]) << 8 | UInt32(bytes[start + 7])
        report(JuniperFields.serviceID, u8At: start)
        report(JuniperFields.serviceFlags, u8At: start + 1)
        report(JuniperFields.serviceSetID, u16At: start + 2)
        report(JuniperFields.iif, iif)
        if options.linkHeader {
            put("service-id "); put(decimal: bytes[start]); put(" flags 0x"); put(hex: bytes[start + 1], digits: 2)
            put(" service-set-id 0x"); put(hex: try u16(start + 2), digits: 4); put(" iif "); put(decimal: iif)
            put(": ")
        }
        _ = try juniperGuessIP(at: start, length: info.length)
    }
}
