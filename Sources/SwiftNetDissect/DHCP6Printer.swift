// DHCPv6 (RFC 8415 and the option RFCs tcpdump knows) on UDP 546/547 as tcpdump 4.99.3's dhcp6_print
// prints it: `dhcp6 NAME`; with -v the transaction ID (or a relay's link and peer addresses) and
// every option in parentheses, nested options (IA_NA, IA_ADDR, relay-message...) inside their
// parent's. An option that does not fit the message ends the option walk with ` [|dhcp6]` and the
// message's closing parenthesis still follows, as in tcpdump.

enum DHCP6Field {
    static let relayForward: UInt8 = 12
    static let relayReply: UInt8 = 13
    /// type, hop count, link address, peer address.
    static let relayHeaderLength = 34

    static func messageName(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "solicit"
        case 2: "advertise"
        case 3: "request"
        case 4: "confirm"
        case 5: "renew"
        case 6: "rebind"
        case 7: "reply"
        case 8: "release"
        case 9: "decline"
        case 10: "reconfigure"
        case 11: "inf-req"
        case 12: "relay-fwd"
        case 13: "relay-reply"
        case 14: "leasequery"
        case 15: "leasequery-reply"
        default: nil
        }
    }

    /// tcpdump 4.99.3's dh6opt_str.
    static func optionName(_ code: UInt16) -> StaticString? {
        switch code {
        case 1: "client-ID"
        case 2: "server-ID"
        case 3: "IA_NA"
        case 4: "IA_TA"
        case 5: "IA_ADDR"
        case 6: "option-request"
        case 7: "preference"
        case 8: "elapsed-time"
        case 9: "relay-message"
        case 11: "authentication"
        case 12: "server-unicast"
        case 13: "status-code"
        case 14: "rapid-commit"
        case 15: "user-class"
        case 16: "vendor-class"
        case 17: "vendor-specific-info"
        case 18: "interface-ID"
        case 19: "reconfigure-message"
        case 20: "reconfigure-accept"
        case 21: "SIP-servers-domain"
        case 22: "SIP-servers-address"
        case 23: "DNS-server"
        case 24: "DNS-search-list"
        case 25: "IA_PD"
        case 26: "IA_PD-prefix"
        case 27: "NIS-server"
        case 28: "NIS+-server"
        case 29: "NIS-domain-name"
        case 30: "NIS+-domain-name"
        case 31: "SNTP-servers"
        case 32: "lifetime"
        case 33: "BCMCS-domain-name"
        case 34: "BCMCS-server"
        case 36: "Geoconf-Civic"
        case 37: "Remote-ID"
        case 38: "Subscriber-ID"
        case 39: "Client-FQDN"
        case 40: "PANA-agent"
        case 41: "POSIX-timezone"
        case 42: "POSIX-tz-database"
        case 43: "Echo-request-option"
        case 44: "Lease-query"
        case 45: "LQ-client-data"
        case 46: "Clt-time"
        case 47: "LQ-relay-data"
        case 48: "LQ-client-link"
        case 56: "NTP-server"
        case 64: "AFTR-Name"
        case 112: "MUD-URL"
        default: nil
        }
    }

    static func statusName(_ code: UInt16) -> StaticString? {
        switch code {
        case 0: "Success"
        case 1: "UnspecFail"
        case 2: "NoAddrsAvail"
        case 3: "NoBinding"
        case 4: "NotOnLink"
        case 5: "UseMulticast"
        case 6: "NoPrefixAvail"
        case 7: "UnknownQueryType"
        case 8: "MalformedQuery"
        case 9: "NotConfigured"
        case 10: "NotAllowed"
        default: nil
        }
    }
}

extension Dissection {
    mutating func dhcp6(at offset: Int, length: Int) throws(Truncated) {
        proto = "dhcp6"
        layer(DHCP6Fields.dhcp6)
        try dhcp6Message(at: offset, length: length)
    }

