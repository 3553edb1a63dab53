// The text of one DHCP option's value as tcpdump 4.99's rfc1048_print writes it, by the option's
// format, including its special cases (client identifier, FQDN, relay agent information, classless
// routes, user class) and its error notes. (4.99.3 has no rule for SZTP redirect, 143: it prints
// it as an unknown option.) The caller has checked that all `length`
// bytes are captured, so nothing here reads past the capture or throws.

extension Dissection {
    /// Prints the value, then `trailing data length N` for bytes the format left over.
    mutating func putDHCPOptionValue(_ tag: UInt8, format: DHCPOptionFormat, at data: Int, length: Int) {
        var cursor = data
        var left = length
        if tag == DHCPOption.parameterRequest {
            for index in 0..<left {
                let requested = bytes[cursor + index]
                put(index % 4 == 0 ? "\n\t      " : ", ")
                put(DHCPOption.describe(requested).name); put(" ("); put(decimal: requested); put(")")
            }
            return
        }
        var effective = format
        if effective == .unknown {
            effective = left & 1 != 0 ? .decimalBytes : left & 2 != 0 ? .unsigned16 : .unsigned32
        }
        switch effective {
        case .text:
            putQuotedText(at: cursor, count: left)
            left = 0
        case .addresses, .unsigned32, .signed32:
            var first = true
            while left >= 4 {
                if !first { put(",") }
                let value = bytes.uint32(at: cursor)
                switch effective {
                case .addresses: out.appendIPv4(value)
                case .signed32: put(decimal: Int32(bitPattern: value))
                default: put(decimal: value)
                }
                cursor += 4
                left -= 4
                first = false
            }
        case .addressPairs:
            var first = true
            while left >= 8 {
                if !first { put(",") }
                put("("); out.appendIPv4(bytes.uint32(at: cursor)); put(":")
                out.appendIPv4(bytes.uint32(at: cursor + 4)); put(")")
                cursor += 8
                left -= 8
                first = false
            }
        case .unsigned16:
            var first = true
            while left >= 2 {
                if !first { put(",") }
                put(decimal: bytes.uint16(at: cursor))
                cursor += 2
                left -= 2
                first = false
            }
        case .booleans:
            for index in 0..<left {
                if index > 0 { put(",") }
                switch bytes[cursor + index] {
                case 0: put("N")
                case 1: put("Y")
                case let other: put(decimal: other); put("?")
                }
            }
            left = 0
        case .decimalBytes, .unknown:
            for index in 0..<left {
                if index > 0 { put(".") }
                put(decimal: bytes[cursor + index])
            }
            left = 0
        case .special:
            left = putSpecialDHCPOption(tag, at: cursor, length: left)
        }
        if left > 0 { put("\n\t  trailing data length "); put(decimal: left) }
    }

    /// `"text"` with tcpdump's escapes for unprintable bytes (nd_printn: NUL and all).
    private mutating func putQuotedText(at start: Int, count: Int) {
        put("\"")
        for index in start..<(start + count) { putCharacterEscaped(bytes[index]) }
        put("\"")
    }

    /// The options tcpdump prints by their own rules. Returns the bytes left over.
    private mutating func putSpecialDHCPOption(_ tag: UInt8, at data: Int, length: Int) -> Int {
        switch tag {
        case 46, 52:
            guard length >= 1 else { put("[ERROR: length < 1 bytes]"); return 0 }
            let value = bytes[data]
            if let name = tag == 46 ? DHCPOption.netBIOSNodeName(value) : DHCPOption.overloadName(value) {
                put(name)
            } else {
                put("#"); put(decimal: value)
            }
            return length - 1
        case 61:
            return putClientIdentifier(at: data, length: length)
        case 81:
            putClientFQDN(at: data, length: length)
            return 0
        case 82:
            return putRelayAgentInformation(at: data, length: length)
        case 121, 249:
            putClasslessRoutes(at: data, length: length)
            return 0
        case 77:
            putUserClass(at: data, length: length)
            return 0
        default:
            put("[unknown special tag "); put(decimal: tag); put(", size "); put(decimal: length); put("]")
            return 0
        }
    }

