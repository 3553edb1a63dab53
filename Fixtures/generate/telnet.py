#!/usr/bin/env python3
"""Telnet option negotiation on TCP 23 as tcpdump's telnet_print sees it: every command byte
(EOF..IAC, IAC IAC), DO/DONT/WILL/WONT with every named option and unnamed ones, subnegotiations
(IS/SEND/INFO, AUTHENTICATION and ENCRYPT qualifiers and types, unknown values, empty), data after
the commands, sequences the segment ends in the middle of (unterminated SB, lone IAC, command byte
under EOF) and captures cut inside a sequence. Writes Fixtures/pcap/telnet-gen.pcap. Deterministic."""
from pcaplib import *

A, B = "198.18.73.1", "198.18.73.2"
T0 = 1700006000.0
IAC, SB, SE = 255, 250, 240


def cmd(*b):
    return bytes([IAC] + list(b))


def sb(option, body):
    return cmd(SB, option) + bytes(body) + cmd(SE)


payloads = [
    # every simple command, EOF (236) .. GA (249), then IAC IAC
    b"".join(cmd(c) for c in range(236, 250)) + cmd(IAC),
    # DO/DONT/WILL/WONT over every named option 0..39
    b"".join(cmd(253, o) for o in range(0, 20)),
    b"".join(cmd(254, o) for o in range(20, 40)),
    b"".join(cmd(251, o) for o in range(0, 40, 3)) + cmd(252, 40) + cmd(252, 255) + cmd(251, 0x80),
    # subnegotiations
    sb(24, [1]) + sb(24, [0]) + bytes(b"") + sb(24, [0]) ,
    sb(24, b"\x00xterm-256color"),
    sb(31, [0, 80, 0, 24]) + sb(32, b"\x00" + b"38400,38400"),
    sb(39, b"\x02\x00USER\x01root") + sb(36, [1]) + sb(34, [1, 0x13]) + sb(34, [3, 1, 2, 3]),
    sb(37, [0, 2, 3]) + sb(37, [1, 7, 1]) + sb(37, [2, 8]) + sb(37, [3, 15]) + sb(37, [4, 16]) + sb(37, []),
    sb(38, [0, 1]) + sb(38, [1, 2, 3]) + sb(38, [5, 4, 9]) + sb(38, [7, 5]) + sb(38, [8, 6, 7]) + sb(38, [9, 10]) + sb(38, []),
    sb(24, []) + sb(5, [2, 1]) + sb(200, [0, 1]) + sb(1, [7]),
    # commands then plain data (the data is not printed)
    cmd(253, 1) + cmd(251, 3) + b"login: ",
    b"plain text, no IAC\r\n",
    # stops: a byte under EOF after IAC, an SB never closed, a lone IAC at the end, DO without option
    cmd(253, 1) + cmd(200) + cmd(251, 1),
    cmd(251, 1) + cmd(SB, 24, 0) + b"abc",
    cmd(251, 1) + bytes([IAC]),
    cmd(251, 3) + bytes([IAC, 253]),
    cmd(SB, 24) + cmd(SE),
    cmd(SB, 24, 0, IAC, 0x41) + cmd(SE),
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 23, 40200 + i) if i % 2 else (B, A, 40200 + i, 23)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 3000 + i, 4000, "PA", p)))
v6 = tcp6("2001:db8::73:1", "2001:db8::73:2", 23, 40300, 1, 2, "PA", cmd(253, 24) + sb(24, [1]))
frames.append(frame6("2001:db8::73:1", "2001:db8::73:2", 6, v6))
cuts = [(frames[1], 60), (frames[5], 62), (frames[5], 70), (frames[8], 61), (frames[9], 63), (frames[0], 55)]
write_pcap("telnet-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
