import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

extension RawScanner {
    /// One sender's share of one pass: the chunks of the order it claims from `claims` (skipping
    /// probes answered in earlier passes), as link-layer frames where the target has a
    /// next hop, else through the raw IP sockets. With `--rate`: paced at rate / workers. Adaptive:
    /// a probe goes out when its host's window and the group's grant it (`ScanWindows`); a probe
    /// whose host has no room waits in that host's queue while the walk goes on to other hosts,
    /// so one slow host does not hold up the rest (the walk blocks only when the queues are full
    /// or at the end of the order). Returns the packets handed to the kernel (all packets), those
    /// the kernel took as frames, and the probes queued (the pass's probe count).
    func sendPass(attempt: Int, worker: Int, of workers: Int, claims: ProbeClaims, frames: ScanFrameSender?, passStart wallStart: Double)
        -> (sent: Int, frames: Int, queued: Int) {
        let adaptive = settings.adaptive
        let total = Int(min(plan.shardCount, UInt64(Int.max / 4)))
        let passStart = monotonicSeconds()
        let interval = Double(workers) / settings.rate

        var paced = 0           // probes handed to the kernel in this pass, for pacing
        var framesSent = 0
        var queued = 0
        // Frames per sendmmsg: about half a millisecond of probes at the rate (8 to 250), so the
        // pacing stays smooth at low rates and the system calls few at high ones.
        let frameBatch = max(8, min(250, Int(settings.rate / Double(workers) / 2000)))
        // The probes queued since the last send (one host per probe, and the answers each
        // awaits), put in flight (stamped) just before it.
        var pendingProbes: [(address: ScanAddress, keys: Int)] = []
        var pendingSamples: [SampleKey] = []
        // Adaptive: probes each host may still queue before asking the windows again; probes
        // waiting for room in their host's window, per host in walk order. The host of the last
        // probe keeps its grant in `budgetHost`/`budgetLeft` instead (consecutive probes mostly go
        // to one host: two dictionary hashes per probe otherwise).
        var budgets: [ScanAddress: Int] = [:]
        var budgetHost: ScanAddress?
        var budgetLeft = 0
        var waiting: [ScanAddress: HostQueue] = [:]
        var waitingCount = 0
        var nextDrain = 64
        // Enough for a whole 1-65535 scan of a few held hosts while the others go on (a few MB
        // at most); past it the walk waits for room, as one shared window would.
        let waitingLimit = 1 << 20
        var stalls = 0
        func pace() {
            if !adaptive {
                let due = passStart + Double(paced) * interval
                let now = monotonicSeconds()
                if due > now { usleep(UInt32(min(0.5, due - now) * 1e6)) }
            }
            guard !pendingProbes.isEmpty else { return }
            // Wall clock, the clock of the kernel's receive timestamps, so an RTT does not
            // include time the reply waited in our receive buffer or ring.
            let stamp = Self.wallNow()
            state.withLock { state in
                for key in pendingSamples { state.flight.add(key, at: stamp) }
                // One call per run of probes to the same host with the same key count (a
                // single-host scan: one per batch rather than one host look-up per probe).
                var index = 0
                while index < pendingProbes.count {
                    let probe = pendingProbes[index]
                    var end = index + 1
                    while end < pendingProbes.count && pendingProbes[end].keys == probe.keys
                        && pendingProbes[end].address == probe.address { end += 1 }
                    state.windows.stamped(probe.address, keys: probe.keys, granted: adaptive, count: end - index)
                    index = end
                }
                Self.expire(&state, now: stamp, settings: settings)
            }
            pendingSamples.removeAll(keepingCapacity: true)
            pendingProbes.removeAll(keepingCapacity: true)
        }
        func flushFrames() {
            guard let frames, frames.count > 0 else { return }
            pace()
            let count = frames.count
            framesSent += frames.flush()
            paced += count
        }
        var batches: [AddressFamily: ([[UInt8]], [ScanAddress])] = [:]
        func flush(_ family: AddressFamily) {
            guard let (packets, destinations) = batches[family], !packets.isEmpty, let sender = senders[family] else { return }
            pace()
            var offset = 0
            var failures = 0
            while offset < packets.count && failures < 200 {
                let slice = Array(packets[offset...]), targets = Array(destinations[offset...])
                do {
                    offset += try sender.send(batch: slice, to: targets)
                } catch {
                    if case .system(_, let code) = error, code == ENOBUFS || code == EAGAIN {
                        failures += 1
                        usleep(500)   // the queue is full: let it drain, then send the rest
                    } else {
                        offset += 1   // this destination failed (no neighbour, no route): skip it
                    }
                }
            }
            paced += packets.count
            batches[family] = ([], [])
        }
        func flushAll() {
            flush(.ipv4)
            flush(.ipv6)
            flushFrames()
        }
        var stopped: Bool { stopping.load(ordering: .relaxed) || ScanInterrupt.isRequested }
        // Adaptive: takes one probe of `address`'s grant, asking the windows for more when it is
        // spent; false when neither window has room for it now.
        func take(_ address: ScanAddress) -> Bool {
            if address != budgetHost {
                if let budgetHost, budgetLeft > 0 { budgets[budgetHost] = budgetLeft }
                budgetHost = address
                budgetLeft = budgets.removeValue(forKey: address) ?? 0
            }
            if budgetLeft > 0 {
                budgetLeft -= 1
                return true
            }
            let now = Self.wallNow()
            let granted = state.withLock { state -> Int in
                Self.expire(&state, now: now, settings: settings)
                return state.windows.grant(address, upTo: frameBatch, elapsed: now - wallStart)
            }
            guard granted > 0 else { return false }
            budgetLeft = granted - 1
            return true
        }
        // A grant taken but not used (the host's time ran out) is kept for its next probe.
        func giveBack(_ address: ScanAddress) {
            if address == budgetHost { budgetLeft += 1 } else { budgets[address, default: 0] += 1 }
        }
        // The last target's source address and next hop: consecutive probes mostly go to the
        // same host, and these are two dictionary look-ups per probe otherwise.
        var routeCache: (address: ScanAddress, source: ScanAddress?, hop: LinkHop?)?
        // Queues one probe for sending (granted already, when adaptive).
        func emit(_ address: ScanAddress, _ port: ScanPort) {
            if routeCache?.address != address {
                routeCache = (address, sources.source(for: address), frames == nil ? nil : linkHops[address])
            }
            guard let source = routeCache?.source else { return }
            // Built only where needed: the frame path writes IPv4 TCP probes in place.
            func packets() -> [[UInt8]] {
                kind == .discovery
                    ? discoveryProbes(address, source: source, attempt: attempt)
                    : [probePacket(address, port, source: source, attempt: attempt)]
            }
            queued += 1
            if kind == .discovery {
                let keys = discovery.sampleKeys(isIPv6: address.isIPv6)
                for key in keys { pendingSamples.append(SampleKey(address: address, port: key, attempt: attempt)) }
                pendingProbes.append((address, keys.count))
            } else {
                pendingSamples.append(SampleKey(address: address, port: port, attempt: attempt))
                pendingProbes.append((address, 1))
            }
            if let frames, let hop = routeCache?.hop {
                if kind != .udp, case .v4(let from) = source, case .v4(let to) = address {
                    let sourcePort = cookie.sourcePort(target: address, port: port, attempt: attempt)
                    let value = cookie.sequence(target: address, port: port, sourcePort: sourcePort)
                    let (sequence, acknowledgment) = kind.sequenceAndAcknowledgment(value)
                    let length = ScanPackets.writeTCPv4(
                        into: frames.nextSlot(), from: from, to: to, sourcePort: sourcePort, port: port.number,
                        sequence: sequence, acknowledgment: acknowledgment, flags: kind.tcpFlags,
                        ipID: UInt16(truncatingIfNeeded: value >> 7))
                    frames.commit(length: length, hop: hop, isIPv6: false)
                    // The same bytes as the slot holds, built again only when tracing.
                    trace?.sent(probePacket(address, port, source: source, attempt: attempt))
                } else {
                    for packet in packets() {
                        trace?.sent(packet)
                        frames.append(packet, hop: hop)
                    }
                }
                if frames.count >= frameBatch { flushFrames() }
                return
            }
            // Taken out of the dictionary while appending, so the arrays are not copied.
            var entry = batches.removeValue(forKey: address.family) ?? ([], [])
            let built = packets()
            if let trace { for packet in built { trace.sent(packet) } }
            entry.0 += built
            entry.1 += Array(repeating: address, count: built.count)
            batches[address.family] = entry
            if entry.0.count >= 64 { flush(address.family) }
        }
        // Sends what the windows now allow of the waiting probes, each host's in order. Blocking:
        // until at least one goes out (what is queued is sent first, so the windows count it);
        // false when the scan stops.
        func drainWaiting(blocking: Bool) -> Bool {
            while true {
                var sentAny = false
                for address in Array(waiting.keys) {
                    guard var queue = waiting.removeValue(forKey: address) else { continue }
                    let before = queue.head
                    while let port = queue.next, take(address) {
                        queue.head += 1
                        if let hostTimeouts, !hostTimeouts.mayProbe(address, now: monotonicSeconds()) {
                            giveBack(address)     // not sent: the grant is kept
                        } else {
                            emit(address, port)
                        }
                    }
                    waitingCount -= queue.head - before
                    if queue.head > before { sentAny = true }
                    if queue.next != nil { waiting[address] = queue }
                }
                if sentAny || !blocking || waitingCount == 0 { return !stopped }
                if stopped { return false }
                flushAll()
                if debug {
                    stalls += 1
                    if stalls % 1000 == 0 {
                        let snapshot = state.withLock { ($0.flight.count, $0.windows.outstanding, $0.windows.sentInPass, Int($0.windows.group.window)) }
                        printDebug("stalled \(stalls): in flight \(snapshot.0), outstanding \(snapshot.1), sent \(snapshot.2), group window \(snapshot.3), waiting \(waitingCount), elapsed \(Self.wallNow() - wallStart)")
                    }
                }
                usleep(100)
            }
        }
        var hostAllowed: (address: ScanAddress, allowed: Bool)?
        // Chunks of the order claimed in turn with the other workers (`ProbeClaims`).
        let claim = { () -> UInt64 in
            let chunk = claims.next()
            // Progress counts the first pass only: how many retries adaptive timing makes is not
            // known in advance, and they are few probes (the unanswered ones) after a timeout.
            if worker == 0 && attempt == 0 && chunk > 0 {
                self.progress?(min(Int(clamping: chunk &* ProbeClaims.chunkSize), total), total)
            }
            return chunk
        }
        plan.forEachClaimedProbe(chunkSize: ProbeClaims.chunkSize, claim: claim) { address, port in
            if let onlyProtocol, port.proto != onlyProtocol { return true }
            if let onlyHosts {
                // Looked up once per run of probes to one host, not per probe.
                if hostAllowed?.address != address { hostAllowed = (address, onlyHosts.contains(address)) }
                if hostAllowed?.allowed != true { return true }
            }
            if !skip.isEmpty, skip[address]?.contains(port) == true { return true }
            if let hostTimeouts, !hostTimeouts.mayProbe(address, now: monotonicSeconds()) { return true }
            if attempt > 0 {
                let answered = state.withLock { kind == .discovery ? $0.up[address] != nil : $0.answers.isAnswered(address, port) }
                if answered { return true }
            }
            if adaptive {
                // Behind its host's waiting probes, or waiting itself when its host has no room.
                // One hash for the usual case, a host with probes waiting already: found and
                // appended to through the same index.
                let queued = waitingCount > 0 ? waiting.index(forKey: address) : nil
                if queued != nil || !take(address) {
                    if let queued {
                        waiting.values[queued].ports.append(port)
                    } else {
                        waiting[address, default: HostQueue()].ports.append(port)
                    }
                    waitingCount += 1
                    if waitingCount >= waitingLimit { return drainWaiting(blocking: true) }
                    if waitingCount >= nextDrain {
                        // Now and then, not per probe: a sweep costs one look per waiting host.
                        let going = drainWaiting(blocking: false)
                        // What the windows granted goes out now. Left in the batch until it
                        // fills, it waited for the walk to block, which is at the end of the
                        // order while the queues have room: a -p- scan walked all 65,535 probes
                        // (10-20 ms) before its first 64 left.
                        if !pendingProbes.isEmpty { flushAll() }
                        nextDrain = waitingCount + max(64, waiting.count)
                        return going
                    }
                    return !stopped
                }
            }
            emit(address, port)
            return !stopped
        }
        while adaptive && waitingCount > 0 && drainWaiting(blocking: true) {}
        flushAll()
        pace()      // probes granted but skipped by a stop
        if let budgetHost, budgetLeft > 0 { budgets[budgetHost, default: 0] += budgetLeft }
        if !budgets.isEmpty {
            let unused = budgets.filter { $0.value > 0 }
            if !unused.isEmpty {
                state.withLock { state in
                    for (address, count) in unused { state.windows.returnUnused(address, count) }
                }
            }
        }
        if debug { printDebug("worker \(worker): \(queued) probes, \(stalls) waits for room, done at \(monotonicSeconds() - passStart)") }
        return (paced, framesSent, queued)
    }

    /// The chunks of one pass's order that its workers claim in turn (`ScanPlan.forEachClaimedProbe`).
    final class ProbeClaims: Sendable {
        /// Positions per chunk: small enough that the workers end within a few hundred probes of
        /// each other, large enough that claiming costs nothing.
        static let chunkSize: UInt64 = 256
        private let claimed = Atomic<UInt64>(0)

        /// The next unclaimed chunk's number.
        func next() -> UInt64 { claimed.add(1, ordering: .relaxed).oldValue }
    }

    /// One host's probes waiting for room in its window, oldest first.
    struct HostQueue {
        var ports: [ScanPort] = []
        var head = 0
        var next: ScanPort? { head < ports.count ? ports[head] : nil }
    }
}
