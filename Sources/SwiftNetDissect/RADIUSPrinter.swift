import Foundation
import SwiftNetWire

// RADIUS (RFC 2865, 2866, 3162, 3580, 4675, 4818, 5090, 5176, 5580...) on UDP 1645, 1646, 1700,
// 1812, 1813 and 3799 as tcpdump 4.99's radius_print prints it: the code, id and length; with -v
// the authenticator and each attribute with its value decoded by type; with -vv each attribute in
// hex too.
//
// tcpdump's attribute printers stop at the captured end in two ways, both kept: an ND_TCHECK
// prints ` [|radius]` and goes on with the next attribute (`putTruncationMarker` and return), a
// GET_ past the end ends the packet (a thrown `Truncated`).

extension Dissection {
    private static var radiusHeaderLength: Int { 20 }

    mutating func radius(at offset: Int, length: Int) throws(Truncated) {
        proto = "radius"
        layer(RADIUSFields.radius)
        guard has(Self.radiusHeaderLength, at: offset) else {
            putTruncationMarker()
            return
        }
        let code = bytes[offset]
        var messageLength = Int(bytes.uint16(at: offset + 2))
        report(RADIUSFields.code, code)
        if let name = RADIUSNames.code(code) { report(RADIUSFields.codeName, label: name) }
        report(RADIUSFields.identifier, bytes[offset + 1])
        report(RADIUSFields.length, messageLength)
        report(RADIUSFields.authenticator, bytesAt: offset + 4, count: 16)
        guard messageLength >= Self.radiusHeaderLength else {
            reportMalformed("a length below the 20-byte header")
            putTruncationMarker()
            return
        }
        if messageLength > length { messageLength = length }
        if Sink.collectsFields {
            reportRADIUSAttributes(from: offset + Self.radiusHeaderLength, to: offset + messageLength)
            return
        }
        if verbose < 1 {
            put("RADIUS, "); putRADIUSCode(code)
            put(", id: 0x"); put(hex: bytes[offset + 1], digits: 2)
            put(" length: "); put(decimal: messageLength)
            return
        }
        put("RADIUS, length: "); put(decimal: messageLength)
        put("\n\t"); putRADIUSCode(code)
        put(", id: 0x"); put(hex: bytes[offset + 1], digits: 2)
        put(", Authenticator: ")
        for index in (offset + 4)..<(offset + 20) { put(hex: bytes[index], digits: 2) }
        if messageLength > Self.radiusHeaderLength {
            try radiusAttributes(at: offset + Self.radiusHeaderLength, length: messageLength - Self.radiusHeaderLength)
        }
    }

    /// `Access-Request (1)`, or `Unknown Command (N)`.
    private mutating func putRADIUSCode(_ code: UInt8) {
        put(RADIUSNames.code(code) ?? "Unknown Command"); put(" ("); put(decimal: code); put(")")
    }

    /// The JSON attribute list: type, length and a vendor-specific attribute's vendor.
    private mutating func reportRADIUSAttributes(from start: Int, to stop: Int) {
        beginList(RADIUSFields.attributes)
        var cursor = start
        while cursor + 2 <= stop, has(2, at: cursor) {
            let length = Int(bytes[cursor + 1])
            beginItem()
            report(RADIUSFields.attributeType, bytes[cursor])
            report(RADIUSFields.attributeLength, length)
            if bytes[cursor] == 26, length >= 6 { report(RADIUSFields.vendor, u32At: cursor + 2) }
            endItem()
            guard length >= 2, cursor + length <= stop else {
                endList()
                reportMalformed("an attribute length below 2 or past the message")
                return
            }
            cursor += length
        }
        endList()
        if cursor < stop { if has(stop - cursor, at: cursor) { reportMalformed("a partial attribute") } else { reportTruncated() } }
    }

