// IEEE 802.1ag Connectivity Fault Management (EtherType 0x8902, and the pre-standard 0xabcd) as
// tcpdump 4.99's cfm_print prints it: version, opcode, MD level and length; with -v the first TLV
// offset, the CCM (interval, sequence, MEP id, MD and short MA names), LTM and LTR fields, a hex
// dump for the other opcodes, then the TLVs (sender ID, port and interface status,
// organization-specific; the rest in hex, and every one in hex at -vv). tcpdump checks each
// message body and each TLV whole against the capture before it prints them (` [|cfm]`, ending
// the printer normally), and says `packet is too short` where the PDU length runs out.

/// CFM layout (802.1ag 21.4-21.9): offsets and sizes tcpdump checks.
enum CFMField {
    static let headerLength = 4
    static let ccmLength = 70
    static let ltmLength = 17
    static let ltrLength = 6
    /// The MAID of a CCM: after the sequence number and MEP id, 48 bytes.
    static let maidOffset = 6
    static let maidLength = 48
    static let tlvHeaderLength = 3
    static let macLength = 6

    static func opcodeName(_ opcode: UInt8) -> StaticString? {
        switch opcode {
        case 1: "Continuity Check Message"
        case 2: "Loopback Reply"
        case 3: "Loopback Message"
        case 4: "Linktrace Reply"
        case 5: "Linktrace Message"
        default: nil
        }
    }

    /// tcpdump's ccm_interval_base (float seconds) and its 3.25 and 3.5 multiples, as `%.3f`
    /// prints them.
    static func ccmInterval(_ code: UInt8) -> (StaticString, StaticString, StaticString) {
        switch code {
        case 1: ("0.003", "0.011", "0.012")
        case 2: ("0.010", "0.032", "0.035")
        case 3: ("0.100", "0.325", "0.350")
        case 4: ("1.000", "3.250", "3.500")
        case 5: ("10.000", "32.500", "35.000")
        case 6: ("60.000", "195.000", "210.000")
        default: ("600.000", "1950.000", "2100.000")
        }
    }

    static func mdNameFormat(_ format: UInt8) -> StaticString? {
        switch format {
        case 0: "IEEE 802.1"
        case 1: "No MD Name present"
        case 2: "DNS string"
        case 3: "MAC + 16Bit Integer"
        case 4: "Character string"
        default: nil
        }
    }

    static func maNameFormat(_ format: UInt8) -> StaticString? {
        switch format {
        case 0: "IEEE 802.1"
        case 1: "Primary VID"
        case 2: "Character string"
        case 3: "16Bit Integer"
        case 4: "RFC2685 VPN-ID"
        default: nil
        }
    }

    static let ltrFlagNames: [(UInt32, StaticString)] = [(0x80, "UseFDB Only"), (0x40, "FwdYes"), (0x20, "Terminal MEP")]

    static func relayActionName(_ action: UInt8) -> StaticString? {
        switch action {
        case 1: "Exact Match"
        case 2: "Filtering DB"
        case 3: "MIP CCM DB"
        default: nil
        }
    }

    static func tlvName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "End"
        case 1: "Sender ID"
        case 2: "Port status"
        case 3: "Interface status"
        case 4: "Data"
        case 5: "Reply Ingress"
        case 6: "Reply Egress"
        case 31: "Organization Specific"
        default: nil
        }
    }

    static func portStatusName(_ status: UInt8) -> StaticString? {
        switch status {
        case 1: "Blocked"
        case 2: "Up"
        default: nil
        }
    }

    static func interfaceStatusName(_ status: UInt8) -> StaticString? {
        switch status {
        case 1: "Up"
        case 2: "Down"
        case 3: "Testing"
        case 5: "Dormant"
        case 6: "not present"
        case 7: "lower Layer down"
        default: nil
        }
    }

    /// LLDP's chassis ID subtypes (802.1AB 8.5.2.2), as tcpdump names them here.
    static func chassisIDSubtypeName(_ subtype: UInt8) -> StaticString? {
        switch subtype {
        case 0: "Reserved"
        case 1: "Chassis component"
        case 2: "Interface alias"
        case 3: "Port component"
        case 4: "MAC address"
        case 5: "Network address"
        case 6: "Interface name"
        case 7: "Locally assigned"
        default: nil
        }
    }
}

/// What the TLV loop does after a sender ID TLV (tcpdump's break, goto next_tlv and return).
enum CFMSenderIDOutcome {
    case decoded(hexdump: Bool)
    case nextTLV
    case stop
}

