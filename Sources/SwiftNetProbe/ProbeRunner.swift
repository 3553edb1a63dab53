import Foundation
import SwiftNetPcap
import SwiftNetWire

/// How crafted probes are paced and bounded (hping3's -c, -i, --fast/--faster, --flood).
public struct ProbeSchedule: Sendable {
    /// Probes to send; nil: until the duration ends or `stopRequested`.
    public var count: Int?
    /// Nanoseconds between probes (ignored by flood).
    public var intervalNanoseconds: Int64 = 1_000_000_000
    /// Send as fast as the kernel takes them, in sendmmsg batches; replies are counted, not printed.
    public var flood = false
    /// Seconds after which sending stops whatever the count.
    public var duration: Double?
    /// Seconds to keep listening after the last probe.
    public var linger: Double = 1
    /// Flood through a link-layer (AF_PACKET, qdisc bypass) socket to the next hop's MAC address
    /// when the kernel knows it (IPv4 over Ethernet-like links), instead of the raw IP socket.
    public var linkLayerInjection = false
    /// How the destination port moves from probe to probe (hping3's `-p`, `-p +N`, `-p ++N`).
    public var destinationPortStep: DestinationPortStep = .fixed

    public init() {}
}

/// hping3's destination port forms: `-p N` fixed, `-p +N` one more for each reply received,
/// `-p ++N` one more for each packet sent. Ports count 1...65535 and wrap to 1 (never 0).
public enum DestinationPortStep: Sendable, Equatable {
    case fixed
    case perReply
    case perPacket

    /// `base + offset` in 1...65535, wrapping past 65535 to 1.
    public static func port(_ base: UInt16, plus offset: Int) -> UInt16 {
        UInt16(truncatingIfNeeded: (Int(base) - 1 + offset % 65535) % 65535 + 1)
    }

    /// Whether a reply from `port` can answer one of the first `sent` probes counted from `base`
    /// under this step: the base itself when fixed, else one of the `sent` ports from it on (both
    /// steps move one port at a time and never further than once per probe).
    public func mayHaveProbed(_ port: UInt16, base: UInt16, sent: Int) -> Bool {
        if self == .fixed || port == base { return port == base }
        guard port != 0 else { return false }
        let offset = (Int(port) - Int(base) + 65535) % 65535
        return offset < sent
    }
}

/// Counters of a crafted-probe run, and hping3's statistics text.
public struct ProbeRunStatistics: Sendable, Equatable {
    public var transmitted = 0
    public var received = 0
    public var minimumMicroseconds: Int64 = .max
    public var maximumMicroseconds: Int64 = 0
    public var sumMicroseconds: Int64 = 0
    public var elapsedNanoseconds: Int64 = 0

    public init() {}

    mutating func record(_ microseconds: Int64) {
        received += 1
        minimumMicroseconds = min(minimumMicroseconds, microseconds)
        maximumMicroseconds = max(maximumMicroseconds, microseconds)
        sumMicroseconds += microseconds
    }

    /// Packets per second sent, over the run.
    public var packetsPerSecond: Double {
        elapsedNanoseconds > 0 ? Double(transmitted) * 1e9 / Double(elapsedNanoseconds) : 0
    }

    /// hping3's closing block (blank line, title, counts, round-trip line).
    public func summary(target: String) -> String {
        let loss = transmitted > 0 ? (transmitted - received) * 100 / transmitted : 0
        func ms(_ micro: Int64) -> String {
            let tenths = (micro + 50) / 100
            return "\(tenths / 10).\(tenths % 10)"
        }
        let average = received > 0 ? sumMicroseconds / Int64(received) : 0
        return "\n--- \(target) hping statistic ---\n"
            + "\(transmitted) packets transmitted, \(received) packets received, \(max(0, loss))% packet loss\n"
            + "round-trip min/avg/max = \(ms(received > 0 ? minimumMicroseconds : 0))/\(ms(average))/\(ms(maximumMicroseconds)) ms\n"
    }
}

