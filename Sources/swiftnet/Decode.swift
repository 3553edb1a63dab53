import ArgumentParser

/// `swiftnet decode FILE`: prints a capture file as `tcpdump -n -r FILE` does.
struct Decode: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a pcap or pcapng file as tcpdump -n -r does."
    )

    @Argument(help: "The capture file to read (pcap or pcapng), or - for standard input.")
    var file: String

    func run() throws {
        throw CLIError(.failure, "decode: not built yet")
    }
}