    /// One message (the UDP payload, or a relay-message option's body): `dhcp6 NAME (...)`.
    private mutating func dhcp6Message(at offset: Int, length: Int) throws(Truncated) {
        put("dhcp6")
        let stop = Swift.min(end, offset + length)
        guard has(4, at: offset) else { return try dhcp6WalkStop() }
        let type = bytes[offset]
        report(DHCP6Fields.messageType, type)
        put(" ")
        putDHCP6Name(type, DHCP6Field.messageName(type), unknown: "msgtype-")
        if let name = DHCP6Field.messageName(type) { report(DHCP6Fields.messageName, label: name) }
        guard verbose > 0 || Sink.collectsFields else { return }
        put(" (")
        if type != DHCP6Field.relayForward && type != DHCP6Field.relayReply {
            let xid = bytes.uint32(at: offset) & 0x00ff_ffff
            report(DHCP6Fields.transactionID, xid)
            put("xid="); put(hex: xid)
            try dhcp6Options(from: offset + 4, to: stop)
        } else {
            report(DHCP6Fields.hopCount, u8At: offset + 1)
            // Each address is read before its label is printed.
            try check(16, at: offset + 2)
            put("linkaddr="); try putIPv6(at: offset + 2)
            report(DHCP6Fields.linkAddress, bytesAt: offset + 2, count: 16)
            try check(16, at: offset + 18)
            put(" peeraddr="); try putIPv6(at: offset + 18)
            report(DHCP6Fields.peerAddress, bytesAt: offset + 18, count: 16)
            try dhcp6Options(from: offset + DHCP6Field.relayHeaderLength, to: stop)
        }
        put(")")
    }

    /// tcpdump's local `goto trunc`: the marker, and the enclosing walk goes on (text). JSON stops
    /// the layer there instead (marked truncated), so no field lands outside its list.
    private mutating func dhcp6WalkStop() throws(Truncated) {
        if Sink.collectsFields { throw Truncated() }
        putTruncationMarker()
    }

    private mutating func putDHCP6Name(_ code: some BinaryInteger, _ name: StaticString?, unknown: StaticString) {
        if let name { put(name) } else { put(unknown); put(decimal: code) }
    }

    /// tcpdump's dhcp6opt_print over `start..<stop`: each option ` (NAME ...)`; one that does not
    /// fit ends the walk with the truncation marker (the caller goes on).
    private mutating func dhcp6Options(from start: Int, to stop: Int) throws(Truncated) {
        guard start != stop else { return }
        beginList(DHCP6Fields.options)
        defer { endList() }
        var cursor = start
        while cursor < stop {
            guard stop >= cursor + 4 else { return try dhcp6WalkStop() }
            let length = Int(bytes.uint16(at: cursor + 2))
            guard stop >= cursor + 4 + length else { return try dhcp6WalkStop() }
            let code = bytes.uint16(at: cursor)
            beginItem()
            report(DHCP6Fields.code, code)
            if let name = DHCP6Field.optionName(code) { report(DHCP6Fields.name, label: name) }
            report(DHCP6Fields.length, length)
            put(" (")
            putDHCP6Name(code, DHCP6Field.optionName(code), unknown: "opt_")
            let keepGoing = try dhcp6Option(code, at: cursor + 4, length: length)
            endItem()
            guard keepGoing else { return try dhcp6WalkStop() }
            cursor += 4 + length
        }
    }