extension Dissection {
    /// A CFM PDU of `length` bytes at `offset`.
    mutating func cfm(at offset: Int, length: Int) throws(Truncated) {
        proto = "cfm"
        layer(CFMFields.cfm)
        guard length >= CFMField.headerLength else { return cfmTooShort() }
        guard cfmCaptured(CFMField.headerLength, at: offset) else { return }
        let first = bytes[offset]
        let version = first & 0x1f
        report(CFMFields.mdLevel, first >> 5)
        report(CFMFields.version, version)
        guard version == 0 else {
            put("CFMv"); put(decimal: version); put(" not supported, length "); put(decimal: length)
            return
        }
        let opcode = bytes[offset + 1]
        let flags = bytes[offset + 2]
        let firstTLV = Int(bytes[offset + 3])
        report(CFMFields.opcode, opcode)
        report(CFMFields.flags, flags)
        report(CFMFields.firstTLVOffset, firstTLV)
        put("CFMv0 ")
        if let name = CFMField.opcodeName(opcode) {
            put(name)
        } else {
            put("unknown ("); put(decimal: opcode); put(")")
        }
        put(", MD Level "); put(decimal: first >> 5); put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        put("\n\tFirst TLV offset "); put(decimal: firstTLV)
        let body = offset + CFMField.headerLength
        let bodyLength = length - CFMField.headerLength
        guard firstTLV <= bodyLength else {
            put(" (too large, must be <= "); put(decimal: bodyLength); put(")")
            reportMalformed("first TLV offset past the PDU")
            return
        }
        switch opcode {
        case 1:
            guard try cfmCCM(at: body, length: bodyLength, flags: flags, firstTLV: firstTLV) else { return }
        case 4, 5:
            guard try cfmLinktrace(at: body, length: bodyLength, opcode: opcode, flags: flags, firstTLV: firstTLV)
            else { return }
        default:
            // No decoder for loopback and other opcodes: tcpdump dumps as many bytes as the TLVs
            // take, from the start of the message body.
            if opcode == 2 || opcode == 3 { report(CFMFields.transactionID, u32At: body) }
            report(CFMFields.messageData, bytesAt: body, count: Swift.min(firstTLV, available(from: body)))
            unknownData(at: body, length: bodyLength - firstTLV, prefix: "\n\t  ")
        }
        beginList(CFMFields.tlvs)
        try cfmTLVs(at: body + firstTLV, length: bodyLength - firstTLV)
        endList()
    }

    /// tcpdump's ND_TCHECKs here `goto trunc`: the marker, and the printer returns normally (so
    /// `-x` still skips the link header), unlike a failed read of a single field.
    private mutating func cfmCaptured(_ count: Int, at offset: Int) -> Bool {
        guard has(count, at: offset) else {
            putTruncationMarker()
            return false
        }
        return true
    }

    /// tcpdump's `tooshort:` label: the PDU length ran out.
    private mutating func cfmTooShort() {
        put("\n\t\t packet is too short")
        reportMalformed("packet is too short")
    }

