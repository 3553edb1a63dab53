// Cisco VLAN Trunking Protocol (SNAP OUI 0x00000c PID 0x2003) as tcpdump 4.99's vtp_print prints
// it: version, message type and length; with -v the management domain and, per message type, the
// summary advertisement's revision, updater, timestamp and digest, the subset advertisement's VLAN
// records with their TLVs, or the request's start value. tcpdump checks the 36-byte header and
// each VLAN record whole against the capture (` [|vtp]`); after ` (invalid)`, and at -n, it still
// wants the whole PDU captured.

/// VTP layout: a 36-byte header (version, code, followers/sequence, domain length, 32-byte domain).
enum VTPField {
    static let headerLength = 36
    static let domainLength = 32
    /// A VLAN information record before its name (length, status, type, name length, VLAN id,
    /// MTU, 802.10 SAID).
    static let vlanFixedLength = 12

    static func messageName(_ code: UInt8) -> StaticString {
        switch code {
        case 1: "Summary advertisement"
        case 2: "Subset advertisement"
        case 3: "Advertisement request"
        case 4: "Join message"
        default: "Unknown message type"
        }
    }

    /// What the header's third byte means for each message type.
    static func thirdByteName(_ code: UInt8) -> StaticString {
        switch code {
        case 1: "Followers"
        case 2: "Seq number"
        case 3, 4: "Rsvd"
        default: "Unknown"
        }
    }

    static func vlanTypeName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Ethernet"
        case 2: "FDDI"
        case 3: "TrCRF"
        case 4: "FDDI-net"
        case 5: "TrBRF"
        default: "Unknown"
        }
    }

    static func tlvName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Source-Routing Ring Number TLV"
        case 2: "Source-Routing Bridge Number TLV"
        case 3: "STP type TLV"
        case 4: "Parent VLAN TLV"
        case 5: "Translationally bridged VLANs TLV"
        case 6: "Pruning TLV"
        case 7: "Bridge Type TLV"
        case 8: "Max ARP Hop Count TLV"
        case 9: "Max STE Hop Count TLV"
        case 10: "Backup CRF Mode TLV"
        default: "Unknown"
        }
    }
}

extension Dissection {
    /// A VTP PDU of `length` bytes at `offset`.
    mutating func vtp(at offset: Int, length: Int) throws(Truncated) {
        proto = "vtp"
        layer(VTPFields.vtp)
        guard length >= VTPField.headerLength else { return try vtpInvalid(at: offset, length: length) }
        try check(VTPField.headerLength, at: offset)
        let version = bytes[offset]
        let code = bytes[offset + 1]
        let third = bytes[offset + 2]
        let domainLength = Int(bytes[offset + 3])
        report(VTPFields.version, version)
        report(VTPFields.code, code)
        report(code == 1 ? VTPFields.followers : code == 2 ? VTPFields.sequence : VTPFields.reserved, third)
        report(VTPFields.domainLength, domainLength)
        put("VTPv"); put(decimal: version); put(", Message "); put(VTPField.messageName(code))
        put(" (0x"); put(hex: code, digits: 2); put("), length "); put(decimal: length)
        guard verbose > 0 else {
            try check(length, at: offset)
            return
        }
        put("\n\tDomain name: ")
        guard domainLength >= 1 && domainLength <= VTPField.domainLength else {
            put(" [invalid MgmtD Len "); put(decimal: domainLength); put("]")
            return try vtpInvalid(at: offset, length: length)
        }
        try vtpText(VTPFields.domain, at: offset + 4, count: domainLength)
        put(", "); put(VTPField.thirdByteName(code)); put(": "); put(decimal: third)
        let body = offset + VTPField.headerLength
        switch code {
        case 1:
            let revision = try u32(body)
            try check(4, at: body + 4)
            report(VTPFields.configRevision, revision)
            report(VTPFields.updater, bytesAt: body + 4, count: 4)
            put("\n\t  Config Rev "); put(hex: revision); put(", Updater "); try putIPv4(at: body + 4)
            try check(12, at: body + 8)
            report(VTPFields.timestamp, bytesAt: body + 8, count: 12)
            put(", Timestamp 0x"); put(hex: try u32(body + 8), digits: 8)
            put(" 0x"); put(hex: try u32(body + 12), digits: 8)
            put(" 0x"); put(hex: try u32(body + 16), digits: 8)
            try check(16, at: body + 20)
            report(VTPFields.digest, bytesAt: body + 20, count: 16)
            put(", MD5 digest: ")
            for index in (body + 20)..<(body + 36) { put(hex: bytes[index], digits: 2) }
        case 2:
            let revision = try u32(body)
            report(VTPFields.configRevision, revision)
            put(", Config Rev "); put(hex: revision)
            beginList(VTPFields.vlans)
            let valid = try vtpVLANs(from: body + 4, pdu: offset, length: length)
            endList()
            if !valid { try vtpInvalid(at: offset, length: length) }
        case 3:
            let start = try u32(body)
            report(VTPFields.startValue, start)
            put("\n\tStart value: "); put(decimal: start)
        default:
            break
        }
    }

