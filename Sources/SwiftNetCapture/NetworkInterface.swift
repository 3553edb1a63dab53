import CLibpcap
import SwiftNetPcap
import SwiftNetWire
#if canImport(Glibc)
import Glibc
#endif

/// A capture device as pcap_findalldevs reports it: real interfaces plus libpcap's pseudo-devices
/// (`any`, nflog, ...), in libpcap's order (up and running first, loopback after).
public struct NetworkInterface: Sendable, Hashable {
    /// Interface state bits from libpcap (PCAP_IF_*).
    public struct Flags: OptionSet, Sendable, Hashable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let loopback = Flags(rawValue: UInt32(PCAP_IF_LOOPBACK))
        public static let up = Flags(rawValue: UInt32(PCAP_IF_UP))
        public static let running = Flags(rawValue: UInt32(PCAP_IF_RUNNING))
        public static let wireless = Flags(rawValue: UInt32(PCAP_IF_WIRELESS))
    }

    /// Whether a cable or association is present, where libpcap can tell.
    public enum ConnectionStatus: Sendable, Hashable {
        case unknown, connected, disconnected, notApplicable
    }

    /// One address of the interface; IPv4 and IPv6 only (others are left out).
    public enum Address: Sendable, Hashable, CustomStringConvertible {
        case ipv4(IPv4Address, netmask: IPv4Address?)
        case ipv6(IPv6Address, prefixLength: Int?)

        public var description: String {
            switch self {
            case .ipv4(let address, let netmask):
                return netmask.map { "\(address) netmask \($0)" } ?? "\(address)"
            case .ipv6(let address, let prefix):
                return prefix.map { "\(address)/\($0)" } ?? "\(address)"
            }
        }
    }

    public var name: String
    public var description: String?
    public var addresses: [Address]
    public var flags: Flags
    public var connectionStatus: ConnectionStatus

    public init(name: String, description: String? = nil, addresses: [Address] = [], flags: Flags = [],
                connectionStatus: ConnectionStatus = .unknown) {
        self.name = name
        self.description = description
        self.addresses = addresses
        self.flags = flags
        self.connectionStatus = connectionStatus
    }

    public var isUp: Bool { flags.contains(.up) }
    public var isLoopback: Bool { flags.contains(.loopback) }

    /// Every capture device libpcap knows. Needs no root (without it, some pseudo-devices are absent).
    ///
    /// Failure contract: throws `.openFailed(interface: "*", ...)` with libpcap's text when the
    /// listing itself fails.
    public static func all() throws(CaptureError) -> [NetworkInterface] {
        var errorBuffer = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE))
        var list: UnsafeMutablePointer<pcap_if_t>?
        guard pcap_findalldevs(&list, &errorBuffer) == 0 else {
            throw .openFailed(interface: "*", message: string(fromErrorBuffer: errorBuffer))
        }
        defer { pcap_freealldevs(list) }
        var result: [NetworkInterface] = []
        var cursor = list
        while let device = cursor {
            result.append(NetworkInterface(device.pointee))
            cursor = device.pointee.next
        }
        return result
    }

    /// The interface tcpdump captures on without -i: the first that is up and not loopback, else
    /// the first of all. Nil when libpcap lists nothing.
    public static func defaultInterface() throws(CaptureError) -> NetworkInterface? {
        let all = try all()
        return chooseDefault(all)
    }

    /// tcpdump's choice among `interfaces` (which are in libpcap's order).
    public static func chooseDefault(_ interfaces: [NetworkInterface]) -> NetworkInterface? {
        interfaces.first { $0.isUp && !$0.isLoopback && $0.name != "any" } ?? interfaces.first
    }

    /// The tcpdump -D line (without the leading number): `eth0 [Up, Running, Connected]`,
    /// `any (Pseudo-device that captures on all interfaces) [Up, Running]`.
    public var listingLine: String {
        var line = name
        if let description { line += " (\(description))" }
        var words: [String] = []
        if flags.contains(.up) { words.append("Up") }
        if flags.contains(.running) { words.append("Running") }
        if flags.contains(.wireless) { words.append("Wireless") }
        if flags.contains(.loopback) {
            words.append("Loopback")
        } else {
            switch connectionStatus {
            case .connected: words.append("Connected")
            case .disconnected: words.append("Disconnected")
            case .unknown, .notApplicable: break
            }
        }
        line += " [" + (words.isEmpty ? "none" : words.joined(separator: ", ")) + "]"
        return line
    }

    /// The link types the device offers (pcap_list_datalinks), first the default. Opening the
    /// device needs the same privileges as capturing.
    public func linkTypes() throws(CaptureError) -> [LinkType] {
        var errorBuffer = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE))
        guard let handle = pcap_create(name, &errorBuffer) else {
            throw .openFailed(interface: name, message: string(fromErrorBuffer: errorBuffer))
        }
        defer { pcap_close(handle) }
        let status = pcap_activate(handle)
        if status < 0 { throw LiveCapture.activationError(status, handle: handle, interface: name) }
        var types: UnsafeMutablePointer<Int32>?
        let count = pcap_list_datalinks(handle, &types)
        guard count >= 0, let types else {
            throw .openFailed(interface: name, message: String(cString: pcap_geterr(handle)))
        }
        defer { pcap_free_datalinks(types) }
        let defaultType = BPFProgram.linkType(forDLT: pcap_datalink(handle))
        var result = [defaultType]
        for index in 0..<Int(count) where BPFProgram.linkType(forDLT: types[index]) != defaultType {
            result.append(BPFProgram.linkType(forDLT: types[index]))
        }
        return result
    }

    init(_ device: pcap_if_t) {
        name = String(cString: device.name)
        description = device.description.map { String(cString: $0) }
        flags = Flags(rawValue: device.flags & 0xf)
        switch device.flags & UInt32(PCAP_IF_CONNECTION_STATUS) {
        case UInt32(PCAP_IF_CONNECTION_STATUS_CONNECTED): connectionStatus = .connected
        case UInt32(PCAP_IF_CONNECTION_STATUS_DISCONNECTED): connectionStatus = .disconnected
        case UInt32(PCAP_IF_CONNECTION_STATUS_NOT_APPLICABLE): connectionStatus = .notApplicable
        default: connectionStatus = .unknown
        }
        var addresses: [Address] = []
        var cursor = device.addresses
        while let entry = cursor {
            if let address = Self.address(entry.pointee) { addresses.append(address) }
            cursor = entry.pointee.next
        }
        self.addresses = addresses
    }

    private static func address(_ entry: pcap_addr_t) -> Address? {
        guard let sockaddr = entry.addr else { return nil }
        switch Int32(sockaddr.pointee.sa_family) {
        case AF_INET:
            let address = ipv4(sockaddr)
            let netmask = entry.netmask.flatMap { $0.pointee.sa_family == sa_family_t(AF_INET) ? ipv4($0) : nil }
            return .ipv4(address, netmask: netmask)
        case AF_INET6:
            let address = ipv6(sockaddr)
            let prefix = entry.netmask.flatMap { mask -> Int? in
                guard mask.pointee.sa_family == sa_family_t(AF_INET6) else { return nil }
                let bits = ipv6(mask)
                return bits.high.nonzeroBitCount + bits.low.nonzeroBitCount
            }
            return .ipv6(address, prefixLength: prefix)
        default:
            return nil
        }
    }

    private static func ipv4(_ sockaddr: UnsafeMutablePointer<sockaddr>) -> IPv4Address {
        sockaddr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
            // s_addr is in network order in memory: its bytes are the address's octets.
            let raw = inet.pointee.sin_addr.s_addr
            return withUnsafeBytes(of: raw) { IPv4Address($0[0], $0[1], $0[2], $0[3]) }
        }
    }

    private static func ipv6(_ sockaddr: UnsafeMutablePointer<sockaddr>) -> IPv6Address {
        sockaddr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet6 in
            withUnsafeBytes(of: inet6.pointee.sin6_addr) { IPv6Address(Array($0), at: 0) ?? IPv6Address(high: 0, low: 0) }
        }
    }
}
