// The ISAKMP/IKE payload printers of tcpdump 4.99's print-isakmp.c, one per payload type: IKEv1
// (RFC 2408, IPsec DOI RFC 2407) and IKEv2 (RFC 7296). Each returns where the chain goes on (not
// always the payload's end: tcpdump's SA, notification and delete printers return where they
// stopped reading), or nil after ` [|name]` when its own check found the payload not captured.

extension Dissection {
    // MARK: IKEv1

    /// SA (3.4, RFC 2407 4.6.1): DOI and situation, then the proposals it holds.
    mutating func ikev1SA(at offset: Int, phase: UInt32, protocol proto0: UInt32, depth: Int) throws(Truncated) -> Int? {
        put("sa:")
        guard has(12, at: offset) else { return isakmpSoftEnd(1) }
        let doi = bytes.uint32(at: offset + 4)
        let situation = bytes.uint32(at: offset + 8)
        if doi != 1 {
            put(" doi="); put(decimal: doi); put(" situation="); put(decimal: situation)
            return offset + 12
        }
        put(" doi=ipsec situation=")
        var any = false
        if situation & 0x01 != 0 { put("identity"); any = true }
        if situation & 0x02 != 0 { put(any ? "+secrecy" : "secrecy"); any = true }
        if situation & 0x04 != 0 { put(any ? "+integrity" : "integrity") }
        var next = offset + 12
        if situation != 0x01 {
            // tcpdump reads its "ident" one 4-byte word into the payload: the DOI again.
            put(" ident="); put(decimal: doi)
            next += 4
        }
        guard has(4, at: next) else { return isakmpSoftEnd(1) }
        return try isakmpChain(2, at: next, phase: phase, doi: doi, protocol: proto0, depth: depth, v2: false)
    }

    /// Proposal (3.5): number, protocol, transform count, SPI, then its transforms.
    mutating func ikev1Proposal(at offset: Int, phase: UInt32, doi: UInt32, depth: Int) throws(Truncated) -> Int? {
        put("p:")
        guard has(8, at: offset) else { return isakmpSoftEnd(2) }
        let protocolID = bytes[offset + 5]
        put(" #"); put(decimal: bytes[offset + 4])
        put(" protoid="); putISAKMPName(ISAKMPNames.protocolID(protocolID), protocolID)
        put(" transform="); put(decimal: bytes[offset + 7])
        let spiSize = Int(bytes[offset + 6])
        if spiSize != 0 {
            put(" spi=")
            guard isakmpRaw(offset + 8, spiSize) else { return isakmpSoftEnd(2) }
        }
        let next = offset + 8 + spiSize
        guard has(4, at: next) else { return isakmpSoftEnd(2) }
        return try isakmpChain(3, at: next, phase: phase, doi: doi, protocol: UInt32(protocolID), depth: depth, v2: false)
    }

    /// Transform (3.6): number, id by the proposal's protocol, and its attributes.
    mutating func ikev1Transform(at offset: Int, length: Int, protocol proto: UInt32) throws(Truncated) -> Int? {
        put("t:")
        guard has(8, at: offset) else { return isakmpSoftEnd(3) }
        let number = bytes[offset + 4]
        let id = bytes[offset + 5]
        put(" #"); put(decimal: number); put(" id=")
        let map: ISAKMPAttributeMap?
        switch proto {
        case 1: map = .oakley
        case 2, 3, 4: map = .ipsec
        default: map = nil
        }
        if map != nil {
            putISAKMPName(ISAKMPNames.transformID(id, protocol: proto), id)
        } else {
            put(decimal: id)
        }
        put(" ")
        guard let next = try isakmpAttributes(from: offset + 8, stop: offset + length, map: map) else {
            return isakmpSoftEnd(3)
        }
        return next
    }

