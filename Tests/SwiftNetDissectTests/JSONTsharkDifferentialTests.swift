import Foundation
import Testing
import SwiftNetPcap
@testable import SwiftNetDissect

/// The NDJSON fields against tshark's on every fixture pcap: addresses, lengths, ports, sequence
/// numbers, flags, checksum verdicts, DNS header and first question. tshark is an independent
/// decoder (installed by `make deps`); skipped only where it is absent.
@Suite struct JSONTsharkDifferentialTests {
    static let tshark = ["/usr/bin/tshark", "/usr/local/bin/tshark"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let fields = [
        "frame.number", "ip.src", "ip.dst", "ip.ttl", "ip.id", "ip.len", "ipv6.src", "ipv6.dst", "ipv6.hlim",
        "tcp.srcport", "tcp.dstport", "tcp.seq_raw", "tcp.ack_raw", "tcp.flags", "tcp.window_size_value",
        "tcp.checksum.status", "udp.srcport", "udp.dstport", "udp.length", "udp.checksum.status",
        "dns.id", "dns.flags.response", "dns.count.queries", "dns.count.answers", "dns.qry.name",
        "dns.qry.type",
    ]

    func tsharkRows(_ pcap: String, tshark: String) throws -> [[String: String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tshark)
        process.arguments = ["-n", "-o", "tcp.check_checksum:TRUE", "-o", "udp.check_checksum:TRUE",
                             "-o", "ip.check_checksum:TRUE", "-d", "udp.port==5353,dns",
                             "-r", DNSFixtures.root.appendingPathComponent("pcap/\(pcap)").path,
                             "-T", "fields", "-E", "separator=|", "-E", "occurrence=f"]
            + Self.fields.flatMap { ["-e", $0] }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").map { line in
            let values = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (field, value) in zip(Self.fields, values) where !value.isEmpty { row[field] = value }
            return row
        }
    }

    static func number(_ text: String?) -> Int? {
        guard let text else { return nil }
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        return Int(text)
    }

    @Test(.enabled(if: tshark != nil), arguments: ["dns-udp.pcap", "dns-tcp.pcap", "dns-ipv6-truncated.pcap", "dns-mutated.pcap"])
    func fieldsMatchTshark(pcap: String) throws {
        let (packets, precision) = try JSONPacketEncoderTests.readPackets(pcap)
        let objects = try JSONPacketEncoderTests.parseLines(JSONPacketEncoderTests.encode(packets, precision: precision))
        let rows = try tsharkRows(pcap, tshark: try #require(Self.tshark))
        #expect(rows.count == objects.count)
        for (object, row) in zip(objects, rows) {
            let number = object["number"] as? Int ?? 0
            var layers: [String: [String: Any]] = [:]
            for layer in object["layers"] as? [[String: Any]] ?? [] {
                if let name = layer["layer"] as? String, layers[name] == nil { layers[name] = layer }
            }
            func check(_ layer: String, _ key: String, _ field: String, hex: Bool = false,
                       sourceLocation: SourceLocation = #_sourceLocation) {
                guard let ours = layers[layer]?[key] else { return }
                let theirs = row[field]
                if let value = ours as? Int {
                    #expect(value == Self.number(theirs), "packet \(number) \(field)", sourceLocation: sourceLocation)
                } else if let value = ours as? String {
                    let mine = value.hasPrefix("0x") ? String(Self.number(value) ?? -1) : value
                    let reference = hex ? String(Self.number(theirs) ?? -2) : (theirs ?? "nil")
                    #expect(mine == reference, "packet \(number) \(field)", sourceLocation: sourceLocation)
                } else if let value = ours as? Bool {
                    #expect((value ? "1" : "0") == theirs, "packet \(number) \(field)", sourceLocation: sourceLocation)
                }
            }
            check("ipv4", "source", "ip.src")
            check("ipv4", "destination", "ip.dst")
            check("ipv4", "ttl", "ip.ttl")
            check("ipv4", "id", "ip.id")
            check("ipv4", "total_length", "ip.len")
            check("ipv6", "source", "ipv6.src")
            check("ipv6", "destination", "ipv6.dst")
            check("ipv6", "hop_limit", "ipv6.hlim")
            check("tcp", "source_port", "tcp.srcport")
            check("tcp", "destination_port", "tcp.dstport")
            check("tcp", "seq", "tcp.seq_raw")
            check("tcp", "ack", "tcp.ack_raw")
            check("tcp", "flags", "tcp.flags", hex: true)
            check("tcp", "window", "tcp.window_size_value")
            check("udp", "source_port", "udp.srcport")
            check("udp", "destination_port", "udp.dstport")
            check("udp", "length", "udp.length")
            for (layer, field) in [("tcp", "tcp.checksum.status"), ("udp", "udp.checksum.status")] {
                // tshark: 0 bad, 1 good, 2 not checked.
                if let verdict = layers[layer]?["checksum_valid"] as? Bool, let status = row[field], status != "2" {
                    #expect((verdict ? "1" : "0") == status, "packet \(number) \(field)")
                }
            }
            // DNS header fields, when the message was read whole.
            // (UPDATE messages, opcode 5, name their counts differently in tshark: zones, prerequisites.)
            if let dns = layers["dns"], dns["truncated"] == nil, dns["malformed"] == nil, row["dns.id"] != nil,
               dns["opcode"] as? Int != 5 {
                #expect(dns["id"] as? Int == Self.number(row["dns.id"]), "packet \(number) dns.id")
                #expect((dns["response"] as? Bool ?? false ? "1" : "0") == row["dns.flags.response"].map {
                    $0 == "True" || $0 == "1" ? "1" : "0" }, "packet \(number) dns.flags.response")
                let counts = dns["counts"] as? [String: Int]
                #expect(counts?["questions"] == Self.number(row["dns.count.queries"]), "packet \(number)")
                #expect(counts?["answers"] == Self.number(row["dns.count.answers"]), "packet \(number)")
                if let question = (dns["questions"] as? [[String: Any]])?.first,
                   let name = question["name"] as? String, !name.contains("\\"), name != "." {
                    #expect(String(name.dropLast()) == row["dns.qry.name"], "packet \(number) dns.qry.name")
                    #expect(question["type"] as? Int == Self.number(row["dns.qry.type"]), "packet \(number)")
                }
            }
        }
    }
}
