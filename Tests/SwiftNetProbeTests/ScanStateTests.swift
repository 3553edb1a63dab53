import Testing
import SwiftNetWire
@testable import SwiftNetProbe

@Suite struct ScanClassifierTests {
    @Test func nmapStateTable() {
        func state(_ response: ProbeResponse, _ type: ScanType) -> String? {
            PortClassifier.verdict(for: response, scan: type).map { "\($0.state.rawValue) \($0.reason)" }
        }
        #expect(state(.synAck, .syn) == "open syn-ack")
        #expect(state(.reset, .syn) == "closed reset")
        #expect(state(.noResponse, .syn) == "filtered no-response")
        #expect(state(.reset, .ack) == "unfiltered reset")
        #expect(state(.noResponse, .ack) == "filtered no-response")
        #expect(state(.synAck, .ack) == nil)
        #expect(state(.udpReply, .udp) == "open udp-response")
        #expect(state(.noResponse, .udp) == "open|filtered no-response")
        #expect(state(.icmpUnreachable(code: 3), .udp) == "closed port-unreach")
        #expect(state(.icmpUnreachable(code: 3), .syn) == "filtered port-unreach")
        #expect(state(.icmpv6Unreachable(code: 4), .udp) == "closed port-unreach")
        #expect(state(.icmpv6Unreachable(code: 1), .syn) == "filtered admin-prohibited")
        #expect(state(.connected, .connect) == "open syn-ack")
        #expect(state(.connectionRefused, .connect) == "closed conn-refused")
    }

    @Test(arguments: [(UInt8(1), "host-unreach"), (2, "proto-unreach"), (3, "port-unreach"), (9, "net-prohibited"),
                      (10, "host-prohibited"), (13, "admin-prohibited")])
    func icmpCodesThatFilter(_ code: UInt8, _ reason: String) {
        for type in [ScanType.syn, .ack] {
            let verdict = PortClassifier.verdict(for: .icmpUnreachable(code: code), scan: type, ttl: 63)
            #expect(verdict == PortVerdict(state: .filtered, reason: reason, ttl: 63))
        }
        let udp = PortClassifier.verdict(for: .icmpUnreachable(code: code), scan: .udp)
        #expect(udp?.state == (code == 3 ? .closed : .filtered))
    }

    @Test func icmpCodesThatSayNothing() {
        for code: UInt8 in [4, 5, 11, 12, 14, 15] {
            #expect(PortClassifier.verdict(for: .icmpUnreachable(code: code), scan: .syn) == nil)
        }
    }

    @Test func directAnswersBeatICMPWhichBeatsSilence() {
        var answers = ScanAnswers()
        let host = ScanAddress("198.18.60.2")!, port = ScanPort(.tcp, 80)
        answers.record(host, port, PortVerdict(state: .filtered, reason: "admin-prohibited"))
        answers.record(host, port, PortVerdict(state: .filtered, reason: "no-response"))
        #expect(answers.verdicts[host]?[port]?.reason == "admin-prohibited")
        answers.record(host, port, PortVerdict(state: .open, reason: "syn-ack"))
        #expect(answers.verdicts[host]?[port]?.state == .open)
    }

    @Test func reasonText() {
        #expect(PortVerdict(state: .open, reason: "syn-ack", ttl: 64).reasonText == "syn-ack ttl 64")
        #expect(PortVerdict(state: .filtered, reason: "no-response").reasonText == "no-response")
    }
}

/// Synthetic replies through parse + match: the state machine's input side, no sockets.
@Suite struct ScanReplyMatchTests {
    let us = ScanAddress("198.18.60.1")!
    let target = ScanAddress("198.18.60.2")!
    let cookie = ProbeCookie(hasher: SipHash24(key0: 11, key1: 12))

    func matcher(_ kind: RawProbeKind) -> ReplyMatcher {
        ReplyMatcher(kind: kind, cookie: cookie, sources: [.ipv4: us, .ipv6: ScanAddress("2001:db8:60::1")!], maxAttempt: 1)
    }

