#!/usr/bin/env python3
"""Cisco HSRP version 0 (RFC 2281, UDP 1985) as routers send it to 224.0.0.2 (no Debian daemon speaks
HSRP: hand-built): hellos in every state (initial, learn, listen, speak, standby, active), coup and
resign, an unknown op code and state, a non-zero reserved byte, authentication strings of 8 bytes,
shorter (NUL-padded) and with unprintable bytes, HSRP version 1 and 2 headers (tcpdump prints the
version only), a message shorter than the 20-byte header, and captures cut inside the header and
inside the authentication data. Deterministic. Writes Fixtures/pcap/hsrp.pcap."""
import struct
from pcaplib import *

ROUTER_A, ROUTER_B, GROUP = "198.18.5.2", "198.18.5.3", "224.0.0.2"
T0 = 1700000900.0


def hsrp(op, state, hello=3, hold=10, priority=100, group=1, reserved=0, auth=b"cisco", vip="198.18.5.1",
         version=0):
    return struct.pack("!BBBBBBBB", version, op, state, hello, hold, priority, group, reserved) + \
        auth.ljust(8, b"\0")[:8] + ip4(vip)


def frame(payload, src=ROUTER_A, vmac="00:00:0c:07:ac:01"):
    return frame4(src, GROUP, 17, udp4(src, GROUP, 1985, 1985, payload), smac=vmac, dmac="01:00:5e:00:00:02",
                  ttl=1)


def packets():
    p = []
    for state in (0, 1, 2, 4, 8, 16):                                   # hellos in each state
        p.append(frame(hsrp(0, state, priority=90 + state)))
    p.append(frame(hsrp(1, 4, priority=200, group=7), src=ROUTER_B))      # coup
    p.append(frame(hsrp(2, 16, priority=50, group=7)))                    # resign
    p.append(frame(hsrp(3, 3, hello=0, hold=0, priority=0, group=255)))   # unknown op code and state
    p.append(frame(hsrp(0, 16, reserved=9)))                             # reserved byte set
    p.append(frame(hsrp(0, 16, hello=200, hold=255, auth=b"8bytesxx")))  # full-length auth, long timers
    p.append(frame(hsrp(0, 8, auth=b"a\x01b\x7f\xc3\x80\n")))          # unprintable bytes in the auth
    p.append(frame(hsrp(0, 8, auth=b"")))                                 # empty auth
    p.append(frame(hsrp(0, 16, version=1)))                              # versions tcpdump names only
    p.append(frame(hsrp(0, 16, version=2)))
    p.append(frame(hsrp(0, 16)[:12]))                                     # shorter than the header
    whole = frame(hsrp(0, 16))
    p.append((whole[:14 + 20 + 8 + 5], len(whole)))                       # cut before the group
    p.append((whole[:14 + 20 + 8 + 12], len(whole)))                      # cut inside the auth data
    p.append((whole[:14 + 20 + 8 + 18], len(whole)))                      # cut inside the address
    p.append(frame(hsrp(0, 16) + b"trailer"))                             # bytes after the message
    return p


if __name__ == "__main__":
    items = []
    for i, item in enumerate(packets()):
        data, orig = item if isinstance(item, tuple) else (item, len(item))
        items.append((T0 + i * 0.5, data, orig))
    write_pcap("hsrp.pcap", items)
