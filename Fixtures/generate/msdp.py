#!/usr/bin/env python3
"""MSDP (RFC 3618) on TCP 639: source-active (with and without an encapsulated datagram),
SA request and response, keepalive, notification, unknown TLVs, several TLVs in one segment, and
TLVs tcpdump refuses (a length over 1500 or under 3, type 0 or above 7) or that the segment or
capture cuts. Writes Fixtures/pcap/msdp-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.70.1", "198.18.70.2"
T0 = 1700005000.0


def tlv(kind, value, length=None):
    return struct.pack("!BH", kind, 3 + len(value) if length is None else length) + value


def sa(entries, rp="198.18.71.1", data=b"", kind=1):
    body = struct.pack("!B", len(entries)) + ip4(rp)
    for group, source, plen in entries:
        body += b"\0\0\0" + bytes([plen]) + ip4(group) + ip4(source)
    return tlv(kind, body + data)


inner = ipv4("198.18.72.2", "239.1.1.1", 17, udp4("198.18.72.2", "239.1.1.1", 40000, 5000, b"xr2"), ttl=9)
payloads = [
    sa([("239.1.1.1", "198.18.72.2", 32)]),
    sa([("239.1.1.1", "198.18.72.2", 32), ("239.2.2.2", "198.18.72.3", 32)]),
    sa([("239.1.1.1", "198.18.72.2", 32)], data=inner),
    sa([("239.1.1.1", "198.18.72.2", 32)], kind=3),
    tlv(2, b"\x00" + ip4("239.1.1.1")),
    tlv(4, b""), tlv(4, b"\x00\x00"),
    tlv(5, b"\x84\x00\x00\x00\x00"),
    tlv(6, b"\x01\x02"), tlv(7, b""),
    tlv(4, b"") + sa([("239.1.1.1", "198.18.72.2", 32)]) + tlv(4, b""),
    tlv(0, b""), tlv(8, b""), tlv(4, b"", length=2), tlv(4, b"", length=1600),
    tlv(4, b"") + tlv(4, b"", length=2),
    tlv(4, b"") + tlv(1, b"\x01", length=40),
    tlv(4, b"") + tlv(5, b"", length=1450),
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 639, 40100 + i) if i % 2 else (B, A, 40100 + i, 639)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 1000 + i, 2000, "PA", p)))
cut = frames[2]
write_pcap("msdp-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5, cut[:60], len(cut)), (T0 + 5.01, cut[:80], len(cut)), (T0 + 5.02, frames[4][:56], len(frames[4]))])
