#!/usr/bin/env python3
"""PGM (RFC 3208, IP protocol 113; tcpdump's pgm_print), hand-built as a source, a receiver and a
network element exchange them: SPM, POLL, POLR, ODATA, RDATA, NAK, NULL NAK, NCF, ACK, SPMR, an
unknown type; IPv4 and IPv6 network-layer addresses; every option tcpdump names (OPT_LENGTH,
FRAGMENT, NAK_LIST, JOIN, NAK_BO_IVL, NAK_BO_RNG, REDIRECT, PARITY_PRM, PARITY_GRP, CURR_TGSIZE,
NBR_UNREACH, PATH_NLA, SYN, FIN, RST, CR, CRQST, PGMCC_DATA, PGMCC_FEEDBACK, unknown) and every
length it rejects; over IPv6; and capture cuts. Writes Fixtures/pcap/pgm.pcap. Deterministic."""
import struct
from pcaplib import *

SRC, GRP, RCV = "198.18.113.1", "239.1.1.1", "198.18.113.2"
SRC6, GRP6 = "2001:db8:113::1", "ff0e::113"
T0 = 1700113000.0
GSI = bytes.fromhex("0a0b0c0d0e0f")


def pgm(type_, body, options=None, sport=7500, dport=7500, tsdu=0, csum=None):
    flags = 0
    opts = b""
    if options is not None:
        flags |= 0x01
        opts = options
    header = struct.pack("!HHBBH6sH", sport, dport, type_, flags, 0, GSI, tsdu)
    message = header + body[0] + opts + body[1]
    value = checksum(message) if csum is None else csum
    return message[:6] + struct.pack("!H", value) + message[8:]


def nla4(addr):
    return struct.pack("!HH", 1, 0) + ip4(addr)


def nla6(addr):
    return struct.pack("!HH", 2, 0) + ip6(addr)


def opt(kind, body, end=False):
    return bytes([kind | (0x80 if end else 0), 2 + len(body)]) + body


def options(*items):
    data = b"".join(items)
    return opt(0, struct.pack("!H", 4 + len(data))) + data


def plain(body, tail=b""):
    return (body, tail)


frames = []
add = frames.append


def v4(message, src=SRC, dst=GRP):
    add(frame4(src, dst, 113, message))


spm = struct.pack("!III", 1000, 900, 1000) + nla4(SRC)
v4(pgm(0, plain(spm)))
v4(pgm(0, plain(struct.pack("!III", 1, 2, 3) + nla6(SRC6))))
v4(pgm(1, plain(struct.pack("!IHH", 77, 3, 0) + nla4(SRC) + struct.pack("!III", 5000, 0xdeadbeef, 0xffff0000))))
v4(pgm(1, plain(struct.pack("!IHH", 78, 4, 1) + nla6(SRC6) + struct.pack("!III", 1, 2, 3))))
v4(pgm(2, plain(struct.pack("!IHH", 77, 3, 0))), src=RCV, dst=SRC)
v4(pgm(4, plain(struct.pack("!II", 1001, 900), b"hello pgm"), tsdu=9))
v4(pgm(5, plain(struct.pack("!II", 999, 900), b"again"), tsdu=5))
# NAKs: tcpdump reads the group's family from the group address itself (it skips one field too
# many), so a real group ends the line; a group address starting 0x0001 shows the decoded form.
nak_real = struct.pack("!I", 999) + nla4(SRC) + nla4(GRP)
nak_odd = struct.pack("!I", 999) + nla4(SRC) + struct.pack("!HH", 1, 0) + ip4("0.1.2.3")
nak_odd6 = struct.pack("!I", 998) + nla6(SRC6) + struct.pack("!HH", 2, 0) + b"\x00\x02" + ip6("::1")[2:]
for kind in (8, 9, 10):
    v4(pgm(kind, plain(nak_real)), src=RCV, dst=SRC)
    v4(pgm(kind, plain(nak_odd)), src=RCV, dst=SRC)
v4(pgm(8, plain(nak_odd6 + b"\0" * 16)), src=RCV, dst=SRC)
v4(pgm(11, plain(struct.pack("!II", 1001, 0xfffffffe))), src=RCV, dst=SRC)
v4(pgm(12, plain(b"")), src=RCV, dst=SRC)
v4(pgm(3, plain(b"\0" * 8)))
v4(pgm(200, plain(b"")))

