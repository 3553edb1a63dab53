// tcpdump's `-T TYPE` (ndo_packettype): read a protocol where tcpdump would pick another, or
// decode a payload it would leave alone. The dissectors read `options.packetType` exactly where
// tcpdump reads ndo_packettype (for CARP: IP protocol 112, otherwise VRRP).

/// Every packet type name tcpdump 4.99 accepts after `-T` (compared without regard to case);
/// swiftnet implements all of them.
public enum PacketType: String, Sendable, Hashable, CaseIterable {
    case aodv, carp, cnfp, domain, lmp, pgm
    case pgmZMTP1 = "pgm_zmtp1"
    case ptp, radius, resp, rpc, rtcp, rtp, snmp, someip, tftp, vat, vxlan, wb, zmtp1

    /// The type tcpdump's `-T` names `name`, in any case; nil for a name tcpdump rejects.
    public init?(tcpdumpName name: String) {
        self.init(rawValue: name.lowercased())
    }
}

extension Dissection {
    /// The UDP payload under `-T`: tcpdump's udp_print hands it to the type's printer whatever the
    /// ports (pgm_zmtp1 reads PGM, which reads ZMTP/1.0 in ODATA and RDATA), and prints nothing at
    /// all (not even the endpoints) for a type with no UDP reading, such as carp or resp.
    mutating func udpPacketType(_ packetType: PacketType, at payload: Int, length: Int, network: NetworkHeader,
                                sourcePort: UInt16, destinationPort: UInt16) throws(Truncated) {
        switch packetType {
        case .aodv, .cnfp, .domain, .lmp, .pgm, .pgmZMTP1, .ptp, .radius, .rtcp, .rtp, .snmp, .someip, .tftp, .vat,
             .vxlan, .wb:
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
        case .rpc:
            try rpcPacketType(at: payload, length: length, network: network)
            return
        default:
            return
        }
        switch packetType {
        case .aodv:
            if case .v6 = network { try aodv(at: payload, length: length, ipv6: true) }
            else { try aodv(at: payload, length: length, ipv6: false) }
        case .cnfp: try cnfp(at: payload, length: length)
        case .lmp: try lmp(at: payload, length: length)
        // pgm_print reads the IP header itself: over UDP it prints the PGM ports alone.
        case .pgm, .pgmZMTP1: try pgm(at: payload, length: length, network: network)
        case .domain: try dnsPayload(at: payload, length: length, overTCP: false, multicast: false)
        case .ptp: try ptp(at: payload, length: length)
        case .radius: try radius(at: payload, length: length)
        // udp_print walks RTCP packets to the captured end, not to the UDP length.
        case .rtcp: rtcp(at: payload)
        case .rtp: try rtp(at: payload, length: length)
        case .vat: try vat(at: payload, length: length)
        case .wb: try wb(at: payload, length: length)
        case .someip: try someip(at: payload, length: length)
        case .snmp: try snmp(at: payload, length: length)
        case .tftp: try tftp(at: payload, length: length)
        case .vxlan: try vxlan(at: payload, length: length)
        default: break
        }
    }

    /// The TCP payload under `-T` (tcp_print): RESP, DNS and ZMTP/1.0 over TCP whatever the ports; any other
    /// type prints nothing after the TCP header.
    mutating func tcpPacketType(_ packetType: PacketType, at payload: Int, length: Int) throws(Truncated) {
        switch packetType {
        case .resp: try resp(at: payload, length: length)
        case .domain: try dnsPayload(at: payload, length: length, overTCP: true)
        case .zmtp1: try zmtp1(at: payload, length: length)
        default: break
        }
    }
}
