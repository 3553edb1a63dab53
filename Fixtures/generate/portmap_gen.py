#!/usr/bin/env python3
"""Sun RPC portmapper messages for `-T rpc` that rpcinfo does not send: SET, UNSET, CALLIT and DUMP
calls, an unknown procedure, an RPC version other than 2, a denied reply, IPv6, and captures cut
in the xid, the direction word and the call header. Writes Fixtures/pcap/portmap-gen.pcap.
Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.74.1", "198.18.74.2"
A6, B6 = "2001:db8:74::1", "2001:db8:74::2"
T0 = 1700007400.0
packets = []


def call(xid, proc, prog=100000, vers=2, rpcvers=2, args=b""):
    auth = struct.pack("!II", 0, 0) * 2
    return struct.pack("!IIIIII", xid, 0, rpcvers, prog, vers, proc) + auth + args


def reply(xid, stat=0, body=b""):
    return struct.pack("!III", xid, 1, stat) + body


def add(frame, cut=None):
    t = T0 + len(packets) * 0.01
    packets.append((t, frame) if cut is None else (t, frame[:cut], len(frame)))


def udp_call(payload, cut=None, src=A, dst=B, sport=800, dport=111):
    add(frame4(src, dst, 17, udp4(src, dst, sport, dport, payload)), cut)


mapping = struct.pack("!IIII", 100003, 3, 17, 2049)
udp_call(call(0x1001, 1, args=mapping))
udp_call(reply(0x1001, body=struct.pack("!IIII", 0, 0, 0, 1)), src=B, dst=A, sport=111, dport=800)
udp_call(call(0x1002, 2, args=mapping))
udp_call(call(0x1003, 3, prog=100005, vers=3, args=struct.pack("!IIII", 100005, 3, 6, 0)))
udp_call(call(0x1004, 4))
udp_call(call(0x1005, 5, prog=100024, vers=1, args=struct.pack("!IIII", 100024, 1, 0, 0)))
udp_call(call(0x1006, 0))
udp_call(call(0x1007, 11, vers=4))
udp_call(call(0x1008, 3, rpcvers=3, args=mapping))
udp_call(reply(0x1008, stat=1, body=struct.pack("!III", 0, 2, 2)), src=B, dst=A, sport=111, dport=800)
udp_call(call(0x1009, 3, args=mapping), dport=5000)
add(frame6(A6, B6, 17, udp6(A6, B6, 800, 111, call(0x100a, 3, prog=100003, vers=3, args=mapping))))
add(frame6(B6, A6, 17, udp6(B6, A6, 111, 800, reply(0x100a, body=struct.pack("!IIII", 0, 0, 0, 2049)))))
HEAD = 14 + 20 + 8
udp_call(call(0x100b, 3, args=mapping), cut=HEAD + 2)
udp_call(call(0x100c, 3, args=mapping), cut=HEAD + 6)
udp_call(call(0x100d, 3, args=mapping), cut=HEAD + 12)
udp_call(call(0x100e, 3, args=mapping), cut=HEAD + 22)
udp_call(call(0x100f, 3, args=mapping), cut=HEAD + 39)
udp_call(call(0x1010, 3, args=mapping)[:30])
udp_call(reply(0x1011), cut=HEAD + 10, src=B, dst=A, sport=111, dport=800)

write_pcap("portmap-gen.pcap", packets)
