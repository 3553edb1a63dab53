#!/usr/bin/env python3
"""ETSI GeoNetworking (EtherType 0x8947, and the old 0x0707) and ISO CALM FAST (0x1111) as tcpdump 4.99's geonet_print decodes
it, hand-built (no ITS-G5 stack in Debian): the common header with every next-header and header
type/subtype tcpdump names (and unknown ones), the long position vector, the extended header
sizes tcpdump skips (beacon, single-hop and multi-hop topologically-scoped broadcast), BTP-A and
BTP-B ports with the ITS PDU header (every message type tcpdump names), the user data dump at -v,
the length checks and cut captures. Deterministic. Writes Fixtures/pcap/geonet.pcap."""
import struct
from pcaplib import ether, write_pcap

T0 = 1700004200.0
SRC = "02:00:00:00:9e:01"
DST = "ff:ff:ff:ff:ff:ff"


def common(nh, ht, hst, payload_len, hop=1, version=0, gn=b"\x80\x00\x02\x00\x00\x00\x9e\x01",
           lat=515000000, lon=0xFFFFFFF0):
    return (bytes([version << 4 | nh, ht << 4 | hst, 0, 0]) + struct.pack("!HBB", payload_len, 0, hop)
            + gn + struct.pack("!III", 0x01020304, lat, lon) + b"\x00\x10\x00\x20\x00\x00\x00\x00")


def gn(nh, ht, hst, body=b"", ext=b"", hop=1, ethertype=0x8947, **kw):
    return ether(DST, SRC, ethertype, common(nh, ht, hst, len(body), hop=hop, **kw) + ext + body)


def btp(dport, sport_or_info, pdu=b""):
    return struct.pack("!HH", dport, sport_or_info) + pdu


def packets():
    pkts = []
    cam = btp(2001, 0, b"\x01\x00" + b"\x00\x00\x00\x2a" + b"camdata")
    # Single-hop broadcast (the CAM case), beacons, multi-hop TSB with its 32-byte extension.
    pkts.append(gn(2, 5, 0, cam))
    pkts.append(gn(1, 5, 0, btp(2002, 2001, b"\x01\x01" + b"denm")))
    pkts.append(gn(0, 1, 0, hop=1))
    pkts.append(gn(0, 1, 0, b"xyz"))
    pkts.append(gn(2, 5, 1, cam, ext=b"\x11" * 32, hop=10))
    pkts.append(gn(0, 0, 0, b"anything"))
    pkts.append(gn(3, 5, 0, b"\x60\x00\x00\x00"))
    # ITS PDU message types tcpdump names, and unknown ones.
    for t in (0, 1, 101, 102, 103, 104, 105, 106, 107, 150, 2, 255):
        pkts.append(gn(2, 5, 0, btp(2001, 0, bytes([2, t]))))
    pkts.append(gn(2, 5, 0, btp(2001, 0, b"\x02")))
    pkts.append(gn(2, 5, 0, btp(2001, 0)))
    pkts.append(gn(1, 5, 0, b"\x07\xd1"))
    # Header types without a size tcpdump knows: printed, then only the -v dump.
    for ht, hst in ((2, 0), (3, 0), (3, 1), (3, 2), (3, 3), (4, 0), (4, 1), (4, 2), (4, 5), (5, 2), (6, 0), (6, 1),
                    (6, 2), (7, 0), (15, 15)):
        pkts.append(gn(2, ht, hst, b"\x00" * 24 + cam))
    for nh in (4, 15):
        pkts.append(gn(nh, 5, 0, cam))
    pkts.append(gn(2, 5, 0, cam, version=1, gn=b"\xff" * 8, lat=0, lon=0))
    # The old EtherType.
    pkts.append(gn(2, 5, 0, cam, ethertype=0x0707))
    # Length checks.
    pkts.append(ether(DST, SRC, 0x8947, common(2, 5, 0, 0)[:35]))
    pkts.append(ether(DST, SRC, 0x8947, b""))
    pkts.append(gn(2, 5, 1, b"", ext=b"\x00" * 20))
    out = [(T0 + i * 0.25, p) for i, p in enumerate(pkts)]
    full = gn(2, 5, 0, cam)
    for i, cut in enumerate((14, 15, 20, 22, 29, 30, 38, 41, 42, 46, 49, 50, 51, 52, 54, 55, 56, 60)):
        out.append((T0 + 30 + i * 0.25, full[:cut], len(full)))
    full = gn(2, 5, 1, cam, ext=b"\x11" * 32)
    for i, cut in enumerate((50, 60, 82, 85, 86, 88)):
        out.append((T0 + 40 + i * 0.25, full[:cut], len(full)))
    # ISO CALM FAST (EtherType 0x1111): network references, data, short and cut frames.
    calm = [ether(DST, SRC, 0x1111, b"\x05\x07hello"), ether(DST, SRC, 0x1111, b"\x05\x07"),
            ether(DST, SRC, 0x1111, b"\x05"), ether(DST, SRC, 0x1111, b"")]
    out += [(T0 + 50 + i * 0.25, p) for i, p in enumerate(calm)]
    full = calm[0]
    for i, cut in enumerate((14, 15, 16, 18)):
        out.append((T0 + 52 + i * 0.25, full[:cut], len(full)))
    out.append((T0 + 54, calm[2], len(calm[2]) + 1))
    return out


if __name__ == "__main__":
    write_pcap("geonet.pcap", packets())
