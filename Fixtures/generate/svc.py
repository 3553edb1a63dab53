#!/usr/bin/env python3
"""Hand-built DHCPv6 (RFC 8415 and option RFCs), TFTP (RFC 1350, 2347), RIPng (RFC 2080) and Babel
(RFC 8966 and the extension TLVs tcpdump 4.99 knows) messages: every message type, option and TLV
the lab daemons (Fixtures/capture-svc.sh) never send, and malformed or cut ones. Deterministic.
Also Cisco Auto-RP (pim-autorp-spec01), AHCP (ahcpd 0.53's version 1) and HNCP (RFC 7788), which no
Debian 12 daemon sends. Writes Fixtures/pcap/{dhcp6,tftp,ripng,babel,autorp,ahcp,hncp}-gen.pcap."""
import struct
from pcaplib import *

MA, MB = "02:00:5e:12:00:01", "02:00:5e:12:00:02"
A4, B4 = "198.18.121.1", "198.18.121.2"
A6, B6 = "2001:db8:121::1", "2001:db8:121::2"
LA, LB = "fe80::5eff:fe12:1", "fe80::5eff:fe12:2"
T0 = 1700000900.0


def frame6(src, dst, sport, dport, payload, cut=None, ulen=None):
    kw = {} if ulen is None else {"length": ulen}
    data = ether(MB, MA, 0x86DD, ipv6(src, dst, 17, udp6(src, dst, sport, dport, payload, **kw)))
    return data if cut is None else (data[:cut], len(data))


def frame4(src, dst, sport, dport, payload, cut=None):
    data = ether(MB, MA, 0x0800, ipv4(src, dst, 17, udp4(src, dst, sport, dport, payload)))
    return data if cut is None else (data[:cut], len(data))


def stamp(frames):
    out = []
    for i, f in enumerate(frames):
        if isinstance(f, tuple):
            out.append((T0 + i * 0.01, f[0], f[1]))
        else:
            out.append((T0 + i * 0.01, f))
    return out


# ---------------------------------------------------------------- DHCPv6

def o6(code, data=b""):
    return struct.pack("!HH", code, len(data)) + data


def msg6(mtype, xid, *options):
    return struct.pack("!I", mtype << 24 | xid) + b"".join(options)


def relay6(mtype, hops, link, peer, *options):
    return bytes([mtype, hops]) + ip6(link) + ip6(peer) + b"".join(options)


def name(*labels):
    return b"".join(bytes([len(l)]) + l for l in labels) + b"\0"


