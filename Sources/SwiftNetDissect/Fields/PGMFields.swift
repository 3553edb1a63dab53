// Fields of Pragmatic General Multicast (RFC 3208).

enum PGMFields: ProtocolFields {
    static let pgm = FieldDescriptor.layer("pgm", "pgm", "Pragmatic General Multicast")
    static let sourcePort = FieldDescriptor("source_port", "pgm.hdr.sport", .unsigned, "source port")
    static let destinationPort = FieldDescriptor("destination_port", "pgm.hdr.dport", .unsigned, "destination port")
    static let type = FieldDescriptor("type", "pgm.hdr.type", .unsigned, "packet type")
    static let typeName = FieldDescriptor("type_name", "pgm.hdr.type_name", .label,
                                          "SPM, POLL, POLR, ODATA, RDATA, NAK, NNAK, NCF, ACK, SPMR, or unknown")
    static let optionFlags = FieldDescriptor("option_flags", "pgm.hdr.opts", .hex(digits: 2),
                                             "options field (0x01 present, 0x02 network significant, 0x40 var length, 0x80 parity)")
    static let checksum = FieldDescriptor("checksum", "pgm.hdr.cksum", .hex(digits: 4), "checksum (not verified, as tcpdump)")
    static let gsi = FieldDescriptor("gsi", "pgm.hdr.gsi", .bytes, "global source identifier")
    static let tsduLength = FieldDescriptor("tsdu_length", "pgm.hdr.tsdu_length", .unsigned, "transport data unit length")
    static let sequence = FieldDescriptor("seq", "pgm.seq", .unsigned,
                                          "sequence number (SPM, POLL, POLR, ODATA, RDATA, NAK; ACK: RX_MAX)")
    static let trail = FieldDescriptor("trail", "pgm.trail", .unsigned, "trailing edge sequence number")
    static let lead = FieldDescriptor("lead", "pgm.spm.lead", .unsigned, "leading edge sequence number (SPM)")
    static let round = FieldDescriptor("round", "pgm.poll.round", .unsigned, "round (POLL, POLR)")
    static let subtype = FieldDescriptor("subtype", "pgm.poll.subtype", .unsigned, "POLL subtype")
    static let nla = FieldDescriptor("nla", "pgm.nla", .ipv4, "path or poller network-layer address (IPv4)")
    static let nla6 = FieldDescriptor("nla_ipv6", "pgm.nla6", .ipv6, "path or poller network-layer address (IPv6)")
    static let backoffInterval = FieldDescriptor("backoff_interval", "pgm.poll.backoff_ivl", .unsigned,
                                                 "POLL back-off interval")
    static let random = FieldDescriptor("random", "pgm.poll.rand_str", .hex(digits: 8), "POLL random string")
    static let matchingMask = FieldDescriptor("matching_mask", "pgm.poll.mask", .hex(digits: 8), "POLL matching bit-mask")
    static let source = FieldDescriptor("source", "pgm.nak.src", .ipv4, "NAK source address (IPv4)")
    static let source6 = FieldDescriptor("source_ipv6", "pgm.nak.src6", .ipv6, "NAK source address (IPv6)")
    static let group = FieldDescriptor("group", "pgm.nak.grp", .ipv4,
                                       "NAK group address (IPv4), read where tcpdump reads it")
    static let group6 = FieldDescriptor("group_ipv6", "pgm.nak.grp6", .ipv6,
                                        "NAK group address (IPv6), read where tcpdump reads it")
    static let bitmap = FieldDescriptor("bitmap", "pgm.ack.bitmap", .hex(digits: 8), "ACK bitmap")
    static let optionsLength = FieldDescriptor("options_length", "pgm.opts.total_len", .unsigned,
                                               "total length of the options (OPT_LENGTH)")
    static let options = FieldDescriptor("options", "pgm.opts", .list, "options after OPT_LENGTH (walked with -v)")
    static let optionType = FieldDescriptor("type", "pgm.opts.type", .unsigned, "option type (without the end bit)")
    static let optionName = FieldDescriptor("name", "pgm.opts.name", .label, "option as tcpdump names it, or unknown")
    static let optionLength = FieldDescriptor("length", "pgm.opts.len", .unsigned, "option length")
    static let optionEnd = FieldDescriptor("end", "pgm.opts.end", .boolean, "last option (end bit)")
    static let optionValue = FieldDescriptor("value", "pgm.opts.value", .unsigned,
                                             "JOIN minimum sequence, parity MAXTGS/group/ATGS, PGMCC value, OPT_LENGTH total")
    static let fragmentSequence = FieldDescriptor("fragment_seq", "pgm.opts.fragment.first_sqn", .unsigned,
                                                  "FRAGMENT first sequence number")
    static let fragmentOffset = FieldDescriptor("fragment_offset", "pgm.opts.fragment.fragment_offset", .unsigned,
                                                "FRAGMENT offset")
    static let fragmentLength = FieldDescriptor("fragment_length", "pgm.opts.fragment.total_length", .unsigned,
                                                "FRAGMENT total length")
    static let nakSequences = FieldDescriptor("sequences", "pgm.opts.nak.list", .list, "NAK_LIST sequence numbers")
    static let nakSequence = FieldDescriptor("seq", "pgm.opts.nak.seq", .unsigned, "a NAK_LIST sequence number")
    static let first = FieldDescriptor("first", "pgm.opts.first", .unsigned,
                                       "NAK_BO_IVL back-off interval, NAK_BO_RNG maximum")
    static let second = FieldDescriptor("second", "pgm.opts.second", .unsigned,
                                        "NAK_BO_IVL interval sequence, NAK_BO_RNG minimum")
    static let address = FieldDescriptor("address", "pgm.opts.nla", .ipv4, "REDIRECT/PGMCC address (IPv4)")
    static let address6 = FieldDescriptor("address_ipv6", "pgm.opts.nla6", .ipv6, "REDIRECT/PGMCC address (IPv6)")

    static var all: [FieldDescriptor] {
        [pgm, sourcePort, destinationPort, type, typeName, optionFlags, checksum, gsi, tsduLength, sequence, trail,
         lead, round, subtype, nla, nla6, backoffInterval, random, matchingMask, source, source6, group, group6,
         bitmap, optionsLength, options, optionType, optionName, optionLength, optionEnd, optionValue,
         fragmentSequence, fragmentOffset, fragmentLength, nakSequences, nakSequence, first, second, address,
         address6]
    }
}
