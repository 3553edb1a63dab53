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
            #expect(table.entries.count <= 100)
        }
        #expect(!table.entries.isEmpty)
    }
}
