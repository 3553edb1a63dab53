#!/usr/bin/env python3
"""RSVP (RFC 2205) and RSVP-TE/GMPLS (RFC 3209, 3473, 4090, 4875, 2961) messages with every object
class and C-type tcpdump 4.99's rsvp_print decodes, unknown objects, bundles, and malformed and cut
messages. No Debian package speaks RSVP (frr has none), so they are built here.
Writes Fixtures/pcap/rsvp.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.50.1", "198.18.50.2"
A6 = "2001:db8:50::1"
T0 = 1700005000.0


def obj(cls, ctype, body):
    return struct.pack("!HBB", 4 + len(body), cls, ctype) + body


def message(kind, objects, flags=0, ttl=63, version=1, length=None, csum=None):
    body = b"".join(objects)
    total = 8 + len(body) if length is None else length
    head = struct.pack("!BBHBBH", (version << 4) | flags, kind, 0, ttl, 0, total)
    c = checksum(head + body) if csum is None else csum
    return struct.pack("!BBHBBH", (version << 4) | flags, kind, c, ttl, 0, total) + body


def f(x):
    return struct.pack("!f", x)


session4 = obj(1, 1, ip4(B) + struct.pack("!BBH", 17, 1, 5001))
session6 = obj(1, 2, ip6("2001:db8:50::2") + struct.pack("!BBH", 6, 0, 80))
session_te = obj(1, 7, ip4(B) + struct.pack("!HH", 0, 0x0010) + ip4(A))
session_uni = obj(1, 11, ip4(B) + struct.pack("!HH", 0, 0x0011) + ip4(A))
session_te6 = obj(1, 8, ip6("2001:db8:50::2") + struct.pack("!HH", 0, 0x20) + ip6(A6))
session_p2mp4 = obj(1, 13, ip4(B) + struct.pack("!HH", 0, 0x21) + ip4(A))
session_p2mp6 = obj(1, 14, struct.pack("!IHH", 0x1234, 0, 0x22) + ip6(A6) + b"\0\0" + b"\0\0")
hop4 = obj(3, 1, ip4(A) + struct.pack("!I", 0x1000001))
hop6 = obj(3, 2, ip6(A6) + struct.pack("!I", 7))
hop4tlv = obj(3, 3, ip4(A) + struct.pack("!I", 2) + b"\x00\x01\x00\x08" + ip4(B))
time_values = obj(5, 1, struct.pack("!I", 30000))
style_ff = obj(8, 1, struct.pack("!I", 10))
style_se = obj(8, 1, struct.pack("!I", 0x01000012))
style_wf = obj(8, 1, struct.pack("!I", 17))
style_x = obj(8, 1, struct.pack("!I", 99))
tspec = obj(12, 2, struct.pack("!BBH", 0, 0, 7) + struct.pack("!BBH", 1, 0, 6)
            + struct.pack("!BBH", 127, 0, 5) + f(125000.0) + f(1000.0) + f(1e30) + struct.pack("!II", 20, 1500))
adspec = obj(13, 2, struct.pack("!BBH", 0, 0, 19)
             + struct.pack("!BBH", 1, 0, 8)
             + struct.pack("!BBH", 4, 0, 1) + struct.pack("!I", 3)
             + struct.pack("!BBH", 6, 0, 1) + f(1.25e9)
             + struct.pack("!BBH", 8, 0, 1) + struct.pack("!I", 0xffffffff)
             + struct.pack("!BBH", 10, 0, 1) + struct.pack("!I", 1500)
             + struct.pack("!BBH", 2, 0x80, 8)
             + struct.pack("!BBH", 133, 0, 1) + struct.pack("!I", 11)
             + struct.pack("!BBH", 134, 0, 1) + struct.pack("!I", 12)
             + struct.pack("!BBH", 135, 0, 1) + struct.pack("!I", 13)
             + struct.pack("!BBH", 136, 0, 1) + struct.pack("!I", 14)
             + struct.pack("!BBH", 5, 0, 0))
flowspec = obj(9, 2, struct.pack("!BBH", 0, 0, 10) + struct.pack("!BBH", 2, 0, 9)
               + struct.pack("!BBH", 127, 0, 5) + f(3.3e6) + f(0.1) + f(7.0) + struct.pack("!II", 64, 9000)
               + struct.pack("!BBH", 130, 0, 2) + f(1.0e-3) + struct.pack("!I", 500)
               + struct.pack("!BBH", 99, 1, 1) + b"\xde\xad\xbe\xef")
flowspec_bad = obj(9, 2, struct.pack("!BBH", 0, 0, 3) + struct.pack("!BBH", 5, 0, 2)
                   + struct.pack("!BBH", 127, 0, 9) + b"\0\0\0\0")
flowspec_obsolete = obj(9, 1, b"\x01\x02\x03\x04")
filter4 = obj(10, 1, ip4(A) + struct.pack("!HH", 0, 4000))
filter6 = obj(10, 2, ip6(A6) + struct.pack("!HH", 0, 4001))
filter_fl = obj(10, 3, ip6(A6) + struct.pack("!I", 0x000abcde))
filter_te = obj(10, 7, ip4(A) + struct.pack("!HH", 0, 0x31))
filter_te6 = obj(10, 8, ip6(A6) + struct.pack("!HH", 0, 0x32))
filter_p2mp4 = obj(10, 12, ip4(A) + struct.pack("!HH", 0, 0x33) + ip4(B) + struct.pack("!HH", 0, 0x34))
filter_p2mp6 = obj(10, 13, ip6(A6) + struct.pack("!HH", 0, 0x35) + ip6("2001:db8:50::2") + struct.pack("!HH", 0, 0x36))
sender4 = obj(11, 1, ip4(A) + struct.pack("!HH", 0, 4000))
sender6 = obj(11, 2, ip6(A6) + struct.pack("!HH", 0, 4001))
sender_te = obj(11, 7, ip4(A) + struct.pack("!HH", 0, 1))
sender_p2mp4 = obj(11, 12, ip4(A) + struct.pack("!HH", 0, 2) + ip4(B) + struct.pack("!HH", 0, 3))
sender_p2mp6 = obj(11, 13, ip6(A6) + struct.pack("!HH", 0, 4) + ip6("2001:db8:50::2") + struct.pack("!HH", 0, 5))
label_req1 = obj(19, 1, struct.pack("!HH", 0, 0x0800))
label_req_atm = obj(19, 2, struct.pack("!HHHHHH", 0, 0x86dd, 0x8010, 0x0020, 0x0030, 0x0fff))
label_req_fr = obj(19, 3, struct.pack("!HHII", 0, 0x1234, 0x00000010, 0x000003ff))
label_req_fr23 = obj(19, 3, struct.pack("!HHII", 0, 0x0800, 0x01000010, 0x007fffff))
label_req_g = obj(19, 4, struct.pack("!BBH", 5, 100, 34))
label_req_g2 = obj(19, 4, struct.pack("!BBH", 99, 7, 200))
label1 = obj(16, 1, struct.pack("!II", 3, 1048575))
label_g = obj(16, 2, struct.pack("!I", 0x10001))
label_wave = obj(16, 3, struct.pack("!III", 9, 100, 200))
upstream = obj(35, 2, struct.pack("!I", 42))
recovery = obj(34, 1, struct.pack("!I", 77))
suggested = obj(129, 3, struct.pack("!III", 1, 2, 3))
ero = obj(20, 1, struct.pack("!BB", 0x01, 8) + ip4(B) + struct.pack("!BB", 32, 0)
          + struct.pack("!BB", 0x81, 8) + ip4("198.18.51.1") + struct.pack("!BB", 32, 0)
          + struct.pack("!BBH", 32, 4, 65001) + struct.pack("!BB", 2, 20) + ip6(A6) + struct.pack("!BB", 128, 0)
          + struct.pack("!BB", 64, 4) + b"\0\0")
rro = obj(21, 1, struct.pack("!BB", 1, 8) + ip4(A) + struct.pack("!BB", 32, 0x09)
          + struct.pack("!BB", 1, 8) + ip4(B) + struct.pack("!BB", 32, 0x06)
          + struct.pack("!BBBB", 3, 8, 1, 1) + struct.pack("!I", 16)
          + struct.pack("!BBBB", 3, 8, 0, 9) + struct.pack("!I", 17))
ero_badprefix = obj(20, 1, struct.pack("!BB", 1, 8) + ip4(B) + struct.pack("!BB", 24, 0))
ero_badlen = obj(20, 1, struct.pack("!BB", 1, 12) + ip4(B) + struct.pack("!BB", 32, 0) + b"\0\0\0\0")
ero_zero = obj(20, 1, struct.pack("!BBH", 1, 0, 0))
ero_long = obj(20, 1, struct.pack("!BBH", 1, 40, 0))
rro_badlabel = obj(21, 1, struct.pack("!BBBB", 3, 4, 0, 1))
session_attr = obj(207, 7, struct.pack("!BBBB", 7, 0, 0x1f, 9) + b"lsp-a-to-b\0\0")
session_attr_short = obj(207, 7, struct.pack("!BBBB", 7, 0, 0, 40) + b"abcd")
frr_new = obj(205, 1, struct.pack("!BBBB", 7, 0, 16, 2) + f(1.25e8) + struct.pack("!III", 1, 2, 3))
frr_old = obj(205, 7, struct.pack("!BBBB", 6, 1, 8, 0) + f(1.0e6) + struct.pack("!II", 0xff, 0xf0))
detour = obj(63, 7, ip4(A) + ip4(B) + ip4("198.18.51.1") + ip4("198.18.51.2"))
classtype = obj(66, 1, struct.pack("!I", 3))
classtype_old = obj(125, 1, struct.pack("!I", 0x0f))
props = obj(204, 1, struct.pack("!HH", 3, 0) + struct.pack("!BB", 1, 4) + b"\x00\x05"
            + struct.pack("!BB", 2, 6) + b"\x00\x00\x00\x0a" + struct.pack("!BB", 0x10, 2))
props_bad = obj(204, 1, struct.pack("!HH", 1, 0) + struct.pack("!BB", 8, 1) + b"\0\0")
msgid = obj(23, 1, struct.pack("!I", 0x01000005) + struct.pack("!I", 1234))
msgid_ack = obj(24, 1, struct.pack("!I", 0x00000005) + struct.pack("!I", 1234))
msgid_nack = obj(24, 2, struct.pack("!I", 0x00000005) + struct.pack("!I", 1235))
msgid_list = obj(25, 1, struct.pack("!I", 0x00000009) + struct.pack("!III", 1, 2, 3))
integrity = obj(4, 1, struct.pack("!BB", 0x80, 0) + bytes(range(1, 7)) + bytes(range(8)) + bytes(range(16, 32)))
admin = obj(196, 1, struct.pack("!I", 0x80000007))
admin0 = obj(196, 1, struct.pack("!I", 0))
label_set_list = obj(36, 1, struct.pack("!BBBB", 0, 0, 0, 2) + struct.pack("!II", 100, 101))
label_set_range = obj(36, 1, struct.pack("!BBBB", 2, 0, 0, 1) + struct.pack("!II", 16, 1000))
label_set_x = obj(36, 1, struct.pack("!BBBB", 9, 0, 0, 0x7f))
s2l4 = obj(50, 1, ip4(B))
s2l6 = obj(50, 2, ip6("2001:db8:50::2"))
restart = obj(131, 1, struct.pack("!II", 120000, 60000))
capability = obj(134, 1, struct.pack("!I", 0x00000007))
capability_res = obj(134, 1, struct.pack("!I", 0x80000001))
hello_req = obj(22, 1, struct.pack("!II", 0xaabbccdd, 0))
hello_ack = obj(22, 2, struct.pack("!II", 1, 0xaabbccdd))
confirm4 = obj(15, 1, ip4(B))
confirm6 = obj(15, 2, ip6(A6))
notify4 = obj(195, 1, ip4(A))
notify6 = obj(195, 2, ip6(A6))
err4 = obj(6, 1, ip4(B) + struct.pack("!BBH", 1, 24, 5))
err4dte = obj(6, 1, ip4(B) + struct.pack("!BBH", 0, 28, 4))
err4old = obj(6, 3, ip4(B) + struct.pack("!BBH", 0, 125, 99))
err4x = obj(6, 1, ip4(B) + struct.pack("!BBH", 0, 2, 3))
err6 = obj(6, 2, ip6(A6) + struct.pack("!BBH", 2, 24, 1))
err6x = obj(6, 4, ip6(A6) + struct.pack("!BBH", 0, 1, 1))
scope = obj(7, 1, ip4(A) + ip4(B))
policy = obj(14, 1, b"\x00\x08\x00\x01\x01\x02\x03\x04")
accept_set = obj(130, 1, b"\x00\x00\x00\x00")
protection = obj(37, 1, struct.pack("!I", 0x80000004))
gen_uni = obj(229, 1, struct.pack("!HBB", 8, 1, 1) + ip4(A)
              + struct.pack("!HBB", 20, 2, 2) + ip6(A6)
              + struct.pack("!HBB", 4, 3, 0)
              + struct.pack("!HBB", 16, 4, 0) + struct.pack("!III", 0x80000005, 6, 7)
              + struct.pack("!HBB", 8, 5, 0) + struct.pack("!I", 0x03000000))
gen_uni_nsap = obj(229, 1, struct.pack("!HBB", 8, 1, 3) + b"\x01\x02\x03\x04")
gen_uni_short = obj(229, 1, struct.pack("!HBB", 6, 1, 1) + b"\0\0\0\0")
gen_uni_bad = obj(229, 1, struct.pack("!HBB", 2, 1, 1))
call_id = obj(230, 1, b"\x01\x02\x03\x04")
call_ops = obj(236, 1, b"\x00\x00\x00\x01")
unknown = obj(99, 5, b"\x11\x22\x33\x44\x55\x66\x77\x88")
unknown_ign = obj(0xc8, 1, b"\x01\x02\x03\x04")
unknown_fwd = obj(0x88, 1, b"")
unknown_ct = obj(1, 99, b"\x09\x08\x07\x06")

path = message(1, [integrity, msgid, session_te, hop4, time_values, label_req1, ero, session_attr,
                   sender_te, tspec, adspec, rro, frr_new, detour, classtype, props, admin, label_set_list,
                   restart, capability, upstream, suggested, notify4, protection], flags=1)
path_gmpls = message(1, [session_p2mp4, hop4tlv, time_values, label_req_g, label_req_g2, label_req_atm,
                         label_req_fr, label_req_fr23, session_attr, sender_p2mp4, sender_p2mp6, s2l4, s2l6,
                         gen_uni, gen_uni_nsap, frr_old, classtype_old, label_set_range, label_set_x,
                         capability_res, admin0, call_id, call_ops, notify6, recovery, accept_set])
resv = message(2, [session4, hop6, time_values, style_ff, flowspec, filter4, filter6, filter_fl, filter_te,
                   filter_p2mp4, filter_p2mp6, label1, label_g, label_wave, rro, confirm4, scope, policy])
resv6 = message(2, [session6, hop6, time_values, style_se, flowspec_obsolete, filter6, style_wf, style_x])
path_err = message(3, [session_te, err4, err4dte, err4old, err4x, sender_te, tspec])
resv_err = message(4, [session4, hop4, err6, err6x, style_ff, flowspec, filter4])
path_tear = message(5, [session_te6, hop4, sender6, sender4])
resv_tear = message(6, [session_uni, hop4, style_ff, filter_te6])
resv_conf = message(7, [session4, err4, confirm6, style_ff, flowspec, filter4])
ack = message(13, [msgid_ack, msgid_nack])
srefresh = message(15, [msgid_list], flags=1)
hello = message(20, [hello_req])
hello_old = message(14, [hello_ack])
bundle = message(12, [message(1, [session4, hop4, time_values, sender4, tspec]), message(13, [msgid_ack])])
# %.10g of float values: exponent forms, ties, denormals, zero, sign, infinity and NaN.
FLOATS = [0.0, -0.0, 1.0, -2.5, 0.5, 1e-4, 9.99999e-5, 123456789.0, 1234567890.0, 9999999999.0, 1e10, 3.4028235e38,
          1e-45, 1.17549435e-38, 0.1, 0.3, 2.0 / 3.0, 1e9 + 1, 16777217.0, 5e-5, 123.456, 99999.99]
bits = [struct.pack("!f", x) for x in FLOATS] + [b"\x7f\x80\x00\x00", b"\xff\x80\x00\x00", b"\x7f\xc0\x00\x00",
                                                 b"\xff\xc0\x00\x01", b"\x00\x00\x00\x01", b"\x4b\x7f\xff\xff"]
float_params = b"".join(struct.pack("!BBH", 127, 0, 5) + b + b + b + struct.pack("!II", 1, 2) for b in bits)
float_tspec = obj(12, 2, struct.pack("!BBH", 0, 0, (len(float_params) + 4) // 4)
                  + struct.pack("!BBH", 1, 0, len(float_params) // 4) + float_params)
floats = message(1, [session4, float_tspec, obj(205, 1, struct.pack("!BBBB", 1, 1, 1, 0) + bits[5] + bytes(12)),
                     obj(205, 7, struct.pack("!BBBB", 1, 1, 1, 0) + bits[-1] + bytes(8))])
unknown_msg = message(9, [session4])
unknowns = message(1, [unknown, unknown_ign, unknown_fwd, unknown_ct, session_p2mp6, obj(3, 9, b"\0\0\0\0")])

bad = [
    message(1, [session4], version=2),
    message(1, [session4], length=6),
    message(1, [obj(1, 1, ip4(B) + b"\x11\x00\x13")]),          # length not a multiple of 4
    message(1, [struct.pack("!HBB", 0, 1, 1)]),                 # object shorter than its header
    message(1, [struct.pack("!HBB", 40, 1, 1) + bytes(8)]),      # object past the message
    message(1, [obj(1, 1, ip4(B))]),                             # session too short
    message(1, [ero_badprefix]), message(1, [ero_badlen]), message(1, [ero_zero]), message(1, [ero_long]),
    message(1, [rro_badlabel]), message(1, [session_attr_short]), message(1, [flowspec_bad]),
    message(1, [props_bad]), message(1, [gen_uni_short]), message(1, [gen_uni_bad]),
    message(12, [message(1, [session4], length=200)]),
    message(12, [message(1, [session4], version=3)]),
    message(12, [message(1, [session4], length=4)]),
    message(3, [obj(6, 1, ip4(B))]), message(1, [obj(35, 3, b"\0\0\0\1")]),
    message(1, [obj(11, 7, b"\0\0\0\0")]), message(1, [obj(19, 4, b"")]),
    message(2, [obj(9, 2, b"")]), message(1, [obj(4, 1, bytes(20))]),
    message(1, [obj(23, 1, b"")]), message(1, [obj(22, 1, b"\0\0\0\0")]),
]

msgs = [path, path_gmpls, resv, resv6, path_err, resv_err, path_tear, resv_tear, resv_conf, ack, srefresh,
        hello, hello_old, bundle, unknown_msg, unknowns, floats] + bad

packets = []
t = T0
for m in msgs:
    packets.append((t, ether("00:00:5e:00:53:02", "00:00:5e:00:53:01", 0x0800, ipv4(A, B, 46, m, ttl=63))))
    t += 0.25
# The same Path over IPv6, and cut captures of a full Path message.
packets.append((t, ether("00:00:5e:00:53:02", "00:00:5e:00:53:01", 0x86dd,
                         ipv6(A6, "2001:db8:50::2", 46, resv6))))
t += 0.25
full = ether("00:00:5e:00:53:02", "00:00:5e:00:53:01", 0x0800, ipv4(A, B, 46, path))
for cut in (40, 60, 100, 180, 300, 420):
    packets.append((t, full[:cut], len(full)))
    t += 0.25
write_pcap("rsvp.pcap", packets)
