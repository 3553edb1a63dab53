import SwiftNetWire

// EIGRP (RFC 7868) on IP protocol 88 as tcpdump's eigrp_print prints it: `EIGRP OPCODE, length: N`
// at -n; with -v the common header on two lines and each TLV: general parameters, software
// version, IP internal and external routes, AppleTalk cable setup and routes, the rest (and at -vv
// every TLV) as a hex dump. A TLV length that does not fit ends the walk with a hex dump of the
// rest; a TLV the capture cuts ends it with ` [|eigrp]`.

/// IP protocol number of EIGRP (IANA), and sizes from RFC 7868 5.
enum EIGRPField {
    static let ipProtocol: UInt8 = 88
    static let headerLength = 20
    static let tlvHeaderLength = 4
}

extension Dissection {
    mutating func eigrp(at offset: Int, length: Int) throws(Truncated) {
        proto = "eigrp"
        layer(EIGRPFields.eigrp)
        // tcpdump checks the whole header is captured before anything else.
        guard has(EIGRPField.headerLength, at: offset) else { return putTruncationMarker() }
        let version = bytes[offset]
        let opcode = bytes[offset + 1]
        report(EIGRPFields.version, version)
        report(EIGRPFields.opcode, opcode)
        guard version == 2 else {
            put("EIGRP version "); put(decimal: version); put(" packet not supported")
            return
        }
        guard verbose > 0 else {
            put("EIGRP "); putEIGRPOpcode(opcode, verboseForm: false); put(", length: "); put(decimal: length)
            return
        }
        guard length >= EIGRPField.headerLength else {
            put("EIGRP "); putEIGRPOpcode(opcode, verboseForm: false); put(", length: "); put(decimal: length)
            put(" (too short, < 20)")
            reportMalformed("shorter than the 20-byte header")
            return
        }
        let checksum = bytes.uint16(at: offset + 2)
        let flags = bytes.uint32(at: offset + 4)
        let sequence = bytes.uint32(at: offset + 8)
        let acknowledge = bytes.uint32(at: offset + 12)
        let vrid = bytes.uint16(at: offset + 16)
        let asn = bytes.uint16(at: offset + 18)
        report(EIGRPFields.checksum, checksum)
        report(EIGRPFields.flags, flags)
        report(EIGRPFields.sequence, sequence)
        report(EIGRPFields.acknowledge, acknowledge)
        report(EIGRPFields.vrid, vrid)
        report(EIGRPFields.asn, asn)
        let left = length - EIGRPField.headerLength
        put("\n\tEIGRP v2, opcode: "); putEIGRPOpcode(opcode, verboseForm: true)
        put(" ("); put(decimal: opcode); put("), chksum: 0x"); put(hex: checksum, digits: 4); put(", Flags: [")
        putEIGRPFlags(flags)
        put("]\n\tseq: 0x"); put(hex: sequence, digits: 8); put(", ack: 0x"); put(hex: acknowledge, digits: 8)
        put(", VRID: "); put(decimal: vrid); put(", AS: "); put(decimal: asn); put(", length: "); put(decimal: left)
        // JSON: a malformed mark closes the open list, so it is given after the TLVs.
        if let reason = try eigrpTLVs(at: offset + EIGRPField.headerLength, left: left) {
            reportMalformed(reason)
        }
    }

