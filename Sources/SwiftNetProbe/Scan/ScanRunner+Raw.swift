import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif
extension ScanRunner {
    /// The source address per family and the interface to listen on, from the kernel's routes to the
    /// targets (`ip route get`), with -S and -e applied. Throws `.unavailable` for no route or a
    /// bad interface, `.badTarget` for a bad -S.
    static func routing(for targets: TargetList, request: ScanRequest) throws(ScanError)
        -> (sources: ScanSources, interfaceIndex: Int32) {
        var overrideSource: ScanAddress?
        if let text = request.source {
            guard let address = ScanAddress(text) else { throw ScanError(.badTarget, "bad source address '\(text)' for -S") }
            overrideSource = address
        }
        var sources = ScanSources()
        var interfaces = Set<Int32>()
        // One lookup per block (its first address): blocks are few, addresses may be many.
        for block in targets.blocks.prefix(256) {
            let address = block.address(at: 0)
            let source = overrideSource?.family == address.family ? overrideSource : nil
            do {
                let route = try RouteLookup.route(to: address, source: source, interface: request.interface)
                sources.add(block, source: route.source)
                interfaces.insert(route.interfaceIndex)
                // Addresses inside one block may leave by different interfaces (our own address
                // goes by lo): sample a few more so the receiver is not bound to the wrong one.
                let count = block.count
                let step = max(1, count / 16)
                for index in stride(from: step, to: count, by: Int(step)).prefix(16) + [count - 1] where index > 0 {
                    if let other = try? RouteLookup.route(to: block.address(at: index), source: source, interface: request.interface) {
                        interfaces.insert(other.interfaceIndex)
                    }
                }
            } catch {
                switch error {
                case .noSuchInterface(let name): throw ScanError(.unavailable, "no interface '\(name)'")
                case .noPermission: throw ScanError(.noPermission, "\(error)")
                default: throw ScanError(.unavailable, "no route to \(address): \(error)")
                }
            }
        }
        // Our own addresses among the targets answer through loopback, wherever they sit in a
        // block (the samples above miss them in a /27 or larger).
        for address in ownTargets(targets) {
            if let route = try? RouteLookup.route(to: address, interface: request.interface) {
                interfaces.insert(route.interfaceIndex)
            }
        }
        return (sources, interfaces.count == 1 ? interfaces.first! : 0)
    }

