import Foundation
import Testing
@testable import SwiftNetProbe
import SwiftNetWire

/// `--host-timeout`: the clock (offline, made-up times) and the reports of a host given up on,
/// compared with what nmap 7.93 wrote for a host it skipped (-Pn -sS -p 1-2000 --host-timeout 2s
/// on a lab host dropping every port).
@Suite struct HostTimeoutTests {
    static let a = ScanAddress("198.18.61.2")!
    static let b = ScanAddress("198.18.61.3")!

    @Test func clockStartsAtTheFirstProbeAndNeverForgives() {
        var clock = HostTimeoutClock(limit: 2)
        // (host, time, may probe): the answers the clock gives in this order.
        let steps: [(ScanAddress, Double, Bool)] = [
            (Self.a, 10, true), (Self.a, 11.9, true),
            (Self.b, 11.9, true),                    // b's clock starts here
            (Self.a, 12, false), (Self.b, 13.8, true),
            (Self.a, 0, false),                      // once given up, always
        ]
        for (index, (address, now, expected)) in steps.enumerated() {
            let allowed = clock.mayProbe(address, now: now)
            #expect(allowed == expected, "step \(index)")
            if index == 3 { #expect(clock.timedOut == [Self.a]) }
        }
        #expect(!clock.allTimedOut)
        let running = clock.expire(now: 14)           // b's time ran out with no probe
        #expect(!running)
        #expect(clock.timedOut == [Self.a, Self.b])
        #expect(clock.allTimedOut)
    }

    @Test func zeroMeansNoLimit() {
        var clock = HostTimeoutClock(limit: 0)
        let first = clock.mayProbe(Self.a, now: 0), much = clock.mayProbe(Self.a, now: 1e9), running = clock.expire(now: 1e9)
        #expect(first && much && running)
        #expect(clock.timedOut.isEmpty && !clock.allTimedOut)
        #expect(!HostTimeouts(limit: 0).isActive)
    }

    @Test func timingFlagsCarryTheLimit() throws {
        var flags = ScanTimingFlags()
        #expect(try flags.settings().hostTimeout == 0)
        flags.hostTimeout = NmapTime.seconds("1500ms")
        #expect(try flags.settings().hostTimeout == 1.5)
        flags.hostTimeout = -1
        #expect(throws: ScanTimingError.self) { try flags.settings() }
    }

    static func report() -> ScanReport {
        let ports = (1...2000).map { ScanPort(.tcp, UInt16($0)) }
        var skipped = HostResult(address: a, isUp: true, upReason: "arp-response", latency: 0.00004,
                                 answered: [ScanPort(.tcp, 22): PortVerdict(state: .open, reason: "syn-ack", ttl: 64)])
        skipped.mac = MACAddress("6a:09:f3:f3:cd:36")
        skipped.giveUp()
        let finished = HostResult(address: b, isUp: true, upReason: "arp-response", latency: 0.00004,
                                  answered: [ScanPort(.tcp, 80): PortVerdict(state: .open, reason: "syn-ack", ttl: 64)])
        return ScanReport(scanTypes: [.tcp: .syn], ports: ports, hosts: [skipped, finished], startTime: 1_795_488_721,
                          elapsed: 3.24, commandLine: "swiftnet scan -Pn -sS -p 1-2000 --host-timeout 2s 198.18.61.2-3")
    }

    @Test func normalReportSkipsTheHostAsNmapDoes() {
        let text = NormalReport.render(Self.report(), options: ReportOptions())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines[1...4]) == [
            "swiftnet scan report for 198.18.61.2",
            "Host is up (0.000040s latency).",
            "Skipping host 198.18.61.2 due to host timeout",
            "swiftnet scan report for 198.18.61.3",
        ])
        #expect(!text.contains("6A:09:F3"))                 // nmap shows no MAC line for it
        #expect(text.contains("80/tcp open"))
        #expect(!text.contains("22/tcp"))
        #expect(text.hasSuffix("swiftnet done: 2 IP addresses (2 hosts up) scanned in 3.24 seconds\n"))
    }

    @Test func grepableReportSaysTimeout() {
        let text = GrepableReport.render(Self.report(), options: ReportOptions())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "Host: 198.18.61.2 ()\tStatus: Up")
        #expect(lines[2] == "Host: 198.18.61.2 ()\tStatus: Timeout")
        #expect(lines[3] == "Host: 198.18.61.3 ()\tStatus: Up")
        #expect(lines[4].hasPrefix("Host: 198.18.61.3 ()\tPorts: 80/open/tcp//"))
    }

    @Test func xmlMarksTheHostTimedOutWithoutPorts() throws {
        let text = XMLReport.render(Self.report(), options: ReportOptions())
        let start = try #require(text.range(of: "<host starttime=\"1795488721\" endtime=\"1795488724\" timedout=\"true\">"))
        let end = try #require(text.range(of: "</host>", range: start.upperBound..<text.endIndex))
        let block = String(text[start.lowerBound..<end.upperBound])
        #expect(block.contains("<address addr=\"6A:09:F3:F3:CD:36\" addrtype=\"mac\"/>"))
        #expect(block.contains("<times srtt=\"40\""))
        #expect(!block.contains("<ports>") && !block.contains("<port "))
        #expect(text.components(separatedBy: "timedout=").count == 2)
        #expect(text.contains("<hosts up=\"2\" down=\"0\" total=\"2\"/>"))
    }

    @Test func jsonFlagsTheHostAndListsNoPorts() {
        let text = JSONReport.render(Self.report(), options: ReportOptions())
        #expect(text.contains("{\"type\":\"host\",\"host\":\"198.18.61.2\",\"status\":\"up\",\"reason\":\"arp-response\",\"latency_s\":4e-05,\"mac\":\"6a:09:f3:f3:cd:36\",\"timed_out\":true}"))
        #expect(!text.contains("\"host\":\"198.18.61.2\",\"protocol\""))
        #expect(text.contains("\"host\":\"198.18.61.3\",\"protocol\":\"tcp\",\"port\":80"))
    }
}
