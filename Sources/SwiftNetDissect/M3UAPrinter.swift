// M3UA (RFC 4666) as tcpdump 4.99's m3ua_print prints an SCTP DATA payload with -vv: the message
// class and type, then each parameter's name and, for network appearance, routing context and
// correlation id, a 32-bit value (tcpdump reads it at the parameter's start, its tag and length,
// and so does this), else the parameter's length.

enum M3UAField {
    static let headerLength = 8
    static let payloadProtocol: UInt32 = 3

    /// MessageClasses (ASPSM and ASPTM both print as "ASP").
    static func className(_ value: UInt8) -> StaticString? {
        switch value {
        case 0: "Management"
        case 1: "Transfer"
        case 2: "SS7"
        case 3, 4: "ASP"
        case 9: "Routing Key Management"
        default: nil
        }
    }

    /// The message type names of each class tcpdump has a table for; `known` false for a class
    /// without one (no type printed).
    static func typeName(class value: UInt8, type: UInt8) -> (known: Bool, name: StaticString?) {
        switch value {
        case 0: (true, type == 0 ? "Error" : type == 1 ? "Notify" : nil)
        case 1: (true, type == 1 ? "Data" : nil)
        case 2:
            switch type {
            case 1: (true, "Destination Unavailable")
            case 2: (true, "Destination Available")
            case 3: (true, "Destination State Audit")
            case 4: (true, "Signalling Congestion")
            case 5: (true, "Destination User Part Unavailable")
            case 6: (true, "Destination Restricted")
            default: (true, nil)
            }
        case 3:
            switch type {
            case 1: (true, "Up")
            case 2: (true, "Down")
            case 3: (true, "Heartbeat")
            case 4: (true, "Up Acknowledgement")
            case 5: (true, "Down Acknowledgement")
            case 6: (true, "Heartbeat Acknowledgement")
            default: (true, nil)
            }
        case 4:
            switch type {
            case 1: (true, "Active")
            case 2: (true, "Inactive")
            case 3: (true, "Active Acknowledgement")
            case 4: (true, "Inactive Acknowledgement")
            default: (true, nil)
            }
        case 9:
            switch type {
            case 1: (true, "Registration Request")
            case 2: (true, "Registration Response")
            case 3: (true, "Deregistration Request")
            case 4: (true, "Deregistration Response")
            default: (true, nil)
            }
        default: (false, nil)
        }
    }

    /// ParamName.
    static func parameterName(_ tag: UInt16) -> StaticString? {
        switch tag {
        case 0x0004: "INFO String"
        case 0x0006: "Routing Context"
        case 0x0007: "Diagnostic Info"
        case 0x0009: "Heartbeat Data"
        case 0x000b: "Traffic Mode Type"
        case 0x000c: "Error Code"
        case 0x000d: "Status"
        case 0x0011: "ASP Identifier"
        case 0x0012: "Affected Point Code"
        case 0x0013: "Correlation ID"
        case 0x0200: "Network Appearance"
        case 0x0204: "User/Cause"
        case 0x0205: "Congestion Indications"
        case 0x0206: "Concerned Destination"
        case 0x0207: "Routing Key"
        case 0x0208: "Registration Result"
        case 0x0209: "Deregistration Result"
        case 0x020a: "Local Routing Key Identifier"
        case 0x020b: "Destination Point Code"
        case 0x020c: "Service Indicators"
        case 0x020e: "Originating Point Code List"
        case 0x0210: "Protocol Data"
        case 0x0212: "Registration Status"
        case 0x0213: "Deregistration Status"
        default: nil
        }
    }
}

extension Dissection {
    /// m3ua_print over a DATA chunk's `size` payload bytes at `offset`. Throws `Truncated`
    /// (` [|m3ua]`, the end of the packet, as tcpdump's longjmp) when a parameter runs past the
    /// capture.
    mutating func m3ua(at offset: Int, size: Int) throws(Truncated) {
        let saved = proto
        proto = "m3ua"
        beginObject(M3UAFields.m3ua)
        try m3uaMessage(at: offset, size: size)
        endObject()
        // sctp_print names itself again for the chunks that follow.
        proto = saved
    }

    private mutating func m3uaMessage(at offset: Int, size: Int) throws(Truncated) {
        guard size >= M3UAField.headerLength, has(M3UAField.headerLength, at: offset) else {
            return try m3uaInvalid(at: offset, size: size)
        }
        let version = bytes[offset]
        let messageClass = bytes[offset + 2]
        let messageType = bytes[offset + 3]
        let declared = bytes.uint32(at: offset + 4)
        report(M3UAFields.version, version)
        guard version == 1 else { return }
        report(M3UAFields.messageClass, messageClass)
        report(M3UAFields.messageType, messageType)
        report(M3UAFields.length, declared)
        put("\n\t\t")
        if let name = M3UAField.className(messageClass) {
            put(name)
        } else {
            put("Unknown message class "); put(decimal: messageClass)
        }
        let type = M3UAField.typeName(class: messageClass, type: messageType)
        if type.known {
            put(" ")
            if let name = type.name {
                put(name)
            } else {
                put("Unknown (0x"); put(hex: messageType, digits: 2); put(")")
            }
            put(" Message")
        }
        guard declared == UInt32(truncatingIfNeeded: size) else {
            put("\n\t\t\t@@@@@@ Corrupted length "); put(decimal: declared); put(" of message @@@@@@")
            reportMalformed("message length differs from the chunk's")
            return
        }
        try m3uaParameters(at: offset + M3UAField.headerLength, size: size - M3UAField.headerLength)
    }

    /// m3ua_tags_print.
    private mutating func m3uaParameters(at start: Int, size: Int) throws(Truncated) {
        beginList(M3UAFields.parameters)
        defer { endList() }
        let stop = start + size
        var cursor = start
        while cursor < stop {
            guard cursor + 4 <= stop, has(4, at: cursor) else { return try m3uaInvalid(at: start, size: size) }
            let tag = bytes.uint16(at: cursor)
            let length = Int(bytes.uint16(at: cursor + 2))
            beginItem()
            report(M3UAFields.tag, tag)
            report(M3UAFields.parameterLength, length)
            endItem()
            put("\n\t\t\t")
            if let name = M3UAField.parameterName(tag) {
                put(name)
            } else {
                put("Unknown Parameter (0x"); put(hex: tag, digits: 4); put(")")
            }
            put(": ")
            guard length >= 4 else { return try m3uaInvalid(at: start, size: size) }
            // Padding to 4 counted from the first parameter.
            let misalignment = (cursor + length - start) % 4
            let padded = length + (misalignment == 0 ? 0 : 4 - misalignment)
            guard has(padded, at: cursor) else { throw Truncated() }
            switch tag {
            case 0x0200, 0x0006, 0x0013:
                if length - 4 < 4 {
                    putInvalid()
                } else {
                    put("0x"); put(hex: bytes.uint32(at: cursor), digits: 8)
                }
            default:
                put("(length "); put(decimal: length); put(")")
            }
            cursor += padded
        }
    }

    /// ` (invalid)`, then the end of the packet (` [|m3ua]`) when the span it concerns is not all
    /// captured.
    private mutating func m3uaInvalid(at offset: Int, size: Int) throws(Truncated) {
        putInvalid()
        guard has(size, at: offset) else { throw Truncated() }
    }
}
