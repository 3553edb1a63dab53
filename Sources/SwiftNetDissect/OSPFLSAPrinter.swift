// OSPFv2 link state advertisements as tcpdump 4.99's ospf_print_lshdr / ospf_print_lsa print
// them: the 20-byte header, then router links with their per-topology metrics, network
// attached routers, summary and AS external / NSSA metrics, group membership vertices, and the
// opaque LSAs (OSPFOpaquePrinter.swift); with -vv a hex dump of every LSA body.
//
// tcpdump stops in two ways here: a failed read ends the packet with ` [|ospf2]`, while its
// explicit length checks print the marker themselves and let the caller decide (an update then
// prints the marker a second time). `ospfSoftTruncation` is that second kind.

extension Dissection {
    /// Prints an LSA header; returns the LS length, or -1 (after `Bogus length`) when it is below
    /// the header's own 20 bytes.
    mutating func ospfLSAHeader(at offset: Int) throws(Truncated) -> Int {
        let lsLength = Int(try u16(offset + 18))
        report(OSPFFields.lsaLength, lsLength)
        if lsLength < OSPFField.lsaHeaderLength {
            put("\n\t    Bogus length "); put(decimal: lsLength); put(" < header (20)")
            return -1
        }
        // The length's read proved the 18 bytes before it captured.
        let type = bytes[offset + 3]
        report(OSPFFields.age, bytes.uint16(at: offset))
        report(OSPFFields.lsaOptions, bytes[offset + 2])
        report(OSPFFields.lsType, type)
        if OSPFField.isOpaque(UInt32(type)) {
            report(OSPFFields.opaqueType, bytes[offset + 4])
            report(OSPFFields.opaqueID, bytes.uint32(at: offset + 4) & 0x00ff_ffff)
        } else {
            report(OSPFFields.lsID, bytesAt: offset + 4, count: 4)
        }
        report(OSPFFields.advertisingRouter, bytesAt: offset + 8, count: 4)
        report(OSPFFields.sequence, bytes.uint32(at: offset + 12))
        report(OSPFFields.lsaChecksum, bytes.uint16(at: offset + 16))
        put("\n\t  Advertising Router "); try putIPv4(at: offset + 8)
        put(", seq 0x"); put(hex: bytes.uint32(at: offset + 12), digits: 8)
        put(", age "); put(decimal: bytes.uint16(at: offset)); put("s, length ")
        put(decimal: lsLength - OSPFField.lsaHeaderLength)
        put("\n\t    "); put(OSPFField.lsaTypeName(UInt32(type))); put(" LSA ("); put(decimal: type)
        if OSPFField.isOpaque(UInt32(type)) {
            put("), Opaque-Type "); put(OSPFField.opaqueTypeName(bytes[offset + 4]))
            put(" LSA ("); put(decimal: bytes[offset + 4]); put("), Opaque-ID ")
            put(decimal: bytes.uint32(at: offset + 4) & 0x00ff_ffff)
        } else {
            put("), LSA-ID: "); try putIPv4(at: offset + 4)
        }
        put("\n\t    Options: ["); putBitNames(UInt32(bytes[offset + 2]), OSPFField.optionNames); put("]")
        return lsLength
    }

