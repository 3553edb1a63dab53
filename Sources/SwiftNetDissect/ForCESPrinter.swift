// ForCES (RFC 5810) as tcpdump 4.99's forces_print prints an SCTP DATA payload (a ForCES port or
// PPID, at every verbosity): the message type, with -v the header, with -vv the flags, with -vvv
// the TLV walk (LFBselect, operation TLVs, PATH-DATA, FULLDATA, SPARSEDATA, RESULT, REDIRECT).
// Its complaints about lengths and types print at every verbosity, and a failed walk dumps the
// whole message in hex. The helpers return tcpdump's int convention: -1 failed, else 0 or bytes
// left over; a read past the capture throws (tcpdump's GET_ longjmp), its ND_TCHECKs print
// ` [|forces]` and fail.

enum ForCESField {
    static let headerLength = 24
    static let tlvHeaderLength = 4
    static let ilvHeaderLength = 8
    /// Nested PATH-DATA deeper than this ends the walk as invalid: tcpdump recurses once per 8
    /// bytes of message, swiftnet's stack must not (a cap no real message comes near).
    static let maximumDepth = 64

    /// ForCES_msg: name, top-level TLV flags (ZERO_TTLV 0x01, ZERO_MORE_TTLV 0x02, ONE_MORE_TTLV
    /// 0x04, most TLVs in the high nibble), allowed operations, and which walk reads the TLVs.
    enum Walk { case none, lfbSelect, teardown, response, redirect }
    static func message(_ type: UInt8) -> (name: StaticString, flags: UInt16, operations: UInt16, walk: Walk)? {
        switch type {
        case 0x01: ("Association Setup", 0x22, 0x0400, .lfbSelect)
        case 0x02: ("Association TearDown", 0x14, 0, .teardown)
        case 0x03: ("Config", 0xf4, 0x2813, .lfbSelect)
        case 0x04: ("Query", 0xf4, 0x00c0, .lfbSelect)
        case 0x05: ("Event Notification", 0x14, 0x0400, .lfbSelect)
        case 0x06: ("Packet Redirect", 0xf4, 0, .redirect)
        case 0x0f: ("HeartBeat", 0x01, 0, .none)
        case 0x11: ("Association Response", 0x14, 0, .response)
        case 0x13: ("Config Response", 0xf4, 0x102c, .lfbSelect)
        case 0x14: ("Query Response", 0xf4, 0x0300, .lfbSelect)
        default: nil
        }
    }

    /// tom_valid: 1-6, 0xf and 0x11-0x14 (0x12 passes here but has no entry in the table).
    static func typeIsValid(_ type: UInt8) -> Bool {
        type != 0 && !(type >= 7 && type <= 0x0e) && type != 0x10 && type <= 0x14
    }

    /// ForCES_node.
    static func node(_ id: UInt32) -> StaticString {
        switch id {
        case 0...0x3fff_ffff: "FE"
        case 0x4000_0000...0x7fff_ffff: "CE"
        case 0xc000_0000...0xffff_ffef: "AllMulticast"
        case 0xffff_fffd: "AllCEsBroadcast"
        case 0xffff_fffe: "AllFEsBroadcast"
        case 0xffff_ffff: "AllBroadcast"
        default: "ForCESreserved"
        }
    }