    /// radius_attrs_print: one `\n\t  Name Attribute (T), length: L, Value: ...` per attribute.
    private mutating func radiusAttributes(at offset: Int, length: Int) throws(Truncated) {
        var cursor = offset
        var remaining = length
        while remaining > 0 {
            guard remaining >= 2, has(2, at: cursor) else {
                putTruncationMarker()
                return
            }
            let type = bytes[cursor]
            let attributeLength = Int(bytes[cursor + 1])
            put("\n\t  "); put(RADIUSNames.attribute(type) ?? "Unknown")
            put(" Attribute ("); put(decimal: type); put("), length: "); put(decimal: attributeLength)
            if attributeLength < 2 {
                put(" (bogus, must be >= 2)")
                return
            }
            if attributeLength > remaining {
                put(" (bogus, goes past end of packet)")
                return
            }
            put(", Value: ")
            if attributeLength > 2, let kind = RADIUSNames.kind(type) {
                try radiusValue(kind, type: type, at: cursor + 2, length: attributeLength - 2)
            }
            if verbose > 1 {
                let stop = Swift.min(end, cursor + attributeLength)
                if cursor + 2 < stop { putHex(from: cursor + 2, to: stop, prefix: "\n\t    ") }
            }
            remaining -= attributeLength
            cursor += attributeLength
        }
    }

    private mutating func radiusValue(_ kind: RADIUSValueKind, type: UInt8, at data: Int, length: Int) throws(Truncated) {
        switch kind {
        case .string: try radiusString(type: type, at: data, length: length)
        case .number: try radiusNumber(type: type, at: data, length: length)
        case .address:
            guard radiusLength(length, is: 4) else { return }
            let value = try u32(data)
            if (type == 8 || type == 14) && value == 0xffff_ffff {
                put("User Selected")
            } else if (type == 8 || type == 14) && value == 0xffff_fffe {
                put("NAS Select")
            } else {
                try putIPv4(at: data)
            }
        case .address6:
            guard radiusLength(length, is: 16) else { return }
            try putIPv6(at: data)
        case .prefix6: radiusPrefix6(at: data, length: length)
        case .vendor: try radiusVendor(at: data, length: length)
        case .time:
            guard radiusLength(length, is: 4) else { return }
            putRADIUSTime(try u32(data))
        case .strange: try radiusStrange(type: type, at: data, length: length)
        case .featureVector:
            guard radiusLength(length, is: 8) else { return }
            put("[")
            let value = UInt64(try u32(data)) << 32 | UInt64(try u32(data + 4))
            var first = true
            for index in 0..<12 {
                let (bit, name) = Self.mip6Feature(index)
                guard value & bit != 0 else { continue }
                if !first { put(", ") }
                put(name)
                first = false
            }
            put("]")
        case .homeLinkPrefix:
            guard radiusLength(length, is: 17) else { return }
            guard has(length, at: data) else { return putTruncationMarker() }
            let prefix = bytes[data]
            if prefix > 128 {
                put("ERROR: netmask "); put(decimal: prefix); put(" not in range (0..128)")
                return
            }
            try putIPv6(at: data + 1); put("/"); put(decimal: prefix)
        case .operatorName:
            guard has(length, at: data) else { return putTruncationMarker() }
            if length < 2 {
                put("ERROR: length "); put(decimal: length); put(" < 2")
                return
            }
            let namespace = bytes[data]
            put("[")
            switch namespace {
            case 0x30: put("TADIG")
            case 0x31: put("REALM")
            case 0x32: put("E212")
            case 0x33: put("ICC")
            default: put("unknown namespace "); put(decimal: namespace)
            }
            put("] ")
            radiusPrintN(at: data + 1, count: length - 1)
        case .locationInformation: try radiusLocationInformation(at: data, length: length)
        case .locationData:
            guard has(length, at: data) else { return putTruncationMarker() }
            if length < 3 {
                put("ERROR: length "); put(decimal: length); put(" < 3")
                return
            }
            put("index "); put(decimal: bytes.uint16(at: data)); put(", location")
            putHexASCII(from: data + 2, to: data + length, prefix: "\n\t    ")
        case .locationPolicyRules: try radiusLocationPolicyRules(at: data, length: length)
        }
    }

    /// `ERROR: length N != M` unless `length` is `expected`.
    private mutating func radiusLength(_ length: Int, is expected: Int) -> Bool {
        guard length != expected else { return true }
        put("ERROR: length "); put(decimal: length); put(" != "); put(decimal: expected)
        return false
    }

