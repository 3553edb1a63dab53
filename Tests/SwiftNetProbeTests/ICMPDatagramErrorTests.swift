#if canImport(Glibc)
import Glibc
#endif
import Testing
import SwiftNetWire
@testable import SwiftNetProbe

/// The error queue's `sock_extended_err` + offender read from bytes, and the ICMP error packet
/// rebuilt from it, offline (the live side is PingUnprivilegedErrorTests).
@Suite struct ICMPDatagramErrorTests {
    /// sock_extended_err (host order) then a sockaddr_in/sockaddr_in6 for `offender`.
    static func bytes(origin: UInt8, type: UInt8, code: UInt8, info: UInt32, offender: IPAddress?) -> [UInt8] {
        var data: [UInt8] = withUnsafeBytes(of: UInt32(113)) { Array($0) } + [origin, type, code, 0]
            + withUnsafeBytes(of: info) { Array($0) } + [0, 0, 0, 0]
        if let offender {
            offender.withSocketAddress { pointer, length in
                data += UnsafeRawBufferPointer(start: pointer, count: Int(length))
            }
        } else {
            data += [UInt8](repeating: 0, count: 16)     // AF_UNSPEC: the kernel did not know
        }
        return data
    }

    static let router = IPAddress("198.19.7.1")!
    static let local = IPAddress("198.19.7.2")!
    static let target = IPAddress("198.18.7.99")!
    /// The ICMP part of an echo request as the queue returns it: id 0x1234, seq 5, 4 data bytes.
    static let request: [UInt8] = [8, 0, 0xab, 0xcd, 0x12, 0x34, 0, 5, 1, 2, 3, 4]

    @Test func readsTheStructureAndOffender() throws {
        let error = try #require(ICMPDatagramError(ArraySlice(Self.bytes(origin: 2, type: 3, code: 1, info: 0, offender: Self.router))))
        #expect(error == ICMPDatagramError(errorNumber: 113, origin: 2, type: 3, code: 1, offender: Self.router))
        let v6 = IPAddress("2001:db8:1007::1")!
        #expect(ICMPDatagramError(ArraySlice(Self.bytes(origin: 3, type: 3, code: 0, info: 0, offender: v6)))?.offender == v6)
    }

    /// Short or cut data never reads past its end: too short is nil, a cut offender is unknown.
    @Test func shortDataIsRefusedAndACutOffenderUnknown() {
        let full = Self.bytes(origin: 2, type: 11, code: 0, info: 0, offender: Self.router)
        for length in 0..<16 { #expect(ICMPDatagramError(ArraySlice(full.prefix(length))) == nil) }
        for length in 16..<full.count {
            #expect(ICMPDatagramError(ArraySlice(full.prefix(length)))?.offender == nil, "\(length)")
        }
    }

    /// The rest-of-header as each family's wire puts `info` (RFC 1191, RFC 792, RFC 4443).
    @Test(arguments: [(UInt8(2), UInt8(3), UInt8(4), UInt32(1400), UInt32(1400)),
                      (2, 12, 0, 20, 20 << 24), (2, 11, 0, 99, 0),
                      (3, 2, 0, 1280, 1280), (3, 4, 0, 40, 40), (3, 1, 0, 7, 0)])
    func restOfHeaderFromInfo(origin: UInt8, type: UInt8, code: UInt8, info: UInt32, rest: UInt32) {
        #expect(ICMPDatagramError(origin: origin, type: type, code: code, info: info, offender: nil).restOfHeader == rest)
    }

    @Test func rebuildsTheIPv4ErrorWithOurRequestQuoted() throws {
        let error = ICMPDatagramError(origin: 2, type: 3, code: 1, offender: Self.router)
        let packet = try #require(error.packet(quoting: Self.request, sentFrom: Self.local, to: Self.target, hopLimit: 63))
        let ip = try #require(IPDatagramSummary(packet))
        #expect(ip.source == Self.router && ip.destination == Self.local && ip.ttl == 63 && ip.isICMP)
        #expect(InternetChecksum.compute(packet, from: 0, to: 20) == 0)
        #expect(InternetChecksum.compute(packet, from: ip.transportOffset, to: ip.transportEnd) == 0)
        #expect(Array(packet[ip.transportOffset..<ip.transportOffset + 2]) == [3, 1])
        let quoted = try #require(IPDatagramSummary(packet, offset: ip.transportOffset + 8, end: ip.transportEnd))
        #expect(quoted.source == Self.local && quoted.destination == Self.target && quoted.isICMP)
        #expect(Array(packet[quoted.transportOffset...]) == Self.request)
    }

    @Test func rebuildsTheIPv6ErrorWithAPseudoHeaderChecksum() throws {
        let (router, local, target) = (IPAddress("2001:db8:1007::1")!, IPAddress("2001:db8:1007::2")!, IPAddress("2001:db8:7::99")!)
        let request: [UInt8] = [128, 0, 0, 0, 0x12, 0x34, 0, 5]
        let error = ICMPDatagramError(origin: 3, type: 3, code: 0, offender: router)
        let packet = try #require(error.packet(quoting: request, sentFrom: local, to: target, hopLimit: 64))
        let ip = try #require(IPDatagramSummary(packet))
        #expect(ip.source == router && ip.destination == local && ip.isICMP)
        var checksum = InternetChecksum()
        if case .v6(let from) = router, case .v6(let to) = local {
            checksum.addPseudoHeader(source: from, destination: to, protocol: .icmpv6, length: ip.transportEnd - ip.transportOffset)
        }
        checksum.add(packet, from: ip.transportOffset, to: ip.transportEnd)
        #expect(checksum.value == 0)
        let quoted = try #require(IPDatagramSummary(packet, offset: ip.transportOffset + 8, end: ip.transportEnd))
        #expect(quoted.destination == target && Array(packet[quoted.transportOffset...]) == request)
    }

    /// Local errors (origin 1), unknown offenders and mixed families give no packet to print.
    @Test func onlyICMPErrorsWithAKnownOffenderArePackets() {
        let v6 = IPAddress("2001:db8::1")!
        #expect(ICMPDatagramError(errorNumber: 90, origin: 1, type: 0, code: 0, info: 1500, offender: nil)
            .packet(quoting: Self.request, sentFrom: Self.local, to: Self.target, hopLimit: 0) == nil)
        #expect(ICMPDatagramError(origin: 2, type: 3, code: 1, offender: nil)
            .packet(quoting: Self.request, sentFrom: Self.local, to: Self.target, hopLimit: 0) == nil)
        #expect(ICMPDatagramError(origin: 2, type: 3, code: 1, offender: v6)
            .packet(quoting: Self.request, sentFrom: Self.local, to: Self.target, hopLimit: 0) == nil)
        #expect(ICMPDatagramError(origin: 3, type: 3, code: 1, offender: Self.router)
            .packet(quoting: Self.request, sentFrom: Self.local, to: Self.target, hopLimit: 0) == nil)
    }
}
