import Testing
@testable import SwiftNetWire

@Suite struct ClaimedLengthTests {
    let bytes = [UInt8](repeating: 0, count: 40)

    @Test func noClaimKeepsTheClampedEnd() {
        #expect(bytes.messageBounds(offset: 20, end: nil, claimedLength: nil) == (40, false))
        #expect(bytes.messageBounds(offset: 20, end: 100, claimedLength: nil) == (40, false))
        #expect(bytes.messageBounds(offset: 20, end: -3, claimedLength: nil) == (0, false))
    }

    @Test func claimInsideTheBytesTrims() {
        #expect(bytes.messageBounds(offset: 20, end: nil, claimedLength: 8) == (28, false))
        #expect(bytes.messageBounds(offset: 20, end: 30, claimedLength: 10) == (30, false))
        #expect(bytes.messageBounds(offset: 20, end: nil, claimedLength: 0) == (20, false))
    }

    @Test func claimPastTheBytesMarksTruncation() {
        #expect(bytes.messageBounds(offset: 20, end: 30, claimedLength: 11) == (30, true))
        #expect(bytes.messageBounds(offset: 20, end: nil, claimedLength: Int.max) == (40, true))
    }

    @Test func negativeClaimOrOffsetIsIgnored() {
        #expect(bytes.messageBounds(offset: 20, end: nil, claimedLength: -1) == (40, false))
        #expect(bytes.messageBounds(offset: -1, end: nil, claimedLength: 4) == (40, false))
    }

    @Test func echoFieldsShareTheRestOfHeader() {
        var v4 = ICMPv4Header.echoRequest(identifier: 0x1234, sequenceNumber: 0xabcd)
        #expect(v4.restOfHeader == 0x1234_abcd)
        v4.sequenceNumber = 7
        #expect(v4.identifier == 0x1234 && v4.restOfHeader == 0x1234_0007)
        var v6 = ICMPv6Header.echoReply(identifier: 1, sequenceNumber: 2)
        v6.identifier = 0xffff
        #expect(v6.restOfHeader == 0xffff_0002 && v6.sequenceNumber == 2)
    }
}
