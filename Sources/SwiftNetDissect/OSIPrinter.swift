// The OSI network layer as tcpdump 4.99's print-isoclns.c prints it: isoclns_print dispatches on
// the first byte (the network layer protocol identifier) to CLNP (ISO 8473), ES-IS (ISO 9542) or
// IS-IS (ISO10589, ISISPrinter.swift); reached from LLC SAP 0xfe, Cisco HDLC 0xfefe, PPP 0x0023
// and an MPLS stack whose payload starts with 0x81-0x83.

/// Network layer protocol identifiers (ISO/TR 9577) tcpdump names in nlpid_values.
enum OSINLPID {
    static let clnp: UInt8 = 0x81
    static let esis: UInt8 = 0x82
    static let isis: UInt8 = 0x83

    static func name(_ value: UInt8) -> StaticString? {
        switch value {
        case 0x00: "NULL"
        case 0x08: "Q.933"
        case 0x09: "LMI"
        case 0x80: "SNAP"
        case 0x81: "CLNP"
        case 0x82: "ES-IS"
        case 0x83: "IS-IS"
        case 0x84: "CONS"
        case 0x85: "IDRP"
        case 0xc1: "ISIS_SPB"
        case 0xb1: "FRF.15"
        case 0xcc: "IPv4"
        case 0xcf: "PPP"
        case 0x8a: "X25 ES-IS"
        case 0x8e: "IPv6"
        default: nil
        }
    }
}

/// CLNP and ES-IS fixed parts and names.
enum CLNPField {
    static let fixedHeaderLength = 9
    static let segmentHeaderLength = 6
    static let segmentationPermitted: UInt8 = 0x80
    static let errorReport: UInt8 = 1
    static let echoResponse: UInt8 = 31

    static func typeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Error Report"
        case 28: "Data"
        case 29: "MD"
        case 30: "Echo Request"
        case 31: "Echo Response"
        default: nil
        }
    }

    static let flagNames: [(UInt32, StaticString)] = [
        (0x80, "Segmentation permitted"), (0x40, "more Segments"), (0x20, "request Error Report"),
    ]

    static func optionName(_ code: UInt8) -> StaticString {
        switch code {
        case 193: "Discard Reason"
        case 205: "Priority"
        case 195: "QoS Maintenance"
        case 197: "Security"
        case 200: "Source Routing"
        case 203: "Route Recording"
        case 204: "Padding"
        default: "Unknown"
        }
    }

    static func scopeName(_ value: UInt8) -> StaticString {
        switch value & 0xc0 {
        case 0x40: "Source Address Specific"
        case 0x80: "Destination Address Specific"
        case 0xc0: "Globally unique"
        default: "Reserved"
        }
    }

    static let qosNames: [(UInt32, StaticString)] = [
        (0x20, "reserved"), (0x10, "sequencing vs. delay"), (0x08, "congested"), (0x04, "delay vs. cost"),
        (0x02, "error vs. delay"), (0x01, "error vs. cost"),
    ]

    static func discardClassName(_ major: UInt8) -> StaticString {
        switch major {
        case 0x0: "General"
        case 0x8: "Address"
        case 0x9: "Source Routeing"
        case 0xa: "Lifetime"
        case 0xb: "PDU Discarded"
        case 0xc: "Reassembly"
        default: "Unknown"
        }
    }

    /// clnp_option_rfd_error_class: the reason within its class ("Unknown" where none is listed).
    static func discardReasonName(major: UInt8, minor: UInt8) -> StaticString {
        switch (major, minor) {
        case (0x0, 0x0): "Reason not specified"
        case (0x0, 0x1): "Protocol procedure error"
        case (0x0, 0x2): "Incorrect checksum"
        case (0x0, 0x3): "PDU discarded due to congestion"
        case (0x0, 0x4): "Header syntax error (cannot be parsed)"
        case (0x0, 0x5): "Segmentation needed but not permitted"
        case (0x0, 0x6): "Incomplete PDU received"
        case (0x0, 0x7): "Duplicate option"
        case (0x8, 0x0): "Destination address unreachable"
        case (0x8, 0x1): "Destination address unknown"
        case (0x9, 0x0): "Unspecified source routeing error"
        case (0x9, 0x1): "Syntax error in source routeing field"
        case (0x9, 0x2): "Unknown address in source routeing field"
        case (0x9, 0x3): "Path not acceptable"
        case (0xa, 0x0): "Lifetime expired while data unit in transit"
        case (0xa, 0x1): "Lifetime expired during reassembly"
        case (0xb, 0x0): "Unsupported option not specified"
        case (0xb, 0x1): "Unsupported protocol version"
        case (0xb, 0x2): "Unsupported security option"
        case (0xb, 0x3): "Unsupported source routeing option"
        case (0xb, 0x4): "Unsupported recording of route option"
        case (0xc, 0x0): "Reassembly interference"
        default: "Unknown"
        }
    }

    static func esisTypeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 6: "redirect"
        case 2: "ESH"
        case 4: "ISH"
        default: nil
        }
    }

    static func esisOptionName(_ code: UInt8) -> StaticString {
        switch code {
        case 129: "Protocols supported"
        case 195: "QoS Maintenance"
        case 197: "Security"
        case 198: "ES Configuration Time"
        case 205: "Priority"
        case 225: "Addressk Mask"
        case 226: "SNPA Mask"
        default: "Unknown"
        }
    }
}

