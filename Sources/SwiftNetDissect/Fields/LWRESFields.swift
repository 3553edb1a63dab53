// Fields of BIND 9's lightweight resolver protocol (LWRES, UDP 921).

enum LWRESFields: ProtocolFields {
    static let lwres = FieldDescriptor.layer("lwres", "lwres", "BIND 9 Lightweight Resolver")
    static let length = FieldDescriptor("length", "lwres.length", .unsigned, "packet length the header states")
    static let version = FieldDescriptor("version", "lwres.version", .unsigned, "version (tcpdump decodes 0)")
    static let flags = FieldDescriptor("flags", "lwres.flags", .hex(digits: 4), "packet flags (bit 0: response)")
    static let response = FieldDescriptor("response", "lwres.response", .boolean, "a response (flag bit 0)")
    static let serial = FieldDescriptor("serial", "lwres.serial", .hex(digits: 8), "serial matching request and response")
    static let opcode = FieldDescriptor("opcode", "lwres.opcode", .hex(digits: 8),
                                        "opcode (0 noop, 0x10001 getaddrsbyname, 0x10002 getnamebyaddr, 0x10003 getrdatabyname)")
    static let result = FieldDescriptor("result", "lwres.result", .hex(digits: 8), "result code")
    static let receiveLength = FieldDescriptor("receive_length", "lwres.recvlen", .unsigned, "receive buffer length")
    static let authType = FieldDescriptor("auth_type", "lwres.authtype", .hex(digits: 4), "authentication type")
    static let authLength = FieldDescriptor("auth_length", "lwres.authlen", .unsigned, "authentication length")
    static let requestFlags = FieldDescriptor("request_flags", "lwres.body.flags", .hex(digits: 8), "flags of the request or response body")
    static let addressTypes = FieldDescriptor("address_types", "lwres.addrtypes", .hex(digits: 8),
                                              "address types asked for (bit 0 IPv4, bit 1 IPv6)")
    static let name = FieldDescriptor("name", "lwres.name", .string, "the name asked for or the real name")
    static let aliasCount = FieldDescriptor("alias_count", "lwres.naliases", .unsigned, "count of aliases")
    static let addressCount = FieldDescriptor("address_count", "lwres.naddrs", .unsigned, "count of addresses")
    static let aliases = FieldDescriptor("aliases", "lwres.alias", .list, "aliases")
    static let alias = FieldDescriptor("alias", "lwres.alias", .string, "an alias")
    static let addresses = FieldDescriptor("addresses", "lwres.address", .list, "addresses (family, length, value)")
    static let family = FieldDescriptor("family", "lwres.address.family", .unsigned, "address family (1 IPv4, 2 IPv6)")
    static let addressLength = FieldDescriptor("length", "lwres.address.length", .unsigned, "address length")
    static let ipv4 = FieldDescriptor("ipv4", "lwres.address.ipv4", .ipv4, "IPv4 address")
    static let ipv6 = FieldDescriptor("ipv6", "lwres.address.ipv6", .ipv6, "IPv6 address")
    static let addressData = FieldDescriptor("data", "lwres.address.data", .bytes, "address of another family")
    static let recordType = FieldDescriptor("record_type", "lwres.rdtype", .unsigned, "DNS record type")
    static let recordClass = FieldDescriptor("record_class", "lwres.rdclass", .unsigned, "DNS class")
    static let ttl = FieldDescriptor("ttl", "lwres.ttl", .unsigned, "time to live in seconds")
    static let rdataCount = FieldDescriptor("rdata_count", "lwres.nrdatas", .unsigned, "count of rdata items")
    static let signatureCount = FieldDescriptor("signature_count", "lwres.nsigs", .unsigned, "count of signatures")
    static let rdatas = FieldDescriptor("rdata", "lwres.rdata", .list, "rdata items (raw)")
    static let signatures = FieldDescriptor("signatures", "lwres.sig", .list, "signatures (raw)")
    static let blob = FieldDescriptor("data", "lwres.blob", .bytes, "one rdata item or signature")
    static let extra = FieldDescriptor("extra", "lwres.extra", .boolean, "bytes left before the stated length")

    static var all: [FieldDescriptor] {
        [lwres, length, version, flags, response, serial, opcode, result, receiveLength, authType, authLength,
         requestFlags, addressTypes, name, aliasCount, addressCount, aliases, alias, addresses, family, addressLength,
         ipv4, ipv6, addressData, recordType, recordClass, ttl, rdataCount, signatureCount, rdatas, signatures, blob,
         extra]
    }
}
