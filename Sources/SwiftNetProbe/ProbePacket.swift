import SwiftNetWire

// Crafted probe packets: one IP header (IPv4 or IPv6) with every field settable, one transport
// header, a payload. Lengths and checksums are computed (RFC 791, RFC 8200, RFC 768, RFC 9293,
// RFC 792, RFC 4443); `corruptChecksum` sends a transport checksum that is wrong on purpose.
// (wire-l3's PacketBuilder covers general stacks; probes need only this one shape, built fast.)

/// The network-layer fields a probe sets. IPv4-only and IPv6-only fields are ignored by the other.
public struct IPFields: Hashable, Sendable {
    public var source: IPAddress
    public var destination: IPAddress
    /// IPv4 time to live, or IPv6 hop limit.
    public var ttl: UInt8
    /// IPv4 type of service (DSCP + ECN), or IPv6 traffic class.
    public var tos: UInt8
    /// IPv4 identification.
    public var identification: UInt16
    public var dontFragment: Bool
    public var moreFragments: Bool
    /// IPv4 fragment offset in 8-byte units (13 bits).
    public var fragmentOffset: UInt16
    /// IPv4 options as raw bytes; padded with end-of-option-list (0) to a multiple of 4.
    public var options: [UInt8]
    /// IPv6 flow label (20 bits).
    public var flowLabel: UInt32

    public init(source: IPAddress, destination: IPAddress, ttl: UInt8 = 64, tos: UInt8 = 0,
                identification: UInt16 = 0, dontFragment: Bool = false, moreFragments: Bool = false,
                fragmentOffset: UInt16 = 0, options: [UInt8] = [], flowLabel: UInt32 = 0) {
        self.source = source
        self.destination = destination
        self.ttl = ttl
        self.tos = tos
        self.identification = identification
        self.dontFragment = dontFragment
        self.moreFragments = moreFragments
        self.fragmentOffset = fragmentOffset
        self.options = options
        self.flowLabel = flowLabel
    }
}

/// The transport header of a probe.
public enum ProbeTransport: Hashable, Sendable {
    /// ICMP echo request (ICMPv6 echo request over IPv6).
    case echoRequest(identifier: UInt16, sequence: UInt16)
    case tcp(TCPHeader)
    case udp(UDPHeader)

    public var protocolNumber: IPProtocol {
        switch self {
        case .echoRequest: .icmp
        case .tcp: .tcp
        case .udp: .udp
        }
    }

    /// The TCP or UDP destination port; nil for an echo request (setting it then does nothing).
    public var destinationPort: UInt16? {
        get {
            switch self {
            case .tcp(let header): header.destinationPort
            case .udp(let header): header.destinationPort
            case .echoRequest: nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .tcp(var header): header.destinationPort = newValue; self = .tcp(header)
            case .udp(var header): header.destinationPort = newValue; self = .udp(header)
            case .echoRequest: break
            }
        }
    }
}

/// One probe to send: IP fields, transport header, payload.
///
/// Failure contract: `build()` never traps for any field values (oversized IPv4 options are cut at
/// 40 bytes, the most IHL can express); a source and destination of different families is a
/// programming error the commands rule out (`ProbePacket.init` checks it with a precondition).
public struct ProbePacket: Hashable, Sendable {
    public var ip: IPFields
    public var transport: ProbeTransport
    public var payload: [UInt8]
    /// Send a transport checksum that does not verify (hping3 `--badcksum`).
    public var corruptChecksum: Bool

    public init(ip: IPFields, transport: ProbeTransport, payload: [UInt8] = [], corruptChecksum: Bool = false) {
        precondition(ip.source.family == ip.destination.family, "source and destination families differ")
        self.ip = ip
        self.transport = transport
        self.payload = payload
        self.corruptChecksum = corruptChecksum
    }

    /// IPv4 options padded to 4 bytes, at most 40 (RFC 791: IHL is 4 bits of 32-bit words).
    var paddedOptions: [UInt8] {
        var options = Array(ip.options.prefix(40))
        while options.count % 4 != 0 { options.append(0) }
        return options
    }

    var ipHeaderLength: Int {
        ip.destination.family == .ipv4 ? 20 + paddedOptions.count : 40
    }

    var transportHeaderLength: Int {
        switch transport {
        case .echoRequest: 8
        case .tcp(let header): header.encodedLength
        case .udp: UDPField.headerLength
        }
    }

    /// The whole packet, IP header first, lengths and checksums filled in.
    public func build() -> [UInt8] {
        let transportOffset = ipHeaderLength
        let total = transportOffset + transportHeaderLength + payload.count
        var packet = [UInt8](repeating: 0, count: total)
        writeIPHeader(into: &packet, total: total)
        let payloadOffset = transportOffset + transportHeaderLength
        for (index, byte) in payload.enumerated() { packet[payloadOffset + index] = byte }
        writeTransport(into: &packet, at: transportOffset, total: total)
        return packet
    }

