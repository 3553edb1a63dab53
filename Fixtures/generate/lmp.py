#!/usr/bin/env python3
"""LMP (RFC 4204, UDP 701) with the OIF UNI 1.0 service discovery extensions: every message type
and every object class/C-type tcpdump 4.99's lmp_print decodes, data link subobjects, unknown
objects, wrong object lengths, and cut captures. No Debian package speaks LMP, so they are built
here. Writes Fixtures/pcap/lmp.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.52.1", "198.18.52.2"
A6, B6 = "2001:db8:52::1", "2001:db8:52::2"
T0 = 1700006000.0


def obj(cls, ctype, body, n=False, length=None):
    return struct.pack("!BBH", ctype | (0x80 if n else 0), cls, 4 + len(body) if length is None else length) + body


def message(kind, objects, flags=0, version=1, length=None):
    body = b"".join(objects)
    return struct.pack("!HBBHH", version << 12, flags, kind, 8 + len(body) if length is None else length, 0) + body


def f(x):
    return struct.pack("!f", x)


u32 = lambda v: struct.pack("!I", v)
cc_local = obj(1, 1, u32(7), n=True)
cc_remote = obj(1, 2, u32(0x80000001))
node_local = obj(2, 1, ip4(A))
node_remote = obj(2, 2, ip4(B))
msgid = obj(5, 1, u32(100))
msgid_ack = obj(5, 2, u32(100))
config = obj(6, 1, struct.pack("!HH", 150, 500), n=True)
hello = obj(7, 1, struct.pack("!II", 5, 4))
link4l = obj(3, 1, ip4(A))
link4r = obj(3, 2, ip4(B))
link6l = obj(3, 3, ip6(A6))
link6r = obj(3, 4, ip6(B6))
linkul = obj(3, 5, u32(11))
linkur = obj(3, 6, u32(12))
if4 = obj(4, 1, ip4(A))
if6 = obj(4, 4, ip6(B6))
ifu = obj(4, 5, u32(21))
te4 = obj(11, 1, struct.pack("!BBH", 3, 0, 0) + ip4(A) + ip4(B))
te6 = obj(11, 2, struct.pack("!BBH", 1, 0, 0) + ip6(A6) + ip6(B6))
teu = obj(11, 3, struct.pack("!BBH", 0, 0, 0) + u32(31) + u32(32))
subobj_sw = struct.pack("!BBBB", 1, 12, 150, 8) + f(1.25e9) + f(2.5e9)
subobj_wl = struct.pack("!BBH", 2, 8, 0) + u32(1550)
dl4 = obj(12, 1, struct.pack("!BBH", 7, 0, 0) + ip4(A) + ip4(B) + subobj_sw + subobj_wl)
dl6 = obj(12, 2, struct.pack("!BBH", 2, 0, 0) + ip6(A6) + ip6(B6) + subobj_wl)
dlu = obj(12, 3, struct.pack("!BBH", 0, 0, 0) + u32(41) + u32(42) + struct.pack("!BBH", 9, 4, 0))
dl_short_sub = obj(12, 3, struct.pack("!BBH", 0, 0, 0) + u32(41) + u32(42) + struct.pack("!BBH", 1, 2, 0))
dl_odd_sub = obj(12, 3, struct.pack("!BBH", 0, 0, 0) + u32(41) + u32(42) + struct.pack("!BBH", 1, 6, 0) + b"\0\0\0\0")
dl_long_sub = obj(12, 3, struct.pack("!BBH", 0, 0, 0) + u32(41) + u32(42) + struct.pack("!BBH", 2, 12, 0) + u32(1))
verify_begin = obj(8, 1, struct.pack("!HHIBBHfI", 3, 100, 4, 8, 0, 0x8008, 2.5e9, 1310))
verify_begin_ack = obj(9, 1, struct.pack("!HH", 30, 2))
verify_id = obj(10, 1, u32(99))
cs4 = obj(13, 1, ip4(A) + u32(0x80000001) + ip4(B) + u32(0x40000003))
cs6 = obj(13, 2, ip6(A6) + u32(0xc0000002))
csu = obj(13, 3, u32(51) + u32(7) + u32(52))
csr4 = obj(14, 1, ip4(A) + ip4(B))
csr6 = obj(14, 2, ip6(A6) + b"\0\0")
csru = obj(14, 3, u32(61))
err1 = obj(20, 1, u32(0x1f))
err2 = obj(20, 2, u32(0x3f))
err0 = obj(20, 2, u32(0))
sc_sp = obj(51, 1, struct.pack("!BBH", 3, 1, 0))
sc_cpsa_sdh = obj(51, 2, struct.pack("!BBBBHHHH", 5, 8, 7, 1, 1, 4, 2, 3) + ip4(A))
sc_cpsa_sonet = obj(51, 2, struct.pack("!BBBBHHHH", 6, 12, 0, 0, 0, 0, 0, 0) + ip4(B))
sc_cpsa_x = obj(51, 2, struct.pack("!BBBBHHHH", 9, 1, 2, 0, 1, 1, 1, 1) + ip4(B))
sc_tcm = obj(51, 3, u32(3) + struct.pack("!HBB", 0, 0, 1))
sc_div = obj(51, 4, struct.pack("!BBBB", 0, 0, 0, 7))
sc_x = obj(51, 9, u32(1))
unknown = obj(77, 1, b"\x01\x02\x03\x04\x05\x06\x07\x08")
unknown_ct = obj(1, 9, u32(5))
wrong = [obj(1, 1, b""), obj(2, 1, bytes(8)), obj(3, 3, bytes(4)), obj(3, 5, bytes(8)), obj(5, 1, b""),
         obj(5, 2, b""), obj(6, 1, bytes(8)), obj(7, 1, bytes(4)), obj(11, 1, bytes(8)), obj(11, 2, bytes(8)),
         obj(11, 3, bytes(16)), obj(12, 1, bytes(8)), obj(12, 2, bytes(8)), obj(12, 3, bytes(4)), obj(8, 1, bytes(4)),
         obj(9, 1, b""), obj(10, 1, b""), obj(20, 1, b""), obj(20, 2, bytes(8)), obj(51, 1, b""),
         obj(51, 2, bytes(4)), obj(51, 3, bytes(4)), obj(51, 4, b"")]

msgs = [
    message(1, [cc_local, msgid, node_local, config]),
    message(2, [cc_local, node_local, cc_remote, msgid_ack, node_remote, config]),
    message(3, [cc_local, node_local, cc_remote, msgid_ack, node_remote, config], flags=2),
    message(4, [cc_local, hello], flags=1),
    message(5, [msgid, link4l, verify_begin]),
    message(6, [msgid_ack, link4r, verify_begin_ack, verify_id]),
    message(7, [msgid_ack, link6l, err1]),
    message(8, [msgid, linkul, verify_id]),
    message(9, [msgid_ack, linkur, verify_id]),
    message(10, [if4, verify_id]),
    message(11, [msgid, if6, verify_id]),
    message(12, [msgid, ifu, verify_id]),
    message(13, [msgid_ack]),
    message(14, [msgid, te4, dl4, dl6, dlu]),
    message(15, [msgid_ack, link6r]),
    message(16, [msgid_ack, err2, te6, teu, err0]),
    message(17, [link4l, msgid, cs4, cs6, csu]),
    message(18, [msgid_ack]),
    message(19, [link4l, msgid, csr4, csr6, csru]),
    message(20, [link4l, msgid_ack, cs4]),
    message(50, [msgid, sc_sp, sc_cpsa_sdh, sc_cpsa_sonet, sc_cpsa_x, sc_tcm, sc_div, sc_x]),
    message(51, [msgid_ack, unknown, unknown_ct]),
    message(52, [msgid_ack, dl_short_sub, dl_odd_sub, dl_long_sub]),
    message(99, [msgid]),
    message(1, wrong),
    message(1, [msgid], version=2),
    message(1, [msgid], length=6),
    message(1, [msgid], length=40),
    message(1, [obj(5, 1, u32(1), length=2)]),
    message(1, [obj(5, 1, u32(1), length=6) + b"\0\0"]),
    message(1, [obj(5, 1, u32(1), length=12)]),
    message(1, [msgid]) + b"\0\0\0\0",
    message(1, [obj(5, 1, u32(1), length=12)]) + b"\0\0\0\0",  # object past the message, captured
    message(4, [hello], length=10) + b"\0\0\0\0\0\0",  # two bytes of an object header left
]

packets = []
t = T0
for m in msgs:
    packets.append((t, ether("00:00:5e:00:53:02", "00:00:5e:00:53:01", 0x0800, ipv4(A, B, 17, udp4(A, B, 701, 701, m)))))
    t += 0.25
packets.append((t, ether("00:00:5e:00:53:02", "00:00:5e:00:53:01", 0x86dd, ipv6(A6, B6, 17, udp6(A6, B6, 701, 701, msgs[0])))))
t += 0.25
full = ether("00:00:5e:00:53:02", "00:00:5e:00:53:01", 0x0800, ipv4(A, B, 17, udp4(A, B, 701, 701, msgs[13])))
for cut in (44, 50, 58, 70, 100, 140):
    packets.append((t, full[:cut], len(full)))
    t += 0.25
write_pcap("lmp.pcap", packets)
