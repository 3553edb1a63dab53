import Testing
@testable import SwiftNetWire

/// NDP test messages (ICMPv6 part only).
///
/// Real: `tcpdump -i wl4cap-h -w ndp.pcap icmp6` on a `scripts/lab.sh up wl4cap 247` lab while
/// `ping -6 -c1 2001:db8:247::2` ran from the root side and the namespace's link was set down and up;
/// bytes from `tcpdump -xx`, "[icmp6 sum ok]" for each in `tcpdump -vv`.
/// Crafted: a router advertisement and a redirect built by a python script into a LINKTYPE_RAW pcap,
/// which `tcpdump -vvv` (4.99.3) decodes with "[icmp6 sum ok]" as quoted beside each.
enum NDPFixture {
    static let hex = L4Fixture.hex
    static let rootLinkLocal = IPv6Address("fe80::7cb3:55ff:fee5:df23")!
    static let hostLinkLocal = IPv6Address("fe80::8ca3:cbff:fedc:b9a4")!
    static let root = IPv6Address("2001:db8:247::1")!
    static let host = IPv6Address("2001:db8:247::2")!

    /// 2001:db8:247::1 > ff02::1:ff00:2: neighbor solicitation, who has 2001:db8:247::2,
    /// source link-address option (1): 7e:b3:55:e5:df:23 (real).
    static let neighborSolicitation = hex("""
        8700 65dd 0000 0000 2001 0db8 0247 0000 0000 0000 0000 0002 0101 7eb3 55e5 df23
        """)
    static let solicitationPseudo = PseudoHeader.ipv6(source: root, destination: IPv6Address("ff02::1:ff00:2")!)

    /// 2001:db8:247::2 > 2001:db8:247::1: neighbor advertisement, tgt is 2001:db8:247::2,
    /// Flags [solicited, override], destination link-address option (2): 8e:a3:cb:dc:b9:a4 (real).
    static let neighborAdvertisement = hex("""
        8800 7179 6000 0000 2001 0db8 0247 0000 0000 0000 0000 0002 0201 8ea3 cbdc b9a4
        """)
    static let advertisementPseudo = PseudoHeader.ipv6(source: host, destination: root)

    /// fe80::8ca3:cbff:fedc:b9a4 > ff02::2: router solicitation, source link-address 8e:a3:cb:dc:b9:a4 (real).
    static let routerSolicitation = hex("8500 56e4 0000 0000 0101 8ea3 cbdc b9a4")
    static let routerSolicitationPseudo = PseudoHeader.ipv6(source: hostLinkLocal, destination: IPv6Address("ff02::2")!)

    /// fe80::7cb3:55ff:fee5:df23 > ff02::1 (crafted): "router advertisement, length 104 / hop limit 64,
    /// Flags [managed, other stateful], pref high, router lifetime 1800s, reachable time 30000ms,
    /// retrans timer 1000ms / source link-address 8e:a3:cb:dc:b9:a4 / mtu 1500 / prefix info
    /// 2001:db8:247::/64, Flags [onlink, auto], valid time 86400s, pref. time 14400s / rdnss lifetime
    /// 600s, addr: 2001:db8:247::53 addr: 2001:db8:247::54".
    static let routerAdvertisement = hex("""
        8600 70a5 40c8 0708 0000 7530 0000 03e8 0101 8ea3 cbdc b9a4 0501 0000 0000 05dc
        0304 40c0 0001 5180 0000 3840 0000 0000 2001 0db8 0247 0000 0000 0000 0000 0000
        1905 0000 0000 0258 2001 0db8 0247 0000 0000 0000 0000 0053 2001 0db8 0247 0000
        0000 0000 0000 0054
        """)
    static let routerAdvertisementPseudo = PseudoHeader.ipv6(source: rootLinkLocal, destination: IPv6Address("ff02::1")!)

