import SwiftNetWire

// Babel (RFC 8966, with the HMAC, source-specific and MAC/PC/challenge TLVs tcpdump knows) on UDP
// 6696/6697 as tcpdump 4.99.3's babel_print prints it: `babel 2 (BODYLEN)` and each TLV's name;
// with -v one line per TLV with its prefixes, intervals, sub-TLVs; a packet trailer after ` |`
// (`----` at -v). A TLV that breaks its own rules ends the packet with ` (invalid)`.

enum BabelField {
    static let magic: UInt8 = 42
    static let headerLength = 4

    /// The short (non-verbose) name of each TLV type.
    static func shortName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: " padN"
        case 2: " ack-req"
        case 3: " ack"
        case 4: " hello"
        case 5: " ihu"
        case 6: " router-id"
        case 7: " nh"
        case 8: " update"
        case 9: " route-request"
        case 10: " seqno-request"
        case 11: " tspc"
        case 12: " hmac"
        case 13: " ss-update"
        case 14: " ss-request"
        case 15: " ss-mh-request"
        case 16: " mac"
        case 17: " pc"
        case 18: " challenge_request"
        case 19: " challenge_reply"
        default: " unknown"
        }
    }

    static func typeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "pad1"
        case 1: "padN"
        case 2: "ack-req"
        case 3: "ack"
        case 4: "hello"
        case 5: "ihu"
        case 6: "router-id"
        case 7: "nh"
        case 8: "update"
        case 9: "route-request"
        case 10: "seqno-request"
        case 11: "tspc"
        case 12: "hmac"
        case 13: "ss-update"
        case 14: "ss-request"
        case 15: "ss-mh-request"
        case 16: "mac"
        case 17: "pc"
        case 18: "challenge_request"
        case 19: "challenge_reply"
        default: nil
        }
    }

    static func upperHex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x37 + nibble }

    /// ::ffff:0:0/96, the IPv4 prefix Babel's address encodings map into.
    static let v4High: UInt64 = 0
    static let v4Low: UInt64 = 0x0000_ffff_0000_0000
}

/// A 16-byte address or prefix built from a Babel address encoding (tcpdump's network_prefix).
struct BabelPrefix {
    var high: UInt64 = 0
    var low: UInt64 = 0

    static let v4 = BabelPrefix(high: BabelField.v4High, low: BabelField.v4Low)

    subscript(index: Int) -> UInt8 {
        get {
            index < 8 ? UInt8(truncatingIfNeeded: high >> UInt64(56 - 8 * index))
                      : UInt8(truncatingIfNeeded: low >> UInt64(56 - 8 * (index - 8)))
        }
        set {
            if index < 8 {
                let shift = UInt64(56 - 8 * index)
                high = high & ~(0xff << shift) | UInt64(newValue) << shift
            } else {
                let shift = UInt64(56 - 8 * (index - 8))
                low = low & ~(0xff << shift) | UInt64(newValue) << shift
            }
        }
    }

    /// The first 12 bytes are ::ffff:0:0/96's.
    var isV4Mapped: Bool { high == 0 && low >> 32 == 0xffff }
}

/// Where a TLV walk stands: ` [|babel]` or ` (invalid)` end the packet.
enum BabelStop: Error {
    /// A TLV's length byte or body not captured (tcpdump's ND_TCHECK: the marker).
    case truncated
    case invalid
    /// A TLV's type byte not captured (tcpdump's failed GET: ends the packet, -x dumps it whole).
    case cut
}

