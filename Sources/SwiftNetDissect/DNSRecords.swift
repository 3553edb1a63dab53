import SwiftNetWire

// Questions and resource records (RFC 1035 4.1.2, 4.1.3) as tcpdump 4.99 prints them, and as the
// JSON `questions` / `answers` / `authorities` / `additionals` entries.

/// mDNS reuses the top class bit: unicast-response wanted in questions, cache flush in answers
/// (RFC 6762 5.4, 10.2).
let mDNSClassTopBit: UInt16 = 0x8000

extension Dissection {
    /// Prints ` TYPE[ CLASS]? name` (tcpdump's ns_qprint) and reports one `questions` entry; the
    /// position after the question, or nil when it could not be printed in full.
    mutating func dnsQuestion(at position: Int, base: Int, multicast: Bool) throws(DNSStop) -> Int? {
        try reportingWhole { (d: inout Dissection) throws(DNSStop) -> Int? in
            d.beginItem()
            guard let afterName = d.skipName(at: position), d.has(4, at: afterName) else {
                if Sink.collectsFields { throw .truncated }
                return nil
            }
            let type = d.bytes.uint16(at: afterName)
            let rawClass = d.bytes.uint16(at: afterName + 2)
            d.put(" ")
            d.putDNSTypeName(type)
            let recordClass = multicast ? rawClass & ~mDNSClassTopBit : rawClass
            if recordClass != DNSClass.internet {
                d.put(" ")
                d.putDNSClassName(recordClass)
            }
            if multicast {
                d.put(rawClass & mDNSClassTopBit != 0 ? " (QU)" : " (QM)")
            }
            d.put("? ")
            guard let next = try d.dnsName(at: position, base: base, field: DNSFields.questionName) else { return nil }
            d.report(DNSFields.questionType, type)
            if Sink.collectsFields, let name = dnsTypeName(type) { d.report(DNSFields.questionTypeName, label: name) }
            d.report(DNSFields.questionClass, recordClass)
            if multicast { d.report(DNSFields.unicastResponse, bool: rawClass & mDNSClassTopBit != 0) }
            d.endItem()
            return next + 4
        }
    }

    /// Prints one resource record (tcpdump's ns_rprint) and reports its entry: with -v its owner
    /// name, then class when not IN, TTL at -vvv, type, and the data for the types tcpdump decodes.
    /// Returns the position after the record per its RDLENGTH, `end` when the fixed fields are not
    /// captured (tcpdump then moves on quietly; the JSON entry ends the walk there), or nil when the
    /// record could not be printed in full.
    mutating func dnsRecord(at position: Int, base: Int, multicast: Bool) throws(DNSStop) -> Int? {
        try reportingWhole { (d: inout Dissection) throws(DNSStop) -> Int? in
            d.beginItem()
            guard let next = try d.dnsRecordBody(at: position, base: base, multicast: multicast) else {
                if Sink.collectsFields { throw .truncated }
                return nil
            }
            d.endItem()
            return next
        }
    }