    /// ForCES_TLV (tok2str with no format: `#N` for others).
    static func tlvName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0x0000: "Invalid TLV"
        case 0x0001: "REDIRECT TLV"
        case 0x0010: "ASResult TLV"
        case 0x0011: "ASTreason TLV"
        case 0x1000: "LFBselect TLV"
        case 0x0110: "PATH-DATA TLV"
        case 0x0111: "KEYINFO TLV"
        case 0x0112: "FULLDATA TLV"
        case 0x0113: "SPARSEDATA TLV"
        case 0x0114: "RESULT TLV"
        case 0x0115: "METADATA TLV"
        case 0x0116: "REDIRECTDATA TLV"
        default: nil
        }
    }

    /// ttlv_valid.
    static func topTLVIsValid(_ type: UInt16) -> Bool {
        type == 1 || type == 0x1000 || type == 0x10 || type == 0x11 || (type >= 0x110 && type <= 0x116)
    }

    /// OPTLV_msg: name (with tcpdump's leading space), its data mask, and what walks its data
    /// (nil: nothing, COMMIT and RTRCOMP).
    enum OperationWalk { case pathData, generic, invalid }
    static func operation(_ type: UInt16) -> (name: StaticString, mask: UInt16, walk: OperationWalk?) {
        switch type {
        case 1: (" Set", 0x3, .pathData)
        case 2: (" SetProp", 0x3, .pathData)
        case 3: (" SetResp", 0x4, .pathData)
        case 4: (" SetPropResp", 0x4, .pathData)
        case 5: (" Del", 0, .pathData)
        case 6: (" DelResp", 0x4, .pathData)
        case 7: (" Get", 0, .pathData)
        case 8: (" GetProp", 0, .pathData)
        case 9: (" GetResp", 0x7, .pathData)
        case 10: (" GetPropResp", 0x5, .pathData)
        case 11: (" Report", 0x3, .pathData)
        case 12: (" Commit", 0, nil)
        case 13: (" RCommit", 0x4, .generic)
        case 14: (" RTRCOMP", 0, nil)
        default: ("Invalid OPTLV", 0, .invalid)
        }
    }

    /// op_valid: operations 1-14 by the message's mask, vendor ones (0x8000 up) always.
    static func operationAllowed(_ type: UInt16, mask: UInt16) -> Bool {
        if type == 0 { return false }
        if type <= 14 { return (1 << (type - 1)) & mask != 0 }
        return type >= 0x8000
    }

    /// ForCES_TLV_err.
    static func lengthErrorName(_ code: Int) -> StaticString? {
        switch code {
        case 1: "Invalid total length"
        case 2: "xLV too short"
        case 3: "xLV too long"
        case 4: "data padding missing"
        default: nil
        }
    }

    /// tlv_valid / ilv_valid: 0, or why an xLV of `length` does not fit `remaining`.
    static func lengthError(_ length: Int, header: Int, remaining: Int) -> Int {
        if remaining < header { return 1 }
        if length < header { return 2 }
        if length > remaining { return 3 }
        if remaining < aligned(length) { return 4 }
        return 0
    }

    /// F_ALN_LEN.
    static func aligned(_ length: Int) -> Int { (length &+ 3) & ~3 }

    /// ForCES_errs.
    static func resultName(_ code: UInt8) -> StaticString? {
        switch code {
        case 0x00: "SUCCESS"
        case 0x01: "INVALID HEADER"
        case 0x02: "LENGTH MISMATCH"
        case 0x03: "VERSION MISMATCH"
        case 0x04: "INVALID DESTINATION PID"
        case 0x05: "LFB UNKNOWN"
        case 0x06: "LFB NOT FOUND"
        case 0x07: "LFB INSTANCE ID NOT FOUND"
        case 0x08: "INVALID PATH"
        case 0x09: "COMPONENT DOES NOT EXIST"
        case 0x0a: "EXISTS ALREADY"
        case 0x0b: "NOT FOUND"
        case 0x0c: "READ ONLY"
        case 0x0d: "INVALID ARRAY CREATION"
        case 0x0e: "VALUE OUT OF RANGE"
        case 0x0f: "CONTENTS TOO LONG"
        case 0x10: "INVALID PARAMETERS"
        case 0x11: "INVALID MESSAGE TYPE"
        case 0x12: "INVALID FLAGS"
        case 0x13: "INVALID TLV"
        case 0x14: "EVENT ERROR"
        case 0x15: "NOT SUPPORTED"
        case 0x16: "MEMORY ERROR"
        case 0x17: "INTERNAL ERROR"
        case 0xff: "UNSPECIFIED ERROR"
        default: nil
        }
    }

    /// The flag names of the -vv block (tok2str with their `…Unknown` defaults).
    static func ackName(_ value: UInt32) -> StaticString {
        switch value { case 0: "NoACK"; case 1: "SuccessACK"; case 2: "FailureACK"; default: "AlwaysACK" }
    }
    static func executionModeName(_ value: UInt32) -> StaticString {
        switch value {
        case 0: "EMReserved"; case 1: "execute-all-or-none"; case 2: "execute-until-failure"
        default: "continue-execute-on-failure"
        }
    }
    static func transactionPhaseName(_ value: UInt32) -> StaticString {
        switch value {
        case 0: "StartofTransaction"; case 1: "MiddleofTransaction"; case 2: "EndofTransaction"
        default: "abort"
        }
    }

    // PATH-DATA flags (F_SELKEY, F_SELTABRANGE, F_TABAPPEND) and the walk's data mask bits.
    static let keyed: UInt16 = 0x08
    static let append: UInt16 = 0x10
    static let tableRange: UInt16 = 0x20
}

extension Dissection {
    /// forces_print over a DATA chunk's `size` payload bytes at `offset` (the chunk is captured
    /// whole; reads past it go on into the packet as tcpdump's do). Throws `Truncated` (` [|forces]`,
    /// the end of the packet) where tcpdump's GET_ macros would longjmp.
    mutating func forces(at offset: Int, size: Int) throws(Truncated) {
        proto = "forces"
        beginObject(ForCESFields.forces)
        try forcesMessage(at: offset, size: size)
        endObject()
        // sctp_print names itself again for the chunks that follow.
        proto = "sctp"
    }

