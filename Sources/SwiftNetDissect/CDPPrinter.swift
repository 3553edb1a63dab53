// CDP (Cisco Discovery Protocol, SNAP OUI 0x00000c PID 0x2000) as tcpdump 4.99's cdp_print prints
// it: version and TTL, the device id without -v (and a hex dump of every other TLV, as tcpdump
// does), every TLV with -v. One walk reports the JSON layer.

/// CDP header and TLV layout (Cisco's frame reference): version, TTL, checksum; TLVs of a 2-byte
/// type and a 2-byte length that counts the 4-byte header.
enum CDPField {
    static let headerLength = 4
    static let tlvHeaderLength = 4
    static let deviceIDType: UInt16 = 0x01
    /// The highest type in tcpdump's table; types above it are unknown (hex dump).
    static let lastKnownType: UInt16 = 0x17
}

extension Dissection {
    /// `CDPvN, ttl: Ns` then the TLVs; a length error prints tcpdump's note and ` (invalid)`; a
    /// read past the captured bytes throws (the caller prints ` [|cdp]`).
    mutating func cdp(at offset: Int, length: Int) throws(Truncated) {
        proto = "cdp"
        layer(CDPFields.cdp)
        guard length >= CDPField.headerLength else {
            put(" (packet length "); put(decimal: length); put(" < 4)")
            return try cdpInvalid(at: offset, length: length)
        }
        let version = try u8(offset)
        let ttl = try u8(offset + 1)
        put("CDPv"); put(decimal: version); put(", ttl: "); put(decimal: ttl); put("s")
        let checksum = try u16(offset + 2)
        report(CDPFields.version, version)
        report(CDPFields.ttl, ttl)
        report(CDPFields.checksum, checksum)
        if verbose > 0 {
            put(", checksum: 0x"); put(hex: checksum, digits: 4); put(" (unverified), length "); put(decimal: length)
        }
        var cursor = offset + CDPField.headerLength
        var left = length - CDPField.headerLength
        beginList(CDPFields.tlvs)
        while left > 0 {
            guard left >= CDPField.tlvHeaderLength else {
                put(" (remaining packet length "); put(decimal: left); put(" < 4)")
                return try cdpInvalid(at: cursor, length: left)
            }
            let type = try u16(cursor)
            let tlvLength = Int(try u16(cursor + 2))
            beginItem()
            report(CDPFields.type, type)
            report(CDPFields.length, tlvLength)
            let name = Self.cdpTLVName(type)
            guard tlvLength >= CDPField.tlvHeaderLength else {
                if verbose > 0 {
                    put("\n\t"); put(name); put(" (0x"); putCDPType(type); put("), TLV length: ")
                    put(decimal: tlvLength); put(" byte"); if tlvLength != 1 { put("s") }; put(" (too short)")
                } else {
                    put(", "); put(name); put(" TLV length "); put(decimal: tlvLength); put(" too short")
                }
                return try cdpInvalid(at: cursor, length: left)
            }
            guard tlvLength <= left else {
                put(" (TLV length "); put(decimal: tlvLength); put(" > "); put(decimal: left); put(")")
                return try cdpInvalid(at: cursor, length: left)
            }
            cursor += CDPField.tlvHeaderLength
            left -= CDPField.tlvHeaderLength
            let valueLength = tlvLength - CDPField.tlvHeaderLength
            if verbose == 0 && type == CDPField.deviceIDType {
                put(", Device-ID ")
            } else if verbose > 0 {
                put("\n\t"); put(name); put(" (0x"); putCDPType(type); put("), value length: ")
                put(decimal: valueLength); put(" byte"); if valueLength != 1 { put("s") }; put(": ")
            }
            var covered = false
            if type <= CDPField.lastKnownType {
                let (minimum, maximum) = Self.cdpLengthLimits(type)
                if (minimum > 0 && valueLength < minimum) || (maximum > 0 && valueLength > maximum) {
                    put(" (malformed TLV)")
                } else if verbose > 0 || type == CDPField.deviceIDType {
                    try cdpValue(type, at: cursor, length: valueLength)
                    covered = true
                }
            }
            if !covered {
                try check(valueLength, at: cursor)
                report(CDPFields.data, bytesAt: cursor, count: valueLength)
                pppUnknownData(from: cursor, length: valueLength, prefix: "\n\t  ")
            }
            endItem()
            cursor += valueLength
            left -= valueLength
        }
        endList()
        if verbose < 1 { put(", length "); put(decimal: length) }
    }

    /// tcpdump's `invalid:` exit: ` (invalid)`, then ` [|cdp]` if the rest is not captured.
    private mutating func cdpInvalid(at offset: Int, length: Int) throws(Truncated) {
        putInvalid()
        try check(length, at: offset)
    }

