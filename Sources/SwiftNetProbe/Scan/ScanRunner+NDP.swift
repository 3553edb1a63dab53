import SwiftNetWire

extension ScanRunner {
    /// The IPv6 targets on a directly connected Ethernet segment (route without a gateway through
    /// an interface that does neighbour discovery), grouped by interface with our source there:
    /// these are discovered by NDP, as nmap does. Lookups are one per block (its first and last
    /// address); our own addresses are never solicited (they answer through loopback).
    static func localSegment6(_ addresses: [ScanAddress], targets: TargetList, request: ScanRequest,
                              sources: ScanSources) -> [(link: LinkInterface, source: IPv6Address, targets: [IPv6Address])] {
        let own = localAddresses()
        var links: [Int32: LinkInterface?] = [:]
        func onLink(_ address: ScanAddress) -> (link: LinkInterface, source: IPv6Address)? {
            guard case .v6 = address, let route = try? RouteLookup.route(to: address, interface: request.interface),
                  route.gateway == nil else { return nil }
            if links[route.interfaceIndex] == nil {
                links[route.interfaceIndex] = LinkInterface.ethernet(named: route.interfaceName, index: route.interfaceIndex)
            }
            guard let link = links[route.interfaceIndex] ?? nil,
                  case .v6(let source) = sources.source(for: address) ?? route.source else { return nil }
            return (link, source)
        }
        var groups: [Int32: (link: LinkInterface, source: IPv6Address, targets: [IPv6Address])] = [:]
        let wanted = Set(addresses)
        for block in targets.blocks.prefix(256) {
            guard case .v6 = block.address(at: 0), block.count <= LocalSegment.perAddressLookupLimit else { continue }
            let first = onLink(block.address(at: 0))
            let last = block.count > 1 ? onLink(block.address(at: block.count - 1)) : first
            guard let first, let last, first.link == last.link, first.source == last.source else { continue }
            var index: UInt64 = 0
            while index < block.count {
                let address = block.address(at: index)
                index += 1
                guard wanted.contains(address), !own.contains(address), !targets.isExcluded(address),
                      case .v6(let ipv6) = address else { continue }
                groups[first.link.index, default: (first.link, first.source, [])].targets.append(ipv6)
            }
        }
        return groups.values.sorted { $0.link.index < $1.link.index }
    }

    /// NDP discovery of the on-link IPv6 targets: who advertised itself (reason `nd-response`),
    /// their MAC addresses and latencies, and who was asked.
    static func ndpDiscovery(_ groups: [(link: LinkInterface, source: IPv6Address, targets: [IPv6Address])],
                             settings: ScanSettings, trace: PacketTrace?) throws(ScanError)
        -> (asked: Set<ScanAddress>, up: [ScanAddress: MACAddress], latency: [ScanAddress: Double], rtt: RTTEstimator) {
        var asked = Set<ScanAddress>()
        var up: [ScanAddress: MACAddress] = [:]
        var latency: [ScanAddress: Double] = [:]
        var overall = RTTEstimator()
        for group in groups {
            let pinger: NDPPinger
            do {
                pinger = try NDPPinger(link: group.link, source: group.source)
            } catch {
                if case .noPermission = error {
                    throw ScanError(.noPermission, "raw sockets need root or CAP_NET_RAW: run with sudo, or use -sT")
                }
                throw ScanError(.system, "\(error)")
            }
            let result = pinger.run(group.targets, settings: settings, trace: trace)
            for target in group.targets { asked.insert(.v6(target)) }
            for (address, mac) in result.up { up[.v6(address)] = mac }
            for (address, seconds) in result.latency { latency[.v6(address)] = seconds }
            if result.rtt.samples > 0 && overall.samples == 0 { overall = result.rtt }
        }
        return (asked, up, latency, overall)
    }
}
