#!/usr/bin/env python3
"""Core protocol fixtures: Ethernet/IPv4/IPv6, TCP (flags, options, relative sequence numbers),
UDP, ICMP/ICMPv6, ARP, VLAN, link types, timestamps. Writes Fixtures/pcap/*.pcap."""
import struct
from pcaplib import *

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"
T0 = 1700000000.0


def tcp_session():
    """A handshake, data both ways, SACK, FIN, RST: relative sequence numbers per connection."""
    p = []
    t = T0
    isn_c, isn_s = 1000000000, 3000000000
    syn_opts = opt_mss(1460) + opt_sackok() + opt_ts(1, 0) + NOP + opt_ws(7)
    p.append(frame4(A, B, 6, tcp4(A, B, 40000, 80, isn_c, 0, "S", options=syn_opts)))
    p.append(frame4(B, A, 6, tcp4(B, A, 80, 40000, isn_s, isn_c + 1, "SA",
                                 options=opt_mss(1460) + opt_sackok() + opt_ts(2, 1) + NOP + opt_ws(7)), smac="02:00:00:00:00:02", dmac="02:00:00:00:00:01"))
    ts = NOP + NOP + opt_ts(3, 2)
    p.append(frame4(A, B, 6, tcp4(A, B, 40000, 80, isn_c + 1, isn_s + 1, "A", options=ts)))
    req = b"GET /index.html HTTP/1.1\r\nHost: 198.18.0.2\r\nUser-Agent: swiftnet-test\r\nAccept: */*\r\n\r\n"
    p.append(frame4(A, B, 6, tcp4(A, B, 40000, 80, isn_c + 1, isn_s + 1, "PA", req, options=ts)))
    resp = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello"
    p.append(frame4(B, A, 6, tcp4(B, A, 80, 40000, isn_s + 1, isn_c + 1 + len(req), "PA", resp, options=ts)))
    body = bytes(range(256)) * 4
    p.append(frame4(B, A, 6, tcp4(B, A, 80, 40000, isn_s + 1 + len(resp), isn_c + 1 + len(req), "A", body, options=ts)))
    sack = NOP + NOP + opt_sack((isn_s + 2000, isn_s + 3000), (isn_s + 4000, isn_s + 5000))
    p.append(frame4(A, B, 6, tcp4(A, B, 40000, 80, isn_c + 1 + len(req), isn_s + 1 + len(resp), "A", options=sack)))
    p.append(frame4(A, B, 6, tcp4(A, B, 40000, 80, isn_c + 1 + len(req), isn_s + 1 + len(resp), "FA", options=ts)))
    p.append(frame4(B, A, 6, tcp4(B, A, 80, 40000, isn_s + 1 + len(resp), isn_c + 2 + len(req), "FA", options=ts)))
    p.append(frame4(A, B, 6, tcp4(A, B, 40000, 80, isn_c + 2 + len(req), isn_s + 2 + len(resp), "A")))
    # A second connection interleaved with an unrelated RST and a packet of every flag.
    p.append(frame4(A, B, 6, tcp4(A, B, 40001, 8080, 5, 0, "S", win=1024, options=opt_mss(536))))
    p.append(frame4(B, A, 6, tcp4(B, A, 8080, 40001, 0, 6, "RA", win=0)))
    p.append(frame4(A, B, 6, tcp4(A, B, 40002, 22, 7, 9, "FSRPAUEC", win=1, urg=5, payload=b"x")))
    p.append(frame4(A, B, 6, tcp4(A, B, 40003, 23, 7, 9, "", win=1)))
    p.append(frame4(A, B, 6, tcp4(A, B, 40004, 443, 7, 9, "NA", win=1)))
    # Options: unknown kind, EOL, bad length, MD5-less odd ones, window scale alone.
    p.append(frame4(A, B, 6, tcp4(A, B, 40005, 1234, 1, 0, "S", options=b"\x99\x04\xab\xcd" + opt_ws(14) + EOL + b"\0\0")))
    p.append(frame4(A, B, 6, tcp4(A, B, 40006, 1234, 1, 0, "S", options=b"\x02\x01\x00\x00")))
    p.append(frame4(A, B, 6, tcp4(A, B, 40007, 1234, 1, 0, "S", options=b"\x08\x0a\0\0\0\x01\0\0\0\x02\x13\x12" + b"\0" * 16 + b"\x1c\x04\x00\x10")))
    # Data offset below 5, and above the segment.
    p.append(frame4(A, B, 6, tcp4(A, B, 40008, 1234, 1, 0, "S", offset=4)))
    p.append(frame4(A, B, 6, tcp4(A, B, 40009, 1234, 1, 0, "S", offset=15)))
    # IPv6 TCP handshake.
    p.append(frame6(A6, B6, 6, tcp6(A6, B6, 50000, 80, 100, 0, "S", options=syn_opts)))
    p.append(frame6(B6, A6, 6, tcp6(B6, A6, 80, 50000, 200, 101, "SA", options=opt_mss(1440))))
    p.append(frame6(A6, B6, 6, tcp6(A6, B6, 50000, 80, 101, 201, "PA", payload=b"HEAD / HTTP/1.0\r\n\r\n")))
    p.append(frame6(B6, A6, 6, tcp6(B6, A6, 80, 50000, 201, 120, "PA", payload=b"HTTP/1.0 404 Not Found\r\n\r\n")))
    return [(T0 + i * 0.001234, f) for i, f in enumerate(p)]


