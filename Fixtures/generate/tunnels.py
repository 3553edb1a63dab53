#!/usr/bin/env python3
"""Tunnel and overlay fixtures (issue 12): Geneve (RFC 8926) with options, VXLAN-GPE
(draft-ietf-nvo3-vxlan-gpe) carrying IPv4/IPv6/Ethernet/NSH/MPLS, NSH (RFC 8300) MD type 1 and 2,
MPLS-in-UDP (RFC 7510), OTV (draft-hasmit-otv), L2TPv2 (RFC 2661) control messages with every AVP
tcpdump decodes and data messages with PPP inside, L2TPv3 over IP (RFC 3931, IP 115), IPComp (RFC
3173), GRE variants (RFC 2784/2890 keys and sequence numbers, RFC 1701 source routes, PPTP's
enhanced GRE, GRE over IPv6), IP-in-IP, 6in4, 4in6 and Teredo (UDP 3544). Each capture mixes
well-formed packets with the malformed and cut ones tcpdump prints specially.
Writes Fixtures/pcap/{geneve,vxlan-gpe,mpls-udp,otv,l2tp,ipcomp,gre-more,ip-in-ip}.pcap."""
import struct
from pcaplib import *

A, B = "198.18.0.1", "198.18.0.2"
IA, IB = "198.19.1.1", "198.19.1.2"
A6, B6 = "2001:db8::1", "2001:db8::2"
IA6, IB6 = "2001:db8:1::1", "2001:db8:1::2"
T0 = 1700000900.0


def echo4(src=IA, dst=IB, seq=1, reply=False):
    return ipv4(src, dst, 1, icmp_echo(0 if reply else 8, 0x4242, seq, b"tunnel!!"), ident=0x100 + seq)


def echo6(src=IA6, dst=IB6, seq=1):
    return ipv6(src, dst, 58, icmp6(src, dst, 128, 0, struct.pack("!HH", 0x4242, seq) + b"tunnel!!"))


def inner_eth(payload=None):
    return ether("02:00:00:00:01:02", "02:00:00:00:01:01", 0x0800, payload or echo4())


def mpls_label(label, s=1, ttl=64, tc=0):
    return struct.pack("!I", (label << 12) | (tc << 9) | (s << 8) | ttl)


def stamp(frames):
    return [(T0 + i * 0.01, f) if not isinstance(f, tuple) else (T0 + i * 0.01,) + f for i, f in enumerate(frames)]


def cut(frame, keep):
    """A frame captured short: (data, original length)."""
    return (frame[:keep], len(frame))


# ---------------------------------------------------------------- Geneve

