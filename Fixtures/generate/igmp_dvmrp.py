#!/usr/bin/env python3
"""IGMP multicast traceroute (mtrace query 0x1f, response 0x1e) and DVMRP (IGMP type 0x13, RFC
1075 / draft-ietf-idmr-dvmrp-v3) as mrouted and mtrace send them: probe with and without
neighbors, route reports with 1- to 4-byte origins, ask-neighbors and neighbors (old), ask-
neighbors2 and neighbors2 with every flag, prune, graft, graft-ack, an unknown code, and the
malformed lengths tcpdump names (short messages, reports and neighbor lists cut mid-entry, an
ncount past the data), a bad checksum and capture cuts. Debian has no mrouted, so hand-built.
Writes Fixtures/pcap/igmp-dvmrp.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.80.1", "198.18.80.2"
ALL_DVMRP = "224.0.0.4"
T0 = 1700006000.0


def igmp(kind, code, rest, group=b"\0\0\0\0", csum=None):
    body = struct.pack("!BBH", kind, code, 0) + group + rest
    value = checksum(body) if csum is None else csum
    return body[:2] + struct.pack("!H", value) + body[4:]


def dvmrp(code, rest, minor=0xff, major=3, **kw):
    # mrouted puts its version in the group field's last two bytes (minor, major).
    return igmp(0x13, code, rest, group=b"\0\0" + bytes([minor, major]), **kw)


def mtrace(kind, src, dst, resp, ttl, qid, hops=b""):
    return igmp(kind, 0, ip4(src) + ip4(dst) + ip4(resp) + struct.pack("!I", ttl << 24 | qid) + hops,
                group=ip4("239.1.2.3"))


def hop(qarr, inaddr, outaddr, rmt, rproto=1, fttl=1, smask=24, rflags=0):
    return struct.pack("!I4s4s4sIIIBBBB", qarr, ip4(inaddr), ip4(outaddr), ip4(rmt), 10, 20, 30,
                       rproto, fttl, smask, rflags)


def route_block(mask3, origins):
    """mask3: the mask's low three bytes; origins: (origin bytes, metric) with the last flagged."""
    out = bytes(mask3)
    for index, (origin, metric) in enumerate(origins):
        out += bytes(origin) + bytes([metric | (0x80 if index == len(origins) - 1 else 0)])
    return out


report = (route_block([0, 0, 0], [([10], 1), ([198], 3)])
          + route_block([255, 0, 0], [([198, 18], 2)])
          + route_block([255, 255, 0], [([198, 18, 80], 1), ([198, 18, 81], 33)])
          + route_block([255, 255, 255], [([198, 18, 80, 1], 5)]))
neighbors_old = ip4(A) + bytes([1, 1, 2]) + ip4(B) + ip4("198.18.80.3") + ip4("198.18.81.1") + bytes([3, 16, 1]) + ip4("198.18.82.1")
neighbors2 = (ip4(A) + bytes([1, 1, 0x01, 1]) + ip4(B)
              + ip4("198.18.81.1") + bytes([2, 8, 0x02 | 0x40, 2]) + ip4("198.18.81.2") + ip4("198.18.81.3")
              + ip4("198.18.82.1") + bytes([3, 32, 0x10 | 0x20, 1]) + ip4("198.18.82.2")
              + ip4("198.18.83.1") + bytes([1, 1, 0x73, 1]) + ip4("198.18.83.2"))

payloads = [
    # mtrace query (multicast reply address: with-ttl), to a unicast reply address, and responses.
    (A, "224.0.0.2", mtrace(0x1f, "198.18.90.1", "198.18.80.9", "224.0.1.32", 64, 0x12345)),
    (A, B, mtrace(0x1f, "198.18.90.1", "198.18.80.9", A, 127, 7)),
    (B, A, mtrace(0x1e, "198.18.90.1", "198.18.80.9", A, 127, 7, hop(0x1000, B, A, "198.18.81.1"))),
    (B, "224.0.1.32", mtrace(0x1e, "198.18.90.1", "198.18.80.9", "224.0.1.32", 32, 0xffffff,
                             hop(1, B, A, "198.18.81.1") + hop(2, "198.18.81.1", "198.18.81.2", "0.0.0.0", 3, 0, 0, 5))),
    (A, "224.0.0.2", igmp(0x1f, 0, ip4("198.18.90.1") + ip4("198.18.80.9"))),
    # DVMRP: probe alone and with neighbors; report; ask/neighbors old and new; prune/graft/ack.
    (A, ALL_DVMRP, dvmrp(1, struct.pack("!I", 0x5f000001))),
    (A, ALL_DVMRP, dvmrp(1, struct.pack("!I", 0x5f000002) + ip4(B) + ip4("198.18.80.3"))),
    (A, ALL_DVMRP, dvmrp(2, report)),
    (B, A, dvmrp(3, b"")),
    (A, B, dvmrp(4, neighbors_old)),
    (B, A, dvmrp(5, b"")),
    (A, B, dvmrp(6, neighbors2, minor=0xff, major=3)),
    (A, B, dvmrp(6, neighbors2[:12], minor=10, major=3)),
    (A, B, dvmrp(7, ip4("198.18.90.1") + ip4("239.1.2.3") + struct.pack("!I", 7200))),
    (A, B, dvmrp(7, ip4("198.18.90.1") + ip4("239.1.2.3") + struct.pack("!I", 0))),
    (A, B, dvmrp(8, ip4("198.18.90.1") + ip4("239.1.2.3"))),
    (B, A, dvmrp(9, ip4("198.18.90.1") + ip4("239.1.2.3"))),
    (A, B, dvmrp(10, b"\x01\x02\x03\x04")),
    # Malformed: probe without genid or with a neighbor cut, report entries cut, neighbor lists cut.
    (A, ALL_DVMRP, dvmrp(1, b"\x01\x02")),
    (A, ALL_DVMRP, dvmrp(1, struct.pack("!I", 3) + ip4(B) + b"\x01\x02")),
    (A, ALL_DVMRP, dvmrp(2, b"\x00\x00")),
    (A, ALL_DVMRP, dvmrp(2, bytes([255, 255, 0, 198, 18]))),
    (A, B, dvmrp(4, neighbors_old[:5])),
    (A, B, dvmrp(4, neighbors_old[:9])),
    (A, B, dvmrp(6, neighbors2[:6])),
    (A, B, dvmrp(6, ip4(A) + bytes([1, 1, 0, 3]) + ip4(B))),
    (A, B, dvmrp(6, ip4(A) + bytes([1, 1, 0, 2]) + ip4(B) + b"\x01\x02")),
    (A, B, dvmrp(7, ip4("198.18.90.1"))),
    (A, ALL_DVMRP, dvmrp(1, struct.pack("!I", 9), csum=0x1234)),
    (A, ALL_DVMRP, igmp(0x13, 1, b"")[:6]),
]
frames = [frame4(src, dst, 2, body, ttl=1) for src, dst, body in payloads]
cuts = [(frames[0], 40), (frames[0], 50), (frames[3], 70), (frames[7], 48), (frames[7], 55), (frames[9], 50),
        (frames[11], 52), (frames[11], 60), (frames[6], 48), (frames[13], 50)]
write_pcap("igmp-dvmrp.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
