import Foundation

/// Whether the tests run as root (live tests need raw sockets and namespaces).
let isRoot = getuid() == 0

/// Runs a command, returning its exit status and standard output.
@discardableResult
func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The repository root (this file is Tests/SwiftNetProbeTests/LabSupport.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A namespace lab made with scripts/lab.sh; `down` removes it (call it in a defer). Each lab gets
/// a name with this run's prefix and a subnet no other run holds, so test runs in two worktrees
/// can overlap.
struct Lab {
    let id: String
    let subnet: Int

    /// `lab.sh up TAG` (or `router TAG`), owned by this test process; nil if it failed.
    static func make(_ tag: String, routed: Bool = false) -> Lab? {
        let script = repositoryRoot.appendingPathComponent("scripts/lab.sh").path
        let made = run(["LAB_OWNER=\(getpid())", "bash", script, routed ? "router" : "up", tag])
        let words = made.output.split(whereSeparator: \.isWhitespace)
        guard made.status == 0, words.count == 2, let subnet = Int(words[1]) else { return nil }
        return Lab(id: String(words[0]), subnet: subnet)
    }

    func down() {
        run(["LAB_OWNER=\(getpid())", "bash", repositoryRoot.appendingPathComponent("scripts/lab.sh").path, "down", id])
    }

    var rootSide: String { "198.18.\(subnet).1" }
    var host: String { "198.18.\(subnet).2" }
    var rootSide6: String { "2001:db8:\(subnet)::1" }
    var host6: String { "2001:db8:\(subnet)::2" }
    /// In a routed lab: the host behind the router.
    var farHost: String { "198.19.\(subnet).2" }
    var farHost6: String { "\(farPrefix6)::2" }
    /// lab.sh's far IPv6 prefix: `2001:db8:1NNN` with N in three hex digits.
    var farPrefix6: String {
        let hex = String(subnet, radix: 16)
        return "2001:db8:1" + String(repeating: "0", count: max(0, 3 - hex.count)) + hex
    }
    var interface: String { "\(id)-h" }
}
