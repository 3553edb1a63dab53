// PPTP control messages on TCP 1723 (RFC 2637) as tcpdump 4.99's pptp_print prints them:
// `: pptp`, at -v the length and message type, the magic cookie (always when it is wrong), the
// control message type, then that message's fields as ` NAME(value)` in the message's order, with
// ` [ERROR: reserved=N must be zero]` for a reserved field that is not. Names (host, vendor,
// numbers, subaddress, call statistics) print up to a NUL, escaped as fn_print_char; the phone,
// dialed and dialing numbers no further than their length fields either.
//
// tcpdump hands pptp_print no length: every field is read up to the captured end (the IP
// datagram's end), so a message longer than its segment reads on, and only the first message
// of a segment prints. A field past the captured end prints ` [|pptp]` and ends the line.

/// PPTP's constants and tcpdump's words for its codes.
enum PPTPField {
    static let port: UInt16 = 1723
    static let magicCookie: UInt32 = 0x1a2b3c4d
    static let headerLength = 12

    static let sccrq: UInt16 = 1, sccrp: UInt16 = 2, stopCCRQ: UInt16 = 3, stopCCRP: UInt16 = 4
    static let echoRequest: UInt16 = 5, echoReply: UInt16 = 6, ocrq: UInt16 = 7, ocrp: UInt16 = 8
    static let icrq: UInt16 = 9, icrp: UInt16 = 10, iccn: UInt16 = 11, ccrq: UInt16 = 12
    static let cdn: UInt16 = 13, wen: UInt16 = 14, sli: UInt16 = 15

    /// pptp_message_type_string: types 0 to 15 (0 is "NOT_DEFINED").
    static func typeName(_ type: UInt16) -> StaticString? {
        switch type {
        case 0: "NOT_DEFINED"
        case 1: "SCCRQ"
        case 2: "SCCRP"
        case 3: "StopCCRQ"
        case 4: "StopCCRP"
        case 5: "ECHORQ"
        case 6: "ECHORP"
        case 7: "OCRQ"
        case 8: "OCRP"
        case 9: "ICRQ"
        case 10: "ICRP"
        case 11: "ICCN"
        case 12: "CCRQ"
        case 13: "CDN"
        case 14: "WEN"
        case 15: "SLI"
        default: nil
        }
    }

    /// The result code's words at -v; each reply has its own table (StopCCRP shares ECHORP's).
    static func resultName(_ code: UInt8, type: UInt16) -> StaticString {
        switch (type, code) {
        case (sccrp, 1): "Successful channel establishment"
        case (sccrp, 2): "General error"
        case (sccrp, 3): "Command channel already exists"
        case (sccrp, 4): "Requester is not authorized to establish a command channel"
        case (sccrp, 5): "The protocol version of the requester is not supported"
        case (stopCCRP, 1), (echoReply, 1): "OK"
        case (stopCCRP, 2), (echoReply, 2): "General Error"
        case (ocrp, 1): "Connected"
        case (ocrp, 2), (icrp, 2): "General Error"
        case (ocrp, 3): "No Carrier"
        case (ocrp, 4): "Busy"
        case (ocrp, 5): "No Dial Tone"
        case (ocrp, 6): "Time-out"
        case (ocrp, 7), (icrp, 3): "Do Not Accept"
        case (icrp, 1): "Connect"
        case (cdn, 1): "Lost Carrier"
        case (cdn, 2): "General Error"
        case (cdn, 3): "Admin Shutdown"
        case (cdn, 4): "Request"
        default: "?"
        }
    }

    static func errorName(_ code: UInt8) -> StaticString {
        switch code {
        case 0: "None"
        case 1: "Not-Connected"
        case 2: "Bad-Format"
        case 3: "Bad-Value"
        case 4: "No-Resource"
        case 5: "Bad-Call-ID"
        case 6: "PAC-Error"
        default: "?"
        }
    }

    static func stopReasonName(_ reason: UInt8) -> StaticString {
        switch reason {
        case 1: "None"
        case 2: "Stop-Protocol"
        case 3: "Stop-Local-Shutdown"
        default: "?"
        }
    }

    /// Bearer type: 1 analog, 2 digital, 3 any.
    static func bearerTypeName(_ type: UInt32) -> StaticString {
        switch type {
        case 1: "A"
        case 2: "D"
        case 3: "Any"
        default: "?"
        }
    }

    /// Framing type: 1 asynchronous, 2 synchronous, 3 either.
    static func framingTypeName(_ type: UInt32) -> StaticString {
        switch type {
        case 1: "A"
        case 2: "S"
        case 3: "E"
        default: "?"
        }
    }
}

