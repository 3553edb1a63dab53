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
}
