#!/usr/bin/env python3
"""LWRES (BIND 9 lightweight resolver, UDP 921): no-op, getaddrsbyname, getnamebyaddr and
getrdatabyname requests and responses (IPv4, IPv6 and other address families, aliases, rdata and
signatures, non-IN classes, flag bits), an unknown opcode, another version, length mismatches and
trailing data, an address too short for its family, names without their NUL, and captures cut in the header, a name and an
address. BIND dropped lwresd in 9.13, so the packets are built here. Writes
Fixtures/pcap/lwres-gen.pcap. Deterministic."""
import struct
from pcaplib import *

CLIENT, SERVER = "198.18.91.1", "198.18.91.2"
T0 = 1700009500.0
NOOP, GABN, GNBA, GRBN = 0, 0x00010001, 0x00010002, 0x00010003


def lw(opcode, body, response=False, flags=0, serial=0x10, result=0, recvlen=4096, version=0, length=None,
       authtype=0, authlen=0):
    pktflags = flags | (1 if response else 0)
    total = 28 + len(body) if length is None else length
    return struct.pack("!IHHIIIIHH", total, version, pktflags, serial, opcode, result, recvlen, authtype,
                       authlen) + body


def name(text):
    return struct.pack("!H", len(text)) + text + b"\0"


def addr(family, data):
    return struct.pack("!IH", family, len(data)) + data


def rdata(data):
    return struct.pack("!H", len(data)) + data


a4 = addr(1, ip4("198.18.91.10"))
a6 = addr(2, ip6("2001:db8::10"))
payloads = [
    lw(NOOP, b"\x00\x02hi"),
    lw(NOOP, b"", response=True, length=28),
    lw(GABN, struct.pack("!II", 0, 1) + name(b"www.example"), serial=0x11),
    lw(GABN, struct.pack("!IHHH", 0, 2, 2, 11) + b"www.example\0" + name(b"web") + name(b"w3") + a4 + a6,
       response=True, serial=0x11),
    lw(GABN, struct.pack("!II", 3, 2) + name(b"v6.example"), serial=0x12),
    lw(GABN, struct.pack("!II", 0, 3) + name(b"both.example"), serial=0x13, flags=0x8000),
    lw(GABN, struct.pack("!II", 0, 0x14) + name(b"odd\x01name"), serial=0x14),
    lw(GABN, struct.pack("!IHHH", 0, 0, 1, 4) + b"none\0" + addr(5, b"\xde\xad\xbe"), response=True, serial=0x14),
    lw(GNBA, struct.pack("!I", 0) + a4, serial=0x15),
    lw(GNBA, struct.pack("!IHH", 0, 1, 11) + b"www.example\0" + name(b"alias.example"), response=True,
       serial=0x15, result=0),
    lw(GNBA, struct.pack("!I", 0) + a6, serial=0x16),
    lw(GNBA, struct.pack("!I", 0) + addr(1, ip4("198.18.91.10") + b"\x00\x00"), serial=0x17),
    lw(GRBN, struct.pack("!IHHH", 0, 1, 16, 11) + b"txt.example\0", serial=0x18),
    lw(GRBN, struct.pack("!IHHH", 0, 3, 99, 5) + b"chaos\0", serial=0x19),
    lw(GRBN, struct.pack("!IHHH", 0, 1, 1234, 3) + b"abc\0", serial=0x1a),
    lw(GRBN, struct.pack("!IHHIHH", 1, 1, 16, 3723, 2, 1) + name(b"txt.example") + rdata(b"\x05hello")
       + rdata(b"\x02ok") + rdata(b"\x01\x02\x03"), response=True, serial=0x18),
    lw(GRBN, struct.pack("!IHHIHH", 0, 254, 1, 0, 0, 0) + name(b"x"), response=True, serial=0x19, result=1),
    lw(0x00020001, b"\x01\x02\x03\x04", serial=0x1b),
    lw(0x00020001, b"\x01\x02", response=True, serial=0x1b),
    lw(GABN, b"", version=1),
    lw(NOOP, b"\x00\x00", length=20),
    lw(GABN, struct.pack("!II", 0, 1) + name(b"a") + b"junk", serial=0x1c),
    lw(GABN, struct.pack("!II", 0, 1) + name(b"a"), serial=0x1d, length=60),
    lw(GNBA, struct.pack("!I", 0) + addr(1, b"\x01\x02"), serial=0x1e),
    lw(GNBA, struct.pack("!I", 0) + addr(2, b"\x01\x02\x03\x04"), serial=0x1f),
    lw(GABN, struct.pack("!II", 0, 1) + struct.pack("!H", 40) + b"short", serial=0x20),
    lw(GRBN, struct.pack("!IHHIHH", 0, 1, 16, 60, 1, 0) + name(b"t") + struct.pack("!H", 50) + b"ab",
       response=True, serial=0x21),
    lw(GABN, struct.pack("!IHHH", 0, 3, 0, 1) + b"a\0" + name(b"b"), response=True, serial=0x22),
    lw(GNBA, struct.pack("!I", 0) + a4, serial=0x23, authtype=0x12, authlen=3),
    lw(GABN, struct.pack("!II", 0, 1) + name(b"a\xffb\x7f"), serial=0x24),
    lw(GNBA, struct.pack("!IHH", 0, 1, 3) + b"abcX" + struct.pack("!H", 2) + b"xyZ", response=True, serial=0x25),
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (SERVER, CLIENT, 921, 40000 + i) if i % 2 else (CLIENT, SERVER, 40000 + i, 921)
    frames.append(frame4(src, dst, 17, udp4(src, dst, sport, dport, p)))
# Over IPv6 too.
frames.append(frame6("2001:db8:91::1", "2001:db8:91::2", 17,
                     udp6("2001:db8:91::1", "2001:db8:91::2", 40100, 921, payloads[2])))
packets = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
for j, cut in enumerate((50, 60, 70, 74, 78, 86)):
    packets.append((T0 + 5 + j * 0.01, frames[3][:42 + cut - 42 + 20], len(frames[3])))
for j, cut in enumerate((60, 80, 84)):
    packets.append((T0 + 6 + j * 0.01, frames[8][:cut], len(frames[8])))
write_pcap("lwres-gen.pcap", packets)