def geneve_hdr(vni, proto=0x6558, opts=b"", flags=0, ver=0, rsvd=0):
    return struct.pack("!BBH", (ver << 6) | (len(opts) // 4), flags, proto) + struct.pack("!I", (vni << 8) | rsvd) + opts


def gopt(cls, typ, data=b""):
    return struct.pack("!HBB", cls, typ, len(data) // 4) + data


def geneve():
    g = lambda payload, **kw: frame4(A, B, 17, udp4(A, B, 40000, 6081, payload, **kw))
    f = []
    f.append(g(geneve_hdr(0x123, 0x6558) + inner_eth()))
    f.append(g(geneve_hdr(0x123, 0x0800, flags=0x80) + echo4(reply=True)))
    f.append(g(geneve_hdr(7, 0x86dd, flags=0x40) + echo6()))
    opts = gopt(0x0101, 0x80, b"\x00\x00\x00\x01") + gopt(0x0102, 0x01, b"\x11\x22\x33\x44\x55\x66\x77\x88") \
        + gopt(0x0100, 0x02) + gopt(0x0103, 3, b"\xaa\xbb\xcc\xdd") + gopt(0x0104, 4) + gopt(0x0005, 5) \
        + gopt(0xfff1, 6, b"\x01\x02\x03\x04") + gopt(0x1234, 7)
    f.append(g(geneve_hdr(0xabcdef, 0x6558, opts, flags=0xc0) + inner_eth()))
    f.append(g(geneve_hdr(9, 0x0800, gopt(0x0101, 1, b"\0\0\0\0"), flags=0x3f, rsvd=0x5a) + echo4()))
    f.append(g(geneve_hdr(9, 0x0806) + arp(1, "02:00:00:00:01:01", IA, "00:00:00:00:00:00", IB)))
    f.append(g(geneve_hdr(9, 0x1234) + b"\xde\xad\xbe\xef"))
    f.append(g(geneve_hdr(9, 0x0800, ver=1) + echo4()))
    # An option whose length runs past the option area, and an option area past the datagram.
    bad = struct.pack("!HBB", 0x0101, 1, 3) + b"\0\0\0\0"
    f.append(g(struct.pack("!BBH", 2, 0, 0x6558) + struct.pack("!I", 5 << 8) + bad + inner_eth()))
    f.append(g(struct.pack("!BBH", 0x3f, 0, 0x6558) + struct.pack("!I", 5 << 8) + b"\0" * 8))
    f.append(g(geneve_hdr(1)[:6]))
    f.append(g(geneve_hdr(0x42, 0x8847) + mpls_label(100) + echo4()))
    ok = g(geneve_hdr(0x123, 0x6558, opts) + inner_eth())
    f.append(cut(ok, 14 + 20 + 8 + 8 + 10))
    f.append(cut(ok, 14 + 20 + 8 + 5))
    # Over IPv6.
    f.append(frame6(A6, B6, 17, udp6(A6, B6, 40001, 6081, geneve_hdr(0x77, 0x0800, gopt(0x0100, 0x81, b"\x01\x02\x03\x04")) + echo4())))
    write_pcap("geneve.pcap", stamp(f))


# ---------------------------------------------------------------- VXLAN-GPE and NSH

def gpe_hdr(vni, nextp, flags=0x0c):
    return struct.pack("!BBBB", flags, 0, 0, nextp) + struct.pack("!I", vni << 8)


def nsh(nextp, spi, si, md_type=1, ctx=b"\0" * 16, ttl=63, flags=0, ver=0, length=None):
    if length is None:
        length = 2 + len(ctx) // 4
    base = (ver << 30) | (flags << 28) | (ttl << 22) | (length << 16) | (md_type << 8) | nextp
    return struct.pack("!II", base, (spi << 8) | si) + ctx


def nsh_tlv(cls, typ, value):
    pad = (-len(value)) % 4
    return struct.pack("!HBB", cls, typ, len(value)) + value + b"\0" * pad


def vxlan_gpe():
    g = lambda payload: frame4(A, B, 17, udp4(A, B, 40002, 4790, payload))
    f = []
    f.append(g(gpe_hdr(10, 1) + echo4()))
    f.append(g(gpe_hdr(10, 2) + echo6()))
    f.append(g(gpe_hdr(11, 3, flags=0x08) + inner_eth()))
    ctx1 = struct.pack("!IIII", 0x01020304, 0xa0b0c0d0, 0, 0xffffffff)
    f.append(g(gpe_hdr(12, 4) + nsh(1, 0x123456, 255, 1, ctx1) + echo4()))
    tlvs = nsh_tlv(0x0101, 1, b"\xde\xad\xbe\xef") + nsh_tlv(0x0102, 2, b"\x01\x02\x03") + nsh_tlv(7, 0x80, b"")
    f.append(g(gpe_hdr(13, 4, flags=0x0d) + nsh(3, 0x10, 3, 2, tlvs, flags=2) + inner_eth()))
    f.append(g(gpe_hdr(14, 4) + nsh(2, 0xabcdef, 1, 2, b"") + echo6()))
    f.append(g(gpe_hdr(15, 4) + nsh(4, 1, 1, 0xf, b"\0" * 4) + b"\0" * 8))
    f.append(g(gpe_hdr(16, 4) + nsh(0xfe, 2, 2, 1, ctx1)))
    f.append(g(gpe_hdr(17, 4) + nsh(1, 3, 3, 1, b"\0" * 8) + echo4()))  # MD type 1 with length 4
    f.append(g(gpe_hdr(18, 4) + nsh(1, 4, 4, 2, nsh_tlv(1, 1, b"\x01" * 12)[:8], length=4) + b"\0" * 8))
    f.append(g(gpe_hdr(19, 4) + nsh(1, 5, 5, 1, ctx1, ver=1) + echo4()))
    f.append(g(gpe_hdr(20, 4) + nsh(1, 6, 6, 1, b"", length=1) + echo4()))
    f.append(g(gpe_hdr(21, 4) + nsh(1, 7, 7, 1, ctx1, length=40)))
    f.append(g(gpe_hdr(22, 4) + b"\0\0\0"))
    f.append(g(gpe_hdr(23, 5) + mpls_label(200) + echo4()))
    f.append(g(gpe_hdr(24, 9) + b"\0" * 8))
    f.append(g(gpe_hdr(25, 1, flags=0x00) + echo4()))
    f.append(g(gpe_hdr(26, 1)[:5]))
    ok = g(gpe_hdr(12, 4) + nsh(1, 0x123456, 255, 1, ctx1) + echo4())
    f.append(cut(ok, 14 + 20 + 8 + 8 + 12))
    # NSH straight on Ethernet (EtherType 0x894F).
    f.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x894F, nsh(1, 0x42, 254, 1, ctx1) + echo4()))
    f.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x894F, nsh(3, 0x43, 253, 2, tlvs) + inner_eth()))
    write_pcap("vxlan-gpe.pcap", stamp(f))


