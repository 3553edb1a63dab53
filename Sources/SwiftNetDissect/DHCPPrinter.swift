// BOOTP (RFC 951) and DHCP (RFC 2131) on UDP 67/68 as tcpdump's bootp_print prints them without
// -v: the operation, the client's hardware address on Ethernet requests, and the UDP length.
// (-v adds the fixed fields and the RFC 2132 options; swiftnet does not print those yet.) The JSON
// layer carries every fixed field and option.

/// BOOTP fixed-header layout (RFC 951 section 3): where the fields tcpdump reads sit.
enum BOOTPField {
    /// Server and client ports (RFC 951 section 3).
    static let serverPort: UInt16 = 67
    static let clientPort: UInt16 = 68
    static let operation = 0
    static let hardwareType = 1
    static let hardwareLength = 2
    static let clientHardwareAddress = 28
    /// op through file: everything before the vendor area / DHCP options.
    static let fixedLength = 236
    static let request: UInt8 = 1
    static let reply: UInt8 = 2
    /// ARP hardware type 1, 10 Mb Ethernet (RFC 1700), with its 6-byte address.
    static let ethernet: UInt8 = 1
    static let ethernetAddressLength: UInt8 = 6
}

/// RFC 2131 section 3 / RFC 2132 section 9.6: the cookie before the options, and the tags read.
enum DHCPOption {
    static let magicCookie: UInt32 = 0x6382_5363
    static let pad: UInt8 = 0
    static let end: UInt8 = 255
    static let messageType: UInt8 = 53

    /// tcpdump's dhcp_msg_values.
    static func messageTypeName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "Discover"
        case 2: "Offer"
        case 3: "Request"
        case 4: "Decline"
        case 5: "ACK"
        case 6: "NACK"
        case 7: "Release"
        case 8: "Inform"
        default: nil
        }
    }

    /// Options whose data is a list of IPv4 addresses (RFC 2132 3.3-3.14, 9.1, 9.7).
    static func holdsAddresses(_ tag: UInt8) -> Bool {
        switch tag {
        case 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 28, 41, 42, 44, 45, 50, 54: true
        default: false
        }
    }

    /// Options whose data is text (RFC 2132 3.14, 3.17, 9.9, 9.13): host and domain names,
    /// messages, vendor class.
    static func holdsText(_ tag: UInt8) -> Bool {
        switch tag {
        case 12, 14, 15, 17, 18, 40, 56, 60, 66, 67: true
        default: false
        }
    }

    /// 32-bit times in seconds (RFC 2132 9.2, 9.11, 9.12).
    static func holdsSeconds(_ tag: UInt8) -> Bool { tag == 51 || tag == 58 || tag == 59 }
}

extension Dissection {
    /// `BOOTP/DHCP, Request from MAC, length N` / `BOOTP/DHCP, Reply, length N`; a read past the
    /// captured bytes throws (the caller prints ` [|bootp]`).
    mutating func bootp(at offset: Int, length: Int) throws(Truncated) {
        proto = "bootp"
        layer(DHCPFields.dhcp)
        if Sink.collectsFields {
            // The text prints the op and client only; JSON takes every field and option.
            reportBOOTP(at: offset, length: length)
            return
        }
        let operation = try u8(offset + BOOTPField.operation)
        put("BOOTP/DHCP, ")
        switch operation {
        case BOOTPField.request: put("Request")
        case BOOTPField.reply: put("Reply")
        default: put("unknown (0x"); put(hex: operation, digits: 2); put(")")
        }
        let hardwareType = try u8(offset + BOOTPField.hardwareType)
        let hardwareLength = try u8(offset + BOOTPField.hardwareLength)
        if hardwareType == BOOTPField.ethernet && hardwareLength == BOOTPField.ethernetAddressLength
            && operation == BOOTPField.request {
            try check(6, at: offset + BOOTPField.clientHardwareAddress)
            put(" from ")
            try putMAC(at: offset + BOOTPField.clientHardwareAddress)
        }
        put(", length "); put(decimal: length)
    }

