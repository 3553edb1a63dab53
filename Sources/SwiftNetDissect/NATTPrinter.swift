// UDP port 4500 (RFC 3948) as tcpdump 4.99's isakmp_rfc3948_print prints it: the NAT keepalive,
// ESP after `UDP-encap: `, and IKE after `NONESP-encap: ` (the four-byte non-ESP marker).

extension Dissection {
    /// A datagram shorter than the marker ends with ` [|isakmp_rfc3948]`, as tcpdump's does.
    /// `network`: the IP header, for IKEv1's initiator/responder side.
    mutating func udpEncapsulatedIPsec(at offset: Int, length: Int, network: NetworkHeader) throws(Truncated) {
        proto = "isakmp_rfc3948"
        layer(NATTFields.natT)
        if length == 1, try u8(offset) == 0xff {
            report(NATTFields.keepalive, bool: true)
            put("isakmp-nat-keep-alive")
            return
        }
        guard length >= 4 else {
            // tcpdump's `goto trunc` (no longjmp): the marker, and -x still skips the link header.
            putTruncationMarker()
            return
        }
        if try u32(offset) == 0 {
            report(NATTFields.nonESPMarker, bool: true)
            put("NONESP-encap: ")
            try isakmp(at: offset + 4, length: length - 4, network: network)
            return
        }
        put("UDP-encap: ")
        try esp(at: offset, length: length)
    }
}