    /// A reply from the target to probe (port, attempt) with the given flags; ack from the cookie.
    func tcpReply(_ port: UInt16, attempt: Int = 0, flags: UInt8, ackOffset: UInt32 = 1, from: ScanAddress? = nil,
                  to: ScanAddress? = nil) -> [UInt8] {
        let source = from ?? target, destination = to ?? us
        let scanPort = ScanPort(.tcp, port)
        let sourcePort = cookie.sourcePort(target: source, port: scanPort, attempt: attempt)
        let value = cookie.sequence(target: source, port: scanPort, sourcePort: sourcePort)
        return ScanPackets.tcp(from: source, to: destination, sourcePort: port, port: sourcePort, sequence: 777,
                               acknowledgment: value &+ ackOffset, flags: flags)
    }

    func match(_ kind: RawProbeKind, _ bytes: [UInt8]) -> ReplyMatch? {
        ScanReply.parse(bytes).flatMap { matcher(kind).match($0) }
    }

    @Test func synAckIsOpenAndRstIsClosed() {
        let open = match(.syn, tcpReply(80, flags: ScanPackets.flagSYN | ScanPackets.flagACK))
        #expect(open == .port(target, ScanPort(.tcp, 80), PortVerdict(state: .open, reason: "syn-ack", ttl: 64), attempt: 0))
        let closed = match(.syn, tcpReply(22, attempt: 1, flags: ScanPackets.flagRST | ScanPackets.flagACK))
        #expect(closed == .port(target, ScanPort(.tcp, 22), PortVerdict(state: .closed, reason: "reset", ttl: 64), attempt: 1))
    }

    @Test func forgedOrStrayRepliesAreIgnored() {
        // Wrong acknowledgement (not cookie + 1).
        #expect(match(.syn, tcpReply(80, flags: ScanPackets.flagSYN | ScanPackets.flagACK, ackOffset: 2)) == nil)
        // A later attempt than we ever send.
        #expect(match(.syn, tcpReply(80, attempt: 2, flags: ScanPackets.flagSYN | ScanPackets.flagACK)) == nil)
        // Not addressed to us.
        #expect(match(.syn, tcpReply(80, flags: ScanPackets.flagSYN | ScanPackets.flagACK, to: ScanAddress("198.18.60.9")!)) == nil)
        // Our own outgoing SYN seen on loopback.
        let probe = ScanPackets.tcp(from: us, to: target, sourcePort: cookie.sourcePort(target: target, port: ScanPort(.tcp, 80), attempt: 0),
                                    port: 80, sequence: 1, acknowledgment: 0, flags: ScanPackets.flagSYN)
        #expect(match(.syn, probe) == nil)
        // A SYN-ACK is no answer to an ACK scan.
        #expect(match(.ack, tcpReply(80, flags: ScanPackets.flagSYN | ScanPackets.flagACK)) == nil)
    }

    @Test func ackScanResetCarriesOurAcknowledgement() {
        let port = ScanPort(.tcp, 443)
        let sourcePort = cookie.sourcePort(target: target, port: port, attempt: 0)
        let value = cookie.sequence(target: target, port: port, sourcePort: sourcePort)
        let reset = ScanPackets.tcp(from: target, to: us, sourcePort: 443, port: sourcePort, sequence: value,
                                    acknowledgment: 0, flags: ScanPackets.flagRST)
        #expect(match(.ack, reset) == .port(target, port, PortVerdict(state: .unfiltered, reason: "reset", ttl: 64), attempt: 0))
        let wrong = ScanPackets.tcp(from: target, to: us, sourcePort: 443, port: sourcePort, sequence: value &+ 1,
                                    acknowledgment: 0, flags: ScanPackets.flagRST)
        #expect(match(.ack, wrong) == nil)
    }

    /// An ICMP error quoting `probe`, from `router`.
    func icmpError(quoting probe: [UInt8], type: UInt8 = 3, code: UInt8, from router: ScanAddress? = nil) -> [UInt8] {
        let quoted = Array(probe.prefix(28))
        var icmp: [UInt8] = [type, code, 0, 0, 0, 0, 0, 0] + quoted
        let sum = InternetChecksum.compute(icmp)
        icmp[2] = UInt8(sum >> 8); icmp[3] = UInt8(sum & 0xff)
        var packet = ScanPackets.ipHeader(from: router ?? target, to: us, protocol: 1, payloadLength: icmp.count, ipID: 0)
        packet += icmp
        return packet
    }