def udp_icmp():
    p = []
    p.append(frame4(A, B, 17, udp4(A, B, 33333, 9999, b"hello")))
    p.append(frame4(A, B, 17, udp4(A, B, 33333, 9999, b"")))
    p.append(frame4(A, B, 17, udp4(A, B, 33333, 9999, b"abc", csum=0)))
    p.append(frame4(A, B, 17, udp4(A, B, 33333, 9999, b"abc", csum=0x1234)))
    p.append(frame4(A, B, 17, udp(33333, 9999, b"abcdef", length=100)))
    p.append(frame4(A, B, 17, udp(33333, 9999, b"abcdef", length=4)))
    p.append(frame6(A6, B6, 17, udp6(A6, B6, 33333, 9999, b"hello6")))
    p.append(frame6(A6, B6, 17, udp6(A6, B6, 33333, 9999, b"hello6", csum=0x1)))
    p.append(frame4(A, B, 1, icmp_echo(8, 0x1234, 1, bytes(range(56)))))
    p.append(frame4(B, A, 1, icmp_echo(0, 0x1234, 1, bytes(range(56)))))
    inner_udp = ipv4(A, B, 17, udp4(A, B, 40000, 33434, b"\0" * 12), ttl=1, ident=0x4242)
    for code in range(16):
        p.append(frame4(B, A, 1, icmp(3, code, b"\0\0\x05\xdc" if code == 4 else b"\0\0\0\0", inner_udp[:28])))
    inner_tcp = ipv4(A, B, 6, tcp4(A, B, 40000, 443, 1, 0, "S"))
    p.append(frame4(B, A, 1, icmp(3, 3, b"\0\0\0\0", inner_tcp[:28])))
    p.append(frame4(B, A, 1, icmp(3, 3, b"\0\0\0\0", inner_tcp)))
    inner_gre = ipv4(A, B, 253, b"\0" * 8)
    p.append(frame4(B, A, 1, icmp(3, 3, b"\0\0\0\0", inner_gre)))
    p.append(frame4(B, A, 1, icmp(3, 2, b"\0\0\0\0", inner_gre)))
    p.append(frame4(B, A, 1, icmp(11, 0, b"\0\0\0\0", inner_udp[:28])))
    p.append(frame4(B, A, 1, icmp(11, 1, b"\0\0\0\0", inner_udp[:28])))
    p.append(frame4(B, A, 1, icmp(11, 7, b"\0\0\0\0", inner_udp[:28])))
    for code in range(5):
        p.append(frame4(B, A, 1, icmp(5, code, ip4("198.18.0.9"), inner_udp[:28])))
    p.append(frame4(B, A, 1, icmp(12, 0, b"\x14\0\0\0", inner_udp[:28])))
    p.append(frame4(B, A, 1, icmp(12, 1, b"\x14\0\0\0", inner_udp[:28])))
    p.append(frame4(B, A, 1, icmp(4, 0, b"\0\0\0\0", inner_udp[:28])))
    p.append(frame4(A, B, 1, icmp(13, 0, struct.pack("!HH", 7, 8), struct.pack("!III", 1000, 0, 0))))
    p.append(frame4(B, A, 1, icmp(14, 0, struct.pack("!HH", 7, 8), struct.pack("!III", 1000, 3600000, 86399999))))
    p.append(frame4(A, B, 1, icmp(17, 0, struct.pack("!HH", 7, 8), b"\0\0\0\0")))
    p.append(frame4(B, A, 1, icmp(18, 0, struct.pack("!HH", 7, 8), b"\xff\xff\xff\x00")))
    p.append(frame4(A, B, 1, icmp(15, 0)))
    p.append(frame4(A, B, 1, icmp(16, 0)))
    p.append(frame4(A, B, 1, icmp(10, 0)))
    p.append(frame4(A, B, 1, icmp(42, 0)))
    p.append(frame4(A, B, 1, icmp(99, 3)))
    p.append(frame4(A, B, 1, icmp_echo(8, 1, 2, b"bad") [:2] + b"\xde\xad" + icmp_echo(8, 1, 2, b"bad")[4:]))
    return [(T0 + 10 + i * 0.5, f) for i, f in enumerate(p)]


