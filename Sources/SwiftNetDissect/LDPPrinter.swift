import SwiftNetWire

// LDP (RFC 5036) on UDP and TCP port 646 as tcpdump 4.99's ldp_print prints it: each PDU's
// LSR id, label space and length; with -v every message and its TLVs (hello parameters, transport
// addresses, session parameters, address lists, FECs with Martini VC parameters, labels, status).

extension Dissection {
    mutating func ldp(at offset: Int, length: Int) throws(Truncated) {
        proto = "ldp"
        layer(LDPFields.ldp)
        var cursor = offset
        var left = length
        beginList(LDPFields.pdus)
        defer { endList() }
        while left > 18 {
            beginItem()
            let processed = try ldpPDU(at: cursor)
            endItem()
            if processed == 0 { return }
            if left < processed {
                put(" [remaining length "); put(decimal: left); put(" < "); put(decimal: processed); put("]")
                putInvalid(reason: "PDU longer than the payload")
                break
            }
            left -= processed
            cursor += processed
        }
    }

    /// ldp_pdu_print: the bytes the PDU takes, 0 where tcpdump stops (bad version or length,
    /// or without -v after the first PDU line).
    private mutating func ldpPDU(at offset: Int) throws(Truncated) -> Int {
        try check(10, at: offset)
        let version = bytes.uint16(at: offset)
        report(LDPFields.version, version)
        let lead: StaticString = verbose < 1 ? "" : "\n\t"
        guard version == 1 else {
            put(lead); put("LDP version "); put(decimal: version); put(" packet not supported")
            return 0
        }
        let pduLength = bytes.uint16(at: offset + 2)
        report(LDPFields.pduLength, pduLength)
        guard pduLength >= 6 else {
            put(lead); put("LDP, pdu-length: "); put(decimal: pduLength); put(" (too short, < 6)")
            if Sink.collectsFields { reportMalformed("PDU length below 6") }
            return 0
        }
        report(LDPFields.lsrID, bytesAt: offset + 4, count: 4)
        report(LDPFields.labelSpace, bytes.uint16(at: offset + 8))
        put(lead); put("LDP, Label-Space-ID: "); try putIPv4(at: offset + 4)
        put(":"); put(decimal: bytes.uint16(at: offset + 8)); put(", pdu-length: "); put(decimal: pduLength)
        guard verbose >= 1 else { return 0 }
        var cursor = offset + 10
        // tcpdump keeps this in a u_short: a message longer than what is left wraps it around.
        var left = pduLength &- 6
        beginList(LDPFields.messages)
        defer { endList() }
        while left > 0 {
            try check(8, at: cursor)
            let rawType = bytes.uint16(at: cursor)
            let type = rawType & 0x7fff
            let messageLength = Int(bytes.uint16(at: cursor + 2))
            beginItem()
            defer { endItem() }
            report(LDPFields.messageType, type)
            report(LDPFields.messageLength, messageLength)
            put("\n\t  "); put(ldpMessageName(type) ?? "Unknown"); put(" Message (0x"); put(hex: type, digits: 4)
            put("), length: "); put(decimal: messageLength)
            guard messageLength >= 4 else {
                put(" (too short, < 4)")
                if Sink.collectsFields { reportMalformed("message length below 4") }
                return 0
            }
            let messageID = bytes.uint32(at: cursor + 4)
            report(LDPFields.messageID, messageID)
            put(", Message ID: 0x"); put(hex: messageID, digits: 8)
            put(", Flags: ["); put(rawType & 0x8000 != 0 ? "continue processing" : "ignore"); put(" if unknown]")
            try check(messageLength, at: cursor)
            var tlv = cursor + 8
            var tlvLeft = messageLength - 4
            switch type {
            case 0x0001, 0x0100, 0x0200, 0x0201, 0x0300, 0x0400, 0x0301, 0x0402:
                beginList(LDPFields.tlvs)
                while tlvLeft >= 4 {
                    beginItem()
                    let processed = try ldpTLV(at: tlv, messageLeft: tlvLeft)
                    endItem()
                    if processed == 0 { break }
                    tlvLeft -= processed
                    tlv += processed
                }
                endList()
            default:
                if verbose <= 1 { unknownData(at: tlv, length: tlvLeft, prefix: "\n\t  ") }
            }
            if verbose > 1 { unknownData(at: cursor + 8, length: messageLength, prefix: "\n\t  ") }
            cursor += messageLength + 4
            left = left &- UInt16(truncatingIfNeeded: messageLength + 4)
        }
        return Int(pduLength) + 4
    }

