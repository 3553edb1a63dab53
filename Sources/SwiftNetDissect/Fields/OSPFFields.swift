// Fields of OSPFv2 (RFC 2328, opaque LSAs RFC 5250, TE RFC 3630, grace RFC 3623, router
// information RFC 7770, LLS RFC 5613).

enum OSPFFields: ProtocolFields {
    static let ospf = FieldDescriptor.layer("ospf", "ospf", "Open Shortest Path First version 2")
    static let version = FieldDescriptor("version", "ospf.version", .unsigned, "version")
    static let type = FieldDescriptor("type", "ospf.msg", .unsigned, "packet type (1 hello ... 5 LS ack)")
    static let typeName = FieldDescriptor("type_name", "ospf.msg_name", .label, "packet type as tcpdump names it")
    static let length = FieldDescriptor("length", "ospf.packet_length", .unsigned, "packet length field")
    static let routerID = FieldDescriptor("router_id", "ospf.srcrouter", .ipv4, "router ID of the sender")
    static let areaID = FieldDescriptor("area_id", "ospf.area_id", .ipv4, "area ID (0.0.0.0: backbone)")
    static let checksum = FieldDescriptor("checksum", "ospf.checksum", .hex(digits: 4), "checksum")
    static let authType = FieldDescriptor("auth_type", "ospf.auth.type", .unsigned, "authentication type")
    static let password = FieldDescriptor("password", "ospf.auth.simple", .string, "simple password (up to 8 bytes)")
    static let keyID = FieldDescriptor("key_id", "ospf.auth.crypt.key_id", .unsigned, "cryptographic key ID")
    static let authDataLength = FieldDescriptor("auth_data_length", "ospf.auth.crypt.data_length", .unsigned,
                                                "length of the cryptographic trailer")
    static let cryptoSequence = FieldDescriptor("crypto_sequence", "ospf.auth.crypt.seq_nbr", .unsigned,
                                                "cryptographic sequence number")
    static let options = FieldDescriptor("options", "ospf.v2.options", .hex(digits: 2), "options (E, MC, N/P, L, DC, O, DN)")
    static let networkMask = FieldDescriptor("network_mask", "ospf.hello.network_mask", .ipv4, "hello: network mask")
    static let helloInterval = FieldDescriptor("hello_interval", "ospf.hello.hello_interval", .unsigned, "hello: seconds")
    static let priority = FieldDescriptor("priority", "ospf.hello.router_priority", .unsigned, "hello: router priority")
    static let deadInterval = FieldDescriptor("dead_interval", "ospf.hello.router_dead_interval", .unsigned,
                                              "hello: seconds")
    static let designatedRouter = FieldDescriptor("designated_router", "ospf.hello.designated_router", .ipv4,
                                                  "hello: designated router")
    static let backupRouter = FieldDescriptor("backup_designated_router", "ospf.hello.backup_designated_router", .ipv4,
                                              "hello: backup designated router")
    static let neighbors = FieldDescriptor("neighbors", "ospf.hello.active_neighbor", .list, "hello: neighbors seen")
    static let neighbor = FieldDescriptor("neighbor", "ospf.hello.active_neighbor", .ipv4, "a neighbor's router ID")
    static let mtu = FieldDescriptor("mtu", "ospf.db.interface_mtu", .unsigned, "DD: interface MTU")
    static let ddFlags = FieldDescriptor("dd_flags", "ospf.db.dd_flags", .hex(digits: 2), "DD: flags (I, M, MS, R)")
    static let ddSequence = FieldDescriptor("dd_sequence", "ospf.db.dd_sequence", .unsigned, "DD: sequence number")
    static let lsaCount = FieldDescriptor("lsa_count", "ospf.ls.number_of_lsas", .unsigned, "LS update: LSAs counted")
    static let lsas = FieldDescriptor("lsas", "ospf.lsa", .list, "LSAs or LSA headers")
    static let requests = FieldDescriptor("requests", "ospf.link_state_id", .list, "LS request entries")
    static let age = FieldDescriptor("age", "ospf.lsa.age", .unsigned, "LSA age in seconds")
    static let lsaOptions = FieldDescriptor("options", "ospf.lsa.options", .hex(digits: 2), "LSA options")
    static let lsType = FieldDescriptor("ls_type", "ospf.lsa", .unsigned, "LS type")
    static let lsID = FieldDescriptor("ls_id", "ospf.lsa.id", .ipv4, "link state ID")
    static let opaqueType = FieldDescriptor("opaque_type", "ospf.lsa.opaque_type", .unsigned, "opaque LSAs: opaque type")
    static let opaqueID = FieldDescriptor("opaque_id", "ospf.lsa.opaque_id", .unsigned, "opaque LSAs: opaque ID")
    static let advertisingRouter = FieldDescriptor("advertising_router", "ospf.advrouter", .ipv4, "advertising router")
    static let sequence = FieldDescriptor("sequence", "ospf.lsa.seqnum", .hex(digits: 8), "LS sequence number")
    static let lsaChecksum = FieldDescriptor("checksum", "ospf.lsa.chksum", .hex(digits: 4), "LS checksum")
    static let lsaLength = FieldDescriptor("length", "ospf.lsa.length", .unsigned, "LSA length, header included")
    static let routerFlags = FieldDescriptor("router_flags", "ospf.v2.router.lsa.flags", .hex(digits: 2),
                                             "router LSA: flags (B, E, V, W, Nt, H)")
    static let links = FieldDescriptor("links", "ospf.lsa.router.link", .list, "router LSA: links")
    static let linkType = FieldDescriptor("link_type", "ospf.lsa.router.linktype", .unsigned,
                                          "link type (1 point-to-point, 2 transit, 3 stub, 4 virtual)")
    static let linkID = FieldDescriptor("link_id", "ospf.lsa.router.linkid", .ipv4, "link ID")
    static let linkData = FieldDescriptor("link_data", "ospf.lsa.router.linkdata", .ipv4, "link data")
    static let metric = FieldDescriptor("metric", "ospf.metric", .unsigned, "metric")
    static let metrics = FieldDescriptor("metrics", "ospf.lsa.tos", .list, "per-topology (TOS) metrics")
    static let topology = FieldDescriptor("topology", "ospf.lsa.tos.id", .unsigned, "topology (TOS) ID")
    static let mask = FieldDescriptor("mask", "ospf.lsa.netmask", .ipv4, "network mask")
    static let attachedRouters = FieldDescriptor("attached_routers", "ospf.lsa.network.attachrtr", .list,
                                                 "network LSA: attached routers")
    static let attachedRouter = FieldDescriptor("router", "ospf.lsa.network.attachrtr", .ipv4, "an attached router")
    static let externalType = FieldDescriptor("external_type", "ospf.lsa.asext.type", .unsigned, "AS external metric type (1 or 2)")
    static let forwardingAddress = FieldDescriptor("forwarding_address", "ospf.lsa.asext.fwdaddr", .ipv4,
                                                   "AS external: forwarding address")
    static let routeTag = FieldDescriptor("route_tag", "ospf.lsa.asext.extrttag", .unsigned, "AS external: route tag")
    static let vertices = FieldDescriptor("vertices", "ospf.lsa.mospf.vertex", .list, "group membership LSA: vertices")
    static let vertexType = FieldDescriptor("vertex_type", "ospf.lsa.mospf.vertex.type", .unsigned, "vertex type")
    static let vertexID = FieldDescriptor("vertex_id", "ospf.lsa.mospf.vertex.id", .ipv4, "vertex ID")
    static let tlvs = FieldDescriptor("tlvs", "ospf.tlv", .list, "opaque LSA TLVs")
    static let tlvType = FieldDescriptor("type", "ospf.tlv.type", .unsigned, "TLV type")
    static let tlvLength = FieldDescriptor("length", "ospf.tlv.length", .unsigned, "TLV length")
    static let tlvValue = FieldDescriptor("value", "ospf.tlv.value", .bytes, "TLV value as captured")
    static let subTLVs = FieldDescriptor("sub_tlvs", "ospf.tlv.sub", .list, "TE link TLV: sub-TLVs")
    static let lls = FieldDescriptor("lls", "ospf.lls", .object, "link-local signalling data block")
    static let llsChecksum = FieldDescriptor("checksum", "ospf.lls.checksum", .hex(digits: 4), "LLS checksum")
    static let llsLength = FieldDescriptor("length", "ospf.lls.data.length", .unsigned, "LLS length in 32-bit words")
    static let llsTLVs = FieldDescriptor("tlvs", "ospf.lls.tlv", .list, "LLS TLVs")

