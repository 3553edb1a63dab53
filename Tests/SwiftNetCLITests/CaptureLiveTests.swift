import Foundation
import SwiftNetPcap
import Testing

/// `swiftnet capture` on namespace labs (one per test, free subnets from lab.sh): real traffic
/// across a veth, checked in the written files (our reader and tcpdump -r) and the statistics.
@Suite(.enabled(if: CaptureCLI.isRoot)) struct CaptureLiveTests {
    /// Every packet of a capture file, read with SwiftNetPcap's reader.
    static func packets(_ path: String) throws -> (LinkType, [CapturedPacket]) {
        let reader = try CaptureFileReader(path: path)
        var packets: [CapturedPacket] = []
        while let packet = try reader.nextPacket() { packets.append(packet) }
        return (reader.linkType, packets)
    }

    /// tcpdump -n -r's lines for a file (stderr dropped), or nil when tcpdump refuses it.
    static func tcpdumpLines(_ path: String, _ extra: [String] = []) throws -> [String]? {
        guard let tcpdump = CaptureCLI.tcpdump else { return [] }
        let result = try CaptureCLI.run(tcpdump, ["-n", "-r", path] + extra)
        guard result.status == 0 else { return nil }
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func countAndFilterHoldAndTheFileIsValid() throws {
        let lab = try CaptureCLI.Lab(tag: "cap10")
        let directory = try CaptureCLI.Directory()
        let file = directory.file("echo.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-c", "3", "-w", file, "icmp[icmptype] == icmp-echo"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.sendUDP(port: 7000, payloads: ["not", "these"])
        try lab.ping(count: 4)
        #expect(capture.wait() == 0)
        #expect(capture.stderr.contains("swiftnet: listening on \(lab.interface), link-type EN10MB (Ethernet), snapshot length 262144 bytes\n"))
        #expect(capture.stderr.contains("3 packets captured\n"))
        #expect(capture.stderr.contains(" received by filter\n"))
        #expect(capture.stderr.contains("0 packets dropped by kernel\n"))
        let (linkType, packets) = try Self.packets(file)
        #expect(linkType == .ethernet)
        #expect(packets.count == 3)
        let lines = try #require(try Self.tcpdumpLines(file))
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains("IP \(lab.local) > \(lab.host): ICMP echo request") }, "\(lines)")
    }

    @Test func sigintMidCaptureLeavesACompleteFileAndStatistics() throws {
        let lab = try CaptureCLI.Lab(tag: "cap11")
        let directory = try CaptureCLI.Directory()
        for format in ["pcap", "pcapng"] {
            let file = directory.file("sigint.\(format)")
            let capture = try CaptureCLI.Background(
                ["capture", "-i", lab.interface, "-w", file, "udp port 7001"], directory: directory.path)
            #expect(capture.waitUntilListening())
            try lab.sendUDP(port: 7001, payloads: ["a", "bb", "ccc", "dddd", "eeeee"])
            // Well inside the 1 s read timeout: the packets are still in the kernel's unfinished
            // block, which tcpdump would drop on exit; swiftnet must keep them.
            usleep(300_000)
            capture.signal(SIGINT)
            #expect(capture.wait() == 0)
            let reader = try CaptureFileReader(path: file)
            #expect((reader.format == .pcapng) == (format == "pcapng"))
            let (_, packets) = try Self.packets(file)
            #expect(packets.count == 5, "\(format)")
            #expect(packets.map { $0.data.count } == [43, 44, 45, 46, 47])
            let lines = try #require(try Self.tcpdumpLines(file))
            #expect(lines.count == 5)
            #expect(capture.stderr.hasSuffix("5 packets captured\n5 packets received by filter\n0 packets dropped by kernel\n"),
                    "\(capture.stderr)")
        }
    }

    /// The printed lines are tcpdump's for the same packets: capture prints and writes at once
    /// (--print), then tcpdump reads the file with the same flags.
    @Test(arguments: zip([[String](), ["-v"], ["-e", "-tt"], ["-X"]], 17...20))
    func printedOutputIsTCPDumps(flags: [String], index: Int) throws {
        let lab = try CaptureCLI.Lab(tag: "cap\(index)")
        let directory = try CaptureCLI.Directory()
        let file = directory.file("print.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-c", "6", "--print", "-w", file] + flags + ["icmp or udp"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 2)
        try lab.sendUDP(port: 7000 + index, payloads: ["hello"])
        #expect(capture.wait() == 0)
        let reference = try #require(try Self.tcpdumpLines(file, flags))
        // Echo request and reply twice, the datagram and its port unreachable.
        #expect(reference.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") }.count == 6)
        #expect(capture.stdout.split(separator: "\n").map(String.init) == reference)
        #expect(capture.stdout.contains("ICMP echo request") && capture.stdout.contains("UDP, length 5"))
    }

    /// --json while writing: the lines equal `swiftnet decode --json` of the file written.
    @Test func jsonOutputMatchesDecodeOfTheWrittenFile() throws {
        let lab = try CaptureCLI.Lab(tag: "cap22")
        let directory = try CaptureCLI.Directory()
        let file = directory.file("json.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-c", "2", "--print", "--json", "-w", file, "icmp"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 1)
        #expect(capture.wait() == 0)
        let decoded = try CaptureCLI.swiftnet(["decode", "--json", file])
        #expect(decoded.status == 0)
        #expect(capture.stdout == decoded.stdout)
        #expect(capture.stdout.split(separator: "\n").count == 2)
        #expect(capture.stdout.contains("\"layer\":\"icmp\""))
    }

    @Test func sizeRotationWritesTCPDumpNamedValidFiles() throws {
        let lab = try CaptureCLI.Lab(tag: "cap12")
        let directory = try CaptureCLI.Directory()
        let template = directory.file("ring.pcap")
        // 1 KiB files: each 1042-byte request (1000 bytes of payload) fills one.
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-c", "5", "-C", "1k", "-W", "3", "-w", template,
             "icmp[icmptype] == icmp-echo"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 5, size: 1000)
        #expect(capture.wait() == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("ring.pcap") }.sorted()
        #expect(names == ["ring.pcap0", "ring.pcap1", "ring.pcap2"])
        var total = 0
        for name in names {
            let (_, packets) = try Self.packets(directory.file(name))
            #expect(try Self.tcpdumpLines(directory.file(name)) != nil)
            total += packets.count
        }
        // Five packets over a ring of three: files 0 and 1 were reused, so 3 remain.
        #expect(total == 3)
    }

    @Test func timeRotationStopsAfterWFiles() throws {
        let lab = try CaptureCLI.Lab(tag: "cap13")
        let directory = try CaptureCLI.Directory()
        let template = directory.file("t-%s.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-G", "1", "-W", "2", "-w", template, "icmp"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 14, interval: 0.25)
        #expect(capture.wait(seconds: 5) == 0)
        #expect(capture.stderr.contains("Maximum file limit reached: 2\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("t-") }
            .sorted()
        #expect(names.count == 2)
        var counts: [Int] = []
        for name in names {
            #expect(name.wholeMatch(of: /t-[0-9]{10}\.pcap/) != nil)
            let (_, packets) = try Self.packets(directory.file(name))
            counts.append(packets.count)
        }
        // As tcpdump, a file is rotated when a packet arrives -G seconds after it was opened, and
        // that packet opens the next one: the newest file always holds packets, while the first
        // stays empty when the first ping came more than a second after the capture started (a
        // loaded machine: this failed once in make test).
        #expect(counts.last.map { $0 > 0 } == true, "packets per file: \(counts)")
    }

    @Test func anyInterfaceWritesLinuxCookedV2() throws {
        let lab = try CaptureCLI.Lab(tag: "cap14")
        let directory = try CaptureCLI.Directory()
        let file = directory.file("any.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", "any", "--immediate-mode", "-c", "2", "-w", file, "host \(lab.host) and icmp"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 2)
        #expect(capture.wait() == 0)
        #expect(capture.stderr.contains("listening on any, link-type LINUX_SLL2 (Linux cooked v2)"))
        let (linkType, packets) = try Self.packets(file)
        #expect(linkType == .linuxSLL2)
        #expect(packets.count == 2)
        let lines = try #require(try Self.tcpdumpLines(file))
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains(lab.interface) && $0.contains("ICMP echo") }, "\(lines)")
    }

    @Test func droppingPrivilegesLeavesFilesOwnedByTheUser() throws {
        let lab = try CaptureCLI.Lab(tag: "cap15")
        let directory = try CaptureCLI.Directory()
        let file = directory.file("nobody.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-c", "1", "-Z", "nobody", "-w", file, "icmp"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 1)
        #expect(capture.wait() == 0)
        let owner = try FileManager.default.attributesOfItem(atPath: file)[.ownerAccountID] as? NSNumber
        #expect(owner?.intValue == 65534)
        #expect(try Self.packets(file).1.count == 1)
    }

    @Test func nanosecondPrecisionAndPacketBufferedOutput() throws {
        let lab = try CaptureCLI.Lab(tag: "cap16")
        let directory = try CaptureCLI.Directory()
        let file = directory.file("nano.pcap")
        let capture = try CaptureCLI.Background(
            ["capture", "-i", lab.interface, "--immediate-mode", "-U", "--time-stamp-precision", "nano",
             "-Q", "out", "-w", file, "icmp"],
            directory: directory.path)
        #expect(capture.waitUntilListening())
        try lab.ping(count: 2)
        usleep(300_000)
        // -U: both packets are in the file while the capture still runs. -Q out: no replies.
        let (_, early) = try Self.packets(file)
        #expect(early.count == 2)
        capture.signal(SIGTERM)
        #expect(capture.wait() == 0)
        let reader = try CaptureFileReader(path: file)
        #expect(reader.format == .pcap(byteOrder: .host, precision: .nanoseconds))
        let lines = try #require(try Self.tcpdumpLines(file))
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("echo request") })
    }
}
