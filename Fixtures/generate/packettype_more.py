#!/usr/bin/env python3
"""The rest of tcpdump's `-T TYPE` packet types (issue 11): aodv, lmp, pgm, pgm_zmtp1, rtp, rtcp,
vat, wb and someip. Writes, deterministically (python3 stdlib only, run from this directory):

- packettype-udp2.pcap: the AODV (IPv4 and IPv6), LMP and PGM payloads of the committed aodv-gen,
  lmp and pgm captures moved to UDP ports 40000 > 40001, which no dissector claims, so only -T
  decides how they read; every -T type reads every datagram (another protocol's payload is what a
  printer must survive), plus a snap-cut datagram.
- rtp.pcap: RTP v2 (marker, extension, too long an extension, H.261's content type 31, short
  headers) and the v1 draft (option chains, a zero or too long option), RTCP compound packets
  (SR with and without report blocks, RR with several, SDES, BYE, APP, a wrong length, a
  declared length past the capture, cut report blocks, printf's ties in %.2f), vat and vt audio
  (format, sequence and talk-spurt bits, short headers), all on UDP 40010 > 40011 so that -T rtp,
  rtcp and vat each read them all; plus vat datagrams to UDP 3456, which tcpdump decodes as vat
  by default, and one over IPv6.
- wb.pcap: LBL whiteboard messages to UDP 4567 (decoded by default, and under -T wb): every
  message type with its drawing ops (SKIP and HOLE jumps, unknown ops), site names with escapes,
  id counts past the message, short messages (` (invalid)`) and cuts.
- someip.pcap: SOME/IP headers on UDP 30490 (decoded by default) and on 40030 (-T someip only):
  every message type and return code tcpdump names and unknown ones, events and methods, short
  headers and a cut in each field; plus a TCP segment to 30490, which tcpdump leaves alone.
- pgm-zmtp1.pcap: PGM ODATA and RDATA carrying ZMTP/1.0 datagrams (-T pgm_zmtp1), natively (IP
  protocol 113, IPv4 and IPv6) and over UDP: a frame offset of 0, an intermediate part before the
  first frame, 0xffff (all intermediate, longer than -v dumps), an offset past the datagram,
  options before the data, a TSDU length shorter and longer than the data, other PGM types, cuts.
"""
import os
import struct

from pcaplib import PCAP_DIR, frame4, frame6, ip4, tcp4, udp4, udp6, write_pcap

A, B = "198.18.96.1", "198.18.96.2"
A6, B6 = "2001:db8:96::1", "2001:db8:96::2"


def read_frames(name):
    with open(os.path.join(PCAP_DIR, name), "rb") as f:
        data = f.read()
    magic = struct.unpack("<I", data[:4])[0]
    endian = "<" if magic in (0xA1B2C3D4, 0xA1B23C4D) else ">"
    assert struct.unpack(endian + "I", data[20:24])[0] == 1, name
    out, pos = [], 24
    while pos + 16 <= len(data):
        _, _, caplen, orig = struct.unpack(endian + "IIII", data[pos:pos + 16])
        out.append(data[pos + 16:pos + 16 + caplen])
        pos += 16 + caplen
    return out


def ip_payloads(name, proto):
    """(is_ipv6, transport payload) of each complete IPv4/IPv6 `proto` packet of an Ethernet capture;
    for UDP the payload after the UDP header, otherwise the whole IP payload."""
    found = []
    for frame in read_frames(name):
        ethertype = frame[12:14]
        if ethertype == b"\x08\x00" and len(frame) >= 34 and frame[23] == proto:
            ihl = (frame[14] & 0x0f) * 4
            total = struct.unpack(">H", frame[16:18])[0]
            ip = frame[14:14 + total]
            if len(ip) < total:
                continue
            body, v6 = ip[ihl:], False
        elif ethertype == b"\x86\xdd" and len(frame) >= 54 and frame[20] == proto:
            plen = struct.unpack(">H", frame[18:20])[0]
            body, v6 = frame[54:54 + plen], True
            if len(body) < plen:
                continue
        else:
            continue
        if proto == 17:
            body = body[8:]
        found.append((v6, body))
    return found