extension Dissection {
    /// isoclns_print: `length` is the OSI PDU's length on the wire.
    mutating func isoclns(at offset: Int, length: Int) throws(Truncated) {
        proto = "isoclns"
        let nlpid = try u8(offset)
        if options.linkHeader {
            put("OSI NLPID "); put(OSINLPID.name(nlpid) ?? "Unknown")
            put(" (0x"); put(hex: nlpid, digits: 2); put("): ")
        }
        switch nlpid {
        case OSINLPID.clnp:
            if try !clnp(at: offset, length: length) { _ = osiUnknownData(at: offset, length: length, prefix: "\n\t") }
        case OSINLPID.esis:
            try esis(at: offset, length: length)
        case OSINLPID.isis:
            if try !isis(at: offset, length: length) { _ = osiUnknownData(at: offset, length: length, prefix: "\n\t") }
        case 0x00:
            if !options.linkHeader { put(", ") }
            put("length: "); put(decimal: length)
        case 0x08:
            try q933(at: offset + 1, length: length - 1)
        case 0xcc:
            try ipv4(at: offset + 1, length: length - 1)
        case 0x8e:
            try ipv6(at: offset + 1, length: length - 1)
        default:
            if !options.linkHeader { put("OSI NLPID 0x"); put(hex: nlpid, digits: 2); put(" unknown") }
            if !options.linkHeader { put(", ") }
            put("length: "); put(decimal: length)
            if length > 1 { _ = osiUnknownData(at: offset, length: length, prefix: "\n\t") }
        }
    }

    /// print_unknown_data: a hex dump of what is captured of `length` bytes; false (after
    /// tcpdump's complaint) when `offset` is already past the captured end.
    mutating func osiUnknownData(at offset: Int, length: Int, prefix: StaticString) -> Bool {
        guard offset <= end else {
            put(prefix); put("Dissector error: print_unknown_data called with pointer past end of packet")
            return false
        }
        let stop = Swift.min(end, offset &+ Swift.max(0, length))
        if offset < stop { putHex(from: offset, to: stop, prefix: prefix) }
        return true
    }

    /// isonsap_string through GET_ISONSAP_STRING (the capture check first).
    mutating func putOSIAddress(at offset: Int, count: Int) throws(Truncated) {
        try putISONSAP(at: offset, count: count)
    }

    /// osi_print_cksum: ` (unverified)` for a zero checksum or bytes not captured, else the
    /// verdict of the Fletcher check bytes computed with the checksum field taken as zero.
    mutating func putOSIChecksumVerdict(base: Int, checksum: UInt16, checksumOffset: Int, length: Int) {
        guard checksum != 0, checksumOffset >= 0, has(2, at: base &+ checksumOffset), checksumOffset <= length,
              length >= 0, has(length, at: base) else {
            put(" (unverified)")
            return
        }
        let computed = Self.osiChecksum(bytes, base: base, checksumOffset: checksumOffset, length: length)
        if computed == checksum {
            put(" (correct)")
        } else {
            put(" (incorrect should be 0x"); put(hex: computed, digits: 4); put(")")
        }
    }

