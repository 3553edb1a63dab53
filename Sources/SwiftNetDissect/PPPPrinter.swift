import SwiftNetWire

// PPP framing as tcpdump 4.99's ppp_if_print / ppp_hdlc_if_print / ppp_print: the link types, the
// header, octet-stuffed frames, and the dispatch by PPP protocol (tables in PPPProtocols.swift).

extension Dissection {
    // MARK: link types

    /// LINKTYPE_PPP (9): tcpdump's ppp_if_print.
    mutating func pppLink(wireLength: Int) throws(Truncated) {
        proto = "ppp"
        if end < 4 {
            layer(PPPFields.ppp)
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        // tcpdump counts 4 header bytes for the -x dump whatever the framing.
        linkHeaderLength = 4
        try pppFrame(at: 0, length: wireLength)
    }

    /// LINKTYPE_PPP_SERIAL (50): tcpdump's ppp_hdlc_if_print.
    mutating func pppSerialLink(wireLength: Int) throws(Truncated) {
        proto = "ppp_hdlc"
        if end < 2 {
            layer(PPPFields.ppp)
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        let address = bytes[0]
        if address == CiscoHDLCField.unicast || address == CiscoHDLCField.broadcast {
            try ciscoHDLC(wireLength: wireLength)
            return
        }
        layer(PPPFields.ppp)
        if end < 4 {
            putTruncationMarker()
            linkHeaderLength = end
            return
        }
        report(PPPFields.address, address)
        report(PPPFields.control, bytes[1])
        if options.linkHeader {
            put(hex: address, digits: 2); put(" "); put(hex: bytes[1], digits: 2); put(" ")
            put(decimal: wireLength); put(" ")
        }
        guard address == 0xff else {
            linkHeaderLength = 2
            put("unknown addr "); put(hex: bytes[2], digits: 2); put("; ctrl "); put(hex: bytes[3], digits: 2)
            return
        }
        linkHeaderLength = 4
        let type = bytes.uint16(at: 2)
        report(PPPFields.protocolNumber, type)
        if let name = PPPProtocol.name(type) {
            report(PPPFields.protocolName, label: name)
            put(name)
        } else {
            put("unknown PPP protocol (0x"); put(hex: type, digits: 4); put(")")
        }
        put(": ")
        try pppPayload(type, at: 4, length: wireLength - 4)
    }

    // MARK: ppp_print

    /// A PPP frame from its address/control field (if any): PPPoE sessions and LINKTYPE_PPP.
    mutating func pppFrame(at start: Int, length total: Int) throws(Truncated) {
        proto = "ppp"
        layer(PPPFields.ppp)
        var offset = start
        var length = total
        if length < 2 { putTruncationMarker(); return }
        let header = try u16(offset)
        switch header {
        case 0x0003, 0x0103:
            report(PPPFields.direction, label: header == 0x0003 ? "In" : "Out")
            if options.linkHeader { put(header == 0x0003 ? "In  " : "Out ") }
            offset += 2; length -= 2
        case 0xff03:
            report(PPPFields.address, UInt8(0xff))
            report(PPPFields.control, UInt8(0x03))
            offset += 2; length -= 2
        default: break
        }
        if length < 2 { putTruncationMarker(); return }
        let first = try u8(offset)
        let type: UInt16
        if first & 1 == 1 {
            type = UInt16(first)
            report(PPPFields.compressedProtocol, bool: true)
            offset += 1; length -= 1
        } else {
            type = try u16(offset)
            offset += 2; length -= 2
        }
        report(PPPFields.protocolNumber, type)
        let name = PPPProtocol.name(type)
        if let name { report(PPPFields.protocolName, label: name) }
        if options.linkHeader {
            put(name ?? "unknown"); put(" (0x"); put(hex: type, digits: 4); put("), length "); put(decimal: total)
            // tcpdump -e stops at a protocol its table does not name (0x0800 and 0x86dd included);
            // JSON, which walks with -e on, still reports the payload's layers.
            if name == nil && Sink.rendersText { return }
            put(": ")
        }
        try pppPayload(type, at: offset, length: length)
    }

    /// tcpdump's handle_ppp.
    mutating func pppPayload(_ type: UInt16, at offset: Int, length: Int) throws(Truncated) {
        if type & 0xff00 == 0x7e00 {
            try pppEscaped(at: offset - 1, length: length)
            return
        }
        switch type {
        case PPPProtocol.lcp, PPPProtocol.ipcp, PPPProtocol.osicp, PPPProtocol.mplscp, PPPProtocol.ipv6cp,
             PPPProtocol.ccp, PPPProtocol.bacp:
            try pppControlProtocol(type, at: offset, length: length)
        case PPPProtocol.multilink:
            multilinkPPP(at: offset, length: length)
        case PPPProtocol.chap:
            try chap(at: offset, length: length)
        case PPPProtocol.pap:
            try pap(at: offset, length: length)
        case PPPProtocol.bap:
            break
        case 0x0800, PPPProtocol.vjnc, PPPProtocol.ip:
            try ipv4(at: offset, length: length)
        case 0x86dd, PPPProtocol.ipv6:
            try ipv6(at: offset, length: length)
        case PPPProtocol.mplsUnicast, PPPProtocol.mplsMulticast:
            try mpls(at: offset, length: length)
        case 0x0023:
            try isoclns(at: offset, length: length)
        case 0x002b:
            try ipx(at: offset, length: length)
        case PPPProtocol.compressed:
            put("compressed PPP data")
        default:
            if let name = PPPProtocol.name(type) {
                put(name)
            } else {
                put("unknown PPP protocol (0x"); put(hex: type, digits: 4); put(")")
            }
            put(" ")
            pppUnknownData(from: offset, length: length, prefix: "\n\t")
        }
    }

    /// tcpdump's ppp_hdlc: a protocol field starting with 0x7e (a flag byte) means RFC 1662 octet
    /// stuffing was left in; from the protocol's second byte, what was captured is un-escaped into
    /// a buffer of its own, whose protocol is guessed (one byte: IPv4/IPv6; 0xff03 then two bytes;
    /// or two bytes). The buffer is the one allocation, on this malformed-frame path only.
    mutating func pppEscaped(at start: Int, length wireLength: Int) throws(Truncated) {
        guard start < end, wireLength != 0 else { return }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(end - start)
        var index = start
        while index < end {
            var byte = bytes[index]
            index += 1
            if byte == 0x7d {
                if index >= end { break }
                byte = bytes[index] ^ 0x20
                index += 1
            }
            buffer.append(byte)
        }
        var inner = Dissection(bytes: buffer, out: out, options: options, flows: flows, sink: sink,
                               crossPacket: crossPacket)
        inner.proto = proto
        do {
            try inner.pppUnescapedPayload()
        } catch {
            adoptState(of: inner)
            throw error
        }
        adoptState(of: inner)
    }

    mutating func adoptState(of inner: Dissection) {
        out = inner.out
        sink = inner.sink
        flows = inner.flows
        proto = inner.proto
    }

    /// ppp_hdlc's guesses, on the un-escaped buffer.
    mutating func pppUnescapedPayload() throws(Truncated) {
        let length = end
        if length < 1 { putTruncationMarker(); return }
        switch bytes[0] {
        case UInt8(PPPProtocol.ip):
            try ipv4(at: 1, length: length - 1)
            return
        case UInt8(PPPProtocol.ipv6):
            try ipv6(at: 1, length: length - 1)
            return
        default:
            break
        }
        if length < 2 { putTruncationMarker(); return }
        var offset = 2
        var type = bytes.uint16(at: 0)
        if type == 0xff03 {
            if length < 4 { putTruncationMarker(); return }
            type = bytes.uint16(at: 2)
            offset = 4
        }
        if type & 0xff00 == 0x7e00 {
            put("(protocol 0x"); put(hex: type, digits: 4); put(" invalid)")
            reportMalformed("escaped protocol field")
            return
        }
        report(PPPFields.unescapedProtocol, type)
        try pppPayload(type, at: offset, length: length - offset)
    }

    /// tcpdump's print_unknown_data: a hex dump of what was captured of `length` bytes.
    mutating func pppUnknownData(from start: Int, length: Int, prefix: StaticString) {
        guard start <= end else {
            put(prefix); put("Dissector error: print_unknown_data called with pointer past end of packet")
            return
        }
        let stop = Swift.min(end, start + Swift.max(0, length))
        if start < stop { putHex(from: start, to: stop, prefix: prefix) }
    }
}
