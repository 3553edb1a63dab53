import Testing
@testable import SwiftNetProbe
import SwiftNetWire

/// Neighbour solicitation bytes and advertisement parsing (RFC 4861), offline.
@Suite struct NDPPacketTests {
    let target = IPv6Address("2001:db8:100::2")!
    let mac = MACAddress("1a:c1:ad:c4:46:38")!

    @Test func solicitationLayout() {
        let message = NDPPackets.solicitation(target: target, sourceMAC: mac)
        #expect(message.count == 32)
        #expect(Array(message[0..<8]) == [135, 0, 0, 0, 0, 0, 0, 0])
        #expect(IPv6Address(message, at: 8) == target)
        #expect(Array(message[24..<32]) == [1, 1, 0x1a, 0xc1, 0xad, 0xc4, 0x46, 0x38])
        #expect(NDPPackets.solicitedNode(target).description == "ff02::1:ff00:2")
        #expect(NDPPackets.solicitedNode(IPv6Address("2001:db8::abcd:ef12:3456")!).description == "ff02::1:ff12:3456")
    }

    @Test func advertisementParsing() {
        let advert: [UInt8] = [136, 0, 0, 0, 0x60, 0, 0, 0] + target.bytes + [2, 1] + mac.bytes
        let parsed = NDPPackets.parseAdvertisement(advert)
        #expect(parsed?.target == target && parsed?.mac == mac)
        // No option: the target without a MAC; a zero-length option stops the walk.
        #expect(NDPPackets.parseAdvertisement(Array(advert.prefix(24)))?.mac == nil)
        var zero = advert
        zero[25] = 0
        #expect(NDPPackets.parseAdvertisement(zero)?.mac == nil)
        // A solicitation, or any truncation before the target's end, is no advertisement.
        #expect(NDPPackets.parseAdvertisement(NDPPackets.solicitation(target: target, sourceMAC: mac)) == nil)
        for length in 0..<24 { #expect(NDPPackets.parseAdvertisement(Array(advert.prefix(length))) == nil) }
        for length in 24...advert.count { #expect(NDPPackets.parseAdvertisement(Array(advert.prefix(length)))?.target == target) }
    }
}