    /// One TLV's value by type (tcpdump's table of printers); its length is within the limits.
    private mutating func cdpValue(_ type: UInt16, at data: Int, length: Int) throws(Truncated) {
        switch type {
        case 0x01, 0x03, 0x06, 0x09, 0x14:
            if has(length, at: data) { report(CDPFields.text, bytesAt: data, count: length) }
            put("'"); try cdpPrintable(at: data, count: length); put("'")
        case 0x02, 0x16:
            try cdpAddresses(at: data, length: length)
        case 0x04:
            let value = try u32(data)
            report(CDPFields.capabilities, value)
            put("(0x"); put(hex: value, digits: 8); put("): ")
            putBitNames(value, LLDPBits.cdpCapabilities, none: "none")
        case 0x05:
            if has(length, at: data) { report(CDPFields.text, bytesAt: data, count: length) }
            put("\n\t  ")
            for index in data..<(data + length) {
                let character = try u8(index)
                if character == UInt8(ascii: "\n") { put("\n\t  ") } else { putCharacterEscaped(character) }
            }
        case 0x07:
            guard length % 5 == 0 else {
                put(" [length "); put(decimal: length); put(" is not a multiple of 5]")
                try check(length, at: data)
                return
            }
            put(" IPv4 Prefixes ("); put(decimal: length / 5); put("):")
            var index = data
            while index < data + length {
                try check(5, at: index)
                put(" "); try putIPv4(at: index); put("/"); put(decimal: bytes[index + 4])
                index += 5
            }
        case 0x0a:
            report(CDPFields.nativeVLAN, try u16(data))
            put(decimal: try u16(data))
        case 0x0b:
            let duplex = try u8(data)
            report(CDPFields.fullDuplex, bool: duplex != 0)
            put(duplex != 0 ? "full" : "half")
        case 0x0e, 0x0f:
            if length == 2 {
                put("unknown 0x"); put(hex: try u16(data), digits: 4)
            } else {
                put("app "); put(decimal: try u8(data)); put(", vlan "); put(decimal: try u16(data + 1))
            }
        case 0x10:
            var milliwatts: UInt32 = 0
            for index in 0..<length { milliwatts = milliwatts << 8 | UInt32(try u8(data + index)) }
            putMilliwattsAsWatts(milliwatts)
        case 0x11:
            let mtu = try u32(data)
            report(CDPFields.mtu, mtu)
            put(decimal: mtu); put(" bytes")
        case 0x12, 0x13:
            put("0x"); put(hex: try u8(data), digits: 2)
        case 0x17:
            put("0x"); put(hex: try u8(data), digits: 2)
            if length > 1 {
                put("/")
                try cdpPrintable(at: data + 1, count: length - 1)
            }
        default:
            // Named types without a printer (0x08, 0x15) and the table's gaps: nothing printed.
            try check(length, at: data)
        }
    }

    /// tcpdump's nd_printn: every byte escaped, NULs included; throws where the capture ends
    /// (after printing what is there, as tcpdump does).
    private mutating func cdpPrintable(at data: Int, count: Int) throws(Truncated) {
        for index in data..<(data + count) { putCharacterEscaped(try u8(index)) }
    }

    /// printf's `%1.2fW` of `value / 1000.0`, rounded as printf rounds that double: a decimal
    /// midpoint goes the way the double lies from it (exactly on it: to even).
    private mutating func putMilliwattsAsWatts(_ value: UInt32) {
        var hundredths = value / 10
        let rest = value % 10
        if rest > 5 {
            hundredths += 1
        } else if rest == 5 {
            let watts = Double(value) / 1000.0
            // The fused multiply-add gives watts * 1000 - value without rounding.
            let residual = (-Double(value)).addingProduct(watts, 1000.0)
            if residual > 0 || (residual == 0 && hundredths % 2 == 1) { hundredths += 1 }
        }
        put(decimal: hundredths / 100); put(".")
        let fraction = hundredths % 100
        if fraction < 10 { put("0") }
        put(decimal: fraction); put("W")
    }

