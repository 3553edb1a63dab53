// IEEE 802.1X EAPOL (EtherType 0x888e) and EAP (RFC 3748) as tcpdump 4.99's eapol_print and
// eap_print print them: the EAPOL type, version and length; with -v an EAP packet's code, id and
// length, and for requests and responses the type with what tcpdump decodes of it (identity and
// notification text, a legacy NAK's desired types, TLS/TTLS/FAST flags and length, the SIM/AKA
// subtype). EAPOL-Key bodies are not decoded (tcpdump does not). The same walk reports JSON.

/// EAPOL (802.1X 11.3) and EAP (RFC 3748 4) header layout and the numbers tcpdump decodes.
enum EAPOLField {
    static let headerLength = 4
    static let eapPacket: UInt8 = 0
    static let eapHeaderLength = 4
    static let request: UInt8 = 1
    static let response: UInt8 = 2
    static let identity: UInt8 = 1
    static let notification: UInt8 = 2
    static let nak: UInt8 = 3
    static let tls: UInt8 = 13
    static let sim: UInt8 = 18
    static let ttls: UInt8 = 21
    static let aka: UInt8 = 23
    static let fast: UInt8 = 43
    /// The L bit: a 4-byte TLS message length follows the flags (RFC 5216 3.1).
    static let lengthIncluded: UInt8 = 0x80
}

extension Dissection {
    /// `EAP packet (0) v2, len N`; -v adds the EAP packet. Fewer than 4 captured bytes, or an EAP
    /// packet past the capture, print ` [|eap]` and return (tcpdump's `goto trunc`); a cut inside
    /// the EAP header throws (its GET macros' longjmp).
    mutating func eapol(at offset: Int, length: Int) throws(Truncated) {
        proto = "eap"
        layer(EAPOLFields.eapol)
        // ND_TCHECK_SIZE and `goto trunc` here, not a longjmp: the marker, and -x dumps as usual.
        guard has(EAPOLField.headerLength, at: offset) else { return putTruncationMarker() }
        let version = bytes[offset]
        let type = bytes[offset + 1]
        let bodyLength = Int(bytes.uint16(at: offset + 2))
        report(EAPOLFields.version, version)
        report(EAPOLFields.type, type)
        report(EAPOLFields.length, bodyLength)
        switch type {
        case 0: put("EAP packet")
        case 1: put("EAPOL start")
        case 2: put("EAPOL logoff")
        case 3: put("EAPOL key")
        case 4: put("Encapsulated ASF alert")
        default: put("unknown")
        }
        put(" ("); put(decimal: type); put(") v"); put(decimal: version); put(", len "); put(decimal: bodyLength)
        guard verbose > 0, type == EAPOLField.eapPacket else { return }
        guard bodyLength > 0 else { return putTruncationMarker() }
        put(", ")
        try eap(at: offset + EAPOLField.headerLength, length: bodyLength)
    }

