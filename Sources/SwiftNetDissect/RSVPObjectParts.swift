import SwiftNetWire

// The larger RSVP object bodies of tcpdump 4.99's rsvp_obj_print: sender templates and filter
// specs, label requests, explicit and recorded routes, error specs, intserv specs (RFC 2210,
// rsvp_intserv_print) and the OIF generalized UNI object.

extension Dissection {
    /// Sender Template (11) and FilterSpec (10).
    mutating func rsvpSender(_ objectClass: UInt8, _ ctype: UInt8, at p: Int, length left: Int,
                             spaces s: Int) throws(Truncated) -> RSVPObjectOutcome {
        switch ctype {
        case 1:
            guard left >= 8 else { return .tooShort }
            report(RSVPFields.address, bytesAt: p, count: 4)
            report(RSVPFields.port, bytes.uint16(at: p + 6))
            rsvpLine(s + 2); put("Source Address: "); try putIPv4(at: p); put(", Source Port: "); put(decimal: try u16(p + 6))
        case 2:
            guard left >= 20 else { return .tooShort }
            report(RSVPFields.address6, bytesAt: p, count: 16)
            report(RSVPFields.port, bytes.uint16(at: p + 18))
            rsvpLine(s + 2); put("Source Address: "); try putIPv6(at: p); put(", Source Port: "); put(decimal: try u16(p + 18))
        case 3 where objectClass == 10:
            guard left >= 20 else { return .tooShort }
            report(RSVPFields.address6, bytesAt: p, count: 16)
            rsvpLine(s + 2); put("Source Address: "); try putIPv6(at: p); put(", Flow Label: ")
            put(decimal: try u32(p + 16) & 0x00ff_ffff)
        case 8 where objectClass == 10:
            // tcpdump prints the first four bytes of this IPv6 tunnel sender as an IPv4 address.
            guard left >= 20 else { return .tooShort }
            report(RSVPFields.lspID, bytes.uint16(at: p + 18))
            rsvpLine(s + 2); put("Source Address: "); try putIPv4(at: p); put(", LSP-ID: 0x"); put(hex: try u16(p + 18), digits: 4)
        case 13:
            guard left >= 40 else { return .tooShort }
            report(RSVPFields.address6, bytesAt: p, count: 16)
            report(RSVPFields.lspID, bytes.uint16(at: p + 18))
            rsvpLine(s + 2); put("IPv6 Tunnel Sender Address: "); try putIPv6(at: p); put(", LSP ID: 0x")
            put(hex: try u16(p + 18), digits: 4)
            rsvpLine(s + 2); put("Sub-Group Originator ID: "); try putIPv6(at: p + 20); put(", Sub-Group ID: 0x")
            put(hex: try u16(p + 38), digits: 4)
        case 7:
            guard left >= 8 else { return .tooShort }
            report(RSVPFields.address, bytesAt: p, count: 4)
            report(RSVPFields.lspID, bytes.uint16(at: p + 6))
            rsvpLine(s + 2); put(objectClass == 11 ? "IPv4 Tunnel Sender Address: " : "Source Address: ")
            try putIPv4(at: p); put(", LSP-ID: 0x"); put(hex: try u16(p + 6), digits: 4)
        case 12:
            guard left >= 16 else { return .tooShort }
            report(RSVPFields.address, bytesAt: p, count: 4)
            report(RSVPFields.lspID, bytes.uint16(at: p + 6))
            rsvpLine(s + 2); put("IPv4 Tunnel Sender Address: "); try putIPv4(at: p); put(", LSP ID: 0x")
            put(hex: try u16(p + 6), digits: 4)
            rsvpLine(s + 2); put("Sub-Group Originator ID: "); try putIPv4(at: p + 8); put(", Sub-Group ID: 0x")
            put(hex: try u16(p + 12), digits: 4)
        default:
            return .hexdump
        }
        return .done
    }

