import SwiftNetWire

// The `dhcp` layer of the NDJSON output: BOOTP's fixed header (RFC 951) and, after the magic
// cookie, the DHCP options (RFC 2132), above UDP 67/68.

extension JSONLayerWalker {
    /// `cutByCapture`: the UDP layer found its payload cut by the snapshot length (so a short
    /// message is "truncated"); otherwise a short message is the sender's ("malformed").
    mutating func walkDHCP(at offset: Int, end: Int, cutByCapture: Bool) {
        openLayer("dhcp")
        guard bytes.has(BOOTPField.fixedLength, at: offset, end: end) else {
            if cutByCapture {
                output.append(",\"truncated\":true,\"needed\":")
                output.appendDecimal(BOOTPField.fixedLength)
                output.append(",\"available\":")
                output.appendDecimal(Swift.max(0, end - offset))
                truncatedLayer = "dhcp"
            } else {
                output.append(",\"malformed\":\"shorter than the 236-byte BOOTP header\"")
            }
            output.append("}")
            return
        }
        let operation = bytes[offset]
        let hardwareType = bytes[offset + 1]
        let hardwareLength = bytes[offset + 2]
        output.append(",\"op\":")
        output.appendDecimal(operation)
        switch operation {
        case BOOTPField.request: output.append(",\"op_name\":\"request\"")
        case BOOTPField.reply: output.append(",\"op_name\":\"reply\"")
        default: break
        }
        output.append(",\"htype\":")
        output.appendDecimal(hardwareType)
        output.append(",\"hlen\":")
        output.appendDecimal(hardwareLength)
        output.append(",\"hops\":")
        output.appendDecimal(bytes[offset + 3])
        output.append(",\"xid\":")
        output.appendJSONHex(bytes.uint32(at: offset + 4), digits: 8)
        output.append(",\"secs\":")
        output.appendDecimal(bytes.uint16(at: offset + 8))
        let flags = bytes.uint16(at: offset + 10)
        output.append(",\"flags\":")
        output.appendJSONHex(flags, digits: 4)
        output.append(",\"broadcast\":")
        output.appendJSONBool(flags & 0x8000 != 0)  // RFC 2131 figure 2: the B bit
        let addresses: [(StaticString, Int)] = [(",\"client_ip\":", 12), (",\"your_ip\":", 16),
                                                (",\"server_ip\":", 20), (",\"gateway_ip\":", 24)]
        for (key, position) in addresses {
            output.append(key)
            output.appendJSON(IPv4Address(bytes.uint32(at: offset + position)))
        }
        output.append(",\"client_hardware\":")
        let chaddr = offset + BOOTPField.clientHardwareAddress
        if hardwareType == BOOTPField.ethernet && hardwareLength == BOOTPField.ethernetAddressLength {
            output.appendJSON(MACAddress(UInt64(bytes.uint16(at: chaddr)) << 32 | UInt64(bytes.uint32(at: chaddr + 2))))
        } else {
            output.appendJSONHexBytes(bytes, from: chaddr, to: chaddr + Swift.min(Int(hardwareLength), 16))
        }
        appendNULTerminated(",\"server_name\":", at: offset + 44, count: 64)
        appendNULTerminated(",\"boot_file\":", at: offset + 108, count: 128)
        let vendor = offset + BOOTPField.fixedLength
        if let cookie = bytes.checkedUInt32(at: vendor, end: end), cookie == DHCPOption.magicCookie {
            appendDHCPOptions(from: vendor + 4, end: end, cutByCapture: cutByCapture)
        }
        output.append("}")
    }

    /// A fixed-size, NUL-padded text field (sname, file), only when it is not empty.
    private mutating func appendNULTerminated(_ key: StaticString, at start: Int, count: Int) {
        var stop = start
        while stop < start + count, bytes[stop] != 0 { stop += 1 }
        guard stop > start else { return }
        output.append(key)
        output.appendJSONString(bytes, from: start, to: stop)
    }

    /// The value of the first well-formed message-type option (RFC 2132 9.6), if any.
    private func findMessageType(from start: Int, end: Int) -> UInt8? {
        var cursor = start
        while let tag = bytes.checkedUInt8(at: cursor, end: end), tag != DHCPOption.end {
            if tag == DHCPOption.pad {
                cursor += 1
                continue
            }
            guard let length = bytes.checkedUInt8(at: cursor + 1, end: end) else { return nil }
            if tag == DHCPOption.messageType && length == 1 { return bytes.checkedUInt8(at: cursor + 2, end: end) }
            cursor += 2 + Int(length)
        }
        return nil
    }

    /// `,"message_type":N,"message_type_name":…,"options":[{"tag","length", and "addresses",
    /// "text", "seconds" or "data"}]`. Pads are skipped; the end option stops the walk.
    private mutating func appendDHCPOptions(from start: Int, end: Int, cutByCapture: Bool) {
        if let messageType = findMessageType(from: start, end: end) {
            output.append(",\"message_type\":")
            output.appendDecimal(messageType)
            if let name = DHCPOption.messageTypeName(messageType) {
                output.append(",\"message_type_name\":\"")
                output.append(name)
                output.append("\"")
            }
        }
        var cursor = start
        var wroteOption = false
        var cut = false
        output.append(",\"options\":[")
        while let tag = bytes.checkedUInt8(at: cursor, end: end) {
            cursor += 1
            if tag == DHCPOption.pad { continue }
            if tag == DHCPOption.end { break }
            if wroteOption { output.append(",") }
            wroteOption = true
            output.append("{\"tag\":")
            output.appendDecimal(tag)
            guard let length = bytes.checkedUInt8(at: cursor, end: end).map(Int.init) else {
                output.append(",\"truncated\":true}")
                cut = true
                break
            }
            cursor += 1
            output.append(",\"length\":")
            output.appendDecimal(length)
            guard bytes.has(length, at: cursor, end: end) else {
                output.append(",\"truncated\":true}")
                cut = true
                break
            }
            if tag == DHCPOption.messageType && length == 1 {
                output.append(",\"value\":")
                output.appendDecimal(bytes[cursor])
            } else if DHCPOption.holdsAddresses(tag) && length % 4 == 0 {
                output.append(",\"addresses\":[")
                var index = 0
                while index < length {
                    if index > 0 { output.append(",") }
                    output.appendJSON(IPv4Address(bytes.uint32(at: cursor + index)))
                    index += 4
                }
                output.append("]")
            } else if DHCPOption.holdsText(tag) {
                output.append(",\"text\":")
                output.appendJSONString(bytes, from: cursor, to: cursor + length)
            } else if DHCPOption.holdsSeconds(tag) && length == 4 {
                output.append(",\"seconds\":")
                output.appendDecimal(bytes.uint32(at: cursor))
            } else {
                output.append(",\"data\":")
                output.appendJSONHexBytes(bytes, from: cursor, to: cursor + length)
            }
            output.append("}")
            cursor += length
        }
        output.append("]")
        if cut {
            if cutByCapture {
                output.append(",\"truncated\":true")
                truncatedLayer = "dhcp"
            } else {
                output.append(",\"options_malformed\":\"an option runs past the message\"")
            }
        }
    }
}
