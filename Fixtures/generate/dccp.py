#!/usr/bin/env python3
"""DCCP (RFC 4340, IP protocol 33) as tcpdump's dccp_print reads it, hand-built: the kernel of this
box has no DCCP sockets (Linux dropped DCCP in 6.16), so a connection's packets are made here as a
client and server would send them (Request, Response, Ack, DataAck, Data, CloseReq, Close, Reset,
Sync, SyncAck) over IPv4 and IPv6, with long and short sequence numbers, then every option tcpdump
names (feature negotiation Change/Confirm L/R with every feature name, cookies, ack vectors,
timestamps, elapsed time, data checksum, CCID options), every reset code, unknown types, partial
checksum coverage, a bad checksum, malformed option lengths and capture cuts.
Writes Fixtures/pcap/dccp.pcap. Deterministic."""
import struct
from pcaplib import *

A4, B4 = "198.18.33.1", "198.18.33.2"
A6, B6 = "2001:db8:33::1", "2001:db8:33::2"
T0 = 1700033000.0

TYPES = {"Request": 0, "Response": 1, "Data": 2, "Ack": 3, "DataAck": 4, "CloseReq": 5, "Close": 6,
         "Reset": 7, "Sync": 8, "SyncAck": 9}


def dccp(kind, seq, ack=None, service=None, reset=None, options=b"", payload=b"", x=1, sport=40001,
         dport=5001, ccval=0, cscov=0, doff=None, pad=True):
    """One DCCP packet without its checksum (filled in by place())."""
    type_ = TYPES.get(kind, kind)
    if x:
        generic = struct.pack("!HHBBHBB", sport, dport, 0, ccval << 4 | cscov, 0, type_ << 1 | 1, 0)
        generic += struct.pack("!Q", seq)[2:]
    else:
        generic = struct.pack("!HHBBHB", sport, dport, 0, ccval << 4 | cscov, 0, type_ << 1)
        generic += struct.pack("!I", seq)[1:]
    sub = b""
    if ack is not None:
        sub = struct.pack("!Q", ack) if x else struct.pack("!I", ack)
    if service is not None:
        sub += struct.pack("!I", service)
    if reset is not None:
        sub += bytes(reset)
    if pad:
        options += b"\0" * ((4 - len(options) % 4) % 4)
    header = generic + sub + options
    words = len(header) // 4 if doff is None else doff
    return header[:4] + bytes([words]) + header[5:] + payload


def coverage(packet):
    cscov = packet[5] & 0x0f
    if cscov == 0:
        return len(packet)
    return min(len(packet), (packet[4] + cscov - 1) * 4)


def place(src, dst, packet, csum=None, v6=False):
    """The packet with its checksum (over the pseudo-header and the covered bytes) in a frame."""
    if csum is None:
        pseudo = (pseudo6 if v6 else pseudo4)(src, dst, 33, len(packet))
        csum = checksum(pseudo + packet[:coverage(packet)])
    packet = packet[:6] + struct.pack("!H", csum) + packet[8:]
    return frame6(src, dst, 33, packet) if v6 else frame4(src, dst, 33, packet)


def opt(kind, body=b""):
    return bytes([kind, 2 + len(body)]) + body


def ts(value):
    return struct.pack("!I", value)


frames = []
add = frames.append

# A connection over IPv4 with 48-bit sequence numbers, as a CCID 2 client and server open it.
add(place(A4, B4, dccp("Request", 0x1a2b3c4d5e, service=0x50455246,
                        options=opt(32, b"\x01\x02\x03") + opt(34, b"\x01\x02") + opt(32, b"\x03\x00\x00\x00\x64")
                        + opt(34, b"\x06\x01") + b"\x01" + opt(41, ts(1000)))))
add(place(B4, A4, dccp("Response", 0x99887766, ack=0x1a2b3c4d5e, service=0x50455246, sport=5001, dport=40001,
                        options=opt(33, b"\x01\x02") + opt(35, b"\x01\x02\x03") + opt(36, bytes(range(8)))
                        + opt(42, ts(1000) + b"\x00\x10") + opt(41, ts(2000)))))
add(place(A4, B4, dccp("Ack", 0x1a2b3c4d5f, ack=0x99887766,
                        options=opt(33, b"\x02\x02") + opt(35, b"\x01\x02") + opt(42, ts(2000)))))
add(place(A4, B4, dccp("DataAck", 0x1a2b3c4d60, ack=0x99887766, ccval=3,
                        options=opt(37, b"\x01") + opt(41, ts(3000)), payload=b"hello over dccp\n")))
add(place(A4, B4, dccp("Data", 0x1a2b3c4d61, ccval=4, payload=b"second datagram\n")))
add(place(B4, A4, dccp("Ack", 0x99887767, ack=0x1a2b3c4d61, sport=5001, dport=40001,
                        options=opt(38, b"\x00\x03") + opt(39, b"\x41") + opt(43, b"\x00\x20")
                        + opt(42, ts(3000) + ts(70000)))))
add(place(B4, A4, dccp("CloseReq", 0x99887768, ack=0x1a2b3c4d61, sport=5001, dport=40001)))
add(place(A4, B4, dccp("Close", 0x1a2b3c4d62, ack=0x99887768)))
add(place(B4, A4, dccp("Reset", 0x99887769, ack=0x1a2b3c4d62, reset=[1, 0, 0, 0], sport=5001, dport=40001)))
add(place(A4, B4, dccp("Sync", 0x1a2b3c4d63, ack=0x9988776a)))
add(place(B4, A4, dccp("SyncAck", 0x9988776b, ack=0x1a2b3c4d63, sport=5001, dport=40001)))

