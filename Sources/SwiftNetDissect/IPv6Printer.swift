import SwiftNetWire

// IPv6 (RFC 8200) and its extension headers as tcpdump's ip6_print prints them.

extension Dissection {
    mutating func ipv6(at offset: Int, length: Int) throws(Truncated) {
        proto = "ip6"
        layer(IPv6Fields.ipv6)
        guard has(IPv6Field.headerLength, at: offset) else {
            putTruncationMarker()
            return
        }
        if length < IPv6Field.headerLength {
            put("IP6 truncated-ip6 "); put(decimal: length)
            reportMalformed("shorter than an IPv6 header")
            return
        }
        if !options.linkHeader { put("IP6 ") }
        let version = try u8(offset + IPv6Field.versionClassAndFlowLabel) >> 4
        if version != 6 {
            put("version error: "); put(decimal: version); put(" != 6")
            reportMalformed("version is not 6")
            return
        }
        if Sink.collectsFields { reportIPv6Header(at: offset, length: length) }
        let payloadLength = Int(try u16(offset + IPv6Field.payloadLength))
        // A payload length of 0 may be a jumbogram's (RFC 2675): as tcpdump 4.99, walk the
        // extension headers over everything there is, looking for the hop-by-hop jumbo option,
        // and settle the length when the upper layer is reached.
        var remaining = payloadLength != 0 ? payloadLength + IPv6Field.headerLength : length &+ IPv6Field.headerLength
        if payloadLength != 0 && length < remaining {
            put("truncated-ip6 - "); put(decimal: remaining - length); put(" bytes missing!")
        }
        var nextHeader = try u8(offset + IPv6Field.nextHeader)
        if verbose > 0 {
            let flow = try u32(offset + IPv6Field.versionClassAndFlowLabel)
            put("(")
            if flow & 0x0ff0_0000 != 0 { put("class 0x"); put(hex: (flow & 0x0ff0_0000) >> 20, digits: 2); put(", ") }
            if flow & 0x000f_ffff != 0 { put("flowlabel 0x"); put(hex: flow & 0x000f_ffff, digits: 5); put(", ") }
            put("hlim "); put(decimal: try u8(offset + IPv6Field.hopLimit))
            put(", next-header "); put(ProtocolNames.ipProtocol(nextHeader) ?? "unknown")
            put(" ("); put(decimal: nextHeader); put(") payload length: "); put(decimal: payloadLength); put(") ")
        }
        let saved = pushEnd(offset, length: payloadLength != 0 ? Swift.min(length, remaining) : remaining)
        defer { end = saved }
        var jumbo: IPv6Jumbo? = IPv6Jumbo(payloadLength: UInt32(payloadLength), found: false)
        var sawExtension = false

        var cursor = offset
        var advance = IPv6Field.headerLength
        var fragmented = false
        var sawHopByHop = false
        var previous: UInt8 = 255
        var listedExtensions = false
        while cursor < end && advance > 0 {
            if remaining < advance {
                putTruncationMarker()
                return
            }
            cursor += advance
            remaining -= advance
            if cursor == offset + IPv6Field.headerLength && nextHeader != 6 && nextHeader != 17 && nextHeader != 132
                && nextHeader != DCCPField.ipProtocol {
                try putIPv6(at: offset + IPv6Field.source); put(" > "); try putIPv6(at: offset + IPv6Field.destination)
                put(": ")
            }
            let isExtension = nextHeader == 0 || nextHeader == 60 || nextHeader == 44 || nextHeader == 43
            if Sink.collectsFields, isExtension {
                if !listedExtensions { beginList(IPv6Fields.extensionHeaders) }
                listedExtensions = true
                reportExtensionHeader(nextHeader, at: cursor)
            }
            defer { if Sink.collectsFields, isExtension { endItem() } }
            switch nextHeader {
            case 0:
                if sawHopByHop {
                    put("[The Hop-by-Hop Options header was already found]")
                    putInvalid()
                    return
                }
                if previous != 255 {
                    put("[The Hop-by-Hop Options header don't follow the IPv6 header]")
                    putInvalid()
                    return
                }
                let length = try optionsHeader(at: cursor, name: "HBH ", proto: "hbhopt", alwaysChecked: true,
                                               jumbo: &jumbo)
                if let state = jumbo, state.payloadLength == 0 && !state.found {
                    put("[No valid Jumbo Payload Hop-by-Hop option found]")
                    putInvalid()
                    return
                }
                guard let length else { return }
                advance = length
                sawHopByHop = true
            case 60:
                var notHopByHop: IPv6Jumbo? = nil
                guard let length = try optionsHeader(at: cursor, name: "DSTOPT ", proto: "dstopt", alwaysChecked: false,
                                                     jumbo: &notHopByHop) else { return }
                advance = length
            case 44:
                advance = try fragmentHeader(at: cursor, ipv6Header: offset)
                if advance < 0 || end <= cursor + advance { return }
                fragmented = true
            case 43:
                guard has(1, at: cursor) else {
                    putTruncationMarker()
                    return
                }
                advance = try routingHeader(at: cursor)
                if advance < 0 { return }
            case MobilityField.nextHeader, MobilityField.oldNextHeader:
                // tcpdump's ip6_print ends the walk at a mobility header, whatever it carries.
                try mobility(at: cursor)
                return
            default:
                let headers = cursor - offset
                if let state = jumbo, state.found {
                    // The jumbo length counts from after the fixed header; tcpdump's u_int sum.
                    let total = Int(state.payloadLength &+ 40)
                    if total < headers {
                        putTruncationMarker()
                        return
                    }
                    if length < total {
                        put("truncated-ip6 - "); put(decimal: total - length); put(" bytes missing!")
                    }
                    end = Swift.min(saved, offset &+ total)
                    remaining = total - headers
                } else if payloadLength == 0 {
                    // No jumbo option: an extension header had no payload to sit in.
                    if sawExtension {
                        putTruncationMarker()
                        return
                    }
                    end = Swift.min(saved, offset + IPv6Field.headerLength)
                    remaining = 0
                }
                try ipPayload(nextHeader, at: cursor, length: remaining, network: .v6(offset), fragmented: fragmented)
                return
            }
            sawExtension = true
            previous = nextHeader
            nextHeader = try u8(cursor + IPv6ExtensionField.nextHeader)
            proto = "ip6"
        }
    }