    /// Address TLVs (0x02, 0x16): a count, then entries of a protocol type, protocol and address;
    /// IPv4 (NLPID 0xcc) and IPv6 (LLC/SNAP 86dd) named, others in hex.
    private mutating func cdpAddresses(at data: Int, length: Int) throws(Truncated) {
        var cursor = data
        var left = length
        guard left >= 4 else {
            put(" (not enough space for num)")
            return try check(left, at: cursor)
        }
        var count = try u32(cursor)
        cursor += 4
        left -= 4
        beginList(CDPFields.addresses)
        defer { endList() }
        while count > 0 {
            guard left >= 2 else {
                put(" (not enough space for PT+PL)")
                return try check(left, at: cursor)
            }
            let protocolType = try u8(cursor)
            let protocolLength = Int(try u8(cursor + 1))
            cursor += 2
            left -= 2
            guard left >= protocolLength + 2 else {
                put(" (not enough space for P+AL)")
                return try check(left, at: cursor)
            }
            let addressLength = Int(try u16(cursor + protocolLength))
            if protocolType == 1, protocolLength == 1, try u8(cursor) == 0xcc, addressLength == 4 {
                cursor += 3
                left -= 3
                guard left >= 4 else {
                    put(" (not enough space for A)")
                    return try check(left, at: cursor)
                }
                try check(4, at: cursor)  // tcpdump formats the address before printing the line
                put("IPv4 ("); put(decimal: count); put(") ")
                try putIPv4(at: cursor)
                report(CDPFields.address, bytesAt: cursor, count: 4)
                cursor += 4
                left -= 4
            } else if protocolType == 2, protocolLength == 8, cdpIsIPv6SNAP(at: cursor), addressLength == 16 {
                cursor += 10
                left -= 10
                guard left >= 16 else {
                    put(" (not enough space for A)")
                    return try check(left, at: cursor)
                }
                try check(16, at: cursor)
                put("IPv6 ("); put(decimal: count); put(") ")
                try putIPv6(at: cursor)
                report(CDPFields.address6, bytesAt: cursor, count: 16)
                cursor += 16
                left -= 16
            } else {
                put("pt=0x"); put(hex: protocolType, digits: 2); put(", pl="); put(decimal: protocolLength); put(", pb=")
                for index in 0..<protocolLength { try putCDPHexByte(at: cursor + index) }
                cursor += protocolLength + 2
                left -= protocolLength + 2
                put(", al="); put(decimal: addressLength); put(", a=")
                guard left >= addressLength else {
                    put(" (not enough space for A)")
                    return try check(left, at: cursor)
                }
                for index in 0..<addressLength { try putCDPHexByte(at: cursor + index) }
                cursor += addressLength
                left -= addressLength
            }
            count -= 1
            if count > 0 { put(" ") }
        }
        if left > 0 { put(" ("); put(decimal: left); put(" bytes of stray data)") }
    }

    /// ` %02x` of the byte at `index`, read before anything is printed (a cut one prints nothing).
    private mutating func putCDPHexByte(at index: Int) throws(Truncated) {
        let value = try u8(index)
        put(" "); put(hex: value, digits: 2)
    }

    /// printf's `%02x`: at least two hex digits.
    private mutating func putCDPType(_ type: UInt16) {
        if type > 0xff { put(hex: type) } else { put(hex: type, digits: 2) }
    }

    /// The LLC/SNAP header CDP uses as IPv6's protocol: aa aa 03 00 00 00 86 dd.
    private func cdpIsIPv6SNAP(at index: Int) -> Bool {
        guard has(8, at: index) else { return false }
        return bytes[index] == 0xaa && bytes[index + 1] == 0xaa && bytes[index + 2] == 0x03 && bytes[index + 3] == 0
            && bytes[index + 4] == 0 && bytes[index + 5] == 0 && bytes[index + 6] == 0x86 && bytes[index + 7] == 0xdd
    }

    static func cdpTLVName(_ type: UInt16) -> StaticString {
        switch type {
        case 0x01: "Device-ID"
        case 0x02: "Address"
        case 0x03: "Port-ID"
        case 0x04: "Capability"
        case 0x05: "Version String"
        case 0x06: "Platform"
        case 0x07: "Prefixes"
        case 0x08: "Protocol-Hello option"
        case 0x09: "VTP Management Domain"
        case 0x0a: "Native VLAN ID"
        case 0x0b: "Duplex"
        case 0x0e: "ATA-186 VoIP VLAN assignment"
        case 0x0f: "ATA-186 VoIP VLAN request"
        case 0x10: "power consumption"
        case 0x11: "MTU"
        case 0x12: "AVVID trust bitmap"
        case 0x13: "AVVID untrusted ports CoS"
        case 0x14: "System Name"
        case 0x15: "System Object ID (not decoded)"
        case 0x16: "Management Addresses"
        case 0x17: "Physical Location"
        default: "unknown field type"
        }
    }

    /// tcpdump's minimum and maximum value lengths per type (0: no limit).
    static func cdpLengthLimits(_ type: UInt16) -> (Int, Int) {
        switch type {
        case 0x04, 0x11: (4, 4)
        case 0x0a: (2, 2)
        case 0x0b, 0x12, 0x13: (1, 1)
        case 0x0e: (3, 3)
        case 0x0f: (2, 3)
        case 0x10: (1, 3)
        case 0x16: (4, 0)
        case 0x17: (1, 0)
        default: (0, 0)
        }
    }
}
