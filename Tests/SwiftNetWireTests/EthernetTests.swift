import Testing
@testable import SwiftNetWire

@Suite struct EthernetTests {
    @Test func readsEthernetIIFields() throws {
        let bytes = L3Fixtures.arpReply
        let frame = try EthernetFrame(bytes)
        #expect(frame.destination == MACAddress("aa:a4:1c:da:9b:b0"))
        #expect(frame.source == MACAddress("3e:ef:e8:0b:a4:6c"))
        #expect(frame.etherType == .arp)
        #expect(!frame.isLengthFrame)
        #expect(frame.payloadOffset == 14)
        #expect(frame.payloadEnd == 42)
        #expect(!frame.isTruncated)
    }

    @Test func lengthFrameTrimsPaddingToTheLengthField() throws {
        let frame = try EthernetFrame(L3Fixtures.llcSTPFrame)
        #expect(frame.isLengthFrame)
        #expect(frame.typeOrLength == 7)
        #expect(frame.payloadEnd == 21)  // 14 + 7; the 39 padding bytes are not LLC
        #expect(!frame.isTruncated)
        let cut = try EthernetFrame(Array(L3Fixtures.llcSTPFrame[0..<18]))
        #expect(cut.isTruncated)
        #expect(cut.payloadEnd == 18)
    }

    @Test func throwsTruncatedBelowFourteenBytes() {
        #expect(throws: WireError.truncated(.ethernet, needed: 14, available: 13)) {
            try EthernetFrame(Array(L3Fixtures.arpReply[0..<13]))
        }
        #expect(throws: WireError.truncated(.ethernet, needed: 14, available: 4)) {
            try EthernetFrame(L3Fixtures.arpReply, offset: 38)
        }
    }

    @Test func encodesIntoPrefilledBuffer() {
        let header = EthernetHeader(destination: .broadcast, source: MACAddress(0x0a1b_2c3d_4e5f), etherType: .ipv6)
        var buffer = filledBuffer(16)
        header.encode(into: &buffer, at: 1)
        #expect(hex(buffer) == "a5ffffffffffff0a1b2c3d4e5f86dda5")
    }

    @Test func roundTripsBothWays() throws {
        for bytes in [L3Fixtures.arpRequest, L3Fixtures.llcSNAPFrame, L3Fixtures.ipv4EchoRequest] {
            let value = EthernetHeader(try EthernetFrame(bytes))
            var buffer = filledBuffer(14)
            value.encode(into: &buffer, at: 0)
            #expect(buffer == Array(bytes[0..<14]))
            #expect(EthernetHeader(try EthernetFrame(buffer)) == value)
        }
    }

    @Test func llcWithoutSNAP() throws {
        let bytes = L3Fixtures.llcSTPFrame
        let llc = try LLCFrame(bytes, offset: 14, end: 21)
        #expect(llc.dsap == 0x42 && llc.ssap == 0x42 && llc.control == 0x03)
        #expect(llc.controlLength == 1 && llc.controlExtension == nil)
        #expect(!llc.isSNAP && llc.snapOUI == nil && llc.snapProtocolID == nil)
        #expect(!llc.isGroupDSAP && !llc.isResponse)
        #expect(llc.payloadOffset == 17 && llc.payloadEnd == 21)
        let value = LLCHeader(llc)
        #expect(value == LLCHeader(dsap: 0x42, ssap: 0x42))
        var buffer = filledBuffer(4)
        value.encode(into: &buffer, at: 0)
        #expect(hex(buffer) == "424203a5")
    }

    @Test func llcWithSNAP() throws {
        let bytes = L3Fixtures.llcSNAPFrame
        let frame = try EthernetFrame(bytes)
        #expect(frame.typeOrLength == 12 && frame.payloadEnd == 26)
        let llc = try LLCFrame(bytes, offset: frame.payloadOffset, end: frame.payloadEnd)
        #expect(llc.isSNAP)
        #expect(llc.snapOUI == 0x00000c)
        #expect(llc.snapProtocolID == 0x2000)
        #expect(llc.payloadOffset == 22)
        let value = LLCHeader(llc)
        #expect(value == LLCHeader(dsap: 0xaa, ssap: 0xaa, snap: SNAPHeader(oui: 0x0c, protocolID: 0x2000)))
        var buffer = filledBuffer(value.encodedLength)
        value.encode(into: &buffer, at: 0)
        #expect(buffer == Array(bytes[14..<22]))
        var snapIPv4 = filledBuffer(8)
        LLCHeader.snap(.ipv4).encode(into: &snapIPv4, at: 0)
        #expect(hex(snapIPv4) == "aaaa030000000800")
    }

    @Test func llcInformationFormatHasTwoControlBytes() throws {
        let bytes: [UInt8] = [0xf1, 0xf1, 0x02, 0x07, 0x99]
        let llc = try LLCFrame(bytes)
        #expect(llc.controlLength == 2 && llc.controlExtension == 0x07)
        #expect(llc.isGroupDSAP && llc.isResponse)
        #expect(llc.payloadOffset == 4)
        var buffer = filledBuffer(4)
        LLCHeader(llc).encode(into: &buffer, at: 0)
        #expect(buffer == Array(bytes[0..<4]))
        #expect(throws: WireError.truncated(.llc, needed: 4, available: 3)) { try LLCFrame(Array(bytes[0..<3])) }
        #expect(throws: WireError.truncated(.llc, needed: 8, available: 7)) {
            try LLCFrame([0xaa, 0xaa, 0x03, 0, 0, 0, 0x08])
        }
        #expect(throws: WireError.truncated(.llc, needed: 3, available: 2)) { try LLCFrame([0x42, 0x42]) }
    }

    @Test func everyPrefixOfEveryFixtureDecodesOrThrows() {
        let all = [L3Fixtures.ipv4RecordRouteRequest, L3Fixtures.ipv4RecordRouteReply, L3Fixtures.ipv4EchoRequest,
                   L3Fixtures.ipv6DestinationOptionsUDP, L3Fixtures.ipv6HopByHopUDP, L3Fixtures.mldReportHopByHop,
                   L3Fixtures.arpRequest, L3Fixtures.arpReply, L3Fixtures.llcSNAPFrame, L3Fixtures.llcSTPFrame,
                   L3Fixtures.ipv6FirstFragmentCut, L3Fixtures.ipv4LastFragmentCut, L3Fixtures.vlanARPRequest,
                   L3Fixtures.qinqICMP, L3Fixtures.ipv6RoutingType0, L3Fixtures.ipv6SegmentRouting]
        for bytes in all {
            var deepest = 0
            for count in 0...bytes.count {
                deepest = max(deepest, decodeLinkAndNetworkLayers(Array(bytes[0..<count])))
            }
            #expect(deepest >= 2, "\(hex(bytes.prefix(16)))")
        }
    }
}
