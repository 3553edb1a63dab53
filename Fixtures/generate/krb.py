#!/usr/bin/env python3
"""Kerberos on UDP 88 and 750 as far as tcpdump 4.99 decodes it: Kerberos 4 messages of every type
in both byte orders (principal names, lifetimes, error codes), Kerberos 5 (only named by tcpdump),
versions 1-3 and others, names the capture cuts before their NUL, and empty datagrams.
Writes Fixtures/pcap/krb-gen.pcap (deterministic)."""
import struct

from pcaplib import frame4, frame6, udp4, udp6, write_pcap

A, B = "198.18.168.1", "198.18.168.2"
A6, B6 = "2001:db8:168::1", "2001:db8:168::2"
T0 = 1700168000


def names(*parts):
    return b"".join(p + b"\x00" for p in parts)


def messages():
    hdr = names(b"alice", b"", b"ATHENA.MIT.EDU")
    return [
        bytes([4, 2]) + hdr + struct.pack(">I", 1700168000) + bytes([96]) + names(b"krbtgt", b"ATHENA.MIT.EDU"),
        bytes([4, 3]) + hdr + struct.pack("<I", 1700168000) + bytes([255]) + names(b"rcmd", b"host\x01\x80"),
        bytes([4, 4]) + hdr + bytes(10) + struct.pack(">H", 0x0123) + b"\xee" * 8,
        bytes([4, 5]) + hdr + bytes(10) + struct.pack("<H", 0x0123) + b"\xee" * 8,
        bytes([4, 6, 0, 7]) + names(b"ATHENA.MIT.EDU") + bytes([3, 200]) + b"\xaa" * 8,
        bytes([4, 8]) + b"\x00" * 10,
        bytes([4, 10]) + hdr + struct.pack(">I", 1) + struct.pack(">HH", 8, 0) + names(b"Principal unknown"),
        bytes([4, 11]) + hdr + struct.pack("<I", 1) + struct.pack("<HH", 3, 0) + names(b"expired"),
        bytes([4, 10]) + hdr + struct.pack(">I", 1) + struct.pack(">HH", 42, 0) + names(b"?"),
        bytes([4, 12]) + b"\x00" * 6, bytes([4, 14]) + b"\x00" * 6, bytes([4, 16]) + b"\x00" * 6,
        bytes([4, 126]), bytes([4, 40]), bytes([4, 0]),
        # Kerberos 5: an AS-REQ and a KRB-ERROR start with these ASN.1 application tags.
        bytes.fromhex("6a8199308196a103020105a20302010a"), bytes.fromhex("7e5a3058a003020105a10302011e"),
        bytes([1, 2]), bytes([2]), bytes([3, 9]), bytes([5, 1]), bytes([0x30, 0x82]),
        # Names cut by the end of the datagram, before their NUL.
        bytes([4, 2]) + b"alice", bytes([4, 2]) + b"alice\x00inst", bytes([4, 2]) + hdr[:-1],
        bytes([4, 2]) + hdr + b"\x00\x00", bytes([4, 2]) + hdr + struct.pack(">I", 1) + bytes([12]) + b"krbtgt",
        bytes([4, 6, 0]), bytes([4, 6, 0, 1]) + b"realm", bytes([4, 6, 0, 1]) + b"realm\x00\x05",
        bytes([4, 4]) + hdr + bytes(9), bytes([4, 10]) + hdr + bytes(5), bytes([4, 10]) + hdr + bytes(8) + b"text",
        bytes([4]), b"",
    ]


def packets():
    out = []
    for i, data in enumerate(messages()):
        port = 750 if i % 2 else 88
        out.append((frame4(A, B, 17, udp4(A, B, 40000 + i, port, data)),))
    out.append((frame6(A6, B6, 17, udp6(A6, B6, 88, 40000, messages()[0])),))
    full = frame4(A, B, 17, udp4(A, B, 40000, 88, messages()[0]))
    for keep in (1, 2, 5, 24, 28, 30):
        out.append((full[:42 + keep], len(full)))
    return [(T0 + i * 0.25,) + item for i, item in enumerate(out)]


if __name__ == "__main__":
    write_pcap("krb-gen.pcap", packets())
