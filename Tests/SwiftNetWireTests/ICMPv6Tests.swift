import Testing
@testable import SwiftNetWire

@Suite struct ICMPv6Tests {
    typealias F = L4Fixture

    @Test func readsRealEchoRequest() throws {
        let message = try ICMPv6Message(F.icmp6EchoRequest)
        #expect(message.type == .echoRequest && message.code == .none && !message.type.isError)
        #expect(message.identifier == 13227 && message.sequenceNumber == 1)
        #expect(message.checksum == 0xe341)
        #expect(message.checksumIsValid(F.loopback6) == true)
        #expect(message.checksumIsValid(.ipv6(source: .loopback, destination: .any)) == false)
        #expect(message.quotedPacketOffset == nil)
    }

    @Test func readsRealPortUnreachable() throws {
        let message = try ICMPv6Message(F.icmp6PortUnreachable)
        #expect(message.type == .destinationUnreachable && message.code == .portUnreachable)
        #expect(message.checksumIsValid(F.loopback6) == true)
        #expect(message.quotedPacketOffset == 8)
        #expect(Array(F.icmp6PortUnreachable[48...]) == F.udp6Probe)
    }

    @Test func checksumFillMatchesKernel() throws {
        for bytes in [F.icmp6EchoRequest, F.icmp6PortUnreachable] {
            var copy = bytes
            copy[2] = 0xa5
            copy[3] = 0xa5
            #expect(try ICMPv6Message(copy).checksumIsValid(F.loopback6) == false)
            ICMPv6Message.fillChecksum(in: &copy, offset: 0, end: copy.count, pseudoHeader: F.loopback6)
            #expect(copy == bytes)
        }
    }

    @Test func headerValueRoundTripsAndEncodesIntoPrefilledBuffer() throws {
        let header = ICMPv6Header(try ICMPv6Message(F.icmp6EchoRequest))
        var built = ICMPv6Header.echoRequest(identifier: 13227, sequenceNumber: 1)
        #expect(built.checksum == nil)
        built.checksum = 0xe341
        #expect(built == header)
        var buffer = [UInt8](repeating: 0xa5, count: 10)
        header.encode(into: &buffer, at: 1)
        #expect(buffer == [0xa5] + F.icmp6EchoRequest[0..<8] + [0xa5])
        #expect(ICMPv6Header(try ICMPv6Message(Array(buffer[1..<9]))) == header)
        #expect(ICMPv6Header.packetTooBig(mtu: 1280).mtu == 1280)
        #expect(ICMPv6Header.parameterProblem(.unrecognizedNextHeader, pointer: 6).pointer == 6)
    }

    @Test func realRouterErrors() throws {
        let exceeded = try ICMPv6Message(F.icmp6TimeExceeded)
        #expect(exceeded.type == .timeExceeded && exceeded.code == .hopLimitExceededInTransit)
        #expect(exceeded.checksumIsValid(F.routerPseudo6) == true)
        #expect(exceeded.quotedPacketOffset == 8)
        let tooBig = try ICMPv6Message(F.icmp6PacketTooBigFirst64, messageLength: F.icmp6PacketTooBigLength)
        #expect(tooBig.type == .packetTooBig && tooBig.mtu == 1280 && tooBig.type.isError)
        #expect(tooBig.isTruncated && tooBig.checksumIsValid(F.routerPseudo6) == nil)
        #expect(ICMPv6Header(tooBig) == { var h = ICMPv6Header.packetTooBig(mtu: 1280); h.checksum = 0x2873; return h }())
    }

    @Test func everyPrefixDecodesOrThrows() {
        for bytes in [F.icmp6EchoRequest, F.icmp6PortUnreachable, F.icmp6TimeExceeded, F.icmp6PacketTooBigFirst64] {
            for count in 0...bytes.count {
                do {
                    let message = try ICMPv6Message(Array(bytes[0..<count]))
                    #expect(count >= 8)
                    _ = (message.checksumIsValid(F.loopback6), message.mtu, message.pointer, message.quotedPacketOffset)
                    _ = ICMPv6Header(message)
                } catch {
                    #expect(error == .truncated(.icmpv6, needed: 8, available: count))
                }
                _ = try? ICMPv6Message(bytes, offset: count)
                _ = try? ICMPv6Message(bytes, messageLength: count)
            }
        }
    }
}
