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
}
