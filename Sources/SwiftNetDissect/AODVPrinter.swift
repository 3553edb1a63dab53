import SwiftNetWire

// AODV (RFC 3561, UDP 654) as tcpdump 4.99.3's aodv_print prints it. The address width follows
// the datagram's IP version (4 or 16 bytes). A message shorter than its fixed part, an extension
// or RERR entry past the datagram, and a capture cut anywhere all end in ` [|aodv]`; tcpdump
// prints nothing of a message before checking its whole fixed part is there. Checks against the
// datagram's length and, past the type byte, against the capture are tcpdump's `goto trunc` (the
// marker, then a normal return, so `-x` still skips the link header); only a missing type byte
// longjmps (a thrown `Truncated`).

extension Dissection {
    mutating func aodv(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) {
        proto = "aodv"
        layer(AODVFields.aodv)
        let type = try u8(offset)
        report(AODVFields.type, type)
        put(" aodv")
        do {
            switch type {
            case 1: try aodvRouteRequest(at: offset, length: length, ipv6: ipv6)
            case 2: try aodvRouteReply(at: offset, length: length, ipv6: ipv6)
            case 3: try aodvRouteError(at: offset, length: length, ipv6: ipv6)
            case 4, 19: put(" rrep-ack "); put(decimal: length)
            // The IPv6 draft-01 message types: IPv6 addresses whatever the IP version.
            case 16: try aodvDraftRouteRequest(at: offset, length: length)
            case 17: try aodvDraftRouteReply(at: offset, length: length)
            case 18: try aodvRouteError(at: offset, length: length, ipv6: true)
            default: put(" type "); put(decimal: type); put(" "); put(decimal: length)
            }
        } catch {
            // Past the type byte tcpdump tests the capture with ND_TCHECKs that `goto trunc`.
            putTruncationMarker()
        }
    }

    /// RREQ: flags, hop count, id, destination and originator with their sequence numbers.
    private mutating func aodvRouteRequest(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) {
        let width = ipv6 ? 16 : 4
        let fixed = 16 &+ 2 &* width
        guard length >= fixed else { return putTruncationMarker() }
        try check(fixed, at: offset)
        let flags = try u8(offset + 1)
        let hops = try u8(offset + 3)
        let id = try u32(offset + 4)
        let destination = offset + 8
        let destinationSequence = try u32(destination + width)
        let originator = destination + width + 4
        let originatorSequence = try u32(originator + width)
        report(AODVFields.flags, flags)
        report(AODVFields.hopCount, hops)
        report(AODVFields.requestID, id)
        reportAODVAddress(ipv6, AODVFields.destination, AODVFields.destination6, at: destination)
        report(AODVFields.destinationSequence, destinationSequence)
        reportAODVAddress(ipv6, AODVFields.originator, AODVFields.originator6, at: originator)
        report(AODVFields.originatorSequence, originatorSequence)
        put(ipv6 ? " v6 rreq " : " rreq "); put(decimal: length); put(" ")
        // tcpdump tests the flag bits of the type byte (always 1 here), not of the flag byte: no
        // flag is ever printed. Kept as it reads so the output stays tcpdump's.
        putAODVRequestFlags(try u8(offset))
        put("hops "); put(decimal: hops); put(" id 0x"); put(hex: id, digits: 8)
        put("\n\tdst "); try putAODVAddress(ipv6, at: destination)
        put(" seq "); put(decimal: destinationSequence)
        put(" src "); try putAODVAddress(ipv6, at: originator)
        put(" seq "); put(decimal: originatorSequence)
        if length &- fixed >= 2 { try aodvExtension(at: offset + fixed, length: length &- fixed) }
    }

    /// The IPv6 draft-01 RREQ (type 16): both sequence numbers before both addresses.
    private mutating func aodvDraftRouteRequest(at offset: Int, length: Int) throws(Truncated) {
        let fixed = 48
        guard length >= fixed else { return putTruncationMarker() }
        try check(fixed, at: offset)
        let hops = bytes[offset + 3]
        let id = bytes.uint32(at: offset + 4)
        let destinationSequence = bytes.uint32(at: offset + 8)
        let originatorSequence = bytes.uint32(at: offset + 12)
        report(AODVFields.flags, bytes[offset + 1])
        report(AODVFields.hopCount, hops)
        report(AODVFields.requestID, id)
        report(AODVFields.destination6, bytesAt: offset + 16, count: 16)
        report(AODVFields.destinationSequence, destinationSequence)
        report(AODVFields.originator6, bytesAt: offset + 32, count: 16)
        report(AODVFields.originatorSequence, originatorSequence)
        put(" rreq "); put(decimal: length); put(" ")
        // The type byte's bits again (16: [D]), as tcpdump reads them.
        putAODVRequestFlags(bytes[offset])
        put("hops "); put(decimal: hops); put(" id 0x"); put(hex: id, digits: 8)
        put("\n\tdst "); try putIPv6(at: offset + 16)
        put(" seq "); put(decimal: destinationSequence)
        put(" src "); try putIPv6(at: offset + 32)
        put(" seq "); put(decimal: originatorSequence)
        if length &- fixed >= 2 { try aodvExtension(at: offset + fixed, length: length &- fixed) }
    }

