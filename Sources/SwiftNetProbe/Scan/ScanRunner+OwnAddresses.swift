#if canImport(Glibc)
import Glibc
#endif

extension ScanRunner {
    /// Every address of this host's interfaces, IPv4 and IPv6 (getifaddrs); empty if the list
    /// cannot be read.
    static func localAddresses() -> Set<ScanAddress> {
        var result = Set<ScanAddress>()
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return result }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            if let address = current.pointee.ifa_addr.flatMap({ IPAddress(socketAddress: $0) }) { result.insert(address) }
            entry = current.pointee.ifa_next
        }
        return result
    }

    /// The targets that are this host's own addresses, in address order. nmap reports them up
    /// with reason `localhost-response` whatever the block size; the kernel answers their probes
    /// through loopback, so the receiver must listen there too (`routing`).
    static func ownTargets(_ targets: TargetList) -> [ScanAddress] {
        localAddresses().filter { address in
            targets.blocks.contains { $0.contains(address) } && !targets.isExcluded(address)
        }.sorted()
    }
}