    /// KE, hash, signature and vendor ID: the length, and with -vvv the data in hex.
    mutating func ikev1Opaque(at offset: Int, length: Int, name: StaticString, label: StaticString, type: UInt8) -> Int? {
        put(name)
        put(label); put(decimal: length - 4)
        if verbose > 2 {
            put(" ")
            guard isakmpRaw(offset + 4, length - 4) else { return isakmpSoftEnd(type) }
        }
        return offset + length
    }

    /// Identification (RFC 2407 4.6.2): type, protocol, port and the identity.
    mutating func ikev1Identification(at offset: Int, length: Int) throws(Truncated) -> Int? {
        put("id:")
        guard has(8, at: offset) else { return isakmpSoftEnd(5) }
        let data = offset + 8
        var dataLength = length > 8 ? length - 8 : 0
        let type = bytes[offset + 4]
        put(" idtype="); putISAKMPName(ISAKMPNames.identification(type), type)
        put(" protoid="); put(decimal: bytes[offset + 5])
        put(" port="); put(decimal: bytes.uint16(at: offset + 6))
        if dataLength != 0 {
            guard has(dataLength, at: data) else { return isakmpSoftEnd(5) }
            try ikev1IdentityData(type, at: data, length: &dataLength)
            if dataLength != 0 {
                put(" len="); put(decimal: dataLength)
                if verbose > 2 {
                    put(" ")
                    putISAKMPHex(data, dataLength)
                }
            }
        }
        return offset + length
    }

    /// The identity itself by type; sets `length` to 0 once printed (the types tcpdump prints
    /// only as ` len=N`, DN, GN and key ids, keep it).
    private mutating func ikev1IdentityData(_ type: UInt8, at data: Int, length: inout Int) throws(Truncated) {
        switch type {
        case 1:
            put(" len="); put(decimal: length)
            if length < 4 { put(" [bad: < 4]") } else { put(" "); try putIPv4(at: data) }
        case 2, 3:
            put(" len="); put(decimal: length); put(" ")
            for index in data..<(data + length) { putCharacterEscaped(bytes[index]) }
        case 4:
            put(" len="); put(decimal: length)
            if length < 8 {
                put(" [bad: < 8]")
            } else {
                put(" "); try putIPv4(at: data); put("/")
                for index in 0..<4 {
                    if index > 0 { put(".") }
                    put(decimal: bytes[data + 4 + index])
                }
            }
        case 5:
            put(" len="); put(decimal: length)
            if length < 16 { put(" [bad: < 16]") } else { put(" "); try putIPv6(at: data) }
        case 6:
            put(" len="); put(decimal: length)
            if length < 32 {
                put(" [bad: < 32]")
            } else {
                put(" "); try putIPv6(at: data); put("/0x"); putISAKMPHex(data + 16, 16)
            }
        case 7:
            put(" len="); put(decimal: length)
            if length < 8 {
                put(" [bad: < 8]")
            } else {
                put(" "); try putIPv4(at: data); put("-"); try putIPv4(at: data + 4)
            }
        case 8:
            put(" len="); put(decimal: length)
            if length < 32 {
                put(" [bad: < 32]")
            } else {
                put(" "); try putIPv6(at: data); put("-"); try putIPv6(at: data + 16)
            }
        default:
            return
        }
        length = 0
    }

    /// Certificate (6) and certificate request (7): length and encoding.
    mutating func ikev1Certificate(at offset: Int, length: Int, type: UInt8) -> Int? {
        put(type == 6 ? "cert:" : "cr:")
        guard has(6, at: offset) else { return isakmpSoftEnd(type) }
        put(" len="); put(decimal: length - 4)
        put(" type="); putISAKMPName(ISAKMPNames.certificate(bytes[offset + 4]), bytes[offset + 4])
        if verbose > 2 {
            put(" ")
            guard isakmpRaw(offset + 4, length - 4) else { return isakmpSoftEnd(type) }
        }
        return offset + length
    }

