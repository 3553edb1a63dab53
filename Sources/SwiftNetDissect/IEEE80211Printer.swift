// IEEE 802.11 frames (LINKTYPE_IEEE802_11, 105, and behind the radio headers of RadiotapPrinter.swift)
// as tcpdump 4.99's ieee802_11_print prints them: the MAC header with -e (flags and duration with -v),
// management bodies with the elements tcpdump 4.99.3 keeps (SSID, rates, DS channel; not yet the mesh ID), control frames,
// and data frames whose LLC/SNAP payload goes into the LLC path (llc in LLCPrinter.swift).
// Every multi-byte field of 802.11 is little-endian.

/// Lengths and bits of the 802.11 MAC header.
enum IEEE80211Field {
    static let managementHeaderLength = 24
    static let typeManagement: UInt16 = 0
    static let typeControl: UInt16 = 1
    static let typeData: UInt16 = 2
    static let toDS: UInt16 = 0x0100
    static let fromDS: UInt16 = 0x0200
    static let moreFragments: UInt16 = 0x0400
    static let retry: UInt16 = 0x0800
    static let powerManagement: UInt16 = 0x1000
    static let moreData: UInt16 = 0x2000
    static let protected: UInt16 = 0x4000
    static let order: UInt16 = 0x8000
    static let capabilityESS: UInt16 = 0x0001
    static let capabilityPrivacy: UInt16 = 0x0010
}

/// What parse_elements keeps of a management body: the first SSID, non-empty rates and DS
/// elements, as byte ranges of the packet (nothing is copied).
struct IEEE80211Elements {
    var ssid: Range<Int>?
    var rates: Range<Int>?
    var channel: UInt8?
}

extension Dissection {
    // MARK: little-endian reads

    @inline(__always)
    func le16(_ index: Int) throws(Truncated) -> UInt16 {
        guard has(2, at: index) else { throw Truncated() }
        return UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
    }

    @inline(__always)
    func le32(_ index: Int) throws(Truncated) -> UInt32 {
        guard has(4, at: index) else { throw Truncated() }
        return UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
            | UInt32(bytes[index + 3]) << 24
    }

    @inline(__always)
    func le64(_ index: Int) throws(Truncated) -> UInt64 {
        UInt64(try le32(index)) | UInt64(try le32(index + 4)) << 32
    }

    // MARK: the frame

    /// LINKTYPE_IEEE802_11: the frame alone.
    mutating func ieee80211Link(wireLength: Int) throws(Truncated) {
        proto = "802.11"
        linkHeaderLength = try ieee80211(at: 0, length: wireLength, pad: false, fcsLength: 0)
    }

