import Foundation
import Testing

/// setcap (libcap2-bin) and runuser (util-linux), which `make deps` installs.
private let privilegeToolsPresent = ["/usr/sbin/setcap", "/usr/sbin/runuser"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Issue 6, privileges: the live commands run for a non-root user who holds only the capabilities
/// (`setcap`), and without them each says in one line what is missing and suggests sudo, exit 77.
/// The user is `nobody`; the binary is a copy in a world-readable directory so the capabilities set
/// on it touch nothing else.
@Suite(.serialized, .enabled(if: CaptureCLI.isRoot && privilegeToolsPresent))
struct PrivilegeLiveTests {
    /// A copy of swiftnet that `nobody` may run, with `capabilities` set on it (nil: none).
    final class UnprivilegedCopy {
        let directory: CaptureCLI.Directory
        let path: String

        init(capabilities: String?) throws {
            directory = try CaptureCLI.Directory()
            path = directory.file("swiftnet")
            try FileManager.default.copyItem(atPath: CaptureCLI.binary, toPath: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            if let capabilities {
                let result = try CaptureCLI.run("/usr/sbin/setcap", [capabilities, path])
                guard result.status == 0 else { throw CaptureCLI.LabError(message: "setcap: \(result.stderr)") }
            }
        }

        /// Runs the copy as `nobody`.
        func run(_ arguments: [String]) throws -> CaptureCLI.Result {
            try CaptureCLI.run("/usr/sbin/runuser", ["-u", "nobody", "--", path] + arguments)
        }

        /// Runs the copy as `nobody` in a network namespace whose net.ipv4.ping_group_range is
        /// `range` ("1 0": closed, as Debian ships it; "0 2147483647": open). The sysctl belongs
        /// to each namespace, so setting it there holds whatever the host's says and changes
        /// nothing outside. `namespace`: an existing one (a lab's), else a fresh one with lo up.
        func run(_ arguments: [String], pingGroupRange range: String, namespace: String? = nil) throws -> CaptureCLI.Result {
            let script = """
                ip link set lo up || exit 90
                echo "$1" > /proc/sys/net/ipv4/ping_group_range || exit 91
                shift
                exec /usr/sbin/runuser -u nobody -- "$0" "$@"
                """
            let launcher = namespace.map { ["/usr/sbin/ip", "netns", "exec", $0] } ?? ["/usr/bin/unshare", "-n"]
            return try CaptureCLI.run(launcher[0], Array(launcher.dropFirst()) + ["/bin/bash", "-c", script, path, range] + arguments)
        }
    }

    @Test func rawCommandsWithoutCapabilitiesNameThemAndExit77() throws {
        let lab = try CaptureCLI.Lab(tag: "priv1")
        let copy = try UnprivilegedCopy(capabilities: nil)
        // ping would fall back to an ICMP datagram socket where ping_group_range lets nobody
        // in: it runs inside the lab host's namespace with the range closed, towards the root side.
        let ping = try copy.run(["ping", "-c", "1", lab.local], pingGroupRange: "1 0", namespace: lab.id)
        #expect(ping.status == 77, "\(ping.stderr)")
        #expect(ping.stderr.split(separator: "\n").count == 1 && ping.stderr.contains("CAP_NET_RAW") && ping.stderr.contains("sudo"),
                "\(ping.stderr)")
        let commands: [[String]] = [
            ["tcp", "-S", "-p", "80", "-c", "1", lab.host],
            ["udp", "-p", "53", "-c", "1", lab.host],
            ["capture", "-i", lab.interface, "-c", "1"],
            ["scan", "-sS", "-p", "80", lab.host],
        ]
        for arguments in commands {
            let result = try copy.run(arguments)
            #expect(result.status == 77, "\(arguments): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("CAP_NET_RAW"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("sudo"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func probesWorkWithCapNetRawAlone() throws {
        let lab = try CaptureCLI.Lab(tag: "priv2")
        let copy = try UnprivilegedCopy(capabilities: "cap_net_raw+ep")
        let ping = try copy.run(["ping", "-c", "2", "-i", "0.2", "-W", "2", lab.host])
        #expect(ping.status == 0, "\(ping.stderr)")
        #expect(ping.stdout.contains("2 packets transmitted, 2 received, 0% packet loss"), "\(ping.stdout)")

        // Nothing listens on the lab host: a SYN is answered with RST-ACK.
        let tcp = try copy.run(["tcp", "-S", "-p", "9", "-c", "1", lab.host])
        #expect(tcp.stdout.contains("flags=RA"), "\(tcp.stdout)\(tcp.stderr)")

        let scan = try copy.run(["scan", "-sS", "-p", "9", lab.host])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout.contains("9/tcp closed"), "\(scan.stdout)")
    }

    @Test func captureWorksWithCapNetRawAndAdmin() throws {
        let lab = try CaptureCLI.Lab(tag: "priv3")
        let copy = try UnprivilegedCopy(capabilities: "cap_net_raw,cap_net_admin+ep")
        let output = copy.directory.file("out.pcap")
        // -w into the copy's directory, which is world-writable: the file must belong to nobody.
        let capture = try CaptureCLI.Background(
            ["-u", "nobody", "--", copy.path,
             "capture", "-i", lab.interface, "--immediate-mode", "-c", "2", "-w", output, "icmp"],
            directory: copy.directory.path, executable: "/usr/sbin/runuser")
        #expect(capture.waitUntilListening())
        try lab.ping(count: 2)
        #expect(capture.wait() == 0, "\(capture.stderr)")
        #expect(capture.stderr.contains("2 packets captured"), "\(capture.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: output)
        #expect(attributes[.ownerAccountName] as? String == "nobody")
        let decoded = try CaptureCLI.swiftnet(["decode", output])
        #expect(decoded.stdout.split(separator: "\n").count == 2, "\(decoded.stdout)")
    }
}
