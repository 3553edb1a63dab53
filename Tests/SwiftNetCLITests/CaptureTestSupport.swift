import Foundation

/// Helpers for the capture CLI tests, in a namespace so other suites' helpers cannot clash.
enum CaptureCLI {
    static let isRoot = geteuid() == 0
    static let tcpdump = ["/usr/bin/tcpdump", "/usr/sbin/tcpdump"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The built swiftnet beside the test bundle, else under .build/debug of this package.
    static let binary: String = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("swiftnet").path,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swiftnet").path,
            packageRoot + "/.build/debug/swiftnet",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }()

    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a program to completion.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func swiftnet(_ arguments: [String]) throws -> Result { try run(binary, arguments) }

    static func shell(_ command: String) throws -> Result { try run("/bin/bash", ["-c", command]) }

    /// A swiftnet capture running in the background, stdout and stderr going to files.
    final class Background {
        let process = Process()
        let stdoutPath: String
        let stderrPath: String

        init(_ arguments: [String], directory: String, executable: String = CaptureCLI.binary) throws {
            stdoutPath = directory + "/capture.out"
            stderrPath = directory + "/capture.err"
            _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
            _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
            process.standardError = FileHandle(forWritingAtPath: stderrPath)
            try process.run()
        }

        var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

        /// Waits (up to 10 s) for the "listening on" line: the handle is open and filtered.
        func waitUntilListening() -> Bool {
            for _ in 0..<200 {
                if stderr.contains("listening on") { return true }
                if !process.isRunning { return false }
                usleep(50_000)
            }
            return false
        }

        func signal(_ number: Int32) { kill(process.processIdentifier, number) }

        /// Waits up to `seconds` for exit; kills it (and reports nil) if it does not stop.
        func wait(seconds: Double = 10) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
                return nil
            }
            return process.terminationStatus
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// A namespace lab from scripts/lab.sh (host 198.18.N.2 behind veth ID-h), removed on deinit.
    final class Lab {
        let id: String
        let subnet: Int
        var interface: String { id + "-h" }
        var host: String { "198.18.\(subnet).2" }
        var local: String { "198.18.\(subnet).1" }

        /// `lab.sh up TAG`: a per-run name and a free subnet.
        init(tag: String) throws {
            guard let lab = LabScript.make(tag) else { throw LabError(message: "lab.sh up \(tag) failed") }
            id = lab.id
            subnet = lab.subnet
        }

        deinit { LabScript.down(id) }

        /// `count` echo requests from the root namespace to the lab host, `size` payload bytes each.
        func ping(count: Int, size: Int = 56, interval: Double = 0.2) throws {
            _ = try CaptureCLI.shell("ping -n -q -c \(count) -s \(size) -i \(interval) -W 1 \(host)")
        }

        /// One UDP datagram per payload to the lab host (nothing listens: the host answers with
        /// port unreachable, which is fine).
        func sendUDP(port: Int, payloads: [String]) throws {
            for payload in payloads {
                _ = try CaptureCLI.shell("printf '%s' '\(payload)' > /dev/udp/\(host)/\(port)")
            }
        }
    }

    struct LabError: Error { var message: String }

    /// A fresh temporary directory (world-writable so -Z users can write), removed on deinit.
    final class Directory {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "swiftnet-capture-cli-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                    attributes: nil)
            // Set after creation: the umask would trim the mode given to mkdir.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
    }
}
