#!/usr/bin/env python3
"""BGP (RFC 4271 and extensions) and BFD (RFC 5880/5881/5883) messages the frr lab
(Fixtures/capture-bgp.sh) never sends: every capability, attribute, AFI/SAFI, NOTIFICATION code and
BFD authentication type tcpdump 4.99 decodes, plus malformed and cut messages.
Writes Fixtures/pcap/bgp-gen.pcap and Fixtures/pcap/bfd-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.20.1", "198.18.20.2"
A6, B6 = "2001:db8:20::1", "2001:db8:20::2"
T0 = 1700001000.0
MARKER = b"\xff" * 16


def msg(kind, body):
    return MARKER + struct.pack("!HB", 19 + len(body), kind) + body


def open_msg(caps_params, my_as=65001, hold=90, ident="198.18.20.1", version=4):
    params = b"".join(caps_params)
    return msg(1, struct.pack("!BHH4sB", version, my_as, hold, ip4(ident), len(params)) + params)


def cap(code, value=b""):
    return struct.pack("!BB", code, len(value)) + value


def param(kind, value):
    return struct.pack("!BB", kind, len(value)) + value


def caps(*items):
    return param(2, b"".join(items))


def afs(afi, safi, extra=b""):
    return struct.pack("!HBB", afi, 0, safi) if not extra else struct.pack("!HB", afi, safi) + extra


def attr(flags, kind, value):
    if flags & 0x10:
        return struct.pack("!BBH", flags, kind, len(value)) + value
    return struct.pack("!BBB", flags, kind, len(value)) + value


def update(withdrawn=b"", attrs=b"", nlri=b""):
    return msg(2, struct.pack("!H", len(withdrawn)) + withdrawn + struct.pack("!H", len(attrs)) + attrs + nlri)


def pfx(text, bits):
    raw = ip4(text) if ":" not in text else ip6(text)
    return bytes([bits]) + raw[:(bits + 7) // 8]


def aspath(*segments, size=2):
    out = b""
    for kind, numbers in segments:
        out += struct.pack("!BB", kind, len(numbers))
        out += b"".join(struct.pack("!H" if size == 2 else "!I", n) for n in numbers)
    return out


def rd(kind, a, b):
    if kind == 0:
        return struct.pack("!HHI", 0, a, b)
    if kind == 1:
        return struct.pack("!H4sH", 1, ip4(a), b)
    if kind == 2:
        return struct.pack("!HIH", 2, a, b)
    return struct.pack("!HHI", kind, a, b)


def label(value, bottom=True):
    v = (value << 4) | (1 if bottom else 0)
    return struct.pack("!I", v)[1:]


def mp_reach(afi, safi, nexthop, nlri, snpa=b"\x00"):
    return struct.pack("!HBB", afi, safi, len(nexthop)) + nexthop + snpa + nlri


def mp_unreach(afi, safi, nlri):
    return struct.pack("!HB", afi, safi) + nlri


ORIGIN = attr(0x40, 1, b"\x00")
NH = attr(0x40, 3, ip4("198.18.20.1"))
ASP = attr(0x40, 2, aspath((2, [65001, 65002])))

bgp_messages = [
    # OPEN with every capability tcpdump names, and some it does not.
    open_msg([caps(
        cap(1, afs(1, 1)), cap(1, afs(2, 1)), cap(1, afs(1, 4)), cap(1, afs(1, 128)), cap(1, afs(2, 128)),
        cap(1, afs(25, 65)), cap(1, afs(196, 128)), cap(1, afs(1, 132)), cap(1, afs(99, 200)),
        cap(2), cap(128), cap(3, b"\x00\x01\x00\x01\x01\x40\x02"), cap(4), cap(5, struct.pack("!HHH", 1, 1, 2)),
        cap(8, struct.pack("!HBB", 1, 4, 2) + struct.pack("!HBB", 2, 4, 1)),
        cap(64, struct.pack("!H", 0x8078) + struct.pack("!HBB", 1, 1, 0x80) + struct.pack("!HBB", 2, 1, 0)),
        cap(65, struct.pack("!I", 4200000001)), cap(67, b"\x41"), cap(68), cap(70), cap(71),
        cap(69, struct.pack("!HBB", 1, 1, 1) + struct.pack("!HBB", 2, 1, 2) + struct.pack("!HBB", 1, 4, 3)
            + struct.pack("!HBB", 1, 128, 7)),
        cap(200, b"\x01\x02\x03"))], my_as=23456),
    open_msg([caps(cap(1, b"\x00\x01")), caps(cap(64, b"\x80")), caps(cap(65, b"\x00\x01")),
              caps(cap(69)), caps(cap(69, b"\x00\x01\x01")), param(1, b"\x01\x02\x03"), param(9, b"")],
             version=3, hold=0),
    open_msg([caps(cap(2)), b"\x02\x20" + cap(2)]),
    # UPDATEs: every attribute.
    update(withdrawn=pfx("198.18.30.0", 24) + pfx("198.18.31.128", 25) + pfx("0.0.0.0", 0),
           attrs=ORIGIN + ASP + NH, nlri=pfx("198.18.40.0", 22) + pfx("198.18.41.7", 32)),
    update(attrs=attr(0x40, 1, b"\x01") + attr(0x50, 2, aspath((2, [1, 2]), (1, [3, 4]), (3, [5]), (4, [6, 7])))
           + attr(0x80, 4, struct.pack("!I", 100)) + attr(0x40, 5, struct.pack("!I", 200)) + attr(0x40, 6, b"")
           + attr(0xc0, 7, struct.pack("!H4s", 65001, ip4("198.18.20.9")))
           + attr(0xc0, 8, struct.pack("!IIIII", 0xfde90064, 0xffffff01, 0xffffff02, 0xffffff03, 0x00010002))
           + attr(0x80, 9, ip4("198.18.20.3")) + attr(0x80, 10, ip4("198.18.20.4") + ip4("198.18.20.5"))
           + attr(0xc0, 32, struct.pack("!III", 4200000001, 1, 2) + struct.pack("!III", 65001, 3, 4))
           + NH, nlri=pfx("198.18.50.0", 24)),
    update(attrs=attr(0x40, 1, b"\x02") + attr(0x40, 2, aspath((2, [4200000001, 65002]), size=4))
           + attr(0xc0, 17, aspath((2, [4200000001, 4200000002]), (1, [7]), size=4))
           + attr(0xc0, 7, struct.pack("!I4s", 4200000001, ip4("198.18.20.9")))
           + attr(0xc0, 18, struct.pack("!I4s", 4200000002, ip4("198.18.20.10"))) + NH,
           nlri=pfx("198.18.51.0", 24)),
    update(attrs=attr(0x40, 1, b"\x07") + attr(0x40, 1, b"\x00\x00") + attr(0x40, 2, b"\x02") + attr(0x40, 2, b"")
           + attr(0x40, 3, b"\x01\x02") + attr(0x80, 4, b"\x00") + attr(0x40, 6, b"\x00")
           + attr(0xc0, 7, b"\x00\x01\x02") + attr(0xc0, 18, b"\x00") + attr(0xc0, 8, b"\x00\x01\x02")
           + attr(0x80, 9, b"\x00") + attr(0x80, 10, b"\x01\x02\x03") + attr(0xc0, 16, b"\x00\x02")
           + attr(0xc0, 32, b"\x00" * 8) + attr(0xc0, 32, b"")),
    update(attrs=attr(0xcf, 99, b"\x01\x02\x03\x04\x05") + attr(0xd0, 24, b"\x00" * 6) + attr(0x20, 11, b"")
           + attr(0x00, 1, b"\x00")),
    update(attrs=attr(0xc0, 16,
        struct.pack("!HHI", 0x0002, 65001, 10) + struct.pack("!H4sH", 0x0102, ip4("198.18.20.1"), 20)
        + struct.pack("!HIH", 0x0202, 4200000001, 30) + struct.pack("!HHI", 0x0003, 65001, 11)
        + struct.pack("!H4sH", 0x0103, ip4("198.18.20.2"), 21) + struct.pack("!HIH", 0x0203, 65536, 31)
        + struct.pack("!HHf", 0x4004, 65001, 125000000.0) + struct.pack("!HHf", 0x4004, 1, 1234.5)
        + struct.pack("!H4sH", 0x0005, ip4("198.18.20.3"), 0) + struct.pack("!H4sH", 0x0107, ip4("198.18.20.4"), 0)
        + struct.pack("!H4sBB", 0x0306, ip4("0.0.0.1"), 5, 1) + struct.pack("!H4sBB", 0x8000, ip4("0.0.0.2"), 7, 0)
        + struct.pack("!H4sBB", 0x0306, ip4("0.0.0.3"), 42, 1)
        + struct.pack("!HBBHH", 0x800a, 19, 0x03, 1500, 0) + struct.pack("!HBBHH", 0x800a, 77, 0, 9000, 0)
        + struct.pack("!HHI", 0x0009, 65002, 0) + struct.pack("!HIH", 0x030c, 0, 2)
        + struct.pack("!HIH", 0x030c, 0, 99) + struct.pack("!H4sH", 0x010b, ip4("198.18.20.5"), 7)
        + struct.pack("!HHI", 0x000a, 1, 2) + struct.pack("!H6s", 0x8802, b"\x01\x02\x03\x04\x05\x06")
        + struct.pack("!H6s", 0x0042, b"\xaa\xbb\xcc\xdd\xee\xff") + struct.pack("!H6s", 0xc001, bytes(6)))),
    # Multiprotocol: IPv6 unicast with a link-local next hop, labeled, VPN, RT constraint, MDT, NSAP.
    update(attrs=ORIGIN + ASP + attr(0x90, 14, mp_reach(2, 1, ip6("2001:db8:20::1") + ip6("fe80::1"),
           pfx("2001:db8:100::", 48) + pfx("2001:db8:101:8000::", 49) + pfx("::", 0)))),
    update(attrs=attr(0x80, 14, mp_reach(1, 1, ip4("198.18.20.1"), pfx("198.18.60.0", 24), snpa=b"\x02\x03abc\x01z"))),
    update(attrs=attr(0x80, 14, mp_reach(1, 4, ip4("198.18.20.1"),
           bytes([24 + 24]) + label(1000) + ip4("198.18.61.0")[:3] + bytes([24 + 32]) + label(16, False) + ip4("198.18.61.1"))),
           ),
    update(attrs=attr(0x80, 14, mp_reach(2, 4, ip6("2001:db8:20::1"),
           bytes([24 + 64]) + label(2000) + ip6("2001:db8:200::")[:8]))),
    update(attrs=attr(0x80, 14, mp_reach(1, 128, rd(0, 0, 0) + ip4("198.18.20.1"),
           bytes([88 + 24]) + label(3000) + rd(0, 65001, 1) + ip4("198.18.62.0")[:3]
           + bytes([88 + 32]) + label(3001) + rd(1, "198.18.20.1", 2) + ip4("198.18.62.1")
           + bytes([88 + 16]) + label(3002) + rd(2, 4200000001, 3) + ip4("198.18.62.0")[:2]
           + bytes([88 + 8]) + label(3003) + rd(7, 1, 1) + b"\x0a"))),
    update(attrs=attr(0x80, 14, mp_reach(2, 128, rd(0, 0, 0) + ip6("2001:db8:20::1"),
           bytes([88 + 64]) + label(4000) + rd(0, 65001, 5) + ip6("2001:db8:300::")[:8]))),
    update(attrs=attr(0x80, 14, mp_reach(1, 132, ip4("198.18.20.1"),
           b"\x00" + bytes([32]) + struct.pack("!I", 65001) + bytes([96]) + struct.pack("!I", 65001)
           + struct.pack("!HHI", 0x0002, 65001, 100) + bytes([96]) + struct.pack("!I", 65002)
           + struct.pack("!H4sH", 0x0102, ip4("198.18.20.1"), 5) + bytes([96]) + struct.pack("!I", 65003)
           + struct.pack("!HIH", 0x0202, 4200000001, 6) + bytes([40]) + struct.pack("!I", 65004) + b"\x00"
           + bytes([80]) + struct.pack("!I", 65005) + struct.pack("!HHH", 0x0099, 1, 2)))),
    update(attrs=attr(0x80, 14, mp_reach(1, 132, ip4("198.18.20.1"), bytes([20]) + b"\x00\x00\x00"))),
    update(attrs=attr(0x80, 14, mp_reach(1, 66, ip4("198.18.20.1"),
           bytes([128]) + rd(0, 65001, 9) + ip4("198.18.20.1") + ip4("232.1.1.1") + bytes([64]) + b"\x00" * 8))),
    update(attrs=attr(0x80, 14, mp_reach(3, 1, bytes.fromhex("470006010a0b0c0d"),
           bytes([56]) + b"\x00\x00\x00" + bytes.fromhex("49000102030405")))),
    # Multicast VPN (RFC 6514) route types, L2VPN/VPLS NLRI (RFC 4761), NSAP VPN.
    update(attrs=attr(0x80, 14, mp_reach(1, 5, ip4("198.18.20.1"),
           struct.pack("!BB", 1, 12) + rd(0, 65001, 1) + ip4("198.18.20.1")
           + struct.pack("!BB", 1, 24) + rd(1, "198.18.20.1", 2) + ip6("2001:db8:20::1")
           + struct.pack("!BB", 1, 10) + rd(0, 65001, 1) + b"\x00\x01"
           + struct.pack("!BB", 2, 12) + rd(2, 4200000001, 3) + struct.pack("!I", 65001)
           + struct.pack("!BB", 3, 22) + rd(0, 65001, 4) + b"\x20" + ip4("198.18.20.7") + b"\x20" + ip4("232.1.2.3")
           + ip4("198.18.20.8")
           + struct.pack("!BB", 4, 3) + b"\x01\x02\x03"
           + struct.pack("!BB", 5, 18) + rd(0, 65001, 5) + b"\x20" + ip4("198.18.20.9") + b"\x00"
           + struct.pack("!BB", 6, 22) + rd(0, 65001, 6) + struct.pack("!I", 65002) + b"\x00\x20" + ip4("232.9.9.9")
           + struct.pack("!BB", 7, 12) + rd(0, 65001, 7) + struct.pack("!I", 65003) + b"\x08\x01"
           + struct.pack("!BB", 9, 2) + b"\x00\x00"))),
    update(attrs=attr(0x80, 14, mp_reach(2, 5, ip6("2001:db8:20::1"),
           struct.pack("!BB", 1, 8) + rd(0, 1, 1) + struct.pack("!BB", 1, 4) + b"\x00\x00\x00\x01"))),
    update(attrs=attr(0x80, 14, mp_reach(25, 65, ip4("198.18.20.1"),
           struct.pack("!H", 12) + rd(0, 65001, 10) + ip4("198.18.20.1")
           + struct.pack("!H", 25) + rd(1, "198.18.20.1", 11) + struct.pack("!HH", 3, 0) + label(800000)
           + struct.pack("!BH", 1, 12) + b"\xab\xcd" + struct.pack("!BH", 7, 16) + b"\x00\x00"
           + struct.pack("!H", 15) + rd(0, 1, 1) + b"\x00" * 7))),
    update(attrs=attr(0x80, 14, mp_reach(196, 128, ip4("198.18.20.1"),
           struct.pack("!H", 90) + rd(0, 65001, 12) + struct.pack("!HH", 4, 8) + label(900)
           + struct.pack("!BH", 1, 600) + bytes(range(72))))),
    update(attrs=attr(0x80, 14, mp_reach(196, 128, ip4("198.18.20.1"),
           struct.pack("!H", 20) + rd(0, 65001, 12) + struct.pack("!HH", 4, 8) + label(900) + b"\x01\x00"))),
    update(attrs=attr(0x80, 14, mp_reach(3, 128, rd(0, 0, 0) + bytes.fromhex("470006010a0b0c0d"),
           bytes([88 + 56]) + label(5000) + rd(0, 65001, 13) + bytes.fromhex("49000102030405")
           + bytes([88 + 3]) + label(5001) + rd(1, "198.18.20.1", 1) + b"\xff"))
           + attr(0x80, 14, mp_reach(3, 128, rd(0, 0, 0) + bytes.fromhex("350000") + ip6("2001:db8::1"), b""))),
    update(attrs=attr(0x80, 14, mp_reach(1, 70, ip4("198.18.20.1"), b"\x01\x02\x03"))
           + attr(0x80, 15, mp_unreach(2, 5, b"\x01\x02"))),
    update(attrs=attr(0x80, 14, mp_reach(1, 128, ip4("198.18.20.1"), b"")) + attr(0x80, 14, mp_reach(2, 1, b"\x01\x02", b""))),
    update(attrs=attr(0x80, 15, mp_unreach(2, 1, pfx("2001:db8:100::", 48) + pfx("2001:db8:100::", 200)))),
    update(attrs=attr(0x80, 15, mp_unreach(1, 1, b""))),
    update(attrs=attr(0x80, 15, mp_unreach(1, 1, struct.pack("!I", 1) + pfx("198.18.70.0", 24)
                                           + struct.pack("!I", 2) + pfx("198.18.71.0", 24)))),
    # ADD-PATH IPv4 NLRI and withdrawn routes (path id first).
    update(withdrawn=struct.pack("!I", 7) + pfx("198.18.72.0", 24) + struct.pack("!I", 8) + pfx("0.0.0.0", 0),
           attrs=ORIGIN + ASP + NH,
           nlri=struct.pack("!I", 1) + pfx("198.18.73.0", 24) + struct.pack("!I", 2) + pfx("198.18.73.0", 24)),
    # PMSI tunnel, AIGP, ATTR_SET (nested), unknown attribute.
    update(attrs=attr(0xc0, 22, struct.pack("!BB", 1, 4) + label(100) + ip4("198.18.20.1") + ip4("232.0.0.1"))
           + attr(0xc0, 22, struct.pack("!BB", 0, 3) + label(101) + ip4("198.18.20.2") + ip4("232.0.0.2"))
           + attr(0xc0, 22, struct.pack("!BB", 0, 6) + label(102) + ip4("198.18.20.3"))
           + attr(0xc0, 22, struct.pack("!BB", 0, 2) + label(103) + ip4("198.18.20.4") + struct.pack("!I", 0xdead))
           + attr(0xc0, 22, struct.pack("!BB", 0, 1) + label(104) + ip4("198.18.20.5") + struct.pack("!I", 0xbeef))
           + attr(0xc0, 22, struct.pack("!BB", 0, 9) + label(105) + b"\x01\x02")
           + attr(0x80, 26, struct.pack("!BHQ", 1, 11, 123456789012) + struct.pack("!BH", 9, 5) + b"\x01\x02")
           + attr(0xc0, 128, struct.pack("!I", 65001) + ORIGIN + attr(0x40, 5, struct.pack("!I", 50))
                  + attr(0xc0, 128, struct.pack("!I", 65002) + attr(0, 6, b"")))),
    update(attrs=attr(0x80, 26, struct.pack("!BH", 1, 2))),
    update(attrs=attr(0xc0, 128, struct.pack("!I", 1) + b"\x40")),
    # End-of-RIB, illegal prefix length, attribute longer than the attribute list.
    update(),
    update(nlri=bytes([33]) + b"\x01\x02\x03\x04\x05"),
    update(nlri=bytes([24]) + b"\x01"),
    update(withdrawn=bytes([40]) + b"\x01\x02\x03\x04\x05"),
    msg(2, struct.pack("!H", 0) + struct.pack("!H", 5) + attr(0x40, 5, struct.pack("!I", 1))),
    msg(2, struct.pack("!H", 0) + struct.pack("!H", 1) + b"\x40"),
    msg(2, struct.pack("!H", 0) + struct.pack("!H", 3) + b"\x50\x05\x00"),
    # NOTIFICATIONs: every code and subcode table, the Cease data tcpdump decodes.
    msg(3, b"\x01\x02\x00\x00"), msg(3, b"\x01\x09"), msg(3, b"\x02\x07"), msg(3, b"\x02\x02"),
    msg(3, b"\x03\x0b"), msg(3, b"\x03\x63"), msg(3, b"\x04\x00"), msg(3, b"\x05\x02"), msg(3, b"\x05\x09"),
    msg(3, b"\x07\x04"), msg(3, b"\x09\x01"), msg(3, b"\x06\x03"), msg(3, b"\x06\x05"), msg(3, b"\x06\x06"),
    msg(3, b"\x06\x01" + struct.pack("!HBI", 1, 1, 1000)), msg(3, b"\x06\x01\x00"),
    msg(3, b"\x06\x02" + bytes([20]) + b"maintenance window 7"),
    msg(3, b"\x06\x02\x00"), msg(3, b"\x06\x04" + bytes([4]) + b"bye\x01" + b"\xde\xad"),
    msg(3, b"\x06\x04" + bytes([40]) + b"short"), msg(3, b"\x06\x02"), msg(3, b"\x06"),
    msg(4, b""), msg(5, struct.pack("!HBB", 1, 0, 1)), msg(5, struct.pack("!HBB", 2, 0, 128) + b"\x01"),
    msg(5, b"\x00\x01"), msg(9, b"\x01\x02\x03"),
]

bgp_frames = []
seq = 1000
for index, message in enumerate(bgp_messages):
    bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, seq, 1, "PA", message)))
    seq += len(message)
# Several messages in one segment; over IPv6 too.
segment = msg(4, b"") + update() + msg(3, b"\x06\x04") + msg(4, b"")
bgp_frames.append(frame4(B, A, 6, tcp4(B, A, 179, 40000, 1, seq, "PA", segment)))
bgp_frames.append(frame6(B6, A6, 6, tcp6(B6, A6, 179, 40001, 1, 1, "PA", segment)))
# Bytes before a marker (a message whose start was lost), length below 19, a message cut by the
# segment's end, and a capture cut inside a message.
bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, 5, 1, "PA", b"\x00\x01\xff\x02" + msg(4, b""))))
bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, 6, 1, "PA", MARKER + b"\x00\x10\x04")))
bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, 7, 1, "PA", msg(4, b"") + update(nlri=pfx("198.18.80.0", 24))[:30])))
bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, 8, 1, "PA", MARKER + b"\x00")))
bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, 9, 1, "PA", b"\x01\x02\x03")))
bgp_frames.append(frame4(A, B, 6, tcp4(A, B, 40000, 179, 10, 1, "PA", MARKER[:9])))
cut = frame4(A, B, 6, tcp4(A, B, 40000, 179, 11, 1, "PA", msg(4, b"") + bgp_messages[4]))
write_pcap("bgp-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(bgp_frames)]
           + [(T0 + 5, cut[:140], len(cut)), (T0 + 5.01, cut[:74], len(cut))]
           # Link bandwidth extremes (printf %.3f of a float): the largest float, one overflowing
           # to inf in the * 8, 2^100, infinities, NaNs, negatives, subnormals, a tie and
           # values just around 0.0005.
           + [(T0 + 6, frame4(A, B, 6, tcp4(A, B, 40000, 179, 12, 1, "PA", update(attrs=attr(0xc0, 16, b"".join(
               struct.pack("!HHI", 0x4004, 1, bits) for bits in (
                   0x7f7fffff, 0x7effffff, 0x71800000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001,
                   0xc7f42400, 0x00000001, 0x807fffff, 0x3d000000, 0x42fa0000, 0x3a83126f, 0x49742400,
                   0x44fa0000, 0x4b800001)))))))])


# ---------------------------------------------------------------- BFD

def bfd(version=1, diag=0, state=3, flags=0, mult=3, my=0x11111111, your=0x22222222, tx=1000000, rx=1000000,
        echo=50000, auth=b"", length=None):
    first = (version << 5) | diag
    second = (state << 6) | flags if version == 1 else flags
    body = struct.pack("!BBBBIIIII", first, second, mult, length if length is not None else 24 + len(auth),
                       my, your, tx, rx, echo)
    return body + auth


def bfd_frame(payload, dport=3784, sport=49200):
    return frame4(A, B, 17, udp4(A, B, sport, dport, payload), ttl=255)


bfd_payloads = [
    (bfd(state=0, diag=7), 3784), (bfd(state=1, diag=1, your=0), 3784), (bfd(state=2, diag=3), 3784),
    (bfd(state=3, flags=0x3f, diag=8), 3784), (bfd(state=3, flags=0x20), 4784), (bfd(state=3, flags=0x10), 6784),
    (bfd(diag=31, mult=255, tx=0xffffffff), 3784),
    (bfd(version=0, flags=0xc0, diag=2), 3784), (bfd(version=0, flags=0x00), 4784),
    (bfd(version=0, flags=0xff, auth=struct.pack("!BBB", 1, 8, 5) + b"secret"), 3784),
    (bfd(version=2), 3784), (bfd(version=7), 6784),
    (bfd(flags=0x04, auth=struct.pack("!BBB", 1, 11, 1) + b"password"), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBB", 1, 4, 2) + b"\x01"), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBB", 1, 3, 2)), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBB", 1, 20, 2) + b"x" * 17), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 2, 24, 3, 0, 0x01020304) + bytes(range(16))), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 3, 24, 4, 0, 0xfffffffe) + bytes(range(16, 32))), 4784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 4, 28, 5, 0, 7) + bytes(range(20))), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 5, 28, 6, 0, 8) + bytes(range(40, 60))), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 2, 23, 3, 0, 1) + bytes(15)), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 4, 30, 3, 0, 1) + bytes(22)), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBB", 9, 4, 1, 0)), 3784),
    (bfd(flags=0x04, auth=struct.pack("!BBBBI", 2, 24, 3, 0, 1) + bytes(8)), 3784),
    (bfd(flags=0x04), 3784), (bfd(flags=0x04, auth=b"\x01\x08\x01\x61\x62"), 3784),
    (bfd()[:20], 3784), (b"", 3784), (b"\x01\x02\x03\x04" * 6, 3785), (b"", 3785),
]
bfd_frames = [(T0 + i * 0.01, bfd_frame(p, port)) for i, (p, port) in enumerate(bfd_payloads)]
bfd_frames.append((T0 + 1, frame6(A6, B6, 17, udp6(A6, B6, 49201, 3784, bfd()), hlim=255)))
cut = bfd_frame(bfd(flags=0x04, auth=struct.pack("!BBBBI", 4, 28, 5, 0, 7) + bytes(range(20))))
bfd_frames.append((T0 + 2, cut[:70], len(cut)))
bfd_frames.append((T0 + 2.01, cut[:90], len(cut)))
write_pcap("bfd-gen.pcap", bfd_frames)
