// Fields of OLSR (Optimized Link State Routing, RFC 3626, UDP 698) and olsr.org's LQ and name
// service messages, over IPv4 and IPv6.

enum OLSRFields: ProtocolFields {
    static let olsr = FieldDescriptor.layer("olsr", "olsr", "Optimized Link State Routing")
    static let packetLength = FieldDescriptor("packet_length", "olsr.packet_len", .unsigned, "packet length field")
    static let packetSequence = FieldDescriptor("packet_sequence", "olsr.packet_seq", .hex(digits: 4),
                                                "packet sequence number")
    static let messages = FieldDescriptor("messages", "olsr.message", .list, "messages, in packet order")
    static let type = FieldDescriptor("type", "olsr.message.type", .unsigned,
                                      "message type (1 HELLO, 2 TC, 3 MID, 4 HNA, 128 Powerinfo, 130 name service, 201 HELLO-LQ, 202 TC-LQ)")
    static let vtime = FieldDescriptor("vtime", "olsr.message.vtime", .hex(digits: 2),
                                       "validity time, 4-bit mantissa and 4-bit exponent")
    static let length = FieldDescriptor("length", "olsr.message.length", .unsigned, "message size")
    static let originator = FieldDescriptor("originator", "olsr.message.originator", .ipv4, "originator IPv4 address")
    static let originator6 = FieldDescriptor("originator_ipv6", "olsr.message.originator6", .ipv6,
                                             "originator IPv6 address")
    static let ttl = FieldDescriptor("ttl", "olsr.message.ttl", .unsigned, "time to live")
    static let hopCount = FieldDescriptor("hop_count", "olsr.message.hops", .unsigned, "hop count")
    static let sequence = FieldDescriptor("sequence", "olsr.message.seq", .hex(digits: 4), "message sequence number")
    static let helloTime = FieldDescriptor("hello_time", "olsr.hello.htime", .hex(digits: 2),
                                           "HELLO emission interval, mantissa/exponent")
    static let willingness = FieldDescriptor("willingness", "olsr.hello.willingness", .unsigned, "MPR willingness")
    static let links = FieldDescriptor("links", "olsr.hello.link", .list, "HELLO link blocks")
    static let linkCode = FieldDescriptor("link_code", "olsr.hello.link.code", .hex(digits: 2),
                                          "link code (link type in the low 2 bits, neighbor type above)")
    static let linkLength = FieldDescriptor("length", "olsr.hello.link.length", .unsigned, "link block size")
    static let neighbors = FieldDescriptor("neighbors", "olsr.neighbor", .list,
                                           "neighbors (HELLO link block, TC), in packet order")
    static let address = FieldDescriptor("address", "olsr.address", .ipv4,
                                         "IPv4 address (neighbor, interface, network; tcpdump reads HELLO and TC neighbors as IPv4 even over IPv6)")
    static let address6 = FieldDescriptor("address_ipv6", "olsr.address6", .ipv6, "IPv6 address")
    static let linkQuality = FieldDescriptor("link_quality", "olsr.lq", .unsigned, "LQ: link quality (0-255)")
    static let neighborLinkQuality = FieldDescriptor("neighbor_link_quality", "olsr.nlq", .unsigned,
                                                     "LQ: neighbor link quality (0-255)")
    static let ansn = FieldDescriptor("ansn", "olsr.tc.ansn", .hex(digits: 4), "TC advertised neighbor sequence")
    static let interfaces = FieldDescriptor("interfaces", "olsr.mid.address", .list, "MID interface addresses")
    static let networks = FieldDescriptor("networks", "olsr.hna.network", .list, "HNA networks")
    static let mask = FieldDescriptor("mask", "olsr.hna.mask", .ipv4, "HNA IPv4 netmask (smart gateway: flags and speeds)")
    static let mask6 = FieldDescriptor("mask_ipv6", "olsr.hna.mask6", .ipv6, "HNA IPv6 netmask")
    static let prefixLength = FieldDescriptor("prefix_length", "olsr.hna.plen", .signed,
                                              "HNA prefix length as tcpdump computes it (-1: not a contiguous IPv4 mask)")
    static let nameVersion = FieldDescriptor("name_version", "olsr.ns.version", .unsigned, "name service version")
    static let nameCount = FieldDescriptor("name_count", "olsr.ns.count", .unsigned, "name service entry count")
    static let names = FieldDescriptor("names", "olsr.ns.entry", .list, "name service entries")
    static let nameType = FieldDescriptor("type", "olsr.ns.entry.type", .unsigned, "name entry type")
    static let nameLength = FieldDescriptor("length", "olsr.ns.entry.length", .unsigned, "name length")
    static let name = FieldDescriptor("name", "olsr.ns.entry.name", .string, "name")
    static let data = FieldDescriptor("data", "olsr.message.data", .bytes, "body of a message tcpdump dumps in hex")

    static var all: [FieldDescriptor] {
        [olsr, packetLength, packetSequence, messages, type, vtime, length, originator, originator6, ttl, hopCount,
         sequence, helloTime, willingness, links, linkCode, linkLength, neighbors, address, address6, linkQuality,
         neighborLinkQuality, ansn, interfaces, networks, mask, mask6, prefixLength, nameVersion, nameCount, names,
         nameType, nameLength, name, data]
    }
}
