// Fields of PIM version 2 (RFC 7761 sparse mode, RFC 3973 dense mode, RFC 5059 bootstrap, RFC 5015
// bidirectional DF election) on IP protocol 103, of PIM version 1 inside IGMP (type 0x14), and of
// MSDP (TCP 639), which carries PIM-SM source-active announcements between RPs.

enum PIMFields: ProtocolFields {
    static let pim = FieldDescriptor.layer("pim", "pim", "Protocol Independent Multicast (IP protocol 103)")
    static let version = FieldDescriptor("version", "pim.version", .unsigned, "version")
    static let type = FieldDescriptor("type", "pim.type", .unsigned,
                                      "message type (0 hello, 1 register, 2 register-stop, 3 join/prune...)")
    static let addressLength = FieldDescriptor("address_length", "pim.addr_len", .unsigned,
                                               "RFC 2117 unicast address length (0: encoded addresses)")
    static let subtype = FieldDescriptor("subtype", "pim.df_elect.subtype", .unsigned,
                                         "DF election subtype (1 offer, 2 winner, 3 backoff, 4 pass)")
    static let checksum = FieldDescriptor("checksum", "pim.cksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "pim.cksum.status", .boolean,
                                               "checksum verifies (null: zero, or not all captured)")
    // Hello options (RFC 7761 4.9.2).
    static let options = FieldDescriptor("options", "pim.option", .list, "hello options")
    static let optionType = FieldDescriptor("type", "pim.optiontype", .unsigned, "option type")
    static let optionLength = FieldDescriptor("length", "pim.optionlength", .unsigned, "option length")
    static let holdtime = FieldDescriptor("holdtime", "pim.holdtime", .unsigned, "hold time, seconds")
    static let tBit = FieldDescriptor("t_bit", "pim.t", .boolean, "LAN prune delay: join suppression off")
    static let lanDelay = FieldDescriptor("lan_delay", "pim.lan_delay", .unsigned, "LAN delay, milliseconds")
    static let overrideInterval = FieldDescriptor("override_interval", "pim.override_interval", .unsigned,
                                                  "override interval, milliseconds")
    static let drPriority = FieldDescriptor("dr_priority", "pim.dr_priority", .unsigned, "DR priority")
    static let generationID = FieldDescriptor("generation_id", "pim.generation_id", .hex(digits: 8), "generation ID")
    static let refreshVersion = FieldDescriptor("refresh_version", "pim.state_refresh_version", .unsigned,
                                                "state refresh capability version")
    static let refreshInterval = FieldDescriptor("refresh_interval", "pim.state_refresh_interval", .unsigned,
                                                 "state refresh interval, seconds")
    static let addresses = FieldDescriptor("addresses", "pim.address_list", .list, "secondary addresses")
    static let data = FieldDescriptor("data", "pim.option.value", .bytes, "option value tcpdump does not decode")
    // Encoded addresses (RFC 7761 4.9.1): an object each.
    static let family = FieldDescriptor("family", "pim.addr.family", .unsigned, "address family (1 IPv4, 2 IPv6)")
    static let address = FieldDescriptor("address", "pim.addr.ipv4", .ipv4, "IPv4 address")
    static let address6 = FieldDescriptor("address", "pim.addr.ipv6", .ipv6, "IPv6 address")
    static let maskLength = FieldDescriptor("mask_length", "pim.addr.mask_len", .unsigned, "mask length")
    static let flags = FieldDescriptor("flags", "pim.addr.flags", .hex(digits: 2),
                                       "group: B and Z bits; source: S (0x4), W (0x2), R (0x1)")
    // Register (4.9.3), register-stop (4.9.4).
    static let registerFlags = FieldDescriptor("flags", "pim.register.flags", .hex(digits: 8),
                                               "register flags (0x80000000 border, 0x40000000 null)")
    static let border = FieldDescriptor("border", "pim.register.border", .boolean, "border bit")
    static let null = FieldDescriptor("null_register", "pim.register.null", .boolean, "null-register bit")
    static let group = FieldDescriptor("group", "pim.group", .object, "encoded group address")
    static let source = FieldDescriptor("source", "pim.source", .object, "encoded source address")
    // Join/prune, graft, graft-ack (4.9.5).
    static let upstreamNeighbor = FieldDescriptor("upstream_neighbor", "pim.upstream_neighbor", .object,
                                                  "upstream neighbor")
    static let groupCount = FieldDescriptor("group_count", "pim.numgroups", .unsigned, "number of groups")
    static let groups = FieldDescriptor("groups", "pim.groups", .list, "groups")
    static let joinedCount = FieldDescriptor("joined_count", "pim.numjoins", .unsigned, "number of joined sources")
    static let prunedCount = FieldDescriptor("pruned_count", "pim.numprunes", .unsigned, "number of pruned sources")
    static let joined = FieldDescriptor("joined", "pim.join_ip", .list, "joined sources")
    static let pruned = FieldDescriptor("pruned", "pim.prune_ip", .list, "pruned sources")
    // Bootstrap (RFC 5059 4.2) and candidate-RP advertisement (4.3).
    static let fragmentTag = FieldDescriptor("fragment_tag", "pim.bsr_fragment_tag", .hex(digits: 4), "fragment tag")
    static let hashMaskLength = FieldDescriptor("hash_mask_length", "pim.hash_mask_len", .unsigned, "hash mask length")
    static let bsrPriority = FieldDescriptor("bsr_priority", "pim.bsr_priority", .unsigned, "BSR priority")
    static let bsr = FieldDescriptor("bsr", "pim.bsr_address", .object, "bootstrap router")
    static let rpCount = FieldDescriptor("rp_count", "pim.rp_count", .unsigned, "RP count")
    static let fragmentRPCount = FieldDescriptor("fragment_rp_count", "pim.frp_count", .unsigned, "RPs in this fragment")
    static let rps = FieldDescriptor("rps", "pim.rps", .list, "RPs of the group")
    static let rp = FieldDescriptor("rp", "pim.rp_address", .object, "rendezvous point")
    static let priority = FieldDescriptor("priority", "pim.priority", .unsigned, "priority")
    static let prefixCount = FieldDescriptor("prefix_count", "pim.prefix_count", .unsigned, "group prefix count")
    // Assert (4.9.6), state refresh (RFC 3973 4.7.1), DF election (RFC 5015 3.7).
    static let rpt = FieldDescriptor("rpt", "pim.rpt", .boolean, "RPT bit")
    static let preference = FieldDescriptor("preference", "pim.metric_pref", .unsigned, "metric preference")
    static let metric = FieldDescriptor("metric", "pim.metric", .unsigned, "metric")
    static let originator = FieldDescriptor("originator", "pim.originator", .object,
                                            "originator (tcpdump: forwarder)")
    static let tunr = FieldDescriptor("tunr", "pim.tunr", .unsigned,
                                      "the 2 bytes after the originator that tcpdump prints as TUNR, seconds")
    static let target = FieldDescriptor("target", "pim.df_elect.target", .object, "backoff offerer or pass new winner")
    static let targetPreference = FieldDescriptor("target_preference", "pim.df_elect.target_pref", .unsigned,
                                                  "offerer or new winner metric preference")
    static let targetMetric = FieldDescriptor("target_metric", "pim.df_elect.target_metric", .unsigned,
                                              "offerer or new winner metric")
    static let interval = FieldDescriptor("interval", "pim.df_elect.interval", .unsigned, "backoff interval, milliseconds")

