import SwiftNetWire

// LMP (RFC 4204, UDP port 701) as tcpdump 4.99's lmp_print prints it: the message type and
// length; with -v the header flags and every object (control channel, node, link and interface
// ids, hello, verify, TE and data links with their subobjects, channel status, error codes and
// the OIF UNI 1.0 service config objects), hex dumps of the others and of every object at -vv.
// Its checks longjmp (ND_LONGJMP_FROM_TCHECK): a cut anywhere is a thrown `Truncated`.

extension Dissection {
    /// `length`: the UDP payload length.
    mutating func lmp(at offset: Int, length: Int) throws(Truncated) {
        proto = "lmp"
        layer(LMPFields.lmp)
        try check(8, at: offset)
        let version = bytes.uint16(at: offset) >> 12
        report(LMPFields.version, version)
        guard version == 1 else {
            put("LMP version "); put(decimal: version); put(" packet not supported")
            if Sink.collectsFields { reportMalformed("LMP version other than 1") }
            return
        }
        let type = bytes[offset + 3]
        report(LMPFields.flags, bytes[offset + 2])
        report(LMPFields.messageType, type)
        if verbose < 1 {
            put("LMPv"); put(decimal: version); put(" ")
            if let name = LMPNames.message(type) { put(name) } else { put("unknown ("); put(decimal: type); put(")") }
            put(" Message, length: "); put(decimal: length)
            return
        }
        var total = Int(bytes.uint16(at: offset + 4))
        report(LMPFields.length, total)
        put("\n\tLMPv"); put(decimal: version); put(", msg-type: ")
        if let name = LMPNames.message(type) { put(name) } else { put("unknown, type: "); put(decimal: type) }
        put(", Flags: ["); putBitNames(UInt32(bytes[offset + 2]), LMPNames.headerFlag); put("], length: ")
        put(decimal: total)
        guard total >= 8 else {
            put(" (too short)")
            if Sink.collectsFields { reportMalformed("message length below the 8-byte header") }
            return
        }
        if total > length {
            put(" (too long)")
            total = length
        }
        var cursor = offset + 8
        var left = total - 8
        beginList(LMPFields.objects)
        defer { endList() }
        while left != 0 {
            let objectLength = Int(try u16(cursor + 2))
            let first = try u8(cursor)
            let ctype = first & 0x7f
            let objectClass = try u8(cursor + 1)
            beginItem()
            defer { endItem() }
            report(LMPFields.objectClass, objectClass)
            report(LMPFields.classType, ctype)
            report(LMPFields.negotiable, bool: first & 0x80 != 0)
            report(LMPFields.objectLength, objectLength)
            put("\n\t  "); put(LMPNames.objectClass(objectClass) ?? "Unknown"); put(" Object (")
            put(decimal: objectClass); put("), Class-Type: "); put(LMPNames.classType(objectClass, ctype) ?? "Unknown")
            put(" ("); put(decimal: ctype); put(") Flags: ["); if first & 0x80 == 0 { put("non-") }
            put("negotiable], length: "); put(decimal: objectLength)
            if objectLength < 4 {
                put(" (too short)")
                if Sink.collectsFields { reportMalformed("object length below its 4-byte header") }
                return
            }
            if objectLength % 4 != 0 {
                put(" (not a multiple of 4)")
                if Sink.collectsFields { reportMalformed("object length not a multiple of 4") }
                return
            }
            try check(objectLength, at: cursor)
            let body = cursor + 4
            let bodyLength = objectLength - 4
            let hexdump = try lmpObjectBody(objectClass, ctype, at: body, length: bodyLength)
            if hexdump { report(LMPFields.data, bytesAt: body, count: bodyLength) }
            if verbose > 1 || hexdump { unknownData(at: body, length: bodyLength, prefix: "\n\t    ") }
            if left < objectLength {
                put(" [remaining objects length "); put(decimal: left); put(" < "); put(decimal: objectLength); put("]")
                putInvalid(reason: "object longer than the rest of the message")
                break
            }
            cursor += objectLength
            left -= objectLength
        }
    }