def icmp6_ndp():
    p = []
    ll_a, ll_r = "fe80::1", "fe80::2"
    snm = "ff02::1:ff00:2"
    p.append(frame6(A6, B6, 58, icmp6(A6, B6, 128, 0, struct.pack("!HH", 0x99, 1) + b"ping6data")))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 129, 0, struct.pack("!HH", 0x99, 1) + b"ping6data")))
    ns = struct.pack("!I", 0) + ip6(B6) + struct.pack("!BB", 1, 1) + mac("02:00:00:00:00:01")
    p.append(frame6(A6, snm, 58, icmp6(A6, snm, 135, 0, ns), hlim=255))
    na = struct.pack("!I", 0x60000000) + ip6(B6) + struct.pack("!BB", 2, 1) + mac("02:00:00:00:00:02")
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 136, 0, na), hlim=255))
    na2 = struct.pack("!I", 0xE0000000) + ip6(B6)
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 136, 0, na2), hlim=255))
    rs = struct.pack("!I", 0) + struct.pack("!BB", 1, 1) + mac("02:00:00:00:00:01")
    p.append(frame6(ll_a, "ff02::2", 58, icmp6(ll_a, "ff02::2", 133, 0, rs), hlim=255))
    pi = struct.pack("!BBBBIII", 3, 4, 64, 0xC0, 2592000, 604800, 0) + ip6("2001:db8:1::")
    mtu = struct.pack("!BBHI", 5, 1, 0, 1500)
    ra = struct.pack("!BBHII", 64, 0x00, 1800, 0, 0) + struct.pack("!BB", 1, 1) + mac("02:00:00:00:00:02") + mtu + pi
    p.append(frame6(ll_r, "ff02::1", 58, icmp6(ll_r, "ff02::1", 134, 0, ra), hlim=255))
    rd = struct.pack("!I", 0) + ip6("fe80::9") + ip6("2001:db8:5::5")
    p.append(frame6(ll_r, A6, 58, icmp6(ll_r, A6, 137, 0, rd), hlim=255))
    inner = ipv6(A6, B6, 17, udp6(A6, B6, 40000, 33434, b"\0" * 8), hlim=1)
    for code in range(7):
        p.append(frame6(B6, A6, 58, icmp6(B6, A6, 1, code, b"\0\0\0\0" + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 2, 0, struct.pack("!I", 1280) + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 3, 0, b"\0\0\0\0" + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 3, 1, b"\0\0\0\0" + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 4, 0, struct.pack("!I", 6) + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 4, 1, struct.pack("!I", 40) + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 4, 2, struct.pack("!I", 40) + inner)))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 200, 0, b"\0\0\0\0abcd")))
    p.append(frame6(B6, A6, 58, icmp6(B6, A6, 128, 0, struct.pack("!HH", 1, 2), csum=0xbeef)))
    return [(T0 + 20 + i, f) for i, f in enumerate(p)]


def l2():
    p = []
    p.append(ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B) + b"\0" * 18))
    p.append(ether("02:00:00:00:00:01", "02:00:00:00:00:02", 0x0806, arp(2, "02:00:00:00:00:02", B, "02:00:00:00:00:01", A)))
    p.append(ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x0806, arp(1, "02:00:00:00:00:01", A, "02:00:00:00:00:09", B)))
    p.append(ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x8035, arp(3, "02:00:00:00:00:01", "0.0.0.0", "02:00:00:00:00:01", "0.0.0.0")))
    p.append(ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x0806, arp(9, "02:00:00:00:00:01", A, "02:00:00:00:00:09", B)))
    p.append(ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B, ptype=0x86DD)))
    p.append(ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B, htype=6)))
    ip_pkt = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"vlan!"))
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x8100, vlan(0x2064, 0x0800, ip_pkt)))
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x88A8, vlan(0x0010, 0x8100, vlan(0x1020, 0x0800, ip_pkt))))
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x8100, vlan(0x0005, 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B))))
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x8100, vlan(0xf005, 0x86DD, ipv6(A6, B6, 59, b""))))
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x88B5, b"local experimental payload 0123456789"))
    # 802.3 with LLC: SNAP(IPv4), unknown SAPs, STP-ish
    snap = b"\xaa\xaa\x03\x00\x00\x00\x08\x00" + ip_pkt
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(snap), snap))
    llc = b"\xf0\xf0\x03hello netbios"
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(llc), llc))
    llc2 = b"\x04\x05\x03" + b"\0" * 10
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(llc2), llc2))
    llc3 = b"\x10\x10\x01\x02" + b"\0" * 10
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(llc3), llc3))
    llc4 = b"\x10\x11\x00\x05" + b"\0" * 10
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(llc4), llc4))
    ip_llc = b"\x06\x06\x03" + ip_pkt
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(ip_llc), ip_llc))
    snap2 = b"\xaa\xaa\x03\x00\x00\x0c\x12\x34" + b"xyz"
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", len(snap2), snap2))
    p.append(ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x0800, b""))
    return [(T0 + 40 + i * 0.25, f) for i, f in enumerate(p)]


