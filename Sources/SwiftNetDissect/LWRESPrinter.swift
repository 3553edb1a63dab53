import SwiftNetWire

// LWRES (BIND 9's lightweight resolver, UDP 921) as tcpdump's lwres_print prints it: a 28-byte
// header, then per opcode the request (names asked for, an address) or the response (counts,
// real name, aliases, addresses, raw rdata and signatures), and " [len: A != B]" / "[extra]"
// where the stated length disagrees with the datagram or the walk.

/// Opcodes tcpdump names.
enum LWRESOpcode {
    static let noop: UInt32 = 0
    static let getAddrsByName: UInt32 = 0x0001_0001
    static let getNameByAddr: UInt32 = 0x0001_0002
    static let getRdataByName: UInt32 = 0x0001_0003
}

/// Header and per-opcode body sizes (BIND's lwres headers).
private enum LWRESSize {
    static let header = 28
    static let address = 6
}

extension Dissection {
    mutating func lwres(at offset: Int, length: Int) throws(Truncated) {
        proto = "lwres"
        layer(LWRESFields.lwres)
        try check(LWRESSize.header, at: offset)
        let stated = try u32(offset)
        let version = try u16(offset + 4)
        let flags = try u16(offset + 6)
        let opcode = try u32(offset + 12)
        report(LWRESFields.length, stated)
        report(LWRESFields.version, version)
        report(LWRESFields.flags, flags)
        report(LWRESFields.response, bool: flags & 1 != 0)
        report(LWRESFields.serial, u32At: offset + 8)
        report(LWRESFields.opcode, opcode)
        report(LWRESFields.result, u32At: offset + 16)
        report(LWRESFields.receiveLength, u32At: offset + 20)
        report(LWRESFields.authType, u16At: offset + 24)
        report(LWRESFields.authLength, u16At: offset + 26)
        put(" lwres")
        if verbose > 0 || version != 0 { put(" v"); put(decimal: version) }
        guard version == 0 else {
            // tcpdump decodes no further: only the length check (its walk ends at the stated end).
            putLWRESLengthMismatch(stated: stated, length: length)
            return
        }
        let response = flags & 1 != 0
        put(" ")
        switch opcode {
        case LWRESOpcode.noop: put("noop")
        case LWRESOpcode.getAddrsByName: put("getaddrsbyname")
        case LWRESOpcode.getNameByAddr: put("getnamebyaddr")
        case LWRESOpcode.getRdataByName: put("getrdatabyname")
        default: put("#0x"); put(hex: opcode)
        }
        if !response { put("?") }
        if flags & ~1 != 0 { put("[0x"); put(hex: flags); put("]") }
        if verbose > 1 {
            put(" (serial:0x"); put(hex: try u32(offset + 8))
            put(" result:0x"); put(hex: try u32(offset + 16))
            put(" recvlen:"); put(decimal: try u32(offset + 20))
            if verbose > 2 {
                put(" authtype:0x"); put(hex: try u16(offset + 24))
                put(" authlen:"); put(decimal: try u16(offset + 26))
            }
            put(")")
        }
        let body = offset + LWRESSize.header
        let walked: Int?
        switch opcode {
        case LWRESOpcode.noop: walked = body
        case LWRESOpcode.getAddrsByName:
            walked = response ? try lwresAddrsByNameResponse(at: body) : try lwresAddrsByNameRequest(at: body)
        case LWRESOpcode.getNameByAddr:
            walked = response ? try lwresNameByAddrResponse(at: body) : try lwresNameByAddrRequest(at: body)
        case LWRESOpcode.getRdataByName:
            walked = response ? try lwresRdataByNameResponse(at: body) : try lwresRdataByNameRequest(at: body)
        default:
            // An opcode tcpdump does not know: no [extra] verdict.
            putLWRESLengthMismatch(stated: stated, length: length)
            return
        }
        guard let walked else { return putInvalid(reason: "address shorter than its family") }
        putLWRESLengthMismatch(stated: stated, length: length)
        if walked - offset < Int(stated) {
            report(LWRESFields.extra, bool: true)
            put("[extra]")
        }
    }

