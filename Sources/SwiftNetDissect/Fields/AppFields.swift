// Fields of NTP, syslog, the line-oriented text protocols (HTTP, FTP, SMTP, RTSP, SIP), the SSH
// version line, GRE and VXLAN.

enum NTPFields: ProtocolFields {
    static let ntp = FieldDescriptor.layer("ntp", "ntp", "Network Time Protocol (UDP 123)")
    static let version = FieldDescriptor("version", "ntp.flags.vn", .unsigned, "NTP version")
    static let mode = FieldDescriptor("mode", "ntp.flags.mode", .unsigned, "association mode")
    static let modeName = FieldDescriptor("mode_name", "ntp.flags.mode_name", .label, "mode as tcpdump names it")
    static let length = FieldDescriptor("length", "ntp.length", .unsigned, "message length (UDP payload)")
    static let leap = FieldDescriptor("leap_indicator", "ntp.flags.li", .unsigned, "leap indicator (0-3)")
    static let stratum = FieldDescriptor("stratum", "ntp.stratum", .unsigned, "stratum")
    static let poll = FieldDescriptor("poll", "ntp.ppoll", .signed, "poll interval (log2 seconds)")
    static let precision = FieldDescriptor("precision", "ntp.precision", .signed, "clock precision (log2 seconds)")
    static let rootDelay = FieldDescriptor("root_delay", "ntp.rootdelay", .string, "root delay, seconds (16.16)")
    static let rootDispersion = FieldDescriptor("root_dispersion", "ntp.rootdispersion", .string,
                                                "root dispersion, seconds (16.16)")
    static let referenceID = FieldDescriptor("reference_id", "ntp.refid", .string, "reference ID (stratum 1: ASCII)")
    static let referenceIDHex = FieldDescriptor("reference_id", "ntp.refid", .hex(digits: 8),
                                                "reference ID (stratum 2-15: a server's address or hash)")
    static let referenceTime = FieldDescriptor("reference_timestamp", "ntp.reftime", .string,
                                               "reference timestamp, seconds since 1900 (32.32)")
    static let originateTime = FieldDescriptor("originate_timestamp", "ntp.org", .string, "originate timestamp")
    static let receiveTime = FieldDescriptor("receive_timestamp", "ntp.rec", .string, "receive timestamp")
    static let transmitTime = FieldDescriptor("transmit_timestamp", "ntp.xmt", .string, "transmit timestamp")
    static let keyID = FieldDescriptor("key_id", "ntp.keyid", .unsigned, "authentication key ID")
    static let authentication = FieldDescriptor("authentication", "ntp.mac", .bytes, "message digest (hex)")
    static let controlResponse = FieldDescriptor("response", "ntp.ctrl.flags2.r", .boolean, "response bit (control)")
    static let controlError = FieldDescriptor("error", "ntp.ctrl.flags2.error", .boolean, "error bit (control)")
    static let controlMore = FieldDescriptor("more", "ntp.ctrl.flags2.more", .boolean, "more bit (control)")
    static let controlOpcode = FieldDescriptor("opcode", "ntp.ctrl.flags2.opcode", .unsigned, "opcode (control)")
    static let controlSequence = FieldDescriptor("sequence", "ntp.ctrl.sequence", .unsigned, "sequence (control)")
    static let controlStatus = FieldDescriptor("status", "ntp.ctrl.status", .hex(digits: 4), "status word (control)")
    static let controlAssociation = FieldDescriptor("association_id", "ntp.ctrl.associd", .unsigned,
                                                    "association ID (control)")
    static let controlOffset = FieldDescriptor("offset", "ntp.ctrl.offset", .unsigned, "data offset (control)")
    static let controlCount = FieldDescriptor("count", "ntp.ctrl.count", .unsigned, "data count (control)")