# ---------------------------------------------------------------- MPLS in UDP, OTV

def mpls_udp():
    g = lambda payload, **kw: frame4(A, B, 17, udp4(A, B, 40003, 6635, payload, **kw))
    f = []
    f.append(g(mpls_label(16) + echo4()))
    f.append(g(mpls_label(17, s=0) + mpls_label(18) + echo6()))
    f.append(g(mpls_label(0, ttl=1) + echo4()))
    f.append(g(mpls_label(2) + echo6()))
    f.append(g(mpls_label(1000, s=0)[:3]))
    f.append(frame6(A6, B6, 17, udp6(A6, B6, 40004, 6635, mpls_label(3000, tc=5) + echo4())))
    write_pcap("mpls-udp.pcap", stamp(f))


def otv_hdr(overlay, instance, flags=0x08):
    return struct.pack("!I", (flags << 24) | overlay) + struct.pack("!I", instance << 8)


def otv():
    g = lambda payload: frame4(A, B, 17, udp4(A, B, 40005, 8472, payload))
    f = []
    f.append(g(otv_hdr(1, 100) + inner_eth()))
    f.append(g(otv_hdr(0xffffff, 0xabcdef, 0x00) + inner_eth(echo4(reply=True))))
    f.append(g(otv_hdr(2, 3, 0xff) + ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:01:01", 0x0806,
                                            arp(1, "02:00:00:00:01:01", IA, "00:00:00:00:00:00", IB))))
    f.append(g(otv_hdr(5, 6)[:7]))
    f.append(g(otv_hdr(5, 6)[:3]))
    f.append(cut(g(otv_hdr(7, 8) + inner_eth()), 14 + 20 + 8 + 6))
    write_pcap("otv.pcap", stamp(f))


# ---------------------------------------------------------------- L2TP

def avp(attr, value=b"", m=True, h=False, vendor=0, length=None):
    flags = (0x8000 if m else 0) | (0x4000 if h else 0)
    n = 6 + len(value) if length is None else length
    return struct.pack("!HHH", flags | n, vendor, attr) + value


def l2tp_ctl(tunnel, session, ns, nr, avps, flags=0xc802, length=None):
    body = b"".join(avps)
    n = 12 + len(body) if length is None else length
    return struct.pack("!HHHHHH", flags, n, tunnel, session, ns, nr) + body


def u16(v):
    return struct.pack("!H", v)


def u32(v):
    return struct.pack("!I", v)


