// OpenFlow 1.0 message bodies at -v and -vv, as tcpdump 4.99's print-openflow-1.0.c prints them:
// one `\n\t ` line per structure, nested structures one space deeper. Every printer takes the body
// offset and its declared length; reads are checked against the capture (` [|openflow]`), and a
// structure whose declared length does not fit prints ` (invalid)` and skips the rest of its list.
// At -vvv the Ethernet frame inside PACKET_IN and PACKET_OUT is decoded too, 3 levels less
// verbose (see of10Frame).

extension Dissection {
    /// The body printer of OpenFlow 1.0 message `type` (one tcpdump has a decoder for).
    mutating func of10Body(at cursor: Int, length: Int, type: UInt8) throws(Truncated) {
        switch type {
        case 0, 2, 3: try ofData(at: cursor, length: length)
        case 1: try of10Error(at: cursor, length: length)
        case 4: try of10VendorMessage(at: cursor, length: length)
        case 6: try of10FeaturesReply(at: cursor, length: length)
        case 8, 9: try of10SwitchConfig(at: cursor)
        case 10: try of10PacketIn(at: cursor, length: length)
        case 11: try of10FlowRemoved(at: cursor)
        case 12: try of10PortStatus(at: cursor)
        case 13: try of10PacketOut(at: cursor, length: length)
        case 14: try of10FlowMod(at: cursor, length: length)
        case 15: try of10PortMod(at: cursor)
        case 16: try of10StatsRequest(at: cursor, length: length)
        case 17: try of10StatsReply(at: cursor, length: length)
        case 20:
            try of10Port("\n\t port ", at: cursor)
            try check(2, at: cursor + 2)
        case 21: try of10QueueConfigReply(at: cursor, length: length)
        default: try check(length, at: cursor)
        }
    }

    /// ` (invalid)`, then the rest of the structure must be captured (tcpdump's `invalid:` labels).
    private mutating func of10Invalid(at cursor: Int, length: Int) throws(Truncated) {
        reportMalformed("structure length wrong")
        putInvalid()
        try check(length, at: cursor)
    }

    /// tok2str(ofpp_str, "%u", port).
    private mutating func of10Port(_ label: StaticString, at index: Int) throws(Truncated) {
        let port = try u16(index)
        put(label)
        if let name = OpenFlow10.portName(port) { put(name) } else { put(decimal: port) }
    }

    /// vlan_str: NONE, or the VLAN id with ` (bogus)` outside 1..4094.
    private mutating func of10VLAN(_ label: StaticString, _ vid: UInt16) {
        put(label)
        if vid == 0xffff { put("NONE"); return }
        put(decimal: vid)
        if !(vid > 0 && vid < 0x0fff) { put(" (bogus)") }
    }

    /// pcp_str: the priority with ` (bogus)` above 7.
    private mutating func of10PCP(_ label: StaticString, _ pcp: UInt8) {
        put(label)
        put(decimal: pcp)
        if pcp > 7 { put(" (bogus)") }
    }

    /// tok2str(ofpq_str, "%u", queue): ALL or the number.
    private mutating func of10Queue(_ label: StaticString, _ queue: UInt32) {
        put(label)
        if queue == 0xffff_ffff { put("ALL") } else { put(decimal: queue) }
    }

    /// tok2str(tableid_str, "%u", id).
    private mutating func of10Table(_ label: StaticString, _ id: UInt8) {
        put(label)
        switch id {
        case 0xfe: put("EMERG")
        case 0xff: put("ALL")
        default: put(decimal: id)
        }
    }

    /// tok2str(bufferid_str, "0x%08x", id).
    private mutating func of10Buffer(_ label: StaticString, _ id: UInt32) {
        put(label)
        if id == 0xffff_ffff { put("NONE") } else { put("0x"); put(hex: id, digits: 8) }
    }

    private mutating func of10Word(_ label: StaticString, at index: Int, _ table: [(UInt32, StaticString)],
                                   unassigned: UInt32) throws(Truncated) {
        let value = try u32(index)
        put(label); put("0x"); put(hex: value, digits: 8)
        ofBitmap(value, table, unassigned: unassigned)
    }

    // MARK: - Messages