    static var all: [FieldDescriptor] {
        [ntp, version, mode, modeName, length, leap, stratum, poll, precision, rootDelay, rootDispersion,
         referenceID, referenceIDHex, referenceTime, originateTime, receiveTime, transmitTime, keyID, authentication,
         controlResponse, controlError, controlMore, controlOpcode, controlSequence, controlStatus,
         controlAssociation, controlOffset, controlCount]
    }
}

enum SyslogFields: ProtocolFields {
    static let syslog = FieldDescriptor.layer("syslog", "syslog", "BSD syslog (UDP 514)")
    static let length = FieldDescriptor("length", "syslog.length", .unsigned, "message length (UDP payload)")
    static let facility = FieldDescriptor("facility", "syslog.facility", .unsigned, "facility number")
    static let facilityName = FieldDescriptor("facility_name", "syslog.facility_name", .label, "facility name")
    static let severity = FieldDescriptor("severity", "syslog.level", .unsigned, "severity number")
    static let severityName = FieldDescriptor("severity_name", "syslog.level_name", .label, "severity name")
    static let message = FieldDescriptor("message", "syslog.msg", .string, "the text after the priority")

    static var all: [FieldDescriptor] {
        [syslog, length, facility, facilityName, severity, severityName, message]
    }
}

/// The descriptors of one line-oriented text protocol.
struct TextLineFields: Sendable {
    let layer: FieldDescriptor
    let length: FieldDescriptor
    let lines: FieldDescriptor
    let line: FieldDescriptor

    init(_ key: StaticString, _ title: StaticString, length: StaticString, lines: StaticString, line: StaticString) {
        layer = FieldDescriptor.layer(key, key, title)
        self.length = FieldDescriptor("length", length, .unsigned, "payload length")
        self.lines = FieldDescriptor("lines", lines, .list, "the CRLF- or LF-terminated printable lines, in order")
        self.line = FieldDescriptor("line", line, .string, "one line, without its terminator")
    }

    var all: [FieldDescriptor] { [layer, length, lines, line] }
}

enum TextProtocolFields: ProtocolFields {
    static let http = TextLineFields("http", "HTTP request or status line (TCP 80, 8080)",
                                     length: "http.length", lines: "http.lines", line: "http.line")
    static let ftp = TextLineFields("ftp", "FTP control connection (TCP 21)",
                                    length: "ftp.length", lines: "ftp.lines", line: "ftp.line")
    static let smtp = TextLineFields("smtp", "SMTP (TCP 25)",
                                     length: "smtp.length", lines: "smtp.lines", line: "smtp.line")
    static let rtsp = TextLineFields("rtsp", "RTSP (TCP 554, 8554)",
                                     length: "rtsp.length", lines: "rtsp.lines", line: "rtsp.line")
    static let sip = TextLineFields("sip", "SIP (UDP 5060)",
                                    length: "sip.length", lines: "sip.lines", line: "sip.line")
    static let whois = TextLineFields("whois", "whois (TCP 43)",
                                      length: "whois.length", lines: "whois.lines", line: "whois.line")

    static let ssh = FieldDescriptor.layer("ssh", "ssh", "SSH protocol version exchange (TCP 22)")
    static let sshVersion = FieldDescriptor("version", "ssh.protocol", .string, "the SSH-... identification line")

    /// The descriptors for txtproto_print's protocol name (`"http"`, `"ftp"`…).
    static func fields(for protocolName: StaticString) -> TextLineFields {
        guard protocolName.utf8CodeUnitCount >= 2 else { return http }
        let first = protocolName.utf8Start[0], second = protocolName.utf8Start[1]
        switch (first, second) {
        case (UInt8(ascii: "f"), _): return ftp
        case (UInt8(ascii: "s"), UInt8(ascii: "m")): return smtp
        case (UInt8(ascii: "s"), _): return sip
        case (UInt8(ascii: "r"), _): return rtsp
        case (UInt8(ascii: "w"), _): return whois
        default: return http
        }
    }

