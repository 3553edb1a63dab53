import Testing
@testable import SwiftNetWire

/// Deterministic mutations of the real fixtures: whatever the bytes, decoding never traps, and every
/// header a view accepts re-encodes from its value to exactly the bytes it came from.
@Suite struct L3MutationTests {
    /// SplitMix64: a fixed seed keeps the test reproducible.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    static let fixtures = [
        L3Fixtures.ipv4RecordRouteRequest, L3Fixtures.ipv4RecordRouteReply, L3Fixtures.ipv4EchoRequest,
        L3Fixtures.ipv6DestinationOptionsUDP, L3Fixtures.ipv6HopByHopUDP, L3Fixtures.mldReportHopByHop,
        L3Fixtures.arpRequest, L3Fixtures.llcSNAPFrame, L3Fixtures.ipv6FirstFragmentCut, L3Fixtures.vlanARPRequest,
        L3Fixtures.qinqICMP, L3Fixtures.ipv6RoutingType0, L3Fixtures.ipv6SegmentRouting, L3Fixtures.tcpSYNOffloaded,
    ]

    /// Returns a description of the first header whose value does not re-encode to its bytes.
    func reEncodingMismatch(_ bytes: [UInt8]) -> String? {
        guard let frame = try? EthernetFrame(bytes) else { return nil }
        var tags = VLANTagIterator(frame)
        while let tag = tags.next() {
            var buffer = [UInt8](repeating: 0xa5, count: 4)
            VLANTag(tag).encode(into: &buffer, at: 0)
            if buffer != Array(bytes[tag.offset..<tag.offset + 4]) { return "vlan at \(tag.offset)" }
        }
        if tags.etherType.isLength {
            guard let llc = try? LLCFrame(bytes, offset: tags.offset) else { return nil }
            let value = LLCHeader(llc)
            var buffer = [UInt8](repeating: 0xa5, count: value.encodedLength)
            value.encode(into: &buffer, at: 0)
            return buffer == Array(bytes[llc.offset..<llc.payloadOffset]) ? nil : "llc"
        }
        switch tags.etherType {
        case .arp:
            guard let arp = try? ARPPacket(bytes, offset: tags.offset) else { return nil }
            let value = ARPMessage(arp)
            var buffer = [UInt8](repeating: 0xa5, count: value.encodedLength)
            value.encode(into: &buffer, at: 0)
            return buffer == Array(bytes[arp.offset..<arp.payloadEnd]) ? nil : "arp"
        case .ipv4:
            guard let packet = try? IPv4Packet(bytes, offset: tags.offset, acceptsZeroTotalLength: true) else { return nil }
            let value = IPv4Header(packet)
            var buffer = [UInt8](repeating: 0xa5, count: value.encodedLength)
            value.encode(into: &buffer, at: 0)
            return buffer == Array(bytes[packet.offset..<packet.payloadOffset]) ? nil : "ipv4 \(value.options)"
        case .ipv6:
            guard let packet = try? IPv6Packet(bytes, offset: tags.offset) else { return nil }
            var buffer = [UInt8](repeating: 0xa5, count: 40)
            IPv6Header(packet).encode(into: &buffer, at: 0)
            if buffer != Array(bytes[packet.offset..<packet.payloadOffset]) { return "ipv6" }
            for view in packet.extensionHeaders {
                let value = IPv6ExtensionHeader(view)
                var again = [UInt8](repeating: 0xa5, count: value.encodedLength)
                value.encode(into: &again, at: 0)
                if again != Array(bytes[view.offset..<view.offset + view.length]) { return "extension \(value)" }
            }
            return nil
        default:
            return nil
        }
    }

    @Test func mutatedFixturesDecodeAndReEncodeExactly() {
        var random = SplitMix(state: 0x5eed_0f_3a11)
        var checked = 0
        for fixture in Self.fixtures {
            #expect(reEncodingMismatch(fixture) == nil)
            for _ in 0..<400 {
                var bytes = fixture
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    // Bias flips towards the headers, where the structure is.
                    let index = Int.random(in: 12..<min(bytes.count, 110), using: &random)
                    bytes[index] = UInt8.random(in: 0...255, using: &random)
                }
                if Bool.random(using: &random) { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random)) }
                decodeLinkAndNetworkLayers(bytes)
                if let mismatch = reEncodingMismatch(bytes) {
                    Issue.record("\(mismatch): \(hex(bytes))")
                    return
                }
                checked += 1
            }
        }
        #expect(checked == Self.fixtures.count * 400)
    }
}