    /// Nonce: its length; -vv some of it (to the captured end), -vvv all of it.
    mutating func ikev1Nonce(at offset: Int, length: Int) -> Int? {
        put("nonce:")
        put(" n len="); put(decimal: length - 4)
        if verbose > 2 {
            put(" ")
            guard isakmpRaw(offset + 4, length - 4) else { return isakmpSoftEnd(10) }
        } else if verbose > 1 {
            put(" ")
            guard isakmpSomeData(from: offset + 4) else { return isakmpSoftEnd(10) }
        }
        return offset + length
    }

    /// Notification (3.14, RFC 2407 4.6.3): DOI, protocol, type, SPI and for the IPsec DOI the
    /// data (lifetime attributes, replay status, or bytes to the captured end).
    mutating func ikev1Notification(at offset: Int, length: Int) throws(Truncated) -> Int? {
        put("n:")
        guard has(12, at: offset) else { return isakmpSoftEnd(11) }
        let doi = bytes.uint32(at: offset + 4)
        let protocolID = bytes[offset + 8]
        let spiSize = Int(bytes[offset + 9])
        let type = bytes.uint16(at: offset + 10)
        let ipsec = doi == 1
        if ipsec {
            put(" doi=ipsec proto="); putISAKMPName(ISAKMPNames.protocolID(protocolID), protocolID)
        } else {
            put(" doi="); put(decimal: doi); put(" proto="); put(decimal: protocolID)
        }
        let notify = ISAKMPNames.v1Notify(type, ipsec: ipsec)
        put(" type="); putISAKMPName(notify.name, notify.number)
        if spiSize != 0 {
            put(" spi=")
            guard isakmpRaw(offset + 12, spiSize) else { return isakmpSoftEnd(11) }
        }
        var cursor = offset + 12 + spiSize
        guard ipsec else { return cursor }
        let stop = offset + length
        if cursor < end {
            switch type {
            case 24576:
                put(" attrs=(")
                while cursor < end && cursor < stop {
                    guard let next = try isakmpAttribute(at: cursor, stop: stop, map: .oakley) else {
                        put(")")
                        return isakmpSoftEnd(11)
                    }
                    cursor = next
                }
                put(")")
            case 24577:
                put(" status=(replay detection ")
                put(try u32(cursor) != 0 ? "enabled" : "disabled")
                put(")")
            default:
                if verbose > 3 {
                    put(" data=(")
                    guard isakmpRaw(cursor, end - cursor) else { return isakmpSoftEnd(11) }
                    put(")")
                } else {
                    guard isakmpSomeData(from: cursor) else { return isakmpSoftEnd(11) }
                }
            }
        }
        return stop
    }

    /// Delete (3.15): DOI, protocol and the SPIs; returns where the last SPI ends.
    mutating func ikev1Delete(at offset: Int) -> Int? {
        put("d:")
        guard has(12, at: offset) else { return isakmpSoftEnd(12) }
        let doi = bytes.uint32(at: offset + 4)
        let protocolID = bytes[offset + 8]
        if doi == 1 {
            put(" doi=ipsec proto="); putISAKMPName(ISAKMPNames.protocolID(protocolID), protocolID)
        } else {
            put(" doi="); put(decimal: doi); put(" proto="); put(decimal: protocolID)
        }
        let spiSize = Int(bytes[offset + 9])
        let count = Int(bytes.uint16(at: offset + 10))
        put(" spilen="); put(decimal: spiSize)
        put(" nspi="); put(decimal: count)
        put(" spi=")
        var cursor = offset + 12
        for index in 0..<count {
            if index != 0 { put(",") }
            guard isakmpRaw(cursor, spiSize) else { return isakmpSoftEnd(12) }
            cursor += spiSize
        }
        return cursor
    }

    // MARK: IKEv2

    /// ikev2_pay_print: the name and `[C]` for the critical bit.
    private mutating func putIKEv2PayloadName(_ name: StaticString, at offset: Int) {
        put(name)
        if bytes[offset + 1] & 0x80 != 0 { put("[C]") }
        put(":")
    }