/// Sends crafted TCP or UDP probes built by `makeProbe(index)` and matches replies to them
/// exactly: addresses, ports, the TCP acknowledgment (our sequence + 1 for SYN/FIN, + payload
/// length), or the header an ICMP error quotes.
///
/// Failure contract: `init` throws `.noPermission` without root or CAP_NET_RAW; `run` throws
/// `.system` if sending fails, after the replies so far were reported.
public final class ProbeRunner {
    public let route: Route
    public let destination: IPAddress
    public let schedule: ProbeSchedule
    private let makeProbe: (Int) -> ProbePacket
    private let sender: RawSender
    private let receiver: PacketReceiver
    private var matcher: ProbeReplyMatcher

    public init(route: Route, destination: IPAddress, schedule: ProbeSchedule,
                makeProbe: @escaping (Int) -> ProbePacket) throws(ProbeError) {
        self.route = route
        self.destination = destination
        self.schedule = schedule
        self.makeProbe = makeProbe
        matcher = ProbeReplyMatcher(source: route.source, destination: destination)
        receiver = try PacketReceiver(interfaceIndex: 0)
        sender = try RawSender(family: destination.family)
    }

    /// Sends and listens until the schedule ends (count sent and linger over, or duration) or
    /// `stopRequested`; every matched reply goes to `onReply` (not called when flooding).
    public func run(onReply: (ProbeReply) -> Void, stopRequested: () -> Bool) throws(ProbeError) -> ProbeRunStatistics {
        var statistics = ProbeRunStatistics()
        let start = ProbeClock.now()
        let endAt = schedule.duration.map { ProbeClock.adding(Int64($0 * 1e9), to: start) }
        var nextSend = start
        let pacing = ProbePacing(intervalNanoseconds: schedule.intervalNanoseconds)
        var index = 0
        var lingerUntil: Timestamp?
        while !stopRequested() {
            let now = ProbeClock.now()
            if let endAt, ProbeClock.nanoseconds(from: endAt, to: now) >= 0 { break }
            let allSent = schedule.count.map { index >= $0 } ?? false
            if allSent {
                if lingerUntil == nil { lingerUntil = ProbeClock.adding(Int64(schedule.linger * 1e9), to: now) }
                if let count = schedule.count, matcher.answeredCount >= count, !schedule.flood { break }
                if let lingerUntil, ProbeClock.nanoseconds(from: lingerUntil, to: now) >= 0 { break }
            } else if schedule.flood {
                if floodCounter == nil { startFloodCounter() }
                index = try sendFloodBatch(from: index, statistics: &statistics)
                continue
            } else if ProbeClock.nanoseconds(from: nextSend, to: now) >= 0 {
                // Every probe that fell due since the last wake-up goes now (bounded), so --rate
                // above poll's millisecond granularity holds on average.
                let due = pacing.due(lateNanoseconds: ProbeClock.nanoseconds(from: nextSend, to: now))
                let remaining = schedule.count.map { $0 - index } ?? due.count
                for _ in 0..<Swift.min(due.count, remaining) {
                    try send(index: index, replies: statistics.received)
                    statistics.transmitted += 1
                    index += 1
                }
                nextSend = due.restart ? now : ProbeClock.adding(due.advance, to: nextSend)
                continue
            }
            if let floodCounter {
                // The counting thread owns the receiver while flooding; just wait out the linger.
                statistics.received = floodCounter.count
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
                continue
            }
            var waitUntil = allSent ? (lingerUntil ?? now) : nextSend
            if let endAt, ProbeClock.nanoseconds(from: endAt, to: waitUntil) > 0 { waitUntil = endAt }
            // Round up to whole milliseconds (poll's unit): 0 only when already due.
            let wait = max(0, min(100, (ProbeClock.nanoseconds(from: now, to: waitUntil) + 999_999) / 1_000_000))
            guard let packet = try receiver.receive(timeoutMilliseconds: Int(wait)) else { continue }
            if let reply = matcher.match(packet) {
                statistics.record(reply.roundTripMicroseconds)
                if !schedule.flood { onReply(reply) }
            }
        }
        // Flood rate is over the sending time; other runs count their linger too.
        statistics.elapsedNanoseconds = ProbeClock.nanoseconds(from: start, to: sendingEnded ?? ProbeClock.now())
        if let floodCounter {
            floodCounter.stop()
            statistics.received = floodCounter.count
            statistics.minimumMicroseconds = 0
        }
        return statistics
    }