    /// fe80::7cb3:55ff:fee5:df23 > 2001:db8:247::2 (crafted): "redirect, length 104, 2001:db8:99::7 to
    /// fe80::1 / destination link-address option (2) 8e:a3:cb:dc:b9:a4 / redirected header option (4),
    /// length 56 (7)" quoting an IPv6+UDP header 2001:db8:247::2.5353 > 2001:db8:99::7.53.
    static let redirect = hex("""
        8900 6b4b 0000 0000 fe80 0000 0000 0000 0000 0000 0000 0001 2001 0db8 0099 0000
        0000 0000 0000 0007 0201 8ea3 cbdc b9a4 0407 0000 0000 0000 6000 0000 0008 1140
        2001 0db8 0247 0000 0000 0000 0000 0002 2001 0db8 0099 0000 0000 0000 0000 0007
        14e9 0035 0008 0000
        """)
    static let redirectPseudo = PseudoHeader.ipv6(source: rootLinkLocal, destination: host)

    static let all: [([UInt8], PseudoHeader)] = [
        (neighborSolicitation, solicitationPseudo), (neighborAdvertisement, advertisementPseudo),
        (routerSolicitation, routerSolicitationPseudo), (routerAdvertisement, routerAdvertisementPseudo),
        (redirect, redirectPseudo),
    ]
}

@Suite struct NDPTests {
    typealias N = NDPFixture

    @Test func checksumsOfRealAndCraftedMessagesVerify() throws {
        for (bytes, pseudo) in N.all {
            let message = try ICMPv6Message(bytes)
            #expect(message.isNeighborDiscovery)
            #expect(message.checksumIsValid(pseudo) == true)
            var copy = bytes
            ICMPv6Message.fillChecksum(in: &copy, offset: 0, end: copy.count, pseudoHeader: pseudo)
            #expect(copy == bytes)
        }
    }

    @Test func neighborSolicitationAndAdvertisement() throws {
        let solicitation = try ICMPv6Message(N.neighborSolicitation)
        #expect(solicitation.type == .neighborSolicitation)
        #expect(solicitation.targetAddress == N.host)
        #expect(try solicitation.ndpOptions.parsed() == [.sourceLinkLayerAddress([0x7e, 0xb3, 0x55, 0xe5, 0xdf, 0x23])])
        let advertisement = try ICMPv6Message(N.neighborAdvertisement)
        #expect(advertisement.type == .neighborAdvertisement)
        #expect(advertisement.neighborFlags == [.solicited, .override])
        #expect(advertisement.targetAddress == N.host)
        let options = try advertisement.ndpOptions.parsed()
        #expect(options.count == 1 && options[0].macAddress == MACAddress("8e:a3:cb:dc:b9:a4"))
        #expect(options[0].type == NDPOptionType.targetLinkLayerAddress)
    }

