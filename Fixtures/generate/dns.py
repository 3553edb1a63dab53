#!/usr/bin/env python3
"""Writes the DNS fixtures: Fixtures/pcap/dns-*.pcap (python3 stdlib only).

Each packet is Ethernet/IPv4 (or IPv6)/UDP or TCP carrying one hand-built DNS message (RFC 1035,
EDNS RFC 6891, mDNS RFC 6762), chosen to reach every branch of tcpdump's DNS printer: queries,
answers of many types, flags and rcodes, EDNS options, compression (good, looping, forward),
odd label bytes, counts that lie, short messages and DNS over TCP. Deterministic: same bytes every run.

Usage: python3 Fixtures/generate/dns.py [OUTDIR]   (default: Fixtures/pcap next to this script)
"""
import os
import random
import struct
import sys

ETH_DST = bytes.fromhex("020000000002")
ETH_SRC = bytes.fromhex("020000000001")
CLIENT4, SERVER4 = bytes([198, 18, 0, 2]), bytes([198, 18, 0, 1])
CLIENT6 = bytes.fromhex("20010db8000000000000000000000002")
SERVER6 = bytes.fromhex("20010db8000000000000000000000001")

# DNS record types and classes (RFC 1035 3.2.2, 3.2.4; IANA DNS parameters).
A, NS, CNAME, SOA, NULL, PTR, HINFO, MX, TXT, AAAA, SRV, NAPTR, A6, DNAME, OPT = (
    1, 2, 5, 6, 10, 12, 13, 15, 16, 28, 33, 35, 38, 39, 41)
DS, RRSIG, NSEC, DNSKEY, TKEY, TSIG, IXFR, AXFR, ANY, URI, CAA = (
    43, 46, 47, 48, 249, 250, 251, 252, 255, 256, 257)
UNSPECA = 103
IN, CH, HS = 1, 3, 4


