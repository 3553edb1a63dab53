#!/usr/bin/env python3
"""ISAKMP/IKEv1 and IKEv2 messages strongSwan's lab (Fixtures/capture-ike.sh) never sends: every
IKEv1 payload (SA with other DOIs and situations, AH/ESP/IPComp proposals with their attributes,
every identification type, certificates, signatures, notifications of each range, deletes), every
IKEv2 payload unencrypted (IDs, AUTH, CERT, CERTREQ, TS, CP, EAP, D, cookies, critical bits), IKE
on UDP 7500, over IPv6 and behind the non-ESP marker, and malformed and truncated messages.
Writes Fixtures/pcap/isakmp.pcap (deterministic)."""
import struct

from pcaplib import frame4, frame6, udp4, udp6, write_pcap

A, B = "198.18.164.1", "198.18.164.2"
A6, B6 = "2001:db8:164::1", "2001:db8:164::2"
T0 = 1700164000
ICK = bytes.fromhex("0123456789abcdef")
RCK = bytes.fromhex("fedcba9876543210")


def payloads(items):
    """items: (type, body[, critical byte]); returns (first type, the chained bytes)."""
    out = b""
    for i, item in enumerate(items):
        nxt = items[i + 1][0] if i + 1 < len(items) else 0
        crit = item[2] if len(item) > 2 else 0
        out += struct.pack(">BBH", nxt, crit, 4 + len(item[1])) + item[1]
    return (items[0][0] if items else 0), out


def isakmp(items, ver=0x10, etype=2, flags=0, msgid=0, ick=ICK, rck=RCK, length=None, first=None):
    np, body = payloads(items)
    if first is not None:
        np = first
    total = 28 + len(body) if length is None else length
    return ick + rck + struct.pack(">BBBBII", np, ver, etype, flags, msgid, total) + body


def tv(t, v):
    return struct.pack(">HH", 0x8000 | t, v)


def tlv(t, data):
    return struct.pack(">HH", t, len(data)) + data


def v1_transform(no, tid, attrs, nxt=3):
    body = struct.pack(">BBH", no, tid, 0) + attrs
    return body


def v1_proposal(no, proto, spi, transforms):
    """transforms: list of bodies; chained with next-payload 3."""
    _, chain = payloads([(3, t) for t in transforms])
    return struct.pack(">BBBB", no, proto, len(spi), len(transforms)) + spi + chain


def v1_sa(doi, sit, proposals, extra=b""):
    _, chain = payloads([(2, p) for p in proposals])
    return struct.pack(">II", doi, sit) + extra + chain


def v2_transform(ttype, tid, attrs=b""):
    return struct.pack(">BBH", ttype, 0, tid) + attrs


def v2_proposal(no, proto, spi, transforms):
    _, chain = payloads([(3, t) for t in transforms])
    return struct.pack(">BBBB", no, proto, len(spi), len(transforms)) + spi + chain


def v2_sa(proposals):
    _, chain = payloads([(2, p) for p in proposals])
    return chain


def id1(t, proto, port, data):
    return struct.pack(">BBH", t, proto, port) + data


def n1(doi, proto, ntype, spi=b"", data=b""):
    return struct.pack(">IBBH", doi, proto, len(spi), ntype) + spi + data


def n2(proto, ntype, spi=b"", data=b""):
    return struct.pack(">BBH", proto, len(spi), ntype) + spi + data


def main_mode():
    oakley = (tv(1, 7) + tv(14, 128) + tv(2, 2) + tv(4, 14) + tv(3, 1) + tv(11, 1)
              + tlv(12, b"\x00\x01\x51\x80") + tv(1, 99) + tv(4, 18) + tv(20, 5) + tlv(21, b"\xab"))
    sa = v1_sa(1, 1, [v1_proposal(1, 1, b"", [v1_transform(1, 1, oakley), v1_transform(2, 3, tv(2, 6) + tv(3, 5))])])
    return [
        (A, B, isakmp([(1, sa), (13, b"\xaf\xca\xd7\x13\x68\xa1\xf1\xc9"), (20, b"\x11" * 20), (99, b"\x22" * 4)],
                      rck=bytes(8))),
        (B, A, isakmp([(1, sa), (13, b"\x4a\x13\x1c\x81")])),
        (A, B, isakmp([(4, b"\x33" * 128), (10, b"\x44" * 24), (10, b"\x55" * 8)])),
        (B, A, isakmp([(4, b"\x33" * 96), (10, b"\x44" * 32)])),
        # Identity protection with the payloads the other authentication methods carry.
        (A, B, isakmp([(5, id1(1, 17, 500, bytes([198, 18, 164, 1]))), (6, b"\x04" + b"\x30\x82" * 10),
                       (7, b"\x04" + b"\x30" * 6), (9, b"\x66" * 40), (8, b"\x77" * 20)])),
        (B, A, isakmp([(5, id1(2, 0, 0, b"vpn.example.net")), (6, b"\x63" + b"\x01" * 3), (7, b"\x00"),
                       (8, b"\x77" * 20)])),
    ]


