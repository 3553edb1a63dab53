#!/usr/bin/env python3
"""Novell IPX as tcpdump 4.99's ipx_print decodes it, hand-built (no IPX stack in Debian's kernel or
daemons to capture from): every way tcpdump reaches it (EtherType 0x8137, raw 802.3 with the 0xffff
checksum, LLC SAP 0xe0, SNAP, GRE, Linux cooked 802.3 frames, BSD loopback family 23, PPP), SAP
requests and responses (general and nearest, 8-entry limit, names with unprintable bytes), RIP
requests and responses (50-entry limit), NCP, NetBIOS, diagnostics, NWLink, EIGRP over IPX,
unknown sockets and operations, the length checks and cut captures. Deterministic.
Writes Fixtures/pcap/ipx.pcap, ipx-sll.pcap, ipx-null.pcap, ipx-ppp.pcap."""
import struct
from pcaplib import LINKTYPE_LINUX_SLL, LINKTYPE_NULL, ether, ipv4, mac, write_pcap

LINKTYPE_PPP = 9
T0 = 1700003000.0
SRC = "02:00:00:00:1b:01"
DST = "ff:ff:ff:ff:ff:ff"


def ipx(dsock, ssock, payload, length=None, ptype=4, hops=0, dnet=0x00000001, snet=0xC0A80001,
        dnode="ff:ff:ff:ff:ff:ff", snode="02:00:00:00:1b:01"):
    total = 30 + len(payload) if length is None else length
    return (struct.pack("!HHBBI", 0xFFFF, total, hops, ptype, dnet) + mac(dnode) + struct.pack("!HI", dsock, snet)
            + mac(snode) + struct.pack("!H", ssock) + payload)


def eth2(p):
    return ether(DST, SRC, 0x8137, p)


def raw8023(p):
    return mac(DST) + mac(SRC) + struct.pack("!H", len(p)) + p


def llc(p, control=b"\x03"):
    q = b"\xe0\xe0" + control + p
    return mac(DST) + mac(SRC) + struct.pack("!H", len(q)) + q


def snap(p):
    q = b"\xaa\xaa\x03\x00\x00\x00\x81\x37" + p
    return mac(DST) + mac(SRC) + struct.pack("!H", len(q)) + q


def sap_entry(stype, name, net=0x1234, node="02:00:00:00:1b:09", sock=0x0451, hops=1):
    return struct.pack("!H", stype) + name.ljust(48, b"\0") + struct.pack("!I", net) + mac(node) + struct.pack("!HH", sock, hops)


def rip_entry(net, hops, ticks):
    return struct.pack("!IHH", net, hops, ticks)


def gre(proto, payload):
    return ether("02:00:00:00:1b:02", SRC, 0x0800,
                 ipv4("198.18.0.1", "198.18.0.2", 47, struct.pack("!HH", 0, proto) + payload))


