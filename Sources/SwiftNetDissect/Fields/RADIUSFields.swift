// Fields of RADIUS (RFC 2865, 2866, 5176): the header and the attribute list.

enum RADIUSFields: ProtocolFields {
    static let radius = FieldDescriptor.layer("radius", "radius", "Remote Authentication Dial In User Service")
    static let code = FieldDescriptor("code", "radius.code", .unsigned,
                                      "packet type (1 Access-Request, 2 Access-Accept, 4 Accounting-Request, 43 CoA-Request...)")
    static let codeName = FieldDescriptor("code_name", "radius.code.name", .label, "tcpdump's name of the code")
    static let identifier = FieldDescriptor("identifier", "radius.id", .unsigned, "matches requests and replies")
    static let length = FieldDescriptor("length", "radius.length", .unsigned, "message length in the header")
    static let authenticator = FieldDescriptor("authenticator", "radius.authenticator", .bytes, "request or response authenticator")
    static let attributes = FieldDescriptor("attributes", "radius.attributes", .list, "the attributes, as far as captured and well formed")
    static let attributeType = FieldDescriptor("type", "radius.attribute.type", .unsigned, "attribute type")
    static let attributeLength = FieldDescriptor("length", "radius.attribute.length", .unsigned, "attribute length, type and length bytes included")
    static let vendor = FieldDescriptor("vendor", "radius.attribute.vendor", .unsigned, "Vendor-Specific: the SMI enterprise number")

    static var all: [FieldDescriptor] {
        [radius, code, codeName, identifier, length, authenticator, attributes, attributeType, attributeLength, vendor]
    }
}
