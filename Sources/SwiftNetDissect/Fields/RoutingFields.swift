// Fields of VRRP (RFC 3768 version 2, RFC 9568 version 3) and RIP (RFC 1058, RFC 2453).

enum VRRPFields: ProtocolFields {
    static let vrrp = FieldDescriptor.layer("vrrp", "vrrp", "Virtual Router Redundancy Protocol")
    static let version = FieldDescriptor("version", "vrrp.version", .unsigned, "version")
    static let type = FieldDescriptor("type", "vrrp.type", .unsigned, "message type (1: advertisement)")
    static let vrid = FieldDescriptor("vrid", "vrrp.virt_rtr_id", .unsigned, "virtual router identifier")
    static let priority = FieldDescriptor("priority", "vrrp.prio", .unsigned, "priority")
    static let addressCount = FieldDescriptor("address_count", "vrrp.addr_count", .unsigned, "count of virtual addresses")
    static let authType = FieldDescriptor("auth_type", "vrrp.auth_type", .unsigned, "v2: authentication type")
    static let intervalSeconds = FieldDescriptor("interval_seconds", "vrrp.adver_int", .unsigned,
                                                 "v2: advertisement interval in seconds")
    static let intervalCentiseconds = FieldDescriptor("interval_centiseconds", "vrrp.max_adver_int", .unsigned,
                                                      "v3: maximum advertisement interval in centiseconds")
    static let checksum = FieldDescriptor("checksum", "vrrp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "vrrp.checksum.status", .boolean,
                                               "checksum verifies (v3 over the IP pseudo-header; null: not all captured)")
    static let addresses = FieldDescriptor("addresses", "vrrp.ip_addr", .list, "virtual addresses (IPv4 or IPv6 as the IP header)")
    static let address = FieldDescriptor("address", "vrrp.ip_addr", .ipv4, "a virtual IPv4 address")
    static let address6 = FieldDescriptor("address", "vrrp.ipv6_addr", .ipv6, "a virtual IPv6 address (VRRP over IPv6)")
    static let password = FieldDescriptor("password", "vrrp.auth_string", .string, "v2: simple text password")

    static var all: [FieldDescriptor] {
        [vrrp, version, type, vrid, priority, addressCount, authType, intervalSeconds, intervalCentiseconds, checksum,
         checksumValid, addresses, address, address6, password]
    }
}

enum RIPFields: ProtocolFields {
    static let rip = FieldDescriptor.layer("rip", "rip", "Routing Information Protocol")
    static let command = FieldDescriptor("command", "rip.command", .unsigned, "command")
    static let commandName = FieldDescriptor("command_name", "rip.command_name", .label, "command as tcpdump names it")
    static let version = FieldDescriptor("version", "rip.version", .unsigned, "version")
    static let entries = FieldDescriptor("entries", "rip.entry", .list, "route and authentication entries (20 bytes each)")
    static let family = FieldDescriptor("family", "rip.family", .unsigned, "address family (65535: authentication)")
    static let tag = FieldDescriptor("tag", "rip.route_tag", .unsigned, "route tag")
    static let address = FieldDescriptor("address", "rip.ip", .ipv4, "destination address")
    static let mask = FieldDescriptor("mask", "rip.netmask", .ipv4, "subnet mask")
    static let nextHop = FieldDescriptor("next_hop", "rip.next_hop", .ipv4, "next hop (0.0.0.0: the sender)")
    static let metric = FieldDescriptor("metric", "rip.metric", .unsigned, "metric")
    static let authType = FieldDescriptor("auth_type", "rip.auth.type", .unsigned, "authentication type")
    static let authData = FieldDescriptor("data", "rip.auth.data", .bytes, "authentication data (16 bytes)")

    static var all: [FieldDescriptor] {
        [rip, command, commandName, version, entries, family, tag, address, mask, nextHop, metric, authType, authData]
    }
}
