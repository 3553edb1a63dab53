/// The addresses an upper-layer checksum covers (RFC 793 3.1, RFC 8200 8.1).
public enum PseudoHeader: Hashable, Sendable {
    case ipv4(source: IPv4Address, destination: IPv4Address)
    case ipv6(source: IPv6Address, destination: IPv6Address)

    /// Checksum of `bytes[start..<end]` under this pseudo-header for `protocol`; with the packet's own
    /// checksum field included, a correct packet gives 0.
    @inlinable
    public func checksum(_ bytes: [UInt8], from start: Int, to end: Int, protocol number: IPProtocol) -> UInt16 {
        var sum = InternetChecksum()
        let length = Swift.max(0, Swift.min(end, bytes.count) - start)
        switch self {
        case .ipv4(let source, let destination):
            sum.addPseudoHeader(source: source, destination: destination, protocol: number, length: length)
        case .ipv6(let source, let destination):
            sum.addPseudoHeader(source: source, destination: destination, protocol: number, length: length)
        }
        sum.add(bytes, from: start, to: end)
        return sum.value
    }
}
