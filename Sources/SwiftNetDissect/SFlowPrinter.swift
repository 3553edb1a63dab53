import SwiftNetWire

// sFlow version 5 (UDP 6343) as tcpdump 4.99.3's sflow_print prints it: one line of header at -n,
// then at -v each sample (flow, counter, expanded flow, expanded counter) and its records: raw
// packet header, Ethernet frame and extended switch data of flow samples, the generic, Ethernet,
// 100BaseVG, VLAN and processor counters; other records as a hex dump at -v (not at -vv), which is
// what tcpdump does. Sample and record printers are handed the rest of the datagram, not the
// sample's own length, as tcpdump's are; a record shorter than its printer needs ends the line
// with ` (invalid)`.

extension Dissection {
    mutating func sflow(at start: Int, length: Int) throws(Truncated) {
        proto = "sflow"
        layer(SFlowFields.sflow)
        let ipVersion = try u32(start + 4)
        report(SFlowFields.ipVersion, ipVersion)
        report(SFlowFields.length, length)
        if (length < 28 && ipVersion == 1) || (length < 40 && ipVersion == 2) {
            put("sFlowv"); put(decimal: try u32(start))
            put(" [length "); put(decimal: length); put(" < 28]")
            putInvalid(reason: "shorter than the datagram header")
            return
        }
        try check(28, at: start)
        let version = try u32(start)
        report(SFlowFields.version, version)
        guard version == 5 else {
            put("sFlow version "); put(decimal: version); put(" packet not supported")
            return
        }
        let v4 = ipVersion == 1
        // After the agent address (4 or 16 bytes): agent id, sequence, uptime, sample count.
        let fields = start + (v4 ? 12 : 24)
        if verbose < 1 {
            // printf's arguments are all read before anything prints.
            try check(v4 ? 4 : 16, at: start + 8)
            let agentID = try u32(fields)
            put("sFlowv5, "); put(v4 ? "IPv4" : "IPv6"); put(" agent ")
            if v4 { try putIPv4(at: start + 8) } else { try putIPv6(at: start + 8) }
            put(", agent-id "); put(decimal: agentID); put(", length "); put(decimal: length)
            reportSFlowAgent(at: start + 8, v4: v4)
            report(SFlowFields.agentID, agentID)
            return
        }
        var samples = try u32(fields + 12)
        let agentID = try u32(fields), sequence = try u32(fields + 4), uptime = try u32(fields + 8)
        try check(v4 ? 4 : 16, at: start + 8)
        put("sFlowv5, "); put(v4 ? "IPv4" : "IPv6"); put(" agent ")
        if v4 { try putIPv4(at: start + 8) } else { try putIPv6(at: start + 8) }
        put(", agent-id "); put(decimal: agentID); put(", seqnum "); put(decimal: sequence)
        put(", uptime "); put(decimal: uptime); put(", samples "); put(decimal: samples)
        put(", length "); put(decimal: length)
        reportSFlowAgent(at: start + 8, v4: v4)
        report(SFlowFields.agentID, agentID); report(SFlowFields.sequence, sequence)
        report(SFlowFields.uptime, uptime); report(SFlowFields.sampleCount, samples)
        // A datagram too short for the IPv6 header (an address type neither 1 nor 2) is invalid
        // whole.
        guard length >= (v4 ? 28 : 40) else { return try sflowInvalid(at: start, left: length) }
        var cursor = fields + 16
        var left = length - (v4 ? 28 : 40)
        beginList(SFlowFields.samples)
        defer { endList() }
        while samples > 0 && left > 0 {
            let type = try u32(cursor) & 0x0FFF
            let sampleLength = try u32(cursor + 4)
            if left < 8 { return try sflowInvalid(at: cursor, left: left) }
            cursor += 8
            left -= 8
            beginItem()
            defer { endItem() }
            report(SFlowFields.sampleType, type)
            report(SFlowFields.sampleLength, sampleLength)
            put("\n\t")
            if let name = Self.sflowSampleName(type) {
                report(SFlowFields.sampleTypeName, label: name)
                put(name)
            } else {
                put("Unknown")
            }
            put(" ("); put(decimal: type); put("), length "); put(decimal: sampleLength); put(",")
            if type == 0 || sampleLength == 0 { return }
            if UInt32(left) < sampleLength { return try sflowInvalid(at: cursor, left: left) }
            try check(Int(sampleLength), at: cursor)
            let valid: Bool
            switch type {
            case 1: valid = try sflowFlowSample(at: cursor, left: left, expanded: false)
            case 2: valid = try sflowCounterSample(at: cursor, left: left, expanded: false)
            case 3: valid = try sflowFlowSample(at: cursor, left: left, expanded: true)
            case 4: valid = try sflowCounterSample(at: cursor, left: left, expanded: true)
            default:
                if verbose <= 1 { pppUnknownData(from: cursor, length: Int(sampleLength), prefix: "\n\t    ") }
                valid = true
            }
            if !valid { return try sflowInvalid(at: cursor, left: left) }
            cursor += Int(sampleLength)
            left -= Int(sampleLength)
            samples -= 1
        }
    }

