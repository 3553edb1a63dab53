#!/usr/bin/env python3
"""ForCES (RFC 5810) in SCTP DATA chunks, which tcpdump 4.99 decodes at every verbosity when a port
is one of the ForCES channels (6704-6706, RFC 5811) or the chunk's PPID is 21-23: every message
type (heartbeat, association setup/response/teardown, config and its response, query and its
response, event notification, packet redirect), the top-level TLVs (LFBselect, ASResult,
ASTreason, REDIRECT with METADATA and REDIRECTDATA), every operation TLV (set, set-prop, their
responses, del, get, get-prop, their responses, report, commit, rcommit, rtrcomp, vendor and
invalid ones), PATH-DATA with IDs, table ranges, keys, appends, nested PATH-DATA, FULLDATA,
SPARSEDATA ILVs and RESULT codes; then malformed lengths, types and flags tcpdump names, and
captures cut inside a message. Writes Fixtures/pcap/forces-gen.pcap. Deterministic."""
import struct
from pcaplib import *
from protocols import chunk, sctp

A, B = "198.18.73.1", "198.18.73.2"
T0 = 1700007300.0
packets = []
tsn = [500]
CE, FE = 0x40000001, 0x00000002


def pad4(b):
    return b + b"\0" * ((4 - len(b) % 4) % 4)


def tlv(t, value=b"", length=None, pad=True):
    n = 4 + len(value) if length is None else length
    body = struct.pack("!HH", t, n) + value
    return pad4(body) if pad else body


def ilv(t, value, length=None):
    n = 8 + len(value) if length is None else length
    return pad4(struct.pack("!II", t, n) + value)


def forces(tom, tlvs=b"", sid=CE, did=FE, cor=0x0102030405060708, flags=0x40000000, version=1, length=None):
    body = tlvs
    n = (24 + len(body)) // 4 if length is None else length
    return struct.pack("!BBHIIQI", version << 4, tom, n, sid, did, cor, flags) + body


def path(ids, rest=b"", flags=0):
    return struct.pack("!HH", flags, len(ids)) + b"".join(struct.pack("!I", i) for i in ids) + rest


def pdat(ids, rest=b"", flags=0):
    return tlv(0x110, path(ids, rest, flags))


def lfb(cls, inst, ops):
    return tlv(0x1000, struct.pack("!II", cls, inst) + b"".join(ops))


def fulldata(value):
    return tlv(0x112, value)


def result(code):
    return tlv(0x114, struct.pack("!BBH", code, 0, 0))


def data(payload, ppid=21):
    tsn[0] += 1
    return chunk(0, 3, struct.pack("!IHHI", tsn[0], 1, tsn[0] & 0xffff, ppid) + payload)


def add(payloads, sport=6704, dport=6704, cut=None, ppid=21, raw=None):
    chunks = raw if raw is not None else [data(p, ppid) for p in payloads]
    frame = frame4(A, B, 132, sctp(sport, dport, 0x0a0b0c0d, chunks))
    t = T0 + len(packets) * 0.01
    packets.append((t, frame) if cut is None else (t, frame[:cut], len(frame)))


# Heartbeats: flags of every kind (ACK, priority, EM, AT, TP, reserved bits), node kinds.
add([forces(0x0f, flags=0xc0000000)])
add([forces(0x0f, sid=0xc0000005, did=0xfffffffd, flags=0x7f2fffff, cor=0)])
add([forces(0x0f, sid=0xfffffffe, did=0xffffffff, flags=0x98c80000)])
add([forces(0x0f, sid=0x80000000, did=0xfffffff0, flags=0x00500000, version=2)])
# Association setup: none, one LFBselect with a report, and two.
add([forces(0x01)])
report = tlv(0x0b, pdat([1, 2], fulldata(b"\x00\x00\x00\x05")))
add([forces(0x01, lfb(1, 1, [report]))], sport=6705, dport=40000, ppid=22)
add([forces(0x01, lfb(1, 1, [report]) + lfb(2, 1, [report]))], sport=40001, dport=6706, ppid=23)
# Association response: every result code, an illegal one, a bad length.
for code in (0, 1, 2, 3):
    add([forces(0x11, tlv(0x10, struct.pack("!I", code)))])
