import SwiftNetWire

// OLSR (RFC 3626, UDP 698) as tcpdump 4.99.3's olsr_print prints it: `OLSRv4`/`OLSRv6` (the
// datagram's IP version), the packet sequence and length, and with -v each message: HELLO and
// Hello-LQ link blocks, TC and TC-LQ neighbors, MID interfaces, HNA networks (olsrd's smart-gateway
// entries decoded), olsr.org's name service, anything else in hex. Every check, against the lengths
// the packet states or the capture, is tcpdump's `goto trunc`: the marker, then a normal return
// (so `-x` still skips the link header), except the name service header's read.

extension Dissection {
    mutating func olsr(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) {
        proto = "olsr"
        layer(OLSRFields.olsr)
        var longjmp = false
        do {
            longjmp = try olsrPacket(at: offset, length: length, ipv6: ipv6) == .longjmp
        } catch {
            // tcpdump tests the capture with ND_TCHECKs that `goto trunc` before its reads.
            putTruncationMarker()
        }
        if longjmp { throw Truncated() }
    }

    /// How a message ends the walk: on to the next, stop (tcpdump's `goto trunc`, marker printed),
    /// or a read past the capture tcpdump makes unchecked (the caller throws: a longjmp).
    enum OLSRStep { case next, stop, longjmp }

    private mutating func olsrPacket(at offset: Int, length datagramLength: Int, ipv6: Bool) throws(Truncated) -> OLSRStep {
        put("OLSRv"); put(ipv6 ? "6" : "4")
        guard datagramLength >= 4 else { putTruncationMarker(); return .stop }
        let packetLength = Int(try u16(offset))
        let sequence = try u16(offset + 2)
        report(OLSRFields.packetLength, packetLength)
        report(OLSRFields.packetSequence, sequence)
        let length = Swift.min(datagramLength, packetLength)
        put(", seq 0x"); put(hex: sequence, digits: 4); put(", length "); put(decimal: length)
        guard verbose >= 1 else { return .next }
        let addressSize = ipv6 ? 16 : 4
        let headerSize = 8 &+ addressSize
        var cursor = offset + 4
        let stop = offset + length
        beginList(OLSRFields.messages)
        defer { endList() }
        while cursor < stop {
            try check(headerSize, at: cursor)
            let type = try u8(cursor)
            let messageLength = Int(try u16(cursor + 2))
            let valid = messageLength >= headerSize && messageLength <= length
            // tcpdump's guard against looping forever on a zero type or size.
            if type == 0 || messageLength == 0 { return .next }
            let vtime = try u8(cursor + 1)
            let ttl = try u8(cursor + 4 + addressSize)
            let hops = try u8(cursor + 5 + addressSize)
            let messageSequence = try u16(cursor + 6 + addressSize)
            beginItem()
            defer { endItem() }
            report(OLSRFields.type, type)
            report(OLSRFields.vtime, vtime)
            report(OLSRFields.length, messageLength)
            reportOLSRAddress(ipv6, at: cursor + 4)
            report(OLSRFields.ttl, ttl)
            report(OLSRFields.hopCount, hops)
            report(OLSRFields.sequence, messageSequence)
            put("\n\t"); put(OLSRNames.message(type)); put(" Message (0x"); put(hex: type, digits: 2)
            put("), originator "); try putOLSRAddress(ipv6, at: cursor + 4)
            put(", ttl "); put(decimal: ttl); put(", hop "); put(decimal: hops)
            put("\n\t  vtime "); putOLSRTime(vtime); put("s, msg-seq 0x"); put(hex: messageSequence, digits: 4)
            put(", length "); put(decimal: messageLength)
            guard valid else {
                put(" (invalid)")
                reportMalformed("message length outside the packet")
                return .next
            }
            let body = cursor + headerSize
            let bodyLength = messageLength &- headerSize
            let step = try olsrMessage(type, at: body, length: bodyLength, ipv6: ipv6)
            guard step == .next else { return step }
            cursor += messageLength
        }
        return .next
    }

