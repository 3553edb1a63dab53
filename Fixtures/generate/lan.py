#!/usr/bin/env python3
"""LAN control protocol fixtures the lab daemons (Fixtures/capture-lan.sh) do not send: LLDP
(IEEE 802.1AB) with every TLV and organization-specific subtype tcpdump 4.99's lldp_print decodes
(802.1 VLAN/protocol/DCB/EVB/CDCP, 802.3, LLDP-MED, IANA MUD URL, DCBX), unknown ones, and the
malformed and cut-short cases; CDP (Cisco SNAP PID 0x2000) with every TLV tcpdump 4.99's cdp_print
knows and its length errors. Deterministic. Writes Fixtures/pcap/lldp-tlvs.pcap and cdp-tlvs.pcap."""
import struct
from pcaplib import *

T0 = 1700000900.0
DST = "01:80:c2:00:00:0e"
SRC = "02:00:00:00:00:02"


def tlv(t, data):
    """An LLDP TLV (IEEE 802.1AB 8.4): 7-bit type, 9-bit length, value."""
    return struct.pack("!H", (t << 9) | (len(data) & 0x1FF)) + data


def raw_tlv(t, length, data):
    """A TLV whose length field says `length` whatever `data` holds."""
    return struct.pack("!H", (t << 9) | length) + data


def org(oui, subtype, data=b""):
    return tlv(127, struct.pack("!I", oui)[1:] + bytes([subtype]) + data)


def head(chassis=b"\x04" + mac("02:00:00:00:00:02"), port=b"\x05eth0", ttl=120):
    return tlv(1, chassis) + tlv(2, port) + tlv(3, struct.pack("!H", ttl))


END = tlv(0, b"")
DOT1, DOT3, TIA, IANA, DCBX = 0x0080C2, 0x00120F, 0x0012BB, 0x00005E, 0x001B21


def frame(body):
    return ether(DST, SRC, 0x88CC, body)


