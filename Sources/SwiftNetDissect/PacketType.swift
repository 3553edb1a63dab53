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
    public static let implemented: Set<PacketType> = [.carp, .cnfp]

    public var isImplemented: Bool { Self.implemented.contains(self) }
}

extension Dissection {
    /// The UDP payload under `-T`: tcpdump's udp_print hands it to the type's printer whatever the
    /// ports, and prints nothing at all (not even the endpoints) for a type with no UDP reading,
    /// such as carp.
    mutating func udpPacketType(_ packetType: PacketType, at payload: Int, length: Int, network: NetworkHeader,
                                sourcePort: UInt16, destinationPort: UInt16) throws(Truncated) {
        switch packetType {
        case .cnfp:
            try putEndpoints(network, transport: 17, sourcePort: sourcePort, destinationPort: destinationPort)
            try cnfp(at: payload, length: length)
        default:
            break
        }
    }
}
