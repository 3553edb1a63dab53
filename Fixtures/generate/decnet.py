#!/usr/bin/env python3
"""DECnet Phase IV (EtherType 0x6003) as tcpdump 4.99's decnet_print decodes it, hand-built (Debian
has no DECnet routing daemon and current kernels dropped the DECnet stack): the routing layer's
short and long data headers (with return/intra-Ethernet flags and padding), the future-version and
unknown-flag forms, every control message (initialization, verification, hello and test, level 1
and level 2 routing with their segment lists, router and endnode hellos, unknown), every NSP
message tcpdump names (data segments with their acknowledgement fields, interrupt, link service,
data/other-data/connect acknowledgements, connect initiate/confirm, disconnect initiate/confirm
with every reason tcpdump names, reserved types), area.node addresses, the length checks and cut
captures. Deterministic. Writes Fixtures/pcap/decnet.pcap."""
import struct
from pcaplib import ether

T0 = 1700003600.0
SRC = "aa:00:04:00:0a:04"
DST = "aa:00:04:00:03:04"


def dn(area, node):
    return area << 10 | node


def frame(body, length=None, pad=b""):
    """The 2-byte little-endian length, padding, then the routing message."""
    payload = pad + body
    size = len(payload) if length is None else length
    return ether(DST, SRC, 0x6003, struct.pack("<H", size) + payload)


def short(nsp, flags=0x02, dst=dn(1, 3), src=dn(2, 10), visits=0):
    return struct.pack("<BHHB", flags, dst, src, visits) + nsp


def long_(nsp, flags=0x26, dst=dn(1, 3), src=dn(2, 10), visits=5):
    hiord = b"\xaa\x00\x04\x00"
    return (struct.pack("<BBB", flags, 0, 0) + hiord + struct.pack("<H", dst) + struct.pack("<BB", 0, 0) + hiord
            + struct.pack("<H", src) + struct.pack("<BBBB", 0, visits, 0, 0) + nsp)


def nsp(flags, dst=0x1001, src=0x2002, rest=b""):
    return struct.pack("<BHH", flags, dst, src) + rest


def seqs(*words):
    return b"".join(struct.pack("<H", w) for w in words)


def routing_packets():
    pkts = []
    # NSP data segments: BOM/MOM/EOM, acknowledgement fields (ack, nak, other ack/nak).
    pkts.append(frame(short(nsp(0x60, rest=seqs(5) + b"data"))))
    pkts.append(frame(short(nsp(0x20, rest=seqs(0x8003, 6)))))
    pkts.append(frame(short(nsp(0x00, rest=seqs(0x9003, 0xA002, 7)))))
    pkts.append(frame(short(nsp(0x40, rest=seqs(0x8003, 0xB002, 7)))))
    pkts.append(frame(short(nsp(0x40, rest=seqs(0x8003, 0x1002)))))
    # Interrupt and link service messages.
    pkts.append(frame(short(nsp(0x30, rest=seqs(1) + b"i"))))
    pkts.append(frame(short(nsp(0x30, rest=seqs(0x8001, 0xA004, 2)))))
    pkts.append(frame(short(nsp(0x30, rest=seqs(0x9001, 0xB004, 2)))))
    for lsflags, fcval in ((0, 3), (1, 0), (2, 1), (3, 4), (4, 1), (8, 9), (0x0c, 0)):
        pkts.append(frame(short(nsp(0x10, rest=seqs(0x8002, 0xA001, 3) + bytes([lsflags, fcval])))))
    pkts.append(frame(short(nsp(0x10, rest=seqs(4) + bytes([0, 2])))))
    pkts.append(frame(short(nsp(0x50, rest=seqs(4)))))
    # Acknowledgements.
    pkts.append(frame(short(nsp(0x04, rest=seqs(0x8010, 0xA011)))))
    pkts.append(frame(short(nsp(0x04, rest=seqs(0x9010, 0xB011)))))
    pkts.append(frame(short(nsp(0x04, rest=seqs(0x0010, 0xA011)))))
    pkts.append(frame(short(nsp(0x14, rest=seqs(0x8010, 0xA011)))))
    pkts.append(frame(short(nsp(0x14, rest=seqs(0x9010, 0xB011)))))
    pkts.append(frame(short(nsp(0x24, src=0, rest=b""))))
    pkts.append(frame(short(struct.pack("<BH", 0x24, 0x1001))))
    pkts.append(frame(short(nsp(0x34, rest=seqs(1, 2)))))
    # Connect initiate / retransmitted / confirm, every service and version code.
    for services, info in ((1, 0), (5, 1), (9, 2), (0x0d, 3)):
        pkts.append(frame(short(nsp(0x18, dst=0, rest=bytes([services, info]) + struct.pack("<H", 1459) + b"\x00\x01x"))))
    pkts.append(frame(short(nsp(0x68, dst=0, rest=bytes([5, 2]) + struct.pack("<H", 576)))))
    pkts.append(frame(short(nsp(0x28, rest=bytes([5, 2]) + struct.pack("<H", 1459) + b"\x00"))))
    pkts.append(frame(short(nsp(0x28, rest=bytes([9, 3]) + struct.pack("<H", 230) + b"\x03abc"))))
    # Disconnect initiate and confirm with every reason tcpdump names, and unknown ones.
    for reason in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 32, 33, 34, 36, 38, 39, 41, 42, 43, 54, 99):
        pkts.append(frame(short(nsp(0x38, rest=struct.pack("<HB", reason, 0)))))
    pkts.append(frame(short(nsp(0x38, rest=struct.pack("<HB", 5, 4) + b"\0\0\0\0"))))
    pkts.append(frame(short(nsp(0x48, rest=struct.pack("<H", 42)))))
    pkts.append(frame(short(nsp(0x48, rest=struct.pack("<H", 41)))))
    pkts.append(frame(short(nsp(0x08))))
    pkts.append(frame(short(nsp(0x78, rest=b"\0\0"))))
    pkts.append(frame(short(nsp(0x0c))))
    # Routing header forms: return flags, long header, padding, future version, unknown format.
    pkts.append(frame(short(nsp(0x60, rest=seqs(5)), flags=0x0a, visits=3)))
    pkts.append(frame(short(nsp(0x60, rest=seqs(5)), flags=0x12, visits=0x3f)))
    pkts.append(frame(long_(nsp(0x60, rest=seqs(9) + b"hello"))))
    pkts.append(frame(long_(nsp(0x04, rest=seqs(0x8001, 0)), flags=0x1e, dst=dn(63, 1023), src=dn(0, 0))))
    pkts.append(frame(short(nsp(0x60, rest=seqs(5))), pad=b"\x83\x00\x00"))
    pkts.append(frame(long_(nsp(0x28, rest=bytes([1, 0]) + struct.pack("<H", 1000) + b"\x00")), pad=b"\x81"))
    pkts.append(frame(short(nsp(0x60, rest=seqs(5)), flags=0x42)))
    pkts.append(frame(short(nsp(0x60, rest=seqs(5)), flags=0x00)))
    pkts.append(frame(short(nsp(0x60, rest=seqs(5)), flags=0x04)))
    return pkts