    /// The fixed header's fields (all captured: the caller checked 40 bytes).
    private mutating func reportIPv6Header(at offset: Int, length: Int) {
        let word = bytes.uint32(at: offset + IPv6Field.versionClassAndFlowLabel)
        let trafficClass = (word >> 20) & 0xff
        report(IPv6Fields.trafficClass, trafficClass)
        report(IPv6Fields.dscp, trafficClass >> 2)
        report(IPv6Fields.ecn, trafficClass & 3)
        report(IPv6Fields.flowLabel, word & 0x000f_ffff)
        let payloadLength = Int(bytes.uint16(at: offset + IPv6Field.payloadLength))
        report(IPv6Fields.payloadLength, payloadLength)
        report(IPv6Fields.nextHeader, u8At: offset + IPv6Field.nextHeader)
        report(IPv6Fields.hopLimit, u8At: offset + IPv6Field.hopLimit)
        report(IPv6Fields.source, bytesAt: offset + IPv6Field.source, count: 16)
        report(IPv6Fields.destination, bytesAt: offset + IPv6Field.destination, count: 16)
        if payloadLength + IPv6Field.headerLength > available(from: offset) { reportTruncated() }
    }

    /// Opens the `extension_headers` entry of the header at `offset` (closed by the caller after
    /// the header's own walk); reads only what was captured, never throws.
    private mutating func reportExtensionHeader(_ type: UInt8, at offset: Int) {
        beginItem()
        switch type {
        case 0: report(IPv6Fields.extensionType, label: "hop_by_hop")
        case 43: report(IPv6Fields.extensionType, label: "routing")
        case 44: report(IPv6Fields.extensionType, label: "fragment")
        default: report(IPv6Fields.extensionType, label: "destination_options")
        }
        report(IPv6Fields.extensionNextHeader, u8At: offset + IPv6ExtensionField.nextHeader)
        if type == 44 {
            report(IPv6Fields.extensionLength, IPv6ExtensionField.minimumLength)
            if has(IPv6ExtensionField.minimumLength, at: offset) {
                let field = bytes.uint16(at: offset + IPv6ExtensionField.fragmentOffsetAndFlags)
                report(IPv6Fields.fragmentOffset, field & 0xfff8)
                report(IPv6Fields.moreFragments, bool: field & 1 != 0)
                report(IPv6Fields.fragmentID, u32At: offset + IPv6ExtensionField.fragmentIdentification)
            }
            return
        }
        guard has(2, at: offset) else { return }
        report(IPv6Fields.extensionLength, (Int(bytes[offset + IPv6ExtensionField.headerExtensionLength]) + 1) << 3)
        if type == 43 {
            report(IPv6Fields.routingType, u8At: offset + IPv6ExtensionField.routingType)
            report(IPv6Fields.segmentsLeft, u8At: offset + IPv6ExtensionField.segmentsLeft)
        }
    }