extension Dissection {
    mutating func babel(at offset: Int, length: Int) throws(Truncated) {
        proto = "babel"
        layer(BabelFields.babel)
        put("babel")
        // ND_TCHECK_4, not a GET: the marker without tcpdump's longjmp (so -x dumps as usual).
        guard has(4, at: offset) else { return putTruncationMarker() }
        report(BabelFields.magic, bytes[offset])
        guard bytes[offset] == BabelField.magic else {
            put(" invalid header")
            return reportMalformed("magic is not 42")
        }
        let version = bytes[offset + 1]
        report(BabelFields.version, version)
        put(" "); put(decimal: version)
        guard version == 2 else {
            put(" unknown version")
            return
        }
        guard length >= 4 else { return putInvalid(reason: "shorter than the header") }
        let bodyLength = Int(bytes.uint16(at: offset + 2))
        report(BabelFields.bodyLength, bodyLength)
        put(" ("); put(decimal: bodyLength); put(")")
        let left = length - 4
        guard left >= bodyLength else { return putInvalid(reason: "body longer than the packet") }
        beginList(BabelFields.tlvs)
        defer { endList() }
        do {
            try babelTLVs(at: offset + 4, length: bodyLength, remaining: left, trailer: false)
            if left != bodyLength {
                put(verbose > 0 ? "\n\t----" : " |")
                try babelTLVs(at: offset + 4 + bodyLength, length: left - bodyLength,
                              remaining: left - bodyLength, trailer: true)
            }
        } catch .truncated {
            putTruncationMarker()
        } catch .cut {
            throw Truncated()
        } catch {
            putInvalid(reason: "a TLV breaks its format")
        }
    }

    private mutating func babelTLVs(at start: Int, length: Int, remaining: Int, trailer: Bool) throws(BabelStop) {
        var v4Default = BabelPrefix.v4
        var v6Default = BabelPrefix()
        var index = 0
        while index < length {
            let message = start + index
            guard index + 1 <= length, index + 1 <= remaining else { throw .invalid }
            guard let type = bytes.checkedUInt8(at: message, end: end) else { throw .cut }
            if type == 0 {
                put(verbose > 0 ? "\n\tPad 1" : " pad1")
                reportBabelTLV(type, at: message, length: nil, trailer: trailer)
                index += 1
                continue
            }
            guard index + 2 <= length, index + 2 <= remaining else { throw .invalid }
            guard has(2, at: message) else { throw .truncated }
            let tlvLength = Int(bytes[message + 1])
            guard index + 2 + tlvLength <= length, index + 2 + tlvLength <= remaining else { throw .invalid }
            guard has(2 + tlvLength, at: message) else { throw .truncated }
            reportBabelTLV(type, at: message, length: tlvLength, trailer: trailer)
            // JSON reports each TLV's bytes (above) and walks as the short form does.
            if verbose == 0 || Sink.collectsFields {
                put(BabelField.shortName(type))
                if type == 8 {
                    guard tlvLength >= 10 else { throw .invalid }
                    let flags = bytes[message + 3]
                    if flags & 0x80 != 0 { put("/prefix") }
                    if flags & 0x40 != 0 { put("/id") }
                    if flags & 0x3f != 0 { put("/unknown") }
                }
            } else {
                try babelTLVDetail(type, at: message, length: tlvLength, v4Default: &v4Default, v6Default: &v6Default)
            }
            index += tlvLength + 2
        }
    }

    private mutating func reportBabelTLV(_ type: UInt8, at message: Int, length: Int?, trailer: Bool) {
        guard Sink.collectsFields else { return }
        beginItem()
        report(BabelFields.type, type)
        if let name = BabelField.typeName(type) { report(BabelFields.typeName, label: name) }
        if let length {
            report(BabelFields.length, length)
            if length > 0 { report(BabelFields.data, bytesAt: message + 2, count: length) }
        }
        if trailer { report(BabelFields.trailer, bool: true) }
        endItem()
    }

