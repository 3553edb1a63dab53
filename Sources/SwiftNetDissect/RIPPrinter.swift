// RIP (RFC 1058 version 1, RFC 2453 version 2) on UDP 520 as tcpdump's rip_print prints it:
// version, command and length; with -v the route and authentication entries, and a hex dump of
// commands it does not decode (with -vv of every message).

/// RIP's UDP port (RFC 2453 3.1), and its 4-byte header: command, version, zero.
enum RIPField {
    static let port: UInt16 = 520
    static let headerLength = 4
    /// Route and authentication entries (RFC 2453 4, 4.1).
    static let entryLength = 20

    /// tcpdump 4.99's rip_cmd_values.
    static func commandName(_ command: UInt8) -> StaticString? {
        switch command {
        case 1: "Request"
        case 2: "Response"
        case 3: "Trace on"
        case 4: "Trace off"
        case 5: "Poll"
        case 6: "Poll Entry"
        default: nil
        }
    }

    /// tcpdump's mask2plen: the prefix length of a contiguous mask, -1 otherwise.
    static func prefixLength(mask: UInt32) -> Int {
        let length = mask.leadingZeroBitCount == 0 || mask == 0 ? (~mask).leadingZeroBitCount : -1
        guard length >= 0 else { return -1 }
        let expected: UInt32 = length == 0 ? 0 : ~UInt32(0) << UInt32(32 - length)
        return expected == mask ? length : -1
    }
}

extension Dissection {
    mutating func rip(at offset: Int, length: Int) throws(Truncated) {
        proto = "rip"
        layer(RIPFields.rip)
        let whole = available(from: offset) >= length
        guard Swift.min(available(from: offset), length) >= RIPField.headerLength else {
            if Sink.collectsFields && whole {
                reportMalformed("shorter than the 4-byte RIP header")
            } else {
                putTruncationMarker()
            }
            return
        }
        let command = bytes[offset]
        let version = bytes[offset + 1]
        report(RIPFields.command, command)
        if let name = RIPField.commandName(command) { report(RIPFields.commandName, label: name) }
        report(RIPFields.version, version)
        if verbose > 0 { put("\n\t") }
        put("RIPv"); put(decimal: version); put(", ")
        if let name = RIPField.commandName(command) {
            put(name)
        } else {
            put("unknown command ("); put(decimal: command); put(")")
        }
        put(", length: "); put(decimal: length)
        if Sink.collectsFields {
            // JSON lists every 20-byte entry of a request or response whatever the version; the
            // text's per-version decoding below adds only hex dumps and its own stops.
            if command == 1 || command == 2 { reportRIPEntries(from: offset + RIPField.headerLength, to: offset + length) }
            return
        }
        guard verbose > 0 else { return }
        var remaining = Swift.min(available(from: offset), length) - RIPField.headerLength
        switch command {
        case 1, 2:
            guard version == 1 || version == 2 else {
                put(", unknown version")
                break
            }
            put(", routes: "); put(decimal: length / RIPField.entryLength)
            if version == 2 { put(" or less") }
            var cursor = offset + RIPField.headerLength
            while remaining != 0 {
                let size = version == 1 ? try ripEntryVersion1(at: cursor, remaining: remaining)
                                        : try ripEntryVersion2(at: cursor, remaining: remaining)
                if size == 0 {
                    putTruncationMarker()
                    break
                }
                if remaining < size {
                    put(" [remaining entries length "); put(decimal: remaining); put(" < "); put(decimal: size); put("]")
                    putInvalid()
                    break
                }
                cursor += size
                remaining -= size
            }
        case 4, 5, 6:
            break
        default:
            if verbose <= 1 { putUnknownData(at: offset, length: length, prefix: "\n\t") }
        }
        if verbose > 1 { putUnknownData(at: offset, length: length, prefix: "\n\t") }
    }

    /// `entries`: each 20 bytes from `start` to `stop` (the message's end) as captured, an
    /// authentication entry (family 0xffff, RFC 2453 4.1, RFC 4822) with its type and data;
    /// then `truncated` when the capture cut the message, `malformed` when a partial entry ends it.
    private mutating func reportRIPEntries(from start: Int, to stop: Int) {
        beginList(RIPFields.entries)
        var cursor = start
        while cursor + RIPField.entryLength <= stop, has(RIPField.entryLength, at: cursor) {
            let family = bytes.uint16(at: cursor)
            beginItem()
            report(RIPFields.family, family)
            if family == 0xffff {
                report(RIPFields.authType, bytes.uint16(at: cursor + 2))
                report(RIPFields.authData, bytesAt: cursor + 4, count: 16)
            } else {
                report(RIPFields.tag, bytes.uint16(at: cursor + 2))
                report(RIPFields.address, bytesAt: cursor + 4, count: 4)
                report(RIPFields.mask, bytesAt: cursor + 8, count: 4)
                report(RIPFields.nextHop, bytesAt: cursor + 12, count: 4)
                report(RIPFields.metric, bytes.uint32(at: cursor + 16))
            }
            endItem()
            cursor += RIPField.entryLength
        }
        endList()
        if cursor < stop {
            if has(stop - cursor, at: cursor) {
                reportMalformed("a partial route entry")
            } else {
                reportTruncated()
            }
        }
    }

