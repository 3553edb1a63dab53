import Testing
@testable import SwiftNetWire

@Suite struct IPv6Tests {
    @Test func readsFixedHeaderFields() throws {
        let packet = try IPv6Packet(L3Fixtures.ipv6HopByHopUDP, offset: 14)
        #expect(packet.version == 6 && packet.trafficClass == 0 && packet.flowLabel == 0x137b1)
        #expect(packet.payloadLength == 19 && packet.nextHeader == .hopByHop && packet.hopLimit == 64)
        #expect(packet.source == .loopback && packet.destination == .loopback)
        #expect(packet.payloadOffset == 54 && packet.payloadEnd == 73 && !packet.isTruncated)
    }

    @Test func walksHopByHopToUDPAndVerifiesItsChecksum() throws {
        let bytes = L3Fixtures.ipv6HopByHopUDP
        let packet = try IPv6Packet(bytes, offset: 14)
        var chain = packet.extensionHeaders
        guard case .hopByHop(let hopByHop)? = chain.next() else {
            Issue.record("no hop-by-hop header")
            return
        }
        #expect(hopByHop.nextHeader == .udp && hopByHop.length == 8)
        #expect(Array(hopByHop.options) == [.routerAlert(0), .padN([])])
        #expect(chain.next() == nil)
        #expect(chain.chainEnd == IPv6ChainEnd(nextHeader: .udp, offset: 62, stop: .upperLayer, headerCount: 1))
        let udp = try UDPDatagram(bytes, offset: 62, end: packet.payloadEnd)
        #expect(udp.sourcePort == 32784 && udp.destinationPort == 9)
        #expect(udp.checksumIsValid(packet.pseudoHeader) == true)  // tcpdump: [udp sum ok]
    }

    @Test func walksDestinationOptions() throws {
        let packet = try IPv6Packet(L3Fixtures.ipv6DestinationOptionsUDP, offset: 14)
        #expect(packet.nextHeader == .destinationOptions)
        let headers = Array(packet.extensionHeaders)
        guard headers.count == 1, case .destinationOptions(let options) = headers[0] else {
            Issue.record("expected one destination options header")
            return
        }
        #expect(Array(options.options) == [.padN([0, 0, 0, 0])])
        #expect(packet.chainEnd.nextHeader == .udp && packet.chainEnd.offset == 62)
    }

    @Test func walksTheMLDReportToICMPv6() throws {
        let packet = try IPv6Packet(L3Fixtures.mldReportHopByHop, offset: 14)
        #expect(packet.hopLimit == 1 && packet.destination == IPv6Address("ff02::16"))
        #expect(packet.chainEnd == IPv6ChainEnd(nextHeader: .icmpv6, offset: 62, stop: .upperLayer, headerCount: 1))
    }

    @Test func readsAFirstFragmentCutShort() throws {
        let packet = try IPv6Packet(L3Fixtures.ipv6FirstFragmentCut, offset: 14)
        #expect(packet.payloadLength == 1456 && packet.isTruncated && packet.payloadEnd == 80)
        #expect(packet.flowLabel == 0xdc95a)
        var chain = packet.extensionHeaders
        guard case .fragment(let fragment)? = chain.next() else {
            Issue.record("no fragment header")
            return
        }
        #expect(fragment.nextHeader == .icmpv6 && fragment.fragmentOffset == 0 && fragment.moreFragments)
        #expect(fragment.identification == 0xc4ce_ca65)  // tcpdump: frag (0xc4ceca65:0|1448)
        #expect(chain.next() == nil)
        #expect(chain.chainEnd.stop == .upperLayer && chain.chainEnd.offset == 62)
    }

    @Test func stopsAtANonFirstFragment() throws {
        var bytes = L3Fixtures.ipv6FirstFragmentCut
        bytes[56] = 0x05; bytes[57] = 0xa8  // offset 1448 / 8 = 181, shifted left 3; M = 0
        let packet = try IPv6Packet(bytes, offset: 14)
        let end = packet.chainEnd
        #expect(end == IPv6ChainEnd(nextHeader: .icmpv6, offset: 62, stop: .fragmentData, headerCount: 1))
        guard case .fragment(let fragment)? = Array(packet.extensionHeaders).first else {
            Issue.record("no fragment header")
            return
        }
        #expect(fragment.fragmentByteOffset == 1448 && !fragment.moreFragments)
    }

