import SwiftNetWire

// VRRP (RFC 3768 version 2, RFC 9568 version 3) as tcpdump's vrrp_print prints it: version,
// type, VRID, priority, authentication type and interval; with -v the checksum verdict, the
// virtual addresses and a simple-text password.

/// IP protocol number of VRRP (IANA), and the TTL every advertisement must carry (RFC 3768 5.2.3).
enum VRRPField {
    static let ipProtocol: UInt8 = 112
    static let requiredTTL = 255
    static let advertisement: UInt8 = 1
    static let simplePassword: UInt8 = 1
}

extension Dissection {
    /// `ttl`: the IP TTL or hop limit, flagged when it is not 255.
    mutating func vrrp(at offset: Int, length: Int, network: NetworkHeader, ttl: Int) throws(Truncated) {
        let pseudo = legacyPseudoHeader(network)
        if legacyJSON({ $0.walkVRRP(at: offset, end: $1, claimedLength: length, pseudoHeader: pseudo, quoted: false) }) { return }
        proto = "vrrp"
        put("VRRP")
        let first = try u8(offset)
        let version = first >> 4
        let type = first & 0x0f
        put("v"); put(decimal: version); put(", ")
        if type == VRRPField.advertisement {
            put("Advertisement")
        } else {
            put("unknown type ("); put(decimal: type); put(")")
        }
        if ttl != VRRPField.requiredTTL { put(", (ttl "); put(decimal: ttl); put(")") }
        guard version == 2 || version == 3, type == VRRPField.advertisement else { return }
        let vrid = try u8(offset + 1)
        let priority = try u8(offset + 2)
        put(", vrid "); put(decimal: vrid); put(", prio "); put(decimal: priority)
        var authType: UInt8 = 0
        if version == 2 {
            authType = try u8(offset + 4)
            put(", authtype ")
            switch authType {
            case 0: put("none")
            case 1: put("simple")
            case 2: put("ah")
            default: put("#"); put(decimal: authType)
            }
            let interval = try u8(offset + 5)
            put(", intvl "); put(decimal: interval); put("s, length "); put(decimal: length)
        } else {
            // RFC 9568 5.2.7: a 12-bit maximum advertisement interval in centiseconds.
            let interval = UInt16(try u8(offset + 4) & 0x0f) << 8 | UInt16(try u8(offset + 5))
            put(", intvl "); put(decimal: interval); put("cs, length "); put(decimal: length)
        }
        guard verbose > 0 else { return }
        let count = Int(try u8(offset + 3))
        if has(length, at: offset) {
            var sum: UInt16 = 0
            if version == 2 {
                sum = InternetChecksum.compute(bytes, from: offset, to: offset + length)
            } else if case .v4(let ip) = network {
                let pseudo = PseudoHeader.ipv4(source: IPv4Address(bytes.uint32(at: ip + 12)),
                                               destination: finalDestination(ipv4: ip))
                sum = pseudo.checksum(bytes, from: offset, to: offset + length, protocol: IPProtocol(VRRPField.ipProtocol))
            }
            if sum != 0 { put(", (bad vrrp cksum "); put(hex: try u16(offset + 6)); put(")") }
        }
        put(", addrs")
        if count > 1 { put("("); put(decimal: count); put(")") }
        put(":")
        var cursor = offset + 8
        for index in 0..<count {
            try check(4, at: cursor)
            put(index == 0 ? " " : ",")
            try putIPv4(at: cursor)
            cursor += 4
        }
        if version == 2 && authType == VRRPField.simplePassword {
            put(" auth \"")
            try putNULTerminatedTextChecked(at: cursor, count: 8)
            put("\"")
        }
    }

    /// nd_printjnp reading through the capture check: a byte past it ends the packet.
    private mutating func putNULTerminatedTextChecked(at offset: Int, count: Int) throws(Truncated) {
        var index = offset
        while index < offset + count {
            let byte = try u8(index)
            if byte == 0 { break }
            putCharacterEscaped(byte)
            index += 1
        }
    }
}
