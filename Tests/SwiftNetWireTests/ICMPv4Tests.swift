import Testing
@testable import SwiftNetWire

@Suite struct ICMPv4Tests {
    typealias F = L4Fixture

    @Test func readsRealEchoRequestAndReply() throws {
        let request = try ICMPv4Message(F.icmpEchoRequest)
        #expect(request.type == .echoRequest && request.code == .none)
        #expect(request.identifier == 13226 && request.sequenceNumber == 1)
        #expect(request.checksum == 0x01c6)
        #expect(request.checksumIsValid() == true)
        #expect(request.quotedDatagramOffset == nil)
        #expect(request.payloadEnd - request.payloadOffset == 56)
        let reply = try ICMPv4Message(F.icmpEchoReply)
        #expect(reply.type == .echoReply && reply.identifier == 13226 && reply.sequenceNumber == 1)
        #expect(reply.checksumIsValid() == true)
    }

    @Test func readsRealPortUnreachable() throws {
        let message = try ICMPv4Message(F.icmpPortUnreachable)
        #expect(message.type == .destinationUnreachable && message.code == .portUnreachable)
        #expect(message.type.isError)
        #expect(message.checksumIsValid() == true)
        #expect(message.quotedDatagramOffset == 8)
        #expect(message.nextHopMTU == 0)
    }

    @Test func checksumFillMatchesKernel() throws {
        for bytes in [F.icmpEchoRequest, F.icmpEchoReply, F.icmpPortUnreachable] {
            var copy = bytes
            copy[2] = 0xa5
            copy[3] = 0xa5
            #expect(try ICMPv4Message(copy).checksumIsValid() == false)
            ICMPv4Message.fillChecksum(in: &copy, offset: 0, end: copy.count)
            #expect(copy == bytes)
        }
        let cut = try ICMPv4Message(F.icmpEchoRequest, messageLength: 100)
        #expect(cut.isTruncated && cut.checksumIsValid() == nil)
    }

    @Test func headerValueRoundTripsAndEncodesIntoPrefilledBuffer() throws {
        let header = ICMPv4Header(try ICMPv4Message(F.icmpEchoRequest))
        #expect(header == ICMPv4Header(type: .echoRequest, checksum: 0x01c6, restOfHeader: 0x33aa_0001))
        var built = ICMPv4Header.echoRequest(identifier: 13226, sequenceNumber: 1)
        #expect(built.checksum == nil && built.identifier == 13226 && built.sequenceNumber == 1)
        built.checksum = 0x01c6
        #expect(built == header)
        var buffer = [UInt8](repeating: 0xa5, count: 10)
        header.encode(into: &buffer, at: 1)
        #expect(buffer == [0xa5] + F.icmpEchoRequest[0..<8] + [0xa5])
        #expect(ICMPv4Header(try ICMPv4Message(Array(buffer[1..<9]))) == header)
        #expect(header.encodedLength == 8)
    }

    @Test func typedRestOfHeaderAccessors() {
        var header = ICMPv4Header.destinationUnreachable(.fragmentationNeeded, nextHopMTU: 1400)
        #expect(header.restOfHeader == 1400 && header.nextHopMTU == 1400)
        header = .parameterProblem(pointer: 20)
        #expect(header.restOfHeader == 0x1400_0000 && header.pointer == 20 && header.code == .pointerIndicatesError)
        header.pointer = 1
        #expect(header.restOfHeader == 0x0100_0000)
        header = .redirect(.redirectForHost, gateway: IPv4Address(198, 18, 0, 1))
        #expect(header.restOfHeader == 0xc612_0001 && header.gateway == IPv4Address(198, 18, 0, 1))
        header = .timeExceeded(.fragmentReassemblyTimeExceeded)
        #expect(header.type == .timeExceeded && header.code.rawValue == 1)
        header.identifier = 0xabcd
        header.sequenceNumber = 0x1234
        #expect(header.restOfHeader == 0xabcd_1234)
    }

    static let allMessages = [F.icmpEchoRequest, F.icmpEchoReply, F.icmpPortUnreachable, F.icmpTimeExceeded,
                              F.icmpFragmentationNeededFirst64, F.icmpTimestampReply, F.icmpAddressMaskReply,
                              F.icmpRouterAdvertisement, F.icmpRedirect, F.icmpParameterProblem,
                              F.icmpInformationRequest]

