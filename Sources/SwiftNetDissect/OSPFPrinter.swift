// OSPFv2 (RFC 2328) as tcpdump 4.99's ospf_print prints it: version, packet type and length;
// with -v the router and area IDs, the authentication fields, then per type the hello
// parameters and neighbours, the database description flags and LSA headers, the LS requests,
// the LSAs of an update (OSPFLSAPrinter.swift) or the acknowledged headers, and an LLS block
// (RFC 5613) that follows the message.

extension Dissection {
    /// `length`: the IP payload length. Failure contract: throws `Truncated` where tcpdump's
    /// reads fail; a cryptographic trailer is cut off the captured end (as tcpdump does) only
    /// while this message is printed.
    mutating func ospf(at offset: Int, length ipLength: Int) throws(Truncated) {
        proto = "ospf2"
        layer(OSPFFields.ospf)
        let saved = end
        defer { end = saved }
        let authType = try u16(offset + 14)
        // tcpdump's u_int length loses the MD5 digest (wrapping below 16, as C's does).
        var length = ipLength
        if authType == OSPFField.authCrypto {
            length = (length - OSPFField.md5TrailerLength) & 0xffff_ffff
            end = Swift.max(0, end - OSPFField.md5TrailerLength)
        }
        let type = try u8(offset + 1)
        let version = try u8(offset)
        report(OSPFFields.version, version)
        report(OSPFFields.type, type)
        put("OSPFv"); put(decimal: version); put(", ")
        guard let name = OSPFField.packetTypeName(type) else {
            put("unknown LS-type "); put(decimal: type); put(", length "); put(decimal: length)
            return
        }
        report(OSPFFields.typeName, label: name)
        put(name); put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        let packetLength = Int(try u16(offset + 2))
        report(OSPFFields.length, packetLength)
        if length != packetLength { put(" [len "); put(decimal: packetLength); put("]") }
        let dataEnd = offset + Swift.min(length, packetLength)
        try check(4, at: offset + 4)
        report(OSPFFields.routerID, bytesAt: offset + 4, count: 4)
        put("\n\tRouter-ID "); try putIPv4(at: offset + 4)
        let area = try u32(offset + 8)
        report(OSPFFields.areaID, bytesAt: offset + 8, count: 4)
        report(OSPFFields.checksum, u16At: offset + 12)
        if area != 0 {
            put(", Area "); try putIPv4(at: offset + 8)
        } else {
            put(", Backbone Area")
        }
        try check(8, at: offset + 16)
        report(OSPFFields.authType, authType)
        put(", Authentication Type: "); put(OSPFField.authTypeName(authType))
        put(" ("); put(decimal: authType); put(")")
        switch authType {
        case OSPFField.authNone:
            break
        case OSPFField.authSimple:
            put("\n\tSimple text password: ")
            reportOSPFPassword(at: offset + 16)
            _ = try putPrintableUpToNUL(at: offset + 16, count: 8)
        case OSPFField.authCrypto:
            report(OSPFFields.keyID, bytes[offset + 18])
            report(OSPFFields.authDataLength, bytes[offset + 19])
            report(OSPFFields.cryptoSequence, bytes.uint32(at: offset + 20))
            put("\n\tKey-ID: "); put(decimal: bytes[offset + 18])
            put(", Auth-Length: "); put(decimal: bytes[offset + 19])
            put(", Crypto Sequence Number: 0x"); put(hex: bytes.uint32(at: offset + 20), digits: 8)
        default:
            return
        }
        guard version == 2 else {
            put(" ospf [version "); put(decimal: version); put("]")
            return
        }
        switch type {
        case 1: try ospfHello(at: offset, dataEnd: dataEnd)
        case 2: try ospfDatabaseDescription(at: offset, dataEnd: dataEnd)
        case 3: try ospfLinkStateRequests(at: offset, dataEnd: dataEnd)
        case 4: try ospfLinkStateUpdate(at: offset)
        default: try ospfLinkStateAcks(at: offset, dataEnd: dataEnd)
        }
        if length > packetLength { try ospfLinkLocalSignalling(at: offset, length: length) }
    }