def datagram(v6, body, sport=40000, dport=40001):
    if v6:
        return frame6(A6, B6, 17, udp6(A6, B6, sport, dport, body))
    return frame4(A, B, 17, udp4(A, B, sport, dport, body))


def udp2_packets():
    out = []
    for name, proto in (("aodv-gen.pcap", 17), ("lmp.pcap", 17), ("pgm.pcap", 113)):
        for v6, body in ip_payloads(name, proto):
            out.append(datagram(v6, body))
    # AODV's IPv6 draft-01 messages (types 16-19) on its own port 654, over IPv4 and IPv6.
    d6, o6 = bytes.fromhex("20010db8009500000000000000000009"), bytes.fromhex("20010db8009400000000000000000001")
    rreq = struct.pack("!BBBBIII", 16, 0xf8, 0, 3, 0x01020304, 11, 12) + d6 + o6
    rrep = struct.pack("!BBBBI", 17, 0xc0, 0x3f, 2, 21) + d6 + o6 + struct.pack("!I", 5000)
    rerr = struct.pack("!BBBB", 18, 0x80, 0, 2) + d6 + struct.pack("!I", 31) + o6 + struct.pack("!I", 32)
    for v6 in (False, True):
        for body in (rreq, rreq + b"\x01\x06\x00\x00\x03\xe8", rreq + b"\x07\x00", rreq[:40], rrep,
                     rrep + b"\x01\x02\x00\x00\x00\x00", rrep[:43], rerr, rerr[:30], b"\x13\x00", b"\x13"):
            out.append(datagram(v6, body, 654, 654))
    cut = datagram(False, ip_payloads("pgm.pcap", 113)[0][1])
    return [(1700004000 + i * 0.01, p) for i, p in enumerate(out)] + [(1700004100, cut[:50], len(cut))]


def rtp2(pt, seq, ts, ssrc, payload=b"", marker=False, ext=None, version=2, padding=False, csrc=()):
    first = version << 30 | (0x20000000 if padding else 0) | (0x10000000 if ext is not None else 0)
    first |= len(csrc) << 24 | (0x800000 if marker else 0) | (pt & 0x7f) << 16 | seq
    out = struct.pack("!III", first, ts, ssrc) + b"".join(struct.pack("!I", c) for c in csrc)
    if ext is not None:
        profile, words = ext
        out += struct.pack("!HH", profile, words) + b"\xee" * (4 * words)
    return out + payload


def rtp1(pt, seq, ts, options=(), marker=False, payload=b""):
    """The v1 draft: options are (length_in_words, final) chained until one is final."""
    first = 1 << 30 | (0x800000 if options else 0) | (0x400000 if marker else 0) | (pt & 0x3f) << 16 | seq
    out = struct.pack("!II", first, ts)
    for words, final in options:
        word = (0x80000000 if final else 0) | (words & 0xff) << 16 | 0x1234
        out += struct.pack("!I", word) + b"\x00" * (4 * max(words, 1) - 4)
    return out + payload


def rtcp_header(pt, count, length_words, ssrc):
    return struct.pack("!BBHI", 0x80 | count, pt, length_words, ssrc)


def report_block(ssrc, lost, highest, jitter, lsr, dlsr, fraction=0x20):
    return struct.pack("!IIIIII", ssrc, fraction << 24 | lost, highest, jitter, lsr, dlsr)


def sender_report(ssrc, ntp_hi, ntp_lo, rtp_ts, packets, octets, blocks=(), length_words=None):
    body = struct.pack("!IIIII", ntp_hi, ntp_lo, rtp_ts, packets, octets) + b"".join(blocks)
    words = (8 + len(body)) // 4 - 1 if length_words is None else length_words
    return rtcp_header(200, len(blocks), words, ssrc) + body


def receiver_report(ssrc, blocks=(), count=None, length_words=None):
    body = b"".join(blocks)
    words = (8 + len(body)) // 4 - 1 if length_words is None else length_words
    return rtcp_header(201, len(blocks) if count is None else count, words, ssrc) + body