    private var floodCounter: FloodReplyCounter?
    private var sendingEnded: Timestamp?

    private var injector: LinkLayerSender?
    private var injectionChecked = false

    /// The link-layer sender for floods, when asked for and the next hop's MAC is known. The
    /// first probe already went through the raw socket, which made the kernel resolve it.
    private func floodInjector() -> LinkLayerSender? {
        if injectionChecked { return injector }
        injectionChecked = true
        guard schedule.linkLayerInjection, route.interfaceName != "lo" else { return nil }
        let nextHop = route.gateway ?? destination
        for _ in 0..<20 {
            if let mac = NeighborTable.linkAddress(for: nextHop, interfaceName: route.interfaceName) {
                injector = try? LinkLayerSender(interfaceIndex: route.interfaceIndex, nextHop: mac)
                return injector
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 50_000_000)
            nanosleep(&pause, nil)
        }
        return nil
    }

    /// Whether floods go out through the link-layer sender (known after the first batch).
    public var usedLinkLayerInjection: Bool { injector != nil }

    private func startFloodCounter() {
        let destination = destination
        let source = route.source
        let base = makeProbe(0).transport.destinationPort ?? 0
        let step = schedule.destinationPortStep
        floodCounter = FloodReplyCounter(receiver: receiver) { packet, sent in
            // Cheap test, no per-probe tables: from one of the target's ports probed so far to
            // us, or an ICMP error quoting a packet to the target.
            guard let ip = IPDatagramSummary(packet.bytes), ip.destination == source else { return false }
            if ip.source == destination, ip.protocolNumber == .tcp || ip.protocolNumber == .udp {
                guard let port = packet.bytes.checkedUInt16(at: ip.transportOffset, end: ip.transportEnd) else { return false }
                return step.mayHaveProbed(port, base: base, sent: sent)
            }
            return ip.isICMP && IPDatagramSummary(packet.bytes, offset: ip.transportOffset + 8,
                                                  end: ip.transportEnd)?.destination == destination
        }
    }

    private lazy var mtu = interfaceMTU(route.interfaceName)

    /// Probe `index` from `makeProbe`, its destination port moved on by `replies` for `-p +N`.
    private func probe(index: Int, replies: Int) -> ProbePacket {
        var probe = makeProbe(index)
        if schedule.destinationPortStep == .perReply, let base = probe.transport.destinationPort {
            probe.transport.destinationPort = DestinationPortStep.port(base, plus: replies)
        }
        return probe
    }

    /// Sends probe `index` (after `replies` replies), cut into fragments when it is larger than
    /// the route's MTU.
    private func send(index: Int, replies: Int) throws(ProbeError) {
        let probe = probe(index: index, replies: replies)
        let pieces = probe.fragments(mtu: mtu, identification: UInt32(truncatingIfNeeded: index) &+ 0x5357_0000)
        let sent = ProbeClock.now()
        if pieces.count == 1 { try sender.send(pieces[0], to: destination) } else { try sender.send(batch: pieces, to: destination) }
        matcher.remember(probe, index: index, sent: sent)
    }

    /// Flood packets per sendmmsg: large enough that the system call's fixed cost vanishes, small
    /// enough that the slots stay in cache.
    static let floodBatchSize = 256

