// The Q.922 address of Frame Relay (ITU-T Q.922 3.2): 2, 3 or 4 bytes, each ending with an EA bit
// that says whether another byte follows; the DLCI is spread over their upper bits. tcpdump's
// parse_q922_addr reads it for Frame Relay frames and for the hardware addresses of Frame Relay ARP.

/// What a Q.922 address holds, or why there is none.
enum Q922Address: Equatable {
    /// The data link connection identifier and how many bytes the address took.
    case dlci(UInt32, length: Int)
    /// The EA bit ends the address too early (after the first byte) or never (by the fourth).
    case invalid
    /// The address runs past the bytes it was given.
    case short

    static let extendedAddressBit: UInt8 = 0x01

    /// Parses the address in `bytes[start..<start+length]`. Never reads outside that range, so a
    /// caller that has checked the capture for `length` bytes cannot trap.
    static func parse(_ bytes: [UInt8], at start: Int, length: Int) -> Q922Address {
        guard length >= 1 else { return .short }
        let first = bytes[start]
        if first & extendedAddressBit != 0 { return .invalid }
        guard length >= 2 else { return .short }
        let second = bytes[start + 1]
        var dlci = UInt32(first & 0xfc) << 2 | UInt32(second & 0xf0) >> 4
        if second & extendedAddressBit != 0 { return .dlci(dlci, length: 2) }
        guard length >= 3 else { return .short }
        var index = start + 2
        var used = 3
        if bytes[index] & extendedAddressBit == 0 {
            // A 4-byte address: the third byte adds seven more DLCI bits.
            dlci = dlci << 7 | UInt32(bytes[index] >> 1)
            used = 4
            index += 1
            guard length >= 4 else { return .short }
        }
        let last = bytes[index]
        if last & extendedAddressBit == 0 { return .invalid }
        dlci = dlci << 6 | UInt32(last >> 2)
        return .dlci(dlci, length: used)
    }
}

extension Dissection {
    /// tcpdump's q922_string as its linkaddr_string uses it: `DLCI n`, `<Invalid DLCI>` or
    /// `<Truncated>`. Throws `Truncated` before printing when the `count` bytes are not captured.
    mutating func putQ922Address(at offset: Int, count: Int) throws(Truncated) {
        try check(count, at: offset)
        switch Q922Address.parse(bytes, at: offset, length: count) {
        case .dlci(let dlci, _): put("DLCI "); put(decimal: dlci)
        case .invalid: put("<Invalid DLCI>")
        case .short: put("<Truncated>")
        }
    }
}
