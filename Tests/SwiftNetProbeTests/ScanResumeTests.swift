import Testing
@testable import SwiftNetProbe

/// `--resume`: an interrupted report written by swiftnet's own writers reads back to the ports it
/// held (offline round trips through -oX, -oG and -oN).
@Suite struct ScanResumeTests {
    static let host = ScanAddress("198.18.63.2")!

    /// An interrupted scan of 1-200: 22 open, 30 closed ports (collapsed in every format), 25
    /// admin-prohibited.
    static func interrupted() -> ScanReport {
        var answered: [ScanPort: PortVerdict] = [ScanPort(.tcp, 22): PortVerdict(state: .open, reason: "syn-ack", ttl: 64),
                                                 ScanPort(.tcp, 25): PortVerdict(state: .filtered, reason: "admin-prohibited", ttl: 64)]
        for number in 100..<130 as Range<UInt16> { answered[ScanPort(.tcp, number)] = PortVerdict(state: .closed, reason: "reset", ttl: 64) }
        let hosts = [HostResult(address: host, isUp: true, upReason: "arp-response", latency: 0.0001, answered: answered)]
        var report = ScanReport(scanTypes: [.tcp: .syn], ports: (1...200).map { ScanPort(.tcp, UInt16($0)) }, hosts: hosts,
                                startTime: 1_795_490_000, elapsed: 2, commandLine: "swiftnet scan -p 1-200 --max-rate 100 -oX out.xml 198.18.63.2")
        report.interruptedBy = 2
        return report
    }

    @Test func xmlGivesBackEveryPortWithItsReason() throws {
        let text = XMLReport.render(Self.interrupted(), options: ReportOptions())
        let resume = try #require(ScanResume.parse(text))
        #expect(resume.commandLine == "swiftnet scan -p 1-200 --max-rate 100 -oX out.xml 198.18.63.2")
        #expect(resume.arguments == ["-p", "1-200", "--max-rate", "100", "-oX", "out.xml", "198.18.63.2"])
        #expect(resume.upHosts == [Self.host: "arp-response"])
        let verdicts = try #require(resume.verdicts[Self.host])
        #expect(verdicts.count == 32)
        #expect(verdicts[ScanPort(.tcp, 22)] == PortVerdict(state: .open, reason: "syn-ack", ttl: 64))
        #expect(verdicts[ScanPort(.tcp, 25)] == PortVerdict(state: .filtered, reason: "admin-prohibited", ttl: 64))
        #expect(verdicts[ScanPort(.tcp, 129)] == PortVerdict(state: .closed, reason: "reset", ttl: nil))
        #expect(verdicts[ScanPort(.tcp, 130)] == nil)
        #expect(resume.skip[Self.host]?.count == 32)
    }

    @Test func grepableAndNormalGiveBackTheListedPorts() throws {
        let grepable = try #require(ScanResume.parse(GrepableReport.render(Self.interrupted(), options: ReportOptions())))
        #expect(grepable.commandLine.hasPrefix("swiftnet scan -p 1-200"))
        // The 30 closed ports are collapsed ("Ignored State"): scanned again.
        #expect(grepable.verdicts[Self.host] == [ScanPort(.tcp, 22): PortVerdict(state: .open, reason: "resumed"),
                                                 ScanPort(.tcp, 25): PortVerdict(state: .filtered, reason: "resumed")])
        let normal = try #require(ScanResume.parse(NormalReport.renderFile(Self.interrupted(), options: ReportOptions(showReason: true))))
        #expect(normal.upHosts[Self.host] == "arp-response")
        #expect(normal.verdicts[Self.host] == [ScanPort(.tcp, 22): PortVerdict(state: .open, reason: "syn-ack", ttl: 64),
                                               ScanPort(.tcp, 25): PortVerdict(state: .filtered, reason: "admin-prohibited", ttl: 64)])
    }

    @Test func mergeFillsOnlyWhatTheNewRunLacks() throws {
        let resume = try #require(ScanResume.parse(XMLReport.render(Self.interrupted(), options: ReportOptions())))
        var fresh = ScanReport(scanTypes: [.tcp: .syn], ports: (1...200).map { ScanPort(.tcp, UInt16($0)) },
                               hosts: [HostResult(address: Self.host, isUp: false, upReason: "no-response",
                                                  answered: [ScanPort(.tcp, 150): PortVerdict(state: .closed, reason: "reset")])],
                               startTime: 0, elapsed: 1, commandLine: resume.commandLine)
        fresh.merge(resume)
        #expect(fresh.hosts[0].isUp && fresh.hosts[0].upReason == "arp-response")
        #expect(fresh.hosts[0].answered.count == 33)
        #expect(fresh.hosts[0].answered[ScanPort(.tcp, 150)]?.reason == "reset")
    }

    @Test func otherTextIsNoReport() {
        #expect(ScanResume.parse("") == nil)
        #expect(ScanResume.parse("# Nmap 7.93 scan initiated\n") == nil)
        #expect(ScanResume.parse("<nmaprun scanner=\"x\">") == nil)
        // Truncated XML: what is whole still reads, nothing traps.
        let text = XMLReport.render(Self.interrupted(), options: ReportOptions())
        for cut in stride(from: 0, to: text.count, by: 37) { _ = ScanResume.parse(String(text.prefix(cut))) }
    }
}
