import SwiftNetWire

// LWAPP (RFC 5412) as tcpdump 4.99.3's lwapp_control_print and lwapp_data_print print it: the
// 6-byte transport header (version, radio id, C/F/L bits, fragment id, length, status), on the
// control channel the AP identity (a MAC address heading datagrams to the controller) and each
// message header (type, sequence, length, session). tcpdump prints no message element; the data
// channel's IEEE 802.11 frame is a hex dump. The two printers differ in small ways kept here:
// the data line has two spaces after `Radio-id` and `Frag-id`, only the data printer checks the
// length field against the header, and the control printer checks each message's length from
// the message header's start, not from after it. Every check is an ND_TCHECK (`goto trunc`, no
// longjmp): the marker, and -x still dumps from the network header.

/// Header layout and the tables tcpdump prints.
enum LWAPPField {
    static let controlPort: UInt16 = 12223
    static let dataPort: UInt16 = 12222
    static let transportHeaderLength = 6
    static let messageHeaderLength = 8
    static let apIdentityLength = 6

    /// tcpdump's lwapp_msg_type_values (26 and 27, RFC 5412's reset messages, carry tcpdump's
    /// "Channel status" names).
    static func messageName(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Discovery req"
        case 2: "Discovery resp"
        case 3: "Join req"
        case 4: "Join resp"
        case 5: "Join ack"
        case 6: "Join confirm"
        case 10: "Configure req"
        case 11: "Configure resp"
        case 12: "Update req"
        case 13: "Update resp"
        case 14: "WTP event req"
        case 15: "WTP event resp"
        case 16: "Change state event req"
        case 17: "Change state event resp"
        case 22: "Echo req"
        case 23: "Echo resp"
        case 24: "Image data req"
        case 25: "Image data resp"
        case 26: "Channel status req"
        case 27: "Channel status resp"
        case 30: "Key update req"
        case 31: "Key update resp"
        case 32: "Primary discovery req"
        case 33: "Primary discovery resp"
        case 34: "Data transfer req"
        case 35: "Data transfer resp"
        case 36: "Clear config ind"
        case 37: "Wlan config req"
        case 38: "Wlan config resp"
        case 39: "Mobile config req"
        case 40: "Mobile config resp"
        default: "Unknown"
        }
    }
}

extension Dissection {
    /// LWAPP control (UDP 12223). `apIdentity`: the datagram goes to the controller's port, so
    /// the AP's 6-byte MAC identity comes first (tcpdump decides by the destination port).
    mutating func lwappControl(at offset: Int, length: Int, apIdentity: Bool) throws(Truncated) {
        proto = "lwapp_control"
        layer(LWAPPFields.lwapp)
        report(LWAPPFields.channel, label: "control")
        let header = apIdentity ? offset + LWAPPField.apIdentityLength : offset
        if apIdentity {
            guard has(LWAPPField.apIdentityLength, at: offset) else { return putTruncationMarker() }
            report(LWAPPFields.apIdentity, bytesAt: offset, count: LWAPPField.apIdentityLength)
        }
        guard let first = try lwappTransportHeader(at: header, length: length) else { return }
        let total = Int(try u16(header + 2))
        put("LWAPPv0, "); putLWAPPFrameKind(first); put(" frame, Radio-id "); put(decimal: first >> 3 & 7)
        put(", Flags ["); putLWAPPFlags(first); put("], Frag-id "); put(decimal: try u8(header + 1))
        put(", length "); put(decimal: total)
        if apIdentity {
            put("\n\tAP identity: "); try putMAC(at: offset)
        }
        var cursor = header + LWAPPField.transportHeaderLength
        var left = total
        beginList(LWAPPFields.messages)
        defer { endList() }
        while left != 0 {
            guard has(LWAPPField.messageHeaderLength, at: cursor) else { return putTruncationMarker() }
            let size = Int(try u16(cursor + 2))
            guard left >= LWAPPField.messageHeaderLength &+ size else {
                put("\n\t  Msg goes past end of PDU")
                reportMalformed("message past the length field")
                return
            }
            let type = try u8(cursor)
            let sequence = try u8(cursor + 1)
            let session = try u32(cursor + 4)
            beginItem()
            report(LWAPPFields.messageType, type)
            report(LWAPPFields.messageName, label: LWAPPField.messageName(type))
            report(LWAPPFields.sequence, sequence)
            report(LWAPPFields.messageLength, size)
            report(LWAPPFields.session, session)
            put("\n\t  Msg type: "); put(LWAPPField.messageName(type)); put(" ("); put(decimal: type)
            put("), Seqnum: "); put(decimal: sequence); put(", Msg len: "); put(decimal: size)
            put(", Session: 0x"); put(hex: session, digits: 8)
            // tcpdump checks `size` bytes from the message header, not from after it: a body cut
            // in its last 8 bytes passes (and the next header read stops the walk, if any).
            guard has(size, at: cursor) else { return putTruncationMarker() }
            reportLWAPPElements(from: cursor + LWAPPField.messageHeaderLength, count: size)
            endItem()
            cursor += LWAPPField.messageHeaderLength + size
            left -= LWAPPField.messageHeaderLength + size
        }
    }