    static var all: [FieldDescriptor] {
        [pim, version, type, addressLength, subtype, checksum, checksumValid, options, optionType, optionLength,
         holdtime, tBit, lanDelay, overrideInterval, drPriority, generationID, refreshVersion, refreshInterval,
         addresses, data, family, address, address6, maskLength, flags, registerFlags, border, null, group, source,
         upstreamNeighbor, groupCount, groups, joinedCount, prunedCount, joined, pruned, fragmentTag, hashMaskLength,
         bsrPriority, bsr, rpCount, fragmentRPCount, rps, rp, priority, prefixCount, rpt, preference, metric,
         originator, tunr, target, targetPreference, targetMetric, interval]
    }
}

enum PIMv1Fields: ProtocolFields {
    static let pimv1 = FieldDescriptor.layer("pimv1", "pimv1", "PIM version 1 (inside IGMP, type 0x14)")
    static let type = FieldDescriptor("type", "pimv1.type", .unsigned,
                                      "message type (0 query, 1 register, 2 register-stop, 3 join/prune...)")
    static let version = FieldDescriptor("version", "pimv1.version", .unsigned, "version (high nibble of byte 4)")
    static let mode = FieldDescriptor("mode", "pimv1.mode", .unsigned, "query: 0 dense, 1 sparse, 2 sparse-dense")
    static let holdtime = FieldDescriptor("holdtime", "pimv1.holdtime", .unsigned, "hold time, seconds")
    static let source = FieldDescriptor("source", "pimv1.source", .ipv4, "source address")
    static let group = FieldDescriptor("group", "pimv1.group", .ipv4, "group address")
    static let groupMask = FieldDescriptor("group_mask", "pimv1.group_mask", .ipv4, "group mask")
    static let rp = FieldDescriptor("rp", "pimv1.rp", .ipv4, "RP address")
    static let rpTree = FieldDescriptor("rp_tree", "pimv1.rpt", .boolean, "assert: RP-tree bit")
    static let preference = FieldDescriptor("preference", "pimv1.metric_pref", .unsigned, "metric preference")
    static let metric = FieldDescriptor("metric", "pimv1.metric", .unsigned, "metric")
    static let upstreamNeighbor = FieldDescriptor("upstream_neighbor", "pimv1.upstream_neighbor", .ipv4,
                                                  "upstream neighbor")
    static let groupCount = FieldDescriptor("group_count", "pimv1.numgroups", .unsigned, "number of groups")
    static let groups = FieldDescriptor("groups", "pimv1.groups", .list, "groups")
    static let joinedCount = FieldDescriptor("joined_count", "pimv1.numjoins", .unsigned, "number of joined sources")
    static let prunedCount = FieldDescriptor("pruned_count", "pimv1.numprunes", .unsigned, "number of pruned sources")
    static let sources = FieldDescriptor("sources", "pimv1.sources", .list, "joined then pruned sources")
    static let join = FieldDescriptor("join", "pimv1.join", .boolean, "a joined (not pruned) source")
    static let sparse = FieldDescriptor("sparse", "pimv1.sparse", .boolean, "sparse-mode bit")
    static let wildcard = FieldDescriptor("wildcard", "pimv1.wc", .boolean, "WC bit")
    static let rpBit = FieldDescriptor("rp_bit", "pimv1.rp_bit", .boolean, "RP bit (else SPT)")
    static let maskLength = FieldDescriptor("mask_length", "pimv1.mask_len", .unsigned, "source mask length")