extension Dissection {
    /// A PPTP control message at the start of a TCP 1723 segment.
    ///
    /// Failure contract: a field past the captured end throws `Truncated` (` [|pptp]`); the
    /// message's own length is printed, never trusted.
    mutating func pptp(at offset: Int) throws(Truncated) {
        proto = "pptp"
        layer(PPTPFields.pptp)
        put(": pptp")
        report(PPTPFields.length, u16At: offset)
        report(PPTPFields.messageType, u16At: offset + 2)
        if verbose > 0 {
            // Read before the label: a cut here prints nothing of it.
            let length = try u16(offset)
            put(" Length="); put(decimal: length)
            switch try u16(offset + 2) {
            case 1: put(" CTRL-MSG")
            case 2: put(" MGMT-MSG")
            default: put(" UNKNOWN-MSG-TYPE")
            }
        }
        let cookie = try u32(offset + 4)
        report(PPTPFields.magicCookie, cookie)
        if cookie != PPTPField.magicCookie {
            put(" UNEXPECTED Magic-Cookie!!("); put(hex: cookie, digits: 8); put(")")
        }
        if verbose > 0 || cookie != PPTPField.magicCookie {
            put(" Magic-Cookie="); put(hex: cookie, digits: 8)
        }
        let type = try u16(offset + 8)
        report(PPTPFields.controlType, type)
        if let name = PPTPField.typeName(type) {
            report(PPTPFields.controlTypeName, label: name)
            put(" CTRL_MSGTYPE="); put(name)
        } else {
            put(" UNKNOWN_CTRL_MSGTYPE("); put(decimal: type); put(")")
        }
        try pptpReserved16(PPTPFields.reserved0, at: offset + 10)
        let body = offset + PPTPField.headerLength
        switch type {
        case PPTPField.sccrq, PPTPField.sccrp: try pptpStartControl(at: body, type: type)
        case PPTPField.stopCCRQ:
            let reason = try u8(body)
            report(PPTPFields.reason, reason)
            put(" REASON("); put(decimal: reason)
            if verbose > 0 { put(":"); put(PPTPField.stopReasonName(reason)) }
            put(")")
            try pptpReserved8(PPTPFields.reserved1, at: body + 1)
            try pptpReserved16(PPTPFields.reserved2, at: body + 2)
        case PPTPField.stopCCRP:
            try pptpResultAndError(at: body, type: type)
            try pptpReserved16(PPTPFields.reserved1, at: body + 2)
        case PPTPField.echoRequest:
            try pptpNumber(" ID(", PPTPFields.identifier, u32At: body)
        case PPTPField.echoReply:
            try pptpNumber(" ID(", PPTPFields.identifier, u32At: body)
            try pptpResultAndError(at: body + 4, type: type)
            try pptpReserved16(PPTPFields.reserved1, at: body + 6)
        case PPTPField.ocrq: try pptpOutgoingCallRequest(at: body)
        case PPTPField.ocrp:
            try pptpNumber(" CALL_ID(", PPTPFields.callID, u16At: body)
            try pptpNumber(" PEER_CALL_ID(", PPTPFields.peerCallID, u16At: body + 2)
            try pptpResultAndError(at: body + 4, type: type)
            try pptpNumber(" CAUSE_CODE(", PPTPFields.causeCode, u16At: body + 6)
            try pptpNumber(" CONN_SPEED(", PPTPFields.connectSpeed, u32At: body + 8)
            try pptpNumber(" RECV_WIN(", PPTPFields.receiveWindow, u16At: body + 12)
            try pptpNumber(" PROC_DELAY(", PPTPFields.processingDelay, u16At: body + 14)
            try pptpNumber(" PHY_CHAN_ID(", PPTPFields.physicalChannel, u32At: body + 16)
        case PPTPField.icrq: try pptpIncomingCallRequest(at: body)
        case PPTPField.icrp:
            try pptpNumber(" CALL_ID(", PPTPFields.callID, u16At: body)
            try pptpNumber(" PEER_CALL_ID(", PPTPFields.peerCallID, u16At: body + 2)
            try pptpResultAndError(at: body + 4, type: type)
            try pptpNumber(" RECV_WIN(", PPTPFields.receiveWindow, u16At: body + 6)
            try pptpNumber(" PROC_DELAY(", PPTPFields.processingDelay, u16At: body + 8)
            try pptpReserved16(PPTPFields.reserved1, at: body + 10)
        case PPTPField.iccn:
            try pptpNumber(" PEER_CALL_ID(", PPTPFields.peerCallID, u16At: body)
            try pptpReserved16(PPTPFields.reserved1, at: body + 2)
            try pptpNumber(" CONN_SPEED(", PPTPFields.connectSpeed, u32At: body + 4)
            try pptpNumber(" RECV_WIN(", PPTPFields.receiveWindow, u16At: body + 8)
            try pptpNumber(" PROC_DELAY(", PPTPFields.processingDelay, u16At: body + 10)
            try pptpFramingType(at: body + 12)
        case PPTPField.ccrq:
            try pptpNumber(" CALL_ID(", PPTPFields.callID, u16At: body)
            try pptpReserved16(PPTPFields.reserved1, at: body + 2)
        case PPTPField.cdn:
            try pptpNumber(" CALL_ID(", PPTPFields.callID, u16At: body)
            try pptpResultAndError(at: body + 2, type: type)
            try pptpNumber(" CAUSE_CODE(", PPTPFields.causeCode, u16At: body + 4)
            try pptpReserved16(PPTPFields.reserved1, at: body + 6)
            try pptpText(" CALL_STATS(", PPTPFields.callStatistics, at: body + 8, count: 128)
        case PPTPField.wen:
            try pptpNumber(" PEER_CALL_ID(", PPTPFields.peerCallID, u16At: body)
            try pptpReserved16(PPTPFields.reserved1, at: body + 2)
            try pptpNumber(" CRC_ERR(", PPTPFields.crcErrors, u32At: body + 4)
            try pptpNumber(" FRAMING_ERR(", PPTPFields.framingErrors, u32At: body + 8)
            try pptpNumber(" HARDWARE_OVERRUN(", PPTPFields.hardwareOverruns, u32At: body + 12)
            try pptpNumber(" BUFFER_OVERRUN(", PPTPFields.bufferOverruns, u32At: body + 16)
            try pptpNumber(" TIMEOUT_ERR(", PPTPFields.timeoutErrors, u32At: body + 20)
            try pptpNumber(" ALIGN_ERR(", PPTPFields.alignmentErrors, u32At: body + 24)
        case PPTPField.sli:
            try pptpNumber(" PEER_CALL_ID(", PPTPFields.peerCallID, u16At: body)
            try pptpReserved16(PPTPFields.reserved1, at: body + 2)
            try pptpACCM(" SEND_ACCM(0x", PPTPFields.sendACCM, at: body + 4)
            try pptpACCM(" RECV_ACCM(0x", PPTPFields.receiveACCM, at: body + 8)
        default:
            break
        }
    }