    private var floodTemplate: FloodTemplate?
    private var floodBatch: FloodBatch?
    private var floodSamples: [(offset: Int, probe: ProbePacket)] = []

    /// One sendmmsg batch of up to `floodBatchSize` probes (fewer near the count; only probe 0 in
    /// the first, through the raw socket); returns the next index. Probes the template expresses
    /// are copied and patched into the reused batch buffers; any other is built in full.
    private func sendFloodBatch(from index: Int, statistics: inout ProbeRunStatistics) throws(ProbeError) -> Int {
        let limit = index == 0 ? 1 : Self.floodBatchSize
        let size = min(limit, schedule.count.map { $0 - index } ?? limit)
        guard size > 0 else { return index }
        // -p +N: the port moves on with the replies the counting thread has seen so far.
        let replies = floodCounter?.count ?? 0
        if floodBatch == nil {
            let first = probe(index: index, replies: replies)
            floodTemplate = FloodTemplate(first)
            floodBatch = FloodBatch(capacity: Self.floodBatchSize, slotSize: first.build().count)
        }
        guard let batch = floodBatch else { return index }
        floodSamples.removeAll(keepingCapacity: true)
        var filled = 0
        while filled < size {
            let probe = probe(index: index + filled, replies: replies)
            if floodTemplate?.write(probe, into: batch.slot(filled)) == true {
                batch.setLength(floodTemplate!.bytes.count, ofSlot: filled)
            } else {
                let packet = probe.build()
                if packet.count > batch.slotSize {
                    // Only between batches: growing loses the slots' contents.
                    if filled > 0 { break }
                    batch.grow(toSlotSize: packet.count)
                }
                let slot = batch.slot(filled)
                packet.withUnsafeBytes { slot.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                batch.setLength(packet.count, ofSlot: filled)
            }
            // Remember a sample only: matching every flood reply would cost more than sending.
            if (index + filled) % 16 == 0 { floodSamples.append((filled, probe)) }
            filled += 1
        }
        // Before sending: a reply can be read before sendmmsg returns, and must find its port
        // already among those probed.
        floodCounter?.sent = index + filled
        let sent = ProbeClock.now()
        let count: Int
        if index > 0, let injector = floodInjector() {
            count = try injector.send(batch, count: filled, isIPv6: destination.family == .ipv6)
        } else {
            count = try sender.send(batch, count: filled, to: destination)
        }
        for sample in floodSamples where sample.offset < count {
            matcher.remember(sample.probe, index: index + sample.offset, sent: sent)
        }
        statistics.transmitted += count
        if let total = schedule.count, index + count >= total { sendingEnded = ProbeClock.now() }
        return index + count
    }

}

/// Counts flood replies on its own thread, so the sending loop never stops to read. `isReply`
/// gets each packet and how many probes had been sent when it was read.
final class FloodReplyCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counted = 0
    private var sentSoFar = 1
    private var stopping = false
    private let done = DispatchSemaphore(value: 0)

    init(receiver: PacketReceiver, isReply: @escaping @Sendable (ReceivedPacket, Int) -> Bool) {
        let thread = Thread { [self] in
            while !isStopping {
                guard let packet = try? receiver.receive(timeoutMilliseconds: 20) else { continue }
                if isReply(packet, sent) {
                    lock.lock()
                    counted += 1
                    lock.unlock()
                }
            }
            done.signal()
        }
        thread.start()
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return counted
    }

    /// Probes sent so far (the sending loop sets it after each batch).
    var sent: Int {
        get { lock.lock(); defer { lock.unlock() }; return sentSoFar }
        set { lock.lock(); sentSoFar = newValue; lock.unlock() }
    }

    /// Stops the thread and waits for it.
    func stop() {
        lock.lock()
        stopping = true
        lock.unlock()
        done.wait()
    }
}
