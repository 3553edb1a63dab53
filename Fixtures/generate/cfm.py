#!/usr/bin/env python3
"""IEEE 802.1ag Connectivity Fault Management (EtherType 0x8902, and the pre-standard 0xabcd) as
tcpdump 4.99's cfm_print decodes it: CCM with every CCM interval, the RDI flag, every MD and MA
name format; LBM/LBR; LTM/LTR with their flags and relay actions; every TLV (sender ID with each
chassis ID subtype and management address, port and interface status, data, reply ingress and
egress, organization-specific, unknown, end); an unsupported version, an unknown opcode, and the
length errors (first TLV offset too large or too small, names too long, a TLV past the PDU) and
cuts. Debian ships no 802.1ag daemon (dot1ag-utils is not packaged), so every frame is built here.
Deterministic. Writes Fixtures/pcap/cfm.pcap."""
import struct
from pcaplib import *

T0 = 1700003400.0
SRC = "02:00:00:00:0e:01"


def cfm(level, opcode, flags, body, first_tlv=None, tlvs=b"", version=0, ethertype=0x8902):
    offset = len(body) if first_tlv is None else first_tlv
    pdu = bytes([(level << 5) | version, opcode, flags, offset]) + body + tlvs
    return ether("01:80:c2:00:00:3%x" % (level & 7), SRC, ethertype, pdu)


def tlv(t, data, length=None):
    return bytes([t]) + struct.pack("!H", len(data) if length is None else length) + data


def end_tlv():
    return b"\x00"


def maid(md_format, md_name, ma_format, ma_name, md_len=None, ma_len=None):
    """The 48-byte maintenance association identifier of a CCM (802.1ag 21.6.5)."""
    if md_format == 1:
        b = b"\x01"
    else:
        b = bytes([md_format, len(md_name) if md_len is None else md_len]) + md_name
    b += bytes([ma_format, len(ma_name) if ma_len is None else ma_len]) + ma_name
    return b.ljust(48, b"\0")[:48]


def ccm(level=5, interval=4, rdi=False, seq=1, mep=0x0101, ids=None, tlvs=end_tlv(), first_tlv=None):
    ids = maid(4, b"customer-md", 2, b"vlan100-ma") if ids is None else ids
    body = struct.pack("!IH", seq, mep) + ids + bytes(16)
    return cfm(level, 1, (0x80 if rdi else 0) | interval, body, first_tlv, tlvs)


def sender_id(chassis=b"", chassis_type=None, domain=None, address=None):
    """Sender ID TLV value: chassis ID length, subtype, ID; management domain and address."""
    b = bytes([len(chassis)])
    if chassis:
        b += bytes([chassis_type]) + chassis
    if domain is not None:
        b += bytes([len(domain)]) + domain
        if address is not None:
            b += bytes([len(address)]) + address
    return b


