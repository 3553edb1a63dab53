// RX, the RPC transport of AFS (UDP 7000-7009), as tcpdump 4.99's rx_print prints it: the packet
// type, at -v the sequence and serial numbers (-vv: connection id, call number, flags; -vvv:
// security index and service id), the AFS call of a first data packet to a known service port,
// the reply to a call seen earlier (through a table of recent calls, as tcpdump keeps one), and
// an ack's acknowledged and refused packet ranges. The line ends with the RX length.

/// tcpdump's rx_cache: the last 64 first data packets of client-initiated calls (call number,
/// client, server, server port, service id, opcode), a ring written at `next` and searched from
/// where the previous match was (`hint`). Bounded and allocation-free per packet: the slots are
/// allocated once, on first use; nothing a packet says makes it grow. Kept across packets like
/// NFSCallTable.
struct RXCallTable {
    struct Slot {
        var callNumber: UInt32 = 0
        var client: UInt32 = 0
        var server: UInt32 = 0
        var port: UInt16 = 0
        var serviceID: UInt16 = 0
        var opcode: UInt32 = 0
    }

    static let size = 64
    private var slots: [Slot] = []
    private var next = 0
    private var hint = 0

    /// rx_cache_insert.
    mutating func record(_ slot: Slot) {
        // tcpdump's table starts zero-filled, and a zero slot can match: keep that.
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.size) }
        slots[next] = slot
        next = (next + 1) % Self.size
    }

    /// rx_cache_find: the opcode of the call a reply answers (`key` with the reply's destination as
    /// client, its source as server and its source port).
    mutating func find(_ key: Slot) -> UInt32? {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.size) }
        var index = hint
        repeat {
            let slot = slots[index]
            if slot.callNumber == key.callNumber && slot.client == key.client && slot.server == key.server
                && slot.serviceID == key.serviceID && slot.port == key.port {
                hint = index
                return slot.opcode
            }
            index = (index + 1) % Self.size
        } while index != hint
        return nil
    }
}

/// The 28-byte RX header (epoch, cid, call number, sequence, serial, type, flags, user status,
/// security index, spare, service id) and its flag bits.
enum RXField {
    static let headerLength = 28
    static let callNumber = 8
    static let sequence = 12
    static let serial = 16
    static let type = 20
    static let flags = 21
    static let serviceID = 26
    static let data: UInt8 = 1
    static let ack: UInt8 = 2
    static let abort: UInt8 = 4
    static let clientInitiated: UInt8 = 1
    /// The ack body before its list: buffer space, max skew, first, previous, serial, reason, count.
    static let ackLength = 18
}

