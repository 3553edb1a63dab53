import Foundation
import Synchronization
import Testing

/// A long scan stopped by a signal (root only): it stops within a second, exits 128 + the signal,
/// and its report files, created at the start, are finished from the ports learnt so far.
@Suite(.serialized, .enabled(if: ScanCLI.isRoot)) struct ScanSignalLiveTests {
    struct Stopped {
        var status: Int32
        var stopSeconds: Double
        var stdout: String
        var stderr: String
        var directory: String
        /// Whether the three report files existed before the signal.
        var filesAtStart: Bool
    }

    /// Starts a 1-65535 SYN scan at 2000 probes/s (half a minute) from `sh -c` with SIGINT ignored,
    /// as a non-interactive shell starts a background job; sends `signal` 2 s after the start, and
    /// at least 0.5 s into the port scan (SWIFTNET_SCAN_DEBUG's phase line: on a loaded machine the
    /// debug build's discovery alone can take seconds).
    static func scanStopped(by signal: Int32, host: String) throws -> Stopped {
        let directory = NSTemporaryDirectory() + "swiftnet-scan-signal-\(getpid())-\(signal)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let arguments = ["scan", "-sS", "-p-", "--rate", "2000", "--json", "-oN", directory + "/s.nmap",
                         "-oG", directory + "/s.gnmap", "-oX", directory + "/s.xml", host]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' INT; SWIFTNET_SCAN_DEBUG=1 exec \"$0\" \"$@\"", ScanCLI.binary] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let errText = Mutex("")
        err.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            errText.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        let started = Date()
        try process.run()
        var scanning: Date?
        while Date().timeIntervalSince(started) < 20 {
            if scanning == nil && errText.withLock({ $0.contains("scan: discovery done") }) { scanning = Date() }
            if let scanning, Date().timeIntervalSince(started) >= 2, Date().timeIntervalSince(scanning) >= 0.5 { break }
            usleep(10_000)
        }
        let filesAtStart = ["s.nmap", "s.gnmap", "s.xml"].allSatisfy {
            FileManager.default.fileExists(atPath: directory + "/" + $0)
        }
        let signalled = Date()
        kill(process.processIdentifier, signal)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stopSeconds = Date().timeIntervalSince(signalled)
        err.fileHandleForReading.readabilityHandler = nil
        let rest = err.fileHandleForReading.readDataToEndOfFile()
        errText.withLock { $0 += String(decoding: rest, as: UTF8.self) }
        return Stopped(status: process.terminationStatus, stopSeconds: stopSeconds,
                       stdout: String(decoding: outData, as: UTF8.self), stderr: errText.withLock { $0 },
                       directory: directory, filesAtStart: filesAtStart)
    }

    @Test func sigintStopsWithinASecondAndFinishesEveryReport() throws {
        let lab = try #require(ScanLiveTests.makeLab("scsig"))
        defer { lab.down() }
        let run = try Self.scanStopped(by: SIGINT, host: lab.host)
        defer { try? FileManager.default.removeItem(atPath: run.directory) }
        #expect(run.filesAtStart)
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stopSeconds < 1, "stopped \(run.stopSeconds) s after SIGINT")
        #expect(run.stderr.contains("caught SIGINT signal, cleaning up"))

        // Only ports that answered are reported: after half a second or more at 2000/s, hundreds
        // of closed ones, never a dropped port read as filtered (its probe may not have gone out yet).
        // Port 25 answers with an ICMP admin-prohibited, which is filtered as soon as it arrives.
        let states = ScanCLI.portStates(run.stdout, host: lab.host)
        let closed = states.values.filter { $0.state == "closed" }.count
        #expect(closed > 100 && states.count < 65_535, "\(states.count) ports")
        for (key, value) in states where value.state != "closed" {
            let port = Int(key.dropFirst(4))!
            if port == 25 {
                #expect(value.state == "filtered" && value.reason == "admin-prohibited", "\(key): \(value)")
            } else {
                #expect(value.state == "open" && ScanLiveTests.openTCP.contains(port), "\(key): \(value)")
            }
        }

        // The XML parses (the expander reads it with ElementTree) and holds the same ports.
        let expander = ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path
        let expanded = ScanCLI.run("/usr/bin/python3", [expander, run.directory + "/s.xml"])
        #expect(expanded.status == 0, "\(expanded.stderr)")
        #expect(expanded.stdout.split(separator: "\n").count == states.count)
        let xml = try String(contentsOfFile: run.directory + "/s.xml", encoding: .utf8)
        #expect(xml.contains("exit=\"error\" errormsg=\"Interrupted by SIGINT\""))
        let normal = try String(contentsOfFile: run.directory + "/s.nmap", encoding: .utf8)
        #expect(normal.contains("Not shown: \(closed) closed tcp ports (reset)"), "\(normal)")
        let grepable = try String(contentsOfFile: run.directory + "/s.gnmap", encoding: .utf8)
        #expect(grepable.contains("Host: \(lab.host) ()\tPorts: "))
        #expect(grepable.contains("\tIgnored State: closed (\(closed))"), "\(grepable)")
    }

    @Test func sigtermAndSighupExit128PlusTheSignal() throws {
        let lab = try #require(ScanLiveTests.makeLab("scsih"))
        defer { lab.down() }
        for (signal, name) in [(SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")] {
            let run = try Self.scanStopped(by: signal, host: lab.host)
            defer { try? FileManager.default.removeItem(atPath: run.directory) }
            #expect(run.status == 128 + signal, "\(name): \(run.stderr)")
            #expect(run.stderr.contains("caught \(name) signal, cleaning up"))
            #expect(ScanCLI.run("/usr/bin/python3", [ScanCLI.repositoryRoot.appendingPathComponent("scripts/nmap-xml-states.py").path,
                                                     run.directory + "/s.xml"]).status == 0)
        }
    }
}