    /// The CCM fields; false when tcpdump stops before the TLVs.
    private mutating func cfmCCM(at offset: Int, length: Int, flags: UInt8, firstTLV: Int) throws(Truncated) -> Bool {
        guard firstTLV >= CFMField.ccmLength else {
            put(" (too small 1, must be >= "); put(decimal: CFMField.ccmLength); put(")")
            reportMalformed("first TLV offset inside the CCM")
            return false
        }
        guard length >= CFMField.ccmLength else {
            cfmTooShort()
            return false
        }
        guard cfmCaptured(CFMField.ccmLength, at: offset) else { return false }
        let interval = flags & 0x07
        report(CFMFields.ccmInterval, interval)
        report(CFMFields.rdi, bool: flags & 0x80 != 0)
        put(", Flags [CCM Interval "); put(decimal: interval)
        if flags & 0x80 != 0 { put(", RDI") }
        put("]")
        if interval != 0 {
            let (base, minimum, maximum) = CFMField.ccmInterval(interval)
            put("\n\t  CCM Interval "); put(base); put("s, min CCM Lifetime "); put(minimum)
            put("s, max CCM Lifetime "); put(maximum); put("s")
        }
        let sequence = try u32(offset)
        let mep = try u16(offset + 4)
        report(CFMFields.sequence, sequence)
        report(CFMFields.mepID, mep)
        put("\n\t  Sequence Number 0x"); put(hex: sequence, digits: 8)
        put(", MA-End-Point-ID 0x"); put(hex: mep, digits: 4)

        // The MAID: an MD name (absent for format 1), then the short MA name, in 48 bytes.
        var names = offset + CFMField.maidOffset
        var remaining = CFMField.maidLength
        let mdFormat = try u8(names)
        names += 1
        remaining -= 1
        report(CFMFields.mdNameFormat, mdFormat)
        put("\n\t  MD Name Format "); put(CFMField.mdNameFormat(mdFormat) ?? "Unknown")
        put(" ("); put(decimal: mdFormat); put(")")
        if mdFormat != 1 {
            let mdLength = Int(try u8(names))
            names += 1
            remaining -= 1
            report(CFMFields.mdNameLength, mdLength)
            put(", MD Name length "); put(decimal: mdLength)
            // Room is left for the MA name's format, length and one byte.
            guard mdLength <= remaining - 3 else {
                put(" (too large, must be <= "); put(decimal: remaining - 2); put(")")
                reportMalformed("MD name past the MAID")
                return false
            }
            put("\n\t  MD Name: ")
            switch mdFormat {
            case 2, 4:
                try cfmText(CFMFields.mdName, at: names, count: mdLength)
            case 3:
                if mdLength == CFMField.macLength {
                    report(CFMFields.mdNameMAC, bytesAt: names, count: CFMField.macLength)
                    put("\n\t  MAC "); try putMAC(at: names)
                } else {
                    put("\n\t  MAC (length invalid)")
                }
            default:
                report(CFMFields.mdNameData, bytesAt: names, count: mdLength)
                unknownData(at: names, length: mdLength, prefix: "\n\t    ")
            }
            names += mdLength
            remaining -= mdLength
        }
        let maFormat = try u8(names)
        let maLength = Int(try u8(names + 1))
        names += 2
        remaining -= 2
        report(CFMFields.maNameFormat, maFormat)
        report(CFMFields.maNameLength, maLength)
        put("\n\t  MA Name-Format "); put(CFMField.maNameFormat(maFormat) ?? "Unknown")
        put(" ("); put(decimal: maFormat); put("), MA name length "); put(decimal: maLength)
        guard maLength <= remaining else {
            put(" (too large, must be <= "); put(decimal: remaining); put(")")
            reportMalformed("MA name past the MAID")
            return false
        }
        put("\n\t  MA Name: ")
        if maFormat == 2 {
            try cfmText(CFMFields.maName, at: names, count: maLength)
        } else {
            report(CFMFields.maNameData, bytesAt: names, count: maLength)
            unknownData(at: names, length: maLength, prefix: "\n\t    ")
        }
        return true
    }

    /// LTM (opcode 5) or LTR (opcode 4); false when tcpdump stops before the TLVs.
    private mutating func cfmLinktrace(at offset: Int, length: Int, opcode: UInt8, flags: UInt8,
                                       firstTLV: Int) throws(Truncated) -> Bool {
        let isMessage = opcode == 5
        let needed = isMessage ? CFMField.ltmLength : CFMField.ltrLength
        guard firstTLV >= needed else {
            put(isMessage ? " (too small 4, must be >= " : " (too small 5, must be >= ")
            put(decimal: needed); put(")")
            reportMalformed("first TLV offset inside the message")
            return false
        }
        guard length >= needed else {
            cfmTooShort()
            return false
        }
        guard cfmCaptured(needed, at: offset) else { return false }
        put(", Flags [")
        if isMessage {
            put(flags & 0x80 != 0 ? "Use Forwarding-DB only" : "none")
        } else {
            putBitNames(UInt32(flags), CFMField.ltrFlagNames)
        }
        put("]")
        let transaction = try u32(offset)
        let ttl = try u8(offset + 4)
        report(CFMFields.transactionID, transaction)
        report(CFMFields.ttl, ttl)
        put("\n\t  Transaction-ID 0x"); put(hex: transaction, digits: 8); put(", ttl "); put(decimal: ttl)
        if isMessage {
            report(CFMFields.originalMAC, bytesAt: offset + 5, count: CFMField.macLength)
            report(CFMFields.targetMAC, bytesAt: offset + 11, count: CFMField.macLength)
            put("\n\t  Original-MAC "); try putMAC(at: offset + 5)
            put(", Target-MAC "); try putMAC(at: offset + 11)
        } else {
            let action = try u8(offset + 5)
            report(CFMFields.relayAction, action)
            put("\n\t  Replay-Action "); put(CFMField.relayActionName(action) ?? "Unknown")
            put(" ("); put(decimal: action); put(")")
        }
        return true
    }

