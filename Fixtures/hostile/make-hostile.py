#!/usr/bin/env python3
"""Writes swiftnet's hostile capture files (python3 stdlib only, deterministic).

  make-hostile.py OUTDIR

Every file is something an attacker or a broken tool could hand to `swiftnet decode`: length fields
that lie at every layer, records larger than the snapshot length, zero and huge records, wrong
versions, pcapng blocks with bad lengths, unknown blocks, a byte-order change between sections, and
10,000-deep extension-header and option chains. The files are made at test time (nothing large is
committed); Tests/SwiftNetCLITests/HostileInputTests.swift runs each through the built binary and
requires a clean finish: exit 0 or 1, at most one error line, bounded time and memory.
Each file name says what it holds; MANIFEST lists them with that description.
"""
import os
import struct
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "."
MANIFEST = []

SRC4, DST4 = bytes((198, 18, 100, 1)), bytes((198, 18, 100, 2))
SRC6 = bytes.fromhex("20010db8006400000000000000000001")
DST6 = bytes.fromhex("20010db8006400000000000000000002")
MAC = bytes.fromhex("020000000002020000000001")


# ---- building blocks --------------------------------------------------------------------------

def checksum(data):
    if len(data) % 2:
        data += b"\0"
    total = sum(struct.unpack("!%dH" % (len(data) // 2), data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return (~total) & 0xFFFF


def ether(ethertype, payload):
    return MAC + struct.pack("!H", ethertype) + payload


def ipv4(proto, payload, ihl=5, total=None, options=b"", flags_frag=0x4000, src=SRC4, dst=DST4):
    total = 20 + len(options) + len(payload) if total is None else total
    header = struct.pack("!BBHHHBBH4s4s", 0x40 | (ihl & 0xF), 0, total & 0xFFFF, 0x1234, flags_frag,
                         64, proto, 0, src, dst) + options
    header = header[:10] + struct.pack("!H", checksum(header)) + header[12:]
    return header + payload


def ipv6(nh, payload, plen=None, src=SRC6, dst=DST6):
    plen = len(payload) if plen is None else plen
    return struct.pack("!IHBB16s16s", 0x60000000, plen & 0xFFFF, nh, 64, src, dst) + payload


def tcp(payload=b"", offset=None, options=b"", flags=0x18, sport=40000, dport=80, seq=1000, ack=2000):
    offset = (20 + len(options)) // 4 if offset is None else offset
    return struct.pack("!HHIIBBHHH", sport, dport, seq, ack, (offset & 0xF) << 4, flags, 512, 0, 0) \
        + options + payload


def udp(payload=b"", length=None, sport=40000, dport=53):
    length = 8 + len(payload) if length is None else length
    return struct.pack("!HHHH", sport, dport, length & 0xFFFF, 0) + payload


def icmp(type_, code, rest, payload):
    body = struct.pack("!BBH", type_, code, 0) + rest + payload
    return body[:2] + struct.pack("!H", checksum(body)) + body[4:]


def dns(header_counts, body, ident=0x1234, flags=0x8180):
    return struct.pack("!HH4H", ident, flags, *header_counts) + body


def name(*labels):
    return b"".join(bytes([len(x)]) + x for x in labels) + b"\0"


# ---- files ------------------------------------------------------------------------------------

def pcap_header(linktype=1, snaplen=262144, major=2, minor=4, magic=0xA1B2C3D4, endian="<"):
    return struct.pack(endian + "IHHiIII", magic, major, minor, 0, 0, snaplen, linktype)


def record(data, caplen=None, length=None, sec=1700000000, usec=0, endian="<"):
    caplen = len(data) if caplen is None else caplen
    length = len(data) if length is None else length
    return struct.pack(endian + "IIII", sec, usec, caplen & 0xFFFFFFFF, length & 0xFFFFFFFF) + data


def write(filename, description, data):
    with open(os.path.join(OUT, filename), "wb") as f:
        f.write(data)
    MANIFEST.append("%s\t%s" % (filename, description))


def pcap(filename, description, frames, linktype=1, snaplen=262144):
    write(filename, description, pcap_header(linktype, snaplen) + b"".join(record(f) for f in frames))


def block(kind, body, total=None, trailer=None, endian="<"):
    body += b"\0" * ((4 - len(body) % 4) % 4)
    length = 12 + len(body)
    total = length if total is None else total
    trailer = total if trailer is None else trailer
    return struct.pack(endian + "II", kind, total & 0xFFFFFFFF) + body + struct.pack(endian + "I", trailer & 0xFFFFFFFF)


def shb(endian="<", major=1, minor=0):
    return block(0x0A0D0D0A, struct.pack(endian + "IHHq", 0x1A2B3C4D, major, minor, -1), endian=endian)


def idb(linktype=1, snaplen=262144, endian="<", options=b""):
    return block(1, struct.pack(endian + "HHI", linktype, 0, snaplen) + options, endian=endian)


def epb(data, interface=0, caplen=None, length=None, endian="<", options=b""):
    caplen = len(data) if caplen is None else caplen
    length = len(data) if length is None else length
    padded = data + b"\0" * ((4 - len(data) % 4) % 4)
    return block(6, struct.pack(endian + "IIIII", interface, 0, 0, caplen & 0xFFFFFFFF, length & 0xFFFFFFFF)
                 + padded + options, endian=endian)


def good_tcp4():
    return ether(0x0800, ipv4(6, tcp(b"GET / HTTP/1.1\r\n\r\n")))


def main():
    os.makedirs(OUT, exist_ok=True)
    good = good_tcp4()

    # pcap file and record headers
    write("pcap-empty.pcap", "zero bytes", b"")
    write("pcap-header-only.pcap", "file header, no records", pcap_header())
    write("pcap-short-header.pcap", "10 bytes of a file header", pcap_header()[:10])
    write("pcap-bad-magic.pcap", "unknown magic", b"\xde\xad\xbe\xef" + pcap_header()[4:] + record(good))
    write("pcap-version-3-0.pcap", "major version 3", pcap_header(major=3, minor=0) + record(good))
    write("pcap-version-1-0.pcap", "major version 1", pcap_header(major=1, minor=0) + record(good))
    write("pcap-version-2-99.pcap", "minor version 99", pcap_header(minor=99) + record(good))
    write("pcap-snaplen-0.pcap", "snapshot length 0", pcap_header(snaplen=0) + record(good))
    write("pcap-snaplen-huge.pcap", "snapshot length 0xffffffff", pcap_header(snaplen=0xFFFFFFFF) + record(good))
    write("pcap-caplen-over-snaplen.pcap", "caplen 60 in a file with snaplen 40",
          pcap_header(snaplen=40) + record(good[:60]) + record(good))
    write("pcap-caplen-over-len.pcap", "caplen 60 > original length 20", pcap_header() + record(good[:60], length=20))
    write("pcap-len-huge.pcap", "original length 0xffffffff", pcap_header() + record(good, length=0xFFFFFFFF))
    write("pcap-caplen-huge.pcap", "caplen 0xffffffff, few bytes follow", pcap_header() + record(good, caplen=0xFFFFFFFF))
    write("pcap-caplen-256m.pcap", "caplen 256 MiB, few bytes follow", pcap_header() + record(good, caplen=256 << 20))
    write("pcap-caplen-past-end.pcap", "caplen 1000, 80 bytes follow", pcap_header() + record(good, caplen=1000))
    write("pcap-zero-records.pcap", "1000 zero-length records",
          pcap_header() + b"".join(record(b"", length=0) for _ in range(1000)))
    write("pcap-zero-caplen-len-1500.pcap", "records with caplen 0 and length 1500",
          pcap_header() + b"".join(record(b"", length=1500) for _ in range(10)))
    write("pcap-big-record.pcap", "one 262144-byte record of 0xff after an Ethernet header",
          pcap_header() + record(ether(0x0800, b"\xff" * (262144 - 14))))
    write("pcap-big-endian-lying.pcap", "big-endian file whose record lengths are little-endian",
          pcap_header(endian=">") + record(good, endian="<"))
    write("pcap-trailing-garbage.pcap", "a good record then 7 stray bytes", pcap_header() + record(good) + b"garbage")
    for link in (0, 101, 108, 113, 228, 229, 276, 147, 65535):
        write("pcap-link-%d-short.pcap" % link, "link type %d, 1..3-byte records" % link,
              pcap_header(linktype=link) + record(b"\x45") + record(b"\x60\x00") + record(b"\x00\x00\x00"))

    # IPv4 lies
    frames = []
    for ihl in range(16):
        frames.append(ether(0x0800, ipv4(6, tcp(b"x" * 8), ihl=ihl)))
    for total in (0, 1, 19, 20, 21, 39, 41, 65535):
        frames.append(ether(0x0800, ipv4(6, tcp(), total=total)))
        frames.append(ether(0x0800, ipv4(17, udp(b"a"), total=total)))
        frames.append(ether(0x0800, ipv4(1, icmp(8, 0, b"\0\1\0\1", b"ping"), total=total)))
    frames.append(ether(0x0800, ipv4(6, tcp(), flags_frag=0x3FFF)))   # fragment at offset 65528
    frames.append(ether(0x0800, ipv4(6, tcp(), flags_frag=0x2000)))   # first fragment
    for options in (b"\x07\x00" + b"\0" * 38, b"\x07\xff" + b"\0" * 38, b"\x44\x01\x00\x00",
                    b"\x83\x03\x00\x01", b"\x82\x0b" + b"\0" * 10, b"\x94\x00\x00\x00", b"\x01" * 40,
                    b"\x07\x27\x28" + b"\xc6\x12\x64\x01" * 9, b"\x44\x28\xff\x03" + b"\0" * 36):
        frames.append(ether(0x0800, ipv4(6, tcp(), ihl=5 + len(options) // 4, options=options)))
    pcap("ipv4-lying-lengths.pcap", "IPv4 IHL 0..15, total lengths 0..65535, odd options", frames)

    # IPv6 lies
    frames = []
    for plen in (0, 1, 7, 8, 19, 21, 65535):
        frames.append(ether(0x86DD, ipv6(6, tcp(b"data"), plen=plen)))
        frames.append(ether(0x86DD, ipv6(17, udp(b"data"), plen=plen)))
        frames.append(ether(0x86DD, ipv6(58, icmp(128, 0, b"\0\1\0\1", b"ping"), plen=plen)))
    frames.append(ether(0x86DD, ipv6(0, b"\x06\xff" + b"\0" * 6 + tcp())))        # hop-by-hop len lies
    frames.append(ether(0x86DD, ipv6(43, b"\x06\x04\x00\x05" + b"\0" * 4 + DST6)))  # routing segments lie
    frames.append(ether(0x86DD, ipv6(44, b"\x06\x00\x00\x01\x00\x00\x00\x01")))     # fragment, no payload
    frames.append(ether(0x86DD, ipv6(60, b"\x3b\x00\xc2\x04\x00\x01\x00\x00")))     # jumbo option
    frames.append(ether(0x86DD, ipv6(60, b"\x3b\x00\x01\xff\x00\x00\x00\x00")))     # PadN runs past header
    pcap("ipv6-lying-lengths.pcap", "IPv6 payload lengths 0..65535, lying extension headers", frames)

    # TCP and UDP lies
    frames = []
    for offset in range(16):
        frames.append(ether(0x0800, ipv4(6, tcp(b"payload-bytes-here-and-more-of-them-x" * 2, offset=offset))))
        frames.append(ether(0x86DD, ipv6(6, tcp(b"payload", offset=offset))))
    for options in (b"\x02\x00\x00\x00", b"\x02\xff", b"\x03\x01\x00\x00", b"\x05\x02\x00\x00",
                    b"\x05\x0a" + b"\0" * 8 + b"\x01\x01", b"\x08\x0a\x00", b"\x1e\x00\x00\x00",
                    b"\x1d\x28" + b"\0" * 38, b"\x13\x12" + b"\0" * 16 + b"\0\0", b"\x22\x03\x00\x00",
                    b"\x01" * 40, b"\x00" * 40, b"\xfe\x01\x00\x00", b"\x1c\x04\x00\x00", b"\x1e\x28" + b"\0" * 38):
        frames.append(ether(0x0800, ipv4(6, tcp(b"x", options=options))))
    for length in (0, 1, 7, 8, 9, 100, 65535):
        for port in (53, 123, 161, 67, 514, 5353, 500, 4789, 443):
            frames.append(ether(0x0800, ipv4(17, udp(b"\x00\x01\x02\x03" * 6, length=length, dport=port))))
    pcap("l4-lying-lengths.pcap", "TCP data offsets 0..15, broken TCP options, UDP lengths 0..65535 on many ports",
         frames)

    # ICMP errors whose quoted datagram lies
    frames = []
    for quoted in (ipv4(6, tcp(), total=65535)[:28], ipv4(17, udp(length=65535))[:28], ipv4(6, b"", ihl=15)[:20],
                   ipv4(6, b"", ihl=2), b"\x45", b"", ipv4(1, icmp(3, 3, b"\0" * 4, ipv4(17, udp())[:28])),
                   ipv4(4, ipv4(4, ipv4(6, tcp())))):
        for type_, code in ((3, 3), (11, 0), (12, 0), (5, 1), (3, 4)):
            frames.append(ether(0x0800, ipv4(1, icmp(type_, code, b"\0\0\x05\xdc", quoted))))
    for quoted in (ipv6(6, tcp(), plen=65535)[:48], ipv6(17, udp(length=3)), b"\x60", ipv6(58, b"")):
        for type_ in (1, 2, 3, 4):
            frames.append(ether(0x86DD, ipv6(58, icmp(type_, 0, b"\0\0\x05\x00", quoted))))
    pcap("icmp-lying-quotes.pcap", "ICMP/ICMPv6 errors quoting datagrams whose lengths lie", frames)

    # DNS lies
    question = name(b"www", b"example", b"com") + b"\x00\x01\x00\x01"
    bodies = [
        ((0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF), question),                               # counts lie
        ((1, 0, 0, 0), b"\xc0\x0c\x00\x01\x00\x01"),                                 # pointer to itself
        ((1, 0, 0, 0), b"\x03abc\xc0\x0c\x00\x01\x00\x01"),                          # pointer back to itself
        ((1, 0, 0, 0), b"\xc0\xff\x00\x01\x00\x01"),                                 # pointer past the end
        ((1, 0, 0, 0), b"\x01a\xc0\x10\x01b\xc0\x0c\x00\x01\x00\x01"),               # pointer loop a->b->a
        ((1, 0, 0, 0), b"\x3fabc"),                                                  # label past the end
        ((1, 0, 0, 0), b"\x40abc\x00\x00\x01\x00\x01"),                              # extended label type
        ((1, 0, 0, 0), b"\x80abc\x00\x00\x01\x00\x01"),                              # reserved label type
        ((1, 0, 0, 0), b"\x01a" * 200 + b"\x00\x00\x01\x00\x01"),                    # name over 255 bytes
        ((1, 1, 0, 0), question + b"\xc0\x0c\x00\x01\x00\x01\x00\x00\x00\x3c\xff\xff\x01\x02"),  # rdlength lies
        ((1, 1, 0, 0), question + b"\xc0\x0c\x00\x10\x00\x01\x00\x00\x00\x3c\x00\x05\x40abc"),  # TXT lies
        ((0, 0, 0, 1), b"\x00\x00\x29\x10\x00\x00\x00\x00\x00\x00\x08\x00\x08\x00\x30\x00\x01\x18\x00"),  # EDNS lies
        ((1, 1, 0, 0), question + b"\xc0\x0c\x00\x06\x00\x01\x00\x00\x00\x3c\x00\x03\xc0\x0c\x00"),  # SOA short
    ]
    chain = b""
    for index in range(100):   # 100 compression pointers each pointing at the previous one
        chain += b"\x01x" + (struct.pack("!H", 0xC000 | (12 + (index - 1) * 4)) if index else b"\x00\x00")
    bodies.append(((1, 0, 0, 0), chain + b"\x00\x01\x00\x01"))
    frames = []
    for counts, body in bodies:
        payload = dns(counts, body)
        frames.append(ether(0x0800, ipv4(17, udp(payload, sport=53, dport=40000))))
        frames.append(ether(0x0800, ipv4(6, tcp(struct.pack("!H", len(payload) + 9) + payload, sport=53, dport=40000))))
        frames.append(ether(0x86DD, ipv6(17, udp(payload, sport=5353, dport=5353))))
    pcap("dns-lying.pcap", "DNS: counts 65535, pointer loops and chains, labels and rdata past the end", frames)

    # 10,000-deep chains
    hops = b""
    for _ in range(10000):
        hops += b"\x3c\x00\x01\x04\x00\x00\x00\x00"   # Destination Options, next is Destination Options
    deep6 = ether(0x86DD, ipv6(60, hops + b"\x3b\x00" + b"\x01\x04\x00\x00\x00\x00"))
    pad1 = b"\x3b\xff" + b"\x00" * (256 * 8 - 2)        # one header with 2046 Pad1 options
    hbh = b"\x3b\xff" + b"\x01\x00" * (128 * 8 - 1)      # 1023 empty PadN options
    pcap("ipv6-10000-extension-headers.pcap",
         "10,000 Destination Options headers in one packet; 2046 Pad1 and 1023 PadN options",
         [deep6, ether(0x86DD, ipv6(60, pad1)), ether(0x86DD, ipv6(0, hbh))])
    frames = []
    nested4 = tcp()
    nested6 = tcp()
    for _ in range(10000):
        nested4 = ipv4(4, nested4) if len(nested4) < 200000 else nested4
        nested6 = ipv6(41, nested6) if len(nested6) < 200000 else nested6
    frames.append(ether(0x0800, nested4[:262000]))
    frames.append(ether(0x86DD, nested6[:262000]))
    # GRE in GRE and VXLAN in VXLAN come back through the IP demultiplexer too (its nesting limit).
    nested_gre = udp()
    nested_vxlan = udp()
    for _ in range(10000):
        nested_gre = ipv4(47, b"\x00\x00\x08\x00" + nested_gre) if len(nested_gre) < 200000 else nested_gre
        if len(nested_vxlan) < 200000:
            nested_vxlan = ipv4(17, udp(b"\x08\x00\x00\x00\x00\x00\x01\x00" + ether(0x0800, nested_vxlan),
                                        sport=40000, dport=4789))
    frames.append(ether(0x0800, nested_gre[:262000]))
    frames.append(ether(0x0800, nested_vxlan[:262000]))
    vlans = b"".join(struct.pack("!HH", 0x0001, 0x8100) for _ in range(10000))
    frames.append(MAC + b"\x81\x00" + vlans + b"\x00\x01\x08\x00" + ipv4(6, tcp()))
    frames.append(ether(0x0800, ipv4(6, tcp(options=b"\x01" * 40), ihl=15, options=b"\x01" * 40)))
    quoted = ipv4(17, udp())
    for _ in range(3):
        quoted = ipv4(1, icmp(3, 3, b"\0" * 4, quoted))
    frames.append(ether(0x0800, quoted))
    pcap("nesting-10000.pcap", "IPv4-in-IPv4, IPv6-in-IPv6, GRE and VXLAN nested thousands deep, 10,000 VLAN tags, "
         "full NOP option lists, ICMP errors quoting ICMP errors", frames)

    # pcapng
    packet = epb(good)
    write("pcapng-empty-shb.pcapng", "a section header only", shb())
    write("pcapng-no-idb.pcapng", "a packet before any interface description", shb() + packet)
    write("pcapng-interface-7.pcapng", "a packet naming interface 7 of 1", shb() + idb() + epb(good, interface=7))
    for total in (0, 4, 8, 11, 13, 0xFFFFFFF0, 0x7FFFFFFF, 1 << 20):
        bad = struct.pack("<II", 6, total) + packet[8:]
        write("pcapng-epb-length-%x.pcapng" % total, "packet block total length %d" % total, shb() + idb() + bad)
    write("pcapng-trailer-mismatch.pcapng", "block trailer length differs from its header",
          shb() + idb() + block(6, packet[8:-4], trailer=12))
    write("pcapng-shb-length-0.pcapng", "section header block length 0",
          struct.pack("<II", 0x0A0D0D0A, 0) + shb()[8:] + idb() + packet)
    write("pcapng-shb-bad-bom.pcapng", "section header with an unknown byte-order magic",
          struct.pack("<II", 0x0A0D0D0A, 28) + b"\x12\x34\x56\x78" + shb()[12:] + idb() + packet)
    write("pcapng-version-2.pcapng", "section version 2.0", shb(major=2) + idb() + packet)
    unknown = b"".join(block(kind, b"\xaa" * 20) for kind in (0x0BADCAFE, 0x80000001, 2, 5, 7, 9, 10, 0x40000BAD))
    write("pcapng-unknown-blocks.pcapng", "unknown, obsolete and custom blocks around a packet",
          shb() + unknown + idb() + unknown + packet + unknown)
    write("pcapng-byte-order-change.pcapng", "little-endian section then big-endian section then little",
          shb() + idb() + packet + shb(">") + idb(endian=">") + epb(good, endian=">") + shb() + idb() + packet)
    write("pcapng-epb-caplen-lies.pcapng", "packet caplen beyond its block, caplen > len, caplen > snaplen",
          shb() + idb(snaplen=40) + epb(good, caplen=4000) + epb(good, length=4) + epb(good))
    options = struct.pack("<HH", 2, 0xFFFF) + b"name" + struct.pack("<HH", 9, 1) + b"\x7f\0\0\0" \
        + struct.pack("<HH", 9, 1) + b"\x80\0\0\0" + struct.pack("<HH", 0, 0)
    write("pcapng-idb-option-lies.pcapng", "interface options with lying lengths and tsresol 127 / 2^0",
          shb() + idb(options=options) + packet)
    write("pcapng-tsresol-extremes.pcapng", "tsresol 2^-63 and 10^-19",
          shb() + idb(options=struct.pack("<HH", 9, 1) + b"\xbf\0\0\0" + struct.pack("<HH", 0, 0))
          + idb(options=struct.pack("<HH", 9, 1) + b"\x13\0\0\0" + struct.pack("<HH", 0, 0))
          + packet + epb(good, interface=1))
    spb = block(3, struct.pack("<I", 0xFFFFFFFF) + good)
    write("pcapng-simple-packet-lies.pcapng", "simple packet block claiming 0xffffffff bytes",
          shb() + idb() + spb)
    write("pcapng-many-interfaces.pcapng", "10,000 interface descriptions then a packet on the last",
          shb() + idb() * 10000 + epb(good, interface=9999))
    write("pcapng-truncated-block.pcapng", "a packet block cut in half", shb() + idb() + packet[:len(packet) // 2])

    with open(os.path.join(OUT, "MANIFEST"), "w") as f:
        f.write("\n".join(MANIFEST) + "\n")


main()
