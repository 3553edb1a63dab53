#!/usr/bin/env python3
"""UDP port 4500 (RFC 3948): NAT keepalives, ESP in UDP (whole, short, cut by the capture) and datagrams
shorter than the non-ESP marker. (IKE behind the marker: isakmp.py and the strongSwan lab.)
Writes Fixtures/pcap/natt.pcap (deterministic)."""
from pcaplib import frame4, frame6, udp4, udp6, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"
T0 = 1700006000


def packets():
    esp = b"\x00\x00\x12\x34\x00\x00\x00\x05" + b"\xaa" * 20
    out = [
        (frame4(A, B, 17, udp4(A, B, 4500, 4500, b"\xff")),),
        (frame4(A, B, 17, udp4(A, B, 40000, 4500, b"\x00")),),
        (frame4(A, B, 17, udp4(A, B, 4500, 40000, b"\x01\x02")),),
        (frame4(A, B, 17, udp4(A, B, 4500, 4500, b"\xff\xff")),),
        (frame4(A, B, 17, udp4(A, B, 4500, 4500, esp)),),
        (frame6(A6, B6, 17, udp6(A6, B6, 4500, 4500, esp)),),
        (frame4(A, B, 17, udp4(A, B, 4500, 4500, esp[:6])),),
        (frame4(A, B, 17, udp4(A, B, 4500, 4500, esp[:8])),),
    ]
    full = frame4(A, B, 17, udp4(A, B, 4500, 4500, esp))
    out.append((full[:14 + 20 + 8 + 5], len(full)))
    out.append((full[:14 + 20 + 8 + 9], len(full)))
    return [(T0 + i * 0.25,) + item for i, item in enumerate(out)]


if __name__ == "__main__":
    write_pcap("natt.pcap", packets())
