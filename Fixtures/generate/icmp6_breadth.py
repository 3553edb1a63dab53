#!/usr/bin/env python3
"""ICMPv6 messages tcpdump's icmp6_print decodes beyond echo/ND/MLD, hand-built because no Debian
daemon sends them: node information queries and replies (RFC 4620, every qtype, subject and flag),
RPL (RFC 6550: DIS/DIO/DAO/DAO-ACK with options, the secure variant, unknown codes), router
renumbering (RFC 2894: command with match/use parts, result, reset), home agent address discovery
and mobile prefix solicitation/advertisement (RFC 6275), every neighbour-discovery option tcpdump
names (RFC 4861, 4191, 6275, 8106) and their bad lengths. Deterministic.
Writes Fixtures/pcap/icmp6-nodeinfo.pcap, icmp6-rpl.pcap, icmp6-rrenum.pcap, icmp6-mobile.pcap,
icmp6-ndopts.pcap."""
import struct
from pcaplib import *

A6, B6 = "2001:db8::1", "2001:db8::2"
ALL = "ff02::1"
T0 = 1700000300.0


def msg(type_, code, body, src=A6, dst=B6, csum=None):
    return frame6(src, dst, 58, icmp6(src, dst, type_, code, body, csum=csum))


def timed(frames):
    return [(T0 + i * 0.25, f) for i, f in enumerate(frames)]


def dns(*labels, end=True):
    out = b"".join(bytes([len(l)]) + l.encode() for l in labels)
    return out + (b"\0" if end else b"")


NONCE = bytes(range(0x11, 0x19))


def ni_query(code, qtype, flags, subject=b""):
    return msg(139, code, struct.pack("!HH", qtype, flags) + NONCE + subject)


def ni_reply(code, qtype, flags, data=b""):
    return msg(140, code, struct.pack("!HH", qtype, flags) + NONCE + data, src=B6, dst=A6)


def nodeinfo():
    p = []
    # Queries: every qtype with an IPv6, FQDN and IPv4 subject; flag combinations.
    p.append(ni_query(0, 0, 0))                                    # noop, no subject
    p.append(ni_query(0, 0, 0, ip6(B6)))                           # noop with a subject: invalid len
    p.append(ni_query(0, 1, 0))                                    # supported qtypes
    p.append(ni_query(0, 1, 1))                                    # supported qtypes, C flag
    p.append(ni_query(0, 2, 0, ip6(B6)))                           # DNS name of an IPv6 subject
    p.append(ni_query(1, 2, 0, dns("host", "example")))            # FQDN subject
    p.append(ni_query(1, 2, 0, dns("host", "example", end=False) + b"\0\0"))  # odd ending
    p.append(ni_query(1, 2, 0, b"\x0chost.example"))               # 03-draft pascal string
    p.append(ni_query(2, 2, 0, ip4("198.18.0.2")))                 # IPv4 subject
    p.append(ni_query(0, 3, 0x003e, ip6(B6)))                      # node addresses, A C L S G
    p.append(ni_query(0, 3, 0x0040, ip6(B6)))                      # anycast flag
    p.append(ni_query(0, 3, 0x0002, ip6(B6)[:8]))                  # invalid subject length
    p.append(ni_query(2, 4, 0x0002, ip4("198.18.0.2")))            # IPv4 addresses qtype
    p.append(ni_query(0, 2, 0))                                    # 03 draft: no subject
    p.append(ni_query(5, 2, 0, ip6(B6)))                           # unknown subject code
    p.append(ni_query(0, 9, 0, ip6(B6)))                           # unknown qtype
    p.append(ni_query(2, 3, 0, ip4("198.18.0.2") + b"\0"))         # IPv4 subject, bad length
    p.append(msg(139, 0, struct.pack("!HH", 0, 0)))                # KAME who-are-you (8 bytes)
    # Replies: success for every qtype, refused, unknown, bad lengths.
    p.append(ni_reply(0, 0, 0))
    p.append(ni_reply(0, 0, 0, b"\0" * 4))                         # noop with data: invalid length
    p.append(ni_reply(0, 1, 1, struct.pack("!I", 0x0000000f)))     # supported qtypes, compressed
    p.append(ni_reply(0, 2, 1, struct.pack("!i", 3600) + dns("host", "example")))
    p.append(ni_reply(0, 2, 0, struct.pack("!i", 0) + dns("a", "b", end=False)))
    p.append(ni_reply(0, 2, 0, struct.pack("!i", 0) + b"\x06host.x"))  # 03 draft pascal
    p.append(ni_reply(0, 2, 0, struct.pack("!i", 0) + b"\x09host"))     # label runs past the end
    p.append(ni_reply(0, 3, 0x003f, struct.pack("!i", 60) + ip6(B6) + struct.pack("!i", -1) + ip6(A6)))
    p.append(ni_reply(0, 3, 0, struct.pack("!i", 60) + ip6(B6) + b"\0\0"))
    p.append(ni_reply(0, 4, 0x0002, struct.pack("!i", 60) + ip4("198.18.0.2")))
    p.append(ni_reply(1, 2, 0))                                    # refused
    p.append(ni_reply(1, 2, 0, b"\0" * 4))                         # refused with data
    p.append(ni_reply(2, 7, 0))                                    # unknown qtype
    p.append(ni_reply(2, 7, 0, b"\0\0"))
    p.append(ni_reply(3, 2, 0, b"\0" * 8))                         # unknown code
    p.append(ni_reply(0, 9, 0, b"\0" * 8))                         # unknown qtype, success
    return p