    private mutating func of10Error(at start: Int, length: Int) throws(Truncated) {
        let type = try u16(start)
        report(OpenFlowFields.errorType, type)
        put("\n\t type ")
        if let name = OpenFlow10.errorTypeName(type) { put(name) } else { ofInvalidCode(type, digits: 4) }
        let code = try u16(start + 2)
        report(OpenFlowFields.errorCode, code)
        put(", code ")
        if let table = OpenFlow10.errorCodeName(type: type, code: code), let name = table {
            put(name)
        } else {
            ofInvalidCode(code, digits: 4)
        }
        try ofData(at: start + 4, length: length - 4)
    }

    /// `invalid (0x....)`, tok2str's fallback for an unknown code.
    mutating func ofInvalidCode<T: FixedWidthInteger>(_ value: T, digits: Int) {
        put("invalid (0x"); put(hex: value, digits: digits); put(")")
    }

    private mutating func of10VendorMessage(at start: Int, length: Int) throws(Truncated) {
        let vendor = try u32(start)
        report(OpenFlowFields.vendor, vendor)
        put(", vendor 0x"); put(hex: vendor, digits: 8); put(" ("); ofVendorName(vendor); put(")")
        if vendor == OpenFlowField.ouiBSN {
            try of10BSNMessage(at: start + 4, length: length - 4)
        } else {
            try ofData(at: start + 4, length: length - 4)
        }
    }

    /// of10_vendor_data_print: the vendor id (mandatory), then its data.
    private mutating func of10VendorData(at start: Int, length: Int) throws(Truncated) {
        guard length >= 4 else { return try of10Invalid(at: start, length: length) }
        let vendor = try u32(start)
        report(OpenFlowFields.vendor, vendor)
        put(", vendor 0x"); put(hex: vendor, digits: 8); put(" ("); ofVendorName(vendor); put(")")
        try ofData(at: start + 4, length: length - 4)
    }

    /// Big Switch Networks' vendor messages, as far as tcpdump decodes them.
    private mutating func of10BSNMessage(at start: Int, length: Int) throws(Truncated) {
        guard length >= 4 else { return try of10Invalid(at: start, length: length) }
        let subtype = try u32(start)
        put("\n\t subtype ")
        if let name = OpenFlow10.bsnSubtypeName(subtype) {
            put(name)
        } else {
            put("unknown (0x"); put(hex: subtype, digits: 8); put(")")
        }
        let cp = start + 4, len = length - 4
        switch subtype {
        case 1:
            guard len == 8 else { return try of10Invalid(at: cp, length: len) }
            ofPut(", index ", try u8(cp))
            try check(7, at: cp + 1)
        case 0, 2:
            guard len == 8 else { return try of10Invalid(at: cp, length: len) }
            ofPut(", index ", try u8(cp))
            try ofIPv4(", mask ", at: cp + 4)
        case 3, 4, 5:
            guard len == 4 else { return try of10Invalid(at: cp, length: len) }
            let value = try u8(cp)
            put(", report_mirror_ports ")
            switch value {
            case 0: put("OFF")
            case 1: put("ON")
            default: put("bogus ("); put(decimal: value); put(")")
            }
            try check(3, at: cp + 1)
        case 9, 13, 19, 21, 27:
            if len != 0 { return try of10Invalid(at: cp, length: len) }
        case 17:
            guard len == 4 else { return try of10Invalid(at: cp, length: len) }
            ofPut(", vport_no ", try u32(cp))
        case 6:
            guard len >= 4 else { return try of10Invalid(at: cp, length: len) }
            ofPut(", service ", try u32(cp))
            put(", data '"); try ofText(at: cp + 4, count: len - 4, stopAtNUL: false); put("'")
        case 7:
            put(", data '"); try ofText(at: cp, count: len, stopAtNUL: false); put("'")
        case 8:
            guard len == 4 else { return try of10Invalid(at: cp, length: len) }
            ofPutHex(", status 0x", try u32(cp), digits: 8)
        default:
            try check(len, at: cp)
        }
    }

