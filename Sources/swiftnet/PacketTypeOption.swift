import ArgumentParser
import SwiftNetDissect

/// `decode -T TYPE`: tcpdump's packet type override. A name tcpdump rejects is a usage error
/// (64, as tcpdump's "unknown packet type"); a name tcpdump accepts but swiftnet does not
/// implement yet is refused with its own status (ExitStatus.notImplemented), so a script can
/// tell "wrong name" from "not there yet", and never gets output that differs from tcpdump's.
enum PacketTypeOption {
    /// Throws a ValidationError (exit 64) for a name tcpdump does not know.
    static func validate(_ name: String?) throws {
        guard let name else { return }
        if PacketType(tcpdumpName: name) == nil {
            let known = PacketType.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("-T: unknown packet type '\(name)' (tcpdump's types: \(known))")
        }
    }

    /// The override to decode with; throws CLIError(.notImplemented) for a type swiftnet does
    /// not implement yet. `name` must have passed `validate`.
    static func resolve(_ name: String?) throws -> PacketType? {
        guard let name, let type = PacketType(tcpdumpName: name) else { return nil }
        guard type.isImplemented else {
            let implemented = PacketType.allCases.filter(\.isImplemented).map(\.rawValue).joined(separator: ", ")
            throw CLIError(.notImplemented,
                           "decode: -T \(type.rawValue): swiftnet does not implement this packet type yet (it does: \(implemented))")
        }
        return type
    }
}
