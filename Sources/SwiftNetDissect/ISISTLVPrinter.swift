// IS-IS TLVs as tcpdump 4.99's isis_print walks them at -v: each TLV's name, code and length,
// then the value by type (sub-TLVs of the reachability TLVs in ISISSubTLVPrinter.swift), and at
// -vv a hex dump of every value.

/// How one TLV's decoding ended, in tcpdump's control flow: on to the next TLV (a `break` or
/// `goto tlv_trunc`, which differ in nothing that prints), `goto trunc` (the marker, and the PDU
/// ends), or a plain `return` from isis_print.
enum ISISTLVOutcome {
    case next
    case truncated
    case stop(Bool)
}

enum ISISTLV {
    static func name(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Area address(es)"
        case 2: "IS Reachability"
        case 3: "ES Neighbor(s)"
        case 4: "Partition DIS"
        case 5: "Prefix Neighbors"
        case 6: "IS Neighbor(s)"
        case 7: "Instance Identifier"
        case 8: "Padding"
        case 9: "LSP entries"
        case 10: "Authentication"
        case 12: "Checksum"
        case 13: "Purge Originator Identifier"
        case 14: "LSP Buffersize"
        case 22: "Extended IS Reachability"
        case 24: "IS Alias ID"
        case 42: "DECnet Phase IV"
        case 66: "Lucent Proprietary"
        case 128: "IPv4 Internal Reachability"
        case 129: "Protocols supported"
        case 130: "IPv4 External Reachability"
        case 131: "Inter-Domain Information Type"
        case 132: "IPv4 Interface address(es)"
        case 133: "IPv4 authentication (deprecated)"
        case 134: "Traffic Engineering Router ID"
        case 135: "Extended IPv4 Reachability"
        case 137: "Hostname"
        case 138: "Shared Risk Link Group"
        case 143: "Multi-Topology-Aware Port Capability"
        case 144: "Multi-Topology Capability"
        case 176, 177: "Nortel Proprietary"
        case 211: "Restart Signaling"
        case 222: "Multi Topology IS Reachability"
        case 229: "Multi Topology"
        case 232: "IPv6 Interface address(es)"
        case 235: "Multi-Topology IPv4 Reachability"
        case 236: "IPv6 reachability"
        case 237: "Multi-Topology IP6 Reachability"
        case 240: "Point-to-point Adjacency State"
        case 241: "Hello PDU Sequence Number"
        case 242: "IS-IS Router Capability"
        case 250: "Vendor Private"
        default: nil
        }
    }

    static func authenticationName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "simple text password"
        case 3: "Generic Crypto key-id"
        case 54: "HMAC-MD5 password"
        case 255: "Routing Domain private password"
        default: nil
        }
    }

    static func adjacencyStateName(_ state: UInt8) -> StaticString {
        switch state {
        case 0: "Up"
        case 1: "Initializing"
        case 2: "Down"
        default: "unknown"
        }
    }

    static let restartFlagNames: [(UInt32, StaticString)] = [
        (0x1, "Restart Request"), (0x2, "Restart Acknowledgement"), (0x4, "Suppress adjacency advertisement"),
    ]
    static let routerCapabilityFlagNames: [(UInt32, StaticString)] = [(0x01, "S bit"), (0x02, "D bit")]
    static let mtFlagNames: [(UInt32, StaticString)] = [(0x4000, "ATT bit set"), (0x8000, "Overload bit set")]

    static func topologyName(_ id: UInt16) -> StaticString {
        switch id {
        case 0: "IPv4 unicast"
        case 1: "In-Band Management"
        case 2: "IPv6 unicast"
        case 3: "Multicast"
        case 4095: "Development, Experimental or Proprietary"
        default: "Reserved for IETF Consensus"
        }
    }
}

