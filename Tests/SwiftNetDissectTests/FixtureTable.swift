import Foundation
import SwiftNetDissect
import SwiftNetPcap

/// Fixtures/TESTLIST: one golden case per line, `NAME PCAP EXPECTED [FLAGS...]`, paths relative to
/// Fixtures/. Shared by the golden, differential and truncation tests.
enum FixtureTable {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var pcap: String
        var expected: String
        var flags: [String]
        var description: String { name }
    }

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("TESTLIST"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") { return nil }
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 3 else { return nil }
            return Case(name: words[0], pcap: words[1], expected: words[2], flags: Array(words.dropFirst(3)))
        }
    }()

    /// The distinct capture files the table uses.
    static var pcaps: [String] { Array(Set(cases.map(\.pcap))).sorted() }

    /// tcpdump's printing flags as DissectOptions, plus `-c N`.
    static func options(_ flags: [String]) -> (DissectOptions, count: Int?) {
        var options = DissectOptions()
        var t = 0, x = 0, bigX = 0, a = 0
        var count: Int?
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            index += 1
            if flag == "--nano" { options.precision = .nanoseconds; continue }
            if flag == "-T", index < flags.count {
                options.packetType = PacketType(tcpdumpName: flags[index])
                index += 1
                continue
            }
            guard flag.hasPrefix("-") else { continue }
            for character in flag.dropFirst() {
                switch character {
                case "v": options.verbosity += 1
                case "e": options.linkHeader = true
                case "q": options.quiet = true
                case "t": t += 1
                case "x": x += 1
                case "X": bigX += 1
                case "A": a += 1
                case "S": options.absoluteSequence = true
                case "K": options.verifyChecksums = false
                case "#": options.packetNumbers = true
                case "c":
                    if index < flags.count { count = Int(flags[index]); index += 1 }
                default: break
                }
            }
        }
        options.timestampStyle = TimestampStyle(tFlagCount: t)
        if bigX > 0 {
            options.hexDump = bigX > 1 ? .hexASCIIWithLinkHeader : .hexASCII
        } else if x > 0 {
            options.hexDump = x > 1 ? .hexWithLinkHeader : .hex
        } else if a > 0 {
            options.hexDump = a > 1 ? .asciiWithLinkHeader : .ascii
        }
        return (options, count)
    }

    /// Every packet of a fixture file.
    static func packets(_ pcap: String) throws -> [CapturedPacket] {
        let reader = try CaptureFileReader(path: root.appendingPathComponent(pcap).path)
        var packets: [CapturedPacket] = []
        while let packet = try reader.nextPacket() { packets.append(packet) }
        return packets
    }

    /// What swiftnet prints for a case, in-process.
    static func render(_ testCase: Case) throws -> [UInt8] {
        setUTC()
        let (options, count) = options(testCase.flags)
        var printer = PacketPrinter(options: options)
        var output: [UInt8] = []
        for packet in try packets(testCase.pcap).prefix(count ?? .max) {
            printer.print(packet, into: &output)
        }
        return output
    }

    /// The golden files are tcpdump's output in UTC; local-time formatting must match.
    static func setUTC() {
        setenv("TZ", "UTC", 1)
        tzset()
    }

    static let tcpdump = ["/usr/bin/tcpdump", "/usr/sbin/tcpdump"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What the installed tcpdump prints for a case (nil when tcpdump is not installed).
    static func tcpdumpOutput(_ testCase: Case) throws -> [UInt8]? {
        guard let tcpdump else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tcpdump)
        process.arguments = ["-n"] + testCase.flags + ["-r", root.appendingPathComponent(testCase.pcap).path]
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    /// The first differing line, for a readable failure message.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? String(e[index]) : "<none>"
            let right = index < a.count ? String(a[index]) : "<none>"
            if left != right { return "line \(index + 1):\n  tcpdump:  \(left)\n  swiftnet: \(right)" }
        }
        return "identical"
    }
}
