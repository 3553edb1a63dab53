// Fields of BEEP (RFC 3080/3081, TCP 10288) as far as tcpdump 4.99.3 decodes it: the frame keyword.

/// BEEP's layer: the keyword that starts the segment, when tcpdump recognizes one.
enum BEEPFields: ProtocolFields {
    static let beep = FieldDescriptor.layer("beep", "beep", "Blocks Extensible Exchange Protocol (TCP 10288)")
    static let keyword = FieldDescriptor("keyword", "beep.keyword", .label,
                                         "frame keyword: MSG, RPY, ERR, ANS, NUL, SEQ or END (absent: payload or undecoded)")

    static var all: [FieldDescriptor] { [beep, keyword] }
}
