import SwiftNetWire

// IPv4 (RFC 791) as tcpdump's ip_print prints it, and the protocol demultiplexer shared with IPv6.

extension Dissection {
    /// `length` is what the layer below says the datagram occupies (frame length minus headers).
    mutating func ipv4(at offset: Int, length: Int) throws(Truncated) {
        proto = "ip"
        layer(IPv4Fields.ipv4)
        let first = try u8(offset + IPv4Field.versionAndHeaderLength)
        let version = first >> 4
        if version != 4 {
            if version == 6 {
                put("IP6, wrong link-layer encapsulation")
            } else {
                put("IP"); put(decimal: version)
            }
            putInvalid()
            return
        }
        if !options.linkHeader { put("IP ") }
        guard has(IPv4Field.minimumHeaderLength, at: offset) else {
            putTruncationMarker()
            return
        }
        if length < IPv4Field.minimumHeaderLength {
            put("truncated-ip "); put(decimal: length)
            reportMalformed("shorter than an IPv4 header")
            return
        }
        var headerLength = Int(first & 0x0f) * 4
        if headerLength < IPv4Field.minimumHeaderLength {
            put("bad-hlen "); put(decimal: headerLength)
            reportMalformed("header length below 20")
            return
        }
        let totalLength = Int(try u16(offset + IPv4Field.totalLength))
        if Sink.collectsFields { reportIPv4Header(at: offset, headerLength: headerLength, length: length) }
        if totalLength > length {
            // tcpdump says so but keeps the header's length for the layers above, and limits the
            // captured end to that length too (not to what the layer below holds): inside a
            // tunnel whose length is shorter than the captured bytes (L2TP, Geneve), ICMP still
            // verifies its checksum over bytes past the tunnel's end, as 4.99.3 does.
            put("truncated-ip - "); put(decimal: totalLength - length); put(" bytes missing! ")
        }
        if totalLength < headerLength {
            put("bad-len "); put(decimal: totalLength)
            reportMalformed("total length below the header length")
            return
        }
        let saved = pushEnd(offset, length: totalLength)
        defer { end = saved }
        let payloadLength = totalLength - headerLength
        let fragmentField = try u16(offset + IPv4Field.flagsAndFragmentOffset)
        let ipProtocol = try u8(offset + IPv4Field.protocol)
        let ttl = try u8(offset + IPv4Field.timeToLive)

        if verbose > 0 {
            // Text only: the JSON sink reported these fields in reportIPv4Header (the reads are
            // inside the 20 bytes checked above, so skipping them cannot move where a walk stops).
            if Sink.rendersText {
                let tos = try u8(offset + IPv4Field.differentiatedServices)
                put("(tos 0x"); put(hex: tos)
                switch tos & 3 {
                case 1: put(",ECT(1)")
                case 2: put(",ECT(0)")
                case 3: put(",CE")
                default: break
                }
                if ttl >= 1 { put(", ttl "); put(decimal: ttl) }
                put(", id "); put(decimal: try u16(offset + IPv4Field.identification))
                put(", offset "); put(decimal: Int(fragmentField & 0x1fff) * 8)
                put(", flags [")
                putFlags(fragmentField)
                put("], proto ")
                put(ProtocolNames.ipProtocol(ipProtocol) ?? "unknown")
                put(" ("); put(decimal: ipProtocol); put(")")
                put(", length "); put(decimal: try u16(offset + IPv4Field.totalLength))
            }
            var optionsTruncated = false
            if headerLength > IPv4Field.minimumHeaderLength {
                put(", options (")
                beginList(IPv4Fields.options)
                if !(try ipv4Options(at: offset + IPv4Field.options, length: headerLength - IPv4Field.options)) {
                    put(" [truncated-option]")
                    optionsTruncated = true
                }
                endList()
                put(")")
            }
            // JSON has its verdict from reportIPv4Header: the sum is computed once per sink.
            if Sink.rendersText, options.verifyChecksums, offset + headerLength <= end {
                let sum = InternetChecksum.compute(bytes, from: offset, to: offset + headerLength)
                if sum != 0 {
                    let stored = try u16(offset + IPv4Field.headerChecksum)
                    put(", bad cksum "); put(hex: stored)
                    put(" (->"); put(hex: checksumShouldBe(stored, sum)); put(")!")
                }
            }
            put(")\n    ")
            if optionsTruncated {
                try putIPv4(at: offset + IPv4Field.source); put(" > "); try putIPv4(at: offset + IPv4Field.destination)
                put(": ")
                putTruncationMarker()
                return
            }
        }
        _ = headerLength
        headerLength = Swift.max(headerLength, IPv4Field.minimumHeaderLength)
        if fragmentField & 0x1fff == 0 {
            if ipProtocol != 6 && ipProtocol != 17 && ipProtocol != 132 && ipProtocol != DCCPField.ipProtocol {
                try putIPv4(at: offset + IPv4Field.source); put(" > "); try putIPv4(at: offset + IPv4Field.destination)
                put(": ")
            }
            guard has(headerLength, at: offset) else {
                put(" [remaining caplen("); put(decimal: available(from: offset))
                put(") < header length("); put(decimal: headerLength); put(")]")
                throw Truncated()
            }
            try ipPayload(ipProtocol, at: offset + headerLength, length: payloadLength,
                          network: .v4(offset), fragmented: fragmentField & 0x2000 != 0)
        } else {
            try putIPv4(at: offset + IPv4Field.source); put(" > "); try putIPv4(at: offset + IPv4Field.destination)
            put(":")
            put(" ip-proto-"); put(decimal: ipProtocol)
        }
    }