    private func ldpMessageName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0x0001: "Notification"
        case 0x0100: "Hello"
        case 0x0200: "Initialization"
        case 0x0201: "Keepalive"
        case 0x0300: "Address"
        case 0x0301: "Address Withdraw"
        case 0x0400: "Label Mapping"
        case 0x0401: "Label Request"
        case 0x0402: "Label Withdraw"
        case 0x0403: "Label Release"
        case 0x0404: "Label Abort Request"
        default: nil
        }
    }

    private func ldpTLVName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0x0100: "FEC"
        case 0x0101: "Address List"
        case 0x0103: "Hop Count"
        case 0x0104: "Path Vector"
        case 0x0200: "Generic Label"
        case 0x0201: "ATM Label"
        case 0x0202: "Frame-Relay Label"
        case 0x0300: "Status"
        case 0x0301: "Extended Status"
        case 0x0302: "Returned PDU"
        case 0x0303: "Returned Message"
        case 0x0400: "Common Hello Parameters"
        case 0x0401: "IPv4 Transport Address"
        case 0x0402: "Configuration Sequence Number"
        case 0x0403: "IPv6 Transport Address"
        case 0x0500: "Common Session Parameters"
        case 0x0501: "ATM Session Parameters"
        case 0x0502: "Frame-Relay Session Parameters"
        case 0x0503: "Fault-Tolerant Session Parameters"
        case 0x0600: "Label Request Message ID"
        case 0x0601: "MTU"
        default: nil
        }
    }

    /// ldp_tlv_print: the bytes the TLV takes (header included), 0 when it runs past the message.
    private mutating func ldpTLV(at offset: Int, messageLeft: Int) throws(Truncated) -> Int {
        try check(4, at: offset)
        let rawType = bytes.uint16(at: offset)
        let length = Int(bytes.uint16(at: offset + 2))
        guard length + 4 <= messageLeft else {
            put("\n\t\t TLV contents go past end of message")
            if Sink.collectsFields { reportMalformed("TLV past the end of its message") }
            return 0
        }
        let type = rawType & 0x3fff
        report(LDPFields.tlvType, type)
        report(LDPFields.tlvLength, length)
        put("\n\t    "); put(ldpTLVName(type) ?? "Unknown"); put(" TLV (0x"); put(hex: type, digits: 4)
        put("), length: "); put(decimal: length); put(", Flags: [")
        put(rawType & 0x8000 != 0 ? "continue processing" : "ignore"); put(" and ")
        put(rawType & 0x4000 != 0 ? "do" : "don't"); put(" forward if unknown]")
        var value = offset + 4
        var valueLength = length
        /// TLV_TCHECK: a value shorter than the type needs.
        func short(_ d: inout Dissection, _ minimum: Int) -> Bool {
            guard valueLength < minimum else { return false }
            d.put(" [tlv length "); d.put(decimal: valueLength); d.put(" < "); d.put(decimal: minimum); d.put("]")
            d.putInvalid(reason: "TLV shorter than its type needs")
            return true
        }
        switch type {
        case 0x0400:
            if short(&self, 4) { break }
            let hold = try u16(value)
            let flags = try u16(value + 2)
            report(LDPFields.holdTime, hold)
            put("\n\t      Hold Time: "); put(decimal: hold); put("s, Flags: [")
            put(flags & 0x8000 != 0 ? "Targeted" : "Link"); put(" Hello")
            if flags & 0x4000 != 0 { put(", Request for targeted Hellos") }
            put("]")
        case 0x0401:
            if short(&self, 4) { break }
            try check(4, at: value)
            put("\n\t      IPv4 Transport Address: "); try putIPv4(at: value)
            report(LDPFields.transportAddress, bytesAt: value, count: 4)
        case 0x0403:
            if short(&self, 16) { break }
            try check(16, at: value)
            put("\n\t      IPv6 Transport Address: "); try putIPv6(at: value)
            report(LDPFields.transportAddress6, bytesAt: value, count: 16)
        case 0x0402:
            if short(&self, 4) { break }
            let sequence = try u32(value)
            put("\n\t      Sequence Number: "); put(decimal: sequence)
        case 0x0101:
            if short(&self, 2) { break }
            let family = try u16(value)
            value += 2
            valueLength -= 2
            put("\n\t      Address Family: ")
            if let name = BGPNames.afi(family) { put(name) } else { put("Unknown ("); put(decimal: family); put(")") }
            put(", addresses")
            let size = family == 1 ? 4 : family == 2 ? 16 : 0
            if size != 0 {
                while valueLength >= size {
                    try check(size, at: value)
                    put(" ")
                    if size == 4 { try putIPv4(at: value) } else { try putIPv6(at: value) }
                    valueLength -= size
                    value += size
                }
            }
        case 0x0500:
            // 4.99.3 needs 8 bytes and reads the flags from the 16 bits at offset 6 (the PVLim and
            // max-PDU bytes in RFC 5036's layout), as its binary prints.
            if short(&self, 8) { break }
            let flags = try u16(value + 6)
            put("\n\t      Version: "); put(decimal: try u16(value)); put(", Keepalive: "); put(decimal: try u16(value + 2))
            put("s, Flags: [Downstream "); put(flags & 0x8000 != 0 ? "On Demand" : "Unsolicited")
            put(", Loop Detection "); put(flags & 0x4000 != 0 ? "Enabled" : "Disabled"); put("]")
            // 4.99.3 stops here (later versions add the path vector limit, max PDU, label space).
        case 0x0100:
            if short(&self, 1) { break }
            let fec = try u8(value)
            report(LDPFields.fecType, fec)
            let name: StaticString? = switch fec {
            case 1: "Wildcard"
            case 2: "Prefix"
            case 3: "Host address"
            case 0x80: "Martini VC"
            default: nil
            }
            put("\n\t      "); put(name ?? "Unknown"); put(" FEC (0x"); put(hex: fec, digits: 2); put(")")
            value += 1
            valueLength -= 1
            if fec == 2 {
                if short(&self, 2) { break }
                let family = try u16(value)
                value += 2
                valueLength -= 2
                if family == 1 || family == 2 {
                    let maxBits = family == 1 ? 32 : 128
                    let advance = try bgpPrefixLength(at: value, itemLength: valueLength, maxBits: maxBits)
                    if advance == -2 { throw Truncated() }
                    if advance == -1 {
                        put(family == 1 ? ": IPv4 prefix (invalid length)" : ": IPv6 prefix (invalid length)")
                    } else {
                        put(family == 1 ? ": IPv4 prefix " : ": IPv6 prefix ")
                        bgpPutAddressPrefix(at: value + 1, bits: Int(bytes[value]), maxBits: maxBits)
                    }
                } else {
                    put(": Address family "); put(decimal: family); put(" prefix")
                }
            } else if fec == 0x80 {
                try ldpMartini(at: value, valueLength: valueLength)
            }
        case 0x0200:
            if short(&self, 4) { break }
            let label = try u32(value) & 0xfffff
            report(LDPFields.label, label)
            put("\n\t      Label: "); put(decimal: label)
        case 0x0300:
            if short(&self, 8) { break }
            let status = try u32(value)
            report(LDPFields.statusCode, status & 0x3fff_ffff)
            let cause = try u32(value + 4)
            put("\n\t      Status: 0x"); putHexAtLeast2(status & 0x3fff_ffff)
            put(", Flags: ["); put(status & 0x8000_0000 != 0 ? "Fatal error" : "Advisory Notification")
            put(" and "); put(status & 0x4000_0000 != 0 ? "do" : "don't"); put(" forward]")
            if cause != 0 { put(", causing Message ID: 0x"); put(hex: cause, digits: 8) }
        case 0x0503:
            if short(&self, 12) { break }
            let flags = try u16(value)
            put("\n\t      Flags: ["); put(flags & 0x8000 != 0 ? "" : "No "); put("Reconnect, ")
            put(flags & 0x8 != 0 ? "" : "Don't "); put("Save State, ")
            put(flags & 0x4 != 0 ? "" : "No "); put("All-Label Protection, ")
            put(flags & 0x2 != 0 ? "Sequence Numbered Label" : "All Labels"); put(" Checkpoint, ")
            put(flags & 0x1 != 0 ? "" : "Don't "); put("Re-Learn State]")
            let reconnect = try u32(value + 4)
            if reconnect != 0 { put(", Reconnect Timeout: "); put(decimal: reconnect); put("ms") }
            let recovery = try u32(value + 8)
            if recovery != 0 { put(", Recovery Time: "); put(decimal: recovery); put("ms") }
        case 0x0601:
            if short(&self, 2) { break }
            let mtu = try u16(value)
            put("\n\t      MTU: "); put(decimal: mtu)
        default:
            if verbose <= 1 { unknownData(at: value, length: valueLength, prefix: "\n\t      ") }
        }
        return length + 4
    }

    /// The Martini VC FEC element (RFC 4447 PWid FEC): PW type, group and VC id, and the
    /// interface parameters.
    private mutating func ldpMartini(at start: Int, valueLength startLength: Int) throws(Truncated) {
        var valueLength = startLength
        func short(_ d: inout Dissection, _ minimum: Int) -> Bool {
            guard valueLength < minimum else { return false }
            d.put(" [tlv length "); d.put(decimal: valueLength); d.put(" < "); d.put(decimal: minimum); d.put("]")
            d.putInvalid(reason: "TLV shorter than its type needs")
            return true
        }
        if short(&self, 7) { return }
        var value = start
        var infoLength = Int(try u8(value + 2))
        let pwType = try u16(value)
        let group = try u32(value + 3)
        if infoLength == 0 {
            putPseudowire(pwType, group: group)
            put(", VC-info-length: 0")
            return
        }
        if short(&self, 11) { return }
        let vcID = try u32(value + 7)
        putPseudowire(pwType, group: group)
        put(", VC-ID "); put(decimal: vcID); put(", VC-info-length: "); put(decimal: infoLength)
        if infoLength < 4 {
            put(" (invalid, < 4")
            return
        }
        infoLength -= 4
        value += 11
        valueLength -= 11
        if short(&self, infoLength) { return }
        while infoLength > 2 {
            let type = try u8(value)
            let length = Int(try u8(value + 1))
            if length < 2 || infoLength < length { break }
            put("\n\t\tInterface Parameter: ")
            let name: StaticString? = switch type {
            case 0x01: "MTU"
            case 0x03: "Description"
            case 0x0c: "VCCV"
            default: nil
            }
            put(name ?? "Unknown"); put(" (0x"); put(hex: type, digits: 2); put("), len "); put(decimal: length)
            switch type {
            case 0x01:
                let mtu = try u16(value + 2)
                put(": "); put(decimal: mtu)
            case 0x03:
                put(": ")
                for index in 2..<length { putCharacterEscaped(try u8(value + index)) }
            case 0x0c:
                let channels = try u8(value + 2)
                put("\n\t\t  Control Channels (0x"); put(hex: channels, digits: 2); put(") = [")
                putBits(channels, "PWE3 control word", "MPLS Router Alert Label", "MPLS inner label TTL = 1")
                let types = try u8(value + 3)
                put("]\n\t\t  CV Types (0x"); put(hex: types, digits: 2); put(") = [")
                putBits(types, "ICMP Ping", "LSP Ping", "BFD")
                put("]")
            default:
                unknownData(at: value + 2, length: length - 2, prefix: "\n\t\t  ")
            }
            infoLength -= length
            value += length
        }
    }

    /// `: TYPE, [no ]control word, group-ID N`.
    private mutating func putPseudowire(_ pwType: UInt16, group: UInt32) {
        put(": "); put(ldpPseudowireName(pwType & 0x7fff) ?? "Unknown"); put(", ")
        put(pwType & 0x8000 != 0 ? "" : "no "); put("control word, group-ID "); put(decimal: group)
    }

    /// `%02x`: at least two hex digits.
    private mutating func putHexAtLeast2(_ value: UInt32) {
        if value < 0x10 { put("0") }
        put(hex: value)
    }

    /// bittok2str over bits 0x01, 0x02, 0x04.
    private mutating func putBits(_ value: UInt8, _ first: StaticString, _ second: StaticString, _ third: StaticString) {
        var any = false
        if value & 1 != 0 { put(first); any = true }
        if value & 2 != 0 { if any { put(", ") }; put(second); any = true }
        if value & 4 != 0 { if any { put(", ") }; put(third); any = true }
        if !any { put("none") }
    }

    /// l2vpn.c's mpls_pw_types_values.
    private func ldpPseudowireName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0x0000: "Reserved"
        case 0x0001: "Frame Relay DLCI (Martini Mode)"
        case 0x0002: "ATM AAL5 SDU VCC transport"
        case 0x0003: "ATM transparent cell transport"
        case 0x0004: "Ethernet VLAN"
        case 0x0005: "Ethernet"
        case 0x0006: "Cisco-HDLC"
        case 0x0007: "PPP"
        case 0x0008: "SONET/SDH Circuit Emulation Service over MPLS"
        case 0x0009: "ATM n-to-one VCC cell transport"
        case 0x000a: "ATM n-to-one VPC cell transport"
        case 0x000b: "IP Layer2 Transport"
        case 0x000c: "ATM one-to-one VCC Cell Mode"
        case 0x000d: "ATM one-to-one VPC Cell Mode"
        case 0x000e: "ATM AAL5 PDU VCC transport"
        case 0x000f: "Frame-Relay Port mode"
        case 0x0010: "SONET/SDH Circuit Emulation over Packet"
        case 0x0011: "Structure-agnostic E1 over Packet"
        case 0x0012: "Structure-agnostic T1 (DS1) over Packet"
        case 0x0013: "Structure-agnostic E3 over Packet"
        case 0x0014: "Structure-agnostic T3 (DS3) over Packet"
        case 0x0015: "CESoPSN basic mode"
        case 0x0016: "TDMoIP basic mode"
        case 0x0017: "CESoPSN TDM with CAS"
        case 0x0018: "TDMoIP TDM with CAS"
        case 0x0019: "Frame Relay DLCI"
        case 0x0040: "IP-interworking"
        default: nil
        }
    }
}
