#!/usr/bin/env python3
"""AFS over RX (UDP 7000-7009): calls to every AFS service tcpdump decodes (fs, cb, pt, vldb,
kauth, vol, bos and the Ubik calls of the database servers) with their arguments, replies matched
to their calls through the call table (data and abort), RX acks with ack/nack ranges and the
optional MTU fields, every packet type and flag, an IPv6 exchange, and cut or malformed calls (a
string longer than its maximum, a capture ending in a file id, a string or the header). OpenAFS
servers are heavy to stand up in a lab, so the packets are built here. Writes
Fixtures/pcap/afs-rx-gen.pcap. Deterministic."""
import struct
from pcaplib import *

CLIENT, SERVER = "198.18.70.1", "198.18.70.2"
CLIENT6, SERVER6 = "2001:db8:70::1", "2001:db8:70::2"
T0 = 1700007000.0
DATA, ACK, BUSY, ABORT, ACKALL, CHALLENGE, RESPONSE, DEBUG, PARAMS, VERSION = 1, 2, 3, 4, 5, 6, 7, 8, 9, 13
CLIENT_INIT, REQ_ACK, LAST, MORE, FREE, SLOW = 1, 2, 4, 8, 16, 32
CPORT = 7100
call_number = [0]


def rx(type_, flags, body=b"", call=1, seq=1, serial=1, service=1, secindex=0, cid=0x8a3c2000, epoch=0x5f000000,
       status=0):
    return struct.pack("!IIIIIBBBBHH", epoch, cid, call, seq, serial, type_, flags, status, secindex, 0,
                       service) + body


def u32(*values):
    return b"".join(struct.pack("!I", v & 0xffffffff) for v in values)


def xdr_string(text):
    return u32(len(text)) + text + b"\0" * ((4 - len(text) % 4) % 4)


def vec(text, size):
    """A name sent one character per 32-bit word, as pt and vldb do."""
    return u32(*([c for c in text] + [0] * (size - len(text))))


def fid(volume, vnode, unique):
    return u32(volume, vnode, unique)


def uuid():
    return u32(0x12345678, 0x9abc, 0xdef0, 1, 2, 3, 4, 5, 6, 7, 0x1ff)


def store_status(mask, date=1700000000, owner=100, group=200, mode=0o100644, segsize=65536):
    return u32(mask, date, owner, group, mode, segsize)


packets = []


def add(frame, cut=None):
    t = T0 + len(packets) * 0.01
    if cut is None:
        packets.append((t, frame))
    else:
        packets.append((t, frame[:cut], len(frame)))


def send4(sport, dport, payload, src=CLIENT, dst=SERVER, cut=None):
    add(frame4(src, dst, 17, udp4(src, dst, sport, dport, payload)), cut)


def exchange(port, service, opcode, args, reply=None, reply_type=DATA, call=None, cut=None):
    """A call from the client to `port` and, when `reply` is given, the server's answer."""
    call_number[0] += 1
    number = call_number[0] if call is None else call
    send4(CPORT, port, rx(DATA, CLIENT_INIT | LAST | REQ_ACK, u32(opcode) + args, call=number, service=service),
          cut=cut)
    if reply is not None:
        send4(port, CPORT, rx(reply_type, LAST, reply, call=number, service=service), src=SERVER, dst=CLIENT)


FS, CB, PT, VL, KA, VOL, BOS = 7000, 7001, 7002, 7003, 7004, 7005, 7007

# File server (service 1): every call with arguments, and the replies tcpdump decodes.
exchange(FS, 1, 130, fid(536870918, 1, 1) + u32(0, 4096), reply=b"")
exchange(FS, 1, 131, fid(536870918, 1, 1), reply=xdr_string(b"2 1\nsystem:administrators 127\nalice 9\nbob 3\n"))
exchange(FS, 1, 132, fid(536870918, 2, 3))
exchange(FS, 1, 133, fid(536870918, 4, 5) + store_status(0x41f) + u32(0, 512, 512))
exchange(FS, 1, 134, fid(536870918, 1, 1) + xdr_string(b"1 0\nalice 127\n"))
exchange(FS, 1, 135, fid(536870918, 4, 5) + store_status(0x6))
exchange(FS, 1, 136, fid(536870918, 1, 1) + xdr_string(b"old.txt"))
exchange(FS, 1, 137, fid(536870918, 1, 1) + xdr_string(b"new.txt") + store_status(0x9, mode=0o644),
         reply=fid(536870918, 8, 9))
