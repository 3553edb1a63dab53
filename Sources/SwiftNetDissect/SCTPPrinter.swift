// SCTP (RFC 9260) as tcpdump's sctp_print prints it: the endpoints, then one `(N) [TYPE] …` entry
// per chunk with DATA, INIT/INIT ACK and SACK fields; with -vv each chunk on its own line and DATA
// payloads dumped, M3UA's decoded (M3UAPrinter); ForCES payloads (RFC 5811 ports or PPIDs) are
// decoded at every verbosity (ForCESPrinter).

/// SCTP layout (RFC 9260 section 3).
enum SCTPField {
    static let commonHeaderLength = 12
    static let chunkHeaderLength = 4
    /// TSN, stream identifier, stream sequence number, payload protocol identifier (3.3.1).
    static let dataHeaderLength = 12
    /// Initiate tag, a_rwnd, outbound and inbound streams, initial TSN (3.3.2, 3.3.3).
    static let initHeaderLength = 16
    /// Cumulative TSN ack, a_rwnd, gap-block and duplicate-TSN counts (3.3.4).
    static let sackHeaderLength = 12

    /// ForCES SCTP channels (RFC 5811 section 4.2): high, medium and low priority.
    static func forCESChannel(_ port: UInt16) -> StaticString? {
        switch port {
        case 6704: "ForCES HP"
        case 6705: "ForCES MP"
        case 6706: "ForCES LP"
        default: nil
        }
    }

    /// tcpdump's sctp_chunkid_str (RFC 9260 3.2, RFC 3758, RFC 6525 names as tcpdump spells them).
    static func chunkName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0x00: "DATA"
        case 0x01: "INIT"
        case 0x02: "INIT ACK"
        case 0x03: "SACK"
        case 0x04: "HB REQ"
        case 0x05: "HB ACK"
        case 0x06: "ABORT"
        case 0x07: "SHUTDOWN"
        case 0x08: "SHUTDOWN ACK"
        case 0x09: "OP ERR"
        case 0x0a: "COOKIE ECHO"
        case 0x0b: "COOKIE ACK"
        case 0x0c: "ECN ECHO"
        case 0x0d: "ECN CWR"
        case 0x0e: "SHUTDOWN COMPLETE"
        case 0xc0: "FOR CUM TSN"
        case 0xc1: "REL CTRL"
        case 0xc2: "REL CTRL ACK"
        default: nil
        }
    }

    /// tcpdump's PayloadProto_idents (IANA SCTP payload protocol identifiers 1-27).
    static func payloadProtocolName(_ ppid: UInt32) -> StaticString? {
        switch ppid {
        case 1: "ISDN Q.921"
        case 2: "M2UA"
        case 3: "M3UA"
        case 4: "SUA"
        case 5: "M2PA"
        case 6: "V5.2"
        case 7: "H.248"
        case 8: "BICC"
        case 9: "TALI"
        case 10: "DUA"
        case 11: "ASAP"
        case 12: "ENRP"
        case 13: "H.323"
        case 14: "Q.IPC"
        case 15: "SIMCO"
        case 16: "DDPSC"
        case 17: "DDPSSC"
        case 18: "S1AP"
        case 19: "RUA"
        case 20: "HNBAP"
        case 21: "ForCES HP"
        case 22: "ForCES MP"
        case 23: "ForCES LP"
        case 24: "SBc-AP"
        case 25: "NBAP"
        case 27: "X2AP"
        default: nil
        }
    }
}

/// CRC32c (Castagnoli, reflected polynomial 0x82F63B78), SCTP's checksum (RFC 9260 appendix A).
enum CRC32C {
    static let table: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        return crc
    }

    /// The checksum of `bytes[start..<end]` with the 4 bytes at `skip` counted as zero (the
    /// checksum field itself). The caller keeps the range inside the array.
    static func checksum(_ bytes: [UInt8], from start: Int, to end: Int, zeroing skip: Int) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        var index = start
        while index < end {
            let byte = index >= skip && index < skip + 4 ? 0 : bytes[index]
            crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8)
            index += 1
        }
        return crc ^ 0xffff_ffff
    }
}

