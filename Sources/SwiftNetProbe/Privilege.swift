#if canImport(Glibc)
import Glibc
#endif

/// Checks for the privilege raw probes need before anything is sent.
public enum Privilege {
    /// Whether this process may open raw and packet sockets (root, or CAP_NET_RAW), found by trying.
    public static var canUseRawSockets: Bool {
        (try? requireRawSockets()) != nil
    }

    /// Throws `.noPermission` when a raw socket cannot be opened (neither root nor CAP_NET_RAW), and
    /// `.system` for any other failure; opens and closes one socket, sends nothing.
    public static func requireRawSockets() throws(ProbeError) {
        let descriptor = socket(AF_INET, Int32(SOCK_RAW.rawValue), Int32(IPPROTO_RAW))
        guard descriptor >= 0 else { throw systemError("raw socket") }
        close(descriptor)
    }
}