def l2tp():
    g = lambda payload, sport=1701: frame4(A, B, 17, udp4(A, B, sport, 1701, payload))
    h = lambda payload: frame4(B, A, 17, udp4(B, A, 1701, 1701, payload), smac="02:00:00:00:00:02",
                                dmac="02:00:00:00:00:01")
    f = []
    sccrq = [avp(0, u16(1)), avp(2, u16(0x0100)), avp(3, u32(3)), avp(4, u32(3)), avp(5, bytes(range(1, 9)), m=False),
             avp(6, u16(0x0690), m=False), avp(7, b"lac.lab.test"), avp(8, b"swiftnet", m=False), avp(9, u16(4711)),
             avp(10, u16(4))]
    f.append(g(l2tp_ctl(0, 0, 0, 0, sccrq)))
    sccrp = [avp(0, u16(2)), avp(2, u16(0x0100)), avp(3, u32(1)), avp(4, u32(2)), avp(7, b"lns"), avp(9, u16(99)),
             avp(11, b"\x01\x02\x03\x04\x05\x06\x07\x08"), avp(13, bytes(range(16)))]
    f.append(h(l2tp_ctl(4711, 0, 0, 1, sccrp)))
    f.append(g(l2tp_ctl(99, 0, 1, 1, [avp(0, u16(3)), avp(13, bytes(range(16, 32)))])))
    f.append(h(l2tp_ctl(4711, 0, 1, 2, [])))  # ZLB acknowledgement
    f.append(g(l2tp_ctl(99, 0, 2, 1, [avp(0, u16(6))])))
    icrq = [avp(0, u16(10)), avp(14, u16(7)), avp(15, u32(123456)), avp(18, u32(1)), avp(21, b"5551234"),
            avp(22, b"5559876"), avp(23, b"sub"), avp(25, u32(42)), avp(37, b"group-a")]
    f.append(g(l2tp_ctl(99, 0, 3, 1, icrq)))
    f.append(h(l2tp_ctl(4711, 0, 2, 4, [avp(0, u16(11)), avp(14, u16(8))])))
    lcp = b"\x01\x01\x00\x0e\x01\x04\x05\xdc\x05\x06\x12\x34\x56\x78"
    iccn = [avp(0, u16(12)), avp(24, u32(100000000)), avp(19, u32(1)), avp(26, lcp), avp(27, lcp), avp(28, lcp),
            avp(29, u16(2)), avp(30, b"alice"), avp(31, b"\x10\x20\x30\x40"), avp(32, u16(0x0107)),
            avp(33, bytes(range(16))), avp(38, u32(64000)), avp(39), avp(20, u32(5), m=False)]
    f.append(g(l2tp_ctl(99, 8, 4, 2, iccn)))
    f.append(g(l2tp_ctl(99, 8, 5, 2, [avp(0, u16(16)), avp(35, u16(0) + u32(0xffffffff) + u32(0x000a0000))])))
    f.append(g(l2tp_ctl(99, 8, 6, 2, [avp(0, u16(15)), avp(34, u16(0) + u32(1) + u32(2) + u32(3) + u32(4) + u32(5) + u32(6))])))
    f.append(h(l2tp_ctl(4711, 7, 3, 7, [avp(0, u16(14)), avp(1, u16(3) + u16(0) + b"admin down"), avp(14, u16(8)),
                                         avp(12, u16(16) + b"\x02" + b"normal"), avp(46, u16(1) + u16(0xc021) + b"\x01" + b"peer gone")])))
    f.append(h(l2tp_ctl(4711, 0, 4, 7, [avp(0, u16(4)), avp(1, u16(6)), avp(9, u16(4711))])))
    f.append(g(l2tp_ctl(99, 0, 7, 5, [avp(0, u16(7)), avp(16, u32(9600)), avp(17, u32(2048000)), avp(15, u32(1))])))
    f.append(g(l2tp_ctl(99, 0, 8, 5, [avp(0, u16(8)), avp(19, u32(2))])))
    f.append(g(l2tp_ctl(99, 0, 9, 5, [avp(0, u16(9)), avp(29, u16(4)), avp(29, u16(5)), avp(29, u16(0)), avp(29, u16(3)), avp(29, u16(1)), avp(29, u16(9))])))
    # Hidden AVPs, vendor AVPs, unknown attributes and message types.
    f.append(g(l2tp_ctl(99, 0, 10, 5, [avp(0, u16(13)), avp(7, b"\x11\x22\x33", h=True), avp(36, b"\xaa\xbb\xcc\xdd"),
                                        avp(5, b"\x00" * 8, vendor=9), avp(77, b"xyz"), avp(0, u16(1000))])))
    # Too-short AVP values, an AVP header shorter than 6, an AVP past the message.
    shorts = [avp(0, b"\x01"), avp(1, b"\x00"), avp(1, u16(2) + b"\x01"), avp(2, b""), avp(3, u16(1)), avp(4, b""),
              avp(5, b"\x01\x02"), avp(9, b"\x01"), avp(12, b"\x00\x01"), avp(13, b"\0" * 8), avp(15, u16(1)),
              avp(18, b""), avp(19, b""), avp(29, b""), avp(32, b""), avp(34, b"\0\0" + u32(1)), avp(34, b""),
              avp(35, b"\0"), avp(35, b"\0\0" + u32(1)), avp(46, b"\0\0\0\0")]
    f.append(g(l2tp_ctl(99, 0, 11, 5, shorts)))
    f.append(g(l2tp_ctl(99, 0, 12, 5, [avp(0, u16(6)), struct.pack("!HHH", 0x8004, 0, 0)])))
    f.append(g(l2tp_ctl(99, 0, 13, 5, [avp(0, u16(6)), struct.pack("!HHH", 0x8040, 0, 7) + b"abc"])))
    # Header problems: control without L bit, L2F, unknown version, length beyond packet, header longer
    # than the length, offset field and priority bits.
    f.append(g(struct.pack("!HHHHH", 0x8802, 1, 0, 1, 1)))
    f.append(g(struct.pack("!HHH", 0xc801, 12, 1) + b"\0" * 6))
    f.append(g(struct.pack("!HHH", 0xc803, 12, 1) + b"\0" * 6))
    f.append(g(l2tp_ctl(1, 0, 0, 0, [avp(0, u16(6))], length=100)))
    f.append(g(l2tp_ctl(1, 0, 0, 0, [], length=6)))
    # Data messages: PPP inside (LCP, IPCP, IPv4), with L, S, O and P bits.
    lcp_req = b"\xff\x03\xc0\x21" + lcp
    f.append(g(struct.pack("!HHH", 0x0002, 99, 8) + lcp_req))
    f.append(h(struct.pack("!HHHH", 0x4002, 8 + 4 + 10, 4711, 7) + b"\xff\x03\x80\x21\x01\x01\x00\x0a\x03\x06\xc6\x12\x00\x01"[:14]))
    f.append(g(struct.pack("!HHHHH", 0x0802, 99, 8, 3, 4) + b"\xff\x03\x00\x21" + echo4()))
    f.append(g(struct.pack("!HHHHH", 0x0302, 99, 8, 4, 0xabcd) + b"\xff\x03\x00\x21" + echo4()))
    f.append(g(struct.pack("!HHHHHHH", 0x4b02, 24 + 28, 99, 8, 5, 6, 2) + b"\0\0" + b"\xff\x03\x00\x21" + echo4(seq=2)))
    f.append(g(struct.pack("!HHH", 0x0002, 99, 8) + b"\xff\x03\x00\x57" + echo6()))
    f.append(g(b"\xc8"))
    ok = g(l2tp_ctl(0, 0, 0, 0, sccrq))
    for keep in (14 + 20 + 8 + 3, 14 + 20 + 8 + 9, 14 + 20 + 8 + 12 + 4, 14 + 20 + 8 + 12 + 30, 14 + 20 + 8 + 12 + 70):
        f.append(cut(ok, keep))
    f.append(cut(g(l2tp_ctl(99, 8, 4, 2, iccn)), 14 + 20 + 8 + 12 + 60))
    # L2TPv3 over IP (protocol 115): a control message (session ID 0) and a data message.
    v3ctl = u32(0) + struct.pack("!HHIHH", 0xc803, 32, 5, 0, 0) + avp(0, u16(1)) + avp(2, u16(0x0100))
    f.append(frame4(A, B, 115, v3ctl))
    f.append(frame4(A, B, 115, u32(0x1234) + inner_eth()))
    f.append(frame6(A6, B6, 115, u32(0x99) + inner_eth()))
    # L2TPv3 over UDP (RFC 3931 4.1.2.1): version 3 in the flags word.
    f.append(g(struct.pack("!HHIHH", 0xc803, 12, 5, 0, 0)))
    f.append(g(struct.pack("!HHI", 0x0003, 0, 0x1234) + inner_eth()))
    write_pcap("l2tp.pcap", stamp(f))


