#!/usr/bin/env python3
"""LDP (RFC 5036, RFC 4447 PWid FEC, RFC 3478 fault tolerance, RFC 3988 MTU) messages and TLVs the
frr lab (Fixtures/capture-ldp.sh) never sends, plus malformed and cut PDUs.
Writes Fixtures/pcap/ldp-gen.pcap. Deterministic."""
import struct
from pcaplib import *

A, B = "198.18.32.1", "198.18.32.2"
T0 = 1700002000.0


def tlv(kind, value, u=False, f=False):
    return struct.pack("!HH", kind | (0x8000 if u else 0) | (0x4000 if f else 0), len(value)) + value


def message(kind, tlvs, ident=1, u=False):
    body = struct.pack("!I", ident) + tlvs
    return struct.pack("!HH", kind | (0x8000 if u else 0), len(body)) + body


def pdu(messages, lsr="198.18.33.1", space=0, version=1, length=None):
    body = b"".join(messages)
    return struct.pack("!HH4sH", version, 6 + len(body) if length is None else length, ip4(lsr), space) + body


def fec_prefix(af, raw):
    return b"\x02" + struct.pack("!H", af) + raw


def martini(pwtype, cword, group, vcid=None, params=b"", info_len=None):
    info = (struct.pack("!I", vcid) + params) if vcid is not None else b""
    return (b"\x80" + struct.pack("!HB", pwtype | (0x8000 if cword else 0), len(info) if info_len is None else info_len)
            + struct.pack("!I", group) + info)


pdus = [
    pdu([message(0x0001, tlv(0x0300, struct.pack("!II", 0x80000009, 0x1234)), u=False),
         message(0x0001, tlv(0x0300, struct.pack("!II", 0x4000000a, 0)), ident=2)]),
    pdu([message(0x0200, tlv(0x0500, struct.pack("!HHBBH4sH", 1, 180, 0xc0, 7, 4096, ip4("198.18.33.2"), 0)) +
                 tlv(0x0503, struct.pack("!HHII", 0x800f, 0, 1000, 2000), u=True) + tlv(0x0503, bytes(12), u=True)),
         message(0x0201, b""),
         message(0x0100, tlv(0x0400, struct.pack("!HH", 45, 0xc000)) + tlv(0x0401, ip4(A))
                 + tlv(0x0403, ip6("2001:db8:32::1")) + tlv(0x0402, struct.pack("!I", 7)))]),
    pdu([message(0x0400, tlv(0x0100, b"\x01" + fec_prefix(1, bytes([24]) + ip4("198.18.34.0")[:3])
                                    + fec_prefix(2, bytes([64]) + ip6("2001:db8:34::")[:8]))
                 + tlv(0x0200, struct.pack("!I", 0x12345)) + tlv(0x0601, struct.pack("!H", 9000))),
         message(0x0400, tlv(0x0100, b"\x03\x00\x01\x04" + ip4(A)) + tlv(0x0100, b"\x77")
                 + tlv(0x0100, fec_prefix(99, b"\x00")) + tlv(0x0100, fec_prefix(1, bytes([40]) + b"\x01" * 5))),
         message(0x0402, tlv(0x0100, b"\x01") + tlv(0x0201, b"\x00\x01\x00\x20") + tlv(0x0202, b"\x00\x00\x00\x10"))]),
    pdu([message(0x0400, tlv(0x0100, martini(5, True, 7, 100,
            struct.pack("!BBH", 1, 4, 1500) + struct.pack("!BB", 3, 6) + b"pw-1" + struct.pack("!BBBB", 0x0c, 4, 3, 6)
            + struct.pack("!BBH", 0x09, 4, 0xabcd) + struct.pack("!BB", 0x0c, 4) + b"\x00\x00"))
                 + tlv(0x0200, struct.pack("!I", 16))),
         message(0x0400, tlv(0x0100, martini(4, False, 8)) + tlv(0x0100, martini(0x40, True, 9, 1, info_len=2))
                 + tlv(0x0100, martini(0x7fff, False, 1, 2, b"\x01\x01\x00\x00", info_len=8))
                 + tlv(0x0100, martini(5, True, 1, 2, b"\x01\x00", info_len=12))
                 + tlv(0x0100, b"\x80\x00\x05\x04")),
         message(0x0300, tlv(0x0101, struct.pack("!H", 1) + ip4(A) + ip4(B) + b"\x01\x02")
                 + tlv(0x0101, struct.pack("!H", 2) + ip6("2001:db8:32::1")) + tlv(0x0101, struct.pack("!H", 7) + b"\x01")),
         message(0x0301, tlv(0x0101, struct.pack("!H", 1) + ip4(B)))]),
    # Messages tcpdump has no decoder for, vendor and experimental types, unknown TLVs.
    pdu([message(0x0401, tlv(0x0100, b"\x01") + tlv(0x0600, struct.pack("!I", 5))),
         message(0x0403, tlv(0x0100, b"\x01")), message(0x0404, tlv(0x0100, b"\x01")),
         message(0x3e01, b"\x01\x02\x03\x04", u=True), message(0x0100, tlv(0x3f00, b"\xaa\xbb", u=True, f=True)
                                                               + tlv(0x0103, b"\x02") + tlv(0x0104, ip4(A)))]),
    # Short TLVs and messages.
    pdu([message(0x0100, tlv(0x0400, b"\x00\x01") + tlv(0x0401, b"\x01") + tlv(0x0403, b"\x01" * 4)
                 + tlv(0x0402, b"") + tlv(0x0500, b"\x00" * 10) + tlv(0x0200, b"") + tlv(0x0300, b"\x00" * 4)
                 + tlv(0x0503, b"\x00") + tlv(0x0601, b"") + tlv(0x0101, b"") + tlv(0x0100, b"")
                 + tlv(0x0100, b"\x02\x00"))]),
    pdu([message(0x0100, struct.pack("!HH", 0x0400, 40) + b"\x00\x01\x00\x02")]),
    pdu([struct.pack("!HHI", 0x0100, 2, 1)]),
    pdu([], version=2), pdu([], length=4), pdu([message(0x0201, b"")], length=30),
]
frames = [frame4(A, "224.0.0.2", 17, udp4(A, "224.0.0.2", 646, 646, p), ttl=1) for p in pdus]
# Several PDUs in one datagram; LDP over TCP; a capture cut inside a message.
frames.append(frame4(A, B, 17, udp4(A, B, 646, 646, pdus[1] + pdus[0] + pdus[2])))
frames.append(frame4(A, B, 6, tcp4(A, B, 646, 40100, 1, 1, "PA", pdus[2] + pdus[3])))
frames.append(frame4(B, A, 6, tcp4(B, A, 40100, 646, 1, 1, "PA", pdus[1])))
cut = frame4(A, B, 17, udp4(A, B, 646, 646, pdus[3]))
write_pcap("ldp-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5, cut[:90], len(cut)), (T0 + 5.01, cut[:60], len(cut)), (T0 + 5.02, cut[:48], len(cut))])