    /// create_osi_cksum (ISO 8473 annex C): the two check bytes that make the Fletcher sums zero,
    /// computed in tcpdump's 32-bit arithmetic so that a huge PDU wraps the same way.
    static func osiChecksum(_ bytes: [UInt8], base: Int, checksumOffset: Int, length: Int) -> UInt16 {
        var c0: UInt32 = 0
        var c1: UInt32 = 0
        for index in 0..<length {
            if index != checksumOffset && index != checksumOffset + 1 { c0 &+= UInt32(bytes[base + index]) }
            c1 &+= c0
        }
        c0 %= 255
        c1 %= 255
        let mul = UInt32(truncatingIfNeeded: length &- checksumOffset) &* c0
        var x = Int32(truncatingIfNeeded: mul &- c0 &- c1)
        var y = Int32(truncatingIfNeeded: c1 &- mul &- 1)
        if y >= 0 { y &+= 1 }
        if x < 0 { x &-= 1 }
        x %= 255
        y %= 255
        if x == 0 { x = 255 }
        if y == 0 { y = 255 }
        y &= 0xff
        return UInt16(truncatingIfNeeded: (x << 8) | y)
    }

    // MARK: CLNP

    /// clnp_print; false where tcpdump returns 0 (the caller then dumps the PDU). An error report
    /// quoting a CLNP header is printed by the same loop, not by recursion.
    mutating func clnp(at start: Int, length total: Int) throws(Truncated) -> Bool {
        proto = "clnp"
        layer(CLNPFields.clnp)
        var optr = start
        var length = total
        var outermost = true
        while true {
            // ND_TCHECK: tcpdump's local `trunc` (the marker, a normal return), not its longjmp.
            guard has(CLNPField.fixedHeaderLength, at: optr) else { putTruncationMarker(); return true }
            let li = Int(bytes[optr + 1])
            report(CLNPFields.lengthIndicator, li)
            if !options.linkHeader { put("CLNP") }
            let version = bytes[optr + 2]
            report(CLNPFields.version, version)
            if version != 1 {
                put("version "); put(decimal: version); put(" packet not supported")
                return !outermost
            }
            if li > length {
                put(" length indicator("); put(decimal: li); put(") > PDU size ("); put(decimal: length); put(")!")
                return !outermost
            }
            if li < CLNPField.fixedHeaderLength {
                put(" length indicator "); put(decimal: li); put(" < min PDU size:")
                var cursor = optr
                while cursor < end { putUpperHexByte(bytes[cursor]); cursor += 1 }
                return !outermost
            }
            let typeByte = bytes[optr + 4]
            let type = typeByte & 0x1f
            let flags = typeByte & 0xe0
            report(CLNPFields.lifetime, bytes[optr + 3])
            report(CLNPFields.type, type)
            if let name = CLNPField.typeName(type) { report(CLNPFields.typeName, label: name) }
            report(CLNPFields.flags, flags)
            report(CLNPFields.segmentLength, bytes.uint16(at: optr + 5))
            report(CLNPFields.checksum, bytes.uint16(at: optr + 7))
            var pptr = optr + CLNPField.fixedHeaderLength
            var remaining = li - CLNPField.fixedHeaderLength
            let shortHeader: StaticString = "li < size of fixed part of CLNP header and addresses"
            if remaining < 1 { put(shortHeader); return !outermost }
            let destinationLength = Int(try u8(pptr))
            pptr += 1; remaining -= 1
            if remaining < destinationLength { put(shortHeader); return !outermost }
            guard has(destinationLength, at: pptr) else { putTruncationMarker(); return true }
            let destination = pptr
            report(CLNPFields.destination, bytesAt: destination, count: destinationLength)
            pptr += destinationLength; remaining -= destinationLength
            if remaining < 1 { put(shortHeader); return !outermost }
            let sourceLength = Int(try u8(pptr))
            pptr += 1; remaining -= 1
            if remaining < sourceLength { put(shortHeader); return !outermost }
            guard has(sourceLength, at: pptr) else { putTruncationMarker(); return true }
            let source = pptr
            report(CLNPFields.source, bytesAt: source, count: sourceLength)
            pptr += sourceLength; remaining -= sourceLength
            if verbose < 1 {
                if !options.linkHeader { put(", ") }
                try putOSIAddress(at: source, count: sourceLength); put(" > ")
                try putOSIAddress(at: destination, count: destinationLength); put(", ")
                putCLNPTypeName(type); put(", length "); put(decimal: length)
                return true
            }
            if !options.linkHeader { put(", ") }
            put("length "); put(decimal: length)
            put("\n\t"); putCLNPTypeName(type)
            put(" PDU, hlen: "); put(decimal: li); put(", v: "); put(decimal: version)
            let lifetime = bytes[optr + 3]
            put(", lifetime: "); put(decimal: lifetime / 2); put("."); put(decimal: (lifetime % 2) * 5)
            put("s, Segment PDU length: "); put(decimal: bytes.uint16(at: optr + 5))
            let checksum = bytes.uint16(at: optr + 7)
            put(", checksum: 0x"); put(hex: checksum, digits: 4)
            putOSIChecksumVerdict(base: optr, checksum: checksum, checksumOffset: 7, length: li)
            put("\n\tFlags ["); putBitNames(UInt32(flags), CLNPField.flagNames); put("]")
            put("\n\tsource address (length "); put(decimal: sourceLength); put("): ")
            try putOSIAddress(at: source, count: sourceLength)
            put("\n\tdest   address (length "); put(decimal: destinationLength); put("): ")
            try putOSIAddress(at: destination, count: destinationLength)
            if flags & CLNPField.segmentationPermitted != 0 {
                if remaining < CLNPField.segmentHeaderLength {
                    put("li < size of fixed part of CLNP header, addresses, and segment part")
                    return !outermost
                }
                guard has(CLNPField.segmentHeaderLength, at: pptr) else { putTruncationMarker(); return true }
                put("\n\tData Unit ID: 0x"); put(hex: bytes.uint16(at: pptr), digits: 4)
                put(", Segment Offset: "); put(decimal: bytes.uint16(at: pptr + 2))
                put(", Total PDU Length: "); put(decimal: bytes.uint16(at: pptr + 4))
                pptr += CLNPField.segmentHeaderLength
                remaining -= CLNPField.segmentHeaderLength
            }
            beginList(CLNPFields.options)
            while remaining != 0 {
                if remaining < 2 { endList(); put(", bad opts/li"); return !outermost }
                let op = try u8(pptr)
                let opli = Int(try u8(pptr + 1))
                pptr += 2; remaining -= 2
                if opli > remaining {
                    endList()
                    put(", opt ("); put(decimal: op); put(") too long")
                    return !outermost
                }
                guard has(opli, at: pptr) else { endList(); putTruncationMarker(); return true }
                beginItem(); report(CLNPFields.optionType, op); report(CLNPFields.optionLength, opli); endItem()
                remaining -= opli
                put("\n\t  "); put(CLNPField.optionName(op)); put(" Option #"); put(decimal: op)
                put(", length "); put(decimal: opli); put(", value: ")
                if try !clnpOption(op, at: pptr, length: opli) { endList(); return !outermost }
                if verbose > 1 { _ = osiUnknownData(at: pptr, length: opli, prefix: "\n\t  ") }
                pptr += opli
            }
            endList()
            if type == CLNPField.errorReport || type == CLNPField.echoResponse {
                if try u8(pptr) == OSINLPID.clnp {
                    // The quoted header: clnp_print again (its result is ignored by the outer call).
                    put("\n\t-----original packet-----\n\t")
                    optr = pptr
                    length -= li
                    outermost = false
                    continue
                }
            }
            let used = pptr - optr
            if length > used {
                put("\n\t  undecoded non-header data, length "); put(decimal: length - li)
                _ = osiUnknownData(at: pptr, length: length - used, prefix: "\n\t  ")
            }
            return true
        }
    }

