#!/usr/bin/env python3
"""Multiple spanning tree BPDUs as tcpdump 4.99's stp_print decodes them: MSTP (IEEE 802.1Q-2003
clause 14, protocol version 3) with 0 to 3 MSTI records, SPB (IEEE 802.1aq, version 4) with its
version-4 fields, and the same printer reached through SNAP: Cisco PVST+ (OUI 0x00000c PID 0x010b,
802.1Q-tagged as switches send it), Cisco VLAN bridge (PID 0x010c) and RFC 2684 bridged BPDUs
(OUI 0x0080c2 PID 0x000e). Invalid lengths (version-1 length not 0, version-3 length past the
frame, a short SPB part, a partial MSTI record) and cuts at every field group. Debian ships no MST
daemon (mstpd is not packaged) and no PVST+ speaker, so every frame is built here. Deterministic.
Writes Fixtures/pcap/stp-mst.pcap."""
import struct
from pcaplib import *

T0 = 1700003100.0
STP_DST = "01:80:c2:00:00:00"
PVST_DST = "01:00:0c:cc:cc:cd"
SRC = "02:00:00:00:0d:01"


def bridge_id(prio, address):
    return struct.pack("!H", prio) + mac(address)


def msti(number, flags, root_prio=0x8000, root="02:00:00:00:0d:10", cost=20000, bridge_prio=0x80,
         port_prio=0x80, hops=20):
    """One MSTI configuration message (802.1Q 14.4.1): flags, regional root (its priority carries
    the MSTI number in the low 12 bits), internal path cost, bridge and port priority, hops."""
    return (bytes([flags]) + bridge_id(root_prio | number, root) + struct.pack("!I", cost)
            + bytes([bridge_prio, port_prio, hops]))


def mst_bpdu(flags=0x7c, mstis=(), version=3, name=b"region-a", revision=7, digest=bytes(range(0xa0, 0xb0)),
             v3len=None, v1len=0, internal_cost=200000, hops=19, ext_cost=2000, age=1, spb=b""):
    """An MST BPDU: the CIST part laid out like an RSTP BPDU, the version-3 length, the MST
    configuration identifier, the CIST internal cost, bridge id and hops, then the MSTI records."""
    records = b"".join(mstis)
    b = struct.pack("!HBBB", 0, version, 2, flags)
    b += bridge_id(0x8000, "02:00:00:00:0d:01") + struct.pack("!I", ext_cost)
    b += bridge_id(0x7000, "02:00:00:00:0d:02") + struct.pack("!H", 0x8002)
    b += struct.pack("!HHHH", age * 256, 20 * 256, 2 * 256, 15 * 256 + 128)
    b += bytes([v1len]) + struct.pack("!H", 64 + len(records) if v3len is None else v3len)
    b += b"\x00" + name.ljust(32, b"\0")[:32] + struct.pack("!H", revision) + digest
    b += struct.pack("!I", internal_cost) + bridge_id(0x6000, "02:00:00:00:0d:03") + bytes([hops])
    return b + records + spb


def spb_part(agreement=0xa4, fmt=0x12, convention=0x34, edges=5, name=b"aux-region", v4len=85):
    """The 802.1aq version-4 part: length, auxiliary MCID, agreement bits, digest convention, edge
    count, reserved, computed topology digest (20 bytes)."""
    b = struct.pack("!H", v4len) + b"\x00" + name.ljust(32, b"\0")[:32] + struct.pack("!H", 3)
    b += bytes(range(0x10, 0x20)) + bytes([agreement, 0, fmt, convention]) + struct.pack("!H", edges)
    return b + bytes(8) + bytes(range(0x40, 0x54))


def config_bpdu(version=0, btype=0, flags=0x01):
    b = struct.pack("!HBBB", 0, version, btype, flags)
    b += bridge_id(0x8000, "02:00:00:00:0d:01") + struct.pack("!I", 4)
    b += bridge_id(0x8064, "02:00:00:00:0d:02") + struct.pack("!HHHHH", 0x8003, 0, 20 * 256, 2 * 256, 15 * 256)
    return b + (b"\0" if version >= 2 else b"")


def stp_frame(payload):
    llc = b"\x42\x42\x03" + payload
    return ether(STP_DST, SRC, len(llc), llc)


def snap_frame(oui, pid, payload, dst=PVST_DST, vid=None):
    llc = b"\xaa\xaa\x03" + struct.pack("!I", oui)[1:] + struct.pack("!H", pid) + payload
    if vid is None:
        return ether(dst, SRC, len(llc), llc)
    return ether(dst, SRC, 0x8100, vlan(vid, len(llc), llc))