def dhcp6_packets():
    duid_llt = o6(1, struct.pack("!HHI", 1, 1, 700000000) + mac(MB))
    duid_en = o6(2, struct.pack("!HI", 2, 311) + b"\x01\x02\x03\x04\x05\x06\x07\x08")
    duid_ll = o6(1, struct.pack("!HH", 3, 1) + mac(MB))
    duid_uuid = o6(2, struct.pack("!H", 4) + bytes(range(16)))
    duid_odd = o6(1, struct.pack("!H", 9) + b"xy")
    ia_addr = o6(5, ip6("2001:db8:121::200") + struct.pack("!II", 3600, 7200) + o6(13, struct.pack("!H", 0) + b"ok"))
    ia_na = o6(3, struct.pack("!III", 7, 1800, 2880) + ia_addr)
    ia_ta = o6(4, struct.pack("!I", 8) + o6(5, ip6("2001:db8:121::201") + struct.pack("!II", 60, 120)))
    ia_pd = o6(25, struct.pack("!III", 9, 0, 0) + o6(26, struct.pack("!IIB", 300, 600, 56) + ip6("2001:db8:1200::")))
    auth_delayed = o6(11, bytes([2, 1, 0]) + struct.pack("!Q", 1) + b"realm" + struct.pack("!I", 0xabcdef01) + bytes(range(16)))
    auth_reconf = o6(11, bytes([3, 1, 0]) + struct.pack("!Q", 2) + b"\x02" + bytes(range(16, 32)))
    auth_reconf_key = o6(11, bytes([3, 1, 0]) + struct.pack("!Q", 3) + b"\x01" + bytes(16))
    auth_other = o6(11, bytes([4, 2, 1]) + struct.pack("!Q", 4) + b"zz")
    auth_short_delayed = o6(11, bytes([2, 1, 0]) + struct.pack("!Q", 5) + b"short")
    auth_bad = o6(11, b"\x02\x01")
    options_a = [duid_llt, duid_en, o6(6, struct.pack("!8H", 23, 24, 31, 39, 56, 64, 82, 200)), o6(7, b"\x80"),
                 o6(8, struct.pack("!H", 150)), o6(12, ip6(A6)), o6(14), o6(15, b"\x00\x03abc"),
                 o6(16, struct.pack("!I", 311) + b"\x00\x04msft"), o6(17, struct.pack("!I", 4491) + o6(1, b"x")),
                 o6(18, b"eth0/relay-port-7"), o6(19, b"\x05"), o6(20), o6(21, name(b"sip", b"lab", b"test")),
                 o6(22, ip6("2001:db8::5060")), o6(23, ip6(A6) + ip6(B6)), o6(24, name(b"lab", b"test") + name(b"test")),
                 o6(27, ip6(A6)), o6(28, ip6(B6)), o6(29, name(b"nis", b"test")), o6(30, name(b"nisp", b"test")),
                 o6(31, ip6(A6)), o6(32, struct.pack("!I", 86400)), o6(33, name(b"bcmcs", b"test")),
                 o6(34, ip6(A6)), o6(36, b"\x00US\x01\x02CA"), o6(37, struct.pack("!I", 9) + b"remote-identifier-long"),
                 o6(38, b"subscriber-1"), o6(39, b"\x01" + name(b"host", b"lab", b"test")), o6(40, ip6(B6)),
                 o6(41, b"EST5EDT4,M3.2.0/02:00,M11.1.0/02:00"), o6(42, b"Europe/Zurich"),
                 o6(43, struct.pack("!2H", 18, 37)), o6(46, struct.pack("!I", 42)), o6(48, ip6(A6)),
                 o6(56, o6(1, ip6(A6)) + o6(2, ip6("ff05::101")) + o6(3, name(b"ntp", b"lab", b"test")) + o6(9, b"??")),
                 o6(59, b"tftp://[2001:db8:121::1]/boot.efi"), o6(64, name(b"aftr", b"lab", b"test")),
                 o6(112, b"https://mud.lab.test/device"), o6(136, b"\x00\x05a.com"), o6(200, b"\x01\x02")]
    p = []
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(1, 0x123456, *options_a)))
    p.append(frame6(LA, LB, 547, 546, msg6(2, 0x123456, duid_llt, duid_ll, ia_na, ia_ta, ia_pd,
                                           o6(13, struct.pack("!H", 6) + b"no prefixes"))))
    for mtype in range(3, 16):
        opts = [duid_llt]
        if mtype == 4:
            opts.append(duid_uuid)
        if mtype == 10:
            opts += [o6(19, b"\x0b"), auth_reconf, auth_reconf_key]
        if mtype == 7:
            opts += [auth_delayed, auth_other, auth_short_delayed, auth_bad, o6(19, b"\x07"), o6(19, b"\x05\x05")]
        if mtype == 14:
            opts.append(o6(44, b"\x01" + ip6("2001:db8:121::200") + duid_llt))
            opts.append(o6(44, b"\x09" + ip6("2001:db8:121::200")))
        if mtype == 15:
            opts.append(o6(45, duid_llt + ia_addr + o6(46, struct.pack("!I", 5))))
            opts.append(o6(47, ip6(B6) + msg6(12, 0) + b"relaydata-long-long"))
        if mtype in (12, 13):
            inner = msg6(1 if mtype == 12 else 7, 0xabcdef, duid_llt, o6(8, b"\x00\x00"))
            p.append(frame6(A6, "ff02::1:2", 547, 547,
                            relay6(mtype, 1, A6, LB, o6(18, b"port1"), o6(9, inner), o6(37, struct.pack("!I", 1) + b"r"))))
            continue
        p.append(frame6(LA, LB, 547, 546, msg6(mtype, 0x10 + mtype, *opts)))
    # Nested relay (relay of a relay), an unknown message type, a too-short DUID, and short options.
    inner = relay6(12, 0, A6, LB, o6(9, msg6(11, 0x42, duid_ll)))
    p.append(frame6(A6, "ff02::1:2", 547, 547, relay6(12, 1, B6, A6, o6(9, inner))))
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(99, 1, duid_odd)))
    shorts = [o6(1, b"\x00"), o6(1, b"\x00\x01\x00"), o6(2, b"\x00\x02\x00\x00"), o6(2, b"\x00\x03\x00"),
              o6(2, b"\x00\x04\x00"), o6(3, b"\x00" * 8), o6(4, b"\x00"), o6(5, b"\x00" * 10), o6(6, b"\x00"),
              o6(7, b"\x00\x00"), o6(8, b"\x00"), o6(11, b"\x00"), o6(13, b"\x00"), o6(13, b"\x01\x00"),
              o6(13, b"\x00\x0c"), o6(19, b""), o6(23, b"\x00" * 8), o6(25, b"\x00"), o6(26, b"\x00" * 20),
              o6(32, b"\x00"), o6(37, b"\x00"), o6(41, b"ab"), o6(44, b"\x00"), o6(47, b"\x00"), o6(56, b"\x00"),
              o6(56, o6(1, b"\x00" * 3)), o6(64, b"\x01"), o6(64, b"\x05ab"), o6(64, b"\x02ab\x09abcdefghi"),
              o6(16, b"\x00"), o6(17, b"\x00"), o6(15, b"\x00\x09ab")]
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(11, 2, *shorts)))
    # An option longer than the message, an option header cut in two, a relay-message with less
    # than a header, a search list whose name runs past the option.
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(11, 3, duid_llt, struct.pack("!HH", 8, 40) + b"\x00\x01")))
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(11, 4, duid_llt, b"\x00\x08\x00")))
    p.append(frame6(A6, "ff02::1:2", 547, 547, relay6(12, 0, A6, LB, o6(9, b"\x01\x00"), o6(8, b"\x00\x01"))))
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(11, 5, o6(24, b"\x03lab\x09te"), o6(8, b"\x00\x01"))))
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(11, 6, o6(24, b"\x03lab\xc0\x00"), o6(8, b"\x00\x01"))))
    # Cut by the capture: in the header, mid-option, mid-relay.
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(1, 7, *options_a[:4]), cut=14 + 40 + 8 + 2))
    p.append(frame6(LB, "ff02::1:2", 546, 547, msg6(1, 8, *options_a[:4]), cut=14 + 40 + 8 + 4 + 20))
    p.append(frame6(A6, "ff02::1:2", 547, 547, relay6(12, 0, A6, LB, o6(9, msg6(1, 9, duid_llt))), cut=14 + 40 + 8 + 30))
    p.append(frame6(A6, "ff02::1:2", 547, 547, relay6(12, 0, A6, LB, o6(9, msg6(1, 9, duid_llt))), cut=14 + 40 + 8 + 44))
    p.append(frame6(LB, "ff02::1:2", 546, 547, b"\x01\x00"))
    return stamp(p)


