#!/usr/bin/env python3
"""LISP control messages (RFC 6830, UDP 4342) as tcpdump's lisp_print reads them: Map-Register
with every header flag, SHA1/SHA256/unknown authentication, IPv4 and IPv6 EID records with
IPv4, IPv6 and unknown-AFI locators and every action and locator flag, the xTR-ID/Site-ID
trailer, Map-Notify, the types tcpdump only names (Map-Request, Map-Reply, ECM, unknown),
trailing data, a zero record count, an authentication length past the message, an unsupported
EID AFI, a message shorter than its header, and cut captures. No LISP control plane is packaged
in Debian, so every packet is hand-built. Writes Fixtures/pcap/lisp-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A4, B4 = "198.18.98.1", "198.18.98.2"
A6, B6 = "2001:db8:98::1", "2001:db8:98::2"
T0 = 1700011600.0


def header(mtype, flags, records, nonce=0x0102030405060708, key_id=1, auth=b"\xab" * 20, auth_len=None):
    first = (mtype << 28) | flags | records
    return struct.pack("!IQHH", first, nonce, key_id, len(auth) if auth_len is None else auth_len) + auth


def locator(afi, address, prio=1, weight=100, mprio=255, mweight=0, flags=0x0005):
    body = struct.pack("!BBBBHH", prio, weight, mprio, mweight, flags, afi)
    if afi == 1:
        body += ip4(address)
    elif afi == 2:
        body += ip6(address)
    return body


def record(afi, eid, masklen, locs, ttl=1440, act=0, auth=1, version=7):
    body = struct.pack("!IBBBBHH", ttl, len(locs), masklen, (act << 5) | (auth << 4), 0, version & 0xfff, afi)
    if afi == 1:
        body += ip4(eid)
    elif afi == 2:
        body += ip6(eid)
    return body + b"".join(locs)


R4 = record(1, "198.18.200.0", 24, [locator(1, "198.18.98.10"), locator(2, "2001:db8:98::10", flags=0x0007)])
R6 = record(2, "2001:db8:200::", 48, [locator(2, "2001:db8:98::11", flags=0x0000)], act=2, auth=0, version=0xfff)
XTR = bytes(range(16)) + struct.pack("!Q", 0x1122334455667788)

messages = [
    header(3, 0x0100, 1) + R4,                                    # Map-Register, M bit
    header(3, 0x0F000100, 2, key_id=2, auth=b"\xcd" * 32) + R4 + R6 + XTR,   # P S I R M, SHA256, xTR trailer
    header(3, 0, 1, key_id=0, auth=b"") + record(1, "198.18.201.0", 16, [], act=1),
    header(3, 0, 1, key_id=7) + record(1, "198.18.201.0", 16, [locator(9, None, flags=0x00f8)], act=3),
    header(3, 0, 1, key_id=1) + record(1, "198.18.201.0", 16, [], act=5) + b"\xde\xad\xbe\xef",
    header(4, 0, 1) + R4,                                         # Map-Notify
    header(4, 0x0C000000, 1) + R6 + XTR,                          # I and R bits: xTR trailer
    header(3, 0, 1) + record(16387, b"", 8, []),                  # LCAF: unsupported
    header(3, 0, 0),                                              # zero records
    header(3, 0, 1, auth_len=400) + R4,                           # auth past the message
    header(1, 0x08000000, 1) + b"\x00" * 8,                       # Map-Request: named only
    header(2, 0, 1) + R4,                                         # Map-Reply
    struct.pack("!I", 8 << 28) + b"\x00" * 20,                    # Encapsulated Control Message
    struct.pack("!I", 5 << 28) + b"\x00" * 20,                    # unknown type
    struct.pack("!I", 0 << 28) + b"\x00" * 12,                    # reserved type
    header(3, 0, 1)[:12],                                         # shorter than the header
    header(3, 0, 3) + R4,                                         # record count past the data
]

packets = []
t = T0
frames = []
for i, m in enumerate(messages):
    if i % 3 == 2:
        frames.append(frame6(A6, B6, 17, udp6(A6, B6, 4342, 4342, m)))
    else:
        frames.append(frame4(A4, B4, 17, udp4(A4, B4, 4342, 4342, m)))
for f in frames:
    packets.append((t, f))
    t += 0.01
for index, lens in ((1, (44, 50, 60, 95, 100, 110, 130, 150, 170, 200, 230)), (0, (80, 90))):
    for n in lens:
        packets.append((t, frames[index][:n], len(frames[index])))
        t += 0.01
write_pcap("lisp-gen.pcap", packets)