    /// Runs a raw scan (SYN, ACK, UDP, or -sn discovery), with host discovery first unless -Pn.
    /// `services` is asked for only when the port list needs it (see `ports(for:services:)`).
    public static func runRaw(_ request: ScanRequest, resolve: Resolver, services: @autoclosure () -> ServiceTable,
                              progress: ((Int, Int) -> Void)? = nil) throws(ScanError) -> ScanReport {
        let ports = try ports(for: request, services: services)
        let targets = try targets(for: request, resolve: resolve)
        // One plan over every (target, port): shards split it once, whatever discovery finds.
        let portPlan = ScanPlan(targets: targets, ports: ports, seed: request.seed, shard: request.shard)
        // Which engines go without packet sockets, decided here once (`receivesThroughIPSockets`):
        // every reply must come to an address of ours through any interface (no -S, no -e).
        let families = Set(targets.blocks.map { $0.address(at: 0).family })
        let repliesToOwnAddress = request.source == nil && request.interface == nil
        func receivesThroughIPSockets(_ kind: RawProbeKind, _ plan: ScanPlan) -> Bool {
            RawScanner.receivesThroughIPSockets(kind: kind, probes: plan.shardCount, families: families,
                                                repliesToOwnAddress: repliesToOwnAddress)
        }
        // The first port-scan engine's receive ring, set up while routes are looked up and hosts
        // discovered (`ScanRingPreparation`); closed unused if the scan ends before it.
        // The one begun at process start (`startEarly`) is the largest, so it serves any scan.
        let firstKind = RawProbeKind(scanType: ports.contains { $0.proto == .tcp } ? request.tcpType ?? .syn : .udp)
        let early = ScanRingPreparation.takeEarly()
        let replies = RawScanner.replyEstimate(kind: firstKind, plan: portPlan)
        let wantsRing = !request.discoveryOnly && !receivesThroughIPSockets(firstKind, portPlan) && RawScanner.usesRing(replies: replies)
        if !wantsRing { early?.discard() }
        let ringPreparation = wantsRing ? early ?? ScanRingPreparation(replies: replies) : nil
        var preparedRing = ringPreparation
        defer { ringPreparation?.discard() }
        let (sources, interfaceIndex) = try routing(for: targets, request: request)
        let start = unixTime()
        let started = monotonicSeconds()
        let cookie = ProbeCookie(hasher: SipHash24.random())
        // SWIFTNET_SCAN_DEBUG=1: when each phase ended, on stderr.
        let debug = getenv("SWIFTNET_SCAN_DEBUG") != nil
        func phase(_ name: String) {
            guard debug else { return }
            var line = Array("scan: \(name) done at \(monotonicSeconds() - started)\n".utf8)
            _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        }

        func engine(_ plan: ScanPlan, _ kind: RawProbeKind, ring: ScanRingPreparation? = nil) throws(ScanError) -> RawScanner {
            do {
                let scanner = try RawScanner(plan: plan, kind: kind, settings: request.settings, sources: sources,
                                             interface: request.interface, receiveInterfaceIndex: interfaceIndex, cookie: cookie,
                                             ipSockets: receivesThroughIPSockets(kind, plan), preparedRing: ring,
                                             interimIPSockets: RawScanner.repliesReachIPSockets(kind: kind, families: families,
                                                                                                repliesToOwnAddress: repliesToOwnAddress))
                scanner.progress = progress
                scanner.trace = request.packetTrace
                scanner.onOpenPort = request.onOpenPort
                return scanner
            } catch {
                switch error {
                case .noPermission: throw ScanError(.noPermission, "raw sockets need root or CAP_NET_RAW: run with sudo, or use -sT")
                case .noSuchInterface(let name): throw ScanError(.unavailable, "no interface '\(name)'")
                default: throw ScanError(.system, "\(error)")
                }
            }
        }

        let allAddresses = targets.addresses()
        var upReasons: [ScanAddress: String] = [:]
        var latency: [ScanAddress: Double] = [:]
        var discoveryRTT: RTTEstimator?
        var macs: [ScanAddress: MACAddress] = [:]
        if request.skipDiscovery {
            for address in allAddresses { upReasons[address] = "user-set" }
        } else {
            // Targets on a directly connected Ethernet segment: ARP, as nmap does (an ARP reply
            // cannot be filtered by the host's IP firewall). The rest: IP probes.
            var ipTargets: Set<ScanAddress>?
            // Our own addresses are up without a probe, as nmap reports them.
            let own = ownTargets(targets)
            for address in own { upReasons[address] = "localhost-response" }
            if !own.isEmpty { ipTargets = Set(allAddresses).subtracting(own) }
            if request.arpPing {
                let segment = localSegment(allAddresses, targets: targets, request: request, sources: sources)
                if !segment.members.isEmpty {
                    let arp = try arpDiscovery(segment, settings: request.settings, trace: request.packetTrace)
                    for (address, mac) in arp.up {
                        upReasons[address] = "arp-response"
                        macs[address] = mac
                    }
                    latency.merge(arp.latency) { first, _ in first }
                    if arp.rtt.samples > 0 { discoveryRTT = arp.rtt }
                    ipTargets = (ipTargets ?? Set(allAddresses)).subtracting(segment.members)
                }
            }
            if request.arpPing {
                // IPv6 on the local segment: NDP, as ARP for IPv4 (an advertisement cannot be
                // filtered by the host's IP firewall either).
                let groups = localSegment6(allAddresses, targets: targets, request: request, sources: sources)
                if !groups.isEmpty {
                    let ndp = try ndpDiscovery(groups, settings: request.settings, trace: request.packetTrace)
                    for (address, mac) in ndp.up {
                        upReasons[address] = "nd-response"
                        if mac != .zero { macs[address] = mac }
                    }
                    latency.merge(ndp.latency) { first, _ in first }
                    if discoveryRTT == nil && ndp.rtt.samples > 0 { discoveryRTT = ndp.rtt }
                    ipTargets = (ipTargets ?? Set(allAddresses)).subtracting(ndp.asked)
                }
            }
            let probes = request.discoveryProbes ?? .nmapDefault
            if ipTargets?.isEmpty != true && probes.sendsIP {
                // Discovery is not sharded: every shard needs to know which hosts are up.
                let plan = ScanPlan(targets: targets, ports: [ScanPort(.tcp, 443)], seed: request.seed)
                let scanner = try engine(plan, .discovery)
                scanner.onlyHosts = ipTargets
                scanner.discovery = probes
                let (answers, up) = scanner.run()
                upReasons.merge(up) { first, _ in first }
                if discoveryRTT == nil { discoveryRTT = answers.rtt.values.first }
                for (address, estimate) in answers.rtt where latency[address] == nil { latency[address] = estimate.smoothed }
            }
        }
        phase("discovery")
        var answers = ScanAnswers()
        let hostTimeouts = HostTimeouts(limit: request.settings.hostTimeout)
        var scanTypes: [ScanProtocol: ScanType] = [:]
        if !request.discoveryOnly && !ScanInterrupt.isRequested {
            let upHosts = Set(upReasons.keys)
            // Ethernet next hops for the port scan, unless --send-ip asks for raw IP sockets, or
            // the scan is a small IPv4 TCP one that goes without packet sockets (the frame
            // sender's close would hold the exit for a grace period; see `ipSocketProbeLimit`).
            let withoutPacketSockets = !ports.contains(where: { $0.proto != .tcp })
                && receivesThroughIPSockets(RawProbeKind(scanType: request.tcpType ?? .syn), portPlan)
            let hops = request.sendEthernet && !withoutPacketSockets
                ? linkHops(for: allAddresses.filter { upHosts.contains($0) }, targets: targets, request: request,
                           known: macs, sources: sources)
                : [:]
            phase("next hops (\(hops.count))")
            for proto in ScanProtocol.allCases where ports.contains(where: { $0.proto == proto }) && !ScanInterrupt.isRequested {
                let type: ScanType = proto == .udp ? .udp : request.tcpType ?? .syn
                let kind = RawProbeKind(scanType: type)
                scanTypes[proto] = type
                guard !upHosts.isEmpty else { continue }
                let scanner = try engine(portPlan, kind, ring: kind == firstKind ? preparedRing : nil)
                preparedRing = nil
                if let discoveryRTT { scanner.seedRTT(discoveryRTT) }
                scanner.onlyProtocol = proto
                scanner.onlyHosts = request.skipDiscovery ? nil : upHosts
                scanner.linkHops = hops
                if hostTimeouts.isActive { scanner.hostTimeouts = hostTimeouts }
                if let resume = request.resume { scanner.skip = resume.skip }
                let result = scanner.run().answers
                phase("\(proto) engine")
                if answers.verdicts.isEmpty {
                    answers.verdicts = result.verdicts      // the usual single engine: no copy per port
                } else {
                    for (address, verdicts) in result.verdicts {
                        for (port, verdict) in verdicts { answers.record(address, port, verdict) }
                    }
                }
                for (address, estimate) in result.rtt where latency[address] == nil { latency[address] = estimate.smoothed }
            }
        }
        phase("port scan")
        let elapsed = monotonicSeconds() - started
        let timedOut = hostTimeouts.timedOut
        let hosts = allAddresses.map { address in
            var host = HostResult(address: address, isUp: upReasons[address] != nil, upReason: upReasons[address] ?? "no-response",
                                  latency: latency[address], answered: answers.verdicts[address] ?? [:])
            host.mac = macs[address]
            if timedOut.contains(address) { host.giveUp() }
            return host
        }
        var report = ScanReport(scanTypes: scanTypes, ports: ports, hosts: hosts, startTime: start, elapsed: elapsed,
                                commandLine: request.commandLine, discoveryOnly: request.discoveryOnly,
                                targetCount: allAddresses.count)
        report.plan = portPlan
        report.interruptedBy = ScanInterrupt.signal
        if let resume = request.resume { report.merge(resume) }
        return report
    }
}