# ---------------------------------------------------------------- TFTP

def tftp_packets():
    p = []
    c, s = 40001, 69
    p.append(frame4(B4, A4, c, s, b"\x00\x01pxelinux.0\x00octet\x00blksize\x001468\x00tsize\x000\x00timeout\x005\x00"))
    p.append(frame4(A4, B4, s, c, b"\x00\x06blksize\x001468\x00tsize\x0026758\x00"))
    p.append(frame4(B4, A4, c, s, b"\x00\x04\x00\x00"))
    p.append(frame4(A4, B4, s, c, b"\x00\x03\x00\x01" + bytes(range(64))))
    p.append(frame4(B4, A4, c, s, b"\x00\x04\x00\x01"))
    p.append(frame4(B4, A4, c, s, b"\x00\x02upload.bin\x00netascii\x00"))
    for code in range(0, 9):
        p.append(frame4(A4, B4, s, c, b"\x00\x05" + struct.pack("!H", code) + b"error text %d\x00" % code))
    p.append(frame4(A4, B4, s, c, b"\x00\x05\x00\x01\x00"))
    # Odd ones: unknown opcode, no block number, no mode, unterminated name, control bytes in the
    # name, an empty option string, an error without a message, one byte, nothing.
    p.append(frame4(B4, A4, c, s, b"\x00\x09junk"))
    p.append(frame4(B4, A4, c, s, b"\x00\x03\x00"))
    p.append(frame4(B4, A4, c, s, b"\x00\x01file\x00"))
    p.append(frame4(B4, A4, c, s, b"\x00\x01file-without-end"))
    p.append(frame4(B4, A4, c, s, b"\x00\x01bad\x01\x7f\xe9name\x00octet\x00"))
    p.append(frame4(B4, A4, c, s, b"\x00\x01f\x00octet\x00\x00blksize\x00"))
    p.append(frame4(B4, A4, c, s, b"\x00\x01f\x00octet\x00blksize"))
    p.append(frame4(A4, B4, s, c, b"\x00\x05\x00\x02"))
    p.append(frame4(A4, B4, s, c, b"\x00\x05\x00\x02unterminated"))
    p.append(frame4(A4, B4, s, c, b"\x00\x06"))
    p.append(frame4(B4, A4, c, s, b"\x00"))
    p.append(frame4(B4, A4, c, s, b""))
    p.append(frame4(B4, A4, c, s, b"\x00\x01pxelinux.0\x00octet\x00blksize\x001468\x00", cut=14 + 20 + 8 + 8))
    p.append(frame4(B4, A4, c, s, b"\x00\x01pxelinux.0\x00octet\x00blksize\x001468\x00", cut=14 + 20 + 8 + 22))
    p.append(frame4(A4, B4, s, c, b"\x00\x05\x00\x01File not found\x00", cut=14 + 20 + 8 + 9))
    p.append(frame4(A4, B4, s, c, b"\x00\x04\x00\x07", cut=14 + 20 + 8 + 3))
    return stamp(p)


