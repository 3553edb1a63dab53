import Foundation
import Testing

/// `swiftnet decode` run as a program: output bytes, stderr lines and exit statuses.
@Suite struct DecodeCLITests {
    enum CLI {
        static let packageRoot: String = {
            var url = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { url.deleteLastPathComponent() }
            return url.path
        }()

        static let binary: String = {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swiftnet").path,
                Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("swiftnet").path,
                packageRoot + "/.build/debug/swiftnet",
            ]
            return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
        }()

        static func fixture(_ path: String) -> String { packageRoot + "/Fixtures/" + path }

        struct Result {
            var status: Int32
            var stdout: Data
            var stderr: String
        }

        /// Runs swiftnet with TZ=UTC; `input` is fed to its standard input.
        static func run(_ arguments: [String], input: Data? = nil) throws -> Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["TZ"] = "UTC"
            process.environment = environment
            let out = Pipe()
            let err = Pipe()
            let inPipe = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
            try process.run()
            if let input {
                DispatchQueue.global().async {
                    inPipe.fileHandleForWriting.write(input)
                    try? inPipe.fileHandleForWriting.close()
                }
            }
            nonisolated(unsafe) var errData = Data()
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.global().async {
                errData = err.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            group.wait()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, stdout: outData,
                          stderr: String(decoding: errData, as: UTF8.self))
        }
    }

    /// A few TESTLIST cases through the real binary (flags parsed by ArgumentParser, the file read
    /// by CaptureFileReader, output through the buffered writer).
    @Test(arguments: [
        ("tcp.pcap", "tcp.out", [String]()), ("tcp.pcap", "tcp-vv.out", ["-vv"]), ("tcp.pcap", "tcp-c5.out", ["-c", "5"]),
        ("tcp.pcap", "tcp-X.out", ["-X"]), ("tcp.pcap", "tcp-num.out", ["-#"]), ("tcp.pcap", "tcp-ttttt.out", ["-ttttt"]),
        ("l2.pcap", "l2-e.out", ["-e"]), ("ts-nano.pcap", "ts-nano-nano.out", ["--nano"]), ("lab.pcap", "lab-v.out", ["-v"]),
        ("pcapng-basic.pcapng", "pcapng-basic.out", []), ("dns-udp.pcap", "dns-udp-vv.out", ["-vv"]),
    ])
    func printsAsTCPDump(pcap: String, expected: String, flags: [String]) throws {
        let result = try CLI.run(["decode"] + flags + [CLI.fixture("pcap/" + pcap)])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("expected/" + expected)))
        #expect(result.stdout == golden)
        #expect(result.stderr.hasPrefix("reading from file \(CLI.fixture("pcap/" + pcap)), link-type "))
    }

    @Test func combinedShortFlagsAndNumericFlagAreAccepted() throws {
        let result = try CLI.run(["decode", "-nvv", CLI.fixture("pcap/tcp.pcap")])
        #expect(result.status == 0)
        #expect(result.stdout == (try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("expected/tcp-vv.out")))))
    }

    @Test func readsStandardInput() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("pcap/tcp.pcap")))
        let result = try CLI.run(["decode", "-"], input: data)
        #expect(result.status == 0)
        #expect(result.stdout == (try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("expected/tcp.out")))))
        #expect(result.stderr.hasPrefix("reading from file -, link-type EN10MB (Ethernet)"))
    }

    /// `--list-fields` prints the field registry, tshark -G fields style, and needs no file.
    @Test func listFieldsPrintsTheRegistry() throws {
        let result = try CLI.run(["decode", "--list-fields"])
        #expect(result.status == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.contains("P\ttcp\ttcp\ttcp\tprotocol\tTransmission Control Protocol"))
        #expect(lines.contains { $0.hasPrefix("F\ttcp\ttcp.window_size_value\twindow\tuint\t") })
        #expect(lines.contains { $0.hasPrefix("F\tip\tip.src\tsource\tipv4\t") })
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6 })
        let missing = try CLI.run(["decode"])
        #expect(missing.status == 64)
    }

    /// JSON timestamps keep a nanosecond file's precision without --nano (README "JSON output").
    @Test func jsonKeepsTheFilesPrecision() throws {
        let nano = try CLI.run(["decode", "--json", CLI.fixture("pcap/ts-nano.pcap")])
        #expect(String(decoding: nano.stdout, as: UTF8.self).hasPrefix(
            "{\"number\":1,\"timestamp\":\"2023-11-14T22:13:20.999999999Z\",\"epoch\":1700000000.999999999,"))
        let micro = try CLI.run(["decode", "--json", "--time-stamp-precision", "micro", CLI.fixture("pcap/ts-nano.pcap")])
        #expect(String(decoding: micro.stdout, as: UTF8.self).contains("\"timestamp\":\"2023-11-14T22:13:20.999999Z\""))
    }

    @Test func missingFileIsNoInput() throws {
        let result = try CLI.run(["decode", "/nonexistent/capture.pcap"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "swiftnet: decode: /nonexistent/capture.pcap: No such file or directory\n")
    }

    @Test func notACaptureFileFails() throws {
        let result = try CLI.run(["decode", CLI.packageRoot + "/Package.swift"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "swiftnet: decode: \(CLI.packageRoot)/Package.swift: not a pcap or pcapng file\n")
    }

    /// A file cut inside its sixth record: the five good packets, then one line with the offset.
    @Test func truncatedFilePrintsGoodPacketsThenTheOffset() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("pcap/tcp.pcap"))).prefix(1000)
        let path = NSTemporaryDirectory() + "swiftnet-decode-truncated-\(getpid()).pcap"
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["decode", path])
        #expect(result.status == 1)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 5)
        let golden = try String(contentsOfFile: CLI.fixture("expected/tcp.out"), encoding: .utf8).split(separator: "\n")
        #expect(Array(lines) == Array(golden.prefix(5)))
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors.last == "swiftnet: decode: \(path): record 6 at byte 605: truncated")
    }

    @Test(arguments: [["-c", "0"], ["--time-stamp-precision", "pico"], ["--color", "sometimes"], ["-k"]])
    func badFlagsAreUsageErrors(arguments: [String]) throws {
        let result = try CLI.run(["decode"] + arguments + [CLI.fixture("pcap/tcp.pcap")])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func jsonIsOneObjectPerPacket() throws {
        let result = try CLI.run(["decode", "--json", CLI.fixture("pcap/lab.pcap")])
        #expect(result.status == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        let golden = try String(contentsOfFile: CLI.fixture("expected/lab.out"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == golden.count)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
        }
    }

    @Test func colorAlwaysAddsEscapesAndNeverDoesNot() throws {
        let plain = try CLI.run(["decode", "--color", "never", CLI.fixture("pcap/tcp.pcap")])
        #expect(plain.stdout == (try Data(contentsOf: URL(fileURLWithPath: CLI.fixture("expected/tcp.out")))))
        let colored = try CLI.run(["decode", "--color", "always", CLI.fixture("pcap/tcp.pcap")])
        #expect(colored.status == 0)
        #expect(colored.stdout.contains(0x1b))
        // Stripping the escapes gives tcpdump's text back.
        let text = String(decoding: colored.stdout, as: UTF8.self)
            .replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(Data(text.utf8) == plain.stdout)
    }
}
