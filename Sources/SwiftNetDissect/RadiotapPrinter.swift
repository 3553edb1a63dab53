// Radio headers in front of 802.11 frames, as tcpdump 4.99 prints them: radiotap
// (LINKTYPE_IEEE802_11_RADIO, 127: ieee802_11_radio_print), Prism (LINKTYPE_PRISM_HEADER, 119: skipped,
// 144 bytes, unless its first word is an AVS cookie) and AVS (LINKTYPE_IEEE802_11_RADIO_AVS, 163:
// skipped by its own length). Radiotap fields are little-endian and aligned to their size from the
// start of the header (tcpdump's cpack reader: RadiotapCursor below).

/// Radiotap presence bits tcpdump knows the size of.
enum RadiotapBit {
    static let tsft = 0, flags = 1, rate = 2, channel = 3, fhss = 4, dbmSignal = 5, dbmNoise = 6
    static let lockQuality = 7, txAttenuation = 8, dbTxAttenuation = 9, dbmTxPower = 10, antenna = 11
    static let dbSignal = 12, dbNoise = 13, rxFlags = 14, xChannel = 18, mcs = 19, ampdu = 20, vht = 21
    static let radiotapNamespace = 29, vendorNamespace = 30, extended = 31
    static let flagFCS: UInt8 = 0x10
    static let flagDataPad: UInt8 = 0x20
}

/// tcpdump's cpack_state: a cursor over the radiotap header that aligns each read to the field's
/// size, counted from the header's start, and never reads past the header's length.
struct RadiotapCursor {
    var next: Int
    let base: Int
    let limit: Int

    /// Where a `size`-byte field starts, or nil when it would not fit (nd_cpack_align_and_reserve).
    func reserve(_ size: Int) -> Int? {
        let misalignment = (next - base) % size
        let start = misalignment == 0 ? next : next + size - misalignment
        return start + size <= limit ? start : nil
    }

    /// Takes a `size`-byte field; nil when it does not fit.
    mutating func take(_ size: Int) -> Int? {
        guard let start = reserve(size) else { return nil }
        next = start + size
        return start
    }

    /// nd_cpack_advance: skips `count` bytes, unaligned; false when they are not there.
    mutating func advance(_ count: Int) -> Bool {
        guard count <= limit - next else { return false }
        next += count
        return true
    }
}

extension Dissection {
    /// LINKTYPE_IEEE802_11_RADIO.
    mutating func radiotapLink(wireLength: Int) throws(Truncated) {
        linkHeaderLength = try radiotap(wireLength: wireLength)
    }

    /// ieee802_11_radio_print: the fields, then the frame; returns the link-header length.
    private mutating func radiotap(wireLength: Int) throws(Truncated) -> Int {
        proto = "802.11_radio"
        layer(IEEE80211Fields.radiotap)
        let caplen = end
        guard caplen >= 8 else {
            putTruncationMarker()
            return caplen
        }
        let length = Int(try le16(2))
        report(IEEE80211Fields.radiotapVersion, bytes[0])
        report(IEEE80211Fields.radiotapLength, length)
        guard length >= 8, caplen >= length else {
            putTruncationMarker()
            return caplen
        }
        // The presence words: more follow while bit 31 is set and they fit in the header.
        var lastWord = 4
        while lastWord + 4 <= length, try le32(lastWord) & 0x8000_0000 != 0 {
            lastWord += 4
        }
        if lastWord + 4 > length {
            putTruncationMarker()
            return caplen
        }
        var cursor = RadiotapCursor(next: lastWord + 4, base: 0, limit: length)
        var bit0 = 0
        var vendorNamespace = false
        var skipLength = 0
        var flags: UInt8 = 0
        if Sink.collectsFields {
            beginList(IEEE80211Fields.present)
            for word in stride(from: 4, through: lastWord, by: 4) {
                beginItem(); report(IEEE80211Fields.presentWord, bytes.uint32(at: word).byteSwapped); endItem()
            }
            endList()
        }
        var word = 4
        while word <= lastWord {
            let present = try le32(word)
            if vendorNamespace {
                // Vendor fields are not decoded: skipped by the length the namespace gave.
                if !cursor.advance(skipLength) { break }
                skipLength = 0
            } else if try !radiotapNamespace(present, bit0: bit0, cursor: &cursor, flags: &flags) {
                break
            }
            switch present & (1 << 29 | 1 << 30) {
            case 0:
                bit0 += 32
            case 1 << 29:
                bit0 = 0
                vendorNamespace = false
                skipLength = 0
            case 1 << 30:
                bit0 = 0
                vendorNamespace = true
                // tcpdump checks room for an aligned 2-byte field but reads the OUI unaligned.
                guard cursor.reserve(2) != nil, let oui = cursor.take(1), cursor.take(1) != nil,
                      cursor.take(1) != nil, let sub = cursor.take(1), let skip = cursor.take(2) else {
                    putTruncationMarker()
                    break
                }
                report(IEEE80211Fields.vendorOUI, bytesAt: oui, count: 3)
                report(IEEE80211Fields.vendorSubNamespace, bytes[sub])
                skipLength = Int(try le16(skip))
                report(IEEE80211Fields.vendorSkip, skipLength)
            default:
                break
            }
            word += 4
        }
        let frameLength = try ieee80211(at: length, length: wireLength - length,
                                        pad: flags & RadiotapBit.flagDataPad != 0,
                                        fcsLength: flags & RadiotapBit.flagFCS != 0 ? 4 : 0)
        return length + frameLength
    }

