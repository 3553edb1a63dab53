@testable import SwiftNetWire

/// Real transport-layer bytes for the TCP/UDP/ICMP tests.
///
/// Source: `tcpdump -i lo -w lo.pcap` on this machine (tcpdump 4.99.3, Linux) while a python script
/// opened a TCP connection to a listener on 127.0.0.1:47011, connected to the closed port 47012, sent
/// UDP "probe" to the closed 127.0.0.1:47013 and "probe6" to [::1]:47013, plus `ping -c1 127.0.0.1`
/// and `ping -6 -c1 ::1`. Bytes below are from `tcpdump -xx`, with the Ethernet and IP headers cut
/// off. Loopback sends TCP/UDP with checksum offload, so those fields hold only the pseudo-header sum;
/// the correct values come from `tcpdump -vv` ("incorrect -> 0x5c8d") and are noted beside each.
enum L4Fixture {
    /// Parses hex digits, ignoring spaces and newlines; traps on anything else (test data only).
    static func hex(_ text: String) -> [UInt8] {
        let digits = text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
        precondition(digits.count % 2 == 0, "odd hex")
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
        }
    }

    static let loopback4 = PseudoHeader.ipv4(source: .loopback, destination: .loopback)
    static let loopback6 = PseudoHeader.ipv6(source: .loopback, destination: .loopback)

    /// 127.0.0.1.33072 > 127.0.0.1.47011: Flags [S], seq 1518872738, win 65495,
    /// options [mss 65495,sackOK,TS val 1885128470 ecr 0,nop,wscale 10]. Checksum field 0xfe30
    /// (offload partial sum); tcpdump -vv: correct 0x5c8d.
    static let tcpSYN = hex("""
        8130 b7a3 5a88 28a2 0000 0000 a002 ffd7 fe30 0000 0204 ffd7 0402 080a 705c c716
        0000 0000 0103 030a
        """)
    static let tcpSYNCorrectChecksum: UInt16 = 0x5c8d

    /// 127.0.0.1.33072 > 127.0.0.1.47011: Flags [P.], seq 1:7, ack 1, win 64,
    /// options [nop,nop,TS val 1885128470 ecr 3005128248], length 6 ("hello\n"); correct 0x9e53.
    static let tcpPushHello = hex("""
        8130 b7a3 5a88 28a3 9f83 b1ef 8018 0040 fe2e 0000 0101 080a 705c c716 b31e 9e38
        6865 6c6c 6f0a
        """)
    static let tcpPushHelloCorrectChecksum: UInt16 = 0x9e53

    /// 127.0.0.1.47012 > 127.0.0.1.47144: Flags [R.], seq 0, ack 1529109258, win 0 — sent by the
    /// kernel for the closed port, with a full checksum (tcpdump -vv: "cksum 0x8bd2 (correct)").
    static let tcpRST = hex("b7a4 b828 0000 0000 5b24 5b0a 5014 0000 8bd2 0000")

    /// 127.0.0.1.35431 > 127.0.0.1.47013: UDP, length 5 ("probe"); correct checksum 0x7aef.
    static let udpProbe = hex("8a67 b7a5 000d fe20 7072 6f62 65")
    static let udpProbeCorrectChecksum: UInt16 = 0x7aef

    /// ::1.47702 > ::1.47013: UDP, length 6 ("probe6"); correct checksum 0x48c9.
    static let udp6Probe = hex("ba56 b7a5 000e 0021 7072 6f62 6536")
    static let udp6ProbeCorrectChecksum: UInt16 = 0x48c9

    /// ICMP 127.0.0.1 udp port 47013 unreachable, length 41, quoting the whole `udpProbe` datagram
    /// (IPv4 header id 4966 + UDP). Kernel-made, checksum correct.
    static let icmpPortUnreachable = hex("""
        0303 77ec 0000 0000 4500 0021 1366 4000 4011 2964 7f00 0001 7f00 0001 8a67 b7a5
        000d fe20 7072 6f62 65
        """)

    /// ICMP echo request, id 13226, seq 1, length 64 (ping's timestamp + 0x10...0x37). Checksum correct.
    static let icmpEchoRequest = hex("""
        0800 01c6 33aa 0001 da2f 016b 0000 0000 1e21 0a00 0000 0000 1011 1213 1415 1617
        1819 1a1b 1c1d 1e1f 2021 2223 2425 2627 2829 2a2b 2c2d 2e2f 3031 3233 3435 3637
        """)

    /// ICMP echo reply to it, as the kernel answered. Checksum correct.
    static let icmpEchoReply = hex("""
        0000 09c6 33aa 0001 da2f 016b 0000 0000 1e21 0a00 0000 0000 1011 1213 1415 1617
        1819 1a1b 1c1d 1e1f 2021 2223 2425 2627 2829 2a2b 2c2d 2e2f 3031 3233 3435 3637
        """)

    /// ::1 > ::1: ICMP6, echo request, id 13227, seq 1, length 64; tcpdump -vv "[icmp6 sum ok]".
    static let icmp6EchoRequest = hex("""
        8000 e341 33ab 0001 da2f 016b 0000 0000 c427 0a00 0000 0000 1011 1213 1415 1617
        1819 1a1b 1c1d 1e1f 2021 2223 2425 2627 2829 2a2b 2c2d 2e2f 3031 3233 3435 3637
        """)

    /// ::1 > ::1: ICMP6, destination unreachable, unreachable port, ::1 udp port 47013, length 62,
    /// quoting the IPv6 header and `udp6Probe`; "[icmp6 sum ok]".
    static let icmp6PortUnreachable = hex("""
        0104 08ed 0000 0000 600a cd03 000e 1140 0000 0000 0000 0000 0000 0000 0000 0001
        0000 0000 0000 0000 0000 0000 0000 0001 ba56 b7a5 000e 0021 7072 6f62 6536
        """)

    // Errors from a router: `scripts/lab.sh router wl4r 248` with the far link's MTU set to 1280,
    // captured on wl4r-h while pinging the far host with -t 1 and with -M do -s 1400 (and the same
    // for IPv6). Kernel-made; checksums verified by tcpdump -vv.

    /// 198.18.248.2 > 198.18.248.1: ICMP time exceeded in-transit, length 92, quoting the whole echo
    /// request 198.18.248.1 > 198.19.248.2 (ttl 1, id 42754, id 304, seq 1).
    static let icmpTimeExceeded = hex("""
        0b00 f4ff 0000 0000 4500 0054 a702 4000 0101 567c c612 f801 c613 f802 0800 a14f
        0130 0001 0c31 016b 0000 0000 8010 0900 0000 0000 1011 1213 1415 1617 1819 1a1b
        1c1d 1e1f 2021 2223 2425 2627 2829 2a2b 2c2d 2e2f 3031 3233 3435 3637
        """)

    /// ICMP 198.19.248.2 unreachable - need to frag (mtu 1280), length 556: only its first 64 bytes
    /// (as a short snaplen would keep them), quoting an echo request of IP length 1428.
    static let icmpFragmentationNeededFirst64 = hex("""
        0304 0ec9 0000 0500 4500 0594 0000 4000 4001 b93e c612 f801 c613 f802 0800 8afd
        0131 0001 0c31 016b 0000 0000 ea17 0900 0000 0000 1011 1213 1415 1617 1819 1a1b
        """)
    static let icmpFragmentationNeededLength = 556

    /// 2001:db8:248::2 > 2001:db8:248::1: ICMP6, time exceeded in-transit for 2001:db8:10f8::2,
    /// quoting the echo request (hlim 1, id 306, seq 1) whole; "[icmp6 sum ok]".
    static let icmp6TimeExceeded = hex("""
        0300 57d5 0000 0000 6005 aaae 0040 3a01 2001 0db8 0248 0000 0000 0000 0000 0001
        2001 0db8 10f8 0000 0000 0000 0000 0002 8000 7800 0132 0001 0c31 016b 0000 0000
        c22d 0900 0000 0000 1011 1213 1415 1617 1819 1a1b 1c1d 1e1f 2021 2223 2425 2627
        2829 2a2b 2c2d 2e2f 3031 3233 3435 3637
        """)
    static let routerPseudo6 = PseudoHeader.ipv6(source: IPv6Address("2001:db8:248::2")!,
                                                 destination: IPv6Address("2001:db8:248::1")!)

    /// ICMP6, packet too big, mtu 1280, payload length 1240: its first 64 bytes only.
    static let icmp6PacketTooBigFirst64 = hex("""
        0200 2873 0000 0500 6005 aaae 0580 3a40 2001 0db8 0248 0000 0000 0000 0000 0001
        2001 0db8 10f8 0000 0000 0000 0000 0002 8000 4c6e 0134 0001 0c31 016b 0000 0000
        """)
    static let icmp6PacketTooBigLength = 1240

    // Crafted ICMPv4 messages (python script into a LINKTYPE_IPV4 pcap, 198.18.5.2 > 198.18.5.1);
    // `tcpdump -vv` decodes each as quoted, with no "wrong icmp cksum".

    /// "ICMP time stamp reply id 4660 seq 7: org 00:00:01.000, recv 00:00:02.000, xmit 00:00:02.001".
    static let icmpTimestampReply = hex("0e00 cc3b 1234 0007 0000 03e8 0000 07d0 0000 07d1")
    /// "ICMP address mask is 0xffffff00".
    static let icmpAddressMaskReply = hex("1200 eea7 0055 0002 ffff ff00")
    /// "ICMP router advertisement lifetime 30:00 2: {198.18.5.1 10} {198.18.5.9 4294967291}".
    static let icmpRouterAdvertisement = hex("0900 57c0 0202 0708 c612 0501 0000 000a c612 0509 ffff fffb")
    /// "ICMP redirect 198.19.5.2 to host 198.18.5.254", quoting 198.18.5.1.40000 > 198.19.5.2.33434 UDP.
    static let icmpRedirect = hex("""
        0501 100b c612 05fe 4500 001c 0001 0000 4011 e4a7 c612 0501 c613 0502 9c40 829a 0008 0000
        """)
    /// "ICMP parameter problem - octet 20", quoting the same UDP header.
    static let icmpParameterProblem = hex("""
        0c00 c11c 1400 0000 4500 001c 0001 0000 4011 e4a7 c612 0501 c613 0502 9c40 829a 0008 0000
        """)
    /// "ICMP information request" id 9 seq 1.
    static let icmpInformationRequest = hex("0f00 f0f5 0009 0001")
}
