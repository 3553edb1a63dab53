import SwiftNetWire

// BGP-4 over TCP port 179 as tcpdump 4.99's bgp_print prints it: `: BGP` alone, and with -v every
// message found behind a 16-byte all-ones marker in the segment (OPEN with its capabilities,
// UPDATE, NOTIFICATION, KEEPALIVE, ROUTE-REFRESH). A message is decoded only when all of it is
// captured. Two kinds of running out: a length check inside a message prints ` [|bgp]` and the walk
// goes on with the next message (tcpdump's local `goto trunc`); a read past the captured end ends
// the packet (its longjmp), which here is a thrown `Truncated`.

/// BGP's registered TCP port.
enum BGPField {
    static let port: UInt16 = 179
    static let headerSize = 19
    static let openSize = 29
    static let notificationSize = 21
    static let routeRefreshSize = 23
}

extension Dissection {
    mutating func bgp(at offset: Int, length: Int) throws(Truncated) {
        proto = "bgp"
        layer(BGPFields.bgp)
        put(": BGP")
        guard verbose > 0 else { return }
        var cursor = offset
        var start = cursor
        beginList(BGPFields.messages)
        defer { endList() }
        while cursor < end {
            if bytes[cursor] != 0xff { cursor += 1; continue }
            guard has(16, at: cursor) else { break }
            if !isBGPMarker(at: cursor) { cursor += 1; continue }
            try check(BGPField.headerSize, at: cursor)
            // Bytes skipped before a marker are tcpdump's sign of a message it lost the start of.
            if start != cursor { putTruncationMarker() }
            let messageLength = Int(bytes.uint16(at: cursor + 16))
            if messageLength < BGPField.headerSize {
                put("\nmessage length "); put(decimal: messageLength); put(" < 19")
                putInvalid(reason: "message length below the 19-byte header")
                break
            }
            guard has(messageLength, at: cursor) else {
                put("\n[|BGP ")
                put(BGPNames.message(bytes[cursor + 18]) ?? "Unknown Message Type")
                put("]")
                if Sink.collectsFields { reportTruncated() }
                break
            }
            beginItem()
            defer { endItem() }
            try bgpMessage(at: cursor, length: messageLength)
            cursor += messageLength
            start = cursor
        }
    }

    private func isBGPMarker(at offset: Int) -> Bool {
        for index in offset..<offset + 16 where bytes[index] != 0xff { return false }
        return true
    }

    /// bgp_pdu_print: one whole captured message.
    private mutating func bgpMessage(at offset: Int, length: Int) throws(Truncated) {
        let type = bytes[offset + 18]
        report(BGPFields.type, type)
        report(BGPFields.length, length)
        put("\n\t"); put(BGPNames.message(type) ?? "Unknown"); put(" Message (")
        put(decimal: type); put("), length: "); put(decimal: length)
        switch type {
        case 1: try bgpOpen(at: offset, length: length)
        case 2: try bgpUpdate(at: offset, length: length)
        case 3: try bgpNotification(at: offset, length: length)
        case 4: break
        case 5: try bgpRouteRefresh(at: offset, length: length)
        default:
            put("\n\t  no Message "); put(decimal: type); put(" decoder")
            unknownData(at: offset, length: length, prefix: "\n\t  ")
        }
    }

    /// `NAME (n)` with tcpdump's default name for a code its table lacks.
    mutating func putNamed(_ name: StaticString?, _ fallback: StaticString, _ value: some BinaryInteger) {
        put(name ?? fallback); put(" ("); put(decimal: value); put(")")
    }

    /// ` [|bgp]` where tcpdump's printer jumps to its own trunc label and returns normally.
    mutating func bgpLocalTruncation() {
        putTruncationMarker()
    }

