#!/usr/bin/env python3
"""EIGRP (RFC 7868) packets and TLVs the frr lab (Fixtures/capture-eigrp.sh) never sends: every
opcode, header flag, IP external routes, AppleTalk cable setup and routes, IPX and authentication
TLVs (hex), unknown ones, and malformed and cut packets. Writes Fixtures/pcap/eigrp-gen.pcap.
Deterministic."""
import struct
from pcaplib import *

A, ALL = "198.18.64.1", "224.0.0.10"
T0 = 1700004000.0


def tlv(kind, value, length=None):
    return struct.pack("!HH", kind, 4 + len(value) if length is None else length) + value


def eigrp(opcode, tlvs=b"", flags=0, seq=0, ack=0, vrid=0, asn=100, version=2, csum=None):
    msg = struct.pack("!BBHIIIHH", version, opcode, 0, flags, seq, ack, vrid, asn) + tlvs
    if csum is None:
        csum = checksum(msg)
    return msg[:2] + struct.pack("!H", csum) + msg[4:]


def metric(delay=2560, bw=256000, mtu=1500, hop=1, rel=255, load=1):
    return struct.pack("!II", delay, bw) + mtu.to_bytes(3, "big") + struct.pack("!BBB2x", hop, rel, load)


def ip_int(prefix, plen, nexthop="0.0.0.0", **kw):
    return tlv(0x0102, ip4(nexthop) + metric(**kw) + bytes([plen]) + ip4(prefix)[:(plen + 7) // 8 or 1])


def ip_ext(prefix, plen, nexthop="0.0.0.0", router="198.18.65.9", asn=65001, tag=0x12345678, extmetric=20,
           proto=6, flags=0x03, **kw):
    return tlv(0x0103, ip4(nexthop) + ip4(router) + struct.pack("!III2xBB", asn, tag, extmetric, proto, flags)
               + metric(**kw) + bytes([plen]) + ip4(prefix)[:(plen + 7) // 8 or 1])


general = tlv(0x0001, struct.pack("!BBBBBBH", 1, 0, 1, 0, 0, 0, 15))
software = tlv(0x0004, struct.pack("!BBBB", 12, 4, 1, 2))
at_cable = tlv(0x0204, struct.pack("!HHI", 100, 110, 0x01020304))
at_int = tlv(0x0202, struct.pack("!HH", 100, 7) + metric() + struct.pack("!HH", 200, 210))
at_int_self = tlv(0x0202, b"\0\0\0\0" + metric() + struct.pack("!HH", 300, 300))
at_ext = tlv(0x0203, struct.pack("!HH", 100, 7) + struct.pack("!IIIBBH", 77, 65002, 0xabcdef01, 9, 1, 30)
             + metric() + struct.pack("!HH", 400, 410))
msgs = [
    eigrp(5, general + software),
    eigrp(5, general + tlv(0x0003, b"\x04" + ip4(A)) + tlv(0x0005, struct.pack("!I", 7))),
    eigrp(1, flags=1, seq=1),
    eigrp(1, ip_int("198.18.66.0", 24) + ip_int("198.18.67.128", 25, nexthop="198.18.64.2", delay=100000)
          + ip_int("0.0.0.0", 0) + ip_int("198.18.68.1", 32, mtu=9000, hop=3, rel=200, load=50), flags=8, seq=2, ack=1),
    eigrp(1, ip_ext("198.19.0.0", 16) + ip_ext("198.19.1.0", 24, nexthop="198.18.64.3", proto=11, flags=0)
          + ip_ext("198.19.2.0", 24, proto=99), flags=0x0a, seq=3, ack=2),
    eigrp(3, ip_int("198.18.66.0", 24, delay=0xffffffff), seq=4, flags=2),
    eigrp(4, ip_int("198.18.66.0", 24, delay=0xffffffff), seq=5, ack=4, flags=4),
    eigrp(6, tlv(0x0302, bytes(20)) + tlv(0x0303, bytes(6)), seq=6),
    eigrp(7, general, flags=0x0f),
    eigrp(10, b"", flags=0x10), eigrp(0, b""),
    eigrp(1, at_cable + at_int + at_int_self + at_ext),
    eigrp(5, general + tlv(0x0002, struct.pack("!HH", 2, 16) + bytes(24)) + tlv(0x7777, b"\x01\x02\x03")),
    eigrp(1, tlv(0x0001, b"\x01\x02") + tlv(0x0004, b"\x01") + tlv(0x0102, bytes(10)) + tlv(0x0103, bytes(20))
          + tlv(0x0204, bytes(4)) + tlv(0x0202, bytes(4)) + tlv(0x0203, bytes(4))),
    eigrp(1, tlv(0x0102, ip4("0.0.0.0") + metric() + bytes([33]) + b"\x01\x02\x03\x04")),
    eigrp(1, tlv(0x0103, bytes(36) + b"\x29\x00\x00\x00\x00\x00")),
    eigrp(1, ip_int("198.18.66.0", 24) + struct.pack("!HH", 0x0102, 2) + bytes(6)),   # a TLV shorter than its header
    eigrp(1, ip_int("198.18.66.0", 24) + struct.pack("!HH", 0x0102, 60) + bytes(6)),  # one longer than the rest
    eigrp(1, tlv(0x0102, ip4("0.0.0.0") + metric() + bytes([32]) + b"\xc6\x12"), ),    # prefix bytes past the TLV
    eigrp(5, general + b"\x00\x01"),                                                  # 2 bytes of a TLV header
    eigrp(5, general, version=1), eigrp(5, general, version=3),
    eigrp(5, general, csum=0x1234),
]
frames = [frame4(A, ALL, 88, m, ttl=1) for m in msgs]
frames.append(frame4(A, ALL, 88, eigrp(5, general)[:12], ttl=1))                     # shorter than the header
frames.append(frame6("fe80::1", "ff02::a", 88, eigrp(5, general + software), hlim=1))
cut = frames[3]
write_pcap("eigrp-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5, cut[:80], len(cut)), (T0 + 5.01, cut[:50], len(cut)), (T0 + 5.02, cut[:40], len(cut)),
              (T0 + 5.03, frames[11][:100], len(frames[11])), (T0 + 5.04, frames[4][:95], len(frames[4]))])
