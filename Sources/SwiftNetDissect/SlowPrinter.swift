// The IEEE slow protocols (EtherType 0x8809) as tcpdump 4.99's slow_print prints them: one line
// naming the subtype (LACP and Marker with their version, OAM, or an unknown subtype with a hex
// dump); with -v the LACP/Marker TLVs (IEEE 802.1AX) or the Ethernet OAM PDU (IEEE 802.3 clause
// 57: information TLVs, link event TLVs, loopback command); with -vv a hex dump of every TLV.
// The same walk reports the JSON layer.

/// Slow protocol subtypes (802.3 annex 57A), and the TLV layouts tcpdump checks lengths against.
enum SlowField {
    static let lacp: UInt8 = 1
    static let marker: UInt8 = 2
    static let oam: UInt8 = 3
    static let supportedVersion: UInt8 = 1
    static let tlvHeaderLength = 2
    static let terminatorType: UInt8 = 0
    /// Actor/partner information (802.1AX 6.4.2.3): priority, system, key, port priority, port,
    /// state, 3 reserved bytes, after the TLV header.
    static let actorPartnerValueLength = 18
    /// Collector information: max delay and 12 reserved bytes.
    static let collectorValueLength = 14
    /// Marker information: port, system, transaction id and 2 pad bytes.
    static let markerValueLength = 14
    /// OAM common header after the subtype: flags (2), code (1).
    static let oamHeaderLength = 3
    /// A local or remote information TLV (802.3 57.5.2.1/2), header included.
    static let oamInformationLength = 16
    /// An errored symbol period/frame/frame period/frame seconds event TLV (802.3 57.5.3), header
    /// included, as tcpdump's one structure for all four lays it out.
    static let oamLinkEventLength = 40
}

/// A TLV loop's verdict: on to the next TLV, or stop (the end marker, an error tcpdump stops at).
private enum SlowStep {
    case next, stop
}

extension Dissection {
    /// `LACPv1, length N`, `MARKERv1, length N`, `OAM, length N` or `unknown (N), length N` and a hex
    /// dump; -v decodes the PDU. A read past the captured bytes throws (` [|slow]`); lengths past
    /// the frame print tcpdump's `packet is too short` (JSON: malformed).
    mutating func slowProtocols(at offset: Int, length: Int) throws(Truncated) {
        proto = "slow"
        layer(SlowFields.slow)
        guard length >= 1 else { return slowTooShort() }
        let subtype = try u8(offset)
        report(SlowFields.subtype, subtype)
        var hasVersion = false
        if subtype == SlowField.lacp || subtype == SlowField.marker {
            guard length >= 2 else { return slowTooShort() }
            let version = try u8(offset + 1)
            report(SlowFields.version, version)
            guard version == SlowField.supportedVersion else {
                put(subtype == SlowField.lacp ? "LACP" : "MARKER"); put(" version "); put(decimal: version)
                put(" packet not supported")
                return
            }
            hasVersion = true
        }
        switch subtype {
        case SlowField.lacp: put("LACP")
        case SlowField.marker: put("MARKER")
        case SlowField.oam: put("OAM")
        default: put("unknown ("); put(decimal: subtype); put(")")
        }
        if hasVersion { put("v1") }
        put(", length "); put(decimal: length)
        guard subtype >= SlowField.lacp && subtype <= SlowField.oam else {
            report(SlowFields.data, bytesAt: offset + 1, count: Swift.min(length - 1, available(from: offset + 1)))
            unknownData(at: offset, length: length, prefix: "\n\t")
            return
        }
        guard verbose > 0 else { return }
        if subtype == SlowField.oam {
            try slowOAM(at: offset + 1, length: length - 1)
        } else {
            try slowLACPMarker(subtype, at: offset + 2, length: length - 2)
        }
    }

    /// tcpdump's `tooshort` label: a length (not the capture) too short for what must follow.
    private mutating func slowTooShort() {
        put(verbose > 0 ? "\n\t\t packet is too short" : " (packet is too short)")
        reportMalformed("shorter than its length fields say")
    }

    // MARK: LACP and Marker

