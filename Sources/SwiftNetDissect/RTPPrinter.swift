// The small audio/video printers of tcpdump's print-udp.c, as 4.99 prints them: vat_print (LBL
// vat and vt audio; also UDP destination port 3456), rtp_print (RTP v2 and the v1 draft) and
// rtcp_print (a compound RTCP packet). tcpdump's quirks are kept for byte-identical output: RTCP
// packets are walked to the captured end (not the UDP length), and a receiver report count of N
// prints the FIRST report block N times.

enum RTCPField {
    static let senderReport: UInt8 = 200
    static let receiverReport: UInt8 = 201
    static let sourceDescription: UInt8 = 202
    static let goodbye: UInt8 = 203
    static let headerLength = 8
    static let senderInfoLength = 20
    static let reportLength = 24
}

extension Dissection {
    /// vat_print: `length` is the UDP payload length.
    mutating func vat(at offset: Int, length: Int) throws(Truncated) {
        proto = "vat"
        layer(VATFields.vat)
        guard length >= 2 else {
            reportMalformed("shorter than 2 bytes")
            put("udp/va/vat, length "); put(decimal: length); put(" < 2")
            return
        }
        let first = try u16(offset)
        if first & 0xf060 != 0 {
            // Probably vt (tcpdump's guess).
            report(VATFields.kind, label: "vt")
            report(VATFields.firstWord, first)
            put("udp/vt "); put(decimal: length); put(" "); put(decimal: first & 0x3ff)
            put(" / "); put(decimal: first >> 10)
            return
        }
        report(VATFields.kind, label: "vat")
        guard length >= 8 else {
            reportMalformed("shorter than the 8-byte vat header")
            put("udp/vat, length "); put(decimal: length); put(" < 8")
            return
        }
        let word0 = try u32(offset)
        let word1 = try u32(offset + 4)
        report(VATFields.conference, word0 & 0xffff)
        report(VATFields.timestamp, word1)
        report(VATFields.talkSpurt, bool: word0 & 0x800000 != 0)
        report(VATFields.format, (word0 >> 16) & 0x1f)
        report(VATFields.sequence, (word0 >> 24) & 0x3f)
        report(VATFields.dataLength, length - 8)
        put("udp/vat "); put(decimal: length - 8); put(" c"); put(decimal: word0 & 0xffff)
        put(" "); put(decimal: word1)
        if word0 & 0x800000 != 0 { put("*") }
        if word0 & 0x1f0000 != 0 { put(" f"); put(decimal: (word0 >> 16) & 0x1f) }
        if word0 & 0x3f000000 != 0 { put(" s"); put(decimal: (word0 >> 24) & 0x3f) }
    }

    /// rtp_print: `length` is the UDP payload length. With -v the SSRC (v1: the word after the
    /// header), the v1 options and the v2 extension are skipped as tcpdump does (` !opt`/` !ext`
    /// when a length passes the payload), and H.261's header (content type 31) follows.
    mutating func rtp(at offset: Int, length: Int) throws(Truncated) {
        proto = "rtp"
        layer(RTPFields.rtp)
        guard length >= 8 else {
            reportMalformed("shorter than 8 bytes")
            put("udp/rtp, length "); put(decimal: length); put(" < 8")
            return
        }
        let word0 = try u32(offset)
        let word1 = try u32(offset + 4)
        var dataLength = length - 8
        // Where the options or extension start and the words left, as tcpdump counts them.
        var cursor = offset + 8
        var words = length / 4 - 2
        let version1 = word0 >> 30 == 1
        let hasOptions = version1 && word0 & 0x800000 != 0
        let hasExtension = !version1 && word0 & 0x10000000 != 0
        let contentType = version1 ? (word0 >> 16) & 0x3f : (word0 >> 16) & 0x7f
        let marker = version1 ? word0 & 0x400000 != 0 : word0 & 0x800000 != 0
        if !version1 {
            guard dataLength >= 4 else {
                reportMalformed("shorter than the 12-byte RTP v2 header")
                put("udp/rtp, length "); put(decimal: length); put(" < 12")
                return
            }
            dataLength -= 4
            cursor += 4
            words -= 1
        }
        if Sink.collectsFields {
            report(RTPFields.version, version1 ? 1 : word0 >> 30)
            report(RTPFields.payloadType, contentType)
            report(RTPFields.marker, bool: marker)
            if version1 { report(RTPFields.options, bool: hasOptions) } else { report(RTPFields.extensionPresent, bool: hasExtension) }
            report(RTPFields.sequence, word0 & 0xffff)
            report(RTPFields.timestamp, word1)
            report(RTPFields.ssrc, u32At: offset + 8)
            report(RTPFields.dataLength, dataLength)
        }
        put(version1 ? "udp/rtpv1 " : "udp/rtp "); put(decimal: dataLength)
        put(" c"); put(decimal: contentType); put(" ")
        if hasOptions || hasExtension { put("+") }
        if marker { put("*") }
        put(" "); put(decimal: word0 & 0xffff); put(" "); put(decimal: word1)
        guard verbose > 0 else { return }
        // Each value is read before its text, so a cut prints nothing of it (printf's arguments).
        let third = try u32(offset + 8)
        put(" "); put(decimal: third)
        if hasOptions {
            // Options until one with the top bit set; each length counts 32-bit words.
            while true {
                let option = try u32(cursor)
                let optionWords = Int((option >> 16) & 0xff)
                guard optionWords != 0, optionWords <= words else { put(" !opt"); return }
                cursor += optionWords * 4
                words -= optionWords
                if option & 0x8000_0000 != 0 { break }
            }
        }
        if hasExtension {
            let header = try u32(cursor)
            let extensionWords = Int(header & 0xffff) + 1
            guard extensionWords <= words else { put(" !ext"); return }
            cursor += extensionWords * 4
        }
        if contentType == 0x1f {
            let h261 = try u32(cursor)
            put(" 0x"); put(hex: h261 >> 16, digits: 4)
        }
    }

