import SwiftNetWire

// The objects of an RSVP message as tcpdump 4.99's rsvp_obj_print prints them at -v: a header
// line per object, the decoded body for every class/C-type it knows, a hex dump of the others
// (and of every object again at -vv), and its error lines for malformed lengths.

extension Dissection {
    /// rsvp_obj_print: false where tcpdump returns -1 (a malformed object ends the packet).
    mutating func rsvpObjects(at offset: Int, length: Int, spaces: Int) throws(Truncated) -> Bool {
        var cursor = offset
        var left = length
        beginList(RSVPFields.objects)
        defer { endList() }
        while left >= 4 {
            beginItem()
            defer { endItem() }
            let objectLength = Int(try u16(cursor))
            let ctype = try u8(cursor + 3)
            let objectClass = try u8(cursor + 2)
            report(RSVPFields.objectClass, objectClass)
            report(RSVPFields.classType, ctype)
            report(RSVPFields.objectLength, objectLength)
            if objectLength % 4 != 0 {
                rsvpLine(spaces); put("ERROR: object header size "); put(decimal: objectLength)
                put(" not a multiple of 4")
                if Sink.collectsFields { reportMalformed("object length not a multiple of 4") }
                return false
            }
            if objectLength < 4 {
                rsvpLine(spaces); put("ERROR: object header too short "); put(decimal: objectLength); put(" < 4")
                if Sink.collectsFields { reportMalformed("object length below its 4-byte header") }
                return false
            }
            rsvpLine(spaces); put(RSVPNames.objectClass(objectClass) ?? "Unknown"); put(" Object (")
            put(decimal: objectClass); put(") Flags: [")
            put(objectClass & 0x80 == 0 ? "reject" : objectClass & 0x40 != 0 ? "ignore and forward" : "ignore silently")
            put(" if unknown], Class-Type: "); put(RSVPNames.classType(objectClass, ctype) ?? "Unknown")
            put(" ("); put(decimal: ctype); put("), length: "); put(decimal: objectLength)
            if left < objectLength {
                rsvpLine(spaces); put("ERROR: object goes past end of objects TLV")
                if Sink.collectsFields { reportMalformed("object past the end of its message") }
                return false
            }
            guard has(objectLength, at: cursor) else {
                putTruncationMarker()
                return false
            }
            let body = cursor + 4
            let bodyLength = objectLength - 4
            let outcome = try rsvpObjectBody(objectClass, ctype, at: body, length: bodyLength, spaces: spaces)
            switch outcome {
            case .tooShort:
                rsvpLine(spaces); put("ERROR: object is too short")
                if Sink.collectsFields { reportMalformed("object shorter than its C-type needs") }
                return false
            case .subobjectTooShort:
                rsvpLine(spaces); put("ERROR: sub-object is too short")
                if Sink.collectsFields { reportMalformed("sub-object shorter than its type needs") }
                return false
            case .invalid:
                putInvalid(reason: "malformed RSVP subobject")
                return false
            case .stop:
                return false
            case .done, .hexdump:
                break
            }
            if outcome == .hexdump { report(RSVPFields.data, bytesAt: body, count: bodyLength) }
            if verbose > 1 || outcome == .hexdump {
                unknownData(at: body, length: bodyLength, prefix: "\n\t    ")
            }
            cursor += objectLength
            left -= objectLength
        }
        return true
    }

    /// How one object's body ended, as rsvp_obj_print's gotos and its `hexdump` flag.
    enum RSVPObjectOutcome {
        case done, hexdump, tooShort, subobjectTooShort, invalid, stop
    }