    private mutating func dnsRecordBody(at position: Int, base: Int, multicast: Bool) throws(DNSStop) -> Int? {
        var cursor: Int
        if verbose > 0 {
            put(" ")
            guard let next = try dnsName(at: position, base: base, field: DNSFields.name) else { return nil }
            cursor = next
        } else {
            guard let next = skipName(at: position) else { return end }
            cursor = next
        }
        guard has(10, at: cursor) else {
            if Sink.collectsFields { throw .truncated }
            return end
        }
        let type = bytes.uint16(at: cursor)
        let rawClass = bytes.uint16(at: cursor + 2)
        cursor += 4
        let recordClass = multicast ? rawClass & ~mDNSClassTopBit : rawClass
        if recordClass != DNSClass.internet && type != DNSType.opt {
            put(" ")
            putDNSClassName(recordClass)
        }
        if multicast && rawClass & mDNSClassTopBit != 0 {
            put(" (Cache flush)")
        }
        var optionFlags: UInt16 = 0
        let ttl = bytes.uint32(at: cursor)
        if type == DNSType.opt {
            // RFC 6891 6.1.3: the TTL holds extended rcode, version, then the DO bit and Z.
            optionFlags = bytes.uint16(at: cursor + 2)
        } else if verbose > 2 && Sink.rendersText {
            // The TTL as tcpdump's unsigned_relts_print (IGMPPrinter.swift).
            put(" [")
            putRelativeTime(ttl)
            put("]")
        }
        cursor += 4
        let dataLength = Int(bytes.uint16(at: cursor))
        cursor += 2
        let dataEnd = cursor + dataLength
        put(" ")
        putDNSTypeName(type)
        report(DNSFields.type, type)
        if Sink.collectsFields, let name = dnsTypeName(type) { report(DNSFields.typeName, label: name) }
        if type == DNSType.opt {
            // The class is the requester's UDP payload size.
            report(DNSFields.udpSize, rawClass)
            report(DNSFields.extendedRcode, ttl >> 24)
            report(DNSFields.version, (ttl >> 16) & 0xff)
            report(DNSFields.dnssecOK, bool: optionFlags & 0x8000 != 0)
        } else {
            report(DNSFields.recordClass, recordClass)
            if multicast { report(DNSFields.cacheFlush, bool: rawClass & mDNSClassTopBit != 0) }
            report(DNSFields.ttl, ttl)
        }
        report(DNSFields.rdLength, dataLength)
        if dataEnd > end { return nil }

        switch type {
        case DNSType.a:
            // tcpdump reads four bytes whatever RDLENGTH says; JSON takes other lengths as `rdata`.
            guard has(4, at: cursor) || (Sink.collectsFields && dataLength != 4) else { return nil }
            if dataLength == 4 {
                report(DNSFields.ipv4Data, bytesAt: cursor, count: 4)
            } else {
                report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
            }
            put(" ")
            try? putIPv4(at: cursor)
        case DNSType.ns, DNSType.cname, DNSType.ptr, DNSType.dname:
            put(" ")
            guard try dnsName(at: cursor, base: base, field: DNSFields.data) != nil else { return nil }
        case DNSType.soa:
            guard verbose > 0 else { break }
            put(" ")
            guard let afterPrimary = try dnsName(at: cursor, base: base, field: DNSFields.mname) else { return nil }
            put(" ")
            guard let afterMailbox = try dnsName(at: afterPrimary, base: base, field: DNSFields.rname) else {
                return nil
            }
            guard has(20, at: afterMailbox) else { return nil }
            for (index, field) in dnsSOANumberFields.enumerated() {
                let value = bytes.uint32(at: afterMailbox + 4 * index)
                put(" "); put(decimal: value)
                report(field, value)
            }
        case DNSType.mx:
            put(" ")
            guard has(2, at: cursor) else { return nil }
            let preference = bytes.uint16(at: cursor)
            report(DNSFields.preference, preference)
            guard try dnsName(at: cursor + 2, base: base, field: DNSFields.exchange) != nil else { return nil }
            put(" "); put(decimal: preference)
        case DNSType.txt:
            beginList(DNSFields.strings)
            while cursor < dataEnd {
                put(" \"")
                guard let count = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
                if Sink.collectsFields {
                    guard cursor + 1 + Int(count) <= dataEnd else { throw .malformed("TXT string passes RDLENGTH") }
                    report(DNSFields.string, bytesAt: cursor + 1, count: Int(count))
                }
                guard putDNSEscaped(from: cursor + 1, count: Int(count)) else { return nil }
                cursor += 1 + Int(count)
                put("\"")
            }
            endList()
        case DNSType.srv:
            put(" ")
            guard has(6, at: cursor) else { return nil }
            report(DNSFields.priority, u16At: cursor)
            report(DNSFields.weight, u16At: cursor + 2)
            report(DNSFields.port, u16At: cursor + 4)
            guard try dnsName(at: cursor + 6, base: base, field: DNSFields.target) != nil else { return nil }
            put(":"); put(decimal: bytes.uint16(at: cursor + 4))
            put(" "); put(decimal: bytes.uint16(at: cursor))
            put(" "); put(decimal: bytes.uint16(at: cursor + 2))
        case DNSType.aaaa:
            guard has(16, at: cursor) || (Sink.collectsFields && dataLength != 16) else { return nil }
            if dataLength == 16 {
                report(DNSFields.ipv6Data, bytesAt: cursor, count: 16)
            } else {
                report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
            }
            put(" ")
            try? putIPv6(at: cursor)
        // A6, URI, UNSPECA and TSIG data are decoded for the text only: JSON has their `rdata`.
        case DNSType.a6:
            report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
            guard Sink.rendersText else { break }
            guard try putA6(at: cursor, base: base) else { return nil }
        case DNSType.uri:
            report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
            guard Sink.rendersText else { break }
            // RDLENGTH is captured (checked above); fewer than 4 bytes may leave the fixed fields out.
            guard has(4, at: cursor) else { throw .truncated }
            put(" "); put(decimal: bytes.uint16(at: cursor))
            put(" "); put(decimal: bytes.uint16(at: cursor + 2))
            put(" ")
            guard putDNSEscaped(from: cursor + 4, count: dataLength - 4) else { return nil }
        case DNSType.opt:
            put(" UDPsize="); put(decimal: recordClass)
            if optionFlags & 0x8000 != 0 { put(" DO") }
            beginList(DNSFields.options)
            if cursor < dataEnd {
                put(" [")
                while cursor < dataEnd {
                    guard let next = try ednsOption(at: cursor, recordEnd: dataEnd) else { return nil }
                    cursor = next
                    if cursor < dataEnd { put(",") }
                }
                put("]")
            }
            endList()
        case DNSType.unspecifiedText:
            report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
            guard Sink.rendersText else { break }
            guard has(dataLength, at: cursor) else { return nil }
            guard putDNSEscaped(from: cursor, count: dataLength) else { return nil }
        case DNSType.tsig:
            report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
            guard Sink.rendersText, verbose > 0 else { break }
            put(" ")
            guard let afterAlgorithm = try dnsName(at: cursor, base: base) else { return nil }
            cursor = afterAlgorithm + 6  // time signed, 48 bits (RFC 8945 4.2)
            guard has(2, at: cursor) else { return nil }
            put(" fudge="); put(decimal: bytes.uint16(at: cursor))
            cursor += 2
            guard has(2, at: cursor) else { return nil }
            let macLength = bytes.uint16(at: cursor)
            put(" maclen="); put(decimal: macLength)
            cursor += 2 + Int(macLength)
            for label: StaticString in [" origid=", " error=", " otherlen="] {
                guard has(2, at: cursor) else { return nil }
                put(label); put(decimal: bytes.uint16(at: cursor))
                cursor += 2
            }
        case 3, 4, 7, 8, 9:
            // MD, MF, MB, MG, MR: a name tcpdump does not print; JSON reports it.
            if Sink.collectsFields {
                guard try dnsName(at: cursor, base: base, field: DNSFields.data) != nil else { return nil }
            }
        default:
            report(DNSFields.rdata, bytesAt: cursor, count: dataLength)
        }
        return dataEnd
    }

