/// The protocol layer a decoding error or truncation refers to. Its raw value is the name tcpdump
/// prints in truncation markers (`[|tcp]`), so the printer can use it as is.
public enum WireLayer: String, Sendable, Hashable, CaseIterable {
    case ethernet = "ether"
    case llc
    case vlan
    case arp
    case ipv4 = "ip"
    case ipv6 = "ip6"
    case ipv6Extension = "ip6ext"
    case icmp
    case icmpv6 = "icmp6"
    case tcp
    case udp
    case linuxSLL = "sll"
    case linuxSLL2 = "sll2"
    case null
    case payload
}

/// What is impossible about a header whose bytes are all present.
public enum Malformation: Equatable, Sendable, Hashable {
    /// A header-length field (IPv4 IHL, TCP data offset) below the protocol's minimum, in bytes.
    case headerLengthBelowMinimum(Int)
    /// The version nibble does not match the protocol.
    case badVersion(Int)
    /// A total-length field smaller than the header it must contain.
    case totalLengthBelowHeader(total: Int, header: Int)
    /// An option whose length byte is impossible (below 2, or past the option area).
    case badOptionLength(kind: Int, length: Int)
    /// Any other impossible value; the text names the field.
    case invalidField(String)
}

/// A failure to decode: which layer, and the numbers that made it fail.
///
/// Decoders throw this and never trap on bad input: `truncated` when fewer bytes were captured than
/// the header needs, `malformed` when the bytes are there but their values are impossible.
public enum WireError: Error, Equatable, Sendable, Hashable, CustomStringConvertible {
    case truncated(WireLayer, needed: Int, available: Int)
    case malformed(WireLayer, Malformation)

    public var layer: WireLayer {
        switch self {
        case .truncated(let layer, _, _), .malformed(let layer, _): layer
        }
    }

    public var description: String {
        switch self {
        case .truncated(let layer, let needed, let available):
            "\(layer.rawValue): truncated, needed \(needed) bytes, \(available) available"
        case .malformed(let layer, let what):
            "\(layer.rawValue): malformed, \(what)"
        }
    }
}
