import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SwiftNetProbe

/// Reports compared with what nmap 7.93 printed for the same port states (a lab host with 80 open,
/// 443 and 1000-1099 dropped, 25 rejected with admin-prohibited, the rest closed).
@Suite struct ScanReportTests {
    static let host = ScanAddress("198.18.60.2")!
    static let services = ServiceTable(nmapServices: """
    ssh\t22/tcp\t0.182286
    smtp\t25/tcp\t0.131314
    http\t80/tcp\t0.484143
    https\t443/tcp\t0.208669
    cisco-sccp\t2000/tcp\t0.006
    dc\t2001/tcp\t0.004
    globe\t2002/tcp\t0.0003
    finger\t2003/tcp\t0.0002
    mailbox\t2004/tcp\t0.0002
    deslogin\t2005/tcp\t0.0003
    invokator\t2006/tcp\t0.0002
    dectalk\t2007/tcp\t0.0002
    conf\t2008/tcp\t0.0001
    news\t2009/tcp\t0.0001
    search\t2010/tcp\t0.0001
    """)

    static func report(openOnly: Bool = false) -> ScanReport {
        let numbers: [UInt16] = [22, 25, 80, 443] + Array(1000...1099) + Array(2000...2010)
        let ports = numbers.map { ScanPort(.tcp, $0) }
        var answered: [ScanPort: PortVerdict] = [:]
        for number in [22] + Array(2000...2010) as [UInt16] {
            answered[ScanPort(.tcp, number)] = PortVerdict(state: .closed, reason: "reset", ttl: 64)
        }
        answered[ScanPort(.tcp, 80)] = PortVerdict(state: .open, reason: "syn-ack", ttl: 64)
        answered[ScanPort(.tcp, 25)] = PortVerdict(state: .filtered, reason: "admin-prohibited", ttl: 64)
        let hosts = [HostResult(address: host, isUp: true, upReason: "arp-response", latency: 0.000019, answered: answered),
                     HostResult(address: ScanAddress("198.18.60.3")!, isUp: false, upReason: "no-response")]
        return ScanReport(scanTypes: [.tcp: .syn], ports: ports, hosts: hosts, startTime: 1_795_239_921, elapsed: 1.756,
                          commandLine: "swiftnet scan -p 22,25,80,443,1000-1099,2000-2010 --reason 198.18.60.2-3")
    }

