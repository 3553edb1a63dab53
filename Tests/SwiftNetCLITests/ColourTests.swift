import Foundation
import Testing

/// Colour goes through Rainbow and follows one rule set: `--color always|never`, then FORCE_COLOR,
/// then NO_COLOR, then "a terminal whose TERM is not dumb". Terminals are real: `script` runs the
/// binary on a pseudo-terminal.
@Suite struct ColourTests {
    static let fixture = CaptureCLI.packageRoot + "/Fixtures/pcap/tcp.pcap"
    static let binary = CaptureCLI.binary

    /// Runs `swiftnet decode -c1 FIXTURE` with `environment` (names=values) and `arguments`,
    /// on a pseudo-terminal when `terminal`; returns stdout (and, on a terminal, stderr mixed in).
    static func decodeOutput(terminal: Bool, environment: [String] = [], arguments: [String] = []) throws -> String {
        let command = (["env", "-u", "NO_COLOR", "-u", "FORCE_COLOR", "TERM=xterm"] + environment
                       + [binary, "decode", "-c1"] + arguments + [fixture]).map { "'\($0)'" }.joined(separator: " ")
        let run = terminal
            ? try CaptureCLI.run("/usr/bin/script", ["-qec", command + " 2>/dev/null", "/dev/null"])
            : try CaptureCLI.shell(command + " 2>/dev/null")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test(arguments: [
        // terminal, environment, arguments, coloured
        (true, [String](), [String](), true),
        (false, [], [], false),
        (true, ["NO_COLOR=1"], [], false),
        (false, ["FORCE_COLOR=1"], [], true),
        (true, ["NO_COLOR=1", "FORCE_COLOR=1"], [], true),
        (true, ["FORCE_COLOR=0"], [], true),
        (true, ["TERM=dumb"], [], false),
        (false, [], ["--color", "always"], true),
        (true, [], ["--color", "never"], false),
        (true, ["FORCE_COLOR=1"], ["--color", "never"], false),
    ] as [(Bool, [String], [String], Bool)])
    func rules(terminal: Bool, environment: [String], arguments: [String], coloured: Bool) throws {
        let output = try Self.decodeOutput(terminal: terminal, environment: environment, arguments: arguments)
        #expect(output.contains("\u{1b}[") == coloured, "\(output)")
        #expect(output.contains("198.18.0.1.40000 > 198.18.0.2.80: Flags [S]"))
    }

    /// The codes only wrap: removing them gives tcpdump's text byte for byte.
    @Test func codesOnlyWrapTheText() throws {
        let plain = try CaptureCLI.swiftnet(["decode", Self.fixture])
        let coloured = try CaptureCLI.swiftnet(["decode", "--color", "always", Self.fixture])
        let stripped = coloured.stdout.replacing(/\x{1b}\[[0-9;]*m/, with: "")
        #expect(coloured.stdout != plain.stdout)
        #expect(stripped == plain.stdout)
    }

    /// Error lines: the `swiftnet:` prefix coloured on a colour stderr, the line otherwise unchanged.
    @Test func errorPrefix() throws {
        let forced = try CaptureCLI.shell("FORCE_COLOR=1 '\(Self.binary)' decode /nonexistent.pcap")
        #expect(forced.status == 66)
        #expect(forced.stderr.contains("\u{1b}["))
        #expect(forced.stderr.replacing(/\x{1b}\[[0-9;]*m/, with: "")
                == "swiftnet: decode: /nonexistent.pcap: No such file or directory\n")
        let piped = try CaptureCLI.shell("env -u FORCE_COLOR '\(Self.binary)' decode /nonexistent.pcap")
        #expect(piped.stderr == "swiftnet: decode: /nonexistent.pcap: No such file or directory\n")
    }

    /// No hand-written terminal codes anywhere in Sources: colour is Rainbow's.
    @Test func noEscapeSequencesInSources() throws {
        let root = URL(fileURLWithPath: CaptureCLI.packageRoot + "/Sources")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { ["swift", "h", "c"].contains($0.pathExtension) }
        #expect(files.count > 50)
        let escapes = [#"\u{1b}"#, #"\u{1B}"#, #"\e["#, #"\033"#, #"\x1b"#, #"\x1B"#, "\u{1b}"]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for escape in escapes { #expect(!text.contains(escape), "\(file.path) contains \(escape)") }
        }
        let colour = try String(contentsOfFile: CaptureCLI.packageRoot + "/Sources/swiftnet/Colour.swift", encoding: .utf8)
        #expect(colour.contains("import Rainbow"))
    }
}