    private mutating func reportSFlowAgent(at address: Int, v4: Bool) {
        if v4 { report(SFlowFields.agent, bytesAt: address, count: 4) } else { report(SFlowFields.agent6, bytesAt: address, count: 16) }
    }

    /// tcpdump's `invalid` label: ` (invalid)`, then the rest of the datagram must be captured.
    private mutating func sflowInvalid(at cursor: Int, left: Int) throws(Truncated) {
        putInvalid(reason: "a sample or record is longer than the datagram")
        try check(Swift.max(0, left), at: cursor)
    }

    static func sflowSampleName(_ type: UInt32) -> StaticString? {
        switch type {
        case 1: "flow sample"
        case 2: "counter sample"
        case 3: "expanded flow sample"
        case 4: "expanded counter sample"
        default: nil
        }
    }

    /// sflow_print_flow_sample / sflow_print_expanded_flow_sample; false: ` (invalid)`.
    private mutating func sflowFlowSample(at start: Int, left: Int, expanded: Bool) throws(Truncated) -> Bool {
        let size = expanded ? 44 : 32
        guard left >= size else { return false }
        let records = try u32(start + size - 4)
        let sequence = try u32(start)
        let sourceType: UInt32, sourceIndex: UInt32, next: Int
        if expanded {
            sourceType = try u32(start + 4); sourceIndex = try u32(start + 8); next = start + 12
        } else {
            sourceType = UInt32(try u8(start + 4)); sourceIndex = try u32(start + 4) & 0xFF_FFFF; next = start + 8
        }
        let rate = try u32(next), pool = try u32(next + 4), drops = try u32(next + 8)
        let input = expanded ? 0 : try u32(next + 12), output = expanded ? 0 : try u32(next + 16)
        put(" seqnum "); put(decimal: sequence); put(", type "); put(decimal: sourceType)
        put(", idx "); put(decimal: sourceIndex); put(", rate "); put(decimal: rate)
        put(", pool "); put(decimal: pool); put(", drops "); put(decimal: drops)
        if !expanded {
            put(", input "); put(decimal: input); put(" output "); put(decimal: output)
            report(SFlowFields.input, input); report(SFlowFields.output, output)
        }
        put(expanded ? ", records " : " records "); put(decimal: records)
        report(SFlowFields.sampleSequence, sequence); report(SFlowFields.sourceType, sourceType)
        report(SFlowFields.sourceIndex, sourceIndex); report(SFlowFields.rate, rate)
        report(SFlowFields.pool, pool); report(SFlowFields.drops, drops); report(SFlowFields.recordCount, records)
        return try sflowRecords(at: start + size, left: left - size, count: records, counters: false)
    }

    /// sflow_print_counter_sample / sflow_print_expanded_counter_sample; false: ` (invalid)`.
    private mutating func sflowCounterSample(at start: Int, left: Int, expanded: Bool) throws(Truncated) -> Bool {
        let size = expanded ? 16 : 12
        guard left >= size else { return false }
        let records = try u32(start + size - 4)
        let sequence = try u32(start)
        let sourceType: UInt32, sourceIndex: UInt32
        if expanded {
            sourceType = try u32(start + 4); sourceIndex = try u32(start + 8)
        } else {
            sourceType = UInt32(try u8(start + 4)); sourceIndex = try u32(start + 4) & 0xFF_FFFF
        }
        put(" seqnum "); put(decimal: sequence); put(", type "); put(decimal: sourceType)
        put(", idx "); put(decimal: sourceIndex); put(", records "); put(decimal: records)
        report(SFlowFields.sampleSequence, sequence); report(SFlowFields.sourceType, sourceType)
        report(SFlowFields.sourceIndex, sourceIndex); report(SFlowFields.recordCount, records)
        return try sflowRecords(at: start + size, left: left - size, count: records, counters: true)
    }

