#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// NTP (RFC 5905) time messages as tcpdump's ntp_print prints them, and the header of control
// messages (mode 6, RFC 9327) whose data tcpdump leaves uninterpreted.

extension Dissection {
    mutating func ntp(at offset: Int, length: Int) throws(Truncated) {
        proto = "ntp"
        layer(NTPFields.ntp)
        let status = try u8(offset)
        let version = (status >> 3) & 7
        let mode = status & 7
        report(NTPFields.version, version)
        report(NTPFields.mode, mode)
        put("NTPv"); put(decimal: version)
        let modeName: StaticString = switch mode {
        case 0: "unspecified"
        case 1: "symmetric active"
        case 2: "symmetric passive"
        case 3: "Client"
        case 4: "Server"
        case 5: "Broadcast"
        case 6: "Control Message"
        default: "Reserved"
        }
        put(", "); put(modeName); put(", length "); put(decimal: length)
        report(NTPFields.modeName, label: modeName)
        report(NTPFields.length, length)
        guard verbose > 0 else { return }
        put("\n")
        let leap = status & 0xc0
        let leapName: StaticString = switch leap {
        case 0x00: ""
        case 0x40: "+1s"
        case 0x80: "-1s"
        default: "clock unsynchronized"
        }
        put("\tLeap indicator: "); put(leapName); put(" ("); put(decimal: leap); put(")")
        report(NTPFields.leap, leap >> 6)
        if mode == 6 {
            try ntpControl(at: offset, length: length)
            return
        }
        guard mode <= 5 else { return }
        if length < 48 {
            putInvalid()
            return
        }
        let stratum = try u8(offset + 1)
        report(NTPFields.stratum, stratum)
        put(", Stratum "); put(decimal: stratum); put(" (")
        switch stratum {
        case 0: put("unspecified")
        case 1: put("primary reference")
        case 2...15: put("secondary reference")
        default: put("reserved")
        }
        put(")")
        let poll = Int8(bitPattern: try u8(offset + 2))
        report(NTPFields.poll, signed: Int64(poll))
        put(", poll "); put(decimal: poll)
        if poll > -32 && poll < 32 {
            if poll >= 0 {
                put(" ("); put(decimal: UInt32(1) << UInt32(poll)); put("s)")
            } else {
                put(" (1/"); put(decimal: UInt32(1) << UInt32(-Int(poll))); put("s)")
            }
        }
        let precision = Int8(bitPattern: try u8(offset + 3))
        report(NTPFields.precision, signed: Int64(precision))
        put(", precision "); put(decimal: precision)
        try check(4, at: offset + 4)
        put("\n\tRoot Delay: "); putShortFixed(at: offset + 4, field: NTPFields.rootDelay)
        try check(4, at: offset + 8)
        put(", Root dispersion: "); putShortFixed(at: offset + 8, field: NTPFields.rootDispersion)
        try check(4, at: offset + 12)
        put(", Reference-ID: ")
        switch stratum {
        case 0:
            put("(unspec)")
        case 1:
            report(NTPFields.referenceID, bytesAt: offset + 12, count: 4)
            for index in 0..<4 {
                putCharacterEscaped(bytes[offset + 12 + index])
            }
        default:
            report(NTPFields.referenceIDHex, u32At: offset + 12)
            put("0x"); put(hex: bytes.uint32(at: offset + 12), digits: 8)
        }
        for (index, label) in ntpTimestampLabels.enumerated() {
            try check(8, at: offset + 16 + index * 8)
            put(label)
            putNTPTime(at: offset + 16 + index * 8)
            reportNTPTime(ntpTimestampFields[index], at: offset + 16 + index * 8)
        }
        put("\n\t    Originator - Receive Timestamp:  ")
        putNTPDelta(old: offset + 24, new: offset + 32)
        put("\n\t    Originator - Transmit Timestamp: ")
        putNTPDelta(old: offset + 24, new: offset + 40)
        if length == 52 {
            let keyID = try u32(offset + 48)
            report(NTPFields.keyID, keyID)
            put("\n\tKey id: "); put(decimal: keyID)
        } else if length == 68 || length == 72 {
            let keyID = try u32(offset + 48)
            report(NTPFields.keyID, keyID)
            put("\n\tKey id: "); put(decimal: keyID)
            put("\n\tAuthentication: ")
            report(NTPFields.authentication, bytesAt: offset + 52, count: length == 68 ? 16 : 20)
            for index in 0..<(length == 68 ? 4 : 5) { put(hex: try u32(offset + 52 + index * 4), digits: 8) }
        } else if length > 48 {
            put("\n\t("); put(decimal: length - 48); put(" more bytes after the header)")
        }
    }

    /// NTP short format (16.16) as `%d.%06d`, in the text and as the JSON string `field`.
    private mutating func putShortFixed(at offset: Int, field: FieldDescriptor) {
        let integer = bytes.uint16(at: offset)
        let fraction = Double(bytes.uint16(at: offset + 2)) / 65536.0
        let micros = UInt32(fraction * 1_000_000.0)
        put(decimal: integer); put(".")
        put(decimal: micros, width: 6)
        if beginStringReport(field) {
            out.appendDecimal(integer); out.append(UInt8(ascii: ".")); out.appendDecimal(micros, width: 6)
            endStringReport()
        }
    }

