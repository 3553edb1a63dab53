// IEEE 1588 PTP as tcpdump 4.99's ptp_print prints it (UDP ports 319/320 and EtherType 0x88f7):
// `PTPv2` and every header field on one line, then the message's timestamp, port identity or
// announce fields. PTPv1 is `not implemented`, other versions print just the number. Every field
// is read as tcpdump reads it, so a cut capture ends with ` [|ptp]` after the same field. The
// same walk reports JSON.

/// PTPv2 common header (IEEE 1588-2008 13.3) and message bodies.
enum PTPField {
    static let headerLength = 34
    static let timestampLength = 10
    static let portIdentityLength = 10
}

extension Dissection {
    /// One PTP message of `length` bytes (the UDP payload or the rest of the frame).
    mutating func ptp(at offset: Int, length: Int) throws(Truncated) {
        proto = "ptp"
        layer(PTPFields.ptp)
        guard length >= PTPField.headerLength else {
            put(" [length "); put(decimal: length); put(" < 34]")
            putInvalid()
            return
        }
        // tcpdump masks a 16-bit read with 0xff: the whole second byte, minor version included.
        let version = try u16(offset) & 0xff
        report(PTPFields.version, version)
        put("PTPv"); put(decimal: version)
        switch version {
        case 1: put(" (not implemented)")
        case 2: try ptpVersion2(at: offset)
        default: break
        }
    }

    private mutating func ptpVersion2(at offset: Int) throws(Truncated) {
        let first = try u8(offset)
        let type = first & 0x0f
        report(PTPFields.transportSpecific, first >> 4)
        report(PTPFields.messageType, type)
        put(", v1 compat : "); put(first & 0x10 != 0 ? "yes" : "no")
        put(", msg type : "); put(Self.ptpMessageName(type))
        let messageLength = try u16(offset + 2)
        report(PTPFields.messageLength, messageLength)
        put(", length : "); put(decimal: messageLength)
        let domainWord = try u16(offset + 4)
        report(PTPFields.domain, domainWord >> 8)
        report(PTPFields.reserved1, domainWord & 0xff)
        put(", domain : "); put(decimal: domainWord >> 8); put(", reserved1 : "); put(decimal: domainWord & 0xff)
        let flags = try u16(offset + 6)
        report(PTPFields.flags, flags)
        put(", Flags ["); putBitNames(UInt32(flags), PTPTables.flagBits); put("]")
        let correction = try ptpU48(offset + 8)
        report(PTPFields.correctionNanoseconds, correction)
        put(", NS correction : "); put(decimal: correction)
        let subNanoseconds = try u16(offset + 14)
        report(PTPFields.correctionSubNanoseconds, subNanoseconds)
        put(", sub NS correction : "); put(decimal: subNanoseconds)
        let reserved2 = try u32(offset + 16)
        report(PTPFields.reserved2, reserved2)
        put(", reserved2 : "); put(decimal: reserved2)
        let clock = try ptpU64(offset + 20)
        report(PTPFields.clockIdentity, clock)
        put(", clock identity : 0x"); put(hex: clock)
        let port = try u16(offset + 28)
        report(PTPFields.sourcePort, port)
        put(", port id : "); put(decimal: port)
        let sequence = try u16(offset + 30)
        report(PTPFields.sequence, sequence)
        put(", seq id : "); put(decimal: sequence)
        let control = try u8(offset + 32)
        report(PTPFields.control, control)
        put(", control : "); put(decimal: control); put(" (")
        switch control {
        case 0: put("Sync")
        case 1: put("Delay_Req")
        case 2: put("Follow_Up")
        case 3: put("Delay_Resp")
        case 4: put("Management")
        case 5: put("Other")
        default: put("Reserved")
        }
        put(")")
        let interval = UInt8(truncatingIfNeeded: try u16(offset + 32))
        report(PTPFields.logMessageInterval, signed: Int64(Int8(bitPattern: interval)))
        put(", log message interval : "); put(decimal: interval)
        let body = offset + PTPField.headerLength
        switch type {
        case 0x0, 0x1: try ptpTimestamp("originTimeStamp", at: body)
        case 0x8: try ptpTimestamp("preciseOriginTimeStamp", at: body)
        case 0x2, 0xa: try ptpTimestamp("preciseOriginTimeStamp", at: body, identity: true)
        case 0x3, 0x9: try ptpTimestamp("receiveTimeStamp", at: body, identity: true)
        case 0xb: try ptpAnnounce(at: body)
        case 0xc: try ptpPortIdentity(at: body)
        case 0xd: try ptpManagement(at: body)
        default: break
        }
    }

    /// `, NAME : S seconds, N nanoseconds`, and with `identity` the port identity after it.
    private mutating func ptpTimestamp(_ name: StaticString, at offset: Int, identity: Bool = false) throws(Truncated) {
        put(", "); put(name); put(" :")
        let seconds = try ptpU48(offset)
        report(PTPFields.timestampSeconds, seconds)
        put(" "); put(decimal: seconds); put(" seconds,")
        let nanoseconds = try u32(offset + 6)
        report(PTPFields.timestampNanoseconds, nanoseconds)
        put(" "); put(decimal: nanoseconds); put(" nanoseconds")
        if identity { try ptpPortIdentity(at: offset + PTPField.timestampLength) }
    }

