// ATM OAM cells as tcpdump 4.99.3's oam_print prints them (print-atm.c), for the Juniper ATM1
// and ATM2 link types, which carry cells without the HEC byte: the 4-byte cell header, then the
// 48-byte payload (cell type and function type nibbles, 45 function-specific bytes, CRC-10).

/// OAM cell layout constants.
enum ATMOAM {
    /// Cell header without the HEC byte.
    static let headerLength = 4
    /// Cell type / function type byte, function-specific bytes, 2 bytes holding the CRC-10.
    static let payloadLength = 48
    static let functionSpecificLength = 45

    static func flowName(vci: UInt32) -> StaticString {
        switch vci {
        case 3: "OAM F4 (segment)"
        case 4: "OAM F4 (end)"
        default: "OAM F5"
        }
    }

    static func payloadTypeName(_ type: UInt32) -> StaticString {
        switch type {
        case 0: "user data, uncongested, SDU 0"
        case 1: "user data, uncongested, SDU 1"
        case 2: "user data, congested, SDU 0"
        case 3: "user data, congested, SDU 1"
        case 4: "VCC OAM F5 flow segment"
        case 5: "VCC OAM F5 flow end-to-end"
        case 6: "Traffic Control and resource Mgmt"
        default: "Unknown"
        }
    }

    static func cellTypeName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Fault Management"
        case 2: "Performance Management"
        case 8: "activate/deactivate"
        case 15: "System Management"
        default: "unknown"
        }
    }

    /// The function name within a cell type; nil when tcpdump has no table for the cell type.
    static func functionName(cellType: UInt8, _ function: UInt8) -> StaticString? {
        switch (cellType, function) {
        case (1, 0): "AIS"
        case (1, 1): "RDI"
        case (1, 4): "Continuity Check"
        case (1, 8): "Loopback"
        case (2, 0): "Forward Monitoring"
        case (2, 1): "Backward Reporting"
        case (2, 2): "Monitoring and Reporting"
        case (8, 0): "Performance Monitoring"
        case (8, 1): "Continuity Check"
        case (1, _), (2, _), (8, _): "none"
        default: nil
        }
    }

    /// One step of the CRC-10 (generator 0x633) tcpdump's verify_crc10_cksum runs a byte at a
    /// time through a 256-entry table; computed bit by bit here so nothing is built per packet.
    static func crc10Step(_ accumulator: UInt16, _ byte: UInt8) -> UInt16 {
        var entry = UInt16((accumulator >> 2) & 0xff) << 2
        for _ in 0..<8 {
            entry <<= 1
            if entry & 0x400 != 0 { entry ^= 0x633 }
        }
        return ((accumulator << 8) & 0x3ff) ^ entry ^ UInt16(byte)
    }
}

extension Dissection {
    /// oam_print for a cell without HEC at `start`; `length` is what tcpdump prints as the
    /// length (the caller's remaining wire length). Throws at the captured end (` [|oam]`).
    mutating func atmOAMCell(at start: Int, length: Int) throws(Truncated) {
        proto = "oam"
        layer(ATMOAMFields.oam)
        let header = try u32(start)
        let typeByte = try u8(start + ATMOAM.headerLength)
        let cellType = typeByte >> 4, function = typeByte & 0x0f
        let vpi = (header >> 20) & 0xff, vci = (header >> 4) & 0xffff
        let payloadType = (header >> 1) & 0x7, clp = header & 1
        report(ATMOAMFields.vpi, vpi)
        report(ATMOAMFields.vci, vci)
        report(ATMOAMFields.payloadType, payloadType)
        report(ATMOAMFields.clp, clp)
        report(ATMOAMFields.cellType, cellType)
        report(ATMOAMFields.functionType, function)
        put(ATMOAM.flowName(vci: vci)); put(", vpi "); put(decimal: vpi); put(", vci "); put(decimal: vci)
        put(", payload [ "); put(ATMOAM.payloadTypeName(payloadType)); put(" ], clp "); put(decimal: clp)
        put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        put("\n\tcell-type "); put(ATMOAM.cellTypeName(cellType)); put(" ("); put(decimal: cellType); put(")")
        put(", func-type ")
        put(ATMOAM.functionName(cellType: cellType, function) ?? "unknown")
        put(" ("); put(decimal: function); put(")")
        let payload = start + ATMOAM.headerLength
        let body = payload + 1
        switch (cellType, function) {
        case (1, 8):
            // Indicator, correlation tag, 12-byte location ID, 12-byte source ID, 16 unused bytes.
            try check(ATMOAM.functionSpecificLength, at: body)
            let indicator = bytes[body] & 1
            let tag = try u32(body + 1)
            report(ATMOAMFields.loopbackIndicator, bytes[body])
            report(ATMOAMFields.correlationTag, tag)
            put("\n\tLoopback-Indicator "); put(indicator == 1 ? "Request" : "Reply")
            put(", Correlation-Tag 0x"); put(hex: tag, digits: 8)
            // tcpdump prints the 16-bit word at every odd index, so each one straddles two IDs'
            // bytes and the last one reads past the field into the next.
            put("\n\tLocation-ID "); try putOAMWords(at: body + 5, count: 12)
            put("\n\tSource-ID   "); try putOAMWords(at: body + 17, count: 12)
        case (1, 0), (1, 1):
            // Failure type, 16-byte failure location, 28 unused bytes.
            try check(ATMOAM.functionSpecificLength, at: body)
            report(ATMOAMFields.failureType, bytes[body])
            put("\n\tFailure-type 0x"); put(hex: bytes[body], digits: 2)
            put("\n\tLocation-ID "); try putOAMWords(at: body + 1, count: 16)
        default:
            break
        }
        let crc = try u16(body + ATMOAM.functionSpecificLength) & 0x3ff
        var accumulator: UInt16 = 0
        for index in payload..<(payload + ATMOAM.payloadLength) {
            accumulator = ATMOAM.crc10Step(accumulator, bytes[index])
        }
        report(ATMOAMFields.crc10, crc)
        report(ATMOAMFields.crcValid, bool: accumulator == 0)
        put("\n\tcksum 0x"); put(hex: crc, digits: 3); put(accumulator == 0 ? " (correct)" : " (incorrect)")
    }

    /// The "%04x " words at the odd indexes of a `count`-byte field starting at `start`.
    private mutating func putOAMWords(at start: Int, count: Int) throws(Truncated) {
        var index = 1
        while index < count {
            put(hex: try u16(start + index), digits: 4); put(" ")
            index += 2
        }
    }
}
