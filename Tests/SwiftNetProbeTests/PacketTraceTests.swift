import Testing
@testable import SwiftNetProbe
import SwiftNetWire

/// `--packet-trace` lines, compared with what nmap 7.93 printed for the same kinds of packets on
/// a lab (its random TTLs and ids aside), and hostile input: every prefix of every packet.
@Suite struct PacketTraceTests {
    let us = ScanAddress("198.18.100.1")!
    let target = ScanAddress("198.18.100.2")!

    @Test func tcpLinesAsNmapWritesThem() {
        let syn = ScanPackets.tcp(from: us, to: target, sourcePort: 50119, port: 22, sequence: 678_600_037, acknowledgment: 0,
                                  flags: ScanPackets.flagSYN, ipID: 49648)
        #expect(PacketTraceFormat.line(sent: true, elapsed: 0.33904, syn)
                == "SENT (0.3390s) TCP 198.18.100.1:50119 > 198.18.100.2:22 S ttl=64 id=49648 iplen=44  seq=678600037 win=1024 <mss 1460>")
        var reset = ScanPackets.tcp(from: target, to: us, sourcePort: 22, port: 50119, sequence: 0, acknowledgment: 678_600_038,
                                    flags: ScanPackets.flagRST | ScanPackets.flagACK)
        reset[34] = 0; reset[35] = 0     // window 0, as Linux's RST
        #expect(PacketTraceFormat.line(sent: false, elapsed: 0.339, reset)
                == "RCVD (0.3390s) TCP 198.18.100.2:22 > 198.18.100.1:50119 RA ttl=64 id=0 iplen=40  seq=0 win=0 ")
        let xmas = ScanPackets.tcp(from: us, to: target, sourcePort: 1, port: 2, sequence: 3, acknowledgment: 0,
                                   flags: ScanPackets.flagFIN | ScanPackets.flagPSH | ScanPackets.flagURG)
        #expect(PacketTraceFormat.line(sent: true, elapsed: 12.5, xmas).hasPrefix("SENT (12.5000s) TCP 198.18.100.1:1 > 198.18.100.2:2 FPU ttl=64"))
    }

    @Test func udpIcmpAndIPv6Lines() {
        let udp = ScanPackets.udp(from: us, to: target, sourcePort: 63231, port: 40000, ipID: 52291)
        #expect(PacketTraceFormat.line(sent: true, elapsed: 0.4226, udp)
                == "SENT (0.4226s) UDP 198.18.100.1:63231 > 198.18.100.2:40000 ttl=64 id=52291 iplen=28 ")
        let echo = ScanPackets.echoRequest(from: us, to: target, identifier: 3064, sequence: 0)
        #expect(PacketTraceFormat.line(sent: true, elapsed: 0.0123, echo)
                == "SENT (0.0123s) ICMP [198.18.100.1 > 198.18.100.2 Echo request (type=8/code=0) id=3064 seq=0] IP [ttl=64 id=3064 iplen=28 ]")
        let stamp = ScanPackets.timestampRequest(from: us, to: target, identifier: 34899, sequence: 0, originate: 0)
        #expect(PacketTraceFormat.line(sent: true, elapsed: 0.0123, stamp)
                == "SENT (0.0123s) ICMP [198.18.100.1 > 198.18.100.2 Timestamp request (type=13/code=0) id=34899 seq=0 orig=0 recv=0 trans=0] IP [ttl=64 id=34899 iplen=40 ]")
        // A port unreachable quoting the UDP probe.
        var icmp: [UInt8] = [3, 3, 0, 0, 0, 0, 0, 0] + udp
        let sum = InternetChecksum.compute(icmp)
        icmp[2] = UInt8(sum >> 8); icmp[3] = UInt8(sum & 0xff)
        let unreachable = ScanPackets.ipHeader(from: target, to: us, protocol: 1, payloadLength: icmp.count, ipID: 37463) + icmp
        #expect(PacketTraceFormat.line(sent: false, elapsed: 0.4226, unreachable)
                == "RCVD (0.4226s) ICMP [198.18.100.2 > 198.18.100.1 Port 40000 unreachable (type=3/code=3) ] IP [ttl=64 id=37463 iplen=56 ]")
        let syn6 = ScanPackets.tcp(from: ScanAddress("2001:db8:100::1")!, to: ScanAddress("2001:db8:100::2")!, sourcePort: 41729,
                                   port: 22, sequence: 1_689_251_037, acknowledgment: 0, flags: ScanPackets.flagSYN)
        #expect(PacketTraceFormat.line(sent: true, elapsed: 0.2562, syn6)
                == "SENT (0.2562s) TCP 2001:db8:100::1:41729 > 2001:db8:100::2:22 S hopl=64 flow=0 payloadlen=24 seq=1689251037 win=1024 <mss 1460>")
        #expect(PacketTraceFormat.arpLine(sent: false, elapsed: 0.1909, target: IPv4Address(198, 18, 100, 2), source: IPv4Address(198, 18, 100, 1),
                                          mac: MACAddress("1a:c1:ad:c4:46:38"))
                == "RCVD (0.1909s) ARP reply 198.18.100.2 is-at 1A:C1:AD:C4:46:38")
        #expect(PacketTraceFormat.arpLine(sent: true, elapsed: 0.1909, target: IPv4Address(198, 18, 100, 2), source: IPv4Address(198, 18, 100, 1))
                == "SENT (0.1909s) ARP who-has 198.18.100.2 tell 198.18.100.1")
    }

    @Test func everyPrefixFormatsWithoutTrapping() {
        let udp = ScanPackets.udp(from: us, to: target, sourcePort: 1, port: 2)
        let packets = [
            ScanPackets.tcp(from: us, to: target, sourcePort: 1, port: 2, sequence: 3, acknowledgment: 0, flags: ScanPackets.flagSYN),
            udp, [3, 3, 0, 0, 0, 0, 0, 0] + udp,
            ScanPackets.ipHeader(from: target, to: us, protocol: 1, payloadLength: 36, ipID: 0) + [3, 3, 0, 0, 0, 0, 0, 0] + udp,
            ScanPackets.timestampRequest(from: us, to: target, identifier: 1, sequence: 1, originate: 1),
            ScanPackets.echoRequest(from: ScanAddress("2001:db8::1")!, to: ScanAddress("2001:db8::2")!, identifier: 1, sequence: 1),
        ]
        for packet in packets {
            for length in 0...packet.count {
                #expect(!PacketTraceFormat.line(sent: true, elapsed: 0, Array(packet.prefix(length))).isEmpty)
            }
        }
        // A header claiming options past its end, and a TCP option with a zero length.
        var bad = packets[0]
        bad[32] = 0xf0
        bad[40] = 2; bad[41] = 0
        #expect(PacketTraceFormat.line(sent: true, elapsed: 0, bad).contains("TCP 198.18.100.1:1 > 198.18.100.2:2 S"))
    }
}