# ---------------------------------------------------------------- RIPng

def rte(prefix, plen, metric, tag=0):
    return ip6(prefix) + struct.pack("!HBB", tag, plen, metric)


def ripng_packets():
    p = []
    g = "ff02::9"
    p.append(frame6(LA, g, 521, 521, b"\x01\x01\x00\x00" + rte("::", 0, 16)))
    p.append(frame6(LA, g, 521, 521, b"\x01\x01\x00\x00" + rte("2001:db8:1::", 48, 1) + rte("2001:db8:2::", 64, 16, 7)))
    p.append(frame6(LA, g, 521, 521, b"\x02\x01\x00\x00" + rte("2001:db8:1::", 48, 1, 100) + rte("::", 0, 0)
                    + rte("2001:db8:3::", 64, 15) + rte("fe80::1", 128, 255)))
    p.append(frame6(LA, g, 521, 521, b"\x02\x01\x00\x00"))
    p.append(frame6(LA, g, 521, 521, b"\x02\x01\x00\x00" + rte("2001:db8:1::", 48, 1) + b"\x01\x02\x03"))
    p.append(frame6(LA, g, 521, 521, b"\x01\x01\x00\x00" + rte("2001:db8:1::", 48, 1)[:10]))
    p.append(frame6(LA, g, 521, 521, b"\x02\x02\x00\x00" + rte("2001:db8:1::", 48, 1)))
    p.append(frame6(LA, g, 521, 521, b"\x03\x01\x00\x00" + rte("2001:db8:1::", 48, 1)))
    p.append(frame6(LA, g, 521, 521, b"\x01\x01\x00\x00" + rte("::", 0, 15)))
    p.append(frame6(LA, g, 521, 521, b"\x02\x01"))
    p.append(frame6(LA, g, 521, 521, b"\x02"))
    p.append(frame6(LA, g, 521, 521, b"\x02\x01\x00\x00" + rte("2001:db8:1::", 48, 1) + rte("2001:db8:2::", 48, 2),
                    cut=14 + 40 + 8 + 4 + 30))
    p.append(frame6(LA, g, 521, 521, b"\x02\x01\x00\x00" + rte("2001:db8:1::", 48, 1), cut=14 + 40 + 8 + 4 + 17))
    return stamp(p)


# ---------------------------------------------------------------- Babel

def tlv(t, body=b""):
    return bytes([t, len(body)]) + body


def babel(body, trailer=b"", bodylen=None, magic=42, version=2):
    n = len(body) if bodylen is None else bodylen
    return struct.pack("!BBH", magic, version, n) + body + trailer


