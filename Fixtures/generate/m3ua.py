#!/usr/bin/env python3
"""M3UA (RFC 4666) in SCTP DATA chunks (payload protocol 3), which tcpdump decodes with -vv:
every message class and type (management, transfer, SS7 network management, ASP state and
traffic maintenance, routing key management, unknown ones), every parameter tag tcpdump names
(network appearance, routing context and correlation id print their value), parameters needing
alignment padding, a version other than 1, a length field that disagrees with the chunk, a
parameter shorter than its header or past the message, and a cut capture. Writes
Fixtures/pcap/m3ua-gen.pcap. Deterministic."""
import struct
from pcaplib import *
from protocols import chunk, sctp

A, B = "198.18.72.1", "198.18.72.2"
T0 = 1700007200.0
packets = []
tsn = [100]


def param(tag, value):
    body = struct.pack("!HH", tag, 4 + len(value)) + value
    return body + b"\0" * ((4 - len(body) % 4) % 4)


def m3ua(cls, typ, params=b"", version=1, length=None):
    n = 8 + len(params) if length is None else length
    return struct.pack("!BBBBI", version, 0, cls, typ, n) + params


def data(payload, ppid=3):
    tsn[0] += 1
    return chunk(0, 3, struct.pack("!IHHI", tsn[0], 0, tsn[0] & 0xffff, ppid) + payload)


def add(payloads, cut=None, ppid=3):
    frame = frame4(A, B, 132, sctp(2905, 2905, 0x01020304, [data(p, ppid) for p in payloads]))
    t = T0 + len(packets) * 0.01
    packets.append((t, frame) if cut is None else (t, frame[:cut], len(frame)))


rc = param(0x0006, struct.pack("!I", 7))
add([m3ua(3, 1, param(0x0011, struct.pack("!I", 1)) + param(0x0004, b"asp-1"))])
add([m3ua(3, 4)])
add([m3ua(3, 3, param(0x0009, b"heartbeat!")), m3ua(3, 6, param(0x0009, b"heartbeat!"))])
add([m3ua(3, 2), m3ua(3, 5), m3ua(3, 9)])
add([m3ua(4, 1, param(0x000b, struct.pack("!I", 2)) + rc + param(0x0013, struct.pack("!I", 0xdeadbeef)))])
add([m3ua(4, 3, rc), m3ua(4, 2, rc), m3ua(4, 4), m3ua(4, 7)])
add([m3ua(0, 1, param(0x000d, struct.pack("!HH", 1, 3)) + rc + param(0x0200, struct.pack("!I", 0x11)))])
add([m3ua(0, 0, param(0x000c, struct.pack("!I", 0x19)) + param(0x0007, b"diag")), m3ua(0, 5)])
protocol_data = struct.pack("!IIBBBB", 0x00000101, 0x00000202, 3, 2, 0, 5) + bytes(range(13))
add([m3ua(1, 1, param(0x0200, struct.pack("!I", 1)) + rc + param(0x0210, protocol_data)
          + param(0x0013, struct.pack("!I", 42)))])
add([m3ua(1, 2, rc)])
affected = param(0x0012, struct.pack("!II", 0x00000101, 0x00000202))
add([m3ua(2, 1, rc + affected + param(0x0004, b"down")), m3ua(2, 2, affected), m3ua(2, 3, affected)])
add([m3ua(2, 4, affected + param(0x0206, struct.pack("!I", 0x303)) + param(0x0205, struct.pack("!I", 2))),
     m3ua(2, 5, affected + param(0x0204, struct.pack("!HH", 2, 5))), m3ua(2, 6, affected), m3ua(2, 8)])
key = param(0x020a, struct.pack("!I", 1)) + param(0x020b, struct.pack("!I", 0x404)) + param(0x020c, b"\x03\x05") \
    + param(0x020e, struct.pack("!I", 0x505))
add([m3ua(9, 1, param(0x0207, key)), m3ua(9, 2, param(0x0208, param(0x020a, struct.pack("!I", 1))
                                                          + param(0x0212, struct.pack("!I", 0)) + rc))])
add([m3ua(9, 3, rc), m3ua(9, 4, param(0x0209, rc + param(0x0213, struct.pack("!I", 0)))), m3ua(9, 5)])
add([m3ua(5, 1, rc), m3ua(0xff, 0xff)])
add([m3ua(3, 1, rc, version=2)])
add([m3ua(3, 1, rc, length=100), m3ua(3, 1, rc, length=8)])
add([m3ua(3, 1, struct.pack("!HH", 0x0006, 2) + b"\0\0\0\0")])
add([m3ua(3, 1, struct.pack("!HH", 0x0006, 6) + b"\0\0\0\0")])
add([m3ua(3, 1, param(0x0006, b"\1\2"))])
add([m3ua(3, 1, param(0x0006, struct.pack("!I", 9)) + b"\0\0")])
add([m3ua(3, 1, struct.pack("!HH", 0x0006, 40) + b"\0" * 8)])
add([m3ua(3, 1, param(0x7777, b"unknown") + param(0x0006, b"\0\0\0\1"))])
add([b"\1\0\3"])
add([m3ua(3, 1, rc + param(0x0004, b"cut in here"))], cut=14 + 20 + 12 + 16 + 8 + 8 + 6)
add([m3ua(3, 1, rc)], cut=14 + 20 + 12 + 16 + 5)
add([m3ua(3, 1, rc)], ppid=0)
add([m3ua(3, 1, rc)], ppid=3)

write_pcap("m3ua-gen.pcap", packets, linktype=LINKTYPE_ETHERNET)
