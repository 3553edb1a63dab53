import SwiftNetWire

// ICMP (RFC 792, 950, 1191, 1812) as tcpdump's icmp_print prints it, with the quoted datagram of
// error messages decoded under -v.

extension Dissection {
    mutating func icmp(at offset: Int, length: Int, network: NetworkHeader, fragmented: Bool) throws(Truncated) {
        proto = "icmp"
        layer(ICMPFields.icmp)
        let type = try u8(offset + ICMPv4Field.type)
        let code = try u8(offset + ICMPv4Field.code)
        // The checksum over the whole message, when it can be judged (text: -v; JSON: always).
        let sum: UInt16? = (verbose > 0 || Sink.collectsFields) && !fragmented && has(length, at: offset)
            ? InternetChecksum.compute(bytes, from: offset, to: offset + length) : nil
        if Sink.collectsFields { reportICMPHeader(type: type, code: code, at: offset, length: length, sum: sum) }
        // tcpdump's ND_TCHECKs (a `goto trunc`, not a longjmp) before reading the quoted header: the
        // marker ends the line, and -x/-X still dump from the network header, not the whole frame.
        if (type == 3 && code == 3 && !has(1, at: offset + ICMPv4Field.body + IPv4Field.protocol))
            || (type == 11 && !has(4, at: offset + ICMPv4Field.body + IPv4Field.destination))
            || (type == 9 && !has(4, at: offset + ICMPv4Field.addressCount)) {
            putTruncationMarker()
            return
        }
        // tcpdump formats the summary into a buffer first: a short capture prints none of it.
        do throws(Truncated) {
            try rollingBack { (d: inout Dissection) throws(Truncated) in
                d.put("ICMP ")
                try d.icmpSummary(type: type, code: code, at: offset)
            }
        } catch {
            guard truncatedSoftly else { throw error }
            truncatedSoftly = false
            putTruncationMarker()
            return
        }
        put(", length "); put(decimal: length)
        if verbose > 0, let sum, sum != 0 {
            let stored = try u16(offset + ICMPv4Field.checksum)
            put(" (wrong icmp cksum "); put(hex: stored)
            put(" (->"); put(hex: checksumShouldBe(stored, sum)); put(")!)")
        }
        let isError = type == 3 || type == 4 || type == 5 || type == 11 || type == 12
        if verbose > 0 && isError {
            let inner = offset + ICMPv4Field.body
            put("\n\t")
            let innerLength = Int(try u16(inner + IPv4Field.totalLength))
            let saved = end
            end = Swift.min(inner + innerLength, end)
            defer { end = saved }
            // tcpdump reads the quoted length a second time against the lowered end.
            try check(2, at: inner + IPv4Field.totalLength)
            // JSON: the quoted datagram's layers go in this layer's "quoted" list.
            beginQuoted()
            try ipv4(at: inner, length: innerLength)
            endQuoted()
            end = saved
        }
        proto = "icmp"
        // RFC 4884 multi-part extensions (RFC 4950 MPLS labels from routers) after a 128-byte quote.
        if verbose > 0 && length > ICMPv4Field.extensionStructure && (type == 3 || type == 11 || type == 12) {
            try icmpExtensions(at: offset, length: length)
        }
    }

