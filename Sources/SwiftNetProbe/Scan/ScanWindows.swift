/// Congestion windows per host and for the whole group, as nmap keeps them: a probe goes out when
/// both its host's window and the group's have room (or its host's floor rate is owed), so a host
/// that drops or throttles probes cuts only its own window and the other hosts keep their pace.
///
/// - Each host's `ScanCongestion` takes the cuts (drops, rate limits) and opens with that host's
///   answers; its floor (probes per second whatever its window) is that host's too, and halves
///   with its cuts.
/// - The group window only grows (`tracksLoss` false): it bounds the probes unanswered at once
///   over every host (the initial window, `--max-parallelism`), and its floor bounds the probes
///   the host floors send in total (a /24 of silent hosts is sent no faster than one).
/// - The ceiling (`--max-rate`, the template's) is the group's.
/// With one host the group window is never smaller than the host's, so a single-host scan paces
/// exactly as that host's window does.
///
/// Counts per host: `reserved` (granted to a sender, not yet stamped in flight), `flying` (keys in
/// flight: a discovery probe has several), `sentInPass` (probes stamped in this pass).
/// Pure and clock-free (times are passed in). Failure contract: total; counts never go below 0.
struct ScanWindows: Sendable {
    struct Host: Sendable {
        var congestion: ScanCongestion
        var reserved = 0
        var flying = 0
        var sentInPass = 0
        /// First answers to retransmitted probes in this pass.
        var retransmitAnswers = 0
    }

    private(set) var group: ScanCongestion
    private(set) var hosts: [ScanAddress: Host] = [:]
    private let settings: ScanSettings
    /// Over every host: reserved + flying, and reserved + sent in this pass.
    private(set) var outstanding = 0
    private(set) var sentInPass = 0

    init(settings: ScanSettings) {
        self.settings = settings
        group = ScanCongestion(settings: settings)
        group.tracksLoss = false
    }

    private mutating func withHost<T>(_ address: ScanAddress, _ body: (inout Host) -> T) -> T {
        body(&hosts[address, default: Host(congestion: ScanCongestion(settings: settings))])
    }

    /// Probes `address` may be sent now, at most `limit`, reserved for the caller (who stamps
    /// them with `stamped` or hands them back with `returnUnused`). `elapsed`: seconds since the
    /// pass began.
    mutating func grant(_ address: ScanAddress, upTo limit: Int, elapsed: Double) -> Int {
        let groupWindowRoom = Int(group.window) - outstanding
        let groupFloorRoom = Int(group.floor * max(0, elapsed)) + 1 - sentInPass
        let ceilingRoom = Int(group.ceiling * max(0, elapsed) + max(1, group.ceiling * 0.002)) - sentInPass
        let take = withHost(address) { host -> Int in
            let windowRoom = min(groupWindowRoom, Int(host.congestion.window) - host.reserved - host.flying)
            let floorRoom = min(groupFloorRoom, Int(host.congestion.floor * max(0, elapsed)) + 1 - host.reserved - host.sentInPass)
            let take = max(0, min(max(windowRoom, floorRoom), ceilingRoom, limit))
            host.reserved += take
            return take
        }
        outstanding += take
        sentInPass += take
        return take
    }

    /// Granted probes a sender did not use (the pass ended or stopped).
    mutating func returnUnused(_ address: ScanAddress, _ count: Int) {
        guard count > 0 else { return }
        let returned = withHost(address) { host -> Int in
            let returned = min(count, host.reserved)
            host.reserved -= returned
            return returned
        }
        outstanding -= returned
        sentInPass -= returned
    }

    /// `count` probes to `address` handed to the kernel, each with `keys` answers awaited;
    /// `granted`: they used grants (adaptive timing) rather than the fixed rate. The same as
    /// `count` calls for one probe each.
    mutating func stamped(_ address: ScanAddress, keys: Int, granted: Bool, count: Int = 1) {
        guard count > 0 else { return }
        let used = withHost(address) { host -> Int in
            host.flying += keys * count
            host.sentInPass += count
            let used = granted ? min(count, host.reserved) : 0
            host.reserved -= used
            return used
        }
        // A used grant was counted as sent and outstanding already.
        outstanding += keys * count - used
        sentInPass += count - used
    }

    /// An answer in time to a probe in flight.
    mutating func answered(_ address: ScanAddress, now: Double, cutSpacing: Double) {
        let left = withHost(address) { host -> Bool in
            guard host.flying > 0 else { return false }
            host.flying -= 1
            host.congestion.answered(now: now, cutSpacing: cutSpacing)
            return true
        }
        guard left else { return }
        outstanding -= 1
        group.answered(now: now, cutSpacing: cutSpacing)
    }

    /// `count` probes to `address` timed out unanswered.
    mutating func expired(_ address: ScanAddress, _ count: Int, now: Double, cutSpacing: Double) {
        let gone = withHost(address) { host -> Int in
            let gone = min(count, host.flying)
            host.flying -= gone
            host.congestion.expired(gone, now: now, cutSpacing: cutSpacing)
            return gone
        }
        outstanding -= gone
        group.expired(gone, now: now, cutSpacing: cutSpacing)
    }

    /// The first answer to a retransmitted probe of `address`: its first try was dropped.
    mutating func retransmissionAnswered(_ address: ScanAddress, now: Double, cutSpacing: Double) {
        withHost(address) { host in
            host.retransmitAnswers += 1
            host.congestion.retransmissionAnswered(now: now, cutSpacing: cutSpacing)
        }
    }

    /// A new pass begins: the per-pass counts restart.
    mutating func beginPass() {
        sentInPass = hosts.values.reduce(0) { $0 + $1.reserved }   // 0 once the senders returned theirs
        for index in hosts.indices {
            hosts.values[index].sentInPass = 0
            hosts.values[index].retransmitAnswers = 0
        }
    }

    /// The end of a retransmission pass: each host that was sent probes in it judges its own
    /// answers (a rate-limited host is cut, alone). Returns whether any host answered a retry,
    /// so another pass may find more.
    mutating func retransmissionPassEnded(now: Double) -> Bool {
        var more = false
        for index in hosts.indices where hosts.values[index].sentInPass > 0 {
            let (sent, answered) = (hosts.values[index].sentInPass, hosts.values[index].retransmitAnswers)
            if hosts.values[index].congestion.retransmissionPassEnded(sent: sent, answered: answered, now: now) { more = true }
        }
        return more
    }

    /// Window cuts over every host, and whether any host was found rationing its answers.
    var cuts: Int { hosts.values.reduce(0) { $0 + $1.congestion.cuts } }
    var rateLimited: Bool { hosts.values.contains { $0.congestion.rateLimited } }
}
