import SwiftNetWire

// EDNS(0) options inside an OPT record (RFC 6891 6.1.2) as tcpdump 4.99 prints them on -vv.

extension DNSMessagePrinter {
    /// Prints `NAME[ data]` for the option at `position`; the position after it, or nil when its
    /// header is not captured. Throws when its data is not captured (tcpdump's trunc).
    mutating func printEDNSOption(at position: Int) throws(DNSTruncated) -> Int? {
        guard has(2, at: position) else { return nil }
        let code = bytes.uint16(at: position)
        if let name = ednsOptionNames[code] {
            output.append(name)
        } else {
            output.append("Opt")
            output.appendDecimal(code)
        }
        guard has(2, at: position + 2) else { return nil }
        let length = Int(bytes.uint16(at: position + 2))
        let data = position + 4
        guard has(length, at: data) else { return nil }
        guard length > 0 else { return data }
        output.append(" ")
        switch code {
        case EDNSOption.clientSubnet:
            printClientSubnet(at: data, length: length)
        case EDNSOption.cookie:
            // RFC 7873 4: an 8-byte client cookie, optionally an 8-32 byte server cookie.
            if length < 8 || (length > 8 && length < 16) || length > 40 {
                output.append(" (invalid)")
            } else {
                for index in 0..<length {
                    if index == 8 { output.append(" ") }
                    output.appendHex(bytes[data + index], digits: 2)
                }
            }
        case EDNSOption.keepalive:
            if length != 2 {
                output.append(" (invalid)")
            } else {
                // Units of 100 ms (RFC 7828 3.1), shown in seconds with one decimal.
                let tenths = bytes.uint16(at: data)
                output.appendDecimal(tenths / 10)
                output.append(".")
                output.appendDecimal(tenths % 10)
                output.append(" sec")
            }
        case EDNSOption.expire:
            if length != 4 {
                output.append(" (invalid)")
            } else {
                output.appendDecimal(bytes.uint32(at: data))
                output.append(" sec")
            }
        case EDNSOption.padding:
            output.append("(")
            output.appendDecimal(length)
            output.append(")")
        case EDNSOption.keyTag:
            if length % 2 != 0 {
                output.append(" (invalid)")
            } else {
                for index in stride(from: 0, to: length, by: 2) {
                    if index > 0 { output.append(" ") }
                    output.appendDecimal(bytes.uint16(at: data + index))
                }
            }
        case EDNSOption.dau, EDNSOption.dhu, EDNSOption.n3u:
            let names = code == EDNSOption.dau ? dnssecAlgorithmNames
                : code == EDNSOption.dhu ? dsDigestNames : nsec3HashNames
            for index in 0..<length {
                if index > 0 { output.append(" ") }
                let algorithm = bytes[data + index]
                if let name = names[algorithm] {
                    output.append(name)
                } else {
                    output.append("Alg_")
                    output.appendDecimal(algorithm)
                }
            }
        case EDNSOption.chain:
            // tcpdump passes the option's end as the compression base; the result is not checked.
            _ = try printName(at: data, base: data + length)
        default:
            for index in 0..<length { output.appendHex(bytes[data + index], digits: 2) }
        }
        return data + length
    }

    /// Client subnet (RFC 7871 6): `address/source/scope`, or ` (invalid)` for impossible lengths.
    private mutating func printClientSubnet(at data: Int, length: Int) {
        guard length >= 4 else {
            output.append(" (invalid)")
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
            output.append(" (invalid)")
            return
        }
        let addressLength = length - 4
        guard addressLength <= addressBits / 8, sourceBits <= addressBits, scopeBits <= addressBits,
              (sourceBits + 7) / 8 == addressLength else {
            output.append(" (invalid)")
            return
        }
        var padded = [UInt8](repeating: 0, count: 16)
        for index in 0..<addressLength { padded[index] = bytes[data + 4 + index] }
        if family == 1 {
            output.appendIPv4(padded.uint32(at: 0))
        } else {
            if let address = IPv6Address(padded, at: 0) { output.appendIPv6(address) }
        }
        output.append("/")
        output.appendDecimal(sourceBits)
        output.append("/")
        output.appendDecimal(scopeBits)
    }
}
