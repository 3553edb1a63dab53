import SwiftNetWire

// EDNS(0) options inside an OPT record (RFC 6891 6.1.2) as tcpdump 4.99 prints them on -vv.

extension Dissection {
    /// Prints `NAME[ data]` for the option at `position` and reports its `options` entry (`code`,
    /// `name`, `data` hex up to the record's end); the position after it, or nil when its header
    /// or data is not captured.
    mutating func ednsOption(at position: Int, recordEnd: Int) throws(DNSStop) -> Int? {
        guard has(2, at: position) else { return nil }
        let code = bytes.uint16(at: position)
        let name = ednsOptionNames[code]
        if let name {
            put(name)
        } else {
            put("Opt"); put(decimal: code)
        }
        guard has(2, at: position + 2) else { return nil }
        let length = Int(bytes.uint16(at: position + 2))
        let data = position + 4
        guard has(length, at: data) else { return nil }
        if Sink.collectsFields {
            beginItem()
            report(DNSFields.optionCode, code)
            if let name { report(DNSFields.optionName, label: name) }
            report(DNSFields.optionData, bytesAt: data, count: Swift.max(0, Swift.min(length, recordEnd - data)))
            endItem()
        }
        guard length > 0 else { return data }
        // The rest renders the data for the text only.
        guard Sink.rendersText else { return data + length }
        put(" ")
        switch code {
        case EDNSOption.clientSubnet:
            putClientSubnet(at: data, length: length)
        case EDNSOption.cookie:
            // RFC 7873 4: an 8-byte client cookie, optionally an 8-32 byte server cookie.
            if length < 8 || (length > 8 && length < 16) || length > 40 {
                put(" (invalid)")
            } else {
                for index in 0..<length {
                    if index == 8 { put(" ") }
                    put(hex: bytes[data + index], digits: 2)
                }
            }
        case EDNSOption.keepalive:
            if length != 2 {
                put(" (invalid)")
            } else {
                // Units of 100 ms (RFC 7828 3.1), shown in seconds with one decimal.
                let tenths = bytes.uint16(at: data)
                put(decimal: tenths / 10)
                put(".")
                put(decimal: tenths % 10)
                put(" sec")
            }
        case EDNSOption.expire:
            if length != 4 {
                put(" (invalid)")
            } else {
                put(decimal: bytes.uint32(at: data))
                put(" sec")
            }
        case EDNSOption.padding:
            put("(")
            put(decimal: length)
            put(")")
        case EDNSOption.keyTag:
            if length % 2 != 0 {
                put(" (invalid)")
            } else {
                for index in stride(from: 0, to: length, by: 2) {
                    if index > 0 { put(" ") }
                    put(decimal: bytes.uint16(at: data + index))
                }
            }
        case EDNSOption.dau, EDNSOption.dhu, EDNSOption.n3u:
            let names = code == EDNSOption.dau ? dnssecAlgorithmNames
                : code == EDNSOption.dhu ? dsDigestNames : nsec3HashNames
            for index in 0..<length {
                if index > 0 { put(" ") }
                let algorithm = bytes[data + index]
                if let name = names[algorithm] {
                    put(name)
                } else {
                    put("Alg_")
                    put(decimal: algorithm)
                }
            }
        case EDNSOption.chain:
            // tcpdump passes the option's end as the compression base; the result is not checked.
            _ = try dnsName(at: data, base: data + length)
        default:
            for index in 0..<length { put(hex: bytes[data + index], digits: 2) }
        }
        return data + length
    }

    /// Client subnet (RFC 7871 6): `address/source/scope`, or ` (invalid)` for impossible lengths.
    private mutating func putClientSubnet(at data: Int, length: Int) {
        guard length >= 4 else {
            put(" (invalid)")
            return
        }
        let family = bytes.uint16(at: data)
        let sourceBits = Int(bytes[data + 2])
        let scopeBits = Int(bytes[data + 3])
        let addressBits: Int
        switch family {
        case 1: addressBits = 32
        case 2: addressBits = 128
        default:
            put(" (invalid)")
            return
        }
        let addressLength = length - 4
        guard addressLength <= addressBits / 8, sourceBits <= addressBits, scopeBits <= addressBits,
              (sourceBits + 7) / 8 == addressLength else {
            put(" (invalid)")
            return
        }
        // The address bytes padded with zeros (built in registers: no array per option).
        let address = dnsPaddedIPv6 { index in index < addressLength ? bytes[data + 4 + index] : 0 }
        if family == 1 {
            out.appendIPv4(UInt32(truncatingIfNeeded: address.high >> 32))
        } else {
            out.appendIPv6(address)
        }
        put("/")
        put(decimal: sourceBits)
        put("/")
        put(decimal: scopeBits)
    }
}