exchange(FS, 1, 138, fid(536870918, 1, 1) + xdr_string(b"a") + fid(536870918, 1, 1) + xdr_string(b"b"))
exchange(FS, 1, 139, fid(536870918, 1, 1) + xdr_string(b"link") + xdr_string(b"/afs/example/target"))
exchange(FS, 1, 140, fid(536870918, 1, 1) + xdr_string(b"hard") + fid(536870918, 6, 7))
exchange(FS, 1, 141, fid(536870918, 1, 1) + xdr_string(b"dir") + store_status(0), reply=fid(536870918, 10, 11))
exchange(FS, 1, 142, fid(536870918, 1, 1) + xdr_string(b"dir"))
exchange(FS, 1, 148, xdr_string(b"root.cell"))
exchange(FS, 1, 149, u32(536870918))
exchange(FS, 1, 151, b"", reply=xdr_string(b"root.afs"))
exchange(FS, 1, 153, b"", reply=u32(1700001234, 0))
exchange(FS, 1, 154, xdr_string(b"user.alice"))
exchange(FS, 1, 155, u32(2) + fid(1, 2, 3) + fid(4, 5, 6))
exchange(FS, 1, 155, u32(0))
exchange(FS, 1, 65536, u32(1) + fid(7, 8, 9))
exchange(FS, 1, 65537, fid(536870918, 4, 5) + struct.pack("!QQ", 1 << 33, 65536))
exchange(FS, 1, 65538, fid(536870918, 4, 5) + store_status(0x10) + struct.pack("!QQQ", 0, 10, 10))
exchange(FS, 1, 65541, u32(0xc6124601))
exchange(FS, 1, 156, fid(1, 1, 1), reply=u32(106), reply_type=ABORT)
exchange(FS, 1, 157, fid(1, 1, 1), reply=u32(0xffffff9c), reply_type=ABORT)
exchange(FS, 1, 158, fid(1, 1, 1), reply=u32(5), reply_type=ABORT)
exchange(FS, 1, 146, b"", reply=b"\0\0\0\0", reply_type=BUSY)
exchange(FS, 1, 999, u32(1, 2))
# Cache manager callbacks (service 1 on 7001).
exchange(CB, 1, 204, u32(2) + fid(1, 2, 3) + fid(4, 5, 6) + u32(1) + u32(7, 1700003600, 1), reply=b"")
exchange(CB, 1, 204, u32(0) + u32(0))
exchange(CB, 1, 206, b"", reply=u32(0xffffffff), reply_type=ABORT)
exchange(CB, 1, 213, b"", reply=uuid())
exchange(CB, 1, 214, uuid())
exchange(CB, 1, 65538, b"")
# Protection server (service 73) and its Ubik calls.
exchange(PT, 73, 500, xdr_string(b"alice") + u32(1001, 0xffffffff))
exchange(PT, 73, 501, u32(1001))
exchange(PT, 73, 502, u32(12))
exchange(PT, 73, 503, u32(1001, 0xfffffe00))
exchange(PT, 73, 504, u32(2) + vec(b"alice", 64) + vec(b"bob", 64), reply=u32(2, 1001, 1002))
exchange(PT, 73, 504, u32(0), reply=u32(0))
exchange(PT, 73, 505, u32(2, 1001, 1002), reply=u32(1) + vec(b"alice", 64))
exchange(PT, 73, 505, u32(0), reply=u32(0))
exchange(PT, 73, 508, u32(1001), reply=u32(3, 1001, 0xffffffff, 0xfffffffd))
exchange(PT, 73, 509, xdr_string(b"group:staff") + u32(2, 1001))
exchange(PT, 73, 510, b"", reply=u32(1200, 0xffffff00))
exchange(PT, 73, 511, u32(1300, 0))
exchange(PT, 73, 513, u32(1001) + xdr_string(b"alicia") + u32(1001, 1005))
exchange(PT, 73, 520, u32(1001) + xdr_string(b"al"))
exchange(PT, 73, 530, u32(1001), reply=u32(267), reply_type=ABORT)
exchange(PT, 73, 10000, u32(1, 1700002000, 1699990000, 5, 1699990000, 9), reply=b"")
exchange(PT, 73, 10000, u32(0, 1700002000, 1, 2, 3, 4), reply=u32(1700002075), reply_type=ABORT)
exchange(PT, 73, 10003, u32(0xc6124602))
exchange(PT, 73, 20002, u32(1, 2, 0, 16, 64, 2))
exchange(PT, 73, 20003, u32(1, 2, 0, 128))
exchange(PT, 73, 20004, b"", reply=u32(1699990000, 7))
exchange(PT, 73, 20005, u32(0))
exchange(PT, 73, 20006, u32(0, 4096, 1, 2))
exchange(PT, 73, 20009, u32(1, 2, 0, 8192))
exchange(PT, 73, 20012, u32(1, 2, 3, 4, 5, 6))
exchange(PT, 73, 20000, u32(1, 2), reply=u32(5376), reply_type=ABORT)
exchange(PT, 73, 10007, b"")
# Volume location server (service 52).
exchange(VL, 52, 501, vec(b"user.alice", 65))
exchange(VL, 52, 503, u32(536870918, 0), reply=vec(b"root.cell", 65) + u32(0, 2)
         + u32(0xc6124602, 0xc6124603, 0, 0, 0, 0, 0, 0) + u32(0, 27, 0, 0, 0, 0, 0, 0) + u32(*[0] * 8)
         + u32(536870918, 536870919, 536870920))
