import SwiftNetDissect
import SwiftNetPcap
import SwiftNetProbe
import SwiftNetWire

/// `ping`/`udp`/`tcp --json`: newline-delimited JSON, one object per reply and a last summary
/// object (schema in README.md, probes section). A reply's object carries the probe's own fields
/// (`type`, `seq`, `rtt_ms`, the matched probe) and, under `packet`, the reply exactly as
/// `decode --json` prints a packet (JSONPacketEncoder on the received IP packet, LINKTYPE_RAW).
struct ProbeJSONWriter {
    private var encoder = JSONPacketEncoder(precision: .microseconds)
    private var number = 0

    /// `{"type":…,<fields>,"packet":<decode object>}` + newline; `fields` are already JSON members.
    mutating func line(type: String, fields: [String], packet: ReceivedPacket?) -> String {
        var text = "{\"type\":\(jsonString(type))"
        for field in fields { text += "," + field }
        if let packet {
            number += 1
            var object: [UInt8] = []
            encoder.encode(CapturedPacket(timestamp: packet.timestamp, originalLength: packet.bytes.count,
                                          linkType: .raw, data: packet.bytes),
                           number: number, into: &object)
            while object.last == UInt8(ascii: "\n") { object.removeLast() }
            text += ",\"packet\":" + String(decoding: object, as: UTF8.self)
        }
        return text + "}\n"
    }

    /// One reply to a crafted udp/tcp probe.
    mutating func line(for reply: ProbeReply) -> String {
        var probe = ["\"index\":\(reply.probeIndex)"]
        let answer: String
        switch reply.kind {
        case .tcp(_, _, _, _, let sourcePort, let destinationPort):
            probe += ["\"sport\":\(destinationPort)", "\"dport\":\(sourcePort)"]
            answer = "tcp"
        case .udp(let sourcePort, let destinationPort):
            probe += ["\"sport\":\(destinationPort)", "\"dport\":\(sourcePort)"]
            answer = "udp"
        case .icmpError(_, _, _, let quotedSourcePort, let quotedDestinationPort):
            probe += ["\"sport\":\(quotedSourcePort)", "\"dport\":\(quotedDestinationPort)"]
            answer = reply.ip.family == .ipv4 ? "icmp" : "icmp6"
        }
        return line(type: "reply", fields: [
            "\"seq\":\(reply.probeIndex)", "\"rtt_ms\":\(jsonMilliseconds(reply.roundTripMicroseconds))",
            "\"reply\":\(jsonString(answer))", "\"from\":\(jsonString(reply.ip.source.description))",
            "\"probe\":{" + probe.joined(separator: ",") + "}",
        ], packet: reply.packet)
    }

    /// One ping event: an echo reply, an ICMP error about a probe, or a local send error.
    mutating func line(for event: PingEvent) -> String {
        var fields = ["\"seq\":\(event.sequence)"]
        if let from = event.from {
            fields.append("\"from\":\(jsonString(from.description))")
            // pr_addr's `NAME (ADDRESS)`: the name alone here.
            if let text = event.fromText, text.hasSuffix(" (\(from))") {
                fields.append("\"name\":\(jsonString(String(text.dropLast(from.description.count + 3))))")
            }
        }
        switch event.kind {
        case .reply:
            fields += ["\"bytes\":\(event.bytes)", "\"ttl\":\(event.ttl ?? 0)",
                       "\"rtt_ms\":\(jsonMilliseconds(event.roundTripMicroseconds ?? 0))",
                       "\"duplicate\":\(event.duplicate)", "\"late\":\(event.late)"]
            return line(type: "reply", fields: fields, packet: event.packet)
        case .error(let text):
            fields.append("\"error\":\(jsonString(text))")
            return line(type: "error", fields: fields, packet: event.packet)
        case .localError(let text):
            fields.append("\"error\":\(jsonString(text))")
            return line(type: "local_error", fields: fields, packet: nil)
        }
    }

    /// ping's statistics as the last object.
    mutating func summary(_ statistics: PingStatistics, target: String) -> String {
        var fields = ["\"target\":\(jsonString(target))", "\"transmitted\":\(statistics.transmitted)",
                      "\"received\":\(statistics.received)", "\"duplicates\":\(statistics.duplicates)",
                      "\"errors\":\(statistics.errors)", "\"loss_percent\":\(statistics.lossPercent)",
                      "\"time_ms\":\(statistics.elapsedMilliseconds)"]
        if let rtt = statistics.roundTripSummary {
            fields += ["\"rtt_min_ms\":\(jsonMilliseconds(rtt.minimum))", "\"rtt_avg_ms\":\(jsonMilliseconds(rtt.average))",
                       "\"rtt_max_ms\":\(jsonMilliseconds(rtt.maximum))", "\"rtt_mdev_ms\":\(jsonMilliseconds(rtt.deviation))"]
        }
        return line(type: "summary", fields: fields, packet: nil)
    }

    /// hping3's statistics (udp/tcp) as the last object.
    mutating func summary(_ statistics: ProbeRunStatistics, target: String) -> String {
        var fields = ["\"target\":\(jsonString(target))", "\"sent\":\(statistics.transmitted)",
                      "\"received\":\(statistics.received)",
                      "\"loss_percent\":\(statistics.transmitted > 0 ? max(0, statistics.transmitted - statistics.received) * 100 / statistics.transmitted : 0)",
                      "\"elapsed_ms\":\(statistics.elapsedNanoseconds / 1_000_000)",
                      "\"pps\":\(Int(statistics.packetsPerSecond))"]
        if statistics.received > 0, statistics.minimumMicroseconds != .max {
            fields += ["\"rtt_min_ms\":\(jsonMilliseconds(statistics.minimumMicroseconds))",
                       "\"rtt_avg_ms\":\(jsonMilliseconds(statistics.sumMicroseconds / Int64(statistics.received)))",
                       "\"rtt_max_ms\":\(jsonMilliseconds(statistics.maximumMicroseconds))"]
        }
        return line(type: "summary", fields: fields, packet: nil)
    }
}

/// Microseconds as a JSON number of milliseconds with three decimals (`0.081`).
func jsonMilliseconds(_ microseconds: Int64) -> String {
    let sign = microseconds < 0 ? "-" : ""
    let magnitude = microseconds.magnitude
    let fraction = String(magnitude % 1000)
    return sign + "\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// `text` as a JSON string: the escaper all of swiftnet's JSON shares (SwiftNetWire's
/// `JSONString`: RFC 8259, plus DEL and C1 controls as `\u00XX`).
func jsonString(_ text: String) -> String { JSONString.quoted(text) }
