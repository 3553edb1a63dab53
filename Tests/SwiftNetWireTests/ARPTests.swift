import Testing
@testable import SwiftNetWire

@Suite struct ARPTests {
    @Test func readsEthernetIPv4Request() throws {
        let arp = try ARPPacket(L3Fixtures.arpRequest, offset: 14)
        #expect(arp.hardwareType == .ethernet && arp.protocolType == .ipv4)
        #expect(arp.hardwareLength == 6 && arp.protocolLength == 4 && arp.operation == .request)
        #expect(arp.senderMACAddress == MACAddress("aa:a4:1c:da:9b:b0"))
        #expect(arp.senderIPv4Address == IPv4Address(198, 18, 213, 1))
        #expect(arp.targetMACAddress == .zero)
        #expect(arp.targetIPv4Address == IPv4Address(198, 18, 213, 2))
        #expect(arp.length == 28 && arp.payloadEnd == 42)
    }

    @Test func readsReply() throws {
        let arp = try ARPPacket(L3Fixtures.arpReply, offset: 14)
        #expect(arp.operation == .reply)
        #expect(arp.senderMACAddress == MACAddress("3e:ef:e8:0b:a4:6c"))
        #expect(arp.senderIPv4Address == IPv4Address(198, 18, 213, 2))
        #expect(arp.targetMACAddress == MACAddress("aa:a4:1c:da:9b:b0"))
    }

    @Test func emitsTheCapturedRequestFromAValue() {
        let message = ARPMessage(operation: .request, senderMAC: MACAddress("aa:a4:1c:da:9b:b0")!,
                                 senderIP: IPv4Address(198, 18, 213, 1), targetMAC: .zero,
                                 targetIP: IPv4Address(198, 18, 213, 2))
        var buffer = filledBuffer(30)
        message.encode(into: &buffer, at: 1)
        #expect(Array(buffer[1..<29]) == Array(L3Fixtures.arpRequest[14..<42]))
        #expect(buffer[0] == 0xa5 && buffer[29] == 0xa5)
    }

    @Test func roundTripsBothWays() throws {
        for bytes in [L3Fixtures.arpRequest, L3Fixtures.arpReply] {
            let value = ARPMessage(try ARPPacket(bytes, offset: 14))
            var buffer = filledBuffer(value.encodedLength)
            value.encode(into: &buffer, at: 0)
            #expect(buffer == Array(bytes[14...]))
            #expect(ARPMessage(try ARPPacket(buffer)) == value)
        }
    }

    @Test func otherAddressLengths() throws {
        // Hardware length 2, protocol length 16 (an IPv6-sized protocol address), InARP request.
        let message = ARPMessage(hardwareType: .frameRelay, protocolType: .ipv6, operation: .inverseRequest,
                                 senderHardwareAddress: [0x12, 0x34], senderProtocolAddress: IPv6Address.loopback.bytes,
                                 targetHardwareAddress: [0x56, 0x78], targetProtocolAddress: [])
        #expect(message.encodedLength == 8 + 2 * (2 + 16))
        var buffer = filledBuffer(message.encodedLength)
        message.encode(into: &buffer, at: 0)
        let view = try ARPPacket(buffer)
        #expect(view.hardwareLength == 2 && view.protocolLength == 16)
        #expect(view.senderMACAddress == nil && view.senderIPv4Address == nil)
        #expect(Array(view.targetHardwareAddress) == [0x56, 0x78])
        #expect(Array(view.targetProtocolAddress) == [UInt8](repeating: 0, count: 16))  // padded with zeros
        #expect(Array(view.senderProtocolAddress) == IPv6Address.loopback.bytes)
    }

    @Test func throwsTruncatedNamingTheAddressBytesNeeded() {
        let bytes = Array(L3Fixtures.arpRequest[14...])
        #expect(throws: WireError.truncated(.arp, needed: 8, available: 7)) { try ARPPacket(Array(bytes[0..<7])) }
        #expect(throws: WireError.truncated(.arp, needed: 28, available: 27)) { try ARPPacket(Array(bytes[0..<27])) }
        // Lengths of 255 claim 8 + 2 * 510 bytes.
        #expect(throws: WireError.truncated(.arp, needed: 1028, available: 8)) {
            try ARPPacket([0, 1, 8, 0, 255, 255, 0, 1])
        }
    }
}