    /// One message's body.
    private mutating func olsrMessage(_ type: UInt8, at offset: Int, length: Int, ipv6: Bool) throws(Truncated) -> OLSRStep {
        switch type {
        case 1, 201: return try olsrHello(lq: type == 201, at: offset, length: length, ipv6: ipv6)
        case 2, 202:
            guard length >= 4 else { putTruncationMarker(); return .stop }
            try check(4, at: offset)
            let ansn = try u16(offset)
            report(OLSRFields.ansn, ansn)
            put("\n\t    advertised neighbor seq 0x"); put(hex: ansn, digits: 4)
            if type == 2 {
                try olsrNeighbors(at: offset + 4, length: length &- 4)
            } else {
                try olsrLQNeighbors(at: offset + 4, length: length &- 4, ipv6: ipv6)
            }
        case 3:
            let size = ipv6 ? 16 : 4
            var cursor = offset
            var left = length
            beginList(OLSRFields.interfaces)
            defer { endList() }
            while left >= size {
                try check(size, at: cursor)
                beginItem()
                reportOLSRAddress(ipv6, at: cursor, v4: OLSRFields.address, v6: OLSRFields.address6)
                endItem()
                put("\n\t  interface address "); try putOLSRAddress(ipv6, at: cursor)
                cursor += size
                left &-= size
            }
        case 4:
            if ipv6 { try olsrNetworks6(at: offset, length: length) } else { try olsrNetworks4(at: offset, length: length) }
        case 130: return try olsrNameService(at: offset, length: length, ipv6: ipv6)
        default:
            report(OLSRFields.data, bytesAt: offset, count: Swift.max(0, Swift.min(length, available(from: offset))))
            pppUnknownData(from: offset, length: length, prefix: "\n\t    ")
        }
        return .next
    }

    private mutating func olsrHello(lq: Bool, at offset: Int, length: Int, ipv6: Bool) throws(Truncated) -> OLSRStep {
        guard length >= 4 else { putTruncationMarker(); return .stop }
        let helloTime = try u8(offset + 2)
        let willingness = try u8(offset + 3)
        report(OLSRFields.helloTime, helloTime)
        report(OLSRFields.willingness, willingness)
        put("\n\t  hello-time "); putOLSRTime(helloTime); put("s, MPR willingness "); put(decimal: willingness)
        var cursor = offset + 4
        var left = length &- 4
        beginList(OLSRFields.links)
        defer { endList() }
        while left >= 4 {
            try check(4, at: cursor)
            let blockLength = Int(try u16(cursor + 2))
            let code = try u8(cursor)
            let valid = blockLength <= left && blockLength >= 4
            beginItem()
            defer { endItem() }
            report(OLSRFields.linkCode, code)
            report(OLSRFields.linkLength, blockLength)
            put("\n\t    link-type "); put(OLSRNames.linkType(code & 3))
            put(", neighbor-type "); put(OLSRNames.neighborType(code >> 2))
            put(", len "); put(decimal: blockLength)
            guard valid else {
                put(" (invalid)")
                reportMalformed("link block length outside the message")
                break
            }
            cursor += 4
            left &-= 4
            let neighbors = blockLength &- 4
            try check(neighbors, at: cursor)
            if lq {
                try olsrLQNeighbors(at: cursor, length: neighbors, ipv6: ipv6)
            } else {
                try olsrNeighbors(at: cursor, length: neighbors)
            }
            cursor += neighbors
            left &-= neighbors
        }
        return .next
    }

    /// A plain neighbor list: tcpdump reads 4-byte addresses whatever the IP version, all on one line.
    private mutating func olsrNeighbors(at offset: Int, length: Int) throws(Truncated) {
        put("\n\t      neighbor\n\t\t")
        var cursor = offset
        var left = length
        beginList(OLSRFields.neighbors)
        defer { endList() }
        while left >= 4 {
            try putIPv4(at: cursor)
            put(" ")
            beginItem()
            report(OLSRFields.address, bytesAt: cursor, count: 4)
            endItem()
            cursor += 4
            left &-= 4
        }
    }

    /// Neighbors with link qualities (Hello-LQ, TC-LQ): address, two quality bytes, two reserved.
    private mutating func olsrLQNeighbors(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) {
        let size = ipv6 ? 20 : 8
        let width = ipv6 ? 16 : 4
        var cursor = offset
        var left = length
        beginList(OLSRFields.neighbors)
        defer { endList() }
        while left >= size {
            try check(size, at: cursor)
            let quality = try u8(cursor + width)
            let neighborQuality = try u8(cursor + width + 1)
            beginItem()
            reportOLSRAddress(ipv6, at: cursor, v4: OLSRFields.address, v6: OLSRFields.address6)
            report(OLSRFields.linkQuality, quality)
            report(OLSRFields.neighborLinkQuality, neighborQuality)
            endItem()
            put("\n\t      neighbor "); try putOLSRAddress(ipv6, at: cursor)
            put(", link-quality "); putOLSRPercent(quality)
            put("%, neighbor-link-quality "); putOLSRPercent(neighborQuality); put("%")
            cursor += size
            left &-= size
        }
    }

