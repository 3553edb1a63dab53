import Foundation
import Testing

/// Issue 14: help texts state each default once. ArgumentParser appends `(default: X)` to an
/// option with a default value, so a help string that also names its default says it twice
/// ("(default 64, as hping3). (default: 64)").
@Suite struct HelpTextTests {
    @Test(arguments: ["decode", "capture", "ping", "udp", "tcp", "scan"])
    func eachOptionNamesItsDefaultOnce(command: String) throws {
        let run = try CaptureCLI.swiftnet([command, "--help"])
        #expect(run.status == 0, "\(run.stderr)")
        // One block per option: its line starting with two spaces and a dash, and the wrapped
        // lines under it.
        var blocks: [String] = []
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  -") || blocks.isEmpty { blocks.append(String(line)) } else { blocks[blocks.count - 1] += " " + line }
        }
        #expect(blocks.count > 5, "\(run.stdout)")
        for block in blocks {
            let mentions = block.lowercased().components(separatedBy: "default").count - 1
            #expect(mentions <= 1, "\(command): \(block)")
        }
    }
}