    @Test func realRouterErrors() throws {
        let exceeded = try ICMPv4Message(F.icmpTimeExceeded)
        #expect(exceeded.type == .timeExceeded && exceeded.code == .ttlExceededInTransit)
        #expect(exceeded.checksumIsValid() == true)
        #expect(exceeded.quotedDatagramOffset == 8)
        let fragment = try ICMPv4Message(F.icmpFragmentationNeededFirst64, messageLength: F.icmpFragmentationNeededLength)
        #expect(fragment.type == .destinationUnreachable && fragment.code == .fragmentationNeeded)
        #expect(fragment.nextHopMTU == 1280)
        #expect(fragment.isTruncated && fragment.checksumIsValid() == nil)
        #expect(fragment.quotedDatagramOffset == 8 && fragment.payloadEnd == 64)
    }

    @Test func craftedInformationalTypes() throws {
        let timestamp = try ICMPv4Message(F.icmpTimestampReply)
        #expect(timestamp.type == .timestampReply && timestamp.identifier == 4660 && timestamp.sequenceNumber == 7)
        #expect(timestamp.originateTimestamp == 1000 && timestamp.receiveTimestamp == 2000)
        #expect(timestamp.transmitTimestamp == 2001)
        let mask = try ICMPv4Message(F.icmpAddressMaskReply)
        #expect(mask.type == .addressMaskReply && mask.addressMask == IPv4Address(255, 255, 255, 0))
        #expect(mask.identifier == 0x55 && mask.sequenceNumber == 2 && mask.receiveTimestamp == nil)
        let router = try ICMPv4Message(F.icmpRouterAdvertisement)
        #expect(router.type == .routerAdvertisement && router.addressCount == 2 && router.addressEntrySize == 2)
        #expect(router.lifetime == 1800)
        #expect(router.routerEntry(0)?.address == IPv4Address(198, 18, 5, 1) && router.routerEntry(0)?.preference == 10)
        #expect(router.routerEntry(1)?.address == IPv4Address(198, 18, 5, 9) && router.routerEntry(1)?.preference == -5)
        #expect(router.routerEntry(2) == nil && router.routerEntry(-1) == nil)
        let info = try ICMPv4Message(F.icmpInformationRequest)
        #expect(info.type == .informationRequest && info.identifier == 9 && info.sequenceNumber == 1)
        #expect(info.quotedDatagramOffset == nil)
        for bytes in Self.allMessages where bytes != F.icmpFragmentationNeededFirst64 {
            #expect(try ICMPv4Message(bytes).checksumIsValid() == true)
        }
    }

    @Test func craftedErrorTypes() throws {
        let redirect = try ICMPv4Message(F.icmpRedirect)
        #expect(redirect.type == .redirect && redirect.code == .redirectForHost)
        #expect(redirect.gateway == IPv4Address(198, 18, 5, 254))
        #expect(redirect.quotedDatagramOffset == 8)
        let problem = try ICMPv4Message(F.icmpParameterProblem)
        #expect(problem.type == .parameterProblem && problem.code == .pointerIndicatesError && problem.pointer == 20)
        #expect(ICMPv4Header(problem) == ICMPv4Header.parameterProblem(pointer: 20).with(checksum: 0xc11c))
        #expect(ICMPv4Header(redirect)
            == ICMPv4Header.redirect(.redirectForHost, gateway: IPv4Address(198, 18, 5, 254)).with(checksum: 0x100b))
    }

    @Test func routerEntriesNeedTwoWordsAndCapturedBytes() throws {
        var bytes = F.icmpRouterAdvertisement
        bytes[5] = 1   // entry size 1 word: too small for address + preference
        #expect(try ICMPv4Message(bytes).routerEntry(0) == nil)
        bytes[5] = 2
        bytes[4] = 200 // claims 200 entries, 2 are there
        let message = try ICMPv4Message(bytes)
        #expect(message.routerEntry(1) != nil && message.routerEntry(2) == nil && message.routerEntry(199) == nil)
    }

    @Test func everyPrefixDecodesOrThrows() {
        for bytes in Self.allMessages {
            for count in 0...bytes.count {
                do {
                    let message = try ICMPv4Message(Array(bytes[0..<count]))
                    #expect(count >= 8)
                    _ = message.checksumIsValid()
                    _ = (message.originateTimestamp, message.receiveTimestamp, message.transmitTimestamp,
                         message.addressMask, message.quotedDatagramOffset, message.gateway, message.pointer)
                    for index in 0..<Int(message.addressCount) { _ = message.routerEntry(index) }
                    _ = ICMPv4Header(message)
                } catch {
                    #expect(error == .truncated(.icmp, needed: 8, available: count))
                }
                _ = try? ICMPv4Message(bytes, offset: count)
                _ = try? ICMPv4Message(bytes, messageLength: count)
            }
        }
    }
}

extension ICMPv4Header {
    func with(checksum: UInt16) -> ICMPv4Header {
        var copy = self
        copy.checksum = checksum
        return copy
    }
}
