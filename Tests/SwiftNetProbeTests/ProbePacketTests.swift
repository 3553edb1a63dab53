import SwiftNetWire
import Testing
@testable import SwiftNetProbe

@Suite struct ProbePacketTests {
    let source4 = IPAddress("198.18.30.1")!
    let target4 = IPAddress("198.18.30.2")!
    let source6 = IPAddress("2001:db8:30::1")!
    let target6 = IPAddress("2001:db8:30::2")!

    @Test func echoRequestMatchesHandBuiltPacket() {
        let fields = IPFields(source: source4, destination: target4, identification: 0x1234, dontFragment: true)
        let built = ProbePacket(ip: fields, transport: .echoRequest(identifier: 0x5157, sequence: 7)).build()
        #expect(built == handEchoRequest(from: IPv4Address(198, 18, 30, 1), to: IPv4Address(198, 18, 30, 2),
                                         id: 0x5157, sequence: 7))
    }

    @Test func echoRequest6MatchesHandBuiltPacket() {
        let built = ProbePacket(ip: IPFields(source: source6, destination: target6),
                                transport: .echoRequest(identifier: 0x5157, sequence: 9)).build()
        #expect(built == handEchoRequest6(from: IPv6Address("2001:db8:30::1")!, to: IPv6Address("2001:db8:30::2")!,
                                          id: 0x5157, sequence: 9))
    }

    @Test func ipv4FieldsAndChecksums() throws {
        var fields = IPFields(source: source4, destination: target4, ttl: 7, tos: 0x10, identification: 0xbeef,
                              dontFragment: true, moreFragments: true, fragmentOffset: 0x1fff, options: [1, 1, 1])
        fields.flowLabel = 0xfffff   // ignored by IPv4
        let udp = ProbePacket(ip: fields, transport: .udp(UDPHeader(sourcePort: 1000, destinationPort: 53)),
                              payload: Array("hi".utf8)).build()
        #expect(udp.count == 24 + 8 + 2)
        #expect(udp[0] == 0x46 && udp[1] == 0x10 && udp.uint16(at: 2) == 34 && udp.uint16(at: 4) == 0xbeef)
        #expect(udp.uint16(at: 6) == 0x7fff && udp[8] == 7 && udp[9] == 17)
        #expect(Array(udp[20..<24]) == [1, 1, 1, 0])
        #expect(InternetChecksum.compute(udp, from: 0, to: 24) == 0)
        let datagram = try UDPDatagram(udp, offset: 24)
        #expect(datagram.length == 10)
        #expect(datagram.checksumIsValid(.ipv4(source: IPv4Address(198, 18, 30, 1), destination: IPv4Address(198, 18, 30, 2))) == true)
    }

    @Test func corruptChecksumNeverVerifies() throws {
        let header = TCPHeader(sourcePort: 40000, destinationPort: 80, sequenceNumber: 1, flags: .syn,
                               options: [.maximumSegmentSize(1460)])
        let pseudo = PseudoHeader.ipv6(source: IPv6Address("2001:db8:30::1")!, destination: IPv6Address("2001:db8:30::2")!)
        let good = ProbePacket(ip: IPFields(source: source6, destination: target6), transport: .tcp(header)).build()
        #expect(try TCPSegment(good, offset: 40).checksumIsValid(pseudo) == true)
        let bad = ProbePacket(ip: IPFields(source: source6, destination: target6), transport: .tcp(header),
                              corruptChecksum: true).build()
        #expect(try TCPSegment(bad, offset: 40).checksumIsValid(pseudo) == false)
        #expect(good.uint16(at: 4) == 24 && good[6] == 6)
    }

    @Test func explicitChecksumWins() {
        var header = UDPHeader(sourcePort: 1, destinationPort: 2)
        header.checksum = 0xdead
        let packet = ProbePacket(ip: IPFields(source: source4, destination: target4), transport: .udp(header)).build()
        #expect(packet.uint16(at: 26) == 0xdead)
    }

    @Test func ipv6TrafficClassAndFlowLabel() {
        let fields = IPFields(source: source6, destination: target6, ttl: 3, tos: 0xab, flowLabel: 0x12345)
        let packet = ProbePacket(ip: fields, transport: .udp(UDPHeader(sourcePort: 1, destinationPort: 2))).build()
        #expect(packet.uint32(at: 0) == 0x6ab1_2345)
        #expect(packet[7] == 3 && packet[6] == 17 && packet.uint16(at: 4) == 8)
    }

    @Test func summaryReadsEveryPrefixWithoutTrapping() {
        let packet = ProbePacket(ip: IPFields(source: source6, destination: target6),
                                 transport: .echoRequest(identifier: 1, sequence: 2)).build()
        for length in 0...packet.count {
            let summary = IPDatagramSummary(Array(packet[0..<length]))
            #expect((summary != nil) == (length >= 40))
            if let summary { #expect(summary.transportEnd <= length) }
        }
        let summary = IPDatagramSummary(packet)
        #expect(summary?.source == source6 && summary?.destination == target6 && summary?.isICMP == true)
    }

    @Test func ipv4FragmentsAsAHostCutsThem() throws {
        let probe = ProbePacket(ip: IPFields(source: source4, destination: target4, identification: 77, dontFragment: true),
                                transport: .echoRequest(identifier: 1, sequence: 1),
                                payload: (0..<3000).map { UInt8(truncatingIfNeeded: $0) })
        let whole = probe.build()
        let pieces = probe.fragments(mtu: 1500)
        #expect(pieces.map(\.count) == [1500, 1500, 20 + 48])
        var reassembled: [UInt8] = Array(whole[0..<20])
        for (index, piece) in pieces.enumerated() {
            #expect(InternetChecksum.compute(piece, from: 0, to: 20) == 0)
            #expect(piece.uint16(at: 2) == UInt16(piece.count))
            #expect(piece.uint16(at: 4) == 77)
            let summary = try #require(IPDatagramSummary(piece))
            #expect(summary.fragmentOffset == index * 1480)
            #expect(summary.moreFragments == (index < 2))
            reassembled += piece[20...]
        }
        #expect(reassembled == whole)
        #expect(probe.fragments(mtu: 65535) == [whole])
    }

    @Test func ipv6FragmentsCarryAFragmentHeader() throws {
        let probe = ProbePacket(ip: IPFields(source: source6, destination: target6),
                                transport: .udp(UDPHeader(sourcePort: 1, destinationPort: 2)),
                                payload: [UInt8](repeating: 0xab, count: 2000))
        let whole = probe.build()
        let pieces = probe.fragments(mtu: 1280, identification: 0xdeadbeef)
        #expect(pieces.map(\.count) == [1280, 48 + 2008 - 1232])
        var reassembled: [UInt8] = []
        for (index, piece) in pieces.enumerated() {
            #expect(piece[6] == 44 && piece[40] == 17)
            #expect(piece.uint32(at: 44) == 0xdeadbeef)
            #expect(Int(piece.uint16(at: 4)) == piece.count - 40)
            let summary = try #require(IPDatagramSummary(piece))
            #expect(summary.protocolNumber == .udp && summary.transportOffset == 48)
            #expect(summary.fragmentOffset == index * 1232 && summary.moreFragments == (index == 0))
            reassembled += piece[48...]
        }
        #expect(reassembled == Array(whole[40...]))
    }
}
