// Fields of ETSI GeoNetworking (EtherType 0x8947, old 0x0707) and the BTP header after it.

enum GeoNetFields: ProtocolFields {
    static let geonet = FieldDescriptor.layer("geonet", "gnw", "ETSI GeoNetworking")
    static let source = FieldDescriptor("source", "gnw.src_mac", .mac, "link-layer source (as tcpdump prints it)")
    static let version = FieldDescriptor("version", "gnw.ch.version", .unsigned, "version")
    static let nextHeader = FieldDescriptor("next_header", "gnw.ch.nh", .unsigned, "next header (0 any, 1 BTP-A, 2 BTP-B, 3 IPv6)")
    static let nextHeaderName = FieldDescriptor("next_header_name", "gnw.ch.nh_name", .label, "next header as tcpdump names it")
    static let headerType = FieldDescriptor("header_type", "gnw.ch.htype", .unsigned, "header type")
    static let headerSubtype = FieldDescriptor("header_subtype", "gnw.ch.hstype", .unsigned, "header subtype")
    static let headerTypeName = FieldDescriptor("header_type_name", "gnw.ch.htype_name", .label,
                                                "header type as tcpdump names it (Beacon, GeoUnicast, TopoScopeBcast-SH...)")
    static let payloadLength = FieldDescriptor("payload_length", "gnw.ch.plength", .unsigned, "payload length field")
    static let hopLimit = FieldDescriptor("hop_limit", "gnw.ch.hop_limit", .unsigned, "hop limit")
    static let address = FieldDescriptor("gn_address", "gnw.so_pv.addr", .bytes, "source GN address (8 bytes)")
    static let timestamp = FieldDescriptor("timestamp", "gnw.so_pv.tst", .unsigned, "position vector timestamp (ms)")
    static let latitude = FieldDescriptor("latitude", "gnw.so_pv.lat", .unsigned,
                                          "latitude field (1/10 microdegree, as the unsigned 32 bits tcpdump prints)")
    static let longitude = FieldDescriptor("longitude", "gnw.so_pv.long", .unsigned,
                                           "longitude field (1/10 microdegree, as the unsigned 32 bits tcpdump prints)")
    static let extendedLength = FieldDescriptor("extended_header_length", "gnw.ext_len", .unsigned,
                                                "extended header bytes tcpdump skips (beacon, TSB)")
    static let btpDestination = FieldDescriptor("btp_destination_port", "btpa.dstport", .unsigned, "BTP destination port")
    static let btpSource = FieldDescriptor("btp_source_port", "btpa.srcport", .unsigned,
                                           "BTP-A source port (BTP-B: destination port info)")
    static let pduVersion = FieldDescriptor("its_pdu_version", "its.protocolVersion", .unsigned, "ITS PDU header protocol version")
    static let messageType = FieldDescriptor("its_message_type", "its.messageID", .unsigned, "ITS PDU header message type")
    static let messageName = FieldDescriptor("its_message_name", "its.message_name", .label, "message type as tcpdump names it (CAM, DENM...)")
    static let dataLength = FieldDescriptor("data_length", "gnw.data_len", .unsigned, "bytes after the headers")

    static var all: [FieldDescriptor] {
        [geonet, source, version, nextHeader, nextHeaderName, headerType, headerSubtype, headerTypeName, payloadLength,
         hopLimit, address, timestamp, latitude, longitude, extendedLength, btpDestination, btpSource, pduVersion,
         messageType, messageName, dataLength]
    }
}
