// Which printer tcpdump 4.99.3's udp_print hands a UDP payload to, by port, in its exact order.
//
// The order is tcpdump's if/else chain as the installed 4.99.3 binary runs it: it was read off by
// decoding every ordered pair of these ports with that binary (sport A, dport B: whichever printer's
// output appears comes first). Most tests match either port; some only the destination (VAT, WB,
// HSRP, BFD) or only the source (BCM-LI). An application listed here that swiftnet does not decode
// yet still claims its ports, so a pair like (161, 520) keeps tcpdump's choice; the UDP printer prints
// `UDP, length N` for those until a dissector exists.

/// The UDP application protocols tcpdump 4.99.3 recognises by port, in its order of precedence.
enum UDPApplication: UInt8, Sendable {
    case dns, mdns, timed, tftp, bootp, rip, aodv, isakmp, isakmpNATT, isakmpUser, snmp, ntp, kerberos,
         l2tp, vat, zephyr, rx, ripng, dhcp6, ahcp, babel, hncp, wb, ciscoAutoRP, radius, hsrp, lwres, ldp,
         olsr, lspPing, bfdControl, bfdEcho, bfdMultihop, bfdLAG, bcmLI, lmp, vqp, sflow,
         lwappControlToAC, lwappControlFromAC, lwappData, sip, syslog, otv, vxlan, geneve, lisp, vxlanGPE,
         zep, mplsInUDP, ptp, someIP
}

extension DispatchRegistry {
    /// The application tcpdump 4.99.3 would print this datagram as, or nil for plain `UDP, length N`.
    /// Pure and allocation-free: runs once per UDP datagram. A datagram between two ports no rule
    /// names (most of a busy capture's UDP) is answered from a bitmap in two loads instead of
    /// walking the whole chain, which tests each rule's port(s) in turn.
    @inline(__always)
    static func udpApplication(sourcePort s: UInt16, destinationPort d: UInt16) -> UDPApplication? {
        guard udpPortIsListed(s) || udpPortIsListed(d) else { return nil }
        return udpApplicationByPrecedence(sourcePort: s, destinationPort: d)
    }

    /// Every port a rule of `udpApplicationByPrecedence` tests, as source, destination or either.
    /// Each rule there tests one port at a time, so a pair of ports missing from this list matches
    /// none. A rule added there needs its ports here: ProtocolCoverageTests.udpListedPortsMatchChain
    /// compares the two for all 65,536 ports.
    static let udpListedPorts: [UInt16] = [
        53, 5353, 525, 69, 67, 68, 520, 654, 500, 4500, 7500, 8500, 161, 162, 123, 88, 750, 1701, 3456,
        2103, 2104, 7000, 7001, 7002, 7003, 7004, 7005, 7006, 7007, 7008, 7009, 521, 546, 547, 5359,
        6696, 6697, 8231, 4567, 496, 1645, 1812, 1646, 1813, 1700, 3799, 1985, 921, 646, 698, 3503,
        49152, 3784, 3785, 4784, 6784, 701, 1589, 6343, 12223, 12222, 5060, 514, 8472, 4789, 6081, 4342,
        4790, 17754, 6635, 319, 320, 30490,
    ]

    /// `udpListedPorts` as 65,536 bits (8 KiB), built on first use.
    static let udpListedPortBits: [UInt64] = {
        var words = [UInt64](repeating: 0, count: 1024)
        for port in udpListedPorts { words[Int(port >> 6)] |= 1 << UInt64(port & 63) }
        return words
    }()

    @inline(__always)
    static func udpPortIsListed(_ port: UInt16) -> Bool {
        udpListedPortBits.withUnsafeBufferPointer { words in
            // 1024 words, one bit per port: any UInt16 >> 6 is in range.
            words[Int(port >> 6)] & (1 << UInt64(port & 63)) != 0
        }
    }

    /// tcpdump 4.99.3's udp_print chain itself, in its order (`udpApplication` skips it for
    /// unlisted ports). Every test here must be on one port, listed in `udpListedPorts`.
    @inline(__always)
    static func udpApplicationByPrecedence(sourcePort s: UInt16, destinationPort d: UInt16) -> UDPApplication? {
        @inline(__always) func either(_ p: UInt16) -> Bool { s == p || d == p }
        if either(53) { return .dns }
        if either(5353) { return .mdns }
        if either(525) { return .timed }
        if either(69) { return .tftp }
        if either(67) || either(68) { return .bootp }
        if either(520) { return .rip }
        if either(654) { return .aodv }
        if either(500) { return .isakmp }
        if either(4500) { return .isakmpNATT }
        if either(7500) || either(8500) { return .isakmpUser }
        if either(161) || either(162) { return .snmp }
        if either(123) { return .ntp }
        if either(88) || either(750) { return .kerberos }
        if either(1701) { return .l2tp }
        if d == 3456 { return .vat }
        if either(2103) || either(2104) { return .zephyr }
        if (7000...7009).contains(s) || (7000...7009).contains(d) { return .rx }
        if either(521) { return .ripng }
        if either(546) || either(547) { return .dhcp6 }
        if either(5359) { return .ahcp }
        if either(6696) || either(6697) { return .babel }
        if either(8231) { return .hncp }
        if d == 4567 { return .wb }
        if either(496) { return .ciscoAutoRP }
        if either(1645) || either(1812) || either(1646) || either(1813) || either(1700) || either(3799) {
            return .radius
        }
        if d == 1985 { return .hsrp }
        if either(921) { return .lwres }
        if either(646) { return .ldp }
        if either(698) { return .olsr }
        if either(3503) { return .lspPing }
        // BCM-LI's source port wins over BFD's destination ports (49152 > 3784 prints BCM-LI-SHIM
        // in 4.99.3): frr's bfdd sends from 49152 upward, so its first session shows this.
        if s == 49152 { return .bcmLI }
        switch d {
        case 3784: return .bfdControl
        case 3785: return .bfdEcho
        case 4784: return .bfdMultihop
        case 6784: return .bfdLAG
        default: break
        }
        if either(701) { return .lmp }
        if either(1589) { return .vqp }
        if either(6343) { return .sflow }
        if d == 12223 { return .lwappControlToAC }
        if s == 12223 { return .lwappControlFromAC }
        if either(12222) { return .lwappData }
        if either(5060) { return .sip }
        if either(514) { return .syslog }
        if either(8472) { return .otv }
        if either(4789) { return .vxlan }
        if either(6081) { return .geneve }
        if either(4342) { return .lisp }
        if either(4790) { return .vxlanGPE }
        if either(17754) { return .zep }
        if either(6635) { return .mplsInUDP }
        if either(319) || either(320) { return .ptp }
        if either(30490) { return .someIP }
        return nil
    }
}