    /// tcpdump's multi-part extension printer: version, checksum verdict, then each object (MPLS
    /// label stack entries decoded, others as hex). A length field of 0 means "maybe none": only a
    /// verifying checksum says there is one.
    private mutating func icmpExtensions(at offset: Int, length: Int) throws(Truncated) {
        // ND_TCHECK_SIZE of tcpdump's struct icmp_ext_t: 8 + 128 + 4 header bytes + 1 data byte.
        try check(141, at: offset)
        let start = offset + ICMPv4Field.extensionStructure
        var remaining = length - ICMPv4Field.extensionStructure
        if bytes[offset + ICMPv4Field.originalDatagramLength] == 0 && has(remaining, at: start) {
            if InternetChecksum.compute(bytes, from: start, to: start + remaining) != 0 { return }
        }
        let version = bytes[start + ICMPExtensionField.version] >> 4
        report(ICMPFields.extensionVersion, version)
        put("\n\tICMP Multi-Part extension v"); put(decimal: version)
        if version != 2 {
            put(" packet not supported")
            return
        }
        report(ICMPFields.extensionLength, remaining)
        if has(remaining, at: start) {
            let checksum = bytes.uint16(at: start + ICMPExtensionField.checksum)
            let valid = InternetChecksum.compute(bytes, from: start, to: start + remaining) == 0
            report(ICMPFields.extensionChecksum, checksum)
            report(ICMPFields.extensionChecksumValid, bool: valid)
            put(", checksum 0x"); put(hex: checksum, digits: 4)
            put(valid ? " (correct), length " : " (incorrect), length "); put(decimal: remaining)
        }
        remaining -= ICMPExtensionField.headerLength
        var object = start + ICMPExtensionField.headerLength
        beginList(ICMPFields.extensionObjects)
        defer { endList() }
        while remaining > 4 {
            try check(ICMPExtensionObjectField.headerLength, at: object)
            let objectLength = Int(bytes.uint16(at: object + ICMPExtensionObjectField.length))
            let classNumber = bytes[object + ICMPExtensionObjectField.classNumber]
            let classType = bytes[object + ICMPExtensionObjectField.classType]
            object += ICMPExtensionObjectField.headerLength
            beginItem()
            defer { endItem() }
            report(ICMPFields.objectClass, classNumber)
            report(ICMPFields.objectType, classType)
            report(ICMPFields.objectLength, objectLength)
            let name: StaticString = switch classNumber {
            case 1: "MPLS Stack Entry"
            case 2: "Interface Identification"
            default: "unknown"
            }
            put("\n\t  "); put(name); put(" Object ("); put(decimal: classNumber); put("), Class-Type: ")
            put(decimal: classType); put(", length "); put(decimal: objectLength)
            remaining -= ICMPExtensionObjectField.headerLength
            // tcpdump's infinite loop protection.
            if classNumber == 0 || objectLength < ICMPExtensionObjectField.headerLength {
                reportMalformed("extension object length below 4")
                return
            }
            let dataLength = objectLength - ICMPExtensionObjectField.headerLength
            if classNumber == 1 && classType == 1 {
                let entry = try u32(object)
                report(ICMPFields.mplsLabel, entry >> 12)
                report(ICMPFields.mplsTC, (entry >> 9) & 7)
                report(ICMPFields.mplsBottom, bool: entry & 0x100 != 0)
                report(ICMPFields.mplsTTL, entry & 0xff)
                put("\n\t    label "); put(decimal: entry >> 12); put(", tc "); put(decimal: (entry >> 9) & 7)
                if entry & 0x100 != 0 { put(", [S]") }
                put(", ttl "); put(decimal: entry & 0xff)
            } else {
                report(ICMPFields.objectData, bytesAt: object, count: Swift.min(dataLength, available(from: object)))
                unknownData(at: object, length: dataLength, prefix: "\n\t    ")
            }
            if remaining < dataLength { break }
            remaining -= dataLength
            object += dataLength
        }
    }

    /// The header's fields and those of the type's 4 rest-of-header bytes and fixed body, reported
    /// before the summary's reads (which may run out of bytes); `sum` the checksum computed over the
    /// whole message, nil when it cannot be judged. Router advertisement entries are reported by
    /// the summary as it prints them.
    private mutating func reportICMPHeader(type: UInt8, code: UInt8, at offset: Int, length: Int, sum: UInt16?) {
        report(ICMPFields.type, type)
        report(ICMPFields.code, code)
        report(ICMPFields.checksum, u16At: offset + ICMPv4Field.checksum)
        report(ICMPFields.checksumValid, verdict: sum.map { $0 == 0 })
        switch type {
        case 0, 8, 13, 14, 15, 16, 17, 18:  // echo, timestamp, information, address mask (RFC 792, 950)
            report(ICMPFields.identifier, u16At: offset + ICMPv4Field.identifier)
            report(ICMPFields.sequence, u16At: offset + ICMPv4Field.sequenceNumber)
            if type == 13 || type == 14 {
                report(ICMPFields.originateTimestamp, u32At: offset + ICMPv4Field.originateTimestamp)
                report(ICMPFields.receiveTimestamp, u32At: offset + ICMPv4Field.receiveTimestamp)
                report(ICMPFields.transmitTimestamp, u32At: offset + ICMPv4Field.transmitTimestamp)
            } else if type == 17 || type == 18 {
                report(ICMPFields.addressMask, bytesAt: offset + ICMPv4Field.addressMask, count: 4)
            }
        case 3 where code == 4:  // fragmentation needed (RFC 1191)
            report(ICMPFields.nextHopMTU, u16At: offset + ICMPv4Field.nextHopMTU)
        case 5:
            report(ICMPFields.gateway, bytesAt: offset + ICMPv4Field.gateway, count: 4)
        case 9:  // router advertisement (RFC 1256)
            report(ICMPFields.addressCount, u8At: offset + ICMPv4Field.addressCount)
            report(ICMPFields.entrySize, u8At: offset + ICMPv4Field.addressEntrySize)
            report(ICMPFields.lifetime, u16At: offset + ICMPv4Field.lifetime)
        case 12:
            report(ICMPFields.pointer, u8At: offset + ICMPv4Field.pointer)
        default:
            break
        }
        let captured = Swift.min(length, available(from: offset))
        report(ICMPFields.payloadLength, Swift.max(0, captured - ICMPv4Field.headerLength))
        if length < ICMPv4Field.headerLength {
            reportMalformed("shorter than an ICMP header")
        } else if captured < length {
            reportTruncated()
        }
    }