extension Dissection {
    /// `length`: the SCTP packet length the IP layer announces. Prints the endpoints itself (the IP
    /// printers leave them to it, as tcpdump's do). `fragmented`: a first IP fragment (JSON then
    /// gives no CRC32c verdict).
    mutating func sctp(at offset: Int, length: Int, network: NetworkHeader, fragmented: Bool = false) throws(Truncated) {
        proto = "sctp"
        layer(SCTPFields.sctp)
        if length < SCTPField.commonHeaderLength {
            put("truncated-sctp - "); put(decimal: SCTPField.commonHeaderLength - length); put(" bytes missing!")
            reportMalformed("shorter than the 12-byte common header")
            return
        }
        // tcpdump's ND_TCHECKs here end the line with the marker and return normally (no longjmp,
        // so a -x dump still skips the link header): the same `guard has … else marker` below.
        guard has(SCTPField.commonHeaderLength, at: offset) else {
            report(SCTPFields.sourcePort, u16At: offset)
            report(SCTPFields.destinationPort, u16At: offset + 2)
            report(SCTPFields.verificationTag, u32At: offset + 4)
            putTruncationMarker()
            return
        }
        let sourcePort = try u16(offset)
        let destinationPort = try u16(offset + 2)
        if Sink.collectsFields { reportSCTPHeader(at: offset, length: length, fragmented: fragmented) }
        try putAddressPorts(network, sourcePort: sourcePort, destinationPort: destinationPort)
        put(": sctp")
        var isForCES = false
        if let channel = SCTPField.forCESChannel(sourcePort) {
            put("["); put(channel); put("]")
            isForCES = true
        }
        if let channel = SCTPField.forCESChannel(destinationPort) {
            put("["); put(channel); put("]")
            isForCES = true
        }
        var cursor = offset + SCTPField.commonHeaderLength
        let packetEnd = offset + length
        // tcpdump keeps these unsigned: a chunk claiming more than is left wraps them, and the
        // next capture check ends the walk. Here a negative count plays the huge one.
        var remaining = length - SCTPField.commonHeaderLength
        func below(_ count: Int, _ limit: Int) -> Bool { count >= 0 && count < limit }
        var separator: StaticString = verbose >= 2 ? "\n\t" : " ("
        var number = 0
        // JSON: one item per chunk; where the walk stops inside one, the sink closes what is open.
        beginList(SCTPFields.chunks)
        while remaining != 0 {
            number += 1
            beginItem()
            if below(remaining, SCTPField.chunkHeaderLength) {
                put(separator); put(decimal: number); put(") [chunk descriptor cut off at end of packet]")
                report(SCTPFields.chunkMalformed, label: "chunk header past the packet")
                return
            }
            guard has(SCTPField.chunkHeaderLength, at: cursor) else {
                sctpChunkCut(needing: cursor + SCTPField.chunkHeaderLength, packetEnd: packetEnd,
                             "chunk header past the packet")
                return
            }
            let chunkLength = Int(try u16(cursor + 2))
            let type = bytes[cursor]
            let flags = bytes[cursor + 1]
            report(SCTPFields.chunkType, type)
            if let name = SCTPField.chunkName(type) { report(SCTPFields.chunkTypeName, label: name) }
            report(SCTPFields.chunkFlags, flags)
            report(SCTPFields.chunkLength, chunkLength)
            if chunkLength < SCTPField.chunkHeaderLength {
                put(separator); put(decimal: number); put(") [Bad chunk length "); put(decimal: chunkLength)
                put(", < size of chunk descriptor]")
                report(SCTPFields.chunkMalformed, label: "chunk length below 4")
                return
            }
            let align = chunkLength % 4 == 0 ? 0 : 4 - chunkLength % 4
            if below(remaining, align) {
                put(separator); put(decimal: number); put(") [Bad chunk length "); put(decimal: chunkLength)
                put(", > remaining data in packet]")
                report(SCTPFields.chunkMalformed, label: "chunk length past the packet")
                return
            }
            guard has(chunkLength, at: cursor) else {
                sctpChunkCut(needing: cursor + chunkLength, packetEnd: packetEnd, "chunk length past the packet")
                return
            }
            cursor += SCTPField.chunkHeaderLength
            remaining -= SCTPField.chunkHeaderLength
            var chunkRemaining = chunkLength - SCTPField.chunkHeaderLength
            put(separator); put(decimal: number); put(") [")
            if let name = SCTPField.chunkName(type) {
                put(name)
            } else {
                put("Unknown chunk type: 0x"); put(hex: type)
            }
            put("] ")
            switch type {
            case 0x00:
                guard try sctpData(at: &cursor, remaining: &remaining, chunkRemaining: &chunkRemaining,
                                   chunkLength: chunkLength, flags: flags, isForCES: &isForCES) else { return }
            case 0x01, 0x02:
                if chunkRemaining < SCTPField.initHeaderLength {
                    put("bogus chunk length "); put(decimal: chunkLength); put("]")
                    report(SCTPFields.chunkMalformed, label: "chunk shorter than its fixed fields")
                    return
                }
                let initiateTag = bytes.uint32(at: cursor)
                let window = bytes.uint32(at: cursor + 4)
                let outbound = bytes.uint16(at: cursor + 8)
                let inbound = bytes.uint16(at: cursor + 10)
                let initialTSN = bytes.uint32(at: cursor + 12)
                report(SCTPFields.initiateTag, initiateTag)
                report(SCTPFields.initAdvertisedWindow, window)
                report(SCTPFields.outboundStreams, outbound)
                report(SCTPFields.inboundStreams, inbound)
                report(SCTPFields.initialTSN, initialTSN)
                put("[init tag: "); put(decimal: initiateTag); put("] ")
                put("[rwnd: "); put(decimal: window); put("] ")
                put("[OS: "); put(decimal: outbound); put("] ")
                put("[MIS: "); put(decimal: inbound); put("] ")
                put("[init TSN: "); put(decimal: initialTSN); put("] ")
                // The optional parameters after the fixed part are skipped, as tcpdump does.
                cursor += chunkRemaining
                remaining -= chunkRemaining
                chunkRemaining = 0
            case 0x03:
                guard sctpSACK(at: &cursor, remaining: &remaining, chunkRemaining: &chunkRemaining,
                               chunkLength: chunkLength) else { return }
            default:
                cursor += chunkRemaining
                remaining -= chunkRemaining
                chunkRemaining = 0
            }
            cursor += chunkRemaining
            remaining -= chunkRemaining
            if verbose < 2 { separator = ", (" }
            if align != 0 {
                guard has(align, at: cursor) else {
                    // The last chunk's padding is required too (RFC 9260 3.2).
                    sctpChunkCut(needing: cursor + align, packetEnd: packetEnd, "chunk padding past the packet")
                    return
                }
                cursor += align
                remaining -= align
            }
            endItem()
        }
        endList()
    }

