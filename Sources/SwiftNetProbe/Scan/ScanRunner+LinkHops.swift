import Foundation
import SwiftNetWire

extension ScanRunner {
    /// Next hops for sending the port scan as link-layer frames (`ScanFrameSender`), as nmap
    /// sends at the Ethernet layer on Ethernet links: IPv4 targets whose route leaves by an
    /// Ethernet interface. The MAC address is the target's own on the local segment (from ARP
    /// discovery, else the kernel's neighbour table, else one ARP request of ours) or the
    /// gateway's (the kernel's table, else an ARP request). Targets without a known next hop are
    /// left out and go through the raw IP socket; so are IPv6 targets (no NDP here yet).
    static func linkHops(for addresses: [ScanAddress], targets: TargetList, request: ScanRequest,
                         known: [ScanAddress: MACAddress], sources: ScanSources) -> [ScanAddress: LinkHop] {
        let wanted = Set(addresses.filter { !$0.isIPv6 })
        guard !wanted.isEmpty else { return [:] }
        let own = localIPv4Addresses()
        let kernel = kernelARPTable()
        var links: [Int32: LinkInterface?] = [:]
        var gatewayMACs: [IPv4Address: MACAddress?] = [:]
        var hops: [ScanAddress: LinkHop] = [:]
        var unresolved: [Int32: (link: LinkInterface, source: IPv4Address, targets: [IPv4Address])] = [:]

        struct Way: Equatable {
            var link: LinkInterface
            var source: IPv4Address
            var gateway: IPv4Address?
        }

        func way(_ address: ScanAddress) -> Way? {
            guard let route = try? RouteLookup.route(to: address, interface: request.interface) else { return nil }
            if links[route.interfaceIndex] == nil {
                links[route.interfaceIndex] = LinkInterface.ethernet(named: route.interfaceName, index: route.interfaceIndex)
            }
            guard let link = links[route.interfaceIndex] ?? nil,
                  case .v4(let source) = sources.source(for: address) ?? route.source else { return nil }
            var gateway: IPv4Address?
            if let hop = route.gateway {
                guard case .v4(let ipv4) = hop else { return nil }
                gateway = ipv4
            }
            return Way(link: link, source: source, gateway: gateway)
        }

        func place(_ address: ScanAddress, _ way: Way) {
            guard case .v4(let ipv4) = address, !own.contains(ipv4) else { return }
            if let gateway = way.gateway {
                if gatewayMACs[gateway] == nil {
                    var mac = kernel[gateway].flatMap { $0.device == way.link.name ? $0.mac : nil }
                    if mac == nil, let pinger = try? ARPPinger(link: way.link, source: way.source) {
                        mac = pinger.run([gateway], settings: request.settings).up[gateway]
                    }
                    gatewayMACs[gateway] = .some(mac)
                }
                if let mac = gatewayMACs[gateway] ?? nil { hops[address] = LinkHop(interfaceIndex: way.link.index, mac: mac) }
                return
            }
            if let mac = known[address] ?? kernel[ipv4].flatMap({ $0.device == way.link.name ? $0.mac : nil }) {
                hops[address] = LinkHop(interfaceIndex: way.link.index, mac: mac)
            } else {
                unresolved[way.link.index, default: (way.link, way.source, [])].targets.append(ipv4)
            }
        }

        for block in targets.blocks.prefix(256) {
            guard case .v4 = block.address(at: 0) else { continue }
            let first = way(block.address(at: 0))
            let last = block.count > 1 ? way(block.address(at: block.count - 1)) : first
            let sameWay = first != nil && first == last
            guard sameWay || block.count <= LocalSegment.perAddressLookupLimit else { continue }
            var index: UInt64 = 0
            while index < block.count {
                let address = block.address(at: index)
                index += 1
                guard wanted.contains(address), hops[address] == nil else { continue }
                if let known = sameWay ? first : way(address) { place(address, known) }
            }
        }
        // On-link targets nobody resolved yet (-Pn): ask them by ARP, as nmap does before sending.
        for group in unresolved.values where group.targets.count <= Int(LocalSegment.perAddressLookupLimit) {
            guard let pinger = try? ARPPinger(link: group.link, source: group.source) else { continue }
            for (address, mac) in pinger.run(group.targets, settings: request.settings).up {
                hops[.v4(address)] = LinkHop(interfaceIndex: group.link.index, mac: mac)
            }
        }
        return hops
    }

    /// The kernel's complete IPv4 neighbour entries (/proc/net/arp: IP address, HW type, Flags,
    /// HW address, Mask, Device); incomplete ones (flags 0x0) are left out.
    static func kernelARPTable() -> [IPv4Address: (mac: MACAddress, device: String)] {
        guard let data = FileManager.default.contents(atPath: "/proc/net/arp") else { return [:] }
        return parseARPTable(String(decoding: data, as: UTF8.self))
    }

    /// The /proc/net/arp text form (one header line, then one entry per line).
    static func parseARPTable(_ text: String) -> [IPv4Address: (mac: MACAddress, device: String)] {
        var table: [IPv4Address: (MACAddress, String)] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[2] != "0x0", let address = IPv4Address(fields[0]),
                  let mac = MACAddress(fields[3]), mac != .zero else { continue }
            table[address] = (mac, String(fields[5]))
        }
        return table
    }
}
