#!/usr/bin/env python3
"""Cisco VLAN Trunking Protocol (SNAP OUI 0x00000c PID 0x2003) as tcpdump 4.99's vtp_print
decodes it: summary advertisements, subset advertisements with VLAN information records of every
type and status and every VLAN TLV (STP type, pruning, bridge type, backup CRF mode, hop counts,
the hex-dumped ones), advertisement requests, join messages, versions 1 to 3; the invalid cases
(short PDU, management domain length 0 or above 32, short VLAN record, a name past the record, TLVs
of a bad length or past the record) and cuts. No VTP speaker is packaged in Debian, so every frame
is built here. Deterministic. Writes Fixtures/pcap/vtp.pcap."""
import struct
from pcaplib import *

T0 = 1700003700.0
DST = "01:00:0c:cc:cc:cc"
SRC = "02:00:00:00:0f:01"


def snap_vtp(body):
    llc = b"\xaa\xaa\x03\x00\x00\x0c\x20\x03" + body
    return ether(DST, SRC, len(llc), llc)


def header(code, third, domain=b"corp", version=1, domain_len=None):
    return bytes([version, code, third, len(domain) if domain_len is None else domain_len]) + domain.ljust(32, b"\0")[:32]


def summary(domain=b"corp", followers=1, rev=0x2a, updater="198.18.0.1", version=2):
    return (header(1, followers, domain, version) + struct.pack("!I", rev) + ip4(updater)
            + b"930101000000" + bytes(range(0x30, 0x40)))


def vlan_info(vid, name, status=0, vtype=1, mtu=1500, said=None, tlvs=b"", length=None, name_len=None):
    padded = name.ljust(4 * ((len(name) + 3) // 4), b"\0")
    body = bytes([status, vtype, len(name) if name_len is None else name_len]) + struct.pack(
        "!HHI", vid, mtu, 100000 + vid if said is None else said) + padded + tlvs
    return bytes([1 + len(body) if length is None else length]) + body


def vtlv(t, value, words=1):
    return bytes([t, words]) + struct.pack("!H", value)


def subset(vlans, seq=1, rev=0x2a, domain=b"corp", version=2):
    return header(2, seq, domain, version) + struct.pack("!I", rev) + b"".join(vlans)


def packets():
    tr_tlvs = (vtlv(1, 0x0010) + vtlv(2, 0x0001) + vtlv(3, 1) + vtlv(3, 2) + vtlv(3, 3) + vtlv(3, 9)
               + vtlv(4, 1005) + vtlv(5, 1002) + vtlv(6, 1) + vtlv(6, 0) + vtlv(7, 1) + vtlv(7, 0)
               + vtlv(8, 7) + vtlv(9, 7) + vtlv(10, 1) + vtlv(10, 0) + vtlv(0x20, 0xbeef))
    pkts = [
        snap_vtp(summary()),
        snap_vtp(summary(domain=b"a" * 32, followers=0, rev=0xffffffff, version=1)),
        snap_vtp(summary(domain=b"lab\x01\xfe", version=3)),
        snap_vtp(subset([vlan_info(1, b"default"), vlan_info(10, b"users", said=0x000186aa),
                         vlan_info(1002, b"fddi-default", status=1, vtype=2),
                         vlan_info(1003, b"token-ring-default", vtype=3, tlvs=tr_tlvs),
                         vlan_info(1004, b"fddinet-default", vtype=4, tlvs=vtlv(3, 2)),
                         vlan_info(1005, b"trnet-default", vtype=5, tlvs=vtlv(7, 1)),
                         vlan_info(2000, b"odd", status=7, vtype=9)])),
        snap_vtp(subset([vlan_info(20, b"abcd"), vlan_info(21, b"")])),
        snap_vtp(subset([vlan_info(30, b"v30")]) + b"\x00" + b"\xff" * 8),
        snap_vtp(header(3, 0) + struct.pack("!I", 1)),
        snap_vtp(header(3, 0) + struct.pack("!I", 0xfffffffe)),
        snap_vtp(header(4, 0) + b"\x00" * 8),
        snap_vtp(header(9, 5) + b"\x00" * 4),
        snap_vtp(header(0, 5)),
        # Invalid: short PDU, domain length 0 and 33, short VLAN record, name past the record,
        # TLV of 2 words, TLV past the record, an odd byte left for a TLV.
        snap_vtp(header(1, 1)[:30]),
        snap_vtp(header(1, 1, domain_len=0) + b"\x00" * 40),
        snap_vtp(header(1, 1, domain_len=33) + b"\x00" * 40),
        snap_vtp(subset([vlan_info(40, b"v", length=10)]) + b"\x00" * 12),
        snap_vtp(subset([vlan_info(41, b"v41", name_len=9)])),
        snap_vtp(subset([vlan_info(42, b"v42", tlvs=vtlv(6, 1, words=2) + b"\x00\x00")])),
        snap_vtp(subset([vlan_info(43, b"v43", tlvs=vtlv(6, 1, words=5))])),
        snap_vtp(subset([vlan_info(44, b"v44", tlvs=b"\x06")])),
        snap_vtp(b""),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    # Cuts: in the header, the summary fields, a VLAN record, its name and its TLVs.
    full = snap_vtp(summary())
    for i, cut in enumerate((24, 40, 60, 70, 80, 90, 100)):
        out.append((T0 + 30 + i * 0.25, full[:cut], len(full)))
    full = snap_vtp(subset([vlan_info(1003, b"token-ring-default", vtype=3, tlvs=vtlv(3, 1) + vtlv(1, 16))]))
    for i, cut in enumerate((62, 64, 66, 70, 80, 84, 90, 94)):
        out.append((T0 + 32 + i * 0.25, full[:cut], len(full)))
    full = snap_vtp(header(3, 0) + struct.pack("!I", 1))
    out.append((T0 + 35, full[:60], len(full)))
    return out


if __name__ == "__main__":
    write_pcap("vtp.pcap", packets())
