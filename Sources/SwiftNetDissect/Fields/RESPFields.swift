// Redis RESP (TCP 6379): the items of a segment in tcpdump's order.

/// RESP's layer and the fields of each item.
enum RESPFields: ProtocolFields {
    static let resp = FieldDescriptor.layer("resp", "resp", "Redis serialization protocol (TCP 6379)")
    static let items = FieldDescriptor("items", "resp.items", .list,
                                       "every item in order, an array's elements right after it")
    static let type = FieldDescriptor("type", "resp.type", .label,
                                      "simple_string, error, integer, bulk_string, array or inline")
    static let length = FieldDescriptor("length", "resp.length", .unsigned,
                                        "bulk string bytes or array elements")
    static let null = FieldDescriptor("null", "resp.null", .boolean, "length -1: a null bulk string or array")
    static let lengthError = FieldDescriptor("length_error", "resp.length_error", .label,
                                             "a bad length: too large, negative (not -1) or invalid")
    static let value = FieldDescriptor("value", "resp.value", .string, "the text or bulk string bytes")

    static var all: [FieldDescriptor] { [resp, items, type, length, null, lengthError, value] }
}