    private mutating func forcesMessage(at offset: Int, size: Int) throws(Truncated) {
        guard has(ForCESField.headerLength, at: offset) else {
            putTruncationMarker()
            return
        }
        let type = bytes[offset + 1]
        report(ForCESFields.version, bytes[offset] >> 4)
        report(ForCESFields.messageType, type)
        guard ForCESField.typeIsValid(type) else {
            put("Invalid ForCES message type "); put(decimal: type); put("\n")
            return forcesFailed(at: offset, size: size, "invalid message type")
        }
        let length = Int(bytes.uint16(at: offset + 2)) << 2
        report(ForCESFields.length, length)
        guard let message = ForCESField.message(type) else {
            put("\n\tUnknown ForCES message type=0x"); put(hex: type)
            return forcesFailed(at: offset, size: size, "unknown message type")
        }
        report(ForCESFields.messageTypeName, label: message.name)
        put("\n\tForCES "); put(message.name); put(" ")
        guard size >= ForCESField.headerLength && length >= ForCESField.headerLength && length == size else {
            put("Illegal ForCES pkt len - min 24, total recvd "); put(decimal: size)
            put(", advertised "); put(decimal: length); put(" ")
            return forcesFailed(at: offset, size: size, "message length differs from the chunk's")
        }
        let source = bytes.uint32(at: offset + 4)
        let destination = bytes.uint32(at: offset + 8)
        let correlator = UInt64(bytes.uint32(at: offset + 12)) << 32 | UInt64(bytes.uint32(at: offset + 16))
        let flags = bytes.uint32(at: offset + 20)
        report(ForCESFields.sourceID, source)
        report(ForCESFields.destinationID, destination)
        report(ForCESFields.correlator, correlator)
        report(ForCESFields.flags, flags)
        report(ForCESFields.ack, flags >> 30)
        report(ForCESFields.priority, (flags >> 27) & 7)
        report(ForCESFields.executionMode, (flags >> 22) & 3)
        report(ForCESFields.atomicTransaction, (flags >> 21) & 1)
        report(ForCESFields.transactionPhase, (flags >> 19) & 3)
        if verbose >= 1 {
            put("\n\tForCES Version "); put(decimal: bytes[offset] >> 4); put(" len "); put(decimal: length)
            put("B flags 0x"); put(hex: flags, digits: 8); put(" ")
            put("\n\tSrcID 0x"); put(hex: source); put("("); put(ForCESField.node(source)); put(")")
            put(" DstID 0x"); put(hex: destination); put("("); put(ForCESField.node(destination)); put(")")
            put(" Correlator 0x"); put(hex: correlator)
        }
        if verbose >= 2 {
            put("\n\tForCES flags:\n\t  "); put(ForCESField.ackName(flags >> 30)); put("(0x"); put(hex: flags >> 30)
            put("), prio="); put(decimal: (flags >> 27) & 7); put(", ")
            put(ForCESField.executionModeName((flags >> 22) & 3)); put("(0x"); put(hex: (flags >> 22) & 3); put("),\n\t  ")
            put((flags >> 21) & 1 == 0 ? "Standalone" : "2PCtransaction"); put("(0x"); put(hex: (flags >> 21) & 1)
            put("), "); put(ForCESField.transactionPhaseName((flags >> 19) & 3)); put("(0x"); put(hex: (flags >> 19) & 3)
            put(")\n")
            put("\t  Extra flags: rsv(b5-7) 0x"); put(hex: (flags >> 24) & 7)
            put(" rsv(b13-31) 0x"); put(hex: flags & 0x7ffff); put("\n")
        }
        guard try forcesTopTLVs(at: offset, length: length, message: message) >= 0 else {
            return forcesFailed(at: offset, size: size, "TLV walk failed")
        }
        if verbose >= 4 {
            put("\n\t  Raw ForCES message\n\t [")
            try forcesHex(at: offset, count: size, "\n\t ")
            put("\n\t ]")
        }
    }

    /// The `error:` exit: the whole message in hex (it is captured: the chunk is).
    private mutating func forcesFailed(at offset: Int, size: Int, _ reason: StaticString) {
        // A field of the object, not a layer verdict: the chunks after this one are still walked.
        report(ForCESFields.malformed, label: reason)
        guard has(size, at: offset) else { return }
        putHex(from: offset, to: offset + size, prefix: "\n\t[")
        put("\n\t]")
    }

    /// forces_type_print.
    private mutating func forcesTopTLVs(at offset: Int, length: Int,
                                        message: (name: StaticString, flags: UInt16, operations: UInt16,
                                                  walk: ForCESField.Walk)) throws(Truncated) -> Int {
        var remaining = length - ForCESField.headerLength
        if remaining > ForCESField.tlvHeaderLength {
            if message.flags & 0x01 != 0 {
                put("<0x"); put(hex: message.flags); put(">Illegal Top level TLV!\n")
                return -1
            }
        } else {
            if message.flags & 0x02 != 0 { return 0 }
            if message.flags & 0x04 != 0 {
                put("\tTop level TLV Data missing!\n")
                return -1
            }
        }
        if message.flags & 0x01 != 0 { return 0 }
        var allowed = Int(message.flags >> 4)
        var cursor = offset + ForCESField.headerLength
        beginList(ForCESFields.tlvs)
        defer { endList() }
        while remaining != 0 {
            let type = try u16(cursor)
            let tlvLength = Int(try u16(cursor + 2))
            if ForCESField.lengthError(tlvLength, header: 4, remaining: remaining) != 0 { break }
            guard ForCESField.topTLVIsValid(type) else {
                put("\n\tInvalid ForCES Top TLV type=0x"); put(hex: type)
                return -1
            }
            beginItem()
            report(ForCESFields.tlvType, type)
            report(ForCESFields.tlvLength, tlvLength)
            if verbose >= 3 {
                put("\t"); forcesTLVName(type); put(", length "); put(decimal: tlvLength)
                put(" (data length "); put(decimal: tlvLength - 4); put(" Bytes)")
            }
            let data = cursor + 4
            let rc: Int
            switch message.walk {
            case .lfbSelect: rc = try forcesLFBSelect(at: data, length: tlvLength, mask: message.operations)
            case .teardown: rc = try forcesTeardown(at: data, length: tlvLength)
            case .response: rc = try forcesAssociationResult(at: data, length: tlvLength)
            case .redirect: rc = try forcesRedirect(at: data, length: tlvLength)
            case .none: rc = 0
            }
            endItem()
            if rc < 0 { return -1 }
            cursor += ForCESField.aligned(tlvLength)
            remaining -= ForCESField.aligned(tlvLength)
            allowed -= 1
            if allowed <= 0 { break }
        }
        if remaining != 0 {
            put("\tMess TopTLV header: min 4, total "); put(decimal: UInt32(truncatingIfNeeded: remaining))
            put(" advertised "); put(decimal: try u16(cursor + 2)); put(" ")
            return -1
        }
        return 0
    }

