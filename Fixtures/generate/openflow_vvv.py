#!/usr/bin/env python3
"""OpenFlow 1.0 PACKET_IN/PACKET_OUT at -vvv, where tcpdump 4.99.3 decodes the Ethernet frame in
their data with its verbosity lowered by 3 and restores it afterwards, except when the frame's
decoding stops at the captured end through a longjmp: then it stays lowered for the rest of the
file. openflow10-vvv.pcap: frames tcpdump decodes (ARP, IPv4 UDP, IPv6 ICMPv6, a VLAN tag, an
unknown EtherType), a PACKET_OUT frame followed by another message in the same segment (the
frame's captured end is its own), a frame shorter than an Ethernet header (a marker without a
longjmp, so the verbosity comes back), a frame whose TCP header its data cuts (a marker without a
longjmp too), then one cut inside its ICMP header (the longjmp) followed by more PACKET_INs and
plain traffic printed at the lowered verbosity, and an ARP body cut lowering it again (seen from
-vvvvvv). openflow10-vvv-cut.pcap: the same file with the capture itself cut inside the
first frame. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.78.1", "198.18.78.2"
H1, H2 = "198.18.79.1", "198.18.79.2"
T0 = 1700011000.0


def of10(mtype, body=b"", xid=0x20):
    return struct.pack(">BBHI", 1, mtype, 8 + len(body), xid) + body


def packet_in(frame, reason=0, buffer_id=0x100):
    return of10(10, struct.pack(">IHHBx", buffer_id, len(frame), 1, reason) + frame)


def packet_out(frame, port=2):
    action = struct.pack(">HHHH", 0, 8, port, 0)
    return of10(13, struct.pack(">IHH", 0xffffffff, 1, len(action)) + action + frame)


def controller(payload, seq, to_switch=True):
    src, dst, sport, dport = (A, B, 6653, 40100) if to_switch else (B, A, 40100, 6653)
    return frame4(src, dst, 6, tcp4(src, dst, sport, dport, seq, 900, "PA", payload))


arp_frame = ether("ff:ff:ff:ff:ff:ff", "02:00:00:79:00:01", 0x0806,
                  arp(1, "02:00:00:79:00:01", H1, "00:00:00:00:00:00", H2))
udp_frame = ether("02:00:00:79:00:02", "02:00:00:79:00:01", 0x0800,
                  ipv4(H1, H2, 17, udp4(H1, H2, 5000, 53, b"\x12\x34\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00")))
icmp6_frame = ether("33:33:00:00:00:02", "02:00:00:79:00:01", 0x86dd,
                    ipv6("fe80::79:1", "ff02::2", 58,
                         icmp6("fe80::79:1", "ff02::2", 133, 0, b"\0" * 4 + b"\x01\x01" + mac("02:00:00:79:00:01")),
                         hlim=255))
vlan_frame = ether("02:00:00:79:00:02", "02:00:00:79:00:01", 0x8100,
                   vlan(0x2064, 0x0800, ipv4(H1, H2, 1, icmp_echo(8, 7, 1, b"ping"))[0:]))
odd_frame = ether("02:00:00:79:00:02", "02:00:00:79:00:01", 0x88b5, b"local experimental ethertype")
tcp_cut = ether("02:00:00:79:00:02", "02:00:00:79:00:01", 0x0800,
                ipv4(H1, H2, 6, tcp4(H1, H2, 34000, 80, 1, 0, "S")))[:14 + 20 + 10]
plain_ping = frame4(H1, H2, 1, icmp_echo(8, 9, 1, b"after"))
# Frames their own data cuts where tcpdump's decoding longjmps: inside an ICMP echo's header and
# inside an ARP body.
icmp_cut = ether("02:00:00:79:00:02", "02:00:00:79:00:01", 0x0800,
                 ipv4(H1, H2, 1, icmp_echo(8, 7, 1, b"ping")))[:14 + 20 + 4]
arp_cut = arp_frame[:34]

frames = [
    controller(packet_in(arp_frame), 1000, to_switch=False),
    controller(packet_out(arp_frame), 2000),
    controller(packet_in(udp_frame, reason=1), 1100, to_switch=False),
    # The PACKET_OUT's frame, then an ECHO_REQUEST in the same segment.
    controller(packet_out(udp_frame) + of10(2, b"echo"), 2100),
    controller(packet_in(icmp6_frame), 1200, to_switch=False),
    controller(packet_in(vlan_frame), 1300, to_switch=False),
    controller(packet_in(odd_frame), 1400, to_switch=False),
    # Shorter than an Ethernet header: ether_print's own marker, the verbosity comes back.
    controller(packet_in(b"\x02\x00\x00\x79\x00\x02\x02\x00\x00\x79"), 1500, to_switch=False),
    plain_ping,
    # The frame ends inside its TCP header: tcp_print's own marker (no longjmp), the ECHO after
    # it still prints and the verbosity comes back.
    controller(packet_in(tcp_cut) + of10(2, b"after"), 1550, to_switch=False),
    plain_ping,
    # The frame ends inside its ICMP header: the longjmp, and -vvv is plain for good.
    controller(packet_in(icmp_cut) + of10(2, b"never"), 1600, to_switch=False),
    plain_ping,
    controller(packet_in(arp_frame), 1700, to_switch=False),
    controller(packet_out(udp_frame), 2200),
    plain_ping,
    # At -vvvvvv the verbosity is still 3 here: a second cut lowers it once more.
    controller(packet_in(arp_cut), 1800, to_switch=False),
    controller(packet_in(icmp6_frame), 1900, to_switch=False),
    plain_ping,
]
write_pcap("openflow10-vvv.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)])

# The capture cut inside the first frame (a snapshot length, not the frame's own length).
cut = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
cut[2] = (cut[2][0], frames[2][:54 + 18 + 14 + 20 + 4], len(frames[2]))
# And inside the ECHO_REQUEST after a PACKET_OUT's whole frame.
cut[3] = (cut[3][0], frames[3][:-3], len(frames[3]))
write_pcap("openflow10-vvv-cut.pcap", cut)
