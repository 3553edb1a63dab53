import Foundation
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// ARP request and reply bytes for IPv4 over Ethernet (RFC 826): 28 bytes after the Ethernet
/// header, which the cooked AF_PACKET socket adds and strips.
public enum ARPPackets {
    /// EtherType of ARP (IEEE 802 numbers, RFC 5342).
    public static let etherType: UInt16 = 0x0806
    static let length = 28

    /// A who-has request: `sender` asks for `target`'s hardware address (target MAC left zero).
    public static func request(senderMAC: MACAddress, senderIP: IPv4Address, targetIP: IPv4Address) -> [UInt8] {
        var bytes: [UInt8] = [0, 1, 0x08, 0x00, 6, 4, 0, 1]      // Ethernet, IPv4, 6, 4, op 1 (request)
        bytes += senderMAC.bytes
        bytes += bytes4(senderIP.value)
        bytes += [0, 0, 0, 0, 0, 0]
        bytes += bytes4(targetIP.value)
        return bytes
    }

    /// A reply's sender (who answered, with its MAC) and target (who asked); nil for requests,
    /// other hardware or protocol types, and anything shorter than 28 bytes.
    public static func parseReply(_ bytes: [UInt8]) -> (senderIP: IPv4Address, senderMAC: MACAddress, targetIP: IPv4Address)? {
        guard bytes.count >= length,
              bytes.checkedUInt16(at: 0) == 1, bytes.checkedUInt16(at: 2) == 0x0800,
              bytes[4] == 6, bytes[5] == 4, bytes.checkedUInt16(at: 6) == 2,
              let mac = MACAddress(bytes, at: 8), let sender = IPv4Address(bytes, at: 14),
              let target = IPv4Address(bytes, at: 24) else { return nil }
        return (sender, mac, target)
    }

    private static func bytes4(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}

/// What the scanner needs to know about an interface to use ARP on it, from sysfs.
public struct LinkInterface: Sendable, Hashable {
    public var name: String
    public var index: Int32
    public var mac: MACAddress

    /// The interface when it is Ethernet (ARPHRD_ETHER) and does ARP (no IFF_NOARP); nil for
    /// loopback, tunnels, point-to-point links and unreadable sysfs entries.
    public static func ethernet(named name: String, index: Int32) -> LinkInterface? {
        guard !name.contains("/"), !name.hasPrefix("."),
              let type = sysfs(name, "type"), type == "1",                  // ARPHRD_ETHER
              let flagsText = sysfs(name, "flags"), let flags = Int(flagsText.dropFirst(2), radix: 16),
              flags & 0x80 == 0,                                             // IFF_NOARP
              let addressText = sysfs(name, "address"), let mac = MACAddress(addressText), mac != .zero
        else { return nil }
        return LinkInterface(name: name, index: index, mac: mac)
    }

    private static func sysfs(_ name: String, _ file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: "/sys/class/net/\(name)/\(file)") else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// ARP host discovery on one Ethernet segment, as nmap does on a local network: who-has requests
/// broadcast through a cooked AF_PACKET socket (ETH_P_ARP) at the scan's rate, a host is up when
/// it replies (reason `arp-response`), and its MAC address is kept for link-layer sending.
/// Unanswered targets are asked again (`retries`), each pass followed by the RTT-adapted wait, so a
/// run is bounded by (retries + 1) x (targets / rate + maximum timeout).
///
/// Failure contract: `init` throws `.noPermission` without root or CAP_NET_RAW, `.system` when the
/// socket cannot be bound; sending and receiving errors only lose probes (counted as unanswered).
public final class ARPPinger {
    public let link: LinkInterface
    public let source: IPv4Address
    let fileDescriptor: Int32

    public init(link: LinkInterface, source: IPv4Address) throws(ProbeError) {
        self.link = link
        self.source = source
        // Protocol 0 until bind (which names ARP): a socket hooked from the start would be
        // unhooked by bind, an RCU grace period of waiting (see `closePacketSocket`).
        let descriptor = socket(AF_PACKET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw systemError("packet socket (ARP)") }
        fileDescriptor = descriptor
        let bound = Self.linkAddress(index: link.index, mac: .broadcast).bindSocket(descriptor)
        guard bound == 0 else {
            let error = systemError("bind packet socket (ARP)")
            close(descriptor)
            throw error
        }
    }

    deinit { closePacketSocket(fileDescriptor) }

    static func linkAddress(index: Int32, mac: MACAddress) -> LinkLayerAddress {
        LinkLayerAddress(interfaceIndex: index, etherType: ARPPackets.etherType, mac: mac)
    }

    /// Asks every target; returns those that answered with their MAC address and round-trip time,
    /// and the RTT estimate over all of them.
    public func run(_ targets: [IPv4Address], settings: ScanSettings, trace: PacketTrace? = nil)
        -> (up: [IPv4Address: MACAddress], latency: [IPv4Address: Double], rtt: RTTEstimator) {
        let destination = Self.linkAddress(index: link.index, mac: .broadcast)
        let sweep = neighbourSweep(targets, settings: settings, fileDescriptor: fileDescriptor, send: { target in
            let request = ARPPackets.request(senderMAC: link.mac, senderIP: source, targetIP: target)
            trace?.arpRequest(target: target, source: source)
            _ = request.withUnsafeBytes { bytes in
                destination.withSocketAddress { sendto(fileDescriptor, bytes.baseAddress, bytes.count, 0, $0, $1) }
            }
        }, parse: { bytes in
            // Only replies to our own question: a reply to another host's request is not an answer.
            guard let reply = ARPPackets.parseReply(bytes), reply.targetIP == source else { return nil }
            return (reply.senderIP, reply.senderMAC)
        }, answered: { sender, mac in
            trace?.arpReply(sender: sender, mac: mac, to: source)
        })
        return (sweep.up, sweep.latency, sweep.rtt)
    }
}