exchange(VL, 52, 508, u32(536870918, 2))
exchange(VL, 52, 509, u32(536870918, 7))
exchange(VL, 52, 504, xdr_string(b"root.afs"))
exchange(VL, 52, 505, u32(3), reply=u32(536870930))
exchange(VL, 52, 506, u32(536870918, 1) + vec(b"root.cell", 65))
exchange(VL, 52, 510, u32(4), reply=u32(1, 5) + vec(b"vol.a", 65) + u32(0, 1) + u32(0xc6124602) + u32(0) * 7
         + u32(1) + u32(0) * 7 + u32(*[0] * 8) + u32(1, 2, 3))
exchange(VL, 52, 519, xdr_string(b"root.cell"), reply=vec(b"root.cell", 65) + u32(1) + u32(0xc6124602)
         + u32(0) * 12 + u32(3) + u32(0) * 12 + u32(*[0] * 13) + u32(10, 11, 12))
exchange(VL, 52, 527, xdr_string(b"root.cell"), reply=vec(b"root.cell", 65) + u32(1) + uuid() + b"\0" * 44 * 12
         + u32(*[0] * 13) + u32(30) + u32(0) * 12 + u32(*[0] * 13) + u32(20, 21, 22))
exchange(VL, 52, 514, b"", reply=u32(363524), reply_type=ABORT)
exchange(VL, 52, 20004, b"", reply=u32(1699990000, 3))
# Authentication server (service 731).
exchange(KA, 731, 21, xdr_string(b"alice") + xdr_string(b"") + u32(1, 2), reply=b"\1\2\3\4")
exchange(KA, 731, 23, u32(3) + xdr_string(b"EXAMPLE.ORG") + xdr_string(b"ticket!") + xdr_string(b"afs")
         + xdr_string(b""))
exchange(KA, 731, 4, xdr_string(b"bob") + xdr_string(b"admin") + u32(8))
exchange(KA, 731, 12, xdr_string(b"carol"), reply=u32(180490), reply_type=ABORT)
exchange(KA, 731, 10, b"")
# Volume server (service 4).
exchange(VOL, 4, 100, u32(0) + xdr_string(b"vol.new") + u32(0, 536870918), reply=u32(536870940, 9))
exchange(VOL, 4, 101, u32(9))
exchange(VOL, 4, 102, u32(9, 1))
exchange(VOL, 4, 103, u32(9, 1700000100, 1, 2, 3, 0xfffffffe))
exchange(VOL, 4, 104, u32(9), reply=u32(0))
exchange(VOL, 4, 105, u32(9, 0, 2) + xdr_string(b"vol.clone"), reply=u32(536870950))
exchange(VOL, 4, 106, u32(9, 4))
exchange(VOL, 4, 107, u32(9), reply=u32(4))
exchange(VOL, 4, 108, u32(536870918, 0, 1), reply=u32(10))
exchange(VOL, 4, 109, u32(10, 0))
exchange(VOL, 4, 110, u32(3), reply=u32(536870918, 0))
exchange(VOL, 4, 111, u32(10, 0xc6124603))
exchange(VOL, 4, 112, u32(10), reply=xdr_string(b"vol.name"))
exchange(VOL, 4, 113, u32(10), reply=u32(536870918, 77, 0, 536870918, 536870919, 536870920, 0, 5000, 0, 1)
         + u32(1699000000, 1699500000, 1699600000, 0, 1699700000, 1699800000))
