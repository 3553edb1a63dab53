import Foundation

/// Runs the built swiftnet on hostile input under resource limits, for the hostile-input, output
/// safety and error catalogue suites (a namespace of its own so other suites' helpers cannot clash).
enum HostileCLI {
    /// Address space and CPU time each run may use: a decoder that balloons or loops is killed by
    /// the kernel (SIGSEGV/SIGABRT from a failed allocation, SIGXCPU/SIGKILL at the CPU limit) and
    /// the test sees the signal. CPU seconds, not wall time, so a loaded machine cannot fail it.
    static let addressSpaceLimit = 512 << 20
    static let cpuSecondsLimit = 30

    struct Outcome {
        var status: Int32
        /// The signal that ended the process, nil when it exited.
        var signal: Int32?
        var stdout: Data
        var stderr: String

        /// stderr lines other than tcpdump's informational `reading from file` line.
        var errorLines: [Substring] {
            stderr.split(separator: "\n").filter { !$0.hasPrefix("reading from file ") }
        }

        var summary: String {
            let text = signal.map { "signal \($0)" } ?? "status \(status)"
            return "\(text), stderr: \(stderr.prefix(400))"
        }
    }

    /// Runs `swiftnet ARGUMENTS` under prlimit, with `input` on stdin (empty otherwise).
    static func run(_ arguments: [String], input: Data? = nil, limited: Bool = true,
                    environment: [String: String]? = nil) throws -> Outcome {
        let process = Process()
        if limited {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = ["--as=\(addressSpaceLimit)", "--cpu=\(cpuSecondsLimit)", CaptureCLI.binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: CaptureCLI.binary)
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        let stdin = Pipe()
        let out = Pipe()
        let err = Pipe()
        process.standardInput = stdin
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
        if let input { try? stdin.fileHandleForWriting.write(contentsOf: input) }
        try? stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let signaled = process.terminationReason == .uncaughtSignal
        return Outcome(status: signaled ? -1 : process.terminationStatus,
                       signal: signaled ? process.terminationStatus : nil,
                       stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The hostile capture files, made once per test run by Fixtures/hostile/make-hostile.py into a
    /// fresh temporary directory: (file path, what it holds).
    static let hostileFiles: [(path: String, description: String)] = {
        let directory = removedAtExit(NSTemporaryDirectory() + "swiftnet-hostile-\(getpid())")
        let script = CaptureCLI.packageRoot + "/Fixtures/hostile/make-hostile.py"
        guard let made = try? CaptureCLI.run("/usr/bin/python3", [script, directory]), made.status == 0,
              let manifest = try? String(contentsOfFile: directory + "/MANIFEST", encoding: .utf8) else {
            return []
        }
        return manifest.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return (directory + "/" + parts[0], parts.count > 1 ? String(parts[1]) : "")
        }
    }()

    static var hostileNames: [String] { hostileFiles.map { URL(fileURLWithPath: $0.path).lastPathComponent } }

    static func hostilePath(_ name: String) -> String {
        hostileFiles.first { $0.path.hasSuffix("/" + name) }?.path ?? name
    }

    /// Every capture file in Fixtures/pcap, by name.
    static let fixtureNames: [String] = {
        let directory = CaptureCLI.packageRoot + "/Fixtures/pcap"
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".pcap") || $0.hasSuffix(".pcapng") }.sorted()
    }()

    static func fixturePath(_ name: String) -> String { CaptureCLI.packageRoot + "/Fixtures/pcap/" + name }

    /// Bytes of the output that may not reach a terminal: anything below 0x20 except newline and
    /// tab, and DEL. Returns a description of the first one, nil when clean.
    static func firstUnsafeByte(_ output: Data) -> String? {
        for (index, byte) in output.enumerated() where (byte < 0x20 && byte != 0x0a && byte != 0x09) || byte == 0x7f {
            let start = max(0, index - 40)
            let context = String(decoding: output[(output.startIndex + start)..<(output.startIndex + index)], as: UTF8.self)
            return String(format: "byte 0x%02x at %d after \"%@\"", byte, index, context)
        }
        return nil
    }
}
