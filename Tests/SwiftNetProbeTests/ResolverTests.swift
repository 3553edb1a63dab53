import SwiftNetWire
import Testing
@testable import SwiftNetProbe

@Suite struct ResolverTests {
    @Test func numericAddressesParseWithoutLookup() throws {
        #expect(try HostResolver.resolve("198.18.30.2") == .v4(IPv4Address(198, 18, 30, 2)))
        #expect(try HostResolver.resolve("2001:db8:30::2") == .v6(IPv6Address("2001:db8:30::2")!))
        #expect(try HostResolver.resolve("::1", family: .ipv6) == .v6(.loopback))
    }

    @Test func familyMismatchNamesTheHost() {
        #expect(throws: ProbeError.unknownHost(host: "127.0.0.1", reason: "Address family for hostname not supported")) {
            try HostResolver.resolve("127.0.0.1", family: .ipv6)
        }
    }

    @Test func invalidNamesFailAtOnceNamingTheHost() {
        #expect(throws: ProbeError.unknownHost(host: "no-such-host.invalid", reason: "Name or service not known")) {
            try HostResolver.resolve("no-such-host.invalid")
        }
        let error = ProbeError.unknownHost(host: "no-such-host.invalid", reason: "Name or service not known")
        #expect(error.description == "no-such-host.invalid: Name or service not known")
    }

    @Test func localhostResolvesFromHostsFile() throws {
        #expect(try HostResolver.resolve("localhost", family: .ipv4) == .v4(.loopback))
    }

    @Test func addressesConvertThroughSocketAddresses() {
        for address in [IPAddress.v4(IPv4Address(198, 18, 30, 2)), .v6(IPv6Address("2001:db8:30::2")!)] {
            let back = address.withSocketAddress(port: 7) { pointer, _ in IPAddress(socketAddress: pointer) }
            #expect(back == address)
        }
    }
}

@Suite struct RouteLookupTests {
    @Test func loopbackRouteUsesLo() throws {
        let route = try RouteLookup.route(to: .v4(.loopback))
        #expect(route.interfaceName == "lo")
        #expect(route.source == .v4(.loopback))
        #expect(route.gateway == nil)
    }

    @Test func sourceOverrideIsKept() throws {
        let spoofed = IPAddress.v4(IPv4Address(127, 9, 9, 9))
        let route = try RouteLookup.route(to: .v4(.loopback), source: spoofed)
        #expect(route.source == spoofed)
    }

    @Test func unknownInterfaceIsNamed() {
        #expect(throws: ProbeError.noSuchInterface("nosuch0")) {
            try RouteLookup.route(to: .v4(.loopback), interface: "nosuch0")
        }
    }

    @Test(.enabled(if: isRoot)) func routedLabGoesViaTheRouter() throws {
        guard let lab = Lab.make("prt31", routed: true) else { Issue.record("lab.sh router failed"); return }
        defer { lab.down() }
        let route = try RouteLookup.route(to: IPAddress(lab.farHost)!)
        #expect(route.interfaceName == lab.interface)
        #expect(route.source == IPAddress(lab.rootSide))
        #expect(route.gateway == IPAddress("198.18.\(lab.subnet).2"))
        #expect(route.description == "\(lab.farHost) via 198.18.\(lab.subnet).2 dev \(lab.interface) src \(lab.rootSide)")
        let route6 = try RouteLookup.route(to: IPAddress(lab.farHost6)!)
        #expect(route6.interfaceName == lab.interface)
        #expect(route6.source == IPAddress(lab.rootSide6))
        let forced = try RouteLookup.route(to: IPAddress(lab.host)!, interface: "lo")
        #expect(forced.interfaceName == "lo")
    }
}
