#if canImport(Glibc)
import Glibc
#endif

/// Why a probe could not be prepared or sent. Each case carries what the one-line message needs;
/// `description` is that line (without a program-name prefix).
public enum ProbeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A host name that does not resolve; `reason` is the resolver's text (gai_strerror).
    case unknownHost(host: String, reason: String)
    /// No route to the destination (the kernel's routing table answered with an error).
    case unroutable(destination: String, reason: String)
    /// An interface name that does not exist.
    case noSuchInterface(String)
    /// Raw sockets need root or CAP_NET_RAW; `operation` names what was attempted.
    case noPermission(operation: String)
    /// Any other failed system call, with its errno.
    case system(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .unknownHost(let host, let reason):
            return "\(host): \(reason)"
        case .unroutable(let destination, let reason):
            return "\(destination): \(reason)"
        case .noSuchInterface(let name):
            return "\(name): no such interface"
        case .noPermission(let operation):
            return "\(operation): operation not permitted (raw sockets need root or CAP_NET_RAW; try sudo)"
        case .system(let call, let code):
            return "\(call): \(errnoText(code))"
        }
    }
}

/// strerror text for `code`, copied out at once (strerror's buffer is shared). Raw rather than
/// swift-system's Errno: fuzz/build.sh compiles this module with swiftc alone, without packages.
func errnoText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

/// The error for a failed system call: EPERM/EACCES become `.noPermission`, others `.system`.
func systemError(_ call: String, _ code: Int32 = errno) -> ProbeError {
    if code == EPERM || code == EACCES { return .noPermission(operation: call) }
    return .system(call: call, errno: code)
}
