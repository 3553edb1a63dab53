// tcpdump's `-T TYPE` (ndo_packettype): read a protocol where tcpdump would pick another, or
// decode a payload it would leave alone. The dissectors read `options.packetType` exactly where
// tcpdump reads ndo_packettype (for CARP: IP protocol 112, otherwise VRRP).

/// Every packet type name tcpdump 4.99 accepts after `-T` (compared without regard to case).
public enum PacketType: String, Sendable, Hashable, CaseIterable {
    case aodv, carp, cnfp, domain, lmp, pgm
    case pgmZMTP1 = "pgm_zmtp1"
    case ptp, radius, resp, rpc, rtcp, rtp, snmp, someip, tftp, vat, vxlan, wb, zmtp1

    /// The type tcpdump's `-T` names `name`, in any case; nil for a name tcpdump rejects.
    public init?(tcpdumpName name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The types `swiftnet decode -T` honours; the others are tcpdump's that swiftnet does not
    /// implement yet (the command refuses them rather than print something tcpdump would not).
    public static let implemented: Set<PacketType> = [.carp, .cnfp, .domain, .ptp, .radius, .resp, .rpc, .snmp,
                                                     .tftp, .vxlan, .zmtp1]

    public var isImplemented: Bool { Self.implemented.contains(self) }
}

extension Dissection {
    /// The UDP payload under `-T`: tcpdump's udp_print hands it to the type's printer whatever the
    /// ports, and prints nothing at all (not even the endpoints) for a type with no UDP reading,
    /// such as carp or resp.
    mutating func udpPacketType(_ packetType: PacketType, at payload: Int, length: Int, network: NetworkHeader,
                                sourcePort: UInt16, destinationPort: UInt16) throws(Truncated) {
        switch packetType {
        case .cnfp, .domain, .ptp, .radius, .snmp, .tftp, .vxlan:
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
        case .rpc:
            try rpcPacketType(at: payload, length: length, network: network)
            return
        default:
            return
        }
        switch packetType {
        case .cnfp: try cnfp(at: payload, length: length)
        case .domain: try dnsPayload(at: payload, length: length, overTCP: false, multicast: false)
        case .ptp: try ptp(at: payload, length: length)
        case .radius: try radius(at: payload, length: length)
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
