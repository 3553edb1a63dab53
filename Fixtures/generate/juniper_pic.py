"""Captures for the Juniper link types with a PIC cookie or a service header (issue 11):
JUNIPER_MLPPP (130), MLFR (131), ES (132), GGSN (133), MFR (134), ATM2 (135), SERVICES (136),
ATM1 (137), MONITOR (164), PPPOE (167), PPPOE_ATM (168) and the cookie-less FRELAY (180).
After the "MGC" header (see juniper.py) tcpdump's juniper_parse_header reads a cookie whose length
depends on the link type and on its first byte (0x54 "LS" adds 2, 0x47 "AS" makes it 8), then the
per-type printer reads its own header. Covered per type: the usual inner packets, every cookie
kind, every branch of the per-type printer (LSQ protocols, OAM cells, LLC/NLPID, PPP and IP
guesses, ES SA types, GGSN protocols), no-L2 records, and cuts inside the cookie, the type
header and the inner packet. python3 stdlib only; run from this directory."""
import struct

from juniper import mgc, tlv, le
from pcaplib import ether, ipv4, ipv6, udp4, udp6, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"


def ip():
    return ipv4(A, B, 17, udp4(A, B, 4000, 4001, b"hello"))


def ip6():
    return ipv6(A6, B6, 17, udp6(A6, B6, 4000, 4001, b"hello"))


def eth():
    return ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x0800, ip())


def ppp_ip():
    return b"\xff\x03\x00\x21" + ip()


def mpls():
    return struct.pack(">I", (100 << 12) | (1 << 8) | 64) + ip()


def isis_hello():
    # ISO 10589 IS-IS L1 LAN hello header only: enough for isoclns_print to name it.
    return bytes([0x83, 27, 1, 0, 15, 1, 0, 0]) + b"\x01" + b"\x00\x00\x00\x00\x00\x01" + b"\x00\x1e" + \
        b"\x00\x1b" + b"\x40" + b"\x00\x00\x00\x00\x00\x01\x01"


def esis():
    return bytes([0x82, 9, 1, 0, 2, 0, 30, 0, 0])


def q933():
    return b"\x08\x00\x75\x95\x01\x01\x01"   # Q.933 STATUS ENQUIRY, report type


PPPOE, PPPOE_ATM, FRELAY, MLPPP, MLFR, MFR = 167, 168, 180, 130, 131, 134
ATM1, ATM2, GGSN, ES, MONITOR, SERVICES = 137, 135, 133, 132, 164, 136


def pppoe_records():
    session = ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x8864,
                    struct.pack(">BBHH", 0x11, 0, 0x1234, len(ip()) + 2) + b"\x00\x21" + ip())
    return [
        mgc(0x01) + eth(),
        mgc(0x00) + session,
        mgc(0x81, [tlv(3, le(56, 1)), tlv(6, le(63, 1))]) + eth(),
        mgc(0x01) + ether("54:00:00:00:00:02", "02:00:00:00:00:01", 0x0800, ip()),   # "LS" first byte
        mgc(0x01) + ether("47:00:00:00:00:02", "02:00:00:00:00:01", 0x0800, ip()),   # "AS" first byte
        mgc(0x03) + b"\x00\x00\x00\x00" + ip(),
        mgc(0x01) + eth()[:20],
        mgc(0x01) + b"\x02",
        mgc(0x01),
    ]


def pppoe_atm_records():
    disc = struct.pack(">BBHH", 0x11, 0x09, 0, 4) + b"\x01\x01\x00\x00"
    sess = struct.pack(">BBHH", 0x11, 0, 0x1234, len(ip()) + 2) + b"\x00\x21" + ip()
    return [
        mgc(0x01) + b"\x88\x63" + disc,
        mgc(0x00) + b"\x88\x64" + sess,
        mgc(0x01) + b"\x08\x00" + ip(),
        mgc(0x01) + b"\x12\x34" + b"data",
        mgc(0x01) + b"\x54\x00\x88\x64" + sess,        # "LS" cookie id: 2-byte cookie
        mgc(0x01) + b"\x47" + b"\x00" * 7 + b"\x88\x64" + sess,   # "AS" cookie id: 8-byte cookie
        mgc(0x01) + b"\x88",
        mgc(0x01),
        mgc(0x02) + b"\x00\x00\x00\x00" + ip6(),
    ]


