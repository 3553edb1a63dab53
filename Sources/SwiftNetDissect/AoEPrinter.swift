// ATA over Ethernet (EtherType 0x88a2) as tcpdump 4.99's aoe_print prints it: length, version and
// flags; with -v the version 1 header (error, shelf/slot, command, tag) and each command's
// arguments. A length too short for a part prints ` (invalid)`, and then the rest must still be
// captured (` [|aoe]`), as tcpdump's `invalid:` label checks. The same walk reports JSON.

/// AoE version 1 layout (AoE r11): a 10-byte common header, then per-command arguments.
enum AoEField {
    static let commonHeaderLength = 10
    static let issueArgumentLength = 12
    static let queryArgumentLength = 8
    static let maskArgumentLength = 4
    static let reserveArgumentLength = 2
    static let maximumConfigStringLength = 1024
    static let responseFlag: UInt8 = 0x08
    static let errorFlag: UInt8 = 0x04
}

extension Dissection {
    /// `AoE length N, Ver 1, Flags: [Response]` and, with -v, the header and arguments.
    mutating func aoe(at offset: Int, length: Int) throws(Truncated) {
        proto = "aoe"
        layer(AoEFields.aoe)
        put("AoE length "); put(decimal: length)
        guard length >= 1 else { return try aoeInvalid(at: offset, remaining: length) }
        let version = try u8(offset) >> 4
        report(AoEFields.version, version)
        put(", Ver "); put(decimal: version)
        guard version == 1 else { return }
        guard length >= AoEField.commonHeaderLength else { return try aoeInvalid(at: offset, remaining: length) }
        let flags = try u8(offset) & 0x0f
        report(AoEFields.flags, flags)
        put(", Flags: ["); putBitNames(UInt32(flags), AoETables.flagBits); put("]")
        guard verbose > 0 else { return }
        if flags & AoEField.errorFlag != 0 {
            let error = try u8(offset + 1)
            report(AoEFields.error, error)
            put("\n\tError: ")
            switch error {
            case 1: put("Unrecognized command code")
            case 2: put("Bad argument parameter")
            case 3: put("Device unavailable")
            case 4: put("Config string present")
            case 5: put("Unsupported version")
            case 6: put("Target is reserved")
            default: put("Invalid ("); put(decimal: error); put(")")
            }
        }
        let major = try u16(offset + 2)
        report(AoEFields.major, major)
        put("\n\tMajor: 0x"); put(hex: major, digits: 4)
        let minor = try u8(offset + 4)
        report(AoEFields.minor, minor)
        put(", Minor: 0x"); put(hex: minor, digits: 2)
        let command = try u8(offset + 5)
        report(AoEFields.command, command)
        put(", Command: ")
        switch command {
        case 0: put("Issue ATA Command")
        case 1: put("Query Config Information")
        case 2: put("MAC Mask List")
        case 3: put("Reserve/Release")
        default: put("Unknown (0x"); put(hex: command, digits: 2); put(")")
        }
        let tag = try u32(offset + 6)
        report(AoEFields.tag, tag)
        put(", Tag: 0x"); put(hex: tag, digits: 8)
        let argument = offset + AoEField.commonHeaderLength
        let argumentLength = length - AoEField.commonHeaderLength
        switch command {
        case 0: try aoeIssue(at: argument, length: argumentLength)
        case 1: try aoeQuery(at: argument, length: argumentLength)
        case 2: try aoeMaskList(at: argument, length: argumentLength)
        case 3: try aoeReserve(at: argument, length: argumentLength)
        default: break
        }
    }

    /// ` (invalid)`, then the rest must still be captured.
    private mutating func aoeInvalid(at offset: Int, remaining: Int) throws(Truncated) {
        putInvalid()
        try check(remaining, at: offset)
    }

    private mutating func aoeIssue(at offset: Int, length: Int) throws(Truncated) {
        guard length >= AoEField.issueArgumentLength else { return try aoeInvalid(at: offset, remaining: length) }
        let aflags = try u8(offset)
        report(AoEFields.ataFlags, aflags)
        put("\n\tAFlags: ["); putBitNames(UInt32(aflags), AoETables.ataFlagBits); put("]")
        let feature = try u8(offset + 1)
        report(AoEFields.errorFeature, feature)
        put(", Err/Feature: "); put(decimal: feature)
        let sectors = try u8(offset + 2)
        report(AoEFields.sectorCount, sectors)
        put(", Sector Count: "); put(decimal: sectors)
        let status = try u8(offset + 3)
        report(AoEFields.commandStatus, status)
        put(", Cmd/Status: "); put(decimal: status)
        var lba: UInt64 = 0
        for index in 0..<6 {
            let byte = try u8(offset + 4 + index)
            lba |= UInt64(byte) << (8 * UInt64(index))
            put(index == 0 ? "\n\tlba0: " : ", lba"); if index > 0 { put(decimal: index); put(": ") }
            put(decimal: byte)
        }
        report(AoEFields.lba, lba)
        try check(2, at: offset + 10)
        let data = length - AoEField.issueArgumentLength
        if data > 0 {
            report(AoEFields.dataLength, data)
            put("\n\tData: "); put(decimal: data); put(" bytes")
        }
    }

