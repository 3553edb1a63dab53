// AHCP (Ad-Hoc Configuration Protocol, ahcpd 0.53's version 1) on UDP 5359 as tcpdump 4.99.3's
// ahcp_print prints it: `AHCP Version 1`; with -v the hop counts, nonce and ids and the message type
// and body length; with -vv every option (times, lifetimes, address and prefix lists). A length that
// does not fit prints ` (invalid)`, and ` [|ahcp]` follows when the rest is not captured either.

enum AHCPField {
    static let magic: UInt8 = 43
    /// Magic, version, hop counts, nonce, source and destination ids.
    static let headerLength = 24

    static func messageName(_ type: UInt8) -> StaticString? {
        switch type {
        case 0: "Discover"
        case 1: "Offer"
        case 2: "Request"
        case 3: "Ack"
        case 4: "Nack"
        case 5: "Release"
        default: nil
        }
    }

    static func optionName(_ code: UInt8) -> StaticString? {
        switch code {
        case 0: "Pad"
        case 1: "Mandatory"
        case 2: "Origin Time"
        case 3: "Expires"
        case 4: "My-IPv6-Address"
        case 5: "My-IPv4-Address"
        case 6: "IPv6 Prefix"
        case 7: "IPv4 Prefix"
        case 8: "IPv6 Address"
        case 9: "IPv4 Address"
        case 10: "IPv6 Prefix Delegation"
        case 11: "IPv4 Prefix Delegation"
        case 12: "Name Server"
        case 13: "NTP Server"
        default: nil
        }
    }
}

extension Dissection {
    mutating func ahcp(at offset: Int, length: Int) throws(Truncated) {
        proto = "ahcp"
        layer(AHCPFields.ahcp)
        put("AHCP")
        var cursor = offset
        var left = length
        guard left >= 2 else { return try ahcpInvalid(at: cursor, left: left) }
        let magic = try u8(cursor)
        report(AHCPFields.magic, magic)
        guard magic == AHCPField.magic else { return try ahcpInvalid(at: cursor, left: left) }
        let version = try u8(cursor + 1)
        report(AHCPFields.version, version)
        cursor += 2
        left -= 2
        guard version == 1 else {
            put(" Version "); put(decimal: version); put(" (unknown)")
            return try check(left, at: cursor)
        }
        put(" Version 1")
        guard left >= AHCPField.headerLength - 2 else { return try ahcpInvalid(at: cursor, left: left) }
        if verbose == 0 {
            try check(AHCPField.headerLength - 2, at: cursor)
        } else {
            // Each value is read before its label is printed (a cut capture stops before the label).
            let hops = try u8(cursor)
            put("\n\tHopcount "); put(decimal: hops)
            let originalHops = try u8(cursor + 1)
            put(", Original Hopcount "); put(decimal: originalHops)
            let nonce = try u32(cursor + 2)
            put(", Nonce 0x"); put(hex: nonce, digits: 8)
            try check(8, at: cursor + 6)
            put(", Source Id "); putAHCPID(at: cursor + 6)
            try check(8, at: cursor + 14)
            put(", Destination Id "); putAHCPID(at: cursor + 14)
        }
        report(AHCPFields.hopCount, u8At: cursor)
        report(AHCPFields.originalHopCount, u8At: cursor + 1)
        report(AHCPFields.nonce, u32At: cursor + 2)
        report(AHCPFields.sourceID, bytesAt: cursor + 6, count: 8)
        report(AHCPFields.destinationID, bytesAt: cursor + 14, count: 8)
        cursor += AHCPField.headerLength - 2
        left -= AHCPField.headerLength - 2
        try ahcpBody(at: cursor, left: left)
    }

    private mutating func ahcpBody(at start: Int, left total: Int) throws(Truncated) {
        guard total >= 4 else { return try ahcpInvalid(at: start, left: total) }
        let type = try u8(start)
        let mbz = try u8(start + 1)
        let bodyLength = Int(try u16(start + 2))
        report(AHCPFields.type, type)
        if let name = AHCPField.messageName(type) { report(AHCPFields.typeName, label: name) }
        report(AHCPFields.bodyLength, bodyLength)
        let cursor = start + 4
        let left = total - 4
        if verbose > 0 {
            put("\n\t")
            if let name = AHCPField.messageName(type) { put(name) } else { put("Unknown-"); put(decimal: type) }
            if mbz != 0 { put(", MBZ "); put(decimal: mbz) }
            put(", Length "); put(decimal: bodyLength)
        }
        guard bodyLength <= left else { return try ahcpInvalid(at: cursor, left: left) }
        // The options within the body length (anything after it is ignored).
        if verbose >= 2 || Sink.collectsFields {
            try ahcpOptions(at: cursor, length: bodyLength)
        } else {
            try check(bodyLength, at: cursor)
        }
    }

