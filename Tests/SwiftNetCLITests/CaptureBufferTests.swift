import Foundation
import Testing

/// The kernel buffer `swiftnet capture` asks for: 32 MiB by default (tcpdump's is libpcap's 2 MiB),
/// -B KiB overrides it. Checked where it shows, in the size of the packet ring the process maps.
@Suite struct CaptureBufferTests {
    @Test func helpStatesTheDefaultAndTCPDumpsDifference() throws {
        let result = try CaptureCLI.swiftnet(["capture", "--help"])
        #expect(result.status == 0)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("-B, --buffer-size <buffer-size> Kernel capture buffer in KiB (default 32768, where tcpdump's is 2048)."),
                "\(result.stdout)")
    }

    @Test(arguments: [["-B", "2097152"], ["-B", "9223372036854775807"]])
    func bufferLargerThanLibpcapTakesIsAUsageError(arguments: [String]) throws {
        let result = try CaptureCLI.swiftnet(["capture", "-i", "lo"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: -B: the buffer size must be at most 2097151 KiB\nUsage: "))
    }

    /// Sizes of the process's shared socket mappings (the TPACKET ring is one), in bytes.
    static func socketMappings(pid: Int32) throws -> [Int] {
        let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
        return maps.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "rw-s", fields[5].hasPrefix("socket:[") else { return nil }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            guard bounds.count == 2, bounds[1] > bounds[0] else { return nil }
            return Int(bounds[1] - bounds[0])
        }
    }

    @Test(.enabled(if: CaptureCLI.isRoot), .serialized, arguments: [
        ([String](), 32 << 20), (["-B", "1024"], 1 << 20), (["-B", "2048"], 2 << 20),
    ])
    func ringIsTheDefaultOrWhatBAsks(flags: [String], bytes: Int) throws {
        // Loopback, not a lab: no traffic is needed, and parallel runs cannot collide on a name.
        let directory = try CaptureCLI.Directory()
        let capture = try CaptureCLI.Background(
            ["capture", "-i", "lo", "-w", directory.file("ring.pcap")] + flags + ["udp port 9"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        let mappings = try Self.socketMappings(pid: capture.process.processIdentifier)
        capture.signal(SIGINT)
        #expect(capture.wait() == 0)
        #expect(mappings == [bytes], "\(flags): \(mappings)")
    }
}
