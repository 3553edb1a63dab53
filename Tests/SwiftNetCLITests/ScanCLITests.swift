import Foundation
import Testing

/// Command-line errors: one line on stderr, distinct exit statuses, nothing sent.
@Suite struct ScanCLIErrorTests {
    @Test func badPortSpecIsAUsageError() {
        let result = ScanCLI.swiftnet(["scan", "-sT", "-p", "80,70000", "127.0.0.1"])
        #expect(result.status == 64)
        #expect(result.stderr == "swiftnet: scan: port 70000 out of range 0-65535 in '80,70000'\n")
    }

    @Test func badHostTimeoutIsAUsageError() {
        for value in ["-1", "1x", "nan", "inf"] {
            let result = ScanCLI.swiftnet(["scan", "-sT", "-p", "80", "--host-timeout", value, "198.18.0.2"])
            #expect(result.status == 64, "\(value)")
            #expect(result.stderr == "swiftnet: scan: --host-timeout: '\(value)' is not a time (500ms, 2s, 1m; no unit: seconds)\n")
        }
    }

    @Test func badCIDRIsADataError() {
        let result = ScanCLI.swiftnet(["scan", "-sT", "-p", "80", "198.18.0.0/33"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("swiftnet: scan: bad CIDR prefix /33"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func emptyTargetList() throws {
        #expect(ScanCLI.swiftnet(["scan", "-sT", "-p", "80"]).status == 66)
        let path = NSTemporaryDirectory() + "swiftnet-scan-empty-\(getpid()).txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data("# nothing here\n\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = ScanCLI.swiftnet(["scan", "-sT", "-p", "80", "-iL", path])
        #expect(result.status == 66)
        #expect(result.stderr == "swiftnet: scan: -iL \(path): the list names no targets\n")
        let excluded = ScanCLI.swiftnet(["scan", "-sT", "-p", "80", "127.0.0.1", "--exclude", "127.0.0.0/8"])
        #expect(excluded.status == 66)
        #expect(excluded.stderr == "swiftnet: scan: no targets to scan after --exclude\n")
    }

    @Test func unresolvableName() {
        let result = ScanCLI.swiftnet(["scan", "-sT", "-p", "80", "nowhere.invalid"])
        #expect(result.status == 68)
        #expect(result.stderr == "swiftnet: scan: cannot resolve host 'nowhere.invalid'\n")
    }

    @Test(.enabled(if: ScanCLI.isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func synScanWithoutPrivilegesSuggestsConnectScan() {
        let result = ScanCLI.swiftnet(["scan", "-sS", "-p", "80", "127.0.0.1"], asUser: "65534")
        #expect(result.status == 77)
        #expect(result.stderr == "swiftnet: scan: -sS needs root or CAP_NET_RAW: run with sudo, or use -sT\n")
    }

    @Test func shardNeedsSeed() {
        let result = ScanCLI.swiftnet(["scan", "-sT", "-p", "80", "--shard", "1/2", "127.0.0.1"])
        #expect(result.status == 64)
    }
}

/// A connect scan of loopback needs no privileges and no lab: a listener this test opens is open,
/// a port nobody listens on is closed.
@Suite struct ScanLoopbackTests {
    @Test func connectScanOfLoopback() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(bound == 0 && listen(listener, 16) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let open = Int(UInt16(bigEndian: address.sin_port))
        // A closed port: bind one, note it, close it again.
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var other = sockaddr_in()
        other.sin_family = sa_family_t(AF_INET)
        other.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        _ = withUnsafePointer(to: &other) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var otherLength = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &other) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &otherLength) }
        }
        let closed = Int(UInt16(bigEndian: other.sin_port))
        close(probe)

        let result = ScanCLI.swiftnet(["scan", "-sT", "-Pn", "-p", "\(open),\(closed)", "--json", "127.0.0.1"])
        #expect(result.status == 0)
        let states = ScanCLI.portStates(result.stdout)
        #expect(states["tcp/\(open)"]?.state == "open")
        #expect(states["tcp/\(closed)"]?.state == "closed")
        #expect(states["tcp/\(closed)"]?.reason == "conn-refused")

        let normal = ScanCLI.swiftnet(["scan", "-sT", "-Pn", "-p", "\(open)", "--reason", "127.0.0.1"])
        #expect(normal.stdout.contains("\(open)/tcp open  "))
        #expect(normal.stdout.contains("syn-ack"))
        #expect(normal.stdout.hasSuffix("(1 host up) scanned in " + normal.stdout.split(separator: " ").last!.description) || normal.stdout.contains("1 IP address (1 host up)"))

        // -v: nmap's live line for the open port (not the closed one); -oA: the three files.
        let base = NSTemporaryDirectory() + "swiftnet-oA-\(getpid())"
        defer { for suffix in [".nmap", ".gnmap", ".xml"] { try? FileManager.default.removeItem(atPath: base + suffix) } }
        let verbose = ScanCLI.swiftnet(["scan", "-sT", "-Pn", "-v", "-p", "\(open),\(closed)", "-oA", base, "127.0.0.1"])
        #expect(verbose.status == 0, "\(verbose.stderr)")
        #expect(verbose.stdout.contains("Discovered open port \(open)/tcp on 127.0.0.1\n"), "\(verbose.stdout)")
        #expect(!verbose.stdout.contains("Discovered open port \(closed)/"))
        #expect(try String(contentsOfFile: base + ".nmap", encoding: .utf8).contains("\(open)/tcp open "))
        #expect(try String(contentsOfFile: base + ".gnmap", encoding: .utf8).contains("\(open)/open/tcp/"))
        #expect(try String(contentsOfFile: base + ".xml", encoding: .utf8).contains("portid=\"\(open)\"><state state=\"open\""))
        // With --json on stdout the live lines go to stderr.
        let json = ScanCLI.swiftnet(["scan", "-sT", "-Pn", "-vv", "-p", "\(open)", "--json", "127.0.0.1"])
        #expect(json.stderr.contains("Discovered open port \(open)/tcp on 127.0.0.1\n"))
        #expect(!json.stdout.contains("Discovered"))
    }
}