    /// One TLV at -v (the TLV is captured whole: the caller checked).
    private mutating func babelTLVDetail(_ type: UInt8, at m: Int, length len: Int,
                                         v4Default: inout BabelPrefix, v6Default: inout BabelPrefix) throws(BabelStop) {
        switch type {
        case 1:
            put("\n\tPad "); put(decimal: len + 2)
        case 2:
            put("\n\tAcknowledgment Request ")
            guard len >= 6 else { throw .invalid }
            put(hex: bytes.uint16(at: m + 4), digits: 4); put(" ")
            putBabelInterval(bytes.uint16(at: m + 6))
        case 3:
            put("\n\tAcknowledgment ")
            guard len >= 2 else { throw .invalid }
            put(hex: bytes.uint16(at: m + 2), digits: 4)
        case 4:
            put("\n\tHello ")
            guard len >= 6 else { throw .invalid }
            if bytes.uint16(at: m + 2) & 0x8000 != 0 { put("(Unicast) ") }
            put("seqno "); put(decimal: bytes.uint16(at: m + 4)); put(" ")
            let interval = bytes.uint16(at: m + 6)
            if interval != 0 {
                put("interval "); putBabelInterval(interval)
            } else {
                put("unscheduled")
            }
            if len > 6 { babelSubTLVs(from: m + 8, to: m + 2 + len, type: type) }
        case 5:
            put("\n\tIHU ")
            guard len >= 6 else { throw .invalid }
            let ae = bytes[m + 2]
            var address = BabelPrefix()
            let consumed = babelPrefix(ae: ae, plen: -1, omitted: 0, at: m + 8, defaultPrefix: nil,
                                       length: len - 6, into: &address)
            guard consumed >= 0 else {
                putTruncationMarker()
                break
            }
            if ae == 0 { put("any") } else { putBabelAddress(address) }
            put(" rxcost "); put(decimal: bytes.uint16(at: m + 4))
            put(" interval "); putBabelInterval(bytes.uint16(at: m + 6))
            if consumed < len - 6 { babelSubTLVs(from: m + 8 + consumed, to: m + 2 + len, type: type) }
        case 6:
            put("\n\tRouter Id")
            guard len >= 10 else { throw .invalid }
            put(" "); putBabelID(at: m + 4)
        case 7:
            put("\n\tNext Hop")
            guard len >= 2 else { throw .invalid }
            let ae = bytes[m + 2]
            var address = BabelPrefix()
            guard babelPrefix(ae: ae, plen: -1, omitted: 0, at: m + 4, defaultPrefix: nil,
                              length: len - 2, into: &address) >= 0 else { throw .invalid }
            put(" ")
            if ae == 0 { put("invalid AE 0") } else { putBabelAddress(address) }
        case 8:
            put("\n\tUpdate")
            guard len >= 10 else { throw .invalid }
            let ae = bytes[m + 2]
            let flags = bytes[m + 3]
            let plen = bytes[m + 4] &+ (ae == 1 ? 96 : 0)
            var prefix = BabelPrefix()
            let consumed = babelPrefix(ae: ae, plen: Int(bytes[m + 4]), omitted: Int(bytes[m + 5]), at: m + 12,
                                       defaultPrefix: ae == 1 ? v4Default : v6Default, length: len - 10, into: &prefix)
            guard consumed >= 0 else { throw .invalid }
            if flags & 0x80 != 0 { put("/prefix") }
            if flags & 0x40 != 0 { put("/id") }
            if flags & 0x3f != 0 { put("/unknown") }
            put(" ")
            if ae == 0 { put("any") } else { putBabelPrefix(prefix, length: plen) }
            put(" metric "); put(decimal: bytes.uint16(at: m + 10))
            put(" seqno "); put(decimal: bytes.uint16(at: m + 8))
            put(" interval "); putBabelUpdateInterval(bytes.uint16(at: m + 6))
            if flags & 0x80 != 0 {
                if ae == 1 { v4Default = prefix } else { v6Default = prefix }
            }
            if consumed < len - 10 { babelSubTLVs(from: m + 12 + consumed, to: m + 2 + len, type: type) }
        case 9:
            put("\n\tRoute Request ")
            guard len >= 2 else { throw .invalid }
            let ae = bytes[m + 2]
            let plen = bytes[m + 3] &+ (ae == 1 ? 96 : 0)
            var prefix = BabelPrefix()
            guard babelPrefix(ae: ae, plen: Int(bytes[m + 3]), omitted: 0, at: m + 4, defaultPrefix: nil,
                              length: len - 2, into: &prefix) >= 0 else { throw .invalid }
            put("for ")
            if ae == 0 { put("any") } else { putBabelPrefix(prefix, length: plen) }
        case 10:
            put("\n\tSeqno Request ")
            guard len >= 14 else { throw .invalid }
            let ae = bytes[m + 2]
            var prefix = BabelPrefix()
            guard babelPrefix(ae: ae, plen: Int(bytes[m + 3]), omitted: 0, at: m + 16, defaultPrefix: nil,
                              length: len - 14, into: &prefix) >= 0 else { throw .invalid }
            let plen = bytes[m + 3] &+ (ae == 1 ? 96 : 0)
            put("("); put(decimal: bytes[m + 6]); put(" hops) for ")
            if ae == 0 { put("invalid AE 0") } else { putBabelPrefix(prefix, length: plen) }
            put(" seqno "); put(decimal: bytes.uint16(at: m + 4))
            put(" id "); putBabelID(at: m + 8)
        case 11:
            put("\n\tTS/PC ")
            guard len >= 6 else { throw .invalid }
            put("timestamp "); put(decimal: bytes.uint32(at: m + 4))
            put(" packetcounter "); put(decimal: bytes.uint16(at: m + 2))
        case 12:
            put("\n\tHMAC ")
            guard len >= 18 else { throw .invalid }
            put("key-id "); put(decimal: bytes.uint16(at: m + 2))
            put(" digest-"); put(decimal: len - 2); put(" ")
            for j in 0..<(len - 2) {  // %02X: upper-case digits
                let byte = bytes[m + j + 4]
                put(byte: BabelField.upperHex(byte >> 4)); put(byte: BabelField.upperHex(byte & 0xf))
            }
        case 13:
            put("\n\tSS-Update")
            guard len >= 10 else { throw .invalid }
            let ae = bytes[m + 2]
            let pair = try babelSourceSpecificPrefixes(
                ae: ae, plen: bytes[m + 4], sourceLength: bytes[m + 3], omitted: Int(bytes[m + 5]),
                defaultPrefix: ae == 1 ? v4Default : v6Default, at: m, fixed: 10, length: len)
            let parsed = 10 + pair.consumed
            put(" "); putBabelPrefix(pair.prefix, length: pair.plen); put(" from")
            put(" "); putBabelPrefix(pair.source, length: pair.sourceLength)
            put(" metric "); put(decimal: bytes.uint16(at: m + 10))
            put(" seqno "); put(decimal: bytes.uint16(at: m + 8))
            put(" interval "); putBabelUpdateInterval(bytes.uint16(at: m + 6))
            if parsed < len { babelSubTLVs(from: m + 2 + parsed, to: m + 2 + len, type: type) }
        case 14:
            put("\n\tSS-Request ")
            guard len >= 3 else { throw .invalid }
            let ae = bytes[m + 2]
            let pair = try babelSourceSpecificPrefixes(
                ae: ae, plen: bytes[m + 3], sourceLength: bytes[m + 4], omitted: 0, defaultPrefix: nil,
                at: m, fixed: 3, length: len)
            if ae == 0 {
                put("for any")
            } else {
                put("for ("); putBabelPrefix(pair.prefix, length: pair.plen); put(", ")
                putBabelPrefix(pair.source, length: pair.sourceLength); put(")")
            }
        case 15:
            put("\n\tSS-MH-Request ")
            guard len >= 14 else { throw .invalid }
            let pair = try babelSourceSpecificPrefixes(
                ae: bytes[m + 2], plen: bytes[m + 3], sourceLength: bytes[m + 7], omitted: 0, defaultPrefix: nil,
                at: m, fixed: 14, length: len)
            put("("); put(decimal: bytes[m + 6]); put(" hops) for ("); putBabelPrefix(pair.prefix, length: pair.plen)
            put(", "); putBabelPrefix(pair.source, length: pair.sourceLength)
            put(") seqno "); put(decimal: bytes.uint16(at: m + 4))
            put(" id "); putBabelID(at: m + 8)
        case 16:
            put("\n\tMAC len "); put(decimal: len)
        case 17:
            put("\n\tPC")
            guard len >= 4 else { throw .invalid }
            put(" value "); put(decimal: bytes.uint32(at: m + 2))
            put(" index len "); put(decimal: len - 4)
        case 18, 19:
            put(type == 18 ? "\n\tChallenge Request" : "\n\tChallenge Reply")
            guard len <= 192 else { throw .invalid }
            put(" len "); put(decimal: len)
        default:
            put("\n\tUnknown message type "); put(decimal: type)
        }
    }

