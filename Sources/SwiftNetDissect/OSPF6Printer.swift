// OSPFv3 (RFC 5340) as tcpdump 4.99's ospf6_print prints it: version, packet type and length;
// with -v the router, area and instance IDs and the hello or DD parameters; with -vv the
// neighbours, LSA headers, requests and LSAs (router, network, inter-area prefix, AS external,
// link, intra-area prefix; grace and TE through the OSPFv2 TLV printers; others as hex), then an
// LLS block and authentication trailer (RFC 7166) after the message.

/// OSPFv3 option bits (RFC 5340 A.2, the 24-bit field) and tcpdump's names for its tables.
enum OSPF6Field {
    static let headerLength = 16
    static let lsaHeaderLength = 20
    static let optionLLS: UInt32 = 0x0200

    static let optionNames: [(UInt32, StaticString)] = [
        (0x01, "V6"), (0x02, "External"), (0x04, "Deprecated"), (0x08, "NSSA"), (0x10, "Router"),
        (0x20, "Demand Circuit"), (0x0100, "AFs Support"), (0x0200, "LLS"), (0x0400, "Authentication Trailer"),
    ]
    static let routerFlagNames: [(UInt32, StaticString)] = [
        (0x01, "ABR"), (0x02, "External"), (0x04, "Virtual-Link Endpoint"), (0x08, "Deprecated"),
        (0x10, "NSSA Translator"),
    ]
    static let ddFlagNames: [(UInt32, StaticString)] = [
        (0x04, "Init"), (0x02, "More"), (0x01, "Master"), (0x10, "IPv6 MTU"),
    ]
    static let externalFlagNames: [(UInt32, StaticString)] = [
        (0x8000_0000, "External Type 2"), (0x0200_0000, "Forwarding"), (0x0100_0000, "Tag"),
    ]
    static let prefixOptionNames: [(UInt32, StaticString)] = [
        (0x01, "No Unicast"), (0x02, "Local address"), (0x04, "Deprecated"), (0x08, "Propagate"), (0x10, "Down"),
        (0x20, "N-bit"),
    ]

    /// ospf6_lsa_values, by the function code (the type's low 13 bits).
    static func lsaTypeName(_ code: UInt16) -> StaticString {
        switch code {
        case 1: "Router"
        case 2: "Network"
        case 3: "Inter-Area Prefix"
        case 4: "Inter-Area Router"
        case 5: "External"
        case 6: "Deprecated"
        case 7: "NSSA"
        case 8: "Link"
        case 9: "Intra-Area Prefix"
        case 10: "Intra-Area TE"
        case 11: "Grace"
        case 12: "Router Information"
        case 13: "Inter-AS-TE"
        case 14: "Layer 1 VPN"
        default: "Unknown"
        }
    }

    static func scopeName(_ scope: UInt16) -> StaticString {
        switch scope {
        case 0x0000: "Link Local"
        case 0x2000: "Area Local"
        case 0x4000: "Domain Wide"
        default: "Unknown"
        }
    }
}

extension Dissection {
    /// `length`: the IPv6 payload length. Failure contract: throws `Truncated` where tcpdump's
    /// reads fail; its own length checks end the line with ` [|ospf3]` without throwing.
    mutating func ospf6(at offset: Int, length: Int) throws(Truncated) {
        proto = "ospf3"
        layer(OSPF6Fields.ospf6)
        let type = try u8(offset + 1)
        let version = try u8(offset)
        report(OSPF6Fields.version, version)
        report(OSPF6Fields.type, type)
        put("OSPFv"); put(decimal: version); put(", ")
        guard let name = OSPFField.packetTypeName(type) else {
            put("unknown packet type ("); put(decimal: type); put("), length "); put(decimal: length)
            return
        }
        report(OSPF6Fields.typeName, label: name)
        put(name); put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        let dataLength = Int(try u16(offset + 2))
        report(OSPF6Fields.length, dataLength)
        if dataLength > length {
            put(" [len "); put(decimal: dataLength); put("]")
            return
        }
        let dataEnd = offset + dataLength
        try check(4, at: offset + 4)
        report(OSPF6Fields.routerID, bytesAt: offset + 4, count: 4)
        put("\n\tRouter-ID "); try putIPv4(at: offset + 4)
        let area = try u32(offset + 8)
        report(OSPF6Fields.areaID, bytesAt: offset + 8, count: 4)
        report(OSPF6Fields.checksum, u16At: offset + 12)
        if area != 0 {
            put(", Area "); try putIPv4(at: offset + 8)
        } else {
            put(", Backbone Area")
        }
        let instance = try u8(offset + 14)
        report(OSPF6Fields.instance, instance)
        if instance != 0 { put(", Instance "); put(decimal: instance) }
        guard version == 3 else { return }
        var ok = true
        switch type {
        case 1: try ospf6Hello(at: offset, dataEnd: dataEnd)
        case 2: ok = try ospf6DatabaseDescription(at: offset, dataEnd: dataEnd)
        case 3: try ospf6Requests(at: offset, dataEnd: dataEnd)
        case 4: ok = try ospf6Update(at: offset, dataEnd: dataEnd)
        default: ok = try ospf6Acks(at: offset, dataEnd: dataEnd)
        }
        if ok { ok = try ospf6Trailer(at: offset, type: type, from: dataEnd, length: length - dataLength) }
        if !ok {
            if Sink.collectsFields { throw Truncated() }
            putTruncationMarker()
        }
    }