    /// The TLVs after the header; returns why the JSON layer is malformed, if it is.
    private mutating func eigrpTLVs(at start: Int, left total: Int) throws(Truncated) -> StaticString? {
        var cursor = start
        var left = total
        var malformed: StaticString?
        beginList(EIGRPFields.tlvs)
        defer { endList() }
        while left > 0 {
            guard has(EIGRPField.tlvHeaderLength, at: cursor) else {
                putTruncationMarker()
                return malformed
            }
            let type = bytes.uint16(at: cursor)
            let tlvLength = Int(bytes.uint16(at: cursor + 2))
            let body = cursor + EIGRPField.tlvHeaderLength
            guard tlvLength >= EIGRPField.tlvHeaderLength, tlvLength <= left else {
                // tcpdump dumps everything after this TLV header and stops.
                pppUnknownData(from: body, length: left, prefix: "\n\t    ")
                return "a TLV length that does not fit"
            }
            beginItem()
            defer { endItem() }
            report(EIGRPFields.tlvType, type)
            report(EIGRPFields.tlvLength, tlvLength)
            put("\n\t  "); putEIGRPTLVName(type); put(" TLV (0x"); put(hex: type, digits: 4); put("), length: ")
            put(decimal: tlvLength)
            guard has(tlvLength, at: cursor) else {
                putTruncationMarker()
                return malformed
            }
            let bodyLength = tlvLength - EIGRPField.tlvHeaderLength
            if let reason = try eigrpTLV(type, at: body, length: bodyLength) { malformed = reason }
            if verbose > 1 { pppUnknownData(from: body, length: bodyLength, prefix: "\n\t    ") }
            cursor += tlvLength
            left -= tlvLength
        }
        return malformed
    }

    private mutating func putEIGRPOpcode(_ opcode: UInt8, verboseForm: Bool) {
        switch opcode {
        case 1: put("Update")
        case 3: put("Query")
        case 4: put("Reply")
        case 5: put("Hello")
        case 6: put("IPX SAP")
        case 7: put("Probe")
        default:
            // tok2str's "unknown (%u)", or "unknown, type: %u" in the -v header line.
            if verboseForm {
                put("unknown, type: "); put(decimal: opcode)
            } else {
                put("unknown ("); put(decimal: opcode); put(")")
            }
        }
    }

    /// bittok2str: the names of the known bits set, `, `-separated, or `none`.
    private mutating func putEIGRPFlags(_ flags: UInt32) {
        var first = true
        for bit in 0..<4 where flags & (1 << bit) != 0 {
            if !first { put(", ") }
            first = false
            switch bit {
            case 0: put("Init")
            case 1: put("Conditionally Received")
            case 2: put("Restart")
            default: put("End-of-Table")
            }
        }
        if first { put("none") }
    }

    private mutating func putEIGRPTLVName(_ type: UInt16) {
        switch type {
        case 0x0001: put("General Parameters")
        case 0x0002: put("Authentication")
        case 0x0003: put("Sequence")
        case 0x0004: put("Software Version")
        case 0x0005: put("Next Multicast Sequence")
        case 0x0102: put("IP Internal routes")
        case 0x0103: put("IP External routes")
        case 0x0202: put("AppleTalk Internal routes")
        case 0x0203: put("AppleTalk External routes")
        case 0x0204: put("AppleTalk Cable setup")
        case 0x0302: put("IPX Internal routes")
        case 0x0303: put("IPX External routes")
        default: put("Unknown")
        }
    }