    /// One object's body (captured whole); true where tcpdump sets `hexdump`.
    private mutating func lmpObjectBody(_ objectClass: UInt8, _ ctype: UInt8, at p: Int,
                                        length: Int) throws(Truncated) -> Bool {
        /// " (not correct for object)" unless the body is `size` long (or at least `size`).
        func wrong(_ d: inout Dissection, _ size: Int, atLeast: Bool = false) -> Bool {
            if atLeast ? length >= size : length == size { return false }
            d.put(" (not correct for object)")
            return true
        }
        switch objectClass {
        case 1, 2:  // Control Channel ID, Node ID
            guard ctype == 1 || ctype == 2 else { return true }
            if wrong(&self, 4) { break }
            let value = try u32(p)
            report(LMPFields.value, value)
            if objectClass == 1 {
                put("\n\t    Control Channel ID: "); put(decimal: value)
            } else {
                report(LMPFields.address, bytesAt: p, count: 4)
                put("\n\t    Node ID: "); try putIPv4(at: p)
            }
            put(" (0x"); put(hex: value, digits: 8); put(")")
        case 3, 4:  // Link ID, Interface ID
            switch ctype {
            case 1, 2:
                if wrong(&self, 4) { break }
                report(LMPFields.address, bytesAt: p, count: 4)
                put("\n\t    IPv4 Link ID: "); try putIPv4(at: p); put(" (0x"); put(hex: try u32(p), digits: 8); put(")")
            case 3, 4:
                if wrong(&self, 16) { break }
                report(LMPFields.address6, bytesAt: p, count: 16)
                put("\n\t    IPv6 Link ID: "); try putIPv6(at: p); put(" (0x"); put(hex: try u32(p), digits: 8); put(")")
            case 5, 6:
                if wrong(&self, 4) { break }
                let value = try u32(p)
                report(LMPFields.value, value)
                put("\n\t    Link ID: "); put(decimal: value); put(" (0x"); put(hex: value, digits: 8); put(")")
            default:
                return true
            }
        case 5:  // Message ID
            guard ctype == 1 || ctype == 2 else { return true }
            if wrong(&self, 4) { break }
            let value = try u32(p)
            report(LMPFields.value, value)
            put(ctype == 1 ? "\n\t    Message ID: " : "\n\t    Message ID Ack: "); put(decimal: value)
            put(" (0x"); put(hex: value, digits: 8); put(")")
        case 6:  // Config
            guard ctype == 1 else { return true }
            if wrong(&self, 4) { break }
            put("\n\t    Hello Interval: "); put(decimal: try u16(p))
            put("\n\t    Hello Dead Interval: "); put(decimal: try u16(p + 2))
        case 7:  // Hello
            guard ctype == 1 else { return true }
            if wrong(&self, 8) { break }
            put("\n\t    Tx Seq: "); put(decimal: try u32(p)); put(", Rx Seq: "); put(decimal: try u32(p + 4))
        case 11:  // TE Link
            let v6 = ctype == 2
            guard (1...3).contains(ctype) else { return true }
            if wrong(&self, v6 ? 36 : 12) { break }
            put("\n\t    Flags: ["); putBitNames(UInt32(try u8(p)), LMPNames.teLinkFlag); put("]")
            try lmpLinkPair(ctype, at: p, local: "\n\t    Local Link-ID: ", remote: "\n\t    Remote Link-ID: ")
        case 12:  // Data Link
            let v6 = ctype == 2
            guard (1...3).contains(ctype) else { return true }
            let fixed = v6 ? 36 : 12
            if wrong(&self, fixed, atLeast: true) { break }
            put("\n\t    Flags: ["); putBitNames(UInt32(try u8(p)), LMPNames.dataLinkFlag); put("]")
            try lmpLinkPair(ctype, at: p, local: "\n\t    Local Interface ID: ",
                            remote: "\n\t    Remote Interface ID: ")
            return try lmpDataLinkSubobjects(at: p + fixed, length: length - fixed)
        case 8:  // Verify Begin
            guard ctype == 1 else { return true }
            if wrong(&self, 20) { break }
            put("\n\t    Flags: "); putBitNames(UInt32(try u16(p)), LMPNames.beginVerifyFlag)
            put("\n\t    Verify Interval: "); put(decimal: try u16(p + 2))
            put("\n\t    Data links: "); put(decimal: try u32(p + 4))
            put("\n\t    Encoding type: "); put(GMPLSNames.encoding(try u8(p + 8)) ?? "Unknown")
            let mechanism = try u16(p + 10)
            put("\n\t    Verify Transport Mechanism: "); put(decimal: mechanism); put(" (0x"); put(hex: mechanism); put(")")
            // tcpdump tests the bits of decimal 8000 (0x1f40), not 0x8000.
            if mechanism & 8000 != 0 { put(" (Payload test messages capable)") }
            put("\n\t    Transmission Rate: ")
            putFloatThreeDecimals(Float(bitPattern: try u32(p + 12)) * 8 / 1_000_000); put(" Mbps")
            put("\n\t    Wavelength: "); put(decimal: try u32(p + 16))
        case 9:  // Verify Begin ACK
            guard ctype == 1 else { return true }
            if wrong(&self, 4) { break }
            put("\n\t    Verify Dead Interval: "); put(decimal: try u16(p))
            put("\n\t    Verify Transport Response: "); put(decimal: try u16(p + 2))
        case 10:  // Verify ID
            guard ctype == 1 else { return true }
            if wrong(&self, 4) { break }
            let value = try u32(p)
            report(LMPFields.value, value)
            put("\n\t    Verify ID: "); put(decimal: value)
        case 13:  // Channel Status
            let size = ctype == 2 ? 16 : 4
            guard (1...3).contains(ctype) else { return true }
            var index = 0
            while index + size + 4 <= length {
                try lmpInterfaceID(ctype, at: p + index)
                let status = try u32(p + index + size)
                put("\n\t\t    Active: "); put(status >> 31 != 0 ? "Allocated" : "Non-allocated"); put(" (")
                put(decimal: status >> 31); put(")")
                put("\n\t\t    Direction: "); put((status >> 30) & 1 != 0 ? "Transmit" : "Receive"); put(" (")
                put(decimal: (status >> 30) & 1); put(")")
                put("\n\t\t    Channel Status: "); put(LMPNames.channelStatus(status & 0x3ff_ffff) ?? "Unknown")
                put(" ("); put(decimal: status & 0x3ff_ffff); put(")")
                index += size + 4
            }
        case 14:  // Channel Status Request
            let size = ctype == 2 ? 16 : 4
            guard (1...3).contains(ctype) else { return true }
            var index = 0
            while index + size <= length {
                try lmpInterfaceID(ctype, at: p + index)
                index += size
            }
        case 20:  // Error Code
            guard ctype == 1 || ctype == 2 else { return true }
            if wrong(&self, 4) { break }
            put("\n\t    Error Code: ")
            putBitNames(try u32(p), ctype == 1 ? LMPNames.beginVerifyError : LMPNames.linkSummaryError)
        case 51:  // Service Config (OIF UNI 1.0)
            return try lmpServiceConfig(ctype, at: p, length: length)
        default:
            report(LMPFields.data, bytesAt: p, count: length)
            if verbose <= 1 { unknownData(at: p, length: length, prefix: "\n\t    ") }
        }
        return false
    }