    /// Prints the frame at `base`; returns the header length tcpdump adds to the link-header length
    /// (the -x dump starts after it). `pad`: Atheros padding of the header to 4 bytes; `fcsLength`:
    /// the FCS the radio header says is at the end. Throws where tcpdump's checked reads longjmp.
    mutating func ieee80211(at base: Int, length wireLength: Int, pad: Bool, fcsLength: Int) throws(Truncated) -> Int {
        proto = "802.11"
        layer(IEEE80211Fields.wlan)
        var length = wireLength
        var caplen = available(from: base)
        let originalCaplen = caplen
        if length < fcsLength {
            putTruncationMarker()
            return caplen
        }
        length -= fcsLength
        if caplen > length {
            // The FCS (or whatever the length leaves out) is not frame data.
            end -= caplen - length
            caplen = length
        }
        guard caplen >= 2 else {
            putTruncationMarker()
            return originalCaplen
        }
        let fc = try le16(base)
        let type = (fc >> 2) & 3
        let subtype = (fc >> 4) & 0xf
        report(IEEE80211Fields.frameControl, fc)
        report(IEEE80211Fields.type, type)
        report(IEEE80211Fields.subtype, subtype)
        report(IEEE80211Fields.toDS, bool: fc & IEEE80211Field.toDS != 0)
        report(IEEE80211Fields.fromDS, bool: fc & IEEE80211Field.fromDS != 0)
        report(IEEE80211Fields.retry, bool: fc & IEEE80211Field.retry != 0)
        report(IEEE80211Fields.protected, bool: fc & IEEE80211Field.protected != 0)
        var headerLength = ieee80211HeaderLength(fc)
        if headerLength == 0 { return 0 }
        if pad { headerLength = (headerLength + 3) & ~3 }
        report(IEEE80211Fields.headerLength, headerLength)
        if Sink.collectsFields { reportIEEE80211Addresses(fc, at: base, headerLength: headerLength) }
        guard caplen >= headerLength else {
            putTruncationMarker()
            return headerLength
        }
        if options.linkHeader { try putIEEE80211Header(fc, at: base) }
        let body = base + headerLength
        length -= headerLength
        switch type {
        case IEEE80211Field.typeManagement:
            if try !ieee80211Management(fc, header: base, body: body, length: length) {
                putTruncationMarker()
                return headerLength
            }
        case IEEE80211Field.typeControl:
            try ieee80211Control(fc, at: base)
        default:
            // Null (no data) subtypes carry nothing after the header.
            if subtype & 4 != 0 { return headerLength }
            if fc & IEEE80211Field.protected != 0 {
                put("Data")
                if try !ieee80211WEP(at: body) {
                    putTruncationMarker()
                    return headerLength
                }
            } else {
                // get_data_src_dst_mac: which addresses are the source and destination.
                switch (fc & IEEE80211Field.toDS != 0, fc & IEEE80211Field.fromDS != 0) {
                case (false, false): llcSourceMAC = base + 10; llcDestinationMAC = base + 4
                case (false, true): llcSourceMAC = base + 16; llcDestinationMAC = base + 4
                case (true, false): llcSourceMAC = base + 10; llcDestinationMAC = base + 16
                case (true, true): llcSourceMAC = base + 24; llcDestinationMAC = base + 16
                }
                defer { llcSourceMAC = nil; llcDestinationMAC = nil }
                var llcLength = try llc(at: body, length: length, hasMACs: true)
                if llcLength < 0 {
                    defaultPrint(from: body, count: available(from: body))
                    llcLength = -llcLength
                }
                headerLength += llcLength
            }
        }
        return headerLength
    }

    /// extract_header_length: 0 (after a message) for an unknown type or control subtype.
    private mutating func ieee80211HeaderLength(_ fc: UInt16) -> Int {
        let type = (fc >> 2) & 3
        let subtype = (fc >> 4) & 0xf
        switch type {
        case IEEE80211Field.typeManagement:
            return IEEE80211Field.managementHeaderLength
        case IEEE80211Field.typeControl:
            switch subtype {
            case 7: return 16       // control wrapper
            case 8: return 20       // BAR
            case 9: return 10       // BA: 4.99.3 counts only the receiver address
            case 10, 11, 14, 15: return 16
            case 12, 13: return 10  // CTS, ACK
            default:
                put("unknown 802.11 ctrl frame subtype ("); put(decimal: subtype); put(")")
                return 0
            }
        case IEEE80211Field.typeData:
            var length = fc & IEEE80211Field.toDS != 0 && fc & IEEE80211Field.fromDS != 0 ? 30 : 24
            if subtype & 8 != 0 { length += 2 }
            return length
        default:
            put("unknown 802.11 frame type ("); put(decimal: type); put(")")
            return 0
        }
    }

    /// JSON only: duration, the addresses the header has, sequence and QoS control.
    private mutating func reportIEEE80211Addresses(_ fc: UInt16, at base: Int, headerLength: Int) {
        let type = (fc >> 2) & 3
        let subtype = (fc >> 4) & 0xf
        if has(2, at: base + 2) { report(IEEE80211Fields.duration, UInt16(bytes[base + 2]) | UInt16(bytes[base + 3]) << 8) }
        report(IEEE80211Fields.address1, bytesAt: base + 4, count: 6)
        if type == IEEE80211Field.typeControl && (subtype == 12 || subtype == 13 || subtype == 7) { return }
        report(IEEE80211Fields.address2, bytesAt: base + 10, count: 6)
        if type == IEEE80211Field.typeControl { return }
        report(IEEE80211Fields.address3, bytesAt: base + 16, count: 6)
        if has(2, at: base + 22) {
            report(IEEE80211Fields.sequenceControl, UInt16(bytes[base + 22]) | UInt16(bytes[base + 23]) << 8)
        }
        guard type == IEEE80211Field.typeData else { return }
        let fourAddresses = fc & IEEE80211Field.toDS != 0 && fc & IEEE80211Field.fromDS != 0
        if fourAddresses { report(IEEE80211Fields.address4, bytesAt: base + 24, count: 6) }
        let qos = base + (fourAddresses ? 30 : 24)
        if subtype & 8 != 0, has(2, at: qos) {
            report(IEEE80211Fields.qosControl, UInt16(bytes[qos]) | UInt16(bytes[qos + 1]) << 8)
        }
    }