def identities():
    v6 = bytes.fromhex("20010db8016400000000000000000001")
    mask6 = bytes.fromhex("ffffffffffffffff0000000000000000")
    ids = [
        id1(1, 6, 80, bytes([198, 18, 164, 9])),
        id1(1, 0, 0, b"\x01\x02"),
        id1(2, 17, 4500, b"host\x01name\x80"),
        id1(3, 0, 0, b"user@example.net"),
        id1(4, 0, 0, bytes([198, 18, 164, 0, 255, 255, 255, 0])),
        id1(4, 0, 0, bytes([198, 18, 164, 0])),
        id1(5, 0, 0, v6),
        id1(5, 0, 0, v6[:8]),
        id1(6, 0, 0, v6 + mask6),
        id1(6, 0, 0, v6),
        id1(7, 0, 0, bytes([198, 18, 164, 1, 198, 18, 164, 20])),
        id1(7, 0, 0, bytes([198, 18, 164, 1])),
        id1(8, 0, 0, v6 + v6),
        id1(8, 0, 0, v6),
        id1(9, 0, 0, b"\x30\x0b\x31\x09"),
        id1(10, 0, 0, b"\x30\x00"),
        id1(11, 0, 0, b"key-id-1"),
        id1(0, 0, 0, b"zero"),
        id1(40, 0, 0, b""),
    ]
    msgs = []
    for i in range(0, len(ids), 5):
        msgs.append((A, B, isakmp([(5, body) for body in ids[i:i + 5]], etype=4, msgid=0x10 + i)))
    return msgs


def quick_mode():
    ipsec_attrs = (tv(1, 1) + tlv(2, b"\x00\x00\x0e\x10") + tv(3, 14) + tv(3, 18) + tv(4, 1) + tv(4, 2)
                   + tv(5, 2) + tv(5, 9) + tv(6, 256) + tv(7, 1) + tv(8, 2) + tlv(9, b"\x01\x02") + tv(15, 3))
    esp = v1_proposal(1, 3, b"\xc0\x01\x02\x03", [v1_transform(1, 12, ipsec_attrs), v1_transform(2, 3, tv(5, 1)),
                                                  v1_transform(3, 42, b"")])
    ah = v1_proposal(1, 2, b"\xc0\x01\x02\x04", [v1_transform(1, 3, tv(5, 2)), v1_transform(2, 7, b"")])
    comp = v1_proposal(2, 4, b"\x12\x34", [v1_transform(1, 2, tv(4, 1))])
    other = v1_proposal(3, 9, b"", [v1_transform(1, 5, tv(1, 2) + tlv(2, b"\x99"))])
    sa = v1_sa(1, 6, [esp, ah, comp, other], extra=b"\x00\x00\x00\x00")
    return [
        (A, B, isakmp([(8, b"\x10" * 20), (1, sa), (10, b"\x20" * 16), (4, b"\x30" * 64),
                       (5, id1(4, 17, 0, bytes([198, 18, 164, 0, 255, 255, 255, 0]))),
                       (5, id1(1, 17, 0, bytes([198, 18, 164, 2])))], etype=32, msgid=0xbd95888b)),
        # An SA of another DOI and of the IPsec DOI with every situation bit.
        (B, A, isakmp([(8, b"\x10" * 20), (1, v1_sa(2, 7, []))], etype=32, msgid=0xbd95888b)),
        (B, A, isakmp([(1, v1_sa(1, 7, [comp]))], etype=32, msgid=0xbd95888c)),
        (B, A, isakmp([(1, v1_sa(1, 0, [comp]))], etype=32, msgid=0xbd95888d)),
    ]