    /// asttlv_print.
    private mutating func forcesTeardown(at offset: Int, length: Int) throws(Truncated) -> Int {
        guard length - 4 == 4 else {
            put("illegal ASTresult-TLV: "); put(decimal: UInt32(truncatingIfNeeded: length - 4)); put(" bytes!\n")
            return -1
        }
        let code = try u32(offset)
        guard code <= 255 else {
            put("illegal ASTresult result code: "); put(decimal: code); put("!\n")
            return -1
        }
        if verbose >= 3 {
            put("Teardown reason:\n"); putSpaces(9)
            switch code {
            case 0: put("Normal Teardown")
            case 1: put("Loss of Heartbeats")
            case 2: put("Out of bandwidth")
            case 3: put("Out of Memory")
            case 4: put("Application Crash")
            default: put("Unknown Teardown reason")
            }
            put("("); put(hex: code); put(")\n"); putSpaces(9)
        }
        return 0
    }

    /// asrtlv_print.
    private mutating func forcesAssociationResult(at offset: Int, length: Int) throws(Truncated) -> Int {
        guard length - 4 == 4 else {
            put("illegal ASRresult-TLV: "); put(decimal: UInt32(truncatingIfNeeded: length - 4)); put(" bytes!\n")
            return -1
        }
        let code = try u32(offset)
        guard code <= 3 else {
            put("illegal ASRresult result code: "); put(decimal: code); put("!\n")
            return -1
        }
        if verbose >= 3 {
            put("\n"); putSpaces(9)
            switch code {
            case 0: put("Success ")
            case 1: put("FE ID invalid ")
            case 2: put("permission denied ")
            default: put("Unknown ")
            }
            put("("); put(hex: code); put(")\n"); putSpaces(9)
        }
        return 0
    }

    /// redirect_print with print_metatlv, print_metailv and print_reddata.
    private mutating func forcesRedirect(at offset: Int, length: Int) throws(Truncated) -> Int {
        let dataLength = length - 4
        guard dataLength > 8 else {
            put("\n\t\ttruncated Redirect TLV: "); put(decimal: 8 - dataLength); put(" bytes missing! ")
            return -1
        }
        var remaining = dataLength
        var cursor = offset
        while remaining != 0 {
            let type = try u16(cursor)
            let tlvLength = Int(try u16(cursor + 2))
            if ForCESField.lengthError(tlvLength, header: 4, remaining: remaining) != 0 {
                put("Bad Redirect data\n")
                break
            }
            if type == 0x0115 {
                try forcesMetadata(at: cursor + 4, length: tlvLength)
            } else if type == 0x0116 {
                put("\n"); putSpaces(10); put(" Redirect Data length "); put(decimal: tlvLength - 4); put("\n")
                if verbose >= 3 {
                    put("\t\t[")
                    try forcesHex(at: cursor + 4, count: tlvLength - 4, "\n\t\t")
                    put("\n\t\t]")
                }
            } else {
                put("Unknown REDIRECT TLV 0x"); put(hex: type); put(" len "); put(decimal: tlvLength); put("\n")
            }
            cursor += ForCESField.aligned(tlvLength)
            remaining -= ForCESField.aligned(tlvLength)
        }
        if remaining != 0 {
            put("\n\t\tMessy Redirect TLV header, type (0x"); put(hex: try u16(cursor)); put(")\n\t\texcess of ")
            put(decimal: UInt32(truncatingIfNeeded: remaining &- Int(try u16(cursor + 2)))); put(" Bytes ")
            return -1
        }
        return 0
    }