def rpl_opt(type_, data):
    return bytes([type_, len(data)]) + data


def rpl():
    dagid = ip6("2001:db8::100")
    p = []
    p.append(msg(155, 0, b"\0\0" + b"\0\0", dst=ALL))                       # DIS
    p.append(msg(155, 0, b"\0\0" + rpl_opt(1, b"\0\0"), dst=ALL))           # DIS with padN
    dio = struct.pack("!BBHBBBB", 1, 2, 256, 0x80 | (2 << 3) | 3, 7, 0, 0) + dagid
    opts = (b"\0" + rpl_opt(1, b"\0") + rpl_opt(2, b"\x01\x02\x03\x04")
            + rpl_opt(3, struct.pack("!BBI", 64, 0x18, 3600) + ip6("2001:db8:1::")[:8])
            + rpl_opt(4, struct.pack("!BBBBHBBHH", 0, 8, 3, 12, 256, 0, 1, 0xffff, 60))
            + rpl_opt(8, struct.pack("!BBI", 64, 0, 3600) + ip6("2001:db8:2::")[:8])
            + rpl_opt(99, b"\xaa\xbb"))
    p.append(msg(155, 1, dio + opts, dst=ALL))
    for mop in (0, 1, 3, 5):
        p.append(msg(155, 1, struct.pack("!BBHBBBB", 0, 1, 512, mop << 3, 1, 0, 0) + dagid, dst=ALL))
    p.append(msg(155, 1, dio[:20], dst=ALL))                                # DIO too short
    dao_opts = (rpl_opt(5, struct.pack("!BB", 0, 128) + ip6("2001:db8::5"))
                + rpl_opt(6, struct.pack("!BBBB", 0, 0, 1, 30) + ip6("2001:db8::100"))
                + rpl_opt(9, struct.pack("!I", 7)))
    p.append(msg(155, 2, struct.pack("!BBBB", 1, 0xc0, 0, 9) + dagid + dao_opts))   # DAO K+D
    p.append(msg(155, 2, struct.pack("!BBBB", 1, 0x00, 0, 10) + dao_opts))          # DAO no dagid
    p.append(msg(155, 2, struct.pack("!BBBB", 1, 0x40, 0, 11) + dagid[:8]))         # D flag, short
    p.append(msg(155, 2, struct.pack("!BB", 1, 0)))                                 # too short
    p.append(msg(155, 3, struct.pack("!BBBB", 1, 0x80, 9, 0) + dagid, src=B6, dst=A6))  # DAO-ACK D
    p.append(msg(155, 3, struct.pack("!BBBB", 1, 0x00, 10, 128) + rpl_opt(1, b"\0"), src=B6, dst=A6))
    p.append(msg(155, 3, struct.pack("!BBBB", 1, 0x80, 11, 0) + dagid[:4], src=B6, dst=A6))
    p.append(msg(155, 3, struct.pack("!BB", 1, 0), src=B6, dst=A6))
    p.append(msg(155, 0x81, dio, dst=ALL))                                  # secure DIO
    p.append(msg(155, 0x80, b"\0\0\0\0", dst=ALL))                          # secure DIS
    p.append(msg(155, 7, b"\0\0\0\0", dst=ALL))                             # unknown code
    p.append(msg(155, 0x8a, b"\0\0\0\0", dst=ALL))                          # secure, code 0x0a
    return p