    /// The TLVs up to the End TLV or the end of the PDU.
    private mutating func cfmTLVs(at offset: Int, length: Int) throws(Truncated) {
        var cursor = offset
        var left = length
        while left > 0 {
            let type = try u8(cursor)
            beginItem()
            defer { endItem() }
            report(CFMFields.type, type)
            put("\n\t"); put(CFMField.tlvName(type) ?? "Unknown"); put(" TLV (0x"); put(hex: type, digits: 2); put(")")
            if type == 0 { return }
            guard left >= CFMField.tlvHeaderLength else { return cfmTooShort() }
            guard cfmCaptured(CFMField.tlvHeaderLength, at: cursor) else { return }
            let tlvLength = Int(try u16(cursor + 1))
            report(CFMFields.length, tlvLength)
            put(", length "); put(decimal: tlvLength)
            cursor += CFMField.tlvHeaderLength
            left -= CFMField.tlvHeaderLength
            let value = cursor
            guard left >= tlvLength else { return cfmTooShort() }
            guard cfmCaptured(tlvLength, at: value) else { return }
            // What is left of the TLV after the sender ID walk consumed some of it: the -vv dump
            // shows that many bytes from the TLV's start, and the next TLV starts that far on.
            var rest = tlvLength
            var hexdump = false
            switch type {
            case 2, 3:
                guard tlvLength >= 1 else {
                    put(" (too short, must be >= 1)")
                    reportMalformed("status TLV without a value")
                    return
                }
                let status = try u8(value)
                report(type == 2 ? CFMFields.portStatus : CFMFields.interfaceStatus, status)
                put(", Status: ")
                put((type == 2 ? CFMField.portStatusName(status) : CFMField.interfaceStatusName(status)) ?? "Unknown")
                put(" ("); put(decimal: status); put(")")
            case 31:
                guard tlvLength >= 4 else {
                    put(" (too short, must be >= 4)")
                    reportMalformed("organization-specific TLV shorter than its OUI and subtype")
                    return
                }
                let oui = UInt32(try u8(value)) << 16 | UInt32(try u16(value + 1))
                let subtype = try u8(value + 3)
                report(CFMFields.oui, oui)
                report(CFMFields.subtype, subtype)
                report(CFMFields.data, bytesAt: value + 4, count: tlvLength - 4)
                put(", Vendor: "); put(Self.ouiName(oui) ?? "Unknown"); put(" ("); put(decimal: oui)
                put("), Sub-Type "); put(decimal: subtype)
                hexdump = true
            case 1:
                switch try cfmSenderID(cursor: &cursor, left: &left, rest: &rest) {
                case .decoded(let dump): hexdump = dump
                case .nextTLV:
                    cursor += rest
                    left -= rest
                    continue
                case .stop: return
                }
            default:
                report(CFMFields.data, bytesAt: value, count: tlvLength)
                hexdump = true
            }
            if hexdump || verbose > 1 { unknownData(at: value, length: rest, prefix: "\n\t  ") }
            cursor += rest
            left -= rest
        }
    }