    private mutating func forcesMetadata(at offset: Int, length: Int) throws(Truncated) {
        var remaining = length - 4
        put("\n"); putSpaces(10); put(" METADATA length "); put(decimal: remaining); put("\n")
        var cursor = offset
        while remaining != 0 {
            guard remaining >= 8 else { break }
            let ilvLength = Int(try u32(cursor + 4))
            if ForCESField.lengthError(ilvLength, header: 8, remaining: remaining) != 0 { break }
            putSpaces(11); put("MetaID 0x"); put(hex: try u32(cursor)); put(" length "); put(decimal: ilvLength); put("\n")
            if verbose >= 3 {
                try forcesHex(at: cursor + 8, count: ilvLength - 8, "\t\t[")
                put(" ]\n")
            }
            cursor += ForCESField.aligned(ilvLength)
            remaining -= ForCESField.aligned(ilvLength)
        }
    }

    /// lfbselect_print: the LFB class and instance, then each operation TLV.
    private mutating func forcesLFBSelect(at offset: Int, length: Int, mask: UInt16) throws(Truncated) -> Int {
        let dataLength = length - 4
        guard dataLength > 12 else {
            put("\n\t\ttruncated lfb selector: "); put(decimal: 12 - dataLength); put(" bytes missing! ")
            return -1
        }
        var remaining = dataLength - 8
        guard has(8, at: offset) else {
            putTruncationMarker()
            return -1
        }
        let lfbClass = bytes.uint32(at: offset)
        let instance = bytes.uint32(at: offset + 4)
        report(ForCESFields.lfbClass, lfbClass)
        report(ForCESFields.lfbInstance, instance)
        if verbose >= 3 {
            put("\n"); putSpaces(9)
            switch lfbClass {
            case 0: put("Invalid TLV")
            case 1: put("FEObj LFB")
            case 2: put("FEProtoObj LFB")
            default: put("#"); put(decimal: Int32(bitPattern: lfbClass))
            }
            put("(Classid "); put(hex: lfbClass); put(") instance "); put(hex: instance); put("\n")
        }
        var cursor = offset + 8
        beginList(ForCESFields.operations)
        defer { endList() }
        while remaining != 0 {
            let type = try u16(cursor)
            let tlvLength = Int(try u16(cursor + 2))
            if ForCESField.lengthError(tlvLength, header: 4, remaining: remaining) != 0 { break }
            beginItem()
            report(ForCESFields.operationType, type)
            report(ForCESFields.operationLength, tlvLength)
            endItem()
            if ForCESField.operationAllowed(type, mask: mask) {
                try forcesOperation(at: cursor, type: type, length: tlvLength)
            } else {
                if verbose < 3 { put("\n") }
                put("\t\tINValid oper-TLV type 0x"); put(hex: type); put(" length "); put(decimal: tlvLength)
                put(" for this ForCES message\n")
                try forcesInvalidData(at: cursor, count: remaining, indent: 10)
            }
            cursor += ForCESField.aligned(tlvLength)
            remaining -= ForCESField.aligned(tlvLength)
        }
        if remaining != 0 {
            put("\n\t\tMessy oper TLV header, type (0x"); put(hex: try u16(cursor)); put(")\n\t\texcess of ")
            put(decimal: UInt32(truncatingIfNeeded: remaining &- Int(try u16(cursor + 2)))); put(" Bytes ")
            return -1
        }
        return 0
    }

    /// otlv_print (its result is not looked at: the next operation follows regardless).
    private mutating func forcesOperation(at offset: Int, type: UInt16, length: Int) throws(Truncated) {
        let operation = ForCESField.operation(type)
        let dataLength = length - 4
        if verbose >= 3 {
            putSpaces(10); put("Oper TLV "); put(operation.name); put("(0x"); put(hex: type)
            put(") length "); put(decimal: length); put("\n")
        }
        if dataLength < 8 {
            put("\t\tOper TLV "); put(operation.name); put("(0x"); put(hex: type); put(") length ")
            put(decimal: length); put("\n")
            put("\t\tTruncated data size "); put(decimal: dataLength); put(" minimum required 8\n")
            try forcesInvalidData(at: offset + 4, count: dataLength, indent: 10)
            return
        }
        switch operation.walk {
        case .pathData?: _ = try forcesPathDataList(at: offset + 4, length: dataLength, mask: operation.mask, indent: 11, depth: 0)
        case .generic?: _ = try forcesGenericOperation(at: offset + 4, length: dataLength, mask: operation.mask, indent: 11)
        case .invalid?: try forcesInvalidData(at: offset + 4, count: dataLength, indent: 11)
        case nil: break
        }
    }

    /// invoptlv_print: the bytes in hex at -vvv.
    private mutating func forcesInvalidData(at offset: Int, count: Int, indent: Int) throws(Truncated) {
        guard verbose >= 3 else { return }
        let spaces = Swift.max(0, Swift.min(indent, 255) - 1)
        putSpaces(spaces); put("Data[")
        try forcesHex(at: offset, count: count, "\n", spaces: spaces)
        put("\n"); putSpaces(spaces); put("]\n")
    }

