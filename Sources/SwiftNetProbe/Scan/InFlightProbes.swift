/// The probes sent and neither answered nor timed out yet, with their send times: the window's
/// occupancy, every answer's round-trip time, and which probes time out when.
///
/// A dictionary for the answers (key -> send time) and a queue in send order for the timeouts;
/// the queue's head is dropped as its probes are answered or time out, so both stay as large as
/// the window (plus what the floor rate sends during one timeout).
/// Failure contract: total; adding a key again restarts its clock.
struct InFlightProbes<Key: Hashable & Sendable>: Sendable {
    private(set) var sentAt: [Key: Double] = [:]
    private var queue: [(key: Key, at: Double)] = []
    private var head = 0

    var count: Int { sentAt.count }
    var isEmpty: Bool { sentAt.isEmpty }

    mutating func add(_ key: Key, at time: Double) {
        sentAt[key] = time
        queue.append((key, time))
    }

    /// The send time of an answered probe, which leaves the window; nil when it is not in flight
    /// (answered already, timed out, or never sent).
    mutating func answer(_ key: Key) -> Double? {
        sentAt.removeValue(forKey: key)
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
            guard let sent = sentAt[entry.key], sent == entry.at else {
                head += 1       // answered, or sent again later (its newer entry decides)
                continue
            }
            guard now - sent > timeout(entry.key) else { break }
            sentAt.removeValue(forKey: entry.key)
            onExpired(entry.key)
            expired += 1
            head += 1
        }
        if head > 4096 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return expired
    }
}