add([forces(0x11, tlv(0x10, struct.pack("!I", 9)))])
add([forces(0x11, tlv(0x10, struct.pack("!II", 0, 0)))])
# Association teardown: every reason, an unknown one, an illegal one, a bad length.
add([forces(0x02, tlv(0x11, struct.pack("!I", c))) for c in (0, 1, 2)])
add([forces(0x02, tlv(0x11, struct.pack("!I", c))) for c in (3, 4, 200)])
add([forces(0x02, tlv(0x11, struct.pack("!I", 256)))])
add([forces(0x02, tlv(0x11, b"\0\0"))])
# Config: set with IDs and full data, set-prop with sparse data, del, commit, rtrcomp, an
# operation this message may not carry, a vendor operation.
sparse = tlv(0x113, ilv(1, b"\x00\x00\x00\x0a") + ilv(2, b"abcdef"))
ops = [tlv(0x01, pdat([1, 3], fulldata(b"\xc6\x12\x49\x01"))),
       tlv(0x02, pdat([4], sparse)),
       tlv(0x05, pdat([5, 6, 7])),
       tlv(0x0c), tlv(0x0e)]
add([forces(0x03, lfb(0x11, 2, ops))])
add([forces(0x03, lfb(0xffffffff, 0xabcdef, [tlv(0x07, pdat([1])), tlv(0x8001, pdat([2], fulldata(b"vend")))]))])
# Config with table append and several LFBselects.
add([forces(0x03, lfb(3, 1, [tlv(0x01, pdat([9], fulldata(b"append!!"), flags=4))])
            + lfb(4, 1, [tlv(0x01, pdat([10], fulldata(b"\1\2\3\4")))]))])
# Config response: set/set-prop/del responses with results, rcommit, reserved result code,
# data the operation may not carry, a RESULT of the wrong size.
add([forces(0x13, lfb(0x11, 2, [tlv(0x03, pdat([1, 3], result(0))),
                                tlv(0x04, pdat([4], result(0x17))),
                                tlv(0x06, pdat([5], result(0xff))),
                                tlv(0x0d, pdat([8], result(1)))]))])
add([forces(0x13, lfb(0x11, 2, [tlv(0x03, pdat([1], result(0x20)))]))])
add([forces(0x13, lfb(0x11, 2, [tlv(0x03, pdat([1], fulldata(b"\0\0\0\1")))]))])
add([forces(0x13, lfb(0x11, 2, [tlv(0x03, pdat([1], tlv(0x114, b"\0\0\0\0\0\0\0\0")))]))])
add([forces(0x13, lfb(0x11, 2, [tlv(0x0d, tlv(0x9999, b"\0\0\0\0"))]))])
add([forces(0x13, lfb(0x11, 2, [tlv(0x0d, tlv(0x110, b"\0\0\0\0", length=40))]))])
# Query: get with IDs, get-prop, a keyed get, a table range, both (illegal), key errors.
key = struct.pack("!I", 0x77) + tlv(0x112, b"\0\0\0\x2a")
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1, 2])), tlv(0x08, pdat([3]))]))])
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1], key, flags=1))]))])
rng = tlv(0x117, struct.pack("!II", 10, 20))
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1], rng, flags=2))]))])
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1], rng, flags=3))]))])
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1], b"\0\0\0\1", flags=2))]))])
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1], struct.pack("!I", 1) + tlv(0x112, length=2) + b"\0" * 4, flags=1))]))])
add([forces(0x04, lfb(0x11, 2, [tlv(0x07, pdat([1], struct.pack("!I", 1) + struct.pack("!HH", 0x112, 40) + b"\0" * 4, flags=1))]))])
# Query response: full data, nested path data, sparse data, get-prop response.
inner = pdat([7], fulldata(b"inner-data"))
add([forces(0x14, lfb(0x11, 2, [tlv(0x09, pdat([1], fulldata(b"\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a"))),
                                tlv(0x09, pdat([2], inner)),
                                tlv(0x09, pdat([3], sparse)),
                                tlv(0x0a, pdat([4], fulldata(b"prop")))]))])
