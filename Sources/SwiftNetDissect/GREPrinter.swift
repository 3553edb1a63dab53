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
            case (0, 0x6558): _ = try ethernet(wireLength: remaining, at: cursor)
            default: put("gre-proto-0x"); put(hex: type)
            }
        default:
            put(" ERROR: unknown-version")
            reportMalformed("unknown GRE version")
        }
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
        let flags = try u8(offset)
        let vni = UInt32(try u8(offset + 4)) << 16 | UInt32(try u16(offset + 5))
        report(TunnelFields.vxlanFlags, flags)
        report(TunnelFields.vniValid, bool: flags & 0x08 != 0)
        report(TunnelFields.vni, vni)
        put(", flags ["); put(flags & 0x08 != 0 ? "I" : "invalid"); put("] (0x"); put(hex: flags, digits: 2); put("), ")
        put("vni "); put(decimal: vni); put("\n")
        _ = try ethernet(wireLength: length - 8, at: offset + 8)
    }
}
