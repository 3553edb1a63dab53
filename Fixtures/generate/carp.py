#!/usr/bin/env python3
"""CARP (OpenBSD's carp(4), IP protocol 112 shared with VRRP; tcpdump reads it only with -T carp):
version 2 advertisements over IPv4 and IPv6 (as the master and a backup send them), a TTL other
than 255, version 1 and an unknown type, a bad checksum, and capture cuts; plus one VRRPv2
advertisement, which -T carp reads as CARP too. Writes Fixtures/pcap/carp.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.84.1", "198.18.84.2"
T0 = 1700007000.0


def carp(vhid, advskew, advbase=1, counter=0x0123456789abcdef, demote=0, version=2, kind=1, authlen=7,
         csum=None, hmac=bytes(range(20))):
    body = struct.pack("!BBBBBBHQ", version << 4 | kind, vhid, advskew, authlen, demote, advbase, 0, counter) + hmac
    value = checksum(body) if csum is None else csum
    return body[:6] + struct.pack("!H", value) + body[8:]


vrrp = struct.pack("!BBBBBBH", 0x21, 1, 100, 1, 0, 1, 0) + ip4("198.18.84.254") + b"\0" * 8
vrrp = vrrp[:6] + struct.pack("!H", checksum(vrrp)) + vrrp[8:]
frames = [
    frame4(A, "224.0.0.18", 112, carp(1, 0), ttl=255),
    frame4(B, "224.0.0.18", 112, carp(1, 100, advbase=2, counter=2), ttl=255),
    frame4(A, "224.0.0.18", 112, carp(2, 0, demote=1, counter=0xffffffffffffffff), ttl=255),
    frame6("fe80::1", "ff02::12", 112, carp(3, 50, counter=77), hlim=255),
    frame4(A, "224.0.0.18", 112, carp(1, 0), ttl=64),
    frame4(A, "224.0.0.18", 112, carp(1, 0, version=1)),
    frame4(A, "224.0.0.18", 112, carp(1, 0, kind=2), ttl=255),
    frame4(A, "224.0.0.18", 112, carp(1, 0, csum=0xbeef), ttl=255),
    frame4(A, "224.0.0.18", 112, carp(1, 0)[:12], ttl=255),
    frame4(A, "224.0.0.18", 112, vrrp, ttl=255),
]
cuts = [(frames[0], 35), (frames[0], 40), (frames[0], 50), (frames[0], 60), (frames[7], 60)]
write_pcap("carp.pcap", [(T0 + i * 0.5, f) for i, f in enumerate(frames)]
           + [(T0 + 10 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