    static var all: [FieldDescriptor] {
        [pimv1, type, version, mode, holdtime, source, group, groupMask, rp, rpTree, preference, metric,
         upstreamNeighbor, groupCount, groups, joinedCount, prunedCount, sources, join, sparse, wildcard, rpBit,
         maskLength]
    }
}

/// MSDP (RFC 3618) on TCP 639: the multicast source discovery that goes with PIM-SM.
enum MSDPFields: ProtocolFields {
    static let msdp = FieldDescriptor.layer("msdp", "msdp", "Multicast Source Discovery Protocol (TCP 639)")
    static let tlvs = FieldDescriptor("tlvs", "msdp.tlv", .list, "TLVs")
    static let type = FieldDescriptor("type", "msdp.type", .unsigned,
                                      "TLV type (1 SA, 2 SA request, 3 SA response, 4 keepalive, 5 notification)")
    static let length = FieldDescriptor("length", "msdp.length", .unsigned, "TLV length, header included")
    static let entryCount = FieldDescriptor("entry_count", "msdp.sa.entry_count", .unsigned, "source-active entries")
    static let rp = FieldDescriptor("rp", "msdp.sa.rp_addr", .ipv4, "RP address")
    static let entries = FieldDescriptor("entries", "msdp.sa.entries", .list, "(group, source) entries")
    static let prefixLength = FieldDescriptor("prefix_length", "msdp.sa.sprefix_len", .unsigned, "source prefix length")
    static let group = FieldDescriptor("group", "msdp.sa.group_addr", .ipv4, "group address")
    static let source = FieldDescriptor("source", "msdp.sa.src_addr", .ipv4, "source address")

    static var all: [FieldDescriptor] {
        [msdp, tlvs, type, length, entryCount, rp, entries, prefixLength, group, source]
    }
}
