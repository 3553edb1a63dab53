#!/usr/bin/env python3
"""RADIUS messages with every code and every attribute tcpdump 4.99 decodes (strings, numbers with
their value tables, durations, addresses, IPv6 prefixes, tunnel tags and salts, vendor-specific
attributes, ARAP, Error-Cause, RFC 5580 location attributes, EAP-Message), on each RADIUS port, with
bogus lengths and captures cut short. Writes Fixtures/pcap/radius-gen.pcap (deterministic)."""
import struct

from pcaplib import frame4, frame6, udp4, udp6, write_pcap

A, B = "198.18.166.1", "198.18.166.2"
A6, B6 = "2001:db8:166::1", "2001:db8:166::2"
T0 = 1700166000
AUTH = bytes(range(0x10, 0x20))


def attr(t, value):
    return struct.pack("BB", t, 2 + len(value)) + value


def num(t, v):
    return attr(t, struct.pack(">I", v))


def radius(code, ident, attrs=b"", length=None):
    total = 20 + len(attrs) if length is None else length
    return struct.pack(">BBH", code, ident, total) + AUTH + attrs


def vsa(vendor, subs):
    return attr(26, struct.pack(">I", vendor) + b"".join(struct.pack("BB", t, 2 + len(v)) + v for t, v in subs))