    /// print_in_radiotap_namespace: the fields of one presence word, lowest bit first, up to the
    /// namespace bits; false when a field is cut or unknown (nothing more of the header is read).
    private mutating func radiotapNamespace(_ present: UInt32, bit0: Int, cursor: inout RadiotapCursor,
                                            flags: inout UInt8) throws(Truncated) -> Bool {
        var remaining = present
        while remaining != 0 {
            let bitNumber = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            if bitNumber >= RadiotapBit.radiotapNamespace { break }
            guard try radiotapField(bit0 + bitNumber, present: present, cursor: &cursor, flags: &flags) else {
                return false
            }
        }
        return true
    }

    /// print_radiotap_field: one field; false (after the marker or `[bit n] `) to stop.
    private mutating func radiotapField(_ bit: Int, present: UInt32, cursor: inout RadiotapCursor,
                                        flags: inout UInt8) throws(Truncated) -> Bool {
        switch bit {
        case RadiotapBit.tsft:
            guard let at = cursor.take(8) else { return radiotapCut() }
            let tsft = try le64(at)
            report(IEEE80211Fields.tsft, tsft)
            put(decimal: tsft); put("us tsft ")
        case RadiotapBit.flags:
            guard let at = cursor.take(1) else { return radiotapCut() }
            flags = bytes[at]
            report(IEEE80211Fields.flags, flags)
            if flags & 0x01 != 0 { put("cfp ") }
            if flags & 0x02 != 0 { put("short preamble ") }
            if flags & 0x04 != 0 { put("wep ") }
            if flags & 0x08 != 0 { put("fragmented ") }
            if flags & 0x40 != 0 { put("bad-fcs ") }
        case RadiotapBit.rate:
            guard let at = cursor.take(1) else { return radiotapCut() }
            let rate = bytes[at]
            report(IEEE80211Fields.rate, rate)
            if rate >= 0x80 && rate <= 0x8f {
                put("MCS "); put(decimal: rate & 0x7f); put(" ")
            } else {
                putHalfRate(rate); put(" Mb/s ")
            }
        case RadiotapBit.channel:
            guard let at = cursor.take(2), let flagsAt = cursor.take(2) else { return radiotapCut() }
            let frequency = try le16(at)
            let channelFlags = try le16(flagsAt)
            report(IEEE80211Fields.frequency, frequency)
            report(IEEE80211Fields.channelFlags, channelFlags)
            // XChannel, when present too, is the one printed.
            if present & 1 << RadiotapBit.xChannel == 0 {
                putChannelInfo(frequency, flags: UInt32(channelFlags), present: present)
            }
        case RadiotapBit.fhss:
            guard let at = cursor.take(1), let patternAt = cursor.take(1) else { return radiotapCut() }
            report(IEEE80211Fields.hopSet, bytes[at])
            report(IEEE80211Fields.hopPattern, bytes[patternAt])
            put("fhset "); put(decimal: bytes[at]); put(" fhpat "); put(decimal: bytes[patternAt]); put(" ")
        case RadiotapBit.dbmSignal, RadiotapBit.dbmNoise, RadiotapBit.dbTxAttenuation, RadiotapBit.dbmTxPower:
            guard let at = cursor.take(1) else { return radiotapCut() }
            let value = Int8(bitPattern: bytes[at])
            switch bit {
            case RadiotapBit.dbmSignal:
                report(IEEE80211Fields.signal, signed: Int64(value))
                putSigned(Int(value)); put("dBm signal ")
            case RadiotapBit.dbmNoise:
                report(IEEE80211Fields.noise, signed: Int64(value))
                putSigned(Int(value)); put("dBm noise ")
            case RadiotapBit.dbTxAttenuation:
                report(IEEE80211Fields.dbTxAttenuation, signed: Int64(value))
                putSigned(-Int(value)); put("dB tx attenuation ")
            default:
                report(IEEE80211Fields.txPower, signed: Int64(value))
                putSigned(Int(value)); put("dBm tx power ")
            }
        case RadiotapBit.lockQuality:
            guard let at = cursor.take(2) else { return radiotapCut() }
            let quality = try le16(at)
            report(IEEE80211Fields.lockQuality, quality)
            put(decimal: quality); put(" sq ")
        case RadiotapBit.txAttenuation:
            guard let at = cursor.take(2) else { return radiotapCut() }
            let value = Int16(bitPattern: try le16(at))
            report(IEEE80211Fields.txAttenuation, signed: Int64(value))
            putSigned(-Int(value)); put(" tx power ")
        case RadiotapBit.antenna, RadiotapBit.dbSignal, RadiotapBit.dbNoise:
            guard let at = cursor.take(1) else { return radiotapCut() }
            let value = bytes[at]
            switch bit {
            case RadiotapBit.antenna:
                report(IEEE80211Fields.antenna, value)
                put("antenna "); put(decimal: value); put(" ")
            case RadiotapBit.dbSignal:
                report(IEEE80211Fields.dbSignal, value)
                put(decimal: value); put("dB signal ")
            default:
                report(IEEE80211Fields.dbNoise, value)
                put(decimal: value); put("dB noise ")
            }
        case RadiotapBit.rxFlags:
            // Read, not printed.
            guard let at = cursor.take(2) else { return radiotapCut() }
            report(IEEE80211Fields.rxFlags, try le16(at))
        case RadiotapBit.xChannel:
            guard let flagsAt = cursor.take(4), let at = cursor.take(2), cursor.take(1) != nil,
                  cursor.take(1) != nil else { return radiotapCut() }
            let channelFlags = try le32(flagsAt)
            let frequency = try le16(at)
            report(IEEE80211Fields.frequency, frequency)
            report(IEEE80211Fields.channelFlags, channelFlags)
            putChannelInfo(frequency, flags: channelFlags, present: present)
        case RadiotapBit.mcs:
            guard let at = cursor.take(1), cursor.take(1) != nil, cursor.take(1) != nil else { return radiotapCut() }
            putMCS(known: bytes[at], flags: bytes[at + 1], index: bytes[at + 2])
        case RadiotapBit.ampdu:
            // Read, not printed.
            guard let at = cursor.take(4), let flagsAt = cursor.take(2), cursor.take(1) != nil,
                  cursor.take(1) != nil else { return radiotapCut() }
            report(IEEE80211Fields.ampduReference, try le32(at))
            report(IEEE80211Fields.ampduFlags, try le16(flagsAt))
        case RadiotapBit.vht:
            guard let at = cursor.take(2) else { return radiotapCut() }
            // Flags, bandwidth, four MCS/NSS bytes, coding, group ID: one byte each.
            for _ in 0..<8 {
                if cursor.take(1) == nil { return radiotapCut() }
            }
            guard cursor.take(2) != nil else { return radiotapCut() }
            try putVHT(at: at)
        default:
            // A field of unknown size: nothing after it can be found.
            put("[bit "); put(decimal: bit); put("] ")
            return false
        }
        return true
    }

