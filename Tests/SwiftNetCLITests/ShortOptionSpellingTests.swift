import Foundation
import Testing
@testable import swiftnet

/// The single-dash spellings the anchor tools accept (tcpdump, iputils ping, hping3, nmap), each
/// checked against its plain spelling: the same output, or the same error proving how it parsed.
/// Nothing here sends to any address but loopback.
@Suite struct ShortOptionSpellingTests {
    static let fixture = CaptureCLI.packageRoot + "/Fixtures/pcap/demo.pcap"

    // MARK: the rewriting itself

    @Test(arguments: [
        ("decode", ["-c1", "f.pcap"], ["-c=1", "f.pcap"]),
        ("decode", ["-nc1", "-r", "f.pcap"], ["-n", "-c=1", "-r=f.pcap"]),
        ("decode", ["-vvXX", "f.pcap"], ["-v", "-v", "-X", "-X", "f.pcap"]),
        ("decode", ["-c=1", "f.pcap"], ["-c=1", "f.pcap"]),
        ("decode", ["-", "--", "-c1"], ["-", "--", "-c1"]),
        ("capture", ["-ieth0", "-c1", "-s96", "-w", "-"], ["-i=eth0", "-c=1", "-s=96", "-w=-"]),
        ("capture", ["-nnvvi", "lo"], ["-n", "-n", "-v", "-v", "-i=lo"]),
        ("ping", ["-nc1", "-W2", "h"], ["-n", "-c=1", "-W=2", "h"]),
        ("ping", ["-qDc", "3", "h"], ["-q", "-D", "-c=3", "h"]),
        ("ping", ["-aBUOrl3", "-Q0x10", "-V"], ["-a", "-B", "-U", "-O", "-r", "-l=3", "-Q=0x10", "--version"]),
        ("tcp", ["-SAp80", "-w1024", "-M0x10", "h"], ["-S", "-A", "-p=80", "-w=1024", "-M=0x10", "h"]),
        ("udp", ["-p", "++53", "-kys1000", "h"], ["-p=++53", "-k", "-y", "-s=1000", "h"]),
        ("udp", ["-iu1000", "h"], ["-i=u1000", "h"]),
        ("scan", ["-p80", "-p22,80", "-sSU", "-Pn", "h"], ["-p=80", "-p=22,80", "-sS", "-sU", "-Pn", "h"]),
        ("scan", ["-p-", "-p-100", "-p", "-100", "-p100-", "-T4"], ["-p-", "-p=-100", "-p=-100", "-p=100-", "-T=4"]),
        ("scan", ["-iL", "-", "-oN", "out", "-nF"], ["-iL", "-", "-oN", "out", "-n", "-F"]),
        // nmap's discovery probes: ports attached or none (the kind's default), never the next word.
        ("scan", ["-PS22,80", "-PA", "-PU53", "-PE", "-PS", "-PP", "-PR", "h"], ["-PS=22,80", "-PA=", "-PU=53", "-PE", "-PS=", "-PP", "-PR", "h"]),
        // A negative number after a long option is its value (then refused by the command).
        ("udp", ["--duration", "-1", "--timeout", "-0.5", "--json", "-4", "h"], ["--duration=-1", "--timeout=-0.5", "--json", "-4", "h"]),
        ("scan", ["--max-rtt-timeout", "-1", "-n"], ["--max-rtt-timeout=-1", "-n"]),
        // An unknown letter leaves the word to ArgumentParser, which names it.
        ("ping", ["-nZ1", "h"], ["-nZ1", "h"]),
    ])
    func rewriting(command: String, arguments: [String], expected: [String]) {
        #expect(ShortOptionTable.normalizeCommandLine([command] + arguments) == [command] + expected)
    }