    private mutating func ospf6Hello(at offset: Int, dataEnd: Int) throws(Truncated) {
        let options = try u32(offset + 20)
        report(OSPF6Fields.options, options & 0x00ff_ffff)
        put("\n\tOptions ["); putBitNames(options, OSPF6Field.optionNames); put("]")
        try check(12, at: offset + 16)
        report(OSPF6Fields.interfaceID, bytes.uint32(at: offset + 16))
        report(OSPF6Fields.priority, bytes[offset + 20])
        report(OSPF6Fields.helloInterval, bytes.uint16(at: offset + 24))
        report(OSPF6Fields.deadInterval, bytes.uint16(at: offset + 26))
        put("\n\t  Hello Timer "); put(decimal: bytes.uint16(at: offset + 24))
        put("s, Dead Timer "); put(decimal: bytes.uint16(at: offset + 26))
        put("s, Interface-ID "); try putIPv4(at: offset + 16)
        put(", Priority "); put(decimal: bytes[offset + 20])
        if try u32(offset + 28) != 0 {
            report(OSPF6Fields.designatedRouter, bytesAt: offset + 28, count: 4)
            put("\n\t  Designated Router "); try putIPv4(at: offset + 28)
        }
        if try u32(offset + 32) != 0 {
            report(OSPF6Fields.backupRouter, bytesAt: offset + 32, count: 4)
            put(", Backup Designated Router "); try putIPv4(at: offset + 32)
        }
        guard verbose > 1 else { return }
        put("\n\t  Neighbor List:")
        var cursor = offset + 36
        beginList(OSPF6Fields.neighbors)
        while cursor < dataEnd {
            try check(4, at: cursor)
            report(OSPF6Fields.neighbor, bytesAt: cursor, count: 4)
            put("\n\t    "); try putIPv4(at: cursor)
            cursor += 4
        }
        endList()
    }

    /// Returns false where tcpdump's decoder reports truncation (an LSA header past the message).
    private mutating func ospf6DatabaseDescription(at offset: Int, dataEnd: Int) throws(Truncated) -> Bool {
        let options = try u32(offset + 16)
        report(OSPF6Fields.options, options & 0x00ff_ffff)
        put("\n\tOptions ["); putBitNames(options, OSPF6Field.optionNames); put("]")
        let flags = try u8(offset + 23)
        report(OSPF6Fields.ddFlags, flags)
        put(", DD Flags ["); putBitNames(UInt32(flags), OSPF6Field.ddFlagNames); put("]")
        try check(4, at: offset + 24)
        let mtu = try u16(offset + 20)
        report(OSPF6Fields.mtu, mtu)
        report(OSPF6Fields.ddSequence, bytes.uint32(at: offset + 24))
        put(", MTU "); put(decimal: mtu); put(", DD-Sequence 0x"); put(hex: bytes.uint32(at: offset + 24), digits: 8)
        guard verbose > 1 else { return true }
        return try ospf6LSAHeaders(from: offset + 28, dataEnd: dataEnd)
    }

    private mutating func ospf6Acks(at offset: Int, dataEnd: Int) throws(Truncated) -> Bool {
        guard verbose > 1 else { return true }
        return try ospf6LSAHeaders(from: offset + 16, dataEnd: dataEnd)
    }