    /// SCCRQ and SCCRP: the same layout but for the result and error codes in SCCRP's reserved field.
    private mutating func pptpStartControl(at body: Int, type: UInt16) throws(Truncated) {
        let version = try u16(body)
        report(PPTPFields.protocolVersion, version)
        put(" PROTO_VER("); put(decimal: version >> 8); put("."); put(decimal: version & 0xff); put(")")
        if type == PPTPField.sccrp {
            try pptpResultAndError(at: body + 2, type: type)
        } else {
            try pptpReserved16(PPTPFields.reserved1, at: body + 2)
        }
        // tcpdump prints the label before reading the framing capabilities (not the bearer's).
        put(" FRAME_CAP(")
        let framing = try u32(body + 4)
        report(PPTPFields.framingCapabilities, framing)
        if framing & 1 != 0 { put("A") }
        if framing & 2 != 0 { put("S") }
        put(")")
        let bearer = try u32(body + 8)
        report(PPTPFields.bearerCapabilities, bearer)
        put(" BEARER_CAP(")
        if bearer & 2 != 0 { put("D") }
        if bearer & 1 != 0 { put("A") }
        put(")")
        try pptpNumber(" MAX_CHAN(", PPTPFields.maximumChannels, u16At: body + 12)
        try pptpNumber(" FIRM_REV(", PPTPFields.firmwareRevision, u16At: body + 14)
        try pptpText(" HOSTNAME(", PPTPFields.hostName, at: body + 16, count: 64)
        try pptpText(" VENDOR(", PPTPFields.vendorName, at: body + 80, count: 64)
    }

    private mutating func pptpOutgoingCallRequest(at body: Int) throws(Truncated) {
        try pptpNumber(" CALL_ID(", PPTPFields.callID, u16At: body)
        try pptpNumber(" CALL_SER_NUM(", PPTPFields.callSerial, u16At: body + 2)
        try pptpNumber(" MIN_BPS(", PPTPFields.minimumBPS, u32At: body + 4)
        try pptpNumber(" MAX_BPS(", PPTPFields.maximumBPS, u32At: body + 8)
        try pptpBearerType(at: body + 12)
        try pptpFramingType(at: body + 16)
        try pptpNumber(" RECV_WIN(", PPTPFields.receiveWindow, u16At: body + 20)
        try pptpNumber(" PROC_DELAY(", PPTPFields.processingDelay, u16At: body + 22)
        let phoneLength = try pptpNumber(" PHONE_NO_LEN(", PPTPFields.phoneNumberLength, u16At: body + 24)
        try pptpReserved16(PPTPFields.reserved1, at: body + 26)
        // The number prints no further than its length field says (nor past its 64 bytes).
        try pptpText(" PHONE_NO(", PPTPFields.phoneNumber, at: body + 28, count: Swift.min(Int(phoneLength), 64))
        try pptpText(" SUB_ADDR(", PPTPFields.subaddress, at: body + 92, count: 64)
    }

