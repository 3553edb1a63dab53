// BSD syslog over UDP (RFC 3164/5424) as tcpdump's syslog_print prints it.

extension Dissection {
    mutating func syslog(at offset: Int, length: Int) throws(Truncated) {
        proto = "syslog"
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
        let facilityNames: [StaticString] = ["kernel", "user", "mail", "daemon", "auth", "syslog", "lpr", "news",
                                             "uucp", "cron", "authpriv", "ftp", "ntp", "security", "console", "cron",
                                             "local0", "local1", "local2", "local3", "local4", "local5", "local6", "local7"]
        let severityNames: [StaticString] = ["emergency", "alert", "critical", "error", "warning", "notice", "info", "debug"]
        func putFacility(_ d: inout Dissection) {
            if facility < facilityNames.count {
                d.put(facilityNames[facility])
            } else {
                d.put("unknown ("); d.put(decimal: facility); d.put(")")
            }
        }
        if verbose < 1 {
            put("SYSLOG "); putFacility(&self); put("."); put(severityNames[severity])
            put(", length: "); put(decimal: length)
            return
        }
        put("SYSLOG, length: "); put(decimal: length)
        put("\n\tFacility "); putFacility(&self); put(" ("); put(decimal: facility); put(")")
        put(", Severity "); put(severityNames[severity]); put(" ("); put(decimal: severity); put(")")
        put("\n\tMsg: ")
        while index < length {
            putCharacterEscaped(try u8(offset + index))
            index += 1
        }
        if verbose > 1 { unknownData(at: offset, length: length, prefix: "\n\t") }
    }
}
