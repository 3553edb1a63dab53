import SwiftNetWire
import Testing
@testable import SwiftNetProbe

/// hping3's `-p N`, `-p +N`, `-p ++N` as the probe runner moves and matches ports.
@Suite struct DestinationPortStepTests {
    @Test func portsWrapPast65535ToOneNeverZero() {
        #expect(DestinationPortStep.port(80, plus: 0) == 80)
        #expect(DestinationPortStep.port(65_534, plus: 1) == 65_535)
        #expect(DestinationPortStep.port(65_534, plus: 2) == 1)
        #expect(DestinationPortStep.port(1, plus: 65_535) == 1)
    }

    /// A flood counts a reply only from a port some probe went to: the base when fixed, else one
    /// of the first `sent` ports from the base on.
    @Test func floodAcceptsOnlyPortsProbedSoFar() {
        #expect(DestinationPortStep.fixed.mayHaveProbed(80, base: 80, sent: 1000))
        #expect(!DestinationPortStep.fixed.mayHaveProbed(81, base: 80, sent: 1000))
        for step in [DestinationPortStep.perPacket, .perReply] {
            #expect(step.mayHaveProbed(80, base: 80, sent: 1))
            #expect(!step.mayHaveProbed(81, base: 80, sent: 1))
            #expect(step.mayHaveProbed(81, base: 80, sent: 2))
            #expect(!step.mayHaveProbed(79, base: 80, sent: 100))
            // Past 65535 the ports go on at 1; 0 is never probed.
            #expect(step.mayHaveProbed(1, base: 65_535, sent: 2))
            #expect(!step.mayHaveProbed(2, base: 65_535, sent: 2))
            #expect(!step.mayHaveProbed(0, base: 65_535, sent: 70_000))
            #expect(step.mayHaveProbed(79, base: 80, sent: 65_535))
        }
    }

    @Test func transportDestinationPortReadsAndSets() {
        var transport = ProbeTransport.udp(UDPHeader(sourcePort: 1, destinationPort: 9))
        #expect(transport.destinationPort == 9)
        transport.destinationPort = 53
        #expect(transport == .udp(UDPHeader(sourcePort: 1, destinationPort: 53)))
        var echo = ProbeTransport.echoRequest(identifier: 1, sequence: 2)
        echo.destinationPort = 53
        #expect(echo == .echoRequest(identifier: 1, sequence: 2) && echo.destinationPort == nil)
    }
}