    private mutating func ospf6LSAHeaders(from start: Int, dataEnd: Int) throws(Truncated) -> Bool {
        var cursor = start
        beginList(OSPF6Fields.lsas)
        defer { endList() }
        while cursor < dataEnd {
            beginItem()
            defer { endItem() }
            guard try ospf6LSAHeader(at: cursor, dataEnd: dataEnd) else { return false }
            cursor += OSPF6Field.lsaHeaderLength
        }
        return true
    }

    private mutating func ospf6Requests(at offset: Int, dataEnd: Int) throws(Truncated) {
        guard verbose > 1 else { return }
        var cursor = offset + 16
        beginList(OSPF6Fields.lsas)
        defer { endList() }
        while cursor < dataEnd {
            try check(12, at: cursor)
            beginItem()
            report(OSPF6Fields.lsType, bytes.uint16(at: cursor + 2))
            report(OSPF6Fields.lsID, bytesAt: cursor + 4, count: 4)
            report(OSPF6Fields.advertisingRouter, bytesAt: cursor + 8, count: 4)
            endItem()
            put("\n\t  Advertising Router "); try putIPv4(at: cursor + 8)
            try putOSPF6LSType(bytes.uint16(at: cursor + 2), idAt: cursor + 4)
            cursor += 12
        }
    }

    /// Returns false where tcpdump's decoder reports truncation.
    private mutating func ospf6Update(at offset: Int, dataEnd: Int) throws(Truncated) -> Bool {
        guard verbose > 1 else { return true }
        let count = try u32(offset + 16)
        report(OSPF6Fields.lsaCount, count)
        // tcpdump counts down a signed int: a count of 2^31 or more never reaches zero.
        var remaining = Int32(bitPattern: count)
        var cursor = offset + 20
        beginList(OSPF6Fields.lsas)
        defer { endList() }
        while cursor < dataEnd && remaining != 0 {
            remaining &-= 1
            beginItem()
            defer { endItem() }
            guard try ospf6LSA(at: cursor, dataEnd: dataEnd) else { return false }
            cursor += Int(try u16(cursor + 18))
        }
        return true
    }

    /// `\n\t    NAME LSA (code), SCOPE Scope[, transitive], LSA-ID a.b.c.d`
    mutating func putOSPF6LSType(_ type: UInt16, idAt offset: Int) throws(Truncated) {
        try check(4, at: offset)
        put("\n\t    "); put(OSPF6Field.lsaTypeName(type & 0x1fff)); put(" LSA ("); put(decimal: type & 0x1fff)
        put("), "); put(OSPF6Field.scopeName(type & 0x6000)); put(" Scope")
        if type & 0x8000 != 0 { put(", transitive") }
        put(", LSA-ID "); try putIPv4(at: offset)
    }

    /// An LSA header; false (nothing printed) when it runs past the message.
    mutating func ospf6LSAHeader(at offset: Int, dataEnd: Int) throws(Truncated) -> Bool {
        guard offset + OSPF6Field.lsaHeaderLength <= dataEnd else { return false }
        try check(OSPF6Field.lsaHeaderLength, at: offset)
        let lsLength = bytes.uint16(at: offset + 18)
        let type = bytes.uint16(at: offset + 2)
        report(OSPF6Fields.age, bytes.uint16(at: offset))
        report(OSPF6Fields.lsType, type)
        report(OSPF6Fields.lsID, bytesAt: offset + 4, count: 4)
        report(OSPF6Fields.advertisingRouter, bytesAt: offset + 8, count: 4)
        report(OSPF6Fields.sequence, bytes.uint32(at: offset + 12))
        report(OSPF6Fields.lsaChecksum, bytes.uint16(at: offset + 16))
        report(OSPF6Fields.lsaLength, lsLength)
        put("\n\t  Advertising Router "); try putIPv4(at: offset + 8)
        put(", seq 0x"); put(hex: bytes.uint32(at: offset + 12), digits: 8)
        put(", age "); put(decimal: bytes.uint16(at: offset)); put("s, length ")
        // %zu of an unsigned subtraction: below the header's size it wraps around 2^64.
        if lsLength >= 20 {
            put(decimal: Int(lsLength) - 20)
        } else {
            put(decimal: UInt64.max - UInt64(19 - lsLength))
        }
        try putOSPF6LSType(type, idAt: offset + 4)
        return true
    }
}
