// ISAKMP / IKEv1 (RFC 2408, 2409) and IKEv2 (RFC 7296) on UDP 500 (and 7500, 8500, and 4500
// behind the non-ESP marker) as tcpdump 4.99's isakmp_print prints it: the header line, and with
// -v the payload chain, one `(payload: ...)` per line indented four spaces per level.
//
// tcpdump's payload printers stop at the captured end in two ways, and both are kept here: their
// ND_TCHECKs print ` [|name]` for the payload and return NULL (the walk unwinds, the line goes on:
// `isakmpSoftEnd`), while a GET_ past the end longjmps to ` [|isakmp]` (a thrown `Truncated`).
// `end` is tcpdump's `ep` (ndo_snapend): some payloads print data up to it, past their own length.

extension Dissection {
    /// ISAKMP header length (RFC 2408 3.1) and the generic payload header's.
    private static var isakmpHeaderLength: Int { 28 }

    /// `network`: the IP header carrying the datagram, whose addresses tell IKEv1's initiator
    /// from its responder (tcpdump's cookie cache).
    mutating func isakmp(at offset: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        proto = "isakmp"
        layer(ISAKMPFields.isakmp)
        guard has(Self.isakmpHeaderLength, at: offset) else {
            putTruncationMarker()
            return
        }
        if Sink.collectsFields {
            reportISAKMP(at: offset)
            return
        }
        let version = bytes[offset + 17]
        let major = version >> 4
        put("isakmp")
        if verbose > 0 {
            put(" "); put(decimal: major); put("."); put(decimal: version & 0x0f)
            put(" msgid "); putISAKMPHex(offset + 20, 4)
        }
        if verbose > 1 {
            put(" cookie "); putISAKMPHex(offset, 8)
            put("->"); putISAKMPHex(offset + 8, 8)
        }
        put(":")
        switch major {
        case 1: try ikev1(at: offset, length: length, network: network)
        case 2: try ikev2(at: offset, length: length)
        default: break
        }
    }

    /// The JSON layer: the header and the top-level payload chain's generic headers.
    private mutating func reportISAKMP(at offset: Int) {
        let version = bytes[offset + 17]
        let flags = bytes[offset + 19]
        let first = bytes[offset + 16]
        report(ISAKMPFields.initiatorSPI, bytesAt: offset, count: 8)
        report(ISAKMPFields.responderSPI, bytesAt: offset + 8, count: 8)
        report(ISAKMPFields.nextPayload, first)
        report(ISAKMPFields.versionMajor, version >> 4)
        report(ISAKMPFields.versionMinor, version & 0x0f)
        report(ISAKMPFields.exchangeType, bytes[offset + 18])
        report(ISAKMPFields.flags, flags)
        report(ISAKMPFields.messageID, bytes.uint32(at: offset + 20))
        report(ISAKMPFields.length, bytes.uint32(at: offset + 24))
        if version >> 4 == 1 && flags & 0x01 != 0 {
            report(ISAKMPFields.encrypted, bool: true)
            return
        }
        beginList(ISAKMPFields.payloads)
        var type = first
        var cursor = offset + Self.isakmpHeaderLength
        // At most one entry per 4 bytes: every accepted payload is longer than its header.
        while type != 0, has(4, at: cursor) {
            let length = Int(bytes.uint16(at: cursor + 2))
            beginItem()
            report(ISAKMPFields.payloadType, type)
            report(ISAKMPFields.payloadCritical, bool: bytes[cursor + 1] & 0x80 != 0)
            report(ISAKMPFields.payloadLength, length)
            endItem()
            guard length > 4 else {
                endList()
                reportMalformed("a payload shorter than its generic header")
                return
            }
            // IKEv2's encrypted payload (SK) is last: its next-payload names what is inside.
            if type == 46 { break }
            type = bytes[cursor]
            cursor += length
        }
        endList()
        if type != 0 && type != 46 && !has(4, at: cursor) { reportTruncated() }
    }

