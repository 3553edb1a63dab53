// Apple PKTAP (LINKTYPE_PKTAP, 258) as tcpdump 4.99 prints it (print-pktap.c: pktap_if_print):
// the header only with -e (or when the inner link type has no printer), then the packet with the
// printer of the DLT the header names, as if it were a capture of its own.

import SwiftNetPcap

/// The PKTAP header's layout (all fields little-endian).
enum PKTAPField {
    static let headerLength = 108
    static let recordType = 4
    static let dlt = 8
    static let interfaceName = 12, interfaceNameSize = 24
    static let flags = 36, protocolFamily = 40, linkHeaderLength = 44, linkTrailerLength = 48, pid = 52
    static let command = 56, commandSize = 20
    static let serviceClass = 76, interfaceType = 80, interfaceUnit = 82, effectivePID = 84
    static let effectiveCommand = 88
    /// PKTAP inside PKTAP nests a whole dissection per level (each copies the rest of the packet):
    /// deeper than this prints ` [nested too deep]`, where tcpdump would go on.
    static let maximumNesting = 16
}

extension Dissection {
    mutating func pktap(wireLength: Int) throws(Truncated) {
        proto = "pktap"
        layer(PKTAPFields.pktap)
        guard wireLength >= PKTAPField.headerLength else {
            put(" (packet too short, "); put(decimal: wireLength); put(" < 108)")
            putInvalid()
            return
        }
        let dlt = try u32LE(PKTAPField.dlt)
        let claimed = try u32LE(0)
        let headerLength = Int(truncatingIfNeeded: claimed)
        report(PKTAPFields.headerLength, claimed)
        report(PKTAPFields.linkType, dlt)
        guard claimed >= PKTAPField.headerLength else {
            put(" (pkt_len too small, "); put(decimal: claimed); put(" < 108)")
            putInvalid()
            return
        }
        guard headerLength <= wireLength else {
            put(" (pkt_len too big, "); put(decimal: claimed); put(" > "); put(decimal: wireLength); put(")")
            putInvalid()
            return
        }
        try check(headerLength, at: 0)
        let recordType = try u32LE(PKTAPField.recordType)
        report(PKTAPFields.recordType, recordType)
        if Sink.collectsFields { reportPKTAPDetails() }
        if options.linkHeader { putPKTAPHeader(dlt: dlt, headerLength: claimed, length: wireLength) }
        switch recordType {
        case 0:
            put("no data")
        case 1:
            if Self.pktapHasPrinter(dlt) {
                // tcpdump adds the inner header length twice (the printer adds it to ndo_ll_hdr_len,
                // then pktap adds that sum again): -x starts where its dump does.
                let inner = try pktapInner(dlt, at: headerLength, wireLength: wireLength - headerLength)
                linkHeaderLength = headerLength &+ inner &+ inner
                return
            }
            if !options.linkHeader { putPKTAPHeader(dlt: dlt, headerLength: claimed, length: wireLength) }
            defaultPrint(from: headerLength, count: available(from: headerLength))
        default:
            break
        }
        linkHeaderLength = headerLength
    }

    /// `DLT EN10MB (1) len 108, length 155: `; with -q only the DLT's name.
    private mutating func putPKTAPHeader(dlt: UInt32, headerLength: UInt32, length: Int) {
        // libpcap's DLT names: 101 is LINKTYPE_RAW, not a DLT, so it has none.
        let name: StaticString = (dlt == 101 ? nil : LinkType(dlt).names?.name) ?? "UNKNOWN"
        if options.quiet {
            put(name)
        } else {
            put("DLT "); put(name); put(" ("); put(decimal: dlt); put(") len "); put(decimal: headerLength)
        }
        put(", length "); put(decimal: length); put(": ")
    }