def frelay_records():
    return [
        mgc(0x01) + b"\x18\x41\x03\xcc" + ip(),         # DLCI 100, NLPID IP
        mgc(0x00) + b"\x18\x41\x03\x8e" + ip6(),
        mgc(0x01) + b"\x00\x01\x03\x08" + q933(),
        mgc(0x81, [tlv(3, le(5, 1)), tlv(6, le(10, 1))]) + b"\x18\x41\x03\xcc" + ip(),
        mgc(0x01) + b"\x18\x41",
        mgc(0x01),
        mgc(0x02) + b"\x00\x00\x00\x00" + ip(),
    ]


def mlppp_records():
    return [
        mgc(0x01) + b"\x00\x07" + ppp_ip(),                       # plain 2-byte cookie: bundle 0
        mgc(0x01) + b"\x05\x07" + b"\x00\x21" + ip(),
        mgc(0x00) + b"\xff\x03" + b"\x00\x21" + ip(),             # child link: cookie is ff03
        mgc(0x00) + b"\xfe\xfe" + b"\x83" + isis_hello()[1:],     # cookie 0xfefe? not PPP_OSI
        mgc(0x01) + b"\x00\x23" + b"\x83" + isis_hello()[1:],     # cookie is PPP_OSI
        mgc(0x01) + b"\x54\x09" + b"\x00\x00" + ppp_ip(),         # LS cookie, bundle 9
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x00\x00\x50" + ip(),   # AS cookie: proto IPv4, bundle 10
        mgc(0x01) + b"\x47\x00\x00\x00\x0c\x00\x00\x50" + ppp_ip(),   # AS, RE|DIR: PPP
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x10\x01\x00" + ip6(),  # AS proto IPv6, bundle 32
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x20\x00\x08" + mpls(), # AS proto MPLS
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x30\x00\x08" + isis_hello(),  # AS proto ISO
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x40\x00\x08" + ppp_ip(),  # AS other proto: PPP
        mgc(0x81, [tlv(3, le(17, 1)), tlv(6, le(28, 1))]) + b"\x00\x07" + ppp_ip(),
        mgc(0x01) + b"\x47\x00\x00",
        mgc(0x01) + b"\x00",
        mgc(0x01),
        mgc(0x03) + b"\x00\x00\x00\x00" + ip(),
        mgc(0x01) + b"\x00\x07" + ppp_ip()[:14],
    ]


def mlfr_records():
    return [
        mgc(0x01) + b"\x00\x05" + b"\x03\xcc" + ip(),             # plain cookie, proto 03cc
        mgc(0x00) + b"\x00\x01" + b"\x03\x8e" + ip6(),
        mgc(0x01) + b"\x00\x05" + b"\x03\x08" + q933(),
        mgc(0x01) + b"\x00\x05" + b"\x03\x00" + esis(),            # LLC_UI<<8
        mgc(0x01) + b"\x00\x05" + b"\x00\x03" + esis(),            # LLC_UI
        mgc(0x01) + b"\x00\x05" + b"\x12\x34" + b"data",
        mgc(0x01) + b"\x54\x07\x00\x00" + b"\x03\xcc" + ip(),     # LS cookie: 4 bytes, bundle 7
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x00\x00\x50" + ip(),   # AS cookie: proto from cookie
        mgc(0x01) + b"\x00\x00\x00\x01" + b"\x03\xcc" + ip(),     # cookie word 1: child link
        mgc(0x01) + b"\x00\x05",
        mgc(0x01) + b"\x00\x05\x03",
        mgc(0x01),
    ]