    private mutating func putIKEv2PayloadName(type: UInt8, at offset: Int) {
        putISAKMPPayloadName(type)
        if bytes[offset + 1] & 0x80 != 0 { put("[C]") }
        put(":")
    }

    /// Certificate, certificate request, delete, traffic selectors, configuration, EAP: the
    /// length, and with -vvv the data in hex.
    mutating func ikev2Generic(at offset: Int, length: Int, type: UInt8) -> Int? {
        putIKEv2PayloadName(type: type, at: offset)
        put(" len="); put(decimal: length - 4)
        if verbose > 2 {
            put(" ")
            guard isakmpRaw(offset + 4, length - 4) else { return isakmpSoftEnd(type) }
        }
        return offset + length
    }

    /// SA (3.3): its proposals, each with its transforms.
    mutating func ikev2SA(at offset: Int, depth: Int) throws(Truncated) -> Int? {
        putIKEv2PayloadName("sa", at: offset)
        var remaining = Int(bytes.uint16(at: offset + 2)) - 4
        put(" len="); put(decimal: remaining)
        var cursor = offset + 4
        var type: UInt8 = 2
        while type != 0 {
            guard remaining >= 4 else {
                cursor += remaining
                return isakmpSoftEndSkipping(33, to: cursor)
            }
            guard has(4, at: cursor) else { return isakmpSoftEnd(33) }
            let length = Int(bytes.uint16(at: cursor + 2))
            guard length > 4 else { return isakmpSoftEnd(33) }
            guard remaining >= length else {
                cursor += remaining
                return isakmpSoftEndSkipping(33, to: cursor)
            }
            guard has(length, at: cursor) else { return isakmpSoftEnd(33) }
            put("\n")
            for _ in 0...depth { put("    ") }
            put("(")
            if type == 2 {
                guard let next = try ikev2Proposal(at: cursor, length: length, depth: depth + 1) else { return nil }
                type = bytes[cursor]
                cursor = next
            } else {
                putISAKMPPayloadName(type)
                type = bytes[cursor]
                cursor += length
            }
            put(")")
            remaining -= length
        }
        return cursor
    }

    /// ` [|name]` where tcpdump skips the rest of a too-long item and goes on (its `toolong`).
    private mutating func isakmpSoftEndSkipping(_ type: UInt8, to cursor: Int) -> Int? {
        put(" [|"); putISAKMPPayloadName(type); put("]")
        return cursor
    }

    /// Proposal substructure (3.3.1): number, protocol, transform count, SPI, transforms.
    private mutating func ikev2Proposal(at offset: Int, length: Int, depth: Int) throws(Truncated) -> Int? {
        guard has(8, at: offset) else { return isakmpSoftEnd(2) }
        putIKEv2PayloadName("p", at: offset)
        var remaining = length - 4
        let protocolID = bytes[offset + 5]
        put(" #"); put(decimal: bytes[offset + 4])
        put(" protoid="); putISAKMPName(ISAKMPNames.protocolID(protocolID), protocolID)
        put(" transform="); put(decimal: bytes[offset + 7])
        put(" len="); put(decimal: length)
        var cursor = offset + 8
        let spiSize = Int(bytes[offset + 6])
        if spiSize != 0 {
            guard remaining >= spiSize else { return isakmpSoftEndSkipping(2, to: cursor + remaining) }
            put(" spi=")
            guard isakmpRaw(cursor, spiSize) else { return isakmpSoftEnd(2) }
            cursor += spiSize
            remaining -= spiSize
        }
        var type: UInt8 = 3
        var transforms = 0
        while type != 0 {
            transforms += 1
            guard remaining >= 4 else { return isakmpSoftEndSkipping(2, to: cursor + remaining) }
            guard has(4, at: cursor) else { return isakmpSoftEnd(2) }
            let itemLength = Int(bytes.uint16(at: cursor + 2))
            guard itemLength > 4 else { return isakmpSoftEnd(2) }
            guard remaining >= itemLength else { return isakmpSoftEndSkipping(2, to: cursor + remaining) }
            guard has(itemLength, at: cursor) else { return isakmpSoftEnd(2) }
            put("\n")
            for _ in 0...depth { put("    ") }
            put("(")
            if type == 3 {
                guard let next = try ikev2Transform(at: cursor, length: itemLength, number: transforms) else { return nil }
                type = bytes[cursor]
                cursor = next
            } else {
                putISAKMPPayloadName(type)
                type = bytes[cursor]
                cursor += itemLength
            }
            put(")")
            remaining -= itemLength
        }
        return cursor
    }

