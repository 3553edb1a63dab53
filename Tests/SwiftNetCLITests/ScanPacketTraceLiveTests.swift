import Foundation
import Testing

/// `--packet-trace` on a lab host (root only): every probe sent and every answer has its line,
/// and the lines have nmap 7.93's shape on the same lab (numbers masked: nmap picks random TTLs,
/// ids and ports). Ports 22 and 81 are closed; 40000/udp answers port unreachable.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanPacketTraceLiveTests {
    /// The SENT/RCVD lines with every run of digits as N.
    static func shapes(_ output: String) -> Set<String> {
        var result = Set<String>()
        for line in output.split(separator: "\n") where line.hasPrefix("SENT (") || line.hasPrefix("RCVD (") {
            result.insert(String(line).replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
                .replacingOccurrences(of: "[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}", with: "MAC", options: .regularExpression))
        }
        return result
    }

    @Test func linesHaveNmapsShape() throws {
        let lab = try #require(ScanLab("s5pt"))
        defer { lab.down() }
        let tcp = ScanCLI.swiftnet(["scan", "-sS", "-p", "22,81", "--packet-trace", lab.host])
        #expect(tcp.status == 0, "\(tcp.stderr)")
        let lines = tcp.stdout.split(separator: "\n").filter { $0.hasPrefix("SENT") || $0.hasPrefix("RCVD") }
        // ARP request and reply, two SYNs, two RSTs.
        #expect(lines.count == 6, "\(tcp.stdout)")
        #expect(lines.filter { $0.hasPrefix("SENT") && $0.contains(" S ttl=64 ") }.count == 2, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("RCVD") && $0.contains(" RA ttl=64 ") }.count == 2, "\(lines)")
        let udp = ScanCLI.swiftnet(["scan", "-sU", "-Pn", "-p", "40000", "--packet-trace", lab.host])
        #expect(udp.stdout.contains("unreachable (type=3/code=3) ] IP [ttl=64"), "\(udp.stdout)")
        // Beside --json the lines go to stderr, so stdout stays NDJSON.
        let json = ScanCLI.swiftnet(["scan", "-sS", "-p", "22", "--packet-trace", "--json", lab.host])
        #expect(!json.stdout.contains("SENT") && json.stderr.contains("SENT ("))

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nmap") else { return }
        for (ours, theirs) in [(tcp.stdout, ["-sS", "-p", "22,81"]), (udp.stdout, ["-sU", "-Pn", "-p", "40000"])] {
            let nmap = ScanCLI.run("/usr/bin/nmap", ["-n", "--packet-trace"] + theirs + [lab.host])
            let ourShapes = Self.shapes(ours), nmapShapes = Self.shapes(nmap.stdout)
            // nmap's UDP probe to an unknown port carries a payload (iplen differs, masked) and it
            // also prints packets it did not match; every line of ours must be one nmap prints.
            #expect(ourShapes.isSubset(of: nmapShapes), "ours: \(ourShapes.subtracting(nmapShapes)) nmap: \(nmapShapes)")
        }
    }
}
