import ArgumentParser
import SwiftNetDissect

/// `decode -T TYPE`: tcpdump's packet type override. A name tcpdump rejects is a usage error
/// (64, as tcpdump's "unknown packet type"); swiftnet implements every name tcpdump accepts.
enum PacketTypeOption {
    /// Throws a ValidationError (exit 64) for a name tcpdump does not know.
    static func validate(_ name: String?) throws {
        guard let name else { return }
        if PacketType(tcpdumpName: name) == nil {
            let known = PacketType.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("-T: unknown packet type '\(name)' (tcpdump's types: \(known))")
        }
    }

    /// The override to decode with (nil without -T). `name` must have passed `validate`.
    static func resolve(_ name: String?) -> PacketType? {
        guard let name else { return nil }
        return PacketType(tcpdumpName: name)
    }
}
