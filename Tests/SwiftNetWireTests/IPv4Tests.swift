import Testing
@testable import SwiftNetWire

@Suite struct IPv4Tests {
    @Test func readsFieldsOfARealEchoRequest() throws {
        let packet = try IPv4Packet(L3Fixtures.ipv4EchoRequest, offset: 14)
        #expect(packet.version == 4 && packet.internetHeaderLength == 5 && packet.headerLength == 20)
        #expect(packet.dscp == 0 && packet.ecn == 0)
        #expect(packet.totalLength == 48 && packet.identification == 37481)
        #expect(packet.flags == .dontFragment && packet.fragmentOffset == 0 && !packet.isFragment)
        #expect(packet.timeToLive == 64 && packet.protocol == .icmp)
        #expect(packet.headerChecksum == 0xaa61 && packet.headerChecksumIsValid)
        #expect(packet.source == .loopback && packet.destination == .loopback)
        #expect(packet.payloadOffset == 34 && packet.payloadEnd == 62 && !packet.isTruncated)
        #expect(Array(packet.options).isEmpty)
    }

    @Test func readsRecordRouteOptions() throws {
        let request = try IPv4Packet(L3Fixtures.ipv4RecordRouteRequest, offset: 14)
        #expect(request.headerLength == 60 && request.headerChecksumIsValid && request.payloadOffset == 74)
        var options = request.options
        #expect(options.next() == .noOperation)
        #expect(options.next() == .recordRoute(IPv4RouteOption(
            pointer: 8, addresses: [.loopback] + Array(repeating: .any, count: 8))))
        #expect(options.next() == nil && options.malformation == nil)

        let reply = try IPv4Packet(L3Fixtures.ipv4RecordRouteReply, offset: 14)
        #expect(reply.flags.isEmpty && reply.headerChecksumIsValid)
        #expect(Array(reply.options) == [
            .recordRoute(IPv4RouteOption(pointer: 16, addresses: Array(repeating: .loopback, count: 3)
                                         + Array(repeating: .any, count: 6))),
            .endOfOptionList,
        ])
    }

    @Test func readsFragmentAndFlagsTruncationWithoutThrowing() throws {
        let packet = try IPv4Packet(L3Fixtures.ipv4LastFragmentCut, offset: 14)
        #expect(packet.totalLength == 148 && packet.isTruncated)
        #expect(packet.payloadEnd == 80)  // clamped to the captured bytes
        #expect(packet.fragmentOffset == 185 && packet.fragmentByteOffset == 1480)
        #expect(packet.flags.isEmpty && packet.isFragment)
        #expect(packet.headerChecksumIsValid)
    }

    @Test func trimsLinkLayerPaddingToTheTotalLength() throws {
        let padded = L3Fixtures.ipv4EchoRequest + [UInt8](repeating: 0, count: 12)
        let packet = try IPv4Packet(padded, offset: 14)
        #expect(packet.payloadEnd == 62 && !packet.isTruncated)
    }

    @Test func malformedHeadersThrow() {
        var bytes = Array(L3Fixtures.ipv4EchoRequest[14...])
        bytes[0] = 0x65
        #expect(throws: WireError.malformed(.ipv4, .badVersion(6))) { try IPv4Packet(bytes) }
        bytes[0] = 0x44
        #expect(throws: WireError.malformed(.ipv4, .headerLengthBelowMinimum(16))) { try IPv4Packet(bytes) }
        bytes[0] = 0x4f
        #expect(throws: WireError.truncated(.ipv4, needed: 60, available: 48)) { try IPv4Packet(bytes) }
        bytes[0] = 0x45
        bytes[2] = 0; bytes[3] = 19
        #expect(throws: WireError.malformed(.ipv4, .totalLengthBelowHeader(total: 19, header: 20))) {
            try IPv4Packet(bytes)
        }
        bytes[3] = 0
        #expect(throws: WireError.malformed(.ipv4, .totalLengthBelowHeader(total: 0, header: 20))) {
            try IPv4Packet(bytes)
        }
        // tcpdump's TSO guess: a zero total length means "all captured bytes".
        let tso = try? IPv4Packet(bytes, acceptsZeroTotalLength: true)
        #expect(tso?.payloadEnd == 48 && tso?.isTruncated == false)
        #expect(throws: WireError.truncated(.ipv4, needed: 20, available: 19)) { try IPv4Packet(Array(bytes[0..<19])) }
    }

    @Test func encodesIntoPrefilledBuffer() {
        let header = IPv4Header(source: IPv4Address(198, 18, 0, 1), destination: IPv4Address(198, 18, 0, 2),
                                protocol: .udp, timeToLive: 17, identification: 0x1234,
                                flags: [.dontFragment, .reserved], fragmentOffset: 3, dscp: 46, ecn: 1,
                                options: [.noOperation, .routerAlert(0)], totalLength: 0x0100,
                                headerChecksum: 0xbeef)
        #expect(header.encodedLength == 28 && header.effectiveInternetHeaderLength == 7)
        var buffer = filledBuffer(30)
        header.encode(into: &buffer, at: 1)
        #expect(hex(buffer) == "a5" + "47b90100" + "1234c003" + "1111beef" + "c6120001" + "c6120002"
                + "01940400" + "00000000" + "a5")
    }

    @Test func encodesTimestampAndUnknownOptions() throws {
        let options: [IPv4Option] = [
            .timestamp(IPv4TimestampOption(pointer: 13, overflow: 2, flag: 1, words: [0xc612_0001, 0x0102_0304])),
            .unknown(type: 0x99, data: [7]),
            .looseSourceRoute(IPv4RouteOption(addresses: [IPv4Address(198, 18, 0, 9)])),
        ]
        let header = IPv4Header(source: .loopback, destination: .loopback, protocol: .tcp, options: options)
        var buffer = filledBuffer(header.encodedLength)
        header.encode(into: &buffer, at: 0)
        #expect(hex(buffer[20...]) == "440c0d21c612000101020304" + "990307" + "830704c6120009" + "0000")
        let view = try IPv4Packet(buffer, acceptsZeroTotalLength: true)
        #expect(Array(view.options) == options + [.endOfOptionList])  // the walk stops at the first EOL
        #expect(IPv4Header(view).options == options + [.endOfOptionList])
    }

    @Test func roundTripsBothWays() throws {
        for bytes in [L3Fixtures.ipv4EchoRequest, L3Fixtures.ipv4RecordRouteRequest, L3Fixtures.ipv4RecordRouteReply,
                      L3Fixtures.ipv4LastFragmentCut] {
            let view = try IPv4Packet(bytes, offset: 14)
            let value = IPv4Header(view)
            var buffer = filledBuffer(value.encodedLength)
            value.encode(into: &buffer, at: 0)
            #expect(buffer == Array(bytes[14..<14 + view.headerLength]))
            #expect(IPv4Header(try IPv4Packet(buffer + [UInt8](repeating: 0, count: 200))) == value)
        }
    }

    @Test func keepsUnparsableOptionBytesSoTheyReEncode() throws {
        // IHL 7: NOP, an option of kind 0x44 claiming 40 bytes, then junk.
        var bytes: [UInt8] = [0x47, 0, 0, 28, 0, 0, 0, 0, 64, 17, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8,
                              0x01, 0x44, 0x28, 0x05, 0xff, 0xee, 0xdd, 0xcc]
        var iterator = try IPv4Packet(bytes).options
        #expect(iterator.next() == .noOperation)
        #expect(iterator.next() == nil)
        #expect(iterator.malformation == .badOptionLength(kind: 0x44, length: 40))
        #expect(iterator.position == 21)
        let value = IPv4Header(try IPv4Packet(bytes))
        #expect(value.options == [.noOperation, .raw([0x44, 0x28, 0x05, 0xff, 0xee, 0xdd, 0xcc])])
        var again = filledBuffer(28)
        value.encode(into: &again, at: 0)
        #expect(again == bytes)
        // Zero padding after EOL beyond one word is kept too.
        bytes = [0x47, 0, 0, 28, 0, 0, 0, 0, 64, 17, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8] + [UInt8](repeating: 0, count: 8)
        let zeros = IPv4Header(try IPv4Packet(bytes))
        var zeroBuffer = filledBuffer(zeros.encodedLength)
        zeros.encode(into: &zeroBuffer, at: 0)
        #expect(zeroBuffer == bytes)
    }

    @Test(arguments: [
        ([0x07, 0x00] as [UInt8], 0x07, 0),
        ([0x07, 0x01], 0x07, 1),
        ([0x83, 0x09, 0x04], 0x83, 9),
        ([0x01, 0x94], 0x94, -1),
    ])
    func badOptionLengthsStopTheWalk(area: [UInt8], kind: Int, length: Int) {
        var iterator = IPv4OptionIterator(area, start: 0, end: area.count)
        while iterator.next() != nil {}
        #expect(iterator.malformation == .badOptionLength(kind: kind, length: length))
    }

    @Test func optionWalkIsBoundedByTheBytes() {
        let area = [UInt8](repeating: 1, count: 10_000)
        var iterator = IPv4OptionIterator(area, start: 0, end: area.count)
        var count = 0
        while iterator.next() != nil { count += 1 }
        #expect(count == 10_000 && iterator.malformation == nil)
    }

    @Test func knownLengthsOfTheWrongSizeStayUnknown() {
        let area: [UInt8] = [0x94, 0x03, 0x00, 0x44, 0x03, 0x00, 0x07, 0x02]
        #expect(Array(IPv4OptionIterator(area, start: 0, end: area.count)) == [
            .unknown(type: 0x94, data: [0]), .unknown(type: 0x44, data: [0]), .unknown(type: 0x07, data: []),
        ])
    }
}