    private mutating func reportOSPFPassword(at offset: Int) {
        guard Sink.collectsFields else { return }
        var stop = offset
        while stop < offset + 8, has(1, at: stop), bytes[stop] != 0 { stop += 1 }
        report(OSPFFields.password, bytesAt: offset, count: stop - offset)
    }


    private mutating func ospfHello(at offset: Int, dataEnd: Int) throws(Truncated) {
        let options = try u8(offset + 30)
        report(OSPFFields.options, options)
        put("\n\tOptions ["); putBitNames(UInt32(options), OSPFField.optionNames); put("]")
        try check(12, at: offset + 24)
        report(OSPFFields.networkMask, bytesAt: offset + 24, count: 4)
        report(OSPFFields.helloInterval, bytes.uint16(at: offset + 28))
        report(OSPFFields.priority, bytes[offset + 31])
        report(OSPFFields.deadInterval, bytes.uint32(at: offset + 32))
        put("\n\t  Hello Timer "); put(decimal: bytes.uint16(at: offset + 28))
        put("s, Dead Timer "); put(decimal: bytes.uint32(at: offset + 32))
        put("s, Mask "); try putIPv4(at: offset + 24)
        put(", Priority "); put(decimal: bytes[offset + 31])
        if try u32(offset + 36) != 0 {
            report(OSPFFields.designatedRouter, bytesAt: offset + 36, count: 4)
            put("\n\t  Designated Router "); try putIPv4(at: offset + 36)
        }
        if try u32(offset + 40) != 0 {
            report(OSPFFields.backupRouter, bytesAt: offset + 40, count: 4)
            put(", Backup Designated Router "); try putIPv4(at: offset + 40)
        }
        var cursor = offset + 44
        if cursor < dataEnd { put("\n\t  Neighbor List:") }
        beginList(OSPFFields.neighbors)
        while cursor < dataEnd {
            try check(4, at: cursor)
            report(OSPFFields.neighbor, bytesAt: cursor, count: 4)
            put("\n\t    "); try putIPv4(at: cursor)
            cursor += 4
        }
        endList()
    }

    private mutating func ospfDatabaseDescription(at offset: Int, dataEnd: Int) throws(Truncated) {
        let options = try u8(offset + 26)
        report(OSPFFields.options, options)
        put("\n\tOptions ["); putBitNames(UInt32(options), OSPFField.optionNames); put("]")
        let flags = try u8(offset + 27)
        report(OSPFFields.ddFlags, flags)
        put(", DD Flags ["); putBitNames(UInt32(flags), OSPFField.ddFlagNames); put("]")
        let mtu = try u16(offset + 24)
        report(OSPFFields.mtu, mtu)
        if mtu != 0 { put(", MTU: "); put(decimal: mtu) }
        let sequence = try u32(offset + 28)
        report(OSPFFields.ddSequence, sequence)
        put(", Sequence: 0x"); put(hex: sequence, digits: 8)
        var cursor = offset + 32
        beginList(OSPFFields.lsas)
        while cursor < dataEnd {
            beginItem()
            let lsLength = try ospfLSAHeader(at: cursor)
            endItem()
            if lsLength < 0 { break }
            cursor += OSPFField.lsaHeaderLength
        }
        endList()
    }

    private mutating func ospfLinkStateRequests(at offset: Int, dataEnd: Int) throws(Truncated) {
        var cursor = offset + 24
        beginList(OSPFFields.requests)
        while cursor < dataEnd {
            try check(12, at: cursor)
            let type = bytes.uint32(at: cursor)
            beginItem()
            report(OSPFFields.lsType, type)
            report(OSPFFields.lsID, bytesAt: cursor + 4, count: 4)
            report(OSPFFields.advertisingRouter, bytesAt: cursor + 8, count: 4)
            endItem()
            put("\n\t  Advertising Router: "); try putIPv4(at: cursor + 8)
            put(", "); put(OSPFField.lsaTypeName(type)); put(" LSA ("); put(decimal: type); put(")")
            if OSPFField.isOpaque(type) {
                put(", Opaque-Type: "); put(OSPFField.opaqueTypeName(bytes[cursor + 4]))
                put(" LSA ("); put(decimal: bytes[cursor + 4]); put("), Opaque-ID: ")
                put(decimal: bytes.uint32(at: cursor + 4) & 0x00ff_ffff)
            } else {
                put(", LSA-ID: "); try putIPv4(at: cursor + 4)
            }
            cursor += 12
        }
        endList()
    }

