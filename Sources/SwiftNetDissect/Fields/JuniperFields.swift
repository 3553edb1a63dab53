// Fields of the Juniper link types (DLT_JUNIPER_*): the common "MGC" pcap header and its
// extension TLVs.

enum JuniperFields: ProtocolFields {
    static let juniper = FieldDescriptor.layer("juniper", "juniper", "Juniper pcap header (DLT_JUNIPER_* link types)")
    static let flags = FieldDescriptor("flags", "juniper.flags", .hex(digits: 2), "0x01 in, 0x02 no L2 header, 0x04 IIF, 0x40 filter, 0x80 extensions")
    static let extensionLength = FieldDescriptor("extension_length", "juniper.ext_total_len", .unsigned, "length of the extension TLV block")
    static let extensions = FieldDescriptor("extensions", "juniper.ext", .list, "extension TLVs")
    static let tlvType = FieldDescriptor("type", "juniper.ext.type", .unsigned, "TLV type (1 interface index, 2 name, 3 media type, ...)")
    static let tlvLength = FieldDescriptor("length", "juniper.ext.length", .unsigned, "TLV value length")
    static let tlvValue = FieldDescriptor("value", "juniper.ext.value", .unsigned, "value (little endian below type 128; absent unless 1 to 4 bytes)")
    static let headerLength = FieldDescriptor("header_length", "juniper.hlen", .unsigned, "bytes before the inner frame")
    static let cookieLength = FieldDescriptor("cookie_length", "juniper.cookie_len", .unsigned, "PIC cookie length (link types with a cookie)")
    static let cookie = FieldDescriptor("cookie", "juniper.cookie", .bytes, "PIC cookie bytes")
    static let proto = FieldDescriptor("proto", "juniper.proto", .hex(digits: 4), "the 16-bit word after the cookie, or the LSQ protocol of an AS cookie")
    static let bundle = FieldDescriptor("bundle", "juniper.bundle", .unsigned, "MLPPP/MLFR/MFR bundle ID from the cookie")
    static let controlWord = FieldDescriptor("control_word", "juniper.control_word", .hex(digits: 8), "ATM2 cell-relay control word")
    static let ggsnProto = FieldDescriptor("ggsn_proto", "juniper.ggsn.proto", .unsigned, "GGSN cookie protocol (1 null, 2 IPv4, 6 IPv6)")
    static let vlan = FieldDescriptor("vlan", "juniper.ggsn.vlan", .unsigned, "GGSN cookie VLAN ID")
    static let saIndex = FieldDescriptor("sa_index", "juniper.es.sa_index", .unsigned, "ES PIC security association index")
    static let ttl = FieldDescriptor("ttl", "juniper.es.ttl", .unsigned, "ES PIC TTL")
    static let esType = FieldDescriptor("es_type", "juniper.es.type", .unsigned, "ES PIC IPsec type (1 ESP encr-auth ... 5 ESP encr)")
    static let spi = FieldDescriptor("spi", "juniper.es.spi", .unsigned, "ES PIC SPI (types 3 to 5)")
    static let tunnelSource = FieldDescriptor("tunnel_src", "juniper.es.src", .ipv4, "ES PIC tunnel source (types 3 to 5)")
    static let tunnelDestination = FieldDescriptor("tunnel_dst", "juniper.es.dst", .ipv4, "ES PIC tunnel destination (types 3 to 5)")
    static let serviceID = FieldDescriptor("service_id", "juniper.service_id", .unsigned, "MONITOR/SERVICES PIC service ID")
    static let serviceFlags = FieldDescriptor("service_flags", "juniper.service_flags", .hex(digits: 2), "SERVICES PIC flags")
    static let serviceSetID = FieldDescriptor("service_set_id", "juniper.service_set_id", .hex(digits: 4), "SERVICES PIC service set ID")
    static let iif = FieldDescriptor("iif", "juniper.iif", .unsigned, "MONITOR/SERVICES PIC incoming interface")
    static let packetType = FieldDescriptor("packet_type", "juniper.pkt_type", .unsigned, "MONITOR PIC packet type")

    static var all: [FieldDescriptor] {
        [juniper, flags, extensionLength, extensions, tlvType, tlvLength, tlvValue, headerLength, cookieLength, cookie,
         proto, bundle, controlWord, ggsnProto, vlan, saIndex, ttl, esType, spi, tunnelSource, tunnelDestination,
         serviceID, serviceFlags, serviceSetID, iif, packetType]
    }
}