def mfr_records():
    return [
        mgc(0x01) + b"\x00\x00\x00\x05" + b"\x03\xcc" + ip(),     # 4-byte cookie: bundle 0
        mgc(0x01) + b"\x09\x00\x00\x05" + b"\xfe\xfe" + b"\x03" + esis(),   # ISONS
        mgc(0x01) + b"\x09\x00\x00\x01" + b"\x03\x8e" + ip6(),    # cookie word 1: child link
        mgc(0x01) + b"\x09\x00\x00\x05" + b"\x12\x34" + b"data",
        mgc(0x01) + b"\x54\x07\x00\x00\x00\x00" + b"\x03\xcc" + ip(),   # LS cookie: 6 bytes
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x00\x00\x50" + ip(),   # AS: proto IPv4
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x10\x00\x50" + ip6(),
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x20\x00\x50" + mpls(),
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x30\x00\x50" + isis_hello(),
        mgc(0x01) + b"\x47\x00\x00\x00\x00\x40\x00\x50" + ip(),   # AS, unknown proto: nothing
        mgc(0x01) + b"\xc1\x01\x00\x00" + b"\x01\x0b" + b"\x00" * 8,  # B/E bits: child link, mfr_print
        mgc(0x01) + b"\x09\x00",
        mgc(0x01),
    ]


def crc10_residue(data):
    """The CRC-10 (generator 0x633) register after `data`, fed a byte at a time; 0 over a whole
    OAM payload whose last 10 bits hold the right CRC."""
    acc = 0
    for byte in data:
        entry = ((acc >> 2) & 0xff) << 2
        for _ in range(8):
            entry <<= 1
            if entry & 0x400:
                entry ^= 0x633
        acc = ((acc << 8) & 0x3ff) ^ (entry & 0x3ff) ^ byte
    return acc


def crc10(payload46):
    """The 10-bit value that makes the 48-byte payload check (found by trying all 1024)."""
    return next(c for c in range(1024) if crc10_residue(payload46 + struct.pack(">H", c)) == 0)


def oam_cell(vpi, vci, pti, clp, cell_type, func, body, good_crc=True):
    """A 52-byte OAM cell without HEC: header, type byte, 45 function bytes, 6 reserved bits + CRC-10."""
    header = struct.pack(">I", (vpi << 20) | (vci << 4) | (pti << 1) | clp)
    payload = bytes([cell_type << 4 | func]) + body.ljust(45, b"\x6a")[:45]
    crc = crc10(payload)
    if not good_crc:
        crc ^= 0x155
    return header + payload + struct.pack(">H", crc)


LOOPBACK = b"\x01" + b"\xde\xad\xbe\xef" + bytes(range(1, 13)) + bytes(range(0x21, 0x2d)) + b"\x6a" * 16
AIS = b"\x6a" + bytes(range(0x31, 0x41)) + b"\x6a" * 28


def oam_records(cookie):
    return [
        mgc(0x01) + cookie + oam_cell(0, 3, 0, 0, 1, 8, LOOPBACK),                  # F4 segment loopback request
        mgc(0x01) + cookie + oam_cell(0, 4, 5, 1, 1, 8, b"\x00" + LOOPBACK[1:]),    # F4 end, reply
        mgc(0x01) + cookie + oam_cell(1, 32, 4, 0, 1, 0, AIS, good_crc=False),       # AIS, bad CRC
        mgc(0x01) + cookie + oam_cell(1, 32, 4, 0, 1, 1, AIS),                       # RDI
        mgc(0x01) + cookie + oam_cell(1, 32, 4, 0, 1, 4, b""),                       # continuity check
        mgc(0x01) + cookie + oam_cell(1, 32, 6, 0, 1, 9, b""),                       # FM, unknown function
        mgc(0x01) + cookie + oam_cell(2, 33, 7, 1, 2, 1, b""),                       # PM, unknown PTI
        mgc(0x01) + cookie + oam_cell(2, 33, 3, 0, 8, 0, b""),                       # activate/deactivate
        mgc(0x01) + cookie + oam_cell(2, 33, 1, 0, 15, 2, b""),                      # system management
        mgc(0x01) + cookie + oam_cell(2, 33, 2, 0, 3, 3, b""),                       # unknown cell type
        mgc(0x01) + cookie + oam_cell(0, 3, 0, 0, 1, 8, LOOPBACK)[:30],              # loopback body cut
        mgc(0x01) + cookie + oam_cell(1, 32, 4, 0, 1, 0, AIS)[:40],                  # AIS body cut
        mgc(0x01) + cookie + oam_cell(0, 3, 0, 0, 2, 0, b"")[:50],                   # CRC cut
        mgc(0x01) + cookie + b"\x00\x00\x30",                                       # header cut
    ]


