import Foundation

/// scripts/lab.sh as the CLI live tests use it: every lab is owned by this test process, named with
/// this run's prefix and given a subnet no other run holds, so runs in two worktrees can overlap.
enum LabScript {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/lab.sh").path

    /// `lab.sh up TAG` (or `router TAG`, two hops): the lab's id and subnet, nil if it failed
    /// (lab.sh removes what it made then).
    static func make(_ tag: String, routed: Bool = false) -> (id: String, subnet: Int)? {
        let made = run([routed ? "router" : "up", tag])
        let words = made.output.split(whereSeparator: \.isWhitespace)
        guard made.status == 0, words.count == 2, let subnet = Int(words[1]) else { return nil }
        return (String(words[0]), subnet)
    }

    /// `lab.sh down ID`.
    static func down(_ id: String) { run(["down", id]) }

    @discardableResult
    private static func run(_ arguments: [String]) -> ProbeRun {
        probeRunProcess("/bin/bash", [path] + arguments, environment: ["LAB_OWNER": String(getpid())])
    }
}
