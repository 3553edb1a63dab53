import Testing
@testable import SwiftNetWire

@Suite struct ICMPQuoteTests {
    typealias F = L4Fixture

    @Test func ipv4PortUnreachableQuotesTheUDPProbe() throws {
        let message = try ICMPv4Message(F.icmpPortUnreachable)
        let quoted = try #require(message.quotedIPv4Packet)
        #expect(quoted.source == .loopback && quoted.destination == .loopback)
        #expect(quoted.protocol == .udp && quoted.identification == 4966 && !quoted.isTruncated)
        let transport = try #require(message.quotedTransport)
        #expect(transport.protocol == .udp && transport.quotedLength == 13)
        #expect(transport.sourcePort == 35431 && transport.destinationPort == 47013 && transport.udpLength == 13)
        #expect(transport.tcpSequenceNumber == nil && transport.icmpType == nil)
    }

    @Test func ipv4RouterErrorsQuoteTheEchoRequests() throws {
        let exceeded = try ICMPv4Message(F.icmpTimeExceeded)
        #expect(exceeded.quotedIPv4Packet?.timeToLive == 1)
        let echo = try #require(exceeded.quotedTransport)
        #expect(echo.protocol == .icmp && echo.icmpType == ICMPv4Type.echoRequest.rawValue && echo.icmpCode == 0)
        #expect(echo.icmpIdentifier == 304 && echo.icmpSequenceNumber == 1 && echo.sourcePort == nil)
        // Cut short: the quoted IP claims 1428 bytes, 56 were kept.
        let fragment = try ICMPv4Message(F.icmpFragmentationNeededFirst64)
        let quoted = try #require(fragment.quotedIPv4Packet)
        #expect(quoted.totalLength == 1428 && quoted.isTruncated && quoted.flags.contains(.dontFragment))
        #expect(fragment.quotedTransport?.icmpIdentifier == 305)
        #expect(fragment.quotedTransport?.quotedLength == 36)
    }

    @Test func ipv4CraftedRedirectAndParameterProblemQuotes() throws {
        for bytes in [F.icmpRedirect, F.icmpParameterProblem] {
            let transport = try #require(try ICMPv4Message(bytes).quotedTransport)
            #expect(transport.sourcePort == 40000 && transport.destinationPort == 33434)
            #expect(transport.quotedLength == 8)
        }
    }

    @Test func ipv4QuoteEdgeCases() throws {
        // Informational types have no quote.
        #expect(try ICMPv4Message(F.icmpEchoRequest).quotedIPv4Packet == nil)
        // A non-first fragment's payload is not a transport header.
        var bytes = F.icmpPortUnreachable
        bytes[8 + IPv4Field.flagsAndFragmentOffset + 1] = 0x10
        #expect(try ICMPv4Message(bytes).quotedIPv4Packet != nil)
        #expect(try ICMPv4Message(bytes).quotedTransport == nil)
        // Garbage where the header should be: no quote, no error.
        bytes = F.icmpPortUnreachable
        bytes[8] = 0x65
        #expect(try ICMPv4Message(bytes).quotedIPv4Packet == nil)
        // Quoted TCP: the sequence number of a SYN (ports and seq are the first 8 bytes).
        let tcpQuote = ICMPQuotedTransport(F.tcpSYN, protocol: .tcp, offset: 0, end: 8)
        #expect(tcpQuote.sourcePort == 33072 && tcpQuote.tcpSequenceNumber == 1_518_872_738 && tcpQuote.udpLength == nil)
        #expect(ICMPQuotedTransport(F.tcpSYN, protocol: .tcp, offset: 0, end: 6).tcpSequenceNumber == nil)
        #expect(ICMPQuotedTransport(F.tcpSYN, protocol: .tcp, offset: 50, end: 90).quotedLength == 0)
    }

    @Test func ipv6ErrorsQuoteTheirProbes() throws {
        let unreachable = try ICMPv6Message(F.icmp6PortUnreachable)
        let quoted = try #require(unreachable.quotedIPv6Packet)
        #expect(quoted.nextHeader == .udp && quoted.source == .loopback && !quoted.isTruncated)
        let udp = try #require(unreachable.quotedTransport)
        #expect(udp.sourcePort == 47702 && udp.destinationPort == 47013 && udp.udpLength == 14)
        let exceeded = try #require(try ICMPv6Message(F.icmp6TimeExceeded).quotedTransport)
        #expect(exceeded.protocol == .icmpv6 && exceeded.icmpType == ICMPv6Type.echoRequest.rawValue)
        #expect(exceeded.icmpIdentifier == 306 && exceeded.icmpSequenceNumber == 1)
        let tooBig = try ICMPv6Message(F.icmp6PacketTooBigFirst64)
        #expect(tooBig.quotedIPv6Packet?.isTruncated == true)
        #expect(tooBig.quotedTransport?.icmpIdentifier == 308 && tooBig.quotedTransport?.icmpSequenceNumber == 1)
        #expect(try ICMPv6Message(F.icmp6EchoRequest).quotedIPv6Packet == nil)
    }

    @Test func ipv6QuoteWalksExtensionHeaders() throws {
        // The port-unreachable quote with a fragment header (RFC 8200 4.5) inserted before UDP.
        var message = F.icmp6PortUnreachable
        message[8 + IPv6Field.nextHeader] = IPProtocol.fragment.rawValue
        let fragmentHeader: [UInt8] = [IPProtocol.udp.rawValue, 0, 0x00, 0x01, 0, 0, 0, 42]  // offset 0, M set
        message.insert(contentsOf: fragmentHeader, at: 48)
        message.setUInt16(22, at: 8 + IPv6Field.payloadLength)
        let first = try #require(try ICMPv6Message(message).quotedTransport)
        #expect(first.protocol == .udp && first.offset == 56 && first.destinationPort == 47013)
        message[50] = 0x01   // fragment offset 32: not the first fragment
        #expect(try ICMPv6Message(message).quotedTransport == nil)
    }

    @Test func everyPrefixOfQuotesDecodesOrIsNil() {
        let v4 = [F.icmpPortUnreachable, F.icmpTimeExceeded, F.icmpFragmentationNeededFirst64, F.icmpRedirect]
        for bytes in v4 {
            for count in 0...bytes.count {
                guard let message = try? ICMPv4Message(Array(bytes[0..<count])) else { continue }
                if let transport = message.quotedTransport {
                    _ = (transport.sourcePort, transport.destinationPort, transport.tcpSequenceNumber, transport.udpLength,
                         transport.icmpType, transport.icmpCode, transport.icmpIdentifier, transport.icmpSequenceNumber)
                    #expect(transport.end <= count)
                }
                #expect((message.quotedIPv4Packet != nil) == (count >= 28))
            }
        }
        for bytes in [F.icmp6PortUnreachable, F.icmp6TimeExceeded, F.icmp6PacketTooBigFirst64] {
            for count in 0...bytes.count {
                guard let message = try? ICMPv6Message(Array(bytes[0..<count])) else { continue }
                if let transport = message.quotedTransport {
                    _ = (transport.sourcePort, transport.udpLength, transport.icmpIdentifier, transport.icmpSequenceNumber)
                    #expect(transport.end <= count)
                }
                #expect((message.quotedIPv6Packet != nil) == (count >= 48))
            }
        }
    }
}