    /// The fixed header's fields (all captured: the caller checked 20 bytes).
    private mutating func reportIPv4Header(at offset: Int, headerLength: Int, length: Int) {
        // Every value read first, then all written in one run (Core/FieldRun.swift).
        let tos = bytes[offset + IPv4Field.differentiatedServices]
        let fragmentField = bytes.uint16(at: offset + IPv4Field.flagsAndFragmentOffset)
        let totalLength = Int(bytes.uint16(at: offset + IPv4Field.totalLength))
        let identification = bytes.uint16(at: offset + IPv4Field.identification)
        let ttl = bytes[offset + IPv4Field.timeToLive]
        let ipProtocol = bytes[offset + IPv4Field.protocol]
        let checksum = bytes.uint16(at: offset + IPv4Field.headerChecksum)
        let checksumValid: Bool? = has(headerLength, at: offset)
            ? InternetChecksum.compute(bytes, from: offset, to: offset + headerLength) == 0 : nil
        let source = bytes.uint32(at: offset + IPv4Field.source)
        let destination = bytes.uint32(at: offset + IPv4Field.destination)
        // At most about 280 bytes: keys and punctuation 180, the widest values 91.
        var run = beginRun(room: 384)
        run.number(IPv4Fields.headerLength, headerLength)
        run.number(IPv4Fields.dscp, tos >> 2)
        run.number(IPv4Fields.ecn, tos & 3)
        run.number(IPv4Fields.totalLength, totalLength)
        run.number(IPv4Fields.identification, identification)
        run.beginObject(IPv4Fields.flags)
        run.bool(IPv4Fields.reserved, fragmentField & 0x8000 != 0)
        run.bool(IPv4Fields.dontFragment, fragmentField & 0x4000 != 0)
        run.bool(IPv4Fields.moreFragments, fragmentField & 0x2000 != 0)
        run.endObject()
        run.number(IPv4Fields.fragmentOffset, Int(fragmentField & 0x1fff) * 8)
        run.number(IPv4Fields.ttl, ttl)
        run.number(IPv4Fields.ipProtocol, ipProtocol)
        run.number(IPv4Fields.checksum, checksum)
        run.verdict(IPv4Fields.checksumValid, checksumValid)
        run.number(IPv4Fields.source, source)
        run.number(IPv4Fields.destination, destination)
        endRun(run)
        // Fewer bytes than the header claims, cut by the capture or on the wire (a TSO capture's
        // total length of 0 claims nothing).
        if totalLength > available(from: offset) { reportTruncated() }
    }

    /// `+`, `DF`, `rsvd` joined by `, ` (tcpdump's bittok2str over ip_frag_values), or `none`.
    private mutating func putFlags(_ field: UInt16) {
        var any = false
        for (bit, name) in [(UInt16(0x2000), "+" as StaticString), (0x4000, "DF"), (0x8000, "rsvd")] where field & bit != 0 {
            if any { put(", ") }
            put(name)
            any = true
        }
        if !any { put("none") }
    }

