#!/usr/bin/env python3
"""ATA over Ethernet (EtherType 0x88a2) as tcpdump 4.99's aoe_print decodes it: version 1 with every
command (issue ATA command, query config information with and without a config string, MAC mask
list with directives, reserve/release with addresses), the flags and error codes, unknown
commands and versions, the length checks and cut captures. Deterministic (no AoE target or
initiator is needed: vblade/aoetools would need the aoe kernel module). Writes Fixtures/pcap/aoe.pcap."""
import struct
from pcaplib import *

T0 = 1700002400.0
SRC = "02:00:00:00:ae:01"
DST = "ff:ff:ff:ff:ff:ff"


def aoe(flags, error, major, minor, command, tag, arg, version=1):
    return ether(DST, SRC, 0x88A2, struct.pack("!BBHBBI", (version << 4) | flags, error, major, minor, command, tag) + arg)


def packets():
    issue = bytes([0x53, 0, 1, 0x25, 1, 2, 3, 4, 5, 6, 0, 0])
    pkts = [
        aoe(0, 0, 0x0001, 0x02, 0, 0x11223344, issue),
        aoe(0x8, 0, 0x0001, 0x02, 0, 0x11223344, bytes([0xAC, 7, 2, 0x30, 0, 0, 0, 0, 0, 0, 0, 0]) + b"\0" * 1024),
        aoe(0, 0, 0xFFFF, 0xFF, 1, 1, struct.pack("!HHBBH", 16, 0x4019, 2, 0x10, 0)),
        aoe(0x8, 0, 0x0002, 0x00, 1, 2, struct.pack("!HHBBH", 16, 0x4019, 2, 0x13, 9) + b"shelf-2\x01\x80"),
        aoe(0, 0, 0x0002, 0x00, 1, 3, struct.pack("!HHBBH", 16, 0x4019, 2, 0x19, 0)),
        aoe(0, 0, 0x0002, 0x00, 1, 3, struct.pack("!HHBBH", 16, 0x4019, 2, 0x10, 30) + b"short"),
        aoe(0, 0, 3, 1, 2, 4, bytes([0, 1, 0, 2]) + bytes([0, 1]) + mac("02:00:00:00:ae:02") + bytes([0, 2])
            + mac("02:00:00:00:ae:03")),
        aoe(0x8, 0, 3, 1, 2, 4, bytes([0, 0, 3, 0])),
        aoe(0, 0, 3, 1, 2, 4, bytes([0, 9, 9, 1]) + bytes([0, 7]) + mac("02:00:00:00:ae:04")),
        aoe(0, 0, 3, 1, 2, 4, bytes([0, 1, 0, 3]) + bytes([0, 1]) + mac("02:00:00:00:ae:02")),
        aoe(0, 0, 4, 0, 3, 5, bytes([1, 2]) + mac("02:00:00:00:ae:02") + mac("02:00:00:00:ae:03")),
        aoe(0x8, 0, 4, 0, 3, 5, bytes([0, 0])),
        aoe(0, 0, 4, 0, 3, 5, bytes([7, 1]) + mac("02:00:00:00:ae:02") + b"\x01"),
        aoe(0, 0, 4, 0, 3, 5, bytes([2, 2]) + mac("02:00:00:00:ae:02")),
        # Errors (every code and an invalid one), every flag, unknown command, short arguments.
        aoe(0xC, 1, 1, 1, 0, 6, issue),
        aoe(0xC, 2, 1, 1, 1, 6, struct.pack("!HHBBH", 1, 1, 1, 0x10, 0)),
        aoe(0x4, 3, 1, 1, 2, 6, bytes([0, 0, 1, 0])),
        aoe(0x4, 4, 1, 1, 3, 6, bytes([0, 0])),
        aoe(0x4, 5, 1, 1, 9, 6, b""),
        aoe(0x7, 6, 1, 1, 0, 6, issue[:8]),
        aoe(0xF, 0x63, 1, 1, 1, 6, b"\x00\x01"),
        aoe(0x3, 0, 1, 1, 2, 6, b"\x00"),
        aoe(0x0, 0, 1, 1, 3, 6, b""),
        aoe(0x0, 0, 1, 1, 0, 6, issue, version=2),
        ether(DST, SRC, 0x88A2, b"\x10\x00\x00\x01\x02"),
        ether(DST, SRC, 0x88A2, b""),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    full = aoe(0x8, 0, 2, 0, 1, 2, struct.pack("!HHBBH", 16, 0x4019, 2, 0x13, 9) + b"shelf-2\x01\x80")
    for i, cut in enumerate((14, 16, 20, 30, 34, 40)):
        out.append((T0 + 20 + i * 0.25, full[:cut], len(full)))
    full = aoe(0, 0, 3, 1, 2, 4, bytes([0, 1, 0, 2]) + bytes([0, 1]) + mac("02:00:00:00:ae:02") + bytes([0, 2])
               + mac("02:00:00:00:ae:03"))
    out.append((T0 + 22, full[:44], len(full)))
    return out


if __name__ == "__main__":
    write_pcap("aoe.pcap", packets())
