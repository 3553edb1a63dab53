import Foundation
import SwiftNetPcap
import SwiftNetWire

/// `ping --traceroute`: ICMP echo probes with TTL 1, 2, 3 …, three per hop, one line per hop as
/// `traceroute -I -n` prints it (` 1  198.18.40.2  0.101 ms  0.080 ms  0.077 ms`, `*` for silence).
///
/// Failure contract: as `Pinger`.
public final class Tracer {
    public let target: String
    public let address: IPAddress
    public let route: Route
    public let options: PingOptions
    public let maxHops: Int
    public let probesPerHop = 3
    private let sender: RawSender
    private let receiver: PacketReceiver

    public init(target: String, address: IPAddress, route: Route, options: PingOptions, maxHops: Int) throws(ProbeError) {
        self.target = target
        self.address = address
        self.route = route
        self.options = options
        self.maxHops = maxHops
        receiver = try PacketReceiver(interfaceIndex: 0)
        sender = try RawSender(family: address.family)
    }

    public var header: String {
        let headerBytes = address.family == .ipv4 ? 28 : 48
        return "traceroute to \(target) (\(address)), \(maxHops) hops max, \(headerBytes + options.payloadSize) byte packets"
    }

    /// Probes hop by hop until the target answers, `maxHops` is passed or `stopRequested`; returns
    /// whether the target was reached.
    public func run(output: (String) -> Void, stopRequested: () -> Bool) throws(ProbeError) -> Bool {
        let waitNanoseconds = Int64((options.timeout ?? 2) * 1e9)
        for hop in 1...maxHops {
            if stopRequested() { return false }
            var sent: [UInt16: Timestamp] = [:]
            var answers: [Int: (from: IPAddress, microseconds: Int64, reached: Bool)] = [:]
            for index in 0..<probesPerHop {
                let sequence = UInt16(truncatingIfNeeded: hop * probesPerHop + index)
                var fields = IPFields(source: route.source, destination: address, ttl: UInt8(hop), tos: options.tos,
                                      identification: sequence)
                fields.dontFragment = address.family == .ipv4
                let packet = ProbePacket(ip: fields, transport: .echoRequest(identifier: options.identifier, sequence: sequence),
                                         payload: [UInt8](repeating: 0, count: options.payloadSize)).build()
                sent[sequence] = ProbeClock.now()
                try sender.send(packet, to: address)
            }
            let giveUp = ProbeClock.adding(waitNanoseconds, to: ProbeClock.now())
            while answers.count < probesPerHop, !stopRequested() {
                let left = ProbeClock.nanoseconds(from: ProbeClock.now(), to: giveUp)
                if left <= 0 { break }
                guard let packet = try receiver.receive(timeoutMilliseconds: Int(min(100, left / 1_000_000 + 1))) else { continue }
                guard let answer = match(packet) , let start = sent[answer.sequence] else { continue }
                let index = Int(answer.sequence) - hop * probesPerHop
                guard index >= 0, index < probesPerHop, answers[index] == nil else { continue }
                answers[index] = (answer.from, max(0, ProbeClock.nanoseconds(from: start, to: packet.timestamp) / 1000),
                                  answer.reached)
            }
            var line = hop < 10 ? " \(hop) " : "\(hop) "
            var lastShown: IPAddress?
            for index in 0..<probesPerHop {
                guard let answer = answers[index] else { line += " *"; continue }
                if answer.from != lastShown {
                    line += " \(answer.from)"
                    lastShown = answer.from
                }
                line += "  " + String(format: "%.3f", Double(answer.microseconds) / 1000) + " ms"
            }
            output(line + "\n")
            if answers.values.contains(where: { $0.reached }) { return true }
        }
        return false
    }

    /// An echo reply from the target or a time-exceeded/unreachable quoting one of our probes.
    private func match(_ packet: ReceivedPacket) -> (sequence: UInt16, from: IPAddress, reached: Bool)? {
        let bytes = packet.bytes
        guard let ip = IPDatagramSummary(bytes), ip.family == address.family, ip.isICMP, ip.fragmentOffset == 0,
              let type = bytes.checkedUInt8(at: ip.transportOffset, end: ip.transportEnd),
              let rest = bytes.checkedUInt32(at: ip.transportOffset + 4, end: ip.transportEnd) else { return nil }
        let echoReply: UInt8 = address.family == .ipv6 ? 129 : 0
        if type == echoReply {
            guard ip.source == address, UInt16(rest >> 16) == options.identifier else { return nil }
            return (UInt16(truncatingIfNeeded: rest), ip.source, true)
        }
        guard ICMPErrorText.isError(type, family: address.family),
              let quoted = IPDatagramSummary(bytes, offset: ip.transportOffset + 8, end: ip.transportEnd),
              quoted.destination == address, quoted.isICMP,
              bytes.checkedUInt16(at: quoted.transportOffset + 4, end: ip.transportEnd) == options.identifier,
              let sequence = bytes.checkedUInt16(at: quoted.transportOffset + 6, end: ip.transportEnd) else { return nil }
        // Unreachable from the target itself also ends the trace.
        let timeExceeded: UInt8 = address.family == .ipv6 ? 3 : 11
        return (sequence, ip.source, type != timeExceeded)
    }
}