    /// An NTP timestamp as the JSON string `SECONDS.NANOSECONDS` (seconds since 1900, as the text).
    private mutating func reportNTPTime(_ field: FieldDescriptor, at offset: Int) {
        guard has(8, at: offset), beginStringReport(field) else { return }
        let fraction = Double(bytes.uint32(at: offset + 4)) / 4_294_967_296.0
        out.appendDecimal(bytes.uint32(at: offset)); out.append(UInt8(ascii: "."))
        out.appendDecimal(UInt32(fraction * 1_000_000_000.0), width: 9)
        endStringReport()
    }

    /// NTP timestamp (32.32) as `SECONDS.NANOSECONDS (YYYY-MM-DDTHH:MM:SSZ)`.
    mutating func putNTPTime(at offset: Int) {
        guard Sink.rendersText else { return }
        let seconds = bytes.uint32(at: offset)
        let fraction = Double(bytes.uint32(at: offset + 4)) / 4_294_967_296.0
        put(decimal: seconds); put(".")
        put(decimal: UInt32(fraction * 1_000_000_000.0), width: 9)
        guard seconds != 0 else { return }
        var unix = time_t(Int64(seconds) - 2_208_988_800)
        var parts = tm()
        guard gmtime_r(&unix, &parts) != nil else { return }
        put(" (")
        put(decimal: Int(parts.tm_year) + 1900, width: 4); put("-")
        put(decimal: Int(parts.tm_mon) + 1, width: 2); put("-")
        put(decimal: Int(parts.tm_mday), width: 2); put("T")
        put(decimal: Int(parts.tm_hour), width: 2); put(":")
        put(decimal: Int(parts.tm_min), width: 2); put(":")
        put(decimal: Int(parts.tm_sec), width: 2); put("Z)")
    }

    /// tcpdump's p_ntp_delta: the signed difference of two timestamps.
    private mutating func putNTPDelta(old: Int, new: Int) {
        guard Sink.rendersText else { return }
        let u = bytes.uint32(at: new), uf = bytes.uint32(at: new + 4)
        let ou = bytes.uint32(at: old), ouf = bytes.uint32(at: old + 4)
        if ou == 0 && ouf == 0 {
            putNTPTime(at: new)
            return
        }
        var i = Int32(bitPattern: u &- ou)
        var f: UInt32
        var negative: Bool
        if i > 0 {
            negative = false
            f = uf &- ouf
            if ouf > uf { i -= 1 }
        } else if i < 0 {
            negative = true
            f = ouf &- uf
            if uf > ouf { i += 1 }
            i = 0 &- i
        } else if uf > ouf {
            negative = false
            f = uf &- ouf
        } else {
            negative = true
            f = ouf &- uf
        }
        let nanoseconds = UInt32(Double(f) / 4_294_967_296.0 * 1_000_000_000.0)
        put(negative ? "-" : "+")
        put(decimal: i); put(".")
        put(decimal: nanoseconds, width: 9)
    }
}

private let ntpTimestampLabels: [StaticString] = ["\n\t  Reference Timestamp:  ", "\n\t  Originator Timestamp: ",
                                                 "\n\t  Receive Timestamp:    ", "\n\t  Transmit Timestamp:   "]
private let ntpTimestampFields = [NTPFields.referenceTime, NTPFields.originateTime, NTPFields.receiveTime,
                                  NTPFields.transmitTime]

/// RFC 9327 2: the control message header before its data.
private let ntpControlHeaderLength = 12

extension Dissection {
    /// A control message's 12-byte header (RFC 9327 2): flags and opcode, sequence, status,
    /// association, offset and count (tcpdump's ntp_control_print, at -v). A count past the
    /// message is invalid; tcpdump then checks the whole message was captured.
    fileprivate mutating func ntpControl(at offset: Int, length: Int) throws(Truncated) {
        guard length >= ntpControlHeaderLength else {
            putInvalid()
            if !has(length, at: offset) { putTruncationMarker() }
            return
        }
        let control = try u8(offset + 1)
        put(control & 0x80 != 0 ? ", Response" : ", Request")
        put(control & 0x40 != 0 ? ", Error" : ", OK")
        put(control & 0x20 != 0 ? ", More" : ", Last")
        put(", OpCode="); put(decimal: control & 0x1f); put("\n")
        report(NTPFields.controlResponse, bool: control & 0x80 != 0)
        report(NTPFields.controlError, bool: control & 0x40 != 0)
        report(NTPFields.controlMore, bool: control & 0x20 != 0)
        report(NTPFields.controlOpcode, control & 0x1f)
        let sequence = try u16(offset + 2)
        report(NTPFields.controlSequence, sequence)
        put("\tSequence="); put(decimal: sequence)
        let status = try u16(offset + 4)
        report(NTPFields.controlStatus, status)
        // printf's %#hx: no 0x for zero.
        put(", Status=")
        if status == 0 { put("0") } else { put("0x"); put(hex: status) }
        let association = try u16(offset + 6)
        report(NTPFields.controlAssociation, association)
        put(", Assoc.="); put(decimal: association)
        let dataOffset = try u16(offset + 8)
        report(NTPFields.controlOffset, dataOffset)
        put(", Offset="); put(decimal: dataOffset)
        let count = try u16(offset + 10)
        report(NTPFields.controlCount, count)
        put(", Count="); put(decimal: count)
        if ntpControlHeaderLength + Int(count) > length {
            putInvalid()
            if !has(length, at: offset) { putTruncationMarker() }
            return
        }
        if count != 0 {
            guard has(Int(count), at: offset + ntpControlHeaderLength) else {
                putTruncationMarker()
                return
            }
            put("\n\tTO-BE-DONE: data not interpreted")
        }
    }
}
