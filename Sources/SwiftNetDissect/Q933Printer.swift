// Q.933 signalling as tcpdump 4.99 prints it (print-fr.c: q933_print), reached from Frame Relay
// NLPID 0x08 and the OSI dispatch: the call reference, the message type, a leading shift (a locking
// shift to codeset 5 is ANSI T1.617 Annex D, else ITU Q.933 Annex A "CCITT"), then the information
// elements: report type, link integrity verification and PVC status decoded (the last two also
// without -v), the rest in hex at -v.

extension Dissection {
    mutating func q933(at start: Int, length total: Int) throws(Truncated) {
        proto = "q.933"
        layer(FrameRelayFields.q933)
        if !options.linkHeader { put("Q.933") }
        var offset = start
        var length = total
        guard length > 0, has(1, at: offset) else {
            if !options.linkHeader { put(", ") }
            put("length "); put(decimal: total)
            putTruncationMarker()
            return
        }
        let callReferenceLength = Int(bytes[offset] & 0x0f)
        offset += 1; length -= 1
        let callReference = offset
        for _ in 0..<callReferenceLength {
            guard length > 0, has(1, at: offset) else { return q933Cut(total, header: true) }
            offset += 1; length -= 1
        }
        if callReferenceLength > 0 {
            report(FrameRelayFields.callReference, bytesAt: callReference, count: callReferenceLength)
        }
        guard length > 0, has(1, at: offset) else { return q933Cut(total, header: true) }
        let messageType = bytes[offset]
        offset += 1; length -= 1
        report(FrameRelayFields.q933MessageType, messageType)
        // A leading shift sets the codeset the header line names.
        var codeset: UInt8 = 0
        var unshiftCodeset: UInt8 = 0
        var nonLockingShift = 0
        var ansi = false
        if length > 0 {
            guard has(1, at: offset) else { return q933Cut(total, header: true) }
            let code = bytes[offset]
            if code & 0xf0 == 0x90 {
                offset += 1; length -= 1
                codeset = code & 0x07
                if code & 0x08 == 0 {
                    if codeset == 5 { ansi = true }
                } else {
                    nonLockingShift = 1
                    unshiftCodeset = 0
                }
            }
        }
        report(FrameRelayFields.ansi, bool: ansi)
        report(FrameRelayFields.codeset, codeset)
        if !options.linkHeader { put(", ") }
        put(ansi ? "ANSI, codeset " : "CCITT, codeset "); put(decimal: codeset)
        if callReferenceLength != 0 {
            // tcpdump tests the byte after the message type (and shift), not the reference, for
            // the dummy call reference; that read longjmps at the captured end.
            var dummy = false
            if callReferenceLength == 1 { dummy = try u8(offset) == 0 }
            if !dummy {
                put(", Call Ref: 0x")
                for index in callReference..<callReference + callReferenceLength { put(hex: bytes[index], digits: 2) }
            }
        }
        let messageName = Self.q933MessageName(messageType)
        if verbose > 0 {
            put(", "); put(messageName ?? "unknown message")
            put(" (0x"); put(hex: messageType, digits: 2); put("), length "); put(decimal: total)
        } else if let messageName {
            put(", "); put(messageName)
        } else {
            put(", unknown message 0x"); put(hex: messageType, digits: 2)
        }
        beginList(FrameRelayFields.q933Elements)
        defer { endList() }
        while length > 0 {
            if nonLockingShift == 1 {
                nonLockingShift = 2
            } else if nonLockingShift == 2 {
                codeset = unshiftCodeset
                nonLockingShift = 0
            }
            guard has(1, at: offset) else { return q933Cut(total, header: false) }
            let code = bytes[offset]
            offset += 1; length -= 1
            if code & 0x80 != 0 {
                // A single-octet element: only shifts change anything.
                if code & 0xf0 == 0x90 {
                    if code & 0x08 == 0 {
                        nonLockingShift = 0
                    } else {
                        nonLockingShift = 1
                        unshiftCodeset = codeset
                    }
                    codeset = code & 0x07
                }
                continue
            }
            guard length > 0, has(1, at: offset) else { return q933Cut(total, header: false) }
            let elementLength = Int(bytes[offset])
            offset += 1; length -= 1
            beginItem()
            defer { endItem() }
            report(FrameRelayFields.q933ElementCode, code)
            report(FrameRelayFields.q933ElementCodeset, codeset)
            report(FrameRelayFields.q933ElementLength, elementLength)
            let knownCodeset = codeset == 0 || codeset == 5
            if verbose > 0 {
                put("\n\t"); put((knownCodeset ? Self.q933ElementName(code) : nil) ?? "unknown")
                put(" IE (0x"); put(hex: code, digits: 2); put("), length "); put(decimal: elementLength); put(": ")
            }
            if code == 0 || elementLength == 0 { return }
            guard length >= elementLength, has(elementLength, at: offset) else {
                return q933Cut(total, header: false)
            }
            let known = knownCodeset && q933Element(code, at: offset, length: elementLength)
            if known {
                if verbose > 1 { _ = osiUnknownData(at: offset, length: elementLength, prefix: "\n\t  ") }
            } else {
                report(FrameRelayFields.q933Data, bytesAt: offset, count: elementLength)
                if verbose >= 1 { _ = osiUnknownData(at: offset, length: elementLength, prefix: "\n\t") }
            }
            length -= elementLength
            offset += elementLength
        }
        if verbose == 0 { put(", length "); put(decimal: total) }
    }

