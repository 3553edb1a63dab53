#!/usr/bin/env python3
"""PIM (RFC 7761 PIM-SM, RFC 3973 PIM-DM state refresh and graft, RFC 5059 BSR, RFC 5015 bidir DF
election, RFC 2117 address encoding) messages and hello options the frr lab (Fixtures/capture-pim.sh)
never sends, PIMv1 inside IGMP (type 0x14), and malformed and cut messages.
Writes Fixtures/pcap/pim-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B, ALL = "198.18.50.1", "198.18.50.2", "224.0.0.13"
A6, ALL6 = "fe80::1", "ff02::d"
T0 = 1700003000.0


def pim(kind, body, rsv=0, version=2, csum=None, cover=None, pseudo=None):
    """cover: how many bytes the checksum covers (8 for a Register, RFC 7761 4.9.3)."""
    msg = struct.pack("!BBH", (version << 4) | kind, rsv, 0) + body
    if csum is None:
        part = msg if cover is None else msg[:cover]
        csum = checksum((pseudo or b"") + part)
    return msg[:2] + struct.pack("!H", csum) + msg[4:]


def opt(kind, value):
    return struct.pack("!HH", kind, len(value)) + value


def uni(addr):
    return (b"\x01\x00" + ip4(addr)) if ":" not in addr else (b"\x02\x00" + ip6(addr))


def grp(addr, mask=None, flags=0):
    v6 = ":" in addr
    return struct.pack("!BBBB", 2 if v6 else 1, 0, flags, mask if mask is not None else (128 if v6 else 32)) + \
        (ip6(addr) if v6 else ip4(addr))


src = grp  # the same layout; the flags byte carries S, W, R (RFC 7761 4.9.1)


def v4(payload, dst=ALL, source=A, ttl=1):
    return frame4(source, dst, 103, payload, ttl=ttl)


def v6(kind, body, **kw):
    length = 4 + len(body)
    return frame6(A6, ALL6, 103, pim(kind, body, pseudo=pseudo6(A6, ALL6, 103, length), **kw), hlim=1)


def igmp_pimv1(kind, body, ver=1, dst=ALL):
    msg = struct.pack("!BBH", 0x14, kind, 0) + struct.pack("!B3x", ver << 4) + body
    msg = msg[:2] + struct.pack("!H", checksum(msg)) + msg[4:]
    return frame4(A, dst, 2, msg, ttl=1)


inner4 = ipv4("198.18.51.2", "239.1.1.1", 17, udp4("198.18.51.2", "239.1.1.1", 40000, 5000, b"xr2-pim"), ttl=7)
inner6 = ipv6("2001:db8:51::2", "ff3e::1", 17, udp6("2001:db8:51::2", "ff3e::1", 40000, 5000, b"xr2"))
hello_all = (opt(1, struct.pack("!H", 105)) + opt(2, struct.pack("!HH", 0x8000 | 500, 2500))
             + opt(19, struct.pack("!I", 42)) + opt(18, b"") + opt(18, struct.pack("!I", 3))
             + opt(20, struct.pack("!I", 0xdeadbeef)) + opt(21, struct.pack("!BBH", 1, 60, 0))
             + opt(21, struct.pack("!BBH", 2, 0, 0x1234)) + opt(22, b"")
             + opt(24, uni("198.18.52.1") + uni("198.18.53.1")) + opt(65001, uni("198.18.54.1"))
             + opt(31, b"\x01\x02\x03") + opt(40000, b""))
jp_body = (uni(B) + struct.pack("!BBH", 0, 2, 210)
           + grp("239.1.1.1") + struct.pack("!HH", 2, 1)
           + src("198.18.51.2", flags=4) + src("198.18.0.0", 16, flags=7) + src("198.18.51.3", flags=0xfd)
           + grp("239.2.0.0", 16, flags=3) + struct.pack("!HH", 0, 1) + src("198.18.51.4", flags=6))
bsr_body = (struct.pack("!HBB", 0x1a2b, 30, 64) + uni("198.18.55.1")
            + grp("239.0.0.0", 8) + struct.pack("!BBH", 2, 2, 0) + uni("198.18.55.2") + struct.pack("!HBB", 150, 1, 0)
            + uni("198.18.55.3") + struct.pack("!HBB", 65535, 200, 0)
            + grp("224.0.0.0", 4, flags=1) + struct.pack("!BBH", 0, 0, 0))
crp_body = struct.pack("!BBH", 2, 10, 150) + uni("198.18.55.2") + grp("239.0.0.0", 8) + grp("232.0.0.0", 8, flags=0x81)
refresh_body = (uni("198.18.51.2") + grp("239.1.1.1") + uni(B) + struct.pack("!II", 0x80000064, 20)
                + struct.pack("!BBBB", 0x1f, 7, 0x80, 60))


def df(sub, extra=b""):
    return pim(10, uni("198.18.56.1") + struct.pack("!II", 101, 20) + extra, rsv=sub << 4)


msgs = [
    pim(0, hello_all),
    pim(0, opt(1, struct.pack("!H", 0xffff)) + opt(1, struct.pack("!H", 0)) + opt(20, struct.pack("!I", 1))),
    pim(0, opt(1, b"\x00\x01\x02")),                        # hold time of 3 bytes: (invalid)
    pim(0, opt(2, b"\x00\x01")),
    pim(0, opt(19, b"\x00\x01")),
    pim(0, opt(20, b"\x00")),
    pim(0, opt(21, b"\x00")),
    pim(0, opt(24, uni("198.18.52.1") + b"\x09\x00\x01\x02")),  # an address family tcpdump cannot read
    pim(0, opt(24, uni("198.18.52.1")[:4])),                   # an address cut by the option end
    pim(0, opt(1, struct.pack("!H", 30))[:3]),                 # an option header past the message
    pim(0, struct.pack("!HH", 1, 8) + b"\x00\x1e"),            # option longer than the message
    pim(0, b""),
    pim(1, struct.pack("!I", 0) + inner4, cover=8),
    pim(1, struct.pack("!I", 0x80000000) + inner4),            # checksum over the whole message
    pim(1, struct.pack("!I", 0x40000000) + ipv4("198.18.51.2", "239.1.1.1", 0, b"", version=0)[:20], cover=8),
    pim(1, struct.pack("!I", 0xc0000000) + inner6, cover=8),
    pim(1, struct.pack("!I", 0x00000001) + b"\x50\x00\x00\x00", cover=8),
    pim(1, struct.pack("!I", 0), cover=8),
    pim(1, b"\x00\x00", cover=8),
    pim(2, grp("239.1.1.1") + uni("198.18.51.2")),
    pim(2, grp("239.1.1.0", 24, flags=0x40) + uni("198.18.51.2")[:4]),
    pim(3, jp_body),
    pim(3, uni(B) + struct.pack("!BBH", 0, 1, 0xffff) + grp("239.3.3.3") + struct.pack("!HH", 1, 0) + src("0.0.0.0", 0, 7)),
    pim(3, uni(B) + struct.pack("!BBH", 0, 3, 60) + grp("239.3.3.3") + struct.pack("!HH", 5, 0) + src("198.18.51.9")),
    pim(6, jp_body),
    pim(7, jp_body[6:]),
    pim(4, bsr_body),
    pim(4, bsr_body[:-8] + struct.pack("!BBH", 3, 3, 0) + uni("198.18.55.9")),
    pim(5, grp("239.1.1.1") + uni("198.18.51.2") + struct.pack("!II", 0x80000000 | 110, 30)),
    pim(5, grp("239.1.1.1") + uni("198.18.51.2") + struct.pack("!II", 120, 0xffffffff)),
    pim(5, grp("239.1.1.1") + uni("198.18.51.2") + b"\x00\x00\x00"),
    pim(8, crp_body),
    pim(8, struct.pack("!BBH", 3, 0, 0) + uni("198.18.55.2") + grp("239.0.0.0", 8)),
    pim(9, refresh_body),
    pim(9, refresh_body[:-3]),
    df(1), df(2), df(3, uni("198.18.56.2") + struct.pack("!IIH", 102, 30, 250)),
    df(4, uni("198.18.56.3") + struct.pack("!II", 103, 40)), df(7),
    pim(11, uni("198.18.56.1")), pim(15, b"\x00" * 8),
    pim(2, grp("239.1.1.1") + uni("198.18.51.2"), rsv=4),     # RFC 2117 encoding: bare addresses
    pim(2, ip4("239.1.1.1") + ip4("198.18.51.2"), rsv=4),
    pim(3, ip4(B) + struct.pack("!BBH", 0, 1, 90) + b"\x00\x20" + ip4("239.1.1.1") + struct.pack("!HH", 1, 0)
        + b"\x04\x20" + ip4("198.18.51.2"), rsv=4),
    pim(2, grp("239.1.1.1") + uni("198.18.51.2"), rsv=7),     # an address length tcpdump cannot read
    pim(0, opt(1, struct.pack("!H", 105)), csum=0),            # checksum 0: unverified
    pim(0, opt(1, struct.pack("!H", 105)), csum=0x1234),       # incorrect
    pim(0, b"", version=1), pim(0, b"", version=3), pim(5, b"", version=0),
]
frames = [v4(m) for m in msgs]
frames.append(v4(pim(0, b"")[:3]))                             # a message of 3 bytes: [length 3 < 4]
frames.append(v4(pim(0, b"")[:1]))                             # of 1 byte: [length 1 < 2]
frames.append(v4(pim(3, jp_body[:9])))                         # a join/prune cut inside the groups
# Over IPv6: hello with an IPv6 address list, a register-stop, a join, an assert, a BSR.
frames.append(v6(0, opt(1, struct.pack("!H", 105)) + opt(20, struct.pack("!I", 7))
                 + opt(24, uni("2001:db8:57::1") + uni("fe80::2"))))
frames.append(v6(2, grp("ff3e::1") + uni("2001:db8:51::2")))
frames.append(v6(3, uni("fe80::2") + struct.pack("!BBH", 0, 1, 210) + grp("ff3e::1") + struct.pack("!HH", 1, 1)
                 + src("2001:db8:51::2") + src("2001:db8::", 32, flags=6)))
frames.append(v6(5, grp("ff3e::1", 120) + uni("2001:db8:51::2") + struct.pack("!II", 1, 2)))
frames.append(v6(0, opt(1, struct.pack("!H", 105)), csum=0x4321))
frames.append(v6(1, struct.pack("!I", 0) + inner6, cover=8))
# PIMv1 inside IGMP (type 0x14): every type tcpdump names, the single-line join and the long form.
jp1_single = (ip4(B) + struct.pack("!HH", 0, 180) + struct.pack("!BBBB", 0, 4, 4, 1) + ip4("239.1.1.1")
              + ip4("255.255.255.255") + struct.pack("!HH", 1, 0) + struct.pack("!BB", 1, 0xa0) + ip4("198.18.51.2"))
jp1_long = (ip4(B) + struct.pack("!HH", 0, 210) + struct.pack("!BBBB", 0, 4, 4, 2)
            + ip4("239.1.1.1") + ip4("255.255.0.0") + struct.pack("!HH", 1, 1)
            + struct.pack("!BB", 1, 0x60) + ip4("198.18.51.2") + struct.pack("!BB", 0, 0x20) + ip4("198.18.51.3")
            + ip4("239.2.2.2") + ip4("255.255.255.255") + struct.pack("!HH", 0, 1)
            + struct.pack("!BB", 0, 0xdf) + ip4("198.18.51.4"))
pimv1 = [
    igmp_pimv1(0, struct.pack("!BBH", 0x00, 0, 105)),
    igmp_pimv1(0, struct.pack("!BBH", 0x10, 0, 90)),
    igmp_pimv1(0, struct.pack("!BBH", 0x20, 0, 0)),
    igmp_pimv1(0, struct.pack("!BBH", 0x50, 0, 3600)),
    igmp_pimv1(1, inner4),
    igmp_pimv1(2, ip4("239.1.1.1") + ip4("198.18.51.2")),
    igmp_pimv1(3, jp1_single),
    igmp_pimv1(3, jp1_single[:6] + struct.pack("!H", 60) + jp1_single[8:24] + struct.pack("!BB", 0, 0x40) + jp1_single[26:]),
    igmp_pimv1(3, jp1_long),
    igmp_pimv1(4, ip4("239.1.1.1") + ip4("255.255.255.0") + ip4("198.18.55.2") + struct.pack("!HH", 0, 270)),
    igmp_pimv1(4, ip4("239.1.1.1") + ip4("255.255.255.255") + ip4("198.18.55.2") + struct.pack("!HH", 0, 30)),
    igmp_pimv1(5, ip4("239.1.1.1") + ip4("255.255.255.255") + ip4("198.18.51.2") + struct.pack("!II", 0x80000065, 9)),
    igmp_pimv1(5, ip4("239.1.1.1") + ip4("255.255.0.0") + ip4("198.18.51.2") + struct.pack("!II", 100, 1)),
    igmp_pimv1(6, jp1_long), igmp_pimv1(7, jp1_single),
    igmp_pimv1(8, b""), igmp_pimv1(9, b"\x00" * 4),
    igmp_pimv1(0, struct.pack("!BBH", 0x10, 0, 105), ver=2),
    igmp_pimv1(3, jp1_long[:20]),
    igmp_pimv1(3, b""),
    igmp_pimv1(5, ip4("239.1.1.1") + ip4("255.255.255.255")),
]
frames += pimv1
cut = v4(pim(3, jp_body))
cut6 = frames[-len(pimv1) - 6]
write_pcap("pim-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5, cut[:70], len(cut)), (T0 + 5.01, cut[:40], len(cut)), (T0 + 5.02, cut6[:90], len(cut6)),
              (T0 + 5.03, pimv1[8][:60], len(pimv1[8])), (T0 + 5.04, pimv1[0][:42], len(pimv1[0]))])
