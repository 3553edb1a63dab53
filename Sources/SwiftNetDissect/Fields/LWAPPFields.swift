// Fields of LWAPP (RFC 5412, UDP 12222 data and 12223 control), Cisco's Light Weight Access
// Point Protocol between access points and their controller.

enum LWAPPFields: ProtocolFields {
    static let lwapp = FieldDescriptor.layer("lwapp", "lwapp", "Light Weight Access Point Protocol")
    static let channel = FieldDescriptor("channel", "lwapp.channel", .label,
                                         "control (UDP 12223) or data (UDP 12222), by port as tcpdump chooses")
    static let apIdentity = FieldDescriptor("ap_identity", "lwapp.ap_identity", .mac,
                                            "the access point's MAC address heading a control datagram to the controller")
    static let version = FieldDescriptor("version", "lwapp.version", .unsigned, "version (tcpdump decodes 0)")
    static let radioID = FieldDescriptor("radio_id", "lwapp.rid", .unsigned, "radio identifier")
    static let flags = FieldDescriptor("flags", "lwapp.flags", .hex(digits: 2),
                                       "C (0x04 control), F (0x02 fragment), L (0x01 not last fragment) bits")
    static let control = FieldDescriptor("control", "lwapp.flags.c", .boolean, "C: a control message")
    static let fragmentID = FieldDescriptor("fragment_id", "lwapp.frag_id", .unsigned, "fragment identifier")
    static let length = FieldDescriptor("length", "lwapp.length", .unsigned, "length field: bytes after the transport header")
    static let status = FieldDescriptor("status", "lwapp.status", .hex(digits: 4), "status/WLANs field")
    static let messages = FieldDescriptor("messages", "lwapp.msg", .list, "control messages, in packet order")
    static let messageType = FieldDescriptor("type", "lwapp.msg.type", .unsigned, "message type")
    static let messageName = FieldDescriptor("name", "lwapp.msg.name", .label, "message type name as tcpdump prints it")
    static let sequence = FieldDescriptor("sequence", "lwapp.msg.seq", .unsigned, "sequence number")
    static let messageLength = FieldDescriptor("length", "lwapp.msg.length", .unsigned, "message element length")
    static let session = FieldDescriptor("session", "lwapp.msg.session", .hex(digits: 8), "session identifier")
    static let elements = FieldDescriptor("elements", "lwapp.element", .list,
                                          "message elements (type, length, value), which tcpdump does not print")
    static let elementType = FieldDescriptor("type", "lwapp.element.type", .unsigned, "element type")
    static let elementLength = FieldDescriptor("length", "lwapp.element.length", .unsigned, "element value length")
    static let elementValue = FieldDescriptor("value", "lwapp.element.value", .bytes, "element value")
    static let payload = FieldDescriptor("payload", "lwapp.data", .bytes,
                                         "data channel payload (an IEEE 802.11 frame), as far as captured")

    static var all: [FieldDescriptor] {
        [lwapp, channel, apIdentity, version, radioID, flags, control, fragmentID, length, status, messages, messageType,
         messageName, sequence, messageLength, session, elements, elementType, elementLength, elementValue, payload]
    }
}