def lldp_packets():
    p = []
    # Chassis/port id subtypes: every name, network addresses of each family, unknown subtypes.
    p.append(head(b"\x01chassis-comp", b"\x01alias") + tlv(5, b"sw") + END)
    p.append(head(b"\x02ifalias", b"\x02portcomp") + END)
    p.append(head(b"\x03portcomp", b"\x03" + mac("02:00:00:00:00:03")) + END)
    p.append(head(b"\x05\x01" + ip4("198.18.0.1"), b"\x04\x02" + ip6("2001:db8::1")) + END)
    p.append(head(b"\x05\x06" + mac("02:00:00:00:00:09"), b"\x04\x0b\x01\x02") + END)
    p.append(head(b"\x06eth0", b"\x06circuit-7") + END)
    p.append(head(b"\x07local", b"\x07local\x00pad") + END)
    p.append(head(b"\x00\x01\x02", b"\x09\xaa\xbb") + END)
    # Descriptions, capabilities (every bit), management addresses with OIDs and numbering.
    p.append(head() + tlv(4, b"Gi0/1 \x7f\x80") + tlv(5, b"switch1") + tlv(6, b"Lab OS 1.0\nbuild 7")
             + tlv(7, struct.pack("!HH", 0x00FF, 0x0014)) + tlv(7, struct.pack("!HH", 0, 0x100)) + END)
    p.append(head() + tlv(8, b"\x05\x01" + ip4("198.18.0.1") + b"\x02" + struct.pack("!I", 3) + b"\x00")
             + tlv(8, b"\x11\x02" + ip6("2001:db8::1") + b"\x03" + struct.pack("!I", 7)
                   + b"\x08\x2b\x06\x01\x04\x01\x81\x3d\x01")
             + tlv(8, b"\x07\x06" + mac("02:00:00:00:00:01") + b"\x01" + struct.pack("!I", 1))
             + tlv(8, b"\x03\x19\xaa\xbb" + b"\x02" + struct.pack("!I", 9)) + END)
    # 802.1: PVID, PPVID, VLAN name, protocol identity, CN, ETS, PFC, application priority, EVB, CDCP.
    p.append(head() + org(DOT1, 1, b"\x00\x64") + org(DOT1, 2, b"\x06\x00\x65") + org(DOT1, 2, b"\x00\x00\x66")
             + org(DOT1, 3, b"\x00\x2a\x07voice42") + org(DOT1, 4, b"\x02\x88\xcc") + END)
    p.append(head() + org(DOT1, 8, b"\xa5\x0f") + org(DOT1, 9, bytes([0xC3, 0x01, 0x23, 0x45, 0x67])
             + bytes([10, 20, 30, 40, 0, 0, 0, 0]) + bytes([0, 2, 2, 2, 0, 0, 0, 255]))
             + org(DOT1, 10, bytes([0x05, 0x76, 0x54, 0x32, 0x10]) + bytes(range(8)) + bytes([2] * 8)) + END)
    p.append(head() + org(DOT1, 11, b"\xc8\x28") + org(DOT1, 12, b"\x00" + b"\x83\x0c\xbc" + b"\x62\x0c\xbd")
             + org(DOT1, 13, b"\x07\x0f\xe5\xd3\x7f") + org(DOT1, 14, b"\x98\x00\x01\x23\x00\x10\x01\x00\x20\x02")
             + END)
    # 802.1 short forms (hex dump only at -v), wrong-multiple tables, unknown subtypes.
    p.append(head() + org(DOT1, 1, b"\x00") + org(DOT1, 3, b"\x00\x2a\x09ab") + org(DOT1, 4, b"\x05ab")
             + org(DOT1, 12, b"\x00") + org(DOT1, 12, b"\x00\x01\x02") + org(DOT1, 14, b"\x00\x00\x00\x01\x02")
             + org(DOT1, 9, b"\x00" * 5) + org(DOT1, 99, b"\x01\x02") + tlv(127, b"\x00\x80\xc2") + END)
    # 802.3: MAC/PHY (named and unknown MAU types), power via MDI, link aggregation, MTU, unknown.
    p.append(head() + org(DOT3, 1, b"\x03\x6c\x01\x00\x10") + org(DOT3, 1, b"\x00\x80\x00\x00\x36")
             + org(DOT3, 2, b"\x0f\x01\x05") + org(DOT3, 2, b"\x00\x07\x09") + org(DOT3, 3, b"\x03\x00\x00\x00\x05")
             + org(DOT3, 4, b"\x05\xee") + org(DOT3, 7, b"\x01") + org(DOT3, 4, b"\x05") + END)
    # LLDP-MED: capabilities, policies, locations (coordinates, civic, ELIN, unknown), power, inventory.
    p.append(head() + org(TIA, 1, b"\x00\x33\x03") + org(TIA, 1, b"\x00\x00\x09")
             + org(TIA, 2, b"\x01\x40\x54\xae") + org(TIA, 2, b"\x09\xa0\x00\x00") + org(TIA, 2, b"\x06\x60\x02\x05")
             + END)
    p.append(head() + org(TIA, 3, b"\x01" + bytes.fromhex("68c2d1a5732e011bb8ab0104e000000001"))
             + org(TIA, 3, b"\x02\x15\x02US\x01\x02CA\x03\x08San Jose\x06\x04Main\x07\x01x")
             + org(TIA, 3, b"\x02\x08\x01DE\x00\x02ab") + org(TIA, 3, b"\x03911555") + org(TIA, 3, b"\x09\x01\x02\x03")
             + org(TIA, 3, b"\x02\x02") + END)
    p.append(head() + org(TIA, 4, b"\x51\x00\x32") + org(TIA, 4, b"\x12\x04\x00") + org(TIA, 4, b"\xa3\x00\x07")
             + b"".join(org(TIA, s, b"rev-%d" % s) for s in range(5, 12)) + org(TIA, 12, b"\x01") + END)
    # IANA MUD URL; DCBX 1.01 with each feature TLV, an unknown one and rev 1; unknown OUI and TLV types.
    p.append(head() + org(IANA, 1, b"https://lab.test/mud") + org(IANA, 2, b"abcd") + org(IANA, 1, b"x")
             + org(0x00000C, 1, b"\x01\x02\x03") + tlv(9, b"\x01\x02\x03") + tlv(126, b"") + END)
    dcbx = (tlv(1, b"\x00\x00" + struct.pack("!II", 5, 4))
            + tlv(2, b"\x00\x00\xa0\x00" + struct.pack("!I", 0x01234567) + bytes([12, 13, 25, 50, 0, 0, 0, 0]) + b"\x08")
            + tlv(3, b"\x00\x00\xe0\x00\x28\x08")
            + tlv(4, b"\x00\x00\x80\x00" + b"\x89\x06\x00\x1b\x21\x08" + b"\x0c\xbc\x40\x00\x00\x10")
            + tlv(5, b"\x01\x02") + tlv(1, b"\x00\x00"))
    p.append(head() + org(DCBX, 2, dcbx) + org(DCBX, 1, b"\x01\x02") + org(DCBX, 2, tlv(3, b"\x00")) + END)
    # Malformed: an empty TLV ends the walk; TTL, capabilities, management address too short;
    # a TLV longer than the LLDPDU; a management address whose OID runs past the TLV.
    p.append(head() + tlv(4, b"") + tlv(5, b"after") + END)
    p.append(head(b"\x04\x01\x02", b"\x03\x01") + END)
    p.append(tlv(1, b"\x07c") + tlv(3, b"\x01") + END)
    p.append(tlv(1, b"\x07c") + tlv(7, b"\x00\x04") + END)
    p.append(tlv(1, b"\x07c") + tlv(8, b"\x05\x01\x01\x02") + END)
    p.append(tlv(1, b"\x07c") + tlv(8, b"\x05\x01" + ip4("198.18.0.1") + b"\x02\x00") + END)
    p.append(tlv(1, b"\x07c") + tlv(8, b"\x05\x01" + ip4("198.18.0.1") + b"\x02\x00\x00\x00\x01\x05\x2b") + END)
    p.append(tlv(1, b"\x07c") + tlv(8, b"\x09\x01" + ip4("198.18.0.1")) + END)
    p.append(tlv(1, b"\x05\x02\x00") + END)
    p.append(tlv(1, b"\x07c") + tlv(127, b"\x00\x80") + END)
    p.append(tlv(1, b"\x07c") + raw_tlv(6, 300, b"too long") + END)
    frames = [frame(b) for b in p]
    packets = [(T0 + i * 0.125, f) for i, f in enumerate(frames)]
    # Cut by the snap length inside a TLV header, inside a value, and inside an org-specific TLV.
    full = frame(head() + tlv(5, b"switch1") + org(DOT1, 3, b"\x00\x2a\x07voice42") + END)
    for cut in (14 + 1, 14 + 10, 14 + 30, 14 + 40):
        packets.append((T0 + 10 + cut / 100, full[:cut], len(full)))
    return packets


