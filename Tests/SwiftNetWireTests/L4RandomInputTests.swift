import Testing
@testable import SwiftNetWire

/// Deterministic random bytes (SplitMix64), so a failure reproduces exactly.
struct L4RandomBytes {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
    mutating func below(_ limit: Int) -> Int { Int(next() % UInt64(limit)) }
}

/// Random and mutated inputs: the views accept or throw, never trap, and what they accept round-trips.
@Suite struct L4RandomInputTests {
    @Test func randomTCPSegmentsDecodeOrThrowAndValuesRoundTrip() throws {
        var random = L4RandomBytes(state: 1)
        var accepted = 0
        for _ in 0..<5_000 {
            var bytes = random.bytes(random.below(80))
            // Bias towards plausible headers: a data offset of 5-15 words, and option-like bytes.
            if bytes.count > 12 { bytes[12] = UInt8(5 + random.below(11)) << 4 | bytes[12] & 0x0f }
            if bytes.count > 21, random.below(2) == 0 { bytes[21] = UInt8(random.below(12)) }
            guard let segment = try? TCPSegment(bytes, offset: 0, end: random.below(90),
                                                segmentLength: random.below(3) == 0 ? random.below(90) : nil)
            else { continue }
            _ = segment.checksumIsValid(L4Fixture.loopback4)
            guard let header = try? TCPHeader(segment) else { continue }
            accepted += 1
            let encoded = header.encoded
            #expect(encoded.count == segment.headerLength)
            #expect(try TCPHeader(TCPSegment(encoded)) == header)
        }
        #expect(accepted > 100)
    }

    @Test func randomOptionAreasEndAndNDPAreasReencodeExactly() throws {
        var random = L4RandomBytes(state: 2)
        var exact = 0
        for _ in 0..<5_000 {
            var area = random.bytes(random.below(2) == 0 ? 8 * random.below(15) : random.below(120))
            for index in stride(from: 1, to: area.count, by: 8) where random.below(4) > 0 {
                area[index] = random.below(4) == 0 ? UInt8(random.below(5)) : 1   // plausible NDP lengths
            }
            for option in TCPOptions(area, from: 0, to: area.count) { _ = option }
            if let options = try? NDPOptions(area, from: 0, to: area.count).parsed() {
                #expect(NDPOption.encode(options) == area)
                exact += 1
            }
        }
        #expect(exact > 100)
    }

    @Test func randomICMPMessagesNeverTrap() {
        var random = L4RandomBytes(state: 3)
        let seeds = [L4Fixture.icmpPortUnreachable, L4Fixture.icmpTimeExceeded, L4Fixture.icmp6PortUnreachable,
                     L4Fixture.icmp6TimeExceeded, NDPFixture.routerAdvertisement, NDPFixture.redirect]
        for round in 0..<5_000 {
            // Mutate a real message: flip a few bytes, cut it somewhere.
            var bytes = seeds[round % seeds.count]
            for _ in 0..<1 + random.below(4) { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
            bytes = Array(bytes[0..<random.below(bytes.count + 1)])
            if let message = try? ICMPv4Message(bytes) {
                _ = (message.checksumIsValid(), message.originateTimestamp, message.addressMask, message.routerEntry(1))
                if let transport = message.quotedTransport {
                    _ = (transport.sourcePort, transport.destinationPort, transport.tcpSequenceNumber, transport.icmpIdentifier)
                }
            }
            if let message = try? ICMPv6Message(bytes) {
                _ = (message.checksumIsValid(L4Fixture.loopback6), message.targetAddress, message.destinationAddress)
                _ = (message.reachableTime, message.retransmitTimer)
                for option in message.ndpOptions { _ = option }
                if let transport = message.quotedTransport { _ = (transport.sourcePort, transport.icmpSequenceNumber) }
            }
        }
    }
}
