import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// An ICMP error as an ICMP datagram socket's error queue reports it: `struct sock_extended_err`
/// (linux/errqueue.h: errno, origin, ICMP type and code, info, data; 16 bytes) followed by the
/// offender, the sockaddr of the router or host that sent the error. The queued datagram is the
/// ICMP part of our request as the error quoted it, and msg_name is where that request went.
///
/// `packet(quoting:...)` turns the three back into the ICMP error packet the wire carried (as far
/// as they tell), so ping reads an error from this socket exactly as one from a raw socket.
///
/// Failure contract: `init` returns nil for data shorter than the structure; `packet` returns nil
/// for anything but an ICMP (or ICMPv6) origin with an offender of the quote's family.
struct ICMPDatagramError: Equatable {
    var errorNumber: UInt32
    var origin: UInt8
    var type: UInt8
    var code: UInt8
    /// The MTU for "fragmentation needed" / "packet too big", the pointer for a parameter problem.
    var info: UInt32
    var offender: IPAddress?

    /// SO_EE_ORIGIN_ICMP and SO_EE_ORIGIN_ICMP6 (linux/errqueue.h); LOCAL (1) is a local error.
    static let originICMP: UInt8 = 2
    static let originICMP6: UInt8 = 3
    static let structureSize = 16

    init?(_ data: ArraySlice<UInt8>) {
        guard data.count >= Self.structureSize else { return nil }
        let bytes = Array(data)
        errorNumber = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self) }
        origin = bytes[4]
        type = bytes[5]
        code = bytes[6]
        info = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self) }
        offender = Self.offender(bytes, at: Self.structureSize)
    }

    init(errorNumber: UInt32 = 0, origin: UInt8, type: UInt8, code: UInt8, info: UInt32 = 0, offender: IPAddress?) {
        (self.errorNumber, self.origin, self.type, self.code, self.info, self.offender) = (errorNumber, origin, type, code, info, offender)
    }

    /// SO_EE_OFFENDER: a sockaddr_in or sockaddr_in6 after the structure, read only when the
    /// bytes hold all of it (the kernel writes AF_UNSPEC when it does not know the sender).
    private static func offender(_ bytes: [UInt8], at offset: Int) -> IPAddress? {
        guard bytes.count >= offset + 2 else { return nil }
        let family = Int32(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: sa_family_t.self) })
        let size = family == AF_INET ? MemoryLayout<sockaddr_in>.size : family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : 0
        guard size > 0, bytes.count >= offset + size else { return nil }
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { raw in
            for index in 0..<size { raw[index] = bytes[offset + index] }
        }
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { IPAddress(socketAddress: $0) }
        }
    }

    /// The error's 4 rest-of-header bytes as the wire carried them, from `info`: IPv4 puts the
    /// next-hop MTU in the low half (RFC 1191) and the parameter-problem pointer in the top byte
    /// (RFC 792); ICMPv6 puts the MTU or pointer in all four (RFC 4443). Others carry nothing
    /// ping prints.
    var restOfHeader: UInt32 {
        if origin == Self.originICMP {
            if type == 3 && code == 4 { return info & 0xffff }
            if type == 12 { return info << 24 }
        } else if origin == Self.originICMP6, type == 2 || type == 4 {
            return info
        }
        return 0
    }

    /// The ICMP error packet from `offender` to `source`: IP header, ICMP header (checksummed),
    /// then the quote: our request's IP header rebuilt (`source` to `destination`) and `quote`,
    /// its ICMP part as queued. `hopLimit` is the error's TTL when the kernel told it, else 0.
    func packet(quoting quote: [UInt8], sentFrom source: IPAddress, to destination: IPAddress, hopLimit: UInt8) -> [UInt8]? {
        let family = source.family
        guard origin == (family == .ipv4 ? Self.originICMP : Self.originICMP6), let offender,
              offender.family == family, destination.family == family else { return nil }
        let quoted = Self.ipHeader(source: source, destination: destination, hopLimit: 0, payloadLength: quote.count) + quote
        let rest = restOfHeader
        var icmp: [UInt8] = [type, code, 0, 0, UInt8(truncatingIfNeeded: rest >> 24), UInt8(truncatingIfNeeded: rest >> 16),
                             UInt8(truncatingIfNeeded: rest >> 8), UInt8(truncatingIfNeeded: rest)] + quoted
        var checksum = InternetChecksum()
        if case .v6(let from) = offender, case .v6(let to) = source {
            checksum.addPseudoHeader(source: from, destination: to, protocol: .icmpv6, length: icmp.count)
        }
        checksum.add(icmp)
        icmp[2] = UInt8(checksum.value >> 8)
        icmp[3] = UInt8(checksum.value & 0xff)
        return Self.ipHeader(source: offender, destination: source, hopLimit: hopLimit, payloadLength: icmp.count) + icmp
    }

    /// An IPv4 (checksummed, no options) or IPv6 header for an ICMP or ICMPv6 payload of
    /// `payloadLength` bytes; the family is `source`'s.
    static func ipHeader(source: IPAddress, destination: IPAddress, hopLimit: UInt8, payloadLength: Int) -> [UInt8] {
        if source.family == .ipv4 {
            let total = 20 + payloadLength
            var header: [UInt8] = [0x45, 0, UInt8(truncatingIfNeeded: total >> 8), UInt8(truncatingIfNeeded: total), 0, 0, 0, 0,
                                   hopLimit, UInt8(IPProtocol.icmp.rawValue), 0, 0] + source.bytes + destination.bytes
            let checksum = InternetChecksum.compute(header)
            header[10] = UInt8(checksum >> 8)
            header[11] = UInt8(checksum & 0xff)
            return header
        }
        return [0x60, 0, 0, 0, UInt8(truncatingIfNeeded: payloadLength >> 8), UInt8(truncatingIfNeeded: payloadLength),
                UInt8(IPProtocol.icmpv6.rawValue), hopLimit] + source.bytes + destination.bytes
    }
}