    /// genoptlv_print (RCOMMIT's data).
    private mutating func forcesGenericOperation(at offset: Int, length: Int, mask: UInt16, indent: Int) throws(Truncated) -> Int {
        let type = try u16(offset)
        let tlvLength = Int(try u16(offset + 2))
        let invalid = ForCESField.lengthError(tlvLength, header: 4, remaining: length)
        put("genoptlvprint - "); forcesTLVName(type); put(" TLV type 0x"); put(hex: type)
        put(" len "); put(decimal: tlvLength); put("\n")
        guard invalid == 0 else {
            put("\t\t\tInvalid ForCES TLV type="); put(hex: type)
            return -1
        }
        guard ForCESField.topTLVIsValid(type) else {
            put("#0 TLV type 0x"); put(hex: type); put(" len "); put(decimal: tlvLength); put("\n")
            return -1
        }
        if verbose >= 3 {
            putSpaces(indent); forcesTLVName(type); put(", length "); put(decimal: tlvLength)
            put(" (data length "); put(decimal: tlvLength - 4); put(" Bytes)")
        }
        return try forcesPathData(at: offset + 4, length: tlvLength - 4, mask: mask, indent: indent + 1, depth: 0)
    }

    /// recpdoptlv_print: a list of PATH-DATA TLVs.
    private mutating func forcesPathDataList(at offset: Int, length: Int, mask: UInt16, indent: Int,
                                             depth: Int) throws(Truncated) -> Int {
        var remaining = length
        var cursor = offset
        while remaining != 0 {
            let tlvLength = Int(try u16(cursor + 2))
            if ForCESField.lengthError(tlvLength, header: 4, remaining: remaining) != 0 { break }
            let type = try u16(cursor)
            if verbose >= 3 {
                putSpaces(indent); forcesTLVName(type); put(", length "); put(decimal: tlvLength)
                put(" (data encapsulated "); put(decimal: tlvLength - 4); put(" Bytes)")
            }
            if try forcesPathData(at: cursor + 4, length: tlvLength - 4, mask: mask, indent: indent + 1,
                                  depth: depth + 1) == -1 { return -1 }
            cursor += ForCESField.aligned(tlvLength)
            remaining -= ForCESField.aligned(tlvLength)
        }
        if remaining != 0 {
            put("\n\t\tMessy PATHDATA TLV header, type (0x"); put(hex: try u16(cursor)); put(")\n\t\texcess of ")
            put(decimal: UInt32(truncatingIfNeeded: remaining &- Int(try u16(cursor + 2)))); put(" Bytes ")
            return -1
        }
        return 0
    }

    /// pdata_print: flags, ID count, then pdatacnt_print and any PATH-DATA after it.
    private mutating func forcesPathData(at offset: Int, length: Int, mask: UInt16, indent: Int,
                                         depth: Int) throws(Truncated) -> Int {
        guard depth <= ForCESField.maximumDepth else { return -1 }
        guard has(4, at: offset), length >= 4 else {
            putTruncationMarker()
            return -1
        }
        let pathFlags = bytes.uint16(at: offset)
        let count = Int(bytes.uint16(at: offset + 2))
        if verbose >= 3 {
            put("\n"); putSpaces(indent); put("Pathdata: Flags 0x"); put(hex: pathFlags)
            put(" ID count "); put(decimal: count); put("\n")
        }
        var mask = mask
        if pathFlags & 1 != 0 { mask |= ForCESField.keyed }
        if pathFlags & 2 != 0 { mask |= ForCESField.tableRange }
        if pathFlags & 4 != 0 { mask |= ForCESField.append }
        let rest = length - 4
        if rest < count * 4 {
            put("\t\t\ttruncated IDs expected "); put(decimal: count * 4); put("B got "); put(decimal: rest); put("B\n")
            try forcesHex(at: offset + 4, count: rest, "\t\t\tID Data[")
            put("]\n")
            return -1
        }
        if mask & ForCESField.tableRange != 0 && mask & ForCESField.keyed != 0 {
            put("\t\t\tIllegal to have both Table ranges and keys\n")
            return -1
        }
        let left = try forcesPathContent(at: offset + 4, length: rest, count: count, mask: mask, indent: indent, depth: depth)
        if left > 0 {
            return try forcesPathDataList(at: offset + 4 + rest - left, length: left, mask: mask, indent: indent + 1,
                                          depth: depth)
        }
        return 0
    }

