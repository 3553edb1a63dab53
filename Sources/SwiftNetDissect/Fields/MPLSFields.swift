// Fields of the MPLS label stack (RFC 3032, RFC 5462).

enum MPLSFields: ProtocolFields {
    static let mpls = FieldDescriptor.layer("mpls", "mpls", "MultiProtocol Label Switching header")
    static let labels = FieldDescriptor("labels", "mpls.stack", .list, "label stack entries, outer first")
    static let label = FieldDescriptor("label", "mpls.label", .unsigned, "label (20 bits)")
    static let trafficClass = FieldDescriptor("tc", "mpls.exp", .unsigned, "traffic class (3 bits)")
    static let bottom = FieldDescriptor("bottom", "mpls.bottom", .boolean, "bottom of stack")
    static let ttl = FieldDescriptor("ttl", "mpls.ttl", .unsigned, "time to live")

    static var all: [FieldDescriptor] { [mpls, labels, label, trafficClass, bottom, ttl] }
}
