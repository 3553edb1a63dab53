import SwiftNetWire

// Cisco HDLC (LINKTYPE_C_HDLC, 104) as tcpdump 4.99's chdlc_if_print prints it: with -e the
// address name, EtherType and length; then the payload by protocol (IPv4, IPv6, MPLS, SLARP).
// SLARP (Cisco's serial-line ARP and keepalive) as chdlc_slarp_print.

/// Cisco HDLC framing: address, control, a 16-bit protocol (an EtherType), and SLARP's layout.
enum CiscoHDLCField {
    static let headerLength = 4
    static let protocolOffset = 2
    static let unicast: UInt8 = 0x0f
    static let broadcast: UInt8 = 0x8f
    /// SLARP's protocol number (it borrows Reverse ARP's EtherType).
    static let slarp: UInt16 = 0x8035
    /// Code (4), then address and mask (8) or two sequence numbers and reliability (10).
    static let slarpMinimumLength = 14
    /// With the optional 4-byte uptime of a keepalive.
    static let slarpMaximumLength = 18
}

extension Dissection {
    /// A Cisco HDLC frame at `base` (0 for LINKTYPE_C_HDLC; after a Juniper header for
    /// JUNIPER_CHDLC) of `wireLength` bytes on the wire. Throws at the captured end.
    mutating func ciscoHDLC(wireLength: Int, at base: Int = 0) throws(Truncated) {
        proto = "chdlc"
        layer(CiscoHDLCFields.chdlc)
        // A frame too short to hold the header: the marker, and the -x dump has nothing after the
        // "header". A header cut by the capture: tcpdump's longjmp (the dump then starts at 0).
        if wireLength < CiscoHDLCField.headerLength {
            putTruncationMarker()
            linkHeaderLength = base + Swift.min(wireLength, end - base)
            return
        }
        try check(CiscoHDLCField.headerLength, at: base)
        let address = bytes[base]
        let type = bytes.uint16(at: base + CiscoHDLCField.protocolOffset)
        report(CiscoHDLCFields.address, address)
        report(CiscoHDLCFields.control, bytes[base + 1])
        report(CiscoHDLCFields.protocolType, type)
        if options.linkHeader {
            switch address {
            case CiscoHDLCField.unicast: put("unicast")
            case CiscoHDLCField.broadcast: put("bcast")
            default: put("0x"); put(hex: address, digits: 2)
            }
            put(", ethertype "); put(ProtocolNames.etherType(type) ?? "Unknown")
            put(" (0x"); put(hex: type, digits: 4); put("), length "); put(decimal: wireLength); put(": ")
        }
        linkHeaderLength = base + CiscoHDLCField.headerLength
        let offset = base + CiscoHDLCField.headerLength
        let length = wireLength - CiscoHDLCField.headerLength
        switch type {
        case 0x0800: try ipv4(at: offset, length: length)
        case 0x86dd: try ipv6(at: offset, length: length)
        case CiscoHDLCField.slarp: try slarp(at: offset, length: length)
        case 0x8847, 0x8848: try mpls(at: offset, length: length)
        case 0xfefe:
            // tcpdump's "fudge byte" test: a padding byte before the OSI header is skipped.
            if length < 2 { putTruncationMarker(); linkHeaderLength = base + Swift.min(wireLength, end - base); return }
            let second = try u8(offset + 1)
            if second == OSINLPID.clnp || second == OSINLPID.esis || second == OSINLPID.isis {
                try isoclns(at: offset + 1, length: length - 1)
            } else {
                try isoclns(at: offset, length: length)
            }
        default:
            if !options.linkHeader { put("unknown CHDLC protocol (0x"); put(hex: type, digits: 4); put(")") }
        }
    }

    /// `SLARP (length: N), request` / `reply ADDR/MASK` / `keepalive: …`.
    private mutating func slarp(at offset: Int, length: Int) throws(Truncated) {
        proto = "chdlc_slarp"
        layer(CiscoHDLCFields.slarp)
        report(CiscoHDLCFields.length, length)
        put("SLARP (length: "); put(decimal: length); put("), ")
        // tcpdump checks the fixed part with a local `trunc:` label: marker, normal return.
        guard length >= CiscoHDLCField.slarpMinimumLength, has(CiscoHDLCField.slarpMinimumLength, at: offset) else {
            putTruncationMarker()
            return
        }
        let code = bytes.uint32(at: offset)
        report(CiscoHDLCFields.code, code)
        var dumpFrom = offset + 4
        switch code {
        case 0:
            report(CiscoHDLCFields.codeName, label: "request")
            put("request")
        case 1:
            report(CiscoHDLCFields.codeName, label: "reply")
            report(CiscoHDLCFields.slarpAddress, bytesAt: offset + 4, count: 4)
            report(CiscoHDLCFields.mask, bytesAt: offset + 8, count: 4)
            put("reply "); try putIPv4(at: offset + 4); put("/"); try putIPv4(at: offset + 8)
        case 2:
            let mine = bytes.uint32(at: offset + 4)
            let yours = bytes.uint32(at: offset + 8)
            let reliability = bytes.uint16(at: offset + 12)
            report(CiscoHDLCFields.codeName, label: "keepalive")
            report(CiscoHDLCFields.mySequence, mine)
            report(CiscoHDLCFields.yourSequence, yours)
            report(CiscoHDLCFields.reliability, reliability)
            put("keepalive: mineseen=0x"); put(hex: mine, digits: 8)
            put(", yourseen=0x"); put(hex: yours, digits: 8)
            put(", reliability=0x"); put(hex: reliability, digits: 4)
            if length >= CiscoHDLCField.slarpMaximumLength {
                // The uptime is optional; tcpdump reads it only when the length says it is there.
                let milliseconds = try u32(offset + CiscoHDLCField.slarpMinimumLength)
                report(CiscoHDLCFields.uptime, milliseconds)
                var seconds = milliseconds / 1000
                var minutes = seconds / 60
                seconds -= minutes * 60
                var hours = minutes / 60
                minutes -= hours * 60
                let days = hours / 24
                hours -= days * 24
                put(", link uptime="); put(decimal: days); put("d"); put(decimal: hours); put("h")
                put(decimal: minutes); put("m"); put(decimal: seconds); put("s")
                dumpFrom = offset + CiscoHDLCField.slarpMaximumLength
            }
        default:
            // printf's %02x: at least two digits, all of them for a larger code.
            put("0x"); if code < 0x10 { put("0") }; put(hex: code); put(" unknown")
            if verbose <= 1 { slarpUnknownData(from: offset + 4, length: length - 4) }
        }
        if length > CiscoHDLCField.slarpMaximumLength && verbose > 0 {
            put(", (trailing junk: "); put(decimal: length - CiscoHDLCField.slarpMaximumLength); put(" bytes)")
        }
        if verbose > 1 { slarpUnknownData(from: dumpFrom, length: length - 4) }
    }

    /// tcpdump's print_unknown_data: a hex dump of what was captured of `length` bytes.
    private mutating func slarpUnknownData(from start: Int, length: Int) {
        let stop = Swift.min(end, start + Swift.max(0, length))
        if start < stop { putHex(from: start, to: stop, prefix: "\n\t") }
    }
}