    @Test func icmpErrorsQuotingOurProbes() {
        let port = ScanPort(.tcp, 25)
        let sourcePort = cookie.sourcePort(target: target, port: port, attempt: 0)
        let syn = ScanPackets.tcp(from: us, to: target, sourcePort: sourcePort, port: 25,
                                  sequence: cookie.sequence(target: target, port: port, sourcePort: sourcePort),
                                  acknowledgment: 0, flags: ScanPackets.flagSYN)
        let router = ScanAddress("198.18.60.254")!
        #expect(match(.syn, icmpError(quoting: syn, code: 13, from: router))
                == .port(target, port, PortVerdict(state: .filtered, reason: "admin-prohibited", ttl: 64), attempt: 0))
        // A quoted sequence that is not our cookie: not ours.
        let forged = ScanPackets.tcp(from: us, to: target, sourcePort: sourcePort, port: 25, sequence: 5,
                                     acknowledgment: 0, flags: ScanPackets.flagSYN)
        #expect(match(.syn, icmpError(quoting: forged, code: 13)) == nil)
        // Fragmentation needed says nothing about the port.
        #expect(match(.syn, icmpError(quoting: syn, code: 4)) == nil)
        // Time exceeded (type 11) is not an unreachable.
        #expect(match(.syn, icmpError(quoting: syn, type: 11, code: 0)) == nil)
    }

    @Test func udpPortUnreachableIsClosedAndDataIsOpen() {
        let port = ScanPort(.udp, 53)
        let sourcePort = cookie.sourcePort(target: target, port: port, attempt: 1)
        let probe = ScanPackets.udp(from: us, to: target, sourcePort: sourcePort, port: 53)
        #expect(match(.udp, icmpError(quoting: probe, code: 3))
                == .port(target, port, PortVerdict(state: .closed, reason: "port-unreach", ttl: 64), attempt: 1))
        let reply = ScanPackets.udp(from: target, to: us, sourcePort: 53, port: sourcePort)
        #expect(match(.udp, reply) == .port(target, port, PortVerdict(state: .open, reason: "udp-response", ttl: 64), attempt: 1))
        #expect(match(.syn, reply) == nil)
    }

    @Test func ipv6Replies() {
        let us6 = ScanAddress("2001:db8:60::1")!, target6 = ScanAddress("2001:db8:60::2")!
        let port = ScanPort(.tcp, 80)
        let sourcePort = cookie.sourcePort(target: target6, port: port, attempt: 0)
        let value = cookie.sequence(target: target6, port: port, sourcePort: sourcePort)
        let synAck = ScanPackets.tcp(from: target6, to: us6, sourcePort: 80, port: sourcePort, sequence: 9,
                                     acknowledgment: value &+ 1, flags: ScanPackets.flagSYN | ScanPackets.flagACK)
        #expect(match(.syn, synAck) == .port(target6, port, PortVerdict(state: .open, reason: "syn-ack", ttl: 64), attempt: 0))
        // ICMPv6 admin-prohibited quoting our SYN.
        let syn = ScanPackets.tcp(from: us6, to: target6, sourcePort: sourcePort, port: 80, sequence: value,
                                  acknowledgment: 0, flags: ScanPackets.flagSYN)
        let icmp: [UInt8] = [1, 1, 0, 0, 0, 0, 0, 0] + syn
        let packet = ScanPackets.ipHeader(from: target6, to: us6, protocol: 58, payloadLength: icmp.count, ipID: 0) + icmp
        #expect(match(.syn, packet) == .port(target6, port, PortVerdict(state: .filtered, reason: "admin-prohibited", ttl: 64), attempt: 0))
    }

    @Test func discoveryReplies() {
        let echo = ScanPackets.echoRequest(from: target, to: us, identifier: cookie.echoIdentifier(target), sequence: 0)
        var reply = echo
        reply[20] = 0   // echo reply type
        #expect(match(.discovery, reply) == .hostUp(target, reason: "echo-reply", samplePort: ReplyMatcher.echoSamplePort, attempt: 0))
        #expect(match(.discovery, tcpReply(443, flags: ScanPackets.flagRST | ScanPackets.flagACK))
                == .hostUp(target, reason: "reset", samplePort: ScanPort(.tcp, 443), attempt: 0))
        var wrongID = reply
        wrongID[24] ^= 0xff
        #expect(match(.discovery, wrongID) == nil)
    }

    func echoReply6() -> [UInt8] {
        var packet = ScanPackets.echoRequest(from: ScanAddress("2001:db8::2")!, to: ScanAddress("2001:db8::1")!, identifier: 1, sequence: 2)
        packet[40] = 129   // ICMPv6 echo reply (RFC 4443 4.2)
        return packet
    }

    @Test func everyPrefixParsesOrFailsWithoutTrapping() {
        let probe = ScanPackets.tcp(from: us, to: target, sourcePort: 40000, port: 25, sequence: 1, acknowledgment: 0, flags: ScanPackets.flagSYN)
        let packets = [tcpReply(80, flags: ScanPackets.flagSYN | ScanPackets.flagACK), icmpError(quoting: probe, code: 13),
                       ScanPackets.udp(from: target, to: us, sourcePort: 53, port: 40000),
                       echoReply6()]
        for packet in packets {
            for length in 0...packet.count {
                let prefix = Array(packet.prefix(length))
                _ = ScanReply.parse(prefix).flatMap { matcher(.syn).match($0) }
            }
            #expect(ScanReply.parse(packet) != nil)
        }
        // Garbage: wrong version, huge header length.
        #expect(ScanReply.parse([0x4f] + Array(repeating: 0, count: 30)) == nil)
        #expect(ScanReply.parse([0x75, 0, 0]) == nil)
    }
}