def checksum(data):
    if len(data) % 2:
        data += b"\0"
    total = sum(struct.unpack("!%dH" % (len(data) // 2), data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return (~total) & 0xFFFF


def name(text):
    """Uncompressed wire name; labels given as str or bytes, '.' for the root."""
    if isinstance(text, bytes):
        return text
    if text in (".", ""):
        return b"\0"
    out = b""
    for label in text.rstrip(".").split("."):
        raw = label.encode()
        out += bytes([len(raw)]) + raw
    return out + b"\0"


def ptr(offset):
    return struct.pack("!H", 0xC000 | offset)


def header(ident, flags, qd=0, an=0, ns=0, ar=0):
    return struct.pack("!HHHHHH", ident, flags, qd, an, ns, ar)


def question(qname, qtype=A, qclass=IN):
    return name(qname) + struct.pack("!HH", qtype, qclass)


def rr(rname, rtype, rdata, rclass=IN, ttl=300):
    return name(rname) + struct.pack("!HHIH", rtype, rclass, ttl, len(rdata)) + rdata


def opt(udp_size=4096, ext_rcode=0, version=0, do=False, options=b""):
    flags = 0x8000 if do else 0
    return b"\0" + struct.pack("!HHBBHH", OPT, udp_size, ext_rcode, version, flags, len(options)) + options


def edns_option(code, data):
    return struct.pack("!HH", code, len(data)) + data


def soa_rdata(mname, rname, serial, refresh, retry, expire, minimum):
    return name(mname) + name(rname) + struct.pack("!IIIII", serial, refresh, retry, expire, minimum)


QR, AA, TC, RD, RA, AD, CD = 0x8000, 0x0400, 0x0200, 0x0100, 0x0080, 0x0020, 0x0010


def opcode(n):
    return n << 11


# Offset of the first question name: right after the 12-byte header, for compression pointers.
Q = 12


def messages():
    """(label, DNS message) pairs carried over UDP port 53."""
    m = []
    m.append(("query A", header(0x1234, RD, qd=1) + question("example.com")))
    m.append(("answer A", header(0x1234, QR | RD | RA, qd=1, an=1) + question("example.com")
              + ptr(Q) + struct.pack("!HHIH", A, IN, 300, 4) + bytes([198, 18, 0, 1])))
    m.append(("query AAAA no RD", header(2, 0, qd=1) + question("www.example.org", AAAA)))
    m.append(("answer AAAA", header(2, QR | RA, qd=1, an=2) + question("www.example.org", AAAA)
              + rr(ptr(Q), AAAA, SERVER6, ttl=3600)
              + rr(ptr(Q), AAAA, bytes(15) + b"\x01", ttl=59)))
    cname_msg = header(3, QR | RD | RA, qd=1, an=2) + question("www.example.net")
    cname_msg += rr(ptr(Q), CNAME, b"\x03cdn" + ptr(Q + 4), ttl=86400)
    cname_msg += rr(b"\x03cdn" + ptr(Q + 4), A, bytes([198, 19, 1, 1]), ttl=90061)
    m.append(("answer CNAME + A", cname_msg))
    m.append(("query PTR", header(4, RD, qd=1) + question("1.0.18.198.in-addr.arpa", PTR)))
    m.append(("answer PTR", header(4, QR | RD | RA | AA, qd=1, an=1) + question("1.0.18.198.in-addr.arpa", PTR)
              + rr(ptr(Q), PTR, name("host.example.com"))))
    m.append(("answer MX", header(5, QR | RD | RA, qd=1, an=2) + question("example.com", MX)
              + rr(ptr(Q), MX, struct.pack("!H", 10) + b"\x04mail" + ptr(Q))
              + rr(ptr(Q), MX, struct.pack("!H", 20) + b"\x05mail2" + ptr(Q))))
    ns_msg = header(6, QR | AA, qd=1, an=0, ns=2, ar=2) + question("example.com", NS)
    ns_msg += rr(ptr(Q), NS, b"\x03ns1" + ptr(Q)) + rr(ptr(Q), NS, b"\x03ns2" + ptr(Q))
    ns_msg += rr(b"\x03ns1" + ptr(Q), A, bytes([198, 18, 0, 53])) + rr(b"\x03ns2" + ptr(Q), AAAA, SERVER6)
    m.append(("referral NS with glue", ns_msg))
    m.append(("NXDomain with SOA", header(7, QR | RD | RA | AA | 3, qd=1, ns=1) + question("nope.example.com")
              + rr(name("example.com"), SOA, soa_rdata("ns1.example.com", "hostmaster.example.com",
                                                     2024010101, 7200, 3600, 1209600, 300), ttl=300)))
    m.append(("answer SOA", header(8, QR | RD | RA, qd=1, an=1) + question("example.com", SOA)
              + rr(ptr(Q), SOA, b"\x03ns1" + ptr(Q) + b"\x0ahostmaster" + ptr(Q)
                   + struct.pack("!IIIII", 1, 2, 3, 4, 5))))
    m.append(("answer TXT", header(9, QR | RD | RA, qd=1, an=1) + question("example.com", TXT)
              + rr(ptr(Q), TXT, b"\x0bv=spf1 -all" + b"\x00" + b"\x08a\"b\\c\x01\x7f\xff" + b"\x05h\xc3\xa9llo")))
    m.append(("answer SRV", header(10, QR | RD | RA, qd=1, an=1) + question("_sip._udp.example.com", SRV)
              + rr(ptr(Q), SRV, struct.pack("!HHH", 10, 60, 5060) + name("sip.example.com"))))
    m.append(("query ANY CHAOS", header(11, 0, qd=1) + question("version.bind", TXT, CH)))
    m.append(("answer CHAOS TXT", header(11, QR | AA, qd=1, an=1) + question("version.bind", TXT, CH)
              + rr(ptr(Q), TXT, b"\x069.18.0", rclass=CH, ttl=0)))
    m.append(("query unknown type and class", header(12, RD, qd=1) + question("example.com", 65280, 7)))
    m.append(("query HS class AXFR", header(13, 0, qd=1) + question("example.com", AXFR, HS)))
    m.append(("query EDNS DO cookie", header(14, RD | AD, qd=1, ar=1) + question("example.com")
              + opt(1232, do=True, options=edns_option(10, bytes(range(1, 9))))))
    m.append(("query EDNS ECS", header(15, RD, qd=1, ar=1) + question("example.com")
              + opt(4096, options=edns_option(8, struct.pack("!HBB", 1, 24, 0) + bytes([198, 18, 0]))
                    + edns_option(8, struct.pack("!HBB", 2, 56, 0) + SERVER6[:7])
                    + edns_option(11, struct.pack("!H", 25))
                    + edns_option(12, bytes(7))
                    + edns_option(3, b"ns-1")
                    + edns_option(9, struct.pack("!I", 3600))
                    + edns_option(5, bytes([8, 13, 15]))
                    + edns_option(6, bytes([1, 2, 9]))
                    + edns_option(7, bytes([1, 2]))
                    + edns_option(14, struct.pack("!HH", 20326, 19036))
                    + edns_option(65001, b"\xde\xad"))))
    m.append(("answer EDNS BADVERS", header(16, QR | RA | 0, qd=1, ar=1) + question("example.com")
              + opt(512, ext_rcode=1, version=1)))
    m.append(("answer EDNS bad options", header(17, QR | RA, qd=1, ar=1) + question("example.com")
              + opt(512, options=edns_option(10, bytes(5)) + edns_option(11, b"\x01")
                    + edns_option(8, struct.pack("!HBB", 3, 8, 0) + b"\x01"))))
    m.append(("response flags TC AD no RA", header(18, QR | TC | AD | AA | 2, qd=1) + question("example.com")))
    m.append(("query CD", header(19, RD | CD, qd=1) + question("example.com")))
    m.append(("notify", header(20, opcode(4) | AA, qd=1) + question("example.com", SOA)))
    m.append(("update", header(21, opcode(5), qd=1, ns=1) + question("example.com", SOA)
              + rr(name("new.example.com"), A, bytes([198, 18, 7, 7]))))
    m.append(("iquery", header(22, opcode(1), qd=0, an=1) + rr(name("."), A, bytes([198, 18, 0, 1]))))
    m.append(("status response rcodes", header(23, QR | opcode(2) | 5, qd=0)))
    m.append(("response rcode 15", header(24, QR | RA | 15, qd=1) + question("example.com")))
    m.append(("query two questions", header(25, RD, qd=2) + question("a.example") + question("b.example", AAAA)))
    m.append(("response zero questions", header(26, QR | RA, qd=0, an=1) + rr(name("a.example"), A, bytes(4))))
    m.append(("query weird flag bits", header(27, 0x0040 | 0x0400 | 0x0007, qd=1) + question("example.com")))
    m.append(("query with answer count", header(28, RD, qd=1, an=1, ns=1, ar=1) + question("example.com")
              + rr(ptr(Q), A, bytes(4)) + rr(ptr(Q), NS, ptr(Q)) + rr(ptr(Q), A, bytes(4))))
    m.append(("pointer loop", header(29, QR | RA, qd=1, an=1) + question("example.com")
              + ptr(29 + 12) + struct.pack("!HHIH", A, IN, 1, 4) + bytes(4)))
    m.append(("forward pointer", header(30, QR | RA, qd=1, an=1) + question("example.com")
              + ptr(40) + struct.pack("!HHIH", A, IN, 1, 4) + bytes(4) + name("later")))
    m.append(("pointer to pointer", header(31, QR | RA, qd=1, an=2) + question("example.com")
              + rr(ptr(Q), CNAME, ptr(Q + 8)) + rr(ptr(Q + 8 + 4 + 11), A, bytes([1, 2, 3, 4]))))
    m.append(("odd label bytes", header(32, RD, qd=1)
              + b"\x09a.b c\x00\x7f\xff\x80" + b"\x04\\\"$'" + b"\x03\xc3\xa9\x0a" + b"\x00" + struct.pack("!HH", A, IN)))
    m.append(("extended label type", header(33, RD, qd=1) + b"\x41\x08\xaa" + b"\x00" + struct.pack("!HH", A, IN)))
    m.append(("bitstring label", header(34, RD, qd=1) + b"\x41\x0c\xab\xcd" + b"\x03com\x00" + struct.pack("!HH", PTR, IN)))
    m.append(("reserved label type", header(35, RD, qd=1) + b"\x80\x01" + b"\x00" + struct.pack("!HH", A, IN)))
    long_name = ".".join(["a" * 63] * 4) + ".example"
    m.append(("name too long", header(36, RD, qd=1) + question(long_name)))
    m.append(("answer count lies", header(37, QR | RA, qd=1, an=3) + question("example.com")
              + rr(ptr(Q), A, bytes([1, 1, 1, 1]))))
    m.append(("rdlength lies", header(38, QR | RA, qd=1, an=1) + question("example.com")
              + ptr(Q) + struct.pack("!HHIH", A, IN, 1, 40) + bytes(4)))
    m.append(("short A rdata", header(39, QR | RA, qd=1, an=1) + question("example.com")
              + rr(ptr(Q), A, bytes(2))))
    m.append(("short message", b"\x00\x28\x01\x00\x00"))
    m.append(("header only", header(41, RD)))
    m.append(("empty", b""))
    misc = header(42, QR | RA, qd=1, an=7) + question("example.com", ANY)
    misc += rr(ptr(Q), NULL, b"\x01\x02")
    misc += rr(ptr(Q), HINFO, b"\x03CPU\x02OS")
    misc += rr(ptr(Q), DNAME, name("example.org"))
    misc += rr(ptr(Q), A6, b"\x40" + bytes([0, 0, 0, 0, 0, 0, 0, 1]) + name("prefix.example"))
    misc += rr(ptr(Q), URI, struct.pack("!HH", 1, 2) + b"https://example.com/")
    misc += rr(ptr(Q), UNSPECA, b"unspec\x01data")
    misc += rr(ptr(Q), CAA, b"\x00\x05issueca.example")
    m.append(("answer misc types", misc))
    misc2 = header(43, QR | RA, qd=1, an=4, ar=1) + question("example.com", ANY)
    misc2 += rr(ptr(Q), A6, b"\x00" + SERVER6)
    misc2 += rr(ptr(Q), A6, b"\x80" + name("full.example"))
    misc2 += rr(ptr(Q), A6, b"\x81")
    misc2 += rr(ptr(Q), DS, b"\x12\x34\x08\x02" + bytes(32), ttl=604800 + 86400 * 2 + 3661)
    misc2 += rr(name("key.example"), TSIG, name("hmac-sha256") + bytes(6) + struct.pack("!HH", 300, 4) + bytes(4)
                + struct.pack("!HHH", 43, 0, 0), rclass=255, ttl=0)
    m.append(("answer A6 DS TSIG", misc2))
    big_ttl = header(44, QR | RA, qd=1, an=1) + question("example.com") + rr(ptr(Q), A, bytes(4), ttl=40000000)
    m.append(("answer large TTL", big_ttl))
    m.append(("update opcode names", header(45, QR | opcode(9) | 9, qd=0)))
    m.append(("opcode 15", header(46, opcode(15) | RD, qd=1) + question("example.com")))
    m.append(("txt empty rdata", header(47, QR | RA, qd=1, an=2) + question("example.com", TXT)
              + rr(ptr(Q), TXT, b"") + rr(ptr(Q), TXT, b"\x05ab")))
    m.append(("root query", header(48, RD, qd=1) + question(".", NS)))
    # Tables: every type name tcpdump knows (and the numbers around them), every rcode name
    # reachable through the EDNS extended rcode, every option and algorithm name.
    types = list(range(0, 262)) + [32768, 65535]
    m.append(("all types", header(49, RD, qd=len(types)) + b"".join(question(".", t) for t in types)))
    for ext, low in ((1, 0), (1, 1), (1, 5), (1, 7), (1, 8), (2, 0), (255, 15)):
        m.append(("extended rcode %d" % (ext << 4 | low), header(50, QR | RA | low, qd=0, ar=1)
                  + opt(1232, ext_rcode=ext)))
    options = b"".join(edns_option(code, b"\x01") for code in list(range(0, 19)) + [65535])
    options += edns_option(5, bytes(range(0, 256))) + edns_option(6, bytes(range(0, 6)))
    options += edns_option(7, bytes(range(0, 3))) + edns_option(13, name("chain.example"))
    options += edns_option(10, bytes(range(16, 56))) + edns_option(10, bytes(range(16, 57)))
    options += edns_option(11, b"\xff\xff") + edns_option(8, struct.pack("!HBB", 1, 33, 0) + bytes(5))
    options += edns_option(8, struct.pack("!HBB", 1, 0, 0)) + edns_option(8, struct.pack("!HBB", 2, 9, 200) + b"\xff\x80")
    options += edns_option(14, b"\x01\x02\x03") + edns_option(12, b"")
    m.append(("option names", header(51, RD, qd=0, ar=1) + opt(1232, options=options)))
    m.append(("unspeca and uri", header(52, QR | RA, qd=0, an=3)
              + rr(name("x"), UNSPECA + 1, b"text\x00\x80") + rr(name("x"), URI, b"\x00\x01")
              + rr(name("x"), URI, b"")))
    m.append(("bitlabel 256 and odd", header(53, RD, qd=2) + b"\x41\x00" + bytes(range(32)) + b"\x00" + struct.pack("!HH", PTR, IN)
              + b"\x41\x07\xff\x41\x03\xff\x41\x05\xff\x00" + struct.pack("!HH", PTR, IN)))
    m.append(("chaos response txt", header(54, QR | RA, qd=1, an=1) + question("id.server", TXT, CH)
              + rr(ptr(Q), TXT, b"\x03abc\x03def", rclass=CH)))
    return m


def mdns_messages():
    """Carried over UDP port 5353 (multicast DNS, RFC 6762): QU bit and cache-flush bit."""
    return [
        ("mdns query QU", header(0, 0, qd=2) + question("printer.local", A, IN | 0x8000)
         + question("_ipp._tcp.local", PTR, IN)),
        ("mdns answer cache flush", header(0, QR | AA, an=2)
         + rr(name("printer.local"), A, bytes([198, 18, 0, 9]), rclass=IN | 0x8000, ttl=120)
         + rr(name("_ipp._tcp.local"), PTR, name("printer._ipp._tcp.local"), rclass=CH, ttl=4500)),
    ]


def tcp_messages():
    """(label, payload) pairs over TCP port 53: payload includes the 2-byte length prefix."""
    query = header(0x4321, RD, qd=1) + question("example.com", AXFR)
    answer = (header(0x4321, QR | AA, qd=1, an=2) + question("example.com", AXFR)
              + rr(ptr(Q), SOA, b"\x03ns1" + ptr(Q) + b"\x0ahostmaster" + ptr(Q) + struct.pack("!IIIII", 1, 2, 3, 4, 5))
              + rr(ptr(Q), A, bytes([198, 18, 0, 80])))
    return [
        ("tcp query", struct.pack("!H", len(query)) + query),
        ("tcp answer", struct.pack("!H", len(answer)) + answer),
        ("tcp prefix mismatch", struct.pack("!H", len(query) + 5) + query),
        ("tcp one byte", b"\x00"),
        ("tcp short message", struct.pack("!H", 4) + b"\x00\x01\x02\x03"),
    ]


class Pcap:
    def __init__(self, path, snaplen=262144):
        self.file = open(path, "wb")
        self.file.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, snaplen, 1))
        self.time = 1_700_000_000

    def add(self, frame, caplen=None):
        caplen = len(frame) if caplen is None else min(caplen, len(frame))
        self.time += 1
        self.file.write(struct.pack("<IIII", self.time, 123456, caplen, len(frame)))
        self.file.write(frame[:caplen])

    def close(self):
        self.file.close()


def ipv4(src, dst, proto, payload, ident=1):
    head = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(payload), ident, 0x4000, 64, proto, 0, src, dst)
    head = head[:10] + struct.pack("!H", checksum(head)) + head[12:]
    return ETH_DST + ETH_SRC + b"\x08\x00" + head + payload