    private mutating func pptpIncomingCallRequest(at body: Int) throws(Truncated) {
        try pptpNumber(" CALL_ID(", PPTPFields.callID, u16At: body)
        try pptpNumber(" CALL_SER_NUM(", PPTPFields.callSerial, u16At: body + 2)
        try pptpBearerType(at: body + 4)
        try pptpNumber(" PHY_CHAN_ID(", PPTPFields.physicalChannel, u32At: body + 8)
        let dialedLength = try pptpNumber(" DIALED_NO_LEN(", PPTPFields.dialedNumberLength, u16At: body + 12)
        let dialingLength = try pptpNumber(" DIALING_NO_LEN(", PPTPFields.dialingNumberLength, u16At: body + 14)
        // Each number prints no further than its length field says (nor past its 64 bytes).
        try pptpText(" DIALED_NO(", PPTPFields.dialedNumber, at: body + 16, count: Swift.min(Int(dialedLength), 64))
        try pptpText(" DIALING_NO(", PPTPFields.dialingNumber, at: body + 80, count: Swift.min(Int(dialingLength), 64))
        try pptpText(" SUB_ADDR(", PPTPFields.subaddress, at: body + 144, count: 64)
    }

    /// ` RESULT_CODE(n[:words]) ERR_CODE(n[:words])`: the two bytes every reply carries.
    private mutating func pptpResultAndError(at offset: Int, type: UInt16) throws(Truncated) {
        let result = try u8(offset)
        report(PPTPFields.resultCode, result)
        put(" RESULT_CODE("); put(decimal: result)
        if verbose > 0 { put(":"); put(PPTPField.resultName(result, type: type)) }
        put(")")
        let error = try u8(offset + 1)
        report(PPTPFields.errorCode, error)
        put(" ERR_CODE("); put(decimal: error)
        if verbose > 0 { put(":"); put(PPTPField.errorName(error)) }
        put(")")
    }

    private mutating func pptpBearerType(at offset: Int) throws(Truncated) {
        let type = try u32(offset)
        report(PPTPFields.bearerType, type)
        put(" BEARER_TYPE("); put(PPTPField.bearerTypeName(type)); put(")")
    }

    private mutating func pptpFramingType(at offset: Int) throws(Truncated) {
        let type = try u32(offset)
        report(PPTPFields.framingType, type)
        put(" FRAME_TYPE("); put(PPTPField.framingTypeName(type)); put(")")
    }

    /// `label` (which carries the opening parenthesis), the decimal value, `)`.
    @discardableResult
    private mutating func pptpNumber(_ label: StaticString, _ field: FieldDescriptor,
                                     u16At offset: Int) throws(Truncated) -> UInt16 {
        let value = try u16(offset)
        report(field, value)
        put(label); put(decimal: value); put(")")
        return value
    }

    private mutating func pptpNumber(_ label: StaticString, _ field: FieldDescriptor,
                                     u32At offset: Int) throws(Truncated) {
        let value = try u32(offset)
        report(field, value)
        put(label); put(decimal: value); put(")")
    }

    /// An ACCM as eight hex digits; `label` ends in `0x`.
    private mutating func pptpACCM(_ label: StaticString, _ field: FieldDescriptor, at offset: Int) throws(Truncated) {
        let value = try u32(offset)
        report(field, value)
        put(label); put(hex: value, digits: 8); put(")")
    }

    /// A fixed-size name field: up to its first NUL, escaped; a capture that ends inside it
    /// leaves `label` and the bytes before the end printed, then throws.
    private mutating func pptpText(_ label: StaticString, _ field: FieldDescriptor, at offset: Int,
                                   count: Int) throws(Truncated) {
        put(label)
        try putPrintableUpToNUL(field, at: offset, count: count)
        put(")")
    }

    private mutating func pptpReserved8(_ field: FieldDescriptor, at offset: Int) throws(Truncated) {
        let value = try u8(offset)
        report(field, value)
        if value != 0 { put(" [ERROR: reserved="); put(decimal: value); put(" must be zero]") }
    }

    private mutating func pptpReserved16(_ field: FieldDescriptor, at offset: Int) throws(Truncated) {
        let value = try u16(offset)
        report(field, value)
        if value != 0 { put(" [ERROR: reserved="); put(decimal: value); put(" must be zero]") }
    }
}
