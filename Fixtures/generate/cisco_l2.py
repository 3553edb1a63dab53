#!/usr/bin/env python3
"""Cisco LAN protocols over SNAP (OUI 0x00000c) as tcpdump 4.99 decodes them: UDLD (PID 0x0111:
probe, echo, flush, every TLV, flags, lengths) and DTP (PID 0x2004: domain, status, type, neighbor
TLVs), with the short, empty and cut cases. No Cisco switch or daemon in Debian sends these.
Deterministic. Writes Fixtures/pcap/udld-dtp.pcap."""
import struct
from pcaplib import *

T0 = 1700002100.0
SRC = "02:00:00:00:0c:01"
UDLD_DST = "01:00:0c:cc:cc:cc"
DTP_DST = "01:00:0c:cc:cc:cc"


def snap(pid, body, dst):
    llc = b"\xaa\xaa\x03\x00\x00\x0c" + struct.pack("!H", pid) + body
    return ether(dst, SRC, len(llc), llc)


def tlv(t, data, length=None):
    return struct.pack("!HH", t, 4 + len(data) if length is None else length) + data


def udld(version, opcode, flags, tlvs, checksum=0x6b1c):
    return snap(0x0111, bytes([(version << 5) | opcode, flags]) + struct.pack("!H", checksum) + tlvs, UDLD_DST)


def dtp(version, tlvs):
    return snap(0x2004, bytes([version]) + tlvs, DTP_DST)


def packets():
    common = (tlv(1, b"FOC1234X5YZ") + tlv(2, b"Gi1/0/1") + tlv(4, b"\x07") + tlv(5, b"\x05")
              + tlv(6, b"switch-a") + tlv(7, struct.pack("!I", 42)))
    pkts = [
        udld(1, 1, 0x00, common),
        udld(1, 2, 0x01, tlv(1, b"FOC1234X5YZ") + tlv(2, b"Gi1/0/1") + tlv(3, struct.pack("!I", 1) + tlv(1, b"FOC9")
                                                                                + tlv(2, b"Gi2")) + tlv(4, b"\x0f")),
        udld(1, 3, 0x02, tlv(1, b"FOC1234X5YZ") + tlv(2, b"Gi1/0/1")),
        udld(1, 0, 0x03, tlv(8, b"\x01\x02\x03") + tlv(1, b"x")),
        udld(2, 9, 0xff, tlv(7, struct.pack("!I", 0xFFFFFFFF)) + tlv(4, b"\xff")),
        # TLV lengths: below the header, zero, beyond the PDU, a NUL inside a string.
        udld(1, 1, 0, tlv(1, b"AB", length=3) + tlv(2, b"C")),
        udld(1, 1, 0, tlv(1, b"AB", length=0)),
        udld(1, 1, 0, tlv(0, b"AB") + tlv(1, b"C")),
        udld(1, 1, 0, tlv(1, b"AB", length=40)),
        udld(1, 1, 0, tlv(1, b"dev\x00ice") + tlv(7, b"\x00\x01")),
        udld(1, 1, 0, tlv(4, b"") + tlv(7, b"")),
        udld(1, 1, 0, b""),
        udld(1, 1, 0, b"\x00\x01\x00"),
        snap(0x0111, b"\x21\x00\x00", UDLD_DST),
        # DTP.
        dtp(1, tlv(1, b"corp\x00") + tlv(2, b"\x03") + tlv(3, b"\xa5") + tlv(4, mac("02:00:00:00:0c:01"))),
        dtp(1, tlv(1, b"\x00") + tlv(2, b"\x81") + tlv(3, b"\x42") + tlv(4, mac("02:00:00:00:0c:02"))
            + tlv(5, b"\x00\x00\x00\x01")),
        dtp(2, tlv(1, b"averyveryverylongdomainname") + tlv(9, b"")),
        dtp(1, tlv(1, b"abc", length=0) + tlv(2, b"\x03")),
        dtp(1, tlv(0, b"abc") + tlv(2, b"\x03")),
        dtp(1, tlv(2, b"", length=3) + tlv(3, b"\x01")),
        dtp(1, tlv(4, b"\x02\x00", length=10)),
        dtp(1, tlv(2, b"\x03", length=30)),
        dtp(1, b""),
        dtp(1, b"\x00\x02\x00"),
        snap(0x2004, b"", DTP_DST),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    full = udld(1, 1, 0, common)
    for i, cut in enumerate((25, 30, 40, 50, 60)):
        out.append((T0 + 20 + i * 0.25, full[:cut], len(full)))
    full = dtp(1, tlv(1, b"corp\x00") + tlv(2, b"\x03") + tlv(3, b"\xa5") + tlv(4, mac("02:00:00:00:0c:01")))
    for i, cut in enumerate((22, 25, 30, 36, 44)):
        out.append((T0 + 22 + i * 0.25, full[:cut], len(full)))
    return out


if __name__ == "__main__":
    write_pcap("udld-dtp.pcap", packets())
