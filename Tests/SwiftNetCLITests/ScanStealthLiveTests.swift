import Foundation
import Testing

/// `-sF`, `-sN`, `-sX`, `-sM` on the scan lab (root only). Linux follows RFC 9293: a closed port
/// answers a segment without SYN, RST or ACK with a RST, a listening one stays silent; a segment
/// with ACK (Maimon's FIN+ACK) gets a RST from both. Dropped ports are silent, port 25 answers
/// admin-prohibited. nmap reads silence as open|filtered; the -sX states must also equal nmap's.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanStealthLiveTests {
    static func expected(_ port: Int, maimon: Bool) -> String {
        if port == 25 { return "filtered" }
        if ScanLiveTests.droppedTCP.contains(port) { return "open|filtered" }
        if ScanLiveTests.openTCP.contains(port) { return maimon ? "closed" : "open|filtered" }
        return "closed"
    }

    @Test func finNullXmasAndMaimonMatchGroundTruth() throws {
        let lab = try #require(ScanLiveTests.makeLab("scstl"))
        defer { lab.down() }
        for flag in ["-sF", "-sN", "-sX", "-sM"] {
            let result = ScanCLI.swiftnet(["scan", flag, "-p", ScanLiveTests.tcpPorts, "--rate", "20000", "--json", lab.host])
            #expect(result.status == 0, "\(flag): \(result.stderr)")
            let states = ScanCLI.portStates(result.stdout)
            #expect(states.count == ScanLiveTests.tcpPortList.count, "\(flag)")
            let wrong = ScanLiveTests.tcpPortList.filter {
                states["tcp/\($0)"]?.state != Self.expected($0, maimon: flag == "-sM")
            }
            #expect(wrong.isEmpty, "\(flag): \(wrong.prefix(10).map { "\($0) \(states["tcp/\($0)"]?.state ?? "missing")" })")
            #expect(states["tcp/1"]?.reason == "reset" && states["tcp/25"]?.reason == "admin-prohibited", "\(flag)")
        }

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nmap") else { return }
        let xml = NSTemporaryDirectory() + "swiftnet-xmas-nmap-\(getpid()).xml"
        defer { try? FileManager.default.removeItem(atPath: xml) }
        let nmap = ScanCLI.run("/usr/bin/nmap", ["-n", "-sX", "-T4", "-p", ScanLiveTests.tcpPorts, "-oX", xml, lab.host])
        try #require(nmap.status == 0, "\(nmap.stderr)")
        let ours = ScanCLI.portStates(ScanCLI.swiftnet(["scan", "-sX", "-p", ScanLiveTests.tcpPorts, "--json", lab.host]).stdout)
        let expander = ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path
        let theirs = ScanCLI.run("/usr/bin/python3", [expander, xml]).stdout.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(theirs.count == ours.count)
        let differ = theirs.filter { $0.count == 2 && ours["tcp/\($0[0])"]?.state != String($0[1]) }
        #expect(differ.isEmpty, "\(differ.prefix(10))")
    }
}