def babel_packets():
    p = []
    g = "ff02::1:6"
    rid = bytes.fromhex("0011223344556677")
    hello = tlv(4, struct.pack("!HHH", 0, 100, 400))
    uni_hello = tlv(4, struct.pack("!HHH", 0x8000, 101, 0) + b"\x03\x04" + struct.pack("!I", 1234567) + b"\x00")
    ihu4 = tlv(5, struct.pack("!BBHH", 1, 0, 96, 1200) + ip4(A4) + b"\x03\x08" + struct.pack("!II", 5, 2000001))
    ihu6 = tlv(5, struct.pack("!BBHH", 2, 0, 96, 1200) + ip6(B6))
    ihu_ll = tlv(5, struct.pack("!BBHH", 3, 0, 256, 0) + bytes.fromhex("5eff:fe12:0002".replace(":", "")) + b"\x00\x02")
    ihu_any = tlv(5, struct.pack("!BBHH", 0, 0, 65535, 1))
    upd4 = tlv(8, struct.pack("!BBBBHHH", 1, 0x80, 24, 0, 1600, 7, 96) + ip4("198.18.5.0")[:3] + b"\x02\x02\x01\x02")
    upd4_omit = tlv(8, struct.pack("!BBBBHHH", 1, 0x40, 32, 3, 0xFFFF, 8, 0xFFFF) + b"\x09")
    upd6 = tlv(8, struct.pack("!BBBBHHH", 2, 0xC0, 64, 0, 400, 9, 256) + ip6("2001:db8:7::")[:8] + b"\x02\x00")
    upd6_omit = tlv(8, struct.pack("!BBBBHHH", 2, 0x01, 80, 8, 400, 10, 5) + b"\x00\x08")
    upd_ll = tlv(8, struct.pack("!BBBBHHH", 3, 0, 128, 0, 400, 11, 5) + bytes(8))
    upd_any = tlv(8, struct.pack("!BBBBHHH", 0, 0, 0, 0, 0, 12, 0xFFFF) + b"\x02\x03\x01\x00\xff" + b"\x85\x00\x01\x00")
    body = (b"\x00" + tlv(1, b"\x00\x00") + tlv(2, struct.pack("!HHH", 0, 0x1234, 250)) + tlv(3, struct.pack("!H", 0x1234))
            + hello + uni_hello + ihu4 + ihu6 + ihu_ll + ihu_any + tlv(6, b"\x00\x00" + rid)
            + tlv(7, struct.pack("!BB", 1, 0) + ip4(A4)) + tlv(7, struct.pack("!BB", 2, 0) + ip6(A6))
            + tlv(7, struct.pack("!BB", 3, 0) + bytes(8)) + tlv(7, b"\x00\x00")
            + upd4 + upd4_omit + upd6 + upd6_omit + upd_ll + upd_any
            + tlv(9, struct.pack("!BB", 0, 0)) + tlv(9, struct.pack("!BB", 1, 24) + ip4("198.18.5.0")[:3])
            + tlv(9, struct.pack("!BB", 2, 48) + ip6("2001:db8:7::")[:6])
            + tlv(10, struct.pack("!BBHBB", 1, 32, 77, 63, 0) + rid + ip4("198.18.5.1"))
            + tlv(10, struct.pack("!BBHBB", 0, 0, 78, 2, 0) + rid)
            + tlv(11, struct.pack("!HI", 3, 1700000000)) + tlv(12, struct.pack("!H", 1) + bytes(range(16)))
            + tlv(13, struct.pack("!BBBBHHH", 2, 48, 64, 0, 400, 13, 1) + ip6("2001:db8:7::")[:8] + ip6("2001:db8:9::")[:6])
            + tlv(13, struct.pack("!BBBBHHH", 1, 8, 24, 0, 0xFFFF, 14, 1) + ip4("198.18.5.0")[:3] + b"\xc6" + b"\x02\x01\x05")
            + tlv(14, struct.pack("!BBB", 2, 64, 48) + ip6("2001:db8:7::")[:8] + ip6("2001:db8:9::")[:6])
            + tlv(14, struct.pack("!BBB", 0, 0, 0))
            + tlv(15, struct.pack("!BBHBB", 2, 64, 99, 5, 48) + rid + ip6("2001:db8:7::")[:8] + ip6("2001:db8:9::")[:6])
            + tlv(15, struct.pack("!BBHBB", 1, 24, 99, 5, 16) + rid + ip4("198.18.5.0")[:3] + b"\xc6\x12")
            + tlv(16, bytes(20)) + tlv(17, struct.pack("!I", 99) + b"idx") + tlv(18, bytes(8)) + tlv(19, bytes(8))
            + tlv(77, b"\x01\x02"))
    p.append(frame6(LA, g, 6696, 6696, babel(body)))
    p.append(frame6(LA, g, 6696, 6696, babel(hello, trailer=tlv(16, bytes(16)) + b"\x00" + tlv(17, struct.pack("!I", 5)))))
    # Malformed: wrong magic, version 1, body past the packet, a TLV past the body, a short Hello,
    # bad sub-TLVs, bad prefixes, a long challenge, an IHU with a cut address, an update without
    # a default prefix, timestamps in the wrong TLV.
    p.append(frame6(LA, g, 6696, 6696, babel(hello, magic=41)))
    p.append(frame6(LA, g, 6696, 6696, babel(hello, version=1)))
    p.append(frame6(LA, g, 6696, 6696, babel(hello, bodylen=40)))
    p.append(frame6(LA, g, 6696, 6696, babel(hello + b"\x04\x06\x00", bodylen=len(hello) + 3)))
    p.append(frame6(LA, g, 6696, 6696, babel(hello + tlv(4, b"\x00\x00"))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(4, struct.pack("!HHH", 0, 1, 100) + b"\x03\x02\x00\x00") + hello)))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(4, struct.pack("!HHH", 0, 1, 100) + b"\x02\x01\x05\x01") + hello)))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(4, struct.pack("!HHH", 0, 1, 100) + b"\x01\x05\x00") + hello)))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(8, struct.pack("!BBBBHHH", 1, 0, 40, 0, 1, 1, 1) + b"\x00" * 5))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(8, struct.pack("!BBBBHHH", 7, 0, 40, 0, 1, 1, 1)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(8, struct.pack("!BBBBHH", 1, 0, 0, 0, 1, 1)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(5, struct.pack("!BBHH", 2, 0, 1, 1) + b"\x00" * 4) + hello)))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(18, bytes(200)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(9, b"\x02"))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(7, b"\x01\x00\x00"))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(12, bytes(4)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(10, bytes(4)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(17, bytes(2)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(6, bytes(4)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(3, b""))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(2, b""))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(11, b""))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(13, bytes(4)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(14, bytes(1)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(15, bytes(4)))))
    p.append(frame6(LA, g, 6696, 6696, babel(tlv(2, bytes(6)) + tlv(11, bytes(6)) + tlv(6, bytes(10)) + tlv(8, struct.pack("!BBBBHHH", 2, 0, 200, 0, 1, 1, 1)))))
    p.append(frame6(LA, g, 6696, 6696, b"\x2a\x02"))
    p.append(frame6(LA, g, 6696, 6696, babel(body), cut=14 + 40 + 8 + 4 + 40))
    p.append(frame6(LA, g, 6696, 6696, babel(body), cut=14 + 40 + 8 + 4 + 1))
    p.append(frame6(LA, g, 6696, 6696, babel(body), cut=14 + 40 + 8 + 3))
    return stamp(p)


