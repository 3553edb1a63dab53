// DECnet Phase IV (EtherType 0x6003) as tcpdump 4.99's decnet_print prints it: after the
// little-endian length and any padding, the routing layer's short or long data header
// (`SRC > DST LENGTH `, with -v the return flags and the hop count) and the NSP message, or a
// routing control message (initialization, verification, hello and test, level 1 and level 2
// routing with their segment lists, router and endnode hellos). Addresses print as area.node.
// Reference: DECnet Digital Network Architecture Phase IV, Routing Layer Functional
// Specification (AA-X435A-TK) section 10, and the NSP Functional Specification.

/// Header sizes and flag bits of the routing layer and NSP.
enum DECnetField {
    static let shortHeader = 6
    static let longHeader = 21
    static let initMessage = 12
    static let smallControlMessage = 4
    static let routerHello = 18
    static let endnodeHello = 32
    static let nspHeader = 5
    static let padFlag: UInt8 = 0x80
    static let futureVersion: UInt8 = 0x40
    static let controlFlag: UInt8 = 0x01
    /// NSP acknowledgement field flags (the top bits of a 16-bit sequence word).
    static let ackPresent: UInt16 = 0x8000
    static let nak: UInt16 = 0x9000
    static let otherPresent: UInt16 = 0xa000
    static let otherNak: UInt16 = 0xb000
    static let sequenceMask: UInt16 = 0x0fff
}

extension Dissection {
    /// The DECnet frame at `offset` (its 2-byte length first). Throws `Truncated` where tcpdump
    /// prints ` [|decnet]`; lengths that cannot hold a message print ` (invalid)` (JSON:
    /// `malformed`).
    mutating func decnet(at offset: Int, length frameLength: Int) throws(Truncated) {
        proto = "decnet"
        layer(DECnetFields.decnet)
        var start = offset
        var captured = available(from: offset)
        guard frameLength >= DECnetField.shortHeader else {
            put(" (length "); put(decimal: frameLength); put(" < 6)")
            return putInvalid(reason: "shorter than the short routing header")
        }
        let packetLength = Int(try u16LE(start))
        report(DECnetFields.packetLength, packetLength)
        guard packetLength >= DECnetField.shortHeader else {
            put(" (pktlen "); put(decimal: packetLength); put(" < 6)")
            return putInvalid(reason: "length field under the short routing header")
        }
        guard packetLength <= frameLength else {
            put(" (pktlen "); put(decimal: packetLength); put(" > "); put(decimal: frameLength); put(")")
            return putInvalid(reason: "length field past the frame")
        }
        var length = packetLength
        var flags = try u8(start + 2)
        if flags & DECnetField.padFlag != 0 {
            // Padding: the byte's low 7 bits count it and the bytes after it.
            let padLength = Int(flags & 0x7f)
            report(DECnetFields.padLength, padLength)
            if verbose > 0 { put("[pad:"); put(decimal: padLength); put("] ") }
            guard length >= padLength + 2 else {
                put(" (length "); put(decimal: length); put(" < "); put(decimal: padLength + 2); put(")")
                return putInvalid(reason: "padding past the message")
            }
            try check(padLength, at: start + 2)
            start += padLength
            length -= padLength
            captured -= padLength
            flags = try u8(start + 2)
        }
        report(DECnetFields.flags, flags)
        let header = start + 2
        if flags & DECnetField.futureVersion != 0 {
            report(DECnetFields.message, label: "future-version")
            put("future-version-decnet")
            putDefaultDump(from: start, count: Swift.min(length, captured))
            return
        }
        if flags & DECnetField.controlFlag != 0 {
            if try !decnetControl(flags, at: header, length: length, captured: captured) {
                putInvalid(reason: "control message shorter than its type")
            }
            return
        }
        let destination: UInt16
        let source: UInt16
        let hops: Int
        let nspOffset: Int
        var nspLength: Int
        switch flags & 7 {
        case 6:
            report(DECnetFields.message, label: "long-data")
            guard length >= DECnetField.longHeader else {
                put(" (length "); put(decimal: length); put(" < 21)")
                return putInvalid(reason: "shorter than the long routing header")
            }
            try check(DECnetField.longHeader, at: header)
            destination = try u16LE(header + 7)
            source = try u16LE(header + 15)
            hops = Int(try u8(header + 18))
            nspOffset = header + DECnetField.longHeader
            nspLength = length - DECnetField.longHeader
        case 2:
            report(DECnetFields.message, label: "short-data")
            destination = try u16LE(header + 1)
            source = try u16LE(header + 3)
            hops = Int(try u8(header + 5) & 0x3f) + 1
            nspOffset = header + DECnetField.shortHeader
            // tcpdump's unsigned subtraction: padding can leave less than the header.
            nspLength = length - DECnetField.shortHeader
            if nspLength < 0 { nspLength = Int(UInt32(truncatingIfNeeded: nspLength)) }
        default:
            report(DECnetFields.message, label: "unknown")
            put("unknown message flags under mask")
            putDefaultDump(from: start, count: Swift.min(length, captured))
            return
        }
        reportDECnetAddress(DECnetFields.destination, destination)
        reportDECnetAddress(DECnetFields.source, source)
        report(DECnetFields.visits, hops)
        report(DECnetFields.returnRequested, bool: flags & 0x08 != 0)
        report(DECnetFields.returning, bool: flags & 0x10 != 0)
        report(DECnetFields.intraEthernet, bool: flags & 0x20 != 0)
        putDECnetAddress(source); put(" > "); putDECnetAddress(destination)
        put(" "); put(decimal: packetLength); put(" ")
        if verbose > 0 {
            if flags & 0x08 != 0 { put("RQR ") }
            if flags & 0x10 != 0 { put("RTS ") }
            if flags & 0x20 != 0 { put("IE ") }
            put(decimal: hops); put(" hops ")
        }
        beginObject(DECnetFields.nsp)
        defer { endObject() }
        if try !nsp(at: nspOffset, length: nspLength) {
            putInvalid(reason: "NSP message shorter than its type")
        }
    }