    /// One EAP packet whose carrier says it is `length` bytes long: `EAP fragment?` when its own
    /// length differs, else `Request (1), id N, len N` and the type's details.
    mutating func eap(at offset: Int, length: Int) throws(Truncated) {
        let code = try u8(offset)
        let eapLength = Int(try u16(offset + 2))
        layer(EAPFields.eap)
        report(EAPFields.code, code)
        report(EAPFields.identifier, u8At: offset + 1)  // captured: the length after it was read
        report(EAPFields.length, eapLength)
        guard eapLength == length else {
            report(EAPFields.fragment, bool: true)
            put("EAP fragment?")
            return
        }
        switch code {
        case 1: put("Request")
        case 2: put("Response")
        case 3: put("Success")
        case 4: put("Failure")
        default: put("unknown")
        }
        let identifier = try u8(offset + 1)
        put(" ("); put(decimal: code); put("), id "); put(decimal: identifier)
        put(", len "); put(decimal: eapLength)
        guard eapLength >= EAPOLField.eapHeaderLength else {
            put(" (too short for EAP header)")
            reportMalformed("EAP length below its header")
            return
        }
        guard has(eapLength, at: offset) else { return putTruncationMarker() }
        guard code == EAPOLField.request || code == EAPOLField.response else { return }
        guard eapLength >= 5 else {
            put(" (too short for EAP request/response)")
            reportMalformed("request or response without a type")
            return
        }
        let type = bytes[offset + 4]
        report(EAPFields.type, type)
        put("\n\t\t Type "); putEAPTypeName(type); put(" ("); put(decimal: type); put(")")
        let data = offset + 5
        let dataLength = eapLength - 5
        switch type {
        case EAPOLField.identity:
            guard dataLength > 0 else { return }
            put(", Identity: ")
            eapText(EAPFields.identity, at: data, count: dataLength)
        case EAPOLField.notification:
            guard dataLength > 0 else {
                return eapTooShort(" (too short for EAP Notification request/response)")
            }
            put(", Notification: ")
            eapText(EAPFields.notification, at: data, count: dataLength)
        case EAPOLField.nak:
            guard dataLength > 0 else { return eapTooShort(" (too short for EAP Legacy NAK request/response)") }
            beginList(EAPFields.desiredTypes)
            for index in 0..<dataLength {
                let desired = bytes[data + index]
                report(EAPFields.desiredType, desired)
                if index > 0 { put(",") }
                put(" "); putEAPTypeName(desired); put(" ("); put(decimal: desired); put(")")
            }
            endList()
        case EAPOLField.tls, EAPOLField.ttls, EAPOLField.fast:
            guard dataLength > 0 else {
                return eapTooShort(type == EAPOLField.fast ? " (too short for EAP FAST request/response)"
                                                           : " (too short for EAP TLS/TTLS request/response)")
            }
            let flags = bytes[data]
            report(EAPFields.flags, flags)
            if type == EAPOLField.ttls {
                report(EAPFields.methodVersion, flags & 0x07)
                put(" TTLSv"); put(decimal: flags & 0x07)
            } else if type == EAPOLField.fast {
                report(EAPFields.methodVersion, flags & 0x07)
                put(" FASTv"); put(decimal: flags & 0x07)
            }
            put(" flags ["); putBitNames(UInt32(flags), EAPOLTables.tlsFlagBits); put("] 0x"); put(hex: flags, digits: 2)
            guard flags & EAPOLField.lengthIncluded != 0 else { return }
            guard dataLength >= 5 else {
                return eapTooShort(type == EAPOLField.fast
                    ? " (too short for EAP FAST request/response with length)"
                    : " (too short for EAP TLS/TTLS request/response with length)")
            }
            let tlsLength = bytes.uint32(at: data + 1)
            report(EAPFields.tlsLength, tlsLength)
            put(", len "); put(decimal: tlsLength)
        case EAPOLField.sim, EAPOLField.aka:
            guard dataLength > 0 else { return eapTooShort(" (too short for EAP SIM/AKA request/response)") }
            let subtype = bytes[data]
            report(EAPFields.subtype, subtype)
            put(" subtype [")
            switch subtype {
            case 1, 11: put("Challenge")
            case 2: put("Auth reject")
            case 4: put("Sync failure")
            case 5: put("Identity")
            case 10: put("Start")
            case 12: put("Notification")
            case 13: put("Reauth")
            case 14: put("Client error")
            default: put("unknown")
            }
            put("] 0x"); put(hex: subtype, digits: 2)
        default:
            break
        }
    }

    private mutating func eapTooShort(_ note: StaticString) {
        put(note)
        reportMalformed("too short for its type")
    }

    /// nd_printjnp over bytes the caller checked are captured: up to `count` bytes, ending at a NUL.
    private mutating func eapText(_ field: FieldDescriptor, at offset: Int, count: Int) {
        var stop = offset
        while stop < offset + count, bytes[stop] != 0 {
            putCharacterEscaped(bytes[stop])
            stop += 1
        }
        report(field, bytesAt: offset, count: stop - offset)
    }

    /// tcpdump's eap_type_values, `unknown` for the rest.
    private mutating func putEAPTypeName(_ type: UInt8) {
        switch type {
        case 0: put("No proposed")
        case 1: put("Identity")
        case 2: put("Notification")
        case 3: put("Nak")
        case 4: put("MD5-challenge")
        case 5: put("OTP")
        case 6: put("GTC")
        case 13: put("TLS")
        case 18: put("SIM")
        case 21: put("TTLS")
        case 23: put("AKA")
        case 43: put("FAST")
        case 254: put("Expanded types")
        case 255: put("Experimental")
        default: put("unknown")
        }
    }
}

/// tcpdump's bit table for the TLS-family flags (Dissection is generic, so it lives here).
enum EAPOLTables {
    static let tlsFlagBits: [(UInt32, StaticString)] = [(0x80, "L bit"), (0x40, "More fragments bit"), (0x20, "Start bit")]
}