    static var all: [FieldDescriptor] {
        [ospf, version, type, typeName, length, routerID, areaID, checksum, authType, password, keyID, authDataLength,
         cryptoSequence, options, networkMask, helloInterval, priority, deadInterval, designatedRouter, backupRouter,
         neighbors, neighbor, mtu, ddFlags, ddSequence, lsaCount, lsas, requests, age, lsaOptions, lsType, lsID,
         opaqueType, opaqueID, advertisingRouter, sequence, lsaChecksum, lsaLength, routerFlags, links, linkType,
         linkID, linkData, metric, metrics, topology, mask, attachedRouters, attachedRouter, externalType,
         forwardingAddress, routeTag, vertices, vertexType, vertexID, tlvs, tlvType, tlvLength, tlvValue, subTLVs,
         lls, llsChecksum, llsLength, llsTLVs]
    }
}

// Fields of OSPFv3 (RFC 5340; LLS RFC 5613, authentication trailer RFC 7166).

enum OSPF6Fields: ProtocolFields {
    static let ospf6 = FieldDescriptor.layer("ospfv3", "ospfv3", "Open Shortest Path First version 3")
    static let version = FieldDescriptor("version", "ospfv3.version", .unsigned, "version")
    static let type = FieldDescriptor("type", "ospfv3.msg", .unsigned, "packet type (1 hello ... 5 LS ack)")
    static let typeName = FieldDescriptor("type_name", "ospfv3.msg_name", .label, "packet type as tcpdump names it")
    static let length = FieldDescriptor("length", "ospfv3.packet_length", .unsigned, "packet length field")
    static let routerID = FieldDescriptor("router_id", "ospfv3.srcrouter", .ipv4, "router ID of the sender")
    static let areaID = FieldDescriptor("area_id", "ospfv3.area_id", .ipv4, "area ID (0.0.0.0: backbone)")
    static let checksum = FieldDescriptor("checksum", "ospfv3.checksum", .hex(digits: 4), "checksum")
    static let instance = FieldDescriptor("instance", "ospfv3.instance_id", .unsigned, "instance ID")
    static let options = FieldDescriptor("options", "ospfv3.options", .hex(digits: 6), "options (V6, E, N, R, DC, AF, L, AT)")
    static let interfaceID = FieldDescriptor("interface_id", "ospfv3.hello.interface_id", .unsigned, "hello: interface ID")
    static let priority = FieldDescriptor("priority", "ospfv3.hello.router_priority", .unsigned, "hello: router priority")
    static let helloInterval = FieldDescriptor("hello_interval", "ospfv3.hello.hello_interval", .unsigned, "hello: seconds")
    static let deadInterval = FieldDescriptor("dead_interval", "ospfv3.hello.router_dead_interval", .unsigned,
                                              "hello: seconds")
    static let designatedRouter = FieldDescriptor("designated_router", "ospfv3.hello.designated_router", .ipv4,
                                                  "hello: designated router")
    static let backupRouter = FieldDescriptor("backup_designated_router", "ospfv3.hello.backup_designated_router",
                                              .ipv4, "hello: backup designated router")
    static let neighbors = FieldDescriptor("neighbors", "ospfv3.hello.active_neighbor", .list, "hello: neighbors seen")
    static let neighbor = FieldDescriptor("neighbor", "ospfv3.hello.active_neighbor", .ipv4, "a neighbor's router ID")
    static let mtu = FieldDescriptor("mtu", "ospfv3.db.interface_mtu", .unsigned, "DD: interface MTU")
    static let ddFlags = FieldDescriptor("dd_flags", "ospfv3.db.dd_flags", .hex(digits: 2), "DD: flags (I, M, MS)")
    static let ddSequence = FieldDescriptor("dd_sequence", "ospfv3.db.dd_sequence", .unsigned, "DD: sequence number")
    static let lsaCount = FieldDescriptor("lsa_count", "ospfv3.ls.number_of_lsas", .unsigned, "LS update: LSAs counted")
    static let lsas = FieldDescriptor("lsas", "ospfv3.lsa", .list, "LSAs, LSA headers or requests")
    static let age = FieldDescriptor("age", "ospfv3.lsa.age", .unsigned, "LSA age in seconds")
    static let lsType = FieldDescriptor("ls_type", "ospfv3.lsa.type", .hex(digits: 4), "LS type (U bit, scope, function code)")
    static let lsID = FieldDescriptor("ls_id", "ospfv3.lsa.id", .ipv4, "link state ID")
    static let advertisingRouter = FieldDescriptor("advertising_router", "ospfv3.advrouter", .ipv4, "advertising router")
    static let sequence = FieldDescriptor("sequence", "ospfv3.lsa.seqnum", .hex(digits: 8), "LS sequence number")
    static let lsaChecksum = FieldDescriptor("checksum", "ospfv3.lsa.chksum", .hex(digits: 4), "LS checksum")
    static let lsaLength = FieldDescriptor("length", "ospfv3.lsa.length", .unsigned, "LSA length, header included")
    static let body = FieldDescriptor("body", "ospfv3.lsa.body", .bytes, "LSA body as captured")

    static var all: [FieldDescriptor] {
        [ospf6, version, type, typeName, length, routerID, areaID, checksum, instance, options, interfaceID, priority,
         helloInterval, deadInterval, designatedRouter, backupRouter, neighbors, neighbor, mtu, ddFlags, ddSequence,
         lsaCount, lsas, age, lsType, lsID, advertisingRouter, sequence, lsaChecksum, lsaLength, body]
    }
}