# ---------------------------------------------------------------- IPComp

def ipcomp():
    f = []
    f.append(frame4(A, B, 108, struct.pack("!BBH", 4, 0, 0x1000) + b"\x78\x9c" + b"\x55" * 30))
    f.append(frame4(A, B, 108, struct.pack("!BBH", 41, 0, 0xffff) + b"\x55" * 10))
    f.append(frame6(A6, B6, 108, struct.pack("!BBH", 6, 0, 2) + b"\x55" * 20))
    f.append(frame4(A, B, 108, struct.pack("!BBH", 4, 0, 3)))
    f.append(frame4(A, B, 108, b"\x04\x00"))
    f.append(frame4(A, B, 108, b"\x04\x00\x00\x05\x01\x02\x03"))
    write_pcap("ipcomp.pcap", stamp(f))


# ---------------------------------------------------------------- GRE

def gre_hdr(proto, flags=0, ver=0, csum=None, off=0, key=None, seq=None, ack=None, routing=b""):
    w = flags | ver
    out = struct.pack("!HH", w, proto)
    if flags & 0xc000:
        out += struct.pack("!HH", csum or 0, off)
    if key is not None:
        out += struct.pack("!I", key)
    if seq is not None:
        out += struct.pack("!I", seq)
    if ack is not None:
        out += struct.pack("!I", ack)
    return out + routing