    /// The body of one object (already captured whole).
    private mutating func rsvpObjectBody(_ objectClass: UInt8, _ ctype: UInt8, at body: Int, length: Int,
                                         spaces: Int) throws(Truncated) -> RSVPObjectOutcome {
        var left = length
        var p = body
        let s = spaces
        switch objectClass {
        case 1:  // Session
            switch ctype {
            case 1:
                guard left >= 8 else { return .tooShort }
                report(RSVPFields.address, bytesAt: p, count: 4)
                report(RSVPFields.port, bytes.uint16(at: p + 6))
                rsvpLine(s + 2); put("IPv4 DestAddress: "); try putIPv4(at: p); put(", Protocol ID: 0x")
                put(hex: try u8(p + 4), digits: 2)
                rsvpLine(s + 2); put("Flags: [0x"); put(hex: try u8(p + 5), digits: 2); put("], DestPort ")
                put(decimal: try u16(p + 6))
            case 2:
                guard left >= 20 else { return .tooShort }
                report(RSVPFields.address6, bytesAt: p, count: 16)
                report(RSVPFields.port, bytes.uint16(at: p + 18))
                rsvpLine(s + 2); put("IPv6 DestAddress: "); try putIPv6(at: p); put(", Protocol ID: 0x")
                put(hex: try u8(p + 16), digits: 2)
                rsvpLine(s + 2); put("Flags: [0x"); put(hex: try u8(p + 17), digits: 2); put("], DestPort ")
                put(decimal: try u16(p + 18))
            case 8:
                guard left >= 36 else { return .tooShort }
                report(RSVPFields.address6, bytesAt: p, count: 16)
                report(RSVPFields.tunnelID, bytes.uint16(at: p + 18))
                rsvpLine(s + 2); put("IPv6 Tunnel EndPoint: "); try putIPv6(at: p); put(", Tunnel ID: 0x")
                put(hex: try u16(p + 18), digits: 4); put(", Extended Tunnel ID: "); try putIPv6(at: p + 20)
            case 14:
                guard left >= 26 else { return .tooShort }
                report(RSVPFields.tunnelID, bytes.uint16(at: p + 6))
                rsvpLine(s + 2); put("IPv6 P2MP LSP ID: 0x"); put(hex: try u32(p), digits: 8); put(", Tunnel ID: 0x")
                put(hex: try u16(p + 6), digits: 4); put(", Extended Tunnel ID: "); try putIPv6(at: p + 8)
            case 13, 7, 11:
                guard left >= 12 else { return .tooShort }
                report(RSVPFields.address, bytesAt: p, count: 4)
                report(RSVPFields.tunnelID, bytes.uint16(at: p + 6))
                rsvpLine(s + 2); put(ctype == 13 ? "IPv4 P2MP LSP ID: " : "IPv4 Tunnel EndPoint: "); try putIPv4(at: p)
                put(", Tunnel ID: 0x"); put(hex: try u16(p + 6), digits: 4); put(", Extended Tunnel ID: ")
                try putIPv4(at: p + 8)
            default:
                return .hexdump
            }
        case 15, 195:  // Confirm, Notify Request
            let what: StaticString = objectClass == 15 ? "Receiver" : "Notify Node"
            switch ctype {
            case 1:
                guard left >= 4 else { return .tooShort }
                report(RSVPFields.address, bytesAt: p, count: 4)
                rsvpLine(s + 2); put("IPv4 "); put(what); put(" Address: "); try putIPv4(at: p)
            case 2:
                guard left >= 16 else { return .tooShort }
                report(RSVPFields.address6, bytesAt: p, count: 16)
                rsvpLine(s + 2); put("IPv6 "); put(what); put(" Address: "); try putIPv6(at: p)
            default:
                return .hexdump
            }
        case 129, 35, 34, 16:  // Suggested, Upstream, Recovery Label, Label
            switch ctype {
            case 1:
                while left >= 4 {
                    let label = try u32(p)
                    report(RSVPFields.label, label)
                    rsvpLine(s + 2); put("Label: "); put(decimal: label)
                    left -= 4
                    p += 4
                }
            case 2:
                guard left >= 4 else { return .tooShort }
                let label = try u32(p)
                report(RSVPFields.label, label)
                rsvpLine(s + 2); put("Generalized Label: "); put(decimal: label)
            case 3:
                guard left >= 12 else { return .tooShort }
                rsvpLine(s + 2); put("Waveband ID: "); put(decimal: try u32(p))
                rsvpLine(s + 2); put("Start Label: "); put(decimal: try u32(p + 4))
                put(", Stop Label: "); put(decimal: try u32(p + 8))
            default:
                return .hexdump
            }
        case 8:  // Style
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            let style = try u32(p) & 0x00ff_ffff
            report(RSVPFields.style, style)
            rsvpLine(s + 2); put("Reservation Style: "); put(RSVPNames.reservationStyle(style) ?? "Unknown")
            put(", Flags: [0x"); put(hex: try u8(p), digits: 2); put("]")
        case 11, 10:  // Sender Template, FilterSpec
            return try rsvpSender(objectClass, ctype, at: p, length: left, spaces: s)
        case 19:  // Label Request
            return try rsvpLabelRequest(ctype, at: p, length: left, spaces: s)
        case 21, 20:  // RRO, ERO
            guard ctype == 1 else { return .hexdump }
            return try rsvpRoute(at: p, length: left, spaces: s)
        case 22:  // Hello
            guard ctype == 1 || ctype == 2 else { return .hexdump }
            guard left >= 8 else { return .tooShort }
            rsvpLine(s + 2); put("Source Instance: 0x"); put(hex: try u32(p), digits: 8)
            put(", Destination Instance: 0x"); put(hex: try u32(p + 4), digits: 8)
        case 131:  // Restart Capability
            guard ctype == 1 else { return .hexdump }
            guard left >= 8 else { return .tooShort }
            rsvpLine(s + 2); put("Restart  Time: "); put(decimal: try u32(p)); put("ms, Recovery Time: ")
            put(decimal: try u32(p + 4)); put("ms")
        case 134:  // Capability (RFC 5063)
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            let value = try u32(p)
            if value & ~7 != 0 {
                rsvpLine(s + 2); put("[reserved=0x"); put(hex: value & ~7, digits: 8); put(" must be zero]")
            }
            rsvpLine(s + 2); put("Flags: ["); putBitNames(value & 7, descending: true, RSVPNames.capabilityFlag); put("]")
        case 207:  // Session Attribute
            guard ctype == 7 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            let nameLength = Int(try u8(p + 3))
            guard left >= 4 + nameLength else { return .tooShort }
            rsvpLine(s + 2); put("Session Name: ")
            report(RSVPFields.sessionName, bytesAt: p + 4, count: nameLength)
            for index in 0..<nameLength { putCharacterEscaped(try u8(p + 4 + index)) }
            let flags = try u8(p + 2)
            rsvpLine(s + 2); put("Setup Priority: "); put(decimal: try u8(p)); put(", Holding Priority: ")
            put(decimal: try u8(p + 1)); put(", Flags: [")
            putBitNames(UInt32(flags), RSVPNames.sessionAttributeFlag); put("] (")
            putHashHex(flags); put(")")
        case 229:  // Generalized UNI
            guard ctype == 1 else { return .hexdump }
            return try rsvpGeneralizedUNI(at: p, length: left, spaces: s)
        case 3:  // RSVP Hop
            switch ctype {
            case 3, 1:
                guard left >= 8 else { return .tooShort }
                report(RSVPFields.address, bytesAt: p, count: 4)
                rsvpLine(s + 2); put("Previous/Next Interface: "); try putIPv4(at: p)
                put(", Logical Interface Handle: 0x"); put(hex: try u32(p + 4), digits: 8)
                if left > 8 { return .hexdump }
            case 4, 2:
                guard left >= 20 else { return .tooShort }
                report(RSVPFields.address6, bytesAt: p, count: 16)
                rsvpLine(s + 2); put("Previous/Next Interface: "); try putIPv6(at: p)
                put(", Logical Interface Handle: 0x"); put(hex: try u32(p + 16), digits: 8)
                return .hexdump
            default:
                return .hexdump
            }
        case 5:  // Time Values
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            let period = try u32(p)
            report(RSVPFields.refreshPeriod, period)
            rsvpLine(s + 2); put("Refresh Period: "); put(decimal: period); put("ms")
        case 12, 13, 9:  // Sender TSpec, Adspec, Flowspec
            guard ctype == 2 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            try rsvpIntServ(at: p, length: left, spaces: s)
        case 205:  // Fast Re-Route
            switch ctype {
            case 1, 7:
                guard left >= (ctype == 1 ? 20 : 16) else { return .tooShort }
                rsvpLine(s + 2); put("Setup Priority: "); put(decimal: try u8(p)); put(", Holding Priority: ")
                put(decimal: try u8(p + 1)); put(", Hop-limit: "); put(decimal: try u8(p + 2)); put(", Bandwidth: ")
                // In float, as tcpdump computes it, then printed with %.10g.
                putFloatTenSignificant(Float(bitPattern: try u32(p + 4)) * 8 / 1_000_000)
                put(" Mbps")
                rsvpLine(s + 2)
                if ctype == 1 {
                    put("Include-any: 0x"); put(hex: try u32(p + 8), digits: 8)
                    put(", Exclude-any: 0x"); put(hex: try u32(p + 12), digits: 8)
                    put(", Include-all: 0x"); put(hex: try u32(p + 16), digits: 8)
                } else {
                    put("Include Colors: 0x"); put(hex: try u32(p + 8), digits: 8)
                    put(", Exclude Colors: 0x"); put(hex: try u32(p + 12), digits: 8)
                }
            default:
                return .hexdump
            }
        case 63:  // Detour
            guard ctype == 7 else { return .hexdump }
            while left >= 8 {
                rsvpLine(s + 2); put("PLR-ID: "); try putIPv4(at: p); put(", Avoid-Node-ID: "); try putIPv4(at: p + 4)
                left -= 8
                p += 8
            }
        case 66, 125:  // Class Type
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            rsvpLine(s + 2); put("CT: "); put(decimal: try u32(p) & 7)
        case 6:  // Error Spec
            return try rsvpErrorSpec(ctype, at: p, length: left, spaces: s)
        case 204:  // Properties
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            let padding = Int(try u16(p + 2))
            rsvpLine(s + 2); put("TLV count: "); put(decimal: try u16(p)); put(", padding bytes: "); put(decimal: padding)
            left -= 4
            p += 4
            while left >= 2 + padding {
                let type = try u8(p)
                let tlvLength = Int(try u8(p + 1))
                rsvpLine(s + 4); put(RSVPNames.propertyTLV(type) ?? "unknown"); put(" TLV (0x"); put(hex: type, digits: 2)
                put("), length: "); put(decimal: tlvLength)
                guard left >= tlvLength else { return .tooShort }
                guard tlvLength >= 2 else {
                    rsvpLine(s); put("ERROR: property TLV is too short")
                    if Sink.collectsFields { reportMalformed("property TLV shorter than its header") }
                    return .stop
                }
                unknownData(at: p + 2, length: tlvLength - 2, prefix: "\n\t\t")
                left -= tlvLength
                p += tlvLength
            }
        case 23, 24, 25:  // Message ID, Ack, List
            guard ctype == 1 || ctype == 2 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            rsvpLine(s + 2); put("Flags [0x"); put(hex: try u8(p), digits: 2); put("], epoch: ")
            put(decimal: try u32(p) & 0x00ff_ffff)
            left -= 4
            p += 4
            var first = true
            while left >= 4 {
                let id = try u32(p)
                if first { report(RSVPFields.messageID, id) }
                first = false
                rsvpLine(s + 4); put("Message-ID 0x"); put(hex: id, digits: 8); put(" ("); put(decimal: id); put(")")
                left -= 4
                p += 4
            }
        case 4:  // Integrity (RFC 2747)
            guard ctype == 1 else { return .hexdump }
            guard left >= 32 else { return .tooShort }
            rsvpLine(s + 2); put("Key-ID 0x"); put(hex: try u16(p + 2), digits: 4); put(hex: try u32(p + 4), digits: 8)
            put(", Sequence 0x"); put(hex: try u32(p + 8), digits: 8); put(hex: try u32(p + 12), digits: 8)
            put(", Flags ["); put(try u8(p) & 0x80 != 0 ? "Handshake" : "none"); put("]")
            rsvpLine(s + 2); put("MD5-sum 0x")
            for word in 0..<4 { put(hex: try u32(p + 16 + 4 * word), digits: 8) }
            // Without a secret (-M) tcpdump cannot check the digest.
            put("  (unchecked)")
        case 196:  // Administrative Status
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            rsvpLine(s + 2); put("Flags ["); putBitNames(try u32(p), descending: true, RSVPNames.adminStatusFlag); put("]")
        case 36:  // Label Set
            guard ctype == 1 else { return .hexdump }
            guard left >= 4 else { return .tooShort }
            let action = try u16(p) >> 8
            rsvpLine(s + 2); put("Action: "); put(RSVPNames.labelSetAction(action) ?? "Unknown"); put(" (")
            put(decimal: action); put("), Label type: "); put(decimal: try u32(p) & 0x7f)
            switch action {
            case 2, 3:
                guard left >= 12 else { return .tooShort }
                rsvpLine(s + 2); put("Start range: "); put(decimal: try u32(p + 4)); put(", End range: ")
                put(decimal: try u32(p + 8))
            default:
                left -= 4
                p += 4
                var subchannel = 1
                while left >= 4 {
                    rsvpLine(s + 2); put("Subchannel #"); put(decimal: subchannel); put(": "); put(decimal: try u32(p))
                    p += 4
                    left -= 4
                    subchannel += 1
                }
            }
        case 50:  // S2L sub-LSP
            switch ctype {
            case 1:
                guard left >= 4 else { return .tooShort }
                report(RSVPFields.address, bytesAt: p, count: 4)
                rsvpLine(s + 2); put("Sub-LSP destination address: "); try putIPv4(at: p)
            case 2:
                guard left >= 16 else { return .tooShort }
                report(RSVPFields.address6, bytesAt: p, count: 16)
                rsvpLine(s + 2); put("Sub-LSP destination address: "); try putIPv6(at: p)
            default:
                return .hexdump
            }
        default:
            // Scope, Policy Data, Acceptable Label Set, Protection, Call-ID and unknown classes.
            report(RSVPFields.data, bytesAt: p, count: left)
            if verbose <= 1 { unknownData(at: p, length: left, prefix: "\n\t    ") }
        }
        return .done
    }

    /// printf's `%#x` of a byte: "0" for zero, else 0x and lower-case hex without padding.
    mutating func putHashHex(_ value: UInt8) {
        if value == 0 { put("0") } else { put("0x"); put(hex: value) }
    }
}