    @Test func routerSolicitationAndAdvertisement() throws {
        let solicitation = try ICMPv6Message(N.routerSolicitation)
        #expect(solicitation.type == .routerSolicitation && solicitation.ndpOptionsOffset == 8)
        #expect(try solicitation.ndpOptions.parsed().first?.macAddress == MACAddress("8e:a3:cb:dc:b9:a4"))
        let advertisement = try ICMPv6Message(N.routerAdvertisement)
        #expect(advertisement.type == .routerAdvertisement)
        #expect(advertisement.currentHopLimit == 64)
        #expect(advertisement.routerFlags.contains([.managedAddressConfiguration, .otherConfiguration]))
        #expect(!advertisement.routerFlags.contains(.homeAgent) && advertisement.routerFlags.preference == 1)
        #expect(advertisement.routerLifetime == 1800)
        #expect(advertisement.reachableTime == 30000 && advertisement.retransmitTimer == 1000)
        #expect(try advertisement.ndpOptions.parsed() == [
            .sourceLinkLayerAddress([0x8e, 0xa3, 0xcb, 0xdc, 0xb9, 0xa4]),
            .mtu(1500),
            .prefixInformation(NDPPrefixInformation(
                prefixLength: 64, flags: [.onLink, .autonomousAddressConfiguration], validLifetime: 86400,
                preferredLifetime: 14400, prefix: IPv6Address("2001:db8:247::")!)),
            .recursiveDNSServers(lifetime: 600, servers: [IPv6Address("2001:db8:247::53")!,
                                                          IPv6Address("2001:db8:247::54")!]),
        ])
    }

    @Test func redirect() throws {
        let message = try ICMPv6Message(N.redirect)
        #expect(message.type == .redirect && message.ndpOptionsOffset == 40)
        #expect(message.targetAddress == IPv6Address("fe80::1"))
        #expect(message.destinationAddress == IPv6Address("2001:db8:99::7"))
        let options = try message.ndpOptions.parsed()
        #expect(options.count == 2)
        #expect(options[0].macAddress == MACAddress("8e:a3:cb:dc:b9:a4"))
        guard case .redirectedHeader(let quoted) = options[1] else {
            Issue.record("not a redirected header: \(options[1])")
            return
        }
        #expect(quoted.count == 48 && quoted[0] == 0x60 && quoted[6] == 17)
        #expect(Array(quoted[40..<44]) == [0x14, 0xe9, 0x00, 0x35])
    }

    @Test func optionsReencodeByteExactIntoPrefilledBuffer() throws {
        for (bytes, _) in N.all {
            let message = try ICMPv6Message(bytes)
            let start = try #require(message.ndpOptionsOffset)
            var buffer = [UInt8](repeating: 0xa5, count: bytes.count - start)
            var index = 0
            for option in try message.ndpOptions.parsed() {
                option.encode(into: &buffer, at: index)
                index += option.encodedLength
            }
            #expect(buffer == Array(bytes[start...]))
        }
    }

    @Test func optionValuesRoundTrip() throws {
        let options: [NDPOption] = [
            .sourceLinkLayerAddress([1, 2, 3, 4, 5, 6]), .targetLinkLayerAddress([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
            .mtu(9000), .redirectedHeader([]), .recursiveDNSServers(lifetime: 0xffff_ffff, servers: [.loopback]),
            .prefixInformation(NDPPrefixInformation(prefixLength: 48, flags: [.routerAddress], validLifetime: 1,
                                                    preferredLifetime: 2, prefix: IPv6Address("2001:db8::1")!)),
            .unknown(type: 31, data: [0, 0, 0, 0, 0, 1, 3, 0x61, 0x62, 0x63, 0, 0, 0, 0]),
        ]
        var bytes: [UInt8] = []
        for option in options {
            var chunk = [UInt8](repeating: 0xa5, count: option.encodedLength)
            option.encode(into: &chunk, at: 0)
            #expect(chunk.count % 8 == 0)
            bytes += chunk
        }
        #expect(try NDPOptions(bytes, from: 0, to: bytes.count).parsed() == options)
    }

    @Test func oddOptionsAreKeptAsUnknown() throws {
        // MTU with non-zero reserved bytes, prefix information of the wrong length, RDNSS with no servers.
        let area: [UInt8] = [5, 1, 0, 1, 0, 0, 5, 0xdc] + [3, 1, 0, 0, 0, 0, 0, 0] + [25, 1, 0, 0, 0, 0, 0, 1]
        #expect(try NDPOptions(area, from: 0, to: area.count).parsed() == [
            .unknown(type: 5, data: [0, 1, 0, 0, 5, 0xdc]), .unknown(type: 3, data: [0, 0, 0, 0, 0, 0]),
            .unknown(type: 25, data: [0, 0, 0, 0, 0, 1]),
        ])
    }

    @Test func badOptionLengthsAreReportedNotLooped() throws {
        func options(_ area: [UInt8]) -> [Result<NDPOption, WireError>] {
            Array(NDPOptions(area, from: 0, to: area.count))
        }
        let lla: [UInt8] = [1, 1, 1, 2, 3, 4, 5, 6]
        #expect(options(lla + [1, 0, 0, 0, 0, 0, 0, 0]) == [
            .success(.sourceLinkLayerAddress([1, 2, 3, 4, 5, 6])),
            .failure(.malformed(.icmpv6, .badOptionLength(kind: 1, length: 0))),
        ])
        #expect(options(lla + [3, 4, 0, 0]) == [
            .success(.sourceLinkLayerAddress([1, 2, 3, 4, 5, 6])),
            .failure(.malformed(.icmpv6, .badOptionLength(kind: 3, length: 4))),
        ])
        #expect(options(lla + [9]) == [
            .success(.sourceLinkLayerAddress([1, 2, 3, 4, 5, 6])),
            .failure(.malformed(.icmpv6, .badOptionLength(kind: 9, length: -1))),
        ])
        // 10,000 minimal options are walked once, linearly; zero-length ones stop at the first.
        let many = [UInt8]((0..<10_000).flatMap { _ in [200, 1, 0, 0, 0, 0, 0, 0] as [UInt8] })
        #expect(NDPOptions(many, from: 0, to: many.count).reduce(0) { count, _ in count + 1 } == 10_000)
        let zeros = [UInt8](repeating: 0, count: 80_000)
        #expect(Array(NDPOptions(zeros, from: 0, to: zeros.count)).count == 1)
        // In a real message: the NA with its option length zeroed.
        var bytes = N.neighborAdvertisement
        bytes[25] = 0
        #expect(throws: WireError.malformed(.icmpv6, .badOptionLength(kind: 2, length: 0))) {
            try ICMPv6Message(bytes).ndpOptions.parsed()
        }
    }

    @Test func everyPrefixDecodesOrThrows() {
        for (bytes, pseudo) in N.all {
            for count in 0...bytes.count {
                do {
                    let message = try ICMPv6Message(Array(bytes[0..<count]))
                    #expect(count >= 8)
                    _ = message.checksumIsValid(pseudo)
                    _ = (message.targetAddress, message.destinationAddress, message.reachableTime, message.retransmitTimer)
                    _ = (message.routerFlags, message.neighborFlags, message.currentHopLimit, message.routerLifetime)
                    for option in message.ndpOptions { _ = option }
                    if count < 24, message.type == .neighborSolicitation { #expect(message.targetAddress == nil) }
                } catch {
                    #expect(error == .truncated(.icmpv6, needed: 8, available: count))
                }
                _ = try? ICMPv6Message(bytes, offset: 0, messageLength: count).ndpOptions.map { $0 }
            }
        }
    }

    @Test func nonNDPTypesHaveNoOptions() throws {
        let echo = try ICMPv6Message(L4Fixture.icmp6EchoRequest)
        #expect(!echo.isNeighborDiscovery && echo.ndpOptionsOffset == nil)
        #expect(Array(echo.ndpOptions).isEmpty)
    }

    @Test func headerValuesAndOptionsBuildTheRealAdvertisementAndSolicitation() throws {
        let mac = try #require(MACAddress("8e:a3:cb:dc:b9:a4"))
        var advertisement = ICMPv6Header.neighborAdvertisement(flags: [.solicited, .override]).encoded8
            + N.host.bytes + NDPOption.encode([.targetLinkLayerAddress(mac.bytes)])
        ICMPv6Message.fillChecksum(in: &advertisement, offset: 0, end: advertisement.count, pseudoHeader: N.advertisementPseudo)
        #expect(advertisement == N.neighborAdvertisement)
        var solicitation = ICMPv6Header.routerSolicitation().encoded8 + NDPOption.encode([.sourceLinkLayerAddress(mac.bytes)])
        ICMPv6Message.fillChecksum(in: &solicitation, offset: 0, end: solicitation.count,
                                   pseudoHeader: N.routerSolicitationPseudo)
        #expect(solicitation == N.routerSolicitation)
        #expect(ICMPv6Header(try ICMPv6Message(N.neighborAdvertisement)).neighborFlags == [.solicited, .override])
    }

    @Test func routerAdvertisementHeaderValue() throws {
        let parsed = ICMPv6Header(try ICMPv6Message(N.routerAdvertisement))
        #expect(parsed.currentHopLimit == 64 && parsed.routerLifetime == 1800)
        #expect(parsed.routerFlags == NDPRouterFlags(rawValue: 0xc8))
        var built = ICMPv6Header.routerAdvertisement(currentHopLimit: 64, flags: NDPRouterFlags(rawValue: 0xc8),
                                                     routerLifetime: 1800)
        built.checksum = parsed.checksum
        #expect(built == parsed)
        built.routerLifetime = 0
        built.currentHopLimit = 255
        built.routerFlags = []
        #expect(built.restOfHeader == 0xff00_0000)
        built.neighborFlags = .router
        #expect(built.restOfHeader == 0x8000_0000)
    }
}

extension ICMPv6Header {
    /// The 8 header bytes, written into a buffer pre-filled with 0xa5 (so an unwritten byte shows).
    var encoded8: [UInt8] {
        var buffer = [UInt8](repeating: 0xa5, count: encodedLength)
        encode(into: &buffer, at: 0)
        return buffer
    }
}