    /// A6 (RFC 2874): prefix length, the address suffix, then the prefix name. False when the name
    /// could not be printed; throws when the suffix bytes are not captured.
    private mutating func putA6(at position: Int, base: Int) throws(DNSStop) -> Bool {
        guard has(1, at: position) else { return false }
        let prefixBits = Int(bytes[position])
        let prefixBytes = (prefixBits & ~7) / 8
        if prefixBits > 128 {
            put(" "); put(decimal: prefixBits); put("(bad plen)")
            return true
        } else if prefixBits < 128 {
            let suffixLength = 16 - prefixBytes
            guard has(suffixLength, at: position + 1) else { throw .truncated }
            put(" "); put(decimal: prefixBits); put(" ")
            if Sink.rendersText {
                // The suffix after `prefixBytes` zero bytes (built in registers: no array per record).
                out.appendIPv6(dnsPaddedIPv6 { index in
                    index >= prefixBytes ? bytes[position + 1 + index - prefixBytes] : 0
                })
            }
        }
        if prefixBits > 0 {
            put(" ")
            guard try dnsName(at: position + 1 + 16 - prefixBytes, base: base) != nil else { return false }
        }
        return true
    }
}

/// SOA's five numbers after the two names (RFC 1035 3.3.13).
private let dnsSOANumberFields = [DNSFields.serial, DNSFields.refresh, DNSFields.retry, DNSFields.expire,
                                  DNSFields.minimum]

/// The IPv6 address whose byte `index` (0-15) is `byte(index)`.
@inline(__always)
func dnsPaddedIPv6(_ byte: (Int) -> UInt8) -> IPv6Address {
    var high: UInt64 = 0, low: UInt64 = 0
    for index in 0..<8 { high = high << 8 | UInt64(byte(index)) }
    for index in 8..<16 { low = low << 8 | UInt64(byte(index)) }
    return IPv6Address(high: high, low: low)
}