    private mutating func icmpSummary(type: UInt8, code: UInt8, at offset: Int) throws(Truncated) {
        let quoted = offset + ICMPv4Field.body
        switch type {
        case 0, 8:
            put(type == 8 ? "echo request" : "echo reply")
            put(", id "); put(decimal: try u16(offset + ICMPv4Field.identifier))
            put(", seq "); put(decimal: try u16(offset + ICMPv4Field.sequenceNumber))
        case 3:
            try icmpUnreachable(code: code, at: offset)
        case 5:
            let (lead, target): (StaticString, StaticString) = switch code {
            case 0: ("redirect ", " to net ")
            case 1: ("redirect ", " to host ")
            case 2: ("redirect-tos ", " to net ")
            case 3: ("redirect-tos ", " to host ")
            default: ("", "")
            }
            if code <= 3 {
                put(lead); try putIPv4(at: quoted + IPv4Field.destination); put(target)
                try putIPv4(at: offset + ICMPv4Field.gateway)
            } else {
                put("redirect-#"); put(decimal: code); put(" ")
                try putIPv4(at: quoted + IPv4Field.destination); put(" to ")
                try putIPv4(at: offset + ICMPv4Field.gateway)
            }
        case 11:
            try check(4, at: quoted + IPv4Field.destination)
            switch code {
            case 0: put("time exceeded in-transit")
            case 1: put("ip reassembly time exceeded")
            default: put("time exceeded-#"); put(decimal: code)
            }
        case 12:
            if code != 0 {
                put("parameter problem - code "); put(decimal: code)
            } else {
                put("parameter problem - octet "); put(decimal: try u8(offset + ICMPv4Field.pointer))
            }
        case 18:
            put("address mask is 0x"); put(hex: try u32(offset + ICMPv4Field.addressMask), digits: 8)
        case 13:
            put("time stamp query id "); put(decimal: try u16(offset + ICMPv4Field.identifier))
            put(" seq "); put(decimal: try u16(offset + ICMPv4Field.sequenceNumber))
        case 14:
            let id = try u16(offset + ICMPv4Field.identifier)
            let seq = try u16(offset + ICMPv4Field.sequenceNumber)
            let originate = try u32(offset + ICMPv4Field.originateTimestamp)
            let receive = try u32(offset + ICMPv4Field.receiveTimestamp)
            let transmit = try u32(offset + ICMPv4Field.transmitTimestamp)
            put("time stamp reply id "); put(decimal: id); put(" seq "); put(decimal: seq)
            put(": org "); putMilliseconds(originate)
            put(", recv "); putMilliseconds(receive)
            put(", xmit "); putMilliseconds(transmit)
        case 9:
            try icmpRouterAdvertisement(at: offset)
        default:
            let name: StaticString? = switch type {
            case 4: "source quench"
            case 10: "router solicitation"
            case 15: "information request"
            case 16: "information reply"
            case 17: "address mask request"
            default: nil
            }
            if let name {
                put(name)
            } else {
                put("type-#"); put(decimal: type)
            }
        }
    }

