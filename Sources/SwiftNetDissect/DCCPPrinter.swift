import SwiftNetWire

// DCCP (RFC 4340) as tcpdump's dccp_print prints it: the ports, the packet type with its service
// code or reset code, and the acknowledgement number; with -v CCVal, CsCov and the checksum
// verdict over the covered bytes; with -vv the sequence number and the options.

/// IP protocol number of DCCP (IANA) and the generic header's sizes (RFC 4340 5.1).
enum DCCPField {
    static let ipProtocol: UInt8 = 33
    /// Generic header with a 24-bit sequence number (X = 0).
    static let shortHeader = 12
    /// Generic header with a 48-bit sequence number (X = 1).
    static let longHeader = 16
    static let request: UInt8 = 0
    static let response: UInt8 = 1
    static let data: UInt8 = 2
    static let reset: UInt8 = 7

    /// tcpdump's dccp_pkt_type_str.
    static func typeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "DCCP-Request"
        case 1: "DCCP-Response"
        case 2: "DCCP-Data"
        case 3: "DCCP-Ack"
        case 4: "DCCP-DataAck"
        case 5: "DCCP-CloseReq"
        case 6: "DCCP-Close"
        case 7: "DCCP-Reset"
        case 8: "DCCP-Sync"
        case 9: "DCCP-SyncAck"
        default: nil
        }
    }

    /// tcpdump's dccp_reset_code: RFC 4340 5.6's names, `invalid` past the last.
    static func resetName(_ code: UInt8) -> StaticString {
        switch code {
        case 0: "unspecified"
        case 1: "closed"
        case 2: "aborted"
        case 3: "no_connection"
        case 4: "packet_error"
        case 5: "option_error"
        case 6: "mandatory_error"
        case 7: "connection_refused"
        case 8: "bad_service_code"
        case 9: "too_busy"
        case 10: "bad_init_cookie"
        case 11: "aggression_penalty"
        default: "invalid"
        }
    }

    /// tcpdump's dccp_option_values (types below 128).
    static func optionName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "nop"
        case 1: "mandatory"
        case 2: "slowreceiver"
        case 32: "change_l"
        case 33: "confirm_l"
        case 34: "change_r"
        case 35: "confirm_r"
        case 36: "initcookie"
        case 37: "ndp_count"
        case 38: "ack_vector0"
        case 39: "ack_vector1"
        case 40: "data_dropped"
        case 41: "timestamp"
        case 42: "timestamp_echo"
        case 43: "elapsed_time"
        case 44: "data_checksum"
        default: nil
        }
    }

    /// tcpdump's dccp_feature_nums (RFC 4340 6.4), which it prints for numbers below 10 only.
    static func featureName(_ number: UInt8) -> StaticString? {
        switch number {
        case 0: "reserved"
        case 1: "ccid"
        case 2: "allow_short_seqno"
        case 3: "sequence_window"
        case 4: "ecn_incapable"
        case 5: "ack_ratio"
        case 6: "send_ack_vector"
        case 7: "send_ndp_count"
        case 8: "minimum checksum coverage"
        case 9: "check data checksum"
        default: nil
        }
    }
}

