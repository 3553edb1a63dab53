import SwiftNetWire

// The `dns` layer object of the NDJSON output: the header, then each section's records as objects,
// names in RFC 1035 5.1 presentation form (`\.` `\\` `\DDD` escapes, so always ASCII).
//
// Failure contract: never traps. Reads stop at `end`; a record that runs past it, a pointer that
// does not point backwards, or an unknown label type ends the walk with `"truncated":true` (bytes
// ran out) or `"malformed":"…"` (impossible content) in the object.

/// Why the walk over a DNS message stopped early.
enum DNSWalkStop: Error {
    case truncated
    case malformed(StaticString)
}

struct DNSJSONWriter {
    let bytes: [UInt8]
    /// The DNS header's first byte: compression offsets count from here.
    let base: Int
    let end: Int
    /// Scratch space for one name, reused.
    var name: [UInt8]
    /// Port 5353: the class's top bit is the QU / cache-flush flag (RFC 6762 5.4, 10.2).
    let isMulticastDNS: Bool

    /// Appends the whole `{"layer":"dns",…}` object; true when the message ran past the capture.
    @discardableResult
    static func append(
        _ bytes: [UInt8], offset: Int, end: Int, overTCP: Bool, isMulticastDNS: Bool = false,
        scratch: inout [UInt8], into output: inout PrintBuffer
    ) -> Bool {
        var truncated = false
        var start = offset
        if overTCP { start += 2 }  // RFC 1035 4.2.2 length prefix
        var writer = DNSJSONWriter(bytes: bytes, base: start, end: Swift.min(end, bytes.count), name: [],
                                   isMulticastDNS: isMulticastDNS)
        swap(&writer.name, &scratch)
        defer { swap(&writer.name, &scratch) }
        output.append("{\"layer\":\"dns\"")
        do {
            try writer.appendMessage(into: &output)
        } catch {
            switch error {
            case .truncated:
                truncated = true
                output.append(",\"truncated\":true")
            case .malformed(let reason):
                output.append(",\"malformed\":\"")
                output.append(reason)
                output.append("\"")
            }
        }
        output.append("}")
        return truncated
    }

    private func u8(_ at: Int) throws(DNSWalkStop) -> UInt8 {
        guard let value = bytes.checkedUInt8(at: at, end: end) else { throw .truncated }
        return value
    }

    private func u16(_ at: Int) throws(DNSWalkStop) -> UInt16 {
        guard let value = bytes.checkedUInt16(at: at, end: end) else { throw .truncated }
        return value
    }

    private func u32(_ at: Int) throws(DNSWalkStop) -> UInt32 {
        guard let value = bytes.checkedUInt32(at: at, end: end) else { throw .truncated }
        return value
    }

    private mutating func appendMessage(into output: inout PrintBuffer) throws(DNSWalkStop) {
        let identifier = try u16(base)
        let flags = try u16(base + 2)
        let counts = [try u16(base + 4), try u16(base + 6), try u16(base + 8), try u16(base + 10)]
        output.append(",\"id\":")
        output.appendDecimal(identifier)
        output.append(",\"response\":")
        output.appendJSONBool(flags & dnsFlagResponse != 0)
        output.append(",\"opcode\":")
        output.appendDecimal((flags >> 11) & 0xf)
        output.append(",\"rcode\":")
        output.appendDecimal(flags & 0xf)
        output.append(",\"flags\":{\"aa\":")
        output.appendJSONBool(flags & dnsFlagAuthoritative != 0)
        output.append(",\"tc\":")
        output.appendJSONBool(flags & dnsFlagTruncated != 0)
        output.append(",\"rd\":")
        output.appendJSONBool(flags & dnsFlagRecursionDesired != 0)
        output.append(",\"ra\":")
        output.appendJSONBool(flags & dnsFlagRecursionAvailable != 0)
        output.append(",\"ad\":")
        output.appendJSONBool(flags & dnsFlagAuthenticData != 0)
        output.append(",\"cd\":")
        output.appendJSONBool(flags & dnsFlagCheckingDisabled != 0)
        output.append("},\"counts\":{\"questions\":")
        output.appendDecimal(counts[0])
        output.append(",\"answers\":")
        output.appendDecimal(counts[1])
        output.append(",\"authorities\":")
        output.appendDecimal(counts[2])
        output.append(",\"additionals\":")
        output.appendDecimal(counts[3])
        output.append("}")

        var cursor = base + dnsHeaderLength
        // Each section is closed before an error propagates, so the line stays valid JSON.
        if counts[0] > 0 {
            output.append(",\"questions\":[")
            defer { output.append("]") }
            for index in 0..<Int(counts[0]) {
                // A question cut short is dropped whole, so the line stays valid JSON.
                let mark = output.count
                do {
                    if index > 0 { output.append(",") }
                    output.append("{\"name\":")
                    cursor = try appendName(at: cursor, into: &output)
                    let type = try u16(cursor)
                    let recordClass = try u16(cursor + 2)
                    cursor += 4
                    appendType(type, into: &output)
                    appendClass(recordClass, flagKey: ",\"unicast_response\":", into: &output)
                    output.append("}")
                } catch {
                    output.truncate(to: mark)
                    throw error
                }
            }
        }
        let sections: [(StaticString, Int)] = [
            (",\"answers\":[", Int(counts[1])), (",\"authorities\":[", Int(counts[2])),
            (",\"additionals\":[", Int(counts[3])),
        ]
        for (key, count) in sections where count > 0 {
            output.append(key)
            defer { output.append("]") }
            for index in 0..<count {
                // A record cut short is dropped whole, so the line stays valid JSON.
                let mark = output.count
                do {
                    if index > 0 { output.append(",") }
                    output.append("{")
                    cursor = try appendRecord(at: cursor, into: &output)
                    output.append("}")
                } catch {
                    output.truncate(to: mark)
                    throw error
                }
            }
        }
    }

