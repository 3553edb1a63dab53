// Fields of BGP-4 (RFC 4271 and the extensions tcpdump decodes) and BFD (RFC 5880, 5881, 5883).

enum BGPFields: ProtocolFields {
    static let bgp = FieldDescriptor.layer("bgp", "bgp", "Border Gateway Protocol")
    static let messages = FieldDescriptor("messages", "bgp.message", .list, "BGP messages in this segment")
    static let type = FieldDescriptor("type", "bgp.type", .unsigned, "message type (1 open, 2 update, 3 notification, 4 keepalive, 5 route refresh)")
    static let length = FieldDescriptor("length", "bgp.length", .unsigned, "message length, header included")
    static let version = FieldDescriptor("version", "bgp.open.version", .unsigned, "OPEN: BGP version")
    static let myAS = FieldDescriptor("my_as", "bgp.open.myas", .unsigned, "OPEN: sender's 2-byte AS (23456: see the 4-byte AS capability)")
    static let holdTime = FieldDescriptor("hold_time", "bgp.open.holdtime", .unsigned, "OPEN: hold time in seconds")
    static let identifier = FieldDescriptor("identifier", "bgp.open.identifier", .ipv4, "OPEN: BGP identifier")
    static let optionsLength = FieldDescriptor("options_length", "bgp.open.opt.len", .unsigned, "OPEN: optional parameters length")
    static let parameters = FieldDescriptor("parameters", "bgp.open.opt", .list, "OPEN: optional parameters")
    static let parameterType = FieldDescriptor("type", "bgp.open.opt.type", .unsigned, "parameter type (2: capabilities)")
    static let parameterLength = FieldDescriptor("length", "bgp.open.opt.param_len", .unsigned, "parameter length")
    static let capabilities = FieldDescriptor("capabilities", "bgp.cap", .list, "capabilities")
    static let capabilityCode = FieldDescriptor("code", "bgp.cap.type", .unsigned, "capability code")
    static let capabilityLength = FieldDescriptor("length", "bgp.cap.length", .unsigned, "capability length")
    static let afi = FieldDescriptor("afi", "bgp.afi", .unsigned, "address family identifier")
    static let safi = FieldDescriptor("safi", "bgp.safi", .unsigned, "subsequent address family identifier")
    static let families = FieldDescriptor("families", "bgp.cap.families", .list, "graceful restart, ADD-PATH and multiple-labels families")
    static let labelCount = FieldDescriptor("count", "bgp.cap.ml.count", .unsigned, "multiple labels: label count")
    static let forwardingPreserved = FieldDescriptor("forwarding_preserved", "bgp.cap.gr.af.flags", .boolean, "graceful restart: forwarding state preserved")
    static let addPathMode = FieldDescriptor("send_receive", "bgp.cap.add_path.send_receive", .unsigned, "ADD-PATH: 1 receive, 2 send, 3 both")
    static let as4 = FieldDescriptor("as4", "bgp.cap.as4", .unsigned, "4-byte AS number")
    static let restartTime = FieldDescriptor("restart_time", "bgp.cap.gr.timer", .unsigned, "graceful restart time in seconds")
    static let withdrawnLength = FieldDescriptor("withdrawn_length", "bgp.update.withdrawn_routes.length", .unsigned, "UPDATE: withdrawn routes length")
    static let withdrawn = FieldDescriptor("withdrawn", "bgp.withdrawn_prefix", .list, "UPDATE: withdrawn IPv4 prefixes")
    static let attributesLength = FieldDescriptor("attributes_length", "bgp.update.path_attributes.length", .unsigned, "UPDATE: path attributes length")
    static let attributes = FieldDescriptor("attributes", "bgp.update.path_attribute", .list, "UPDATE: path attributes")
    static let attributeFlags = FieldDescriptor("flags", "bgp.update.path_attribute.flags", .hex(digits: 2), "attribute flags (0x80 optional, 0x40 transitive, 0x20 partial, 0x10 extended length)")
    static let attributeType = FieldDescriptor("type", "bgp.update.path_attribute.type_code", .unsigned, "attribute type code")
    static let attributeLength = FieldDescriptor("length", "bgp.update.path_attribute.length", .unsigned, "attribute length")
    static let origin = FieldDescriptor("origin", "bgp.update.path_attribute.origin", .unsigned, "ORIGIN (0 IGP, 1 EGP, 2 incomplete)")
    static let asPath = FieldDescriptor("as_path", "bgp.update.path_attribute.as_path", .string, "AS_PATH / AS4_PATH as tcpdump prints it")
    static let nextHop = FieldDescriptor("next_hop", "bgp.update.path_attribute.next_hop", .ipv4, "NEXT_HOP")
    static let med = FieldDescriptor("med", "bgp.update.path_attribute.multi_exit_disc", .unsigned, "MULTI_EXIT_DISC")
    static let localPref = FieldDescriptor("local_pref", "bgp.update.path_attribute.local_pref", .unsigned, "LOCAL_PREF")
    static let aggregatorAS = FieldDescriptor("aggregator_as", "bgp.update.path_attribute.aggregator_as", .unsigned, "AGGREGATOR AS")
    static let aggregatorOrigin = FieldDescriptor("aggregator_origin", "bgp.update.path_attribute.aggregator_origin", .ipv4, "AGGREGATOR address")
    static let communities = FieldDescriptor("communities", "bgp.update.path_attribute.community", .list, "COMMUNITIES (32-bit values)")
    static let community = FieldDescriptor("community", "bgp.update.path_attribute.community", .string, "a community as AS:value (or NO_EXPORT, NO_ADVERTISE, NO_EXPORT_SUBCONFED)")
    static let originatorID = FieldDescriptor("originator_id", "bgp.update.path_attribute.originator_id", .ipv4, "ORIGINATOR_ID")
    static let clusterList = FieldDescriptor("cluster_list", "bgp.update.path_attribute.cluster_list", .list, "CLUSTER_LIST")
    static let clusterID = FieldDescriptor("cluster_id", "bgp.update.path_attribute.cluster_id", .ipv4, "a cluster id")
    static let extendedCommunities = FieldDescriptor("extended_communities", "bgp.ext_com", .list, "EXTENDED COMMUNITIES (8 bytes each)")
    static let extendedCommunity = FieldDescriptor("extended_community", "bgp.ext_com.value", .bytes, "an extended community")
    static let largeCommunities = FieldDescriptor("large_communities", "bgp.large_communities", .list, "LARGE_COMMUNITY (global:local1:local2)")
    static let largeCommunity = FieldDescriptor("large_community", "bgp.large_communities.value", .string, "a large community")
    static let nextHopLength = FieldDescriptor("next_hop_length", "bgp.mp_reach_nlri_next_hop.length", .unsigned, "MP_REACH: next hop length")
    static let nlri = FieldDescriptor("nlri", "bgp.nlri_prefix", .list, "prefixes (NLRI or MP_REACH/MP_UNREACH)")
    static let prefix = FieldDescriptor("prefix", "bgp.prefix", .string, "a prefix as tcpdump prints it")
    static let pathID = FieldDescriptor("path_id", "bgp.nlri_path_id", .unsigned, "ADD-PATH path identifier")
    static let endOfRIB = FieldDescriptor("end_of_rib", "bgp.update.end_of_rib", .boolean, "End-of-RIB marker")
    static let errorCode = FieldDescriptor("error_code", "bgp.notify.major_error", .unsigned, "NOTIFICATION error code")
    static let errorSubcode = FieldDescriptor("error_subcode", "bgp.notify.minor_error", .unsigned, "NOTIFICATION error subcode")
    static let shutdownCommunication = FieldDescriptor("shutdown_communication", "bgp.notify.communication", .string, "NOTIFICATION: administrative shutdown message (RFC 9003)")