    /// One TLV's value (all of it captured: the caller checked). Only an IP route's prefix bytes
    /// can run past it, into the next TLV or past the capture.
    private mutating func eigrpTLV(_ type: UInt16, at body: Int, length: Int) throws(Truncated) -> StaticString? {
        switch type {
        case 0x0001:
            guard length >= 8 else { return eigrpTooShort("12") }
            let k = (bytes[body], bytes[body + 1], bytes[body + 2], bytes[body + 3], bytes[body + 4])
            let hold = bytes.uint16(at: body + 6)
            report(EIGRPFields.k1, k.0); report(EIGRPFields.k2, k.1); report(EIGRPFields.k3, k.2)
            report(EIGRPFields.k4, k.3); report(EIGRPFields.k5, k.4); report(EIGRPFields.holdtime, hold)
            put("\n\t    holdtime: "); put(decimal: hold); put("s, k1 "); put(decimal: k.0); put(", k2 "); put(decimal: k.1)
            put(", k3 "); put(decimal: k.2); put(", k4 "); put(decimal: k.3); put(", k5 "); put(decimal: k.4)
        case 0x0004:
            guard length >= 4 else { return eigrpTooShort("8") }
            report(EIGRPFields.iosMajor, bytes[body]); report(EIGRPFields.iosMinor, bytes[body + 1])
            report(EIGRPFields.eigrpMajor, bytes[body + 2]); report(EIGRPFields.eigrpMinor, bytes[body + 3])
            put("\n\t    IOS version: "); put(decimal: bytes[body]); put("."); put(decimal: bytes[body + 1])
            put(", EIGRP version "); put(decimal: bytes[body + 2]); put("."); put(decimal: bytes[body + 3])
        case 0x0102:
            guard length >= 22 else { return eigrpTooShort("26") }
            guard try eigrpPrefix(lengthAt: body + 20, nextHopAt: body) else { return "a prefix longer than 32 bits" }
            try eigrpMetric(at: body + 4)
        case 0x0103:
            guard length >= 42 else { return eigrpTooShort("46") }
            guard try eigrpPrefix(lengthAt: body + 40, nextHopAt: body) else { return "a prefix longer than 32 bits" }
            let originAS = bytes.uint32(at: body + 8)
            let tag = bytes.uint32(at: body + 12)
            let metric = bytes.uint32(at: body + 16)
            report(EIGRPFields.originRouter, bytesAt: body + 4, count: 4)
            report(EIGRPFields.originAS, originAS)
            report(EIGRPFields.tag, tag)
            report(EIGRPFields.externalMetric, metric)
            put("\n\t      origin-router "); try putIPv4(at: body + 4)
            put(", origin-as "); put(decimal: originAS)
            try eigrpOrigin(protocolAt: body + 22, flagsAt: body + 23)
            put(", tag 0x"); put(hex: tag, digits: 8); put(", metric "); put(decimal: metric)
            try eigrpMetric(at: body + 24)
        case 0x0204:
            guard length >= 8 else { return eigrpTooShort("12") }
            let start = bytes.uint16(at: body)
            let end = bytes.uint16(at: body + 2)
            let router = bytes.uint32(at: body + 4)
            report(EIGRPFields.cableStart, start); report(EIGRPFields.cableEnd, end)
            report(EIGRPFields.routerID, router)
            put("\n\t    Cable-range: "); put(decimal: start); put("-"); put(decimal: end)
            put(", Router-ID "); put(decimal: router)
        case 0x0202:
            guard length >= 24 else { return eigrpTooShort("28") }
            eigrpCableRange(at: body + 20, nextHopAt: body)
            try eigrpMetric(at: body + 4)
        case 0x0203:
            guard length >= 40 else { return eigrpTooShort("44") }
            eigrpCableRange(at: body + 36, nextHopAt: body)
            let router = bytes.uint32(at: body + 4)
            let originAS = bytes.uint32(at: body + 8)
            let tag = bytes.uint32(at: body + 12)
            let metric = bytes.uint16(at: body + 18)
            report(EIGRPFields.originRouterID, router)
            report(EIGRPFields.originAS, originAS)
            report(EIGRPFields.tag, tag)
            report(EIGRPFields.externalMetric, metric)
            put("\n\t      origin-router "); put(decimal: router); put(", origin-as "); put(decimal: originAS)
            try eigrpOrigin(protocolAt: body + 16, flagsAt: body + 17)
            put(", tag 0x"); put(hex: tag, digits: 8); put(", metric "); put(decimal: metric)
            try eigrpMetric(at: body + 20)
        default:
            // Authentication, sequence, multicast sequence, IPX routes and unknown TLVs.
            report(EIGRPFields.data, bytesAt: body, count: length)
            if verbose <= 1 { pppUnknownData(from: body, length: length, prefix: "\n\t    ") }
        }
        return nil
    }

    /// ` (too short, < N)` for a TLV shorter than its fixed part (N counts the TLV header).
    private mutating func eigrpTooShort(_ minimum: StaticString) -> StaticString {
        put(" (too short, < "); put(minimum); put(")")
        return "a TLV shorter than its fixed part"
    }