extension Dissection {
    /// rx_print over the UDP payload at `offset`. `network` locates the IP header whose address
    /// words key the call table (tcpdump reads them as IPv4's source and destination words even in
    /// an IPv6 header, and so does this). Throws `Truncated` where a checked read passes the
    /// capture (tcpdump's ` [|rx]`, without the length).
    mutating func rx(at offset: Int, length: Int, sourcePort: UInt16, destinationPort: UInt16,
                     network: NetworkHeader) throws(Truncated) {
        proto = "rx"
        layer(RXFields.rx)
        guard has(RXField.headerLength, at: offset) else {
            putTruncationMarker()
            put(" ("); put(decimal: length); put(")")
            return
        }
        let type = bytes[offset + RXField.type]
        let flags = bytes[offset + RXField.flags]
        let sequence = bytes.uint32(at: offset + RXField.sequence)
        let serviceID = bytes.uint16(at: offset + RXField.serviceID)
        let callNumber = bytes.uint32(at: offset + RXField.callNumber)
        reportRXHeader(at: offset)
        put(" rx ")
        if let name = AFSNames.packetType(type) {
            put(name)
        } else {
            put("type "); put(decimal: type)
        }
        if verbose > 0 {
            if verbose > 1 {
                put(" cid "); put(hex: bytes.uint32(at: offset + 4), digits: 8)
                put(" call# "); put(decimal: callNumber)
            }
            put(" seq "); put(decimal: sequence)
            put(" ser "); put(decimal: bytes.uint32(at: offset + RXField.serial))
            if verbose > 2 {
                put(" secindex "); put(decimal: bytes[offset + 23])
                put(" serviceid "); put(decimal: serviceID)
            }
            if verbose > 1 { putRXFlags(flags, type: type) }
        }
        let ipWords = rxAddressWords(network)
        if type == RXField.data && sequence == 1 && flags & RXField.clientInitiated != 0 {
            if has(4, at: offset + RXField.headerLength), let ipWords {
                rxCalls.record(RXCallTable.Slot(callNumber: callNumber, client: ipWords.source,
                                                server: ipWords.destination, port: destinationPort,
                                                serviceID: serviceID,
                                                opcode: bytes.uint32(at: offset + RXField.headerLength)))
            }
            if let service = AFSService(port: destinationPort) {
                try afsCall(service, at: offset, length: length)
            }
        } else if (type == RXField.data && sequence == 1) || type == RXField.abort,
                  flags & RXField.clientInitiated == 0, let ipWords,
                  let opcode = rxCalls.find(RXCallTable.Slot(callNumber: callNumber, client: ipWords.destination,
                                                             server: ipWords.source, port: sourcePort,
                                                             serviceID: serviceID)) {
            if let service = AFSService(port: sourcePort) {
                try afsReply(service, at: offset, length: length, opcode: opcode, type: type)
            }
        } else if type == RXField.ack {
            try rxAck(at: offset, length: length)
        }
        put(" ("); put(decimal: length); put(")")
    }

    /// The header as JSON (every field captured: the caller checked the 28 bytes).
    private mutating func reportRXHeader(at offset: Int) {
        guard Sink.collectsFields else { return }
        let type = bytes[offset + RXField.type]
        report(RXFields.epoch, bytes.uint32(at: offset))
        report(RXFields.cid, bytes.uint32(at: offset + 4))
        report(RXFields.callNumber, bytes.uint32(at: offset + RXField.callNumber))
        report(RXFields.sequence, bytes.uint32(at: offset + RXField.sequence))
        report(RXFields.serial, bytes.uint32(at: offset + RXField.serial))
        report(RXFields.type, type)
        if let name = AFSNames.packetType(type) { report(RXFields.typeName, label: name) }
        report(RXFields.flags, bytes[offset + RXField.flags])
        report(RXFields.userStatus, bytes[offset + 22])
        report(RXFields.securityIndex, bytes[offset + 23])
        report(RXFields.serviceID, bytes.uint16(at: offset + RXField.serviceID))
    }

    /// The words at offsets 12 and 16 of the IP header: IPv4's addresses; inside an IPv6 source
    /// address for IPv6, as tcpdump's cast of that header to `struct ip` reads them.
    private func rxAddressWords(_ network: NetworkHeader) -> (source: UInt32, destination: UInt32)? {
        let ip: Int
        switch network {
        case .v4(let start): ip = start
        case .v6(let start): ip = start
        }
        guard has(8, at: ip + 12) else { return nil }
        return (bytes.uint32(at: ip + 12), bytes.uint32(at: ip + 16))
    }

    /// ` <client-init>,<req-ack>,...`: rx_flags in order; 32 is slow-start on an ack, jumbogram
    /// on data, nothing on other types.
    private mutating func putRXFlags(_ flags: UInt8, type: UInt8) {
        var first = true
        func mark(_ name: StaticString, into dissection: inout Dissection) {
            dissection.put(first ? " <" : ",<")
            dissection.put(name)
            dissection.put(">")
            first = false
        }
        if flags & 1 != 0 { mark("client-init", into: &self) }
        if flags & 2 != 0 { mark("req-ack", into: &self) }
        if flags & 4 != 0 { mark("last-pckt", into: &self) }
        if flags & 8 != 0 { mark("more-pckts", into: &self) }
        if flags & 16 != 0 { mark("free-pckt", into: &self) }
        if flags & 32 != 0 && type == RXField.ack { mark("slow-start", into: &self) }
        if flags & 32 != 0 && type == RXField.data { mark("jumbogram", into: &self) }
    }