    @Test func readsRoutingHeaders() throws {
        let type0 = try IPv6Packet(L3Fixtures.ipv6RoutingType0, offset: 14)
        guard case .routing(let routing)? = Array(type0.extensionHeaders).first else {
            Issue.record("no routing header")
            return
        }
        #expect(routing.routingType == 0 && routing.segmentsLeft == 1 && routing.length == 40)
        #expect(routing.addresses == [IPv6Address("2001:db8:213::3")!, IPv6Address("2001:db8:213::2")!])
        #expect(routing.address(at: 2) == nil && routing.address(at: -1) == nil)
        #expect(type0.chainEnd == IPv6ChainEnd(nextHeader: .udp, offset: 94, stop: .upperLayer, headerCount: 1,
                                               finalDestination: IPv6Address("2001:db8:213::2")))

        let srh = try IPv6Packet(L3Fixtures.ipv6SegmentRouting, offset: 14)
        guard case .routing(let segments)? = Array(srh.extensionHeaders).first else {
            Issue.record("no routing header")
            return
        }
        #expect(segments.routingType == 4 && segments.lastEntry == 1 && segments.segmentRoutingFlags == 0)
        #expect(segments.tag == 0 && segments.segmentsLeft == 1)
        #expect(segments.addresses == [IPv6Address("2001:db8:213::2")!, IPv6Address("2001:db8:213::3")!])
        #expect(srh.chainEnd == IPv6ChainEnd(nextHeader: .noNextHeader, offset: 94, stop: .upperLayer, headerCount: 1,
                                             finalDestination: IPv6Address("2001:db8:213::2")))
    }

    @Test func tenThousandDeepChainIsWalkedOnceAndStops() throws {
        let depth = 10_000
        var payload: [UInt8] = []
        payload.reserveCapacity(depth * 8)
        for index in 0..<depth {
            payload += [index == depth - 1 ? 59 : 60, 0, 1, 4, 0, 0, 0, 0]
        }
        let header = IPv6Header(source: .loopback, destination: .loopback, nextHeader: .destinationOptions,
                                payloadLength: 0xffff)
        var bytes = filledBuffer(40)
        header.encode(into: &bytes, at: 0)
        bytes += payload
        let payloadEnd = try IPv6Packet(bytes).payloadEnd
        #expect(payloadEnd == 40 + 0xffff)  // 80,000 bytes, but a 16-bit length: the walk below ignores it
        let walk = IPv6ExtensionHeaderIterator(bytes, nextHeader: .destinationOptions, offset: 40, end: bytes.count)
        var iterator = walk
        var count = 0
        while iterator.next() != nil { count += 1 }
        #expect(count == depth)
        #expect(iterator.chainEnd == IPv6ChainEnd(nextHeader: .noNextHeader, offset: bytes.count, stop: .upperLayer,
                                                  headerCount: depth))
        // A chain whose next header never ends stops at the bytes' end, truncated.
        let endless = [UInt8](repeating: 60, count: 80_000)  // next header 60, length (60 + 1) * 8
        var runaway = IPv6ExtensionHeaderIterator(endless, nextHeader: .destinationOptions, offset: 0)
        count = 0
        while runaway.next() != nil { count += 1 }
        #expect(count == 80_000 / 488)
        #expect(runaway.chainEnd.stop == .truncated(needed: 488, available: 80_000 % 488))
    }

    @Test func truncatedExtensionHeaderIsReportedWhereItStarts() throws {
        let bytes = Array(L3Fixtures.ipv6RoutingType0[0..<70])
        let packet = try IPv6Packet(bytes, offset: 14)
        #expect(packet.chainEnd == IPv6ChainEnd(nextHeader: .routing, offset: 54,
                                                stop: .truncated(needed: 40, available: 16), headerCount: 0))
        let tiny = try IPv6Packet(Array(L3Fixtures.ipv6RoutingType0[0..<55]), offset: 14)
        #expect(tiny.chainEnd.stop == .truncated(needed: 8, available: 1))
    }

    @Test func malformedAndTruncatedHeadersThrow() {
        var bytes = Array(L3Fixtures.ipv6HopByHopUDP[14...])
        #expect(throws: WireError.truncated(.ipv6, needed: 40, available: 39)) { try IPv6Packet(Array(bytes[0..<39])) }
        bytes[0] = 0x40
        #expect(throws: WireError.malformed(.ipv6, .badVersion(4))) { try IPv6Packet(bytes) }
        #expect(throws: WireError.truncated(.ipv6Extension, needed: 8, available: 7)) {
            try IPv6FragmentExtension([0, 0, 0, 0, 0, 0, 0])
        }
        #expect(throws: WireError.truncated(.ipv6Extension, needed: 16, available: 8)) {
            try IPv6OptionsExtension([17, 1, 0, 0, 0, 0, 0, 0])
        }
    }

    @Test func encodesHeaderIntoPrefilledBuffer() {
        let header = IPv6Header(source: IPv6Address("2001:db8::1")!, destination: IPv6Address("2001:db8::2")!,
                                nextHeader: .tcp, hopLimit: 7, trafficClass: 0xb8, flowLabel: 0xabcde,
                                payloadLength: 0x1234)
        var buffer = filledBuffer(42)
        header.encode(into: &buffer, at: 1)
        #expect(hex(buffer) == "a5" + "6b8abcde" + "12340607" + "20010db8000000000000000000000001"
                + "20010db8000000000000000000000002" + "a5")
    }

    @Test func encodesExtensionHeadersLikeTheKernelDid() throws {
        // The router alert hop-by-hop header the kernel built, padded to 8 by the encoder itself.
        var buffer = filledBuffer(8)
        IPv6OptionsHeader(nextHeader: .udp, options: [.routerAlert(0)]).encode(into: &buffer, at: 0)
        #expect(buffer == Array(L3Fixtures.ipv6HopByHopUDP[54..<62]))
        buffer = filledBuffer(8)
        IPv6OptionsHeader(nextHeader: .udp).encode(into: &buffer, at: 0)
        #expect(buffer == Array(L3Fixtures.ipv6DestinationOptionsUDP[54..<62]))
        buffer = filledBuffer(8)
        IPv6FragmentHeader(nextHeader: .icmpv6, moreFragments: true, identification: 0xc4ce_ca65)
            .encode(into: &buffer, at: 0)
        #expect(buffer == Array(L3Fixtures.ipv6FirstFragmentCut[54..<62]))
        buffer = filledBuffer(40)
        IPv6RoutingHeader(nextHeader: .udp, routingType: 0, segmentsLeft: 1,
                          addresses: [IPv6Address("2001:db8:213::3")!, IPv6Address("2001:db8:213::2")!])
            .encode(into: &buffer, at: 0)
        #expect(buffer == Array(L3Fixtures.ipv6RoutingType0[54..<94]))
        buffer = filledBuffer(40)
        IPv6RoutingHeader(nextHeader: .noNextHeader, segmentsLeft: 1,
                          segments: [IPv6Address("2001:db8:213::2")!, IPv6Address("2001:db8:213::3")!])
            .encode(into: &buffer, at: 0)
        #expect(buffer == Array(L3Fixtures.ipv6SegmentRouting[54..<94]))
        // One spare byte is filled with Pad1.
        let oneSpare = IPv6OptionsHeader(nextHeader: .tcp, options: [.unknown(type: 0x3e, data: [1, 2, 3])])
        buffer = filledBuffer(8)
        oneSpare.encode(into: &buffer, at: 0)
        #expect(hex(buffer) == "06003e0301020300")
    }

    @Test func roundTripsBothWays() throws {
        for bytes in [L3Fixtures.ipv6HopByHopUDP, L3Fixtures.ipv6DestinationOptionsUDP, L3Fixtures.mldReportHopByHop,
                      L3Fixtures.ipv6FirstFragmentCut, L3Fixtures.ipv6RoutingType0, L3Fixtures.ipv6SegmentRouting] {
            let packet = try IPv6Packet(bytes, offset: 14)
            let header = IPv6Header(packet)
            var buffer = filledBuffer(40)
            header.encode(into: &buffer, at: 0)
            #expect(buffer == Array(bytes[14..<54]))
            #expect(IPv6Header(try IPv6Packet(buffer)) == header)
            for view in packet.extensionHeaders {
                let value = IPv6ExtensionHeader(view)
                var again = filledBuffer(value.encodedLength)
                value.encode(into: &again, at: 0)
                #expect(again == Array(bytes[view.offset..<view.offset + view.length]))
                let reread = IPv6ExtensionHeaderIterator(again, nextHeader: view.protocolNumber, offset: 0)
                #expect(Array(reread).map(IPv6ExtensionHeader.init) == [value])
            }
        }
    }

    @Test func badOptionLengthIsReportedAndKeptRaw() throws {
        // Hop-by-hop, 8 bytes: an unknown option claiming 9 data bytes.
        let bytes: [UInt8] = [17, 0, 0x3e, 9, 1, 2, 3, 4]
        let view = try IPv6OptionsExtension(bytes)
        var options = view.options
        #expect(options.next() == nil)
        #expect(options.malformation == .badOptionLength(kind: 0x3e, length: 9))
        let value = IPv6OptionsHeader(view)
        #expect(value.options == [.raw([0x3e, 9, 1, 2, 3, 4])])
        var buffer = filledBuffer(8)
        value.encode(into: &buffer, at: 0)
        #expect(buffer == bytes)
        // Missing length byte at the very end of the area.
        var tail = IPv6OptionIterator([0, 0, 0, 0, 0, 0x05], start: 0, end: 6)
        while tail.next() != nil {}
        #expect(tail.malformation == .badOptionLength(kind: 5, length: -1))
        // Jumbo payload option read.
        let jumbo: [UInt8] = [0xc2, 4, 0, 1, 0, 0]
        #expect(Array(IPv6OptionIterator(jumbo, start: 0, end: 6)) == [.jumboPayload(65536)])
    }
}

