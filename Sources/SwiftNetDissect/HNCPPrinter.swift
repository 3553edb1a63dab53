import SwiftNetWire

// HNCP (RFC 7788 over DNCP, RFC 7787) on UDP 8231 as tcpdump 4.99.3's hncp_print prints it:
// `hncp (LEN)` and the TLV names on one line (repeats as ` (xN)`); with -v one line per TLV with its
// fields, nested TLVs one tab deeper (on one line again below the verbosity's depth). A TLV whose
// length does not fit prints ` (invalid)` and ends its level; one not captured ends its level with
// ` [|hncp]` (the enclosing levels go on).

enum HNCPField {
    /// tcpdump's type_values for the defined types.
    static func typeName(_ type: UInt32) -> StaticString? {
        switch type {
        case 1: "Request network state"
        case 2: "Request node state"
        case 3: "Node endpoint"
        case 4: "Network state"
        case 5: "Node state"
        case 8: "Peer"
        case 9: "Keep-alive interval"
        case 10: "Trust-Verdict"
        case 32: "HNCP-Version"
        case 33: "External-Connection"
        case 34: "Delegated-Prefix"
        case 43: "Prefix-Policy"
        case 37: "DHCPv4-Data"
        case 38: "DHCPv6-Data"
        case 35: "Assigned-Prefix"
        case 36: "Node-Address"
        case 39: "DNS-Delegated-Zone"
        case 40: "Domain-Name"
        case 41: "Node-Name"
        case 42: "Managed-PSK"
        case reserved: "Reserved"
        case unassigned: "Unassigned"
        case privateUse: "Private use"
        case futureUse: "Future use"
        default: nil
        }
    }

    static let reserved: UInt32 = 0x10000
    static let unassigned: UInt32 = 0x10001
    static let privateUse: UInt32 = 0x10002
    static let futureUse: UInt32 = 0x10003

    /// The type itself when named, else the range it falls in.
    static func mask(_ type: UInt16) -> UInt32 {
        if type != 6 && type != 7, typeName(UInt32(type)) != nil { return UInt32(type) }
        switch type {
        case 0: return reserved
        case 44...511: return unassigned
        case 768...1023: return privateUse
        default: return futureUse
        }
    }
}

/// How one level of the TLV walk ended early: ` [|hncp]` or ` (invalid)` (the caller's level goes on).
enum HNCPStop: Error {
    case truncated
    case invalid
    /// A read past the capture inside a name (tcpdump's failed GET): ends the packet.
    case cut
}

extension Dissection {
    mutating func hncp(at offset: Int, length: Int) throws(Truncated) {
        proto = "hncp"
        layer(HNCPFields.hncp)
        report(HNCPFields.length, length)
        put("hncp ("); put(decimal: length); put(")")
        // JSON lists the top-level TLVs as captured; the text walk's per-level ` (invalid)` and
        // ` [|hncp]` marks (several per packet) have no place in one layer object.
        if Sink.collectsFields {
            reportHNCPTLVs(at: offset, length: length)
            if available(from: offset) < length { reportTruncated() }
            return
        }
        try hncpLevel(at: offset, length: length, indent: 1)
    }

    /// JSON: the top-level TLVs as captured (the text walk decides the truncation point).
    private mutating func reportHNCPTLVs(at start: Int, length: Int) {
        beginList(HNCPFields.tlvs)
        var index = 0
        while index + 4 <= length, has(4, at: start + index) {
            let bodyLength = Int(bytes.uint16(at: start + index + 2))
            beginItem()
            report(HNCPFields.type, bytes.uint16(at: start + index))
            report(HNCPFields.bodyLength, bodyLength)
            if bodyLength > 0 { report(HNCPFields.data, bytesAt: start + index + 4, count: bodyLength) }
            endItem()
            index += 4 + (bodyLength + 3) & ~3
        }
        endList()
    }

    /// hncp_print_rec: one level of TLVs; its own early end is printed here.
    private mutating func hncpLevel(at start: Int, length: Int, indent: Int) throws(Truncated) {
        do {
            try hncpTLVs(at: start, length: length, indent: indent)
        } catch .truncated {
            putTruncationMarker()
        } catch .cut {
            throw Truncated()
        } catch {
            putInvalid(reason: "a TLV longer than its container")
        }
    }

