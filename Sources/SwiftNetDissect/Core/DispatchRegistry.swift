// Which dissector a payload goes to, in tcpdump 4.99's precedence: one place for the tables of
// link types, EtherTypes, IP protocols and TCP/UDP ports. Dissectors ask here and never test
// numbers of other protocols themselves.

/// Dispatch tables.
///
/// Failure contract: pure functions of their arguments; nothing here can fail.
enum DispatchRegistry {
    /// Whether tcpdump 4.99's udp_print hands this datagram to bootp_print: either port is 67 or
    /// 68, and none is one it tests first (DNS 53, mDNS 5353, timed 525, TFTP 69).
    /// Runs for every UDP datagram: no allocation, the cheap port test first.
    @inline(__always)
    static func isBOOTP(sourcePort: UInt16, destinationPort: UInt16) -> Bool {
        guard isBOOTPPort(sourcePort) || isBOOTPPort(destinationPort) else { return false }
        return !testedBeforeBOOTP(sourcePort) && !testedBeforeBOOTP(destinationPort)
    }

    @inline(__always)
    static func isBOOTPPort(_ port: UInt16) -> Bool { port == BOOTPField.serverPort || port == BOOTPField.clientPort }

    /// DNS 53, mDNS 5353, timed 525, TFTP 69: tcpdump 4.99 tries these before BOOTP.
    @inline(__always)
    static func testedBeforeBOOTP(_ port: UInt16) -> Bool {
        switch port {
        case 53, 5353, 525, 69: true
        default: false
        }
    }

    /// RIP on UDP 520 unless a port tested before it in udp_print (BOOTP's and those before) matches.
    @inline(__always)
    static func isRIP(sourcePort: UInt16, destinationPort: UInt16) -> Bool {
        guard sourcePort == RIPField.port || destinationPort == RIPField.port else { return false }
        return !testedBeforeBOOTP(sourcePort) && !testedBeforeBOOTP(destinationPort)
            && !isBOOTPPort(sourcePort) && !isBOOTPPort(destinationPort)
    }
}
