#!/usr/bin/env python3
"""NTP control messages (mode 6, RFC 9327) as ntpq sends and ntpd answers them (no Debian ntpd runs
in the labs: hand-built): read-status and read-variables requests, responses with data, the More
and Error bits, a count running past the message, a message shorter than the 12-byte header, and
one cut inside its data. Deterministic. Writes Fixtures/pcap/ntp-control.pcap."""
import struct
from pcaplib import *

A, B = "198.18.0.1", "198.18.0.2"
T0 = 1700000500.0


def control(flags, opcode, seq, status, assoc, offset, data=b"", count=None, version=4):
    head = struct.pack("!BBHHHHH", (version << 3) | 6, flags | opcode, seq, status, assoc, offset,
                       len(data) if count is None else count)
    return head + data


def q(payload, reply=False):
    if reply:
        return frame4(B, A, 17, udp4(B, A, 123, 40123, payload))
    return frame4(A, B, 17, udp4(A, B, 40123, 123, payload))


def packets():
    p = []
    p.append(q(control(0, 1, 1, 0, 0, 0)))                                     # read status
    p.append(q(control(0x80, 1, 1, 0x0618, 0, 0, struct.pack("!HH", 0xd3a2, 0x9614)), reply=True))
    p.append(q(control(0, 2, 2, 0, 0, 0, b"version,leap")))                  # read variables
    p.append(q(control(0xa0, 2, 2, 0x0618, 0, 0, b'version="ntpd 4.2.8p15", leap=00'), reply=True))
    p.append(q(control(0x80, 2, 2, 0x0618, 0, 33, b"stratum=2"), reply=True))
    p.append(q(control(0xc0, 2, 3, 0x0400, 7, 0), reply=True))                 # error response
    p.append(q(control(0, 8, 4, 0, 0, 0, b"x", count=40)))                    # count past the end
    p.append(q(control(0, 31, 5, 0, 0, 0)[:8]))                               # shorter than 12
    p.append(q(control(0, 2, 6, 0, 0, 0, b"version"))[:14 + 20 + 8 + 15])  # capture cut in the data
    p.append(q(control(0, 2, 7, 0xffff, 65535, 65535, version=2)))
    return p


if __name__ == "__main__":
    frames = packets()
    # The last-but-one claims 19 bytes of UDP payload but only 15 were captured.
    items = [(T0 + i * 0.25, f) for i, f in enumerate(frames)]
    write_pcap("ntp-control.pcap", items)