    /// sflow_print_flow_records / sflow_print_counter_records; false: ` (invalid)`.
    private mutating func sflowRecords(at start: Int, left total: Int, count: UInt32,
                                       counters: Bool) throws(Truncated) -> Bool {
        var cursor = start
        var left = total
        var remaining = count
        beginList(SFlowFields.records)
        defer { endList() }
        while remaining > 0 {
            guard left >= 8 else { return false }
            let format = try u32(cursor)
            let type = format & 0x0FFF
            let enterprise = counters ? format >> 20 : format >> 12
            let recordLength = try u32(cursor + 4)
            beginItem()
            defer { endItem() }
            report(SFlowFields.enterprise, enterprise); report(SFlowFields.recordFormat, type)
            report(SFlowFields.recordLength, recordLength)
            let name = enterprise == 0 ? (counters ? Self.sflowCounterName(type) : Self.sflowFlowName(type)) : nil
            if let name { report(SFlowFields.recordName, label: name) }
            put("\n\t    enterprise "); put(decimal: enterprise); put(counters ? ", " : " ")
            put(name ?? "Unknown"); put(" ("); put(decimal: type); put(") length "); put(decimal: recordLength)
            cursor += 8
            left -= 8
            guard UInt32(left) >= recordLength else { return false }
            if enterprise == 0 {
                let valid = counters ? try sflowCounterRecord(type, at: cursor, left: left, length: Int(recordLength))
                                     : try sflowFlowRecord(type, at: cursor, left: left, length: Int(recordLength))
                if !valid { return false }
            }
            cursor += Int(recordLength)
            left -= Int(recordLength)
            remaining -= 1
        }
        return true
    }

    static func sflowFlowName(_ type: UInt32) -> StaticString? {
        switch type {
        case 1: "Raw packet"
        case 2: "Ethernet frame"
        case 3: "IPv4 Data"
        case 4: "IPv6 Data"
        case 1001: "Extended Switch data"
        case 1002: "Extended Router data"
        case 1003: "Extended Gateway data"
        case 1004: "Extended User data"
        case 1005: "Extended URL data"
        case 1006: "Extended MPLS data"
        case 1007: "Extended NAT data"
        case 1008: "Extended MPLS tunnel"
        case 1009: "Extended MPLS VC"
        case 1010: "Extended MPLS FEC"
        case 1011: "Extended MPLS LVP FEC"
        case 1012: "Extended VLAN Tunnel"
        default: nil
        }
    }

    static func sflowCounterName(_ type: UInt32) -> StaticString? {
        switch type {
        case 1: "Generic counter"
        case 2: "Ethernet counter"
        case 3: "Token ring counter"
        case 4: "100 BaseVG counter"
        case 5: "Vlan counter"
        case 1001: "Processor counter"
        default: nil
        }
    }

    /// A flow record's body; false when shorter than its printer needs.
    private mutating func sflowFlowRecord(_ type: UInt32, at p: Int, left: Int, length: Int) throws(Truncated) -> Bool {
        switch type {
        case 1:
            guard left >= 16 else { return false }
            let proto = try u32(p), frameLength = try u32(p + 4), stripped = try u32(p + 8), header = try u32(p + 12)
            put("\n\t      protocol ")
            switch proto {
            case 1: put("Ethernet")
            case 11: put("IPv4")
            case 12: put("IPv6")
            default: put("Unknown")
            }
            put(" ("); put(decimal: proto); put("), length "); put(decimal: frameLength)
            put(", stripped bytes "); put(decimal: stripped); put(", header_size "); put(decimal: header)
        case 2:
            guard left >= 24 else { return false }
            let frameLength = try u32(p), type = try u32(p + 20)
            put("\n\t      frame len "); put(decimal: frameLength); put(", type "); put(decimal: type)
        case 1001:
            guard left >= 16 else { return false }
            let a = try u32(p), b = try u32(p + 4), c = try u32(p + 8), d = try u32(p + 12)
            put("\n\t      src vlan "); put(decimal: a); put(", src pri "); put(decimal: b)
            put(", dst vlan "); put(decimal: c); put(", dst pri "); put(decimal: d)
        case 3, 4, 1002...1012:
            break
        default:
            if verbose <= 1 { pppUnknownData(from: p, length: length, prefix: "\n\t\t") }
        }
        return true
    }