    /// Big Switch Networks' vendor actions: only MIRROR has fields tcpdump prints.
    private mutating func of10BSNAction(at start: Int, length: Int) throws(Truncated) {
        guard length >= 4 else { return try of10Invalid(at: start, length: length) }
        let subtype = try u32(start)
        put("\n\t  subtype ")
        switch subtype {
        case 1: put("MIRROR")
        case 2: put("SET_TUNNEL_DST")
        case 4: put("CHECKSUM")
        default: put("unknown (0x"); put(hex: subtype, digits: 8); put(")")
        }
        let cp = start + 4, len = length - 4
        guard subtype == 1 else { return try check(len, at: cp) }
        guard len == 12 else { return try of10Invalid(at: cp, length: len) }
        ofPut(", dest_port ", try u32(cp))
        let tag = try u32(cp + 4)
        switch tag >> 16 {
        case 0: put(", vlan_tag none")
        case 0x8100:
            // ieee8021q_tci_string
            let tci = UInt16(truncatingIfNeeded: tag)
            put(", vlan_tag 802.1Q (vlan "); put(decimal: tci & 0x0fff); put(", p "); put(decimal: tci >> 13)
            if tci & 0x1000 != 0 { put(", DEI") }
            put(")")
        default:
            put(", vlan_tag unknown (0x"); put(hex: UInt16(truncatingIfNeeded: tag >> 16), digits: 4); put(")")
        }
        let stage = try u8(cp + 8)
        put(", copy_stage ")
        switch stage {
        case 0: put("INGRESS")
        case 1: put("EGRESS")
        default: put("unknown ("); put(decimal: stage); put(")")
        }
        try check(3, at: cp + 9)
    }

    /// of10_packet_data_print: the frame's size, and at -vvv the frame.
    private mutating func of10PacketData(at cursor: Int, length: Int) throws(Truncated) {
        guard length > 0 else { return }
        put("\n\t data ("); put(decimal: length); put(" octets)")
        guard verbose >= 3 else { return try check(length, at: cursor) }
        try of10Frame(at: cursor, length: length)
    }

    /// The frame as tcpdump's ether_print decodes it, at the verbosity less 3, with the captured
    /// end lowered to the frame's own (more messages may follow it in the segment); JSON puts its
    /// layers in the message's `quoted` list. tcpdump raises the verbosity again only when the
    /// frame's walk returns: one that runs out of captured bytes through a longjmp (a thrown
    /// `Truncated` here) leaves it lowered for the rest of the file, which the text walk's
    /// CrossPacketState carries to the next packets. The recursion this allows (a frame holding
    /// OpenFlow holding a frame) costs 3 levels of -v each, so the command line bounds it.
    private mutating func of10Frame(at cursor: Int, length: Int) throws(Truncated) {
        put(", frame decoding below\n")
        options.verbosity -= 3
        if Sink.rendersText { crossPacket.verbosityLowering += 3 }
        let saved = pushEnd(cursor, length: length)
        beginQuoted()
        _ = try ethernet(wireLength: length, at: cursor)
        endQuoted()
        end = saved
        if Sink.rendersText { crossPacket.verbosityLowering -= 3 }
        options.verbosity += 3
    }

    /// of10_phy_port_print: one 48-byte port description.
    private mutating func of10PhyPort(at start: Int) throws(Truncated) {
        try of10Port("\n\t  port_no ", at: start)
        try ofMAC(", hw_addr ", at: start + 2)
        put(", name '"); try ofText(at: start + 8, count: 16, stopAtNUL: true); put("'")
        let cp = start + 24
        guard verbose >= 2 else { return try check(24, at: cp) }
        try of10Word("\n\t   config ", at: cp, OpenFlow10.portConfigBits, unassigned: OpenFlow10.portConfigUnassigned)
        let state = try u32(cp + 4)
        put("\n\t   state 0x"); put(hex: state, digits: 8); put(" (")
        switch state & 0x300 {
        case 0x000: put("STP_LISTEN")
        case 0x100: put("STP_LEARN")
        case 0x200: put("STP_FORWARD")
        default: put("STP_BLOCK")
        }
        if state & 1 != 0 { put(", LINK_DOWN") }
        put(")")
        if state & ~UInt32(0x301) != 0 { put(" (bogus)") }
        try of10Word("\n\t   curr ", at: cp + 8, OpenFlow10.portFeatureBits, unassigned: OpenFlow10.portFeatureUnassigned)
        try of10Word("\n\t   advertised ", at: cp + 12, OpenFlow10.portFeatureBits,
                     unassigned: OpenFlow10.portFeatureUnassigned)
        try of10Word("\n\t   supported ", at: cp + 16, OpenFlow10.portFeatureBits,
                     unassigned: OpenFlow10.portFeatureUnassigned)
        try of10Word("\n\t   peer ", at: cp + 20, OpenFlow10.portFeatureBits, unassigned: OpenFlow10.portFeatureUnassigned)
    }