    static var all: [FieldDescriptor] {
        [bgp, messages, type, length, version, myAS, holdTime, identifier, optionsLength, parameters, parameterType,
         parameterLength, capabilities, capabilityCode, capabilityLength, afi, safi, families, labelCount,
         forwardingPreserved, addPathMode, as4, restartTime, withdrawnLength,
         withdrawn, attributesLength, attributes, attributeFlags, attributeType, attributeLength, origin, asPath,
         nextHop, med, localPref, aggregatorAS, aggregatorOrigin, communities, community, originatorID, clusterList,
         clusterID, extendedCommunities, extendedCommunity, largeCommunities, largeCommunity, nextHopLength, nlri,
         prefix, pathID, endOfRIB, errorCode, errorSubcode, shutdownCommunication]
    }
}

enum BFDFields: ProtocolFields {
    static let bfd = FieldDescriptor.layer("bfd", "bfd", "Bidirectional Forwarding Detection")
    static let kind = FieldDescriptor("kind", "bfd.kind", .label, "Control, Multihop, Lag (control packets by port) or Echo")
    static let version = FieldDescriptor("version", "bfd.version", .unsigned, "protocol version")
    static let diagnostic = FieldDescriptor("diagnostic", "bfd.diag", .unsigned, "diagnostic code")
    static let state = FieldDescriptor("state", "bfd.sta", .unsigned, "v1: session state (0 AdminDown, 1 Down, 2 Init, 3 Up)")
    static let flags = FieldDescriptor("flags", "bfd.flags", .hex(digits: 2), "flags (v1: low 6 bits; v0: the whole byte)")
    static let detectMultiplier = FieldDescriptor("detect_multiplier", "bfd.detect_time_multiplier", .unsigned, "detection time multiplier")
    static let length = FieldDescriptor("length", "bfd.message_length", .unsigned, "BFD length field")
    static let myDiscriminator = FieldDescriptor("my_discriminator", "bfd.my_discriminator", .hex(digits: 8), "my discriminator")
    static let yourDiscriminator = FieldDescriptor("your_discriminator", "bfd.your_discriminator", .hex(digits: 8), "your discriminator")
    static let desiredMinTx = FieldDescriptor("desired_min_tx_us", "bfd.desired_min_tx_interval", .unsigned, "desired min TX interval (microseconds)")
    static let requiredMinRx = FieldDescriptor("required_min_rx_us", "bfd.required_min_rx_interval", .unsigned, "required min RX interval (microseconds)")
    static let requiredMinEcho = FieldDescriptor("required_min_echo_us", "bfd.required_min_echo_interval", .unsigned, "required min echo RX interval (microseconds)")
    static let authType = FieldDescriptor("auth_type", "bfd.auth.type", .unsigned, "authentication type")
    static let authLength = FieldDescriptor("auth_length", "bfd.auth.len", .unsigned, "authentication section length")
    static let authKeyID = FieldDescriptor("auth_key_id", "bfd.auth.key", .unsigned, "authentication key id")
    static let password = FieldDescriptor("password", "bfd.auth.password", .string, "simple password")
    static let authSequence = FieldDescriptor("auth_sequence", "bfd.auth.seq_num", .unsigned, "MD5/SHA1 sequence number")
    static let digest = FieldDescriptor("digest", "bfd.auth.digest", .bytes, "MD5 digest or SHA1 hash")

    static var all: [FieldDescriptor] {
        [bfd, kind, version, diagnostic, state, flags, detectMultiplier, length, myDiscriminator, yourDiscriminator,
         desiredMinTx, requiredMinRx, requiredMinEcho, authType, authLength, authKeyID, password, authSequence, digest]
    }
}