    /// pdatacnt_print: the IDs, a table range or key, then one data TLV; the bytes left over.
    private mutating func forcesPathContent(at offset: Int, length: Int, count: Int, mask: UInt16, indent: Int,
                                            depth: Int) throws(Truncated) -> Int {
        var remaining = length
        var cursor = offset
        if mask & ForCESField.append != 0 && verbose >= 3 {
            putSpaces(indent); put("TABLE APPEND\n")
        }
        for index in 0..<count {
            guard has(4, at: cursor), remaining >= 4 else {
                putTruncationMarker()
                return -1
            }
            if verbose >= 3 {
                putSpaces(indent); put("ID#"); put(decimal: index + 1, width: 2); put(": "); put(decimal: bytes.uint32(at: cursor)); put("\n")
            }
            remaining -= 4
            cursor += 4
        }
        if mask & ForCESField.tableRange != 0 {
            guard remaining >= 12 else {
                put("pathlength "); put(decimal: remaining); put(" with key/range too short 12\n")
                return -1
            }
            let start = try u32(cursor + 4)
            let stop = try u32(cursor + 8)
            cursor += 12
            remaining -= 12
            if verbose >= 3 {
                putSpaces(indent); put("Table range: ["); put(decimal: start); put(","); put(decimal: stop); put("]\n")
            }
        }
        if mask & ForCESField.keyed != 0 {
            guard remaining >= 12 else {
                put("pathlength "); put(decimal: remaining); put(" with key/range too short 12\n")
                return -1
            }
            var keyLength = Int(try u16(cursor + 6))
            cursor += 8
            remaining -= 8
            guard keyLength >= 4 else {
                put("key content length "); put(decimal: keyLength); put(" < 4\n")
                return -1
            }
            keyLength -= 4
            guard remaining >= keyLength else {
                put("key content too short\n")
                return -1
            }
            cursor += keyLength
            remaining -= keyLength
        }
        guard remaining != 0 else { return 0 }
        let type = try u16(cursor)
        let tlvLength = Int(try u16(cursor + 2))
        let invalid = ForCESField.lengthError(tlvLength, header: 4, remaining: remaining)
        if invalid != 0 {
            if let name = ForCESField.lengthErrorName(invalid) { put(name) }
            put(" Outstanding bytes "); put(decimal: remaining); put(" for TLV type 0x"); put(hex: type)
            put(" TLV len "); put(decimal: tlvLength); put("\n")
            return try forcesBadPathData(at: cursor, remaining: remaining, tlvLength: tlvLength)
        }
        let dataLength = tlvLength - 4
        let padding = ForCESField.aligned(tlvLength) - tlvLength
        guard type >= 0x110 && type <= 0x114 else {
            put("Invalid path data content type 0x"); put(hex: type); put(" len "); put(decimal: tlvLength); put("\n")
            return try forcesBadPathData(at: cursor, remaining: remaining, tlvLength: tlvLength)
        }
        let (name, dataMask): (StaticString, UInt16) = switch type {
        case 0x111: ("KEYINFO TLV", 0)
        case 0x112: ("FULLDATA TLV", 0x1)
        case 0x113: ("SPARSEDATA TLV", 0x2)
        case 0x114: ("RESULT TLV", 0x4)
        default: ("Inner PATH-DATA TLV", 0)
        }
        if verbose >= 3 && type != 0x110 {
            putSpaces(indent); put("  "); put(name); put(" (Length "); put(decimal: tlvLength)
            put(" DataLen "); put(decimal: dataLength)
            if padding != 0 { put(" pad "); put(decimal: padding) }
            put(" Bytes)\n")
        }
        if type != 0x110 {
            if mask & ForCESField.keyed != 0 {
                if type != 0x111 { put("Based on flags expected KEYINFO TLV!\n") }
            } else if mask & dataMask == 0 {
                put("Illegal DATA encoding for type 0x"); put(hex: type); put(" programmed "); put(hex: dataMask)
                put(" got "); put(hex: mask); put("\n")
            }
        }
        let whole = dataLength + padding + 4
        let rc: Int
        switch type {
        case 0x110: rc = try forcesPathDataList(at: cursor, length: whole, mask: mask, indent: indent + 2, depth: depth)
        case 0x111: rc = try forcesKeyInfo(at: cursor, length: whole, indent: indent + 2)
        case 0x112: rc = try forcesFullData(at: cursor, length: whole, indent: indent + 2)
        case 0x113: rc = try forcesSparseData(at: cursor, length: whole, indent: indent + 2)
        default: rc = try forcesResult(at: cursor, length: whole, indent: indent + 2)
        }
        if rc == -1 { return -1 }
        return remaining - whole
    }

    /// The `pd_err` exit: the rest in hex when the TLV claims a length, else the bytes left over.
    private mutating func forcesBadPathData(at offset: Int, remaining: Int, tlvLength: Int) throws(Truncated) -> Int {
        guard tlvLength != 0 else { return remaining }
        try forcesHex(at: offset, count: remaining, "Bad Data val\n\t  [")
        put("]\n")
        return -1
    }

    /// pkeyitlv_print: the key ID, then the key TLV's data read as a FULLDATA TLV.
    private mutating func forcesKeyInfo(at offset: Int, length: Int, indent: Int) throws(Truncated) -> Int {
        let key = try u32(offset + 4)
        putSpaces(indent); put("Keyinfo: Key 0x"); put(hex: key); put("\n")
        let type = try u16(offset + 8)
        let keyLength = Int(try u16(offset + 10))
        let invalid = ForCESField.lengthError(keyLength, header: 4, remaining: length)
        if invalid != 0 {
            if let name = ForCESField.lengthErrorName(invalid) { put(name) }
            put(" TLV type 0x"); put(hex: type); put(" len "); put(decimal: keyLength); put("\n")
            return -1
        }
        return try forcesFullData(at: offset + 12, length: keyLength, indent: indent)
    }