    /// Hop-by-hop or destination options: `HBH `/`DSTOPT ` and, with -v, the options. Returns the
    /// header length, or nil after printing a truncation marker.
    private mutating func optionsHeader(at offset: Int, name: StaticString, proto name2: StaticString,
                                        alwaysChecked: Bool, jumbo: inout IPv6Jumbo?) throws(Truncated) -> Int? {
        proto = name2
        // tcpdump's hbhopt_process/dstopt_process read the length byte with GET_U_1 (its absence
        // ends the packet) and check the whole header with a local `trunc:` label: the marker,
        // then a normal return (so a -x dump still skips the link header, and a hop-by-hop
        // header still gets its jumbo verdict).
        guard has(2, at: offset) else { throw Truncated() }
        let length = (Int(bytes[offset + IPv6ExtensionField.headerExtensionLength]) + 1) << 3
        guard has(length, at: offset) else {
            putTruncationMarker()
            return nil
        }
        put(name)
        // tcpdump checks hop-by-hop options always, destination options only when printing them.
        if alwaysChecked || verbose > 0, !ipv6Options(at: offset + IPv6ExtensionField.options,
            length: length - IPv6ExtensionField.options, jumbo: &jumbo) {
            putTruncationMarker()
            return nil
        }
        return length
    }

