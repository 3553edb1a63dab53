// BOOTP (RFC 951) and DHCP (RFC 2131) on UDP 67/68 as tcpdump's bootp_print prints them without
// -v: the operation, the client's hardware address on Ethernet requests, and the UDP length.
// (-v adds the fixed fields and the RFC 2132 options; swiftnet does not print those yet.)

/// BOOTP fixed-header layout (RFC 951 section 3): where the fields tcpdump reads sit.
enum BOOTPField {
    /// Server and client ports (RFC 951 section 3).
    static let serverPort: UInt16 = 67
    static let clientPort: UInt16 = 68
    static let operation = 0
    static let hardwareType = 1
    static let hardwareLength = 2
    static let clientHardwareAddress = 28
    /// op through file: everything before the vendor area / DHCP options.
    static let fixedLength = 236
    static let request: UInt8 = 1
    static let reply: UInt8 = 2
    /// ARP hardware type 1, 10 Mb Ethernet (RFC 1700), with its 6-byte address.
    static let ethernet: UInt8 = 1
    static let ethernetAddressLength: UInt8 = 6
}

extension Dissection {
    /// `BOOTP/DHCP, Request from MAC, length N` / `BOOTP/DHCP, Reply, length N`; a read past the
    /// captured bytes throws (the caller prints ` [|bootp]`).
    mutating func bootp(at offset: Int, length: Int) throws(Truncated) {
        let cut = length > available(from: offset)
        if legacyJSON({ $0.walkDHCP(at: offset, end: $1, cutByCapture: cut) }) { return }
        proto = "bootp"
        let operation = try u8(offset + BOOTPField.operation)
        put("BOOTP/DHCP, ")
        switch operation {
        case BOOTPField.request: put("Request")
        case BOOTPField.reply: put("Reply")
        default: put("unknown (0x"); put(hex: operation, digits: 2); put(")")
        }
        let hardwareType = try u8(offset + BOOTPField.hardwareType)
        let hardwareLength = try u8(offset + BOOTPField.hardwareLength)
        if hardwareType == BOOTPField.ethernet && hardwareLength == BOOTPField.ethernetAddressLength
            && operation == BOOTPField.request {
            try check(6, at: offset + BOOTPField.clientHardwareAddress)
            put(" from ")
            try putMAC(at: offset + BOOTPField.clientHardwareAddress)
        }
        put(", length "); put(decimal: length)
    }
}
