import SwiftNetWire

/// One probe built once, then copied and patched for every flood packet that differs from it only
/// in the fields a flood counts up: the IPv4 identification, the TCP/UDP source and destination
/// ports (`-p ++N`, `-p +N`) and the TCP sequence number. Both checksums are updated incrementally (RFC 1624 equation 3:
/// HC' = ~(~HC + ~m + m')), so a packet costs a copy and a few additions whatever its payload size,
/// and the bytes are exactly what `ProbePacket.build()` gives for the same probe.
///
/// Failure contract: `init` returns nil for shapes it does not patch (echo requests, explicit
/// transport checksums); `write` returns false, writing nothing, for a probe that differs from the
/// template in any other field or does not fit the buffer (the caller then builds it in full).
struct FloodTemplate {
    let probe: ProbePacket
    let bytes: [UInt8]
    private let transportOffset: Int
    private let isUDP: Bool
    /// One's-complement sums (not complemented) of the IPv4 header and of the transport checksum's
    /// coverage (pseudo-header included), each with its checksum field taken as zero.
    private let ipSum: UInt16?
    private let transportSum: UInt16

    init?(_ probe: ProbePacket) {
        switch probe.transport {
        case .echoRequest: return nil
        case .tcp(let header): if header.checksum != nil { return nil }
        case .udp(let header): if header.checksum != nil { return nil }
        }
        self.probe = probe
        bytes = probe.build()
        transportOffset = probe.ipHeaderLength
        isUDP = probe.transport.protocolNumber == .udp
        let checksumOffset = transportOffset + (isUDP ? UDPField.checksum : TCPField.checksum)
        guard bytes.count >= checksumOffset + 2 else { return nil }
        // The true checksum, as built without --bad-checksum. Its sum is never zero (the
        // pseudo-header's protocol word is not), so a field of 0xffff can only be UDP's stand-in
        // for a computed zero (RFC 768), whose sum is 0xffff.
        var honest = probe
        honest.corruptChecksum = false
        let field = honest.build().uint16(at: checksumOffset)
        transportSum = field == 0xffff ? 0xffff : ~field
        ipSum = probe.ip.destination.family == .ipv4 ? ~bytes.uint16(at: 10) : nil
    }

    /// Writes `candidate`'s bytes to `buffer` when the template can express it; see the type.
    func write(_ candidate: ProbePacket, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard buffer.count >= bytes.count, let base = buffer.baseAddress else { return false }
        var normalized = candidate
        normalized.ip.identification = probe.ip.identification
        let oldPort: UInt16, newPort: UInt16, oldDestination: UInt16, newDestination: UInt16
        var oldSequence: UInt32 = 0, newSequence: UInt32 = 0
        switch (candidate.transport, probe.transport) {
        case (.udp(var header), .udp(let reference)):
            (oldPort, newPort) = (reference.sourcePort, header.sourcePort)
            (oldDestination, newDestination) = (reference.destinationPort, header.destinationPort)
            header.sourcePort = reference.sourcePort
            header.destinationPort = reference.destinationPort
            normalized.transport = .udp(header)
        case (.tcp(var header), .tcp(let reference)):
            (oldPort, newPort) = (reference.sourcePort, header.sourcePort)
            (oldDestination, newDestination) = (reference.destinationPort, header.destinationPort)
            (oldSequence, newSequence) = (reference.sequenceNumber, header.sequenceNumber)
            header.sourcePort = reference.sourcePort
            header.destinationPort = reference.destinationPort
            header.sequenceNumber = reference.sequenceNumber
            normalized.transport = .tcp(header)
        default:
            return false
        }
        guard normalized == probe else { return false }

        bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        if let ipSum {
            let sum = Self.replace(probe.ip.identification, with: candidate.ip.identification, in: ipSum)
            Self.store(candidate.ip.identification, at: 4, in: base)
            Self.store(~sum, at: 10, in: base)
        }
        // Source ports at offset 0 of both headers, destination ports at 2 (RFC 768, RFC 9293).
        var sum = Self.replace(oldPort, with: newPort, in: transportSum)
        sum = Self.replace(oldDestination, with: newDestination, in: sum)
        Self.store(newPort, at: transportOffset, in: base)
        Self.store(newDestination, at: transportOffset + 2, in: base)
        if !isUDP {
            sum = Self.replace(UInt16(truncatingIfNeeded: oldSequence >> 16),
                               with: UInt16(truncatingIfNeeded: newSequence >> 16), in: sum)
            sum = Self.replace(UInt16(truncatingIfNeeded: oldSequence),
                               with: UInt16(truncatingIfNeeded: newSequence), in: sum)
            base.storeBytes(of: newSequence.bigEndian, toByteOffset: transportOffset + TCPField.sequenceNumber,
                            as: UInt32.self)
        }
        let field = ProbePacket.transportChecksumField(computed: ~sum, isUDP: isUDP,
                                                      corrupt: candidate.corruptChecksum)
        Self.store(field, at: transportOffset + (isUDP ? UDPField.checksum : TCPField.checksum), in: base)
        return true
    }

    /// The one's-complement sum with the word `old` replaced by `new`: sum + ~old + new, carries
    /// folded back in (RFC 1624 section 3). Never zero when `sum` is not: adding end-around-carry
    /// words only reaches zero from zero.
    static func replace(_ old: UInt16, with new: UInt16, in sum: UInt16) -> UInt16 {
        var total = UInt32(sum) &+ UInt32(~old) &+ UInt32(new)
        while total > 0xffff { total = (total & 0xffff) &+ (total >> 16) }
        return UInt16(total)
    }

    private static func store(_ value: UInt16, at offset: Int, in base: UnsafeMutableRawPointer) {
        base.storeBytes(of: value.bigEndian, toByteOffset: offset, as: UInt16.self)
    }
}
