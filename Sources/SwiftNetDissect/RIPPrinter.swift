// RIP (RFC 1058 version 1, RFC 2453 version 2) on UDP 520 as tcpdump's rip_print prints it without
// -v: version, command and length. (-v lists the route entries; swiftnet does not yet.)

/// RIP's UDP port (RFC 2453 3.1), and its 4-byte header: command, version, zero.
enum RIPField {
    static let port: UInt16 = 520
    static let headerLength = 4

    /// tcpdump 4.99's rip_cmd_values.
    static func commandName(_ command: UInt8) -> StaticString? {
        switch command {
        case 1: "Request"
        case 2: "Response"
        case 3: "Trace on"
        case 4: "Trace off"
        case 5: "Poll"
        case 6: "Poll Entry"
        default: nil
        }
    }
}

extension Dissection {
    mutating func rip(at offset: Int, length: Int) throws(Truncated) {
        proto = "rip"
        guard Swift.min(available(from: offset), length) >= RIPField.headerLength else {
            putTruncationMarker()
            return
        }
        let command = bytes[offset]
        let version = bytes[offset + 1]
        if verbose > 0 { put("\n\t") }
        put("RIPv"); put(decimal: version); put(", ")
        if let name = RIPField.commandName(command) {
            put(name)
        } else {
            put("unknown command ("); put(decimal: command); put(")")
        }
        put(", length: "); put(decimal: length)
    }

    /// Whether tcpdump 4.99's udp_print reaches rip_print: port 520 on either side, and none of
    /// the ports it tests first (DNS 53, mDNS 5353, timed 525, TFTP 69, BOOTP 67/68).
    static func isRIP(sourcePort: UInt16, destinationPort: UInt16) -> Bool {
        guard sourcePort == RIPField.port || destinationPort == RIPField.port else { return false }
        for port: UInt16 in [53, 5353, 525, 69, 67, 68] where sourcePort == port || destinationPort == port {
            return false
        }
        return true
    }
}