    /// `,"class":N`, and for mDNS the top bit split off as `flagKey` true/false.
    private func appendClass(_ recordClass: UInt16, flagKey: StaticString, into output: inout PrintBuffer) {
        output.append(",\"class\":")
        if isMulticastDNS {
            output.appendDecimal(recordClass & ~mDNSClassTopBit)
            output.append(flagKey)
            output.appendJSONBool(recordClass & mDNSClassTopBit != 0)
        } else {
            output.appendDecimal(recordClass)
        }
    }

    private func appendType(_ type: UInt16, into output: inout PrintBuffer) {
        output.append(",\"type\":")
        output.appendDecimal(type)
        if let name = dnsTypeNames[type] {
            output.append(",\"type_name\":\"")
            output.append(name)
            output.append("\"")
        }
    }

    /// One resource record's fields; returns the position after it.
    private mutating func appendRecord(at position: Int, into output: inout PrintBuffer) throws(DNSWalkStop) -> Int {
        output.append("\"name\":")
        var cursor = try appendName(at: position, into: &output)
        let type = try u16(cursor)
        let recordClass = try u16(cursor + 2)
        let ttl = try u32(cursor + 4)
        let length = Int(try u16(cursor + 8))
        cursor += 10
        let dataEnd = cursor + length
        appendType(type, into: &output)
        if type == DNSType.opt {
            // RFC 6891 6.1.3: class is the UDP payload size, TTL holds extended rcode, version, DO.
            output.append(",\"udp_size\":")
            output.appendDecimal(recordClass)
            output.append(",\"extended_rcode\":")
            output.appendDecimal(ttl >> 24)
            output.append(",\"version\":")
            output.appendDecimal((ttl >> 16) & 0xff)
            output.append(",\"do\":")
            output.appendJSONBool(ttl & 0x8000 != 0)
        } else {
            appendClass(recordClass, flagKey: ",\"cache_flush\":", into: &output)
            output.append(",\"ttl\":")
            output.appendDecimal(ttl)
        }
        output.append(",\"rdlength\":")
        output.appendDecimal(length)
        guard bytes.has(length, at: cursor, end: end) else { throw .truncated }
        switch type {
        case DNSType.a where length == 4:
            output.append(",\"data\":")
            output.appendJSON(IPv4Address(bytes.uint32(at: cursor)))
        case DNSType.aaaa where length == 16:
            output.append(",\"data\":")
            if let address = IPv6Address(bytes, at: cursor) { output.appendJSON(address) }
        case DNSType.ns, DNSType.cname, DNSType.ptr, DNSType.dname, 3, 4, 7, 8, 9:
            output.append(",\"data\":")
            _ = try appendName(at: cursor, into: &output)
        case DNSType.mx:
            output.append(",\"preference\":")
            output.appendDecimal(try u16(cursor))
            output.append(",\"exchange\":")
            _ = try appendName(at: cursor + 2, into: &output)
        case DNSType.srv:
            output.append(",\"priority\":")
            output.appendDecimal(try u16(cursor))
            output.append(",\"weight\":")
            output.appendDecimal(try u16(cursor + 2))
            output.append(",\"port\":")
            output.appendDecimal(try u16(cursor + 4))
            output.append(",\"target\":")
            _ = try appendName(at: cursor + 6, into: &output)
        case DNSType.soa:
            output.append(",\"mname\":")
            var field = try appendName(at: cursor, into: &output)
            output.append(",\"rname\":")
            field = try appendName(at: field, into: &output)
            for key: StaticString in [",\"serial\":", ",\"refresh\":", ",\"retry\":", ",\"expire\":", ",\"minimum\":"] {
                output.append(key)
                output.appendDecimal(try u32(field))
                field += 4
            }
        case DNSType.txt:
            output.append(",\"strings\":[")
            var string = cursor
            while string < dataEnd {
                if string > cursor { output.append(",") }
                let count = Int(try u8(string))
                guard string + 1 + count <= dataEnd else { throw .malformed("TXT string passes RDLENGTH") }
                output.appendJSONString(bytes, from: string + 1, to: string + 1 + count)
                string += 1 + count
            }
            output.append("]")
        case DNSType.opt:
            output.append(",\"options\":[")
            var option = cursor
            while option + 4 <= dataEnd {
                if option > cursor { output.append(",") }
                let code = bytes.uint16(at: option)
                let optionLength = Int(bytes.uint16(at: option + 2))
                let dataStart = option + 4
                let optionEnd = Swift.min(dataStart + optionLength, dataEnd)
                output.append("{\"code\":")
                output.appendDecimal(code)
                if let name = ednsOptionNames[code] {
                    output.append(",\"name\":\"")
                    output.append(name)
                    output.append("\"")
                }
                output.append(",\"data\":")
                output.appendJSONHexBytes(bytes, from: dataStart, to: optionEnd)
                output.append("}")
                option = dataStart + optionLength
            }
            output.append("]")
        default:
            output.append(",\"rdata\":")
            output.appendJSONHexBytes(bytes, from: cursor, to: dataEnd)
        }
        return dataEnd
    }