    private mutating func putCLNPTypeName(_ type: UInt8) {
        if let name = CLNPField.typeName(type) { put(name) } else { put("unknown ("); put(decimal: type); put(")") }
    }

    /// One option's value (all of it is captured); false where tcpdump gives up on the PDU.
    private mutating func clnpOption(_ op: UInt8, at offset: Int, length: Int) throws(Truncated) -> Bool {
        switch op {
        case 203, 200:
            if length < 2 { put(", bad opt len"); return false }
            let kind = bytes[offset]
            put(kind == 0 ? "partial" : kind == 1 ? "complete" : "Unknown"); put(" ")
            put(op == 200 ? "source routing" : "recording of route in progress")
            let nsapOffset = Int(bytes[offset + 1])
            if nsapOffset == 0 { put(" Bad NSAP offset (0)"); return true }
            if nsapOffset - 1 > length { put(" Bad NSAP offset (past end of option)"); return true }
            let cursor = offset + nsapOffset - 1
            var left = length - (nsapOffset - 1)
            while left > 0 {
                let addressLength = Int(try u8(cursor))
                if left < addressLength + 1 { put("\n\t    NSAP address goes past end of option"); break }
                if addressLength > 0 {
                    put("\n\t    NSAP address (length "); put(decimal: addressLength); put("): ")
                    try putOSIAddress(at: cursor + 1, count: addressLength)
                }
                // tcpdump never moves past the first address: each turn reads the same one.
                left -= addressLength + 1
            }
        case 205:
            if length < 1 { put(", bad opt len"); return false }
            put("0x"); put(hex: bytes[offset] & 0x0f)
        case 195:
            if length < 1 { put(", bad opt len"); return false }
            put("\n\t    Format Code: "); put(CLNPField.scopeName(bytes[offset]))
            if bytes[offset] & 0xc0 == 0xc0 {
                put("\n\t    QoS Flags ["); putBitNames(UInt32(bytes[offset] & 0x3f), CLNPField.qosNames); put("]")
            }
        case 197:
            if length < 2 { put(", bad opt len"); return false }
            put("\n\t    Format Code: "); put(CLNPField.scopeName(bytes[offset]))
            put(", Security-Level "); put(decimal: bytes[offset + 1])
        case 193:
            if length < 1 { put(", bad opt len"); return false }
            let major = bytes[offset] >> 4
            let minor = bytes[offset] & 0x0f
            put("\n\t    Class: "); put(CLNPField.discardClassName(major)); put(" Error (0x"); put(hex: major)
            put("), "); put(CLNPField.discardReasonName(major: major, minor: minor)); put(" (0x"); put(hex: minor); put(")")
        case 204:
            put("padding data")
        default:
            _ = osiUnknownData(at: offset, length: length, prefix: "\n\t  ")
        }
        return true
    }