    /// The common header's fields after the ports, and the CRC32c verdict over the whole packet
    /// (stored least significant byte first, RFC 9260 appendix A); the caller checked 12 bytes.
    private mutating func reportSCTPHeader(at offset: Int, length: Int, fragmented: Bool) {
        report(SCTPFields.sourcePort, bytes.uint16(at: offset))
        report(SCTPFields.destinationPort, bytes.uint16(at: offset + 2))
        report(SCTPFields.verificationTag, bytes.uint32(at: offset + 4))
        report(SCTPFields.checksum, bytes.uint32(at: offset + 8))
        var verdict: Bool?
        if !fragmented && has(length, at: offset) {
            let stored = UInt32(bytes[offset + 8]) | UInt32(bytes[offset + 9]) << 8
                | UInt32(bytes[offset + 10]) << 16 | UInt32(bytes[offset + 11]) << 24
            verdict = stored == CRC32C.checksum(bytes, from: offset, to: offset + length, zeroing: offset + 8)
        }
        report(SCTPFields.checksumValid, verdict: verdict)
    }

    /// tcpdump's ` [|sctp]` where a chunk runs past the captured bytes. JSON: the chunk is
    /// `truncated` when the capture cut it, `malformed` (`reason`, and the walk ends without a
    /// truncation) when it runs past the SCTP packet's own length.
    private mutating func sctpChunkCut(needing stop: Int, packetEnd: Int, _ reason: StaticString) {
        if Sink.collectsFields && stop > packetEnd {
            report(SCTPFields.chunkMalformed, label: reason)
            return
        }
        report(SCTPFields.chunkTruncated, bool: true)
        putTruncationMarker()
    }

