/// Why libpcap refused: one case per failure a user can act on differently, each with a one-line
/// `description` that names the interface, expression or text libpcap gave.
public enum CaptureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Capturing needs root or CAP_NET_RAW (and CAP_NET_ADMIN for promiscuous mode on some systems).
    case permissionDenied(interface: String, message: String)
    /// The interface does not exist; `available` lists those that do, in pcap_findalldevs order.
    case noSuchInterface(String, available: [String])
    /// The interface exists but is down.
    case interfaceDown(String)
    /// libpcap would not compile the filter expression; `message` is libpcap's.
    case badFilter(expression: String, message: String)
    /// Opening, configuring or activating the handle failed for another reason.
    case openFailed(interface: String, message: String)
    /// Reading packets from an open handle failed.
    case readFailed(interface: String, message: String)
    /// Sending a frame with pcap_inject failed.
    case injectFailed(interface: String, message: String)

    public var description: String {
        switch self {
        case .permissionDenied(let interface, let message):
            return "\(interface): \(message): capturing needs root or CAP_NET_RAW "
                + "(run with sudo, or: sudo setcap cap_net_raw,cap_net_admin=eip $(which swiftnet))"
        case .noSuchInterface(let name, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "\(name): no such interface (available: \(list))"
        case .interfaceDown(let name):
            return "\(name): interface is down"
        case .badFilter(let expression, let message):
            return "bad filter '\(expression)': \(message)"
        case .openFailed(let interface, let message):
            return "\(interface): \(message)"
        case .readFailed(let interface, let message):
            return "\(interface): read failed: \(message)"
        case .injectFailed(let interface, let message):
            return "\(interface): send failed: \(message)"
        }
    }
}

/// The NUL-terminated text libpcap left in an error buffer.
func string(fromErrorBuffer buffer: [CChar]) -> String {
    buffer.withUnsafeBufferPointer { pointer in
        guard let base = pointer.baseAddress, pointer.contains(0) else { return "unknown libpcap error" }
        return String(cString: base)
    }
}