def sdes(ssrc, cname):
    item = bytes([1, len(cname)]) + cname + b"\x00"
    item += b"\x00" * ((4 - (4 + len(item)) % 4) % 4)
    return rtcp_header(202, 1, (4 + len(item)) // 4, ssrc) + item


def bye(ssrc, reason=b""):
    body = (bytes([len(reason)]) + reason) if reason else b""
    body += b"\x00" * ((4 - len(body) % 4) % 4)
    return rtcp_header(203, 1, (8 + len(body)) // 4 - 1, ssrc) + body


def app(ssrc, name, data):
    return rtcp_header(204, 3, (12 + len(data)) // 4 - 1, ssrc) + name + data


def vat_header(conference, ts, fmt=0, seq=0, spurt=False):
    return struct.pack("!II", (seq & 0x3f) << 24 | (0x800000 if spurt else 0) | (fmt & 0x1f) << 16 | conference, ts)


def rtp_packets():
    payloads = [
        # RTP v2
        rtp2(0, 1, 160, 0x11223344, b"\xff" * 160),
        rtp2(8, 2, 320, 0x11223344, b"\xd5" * 20, marker=True),
        rtp2(96, 65535, 4294967295, 0xdeadbeef, b"video", ext=(0xbede, 2)),
        rtp2(96, 3, 480, 0xdeadbeef, b"", ext=(0xbede, 40)),          # extension past the payload
        rtp2(31, 4, 9000, 0x01020304, b"\x12\x34\x56\x78rest"),      # H.261 header word
        rtp2(31, 5, 9001, 0x01020304, b"\xab\xcd\x00\x00", ext=(1, 1)),
        rtp2(31, 6, 9002, 0x01020304, b""),                          # H.261 word not there
        rtp2(127, 7, 1, 2, b"x", marker=True, csrc=(5, 6)),
        rtp2(0, 8, 0, 0, b"", version=0),
        rtp2(0, 9, 0, 0, b"", version=3, padding=True),
        rtp2(0, 10, 0, 0)[:10],                                      # 10 bytes: < 12
        b"\x80\x00\x00",                                              # < 8
        b"",
        # the v1 draft
        rtp1(5, 100, 200, payload=b"audio"),
        rtp1(5, 101, 201, options=((1, False), (2, True)), marker=True, payload=b"data"),
        rtp1(31, 102, 202, options=((1, True),), payload=b"\x11\x22\x33\x44"),
        rtp1(31, 103, 203, payload=b"\x99\x88\x77\x66"),
        rtp1(6, 104, 204, options=((0, True),), payload=b"zzzz"),      # zero-length option
        rtp1(6, 105, 205, options=((9, True),), payload=b""),          # option past the payload
        rtp1(6, 106, 206, options=((1, False),)),                      # chain runs off the end
        # RTCP
        sender_report(0xaaaa0001, 3900000000, 0x80000000, 1234, 10, 1600,
                      [report_block(0xbbbb0002, 3, 70000, 12, 0x00018000, 0x00002000)]),
        sender_report(0xaaaa0001, 3900000001, 0x40000000, 1, 2, 3),
        sender_report(0xaaaa0001, 0, 0xffffffff, 0, 0, 0, length_words=9),      # wrong length
        receiver_report(0xcccc0003, [report_block(0x1, 0xffffff, 1, 2, 0xffffffff, 0x00000800),
                                     report_block(0x2, 5, 6, 7, 0x00010000, 0x00018000)]),
        receiver_report(0xcccc0003),
        receiver_report(0xcccc0003, [report_block(9, 1, 2, 3, 4, 5)], length_words=2),
        sender_report(0xaaaa0001, 3900000002, 0, 5, 6, 7) + sdes(0xaaaa0001, b"user@host.example")
        + bye(0xaaaa0001, b"done"),
        receiver_report(0xcccc0003, [report_block(1, 2, 3, 4, 0x28000, 0x1c000)])
        + sdes(0xcccc0003, b"rx") + app(0xcccc0003, b"NAME", b"appdata!"),
        bye(0x12345678),
        struct.pack("!BBHI", 0x81, 200, 200, 0x99),                   # SR header only, long length
        receiver_report(0xcccc0003, [report_block(1, 2, 3, 4, 5, 6)], count=3),  # count past the data
        struct.pack("!BBH", 0x80, 201, 1),                            # 4 bytes: no SSRC
        # vat / vt
        vat_header(7, 123456) + b"\x00" * 160,
        vat_header(7, 123457, fmt=3, seq=9, spurt=True) + b"\x01" * 20,
        vat_header(65535, 0, fmt=31, seq=63),
        struct.pack("!H", 0x8061) + b"vt payload",
        struct.pack("!H", 0x0020) + b"\x00" * 4,                      # vt by bit 0x20
        b"\x00\x00\x00\x01",                                            # vat < 8
        b"\x00",                                                       # < 2
    ]
    out = [datagram(False, body, 40010, 40011) for body in payloads]
    # vat by port (tcpdump's udp_print: destination 3456 only)
    out.append(datagram(False, vat_header(12, 5000, fmt=1, spurt=True) + b"\x00" * 40, 40012, 3456))
    out.append(datagram(False, struct.pack("!H", 0xf000) + b"vt", 40012, 3456))
    out.append(datagram(False, vat_header(12, 5001), 3456, 40012))            # source port only: not vat
    out.append(datagram(True, vat_header(13, 6000, fmt=2) + b"\x00" * 8, 40012, 3456))
    out.append(datagram(True, rtp2(0, 11, 12, 13, b"v6"), 40010, 40011))
    stamped = [(1700005000 + i * 0.01, p) for i, p in enumerate(out)]
    # cuts: RTCP in its second report block and SR info, RTP in its header, vat in its header
    cuts = [
        (datagram(False, sender_report(1, 2, 3, 4, 5, 6, [report_block(1, 2, 3, 4, 5, 6)]), 40010, 40011), 42 + 8 + 20 + 10),
        (datagram(False, sender_report(1, 2, 3, 4, 5, 6), 40010, 40011), 42 + 12),
        (datagram(False, rtp2(31, 1, 2, 3, b"\x01\x02\x03\x04"), 40010, 40011), 42 + 10),
        (datagram(False, rtp2(31, 1, 2, 3, b"\x01\x02\x03\x04"), 40010, 40011), 42 + 13),
        (datagram(False, vat_header(1, 2), 40010, 3456), 42 + 5),
    ]
    for i, (frame, keep) in enumerate(cuts):
        stamped.append((1700005100 + i * 0.01, frame[:keep], len(frame)))
    return stamped


def wb_header(mtype, flags=0, src="198.18.96.9", ts=1000, version=2):
    return ip4(src) + struct.pack("!IHBB", ts, version, mtype, flags)


def wb_page(sid, uid):
    return ip4(sid) + struct.pack("!I", uid)


def wb_op(optype, ts=0, body=b""):
    return struct.pack("!IHBB", ts, len(body), 0, optype) + body + b"\x00" * ((4 - len(body) % 4) % 4)


def wb_packets():
    S = "198.18.96.9"
    page = wb_page("198.18.96.20", 7)
    ids = ip4("198.18.96.30") + struct.pack("!I", 100) + ip4("198.18.96.31") + struct.pack("!I", 200)
    pkt_id = lambda nid, name, pairs=ids: (struct.pack("!I", 9) + wb_page("198.18.96.21", 8) + struct.pack("!I", 3)
                                           + page + struct.pack("!HH", nid, 0) + pairs + name)
    ops = wb_op(2, 1, b"rect") + wb_op(3, 2, b"line") + wb_op(14, 5) + wb_op(9, 6, b"a string!")
    bodies = [
        wb_header(4),
        wb_header(4, flags=1),
        wb_header(1) + pkt_id(2, b"wb@host.example\x00pad"),
        wb_header(1, flags=2) + pkt_id(0, b"caf\xe9\x01\x7f", b""),
        wb_header(1) + pkt_id(5, b"too many ids"),
        wb_header(1) + pkt_id(2, b"")[:20],
        wb_header(2) + ip4(S) + page + struct.pack("!II", 10, 20),
        wb_header(2) + ip4(S) + page,
        wb_header(3) + ip4(S) + page + struct.pack("!II", 1, 6) + ops,
        wb_header(3) + ip4(S) + page + struct.pack("!II", 4, 9) + wb_op(15, 2) + ops,     # HOLE behind: [|]
        wb_header(3) + ip4(S) + page + struct.pack("!II", 1, 3) + wb_op(14, 40) + ops,    # SKIP past the end
        wb_header(3) + ip4(S),
        wb_header(0) + page + struct.pack("!II", 1, 5) + wb_op(0) + wb_op(1) + wb_op(10) + wb_op(99) + wb_op(13),
        wb_header(0) + page + struct.pack("!II", 5, 1),
        wb_header(0) + page + struct.pack("!II", 1, 9) + ops,                               # runs off the end
        wb_header(0) + page[:4],
        wb_header(5) + page + struct.pack("!II", 3, 9),
        wb_header(5) + page,
        wb_header(7) + struct.pack("!I", 2) + struct.pack("!I", 1) + page + struct.pack("!HH", 0x0100, 0) + ids[:8]
        + struct.pack("!I", 2) + page + struct.pack("!HH", 0x0002, 0),
        wb_header(7) + struct.pack("!I", 0xffffffff) + struct.pack("!I", 1) + page + struct.pack("!HH", 0, 0),
        wb_header(7) + struct.pack("!I", 0),
        wb_header(7)[:12] + b"\x00\x00",
        wb_header(6),
        wb_header(200, flags=0x80),
        wb_header(4)[:11],
        b"",
    ]
    out = [datagram(False, body, 40020, 4567) for body in bodies]
    out += [datagram(False, wb_header(2) + ip4(S) + page + struct.pack("!II", 10, 20), 4567, 40020)]  # source port: not wb
    out += [datagram(True, wb_header(4), 40020, 4567)]
    stamped = [(1700006000 + i * 0.01, p) for i, p in enumerate(out)]
    cuts = [(wb_header(1) + pkt_id(2, b"a long site name"), 12 + 28 + 16 + 5), (wb_header(1) + pkt_id(2, b"x"), 12 + 20),
            (wb_header(1) + pkt_id(2, b"x"), 12 + 26), (wb_header(1) + pkt_id(2, b"x"), 12 + 28 + 11),
            (wb_header(3) + ip4(S) + page + struct.pack("!II", 1, 6) + ops, 12 + 20 + 14),
            (wb_header(2) + ip4(S) + page + struct.pack("!II", 10, 20), 12 + 15),
            (wb_header(5) + page + struct.pack("!II", 3, 9), 12 + 13),
            (wb_header(7) + struct.pack("!II", 1, 1) + page + struct.pack("!HH", 0x0200, 0) + ids, 12 + 4 + 16 + 12),
            (wb_header(0), 9)]
    for i, (body, keep) in enumerate(cuts):
        frame = datagram(False, body, 40020, 4567)
        stamped.append((1700006100 + i * 0.01, frame[:42 + keep], len(frame)))
    return stamped


def someip_header(service, method, length, client, session, mtype, rcode, pver=1, iver=1, event=False):
    return struct.pack("!HHIHHBBBB", service, (0x8000 if event else 0) | method, length, client, session,
                       pver, iver, mtype, rcode)


def someip_packets():
    types = [0x00, 0x01, 0x02, 0x80, 0x81, 0x20, 0x21, 0x22, 0xa0, 0xa1, 0x40, 0xff]
    bodies = []
    for i, mtype in enumerate(types):
        bodies.append(someip_header(0x1234, 0x0421 + i, 8 + i, 0x0063, i + 1, mtype, i, event=(i % 3 == 2)) + b"x" * i)
    for rcode in range(12, 18):
        bodies.append(someip_header(0xffff, 0x7fff, 8, 0xffff, 0xffff, 0x80, rcode, pver=255, iver=254, event=True))
    bodies.append(someip_header(1, 1, 0xffffffff, 0, 0, 0x81, 0x20))
    bodies.append(someip_header(1, 2, 8, 3, 4, 0, 0)[:15])                   # 15 bytes: (invalid)
    bodies.append(b"")
    out = [datagram(False, body, 40031, 30490) for body in bodies]
    out += [datagram(False, body, 40030, 40032) for body in bodies[:3]]      # -T someip only
    out.append(datagram(True, someip_header(7, 8, 9, 10, 11, 2, 0, event=True), 30490, 30490))
    out.append(frame4(A, B, 6, tcp4(A, B, 40033, 30490, 1, 1, "PA", someip_header(7, 8, 9, 10, 11, 0, 0))))
    stamped = [(1700007000 + i * 0.01, p) for i, p in enumerate(out)]
    whole = datagram(False, someip_header(0x1234, 0x8001, 8, 1, 2, 0x02, 0), 40031, 30490)
    for i, keep in enumerate((2, 4, 6, 10, 12, 13, 14, 15)):
        stamped.append((1700007100 + i * 0.01, whole[:42 + keep], len(whole)))
    return stamped


def pgm_message(ptype, body, tsdu, opts=None):
    gsi = bytes.fromhex("0a0b0c0d0e0f")
    flags = 0x01 if opts is not None else 0
    return struct.pack("!HHBBH6sH", 7500, 7500, ptype, flags, 0, gsi, tsdu) + body + (opts or b"")


def zmtp_frame8(flags, body):
    return bytes([len(body) + 1, flags]) + body


def zmtp_frame64(flags, body):
    return b"\xff" + struct.pack("!Q", len(body) + 1) + bytes([flags]) + body


def pgm_zmtp1_packets():
    G, G6 = "239.1.1.96", "ff0e::96"
    odata = lambda seq: struct.pack("!II", seq - 1, seq)
    datagrams = [
        struct.pack("!H", 0) + zmtp_frame8(1, b"identity") + zmtp_frame8(0, b"hello"),
        struct.pack("!H", 5) + b"tail." + zmtp_frame8(0, b"next message"),
        struct.pack("!H", 0xffff) + bytes(range(200)),
        struct.pack("!H", 0xffff) + b"short middle",
        struct.pack("!H", 400) + b"offset past the datagram",
        struct.pack("!H", 0) + zmtp_frame64(0, b"L" * 140) + b"\x00" + zmtp_frame8(0xfe, b"mbz"),
        struct.pack("!H", 0) + zmtp_frame8(0, b"declared longer than sent")[:-5],
        struct.pack("!H", 0),
    ]
    out = []
    for i, zd in enumerate(datagrams):
        message = pgm_message(4 if i % 2 == 0 else 5, odata(10 + i), len(zd)) + zd
        out.append(frame4(A, G, 113, message))
    opts = b"\x00\x04\x00\x14" + bytes([0x81, 16]) + struct.pack("!HIII", 0, 7, 0, 40)
    zd = struct.pack("!H", 0) + zmtp_frame8(0, b"after options")
    out.append(frame4(A, G, 113, pgm_message(4, odata(30), len(zd)) [:5] + b"\x01" + pgm_message(4, odata(30), len(zd))[6:] + opts + zd))
    out.append(frame4(A, G, 113, pgm_message(4, odata(31), 3) + datagrams[0]))              # TSDU shorter
    out.append(frame4(A, G, 113, pgm_message(4, odata(32), 90) + datagrams[0]))             # TSDU longer
    out.append(frame4(A, G, 113, pgm_message(4, odata(33), 1) + b"\x00"))                   # offset cut
    out.append(frame4(A, G, 113, pgm_message(11, struct.pack("!II", 5, 0), 0) + datagrams[0]))   # ACK: no ZMTP
    out.append(frame4(A, G, 113, pgm_message(0, struct.pack("!IIIHH", 1, 2, 3, 1, 0) + ip4(A), 0)))
    out.append(frame6(A6, G6, 113, pgm_message(5, odata(40), len(datagrams[1])) + datagrams[1]))
    for zd in datagrams[:3]:
        out.append(frame4(A, B, 17, udp4(A, B, 40040, 40041, pgm_message(4, odata(50), len(zd)) + zd)))
    stamped = [(1700008000 + i * 0.01, p) for i, p in enumerate(out)]
    whole = frame4(A, G, 113, pgm_message(4, odata(60), len(datagrams[0])) + datagrams[0])
    for i, keep in enumerate((34 + 24 + 1, 34 + 24 + 3, 34 + 24 + 6, 34 + 24 + 12)):
        stamped.append((1700008100 + i * 0.01, whole[:keep], len(whole)))
    return stamped


if __name__ == "__main__":
    write_pcap("packettype-udp2.pcap", udp2_packets())
    write_pcap("rtp.pcap", rtp_packets())
    write_pcap("wb.pcap", wb_packets())
    write_pcap("someip.pcap", someip_packets())
    write_pcap("pgm-zmtp1.pcap", pgm_zmtp1_packets())
