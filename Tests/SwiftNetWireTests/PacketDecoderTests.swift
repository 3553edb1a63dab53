import Testing
@testable import SwiftNetWire

@Suite struct PacketDecoderTests {
    static let all = L3MutationTests.fixtures + [L3Fixtures.arpReply, L3Fixtures.llcSTPFrame,
                                                 L3Fixtures.ipv4LastFragmentCut, L3Fixtures.tcpRSTACK]

    @Test func everyFixtureRebuildsToTheSameBytes() throws {
        for bytes in Self.all {
            let layers = PacketDecoder.layers(ethernetFrame: bytes)
            #expect(hex(try PacketBuilder(layers).build()) == hex(bytes))
        }
    }

    @Test func decodesTheLayersInOrder() {
        func kinds(_ bytes: [UInt8]) -> [String] {
            PacketDecoder.layers(ethernetFrame: bytes).map {
                switch $0 {
                case .ethernet: "ethernet"
                case .llc: "llc"
                case .vlan: "vlan"
                case .arp: "arp"
                case .ipv4: "ipv4"
                case .ipv6: "ipv6"
                case .ipv6Extension: "ext"
                case .tcp: "tcp"
                case .udp: "udp"
                case .icmpv4: "icmpv4"
                case .icmpv6: "icmpv6"
                case .payload(let bytes): "payload\(bytes.count)"
                }
            }
        }
        #expect(kinds(L3Fixtures.ipv4EchoRequest) == ["ethernet", "ipv4", "icmpv4", "payload20"])
        #expect(kinds(L3Fixtures.qinqICMP) == ["ethernet", "vlan", "vlan", "ipv4", "icmpv4", "payload20"])
        #expect(kinds(L3Fixtures.ipv6HopByHopUDP) == ["ethernet", "ipv6", "ext", "udp", "payload3"])
        #expect(kinds(L3Fixtures.ipv6FirstFragmentCut) == ["ethernet", "ipv6", "ext", "icmpv6", "payload10"])
        #expect(kinds(L3Fixtures.ipv4LastFragmentCut) == ["ethernet", "ipv4", "payload46"])
        #expect(kinds(L3Fixtures.llcSTPFrame) == ["ethernet", "llc", "payload4", "payload39"])
        #expect(kinds(L3Fixtures.tcpRSTACK) == ["ethernet", "ipv4", "tcp"])
        #expect(kinds(L3Fixtures.ipv6SegmentRouting) == ["ethernet", "ipv6", "ext"])
        #expect(kinds([1, 2, 3]) == ["payload3"])
    }

    @Test func decodesAnICMPErrorsQuoteAndRecomputesAfterAnEdit() throws {
        let original: [PacketLayer] = [
            .ipv4(IPv4Header(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2))),
            .icmpv4(.destinationUnreachable(.portUnreachable)),
            .ipv4(IPv4Header(source: IPv4Address(198, 18, 0, 2), destination: IPv4Address(198, 18, 0, 1))),
            .udp(UDPHeader(sourcePort: 5353, destinationPort: 33434)),
            .payload([1, 2, 3, 4]),
        ]
        let bytes = try PacketBuilder(original).build()
        var layers = PacketDecoder.layers(ipPacket: bytes)
        #expect(layers.count == 5)
        #expect(try PacketBuilder(layers).build() == bytes)
        // Craft from the capture: change the quoted port, let the builder redo the checksums.
        guard case .udp(var udp) = layers[3], case .icmpv4(var icmp) = layers[1], case .ipv4(var outer) = layers[0] else {
            Issue.record("unexpected layers \(layers)")
            return
        }
        udp.destinationPort = 33435
        udp.checksum = nil
        icmp.checksum = nil
        outer.headerChecksum = nil
        layers[3] = .udp(udp); layers[1] = .icmpv4(icmp); layers[0] = .ipv4(outer)
        var edited = original
        if case .udp(var header) = edited[3] { header.destinationPort = 33435; edited[3] = .udp(header) }
        #expect(try PacketBuilder(layers).build() == PacketBuilder(edited).build())
    }

    @Test func nestingIsBounded() throws {
        // 20 IPv4-in-IPv4 headers: the first few are decoded, the rest stays payload, bytes unchanged.
        var layers: [PacketLayer] = (0..<20).map { _ in .ipv4(IPv4Header(source: .loopback, destination: .loopback)) }
        layers[19] = .ipv4(IPv4Header(source: .loopback, destination: .loopback, protocol: .udp))
        layers.append(.payload([0xaa]))
        let bytes = try PacketBuilder(layers).build()
        let decoded = PacketDecoder.layers(ipPacket: bytes)
        let ipCount = decoded.filter { if case .ipv4 = $0 { true } else { false } }.count
        #expect(ipCount == PacketDecoder.maximumNesting + 1)
        #expect(try PacketBuilder(decoded).build() == bytes)
    }

    @Test func mutatedFixturesRebuildExactly() throws {
        var random = L3MutationTests.SplitMix(state: 0xdec0de)
        for fixture in Self.all {
            for _ in 0..<200 {
                var bytes = fixture
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    let index = Int.random(in: 12..<min(bytes.count, 110), using: &random)
                    bytes[index] = UInt8.random(in: 0...255, using: &random)
                }
                if Bool.random(using: &random) { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random)) }
                let rebuilt = try PacketBuilder(PacketDecoder.layers(ethernetFrame: bytes)).build()
                if rebuilt != bytes {
                    Issue.record("\(hex(bytes)) rebuilt as \(hex(rebuilt))")
                    return
                }
            }
        }
    }
}

/// The README's SwiftNetWire example, kept compiling and true.
@Suite struct ReadmeWireExampleTests {
    @Test func readmeExampleWorks() throws {
        var builder = PacketBuilder([
            .ipv4(IPv4Header(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2))),
            .udp(UDPHeader(sourcePort: 40000, destinationPort: 53)),
            .payload(Array("hi".utf8)),
        ])
        let packet = try builder.build()
        let view = try IPv4Packet(packet)
        #expect(view.headerChecksumIsValid && view.totalLength == 30 && view.protocol == .udp)
        #expect(try UDPDatagram(packet, offset: 20).checksumIsValid(view.pseudoHeader) == true)
        builder.computeChecksums = false
        #expect(try builder.build().uint16(at: 10) == 0)
        let layers = PacketDecoder.layers(ipPacket: packet)
        #expect(try PacketBuilder(layers).build() == packet)
    }
}