    /// `IPv4 prefix: %15s/N, nexthop: ...`: the prefix takes only the bytes its length needs
    /// (RFC 7868 6.9.2); false after `illegal prefix length` (tcpdump goes on with the next TLV).
    private mutating func eigrpPrefix(lengthAt lengthOffset: Int, nextHopAt nextHop: Int) throws(Truncated) -> Bool {
        let bits = Int(bytes[lengthOffset])
        report(EIGRPFields.prefixLength, bits)
        guard bits <= 32 else {
            put("\n\t    illegal prefix length "); put(decimal: bits)
            return false
        }
        let count = (bits + 7) / 8
        try check(count, at: lengthOffset + 1)
        var prefix: UInt32 = 0
        for index in 0..<count { prefix |= UInt32(bytes[lengthOffset + 1 + index]) << (24 - 8 * index) }
        report(EIGRPFields.prefix, prefix)
        put("\n\t    IPv4 prefix: ")
        // printf's %15s: right-aligned in 15 columns.
        var width = 3
        for shift in stride(from: 24, through: 0, by: -8) {
            let octet = (prefix >> UInt32(shift)) & 0xff
            width += octet >= 100 ? 3 : octet >= 10 ? 2 : 1
        }
        for _ in width..<15 { put(" ") }
        if Sink.rendersText { out.appendIPv4(prefix) }
        put("/"); put(decimal: bits); put(", nexthop: ")
        report(EIGRPFields.nextHop, bytesAt: nextHop, count: 4)
        if bytes.uint32(at: nextHop) == 0 { put("self") } else { try putIPv4(at: nextHop) }
        return true
    }

    /// The composite metric line shared by every route TLV (RFC 7868 6.9.1): delay is in tens of
    /// microseconds, printed as milliseconds.
    private mutating func eigrpMetric(at offset: Int) throws(Truncated) {
        try check(14, at: offset)
        let delay = bytes.uint32(at: offset)
        let bandwidth = bytes.uint32(at: offset + 4)
        let mtu = UInt32(bytes[offset + 8]) << 16 | UInt32(bytes.uint16(at: offset + 9))
        report(EIGRPFields.delay, delay); report(EIGRPFields.bandwidth, bandwidth); report(EIGRPFields.mtu, mtu)
        report(EIGRPFields.hopCount, bytes[offset + 11]); report(EIGRPFields.reliability, bytes[offset + 12])
        report(EIGRPFields.load, bytes[offset + 13])
        put("\n\t      delay "); put(decimal: delay / 100); put(" ms, bandwidth "); put(decimal: bandwidth)
        put(" Kbps, mtu "); put(decimal: mtu); put(", hop "); put(decimal: bytes[offset + 11])
        put(", reliability "); put(decimal: bytes[offset + 12]); put(", load "); put(decimal: bytes[offset + 13])
    }

    /// `, origin-proto NAME, flags [0xFF]` of an external route.
    private mutating func eigrpOrigin(protocolAt protocolOffset: Int, flagsAt flagsOffset: Int) throws(Truncated) {
        let origin = try u8(protocolOffset)
        let flags = try u8(flagsOffset)
        report(EIGRPFields.originProtocol, origin)
        report(EIGRPFields.externalFlags, flags)
        put(", origin-proto ")
        switch origin {
        case 0x01: put("IGRP")
        case 0x02: put("EIGRP")
        case 0x03: put("Static")
        case 0x04: put("RIP")
        case 0x05: put("Hello")
        case 0x06: put("OSPF")
        case 0x07: put("IS-IS")
        case 0x08: put("EGP")
        case 0x09: put("BGP")
        case 0x0a: put("IDRP")
        case 0x0b: put("Connected")
        default: put("unknown")
        }
        put(", flags [0x"); put(hex: flags, digits: 2); put("]")
    }

    /// `Cable-Range: S-E, nexthop: NET.NODE` (or `self`) of an AppleTalk route.
    private mutating func eigrpCableRange(at range: Int, nextHopAt nextHop: Int) {
        let start = bytes.uint16(at: range)
        let end = bytes.uint16(at: range + 2)
        report(EIGRPFields.cableStart, start); report(EIGRPFields.cableEnd, end)
        report(EIGRPFields.appleTalkNextHop, bytes.uint32(at: nextHop))
        put("\n\t     Cable-Range: "); put(decimal: start); put("-"); put(decimal: end); put(", nexthop: ")
        if bytes.uint32(at: nextHop) == 0 {
            put("self")
        } else {
            put(decimal: bytes.uint16(at: nextHop)); put("."); put(decimal: bytes.uint16(at: nextHop + 2))
        }
    }
}