    /// Option 61 (RFC 2132 9.14): type 0 is text, any other type a hardware address in hex.
    private mutating func putClientIdentifier(at data: Int, length: Int) -> Int {
        guard length >= 1 else { put("[ERROR: length < 1 bytes]"); return 0 }
        let type = bytes[data]
        if type == 0 {
            putQuotedText(at: data + 1, count: length - 1)
            return 0
        }
        if let name = DHCPOption.clientIDHardwareName(type) {
            put(name)
        } else {
            put("hardware-type "); put(decimal: type); put(",")
        }
        put(" ")
        for index in 1..<length {
            if index > 1 { put(":") }
            put(hex: bytes[data + index], digits: 2)
        }
        return 0
    }

    /// Option 81 (RFC 4702): flags, the two RCODEs when set, and the name.
    private mutating func putClientFQDN(at data: Int, length: Int) {
        guard length >= 3 else { put("[ERROR: length < 3 bytes]"); return }
        let flags = bytes[data]
        if flags & 0xf0 != 0 { put("[ERROR: MBZ nibble 0x"); put(hex: flags >> 4); put(" != 0] ") }
        if flags & 0x0f != 0 {
            put("[")
            if flags & 0x01 != 0 { put("S") }
            if flags & 0x02 != 0 { put("O") }
            if flags & 0x04 != 0 { put("E") }
            if flags & 0x08 != 0 { put("N") }
            put("] ")
        }
        let rcode1 = bytes[data + 1]
        let rcode2 = bytes[data + 2]
        if rcode1 != 0 || rcode2 != 0 { put(decimal: rcode1); put("/"); put(decimal: rcode2); put(" ") }
        putQuotedText(at: data + 3, count: length - 3)
    }

    /// Option 82 (RFC 3046): sub-options; circuit, remote and subscriber ids as text, others in hex.
    private mutating func putRelayAgentInformation(at data: Int, length: Int) -> Int {
        var cursor = data
        var left = length
        while left >= 2 {
            let suboption = bytes[cursor]
            let suboptionLength = Int(bytes[cursor + 1])
            cursor += 2
            left -= 2
            put("\n\t      "); put(DHCPOption.agentSuboptionName(suboption)); put(" SubOption ")
            put(decimal: suboption); put(", length "); put(decimal: suboptionLength)
            if suboptionLength > left {
                put(": length goes past end of option")
                return 0
            }
            put(": ")
            switch suboption {
            case 1, 2, 6:
                for index in cursor..<(cursor + suboptionLength) { putCharacterEscaped(bytes[index]) }
            default:
                putHex(from: cursor, to: cursor + suboptionLength, prefix: "\n\t\t")
            }
            cursor += suboptionLength
            left -= suboptionLength
        }
        return left
    }

    /// Options 121 and 249 (RFC 3442): `(prefix/width:router)` entries, `default` for width 0.
    private mutating func putClasslessRoutes(at data: Int, length: Int) {
        guard length >= 5 else { put("[ERROR: length < 5 bytes]"); return }
        var cursor = data
        var left = length
        var first = true
        while left > 0 {
            if !first { put(",") }
            let width = Int(bytes[cursor])
            cursor += 1
            left -= 1
            guard width <= 32 else {
                put("[ERROR: Mask width ("); put(decimal: width); put(") > 32]")
                return
            }
            let significant = (width + 7) / 8
            guard left >= significant + 4 else {
                put("[ERROR: Remaining length ("); put(decimal: left); put(") < ")
                put(decimal: significant + 4); put(" bytes]")
                return
            }
            put("(")
            if width == 0 {
                put("default")
            } else {
                for index in 0..<significant {
                    if index > 0 { put(".") }
                    put(decimal: bytes[cursor + index])
                }
                for _ in significant..<4 { put(".0") }
                put("/"); put(decimal: width)
            }
            cursor += significant
            put(":"); out.appendIPv4(bytes.uint32(at: cursor)); put(")")
            cursor += 4
            left -= significant + 4
            first = false
        }
    }

    /// Option 77 (RFC 3004): numbered instances of length-prefixed text.
    private mutating func putUserClass(at data: Int, length: Int) {
        guard length >= 2 else { put("[ERROR: length < 2 bytes]"); return }
        var cursor = data
        var left = length
        var instance = 1
        while left > 0 {
            let instanceLength = Int(bytes[cursor])
            cursor += 1
            left -= 1
            put("\n\t      instance#"); put(decimal: instance); put(": ")
            guard instanceLength != 0 else { put("[ERROR: suboption length must be non-zero]"); return }
            guard left >= instanceLength else { put("[ERROR: invalid option]"); return }
            putQuotedText(at: cursor, count: instanceLength)
            put(", length "); put(decimal: instanceLength)
            instance += 1
            cursor += instanceLength
            left -= instanceLength
        }
    }
}