    // MARK: IKEv1 and IKEv2 headers

    private mutating func ikev1(at offset: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        let messageID = bytes.uint32(at: offset + 20)
        let phase: UInt32 = messageID == 0 ? 1 : 2
        put(phase == 1 ? " phase 1" : " phase 2/others")
        putIKEv1Side(at: offset, network: network)
        put(" "); putISAKMPName(ISAKMPNames.exchange(bytes[offset + 18]), bytes[offset + 18])
        let flags = bytes[offset + 19]
        if flags != 0 {
            put("[")
            if flags & 0x01 != 0 { put("E") }
            if flags & 0x02 != 0 { put("C") }
            put("]")
        }
        try isakmpBody(at: offset, length: length, phase: phase, encrypted: flags & 0x01 != 0, v2: false)
    }

    private mutating func ikev2(at offset: Int, length: Int) throws(Truncated) {
        let messageID = bytes.uint32(at: offset + 20)
        let phase: UInt32 = messageID == 0 ? 1 : 2
        put(phase == 1 ? " parent_sa" : " child_sa ")
        put(" "); putISAKMPName(ISAKMPNames.exchange(bytes[offset + 18]), bytes[offset + 18])
        let flags = bytes[offset + 19]
        if flags != 0 {
            put("[")
            if flags & 0x08 != 0 { put("I") }
            if flags & 0x10 != 0 { put("V") }
            if flags & 0x20 != 0 { put("R") }
            put("]")
        }
        try isakmpBody(at: offset, length: length, phase: phase, encrypted: flags & 0x01 != 0, v2: true)
    }

    /// With -v: the payload chain (or `[encrypted np]`), then a length the header and the UDP
    /// datagram disagree on.
    private mutating func isakmpBody(at offset: Int, length: Int, phase: UInt32, encrypted: Bool,
                                     v2: Bool) throws(Truncated) {
        guard verbose > 0 else { return }
        put(":")
        let first = bytes[offset + 16]
        if encrypted {
            put(" [encrypted "); putISAKMPPayloadName(first); put("]")
        } else {
            _ = try isakmpChain(first, at: offset + Self.isakmpHeaderLength, phase: phase, doi: 0,
                                protocol: 0, depth: 0, v2: v2)
        }
        let headerLength = bytes.uint32(at: offset + 24)
        if Int(headerLength) != length {
            put(" (len mismatch: isakmp "); put(decimal: headerLength)
            put("/ip "); put(decimal: length); put(")")
        }
    }

    /// ` I`, ` R` or ` ?`: tcpdump remembers the first packet's initiator cookie with its
    /// addresses and compares later packets' source address with them.
    private mutating func putIKEv1Side(at offset: Int, network: NetworkHeader) {
        let cookie = bytes.isakmpUInt64(at: offset)
        let (version, source, destination) = isakmpAddresses(network)
        if let index = isakmpCookies.find(cookie) {
            if isakmpCookies.matches(index, version: version, source: source, initiator: true) {
                put(" I")
            } else if isakmpCookies.matches(index, version: version, source: source, initiator: false) {
                put(" R")
            } else {
                put(" ?")
            }
        } else if bytes.isakmpUInt64(at: offset + 8) == 0 {
            put(" I")
            isakmpCookies.record(cookie, version: version, source: source, destination: destination)
        } else {
            put(" ?")
        }
    }

    /// The IP version and the source and destination addresses (IPv4 in the first word's low
    /// half), zero when not captured.
    private func isakmpAddresses(_ network: NetworkHeader) -> (UInt8, (UInt64, UInt64), (UInt64, UInt64)) {
        switch network {
        case .v4(let ip):
            guard has(20, at: ip) else { return (4, (0, 0), (0, 0)) }
            return (bytes[ip] >> 4, (UInt64(bytes.uint32(at: ip + 12)), 0), (UInt64(bytes.uint32(at: ip + 16)), 0))
        case .v6(let ip):
            guard has(40, at: ip) else { return (6, (0, 0), (0, 0)) }
            return (bytes[ip] >> 4, (bytes.isakmpUInt64(at: ip + 8), bytes.isakmpUInt64(at: ip + 16)),
                    (bytes.isakmpUInt64(at: ip + 24), bytes.isakmpUInt64(at: ip + 32)))
        }
    }

