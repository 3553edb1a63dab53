import SwiftNetWire

// LISP control messages (RFC 6830, UDP 4342) as tcpdump 4.99.3's lisp_print prints them: the
// type name; for Map-Register and Map-Notify the record count, (-v) flags, authentication type
// and data, then each EID record with its locators, and the xTR-ID/Site-ID trailer (I bit) or
// the bytes left. tcpdump keeps its offset in a 16-bit variable: an authentication length near
// 65535 wraps it, and so it does here. A read past the capture ends in ` [|lisp]`; tcpdump reads
// an address before printing the label in front of it.

extension Dissection {
    mutating func lisp(at offset: Int, length: Int) throws(Truncated) {
        proto = "lisp"
        layer(LISPFields.lisp)
        var longjmp = false
        do {
            longjmp = try lispMessage(at: offset, length: length)
        } catch {
            // tcpdump's checks here `goto trunc`: the marker, then a normal return (so `-x` still
            // skips the link header). Only its hex_print and EID reads longjmp.
            putTruncationMarker()
        }
        if longjmp { throw Truncated() }
    }

    /// True when a hex dump or an EID ran past the capture (reads tcpdump makes unchecked, so
    /// they longjmp).
    private mutating func lispMessage(at offset: Int, length: Int) throws(Truncated) -> Bool {
        try check(16, at: offset)
        let first = try u32(offset)
        let type = UInt8(truncatingIfNeeded: first >> 28)
        report(LISPFields.type, type)
        report(LISPFields.flags, first)
        put(LISPNames.type(type))
        if !(type <= 4 || type == 8) { put(decimal: type) }
        guard type == 3 || type == 4 else {
            put(",")
            return false
        }
        put(",")
        if verbose > 0 {
            put(" flags [")
            putLISPFlags(first, type == 3 ? LISPNames.registerFlags : LISPNames.notifyFlags)
            put("],")
        }
        let xtrPresent = type == 3 ? first & 0x0200_0000 != 0 : first & 0x0800_0000 != 0
        let authLength = try u16(offset + 14)
        let recordCount = UInt8(truncatingIfNeeded: first)
        let keyID = try u16(offset + 12)
        report(LISPFields.recordCount, recordCount)
        report(LISPFields.nonce, UInt64(try u32(offset + 4)) << 32 | UInt64(try u32(offset + 8)))
        report(LISPFields.keyID, keyID)
        report(LISPFields.authLength, authLength)
        report(LISPFields.authData, bytesAt: offset + 16,
               count: Swift.min(Int(authLength), available(from: offset + 16)))
        // tcpdump's packet_offset is a uint16_t.
        var position: UInt16 = 16
        if verbose > 0 {
            put("\n    "); put(decimal: recordCount); put(" record(s), Authentication ")
            switch keyID {
            case 0: put("None")
            case 1: put("SHA1")
            case 2: put("SHA256")
            default: put("unknown-type")
            }
            put(",")
            guard putLISPHex(at: offset + 16, count: Int(authLength), prefix: "\n    Authentication-Data: ") else {
                return true
            }
        } else {
            put(" "); put(decimal: recordCount); put(" record(s),")
        }
        position &+= authLength
        guard recordCount != 0 else {
            putInvalid(reason: "no EID record")
            return false
        }
        var records = recordCount
        beginList(LISPFields.records)
        defer { endList() }
        while length > Int(position) && records != 0 {
            records -= 1
            let record = offset + Int(position)
            try check(12, at: record)
            put("\n")
            position &+= 12
            let maskLength = try u8(record + 5)
            let afi = try u16(record + 10)
            var locators = try u8(record + 4)
            beginItem()
            defer { endItem() }
            report(LISPFields.ttl, try u32(record))
            report(LISPFields.locatorCount, locators)
            report(LISPFields.maskLength, maskLength)
            report(LISPFields.action, try u8(record + 6) >> 5)
            report(LISPFields.authoritative, bool: try u8(record + 6) & 0x10 != 0)
            report(LISPFields.mapVersion, try u16(record + 8) & 0x0fff)
            report(LISPFields.eidAFI, afi)
            if verbose > 0 {
                put("      Record TTL "); put(decimal: try u32(record)); put(",")
                let bits = try u8(record + 6)
                put(bits & 0x10 != 0 ? " Authoritative," : " Non-Authoritative,")
                put(" "); put(LISPNames.action(bits >> 5)); put(",")
                put(" Map Version: "); put(decimal: try u16(record + 8) & 0x0fff); put(",")
            }
            let eid = offset + Int(position)
            switch afi {
            case 1:
                report(LISPFields.eid, bytesAt: eid, count: 4)
                // An EID past the capture is a read tcpdump makes unchecked: a longjmp.
                guard has(4, at: eid) else { return true }
                put(" EID "); try putIPv4(at: eid); put("/"); put(decimal: maskLength); put(",")
                position &+= 4
            case 2:
                report(LISPFields.eid6, bytesAt: eid, count: 16)
                guard has(16, at: eid) else { return true }
                put(" EID "); try putIPv6(at: eid); put("/"); put(decimal: maskLength); put(",")
                position &+= 16
            default:
                // tcpdump stops at an AFI it does not decode (LCAF), without a word.
                return false
            }
            put(" "); put(decimal: locators); put(" locator(s)")
            beginList(LISPFields.locators)
            defer { endList() }
            while locators != 0 {
                locators -= 1
                let locator = offset + Int(position)
                try check(8, at: locator)
                position &+= 8
                let locatorAFI = try u16(locator + 6)
                beginItem()
                defer { endItem() }
                report(LISPFields.priority, try u8(locator))
                report(LISPFields.weight, try u8(locator + 1))
                report(LISPFields.multicastPriority, try u8(locator + 2))
                report(LISPFields.multicastWeight, try u8(locator + 3))
                report(LISPFields.locatorFlags, try u16(locator + 4))
                report(LISPFields.locatorAFI, locatorAFI)
                if verbose > 0 { put("\n       ") }
                let address = offset + Int(position)
                switch locatorAFI {
                case 1:
                    report(LISPFields.locator, bytesAt: address, count: 4)
                    try check(4, at: address)
                    put(" LOC "); try putIPv4(at: address)
                    position &+= 4
                case 2:
                    report(LISPFields.locator6, bytesAt: address, count: 16)
                    try check(16, at: address)
                    put(" LOC "); try putIPv6(at: address)
                    position &+= 16
                default: break
                }
                if verbose > 0 {
                    put("\n          Priority/Weight "); put(decimal: try u8(locator)); put("/")
                    put(decimal: try u8(locator + 1)); put(", Multicast Priority/Weight ")
                    put(decimal: try u8(locator + 2)); put("/"); put(decimal: try u8(locator + 3)); put(",")
                    put(" flags [")
                    putLISPFlags(UInt32(try u16(locator + 4)), LISPNames.locatorFlags)
                    put("],")
                }
            }
        }
        let rest = offset + Int(position)
        if xtrPresent {
            // tcpdump tests the whole trailer is captured first: ` (invalid)` when it is not.
            guard has(24, at: rest) else {
                putInvalid(reason: "xTR-ID and site ID not captured")
                return false
            }
            _ = putLISPHex(at: rest, count: 16, prefix: "\n    xTR-ID: ")
            let site = UInt64(try u32(rest + 16)) << 32 | UInt64(try u32(rest + 20))
            report(LISPFields.xtrID, bytesAt: rest, count: 16)
            report(LISPFields.siteID, site)
            put("\n    SITE-ID: "); put(decimal: site)
        } else if has(1, at: rest) {
            report(LISPFields.data, bytesAt: rest, count: available(from: rest))
            putHex(from: rest, to: end, prefix: "\n    Data: ")
        }
        return false
    }