    /// tcpdump's ip6_opt_process: the options with -v; complaints about bad ones always. False
    /// where it gives up (its `goto trunc`).
    private mutating func ipv6Options(at start: Int, length: Int, jumbo: inout IPv6Jumbo?) -> Bool {
        let show = verbose > 0
        var index = 0
        var sawJumbo = false
        beginList(IPv6Fields.options)
        defer { endList() }
        while index < length {
            guard let type = try? u8(start + index + IPv6OptionField.type) else { return false }
            beginItem()
            defer { endItem() }
            report(IPv6Fields.optionType, type)
            var optionLength = 1
            if type != 0 {
                guard index + 1 < length, let value = try? u8(start + index + IPv6OptionField.dataLength) else {
                    return false
                }
                optionLength = Int(value) + IPv6OptionField.data
                report(IPv6Fields.optionLength, value)
            }
            if index + optionLength > length { return false }
            switch type {
            case 0:
                if show { put("(pad1)") }
            case 1:
                if length - index < 2 { put("(padn: trunc)"); return false }
                if show { put("(padn)") }
            case 5:
                if length - index < 4 { put("(rtalert: trunc)"); return false }
                guard let declared = try? u8(start + index + IPv6OptionField.dataLength) else { return false }
                if declared != 2 { put("(rtalert: invalid len "); put(decimal: declared); put(")"); return false }
                guard let value = try? u16(start + index + IPv6OptionField.data) else { return false }
                report(IPv6Fields.routerAlert, value)
                if show { put("(rtalert: 0x"); put(hex: value, digits: 4); put(") ") }
            case 0xc2:
                if length - index < 6 { put("(jumbo: trunc)"); return false }
                guard let declared = try? u8(start + index + IPv6OptionField.dataLength) else { return false }
                if declared != 4 { put("(jumbo: invalid len "); put(decimal: declared); put(")"); return false }
                guard let value = try? u32(start + index + IPv6OptionField.data) else { return false }
                report(IPv6Fields.jumboLength, value)
                // RFC 2675 2: only the first, in a hop-by-hop header, with a zero payload length
                // and a length past 65535 counts.
                if show { put("(jumbo: "); put(decimal: value) }
                if sawJumbo {
                    if show { put(" - already seen") }
                } else {
                    sawJumbo = true
                    if jumbo == nil {
                        if show { put(" - not a hop-by-hop option") }
                    } else if jumbo?.payloadLength != 0 {
                        if show { put(" - payload len != 0") }
                    } else if value < 65536 {
                        if show { put(" - < 65536") }
                    } else {
                        jumbo = IPv6Jumbo(payloadLength: value, found: true)
                    }
                }
                if show { put(") ") }
            case 0xc9:
                // Home address (RFC 6275 6.3): an address, then sub-options.
                if length - index < 18 { put("(homeaddr: trunc)"); return false }
                guard let declared = try? u8(start + index + IPv6OptionField.dataLength) else { return false }
                if declared < 16 { put("(homeaddr: invalid len "); put(decimal: declared); put(")"); return false }
                if show {
                    put("(homeaddr: ")
                    guard (try? putIPv6(at: start + index + IPv6OptionField.data)) != nil else { return false }
                    if declared > 16, !ipv6SubOptions(at: start + index + IPv6OptionField.homeAddressSubOptions,
                        length: optionLength - IPv6OptionField.homeAddressSubOptions) {
                        return false
                    }
                    put(")")
                }
            default:
                if length - index < 2 { put("(type "); put(decimal: type); put(": trunc)"); return false }
                if show { put("(opt_type 0x"); put(hex: type, digits: 2); put(": len="); put(decimal: optionLength - 2); put(")") }
            }
            index += optionLength
        }
        if show { put(" ") }
        return true
    }

    /// `frag (OFFSET|LENGTH) ` (with -v the identification too). Returns -1 for a non-first
    /// fragment, whose contents tcpdump does not decode.
    private mutating func fragmentHeader(at offset: Int, ipv6Header: Int) throws(Truncated) -> Int {
        proto = "frag6"
        let fragmentOffset = try u16(offset + IPv6ExtensionField.fragmentOffsetAndFlags) & 0xfff8
        let payloadLength = Int(try u16(ipv6Header + IPv6Field.payloadLength))
        let fragmentLength = IPv6Field.headerLength + payloadLength - (offset - ipv6Header)
            - IPv6ExtensionField.minimumLength
        if verbose > 0 {
            let identification = try u32(offset + IPv6ExtensionField.fragmentIdentification)
            put("frag (0x"); put(hex: identification, digits: 8); put(":")
        } else {
            put("frag (")
        }
        // tcpdump prints the length as an unsigned long: a header past the payload wraps.
        put(decimal: fragmentOffset); put("|"); put(decimal: UInt64(bitPattern: Int64(fragmentLength))); put(")")
        if fragmentOffset != 0 { return -1 }
        put(" ")
        return IPv6ExtensionField.minimumLength
    }