    /// IPv4 HNA: four networks to a line; olsrd's smart-gateway entries (network 0.0.0.0, the
    /// mask's first byte 0 and second non-zero) as flags and uplink/downlink speeds.
    private mutating func olsrNetworks4(at offset: Int, length: Int) throws(Truncated) {
        put("\n\t  Advertised networks (total "); put(decimal: length / 8); put(")")
        var cursor = offset
        var left = length
        var column = 0
        beginList(OLSRFields.networks)
        defer { endList() }
        while left >= 8 {
            try check(8, at: cursor)
            let network = try u32(cursor)
            let mask = try u32(cursor + 4)
            let flags = UInt8(truncatingIfNeeded: mask >> 16)
            beginItem()
            report(OLSRFields.address, bytesAt: cursor, count: 4)
            report(OLSRFields.mask, bytesAt: cursor + 4, count: 4)
            put(column == 0 ? "\n\t    " : ", ")
            if network == 0 && mask >> 24 == 0 && flags != 0 {
                put("Smart-Gateway:")
                if flags & 0x01 != 0 { put(" LINKSPEED") }
                if flags & 0x02 != 0 { put(" IPV4") }
                if flags & 0x04 != 0 { put(" IPV4-NAT") }
                if flags & 0x08 != 0 { put(" IPV6") }
                if flags & 0x10 != 0 { put(" IPv6-PREFIX") }
                let linkSpeed = flags & 0x01 != 0
                put(" "); put(decimal: linkSpeed ? Self.olsrGatewaySpeed(UInt8(truncatingIfNeeded: mask >> 8)) : 0)
                put("/"); put(decimal: linkSpeed ? Self.olsrGatewaySpeed(UInt8(truncatingIfNeeded: mask)) : 0)
            } else {
                let prefix = RIPField.prefixLength(mask: mask)
                report(OLSRFields.prefixLength, signed: Int64(prefix))
                try putIPv4(at: cursor); put("/")
                // mask2plen's -1 goes through %u.
                put(decimal: UInt32(truncatingIfNeeded: prefix))
            }
            endItem()
            cursor += 8
            left &-= 8
            column = (column + 1) % 4
        }
    }

    /// IPv6 HNA: tcpdump numbers every entry `#0` (its counter never moves).
    private mutating func olsrNetworks6(at offset: Int, length: Int) throws(Truncated) {
        put("\n\t  Advertised networks (total "); put(decimal: length / 32); put(")")
        var cursor = offset
        var left = length
        beginList(OLSRFields.networks)
        defer { endList() }
        while left >= 32 {
            try check(32, at: cursor)
            let prefix = olsrMaskLength6(at: cursor + 16)
            beginItem()
            report(OLSRFields.address6, bytesAt: cursor, count: 16)
            report(OLSRFields.mask6, bytesAt: cursor + 16, count: 16)
            report(OLSRFields.prefixLength, signed: Int64(prefix))
            endItem()
            put("\n\t    #0: "); try putIPv6(at: cursor); put("/"); put(decimal: prefix)
            cursor += 32
            left &-= 32
        }
    }

    /// tcpdump's mask62plen: set bits of leading 0xff bytes plus the first other byte when it is a
    /// left-aligned run (0 otherwise); the rest is not looked at. The caller checked 16 bytes.
    private func olsrMaskLength6(at offset: Int) -> Int {
        var total = 0
        for index in offset..<(offset + 16) {
            let byte = bytes[index]
            let inverted = ~byte
            // 0x00, 0x80, 0xc0 ... 0xff: the inverse is a run of low bits.
            if inverted & (inverted &+ 1) == 0 { total += byte.nonzeroBitCount }
            if byte != 0xff { break }
        }
        return total
    }

    /// olsr.org's name service: version, entry count, then type, length, address, padded name.
    private mutating func olsrNameService(at offset: Int, length: Int, ipv6: Bool) throws(Truncated) -> OLSRStep {
        guard length >= 4 else { putTruncationMarker(); return .stop }
        // The one read tcpdump makes without an ND_TCHECK first: it longjmps.
        guard has(4, at: offset) else { return .longjmp }
        let count = Int(try u16(offset + 2))
        let version = try u16(offset)
        let addressSize = ipv6 ? 16 : 4
        report(OLSRFields.nameVersion, version)
        report(OLSRFields.nameCount, count)
        let valid = count > 0 && count &* (4 &+ addressSize) <= length
        put("\n\t  Version "); put(decimal: version); put(", Entries "); put(decimal: count)
        guard valid else {
            put(" (invalid)")
            reportMalformed("name entries do not fit the message")
            return .next
        }
        var cursor = offset + 4
        var left = length &- 4
        beginList(OLSRFields.names)
        defer { endList() }
        for index in 0..<count {
            if left < 4 { break }
            let type = try u16(cursor)
            let nameLength = Int(try u16(cursor + 2))
            cursor += 4
            left &-= 4
            beginItem()
            defer { endItem() }
            report(OLSRFields.nameType, type)
            report(OLSRFields.nameLength, nameLength)
            put("\n\t    #"); put(decimal: index); put(": type "); putOLSRAlternateHex(type)
            put(", length "); put(decimal: nameLength)
            guard nameLength > 0 && addressSize &+ nameLength <= left else {
                put(" (invalid)")
                reportMalformed("name entry length outside the message")
                break
            }
            let padding = nameLength % 4 == 0 ? 0 : 4 &- nameLength % 4
            let entry = addressSize &+ nameLength &+ padding
            guard left >= entry else { putTruncationMarker(); return .stop }
            try check(entry, at: cursor)
            reportOLSRAddress(ipv6, at: cursor, v4: OLSRFields.address, v6: OLSRFields.address6)
            report(OLSRFields.name, bytesAt: cursor + addressSize, count: nameLength)
            put(", address "); try putOLSRAddress(ipv6, at: cursor); put(", name \"")
            for byte in cursor + addressSize..<(cursor + addressSize + nameLength) { putCharacterEscaped(bytes[byte]) }
            put("\"")
            cursor += entry
            left &-= entry
        }
        return .next
    }

