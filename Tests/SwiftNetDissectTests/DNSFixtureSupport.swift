import Foundation
@testable import SwiftNetDissect

/// Test-only helpers for the DNS fixtures: a minimal classic-pcap reader and the Ethernet/IP/UDP/TCP
/// walk needed to find each DNS message, so the DNS printer is tested on its own against the text
/// tcpdump printed for the same packet.
enum DNSFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A DNS message found in a fixture packet, with what tcpdump would hand its DNS printer.
    struct Message {
        var bytes: [UInt8]
        var offset: Int
        /// tcpdump's snapend: the capture, trimmed to the IP datagram.
        var end: Int
        var length: Int
        var overTCP: Bool
        var isMulticastDNS: Bool
    }

    /// Packets of a little-endian microsecond pcap (what Fixtures/generate/dns.py writes).
    static func packets(_ name: String) throws -> [[UInt8]] {
        let data = [UInt8](try Data(contentsOf: root.appendingPathComponent("pcap/\(name)")))
        precondition(data.count >= 24 && data[0] == 0xd4 && data[1] == 0xc3, "\(name): not a LE pcap")
        var packets: [[UInt8]] = []
        var cursor = 24
        func le32(_ at: Int) -> Int {
            Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 | Int(data[at + 3]) << 24
        }
        while cursor + 16 <= data.count {
            let captured = le32(cursor + 8)
            cursor += 16
            packets.append(Array(data[cursor..<cursor + captured]))
            cursor += captured
        }
        return packets
    }

    static func message(in frame: [UInt8]) -> Message? {
        guard frame.count >= 14 else { return nil }
        let etherType = Int(frame[12]) << 8 | Int(frame[13])
        var transport: Int
        var protocolNumber: UInt8
        var ipEnd: Int
        switch etherType {
        case 0x0800:
            guard frame.count >= 14 + 20 else { return nil }
            transport = 14 + Int(frame[14] & 0xf) * 4
            protocolNumber = frame[14 + 9]
            ipEnd = 14 + (Int(frame[16]) << 8 | Int(frame[17]))
        case 0x86dd:
            guard frame.count >= 14 + 40 else { return nil }
            transport = 14 + 40
            protocolNumber = frame[14 + 6]
            ipEnd = transport + (Int(frame[18]) << 8 | Int(frame[19]))
        default:
            return nil
        }
        let end = min(frame.count, ipEnd)
        guard end >= transport + 8 else { return nil }
        let sourcePort = Int(frame[transport]) << 8 | Int(frame[transport + 1])
        let destinationPort = Int(frame[transport + 2]) << 8 | Int(frame[transport + 3])
        if protocolNumber == 17 {
            let udpLength = Int(frame[transport + 4]) << 8 | Int(frame[transport + 5])
            let length = min(udpLength, ipEnd - transport) - 8
            let mdns = sourcePort == 5353 || destinationPort == 5353
            return Message(bytes: frame, offset: transport + 8, end: end, length: length,
                           overTCP: false, isMulticastDNS: mdns)
        }
        guard end >= transport + 20 else { return nil }
        let header = Int(frame[transport + 12] >> 4) * 4
        return Message(bytes: frame, offset: transport + header, end: end,
                       length: ipEnd - transport - header, overTCP: true, isMulticastDNS: false)
    }

    /// The DNS part of each packet's text in a tcpdump output file: continuation lines joined, then
    /// everything after the UDP ports (and `[udp sum ok] `) or after TCP's `length N`.
    static func expectedDNSTexts(_ name: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("expected/\(name)"), encoding: .utf8)
        var records: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            if line.first == " " || line.first == "\t", !records.isEmpty {
                records[records.count - 1] += "\n" + line
            } else {
                records.append(String(line))
            }
        }
        return records.map(dnsPart(of:))
    }

    static func dnsPart(of record: String) -> String {
        guard let arrow = record.range(of: " > ") else { return record }
        let rest = record[arrow.upperBound...]
        if rest.contains("Flags ["),
           let lengthRange = rest.range(of: #", length [0-9]+"#, options: .regularExpression) {
            return String(rest[lengthRange.upperBound...])
        }
        guard let colon = rest.range(of: ": ") else { return record }
        var dns = rest[colon.upperBound...]
        for marker in ["[udp sum ok] ", "[no cksum] "] where dns.hasPrefix(marker) {
            dns = dns.dropFirst(marker.count)
        }
        return String(dns)
    }

    static func render(_ message: Message, verbosity: Int, end: Int? = nil) -> String {
        var output: [UInt8] = []
        DNSPrinter.print(message.bytes, offset: message.offset, end: end ?? message.end,
                         length: message.length, verbosity: verbosity, overTCP: message.overTCP,
                         isMulticastDNS: message.isMulticastDNS, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
