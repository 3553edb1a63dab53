import SwiftNetWire

// ICMPv6 (RFC 4443), neighbour discovery (RFC 4861) and MLD (RFC 2710, 3810) as tcpdump's
// icmp6_print prints them.

extension Dissection {
    static func icmpv6TypeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "destination unreachable"
        case 2: "packet too big"
        case 3: "time exceeded in-transit"
        case 4: "parameter problem"
        case 128: "echo request"
        case 129: "echo reply"
        case 130: "multicast listener query"
        case 131: "multicast listener report"
        case 132: "multicast listener done"
        case 133: "router solicitation"
        case 134: "router advertisement"
        case 135: "neighbor solicitation"
        case 136: "neighbor advertisement"
        case 137: "redirect"
        case 138: "router renumbering"
        case 139: "who-are-you request"
        case 140: "who-are-you reply"
        case 141: "inverse neighbor solicitation"
        case 142: "inverse neighbor advertisement"
        case 143: "multicast listener report v2"
        case 144: "ha discovery request"
        case 145: "ha discovery reply"
        case 146: "mobile router solicitation"
        case 147: "mobile router advertisement"
        case 155: "RPL"
        case 200: "mtrace response"
        case 201: "mtrace message"
        default: nil
        }
    }

    mutating func icmpv6(at offset: Int, length: Int, network: NetworkHeader, fragmented: Bool) throws(Truncated) {
        proto = "icmp6"
        layer(ICMPv6Fields.icmpv6)
        if length == 0 {
            put("ICMP6, length 0")
            putInvalid()
            return
        }
        // The checksum over the pseudo-header and whole message, when it can be judged (text: -v).
        var sum: UInt16?
        if verbose > 0 && !fragmented && has(length, at: offset), case .v6(let ip) = network,
           let source = IPv6Address(bytes, at: ip + IPv6Field.source), let destination = finalDestination(ip) {
            sum = PseudoHeader.ipv6(source: source, destination: destination)
                .checksum(bytes, from: offset, to: offset + length, protocol: .icmpv6)
        }
        if Sink.collectsFields { reportICMPv6Header(at: offset, length: length, sum: sum) }
        try icmpv6Message(at: offset, length: length, sum: sum)
        // tcpdump prints nothing of the packet an error quotes; JSON gives its layers (RFC 4443 2.4).
        if Sink.collectsFields, has(1, at: offset), bytes[offset + ICMPv6Field.type] < 128 {
            icmpv6Quoted(at: offset + ICMPv6Field.body, end: Swift.min(end, offset + length))
        }
    }

    /// The header's fields and the fixed fields of echo, errors and neighbour discovery, reported
    /// before the text's reads (which may run out of bytes); options and MLD fields are reported by
    /// the walk as it prints them.
    private mutating func reportICMPv6Header(at offset: Int, length: Int, sum: UInt16?) {
        guard has(1, at: offset) else { return }
        let type = bytes[offset + ICMPv6Field.type]
        report(ICMPv6Fields.type, type)
        report(ICMPv6Fields.code, u8At: offset + ICMPv6Field.code)
        report(ICMPv6Fields.checksum, u16At: offset + ICMPv6Field.checksum)
        report(ICMPv6Fields.checksumValid, verdict: sum.map { $0 == 0 })
        switch type {
        case 128, 129:
            report(ICMPv6Fields.identifier, u16At: offset + ICMPv6Field.identifier)
            report(ICMPv6Fields.sequence, u16At: offset + ICMPv6Field.sequenceNumber)
        case 2:
            report(ICMPv6Fields.mtu, u32At: offset + ICMPv6Field.mtu)
        case 4:
            report(ICMPv6Fields.pointer, u32At: offset + ICMPv6Field.pointer)
        case 134:  // RFC 4861 4.2
            report(ICMPv6Fields.hopLimit, u8At: offset + NDPField.currentHopLimit)
            if has(1, at: offset + NDPField.routerFlags) {
                let flags = bytes[offset + NDPField.routerFlags]
                report(ICMPv6Fields.managed, bool: flags & 0x80 != 0)
                report(ICMPv6Fields.otherConfig, bool: flags & 0x40 != 0)
                report(ICMPv6Fields.homeAgent, bool: flags & 0x20 != 0)
                report(ICMPv6Fields.preference, (flags >> 3) & 3)
                report(ICMPv6Fields.ipv6Only, bool: flags & 0x02 != 0)
            }
            report(ICMPv6Fields.routerLifetime, u16At: offset + NDPField.routerLifetime)
            report(ICMPv6Fields.reachableTime, u32At: offset + NDPField.reachableTime)
            report(ICMPv6Fields.retransTimer, u32At: offset + NDPField.retransmitTimer)
        case 135, 136, 137:  // RFC 4861 4.3-4.5: the target follows the 4 reserved/flag bytes
            report(ICMPv6Fields.target, bytesAt: offset + NDPField.targetAddress, count: 16)
            if type == 136, has(1, at: offset + NDPField.neighborFlags) {
                let flags = bytes[offset + NDPField.neighborFlags]
                report(ICMPv6Fields.router, bool: flags & 0x80 != 0)
                report(ICMPv6Fields.solicited, bool: flags & 0x40 != 0)
                report(ICMPv6Fields.override, bool: flags & 0x20 != 0)
            }
            if type == 137 {
                report(ICMPv6Fields.destination, bytesAt: offset + NDPField.destinationAddress, count: 16)
            }
        case 144, 145, 146, 147:
            report(ICMPv6Fields.identifier, u16At: offset + ICMPv6Field.identifier)
        case 138:  // RFC 2894 3.1
            report(ICMPv6Fields.rrSequence, u32At: offset + ICMPv6Field.routerRenumberingSequence)
            report(ICMPv6Fields.rrSegment, u8At: offset + ICMPv6Field.segmentNumber)
            report(ICMPv6Fields.rrFlags, u8At: offset + ICMPv6Field.routerRenumberingFlags)
            report(ICMPv6Fields.rrMaxDelay, u16At: offset + ICMPv6Field.maximumDelay)
        case 139, 140:  // RFC 4620 4
            report(ICMPv6Fields.niQtype, u16At: offset + ICMPv6Field.nodeInformationQtype)
            report(ICMPv6Fields.niFlags, u16At: offset + ICMPv6Field.nodeInformationFlags)
            report(ICMPv6Fields.niNonce, bytesAt: offset + ICMPv6Field.nonce, count: 8)
        case 155:  // RFC 6550 6.2-6.5, for the unsecured messages
            reportRPLHeader(at: offset)
        default:
            break
        }
        let captured = Swift.min(length, available(from: offset))
        report(ICMPv6Fields.payloadLength, Swift.max(0, captured - ICMPv6Field.headerLength))
        if length < ICMPv6Field.headerLength {
            reportMalformed("shorter than an ICMPv6 header")
        } else if captured < length {
            reportTruncated()
        }
    }

    /// JSON only: RPL's instance, DIO rank/version/DTSN/DODAG ID, DAO and DAO-ACK sequence, status
    /// and DODAG ID when the D flag says it is there.
    private mutating func reportRPLHeader(at offset: Int) {
        guard has(2, at: offset), bytes[offset + ICMPv6Field.code] & 0x80 == 0 else { return }
        let base = offset + ICMPv6Field.rplBase
        switch bytes[offset + ICMPv6Field.code] {
        case 1:
            report(ICMPv6Fields.rplInstance, u8At: base + RPLField.instance)
            report(ICMPv6Fields.rplVersion, u8At: base + RPLField.version)
            report(ICMPv6Fields.rplRank, u16At: base + RPLField.rank)
            report(ICMPv6Fields.rplSequence, u8At: base + RPLField.dtsn)
            report(ICMPv6Fields.rplDODAG, bytesAt: base + RPLField.dioDODAGID, count: 16)
        case 2:
            report(ICMPv6Fields.rplInstance, u8At: base + RPLField.instance)
            report(ICMPv6Fields.rplSequence, u8At: base + RPLField.daoSequence)
            if has(2, at: base), bytes[base + RPLField.daoFlags] & 0x40 != 0 {
                report(ICMPv6Fields.rplDODAG, bytesAt: base + RPLField.daoDODAGID, count: 16)
            }
        case 3:
            report(ICMPv6Fields.rplInstance, u8At: base + RPLField.instance)
            report(ICMPv6Fields.rplSequence, u8At: base + RPLField.daoAckSequence)
            report(ICMPv6Fields.rplStatus, u8At: base + RPLField.daoAckStatus)
            if has(2, at: base), bytes[base + RPLField.daoAckFlags] & 0x80 != 0 {
                report(ICMPv6Fields.rplDODAG, bytesAt: base + RPLField.daoAckDODAGID, count: 16)
            }
        default:
            break
        }
    }

    /// JSON only: the layers of the packet an error message quotes, in `"quoted"`. Its running out
    /// of bytes (as a quote usually does) marks the quoted layer, not the packet.
    private mutating func icmpv6Quoted(at start: Int, end stop: Int) {
        guard start < stop else { return }
        let savedEnd = end
        let savedProto = proto
        end = stop
        beginQuoted()
        do {
            try ipv6(at: start, length: stop - start)
        } catch {
            putTruncationMarker()
        }
        endQuoted()
        end = savedEnd
        proto = savedProto
    }

    /// tcpdump's icmp6_print after the checksum: the type's summary, options and MLD records.
    private mutating func icmpv6Message(at offset: Int, length: Int, sum: UInt16?) throws(Truncated) {
        if let sum {
            let stored = try u16(offset + ICMPv6Field.checksum)
            if sum != 0 {
                put("[bad icmp6 cksum 0x"); put(hex: stored, digits: 4)
                put(" -> 0x"); put(hex: checksumShouldBe(stored, sum), digits: 4); put("!] ")
            } else {
                put("[icmp6 sum ok] ")
            }
        }
        let type = try u8(offset)
        put("ICMP6, ")
        if let name = Self.icmpv6TypeName(type) {
            put(name)
        } else {
            put("unknown icmp6 type ("); put(decimal: type); put(")")
        }
        if verbose > 0 && [133, 134, 135, 136, 137, 145, 147].contains(type) {
            put(", length "); put(decimal: length)
        }
        let code = try u8(offset + ICMPv6Field.code)
        let quoted = offset + ICMPv6Field.body
        switch type {
        case 1:
            put(", ")
            switch code {
            case 0: put("unreachable route")
            case 1: put(" unreachable prohibited")
            case 2: put("beyond scope")
            case 3: put("unreachable address")
            case 4: put("unreachable port")
            default: put("unknown unreach code ("); put(decimal: code); put(")")
            }
            switch code {
            case 0, 1, 3:
                try check(16, at: quoted + IPv6Field.destination)
                put(" "); try putIPv6(at: quoted + IPv6Field.destination)
            case 2:
                try check(32, at: quoted + IPv6Field.source)
                put(" "); try putIPv6(at: quoted + IPv6Field.destination)
                put(", source address "); try putIPv6(at: quoted + IPv6Field.source)
            case 4:
                guard let (transport, upper) = try quotedUpperLayer(at: quoted) else {
                    putTruncationMarker()
                    return
                }
                let port = try u16(upper + UDPField.destinationPort)
                try check(16, at: quoted + IPv6Field.destination)
                switch transport {
                case 6:
                    put(", "); try putIPv6(at: quoted + IPv6Field.destination); put(" tcp port "); put(decimal: port)
                case 17:
                    put(", "); try putIPv6(at: quoted + IPv6Field.destination); put(" udp port "); put(decimal: port)
                default:
                    put(", "); try putIPv6(at: quoted + IPv6Field.destination); put(" protocol ")
                    put(decimal: transport)
                    put(" port "); put(decimal: port); put(" unreachable")
                }
            default:
                if verbose <= 1 {
                    unknownData(at: offset, length: length, prefix: "\n\t")
                    return
                }
            }
        case 2:
            let mtu = try u32(offset + ICMPv6Field.mtu)
            put(", mtu "); put(decimal: mtu)
        case 3:
            switch code {
            case 0:
                try check(16, at: quoted + IPv6Field.destination)
                put(" for "); try putIPv6(at: quoted + IPv6Field.destination)
            case 1: put(" (reassembly)")
            default: put(", unknown code ("); put(decimal: code); put(")")
            }
        case 4:
            guard has(16, at: quoted + IPv6Field.destination) else {
                putTruncationMarker()
                return
            }
            try check(4, at: offset + ICMPv6Field.pointer)
            switch code {
            case 0: put(", erroneous - octet "); put(decimal: try u32(offset + ICMPv6Field.pointer))
            case 1: put(", next header - octet "); put(decimal: try u32(offset + ICMPv6Field.pointer))
            case 2: put(", option - octet "); put(decimal: try u32(offset + ICMPv6Field.pointer))
            case 3: put(", incomplete header chain - octet "); put(decimal: try u32(offset + ICMPv6Field.pointer))
            default: put(", code-#"); put(decimal: code)
            }
        case 128, 129:
            try check(4, at: offset + ICMPv6Field.identifier)
            put(", id "); put(decimal: try u16(offset + ICMPv6Field.identifier))
            put(", seq "); put(decimal: try u16(offset + ICMPv6Field.sequenceNumber))
        case 130:
            if length == 24 {
                try mldv1(at: offset)
            } else if length >= 28 {
                put(" v2")
                try mldv2Query(at: offset, length: length)
            } else {
                put(" unknown-version (len "); put(decimal: length); put(") ")
                reportMalformed("MLD query of unknown length")
            }
        case 131, 132:
            try mldv1(at: offset)
        case 133:
            if verbose > 0, !(try ndpOptions(at: offset + NDPField.routerSolicitationOptions,
                length: length - NDPField.routerSolicitationOptions)) {
                putTruncationMarker(); return
            }
        case 134:
            if verbose > 0 {
                try check(12, at: offset + NDPField.currentHopLimit)
                let flags = try u8(offset + NDPField.routerFlags)
                put("\n\thop limit "); put(decimal: try u8(offset + NDPField.currentHopLimit))
                put(", Flags [")
                var any = false
                for (bit, name) in [(UInt8(0x80), "managed" as StaticString), (0x40, "other stateful"),
                                    (0x20, "home agent"), (0x02, "ipv6 only")] where flags & bit != 0 {
                    if any { put(", ") }
                    put(name)
                    any = true
                }
                if !any { put("none") }
                put("], pref ")
                putRouterPreference(flags)
                put(", router lifetime "); put(decimal: try u16(offset + NDPField.routerLifetime)); put("s")
                put(", reachable time "); put(decimal: try u32(offset + NDPField.reachableTime)); put("ms")
                put(", retrans timer "); put(decimal: try u32(offset + NDPField.retransmitTimer)); put("ms")
                if !(try ndpOptions(at: offset + NDPField.routerAdvertisementOptions,
                    length: length - NDPField.routerAdvertisementOptions)) {
                    putTruncationMarker(); return
                }
            }
        case 135:
            try check(16, at: offset + NDPField.targetAddress)
            put(", who has "); try putIPv6(at: offset + NDPField.targetAddress)
            if verbose > 0, !(try ndpOptions(at: offset + NDPField.neighborOptions,
                length: length - NDPField.neighborOptions)) {
                putTruncationMarker(); return
            }
        case 136:
            try check(16, at: offset + NDPField.targetAddress)
            put(", tgt is "); try putIPv6(at: offset + NDPField.targetAddress)
            if verbose > 0 {
                let flags = try u32(offset + NDPField.neighborFlags)
                put(", Flags [")
                var any = false
                for (bit, name) in [(UInt32(0x8000_0000), "router" as StaticString), (0x4000_0000, "solicited"),
                                    (0x2000_0000, "override")] where flags & bit != 0 {
                    if any { put(", ") }
                    put(name)
                    any = true
                }
                if !any { put("none") }
                put("]")
                if !(try ndpOptions(at: offset + NDPField.neighborOptions, length: length - NDPField.neighborOptions)) {
                    putTruncationMarker(); return
                }
            }
        case 137:
            try check(16, at: offset + NDPField.destinationAddress)
            put(", "); try putIPv6(at: offset + NDPField.destinationAddress)
            try check(16, at: offset + NDPField.targetAddress)
            put(" to "); try putIPv6(at: offset + NDPField.targetAddress)
            if verbose > 0, !(try ndpOptions(at: offset + NDPField.redirectOptions,
                length: length - NDPField.redirectOptions)) {
                putTruncationMarker(); return
            }
        case 138:
            try icmpv6RouterRenumbering(at: offset)
        case 139, 140:
            try icmpv6NodeInformation(at: offset, length: length)
        case 141, 142:
            break
        case 143:
            try mldv2Report(at: offset, length: length)
        case 144, 146:
            let id = try u16(offset + ICMPv6Field.identifier)
            put(", id 0x"); put(hex: id, digits: 4)
        case 145:
            if verbose > 0 { try icmpv6HomeAgentReply(at: offset, length: length) }
        case 147:
            if verbose > 0, !(try icmpv6MobilePrefixAdvert(at: offset, length: length)) {
                putTruncationMarker(); return
            }
        case 155:
            try icmpv6RPL(at: offset, length: length)
        default:
            put(", length "); put(decimal: length)
            if verbose <= 1 { unknownData(at: offset, length: length, prefix: "\n\t") }
            return
        }
        if verbose == 0 {
            put(", length "); put(decimal: length)
        }
    }

    /// tcpdump's print_unknown_data: a hex dump of what was captured of `length` bytes.
    mutating func unknownData(at offset: Int, length: Int, prefix: StaticString) {
        let count = Swift.min(length, available(from: offset))
        guard offset <= end else {
            put(prefix); put("Dissector error: print_unknown_data called with pointer past end of packet")
            return
        }
        if count > 0 { putHex(from: offset, to: offset + count, prefix: prefix) }
    }

    /// The transport protocol and header offset inside a quoted IPv6 packet, walking extension
    /// headers as tcpdump's get_upperlayer does; nil when they are not captured.
    private func quotedUpperLayer(at ip: Int) throws(Truncated) -> (UInt8, Int)? {
        guard has(IPv6Field.headerLength, at: ip) else { return nil }
        var next = bytes[ip + IPv6Field.nextHeader]
        var cursor = ip + IPv6Field.headerLength
        while true {
            switch next {
            case 0, 60, 43:
                guard has(2, at: cursor) else { return nil }
                let length = (Int(bytes[cursor + IPv6ExtensionField.headerExtensionLength]) + 1) << 3
                next = bytes[cursor + IPv6ExtensionField.nextHeader]
                cursor += length
            case 44:
                guard has(IPv6ExtensionField.minimumLength, at: cursor) else { return nil }
                if bytes.uint16(at: cursor + IPv6ExtensionField.fragmentOffsetAndFlags) & 0xfff8 != 0 { return nil }
                next = bytes[cursor + IPv6ExtensionField.nextHeader]
                cursor += IPv6ExtensionField.minimumLength
            case 6, 17:
                guard has(4, at: cursor) else { return nil }
                return (next, cursor)
            default:
                return nil
            }
        }
    }

    private mutating func mldv1(at offset: Int) throws(Truncated) {
        let delay = try u16(offset + ICMPv6Field.maximumResponseDelay)
        report(ICMPv6Fields.maxResponseDelay, delay)
        report(ICMPv6Fields.multicastAddress, bytesAt: offset + ICMPv6Field.multicastAddress, count: 16)
        put("max resp delay: "); put(decimal: delay); put(" ")
        try check(16, at: offset + ICMPv6Field.multicastAddress)
        put("addr: "); try putIPv6(at: offset + ICMPv6Field.multicastAddress)
    }

    private mutating func mldv2Report(at offset: Int, length: Int) throws(Truncated) {
        if length < ICMPv6Field.mldv2Records {
            put(" [invalid len "); put(decimal: length); put("]")
            reportMalformed("invalid length")
            return
        }
        let groups = Int(try u16(offset + ICMPv6Field.mldv2RecordCount))
        report(ICMPv6Fields.recordCount, groups)
        put(", "); put(decimal: groups); put(" group record(s)")
        guard verbose > 0 else { return }
        var group = ICMPv6Field.mldv2Records
        beginList(ICMPv6Fields.records)
        defer { endList() }
        for _ in 0..<groups {
            if length < group + MLDv2RecordField.sources {
                put(" [invalid number of groups]")
                reportMalformed("group records past the message")
                return
            }
            try check(16, at: offset + group + MLDv2RecordField.multicastAddress)
            beginItem()
            defer { endItem() }
            report(ICMPv6Fields.recordType, u8At: offset + group + MLDv2RecordField.type)
            report(ICMPv6Fields.multicastAddress, bytesAt: offset + group + MLDv2RecordField.multicastAddress,
                count: 16)
            put(" [gaddr "); try putIPv6(at: offset + group + MLDv2RecordField.multicastAddress)
            let recordType = try u8(offset + group + MLDv2RecordField.type)
            putGroupRecordType(recordType, unknown: " [v2-report-#")
            let sources = Int(try u16(offset + group + MLDv2RecordField.sourceCount))
            if length < group + MLDv2RecordField.sources + sources * 16 {
                put(" [invalid number of sources "); put(decimal: sources); put("]")
                reportMalformed("sources past the message")
                return
            }
            try putGroupRecordSources(at: offset + group + MLDv2RecordField.sources, count: sources, addressSize: 16,
                                      list: ICMPv6Fields.sources, field: ICMPv6Fields.source)
            group += MLDv2RecordField.sources + sources * 16
            put("]")
        }
    }

    private mutating func mldv2Query(at offset: Int, length: Int) throws(Truncated) {
        if length < ICMPv6Field.mldv2QuerySources {
            put(" [invalid len "); put(decimal: length); put("]")
            reportMalformed("invalid length")
            return
        }
        let code = try u16(offset + ICMPv6Field.maximumResponseCode)
        let delay: UInt32 = code < 0x8000 ? UInt32(code)
            : (UInt32(code & 0x0fff) | 0x1000) << (((code >> 12) & 0x7) + 3)
        if verbose > 0 {
            report(ICMPv6Fields.maxResponseDelay, delay)
            put(" [max resp delay="); put(decimal: delay); put("]")
        }
        report(ICMPv6Fields.multicastAddress, bytesAt: offset + ICMPv6Field.multicastAddress, count: 16)
        // tcpdump formats the address before printing " [gaddr ".
        try check(16, at: offset + ICMPv6Field.multicastAddress)
        put(" [gaddr "); try putIPv6(at: offset + ICMPv6Field.multicastAddress)
        let qqic = try u8(offset + ICMPv6Field.queryIntervalCode)
        if verbose > 0 {
            let qqi: UInt32 = qqic < 0x80 ? UInt32(qqic) : (UInt32(qqic & 0x0f) | 0x10) << (((qqic >> 4) & 0x7) + 3)
            let flags = try u8(offset + ICMPv6Field.queryFlags)
            report(ICMPv6Fields.suppress, bool: flags & 0x08 != 0)
            report(ICMPv6Fields.robustness, flags & 0x07)
            report(ICMPv6Fields.qqi, qqi)
            if flags & 0x08 != 0 { put(" sflag") }
            let robustness = flags & 0x07
            if robustness != 0 { put(" robustness="); put(decimal: robustness) }
            put(" qqi="); put(decimal: qqi)
        }
        let sources = Int(try u16(offset + ICMPv6Field.mldv2QuerySourceCount))
        // tcpdump 4.99's mldv2_query_print: sources only when there are any; the count below -vv.
        if sources > 0 {
            if length < ICMPv6Field.mldv2QuerySources + sources * 16 {
                put(" [invalid number of sources]")
                reportMalformed("sources past the message")
            } else if verbose > 1 {
                put(" {")
                beginList(ICMPv6Fields.sources)
                for index in 0..<sources {
                    report(ICMPv6Fields.source, bytesAt: offset + ICMPv6Field.mldv2QuerySources + index * 16, count: 16)
                    put(" "); try putIPv6(at: offset + ICMPv6Field.mldv2QuerySources + index * 16)
                }
                endList()
                put(" }")
            } else {
                put(", "); put(decimal: sources); put(" source(s)")
            }
        }
        put("]")
    }

    /// Neighbour-discovery options (tcpdump's icmp6_opt_print); false where it gives up.
    mutating func ndpOptions(at start: Int, length total: Int) throws(Truncated) -> Bool {
        var cursor = start
        var remaining = total
        var listed = false
        defer { if Sink.collectsFields && listed { endList() } }
        while cursor < end {
            try check(2, at: cursor)
            if remaining <= 0 { return true }
            let type = bytes[cursor]
            let units = Int(bytes[cursor + 1])
            if Sink.collectsFields {
                if !listed { beginList(ICMPv6Fields.options) }
                listed = true
                reportNDOption(type: type, units: units, at: cursor)
            }
            if units == 0 { return false }
            if cursor + (units << 3) > end { return false }
            let name: StaticString = switch type {
            case 1: "source link-address"
            case 2: "destination link-address"
            case 3: "prefix info"
            case 4: "redirected header"
            case 5: "mtu"
            case 7: "advertisement interval"
            case 8: "homeagent information"
            case 24: "route info"
            case 25: "rdnss"
            case 31: "dnssl"
            default: "unknown"
            }
            put("\n\t  "); put(name); put(" option ("); put(decimal: type); put("), length ")
            put(decimal: units << 3); put(" ("); put(decimal: units); put("): ")
            switch type {
            case 1, 2:
                let count = (units << 3) - 2
                for index in 0..<count {
                    if index > 0 { put(":") }
                    put(hex: try u8(cursor + 2 + index), digits: 2)
                }
            case 3:
                try putIPv6(at: cursor + 16)
                put("/"); put(decimal: try u8(cursor + 2))
                if units != 4 { put("badlen") }
                put(", Flags [")
                let flags = try u8(cursor + 3)
                var any = false
                for (bit, flagName) in [(UInt8(0x80), "onlink" as StaticString), (0x40, "auto"), (0x20, "router")]
                    where flags & bit != 0 {
                    if any { put(", ") }
                    put(flagName)
                    any = true
                }
                if !any { put("none") }
                put("], valid time "); putLifetime(try u32(cursor + 4))
                put(", pref. time "); putLifetime(try u32(cursor + 8))
            case 4:
                unknownData(at: start, length: units << 3, prefix: "\n\t    ")
            case 5:
                put(" "); put(decimal: try u32(cursor + 4))
                if units != 1 { put("bad option length") }
            case 7:
                put(" "); put(decimal: try u32(cursor + 4)); put("ms")
            case 8:
                put(" preference "); put(decimal: try u16(cursor + 4))
                put(", lifetime "); put(decimal: try u16(cursor + 6))
            case 24:
                guard has(8, at: cursor) else { return false }
                // RFC 4191 2.3: the prefix is 0, 8 or 16 bytes; the rest of it is zero.
                var high: UInt64 = 0
                var low: UInt64 = 0
                switch units {
                case 1: break
                case 2: try check(8, at: cursor + 8); high = uint64(at: cursor + 8)
                case 3:
                    try check(16, at: cursor + 8)
                    high = uint64(at: cursor + 8); low = uint64(at: cursor + 16)
                default: return false
                }
                put(" ")
                if Sink.rendersText { out.appendIPv6(IPv6Address(high: high, low: low)) }
                put("/"); put(decimal: bytes[cursor + 2])
                put(", pref="); putRouterPreference(bytes[cursor + 3])
                put(", lifetime="); putLifetime(bytes.uint32(at: cursor + 4))
            case 25:
                put(" lifetime "); put(decimal: try u32(cursor + 4)); put("s,")
                for index in 0..<((units - 1) / 2) {
                    put(" addr: "); try putIPv6(at: cursor + 8 + index * 16)
                }
            case 31:
                put(" lifetime "); put(decimal: try u32(cursor + 4)); put("s, domain(s):")
                var name = cursor + 8
                while name < cursor + (units << 3), try u8(name) != 0 {
                    put(" ")
                    let next: Int?
                    do {
                        next = try dnsName(at: name, base: start)
                    } catch {
                        next = nil
                    }
                    guard let next else { return false }
                    name = next
                }
            default:
                if verbose <= 1 {
                    unknownData(at: cursor + 2, length: (units << 3) - 2, prefix: "\n\t  ")
                    return true
                }
            }
            if verbose > 1 {
                unknownData(at: cursor + 2, length: (units << 3) - 2, prefix: "\n\t    ")
            }
            cursor += units << 3
            remaining -= units << 3
        }
        return true
    }

    /// One option as a JSON item of `options` (RFC 4861 4.6): link-layer addresses, prefix
    /// information, MTU; others as hex. A length of 0 (the walk cannot go on) is malformed; an
    /// option cut short holds its type and length (the walk then marks the layer truncated).
    private mutating func reportNDOption(type: UInt8, units: Int, at cursor: Int) {
        let length = units << 3
        beginItem()
        defer { endItem() }
        report(ICMPv6Fields.optionType, type)
        report(ICMPv6Fields.optionLength, length)
        if units == 0 {
            report(ICMPv6Fields.optionMalformed, label: "length 0")
            return
        }
        guard has(length, at: cursor) else { return }
        switch type {
        case 1 where length == 8, 2 where length == 8:  // source / target link-layer address
            report(ICMPv6Fields.linkAddress, bytesAt: cursor + 2, count: 6)
        case 3 where length == 32:  // prefix information
            let flags = bytes[cursor + 3]
            report(ICMPv6Fields.prefixLength, bytes[cursor + 2])
            report(ICMPv6Fields.onLink, bool: flags & 0x80 != 0)
            report(ICMPv6Fields.autonomous, bool: flags & 0x40 != 0)
            report(ICMPv6Fields.routerAddress, bool: flags & 0x20 != 0)
            report(ICMPv6Fields.validLifetime, bytes.uint32(at: cursor + 4))
            report(ICMPv6Fields.preferredLifetime, bytes.uint32(at: cursor + 8))
            report(ICMPv6Fields.prefix, bytesAt: cursor + 16, count: 16)
        case 5 where length == 8:  // MTU
            report(ICMPv6Fields.optionMTU, bytes.uint32(at: cursor + 4))
        case 7 where length == 8:  // advertisement interval (RFC 6275 7.3)
            report(ICMPv6Fields.advertisementInterval, bytes.uint32(at: cursor + 4))
        case 8 where length == 8:  // home agent information (RFC 6275 7.4)
            report(ICMPv6Fields.homeAgentPreference, bytes.uint16(at: cursor + 4))
            report(ICMPv6Fields.homeAgentLifetime, bytes.uint16(at: cursor + 6))
        case 24 where length <= 24:  // route information (RFC 4191 2.3): prefix zero-padded
            report(ICMPv6Fields.prefixLength, bytes[cursor + 2])
            report(ICMPv6Fields.routePreference, (bytes[cursor + 3] >> 3) & 3)
            report(ICMPv6Fields.optionLifetime, bytes.uint32(at: cursor + 4))
            if length > 8 { report(ICMPv6Fields.prefix, bytesAt: cursor + 8, count: length - 8) }
        case 25, 31:  // RDNSS, DNSSL (RFC 8106 5.1-5.2): lifetime, then addresses or names
            report(ICMPv6Fields.optionLifetime, bytes.uint32(at: cursor + 4))
            report(ICMPv6Fields.optionData, bytesAt: cursor + 8, count: length - 8)
        default:
            report(ICMPv6Fields.optionData, bytesAt: cursor + 2, count: length - 2)
        }
    }

    private mutating func putLifetime(_ value: UInt32) {
        if value == 0xffff_ffff {
            put("infinity")
        } else {
            put(decimal: value); put("s")
        }
    }

    /// RFC 4191 2.1's preference in bits 3-4 of `flags`, as tcpdump's get_rtpref names it.
    private mutating func putRouterPreference(_ flags: UInt8) {
        switch (flags >> 3) & 3 {
        case 0: put("medium")
        case 1: put("high")
        case 2: put("rsv")
        default: put("low")
        }
    }
}