# The same over IPv6, with short (24-bit) sequence numbers where the type allows them.
add(place(A6, B6, dccp("Request", 0x10, service=42), v6=True))
add(place(B6, A6, dccp("Response", 0x20, ack=0x10, service=42, sport=5001, dport=40001), v6=True))
add(place(A6, B6, dccp("Ack", 0x123456, ack=0x654321, x=0), v6=True))
add(place(A6, B6, dccp("DataAck", 0x123457, ack=0x654321, x=0, payload=b"six"), v6=True))
add(place(A6, B6, dccp("Data", 0xfffffe, x=0, payload=b"short seq"), v6=True))
add(place(A6, B6, dccp("Data", 0x123459, x=0, cscov=1, payload=b"partly covered payload"), v6=True))
add(place(A6, B6, dccp("Data", 0x12345a, x=0, payload=b"bad"), csum=0xdead, v6=True))

# Every reset code, and past the last one.
for code in range(13):
    add(place(B4, A4, dccp("Reset", 0x1000 + code, ack=0x2000, reset=[code, 1, 2, 3], sport=5001, dport=40001)))
add(place(B4, A4, dccp("Reset", 0x1100, ack=0x2000, reset=[200, 0, 0, 0], sport=5001, dport=40001)))

# Unknown packet types 10..15.
for kind in range(10, 16):
    add(place(A4, B4, dccp(kind, 0x3000 + kind, ack=0x4000)))

# Feature negotiation: every feature number (0..9 named, 10 and up nameless) on each of the four.
for number, kind in enumerate([32, 33, 34, 35] * 3):
    add(place(A4, B4, dccp("Ack", 0x5000 + number, ack=0x6000,
                            options=opt(kind, bytes([number, 1, 2])))))
add(place(A4, B4, dccp("Ack", 0x5100, ack=0x6000, options=opt(32, bytes([200, 7])) + opt(34, b""))))

# The other options: mandatory, slow receiver, unknown single-byte and long ones, data dropped,
# data checksum, CCID-specific (128 and up) with 2-, 4-, 6- and 3-byte lengths, option lengths
# tcpdump calls wrong.
add(place(A4, B4, dccp("DataAck", 0x7000, ack=0x8000,
                        options=b"\x01\x02\x03\x1f" + opt(40, b"\x00\x81\xc2") + opt(44, b"\xde\xad\xbe\xef")
                        + opt(50, b"\x01\x02") + opt(36) + opt(38) + opt(37),
                        payload=b"x")))
add(place(A4, B4, dccp("Ack", 0x7001, ack=0x8000,
                        options=opt(128) + opt(129, b"\x01\x02") + opt(130, b"\x00\x01\x00\x02")
                        + opt(192, b"\x05") + opt(255, b"\x01\x02\x03\x04\x05\x06"))))
add(place(A4, B4, dccp("Ack", 0x7002, ack=0x8000,
                        options=opt(41, b"\x01\x02") + opt(42, b"\x00") + opt(43, b"\x00\x00\x01")
                        + opt(43, ts(99999)) + opt(42, ts(5)[:3]))))
add(place(A4, B4, dccp("Ack", 0x7003, ack=0x8000, options=b"\x29\x01\x00\x00")))
add(place(A4, B4, dccp("Ack", 0x7004, ack=0x8000, options=b"\x80\x00\x00\x00")))
add(place(A4, B4, dccp("Ack", 0x7005, ack=0x8000, options=b"\x00\x00\x29\x09")))
add(place(A4, B4, dccp("Ack", 0x7006, ack=0x8000, options=b"\x00\x00\x88\x09")))
add(place(A4, B4, dccp("Ack", 0x7007, ack=0x8000, options=b"\x00\x00\x20\x02")))
add(place(A4, B4, dccp("Ack", 0x7008, ack=0x8000, options=b"\x00\x00\x20\x09")))

# Header lengths: a data offset past the packet, one shorter than the fixed header, cscov over
# more than there is.
add(place(A4, B4, dccp("Ack", 0x7100, ack=0x8000, doff=40)))
add(place(A4, B4, dccp("DataAck", 0x7101, ack=0x8000, doff=2, payload=b"abcdefgh")))
add(place(A4, B4, dccp("Data", 0x7102, cscov=15, payload=b"abcd")))

# Datagrams too short for their type (the IP length says so, the capture is whole).
full = dccp("Ack", 0x7200, ack=0x8000)
add(place(A4, B4, full[:12]))  # long-seq header cut to 12 bytes: 4 missing
for kind, size in (("Request", 16), ("Response", 24), ("Ack", 20), ("DataAck", 18), ("CloseReq", 16),
                   ("Close", 17), ("Reset", 26), ("Sync", 16), ("SyncAck", 23)):
    packet = dccp(kind, 0x7300, ack=0x8000 if kind not in ("Request",) else None,
                  service=7 if kind in ("Request", "Response") else None,
                  reset=[3, 0, 0, 0] if kind == "Reset" else None)
    add(place(A4, B4, packet[:size]))
add(place(A4, B4, dccp("Ack", 0x7400, ack=0x8000, x=0)[:10]))

packets = [(T0 + i * 0.25, f) for i, f in enumerate(frames)]
# Capture cuts: inside the generic header, the ack, the options, the payload (no checksum verdict).
cuts = [(frames[0], 40), (frames[0], 48), (frames[0], 60), (frames[0], 70), (frames[1], 56), (frames[3], 80),
        (frames[13], 60), (frames[13], 64), (frames[12], 70), (frames[16], 70), (frames[5], 68)]
packets += [(T0 + 100 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)]
write_pcap("dccp.pcap", packets)
