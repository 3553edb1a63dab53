import SwiftNetWire

// VRRP (RFC 3768 version 2, RFC 9568 version 3) as tcpdump's vrrp_print prints it: version,
// type, VRID, priority, authentication type and interval; with -v the checksum verdict, the
// virtual addresses (IPv4 or IPv6 as the enclosing IP header, whatever the VRRP version) and a
// simple-text password.

/// IP protocol number of VRRP (IANA), and the TTL every advertisement must carry (RFC 3768 5.2.3).
enum VRRPField {
    static let ipProtocol: UInt8 = 112
    static let requiredTTL = 255
    static let advertisement: UInt8 = 1
    static let simplePassword: UInt8 = 1
}

extension Dissection {
    /// `ttl`: the IP TTL or hop limit, flagged when it is not 255. `fragmented`: a first IP
    /// fragment (JSON then gives no checksum verdict).
    mutating func vrrp(at offset: Int, length: Int, network: NetworkHeader, ttl: Int,
                       fragmented: Bool = false) throws(Truncated) {
        proto = "vrrp"
        layer(VRRPFields.vrrp)
        // JSON: where the datagram (not the capture) is shorter than the 8-byte header, the text
        // walk ends with ` [|vrrp]` or after the type; the layer says malformed instead.
        let whole = available(from: offset) >= length
        if Sink.collectsFields && length < 8 && whole {
            if has(1, at: offset) {
                report(VRRPFields.version, bytes[offset] >> 4)
                report(VRRPFields.type, bytes[offset] & 0x0f)
            }
            reportMalformed("shorter than the 8-byte VRRP header")
            return
        }
        put("VRRP")
        let first = try u8(offset)
        let version = first >> 4
        let type = first & 0x0f
        report(VRRPFields.version, version)
        report(VRRPFields.type, type)
        put("v"); put(decimal: version); put(", ")
        if type == VRRPField.advertisement {
            put("Advertisement")
        } else {
            put("unknown type ("); put(decimal: type); put(")")
        }
        if ttl != VRRPField.requiredTTL { put(", (ttl "); put(decimal: ttl); put(")") }
        guard version == 2 || version == 3, type == VRRPField.advertisement else {
            // tcpdump decodes no further; JSON keeps the fields every version places alike.
            report(VRRPFields.vrid, u8At: offset + 1)
            report(VRRPFields.priority, u8At: offset + 2)
            report(VRRPFields.addressCount, u8At: offset + 3)
            report(VRRPFields.checksum, u16At: offset + 6)
            return
        }
        let vrid = try u8(offset + 1)
        let priority = try u8(offset + 2)
        report(VRRPFields.vrid, vrid)
        report(VRRPFields.priority, priority)
        put(", vrid "); put(decimal: vrid); put(", prio "); put(decimal: priority)
        var authType: UInt8 = 0
        if version == 2 {
            authType = try u8(offset + 4)
            report(VRRPFields.authType, authType)
            put(", authtype ")
            switch authType {
            case 0: put("none")
            case 1: put("simple")
            case 2: put("ah")
            default: put("#"); put(decimal: authType)
            }
            let interval = try u8(offset + 5)
            report(VRRPFields.intervalSeconds, interval)
            put(", intvl "); put(decimal: interval); put("s, length "); put(decimal: length)
        } else {
            // RFC 9568 5.2.7: a 12-bit maximum advertisement interval in centiseconds.
            let interval = UInt16(try u8(offset + 4) & 0x0f) << 8 | UInt16(try u8(offset + 5))
            report(VRRPFields.intervalCentiseconds, interval)
            put(", intvl "); put(decimal: interval); put("cs, length "); put(decimal: length)
        }
        guard verbose > 0 else { return }
        let count = Int(try u8(offset + 3))
        report(VRRPFields.addressCount, count)
        report(VRRPFields.checksum, u16At: offset + 6)
        var verdict: Bool?
        if has(length, at: offset) {
            var sum: UInt16 = 0
            if version == 2 {
                // RFC 3768 5.3.8: the VRRP message alone.
                sum = InternetChecksum.compute(bytes, from: offset, to: offset + length)
                verdict = sum == 0
            } else if let pseudo = pseudoHeader(network) {
                // RFC 9568 5.2.8: with the IPv4 or IPv6 pseudo-header.
                sum = pseudo.checksum(bytes, from: offset, to: offset + length,
                                      protocol: IPProtocol(VRRPField.ipProtocol))
                verdict = sum == 0
            }
            if sum != 0 {
                // tcpdump reads the stored checksum before printing any of the note.
                let stored = try u16(offset + 6)
                put(", (bad vrrp cksum "); put(hex: stored); put(")")
            }
        }
        report(VRRPFields.checksumValid, verdict: fragmented ? nil : verdict)
        put(", addrs")
        if count > 1 { put("("); put(decimal: count); put(")") }
        put(":")
        var cursor = offset + 8
        // RFC 9568 5.2.9: the addresses are of the enclosing IP version (tcpdump goes by the IP
        // header too, so a VRRPv2 datagram over IPv6 lists IPv6 addresses).
        let overIPv6: Bool
        if case .v6 = network { overIPv6 = true } else { overIPv6 = false }
        let width = overIPv6 ? 16 : 4
        beginList(VRRPFields.addresses)
        for index in 0..<count {
            if Sink.collectsFields && !has(width, at: cursor) && whole {
                endList()
                reportMalformed("fewer addresses than counted")
                return
            }
            try check(width, at: cursor)
            report(overIPv6 ? VRRPFields.address6 : VRRPFields.address, bytesAt: cursor, count: width)
            put(index == 0 ? " " : ",")
            if overIPv6 { try putIPv6(at: cursor) } else { try putIPv4(at: cursor) }
            cursor += width
        }
        endList()
        if version == 2 && authType == VRRPField.simplePassword {
            if Sink.collectsFields {
                // Up to 8 bytes, ending at the first NUL (RFC 2338 5.3.10).
                var stop = cursor
                while stop < cursor + 8, has(1, at: stop), bytes[stop] != 0 { stop += 1 }
                report(VRRPFields.password, bytesAt: cursor, count: stop - cursor)
                if stop < cursor + 8 && !has(1, at: stop) && whole {
                    reportMalformed("password past the message")
                    return
                }
            }
            put(" auth \"")
            _ = try putPrintableUpToNUL(at: cursor, count: 8)
            put("\"")
        }
    }

}
