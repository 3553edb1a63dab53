// IS-IS (ISO 10589, RFC 1195) as tcpdump 4.99's isis_print prints it: the common header, the
// fixed part of each PDU type (LAN and point-to-point hellos, LSPs, CSNPs, PSNPs) and, at -v,
// the TLVs (ISISTLVPrinter.swift).

/// IS-IS fixed header sizes and PDU types.
enum ISISField {
    static let commonHeaderLength = 8
    static let lanHelloLength = 19
    static let p2pHelloLength = 12
    static let lspHeaderLength = 19
    static let csnpHeaderLength = 25
    static let psnpHeaderLength = 9

    static func pduName(_ type: UInt8) -> StaticString? {
        switch type {
        case 15: "L1 Lan IIH"
        case 16: "L2 Lan IIH"
        case 17: "p2p IIH"
        case 18: "L1 LSP"
        case 20: "L2 LSP"
        case 24: "L1 CSNP"
        case 25: "L2 CSNP"
        case 26: "L1 PSNP"
        case 27: "L2 PSNP"
        default: nil
        }
    }

    static func circuitTypeName(_ value: UInt8) -> StaticString? {
        switch value {
        case 1: "Level 1 only"
        case 2: "Level 2 only"
        case 3: "Level 1, Level 2"
        default: nil
        }
    }
}

