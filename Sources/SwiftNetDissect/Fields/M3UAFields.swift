// Fields of M3UA (RFC 4666), the SS7 MTP3 user adaptation layer in SCTP DATA chunks (PPID 3):
// an object inside the chunk, so SCTPFields lists these with its own (no layer of its own).

enum M3UAFields: ProtocolFields {
    /// An object in the SCTP DATA chunk that carries it (a chunk list item, so not a layer of its own).
    static let m3ua = FieldDescriptor("m3ua", "m3ua", .object, "M3UA message (SCTP payload protocol 3; decoded with -vv, as tcpdump does)")
    static let version = FieldDescriptor("version", "m3ua.version", .unsigned, "version (tcpdump decodes 1 only)")
    static let messageClass = FieldDescriptor("class", "m3ua.message_class", .unsigned,
                                              "message class (0 management, 1 transfer, 2 SSNM, 3 ASPSM, 4 ASPTM, 9 RKM)")
    static let messageType = FieldDescriptor("type", "m3ua.message_type", .unsigned, "message type within its class")
    static let length = FieldDescriptor("length", "m3ua.message_length", .unsigned,
                                        "message length (header included); differs from the chunk's when corrupted")
    static let parameters = FieldDescriptor("parameters", "m3ua.parameter", .list, "parameters, in message order")
    static let tag = FieldDescriptor("tag", "m3ua.parameter_tag", .hex(digits: 4), "parameter tag")
    static let parameterLength = FieldDescriptor("length", "m3ua.parameter_length", .unsigned,
                                                 "parameter length (its header included)")

    static var all: [FieldDescriptor] { [m3ua, version, messageClass, messageType, length, parameters, tag, parameterLength] }
}
