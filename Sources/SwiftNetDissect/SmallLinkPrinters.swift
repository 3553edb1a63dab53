// Small link types as tcpdump 4.99 prints them: IP over InfiniBand (LINKTYPE_IPOIB, 242:
// ipoib_if_print), Solaris ipnet (LINKTYPE_IPNET, 226: ipnet_if_print) and SLIP (LINKTYPE_SLIP, 8:
// sl_if_print, with -e the direction and the Van Jacobson compression header).

/// The SLIP pseudo-header and the Van Jacobson (RFC 1144) header bits tcpdump reads.
enum SLIPField {
    static let headerLength = 16
    static let typeIP: UInt8 = 0x40
    static let typeUncompressedTCP: UInt8 = 0x70
    static let typeCompressedTCP: UInt8 = 0x80
    static let newC: UInt8 = 0x40, newI: UInt8 = 0x20, newS: UInt8 = 0x08, newA: UInt8 = 0x04
    static let newW: UInt8 = 0x02, newU: UInt8 = 0x01
    static let specialI: UInt8 = 0x0b, specialD: UInt8 = 0x0f
}

/// What tcpdump's SLIP printer remembers across packets (its statics): the last connection number
/// and the payload length last seen per direction and connection. The table is allocated on first
/// use only, so packets of other link types cost nothing.
struct SLIPCompressionState {
    var lastConnection: UInt8 = 255
    var lastLength: [UInt32] = []

    mutating func length(direction: Int, connection: UInt8) -> UInt32 {
        lastLength.isEmpty ? 0 : lastLength[direction * 256 + Int(connection)]
    }

    mutating func setLength(_ value: UInt32, direction: Int, connection: UInt8) {
        if lastLength.isEmpty { lastLength = [UInt32](repeating: 0, count: 512) }
        lastLength[direction * 256 + Int(connection)] = value
    }
}

extension Dissection {
    // MARK: IPoIB

    mutating func ipoib(wireLength: Int) throws(Truncated) {
        proto = "ipoib"
        layer(LinkFields.ipoib)
        // tcpdump adds the header length whatever happens.
        linkHeaderLength = 44
        let caplen = end
        guard caplen >= 44, wireLength >= 44 else {
            putTruncationMarker()
            return
        }
        let type = try u16(40)
        report(LinkFields.ipoibAddress, bytesAt: 0, count: 20)
        report(LinkFields.protocolType, type)
        if options.linkHeader {
            put("IPOIB")
            putIPoIBHeader(type, length: wireLength)
        }
        if try !etherTypePayload(type, at: 44, length: wireLength - 44) {
            if !options.linkHeader { putIPoIBHeader(type, length: wireLength) }
            defaultPrint(from: 44, count: available(from: 44))
        }
    }

    /// `, ethertype IPv4 (0x0800), length 64: `
    private mutating func putIPoIBHeader(_ type: UInt16, length: Int) {
        put(", ethertype "); put(ProtocolNames.etherType(type) ?? "Unknown")
        if !options.quiet { put(" (0x"); put(hex: type, digits: 4); put(")") }
        put(", length "); put(decimal: length); put(": ")
    }

    // MARK: ipnet

    mutating func ipnet(wireLength: Int) throws(Truncated) {
        proto = "ipnet"
        layer(LinkFields.ipnet)
        linkHeaderLength = 24
        // tcpdump 4.99.3 checks the header with a longjmping read: the whole packet is dumped.
        try check(24, at: 0)
        let family = bytes[1]
        report(LinkFields.ipnetVersion, bytes[0])
        report(LinkFields.family, family)
        report(LinkFields.ipnetSourceZone, u32At: 16)
        report(LinkFields.ipnetDestinationZone, u32At: 20)
        if options.linkHeader { try putIPNetHeader(length: wireLength) }
        switch family {
        case 2: try ipv4(at: 24, length: wireLength - 24)
        case 26: try ipv6(at: 24, length: wireLength - 24)
        default:
            if !options.linkHeader { try putIPNetHeader(length: wireLength) }
            defaultPrint(from: 24, count: available(from: 24))
        }
    }

    /// `0 > 1, family IPv4 (2), length 48: `
    private mutating func putIPNetHeader(length: Int) throws(Truncated) {
        put(decimal: try u32(16)); put(" > "); put(decimal: try u32(20))
        let family = bytes[1]
        let name: StaticString? = switch family {
        case 2: "IPv4"
        case 26: "IPv6"
        default: nil
        }
        if options.quiet {
            put(", ")
            if let name { put(name) } else { put("Unknown Ethertype (0x"); put(hex: family, digits: 4); put(")") }
        } else {
            put(", family "); put(name ?? "Unknown"); put(" ("); put(decimal: family); put(")")
        }
        put(", length "); put(decimal: length); put(": ")
    }

    // MARK: SLIP

