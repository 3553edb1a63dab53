import Testing
@testable import SwiftNetProbe

/// `ScanReport.verdicts` reads long port lists through a table rather than the answers'
/// dictionary: both ways must give every port the same verdict, in port order.
@Suite struct ScanReportVerdictTableTests {
    static let address = ScanAddress("198.18.61.2")!

    static func report(ports: [ScanPort]) -> (ScanReport, HostResult) {
        var answered: [ScanPort: PortVerdict] = [:]
        for port in ports where port.number % 3 == 0 {
            answered[port] = PortVerdict(state: .closed, reason: "reset", ttl: 64)
        }
        answered[ScanPort(.tcp, 80)] = PortVerdict(state: .open, reason: "syn-ack", ttl: 63)
        answered[ScanPort(.udp, 53)] = PortVerdict(state: .open, reason: "udp-response", ttl: 64)
        answered[ScanPort(.udp, 65_535)] = PortVerdict(state: .closed, reason: "port-unreach", ttl: 64)
        let host = HostResult(address: address, isUp: true, upReason: "user-set", answered: answered)
        let report = ScanReport(scanTypes: [.tcp: .syn, .udp: .udp], ports: ports, hosts: [host], startTime: 0, elapsed: 1,
                                commandLine: "swiftnet scan")
        return (report, host)
    }

    /// What the dictionary says for each port, silence filled in per protocol.
    static func expected(_ report: ScanReport, _ host: HostResult) -> [(ScanPort, PortVerdict)] {
        report.ports.map { port in
            (port, host.answered[port] ?? PortClassifier.verdict(for: .noResponse, scan: report.scanTypes[port.proto]!)!)
        }
    }

    @Test(arguments: [100, 5_000, 65_535])
    func tableAndDictionaryAgree(tcpPorts: Int) {
        let ports = (1...tcpPorts).map { ScanPort(.tcp, UInt16($0)) } + [53, 161, 65_535].map { ScanPort(.udp, $0) }
        let (report, host) = Self.report(ports: ports)
        let got = report.verdicts(host)
        let want = Self.expected(report, host)
        #expect(got.count == want.count)
        #expect(zip(got, want).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 })
        #expect(got.first { $0.0 == ScanPort(.tcp, 80) }?.1.state == .open)
        #expect(got.first { $0.0 == ScanPort(.udp, 65_535) }?.1.reason == "port-unreach")
        #expect(got.first { $0.0 == ScanPort(.udp, 161) }?.1.state == .openFiltered)
    }
}