    /// of10_queue_props_print: a queue's properties (NONE and MIN_RATE).
    private mutating func of10QueueProperties(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 8 else { return try of10Invalid(at: cp, length: len) }
            let property = try u16(cp)
            cp += 2; len -= 2
            put("\n\t   property ")
            switch property {
            case 0: put("NONE")
            case 1: put("MIN_RATE")
            default: ofInvalidCode(property, digits: 4)
            }
            let plen = Int(try u16(cp))
            cp += 2; len -= 2
            put(", len "); put(decimal: plen)
            guard plen >= 8, plen <= len + 4 else { return try of10Invalid(at: cp, length: len) }
            try check(4, at: cp)
            cp += 4; len -= 4
            var skip = false
            switch property {
            case 0: if plen != 8 { put(" (bogus)"); skip = true }
            case 1: if plen != 16 { put(" (bogus)"); skip = true }
            default: skip = true
            }
            if skip {
                try check(plen - 8, at: cp)
                cp += plen - 8; len -= plen - 8
                continue
            }
            if property == 1 {
                let rate = try u16(cp)
                cp += 2; len -= 2
                if rate > 1000 {
                    put(", rate disabled")
                } else {
                    put(", rate "); put(decimal: rate / 10); put("."); put(decimal: rate % 10); put("%")
                }
                try check(6, at: cp)
                cp += 6; len -= 6
            }
        }
    }

    /// of10_queues_print: the queues of a QUEUE_GET_CONFIG_REPLY.
    private mutating func of10Queues(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 8 else { return try of10Invalid(at: cp, length: len) }
            ofPut("\n\t  queue_id ", try u32(cp))
            cp += 4; len -= 4
            let descLength = Int(try u16(cp))
            cp += 2; len -= 2
            put(", len "); put(decimal: descLength)
            guard descLength >= 8, descLength <= len + 6 else { return try of10Invalid(at: cp, length: len) }
            try check(2, at: cp)
            cp += 2; len -= 2
            if verbose >= 2 {
                try of10QueueProperties(at: cp, length: descLength - 8)
            } else {
                try check(descLength - 8, at: cp)
            }
            cp += descLength - 8; len -= descLength - 8
        }
    }

    /// of10_match_print: the fields the wildcards leave matched, each on its own `pfx` line.
    private mutating func of10Match(at start: Int, deeper: Bool) throws(Truncated) {
        let pfx: StaticString = deeper ? "\n\t  " : "\n\t "
        let wildcards = try u32(start)
        if wildcards & OpenFlow10.wildcardUnassigned != 0 {
            put(pfx); put("wildcards 0x"); put(hex: wildcards, digits: 8); put(" (bogus)")
        }
        var cp = start + 4
        // tcpdump reads each field before it prints the prefix, so check first.
        if wildcards & 0x1 == 0 { try check(2, at: cp); put(pfx); try of10Port("match in_port ", at: cp) }
        cp += 2
        if wildcards & 0x4 == 0 { try check(6, at: cp); put(pfx); try ofMAC("match dl_src ", at: cp) }
        cp += 6
        if wildcards & 0x8 == 0 { try check(6, at: cp); put(pfx); try ofMAC("match dl_dst ", at: cp) }
        cp += 6
        if wildcards & 0x2 == 0 { let vid = try u16(cp); put(pfx); of10VLAN("match dl_vlan ", vid) }
        cp += 2
        if wildcards & (1 << 20) == 0 { let pcp = try u8(cp); put(pfx); of10PCP("match dl_vlan_pcp ", pcp) }
        cp += 2
        let dlType = try u16(cp)
        cp += 2
        if wildcards & 0x10 == 0 { put(pfx); put("match dl_type 0x"); put(hex: dlType, digits: 4) }
        if wildcards & (1 << 21) == 0 { let tos = try u8(cp); put(pfx); ofPutHex("match nw_tos 0x", tos, digits: 2) }
        cp += 1
        let nwProto = try u8(cp)
        cp += 1
        if wildcards & 0x20 == 0 {
            put(pfx)
            put(wildcards & 0x10 == 0 && dlType == 0x0806 ? "match arp_opcode " : "match nw_proto ")
            put(decimal: nwProto)
        }
        cp += 2
        let sourceBits = (wildcards >> 8) & 0x3f
        if sourceBits < 32 {
            try check(4, at: cp)
            put(pfx); try ofIPv4("match nw_src ", at: cp); put("/"); put(decimal: 32 - sourceBits)
        }
        cp += 4
        let destinationBits = (wildcards >> 14) & 0x3f
        if destinationBits < 32 {
            try check(4, at: cp)
            put(pfx); try ofIPv4("match nw_dst ", at: cp); put("/"); put(decimal: 32 - destinationBits)
        }
        cp += 4
        let icmp = wildcards & 0x10 == 0 && dlType == 0x0800 && wildcards & 0x20 == 0 && nwProto == 1
        if wildcards & 0x40 == 0 {
            let port = try u16(cp)
            put(pfx); put(icmp ? "match icmp_type " : "match tp_src "); put(decimal: port)
        }
        cp += 2
        if wildcards & 0x80 == 0 {
            let port = try u16(cp)
            put(pfx); put(icmp ? "match icmp_code " : "match tp_dst "); put(decimal: port)
        } else {
            try check(2, at: cp)
        }
    }

    /// of10_actions_print: an action list; a length that does not fit ends it with ` (invalid)`.
    private mutating func of10Actions(at start: Int, length: Int, deeper: Bool) throws(Truncated) {
        let pfx: StaticString = deeper ? "\n\t  " : "\n\t "
        var cp = start, len = length
        while len > 0 {
            guard len >= 8 else { return try of10Invalid(at: cp, length: len) }
            let type = try u16(cp)
            cp += 2; len -= 2
            put(pfx); put("action type ")
            if let name = OpenFlow10.actionName(type) { put(name) } else { ofInvalidCode(type, digits: 4) }
            let alen = Int(try u16(cp))
            cp += 2; len -= 2
            put(", len "); put(decimal: alen)
            guard alen >= 8, alen <= len + 4 else { return try of10Invalid(at: cp, length: len) }
            var skip = false
            switch type {
            case 0, 1, 2, 3, 6, 7, 8, 9, 10: if alen != 8 { put(" (bogus)"); skip = true }
            case 4, 5, 11: if alen != 16 { put(" (bogus)"); skip = true }
            case 0xffff: if alen % 8 != 0 { put(" (bogus)"); skip = true }
            default: skip = true
            }
            if skip {
                try check(alen - 4, at: cp)
                cp += alen - 4; len -= alen - 4
                continue
            }
            switch type {
            case 0:
                let port = try u16(cp)
                try of10Port(", port ", at: cp)
                if port == 0xfffd { ofPut(", max_len ", try u16(cp + 2)) } else { try check(2, at: cp + 2) }
            case 1:
                of10VLAN(", vlan_vid ", try u16(cp))
                try check(2, at: cp + 2)
            case 2:
                of10PCP(", vlan_pcp ", try u8(cp))
                try check(3, at: cp + 1)
            case 4, 5:
                try ofMAC(", dl_addr ", at: cp)
                try check(6, at: cp + 6)
            case 6, 7:
                try ofIPv4(", nw_addr ", at: cp)
            case 8:
                ofPutHex(", nw_tos 0x", try u8(cp), digits: 2)
                try check(3, at: cp + 1)
            case 9, 10:
                ofPut(", tp_port ", try u16(cp))
                try check(2, at: cp + 2)
            case 11:
                try of10Port(", port ", at: cp)
                of10Queue(", queue_id ", try u32(cp + 8))
            case 0xffff:
                try of10VendorAction(at: cp, length: alen - 4)
            default: // 3, STRIP_VLAN
                try check(4, at: cp)
            }
            cp += alen - 4; len -= alen - 4
        }
    }

    private mutating func of10VendorAction(at start: Int, length: Int) throws(Truncated) {
        guard length >= 4 else { return try of10Invalid(at: start, length: length) }
        let vendor = try u32(start)
        put(", vendor 0x"); put(hex: vendor, digits: 8); put(" ("); ofVendorName(vendor); put(")")
        if vendor == OpenFlowField.ouiBSN {
            try of10BSNAction(at: start + 4, length: length - 4)
        } else {
            try ofData(at: start + 4, length: length - 4)
        }
    }

    private mutating func of10FeaturesReply(at start: Int, length: Int) throws(Truncated) {
        let dpid = try u64(start)
        report(OpenFlowFields.datapathID, dpid)
        put("\n\t dpid 0x"); put(hex: dpid, digits: 16)
        ofPut(", n_buffers ", try u32(start + 8))
        ofPut(", n_tables ", try u8(start + 12))
        try of10Word("\n\t capabilities ", at: start + 16, OpenFlow10.capabilityBits,
                     unassigned: OpenFlow10.capabilityUnassigned)
        try of10Word("\n\t actions ", at: start + 20, OpenFlow10.actionBits, unassigned: OpenFlow10.actionUnassigned)
        var cp = start + 24, len = length - 24
        while len > 0 {
            guard len >= 48 else { return try of10Invalid(at: cp, length: len) }
            try of10PhyPort(at: cp)
            cp += 48; len -= 48
        }
    }

    private mutating func of10SwitchConfig(at start: Int) throws(Truncated) {
        let flags = try u16(start)
        put("\n\t flags ")
        switch flags {
        case 0: put("FRAG_NORMAL")
        case 1: put("FRAG_DROP")
        case 2: put("FRAG_REASM")
        default: ofInvalidCode(flags, digits: 4)
        }
        ofPut(", miss_send_len ", try u16(start + 2))
    }

    private mutating func of10FlowMod(at start: Int, length: Int) throws(Truncated) {
        try of10Match(at: start, deeper: false)
        var cp = start + 40
        try ofHex64("\n\t cookie ", at: cp)
        cp += 8
        let command = try u16(cp)
        put(", command ")
        if let name = OpenFlow10.commandName(command) { put(name) } else { ofInvalidCode(command, digits: 4) }
        cp += 2
        let idle = try u16(cp)
        if idle != 0 { put(", idle_timeout "); put(decimal: idle) }
        let hard = try u16(cp + 2)
        if hard != 0 { put(", hard_timeout "); put(decimal: hard) }
        let priority = try u16(cp + 4)
        if priority != 0 { put(", priority "); put(decimal: priority) }
        cp += 6
        let buffer = try u32(cp)
        if command <= 2 { of10Buffer(", buffer_id ", buffer) }
        cp += 4
        if command == 3 || command == 4 { try of10Port(", out_port ", at: cp) } else { try check(2, at: cp) }
        cp += 2
        let flags = try u16(cp)
        put(", flags 0x"); put(hex: flags, digits: 4)
        ofBitmap(UInt32(flags), OpenFlow10.flowModFlagBits, unassigned: OpenFlow10.flowModFlagUnassigned)
        cp += 2
        try of10Actions(at: cp, length: length - 64, deeper: false)
    }

    private mutating func of10PortMod(at start: Int) throws(Truncated) {
        try of10Port("\n\t port_no ", at: start)
        try ofMAC(", hw_addr ", at: start + 2)
        try of10Word("\n\t config ", at: start + 8, OpenFlow10.portConfigBits, unassigned: OpenFlow10.portConfigUnassigned)
        try of10Word("\n\t mask ", at: start + 12, OpenFlow10.portConfigBits, unassigned: OpenFlow10.portConfigUnassigned)
        try of10Word("\n\t advertise ", at: start + 16, OpenFlow10.portFeatureBits,
                     unassigned: OpenFlow10.portFeatureUnassigned)
        try check(4, at: start + 20)
    }

    private mutating func of10QueueConfigReply(at start: Int, length: Int) throws(Truncated) {
        try of10Port("\n\t port ", at: start)
        try check(6, at: start + 2)
        try of10Queues(at: start + 8, length: length - 8)
    }

    private mutating func of10StatsType(_ type: UInt16) {
        report(OpenFlowFields.statsType, type)
        put("\n\t type ")
        if let name = OpenFlow10.statsName(type) { put(name) } else { ofInvalidCode(type, digits: 4) }
    }

    private mutating func of10StatsRequest(at start: Int, length: Int) throws(Truncated) {
        let type = try u16(start)
        of10StatsType(type)
        let flags = try u16(start + 2)
        put(", flags 0x"); put(hex: flags, digits: 4)
        if flags != 0 { put(" (bogus)") }
        let cp = start + 4, len = length - 4
        switch type {
        case 0, 3:
            if len != 0 { try of10Invalid(at: cp, length: len) }
        case 1, 2:
            guard len == 44 else { return try of10Invalid(at: cp, length: len) }
            try of10Match(at: cp, deeper: false)
            of10Table("\n\t table_id ", try u8(cp + 40))
            try of10Port(", out_port ", at: cp + 42)
        case 4:
            guard len == 8 else { return try of10Invalid(at: cp, length: len) }
            try of10Port("\n\t port_no ", at: cp)
            try check(6, at: cp + 2)
        case 5:
            guard len == 8 else { return try of10Invalid(at: cp, length: len) }
            try of10Port("\n\t port_no ", at: cp)
            of10Queue(", queue_id ", try u32(cp + 4))
        case 0xffff:
            try of10VendorData(at: cp, length: len)
        default:
            break
        }
    }

    private mutating func of10StatsReply(at start: Int, length: Int) throws(Truncated) {
        let type = try u16(start)
        of10StatsType(type)
        let flags = try u16(start + 2)
        put(", flags 0x"); put(hex: flags, digits: 4)
        ofBitmap(UInt32(flags), OpenFlow10.statsReplyFlagBits, unassigned: OpenFlow10.statsReplyFlagUnassigned)
        let cp = start + 4, len = length - 4
        switch type {
        case 0: try of10DescStats(at: cp, length: len)
        case 1: try of10FlowStats(at: cp, length: len)
        case 2:
            guard len == 24 else { return try of10Invalid(at: cp, length: len) }
            ofPut("\n\t packet_count ", try u64(cp))
            ofPut(", byte_count ", try u64(cp + 8))
            ofPut(", flow_count ", try u32(cp + 16))
            try check(4, at: cp + 20)
        case 3: try of10TableStats(at: cp, length: len)
        case 4: try of10PortStats(at: cp, length: len)
        case 5: try of10QueueStats(at: cp, length: len)
        case 0xffff: try of10VendorData(at: cp, length: len)
        default: try check(len, at: cp)
        }
    }

    private mutating func of10DescStats(at start: Int, length: Int) throws(Truncated) {
        guard length == 1056 else { return try of10Invalid(at: start, length: length) }
        put("\n\t  mfr_desc '"); try ofText(at: start, count: 256, stopAtNUL: true); put("'")
        put("\n\t  hw_desc '"); try ofText(at: start + 256, count: 256, stopAtNUL: true); put("'")
        put("\n\t  sw_desc '"); try ofText(at: start + 512, count: 256, stopAtNUL: true); put("'")
        put("\n\t  serial_num '"); try ofText(at: start + 768, count: 32, stopAtNUL: true); put("'")
        put("\n\t  dp_desc '"); try ofText(at: start + 800, count: 256, stopAtNUL: true); put("'")
    }

    private mutating func of10FlowStats(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 88 else { return try of10Invalid(at: cp, length: len) }
            let entry = Int(try u16(cp))
            put("\n\t length "); put(decimal: entry)
            guard entry >= 88, entry <= len else { return try of10Invalid(at: cp, length: len) }
            of10Table(", table_id ", try u8(cp + 2))
            try of10Match(at: cp + 4, deeper: true)
            let body = cp + 44
            ofPut("\n\t  duration_sec ", try u32(body))
            ofPut(", duration_nsec ", try u32(body + 4))
            ofPut(", priority ", try u16(body + 8))
            ofPut(", idle_timeout ", try u16(body + 10))
            ofPut(", hard_timeout ", try u16(body + 12))
            try ofHex64(", cookie ", at: body + 20)
            ofPut(", packet_count ", try u64(body + 28))
            ofPut(", byte_count ", try u64(body + 36))
            try of10Actions(at: cp + 88, length: entry - 88, deeper: true)
            cp += entry; len -= entry
        }
    }

    private mutating func of10TableStats(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 64 else { return try of10Invalid(at: cp, length: len) }
            of10Table("\n\t table_id ", try u8(cp))
            put(", name '"); try ofText(at: cp + 4, count: 32, stopAtNUL: true); put("'")
            try of10Word("\n\t  wildcards ", at: cp + 36, OpenFlow10.wildcardBits,
                         unassigned: OpenFlow10.wildcardUnassigned)
            ofPut("\n\t  max_entries ", try u32(cp + 40))
            ofPut(", active_count ", try u32(cp + 44))
            ofPut(", lookup_count ", try u64(cp + 48))
            ofPut(", matched_count ", try u64(cp + 56))
            cp += 64; len -= 64
        }
    }

    private mutating func of10PortStats(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 104 else { return try of10Invalid(at: cp, length: len) }
            try of10Port("\n\t  port_no ", at: cp)
            if verbose < 2 {
                try check(102, at: cp + 2)
            } else {
                for (index, label) in OpenFlow10.portCounterNames.enumerated() {
                    ofPut(label, try u64(cp + 8 + index * 8))
                }
            }
            cp += 104; len -= 104
        }
    }

    private mutating func of10QueueStats(at start: Int, length: Int) throws(Truncated) {
        var cp = start, len = length
        while len > 0 {
            guard len >= 32 else { return try of10Invalid(at: cp, length: len) }
            try of10Port("\n\t  port_no ", at: cp)
            ofPut(", queue_id ", try u32(cp + 4))
            ofPut(", tx_bytes ", try u64(cp + 8))
            ofPut(", tx_packets ", try u64(cp + 16))
            ofPut(", tx_errors ", try u64(cp + 24))
            cp += 32; len -= 32
        }
    }

    private mutating func of10PacketOut(at start: Int, length: Int) throws(Truncated) {
        ofPutHex("\n\t buffer_id 0x", try u32(start), digits: 8)
        try of10Port(", in_port ", at: start + 4)
        let actionsLength = Int(try u16(start + 6))
        let cp = start + 8, len = length - 8
        guard actionsLength <= len else { return try of10Invalid(at: cp, length: len) }
        try of10Actions(at: cp, length: actionsLength, deeper: false)
        try of10PacketData(at: cp + actionsLength, length: len - actionsLength)
    }

    private mutating func of10PacketIn(at start: Int, length: Int) throws(Truncated) {
        of10Buffer("\n\t buffer_id ", try u32(start))
        ofPut(", total_len ", try u16(start + 4))
        try of10Port(", in_port ", at: start + 6)
        let reason = try u8(start + 8)
        put(", reason ")
        switch reason {
        case 0: put("NO_MATCH")
        case 1: put("ACTION")
        default: ofInvalidCode(reason, digits: 2)
        }
        try check(1, at: start + 9)
        try of10PacketData(at: start + 10, length: length - 10)
    }

    private mutating func of10FlowRemoved(at start: Int) throws(Truncated) {
        try of10Match(at: start, deeper: false)
        var cp = start + 40
        try ofHex64("\n\t cookie ", at: cp)
        cp += 8
        let priority = try u16(cp)
        if priority != 0 { put(", priority "); put(decimal: priority) }
        let reason = try u8(cp + 2)
        put(", reason ")
        switch reason {
        case 0: put("IDLE_TIMEOUT")
        case 1: put("HARD_TIMEOUT")
        case 2: put("DELETE")
        default: put("unknown (0x"); put(hex: reason, digits: 2); put(")")
        }
        cp += 4
        ofPut(", duration_sec ", try u32(cp))
        ofPut(", duration_nsec ", try u32(cp + 4))
        let idle = try u16(cp + 8)
        if idle != 0 { put(", idle_timeout "); put(decimal: idle) }
        ofPut(", packet_count ", try u64(cp + 12))
        ofPut(", byte_count ", try u64(cp + 20))
    }

    private mutating func of10PortStatus(at start: Int) throws(Truncated) {
        let reason = try u8(start)
        put("\n\t reason ")
        switch reason {
        case 0: put("ADD")
        case 1: put("DELETE")
        case 2: put("MODIFY")
        default: ofInvalidCode(reason, digits: 2)
        }
        try of10PhyPort(at: start + 8)
    }
}
