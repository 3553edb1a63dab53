#if canImport(Glibc)
import Glibc
#endif

/// UDP under ICMP rate limits. A closed UDP port answers only with an ICMP port unreachable, and
/// hosts ration those: Linux sends one per second per destination after a burst of six
/// (net.ipv4.icmp_ratelimit, 1000 ms), so a fast pass sees a few closed ports and silence from the
/// rest, which would read as open|filtered. nmap answers with an ever longer send delay; swiftnet
/// uses what the limit is: a token bucket. For every host that sent an ICMP error in the passes
/// and still has silent ports, those ports are probed again one at a time per host (hosts in
/// parallel), each only once the host has a token again (`tokenInterval` after its last ICMP
/// error). A probe that gets an error spends the token, so the next waits; a probe that gets
/// nothing spent none (the host had a token to answer with and did not), so the port really is
/// silent and the next probe goes at once. A silent port is tried twice; an answer to the second
/// try means the interval was too short for this host, and it doubles (up to 8 s).
extension RawScanner {
    /// Linux's default ICMP error interval per destination (net.ipv4.icmp_ratelimit = 1000 ms).
    static let tokenInterval = 1.0
    static let longestTokenInterval = 8.0

    struct RateLimitedHost {
        var address: ScanAddress
        var queue: [(port: ScanPort, tries: Int)]
        var current: (port: ScanPort, tries: Int, sentAt: Double)?
        var interval = RawScanner.tokenInterval
    }

    /// Re-probes the silent UDP ports of hosts that showed they send ICMP errors (see above).
    /// Returns the probes sent. Stops early on a scan interrupt.
    func confirmRateLimitedUDP() -> Int {
        guard kind == .udp else { return 0 }
        var hosts: [RateLimitedHost] = state.withLock { state in
            state.lastICMPError.keys.sorted().compactMap { address in
                if let onlyHosts, !onlyHosts.contains(address) { return nil }
                let silent = plan.ports.filter {
                    $0.proto == .udp && !state.answers.isAnswered(address, $0) && plan.contains(address, $0)
                }
                return silent.isEmpty ? nil : RateLimitedHost(address: address, queue: silent.map { ($0, 1) })
            }
        }
        if debug && !hosts.isEmpty {
            printDebug("udp: \(hosts.count) host(s) rationing ICMP errors, \(hosts.reduce(0) { $0 + $1.queue.count }) silent port(s) to confirm")
        }
        var sent = 0
        while !hosts.isEmpty && !ScanInterrupt.isRequested {
            let now = Self.seconds(ProbeClock.now())
            let timeout = state.withLock { $0.estimator.timeout(settings) }
            for index in hosts.indices {
                var host = hosts[index]
                if let current = host.current {
                    let answered = state.withLock { $0.answers.isAnswered(host.address, current.port) }
                    if answered {
                        if current.tries > 1 { host.interval = min(Self.longestTokenInterval, host.interval * 2) }
                        host.current = nil
                    } else if now > current.sentAt + timeout {
                        if current.tries < 2 { host.queue.append((current.port, current.tries + 1)) }
                        host.current = nil
                    }
                }
                if host.current == nil, let next = host.queue.first {
                    let lastError = state.withLock { $0.lastICMPError[host.address] ?? 0 }
                    if now >= lastError + host.interval {
                        host.queue.removeFirst()
                        if state.withLock({ !$0.answers.isAnswered(host.address, next.port) }),
                           let source = sources.source(for: host.address), let sender = senders[host.address.family] {
                            let packet = probePacket(host.address, next.port, source: source, attempt: 0)
                            trace?.sent(packet)
                            _ = try? sender.send(batch: [packet], to: [host.address])
                            sent += 1
                            host.current = (next.port, next.tries, now)
                        }
                    }
                }
                hosts[index] = host
            }
            hosts.removeAll { $0.current == nil && $0.queue.isEmpty }
            if let hostTimeouts {
                hosts.removeAll { !hostTimeouts.mayProbe($0.address, now: monotonicSeconds()) }
            }
            usleep(2000)
        }
        return sent
    }
}
