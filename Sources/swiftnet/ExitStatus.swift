import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// The exit statuses swiftnet uses: the README's error catalogue lists each with its message.
/// Usage-like codes follow sysexits(3) so scripts can tell the failures apart.
enum ExitStatus: Int32 {
    /// Finished normally.
    case success = 0
    /// A capture file is bad past some record (the good packets before it were printed), or a probe
    /// got no answer (as ping exits 1 when nothing replied).
    case failure = 1
    /// Bad command line: unknown flag, bad value, port out of range (EX_USAGE, ArgumentParser's own).
    case usage = 64
    /// A filter expression libpcap will not compile (EX_DATAERR).
    case badFilter = 65
    /// An input file that cannot be opened (EX_NOINPUT).
    case noInput = 66
    /// A host name that does not resolve (EX_NOHOST).
    case noHost = 68
    /// An interface or route that does not exist (EX_UNAVAILABLE).
    case unavailable = 69
    /// An output file that cannot be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// A read or write failed mid-way (EX_IOERR).
    case ioError = 74
    /// Missing root or CAP_NET_RAW (EX_NOPERM).
    case noPermission = 77
}

/// A user-facing failure: one line on stderr, then exit with `status`. Commands throw this rather
/// than print and exit themselves; `SwiftNet.main` turns it into the line and the status.
struct CLIError: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { message }
}

/// Writes `swiftnet: MESSAGE` and a newline to stderr, unbuffered; the prefix in bold red when
/// stderr takes colour (Colour.wanted's rules for fd 2).
func printError(_ message: String) {
    // Straight to fd 2: unbuffered, and no shared FILE* global under strict concurrency.
    writeStandardError("\(Colour.errorPrefix()) \(message)\n")
}
