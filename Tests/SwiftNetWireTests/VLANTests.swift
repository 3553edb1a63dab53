import Testing
@testable import SwiftNetWire

@Suite struct VLANTests {
    @Test func readsOneTag() throws {
        let bytes = L3Fixtures.vlanARPRequest
        let frame = try EthernetFrame(bytes)
        #expect(frame.etherType == .vlan && frame.etherType.isVLANTag)
        let tag = try VLANTagView(bytes, offset: frame.payloadOffset)
        #expect(tag.priority == 1 && !tag.dropEligible && tag.vlanID == 7)
        #expect(tag.etherType == .arp && tag.payloadOffset == 18)
        var tags = VLANTagIterator(frame)
        #expect(tags.next()?.vlanID == 7)
        #expect(tags.next() == nil)
        #expect(tags.etherType == .arp && tags.offset == 18 && !tags.truncatedTag)
        let arp = try ARPPacket(bytes, offset: tags.offset)
        #expect(arp.targetIPv4Address == IPv4Address(198, 18, 213, 2))
    }

    @Test func readsStackedServiceAndCustomerTags() throws {
        let bytes = L3Fixtures.qinqICMP
        let frame = try EthernetFrame(bytes)
        #expect(frame.etherType == .qinq)
        let tags = Array(VLANTagIterator(frame))
        #expect(tags.map(\.vlanID) == [20, 30])
        #expect(tags.map(\.etherType) == [.vlan, .ipv4])
        var walk = VLANTagIterator(frame)
        while walk.next() != nil {}
        #expect(walk.offset == 22 && walk.etherType == .ipv4)
        let packet = try IPv4Packet(bytes, offset: walk.offset)
        #expect(packet.headerChecksumIsValid && packet.payloadEnd == 70)
    }

    @Test func encodesTagIntoPrefilledBufferAndRoundTrips() throws {
        let tag = VLANTag(vlanID: 0xabc, priority: 5, dropEligible: true, etherType: .ipv6)
        var buffer = filledBuffer(6)
        tag.encode(into: &buffer, at: 1)
        #expect(hex(buffer) == "a5babc86dda5")
        #expect(VLANTag(try VLANTagView(buffer, offset: 1)) == tag)
        let real = L3Fixtures.vlanARPRequest
        var again = filledBuffer(4)
        VLANTag(try VLANTagView(real, offset: 14)).encode(into: &again, at: 0)
        #expect(again == Array(real[14..<18]))
    }

    @Test func deepStackIsBoundedByTheBytes() {
        // 10,000 stacked 802.1Q tags then IPv4 type: the walk takes one step per 4 bytes.
        var bytes = [UInt8](repeating: 0, count: 12) + [0x81, 0x00]
        for index in 0..<10_000 {
            bytes += [0x00, UInt8(index & 0xff), index == 9_999 ? 0x08 : 0x81, 0x00]
        }
        let frame = try! EthernetFrame(bytes)
        var tags = VLANTagIterator(frame)
        var count = 0
        while tags.next() != nil { count += 1 }
        #expect(count == 10_000 && tags.etherType == .ipv4 && tags.offset == bytes.count)
        // Cut inside the last tag: flagged, not thrown.
        var cut = VLANTagIterator(try! EthernetFrame(Array(bytes.dropLast(2))))
        count = 0
        while cut.next() != nil { count += 1 }
        #expect(count == 9_999 && cut.truncatedTag)
    }

    @Test func throwsTruncatedBelowFourBytes() {
        #expect(throws: WireError.truncated(.vlan, needed: 4, available: 3)) { try VLANTagView([0, 1, 2]) }
    }
}