    /// LWAPP data (UDP 12222): the transport header, then a hex dump of what follows (an 802.11
    /// frame) as far as the length field says and the capture holds.
    mutating func lwappData(at offset: Int, length: Int) throws(Truncated) {
        proto = "lwapp_data"
        layer(LWAPPFields.lwapp)
        report(LWAPPFields.channel, label: "data")
        guard let first = try lwappTransportHeader(at: offset, length: length) else { return }
        let total = Int(try u16(offset + 2))
        put("LWAPPv0, "); putLWAPPFrameKind(first); put(" frame, Radio-id  "); put(decimal: first >> 3 & 7)
        put(", Flags ["); putLWAPPFlags(first); put("], ")
        guard total >= LWAPPField.transportHeaderLength else {
            put("length "); put(decimal: total); put(" < transport header length")
            reportMalformed("length field shorter than the transport header")
            return
        }
        put("Frag-id  "); put(decimal: try u8(offset + 1)); put(", length "); put(decimal: total)
        let payload = offset + LWAPPField.transportHeaderLength
        let wanted = total - LWAPPField.transportHeaderLength
        if Sink.collectsFields {
            let inDatagram = Swift.max(0, Swift.min(wanted, length - LWAPPField.transportHeaderLength))
            let captured = Swift.min(inDatagram, available(from: payload))
            report(LWAPPFields.payload, bytesAt: payload, count: captured)
            if wanted > inDatagram {
                reportMalformed("length field past the datagram")
            } else if captured < inDatagram {
                reportTruncated()
            }
        }
        unknownData(at: payload, length: wanted, prefix: "\n\t")
    }

    /// The 6-byte transport header both channels share: reports it and prints tcpdump's refusal
    /// of a version other than 0, or the whole non-verbose line. Returns the first byte when the
    /// caller goes on to the verbose line.
    private mutating func lwappTransportHeader(at header: Int, length: Int) throws(Truncated) -> UInt8? {
        guard has(LWAPPField.transportHeaderLength, at: header) else {
            putTruncationMarker()
            return nil
        }
        let first = try u8(header)
        let version = first >> 6
        report(LWAPPFields.version, version)
        report(LWAPPFields.radioID, first >> 3 & 7)
        report(LWAPPFields.flags, first & 7)
        report(LWAPPFields.control, bool: first & 4 != 0)
        report(LWAPPFields.fragmentID, u8At: header + 1)
        report(LWAPPFields.length, u16At: header + 2)
        report(LWAPPFields.status, u16At: header + 4)
        guard version == 0 else {
            put("LWAPP version "); put(decimal: version); put(" packet not supported")
            return nil
        }
        guard verbose > 0 else {
            // The UDP payload length here, where -v prints the header's length field.
            put("LWAPPv0, "); putLWAPPFrameKind(first); put(" frame, Flags ["); putLWAPPFlags(first)
            put("], length "); put(decimal: length)
            return nil
        }
        return first
    }

    /// JSON only: the message elements (type, 16-bit length, value) inside one message, while
    /// they fit in it and are captured; tcpdump prints none of them.
    private mutating func reportLWAPPElements(from start: Int, count: Int) {
        guard Sink.collectsFields else { return }
        let stop = start + count
        var cursor = start
        beginList(LWAPPFields.elements)
        while cursor + 3 <= stop, has(3, at: cursor) {
            let size = Int(bytes.uint16(at: cursor + 1))
            guard size <= stop - cursor - 3, has(size, at: cursor + 3) else { break }
            beginItem()
            report(LWAPPFields.elementType, bytes[cursor])
            report(LWAPPFields.elementLength, size)
            report(LWAPPFields.elementValue, bytesAt: cursor + 3, count: size)
            endItem()
            cursor += 3 + size
        }
        endList()
    }

    private mutating func putLWAPPFrameKind(_ first: UInt8) {
        put(first & 4 != 0 ? "Control" : "Data")
    }

    /// tcpdump's bittok2str of the three low bits, `none` when clear.
    private mutating func putLWAPPFlags(_ first: UInt8) {
        guard first & 7 != 0 else { return put("none") }
        var separator = false
        if first & 1 != 0 { put("Last Fragment Bit"); separator = true }
        if first & 2 != 0 { if separator { put(", ") }; put("Fragment Bit"); separator = true }
        if first & 4 != 0 { if separator { put(", ") }; put("Control Bit") }
    }
}