def atm1_records():
    return [
        mgc(0x01) + b"\x00\x00\x01\x02" + b"\xaa\xaa\x03\x00\x00\x00\x08\x00" + ip(),   # SNAP
        mgc(0x00) + b"\x00\x00\x01\x02" + b"\xfe\xfe\x03\xcc" + ip(),                   # NLPID
        mgc(0x01) + b"\x00\x00\x01\x02" + b"\x03\xcc" + ip(),                           # Cisco NLPID
        mgc(0x01) + b"\x00\x00\x01\x02" + ip(),                                         # VC-mux IPv4
        mgc(0x01) + b"\x00\x00\x01\x02" + ip6(),
        mgc(0x01) + b"\x00\x00\x01\x02" + b"\x12\x34\x56" + b"data",                    # nothing
        mgc(0x01) + b"\x80\x00\x01\x02" + bytes([0x18]) + b"\x00" * 47,                 # OAM cell
        mgc(0x01) + b"\x54\x00\x01\x02\x03\x04" + ip(),                                 # LS: 6 bytes
        mgc(0x01) + b"\x47\x00\x01\x02\x03\x04\x05\x06" + ip(),                         # AS: 8 bytes
        mgc(0x81, [tlv(3, le(8, 1)), tlv(6, le(2, 1))]) + b"\x00\x00\x01\x02" + ip(),
        mgc(0x01) + b"\x00\x00\x01\x02" + b"\xaa\xaa",
        mgc(0x01) + b"\x00\x00",
        mgc(0x02) + b"\x00\x00\x00\x00" + ip(),
    ] + oam_records(b"\x80\x00\x00\x07")


def atm2_records():
    return [
        mgc(0x01) + b"\x00\x00\x00\x05\x00\x00\x00\x00" + b"\xaa\xaa\x03\x00\x00\x00\x08\x00" + ip(),
        mgc(0x01) + b"\x00\x00\x00\x05\x00\x00\x00\x00" + b"\xfe\xfe\x03\xcc" + ip(),
        mgc(0x00) + b"\x00\x00\x00\x05\x00\x00\x00\x00" + b"\x02\x00\x00\x00\x00\x02" + eth()[6:],  # gap 5, out: ether
        mgc(0x01) + b"\x00\x00\x00\x05\x00\x00\x00\x00" + b"\x03\xcc" + ip(),
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x00" + b"\x00\x21" + ip(),        # PPP guess
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x00" + b"\xc0\x21\x09\x01\x00\x08\x12\x34\x56\x78",
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x00" + ip(),                      # IP guess
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x00" + ip6(),
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x00" + b"\x12\x34\x56\x78",       # nothing
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x10" + b"\x08\x38\x00\x00" + bytes([0x18]) + b"\x00" * 47,
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x20" + b"\x00\x00\x00\x00" + bytes([0x10]) + b"\x00" * 47,
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x30" + b"\x11\x22\x33\x44" + bytes([0x18]) + b"\x00" * 47,
        mgc(0x01) + b"\x54\x00\x00\x00\x00\x00\x00\x00\x00\x00" + ip(),   # LS: 10-byte cookie
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00\x00\x00" + b"\x45",
        mgc(0x01) + b"\x00\x00\x00\x00\x00\x00",
        mgc(0x03) + b"\x00\x00\x00\x00" + ip6(),
    ] + [r[:12] + b"\x08\x00\x00\x00" + r[12:] for r in oam_records(b"\x00\x00\x00\x00\x00\x00\x00\x10")[:3]]