def control_packets():
    pkts = []
    init = struct.pack("<BHBHBBBHB", 0x01, dn(2, 10), 0x01, 1498, 2, 0, 0, 15, 0)
    pkts.append(frame(init))
    for info in (0, 2, 3, 7, 0x0e, 0x0f):
        pkts.append(frame(struct.pack("<BHBHBBBHB", 0x01, dn(1, 1), info, 576, 1, 3, 0, 60, 0)))
    pkts.append(frame(struct.pack("<BHB", 0x03, dn(2, 10), 0o17)))
    pkts.append(frame(struct.pack("<BHB", 0x05, dn(2, 10), 0o252) + b"\xaa" * 4))
    # Level 1 routing: segments of count, start id, routing info (hops << 10 | cost), checksum.
    l1 = struct.pack("<BHB", 0x07, dn(2, 10), 0) + struct.pack("<HHH", 3, 0, 0x0403) + struct.pack("<HHH", 10, 5, 0x7fff)
    pkts.append(frame(l1 + struct.pack("<H", 0x1234)))
    pkts.append(frame(struct.pack("<BHB", 0x07, dn(2, 10), 0) + struct.pack("<HHH", 2000, 1, 1) + struct.pack("<HHH", 1, 2, 3) + b"\0\0"))
    pkts.append(frame(struct.pack("<BHB", 0x07, dn(2, 10), 0) + struct.pack("<H", 0x1234)))
    l2 = struct.pack("<BHB", 0x09, dn(2, 1), 0) + struct.pack("<HHH", 63, 1, 0x0802) + struct.pack("<HHH", 0, 7, 0x7c00)
    pkts.append(frame(l2 + struct.pack("<H", 0x4321)))
    pkts.append(frame(l2 + b"\x01\x02\x03"))
    # Router hello with its router/state list (not printed by tcpdump), endnode hello.
    rhello = (struct.pack("<BBBB", 0x0b, 2, 0, 0) + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(2, 1))
              + struct.pack("<BHBBHB", 0x02, 1498, 64, 0, 15, 0))
    pkts.append(frame(rhello + b"\x00" * 7 + b"\x08" + b"\xaa\x00\x04\x00\x0a\x04\x80"))
    for info in (0x01, 0x03, 0x04 | 0x01, 0x20 | 0x02, 0x40 | 0x03, 0x65):
        pkts.append(frame(struct.pack("<BBBB", 0x0b, 2, 0, 0) + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(1, 2))
                          + struct.pack("<BHBBHB", info, 1498, 100, 0, 10, 0)))
    ehello = (struct.pack("<BBBB", 0x0d, 2, 0, 0) + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(2, 10))
              + struct.pack("<BHB", 0x03, 1498, 0) + b"\x00" * 8 + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(2, 1))
              + struct.pack("<HBB", 10, 0, 0o252))
    pkts.append(frame(ehello))
    pkts.append(frame(struct.pack("<B", 0x0f) + b"\x01\x02\x03\x04"))
    pkts.append(frame(struct.pack("<B", 0x0d) + b"\x02\x00\x00"))
    pkts.append(frame(struct.pack("<B", 0x01) + b"\x02\x00"))
    pkts.append(frame(struct.pack("<B", 0x0b) + b"\x02\x00\x00"))
    pkts.append(frame(struct.pack("<BH", 0x03, dn(2, 10))))
    pkts.append(frame(struct.pack("<BH", 0x05, dn(2, 10))))
    pkts.append(frame(struct.pack("<BH", 0x07, dn(2, 10))))
    pkts.append(frame(b"\x83\x00\x00" + struct.pack("<BHB", 0x03, dn(2, 10), 1)))
    # Unknown control type; messages shorter than their type; padding leaving too little.
    pkts.append(frame(struct.pack("<B", 0x0f) + b"\x01\x02\x03\x04\x05\x06\x07"))
    pkts.append(frame(struct.pack("<BHBHB", 0x01, dn(2, 10), 1, 1498, 2)))
    pkts.append(frame(struct.pack("<BBBB", 0x0b, 2, 0, 0) + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(1, 2))))
    pkts.append(frame(struct.pack("<BBBB", 0x0d, 2, 0, 0) + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(1, 2)) + b"\0" * 20))
    pkts.append(frame(b"\x85\x00\x00\x00\x00" + struct.pack("<BHB", 0x05, dn(2, 10), 1)))
    pkts.append(frame(b"\x84\x00\x00\x00" + short(nsp(0x60, rest=seqs(5)))[:3]))
    pkts.append(frame(b"\x82\x00" + struct.pack("<BHBHB", 0x07, dn(2, 10), 0, 1, 2) + b"\x00\x00\x01\x00"))
    return pkts