def ip_edge():
    p = []
    payload = udp4(A, B, 1111, 2222, b"x" * 40)
    p.append(frame4(A, B, 17, payload, options=b"\x01\x01\x01\x00"))
    p.append(frame4(A, B, 17, payload, options=b"\x94\x04\x00\x00"))
    p.append(frame4(A, B, 17, payload, options=b"\x07\x07\x04" + ip4("198.18.0.7") + b"\x00"))
    p.append(frame4(A, B, 17, payload, options=b"\x44\x0c\x05\x00" + b"\0" * 8))
    p.append(frame4(A, B, 17, payload, options=b"\x83\x07\x04" + ip4("198.18.0.9") + b"\x00"))
    p.append(frame4(A, B, 17, payload, options=b"\x99\x03\x00\x00"))
    p.append(frame4(A, B, 17, payload, options=b"\x07\x01\x00\x00"))
    p.append(frame4(A, B, 17, payload, tos=0x10))
    p.append(frame4(A, B, 17, payload, tos=0xb9, ttl=0))
    p.append(frame4(A, B, 17, payload, tos=0x02))
    p.append(frame4(A, B, 17, payload, tos=0x03))
    p.append(frame4(A, B, 17, payload, csum=0xabcd))
    # Fragments: first (with UDP), middle, last; a TCP non-first fragment; DF+MF reserved bit.
    big = udp4(A, B, 1111, 2222, b"F" * 100)
    p.append(frame4(A, B, 17, big[:48], flags=0x2000, ident=77, total_length=68))
    p.append(frame4(A, B, 17, big[48:96], flags=0x2006, ident=77))
    p.append(frame4(A, B, 17, big[96:], flags=0x000c, ident=77))
    p.append(frame4(A, B, 6, b"T" * 24, flags=0x0003, ident=78))
    p.append(frame4(A, B, 1, b"I" * 24, flags=0x0003, ident=79))
    p.append(frame4(A, B, 17, payload, flags=0x8000))
    # Bad lengths: total length longer than frame, shorter than header, IHL < 5, version 6 / 7.
    p.append(frame4(A, B, 17, payload, total_length=400))
    p.append(frame4(A, B, 17, payload, total_length=12))
    p.append(frame4(A, B, 17, payload, total_length=0))
    p.append(frame4(A, B, 17, payload, ihl=4))
    p.append(frame4(A, B, 17, payload, version=6))
    p.append(frame4(A, B, 17, payload, version=7))
    # Ethernet padding: a short UDP padded to 60 bytes.
    p.append(frame4(A, B, 17, udp4(A, B, 1111, 2222, b"p")) + b"\0" * 13)
    # Other IP protocols: GRE, unknown 253, IPIP, IPv6-in-IPv4, ESP-free.
    p.append(frame4(A, B, 253, b"experimental"))
    p.append(frame4(A, B, 4, ipv4("198.18.1.1", "198.18.1.2", 17, udp4("198.18.1.1", "198.18.1.2", 5, 6, b"in"))))
    p.append(frame4(A, B, 41, ipv6(A6, B6, 17, udp6(A6, B6, 7, 8, b"in6"))))
    p.append(frame4(A, B, 59, b""))
    # IPv6 extension headers.
    hbh = struct.pack("!BB", 58, 0) + b"\x05\x02\x00\x00\x01\x00"
    mld = icmp6("fe80::1", "ff02::16", 143, 0, struct.pack("!HH", 0, 1) + struct.pack("!BBH", 4, 0, 0) + ip6("ff02::fb"))
    p.append(frame6("fe80::1", "ff02::16", 0, hbh + mld, hlim=1))
    dst = struct.pack("!BB", 17, 0) + b"\x01\x04\x00\x00\x00\x00"
    p.append(frame6(A6, B6, 60, dst + udp6(A6, B6, 1, 2, b"dst")))
    rt = struct.pack("!BBBBI", 6, 2, 0, 1, 0) + ip6("2001:db8::99")
    p.append(frame6(A6, B6, 43, rt + tcp6(A6, B6, 3, 4, 1, 0, "S")))
    rt4 = struct.pack("!BBBBI", 17, 2, 4, 0, 0) + ip6("2001:db8::98")
    p.append(frame6(A6, B6, 43, rt4 + udp6(A6, B6, 5, 6, b"srh")))
    frag0 = struct.pack("!BBHI", 17, 0, 0x0001, 0xabcdef01)
    p.append(frame6(A6, B6, 44, frag0 + udp6(A6, B6, 1111, 2222, b"a" * 32)[:24]))
    frag1 = struct.pack("!BBHI", 17, 0, (24 << 0) | 0x0000 | (3 << 3), 0xabcdef01)
    p.append(frame6(A6, B6, 44, frag1 + b"b" * 16))
    p.append(frame6(A6, B6, 6, tcp6(A6, B6, 9, 10, 1, 0, "S"), plen=300))
    p.append(frame6(A6, B6, 99, b"opaque"))
    p.append(frame6(A6, B6, 4, ipv4(A, B, 17, udp4(A, B, 1, 2, b"4in6"))))
    p.append(frame6(A6, B6, 41, ipv6("2001:db8::3", "2001:db8::4", 59, b"")))
    p.append(frame6("::", "ff02::1:ff00:1", 58, icmp6("::", "ff02::1:ff00:1", 135, 0, b"\0\0\0\0" + ip6("fe80::1")), tclass=0xb8, flow=0x12345))
    p.append(frame6("::ffff:198.18.0.1", "::198.18.0.2", 59, b""))
    p.append(frame6("2001:db8:0:0:1:0:0:1", "2001:0:0:1::1", 59, b""))
    return [(T0 + 60 + i * 0.1, f) for i, f in enumerate(p)]


