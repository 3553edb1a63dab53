// Fields of RSVP (RFC 2205) and RSVP-TE (RFC 3209, 3473) as tcpdump's rsvp_print walks them.

enum RSVPFields: ProtocolFields {
    static let rsvp = FieldDescriptor.layer("rsvp", "rsvp", "Resource ReSerVation Protocol")
    static let version = FieldDescriptor("version", "rsvp.version", .unsigned, "protocol version")
    static let flags = FieldDescriptor("flags", "rsvp.flags", .hex(digits: 2), "common header flags")
    static let messageType = FieldDescriptor("msg_type", "rsvp.msg_type", .unsigned, "message type")
    static let checksum = FieldDescriptor("checksum", "rsvp.checksum", .hex(digits: 4), "checksum (as sent)")
    static let ttl = FieldDescriptor("ttl", "rsvp.ttl", .unsigned, "send TTL")
    static let length = FieldDescriptor("length", "rsvp.length", .unsigned, "message length (with -v)")
    static let messages = FieldDescriptor("messages", "rsvp.bundle", .list, "sub-messages of a Bundle")
    static let objects = FieldDescriptor("objects", "rsvp.object", .list, "objects (with -v)")
    static let objectClass = FieldDescriptor("class", "rsvp.object.class", .unsigned, "object class number")
    static let classType = FieldDescriptor("ctype", "rsvp.object.ctype", .unsigned, "object C-type")
    static let objectLength = FieldDescriptor("length", "rsvp.object.length", .unsigned, "object length")
    static let address = FieldDescriptor("address", "rsvp.object.ipv4", .ipv4, "IPv4 address the object leads with")
    static let address6 = FieldDescriptor("address6", "rsvp.object.ipv6", .ipv6, "IPv6 address the object leads with")
    static let tunnelID = FieldDescriptor("tunnel_id", "rsvp.session.tunnel_id", .unsigned, "tunnel id")
    static let lspID = FieldDescriptor("lsp_id", "rsvp.sender.lsp_id", .unsigned, "LSP id")
    static let port = FieldDescriptor("port", "rsvp.object.port", .unsigned, "destination or source port")
    static let refreshPeriod = FieldDescriptor("refresh_ms", "rsvp.time_values.refresh", .unsigned, "refresh period in ms")
    static let errorCode = FieldDescriptor("error_code", "rsvp.error.code", .unsigned, "error code")
    static let errorValue = FieldDescriptor("error_value", "rsvp.error.value", .unsigned, "error value")
    static let label = FieldDescriptor("label", "rsvp.label", .unsigned, "label")
    static let sessionName = FieldDescriptor("session_name", "rsvp.session_attribute.name", .string, "session name")
    static let style = FieldDescriptor("style", "rsvp.style", .unsigned, "reservation style")
    static let subobjects = FieldDescriptor("subobjects", "rsvp.xro", .list, "ERO/RRO subobjects")
    static let subobjectType = FieldDescriptor("type", "rsvp.xro.type", .unsigned, "subobject type")
    static let subobjectLength = FieldDescriptor("length", "rsvp.xro.length", .unsigned, "subobject length")
    static let messageID = FieldDescriptor("message_id", "rsvp.message_id", .unsigned, "first message id")
    static let data = FieldDescriptor("data", "rsvp.object.data", .bytes, "body of an object tcpdump dumps in hex")

    static var all: [FieldDescriptor] {
        [rsvp, version, flags, messageType, checksum, ttl, length, messages, objects, objectClass, classType,
         objectLength, address, address6, tunnelID, lspID, port, refreshPeriod, errorCode, errorValue, label,
         sessionName, style, subobjects, subobjectType, subobjectLength, messageID, data]
    }
}
