#!/usr/bin/env python3
"""OpenFlow 1.0 and 1.3 on TCP 6653/6633 as tcpdump 4.99's openflow_print sees them.

openflow10-gen.pcap: every OpenFlow 1.0 message type (HELLO, ERROR with every error type and code
table, ECHO, VENDOR with Big Switch subtypes, features request/reply with ports, the config
messages, PACKET_IN/OUT, FLOW_REMOVED, PORT_STATUS, PORT_MOD, FLOW_MOD with every match field and
every action, STATS request/reply of every kind, BARRIER, QUEUE_GET_CONFIG with queue properties),
unknown types and versions, wrong body lengths, bogus bits and values, several messages in one
segment, a message the segment ends inside, a header the segment cuts, and captures cut inside.

openflow13-gen.pcap: every OpenFlow 1.3 message type (bodies where tcpdump 4.99 prints them:
HELLO elements, ERROR codes, EXPERIMENTER, FEATURES_REPLY, config, TABLE_MOD, PORT_MOD,
PORT_STATUS, QUEUE_GET_CONFIG_REQUEST, ROLE, ASYNC), wrong lengths and cuts.
Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.77.1", "198.18.77.2"


def hdr(version, mtype, body=b"", xid=0x10, length=None):
    n = 8 + len(body) if length is None else length
    return struct.pack(">BBHI", version, mtype, n, xid) + body


def of10(mtype, body=b"", **kw):
    return hdr(1, mtype, body, **kw)


def of13(mtype, body=b"", **kw):
    return hdr(4, mtype, body, **kw)


def name(text, size):
    return text[:size].ljust(size, b"\0")


# ---------------------------------------------------------------- OpenFlow 1.0 structures
def phy_port(no, hw, pname, config=0, state=0, curr=0, adv=0, sup=0, peer=0):
    return struct.pack(">H6s16sIIIIII", no, mac(hw), name(pname, 16), config, state, curr, adv, sup, peer)


def match(wildcards=0, in_port=1, dl_src="02:00:00:00:00:0a", dl_dst="02:00:00:00:00:0b", vlan=10, pcp=3,
          dl_type=0x0800, tos=0x10, proto=6, nw_src="198.18.1.1", nw_dst="198.18.2.2", tp_src=1234, tp_dst=80):
    return struct.pack(">IH6s6sHBxHBBxx4s4sHH", wildcards, in_port, mac(dl_src), mac(dl_dst), vlan, pcp, dl_type,
                       tos, proto, ip4(nw_src), ip4(nw_dst), tp_src, tp_dst)


ALL_WILD = (1 << 22) - 1


def action(atype, body, alen=None):
    n = 4 + len(body) if alen is None else alen
    return struct.pack(">HH", atype, n) + body


def act_output(port, max_len=128):
    return action(0, struct.pack(">HH", port, max_len))


EVERY_ACTION = b"".join([
    act_output(3), act_output(0xfffd, 0xffff), act_output(0xfffb),
    action(1, struct.pack(">Hxx", 100)), action(1, struct.pack(">Hxx", 0)), action(1, struct.pack(">Hxx", 0xffff)),
    action(2, struct.pack(">Bxxx", 5)), action(2, struct.pack(">Bxxx", 9)), action(3, b"\0" * 4),
    action(4, mac("02:11:22:33:44:55") + b"\0" * 6), action(5, mac("02:66:77:88:99:aa") + b"\0" * 6),
    action(6, ip4("198.18.9.9")), action(7, ip4("198.18.8.8")), action(8, struct.pack(">Bxxx", 0xb8)),
    action(9, struct.pack(">Hxx", 8080)), action(10, struct.pack(">Hxx", 443)),
    action(11, struct.pack(">H6xI", 2, 7)), action(11, struct.pack(">H6xI", 0xfffe, 0xffffffff)),
    # Vendor actions: Big Switch mirror (no tag, 802.1Q, unknown tag), its other subtypes, Nicira.
    action(0xffff, struct.pack(">IIIIB3x", 0x5c16c7, 1, 9, 0, 0)),
    action(0xffff, struct.pack(">IIIIB3x", 0x5c16c7, 1, 9, 0x81003064, 1)),
    action(0xffff, struct.pack(">IIIIB3x", 0x5c16c7, 1, 9, 0x88a80005, 7)),
    action(0xffff, struct.pack(">III", 0x5c16c7, 2, 0x01020304) + b"\0" * 4),
    action(0xffff, struct.pack(">III", 0x5c16c7, 1, 5) + b"\0" * 4),
    action(0xffff, struct.pack(">I", 0x002320) + b"\x00\x10\x00\x00"),
    action(0xffff, struct.pack(">I", 0x4f4e4600) + b"abcdefghijkl"),
    action(0xffff, struct.pack(">I", 0xff000005) + b"\0" * 4),
    # Unknown type (skipped), wrong lengths for the type (bogus, skipped).
    action(0x20, b"\0" * 4), action(0, b"\0" * 12), action(4, b"\0" * 4), action(0xffff, b"\0" * 8, alen=12),
])


def flow_mod(m, command=0, idle=30, hard=300, prio=100, buf=0xffffffff, out_port=0xffff, flags=1, actions=b""):
    return of10(14, m + struct.pack(">QHHHHIHH", 0x0123456789abcdef, command, idle, hard, prio, buf, out_port,
                                    flags) + actions)


def stats_req(stype, body=b"", flags=0):
    return of10(16, struct.pack(">HH", stype, flags) + body)


def stats_rep(stype, body=b"", flags=0):
    return of10(17, struct.pack(">HH", stype, flags) + body)


def flow_stats(m, actions=b"", table=0, length=None):
    n = 88 + len(actions) if length is None else length
    return struct.pack(">HBx", n, table) + m + struct.pack(">IIHHH6xQQQ", 12, 345000, 100, 30, 0,
                                                          0xfeedface, 42, 4200) + actions


def queue(qid, props, length=None):
    n = 8 + len(props) if length is None else length
    return struct.pack(">IH2x", qid, n) + props


def qprop(ptype, body=b"", plen=None):
    n = 8 + len(body) if plen is None else plen
    return struct.pack(">HH4x", ptype, n) + body


def bsn(subtype, body=b""):
    return of10(4, struct.pack(">II", 0x5c16c7, subtype) + body)


frame = bytes(range(0x20, 0x20 + 60))

of10_messages = [
    of10(0), of10(0, b"hello"), of10(2, b"ping"), of10(3, b"pong\x00\x01"),
    # ERROR: each type with a known and an unknown code, an unknown type, the failing request as data.
    of10(1, struct.pack(">HH", 0, 0)), of10(1, struct.pack(">HH", 0, 1) + b"no version"),
    of10(1, struct.pack(">HH", 0, 7)),
    *[of10(1, struct.pack(">HH", 1, c) + of10(5)) for c in range(0, 10)],
    *[of10(1, struct.pack(">HH", 2, c)) for c in range(0, 10)],
    *[of10(1, struct.pack(">HH", 3, c)) for c in range(0, 7)],
    *[of10(1, struct.pack(">HH", 4, c)) for c in range(0, 3)],
    *[of10(1, struct.pack(">HH", 5, c)) for c in range(0, 4)],
    of10(1, struct.pack(">HH", 6, 0)), of10(1, struct.pack(">HH", 0xffff, 3)), of10(1, b"\0\1"),
    # VENDOR: OUIs, ONF experimenters, unknown ids, Big Switch subtypes.
    of10(4, struct.pack(">I", 0x002320) + b"\x00\x00\x00\x0a" + b"nicira"), of10(4, struct.pack(">I", 0x4f4e4600)),
    of10(4, struct.pack(">I", 0xff000002) + b"x"), of10(4, struct.pack(">I", 0xff0000ee)),
    of10(4, struct.pack(">I", 0x00abcdef) + b"yz"), of10(4, b"\0\0"),
    bsn(0, struct.pack(">B3x4s", 3, ip4("255.255.255.0"))), bsn(1, struct.pack(">B7x", 4)),
    bsn(2, struct.pack(">B3x4s", 5, ip4("255.255.0.0"))), bsn(1, b"\0" * 4),
    bsn(3, struct.pack(">B3x", 0)), bsn(4, struct.pack(">B3x", 1)), bsn(5, struct.pack(">B3x", 2)), bsn(3, b""),
    bsn(6, struct.pack(">I", 1) + b"ls -l\n"), bsn(6, b"\0\0"), bsn(7, b"out\x01\x80put"), bsn(8, struct.pack(">I", 0xdead)),
    bsn(8, b"\0" * 8), bsn(9), bsn(13), bsn(19), bsn(21), bsn(27), bsn(27, b"xx"), bsn(17, struct.pack(">I", 77)),
    bsn(17), bsn(10, b"intf"), bsn(35), bsn(29, b"??"), of10(4, struct.pack(">I", 0x5c16c7)),
    of10(4, struct.pack(">I", 0x5c16c7) + b"\0\0"),
    # Features.
    of10(5), of10(5, b"x"),
    of10(6, struct.pack(">QIB3xII", 0x00000a0b0c0d0e0f, 256, 254, 0xc7, 0xfff) +
         phy_port(1, "02:00:00:00:01:01", b"eth1", 0, 0x200, 0xa0, 0xfff, 0x2af, 0) +
         phy_port(0xfffe, "02:00:00:00:01:02", b"br0-with-long-name", 0x7f, 0x301, 0, 0, 0, 0x1000) +
         phy_port(7, "02:00:00:00:01:03", b"p\x01\x80", 0x80, 0x101, 0x40000, 0, 0, 0)),
    of10(6, struct.pack(">QIB3xII", 1, 0, 1, 0x10, 0x1000) + b"\0" * 10),
    of10(6, struct.pack(">QIB3xII", 2, 0, 1, 0x11, 0x1) + phy_port(2, "02:00:00:00:02:02", b"x" * 16, 0, 0x1, 0, 0, 0, 0)),
    of10(6, b"\0" * 20),
    # Config.
    of10(7), of10(7, b"\0\0\0\0"), of10(8, struct.pack(">HH", 0, 128)), of10(9, struct.pack(">HH", 1, 0xffff)),
    of10(9, struct.pack(">HH", 2, 0)), of10(9, struct.pack(">HH", 3, 64)), of10(8, struct.pack(">HHH", 0, 1, 2)),
    # PACKET_IN: buffered and not, every reason, no padding, no data.
    of10(10, struct.pack(">IHHBx", 0x100, 60, 1, 0) + frame), of10(10, struct.pack(">IHHBx", 0xffffffff, 60, 0xfffe, 1) + frame[:20]),
    of10(10, struct.pack(">IHHB", 7, 0, 3, 2)), of10(10, struct.pack(">IHHBx", 7, 0, 3, 9)), of10(10, b"\0" * 8),
    # FLOW_REMOVED: every reason, matches of every kind.
    of10(11, match() + struct.pack(">QHBxIIH2xQQ", 0x11, 0x8000, 0, 60, 5000, 30, 10, 1500)),
    of10(11, match(wildcards=ALL_WILD) + struct.pack(">QHBxIIH2xQQ", 0x22, 0, 1, 1, 0, 0, 0, 0)),
    of10(11, match(wildcards=0x3820ef, dl_type=0x0806, proto=2) + struct.pack(">QHBxIIH2xQQ", 0x33, 1, 2, 2, 3, 4, 5, 6)),
    of10(11, match(wildcards=0x1000ff) + struct.pack(">QHBxIIH2xQQ", 0x44, 1, 9, 2, 3, 4, 5, 6)),
    of10(11, b"\0" * 40),
    # PORT_STATUS: every reason and STP state, LINK_DOWN, bogus bits.
    *[of10(12, struct.pack(">B7x", r) + phy_port(r + 1, "02:00:00:00:03:0%d" % r, b"port%d" % r, 1 << r,
                                                  (r << 8) | (r & 1), 0x20, 0x820, 0xfff, 1 << 12)) for r in range(4)],
    of10(12, struct.pack(">B7x", 9) + phy_port(9, "02:00:00:00:03:09", b"", 0x100, 0x10000, 0, 0, 0, 0)),
    of10(12, b"\0" * 40),
    # PACKET_OUT: actions and data; no actions; actions longer than the body.
    of10(13, struct.pack(">IHH", 0xffffffff, 1, 16) + act_output(2) + act_output(0xfffd, 64) + frame),
    of10(13, struct.pack(">IHH", 0x200, 0xfff8, 0)), of10(13, struct.pack(">IHH", 0x200, 3, 40) + act_output(2)),
    of10(13, struct.pack(">IHH", 0x200, 3, 8) + action(0, b"\0" * 4, alen=32) + frame[:10]),
    # FLOW_MOD: every command, every match field, ICMP and ARP matches, bogus wildcards, every action.
    flow_mod(match(), 0, actions=EVERY_ACTION),
    flow_mod(match(wildcards=0x3000a0, proto=1, tp_src=8, tp_dst=0, vlan=0, pcp=8), 1, buf=0x55),
    flow_mod(match(wildcards=0x0820c2 | (8 << 8) | (16 << 14), nw_src="198.18.3.0", nw_dst="198.18.0.0"), 2),
    flow_mod(match(wildcards=ALL_WILD), 3, 0, 0, 0, out_port=0xfffd, flags=7),
    flow_mod(match(wildcards=ALL_WILD | 0x10000000), 4, out_port=5, flags=0x18),
    flow_mod(match(wildcards=0x3ff0ff, dl_type=0x0806, proto=1), 9, flags=0),
    flow_mod(match(wildcards=(1 << 22) - 1 - (1 << 5), dl_type=0x0806, proto=1), 0),
    flow_mod(match(), 0, actions=act_output(1) + b"\0\0\0\0"), flow_mod(match(), 0, actions=action(0, b"\0" * 4, alen=4)),
    flow_mod(match(), 0, actions=action(0, b"\0" * 4, alen=64)), of10(14, b"\0" * 60),
    # PORT_MOD.
    of10(15, struct.pack(">H6sIII4x", 3, mac("02:00:00:00:04:03"), 0x11, 0x7f, 0x2a0)),
    of10(15, struct.pack(">H6sIII4x", 0xff00, mac("02:00:00:00:04:04"), 0x80, 0x80000000, 0x1000)),
    of10(15, b"\0" * 20),
    # STATS_REQUEST: every kind; bodies of the wrong size; unknown kind; flags set.
    stats_req(0), stats_req(0, b"x"), stats_req(3, flags=1),
    stats_req(1, match(wildcards=0x3000ff) + struct.pack(">BxH", 0xff, 0xffff)),
    stats_req(2, match(wildcards=ALL_WILD) + struct.pack(">BxH", 0xfe, 2)),
    stats_req(1, match()), stats_req(4, struct.pack(">H6x", 0xffff)), stats_req(4, struct.pack(">H", 1)),
    stats_req(5, struct.pack(">H2xI", 1, 0xffffffff)), stats_req(5, struct.pack(">H2xI", 0xfffc, 3)), stats_req(5),
    stats_req(0xffff, struct.pack(">I", 0x002320) + b"data"), stats_req(0xffff, b"\0"), stats_req(0xffff),
    stats_req(9, b"abc"),
    # STATS_REPLY: every kind; wrong sizes; MORE and bogus flags.
    stats_rep(0, name(b"Nicira, Inc.", 256) + name(b"Open vSwitch", 256) + name(b"3.1.0", 256) +
              name(b"None", 32) + name(b"br0 \x01", 256)),
    stats_rep(0, b"\0" * 100),
    stats_rep(1, flow_stats(match(), act_output(2) + action(3, b"\0" * 4)) + flow_stats(match(wildcards=ALL_WILD), table=0xfe),
              flags=1),
    stats_rep(1, flow_stats(match(), length=80) + b"\0" * 8), stats_rep(1, b"\0" * 20),
    stats_rep(1, flow_stats(match(), length=300)),
    stats_rep(2, struct.pack(">QQI4x", 10, 20000, 3)), stats_rep(2, b"\0" * 10),
    stats_rep(3, struct.pack(">B3x32sIIIQQ", 0, name(b"classifier", 32), 0x3fffff, 1000000, 4, 1234, 1000) +
              struct.pack(">B3x32sIIIQQ", 0xfe, name(b"emerg", 32), 0xc00001, 10, 0, 0, 0), flags=2),
    stats_rep(3, b"\0" * 30),
    stats_rep(4, struct.pack(">H6x12Q", 1, *range(1, 13)) + struct.pack(">H6x12Q", 0xfffe, *range(100, 112))),
    stats_rep(4, b"\0" * 50),
    stats_rep(5, struct.pack(">H2xIQQQ", 1, 0, 1000, 10, 0) + struct.pack(">H2xIQQQ", 2, 7, 1, 2, 3)),
    stats_rep(5, b"\0" * 31),
    stats_rep(0xffff, struct.pack(">I", 0x5c16c7) + b"\1\2\3"), stats_rep(0xffff, b"\0\0"),
    stats_rep(0x77, b"whatever"), stats_rep(1, flags=0x8001),
    # BARRIER, QUEUE_GET_CONFIG.
    of10(18), of10(19), of10(19, b"\0"),
    of10(20, struct.pack(">H2x", 1)), of10(20, struct.pack(">H2x", 0xfffc)), of10(20, b"\0"),
    of10(21, struct.pack(">H6x", 1) + queue(1, qprop(0) + qprop(1, struct.pack(">H6x", 500))) +
         queue(2, qprop(1, struct.pack(">H6x", 1001)) + qprop(1, struct.pack(">H6x", 5), plen=16)) +
         queue(3, qprop(0, b"\0" * 8) + qprop(7, b"\0" * 8) + qprop(1, struct.pack(">H6x", 1)))),
    of10(21, struct.pack(">H6x", 2) + queue(4, qprop(1, struct.pack(">H6x", 10), plen=40))),
    of10(21, struct.pack(">H6x", 2) + queue(5, b"", length=4) + b"\0" * 4),
    of10(21, struct.pack(">H6x", 2) + queue(6, qprop(0, plen=4))),
    of10(21, struct.pack(">H6x", 2) + b"\0" * 5),
    # Unknown types and versions; a header length below 8.
    of10(22), of10(0x80, b"??"), hdr(2, 0), hdr(3, 5, b"abc"), hdr(5, 0), hdr(6, 1), hdr(0, 0), hdr(0x99, 0x42),
    hdr(1, 0, length=4), hdr(1, 2, length=0) + of10(0),
]

# Several messages in one segment; a message the segment ends inside; headers cut by the segment.
segments = [of10(0) + of10(2, b"abc") + of10(18), of10(5) + hdr(4, 0) + of10(19),
            of10(2, b"0123456789", length=200), of10(0) + of10(2)[:1], of10(0) + of10(2)[:2],
            of10(0) + of10(2)[:5], of10(0) + of10(2)[:7], of10(0) + of10(2, b"abcdef")[:10] + of10(3),
            of10(13, struct.pack(">IHH", 1, 1, 8) + act_output(2) + frame[:20], length=400)]


def frames_for(messages, port_base, version_tag):
    out = []
    for i, p in enumerate(messages):
        server = 6653 if i % 3 else 6633
        client = port_base + i
        src, dst, sport, dport = (A, B, server, client) if i % 2 else (B, A, client, server)
        out.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 1000 + i * 7, 500 + i, "PA", p)))
    return out


of10_frames = frames_for(of10_messages + segments, 40000, 1)
# OpenFlow over IPv6 and with the other side on an ordinary port (6633 wins over HTTP's 80).
v6 = tcp6("2001:db8::77:1", "2001:db8::77:2", 6653, 50000, 1, 2, "PA", of10(0) + of10(5))
of10_frames.append(frame6("2001:db8::77:1", "2001:db8::77:2", 6, v6))
of10_frames.append(frame4(A, B, 6, tcp4(A, B, 80, 6633, 5, 6, "PA", of10(2, b"http?"))))
# Cut captures: in the header, the match, the actions, a port, a description, an echo's data.
big = [m for m in of10_messages if len(m) > 100]
cuts = [(of10_frames[0], 57), (of10_frames[0], 60), (of10_frames[3], 62), (of10_frames[3], 64)]
for m in big[:6]:
    idx = of10_messages.index(m)
    f = of10_frames[idx]
    for n in (62, 70, 90, 110, 130, 170, 250, 400):
        if n < len(f):
            cuts.append((f, n))
T0 = 1700010000.0
write_pcap("openflow10-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(of10_frames)]
           + [(T0 + 10 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])

# ---------------------------------------------------------------- OpenFlow 1.3
def port13(no, hw, pname, config=0, state=0, curr=0, adv=0, sup=0, peer=0, cs=0, ms=0):
    return struct.pack(">I4x6s2x16sIIIIIIII", no, mac(hw), name(pname, 16), config, state, curr, adv, sup, peer,
                       cs, ms)


def hello_elem(etype, body, elen=None):
    n = 4 + len(body) if elen is None else elen
    return struct.pack(">HH", etype, n) + body


of13_messages = [
    of13(0), of13(0, hello_elem(1, struct.pack(">I", 0x12))), of13(0, hello_elem(1, struct.pack(">I", 0x1f3))),
    of13(0, hello_elem(1, struct.pack(">II", 0x10, 0))), of13(0, hello_elem(7, b"abcd") + hello_elem(1, struct.pack(">I", 0x8))),
    of13(0, hello_elem(1, b"", elen=2)), of13(0, hello_elem(1, b"\0\0\0\x10", elen=30)), of13(0, b"\0\1"),
    *[of13(1, struct.pack(">HH", t, c)) for t in range(14) for c in (0, 1, 2, 15)],
    of13(1, struct.pack(">HH", 0xffff, 3) + b"experimenter data"), of13(1, struct.pack(">HH", 14, 0)),
    of13(1, struct.pack(">HH", 1, 6) + of13(5)), of13(1, b"\0"),
    of13(2, b"echo"), of13(3), of13(3, b"\0" * 20),
    of13(4, struct.pack(">II", 0x4f4e4600, 2300) + b"onf"), of13(4, struct.pack(">II", 0x002320, 1)),
    of13(4, struct.pack(">II", 0xff000009, 7)), of13(4, struct.pack(">I", 1)),
    of13(5), of13(5, b"\0"),
    of13(6, struct.pack(">QIBBxxII", 0x0000c6120000000a, 0, 254, 0, 0x4f, 0)),
    of13(6, struct.pack(">QIBBxxII", 1, 256, 1, 3, 0x190, 0)), of13(6, b"\0" * 20),
    of13(7), of13(8, struct.pack(">HH", 0, 0xffe5)), of13(9, struct.pack(">HH", 2, 0xffff)),
    of13(9, struct.pack(">HH", 4, 128)), of13(9, b"\0\0"),
    of13(10, b"\0" * 40), of13(11, b"\0" * 50), of13(13, b"\0" * 30), of13(14, b"\0" * 48), of13(15, b"\0" * 16),
    *[of13(12, struct.pack(">B7x", r) + port13(r + 1, "02:00:00:00:05:0%d" % r, b"eth%d" % r, 1 << r, 4 | r,
                                                0x2820, 0xffff, 0x10000, 0, 10000000, 100000000)) for r in range(4)],
    of13(12, struct.pack(">B7x", 3) + port13(0xfffffffe, "02:00:00:00:05:09", b"br-int", 0x65, 0x8, 0, 0, 0, 0)),
    of13(12, b"\0" * 60),
    of13(16, struct.pack(">I4x6s2xIII4x", 2, mac("02:00:00:00:06:02"), 0x25, 0x65, 0x2020)),
    of13(16, struct.pack(">I4x6s2xIII4x", 0xfffffffd, mac("02:00:00:00:06:03"), 0x2, 0x100, 0x10000)),
    of13(16, b"\0" * 30),
    of13(17, struct.pack(">B3xI", 0, 3)), of13(17, struct.pack(">B3xI", 0xfe, 0)), of13(17, struct.pack(">B3xI", 0xff, 1)),
    of13(17, b"\0"),
    of13(18, b"\0" * 8), of13(19, b"\0" * 16), of13(20), of13(21), of13(21, b"x"),
    of13(22, struct.pack(">I4x", 0xffffffff)), of13(22, struct.pack(">I4x", 3)), of13(22, b"\0"), of13(23, b"\0" * 8),
    *[of13(24 + (r & 1), struct.pack(">I4xQ", r, 0x1122334455667788 + r)) for r in range(5)], of13(24, b"\0" * 8),
    of13(26), of13(26, b"\0"),
    of13(27, struct.pack(">6I", 3, 1, 7, 0, 0xf, 0x80000004)), of13(28, struct.pack(">6I", 0, 7, 0, 7, 2, 1)),
    of13(28, b"\0" * 4), of13(29, b"\0" * 16), of13(30), of13(0xff, b"\0"),
]
of13_segments = [of13(0) + of13(2, b"ab") + of13(20) + of13(21), of13(2, b"abc", length=100),
                 of13(0) + of13(5)[:3], of13(0, hello_elem(1, struct.pack(">I", 0x10))) + of10(0)]
of13_frames = frames_for(of13_messages + of13_segments, 42000, 4)
cuts13 = [(of13_frames[1], 58), (of13_frames[1], 66), (of13_frames[0], 55)]
for m in [m for m in of13_messages if len(m) >= 40][:6]:
    f = of13_frames[of13_messages.index(m)]
    for n in (60, 70, 80, 100, 120):
        if n < len(f):
            cuts13.append((f, n))
T1 = 1700011000.0
write_pcap("openflow13-gen.pcap", [(T1 + i * 0.01, f) for i, f in enumerate(of13_frames)]
           + [(T1 + 10 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts13)])
