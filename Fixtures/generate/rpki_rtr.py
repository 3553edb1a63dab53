#!/usr/bin/env python3
"""RPKI-RTR (RFC 6810/8210) on TCP 323: every PDU type tcpdump 4.99.3 names (serial notify and
query, reset query, cache response, IPv4 and IPv6 prefix, end of data in its v0 and v1 sizes, cache
reset, error report with and without a quoted PDU and text), types it does not know (router key,
ASPA, 5) that it hex-dumps, versions 1 and 2 (printed as unknown), several PDUs in one segment, an
error report quoting an error report, lengths that do not fit the type or the segment, a quoted
length that wraps tcpdump's unsigned sum, text with bytes to escape, IPv6 transport, and captures
cut inside a PDU. Writes Fixtures/pcap/rpki-rtr-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.94.1", "198.18.94.2"
A6, B6 = "2001:db8:94::1", "2001:db8:94::2"
T0 = 1700009400.0


def pdu(kind, sid=0, body=b"", version=0, length=None):
    return struct.pack("!BBHI", version, kind, sid, 8 + len(body) if length is None else length) + body


def serial(kind, sid, number, version=0):
    return pdu(kind, sid, struct.pack("!I", number), version)


def prefix4(p, plen, maxlen, asn, flags=1, version=0):
    return pdu(4, 0, bytes([flags, plen, maxlen, 0]) + ip4(p) + struct.pack("!I", asn), version)


def prefix6(p, plen, maxlen, asn, flags=1, version=0):
    return pdu(6, 0, bytes([flags, plen, maxlen, 0]) + ip6(p) + struct.pack("!I", asn), version)


def error(code, quoted=b"", text=b"", quoted_length=None, text_length=None, length=None):
    body = struct.pack("!I", len(quoted) if quoted_length is None else quoted_length) + quoted
    body += struct.pack("!I", len(text) if text_length is None else text_length) + text
    return pdu(10, code, body, length=length)


router_key = pdu(9, 0x0100, b"\x11" * 20 + struct.pack("!I", 65010) + b"\x30\x59" + b"\x22" * 14)
payloads = [
    serial(0, 0x1312, 7), serial(1, 0x1312, 7), pdu(2), pdu(3, 0x1312),
    prefix4("198.18.0.0", 16, 24, 65001), prefix4("198.19.0.0", 16, 16, 65002, flags=0),
    prefix6("2001:db8::", 32, 48, 4200000001), prefix6("2001:db8:100::", 40, 40, 65003, flags=0),
    serial(7, 0x1312, 9), pdu(7, 0x1312, struct.pack("!IIII", 9, 3600, 600, 7200)), pdu(8),
    router_key, pdu(11, 0, b"\x00\x00\x00\x01"), pdu(5, 0, b"zz"), pdu(255),
    # Error reports: every code, a quoted PDU, no text, text only, a quoted error report.
    error(0, serial(1, 0, 0), b"Session ID mismatch\0"),
    error(1), error(2, text=b"no data"), error(3, pdu(2, version=1), b"bad"),
    error(4, prefix4("198.18.5.0", 24, 24, 65005)), error(5, pdu(11, 0, b"ab")), error(6, prefix6("2001:db8:6::", 48, 48, 6)),
    error(7, b"", b"dup\x01\x7f\xc1\xff"), error(9, text=b"x"),
    error(3, error(4, pdu(2), b"inner"), b"outer"),
    error(3, error(4, error(5, pdu(2)))),
    # Several PDUs per segment: a whole cache answer, and one with a bad PDU in the middle.
    pdu(3, 0x2222) + prefix4("198.18.1.0", 24, 24, 1) + prefix6("2001:db8:1::", 48, 64, 2) + serial(7, 0x2222, 3),
    pdu(2) + serial(0, 5, 6, version=1) + pdu(2),
    pdu(2) + pdu(8, length=9) + pdu(2),
    # Lengths that do not fit: under a header, over the segment, wrong for the type.
    pdu(2, length=4), pdu(2, length=100), b"\x01\x02\x00", pdu(2) + b"\x02", serial(0, 1, 2)[:11], b"\x00\x02\x00", pdu(2) + b"\x00\x02\x00",
    pdu(2, length=12) + b"\0" * 4, pdu(3, 0x1, b"\0" * 4), prefix4("198.18.0.0", 8, 8, 1)[:19] + b"",
    pdu(4, 0, b"\0" * 16), pdu(6, 0, b"\0" * 20), serial(1, 1, 1) + b"\0",
    error(3, length=11), error(3, serial(1, 0, 0), quoted_length=200),
    error(3, b"", b"abc", text_length=50), error(3, serial(1, 0, 0))[:-4],
    error(3, pdu(2, length=30)), error(3, pdu(2), quoted_length=0xFFFFFFF8),
    error(3, b"", b"abcd", text_length=0xFFFFFFFC), error(3, b"abc"), error(3, b"\x00\x02\x00"),
    error(3, b"\x00\x0a\x00\x00\x00\x00\x00\x06", b"t"), error(3, b"\x00\x0a\x00\x00\x00\x00\x00\x0c\x00\x00\x00\x00"),
    # Versions 1 and 2, whatever follows.
    serial(0, 1, 1, version=1), pdu(2, version=2) + pdu(2), prefix4("198.18.0.0", 8, 8, 1, version=2),
    pdu(2, version=0xff),
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 323, 40200 + i) if i % 2 else (B, A, 40200 + i, 323)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 1000 + i, 2000, "PA", p)))
# Over IPv6, a whole cache answer from the cache.
six = pdu(3, 0x3333) + prefix6("2001:db8:2::", 48, 48, 65004) + serial(7, 0x3333, 1)
frames.append(frame6(A6, B6, 6, tcp6(A6, B6, 323, 40900, 5000, 6000, "PA", six)))
packets = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
# Cut captures: inside a prefix, inside the quoted PDU, inside the error text, in the header.
cuts = [(frames[4], 54 + 12), (frames[4], 54 + 18), (frames[15], 54 + 16), (frames[15], 54 + 30),
        (frames[15], 54 + 38), (frames[27], 54 + 30), (frames[27], 54 + 8), (frames[25], 54 + 40),
        (frames[26], 54 + 25), (frames[2], 54 + 3)]
for j, (f, n) in enumerate(cuts):
    packets.append((T0 + 5 + j * 0.01, f[:n], len(f)))
write_pcap("rpki-rtr-gen.pcap", packets)