    /// print_attr_string: tags and salts of the tunnel attributes, EAP for EAP-Message, then the
    /// text up to a NUL (`.` for what is not printable).
    private mutating func radiusString(type: UInt8, at start: Int, length total: Int) throws(Truncated) {
        guard has(total, at: start) else { return putTruncationMarker() }
        var data = start
        var length = total
        switch type {
        case 69:
            guard length >= 3 else { return putTruncationMarker() }
            putRADIUSTag(bytes[data], tagLimit: true)
            put("Salt "); put(decimal: bytes.uint16(at: data + 1)); put(" ")
            data += 3
            length -= 3
        case 66, 67, 81, 82, 90, 91:
            if bytes[data] <= 0x1f {
                putRADIUSTag(bytes[data], tagLimit: false)
                data += 1
                length -= 1
            }
        case 58:
            putRFC4675Tag(bytes[data])
            data += 1
            length -= 1
        case 79:
            try eap(at: data, length: length)
            return
        default:
            break
        }
        var index = 0
        while index < length, bytes[data + index] != 0 {
            let byte = bytes[data + index]
            put(byte: byte >= 0x20 && byte < 0x7f ? byte : UInt8(ascii: "."))
            index += 1
        }
    }

    /// `Tag[N] ` or `Tag[Unused] ` (Tunnel-Password's tag must also be at most 0x1f).
    private mutating func putRADIUSTag(_ tag: UInt8, tagLimit: Bool) {
        if tag != 0 && (!tagLimit || tag <= 0x1f) {
            put("Tag["); put(decimal: tag); put("] ")
        } else {
            put("Tag[Unused] ")
        }
    }

    /// RFC 4675's tag byte: `Tagged (0x31) `.
    private mutating func putRFC4675Tag(_ tag: UInt8) {
        switch tag {
        case 0x31: put("Tagged")
        case 0x32: put("Untagged")
        default: put("Unknown tag")
        }
        put(" (0x"); put(hex: tag, digits: 2); put(") ")
    }

    /// print_attr_num: a name from the attribute's table, a duration, or the number.
    private mutating func radiusNumber(type: UInt8, at data: Int, length: Int) throws(Truncated) {
        guard radiusLength(length, is: 4) else { return }
        if RADIUSNames.hasValueNames(type) {
            let value: UInt32
            if type == 64 || type == 65 {
                putRADIUSTag(try u8(data), tagLimit: false)
                value = try u32(data) & 0x00ff_ffff
            } else {
                value = try u32(data)
            }
            if let name = RADIUSNames.value(type, value) { put(name) } else { put("#"); put(decimal: value) }
            return
        }
        // Tunnel-Preference and Egress-VLANID print their first byte before reading the rest.
        if type == 83 || type == 56 {
            let first = try u8(data)
            if type == 83 { putRADIUSTag(first, tagLimit: false) } else { putRFC4675Tag(first) }
            put(decimal: try u32(data) & 0x00ff_ffff)
            return
        }
        let value = try u32(data)
        switch type {
        case 23:
            if value == 0xffff_fffe { put("NAS Select") } else { put(decimal: value) }
        case 27, 28, 41, 46, 85:
            // tcpdump's %02d of an unsigned value.
            let seconds = Int32(bitPattern: value)
            if value < 60 {
                put(decimal: seconds, width: 2); put(" secs")
            } else if value < 3600 {
                put(decimal: value / 60, width: 2); put(":"); put(decimal: value % 60, width: 2); put(" min")
            } else {
                put(decimal: value / 3600, width: 2); put(":"); put(decimal: (value % 3600) / 60, width: 2)
                put(":"); put(decimal: value % 60, width: 2); put(" hours")
            }
        case 37:
            if value != 0 { put(decimal: value) } else { put("Unnumbered") }
        case 38:
            if value != 0 { put(decimal: value) } else { put("NAS assigned") }
        default:
            put(decimal: value)
        }
    }

    /// print_attr_netmask6: an IPv6 prefix from its length byte and up to 16 address bytes.
    private mutating func radiusPrefix6(at data: Int, length: Int) {
        guard length >= 2 && length <= 18 else {
            put("ERROR: length "); put(decimal: length); put(" not in range (2..18)")
            return
        }
        guard has(length, at: data) else { return putTruncationMarker() }
        let prefix = bytes[data + 1]
        if prefix > 128 {
            put("ERROR: netmask "); put(decimal: prefix); put(" not in range (0..128)")
            return
        }
        if Sink.rendersText {
            // The address bytes given, zero-filled to 16 (tcpdump copies them to a local buffer).
            var high: UInt64 = 0, low: UInt64 = 0
            for index in 0..<16 {
                let byte = index < length - 2 ? UInt64(bytes[data + 2 + index]) : 0
                if index < 8 { high |= byte << UInt64(56 - 8 * index) } else { low |= byte << UInt64(120 - 8 * index) }
            }
            out.appendIPv6(IPv6Address(high: high, low: low))
        }
        put("/"); put(decimal: prefix)
        if Int(prefix) > 8 * (length - 2) { put(" (inconsistent prefix length)") }
    }