    @Test func normalReportMatchesNmapsTable() {
        let text = NormalReport.render(Self.report(), options: ReportOptions(showReason: true, services: Self.services))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "swiftnet scan report for 198.18.60.2")
        #expect(lines[2] == "Host is up, received arp-response (0.000019s latency).")
        #expect(lines[3] == "Not shown: 101 filtered tcp ports (no-response), 1 filtered tcp ports (admin-prohibited)")
        #expect(Array(lines[4...8]) == [
            "PORT     STATE  SERVICE    REASON",
            "22/tcp   closed ssh        reset ttl 64",
            "80/tcp   open   http       syn-ack ttl 64",
            "2000/tcp closed cisco-sccp reset ttl 64",
            "2001/tcp closed dc         reset ttl 64",
        ])
        #expect(lines[16] == "2009/tcp closed news       reset ttl 64")
        #expect(lines[18] == "")
        #expect(lines[19] == "swiftnet done: 2 IP addresses (1 host up) scanned in 1.76 seconds")
        #expect(!text.contains("198.18.60.3"))
    }

    @Test func normalReportWithoutReasonAndOpenOnly() {
        let text = NormalReport.render(Self.report(), options: ReportOptions(openOnly: true, services: Self.services))
        #expect(text.contains("Host is up (0.000019s latency).\nNot shown: 101 filtered tcp ports (no-response), 1 filtered tcp ports (admin-prohibited)\nPORT   STATE SERVICE\n80/tcp open  http\n\n"))
    }

    @Test func allIgnored() {
        var report = Self.report()
        report.hosts[0].answered = [:]
        let text = NormalReport.render(report, options: ReportOptions(services: Self.services))
        #expect(text.contains("All 115 scanned ports on 198.18.60.2 are in ignored states.\nNot shown: 115 filtered tcp ports (no-response)\n"))
    }

    @Test func grepableMatchesNmap() {
        let text = GrepableReport.render(Self.report(), options: ReportOptions(services: Self.services))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("# swiftnet 0.1 scan initiated "))
        #expect(lines[0].hasSuffix(" as: swiftnet scan -p 22,25,80,443,1000-1099,2000-2010 --reason 198.18.60.2-3"))
        #expect(lines[1] == "Host: 198.18.60.2 ()\tStatus: Up")
        #expect(lines[2] == "Host: 198.18.60.2 ()\tPorts: 22/closed/tcp//ssh///, 80/open/tcp//http///, 2000/closed/tcp//cisco-sccp///, 2001/closed/tcp//dc///, 2002/closed/tcp//globe///, 2003/closed/tcp//finger///, 2004/closed/tcp//mailbox///, 2005/closed/tcp//deslogin///, 2006/closed/tcp//invokator///, 2007/closed/tcp//dectalk///, 2008/closed/tcp//conf///, 2009/closed/tcp//news///, 2010/closed/tcp//search///\tIgnored State: filtered (102)")
        #expect(lines[3].hasSuffix(" -- 2 IP addresses (1 host up) scanned in 1.76 seconds"))
    }

    @Test func xmlHasEveryPortThroughExtraports() throws {
        let text = XMLReport.render(Self.report(), options: ReportOptions(services: Self.services))
        #expect(text.contains("""
        <ports><extraports state="filtered" count="102">
        <extrareasons reason="no-response" count="101" proto="tcp" ports="443,1000-1099"/>
        <extrareasons reason="admin-prohibited" count="1" proto="tcp" ports="25"/>
        </extraports>
        <port protocol="tcp" portid="22"><state state="closed" reason="reset" reason_ttl="64"/><service name="ssh" method="table" conf="3"/></port>
        """))
        #expect(text.contains("<scaninfo type=\"syn\" protocol=\"tcp\" numservices=\"115\" services=\"22,25,80,443,1000-1099,2000-2010\"/>"))
        #expect(text.contains("<hosts up=\"1\" down=\"1\" total=\"2\"/>"))
        // Well-formed: the platform XML parser reads it and finds 13 listed ports.
        let document = try XMLDocument(xmlString: text, options: [])
        #expect(try document.nodes(forXPath: "//port").count == 13)
        #expect(try document.nodes(forXPath: "//extrareasons").count == 2)
    }

    @Test func jsonLinesParseAndCountEveryPort() throws {
        let text = JSONReport.render(Self.report(), options: ReportOptions(services: Self.services))
        let objects = try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 1 + 115 + 1)
        #expect(objects[0]["type"] as? String == "host")
        let open = objects.filter { $0["type"] as? String == "port" && $0["state"] as? String == "open" }
        #expect(open.count == 1 && open[0]["port"] as? Int == 80 && open[0]["service"] as? String == "http" && open[0]["ttl"] as? Int == 64)
        let summary = try #require(objects.last)
        #expect(summary["type"] as? String == "summary")
        let states = try #require(summary["states"] as? [String: Int])
        #expect(states == ["open": 1, "closed": 12, "filtered": 102, "unfiltered": 0, "open|filtered": 0])
        #expect(summary["hosts_up"] as? Int == 1 && summary["hosts_total"] as? Int == 2)
    }

    @Test func numberFormats() {
        #expect(ReportFormat.significant2(0.000041) == "0.000041")
        #expect(ReportFormat.significant2(0.000005) == "0.0000050")
        #expect(ReportFormat.significant2(0.1) == "0.10")
        #expect(ReportFormat.significant2(1.234) == "1.2")
        #expect(ReportFormat.fixed2(0.1) == "0.10")
        #expect(ReportFormat.fixed2(12.345) == "12.35" || ReportFormat.fixed2(12.345) == "12.34")
        #expect(ReportGrouping.compactList([1, 2, 3, 5, 7, 8]) == "1-3,5,7-8")
        #expect(XMLReport.escape("a --reason <b>") == "a -&#45;reason &lt;b&gt;")
    }

    /// scan --json strings go through the shared escaper: DEL and C1 controls escaped too.
    @Test func jsonQuoteEscapesDELAndC1() {
        #expect(JSONReport.quote("a\"b\\c\n\u{7f}\u{9b}é") == #""a\"b\\c\u000a\u007f\u009bé""#)
    }

    /// The grouping counts states through `PortState.ordinal`, which must follow `allCases`; groups
    /// keep first-seen order within a count and each reason's ports stay in port order, however the
    /// reasons interleave.
    @Test func groupingWithInterleavedReasons() {
        #expect(PortState.allCases.map(\.ordinal) == Array(0..<PortState.allCases.count))
        var verdicts: [(ScanPort, PortVerdict)] = []
        for number in UInt16(1)...90 {
            let verdict = number % 3 == 0 ? PortVerdict(state: .filtered, reason: "admin-prohibited")
                : number % 3 == 1 ? PortVerdict(state: .filtered, reason: "no-response")
                : PortVerdict(state: .closed, reason: "reset")
            verdicts.append((ScanPort(.tcp, number), verdict))
        }
        verdicts.append((ScanPort(.udp, 91), PortVerdict(state: .filtered, reason: "admin-prohibited")))
        verdicts.append((ScanPort(.tcp, 92), PortVerdict(state: .open, reason: "syn-ack")))
        let (ignored, shown) = ReportGrouping.split(verdicts, openOnly: false)
        #expect(ignored.map(\.state) == [.closed, .filtered] && ignored.map(\.count) == [30, 61])
        let filtered = ignored[1].reasons
        #expect(filtered.map(\.reason) == ["no-response", "admin-prohibited", "admin-prohibited"])
        #expect(filtered.map(\.proto) == [.tcp, .tcp, .udp] && filtered.map(\.ports.count) == [30, 30, 1])
        #expect(filtered[0].ports == Array(stride(from: UInt16(1), through: 88, by: 3)))
        #expect(shown.map(\.0.number) == [92])
    }
}