    private mutating func hncpTLVs(at start: Int, length: Int, indent: Int) throws(HNCPStop) {
        let inLine = indent - 1 >= verbose && verbose < 3
        var first = true
        var lastMask: UInt32 = 0xffff_ffff
        var lastCount = -1
        var index = 0
        while index < length {
            let tlv = start + index
            if !inLine { putHNCPIndent(indent) }
            guard has(4, at: tlv) else { throw .truncated }
            guard index + 4 <= length else { throw .invalid }
            let type = bytes.uint16(at: tlv)
            let bodyLength = Int(bytes.uint16(at: tlv + 2))
            let value = tlv + 4
            guard has(bodyLength, at: value) else { throw .truncated }
            guard index + bodyLength + 4 <= length else { throw .invalid }
            let mask = HNCPField.mask(type)
            if inLine {
                if lastMask == mask {
                    lastCount += 1
                } else {
                    putHNCPInLine(lastMask, count: lastCount, indent: indent, first: &first)
                    lastMask = mask
                    lastCount = 1
                }
            } else {
                put(HNCPField.typeName(mask) ?? "Easter Egg (42)")
                if mask > 0xffff { put(": type="); put(decimal: type) }
                put(" ("); put(decimal: bodyLength + 4); put(")")
                try hncpTLVBody(mask, at: value, length: bodyLength, indent: indent)
            }
            index += 4 + (bodyLength + 3) & ~3
        }
        putHNCPInLine(lastMask, count: lastCount, indent: indent, first: &first)
    }

    private mutating func putHNCPIndent(_ indent: Int) {
        put("\n")
        for _ in 0..<indent { put("\t") }
    }

    private mutating func putHNCPInLine(_ mask: UInt32, count: Int, indent: Int, first: inout Bool) {
        guard count > 0 else { return }
        if first {
            first = false
            if indent > 1 { putHNCPIndent(indent) } else { put(" ") }
        } else {
            put(", ")
        }
        put(HNCPField.typeName(mask) ?? "Easter Egg")
        if count > 1 { put(" (x"); put(decimal: count); put(")") }
    }