    /// Label Request (19): L3 protocol, ATM and frame-relay label ranges, generalized request.
    mutating func rsvpLabelRequest(_ ctype: UInt8, at body: Int, length: Int,
                                   spaces s: Int) throws(Truncated) -> RSVPObjectOutcome {
        var p = body
        var left = length
        switch ctype {
        case 1:
            while left >= 4 {
                try rsvpL3Protocol(at: p, spaces: s)
                left -= 4
                p += 4
            }
        case 2:
            guard left >= 12 else { return .tooShort }
            try rsvpL3Protocol(at: p, spaces: s)
            put(","); if try u8(p + 4) & 0x80 != 0 { put("no") }; put(" merge capability")
            rsvpLine(s + 2); put("Minimum VPI/VCI: "); put(decimal: try u16(p + 4) & 0xfff); put("/")
            put(decimal: try u16(p + 6) & 0xfff)
            rsvpLine(s + 2); put("Maximum VPI/VCI: "); put(decimal: try u16(p + 8) & 0xfff); put("/")
            put(decimal: try u16(p + 10) & 0xfff)
        case 3:
            guard left >= 12 else { return .tooShort }
            try rsvpL3Protocol(at: p, spaces: s)
            rsvpLine(s + 2); put("Minimum/Maximum DLCI: "); put(decimal: try u32(p + 4) & 0x7f_ffff); put("/")
            put(decimal: try u32(p + 8) & 0x7f_ffff); put(", ")
            let dlciLength = (try u16(p + 4) >> 7) & 3
            if dlciLength == 0 { put("10") }
            if dlciLength == 2 { put("23") }
            put(" bit DLCI")
        case 4:
            guard left >= 4 else { return .tooShort }
            let encoding = try u8(p)
            rsvpLine(s + 2); put("LSP Encoding Type: "); put(GMPLSNames.encoding(encoding) ?? "Unknown"); put(" (")
            put(decimal: encoding); put(")")
            let switching = try u8(p + 1)
            let payload = try u16(p + 2)
            rsvpLine(s + 2); put("Switching Type: "); put(GMPLSNames.switchingCapability(switching) ?? "Unknown")
            put(" ("); put(decimal: switching); put("), Payload ID: "); put(GMPLSNames.payload(payload) ?? "Unknown")
            put(" (0x"); put(hex: payload, digits: 4); put(")")
        default:
            return .hexdump
        }
        return .done
    }

    private mutating func rsvpL3Protocol(at p: Int, spaces s: Int) throws(Truncated) {
        let type = try u16(p + 2)
        rsvpLine(s + 2); put("L3 Protocol ID: ")
        if let name = ProtocolNames.etherType(type) {
            put(name)
        } else {
            put("Unknown Protocol (0x"); put(hex: type, digits: 4); put(")")
        }
    }

    /// ERO (20) and RRO (21) IPv4 C-type: the subobject walk.
    mutating func rsvpRoute(at body: Int, length: Int, spaces s: Int) throws(Truncated) -> RSVPObjectOutcome {
        var p = body
        var left = length
        beginList(RSVPFields.subobjects)
        defer { endList() }
        while left >= 4 {
            guard has(4, at: p) else {
                putTruncationMarker()
                return .stop
            }
            let first = bytes[p]
            let subLength = Int(bytes[p + 1])
            let type = first & 0x7f
            beginItem()
            defer { endItem() }
            report(RSVPFields.subobjectType, type)
            report(RSVPFields.subobjectLength, subLength)
            rsvpLine(s + 2); put("Subobject Type: ")
            if let name = RSVPNames.routeSubobject(type) { put(name) } else { put("Unknown "); put(decimal: type) }
            put(", length "); put(decimal: subLength)
            if left < subLength {
                rsvpLine(s + 2); put("ERROR: ERO subobject length > object length")
                if Sink.collectsFields { reportMalformed("subobject past the end of its object") }
                break
            }
            if subLength == 0 {
                rsvpLine(s + 2); put("ERROR: zero length ERO subtype")
                if Sink.collectsFields { reportMalformed("zero-length subobject") }
                break
            }
            switch type {
            case 1:
                guard subLength == 8 else {
                    put(" ERROR: length != 8")
                    return .invalid
                }
                guard has(8, at: p) else {
                    putTruncationMarker()
                    return .stop
                }
                let prefix = bytes[p + 6]
                guard prefix == 32 else {
                    put(" ERROR: Prefix length "); put(decimal: prefix); put(" != 32")
                    return .invalid
                }
                report(RSVPFields.address, bytesAt: p + 2, count: 4)
                put(", "); put(first & 0x80 != 0 ? "Loose" : "Strict"); put(", "); try putIPv4(at: p + 2)
                put("/"); put(decimal: prefix); put(", Flags: [")
                putBitNames(UInt32(bytes[p + 7]), RSVPNames.recordRouteFlag); put("]")
            case 3:
                guard subLength == 8 else {
                    put(" ERROR: length != 8")
                    return .invalid
                }
                let flags = try u8(p + 2)
                let ctype = try u8(p + 3)
                let label = try u32(p + 4)
                report(RSVPFields.label, label)
                put(", Flags: ["); put(flags & 1 != 0 ? "Global" : "none"); put("] ("); putHashHex(flags)
                put("), Class-Type: "); put(RSVPNames.classType(21, ctype) ?? "Unknown"); put(" ("); put(decimal: ctype)
                put("), "); put(decimal: label)
            default:
                break
            }
            left -= subLength
            p += subLength
        }
        return .done
    }