    private mutating func ospfLinkStateUpdate(at offset: Int) throws(Truncated) {
        let count = try u32(offset + 24)
        report(OSPFFields.lsaCount, count)
        put(", "); put(decimal: count); put(" LSA")
        if count != 1 { put("s") }
        var cursor = offset + 28
        var index: UInt32 = 1
        beginList(OSPFFields.lsas)
        while index <= count && index != 0 {
            put("\n\t  LSA #"); put(decimal: index)
            beginItem()
            guard let next = try ospfLSA(at: cursor) else { throw Truncated() }
            endItem()
            cursor = next
            index &+= 1
        }
        endList()
    }

    /// tcpdump 4.99.3 reads acknowledged headers until one is bogus or a read fails, past the
    /// message's end too (so an ack usually ends with ` [|ospf2]`); JSON lists those inside it.
    private mutating func ospfLinkStateAcks(at offset: Int, dataEnd: Int) throws(Truncated) {
        var cursor = offset + 24
        beginList(OSPFFields.lsas)
        while cursor < dataEnd {
            beginItem()
            let lsLength = try ospfLSAHeader(at: cursor)
            endItem()
            if lsLength < 0 { break }
            cursor += OSPFField.lsaHeaderLength
        }
        endList()
        guard !Sink.collectsFields, cursor >= dataEnd else { return }
        while try ospfLSAHeader(at: cursor) >= 0 { cursor += OSPFField.lsaHeaderLength }
    }

    /// ospf_decode_lls: the LLS block after a hello or DD with the L option. `length` is the
    /// payload length less any MD5 digest, as tcpdump computes it.
    private mutating func ospfLinkLocalSignalling(at offset: Int, length: Int) throws(Truncated) {
        let options: UInt8
        switch bytes[offset + 1] {
        case 1: options = try u8(offset + 30)
        case 2: options = try u8(offset + 26)
        default: return
        }
        guard options & OSPFField.optionLLS != 0 else { return }
        var covered = Int(try u16(offset + 2))
        var cursor = offset + covered
        let dataEnd = offset + length
        if try u16(offset + 14) == OSPFField.authCrypto {
            let digest = Int(try u8(offset + 19))
            cursor += digest
            covered += digest
        }
        if covered >= length {
            put("\n\t[LLS truncated]")
            return
        }
        let checksum = try u16(cursor)
        beginObject(OSPFFields.lls)
        report(OSPFFields.llsChecksum, checksum)
        put("\n\t  LLS: checksum: 0x"); put(hex: checksum, digits: 4)
        cursor += 2
        let blockLength = try u16(cursor)
        report(OSPFFields.llsLength, blockLength)
        put(", length: "); put(decimal: blockLength)
        cursor += 2
        beginList(OSPFFields.llsTLVs)
        while cursor < dataEnd {
            let type = try u16(cursor)
            put("\n\t    "); put(OSPFField.llsTLVName(type)); put(" ("); put(decimal: type); put(")")
            cursor += 2
            var tlvLength = Int(try u16(cursor))
            put(", length: "); put(decimal: tlvLength)
            cursor += 2
            beginItem()
            report(OSPFFields.tlvType, type)
            report(OSPFFields.tlvLength, tlvLength)
            switch type {
            case 1:
                if tlvLength != 4 { put(" [should be 4]"); tlvLength = 4 }
                let flags = try u32(cursor)
                report(OSPFFields.tlvValue, bytesAt: cursor, count: 4)
                put("\n\t      Options: 0x"); put(hex: flags, digits: 8)
                put(" ["); putBitNames(flags, OSPFField.llsExtendedOptionNames, none: "?"); put("]")
            case 2:
                if tlvLength != 20 { put(" [should be 20]"); tlvLength = 20 }
                let sequence = try u32(cursor)
                report(OSPFFields.tlvValue, bytesAt: cursor, count: Swift.min(20, available(from: cursor)))
                put("\n\t      Sequence number: 0x"); put(hex: sequence, digits: 8)
            default:
                break
            }
            endItem()
            cursor += tlvLength
        }
        endList()
        endObject()
    }
}
