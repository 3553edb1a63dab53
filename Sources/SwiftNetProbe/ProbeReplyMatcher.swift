import SwiftNetPcap
import SwiftNetWire

/// Matches received packets to the TCP/UDP probes sent so far, exactly: a TCP reply must come from
/// the probed address and port to our source port and acknowledge our sequence number (+ 1 for
/// SYN and FIN, + payload length); a UDP reply must come back to our source port; an ICMP error
/// must quote a packet from us to the target with one of our source ports (and, for TCP, our
/// sequence number). Holds no sockets, so it is testable offline and usable by other engines.
///
/// Failure contract: never traps on any packet bytes; memory stays bounded (the tables are cleared
/// past 200,000 probes, forgetting the oldest).
public struct ProbeReplyMatcher: Sendable {
    public let source: IPAddress
    public let destination: IPAddress
    /// Outstanding probes by (our source port, expected ack or 0 for UDP): index and send time.
    private var outstanding: [Key: (index: Int, sent: Timestamp)] = [:]
    /// Probes by source port alone, for ICMP errors, which quote only the first 8 transport bytes
    /// for certain (ports, and the TCP sequence number).
    private var bySourcePort: [UInt16: [(index: Int, sent: Timestamp, sequence: UInt32)]] = [:]
    private var answered = Set<Int>()

    private struct Key: Hashable {
        var sourcePort: UInt16
        var acknowledgment: UInt32
    }

    public init(source: IPAddress, destination: IPAddress) {
        self.source = source
        self.destination = destination
    }

    /// Probes answered at least once.
    public var answeredCount: Int { answered.count }

    /// Records probe `index`, sent at `sent`, so its replies can be matched.
    public mutating func remember(_ probe: ProbePacket, index: Int, sent: Timestamp) {
        switch probe.transport {
        case .tcp(let header):
            var consumed = UInt32(truncatingIfNeeded: probe.payload.count)
            if header.flags.contains(.syn) { consumed &+= 1 }
            if header.flags.contains(.fin) { consumed &+= 1 }
            outstanding[Key(sourcePort: header.sourcePort, acknowledgment: header.sequenceNumber &+ consumed)] = (index, sent)
            bySourcePort[header.sourcePort, default: []].append((index, sent, header.sequenceNumber))
        case .udp(let header):
            outstanding[Key(sourcePort: header.sourcePort, acknowledgment: 0)] = (index, sent)
            bySourcePort[header.sourcePort, default: []].append((index, sent, 0))
        case .echoRequest:
            break
        }
        // Bound the tables: a long run forgets its oldest probes.
        if outstanding.count > 200_000 { outstanding.removeAll(keepingCapacity: true) }
        if bySourcePort.count > 200_000 { bySourcePort.removeAll(keepingCapacity: true) }
    }

    /// The reply to one of our probes that `packet` is, if any.
    public mutating func match(_ packet: ReceivedPacket) -> ProbeReply? {
        let bytes = packet.bytes
        guard let ip = IPDatagramSummary(bytes), ip.family == destination.family, ip.fragmentOffset == 0,
              ip.destination == source else { return nil }
        let dontFragment = ip.family == .ipv4 && (bytes.checkedUInt16(at: 6).map { $0 & 0x4000 != 0 } ?? false)
        let length = ip.transportEnd
        func reply(_ index: Int, _ sent: Timestamp, _ kind: ProbeReply.Kind) -> ProbeReply? {
            answered.insert(index)
            let micro = max(0, ProbeClock.nanoseconds(from: sent, to: packet.timestamp) / 1000)
            return ProbeReply(probeIndex: index, kind: kind, ip: ip, length: length, dontFragment: dontFragment,
                              roundTripMicroseconds: micro, packet: packet)
        }
        if ip.protocolNumber == .tcp, ip.source == destination,
           let segment = try? TCPSegment(bytes, offset: ip.transportOffset, end: ip.transportEnd) {
            let key = Key(sourcePort: segment.destinationPort, acknowledgment: segment.acknowledgmentNumber)
            guard let (index, sent) = outstanding[key], segment.flags.contains(.ack) else { return nil }
            return reply(index, sent, .tcp(flags: segment.flags, sequence: segment.sequenceNumber,
                                           acknowledgment: segment.acknowledgmentNumber, window: segment.window,
                                           sourcePort: segment.sourcePort, destinationPort: segment.destinationPort))
        }
        if ip.protocolNumber == .udp, ip.source == destination,
           let datagram = try? UDPDatagram(bytes, offset: ip.transportOffset, end: ip.transportEnd),
           let (index, sent) = outstanding[Key(sourcePort: datagram.destinationPort, acknowledgment: 0)] {
            return reply(index, sent, .udp(sourcePort: datagram.sourcePort, destinationPort: datagram.destinationPort))
        }
        guard ip.isICMP,
              let type = bytes.checkedUInt8(at: ip.transportOffset, end: ip.transportEnd),
              ICMPErrorText.isError(type, family: ip.family),
              let code = bytes.checkedUInt8(at: ip.transportOffset + 1, end: ip.transportEnd),
              let rest = bytes.checkedUInt32(at: ip.transportOffset + 4, end: ip.transportEnd),
              let quoted = IPDatagramSummary(bytes, offset: ip.transportOffset + 8, end: ip.transportEnd),
              quoted.destination == destination,
              quoted.protocolNumber == .tcp || quoted.protocolNumber == .udp,
              let quotedSourcePort = bytes.checkedUInt16(at: quoted.transportOffset, end: ip.transportEnd),
              let quotedDestinationPort = bytes.checkedUInt16(at: quoted.transportOffset + 2, end: ip.transportEnd),
              let candidates = bySourcePort[quotedSourcePort] else { return nil }
        // A TCP quote carries our sequence number (bytes 4-7), which picks the probe exactly.
        let quotedSequence = quoted.protocolNumber == .tcp
            ? bytes.checkedUInt32(at: quoted.transportOffset + 4, end: ip.transportEnd) : 0
        guard let probe = candidates.last(where: { quotedSequence == nil || $0.sequence == quotedSequence }) else { return nil }
        return reply(probe.index, probe.sent, .icmpError(type: type, code: code, restOfHeader: rest,
                                                         quotedSourcePort: quotedSourcePort,
                                                         quotedDestinationPort: quotedDestinationPort))
    }
}
