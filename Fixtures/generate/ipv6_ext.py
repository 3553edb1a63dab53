#!/usr/bin/env python3
"""IPv6 extension-header edge cases tcpdump 4.99's ip6_print treats specially: the jumbo payload
option (RFC 2675) with a zero payload length, including "big TCP" (Linux's GSO packets: payload
length 0 and no hop-by-hop header at all), its error cases (non-zero payload length, bad option
length, a jumbo length that fits 16 bits, no jumbo option); the segment routing header (RFC 8754,
routing type 4) with last-entry, flags, tag and TLVs; fragment headers: atomic fragments (offset 0,
M clear, RFC 6946), first/middle/last fragments with overlapping offsets, a cut header.
Deterministic. Writes Fixtures/pcap/ipv6-ext.pcap."""
import struct
from pcaplib import *

A6, B6 = "2001:db8::1", "2001:db8::2"
T0 = 1700000400.0


def eth6(raw):
    return ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x86DD, raw)


def hdr6(nh, plen, body, src=A6, dst=B6):
    return ipv6(src, dst, nh, body, plen=plen)


def hbh(nh, options):
    raw = bytes([nh, 0]) + options
    raw += b"\0" * ((8 - len(raw) % 8) % 8)
    return raw[:1] + bytes([len(raw) // 8 - 1]) + raw[2:]


def jumbo(value, length=4):
    return bytes([0xc2, length]) + struct.pack("!I", value)[:length]


def segment(payload=b"x" * 20):
    return tcp6(A6, B6, 40000, 80, 1, 1, "PA", payload)


def srh(nh, segments, left, last=None, flags=0, tag=0, tlvs=b""):
    body = b"".join(ip6(s) for s in segments) + tlvs
    body += b"\0" * ((8 - len(body) % 8) % 8)
    last = len(segments) - 1 if last is None else last
    return struct.pack("!BBBBBBH", nh, len(body) // 8, 4, left, last, flags, tag) + body


def frag(nh, offset, more, ident, payload):
    return struct.pack("!BBHI", nh, 0, (offset << 3) | (1 if more else 0), ident) + payload


def packets():
    p = []
    seg = segment()
    # Jumbogram: payload length 0, the real length in the hop-by-hop jumbo option.
    h = hbh(6, b"\1\0" + jumbo(8 + len(seg)))
    p.append(eth6(hdr6(0, 0, h + seg)))
    # Big TCP as Linux captures it: payload length 0 and no hop-by-hop header.
    p.append(eth6(hdr6(6, 0, seg)))
    # A jumbo option with a non-zero payload length.
    h = hbh(6, b"\1\0" + jumbo(8 + len(seg)))
    p.append(eth6(hdr6(0, len(h + seg), h + seg)))
    # Jumbo lengths that fit in 16 bits, and one larger than the packet.
    h = hbh(6, b"\1\0" + jumbo(1000))
    p.append(eth6(hdr6(0, 0, h + seg)))
    h = hbh(6, b"\1\0" + jumbo(100000))
    p.append(eth6(hdr6(0, 0, h + seg)))
    # Bad jumbo option length; payload length 0 without a jumbo option.
    h = hbh(6, b"\1\1\0" + jumbo(8 + len(seg), length=3))
    p.append(eth6(hdr6(0, 0, h + seg)))
    h = hbh(6, b"\5\2\0\0" + b"\1\0")
    p.append(eth6(hdr6(0, 0, h + seg)))
    # Two jumbo options.
    h = hbh(6, jumbo(8 + 16 + len(seg)) + b"\1\0" + jumbo(8 + 16 + len(seg)) + b"\1\2\0\0")
    p.append(eth6(hdr6(0, 0, h + seg)))
    # Jumbo over UDP.
    u = udp6(A6, B6, 40000, 9999, b"jumbo-udp")
    h = hbh(17, b"\1\0" + jumbo(8 + len(u)))
    p.append(eth6(hdr6(0, 0, h + u)))
    # Segment routing header: three segments, segments left 1, a tag and flags, then TCP.
    s = srh(6, ["2001:db8::10", "2001:db8::11", "2001:db8::12"], 1, tag=0x1234, flags=0x80)
    p.append(eth6(hdr6(43, len(s + seg), s + seg)))
    # With TLVs (Pad1, PadN, HMAC) after the segment list.
    tlvs = b"\x00" + b"\x04\x02\0\0" + b"\x05\x06" + b"\0\0" + struct.pack("!I", 7) + b"\x00"
    s = srh(59, ["2001:db8::10", "2001:db8::11"], 0, tlvs=tlvs)
    p.append(eth6(hdr6(43, len(s), s)))
    # last-entry larger than the list, odd length.
    s = srh(59, ["2001:db8::10"], 5, last=9)
    p.append(eth6(hdr6(43, len(s), s)))
    s = srh(59, ["2001:db8::10", "2001:db8::11"], 1)
    p.append(eth6(hdr6(43, len(s), s)[:40 + 8 + 20]))  # cut in the second segment
    # Fragments: atomic (offset 0, M clear), then a first, an overlapping middle and a last one.
    u = udp6(A6, B6, 40000, 9999, b"atomic fragment")
    f = frag(17, 0, False, 0x11223344, u)
    p.append(eth6(hdr6(44, len(f), f)))
    big = udp6(A6, B6, 40000, 9999, bytes(range(48)) * 2)
    f = frag(17, 0, True, 0x55667788, big[:48])
    p.append(eth6(hdr6(44, len(f), f)))
    f = frag(17, 4, True, 0x55667788, big[32:80])       # overlaps the first (bytes 32-47)
    p.append(eth6(hdr6(44, len(f), f)))
    f = frag(17, 8, False, 0x55667788, big[64:])
    p.append(eth6(hdr6(44, len(f), f)))
    f = frag(17, 0, True, 0x99, b"")                    # first fragment with nothing after it
    p.append(eth6(hdr6(44, len(f), f)))
    f = frag(6, 0, False, 0x1, seg)
    p.append(eth6(hdr6(44, len(f), f)[:40 + 5]))         # header cut
    # Fragment after a hop-by-hop header with a jumbo option.
    f = frag(17, 0, False, 0x2, u)
    h = hbh(44, b"\1\0" + jumbo(8 + len(f)))
    p.append(eth6(hdr6(0, 0, h + f)))
    # Segment routing header with an odd length (3 units: a segment and a half): invalid.
    s = bytearray(srh(59, ["2001:db8::10"], 1, tag=0x1234) + b"\0" * 8)
    s[1] = 3
    p.append(eth6(hdr6(43, len(s), bytes(s))))
    return p


if __name__ == "__main__":
    write_pcap("ipv6-ext.pcap", [(T0 + i * 0.25, f) for i, f in enumerate(packets())])
