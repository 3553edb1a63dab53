import Foundation
import Testing

/// `swiftnet --version` prints swiftnet's version and the libpcap it runs with, as
/// `tcpdump --version` does; every subcommand answers the same.
@Suite struct VersionTests {
    @Test(arguments: [[], ["decode"], ["capture"], ["ping"], ["udp"], ["tcp"], ["scan"]])
    func versionLines(command: [String]) throws {
        let run = try CaptureCLI.swiftnet(command + ["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.stdout)")
        #expect(lines.first?.wholeMatch(of: /swiftnet version \d+\.\d+\.\d+/) != nil, "\(run.stdout)")
        #expect(lines.last?.hasPrefix("libpcap version ") == true, "\(run.stdout)")
    }

    /// The libpcap line is the one tcpdump prints: both link the system's libpcap.
    @Test func libpcapLineMatchesTcpdump() throws {
        let tcpdump = try #require(CaptureCLI.tcpdump)
        let theirs = try CaptureCLI.run(tcpdump, ["--version"])
        let ours = try CaptureCLI.swiftnet(["--version"])
        let libpcap = (theirs.stdout + theirs.stderr).split(separator: "\n").first { $0.hasPrefix("libpcap version") }
        #expect(libpcap != nil)
        #expect(ours.stdout.split(separator: "\n").last == libpcap)
    }
}
