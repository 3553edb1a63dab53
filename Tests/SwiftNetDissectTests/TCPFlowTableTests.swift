@testable import SwiftNetDissect
import Testing

/// The connection table behind relative sequence numbers: tcpdump's arithmetic, both directions
/// sharing one entry, and a size that stays bounded.
@Suite struct TCPFlowTableTests {
    @Test func firstSegmentWithACKSetsTheBasesAndLaterOnesAreRelative() {
        var table = TCPFlowTable()
        let a = (UInt64(0xc612_0001), UInt64(0))
        let b = (UInt64(0xc612_0002), UInt64(0))
        let first = table.relative(source: a, destination: b, isIPv6: false, sourcePort: 40000, destinationPort: 80,
                                   seq: 1000, ack: 5000, syn: false)
        #expect(first.seq == 1000 && first.ack == 5000)
        let again = table.relative(source: a, destination: b, isIPv6: false, sourcePort: 40000, destinationPort: 80,
                                   seq: 1086, ack: 5070, syn: false)
        #expect(again.seq == 86 && again.ack == 71)
        // The reply direction uses the same entry, mirrored.
        let reply = table.relative(source: b, destination: a, isIPv6: false, sourcePort: 80, destinationPort: 40000,
                                   seq: 5069, ack: 1086, syn: false)
        #expect(reply.seq == 70 && reply.ack == 86 && reply.reversed)
    }

    @Test func sizeIsBounded() {
        var table = TCPFlowTable(capacity: 100)
        for index in 0..<1000 {
            _ = table.relative(source: (UInt64(index), 0), destination: (1 << 40, 0), isIPv6: false,
                               sourcePort: 1, destinationPort: 2, seq: 1, ack: 1, syn: false)
            #expect(table.count <= 100)
        }
        #expect(!table.isEmpty)
    }

    /// The open-addressing table against a Dictionary model of the same rules (first ACK sets the
    /// bases, SYN resets them, start over at capacity), over IPv4 and IPv6 keys that differ in one
    /// word or one port, through growth and several resets.
    @Test func matchesADictionaryModel() {
        struct ModelKey: Hashable { var a0, a1, b0, b1: UInt64; var ports: UInt32; var isIPv6: Bool }
        var table = TCPFlowTable(capacity: 300)
        var model: [ModelKey: (UInt32, UInt32)] = [:]
        var random: UInt64 = 0x1234_5678
        func next() -> UInt64 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return random >> 33
        }
        for round in 0..<20_000 {
            let isIPv6 = next() % 4 == 0
            let hostA = next() % 200, hostB = next() % 3
            let a = isIPv6 ? (UInt64(0x2001_0db8) << 32, hostA) : (0xc612_0000 + hostA, UInt64(0))
            let b = isIPv6 ? (UInt64(0x2001_0db8) << 32, 1000 + hostB) : (0xc612_1000 + hostB, UInt64(0))
            let portA = UInt16(40000 + next() % 3), portB = UInt16(80 + next() % 2)
            let forward = next() % 2 == 0
            let (source, destination) = forward ? (a, b) : (b, a)
            let (sourcePort, destinationPort) = forward ? (portA, portB) : (portB, portA)
            let seq = UInt32(truncatingIfNeeded: next()), ack = UInt32(truncatingIfNeeded: next())
            let syn = next() % 50 == 0
            let result = table.relative(source: source, destination: destination, isIPv6: isIPv6,
                                        sourcePort: sourcePort, destinationPort: destinationPort,
                                        seq: seq, ack: ack, syn: syn)
            // The model: tcpdump's rule with a Dictionary.
            let reversed = source > destination || (source == destination && sourcePort > destinationPort)
            let key = reversed
                ? ModelKey(a0: destination.0, a1: destination.1, b0: source.0, b1: source.1,
                           ports: UInt32(destinationPort) << 16 | UInt32(sourcePort), isIPv6: isIPv6)
                : ModelKey(a0: source.0, a1: source.1, b0: destination.0, b1: destination.1,
                           ports: UInt32(sourcePort) << 16 | UInt32(destinationPort), isIPv6: isIPv6)
            var expected: (UInt32, UInt32)
            if !syn, let entry = model[key] {
                expected = reversed ? (seq &- entry.1, ack &- entry.0) : (seq &- entry.0, ack &- entry.1)
            } else {
                let entry = reversed ? (ack &- 1, seq) : (seq, ack &- 1)
                if model.count >= 300, model[key] == nil { model.removeAll() }
                model[key] = entry
                expected = (seq, ack)
            }
            #expect(result.seq == expected.0 && result.ack == expected.1 && result.reversed == reversed,
                    "round \(round)")
            #expect(table.count == model.count)
        }
    }
}