    private mutating func ahcpOptions(at start: Int, length: Int) throws(Truncated) {
        var cursor = start
        var left = length
        beginList(AHCPFields.options)
        defer { endList() }
        while left > 0 {
            let code = try u8(cursor)
            cursor += 1
            left -= 1
            put("\n\t ")
            if let name = AHCPField.optionName(code) { put(name) } else { put("Unknown-"); put(decimal: code) }
            if code == 0 || code == 1 {
                beginItem(); report(AHCPFields.code, code); endItem()
                continue
            }
            guard left > 0 else { return try ahcpInvalid(at: cursor, left: left) }
            let optionLength = Int(try u8(cursor))
            cursor += 1
            left -= 1
            guard optionLength <= left else { return try ahcpInvalid(at: cursor, left: left) }
            beginItem()
            report(AHCPFields.code, code)
            report(AHCPFields.length, optionLength)
            if optionLength > 0 { report(AHCPFields.data, bytesAt: cursor, count: optionLength) }
            endItem()
            try ahcpOptionValue(code, at: cursor, length: optionLength)
            cursor += optionLength
            left -= optionLength
        }
    }

    private mutating func ahcpOptionValue(_ code: UInt8, at start: Int, length: Int) throws(Truncated) {
        switch code {
        case 2, 3:
            guard length == 4 else { return try ahcpInvalid(at: start, left: length) }
            let value = try u32(start)
            put(": ")
            if code == 3 {
                put(decimal: value); put("s")
            } else {
                putAHCPTime(value)
            }
        case 4, 8, 12, 13, 5, 9:
            let size = code == 5 || code == 9 ? 4 : 16
            var cursor = start
            var left = length
            var separator: StaticString = ": "
            while left > 0 {
                guard left >= size else { return try ahcpInvalid(at: cursor, left: left) }
                try check(size, at: cursor)
                put(separator)
                if size == 4 { try putIPv4(at: cursor) } else { try putIPv6(at: cursor) }
                cursor += size
                left -= size
                separator = ", "
            }
        case 6, 10, 11:
            let size = code == 11 ? 5 : 17
            var cursor = start
            var left = length
            var separator: StaticString = ": "
            while left > 0 {
                guard left >= size else { return try ahcpInvalid(at: cursor, left: left) }
                try check(size, at: cursor)
                put(separator)
                if size == 5 { try putIPv4(at: cursor) } else { try putIPv6(at: cursor) }
                put("/"); put(decimal: bytes[cursor + size - 1])
                cursor += size
                left -= size
                separator = ", "
            }
        default:
            put(" (Length "); put(decimal: length); put(")")
            try check(length, at: start)
        }
    }

    /// ` (invalid)`, then the rest must still be captured (tcpdump's ND_TCHECK_LEN after it).
    private mutating func ahcpInvalid(at cursor: Int, left: Int) throws(Truncated) {
        putInvalid(reason: "a length that does not fit")
        try check(Swift.max(0, left), at: cursor)
    }

    /// An 8-byte id as `xx:xx:xx:xx:xx:xx:xx:xx` (captured: the caller checked).
    private mutating func putAHCPID(at offset: Int) {
        for index in 0..<8 {
            if index > 0 { put(":") }
            put(hex: bytes[offset + index], digits: 2)
        }
    }

    /// Seconds since 1970 as `YYYY-MM-DD hh:mm:ss UTC` (gmtime, proleptic Gregorian).
    private mutating func putAHCPTime(_ value: UInt32) {
        let seconds = Int(value)
        let days = seconds / 86_400
        let timeOfDay = seconds % 86_400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        put(decimal: year, width: 4); put("-"); put(decimal: month, width: 2); put("-"); put(decimal: day, width: 2)
        put(" "); put(decimal: timeOfDay / 3600, width: 2); put(":"); put(decimal: timeOfDay % 3600 / 60, width: 2)
        put(":"); put(decimal: timeOfDay % 60, width: 2); put(" UTC")
    }
}