extension Dissection {
    /// `length`: the IP payload length. `fragmented`: a first IP fragment (JSON then gives no
    /// checksum verdict; the text, as tcpdump's, checks what there is).
    mutating func dccp(at offset: Int, length: Int, network: NetworkHeader, fragmented: Bool) throws(Truncated) {
        proto = "dccp"
        layer(DCCPFields.dccp)
        // tcpdump checks the short header is captured before it looks at the length.
        guard has(DCCPField.shortHeader, at: offset) else {
            putTruncationMarker()
            return
        }
        if length < DCCPField.shortHeader {
            put("truncated-dccp - "); put(decimal: DCCPField.shortHeader - length); put(" bytes missing!")
            reportMalformed("shorter than the generic header")
            return
        }
        let extended = bytes[offset + 8] & 1 != 0
        let type = (bytes[offset + 8] >> 1) & 0x0f
        var fixed = extended ? DCCPField.longHeader : DCCPField.shortHeader
        if Sink.collectsFields { reportDCCPHeader(at: offset, extended: extended, type: type) }
        if length < fixed {
            put("truncated-dccp - "); put(decimal: fixed - length); put(" bytes missing!")
            reportMalformed("shorter than the generic header")
            return
        }
        guard has(fixed, at: offset) else {
            putTruncationMarker()
            return
        }
        let sourcePort = bytes.uint16(at: offset)
        let destinationPort = bytes.uint16(at: offset + 2)
        let headerLength = Int(bytes[offset + 4]) * 4
        try putAddressPorts(network, sourcePort: sourcePort, destinationPort: destinationPort)
        put(": DCCP")
        if options.quiet {
            // tcpdump's u_int difference: a header longer than the datagram wraps.
            put(" "); put(decimal: UInt32(truncatingIfNeeded: length) &- UInt32(headerLength))
            if headerLength > length {
                put(" [bad hdr length "); put(decimal: headerLength); put(" - too long, > "); put(decimal: length)
                put("]")
            }
            return
        }
        if verbose > 0 {
            put(" (CCVal "); put(decimal: bytes[offset + 5] >> 4)
            put(", CsCov "); put(decimal: bytes[offset + 5] & 0x0f)
            var verdict: Bool?
            if has(length, at: offset) {
                let stored = bytes.uint16(at: offset + 6)
                let sum = dccpChecksum(at: offset, length: length, network: network)
                put(", cksum 0x"); put(hex: stored, digits: 4); put(" ")
                if sum != 0 {
                    put("(incorrect -> 0x"); put(hex: checksumShouldBe(stored, sum), digits: 4); put(")")
                } else {
                    put("(correct)")
                }
                verdict = sum == 0
            }
            report(DCCPFields.checksumValid, verdict: fragmented ? nil : verdict)
            put(")")
        }
        put(" ")
        // Each type's own fields, which tcpdump requires the datagram to hold (whatever the type,
        // an acknowledgement subheader counts 8 bytes, even beside a 24-bit sequence number).
        let name = DCCPField.typeName(type)
        switch type {
        case DCCPField.request, DCCPField.response, DCCPField.reset:
            let extra = type == DCCPField.request ? 4 : 12
            fixed += extra
            if length < fixed {
                putTypeTruncated(type, missing: fixed - length)
                return
            }
            guard has(extra, at: offset + fixed - extra) else {
                putTruncationMarker()
                return
            }
            put(name ?? "")
            if type == DCCPField.reset {
                let code = bytes[offset + fixed - 4]
                report(DCCPFields.resetCode, code)
                report(DCCPFields.resetName, label: DCCPField.resetName(code))
                report(DCCPFields.resetData, bytesAt: offset + fixed - 3, count: 3)
                put(" (code="); put(DCCPField.resetName(code)); put(") ")
            } else {
                let service = bytes.uint32(at: offset + fixed - 4)
                report(DCCPFields.serviceCode, service)
                put(" (service="); put(decimal: service); put(") ")
            }
        case DCCPField.data:
            put(name ?? ""); put(" ")
        case 3...9:
            fixed += 8
            if length < fixed {
                putTypeTruncated(type, missing: fixed - length)
                return
            }
            put(name ?? ""); put(" ")
        default:
            put("unknown-type-"); put(decimal: type); put(" ")
        }
        if type != DCCPField.data && type != DCCPField.request {
            let base = offset + (extended ? DCCPField.longHeader : DCCPField.shortHeader)
            let ack = extended ? UInt64(try u16(base + 2)) << 32 | UInt64(try u32(base + 4))
                               : UInt64(try u8(base + 1)) << 16 | UInt64(try u16(base + 2))
            report(DCCPFields.ack, ack)
            put("(ack="); put(decimal: ack); put(") ")
        }
        guard verbose >= 2 else { return }
        put("seq "); put(decimal: dccpSequence(at: offset, extended: extended))
        guard headerLength > fixed else { return }
        put(" <")
        var remaining = headerLength - fixed
        var cursor = offset + fixed
        beginList(DCCPFields.options)
        while true {
            let optionLength = try dccpOption(at: cursor, remaining: remaining)
            if optionLength == 0 || remaining <= optionLength { break }
            remaining -= optionLength
            cursor += optionLength
            put(", ")
        }
        endList()
        put(">")
    }

