// UDP port 4500 (RFC 3948) as tcpdump 4.99's isakmp_rfc3948_print prints it: the NAT keepalive,
// ESP after `UDP-encap: `, and IKE after a non-ESP marker (which swiftnet does not decode yet: it
// prints the plain UDP line for those).

extension Dissection {
    /// True when it printed the payload; false for IKE behind a non-ESP marker. A datagram shorter
    /// than the marker ends with ` [|isakmp_rfc3948]`, as tcpdump's does.
    mutating func udpEncapsulatedIPsec(at offset: Int, length: Int) throws(Truncated) -> Bool {
        proto = "isakmp_rfc3948"
        layer(NATTFields.natT)
        if length == 1, try u8(offset) == 0xff {
            report(NATTFields.keepalive, bool: true)
            put("isakmp-nat-keep-alive")
            return true
        }
        guard length >= 4 else {
            // tcpdump's `goto trunc` (no longjmp): the marker, and -x still skips the link header.
            putTruncationMarker()
            return true
        }
        if try u32(offset) == 0 {
            report(NATTFields.nonESPMarker, bool: true)
            return false
        }
        put("UDP-encap: ")
        try esp(at: offset, length: length)
        return true
    }
}
