import SwiftNetWire

// Questions and resource records (RFC 1035 4.1.2, 4.1.3) as tcpdump 4.99 prints them.

/// mDNS reuses the top class bit: unicast-response wanted in questions, cache flush in answers
/// (RFC 6762 5.4, 10.2).
let mDNSClassTopBit: UInt16 = 0x8000

extension DNSMessagePrinter {
    /// Prints ` TYPE[ CLASS]? name` (tcpdump's ns_qprint); the position after the question, or nil
    /// when it could not be printed in full.
    mutating func printQuestion(at position: Int, base: Int) throws(DNSTruncated) -> Int? {
        guard let afterName = skipName(at: position), has(4, at: afterName) else { return nil }
        let type = bytes.uint16(at: afterName)
        let rawClass = bytes.uint16(at: afterName + 2)
        output.append(" ")
        appendTypeName(type)
        let recordClass = isMulticastDNS ? rawClass & ~mDNSClassTopBit : rawClass
        if recordClass != DNSClass.internet {
            output.append(" ")
            appendClassName(recordClass)
        }
        if isMulticastDNS {
            output.append(rawClass & mDNSClassTopBit != 0 ? " (QU)" : " (QM)")
        }
        output.append("? ")
        guard let next = try printName(at: position, base: base) else { return nil }
        return next + 4
    }

    /// Prints one resource record (tcpdump's ns_rprint): with -v its owner name, then class when not
    /// IN, TTL at -vvv, type, and the data for the types tcpdump decodes. Returns the position after
    /// the record per its RDLENGTH, `end` when the fixed fields are not captured (tcpdump then moves
    /// on quietly), or nil when the record could not be printed in full.
    mutating func printRecord(at position: Int, base: Int) throws(DNSTruncated) -> Int? {
        var cursor: Int
        if verbosity > 0 {
            output.append(" ")
            guard let next = try printName(at: position, base: base) else { return nil }
            cursor = next
        } else {
            guard let next = skipName(at: position) else { return end }
            cursor = next
        }
        guard has(10, at: cursor) else { return end }
        let type = bytes.uint16(at: cursor)
        let rawClass = bytes.uint16(at: cursor + 2)
        cursor += 4
        let recordClass = isMulticastDNS ? rawClass & ~mDNSClassTopBit : rawClass
        if recordClass != DNSClass.internet && type != DNSType.opt {
            output.append(" ")
            appendClassName(recordClass)
        }
        if isMulticastDNS && rawClass & mDNSClassTopBit != 0 {
            output.append(" (Cache flush)")
        }
        var optionFlags: UInt16 = 0
        if type == DNSType.opt {
            // RFC 6891 6.1.3: the TTL holds extended rcode, version, then the DO bit and Z.
            optionFlags = bytes.uint16(at: cursor + 2)
        } else if verbosity > 2 {
            output.append(" [")
            appendRelativeTime(bytes.uint32(at: cursor))
            output.append("]")
        }
        cursor += 4
        let dataLength = Int(bytes.uint16(at: cursor))
        cursor += 2
        let dataEnd = cursor + dataLength
        output.append(" ")
        appendTypeName(type)
        if dataEnd > end { return nil }

        switch type {
        case DNSType.a:
            guard has(4, at: cursor) else { return nil }
            output.append(" ")
            output.appendIPv4(bytes.uint32(at: cursor))
        case DNSType.ns, DNSType.cname, DNSType.ptr, DNSType.dname:
            output.append(" ")
            guard try printName(at: cursor, base: base) != nil else { return nil }
        case DNSType.soa:
            guard verbosity > 0 else { break }
            output.append(" ")
            guard let afterPrimary = try printName(at: cursor, base: base) else { return nil }
            output.append(" ")
            guard let afterMailbox = try printName(at: afterPrimary, base: base) else { return nil }
            guard has(20, at: afterMailbox) else { return nil }
            for field in 0..<5 {
                output.append(" ")
                output.appendDecimal(bytes.uint32(at: afterMailbox + 4 * field))
            }
        case DNSType.mx:
            output.append(" ")
            guard has(2, at: cursor) else { return nil }
            guard try printName(at: cursor + 2, base: base) != nil else { return nil }
            output.append(" ")
            output.appendDecimal(bytes.uint16(at: cursor))
        case DNSType.txt:
            while cursor < dataEnd {
                output.append(" \"")
                guard let count = bytes.checkedUInt8(at: cursor, end: end) else { return nil }
                guard appendEscaped(from: cursor + 1, count: Int(count)) else { return nil }
                cursor += 1 + Int(count)
                output.append("\"")
            }
        case DNSType.srv:
            output.append(" ")
            guard has(6, at: cursor) else { return nil }
            guard try printName(at: cursor + 6, base: base) != nil else { return nil }
            output.append(":")
            output.appendDecimal(bytes.uint16(at: cursor + 4))
            output.append(" ")
            output.appendDecimal(bytes.uint16(at: cursor))
            output.append(" ")
            output.appendDecimal(bytes.uint16(at: cursor + 2))
        case DNSType.aaaa:
            guard has(16, at: cursor), let address = IPv6Address(bytes, at: cursor) else { return nil }
            output.append(" ")
            output.appendIPv6(address)
        case DNSType.a6:
            guard try printA6(at: cursor, base: base) else { return nil }
        case DNSType.uri:
            guard has(dataLength, at: cursor) else { return nil }
            let priority = try uint16(at: cursor)
            let weight = try uint16(at: cursor + 2)
            output.append(" ")
            output.appendDecimal(priority)
            output.append(" ")
            output.appendDecimal(weight)
            output.append(" ")
            guard appendEscaped(from: cursor + 4, count: dataLength - 4) else { return nil }
        case DNSType.opt:
            output.append(" UDPsize=")
            output.appendDecimal(recordClass)
            if optionFlags & 0x8000 != 0 { output.append(" DO") }
            if cursor < dataEnd {
                output.append(" [")
                while cursor < dataEnd {
                    guard let next = try printEDNSOption(at: cursor) else { return nil }
                    cursor = next
                    if cursor < dataEnd { output.append(",") }
                }
                output.append("]")
            }
        case DNSType.unspecifiedText:
            guard has(dataLength, at: cursor) else { return nil }
            guard appendEscaped(from: cursor, count: dataLength) else { return nil }
        case DNSType.tsig:
            guard verbosity > 0 else { break }
            output.append(" ")
            guard let afterAlgorithm = try printName(at: cursor, base: base) else { return nil }
            cursor = afterAlgorithm + 6  // time signed, 48 bits (RFC 8945 4.2)
            guard has(2, at: cursor) else { return nil }
            output.append(" fudge=")
            output.appendDecimal(bytes.uint16(at: cursor))
            cursor += 2
            guard has(2, at: cursor) else { return nil }
            let macLength = bytes.uint16(at: cursor)
            output.append(" maclen=")
            output.appendDecimal(macLength)
            cursor += 2 + Int(macLength)
            for label: StaticString in [" origid=", " error=", " otherlen="] {
                guard has(2, at: cursor) else { return nil }
                output.append(label)
                output.appendDecimal(bytes.uint16(at: cursor))
                cursor += 2
            }
        default:
            break
        }
        return dataEnd
    }