    /// One option's body (captured: the caller checked it lies before the walk's stop); false
    /// where tcpdump's `goto trunc` ends the walk.
    private mutating func dhcp6Option(_ code: UInt16, at body: Int, length: Int) throws(Truncated) -> Bool {
        let bodyEnd = body + length
        switch code {
        case 1, 2:
            guard length >= 2 else { put(" ?)"); break }
            let duid = bytes.uint16(at: body)
            report(DHCP6Fields.duidType, duid)
            report(DHCP6Fields.data, bytesAt: body, count: length)
            switch duid {
            case 1:
                guard length >= 8 else { put(" ?)"); break }
                put(" hwaddr/time type "); put(decimal: bytes.uint16(at: body + 2))
                put(" time "); put(decimal: bytes.uint32(at: body + 4)); put(" ")
                putDHCP6Hex(from: body + 8, to: bodyEnd)
                put(")")
            case 2:
                guard length >= 10 else { put(" ?)"); break }
                put(" vid ")
                putDHCP6Hex(from: body + 2, to: body + 10)
                put(")")
            case 3:
                guard length >= 4 else { put(" ?)"); break }
                put(" hwaddr type "); put(decimal: bytes.uint16(at: body + 2)); put(" ")
                putDHCP6Hex(from: body + 4, to: bodyEnd)
                put(")")
            default:
                put(" type "); put(decimal: duid); put(")")
            }
        case 5:
            guard length >= 24 else { put(" ?)"); break }
            report(DHCP6Fields.address, bytesAt: body, count: 16)
            report(DHCP6Fields.preferredLifetime, bytes.uint32(at: body + 16))
            report(DHCP6Fields.validLifetime, bytes.uint32(at: body + 20))
            put(" "); try putIPv6(at: body)
            put(" pltime:"); put(decimal: bytes.uint32(at: body + 16))
            put(" vltime:"); put(decimal: bytes.uint32(at: body + 20))
            if length > 24 { try dhcp6Options(from: body + 24, to: bodyEnd) }
            put(")")
        case 6, 43:
            guard length % 2 == 0 else { put(" ?)"); break }
            beginList(DHCP6Fields.requested)
            var index = body
            while index < bodyEnd {
                let requested = bytes.uint16(at: index)
                report(DHCP6Fields.code, requested)
                put(" ")
                putDHCP6Name(requested, DHCP6Field.optionName(requested), unknown: "opt_")
                index += 2
            }
            endList()
            put(")")
        case 7:
            guard length == 1 else { put(" ?)"); break }
            report(DHCP6Fields.value, bytes[body])
            put(" "); put(decimal: bytes[body]); put(")")
        case 8:
            guard length == 2 else { put(" ?)"); break }
            report(DHCP6Fields.value, bytes.uint16(at: body))
            put(" "); put(decimal: bytes.uint16(at: body)); put(")")
        case 9:
            put(" (")
            beginObject(DHCP6Fields.relayed)
            let saved = pushEnd(body, length: length)
            defer { end = saved }
            try dhcp6Message(at: body, length: length)
            endObject()
            put(")")
        case 11:
            try dhcp6Authentication(at: body, length: length)
        case 14, 20:
            put(")")
        case 18, 38:
            report(DHCP6Fields.data, bytesAt: body, count: length)
            put(" ")
            putDHCP6Hex(from: body, to: body + Swift.min(length, 10))
            put("...)")
        case 19:
            guard length == 1 else { put(" ?)"); break }
            let type = bytes[body]
            report(DHCP6Fields.value, type)
            switch type {
            case 5: put(" for renew)")
            case 11: put(" for inf-req)")
            default: put(" for ???("); put(hex: type, digits: 2); put("))")
            }
        case 22, 23, 31, 27, 28, 34, 40, 48:
            guard length % 16 == 0 else { put(" ?)"); break }
            beginList(DHCP6Fields.addresses)
            var index = body
            while index < bodyEnd {
                report(DHCP6Fields.addressItem, bytesAt: index, count: 16)
                put(" "); try putIPv6(at: index)
                index += 16
            }
            endList()
            put(")")
        case 21, 24:
            var index = body
            while index < bodyEnd {
                put(" ")
                guard let next = try dhcp6Name(at: index, base: bodyEnd) else { return false }
                index = next
            }
            put(")")
        case 13:
            guard length >= 2 else { put(" ?)"); break }
            let status = bytes.uint16(at: body)
            report(DHCP6Fields.statusCode, status)
            put(" ")
            if status > 255 {
                put("INVALID code")
            } else {
                putDHCP6Name(status, DHCP6Field.statusName(status), unknown: "code")
            }
            put(")")
        case 3, 25:
            guard length >= 12 else { put(" ?)"); break }
            report(DHCP6Fields.iaid, bytes.uint32(at: body))
            report(DHCP6Fields.t1, bytes.uint32(at: body + 4))
            report(DHCP6Fields.t2, bytes.uint32(at: body + 8))
            put(" IAID:"); put(decimal: bytes.uint32(at: body))
            put(" T1:"); put(decimal: bytes.uint32(at: body + 4))
            put(" T2:"); put(decimal: bytes.uint32(at: body + 8))
            if length > 12 { try dhcp6Options(from: body + 12, to: bodyEnd) }
            put(")")
        case 4:
            guard length >= 4 else { put(" ?)"); break }
            report(DHCP6Fields.iaid, bytes.uint32(at: body))
            put(" IAID:"); put(decimal: bytes.uint32(at: body))
            if length > 4 { try dhcp6Options(from: body + 4, to: bodyEnd) }
            put(")")
        case 26:
            guard length >= 25 else { put(" ?)"); break }
            report(DHCP6Fields.preferredLifetime, bytes.uint32(at: body))
            report(DHCP6Fields.validLifetime, bytes.uint32(at: body + 4))
            report(DHCP6Fields.prefixLength, bytes[body + 8])
            report(DHCP6Fields.prefix, bytesAt: body + 9, count: 16)
            put(" "); try putIPv6(at: body + 9); put("/"); put(decimal: bytes[body + 8])
            put(" pltime:"); put(decimal: bytes.uint32(at: body))
            put(" vltime:"); put(decimal: bytes.uint32(at: body + 4))
            if length > 25 { try dhcp6Options(from: body + 25, to: bodyEnd) }
            put(")")
        case 32, 46:
            guard length == 4 else { put(" ?)"); break }
            report(DHCP6Fields.value, bytes.uint32(at: body))
            put(" "); put(decimal: bytes.uint32(at: body)); put(")")
        case 37:
            guard length >= 4 else { put(" ?)"); break }
            report(DHCP6Fields.data, bytesAt: body, count: length)
            put(" "); put(decimal: bytes.uint32(at: body)); put(" ")
            putDHCP6Hex(from: body + 4, to: body + 4 + Swift.min(length - 4, 10))
            put("...)")
        case 44:
            guard length >= 17 else { put(" ?)"); break }
            let query = bytes[body]
            report(DHCP6Fields.value, query)
            switch query {
            case 1: put(" by-address")
            case 2: put(" by-clientID")
            default: put(" type_"); put(decimal: query)
            }
            report(DHCP6Fields.address, bytesAt: body + 1, count: 16)
            put(" "); try putIPv6(at: body + 1)
            if length > 17 { try dhcp6Options(from: body + 17, to: bodyEnd) }
            put(")")
        case 45:
            if length > 0 { try dhcp6Options(from: body, to: bodyEnd) }
            put(")")
        case 47:
            guard length >= 16 else { put(" ?)"); break }
            report(DHCP6Fields.address, bytesAt: body, count: 16)
            put(" "); try putIPv6(at: body); put(" ")
            putDHCP6Hex(from: body + 16, to: body + 16 + Swift.min(length - 16, 10))
            put("...)")
        case 56:
            guard length >= 4 else { put(" ?)"); break }
            report(DHCP6Fields.data, bytesAt: body, count: length)
            var index = body
            while index < bodyEnd - 4 {
                let subcode = try u16(index)
                let sublength = Int(try u16(index + 2))
                index += 4
                guard index + sublength <= bodyEnd else { return false }
                put(" subopt:"); put(decimal: subcode)
                switch subcode {
                case 1, 2:
                    if sublength != 16 { put(" ?") } else { put(" "); try putIPv6(at: index) }
                case 3:
                    put(" ")
                    guard try dhcp6Name(at: index, base: index + sublength) != nil else { return false }
                default:
                    put(" ?")
                }
                index += sublength
            }
            put(")")
        case 64:
            guard length >= 3 else { put(" ?)"); break }
            report(DHCP6Fields.data, bytesAt: body, count: length)
            var index = body
            var remaining = length
            put(" ")
            while remaining != 0, try u8(index) != 0 {
                let label = Int(bytes[index])
                index += 1
                guard label < remaining - 1 else {
                    put(" ?")
                    break
                }
                putNULTerminatedText(at: index, count: label)
                index += label
                remaining -= label + 1
                if try u8(index) != 0 { put(".") }
            }
            put(")")
        case 41, 42, 112:
            guard length >= 5 else { put(" ?)"); break }
            report(DHCP6Fields.text, bytesAt: body, count: length)
            put(" ")
            putNULTerminatedText(at: body, count: length)
            put(")")
        default:
            if length > 0 { report(DHCP6Fields.data, bytesAt: body, count: length) }
            put(")")
        }
        return true
    }

