import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

// Fragmentation for probes larger than the link MTU: header-included raw sockets make the kernel
// refuse them (EMSGSIZE) rather than fragment, so probes are cut here as a host would cut them
// (RFC 791 section 2.3 for IPv4, RFC 8200 section 4.5 for IPv6 with a Fragment header).

extension ProbePacket {
    /// The packet as fragments of at most `mtu` bytes each (one packet when it fits). IPv4
    /// fragments copy the header and options, set MF on all but the last (the last keeps the
    /// probe's own MF) and add their offset to the probe's; DF is cleared, as fragments could not
    /// be sent with it. IPv6 fragments insert a Fragment header with `identification`.
    /// An MTU too small for one 8-byte piece after the headers returns the packet whole.
    public func fragments(mtu: Int, identification: UInt32 = 0) -> [[UInt8]] {
        let whole = build()
        guard whole.count > mtu else { return [whole] }
        switch ip.destination.family {
        case .ipv4:
            let headerLength = ipHeaderLength
            let step = (mtu - headerLength) & ~7
            guard step >= 8 else { return [whole] }
            var pieces: [[UInt8]] = []
            var position = headerLength
            while position < whole.count {
                let end = min(whole.count, position + step)
                var piece = Array(whole[0..<headerLength]) + whole[position..<end]
                piece.setUInt16(UInt16(truncatingIfNeeded: piece.count), at: 2)
                let isLast = end == whole.count
                var flagsAndOffset = (ip.fragmentOffset & 0x1fff) &+ UInt16(truncatingIfNeeded: (position - headerLength) / 8)
                if !isLast || ip.moreFragments { flagsAndOffset |= 0x2000 }    // MF; DF left clear
                piece.setUInt16(flagsAndOffset, at: 6)
                piece.setUInt16(0, at: 10)
                piece.setUInt16(InternetChecksum.compute(piece, from: 0, to: headerLength), at: 10)
                pieces.append(piece)
                position = end
            }
            return pieces
        case .ipv6:
            let step = (mtu - 40 - 8) & ~7
            guard step >= 8 else { return [whole] }
            let nextHeader = whole[6]
            var pieces: [[UInt8]] = []
            var position = 40
            while position < whole.count {
                let end = min(whole.count, position + step)
                var piece = Array(whole[0..<40])
                piece[6] = IPProtocol.fragment.rawValue
                piece.setUInt16(UInt16(truncatingIfNeeded: 8 + end - position), at: 4)
                let more: UInt16 = end < whole.count ? 1 : 0
                piece += [nextHeader, 0, 0, 0, 0, 0, 0, 0]
                piece.setUInt16(UInt16(truncatingIfNeeded: (position - 40) / 8) << 3 | more, at: 42)
                piece.setUInt32(identification, at: 44)
                piece += whole[position..<end]
                pieces.append(piece)
                position = end
            }
            return pieces
        }
    }
}

/// The MTU of interface `name` from sysfs; 1500 when it cannot be read, 65535 for loopback-sized.
public func interfaceMTU(_ name: String) -> Int {
    guard let file = fopen("/sys/class/net/\(name)/mtu", "r") else { return 1500 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 32)
    guard fgets(&line, Int32(line.count), file) != nil else { return 1500 }
    let text = String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return Int(text) ?? 1500
}

/// Whether `name` is an Ethernet-like interface (ARPHRD_ETHER in /sys/class/net/NAME/type: Ethernet,
/// veth, bridges, bonds, VLANs, macvlan), where a packet can be handed to the driver with a MAC
/// header. False for loopback, tunnels and anything unreadable.
public func interfaceIsEthernetLike(_ name: String) -> Bool {
    guard !name.isEmpty, !name.contains("/"), let file = fopen("/sys/class/net/\(name)/type", "r") else { return false }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 32)
    guard fgets(&line, Int32(line.count), file) != nil else { return false }
    let text = String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text == "1"    // ARPHRD_ETHER, <linux/if_arp.h>
}