    private mutating func putLWRESLengthMismatch(stated: UInt32, length: Int) {
        guard Int(stated) != length else { return }
        put(" [len: "); put(decimal: stated); put(" != "); put(decimal: length); put("]")
    }

    /// ` flags:0x…` of a body, at -vvv only (BIND never sets them).
    private mutating func putLWRESBodyFlags(at offset: Int) throws(Truncated) {
        report(LWRESFields.requestFlags, u32At: offset)
        if verbose > 2 { put(" flags:0x"); put(hex: try u32(offset)) }
    }

    /// The record type and, when not IN, the class, as the DNS printer's tables name them.
    private mutating func putLWRESTypeAndClass(type: UInt16, recordClass: UInt16) {
        report(LWRESFields.recordType, type)
        report(LWRESFields.recordClass, recordClass)
        put(" "); putDNSTypeName(type)
        if recordClass != 1 {
            put(" ")
            if let name = dnsClassNames[recordClass] { put(name) } else { put("Class"); put(decimal: recordClass) }
        }
    }

    private mutating func lwresAddrsByNameRequest(at p: Int) throws(Truncated) -> Int? {
        try check(2, at: p + 8)
        try putLWRESBodyFlags(at: p)
        let types = try u32(p + 4)
        report(LWRESFields.addressTypes, types)
        switch types & 3 {
        case 1: put(" IPv4")
        case 2: put(" IPv6")
        case 3: put(" IPv4/6")
        default: break
        }
        if types & ~3 != 0 { put("[0x"); put(hex: types); put("]") }
        let count = Int(try u16(p + 8))
        return p + 10 + (try lwresName(LWRESFields.name, count: count, at: p + 10))
    }

    private mutating func lwresNameByAddrRequest(at p: Int) throws(Truncated) -> Int? {
        try check(4, at: p)
        try putLWRESBodyFlags(at: p)
        beginList(LWRESFields.addresses)
        defer { endList() }
        guard let size = try lwresAddress(at: p + 4) else { return nil }
        return p + 4 + size
    }

    private mutating func lwresRdataByNameRequest(at p: Int) throws(Truncated) -> Int? {
        try check(2, at: p + 8)
        try putLWRESBodyFlags(at: p)
        putLWRESTypeAndClass(type: try u16(p + 6), recordClass: try u16(p + 4))
        let count = Int(try u16(p + 8))
        return p + 10 + (try lwresName(LWRESFields.name, count: count, at: p + 10))
    }

    private mutating func lwresAddrsByNameResponse(at p: Int) throws(Truncated) -> Int? {
        try check(2, at: p + 8)
        try putLWRESBodyFlags(at: p)
        let aliasCount = try u16(p + 4)
        let addressCount = try u16(p + 6)
        report(LWRESFields.aliasCount, aliasCount)
        report(LWRESFields.addressCount, addressCount)
        put(" "); put(decimal: aliasCount); put("/"); put(decimal: addressCount)
        var cursor = p + 10
        cursor += try lwresName(LWRESFields.name, count: Int(try u16(p + 8)), at: cursor)
        cursor = try lwresAliases(aliasCount, at: cursor)
        beginList(LWRESFields.addresses)
        defer { endList() }
        for _ in 0..<addressCount {
            guard let size = try lwresAddress(at: cursor) else { return nil }
            cursor += size
        }
        return cursor
    }

    private mutating func lwresNameByAddrResponse(at p: Int) throws(Truncated) -> Int? {
        try check(2, at: p + 6)
        try putLWRESBodyFlags(at: p)
        let aliasCount = try u16(p + 4)
        report(LWRESFields.aliasCount, aliasCount)
        put(" "); put(decimal: aliasCount)
        var cursor = p + 8
        cursor += try lwresName(LWRESFields.name, count: Int(try u16(p + 6)), at: cursor)
        return try lwresAliases(aliasCount, at: cursor)
    }