    // MARK: -e header

    /// ieee_802_11_hdr_print: flags and duration with -v, then the addresses by frame type.
    private mutating func putIEEE80211Header(_ fc: UInt16, at base: Int) throws(Truncated) {
        let type = (fc >> 2) & 3
        let subtype = (fc >> 4) & 0xf
        if verbose > 0 {
            if fc & IEEE80211Field.moreData != 0 { put("More Data ") }
            if fc & IEEE80211Field.moreFragments != 0 { put("More Fragments ") }
            if fc & IEEE80211Field.powerManagement != 0 { put("Pwr Mgmt ") }
            if fc & IEEE80211Field.retry != 0 { put("Retry ") }
            if fc & IEEE80211Field.order != 0 { put("Strictly Ordered ") }
            if fc & IEEE80211Field.protected != 0 { put("Protected ") }
            if type != IEEE80211Field.typeControl || subtype != 10 {
                put(decimal: try le16(base + 2)); put("us ")
            }
        }
        switch type {
        case IEEE80211Field.typeManagement:
            put("BSSID:"); try putMAC(at: base + 16)
            put(" DA:"); try putMAC(at: base + 4)
            put(" SA:"); try putMAC(at: base + 10); put(" ")
        case IEEE80211Field.typeControl:
            switch subtype {
            case 8:
                try putBARFields(at: base)
            case 9:
                put("RA:"); try putMAC(at: base + 4); put(" ")
            case 11:
                put("RA:"); try putMAC(at: base + 4); put(" TA:"); try putMAC(at: base + 10); put(" ")
            case 10:
                put("BSSID:"); try putMAC(at: base + 4); put(" TA:"); try putMAC(at: base + 10); put(" ")
            case 12, 13:
                put("RA:"); try putMAC(at: base + 4); put(" ")
            case 14, 15:
                put("RA:"); try putMAC(at: base + 4); put(" BSSID:"); try putMAC(at: base + 10); put(" ")
            default:
                break
            }
        default:
            if subtype & 0xb != 0 {
                // CF-Ack, CF-Poll or QoS.
                put("CF ")
                if subtype & 1 != 0 {
                    put(subtype & 2 != 0 ? "Ack/Poll" : "Ack")
                } else if subtype & 2 != 0 {
                    put("Poll")
                }
                if subtype & 8 != 0 { put("+QoS") }
                put(" ")
            }
            switch (fc & IEEE80211Field.toDS != 0, fc & IEEE80211Field.fromDS != 0) {
            case (false, false):
                put("DA:"); try putMAC(at: base + 4); put(" SA:"); try putMAC(at: base + 10)
                put(" BSSID:"); try putMAC(at: base + 16)
            case (false, true):
                put("DA:"); try putMAC(at: base + 4); put(" BSSID:"); try putMAC(at: base + 10)
                put(" SA:"); try putMAC(at: base + 16)
            case (true, false):
                put("BSSID:"); try putMAC(at: base + 4); put(" SA:"); try putMAC(at: base + 10)
                put(" DA:"); try putMAC(at: base + 16)
            case (true, true):
                put("RA:"); try putMAC(at: base + 4); put(" TA:"); try putMAC(at: base + 10)
                put(" DA:"); try putMAC(at: base + 16); put(" SA:"); try putMAC(at: base + 24)
            }
            put(" ")
        }
    }

