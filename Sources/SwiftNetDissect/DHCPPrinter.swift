// BOOTP (RFC 951) and DHCP (RFC 2131, options RFC 2132) on UDP 67/68 as tcpdump 4.99's bootp_print
// prints them: the operation, the client on Ethernet requests and the length; with -v the fixed
// fields and the vendor area (RFC 1048 options, or CMU's). One walk feeds the text and the JSON layer.

/// BOOTP fixed-header layout (RFC 951 section 3).
enum BOOTPField {
    /// Server and client ports (RFC 951 section 3).
    static let serverPort: UInt16 = 67
    static let clientPort: UInt16 = 68
    static let operation = 0
    static let hardwareType = 1
    static let hardwareLength = 2
    static let hops = 3
    static let transactionID = 4
    static let seconds = 8
    static let flags = 10
    static let clientIP = 12
    static let yourIP = 16
    static let serverIP = 20
    static let gatewayIP = 24
    static let clientHardwareAddress = 28
    static let serverName = 44
    static let serverNameLength = 64
    static let bootFile = 108
    static let bootFileLength = 128
    /// op through file: everything before the vendor area / DHCP options.
    static let fixedLength = 236
    static let request: UInt8 = 1
    static let reply: UInt8 = 2
    /// RFC 2131 figure 2: the B bit.
    static let broadcastFlag: UInt16 = 0x8000
    /// ARP hardware type 1, 10 Mb Ethernet (RFC 1700), with its 6-byte address.
    static let ethernet: UInt8 = 1
    static let ethernetAddressLength: UInt8 = 6
}

extension Dissection {
    /// `BOOTP/DHCP, Request from MAC, length N`; -v adds the fixed fields and the options. A read
    /// past the captured bytes throws (the caller prints ` [|bootp]`), where tcpdump's would.
    mutating func bootp(at offset: Int, length: Int) throws(Truncated) {
        proto = "bootp"
        layer(DHCPFields.dhcp)
        if length < BOOTPField.fixedLength && length <= available(from: offset) {
            reportMalformed("shorter than the 236-byte BOOTP header")
        }
        let operation = try u8(offset + BOOTPField.operation)
        report(DHCPFields.op, operation)
        put("BOOTP/DHCP, ")
        switch operation {
        case BOOTPField.request:
            put("Request")
            report(DHCPFields.opName, label: "request")
        case BOOTPField.reply:
            put("Reply")
            report(DHCPFields.opName, label: "reply")
        default: put("unknown (0x"); put(hex: operation, digits: 2); put(")")
        }
        let hardwareType = try u8(offset + BOOTPField.hardwareType)
        let hardwareLength = try u8(offset + BOOTPField.hardwareLength)
        report(DHCPFields.hardwareType, hardwareType)
        report(DHCPFields.hardwareLength, hardwareLength)
        let onEthernet = hardwareType == BOOTPField.ethernet && hardwareLength == BOOTPField.ethernetAddressLength
        reportBOOTPFixedFields(at: offset, onEthernet: onEthernet, hardwareLength: hardwareLength)
        let chaddr = offset + BOOTPField.clientHardwareAddress
        if onEthernet && operation == BOOTPField.request {
            try check(6, at: chaddr)  // tcpdump formats the address before printing " from "
            put(" from ")
            try putMAC(at: chaddr)
        }
        put(", length "); put(decimal: length)
        guard verbose > 0 else { return }
        try bootpFixedFields(at: offset, hardwareType: hardwareType, hardwareLength: hardwareLength)
        if onEthernet {
            try check(6, at: chaddr)
            put("\n\t  Client-Ethernet-Address ")
            try putMAC(at: chaddr)
        }
        try bootpName(at: offset + BOOTPField.serverName, count: BOOTPField.serverNameLength,
                      label: "\n\t  sname \"", field: DHCPFields.serverName)
        try bootpName(at: offset + BOOTPField.bootFile, count: BOOTPField.bootFileLength,
                      label: "\n\t  file \"", field: DHCPFields.bootFile)
        let vendor = offset + BOOTPField.fixedLength
        let cookie = try u32(vendor)
        if cookie == DHCPOption.magicCookie {
            try rfc1048Options(at: vendor)
        } else if cookie == DHCPOption.cmuCookie {
            try cmuVendorArea(at: vendor)
        } else if cookie != 0 {
            put("\n\t  Vendor-#0x"); put(hex: cookie)
        }
    }