    private mutating func slowLACPMarker(_ subtype: UInt8, at offset: Int, length: Int) throws(Truncated) {
        var cursor = offset
        var remaining = length
        beginList(SlowFields.tlvs)
        defer { endList() }
        while remaining != 0 {
            guard remaining >= SlowField.tlvHeaderLength else { return slowTooShort() }
            let type = try u8(cursor)
            let tlvLength = Int(try u8(cursor + 1))
            beginItem()
            defer { endItem() }
            report(SlowFields.type, type)
            report(SlowFields.length, tlvLength)
            put("\n\t"); put(Self.slowTLVName(subtype, type)); put(" TLV (0x"); put(hex: type, digits: 2)
            put("), length "); put(decimal: tlvLength)
            if type == SlowField.terminatorType { return }
            guard tlvLength >= SlowField.tlvHeaderLength else {
                put("\n\t    ERROR: illegal length - should be >= 2")
                reportMalformed("TLV length below its header")
                return
            }
            guard remaining >= tlvLength else { return slowTooShort() }
            try check(tlvLength, at: cursor)
            let value = cursor + SlowField.tlvHeaderLength
            let valueLength = tlvLength - SlowField.tlvHeaderLength
            switch (subtype, type) {
            case (SlowField.lacp, 1), (SlowField.lacp, 2):
                if valueLength == SlowField.actorPartnerValueLength {
                    slowActorPartner(at: value)
                } else {
                    slowIllegalLength(SlowField.actorPartnerValueLength, at: value, count: valueLength)
                }
            case (SlowField.lacp, 3):
                if valueLength == SlowField.collectorValueLength {
                    let delay = bytes.uint16(at: value)
                    report(SlowFields.maxDelay, delay)
                    put("\n\t  Max Delay "); put(decimal: delay)
                } else {
                    slowIllegalLength(SlowField.collectorValueLength, at: value, count: valueLength)
                }
            case (SlowField.marker, 1):
                if valueLength == SlowField.markerValueLength {
                    slowMarkerInformation(at: value)
                } else {
                    slowIllegalLength(SlowField.markerValueLength, at: value, count: valueLength)
                }
            default:
                report(SlowFields.data, bytesAt: value, count: valueLength)
                if verbose <= 1 { unknownData(at: value, length: valueLength, prefix: "\n\t  ") }
            }
            if verbose > 1 { unknownData(at: value, length: valueLength, prefix: "\n\t  ") }
            cursor += tlvLength
            remaining -= tlvLength
        }
    }

    /// `ERROR: illegal length - should be N` (N counts the TLV header); the value goes to JSON as bytes.
    private mutating func slowIllegalLength(_ valueLength: Int, at value: Int, count: Int) {
        put("\n\t    ERROR: illegal length - should be "); put(decimal: valueLength + SlowField.tlvHeaderLength)
        // The walk goes on to the next TLV, so JSON keeps the value rather than marking the layer.
        report(SlowFields.data, bytesAt: value, count: count)
    }

    /// Actor or partner information; the caller checked that all 18 bytes are captured.
    private mutating func slowActorPartner(at value: Int) {
        let systemPriority = bytes.uint16(at: value)
        let key = bytes.uint16(at: value + 8)
        let portPriority = bytes.uint16(at: value + 10)
        let port = bytes.uint16(at: value + 12)
        let state = bytes[value + 14]
        report(SlowFields.systemPriority, systemPriority)
        report(SlowFields.system, bytesAt: value + 2, count: 6)
        report(SlowFields.key, key)
        report(SlowFields.portPriority, portPriority)
        report(SlowFields.port, port)
        report(SlowFields.state, state)
        put("\n\t  System "); putMACUnchecked(at: value + 2)
        put(", System Priority "); put(decimal: systemPriority)
        put(", Key "); put(decimal: key); put(", Port "); put(decimal: port)
        put(", Port Priority "); put(decimal: portPriority)
        put("\n\t  State Flags ["); putBitNames(UInt32(state), SlowTables.lacpStateBits); put("]")
    }

    /// Marker information or response; the caller checked that all 14 bytes are captured.
    private mutating func slowMarkerInformation(at value: Int) {
        let port = bytes.uint16(at: value)
        let transaction = bytes.uint32(at: value + 8)
        report(SlowFields.requesterPort, port)
        report(SlowFields.requesterSystem, bytesAt: value + 2, count: 6)
        report(SlowFields.transactionID, transaction)
        put("\n\t  Request System "); putMACUnchecked(at: value + 2)
        put(", Request Port "); put(decimal: port)
        put(", Request Transaction ID 0x"); put(hex: transaction, digits: 8)
    }

    // MARK: Ethernet OAM