    /// The IPv6 draft-01 RREP (type 17): the destination sequence number before the addresses.
    private mutating func aodvDraftRouteReply(at offset: Int, length: Int) throws(Truncated) {
        let fixed = 44
        guard length >= fixed else { return putTruncationMarker() }
        try check(fixed, at: offset)
        let prefix = bytes[offset + 2] & 0x1f
        let hops = bytes[offset + 3]
        let destinationSequence = bytes.uint32(at: offset + 4)
        let lifetime = bytes.uint32(at: offset + 40)
        report(AODVFields.flags, bytes[offset + 1])
        report(AODVFields.prefixSize, prefix)
        report(AODVFields.hopCount, hops)
        report(AODVFields.destination6, bytesAt: offset + 8, count: 16)
        report(AODVFields.destinationSequence, destinationSequence)
        report(AODVFields.originator6, bytesAt: offset + 24, count: 16)
        report(AODVFields.lifetime, lifetime)
        // The type byte (17) has neither the R nor the A bit tcpdump tests.
        put(" rrep "); put(decimal: length); put("  prefix "); put(decimal: prefix)
        put(" hops "); put(decimal: hops)
        put("\n\tdst "); try putIPv6(at: offset + 8)
        put(" dseq "); put(decimal: destinationSequence)
        put(" src "); try putIPv6(at: offset + 24)
        put(" "); put(decimal: lifetime); put(" ms")
        if length &- fixed >= 2 { try aodvExtension(at: offset + fixed, length: length &- fixed) }
    }

    private mutating func putAODVRequestFlags(_ bits: UInt8) {
        if bits & 0x80 != 0 { put("[J]") }
        if bits & 0x40 != 0 { put("[R]") }
        if bits & 0x20 != 0 { put("[G]") }
        if bits & 0x10 != 0 { put("[D]") }
        put(bits & 0x08 != 0 ? "[U] " : " ")
    }

    /// RREP: flags, prefix size, hop count, destination and its sequence number, originator, lifetime.
    private mutating func aodvRouteReply(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) {
        let width = ipv6 ? 16 : 4
        let fixed = 12 &+ 2 &* width
        guard length >= fixed else { return putTruncationMarker() }
        try check(fixed, at: offset)
        let flags = try u8(offset + 1)
        let prefix = try u8(offset + 2) & 0x1f
        let hops = try u8(offset + 3)
        let destination = offset + 4
        let destinationSequence = try u32(destination + width)
        let originator = destination + width + 4
        let lifetime = try u32(originator + width)
        report(AODVFields.flags, flags)
        report(AODVFields.prefixSize, prefix)
        report(AODVFields.hopCount, hops)
        reportAODVAddress(ipv6, AODVFields.destination, AODVFields.destination6, at: destination)
        report(AODVFields.destinationSequence, destinationSequence)
        reportAODVAddress(ipv6, AODVFields.originator, AODVFields.originator6, at: originator)
        report(AODVFields.lifetime, lifetime)
        put(" rrep "); put(decimal: length); put(" ")
        // As for RREQ, tcpdump takes the R and A bits from the type byte (2): never printed.
        let bits = try u8(offset)
        if bits & 0x80 != 0 { put("[R]") }
        put(bits & 0x40 != 0 ? "[A] " : " ")
        put("prefix "); put(decimal: prefix); put(" hops "); put(decimal: hops)
        put("\n\tdst "); try putAODVAddress(ipv6, at: destination)
        put(" dseq "); put(decimal: destinationSequence)
        put(" src "); try putAODVAddress(ipv6, at: originator)
        put(" "); put(decimal: lifetime); put(" ms")
        if length &- fixed >= 2 { try aodvExtension(at: offset + fixed, length: length &- fixed) }
    }

    /// RERR: the no-delete flag, the destination count, then each unreachable destination.
    private mutating func aodvRouteError(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) {
        guard length >= 4 else { return putTruncationMarker() }
        try check(4, at: offset)
        let flags = try u8(offset + 1)
        let count = try u8(offset + 3)
        report(AODVFields.flags, flags)
        report(AODVFields.destinationCount, count)
        put(" rerr "); if flags & 0x80 != 0 { put("[D]") }
        put(" [items "); put(decimal: count); put("] ["); put(decimal: length); put("]:")
        let entry = ipv6 ? 20 : 8
        var cursor = offset + 4
        var left = length &- 4
        beginList(AODVFields.unreachable)
        defer { endList() }
        for _ in 0..<count {
            guard left >= entry else { return putTruncationMarker() }
            let sequence = try u32(cursor + entry - 4)
            beginItem()
            reportAODVAddress(ipv6, AODVFields.address, AODVFields.address6, at: cursor)
            report(AODVFields.sequence, sequence)
            endItem()
            put(" {"); try putAODVAddress(ipv6, at: cursor); put("}("); put(decimal: sequence); put(")")
            cursor += entry
            left &-= entry
        }
    }

    /// The extension after an RREQ or RREP (tcpdump decodes only the first): HELLO, or type and length.
    private mutating func aodvExtension(at offset: Int, length: Int) throws(Truncated) {
        let type = try u8(offset)
        let size = try u8(offset + 1)
        report(AODVFields.extensionType, type)
        report(AODVFields.extensionLength, size)
        guard type == 1 else {
            put("\n\text "); put(decimal: type); put(" "); put(decimal: size)
            return
        }
        guard length >= 6 else { return putTruncationMarker() }
        try check(6, at: offset)
        guard size >= 4 else {
            put("\n\text HELLO - bad length "); put(decimal: size)
            return
        }
        let interval = try u32(offset + 2)
        report(AODVFields.helloInterval, interval)
        put("\n\text HELLO "); put(decimal: interval); put(" ms")
    }

    private mutating func putAODVAddress(_ ipv6: Bool, at offset: Int) throws(Truncated) {
        if ipv6 { try putIPv6(at: offset) } else { try putIPv4(at: offset) }
    }

    private mutating func reportAODVAddress(_ ipv6: Bool, _ v4: FieldDescriptor, _ v6: FieldDescriptor, at offset: Int) {
        if ipv6 { report(v6, bytesAt: offset, count: 16) } else { report(v4, bytesAt: offset, count: 4) }
    }
}
