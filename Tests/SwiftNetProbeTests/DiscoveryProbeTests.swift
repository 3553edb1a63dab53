import Testing
@testable import SwiftNetProbe
import SwiftNetWire

/// `-PE`/`-PP`/`-PS`/`-PA`/`-PU`: the port lists, the packets built per target and the replies that
/// mark a host up (offline, synthetic replies; the live test proves each on a lab).
@Suite struct DiscoveryProbeTests {
    let us = ScanAddress("198.18.62.1")!
    let target = ScanAddress("198.18.62.2")!
    let cookie = ProbeCookie(hasher: SipHash24(key0: 21, key1: 22))

    @Test func portListsAsNmapTakesThem() throws {
        #expect(try DiscoveryProbes.parsePorts("", bare: 80, flag: "-PS") == [80])
        #expect(try DiscoveryProbes.parsePorts("22,80,20-23", bare: 80, flag: "-PS") == [22, 80, 20, 21, 23])
        #expect(try DiscoveryProbes.parsePorts("0,65535", bare: 80, flag: "-PU") == [0, 65535])
        for bad in ["x", "22,", "-5", "5-", "70000", "30-20", "1-2000", "２２"] {
            #expect(throws: ScanTimingError.self, "\(bad)") { try DiscoveryProbes.parsePorts(bad, bare: 80, flag: "-PS") }
        }
    }

