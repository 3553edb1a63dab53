// Fields of ICMP (RFC 792, 950, 1191, 1256, 4884), ICMPv6 with neighbour discovery and MLD
// (RFC 4443, 4861, 2710, 3810) and IGMP (RFC 1112, 2236, 3376).

enum ICMPFields: ProtocolFields {
    static let icmp = FieldDescriptor.layer("icmp", "icmp", "Internet Control Message Protocol")
    static let type = FieldDescriptor("type", "icmp.type", .unsigned, "type")
    static let code = FieldDescriptor("code", "icmp.code", .unsigned, "code")
    static let checksum = FieldDescriptor("checksum", "icmp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "icmp.checksum.status", .boolean,
                                               "checksum verifies (null: not all captured, or a fragment)")
    static let identifier = FieldDescriptor("identifier", "icmp.ident", .unsigned,
                                            "identifier (echo, timestamp, information, address mask)")
    static let sequence = FieldDescriptor("sequence", "icmp.seq", .unsigned,
                                          "sequence number (echo, timestamp, information, address mask)")
    static let nextHopMTU = FieldDescriptor("next_hop_mtu", "icmp.mtu", .unsigned, "next-hop MTU (fragmentation needed)")
    static let gateway = FieldDescriptor("gateway", "icmp.redir_gw", .ipv4, "gateway (redirect)")
    static let pointer = FieldDescriptor("pointer", "icmp.pointer", .unsigned, "octet in error (parameter problem)")
    static let originateTimestamp = FieldDescriptor("originate_timestamp", "icmp.originate_timestamp", .unsigned,
                                                    "originate timestamp, ms since midnight UT")
    static let receiveTimestamp = FieldDescriptor("receive_timestamp", "icmp.receive_timestamp", .unsigned,
                                                  "receive timestamp, ms since midnight UT")
    static let transmitTimestamp = FieldDescriptor("transmit_timestamp", "icmp.transmit_timestamp", .unsigned,
                                                   "transmit timestamp, ms since midnight UT")
    static let addressMask = FieldDescriptor("address_mask", "icmp.address_mask", .ipv4, "address mask")
    static let addressCount = FieldDescriptor("address_count", "icmp.num_addrs", .unsigned,
                                              "router advertisement: number of addresses")
    static let entrySize = FieldDescriptor("entry_size", "icmp.addr_entry_size", .unsigned,
                                           "router advertisement: words per entry")
    static let lifetime = FieldDescriptor("lifetime", "icmp.lifetime", .unsigned, "router advertisement: lifetime in seconds")
    static let routers = FieldDescriptor("routers", "icmp.router", .list, "router advertisement entries")
    static let routerAddress = FieldDescriptor("address", "icmp.router_address", .ipv4, "router address")
    static let preference = FieldDescriptor("preference", "icmp.pref_level", .signed, "preference level")
    static let payloadLength = FieldDescriptor("payload_length", "icmp.payload_len",
                                               .unsigned, "bytes captured after the 8-byte header")
    static let extensionVersion = FieldDescriptor("extension_version", "icmp.ext.version", .unsigned,
                                                  "multi-part extension version (RFC 4884)")
    static let extensionChecksum = FieldDescriptor("extension_checksum", "icmp.ext.checksum", .hex(digits: 4),
                                                   "multi-part extension checksum")
    static let extensionChecksumValid = FieldDescriptor("extension_checksum_valid", "icmp.ext.checksum.status",
                                                        .boolean, "multi-part extension checksum verifies")
    static let extensionLength = FieldDescriptor("extension_length", "icmp.ext.length", .unsigned,
                                                 "multi-part extension bytes")
    static let extensionObjects = FieldDescriptor("extension_objects", "icmp.ext.object", .list,
                                                  "multi-part extension objects")
    static let objectClass = FieldDescriptor("class", "icmp.ext.class", .unsigned, "object class (1 MPLS label stack)")
    static let objectType = FieldDescriptor("ctype", "icmp.ext.ctype", .unsigned, "object class type")
    static let objectLength = FieldDescriptor("length", "icmp.ext.obj_length", .unsigned, "object length with its header")
    static let mplsLabel = FieldDescriptor("label", "icmp.mpls.label", .unsigned, "MPLS label (RFC 4950)")
    static let mplsTC = FieldDescriptor("tc", "icmp.mpls.exp", .unsigned, "MPLS traffic class")
    static let mplsBottom = FieldDescriptor("bottom", "icmp.mpls.s", .boolean, "MPLS bottom of stack")
    static let mplsTTL = FieldDescriptor("ttl", "icmp.mpls.ttl", .unsigned, "MPLS TTL")
    static let objectData = FieldDescriptor("data", "icmp.ext.data", .bytes, "object data (other classes)")