    /// Sub-TLVs in a TLV's extra data; a malformed one prints ` (invalid)` and ends only them.
    private mutating func babelSubTLVs(from start: Int, to stop: Int, type: UInt8) {
        var cursor = start
        while cursor < stop {
            let subtype = bytes[cursor]
            cursor += 1
            if subtype == 0 {
                put(" sub-pad1")
                continue
            }
            if subtype & 0x80 != 0 { put(" (M)") }
            guard cursor != stop else { return putInvalid(reason: "a sub-TLV without its length") }
            let sublength = Int(bytes[cursor])
            cursor += 1
            guard cursor + sublength <= stop else { return putInvalid(reason: "a sub-TLV past its TLV") }
            switch subtype {
            case 1:
                put(" sub-padn")
                cursor += sublength
            case 2:
                put(" sub-diversity")
                if sublength == 0 {
                    put(" empty")
                    break
                }
                var separator = false
                for _ in 0..<sublength {
                    put(separator ? "-" : " ")
                    separator = true
                    let channel = bytes[cursor]
                    switch channel {
                    case 0: put("reserved")
                    case 255: put("all")
                    default: put(decimal: channel)
                    }
                    cursor += 1
                }
                if type != 8 && type != 13 { put(" (bogus)") }
            case 3:
                put(" sub-timestamp")
                if type == 4 {
                    guard sublength >= 4 else { return putInvalid(reason: "a short timestamp") }
                    put(" "); putBabelTimestamp(bytes.uint32(at: cursor))
                } else if type == 5 {
                    guard sublength >= 8 else { return putInvalid(reason: "a short timestamp") }
                    put(" "); putBabelTimestamp(bytes.uint32(at: cursor))
                    put("|"); putBabelTimestamp(bytes.uint32(at: cursor + 4))
                } else {
                    put(" (bogus)")
                }
                cursor += sublength
            default:
                put(" sub-unknown-0x"); put(hex: subtype, digits: 2)
                cursor += sublength
            }
        }
    }