    /// Little-endian 16 bits (DECnet's byte order).
    private func u16LE(_ index: Int) throws(Truncated) -> UInt16 {
        try u16(index).byteSwapped
    }

    /// `area.node`: the top 6 bits and the low 10.
    private mutating func putDECnetAddress(_ address: UInt16) {
        put(decimal: address >> 10); put("."); put(decimal: address & 0x3ff)
    }

    private mutating func reportDECnetAddress(_ field: FieldDescriptor, _ address: UInt16) {
        report(field) { out in
            out.append("\""); out.appendDecimal(address >> 10); out.append(".")
            out.appendDecimal(address & 0x3ff); out.append("\"")
        }
    }

    // MARK: control messages

    /// False where tcpdump gives up with ` (invalid)`.
    private mutating func decnetControl(_ flags: UInt8, at header: Int, length: Int, captured: Int) throws(Truncated) -> Bool {
        switch flags & 0x0f {
        case 1:
            report(DECnetFields.message, label: "init")
            put("init ")
            guard length >= DECnetField.initMessage else { return false }
            try check(DECnetField.initMessage, at: header)
            let source = try u16LE(header + 1)
            let info = try u8(header + 3)
            let blockSize = try u16LE(header + 4)
            let hello = try u16LE(header + 9)
            reportDECnetAddress(DECnetFields.source, source)
            report(DECnetFields.nodeInfo, info)
            report(DECnetFields.blockSize, blockSize)
            report(DECnetFields.version, u8At: header + 6)
            report(DECnetFields.eco, u8At: header + 7)
            report(DECnetFields.userEco, u8At: header + 8)
            report(DECnetFields.helloTimer, hello)
            putDECnetNodeType(info)
            if info & 0x04 != 0 { put("verif ") }
            if info & 0x08 != 0 { put("blo ") }
            // tcpdump prints no space between the address and "blksize".
            put("src "); putDECnetAddress(source); put("blksize "); put(decimal: blockSize)
            put(" vers "); put(decimal: try u8(header + 6)); put(" eco "); put(decimal: try u8(header + 7))
            put(" ueco "); put(decimal: try u8(header + 8)); put(" hello "); put(decimal: hello)
        case 3, 5:
            let isTest = flags & 0x0f == 5
            report(DECnetFields.message, label: isTest ? "test" : "verification")
            put(isTest ? "test " : "verification ")
            guard length >= DECnetField.smallControlMessage else { return false }
            let source = try u16LE(header + 1)
            let value = try u8(header + 3)
            reportDECnetAddress(DECnetFields.source, source)
            report(isTest ? DECnetFields.testData : DECnetFields.functionValue, value)
            put("src "); putDECnetAddress(source)
            put(isTest ? " data " : " fcnval "); putOctal(value)
        case 7, 9:
            let level2 = flags & 0x0f == 9
            report(DECnetFields.message, label: level2 ? "l2-routing" : "l1-routing")
            put(level2 ? "lev-2-routing " : "lev-1-routing ")
            guard length >= DECnetField.smallControlMessage else { return false }
            try check(DECnetField.smallControlMessage, at: header)
            let source = try u16LE(header + 1)
            reportDECnetAddress(DECnetFields.source, source)
            put("src "); putDECnetAddress(source); put(" ")
            try decnetRoutes(at: header + 4, length: length - 4, level2: level2)
        case 11:
            report(DECnetFields.message, label: "router-hello")
            put("router-hello ")
            guard length >= DECnetField.routerHello else { return false }
            try check(DECnetField.routerHello, at: header)
            let source = try u16LE(header + 8)
            let info = try u8(header + 10)
            let blockSize = try u16LE(header + 11)
            let priority = try u8(header + 13)
            let hello = try u16LE(header + 15)
            try decnetHelloPrefix(at: header, source: source, info: info, blockSize: blockSize)
            report(DECnetFields.priority, priority)
            report(DECnetFields.helloTimer, hello)
            put(" pri "); put(decimal: priority); put(" hello "); put(decimal: hello)
            // The router/state list after it: tcpdump prints nothing of it.
        case 13:
            report(DECnetFields.message, label: "endnode-hello")
            put("endnode-hello ")
            guard length >= DECnetField.endnodeHello else { return false }
            // tcpdump reads every field before it prints any.
            try check(DECnetField.endnodeHello, at: header)
            let source = try u16LE(header + 8)
            let info = try u8(header + 10)
            let blockSize = try u16LE(header + 11)
            let router = try u16LE(header + 26)
            let hello = try u16LE(header + 28)
            let data = try u8(header + 31)
            try decnetHelloPrefix(at: header, source: source, info: info, blockSize: blockSize)
            reportDECnetAddress(DECnetFields.router, router)
            report(DECnetFields.helloTimer, hello)
            report(DECnetFields.testData, data)
            put(" rtr "); putDECnetAddress(router); put(" hello "); put(decimal: hello)
            put(" data "); putOctal(data)
        default:
            report(DECnetFields.message, label: "unknown")
            put("unknown control message")
            putDefaultDump(from: header, count: Swift.min(length, captured))
        }
        return true
    }

