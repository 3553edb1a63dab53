// LLDP (IEEE 802.1AB) as tcpdump 4.99's lldp_print prints it: the length and the system name;
// with -v every TLV (chassis and port ids by subtype, TTL, descriptions, capabilities, management
// address, organization-specific TLVs: LLDPOrgSpecific.swift), with -vv a hex dump of each. The
// same walk reports the JSON layer.

/// LLDP TLV header (802.1AB 8.4.1): 7-bit type, 9-bit length.
enum LLDPField {
    static let headerLength = 2
    static let endType: UInt16 = 0
    static let chassisIDType: UInt16 = 1
    static let portIDType: UInt16 = 2
    static let timeToLiveType: UInt16 = 3
    static let portDescriptionType: UInt16 = 4
    static let systemNameType: UInt16 = 5
    static let systemDescriptionType: UInt16 = 6
    static let systemCapabilitiesType: UInt16 = 7
    static let managementAddressType: UInt16 = 8
    static let organizationSpecificType: UInt16 = 127
    /// The interface numbering subtype and number after a management address (8.5.9.5-6).
    static let interfaceNumberingLength = 5
    static func type(_ header: UInt16) -> UInt16 { header >> 9 }
    static func length(_ header: UInt16) -> Int { Int(header & 0x01ff) }
}

/// Why a TLV's decoding gave up the way tcpdump's does: `.truncated` is its `goto trunc` (the
/// walk stops with ` [|lldp]`), `.hexdump` asks for the hex dump -v prints for what it cannot decode.
enum LLDPOutcome {
    case decoded, hexdump, truncated
}