    /// One TLV's fields at -v (its body is captured: the caller checked). Throws `.invalid` only
    /// where tcpdump leaves the whole level (a DHCPv4-Data that does not parse).
    private mutating func hncpTLVBody(_ mask: UInt32, at value: Int, length: Int, indent: Int) throws(HNCPStop) {
        switch mask {
        case 1:
            if length != 0 { putInvalid() }
        case 2:
            guard length == 4 else { return putInvalid() }
            put(" NID: "); putHNCPNodeID(at: value)
        case 3:
            guard length == 8 else { return putInvalid() }
            put(" NID: "); putHNCPNodeID(at: value)
            put(" EPID: "); put(hex: bytes.uint32(at: value + 4), digits: 8)
        case 4:
            guard length == 8 else { return putInvalid() }
            put(" hash: "); putHNCPHex(at: value, count: 8)
        case 5:
            guard length >= 20 else { return putInvalid() }
            put(" NID: "); putHNCPNodeID(at: value)
            put(" seqno: "); put(decimal: bytes.uint32(at: value + 4))
            put(" "); putHNCPInterval(bytes.uint32(at: value + 8))
            put(" hash: "); putHNCPHex(at: value + 12, count: 8)
            try hncpNested(at: value + 20, length: length - 20, indent: indent)
        case 8:
            guard length == 12 else { return putInvalid() }
            put(" Peer-NID: "); putHNCPNodeID(at: value)
            put(" Peer-EPID: "); put(hex: bytes.uint32(at: value + 4), digits: 8)
            put(" Local-EPID: "); put(hex: bytes.uint32(at: value + 8), digits: 8)
        case 9:
            guard length >= 8 else { return putInvalid() }
            put(" EPID: "); put(hex: bytes.uint32(at: value), digits: 8)
            put(" Interval: "); putHNCPInterval(bytes.uint32(at: value + 4))
        case 10:
            guard length > 36 else { return putInvalid() }
            put(" Verdict: "); put(decimal: bytes[value])
            put(" Fingerprint: "); putHNCPHex(at: value + 4, count: 32)
            put(" Common Name: "); putNULTerminatedText(at: value + 36, count: length - 36)
        case 32:
            guard length >= 5 else { return putInvalid() }
            let capabilities = bytes.uint16(at: value + 2)
            put(" M: "); put(decimal: capabilities >> 12 & 0xf)
            put(" P: "); put(decimal: capabilities >> 8 & 0xf)
            put(" H: "); put(decimal: capabilities >> 4 & 0xf)
            put(" L: "); put(decimal: capabilities & 0xf)
            put(" User-agent: "); putNULTerminatedText(at: value + 4, count: length - 4)
        case 33:
            try hncpNested(at: value, length: length, indent: indent)
        case 34:
            guard length >= 9, length >= 9 + (Int(bytes[value + 8]) + 7) / 8 else { return putInvalid() }
            put(" VLSO: "); putHNCPInterval(bytes.uint32(at: value))
            put(" PLSO: "); putHNCPInterval(bytes.uint32(at: value + 4))
            put(" Prefix: ")
            var used = putHNCPPrefix(at: value + 8, maximum: length - 8)
            if used == -1 { return put("(length is invalid)") }
            guard used >= 0 else { return putInvalid() }
            used += 8 + (-used & 3)
            if length >= used { try hncpNested(at: value + used, length: length - used, indent: indent) }
        case 43:
            guard length >= 1 else { return putInvalid() }
            let policy = bytes[value]
            put(" type: ")
            switch policy {
            case 0:
                guard length == 1 else { return putInvalid() }
                put("Internet connectivity")
            case 1...128:
                put("Dest-Prefix: ")
                let used = putHNCPPrefix(at: value, maximum: length)
                if used == -1 { return put("(length is invalid)") }
                if used < 0 { putInvalid() }
            case 129:
                put("DNS domain: ")
                _ = putHNCPLabels(at: value + 1, maximum: length - 1)
            case 130:
                put("Opaque UTF-8: ")
                putNULTerminatedText(at: value + 1, count: length - 1)
            case 131:
                guard length == 1 else { return putInvalid() }
                put("Restrictive assignment")
            default:
                put("Unknown ("); put(decimal: policy); put(")")
            }
        case 37:
            guard length != 0 else { return putInvalid() }
            let parsed: Bool
            do { parsed = try hncpDHCPv4(at: value, length: length, indent: indent + 1) } catch { throw .cut }
            guard parsed else { throw .invalid }
        case 38:
            guard length != 0 else { return putInvalid() }
            let parsed: Bool
            do { parsed = try hncpDHCPv6(at: value, length: length, indent: indent + 1) } catch { throw .cut }
            if !parsed { putInvalid() }
        case 35:
            guard length >= 6, length >= 6 + (Int(bytes[value + 5]) + 7) / 8 else { return putInvalid() }
            put(" EPID: "); put(hex: bytes.uint32(at: value), digits: 8)
            put(" Prty: "); put(decimal: bytes[value + 4] & 0xf)
            put(" Prefix: ")
            var used = putHNCPPrefix(at: value + 5, maximum: length - 5)
            guard used >= 0 else { return putInvalid() }
            used += 5
            used += -used & 3
            if length >= used { try hncpNested(at: value + used, length: length - used, indent: indent) }
        case 36:
            guard length >= 20 else { return putInvalid() }
            put(" EPID: "); put(hex: bytes.uint32(at: value), digits: 8)
            put(" IP Address: "); putHNCPAddress(at: value + 4)
            try hncpNested(at: value + 20, length: length - 20, indent: indent)
        case 39:
            guard length >= 17 else { return putInvalid() }
            put(" IP-Address: "); putHNCPAddress(at: value)
            let flags = bytes[value + 16]
            put(" "); put(byte: flags & 4 != 0 ? UInt8(ascii: "l") : UInt8(ascii: "-"))
            put(byte: flags & 2 != 0 ? UInt8(ascii: "b") : UInt8(ascii: "-"))
            put(byte: flags & 1 != 0 ? UInt8(ascii: "s") : UInt8(ascii: "-")); put(" ")
            var used = putHNCPLabels(at: value + 17, maximum: length - 17)
            guard used >= 0 else { return putInvalid() }
            used += 17
            used += -used & 3
            if length >= used { try hncpNested(at: value + used, length: length - used, indent: indent) }
        case 40:
            guard length != 0 else { return putInvalid() }
            put(" Domain: ")
            _ = putHNCPLabels(at: value, maximum: length)
        case 41:
            guard length >= 17 else { return putInvalid() }
            var nameLength = Int(bytes[value + 16])
            guard length >= 17 + nameLength else { return putInvalid() }
            put(" IP-Address: "); putHNCPAddress(at: value); put(" Name: ")
            if nameLength < 64 {
                put("\""); putNULTerminatedText(at: value + 17, count: nameLength); put("\"")
            } else {
                putInvalid()
            }
            nameLength = (nameLength + 17 + 3) & ~3
            if length >= nameLength { try hncpNested(at: value + nameLength, length: length - nameLength, indent: indent) }
        case 42:
            guard length >= 32 else { return putInvalid() }
            put(" PSK: "); putHNCPHex(at: value, count: 32)
            try hncpNested(at: value + 32, length: length - 32, indent: indent)
        default:
            break
        }
    }