    /// print_vendor_attr: the vendor, then its sub-attributes as text.
    private mutating func radiusVendor(at start: Int, length total: Int) throws(Truncated) {
        guard total >= 4 else { return putTruncationMarker() }
        let vendor = try u32(start)
        put("Vendor: "); put(RADIUSNames.vendor(vendor) ?? "Unknown")
        put(" ("); put(decimal: vendor); put(")")
        var data = start + 4
        var length = total - 4
        while length >= 2 {
            let type = try u8(data)
            var vendorLength = Int(try u8(data + 1))
            if vendorLength < 2 {
                put("\n\t    Vendor Attribute: "); put(decimal: type); put(", Length: "); put(decimal: vendorLength)
                put(" (bogus, must be >= 2)")
                return
            }
            if vendorLength > length {
                put("\n\t    Vendor Attribute: "); put(decimal: type); put(", Length: "); put(decimal: vendorLength)
                put(" (bogus, goes past end of vendor-specific attribute)")
                return
            }
            data += 2
            vendorLength -= 2
            length -= 2
            guard has(vendorLength, at: data) else { return putTruncationMarker() }
            put("\n\t    Vendor Attribute: "); put(decimal: type); put(", Length: "); put(decimal: vendorLength)
            put(", Value: ")
            for index in data..<(data + vendorLength) {
                let byte = bytes[index]
                put(byte: byte >= 0x20 && byte < 0x7f ? byte : UInt8(ascii: "."))
            }
            data += vendorLength
            length -= vendorLength
        }
    }