def links():
    ip_a = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"link"))
    ip_b = ipv6(A6, B6, 17, udp6(A6, B6, 1111, 2222, b"link6"))
    write_pcap("link-null.pcap", [(T0, struct.pack("<I", 2) + ip_a), (T0 + 1, struct.pack("<I", 24) + ip_b),
                                  (T0 + 2, struct.pack(">I", 2) + ip_a), (T0 + 3, struct.pack("<I", 30) + ip_b),
                                  (T0 + 4, struct.pack("<I", 28) + ip_b), (T0 + 5, struct.pack("<I", 99) + b"junk"),
                                  (T0 + 6, b"\x02\0")], LINKTYPE_NULL)
    write_pcap("link-loop.pcap", [(T0, struct.pack(">I", 2) + ip_a), (T0 + 1, struct.pack(">I", 24) + ip_b),
                                  (T0 + 2, struct.pack(">I", 99) + b"iso")], LINKTYPE_LOOP)
    write_pcap("link-raw.pcap", [(T0, ip_a), (T0 + 1, ip_b), (T0 + 2, b"\x55junk"), (T0 + 3, b"")], LINKTYPE_RAW)
    write_pcap("link-ipv4.pcap", [(T0, ip_a)], LINKTYPE_IPV4)
    write_pcap("link-ipv6.pcap", [(T0, ip_b)], LINKTYPE_IPV6)

    def sll(pkttype, proto, payload, hatype=1, halen=6, addr=b"\x02\0\0\0\0\x01\0\0"):
        return struct.pack("!HHH", pkttype, hatype, halen) + addr + struct.pack("!H", proto) + payload
    write_pcap("link-sll.pcap", [(T0, sll(0, 0x0800, ip_a)), (T0 + 1, sll(4, 0x86DD, ip_b)), (T0 + 2, sll(1, 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B))),
                                 (T0 + 3, sll(2, 0x0800, ip_a, halen=4)), (T0 + 4, sll(3, 0x1234, b"what")), (T0 + 5, sll(7, 0x0004, b"\xf0\xf0\x03llc")),
                                 (T0 + 6, sll(0, 0x8100, struct.pack("!HH", 0x0064, 0x0800) + ip_a)), (T0 + 7, sll(0, 0x0800, b"")), (T0 + 8, b"\0\0\0")], LINKTYPE_LINUX_SLL)

    def sll2(pkttype, proto, payload, ifindex=1, halen=6):
        return struct.pack("!HHIHBB", proto, 0, ifindex, 1, pkttype, halen) + b"\x02\0\0\0\0\x01\0\0" + payload
    write_pcap("link-sll2.pcap", [(T0, sll2(0, 0x0800, ip_a)), (T0 + 1, sll2(4, 0x86DD, ip_b, ifindex=1)), (T0 + 2, sll2(1, 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B), ifindex=999)),
                                  (T0 + 3, sll2(3, 0x4321, b"what", halen=0))], LINKTYPE_LINUX_SLL2)
    write_pcap("link-unknown.pcap", [(T0, b"\x01\x02\x03 abc unknown link type"), (T0 + 1, b"")], 147)


