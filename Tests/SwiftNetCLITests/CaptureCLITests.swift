import Foundation
import SwiftNetPcap
import Testing

/// `swiftnet capture` without traffic: option validation, errors and their exit statuses, -D, -d.
@Suite struct CaptureOptionTests {
    @Test(arguments: [
        ["-c", "0"], ["-s", "-1"], ["-s", "300000"], ["-B", "0"], ["-Q", "sideways"],
        ["--time-stamp-precision", "pico"], ["-f", "udp", "tcp"], ["-F", "/dev/null", "udp"],
        ["-C", "0", "-w", "x"], ["-C", "1x", "-w", "x"], ["-G", "0", "-w", "x"], ["-W", "2", "-w", "x"],
        ["-C", "1"], ["-W", "0", "-C", "1", "-w", "x"], ["-Z", "no-such-user-here"], ["-C", "1", "-w", "-"], ["-w", "-", "--print"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) throws {
        let result = try CaptureCLI.swiftnet(["capture", "-i", "lo"] + arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func listsInterfacesAsTCPDumpDoes() throws {
        let result = try CaptureCLI.swiftnet(["capture", "-D"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").contains { $0.hasSuffix(".lo [Up, Running, Loopback]") })
        #expect(result.stdout.hasPrefix("1."))
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func unknownInterfaceNamesItAndListsOthers() throws {
        let result = try CaptureCLI.swiftnet(["capture", "-i", "nosuch9"])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("swiftnet: capture: nosuch9: no such interface (available: "))
        #expect(result.stderr.contains("lo"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func badFilterGivesLibpcapMessageAndExpression() throws {
        let result = try CaptureCLI.swiftnet(["capture", "-i", "lo", "tcp", "port"])
        #expect(result.status == 65)
        #expect(result.stderr == "swiftnet: capture: bad filter 'tcp port': can't parse filter expression: syntax error\n")
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func unwritableOutputFailsBeforeCapturing() throws {
        let result = try CaptureCLI.swiftnet(["capture", "-i", "lo", "-w", "/nonexistent-dir/out.pcap"])
        #expect(result.status == 73)
        #expect(result.stderr == "swiftnet: capture: /nonexistent-dir/out.pcap: No such file or directory\n")
    }

    @Test(.enabled(if: CaptureCLI.isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func withoutPrivilegesSaysSoAndSuggestsTheFix() throws {
        let result = try CaptureCLI.run("/usr/bin/setpriv", [
            "--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all", "--bounding-set=-all",
            CaptureCLI.binary, "capture", "-i", "lo", "-c", "1",
        ])
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("needs root or CAP_NET_RAW"))
        #expect(result.stderr.contains("sudo"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: CaptureCLI.isRoot && CaptureCLI.tcpdump != nil), arguments: [
        ["-d"], ["-dd"], ["-ddd"], ["-d", "-O"],
    ])
    func dumpsTheFilterAsTCPDump(flags: [String]) throws {
        for expression in ["tcp port 80", "udp or icmp6", "ip broadcast", "vlan and host 198.18.12.2"] {
            let ours = try CaptureCLI.swiftnet(["capture", "-i", "lo"] + flags + [expression])
            let theirs = try CaptureCLI.run(CaptureCLI.tcpdump!, ["-i", "lo"] + flags + [expression])
            #expect(ours.status == 0)
            #expect(ours.stdout == theirs.stdout, "\(flags) \(expression)")
        }
    }

    @Test(.enabled(if: CaptureCLI.isRoot)) func filterFileDropsComments() throws {
        let directory = try CaptureCLI.Directory()
        let file = directory.file("filter")
        try "udp # only datagrams\n  and port 53\n".write(toFile: file, atomically: true, encoding: .utf8)
        let fromFile = try CaptureCLI.swiftnet(["capture", "-i", "lo", "-d", "-F", file])
        let direct = try CaptureCLI.swiftnet(["capture", "-i", "lo", "-d", "udp and port 53"])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout == direct.stdout)
        let missing = try CaptureCLI.swiftnet(["capture", "-i", "lo", "-F", directory.file("none")])
        #expect(missing.status == 66)
    }
}