    /// A nested level: its own early end is printed by it, and this level goes on.
    private mutating func hncpNested(at start: Int, length: Int, indent: Int) throws(HNCPStop) {
        do {
            try hncpTLVs(at: start, length: length, indent: indent + 1)
        } catch .truncated {
            putTruncationMarker()
        } catch .cut {
            throw .cut
        } catch {
            putInvalid()
        }
    }

    private mutating func putHNCPNodeID(at offset: Int) {
        for index in 0..<4 {
            if index > 0 { put(":") }
            put(hex: bytes[offset + index], digits: 2)
        }
    }

    private mutating func putHNCPHex(at offset: Int, count: Int) {
        for index in 0..<count { put(hex: bytes[offset + index], digits: 2) }
    }

    /// Milliseconds as `S.MMMs`.
    private mutating func putHNCPInterval(_ value: UInt32) {
        put(decimal: value / 1000); put("."); put(decimal: value % 1000, width: 3); put("s")
    }

    /// An IPv6 address, or the IPv4 address of an IPv4-mapped one.
    private mutating func putHNCPAddress(at offset: Int) {
        if isHNCPV4Mapped(at: offset) {
            guard Sink.rendersText else { return }
            out.appendIPv4(bytes.uint32(at: offset + 12))
        } else {
            guard Sink.rendersText, let address = IPv6Address(bytes, at: offset) else { return }
            out.appendIPv6(address)
        }
    }

    private func isHNCPV4Mapped(at offset: Int) -> Bool {
        for index in 0..<10 where bytes[offset + index] != 0 { return false }
        return bytes[offset + 10] == 0xff && bytes[offset + 11] == 0xff
    }

    /// tcpdump's print_prefix: a length byte and the prefix bytes (IPv4-mapped prefixes as IPv4);
    /// returns the bytes used, -1 for a length past the address, -3 for one past `maximum`.
    private mutating func putHNCPPrefix(at offset: Int, maximum: Int) -> Int {
        let first = Int(bytes[offset])
        if first >= 96, maximum >= 13, isHNCPV4Mapped(at: offset + 1) {
            let plen = first - 96
            guard plen <= 32 else { return -1 }
            let bytesUsed = (plen + 7) / 8
            guard maximum - 1 >= bytesUsed + 12 else { return -3 }
            var address: UInt32 = 0
            for index in 0..<bytesUsed {
                address |= UInt32(bytes[offset + 13 + index]) << UInt32(24 - 8 * index)
            }
            if plen % 8 != 0 {
                let shift = UInt32(32 - 8 * bytesUsed)
                let keep = UInt32((0xff00 >> (plen % 8)) & 0xff) << shift
                address &= ~(UInt32(0xff) << shift) | keep
            }
            if Sink.rendersText { out.appendIPv4(address) }
            put("/"); put(decimal: plen)
            return bytesUsed + 13
        }
        // decode_prefix6
        guard maximum >= 1 else { return -3 }
        guard first <= 128 else { return -1 }
        let bytesUsed = (first + 7) / 8
        guard maximum - 1 >= bytesUsed else { return -3 }
        var prefix = BabelPrefix()
        for index in 0..<bytesUsed { prefix[index] = bytes[offset + 1 + index] }
        if first % 8 != 0 { prefix[bytesUsed - 1] &= UInt8((0xff00 >> (first % 8)) & 0xff) }
        if Sink.rendersText { out.appendIPv6(IPv6Address(high: prefix.high, low: prefix.low)) }
        put("/"); put(decimal: first)
        return 1 + bytesUsed
    }