# ---------------------------------------------------------------- Cisco Auto-RP

def autorp_packets():
    p = []
    g = "224.0.1.40"
    def rp(addr, ver, groups):
        return ip4(addr) + bytes([ver, len(groups)]) + b"".join(bytes([f, m]) + ip4(pfx) for f, m, pfx in groups)
    p.append(frame4(A4, "224.0.1.39", 496, 496, bytes([0x11, 1]) + struct.pack("!H", 181) + bytes(4)
                    + rp(A4, 3, [(0, 4, "224.0.0.0")])))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 2]) + struct.pack("!H", 0) + bytes(4)
                    + rp(A4, 2, [(0, 8, "239.0.0.0"), (1, 16, "239.1.0.0"), (2, 24, "239.2.3.0"), (0xfe, 32, "239.9.9.9")])
                    + rp(B4, 0xfd, [])))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 65535) + bytes(4) + rp(A4, 0, [(0, 4, "224.0.0.0")])))
    p.append(frame4(A4, g, 496, 496, bytes([0x13, 0]) + struct.pack("!H", 3600) + bytes(4)))
    p.append(frame4(A4, g, 496, 496, bytes([0x11, 0]) + b"\x00"))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 3]) + struct.pack("!H", 60) + bytes(4) + rp(A4, 1, [(0, 4, "224.0.0.0")])))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 60) + bytes(4) + ip4(A4)))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 60) + bytes(4) + ip4(A4) + b"\x01"))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 60) + bytes(4) + ip4(A4) + b"\x01\x02" + b"\x00\x04\xe0"))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 60) + bytes(4) + rp(A4, 2, [(0, 8, "239.0.0.0")] * 3),
                    cut=14 + 20 + 8 + 8 + 6 + 9))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 60) + bytes(4) + rp(A4, 2, []), cut=14 + 20 + 8 + 10))
    p.append(frame4(A4, g, 496, 496, bytes([0x12, 1]) + struct.pack("!H", 60) + bytes(4), cut=14 + 20 + 8 + 3))
    return stamp(p)


# ---------------------------------------------------------------- AHCP