    /// tcpdump's network_prefix: fills `prefix` from an address encoding (AE 0 wildcard, 1 IPv4,
    /// 2 IPv6, 3 link-local IPv6) with `omitted` leading bytes from `defaultPrefix`; returns the
    /// bytes consumed, or -1 for an encoding error. `plen` -1: a whole address.
    /// A source-specific TLV's two prefixes (RFC 9079): the destination prefix, compressed against
    /// `defaultPrefix` by `omitted` bytes, then the source prefix, both after the TLV's `fixed`
    /// bytes (the TLV body starts at `m + 2`, `length` long). Lengths of IPv4 prefixes come back
    /// in their IPv4-mapped form, as tcpdump prints them. Throws `.invalid` when either prefix
    /// does not fit the TLV.
    private func babelSourceSpecificPrefixes(ae: UInt8, plen: UInt8, sourceLength: UInt8, omitted: Int,
                                             defaultPrefix: BabelPrefix?, at m: Int, fixed: Int, length: Int)
        throws(BabelStop) -> (prefix: BabelPrefix, plen: UInt8, source: BabelPrefix, sourceLength: UInt8, consumed: Int) {
        var prefix = BabelPrefix()
        var source = BabelPrefix()
        let first = babelPrefix(ae: ae, plen: Int(plen), omitted: omitted, at: m + 2 + fixed,
                                defaultPrefix: defaultPrefix, length: length - fixed, into: &prefix)
        guard first >= 0 else { throw .invalid }
        let second = babelPrefix(ae: ae, plen: Int(sourceLength), omitted: 0, at: m + 2 + fixed + first,
                                 defaultPrefix: nil, length: length - fixed - first, into: &source)
        guard second >= 0 else { throw .invalid }
        let mapped: UInt8 = ae == 1 ? 96 : 0
        return (prefix, plen &+ mapped, source, sourceLength &+ mapped, first + second)
    }

