/// The per-connection state behind tcpdump's relative sequence numbers.
///
/// tcpdump keys a connection by its two addresses and ports in a canonical order (lower address
/// first), remembers the first sequence and acknowledgement numbers it saw with ACK set, and
/// subtracts them afterwards. This table does the same in a hash map whose size is bounded: when it
/// reaches `capacity` connections it starts over (tcpdump itself never forgets, so only a file with
/// more live connections than that prints differently — absolute numbers again for the old ones).
///
/// The map is open addressing with linear probing over one array of slots, hashed with a
/// multiply-xor mix of the key's words: every ACK-carrying TCP segment does a lookup, and
/// Dictionary's SipHash of the 37-byte key was most of that cost.
///
/// Failure contract: never traps; memory is bounded by `capacity` entries (slots: the next power of
/// two at least twice that).
@usableFromInline
struct TCPFlowTable {
    @usableFromInline
    struct Key: Equatable, Sendable {
        /// Lower address (by bytes), as two 64-bit words; IPv4 uses only `a0`.
        var a0: UInt64, a1: UInt64
        var b0: UInt64, b1: UInt64
        /// Ports in tcpdump's order: the lower address's port in the high half.
        var ports: UInt32
        var isIPv6: Bool

        /// A multiply-xor mix (constants from splitmix64/wyhash): cheap and well spread even for
        /// addresses that differ in one byte.
        @inline(__always)
        var hash: UInt64 {
            var h = a0 &* 0x9e37_79b9_7f4a_7c15
            h ^= (b0 ^ (b0 >> 29)) &* 0xbf58_476d_1ce4_e5b9
            h ^= (a1 ^ (b1 << 1)) &* 0x94d0_49bb_1331_11eb
            h ^= UInt64(ports) | (isIPv6 ? 1 << 32 : 0)
            h ^= h >> 31
            h &*= 0xd6e8_feb8_6659_fd93
            h ^= h >> 32
            return h
        }
    }

    @usableFromInline
    struct Entry: Sendable {
        var seq: UInt32
        var ack: UInt32
    }

    struct Slot: Sendable {
        var key: Key
        var entry: Entry
        var occupied: Bool
    }

    private static let emptySlot = Slot(key: Key(a0: 0, a1: 0, b0: 0, b1: 0, ports: 0, isIPv6: false),
                                        entry: Entry(seq: 0, ack: 0), occupied: false)
    /// Slots in use start small and double up to `maximumSlots`.
    private var slots: [Slot] = []
    /// Connections recorded.
    private(set) var count = 0
    let capacity: Int
    private let maximumSlots: Int

    init(capacity: Int = 1 << 18) {
        // O(1) and no allocation: the JSON walk and nested walks build one per packet.
        self.capacity = Swift.min(Swift.max(1, capacity), 1 << 40)
        let least = self.capacity * 2
        maximumSlots = Swift.max(16, 1 << (Int.bitWidth - (least - 1).leadingZeroBitCount))
    }

    var isEmpty: Bool { count == 0 }

    /// The entry for `key`, if recorded.
    func entry(for key: Key) -> Entry? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Int(truncatingIfNeeded: key.hash) & mask
            while slots[index].occupied {
                if slots[index].key == key { return slots[index].entry }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    /// Records `entry` for `key` (replacing any), growing the slots or starting over at capacity.
    mutating func set(_ entry: Entry, for key: Key) {
        if slots.isEmpty { slots = Array(repeating: Self.emptySlot, count: 16) }
        if let index = slotIndex(for: key), slots[index].occupied {
            slots[index].entry = entry
            return
        }
        if count >= capacity {
            // Bounded memory: forget every connection, as before, and start over.
            for index in slots.indices { slots[index].occupied = false }
            count = 0
        } else if (count + 1) * 2 > slots.count && slots.count < maximumSlots {
            rehash(into: slots.count * 2)
        }
        guard let index = slotIndex(for: key) else { return }
        slots[index] = Slot(key: key, entry: entry, occupied: true)
        count += 1
    }

    /// The slot holding `key`, or the empty slot where it would go (nil only if the table is full,
    /// which the load limit prevents).
    private func slotIndex(for key: Key) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Int(truncatingIfNeeded: key.hash) & mask
            for _ in 0..<slots.count {
                if !slots[index].occupied || slots[index].key == key { return index }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    private mutating func rehash(into size: Int) {
        let old = slots
        slots = Array(repeating: Self.emptySlot, count: size)
        for slot in old where slot.occupied {
            if let index = slotIndex(for: slot.key) { slots[index] = slot }
        }
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
        if !syn, let entry = entry(for: key) {
            if reversed {
                return (seq &- entry.ack, ack &- entry.seq, entry.seq, entry.ack, true)
            }
            return (seq &- entry.seq, ack &- entry.ack, entry.seq, entry.ack, false)
        }
        let entry = reversed ? Entry(seq: ack &- 1, ack: seq) : Entry(seq: seq, ack: ack &- 1)
        set(entry, for: key)
        return (seq, ack, entry.seq, entry.ack, reversed)
    }
}