    /// fdatatlv_print: a FULLDATA TLV's bytes in hex at -vvv.
    private mutating func forcesFullData(at offset: Int, length: Int, indent: Int) throws(Truncated) -> Int {
        guard has(4, at: offset) else {
            putTruncationMarker()
            return -1
        }
        guard bytes.uint16(at: offset) == 0x112 else {
            put("Error: expecting FULLDATA!\n")
            return -1
        }
        if verbose >= 3 {
            let spaces = Swift.max(0, Swift.min(indent + 2, 255) - 1)
            putSpaces(spaces); put("[")
            try forcesHex(at: offset + 4, count: length - 4, "\n", spaces: spaces)
            put("\n"); putSpaces(spaces); put("]")
        }
        return 0
    }

    /// sdatatlv_print and sdatailv_print: the ILVs of a SPARSEDATA TLV.
    private mutating func forcesSparseData(at offset: Int, length: Int, indent: Int) throws(Truncated) -> Int {
        guard has(4, at: offset) else {
            putTruncationMarker()
            return -1
        }
        guard bytes.uint16(at: offset) == 0x113 else {
            put("Error: expecting SPARSEDATA!\n")
            return -1
        }
        var remaining = length - 4
        guard remaining >= 8 else {
            put("Error: BAD SPARSEDATA-TLV!\n")
            return -1
        }
        let spaces = Swift.max(0, Swift.min(indent + 1, 255) - 1)
        var cursor = offset + 4
        while remaining != 0 {
            var invalid = 1
            if remaining >= 8 {
                invalid = ForCESField.lengthError(Int(try u32(cursor + 4)), header: 8, remaining: remaining)
            }
            if invalid != 0 {
                put("Error: "); if let name = ForCESField.lengthErrorName(invalid) { put(name) }
                put(", rlen "); put(decimal: remaining); put("\n")
                return -1
            }
            let ilvLength = Int(bytes.uint32(at: cursor + 4))
            if verbose >= 3 {
                put("\n"); putSpaces(spaces); put(" ILV: type "); put(hex: bytes.uint32(at: cursor))
                put(" length "); put(decimal: ilvLength); put("\n")
                try forcesHex(at: cursor + 8, count: ilvLength - 8, "\t\t[")
            }
            cursor += ForCESField.aligned(ilvLength)
            remaining -= ForCESField.aligned(ilvLength)
        }
        return 0
    }

    /// prestlv_print: a RESULT TLV's code.
    private mutating func forcesResult(at offset: Int, length: Int, indent: Int) throws(Truncated) -> Int {
        guard length - 4 == 4 else {
            put("illegal RESULT-TLV: "); put(decimal: UInt32(truncatingIfNeeded: length - 4)); put(" bytes!\n")
            return -1
        }
        guard has(4, at: offset + 4) else {
            putTruncationMarker()
            return -1
        }
        let code = bytes[offset + 4]
        if code >= 0x18 && code <= 0xfe {
            put("illegal reserved result code: 0x"); put(hex: code); put("!\n")
            return -1
        }
        if verbose >= 3 {
            putSpaces(indent); put("  Result: ")
            if let name = ForCESField.resultName(code) { put(name) }
            put(" (code 0x"); put(hex: code); put(")\n")
        }
        return 0
    }

    /// tok2str(ForCES_TLV, NULL, type).
    private mutating func forcesTLVName(_ type: UInt16) {
        if let name = ForCESField.tlvName(type) { put(name) } else { put("#"); put(decimal: type) }
    }

    /// indent_pr's spaces (at most 255).
    private mutating func putSpaces(_ count: Int) {
        var left = Swift.min(count, 255)
        while left > 0 { put(" "); left -= 1 }
    }

    /// hex_print with a line prefix of `prefix` then `spaces` spaces: what is captured, then the
    /// end of the packet (tcpdump's longjmp) if `count` runs past the capture.
    private mutating func forcesHex(at offset: Int, count: Int, _ prefix: StaticString, spaces: Int = 0) throws(Truncated) {
        guard count > 0 else { return }
        let stop = Swift.min(offset &+ count, end)
        var index = offset
        var groups = 0
        while index + 1 < stop {
            if groups % 8 == 0 { forcesHexLinePrefix(prefix, spaces: spaces, offset: groups * 2) }
            groups += 1
            put(" "); put(hex: bytes[index], digits: 2); put(hex: bytes[index + 1], digits: 2)
            index += 2
        }
        if index < stop {
            if groups % 8 == 0 { forcesHexLinePrefix(prefix, spaces: spaces, offset: groups * 2) }
            put(" "); put(hex: bytes[index], digits: 2)
        }
        if stop < offset &+ count { throw Truncated() }
    }

    private mutating func forcesHexLinePrefix(_ prefix: StaticString, spaces: Int, offset: Int) {
        put(prefix); putSpaces(spaces); put("0x")
        if offset > 0xffff { put(hex: UInt32(truncatingIfNeeded: offset)) } else { put(hex: UInt16(truncatingIfNeeded: offset), digits: 4) }
        put(": ")
    }
}