    /// The local and remote ids of a TE or data link (IPv4, IPv6 or unnumbered).
    private mutating func lmpLinkPair(_ ctype: UInt8, at p: Int, local: StaticString,
                                      remote: StaticString) throws(Truncated) {
        let second = ctype == 2 ? 20 : 8
        put(local)
        try lmpID(ctype, at: p + 4)
        put(remote)
        try lmpID(ctype, at: p + second)
    }

    /// An id as tcpdump prints it: address (or number) and its first word in hex.
    private mutating func lmpID(_ ctype: UInt8, at p: Int) throws(Truncated) {
        switch ctype {
        case 1: try putIPv4(at: p)
        case 2: try putIPv6(at: p)
        default: put(decimal: try u32(p))
        }
        put(" (0x"); put(hex: try u32(p), digits: 8); put(")")
    }

    private mutating func lmpInterfaceID(_ ctype: UInt8, at p: Int) throws(Truncated) {
        put("\n\t    Interface ID: ")
        try lmpID(ctype, at: p)
    }

    /// lmp_print_data_link_subobjs: true when an unknown subobject asks for the hex dump.
    private mutating func lmpDataLinkSubobjects(at start: Int, length: Int) throws(Truncated) -> Bool {
        var p = start
        var left = length
        while left > 0 {
            let type = try u8(p)
            let subLength = Int(try u8(p + 1))
            put("\n\t    Subobject, Type: "); put(LMPNames.dataLinkSubobject(type) ?? "Unknown"); put(" (")
            put(decimal: type); put("), Length: "); put(decimal: subLength)
            if subLength < 4 { put(" (too short)"); break }
            if subLength % 4 != 0 { put(" (not a multiple of 4)"); break }
            if left < subLength { put(" (goes past the end of the object)"); break }
            switch type {
            case 1:
                let switching = try u8(p + 2)
                let encoding = try u8(p + 3)
                put("\n\t      Switching Type: "); put(GMPLSNames.switchingCapability(switching) ?? "Unknown")
                put(" ("); put(decimal: switching); put(")")
                put("\n\t      Encoding Type: "); put(GMPLSNames.encoding(encoding) ?? "Unknown")
                put(" ("); put(decimal: encoding); put(")")
                put("\n\t      Min Reservable Bandwidth: ")
                putFloatThreeDecimals(Float(bitPattern: try u32(p + 4)) * 8 / 1_000_000); put(" Mbps")
                put("\n\t      Max Reservable Bandwidth: ")
                putFloatThreeDecimals(Float(bitPattern: try u32(p + 8)) * 8 / 1_000_000); put(" Mbps")
            case 2:
                put("\n\t      Wavelength: "); put(decimal: try u32(p + 4))
            default:
                // An unknown subobject ends the walk with a hex dump of the object.
                return true
            }
            left -= subLength
            p += subLength
        }
        return false
    }

