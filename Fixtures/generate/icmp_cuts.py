#!/usr/bin/env python3
"""ICMP errors cut by the snapshot length inside the quoted datagram: where tcpdump 4.99 stops with a
`goto trunc` (time exceeded before the quoted destination, port unreachable before the quoted protocol, router
advertisement before its count and lifetime)
its -x/-X dump still starts at the IP header; where a read longjmps, the dump covers the whole frame.
Writes Fixtures/pcap/icmp-cuts.pcap (deterministic)."""
from pcaplib import frame4, icmp, ip4, ipv4, udp, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
T0 = 1700005000


def packets():
    inner = ipv4(B, "198.18.0.9", 17, udp(40000, 33434, b"x" * 20))
    out = []
    for type_, code, rest in [(11, 0, b"\0" * 4), (11, 1, b"\0" * 4), (3, 3, b"\0" * 4), (3, 1, b"\0" * 4),
                              (5, 1, ip4("198.18.0.254")), (12, 0, b"\x14\0\0\0"), (9, 0, b"\x01\x02\x07\x08")]:
        full = frame4(A, B, 1, icmp(type_, code, rest, inner))
        for icmp_bytes in (3, 8, 12, 20, 27, 30):
            out.append((full[:14 + 20 + icmp_bytes], len(full)))
    return [(T0 + i * 0.25, f, length) for i, (f, length) in enumerate(out)]


if __name__ == "__main__":
    write_pcap("icmp-cuts.pcap", packets())
