#!/usr/bin/env python3
"""sFlow version 5 on UDP 6343 (hsflowd and Open vSwitch's exporter need a kernel this machine
lacks, so hand-built): IPv4 and IPv6 agents; flow samples and expanded flow samples with raw packet
header (Ethernet, IPv4, IPv6 and unknown protocols), Ethernet frame, extended switch records, the
records tcpdump names but does not decode, unknown and enterprise records; counter samples and
expanded counter samples with generic, Ethernet, token ring, 100BaseVG, VLAN, processor, unknown
and enterprise counters; several samples in one datagram; unknown sample types; and what tcpdump
rejects (versions other than 5, datagrams shorter than the header, a sample, record or counter
longer than what is left or shorter than its printer needs, zero sample type or length, cuts).
Writes Fixtures/pcap/sflow-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.62.1", "198.18.62.2"
A6, B6 = "2001:db8:62::1", "2001:db8:62::2"
T0 = 1700007000.0
frames = []


def u32(*v):
    return struct.pack("!" + "I" * len(v), *v)


def u64(v):
    return struct.pack("!Q", v)


def header(samples, ver=5, six=False, seq=100):
    if six:
        return u32(ver, 2) + ip6("2001:db8:62::9") + u32(7, seq, 5000, samples)
    return u32(ver, 1) + ip4("198.18.62.9") + u32(7, seq, 5000, samples)


def sample(kind, body, length=None):
    return u32(kind, len(body) if length is None else length) + body


def record(fmt, body, length=None):
    return u32(fmt, len(body) if length is None else length) + body


def flow_sample(records, expanded=False):
    body = b"".join(records)
    if expanded:
        return sample(3, u32(11, 0, 3, 512, 99999, 4, 0, 3, 0, 5, len(records)) + body)
    return sample(1, u32(11, 3) + u32(512, 99999, 4, 3, 5, len(records)) + body)


def counter_sample(records, expanded=False):
    body = b"".join(records)
    if expanded:
        return sample(4, u32(21, 0, 3, len(records)) + body)
    return sample(2, u32(21, 3, len(records)) + body)


inner = frame4("198.18.63.1", "198.18.63.2", 17, udp4("198.18.63.1", "198.18.63.2", 5000, 5001, b"x" * 20))
raw_eth = record(1, u32(1, len(inner) + 4, 4, 64) + inner[:64])
raw_ip4 = record(1, u32(11, 80, 0, 16) + bytes(16))
raw_ip6 = record(1, u32(12, 100, 0, 8) + bytes(8))
raw_unk = record(1, u32(99, 10, 0, 0))
eth_frame = record(2, u32(1518) + bytes(8) + bytes(8) + u32(0x0800))
switch = record(1001, u32(10, 0, 20, 7))
named = [record(f, bytes(8)) for f in (3, 4, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012)]
unknown_flow = record(77, b"\x01\x02\x03\x04\x05\x06")
enterprise_flow = record((4413 << 12) | 5, b"\xaa" * 8)

generic = record(1, u32(3, 6) + u64(10_000_000_000) + u32(1, 3) + u64(123456789) + u32(1, 2, 3, 4, 5, 6)
                 + u64(987654321) + u32(7, 8, 9, 10, 11, 1))
ethernet = record(2, u32(*range(1, 14)))
token_ring = record(3, bytes(16))
basevg = record(4, u32(1) + u64(2) + u32(3) + u64(4) + u32(5, 6, 7, 8, 9) + u64(10) + u32(11) + u64(12) + u64(13)
                + u64(14))
vlan_c = record(5, u32(100) + u64(5555) + u32(1, 2, 3, 4))
processor = record(1001, u32(5, 10, 15) + u64(8 << 30) + u64(3 << 30))
unknown_counter = record(9, b"\x10\x20\x30\x40")
enterprise_counter = record((4300 << 12) | 2, bytes(8))      # enterprise as the counter split sees it

datagrams = [
    header(1) + flow_sample([raw_eth, eth_frame, switch]),
    header(2) + flow_sample([raw_ip4, raw_ip6, raw_unk]) + flow_sample(named, expanded=True),
    header(1) + flow_sample([unknown_flow, enterprise_flow]),
    header(1, six=True) + counter_sample([generic, ethernet]),
    header(1) + counter_sample([token_ring, basevg, vlan_c, processor], expanded=True),
    header(1) + counter_sample([unknown_counter, enterprise_counter]),
    header(3) + counter_sample([generic]) + flow_sample([switch]) + sample(9, b"\xde\xad\xbe\xef"),
    header(0),
    header(0, six=True),
    header(0, ver=4),
    header(0, ver=2),
    header(0)[:20],
    u32(5, 2) + bytes(30),
    u32(5, 0) + bytes(32),                                        # address type 0, shorter than IPv6's header
    header(1) + sample(1, bytes(8)),                              # flow sample shorter than its header
    header(1) + sample(2, bytes(100)),                            # longer than the datagram
    header(1) + sample(0, bytes(8)),                              # type 0: stops
    header(1) + sample(1, b"", length=0),                         # length 0: stops
    header(2) + u32(1),                                           # sample header cut
    header(1) + flow_sample([record(1, bytes(8))]),               # raw packet record too short
    header(1) + flow_sample([record(2, bytes(4))]),               # Ethernet frame record too short
    header(1) + flow_sample([record(1001, bytes(12))]),           # switch record too short
    header(1) + flow_sample([record(2, bytes(28), length=400)]),  # record longer than the rest
    header(1) + counter_sample([record(1, bytes(40))]),           # generic counter too short
    header(1) + counter_sample([record(2, bytes(12))]),
    header(1) + counter_sample([record(4, bytes(20))]),
    header(1) + counter_sample([record(5, bytes(20))]),
    header(1) + counter_sample([record(1001, bytes(20))]),
    header(1) + sample(2, u32(21, 3, 2) + generic),               # fewer records than announced
    header(5) + counter_sample([vlan_c]),                         # fewer samples than announced
]
for i, payload in enumerate(datagrams):
    frames.append((T0 + i, frame4(A, B, 17, udp4(A, B, 6343, 6343, payload))))
frames.append((T0 + 40, frame6(A6, B6, 17, udp6(A6, B6, 40000, 6343, header(1) + flow_sample([switch])))))
cut = frame4(A, B, 17, udp4(A, B, 6343, 6343, header(1) + counter_sample([generic])))
for snap in (14 + 20 + 8 + 20, 14 + 20 + 8 + 40, 14 + 20 + 8 + 60, 14 + 20 + 8 + 100):
    frames.append((T0 + 50 + snap / 1000, cut[:snap], len(cut)))
write_pcap("sflow-gen.pcap", frames)
