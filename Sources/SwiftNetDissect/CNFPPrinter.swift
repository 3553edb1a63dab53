import SwiftNetWire

// Cisco NetFlow versions 1, 5 and 6 as tcpdump's cnfp_print prints them, only under `-T cnfp`
// (on any UDP port). tcpdump 4.99 reads the record count as 32 bits from the count field (so
// it takes in half the uptime) and steps v5 records by 52 bytes as v6's; both are kept, so the
// output is tcpdump's; the walk stops where the capture ends the header or a record (` [|cnfp]`).

extension Dissection {
    /// The export datagram at `offset`. Throws where the capture cuts the header or a record.
    mutating func cnfp(at offset: Int, length: Int) throws(Truncated) {
        proto = "cnfp"
        layer(CNFPFields.cnfp)
        let version = try u16(offset)
        report(CNFPFields.version, version)
        guard version == 1 || version == 5 || version == 6 else {
            put("NetFlow v"); put(hex: version)
            return
        }
        let headerLength = version == 1 ? 16 : 24
        let recordLength = version == 1 ? 48 : 52
        // tcpdump checks the header and each record with ND_TCHECK_SIZE: a cut one prints the
        // marker and returns (no longjmp), so -x still dumps from the network header.
        guard has(headerLength, at: offset) else {
            putTruncationMarker()
            return
        }
        var remaining = try u32(offset + 2)
        let uptime = try u32(offset + 4)
        let seconds = try u32(offset + 8)
        let nanoseconds = try u32(offset + 12)
        report(CNFPFields.count, u16At: offset + 2)
        report(CNFPFields.uptime, uptime)
        report(CNFPFields.seconds, seconds)
        report(CNFPFields.nanoseconds, nanoseconds)
        put("NetFlow v"); put(hex: version); put(", ")
        put(decimal: uptime / 1000); put("."); put(decimal: uptime % 1000, width: 3); put(" uptime, ")
        put(decimal: seconds); put("."); put(decimal: nanoseconds, width: 9); put(", ")
        if version != 1 {
            let sequence = try u32(offset + 16)
            report(CNFPFields.sequence, sequence)
            if version == 5 {
                report(CNFPFields.engineType, u8At: offset + 20)
                report(CNFPFields.engineID, u8At: offset + 21)
                report(CNFPFields.samplingInterval, u16At: offset + 22)
            }
            put("#"); put(decimal: sequence); put(", ")
        }
        if remaining < 10 { put(" ") }
        put(decimal: remaining); put(" recs")
        beginList(CNFPFields.records)
        defer { endList() }
        var record = offset + headerLength
        while remaining != 0 {
            guard has(recordLength, at: record) else {
                putTruncationMarker()
                return
            }
            try cnfpRecord(at: record, version: version)
            record += recordLength
            remaining -= 1
        }
    }

    /// One flow record, all captured (the caller checked its length).
    private mutating func cnfpRecord(at record: Int, version: UInt16) throws(Truncated) {
        let first = try u32(record + 24), last = try u32(record + 28)
        let protocolNumber = try u8(record + 38)
        let flagsAt = version == 1 ? record + 40 : record + 37
        let tos = try u8(record + 39)
        beginItem()
        defer { endItem() }
        report(CNFPFields.source, bytesAt: record, count: 4)
        report(CNFPFields.destination, bytesAt: record + 4, count: 4)
        report(CNFPFields.nextHop, bytesAt: record + 8, count: 4)
        report(CNFPFields.input, u16At: record + 12)
        report(CNFPFields.output, u16At: record + 14)
        report(CNFPFields.packets, u32At: record + 16)
        report(CNFPFields.octets, u32At: record + 20)
        report(CNFPFields.first, first)
        report(CNFPFields.last, last)
        report(CNFPFields.sourcePort, u16At: record + 32)
        report(CNFPFields.destinationPort, u16At: record + 34)
        report(CNFPFields.protocolNumber, protocolNumber)
        report(CNFPFields.tos, tos)
        report(CNFPFields.tcpFlags, u8At: flagsAt)
        put("\n  started "); put(decimal: first / 1000); put("."); put(decimal: first % 1000, width: 3)
        put(", last "); put(decimal: last / 1000); put("."); put(decimal: last % 1000, width: 3)
        put("\n    "); try putIPv4(at: record)
        if version != 1 {
            report(CNFPFields.sourceAS, u16At: record + 40)
            report(CNFPFields.destinationAS, u16At: record + 42)
            report(CNFPFields.sourceMask, u8At: record + 44)
            report(CNFPFields.destinationMask, u8At: record + 45)
            put("/"); put(decimal: try u8(record + 44)); put(":"); put(decimal: try u16(record + 40))
        }
        put(":"); put(decimal: try u16(record + 32)); put(" > "); try putIPv4(at: record + 4)
        if version != 1 {
            put("/"); put(decimal: try u8(record + 45)); put(":"); put(decimal: try u16(record + 42))
        }
        put(":"); put(decimal: try u16(record + 34)); put(" >> "); try putIPv4(at: record + 8)
        put("\n    "); put(decimal: protocolNumber); put(" ")
        if protocolNumber == 6 {
            let flags = try u8(flagsAt)
            if flags & 0x01 != 0 { put("F") }
            if flags & 0x02 != 0 { put("S") }
            if flags & 0x04 != 0 { put("R") }
            if flags & 0x08 != 0 { put("P") }
            if flags & 0x10 != 0 { put("A") }
            if flags & 0x20 != 0 { put("U") }
            if flags != 0 { put(" ") }
        }
        put("tos "); put(decimal: tos); put(", "); put(decimal: try u32(record + 16))
        put(" ("); put(decimal: try u32(record + 20)); put(" octets) ")
        if version == 6 {
            report(CNFPFields.encapsulation, u16At: record + 46)
            let encapsulation = try u16(record + 46)
            put("("); put(decimal: encapsulation >> 8); put("<>"); put(decimal: encapsulation & 0xff); put(" encaps)")
        }
    }
}