    mutating func slip(wireLength: Int) throws(Truncated) {
        proto = "slip"
        layer(LinkFields.slip)
        let caplen = end
        // A cut header or no IP byte: tcpdump's longjmping checks (the whole packet is dumped).
        try check(SLIPField.headerLength, at: 0)
        report(LinkFields.slipDirection, bytes[0])
        report(LinkFields.slipCompression, bytes[1])
        let length = wireLength - SLIPField.headerLength
        if options.linkHeader {
            if try !slipLinkHeader(length: length) {
                putTruncationMarker()
                linkHeaderLength = caplen
                return
            }
        }
        linkHeaderLength = SLIPField.headerLength
        try check(1, at: SLIPField.headerLength)
        let version = bytes[SLIPField.headerLength] >> 4
        switch version {
        case 4: try ipv4(at: SLIPField.headerLength, length: length)
        case 6: try ipv6(at: SLIPField.headerLength, length: length)
        default: put("ip v"); put(decimal: version)
        }
    }

    /// sliplink_print: `I `/`O `, then the kind of header; false where tcpdump's returns -1.
    private mutating func slipLinkHeader(length: Int) throws(Truncated) -> Bool {
        let direction = Int(bytes[0])
        switch direction {
        case 0: put("I ")
        case 1: put("O ")
        default: put("Invalid direction "); put(decimal: direction); put(" ")
        }
        let valid = direction <= 1
        let header = bytes[1]
        switch header & 0xf0 {
        case SLIPField.typeIP:
            put("ip "); put(decimal: length + SLIPField.headerLength); put(": ")
        case SLIPField.typeUncompressedTCP:
            // The connection number is in the protocol field of the header copy at offset 1.
            let connection = bytes[10]
            slipState.lastConnection = connection
            put("utcp "); put(decimal: connection); put(": ")
            guard valid else { return true }
            guard let headerWords = slipTCPHeaderWords() else { return false }
            slipState.setLength(UInt32(truncatingIfNeeded: length - headerWords << 2), direction: direction,
                                connection: connection)
        default:
            guard valid else { return true }
            if header & SLIPField.typeCompressedTCP != 0 {
                guard try slipCompressed(direction: direction, length: length) else { return false }
                put(": ")
            } else {
                put("slip-"); put(decimal: header); put("!: ")
            }
        }
        return true
    }

    /// IP plus TCP header length in 32-bit words, or nil when either is not captured.
    private func slipTCPHeaderWords() -> Int? {
        let ip = SLIPField.headerLength
        guard has(20, at: ip) else { return nil }
        let ipWords = Int(bytes[ip] & 0x0f)
        let tcp = ip + ipWords * 4
        guard has(20, at: tcp) else { return nil }
        return ipWords + Int(bytes[tcp + 12] >> 4)
    }

    /// compressed_sl_print: `ctcp 3 *SA+12 20 (5)` and the like.
    private mutating func slipCompressed(direction: Int, length: Int) throws(Truncated) -> Bool {
        let start = 1
        let flags = try u8(start)
        var cursor = start + 1
        if flags & SLIPField.newC != 0 {
            slipState.lastConnection = try u8(cursor)
            cursor += 1
            put("ctcp "); put(decimal: slipState.lastConnection)
        } else {
            put("ctcp *")
        }
        cursor += 2     // the TCP checksum
        let connection = slipState.lastConnection
        switch flags & 0x0f {
        case SLIPField.specialI:
            put(" *SA+"); put(decimal: slipState.length(direction: direction, connection: connection))
        case SLIPField.specialD:
            put(" *S+"); put(decimal: slipState.length(direction: direction, connection: connection))
        default:
            if flags & SLIPField.newU != 0 { cursor = try putSLIPChange("U=", at: cursor) }
            if flags & SLIPField.newW != 0 { cursor = try putSLIPWindowChange(at: cursor) }
            if flags & SLIPField.newA != 0 { cursor = try putSLIPChange("A+", at: cursor) }
            if flags & SLIPField.newS != 0 { cursor = try putSLIPChange("S+", at: cursor) }
        }
        if flags & SLIPField.newI != 0 { cursor = try putSLIPChange("I+", at: cursor) }
        guard let headerWords = slipTCPHeaderWords() else { return false }
        let payload = UInt32(truncatingIfNeeded: length - headerWords << 2)
        slipState.setLength(payload, direction: direction, connection: connection)
        put(" "); put(decimal: payload); put(" ("); put(decimal: cursor - start); put(")")
        return true
    }

    /// print_sl_change: a one-byte delta, or 0 and a two-byte one. Like tcpdump, a one-byte delta
    /// does not move the cursor.
    private mutating func putSLIPChange(_ label: StaticString, at cursor: Int) throws(Truncated) -> Int {
        var value = UInt32(try u8(cursor))
        var next = cursor
        if value == 0 {
            value = UInt32(try u16(cursor + 1))
            next = cursor + 3
        }
        put(" "); put(label); put(decimal: value)
        return next
    }

    /// print_sl_winchange: the window delta, signed when two bytes.
    private mutating func putSLIPWindowChange(at cursor: Int) throws(Truncated) -> Int {
        var value = Int(try u8(cursor))
        var next = cursor
        if value == 0 {
            value = Int(Int16(bitPattern: try u16(cursor + 1)))
            next = cursor + 3
        }
        if value >= 0 { put(" W+"); put(decimal: value) } else { put(" W-"); put(decimal: value.magnitude) }
        return next
    }
}