    /// `vers V eco E ueco U` of a hello message.
    private mutating func putDECnetVersions(at offset: Int) throws(Truncated) {
        put("vers "); put(decimal: try u8(offset)); put(" eco "); put(decimal: try u8(offset + 1))
        put(" ueco "); put(decimal: try u8(offset + 2))
    }

    private mutating func putDECnetNodeType(_ info: UInt8) {
        switch info & 3 {
        case 0: put("reserved-ntype? ")
        case 1: put("l2rout ")
        case 2: put("l1rout ")
        default: put("endnode ")
        }
    }

    /// What router and endnode hellos share, up to the block size: the version triple, the source,
    /// the node information and `src A blksize N`. The caller has checked the whole fixed part.
    private mutating func decnetHelloPrefix(at header: Int, source: UInt16, info: UInt8,
                                            blockSize: UInt16) throws(Truncated) {
        report(DECnetFields.version, u8At: header + 1)
        report(DECnetFields.eco, u8At: header + 2)
        report(DECnetFields.userEco, u8At: header + 3)
        reportDECnetAddress(DECnetFields.source, source)
        report(DECnetFields.nodeInfo, info)
        report(DECnetFields.blockSize, blockSize)
        putDECnetHelloInfo(info)
        try putDECnetVersions(at: header + 1)
        put(" src "); putDECnetAddress(source); put(" blksize "); put(decimal: blockSize)
    }