    /// JSON: the fixed header, and after the magic cookie the options. A message shorter than the
    /// fixed header is malformed when the capture kept all of it, else cut short.
    private mutating func reportBOOTP(at offset: Int, length: Int) {
        guard length >= BOOTPField.fixedLength else {
            if length > available(from: offset) {
                reportTruncated()
            } else {
                reportMalformed("shorter than the 236-byte BOOTP header")
            }
            return
        }
        // Each field as far as captured; the layer is then marked cut short.
        guard has(3, at: offset) else { return reportTruncated() }
        let operation = bytes[offset + BOOTPField.operation]
        let hardwareType = bytes[offset + BOOTPField.hardwareType]
        let hardwareLength = bytes[offset + BOOTPField.hardwareLength]
        report(DHCPFields.op, operation)
        switch operation {
        case BOOTPField.request: report(DHCPFields.opName, label: "request")
        case BOOTPField.reply: report(DHCPFields.opName, label: "reply")
        default: break
        }
        report(DHCPFields.hardwareType, hardwareType)
        report(DHCPFields.hardwareLength, hardwareLength)
        report(DHCPFields.hops, u8At: offset + 3)
        report(DHCPFields.xid, u32At: offset + 4)
        report(DHCPFields.secs, u16At: offset + 8)
        if has(2, at: offset + 10) {
            let flags = bytes.uint16(at: offset + 10)
            report(DHCPFields.flags, flags)
            report(DHCPFields.broadcast, bool: flags & 0x8000 != 0)  // RFC 2131 figure 2: the B bit
        }
        report(DHCPFields.clientIP, bytesAt: offset + 12, count: 4)
        report(DHCPFields.yourIP, bytesAt: offset + 16, count: 4)
        report(DHCPFields.serverIP, bytesAt: offset + 20, count: 4)
        report(DHCPFields.gatewayIP, bytesAt: offset + 24, count: 4)
        let chaddr = offset + BOOTPField.clientHardwareAddress
        if hardwareType == BOOTPField.ethernet && hardwareLength == BOOTPField.ethernetAddressLength {
            report(DHCPFields.clientMAC, bytesAt: chaddr, count: 6)
        } else {
            report(DHCPFields.clientHardware, bytesAt: chaddr, count: Swift.min(Int(hardwareLength), 16))
        }
        guard has(BOOTPField.fixedLength, at: offset) else { return reportTruncated() }
        reportNULTerminated(DHCPFields.serverName, at: offset + 44, count: 64)
        reportNULTerminated(DHCPFields.bootFile, at: offset + 108, count: 128)
        let vendor = offset + BOOTPField.fixedLength
        if length >= BOOTPField.fixedLength + 4, has(4, at: vendor), bytes.uint32(at: vendor) == DHCPOption.magicCookie {
            reportDHCPOptions(from: vendor + 4, to: offset + length)
        }
    }

    /// A fixed-size, NUL-padded text field (sname, file), only when it is not empty; the caller
    /// checked the bytes are captured.
    private mutating func reportNULTerminated(_ field: FieldDescriptor, at start: Int, count: Int) {
        var stop = start
        while stop < start + count, bytes[stop] != 0 { stop += 1 }
        if stop > start { report(field, bytesAt: start, count: stop - start) }
    }

    /// `options` [{`tag`, `length`, and `value` (53), `addresses`, `text`, `seconds` or `data`}]
    /// up to the end option or `limit` (the message's end), then the first message type (53) as
    /// `message_type` and its name. Pads are left out.
    private mutating func reportDHCPOptions(from start: Int, to limit: Int) {
        var messageType: UInt8?
        var cursor = start
        // Where the walk stopped early: past the message (the sender's), past the capture.
        var pastMessage = false
        var pastCapture = false
        beginList(DHCPFields.options)
        while cursor < limit {
            guard has(1, at: cursor) else {
                pastCapture = true
                break
            }
            let tag = bytes[cursor]
            cursor += 1
            if tag == DHCPOption.pad { continue }
            if tag == DHCPOption.end { break }
            beginItem()
            report(DHCPFields.optionTag, tag)
            pastMessage = cursor >= limit
            pastCapture = !pastMessage && !has(1, at: cursor)
            if pastMessage || pastCapture {
                report(DHCPFields.optionTruncated, bool: true)
                endItem()
                break
            }
            let length = Int(bytes[cursor])
            cursor += 1
            report(DHCPFields.optionLength, length)
            pastMessage = cursor + length > limit
            pastCapture = !pastMessage && !has(length, at: cursor)
            if pastMessage || pastCapture {
                report(DHCPFields.optionTruncated, bool: true)
                endItem()
                break
            }
            if tag == DHCPOption.messageType && length == 1 {
                report(DHCPFields.optionValue, bytes[cursor])
                if messageType == nil { messageType = bytes[cursor] }
            } else if DHCPOption.holdsAddresses(tag) && length % 4 == 0 {
                beginList(DHCPFields.optionAddresses)
                var index = 0
                while index < length {
                    report(DHCPFields.optionAddress, bytesAt: cursor + index, count: 4)
                    index += 4
                }
                endList()
            } else if DHCPOption.holdsText(tag) {
                report(DHCPFields.optionText, bytesAt: cursor, count: length)
            } else if DHCPOption.holdsSeconds(tag) && length == 4 {
                report(DHCPFields.optionSeconds, u32At: cursor)
            } else {
                report(DHCPFields.optionData, bytesAt: cursor, count: length)
            }
            endItem()
            cursor += length
        }
        endList()
        if let messageType {
            report(DHCPFields.messageType, messageType)
            if let name = DHCPOption.messageTypeName(messageType) { report(DHCPFields.messageTypeName, label: name) }
        }
        if pastMessage {
            report(DHCPFields.optionsMalformed, label: "an option runs past the message")
        } else if pastCapture {
            reportTruncated()
        }
    }
}
