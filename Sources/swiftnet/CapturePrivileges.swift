import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// `capture -Z USER`: gives up root once the capture handle is open, as tcpdump's droproot does,
/// so the output files are created by (and owned by) that user.
enum CapturePrivileges {
    /// The user's uid, gid and name, or nil when no such user exists.
    static func lookUp(_ user: String) -> (uid: uid_t, gid: gid_t, name: String)? {
        guard let entry = getpwnam(user) else { return nil }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid, String(cString: entry.pointee.pw_name))
    }

    /// Switches groups, gid and uid (in that order: after setuid the others are no longer allowed).
    static func drop(to user: String) throws {
        guard let account = lookUp(user) else { throw CLIError(.usage, "capture: -Z: no such user '\(user)'") }
        if initgroups(account.name, account.gid) != 0 || setgid(account.gid) != 0 || setuid(account.uid) != 0 {
            throw CLIError(.noPermission, "capture: -Z \(user): cannot change user: \(Errno(rawValue: errno).description)")
        }
    }
}