    /// Appends the name at `position` as a JSON string in presentation form; returns the position
    /// after the name where it sits (after its first pointer, if any).
    private mutating func appendName(at position: Int, into output: inout PrintBuffer) throws(DNSWalkStop) -> Int {
        name.removeAll(keepingCapacity: true)
        var cursor = position
        var resume: Int? = nil
        // Pointers must point before every position visited so far: no loops (the rule BIND uses).
        var limit = position
        var wireLength = 0
        while true {
            let length = try u8(cursor)
            switch length & dnsLabelTypeMask {
            case dnsLabelPointer:
                let target = Int(try u16(cursor)) & 0x3fff
                if resume == nil { resume = cursor + 2 }
                guard base + target < limit else { throw .malformed("compression pointer not backwards") }
                limit = base + target
                cursor = base + target
                continue
            case 0:
                break
            default:
                throw .malformed("unknown label type")
            }
            if length == 0 {
                if name.isEmpty { name.append(UInt8(ascii: ".")) }
                output.appendJSONASCII(name)
                return resume ?? cursor + 1
            }
            wireLength += Int(length) + 1
            guard wireLength <= dnsMaximumNameLength else { throw .malformed("name longer than 255 bytes") }
            let labelEnd = cursor + 1 + Int(length)
            guard bytes.has(Int(length), at: cursor + 1, end: end) else { throw .truncated }
            for index in (cursor + 1)..<labelEnd {
                appendPresentation(bytes[index])
            }
            name.append(UInt8(ascii: "."))
            cursor = labelEnd
        }
    }

    /// RFC 1035 5.1 / RFC 4343: `.` and `\` escaped with a backslash, other bytes outside
    /// printable ASCII as `\DDD` (decimal), so names are always ASCII.
    @inline(__always)
    private mutating func appendPresentation(_ byte: UInt8) {
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
            name.append(UInt8(ascii: "\\"))
            name.append(byte)
        } else if byte <= 0x20 || byte >= 0x7f {
            name.append(UInt8(ascii: "\\"))
            name.appendDecimal(byte, width: 3)
        } else {
            name.append(byte)
        }
    }
}