def sre(af, off, data):
    return struct.pack("!HBB", af, off, len(data)) + data


def gre():
    g = lambda payload: frame4(A, B, 47, payload)
    f = []
    f.append(g(gre_hdr(0x0800) + echo4()))
    f.append(g(gre_hdr(0x0800, 0x2000 | 0x1000, key=0x0a0b0c0d, seq=77) + echo4(seq=2)))
    f.append(g(gre_hdr(0x86dd, 0x8000, csum=0xbeef) + echo6()))
    f.append(g(gre_hdr(0x6558, 0x2000, key=5) + inner_eth()))
    f.append(g(gre_hdr(0x8847) + mpls_label(300) + echo4()))
    f.append(g(gre_hdr(0x0800, 0x0880 | 0x0300) + echo4()))
    # RFC 1701 routing: IP and ASN source route entries, bad offsets and lengths, an unknown family.
    rt = sre(0x0800, 4, ip4("198.18.5.1") + ip4("198.18.5.2") + ip4("198.18.5.3")) + \
        sre(0xfffe, 2, u16(65001) + u16(65002)) + sre(0x0800, 1, ip4("198.18.5.4")) + \
        sre(0x0800, 0, b"\x01\x02\x03") + sre(0x0800, 8, ip4("198.18.5.5")) + sre(0xfffe, 1, u16(1)) + \
        sre(0xfffe, 0, b"\x01") + sre(0xfffe, 4, u16(1)) + sre(0x1234, 0, b"ab") + sre(0, 0, b"")
    f.append(g(gre_hdr(0x0800, 0x4000 | 0x2000, csum=0, off=4, key=9, routing=rt) + echo4()))
    f.append(g(gre_hdr(0x0800, 0x4000, off=0, routing=sre(0x0800, 0, ip4("198.18.5.1")))))
    f.append(g(gre_hdr(0x1234) + b"\0" * 8))
    f.append(g(gre_hdr(0x880b) + b"\0" * 8))
    f.append(g(gre_hdr(0x88be, 0x1000, seq=1) + b"\x10\x64\x00\x01" + b"\0" * 4 + inner_eth()))
    f.append(g(gre_hdr(0x22eb, 0x1000, seq=2) + b"\x20\x64\x00\x01" + b"\0" * 8 + inner_eth()))
    f.append(g(gre_hdr(0x883e) + b"\0" * 4 + echo4()))
    f.append(g(gre_hdr(0x894f) + nsh(1, 0x42, 254, 1, b"\0" * 16) + echo4()))
    f.append(g(gre_hdr(0x0806) + arp(1, "02:00:00:00:01:01", IA, "00:00:00:00:00:00", IB)))
    # PPTP enhanced GRE (version 1): PPP inside, acknowledgements only, unknown protocol.
    f.append(g(gre_hdr(0x880b, 0x3000 | 0x0080, 1, key=(28 << 16) | 0x4001, seq=1, ack=0) + b"\xff\x03\x00\x21" + echo4()[:28]))
    f.append(g(gre_hdr(0x880b, 0x2000 | 0x0080, 1, key=0x4002, ack=5)))
    f.append(g(gre_hdr(0x880b, 0x3000, 1, key=(18 << 16) | 3, seq=2) + b"\xff\x03\xc0\x21" + lcp_request()))
    f.append(g(gre_hdr(0x880b, 0x3000, 1, key=3, seq=3) + b"\x80\x21\x01\x01\x00\x0a\x03\x06\xc6\x12\x00\x01"))
    f.append(g(gre_hdr(0x0800, 0x3000, 1, key=3, seq=4) + echo4()))
    f.append(g(gre_hdr(0x0800, 0, 5)))
    f.append(g(b"\x00"))
    f.append(g(gre_hdr(0x0800, 0x8000)[:6]))
    f.append(g(gre_hdr(0x0800, 0x3000, 0, key=1, seq=2)[:10]))
    f.append(g(gre_hdr(0x880b, 0x3080, 1, key=1, seq=2, ack=3)[:14]))
    # GRE over IPv6 (ip6gre / ip6gretap).
    f.append(frame6(A6, B6, 47, gre_hdr(0x86dd, 0x2000, key=0x11) + echo6()))
    f.append(frame6(A6, B6, 47, gre_hdr(0x6558) + inner_eth()))
    f.append(frame6(A6, B6, 47, gre_hdr(0x0800, 0x1000, seq=9) + echo4()))
    ok = g(gre_hdr(0x0800, 0x2000 | 0x1000, key=1, seq=2) + echo4())
    f.append(cut(ok, 14 + 20 + 7))
    f.append(cut(ok, 14 + 20 + 13))
    write_pcap("gre-more.pcap", stamp(f))