def ahcp_packets():
    p = []
    g = "ff02::cca6:c0f9:e182:5359"
    def hdr(hops=1, orig=2, nonce=0xDEADBEEF, src=b"\x02\x00\x5e\xff\xfe\x12\x00\x01", dst=b"\xff" * 8, version=1, magic=43):
        return bytes([magic, version, hops, orig]) + struct.pack("!I", nonce) + src + dst
    def body(t, opts, mbz=0, blen=None):
        data = b"".join(opts)
        return bytes([t, mbz]) + struct.pack("!H", len(data) if blen is None else blen) + data
    def opt(code, data=None):
        return bytes([code]) if data is None else bytes([code, len(data)]) + data
    full = [opt(0), opt(1), opt(2, struct.pack("!I", 1700000000)), opt(3, struct.pack("!I", 3600)),
            opt(4, ip6(B6)), opt(5, ip4(B4)), opt(6, ip6("2001:db8:121::") + b"\x40" + ip6("2001:db8:122::") + b"\x30"),
            opt(7, ip4("198.18.121.0") + b"\x18"), opt(8, ip6(A6) + ip6(B6)), opt(9, ip4(A4) + ip4(B4)),
            opt(10, ip6("2001:db8:1200::") + b"\x38"), opt(11, ip4("198.18.128.0") + b"\x11"),
            opt(12, ip6(A6)), opt(13, ip6(A6) + ip6(B6)), opt(99, b"xyz")]
    for t in range(0, 7):
        p.append(frame6(LA, g, 5359, 5359, hdr() + body(t, full if t in (1, 3) else [opt(2, struct.pack("!I", 0))])))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(0, [], mbz=7) + b"extra"))
    # Malformed: bad magic, version 2, short header, short body, body past the packet, options
    # with bad lengths (a time of 3 bytes, an address list of 20 bytes, a prefix list of 6 bytes, an
    # option without its length, one past the body), cut captures.
    p.append(frame6(LA, g, 5359, 5359, hdr(magic=42) + body(0, [])))
    p.append(frame6(LA, g, 5359, 5359, hdr(version=2) + body(0, [])))
    p.append(frame6(LA, g, 5359, 5359, hdr()[:10]))
    p.append(frame6(LA, g, 5359, 5359, hdr() + b"\x00\x00"))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(0, [], blen=40)))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(3, [opt(2, b"\x00\x00\x01"), opt(4, bytes(20)), opt(11, bytes(6)),
                                                       opt(3, b"\x00"), opt(9, bytes(3)), opt(13, bytes(17))])))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(3, [opt(2, struct.pack("!I", 1))]) + b"\x04"))
    p.append(frame6(LA, g, 5359, 5359, hdr() + bytes([3, 0]) + struct.pack("!H", 2) + b"\x04"))
    p.append(frame6(LA, g, 5359, 5359, hdr() + bytes([3, 0]) + struct.pack("!H", 3) + b"\x04\x10\x00"))
    p.append(frame6(LA, g, 5359, 5359, b"\x2b"))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(1, full), cut=14 + 40 + 8 + 24 + 4 + 30))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(1, full), cut=14 + 40 + 8 + 12))
    p.append(frame6(LA, g, 5359, 5359, hdr() + body(0, [], blen=40), cut=14 + 40 + 8 + 26))
    return stamp(p)


# ---------------------------------------------------------------- HNCP

