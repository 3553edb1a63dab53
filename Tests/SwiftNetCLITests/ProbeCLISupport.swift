import Foundation

// Helpers for the probe command tests (ping, udp, tcp): run the built binary, make labs.

let probeTestsRunAsRoot = getuid() == 0

/// The repository root (this file is Tests/SwiftNetCLITests/ProbeCLISupport.swift).
let probeRepositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The swiftnet binary `swift test` built (debug), or SWIFTNET if set.
let probeBinary: String = {
    if let given = ProcessInfo.processInfo.environment["SWIFTNET"] { return given }
    return probeRepositoryRoot.appendingPathComponent(".build/debug/swiftnet").path
}()

struct ProbeRun {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `executable arguments`, environment extended by `environment`; waits for it.
@discardableResult
func probeRunProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> ProbeRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do { try process.run() } catch { return ProbeRun(status: -1, output: "", error: "\(error)") }
    // Read both pipes before waiting so a chatty child never blocks on a full pipe.
    nonisolated(unsafe) var errorData = Data()
    let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while reader.isExecuting || !reader.isFinished { usleep(1000) }
    return ProbeRun(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                    error: String(decoding: errorData, as: UTF8.self))
}

/// Runs swiftnet with `arguments`.
@discardableResult
func swiftnetProbe(_ arguments: [String], environment: [String: String] = [:]) -> ProbeRun {
    probeRunProcess(probeBinary, arguments, environment: environment)
}

/// A namespace lab made with scripts/lab.sh (per-run name, free subnet); `down()` removes it
/// (call it in a defer).
struct ProbeLab {
    let id: String
    let subnet: Int

    static func make(_ tag: String, routed: Bool = false) -> ProbeLab? {
        LabScript.make(tag, routed: routed).map { ProbeLab(id: $0.id, subnet: $0.subnet) }
    }

    func down() { LabScript.down(id) }

    var rootSide: String { "198.18.\(subnet).1" }
    var host: String { "198.18.\(subnet).2" }
    var rootSide6: String { "2001:db8:\(subnet)::1" }
    var host6: String { "2001:db8:\(subnet)::2" }
    var farHost: String { "198.19.\(subnet).2" }
    var farHost6: String {
        let hex = String(subnet, radix: 16)
        return "2001:db8:1" + String(repeating: "0", count: max(0, 3 - hex.count)) + hex + "::2"
    }

    /// Starts `python3 -m http.server PORT` bound to `address` inside the lab host; waits until it
    /// listens (up to 5 s). Terminate the returned process in a defer.
    func startListener(port: Int, address: String) -> Process? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
        process.arguments = ["netns", "exec", id, "python3", "-m", "http.server", String(port), "--bind", address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        for _ in 0..<100 {
            let sockets = probeRunProcess("/usr/sbin/ip", ["netns", "exec", id, "ss", "-ltnH"]).output
            if sockets.contains(":\(port) ") { return process }
            usleep(50_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }
}

/// tcpdump's `-vv -n -r FILE` text for a pcap.
func probeTcpdump(_ path: String) -> String {
    probeRunProcess("/usr/bin/tcpdump", ["-vv", "-n", "-r", path]).output
}

/// A fresh temporary file path for a test's pcap.
func probeTemporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("swiftnet-probe-\(getpid())-\(name)").path
}

/// The bytes of a file as lower-case hex.
func probeHex(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    return data.map { String(format: "%02x", $0) }.joined()
}