    private mutating func bgpOpen(at offset: Int, length: Int) throws(Truncated) {
        guard has(BGPField.openSize, at: offset), length >= BGPField.openSize else {
            bgpLocalTruncation()
            return
        }
        let version = bytes[offset + 19]
        let myAS = bytes.uint16(at: offset + 20)
        let holdTime = bytes.uint16(at: offset + 22)
        let optionsLength = Int(bytes[offset + 28])
        report(BGPFields.version, version)
        report(BGPFields.myAS, myAS)
        report(BGPFields.holdTime, holdTime)
        report(BGPFields.identifier, bytesAt: offset + 24, count: 4)
        report(BGPFields.optionsLength, optionsLength)
        put("\n\t  Version "); put(decimal: version)
        put(", my AS "); put(decimal: myAS)
        put(", Holdtime "); put(decimal: holdTime)
        put("s, ID "); try putIPv4(at: offset + 24)
        put("\n\t  Optional parameters, length: "); put(decimal: optionsLength)
        let options = offset + BGPField.openSize
        let remaining = length - BGPField.openSize
        var index = 0
        beginList(BGPFields.parameters)
        defer { endList() }
        while index < optionsLength {
            guard has(2, at: options + index), remaining >= 2 + index else {
                bgpLocalTruncation()
                return
            }
            let type = bytes[options + index]
            let parameterLength = Int(bytes[options + index + 1])
            beginItem()
            defer { endItem() }
            report(BGPFields.parameterType, type)
            report(BGPFields.parameterLength, parameterLength)
            if 2 + index + parameterLength > optionsLength {
                put("\n\t     Option "); put(decimal: type); put(", length: "); put(decimal: parameterLength)
                put(", goes past the end of the options")
                if Sink.collectsFields { reportMalformed("optional parameter past the options length") }
                break
            }
            put("\n\t    Option ")
            putNamed(type == 1 ? "Authentication Information" : type == 2 ? "Capabilities Advertisement" : nil,
                     "Unknown", type)
            put(", length: "); put(decimal: parameterLength)
            if type == 2 {
                try bgpCapabilities(at: options + 2 + index, length: parameterLength)
            } else {
                put("\n\t      no decoder for option "); put(decimal: type)
            }
            index += 2 + parameterLength
        }
    }

    /// `AFI name (n), SAFI name (n)` with af.c's and print-bgp.c's "Unknown". `listed`: one of
    /// several families of a capability (JSON: an object in its `families` list).
    private mutating func putAFISAFI(afi: UInt16, safi: UInt8, listed: Bool = false) {
        put("AFI "); putNamed(BGPNames.afi(afi), "Unknown", afi)
        put(", SAFI "); putNamed(BGPNames.safi(safi), "Unknown", safi)
        if listed { beginItem() }
        report(BGPFields.afi, afi)
        report(BGPFields.safi, safi)
    }

    /// bgp_capabilities_print.
    private mutating func bgpCapabilities(at start: Int, length total: Int) throws(Truncated) {
        var index = 0
        beginList(BGPFields.capabilities)
        defer { endList() }
        while index < total {
            let cap = start + index
            guard has(2, at: cap) else { bgpLocalTruncation(); return }
            let code = bytes[cap]
            let length = Int(bytes[cap + 1])
            beginItem()
            defer { endItem() }
            report(BGPFields.capabilityCode, code)
            report(BGPFields.capabilityLength, length)
            put("\n\t      "); putNamed(BGPNames.capability(code), "Unknown", code)
            put(", length: "); put(decimal: length)
            guard has(length, at: cap + 2) else { bgpLocalTruncation(); return }
            let value = cap + 2
            switch code {
            case 1:
                guard length >= 4 else { put(" (too short, < 4)"); return }
                put("\n\t\t")
                putAFISAFI(afi: bytes.uint16(at: value), safi: try u8(value + 3))
            case 8:
                var left = length
                var item = value
                beginList(BGPFields.families)
                defer { endList() }
                while left >= 4 {
                    put("\n\t\t")
                    let count = try u8(item + 3)
                    putAFISAFI(afi: try u16(item), safi: try u8(item + 2), listed: true)
                    report(BGPFields.labelCount, count)
                    endItem()
                    put(", Count: "); put(decimal: count)
                    left -= 4
                    item += 4
                }
            case 64:
                guard length >= 2 else { put(" (too short, < 2)"); return }
                let flags = bytes[value]
                let time = bytes.uint16(at: value) & 0x0fff
                report(BGPFields.restartTime, time)
                put("\n\t\tRestart Flags: ["); put(flags & 0x80 != 0 ? "R" : "none")
                put("], Restart Time "); put(decimal: time); put("s")
                var left = length - 2
                var item = value + 2
                beginList(BGPFields.families)
                defer { endList() }
                while left >= 4 {
                    put("\n\t\t  ")
                    let preserved = try u8(item + 3) & 0x80 != 0
                    putAFISAFI(afi: try u16(item), safi: try u8(item + 2), listed: true)
                    report(BGPFields.forwardingPreserved, bool: preserved)
                    endItem()
                    put(", Forwarding state preserved: "); put(preserved ? "yes" : "no")
                    left -= 4
                    item += 4
                }
            case 2, 71, 128:
                break
            case 65:
                guard length >= 4 else { put(" (too short, < 4)"); return }
                let asNumber = try u32(value)
                report(BGPFields.as4, asNumber)
                put("\n\t\t 4 Byte AS "); put(decimal: asNumber)
            case 69:
                if length == 0 { put(" (bogus)"); break }
                var left = length
                var item = value
                beginList(BGPFields.families)
                defer { endList() }
                while left != 0 {
                    if left < 4 { putInvalid(reason: "ADD-PATH tuple shorter than 4 bytes"); break }
                    put("\n\t\t")
                    let mode = try u8(item + 3)
                    putAFISAFI(afi: try u16(item), safi: try u8(item + 2), listed: true)
                    report(BGPFields.addPathMode, mode)
                    endItem()
                    put(", Send/Receive: ")
                    if let name = BGPNames.addPathMode(mode) {
                        put(name)
                    } else {
                        put("Bogus (0x"); put(hex: mode, digits: 2); put(")")
                    }
                    left -= 4
                    item += 4
                }
            default:
                put("\n\t\tno decoder for Capability "); put(decimal: code)
                if verbose <= 1 { unknownData(at: value, length: length, prefix: "\n\t\t") }
            }
            if verbose > 1 && length != 0 { unknownData(at: value, length: length, prefix: "\n\t\t") }
            index += 2 + length
        }
    }