    /// `, port identity : 0x…, port id : N` (a requesting, target or signaling port identity).
    private mutating func ptpPortIdentity(at offset: Int) throws(Truncated) {
        let clock = try ptpU64(offset)
        report(PTPFields.portClockIdentity, clock)
        put(", port identity : 0x"); put(hex: clock)
        let port = try u16(offset + 8)
        report(PTPFields.portNumber, port)
        put(", port id : "); put(decimal: port)
    }

    private mutating func ptpAnnounce(at offset: Int) throws(Truncated) {
        put(", originTimeStamp :")
        let seconds = try ptpU48(offset)
        report(PTPFields.timestampSeconds, seconds)
        put(" "); put(decimal: seconds); put(" seconds")
        let nanoseconds = try u32(offset + 6)
        report(PTPFields.timestampNanoseconds, nanoseconds)
        put(" "); put(decimal: nanoseconds); put(" nanoseconds")
        let utcOffset = try u16(offset + 10)
        report(PTPFields.currentUTCOffset, signed: Int64(Int16(bitPattern: utcOffset)))
        put(", origin cur utc :"); put(decimal: utcOffset)
        let reserved = try u8(offset + 12)
        put(", rsvd : "); put(decimal: reserved)
        let priority1 = try u8(offset + 13)
        report(PTPFields.grandmasterPriority1, priority1)
        put(", gm priority_1 : "); put(decimal: priority1)
        let clockClass = try u8(offset + 14)
        report(PTPFields.grandmasterClockClass, clockClass)
        put(", gm clock class : "); put(decimal: clockClass)
        let accuracy = try u8(offset + 15)
        report(PTPFields.grandmasterClockAccuracy, accuracy)
        put(", gm clock accuracy : "); put(decimal: accuracy)
        let variance = try u16(offset + 16)
        report(PTPFields.grandmasterClockVariance, variance)
        put(", gm clock variance : "); put(decimal: variance)
        let priority2 = try u8(offset + 18)
        report(PTPFields.grandmasterPriority2, priority2)
        put(", gm priority_2 : "); put(decimal: priority2)
        let grandmaster = try ptpU64(offset + 19)
        report(PTPFields.grandmasterIdentity, grandmaster)
        put(", gm clock id : 0x"); put(hex: grandmaster)
        let steps = try u16(offset + 27)
        report(PTPFields.stepsRemoved, steps)
        put(", steps removed : "); put(decimal: steps)
        let source = try u8(offset + 29)
        report(PTPFields.timeSource, source)
        put(", time source : 0x"); put(hex: source)
    }

    /// The target port identity, then tcpdump 4.99's four one-byte fields, each of which it reads
    /// from the first byte of the target port identity (its pointer never advances); JSON reports
    /// the real bytes.
    private mutating func ptpManagement(at offset: Int) throws(Truncated) {
        try ptpPortIdentity(at: offset)
        report(PTPFields.startingBoundaryHops, u8At: offset + PTPField.portIdentityLength)
        report(PTPFields.boundaryHops, u8At: offset + PTPField.portIdentityLength + 1)
        report(PTPFields.action, u8At: offset + PTPField.portIdentityLength + 2)
        let first = try u8(offset)
        put(", , start boundary hops  "); put(decimal: first)
        put(", , boundary hops  "); put(decimal: first)
        put(", , flags  0x"); put(hex: first)
        put(", , reserved  0x"); put(hex: first)
    }

    /// A big-endian 48-bit value (throws if not all captured).
    private func ptpU48(_ offset: Int) throws(Truncated) -> UInt64 {
        try check(6, at: offset)
        return UInt64(bytes.uint16(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 2))
    }

    /// A big-endian 64-bit value (throws if not all captured).
    private func ptpU64(_ offset: Int) throws(Truncated) -> UInt64 {
        try check(8, at: offset)
        return UInt64(bytes.uint32(at: offset)) << 32 | UInt64(bytes.uint32(at: offset + 4))
    }

    /// tcpdump 4.99's ptp_msg_type (with its spelling), `Reserved` for the rest.
    private static func ptpMessageName(_ type: UInt8) -> StaticString {
        switch type {
        case 0x0: "sync msg"
        case 0x1: "delay req msg"
        case 0x2: "peer delay req msg"
        case 0x3: "peer delay resp msg"
        case 0x8: "follow up msg"
        case 0x9: "delay resp msg"
        case 0xa: "pdelay resp fup msg"
        case 0xb: "announce msg"
        case 0xc: "signalling msg"
        case 0xd: "management msg"
        default: "Reserved"
        }
    }
}

/// tcpdump's bit table for the PTP flag field, in its order (Dissection is generic, so it lives here).
enum PTPTables {
    static let flagBits: [(UInt32, StaticString)] = [
        (0x0001, "l1 61"), (0x0002, "l1 59"), (0x0004, "utc reasonable"), (0x0008, "timescale"),
        (0x0010, "time tracable"), (0x0020, "frequency tracable"), (0x0100, "alternate master"), (0x0200, "two step"),
        (0x0400, "unicast"), (0x1000, "profile specific 1"), (0x2000, "profile specific 2"), (0x4000, "security mask"),
        (0x18c0, "unknown"),
    ]
}