    private mutating func slowOAM(at offset: Int, length: Int) throws(Truncated) {
        guard length >= SlowField.oamHeaderLength else { return slowTooShort() }
        try check(SlowField.oamHeaderLength, at: offset)
        let flags = bytes.uint16(at: offset)
        let code = bytes[offset + 2]
        report(SlowFields.flags, flags)
        report(SlowFields.code, code)
        put("\n\tCode ")
        switch code {
        case 0x00: put("Information")
        case 0x01: put("Event Notification")
        case 0x02: put("Variable Request")
        case 0x03: put("Variable Response")
        case 0x04: put("Loopback Control")
        case 0xfe: put("Vendor Private")
        default: put("Unknown ("); put(decimal: code); put(")")
        }
        put(" OAM PDU, Flags ["); putBitNames(UInt32(flags), SlowTables.oamFlagBits); put("]")
        var cursor = offset + SlowField.oamHeaderLength
        var remaining = length - SlowField.oamHeaderLength
        switch code {
        case 0x00:
            beginList(SlowFields.tlvs)
            defer { endList() }
            while remaining != 0 {
                guard remaining >= SlowField.tlvHeaderLength else { return slowTooShort() }
                guard try slowOAMTLV(event: false, at: cursor, remaining: remaining) == .next else { return }
                let tlvLength = Int(bytes[cursor + 1])
                cursor += tlvLength
                remaining -= tlvLength
            }
        case 0x01:
            guard remaining >= 2 else { return slowTooShort() }
            let sequence = try u16(cursor)
            report(SlowFields.sequence, sequence)
            put("\n\t  Sequence Number "); put(decimal: sequence)
            cursor += 2
            remaining -= 2
            beginList(SlowFields.tlvs)
            defer { endList() }
            while remaining != 0 {
                guard remaining >= SlowField.tlvHeaderLength else { return slowTooShort() }
                guard try slowOAMTLV(event: true, at: cursor, remaining: remaining) == .next else { return }
                let tlvLength = Int(bytes[cursor + 1])
                cursor += tlvLength
                remaining -= tlvLength
            }
        case 0x04:
            guard remaining >= 1 else { return slowTooShort() }
            let command = try u8(cursor)
            report(SlowFields.command, command)
            put("\n\t  Command ")
            switch command {
            case 1: put("Enable OAM Remote Loopback")
            case 2: put("Disable OAM Remote Loopback")
            default: put("Unknown")
            }
            put(" ("); put(decimal: command); put(")")
        default:
            // Variable request/response and vendor private: tcpdump has no decoder, a hex dump at -v.
            report(SlowFields.data, bytesAt: cursor, count: Swift.min(remaining, available(from: cursor)))
            if verbose <= 1 { unknownData(at: cursor, length: remaining, prefix: "\n\t  ") }
        }
    }

    /// One information TLV (`event` false) or link event TLV; `.next` when the walk goes on past
    /// it (its length byte, at `offset + 1`, is then captured).
    private mutating func slowOAMTLV(event: Bool, at offset: Int, remaining: Int) throws(Truncated) -> SlowStep {
        if !event { try check(SlowField.tlvHeaderLength, at: offset) }
        let type = try u8(offset)
        let tlvLength = Int(try u8(offset + 1))
        beginItem()
        defer { endItem() }
        report(SlowFields.type, type)
        report(SlowFields.length, tlvLength)
        put("\n\t  ")
        switch (type, event) {
        case (0x00, _): put("End of TLV marker")
        case (0x01, false): put("Local")
        case (0x02, false): put("Remote")
        case (0x01, true): put("Errored Symbol Period Event")
        case (0x02, true): put("Errored Frame Event")
        case (0x03, true): put("Errored Frame Period Event")
        case (0x04, true): put("Errored Frame Seconds Summary Event")
        case (0xfe, _): put("Organization specific")
        default: put("Reserved")
        }
        put(event ? " Link Event Type (" : " Information Type ("); put(decimal: type)
        put("), length "); put(decimal: tlvLength)
        // 802.3 says the end marker's length and value can be ignored: tcpdump stops there.
        if type == 0 { return .stop }
        guard tlvLength >= SlowField.tlvHeaderLength else {
            put("\n\t    ERROR: illegal length - should be >= 2")
            reportMalformed("TLV length below its header")
            return .stop
        }
        guard remaining >= tlvLength else {
            slowTooShort()
            return .stop
        }
        try check(tlvLength, at: offset)
        var hexdump = true
        let expected = event ? SlowField.oamLinkEventLength : SlowField.oamInformationLength
        if (event && type >= 1 && type <= 4) || (!event && (type == 1 || type == 2)) {
            if tlvLength != expected {
                put("\n\t    ERROR: illegal length - should be "); put(decimal: expected)
            } else {
                if event { slowLinkEvent(at: offset) } else { slowOAMInformation(at: offset) }
                hexdump = false
            }
        }
        if hexdump { report(SlowFields.data, bytesAt: offset + 2, count: tlvLength - 2) }
        // Unlike LACP's, OAM's dump starts at the TLV header.
        if verbose > 1 || hexdump { unknownData(at: offset, length: tlvLength, prefix: "\n\t  ") }
        return .next
    }