    /// rtcp_print over every packet of a compound RTCP datagram at `offset`, up to the captured
    /// end (tcpdump's loop reads to the snapshot end, whatever the UDP length says).
    mutating func rtcp(at offset: Int) {
        proto = "rtcp"
        layer(RTCPFields.rtcp)
        beginList(RTCPFields.packets)
        defer { endList() }
        var cursor = offset
        while cursor < end {
            beginItem()
            defer { endItem() }
            do {
                cursor = try rtcpPacket(at: cursor)
            } catch {
                // rtcp_print's every capture test is a `goto trunc`: the marker, then a normal
                // return (so -x still starts its dump at the IP header), never a longjmp.
                putTruncationMarker()
                return
            }
        }
    }

    /// One RTCP packet; returns where the next starts (its declared length, at least 4 bytes on).
    private mutating func rtcpPacket(at header: Int) throws(Truncated) -> Int {
        try check(RTCPField.headerLength, at: header)
        let flags = bytes.uint16(at: header)
        let length = (Int(bytes.uint16(at: header + 2)) + 1) * 4
        let type = UInt8(truncatingIfNeeded: flags)
        var count = Int((flags >> 8) & 0x1f)
        let ssrc = bytes.uint32(at: header + 4)
        report(RTCPFields.type, type)
        report(RTCPFields.count, count)
        report(RTCPFields.length, length)
        report(RTCPFields.ssrc, ssrc)
        var reportBlock = header + RTCPField.headerLength
        switch type {
        case RTCPField.senderReport:
            report(RTCPFields.typeName, label: "sr")
            put(" sr")
            if length != count * RTCPField.reportLength + RTCPField.senderInfoLength + RTCPField.headerLength {
                put(" ["); put(decimal: length); put("]")
            }
            if verbose > 0 { put(" "); put(decimal: ssrc) }
            let info = header + RTCPField.headerLength
            try check(RTCPField.senderInfoLength, at: info)
            let seconds = bytes.uint32(at: info)
            let fraction = bytes.uint32(at: info + 4)
            if Sink.collectsFields {
                report(RTCPFields.ntpSeconds, seconds)
                report(RTCPFields.ntpFraction, fraction)
                report(RTCPFields.rtpTimestamp, u32At: info + 8)
                report(RTCPFields.packetCount, u32At: info + 12)
                report(RTCPFields.octetCount, u32At: info + 16)
            }
            put(" @"); putDoubleTwoDecimals(Double(seconds) + Double(fraction) / 4294967296.0)
            put(" "); put(decimal: bytes.uint32(at: info + 8))
            put(" "); put(decimal: bytes.uint32(at: info + 12)); put("p")
            put(" "); put(decimal: bytes.uint32(at: info + 16)); put("b")
            reportBlock = info + RTCPField.senderInfoLength
        case RTCPField.receiverReport:
            report(RTCPFields.typeName, label: "rr")
            put(" rr")
            if length != count * RTCPField.reportLength + RTCPField.headerLength {
                put(" ["); put(decimal: length); put("]")
            }
            if verbose > 0 { put(" "); put(decimal: ssrc) }
        case RTCPField.sourceDescription, RTCPField.goodbye:
            report(RTCPFields.typeName, label: type == RTCPField.goodbye ? "bye" : "sdes")
            put(type == RTCPField.goodbye ? " bye " : " sdes "); put(decimal: length)
            if verbose > 0 { put(" "); put(decimal: ssrc) }
            count = 0
        default:
            report(RTCPFields.typeName, label: "unknown")
            put(" type-0x"); put(hex: type); put(" "); put(decimal: length)
            count = 0
        }
        if count > 1 { put(" c"); put(decimal: count) }
        if count > 0 {
            try check(RTCPField.reportLength, at: reportBlock)
            if Sink.collectsFields {
                beginObject(RTCPFields.report)
                report(RTCPFields.source, u32At: reportBlock)
                report(RTCPFields.lost, bytes.uint32(at: reportBlock + 4) & 0x00ff_ffff)
                report(RTCPFields.highestSequence, u32At: reportBlock + 8)
                report(RTCPFields.jitter, u32At: reportBlock + 12)
                report(RTCPFields.lastSR, u32At: reportBlock + 16)
                report(RTCPFields.delaySinceLastSR, u32At: reportBlock + 20)
                endObject()
            }
            // tcpdump never advances to the next block: the first one, `count` times.
            for _ in 0..<count {
                if verbose > 0 { put(" "); put(decimal: bytes.uint32(at: reportBlock)) }
                put(" "); put(decimal: bytes.uint32(at: reportBlock + 4) & 0x00ff_ffff); put("l")
                put(" "); put(decimal: bytes.uint32(at: reportBlock + 8)); put("s")
                put(" "); put(decimal: bytes.uint32(at: reportBlock + 12)); put("j")
                put(" @"); putDoubleTwoDecimals(Double(bytes.uint32(at: reportBlock + 16)) / 65536.0)
                put("+"); putDoubleTwoDecimals(Double(bytes.uint32(at: reportBlock + 20)) / 65536.0)
            }
        }
        return header + length
    }
}