    /// The marker for a field cut by the header's length; the header stops there.
    private mutating func radiotapCut() -> Bool {
        putTruncationMarker()
        return false
    }

    /// printf `%d`.
    private mutating func putSigned(_ value: Int) {
        if value < 0 { put("-") }
        put(decimal: value.magnitude)
    }

    /// print_chaninfo: `2412 MHz 11g ht/20 `.
    private mutating func putChannelInfo(_ frequency: UInt16, flags: UInt32, present: UInt32) {
        put(decimal: frequency); put(" MHz")
        if present & 1 << RadiotapBit.mcs != 0 {
            put(" 11n")
        } else {
            let twoGHz: UInt32 = 0x80, fiveGHz: UInt32 = 0x100, cck: UInt32 = 0x20, ofdm: UInt32 = 0x40
            let dynamic: UInt32 = 0x400, gfsk: UInt32 = 0x800, half: UInt32 = 0x4000, quarter: UInt32 = 0x8000
            if flags & (twoGHz | gfsk) == twoGHz | gfsk { put(" FHSS") }
            if flags & (fiveGHz | ofdm) == fiveGHz | ofdm {
                put(flags & half != 0 ? " 11a/10Mhz" : flags & quarter != 0 ? " 11a/5Mhz" : " 11a")
            }
            if flags & (twoGHz | ofdm) == twoGHz | ofdm || flags & (twoGHz | dynamic) == twoGHz | dynamic {
                put(flags & half != 0 ? " 11g/10Mhz" : flags & quarter != 0 ? " 11g/5Mhz" : " 11g")
            } else if flags & (twoGHz | cck) == twoGHz | cck {
                put(" 11b")
            }
            if flags & 0x10 != 0 { put(" Turbo") }
        }
        if flags & 0x10000 != 0 {
            put(" ht/20")
        } else if flags & 0x40000 != 0 {
            put(" ht/40-")
        } else if flags & 0x20000 != 0 {
            put(" ht/40+")
        }
        put(" ")
    }