def timestamps():
    pk = frame4(A, B, 17, udp4(A, B, 1, 2, b"t"))
    write_pcap("ts-micro.pcap", [((1700000000, 999999), pk), ((1700000001, 0), pk), ((1700000000, 5), pk), ((86399, 1), pk), ((0, 0), pk)])
    write_pcap("ts-nano.pcap", [((1700000000, 999999999), pk), ((1700000001, 1), pk), ((1700003662, 123456789), pk)], nano=True)
    write_pcap("ts-bigendian.pcap", [((1700000000, 250000), pk), ((1700000000, 500000), pk)], big_endian=True)
    # Fractions out of range, as damaged or hand-made files hold them: tcpdump prints the raw
    # fields (a second or more, negative as unsigned), and its -ttt/-ttttt deltas borrow once.
    write_pcap("ts-invalid-micro.pcap", [((1700000000, 999999), pk), ((1700000000, 1000000), pk),
                                         ((1700000000, 0xFFFFFFFF), pk), ((0xFFFFFFFF, 5), pk),
                                         ((1700000001, 0x80000000), pk), ((1700000002, 0), pk)])
    write_pcap("ts-invalid-nano.pcap", [((1700000000, 999999999), pk), ((1700000000, 1000000000), pk),
                                        ((1700000000, 0xFFFFFFFF), pk), ((1700000001, 0x80000000), pk),
                                        ((1700000002, 0), pk)], nano=True)


def truncated():
    """Snaplen-cut packets: every layer cut at interesting points."""
    full = tcp_session()[0][1]
    pk = []
    for cut in range(1, 75):
        pk.append((T0 + cut, full[:cut], len(full)))
    u = frame4(A, B, 17, udp4(A, B, 1111, 2222, b"payload"))
    for cut in range(34, 49):
        pk.append((T0 + 100 + cut, u[:cut], len(u)))
    i = frame4(B, A, 1, icmp(3, 3, b"\0\0\0\0", ipv4(A, B, 17, udp4(A, B, 40000, 33434, b"\0" * 12))[:28]))
    for cut in range(34, 71):
        pk.append((T0 + 200 + cut, i[:cut], len(i)))
    s = frame6(A6, B6, 6, tcp6(A6, B6, 50000, 80, 100, 0, "S", options=opt_mss(1460) + opt_sackok() + opt_ts(1, 0) + NOP + opt_ws(7)))
    for cut in range(14, 95):
        pk.append((T0 + 300 + cut, s[:cut], len(s)))
    a = ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01", 0x0806, arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B))
    for cut in range(14, 42):
        pk.append((T0 + 400 + cut, a[:cut], len(a)))
    v = ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x8100, vlan(0x2064, 0x0800, ipv4(A, B, 17, udp4(A, B, 1, 2, b"x"))))
    for cut in range(14, 48):
        pk.append((T0 + 500 + cut, v[:cut], len(v)))
    h = tcp_session()[3][1]
    for cut in (66, 67, 70, 80, 92, 93, 100, 130):
        pk.append((T0 + 600 + cut, h[:cut], len(h)))
        i6 = frame6(B6, A6, 58, icmp6(B6, A6, 135, 0, struct.pack("!I", 0) + ip6(B6) + struct.pack("!BB", 1, 1) + mac("02:00:00:00:00:01")))
    for cut in range(54, 87):
        pk.append((T0 + 700 + cut, i6[:cut], len(i6)))
    r6 = frame6(A6, B6, 43, struct.pack("!BBBBI", 6, 2, 0, 1, 0) + ip6("2001:db8::99") + tcp6(A6, B6, 3, 4, 1, 0, "S"))
    for cut in range(54, 100, 3):
        pk.append((T0 + 800 + cut, r6[:cut], len(r6)))
    write_pcap("truncated.pcap", pk, snaplen=262144)


def igmp():
    """IGMP v1/v2/v3 queries, reports and leaves (with the router-alert option real hosts send)."""
    ra = b"\x94\x04\x00\x00"
    def msg(body):
        return body[:2] + struct.pack("!H", checksum(body)) + body[4:]
    p = []
    g = ip4("239.1.2.3")
    p.append(frame4(A, "224.0.0.1", 2, msg(struct.pack("!BBH", 0x11, 0, 0) + b"\0\0\0\0"), ttl=1, options=ra))
    p.append(frame4(A, "224.0.0.1", 2, msg(struct.pack("!BBH", 0x11, 100, 0) + b"\0\0\0\0"), ttl=1, options=ra))
    p.append(frame4(A, "239.1.2.3", 2, msg(struct.pack("!BBH", 0x11, 50, 0) + g), ttl=1, options=ra))
    p.append(frame4(A, "224.0.0.1", 2, msg(struct.pack("!BBH", 0x11, 100, 0) + b"\0\0\0\0" + struct.pack("!BBH", 2, 125, 0)), ttl=1, options=ra))
    p.append(frame4(A, "239.1.2.3", 2, msg(struct.pack("!BBH", 0x11, 200, 0) + g + struct.pack("!BBH", 2, 125, 2) + ip4("198.18.0.7") + ip4("198.18.0.8")), ttl=1, options=ra))
    p.append(frame4(A, "239.1.2.3", 2, msg(struct.pack("!BBH", 0x12, 0, 0) + g), ttl=1))
    p.append(frame4(A, "239.1.2.3", 2, msg(struct.pack("!BBH", 0x16, 0, 0) + g), ttl=1, options=ra))
    p.append(frame4(A, "224.0.0.2", 2, msg(struct.pack("!BBH", 0x17, 0, 0) + g), ttl=1, options=ra))
    rec1 = struct.pack("!BBH", 4, 0, 0) + g
    rec2 = struct.pack("!BBH", 1, 0, 2) + ip4("239.9.9.9") + ip4("198.18.0.7") + ip4("198.18.0.8")
    p.append(frame4(A, "224.0.0.22", 2, msg(struct.pack("!BBHHH", 0x22, 0, 0, 0, 2) + rec1 + rec2), ttl=1, options=ra))
    p.append(frame4(A, "224.0.0.22", 2, msg(struct.pack("!BBHHH", 0x22, 0, 0, 0, 1)), ttl=1, options=ra))
    p.append(frame4(A, "224.0.0.22", 2, struct.pack("!BBHI", 0x16, 0, 0xdead, 0) , ttl=1))
    p.append(frame4(A, "224.0.0.22", 2, struct.pack("!BBHI", 0x33, 0, 0, 0) , ttl=1))
    return [(T0 + 90 + i, f) for i, f in enumerate(p)]