def ggsn_records():
    return [
        mgc(0x01) + b"\x01\x00\x02\x00\x00\x64\x00\x00" + ip(),
        mgc(0x00) + b"\x01\x00\x06\x00\x00\x65\x00\x00" + ip6(),
        mgc(0x01) + b"\x01\x00\x01\x00\x00\x00\x00\x00" + b"data",
        mgc(0x01) + b"\x01\x00\x09\x00\x00\x00\x00\x00" + b"data",
        mgc(0x01) + b"\x47\x00\x02\x00\x00\x64\x00\x00" + ip(),
        mgc(0x81, [tlv(3, le(24, 1)), tlv(6, le(34, 1))]) + b"\x01\x00\x02\x00\x00\x64\x00\x00" + ip(),
        mgc(0x01) + b"\x01\x00\x02\x00",
        mgc(0x01),
        mgc(0x01) + b"\x01\x00\x02\x00\x00\x64\x00\x00" + ip()[:10],
    ]


def es_header(kind, spi=0x1000, ttl=64):
    return struct.pack(">HBBI", 7, ttl, kind, spi) + bytes([198, 18, 0, 9]) + bytes([198, 18, 0, 10])


def es_records():
    return [
        mgc(0x01) + es_header(1) + ip(),         # bundle types: no rewrite header skipped
        mgc(0x01) + es_header(2) + ip(),
        mgc(0x00) + es_header(3) + ip(),         # the 16-byte header is skipped
        mgc(0x01) + es_header(4) + ip(),
        mgc(0x01) + es_header(5) + ip(),
        mgc(0x01) + es_header(9) + ip(),         # invalid type
        mgc(0x01) + es_header(3)[:10],
        mgc(0x01),
        mgc(0x81, [tlv(3, le(23, 1)), tlv(6, le(33, 1))]) + es_header(1) + ip(),
        b"MGC\x01" + b"\x47" + es_header(3)[1:] + ip(),
    ]


def monitor_records():
    mh = b"\x05\x00\x00\x2a\x00\x00\x01\x00"
    return [
        mgc(0x01) + mh + ip(),
        mgc(0x00) + mh + ip6(),
        mgc(0x01) + mh + b"data",
        mgc(0x01) + b"\x47" + mh[1:] + ip(),
        mgc(0x01) + b"\x54" + mh[1:] + ip(),
        mgc(0x01) + mh[:5],
        mgc(0x01),
    ]


def services_records():
    sh = b"\x03\x81\x00\x10\x01\x00\x00\x2a"
    return [
        mgc(0x01) + sh + ip(),
        mgc(0x00) + sh + ip6(),
        mgc(0x01) + sh + b"data",
        mgc(0x01) + b"\x47" + sh[1:] + ip(),
        mgc(0x01) + b"\x54" + sh[1:] + ip(),
        mgc(0x81, [tlv(3, le(45, 1)), tlv(6, le(52, 1))]) + sh + ip(),
        mgc(0x01) + sh[:5],
        mgc(0x01),
        mgc(0x01) + sh + ip()[:16],
    ]


FILES = [
    ("juniper-pppoe.pcap", PPPOE, pppoe_records),
    ("juniper-pppoe-atm.pcap", PPPOE_ATM, pppoe_atm_records),
    ("juniper-frelay.pcap", FRELAY, frelay_records),
    ("juniper-mlppp.pcap", MLPPP, mlppp_records),
    ("juniper-mlfr.pcap", MLFR, mlfr_records),
    ("juniper-mfr.pcap", MFR, mfr_records),
    ("juniper-atm1.pcap", ATM1, atm1_records),
    ("juniper-atm2.pcap", ATM2, atm2_records),
    ("juniper-ggsn.pcap", GGSN, ggsn_records),
    ("juniper-es.pcap", ES, es_records),
    ("juniper-monitor.pcap", MONITOR, monitor_records),
    ("juniper-services.pcap", SERVICES, services_records),
]


def write():
    for i, (name, linktype, records) in enumerate(FILES):
        base = 1700001000 + 100 * i
        write_pcap(name, [(base + n, r) for n, r in enumerate(records())], linktype=linktype)


if __name__ == "__main__":
    write()
