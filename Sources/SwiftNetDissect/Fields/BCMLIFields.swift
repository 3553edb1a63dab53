// Fields of the Broadcom lawful-intercept shim (BCM-LI, UDP source port 49152).

enum BCMLIFields: ProtocolFields {
    static let bcmLI = FieldDescriptor.layer("bcm_li", "bcm_li", "Broadcom Lawful Intercept shim")
    static let direction = FieldDescriptor("direction", "bcm_li.direction", .unsigned,
                                           "direction (1 unused, 2 egress, 3 ingress)")
    static let packetType = FieldDescriptor("packet_type", "bcm_li.pkt_type", .unsigned,
                                            "intercepted packet type (4 undecided, 5 IPv4, 6 IPv6, 7 Ethernet)")
    static let packetSubtype = FieldDescriptor("packet_subtype", "bcm_li.pkt_subtype", .unsigned,
                                               "packet subtype (1 single VLAN tag, 2 double VLAN tag, 3 untagged)")
    static let liID = FieldDescriptor("li_id", "bcm_li.li_id", .unsigned, "lawful-intercept identifier (22 bits)")

    static var all: [FieldDescriptor] { [bcmLI, direction, packetType, packetSubtype, liID] }
}