    static var all: [FieldDescriptor] {
        [icmp, type, code, checksum, checksumValid, identifier, sequence, nextHopMTU, gateway, pointer,
         originateTimestamp, receiveTimestamp, transmitTimestamp, addressMask, addressCount, entrySize, lifetime,
         routers, routerAddress, preference, payloadLength, extensionVersion, extensionChecksum,
         extensionChecksumValid, extensionLength, extensionObjects, objectClass, objectType, objectLength, mplsLabel,
         mplsTC, mplsBottom, mplsTTL, objectData]
    }
}

enum ICMPv6Fields: ProtocolFields {
    static let icmpv6 = FieldDescriptor.layer("icmpv6", "icmpv6", "Internet Control Message Protocol for IPv6")
    static let type = FieldDescriptor("type", "icmpv6.type", .unsigned, "type")
    static let code = FieldDescriptor("code", "icmpv6.code", .unsigned, "code")
    static let checksum = FieldDescriptor("checksum", "icmpv6.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "icmpv6.checksum.status", .boolean,
                                               "checksum verifies (null: not all captured, or a fragment)")
    static let identifier = FieldDescriptor("identifier", "icmpv6.echo.identifier", .unsigned,
                                            "identifier (echo, home agent discovery)")
    static let sequence = FieldDescriptor("sequence", "icmpv6.echo.sequence_number", .unsigned, "echo sequence number")
    static let mtu = FieldDescriptor("mtu", "icmpv6.mtu", .unsigned, "MTU (packet too big)")
    static let pointer = FieldDescriptor("pointer", "icmpv6.pointer", .unsigned, "octet in error (parameter problem)")
    static let target = FieldDescriptor("target", "icmpv6.nd.target_address", .ipv6,
                                        "target address (neighbour solicitation/advertisement, redirect)")
    static let router = FieldDescriptor("router", "icmpv6.nd.na.flag.r", .boolean, "router flag (NA)")
    static let solicited = FieldDescriptor("solicited", "icmpv6.nd.na.flag.s", .boolean, "solicited flag (NA)")
    static let override = FieldDescriptor("override", "icmpv6.nd.na.flag.o", .boolean, "override flag (NA)")
    static let destination = FieldDescriptor("destination", "icmpv6.nd.rd.destination_address", .ipv6,
                                             "destination address (redirect)")
    static let hopLimit = FieldDescriptor("hop_limit", "icmpv6.nd.ra.cur_hop_limit", .unsigned, "current hop limit (RA)")
    static let managed = FieldDescriptor("managed", "icmpv6.nd.ra.flag.m", .boolean, "managed address configuration (RA)")
    static let otherConfig = FieldDescriptor("other_config", "icmpv6.nd.ra.flag.o", .boolean, "other configuration (RA)")
    static let homeAgent = FieldDescriptor("home_agent", "icmpv6.nd.ra.flag.h", .boolean, "home agent (RA)")
    static let preference = FieldDescriptor("preference", "icmpv6.nd.ra.flag.prf", .unsigned,
                                            "default router preference, 0 medium, 1 high, 3 low (RA)")
    static let ipv6Only = FieldDescriptor("ipv6_only", "icmpv6.nd.ra.flag.6", .boolean, "IPv6-only flag (RA)")
    static let routerLifetime = FieldDescriptor("router_lifetime", "icmpv6.nd.ra.router_lifetime", .unsigned,
                                                "router lifetime in seconds (RA)")
    static let reachableTime = FieldDescriptor("reachable_time", "icmpv6.nd.ra.reachable_time", .unsigned,
                                               "reachable time in ms (RA)")
    static let retransTimer = FieldDescriptor("retrans_timer", "icmpv6.nd.ra.retrans_timer", .unsigned,
                                              "retransmission timer in ms (RA)")
    static let options = FieldDescriptor("options", "icmpv6.opt", .list, "neighbour discovery options")
    static let optionType = FieldDescriptor("type", "icmpv6.opt.type", .unsigned, "option type")
    static let optionLength = FieldDescriptor("length", "icmpv6.opt.length", .unsigned, "option length in bytes")
    static let linkAddress = FieldDescriptor("link_address", "icmpv6.opt.linkaddr", .mac, "link-layer address")
    static let prefixLength = FieldDescriptor("prefix_length", "icmpv6.opt.prefix.length", .unsigned, "prefix length")
    static let onLink = FieldDescriptor("on_link", "icmpv6.opt.prefix.flag.l", .boolean, "on-link flag")
    static let autonomous = FieldDescriptor("autonomous", "icmpv6.opt.prefix.flag.a", .boolean,
                                            "autonomous address configuration flag")
    static let routerAddress = FieldDescriptor("router_address", "icmpv6.opt.prefix.flag.r", .boolean,
                                               "router address flag")
    static let validLifetime = FieldDescriptor("valid_lifetime", "icmpv6.opt.prefix.valid_lifetime", .unsigned,
                                               "valid lifetime in seconds")
    static let preferredLifetime = FieldDescriptor("preferred_lifetime", "icmpv6.opt.prefix.preferred_lifetime",
                                                   .unsigned, "preferred lifetime in seconds")
    static let prefix = FieldDescriptor("prefix", "icmpv6.opt.prefix", .ipv6, "prefix")
    static let optionMTU = FieldDescriptor("mtu", "icmpv6.opt.mtu", .unsigned, "MTU option")
    static let optionData = FieldDescriptor("data", "icmpv6.opt.data", .bytes, "option data (other options)")
    static let optionMalformed = FieldDescriptor("malformed", "icmpv6.opt.malformed", .label,
                                                 "why the option cannot be walked")
    static let maxResponseDelay = FieldDescriptor("max_response_delay", "icmpv6.mld.maximum_response_delay",
                                                  .unsigned, "maximum response delay in ms (MLD)")
    static let multicastAddress = FieldDescriptor("multicast_address", "icmpv6.mld.multicast_address", .ipv6,
                                                  "multicast address (MLD)")
    static let suppress = FieldDescriptor("suppress_router_processing", "icmpv6.mld.flag.s", .boolean,
                                          "S flag (MLDv2 query)")
    static let robustness = FieldDescriptor("robustness", "icmpv6.mld.flag.qrv", .unsigned,
                                            "querier's robustness variable (MLDv2 query)")
    static let qqi = FieldDescriptor("qqi", "icmpv6.mld.qqi", .unsigned, "querier's query interval in s (MLDv2 query)")
    static let sources = FieldDescriptor("sources", "icmpv6.mld.source_address", .list, "source addresses (MLDv2)")
    static let source = FieldDescriptor("source", "icmpv6.mld.source_address", .ipv6, "a source address (MLDv2)")
    static let records = FieldDescriptor("records", "icmpv6.mldr.mar", .list, "multicast address records (MLDv2 report)")
    static let recordCount = FieldDescriptor("record_count", "icmpv6.mldr.nb_mcast_records", .unsigned,
                                             "number of multicast address records (MLDv2 report)")
    static let recordType = FieldDescriptor("record_type", "icmpv6.mldr.mar.record_type", .unsigned,
                                            "record type (1 is_in … 6 block)")
    static let payloadLength = FieldDescriptor("payload_length", "icmpv6.payload_len", .unsigned,
                                               "bytes captured after the 8-byte header")
    static let niQtype = FieldDescriptor("qtype", "icmpv6.ni.qtype", .unsigned,
                                         "node information query type (0 noop, 1 qtypes, 2 name, 3 addresses, 4 IPv4)")
    static let niFlags = FieldDescriptor("ni_flags", "icmpv6.ni.flags", .hex(digits: 4), "node information flags")
    static let niNonce = FieldDescriptor("nonce", "icmpv6.ni.nonce", .bytes, "node information nonce")
    static let rrSequence = FieldDescriptor("rr_sequence", "icmpv6.rr.sequencenumber", .unsigned,
                                            "router renumbering sequence number")
    static let rrSegment = FieldDescriptor("rr_segment", "icmpv6.rr.segmentnumber", .unsigned,
                                           "router renumbering segment number")
    static let rrFlags = FieldDescriptor("rr_flags", "icmpv6.rr.flag", .hex(digits: 2),
                                         "router renumbering flags (T R A S P)")
    static let rrMaxDelay = FieldDescriptor("rr_max_delay", "icmpv6.rr.maxdelay", .unsigned,
                                            "router renumbering maximum delay in ms")
    static let rplInstance = FieldDescriptor("rpl_instance", "icmpv6.rpl.instance", .unsigned, "RPL instance ID")
    static let rplVersion = FieldDescriptor("rpl_version", "icmpv6.rpl.dio.version", .unsigned, "DODAG version (DIO)")
    static let rplRank = FieldDescriptor("rpl_rank", "icmpv6.rpl.dio.rank", .unsigned, "rank (DIO)")
    static let rplSequence = FieldDescriptor("rpl_sequence", "icmpv6.rpl.dao.sequence", .unsigned,
                                             "DTSN (DIO) or DAO sequence (DAO, DAO-ACK)")
    static let rplStatus = FieldDescriptor("rpl_status", "icmpv6.rpl.daoack.status", .unsigned, "status (DAO-ACK)")
    static let rplDODAG = FieldDescriptor("dodag_id", "icmpv6.rpl.dio.dagid", .ipv6, "DODAG ID")
    static let advertisementInterval = FieldDescriptor("advertisement_interval", "icmpv6.opt.advint", .unsigned,
                                                       "advertisement interval option, in ms")
    static let homeAgentPreference = FieldDescriptor("home_agent_preference", "icmpv6.opt.hai.prf", .unsigned,
                                                     "home agent preference")
    static let homeAgentLifetime = FieldDescriptor("home_agent_lifetime", "icmpv6.opt.hai.lifetime", .unsigned,
                                                   "home agent lifetime in seconds")
    static let optionLifetime = FieldDescriptor("lifetime", "icmpv6.opt.lifetime", .unsigned,
                                                "lifetime in seconds (route info, RDNSS, DNSSL)")
    static let routePreference = FieldDescriptor("route_preference", "icmpv6.opt.route_info.flag.route_preference",
                                                 .unsigned, "route preference, 0 medium, 1 high, 3 low")

