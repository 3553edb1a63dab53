#!/usr/bin/env python3
"""ICMP and ICMPv6 cases the core fixtures lack: router advertisements (RFC 1256), RFC 4884
multi-part extensions with RFC 4950 MPLS objects (and cut captures of them), MLDv2 queries with
sources, an ICMPv6 error quoting TCP. Writes Fixtures/pcap/icmp-more.pcap."""
import struct
from pcaplib import *

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"
T0 = 1700000100.0


def extension(objects, version=2, csum=None):
    """An RFC 4884 extension structure: header (version, checksum), then the objects."""
    body = struct.pack("!BBH", version << 4, 0, 0) + objects
    if csum is None:
        csum = checksum(body)
    return body[:2] + struct.pack("!H", csum) + body[4:]


def ext_object(class_num, ctype, data, length=None):
    return struct.pack("!HBB", 4 + len(data) if length is None else length, class_num, ctype) + data


def mpls_entry(label, tc=0, bottom=True, ttl=1):
    return struct.pack("!I", (label << 12) | (tc << 9) | (0x100 if bottom else 0) | ttl)


def time_exceeded(ext, length_words=32):
    """Time exceeded quoting 128 bytes of a UDP datagram (RFC 4884 length in words), then `ext`."""
    inner = ipv4(A, B, 17, udp4(A, B, 40000, 33434, b"\0" * 100), ttl=1)
    return frame4(B, A, 1, icmp(11, 0, struct.pack("!BBH", 0, length_words, 0), inner + ext))


def packets():
    p = []
    # Router advertisement: 2 entries of 2 words, lifetime 1800 s, preferences 0 and -1.
    entries = ip4(A) + struct.pack("!i", 0) + ip4(B) + struct.pack("!i", -1)
    p.append(frame4(A, "224.0.0.1", 1, icmp(9, 0, struct.pack("!BBH", 2, 2, 1800), entries)))
    p.append(frame4(A, "224.0.0.1", 1, icmp(9, 0, struct.pack("!BBH", 1, 3, 45), entries[:8] + b"\0" * 4)))
    p.append(frame4(A, B, 1, icmp(17, 0, struct.pack("!HH", 1, 2), ip4("0.0.0.0"))))
    p.append(frame4(B, A, 1, icmp(18, 0, struct.pack("!HH", 1, 2), ip4("255.255.255.0"))))
    # Multi-part extensions.
    labels = ext_object(1, 1, mpls_entry(16, bottom=False, ttl=1) + mpls_entry(17, tc=5, ttl=1))
    p.append(time_exceeded(extension(labels)))
    p.append(time_exceeded(extension(ext_object(2, 1, b"\1\2\3\4") + ext_object(3, 2, b"\x09" * 4))))
    p.append(time_exceeded(extension(labels, csum=0)))
    p.append(time_exceeded(extension(labels), length_words=0))
    p.append(time_exceeded(extension(labels, csum=0), length_words=0))
    p.append(time_exceeded(extension(labels, version=1)))
    p.append(time_exceeded(extension(ext_object(0, 1, b"\1\2\3\4"))))
    p.append(time_exceeded(extension(ext_object(1, 1, b"\1\2\3\4", length=2))))
    p.append(time_exceeded(extension(ext_object(1, 2, b"\1\2\3\4\5\6\7\x08"))))
    full = time_exceeded(extension(labels))
    for cut in (14 + 20 + 140, 14 + 20 + 141, 14 + 20 + 145, 14 + 20 + 150):
        p.append((None, full[:cut], len(full)))
    # MLDv2 query: max response code 1000, ff02::fb, S flag, QRV 2, QQIC 125, two sources.
    query = struct.pack("!HH", 1000, 0) + ip6("ff02::fb") + struct.pack("!BBH", 0x0A, 125, 2) + ip6(A6) + ip6(B6)
    p.append(frame6(A6, "ff02::1", 58, icmp6(A6, "ff02::1", 130, 0, query), hlim=1))
    # MLDv2 query with a large max response code (exponential form) and QQIC.
    query = struct.pack("!HH", 0x9234, 0) + ip6("ff02::fb") + struct.pack("!BBH", 0x02, 0x85, 0)
    p.append(frame6(A6, "ff02::1", 58, icmp6(A6, "ff02::1", 130, 0, query), hlim=1))
    # Destination unreachable (port) quoting a TCP SYN.
    inner = ipv6(B6, A6, 6, tcp6(B6, A6, 40000, 80, 1, 0, "S"))
    p.append(frame6(A6, B6, 58, icmp6(A6, B6, 1, 4, b"\0" * 4 + inner)))
    out = []
    for index, item in enumerate(p):
        if isinstance(item, tuple):
            out.append((T0 + index, item[1], item[2]))
        else:
            out.append((T0 + index, item))
    return out


if __name__ == "__main__":
    write_pcap("icmp-more.pcap", packets())