    private func babelPrefix(ae: UInt8, plen: Int, omitted: Int, at source: Int, defaultPrefix: BabelPrefix?,
                             length: Int, into result: inout BabelPrefix) -> Int {
        let pb = plen >= 0 ? (plen + 7) / 8 : ae == 1 ? 4 : 16
        guard pb <= 16 else { return -1 }
        var prefix = BabelPrefix()
        var consumed = 0
        switch ae {
        case 0:
            break
        case 1:
            if omitted > 4 || pb > 4 || (pb > omitted && length < pb - omitted) { return -1 }
            prefix = .v4
            if omitted > 0 {
                guard let defaultPrefix else { return -1 }
                for index in 0..<(12 + omitted) { prefix[index] = defaultPrefix[index] }
            }
            if pb > omitted {
                for index in 0..<(pb - omitted) { prefix[12 + omitted + index] = bytes[source + index] }
                consumed = pb - omitted
            }
        case 2:
            if omitted > 16 || (pb > omitted && length < pb - omitted) { return -1 }
            if omitted > 0 {
                guard let defaultPrefix else { return -1 }
                for index in 0..<omitted { prefix[index] = defaultPrefix[index] }
            }
            if pb > omitted {
                for index in 0..<(pb - omitted) { prefix[omitted + index] = bytes[source + index] }
                consumed = pb - omitted
            }
        case 3:
            if pb > 8 && length < pb - 8 { return -1 }
            prefix[0] = 0xfe
            prefix[1] = 0x80
            if pb > 8 {
                for index in 0..<(pb - 8) { prefix[8 + index] = bytes[source + index] }
                consumed = pb - 8
            }
        default:
            return -1
        }
        result = prefix
        return consumed
    }

    private mutating func putBabelPrefix(_ prefix: BabelPrefix, length: UInt8) {
        guard Sink.rendersText else { return }
        if length >= 96 && prefix.isV4Mapped {
            out.appendIPv4(UInt32(truncatingIfNeeded: prefix.low))
            put("/"); put(decimal: length - 96)
        } else {
            out.appendIPv6(IPv6Address(high: prefix.high, low: prefix.low))
            put("/"); put(decimal: length)
        }
    }

    private mutating func putBabelAddress(_ address: BabelPrefix) {
        guard Sink.rendersText else { return }
        if address.isV4Mapped {
            out.appendIPv4(UInt32(truncatingIfNeeded: address.low))
        } else {
            out.appendIPv6(IPv6Address(high: address.high, low: address.low))
        }
    }

    /// An 8-byte router id as `xx:xx:...` (the TLV is captured).
    private mutating func putBabelID(at offset: Int) {
        for index in 0..<8 {
            if index > 0 { put(":") }
            put(hex: bytes[offset + index], digits: 2)
        }
    }

    /// Centiseconds as `S.CCs`; 0 is `0.0s (bogus)`.
    private mutating func putBabelInterval(_ value: UInt16) {
        guard value != 0 else { return put("0.0s (bogus)") }
        put(decimal: value / 100); put("."); put(decimal: value % 100, width: 2); put("s")
    }

    private mutating func putBabelUpdateInterval(_ value: UInt16) {
        if value == 0xffff { put("infinity") } else { putBabelInterval(value) }
    }

    /// Microseconds as `S.UUUUUUs`.
    private mutating func putBabelTimestamp(_ value: UInt32) {
        put(decimal: value / 1_000_000); put("."); put(decimal: value % 1_000_000, width: 6); put("s")
    }
}