    /// JSON: the fixed fields the capture holds, whether or not the -v walk below gets to them
    /// (it stops at the first field cut, as tcpdump's does).
    private mutating func reportBOOTPFixedFields(at offset: Int, onEthernet: Bool, hardwareLength: UInt8) {
        guard Sink.collectsFields else { return }
        report(DHCPFields.hops, u8At: offset + BOOTPField.hops)
        report(DHCPFields.xid, u32At: offset + BOOTPField.transactionID)
        report(DHCPFields.secs, u16At: offset + BOOTPField.seconds)
        if has(2, at: offset + BOOTPField.flags) {
            let flags = bytes.uint16(at: offset + BOOTPField.flags)
            report(DHCPFields.flags, flags)
            report(DHCPFields.broadcast, bool: flags & BOOTPField.broadcastFlag != 0)
        }
        report(DHCPFields.clientIP, bytesAt: offset + BOOTPField.clientIP, count: 4)
        report(DHCPFields.yourIP, bytesAt: offset + BOOTPField.yourIP, count: 4)
        report(DHCPFields.serverIP, bytesAt: offset + BOOTPField.serverIP, count: 4)
        report(DHCPFields.gatewayIP, bytesAt: offset + BOOTPField.gatewayIP, count: 4)
        let chaddr = offset + BOOTPField.clientHardwareAddress
        if onEthernet {
            report(DHCPFields.clientMAC, bytesAt: chaddr, count: 6)
        } else {
            report(DHCPFields.clientHardware, bytesAt: chaddr, count: Swift.min(Int(hardwareLength), 16))
        }
    }

    /// -v: hardware type and length when unusual, hops, xid, secs when set, the flags, and the four
    /// addresses when set.
    private mutating func bootpFixedFields(at offset: Int, hardwareType: UInt8, hardwareLength: UInt8) throws(Truncated) {
        try check(2, at: offset + BOOTPField.seconds)
        if hardwareType != BOOTPField.ethernet { put(", htype "); put(decimal: hardwareType) }
        if hardwareType != BOOTPField.ethernet || hardwareLength != BOOTPField.ethernetAddressLength {
            put(", hlen "); put(decimal: hardwareLength)
        }
        let hops = try u8(offset + BOOTPField.hops)
        if hops != 0 { put(", hops "); put(decimal: hops) }
        let transactionID = try u32(offset + BOOTPField.transactionID)
        if transactionID != 0 { put(", xid 0x"); put(hex: transactionID) }
        let seconds = try u16(offset + BOOTPField.seconds)
        if seconds != 0 { put(", secs "); put(decimal: seconds) }
        let flags = try u16(offset + BOOTPField.flags)
        put(flags & BOOTPField.broadcastFlag != 0 ? ", Flags [Broadcast]" : ", Flags [none]")
        if verbose > 1 { put(" (0x"); put(hex: flags, digits: 4); put(")") }
        try bootpAddress(at: offset + BOOTPField.clientIP, label: "\n\t  Client-IP ")
        try bootpAddress(at: offset + BOOTPField.yourIP, label: "\n\t  Your-IP ")
        try bootpAddress(at: offset + BOOTPField.serverIP, label: "\n\t  Server-IP ")
        try bootpAddress(at: offset + BOOTPField.gatewayIP, label: "\n\t  Gateway-IP ")
    }

    /// An address of the fixed header, printed only when not 0.0.0.0 (JSON always has it).
    private mutating func bootpAddress(at offset: Int, label: StaticString) throws(Truncated) {
        let address = try u32(offset)
        if address != 0 { put(label); try putIPv4(at: offset) }
    }

    /// sname or file: printed when the first byte is not NUL, up to the NUL; a field with no NUL in
    /// its bytes, or cut by the capture, ends the packet with ` [|bootp]` after the closing quote.
    private mutating func bootpName(at offset: Int, count: Int, label: StaticString,
                                    field: FieldDescriptor) throws(Truncated) {
        guard try u8(offset) != 0 else { return }
        put(label)
        var index = offset
        var terminated = false
        while index < offset + count, index < end {
            let character = bytes[index]
            if character == 0 { terminated = true; break }
            putCharacterEscaped(character)
            index += 1
        }
        put("\"")
        report(field, bytesAt: offset, count: index - offset)
        if !terminated { throw Truncated() }
    }

    /// tcpdump's cmu_print: the CMU vendor area's flags and addresses.
    private mutating func cmuVendorArea(at vendor: Int) throws(Truncated) {
        put(" vend-cmu")
        try check(4, at: vendor + 4)
        let flags = bytes[vendor + 4]
        if flags & 0xfe != 0 { put(" F:0x"); put(hex: flags) }
        try cmuAddress(at: vendor + 12, label: " DG:")
        try cmuAddress(at: vendor + 8, label: flags & 1 != 0 ? " SM:" : " SM*:")
        try cmuAddress(at: vendor + 16, label: " NS1:")
        try cmuAddress(at: vendor + 20, label: " NS2:")
        try cmuAddress(at: vendor + 24, label: " IEN1:")
        try cmuAddress(at: vendor + 28, label: " IEN2:")
        try cmuAddress(at: vendor + 32, label: " TS1:")
        try cmuAddress(at: vendor + 36, label: " TS2:")
    }

