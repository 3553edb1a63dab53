#!/usr/bin/env python3
"""LWAPP (RFC 5412) on UDP 12223 (control: to the AC with the AP's MAC identity first, from the AC
without it) and 12222 (data): every control message type tcpdump names plus unnamed ones, several
messages in one datagram, every radio-id and C/F/L flag combination, versions tcpdump refuses,
transport and message lengths past the PDU, a data header shorter than its own length field, an
IPv6 datagram, and captures cut inside the AP identity, the transport header, a message header and
a message body (where tcpdump checks the message length from the message header, not after it).
No LWAPP controller or AP is packaged in Debian, so the packets are built here. Also CAPWAP (RFC
5415, UDP 5246/5247), which tcpdump 4.99.3 has no printer or port for: it prints plain UDP.
Writes Fixtures/pcap/lwapp-gen.pcap and Fixtures/pcap/capwap-gen.pcap. Deterministic."""
import struct
from pcaplib import *

AP, AC = "198.18.91.1", "198.18.91.2"
AP6, AC6 = "2001:db8:91::1", "2001:db8:91::2"
APMAC = mac("02:00:00:91:00:01")
T0 = 1700010000.0

NAMED = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 17, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33,
         34, 35, 36, 37, 38, 39, 40]
UNNAMED = [0, 7, 9, 18, 28, 41, 200, 255]


def transport(length, flags=0x04, rid=0, version=0, frag=0, status=0):
    return struct.pack("!BBHH", (version << 6) | (rid << 3) | flags, frag, length, status)


def msg(mtype, body=b"", seq=1, session=0x01020304, length=None):
    return struct.pack("!BBHI", mtype, seq, len(body) if length is None else length, session) + body


def element(etype, value):
    return struct.pack("!BH", etype, len(value)) + value


def control(messages, tlen=None, **kw):
    body = b"".join(messages)
    return transport(len(body) if tlen is None else tlen, **kw) + body


def to_ac(payload, src=AP, dst=AC, sport=12224):
    return frame4(src, dst, 17, udp4(src, dst, sport, 12223, APMAC + payload))


def from_ac(payload, src=AC, dst=AP, dport=12224):
    return frame4(src, dst, 17, udp4(src, dst, 12223, dport, payload))


def data(payload, sport=12222, dport=12222):
    return frame4(AP, AC, 17, udp4(AP, AC, sport, dport, payload))


frames = []
# Every message type, alternating direction; the request carries message elements (which tcpdump
# 4.99.3 skips: only the message header is printed).
for i, t in enumerate(NAMED + UNNAMED):
    body = element(1, b"\x00\x01") + element(39, b"lab-ap") if i % 3 == 0 else b""
    payload = control([msg(t, body, seq=i, session=0x1000 + i)])
    frames.append(to_ac(payload) if i % 2 == 0 else from_ac(payload))
# Several messages in one PDU, each radio id, every C/F/L combination.
frames.append(to_ac(control([msg(1), msg(3, b"\x00" * 12, seq=2), msg(22, seq=3)])))
for rid in range(8):
    frames.append(from_ac(control([msg(22, seq=rid)], rid=rid, flags=rid & 7, frag=rid * 17)))
frames.append(to_ac(control([msg(23)], flags=0)))
# Versions tcpdump refuses, to and from the AC and on the data port.
for v in (1, 2, 3):
    frames.append(to_ac(control([msg(1)], version=v)))