def hncp_packets():
    p = []
    g = "ff02::11"
    def t(typ, body=b""):
        pad = b"\0" * (-len(body) % 4)
        return struct.pack("!HH", typ, len(body)) + body + pad
    nid = b"\x01\x02\x03\x04"
    h = bytes(range(32))
    v4m = bytes(10) + b"\xff\xff"
    def name(*labels):
        return b"".join(bytes([len(l)]) + l for l in labels) + b"\0"
    node = t(5, nid + struct.pack("!II", 7, 12345) + bytes(8)
             + t(32, b"\x00\x00\x12\x34hnetd-1.0") + t(36, struct.pack("!I", 1) + ip6(A6))
             + t(36, struct.pack("!I", 2) + v4m + ip4(A4))
             + t(33, t(34, struct.pack("!II", 7200000, 3600000) + b"\x30" + ip6("2001:db8:1200::")[:6]
                       + t(43, b"\x00") + t(43, b"\x40" + ip6("2001:db8::")[:8]) + t(43, b"\x81" + name(b"lab", b"test"))
                       + t(43, b"\x82utf8-text") + t(43, b"\x83") + t(43, b"\x90"))
                     + t(34, struct.pack("!II", 1000, 500) + bytes([96 + 24]) + v4m + ip4("198.18.200.0")[:3])
                     + t(37, b"\x06\x04" + ip4(A4) + b"\x2a\x08" + ip4(A4) + ip4(B4) + b"\x77\x0a" + name(b"lab", b"test"))
                     + t(38, struct.pack("!HH", 23, 16) + ip6(A6) + struct.pack("!HH", 24, 10) + name(b"lab", b"test")
                         + struct.pack("!HH", 31, 16) + ip6(B6) + struct.pack("!HH", 99, 0)))
             + t(35, struct.pack("!I", 9) + b"\x0f" + b"\x40" + ip6("2001:db8:1200:1::")[:8])
             + t(35, struct.pack("!I", 9) + b"\x01" + bytes([96 + 25]) + v4m + ip4("198.18.200.128")[:4])
             + t(39, ip6(A6) + b"\x07" + name(b"home", b"lab")) + t(40, name(b"home", b"lab"))
             + t(41, ip6(A6) + b"\x05" + b"node1") + t(42, h))
    body = (t(1) + t(2, nid) + t(3, nid + struct.pack("!I", 0x10)) + t(4, bytes(range(8)))
            + node + t(8, nid + struct.pack("!II", 1, 2)) + t(9, struct.pack("!II", 1, 20000))
            + t(10, b"\x01\x00\x00\x00" + h + b"common-name") + t(0) + t(6) + t(100, b"x") + t(800) + t(2000)
            + t(2, nid) + t(2, nid))
    p.append(frame6(LA, g, 8231, 8231, body))
    p.append(frame6(LA, g, 8231, 8231, t(4, bytes(8)) + t(3, nid + bytes(4))))
    # Malformed: bad lengths in every typed TLV, a TLV past the message, a cut header, bad prefixes,
    # an unterminated name, a DHCPv4 option past its TLV, a bad DHCPv6 server list, cut captures.
    bad = (t(1, b"x") + t(2, b"xy") + t(3, b"x") + t(4, b"x") + t(5, bytes(4)) + t(8, b"x") + t(9, b"x")
           + t(10, bytes(8)) + t(32, b"x") + t(34, bytes(4)) + t(34, bytes(8) + b"\xc8" + bytes(30))
           + t(34, bytes(8) + bytes([96 + 40]) + v4m + bytes(8)) + t(43, b"") + t(43, b"\x00\x00") + t(43, b"\x83\x00")
           + t(43, bytes([200]) + bytes(30)) + t(43, b"\x81\x03lab\x09te")
           + t(38, b"") + t(38, struct.pack("!HH", 23, 3) + b"abc") + t(38, struct.pack("!HH", 24, 9) + b"\x03lab")
           + t(35, bytes(3)) + t(35, bytes(5) + b"\xff" + bytes(32)) + t(36, bytes(4)) + t(39, bytes(4))
           + t(39, ip6(A6) + b"\x00\x05ab") + t(40, b"") + t(41, bytes(4)) + t(41, ip6(A6) + b"\x09ab")
           + t(41, ip6(A6) + b"\x45" + bytes(69)) + t(42, bytes(4)))
    p.append(frame6(LA, g, 8231, 8231, bad))
    p.append(frame6(LA, g, 8231, 8231, t(2, nid) + t(37, b"\x06\x05" + bytes(5)) + t(2, nid)))
    p.append(frame6(LA, g, 8231, 8231, t(2, nid) + t(37, b"\x06\x09" + bytes(3)) + t(2, nid)))
    p.append(frame6(LA, g, 8231, 8231, t(2, nid) + struct.pack("!HH", 2, 40) + nid))
    p.append(frame6(LA, g, 8231, 8231, t(2, nid) + b"\x00\x02"))
    p.append(frame6(LA, g, 8231, 8231, t(33, t(2, nid) + struct.pack("!HH", 2, 9) + nid) + t(2, nid)))
    p.append(frame6(LA, g, 8231, 8231, body, cut=14 + 40 + 8 + 60))
    p.append(frame6(LA, g, 8231, 8231, body, cut=14 + 40 + 8 + 2))
    p.append(frame6(LA, g, 8231, 8231, b""))
    return stamp(p)


if __name__ == "__main__":
    write_pcap("dhcp6-gen.pcap", dhcp6_packets())
    write_pcap("tftp-gen.pcap", tftp_packets())
    write_pcap("ripng-gen.pcap", ripng_packets())
    write_pcap("babel-gen.pcap", babel_packets())
    write_pcap("autorp-gen.pcap", autorp_packets())
    write_pcap("ahcp-gen.pcap", ahcp_packets())
    write_pcap("hncp-gen.pcap", hncp_packets())