@Suite struct ScanPacketTests {
    @Test func checksumsVerify() {
        let us = ScanAddress("198.18.60.1")!, target = ScanAddress("198.18.60.2")!
        let syn = ScanPackets.tcp(from: us, to: target, sourcePort: 40000, port: 80, sequence: 0x01020304,
                                  acknowledgment: 0, flags: ScanPackets.flagSYN, ipID: 0x1234)
        #expect(syn.count == 44)
        #expect(InternetChecksum.compute(syn, from: 0, to: 20) == 0)
        let pseudo = PseudoHeader.ipv4(source: IPv4Address(198, 18, 60, 1), destination: IPv4Address(198, 18, 60, 2))
        #expect(pseudo.checksum(syn, from: 20, to: 44, protocol: IPProtocol(rawValue: 6)) == 0)
        // Known bytes: flags SYN, data offset 6, window 1024, MSS 1460.
        #expect(Array(syn[20..<24]) == [0x9c, 0x40, 0x00, 0x50])
        #expect(Array(syn[24..<28]) == [1, 2, 3, 4])
        #expect(syn[32] == 0x60 && syn[33] == 0x02)
        #expect(Array(syn[40..<44]) == [2, 4, 0x05, 0xb4])
        let us6 = ScanAddress("2001:db8:60::1")!, target6 = ScanAddress("2001:db8:60::2")!
        let udp6 = ScanPackets.udp(from: us6, to: target6, sourcePort: 40000, port: 53)
        #expect(udp6.count == 48 && udp6[6] == 17)
        let pseudo6 = PseudoHeader.ipv6(source: IPv6Address("2001:db8:60::1")!, destination: IPv6Address("2001:db8:60::2")!)
        #expect(pseudo6.checksum(udp6, from: 40, to: 48, protocol: IPProtocol(rawValue: 17)) == 0)
        let echo6 = ScanPackets.echoRequest(from: us6, to: target6, identifier: 7, sequence: 1)
        #expect(pseudo6.checksum(echo6, from: 40, to: 48, protocol: IPProtocol(rawValue: 58)) == 0)
    }
}