    /// Each table row is the command's declared letters: ArgumentParser's own dump of the command
    /// (flags and options with a short name, single-dash long names) must match it exactly.
    @Test(arguments: ["decode", "capture", "ping", "udp", "tcp", "scan"])
    func tableMatchesDeclarations(command: String) throws {
        let run = try CaptureCLI.swiftnet([command, "--experimental-dump-help"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let arguments = try #require((json["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        var flags = Set<Character>(), valued = Set<Character>(), whole = Set<String>()
        for argument in arguments {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                let text = name["name"] as? String ?? ""
                switch name["kind"] as? String {
                case "short":
                    if argument["kind"] as? String == "flag" { flags.insert(text.first!) } else { valued.insert(text.first!) }
                case "longWithSingleDash": whole.insert(text)
                default: break
                }
            }
        }
        let table = try #require(ShortOptionTable.forCommand(command))
        #expect(table.flags == flags)
        #expect(table.valued == valued)
        #expect(table.wholeNames == whole)
        // nmap's `-sSU`: the letters after -s are exactly the declared -sX scan types.
        let scanTypes = Set(whole.filter { $0.count == 2 && $0.hasPrefix("s") }.compactMap(\.last))
        #expect(table.scanTypeLetters == scanTypes)
    }

    // MARK: end to end: the spelled-together form does what the plain form does

    @Test(arguments: [
        (["decode", "-c1", fixture], ["decode", "-c", "1", fixture]),
        (["decode", "-nc2", fixture], ["decode", "-n", "-c", "2", fixture]),
        (["decode", "-r", fixture, "-c3"], ["decode", "-c", "3", fixture]),
        (["decode", "-nvvc2", "-r\(fixture)"], ["decode", "-v", "-v", "-c", "2", fixture]),
        (["decode", "-ttttc1", fixture], ["decode", "-tttt", "-c", "1", fixture]),
        (["capture", "-ilo", "-s96", "-d", "tcp"], ["capture", "-i", "lo", "-s", "96", "-d", "tcp"]),
        (["capture", "-dilo", "-s", "96", "udp"], ["capture", "-i", "lo", "-s", "96", "-d", "udp"]),
    ])
    func sameOutput(joined: [String], plain: [String]) throws {
        let together = try CaptureCLI.swiftnet(joined)
        let apart = try CaptureCLI.swiftnet(plain)
        #expect(together.status == 0, "\(joined): \(together.stderr)")
        #expect(together.stdout == apart.stdout, "\(joined)")
        #expect(!together.stdout.isEmpty)
    }

    @Test func captureSnapLengthReachesTheFilter() throws {
        // -s96 must arrive as 96: the compiled filter returns the snapshot length.
        let run = try CaptureCLI.swiftnet(["capture", "-ilo", "-s96", "-d", "tcp"])
        #expect(run.stdout.contains("ret      #96"), "\(run.stdout)")
    }

    /// udp/tcp: every hping3 letter against the long name; the written pcaps must be byte-identical.
    @Test(arguments: [
        (["tcp", "-SAFRPUXY", "-s40000", "-p80", "-M1000", "-L2000", "-w1234", "-t33", "-o16", "-N4660", "-y", "-d5", "-b"],
         ["tcp", "-S", "-A", "-F", "-R", "-P", "-U", "--ece", "--cwr", "--sport", "40000", "--dport", "80",
          "--seq", "1000", "--ack", "2000", "--win", "1234", "--ttl", "33", "--tos", "16", "--id", "4660",
          "--df", "--data-size", "5", "--bad-checksum"]),
        (["udp", "-s", "5000", "-p", "9999", "-c2", "-iu500000", "-N7", "-x", "-g16", "-kd3"],
         ["udp", "--sport", "5000", "--dport", "9999", "-c", "2", "-i", "0.5", "--id", "7", "--mf",
          "--frag-offset", "16", "-k", "--data-size", "3"]),
        (["udp", "-s5000", "-p++9999", "-c3", "-N1", "-E\(payloadPath)"],
         ["udp", "--sport", "5000", "-p", "++9999", "-c", "3", "--id", "1", "--data-file", payloadPath]),
    ])
    func hpingLettersWriteTheSamePackets(letters: [String], longNames: [String]) throws {
        let long = longNames
        try Data("PAYLOAD".utf8).write(to: URL(fileURLWithPath: Self.payloadPath))
        // Cases run in parallel: each its own files.
        let unique = UUID().uuidString
        let first = probeTemporaryPath("letters-\(unique).pcap"), second = probeTemporaryPath("long-\(unique).pcap")
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let target = ["198.18.40.2", "--source", "198.18.40.1"]
        let epoch = ["SOURCE_DATE_EPOCH": "1700000000"]
        let a = swiftnetProbe(letters + target + ["--write", first], environment: epoch)
        let b = swiftnetProbe(long + target + ["--write", second], environment: epoch)
        #expect(a.status == 0 && b.status == 0, "\(a.error) \(b.error)")
        #expect(probeHex(first) == probeHex(second))
        #expect(probeHex(first).count > 80)
    }

    static let payloadPath = removedAtExit(probeTemporaryPath("spelling-payload.bin"))

    /// hping3's `-p ++PORT`: one more per packet.
    @Test func destinationPortIncrements() throws {
        let path = probeTemporaryPath("incr.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["udp", "198.18.40.2", "--source", "198.18.40.1", "-s5000", "-k", "-p++65534", "-c3",
                                 "--write", path])
        #expect(run.status == 0, "\(run.error)")
        let decoded = probeTcpdump(path)
        for port in ["65534", "65535", "1"] { #expect(decoded.contains("198.18.40.1.5000 > 198.18.40.2.\(port): "), "\(decoded)") }
    }

    /// hping3's `-p +PORT` moves on with each reply received: a --write file gets no replies, so
    /// every packet keeps the port (the live side is DestinationPortLiveTests).
    @Test func destinationPortPlusWaitsForReplies() throws {
        let path = probeTemporaryPath("incr-reply.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["udp", "198.18.40.2", "--source", "198.18.40.1", "-s5000", "-k", "-p+65534", "-c3",
                                 "--write", path])
        #expect(run.status == 0, "\(run.error)")
        let decoded = probeTcpdump(path)
        #expect(decoded.components(separatedBy: "198.18.40.1.5000 > 198.18.40.2.65534: ").count == 4, "\(decoded)")
    }

