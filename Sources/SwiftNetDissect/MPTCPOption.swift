// The TCP options tcpdump 4.99 decodes beyond kind and length: MPTCP (RFC 8684, v1, and RFC 6824,
// v0; print-mptcp.c), TCP-AO (RFC 5925) and SCPS capabilities. The caller has printed the option's
// name and checked that all of its bytes are captured, so nothing here reads past the capture.

/// MPTCP option layout (RFC 8684 section 3): the subtype in the high nibble of the third byte.
enum MPTCPOption {
    static let kind: UInt8 = 30
    static let capable: UInt8 = 0
    static let fastClose: UInt8 = 7
    /// TCP flag bits the subtypes' length rules depend on.
    static let syn: UInt8 = 0x02
    static let ack: UInt8 = 0x10

    static func subtypeName(_ subtype: UInt8) -> StaticString {
        switch subtype {
        case 0: "capable"
        case 1: "join"
        case 2: "dss"
        case 3: "add-addr"
        case 4: "rem-addr"
        case 5: "prio"
        case 6: "fail"
        case 7: "fast-close"
        default: "unknown"
        }
    }
}

extension Dissection {
    /// ` LEN SUBTYPE details`; false when the length does not fit the subtype (and the TCP flags),
    /// where tcpdump prints `[bad opt]` and stops the option list. `option` is the kind byte.
    mutating func mptcpOption(at option: Int, length: Int, tcpFlags: UInt8) -> Bool {
        guard length >= 3 else {
            report(TCPFields.mptcpMalformed, bool: true)
            return false
        }
        let subtype = Swift.min(bytes[option + 2] >> 4, MPTCPOption.fastClose + 1)
        put(" "); put(decimal: length)
        put(" "); put(MPTCPOption.subtypeName(subtype))
        report(TCPFields.mptcpSubtype, label: MPTCPOption.subtypeName(subtype))
        report(TCPFields.optionData, bytesAt: option + 2, count: length - 2)
        let fits: Bool = switch subtype {
        case 0: mptcpCapable(at: option, length: length, tcpFlags: tcpFlags)
        case 1: mptcpJoin(at: option, length: length, tcpFlags: tcpFlags)
        case 2: mptcpDataSequence(at: option, length: length, tcpFlags: tcpFlags)
        case 3: mptcpAddAddress(at: option, length: length)
        case 4: mptcpRemoveAddress(at: option, length: length)
        case 5: mptcpPriority(at: option, length: length)
        case 6: mptcpEightBytes(at: option, length: length, label: " seq ", hex: false)
        case 7: mptcpEightBytes(at: option, length: length, label: " key 0x", hex: true)
        default: true
        }
        if !fits { report(TCPFields.mptcpMalformed, bool: true) }
        return fits
    }

    /// MP_CAPABLE: 4 or 12 bytes on a SYN, 20 or 22 on the third ACK; the version, `csum` when
    /// checksums are required, and the keys present.
    private mutating func mptcpCapable(at option: Int, length: Int, tcpFlags: UInt8) -> Bool {
        let onSYN = (length == 12 || length == 4) && tcpFlags & MPTCPOption.syn != 0
        let onACK = (length == 20 || length == 22)
            && tcpFlags & (MPTCPOption.syn | MPTCPOption.ack) == MPTCPOption.ack
        guard onSYN || onACK else { return false }
        let version = bytes[option + 2] & 0x0f
        report(TCPFields.mptcpVersion, version)
        guard version <= 1 else {
            put(" Unknown Version ("); put(decimal: version); put(")")
            return true
        }
        put(" v"); put(decimal: version)
        if bytes[option + 3] & 0x80 != 0 { put(" csum") }
        if length == 12 || length >= 20 {
            put(" {0x"); put(hex: uint64(at: option + 4))
            if length >= 20 { put(",0x"); put(hex: uint64(at: option + 12)) }
            put("}")
        }
        return true
    }

    /// MP_JOIN: 12 bytes on a SYN, 16 on a SYN/ACK, 24 on the third ACK.
    private mutating func mptcpJoin(at option: Int, length: Int, tcpFlags: UInt8) -> Bool {
        let synAck = MPTCPOption.syn | MPTCPOption.ack
        guard (length == 12 && tcpFlags & MPTCPOption.syn != 0)
            || (length == 16 && tcpFlags & synAck == synAck)
            || (length == 24 && tcpFlags & MPTCPOption.ack != 0) else { return false }
        if length != 24 {
            if bytes[option + 2] & 0x01 != 0 { put(" backup") }
            put(" id "); put(decimal: bytes[option + 3])
        }
        switch length {
        case 12:
            put(" token 0x"); put(hex: bytes.uint32(at: option + 4))
            put(" nonce 0x"); put(hex: bytes.uint32(at: option + 8))
        case 16:
            put(" hmac 0x"); put(hex: uint64(at: option + 4))
            put(" nonce 0x"); put(hex: bytes.uint32(at: option + 12))
        default:
            put(" hmac 0x")
            for index in 0..<20 { put(hex: bytes[option + 4 + index], digits: 2) }
        }
        return true
    }