    @Test func defaultSetIsNmaps() {
        let set = DiscoveryProbes.nmapDefault
        #expect(set.echo && set.timestamp && set.syn == [443] && set.ack == [80] && set.udp.isEmpty && set.sendsIP)
        #expect(!DiscoveryProbes(arp: true).sendsIP)
        #expect(set.sampleKeys(isIPv6: false) == [ReplyMatcher.echoSamplePort, ScanPort(.tcp, 443), ScanPort(.tcp, 80)])
        // The timestamp probe is IPv4 only: an IPv6 target of -PP alone has nothing in flight.
        #expect(DiscoveryProbes(timestamp: true).sampleKeys(isIPv6: true).isEmpty)
        #expect(DiscoveryProbes(syn: [22, 80], ack: [80], udp: [53]).sampleKeys(isIPv6: false)
                == [ScanPort(.tcp, 22), ScanPort(.tcp, 80), ScanPort(.udp, 53)])
    }

    @Test func timestampRequestIsRFC792() {
        let packet = ScanPackets.timestampRequest(from: us, to: target, identifier: 0x1234, sequence: 1, originate: 0x0102_0304)
        #expect(packet.count == 40 && packet[9] == 1)
        #expect(InternetChecksum.compute(packet, from: 0, to: 20) == 0)
        #expect(InternetChecksum.compute(packet, from: 20) == 0)
        #expect(Array(packet[20..<28]) == [13, 0] + Array(packet[22..<24]) + [0x12, 0x34, 0, 1])
        #expect(Array(packet[28..<40]) == [1, 2, 3, 4] + Array(repeating: 0, count: 8))
        // The decoder agrees.
        let summary = ScanReply.parse(packet)
        #expect(summary == nil)     // a request is no reply
    }

    func matcher(_ set: DiscoveryProbes) -> ReplyMatcher {
        var matcher = ReplyMatcher(kind: .discovery, cookie: cookie, sources: [.ipv4: us], maxAttempt: 1)
        matcher.discovery = set
        return matcher
    }

    func match(_ set: DiscoveryProbes, _ bytes: [UInt8]) -> ReplyMatch? {
        ScanReply.parse(bytes).flatMap { matcher(set).match($0) }
    }

    @Test func timestampReplyMarksUp() {
        var reply = ScanPackets.timestampRequest(from: target, to: us, identifier: cookie.echoIdentifier(target), sequence: 1, originate: 5)
        reply[20] = 14
        #expect(match(.nmapDefault, reply) == .hostUp(target, reason: "timestamp-reply", samplePort: ReplyMatcher.echoSamplePort, attempt: 1))
        reply[24] ^= 1      // not our identifier
        #expect(match(.nmapDefault, reply) == nil)
    }

    func tcpAnswer(_ port: UInt16, flags: UInt8, toACK: Bool) -> [UInt8] {
        let scanPort = ScanPort(.tcp, port)
        let sourcePort = cookie.sourcePort(target: target, port: scanPort, attempt: 0)
        let value = cookie.sequence(target: target, port: scanPort, sourcePort: sourcePort)
        // A RST to an ACK carries the ACK's acknowledgement as its sequence; answers to a SYN
        // acknowledge its sequence + 1.
        return ScanPackets.tcp(from: target, to: us, sourcePort: port, port: sourcePort, sequence: toACK ? value : 9,
                               acknowledgment: toACK ? 0 : value &+ 1, flags: flags)
    }

    @Test func tcpAnswersCountOnlyForThePortsProbed() {
        let set = DiscoveryProbes(syn: [22], ack: [81])
        #expect(match(set, tcpAnswer(22, flags: ScanPackets.flagRST | ScanPackets.flagACK, toACK: false))
                == .hostUp(target, reason: "reset", samplePort: ScanPort(.tcp, 22), attempt: 0))
        #expect(match(set, tcpAnswer(22, flags: ScanPackets.flagSYN | ScanPackets.flagACK, toACK: false))
                == .hostUp(target, reason: "syn-ack", samplePort: ScanPort(.tcp, 22), attempt: 0))
        #expect(match(set, tcpAnswer(81, flags: ScanPackets.flagRST, toACK: true))
                == .hostUp(target, reason: "reset", samplePort: ScanPort(.tcp, 81), attempt: 0))
        // The default set's ports were not probed: their answers are strays.
        #expect(match(set, tcpAnswer(443, flags: ScanPackets.flagRST | ScanPackets.flagACK, toACK: false)) == nil)
        #expect(match(set, tcpAnswer(80, flags: ScanPackets.flagRST, toACK: true)) == nil)
    }

    func udpProbe(_ port: UInt16) -> [UInt8] {
        ScanPackets.udp(from: us, to: target, sourcePort: cookie.sourcePort(target: target, port: ScanPort(.udp, port), attempt: 0), port: port)
    }

    func unreachable(quoting probe: [UInt8], code: UInt8, from: ScanAddress) -> [UInt8] {
        var icmp: [UInt8] = [3, code, 0, 0, 0, 0, 0, 0] + probe.prefix(28)
        let sum = InternetChecksum.compute(icmp)
        icmp[2] = UInt8(sum >> 8); icmp[3] = UInt8(sum & 0xff)
        return ScanPackets.ipHeader(from: from, to: us, protocol: 1, payloadLength: icmp.count, ipID: 0) + icmp
    }

    @Test func udpAnswersAndTheTargetsPortUnreachable() {
        let set = DiscoveryProbes(udp: [40125])
        #expect(match(set, unreachable(quoting: udpProbe(40125), code: 3, from: target))
                == .hostUp(target, reason: "port-unreach", samplePort: ScanPort(.udp, 40125), attempt: 0))
        // From a router, or another code: says nothing about the target.
        #expect(match(set, unreachable(quoting: udpProbe(40125), code: 3, from: ScanAddress("198.18.62.254")!)) == nil)
        #expect(match(set, unreachable(quoting: udpProbe(40125), code: 13, from: target)) == nil)
        // A port not probed.
        #expect(match(set, unreachable(quoting: udpProbe(53), code: 3, from: target)) == nil)
        let answer = ScanPackets.udp(from: target, to: us, sourcePort: 40125,
                                     port: cookie.sourcePort(target: target, port: ScanPort(.udp, 40125), attempt: 0))
        #expect(match(set, answer) == .hostUp(target, reason: "udp-response", samplePort: ScanPort(.udp, 40125), attempt: 0))
    }
}