    /// rx_ack_print: first, serial and reason; the ack list as ranges of acknowledged then of
    /// refused packets; at -vv the MTU and window fields that follow when captured.
    private mutating func rxAck(at offset: Int, length: Int) throws(Truncated) {
        guard length >= RXField.headerLength else { return }
        let ack = offset + RXField.headerLength
        guard has(RXField.ackLength, at: ack) else { return putRXTruncation("ack") }
        let first = bytes.uint32(at: ack + 4)
        let reason = bytes[ack + 16]
        let count = Int(bytes[ack + 17])
        report(RXFields.bufferSpace, bytes.uint16(at: ack))
        report(RXFields.maxSkew, bytes.uint16(at: ack + 2))
        report(RXFields.ackFirst, first)
        report(RXFields.ackSerial, bytes.uint32(at: ack + 12))
        report(RXFields.ackReason, reason)
        report(RXFields.ackCount, count)
        if verbose > 2 {
            put(" bufspace "); put(decimal: bytes.uint16(at: ack))
            put(" maxskew "); put(decimal: bytes.uint16(at: ack + 2))
        }
        put(" first "); put(decimal: first)
        put(" serial "); put(decimal: bytes.uint32(at: ack + 12))
        put(" reason ")
        if let name = AFSNames.ackReason(reason) {
            put(name)
        } else {
            put("#"); put(decimal: reason)
        }
        var cursor = ack + RXField.ackLength
        if count != 0 {
            guard has(count, at: cursor) else { return putRXTruncation("ack") }
            putRXAckRanges(at: cursor, count: count, first: first, value: 1, label: " acked ")
            putRXAckRanges(at: cursor, count: count, first: first, value: 0, label: " nacked ")
            cursor += count
        }
        cursor += 3
        guard verbose > 1 else { return }
        // TRUNCRET: each optional word printed only when all of it is captured.
        guard putRXOptionalWord(" ifmtu ", at: &cursor), putRXOptionalWord(" maxmtu ", at: &cursor),
              putRXOptionalWord(" rwind ", at: &cursor) else { return }
        _ = putRXOptionalWord(" maxpackets ", at: &cursor)
    }

    private mutating func putRXOptionalWord(_ label: StaticString, at cursor: inout Int) -> Bool {
        guard cursor >= 0, available(from: cursor) >= 4 else { return false }
        put(label); put(decimal: bytes.uint32(at: cursor))
        cursor += 4
        return true
    }

    /// The packets whose ack-list byte is `value`, runs collapsed to `a-b`, as tcpdump's loop
    /// walks the list (a run's end printed when the next byte differs or the list ends).
    private mutating func putRXAckRanges(at list: Int, count: Int, first: UInt32, value: UInt8,
                                         label: StaticString) {
        var start = -2
        var last = -2
        for index in 0..<count {
            if bytes[list + index] == value {
                if last == -2 {
                    put(label); put(decimal: first &+ UInt32(index))
                    start = index
                } else if last != index - 1 {
                    put(","); put(decimal: first &+ UInt32(index))
                    start = index
                }
                last = index
            } else if last == index - 1 && start != last {
                put("-"); put(decimal: first &+ UInt32(index - 1))
            }
        }
        if last == count - 1 && start != last {
            put("-"); put(decimal: first &+ UInt32(count - 1))
        }
    }

    /// ` [|NAME]` for a service printer's own bounds checks (its `goto trunc`); the RX line goes
    /// on with its length, unlike a failed checked read.
    mutating func putRXTruncation(_ name: StaticString) {
        let saved = proto
        proto = name
        putTruncationMarker()
        proto = saved
    }
}