    /// A counter record's body; false when shorter than its printer needs.
    private mutating func sflowCounterRecord(_ type: UInt32, at p: Int, left: Int, length: Int) throws(Truncated) -> Bool {
        switch type {
        case 1:
            guard left >= 88 else { return false }
            let index = try u32(p), ifType = try u32(p + 4), speed = try u64(p + 8), direction = try u32(p + 16)
            put("\n\t      ifindex "); put(decimal: index); put(", iftype "); put(decimal: ifType)
            put(", ifspeed "); put(decimal: speed); put(", ifdirection "); put(decimal: direction); put(" (")
            switch direction {
            case 0: put("unknown")
            case 1: put("full-duplex")
            case 2: put("half-duplex")
            case 3: put("in")
            case 4: put("out")
            default: put("Unknown")
            }
            put(")")
            let status = try u32(p + 20)
            put("\n\t      ifstatus "); put(decimal: status)
            put(", adminstatus: "); put(status & 1 != 0 ? "up" : "down")
            put(", operstatus: "); put((status >> 1) & 1 != 0 ? "up" : "down")
            try putSFlowTraffic(at: p + 24, direction: "\n\t      In octets ")
            let inErrors = try u32(p + 48), unknown = try u32(p + 52)
            put("\n\t      In errors "); put(decimal: inErrors); put(", unknown protos "); put(decimal: unknown)
            try putSFlowTraffic(at: p + 56, direction: "\n\t      Out octets ")
            let outErrors = try u32(p + 80), promiscuous = try u32(p + 84)
            put("\n\t      Out errors "); put(decimal: outErrors); put(", promisc mode "); put(decimal: promiscuous)
        case 2:
            guard left >= 52 else { return false }
            var values: (UInt32, UInt32, UInt32, UInt32, UInt32) = (try u32(p), try u32(p + 4), try u32(p + 8),
                                                                   try u32(p + 12), try u32(p + 16))
            put("\n\t      align errors "); put(decimal: values.0); put(", fcs errors "); put(decimal: values.1)
            put(", single collision "); put(decimal: values.2); put(", multiple collision "); put(decimal: values.3)
            put(", test error "); put(decimal: values.4)
            values = (try u32(p + 20), try u32(p + 24), try u32(p + 28), try u32(p + 32), 0)
            put("\n\t      deferred "); put(decimal: values.0); put(", late collision "); put(decimal: values.1)
            put(", excessive collision "); put(decimal: values.2); put(", mac trans error "); put(decimal: values.3)
            values = (try u32(p + 36), try u32(p + 40), try u32(p + 44), try u32(p + 48), 0)
            put("\n\t      carrier error "); put(decimal: values.0); put(", frames too long "); put(decimal: values.1)
            put(", mac receive errors "); put(decimal: values.2); put(", symbol errors "); put(decimal: values.3)
        case 3:
            break
        case 4:
            guard left >= 80 else { return false }
            let a = try u32(p), b = try u64(p + 4)
            put("\n\t      in high prio frames "); put(decimal: a); put(", in high prio octets "); put(decimal: b)
            let c = try u32(p + 12), d = try u64(p + 16)
            put("\n\t      in norm prio frames "); put(decimal: c); put(", in norm prio octets "); put(decimal: d)
            let e = try u32(p + 24), f = try u32(p + 28), g = try u32(p + 32), h = try u32(p + 36)
            put("\n\t      in ipm errors "); put(decimal: e); put(", oversized "); put(decimal: f)
            put(", in data errors "); put(decimal: g); put(", null addressed frames "); put(decimal: h)
            let i = try u32(p + 40), j = try u64(p + 44), k = try u32(p + 52)
            put("\n\t      out high prio frames "); put(decimal: i); put(", out high prio octets "); put(decimal: j)
            put(", trans into frames "); put(decimal: k)
            let l = try u64(p + 56), m = try u64(p + 64), n = try u64(p + 72)
            put("\n\t      in hc high prio octets "); put(decimal: l); put(", in hc norm prio octets "); put(decimal: m)
            put(", out hc high prio octets "); put(decimal: n)
        case 5:
            guard left >= 28 else { return false }
            let vlan = try u32(p), octets = try u64(p + 4), unicast = try u32(p + 12), multicast = try u32(p + 16)
            let broadcast = try u32(p + 20), discards = try u32(p + 24)
            put("\n\t      vlan_id "); put(decimal: vlan); put(", octets "); put(decimal: octets)
            put(", unicast_pkt "); put(decimal: unicast); put(", multicast_pkt "); put(decimal: multicast)
            put(", broadcast_pkt "); put(decimal: broadcast); put(", discards "); put(decimal: discards)
        case 1001:
            guard left >= 28 else { return false }
            let five = try u32(p), one = try u32(p + 4), fiveMinutes = try u32(p + 8)
            let total = try u64(p + 12), free = try u64(p + 20)
            // tcpdump labels the free memory "total_mem" too.
            put("\n\t      5sec "); put(decimal: five); put(", 1min "); put(decimal: one)
            put(", 5min "); put(decimal: fiveMinutes); put(", total_mem "); put(decimal: total)
            put(", total_mem "); put(decimal: free)
        default:
            if verbose <= 1 { pppUnknownData(from: p, length: length, prefix: "\n\t\t") }
        }
        return true
    }

    /// The generic counter's octets and packet counts for one direction.
    private mutating func putSFlowTraffic(at p: Int, direction: StaticString) throws(Truncated) {
        let octets = try u64(p), unicast = try u32(p + 8), multicast = try u32(p + 12)
        let broadcast = try u32(p + 16), discards = try u32(p + 20)
        put(direction); put(decimal: octets)
        put(", unicast pkts "); put(decimal: unicast); put(", multicast pkts "); put(decimal: multicast)
        put(", broadcast pkts "); put(decimal: broadcast); put(", discards "); put(decimal: discards)
    }
}