    /// `truncated-DCCP-Ack - N bytes missing!`: the datagram is too short for its type.
    private mutating func putTypeTruncated(_ type: UInt8, missing: Int) {
        put("truncated-"); put(DCCPField.typeName(type) ?? ""); put(" - "); put(decimal: missing); put(" bytes missing!")
        reportMalformed("shorter than its type's header")
    }

    /// The sequence number (the generic header is captured: the caller checked).
    private func dccpSequence(at offset: Int, extended: Bool) -> UInt64 {
        if extended {
            return UInt64(bytes.uint16(at: offset + 10)) << 32 | UInt64(bytes.uint32(at: offset + 12))
        }
        return UInt64(bytes[offset + 9]) << 16 | UInt64(bytes.uint16(at: offset + 10))
    }

    /// The generic header's fields (the caller checked 12 bytes; the long sequence number only
    /// when captured).
    private mutating func reportDCCPHeader(at offset: Int, extended: Bool, type: UInt8) {
        report(DCCPFields.sourcePort, bytes.uint16(at: offset))
        report(DCCPFields.destinationPort, bytes.uint16(at: offset + 2))
        report(DCCPFields.headerLength, Int(bytes[offset + 4]) * 4)
        report(DCCPFields.ccval, bytes[offset + 5] >> 4)
        report(DCCPFields.checksumCoverage, bytes[offset + 5] & 0x0f)
        report(DCCPFields.checksum, bytes.uint16(at: offset + 6))
        report(DCCPFields.type, type)
        report(DCCPFields.typeName, label: DCCPField.typeName(type) ?? "unknown")
        report(DCCPFields.extendedSequence, bool: extended)
        if !extended || has(DCCPField.longHeader, at: offset) {
            report(DCCPFields.sequence, dccpSequence(at: offset, extended: extended))
        }
    }

    /// RFC 4340 9: the pseudo-header counts the whole datagram, the sum only the bytes CsCov
    /// covers (0: all of them; else the header and CsCov - 1 words of payload, at most all).
    /// The caller checked `length` bytes are captured.
    private func dccpChecksum(at offset: Int, length: Int, network: NetworkHeader) -> UInt16 {
        let cscov = Int(bytes[offset + 5] & 0x0f)
        var covered = length
        if cscov != 0 { covered = Swift.min(length, (Int(bytes[offset + 4]) + cscov - 1) * 4) }
        var sum = InternetChecksum()
        switch pseudoHeader(network) {
        case .ipv4(let source, let destination):
            sum.addPseudoHeader(source: source, destination: destination, protocol: IPProtocol(DCCPField.ipProtocol),
                                length: length)
        case .ipv6(let source, let destination):
            sum.addPseudoHeader(source: source, destination: destination, protocol: IPProtocol(DCCPField.ipProtocol),
                                length: length)
        case nil:
            break
        }
        sum.add(bytes, from: offset, to: offset + covered)
        return sum.value
    }