    /// ` RA:... TA:... CTL(x) SEQ(n) ` of a block ack request.
    private mutating func putBARFields(at base: Int) throws(Truncated) {
        put(" RA:"); try putMAC(at: base + 4)
        put(" TA:"); try putMAC(at: base + 10)
        put(" CTL("); put(hex: try le16(base + 16)); put(")")
        put(" SEQ("); put(decimal: try le16(base + 18)); put(") ")
    }

    // MARK: control frames

    private mutating func ieee80211Control(_ fc: UInt16, at base: Int) throws(Truncated) {
        let subtype = (fc >> 4) & 0xf
        let name: StaticString = switch subtype {
        case 7: "Control Wrapper"
        case 8: "BAR"
        case 9: "BA"
        case 10: "Power Save-Poll"
        case 11: "Request-To-Send"
        case 12: "Clear-To-Send"
        case 13: "Acknowledgment"
        case 14: "CF-End"
        case 15: "CF-End+CF-Ack"
        default: "Unknown Ctrl Subtype"
        }
        put(name)
        switch subtype {
        case 8:
            if !options.linkHeader { try putBARFields(at: base) }
        case 10:
            put(" AID("); put(hex: try le16(base + 2)); put(")")
        case 11:
            if !options.linkHeader { put(" TA:"); try putMAC(at: base + 10); put(" ") }
        case 9, 12, 13, 14, 15:
            if !options.linkHeader { put(" RA:"); try putMAC(at: base + 4); put(" ") }
        default:
            break
        }
    }

    /// wep_print: ` IV:  abc Pad 0 KeyID 1`; false when the 4 bytes are not captured.
    private mutating func ieee80211WEP(at offset: Int) throws(Truncated) -> Bool {
        guard has(4, at: offset) else { return false }
        let iv = try le32(offset)
        report(IEEE80211Fields.wepIV, iv & 0xff_ffff)
        report(IEEE80211Fields.wepKeyID, iv >> 30)
        put(" IV:"); putHexPadded(iv & 0xff_ffff, width: 3)
        put(" Pad "); put(hex: (iv >> 24) & 0x3f)
        put(" KeyID "); put(hex: iv >> 30)
        return true
    }

    /// printf `%3x`.
    private mutating func putHexPadded(_ value: UInt32, width: Int) {
        var digits = 1
        var rest = value >> 4
        while rest != 0 { digits += 1; rest >>= 4 }
        for _ in digits..<Swift.max(digits, width) { put(byte: 0x20) }
        put(hex: value)
    }

    // MARK: management frames