add([forces(0x14, lfb(0x11, 2, [tlv(0x09, pdat([1], result(0x0b)))]))])
add([forces(0x14, lfb(0x11, 2, [tlv(0x09, pdat([1], key, flags=1))]))])
# Event notification: a report; two LFBselects where only one is allowed.
add([forces(0x05, lfb(0x11, 2, [tlv(0x0b, pdat([1, 2], fulldata(b"event")))]))])
add([forces(0x05, lfb(0x11, 2, [tlv(0x0b, pdat([1], fulldata(b"ev1!")))]) * 2)])
# Packet redirect: metadata ILVs and the redirected packet, an unknown inner TLV.
meta = tlv(0x115, ilv(0x10, struct.pack("!I", 3)) + ilv(0x11, b"port"))
redd = tlv(0x116, bytes(range(0x40, 0x40 + 21)))
add([forces(0x06, tlv(0x01, meta + redd))])
add([forces(0x06, tlv(0x01, tlv(0x0200, b"\1\2\3\4\5\6") + redd))])
add([forces(0x06, tlv(0x01, b"\0\0\0\0"))])
add([forces(0x06, tlv(0x01, meta + struct.pack("!HH", 0x116, 60) + b"\0" * 8))])
add([forces(0x06, tlv(0x01, tlv(0x115, ilv(0x10, b"\0\0\0\0", length=90) + b"\0" * 8)))])
# Malformed: message types tcpdump refuses, lengths, top-level TLVs.
add([forces(0x00)])
add([forces(0x07)])
add([forces(0x12)])
add([forces(0x15)])
add([forces(0x0f, length=9)])
add([forces(0x0f)[:16] + b"\0\0\0\0"])
add([forces(0x0f, tlv(0x10, b"\0\0\0\0"))])
add([forces(0x03)])
add([forces(0x03, tlv(0x0200, b"\0" * 12))])
add([forces(0x03, tlv(0x1000, b"\0" * 12, length=60))])
add([forces(0x03, lfb(1, 1, []))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, b"\0" * 8, length=30)]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, b"\0\0"), tlv(0x01, pdat([1]))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, path([1, 2, 3]))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1, 2, 3])[:12])]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0300, b"abcd")))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0112, b"abcd", length=50)))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0112, b"abc")))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0113, b"\0\0\0\1")))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0113, ilv(1, b"", length=3))))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0113, ilv(1, b"abcd", length=99))))]))])
add([forces(0x03, lfb(1, 1, [tlv(0x01, pdat([1], tlv(0x0112, b"abcd") + b"\0\0\0\0"))]))])
add([forces(0x14, lfb(1, 1, [tlv(0x09, pdat([1], tlv(0x111, struct.pack("!I", 5) + tlv(0x113, b"\0\0\0\0"))))]))])
add([forces(0x14, lfb(1, 1, [tlv(0x09, pdat([1], tlv(0x111, struct.pack("!I", 5) + struct.pack("!HH", 0x112, 99))))]))])
# Not ForCES by port: the PPID decides; a ForCES port wins over M3UA's PPID; more chunks after.
add([forces(0x0f)], sport=5000, dport=5001, ppid=21)
add([forces(0x0f)], sport=5000, dport=5001, ppid=3)
add([forces(0x0f)], ppid=3)
add([forces(0x0f), forces(0x01), b"not forces at all, 30 bytes.."], sport=5000, dport=6704, ppid=0)
# Cut: the capture ends inside a message (SCTP stops), a short message at the packet's end
# (forces' own check), a key read past the message.
add([forces(0x03, lfb(0x11, 2, ops))], cut=14 + 20 + 12 + 16 + 30)
add([b"\x10\x0f\0\x06"])
add([b"\x10\x0f\0\x06", forces(0x0f)])
add([forces(0x14, lfb(1, 1, [tlv(0x09, pdat([1], tlv(0x111, b"\0\0\0\5", length=8)))]))], cut=None)

write_pcap("forces-gen.pcap", packets, linktype=LINKTYPE_ETHERNET)