exchange(VOL, 4, 114, xdr_string(b"sig") + u32(0, 1, 2))
exchange(VOL, 4, 115, b"", reply=u32(0) * 26)
exchange(VOL, 4, 116, u32(0, 1), reply=u32(1) + vec(b"vol.listed", 32) + u32(536870918) + u32(0) * 21)
exchange(VOL, 4, 116, u32(0, 0), reply=u32(0))
exchange(VOL, 4, 117, u32(10) + xdr_string(b"ids") + u32(0, 1, 2, 3))
exchange(VOL, 4, 119, xdr_string(b"/vicepa"))
exchange(VOL, 4, 120, u32(10))
exchange(VOL, 4, 121, u32(0, 536870918))
exchange(VOL, 4, 123, u32(10, 1700000200))
exchange(VOL, 4, 126, u32(10))
exchange(VOL, 4, 128, u32(10, 1700000300, 2, 1, 2, 3, 4, 5, 6))
exchange(VOL, 4, 128, u32(10, 1700000300, 0))
exchange(VOL, 4, 65536, u32(0, 536870918))
exchange(VOL, 4, 65538, u32(10, 0, 1))
exchange(VOL, 4, 118, b"", reply=u32(1492325), reply_type=ABORT)
# Basic overseer (service 1 on 7007).
exchange(BOS, 1, 80, xdr_string(b"simple") + xdr_string(b"fs"), reply=b"")
exchange(BOS, 1, 82, xdr_string(b"fs") + u32(1))
exchange(BOS, 1, 83, xdr_string(b"fs"), reply=u32(39430), reply_type=ABORT)
exchange(BOS, 1, 84, u32(2))
exchange(BOS, 1, 86, xdr_string(b"fs") + u32(1))
exchange(BOS, 1, 105, xdr_string(b"/usr/afs/bin/fileserver") + u32(1000, 0, 1700000000))
exchange(BOS, 1, 999, b"")
# RX acks: ack/nack ranges, the trailing MTU and window fields, other reasons.
def ackbody(first, serial, reason, acks, trailer=True):
    body = struct.pack("!HHIIIBB", 32, 0, first, 0, serial, reason, len(acks)) + bytes(acks)
    if trailer:
        body += b"\0\0\0" + u32(1444, 1444, 32, 4)
    return body

send4(FS, CPORT, rx(ACK, SLOW, ackbody(1, 7, 1, [1, 1, 1, 0, 0, 1, 0, 1, 1]), call=500), src=SERVER, dst=CLIENT)
send4(CPORT, FS, rx(ACK, CLIENT_INIT | SLOW, ackbody(4, 9, 6, [], trailer=False), call=500))
send4(CPORT, FS, rx(ACK, CLIENT_INIT, ackbody(4, 9, 7, [0]) [:-8], call=500))
send4(CPORT, FS, rx(ACK, CLIENT_INIT, ackbody(1, 2, 42, [1, 0, 1, 0, 0, 0, 1]), call=500))
# Every packet type and flag (the jumbogram and slow-start bits share a value).
for type_ in (BUSY, ACKALL, CHALLENGE, RESPONSE, DEBUG, PARAMS, VERSION, 11):
    send4(CPORT, FS, rx(type_, CLIENT_INIT | REQ_ACK, b"\0" * 8, call=600 + type_, seq=0, serial=type_))
send4(CPORT, FS, rx(DATA, 0x3f, u32(132) + fid(1, 1, 1), call=700, seq=2, serial=3, secindex=2))
send4(CPORT, FS, rx(DATA, 0x3e, u32(132) + fid(1, 1, 1), call=701, seq=1, serial=3))
send4(CPORT, 7009, rx(DATA, CLIENT_INIT, u32(1), call=702))
send4(7009, CPORT, rx(DATA, 0, u32(1), call=702), src=SERVER, dst=CLIENT)
# Cut and malformed calls.
exchange(FS, 1, 136, fid(1, 1, 1) + u32(300) + b"x" * 300)
exchange(FS, 1, 136, fid(1, 1, 1) + xdr_string(b"truncated-name"), cut=14 + 20 + 8 + 28 + 4 + 12 + 4 + 5)
exchange(FS, 1, 130, fid(1, 1, 1) + u32(0, 1), cut=14 + 20 + 8 + 28 + 4 + 8)
exchange(FS, 1, 130, fid(1, 1, 1) + u32(0, 1), cut=14 + 20 + 8 + 28 + 4 + 12 + 2)
exchange(FS, 1, 132, b"", cut=14 + 20 + 8 + 28 + 2)
exchange(FS, 1, 132, b"", cut=14 + 20 + 8 + 20)
exchange(PT, 73, 504, u32(1) + vec(b"cut", 64), cut=14 + 20 + 8 + 28 + 8 + 40)
exchange(CB, 1, 214, uuid(), cut=14 + 20 + 8 + 28 + 4 + 20)
exchange(PT, 73, 10000, u32(1, 1700002000, 1699990000), cut=None)
send4(CPORT, FS, rx(DATA, CLIENT_INIT, b"", call=800))
send4(CPORT, FS, rx(DATA, CLIENT_INIT, b"", call=801)[:27])
# An IPv6 exchange: the call table keys on the bytes where an IPv4 header keeps its addresses.
number = 900
frame = frame6(CLIENT6, SERVER6, 17, udp6(CLIENT6, SERVER6, CPORT, VL, rx(DATA, CLIENT_INIT | LAST,
               u32(505, 1), call=number, service=52)))
add(frame)
add(frame6(SERVER6, CLIENT6, 17, udp6(SERVER6, CLIENT6, VL, CPORT, rx(DATA, LAST, u32(536870999), call=number,
                                                                       service=52))))

write_pcap("afs-rx-gen.pcap", packets)
