#!/usr/bin/env python3
"""Cisco NetFlow versions 1, 5 and 6 export datagrams on UDP 2055 (tcpdump reads them only with
-T cnfp): TCP flows with every flag, UDP and ICMP flows, several records per datagram, v6's
encapsulation sizes, an unknown version, a record count past the datagram, and capture cuts;
plus a DNS query, which -T cnfp reads as NetFlow too. Writes Fixtures/pcap/cnfp.pcap.
Deterministic (fixed uptimes and export times)."""
import struct
from pcaplib import *

R, C = "198.18.86.1", "198.18.86.2"
T0 = 1700008000.0


def header(version, count, uptime, secs, nsecs, sequence=0, engine=(0, 0), sampling=0):
    if version == 1:
        return struct.pack("!HHIII", version, count, uptime, secs, nsecs)
    return struct.pack("!HHIIIIBBH", version, count, uptime, secs, nsecs, sequence, engine[0], engine[1], sampling)


def record(version, src, dst, nexthop, sport, dport, proto, tos=0, flags=0, packets=10, octets=1500, first=1000,
           last=2500, ifin=1, ifout=2, src_as=0, dst_as=0, src_mask=0, dst_mask=0, encaps=(0, 0), peer="0.0.0.0"):
    common = ip4(src) + ip4(dst) + ip4(nexthop) + struct.pack("!HHIIIIHH", ifin, ifout, packets, octets, first, last,
                                                              sport, dport)
    if version == 1:
        return common + struct.pack("!HBBBBHI", 0, proto, tos, flags, 0, 0, 0)
    tail = struct.pack("!BBBBHHBB", 0, flags, proto, tos, src_as, dst_as, src_mask, dst_mask)
    if version == 5:
        return common + tail + b"\0\0"
    return common + tail + bytes(encaps) + ip4(peer)


def flows(version):
    return [
        record(version, "198.18.90.10", "198.18.91.20", "198.18.86.254", 40000, 443, 6, flags=0x1b, src_as=64500,
               dst_as=64501, src_mask=24, dst_mask=16, encaps=(4, 8), peer="198.18.86.9"),
        record(version, "198.18.90.11", "198.18.91.21", "0.0.0.0", 5353, 53, 17, tos=0xb8, packets=1, octets=76,
               first=123456, last=123456, src_mask=32, dst_mask=8),
        record(version, "198.18.90.12", "198.18.91.22", "198.18.86.254", 0, 0x0800, 1, flags=0, packets=3,
               octets=252),
        record(version, "198.18.90.13", "198.18.91.23", "198.18.86.254", 22, 50000, 6, flags=0x3f, packets=4000000000,
               octets=4294967295, first=4294967295, last=0),
        record(version, "198.18.90.14", "198.18.91.24", "198.18.86.254", 1, 2, 6, flags=0),
        record(version, "198.18.90.15", "198.18.91.25", "198.18.86.254", 0, 0, 47, flags=0xc0),
    ]


payloads = []
for version in (1, 5, 6):
    recs = flows(version)
    payloads.append(header(version, len(recs), 3723456, 1700008000, 123456789, sequence=4242) + b"".join(recs))
    payloads.append(header(version, 1, 0, 0, 0, sequence=0xffffffff) + recs[0])
    payloads.append(header(version, 3, 999, 1, 999999999, sequence=7) + recs[1])
    payloads.append(header(version, 0, 5, 6, 7, sequence=8))
payloads += [
    header(7, 1, 1, 2, 3, sequence=4) + flows(5)[0],
    header(9, 2, 1, 2, 3),
    header(5, 1, 1, 2, 3)[:10],
    b"\x00",
]
frames = [frame4(R, C, 17, udp4(R, C, 50000 + i, 2055, p)) for i, p in enumerate(payloads)]
dns = frame4(C, R, 17, udp4(C, R, 40000, 53, bytes.fromhex("123401000001000000000000076578616d706c6503636f6d0000010001")))
frames.append(dns)
frames.append(frame6("2001:db8::1", "2001:db8::2", 17, udp6("2001:db8::1", "2001:db8::2", 49999, 2055, payloads[4])))
cuts = [(frames[0], 50), (frames[0], 66), (frames[0], 100), (frames[4], 60), (frames[4], 80), (frames[4], 130),
        (frames[8], 70), (frames[8], 150), (frames[4], 42)]
write_pcap("cnfp.pcap", [(T0 + i * 0.25, f) for i, f in enumerate(frames)]
           + [(T0 + 10 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