@Suite struct IPv6FinalDestinationTests {
    @Test func routingHeaderWithSegmentsLeftNamesTheChecksumsDestination() throws {
        // The hand-built type 0 packet with the UDP checksum tcpdump computed (0x0768) filled in.
        var bytes = L3Fixtures.ipv6RoutingType0
        bytes[100] = 0x07; bytes[101] = 0x68
        let packet = try IPv6Packet(bytes, offset: 14)
        let end = packet.chainEnd
        #expect(end.finalDestination == IPv6Address("2001:db8:213::2"))
        let udp = try UDPDatagram(bytes, offset: end.offset, end: packet.payloadEnd)
        #expect(udp.checksumIsValid(packet.upperLayerPseudoHeader(end)) == true)
        #expect(udp.checksumIsValid(packet.pseudoHeader) == false)

        let srh = try IPv6Packet(L3Fixtures.ipv6SegmentRouting, offset: 14)
        #expect(srh.chainEnd.finalDestination == IPv6Address("2001:db8:213::2"))
        // No routing header: the IPv6 destination.
        let plain = try IPv6Packet(L3Fixtures.ipv6HopByHopUDP, offset: 14)
        #expect(plain.chainEnd.finalDestination == nil)
        #expect(plain.upperLayerPseudoHeader(plain.chainEnd) == plain.pseudoHeader)
    }

    @Test func noSegmentsLeftKeepsTheIPv6Destination() throws {
        var bytes = L3Fixtures.ipv6RoutingType0
        bytes[57] = 0  // segments left 0: the IPv6 destination is already the final one
        let packet = try IPv6Packet(bytes, offset: 14)
        #expect(packet.chainEnd.finalDestination == nil)
    }
}