frames.append(from_ac(control([msg(2)], version=3)))
# No messages; a PDU shorter than a message header; a message longer than the PDU; a transport
# length past the datagram (tcpdump then reads on into the padding or stops at the capture).
frames.append(to_ac(control([])))
frames.append(to_ac(control([b"\x01\x02\x03\x04"])))
frames.append(from_ac(control([msg(2, b"abc")], tlen=10)))
frames.append(to_ac(control([msg(3, b"x" * 4, length=40)])))
frames.append(from_ac(control([msg(2, b"abcd"), msg(4, b"ef")], tlen=12 + 4)))
frames.append(to_ac(control([msg(5, b"abcd")], tlen=40)))
frames.append(from_ac(control([msg(5, b"abcd")], tlen=40) + b"\x00" * 40))
frames.append(to_ac(control([msg(6)], tlen=0xffff)))
# IPv6 both ways.
frames.append(frame6(AP6, AC6, 17, udp6(AP6, AC6, 12224, 12223, APMAC + control([msg(1, b"\x01\x02")]))))
frames.append(frame6(AC6, AP6, 17, udp6(AC6, AP6, 12223, 12224, control([msg(2, b"\x01\x02\x03")]))))
# Data: an 802.11 frame after the header (hex dump), flags, a short header, lengths past the data.
wifi = bytes.fromhex("08020000") + mac("02:00:00:91:00:09") + APMAC + mac("02:00:00:91:00:0a") + b"\x10\x00" + bytes(range(40))
frames.append(data(transport(6 + len(wifi), flags=0, rid=1) + wifi))
frames.append(data(transport(6 + len(wifi), flags=0x03, rid=7, frag=9) + wifi, sport=40000))
frames.append(data(transport(6, flags=0x04), dport=40001))
frames.append(data(transport(5, flags=0x01, rid=2) + wifi))
frames.append(data(transport(0) + wifi))
frames.append(data(transport(6 + 200, flags=0x02) + wifi))
frames.append(data(transport(6 + 4) + wifi))
frames.append(data(transport(6 + len(wifi), version=2) + wifi))
frames.append(data(b"\x00\x00\x00"))
frames.append(data(b"\x00\x00\x00\x0c\x00\x00"))
frames.append(frame6(AP6, AC6, 17, udp6(AP6, AC6, 12222, 12222, transport(6 + 16, flags=0) + wifi[:16])))
# A UDP payload shorter than the AP identity or the transport header, whole in the capture.
frames.append(to_ac(b"")[:-6])
frames.append(from_ac(b"\x00\x04\x00"))
frames.append(to_ac(b"\x00\x04\x00")[:-6] + b"\x00")

packets = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
# Captures cut short (UDP starts at 34, the LWAPP payload at 42).
many = to_ac(control([msg(1, b"\x00" * 20), msg(3, b"\x11" * 10, seq=2), msg(22, seq=3)]))
back = from_ac(control([msg(2, b"\x00" * 20), msg(4, b"\x22" * 4, seq=2)]))
wide = data(transport(6 + len(wifi), rid=3) + wifi)
for n in (44, 47, 48, 50, 53, 54, 60, 61, 62, 70, 74, 76, 82, 83, 90, 91, 96, 100, 105):
    packets.append((T0 + 10 + n * 0.001, many[:n], len(many)))
for n in (43, 45, 47, 48, 52, 55, 56, 64, 68, 73, 80):
    packets.append((T0 + 11 + n * 0.001, back[:n], len(back)))
for n in (43, 47, 48, 50, 60, 70):
    packets.append((T0 + 12 + n * 0.001, wide[:n], len(wide)))
write_pcap("lwapp-gen.pcap", packets)

# CAPWAP control (5246) and data (5247): a discovery request and a keep-alive as RFC 5415 lays
# them out, IPv4 and IPv6, and one cut short.
capwap_control = bytes.fromhex("0010420000000000") + bytes.fromhex("01000001000600") + b"\x00" * 6
capwap_data = bytes.fromhex("0010030800000000") + bytes.fromhex("0002000c")
cw = [
    frame4(AP, AC, 17, udp4(AP, AC, 40100, 5246, capwap_control)),
    frame4(AC, AP, 17, udp4(AC, AP, 5246, 40100, capwap_control)),
    frame4(AP, AC, 17, udp4(AP, AC, 40101, 5247, capwap_data)),
    frame4(AC, AP, 17, udp4(AC, AP, 5247, 5247, capwap_data)),
    frame6(AP6, AC6, 17, udp6(AP6, AC6, 40100, 5246, capwap_control)),
]
cpackets = [(T0 + 20 + i * 0.01, f) for i, f in enumerate(cw)]
cpackets.append((T0 + 21, cw[0][:46], len(cw[0])))
write_pcap("capwap-gen.pcap", cpackets)