def informational():
    lifetime = tv(11, 1) + tlv(12, b"\x00\x00\x70\x80") + tv(11, 2) + tlv(12, b"\x00\x10\x00\x00")
    return [
        (A, B, isakmp([(8, b"\x10" * 20), (11, n1(1, 1, 24578, spi=ICK + RCK))], etype=5, msgid=7)),
        (B, A, isakmp([(11, n1(1, 3, 24576, spi=b"\xc0\x01\x02\x03", data=lifetime)),
                       (11, n1(1, 3, 24577, spi=b"\xc0\x01\x02\x03", data=b"\x00\x00\x00\x01"))], etype=5, msgid=8)),
        (B, A, isakmp([(11, n1(1, 3, 24577, data=b"\x00\x00\x00\x00")), (11, n1(1, 1, 14)), (11, n1(1, 1, 0)),
                       (11, n1(1, 2, 8192)), (11, n1(1, 2, 9000)), (11, n1(1, 2, 16384)), (11, n1(1, 2, 16390)),
                       (11, n1(1, 2, 24600)), (11, n1(1, 9, 40000))], etype=5, msgid=9)),
        (B, A, isakmp([(11, n1(0, 1, 24, spi=b"\xaa\xbb")), (11, n1(3, 9, 9000)), (11, n1(3, 9, 16385)),
                       (11, n1(3, 9, 30000))], etype=5, msgid=10)),
        (A, B, isakmp([(12, struct.pack(">IBBH", 1, 3, 4, 2) + b"\xc0\x01\x02\x03\xc0\x01\x02\x04"),
                       (12, struct.pack(">IBBH", 1, 1, 16, 1) + ICK + RCK),
                       (12, struct.pack(">IBBH", 0, 9, 2, 1) + b"\x12\x34")], etype=5, msgid=11)),
    ]


def v1_odd():
    return [
        (A, B, isakmp([(8, b"\x10" * 20)], etype=5, flags=3, msgid=12)),
        (A, B, isakmp([(8, b"\x10" * 20)], etype=7, flags=4)),
        (A, B, isakmp([(8, b"\x10" * 20)], etype=33, flags=2, length=500)),
        # A payload whose length is its header only ends the walk with `()`.
        (A, B, isakmp([(13, b"\x01" * 4)], etype=2) + struct.pack(">BBH", 0, 0, 4)),
        (A, B, isakmp([(13, b"\x01" * 4)], first=13, etype=2)[:28] + struct.pack(">BBH", 13, 0, 4)),
        # A payload longer than the datagram, and an attribute longer than its transform.
        (A, B, isakmp([(13, b"\x01" * 4)])[:-8] + struct.pack(">BBH", 0, 0, 400) + b"\x01" * 4),
        (A, B, isakmp([(1, v1_sa(1, 1, [v1_proposal(1, 1, b"", [v1_transform(1, 1, tv(1, 5) + struct.pack(">HH", 12, 40) + b"\x00" * 4)])]))])),
        (A, B, isakmp([(5, id1(1, 0, 0, b""))])),
        (A, B, isakmp([(1, b"\x00\x00\x00\x01\x00\x00")])),
        (A, B, isakmp([(2, b"\x01\x01\x08\x01\x00\x00")])),
        (A, B, isakmp([(3, b"\x01\x01")])),
        (A, B, isakmp([(11, b"\x00\x00\x00\x01\x01")])),
        (A, B, isakmp([(12, b"\x00\x00\x00\x01\x01")])),
        (A, B, isakmp([(6, b"\x04")])),
        # Version 3 and a datagram shorter than the header.
        (A, B, isakmp([(13, b"\x01" * 4)], ver=0x30)),
        (A, B, ICK + RCK + b"\x01\x10\x02"),
    ]


