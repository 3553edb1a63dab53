#!/usr/bin/env python3
"""Hand-built SNMP (RFC 1157, 3416, 3412/3414) messages for what net-snmp in the lab
(Fixtures/capture-snmp.sh) never sends: every BER value type tcpdump names, every error-status and
trap complaint, v1/v2 PDU mix-ups, SNMPv3 header errors, and malformed BER (long tags, long and
impossible lengths, zero-length integers, unknown tags) plus cut captures. Deterministic.
Writes Fixtures/pcap/snmp-gen.pcap."""
import struct
from pcaplib import *

MA, MB = "02:00:5e:16:00:01", "02:00:5e:16:00:02"
A4, B4 = "198.18.162.1", "198.18.162.2"
T0 = 1700001600.0


def tlv(tag, body):
    n = len(body)
    if n < 0x80:
        head = bytes([n])
    elif n < 0x100:
        head = bytes([0x81, n])
    else:
        head = bytes([0x82, n >> 8, n & 0xFF])
    return bytes([tag]) + head + body


def integer(v):
    body = v.to_bytes(4, "big", signed=True)
    while len(body) > 1 and ((body[0] == 0 and body[1] < 0x80) or (body[0] == 0xFF and body[1] >= 0x80)):
        body = body[1:]
    return tlv(0x02, body)


def octets(s):
    return tlv(0x04, s if isinstance(s, bytes) else s.encode())


def oid_body(text):
    arcs = [int(a) for a in text.split(".")]
    out = b""
    for a in [arcs[0] * 40 + arcs[1]] + arcs[2:]:
        chunk = [a & 0x7F]
        a >>= 7
        while a:
            chunk.insert(0, 0x80 | (a & 0x7F))
            a >>= 7
        out += bytes(chunk)
    return out


def oid(text):
    return tlv(0x06, oid_body(text))


NULL = b"\x05\x00"


def seq(*items):
    return tlv(0x30, b"".join(items))