extension Dissection {
    /// The TLV loop of isis_print: `remaining` bytes from `start` (the PDU length field already
    /// applied); `pdu` and `pduLength` for the checksum TLV, `lsp` for nothing tcpdump prints.
    mutating func isisTLVs(at start: Int, remaining total: Int, pdu: Int, pduLength: Int, lsp: Int) throws(Truncated) -> Bool {
        var pptr = start
        var remaining = total
        beginList(ISISFields.tlvs)
        defer { endList() }
        while remaining > 0 {
            guard has(2, at: pptr), remaining >= 2 else { putTruncationMarker(); return true }
            let type = bytes[pptr]
            let length = Int(bytes[pptr + 1])
            pptr += 2
            remaining -= 2
            beginItem()
            report(ISISFields.tlvType, type)
            if let name = ISISTLV.name(type) { report(ISISFields.tlvName, label: name) }
            report(ISISFields.tlvLength, length)
            put("\n\t    "); put(ISISTLV.name(type) ?? "unknown"); put(" TLV #"); put(decimal: type)
            put(", length: "); put(decimal: length)
            if remaining < length { endItem(); putTruncationMarker(); return true }
            let outcome = try isisTLV(type, at: pptr, length: length, pdu: pdu, pduLength: pduLength)
            endItem()
            switch outcome {
            case .next: break
            case .truncated: putTruncationMarker(); return true
            case .stop(let result): return result
            }
            if verbose > 1 && !osiUnknownData(at: pptr, length: length, prefix: "\n\t      ") { return false }
            pptr += length
            remaining -= length
        }
        return true
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func isisTLV(_ type: UInt8, at pptr: Int, length tlvLength: Int, pdu: Int,
                                  pduLength: Int) throws(Truncated) -> ISISTLVOutcome {
        var tptr = pptr
        var tlen = tlvLength
        switch type {
        case 1:
            beginList(ISISFields.areaAddresses)
            defer { endList() }
            while tlen != 0 {
                let alen = Int(try u8(tptr))
                tptr += 1; tlen -= 1
                if tlen < alen { return .next }
                report(ISISFields.areaAddress, bytesAt: tptr, count: Swift.min(alen, available(from: tptr)))
                try check(alen, at: tptr)
                put("\n\t      Area address (length: "); put(decimal: alen); put("): ")
                try putOSIAddress(at: tptr, count: alen)
                tptr += alen; tlen -= alen
            }
        case 6:
            while tlen != 0 {
                if tlen < 6 { return .next }
                guard has(6, at: tptr) else { return .truncated }
                try check(6, at: tptr); put("\n\t      SNPA: "); try putISISID(at: tptr, count: 6)
                tlen -= 6; tptr += 6
            }
        case 7:
            if tlen < 4 { return .next }
            let count = (tlen - 2) / 2
            try check(2, at: tptr); put("\n\t      Instance ID: "); put(decimal: try u16(tptr)); put(", ITIDs("); put(decimal: count); put(")")
            if count != 0 { put(":") }
            put(" ")
            tptr += 2
            for index in 0..<count {
                put(decimal: try u16(tptr))
                if index < count - 1 { put(", ") }
                tptr += 2
            }
        case 8:
            break
        case 222:
            guard try putMTID(at: tptr, remaining: tlen) else { return .truncated }
            tptr += 2; tlen -= 2
            return try extendedISReachList(type, at: tptr, remaining: tlen)
        case 24, 22:
            return try extendedISReachList(type, at: tptr, remaining: tlen)
        case 2:
            if tlen < 1 { return .next }
            let flag = try u8(tptr)
            put("\n\t      ")
            switch flag {
            case 0: put("IsNotVirtual")
            case 1: put("IsVirtual")
            default: put("bogus virtual flag 0x"); put(hex: flag, digits: 2)
            }
            tptr += 1; tlen -= 1
            while tlen != 0 {
                if tlen < 11 { return .next }
                guard has(11, at: tptr) else { return .truncated }
                try check(7, at: tptr + 4); put("\n\t      IS Neighbor: "); try putISISID(at: tptr + 4, count: 7)
                putISISMetricBlock(at: tptr)
                tlen -= 11; tptr += 11
            }
        case 3:
            while tlen != 0 {
                if tlen < 10 { return .next }
                guard has(10, at: tptr) else { return .truncated }
                try check(6, at: tptr + 4); put("\n\t      ES Neighbor: "); try putISISID(at: tptr + 4, count: 6)
                putISISMetricBlock(at: tptr)
                tlen -= 10; tptr += 10
            }
        case 128, 130:
            if try !isisIPReach(at: pptr, length: tlvLength) { return .stop(true) }
        case 135:
            return try extendedIPReachList(at: tptr, remaining: tlen, ipv6: false)
        case 235:
            guard try putMTID(at: tptr, remaining: tlen) else { return .truncated }
            return try extendedIPReachList(at: tptr + 2, remaining: tlen - 2, ipv6: false)
        case 236:
            return try extendedIPReachList(at: tptr, remaining: tlen, ipv6: true)
        case 237:
            guard try putMTID(at: tptr, remaining: tlen) else { return .truncated }
            return try extendedIPReachList(at: tptr + 2, remaining: tlen - 2, ipv6: true)
        case 232:
            while tlen != 0 {
                if tlen < 16 { return .next }
                try check(16, at: tptr); put("\n\t      IPv6 interface address: "); try putIPv6(at: tptr)
                tptr += 16; tlen -= 16
            }
        case 10:
            return try isisAuthentication(at: tptr, length: tlen)
        case 240:
            if tlen >= 1 {
                let state = try u8(tptr)
                put("\n\t      Adjacency State: "); put(ISISTLV.adjacencyStateName(state))
                put(" ("); put(decimal: state); put(")")
                tlen -= 1
            }
            if tlen > 4 {
                try check(4, at: tptr + 1); put("\n\t      Extended Local circuit-ID: 0x"); put(hex: try u32(tptr + 1), digits: 8)
                tlen -= 4
            }
            if tlen >= 6 {
                guard has(6, at: tptr + 5) else { return .truncated }
                try check(6, at: tptr + 5); put("\n\t      Neighbor System-ID: "); try putISISID(at: tptr + 5, count: 6)
                tlen -= 6
            }
            // tcpdump reads the neighbour's circuit ID at its fixed place, even past a short TLV.
            if tlen >= 4 {
                try check(4, at: tptr + 11); put("\n\t      Neighbor Extended Local circuit-ID: 0x"); put(hex: try u32(tptr + 11), digits: 8)
            }
        case 129:
            put("\n\t      NLPID(s): ")
            while tlen != 0 {
                let nlpid = try u8(tptr)
                put(OSINLPID.name(nlpid) ?? "unknown"); put(" (0x"); put(hex: nlpid, digits: 2); put(")")
                if tlen > 1 { put(", ") }
                tptr += 1; tlen -= 1
            }
        case 143:
            if tlen < 2 { return .next }
            let value = try u16(tptr)
            put("\n\t       RES: "); put(decimal: value >> 12); put(", MTID(s): "); put(decimal: value & 0x0fff)
            if tlen > 2 { try isisPortCapabilitySubTLVs(at: tptr + 2, length: tlen - 2) }
        case 144:
            if tlen < 2 { return .next }
            let value = try u16(tptr)
            put("\n\t      O: "); put(decimal: (value >> 15) & 1); put(", RES: "); put(decimal: (value >> 12) & 7)
            put(", MTID(s): "); put(decimal: value & 0x0fff)
            if tlen > 2 { try isisMTCapabilitySubTLVs(at: tptr + 2, length: tlen - 2) }
        case 134:
            if tlen < 4 { return .next }
            try check(4, at: pptr); put("\n\t      Traffic Engineering Router ID: "); try putIPv4(at: pptr)
        case 132:
            while tlen != 0 {
                if tlen < 4 { return .next }
                try check(4, at: tptr); put("\n\t      IPv4 interface address: "); try putIPv4(at: tptr)
                tptr += 4; tlen -= 4
            }
        case 137:
            if Sink.collectsFields {
                var stop = tptr
                while stop < tptr + tlen, has(1, at: stop), bytes[stop] != 0 { stop += 1 }
                report(ISISFields.hostname, bytesAt: tptr, count: stop - tptr)
            }
            put("\n\t      Hostname: ")
            _ = try putPrintableUpToNUL(at: tptr, count: tlen)
        case 138:
            if tlen < 7 { return .next }
            guard has(7, at: tptr) else { return .truncated }
            try check(7, at: tptr); put("\n\t      IS Neighbor: "); try putISISID(at: tptr, count: 7)
            tptr += 7; tlen -= 7
            if tlen < 1 { return .next }
            let numbered = try u8(tptr) & 1 != 0
            put(", Flags: ["); put(numbered ? "numbered" : "unnumbered"); put("]")
            tptr += 1; tlen -= 1
            if tlen < 4 { return .next }
            try check(4, at: tptr); put("\n\t      IPv4 interface address: "); try putIPv4(at: tptr)
            tptr += 4; tlen -= 4
            if tlen < 4 { return .next }
            try check(4, at: tptr); put("\n\t      IPv4 neighbor address: "); try putIPv4(at: tptr)
            tptr += 4; tlen -= 4
            while tlen != 0 {
                if tlen < 4 { return .next }
                try check(4, at: tptr); put("\n\t      Link-ID: 0x"); put(hex: try u32(tptr), digits: 8)
                tptr += 4; tlen -= 4
            }
        case 9:
            while tlen != 0 {
                if tlen < 16 { return .next }
                guard has(1, at: tptr + 9) else { return .truncated }
                try check(8, at: tptr + 2); put("\n\t      lsp-id: "); try putISISID(at: tptr + 2, count: 8)
                try check(4, at: tptr + 10); put(", seq: 0x"); put(hex: try u32(tptr + 10), digits: 8)
                let lifetime = Int(try u16(tptr))
                put(", lifetime: "); putSpacePadded(lifetime, width: 5); put("s")
                try check(2, at: tptr + 14); put(", chksum: 0x"); put(hex: try u16(tptr + 14), digits: 4)
                tlen -= 16; tptr += 16
            }
        case 12:
            if tlen < 2 { return .next }
            guard has(2, at: tptr) else { return .truncated }
            let checksum = bytes.uint16(at: tptr)
            put("\n\t      checksum: 0x"); put(hex: checksum, digits: 4); put(" ")
            putOSIChecksumVerdict(base: pdu, checksum: checksum, checksumOffset: tptr - pdu, length: pduLength)
        case 13:
            if tlen < 1 { return .next }
            let count = try u8(tptr)
            tptr += 1; tlen -= 1
            if count == 0 {
                put(" No system IDs supplied")
            } else {
                if tlen < 6 { return .next }
                guard has(6, at: tptr) else { return .truncated }
                try check(6, at: tptr); put("\n\t      Purge Originator System-ID: "); try putISISID(at: tptr, count: 6)
                tptr += 6; tlen -= 6
                if count > 1 {
                    if tlen < 6 { return .next }
                    guard has(13, at: tptr) else { return .truncated }
                    try check(6, at: tptr); put("\n\t      Received from System-ID: "); try putISISID(at: tptr, count: 6)
                }
            }
        case 229:
            while tlen != 0 {
                if tlen == 1 { put("\n\t      invalid MT-ID"); break }
                guard try putMTID(at: tptr, remaining: tlen) else { return .truncated }
                tptr += 2; tlen -= 2
            }
        case 211:
            if tlen < 1 { return .next }
            guard has(1, at: tptr) else { return .truncated }
            put("\n\t      Flags ["); putBitNames(UInt32(bytes[tptr]), ISISTLV.restartFlagNames); put("]")
            tptr += 1; tlen -= 1
            if tlen < 2 { return .next }
            guard has(2, at: tptr) else { return .truncated }
            put(", Remaining holding time "); put(decimal: bytes.uint16(at: tptr)); put("s")
            tptr += 2; tlen -= 2
            if tlen == 6 {
                guard has(6, at: tptr) else { return .truncated }
                try check(6, at: tptr); put(", for "); try putISISID(at: tptr, count: 6)
            }
        case 131:
            if tlen < 1 { return .next }
            let idrp = try u8(tptr)
            put("\n\t      Inter-Domain Information Type: ")
            switch idrp {
            case 0: put("Reserved")
            case 1: put("Routing-Domain Specific")
            case 2: put("AS Number Tag")
            default: put("Unknown (0x"); put(hex: idrp, digits: 2); put(")")
            }
            tptr += 1; tlen -= 1
            if idrp == 2 {
                if tlen < 2 { return .next }
                try check(2, at: tptr); put("AS Number: "); put(decimal: try u16(tptr))
            } else if !osiUnknownData(at: tptr, length: tlen, prefix: "\n\t      ") {
                return .stop(false)
            }
        case 14:
            if tlen < 2 { return .next }
            try check(2, at: tptr); put("\n\t      LSP Buffersize: "); put(decimal: try u16(tptr))
        case 4:
            while tlen != 0 {
                if tlen < 6 { return .next }
                guard has(6, at: tptr) else { return .truncated }
                try check(6, at: tptr); put("\n\t      "); try putISISID(at: tptr, count: 6)
                tptr += 6; tlen -= 6
            }
        case 5:
            if tlen < 4 { return .next }
            guard has(4, at: tptr) else { return .truncated }
            put("\n\t      Metric Block")
            putISISMetricBlock(at: tptr)
            tptr += 4; tlen -= 4
            while tlen != 0 {
                let prefixLength = Int(try u8(tptr))
                tptr += 1; tlen -= 1
                if prefixLength < 2 {
                    put("\n\t\tAddress: prefix length "); put(decimal: prefixLength); put(" < 2")
                    break
                }
                if tlen < prefixLength / 2 { break }
                try check(prefixLength / 2, at: tptr); put("\n\t\tAddress: "); try putOSIAddress(at: tptr, count: prefixLength / 2)
                put("/"); put(decimal: prefixLength * 4)
                tptr += prefixLength / 2; tlen -= prefixLength / 2
            }
        case 241:
            if tlen < 4 { return .next }
            try check(4, at: tptr); put("\n\t      Sequence number: "); put(decimal: try u32(tptr))
        case 242:
            if tlen < 5 {
                put(" [object length "); put(decimal: tlen); put(" < 5]")
                putISISInvalid()
                return .next
            }
            try check(4, at: tptr); put("\n\t      Router-ID "); try putIPv4(at: tptr)
            let flags = try u8(tptr + 4)
            put(", Flags ["); putBitNames(UInt32(flags), ISISTLV.routerCapabilityFlagNames); put("]")
            if tlen > 5 { try isisRouterCapabilitySubTLVs(at: tptr + 5, length: tlen - 5) }
        case 250:
            if tlen < 3 { return .next }
            try check(3, at: tptr)
            let vendor = UInt32(bytes[tptr]) << 16 | UInt32(bytes.uint16(at: tptr + 1))
            put("\n\t      Vendor: "); put(Self.ouiName(vendor) ?? "Unknown"); put(" ("); put(decimal: vendor); put(")")
            tptr += 3; tlen -= 3
            if tlen != 0 && !osiUnknownData(at: tptr, length: tlen, prefix: "\n\t\t") { return .stop(false) }
        default:
            if verbose <= 1 && !osiUnknownData(at: pptr, length: tlvLength, prefix: "\n\t\t") { return .stop(false) }
        }
        return .next
    }

    /// TLV 10.
    private mutating func isisAuthentication(at start: Int, length: Int) throws(Truncated) -> ISISTLVOutcome {
        var tptr = start
        var tlen = length
        if tlen < 1 { return .next }
        let authType = try u8(tptr)
        tptr += 1; tlen -= 1
        put("\n\t      ")
        if let name = ISISTLV.authenticationName(authType) {
            put(name)
        } else {
            put("unknown Authentication type 0x"); put(hex: authType, digits: 2)
        }
        put(": ")
        switch authType {
        case 1:
            _ = try putPrintableUpToNUL(at: tptr, count: tlen)
        case 54:
            for index in 0..<tlen { put(hex: try u8(tptr + index), digits: 2) }
            if tlen != 16 { put(", (invalid subTLV) ") }
            // signature_verify without a secret (-M): tcpdump cannot check it.
            put(" (unchecked)")
        case 3:
            if tlen < 2 { return .next }
            put(decimal: try u16(tptr)); put(", password: ")
            tptr += 2; tlen -= 2
            for index in 0..<tlen { put(hex: try u8(tptr + index), digits: 2) }
        default:
            if !osiUnknownData(at: tptr, length: tlen, prefix: "\n\t\t  ") { return .stop(false) }
        }
        return .next
    }

    /// nd_print_invalid inside the TLV walk: text only, since JSON's malformed flag would close
    /// the TLV list the walk is still inside.
    mutating func putISISInvalid() {
        put(" (invalid)")
    }

    /// isis_print_mtid: false (nothing printed) when fewer than 2 bytes remain in the TLV.
    mutating func putMTID(at offset: Int, remaining: Int) throws(Truncated) -> Bool {
        if remaining < 2 { return false }
        let value = try u16(offset)
        put("\n\t      "); put(ISISTLV.topologyName(value & 0x0fff))
        put(" Topology (0x"); put(hex: value & 0x0fff, digits: 3); put("), Flags: [")
        putBitNames(UInt32(value & 0xf000), ISISTLV.mtFlagNames); put("]")
        return true
    }

    /// isis_print_metric_block over 4 captured bytes.
    mutating func putISISMetricBlock(at offset: Int) {
        let metric = bytes[offset]
        put(", Default Metric: "); put(decimal: metric & 0x3f); put(", ")
        put(metric & 0x40 != 0 ? "External" : "Internal")
        for index in 1...3 where bytes[offset + index] & 0x80 == 0 {
            let value = bytes[offset + index]
            put("\n\t\t  "); put(Self.isisMetricName(index)); put(decimal: value & 0x3f); put(", ")
            put(value & 0x40 != 0 ? "External" : "Internal")
        }
    }

    /// isis_print_tlv_ip_reach (TLVs 128 and 130); false where tcpdump ends the PDU silently.
    private mutating func isisIPReach(at start: Int, length total: Int) throws(Truncated) -> Bool {
        var cursor = start
        var length = total
        while length > 0 {
            if length < 12 {
                put("short IPv4 Reachability ("); put(decimal: length); put(" vs 12)")
                return false
            }
            guard has(12, at: cursor) else { return false }
            let mask = bytes.uint32(at: cursor + 8)
            put("\n\t      IPv4 prefix: ")
            if let prefixLength = Self.maskPrefixLength(mask) {
                putIPv4Padded(bytes.uint32(at: cursor + 4), width: 15); put("/"); put(decimal: prefixLength)
            } else {
                try putIPv4(at: cursor + 4); try check(4, at: cursor + 8); put(" mask "); try putIPv4(at: cursor + 8)
            }
            let metric = bytes[cursor]
            put(", Distribution: "); put(metric & 0x80 != 0 ? "down" : "up")
            put(", Metric: "); put(decimal: metric & 0x3f); put(", "); put(metric & 0x40 != 0 ? "External" : "Internal")
            for index in 1...3 where bytes[cursor + index] & 0x80 == 0 {
                let value = bytes[cursor + index]
                put("\n\t        "); put(Self.isisMetricName(index)); put(decimal: value & 0x3f); put(", ")
                put(value & 0x40 != 0 ? "External" : "Internal")
            }
            length -= 12
            cursor += 12
        }
        return true
    }

    static func isisMetricName(_ index: Int) -> StaticString {
        switch index {
        case 1: "Delay Metric: "
        case 2: "Expense Metric: "
        default: "Error Metric: "
        }
    }

    /// mask2plen: the prefix length of a contiguous mask, nil for any other.
    static func maskPrefixLength(_ mask: UInt32) -> Int? {
        let ones = mask.leadingZeroBitCount == 0 ? (~mask).leadingZeroBitCount : 0
        if ones == 32 { return 32 }
        let expected: UInt32 = ones == 0 ? 0 : ~UInt32(0) << (32 - ones)
        return mask == expected ? ones : nil
    }

    /// `%15s` of a dotted quad.
    mutating func putIPv4Padded(_ value: UInt32, width: Int) {
        var characters = 3
        for index in 0..<4 {
            let octet = (value >> UInt32(24 - 8 * index)) & 0xff
            characters += octet >= 100 ? 3 : octet >= 10 ? 2 : 1
        }
        var pad = width - characters
        while pad > 0 { put(" "); pad -= 1 }
        if Sink.rendersText { out.appendIPv4(value) }
    }

}