def ikev2():
    sa = v2_sa([
        v2_proposal(1, 1, b"", [v2_transform(1, 12, tv(14, 256)), v2_transform(1, 3), v2_transform(1, 20, tv(14, 128)),
                                v2_transform(2, 2), v2_transform(2, 4), v2_transform(2, 7), v2_transform(3, 5),
                                v2_transform(3, 12), v2_transform(4, 18), v2_transform(4, 19), v2_transform(4, 0),
                                v2_transform(5, 1), v2_transform(5, 0), v2_transform(9, 300, tlv(3, b"\x01\x02"))]),
        v2_proposal(2, 3, b"\xc0\x00\x00\x01", [v2_transform(1, 12, tv(14, 128) + tv(3, 1)), v2_transform(5, 0)]),
    ])
    init = [(33, sa), (34, struct.pack(">HH", 14, 0) + b"\x5a" * 64), (40, b"\x6b" * 32),
            (41, n2(0, 16388, data=b"\x01" * 20)), (41, n2(1, 16390, spi=b"", data=b"\xc0\x0c\x1e" * 3)),
            (43, b"strongSwan\x00\x01"), (41, n2(0, 5000)), (41, n2(0, 10000)), (41, n2(0, 50000)),
            (41, n2(3, 16393, spi=b"\xc0\x00\x00\x01")), (41, n2(3, 1, spi=b"\xc0\x00\x00\x02"), 0x80)]
    ident = [(35, struct.pack(">BBH", 1, 0, 0) + bytes([198, 18, 164, 1])),
             (36, struct.pack(">BBH", 2, 0, 0) + b"vpn.example\x01net"),
             (39, struct.pack(">BBH", 2, 0, 0) + b"\x7c" * 32), (37, b"\x04" + b"\x30" * 12, 0x80),
             (38, b"\x04" + b"\x88" * 20), (47, b"\x01\x00\x00\x00\x00\x01\x00\x00"),
             (33, v2_sa([v2_proposal(1, 3, b"\xc0\x00\x00\x03", [v2_transform(1, 12, tv(14, 256)), v2_transform(3, 12)])])),
             (44, b"\x01\x00\x00\x00\x07\x00\x00\x10\x00\x00\xff\xff\xc6\x12\xa4\x01\xc6\x12\xa4\x01"),
             (45, b"\x01\x00\x00\x00\x07\x00\x00\x10\x00\x00\xff\xff\xc6\x12\xa4\x02\xc6\x12\xa4\x02"),
             (41, n2(0, 16384)), (41, n2(0, 16391))]
    ids = [(35, struct.pack(">BBH", 3, 0, 0) + b"user@example.net"),
           (36, struct.pack(">BBH", 5, 0, 0) + bytes(15) + b"\x01"),
           (35, struct.pack(">BBH", 9, 0, 0) + b"\x30\x0b"), (36, struct.pack(">BBH", 10, 0, 0) + b"\x30"),
           (35, struct.pack(">BBH", 11, 0, 0) + b"keyid"), (36, struct.pack(">BBH", 4, 0, 0) + b"\x00\x01"),
           (39, struct.pack(">BBH", 1, 0, 0) + b"\x01" * 40), (39, struct.pack(">BBH", 9, 0, 0) + b"\x02"),
           (48, b"\x01\x02\x00\x05\x01"), (42, b"\x03\x04\x00\x01\xc0\x00\x00\x01")]
    return [
        (A, B, isakmp(init, ver=0x20, etype=34, flags=0x08, rck=bytes(8))),
        (B, A, isakmp([(41, n2(0, 16390, data=b"\xc0\x0c\x1e" * 12))], ver=0x20, etype=34, flags=0x20, rck=bytes(8))),
        (A, B, isakmp([(41, n2(0, 17, data=b"\x00\x0e"))], ver=0x20, etype=34, flags=0x28)),
        (A, B, isakmp(ident, ver=0x20, etype=35, flags=0x08, msgid=1)),
        (B, A, isakmp(ids, ver=0x20, etype=36, flags=0x30, msgid=2)),
        (A, B, isakmp([(5, id1(1, 0, 0, bytes([1, 2, 3, 4]))), (11, n1(1, 1, 24578)), (1, v1_sa(2, 0, [])), (46, b"\x00" * 40)],
                      ver=0x20, etype=37, flags=0x08, msgid=3)),
        (A, B, isakmp([(46, b"\x00" * 40)], first=41, ver=0x20, etype=40, flags=0x01, msgid=4)),
        (A, B, isakmp([(34, b"\x00\x0e\x00\x00")], ver=0x20, etype=36, msgid=5)[:-4] + struct.pack(">BBH", 0, 0, 6) + b"\x00\x0e\x00\x00"),
        (A, B, isakmp([(35, b"\x01\x00\x00")], ver=0x20, etype=35, msgid=6)),
        (A, B, isakmp([(39, b"\x02\x00\x00")], ver=0x20, etype=35, msgid=6)),
        # SA payloads whose proposals and transforms lie about their lengths.
        (A, B, isakmp([(33, struct.pack(">BBHBBBB", 0, 0, 40, 1, 1, 0, 1))], ver=0x20, etype=34)),
        (A, B, isakmp([(33, struct.pack(">BBHBBBB", 0, 0, 8, 1, 1, 0, 1) + struct.pack(">BBHBBH", 0, 0, 4, 1, 0, 12))],
                      ver=0x20, etype=34)),
        (A, B, isakmp([(33, struct.pack(">BBHBBBB", 0, 0, 16, 1, 1, 0, 1) + struct.pack(">BBHBBH", 0, 0, 30, 1, 0, 12))],
                      ver=0x20, etype=34)),
        (A, B, isakmp([(33, struct.pack(">BBHBBBB", 5, 0, 8, 1, 1, 0, 0) + struct.pack(">BBHBBBB", 0, 0, 8, 2, 1, 0, 0))],
                      ver=0x20, etype=34)),
        (A, B, isakmp([(33, struct.pack(">BBHBBBB", 0, 0, 12, 1, 1, 8, 1) + b"\x01\x02\x03\x04")], ver=0x20, etype=34)),
        (A, B, isakmp([(33, struct.pack(">BBHBBBB", 0, 0, 16, 1, 1, 0, 1) + struct.pack(">BBHBBH", 7, 0, 8, 1, 0, 12))],
                      ver=0x20, etype=34)),
        (A, B, isakmp([(33, b"\x00\x00\x00\x03")], ver=0x20, etype=34)),
    ]


