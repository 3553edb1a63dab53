// GRE (RFC 2784, 2890; version 1 is PPTP's, RFC 2637) as tcpdump's gre_print prints it.

extension Dissection {
    mutating func gre(at offset: Int, length: Int) throws(Truncated) {
        proto = "gre"
        layer(TunnelFields.gre)
        guard has(2, at: offset), length >= 2 else {
            putTruncationMarker()
            return
        }
        put("GRE")
        let flags = bytes.uint16(at: offset)
        let version = flags & 7
        reportGREFlags(flags)
        put("v"); put(decimal: version)
        var cursor = offset + 2
        var remaining = length - 2
        func take(_ d: inout Dissection, _ count: Int) -> Bool {
            guard d.has(count, at: cursor), remaining >= count else {
                d.putTruncationMarker()
                return false
            }
            return true
        }
        switch version {
        case 0, 1:
            if verbose > 0 { putGREFlags(flags) }
            guard take(&self, 2) else { return }
            let type = bytes.uint16(at: cursor)
            report(TunnelFields.protocolType, type)
            cursor += 2; remaining -= 2
            if version == 0 {
                if flags & 0xc000 != 0 {
                    guard take(&self, 2) else { return }
                    if verbose > 0 { put(", sum 0x"); put(hex: bytes.uint16(at: cursor)) }
                    report(TunnelFields.checksum, bytes.uint16(at: cursor))
                    cursor += 2; remaining -= 2
                    guard take(&self, 2) else { return }
                    put(", off 0x"); put(hex: bytes.uint16(at: cursor))
                    report(TunnelFields.offset, bytes.uint16(at: cursor))
                    cursor += 2; remaining -= 2
                }
                if flags & 0x2000 != 0 {
                    guard take(&self, 4) else { return }
                    put(", key=0x"); put(hex: bytes.uint32(at: cursor))
                    report(TunnelFields.key, bytes.uint32(at: cursor))
                    cursor += 4; remaining -= 4
                }
                if flags & 0x1000 != 0 {
                    guard take(&self, 4) else { return }
                    put(", seq "); put(decimal: bytes.uint32(at: cursor))
                    report(TunnelFields.sequence, bytes.uint32(at: cursor))
                    cursor += 4; remaining -= 4
                }
                if flags & 0x4000 != 0 {
                    guard greSourceRoutes(at: &cursor, remaining: &remaining) else {
                        putTruncationMarker()
                        return
                    }
                }
            } else {
                if flags & 0x2000 != 0 {
                    guard take(&self, 4) else { return }
                    put(", call "); put(decimal: bytes.uint32(at: cursor) & 0xffff)
                    report(TunnelFields.payloadLength, bytes.uint32(at: cursor) >> 16)
                    report(TunnelFields.callID, bytes.uint32(at: cursor) & 0xffff)
                    cursor += 4; remaining -= 4
                }
                if flags & 0x1000 != 0 {
                    guard take(&self, 4) else { return }
                    put(", seq "); put(decimal: bytes.uint32(at: cursor))
                    report(TunnelFields.sequence, bytes.uint32(at: cursor))
                    cursor += 4; remaining -= 4
                }
                if flags & 0x0080 != 0 {
                    guard take(&self, 4) else { return }
                    put(", ack "); put(decimal: bytes.uint32(at: cursor))
                    report(TunnelFields.ack, bytes.uint32(at: cursor))
                    cursor += 4; remaining -= 4
                }
                if flags & 0x1000 == 0 { put(", no-payload") }
            }
            if options.linkHeader {
                put(", proto "); put(ProtocolNames.etherType(type) ?? "unknown")
                put(" (0x"); put(hex: type, digits: 4); put(")")
            }
            put(", length "); put(decimal: length)
            if version == 1 && flags & 0x1000 == 0 { return }
            put(verbose < 1 ? ": " : "\n\t")
            switch (version, type) {
            case (0, 0x0800): try ipv4(at: cursor, length: remaining)
            case (0, 0x86dd): try ipv6(at: cursor, length: remaining)
            case (0, 0x8847): try mpls(at: cursor, length: remaining)
            case (0, 0x6558): _ = try ethernet(wireLength: remaining, at: cursor)
            case (0, 0x00fe): try isoclns(at: cursor, length: remaining)
            case (0, 0x8137): try ipx(at: cursor, length: remaining)
            case (1, 0x880b): try pppFrame(at: cursor, length: remaining)
            default: put("gre-proto-0x"); put(hex: type)
            }
        default:
            put(" ERROR: unknown-version")
            reportMalformed("unknown GRE version")
        }
    }

