#!/usr/bin/env python3
"""OLSR (RFC 3626, UDP 698) over IPv4 and IPv6 as tcpdump's olsr_print reads it: HELLO with every
link and neighbor type, TC, MID, HNA (plain prefixes, four to a line, and olsrd's smart-gateway
entries), olsr.org's Hello-LQ / TC-LQ and name service, Powerinfo and unknown types as hex, several
messages in one packet, invalid message, link and name-entry lengths, a message type 0, a packet
length shorter than the datagram, and captures cut mid-message. olsrd is not in this Debian, so
every packet is hand-built. Writes Fixtures/pcap/olsr-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A4, B4 = "198.18.96.1", "198.18.96.255"
A6, B6 = "2001:db8:96::1", "ff02::6d"
T0 = 1700011000.0


def addr(a, v6):
    return ip6(a) if v6 else ip4(a)


def msg(mtype, body, v6=False, orig=None, vtime=0x86, ttl=255, hops=0, seq=1, length=None):
    o = orig or (A6 if v6 else A4)
    size = (24 if v6 else 12) + len(body) if length is None else length
    return struct.pack("!BBH", mtype, vtime, size) + addr(o, v6) + struct.pack("!BBH", ttl, hops, seq) + body


def packet(msgs, seq=0x1234, length=None):
    body = b"".join(msgs)
    return struct.pack("!HH", 4 + len(body) if length is None else length, seq) + body


def link(code, neighbors, v6=False, length=None):
    data = b"".join(addr(n, v6) for n in neighbors)
    return struct.pack("!BBH", code, 0, 4 + len(data) if length is None else length) + data


def lq_link(code, neighbors, v6=False):
    data = b"".join(addr(n, v6) + struct.pack("!BBxx", lq, nlq) for n, lq, nlq in neighbors)
    return struct.pack("!BBH", code, 0, 4 + len(data)) + data


def hello(links, htime=0x05, will=3):
    return struct.pack("!xxBB", htime, will) + b"".join(links)


def tc(ansn, neighbors, v6=False):
    return struct.pack("!Hxx", ansn) + b"".join(addr(n, v6) for n in neighbors)


def tc_lq(ansn, neighbors, v6=False):
    return struct.pack("!Hxx", ansn) + b"".join(addr(n, v6) + struct.pack("!BBxx", a, b) for n, a, b in neighbors)


def name_entry(etype, address, name, v6=False, length=None):
    pad = (4 - len(name) % 4) % 4
    return struct.pack("!HH", etype, len(name) if length is None else length) + addr(address, v6) + name + b"\0" * pad


def nameservice(entries, count=None, version=1):
    return struct.pack("!HH", version, len(entries) if count is None else count) + b"".join(entries)


N4 = ["198.18.96.%d" % i for i in range(2, 9)]
N6 = ["2001:db8:96::%x" % i for i in range(2, 5)]
codes = [0x00, 0x01, 0x06, 0x0b, 0x0f, 0x13]   # link types 0-3 with neighbor types 0-4

v4 = [
    packet([msg(1, hello([link(c, N4[:1 + i % 5]) for i, c in enumerate(codes)]))]),
    packet([msg(1, hello([]), vtime=0x00)]),
    packet([msg(2, tc(7, N4), vtime=0xff, ttl=254, hops=1, seq=9)]),
    packet([msg(3, ip4("198.18.97.1") + ip4("198.18.97.2") + ip4("198.18.97.3"))]),
    packet([msg(4, b"".join(ip4("198.18.%d.0" % i) + ip4("255.255.255.0") for i in range(100, 106))
                + ip4("198.18.98.0") + ip4("255.255.0.255"))]),
    packet([msg(4, ip4("0.0.0.0") + bytes([0, 0x1f, 0x50, 0xff])
                + ip4("0.0.0.0") + bytes([0, 0x06, 0x00, 0x00])
                + ip4("198.18.99.0") + ip4("255.255.255.128")
                + ip4("0.0.0.0") + bytes([0, 0x01, 0x00, 0x01])
                + ip4("0.0.0.0") + bytes([0, 0x00, 0x00, 0x00]))]),
    packet([msg(201, hello([lq_link(0x06, [(N4[0], 255, 128), (N4[1], 0, 1)]), lq_link(0x01, [(N4[2], 17, 200)])]))]),
    packet([msg(202, tc_lq(3, [(N4[0], 255, 255), (N4[1], 100, 50)]))]),
    packet([msg(130, nameservice([name_entry(0, A4, b"node-a.mesh"), name_entry(1, "198.18.96.7", b"gw"),
                                  name_entry(2, "198.18.96.8", b"abcd")]))]),
    packet([msg(130, nameservice([], count=0))]),
    packet([msg(130, nameservice([name_entry(0, A4, b"x")], count=9))]),
    packet([msg(130, nameservice([name_entry(0, A4, b"too-long", length=40)]))]),
    packet([msg(130, nameservice([name_entry(0, A4, b"ok"), name_entry(0, A4, b"", length=0)]))]),
    packet([msg(130, b"\x00\x01")]),
    packet([msg(128, b"\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a")]),
    packet([msg(99, b"\xaa\xbb\xcc")]),
    # Several messages in one packet (as olsrd piggybacks them), then one with type 0.
    packet([msg(1, hello([link(0x06, N4[:2])]), seq=1), msg(2, tc(1, N4[:3]), seq=2),
            msg(3, ip4("198.18.97.9"), seq=3)]),
    packet([msg(3, ip4("198.18.97.9")), msg(0, b"\0\0\0\0"), msg(3, ip4("198.18.97.10"))]),
    # Lengths: message too short, too long, zero; link block past the message, shorter than 4.
    packet([msg(2, tc(1, N4[:1]), length=8)]),
    packet([msg(2, tc(1, N4[:1]), length=200)]),
    packet([msg(3, ip4("198.18.97.9"), length=0)]),
    packet([msg(1, hello([link(0x06, N4[:2], length=40)]))]),
    packet([msg(1, hello([link(0x06, N4[:2], length=2)]))]),
    packet([msg(1, hello([link(0x06, N4[:2], length=7)]))]),
    packet([msg(1, b"\x00\x00")]),
    packet([msg(2, b"\x00")]),
    packet([msg(4, ip4("198.18.99.0") + b"\xff\xff")]),
    # Packet length field shorter and longer than the datagram; a datagram shorter than 4 bytes.
    packet([msg(3, ip4("198.18.97.9")), msg(3, ip4("198.18.97.10"))], length=20),
    packet([msg(3, ip4("198.18.97.9"))], length=500),
    b"\x00\x10\x00",
    packet([]),
]
v6 = [
    packet([msg(1, hello([link(c, N6[:1 + i % 3], v6=True) for i, c in enumerate(codes[:4])]), v6=True)]),
    packet([msg(2, tc(7, N6, v6=True), v6=True)]),
    packet([msg(3, ip6("2001:db8:97::1") + ip6("2001:db8:97::2"), v6=True)]),
    packet([msg(4, ip6("2001:db8:100::") + ip6("ffff:ffff:ffff::") + ip6("2001:db8:101::")
                + ip6("ffff:ffff:ffff:ffff::") + ip6("::") + ip6("::"), v6=True)]),
    packet([msg(4, ip6("2001:db8:102::") + bytes.fromhex("ffffff0f000000000000000000000000") + ip6("2001:db8:103::")
                + bytes.fromhex("fffffe00ff0000000000000000000000") + ip6("2001:db8:104::") + b"\xff" * 16
                + ip6("2001:db8:105::") + b"\x00" * 15, v6=True)]),
    packet([msg(201, hello([lq_link(0x0a, [(N6[0], 200, 100)], v6=True)]), v6=True)]),
    packet([msg(202, tc_lq(4, [(N6[0], 1, 2), (N6[1], 3, 4)], v6=True), v6=True)]),
    packet([msg(130, nameservice([name_entry(0, A6, b"node-a6", v6=True)]), v6=True)]),
    packet([msg(128, b"\x01\x02", v6=True)]),
    packet([msg(3, ip6("2001:db8:97::1"), v6=True, length=20)]),
]

packets = []
t = T0
frames = []
for p in v4:
    frames.append(frame4(A4, B4, 17, udp4(A4, B4, 698, 698, p), ttl=1))
for p in v6:
    frames.append(frame6(A6, B6, 17, udp6(A6, B6, 698, 698, p), hlim=1))
for f in frames:
    packets.append((t, f))
    t += 0.01
# Cuts: in the packet header, the message header, a link block, a neighbor, an HNA and a name.
for index, lens in ((0, (43, 45, 50, 60, 66, 72, 90)), (4, (58, 62, 70)), (8, (60, 70, 80)),
                    (6, (60, 70)), (len(v4), (64, 70, 100, 110))):
    for n in lens:
        packets.append((t, frames[index][:n], len(frames[index])))
        t += 0.01
write_pcap("olsr-gen.pcap", packets)