    private mutating func icmpUnreachable(code: UInt8, at offset: Int) throws(Truncated) {
        let quoted = offset + ICMPv4Field.body
        let destination = quoted + IPv4Field.destination
        switch code {
        case 0: put("net "); try putIPv4(at: destination); put(" unreachable")
        case 1: put("host "); try putIPv4(at: destination); put(" unreachable")
        case 2:
            try putIPv4(at: destination); put(" protocol "); put(decimal: try u8(quoted + IPv4Field.protocol))
            put(" unreachable")
        case 3:
            _ = try u8(quoted + IPv4Field.protocol)
            let headerLength = Int(try u8(quoted + IPv4Field.versionAndHeaderLength) & 0x0f) * 4
            let port = try u16(quoted + headerLength + UDPField.destinationPort)
            let ipProtocol = try u8(quoted + IPv4Field.protocol)
            try putIPv4(at: destination)
            switch ipProtocol {
            case 6: put(" tcp port "); put(decimal: port); put(" unreachable")
            case 17: put(" udp port "); put(decimal: port); put(" unreachable")
            default:
                put(" protocol "); put(decimal: ipProtocol); put(" port "); put(decimal: port); put(" unreachable")
            }
        case 4:
            let mtu = try u16(offset + ICMPv4Field.nextHopMTU)
            try putIPv4(at: destination)
            put(" unreachable - need to frag")
            if mtu != 0 { put(" (mtu "); put(decimal: mtu); put(")") }
        case 5: try putIPv4(at: destination); put(" unreachable - source route failed")
        case 6: put("net "); try putIPv4(at: destination); put(" unreachable - unknown")
        case 7: put("host "); try putIPv4(at: destination); put(" unreachable - unknown")
        case 8: try putIPv4(at: destination); put(" unreachable - source host isolated")
        case 9: put("net "); try putIPv4(at: destination); put(" unreachable - admin prohibited")
        case 10: put("host "); try putIPv4(at: destination); put(" unreachable - admin prohibited")
        case 11: put("net "); try putIPv4(at: destination); put(" unreachable - tos prohibited")
        case 12: put("host "); try putIPv4(at: destination); put(" unreachable - tos prohibited")
        case 13: put("host "); try putIPv4(at: destination); put(" unreachable - admin prohibited filter")
        case 14: put("host "); try putIPv4(at: destination); put(" unreachable - host precedence violation")
        case 15: put("host "); try putIPv4(at: destination); put(" unreachable - precedence cutoff")
        default:
            try putIPv4(at: destination); put(" unreachable - #"); put(decimal: code)
        }
    }

    /// RFC 1256 router advertisement: lifetime as s, m:ss or h:mm:ss, then `{address preference}`.
    private mutating func icmpRouterAdvertisement(at offset: Int) throws(Truncated) {
        put("router advertisement")
        try check(4, at: offset + ICMPv4Field.addressCount)
        put(" lifetime ")
        let lifetime = try u16(offset + ICMPv4Field.lifetime)
        if lifetime < 60 {
            put(decimal: lifetime)
        } else if lifetime < 3600 {
            put(decimal: lifetime / 60); put(":"); put(decimal: lifetime % 60, width: 2)
        } else {
            put(decimal: lifetime / 3600); put(":"); put(decimal: (lifetime % 3600) / 60, width: 2)
            put(":"); put(decimal: lifetime % 60, width: 2)
        }
        var count = try u8(offset + ICMPv4Field.addressCount)
        put(" "); put(decimal: count); put(":")
        let size = try u8(offset + ICMPv4Field.addressEntrySize)
        if size != 2 {
            put(" [size "); put(decimal: size); put("]")
            return
        }
        var entry = offset + ICMPv4Field.body
        beginList(ICMPFields.routers)
        while count > 0 {
            guard has(ICMPv4RouterEntryField.length, at: entry) else {
                truncatedSoftly = true  // tcpdump's ND_TCHECK of each entry
                throw Truncated()
            }
            beginItem()
            report(ICMPFields.routerAddress, bytesAt: entry + ICMPv4RouterEntryField.address, count: 4)
            report(ICMPFields.preference,
                signed: Int64(Int32(bitPattern: bytes.uint32(at: entry + ICMPv4RouterEntryField.preferenceLevel))))
            endItem()
            put(" {"); try putIPv4(at: entry + ICMPv4RouterEntryField.address); put(" ")
            put(decimal: try u32(entry + ICMPv4RouterEntryField.preferenceLevel)); put("}")
            entry += ICMPv4RouterEntryField.length
            count -= 1
        }
        endList()
    }

    /// `HH:MM:SS.mmm` of milliseconds since midnight UT (RFC 792 timestamps).
    private mutating func putMilliseconds(_ value: UInt32) {
        let milliseconds = value % 1000
        var seconds = value / 1000
        var minutes = seconds / 60
        seconds -= minutes * 60
        let hours = minutes / 60
        minutes -= hours * 60
        put(decimal: hours, width: 2); put(":")
        put(decimal: minutes, width: 2); put(":")
        put(decimal: seconds, width: 2); put(".")
        put(decimal: milliseconds, width: 3)
    }
}