def packets():
    port_status = tlv(2, b"\x02")
    iface_status = tlv(3, b"\x01")
    pkts = [
        # CCMs: each interval, RDI, the MD and MA name formats.
        ccm(tlvs=port_status + iface_status + end_tlv()),
        ccm(interval=1, rdi=True, seq=0xdeadbeef, mep=8191),
        ccm(interval=0),
        ccm(interval=2, ids=maid(1, b"", 1, b"\x00\x64")),
        ccm(interval=3, ids=maid(2, b"example.net", 3, b"\x12\x34")),
        ccm(interval=5, ids=maid(3, mac("02:00:00:00:0e:99") + b"\x00\x07", 4, b"\x00\x00\x01\x00\x00\x00\x02")),
        ccm(interval=6, ids=maid(3, mac("02:00:00:00:0e:99"), 2, b"ma")),
        ccm(interval=7, ids=maid(0, b"\x01\x02\x03", 0, b"\x0a\x0b")),
        ccm(level=0, ids=maid(9, b"odd", 9, b"\xff\xfe\xfd")),
        ccm(level=7, ids=maid(4, b"na\x01me\xc0", 2, b"m\x00a")),
        ccm(ids=maid(4, b"x" * 40, 2, b"y")),
        ccm(ids=maid(4, b"x" * 43, 2, b"y")),
        ccm(ids=maid(4, b"x" * 43, 2, b"y", md_len=44)),
        ccm(ids=maid(4, b"x" * 20, 2, b"y", ma_len=27)),
        ccm(ids=maid(4, b"x" * 20, 2, b"y", ma_len=26)),
        ccm(ids=maid(1, b"", 2, b"z" * 46)),
        ccm(ids=maid(1, b"", 2, b"z", ma_len=47)),
        # CCM length errors: first TLV offset too small, too large, a PDU shorter than a CCM.
        ccm(first_tlv=69),
        ccm(first_tlv=200),
        cfm(5, 1, 4, b"\x00" * 30, first_tlv=20),
        cfm(5, 1, 4, b"\x00" * 30, first_tlv=30),
        # LBM and LBR: the transaction id is dumped in hex; data and sender ID TLVs.
        cfm(4, 3, 0, struct.pack("!I", 0x01020304), tlvs=tlv(4, b"\xa5" * 20) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 0x01020304),
            tlvs=tlv(1, sender_id(mac("02:00:00:00:0e:01"), 4)) + tlv(4, b"\xa5" * 20) + end_tlv()),
        cfm(4, 3, 0, struct.pack("!I", 7) + b"\xee\xee", first_tlv=6, tlvs=end_tlv()),
        # LTM and LTR.
        cfm(3, 5, 0x80, struct.pack("!IB", 0x11111111, 64) + mac("02:00:00:00:0e:01") + mac("02:00:00:00:0e:02"),
            tlvs=tlv(7, b"\x00\x01\x02\x03\x04\x05\x06\x07") + end_tlv()),
        cfm(3, 5, 0x00, struct.pack("!IB", 2, 1) + mac("02:00:00:00:0e:01") + mac("02:00:00:00:0e:02")),
        cfm(3, 4, 0xe0, struct.pack("!IBB", 0x11111111, 63, 1),
            tlvs=tlv(5, b"\x01" + mac("02:00:00:00:0e:05")) + tlv(6, b"\x02" + mac("02:00:00:00:0e:06"))
            + end_tlv()),
        cfm(3, 4, 0x40, struct.pack("!IBB", 3, 62, 2)),
        cfm(3, 4, 0x20, struct.pack("!IBB", 3, 62, 3)),
        cfm(3, 4, 0x1f, struct.pack("!IBB", 3, 62, 9)),
        cfm(3, 5, 0x80, struct.pack("!IB", 2, 1) + mac("02:00:00:00:0e:01") + mac("02:00:00:00:0e:02"), first_tlv=16),
        cfm(3, 4, 0x80, struct.pack("!IBB", 3, 62, 1), first_tlv=5),
        cfm(3, 5, 0x80, b"\x00" * 10, first_tlv=10),
        cfm(3, 4, 0x80, b"\x00" * 5, first_tlv=5),
        # Sender ID TLV: each chassis ID subtype, network addresses, management domain and address.
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id()) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x01" + ip4("198.18.0.1"), 5)) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x02" + ip6("2001:db8::1"), 5)) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x01" + b"\x01\x02\x03", 5)) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x02" + b"\x01\x02\x03", 5)) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x06\x01\x02", 5)) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"ge-0/0/1", 6)) + tlv(1, sender_id(b"alias", 2))
            + tlv(1, sender_id(b"local", 7)) + tlv(1, sender_id(b"chassis", 1)) + tlv(1, sender_id(b"port", 3))
            + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x01\x02\x03", 0)) + tlv(1, sender_id(b"\x01", 8))
            + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(b"\x02\x00\x00\x00\x0e\x01\x00", 4)) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9),
            tlvs=tlv(1, sender_id(b"sw1", 7, b"\x06\x08\x2b\x06\x01\x06\x01\x01", b"\xc6\x12\x00\x01\x00\xa1"))
            + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(domain=b"\x2b\x06")) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(domain=b"")) + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, sender_id(domain=b"\x2b\x06", address=b"")) + end_tlv()),
        # Sender ID length errors: empty, chassis subtype missing, chassis ID past the TLV,
        # management domain or address past it.
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, b"") + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, b"\x04") + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, b"\x06\x04\x02\x00") + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, b"\x00\x05\x2b") + end_tlv()),
        cfm(4, 2, 0, struct.pack("!I", 9), tlvs=tlv(1, b"\x00\x01\x2b\x04\x01") + end_tlv()),
        # Status TLVs: every value, unknown ones, empty ones.
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(2, b"\x01") + tlv(2, b"\x07") + tlv(3, b"\x02") + tlv(3, b"\x03")
            + tlv(3, b"\x04") + tlv(3, b"\x05") + tlv(3, b"\x06") + tlv(3, b"\x07") + tlv(3, b"\x09\x09") + end_tlv()),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(2, b"") + end_tlv()),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(3, b"") + end_tlv()),
        # Organization-specific: known and unknown OUIs, too short.
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(31, b"\x00\x80\xc2\x01\xaa\xbb") + tlv(31, b"\x12\x34\x56\x07")
            + end_tlv()),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(31, b"\x00\x80\xc2") + end_tlv()),
        # TLV framing: no end TLV, a TLV past the PDU, a lone type byte, bytes after the end TLV.
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(4, b"abc")),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=tlv(4, b"abc", length=30)),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=b"\x04"),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=b"\x04\x00"),
        cfm(5, 2, 0, struct.pack("!I", 1), tlvs=end_tlv() + b"\x04\x00\x01\x00"),
        # Header: other version, unknown opcodes (Y.1731's AIS, LMM), the old EtherType, short PDUs.
        cfm(5, 1, 4, b"\x00" * 70, version=1),
        cfm(5, 33, 0, b"\x00\x01\x02\x03", tlvs=end_tlv()),
        cfm(5, 43, 0, b"\x00" * 12, tlvs=end_tlv()),
        cfm(2, 3, 0, struct.pack("!I", 5), tlvs=end_tlv(), ethertype=0xabcd),
        ether("01:80:c2:00:00:35", SRC, 0x8902, b"\xa0\x01\x04"),
        ether("01:80:c2:00:00:35", SRC, 0x8902, b"\xa0\x01\x04\x46"),
        ether("01:80:c2:00:00:35", SRC, 0x8902, b""),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    # Cuts inside a CCM, an LTR and a sender ID TLV.
    full = ccm(tlvs=port_status + iface_status + end_tlv())
    for i, cut in enumerate((16, 17, 19, 22, 26, 28, 32, 40, 60, 80, 90, 92, 95, 97, 100)):
        out.append((T0 + 30 + i * 0.25, full[:cut], len(full)))
    full = cfm(3, 4, 0xe0, struct.pack("!IBB", 0x11111111, 63, 1),
               tlvs=tlv(5, b"\x01" + mac("02:00:00:00:0e:05")) + end_tlv())
    for i, cut in enumerate((19, 22, 23, 25, 27, 30, 33)):
        out.append((T0 + 34 + i * 0.25, full[:cut], len(full)))
    full = cfm(4, 2, 0, struct.pack("!I", 9),
               tlvs=tlv(1, sender_id(b"sw1", 7, b"\x06\x08\x2b\x06\x01\x06", b"\xc6\x12\x00\x01")) + end_tlv())
    for i, cut in enumerate((23, 25, 26, 28, 30, 33, 37, 40)):
        out.append((T0 + 36 + i * 0.25, full[:cut], len(full)))
    return out


if __name__ == "__main__":
    write_pcap("cfm.pcap", packets())
