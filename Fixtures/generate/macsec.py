#!/usr/bin/env python3
"""IEEE 802.1AE MACsec (EtherType 0x88e5) as tcpdump 4.99's ether printer and macsec_print decode
it: the SecTAG (association number, packet number, the E/C/S/B/I flags, short length, SCI), then
for integrity-only frames the inner EtherType (IPv4, ARP, a VLAN tag, an 802.3 length) with the
16-byte ICV left out, and for encrypted frames the header and a hex dump. The invalid SecTAGs
(version bit, short length's top bits) and the too-short and cut cases. The kernel here has no
macsec module, so every frame is built here. Deterministic. Writes Fixtures/pcap/macsec.pcap."""
import struct
from pcaplib import *

T0 = 1700004000.0
A = "02:00:00:00:10:01"
B = "02:00:00:00:10:02"
ICV = bytes(range(0xe0, 0xf0))


def sectag(an=0, pn=1, sc=True, es=False, scb=False, e=False, c=False, sl=0, sci=0x0200000010010001, version=0):
    tci = (version << 7) | (es << 6) | (sc << 5) | (scb << 4) | (e << 3) | (c << 2) | an
    tag = bytes([tci, sl]) + struct.pack("!I", pn)
    return tag + (struct.pack("!Q", sci) if sc else b"")


def macsec(tag, payload, icv=ICV, src=A, dst=B):
    return ether(dst, src, 0x88E5, tag + payload + icv)


def ping(seq, src="198.18.0.1", dst="198.18.0.2"):
    icmp = struct.pack("!BBHHH", 8, 0, 0, 0x4d53, seq) + b"macsec-ping!"
    icmp = icmp[:2] + struct.pack("!H", checksum(icmp)) + icmp[4:]
    return ipv4(src, dst, 1, icmp)


def arp_request():
    return struct.pack("!HHBBH", 1, 0x0800, 6, 4, 1) + mac(A) + ip4("198.18.0.1") + bytes(6) + ip4("198.18.0.2")


def packets():
    inner_ip = struct.pack("!H", 0x0800) + ping(1)
    pkts = [
        # Integrity only, with an SCI: the inner frame is decoded.
        macsec(sectag(pn=1), inner_ip),
        macsec(sectag(an=1, pn=2, es=True, sc=False), struct.pack("!H", 0x0800) + ping(2)),
        macsec(sectag(an=2, pn=0xfffffffe, scb=True, sc=False), struct.pack("!H", 0x0806) + arp_request()),
        macsec(sectag(an=3, pn=7), struct.pack("!HH", 0x8100, 0x2064) + inner_ip),
        macsec(sectag(pn=8), struct.pack("!H", 0x88b5) + b"local experimental"),
        # Short length: the secure data is shorter than what is left (padding before the ICV).
        macsec(sectag(pn=9, sl=30, sc=False), struct.pack("!H", 0x0800) + ping(3)[:28] + b"\0" * 6),
        macsec(sectag(pn=10, sl=47), struct.pack("!H", 0x0800) + ping(4)[:45]),
        macsec(sectag(pn=22, sl=1, sc=False), struct.pack("!H", 0x0800) + ping(5)),
        macsec(sectag(pn=23, sl=2, sc=False), struct.pack("!H", 0x0800) + ping(6)),
        # Encrypted (E and C): header, then the opaque data in hex.
        macsec(sectag(an=1, pn=11, e=True, c=True), bytes(range(0x40, 0x80))),
        macsec(sectag(an=1, pn=12, e=True, c=True, sc=False, es=True, sl=20), bytes(range(0x40, 0x54))),
        macsec(sectag(pn=13, c=True, sc=False), bytes(range(0x40, 0x60))),
        macsec(sectag(pn=14, e=True), bytes(range(0x40, 0x60))),
        # Invalid SecTAGs: version bit, short length's reserved bits.
        macsec(sectag(pn=15, version=1), inner_ip),
        macsec(sectag(pn=16, sl=0x40), inner_ip),
        # Too short: no room for the ICV, short length past the data, a SecTAG without its SCI.
        macsec(sectag(pn=17, sc=False), b"\x08\x00" + b"\0" * 6, icv=b""),
        macsec(sectag(pn=18, sc=False, sl=40), b"\x08\x00" + b"\0" * 10),
        ether(B, A, 0x88E5, sectag(pn=19)[:10]),
        ether(B, A, 0x88E5, sectag(pn=20, sc=False)[:4]),
        ether(B, A, 0x88E5, b""),
        # Integrity only but nothing after the SecTAG and ICV.
        macsec(sectag(pn=21, sc=False), b""),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    full = macsec(sectag(pn=1), inner_ip)
    for i, cut in enumerate((15, 17, 20, 24, 28, 30, 32, 40, 60, len(full) - 10, len(full) - 1)):
        out.append((T0 + 30 + i * 0.25, full[:cut], len(full)))
    full = macsec(sectag(an=1, pn=11, e=True, c=True), bytes(range(0x40, 0x80)))
    out.append((T0 + 33, full[:40], len(full)))
    return out


if __name__ == "__main__":
    write_pcap("macsec.pcap", packets())