def ipv6(src, dst, proto, payload):
    head = struct.pack("!IHBB16s16s", 0x60000000, len(payload), proto, 64, src, dst)
    return ETH_DST + ETH_SRC + b"\x86\xdd" + head + payload


def udp(src, dst, sport, dport, payload, v6=False):
    length = 8 + len(payload)
    segment = struct.pack("!HHHH", sport, dport, length, 0) + payload
    if v6:
        pseudo = src + dst + struct.pack("!IxxxB", length, 17)
    else:
        pseudo = src + dst + struct.pack("!BBH", 0, 17, length)
    csum = checksum(pseudo + segment) or 0xFFFF
    return segment[:6] + struct.pack("!H", csum) + segment[8:]


def tcp(src, dst, sport, dport, payload, seq, ack):
    head = struct.pack("!HHIIBBHHH", sport, dport, seq, ack, 5 << 4, 0x18, 512, 0, 0)
    pseudo = src + dst + struct.pack("!BBH", 0, 6, len(head) + len(payload))
    csum = checksum(pseudo + head + payload)
    return head[:16] + struct.pack("!H", csum) + head[18:] + payload


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "pcap")
    os.makedirs(out, exist_ok=True)

    # Queries go client -> server:53, responses server:53 -> client (the QR bit decides).
    pcap = Pcap(os.path.join(out, "dns-udp.pcap"))
    for index, (_, msg) in enumerate(messages() + mdns_messages()):
        port = 5353 if index >= len(messages()) else 53
        response = len(msg) >= 3 and msg[2] & 0x80
        sport, dport = (port, 40000 + index) if response else (40000 + index, port)
        src, dst = (SERVER4, CLIENT4) if response else (CLIENT4, SERVER4)
        pcap.add(ipv4(src, dst, 17, udp(src, dst, sport, dport, msg), ident=index + 1))
    pcap.close()

    # A few over IPv6, and the same answers cut short by the snap length: every layer of tcpdump's
    # truncation handling ([|domain] and friends).
    pcap = Pcap(os.path.join(out, "dns-ipv6-truncated.pcap"))
    chosen = [msg for _, msg in messages()][:12]
    for msg in chosen[:4]:
        pcap.add(ipv6(SERVER6, CLIENT6, 17, udp(SERVER6, CLIENT6, 53, 5300, msg, v6=True)))
    for cut in (14 + 40 + 8 + 17, 14 + 40 + 8 + 40, 14 + 40 + 8 + 60):
        pcap.add(ipv6(SERVER6, CLIENT6, 17, udp(SERVER6, CLIENT6, 53, 5300, chosen[3], v6=True)), caplen=cut)
    for cut in (14 + 20 + 8 + 11, 14 + 20 + 8 + 12, 14 + 20 + 8 + 20, 14 + 20 + 8 + 30, 14 + 20 + 8 + 45):
        for msg in chosen[1:2] + chosen[8:9]:
            pcap.add(ipv4(SERVER4, CLIENT4, 17, udp(SERVER4, CLIENT4, 53, 5300, msg)), caplen=cut)
    pcap.close()

    # Seeded mutations of every message above (flipped bytes, pointers aimed anywhere, cut short,
    # counts raised): a differential test against tcpdump on inputs nobody designed.
    rng = random.Random(2024)
    pcap = Pcap(os.path.join(out, "dns-mutated.pcap"))
    originals = [msg for _, msg in messages() + mdns_messages() if len(msg) >= 12 and len(msg) < 600]
    for index in range(600):
        msg = bytearray(rng.choice(originals))
        for _ in range(rng.randint(1, 4)):
            kind = rng.random()
            at = rng.randrange(len(msg))
            if kind < 0.45:
                msg[at] = rng.randrange(256)
            elif kind < 0.6:
                msg[at] = 0xC0 | rng.randrange(4)
                if at + 1 < len(msg):
                    msg[at + 1] = rng.randrange(256)
            elif kind < 0.75:
                del msg[rng.randrange(12, len(msg) + 1):]
            elif kind < 0.9:
                field = rng.choice((4, 6, 8, 10))
                msg[field:field + 2] = struct.pack("!H", rng.choice((0, 1, 2, 3, 7, 255, 65535)))
            else:
                msg[at] = rng.choice((0x00, 0x3f, 0x40, 0x41, 0x80, 0xff))
        msg = bytes(msg)
        port = 5353 if index % 10 == 9 else 53
        pcap.add(ipv4(SERVER4, CLIENT4, 17, udp(SERVER4, CLIENT4, port, 40000, msg), ident=index))
    pcap.close()

    pcap = Pcap(os.path.join(out, "dns-tcp.pcap"))
    seq = {True: 1000, False: 5000}
    for index, (_, payload) in enumerate(tcp_messages()):
        response = index == 1
        src, dst = (SERVER4, CLIENT4) if response else (CLIENT4, SERVER4)
        sport, dport = (53, 41000) if response else (41000, 53)
        segment = tcp(src, dst, sport, dport, payload, seq[response], seq[not response])
        seq[response] += len(payload)
        pcap.add(ipv4(src, dst, 6, segment, ident=100 + index))
    pcap.close()


if __name__ == "__main__":
    main()
