#!/usr/bin/env python3
"""PPTP control messages on TCP 1723 (RFC 2637) as tcpdump's pptp_print sees them: every control
message type (SCCRQ/SCCRP, StopCCRQ/RP, ECHO request/reply, OCRQ/OCRP, ICRQ/ICRP/ICCN, CCRQ, CDN,
WEN, SLI) with every result, error, reason, bearer and framing value tcpdump names and some it does
not, reserved fields that are not zero, a management and an unknown message type, a wrong magic
cookie, control types 0 and past 15, names that fill all 64 bytes or carry control bytes, numbers longer or shorter than their length
fields, two
messages in one segment (tcpdump prints the first), a message the segment ends inside, and
captures cut in the header, in the fixed fields and inside a name. Writes Fixtures/pcap/pptp-gen.pcap.
Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.76.1", "198.18.76.2"
T0 = 1700009000.0
COOKIE = 0x1A2B3C4D


def msg(ctype, body, mtype=1, cookie=COOKIE, reserved0=0, length=None):
    n = 12 + len(body) if length is None else length
    return struct.pack(">HHIHH", n, mtype, cookie, ctype, reserved0) + body


def name(text, size=64):
    return text[:size].ljust(size, b"\0")


def sccrq(ver=0x0100, res=0, framing=1, bearer=1, chans=0, firm=1, host=b"local", vendor=b"linux"):
    return msg(1, struct.pack(">HHIIHH", ver, res, framing, bearer, chans, firm) + name(host) + name(vendor))


def sccrp(result=1, err=0, framing=3, bearer=3, chans=1, firm=0x1234, host=b"pptpd", vendor=b"vendor"):
    return msg(2, struct.pack(">HBBIIHH", 0x0100, result, err, framing, bearer, chans, firm)
               + name(host) + name(vendor))


def ocrq(call=1, ser=2, minb=2400, maxb=10000000, btype=3, ftype=3, win=64, delay=0, plen=0, res=0,
         phone=b"", sub=b""):
    return msg(7, struct.pack(">HHIIIIHHHH", call, ser, minb, maxb, btype, ftype, win, delay, plen, res)
               + name(phone) + name(sub))


def ocrp(call=5, peer=1, result=1, err=0, cause=0, speed=100000000, win=64, delay=0, chan=0):
    return msg(8, struct.pack(">HHBBHIHHI", call, peer, result, err, cause, speed, win, delay, chan))


def icrq(call=7, ser=8, btype=1, chan=3, dialed=b"5551234", dialing=b"5556789", sub=b"", lengths=None):
    dl, gl = lengths or (len(dialed), len(dialing))
    return msg(9, struct.pack(">HHIIHH", call, ser, btype, chan, dl, gl)
               + name(dialed) + name(dialing) + name(sub))


def icrp(call=9, peer=7, result=1, err=0, win=16, delay=2, res=0):
    return msg(10, struct.pack(">HHBBHHH", call, peer, result, err, win, delay, res))


def iccn(peer=9, res=0, speed=64000, win=16, delay=2, ftype=1):
    return msg(11, struct.pack(">HHIHHI", peer, res, speed, win, delay, ftype))


def cdn(call=5, result=4, err=0, cause=0, res=0, stats=b"bytes 1234"):
    return msg(13, struct.pack(">HBBHH", call, result, err, cause, res) + name(stats, 128))


payloads = [
    sccrq(),
    sccrp(),
    sccrq(ver=0x0203, res=7, framing=2, bearer=2, chans=65535, firm=4660, host=b"h" * 64, vendor=b"v" * 64),
    sccrq(framing=0, bearer=0, host=b"ctl\x01\x7f\xc8x", vendor=b"a\0b"),
    sccrq(framing=0xfffffffc, bearer=0xfffffffc),
    sccrp(result=2, err=1, framing=1, bearer=2),
    sccrp(result=3, err=2), sccrp(result=4, err=3), sccrp(result=5, err=4), sccrp(result=6, err=5),
    sccrp(result=0, err=6), sccrp(result=1, err=7), sccrp(result=255, err=255),
    msg(3, bytes([1, 0, 0, 0])), msg(3, bytes([2, 0, 0, 0])), msg(3, bytes([3, 5, 0, 9])),
    msg(3, bytes([0, 0, 0, 0])), msg(3, bytes([4, 0, 0, 0])),
    msg(4, bytes([1, 0, 0, 0])), msg(4, bytes([2, 6, 0, 3])), msg(4, bytes([3, 0, 0, 0])),
    msg(5, struct.pack(">I", 0)), msg(5, struct.pack(">I", 0xdeadbeef)),
    msg(6, struct.pack(">IBBH", 0xdeadbeef, 1, 0, 0)), msg(6, struct.pack(">IBBH", 1, 2, 4, 1)),
    msg(6, struct.pack(">IBBH", 2, 0, 0, 0)),
    ocrq(), ocrq(btype=1, ftype=1, phone=b"5551234", plen=7, sub=b"ext 9", res=3),
    ocrq(btype=2, ftype=2), ocrq(btype=0, ftype=0), ocrq(btype=4, ftype=4, delay=30),
    ocrp(), ocrp(result=2, err=1, cause=17), ocrp(result=3), ocrp(result=4), ocrp(result=5),
    ocrp(result=6), ocrp(result=7, chan=99), ocrp(result=8), ocrp(result=0),
    icrq(), icrq(btype=2, dialed=b"", dialing=b"", sub=b"sub"), icrq(btype=3), icrq(btype=9),
    icrp(), icrp(result=2, err=3), icrp(result=3, res=1), icrp(result=4),
    iccn(), iccn(res=2, ftype=2), iccn(ftype=3), iccn(ftype=7),
    msg(12, struct.pack(">HH", 5, 0)), msg(12, struct.pack(">HH", 6, 1)),
    cdn(), cdn(result=1, cause=16), cdn(result=2, err=5), cdn(result=3, res=2), cdn(result=5, stats=b"s" * 128),
    cdn(result=0, stats=b""),
    msg(14, struct.pack(">HHIIIIII", 9, 0, 1, 2, 3, 4, 5, 6)),
    msg(14, struct.pack(">HHIIIIII", 9, 1, 0xffffffff, 0, 0, 0, 0, 0)),
    msg(15, struct.pack(">HHII", 9, 0, 0xffffffff, 0)), msg(15, struct.pack(">HHII", 9, 3, 0, 0x000a0000)),
    msg(5, struct.pack(">I", 1), mtype=2), msg(5, struct.pack(">I", 1), mtype=0),
    msg(5, struct.pack(">I", 1), mtype=7, cookie=0x12345678), msg(5, struct.pack(">I", 1), cookie=0),
    msg(0, b"\0" * 8), msg(16, b"\0" * 8), msg(200, b"\0" * 8), msg(0xffff, b""),
    msg(5, struct.pack(">I", 1), reserved0=0x102),
    msg(5, struct.pack(">I", 1), length=0), msg(5, struct.pack(">I", 1), length=65535),
    msg(5, struct.pack(">I", 3)) + msg(6, struct.pack(">IBBH", 3, 1, 0, 0)),
    # Messages the segment ends inside: tcpdump reads on to the captured end.
    msg(6, struct.pack(">I", 3)),
    sccrq()[:40],
    sccrq()[:100],
    cdn()[:60],
    msg(14, struct.pack(">HHIII", 9, 0, 1, 2, 3)),
    b"\x00\x10\x00",
    b"\x00\x10\x00\x01\x1a\x2b\x3c\x4d\x00",
    # Numbers longer or shorter than their length fields: tcpdump prints no more than the field says.
    icrq(dialed=b"5551234", dialing=b"5556789", sub=b"subsub", lengths=(3, 2)),
    icrq(dialed=b"d" * 64, dialing=b"5556789", lengths=(100, 0)),
    icrq(dialed=b"x", dialing=b"y" * 64, lengths=(0, 65535)),
    ocrq(plen=3, phone=b"123456"), ocrq(plen=0, phone=b"123456"), ocrq(plen=100, phone=b"9" * 64, sub=b"s" * 64),
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 1723, 40800 + i) if i % 2 else (B, A, 40800 + i, 1723)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 9000 + i, 5000, "PA", p)))
v6 = tcp6("2001:db8::76:1", "2001:db8::76:2", 40900, 1723, 1, 2, "PA", sccrq(host=b"six"))
frames.append(frame6("2001:db8::76:1", "2001:db8::76:2", 6, v6))
# Cut captures: inside the header, the fixed fields, a name, the call statistics.
cuts = [(frames[0], 60), (frames[0], 66), (frames[0], 70), (frames[0], 80), (frames[0], 95),
        (frames[0], 120), (frames[1], 60), (frames[1], 90), (frames[1], 200), (frames[13], 66),
        (frames[23], 70), (frames[26], 90), (frames[31], 80), (frames[40], 100), (frames[40], 200),
        (frames[45], 75), (frames[53], 100), (frames[53], 190), (frames[59], 80), (frames[61], 70)]
write_pcap("pptp-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