    // MARK: ES-IS

    /// esis_print.
    mutating func esis(at start: Int, length: Int) throws(Truncated) {
        proto = "esis"
        layer(ESISFields.esis)
        if !options.linkHeader { put("ES-IS") }
        if length <= 2 {
            put(options.quiet ? "bad pkt!" : "no header at all!")
            return
        }
        guard has(CLNPField.fixedHeaderLength, at: start) else { putTruncationMarker(); return }
        let li = Int(bytes[start + 1])
        let version = bytes[start + 2]
        let type = bytes[start + 4] & 0x1f
        report(ESISFields.lengthIndicator, li)
        report(ESISFields.version, version)
        report(ESISFields.type, type)
        if let name = CLNPField.esisTypeName(type) { report(ESISFields.typeName, label: name) }
        report(ESISFields.holdingTime, bytes.uint16(at: start + 5))
        report(ESISFields.checksum, bytes.uint16(at: start + 7))
        if version != 1 { put(" version "); put(decimal: version); put(" packet not supported"); return }
        if li > length {
            put(" length indicator("); put(decimal: li); put(") > PDU size ("); put(decimal: length); put(")!")
            return
        }
        if li < CLNPField.fixedHeaderLength + 2 {
            put(" length indicator "); put(decimal: li); put(" < min PDU size:")
            var cursor = start
            while cursor < end { putUpperHexByte(bytes[cursor]); cursor += 1 }
            return
        }
        if verbose < 1 {
            if !options.linkHeader { put(", ") }
            if let name = CLNPField.esisTypeName(type) { put(name) } else { put("unknown type ("); put(decimal: type); put(")") }
            put(", length "); put(decimal: length)
            return
        }
        if !options.linkHeader { put(", ") }
        put("length "); put(decimal: length); put("\n\t")
        if let name = CLNPField.esisTypeName(type) { put(name) } else { put("unknown type: "); put(decimal: type) }
        put(" ("); put(decimal: type); put("), v: "); put(decimal: version)
        let checksum = bytes.uint16(at: start + 7)
        put(", checksum: 0x"); put(hex: checksum, digits: 4)
        putOSIChecksumVerdict(base: start, checksum: checksum, checksumOffset: 7, length: li)
        put(", holding time: "); put(decimal: bytes.uint16(at: start + 5)); put("s, length indicator: "); put(decimal: li)
        if verbose > 1 { _ = osiUnknownData(at: start, length: CLNPField.fixedHeaderLength, prefix: "\n\t") }
        var pptr = start + CLNPField.fixedHeaderLength
        var left = li - CLNPField.fixedHeaderLength
        switch type {
        case 6:
            guard has(1, at: pptr) else { putTruncationMarker(); return }
            if left < 1 { put(", bad redirect/li"); return }
            let destinationLength = Int(bytes[pptr]); pptr += 1; left -= 1
            guard has(destinationLength, at: pptr) else { putTruncationMarker(); return }
            if left < destinationLength { put(", bad redirect/li"); return }
            let destination = pptr
            pptr += destinationLength; left -= destinationLength
            try check(destinationLength, at: destination); put("\n\t  "); try putOSIAddress(at: destination, count: destinationLength)
            guard has(1, at: pptr) else { putTruncationMarker(); return }
            if left < 1 { put(", bad redirect/li"); return }
            let snpaLength = Int(bytes[pptr]); pptr += 1; left -= 1
            guard has(snpaLength, at: pptr) else { putTruncationMarker(); return }
            if left < snpaLength { put(", bad redirect/li"); return }
            let snpa = pptr
            pptr += snpaLength; left -= snpaLength
            guard has(1, at: pptr) else { putTruncationMarker(); return }
            if left < 1 { put(", bad redirect/li"); return }
            // tcpdump does not count the NET length byte against the length indicator.
            let netLength = Int(bytes[pptr]); pptr += 1
            guard has(netLength, at: pptr) else { putTruncationMarker(); return }
            if left < netLength { put(", bad redirect/li"); return }
            let net = pptr
            pptr += netLength; left -= netLength
            put("\n\t  SNPA (length: "); put(decimal: snpaLength); put("): ")
            if snpaLength == 6 {
                try putMAC(at: snpa)
            } else if snpaLength == 0 {
                put("<empty>")
            } else {
                for index in 0..<snpaLength {
                    if index > 0 { put(":") }
                    put(hex: bytes[snpa + index], digits: 2)
                }
            }
            if netLength != 0 {
                put("\n\t  NET (length: "); put(decimal: netLength); put(") ")
                try putOSIAddress(at: net, count: netLength)
            }
        case 2:
            guard has(1, at: pptr) else { putTruncationMarker(); return }
            if left < 1 { put(", bad esh/li"); return }
            var count = Int(bytes[pptr]); pptr += 1; left -= 1
            put("\n\t  Number of Source Addresses: "); put(decimal: count)
            while count > 0 {
                guard has(1, at: pptr) else { putTruncationMarker(); return }
                if left < 1 { put(", bad esh/li"); return }
                let addressLength = Int(bytes[pptr]); pptr += 1; left -= 1
                guard has(addressLength, at: pptr) else { putTruncationMarker(); return }
                if left < addressLength { put(", bad esh/li"); return }
                put("\n\t  NET (length: "); put(decimal: addressLength); put("): ")
                try putOSIAddress(at: pptr, count: addressLength)
                pptr += addressLength; left -= addressLength
                count -= 1
            }
        case 4:
            guard has(1, at: pptr) else { putTruncationMarker(); return }
            if left < 1 { put(", bad ish/li"); return }
            let addressLength = Int(bytes[pptr]); pptr += 1; left -= 1
            guard has(addressLength, at: pptr) else { putTruncationMarker(); return }
            if left < addressLength { put(", bad ish/li"); return }
            put("\n\t  NET (length: "); put(decimal: addressLength); put("): ")
            try putOSIAddress(at: pptr, count: addressLength)
            pptr += addressLength; left -= addressLength
        default:
            if verbose <= 1 && has(1, at: pptr) {
                _ = osiUnknownData(at: pptr, length: available(from: pptr), prefix: "\n\t  ")
            }
            return
        }
        while left != 0 {
            if left < 2 { put(", bad opts/li"); return }
            let op = try u8(pptr)
            var opli = Int(try u8(pptr + 1))
            pptr += 2; left -= 2
            if opli > left { put(", opt ("); put(decimal: op); put(") too long"); return }
            left -= opli
            var tptr = pptr
            put("\n\t  "); put(CLNPField.esisOptionName(op)); put(" Option #"); put(decimal: op)
            put(", length "); put(decimal: opli); put(", value: ")
            switch op {
            case 198:
                if opli == 2 {
                    guard has(2, at: pptr) else { putTruncationMarker(); return }
                    put(decimal: bytes.uint16(at: tptr)); put("s")
                } else {
                    put("(bad length)")
                }
            case 129:
                while opli > 0 {
                    let nlpid = try u8(tptr)
                    put(OSINLPID.name(nlpid) ?? "unknown"); put(" (0x"); put(hex: nlpid, digits: 2); put(")")
                    if opli > 1 { put(", ") }
                    tptr += 1; opli -= 1
                }
            default:
                _ = osiUnknownData(at: tptr, length: opli, prefix: "\n\t  ")
            }
            // The protocols option counted its length down to zero: tcpdump then stays on its value.
            if verbose > 1 { _ = osiUnknownData(at: pptr, length: opli, prefix: "\n\t  ") }
            pptr += opli
        }
    }
}
