// Fields of the audio/video printers tcpdump keeps in print-udp.c, reached only with `-T rtp`,
// `-T rtcp` and `-T vat` (and vat's destination port 3456): RTP (RFC 3550, and the v1 draft),
// RTCP (RFC 3550 section 6) and LBL's vat/vt audio headers.

enum RTPFields: ProtocolFields {
    static let rtp = FieldDescriptor.layer("rtp", "rtp", "Real-time Transport Protocol (UDP, with -T rtp)")
    static let version = FieldDescriptor("version", "rtp.version", .unsigned, "version (top two bits: 1 the v1 draft, else read as 2)")
    static let payloadType = FieldDescriptor("payload_type", "rtp.p_type", .unsigned,
                                             "payload (content) type: 7 bits in v2, 6 in v1")
    static let marker = FieldDescriptor("marker", "rtp.marker", .boolean, "marker bit")
    static let options = FieldDescriptor("options", "rtp.options", .boolean, "v1: options follow the header")
    static let extensionPresent = FieldDescriptor("extension", "rtp.ext", .boolean, "v2: a header extension follows")
    static let sequence = FieldDescriptor("sequence", "rtp.seq", .unsigned, "sequence number")
    static let timestamp = FieldDescriptor("timestamp", "rtp.timestamp", .unsigned, "media timestamp")
    static let ssrc = FieldDescriptor("ssrc", "rtp.ssrc", .unsigned, "v2: synchronization source (v1: the first word after the header)")
    static let dataLength = FieldDescriptor("data_length", "rtp.data_len", .unsigned,
                                            "bytes after the fixed header (the UDP payload less 8, or 12 for v2)")

    static var all: [FieldDescriptor] {
        [rtp, version, payloadType, marker, options, extensionPresent, sequence, timestamp, ssrc, dataLength]
    }
}

enum RTCPFields: ProtocolFields {
    static let rtcp = FieldDescriptor.layer("rtcp", "rtcp", "RTP Control Protocol (UDP, with -T rtcp)")
    static let packets = FieldDescriptor("packets", "rtcp.packet", .list, "the compound packet's RTCP packets, in order")
    static let type = FieldDescriptor("type", "rtcp.pt", .unsigned, "packet type (200 SR, 201 RR, 202 SDES, 203 BYE, 204 APP)")
    static let typeName = FieldDescriptor("type_name", "rtcp.pt.name", .label, "packet type name (sr, rr, sdes, bye, unknown)")
    static let count = FieldDescriptor("count", "rtcp.rc", .unsigned, "report (or source) count, 5 bits")
    static let length = FieldDescriptor("length", "rtcp.length", .unsigned, "length in bytes ((length field + 1) * 4)")
    static let ssrc = FieldDescriptor("ssrc", "rtcp.senderssrc", .unsigned, "sender's synchronization source")
    static let ntpSeconds = FieldDescriptor("ntp_seconds", "rtcp.timestamp.ntp.msw", .unsigned, "SR: NTP timestamp, seconds")
    static let ntpFraction = FieldDescriptor("ntp_fraction", "rtcp.timestamp.ntp.lsw", .unsigned,
                                             "SR: NTP timestamp, fraction (units of 2^-32 s)")
    static let rtpTimestamp = FieldDescriptor("rtp_timestamp", "rtcp.timestamp.rtp", .unsigned, "SR: RTP timestamp")
    static let packetCount = FieldDescriptor("packet_count", "rtcp.sender.packetcount", .unsigned, "SR: packets sent")
    static let octetCount = FieldDescriptor("octet_count", "rtcp.sender.octetcount", .unsigned, "SR: payload bytes sent")
    static let report = FieldDescriptor("report", "rtcp.report", .object,
                                        "the first reception report block (tcpdump prints it count times)")
    static let source = FieldDescriptor("source", "rtcp.ssrc.identifier", .unsigned, "report: source reported on")
    static let lost = FieldDescriptor("lost", "rtcp.ssrc.cum_nr", .unsigned, "report: cumulative packets lost (24 bits)")
    static let highestSequence = FieldDescriptor("highest_sequence", "rtcp.ssrc.ext_high", .unsigned,
                                                 "report: extended highest sequence number received")
    static let jitter = FieldDescriptor("jitter", "rtcp.ssrc.jitter", .unsigned, "report: interarrival jitter")
    static let lastSR = FieldDescriptor("last_sr", "rtcp.ssrc.lsr", .fixedPoint(fractionBits: 16),
                                        "report: last SR timestamp (middle 32 bits of NTP, seconds)")
    static let delaySinceLastSR = FieldDescriptor("delay_since_last_sr", "rtcp.ssrc.dlsr", .fixedPoint(fractionBits: 16),
                                                  "report: delay since the last SR (seconds)")

    static var all: [FieldDescriptor] {
        [rtcp, packets, type, typeName, count, length, ssrc, ntpSeconds, ntpFraction, rtpTimestamp, packetCount,
         octetCount, report, source, lost, highestSequence, jitter, lastSR, delaySinceLastSR]
    }
}

enum VATFields: ProtocolFields {
    static let vat = FieldDescriptor.layer("vat", "vat", "LBL vat/vt audio (UDP destination port 3456, or -T vat)")
    static let kind = FieldDescriptor("kind", "vat.kind", .label, "vat, or vt when the first word has bits of 0xf060 set")
    static let firstWord = FieldDescriptor("first_word", "vat.word0", .hex(digits: 4), "vt: the first 16-bit word")
    static let conference = FieldDescriptor("conference", "vat.conf", .unsigned, "vat: conference id (low 16 bits)")
    static let timestamp = FieldDescriptor("timestamp", "vat.ts", .unsigned, "vat: the second 32-bit word (timestamp)")
    static let talkSpurt = FieldDescriptor("talk_spurt", "vat.tsflag", .boolean, "vat: start of a talk spurt (0x800000)")
    static let format = FieldDescriptor("format", "vat.format", .unsigned, "vat: audio format (5 bits)")
    static let sequence = FieldDescriptor("sequence", "vat.seq", .unsigned, "vat: the 6 bits above the format")
    static let dataLength = FieldDescriptor("data_length", "vat.data_len", .unsigned, "audio bytes after the header")

    static var all: [FieldDescriptor] { [vat, kind, firstWord, conference, timestamp, talkSpurt, format, sequence, dataLength] }
}
