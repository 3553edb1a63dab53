// Fields of DVMRP (RFC 1075, draft-ietf-idmr-dvmrp-v3; IGMP type 0x13) and multicast traceroute
// (draft-ietf-idmr-traceroute-ipm; IGMP types 0x1f query, 0x1e response).

enum DVMRPFields: ProtocolFields {
    static let dvmrp = FieldDescriptor.layer("dvmrp", "dvmrp", "Distance Vector Multicast Routing Protocol")
    static let code = FieldDescriptor("code", "dvmrp.type", .unsigned,
                                      "message code (1 probe, 2 report, 3-6 (ask-)neighbors, 7 prune, 8 graft, 9 graft-ack)")
    static let codeName = FieldDescriptor("code_name", "dvmrp.type_name", .label, "message code as tcpdump names it")
    static let minorVersion = FieldDescriptor("minor_version", "dvmrp.min_ver", .unsigned,
                                              "minor version (the IGMP group field's third byte)")
    static let majorVersion = FieldDescriptor("major_version", "dvmrp.maj_ver", .unsigned,
                                              "major version (the IGMP group field's fourth byte)")
    static let generationID = FieldDescriptor("generation_id", "dvmrp.genid", .unsigned, "probe: generation id")
    static let neighbors = FieldDescriptor("neighbors", "dvmrp.neighbor", .list, "probe: neighbors heard; interfaces: their neighbors")
    static let neighbor = FieldDescriptor("neighbor", "dvmrp.neighbor", .ipv4, "a neighbor address")
    static let routes = FieldDescriptor("routes", "dvmrp.route", .list, "report: routes, by mask")
    static let mask = FieldDescriptor("mask", "dvmrp.netmask", .ipv4, "report: the mask of the origins that follow")
    static let origin = FieldDescriptor("origin", "dvmrp.route.origin", .ipv4, "report: source network")
    static let metric = FieldDescriptor("metric", "dvmrp.metric", .unsigned, "metric (report: without the last-entry bit)")
    static let interfaces = FieldDescriptor("interfaces", "dvmrp.interface", .list, "neighbors reply: one entry per local interface")
    static let localAddress = FieldDescriptor("local_address", "dvmrp.local_addr", .ipv4, "neighbors reply: local interface address")
    static let threshold = FieldDescriptor("threshold", "dvmrp.threshold", .unsigned, "neighbors reply: TTL threshold")
    static let flags = FieldDescriptor("flags", "dvmrp.flags", .hex(digits: 2),
                                       "neighbors2: 0x01 tunnel, 0x02 srcrt, 0x10 down, 0x20 disabled, 0x40 querier")
    static let neighborCount = FieldDescriptor("neighbor_count", "dvmrp.ncount", .unsigned, "neighbors reply: neighbor count")
    static let source = FieldDescriptor("source", "dvmrp.src", .ipv4, "prune/graft/graft-ack: source address")
    static let group = FieldDescriptor("group", "dvmrp.grp", .ipv4, "prune/graft/graft-ack: group address")
    static let lifetime = FieldDescriptor("lifetime", "dvmrp.lifetime", .unsigned, "prune: lifetime in seconds")

    static var all: [FieldDescriptor] {
        [dvmrp, code, codeName, minorVersion, majorVersion, generationID, neighbors, neighbor, routes, mask, origin, metric,
         interfaces, localAddress, threshold, flags, neighborCount, source, group, lifetime]
    }
}

enum MtraceFields: ProtocolFields {
    static let mtrace = FieldDescriptor.layer("mtrace", "mtrace", "Multicast traceroute")
    static let queryID = FieldDescriptor("query_id", "mtrace.q_id", .unsigned, "query id (24 bits)")
    static let source = FieldDescriptor("source", "mtrace.q_src", .ipv4, "traced source")
    static let destination = FieldDescriptor("destination", "mtrace.q_dst", .ipv4, "traced destination (receiver)")
    static let responseAddress = FieldDescriptor("response_address", "mtrace.resp_addr", .ipv4, "where the response goes")
    static let responseTTL = FieldDescriptor("response_ttl", "mtrace.resp_ttl", .unsigned, "TTL for a multicast response")
    static let hops = FieldDescriptor("hops", "mtrace.hop", .list, "response blocks, one per router (response)")
    static let arrival = FieldDescriptor("arrival", "mtrace.q_arrival", .unsigned, "query arrival time (NTP 16.16 format)")
    static let incoming = FieldDescriptor("incoming", "mtrace.q_inaddr", .ipv4, "incoming interface address")
    static let outgoing = FieldDescriptor("outgoing", "mtrace.q_outaddr", .ipv4, "outgoing interface address")
    static let previousHop = FieldDescriptor("previous_hop", "mtrace.q_prevrtr", .ipv4, "previous-hop router")
    static let inputPackets = FieldDescriptor("input_packets", "mtrace.q_inpkt", .unsigned, "packets in on the interface")
    static let outputPackets = FieldDescriptor("output_packets", "mtrace.q_outpkt", .unsigned, "packets out on the interface")
    static let sourceGroupPackets = FieldDescriptor("source_group_packets", "mtrace.q_total", .unsigned,
                                                    "packets for this source and group")
    static let routingProtocol = FieldDescriptor("routing_protocol", "mtrace.q_rtg_proto", .unsigned,
                                                 "1 DVMRP, 2 MOSPF, 3 PIM, 4 CBT")
    static let forwardTTL = FieldDescriptor("forward_ttl", "mtrace.q_fwd_ttl", .unsigned, "TTL needed to forward")
    static let sourceMask = FieldDescriptor("source_mask", "mtrace.q_mbz", .unsigned, "source mask length and S bit byte")
    static let forwardingCode = FieldDescriptor("forwarding_code", "mtrace.q_fwd_code", .hex(digits: 2), "forwarding error code")

    static var all: [FieldDescriptor] {
        [mtrace, queryID, source, destination, responseAddress, responseTTL, hops, arrival, incoming, outgoing, previousHop,
         inputPackets, outputPackets, sourceGroupPackets, routingProtocol, forwardTTL, sourceMask, forwardingCode]
    }
}