    /// mgmt_body_print; false where tcpdump's handler returns 0 (the caller prints the marker).
    private mutating func ieee80211Management(_ fc: UInt16, header: Int, body: Int, length: Int) throws(Truncated) -> Bool {
        let subtype = (fc >> 4) & 0xf
        let name: StaticString? = switch subtype {
        case 0: "Assoc Request"
        case 1: "Assoc Response"
        case 2: "ReAssoc Request"
        case 3: "ReAssoc Response"
        case 4: "Probe Request"
        case 5: "Probe Response"
        case 8: "Beacon"
        case 9: "ATIM"
        case 10: "Disassociation"
        case 11: "Authentication"
        case 12: "DeAuthentication"
        case 13: "Action"
        default: nil
        }
        if let name {
            put(name)
        } else {
            put("Unhandled Management subtype("); put(hex: subtype); put(")")
        }
        if fc & IEEE80211Field.protected != 0 { return try ieee80211WEP(at: body) }
        let source = header + 10
        switch subtype {
        case 0:
            guard has(4, at: body), length >= 4 else { return false }
            report(IEEE80211Fields.capability, try le16(body))
            report(IEEE80211Fields.listenInterval, try le16(body + 2))
            let (elements, complete) = try ieee80211Elements(at: body + 4, length: length - 4)
            putSSID(elements)
            putRates(elements)
            return complete
        case 1, 3:
            guard has(6, at: body), length >= 6 else { return false }
            let capability = try le16(body)
            let status = try le16(body + 2)
            let aid = try le16(body + 4)
            report(IEEE80211Fields.capability, capability)
            report(IEEE80211Fields.status, status)
            report(IEEE80211Fields.aid, aid & 0x3fff)
            let (_, complete) = try ieee80211Elements(at: body + 6, length: length - 6)
            put(" AID("); put(hex: aid & 0x3fff); put(") :")
            if capability & IEEE80211Field.capabilityPrivacy != 0 { put(" PRIVACY ") }
            put(": ")
            put(IEEE80211Tables.status(status) ?? "n/a")
            return complete
        case 2:
            guard has(10, at: body), length >= 10 else { return false }
            report(IEEE80211Fields.capability, try le16(body))
            report(IEEE80211Fields.listenInterval, try le16(body + 2))
            report(IEEE80211Fields.currentAP, bytesAt: body + 4, count: 6)
            let (elements, complete) = try ieee80211Elements(at: body + 10, length: length - 10)
            putSSID(elements)
            put(" AP : "); try putMAC(at: body + 4)
            return complete
        case 4:
            let (elements, complete) = try ieee80211Elements(at: body, length: length)
            putSSID(elements)
            putRates(elements)
            return complete
        case 5, 8:
            guard has(12, at: body), length >= 12 else { return false }
            let capability = try le16(body + 10)
            report(IEEE80211Fields.timestamp, try le64(body))
            report(IEEE80211Fields.beaconInterval, try le16(body + 8))
            report(IEEE80211Fields.capability, capability)
            let (elements, complete) = try ieee80211Elements(at: body + 12, length: length - 12)
            putSSID(elements)
            putRates(elements)
            if subtype == 8 { put(capability & IEEE80211Field.capabilityESS != 0 ? " ESS" : " IBSS") }
            if let channel = elements.channel { put(" CH: "); put(decimal: channel) }
            if capability & IEEE80211Field.capabilityPrivacy != 0 { put(", PRIVACY") }
            return complete
        case 10, 12:
            guard has(2, at: body), length >= 2 else { return false }
            let reason = try le16(body)
            report(IEEE80211Fields.reason, reason)
            if subtype == 12 && !options.linkHeader {
                put(" ("); try putMAC(at: source); put(")")
            }
            put(": "); put(IEEE80211Tables.reason(reason) ?? "Reserved")
            return true
        case 11:
            guard has(6, at: body), length >= 6 else { return false }
            let algorithm = try le16(body)
            let sequence = try le16(body + 2)
            let status = try le16(body + 4)
            report(IEEE80211Fields.authAlgorithm, algorithm)
            report(IEEE80211Fields.authSequence, sequence)
            report(IEEE80211Fields.status, status)
            let (_, complete) = try ieee80211Elements(at: body + 6, length: length - 6)
            let algorithmName: StaticString = switch algorithm {
            case 0: "Open System"
            case 1: "Shared Key"
            case 2: "EAP"
            default: "Reserved"
            }
            put(" ("); put(algorithmName); put(")-"); put(hex: sequence)
            put(algorithm == 1 && (sequence == 2 || sequence == 3) ? " [Challenge Text] " : ": ")
            if sequence % 2 == 1 { put(IEEE80211Tables.status(status) ?? "n/a") }
            return complete
        case 13:
            guard has(2, at: body), length >= 2 else { return false }
            if options.linkHeader {
                put(": ")
            } else {
                put(" ("); try putMAC(at: source); put("): ")
            }
            let category = try u8(body)
            let action = try u8(body + 1)
            report(IEEE80211Fields.category, category)
            report(IEEE80211Fields.action, action)
            putActionNames(category: category, action: action)
            return true
        default:
            return true
        }
    }

