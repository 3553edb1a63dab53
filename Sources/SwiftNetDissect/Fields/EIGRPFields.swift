// Fields of EIGRP (RFC 7868) on IP protocol 88: the common header and the TLVs tcpdump decodes
// (general parameters, software version, IP internal and external routes, AppleTalk cable setup
// and routes); the others are reported as hex.

enum EIGRPFields: ProtocolFields {
    static let eigrp = FieldDescriptor.layer("eigrp", "eigrp", "Enhanced Interior Gateway Routing Protocol (IP protocol 88)")
    static let version = FieldDescriptor("version", "eigrp.version", .unsigned, "version")
    static let opcode = FieldDescriptor("opcode", "eigrp.opcode", .unsigned,
                                        "opcode (1 update, 3 query, 4 reply, 5 hello, 6 IPX SAP, 7 probe)")
    static let checksum = FieldDescriptor("checksum", "eigrp.checksum", .hex(digits: 4), "checksum (tcpdump does not verify it)")
    static let flags = FieldDescriptor("flags", "eigrp.flags", .hex(digits: 8),
                                       "flags (0x1 init, 0x2 conditionally received, 0x4 restart, 0x8 end of table)")
    static let sequence = FieldDescriptor("sequence", "eigrp.seq", .unsigned, "sequence number")
    static let acknowledge = FieldDescriptor("acknowledge", "eigrp.ack", .unsigned, "acknowledged sequence number")
    static let vrid = FieldDescriptor("vrid", "eigrp.vrid", .unsigned, "virtual router id")
    static let asn = FieldDescriptor("as", "eigrp.as", .unsigned, "autonomous system")
    static let tlvs = FieldDescriptor("tlvs", "eigrp.tlv", .list, "TLVs")
    static let tlvType = FieldDescriptor("type", "eigrp.tlv.type", .hex(digits: 4), "TLV type")
    static let tlvLength = FieldDescriptor("length", "eigrp.tlv.len", .unsigned, "TLV length, header included")
    static let data = FieldDescriptor("data", "eigrp.tlv.data", .bytes, "value of a TLV tcpdump prints as hex")
    // General parameters and software version.
    static let k1 = FieldDescriptor("k1", "eigrp.par.k1", .unsigned, "K1")
    static let k2 = FieldDescriptor("k2", "eigrp.par.k2", .unsigned, "K2")
    static let k3 = FieldDescriptor("k3", "eigrp.par.k3", .unsigned, "K3")
    static let k4 = FieldDescriptor("k4", "eigrp.par.k4", .unsigned, "K4")
    static let k5 = FieldDescriptor("k5", "eigrp.par.k5", .unsigned, "K5")
    static let holdtime = FieldDescriptor("holdtime", "eigrp.par.holdtime", .unsigned, "hold time, seconds")
    static let iosMajor = FieldDescriptor("ios_major", "eigrp.sv.ios_major", .unsigned, "IOS major version")
    static let iosMinor = FieldDescriptor("ios_minor", "eigrp.sv.ios_minor", .unsigned, "IOS minor version")
    static let eigrpMajor = FieldDescriptor("eigrp_major", "eigrp.sv.eigrp_major", .unsigned, "EIGRP major version")
    static let eigrpMinor = FieldDescriptor("eigrp_minor", "eigrp.sv.eigrp_minor", .unsigned, "EIGRP minor version")
    // Routes.
    static let prefix = FieldDescriptor("prefix", "eigrp.ipv4.destination", .ipv4, "destination prefix")
    static let prefixLength = FieldDescriptor("prefix_length", "eigrp.ipv4.prefixlen", .unsigned, "prefix length")
    static let nextHop = FieldDescriptor("next_hop", "eigrp.ipv4.nexthop", .ipv4, "next hop (0.0.0.0: the sender)")
    static let delay = FieldDescriptor("delay", "eigrp.delay", .unsigned, "delay, tens of microseconds")
    static let bandwidth = FieldDescriptor("bandwidth", "eigrp.bandwidth", .unsigned, "bandwidth, Kbps")
    static let mtu = FieldDescriptor("mtu", "eigrp.mtu", .unsigned, "MTU")
    static let hopCount = FieldDescriptor("hop_count", "eigrp.hopcount", .unsigned, "hop count")
    static let reliability = FieldDescriptor("reliability", "eigrp.reliability", .unsigned, "reliability")
    static let load = FieldDescriptor("load", "eigrp.load", .unsigned, "load")
    static let originRouter = FieldDescriptor("origin_router", "eigrp.ipv4.origrouter", .ipv4, "originating router")
    static let originRouterID = FieldDescriptor("origin_router", "eigrp.appletalk.origrouter", .unsigned,
                                                "AppleTalk originating router id")
    static let originAS = FieldDescriptor("origin_as", "eigrp.extdata.as", .unsigned, "originating AS")
    static let tag = FieldDescriptor("tag", "eigrp.extdata.tag", .hex(digits: 8), "administrative tag")
    static let externalMetric = FieldDescriptor("external_metric", "eigrp.extdata.metric", .unsigned,
                                                "external protocol metric")
    static let originProtocol = FieldDescriptor("origin_protocol", "eigrp.extdata.proto", .unsigned,
                                                "external protocol (1 IGRP ... 6 OSPF ... 11 connected)")
    static let externalFlags = FieldDescriptor("external_flags", "eigrp.extdata.flag", .hex(digits: 2), "external flags")
    static let cableStart = FieldDescriptor("cable_start", "eigrp.appletalk.cable_range.start", .unsigned, "cable range start")
    static let cableEnd = FieldDescriptor("cable_end", "eigrp.appletalk.cable_range.end", .unsigned, "cable range end")
    static let routerID = FieldDescriptor("router_id", "eigrp.appletalk.routerid", .unsigned, "AppleTalk router id")
    static let appleTalkNextHop = FieldDescriptor("next_hop", "eigrp.appletalk.nexthop", .hex(digits: 8),
                                                  "AppleTalk next hop (network, node; 0: the sender)")

    static var all: [FieldDescriptor] {
        [eigrp, version, opcode, checksum, flags, sequence, acknowledge, vrid, asn, tlvs, tlvType, tlvLength, data,
         k1, k2, k3, k4, k5, holdtime, iosMajor, iosMinor, eigrpMajor, eigrpMinor, prefix, prefixLength, nextHop,
         delay, bandwidth, mtu, hopCount, reliability, load, originRouter, originRouterID, originAS, tag,
         externalMetric, originProtocol, externalFlags, cableStart, cableEnd, routerID, appleTalkNextHop]
    }
}