# Options, each after the mandatory OPT_LENGTH.
data = struct.pack("!II", 1002, 900)
all_opts = [
    opt(1, struct.pack("!HIII", 0, 1002, 0, 3000)),                       # FRAGMENT
    opt(2, struct.pack("!HIII", 0, 10, 11, 12)),                          # NAK_LIST
    opt(3, struct.pack("!HI", 0, 500)),                                   # JOIN
    opt(4, struct.pack("!HII", 0, 100, 7)),                               # NAK_BO_IVL
    opt(5, struct.pack("!HII", 0, 2000, 50)),                             # NAK_BO_RNG
    opt(7, struct.pack("!HHH", 0, 1, 0) + ip4(RCV)),                      # REDIRECT v4
    opt(7, struct.pack("!HHH", 0, 2, 0) + ip6(SRC6)),                     # REDIRECT v6
    opt(8, struct.pack("!HI", 0, 16)),                                    # PARITY_PRM
    opt(9, struct.pack("!HI", 0, 1024)),                                  # PARITY_GRP
    opt(10, struct.pack("!HI", 0, 8)),                                    # CURR_TGSIZE
    opt(11, struct.pack("!H", 0)),                                        # NBR_UNREACH
    opt(12, struct.pack("!H", 0) + ip4(RCV)),                             # PATH_NLA
    opt(13, struct.pack("!H", 0)),                                        # SYN
    opt(14, struct.pack("!H", 0)),                                        # FIN
    opt(15, struct.pack("!H", 0)),                                        # RST
    opt(16, struct.pack("!HI", 0, 9)),                                    # CR
    opt(17, struct.pack("!H", 0)),                                        # CRQST
    opt(18, struct.pack("!HIHH", 0, 12345, 1, 0) + ip4(RCV)),             # PGMCC_DATA v4
    opt(18, struct.pack("!HIHH", 0, 12346, 2, 0) + ip6(SRC6)),            # PGMCC_DATA v6
    opt(19, struct.pack("!HIHH", 0, 54321, 1, 0) + ip4(RCV)),             # PGMCC_FEEDBACK v4
    opt(19, struct.pack("!HIHH", 0, 54322, 2, 0) + ip6(SRC6)),            # PGMCC_FEEDBACK v6
    opt(0x21, struct.pack("!HI", 0, 1)),                                  # unknown
    opt(0, struct.pack("!H", 99)),                                        # a second OPT_LENGTH
]
for item in all_opts:
    v4(pgm(4, plain(data, b"x"), options(item[:1] + item[1:]) if False else options(bytes([item[0] | 0x80]) + item[1:]), tsdu=1))
v4(pgm(4, plain(data, b"y"), options(all_opts[0], all_opts[2], all_opts[12], opt(14, b"\0\0", end=True)), tsdu=1))
# Options tcpdump rejects: first not OPT_LENGTH, OPT_LENGTH of the wrong size, a total below 4, a
# total leaving no room, an option below 4 bytes, lengths each fixed-size option refuses, a
# NAK list not a multiple of 4, redirect/PGMCC families it does not know.
v4(pgm(4, plain(data), opt(3, struct.pack("!HI", 0, 1))))
v4(pgm(4, plain(data), bytes([0, 6]) + b"\0\x10\0\0"))
v4(pgm(4, plain(data), bytes([0, 4, 0, 2])))
v4(pgm(4, plain(data), bytes([0, 4, 0, 6]) + b"\x8d\x04\0\0"))
v4(pgm(4, plain(data), options(bytes([0x8d, 2, 0, 0]))))
v4(pgm(4, plain(data), bytes([0, 4, 0, 12]) + opt(1, b"\0" * 14)))
for kind, size in ((0, 6), (1, 8), (3, 6), (4, 8), (5, 8), (7, 6), (8, 6), (9, 10), (10, 6), (11, 6), (13, 6),
                   (14, 6), (15, 6), (17, 6), (18, 8), (19, 8)):
    v4(pgm(4, plain(data), options(bytes([kind | 0x80, size]) + b"\0" * (size - 2))))
v4(pgm(4, plain(data), options(bytes([0x82, 6]) + b"\0" * 4)))
v4(pgm(4, plain(data), options(opt(7, struct.pack("!HHH", 0, 1, 0) + ip6(SRC6), end=True))))
v4(pgm(4, plain(data), options(opt(7, struct.pack("!HHH", 0, 2, 0) + ip4(RCV), end=True))))
v4(pgm(4, plain(data), options(opt(7, struct.pack("!HHH", 0, 9, 0) + ip4(RCV), end=True))))
v4(pgm(4, plain(data), options(opt(18, struct.pack("!HIHH", 0, 1, 2, 0) + ip4(RCV), end=True))))
v4(pgm(4, plain(data), options(opt(19, struct.pack("!HIHH", 0, 1, 9, 0) + ip4(RCV), end=True))))
v4(pgm(0, plain(struct.pack("!III", 1, 2, 3) + struct.pack("!HH", 9, 0) + ip4(SRC))))
v4(pgm(1, plain(struct.pack("!IHH", 1, 1, 0) + struct.pack("!HH", 9, 0) + ip4(SRC) + b"\0" * 12)))
v4(pgm(8, plain(struct.pack("!I", 1) + struct.pack("!HH", 9, 0) + ip4(SRC) + nla4(GRP))))
# Over IPv6.
add(frame6(SRC6, GRP6, 113, pgm(0, plain(struct.pack("!III", 5, 4, 5) + nla6(SRC6)))))
add(frame6(SRC6, GRP6, 113, pgm(4, plain(data, b"six"), options(opt(13, b"\0\0", end=True)), tsdu=3)))

packets = [(T0 + i * 0.25, f) for i, f in enumerate(frames)]
cuts = [(frames[0], 36), (frames[0], 40), (frames[0], 48), (frames[0], 60), (frames[0], 64), (frames[2], 70),
        (frames[2], 80), (frames[5], 55), (frames[9], 60), (frames[9], 66), (frames[9], 72), (frames[22], 60),
        (frames[22], 70), (frames[23], 66), (frames[23], 70), (frames[24], 72), (frames[40], 68), (frames[40], 72),
        (frames[40], 80), (frames[39], 74), (frames[44], 80)]
packets += [(T0 + 100 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)]
write_pcap("pgm.pcap", packets)