    /// tcpdump's ip_optprint; false when an option ran past the captured bytes.
    private mutating func ipv4Options(at start: Int, length total: Int) throws(Truncated) -> Bool {
        var offset = start
        var remaining = total
        var separator = false
        while remaining > 0 {
            if separator { put(",") }
            separator = true
            let code = try u8(offset + IPv4OptionField.type)
            beginItem()
            defer { endItem() }
            report(IPv4Fields.optionType, code)
            switch code {
            case 0: put("EOL")
            case 1: put("NOP")
            case 68: put("timestamp")
            case 130: put("security")
            case 7: put("RR")
            case 137: put("SSRR")
            case 131: put("LSRR")
            case 148: put("RA")
            case 82: put("traceroute")
            default: put("unknown "); put(decimal: code)
            }
            var optionLength = 1
            if code != 0 && code != 1 {
                optionLength = Int(try u8(offset + IPv4OptionField.length))
                if optionLength < 2 {
                    put(" [bad length "); put(decimal: optionLength); put("]")
                    report(IPv4Fields.optionsMalformed, label: "option length below 2")
                    return true
                }
            }
            report(IPv4Fields.optionLength, optionLength)
            if optionLength > remaining {
                put(" [bad length "); put(decimal: optionLength); put("]")
                report(IPv4Fields.optionsMalformed, label: "option past the header")
                return true
            }
            guard has(optionLength, at: offset) else { return false }
            switch code {
            case 0:
                return true
            case 68:
                ipv4Timestamp(at: offset, length: optionLength)
            case 7, 137, 131:
                try ipv4Route(at: offset, length: optionLength)
            case 148:
                if optionLength < 4 {
                    put(" [bad length "); put(decimal: optionLength); put("]")
                } else if let value = try? u16(offset + IPv4OptionField.data) {
                    report(IPv4Fields.optionValue, value)
                    if value != 0 { put(" value "); put(decimal: value) }
                }
            case 1:
                break
            default:
                report(IPv4Fields.optionData, bytesAt: offset + IPv4OptionField.data,
                    count: optionLength - IPv4OptionField.data)
            }
            offset += optionLength
            remaining -= optionLength
        }
        return true
    }

    private mutating func ipv4Route(at offset: Int, length: Int) throws(Truncated) {
        if length < 3 {
            put(" [bad length "); put(decimal: length); put("]")
            return
        }
        if (length + 1) & 3 != 0 { put(" [bad length "); put(decimal: length); put("]") }
        let pointerByte = bytes[offset + IPv4OptionField.pointer]
        report(IPv4Fields.optionPointer, pointerByte)
        beginList(IPv4Fields.optionAddresses)
        defer { endList() }
        let pointer = Int(pointerByte) - 1
        if pointer < 3 || (pointer + 1) & 3 != 0 || pointer > length + 1 {
            put(" [bad ptr "); put(decimal: pointerByte); put("]")
        }
        var index = IPv4OptionField.routeData
        while index < length {
            try check(4, at: offset + index)
            put(" ")
            try putIPv4(at: offset + index)
            report(IPv4Fields.optionAddress, bytesAt: offset + index, count: 4)
            if pointer > index { put(",") }
            index += 4
        }
    }

    private mutating func ipv4Timestamp(at offset: Int, length: Int) {
        if length < 4 {
            put("[bad length "); put(decimal: length); put("]")
            return
        }
        put(" TS{")
        let flags = bytes[offset + IPv4OptionField.overflowAndFlag]
        report(IPv4Fields.optionPointer, bytes[offset + IPv4OptionField.pointer])
        report(IPv4Fields.optionOverflow, flags >> 4)
        report(IPv4Fields.optionFlag, flags & 0x0f)
        let hopLength = flags & 0x0f != 0 ? 8 : 4
        if (length - 4) & (hopLength - 1) != 0 { put("[bad length "); put(decimal: length); put("]") }
        let pointer = Int(bytes[offset + IPv4OptionField.pointer]) - 1
        if pointer < 4 || (pointer - 4) & (hopLength - 1) != 0 || pointer > length + 1 {
            put("[bad ptr "); put(decimal: bytes[offset + IPv4OptionField.pointer]); put("]")
        }
        var index = 0
        switch flags & 0x0f {
        case 0: put("TSONLY")
        case 1: put("TS+ADDR")
        case 3: put("PRESPEC")
        default:
            put("[bad ts type "); put(decimal: flags & 0x0f); put("]")
        }
        if [0, 1, 3].contains(flags & 0x0f) {
            index = IPv4OptionField.timestampData
            var marker: StaticString = " "
            while index < length {
                if pointer == index { marker = " ^ " }
                guard has(hopLength, at: offset + index) else { return }
                put(marker)
                put(decimal: bytes.uint32(at: offset + index + hopLength - 4))
                put("@")
                if hopLength == 8 { try? putIPv4(at: offset + index) }
                marker = " "
                index += hopLength
            }
        }
        if pointer == index { put(" ^ ") }
        if flags >> 4 != 0 {
            put(" ["); put(decimal: flags >> 4); put(" hops not recorded]} ")
        } else {
            put("}")
        }
    }