def packets():
    three = (msti(1, 0x7c), msti(2, 0x01 | 0x08, cost=0, bridge_prio=0x10, port_prio=0xf0, hops=1),
             msti(4095, 0x86, root_prio=0xf000, root="02:00:00:00:0d:ff", cost=0xffffffff, hops=0))
    pvst_tlv = b"\x00\x00\x00\x02\x00\x0a"  # PVST+ appends the originating VLAN as a TLV
    pkts = [
        stp_frame(mst_bpdu()),
        stp_frame(mst_bpdu(flags=0x78, mstis=(msti(1, 0x78),))),
        stp_frame(mst_bpdu(flags=0x01, mstis=three, age=3)),
        stp_frame(mst_bpdu(flags=0x00, mstis=(msti(7, 0x00),), name=b"sp\x01ce\xe9\x7f", revision=65535)),
        stp_frame(mst_bpdu(name=b"x" * 32)),
        # SPB: one and zero MSTIs, every agreement bit.
        stp_frame(mst_bpdu(version=4, mstis=(msti(3, 0x3c),), spb=spb_part())),
        stp_frame(mst_bpdu(version=4, spb=spb_part(agreement=0x5b, fmt=0xff, convention=0x0f, edges=65535,
                                                     name=b"\x80\x81aux"))),
        # A version-3 length that is not 64 + 16n: the partial MSTI record is not printed.
        stp_frame(mst_bpdu(mstis=(msti(1, 0x7c),), v3len=64 + 20) + b"\0" * 4),
        stp_frame(mst_bpdu(v3len=10)),
        # Invalid: version-1 length not 0, version-3 length past the frame, short BPDU, short SPB part.
        stp_frame(mst_bpdu(v1len=1)),
        stp_frame(mst_bpdu(v3len=200)),
        stp_frame(mst_bpdu()[:101]),
        stp_frame(mst_bpdu(version=4, spb=spb_part(v4len=40))),
        stp_frame(mst_bpdu(version=4, spb=spb_part()[:60])),
        stp_frame(mst_bpdu(version=4)),
        # MST topology change and unknown types, version 3 config BPDU.
        stp_frame(struct.pack("!HBB", 0, 3, 0x80)),
        stp_frame(struct.pack("!HBB", 0, 3, 0x07)),
        stp_frame(config_bpdu(version=3)),
        # Cisco PVST+ (tagged, as trunks carry it), VLAN bridge, RFC 2684 bridged BPDU.
        snap_frame(0x00000c, 0x010b, config_bpdu() + pvst_tlv, vid=10),
        snap_frame(0x00000c, 0x010b, config_bpdu(version=2, btype=2, flags=0x3c) + pvst_tlv, vid=20),
        snap_frame(0x00000c, 0x010b, config_bpdu() + pvst_tlv),
        snap_frame(0x00000c, 0x010b, struct.pack("!HBB", 0, 0, 0x80)),
        snap_frame(0x00000c, 0x010b, config_bpdu()[:20]),
        snap_frame(0x00000c, 0x010c, config_bpdu(flags=0x80)),
        snap_frame(0x0080c2, 0x000e, config_bpdu(version=2, btype=2, flags=0x0e), dst=STP_DST),
        snap_frame(0x0080c2, 0x000e, mst_bpdu(mstis=(msti(5, 0x7c),)), dst=STP_DST),
        snap_frame(0x00000c, 0x010b, b"\x12\x34\x00\x00"),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    # Cuts inside every field group of an MSTP BPDU with two MSTIs and of an SPB BPDU.
    full = stp_frame(mst_bpdu(mstis=(msti(1, 0x7c), msti(2, 0x01))))
    for i, cut in enumerate((17 + 10, 17 + 20, 17 + 26, 17 + 30, 17 + 37, 17 + 45, 17 + 72, 17 + 80,
                             17 + 91, 17 + 98, 17 + 101, 17 + 103, 17 + 110, 17 + 116, 17 + 118, 17 + 125)):
        out.append((T0 + 20 + i * 0.25, full[:cut], len(full)))
    full = stp_frame(mst_bpdu(version=4, spb=spb_part()))
    spb = 17 + 102
    for i, cut in enumerate((spb + 1, spb + 10, spb + 36, spb + 45, spb + 54, spb + 58, spb + 70, spb + 86)):
        out.append((T0 + 30 + i * 0.25, full[:cut], len(full)))
    full = snap_frame(0x00000c, 0x010b, config_bpdu() + pvst_tlv, vid=10)
    out.append((T0 + 33, full[:18 + 8 + 4], len(full)))
    out.append((T0 + 33.25, full[:18 + 8 + 30], len(full)))
    return out


if __name__ == "__main__":
    write_pcap("stp-mst.pcap", packets())