    private mutating func aoeQuery(at offset: Int, length: Int) throws(Truncated) {
        guard length >= AoEField.queryArgumentLength else { return try aoeInvalid(at: offset, remaining: length) }
        let buffers = try u16(offset)
        report(AoEFields.bufferCount, buffers)
        put("\n\tBuffer Count: "); put(decimal: buffers)
        let firmware = try u16(offset + 2)
        report(AoEFields.firmwareVersion, firmware)
        put(", Firmware Version: "); put(decimal: firmware)
        let sectors = try u8(offset + 4)
        report(AoEFields.sectorCount, sectors)
        put(", Sector Count: "); put(decimal: sectors)
        let byte = try u8(offset + 5)
        report(AoEFields.aoeVersion, byte >> 4)
        report(AoEFields.configCommand, byte & 0x0f)
        put(", AoE: "); put(decimal: byte >> 4); put(", CCmd: ")
        switch byte & 0x0f {
        case 0: put("read config string")
        case 1: put("test config string")
        case 2: put("test config string prefix")
        case 3: put("set config string")
        case 4: put("force set config string")
        // tcpdump 4.99's format string here lacks its `%`: the text is literal.
        default: put("Unknown (0x02x)")
        }
        let stringLength = Int(try u16(offset + 6))
        let rest = length - AoEField.queryArgumentLength
        guard stringLength <= AoEField.maximumConfigStringLength, stringLength <= rest else {
            return try aoeInvalid(at: offset + AoEField.queryArgumentLength, remaining: rest)
        }
        guard stringLength > 0 else { return }
        let text = offset + AoEField.queryArgumentLength
        report(AoEFields.configString, bytesAt: text, count: Swift.min(stringLength, available(from: text)))
        put("\n\tConfig String (length "); put(decimal: stringLength); put("): ")
        for index in 0..<stringLength { putCharacterEscaped(try u8(text + index)) }
    }

    private mutating func aoeMaskList(at offset: Int, length: Int) throws(Truncated) {
        guard length >= AoEField.maskArgumentLength else { return try aoeInvalid(at: offset, remaining: length) }
        let command = try u8(offset + 1)
        report(AoEFields.maskCommand, command)
        put("\n\tMCmd: ")
        switch command {
        case 0: put("Read Mac Mask List")
        case 1: put("Edit Mac Mask List")
        default: put("Unknown (0x"); put(hex: command, digits: 2); put(")")
        }
        let error = try u8(offset + 2)
        report(AoEFields.maskError, error)
        put(", MError: ")
        switch error {
        case 1: put("Unspecified Error")
        case 2: put("Bad DCmd directive")
        case 3: put("Mask list full")
        default: put("Unknown (0x"); put(hex: error, digits: 2); put(")")
        }
        let count = Int(try u8(offset + 3))
        put(", Dir Count: "); put(decimal: count)
        var cursor = offset + AoEField.maskArgumentLength
        let rest = length - AoEField.maskArgumentLength
        guard count * 8 <= rest else { return try aoeInvalid(at: cursor, remaining: rest) }
        beginList(AoEFields.directives)
        defer { endList() }
        for _ in 0..<count {
            let directive = try u8(cursor + 1)
            beginItem()
            defer { endItem() }
            report(AoEFields.directiveCommand, directive)
            put("\n\t DCmd: ")
            switch directive {
            case 0: put("No Directive")
            case 1: put("Add mac address to mask list")
            case 2: put("Delete mac address from mask list")
            default: put("Unknown (0x"); put(hex: directive, digits: 2); put(")")
            }
            try check(6, at: cursor + 2)
            report(AoEFields.address, bytesAt: cursor + 2, count: 6)
            put(", Ethernet Address: "); try putMAC(at: cursor + 2)
            cursor += 8
        }
    }

    private mutating func aoeReserve(at offset: Int, length: Int) throws(Truncated) {
        guard length >= AoEField.reserveArgumentLength, (length - AoEField.reserveArgumentLength) % 6 == 0 else {
            return try aoeInvalid(at: offset, remaining: length)
        }
        let command = try u8(offset)
        report(AoEFields.reserveCommand, command)
        put("\n\tRCmd: ")
        switch command {
        case 0: put("Read reserve list")
        case 1: put("Set reserve list")
        case 2: put("Force set reserve list")
        default: put("Unknown (0x"); put(hex: command, digits: 2); put(")")
        }
        let count = Int(try u8(offset + 1))
        put(", NMacs: "); put(decimal: count)
        let rest = length - AoEField.reserveArgumentLength
        var cursor = offset + AoEField.reserveArgumentLength
        guard count * 6 == rest else { return try aoeInvalid(at: cursor, remaining: rest) }
        beginList(AoEFields.addresses)
        defer { endList() }
        for index in 0..<count {
            try check(6, at: cursor)
            report(AoEFields.address, bytesAt: cursor, count: 6)
            put("\n\tEthernet Address "); put(decimal: index); put(": "); try putMAC(at: cursor)
            cursor += 6
        }
    }
}

/// tcpdump's AoE bit tables, in its order (Dissection is generic, so they live here).
enum AoETables {
    static let flagBits: [(UInt32, StaticString)] = [(0x08, "Response"), (0x04, "Error"), (0x02, "MBZ-1"), (0x01, "MBZ-0")]
    static let ataFlagBits: [(UInt32, StaticString)] = [
        (0x80, "MBZ-7"), (0x40, "Ext48"), (0x20, "MBZ-5"), (0x10, "Device"), (0x08, "MBZ-3"), (0x04, "MBZ-2"),
        (0x02, "Async"), (0x01, "Write"),
    ]
}