    /// What the layer above needs of the network header: where it is, and which version.
    enum NetworkHeader {
        case v4(Int)
        case v6(Int)
    }

    /// tcpdump's ip_demux_print.
    mutating func ipPayload(_ ipProtocol: UInt8, at offset: Int, length: Int, network: NetworkHeader,
                            fragmented: Bool) throws(Truncated) {
        // Every way a datagram nests another (IP in IP, GRE, VXLAN, AH) comes back through here.
        nesting &+= 1
        defer { nesting &-= 1 }
        guard nesting <= Self.maximumNesting else {
            put(" [nested too deep]")
            reportMalformed("nested deeper than 1000 datagrams")
            return
        }
        switch ipProtocol {
        case 6:
            try tcp(at: offset, length: length, network: network, fragmented: fragmented)
        case 17:
            try udp(at: offset, length: length, network: network, fragmented: fragmented)
        case 1:
            if case .v4 = network {
                try icmp(at: offset, length: length, network: network, fragmented: fragmented)
            } else {
                put("[ICMP requires IPv4]")
                putInvalid()
            }
        case 58:
            if case .v6 = network {
                try icmpv6(at: offset, length: length, network: network, fragmented: fragmented)
            } else {
                put("[ICMPv6 requires IPv6]")
                putInvalid()
            }
        case 2:
            if case .v4 = network {
                try igmp(at: offset, length: length)
            } else {
                put("[IGMP requires IPv4]")
                putInvalid()
            }
        case 47:
            try gre(at: offset, length: length)
        case 132:
            try sctp(at: offset, length: length, network: network, fragmented: fragmented)
        case IPsecProtocol.esp:
            try esp(at: offset, length: length)
        case IPsecProtocol.ah:
            try authenticationHeaders(at: offset, length: length, network: network, fragmented: fragmented)
        case VRRPField.ipProtocol:
            let ttl: Int = switch network {
            case .v4(let ip): Int(bytes[ip + IPv4Field.timeToLive])
            case .v6(let ip): Int(bytes[ip + IPv6Field.hopLimit])
            }
            // tcpdump's ip_demux_print: CARP shares protocol 112 and is read only under -T carp.
            if options.packetType == .carp {
                try carp(at: offset, length: length, ttl: ttl, fragmented: fragmented)
            } else {
                try vrrp(at: offset, length: length, network: network, ttl: ttl, fragmented: fragmented)
            }
        case OSPFField.ipProtocol:
            if case .v4 = network {
                try ospf(at: offset, length: length)
            } else {
                try ospf6(at: offset, length: length)
            }
        case PIMField.ipProtocol:
            try pim(at: offset, length: length, network: network)
        case EIGRPField.ipProtocol:
            try eigrp(at: offset, length: length)
        case RSVPField.ipProtocol:
            try rsvp(at: offset, length: length)
        case 143:
            // Ethernet over IPv6 (RFC 8986); tcpdump refuses it over IPv4.
            if case .v6 = network {
                _ = try ethernet(wireLength: length, at: offset)
            } else {
                put("[Ethernet requires IPv6]")
                putInvalid()
            }
        case 4:
            try ipv4(at: offset, length: length)
        case 41:
            try ipv6(at: offset, length: length)
        case 59:
            put("no next header")
        case 108:
            try ipcomp(at: offset, length: length)
        case DCCPField.ipProtocol:
            try dccp(at: offset, length: length, network: network, fragmented: fragmented)
        case PGMField.ipProtocol:
            try pgm(at: offset, length: length, network: network)
        default:
            put(" ip-proto-"); put(decimal: ipProtocol); put(" "); put(decimal: length)
        }
    }
}

/// tcpdump's in_cksum_shouldbe: the checksum field value that would have verified.
@inline(__always)
func checksumShouldBe(_ stored: UInt16, _ computed: UInt16) -> UInt16 {
    var sum = UInt32(stored) + UInt32(computed)
    sum = (sum & 0xffff) + (sum >> 16)
    sum = (sum & 0xffff) + (sum >> 16)
    return UInt16(truncatingIfNeeded: sum)
}