    /// print_attr_time: ctime() of the seconds since 1970, in UTC (the goldens run with TZ=UTC).
    private mutating func putRADIUSTime(_ seconds: UInt32) {
        guard Sink.rendersText else { return }
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return }
        let days: StaticString = "SunMonTueWedThuFriSat"
        let months: StaticString = "JanFebMarAprMayJunJulAugSepOctNovDec"
        let day = Int(parts.tm_wday) % 7 * 3
        let month = Int(parts.tm_mon) % 12 * 3
        days.withUTF8Buffer { for index in day..<(day + 3) { put(byte: $0[index]) } }
        put(" ")
        months.withUTF8Buffer { for index in month..<(month + 3) { put(byte: $0[index]) } }
        put(" ")
        if parts.tm_mday < 10 { put(" ") }
        put(decimal: Int(parts.tm_mday)); put(" ")
        put(decimal: Int(parts.tm_hour), width: 2); put(":")
        put(decimal: Int(parts.tm_min), width: 2); put(":")
        put(decimal: Int(parts.tm_sec), width: 2); put(" ")
        put(decimal: Int(parts.tm_year) + 1900)
    }

    /// PRINT_HEX: `count` bytes as upper-case hex, each read checked.
    private mutating func putRADIUSHexUpper(at data: Int, count: Int) throws(Truncated) {
        for index in data..<(data + count) {
            let byte = try u8(index)
            let digits: StaticString = "0123456789ABCDEF"
            digits.withUTF8Buffer { table in
                put(byte: table[Int(byte >> 4)])
                put(byte: table[Int(byte & 0x0f)])
            }
        }
    }

    /// print_attr_strange: ARAP passwords, features and challenge responses, Error-Cause.
    private mutating func radiusStrange(type: UInt8, at data: Int, length: Int) throws(Truncated) {
        switch type {
        case 70:
            guard radiusLength(length, is: 16) else { return }
            put("User_challenge ("); try putRADIUSHexUpper(at: data, count: 8)
            put(") User_resp("); try putRADIUSHexUpper(at: data + 8, count: 8); put(")")
        case 71:
            guard radiusLength(length, is: 14) else { return }
            put(try u8(data) != 0 ? "User can change password" : "User cannot change password")
            let minimum = try u8(data + 1)
            put(", Min password length: "); put(decimal: minimum)
            put(", created at: "); try putRADIUSHexUpper(at: data + 2, count: 4)
            put(", expires in: "); try putRADIUSHexUpper(at: data + 6, count: 4)
            put(", Current Time: "); try putRADIUSHexUpper(at: data + 10, count: 4)
        case 84:
            if length < 8 {
                put("ERROR: length "); put(decimal: length); put(" != 8")
                return
            }
            try putRADIUSHexUpper(at: data, count: 8)
        default:
            if length != 4 {
                put("Error: length "); put(decimal: length); put(" != 4")
                return
            }
            let cause = try u32(data)
            put("Error cause "); put(decimal: cause); put(": ")
            if let name = RADIUSNames.errorCause(cause) {
                put(name)
            } else {
                put("Error-Cause "); put(decimal: cause); put(" not known")
            }
        }
    }

    /// print_attr_location_information (RFC 5580 4.2).
    private mutating func radiusLocationInformation(at data: Int, length: Int) throws(Truncated) {
        guard has(length, at: data) else { return putTruncationMarker() }
        if length < 21 {
            put("ERROR: length "); put(decimal: length); put(" < 21")
            return
        }
        let code = bytes[data + 2]
        let entity = bytes[data + 3]
        put("index "); put(decimal: bytes.uint16(at: data)); put(", code ")
        switch code {
        case 0: put("Civic")
        case 1: put("Geospatial")
        default: put("Unknown ("); put(decimal: code); put(")")
        }
        put(", entity ")
        switch entity {
        case 0: put("User")
        case 1: put("RADIUS")
        default: put("Unknown ("); put(decimal: entity); put(")")
        }
        put(", sighting time "); putNTPTime(at: data + 4)
        put(", time to live "); putNTPTime(at: data + 12)
        put(", method \""); radiusPrintN(at: data + 20, count: length - 20); put("\"")
    }

    /// print_basic_location_policy_rules (RFC 5580 4.4).
    private mutating func radiusLocationPolicyRules(at data: Int, length: Int) throws(Truncated) {
        guard has(length, at: data) else { return putTruncationMarker() }
        if length < 10 {
            put("ERROR: length "); put(decimal: length); put(" < 10")
            return
        }
        let flags = bytes.uint16(at: data)
        put("flags [")
        if flags == 0 {
            put("none")
        } else {
            var first = true
            for bit in 0..<16 where flags & (1 << bit) != 0 {
                if !first { put(", ") }
                first = false
                if bit == 15 { put("Retransmission Allowed") } else { put("MBZ-"); put(decimal: 15 - bit) }
            }
        }
        put("], retention expires "); putNTPTime(at: data + 2)
        if length > 10 {
            put(", note well \""); radiusPrintN(at: data + 10, count: length - 10); put("\"")
        }
    }

    /// nd_printn: each byte as fn_print_char escapes it.
    private mutating func radiusPrintN(at data: Int, count: Int) {
        guard count > 0 else { return }
        for index in data..<(data + count) { putCharacterEscaped(bytes[index]) }
    }

    /// MIP6-Feature-Vector bits (RFC 5447) in tcpdump's order (0-11).
    private static func mip6Feature(_ index: Int) -> (UInt64, StaticString) {
        switch index {
        case 0: (0x1, "MIP6_INTEGRATED")
        case 1: (0x2, "LOCAL_HOME_AGENT_ASSIGNMENT")
        case 2: (0x0000_0100_0000_0000, "PMIP6_SUPPORTED")
        case 3: (0x0000_0200_0000_0000, "IP4_HOA_SUPPORTED")
        case 4: (0x0000_0400_0000_0000, "LOCAL_MAG_ROUTING_SUPPORTED")
        case 5: (0x0000_0800_0000_0000, "ASSIGN_LOCAL_IP")
        case 6: (0x0000_1000_0000_0000, "MIP4_SUPPORTED")
        case 7: (0x0000_2000_0000_0000, "OPTIMIZED_IDLE_MODE_MOBILITY")
        case 8: (0x0000_4000_0000_0000, "GTPv2_SUPPORTED")
        case 9: (0x0000_8000_0000_0000, "IP4_TRANSPORT_SUPPORTED")
        case 10: (0x0001_0000_0000_0000, "IP4_HOA_ONLY_SUPPORTED")
        default: (0x0002_0000_0000_0000, "INTER_MAG_ROUTING_SUPPORTED")
        }
    }
}