    /// The MCS field: rate (when the table has it), index, bandwidth, guard interval, format, FEC, STBC.
    private mutating func putMCS(known: UInt8, flags: UInt8, index: UInt8) {
        report(IEEE80211Fields.mcsKnown, known)
        report(IEEE80211Fields.mcsFlags, flags)
        report(IEEE80211Fields.mcsIndex, index)
        if known & 0x02 != 0 {
            var rate: UInt16 = 0
            // tcpdump looks the rate up when either the bandwidth or the guard interval is known.
            if Int(index) < IEEE80211Tables.htRates.count && known & 0x05 != 0 {
                let row = IEEE80211Tables.htRates[Int(index)]
                let wide = flags & 0x03 == 1
                let short = flags & 0x04 != 0
                rate = wide ? (short ? row.3 : row.2) : (short ? row.1 : row.0)
            }
            if rate != 0 {
                put(decimal: rate / 10); put("."); put(decimal: rate % 10); put(" Mb/s ")
            }
            put("MCS "); put(decimal: index); put(" ")
        }
        if known & 0x01 != 0 {
            let name: StaticString = switch flags & 0x03 {
            case 0: "20 MHz"
            case 1: "40 MHz"
            case 2: "20 MHz (L)"
            default: "20 MHz (U)"
            }
            put(name); put(" ")
        }
        if known & 0x04 != 0 { put(flags & 0x04 != 0 ? "short GI " : "long GI ") }
        if known & 0x08 != 0 { put(flags & 0x08 != 0 ? "greenfield " : "mixed ") }
        if known & 0x10 != 0 { put(flags & 0x10 != 0 ? "LDPC FEC " : "BCC FEC ") }
        if known & 0x20 != 0 { put("RX-STBC"); put(decimal: (flags & 0x60) >> 5); put(" ") }
    }