    /// A DATA chunk's flags and header (and with -vv its payload); false where tcpdump stops the
    /// whole packet (a chunk too short for its header or without payload).
    private mutating func sctpData(at cursor: inout Int, remaining: inout Int, chunkRemaining: inout Int,
                                   chunkLength: Int, flags: UInt8, isForCES: inout Bool) throws(Truncated) -> Bool {
        // RFC 9260 3.3.1: U (unordered), B (beginning), E (ending).
        report(SCTPFields.unordered, bool: flags & 0x04 != 0)
        report(SCTPFields.beginning, bool: flags & 0x02 != 0)
        report(SCTPFields.ending, bool: flags & 0x01 != 0)
        if flags & 0x04 != 0 { put("(U)") }
        if flags & 0x02 != 0 { put("(B)") }
        if flags & 0x01 != 0 { put("(E)") }
        if flags & 0x07 != 0 { put(" ") }
        if chunkRemaining < SCTPField.dataHeaderLength {
            put("bogus chunk length "); put(decimal: chunkLength); put("]")
            report(SCTPFields.chunkMalformed, label: "chunk shorter than its fixed fields")
            return false
        }
        let tsn = bytes.uint32(at: cursor)
        let stream = bytes.uint16(at: cursor + 4)
        let streamSequence = bytes.uint16(at: cursor + 6)
        let ppid = bytes.uint32(at: cursor + 8)
        report(SCTPFields.tsn, tsn)
        report(SCTPFields.streamID, stream)
        report(SCTPFields.streamSequence, streamSequence)
        report(SCTPFields.ppid, ppid)
        put("[TSN: "); put(decimal: tsn); put("] ")
        put("[SID: "); put(decimal: stream); put("] ")
        put("[SSEQ "); put(decimal: streamSequence); put("] ")
        put("[PPID ")
        if let name = SCTPField.payloadProtocolName(ppid) { put(name) } else { put("0x"); put(hex: ppid) }
        put("] ")
        if !isForCES { isForCES = ppid == 21 || ppid == 22 || ppid == 23 }
        cursor += SCTPField.dataHeaderLength
        remaining -= SCTPField.dataHeaderLength
        chunkRemaining -= SCTPField.dataHeaderLength
        let payloadSize = chunkRemaining
        report(SCTPFields.payloadLength, payloadSize)
        if payloadSize == 0 {
            put("bogus chunk length "); put(decimal: chunkLength); put("]")
            // RFC 9260 3.3.1: a DATA chunk carries at least one byte of user data.
            report(SCTPFields.chunkMalformed, label: "DATA chunk without user data")
            return false
        }
        if isForCES {
            try forces(at: cursor, size: payloadSize)
        } else if verbose >= 2 && ppid == M3UAField.payloadProtocol {
            try m3ua(at: cursor, size: payloadSize)
        } else if verbose >= 2 {
            put("[Payload")
            if !suppressesDefaultPrint {
                put(":")
                defaultPrint(from: cursor, count: payloadSize)
            }
            put("]")
        }
        cursor += payloadSize
        remaining -= payloadSize
        chunkRemaining -= payloadSize
        return true
    }