    private mutating func reportPKTAPDetails() {
        reportPKTAPString(PKTAPFields.interfaceName, at: PKTAPField.interfaceName, size: PKTAPField.interfaceNameSize)
        report(PKTAPFields.flags, u32LEAt: PKTAPField.flags)
        report(PKTAPFields.protocolFamily, u32LEAt: PKTAPField.protocolFamily)
        report(PKTAPFields.linkHeaderLength, u32LEAt: PKTAPField.linkHeaderLength)
        report(PKTAPFields.linkTrailerLength, u32LEAt: PKTAPField.linkTrailerLength)
        report(PKTAPFields.pid, u32LEAt: PKTAPField.pid)
        reportPKTAPString(PKTAPFields.command, at: PKTAPField.command, size: PKTAPField.commandSize)
        report(PKTAPFields.serviceClass, u32LEAt: PKTAPField.serviceClass)
        if has(4, at: PKTAPField.interfaceType) {
            let at = PKTAPField.interfaceType
            report(PKTAPFields.interfaceType, UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8)
            report(PKTAPFields.interfaceUnit, UInt16(bytes[at + 2]) | UInt16(bytes[at + 3]) << 8)
        }
        report(PKTAPFields.effectivePID, u32LEAt: PKTAPField.effectivePID)
        reportPKTAPString(PKTAPFields.effectiveCommand, at: PKTAPField.effectiveCommand, size: PKTAPField.commandSize)
    }

    /// A NUL-padded name: the bytes before the first NUL.
    private mutating func reportPKTAPString(_ field: FieldDescriptor, at offset: Int, size: Int) {
        guard has(size, at: offset) else { return }
        var count = 0
        while count < size && bytes[offset + count] != 0 { count += 1 }
        report(field, bytesAt: offset, count: count)
    }

    /// A little-endian 32-bit value read only for reporting (never throws).
    private mutating func report(_ field: FieldDescriptor, u32LEAt offset: Int) {
        guard Sink.collectsFields, has(4, at: offset) else { return }
        report(field, UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
    }

    /// A checked little-endian 32-bit read.
    private func u32LE(_ offset: Int) throws(Truncated) -> UInt32 {
        try check(4, at: offset)
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Whether tcpdump 4.99 (and swiftnet) has a printer for this DLT inside PKTAP. DLT values,
    /// not LINKTYPE ones: 101 is not a DLT on Linux (raw IP is DLT_RAW, 12).
    static func pktapHasPrinter(_ dlt: UInt32) -> Bool {
        switch dlt {
        case 0, 1, 8, 9, 12, 50, 104, 105, 107, 108, 113, 119, 127, 163, 226, 228, 229, 239, 242, 258, 276,
             182, 281, 282, 284, 285:
            true
        default:
            false
        }
    }

    /// Runs the link-layer printer of `dlt` over the bytes after the header, as a packet of its own
    /// (every link printer reads from offset 0): one copy of the rest of the packet, PKTAP only.
    /// Returns that printer's link-header length; a truncation inside it propagates with its
    /// protocol name.
    private mutating func pktapInner(_ dlt: UInt32, at start: Int, wireLength: Int) throws(Truncated) -> Int {
        guard nesting < PKTAPField.maximumNesting else {
            put(" [nested too deep]")
            reportMalformed("PKTAP nested deeper than 16 headers")
            return 0
        }
        let stop = Swift.max(start, end)
        var inner = Dissection(bytes: Array(bytes[start..<stop]), out: out, options: options,
                               flows: TCPFlowTable(), sink: Sink(), crossPacket: crossPacket)
        inner.originalLength = Swift.max(wireLength, inner.bytes.count)
        inner.nesting = nesting &+ 1
        swap(&inner.sink, &sink)
        swap(&inner.flows, &flows)
        var truncated = false
        do {
            try inner.linkLayer(LinkType(dlt), wireLength: wireLength)
        } catch {
            truncated = true
        }
        swap(&inner.sink, &sink)
        swap(&inner.flows, &flows)
        out = inner.out
        if truncated {
            proto = inner.proto
            throw Truncated()
        }
        return inner.linkHeaderLength
    }
}
