// AUTOSAR SOME/IP as tcpdump 4.99's someip_print prints it (UDP port 30490, or `-T someip`): the
// 16-byte header, field by field (a cut prints the fields before it), the message type and
// return code by name. tcpdump ends the text with a newline of its own, so each SOME/IP packet is
// followed by an empty line; kept for byte-identical output.

enum SOMEIPField {
    static let headerLength = 16

    static func messageTypeName(_ type: UInt8) -> StaticString {
        switch type {
        case 0x00: "REQUEST"
        case 0x01: "REQUEST_NO_RETURN"
        case 0x02: "NOTIFICATION"
        case 0x80: "RESPONSE"
        case 0x81: "ERROR"
        case 0x20: "TP_REQUEST"
        case 0x21: "TP_REQUEST_NO_RETURN"
        case 0x22: "TP_NOTIFICATION"
        case 0xa0: "TP_RESPONSE"
        case 0xa1: "TP_ERROR"
        default: "Unknown"
        }
    }

    static func returnCodeName(_ code: UInt8) -> StaticString {
        switch code {
        case 0x00: "E_OK"
        case 0x01: "E_NOT_OK"
        case 0x02: "E_UNKNOWN_SERVICE"
        case 0x03: "E_UNKNOWN_METHOD"
        case 0x04: "E_NOT_READY"
        case 0x05: "E_NOT_REACHABLE"
        case 0x06: "E_TIMEOUT"
        case 0x07: "E_WRONG_PROTOCOL_VERSION"
        case 0x08: "E_WRONG_INTERFACE_VERSION"
        case 0x09: "E_MALFORMED_MESSAGE"
        case 0x0a: "E_WRONG_MESSAGE_TYPE"
        case 0x0b: "E_E2E_REPEATED"
        case 0x0c: "E_E2E_WRONG_SEQUENCE"
        case 0x0d: "E_E2E"
        case 0x0e: "E_E2E_NOT_AVAILABLE"
        case 0x0f: "E_E2E_NO_NEW_DATA"
        default: "Unknown"
        }
    }
}

extension Dissection {
    /// someip_print over `length` bytes at `offset` (the UDP payload). Throws `Truncated` at the
    /// first header field the capture does not hold.
    mutating func someip(at offset: Int, length: Int) throws(Truncated) {
        proto = "someip"
        layer(SOMEIPFields.someip)
        put("SOMEIP")
        guard length >= SOMEIPField.headerLength else {
            reportMalformed("shorter than the 16-byte header")
            return putInvalid()
        }
        let messageID = try u32(offset)
        let service = messageID >> 16
        let isEvent = messageID & 0x8000 != 0
        let method = messageID & 0x7fff
        report(SOMEIPFields.service, service)
        report(SOMEIPFields.isEvent, bool: isEvent)
        report(SOMEIPFields.method, method)
        put(", service "); put(decimal: service); put(isEvent ? ", event " : ", method "); put(decimal: method)
        let messageLength = try u32(offset + 4)
        report(SOMEIPFields.length, messageLength)
        put(", len "); put(decimal: messageLength)
        let request = try u32(offset + 8)
        report(SOMEIPFields.client, request >> 16)
        report(SOMEIPFields.session, request & 0xffff)
        put(", client "); put(decimal: request >> 16); put(", session "); put(decimal: request & 0xffff)
        let protocolVersion = try u8(offset + 12)
        report(SOMEIPFields.protocolVersion, protocolVersion)
        put(", pver "); put(decimal: protocolVersion)
        let interfaceVersion = try u8(offset + 13)
        report(SOMEIPFields.interfaceVersion, interfaceVersion)
        put(", iver "); put(decimal: interfaceVersion)
        let messageType = try u8(offset + 14)
        report(SOMEIPFields.messageType, messageType)
        report(SOMEIPFields.messageTypeName, label: SOMEIPField.messageTypeName(messageType))
        put(", msgtype "); put(SOMEIPField.messageTypeName(messageType))
        let returnCode = try u8(offset + 15)
        report(SOMEIPFields.returnCode, returnCode)
        report(SOMEIPFields.returnCodeName, label: SOMEIPField.returnCodeName(returnCode))
        put(", retcode "); put(SOMEIPField.returnCodeName(returnCode)); put("\n")
    }
}