    /// printf's `%#06x`: `0x` and four digits, but a zero is `000000` (C adds no prefix to 0).
    private mutating func putOLSRAlternateHex(_ value: UInt16) {
        if value == 0 { put("000000") } else { put("0x"); put(hex: value, digits: 4) }
    }

    /// olsr.org's ME_TO_DOUBLE with `%.3f`: (16 + mantissa) * 2^exponent / 256 seconds, an exact
    /// binary value, rounded to thousandths half to even as printf does.
    private mutating func putOLSRTime(_ code: UInt8) {
        let numerator = UInt64(16 + (code >> 4)) << UInt64(code & 0x0f)
        let scaled = numerator * 1000
        var thousandths = scaled >> 8
        let remainder = scaled & 0xff
        if remainder > 128 || (remainder == 128 && thousandths & 1 == 1) { thousandths += 1 }
        put(decimal: thousandths / 1000); put("."); put(decimal: thousandths % 1000, width: 3)
    }

    /// `%.2f` of quality / 2.55 (a double), from its exact binary value, half to even as printf.
    private mutating func putOLSRPercent(_ quality: UInt8) {
        let value = Double(quality) / 2.55
        var hundredths: UInt64 = 0
        if quality != 0 {
            let significand = value.significandBitPattern | (1 << 52)
            let shift = 52 - Int(value.exponent)  // 46...60 for 1...255
            let scaled = significand * 100
            hundredths = scaled >> UInt64(shift)
            let remainder = scaled & ((1 << UInt64(shift)) - 1)
            let half: UInt64 = 1 << UInt64(shift - 1)
            if remainder > half || (remainder == half && hundredths & 1 == 1) { hundredths += 1 }
        }
        put(decimal: hundredths / 100); put("."); put(decimal: hundredths % 100, width: 2)
    }

    /// olsrd's smart-gateway speed: 5-bit mantissa plus one times ten to the 3-bit exponent, in
    /// kbit/s; 0 is 0 and 255 the maximum, 320000000.
    private static func olsrGatewaySpeed(_ value: UInt8) -> UInt32 {
        if value == 0 { return 0 }
        if value == 0xff { return 320_000_000 }
        var speed = UInt32(value >> 3) + 1
        for _ in 0..<(value & 7) { speed &*= 10 }
        return speed
    }

    private mutating func putOLSRAddress(_ ipv6: Bool, at offset: Int) throws(Truncated) {
        if ipv6 { try putIPv6(at: offset) } else { try putIPv4(at: offset) }
    }

    private mutating func reportOLSRAddress(_ ipv6: Bool, at offset: Int,
                                            v4: FieldDescriptor = OLSRFields.originator,
                                            v6: FieldDescriptor = OLSRFields.originator6) {
        if ipv6 { report(v6, bytesAt: offset, count: 16) } else { report(v4, bytesAt: offset, count: 4) }
    }
}

/// tcpdump's OLSR names.
enum OLSRNames {
    static func message(_ type: UInt8) -> StaticString {
        switch type {
        case 1: "Hello"
        case 2: "TC"
        case 3: "MID"
        case 4: "HNA"
        case 128: "Powerinfo"
        case 130: "Nameservice"
        case 201: "Hello-LQ"
        case 202: "TC-LQ"
        default: "Unknown"
        }
    }

    static func linkType(_ value: UInt8) -> StaticString {
        switch value {
        case 0: "Unspecified"
        case 1: "Asymmetric"
        case 2: "Symmetric"
        default: "Lost"
        }
    }

    static func neighborType(_ value: UInt8) -> StaticString {
        switch value {
        case 0: "Not-Neighbor"
        case 1: "Symmetric"
        case 2: "Symmetric-MPR"
        default: "Unknown"
        }
    }
}