    /// A local or remote information TLV; the caller checked its 16 bytes are captured.
    private mutating func slowOAMInformation(at offset: Int) {
        let version = bytes[offset + 2]
        let revision = bytes.uint16(at: offset + 3)
        let state = bytes[offset + 5]
        let config = bytes[offset + 6]
        let maxPDU = bytes.uint16(at: offset + 7) & 0x07ff
        let oui = bytes.uint32(at: offset + 8) & 0x00ff_ffff
        let vendor = bytes.uint32(at: offset + 12)
        report(SlowFields.oamVersion, version)
        report(SlowFields.revision, revision)
        report(SlowFields.oamState, state)
        report(SlowFields.oamConfig, config)
        report(SlowFields.maxPDUSize, maxPDU)
        report(SlowFields.oui, oui)
        report(SlowFields.vendorPrivate, vendor)
        put("\n\t    OAM-Version "); put(decimal: version); put(", Revision "); put(decimal: revision)
        put("\n\t    State-Parser-Action ")
        switch state & 0x03 {
        case 0: put("forwarding")
        case 1: put("looping back")
        case 2: put("discarding")
        default: put("reserved")
        }
        put(", State-MUX-Action "); put(state & 0x04 == 0 ? "forwarding" : "discarding")
        put("\n\t    OAM-Config Flags ["); putBitNames(UInt32(config), SlowTables.oamConfigBits)
        put("], OAM-PDU-Config max-PDU size "); put(decimal: maxPDU)
        put("\n\t    OUI "); put(Self.ouiName(oui) ?? "Unknown"); put(" (0x"); put(hex: oui, digits: 6)
        put("), Vendor-Private 0x"); put(hex: vendor, digits: 8)
    }

    /// One of the four link event TLVs; the caller checked its 40 bytes are captured.
    private mutating func slowLinkEvent(at offset: Int) {
        let stamp = UInt32(bytes.uint16(at: offset + 2)) * 100
        let window = slowU64(at: offset + 4)
        let threshold = slowU64(at: offset + 12)
        let errors = slowU64(at: offset + 20)
        let errorTotal = slowU64(at: offset + 28)
        let eventTotal = bytes.uint32(at: offset + 36)
        report(SlowFields.timestampMilliseconds, stamp)
        report(SlowFields.window, window)
        report(SlowFields.threshold, threshold)
        report(SlowFields.errors, errors)
        report(SlowFields.errorRunningTotal, errorTotal)
        report(SlowFields.eventRunningTotal, eventTotal)
        put("\n\t    Timestamp "); put(decimal: stamp); put(" ms, Errored Window "); put(decimal: window)
        put("\n\t    Errored Threshold "); put(decimal: threshold)
        put("\n\t    Errors "); put(decimal: errors)
        put("\n\t    Error Running Total "); put(decimal: errorTotal)
        put("\n\t    Event Running Total "); put(decimal: eventTotal)
    }

    /// A big-endian 64-bit value the caller has checked is captured.
    private func slowU64(at offset: Int) -> UInt64 {
        UInt64(bytes.uint32(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 4))
    }

    // MARK: tcpdump's names

    private static func slowTLVName(_ subtype: UInt8, _ type: UInt8) -> StaticString {
        switch (subtype, type) {
        case (_, 0): "Terminator"
        case (SlowField.lacp, 1): "Actor Information"
        case (SlowField.lacp, 2): "Partner Information"
        case (SlowField.lacp, 3): "Collector Information"
        case (SlowField.marker, 1): "Marker Information"
        default: "Unknown"
        }
    }
}

/// tcpdump's bit tables for bittok2str, in its order (Dissection is generic, so they live here).
enum SlowTables {
    static let lacpStateBits: [(UInt32, StaticString)] = [
        (0x01, "Activity"), (0x02, "Timeout"), (0x04, "Aggregation"), (0x08, "Synchronization"),
        (0x10, "Collecting"), (0x20, "Distributing"), (0x40, "Default"), (0x80, "Expired"),
    ]

    static let oamFlagBits: [(UInt32, StaticString)] = [
        (0x0001, "Link Fault"), (0x0002, "Dying Gasp"), (0x0004, "Critical Event"), (0x0008, "Local Evaluating"),
        (0x0010, "Local Stable"), (0x0020, "Remote Evaluating"), (0x0040, "Remote Stable"),
    ]

    static let oamConfigBits: [(UInt32, StaticString)] = [
        (0x01, "Active"), (0x02, "Unidirectional"), (0x04, "Remote-Loopback"), (0x08, "Link-Events"),
        (0x10, "Variable-Retrieval"),
    ]
}