def unsigned(tag, v, size=None):
    size = size or max(1, (v.bit_length() + 8) // 8)
    return tlv(tag, v.to_bytes(size, "big"))


def varbinds(*pairs):
    return seq(*[seq(oid(n), v) for n, v in pairs])


def pdu(tag, rid, es, ei, binds):
    return tlv(0xA0 | tag, integer(rid) + integer(es) + integer(ei) + binds)


def v1(p, community="public", version=0):
    return seq(integer(version), octets(community), p)


def v3(flags, model, usm, scoped, msgid=7, size=65507):
    header = seq(integer(msgid), integer(size), octets(bytes([flags])), integer(model))
    return seq(integer(3), header, octets(usm), scoped)


def usm(engine=b"\x80\x00\x1f\x88\x04lab", boots=3, time=1234, user="ops", auth=b"", priv=b""):
    return seq(octets(engine), integer(boots), integer(time), octets(user), octets(auth), octets(priv))


def scoped(p, engine=b"\x80\x00\x1f\x88\x04lab", name=""):
    return seq(octets(engine), octets(name), p)


def frame(payload, sport=40000, dport=161, cut=None, src=B4, dst=A4):
    data = ether(MA, MB, 0x0800, ipv4(src, dst, 17, udp4(src, dst, sport, dport, payload)))
    return data if cut is None else (data[:cut], len(data))


SYS = "1.3.6.1.2.1.1.5.0"


def packets():
    f = []
    # Every value type tcpdump decodes or names, in one GetResponse.
    f.append(frame(v1(pdu(2, 1, 0, 0, varbinds(
        ("1.3.6.1.2.1.2.2.1.8.1", integer(-2)),
        ("1.3.6.1.2.1.2.2.1.10.1", unsigned(0x41, 4294967295, 5)),
        ("1.3.6.1.2.1.2.2.1.5.1", unsigned(0x42, 1000000000)),
        ("1.3.6.1.2.1.1.3.0", unsigned(0x43, 8640000)),
        ("1.3.6.1.2.1.31.1.1.1.6.1", unsigned(0x46, 18446744073709551615, 9)),
        ("1.3.6.1.2.1.4.20.1.1.198.18.162.1", tlv(0x40, bytes([198, 18, 162, 1]))),
        ("1.3.6.1.2.1.4.20.1.2.1", tlv(0x40, bytes([198, 18, 162, 1, 9]))),
        ("1.3.6.1.4.1.2021.10.1.6.1", tlv(0x44, b"\x9f\x78\x04\x3f\x80\x00\x00")),
        ("1.3.6.1.4.1.2021.10.1.7.1", tlv(0x45, b"\x01\x02")),
        ("1.3.6.1.2.1.1.2.0", oid("1.3.6.1.4.1.8072.3.2.10")),
        ("1.3.6.1.2.1.2.2.1.6.1", octets(b"\x02\x00\x5e\x16\x00\x01")),
        ("1.3.6.1.2.1.1.4.0", octets("")),
        ("1.3.6.1.2.1.1.6.0", octets('say "hi"')),
        ("1.3.6.1.2.1.1.7.0", NULL),
        ("1.3.6.1.2.1.1.8.0", b"\x01\x01\xff"),
        ("1.3.6.1.2.1.1.9.0", b"\x81\x00"),
        ("1.3.6.1.2.1.1.10.0", b"\x82\x00"),
        ("1.3.6.1.2.1.1.11.0", b"\x80\x00"),
        ("1.3.6.1.2.1.1.12.0", b"\x85\x00"),
        ("1.3.6.1.2.1.1.13.0", tlv(0x31, integer(1))),
        ("1.3.6.1.2.1.1.14.0", seq(integer(1), integer(2))),
        ("1.3.6.1.2.1.1.15.0", tlv(0x61, b"\x00")),
        ("1.3.6.1.2.1.1.16.0", tlv(0xC0, b"\xab")),
        ("1.3.6.1.2.1.1.17.0", tlv(0xE0, b"")),
        ("1.3.6.1.2.1.1.18.0", tlv(0x03, b"\x00\xff")),
    )))))
    # OIDs: large arcs, a 2.x first byte, a trailing continuation byte, empty.
    f.append(frame(v1(pdu(1, 2, 0, 0, varbinds(
        ("1.3.6.1.4.1.4294967295.268435456.16384", NULL),
        ("2.999.1", NULL),
        ("1.3.6.1.2.1.1.1", NULL))))))
    f.append(frame(v1(pdu(0, 3, 0, 0, seq(seq(tlv(0x06, b"\x2b\x06\x81"), NULL), seq(tlv(0x06, b""), NULL),
                                           seq(tlv(0x06, b"\xff\xff\xff\xff\xff\x7f"), NULL))))))
    # Error status and index, as a response and where a request must carry zeros.
    f.append(frame(v1(pdu(2, 4, 1, 2, varbinds((SYS, NULL)))), sport=161, dport=40000, src=A4, dst=B4))
    f.append(frame(v1(pdu(2, 5, 25, 1, varbinds((SYS, NULL)))), sport=161, dport=40000, src=A4, dst=B4))
    f.append(frame(v1(pdu(2, 6, -3, 0, varbinds((SYS, NULL)))), sport=161, dport=40000, src=A4, dst=B4))
    f.append(frame(v1(pdu(2, 7, 0, 4, varbinds((SYS, NULL)))), sport=161, dport=40000, src=A4, dst=B4))
    f.append(frame(v1(pdu(0, 8, 5, 3, varbinds((SYS, integer(1)))))))
    f.append(frame(v1(pdu(3, 9, 18, -1, varbinds((SYS, octets("x")))), community="private")))
    f.append(frame(v1(pdu(0, 10, 0, 0, varbinds((SYS, NULL))), community=b"\x01sec\xff")))
    # Requests in the other version's PDU, the v2 PDUs, unknown versions.
    f.append(frame(v1(pdu(5, 11, 0, 10, varbinds((SYS, NULL))))))
    f.append(frame(v1(pdu(8, 12, 0, 0, varbinds((SYS, NULL))))))
    f.append(frame(v1(tlv(0xA4, oid("1.3.6.1.4.1.8072") + tlv(0x40, bytes(4)) + integer(0) + integer(0)
                          + unsigned(0x43, 5) + varbinds()), version=1), dport=162))
    f.append(frame(v1(pdu(8, 13, 0, 0, varbinds(("1.3.6.1.6.3.15.1.1.4.0", unsigned(0x41, 9)))), version=1)))
    f.append(frame(v1(pdu(6, 14, 2, 0, varbinds(("1.3.6.1.2.1.1.3.0", unsigned(0x43, 100)))), version=1), dport=162))
    f.append(frame(v1(pdu(7, 15, 0, 0, varbinds(("1.3.6.1.2.1.1.3.0", unsigned(0x43, 100)))), version=1), dport=162))
    f.append(frame(v1(pdu(5, 16, 2, 25, varbinds((SYS, NULL), ("1.3.6.1.2.1.2.2", NULL))), version=1)))
    f.append(frame(v1(pdu(0, 17, 0, 0, varbinds((SYS, NULL))), version=2)))
    f.append(frame(seq(octets("1"), octets("public"))))
    f.append(frame(v1(pdu(0, 18, 0, 0, varbinds((SYS, NULL))), version=-1)))
    # v1 traps: every generic type, specific codes, a bad agent address.
    for generic, specific in ((0, 0), (1, 0), (3, 0), (4, 0), (5, 0), (6, 42), (2, 9), (7, 0), (-1, 0)):
        f.append(frame(v1(tlv(0xA4, oid("1.3.6.1.4.1.8072.2.3") + tlv(0x40, bytes([198, 18, 162, 2]))
                              + integer(generic) + integer(specific) + unsigned(0x43, 12345)
                              + varbinds(("1.3.6.1.2.1.2.2.1.1.2", integer(2))))), dport=162))
    f.append(frame(v1(tlv(0xA4, oid("1.3.6.1.4.1.8072") + tlv(0x40, bytes([198, 18])) + integer(0) + integer(0)
                          + unsigned(0x43, 1) + varbinds())), dport=162))
    f.append(frame(v1(tlv(0xA4, integer(1) + tlv(0x40, bytes(4)))), dport=162))
    f.append(frame(v1(tlv(0xA4, oid("1.3.6.1") + octets("addr"))), dport=162))
    f.append(frame(v1(tlv(0xA4, oid("1.3.6.1") + tlv(0x40, bytes(4)) + octets("x"))), dport=162))
    f.append(frame(v1(tlv(0xA4, oid("1.3.6.1") + tlv(0x40, bytes(4)) + integer(6) + NULL)), dport=162))
    f.append(frame(v1(tlv(0xA4, oid("1.3.6.1") + tlv(0x40, bytes(4)) + integer(6) + integer(1) + integer(5))),
                   dport=162))
    # Structure complaints: not a sequence, extra bytes after each level, wrong element types.
    f.append(frame(integer(5)))
    f.append(frame(v1(pdu(0, 19, 0, 0, varbinds((SYS, NULL)))) + b"\x00\x00"))
    f.append(frame(seq(integer(0), octets("public"), pdu(0, 20, 0, 0, varbinds((SYS, NULL))), b"\x05\x00")))
    f.append(frame(v1(tlv(0xA0, integer(21) + integer(0) + integer(0) + varbinds((SYS, NULL)) + NULL))))
    f.append(frame(seq(integer(0), integer(1), NULL)))
    f.append(frame(seq(integer(0), octets("public"), integer(1))))
    f.append(frame(v1(tlv(0xA0, octets("id")))))
    f.append(frame(v1(tlv(0xA0, integer(1) + octets("e")))))
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + NULL))))
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + integer(0) + NULL))))
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + integer(0) + seq(NULL)))))
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + integer(0) + seq(seq(NULL, NULL))))))
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + integer(0) + seq(seq(oid(SYS)))))))
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + integer(0)))))
    # Malformed BER: long tags, lengths that lie, zero-length integers, unknown tags.
    f.append(frame(v1(tlv(0xA0, integer(1) + integer(0) + integer(0) + seq(seq(oid(SYS), b"\x1f\x81\x02\x00")))),
                   sport=161, dport=40000, src=A4, dst=B4))
    f.append(frame(seq(integer(0), octets("public"), b"\xbf\x83\x05\x00")))
    f.append(frame(seq(integer(0), octets("public"), b"\x3f\x85\x01\x00")))
    f.append(frame(b"\x30\x09\x02\x01\x00\x04\x01p\x3f\x81\x81"))
    f.append(frame(b"\x30\x06\x02\x01\x00\x04\x01p"))
    f.append(frame(b"\x30\x84\x00\x00\x00\x03\x02\x01\x01"))
    f.append(frame(b"\x30\x86\x01\x00\x00\x00\x00\x03\x02\x01\x01"))
    f.append(frame(b"\x30\x85\x00\x00"))
    f.append(frame(b"\x30\x20\x02\x01\x00"))
    f.append(frame(b"\x30\x03\x02\x00\x00"))
    f.append(frame(b"\x30\x03\x12\x01\x00"))
    f.append(frame(b"\x30\x03\x47\x01\x00"))
    f.append(frame(b"\x30\x03\x4a\x01\x00"))
    f.append(frame(b"\x30\x03\xa9\x01\x00"))
    f.append(frame(b"\x30\x03\xc1\x01\x00"))
    f.append(frame(b""))
    f.append(frame(b"\x30"))
    f.append(frame(b"\x30\x08\x02\x06\x01\x02\x03\x04\x05\x06"))
    # SNMPv3: a full authPriv-looking get, header complaints, USM complaints, non-printable names.
    f.append(frame(v3(0x07, 3, usm(auth=bytes(12), priv=bytes(range(8))),
                      scoped(pdu(0, 31, 0, 0, varbinds((SYS, NULL))), name="ctx"))))
    f.append(frame(v3(0x03, 3, usm(user=b"\x00op"), octets(bytes(range(20))))))
    f.append(frame(v3(0x00, 3, usm(boots=-1, time=2147483647),
                      scoped(tlv(0xA4, oid("1.3.6.1") + tlv(0x40, bytes(4)) + integer(6) + integer(1)
                                 + unsigned(0x43, 5) + varbinds()), name=b"\xfe"))))
    f.append(frame(v3(0x05, 3, usm(), scoped(pdu(7, 32, 0, 0, varbinds(("1.3.6.1.2.1.1.3.0", unsigned(0x43, 1))))))))
    f.append(frame(v3(0x02, 3, usm(), scoped(pdu(0, 33, 0, 0, varbinds())))))
    f.append(frame(v3(0xA3, 3, usm(), scoped(pdu(0, 33, 0, 0, varbinds())))))
    f.append(frame(v3(0x04, 2, usm(), scoped(pdu(0, 34, 0, 0, varbinds())))))
    f.append(frame(seq(integer(3), seq(integer(1), integer(2), octets(b"\x04\x00"), integer(3)), octets(usm()))))
    f.append(frame(seq(integer(3), seq(integer(1), integer(2), integer(4), integer(3)))))
    f.append(frame(seq(integer(3), seq(integer(1), octets("x")))))
    f.append(frame(seq(integer(3), seq(octets("x")))))
    f.append(frame(seq(integer(3), seq(integer(1), integer(2), octets(b"\x04"), octets("m")))))
    f.append(frame(seq(integer(3), integer(1))))
    f.append(frame(seq(integer(3), seq(integer(1), integer(2), octets(b"\x04"), integer(3), NULL), octets(usm()),
                       scoped(pdu(0, 35, 0, 0, varbinds())))))
    f.append(frame(seq(integer(3), seq(integer(1), integer(2), octets(b"\x04"), integer(3)), integer(9))))
    f.append(frame(seq(integer(3), seq(integer(1), integer(2), octets(b"\x04"), integer(3)), octets(integer(1)))))
    for bad in (seq(integer(1)), seq(octets(b"e"), octets("b")), seq(octets(b"e"), integer(1), octets("t")),
                seq(octets(b"e"), integer(1), integer(2), integer(3)),
                seq(octets(b"e"), integer(1), integer(2), octets("u"), integer(4)),
                seq(octets(b"e"), integer(1), integer(2), octets("u"), octets(b""), integer(5)),
                seq(octets(b"e"), integer(1), integer(2), octets("u"), octets(b""), octets(b""), NULL)):
        f.append(frame(v3(0x04, 3, bad, scoped(pdu(0, 36, 0, 0, varbinds())))))
    f.append(frame(v3(0x04, 3, usm(), integer(1))))
    f.append(frame(v3(0x04, 3, usm(), seq(integer(1)))))
    f.append(frame(v3(0x04, 3, usm(), seq(octets(b"e"), integer(1)))))
    f.append(frame(v3(0x04, 3, usm(), seq(octets(b""), octets(""), NULL))))
    # Cut captures: inside a value (its contents not all there), inside a length, inside a tag.
    full = v1(pdu(2, 40, 0, 0, varbinds((SYS, octets("a fairly long string value")))))
    f.append(frame(full, sport=161, dport=40000, src=A4, dst=B4, cut=42 + len(full) - 10))
    f.append(frame(full, sport=161, dport=40000, src=A4, dst=B4, cut=42 + 3))
    f.append(frame(full, sport=161, dport=40000, src=A4, dst=B4, cut=42 + 1))
    longlen = b"\x30\x82\x00\x20" + bytes(32)
    f.append(frame(longlen, cut=42 + 3))
    f.append(frame(v3(0x07, 3, usm(), scoped(pdu(0, 41, 0, 0, varbinds((SYS, NULL))))), cut=42 + 30))
    out = []
    for i, item in enumerate(f):
        if isinstance(item, tuple):
            out.append((T0 + i * 0.01, item[0], item[1]))
        else:
            out.append((T0 + i * 0.01, item))
    return out


if __name__ == "__main__":
    write_pcap("snmp-gen.pcap", packets())