extension Dissection {
    /// `LLDP, length N[: system name]`; -v adds every TLV up to the end TLV, -vv a hex dump of each.
    /// A TLV past the captured bytes or past `length` ends the walk with ` [|lldp]` (JSON: the
    /// layer cut short, or `malformed` when it runs past the frame). Never throws past the caller's
    /// bytes: every read is checked.
    mutating func lldp(at offset: Int, length: Int) throws(Truncated) {
        proto = "lldp"
        layer(LLDPFields.lldp)
        put("LLDP, length "); put(decimal: length)
        beginList(LLDPFields.tlvs)
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
            beginItem()
            report(LLDPFields.type, type)
            report(LLDPFields.length, tlvLength)
            if verbose > 0 {
                put("\n\t"); put(Self.lldpTLVName(type)); put(" TLV ("); put(decimal: type)
                put("), length "); put(decimal: tlvLength)
            }
            // tcpdump's loop guard: the end TLV, or any empty one, stops the walk.
            if type == LLDPField.endType || tlvLength == 0 {
                endItem()
                break
            }
            // tcpdump tests the capture first, but both print ` [|lldp]`; JSON tells them apart.
            guard remaining >= tlvLength else {
                reportMalformed("a TLV runs past the frame")
                putTruncationMarker()
                return
            }
            guard has(tlvLength, at: cursor) else {
                putTruncationMarker()
                return
            }
            let outcome = lldpTLV(type, at: cursor, length: tlvLength)
            if outcome == .truncated {
                putTruncationMarker()
                return
            }
            if verbose > 1 || (verbose > 0 && outcome == .hexdump) {
                pppUnknownData(from: cursor, length: tlvLength, prefix: "\n\t  ")
            }
            endItem()
            cursor += tlvLength
            remaining -= tlvLength
        }
        endList()
    }

    /// One TLV whose `length` bytes are all captured (so nothing here throws): the system name at
    /// any verbosity, the rest at -v.
    private mutating func lldpTLV(_ type: UInt16, at data: Int, length: Int) -> LLDPOutcome {
        // Without -v tcpdump looks at nothing else (JSON walks at -vvv, so it always gets here).
        guard verbose > 0 || type == LLDPField.systemNameType else { return .decoded }
        switch type {
        case LLDPField.chassisIDType, LLDPField.portIDType:
            return lldpIdentifier(isChassis: type == LLDPField.chassisIDType, at: data, length: length)
        case LLDPField.timeToLiveType:
            guard length >= 2 else { return .truncated }
            report(LLDPFields.ttl, u16At: data)
            if verbose > 0 { put(": TTL "); put(decimal: bytes.uint16(at: data)); put("s") }
        case LLDPField.portDescriptionType, LLDPField.systemNameType:
            report(LLDPFields.text, bytesAt: data, count: length)
            // The system name shows without -v too (as CDP's device id does).
            if verbose > 0 || type == LLDPField.systemNameType {
                put(": ")
                putNULTerminatedText(at: data, count: length)
            }
        case LLDPField.systemDescriptionType:
            report(LLDPFields.text, bytesAt: data, count: length)
            if verbose > 0 {
                put("\n\t  ")
                putNULTerminatedText(at: data, count: length)
            }
        case LLDPField.systemCapabilitiesType:
            // 802.1AB-2009 puts a chassis id subtype first; tcpdump reads the 2005 layout.
            guard length >= 4 else { return .truncated }
            let capabilities = bytes.uint16(at: data)
            let enabled = bytes.uint16(at: data + 2)
            report(LLDPFields.systemCapabilities, capabilities)
            report(LLDPFields.enabledCapabilities, enabled)
            guard verbose > 0 else { break }
            put("\n\t  System  Capabilities [")
            putBitNames(UInt32(capabilities), LLDPBits.capabilities, none: "none")
            put("] (0x"); put(hex: capabilities, digits: 4); put(")")
            put("\n\t  Enabled Capabilities [")
            putBitNames(UInt32(enabled), LLDPBits.capabilities, none: "none")
            put("] (0x"); put(hex: enabled, digits: 4); put(")")
        case LLDPField.managementAddressType:
            return lldpManagementAddress(at: data, length: length)
        case LLDPField.organizationSpecificType:
            return lldpOrganizationSpecific(at: data, length: length)
        default:
            report(LLDPFields.data, bytesAt: data, count: length)
            return .hexdump
        }
        return .decoded
    }

    /// Chassis ID (8.5.2) or port ID (8.5.3): a subtype, then a MAC, a network address or text.
    private mutating func lldpIdentifier(isChassis: Bool, at data: Int, length: Int) -> LLDPOutcome {
        guard length >= 2 else { return .truncated }
        let subtype = bytes[data]
        report(isChassis ? LLDPFields.chassisIDSubtype : LLDPFields.portIDSubtype, subtype)
        let macSubtype: UInt8 = isChassis ? 4 : 3
        let networkSubtype: UInt8 = isChassis ? 5 : 4
        if subtype == macSubtype, length == 7 {
            report(isChassis ? LLDPFields.chassisMAC : LLDPFields.portMAC, bytesAt: data + 1, count: 6)
        } else {
            report(isChassis ? LLDPFields.chassisID : LLDPFields.portID, bytesAt: data + 1, count: length - 1)
        }
        guard verbose > 0 else { return .decoded }
        put("\n\t  Subtype ")
        put((isChassis ? Self.lldpChassisSubtypeName(subtype) : Self.lldpPortSubtypeName(subtype)) ?? "Unknown")
        put(" ("); put(decimal: subtype); put("): ")
        switch subtype {
        case macSubtype:
            guard length >= 7 else { return .truncated }
            putMACUnchecked(at: data + 1)
        case networkSubtype:
            guard lldpNetworkAddress(at: data + 1, length: length - 1, reportAs: nil) else { return .truncated }
        case 1...7:
            putNULTerminatedText(at: data + 1, count: length - 1)
        default:
            return .hexdump
        }
        return .decoded
    }

    /// tcpdump's lldp_network_addr_print: `AFI name (n): address`. False (tcpdump's NULL: the
    /// caller stops with ` [|lldp]`) when `length` cannot hold the family and its address.
    private mutating func lldpNetworkAddress(at data: Int, length: Int, reportAs management: Bool?) -> Bool {
        guard lldpNetworkAddressFits(at: data, length: length) else { return false }
        let family = bytes[data]
        let addressLength = Self.lldpAddressLength(family)
        if management != nil {
            report(LLDPFields.addressFamily, family)
            switch family {
            case 1: report(LLDPFields.managementIPv4, bytesAt: data + 1, count: 4)
            case 2: report(LLDPFields.managementIPv6, bytesAt: data + 1, count: 16)
            case 6: report(LLDPFields.managementMAC, bytesAt: data + 1, count: 6)
            default: report(LLDPFields.managementData, bytesAt: data + 1, count: length - 1)
            }
        }
        put("AFI "); put(BGPNames.afi(UInt16(family)) ?? "Unknown"); put(" ("); put(decimal: family); put(")")
        guard addressLength != nil else {
            put(", no AF printer !")
            return true
        }
        put(": ")
        switch family {
        case 1: try? putIPv4(at: data + 1)
        case 2: try? putIPv6(at: data + 1)
        default: putMACUnchecked(at: data + 1)
        }
        return true
    }

    /// Whether `length` bytes hold an address family and, for IPv4/IPv6/802, its address.
    private func lldpNetworkAddressFits(at data: Int, length: Int) -> Bool {
        guard length >= 1 else { return false }
        guard let addressLength = Self.lldpAddressLength(bytes[data]) else { return true }
        return length - 1 >= addressLength
    }

    /// The address families tcpdump prints (IANA address family numbers 1, 2 and 6).
    private static func lldpAddressLength(_ family: UInt8) -> Int? {
        switch family {
        case 1: 4
        case 2: 16
        case 6: 6
        default: nil
        }
    }

    /// Management address (8.5.9): the address, the interface numbering and an optional OID.
    private mutating func lldpManagementAddress(at data: Int, length: Int) -> LLDPOutcome {
        guard length >= 1 else { return .truncated }
        let addressLength = Int(bytes[data])
        var cursor = data + 1
        var left = length - 1
        guard left >= addressLength else { return .truncated }
        // tcpdump formats the address before printing the line, so a bad one prints nothing.
        guard lldpNetworkAddressFits(at: cursor, length: addressLength) else { return .truncated }
        put("\n\t  Management Address length "); put(decimal: addressLength); put(", ")
        _ = lldpNetworkAddress(at: cursor, length: addressLength, reportAs: true)
        cursor += addressLength
        left -= addressLength
        guard left >= LLDPField.interfaceNumberingLength else { return .truncated }
        let numbering = bytes[cursor]
        report(LLDPFields.interfaceSubtype, numbering)
        report(LLDPFields.interfaceNumber, u32At: cursor + 1)
        put("\n\t  ")
        switch numbering {
        case 2: put("Interface Index")
        case 3: put("System Port Number")
        default: put("Unknown")
        }
        put(" Interface Numbering ("); put(decimal: numbering); put("): "); put(decimal: bytes.uint32(at: cursor + 1))
        cursor += LLDPField.interfaceNumberingLength
        left -= LLDPField.interfaceNumberingLength
        guard left > 0 else { return .decoded }
        let oidLength = Int(bytes[cursor])
        guard left >= 1 + oidLength else { return .truncated }
        if oidLength > 0 {
            report(LLDPFields.oid, bytesAt: cursor + 1, count: oidLength)
            put("\n\t  OID length "); put(decimal: oidLength)
            putNULTerminatedText(at: cursor + 1, count: oidLength)
        }
        return .decoded
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

    /// `aa:bb:cc:dd:ee:ff` of six bytes the caller checked are captured.
    mutating func putMACUnchecked(at index: Int) {
        try? putMAC(at: index)
    }

    /// printf's `%-Nd`: the number, then spaces up to `width` characters.
    mutating func putLeftAligned(_ value: UInt32, width: Int) {
        put(decimal: value)
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        while digits < width {
            put(" ")
            digits += 1
        }
    }
}