    private mutating func bgpNotification(at offset: Int, length: Int) throws(Truncated) {
        guard has(BGPField.notificationSize, at: offset) else { bgpLocalTruncation(); return }
        guard length >= BGPField.notificationSize else { return }
        let code = bytes[offset + 19]
        let subcode = bytes[offset + 20]
        report(BGPFields.errorCode, code)
        report(BGPFields.errorSubcode, subcode)
        put(", "); putNamed(BGPNames.errorCode(code), "Unknown Error", code)
        switch code {
        case 1, 2, 3, 6:
            put(", subcode "); putNamed(BGPNames.subcode(code, subcode), "Unknown", subcode)
        case 5, 7:
            put(" subcode "); putNamed(BGPNames.subcode(code, subcode), "Unknown", subcode)
        default:
            return
        }
        guard code == 6 else { return }
        let data = offset + BGPField.notificationSize
        if subcode == 1 && length >= BGPField.notificationSize + 7 {
            put(", "); putAFISAFI(afi: try u16(data), safi: try u8(data + 2))
            put(", Max Prefixes: "); put(decimal: try u32(data + 3))
        }
        // RFC 9003: a length-prefixed UTF-8 message after Administrative Shutdown or Reset.
        guard subcode == 2 || subcode == 4, length >= BGPField.notificationSize + 1 else { return }
        let messageLength = Int(try u8(data))
        var consumed = 0
        if messageLength > length - (BGPField.notificationSize + 1) {
            put(", invalid Shutdown Communication length")
            if Sink.collectsFields { reportMalformed("shutdown communication past the message") }
        } else if messageLength == 0 {
            put(", empty Shutdown Communication")
            consumed = 1
        } else {
            put(", Shutdown Communication (length: "); put(decimal: messageLength); put("): \"")
            if Sink.collectsFields { reportPrintable(BGPFields.shutdownCommunication, at: data + 1, count: messageLength) }
            for index in data + 1..<data + 1 + messageLength { putCharacterEscaped(try u8(index)) }
            put("\"")
            consumed = messageLength + 1
        }
        let trailing = length - (consumed + BGPField.notificationSize)
        if trailing != 0 {
            put(", Data: (length: "); put(decimal: trailing); put(")")
            putHex(from: data + consumed, to: data + consumed + Swift.min(trailing, available(from: data + consumed)),
                   prefix: "\n\t\t")
        }
    }

    /// A string of packet bytes for JSON (captured part only).
    mutating func reportPrintable(_ field: FieldDescriptor, at offset: Int, count: Int) {
        report(field, bytesAt: offset, count: Swift.min(count, available(from: offset)))
    }

    private mutating func bgpRouteRefresh(at offset: Int, length: Int) throws(Truncated) {
        guard has(BGPField.routeRefreshSize, at: offset) else { bgpLocalTruncation(); return }
        guard length >= BGPField.routeRefreshSize else { return }
        put("\n\t  ")
        putAFISAFI(afi: bytes.uint16(at: offset + 19), safi: bytes[offset + 22])
        if verbose > 1 { unknownData(at: offset, length: length, prefix: "\n\t  ") }
    }
}