    /// Service Config (OIF UNI 1.0 service discovery) C-types 1-4.
    private mutating func lmpServiceConfig(_ ctype: UInt8, at p: Int, length: Int) throws(Truncated) -> Bool {
        let size: Int
        switch ctype {
        case 1, 4: size = 4
        case 2: size = 16
        case 3: size = 8
        default: return true
        }
        guard length == size else {
            put(" (not correct for object)")
            return false
        }
        switch ctype {
        case 1:
            put("\n\t Flags: "); putBitNames(UInt32(try u8(p)), LMPNames.supportedProtocol)
            put("\n\t  UNI Version: "); put(decimal: try u8(p + 1))
        case 2:
            let linkType = try u8(p)
            put("\n\t Link Type: "); put(GMPLSNames.clientPortLinkType(linkType) ?? "Unknown"); put(" (")
            put(decimal: linkType); put(")")
            if linkType == 5 || linkType == 6 {
                let signal = try u8(p + 1)
                put("\n\t Signal Type: ")
                put((linkType == 5 ? GMPLSNames.sdhSignalType(signal) : GMPLSNames.sonetSignalType(signal)) ?? "Unknown")
                put(" ("); put(decimal: signal); put(")")
            }
            put("\n\t Transparency: "); putBitNames(UInt32(try u8(p + 2)), LMPNames.portTransparency)
            put("\n\t Contiguous Concatenation Types: ")
            putBitNames(UInt32(try u8(p + 3)), LMPNames.contiguousConcatenation)
            put("\n\t Minimum NCC: "); put(decimal: try u16(p + 4))
            put("\n\t Maximum NCC: "); put(decimal: try u16(p + 6))
            put("\n\t Minimum NVC:"); put(decimal: try u16(p + 8))
            put("\n\t Maximum NVC:"); put(decimal: try u16(p + 10))
            report(LMPFields.address, bytesAt: p + 12, count: 4)
            put("\n\t    Local Interface ID: "); try putIPv4(at: p + 12); put(" (0x"); put(hex: try u32(p + 12), digits: 8)
            put(")")
        case 3:
            put("\n\t Transparency Flags: "); putBitNames(try u32(p), LMPNames.networkTransparency)
            put("\n\t TCM Monitoring Flags: "); putBitNames(UInt32(try u8(p + 7)), LMPNames.tandemMonitoring)
        default:
            put("\n\t Diversity: Flags: "); putBitNames(UInt32(try u8(p + 3)), LMPNames.diversity)
        }
        return false
    }
}