    /// hex_print of `count` bytes: what is captured; false if the capture ends first.
    private mutating func putLISPHex(at offset: Int, count: Int, prefix: StaticString) -> Bool {
        let stop = Swift.min(end, offset &+ count)
        if offset < stop { putHex(from: offset, to: stop, prefix: prefix) }
        return stop >= offset &+ count
    }

    /// bittok2str: the names of the set bits joined by ", ", or `none`.
    private mutating func putLISPFlags(_ value: UInt32, _ bits: [(UInt32, StaticString)]) {
        var any = false
        for (bit, name) in bits where value & bit != 0 {
            if any { put(", ") }
            put(name)
            any = true
        }
        if !any { put("none") }
    }
}

/// tcpdump 4.99.3's LISP names (its ECM name is spelled "Contol").
enum LISPNames {
    static let registerFlags: [(UInt32, StaticString)] = [
        (0x0800_0000, "P-Proxy-Map-Reply"), (0x0400_0000, "S-LISP-SEC-Capable"), (0x0200_0000, "I-xTR-ID-Present"),
        (0x0100_0000, "R-Build-For-RTR"), (0x0000_0100, "M-Want-Map-Notify"),
    ]
    static let notifyFlags: [(UInt32, StaticString)] = [(0x0800_0000, "I-xTR-ID-Present"), (0x0400_0000, "R-Build-For-RTR")]
    static let locatorFlags: [(UInt32, StaticString)] = [(0x0004, "Local-Locator"), (0x0002, "RLoc-Probed"), (0x0001, "Reachable")]

    static func type(_ value: UInt8) -> StaticString {
        switch value {
        case 0: "LISP-Reserved"
        case 1: "LISP-Map-Request"
        case 2: "LISP-Map-Reply"
        case 3: "LISP-Map-Register"
        case 4: "LISP-Map-Notify"
        case 8: "LISP-Encapsulated-Contol-Message"
        default: "unknown-type-"
        }
    }

    static func action(_ value: UInt8) -> StaticString {
        switch value {
        case 0: "No-Action"
        case 1: "Natively-Forward"
        case 2: "Send-Map-Request"
        case 3: "Drop"
        default: "unknown"
        }
    }
}