    /// q933_print's `goto trunc` paths: the original length where tcpdump prints it, then the marker.
    private mutating func q933Cut(_ total: Int, header: Bool) {
        if header {
            if !options.linkHeader { put(", ") }
            put("length "); put(decimal: total)
        } else if verbose == 0 {
            put(", length "); put(decimal: total)
        }
        putTruncationMarker()
    }

    /// fr_q933_print_ie_codeset_0_5: true for the elements it decodes (all captured).
    private mutating func q933Element(_ code: UInt8, at offset: Int, length: Int) -> Bool {
        switch code {
        case 0x01, 0x51:
            let type = bytes[offset]
            report(FrameRelayFields.reportType, type)
            if verbose > 0 {
                put(Self.reportTypeName(type) ?? "unknown"); put(" ("); put(decimal: type); put(")")
            }
            return true
        case 0x03, 0x53, 0x19:
            if verbose == 0 { put(", ") }
            guard length >= 2 else {
                put("Invalid LINK VERIFY IE")
                reportMalformed("link verify element shorter than 2 bytes")
                return true
            }
            let sent = bytes[offset], received = bytes[offset + 1]
            report(FrameRelayFields.txSequence, sent)
            report(FrameRelayFields.rxSequence, received)
            put("TX Seq: "); putWidth3(sent); put(", RX Seq: "); putWidth3(received)
            return true
        case 0x07, 0x57:
            if verbose == 0 { put(", ") }
            guard let dlci = pvcStatusDLCI(at: offset, length: length) else {
                put("Invalid DLCI in PVC STATUS IE")
                reportMalformed("invalid DLCI in PVC status")
                return true
            }
            let status = bytes[offset + length - 1]
            report(FrameRelayFields.pvcDLCI, dlci)
            report(FrameRelayFields.pvcNew, bool: status & 0x08 != 0)
            report(FrameRelayFields.pvcActive, bool: status & 0x02 != 0)
            put("DLCI "); put(decimal: dlci); put(": status ")
            if status & 0x08 != 0 { put("New, ") }
            put(status & 0x02 != 0 ? "Active" : "Inactive")
            return true
        default:
            return false
        }
    }

    /// The DLCI of a PVC status element, nil where tcpdump finds its extension bits wrong.
    private func pvcStatusDLCI(at offset: Int, length: Int) -> UInt32? {
        guard length >= 3, length <= 5 else { return nil }
        let b0 = bytes[offset], b1 = bytes[offset + 1], b2 = bytes[offset + 2]
        if b0 & 0x80 != 0 { return nil }
        switch length {
        case 3:
            if b1 & 0x80 == 0 { return nil }
        case 4:
            if b1 & 0x80 != 0 || b2 & 0x80 == 0 { return nil }
        default:
            if b1 & 0x80 != 0 || b2 & 0x80 != 0 || bytes[offset + 3] & 0x80 == 0 { return nil }
        }
        if bytes[offset + length - 1] & 0x80 == 0 { return nil }
        var dlci = UInt32(b0 & 0x3f) << 4 | UInt32(b1 & 0x78) >> 3
        if length == 4 {
            dlci = dlci << 6 | UInt32(b2 & 0x7e) >> 1
        } else if length == 5 {
            dlci = dlci << 13 | UInt32(b2 & 0x7f) | UInt32(bytes[offset + 3] & 0x7e) >> 1
        }
        return dlci
    }

    /// printf's `%3d` of a byte.
    private mutating func putWidth3(_ value: UInt8) {
        if value < 100 { put(" ") }
        if value < 10 { put(" ") }
        put(decimal: value)
    }

    static func q933MessageName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0x00: "ESC to National"
        case 0x01: "Alert"
        case 0x02: "Call proceeding"
        case 0x07: "Connect"
        case 0x0f: "Connect ACK"
        case 0x03: "Progress"
        case 0x05: "Setup"
        case 0x45: "Disconnect"
        case 0x4d: "Release"
        case 0x5a: "Release Complete"
        case 0x46: "Restart"
        case 0x4e: "Restart ACK"
        case 0x7d: "Status Reply"
        case 0x75: "Status Enquiry"
        default: nil
        }
    }

    private static func q933ElementName(_ code: UInt8) -> StaticString? {
        switch code {
        case 0x01: "ANSI Report Type"
        case 0x19, 0x03: "ANSI Link Verify"
        case 0x07: "ANSI PVC Status"
        case 0x51: "CCITT Report Type"
        case 0x53: "CCITT Link Verify"
        case 0x57: "CCITT PVC Status"
        default: nil
        }
    }

    private static func reportTypeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "Full Status"
        case 1: "Link verify"
        case 2: "Async PVC Status"
        default: nil
        }
    }
}