    /// One LSA; returns where the next starts (its header's length on), or nil where tcpdump's
    /// ospf_print_lsa returns NULL (bogus header length, a failed length check).
    mutating func ospfLSA(at offset: Int) throws(Truncated) -> Int? {
        let lsLength = try ospfLSAHeader(at: offset)
        if lsLength < 0 { return nil }
        let lsEnd = offset + lsLength
        let body = offset + OSPFField.lsaHeaderLength
        let bodyLength = lsLength - OSPFField.lsaHeaderLength
        switch bytes[offset + 3] {
        case 1:
            switch try ospfRouterLinks(at: body) {
            case .next: break
            case .endOfLSA: return lsEnd
            case .stop: return nil
            }
        case 2:
            try check(4, at: body)
            report(OSPFFields.mask, bytesAt: body, count: 4)
            put("\n\t    Mask "); try putIPv4(at: body); put("\n\t    Connected Routers:")
            var cursor = body + 4
            beginList(OSPFFields.attachedRouters)
            while cursor < lsEnd {
                try check(4, at: cursor)
                report(OSPFFields.attachedRouter, bytesAt: cursor, count: 4)
                put("\n\t      "); try putIPv4(at: cursor)
                cursor += 4
            }
            endList()
        case 3, 4:
            if bytes[offset + 3] == 3 {
                try check(4, at: body)
                report(OSPFFields.mask, bytesAt: body, count: 4)
                put("\n\t    Mask "); try putIPv4(at: body)
            }
            try check(4, at: body + 4)
            var cursor = body + 4
            beginList(OSPFFields.metrics)
            while cursor < lsEnd {
                let word = try u32(cursor)
                let topology = (word & 0x7f00_0000) >> 24
                beginItem()
                report(OSPFFields.topology, topology)
                report(OSPFFields.metric, word & 0x00ff_ffff)
                endItem()
                put("\n\t\ttopology "); put(OSPFField.topologyName(topology)); put(" (")
                put(decimal: topology); put(") metric "); put(decimal: word & 0x00ff_ffff)
                cursor += 4
            }
            endList()
        case 5, 7:
            try check(4, at: body)
            report(OSPFFields.mask, bytesAt: body, count: 4)
            put("\n\t    Mask "); try putIPv4(at: body)
            try check(4, at: body + 4)
            try ospfExternalMetrics(from: body + 4, to: lsEnd)
        case 6:
            var cursor = body
            beginList(OSPFFields.vertices)
            while cursor < lsEnd {
                let vertexType = try u32(cursor)
                try check(4, at: cursor + 4)
                beginItem()
                report(OSPFFields.vertexType, vertexType)
                report(OSPFFields.vertexID, bytesAt: cursor + 4, count: 4)
                endItem()
                switch vertexType {
                case 1: put("\n\t    Router Router-ID "); try putIPv4(at: cursor + 4)
                case 2: put("\n\t    Network Designated Router "); try putIPv4(at: cursor + 4)
                default: put("\n\t    unknown VertexType ("); put(decimal: vertexType); put(")")
                }
                cursor += 8
            }
            endList()
        case 9, 10, 11:
            switch bytes[offset + 4] {
            case 4:
                switch try ospfRouterInformation(at: body, length: bodyLength) {
                case .next: break
                case .endOfLSA: return lsEnd
                case .stop: return nil
                }
            case 3:
                guard try ospfGraceTLVs(at: body, length: bodyLength) else { return lsEnd }
            case 1:
                guard try ospfTrafficEngineering(at: body, length: bodyLength) else { return lsEnd }
            default:
                reportOSPFOpaqueBody(at: body, length: bodyLength)
                if verbose <= 1 {
                    guard ospfUnknownData(at: body, length: bodyLength, prefix: "\n\t    ") else { return lsEnd }
                }
            }
        default:
            break
        }
        if verbose > 1 {
            guard ospfUnknownData(at: body, length: bodyLength, prefix: "\n\t    ") else { return lsEnd }
        }
        return lsEnd
    }