def gre():
    """GRE (RFC 2784/2890) carrying IPv4, IPv6 and Ethernet, with key, sequence and checksum."""
    inner4 = ipv4("10.0.0.1", "10.0.0.2", 1, icmp_echo(8, 7, 1, b"gre!"))
    inner6 = ipv6("2001:db8:9::1", "2001:db8:9::2", 17, udp6("2001:db8:9::1", "2001:db8:9::2", 1, 2, b"six"))
    teb = ether("02:00:00:00:00:0b", "02:00:00:00:00:0a", 0x0800, inner4)
    p = []
    p.append(frame4(A, B, 47, struct.pack("!HH", 0, 0x0800) + inner4))
    p.append(frame4(A, B, 47, struct.pack("!HH", 0, 0x86DD) + inner6))
    p.append(frame4(A, B, 47, struct.pack("!HHI", 0x2000, 0x0800, 0xabcd) + inner4))
    p.append(frame4(A, B, 47, struct.pack("!HHII", 0x3000, 0x0800, 7, 42) + inner4))
    p.append(frame4(A, B, 47, struct.pack("!HHHH", 0x8000, 0x0800, 0x1234, 0) + inner4))
    p.append(frame4(A, B, 47, struct.pack("!HH", 0, 0x6558) + teb))
    p.append(frame4(A, B, 47, struct.pack("!HH", 0, 0x1234) + b"opaque"))
    p.append(frame4(A, B, 47, struct.pack("!HH", 0x0001, 0x880b) + b"\0" * 8))
    p.append(frame4(A, B, 47, struct.pack("!HH", 0x0007, 0x0800)))
    p.append(frame4(A, B, 47, b"\0"))
    p.append(frame6(A6, B6, 47, struct.pack("!HH", 0, 0x0800) + inner4))
    return [(T0 + 120 + i, f) for i, f in enumerate(p)]


def text_ports():
    """Line-oriented protocols tcpdump prints by port (FTP, SMTP, SSH, RTSP, SIP) and ports it
    does not decode (printed as plain lengths)."""
    p = []
    tcp_payloads = [(22, b"SSH-2.0-OpenSSH_9.2p1 Debian\r\n"), (22, b"\x00\x00\x01\x0c\x0a\x14binary"),
                    (22, b"SSH-1.99-old\n"), (22, b"SSH-2.0-no-end"),
                    (25, b"220 mail.lab.test ESMTP ready\r\n"), (25, b"EHLO me\r\n"), (25, b"\x01\x02"),
                    (21, b"USER anonymous\r\n"), (21, b"230 Login ok\r\n"), (21, b"PASV"),
                    (554, b"OPTIONS rtsp://x RTSP/1.0\r\n"), (554, b"RTSP/1.0 200 OK\r\n"), (554, b"junk line\r\n"),
                    (3128, b"GET / HTTP/1.1\r\n"), (8000, b"GET / HTTP/1.1\r\n"), (443, b"\x16\x03\x01\x00\x05hello"),
                    (80, b"POST /form HTTP/1.1\r\n"), (80, b"get /lower HTTP/1.0\r\n"), (80, b"HTTP/1.1 404\r\n"),
                    (80, b"NOTAVERB / HTTP/1.1\r\n"), (80, b"GET /\rx\n"), (8080, b"HEAD / HTTP/1.1\n\nbody")]
    for port, payload in tcp_payloads:
        p.append(frame4(A, B, 6, tcp4(A, B, 40000, port, 1, 1, "PA", payload)))
    for port, payload in [(5060, b"INVITE sip:bob@lab SIP/2.0\r\n"), (5060, b"SIP/2.0 180 Ringing\r\n"),
                          (5060, b"garbage\r\n"), (1900, b"M-SEARCH * HTTP/1.1\r\n"), (443, b"\xc0\x00\x00\x00\x01")]:
        p.append(frame4(A, B, 17, udp4(A, B, 40000, port, payload)))
    return [(T0 + 150 + i, f) for i, f in enumerate(p)]


