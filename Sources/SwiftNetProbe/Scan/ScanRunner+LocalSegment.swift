import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// The IPv4 targets that sit on a directly connected Ethernet segment (route without a gateway
/// through an ARP-capable interface), grouped by interface: these are discovered by ARP, as nmap
/// does, and everything else by IP probes.
struct LocalSegment {
    struct Group {
        var link: LinkInterface
        var source: IPv4Address
        var targets: [IPv4Address] = []
    }
    var groups: [Int32: Group] = [:]
    var members = Set<ScanAddress>()

    /// Most targets a block may have for a route lookup per address (when its first and last
    /// addresses leave by different ways); larger mixed blocks are left to the IP probes.
    static let perAddressLookupLimit: UInt64 = 4096
}

extension ScanRunner {
    /// Splits `addresses` into the local-segment groups (see `LocalSegment`). Our own addresses
    /// are never ARPed (the kernel answers them through loopback). Lookups are one per block
    /// when its first and last addresses share an on-link Ethernet route.
    static func localSegment(_ addresses: [ScanAddress], targets: TargetList, request: ScanRequest,
                             sources: ScanSources) -> LocalSegment {
        var segment = LocalSegment()
        let own = localIPv4Addresses()
        var links: [Int32: LinkInterface?] = [:]

        func onLink(_ address: ScanAddress) -> (link: LinkInterface, source: IPv4Address)? {
            guard case .v4 = address, let route = try? RouteLookup.route(to: address, interface: request.interface),
                  route.gateway == nil else { return nil }
            if links[route.interfaceIndex] == nil {
                links[route.interfaceIndex] = LinkInterface.ethernet(named: route.interfaceName, index: route.interfaceIndex)
            }
            guard let link = links[route.interfaceIndex] ?? nil,
                  case .v4(let source) = sources.source(for: address) ?? route.source else { return nil }
            return (link, source)
        }

        func add(_ address: ScanAddress, _ place: (link: LinkInterface, source: IPv4Address)) {
            guard case .v4(let ipv4) = address, !own.contains(ipv4), !targets.isExcluded(address) else { return }
            segment.groups[place.link.index, default: LocalSegment.Group(link: place.link, source: place.source)].targets.append(ipv4)
            segment.members.insert(address)
        }

        let wanted = Set(addresses)
        for block in targets.blocks.prefix(256) {
            guard case .v4 = block.address(at: 0) else { continue }
            let first = onLink(block.address(at: 0))
            let last = block.count > 1 ? onLink(block.address(at: block.count - 1)) : first
            if let first, let last, first.link == last.link, first.source == last.source {
                var index: UInt64 = 0
                while index < block.count {
                    let address = block.address(at: index)
                    if wanted.contains(address) { add(address, first) }
                    index += 1
                }
            } else if block.count <= LocalSegment.perAddressLookupLimit {
                var index: UInt64 = 0
                while index < block.count {
                    let address = block.address(at: index)
                    if wanted.contains(address), let place = onLink(address) { add(address, place) }
                    index += 1
                }
            }
        }
        return segment
    }

    /// Every IPv4 address of this host's interfaces (getifaddrs).
    static func localIPv4Addresses() -> Set<IPv4Address> {
        Set(localAddresses().compactMap { if case .v4(let address) = $0 { return address } else { return nil } })
    }

    /// ARP discovery of the local-segment targets: who answered (reason `arp-response`), their
    /// MAC addresses and latencies.
    static func arpDiscovery(_ segment: LocalSegment, settings: ScanSettings, trace: PacketTrace? = nil) throws(ScanError)
        -> (up: [ScanAddress: MACAddress], latency: [ScanAddress: Double], rtt: RTTEstimator) {
        var up: [ScanAddress: MACAddress] = [:]
        var latency: [ScanAddress: Double] = [:]
        var overall = RTTEstimator()
        for group in segment.groups.values.sorted(by: { $0.link.index < $1.link.index }) {
            let pinger: ARPPinger
            do {
                pinger = try ARPPinger(link: group.link, source: group.source)
            } catch {
                if case .noPermission = error {
                    throw ScanError(.noPermission, "raw sockets need root or CAP_NET_RAW: run with sudo, or use -sT")
                }
                throw ScanError(.system, "\(error)")
            }
            let result = pinger.run(group.targets, settings: settings, trace: trace)
            for (address, mac) in result.up { up[.v4(address)] = mac }
            for (address, seconds) in result.latency { latency[.v4(address)] = seconds }
            if result.rtt.samples > 0 && overall.samples == 0 { overall = result.rtt }
        }
        return (up, latency, overall)
    }
}