    /// An RFC 1058 entry; returns its size, or 0 where tcpdump gives up (too short, not captured).
    private mutating func ripEntryVersion1(at offset: Int, remaining: Int) throws(Truncated) -> Int {
        guard remaining >= RIPField.entryLength, has(RIPField.entryLength, at: offset) else { return 0 }
        let family = bytes.uint16(at: offset)
        if family != 2 && family != 0 {
            put("\n\t AFI "); putBSDFamily(family); put(", ")
            putUnknownData(at: offset + 4, length: RIPField.entryLength - 4, prefix: "\n\t  ")
            return RIPField.entryLength
        }
        if bytes.uint16(at: offset + 2) != 0 || bytes.uint32(at: offset + 8) != 0 || bytes.uint32(at: offset + 12) != 0 {
            // Must-be-zero fields set: not a version 1 entry.
            putUnknownData(at: offset, length: RIPField.entryLength, prefix: "\n\t  ")
            return RIPField.entryLength
        }
        put(family == 0 ? "\n\t  AFI 0, " : "\n\t  ")
        try putIPv4(at: offset + 4)
        put(", metric: "); put(decimal: bytes.uint32(at: offset + 16))
        return RIPField.entryLength
    }

    /// An RFC 2453 entry (route, or authentication when the family is 0xffff: RFC 2453 4.1,
    /// RFC 4822); returns its size, or 0 where tcpdump gives up.
    private mutating func ripEntryVersion2(at offset: Int, remaining: Int) throws(Truncated) -> Int {
        guard remaining >= 4, has(4, at: offset) else { return 0 }
        let family = bytes.uint16(at: offset)
        if family == 0xffff {
            let authType = bytes.uint16(at: offset + 2)
            let data = offset + 4
            let left = remaining - 4
            switch authType {
            case 2:
                put("\n\t  Simple Text Authentication data: ")
                var index = 0
                while index < 16 {
                    let byte = try u8(data + index)
                    if byte == 0 { break }
                    putCharacterEscaped(byte)
                    index += 1
                }
            case 3:
                guard has(16, at: data), left >= 16 else { return 0 }
                put("\n\t  Auth header: Packet Len "); put(decimal: bytes.uint16(at: data))
                put(", Key-ID "); put(decimal: bytes[data + 2])
                put(", Auth Data Len "); put(decimal: bytes[data + 3])
                put(", SeqNo "); put(decimal: bytes.uint32(at: data + 4))
                put(", MBZ "); put(decimal: bytes.uint32(at: data + 8))
                put(", MBZ "); put(decimal: bytes.uint32(at: data + 12))
            case 1:
                put("\n\t  Auth trailer:")
                putUnknownData(at: data, length: left, prefix: "\n\t  ")
                return 4 + left
            default:
                put("\n\t  Unknown ("); put(decimal: authType); put(") Authentication data:")
                putUnknownData(at: data, length: left, prefix: "\n\t  ")
                return 4 + left
            }
        } else if family != 2 && family != 0 {
            put("\n\t  AFI "); putBSDFamily(family)
            putUnknownData(at: offset + 4, length: RIPField.entryLength - 4, prefix: "\n\t  ")
        } else {
            guard has(RIPField.entryLength, at: offset), remaining >= RIPField.entryLength else { return 0 }
            put("\n\t  AFI ")
            if family == 2 { put("IPv4") } else { put("0") }
            put(", ")
            // %15s: the address right-aligned in 15 columns; %-2d: the prefix length left-aligned.
            var width = 3  // the dots
            for index in 0..<4 {
                let byte = bytes[offset + 4 + index]
                width += byte >= 100 ? 3 : byte >= 10 ? 2 : 1
            }
            for _ in width..<15 { put(byte: 0x20) }
            try putIPv4(at: offset + 4)
            put("/")
            let prefixLength = RIPField.prefixLength(mask: bytes.uint32(at: offset + 8))
            put(decimal: prefixLength)
            if prefixLength >= 0 && prefixLength < 10 { put(" ") }
            put(", tag 0x"); put(hex: bytes.uint16(at: offset + 2), digits: 4)
            put(", metric: "); put(decimal: bytes.uint32(at: offset + 16)); put(", next-hop: ")
            if bytes.uint32(at: offset + 12) != 0 { try putIPv4(at: offset + 12) } else { put("self") }
        }
        return RIPField.entryLength
    }

    /// tcpdump's bsd_af_values (BSD address families, as RIP carries them).
    private mutating func putBSDFamily(_ family: UInt16) {
        switch family {
        case 2: put("IPv4")
        case 6: put("NS")
        case 7: put("ISO")
        case 16: put("Appletalk")
        case 23: put("IPX")
        case 24, 28, 30: put("IPv6")
        default: put("Unknown ("); put(decimal: family); put(")")
        }
    }

    /// tcpdump's print_unknown_data: a hex dump (no ASCII column) of what is captured of
    /// `length` bytes.
    private mutating func putUnknownData(at offset: Int, length: Int, prefix: StaticString) {
        let stop = Swift.min(end, offset + Swift.max(0, length))
        guard offset < stop else { return }
        putHex(from: offset, to: stop, prefix: prefix)
    }
}
