import SwiftNetPcap
import SwiftNetWire
import Testing
@testable import SwiftNetProbe

/// An ICMP echo request built by hand (RFC 792), so these tests do not depend on the builders.
func handEchoRequest(from source: IPv4Address, to destination: IPv4Address, id: UInt16, sequence: UInt16) -> [UInt8] {
    var packet: [UInt8] = [0x45, 0, 0, 28, 0x12, 0x34, 0x40, 0, 64, 1, 0, 0]
    packet += source.bytes + destination.bytes
    packet += [8, 0, 0, 0, UInt8(id >> 8), UInt8(id & 0xff), UInt8(sequence >> 8), UInt8(sequence & 0xff)]
    packet.setUInt16(InternetChecksum.compute(packet, from: 0, to: 20), at: 10)
    packet.setUInt16(InternetChecksum.compute(packet, from: 20), at: 22)
    return packet
}

/// An ICMPv6 echo request built by hand (RFC 4443), checksum over the RFC 8200 pseudo-header.
func handEchoRequest6(from source: IPv6Address, to destination: IPv6Address, id: UInt16, sequence: UInt16) -> [UInt8] {
    var packet: [UInt8] = [0x60, 0, 0, 0, 0, 8, 58, 64]
    packet += source.bytes + destination.bytes
    packet += [128, 0, 0, 0, UInt8(id >> 8), UInt8(id & 0xff), UInt8(sequence >> 8), UInt8(sequence & 0xff)]
    let checksum = PseudoHeader.ipv6(source: source, destination: destination)
        .checksum(packet, from: 40, to: 48, protocol: .icmpv6)
    packet.setUInt16(checksum, at: 42)
    return packet
}

@Suite struct RawSocketTests {
    @Test(.enabled(if: isRoot)) func echoRequestGetsTimestampedReplyIPv4() throws {
        guard let lab = Lab.make("prs32") else { Issue.record("lab.sh up failed"); return }
        defer { lab.down() }
        let destination = IPAddress(lab.host)!
        let route = try RouteLookup.route(to: destination)
        guard case .v4(let source) = route.source, case .v4(let target) = destination else { return }
        let receiver = try PacketReceiver(interfaceIndex: route.interfaceIndex)
        let sender = try RawSender(family: .ipv4)
        let before = ProbeClock.now()
        let sent = try sender.send(batch: (1...3).map { handEchoRequest(from: source, to: target, id: 0x5157, sequence: UInt16($0)) },
                                   to: destination)
        #expect(sent == 3)
        var sequences: [UInt16] = []
        while sequences.count < 3, let packet = try receiver.receive(timeoutMilliseconds: 2000) {
            let bytes = packet.bytes
            // An echo reply (type 0) from the host, with our id.
            guard packet.family == .ipv4, bytes.count >= 28, bytes[9] == 1, bytes[20] == 0,
                  bytes.uint16(at: 24) == 0x5157 else { continue }
            #expect(IPv4Address(bytes, at: 12) == target)
            #expect(ProbeClock.nanoseconds(from: before, to: packet.timestamp) >= 0)
            #expect(ProbeClock.milliseconds(from: before, to: packet.timestamp) < 2000)
            sequences.append(bytes.uint16(at: 26))
        }
        #expect(sequences.sorted() == [1, 2, 3])
    }

    @Test(.enabled(if: isRoot)) func echoRequestGetsReplyIPv6() throws {
        guard let lab = Lab.make("prs33") else { Issue.record("lab.sh up failed"); return }
        defer { lab.down() }
        let destination = IPAddress(lab.host6)!
        let route = try RouteLookup.route(to: destination)
        guard case .v6(let source) = route.source, case .v6(let target) = destination else { return }
        let receiver = try PacketReceiver(interfaceIndex: route.interfaceIndex)
        let sender = try RawSender(family: .ipv6)
        try sender.send(handEchoRequest6(from: source, to: target, id: 0x5157, sequence: 9), to: destination)
        var found = false
        while !found, let packet = try receiver.receive(timeoutMilliseconds: 2000) {
            let bytes = packet.bytes
            guard packet.family == .ipv6, bytes.count >= 48, bytes[6] == 58, bytes[40] == 129 else { continue }
            #expect(IPv6Address(bytes, at: 8) == target)
            #expect(bytes.uint16(at: 44) == 0x5157 && bytes.uint16(at: 46) == 9)
            found = true
        }
        #expect(found)
    }

    @Test func privilegeCheckMatchesEffectiveUser() {
        #expect(Privilege.canUseRawSockets == isRoot)
    }
}