    /// The sender ID TLV (802.1ag 21.5.3): chassis ID, then the management address domain and
    /// address. `cursor`/`left` advance over what it reads and `rest` counts down the TLV's bytes
    /// as tcpdump's do (reading the chassis ID subtype does not advance the cursor: after a
    /// length error there, the next TLV starts one byte early, as in tcpdump). The caller checked
    /// that the whole TLV is captured.
    private mutating func cfmSenderID(cursor: inout Int, left: inout Int, rest: inout Int)
        throws(Truncated) -> CFMSenderIDOutcome {
        guard rest >= 1 else {
            put(" (too short, must be >= 1)")
            return .nextTLV
        }
        var hexdump = false
        let chassisLength = Int(try u8(cursor))
        report(CFMFields.chassisIDLength, chassisLength)
        cursor += 1
        left -= 1
        rest -= 1
        if chassisLength != 0 {
            guard rest >= 1 else {
                put("\n\t  (TLV too short)")
                return .nextTLV
            }
            let subtype = try u8(cursor)
            rest -= 1
            report(CFMFields.chassisIDSubtype, subtype)
            put("\n\t  Chassis-ID Type "); put(CFMField.chassisIDSubtypeName(subtype) ?? "Unknown")
            put(" ("); put(decimal: subtype); put("), Chassis-ID length "); put(decimal: chassisLength)
            guard rest >= chassisLength else {
                put("\n\t  (TLV too short)")
                return .nextTLV
            }
            let chassis = cursor + 1
            switch subtype {
            case 4:
                if chassisLength == CFMField.macLength {
                    report(CFMFields.chassisMAC, bytesAt: chassis, count: CFMField.macLength)
                    put("\n\t  MAC "); try putMAC(at: chassis)
                } else {
                    put(" (invalid MAC address length)")
                    hexdump = true
                }
            case 5:
                if try cfmNetworkAddress(at: chassis, length: chassisLength) { hexdump = true }
            case 1, 2, 3, 6, 7:
                try cfmText(CFMFields.chassisID, at: chassis, count: chassisLength)
            default:
                hexdump = true
            }
            rest -= chassisLength
            cursor += 1 + chassisLength
            left -= 1 + chassisLength
        }
        guard rest > 0 else { return .decoded(hexdump: hexdump) }
        let domainLength = Int(try u8(cursor))
        report(CFMFields.managementDomainLength, domainLength)
        cursor += 1
        left -= 1
        rest -= 1
        put("\n\t  Management Address Domain Length "); put(decimal: domainLength)
        guard domainLength != 0 else { return .decoded(hexdump: hexdump) }
        guard rest >= domainLength else {
            put("\n\t  (TLV too short)")
            return .nextTLV
        }
        rest -= domainLength
        report(CFMFields.managementDomain, bytesAt: cursor, count: domainLength)
        try check(domainLength, at: cursor)
        putHex(from: cursor, to: cursor + domainLength, prefix: "\n\t  Management Address Domain: ")
        cursor += domainLength
        left -= domainLength
        guard rest >= 1 else {
            put(" (Management Address Length is missing)")
            return .decoded(hexdump: true)
        }
        let addressLength = Int(try u8(cursor))
        report(CFMFields.managementAddressLength, addressLength)
        cursor += 1
        left -= 1
        rest -= 1
        put("\n\t  Management Address Length "); put(decimal: addressLength)
        guard addressLength != 0 else { return .decoded(hexdump: hexdump) }
        guard rest >= addressLength else {
            put("\n\t  (TLV too short)")
            reportMalformed("management address past the sender ID TLV")
            return .stop
        }
        rest -= addressLength
        report(CFMFields.managementAddress, bytesAt: cursor, count: addressLength)
        try check(addressLength, at: cursor)
        putHex(from: cursor, to: cursor + addressLength, prefix: "\n\t  Management Address: ")
        cursor += addressLength
        left -= addressLength
        return .decoded(hexdump: hexdump)
    }

    /// cfm_network_addr_print: the address family, then an IPv4 or IPv6 address of the right
    /// length. True when tcpdump then wants the TLV dumped in hex.
    private mutating func cfmNetworkAddress(at offset: Int, length: Int) throws(Truncated) -> Bool {
        let family = try u8(offset)
        report(CFMFields.addressFamily, family)
        put("\n\t  Network Address Type "); put(BGPNames.afi(UInt16(family)) ?? "Unknown")
        put(" ("); put(decimal: family); put(")")
        switch family {
        case 1:
            guard length == 5 else {
                put("(invalid IPv4 address length "); put(decimal: length - 1); put(")")
                return true
            }
            report(CFMFields.chassisIPv4, bytesAt: offset + 1, count: 4)
            put(", "); try putIPv4(at: offset + 1)
        case 2:
            guard length == 17 else {
                put("(invalid IPv6 address length "); put(decimal: length - 1); put(")")
                return true
            }
            report(CFMFields.chassisIPv6, bytesAt: offset + 1, count: 16)
            put(", "); try putIPv6(at: offset + 1)
        default:
            return true
        }
        return false
    }

    /// nd_printjnp: up to `count` bytes, ending at a NUL, escaped as fn_print_char; each byte
    /// read through the capture check. JSON: the same bytes as a string.
    private mutating func cfmText(_ field: FieldDescriptor, at offset: Int, count: Int) throws(Truncated) {
        try putPrintableUpToNUL(field, at: offset, count: count)
    }
}
