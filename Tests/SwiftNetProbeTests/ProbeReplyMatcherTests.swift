import SwiftNetPcap
import SwiftNetWire
import Testing
@testable import SwiftNetProbe

/// Reply matching without sockets: replies are built with ProbePacket (addresses reversed).
@Suite struct ProbeReplyMatcherTests {
    let us = IPAddress("198.18.30.1")!
    let target = IPAddress("198.18.30.2")!
    let sent = Timestamp(seconds: 100, nanoseconds: 0)
    let later = Timestamp(seconds: 100, nanoseconds: 250_000)

    func syn(sourcePort: UInt16, sequence: UInt32) -> ProbePacket {
        ProbePacket(ip: IPFields(source: us, destination: target),
                    transport: .tcp(TCPHeader(sourcePort: sourcePort, destinationPort: 80, sequenceNumber: sequence, flags: .syn)))
    }

    func received(_ packet: ProbePacket) -> ReceivedPacket {
        ReceivedPacket(bytes: packet.build(), family: .ipv4, timestamp: later, interfaceIndex: 2)
    }

    func tcpReply(flags: TCPFlags, toPort: UInt16, acknowledgment: UInt32, from: IPAddress? = nil) -> ReceivedPacket {
        received(ProbePacket(ip: IPFields(source: from ?? target, destination: us, dontFragment: true),
                             transport: .tcp(TCPHeader(sourcePort: 80, destinationPort: toPort, sequenceNumber: 777,
                                                       acknowledgmentNumber: acknowledgment, flags: flags, window: 512))))
    }

    @Test func synAckMatchesOnlyTheRightAcknowledgment() throws {
        var matcher = ProbeReplyMatcher(source: us, destination: target)
        matcher.remember(syn(sourcePort: 40000, sequence: 1000), index: 0, sent: sent)
        matcher.remember(syn(sourcePort: 40001, sequence: 1000), index: 1, sent: sent)
        let unmatched1 = matcher.match(tcpReply(flags: [.syn, .ack], toPort: 40001, acknowledgment: 1000))
        #expect(unmatched1 == nil)
        let unmatched2 = matcher.match(tcpReply(flags: [.syn, .ack], toPort: 40001, acknowledgment: 1001, from: IPAddress("198.18.30.3")!))
        #expect(unmatched2 == nil)
        let matched = matcher.match(tcpReply(flags: [.syn, .ack], toPort: 40001, acknowledgment: 1001))
        let reply = try #require(matched)
        #expect(reply.probeIndex == 1)
        #expect(reply.roundTripMicroseconds == 250)
        #expect(reply.kind == .tcp(flags: [.syn, .ack], sequence: 777, acknowledgment: 1001, window: 512,
                                   sourcePort: 80, destinationPort: 40001))
        #expect(reply.hpingText == "len=40 ip=198.18.30.2 ttl=64 DF id=0 sport=80 flags=SA seq=1 win=512 rtt=0.2 ms\n")
        #expect(matcher.answeredCount == 1)
    }

    @Test func ourOwnProbeSeenOnLoopbackIsNotAReply() {
        var matcher = ProbeReplyMatcher(source: us, destination: target)
        let probe = syn(sourcePort: 40000, sequence: 5)
        matcher.remember(probe, index: 0, sent: sent)
        let unmatched3 = matcher.match(received(probe))
        #expect(unmatched3 == nil)
    }

    @Test func icmpPortUnreachableQuotingOurDatagram() throws {
        var matcher = ProbeReplyMatcher(source: us, destination: target)
        let probe = ProbePacket(ip: IPFields(source: us, destination: target),
                                transport: .udp(UDPHeader(sourcePort: 4000, destinationPort: 9999)))
        matcher.remember(probe, index: 3, sent: sent)
        // RFC 792: type 3 code 3, then the offending IP header and its first 8 payload bytes.
        var error: [UInt8] = [0x45, 0, 0, 56, 0, 1, 0, 0, 64, 1, 0, 0] + target.bytes + us.bytes
        error += [3, 3, 0, 0, 0, 0, 0, 0] + probe.build()
        error.setUInt16(InternetChecksum.compute(error, from: 0, to: 20), at: 10)
        let matched = matcher.match(ReceivedPacket(bytes: error, family: .ipv4, timestamp: later, interfaceIndex: 2))
        let reply = try #require(matched)
        #expect(reply.probeIndex == 3)
        #expect(reply.kind == .icmpError(type: 3, code: 3, restOfHeader: 0, quotedSourcePort: 4000, quotedDestinationPort: 9999))
        #expect(reply.hpingText == "ICMP Port Unreachable from ip=198.18.30.2 name=UNKNOWN\nstatus=3 port=4000 seq=3\n")
        // The same error quoting another source port is not ours; every prefix is safe.
        var other = error
        other[28 + 20] = 0x11
        let unmatched4 = matcher.match(ReceivedPacket(bytes: other, family: .ipv4, timestamp: later, interfaceIndex: 2))
        #expect(unmatched4 == nil)
        for length in 0..<error.count {
            _ = matcher.match(ReceivedPacket(bytes: Array(error[0..<length]), family: .ipv4, timestamp: later, interfaceIndex: 2))
        }
    }

    @Test func flagLettersInHping3Order() {
        #expect(ProbeReply.flagLetters([.rst, .ack]) == "RA")
        #expect(ProbeReply.flagLetters([.fin, .syn, .rst, .psh, .ack, .urg, .ece, .cwr]) == "FSRPAUXY")
        #expect(ProbeReply.flagLetters([]) == "")
    }

    @Test func statisticsSummaryAsHping3() {
        var statistics = ProbeRunStatistics()
        statistics.transmitted = 3
        statistics.record(2900)
        statistics.record(4000)
        #expect(statistics.summary(target: "t") == "\n--- t hping statistic ---\n3 packets transmitted, 2 packets received, 33% packet loss\nround-trip min/avg/max = 2.9/3.5/4.0 ms\n")
    }
}
