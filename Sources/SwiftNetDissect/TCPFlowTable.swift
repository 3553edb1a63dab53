/// The per-connection state behind tcpdump's relative sequence numbers.
///
/// tcpdump keys a connection by its two addresses and ports in a canonical order (lower address
/// first), remembers the first sequence and acknowledgement numbers it saw with ACK set, and
/// subtracts them afterwards. This table does the same in a hash map whose size is bounded: when it
/// reaches `capacity` connections it starts over (tcpdump itself never forgets, so only a file with
/// more live connections than that prints differently — absolute numbers again for the old ones).
///
/// Failure contract: never traps; memory is bounded by `capacity` entries.
@usableFromInline
struct TCPFlowTable {
    @usableFromInline
    struct Key: Hashable {
        /// Lower address (by bytes), as two 64-bit words; IPv4 uses only `lowA`.
        var a0: UInt64, a1: UInt64
        var b0: UInt64, b1: UInt64
        /// Ports in tcpdump's order: the lower address's port in the high half.
        var ports: UInt32
        var isIPv6: Bool
    }

    @usableFromInline
    struct Entry {
        var seq: UInt32
        var ack: UInt32
    }

    var entries: [Key: Entry] = [:]
    let capacity: Int

    init(capacity: Int = 1 << 18) {
        self.capacity = capacity
    }

    /// Looks up (or records) the connection and returns the sequence/ack to print, plus the base
    /// values SACK blocks are made relative to, exactly as tcpdump's tcp_print does.
    mutating func relative(source: (UInt64, UInt64), destination: (UInt64, UInt64), isIPv6: Bool,
                           sourcePort: UInt16, destinationPort: UInt16, seq: UInt32, ack: UInt32,
                           syn: Bool) -> (seq: UInt32, ack: UInt32, baseSeq: UInt32, baseAck: UInt32, reversed: Bool) {
        let reversed = source > destination || (source == destination && sourcePort > destinationPort)
        let key: Key
        if reversed {
            key = Key(a0: destination.0, a1: destination.1, b0: source.0, b1: source.1,
                      ports: UInt32(destinationPort) << 16 | UInt32(sourcePort), isIPv6: isIPv6)
        } else {
            key = Key(a0: source.0, a1: source.1, b0: destination.0, b1: destination.1,
                      ports: UInt32(sourcePort) << 16 | UInt32(destinationPort), isIPv6: isIPv6)
        }
        if !syn, let entry = entries[key] {
            if reversed {
                return (seq &- entry.ack, ack &- entry.seq, entry.seq, entry.ack, true)
            }
            return (seq &- entry.seq, ack &- entry.ack, entry.seq, entry.ack, false)
        }
        let entry = reversed ? Entry(seq: ack &- 1, ack: seq) : Entry(seq: seq, ack: ack &- 1)
        if entries.count >= capacity, entries[key] == nil {
            entries.removeAll(keepingCapacity: true)
        }
        entries[key] = entry
        return (seq, ack, entry.seq, entry.ack, reversed)
    }
}