def ntp():
    """NTP client/server/symmetric/broadcast time messages (stratum 0, 1, 2, 16; odd polls; key id)."""
    def msg(status, stratum, poll, precision, refid, stamps, extra=b""):
        return struct.pack("!BBbbIII", status, stratum, poll, precision, 0x00010000, 0x00028000, refid) + \
            b"".join(struct.pack("!II", a, b) for a, b in stamps) + extra
    stamps = [(0xe9b0a000, 0x80000000), (0xe9b0a001, 0x40000000), (0xe9b0a002, 0x1), (0xe9b0a003, 0xffffffff)]
    back = [(0xe9b0a000, 0x80000000), (0xe9b0a005, 0x40000000), (0xe9b0a002, 0x50000000), (0xe9b0a005, 0x10000000)]
    zero = [(0, 0), (0, 0), (0, 0), (0xe9b0a003, 0x12345678)]
    p = []
    for status, stratum, poll, prec, refid, st, extra in [
            (0x23, 2, 6, -20, 0xc6120001, stamps, b""), (0x24, 1, 10, -23, 0x47505300, stamps, b""),
            (0xe3, 0, 3, -6, 0, zero, b""), (0x1c, 3, -3, 0, 0xc6120002, back, b""), (0x65, 16, 40, 1, 0, stamps, b""),
            (0x21, 2, 6, -20, 0xc6120001, stamps, struct.pack("!I", 7)), (0x22, 2, 6, -20, 0xc6120001, stamps, b"\0" * 12),
            (0x17, 2, 6, -20, 0, stamps, b"")]:
        p.append(frame4(A, B, 17, udp4(A, B, 123, 123, msg(status, stratum, poll, prec, refid, st, extra))))
    p.append(frame4(A, B, 17, udp4(A, B, 40000, 123, b"\x23\x02\x06")))
    return [(T0 + 170 + i, f) for i, f in enumerate(p)]


def syslog():
    """Syslog over UDP: priorities in and out of range, bad headers, non-ASCII text."""
    msgs = [b"<34>Oct 11 22:14:15 mymachine su: hi", b"<13>1 2023-11-14T22:13:20Z host app - - - \xc3\xa9t\xc3\xa9\x01",
            b"<191>x", b"<999>big", b"<1234>toolong", b"no pri", b"<12", b"<>", b"<0>"]
    return [(T0 + 190 + i, frame4(A, B, 17, udp4(A, B, 40000, 514, m))) for i, m in enumerate(msgs)]


def vxlan():
    """VXLAN carrying Ethernet frames (IPv4 ICMP, ARP, unknown EtherType), and bad headers."""
    inner = ether("02:00:00:00:00:0b", "02:00:00:00:00:0a", 0x0800, ipv4("10.0.0.1", "10.0.0.2", 1, icmp_echo(8, 7, 1, b"vx")))
    arp_frame = ether("ff:ff:ff:ff:ff:ff", "02:00:00:00:00:0a", 0x0806, arp(1, "02:00:00:00:00:0a", "10.0.0.1", "00:00:00:00:00:00", "10.0.0.2"))
    p = []
    for header, payload in [(b"\x08\0\0\0\0\x01\x2c\0", inner), (b"\x08\0\0\0\xff\xff\xff\0", arp_frame),
                            (b"\x00\0\0\0\0\0\x05\0", ether("02:00:00:00:00:0b", "02:00:00:00:00:0a", 0x88b5, b"xyz")),
                            (b"\x08\0\0", b""), (b"\x08\0\0\0\0\0\x07\0", b"\x02\x00")]:
        p.append(frame4(A, B, 17, udp4(A, B, 40000, 4789, header + payload)))
    return [(T0 + 210 + i, f) for i, f in enumerate(p)]


if __name__ == "__main__":
    write_pcap("vxlan.pcap", vxlan())
    write_pcap("syslog.pcap", syslog())
    write_pcap("ntp.pcap", ntp())
    write_pcap("text-ports.pcap", text_ports())
    write_pcap("gre.pcap", gre())
    write_pcap("igmp.pcap", igmp())
    write_pcap("tcp.pcap", tcp_session())
    write_pcap("udp-icmp.pcap", udp_icmp())
    write_pcap("icmp6.pcap", icmp6_ndp())
    write_pcap("l2.pcap", l2())
    write_pcap("ip-edge.pcap", ip_edge())
    links()
    timestamps()
    truncated()
    write_pcapng("pcapng-basic.pcapng", [(T0, tcp_session()[0][1]), (T0 + 0.5, udp_icmp()[0][1])])