    /// Error Spec (6): node address, flags, code and value.
    mutating func rsvpErrorSpec(_ ctype: UInt8, at p: Int, length left: Int,
                                spaces s: Int) throws(Truncated) -> RSVPObjectOutcome {
        let v6: Bool
        switch ctype {
        case 3, 1: v6 = false
        case 4, 2: v6 = true
        default: return .hexdump
        }
        let size = v6 ? 16 : 4
        guard left >= size + 4 else { return .tooShort }
        let code = try u8(p + size + 1)
        let value = try u16(p + size + 2)
        report(RSVPFields.errorCode, code)
        report(RSVPFields.errorValue, value)
        rsvpLine(s + 2); put("Error Node Address: ")
        if v6 {
            report(RSVPFields.address6, bytesAt: p, count: 16)
            try putIPv6(at: p)
        } else {
            report(RSVPFields.address, bytesAt: p, count: 4)
            try putIPv4(at: p)
        }
        put(", Flags: [0x"); put(hex: try u8(p + size), digits: 2); put("]")
        rsvpLine(s + 2); put("Error Code: "); put(RSVPNames.errorCode(code) ?? "unknown"); put(" ("); put(decimal: code)
        put(")")
        switch code {
        case 24:
            put(", Error Value: "); put(RSVPNames.routingError(value) ?? "unknown"); put(" ("); put(decimal: value); put(")")
        case 28 where !v6, 125 where !v6:
            put(", Error Value: "); put(RSVPNames.diffservTEError(value) ?? "unknown"); put(" ("); put(decimal: value)
            put(")")
        default:
            // The IPv6 forms name only routing errors; the IPv4 forms print the raw value.
            if !v6 { put(", Unknown Error Value ("); put(decimal: value); put(")") }
        }
        return .done
    }

    /// Sender TSpec / Adspec / Flowspec IntServ C-type: message header, then per service its
    /// parameters (rsvp_intserv_print), as tcpdump's loops walk them.
    mutating func rsvpIntServ(at body: Int, length: Int, spaces s: Int) throws(Truncated) {
        var p = body
        var left = length
        rsvpLine(s + 2); put("Msg-Version: "); put(decimal: (try u8(p) & 0xf0) >> 4); put(", length: ")
        put(decimal: Int(try u16(p + 2)) << 2)
        p += 4
        left -= 4
        while left >= 4 {
            // tcpdump keeps the service length in a u_int that a longer parameter wraps around.
            var serviceLeft = UInt32(try u16(p + 2)) << 2
            let service = try u8(p)
            rsvpLine(s + 2); put("Service Type: "); put(RSVPNames.intservService(service) ?? "unknown"); put(" (")
            put(decimal: service); put("), break bit "); if try u8(p + 1) & 0x80 == 0 { put("not ") }
            put("set, Service length: "); put(decimal: serviceLeft)
            p += 4
            left -= 4
            while serviceLeft >= 4 {
                let processed = try rsvpIntServParameter(at: p, length: left)
                if processed == 0 { break }
                left -= processed
                serviceLeft = serviceLeft &- UInt32(truncatingIfNeeded: processed)
                p += processed
            }
        }
    }

