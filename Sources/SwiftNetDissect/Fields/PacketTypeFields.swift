// Fields of the protocols decode reads only under -T (tcpdump's packet types): CARP (OpenBSD's Common
// Address Redundancy Protocol, IP protocol 112 like VRRP) and Cisco NetFlow (cnfp, any UDP port).

enum CARPFields: ProtocolFields {
    static let carp = FieldDescriptor.layer("carp", "carp", "Common Address Redundancy Protocol")
    static let version = FieldDescriptor("version", "carp.version", .unsigned, "version (2)")
    static let type = FieldDescriptor("type", "carp.type", .unsigned, "type (1: advertisement)")
    static let vhid = FieldDescriptor("vhid", "carp.vhid", .unsigned, "virtual host id")
    static let advskew = FieldDescriptor("advskew", "carp.advskew", .unsigned, "advertisement skew")
    static let authLength = FieldDescriptor("auth_length", "carp.authlen", .unsigned, "authentication length in 32-bit words")
    static let demotion = FieldDescriptor("demotion", "carp.demotion", .unsigned, "demotion counter")
    static let advbase = FieldDescriptor("advbase", "carp.advbase", .unsigned, "advertisement base interval in seconds")
    static let checksum = FieldDescriptor("checksum", "carp.checksum", .hex(digits: 4), "checksum")
    static let checksumValid = FieldDescriptor("checksum_valid", "carp.checksum.status", .boolean,
                                               "checksum verifies (null: not all captured, or a fragment)")
    static let counter = FieldDescriptor("counter", "carp.counter", .unsigned, "replay counter (64 bits)")
    static let hmac = FieldDescriptor("hmac", "carp.hmac", .bytes, "SHA-1 HMAC (20 bytes)")

    static var all: [FieldDescriptor] {
        [carp, version, type, vhid, advskew, authLength, demotion, advbase, checksum, checksumValid, counter, hmac]
    }
}

/// Cisco NetFlow export (versions 1, 5, 6), which decode reads only with `-T cnfp`, as tcpdump.
enum CNFPFields: ProtocolFields {
    static let cnfp = FieldDescriptor.layer("cnfp", "cflow", "Cisco NetFlow export")
    static let version = FieldDescriptor("version", "cflow.version", .unsigned, "export version")
    static let count = FieldDescriptor("count", "cflow.count", .unsigned, "record count (the header's 16-bit field)")
    static let uptime = FieldDescriptor("uptime_ms", "cflow.sysuptime", .unsigned, "exporter uptime in milliseconds")
    static let seconds = FieldDescriptor("export_seconds", "cflow.unix_secs", .unsigned, "export time, seconds since 1970")
    static let nanoseconds = FieldDescriptor("export_nanoseconds", "cflow.unix_nsecs", .unsigned, "export time, nanoseconds")
    static let sequence = FieldDescriptor("sequence", "cflow.sequence", .unsigned, "v5/v6: flow sequence number")
    static let engineType = FieldDescriptor("engine_type", "cflow.engine_type", .unsigned, "v5: flow-switching engine type")
    static let engineID = FieldDescriptor("engine_id", "cflow.engine_id", .unsigned, "v5: flow-switching engine slot")
    static let samplingInterval = FieldDescriptor("sampling_interval", "cflow.sampling_interval", .unsigned,
                                                  "v5: sampling mode and interval")
    static let records = FieldDescriptor("records", "cflow.record", .list,
                                         "flow records as tcpdump reads them (48 bytes in v1, 52 in v5 and v6)")
    static let source = FieldDescriptor("source", "cflow.srcaddr", .ipv4, "source address")
    static let destination = FieldDescriptor("destination", "cflow.dstaddr", .ipv4, "destination address")
    static let nextHop = FieldDescriptor("next_hop", "cflow.nexthop", .ipv4, "next hop")
    static let input = FieldDescriptor("input", "cflow.inputint", .unsigned, "SNMP index of the input interface")
    static let output = FieldDescriptor("output", "cflow.outputint", .unsigned, "SNMP index of the output interface")
    static let packets = FieldDescriptor("packets", "cflow.packets", .unsigned, "packets in the flow")
    static let octets = FieldDescriptor("octets", "cflow.octets", .unsigned, "layer 3 octets in the flow")
    static let first = FieldDescriptor("first_ms", "cflow.timestart", .unsigned, "uptime at the flow's first packet (ms)")
    static let last = FieldDescriptor("last_ms", "cflow.timeend", .unsigned, "uptime at the flow's last packet (ms)")
    static let sourcePort = FieldDescriptor("source_port", "cflow.srcport", .unsigned, "source port")
    static let destinationPort = FieldDescriptor("destination_port", "cflow.dstport", .unsigned, "destination port")
    static let protocolNumber = FieldDescriptor("protocol", "cflow.protocol", .unsigned, "IP protocol")
    static let tos = FieldDescriptor("tos", "cflow.tos", .unsigned, "IP type of service")
    static let tcpFlags = FieldDescriptor("tcp_flags", "cflow.tcpflags", .hex(digits: 2), "cumulative OR of the TCP flags")
    static let sourceAS = FieldDescriptor("source_as", "cflow.srcas", .unsigned, "v5/v6: source AS")
    static let destinationAS = FieldDescriptor("destination_as", "cflow.dstas", .unsigned, "v5/v6: destination AS")
    static let sourceMask = FieldDescriptor("source_mask", "cflow.srcmask", .unsigned, "v5/v6: source prefix length")
    static let destinationMask = FieldDescriptor("destination_mask", "cflow.dstmask", .unsigned, "v5/v6: destination prefix length")
    static let encapsulation = FieldDescriptor("encapsulation", "cflow.encaps", .hex(digits: 4),
                                               "v6: input and output encapsulation sizes")

    static var all: [FieldDescriptor] {
        [cnfp, version, count, uptime, seconds, nanoseconds, sequence, engineType, engineID, samplingInterval, records,
         source, destination, nextHop, input, output, packets, octets, first, last, sourcePort, destinationPort,
         protocolNumber, tos, tcpFlags, sourceAS, destinationAS, sourceMask, destinationMask, encapsulation]
    }
}