    private func writeIPHeader(into packet: inout [UInt8], total: Int) {
        switch (ip.source, ip.destination) {
        case (.v4(let source), .v4(let destination)):
            let options = paddedOptions
            packet[0] = 0x40 | UInt8(truncatingIfNeeded: (20 + options.count) / 4)
            packet[1] = ip.tos
            packet.setUInt16(UInt16(truncatingIfNeeded: total), at: 2)
            packet.setUInt16(ip.identification, at: 4)
            var flagsAndOffset = ip.fragmentOffset & 0x1fff
            if ip.dontFragment { flagsAndOffset |= 0x4000 }    // RFC 791 flags: DF
            if ip.moreFragments { flagsAndOffset |= 0x2000 }   // MF
            packet.setUInt16(flagsAndOffset, at: 6)
            packet[8] = ip.ttl
            packet[9] = transport.protocolNumber.rawValue
            packet.setUInt32(source.value, at: 12)
            packet.setUInt32(destination.value, at: 16)
            for (index, byte) in options.enumerated() { packet[20 + index] = byte }
            packet.setUInt16(InternetChecksum.compute(packet, from: 0, to: 20 + options.count), at: 10)
        case (.v6(let source), .v6(let destination)):
            let flow = ip.flowLabel & 0xfffff
            packet.setUInt32(6 << 28 | UInt32(ip.tos) << 20 | flow, at: 0)
            packet.setUInt16(UInt16(truncatingIfNeeded: total - 40), at: 4)
            packet[6] = transport.protocolNumber == .icmp ? IPProtocol.icmpv6.rawValue : transport.protocolNumber.rawValue
            packet[7] = ip.ttl
            var offset = 8
            for byte in source.bytes + destination.bytes {
                packet[offset] = byte
                offset += 1
            }
        default:
            break
        }
    }

    private var pseudoHeader: PseudoHeader {
        switch (ip.source, ip.destination) {
        case (.v4(let source), .v4(let destination)): .ipv4(source: source, destination: destination)
        case (.v6(let source), .v6(let destination)): .ipv6(source: source, destination: destination)
        case (.v4(let source), .v6): .ipv4(source: source, destination: .any)
        case (.v6(let source), .v4): .ipv6(source: source, destination: .any)
        }
    }

    private func writeTransport(into packet: inout [UInt8], at offset: Int, total: Int) {
        let checksumOffset: Int
        var checksum: UInt16
        var explicit: UInt16?
        switch transport {
        case .echoRequest(let identifier, let sequence):
            let isIPv6 = ip.destination.family == .ipv6
            packet[offset] = isIPv6 ? 128 : 8          // RFC 4443 / RFC 792 echo request
            packet.setUInt16(identifier, at: offset + 4)
            packet.setUInt16(sequence, at: offset + 6)
            checksumOffset = offset + 2
            checksum = isIPv6
                ? pseudoHeader.checksum(packet, from: offset, to: total, protocol: .icmpv6)
                : InternetChecksum.compute(packet, from: offset, to: total)
        case .tcp(let header):
            header.encode(into: &packet, at: offset)
            packet.setUInt16(0, at: offset + TCPField.checksum)
            checksumOffset = offset + TCPField.checksum
            checksum = pseudoHeader.checksum(packet, from: offset, to: total, protocol: .tcp)
            explicit = header.checksum
        case .udp(let header):
            var header = header
            if header.length == nil { header.length = UInt16(truncatingIfNeeded: total - offset) }
            explicit = header.checksum
            header.checksum = 0
            header.encode(into: &packet, at: offset)
            checksumOffset = offset + UDPField.checksum
            checksum = pseudoHeader.checksum(packet, from: offset, to: total, protocol: .udp)
        }
        checksum = Self.transportChecksumField(computed: checksum, isUDP: transport.protocolNumber == .udp,
                                               corrupt: corruptChecksum)
        packet.setUInt16(explicit ?? checksum, at: checksumOffset)
    }

    /// The checksum field for a `computed` transport checksum: UDP's computed 0 goes out as all
    /// ones (RFC 768), and `corrupt` (--bad-checksum) makes it wrong by one, avoiding 0 and 0xffff,
    /// which some receivers read as "no checksum" or as the other zero of one's-complement arithmetic.
    static func transportChecksumField(computed: UInt16, isUDP: Bool, corrupt: Bool) -> UInt16 {
        var checksum = computed
        if isUDP && checksum == 0 { checksum = 0xffff }
        if corrupt {
            let wrong = checksum &+ 1
            checksum = (wrong == 0 || wrong == 0xffff) ? 0x5555 : wrong
        }
        return checksum
    }
}