def ethernet_packets():
    sap_resp = struct.pack("!H", 2) + sap_entry(0x0004, b"FS1") + sap_entry(0x0278, b"TREE\x01\x80\xff\x7f\t ~", hops=3)
    rip_resp = struct.pack("!H", 2) + rip_entry(0x1234, 1, 2) + rip_entry(0xABCDEF01, 16, 300)
    pkts = [
        # SAP: general and nearest requests and responses, unknown operation, limits.
        eth2(ipx(0x452, 0x452, struct.pack("!HH", 1, 0x0004))),
        eth2(ipx(0x452, 0x4001, struct.pack("!HH", 3, 0x0278), snet=0, dnet=0)),
        eth2(ipx(0x452, 0x452, sap_resp)),
        eth2(ipx(0x452, 0x452, struct.pack("!H", 4) + sap_entry(0x0004, b"A" * 48, net=0xFFFFFFFE))),
        eth2(ipx(0x452, 0x452, struct.pack("!H", 2) + b"".join(sap_entry(i, b"S%d" % i) for i in range(9)))),
        eth2(ipx(0x452, 0x452, struct.pack("!H", 9))),
        eth2(ipx(0x452, 0x452, struct.pack("!H", 2))),
        # RIP: requests (with and without the network entry), responses, unknown, limits.
        eth2(ipx(0x453, 0x453, struct.pack("!H", 1) + rip_entry(0xFFFFFFFF, 0xFFFF, 0xFFFF))),
        eth2(ipx(0x453, 0x453, struct.pack("!H", 1))),
        eth2(ipx(0x453, 0x453, rip_resp, hops=2)),
        eth2(ipx(0x453, 0x453, struct.pack("!H", 2) + b"".join(rip_entry(i, i, i * 3) for i in range(52)))),
        eth2(ipx(0x453, 0x453, struct.pack("!H", 0x1234))),
        # The sockets printed by name and length, EIGRP over IPX, unknown sockets.
        eth2(ipx(0x451, 0x4003, b"\x11\x11\x01\x00\x02\x00" + b"\0" * 6, ptype=17)),
        eth2(ipx(0x455, 0x455, b"\0" * 32 + b"\x01\x02" + b"WORKGROUP".ljust(16, b" "), ptype=20)),
        eth2(ipx(0x455, 0x455, b"\0" * 32 + b"\xffSMB\x73" + b"\0" * 40, ptype=20)),
        eth2(ipx(0x456, 0x456, b"\0\0")),
        eth2(ipx(0x553, 0x553, b"\0" * 40)),
        eth2(ipx(0x85BE, 0x85BE, b"\x02\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x64"
                 + b"\x00\x01\x00\x0c\x01\x00\x01\x00\x00\x00\x00\x0f")),
        eth2(ipx(0x9001, 0x9001, b"abc")),
        eth2(ipx(0x0000, 0xFFFF, b"")),
        # Length field checks: under the header, shorter or longer than the frame.
        eth2(ipx(0x9001, 0x9001, b"abc", length=10)),
        eth2(ipx(0x9001, 0x9001, b"abc", length=29)),
        eth2(ipx(0x9001, 0x9001, b"abc", length=40)),
        eth2(ipx(0x452, 0x452, sap_resp, length=31)),
        eth2(ipx(0x452, 0x452, sap_resp, length=33)),
        eth2(ipx(0x452, 0x452, sap_resp, length=60)),
        eth2(ipx(0x452, 0x452, sap_resp, length=32 + 55)),
        eth2(ipx(0x452, 0x452, sap_resp, length=32 + 62)),
        eth2(ipx(0x452, 0x452, sap_resp, length=32 + 65)),
        eth2(ipx(0x452, 0x452, sap_resp, length=32)),
        eth2(ipx(0x453, 0x453, rip_resp, length=31)),
        eth2(ipx(0x453, 0x453, rip_resp, length=35)),
        eth2(ipx(0x453, 0x453, rip_resp, length=42)),
        # Every encapsulation tcpdump knows on Ethernet.
        raw8023(ipx(0x453, 0x453, struct.pack("!H", 1) + rip_entry(0xFFFFFFFF, 0xFFFF, 0xFFFF))),
        raw8023(ipx(0x452, 0x452, sap_resp)),
        llc(ipx(0x453, 0x453, rip_resp)),
        llc(ipx(0x453, 0x453, rip_resp), control=b"\x13"),
        llc(ipx(0x453, 0x453, rip_resp), control=b"\x00\x02"),
        snap(ipx(0x452, 0x452, struct.pack("!HH", 1, 0xFFFF))),
        gre(0x8137, ipx(0x453, 0x453, rip_resp)),
        ether(DST, SRC, 0x8137, b""),
    ]
    out = [(T0 + i * 0.25, p) for i, p in enumerate(pkts)]
    full = eth2(ipx(0x452, 0x452, sap_resp))
    for i, cut in enumerate((15, 20, 30, 40, 43, 44, 45, 46, 47, 48, 50, 60, 95, 96, 100, 105, 106, 109, 110, 113, 140)):
        out.append((T0 + 20 + i * 0.25, full[:cut], len(full)))
    full = eth2(ipx(0x453, 0x453, rip_resp))
    for i, cut in enumerate((44, 46, 47, 50, 53, 54, 55, 60)):
        out.append((T0 + 30 + i * 0.25, full[:cut], len(full)))
    full = raw8023(ipx(0x452, 0x452, struct.pack("!HH", 1, 4)))
    for i, cut in enumerate((15, 16, 17, 40, 46)):
        out.append((T0 + 35 + i * 0.25, full[:cut], len(full)))
    full = llc(ipx(0x452, 0x452, struct.pack("!HH", 3, 4)))
    for i, cut in enumerate((16, 17, 30, 49)):
        out.append((T0 + 37 + i * 0.25, full[:cut], len(full)))
    return out


def sll(protocol, payload, ptype=0):
    return struct.pack("!HHH", ptype, 1, 6) + mac(SRC) + b"\0\0" + struct.pack("!H", protocol) + payload


def main():
    write_pcap("ipx.pcap", ethernet_packets())
    rip = struct.pack("!H", 2) + rip_entry(0x1234, 1, 2)
    sll_pkts = [sll(1, ipx(0x453, 0x453, rip)), sll(1, ipx(0x452, 0x452, struct.pack("!HH", 1, 4)), ptype=4),
                sll(4, b"\xe0\xe0\x03" + ipx(0x453, 0x453, rip)), sll(1, ipx(0x453, 0x453, rip)[:20]),
                sll(0x8137, ipx(0x453, 0x453, rip))]
    write_pcap("ipx-sll.pcap", [(T0 + 40 + i, p) for i, p in enumerate(sll_pkts)], linktype=LINKTYPE_LINUX_SLL)
    null_pkts = [struct.pack("<I", 23) + ipx(0x453, 0x453, rip), struct.pack("<I", 23) + ipx(0x452, 0x452, b"\0\1")[:12]]
    write_pcap("ipx-null.pcap", [(T0 + 50 + i, p) for i, p in enumerate(null_pkts)], linktype=LINKTYPE_NULL)
    ppp_pkts = [b"\xff\x03\x00\x2b" + ipx(0x453, 0x453, rip), b"\xff\x03\x00\x2b" + ipx(0x451, 0x4003, b"\0" * 8)[:25]]
    write_pcap("ipx-ppp.pcap", [(T0 + 60 + i, p) for i, p in enumerate(ppp_pkts)], linktype=LINKTYPE_PPP)


if __name__ == "__main__":
    main()