    static var all: [FieldDescriptor] {
        [icmpv6, type, code, checksum, checksumValid, identifier, sequence, mtu, pointer, target, router, solicited,
         override, destination, hopLimit, managed, otherConfig, homeAgent, preference, ipv6Only, routerLifetime,
         reachableTime, retransTimer, options, optionType, optionLength, linkAddress, prefixLength, onLink,
         autonomous, routerAddress, validLifetime, preferredLifetime, prefix, optionMTU, optionData, optionMalformed,
         niQtype, niFlags, niNonce, rrSequence, rrSegment, rrFlags, rrMaxDelay, rplInstance, rplVersion, rplRank,
         rplSequence, rplStatus, rplDODAG, advertisementInterval, homeAgentPreference, homeAgentLifetime,
         optionLifetime, routePreference,
         maxResponseDelay, multicastAddress, suppress, robustness, qqi, sources, source, records, recordCount,
         recordType, payloadLength]
    }
}

enum IGMPFields: ProtocolFields {
    static let igmp = FieldDescriptor.layer("igmp", "igmp", "Internet Group Management Protocol")
    static let type = FieldDescriptor("type", "igmp.type", .unsigned, "type (0x11 query, 0x12/0x16/0x22 report, 0x17 leave)")
    static let version = FieldDescriptor("version", "igmp.version", .unsigned,
                                         "IGMP version, from the type and (queries) length and max response code")
    static let maxResponse = FieldDescriptor("max_response_code", "igmp.max_resp", .unsigned,
                                             "max response code (tenths of a second, v3 exponential)")
    static let maxResponseTime = FieldDescriptor("max_response_time", "igmp.max_resp.time", .unsigned,
                                                 "max response time in tenths of a second (v3 query, decoded)")
    static let checksum = FieldDescriptor("checksum", "igmp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "igmp.checksum.status", .boolean,
                                               "checksum verifies (null: not all captured)")
    static let group = FieldDescriptor("group", "igmp.maddr", .ipv4, "group address")
    static let suppress = FieldDescriptor("suppress_router_processing", "igmp.s", .boolean, "S flag (v3 query)")
    static let robustness = FieldDescriptor("robustness", "igmp.qrv", .unsigned, "querier's robustness variable (v3 query)")
    static let qqic = FieldDescriptor("qqic", "igmp.qqic", .unsigned, "querier's query interval code (v3 query)")
    static let sourceCount = FieldDescriptor("source_count", "igmp.num_src", .unsigned, "number of sources")
    static let sources = FieldDescriptor("sources", "igmp.saddr", .list, "source addresses")
    static let source = FieldDescriptor("source", "igmp.saddr", .ipv4, "a source address")
    static let recordCount = FieldDescriptor("record_count", "igmp.num_grp_recs", .unsigned, "number of group records (v3 report)")
    static let records = FieldDescriptor("records", "igmp.record", .list, "group records (v3 report)")
    static let recordType = FieldDescriptor("record_type", "igmp.record_type", .unsigned, "record type (1 is_in … 6 block)")
    static let auxLength = FieldDescriptor("aux_data_length", "igmp.aux_data_len", .unsigned, "auxiliary data length in words")

    static var all: [FieldDescriptor] {
        [igmp, type, version, maxResponse, maxResponseTime, checksum, checksumValid, group, suppress, robustness, qqic,
         sourceCount, sources, source, recordCount, records, recordType, auxLength]
    }
}
