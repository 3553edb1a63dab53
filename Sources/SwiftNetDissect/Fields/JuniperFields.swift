// Fields of the Juniper link types (DLT_JUNIPER_*): the common "MGC" pcap header and its
// extension TLVs.

enum JuniperFields: ProtocolFields {
    static let juniper = FieldDescriptor.layer("juniper", "juniper", "Juniper pcap header (link types 178, 179, 181)")
    static let flags = FieldDescriptor("flags", "juniper.flags", .hex(digits: 2), "0x01 in, 0x02 no L2 header, 0x04 IIF, 0x40 filter, 0x80 extensions")
    static let extensionLength = FieldDescriptor("extension_length", "juniper.ext_total_len", .unsigned, "length of the extension TLV block")
    static let extensions = FieldDescriptor("extensions", "juniper.ext", .list, "extension TLVs")
    static let tlvType = FieldDescriptor("type", "juniper.ext.type", .unsigned, "TLV type (1 interface index, 2 name, 3 media type, ...)")
    static let tlvLength = FieldDescriptor("length", "juniper.ext.length", .unsigned, "TLV value length")
    static let tlvValue = FieldDescriptor("value", "juniper.ext.value", .unsigned, "value (little endian below type 128; absent unless 1 to 4 bytes)")
    static let headerLength = FieldDescriptor("header_length", "juniper.hlen", .unsigned, "bytes before the inner frame")

    static var all: [FieldDescriptor] {
        [juniper, flags, extensionLength, extensions, tlvType, tlvLength, tlvValue, headerLength]
    }
}
