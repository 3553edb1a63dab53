import SwiftNetWire
import Testing
@testable import SwiftNetProbe

/// A flood's patched packets must be byte for byte what `ProbePacket.build()` gives.
@Suite struct FloodTemplateTests {
    let source4 = IPAddress("198.18.120.1")!
    let target4 = IPAddress("198.18.120.2")!
    let source6 = IPAddress("2001:db8:120::1")!
    let target6 = IPAddress("2001:db8:120::2")!

    /// Probe `index` as the udp/tcp commands make them: id and source port count up (both wrap).
    func probe(_ index: Int, tcp: Bool, v6: Bool = false, payload: [UInt8] = [], corrupt: Bool = false,
               options: [UInt8] = [], sequence: UInt32 = 0xffff_fff0) -> ProbePacket {
        let fields = IPFields(source: v6 ? source6 : source4, destination: v6 ? target6 : target4, ttl: 64,
                              identification: 0xfff0 &+ UInt16(truncatingIfNeeded: index), options: options)
        let port = UInt16(truncatingIfNeeded: (0xfff0 - 1 + index) % 65535 + 1)
        let transport: ProbeTransport = tcp
            ? .tcp(TCPHeader(sourcePort: port, destinationPort: 80, sequenceNumber: sequence &+ UInt32(index),
                             flags: .syn, options: [.maximumSegmentSize(1460)]))
            : .udp(UDPHeader(sourcePort: port, destinationPort: 9))
        return ProbePacket(ip: fields, transport: transport, payload: payload, corruptChecksum: corrupt)
    }

    /// Patches probes 0..<count from the template of probe 0; each must equal its full build.
    func expectPatchedEqualsBuilt(count: Int, _ make: (Int) -> ProbePacket,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let template = try #require(FloodTemplate(make(0)), sourceLocation: sourceLocation)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 2048, alignment: 16)
        defer { buffer.deallocate() }
        var mismatches = 0
        for index in 0..<count {
            let probe = make(index)
            let written = template.write(probe, into: buffer)
            let built = probe.build()
            if !written || Array(buffer.prefix(built.count)) != built { mismatches += 1 }
        }
        #expect(mismatches == 0, sourceLocation: sourceLocation)
    }

    @Test func everyUDPSourcePortMatchesTheBuild() throws {
        // All 65535 ports: this passes through UDP's computed-zero checksum (sent as 0xffff).
        try expectPatchedEqualsBuilt(count: 65_536) { probe($0, tcp: false) }
    }

    @Test func shapesMatchTheBuild() throws {
        let odd: [UInt8] = Array("odd payload".utf8)
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: true) }
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: true, v6: true, payload: odd) }
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: false, v6: true, payload: odd) }
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: false, payload: odd, options: [1, 1, 1]) }
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: false, payload: [UInt8](repeating: 0xab, count: 1400)) }
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: false, corrupt: true) }
        try expectPatchedEqualsBuilt(count: 600) { probe($0, tcp: true, corrupt: true, sequence: 7) }
    }

    /// `-p ++N` floods: the destination port counts up too (here with the source port, both
    /// wrapping past 65535 to 1), still byte for byte the build, through UDP and TCP and IPv6.
    @Test func destinationPortsCountingUpMatchTheBuild() throws {
        func moved(_ index: Int, tcp: Bool, v6: Bool = false) -> ProbePacket {
            var packet = probe(index, tcp: tcp, v6: v6)
            packet.transport.destinationPort = DestinationPortStep.port(65_530, plus: index)
            return packet
        }
        try expectPatchedEqualsBuilt(count: 65_536) { moved($0, tcp: false) }
        try expectPatchedEqualsBuilt(count: 600) { moved($0, tcp: true) }
        try expectPatchedEqualsBuilt(count: 600) { moved($0, tcp: true, v6: true) }
    }

    @Test func otherDifferencesAreRefused() throws {
        let template = try #require(FloodTemplate(probe(0, tcp: false)))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 2048, alignment: 16)
        defer { buffer.deallocate() }
        var changedTTL = probe(1, tcp: false)
        changedTTL.ip.ttl = 1
        #expect(!template.write(changedTTL, into: buffer))
        #expect(!template.write(probe(1, tcp: false, payload: [1]), into: buffer))
        #expect(!template.write(probe(1, tcp: true), into: buffer))
        let small = UnsafeMutableRawBufferPointer.allocate(byteCount: 10, alignment: 16)
        defer { small.deallocate() }
        #expect(!template.write(probe(1, tcp: false), into: small))
        // Shapes the template does not patch: explicit checksums and echo requests.
        #expect(FloodTemplate(ProbePacket(ip: IPFields(source: source4, destination: target4),
                                          transport: .udp(UDPHeader(sourcePort: 1, destinationPort: 9, checksum: 0)))) == nil)
        #expect(FloodTemplate(ProbePacket(ip: IPFields(source: source4, destination: target4),
                                          transport: .echoRequest(identifier: 1, sequence: 1))) == nil)
    }

    @Test func checksumWordReplacementFollowsRFC1624() {
        // RFC 1624 section 4's example: HC 0xdd2f, m 0x5555 -> m' 0x3285 gives HC' 0x0000.
        #expect(~FloodTemplate.replace(0x5555, with: 0x3285, in: ~0xdd2f) == 0x0000)
        #expect(FloodTemplate.replace(0x1234, with: 0x1234, in: 0x0001) == 0x0001)
    }
}