    /// tcpdump's print_dns_label: uncompressed labels joined by dots; returns the bytes used, or
    /// -1 (after `[|DNS]`) when they run past `maximum` without the root label.
    private mutating func putHNCPLabels(at offset: Int, maximum: Int) -> Int {
        var used = 0
        while used < maximum {
            let label = Int(bytes[offset + used])
            used += 1
            if label == 0 { return used }
            if used > 1 { put(".") }
            if used + label > maximum {
                putNULTerminatedText(at: offset + used, count: maximum - used)
                break
            }
            putNULTerminatedText(at: offset + used, count: label)
            used += label
        }
        put("[|DNS]")
        return -1
    }

    /// HNCP's DHCPv4-Data options (DNS, NTP servers, search list); false where tcpdump gives up.
    private mutating func hncpDHCPv4(at start: Int, length: Int, indent: Int) throws(Truncated) -> Bool {
        var index = 0
        while index < length {
            guard index + 2 <= length else { return false }
            let type = bytes[start + index]
            let optionLength = Int(bytes[start + index + 1])
            let value = start + index + 2
            putHNCPIndent(indent)
            switch type {
            case 6: put("DNS-server")
            case 42: put("NTP-server")
            case 119: put("DNS-search")
            default: put("Unknown")
            }
            put(" ("); put(decimal: optionLength + 2); put(")")
            guard index + 2 + optionLength <= length else { return false }
            switch type {
            case 6, 42:
                guard optionLength >= 4, optionLength % 4 == 0 else { return false }
                var cursor = value
                while cursor < value + optionLength {
                    put(" ")
                    if Sink.rendersText { out.appendIPv4(bytes.uint32(at: cursor)) }
                    cursor += 4
                }
            case 119:
                guard try putHNCPDomainList(at: value, length: optionLength) else { return false }
            default:
                break
            }
            index += 2 + optionLength
        }
        return true
    }

    /// A DHCP domain search list (DHCPv4 option 119, DHCPv6 option 24): each name after a space;
    /// false where a name runs past the option (tcpdump gives up there).
    private mutating func putHNCPDomainList(at value: Int, length: Int) throws(Truncated) -> Bool {
        var cursor = value
        while cursor < value + length {
            put(" ")
            guard let next = try dnsNameOrCaptureEnd(at: cursor, base: value + length) else { return false }
            cursor = next
        }
        return true
    }

    /// HNCP's DHCPv6-Data options (DNS, SNTP servers, search list); false where tcpdump gives up.
    private mutating func hncpDHCPv6(at start: Int, length: Int, indent: Int) throws(Truncated) -> Bool {
        var index = 0
        while index < length {
            guard index + 4 <= length else { return false }
            let type = bytes.uint16(at: start + index)
            let optionLength = Int(bytes.uint16(at: start + index + 2))
            let value = start + index + 4
            putHNCPIndent(indent)
            switch type {
            case 23: put("DNS-server")
            case 24: put("DNS-search-list")
            case 31: put("SNTP-servers")
            default: put("Unknown")
            }
            put(" ("); put(decimal: optionLength + 4); put(")")
            guard index + 4 + optionLength <= length else { return false }
            switch type {
            case 23, 31:
                guard optionLength % 16 == 0 else {
                    putInvalid()
                    return false
                }
                var cursor = value
                while cursor < value + optionLength {
                    put(" ")
                    if Sink.rendersText, let address = IPv6Address(bytes, at: cursor) { out.appendIPv6(address) }
                    cursor += 16
                }
            case 24:
                guard try putHNCPDomainList(at: value, length: optionLength) else { return false }
            default:
                break
            }
            index += 4 + optionLength
        }
        return true
    }
}