    private mutating func cmuAddress(at offset: Int, label: StaticString) throws(Truncated) {
        if try u32(offset) != 0 { put(label); try putIPv4(at: offset) }
    }

    /// tcpdump's rfc1048_print: the magic cookie, then each option to the end of the captured bytes
    /// (below -vvv, pads are skipped and END stops). JSON: `options` [{tag, name, length, value...}],
    /// then `message_type`/`message_type_name` from the first one-byte option 53.
    private mutating func rfc1048Options(at vendor: Int) throws(Truncated) {
        put("\n\t  Vendor-rfc1048 Extensions")
        put("\n\t    Magic Cookie 0x"); put(hex: DHCPOption.magicCookie, digits: 8)
        var messageType: UInt8?
        beginList(DHCPFields.options)
        do throws(Truncated) {
            var cursor = vendor + 4
            while has(1, at: cursor) {
                let tag = bytes[cursor]
                cursor += 1
                if tag == DHCPOption.pad && verbose < 3 { continue }
                if tag == DHCPOption.end && verbose < 3 { break }
                let isPadOrEnd = tag == DHCPOption.pad || tag == DHCPOption.end
                if !isPadOrEnd {
                    beginItem()
                    report(DHCPFields.optionTag, tag)
                }
                let (name, format) = DHCPOption.describe(tag)
                var length = 0
                if !isPadOrEnd {
                    report(DHCPFields.optionName, label: name)
                    guard has(1, at: cursor) else {
                        report(DHCPFields.optionTruncated, bool: true)
                        throw Truncated()
                    }
                    length = Int(bytes[cursor])
                    cursor += 1
                    report(DHCPFields.optionLength, length)
                }
                put("\n\t    "); put(name); put(" ("); put(decimal: tag); put("), length "); put(decimal: length)
                if length > 0 { put(": ") }
                if tag == DHCPOption.pad {
                    var pads = 1
                    while has(1, at: cursor), bytes[cursor] == DHCPOption.pad {
                        cursor += 1
                        pads += 1
                    }
                    if pads > 1 { put(", occurs "); put(decimal: pads) }
                }
                guard has(length, at: cursor) else {
                    if !isPadOrEnd { report(DHCPFields.optionTruncated, bool: true) }
                    throw Truncated()
                }
                if tag == DHCPOption.messageType && length == 1 {
                    let value = bytes[cursor]
                    if messageType == nil { messageType = value }
                    report(DHCPFields.optionValue, value)
                    if let typeName = DHCPOption.messageTypeName(value) {
                        put(typeName)
                        report(DHCPFields.optionValueName, label: typeName)
                    } else {
                        put("Unknown ("); put(decimal: value); put(")")
                    }
                } else {
                    if !isPadOrEnd { reportDHCPOptionValue(tag, format: format, at: cursor, length: length) }
                    if Sink.rendersText { putDHCPOptionValue(tag, format: format, at: cursor, length: length) }
                }
                if !isPadOrEnd { endItem() }
                cursor += length
            }
        } catch {
            endList()
            reportDHCPMessageType(messageType)
            throw error
        }
        endList()
        reportDHCPMessageType(messageType)
    }

    private mutating func reportDHCPMessageType(_ messageType: UInt8?) {
        guard Sink.collectsFields, let messageType else { return }
        report(DHCPFields.messageType, messageType)
        if let name = DHCPOption.messageTypeName(messageType) { report(DHCPFields.messageTypeName, label: name) }
    }

    /// JSON: an option's value by what it holds (all its bytes are captured).
    private mutating func reportDHCPOptionValue(_ tag: UInt8, format: DHCPOptionFormat, at data: Int, length: Int) {
        guard Sink.collectsFields else { return }
        switch format {
        case .addresses where length % 4 == 0:
            beginList(DHCPFields.optionAddresses)
            var index = 0
            while index < length {
                report(DHCPFields.optionAddress, bytesAt: data + index, count: 4)
                index += 4
            }
            endList()
        case .text:
            report(DHCPFields.optionText, bytesAt: data, count: length)
        case .unsigned32 where length == 4 && DHCPOption.holdsSeconds(tag):
            report(DHCPFields.optionSeconds, u32At: data)
        case _ where tag == DHCPOption.parameterRequest:
            beginList(DHCPFields.optionRequested)
            for index in 0..<length { report(DHCPFields.optionTag, bytes[data + index]) }
            endList()
        default:
            report(DHCPFields.optionData, bytesAt: data, count: length)
        }
    }
}