    /// RFC 1701 source route entries up to the null entry (address family 0, length 0), as
    /// tcpdump's gre_sre_print prints them: `, (rtaf=ip A *B C)` with `*` at the entry's offset,
    /// `, (rtaf=asn fde9 *fdea)`, `, (rtaf=0xNNNN)` for other families, and `badoffset=` /
    /// `badlength=` / `badoff/len=` where the offset or length cannot be right. False where
    /// tcpdump ends the line with ` [|gre]` (an entry past the capture or the datagram).
    private mutating func greSourceRoutes(at cursor: inout Int, remaining: inout Int) -> Bool {
        beginList(TunnelFields.routes)
        defer { endList() }
        while true {
            guard has(4, at: cursor), remaining >= 4 else { return false }
            let family = bytes.uint16(at: cursor)
            let entryOffset = Int(bytes[cursor + 2])
            let entryLength = Int(bytes[cursor + 3])
            cursor += 4; remaining -= 4
            if family == 0 && entryLength == 0 { return true }
            beginItem()
            report(TunnelFields.routeFamily, family)
            report(TunnelFields.routeOffset, entryOffset)
            report(TunnelFields.routeLength, entryLength)
            report(TunnelFields.routeEntries, bytesAt: cursor, count: entryLength)
            endItem()
            switch family {
            case 0x0800:
                put(", (rtaf=ip")
                guard greRouteEntries(at: cursor, remaining: remaining, offset: entryOffset,
                                      length: entryLength, width: 4) else { return false }
                put(")")
            case 0xfffe:
                put(", (rtaf=asn")
                guard greRouteEntries(at: cursor, remaining: remaining, offset: entryOffset,
                                      length: entryLength, width: 2) else { return false }
                put(")")
            default:
                put(", (rtaf=0x"); put(hex: family); put(")")
            }
            guard remaining >= entryLength else { return false }
            cursor += entryLength; remaining -= entryLength
        }
    }

    /// The addresses (width 4) or AS numbers (width 2) of one source route entry.
    private mutating func greRouteEntries(at start: Int, remaining: Int, offset: Int, length: Int,
                                          width: Int) -> Bool {
        if offset % width != 0 {
            put(", badoffset="); put(decimal: offset)
            return true
        }
        if length % width != 0 {
            put(", badlength="); put(decimal: length)
            return true
        }
        if offset >= length {
            put(", badoff/len="); put(decimal: offset); put("/"); put(decimal: length)
            return true
        }
        var cursor = start
        var left = remaining
        var entryBytes = length
        while entryBytes != 0 {
            guard has(width, at: cursor), left >= width else { return false }
            put(" ")
            if cursor - start == offset { put("*") }
            if width == 4 {
                try? putIPv4(at: cursor)
            } else {
                put(hex: bytes.uint16(at: cursor))
            }
            cursor += width; left -= width; entryBytes -= width
        }
        return true
    }

    /// The flags word and its bits (text prints them at -v, JSON always).
    private mutating func reportGREFlags(_ flags: UInt16) {
        guard Sink.collectsFields else { return }
        report(TunnelFields.flags, flags)
        report(TunnelFields.checksumPresent, bool: flags & 0x8000 != 0)
        report(TunnelFields.routingPresent, bool: flags & 0x4000 != 0)
        report(TunnelFields.keyPresent, bool: flags & 0x2000 != 0)
        report(TunnelFields.sequencePresent, bool: flags & 0x1000 != 0)
        report(TunnelFields.strictSourceRoute, bool: flags & 0x0800 != 0)
        if flags & 7 == 1 { report(TunnelFields.ackPresent, bool: flags & 0x0080 != 0) }
        report(TunnelFields.version, flags & 7)
    }

    /// `, Flags [key present, sequence# present]` (tcpdump's gre_flag_values), or `none`.
    private mutating func putGREFlags(_ flags: UInt16) {
        put(", Flags [")
        var any = false
        for (bit, name) in greFlagNames where flags & bit != 0 {
            if any { put(", ") }
            put(name)
            any = true
        }
        if !any { put("none") }
        put("]")
    }
}

/// tcpdump's gre_flag_values.
private let greFlagNames: [(UInt16, StaticString)] = [
    (0x8000, "checksum present"), (0x4000, "routing present"), (0x2000, "key present"),
    (0x1000, "sequence# present"), (0x0800, "source routing present"), (0x0080, "ack present"),
]

extension Dissection {
    /// VXLAN (RFC 7348) as tcpdump's vxlan_print prints it: the header, a newline, then the inner
    /// Ethernet frame.
    mutating func vxlan(at offset: Int, length: Int) throws(Truncated) {
        proto = "vxlan"
        layer(TunnelFields.vxlan)
        put("VXLAN")
        if length < 8 {
            putInvalid()
            return
        }
        // The flags are printed before the VNI is read, as tcpdump does.
        let flags = try u8(offset)
        report(TunnelFields.vxlanFlags, flags)
        report(TunnelFields.vniValid, bool: flags & 0x08 != 0)
        put(", flags ["); put(flags & 0x08 != 0 ? "I" : "invalid"); put("] (0x"); put(hex: flags, digits: 2); put("), ")
        let vni = UInt32(try u8(offset + 4)) << 16 | UInt32(try u16(offset + 5))
        report(TunnelFields.vni, vni)
        put("vni "); put(decimal: vni); put("\n")
        _ = try ethernet(wireLength: length - 8, at: offset + 8)
    }
}