extension Dissection {
    /// isis_print; false where tcpdump returns 0 (isoclns_print then dumps the PDU).
    mutating func isis(at p: Int, length wireLength: Int) throws(Truncated) -> Bool {
        proto = "isis"
        layer(ISISFields.isis)
        var length = wireLength
        // ND_TCHECK_SIZE and the length check go to the local `trunc`: the marker, and done.
        guard has(ISISField.commonHeaderLength, at: p), length >= ISISField.commonHeaderLength else {
            putTruncationMarker()
            return true
        }
        if !options.linkHeader { put("IS-IS") }
        let fixedLength = Int(bytes[p + 1])
        let version = bytes[p + 2]
        let idLength = bytes[p + 3]
        let pduType = bytes[p + 4]
        let pduVersion = bytes[p + 5]
        let maxArea = bytes[p + 7]
        report(ISISFields.headerLength, fixedLength)
        report(ISISFields.version, version)
        report(ISISFields.idLength, idLength)
        report(ISISFields.pduType, pduType)
        if let name = ISISField.pduName(pduType) { report(ISISFields.pduName, label: name) }
        report(ISISFields.maxArea, maxArea)
        if version != 1 { put("version "); put(decimal: version); put(" packet not supported"); return false }
        if idLength != 6 && idLength != 0 {
            put("system ID length of "); put(decimal: idLength); put(" is not supported")
            return false
        }
        if pduVersion != 1 { put("version "); put(decimal: pduVersion); put(" packet not supported"); return false }
        if length < fixedLength {
            put("fixed header length "); put(decimal: fixedLength); put(" > packet length "); put(decimal: length)
            return false
        }
        if fixedLength < ISISField.commonHeaderLength {
            put("fixed header length "); put(decimal: fixedLength); put(" < minimum header size 8")
            return false
        }
        if maxArea == 255 { put("bad packet -- 255 areas"); return false }
        if verbose == 0 {
            if !options.linkHeader { put(", ") }
            if let name = ISISField.pduName(pduType) { put(name) } else { put("unknown PDU-Type "); put(decimal: pduType) }
        } else {
            if !options.linkHeader { put(", ") }
            put("length "); put(decimal: length); put("\n\t")
            if let name = ISISField.pduName(pduType) { put(name) } else { put("unknown, type "); put(decimal: pduType) }
            put(", hlen: "); put(decimal: fixedLength); put(", v: "); put(decimal: version)
            put(", pdu-v: "); put(decimal: pduVersion); put(", sys-id-len: 6 ("); put(decimal: idLength)
            put("), max-area: "); put(decimal: maxArea == 0 ? 3 : maxArea); put(" ("); put(decimal: maxArea); put(")")
            if verbose > 1 { _ = osiUnknownData(at: p, length: 8, prefix: "\n\t") }
        }
        let h = p + ISISField.commonHeaderLength
        let headerLength: Int
        switch pduType {
        case 15, 16:
            headerLength = ISISField.lanHelloLength
            if try !isisFixedHeader(fixedLength, headerLength, at: h, length: length, comma: true) { return false }
            guard has(headerLength, at: h), length >= ISISField.commonHeaderLength + headerLength else {
                putTruncationMarker(); return true
            }
            report(ISISFields.circuitType, bytes[h])
            report(ISISFields.sourceID, bytesAt: h + 1, count: 6)
            report(ISISFields.holdingTime, bytes.uint16(at: h + 7))
            report(ISISFields.pduLength, bytes.uint16(at: h + 9))
            report(ISISFields.priority, bytes[h + 11] & 0x7f)
            report(ISISFields.lanID, bytesAt: h + 12, count: 7)
            if verbose == 0 {
                put(", src-id "); try putISISID(at: h + 1, count: 6)
                put(", lan-id "); try putISISID(at: h + 12, count: 7)
                put(", prio "); put(decimal: bytes[h + 11])
                put(", length "); put(decimal: length)
                return true
            }
            let pduLength = Int(bytes.uint16(at: h + 9))
            if length > pduLength { length = pduLength }
            put("\n\t  source-id: "); try putISISID(at: h + 1, count: 6)
            put(",  holding time: "); put(decimal: bytes.uint16(at: h + 7)); put("s, Flags: [")
            putCircuitType(bytes[h]); put("]")
            put("\n\t  lan-id:    "); try putISISID(at: h + 12, count: 7)
            put(", Priority: "); put(decimal: bytes[h + 11] & 0x7f); put(", PDU length: "); put(decimal: pduLength)
        case 17:
            headerLength = ISISField.p2pHelloLength
            if try !isisFixedHeader(fixedLength, headerLength, at: h, length: length, comma: true) { return false }
            guard has(headerLength, at: h), length >= ISISField.commonHeaderLength + headerLength else {
                putTruncationMarker(); return true
            }
            report(ISISFields.circuitType, bytes[h])
            report(ISISFields.sourceID, bytesAt: h + 1, count: 6)
            report(ISISFields.holdingTime, bytes.uint16(at: h + 7))
            report(ISISFields.pduLength, bytes.uint16(at: h + 9))
            report(ISISFields.circuitID, bytes[h + 11])
            if verbose == 0 {
                put(", src-id "); try putISISID(at: h + 1, count: 6)
                put(", length "); put(decimal: length)
                return true
            }
            let pduLength = Int(bytes.uint16(at: h + 9))
            if length > pduLength { length = pduLength }
            put("\n\t  source-id: "); try putISISID(at: h + 1, count: 6)
            put(", holding time: "); put(decimal: bytes.uint16(at: h + 7)); put("s, Flags: [")
            putCircuitType(bytes[h]); put("]")
            put("\n\t  circuit-id: 0x"); put(hex: bytes[h + 11], digits: 2)
            put(", PDU length: "); put(decimal: pduLength)
        case 18, 20:
            headerLength = ISISField.lspHeaderLength
            if fixedLength != ISISField.commonHeaderLength + headerLength {
                // tcpdump names the LSP header size without the common header here.
                put(", bogus fixed header length "); put(decimal: fixedLength); put(" should be 19")
                return false
            }
            guard has(headerLength, at: h), length >= ISISField.commonHeaderLength + headerLength else {
                putTruncationMarker(); return true
            }
            report(ISISFields.pduLength, bytes.uint16(at: h))
            report(ISISFields.lifetime, bytes.uint16(at: h + 2))
            report(ISISFields.lspID, bytesAt: h + 4, count: 8)
            report(ISISFields.sequence, bytes.uint32(at: h + 12))
            report(ISISFields.checksum, bytes.uint16(at: h + 16))
            report(ISISFields.typeBlock, bytes[h + 18])
            if verbose == 0 {
                put(", lsp-id "); try putISISID(at: h + 4, count: 8)
                put(", seq 0x"); put(hex: bytes.uint32(at: h + 12), digits: 8)
                put(", lifetime "); putSpacePadded(Int(bytes.uint16(at: h + 2)), width: 5); put("s")
                put(", length "); put(decimal: length)
                return true
            }
            let pduLength = Int(bytes.uint16(at: h))
            if length > pduLength { length = pduLength }
            put("\n\t  lsp-id: "); try putISISID(at: h + 4, count: 8)
            put(", seq: 0x"); put(hex: bytes.uint32(at: h + 12), digits: 8)
            put(", lifetime: "); putSpacePadded(Int(bytes.uint16(at: h + 2)), width: 5); put("s")
            let checksum = bytes.uint16(at: h + 16)
            put("\n\t  chksum: 0x"); put(hex: checksum, digits: 4)
            putOSIChecksumVerdict(base: h + 4, checksum: checksum, checksumOffset: 12, length: length - 12)
            let block = bytes[h + 18]
            put(", PDU length: "); put(decimal: pduLength); put(", Flags: [ ")
            if block & 0x04 != 0 { put("Overload bit set, ") }
            if block & 0x78 != 0 {
                if block & 0x08 != 0 { put("default ") }
                if block & 0x10 != 0 { put("delay ") }
                if block & 0x20 != 0 { put("expense ") }
                if block & 0x40 != 0 { put("error ") }
                put("ATT bit set, ")
            }
            if block & 0x80 != 0 { put("P bit set, ") }
            switch block & 0x03 {
            case 0: put("Unused 0x0 (invalid)")
            case 1: put("L1 IS")
            case 2: put("Unused 0x2 (invalid)")
            default: put("L2 IS")
            }
            put(" ]")
        case 24...27:
            // CSNP (24, 25) and PSNP (26, 27) share the source-id header; a CSNP adds its LSP-id range.
            let complete = pduType <= 25
            headerLength = complete ? ISISField.csnpHeaderLength : ISISField.psnpHeaderLength
            if try !isisFixedHeader(fixedLength, headerLength, at: h, length: length, comma: complete) { return false }
            guard has(headerLength, at: h), length >= ISISField.commonHeaderLength + headerLength else {
                putTruncationMarker(); return true
            }
            report(ISISFields.pduLength, bytes.uint16(at: h))
            report(ISISFields.sourceID, bytesAt: h + 2, count: 7)
            if complete {
                report(ISISFields.startLSPID, bytesAt: h + 9, count: 8)
                report(ISISFields.endLSPID, bytesAt: h + 17, count: 8)
            }
            if verbose == 0 {
                put(", src-id "); try putISISID(at: h + 2, count: 7)
                put(", length "); put(decimal: length)
                return true
            }
            let pduLength = Int(bytes.uint16(at: h))
            if length > pduLength { length = pduLength }
            put("\n\t  source-id:    "); try putISISID(at: h + 2, count: 7)
            put(", PDU length: "); put(decimal: pduLength)
            if complete {
                put("\n\t  start lsp-id: "); try putISISID(at: h + 9, count: 8)
                put("\n\t  end lsp-id:   "); try putISISID(at: h + 17, count: 8)
            }
        default:
            if verbose == 0 {
                put(", length "); put(decimal: length)
                return true
            }
            _ = osiUnknownData(at: h, length: length, prefix: "\n\t  ")
            return false
        }
        if verbose > 1 { _ = osiUnknownData(at: h, length: headerLength, prefix: "\n\t  ") }
        // INVALID_OR_DECREMENT: the PDU length field may claim less than the fixed header.
        let fixedTotal = ISISField.commonHeaderLength + headerLength
        if length < fixedTotal {
            put(" [packet length "); put(decimal: length); put(" < "); put(decimal: fixedTotal); put("]")
            putInvalid()
            return true
        }
        return try isisTLVs(at: p + fixedTotal, remaining: length - fixedTotal, pdu: p, pduLength: length, lsp: h)
    }

