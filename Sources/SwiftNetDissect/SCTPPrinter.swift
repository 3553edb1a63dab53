// SCTP (RFC 9260) as tcpdump's sctp_print prints it: the endpoints, then one `(N) [TYPE] …` entry
// per chunk with DATA, INIT/INIT ACK and SACK fields; with -vv each chunk on its own line and DATA
// payloads dumped. ForCES (RFC 5811) and M3UA payloads, which tcpdump decodes further, are not.

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

extension Dissection {
    /// `length`: the SCTP packet length the IP layer announces. Prints the endpoints itself (the IP
    /// printers leave them to it, as tcpdump's do).
    mutating func sctp(at offset: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        if legacyJSON({ $0.walkSCTP(at: offset, end: $1, claimedLength: length, quoted: false) }) { return }
        proto = "sctp"
        if length < SCTPField.commonHeaderLength {
            put("truncated-sctp - "); put(decimal: SCTPField.commonHeaderLength - length); put(" bytes missing!")
            return
        }
        // tcpdump's ND_TCHECKs here end the line with the marker and return normally (no longjmp,
        // so a -x dump still skips the link header): the same `guard has … else marker` below.
        guard has(SCTPField.commonHeaderLength, at: offset) else {
            putTruncationMarker()
            return
        }
        let sourcePort = try u16(offset)
        let destinationPort = try u16(offset + 2)
        switch network {
        case .v4(let ip):
            try putIPv4(at: ip + 12); put("."); put(decimal: sourcePort); put(" > ")
            try putIPv4(at: ip + 16); put("."); put(decimal: destinationPort)
        case .v6(let ip):
            try putIPv6(at: ip + 8); put("."); put(decimal: sourcePort); put(" > ")
            try putIPv6(at: ip + 24); put("."); put(decimal: destinationPort)
        }
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
        // tcpdump keeps these unsigned: a chunk claiming more than is left wraps them, and the
        // next capture check ends the walk. Here a negative count plays the huge one.
        var remaining = length - SCTPField.commonHeaderLength
        func below(_ count: Int, _ limit: Int) -> Bool { count >= 0 && count < limit }
        var separator: StaticString = verbose >= 2 ? "\n\t" : " ("
        var number = 0
        while remaining != 0 {
            number += 1
            if below(remaining, SCTPField.chunkHeaderLength) {
                put(separator); put(decimal: number); put(") [chunk descriptor cut off at end of packet]")
                return
            }
            guard has(SCTPField.chunkHeaderLength, at: cursor) else {
                putTruncationMarker()
                return
            }
            let chunkLength = Int(try u16(cursor + 2))
            if chunkLength < SCTPField.chunkHeaderLength {
                put(separator); put(decimal: number); put(") [Bad chunk length "); put(decimal: chunkLength)
                put(", < size of chunk descriptor]")
                return
            }
            let align = chunkLength % 4 == 0 ? 0 : 4 - chunkLength % 4
            if below(remaining, align) {
                put(separator); put(decimal: number); put(") [Bad chunk length "); put(decimal: chunkLength)
                put(", > remaining data in packet]")
                return
            }
            guard has(chunkLength, at: cursor) else {
                putTruncationMarker()
                return
            }
            let type = bytes[cursor]
            let flags = bytes[cursor + 1]
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
                    return
                }
                put("[init tag: "); put(decimal: bytes.uint32(at: cursor)); put("] ")
                put("[rwnd: "); put(decimal: bytes.uint32(at: cursor + 4)); put("] ")
                put("[OS: "); put(decimal: bytes.uint16(at: cursor + 8)); put("] ")
                put("[MIS: "); put(decimal: bytes.uint16(at: cursor + 10)); put("] ")
                put("[init TSN: "); put(decimal: bytes.uint32(at: cursor + 12)); put("] ")
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
                    putTruncationMarker()
                    return
                }
                cursor += align
                remaining -= align
            }
        }
    }

    /// A DATA chunk's flags and header (and with -vv its payload); false where tcpdump stops the
    /// whole packet (a chunk too short for its header or without payload).
    private mutating func sctpData(at cursor: inout Int, remaining: inout Int, chunkRemaining: inout Int,
                                   chunkLength: Int, flags: UInt8, isForCES: inout Bool) throws(Truncated) -> Bool {
        // RFC 9260 3.3.1: U (unordered), B (beginning), E (ending).
        if flags & 0x04 != 0 { put("(U)") }
        if flags & 0x02 != 0 { put("(B)") }
        if flags & 0x01 != 0 { put("(E)") }
        if flags & 0x07 != 0 { put(" ") }
        if chunkRemaining < SCTPField.dataHeaderLength {
            put("bogus chunk length "); put(decimal: chunkLength); put("]")
            return false
        }
        let ppid = bytes.uint32(at: cursor + 8)
        put("[TSN: "); put(decimal: bytes.uint32(at: cursor)); put("] ")
        put("[SID: "); put(decimal: bytes.uint16(at: cursor + 4)); put("] ")
        put("[SSEQ "); put(decimal: bytes.uint16(at: cursor + 6)); put("] ")
        put("[PPID ")
        if let name = SCTPField.payloadProtocolName(ppid) { put(name) } else { put("0x"); put(hex: ppid) }
        put("] ")
        if !isForCES { isForCES = ppid == 21 || ppid == 22 || ppid == 23 }
        cursor += SCTPField.dataHeaderLength
        remaining -= SCTPField.dataHeaderLength
        chunkRemaining -= SCTPField.dataHeaderLength
        let payloadSize = chunkRemaining
        if payloadSize == 0 {
            put("bogus chunk length "); put(decimal: chunkLength); put("]")
            return false
        }
        if !isForCES && verbose >= 2 {
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
    /// stops the packet.
    private mutating func sctpSACK(at cursor: inout Int, remaining: inout Int, chunkRemaining: inout Int,
                                   chunkLength: Int) -> Bool {
        if chunkRemaining < SCTPField.sackHeaderLength {
            put("bogus chunk length "); put(decimal: chunkLength); put("]")
            return false
        }
        let cumulativeAck = bytes.uint32(at: cursor)
        let gapCount = Int(bytes.uint16(at: cursor + 8))
        let duplicateCount = Int(bytes.uint16(at: cursor + 10))
        put("[cum ack "); put(decimal: cumulativeAck); put("] ")
        put("[a_rwnd "); put(decimal: bytes.uint32(at: cursor + 4)); put("] ")
        put("[#gap acks "); put(decimal: gapCount); put("] ")
        put("[#dup tsns "); put(decimal: duplicateCount); put("] ")
        cursor += SCTPField.sackHeaderLength
        remaining -= SCTPField.sackHeaderLength
        chunkRemaining -= SCTPField.sackHeaderLength
        // The whole chunk was checked as captured, so these reads stay inside it.
        var index = 0
        while chunkRemaining != 0 && index < gapCount {
            if chunkRemaining < 4 {
                put("bogus chunk length "); put(decimal: chunkLength); put("]")
                return false
            }
            put("\n\t\t[gap ack block #"); put(decimal: index + 1); put(": start = ")
            put(decimal: cumulativeAck &+ UInt32(bytes.uint16(at: cursor))); put(", end = ")
            put(decimal: cumulativeAck &+ UInt32(bytes.uint16(at: cursor + 2))); put("] ")
            cursor += 4; remaining -= 4; chunkRemaining -= 4; index += 1
        }
        index = 0
        while chunkRemaining != 0 && index < duplicateCount {
            if chunkRemaining < 4 {
                put("bogus chunk length "); put(decimal: chunkLength); put("]")
                return false
            }
            put("\n\t\t[dup TSN #"); put(decimal: index + 1); put(": "); put(decimal: bytes.uint32(at: cursor)); put("] ")
            cursor += 4; remaining -= 4; chunkRemaining -= 4; index += 1
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