    /// A hello's routing layer information: node type, verification, no multicast, blocking.
    private mutating func putDECnetHelloInfo(_ info: UInt8) {
        putDECnetNodeType(info)
        if info & 0x04 != 0 { put("verif ") }
        if info & 0x20 != 0 { put("nomcast ") }
        if info & 0x40 != 0 { put("blo ") }
    }

    /// `%o`
    private mutating func putOctal(_ value: UInt8) {
        if value >= 64 { put(byte: 0x30 + (value >> 6)) }
        if value >= 8 { put(byte: 0x30 + ((value >> 3) & 7)) }
        put(byte: 0x30 + (value & 7))
    }

    /// Routing segments (count, first id or area, routing info), the last 2 bytes being the
    /// checksum. tcpdump stops quietly at a count over 1024.
    private mutating func decnetRoutes(at offset: Int, length total: Int, level2: Bool) throws(Truncated) {
        beginList(DECnetFields.segments)
        defer { endList() }
        var cursor = offset
        var length = total
        while length > 6 {
            try check(6, at: cursor)
            let count = try u16LE(cursor)
            if count > 1024 { return }
            let first = try u16LE(cursor + 2)
            let info = try u16LE(cursor + 4)
            cursor += 6; length -= 6
            beginItem()
            report(DECnetFields.count, count)
            report(DECnetFields.start, first)
            report(DECnetFields.cost, info & 0x1ff)
            report(DECnetFields.hops, (info >> 10) & 0x1f)
            endItem()
            put(level2 ? "{areas " : "{ids "); put(decimal: first); put("-"); put(decimal: Int(first) + Int(count))
            put(" cost "); put(decimal: info & 0x1ff); put(" hops "); put(decimal: (info >> 10) & 0x1f); put("} ")
        }
    }

    // MARK: NSP