    /// The VHT field at `at` (12 bytes, already reserved): per user MCS and FEC, bandwidth, GI.
    private mutating func putVHT(at: Int) throws(Truncated) {
        let known = try le16(at)
        let flags = try u8(at + 2)
        let bandwidth = try u8(at + 3)
        let coding = try u8(at + 8)
        report(IEEE80211Fields.vhtKnown, known)
        report(IEEE80211Fields.vhtFlags, flags)
        report(IEEE80211Fields.vhtBandwidth, bandwidth)
        report(IEEE80211Fields.vhtCoding, coding)
        for user in 0..<4 {
            let mcsNSS = try u8(at + 4 + user)
            if mcsNSS & 0x0f == 0 { continue }
            put("User "); put(decimal: user); put(" MCS "); put(decimal: mcsNSS >> 4); put(" ")
            put(coding & (1 << user) != 0 ? "LDPC FEC " : "BCC FEC ")
        }
        if known & 0x40 != 0 {
            let name: StaticString = switch bandwidth & 0x1f {
            case 0: "20 MHz"
            case 1: "40 MHz"
            case 2: "20 MHz (L)"
            case 3: "20 MHz (U)"
            case 4: "80 MHz"
            case 5: "80 MHz (L)"
            case 6: "80 MHz (U)"
            case 7: "80 MHz (LL)"
            case 8: "80 MHz (LU)"
            case 9: "80 MHz (UL)"
            case 10: "80 MHz (UU)"
            case 11: "160 MHz"
            case 12: "160 MHz (L)"
            case 13: "160 MHz (U)"
            case 14: "160 MHz (LL)"
            case 15: "160 MHz (LU)"
            case 16: "160 MHz (UL)"
            case 17: "160 MHz (UU)"
            case 18: "160 MHz (LLL)"
            case 19: "160 MHz (LLU)"
            case 20: "160 MHz (LUL)"
            // tcpdump's table repeats UUU here.
            case 21: "160 MHz (UUU)"
            case 22: "160 MHz (ULL)"
            case 23: "160 MHz (ULU)"
            case 24: "160 MHz (UUL)"
            case 25: "160 MHz (UUU)"
            case 26: "unknown (26)"
            case 27: "unknown (27)"
            case 28: "unknown (28)"
            case 29: "unknown (29)"
            case 30: "unknown (30)"
            default: "unknown (31)"
            }
            put(name); put(" ")
        }
        if known & 0x04 != 0 { put(flags & 0x04 != 0 ? "short GI " : "long GI ") }
    }

    // MARK: Prism and AVS

    /// LINKTYPE_PRISM_HEADER: a 144-byte header skipped, or an AVS header when the cookie says so.
    mutating func prismLink(wireLength: Int) throws(Truncated) {
        proto = "prism"
        layer(IEEE80211Fields.prism)
        let caplen = end
        guard caplen >= 4 else {
            putTruncationMarker()
            linkHeaderLength = caplen
            return
        }
        let code = try u32(0)
        report(IEEE80211Fields.prismMessageCode, code)
        if code == 0x8021_1001 || code == 0x8021_1002 {
            linkHeaderLength = try avs(wireLength: wireLength)
            return
        }
        guard caplen >= 144 else {
            putTruncationMarker()
            linkHeaderLength = caplen
            return
        }
        linkHeaderLength = 144 + (try ieee80211(at: 144, length: wireLength - 144, pad: false, fcsLength: 0))
    }

    /// LINKTYPE_IEEE802_11_RADIO_AVS.
    mutating func avsLink(wireLength: Int) throws(Truncated) {
        linkHeaderLength = try avs(wireLength: wireLength)
    }

    /// ieee802_11_radio_avs_print: the header skipped by its big-endian length at offset 4.
    private mutating func avs(wireLength: Int) throws(Truncated) -> Int {
        proto = "802.11_radio_avs"
        layer(IEEE80211Fields.avs)
        let caplen = end
        guard caplen >= 8 else {
            putTruncationMarker()
            return caplen
        }
        let length = try u32(4)
        report(IEEE80211Fields.avsVersion, try u32(0))
        report(IEEE80211Fields.avsLength, length)
        guard length >= 8, caplen >= Int(length) else {
            putTruncationMarker()
            return caplen
        }
        let headerLength = Int(length)
        return headerLength + (try ieee80211(at: headerLength, length: wireLength - headerLength, pad: false, fcsLength: 0))
    }
}