def cdp_tlv(t, data, length=None):
    """A CDP TLV: 2-byte type, 2-byte length counting the 4-byte header, value."""
    return struct.pack("!HH", t, len(data) + 4 if length is None else length) + data


def cdp_frame(body, version=2, ttl=180, checksum=0x1234):
    pdu = struct.pack("!BBH", version, ttl, checksum) + body
    llc = b"\xaa\xaa\x03\x00\x00\x0c\x20\x00" + pdu
    return ether("01:00:0c:cc:cc:cc", SRC, len(llc), llc)


def cdp_addresses(*entries, count=None):
    body = b"".join(entries)
    return struct.pack("!I", len(entries) if count is None else count) + body


IPV4_ENTRY = lambda a: b"\x01\x01\xcc" + struct.pack("!H", 4) + ip4(a)
IPV6_ENTRY = lambda a: b"\x02\x08\xaa\xaa\x03\x00\x00\x00\x86\xdd" + struct.pack("!H", 16) + ip6(a)


def cdp_packets():
    p = []
    p.append(cdp_tlv(1, b"sw1.lab") + cdp_tlv(2, cdp_addresses(IPV4_ENTRY("198.18.0.1"), IPV6_ENTRY("2001:db8::1")))
             + cdp_tlv(3, b"GigabitEthernet0/1") + cdp_tlv(4, struct.pack("!I", 0x29))
             + cdp_tlv(5, b"Lab IOS 15.2\nCopyright (c) lab\n\x01end") + cdp_tlv(6, b"cisco WS-C2960")
             + cdp_tlv(7, ip4("198.18.0.0") + b"\x18" + ip4("198.18.1.0") + b"\x1e")
             + cdp_tlv(8, b"\x00\x00\x0c\x01\x12") + cdp_tlv(9, b"LABVTP") + cdp_tlv(10, struct.pack("!H", 42))
             + cdp_tlv(11, b"\x01"))
    p.append(cdp_tlv(1, b"phone") + cdp_tlv(11, b"\x00") + cdp_tlv(14, b"\x01\x00\x2a") + cdp_tlv(15, b"\x20\x00")
             + cdp_tlv(15, b"\x01\x00\x2b") + cdp_tlv(16, b"\x1b\x58") + cdp_tlv(16, b"\x05") + cdp_tlv(16, b"\x00\x30\x39")
             + cdp_tlv(17, struct.pack("!I", 1500)) + cdp_tlv(18, b"\x00") + cdp_tlv(19, b"\x05")
             + cdp_tlv(20, b"sysname") + cdp_tlv(21, b"\x06\x03\x2b\x06\x01")
             + cdp_tlv(22, cdp_addresses(IPV4_ENTRY("198.18.0.9"))) + cdp_tlv(23, b"\x01Room 1") + cdp_tlv(23, b"\x02")
             + cdp_tlv(12, b"\x01") + cdp_tlv(0x1234, b"\xde\xad") + cdp_tlv(0, b""))
    # Malformed: lengths out of the table's limits, odd prefixes, address entries cut or unknown.
    p.append(cdp_tlv(1, b"x") + cdp_tlv(4, b"\x01") + cdp_tlv(10, b"\x00\x01\x02") + cdp_tlv(16, b"\x00" * 4)
             + cdp_tlv(7, b"\x01\x02\x03") + cdp_tlv(22, b"\x00\x00"))
    p.append(cdp_tlv(2, cdp_addresses(b"\x01\x02\x81\x82" + struct.pack("!H", 3) + b"\x01\x02\x03",
                                      IPV4_ENTRY("198.18.0.2")) + b"\x00\x00"))
    p.append(cdp_tlv(2, b"\x00\x00"))
    p.append(cdp_tlv(2, cdp_addresses(b"\x01", count=1)))
    p.append(cdp_tlv(2, cdp_addresses(b"\x01\x05\xcc", count=1)))
    p.append(cdp_tlv(2, cdp_addresses(b"\x01\x01\xcc\x00\x04\x01", count=1)))
    p.append(cdp_tlv(2, cdp_addresses(b"\x05\x01\xcc\x00\x09\x01", count=1)))
    p.append(cdp_tlv(2, cdp_addresses(IPV4_ENTRY("198.18.0.3"), count=3)))
    p.append(cdp_tlv(1, b"a") + cdp_tlv(3, b"p", length=2) + cdp_tlv(1, b"b"))
    p.append(cdp_tlv(1, b"a") + cdp_tlv(3, b"p", length=40))
    p.append(cdp_tlv(1, b"a") + b"\x00\x01")
    frames = [cdp_frame(b) for b in p]
    frames.append(cdp_frame(b"", version=1, ttl=0))
    short = ether("01:00:0c:cc:cc:cc", SRC, 10, b"\xaa\xaa\x03\x00\x00\x0c\x20\x00\x02\xb4")
    frames.append(short)
    packets = [(T0 + 20 + i * 0.125, f) for i, f in enumerate(frames)]
    full = cdp_frame(cdp_tlv(1, b"sw1.lab") + cdp_tlv(3, b"Gi0/1") + cdp_tlv(2, cdp_addresses(IPV4_ENTRY("198.18.0.1"))))
    for cut in (14 + 8 + 2, 14 + 8 + 6, 14 + 8 + 10, 14 + 8 + 24, 14 + 8 + 40):
        packets.append((T0 + 30 + cut / 100, full[:cut], len(full)))
    return packets


if __name__ == "__main__":
    write_pcap("lldp-tlvs.pcap", lldp_packets())
    write_pcap("cdp-tlvs.pcap", cdp_packets())