def length_packets():
    body = short(nsp(0x60, rest=seqs(5) + b"data"))
    return [
        frame(body, length=len(body) - 4),
        frame(body, length=len(body) + 10),
        frame(body, length=3),
        frame(body, length=0),
        frame(b"\x02\x03\x04"),
        frame(b"\x85\x00\x00", length=3),
        frame(short(nsp(0x60, rest=b""))),
        frame(short(nsp(0x60)[:3])),
        frame(short(nsp(0x20, rest=seqs(0x8003)))),
        frame(short(nsp(0x20, rest=seqs(0x8003, 0xA003)))),
        frame(short(nsp(0x30, rest=seqs(0x8003)))),
        frame(short(nsp(0x10, rest=seqs(0x8003, 0xA003, 1) + b"\x00"))),
        frame(short(nsp(0x04, rest=seqs(0x8003)))),
        frame(short(nsp(0x14, rest=seqs(0x8003)))),
        frame(short(nsp(0x18, rest=b"\x01\x00\x01"))),
        frame(short(nsp(0x28, rest=b"\x01\x00\x01\x00"))),
        frame(short(nsp(0x38, rest=b"\x01\x00"))),
        frame(short(nsp(0x48, rest=b"\x01"))),
        frame(long_(b"")[:15]),
        ether(DST, SRC, 0x6003, b""),
        ether(DST, SRC, 0x6003, b"\x05"),
    ]


def cut_packets():
    out = []
    full = frame(long_(nsp(0x10, rest=seqs(0x8002, 0xA001, 3) + bytes([2, 1]))))
    for cut in (15, 16, 17, 20, 30, 37, 38, 40, 42, 44, 46, 48, 50, 51):
        out.append((full[:cut], len(full)))
    full = frame(struct.pack("<BBBB", 0x0d, 2, 0, 0) + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(2, 10))
                 + struct.pack("<BHB", 0x03, 1498, 0) + b"\x00" * 8 + b"\xaa\x00\x04\x00" + struct.pack("<H", dn(2, 1))
                 + struct.pack("<HBB", 10, 0, 0o252))
    for cut in (17, 20, 30, 40, 47):
        out.append((full[:cut], len(full)))
    full = frame(struct.pack("<BHB", 0x07, dn(2, 10), 0) + struct.pack("<HHH", 3, 0, 0x0403) * 3 + b"\0\0")
    for cut in (18, 20, 22, 25, 29, 31):
        out.append((full[:cut], len(full)))
    full = frame(struct.pack("<BHBHBBBHB", 0x01, dn(2, 10), 0x01, 1498, 2, 0, 0, 15, 0))
    for cut in (18, 20, 26):
        out.append((full[:cut], len(full)))
    full = frame(short(nsp(0x28, rest=bytes([9, 3]) + struct.pack("<H", 230) + b"\x03abc")), pad=b"\x84\x00\x00\x00")
    for cut in (17, 18, 20, 24, 27, 30):
        out.append((full[:cut], len(full)))
    return out


def main():
    from pcaplib import write_pcap
    pkts = [(T0 + i * 0.25, p) for i, p in enumerate(routing_packets() + control_packets() + length_packets())]
    pkts += [(T0 + 60 + i * 0.25, data, orig) for i, (data, orig) in enumerate(cut_packets())]
    write_pcap("decnet.pcap", pkts)


if __name__ == "__main__":
    main()
