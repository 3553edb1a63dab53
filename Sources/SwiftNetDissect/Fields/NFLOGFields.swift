// Fields of Linux netfilter log messages (LINKTYPE_NFLOG).

enum NFLOGFields: ProtocolFields {
    static let nflog = FieldDescriptor.layer("nflog", "nflog", "Linux netfilter log message")
    static let family = FieldDescriptor("family", "nflog.family", .unsigned, "address family of the payload (2 IPv4, 10 IPv6)")
    static let version = FieldDescriptor("version", "nflog.version", .unsigned, "version (0)")
    static let resourceID = FieldDescriptor("resource_id", "nflog.res_id", .unsigned, "resource ID (the log group)")
    static let tlvs = FieldDescriptor("tlvs", "nflog.tlv", .list, "attributes before the payload")
    static let tlvType = FieldDescriptor("type", "nflog.tlv_type", .unsigned, "attribute type (9 payload, 10 prefix, ...)")
    static let tlvLength = FieldDescriptor("length", "nflog.tlv_length", .unsigned, "attribute length")
    static let prefix = FieldDescriptor("prefix", "nflog.prefix", .string, "the log prefix (type 10)")

    static var all: [FieldDescriptor] { [nflog, family, version, resourceID, tlvs, tlvType, tlvLength, prefix] }
}