    /// Transform substructure (3.3.2): type, id and attributes (a key length for ciphers).
    private mutating func ikev2Transform(at offset: Int, length: Int, number: Int) throws(Truncated) -> Int? {
        guard has(8, at: offset) else { return isakmpSoftEnd(3) }
        putIKEv2PayloadName("t", at: offset)
        let type = bytes[offset + 4]
        let id = bytes.uint16(at: offset + 6)
        put(" #"); put(decimal: number)
        put(" type="); putISAKMPName(ISAKMPNames.transformType(type), type)
        put(" id=")
        if (1...5).contains(type) {
            putISAKMPName(ISAKMPNames.v2TransformID(id, type: type), id)
        } else {
            put(decimal: id)
        }
        put(" ")
        guard let next = try isakmpAttributes(from: offset + 8, stop: offset + length,
                                               map: type == 1 ? .encryption : nil) else {
            return isakmpSoftEnd(3)
        }
        return next
    }

    /// Key exchange (3.4): the group, and with -vvv the key data.
    mutating func ikev2KeyExchange(at offset: Int, length: Int) -> Int? {
        guard has(8, at: offset) else { return isakmpSoftEnd(34) }
        putIKEv2PayloadName(type: 34, at: offset)
        if length < 8 {
            put(" len="); put(decimal: length); put(" < 8")
            return offset + length
        }
        let group = bytes.uint16(at: offset + 4)
        put(" len="); put(decimal: length - 8)
        put(" group="); putISAKMPName(ISAKMPNames.group(group, limit: 19), group)
        if verbose > 2 && length > 8 {
            put(" ")
            guard isakmpRaw(offset + 8, length - 8) else { return isakmpSoftEnd(34) }
        }
        return offset + length
    }

    /// Identification (3.5): the length, -vvv the payload in hex, then the identity by type.
    mutating func ikev2Identification(at offset: Int, length: Int, type payloadType: UInt8) -> Int? {
        guard has(8, at: offset) else { return isakmpSoftEnd(payloadType) }
        putIKEv2PayloadName(type: payloadType, at: offset)
        put(" len="); put(decimal: length - 4)
        if verbose > 2 {
            put(" ")
            guard isakmpRaw(offset + 4, length - 4) else { return isakmpSoftEnd(payloadType) }
        }
        let data = offset + 8
        let dataLength = length - 8
        var ascii = false
        switch bytes[offset + 4] {
        case 1: put(" ipv4:")
        case 2: put(" fqdn:"); ascii = true
        case 3: put(" rfc822:"); ascii = true
        case 5: put(" ipv6:")
        case 9: put(" dn:")
        case 10: put(" gn:")
        case 11: put(" keyid:")
        default: return offset + length
        }
        if ascii {
            guard dataLength >= 0, has(dataLength, at: data) else { return isakmpSoftEnd(payloadType) }
            for index in data..<(data + dataLength) {
                let byte = bytes[index]
                put(byte: byte >= 0x20 && byte < 0x7f ? byte : UInt8(ascii: "."))
            }
        } else {
            guard isakmpRaw(data, dataLength) else { return isakmpSoftEnd(payloadType) }
        }
        return offset + length
    }