    /// False where tcpdump gives up with ` (invalid)`.
    private mutating func nsp(at offset: Int, length: Int) throws(Truncated) -> Bool {
        guard length >= DECnetField.nspHeader else {
            put(" (nsplen "); put(decimal: length); put(" < 5)")
            return false
        }
        let flags = try u8(offset)
        let destination = try u16LE(offset + 1)
        let source = try u16LE(offset + 3)
        report(DECnetFields.nspFlags, flags)
        report(DECnetFields.destinationLink, destination)
        report(DECnetFields.sourceLink, source)
        switch (flags & 0x0c, flags & 0x70) {
        case (0, 0x00), (0, 0x20), (0, 0x40), (0, 0x60):
            report(DECnetFields.nspMessage, label: "data")
            put("data "); put(decimal: source); put(">"); put(decimal: destination); put(" ")
            return try nspSequence(at: offset, length: length, other: "o", checked: true)
        case (0, 0x30):
            report(DECnetFields.nspMessage, label: "interrupt")
            put("intr ")
            return try nspSequence(at: offset, length: length, other: "dat", checked: true)
        case (0, 0x10):
            report(DECnetFields.nspMessage, label: "link-service")
            put("link-service "); put(decimal: source); put(">"); put(decimal: destination); put(" ")
            // The segment header (11 bytes, whichever acknowledgements it holds) and 2 bytes.
            guard length >= 13 else { return false }
            _ = try nspSequence(at: offset, length: length, other: "dat", checked: false)
            let lsFlags = try u8(offset + 11)
            let value = try u8(offset + 12)
            report(DECnetFields.linkServiceFlags, lsFlags)
            report(DECnetFields.flowControlValue, value)
            switch lsFlags & 0x0c {
            case 0:
                put("dat seg count "); put(decimal: value); put(" ")
                switch lsFlags & 3 {
                case 0: break
                case 1: put("donotsend-data ")
                case 2: put("send-data ")
                default: put("reserved-fcmod? "); put(hex: lsFlags)
                }
            case 4:
                put("intr req count "); put(decimal: value); put(" ")
            default:
                put("reserved-fcval-int? "); put(hex: lsFlags)
            }
        case (4, 0x00), (4, 0x10):
            let ils = flags & 0x70 == 0x10
            report(DECnetFields.nspMessage, label: ils ? "ils-ack" : "data-ack")
            put(ils ? "ils-ack " : "data-ack "); put(decimal: source); put(">"); put(decimal: destination); put(" ")
            guard length >= 9 else { return false }
            try check(9, at: offset)
            try nspAcknowledgements(at: offset + 5, other: ils ? "dat" : "o")
        case (4, 0x20):
            report(DECnetFields.nspMessage, label: "conn-ack")
            put("conn-ack "); put(decimal: destination)
        case (8, 0x10), (8, 0x60):
            let retransmitted = flags & 0x70 == 0x60
            report(DECnetFields.nspMessage, label: retransmitted ? "retrans-conn-initiate" : "conn-initiate")
            put(retransmitted ? "retrans-conn-initiate " : "conn-initiate ")
            put(decimal: source); put(">"); put(decimal: destination); put(" ")
            guard length >= 9 else { return false }
            try nspConnect(at: offset)
        case (8, 0x20):
            report(DECnetFields.nspMessage, label: "conn-confirm")
            put("conn-confirm "); put(decimal: source); put(">"); put(decimal: destination); put(" ")
            guard length >= 10 else { return false }
            let optionalLength = try u8(offset + 9)
            try nspConnect(at: offset)
            report(DECnetFields.optionalLength, optionalLength)
            if optionalLength != 0 { put("optlen "); put(decimal: optionalLength); put(" ") }
        case (8, 0x30):
            report(DECnetFields.nspMessage, label: "disconn-initiate")
            put("disconn-initiate "); put(decimal: source); put(">"); put(decimal: destination); put(" ")
            guard length >= 8 else { return false }
            let reason = try u16LE(offset + 5)
            let optionalLength = try u8(offset + 7)
            report(DECnetFields.reason, reason)
            report(DECnetFields.optionalLength, optionalLength)
            putDECnetReason(reason)
            if optionalLength != 0 { put("optlen "); put(decimal: optionalLength); put(" ") }
        case (8, 0x40):
            report(DECnetFields.nspMessage, label: "disconn-confirm")
            put("disconn-confirm "); put(decimal: source); put(">"); put(decimal: destination); put(" ")
            // No length check in tcpdump here: only the capture bounds the reason.
            let reason = try u16LE(offset + 5)
            report(DECnetFields.reason, reason)
            putDECnetReason(reason)
        default:
            report(DECnetFields.nspMessage, label: "reserved")
            switch flags & 0x0c {
            case 0: put("reserved-subtype? ")
            case 4: put("reserved-acktype? ")
            case 8: put("reserved-ctltype? ")
            default: put("reserved-type? ")
            }
            put(hex: flags); put(" "); put(decimal: source); put(" > "); put(decimal: destination)
        }
        return true
    }

