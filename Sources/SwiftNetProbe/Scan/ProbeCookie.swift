/// Stateless probe identity (the SYN-cookie idea masscan uses): a probe's source port and TCP
/// sequence number are a keyed hash of where it goes, so a reply proves which probe it answers
/// without any per-probe table, and blind forgeries fail the check.
///
/// Source port = `basePort + (hash16(target, port) + attempt) mod span`: replies reveal the attempt
/// (retry number). Sequence number = hash32(target, port, source port): a SYN-ACK or RST-ACK must
/// acknowledge it plus one; a RST answering an ACK probe carries our acknowledgement number as its
/// sequence (RFC 9293 3.10.7.1), where the ACK scan puts the cookie.
public struct ProbeCookie: Sendable {
    public let hasher: SipHash24
    /// First source port; `span` ports from here are ours.
    public let basePort: UInt16
    public let span: UInt16

    public init(hasher: SipHash24, basePort: UInt16 = 40000, span: UInt16 = 4096) {
        precondition(span > 0 && UInt32(basePort) + UInt32(span) <= 65536, "source port span out of range")
        self.hasher = hasher
        self.basePort = basePort
        self.span = span
    }

    @inline(__always)
    static func fold(_ address: ScanAddress) -> (UInt64, UInt64) {
        switch address {
        case .v4(let a): return (UInt64(a.value), 0x4)
        case .v6(let a): return (a.high, a.low ^ 0x6)
        }
    }

    @inline(__always)
    private func base(target: ScanAddress, port: ScanPort) -> UInt64 {
        let (a, b) = Self.fold(target)
        let tag = UInt64(port.number) << 8 | (port.proto == .tcp ? 6 : 17)
        return hasher.hash(a, b &+ tag << 32, tag)
    }

    /// The source port for attempt `attempt` (0-based) of the probe to `target`:`port`.
    @inline(__always)
    public func sourcePort(target: ScanAddress, port: ScanPort, attempt: Int) -> UInt16 {
        let offset = (base(target: target, port: port) & 0xffff &+ UInt64(attempt)) % UInt64(span)
        return basePort &+ UInt16(offset)
    }

    /// The attempt a reply's destination port (our source port) stands for, or nil when the port is
    /// outside our span or would be a later attempt than `maxAttempt`.
    public func attempt(target: ScanAddress, port: ScanPort, sourcePort: UInt16, maxAttempt: Int) -> Int? {
        guard sourcePort >= basePort, UInt32(sourcePort) < UInt32(basePort) + UInt32(span) else { return nil }
        let first = UInt64(self.sourcePort(target: target, port: port, attempt: 0) - basePort)
        let got = UInt64(sourcePort - basePort)
        let attempt = Int((got &+ UInt64(span) &- first) % UInt64(span))
        return attempt <= maxAttempt ? attempt : nil
    }

    /// The 32-bit sequence cookie of a probe.
    @inline(__always)
    public func sequence(target: ScanAddress, port: ScanPort, sourcePort: UInt16) -> UInt32 {
        let (a, b) = Self.fold(target)
        let h = hasher.hash(a ^ UInt64(sourcePort) << 40, b, UInt64(port.number) | 0x5eed_0000)
        return UInt32(truncatingIfNeeded: h ^ h >> 32)
    }

    /// True when `acknowledgment` acknowledges the SYN we sent (cookie + 1).
    public func acknowledges(_ acknowledgment: UInt32, target: ScanAddress, port: ScanPort, sourcePort: UInt16) -> Bool {
        acknowledgment == sequence(target: target, port: port, sourcePort: sourcePort) &+ 1
    }
}