    /// `Category Action`: the names tcpdump has, else `Reserved(n)` and `Act#n`.
    private mutating func putActionNames(category: UInt8, action: UInt8) {
        let categoryName: StaticString? = switch category {
        case 0: "Spectrum Management"
        case 1: "QoS"
        case 2: "DLS"
        case 3: "BA"
        case 7: "HT"
        case 13: "MeshAction"
        // sic: tcpdump 4.99.3's spelling.
        case 14: "MultiohopAction"
        case 15: "SelfprotectAction"
        case 127: "Vendor"
        default: nil
        }
        if let categoryName { put(categoryName) } else { put("Reserved("); put(decimal: category); put(")") }
        put(" ")
        let actionName: StaticString? = switch (category, action) {
        case (3, 0): "ADDBA Request"
        case (3, 1): "ADDBA Response"
        case (3, 2): "DELBA"
        case (7, 0): "TxChWidth"
        case (7, 1): "MIMOPwrSave"
        case (13, 0): "MeshLink"
        case (13, 1): "HWMP"
        case (13, 2): "Gate Announcement"
        case (13, 3): "Congestion Control"
        case (13, 4): "MCCA Setup Request"
        case (13, 5): "MCCA Setup Reply"
        case (13, 6): "MCCA Advertisement Request"
        case (13, 7): "MCCA Advertisement"
        case (13, 8): "MCCA Teardown"
        case (13, 9): "TBTT Adjustment Request"
        case (13, 10): "TBTT Adjustment Response"
        case (14, 0): "Proxy Update"
        case (14, 1): "Proxy Update Confirmation"
        case (15, 1): "Peering Open"
        case (15, 2): "Peering Confirm"
        case (15, 3): "Peering Close"
        case (15, 4): "Group Key Inform"
        case (15, 5): "Group Key Acknowledge"
        default: nil
        }
        if let actionName { put(actionName) } else { put("Act#"); put(decimal: action) }
    }

    /// parse_elements: walks the elements to the frame's end; `complete` is false where tcpdump's
    /// returns 0 (an element cut by the capture or the length, or longer than tcpdump's buffer).
    private mutating func ieee80211Elements(at start: Int, length total: Int) throws(Truncated) -> (IEEE80211Elements, Bool) {
        var found = IEEE80211Elements()
        var offset = start
        var length = total
        beginList(IEEE80211Fields.elements)
        defer { endList() }
        while length > 0 {
            guard has(2, at: offset), length >= 2 else { return (found, false) }
            let id = bytes[offset]
            let size = Int(bytes[offset + 1])
            guard has(size, at: offset + 2), length >= size + 2 else { return (found, false) }
            let value = offset + 2
            beginItem()
            report(IEEE80211Fields.elementID, id)
            report(IEEE80211Fields.elementLength, size)
            switch id {
            case 0:
                report(IEEE80211Fields.ssid, bytesAt: value, count: size)
                if size > 32 { endItem(); return (found, false) }
                if found.ssid == nil { found.ssid = value..<value + size }
            case 1:
                report(IEEE80211Fields.rates, bytesAt: value, count: size)
                if size > 16 { endItem(); return (found, false) }
                if found.rates == nil && size != 0 { found.rates = value..<value + size }
            case 3:
                if size == 1 {
                    report(IEEE80211Fields.channel, bytes[value])
                    if found.channel == nil { found.channel = bytes[value] }
                }
            case 5:
                if size > 3 + 251 { endItem(); return (found, false) }
                report(IEEE80211Fields.data, bytesAt: value, count: size)
            default:
                report(IEEE80211Fields.data, bytesAt: value, count: size)
            }
            endItem()
            offset += 2 + size
            length -= 2 + size
        }
        return (found, true)
    }

    /// ` (SSID)` when an SSID element was seen.
    private mutating func putSSID(_ elements: IEEE80211Elements) {
        guard let ssid = elements.ssid else { return }
        put(" ("); putElementString(ssid); put(")")
    }

    /// fn_print_str of a copied element: stops at a NUL, escapes the rest as fn_print_char.
    private mutating func putElementString(_ range: Range<Int>) {
        for index in range {
            if bytes[index] == 0 { break }
            putCharacterEscaped(bytes[index])
        }
    }

    /// ` [1.0* 2.0 ... Mbit]`: each rate in 500 kb/s units, `*` for a basic rate.
    private mutating func putRates(_ elements: IEEE80211Elements) {
        guard let rates = elements.rates else { return }
        put(" [")
        for index in rates {
            if index != rates.lowerBound { put(" ") }
            putHalfRate(bytes[index] & 0x7f)
            if bytes[index] & 0x80 != 0 { put("*") }
        }
        put(" Mbit]")
    }

    /// printf `%2.1f` of `value / 2`: exact, as halves have one decimal.
    mutating func putHalfRate(_ value: UInt8) {
        put(decimal: value / 2); put(value % 2 == 0 ? ".0" : ".5")
    }
}