    static var all: [FieldDescriptor] {
        http.all + ftp.all + smtp.all + rtsp.all + sip.all + whois.all + [ssh, sshVersion]
    }
}

enum TunnelFields: ProtocolFields {
    static let gre = FieldDescriptor.layer("gre", "gre", "Generic Routing Encapsulation (IP 47; v1 PPTP)")
    static let flags = FieldDescriptor("flags", "gre.flags_and_version", .hex(digits: 4), "flags and version word")
    static let checksumPresent = FieldDescriptor("checksum_present", "gre.flags.checksum", .boolean, "C bit")
    static let routingPresent = FieldDescriptor("routing_present", "gre.flags.routing", .boolean, "R bit")
    static let keyPresent = FieldDescriptor("key_present", "gre.flags.key", .boolean, "K bit")
    static let sequencePresent = FieldDescriptor("sequence_present", "gre.flags.sequence_number", .boolean, "S bit")
    static let strictSourceRoute = FieldDescriptor("strict_source_route", "gre.flags.strict_source_route", .boolean,
                                                   "s bit")
    static let ackPresent = FieldDescriptor("ack_present", "gre.flags.ack", .boolean, "A bit (version 1)")
    static let version = FieldDescriptor("version", "gre.flags.version", .unsigned, "GRE version (0, 1 PPTP)")
    static let protocolType = FieldDescriptor("protocol", "gre.proto", .unsigned, "EtherType of the payload")
    static let checksum = FieldDescriptor("checksum", "gre.checksum", .hex(digits: 4), "checksum (C bit)")
    static let offset = FieldDescriptor("offset", "gre.offset", .unsigned, "routing offset (C or R bit)")
    static let key = FieldDescriptor("key", "gre.key", .hex(digits: 8), "key (K bit)")
    static let sequence = FieldDescriptor("sequence", "gre.sequence_number", .unsigned, "sequence number (S bit)")
    static let payloadLength = FieldDescriptor("payload_length", "gre.key.payload_length", .unsigned,
                                               "version 1: payload length")
    static let callID = FieldDescriptor("call_id", "gre.key.call_id", .unsigned, "version 1: PPTP call ID")
    static let ack = FieldDescriptor("ack", "gre.ack_number", .unsigned, "version 1: acknowledgment number")
    static let routes = FieldDescriptor("routes", "gre.sre", .list, "RFC 1701 source route entries (R bit)")
    static let routeFamily = FieldDescriptor("address_family", "gre.sre.af", .hex(digits: 4),
                                             "0x0800 IPv4 addresses, 0xfffe AS numbers")
    static let routeOffset = FieldDescriptor("sre_offset", "gre.sre.offset", .unsigned,
                                             "offset of the active entry in bytes")
    static let routeLength = FieldDescriptor("sre_length", "gre.sre.length", .unsigned, "entry list length in bytes")
    static let routeEntries = FieldDescriptor("entries", "gre.sre.entries", .bytes, "the routing information")

    static let vxlan = FieldDescriptor.layer("vxlan", "vxlan", "Virtual eXtensible LAN (UDP 4789)")
    static let vxlanFlags = FieldDescriptor("flags", "vxlan.flags", .hex(digits: 2), "flags (0x08: VNI valid)")
    static let vniValid = FieldDescriptor("vni_valid", "vxlan.flags.vni", .boolean, "I flag: the VNI is valid")
    static let vni = FieldDescriptor("vni", "vxlan.vni", .unsigned, "VXLAN network identifier")

    static var all: [FieldDescriptor] {
        [gre, flags, checksumPresent, routingPresent, keyPresent, sequencePresent, strictSourceRoute, ackPresent,
         version, protocolType, checksum, offset, key, sequence, payloadLength, callID, ack, routes, routeFamily,
         routeOffset, routeLength, routeEntries, vxlan, vxlanFlags,
         vniValid, vni]
    }
}
