/// The probes sent and neither answered nor timed out yet, with their send times: the window's
/// occupancy, every answer's round-trip time, and which probes time out when.
///
/// A queue in send order holds each send (key, time, and whether it is still waiting); a
/// dictionary maps each waiting key to its entry's sequence number. An answer is one dictionary
/// removal; the timeout walk reads the queue only (no hashing for the answered entries it passes),
/// so a probe costs two hashes in all rather than three. The queue's head is dropped as its
/// entries are answered or time out, so both stay as large as the window (plus what the floor
/// rate sends during one timeout).
/// Failure contract: total; adding a key again restarts its clock.
struct InFlightProbes<Key: Hashable & Sendable>: Sendable {
    private var sequenceOf: [Key: Int] = [:]
    private var queue: [(key: Key, at: Double, waiting: Bool)] = []
    /// The first entry not yet passed by `expire`, and the sequence number of `queue[0]`.
    private var head = 0
    private var base = 0

    var count: Int { sequenceOf.count }
    var isEmpty: Bool { sequenceOf.isEmpty }

    mutating func add(_ key: Key, at time: Double) {
        let sequence = base + queue.count
        if let older = sequenceOf.updateValue(sequence, forKey: key) {
            queue[older - base].waiting = false     // sent again: the newer entry decides
        }
        queue.append((key, time, true))
    }

    /// The send time of an answered probe, which leaves the window; nil when it is not in flight
    /// (answered already, timed out, or never sent).
    mutating func answer(_ key: Key) -> Double? {
        guard let sequence = sequenceOf.removeValue(forKey: key) else { return nil }
        queue[sequence - base].waiting = false
        return queue[sequence - base].at
    }

    /// Takes out the probes sent more than `timeout(key)` seconds before `now`, oldest first,
    /// stopping at the first one still waiting (the queue is in send order; a host with a shorter
    /// timeout behind it waits a little longer). Returns how many timed out; `onExpired` is told
    /// each one (the per-host windows count them).
    @discardableResult
    mutating func expire(now: Double, timeout: (Key) -> Double, onExpired: (Key) -> Void = { _ in }) -> Int {
        var expired = 0
        while head < queue.count {
            let entry = queue[head]
            guard entry.waiting else {
                head += 1       // answered, or sent again later (its newer entry decides)
                continue
            }
            guard now - entry.at > timeout(entry.key) else { break }
            sequenceOf.removeValue(forKey: entry.key)
            queue[head].waiting = false
            onExpired(entry.key)
            expired += 1
            head += 1
        }
        if head > 4096 && head * 2 > queue.count {
            queue.removeFirst(head)
            base += head
            head = 0
        }
        return expired
    }
}
