// MPLS (RFC 3032) as tcpdump's mpls_print prints it: the label stack, then the payload the labels
// or its first byte say it is (IPv4, IPv6; anything else as a hex dump).

/// One MPLS label stack entry (RFC 3032 section 2.1): label 20 bits, traffic class 3 (RFC 5462),
/// bottom of stack 1, TTL 8.
struct MPLSLabelEntry {
    let raw: UInt32
    var label: UInt32 { raw >> 12 }
    var trafficClass: UInt32 { (raw >> 9) & 7 }
    var isBottomOfStack: Bool { raw & 0x100 != 0 }
    var ttl: UInt32 { raw & 0xff }

    /// tcpdump's mpls_labelname: the reserved labels 0-15 (RFC 3032 2.1).
    static func reservedName(_ label: UInt32) -> StaticString? {
        switch label {
        case 0: "IPv4 explicit NULL"
        case 1: "router alert"
        case 2: "IPv6 explicit NULL"
        case 3: "implicit NULL"
        case 4...15: "rsvd"
        default: nil
        }
    }

    /// What the payload after the bottom label is: by the explicit/implicit NULL labels, else by
    /// its first byte (0x45-0x4f IPv4, 0x60-0x6f IPv6), as tcpdump guesses it.
    enum Payload { case ipv4, ipv6, osi, unknown }

    static func payload(bottomLabel: UInt32, firstByte: UInt8?) -> Payload {
        switch bottomLabel {
        case 0, 3: return .ipv4
        case 2: return .ipv6
        default:
            guard let first = firstByte else { return .unknown }
            switch first {
            case 0x45...0x4f: return .ipv4
            case 0x60...0x6f: return .ipv6
            case 0x81...0x83: return .osi
            default: return .unknown
            }
        }
    }
}

extension Dissection {
    mutating func mpls(at start: Int, length total: Int) throws(Truncated) {
        proto = "mpls"
        layer(MPLSFields.mpls)
        beginList(MPLSFields.labels)
        put("MPLS")
        var offset = start
        var length = total
        var depth = 0
        var entry = MPLSLabelEntry(raw: 0)
        repeat {
            if length < 4 {
                let captured = has(Swift.max(0, length), at: offset)
                if Sink.rendersText {
                    putInvalid()
                } else if captured {
                    reportMalformed("no bottom-of-stack entry")
                }
                // tcpdump's ND_TCHECK of the rest: its longjmp (the marker, and -x dumps the whole
                // packet) when the capture cut it.
                if !captured { throw Truncated() }
                return
            }
            entry = MPLSLabelEntry(raw: try u32(offset))
            beginItem()
            report(MPLSFields.label, entry.label)
            report(MPLSFields.trafficClass, entry.trafficClass)
            report(MPLSFields.bottom, bool: entry.isBottomOfStack)
            report(MPLSFields.ttl, entry.ttl)
            endItem()
            put(depth > 0 && verbose > 0 ? "\n\t" : " ")
            put("(label "); put(decimal: entry.label)
            depth += 1
            if verbose > 0, let name = MPLSLabelEntry.reservedName(entry.label) {
                put(" ("); put(name); put(")")
            }
            put(", tc "); put(decimal: entry.trafficClass)
            if entry.isBottomOfStack { put(", [S]") }
            put(", ttl "); put(decimal: entry.ttl); put(")")
            offset += 4
            length -= 4
        } while !entry.isBottomOfStack
        endList()
        var first: UInt8?
        if entry.label > 3 || entry.label == 1 {
            // tcpdump only looks at the payload when the label does not say what it is.
            if length < 1 { return }
            first = try u8(offset)
        }
        switch MPLSLabelEntry.payload(bottomLabel: entry.label, firstByte: first) {
        case .ipv4:
            put(verbose > 0 ? "\n\t" : " ")
            try ipv4(at: offset, length: length)
        case .ipv6:
            put(verbose > 0 ? "\n\t" : " ")
            try ipv6(at: offset, length: length)
        case .osi:
            put(verbose > 0 ? "\n\t" : " ")
            try isoclns(at: offset, length: length)
        case .unknown:
            defaultPrint(from: offset, count: length)
            // tcpdump's hex_and_ascii_print ends a dump the capture cut with its longjmp (the dump,
            // and so the longjmp, are suppressed by -q and the -x family).
            let dumps = switch options.hexDump {
            case .hex, .hexWithLinkHeader, .hexASCII, .hexASCIIWithLinkHeader: false
            default: !options.quiet
            }
            if dumps && length > available(from: offset) { throw Truncated() }
        }
    }
}