    /// rsvp_intserv_print: the bytes one parameter takes, 0 where 4.99.3 gives up silently.
    private mutating func rsvpIntServParameter(at p: Int, length left: Int) throws(Truncated) -> Int {
        guard left >= 4 else { return 0 }
        let id = try u8(p)
        let parameterLength = Int(try u16(p + 2)) << 2
        put("\n\t      Parameter ID: "); put(RSVPNames.intservParameter(id) ?? "unknown"); put(" ("); put(decimal: id)
        put("), length: "); put(decimal: parameterLength); put(", Flags: [0x"); put(hex: try u8(p + 1), digits: 2); put("]")
        guard left >= parameterLength + 4 else { return 0 }
        switch id {
        case 4:
            if parameterLength == 4 { put("\n\t\tIS hop count: "); put(decimal: try u32(p + 4)) }
        case 6:
            if parameterLength == 4 {
                put("\n\t\tPath b/w estimate: "); putFloatTenSignificant(Float(bitPattern: try u32(p + 4)) / 125_000)
                put(" Mbps")
            }
        case 8:
            if parameterLength == 4 {
                put("\n\t\tMinimum path latency: ")
                let latency = try u32(p + 4)
                if latency == 0xffff_ffff { put("don't care") } else { put(decimal: latency) }
            }
        case 10:
            if parameterLength == 4 { put("\n\t\tComposed MTU: "); put(decimal: try u32(p + 4)); put(" bytes") }
        case 127:
            if parameterLength == 20 {
                put("\n\t\tToken Bucket Rate: "); putFloatTenSignificant(Float(bitPattern: try u32(p + 4)) / 125_000)
                put(" Mbps\n\t\tToken Bucket Size: "); putFloatTenSignificant(Float(bitPattern: try u32(p + 8)))
                put(" bytes\n\t\tPeak Data Rate: "); putFloatTenSignificant(Float(bitPattern: try u32(p + 12)) / 125_000)
                put(" Mbps\n\t\tMinimum Policed Unit: "); put(decimal: try u32(p + 16))
                put(" bytes\n\t\tMaximum Packet Size: "); put(decimal: try u32(p + 20)); put(" bytes")
            }
        case 130:
            if parameterLength == 8 {
                put("\n\t\tRate: "); putFloatTenSignificant(Float(bitPattern: try u32(p + 4)) / 125_000)
                put(" Mbps\n\t\tSlack Term: "); put(decimal: try u32(p + 8))
            }
        case 133, 134, 135, 136:
            if parameterLength == 4 { put("\n\t\tValue: "); put(decimal: try u32(p + 4)) }
        default:
            if verbose <= 1 { unknownData(at: p + 4, length: parameterLength, prefix: "\n\t\t") }
        }
        return parameterLength + 4
    }

    /// Generalized UNI (229): TNA addresses, diversity, egress label, service level subobjects.
    mutating func rsvpGeneralizedUNI(at body: Int, length: Int, spaces s: Int) throws(Truncated) -> RSVPObjectOutcome {
        guard length >= 4 else { return .tooShort }
        var p = body
        var objectLeft = length
        var total = length
        var outcome = RSVPObjectOutcome.done
        while total != 0 {
            guard total >= 4 else { return .invalid }
            let subLength = Int(try u16(p))
            let type = try u16(p + 2) >> 8
            let family = try u16(p + 2) & 0xff
            rsvpLine(s + 2); put("Subobject Type: "); put(RSVPNames.generalizedUNI(type) ?? "Unknown"); put(" (")
            put(decimal: type); put("), AF: "); put(BGPNames.afi(family) ?? "Unknown"); put(" ("); put(decimal: family)
            put("), length: "); put(decimal: subLength)
            guard subLength >= 4, subLength <= total, objectLeft >= subLength else { return .invalid }
            switch type {
            case 1, 2:
                switch family {
                case 1:
                    guard subLength >= 8 else { return .subobjectTooShort }
                    rsvpLine(s + 4); put("UNI IPv4 TNA address: "); try putIPv4(at: p + 4)
                case 2:
                    guard subLength >= 20 else { return .subobjectTooShort }
                    rsvpLine(s + 4); put("UNI IPv6 TNA address: "); try putIPv6(at: p + 4)
                case 3:
                    outcome = .hexdump
                default:
                    break
                }
            case 3:
                if subLength > 4 { outcome = .hexdump }
            case 4:
                guard subLength >= 16 else { return .subobjectTooShort }
                let word = try u32(p + 4)
                rsvpLine(s + 4); put("U-bit: "); put(hex: word >> 31); put(", Label type: "); put(decimal: word & 0xff)
                put(", Logical port id: "); put(decimal: try u32(p + 8)); put(", Label: "); put(decimal: try u32(p + 12))
            case 5:
                guard subLength >= 8 else { return .subobjectTooShort }
                rsvpLine(s + 4); put("Service level: "); put(decimal: try u32(p + 4) >> 24)
            default:
                outcome = .hexdump
            }
            total -= subLength
            p += subLength
            // tcpdump adds here where it means to subtract; the check above keeps its effect.
            objectLeft += subLength
        }
        return outcome
    }
}
