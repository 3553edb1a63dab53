import SwiftNetCapture

/// What `swiftnet --version` (and `swiftnet CMD --version`) prints: swiftnet's version, then the
/// libpcap it runs with, as `tcpdump --version` prints its own and libpcap's.
enum SwiftNetVersion {
    /// Bumped by hand on a release; the man page and `--version` take it from here.
    static let number = "0.1.0"

    static var text: String { "swiftnet version \(number)\n\(Libpcap.versionLine)" }
}