    /// What is not a port in any of hping3's three forms is a usage error.
    @Test(arguments: ["+", "++", "+++80", "+-1", "80+", "0x50"])
    func destinationPortFormsThatAreNotPorts(value: String) {
        let run = swiftnetProbe(["udp", "198.18.40.2", "--source", "198.18.40.1", "-p", value, "--write", "/dev/null"])
        #expect(run.status == 64, "\(value): \(run.error)")
    }

    /// The issue's case: `-w 1024` is the window as in hping3, never a file named 1024.
    @Test func tcpWindowIsMinusW() throws {
        let path = probeTemporaryPath("win.pcap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = swiftnetProbe(["tcp", "-S", "-p", "80", "-w", "1024", "-c", "1", "198.18.40.2", "--source", "198.18.40.1",
                                 "--write", path])
        #expect(run.status == 0, "\(run.error)")
        #expect(probeTcpdump(path).contains("win 1024"))
        #expect(!FileManager.default.fileExists(atPath: "1024"))
    }

    /// A value that is not what the letter takes: a usage error naming the letter, nothing written.
    @Test(arguments: [
        (["tcp", "-S", "-p", "80", "-w", "out.pcap", "198.18.40.2", "--write", "/dev/null"], "-w"),
        (["udp", "-p", "+++80", "198.18.40.2", "--write", "/dev/null"], "-p"),
        (["udp", "-pabc", "198.18.40.2", "--write", "/dev/null"], "-p"),
        (["ping", "-cx", "127.0.0.1"], "-c"),
        (["decode", "-cx", fixture], "-c"),
        (["capture", "-s", "big", "-d", "-ilo"], "-s"),
        (["scan", "-Tfast", "127.0.0.1"], "-T"),
    ])
    func wrongValuesAreUsageErrors(arguments: [String], flag: String) throws {
        let run = try CaptureCLI.swiftnet(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(flag), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    // MARK: nmap's port and scan-type spellings, shown by the errors they lead to or a loopback connect scan

    @Test(arguments: [
        (["scan", "-sn", "-Pn", "-p-", "127.0.0.1"], "-sn scans no ports"),
        (["scan", "-sn", "-p80", "127.0.0.1"], "-sn scans no ports"),
        (["scan", "-sT", "-sSA", "127.0.0.1"], "choose one TCP scan type"),
        (["scan", "-p-100", "--top-ports", "5", "127.0.0.1"], "give only one of"),
    ])
    func scanSpellingsParse(arguments: [String], message: String) throws {
        let run = try CaptureCLI.swiftnet(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test(arguments: [
        (["-p22,80"], ["-p", "22,80"]),
        (["-p-3"], ["-p", "1-3"]),
        (["-p65533-"], ["-p", "65533-65535"]),
        (["-p", "-3"], ["-p", "1-3"]),
    ])
    func scanPortSpellings(joined: [String], plain: [String]) throws {
        let base = ["scan", "-sT", "-Pn", "--json", "127.0.0.1"]
        let a = try CaptureCLI.swiftnet(base + joined), b = try CaptureCLI.swiftnet(base + plain)
        #expect(a.status == 0, "\(a.stderr)")
        #expect(Self.ports(a.stdout) == Self.ports(b.stdout))
        #expect(!Self.ports(a.stdout).isEmpty)
    }

    /// The port numbers of a `scan --json` run's port objects, in order.
    static func ports(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "port" else { return nil }
            return object["port"] as? Int
        }
    }
}
