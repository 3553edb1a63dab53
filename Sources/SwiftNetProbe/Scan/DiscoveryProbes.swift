/// Which probes host discovery sends, nmap's `-PE`, `-PP`, `-PS[ports]`, `-PA[ports]`,
/// `-PU[ports]` and `-PR`. A host is up when any probe sent to it is answered: an echo or
/// timestamp reply, a SYN-ACK or RST to a SYN, a RST to an ACK, a UDP answer or the target's own
/// ICMP port unreachable to a UDP probe, an ARP reply.
///
/// nmap's rules kept here: with no probe named, the default set is ICMP echo, TCP SYN to 443, TCP
/// ACK to 80 and ICMP timestamp (as root); a bare `-PS`/`-PA` probes port 80, a bare `-PU` port
/// 40125; IPv4 targets on a directly connected Ethernet segment are asked by ARP whatever probes are
/// named (unless `--disable-arp-ping`/`--send-ip`), since an ARP reply cannot be firewalled; ICMP
/// timestamp has no ICMPv6 counterpart and is not sent to IPv6 targets. `-PR` alone sends no IP
/// probe: targets off the local segment are then reported down.
/// Failure contract: `parsePorts` throws a one-line message for a bad list; nothing else fails.
public struct DiscoveryProbes: Sendable, Equatable {
    public var echo = false
    public var timestamp = false
    public var syn: [UInt16] = []
    public var ack: [UInt16] = []
    public var udp: [UInt16] = []
    /// `-PR`: named explicitly (ARP is used on the local segment in any case).
    public var arp = false

    public init(echo: Bool = false, timestamp: Bool = false, syn: [UInt16] = [], ack: [UInt16] = [],
                udp: [UInt16] = [], arp: Bool = false) {
        self.echo = echo
        self.timestamp = timestamp
        self.syn = syn
        self.ack = ack
        self.udp = udp
        self.arp = arp
    }

    /// nmap's default set as root: `-PE -PS443 -PA80 -PP`.
    public static let nmapDefault = DiscoveryProbes(echo: true, timestamp: true, syn: [443], ack: [80])

    /// nmap's port for a bare `-PS`/`-PA`, and for a bare `-PU` (a port unlikely to be open, so a
    /// live host answers port unreachable).
    public static let defaultTCPPort: UInt16 = 80
    public static let defaultUDPPort: UInt16 = 40125

    /// Most ports one kind of probe may name: every port is one probe per host and try.
    public static let maximumPorts = 1024

    /// Whether any IP probe is sent (`-PR` alone sends none).
    public var sendsIP: Bool { echo || timestamp || !syn.isEmpty || !ack.isEmpty || !udp.isEmpty }

    /// The in-flight keys of one target's probes (one per probe answer can be told apart): the
    /// ICMP probes share `ReplyMatcher.echoSamplePort`, each TCP and UDP port has its own.
    public func sampleKeys(isIPv6: Bool) -> [ScanPort] {
        var keys: [ScanPort] = []
        if echo || (timestamp && !isIPv6) { keys.append(ReplyMatcher.echoSamplePort) }
        var tcp = Set<UInt16>()
        for port in syn + ack where tcp.insert(port).inserted { keys.append(ScanPort(.tcp, port)) }
        for port in Set(udp).sorted() { keys.append(ScanPort(.udp, port)) }
        return keys
    }

    /// An nmap port list as `-PS`/`-PA`/`-PU` take it: `22`, `22,80`, `1000-1010`, mixed; empty
    /// text gives `bare` (the kind's default port). Duplicates are dropped, order kept.
    public static func parsePorts(_ text: String, bare: UInt16, flag: String) throws(ScanTimingError) -> [UInt16] {
        if text.isEmpty { return [bare] }
        var ports: [UInt16] = []
        var seen = Set<UInt16>()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard !item.isEmpty, bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) && $0.count <= 5 }),
                  let low = Int(bounds[0]), let high = Int(bounds.last!), low <= high, high <= 65535 else {
                throw ScanTimingError("\(flag): '\(text)' is not a port list (22,80,1000-1010; ports 0-65535)")
            }
            for port in low...high where seen.insert(UInt16(port)).inserted {
                ports.append(UInt16(port))
                if ports.count > maximumPorts {
                    throw ScanTimingError("\(flag): '\(text)' names more than \(maximumPorts) ports")
                }
            }
        }
        return ports
    }
}
