// Fields of AODV (Ad hoc On-Demand Distance Vector routing, RFC 3561, UDP 654), IPv4 and IPv6 forms.

enum AODVFields: ProtocolFields {
    static let aodv = FieldDescriptor.layer("aodv", "aodv", "Ad hoc On-Demand Distance Vector routing")
    static let type = FieldDescriptor("type", "aodv.type", .unsigned,
                                      "message type (1 RREQ, 2 RREP, 3 RERR, 4 RREP-ACK; 16-19 the same in IPv6 draft-01 form)")
    static let flags = FieldDescriptor("flags", "aodv.flags", .hex(digits: 2),
                                       "flag byte (RREQ J/R/G/D/U 0x80..0x08, RREP R/A 0x80/0x40, RERR N 0x80)")
    static let hopCount = FieldDescriptor("hop_count", "aodv.hops", .unsigned, "hop count")
    static let requestID = FieldDescriptor("request_id", "aodv.rreq_id", .hex(digits: 8), "RREQ id")
    static let prefixSize = FieldDescriptor("prefix_size", "aodv.prefix_sz", .unsigned, "RREP prefix size (5 bits)")
    static let destination = FieldDescriptor("destination", "aodv.dest_ip", .ipv4, "destination IPv4 address")
    static let destination6 = FieldDescriptor("destination_ipv6", "aodv.dest_ipv6", .ipv6,
                                              "destination IPv6 address (AODV over IPv6)")
    static let destinationSequence = FieldDescriptor("destination_sequence", "aodv.dest_seqno", .unsigned,
                                                     "destination sequence number")
    static let originator = FieldDescriptor("originator", "aodv.orig_ip", .ipv4, "originator IPv4 address")
    static let originator6 = FieldDescriptor("originator_ipv6", "aodv.orig_ipv6", .ipv6,
                                             "originator IPv6 address (AODV over IPv6)")
    static let originatorSequence = FieldDescriptor("originator_sequence", "aodv.orig_seqno", .unsigned,
                                                    "originator sequence number (RREQ)")
    static let lifetime = FieldDescriptor("lifetime_ms", "aodv.lifetime", .unsigned, "RREP route lifetime, ms")
    static let destinationCount = FieldDescriptor("destination_count", "aodv.destcount", .unsigned,
                                                  "RERR count of unreachable destinations")
    static let unreachable = FieldDescriptor("unreachable", "aodv.unreachable", .list,
                                             "RERR unreachable destinations, in packet order")
    static let address = FieldDescriptor("address", "aodv.unreachable.ip", .ipv4, "unreachable IPv4 address")
    static let address6 = FieldDescriptor("address_ipv6", "aodv.unreachable.ipv6", .ipv6, "unreachable IPv6 address")
    static let sequence = FieldDescriptor("sequence", "aodv.unreachable.seqno", .unsigned,
                                          "unreachable destination's sequence number")
    static let extensionType = FieldDescriptor("extension_type", "aodv.ext.type", .unsigned,
                                               "extension type (1 HELLO)")
    static let extensionLength = FieldDescriptor("extension_length", "aodv.ext.length", .unsigned,
                                                 "extension length")
    static let helloInterval = FieldDescriptor("hello_interval_ms", "aodv.ext.hello_interval", .unsigned,
                                               "HELLO extension interval, ms")

    static var all: [FieldDescriptor] {
        [aodv, type, flags, hopCount, requestID, prefixSize, destination, destination6, destinationSequence,
         originator, originator6, originatorSequence, lifetime, destinationCount, unreachable, address, address6,
         sequence, extensionType, extensionLength, helloInterval]
    }
}
