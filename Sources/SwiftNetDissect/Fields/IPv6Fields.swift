// Fields of IPv6 (RFC 8200) and its extension headers.

enum IPv6Fields: ProtocolFields {
    static let ipv6 = FieldDescriptor.layer("ipv6", "ipv6", "Internet Protocol version 6")
    static let trafficClass = FieldDescriptor("traffic_class", "ipv6.tclass", .unsigned, "traffic class")
    static let dscp = FieldDescriptor("dscp", "ipv6.tclass.dscp", .unsigned, "differentiated services code point")
    static let ecn = FieldDescriptor("ecn", "ipv6.tclass.ecn", .unsigned, "explicit congestion notification")
    static let flowLabel = FieldDescriptor("flow_label", "ipv6.flow", .unsigned, "flow label")
    static let payloadLength = FieldDescriptor("payload_length", "ipv6.plen", .unsigned, "payload length")
    static let nextHeader = FieldDescriptor("next_header", "ipv6.nxt", .unsigned, "next header")
    static let hopLimit = FieldDescriptor("hop_limit", "ipv6.hlim", .unsigned, "hop limit")
    static let source = FieldDescriptor("source", "ipv6.src", .ipv6, "source address")
    static let destination = FieldDescriptor("destination", "ipv6.dst", .ipv6, "destination address")
    static let extensionHeaders = FieldDescriptor("extension_headers", "ipv6.ext", .list, "extension headers in order")
    static let extensionType = FieldDescriptor("type", "ipv6.ext.type", .label,
                                               "hop_by_hop, routing, fragment or destination_options")
    static let extensionNextHeader = FieldDescriptor("next_header", "ipv6.ext.nxt", .unsigned, "next header")
    static let extensionLength = FieldDescriptor("length", "ipv6.ext.len", .unsigned, "header length in bytes")
    static let routingType = FieldDescriptor("routing_type", "ipv6.routing.type", .unsigned, "routing type")
    static let segmentsLeft = FieldDescriptor("segments_left", "ipv6.routing.segleft", .unsigned, "segments left")
    static let addresses = FieldDescriptor("addresses", "ipv6.routing.addr", .list, "routing header addresses")
    static let address = FieldDescriptor("address", "ipv6.routing.addr", .ipv6, "routing header address")
    static let fragmentOffset = FieldDescriptor("fragment_offset", "ipv6.fragment.offset", .unsigned, "fragment offset in bytes")
    static let moreFragments = FieldDescriptor("more_fragments", "ipv6.fragment.more", .boolean, "more fragments")
    static let fragmentID = FieldDescriptor("id", "ipv6.fragment.id", .unsigned, "fragment identification")
    static let options = FieldDescriptor("options", "ipv6.opt", .list, "hop-by-hop / destination options")
    static let optionType = FieldDescriptor("type", "ipv6.opt.type", .unsigned, "option type")
    static let optionLength = FieldDescriptor("length", "ipv6.opt.length", .unsigned, "option data length")
    static let routerAlert = FieldDescriptor("router_alert", "ipv6.opt.router_alert", .unsigned, "router alert value")
    static let jumboLength = FieldDescriptor("jumbo_length", "ipv6.opt.jumbo", .unsigned, "jumbo payload length")

    static var all: [FieldDescriptor] {
        [ipv6, trafficClass, dscp, ecn, flowLabel, payloadLength, nextHeader, hopLimit, source, destination,
         extensionHeaders, extensionType, extensionNextHeader, extensionLength, routingType, segmentsLeft,
         addresses, address, fragmentOffset, moreFragments, fragmentID, options, optionType, optionLength,
         routerAlert, jumboLength]
    }
}
