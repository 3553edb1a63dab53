// Fields of AUTOSAR's SOME/IP header (UDP port 30490, or -T someip).

enum SOMEIPFields: ProtocolFields {
    static let someip = FieldDescriptor.layer("someip", "someip", "AUTOSAR SOME/IP (UDP port 30490, or -T someip)")
    static let service = FieldDescriptor("service", "someip.serviceid", .unsigned, "service id")
    static let isEvent = FieldDescriptor("is_event", "someip.event", .boolean, "the method id's top bit: an event")
    static let method = FieldDescriptor("method", "someip.methodid", .unsigned, "method or event id (15 bits)")
    static let length = FieldDescriptor("length", "someip.length", .unsigned, "length of what follows the length field")
    static let client = FieldDescriptor("client", "someip.clientid", .unsigned, "client id")
    static let session = FieldDescriptor("session", "someip.sessionid", .unsigned, "session id")
    static let protocolVersion = FieldDescriptor("protocol_version", "someip.protoversion", .unsigned, "protocol version")
    static let interfaceVersion = FieldDescriptor("interface_version", "someip.interfaceversion", .unsigned, "interface version")
    static let messageType = FieldDescriptor("message_type", "someip.messagetype", .hex(digits: 2),
                                             "message type (0x00 request ... 0x81 error; 0x20 set: TP segment)")
    static let messageTypeName = FieldDescriptor("message_type_name", "someip.messagetype.name", .label,
                                                 "message type name (REQUEST, RESPONSE, TP_ERROR, Unknown...)")
    static let returnCode = FieldDescriptor("return_code", "someip.returncode", .unsigned, "return code")
    static let returnCodeName = FieldDescriptor("return_code_name", "someip.returncode.name", .label,
                                                "return code name (E_OK, E_NOT_OK, ... Unknown)")

    static var all: [FieldDescriptor] {
        [someip, service, isEvent, method, length, client, session, protocolVersion, interfaceVersion, messageType,
         messageTypeName, returnCode, returnCodeName]
    }
}