    /// A SACK's header, gap blocks and duplicate TSNs (each on its own line); false where tcpdump
    /// stops the packet. JSON: gap blocks as absolute TSN ranges, as tcpdump prints them.
    private mutating func sctpSACK(at cursor: inout Int, remaining: inout Int, chunkRemaining: inout Int,
                                   chunkLength: Int) -> Bool {
        if chunkRemaining < SCTPField.sackHeaderLength {
            put("bogus chunk length "); put(decimal: chunkLength); put("]")
            report(SCTPFields.chunkMalformed, label: "chunk shorter than its fixed fields")
            return false
        }
        let cumulativeAck = bytes.uint32(at: cursor)
        let window = bytes.uint32(at: cursor + 4)
        let gapCount = Int(bytes.uint16(at: cursor + 8))
        let duplicateCount = Int(bytes.uint16(at: cursor + 10))
        report(SCTPFields.cumulativeTSNAck, cumulativeAck)
        report(SCTPFields.sackAdvertisedWindow, window)
        put("[cum ack "); put(decimal: cumulativeAck); put("] ")
        put("[a_rwnd "); put(decimal: window); put("] ")
        put("[#gap acks "); put(decimal: gapCount); put("] ")
        put("[#dup tsns "); put(decimal: duplicateCount); put("] ")
        cursor += SCTPField.sackHeaderLength
        remaining -= SCTPField.sackHeaderLength
        chunkRemaining -= SCTPField.sackHeaderLength
        // The whole chunk was checked as captured, so these reads stay inside it.
        var index = 0
        beginList(SCTPFields.gapBlocks)
        while chunkRemaining != 0 && index < gapCount {
            if chunkRemaining < 4 {
                put("bogus chunk length "); put(decimal: chunkLength); put("]")
                endList()
                report(SCTPFields.chunkMalformed, label: "fewer gap blocks or duplicate TSNs than counted")
                return false
            }
            let start = cumulativeAck &+ UInt32(bytes.uint16(at: cursor))
            let stop = cumulativeAck &+ UInt32(bytes.uint16(at: cursor + 2))
            beginList(SCTPFields.gapBlock)
            report(SCTPFields.gapBlockEdge, start)
            report(SCTPFields.gapBlockEdge, stop)
            endList()
            put("\n\t\t[gap ack block #"); put(decimal: index + 1); put(": start = ")
            put(decimal: start); put(", end = "); put(decimal: stop); put("] ")
            cursor += 4; remaining -= 4; chunkRemaining -= 4; index += 1
        }
        endList()
        let gapsRead = index
        index = 0
        beginList(SCTPFields.duplicateTSNs)
        while chunkRemaining != 0 && index < duplicateCount {
            if chunkRemaining < 4 {
                put("bogus chunk length "); put(decimal: chunkLength); put("]")
                endList()
                report(SCTPFields.chunkMalformed, label: "fewer gap blocks or duplicate TSNs than counted")
                return false
            }
            let duplicate = bytes.uint32(at: cursor)
            report(SCTPFields.duplicateTSN, duplicate)
            put("\n\t\t[dup TSN #"); put(decimal: index + 1); put(": "); put(decimal: duplicate); put("] ")
            cursor += 4; remaining -= 4; chunkRemaining -= 4; index += 1
        }
        endList()
        if gapsRead < gapCount || index < duplicateCount {
            report(SCTPFields.chunkMalformed, label: "fewer gap blocks or duplicate TSNs than counted")
        }
        return true
    }

    /// Whether tcpdump's ND_DEFAULTPRINT prints nothing (the packet is dumped whole with -x/-X, or
    /// -q asked for less), as `defaultPrint` decides.
    var suppressesDefaultPrint: Bool {
        if options.quiet { return true }
        switch options.hexDump {
        case .hex, .hexWithLinkHeader, .hexASCII, .hexASCIIWithLinkHeader: return true
        default: return false
        }
    }
}