    /// Router LSA links (RFC 2328 A.4.2): as many as counted, whatever the LS length says.
    /// Stops where tcpdump's size check fails, ends the LSA at an unknown link type.
    private mutating func ospfRouterLinks(at body: Int) throws(Truncated) -> OSPFStep {
        let flags = try u8(body)
        report(OSPFFields.routerFlags, flags)
        put("\n\t    Router LSA Options: ["); putBitNames(UInt32(flags), OSPFField.routerFlagNames); put("]")
        let count = try u16(body + 2)
        try check(12, at: body + 4)
        var link = body + 4
        beginList(OSPFFields.links)
        defer { endList() }
        for _ in 0..<count {
            try check(12, at: link)
            let type = bytes[link + 8]
            beginItem()
            defer { endItem() }
            report(OSPFFields.linkType, type)
            report(OSPFFields.linkID, bytesAt: link, count: 4)
            report(OSPFFields.linkData, bytesAt: link + 4, count: 4)
            switch type {
            case 4: put("\n\t      Virtual Link: Neighbor Router-ID: ")
            case 1: put("\n\t      Neighbor Router-ID: ")
            case 2: put("\n\t      Neighbor Network-ID: ")
            case 3: put("\n\t      Stub Network: ")
            default:
                put("\n\t      Unknown Router Link Type ("); put(decimal: type); put(")")
                return .endOfLSA
            }
            try putIPv4(at: link)
            put(type == 3 ? ", Mask: " : ", Interface Address: ")
            try putIPv4(at: link + 4)
            // The first metric is the link's own (topology 0); each further one names its topology.
            let extra = Int(bytes[link + 9])
            var cursor = link + 8
            beginList(OSPFFields.metrics)
            for index in 0...extra {
                let tosType = try u8(cursor)
                let metric = try u16(cursor + 2)
                let topology = index == 0 ? 0 : UInt32(tosType)
                beginItem()
                report(OSPFFields.topology, topology)
                report(OSPFFields.metric, metric)
                endItem()
                put("\n\t\ttopology "); put(OSPFField.topologyName(topology)); put(" (")
                put(decimal: topology); put("), metric "); put(decimal: metric)
                cursor += 4
            }
            endList()
            link += 12 + extra * 4
        }
        return .next
    }

    /// AS external and NSSA metrics (RFC 2328 A.4.5, RFC 3101): 12 bytes each to the LSA's end.
    private mutating func ospfExternalMetrics(from start: Int, to lsEnd: Int) throws(Truncated) {
        var cursor = start
        beginList(OSPFFields.metrics)
        defer { endList() }
        while cursor < lsEnd {
            let word = try u32(cursor)
            let topology = (word & 0x7f00_0000) >> 24
            let metric = word & 0x00ff_ffff
            beginItem()
            defer { endItem() }
            report(OSPFFields.topology, topology)
            report(OSPFFields.externalType, word & 0x8000_0000 != 0 ? 2 : 1)
            report(OSPFFields.metric, metric)
            put("\n\t\ttopology "); put(OSPFField.topologyName(topology)); put(" ("); put(decimal: topology)
            put("), type "); put(word & 0x8000_0000 != 0 ? "2" : "1"); put(", metric")
            if metric == 0x00ff_ffff { put(" infinite") } else { put(" "); put(decimal: metric) }
            if try u32(cursor + 4) != 0 {
                report(OSPFFields.forwardingAddress, bytesAt: cursor + 4, count: 4)
                put(", forward "); try putIPv4(at: cursor + 4)
            }
            let tag = try u32(cursor + 8)
            report(OSPFFields.routeTag, tag)
            if tag != 0 { put(", tag "); try putIPv4(at: cursor + 8) }
            cursor += 12
        }
    }

    /// tcpdump 4.99.3's ND_TCHECK in the grace and TE printers: a TLV not captured ends the
    /// LSA without a word (the update goes on); JSON ends its walk there, marked truncated.
    mutating func ospfQuietCheck(_ count: Int, at offset: Int) throws(Truncated) -> Bool {
        if has(count, at: offset) { return true }
        if Sink.collectsFields { throw Truncated() }
        return false
    }

    /// print_unknown_data: a hex dump of what is captured of `length` bytes; false (after
    /// tcpdump's complaint) when `offset` is already past the captured end.
    mutating func ospfUnknownData(at offset: Int, length: Int, prefix: StaticString) -> Bool {
        guard offset <= end else {
            put(prefix); put("Dissector error: print_unknown_data called with pointer past end of packet")
            return false
        }
        let stop = Swift.min(end, offset + Swift.max(0, length))
        if offset < stop { putHex(from: offset, to: stop, prefix: prefix) }
        return true
    }
}