def rr_header(seq, segnum, flags, maxdelay, reserved=0):
    return struct.pack("!IBBHI", seq, segnum, flags, maxdelay, reserved)


def rr_match(code, uses, ordinal, matchlen, minlen, maxlen, prefix):
    return struct.pack("!BBBBBBH", code, 3 + 4 * uses, ordinal, matchlen, minlen, maxlen, 0) + ip6(prefix)


def rr_use(uselen, keeplen, mask, raflags, vl, pl, flags, prefix):
    return struct.pack("!BBBBIII", uselen, keeplen, mask, raflags, vl, pl, flags) + ip6(prefix)


def rrenum():
    p = []
    uses = (rr_use(64, 48, 0xc0, 0x80, 86400, 14400, 0xc0000000, "2001:db8:5::")
            + rr_use(64, 0, 0, 0x40, 0xffffffff, 0xffffffff, 0, "2001:db8:6::"))
    p.append(msg(138, 0, rr_header(1, 0, 0xf8, 1000) + rr_match(1, 2, 1, 32, 48, 64, "2001:db8::") + uses,
                 dst="ff05::2"))
    p.append(msg(138, 0, rr_header(2, 1, 0, 0) + rr_match(2, 0, 0, 48, 0, 128, "2001:db8:1::"), dst="ff05::2"))
    p.append(msg(138, 0, rr_header(3, 0, 0x40, 5, 0x1234) + rr_match(3, 1, 2, 16, 0, 0, "2001:db8::")
                 + rr_use(0, 0, 0, 0, 0, 0, 0x40000000, "::"), dst="ff05::2"))
    p.append(msg(138, 0, rr_header(4, 0, 0x08, 5) + rr_match(9, 1, 0, 0, 0, 0, "::")[:-4], dst="ff05::2"))
    bad = rr_match(1, 1, 0, 0, 0, 0, "2001:db8::")
    bad = bad[:1] + b"\x05" + bad[2:]                                      # rpm_len not 3+4n
    p.append(msg(138, 0, rr_header(5, 0, 0, 0) + bad, dst="ff05::2"))
    p.append(msg(138, 0, rr_header(6, 0, 0x20, 0) + rr_match(1, 2, 0, 0, 0, 0, "2001:db8::")
                 + rr_use(64, 48, 0, 0, 1, 2, 0, "2001:db8:7::"), dst="ff05::2"))  # second use cut
    p.append(msg(138, 1, rr_header(1, 0, 0x10, 0) + struct.pack("!HBBI", 2, 1, 64, 3) + ip6("2001:db8::"),
                 src=B6, dst=A6))
    p.append(msg(138, 255, rr_header(0, 0, 0, 0)))
    p.append(msg(138, 7, rr_header(9, 3, 0x80, 1)))
    p.append(msg(138, 0, rr_header(9, 3, 0x80, 1)[:6]))                    # short header
    return p


