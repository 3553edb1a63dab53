// Fields of LISP control messages (RFC 6830, UDP 4342): tcpdump decodes Map-Register and
// Map-Notify and names the other types.

enum LISPFields: ProtocolFields {
    static let lisp = FieldDescriptor.layer("lisp", "lisp", "Locator/ID Separation Protocol control message")
    static let type = FieldDescriptor("type", "lisp.type", .unsigned,
                                      "message type (1 Map-Request, 2 Map-Reply, 3 Map-Register, 4 Map-Notify, 8 ECM)")
    static let flags = FieldDescriptor("flags", "lisp.flags", .hex(digits: 8),
                                       "first word: type, flags (P S I R, M) and record count")
    static let recordCount = FieldDescriptor("record_count", "lisp.records", .unsigned, "record count")
    static let nonce = FieldDescriptor("nonce", "lisp.nonce", .hex(digits: 16), "nonce")
    static let keyID = FieldDescriptor("key_id", "lisp.key_id", .unsigned, "authentication key id (0 none, 1 SHA1, 2 SHA256)")
    static let authLength = FieldDescriptor("auth_length", "lisp.auth_len", .unsigned, "authentication data length")
    static let authData = FieldDescriptor("auth_data", "lisp.auth", .bytes, "authentication data")
    static let records = FieldDescriptor("records", "lisp.record", .list, "EID records, in packet order")
    static let ttl = FieldDescriptor("ttl", "lisp.record.ttl", .unsigned, "record TTL, minutes")
    static let locatorCount = FieldDescriptor("locator_count", "lisp.record.locators", .unsigned, "locator count")
    static let maskLength = FieldDescriptor("eid_mask_length", "lisp.record.mask_len", .unsigned, "EID prefix length")
    static let action = FieldDescriptor("action", "lisp.record.action", .unsigned,
                                        "action (0 no action, 1 natively forward, 2 send Map-Request, 3 drop)")
    static let authoritative = FieldDescriptor("authoritative", "lisp.record.authoritative", .boolean, "A bit")
    static let mapVersion = FieldDescriptor("map_version", "lisp.record.map_version", .unsigned, "map version (12 bits)")
    static let eidAFI = FieldDescriptor("eid_afi", "lisp.record.eid_afi", .unsigned, "EID prefix AFI (1 IPv4, 2 IPv6)")
    static let eid = FieldDescriptor("eid", "lisp.record.eid", .ipv4, "IPv4 EID prefix")
    static let eid6 = FieldDescriptor("eid_ipv6", "lisp.record.eid6", .ipv6, "IPv6 EID prefix")
    static let locators = FieldDescriptor("locators", "lisp.locator", .list, "locators of the record")
    static let priority = FieldDescriptor("priority", "lisp.locator.priority", .unsigned, "unicast priority")
    static let weight = FieldDescriptor("weight", "lisp.locator.weight", .unsigned, "unicast weight")
    static let multicastPriority = FieldDescriptor("multicast_priority", "lisp.locator.mpriority", .unsigned,
                                                   "multicast priority")
    static let multicastWeight = FieldDescriptor("multicast_weight", "lisp.locator.mweight", .unsigned, "multicast weight")
    static let locatorFlags = FieldDescriptor("flags", "lisp.locator.flags", .hex(digits: 4),
                                              "locator flags (L 0x4 local, p 0x2 probed, R 0x1 reachable)")
    static let locatorAFI = FieldDescriptor("afi", "lisp.locator.afi", .unsigned, "locator AFI (1 IPv4, 2 IPv6)")
    static let locator = FieldDescriptor("address", "lisp.locator.address", .ipv4, "IPv4 locator")
    static let locator6 = FieldDescriptor("address_ipv6", "lisp.locator.address6", .ipv6, "IPv6 locator")
    static let xtrID = FieldDescriptor("xtr_id", "lisp.xtr_id", .bytes, "xTR-ID (I bit)")
    static let siteID = FieldDescriptor("site_id", "lisp.site_id", .unsigned, "site ID (I bit)")
    static let data = FieldDescriptor("data", "lisp.data", .bytes, "bytes after the records")

    static var all: [FieldDescriptor] {
        [lisp, type, flags, recordCount, nonce, keyID, authLength, authData, records, ttl, locatorCount, maskLength,
         action, authoritative, mapVersion, eidAFI, eid, eid6, locators, priority, weight, multicastPriority,
         multicastWeight, locatorFlags, locatorAFI, locator, locator6, xtrID, siteID, data]
    }
}
