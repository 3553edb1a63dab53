import Foundation

/// Helpers for the scan CLI tests: run the built binary, labs from scripts/lab.sh, listeners.
enum ScanCLI {
    static let isRoot = getuid() == 0

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The swiftnet binary built beside the test bundle (swift test builds it first).
    static var binary: String {
        let besideBundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("swiftnet").path
        if FileManager.default.isExecutableFile(atPath: besideBundle) { return besideBundle }
        for directory in [".build/debug", ".build/release"] {
            let path = repositoryRoot.appendingPathComponent(directory).appendingPathComponent("swiftnet").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/swiftnet").path
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments`, optionally as another user (setpriv), and waits.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], asUser: String? = nil) -> Result {
        let process = Process()
        if let asUser {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(asUser)", "--regid=\(asUser)", "--clear-groups", "--inh-caps=-all", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return Result(status: -1, stdout: "", stderr: "\(error)") }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func swiftnet(_ arguments: [String], asUser: String? = nil) -> Result {
        run(binary, arguments, asUser: asUser)
    }

    static func shell(_ command: String) -> Result { run("/bin/bash", ["-c", command]) }

    /// The per-port objects of `--json` output: "proto/port" -> (state, reason).
    static func portStates(_ json: String, host: String? = nil) -> [String: (state: String, reason: String)] {
        var result: [String: (String, String)] = [:]
        for line in json.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "port",
                  host == nil || object["host"] as? String == host,
                  let proto = object["protocol"] as? String, let port = object["port"] as? Int,
                  let state = object["state"] as? String, let reason = object["reason"] as? String else { continue }
            result["\(proto)/\(port)"] = (state, reason)
        }
        return result
    }

    /// Hosts reported up by `--json` output.
    static func upHosts(_ json: String) -> Set<String> {
        var result = Set<String>()
        for line in json.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "host", let host = object["host"] as? String else { continue }
            result.insert(host)
        }
        return result
    }
}

/// A namespace lab host (scripts/lab.sh) with TCP listeners, UDP echo sockets and nft rules.
final class ScanLab {
    let id: String
    let subnet: Int
    private var listener: Process?

    var host: String { "198.18.\(subnet).2" }
    /// Address `last` in the lab's IPv4 /24 (1 is our side, 2 the host).
    func v4(_ last: Int) -> String { "198.18.\(subnet).\(last)" }
    var host6: String { "2001:db8:\(subnet)::2" }

    /// `lab.sh up TAG`: a per-run name and a free subnet. ICMP errors are not rate limited unless
    /// `icmpRateLimit` keeps the kernel's default.
    init?(_ tag: String, icmpRateLimit: Bool = false) {
        guard let lab = LabScript.make(tag) else { return nil }
        id = lab.id
        subnet = lab.subnet
        // ICMP errors are rate limited per namespace; the ground truth needs every one.
        if !icmpRateLimit {
            ScanCLI.run("/usr/sbin/ip", ["netns", "exec", id, "sysctl", "-qw", "net.ipv4.icmp_ratelimit=0",
                                     "net.ipv4.icmp_msgs_per_sec=100000", "net.ipv6.icmp.ratelimit=0"])
        }
    }

    /// Starts listeners inside the namespace: TCP accept on `tcp`, UDP echo on `udp` (both families).
    func listen(tcp: [Int], udp: [Int]) -> Bool {
        let script = """
        import socket, select, sys, time
        socks = []
        for fam, addr in ((socket.AF_INET, '0.0.0.0'), (socket.AF_INET6, '::')):
            for p in \(tcp):
                s = socket.socket(fam, socket.SOCK_STREAM)
                s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if fam == socket.AF_INET6: s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                s.bind((addr, p)); s.listen(128); s.setblocking(False); socks.append(s)
            for p in \(udp):
                s = socket.socket(fam, socket.SOCK_DGRAM)
                if fam == socket.AF_INET6: s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                s.bind((addr, p)); socks.append(s)
        print('ready', flush=True)
        end = time.time() + 600
        while time.time() < end:
            r, _, _ = select.select(socks, [], [], 0.5)
            for s in r:
                try:
                    if s.type == socket.SOCK_STREAM:
                        c, _ = s.accept(); c.close()
                    else:
                        data, peer = s.recvfrom(2048); s.sendto(b'swiftnet-lab', peer)
                except OSError:
                    pass
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
        process.arguments = ["netns", "exec", id, "python3", "-c", script]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        listener = process
        // Ready when the last TCP port listens (bounded: 5 s).
        for _ in 0..<50 {
            let sockets = ScanCLI.run("/usr/sbin/ip", ["netns", "exec", id, "ss", "-ltnH"]).stdout
            if let last = tcp.last, sockets.contains(":\(last) ") { return true }
            usleep(100_000)
        }
        return false
    }

    /// Loads an nft ruleset into the namespace.
    func firewall(_ rules: String) -> Bool {
        let path = NSTemporaryDirectory() + "swiftnet-scan-\(id).nft"
        _ = FileManager.default.createFile(atPath: path, contents: Data(rules.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return ScanCLI.run("/usr/sbin/ip", ["netns", "exec", id, "nft", "-f", path]).status == 0
    }

    func down() {
        if let listener, listener.isRunning {
            // SIGKILL: children spawned from the test runner may have SIGTERM blocked.
            kill(listener.processIdentifier, SIGKILL)
            listener.waitUntilExit()
        }
        LabScript.down(id)
    }
}