    private mutating func lwresRdataByNameResponse(at p: Int) throws(Truncated) -> Int? {
        try check(2, at: p + 14)
        try putLWRESBodyFlags(at: p)
        putLWRESTypeAndClass(type: try u16(p + 6), recordClass: try u16(p + 4))
        let ttl = try u32(p + 8)
        report(LWRESFields.ttl, ttl)
        put(" TTL "); putRelativeTime(ttl)
        let rdataCount = try u16(p + 12)
        let signatureCount = try u16(p + 14)
        report(LWRESFields.rdataCount, rdataCount)
        report(LWRESFields.signatureCount, signatureCount)
        put(" "); put(decimal: rdataCount); put("/"); put(decimal: signatureCount)
        var cursor = p + 16
        cursor += 2 + (try lwresName(LWRESFields.name, count: Int(try u16(cursor)), at: cursor + 2))
        beginList(LWRESFields.rdatas)
        for _ in 0..<rdataCount { cursor += try lwresBlob(at: cursor) }
        endList()
        beginList(LWRESFields.signatures)
        for _ in 0..<signatureCount { cursor += try lwresBlob(at: cursor) }
        endList()
        return cursor
    }

    /// `count` 16-bit-length-prefixed names; returns where the walk is after them.
    private mutating func lwresAliases(_ count: UInt16, at start: Int) throws(Truncated) -> Int {
        var cursor = start
        beginList(LWRESFields.aliases)
        defer { endList() }
        for _ in 0..<count {
            cursor += 2 + (try lwresName(LWRESFields.alias, count: Int(try u16(cursor)), at: cursor + 2))
        }
        return cursor
    }

    /// A name of `count` bytes and its NUL: ` name` with tcpdump's escapes, byte by byte, so a
    /// cut capture prints what it holds before ` [|lwres]`; a byte other than NUL after it is
    /// flagged (and stepped over all the same).
    /// Returns the bytes it spans.
    private mutating func lwresName(_ field: FieldDescriptor, count: Int, at offset: Int) throws(Truncated) -> Int {
        put(" ")
        for index in offset..<(offset + count) {
            guard has(1, at: index) else {
                report(field, bytesAt: offset, count: index - offset)
                throw Truncated()
            }
            putCharacterEscaped(bytes[index])
        }
        report(field, bytesAt: offset, count: count)
        // JSON keeps the name alone: a "malformed" mark here would close the lists the walk
        // is still filling.
        if try u8(offset + count) != 0 { put(" (not NUL-terminated!)") }
        return count + 1
    }

    /// A 16-bit-length-prefixed blob as bare hex, byte by byte (rdata and signatures are not
    /// decoded).
    private mutating func lwresBlob(at offset: Int) throws(Truncated) -> Int {
        let count = Int(try u16(offset))
        report(LWRESFields.blob, bytesAt: offset + 2, count: count)
        for index in (offset + 2)..<(offset + 2 + count) { put(hex: try u8(index), digits: 2) }
        return 2 + count
    }

    /// An address (32-bit family, 16-bit length, value); nil when the length is too short for
    /// IPv4 or IPv6 (tcpdump: " (invalid)"). An IPv4 or IPv6 address advances by its own size
    /// whatever the length says, as tcpdump's walk does.
    private mutating func lwresAddress(at offset: Int) throws(Truncated) -> Int? {
        try check(2, at: offset + 4)
        let count = Int(try u16(offset + 4))
        let value = offset + LWRESSize.address
        try check(count, at: value)
        let family = try u32(offset)
        beginItem()
        defer { endItem() }
        report(LWRESFields.family, family)
        report(LWRESFields.addressLength, count)
        switch family {
        case 1:
            guard count >= 4 else { return nil }
            report(LWRESFields.ipv4, bytesAt: value, count: 4)
            put(" "); try putIPv4(at: value)
            return LWRESSize.address + 4
        case 2:
            guard count >= 16 else { return nil }
            report(LWRESFields.ipv6, bytesAt: value, count: 16)
            put(" "); try putIPv6(at: value)
            return LWRESSize.address + 16
        default:
            report(LWRESFields.addressData, bytesAt: value, count: count)
            put(" "); put(decimal: family); put("/")
            for index in value..<(value + count) { put(hex: bytes[index], digits: 2) }
            return LWRESSize.address + count
        }
    }
}
