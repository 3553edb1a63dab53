import Foundation
import SwiftNetCapture
import SwiftNetPcap
import Testing

@Suite struct BPFProgramTests {
    static let expressions = [
        "tcp port 80", "udp", "icmp or icmp6", "host 198.18.10.2 and not port 22",
        "ip6 and tcp[tcpflags] & tcp-syn != 0", "vlan 100 and udp", "greater 100", "arp",
        "net 198.18.0.0/15", "ip[8] < 5", "",
    ]
    static let linkTypes: [LinkType] = [.ethernet, .raw, .linuxSLL, .linuxSLL2, .null]

    @Test func compilesWithoutRoot() throws {
        let program = try BPFProgram("tcp port 80")
        #expect(program.count > 4)
        #expect(program.linkType == .ethernet)
    }

    @Test(.enabled(if: hasTCPDump), arguments: linkTypes)
    func dumpMatchesTCPDump(linkType: LinkType) throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("header.pcap")
        try Data(pcapHeader(linkType: linkType.rawValue)).write(to: URL(fileURLWithPath: file))
        for expression in Self.expressions {
            // vlan is meaningless on cooked or raw links; libpcap refuses it there, as we check below.
            let reference = try run(tcpdumpPath!, ["-r", file, "-d", expression])
            let program: BPFProgram
            do {
                program = try BPFProgram(expression, linkType: linkType)
            } catch {
                #expect(reference.status != 0, "tcpdump compiled '\(expression)' for \(linkType), we did not: \(error)")
                continue
            }
            #expect(reference.status == 0)
            #expect(program.dump() == reference.stdout, "\(expression) on \(linkType)")
        }
    }

    @Test(.enabled(if: hasTCPDump), arguments: [2, 3])
    func cArrayAndDecimalDumpsMatchTCPDump(level: Int) throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("header.pcap")
        try Data(pcapHeader(linkType: 1)).write(to: URL(fileURLWithPath: file))
        for expression in ["udp", "tcp port 80", "ip6"] {
            let reference = try run(tcpdumpPath!, ["-r", file, level == 2 ? "-dd" : "-ddd", expression])
            #expect(try BPFProgram(expression).dump(level: level) == reference.stdout)
        }
    }

    @Test func badFilterCarriesLibpcapMessage() {
        #expect(throws: CaptureError.badFilter(expression: "tcp port", message: "can't parse filter expression: syntax error")) {
            try BPFProgram("tcp port")
        }
        do {
            _ = try BPFProgram("host nosuchhost.invalid.")
            Issue.record("expected a bad filter")
        } catch {
            #expect(error.description.hasPrefix("bad filter 'host nosuchhost.invalid.': "))
        }
    }

    @Test func matchesPortsAndProtocols() throws {
        let web = CapturedPacket(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: 54, linkType: .ethernet,
                                 data: ethernetIPv4(protocolNumber: 6, sourcePort: 40000, destinationPort: 80))
        let dns = CapturedPacket(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: 42, linkType: .ethernet,
                                 data: ethernetIPv4(protocolNumber: 17, sourcePort: 5353, destinationPort: 53))
        let tcp80 = try BPFProgram("tcp port 80")
        #expect(tcp80.matches(web))
        #expect(!tcp80.matches(dns))
        #expect(try BPFProgram("udp dst port 53").matches(dns))
        #expect(try BPFProgram("").matches(dns))
        // The same bytes under another link type are not read as Ethernet.
        var raw = web
        raw.linkType = .raw
        #expect(!tcp80.matches(raw))
    }

    @Test func everyPrefixIsSafe() throws {
        let program = try BPFProgram("tcp port 80 and tcp[13] & 2 != 0")
        let full = ethernetIPv4(protocolNumber: 6, sourcePort: 1, destinationPort: 80)
        for length in 0...full.count {
            let packet = CapturedPacket(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: full.count,
                                        linkType: .ethernet, data: Array(full.prefix(length)))
            // The last load is tcp[13] at byte 47; a load beyond the captured bytes rejects the
            // packet (BPF returns 0) rather than reading past them.
            #expect(program.matches(packet) == (length >= 48), "prefix \(length)")
        }
    }

    @Test func wireLengthDrivesGreaterAndLess() throws {
        let bytes = ethernetIPv4(protocolNumber: 17, sourcePort: 1, destinationPort: 2)
        let short = CapturedPacket(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: 42, linkType: .ethernet, data: bytes)
        let long = CapturedPacket(timestamp: .init(seconds: 0, nanoseconds: 0), originalLength: 1500, linkType: .ethernet, data: bytes)
        let program = try BPFProgram("greater 1000")
        #expect(!program.matches(short))
        #expect(program.matches(long))
    }
}

@Suite struct LinkTypeNamesTests {
    @Test func describesAsTCPDumpPrints() {
        #expect(LinkTypeNames.describe(.ethernet) == "EN10MB (Ethernet)")
        #expect(LinkTypeNames.describe(.linuxSLL2) == "LINUX_SLL2 (Linux cooked v2)")
        // LINKTYPE_RAW (101) is DLT_RAW (12) inside libpcap: the name must still be found.
        #expect(LinkTypeNames.describe(.raw) == "RAW (Raw IP)")
    }

    @Test func namesMapToFileLinkTypes() {
        #expect(LinkTypeNames.linkType(named: "EN10MB") == .ethernet)
        #expect(LinkTypeNames.linkType(named: "linux_sll2") == .linuxSLL2)
        #expect(LinkTypeNames.linkType(named: "RAW") == .raw)
        #expect(LinkTypeNames.linkType(named: "NOSUCHTYPE") == nil)
    }
}