def messages():
    ntp = struct.pack(">II", 3909000000, 0x80000000)
    access = (attr(1, b"alice") + attr(2, b"\x8a" * 16) + num(4, 0xc612a601) + num(5, 7) + num(6, 2) + num(6, 19)
              + num(6, 20) + num(6, 0) + num(7, 1) + num(7, 8) + attr(31, b"02-00-00-00-00-01") + attr(30, b"ssid\x00tail")
              + attr(32, b"nas\x01one") + num(61, 15) + num(61, 43) + num(61, 44) + attr(80, b"\x5c" * 16)
              + attr(3, b"\x01" + b"\x22" * 16) + attr(60, b"chal\x7f"))
    accept = (num(8, 0xc612a664) + num(8, 0xffffffff) + num(8, 0xfffffffe) + num(9, 0xffffff00) + num(10, 3) + num(10, 4)
              + num(12, 1500) + num(13, 1) + num(14, 0xfffffffe) + num(15, 8) + num(15, 9) + num(16, 23) + attr(18, b"Welcome")
              + num(23, 0xfffffffe) + num(23, 5) + attr(25, b"class-1") + num(27, 59) + num(27, 3599) + num(28, 86399)
              + num(27, 0x80000001) + num(29, 1) + num(37, 0) + num(37, 4) + num(38, 0) + num(38, 9) + attr(11, b"filter")
              + attr(22, b"198.18.0.0/15 198.18.166.1 1") + num(62, 2) + num(75, 3) + num(76, 1) + num(76, 2)
              + num(85, 600) + attr(88, b"pool") + num(57, 1) + num(57, 3) + num(56, 0x31000064) + num(56, 0x33000001)
              + attr(58, b"\x32vlan-name") + attr(59, b"\x00" * 8))
    tunnel = (num(64, 0x0100000d) + num(64, 0x0000000e) + num(65, 0x00000006) + num(65, 0x05000010) + attr(66, b"\x01lns.example")
              + attr(67, b"\x00srv") + attr(67, b"plain") + attr(69, b"\x03\x81\x02" + b"\xab" * 16) + attr(69, b"\x00\x00\x01x")
              + attr(69, b"\x40\x00\x01x") + attr(69, b"\x01\x02") + attr(81, b"\x1f10") + attr(82, b"\x02id") + num(83, 0x02000010)
              + num(83, 0x00000001) + attr(90, b"\x20client") + attr(91, b"\x05server") + attr(68, b"conn-9"))
    acct = (num(40, 1) + num(40, 15) + num(40, 16) + num(40, 4) + num(41, 0) + num(42, 123456) + num(43, 654321) + attr(44, b"5F2A0001")
            + num(45, 1) + num(45, 5) + num(46, 7261) + num(47, 10) + num(48, 20) + num(49, 1) + num(49, 23) + num(49, 24)
            + attr(50, b"multi") + num(51, 2) + num(52, 0) + num(53, 1) + num(55, 1700166000) + num(55, 0) + num(55, 1000000000)
            + num(55, 0xffffffff) + num(86, 3) + attr(87, b"eth0.100") + attr(89, b"cui"))
    arap = (attr(70, bytes(range(16))) + attr(70, b"\x01\x02") + attr(71, b"\x01\x06" + bytes(range(12)))
            + attr(71, b"\x00\x08" + bytes(12)) + attr(71, b"\x00") + num(72, 2) + num(72, 5) + attr(73, b"\x00\x00\x00\x01")
            + attr(74, b"sec") + attr(84, bytes(range(8))) + attr(84, b"\x01") + attr(77, b"54000 V42BIS") + attr(78, b"token"))
    v6 = bytes.fromhex("20010db8016600000000000000000001")
    ipv6 = (attr(95, v6) + attr(95, v6[:8]) + attr(96, b"\x02\x00\x00\xff\xfe\x00\x00\x01") + attr(97, b"\x00\x40" + v6[:8])
            + attr(97, b"\x00\x30" + v6[:4]) + attr(97, b"\x00\x81" + v6[:8]) + attr(97, b"\x00") + attr(98, v6)
            + attr(99, b"2001:db8:166::/48 :: 1") + attr(100, b"pool6") + attr(123, b"\x00\x38" + v6[:7])
            + attr(123, b"\x00\x00") + attr(124, struct.pack(">Q", 0x0003ff0000000003)) + attr(124, struct.pack(">Q", 0))
            + attr(124, b"\x01") + attr(125, b"\x40" + v6) + attr(125, b"\x81" + v6) + attr(125, b"\x40" + v6[:8]))
    digest = b"".join(attr(t, b"d%d" % t) for t in range(103, 123)) + attr(92, b"permit in") + attr(93, b"x") + attr(94, b"\x00\x01")
    errors = (num(101, 201) + num(101, 509) + num(101, 300) + attr(101, b"\x00\x01") + attr(102, b"keyname")
              + attr(126, b"\x31example.net") + attr(126, b"\x39x\x01") + attr(126, b"\x30") + attr(33, b"proxy\x00state"))
    location = (attr(127, struct.pack(">HBB", 1, 0, 1) + ntp + ntp + b"GPS") + attr(127, struct.pack(">HBB", 2, 7, 9) + ntp + bytes(8))
                + attr(127, b"\x00" * 10) + attr(128, b"\x00\x03" + b"US\x01CA") + attr(128, b"\x00")
                + attr(129, b"\x80\x01" + ntp + b"note") + attr(129, b"\x00\x00" + ntp) + attr(129, b"\x00\x00"))
    vendors = (vsa(9, [(1, b"shell:priv-lvl=15"), (250, b"\x01\x02")]) + vsa(311, [(11, b"\x00" * 4)]) + vsa(14988, [(8, b"10M")])
               + vsa(2636, [(1, b"")]) + attr(26, struct.pack(">I", 3561) + b"\x01\x01") + attr(26, struct.pack(">I", 10415) + b"\x01\x09ab")
               + attr(26, b"\x00\x00") + attr(26, struct.pack(">I", 46098) + b"\x05"))
    eap = attr(79, b"\x02\x01\x00\x0a\x01alice") + attr(79, b"\x01\x02\x00\x06\x0d\x20") + attr(79, b"\x03\x03\x00\x09") \
        + attr(79, b"\x01\x04\x00\x05\x04")
    other = attr(17, b"x") + attr(21, b"y") + attr(54, b"z") + attr(0, b"zero") + attr(130, b"a") + attr(255, b"b") + attr(1, b"") \
        + attr(20, b"cb-id") + attr(19, b"555") + attr(24, b"state") + attr(34, b"svc") + attr(35, b"node") + attr(36, b"grp") \
        + attr(39, b"zone") + attr(63, b"port") + num(5, 1) + attr(5, b"\x01\x02") + attr(6, b"\x00") + attr(4, b"\x01")
    out = [
        radius(1, 1, access), radius(2, 1, accept), radius(11, 2, attr(18, b"Challenge") + attr(24, b"\x01\x02state")),
        radius(3, 3, attr(18, b"Denied") + num(101, 404)), radius(4, 4, acct), radius(5, 4), radius(12, 5, attr(80, b"\x00" * 16)),
        radius(13, 6), radius(40, 7, attr(1, b"bob")), radius(41, 7), radius(42, 8, num(101, 503)), radius(43, 9, tunnel),
        radius(44, 9), radius(45, 10, num(101, 405)), radius(255, 11), radius(6, 12, arap), radius(2, 13, ipv6),
        radius(2, 14, digest), radius(3, 15, errors), radius(4, 16, location), radius(2, 17, vendors),
        radius(11, 18, eap), radius(2, 19, other),
        # Lengths that lie: below the header, past the datagram, and attributes of length 0 and 1,
        # and one past the message.
        radius(1, 20, length=12), radius(1, 21, attr(1, b"long"), length=400), radius(1, 22, b"\x01\x00abc"),
        radius(1, 23, b"\x01\x01abc"), radius(1, 24, b"\x01\x09abc"), radius(1, 25, b"\x01"),
        radius(1, 26, vsa(9, [(1, b"ok")]) + b"", length=None),
        radius(2, 27, attr(26, struct.pack(">I", 9) + b"\x01\x00ab")), radius(2, 28, attr(26, struct.pack(">I", 9) + b"\x01\x09ab")),
        radius(2, 29, attr(26, struct.pack(">I", 9) + b"\x01\x04ab\x02")),
    ]
    return out


def packets():
    ports = [(40000, 1812), (1812, 40000), (40001, 1813), (40002, 1645), (40003, 1646), (40004, 3799), (40005, 1700)]
    out = []
    for i, data in enumerate(messages()):
        sport, dport = ports[i % len(ports)]
        out.append((frame4(A, B, 17, udp4(A, B, sport, dport, data)),))
    out.append((frame6(A6, B6, 17, udp6(A6, B6, 40000, 1812, radius(1, 30, attr(1, b"six")))),))
    out.append((frame4(A, B, 17, udp4(A, B, 40000, 1812, b"\x01\x02\x00")),))
    # Captures cut inside the attributes.
    for data in messages()[:5] + messages()[15:22]:
        full = frame4(A, B, 17, udp4(A, B, 40000, 1812, data))
        for keep in (19, 23, 31, 47, 70, 101):
            if 42 + keep < len(full):
                out.append((full[:42 + keep], len(full)))
    return [(T0 + i * 0.25,) + item for i, item in enumerate(out)]


if __name__ == "__main__":
    write_pcap("radius-gen.pcap", packets())
