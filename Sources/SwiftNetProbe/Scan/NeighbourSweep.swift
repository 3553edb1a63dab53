import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// What a neighbour-discovery sweep learnt: the hosts that answered with their MAC address, each
/// one's round-trip time, and the RTT estimate over all of them.
struct NeighbourSweepResult<Address: Hashable> {
    var up: [Address: MACAddress] = [:]
    var latency: [Address: Double] = [:]
    var rtt = RTTEstimator()
}

/// The paced ask-and-listen loop ARP (IPv4) and neighbour solicitation (IPv6) share: each pass
/// sends one request per target still silent, spaced by the rate (at most 50,000/s, so a sweep never
/// floods the segment), reads answers between sends, then waits the adapted timeout for stragglers;
/// `settings.blindRetries` more passes ask the silent ones again. SIGINT ends it early.
/// Failure contract: never throws; a send that fails or an answer `parse` rejects only leaves that
/// target unanswered.
/// - Parameters:
///   - send: sends the request for one target (and traces it).
///   - parse: the target and MAC an answer's bytes report, nil for anything else.
///   - answered: called once per target's first answer (for the packet trace).
func neighbourSweep<Address: Hashable>(
    _ targets: [Address], settings: ScanSettings, fileDescriptor: Int32,
    send: (Address) -> Void, parse: ([UInt8]) -> (address: Address, mac: MACAddress)?,
    answered: (Address, MACAddress) -> Void
) -> NeighbourSweepResult<Address> {
    var result = NeighbourSweepResult<Address>()
    var pending = Set(targets)
    var sentAt: [Address: Double] = [:]
    let interval = 1 / min(settings.rate, 50_000)
    var buffer = [UInt8](repeating: 0, count: 1500)

    func drain(waitMilliseconds: Int32) {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitMilliseconds) > 0 else { return }
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fileDescriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            guard count > 0 else { return }
            guard let answer = parse(Array(buffer[0..<count])), pending.contains(answer.address) else { continue }
            pending.remove(answer.address)
            answered(answer.address, answer.mac)
            result.up[answer.address] = answer.mac
            if let sent = sentAt[answer.address] {
                let seconds = monotonicSeconds() - sent
                result.rtt.add(seconds)
                result.latency[answer.address] = seconds
            }
        }
    }

    for _ in 0...settings.blindRetries where !ScanInterrupt.isRequested {
        let order = targets.filter { pending.contains($0) }
        if order.isEmpty { break }
        let start = monotonicSeconds()
        for (index, target) in order.enumerated() where !ScanInterrupt.isRequested {
            let due = start + Double(index) * interval
            let now = monotonicSeconds()
            if due > now + 0.001 { drain(waitMilliseconds: Int32(min(500, (due - now) * 1000))) }
            sentAt[target] = monotonicSeconds()
            send(target)
            if index % 64 == 63 { drain(waitMilliseconds: 0) }
        }
        // Wait for the stragglers: the adapted timeout, or less once everyone answered.
        let passEnd = monotonicSeconds()
        while !pending.isEmpty && !ScanInterrupt.isRequested {
            let left = passEnd + result.rtt.timeout(settings) - monotonicSeconds()
            if left <= 0 { break }
            drain(waitMilliseconds: Int32(max(1, min(50, left * 1000))))
        }
    }
    return result
}
