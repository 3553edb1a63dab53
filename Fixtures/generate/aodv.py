#!/usr/bin/env python3
"""AODV (RFC 3561, UDP 654) over IPv4 and IPv6 as tcpdump's aodv_print reads it: RREQ with every
flag, RREP with repair/ack and prefix sizes, RERR with several unreachable destinations, RREP-ACK,
unknown types, the HELLO extension (good, short length, cut) and an unknown extension, messages
shorter than their fixed part, RERR counts past the data, and captures cut mid-message.
No AODV daemon is packaged in Debian (aodv-uu is out of tree), so every packet is hand-built.
Writes Fixtures/pcap/aodv-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A4, B4 = "198.18.94.1", "198.18.94.2"
A6, B6 = "2001:db8:94::1", "2001:db8:94::2"
T0 = 1700010400.0


def rreq4(flags, hops, rid, da, ds, oa, os_):
    return struct.pack("!BBBBI4sI4sI", 1, flags, 0, hops, rid, ip4(da), ds, ip4(oa), os_)


def rreq6(flags, hops, rid, da, ds, oa, os_):
    return struct.pack("!BBBBI16sI16sI", 1, flags, 0, hops, rid, ip6(da), ds, ip6(oa), os_)


def rrep4(flags, ps, hops, da, ds, oa, life):
    return struct.pack("!BBBB4sI4sI", 2, flags, ps, hops, ip4(da), ds, ip4(oa), life)


def rrep6(flags, ps, hops, da, ds, oa, life):
    return struct.pack("!BBBB16sI16sI", 2, flags, ps, hops, ip6(da), ds, ip6(oa), life)


def rerr4(flags, dests, count=None):
    body = b"".join(ip4(a) + struct.pack("!I", s) for a, s in dests)
    return struct.pack("!BBBB", 3, flags, 0, len(dests) if count is None else count) + body


def rerr6(flags, dests, count=None):
    body = b"".join(ip6(a) + struct.pack("!I", s) for a, s in dests)
    return struct.pack("!BBBB", 3, flags, 0, len(dests) if count is None else count) + body


def hello(ms, ext_len=4):
    return struct.pack("!BBI", 1, ext_len, ms)


v4 = [
    rreq4(0x00, 0, 1, "198.18.95.9", 0, A4, 7),
    rreq4(0xf8, 3, 0xdeadbeef, "198.18.95.9", 42, A4, 4294967295),
    rreq4(0x80, 1, 2, "198.18.95.9", 1, A4, 2) + hello(1000),
    rreq4(0x08, 1, 3, "198.18.95.9", 1, A4, 2) + struct.pack("!BB", 9, 2) + b"\x01\x02",
    rrep4(0x00, 0, 0, A4, 5, A4, 2000) + hello(1000),          # a HELLO as AODV-UU sends it
    rrep4(0xc0, 0xff, 2, "198.18.95.9", 6, A4, 3000),
    rrep4(0x40, 0x13, 1, "198.18.95.9", 6, A4, 3000) + hello(500, ext_len=2),
    rrep4(0x80, 0x05, 1, "198.18.95.9", 6, A4, 3000) + b"\x01\x04\x00",   # HELLO cut short
    rerr4(0x80, [("198.18.95.9", 7), ("198.18.95.10", 8), ("198.18.95.11", 9)]),
    rerr4(0x00, [("198.18.95.9", 7)]),
    rerr4(0x00, [("198.18.95.9", 7)], count=3),               # count past the data
    rerr4(0x00, [], count=0),
    struct.pack("!BB", 4, 0),                                  # RREP-ACK
    struct.pack("!BBBB", 4, 0, 0, 0),
    struct.pack("!BBBB", 9, 1, 2, 3),                          # unknown type
    struct.pack("!B", 0),
    rreq4(0x20, 1, 5, "198.18.95.9", 1, A4, 2)[:20],           # RREQ shorter than 24 bytes
    rrep4(0x00, 0, 0, A4, 5, A4, 2000)[:12],
    struct.pack("!BBB", 3, 0, 1),
]
v6 = [
    rreq6(0x00, 0, 1, "2001:db8:95::9", 0, A6, 7),
    rreq6(0x78, 2, 0x01020304, "2001:db8:95::9", 3, A6, 4) + hello(250),
    rreq6(0x10, 2, 9, "2001:db8:95::9", 3, A6, 4)[:40],
    rrep6(0xc0, 0x40, 4, "2001:db8:95::9", 11, A6, 6000),
    rrep6(0x00, 0, 0, A6, 11, A6, 6000) + hello(2000),
    rrep6(0x00, 0, 0, A6, 11, A6, 6000)[:30],
    rerr6(0x80, [("2001:db8:95::9", 1), ("2001:db8:95::a", 2)]),
    rerr6(0x00, [("2001:db8:95::9", 1)], count=2),
    struct.pack("!BB", 4, 0),
    struct.pack("!BBB", 200, 0, 0),
]

packets = []
t = T0
for i, p in enumerate(v4):
    packets.append((t, frame4(A4, B4, 17, udp4(A4, B4, 654, 654, p))))
    t += 0.01
for i, p in enumerate(v6):
    packets.append((t, frame6(A6, B6, 17, udp6(A6, B6, 654, 654, p))))
    t += 0.01
# Captures cut inside the fixed part and inside the extension / RERR list.
cuts = [
    (frame4(A4, B4, 17, udp4(A4, B4, 654, 654, v4[2])), (42, 43, 50, 60, 67, 70)),
    (frame4(A4, B4, 17, udp4(A4, B4, 654, 654, v4[8])), (47, 55, 60)),
    (frame6(A6, B6, 17, udp6(A6, B6, 654, 654, v6[1])), (63, 80, 100, 110)),
    (frame6(A6, B6, 17, udp6(A6, B6, 654, 654, v6[6])), (70, 90)),
    (frame6(A6, B6, 17, udp6(A6, B6, 654, 654, v6[3])), (66, 100)),
]
for frame, lens in cuts:
    for n in lens:
        packets.append((t, frame[:n], len(frame)))
        t += 0.01
write_pcap("aodv-gen.pcap", packets)