    /// The fixed-length check every PDU type but LSPs makes (PSNPs without the comma).
    private mutating func isisFixedHeader(_ fixedLength: Int, _ headerLength: Int, at h: Int, length: Int,
                                          comma: Bool) throws(Truncated) -> Bool {
        let expected = ISISField.commonHeaderLength + headerLength
        guard fixedLength != expected else { return true }
        put(comma ? ", bogus fixed header length " : "- bogus fixed header length ")
        put(decimal: fixedLength); put(" should be "); put(decimal: expected)
        return false
    }

    private mutating func putCircuitType(_ value: UInt8) {
        if let name = ISISField.circuitTypeName(value) {
            put(name)
        } else {
            put("unknown circuit type 0x"); put(hex: value, digits: 2)
        }
    }

    /// isis_print_id: a system ID (6 bytes) as xxxx.xxxx.xxxx, a node ID (7) with `.pp`, an LSP
    /// ID (8) with `.pp-ff`; each byte through the capture check.
    mutating func putISISID(at offset: Int, count: Int) throws(Truncated) {
        try check(count, at: offset)
        let system = Swift.min(6, count)
        for index in 0..<system {
            put(hex: bytes[offset + index], digits: 2)
            if index == 1 || index == 3 { put(".") }
        }
        if count >= 7 { put("."); put(hex: bytes[offset + 6], digits: 2) }
        if count == 8 { put("-"); put(hex: bytes[offset + 7], digits: 2) }
    }

    /// `%Nu`: right-aligned in `width` columns with spaces.
    mutating func putSpacePadded(_ value: Int, width: Int) {
        var digits = 1
        var rest = value
        while rest >= 10 { rest /= 10; digits += 1 }
        if value < 0 { digits += 1 }
        var pad = width - digits
        while pad > 0 { put(" "); pad -= 1 }
        put(decimal: value)
    }
}