    /// DSS: `fin`, the data ACK (4 or 8 bytes), and the mapping: data sequence number (4 or 8),
    /// subflow sequence number, data-level length and, when present, the checksum. Every byte must
    /// be accounted for, and never on a SYN.
    private mutating func mptcpDataSequence(at option: Int, length: Int, tcpFlags: UInt8) -> Bool {
        guard length >= 4, tcpFlags & MPTCPOption.syn == 0 else { return false }
        let flags = bytes[option + 3]
        if flags & 0x10 != 0 { put(" fin") }
        var cursor = option + 4
        var left = length - 4
        if flags & 0x01 != 0 {
            put(" ack ")
            guard mptcpNumber(&cursor, &left, wide: flags & 0x02 != 0) else { return false }
        }
        if flags & 0x04 != 0 {
            put(" seq ")
            guard mptcpNumber(&cursor, &left, wide: flags & 0x08 != 0) else { return false }
            guard left >= 4 else { return false }
            put(" subseq "); put(decimal: bytes.uint32(at: cursor))
            cursor += 4
            left -= 4
            guard left >= 2 else { return false }
            put(" len "); put(decimal: bytes.uint16(at: cursor))
            cursor += 2
            left -= 2
            if left >= 2 {
                put(" csum 0x"); put(hex: bytes.uint16(at: cursor))
                left -= 2
            }
        }
        return left == 0
    }

    /// A 4- or 8-byte decimal number of a DSS option; false when too few bytes are left.
    private mutating func mptcpNumber(_ cursor: inout Int, _ left: inout Int, wide: Bool) -> Bool {
        let size = wide ? 8 : 4
        guard left >= size else { return false }
        if wide { put(decimal: uint64(at: cursor)) } else { put(decimal: bytes.uint32(at: cursor)) }
        cursor += size
        left -= size
        return true
    }

    /// ADD_ADDR: v0 (IPv4/IPv6 in the low nibble) or v1 (echo bit); the address by the option's
    /// length, with a port and an HMAC where the length has room for them.
    private mutating func mptcpAddAddress(at option: Int, length: Int) -> Bool {
        switch length {
        case 8, 10, 16, 18, 20, 22, 28, 30: break
        default: return false
        }
        switch bytes[option + 2] & 0x0f {
        case 6: put(" v0-ip6")
        case 4: put(" v0-ip4")
        case 1: put(" v1-echo")
        case 0: put(" v1")
        default: put(" [bad version/echo]")
        }
        put(" id "); put(decimal: bytes[option + 3])
        let address = option + 4
        let isIPv4 = length <= 18
        let addressSize = isIPv4 ? 4 : 16
        put(" ")
        // Captured (the caller checked the whole option), so these cannot throw.
        if isIPv4 { try? putIPv4(at: address) } else { try? putIPv6(at: address) }
        let hasPort = length == 10 || length == 18 || length == 22 || length == 30
        if hasPort { put(":"); put(decimal: bytes.uint16(at: address + addressSize)) }
        if length == 16 || length == 18 || length == 28 || length == 30 {
            put(" hmac 0x"); put(hex: uint64(at: address + addressSize + (hasPort ? 2 : 0)))
        }
        return true
    }

    /// REMOVE_ADDR: the address ids.
    private mutating func mptcpRemoveAddress(at option: Int, length: Int) -> Bool {
        guard length >= 4 else { return false }
        put(" id")
        for index in 3..<length { put(" "); put(decimal: bytes[option + index]) }
        return true
    }

    /// MP_PRIO: backup or not, and the address id when present.
    private mutating func mptcpPriority(at option: Int, length: Int) -> Bool {
        guard length == 3 || length == 4 else { return false }
        put(bytes[option + 2] & 0x01 != 0 ? " backup" : " non-backup")
        if length == 4 { put(" id "); put(decimal: bytes[option + 3]) }
        return true
    }

    /// MP_FAIL's data sequence number or MP_FASTCLOSE's key: 12 bytes, 8 of them the value.
    private mutating func mptcpEightBytes(at option: Int, length: Int, label: StaticString, hex: Bool) -> Bool {
        guard length == 12 else { return false }
        put(label)
        if hex { put(hex: uint64(at: option + 4)) } else { put(decimal: uint64(at: option + 4)) }
        return true
    }
}

extension Dissection {
    /// SCPS capabilities: ` cap XX id N` (two bytes, captured).
    mutating func putSCPSCapabilities(at data: Int) {
        put(" cap "); put(hex: bytes[data], digits: 2)
        put(" id "); put(decimal: bytes[data + 1])
        report(TCPFields.scpsCapabilities, bytes[data])
        report(TCPFields.scpsConnectionID, bytes[data + 1])
    }

    /// TCP-AO (RFC 5925 section 2.2): ` keyid K rnextkeyid R mac 0x...`, ` (invalid)` below the
    /// minimum length of 4. `lengthCheck` is the option walk's check (bad option past the option
    /// area, truncation past the capture), run before each byte as tcpdump's LENCHECK is; false when
    /// it stopped the walk.
    mutating func putAuthenticationOption(at data: Int, dataLength: Int,
                                          lengthCheck: (inout Dissection, Int) -> Bool) -> Bool {
        guard dataLength >= 2 else {
            putInvalid()
            return true
        }
        guard lengthCheck(&self, 1) else { return false }
        put(" keyid "); put(decimal: bytes[data])
        report(TCPFields.aoKeyID, bytes[data])
        guard lengthCheck(&self, 2) else { return false }
        put(" rnextkeyid "); put(decimal: bytes[data + 1])
        report(TCPFields.aoNextKeyID, bytes[data + 1])
        guard dataLength > 2 else { return true }
        report(TCPFields.aoMAC, bytesAt: data + 2, count: dataLength - 2)
        put(" mac 0x")
        for index in 2..<dataLength {
            guard lengthCheck(&self, index + 1) else { return false }
            put(hex: bytes[data + index], digits: 2)
        }
        return true
    }
}

extension Dissection {
    /// A big-endian 64-bit number; the caller checked its 8 bytes are captured.
    @inline(__always)
    func uint64(at index: Int) -> UInt64 {
        UInt64(bytes.uint32(at: index)) << 32 | UInt64(bytes.uint32(at: index + 4))
    }
}
