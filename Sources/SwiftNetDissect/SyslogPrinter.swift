// BSD syslog over UDP (RFC 3164/5424) as tcpdump's syslog_print prints it, and the JSON `syslog`
// layer.

private let syslogFacilityNames: [StaticString] = [
    "kernel", "user", "mail", "daemon", "auth", "syslog", "lpr", "news", "uucp", "cron", "authpriv", "ftp", "ntp",
    "security", "console", "cron", "local0", "local1", "local2", "local3", "local4", "local5", "local6", "local7",
]
private let syslogSeverityNames: [StaticString] = [
    "emergency", "alert", "critical", "error", "warning", "notice", "info", "debug",
]

extension Dissection {
    mutating func syslog(at offset: Int, length: Int) throws(Truncated) {
        proto = "syslog"
        layer(SyslogFields.syslog)
        report(SyslogFields.length, length)
        if try u8(offset) != UInt8(ascii: "<") {
            putInvalid()
            return
        }
        var index = 1
        var priority = 0
        while index <= 3 {
            let c = try u8(offset + index)
            guard c >= 0x30 && c <= 0x39 else { break }
            priority = priority * 10 + Int(c - 0x30)
            index += 1
        }
        if try u8(offset + index) != UInt8(ascii: ">") {
            putInvalid()
            return
        }
        index += 1
        let facility = priority >> 3
        let severity = priority & 7
        report(SyslogFields.facility, facility)
        if facility < syslogFacilityNames.count { report(SyslogFields.facilityName, label: syslogFacilityNames[facility]) }
        report(SyslogFields.severity, severity)
        report(SyslogFields.severityName, label: syslogSeverityNames[severity])
        func putFacility(_ d: inout Dissection) {
            if facility < syslogFacilityNames.count {
                d.put(syslogFacilityNames[facility])
            } else {
                d.put("unknown ("); d.put(decimal: facility); d.put(")")
            }
        }
        if verbose < 1 {
            put("SYSLOG "); putFacility(&self); put("."); put(syslogSeverityNames[severity])
            put(", length: "); put(decimal: length)
            return
        }
        put("SYSLOG, length: "); put(decimal: length)
        put("\n\tFacility "); putFacility(&self); put(" ("); put(decimal: facility); put(")")
        put(", Severity "); put(syslogSeverityNames[severity]); put(" ("); put(decimal: severity); put(")")
        put("\n\tMsg: ")
        // The message as far as it was captured; the text walk below stops at the same byte.
        report(SyslogFields.message, bytesAt: offset + index,
               count: Swift.max(0, Swift.min(length, available(from: offset)) - index))
        while index < length {
            putCharacterEscaped(try u8(offset + index))
            index += 1
        }
        if verbose > 1 { unknownData(at: offset, length: length, prefix: "\n\t") }
    }
}
