#!/usr/bin/env python3
"""VQP (Cisco VLAN Query Protocol, UDP 1589): join and reconfirm requests and responses with every
object tcpdump names (client IP, port, VLAN and VTP domain names, Ethernet packet, MAC and MAC
null), every error code and unknown ones, an unknown message type and object, a version tcpdump
refuses, and the malformed cases its printer stops at (object type or length 0, an IP or MAC of
the wrong size, an object past the datagram, a header shorter than 8 bytes), plus captures cut
inside the header and inside an object. No VMPS daemon is packaged in Debian, so the packets are
built here. Writes Fixtures/pcap/vqp-gen.pcap. Deterministic."""
import struct
from pcaplib import *

SWITCH, VMPS = "198.18.90.1", "198.18.90.2"
T0 = 1700009000.0


def obj(kind, value, length=None):
    return struct.pack("!IH", kind, len(value) if length is None else length) + value


def vqp(mtype, objects, error=0, seq=0x1001, nitems=None, version=1):
    return struct.pack("!BBBBI", version, mtype, error, len(objects) if nitems is None else nitems, seq) + b"".join(objects)


client = obj(0x0c01, ip4("198.18.90.10"))
port = obj(0x0c02, b"Fa0/1")
domain = obj(0x0c04, b"lab-vtp")
frame = obj(0x0c05, bytes.fromhex("ffffffffffff0200000000aa0806") + b"\x00\x01\x08\x00\x06\x04\x00\x01" + b"\x7fA\x01")
macaddr = obj(0x0c06, mac("02:00:00:00:00:aa"))
macnull = obj(0x0c08, mac("00:00:00:00:00:00"))

payloads = [
    vqp(1, [client, port, obj(0x0c03, b"--NONE--"), domain, frame, macaddr], seq=0x1001),
    vqp(2, [obj(0x0c03, b"engineering"), macnull], seq=0x1001),
    vqp(3, [client, port, obj(0x0c03, b"engineering"), domain, macaddr], seq=0x1002),
    vqp(4, [obj(0x0c03, b"engineering\x00pad"), macnull], seq=0x1002),
    vqp(2, [obj(0x0c03, b"")], error=3, seq=0x1003),
    vqp(2, [], error=4, seq=0x1004),
    vqp(2, [], error=5, seq=0x1005),
    vqp(2, [], error=7, seq=0x1006),
    vqp(9, [client], seq=0x1007),
    vqp(1, [client], version=2),
    vqp(1, [client, obj(0x0c07, b"\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12"), port]),
    vqp(1, [client, obj(0, b"\x01\x02"), port]),
    vqp(1, [client, obj(0x0c02, b""), port]),
    vqp(1, [obj(0x0c01, b"\xc6\x12\x5a\x0a\x00")]),
    vqp(1, [obj(0x0c08, b"\x02\x00\x00\x00\x00")]),
    vqp(1, [client, obj(0x0c02, b"Fa0/1", length=40)]),
    vqp(1, [client, port], nitems=5),
    vqp(1, [client, port, domain], nitems=1),
    vqp(1, [client, b"\x00\x00\x0c"]),
    vqp(1, [obj(0x0c02, bytes(range(0x7c, 0x84)) + b"\xff\x09\x0a")]),
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (VMPS, SWITCH, 1589, 1589) if i % 2 else (SWITCH, VMPS, 1589, 1589)
    frames.append(frame4(src, dst, 17, udp4(src, dst, sport, dport, p)))
# A header shorter than 8 bytes: whole in the capture, and the UDP length saying 6.
short = frame4(SWITCH, VMPS, 17, udp4(SWITCH, VMPS, 1589, 1589, b"\x01\x01\x00\x00\x00\x00"))
frames.append(short)
# The capture holding more than the UDP length says: the header, then an object past the datagram.
frames.append(frame4(SWITCH, VMPS, 17, udp4(SWITCH, VMPS, 1589, 1589, b"\x01\x01\x00\x00\x00\x00\x00\x00", length=14)))
longer = vqp(1, [client, obj(0x0c02, b"Fa0/1/2")])
frames.append(frame4(SWITCH, VMPS, 17, udp4(SWITCH, VMPS, 1589, 1589, longer, length=8 + len(longer) - 3)))
frames.append(frame4(SWITCH, VMPS, 17, udp4(SWITCH, VMPS, 1589, 1589, longer, length=8 + len(longer) - 9)))
cut = frames[0]
packets = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
packets += [(T0 + 5, cut[:46], len(cut)), (T0 + 5.01, cut[:50], len(cut)), (T0 + 5.02, cut[:62], len(cut)),
            (T0 + 5.03, cut[:70], len(cut)), (T0 + 5.04, cut[:90], len(cut)), (T0 + 5.05, frames[2][:80], len(frames[2]))]
write_pcap("vqp-gen.pcap", packets)