    /// `RT6 (len=N, type=T, segleft=S, …) `; returns the header length or -1.
    private mutating func routingHeader(at offset: Int) throws(Truncated) -> Int {
        _ = try u8(offset)
        proto = "rt6"
        put("RT6")
        var length = Int(try u8(offset + IPv6ExtensionField.headerExtensionLength))
        put(" (len="); put(decimal: length)
        let type = try u8(offset + IPv6ExtensionField.routingType)
        put(", type="); put(decimal: type)
        if type == 0 { put(" [Deprecated]") }
        let segmentsLeft = try u8(offset + IPv6ExtensionField.segmentsLeft)
        put(", segleft="); put(decimal: segmentsLeft)
        switch type {
        case 0, 2:
            let reserved = try u32(offset + IPv6ExtensionField.routingReserved)
            if reserved != 0 || verbose > 0 { put(", rsv=0x"); put(hex: reserved) }
            if length % 2 == 1 {
                put(" (invalid length "); put(decimal: length); put(")")
                putInvalid()
                return -1
            }
            length >>= 1
            beginList(IPv6Fields.addresses)
            for index in 0..<length {
                try check(16, at: offset + IPv6ExtensionField.routingAddresses + index * 16)
                put(", ["); put(decimal: index); put("]")
                try putIPv6(at: offset + IPv6ExtensionField.routingAddresses + index * 16)
                report(IPv6Fields.address, bytesAt: offset + IPv6ExtensionField.routingAddresses + index * 16,
                    count: 16)
            }
            endList()
            put(") ")
            return (length * 2 + 1) << 3
        case 4:
            let last = Int(try u8(offset + IPv6ExtensionField.lastEntry))
            put(", last-entry="); put(decimal: last)
            let flags = try u8(offset + IPv6ExtensionField.segmentRoutingFlags)
            if flags != 0 || verbose > 0 { put(", flags=0x"); put(hex: flags) }
            let tag = try u16(offset + IPv6ExtensionField.tag)
            put(", tag="); put(hex: tag)
            // Segments are 16 bytes, so an odd length in 8-byte units is invalid, as for type 0.
            if length % 2 == 1 {
                put(" (invalid length "); put(decimal: length); put(")")
                putInvalid()
                return -1
            }
            beginList(IPv6Fields.addresses)
            for index in 0..<(length >> 1) {
                try check(16, at: offset + IPv6ExtensionField.routingAddresses + index * 16)
                put(", ["); put(decimal: index); put("]")
                try putIPv6(at: offset + IPv6ExtensionField.routingAddresses + index * 16)
                report(IPv6Fields.address, bytesAt: offset + IPv6ExtensionField.routingAddresses + index * 16,
                    count: 16)
            }
            endList()
            put(") ")
            return (length + 1) << 3
        default:
            put(" (unknown type)")
            putInvalid()
            return -1
        }
    }

    /// tcpdump's ip6_sopt_print: a home address option's sub-options; false where it gives up.
    private mutating func ipv6SubOptions(at start: Int, length: Int) -> Bool {
        var index = 0
        while index < length {
            guard let type = try? u8(start + index + IPv6OptionField.type) else { return false }
            var optionLength = 1
            if type != 0 {
                guard index + 1 < length, let value = try? u8(start + index + IPv6OptionField.dataLength) else {
                    return false
                }
                optionLength = Int(value) + IPv6OptionField.data
            }
            if index + optionLength > length { return false }
            switch type {
            case 0:
                put(", pad1")
            case 1:
                if length - index < 2 { put(", padn: trunc"); return false }
                put(", padn")
            default:
                if length - index < 2 { put(", sopt_type "); put(decimal: type); put(": trunc)"); return false }
                put(", sopt_type 0x"); put(hex: type, digits: 2); put(": len="); put(decimal: optionLength - 2)
            }
            index += optionLength
        }
        return true
    }
}

/// The jumbo payload state of one IPv6 walk (RFC 2675): the payload length in force (the
/// header's, or the jumbo option's once a valid one is found) and whether one was.
struct IPv6Jumbo {
    var payloadLength: UInt32
    var found: Bool
}