    // MARK: the payload chain

    /// tcpdump's ikev1_sub_print / ikev2_sub_print: payloads from `type` at `offset`, each on
    /// its own line in parentheses; nil where a payload ended the walk (tcpdump's NULL).
    mutating func isakmpChain(_ type: UInt8, at offset: Int, phase: UInt32, doi: UInt32, protocol proto0: UInt32,
                              depth: Int, v2: Bool) throws(Truncated) -> Int? {
        // SA, proposal and transform payloads nest chains inside themselves; a packet of nested
        // SAs could otherwise recurse once per 12 bytes.
        guard depth < 64 else { throw Truncated() }
        var type = type
        var cursor: Int? = offset
        var payload = offset
        while type != 0 {
            guard has(4, at: payload), has(Int(bytes.uint16(at: payload + 2)), at: payload) else {
                put(" [|"); putISAKMPPayloadName(type); put("]")
                return nil
            }
            put("\n")
            for _ in 0...depth { put("    ") }
            put("(")
            cursor = try isakmpPayload(type, at: payload, phase: phase, doi: doi, protocol: proto0,
                                       depth: depth + 1, v2: v2)
            put(")")
            guard let next = cursor else { return nil }
            type = bytes[payload]
            payload = next
        }
        return cursor
    }

    /// ike_sub0_print / ikev2_sub0_print: one payload by its type; nil for a length of 4 or less.
    private mutating func isakmpPayload(_ type: UInt8, at offset: Int, phase: UInt32, doi: UInt32,
                                        protocol proto0: UInt32, depth: Int, v2: Bool) throws(Truncated) -> Int? {
        let length = Int(bytes.uint16(at: offset + 2))
        guard length > 4 else { return nil }
        switch type {
        case 1: return try ikev1SA(at: offset, phase: phase, protocol: proto0, depth: depth)
        case 2: return try ikev1Proposal(at: offset, phase: phase, doi: doi, depth: depth)
        case 3: return try ikev1Transform(at: offset, length: length, protocol: proto0)
        case 4: return ikev1Opaque(at: offset, length: length, name: "ke:", label: " key len=", type: 4)
        case 5: return try ikev1Identification(at: offset, length: length)
        case 6, 7: return ikev1Certificate(at: offset, length: length, type: type)
        case 8: return ikev1Opaque(at: offset, length: length, name: "hash:", label: " len=", type: 8)
        case 9: return ikev1Opaque(at: offset, length: length, name: "sig:", label: " len=", type: 9)
        case 10: return ikev1Nonce(at: offset, length: length)
        case 11: return try ikev1Notification(at: offset, length: length)
        case 12: return ikev1Delete(at: offset)
        case 13: return ikev1Opaque(at: offset, length: length, name: "vid:", label: " len=", type: 13)
        case 33: return try ikev2SA(at: offset, depth: depth)
        case 34: return ikev2KeyExchange(at: offset, length: length)
        case 35, 36: return ikev2Identification(at: offset, length: length, type: type)
        case 39: return ikev2Authentication(at: offset, length: length)
        case 40: return ikev2Nonce(at: offset, length: length)
        case 41: return ikev2Notification(at: offset, length: length)
        case 43: return ikev2VendorID(at: offset, length: length)
        case 37, 38, 42, 44, 45, 47, 48: return ikev2Generic(at: offset, length: length, type: type)
        case 46 where v2: return ikev2Encrypted(at: offset, length: length)
        default:
            putISAKMPPayloadName(type)
            return offset + length
        }
    }

    // MARK: helpers shared by the payload printers

