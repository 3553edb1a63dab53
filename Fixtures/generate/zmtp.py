#!/usr/bin/env python3
"""ZeroMQ ZMTP/1.0 over TCP, decoded only under `-T zmtp1`: frames with 8-bit and 64-bit lengths,
the MORE flag and reserved bits, empty and zero-length frames, bodies longer than the 128 bytes one
-v dumps, a frame longer than the capture, frames cut in their length or flags, a segment with no
payload, a reset with data (-v prints it as reset data), a ZMTP segment on the telnet port (the
packet type wins over the port), and a UDP datagram (tcpdump's -T zmtp1 has no UDP reading).
Writes Fixtures/pcap/zmtp1-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.71.1", "198.18.71.2"
T0 = 1700007100.0
packets = []
seq = [1000]


def frame8(flags, body):
    return bytes([len(body) + 1, flags]) + body


def frame64(flags, body, declared=None):
    length = len(body) + 1 if declared is None else declared
    return b"\xff" + struct.pack("!Q", length) + bytes([flags]) + body


def segment(payload, flags="PA", sport=40000, dport=5555, cut=None, src=A, dst=B):
    frame = frame4(src, dst, 6, tcp4(src, dst, sport, dport, seq[0], 1, flags, payload))
    seq[0] += len(payload)
    t = T0 + len(packets) * 0.01
    packets.append((t, frame) if cut is None else (t, frame[:cut], len(frame)))


HEADERS = 14 + 20 + 20
segment(b"", flags="S")
segment(frame8(0, b""))
segment(frame8(1, b"identity") + frame8(0, b"hello, world"))
segment(frame8(0xfe, b"R") + frame8(0x81, b"\x00\x01\x02binary\xff"))
segment(b"\x00" + frame8(0, b"after a zero length"))
segment(frame64(0, bytes(range(200))))
segment(frame64(1, b"short body in a long frame") + frame8(0, b"x" * 140))
segment(frame64(0, b""), sport=5555, dport=40000, src=B, dst=A)
segment(frame64(0, b"", declared=0) + frame8(0, b"next"))
segment(frame8(0, b"z" * 100), cut=HEADERS + 40)
segment(frame64(0, b"y" * 30, declared=5000))
segment(frame64(0, b"w" * 30), cut=HEADERS + 5)
segment(frame64(0, b"w" * 30), cut=HEADERS + 9)
segment(frame8(0, b"v" * 30), cut=HEADERS + 1)
segment(frame8(0, b"u" * 3) + b"\xff\xff\xff\xff\xff\xff\xff\xff\xf7\x00")
segment(frame8(0, b"reset data"), flags="RA")
segment(frame8(0, b"on the telnet port"), dport=23)
segment(frame8(0, b"ok") + b"\x05", sport=5555, dport=40000, src=B, dst=A)
t = T0 + len(packets) * 0.01
packets.append((t, frame4(A, B, 17, udp4(A, B, 40000, 5555, frame8(0, b"over udp")))))

write_pcap("zmtp1-gen.pcap", packets)