def elsewhere():
    """IKE on UDP 7500, over IPv6 (both sides, so the cookie cache names them), and behind the
    non-ESP marker on 4500."""
    ick6 = bytes.fromhex("6666666677777777")
    first = isakmp([(13, b"\x01" * 8)], ick=ick6, rck=bytes(8))
    reply = isakmp([(13, b"\x01" * 8)], ick=ick6)
    nat_v1 = isakmp([(8, b"\x10" * 20)], ick=bytes.fromhex("8888888899999999"), rck=bytes(8), etype=4)
    return [
        ("udp4", A, B, 7500, 7500, isakmp([(13, b"\x01" * 8)], ick=bytes.fromhex("1111111122222222"), rck=bytes(8))),
        ("udp6", A6, B6, 500, 500, first),
        ("udp6", B6, A6, 500, 500, reply),
        ("udp6", A6, B6, 500, 500, reply),
        ("udp4", B, A, 500, 500, reply),
        ("udp4", A, B, 4500, 4500, b"\x00" * 4 + nat_v1),
        ("udp4", B, A, 4500, 4500, b"\x00" * 4 + nat_v1[:8] + RCK + nat_v1[16:]),
        ("udp6", A6, B6, 4500, 4500, b"\x00" * 4 + isakmp([(41, n2(0, 16384))], ver=0x20, etype=37, flags=0x08, msgid=9)),
        ("udp4", A, B, 4500, 4500, b"\x00" * 4 + ICK + RCK),
    ]


def packets():
    out = []
    for src, dst, data in main_mode() + identities() + quick_mode() + informational() + v1_odd() + ikev2():
        out.append((frame4(src, dst, 17, udp4(src, dst, 500, 500, data)),))
    for kind, src, dst, sport, dport, data in elsewhere():
        if kind == "udp4":
            out.append((frame4(src, dst, 17, udp4(src, dst, sport, dport, data)),))
        else:
            out.append((frame6(src, dst, 17, udp6(src, dst, sport, dport, data)),))
    # Captures cut inside the payloads: each message above is cut at a few points.
    cuts = []
    for src, dst, data in main_mode()[:1] + quick_mode()[:1] + informational()[1:2] + ikev2()[:1] + ikev2()[3:5]:
        full = frame4(src, dst, 17, udp4(src, dst, 500, 500, data))
        for keep in (30, 45, 61, 77, 100, 150):
            if 42 + keep < len(full):
                cuts.append((full[:42 + keep], len(full)))
    out += cuts
    return [(T0 + i * 0.25,) + item for i, item in enumerate(out)]


if __name__ == "__main__":
    write_pcap("isakmp.pcap", packets())
