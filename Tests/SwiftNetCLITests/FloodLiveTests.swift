import Foundation
import Testing

/// A bounded flood captured on the lab host's veth (AF_PACKET's qdisc bypass skips the sending
/// side's taps): every packet tcpdump reads back has good
/// IP and UDP checksums, and ids and source ports count up together (from a random id and --sport), through
/// both send paths (root only; lab subnet 120).
@Suite(.enabled(if: probeTestsRunAsRoot)) struct FloodLiveTests {
    @Test func floodPacketsAreCorrectOnTheWire() throws {
        let lab = try #require(ProbeLab.make("fl120", 120))
        defer { lab.down() }
        for inject in [false, true] {
            let path = probeTemporaryPath("flood-\(inject).pcap")
            defer { unlink(path) }
            let capture = Process()
            capture.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
            capture.arguments = ["netns", "exec", "fl120", "/usr/bin/tcpdump", "-n", "-i", "fl120-p", "-B", "16384", "-U", "-c", "3000", "-w", path, "udp and dst port 9"]
            capture.standardOutput = FileHandle.nullDevice
            let status = Pipe()
            capture.standardError = status
            try capture.run()
            // Killed, not interrupted: a child of the test runner inherits its blocked SIGINT and
            // SIGTERM. -U wrote every packet as it came, so the file holds all but a cut last one.
            defer { if capture.isRunning { kill(capture.processIdentifier, SIGKILL); capture.waitUntilExit() } }
            // tcpdump says "listening on" once its filter is in place.
            var banner = ""
            while !banner.contains("listening on") {
                let data = status.fileHandleForReading.availableData
                if data.isEmpty { break }
                banner += String(decoding: data, as: UTF8.self)
            }
            #expect(banner.contains("listening on"), "\(banner)")
            var arguments = ["udp", lab.host, "-p", "9", "--flood", "-c", "3000",
                             "--sport", "40000", "--data", "odd", "--timeout", "0.1", "-q"]
            if inject { arguments.append("--inject") }
            let flood = swiftnetProbe(arguments)
            #expect(flood.output.contains("3000 packets transmitted"), "\(flood.output) \(flood.error)")
            for _ in 0..<30 where capture.isRunning { usleep(100_000) }   // -c 3000 ends it when none dropped
            if capture.isRunning { kill(capture.processIdentifier, SIGKILL) }
            capture.waitUntilExit()

            let lines = probeTcpdump(path).split(separator: "\n").map(String.init)
            // -vv prints two lines a packet: the IP header, then "src > dst: [udp sum ok] UDP, ...".
            let headers = lines.filter { $0.contains(" proto UDP (17)") }
            let transports = lines.filter { $0.contains(".9: [") }
            // A loaded machine may drop some from the capture, never from correctness.
            #expect(headers.count >= 2700 && headers.count <= 3000, "captured \(headers.count)")
            #expect(transports.count == headers.count)
            #expect(!lines.contains { $0.contains("bad cksum") || $0.contains("bad udp cksum") })
            #expect(transports.allSatisfy { $0.contains("[udp sum ok] UDP, length 3") })
            // The id starts at random and counts up with the source port: their difference stays put.
            var mismatched = 0
            var offsets = Set<Int>()
            var ports = Set<Int>()
            for (header, transport) in zip(headers, transports) {
                guard let id = number(after: ", id ", in: header),
                      let port = number(after: "198.18.120.1.", in: transport) else { mismatched += 1; continue }
                if !(40000..<43000).contains(port) { mismatched += 1 }
                ports.insert(port)
                offsets.insert((id - port) & 0xffff)
            }
            #expect(offsets.count == 1, "inject \(inject): \(offsets.count) id-port offsets")
            #expect(ports.count == headers.count)
            #expect(mismatched == 0, "inject \(inject)")
        }
    }

    /// The decimal number right after `marker` in `line`.
    private func number(after marker: String, in line: String) -> Int? {
        guard let range = line.range(of: marker) else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
}
