import Foundation
import Testing

/// `--host-timeout` on a lab host that drops every TCP port below 30000 (root only): at 200 probes
/// per second, 2000 ports would take 10 s; with a 1 s host timeout the scan gives up on the host
/// and says so as nmap does, in every report, for -sS and -sT alike. A host that answers in time
/// is reported in full.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanHostTimeoutLiveTests {
    static let rules = """
    table inet s5timeout {
      chain input {
        type filter hook input priority 0; policy accept;
        tcp dport 1-30000 drop
      }
    }
    """

    @Test func slowHostIsSkippedInEveryReport() throws {
        let lab = try #require(ScanLab("s5ht"))
        defer { lab.down() }
        try #require(lab.firewall(Self.rules))
        let base = NSTemporaryDirectory() + "swiftnet-s5ht-\(getpid())"
        defer { for ext in ["nmap", "gnmap", "xml"] { try? FileManager.default.removeItem(atPath: "\(base).\(ext)") } }
        for type in ["-sS", "-sT"] {
            let started = Date()
            let result = ScanCLI.swiftnet(["scan", type, "-Pn", "-p", "1-2000", "--max-rate", "200",
                                           "--host-timeout", "1s", "-oA", base, lab.host])
            let elapsed = Date().timeIntervalSince(started)
            #expect(result.status == 0, "\(type): \(result.stderr)")
            #expect(elapsed < 5, "\(type): took \(elapsed) s")
            #expect(result.stdout.contains("Skipping host \(lab.host) due to host timeout\n"), "\(type): \(result.stdout)")
            #expect(!result.stdout.contains("PORT"), "\(type)")
            let grepable = try String(contentsOfFile: base + ".gnmap", encoding: .utf8)
            #expect(grepable.contains("Host: \(lab.host) ()\tStatus: Timeout\n"), "\(type)")
            #expect(!grepable.contains("Ports:"), "\(type)")
            let xml = try String(contentsOfFile: base + ".xml", encoding: .utf8)
            #expect(xml.contains("timedout=\"true\""), "\(type)")
            #expect(!xml.contains("<port "), "\(type)")
            let parsed = ScanCLI.run("/usr/bin/python3", ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", base + ".xml"])
            #expect(parsed.status == 0, "\(type): the XML parses: \(parsed.stderr)")
        }

        // Above the dropped range every port answers at once: the same timeout leaves it alone.
        let quick = ScanCLI.swiftnet(["scan", "-Pn", "-p", "30001-30010", "--host-timeout", "5s", lab.host])
        #expect(quick.status == 0, "\(quick.stderr)")
        #expect(!quick.stdout.contains("Skipping host"))
        #expect(quick.stdout.contains("30001/tcp closed"))
    }
}