    /// Authentication (3.8): the method; -v some of the data, -vv all of it.
    mutating func ikev2Authentication(at offset: Int, length: Int) -> Int? {
        guard has(8, at: offset) else { return isakmpSoftEnd(39) }
        putIKEv2PayloadName(type: 39, at: offset)
        let method = bytes[offset + 4]
        put(" len="); put(decimal: length - 4)
        put(" method="); putISAKMPName(ISAKMPNames.v2Authentication(method), method)
        guard ikev2Data(" authdata=(", from: offset + 8, to: offset + length) else { return isakmpSoftEnd(39) }
        return offset + length
    }

    /// Nonce (3.9): -v some of it, -vv all of it.
    mutating func ikev2Nonce(at offset: Int, length: Int) -> Int? {
        putIKEv2PayloadName("nonce", at: offset)
        put(" len="); put(decimal: length - 4)
        guard ikev2Data(" nonce=(", from: offset + 4, to: offset + length) else { return isakmpSoftEnd(40) }
        return offset + length
    }

    /// A payload's opaque data as tcpdump's ikev2_auth/ikev2_nonce print it: all of it in hex behind
    /// `label` at -vv, some of it at -v, nothing below. False when the capture ends inside it.
    private mutating func ikev2Data(_ label: StaticString, from start: Int, to end: Int) -> Bool {
        if verbose > 1 {
            put(label)
            guard isakmpRaw(start, end - start) else { return false }
            put(") ")
        } else if verbose > 0 {
            return isakmpSomeData(from: start)
        }
        return true
    }

    /// Notify (3.10): protocol, type, SPI and (for a cookie, or at -vvvv) data to the captured end.
    mutating func ikev2Notification(at offset: Int, length: Int) -> Int? {
        guard has(8, at: offset) else { return isakmpSoftEnd(11) }
        putIKEv2PayloadName("n", at: offset)
        let protocolID = bytes[offset + 4]
        put(" prot_id="); putISAKMPName(ISAKMPNames.protocolID(protocolID), protocolID)
        let type = bytes.uint16(at: offset + 6)
        let notify = ISAKMPNames.v2Notify(type)
        put(" type="); put(decimal: type); put("("); put(notify.name); put(")")
        let spiSize = Int(bytes[offset + 5])
        if notify.showSPI && spiSize != 0 {
            put(" spi=")
            guard isakmpRaw(offset + 8, spiSize) else { return isakmpSoftEnd(11) }
        }
        let data = offset + 8 + spiSize
        if data < end {
            if verbose > 3 || (notify.showData && end - data < 30) {
                put(" data=(")
                guard isakmpRaw(data, end - data) else { return isakmpSoftEnd(11) }
                put(")")
            } else if notify.showData {
                guard isakmpSomeData(from: data) else { return isakmpSoftEnd(11) }
            }
        }
        return offset + length
    }

    /// Vendor ID (3.12): the id as text (`.` for what is not printable), -vvv in hex too.
    mutating func ikev2VendorID(at offset: Int, length: Int) -> Int? {
        putIKEv2PayloadName(type: 43, at: offset)
        let count = length - 4
        put(" len="); put(decimal: count); put(" vid=")
        guard has(count, at: offset + 4) else { return isakmpSoftEnd(43) }
        for index in (offset + 4)..<(offset + 4 + count) {
            let byte = bytes[index]
            put(byte: byte >= 0x20 && byte < 0x7f ? byte : UInt8(ascii: "."))
        }
        if verbose > 2 && count > 4 {
            put(" ")
            putISAKMPHex(offset + 4, count)
        }
        return offset + length
    }

    /// Encrypted (3.14): the length (-vvv the ciphertext); tcpdump cannot decrypt without keys,
    /// and the chain ends here (what the next-payload names is inside).
    mutating func ikev2Encrypted(at offset: Int, length: Int) -> Int? {
        putIKEv2PayloadName(type: 46, at: offset)
        let count = length - 4
        put(" len="); put(decimal: count)
        if verbose > 2 && count > 4 {
            put(" ")
            guard isakmpRaw(offset + 4, count) else { return isakmpSoftEnd(46) }
        }
        guard has(count, at: offset + 4) else { return isakmpSoftEnd(46) }
        return nil
    }
}