    /// tcpdump's `invalid:` label: ` (invalid)`, then the whole PDU must still be captured.
    private mutating func vtpInvalid(at offset: Int, length: Int) throws(Truncated) {
        putInvalid()
        try check(length, at: offset)
    }

    /// The subset advertisement's VLAN records up to the PDU length or a record of length 0;
    /// false where tcpdump says the PDU is invalid.
    private mutating func vtpVLANs(from start: Int, pdu: Int, length: Int) throws(Truncated) -> Bool {
        var cursor = start
        while cursor - pdu < length {
            let recordLength = Int(try u8(cursor))
            if recordLength == 0 { break }
            try check(recordLength, at: cursor)
            guard recordLength >= VTPField.vlanFixedLength else { return false }
            beginItem()
            defer { endItem() }
            let status = bytes[cursor + 1]
            let type = bytes[cursor + 2]
            let nameLength = Int(bytes[cursor + 3])
            let vlanID = try u16(cursor + 4)
            let mtu = try u16(cursor + 6)
            let said = try u32(cursor + 8)
            report(VTPFields.vlanLength, recordLength)
            report(VTPFields.vlanStatus, status)
            report(VTPFields.vlanType, type)
            report(VTPFields.vlanNameLength, nameLength)
            report(VTPFields.vlanID, vlanID)
            report(VTPFields.mtu, mtu)
            report(VTPFields.said, said)
            put("\n\tVLAN info status ")
            put(status == 0 ? "Operational" : status == 1 ? "Suspended" : "Unknown")
            put(", type "); put(VTPField.vlanTypeName(type))
            put(", VLAN-id "); put(decimal: vlanID); put(", MTU "); put(decimal: mtu)
            put(", SAID 0x"); put(hex: said, digits: 8); put(", Name ")
            var left = recordLength - VTPField.vlanFixedLength
            cursor += VTPField.vlanFixedLength
            // Names are padded to a multiple of 4 bytes.
            let paddedName = 4 * ((nameLength + 3) / 4)
            guard left >= paddedName else { return false }
            try vtpText(VTPFields.vlanName, at: cursor, count: nameLength)
            left -= paddedName
            cursor += paddedName
            if left != 0 {
                beginList(VTPFields.tlvs)
                let valid = try vtpVLANTLVs(at: cursor, length: left)
                endList()
                guard valid else { return false }
                cursor += left
            }
        }
        return true
    }

    /// A VLAN record's TLVs (`length` bytes, the caller checked them captured); false where
    /// tcpdump says the PDU is invalid.
    private mutating func vtpVLANTLVs(at offset: Int, length: Int) throws(Truncated) -> Bool {
        var cursor = offset
        var left = length
        while left != 0 {
            guard left >= 2 else { return false }
            let tlvType = try u8(cursor)
            let words = Int(try u8(cursor + 1))
            beginItem()
            defer { endItem() }
            report(VTPFields.tlvType, tlvType)
            report(VTPFields.tlvLength, words)
            put("\n\t\t"); put(VTPField.tlvName(tlvType)); put(" (0x"); put(hex: UInt16(tlvType), digits: 4)
            put(") TLV")
            // The length counts 16-bit words of value.
            let size = words * 2 + 2
            guard left >= size else {
                put(" (TLV goes past the end of the packet)")
                return false
            }
            try check(size, at: cursor)
            guard words == 1 else {
                put(" (invalid TLV length "); put(decimal: words); put(" != 1)")
                return false
            }
            let value = try u16(cursor + 2)
            report(VTPFields.tlvValue, value)
            switch tlvType {
            case 9:
                put(", "); put(decimal: value)
            case 6:
                put(", "); put(value == 1 ? "Enabled" : "Disabled"); put(" ("); put(decimal: value); put(")")
            case 3:
                let name: StaticString = switch value {
                case 1: "SRT"
                case 2: "SRB"
                case 3: "Auto"
                default: "Unknown"
                }
                put(", "); put(name); put(" ("); put(decimal: value); put(")")
            case 7:
                put(", "); put(value == 1 ? "SRB" : "SRT"); put(" ("); put(decimal: value); put(")")
            case 10:
                put(", "); put(value == 1 ? "Backup" : "Not backup"); put(" ("); put(decimal: value); put(")")
            default:
                unknownData(at: cursor, length: size, prefix: "\n\t\t  ")
            }
            left -= size
            cursor += size
        }
        return true
    }

    /// nd_printjnp over bytes the caller checked: up to `count`, ending at a NUL. JSON: a string.
    private mutating func vtpText(_ field: FieldDescriptor, at offset: Int, count: Int) throws(Truncated) {
        let printed = try putPrintableUpToNUL(at: offset, count: count)
        report(field, bytesAt: offset, count: printed)
    }
}