    /// npstr's name, or `#N`.
    mutating func putISAKMPPayloadName(_ type: UInt8) {
        putISAKMPName(ISAKMPNames.payload(type), type)
    }

    /// STR_OR_ID: the name, or `#N`.
    mutating func putISAKMPName<T: BinaryInteger>(_ name: StaticString?, _ value: T) {
        if let name { put(name) } else { put("#"); put(decimal: value) }
    }

    /// ` [|name]` for a payload whose own check failed (tcpdump's `goto trunc`, no longjmp).
    mutating func isakmpSoftEnd(_ type: UInt8) -> Int? {
        put(" [|"); putISAKMPPayloadName(type); put("]")
        return nil
    }

    /// hexprint of bytes known to be captured.
    mutating func putISAKMPHex(_ offset: Int, _ count: Int) {
        for index in offset..<(offset + count) { put(hex: bytes[index], digits: 2) }
    }

    /// rawprint: hex of `count` bytes, or false (nothing printed) when they are not all captured
    /// or `count` is tcpdump's unsigned wrap of a negative length.
    mutating func isakmpRaw(_ offset: Int, _ count: Int) -> Bool {
        guard count >= 0, has(count, at: offset) else { return false }
        putISAKMPHex(offset, count)
        return true
    }

    /// ike_show_somedata: ` data=(first 10 bytes...last 20)` of the bytes from `start` to the
    /// captured end; false when a part is not captured.
    mutating func isakmpSomeData(from start: Int) -> Bool {
        var count = end - start
        if count < 0 || count > 10 { count = 10 }
        var tail = end - 20
        var tailCount = 20
        if tail < start + count {
            tail = start + count
            tailCount = end - tail
        }
        put(" data=(")
        guard isakmpRaw(start, count) else { return false }
        put("...")
        if tailCount != 0 {
            guard isakmpRaw(tail, tailCount) else { return false }
        }
        put(")")
        return true
    }

    /// ikev1_attrmap_print and ikev1_attr_print (`map` nil): one data attribute (RFC 2408 3.3),
    /// `(type=... value=...)`; returns where the next starts (one past `stop` when the attribute
    /// overruns it, as tcpdump does), nil when its value is not captured.
    mutating func isakmpAttribute(at offset: Int, stop: Int, map: ISAKMPAttributeMap?) throws(Truncated) -> Int? {
        let first = try u8(offset)
        let total = first & 0x80 != 0 ? 4 : 4 + Int(try u16(offset + 2))
        if stop < offset + total {
            put("[|attr]")
            return stop + 1
        }
        put("(")
        let type = try u16(offset) & 0x7fff
        if let name = map?.typeName(type) {
            put("type="); put(name); put(" ")
        } else {
            put("type=#"); put(decimal: type); put(" ")
        }
        if first & 0x80 != 0 {
            put("value=")
            if let map {
                let value = try u16(offset + 2)
                if let name = map.valueName(type, value) {
                    put(name)
                } else {
                    _ = isakmpRaw(offset + 2, 2)
                }
            } else {
                _ = try u8(offset + 2)
                guard isakmpRaw(offset + 2, 2) else {
                    put(")")
                    return nil
                }
            }
        } else {
            put("len="); put(decimal: total - 4); put(" value=")
            guard isakmpRaw(offset + 4, total - 4) else {
                put(")")
                return nil
            }
        }
        put(")")
        return offset + total
    }

    /// The attributes of a transform from `start` to the payload's end `stop`, and `...` when the
    /// capture ends first; nil after a truncated attribute.
    mutating func isakmpAttributes(from start: Int, stop: Int, map: ISAKMPAttributeMap?) throws(Truncated) -> Int? {
        var cursor = start
        while cursor < end && cursor < stop {
            guard let next = try isakmpAttribute(at: cursor, stop: stop, map: map) else { return nil }
            cursor = next
        }
        if end < stop { put("...") }
        return cursor
    }
}