def lcp_request():
    return b"\x01\x01\x00\x0e\x01\x04\x05\xdc\x05\x06\x12\x34\x56\x78"


# ---------------------------------------------------------------- IP in IP, 6in4, 4in6, Teredo

def ip_in_ip():
    f = []
    f.append(frame4(A, B, 4, echo4()))
    f.append(frame4(A, B, 41, echo6()))
    f.append(frame6(A6, B6, 4, echo4()))
    f.append(frame6(A6, B6, 41, echo6()))
    f.append(frame4(A, B, 4, echo4()[:12]))
    f.append(frame4(A, B, 41, echo6()[:30]))
    f.append(frame6(A6, B6, 4, b"\x65" + echo4()[1:]))
    f.append(frame4(A, B, 4, ipv4(IA, IB, 41, echo6())))
    # Teredo (RFC 4380): bubbles and IPv6 in UDP 3544, with the origin indication and an
    # authentication header in front.
    ta, tb = "2001:0:c612:1::1", "2001:db8:ffff::2"
    t = lambda payload, sport=3544, dport=40010: frame4(A, B, 17, udp4(A, B, sport, dport, payload))
    f.append(t(ipv6(ta, tb, 59, b"")))
    f.append(t(echo6(ta, tb)))
    f.append(t(b"\x00\x00\x9c\x40\x39\xed\xff\xfd" + echo6(ta, tb)))
    f.append(t(b"\x00\x01\x00\x00" + b"\0" * 8 + b"\x00" + echo6(ta, tb), dport=3544, sport=40011))
    f.append(t(b"\x60\x00"))
    write_pcap("ip-in-ip.pcap", stamp(f))


if __name__ == "__main__":
    geneve()
    vxlan_gpe()
    mpls_udp()
    otv()
    l2tp()
    ipcomp()
    gre()
    ip_in_ip()