    /// fqdn_print with compression offsets counted from `base`; nil where tcpdump's returns NULL
    /// (a bad pointer or label type). A name that runs off the capture is tcpdump's failed GET:
    /// that throws, ending the packet.
    private mutating func dhcp6Name(at position: Int, base: Int) throws(Truncated) -> Int? {
        try dnsNameOrCaptureEnd(at: position, base: base)
    }

    /// The authentication option (RFC 8415 21.11): protocol, algorithm, replay detection, and the
    /// delayed-authentication or reconfigure-key information.
    private mutating func dhcp6Authentication(at body: Int, length: Int) throws(Truncated) {
        guard length >= 11 else { put(" ?)"); return }
        report(DHCP6Fields.data, bytesAt: body, count: length)
        let authProtocol = bytes[body]
        switch authProtocol {
        case 2: put(" proto: delayed")
        case 3: put(" proto: reconfigure")
        default: put(" proto: "); put(decimal: authProtocol)
        }
        let algorithm = bytes[body + 1]
        if algorithm == 1 { put(", alg: HMAC-MD5") } else { put(", alg: "); put(decimal: algorithm) }
        let rdm = bytes[body + 2]
        if rdm == 0 { put(", RDM: mono") } else { put(", RDM: "); put(decimal: rdm) }
        put(", RD:")
        var cursor = body + 3
        for _ in 0..<4 {
            put(" "); put(hex: bytes.uint16(at: cursor), digits: 4)
            cursor += 2
        }
        let information = length - 11
        switch authProtocol {
        case 2:
            guard information != 0 else { break }
            guard information >= 20 else { put(" ??"); break }
            let realm = information - 20
            if realm > 0 { put(", realm: ") }
            putDHCP6Hex(from: cursor, to: cursor + realm)
            cursor += realm
            put(", key ID: "); put(hex: bytes.uint32(at: cursor), digits: 8)
            cursor += 4
            put(", HMAC-MD5:")
            for _ in 0..<4 {
                put(" "); put(hex: bytes.uint32(at: cursor), digits: 8)
                cursor += 4
            }
        case 3:
            guard information == 17 else { put(" ??"); break }
            switch bytes[cursor] {
            case 1: put(" reconfig-key")
            case 2: put(" type: HMAC-MD5")
            default: put(" type: ??")
            }
            cursor += 1
            put(" value:")
            for _ in 0..<4 {
                put(" "); put(hex: bytes.uint32(at: cursor), digits: 8)
                cursor += 4
            }
        default:
            put(" ??")
        }
        put(")")
    }

    /// `%02x` per byte, no separator.
    private mutating func putDHCP6Hex(from start: Int, to stop: Int) {
        guard Sink.rendersText else { return }
        var index = start
        while index < stop {
            put(hex: bytes[index], digits: 2)
            index += 1
        }
    }
}
