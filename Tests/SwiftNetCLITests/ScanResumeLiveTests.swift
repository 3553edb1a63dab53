import Foundation
import Testing

/// `--resume` on a lab host (root only): a 3000-port scan at 500 probes/s is stopped by SIGINT
/// after 2 s, then resumed from its -oX file. The resumed run probes none of the ports the first
/// one reported (its --packet-trace, replayed from the file's command line, shows every probe),
/// and the files it writes hold all 3000 ports with the right states.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanResumeLiveTests {
    /// Destination ports of the TCP probes a --packet-trace output shows.
    static func probedPorts(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("SENT ("), line.contains(" TCP "), let arrow = line.range(of: " > ") else { return nil }
            let destination = line[arrow.upperBound...].split(separator: " ").first ?? ""
            return destination.split(separator: ":").last.flatMap { Int($0) }
        }
    }

    @Test func interruptedScanResumesWithoutRescanningReportedPorts() throws {
        let lab = try #require(ScanLab("s5rs"))
        defer { lab.down() }
        let base = NSTemporaryDirectory() + "swiftnet-s5rs-\(getpid())"
        defer { for ext in ["nmap", "gnmap", "xml", "first.xml"] { try? FileManager.default.removeItem(atPath: "\(base).\(ext)") } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ScanCLI.binary)
        process.arguments = ["scan", "-Pn", "-p", "1-3000", "--max-rate", "500", "--packet-trace", "-oA", base, lab.host]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(2_000_000)
        kill(process.processIdentifier, SIGINT)
        let firstOutput = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let firstXML = try String(contentsOfFile: base + ".xml", encoding: .utf8)
        try firstXML.write(toFile: base + ".first.xml", atomically: true, encoding: .utf8)
        let reported = ScanCLI.run("/usr/bin/python3", [ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path,
                                                        base + ".xml"]).stdout
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.flatMap { Int($0) } }
        #expect(reported.count > 100 && reported.count < 3000, "first run reported \(reported.count) ports")
        #expect(Self.probedPorts(firstOutput).count >= reported.count)

        let resumed = ScanCLI.swiftnet(["scan", "--resume", base + ".xml"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let probed = Set(Self.probedPorts(resumed.stdout))
        #expect(probed.intersection(reported).isEmpty, "re-probed: \(probed.intersection(reported).sorted().prefix(10))")
        #expect(probed.union(reported) == Set(1...3000), "neither run probed \(Set(1...3000).subtracting(probed.union(reported)).count) ports")
        // The files now hold every port: all closed, the lab listens on none.
        let finalStates = ScanCLI.run("/usr/bin/python3", [ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path,
                                                           base + ".xml"]).stdout.split(separator: "\n")
        #expect(finalStates.count == 3000)
        #expect(finalStates.allSatisfy { $0.hasSuffix(" closed") }, "\(finalStates.filter { !$0.hasSuffix(" closed") }.prefix(5))")
        let grepable = try String(contentsOfFile: base + ".gnmap", encoding: .utf8)
        #expect(grepable.contains("Ignored State: closed (3000)"), "\(grepable)")
    }

    @Test func resumeErrorsAreOneLine() throws {
        let path = NSTemporaryDirectory() + "swiftnet-s5rs-bad-\(getpid()).txt"
        try "not a report\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (arguments, status, message) in [
            (["--resume", path], Int32(65), "swiftnet: scan: --resume: '\(path)' is not a swiftnet scan report (-oX, -oG or -oN)\n"),
            (["--resume", path + ".none"], 66, "swiftnet: scan: --resume: cannot read '\(path).none'\n"),
            (["--resume", path, "-p", "80"], 64, "swiftnet: scan: --resume takes the report file alone (the scan's options come from it)\n"),
        ] {
            let result = ScanCLI.swiftnet(["scan"] + arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
    }
}