    /// The acknowledgement fields and segment number of a data, interrupt or link service
    /// message: `ack N ` / `nak N `, then `oack`/`onak` (data) or `ackdat`/`nakdat`, then `seg N `.
    /// `checked`: each field is checked against the message length (not for link service,
    /// whose caller checked the whole header).
    private mutating func nspSequence(at offset: Int, length: Int, other: StaticString, checked: Bool) throws(Truncated) -> Bool {
        var fieldEnd = 7
        if checked && length < fieldEnd { return false }
        var word = try u16LE(offset + 5)
        if word & DECnetField.ackPresent != 0 {
            putAcknowledgement(word, other: nil)
            fieldEnd += 2
            if checked && length < fieldEnd { return false }
            word = try u16LE(offset + 7)
            if word & DECnetField.otherPresent != 0 {
                putAcknowledgement(word, other: other)
                fieldEnd += 2
                if checked && length < fieldEnd { return false }
                word = try u16LE(offset + 9)
            }
        }
        report(DECnetFields.segment, word & DECnetField.sequenceMask)
        put("seg "); put(decimal: word & DECnetField.sequenceMask); put(" ")
        return true
    }

    /// The two acknowledgement words of a data or link service acknowledgement.
    private mutating func nspAcknowledgements(at offset: Int, other: StaticString) throws(Truncated) {
        let first = try u16LE(offset)
        guard first & DECnetField.ackPresent != 0 else { return }
        putAcknowledgement(first, other: nil)
        let second = try u16LE(offset + 2)
        if second & DECnetField.otherPresent != 0 { putAcknowledgement(second, other: other) }
    }

    /// `ack N ` / `nak N ` (other nil), or with `other` "o" `oack`/`onak`, "dat" `ackdat`/`nakdat`.
    private mutating func putAcknowledgement(_ word: UInt16, other: StaticString?) {
        let number = word & DECnetField.sequenceMask
        if let other {
            let negative = word & DECnetField.otherNak == DECnetField.otherNak
            report(DECnetFields.otherAcknowledge, number)
            report(DECnetFields.otherNegative, bool: negative)
            if other.utf8CodeUnitCount == 1 {
                put(negative ? "onak " : "oack ")
            } else {
                put(negative ? "nakdat " : "ackdat ")
            }
        } else {
            let negative = word & DECnetField.nak == DECnetField.nak
            report(DECnetFields.acknowledge, number)
            report(DECnetFields.negative, bool: negative)
            put(negative ? "nak " : "ack ")
        }
        put(decimal: number); put(" ")
    }

    /// Services, version and segment size of a connect initiate or confirm.
    private mutating func nspConnect(at offset: Int) throws(Truncated) {
        let services = try u8(offset + 5)
        let info = try u8(offset + 6)
        let segmentSize = try u16LE(offset + 7)
        report(DECnetFields.services, services)
        report(DECnetFields.info, info)
        report(DECnetFields.segmentSize, segmentSize)
        switch services & 0x0c {
        case 4: put("seg ")
        case 8: put("msg ")
        default: break
        }
        switch info & 3 {
        case 0: put("ver 3.2 ")
        case 1: put("ver 3.1 ")
        case 2: put("ver 4.0 ")
        default: put("ver 4.1 ")
        }
        put("segsize "); put(decimal: segmentSize); put(" ")
    }

    private mutating func putDECnetReason(_ reason: UInt16) {
        let name: StaticString? = switch reason {
        case 0: "object rejected connect"
        case 1: "insufficient resources"
        case 2: "unrecognized node name"
        case 3: "node is shutting down"
        case 4: "unrecognized object"
        case 5: "invalid object name format"
        case 6: "object too busy"
        case 7: "protocol error discovered"
        case 8: "third party abort"
        case 9: "user abort"
        case 10: "invalid node name format"
        case 11: "local node shutting down"
        case 32: "insufficient local resources"
        case 33: "insufficient remote user resources"
        case 34: "invalid access control information"
        case 36: "bad ACCOUNT information"
        case 38: "no response from object"
        case 39: "node unreachable"
        case 41: "no link terminate"
        case 42: "disconnect complete"
        case 43: "bad image data in connect"
        case 54: "cryptographic service mismatch"
        default: nil
        }
        if let name { put(name) } else { put("reason-"); put(decimal: reason) }
        put(" ")
    }
}