    /// A6 (RFC 2874): prefix length, the address suffix, then the prefix name. False when the name
    /// could not be printed; throws when the suffix bytes are not captured.
    private mutating func printA6(at position: Int, base: Int) throws(DNSTruncated) -> Bool {
        guard has(1, at: position) else { return false }
        let prefixBits = Int(bytes[position])
        let prefixBytes = (prefixBits & ~7) / 8
        if prefixBits > 128 {
            output.append(" ")
            output.appendDecimal(prefixBits)
            output.append("(bad plen)")
            return true
        } else if prefixBits < 128 {
            let suffixLength = 16 - prefixBytes
            guard has(suffixLength, at: position + 1) else { throw DNSTruncated() }
            var address = [UInt8](repeating: 0, count: 16)
            for index in 0..<suffixLength { address[prefixBytes + index] = bytes[position + 1 + index] }
            output.append(" ")
            output.appendDecimal(prefixBits)
            output.append(" ")
            if let text = IPv6Address(address, at: 0) { output.appendIPv6(text) }
        }
        if prefixBits > 0 {
            output.append(" ")
            guard try printName(at: position + 1 + 16 - prefixBytes, base: base) != nil else { return false }
        }
        return true
    }

    /// A TTL as tcpdump's unsigned_relts_print: `0s`, else years, weeks, days, hours, minutes,
    /// seconds, each only when non-zero (`1d2h3s`).
    mutating func appendRelativeTime(_ seconds: UInt32) {
        if seconds == 0 {
            output.append("0s")
            return
        }
        var remaining = seconds
        for (length, suffix) in relativeTimeUnits where remaining >= length {
            output.appendDecimal(remaining / length)
            output.append(suffix)
            remaining %= length
        }
    }
}

/// Years (365 days), weeks, days, hours, minutes, seconds: tcpdump's unsigned_relts_print units.
private let relativeTimeUnits: [(UInt32, UInt8)] = [
    (31_536_000, UInt8(ascii: "y")), (604_800, UInt8(ascii: "w")), (86_400, UInt8(ascii: "d")),
    (3_600, UInt8(ascii: "h")), (60, UInt8(ascii: "m")), (1, UInt8(ascii: "s")),
]