    /// tcpdump's dccp_print_option: prints one option and returns its length, or 0 to end the
    /// list (a bad length, or the option not captured: then ` [|dccp]` and the list still closes).
    /// `remaining`: header bytes left from `offset`.
    private mutating func dccpOption(at offset: Int, remaining: Int) throws(Truncated) -> Int {
        let type = try u8(offset)
        var length = 1
        if type >= 32 { length = Int(try u8(offset + 1)) }
        beginItem()
        defer { endItem() }
        report(DCCPFields.optionType, type)
        if type >= 128 {
            report(DCCPFields.optionName, label: "ccid")
        } else {
            report(DCCPFields.optionName, label: DCCPField.optionName(type) ?? "unknown")
        }
        report(DCCPFields.optionLength, length)
        if length < 2 && type >= 32 {
            putDCCPOptionName(type); put(" optlen too short")
            reportMalformed("option length below 2")
            return 0
        }
        if remaining < length {
            putDCCPOptionName(type); put(" optlen goes past header length")
            reportMalformed("option past the header")
            return 0
        }
        guard has(length, at: offset) else {
            putTruncationMarker()
            return 0
        }
        if length > 2 { report(DCCPFields.optionData, bytesAt: offset + 2, count: length - 2) }
        putDCCPOptionName(type)
        if type >= 128 {
            if length == 4 {
                report(DCCPFields.optionValue, bytes.uint16(at: offset + 2))
                put(" "); put(decimal: bytes.uint16(at: offset + 2))
            } else if length == 6 {
                report(DCCPFields.optionValue, bytes.uint32(at: offset + 2))
                put(" "); put(decimal: bytes.uint32(at: offset + 2))
            }
            return length
        }
        switch type {
        case 32...35:
            guard length >= 3 else {
                put(" optlen too short")
                return length
            }
            let feature = bytes[offset + 2]
            report(DCCPFields.feature, feature)
            if let name = DCCPField.featureName(feature) {
                report(DCCPFields.featureName, label: name)
                put(" "); put(name)
                for index in 3..<length { put(" "); put(decimal: bytes[offset + index]) }
            }
        case 36, 38, 39, 40:
            if length > 2 {
                put(" 0x")
                for index in 2..<length { put(hex: bytes[offset + index], digits: 2) }
            }
        case 37:
            for index in 2..<length { put(" "); put(decimal: bytes[offset + index]) }
        case 41:
            if length == 6 {
                report(DCCPFields.optionValue, bytes.uint32(at: offset + 2))
                put(" "); put(decimal: bytes.uint32(at: offset + 2))
            } else {
                put(" [optlen != 6]")
            }
        case 42:
            guard length == 6 || length == 8 || length == 10 else {
                put(" [optlen != 6 or 8 or 10]")
                break
            }
            report(DCCPFields.optionValue, bytes.uint32(at: offset + 2))
            put(" "); put(decimal: bytes.uint32(at: offset + 2))
            if length > 6 {
                let elapsed = length == 8 ? UInt32(bytes.uint16(at: offset + 6)) : bytes.uint32(at: offset + 6)
                report(DCCPFields.elapsedTime, elapsed)
                put(" (elapsed time "); put(decimal: elapsed); put(")")
            }
        case 43:
            if length == 6 {
                report(DCCPFields.optionValue, bytes.uint32(at: offset + 2))
                put(" "); put(decimal: bytes.uint32(at: offset + 2))
            } else if length == 4 {
                report(DCCPFields.optionValue, bytes.uint16(at: offset + 2))
                put(" "); put(decimal: bytes.uint16(at: offset + 2))
            } else {
                put(" [optlen != 4 or 6]")
            }
        case 44:
            if length > 2 {
                put(" ")
                for index in 2..<length { put(hex: bytes[offset + index], digits: 2) }
            }
        default:
            break
        }
        return length
    }

    /// `CCID option N` (128 and up), tcpdump's name, or `Option N`.
    private mutating func putDCCPOptionName(_ type: UInt8) {
        if type >= 128 {
            put("CCID option "); put(decimal: type)
        } else if let name = DCCPField.optionName(type) {
            put(name)
        } else {
            put("Option "); put(decimal: type)
        }
    }
}