def nd_opt(type_, data):
    """An option padded to 8-byte units, its length field in units."""
    raw = bytes([type_, 0]) + data
    raw += b"\0" * ((8 - len(raw) % 8) % 8)
    return raw[:1] + bytes([len(raw) // 8]) + raw[2:]


def nd_opt_raw(type_, units, data):
    return bytes([type_, units]) + data


def mobile():
    p = []
    p.append(msg(144, 0, struct.pack("!HH", 0x1234, 0), dst="2001:db8::fdff:ffff:ffff:fffe"))
    p.append(msg(145, 0, struct.pack("!HH", 0x1234, 0) + ip6("2001:db8::10") + ip6("2001:db8::11"), src=B6, dst=A6))
    p.append(msg(145, 0, struct.pack("!HH", 0x4321, 0), src=B6, dst=A6))
    p.append(msg(145, 0, struct.pack("!HH", 0x4321, 0) + ip6("2001:db8::10")[:10], src=B6, dst=A6))
    p.append(msg(146, 0, struct.pack("!HH", 0xbeef, 0)))
    prefix = nd_opt(3, struct.pack("!BBIII", 64, 0xe0, 3600, 1800, 0) + ip6("2001:db8:9::"))
    p.append(msg(147, 0, struct.pack("!HBB", 0xbeef, 0xc0, 0) + prefix, src=B6, dst=A6))
    p.append(msg(147, 0, struct.pack("!HBB", 0xbeef, 0x80, 0), src=B6, dst=A6))
    p.append(msg(147, 0, struct.pack("!HBB", 0xbeef, 0x40, 0) + prefix, src=B6, dst=A6))
    p.append(msg(147, 0, struct.pack("!HBB", 0xbeef, 0x00, 0x3f) + prefix[:20], src=B6, dst=A6))
    p.append(msg(141, 0, b"\0\0\0\0" + nd_opt(1, mac("02:00:00:00:00:01"))))
    p.append(msg(142, 0, b"\0\0\0\0" + nd_opt(2, mac("02:00:00:00:00:02")), src=B6, dst=A6))
    return p


def ra(options, flags=0xc8, lifetime=1800):
    return msg(134, 0, struct.pack("!BBHII", 64, flags, lifetime, 30000, 1000) + options, dst=ALL)


def ndopts():
    p = []
    every = (nd_opt(1, mac("02:00:00:00:00:01"))
             + nd_opt(5, struct.pack("!HI", 0, 1480))
             + nd_opt(3, struct.pack("!BBIII", 64, 0xc0, 86400, 14400, 0) + ip6("2001:db8:1::"))
             + nd_opt(7, struct.pack("!HI", 0, 600000))
             + nd_opt(8, struct.pack("!HHH", 0, 10, 1800))
             + nd_opt(24, struct.pack("!BBI", 48, 0x08, 3600) + ip6("2001:db8:2::"))
             + nd_opt(24, struct.pack("!BBI", 0, 0x18, 0xffffffff))
             + nd_opt(24, struct.pack("!BBI", 64, 0x10, 60) + ip6("2001:db8:3::")[:8])
             + nd_opt(25, struct.pack("!HI", 0, 600) + ip6("2001:db8::53") + ip6("2001:db8::54"))
             + nd_opt(31, struct.pack("!HI", 0, 600) + dns("example", "com") + dns("lab")))
    p.append(ra(every))
    p.append(ra(every, flags=0x38, lifetime=0))
    p.append(ra(nd_opt(38, struct.pack("!H", 0x0708) + ip6("2001:db8:64::")[:12])
                + nd_opt(14, NONCE[:6]) + nd_opt(99, b"\1\2\3\4\5\6")))
    p.append(ra(nd_opt(24, struct.pack("!BBI", 64, 0, 60) + ip6("2001:db8:3::") + b"\0" * 8)))  # len 4
    p.append(ra(nd_opt_raw(25, 1, struct.pack("!HI", 0, 10))))                # rdnss, no address
    p.append(ra(nd_opt_raw(25, 2, struct.pack("!HI", 0, 10) + ip6(A6)[:8])))  # rdnss, half address
    p.append(ra(nd_opt(31, struct.pack("!HI", 0, 5) + b"\x3fabc")))           # dnssl label past end
    p.append(ra(nd_opt(31, struct.pack("!HI", 0, 5))))                        # dnssl, no names
    p.append(ra(nd_opt_raw(5, 2, struct.pack("!HI", 0, 1280) + b"\0" * 8)))  # mtu, bad length
    p.append(ra(nd_opt_raw(3, 3, struct.pack("!BBIII", 64, 0x20, 1, 2, 0) + ip6("2001:db8:4::")[:8])))
    p.append(ra(nd_opt_raw(7, 1, b"\0\0\0\0\0\x10") + nd_opt_raw(8, 0, b"")))  # then length 0
    p.append(ra(nd_opt_raw(8, 1, b"\0\0\xff\xff\0\0")))                       # negative preference
    p.append(msg(135, 0, b"\0\0\0\0" + ip6(B6) + nd_opt(14, NONCE[:6]) + nd_opt(1, mac("02:00:00:00:00:01"))))
    p.append(msg(137, 0, b"\0\0\0\0" + ip6("2001:db8::9") + ip6("2001:db8::10")
                 + nd_opt(4, b"\0" * 6 + ipv6(A6, "2001:db8::10", 59, b"")[:32]), src=B6, dst=A6))
    p.append(msg(133, 0, b"\0\0\0\0" + nd_opt(1, mac("02:00:00:00:00:01")) + b"\x01\x01\x02\x00"))
    return p


if __name__ == "__main__":
    write_pcap("icmp6-nodeinfo.pcap", timed(nodeinfo()))
    write_pcap("icmp6-rpl.pcap", timed(rpl()))
    write_pcap("icmp6-rrenum.pcap", timed(rrenum()))
    write_pcap("icmp6-mobile.pcap", timed(mobile()))
    write_pcap("icmp6-ndopts.pcap", timed(ndopts()))
