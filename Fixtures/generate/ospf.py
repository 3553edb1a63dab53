"""OSPFv2 packets the frr lab (Fixtures/capture-ospf.sh) never sends, and malformed ones.

Writes Fixtures/pcap/ospf.pcap: hellos with LLS blocks, every DD flag, opaque LS requests, an
update with every LSA type tcpdump 4.99.3 prints (router links of each kind with topology
metrics, network, summary and ASBR summary with topologies, external and NSSA with forwarding
address and tag, group membership, unknown types, router information, grace and every TE
sub-TLV, unknown opaque types), then bogus lengths, invalid TLVs and truncations.
Deterministic: no clock, no randomness."""
import struct

from pcaplib import ether, ipv4, ip4, write_pcap, checksum

A, B = "198.18.1.1", "198.18.1.2"
ALL = "224.0.0.5"
MAC_A, MAC_ALL = "02:00:00:00:01:01", "01:00:5e:00:00:05"


def ospf(ptype, body, router="198.18.0.1", area="0.0.0.0", auth=0, authdata=b"\0" * 8, length=None,
         version=2, trailer=b""):
    """The 24-byte header (RFC 2328 A.3.1) with its checksum over the message less auth data."""
    total = 24 + len(body) if length is None else length
    head = struct.pack("!BBH4s4sHH", version, ptype, total, ip4(router), ip4(area), 0, auth)
    csum = checksum(head + body) if auth != 2 else 0
    head = head[:12] + struct.pack("!H", csum) + head[14:]
    return head + authdata + body + trailer


def frame(payload, src=A, dst=ALL, cut=None):
    data = ether(MAC_ALL, MAC_A, 0x0800, ipv4(src, dst, 89, payload, ttl=1, tos=0xc0))
    return data if cut is None else data[:cut]


def hello(options=0x02, dr="0.0.0.0", bdr="0.0.0.0", neighbors=(), mask="255.255.255.0", interval=10,
          priority=1, dead=40):
    return (ip4(mask) + struct.pack("!HBBI", interval, options, priority, dead) + ip4(dr) + ip4(bdr)
            + b"".join(ip4(n) for n in neighbors))


def lsa_header(ltype, lsid, router="198.18.0.1", age=1, options=0x02, seq=0x80000001, length=20, cksum=0x1234):
    if isinstance(lsid, tuple):  # opaque: (opaque type, opaque id)
        idbytes = struct.pack("!I", lsid[0] << 24 | lsid[1])
    else:
        idbytes = ip4(lsid)
    return struct.pack("!HBB", age, options, ltype) + idbytes + ip4(router) + struct.pack("!IHH", seq, cksum, length)


def lsa(ltype, lsid, body, length=None, **kw):
    return lsa_header(ltype, lsid, length=20 + len(body) if length is None else length, **kw) + body


def update(lsas, count=None):
    return struct.pack("!I", len(lsas) if count is None else count) + b"".join(lsas)


def tlv(t, value, length=None, pad=True):
    data = struct.pack("!HH", t, len(value) if length is None else length) + value
    return data + b"\0" * ((4 - len(value) % 4) % 4 if pad else 0)


def f32(value):
    return struct.pack("!f", value)


def router_link(kind, link_id, data, metric, tos=()):
    out = ip4(link_id) + ip4(data) + struct.pack("!BBH", kind, len(tos), metric)
    return out + b"".join(struct.pack("!BBH", t, 0, m) for t, m in tos)


def lls(tlvs, cksum=0):
    body = b"".join(tlvs)
    return struct.pack("!HH", cksum, (4 + len(body)) // 4) + body


def te_link_subtlvs():
    return b"".join([
        tlv(1, b"\x01"),                                  # link type point-to-point
        tlv(2, ip4("198.18.0.2")),                        # link ID
        tlv(3, ip4("198.18.1.1")),                        # local address
        tlv(4, ip4("198.18.1.2")),                        # remote address
        tlv(5, struct.pack("!I", 20)),                    # TE metric
        tlv(6, f32(1.25e9)),                              # 10 Gbit/s
        tlv(7, f32(1.0e9 / 3)),                           # a fraction to round
        tlv(8, b"".join(f32(v) for v in (1.25e8, 0.0, -1.0, float("inf"), float("nan"), 1e-30, 3.0e38, 0.000125))),
        tlv(9, struct.pack("!I", 0x80000001)),            # admin group
        tlv(11, struct.pack("!II", 7, 9)),                # link local/remote identifiers
        tlv(11, struct.pack("!I", 7)),
        tlv(2, ip4("198.18.0.3") + ip4("198.18.0.4")),  # an 8-byte link ID
        tlv(14, b"\x12\0\0\0"),                           # protection: unprotected, dedicated 1+1
        tlv(14, b"\0\0\0\0"),
        tlv(15, bytes([51, 2, 0, 0]) + b"".join(f32(1e6 * i) for i in range(8))),
        tlv(15, bytes([77, 12, 0, 0]) + b"".join(f32(0.5) for _ in range(8))),
        tlv(16, struct.pack("!III", 1, 2, 3)),            # shared risk groups (tcpdump skips on twice)
        tlv(17, bytes([1, 0, 0, 0]) + f32(1e8) + f32(2e8)),
        tlv(17, bytes([9, 0, 0, 0])),
        tlv(99, b"\xaa\xbb\xcc"),                         # unknown, padded
    ])


def good_update():
    router = lsa(1, "198.18.0.1", struct.pack("!BBH", 0x9f, 0, 5)
                 + router_link(1, "198.18.0.2", "198.18.1.1", 10, tos=((1, 20), (2, 30)))
                 + router_link(2, "198.18.1.2", "198.18.1.1", 10)
                 + router_link(3, "198.18.1.0", "255.255.255.0", 10)
                 + router_link(4, "198.18.0.9", "198.18.1.1", 40)
                 + router_link(7, "198.18.0.10", "198.18.1.1", 1))
    network = lsa(2, "198.18.1.2", ip4("255.255.255.0") + ip4("198.18.0.1") + ip4("198.18.0.2"), options=0x22)
    summary = lsa(3, "198.18.9.0", ip4("255.255.255.0") + struct.pack("!II", 10, 0x01000020), options=0x03)
    asbr = lsa(4, "198.18.0.3", ip4("0.0.0.0") + struct.pack("!II", 0x00ffffff, 0x02000001))
    external = lsa(5, "198.19.0.0", ip4("255.255.0.0") + struct.pack("!I", 0x80ffffff) + ip4("198.18.1.9")
                   + ip4("0.0.0.77") + struct.pack("!I", 0x01000005) + ip4("0.0.0.0") + ip4("0.0.0.0"))
    group = lsa(6, "224.1.1.1", struct.pack("!I", 1) + ip4("198.18.0.1") + struct.pack("!I", 2) + ip4("198.18.1.2")
                + struct.pack("!I", 9) + ip4("198.18.0.0"))
    nssa = lsa(7, "198.19.1.0", ip4("255.255.255.0") + struct.pack("!I", 20) + ip4("198.18.2.2") + ip4("0.0.1.0"),
               options=0x08)
    type8 = lsa(8, "198.18.0.8", b"\x01\x02\x03\x04\x05\x06")
    ri = lsa(10, (4, 0), tlv(1, struct.pack("!I", 0x3ff | 0x8000)) + tlv(7, b"rtr-a") + tlv(8, b"\x00\x01")
             + tlv(1, struct.pack("!I", 0)), options=0x42)
    grace = lsa(9, (3, 0), tlv(1, struct.pack("!I", 120)) + tlv(2, b"\x02") + tlv(3, ip4("198.18.1.1"))
                + tlv(2, b"\x07") + tlv(9, b"\x01\x02\x03\x04\x05"))
    te_router = lsa(10, (1, 0), tlv(1, ip4("198.18.0.1")))
    te_link = lsa(10, (1, 1), tlv(2, te_link_subtlvs()) + tlv(5, b"\x00\x01"))
    extended = lsa(10, (7, 5), tlv(1, bytes([1, 24, 0, 0]) + ip4("198.18.1.0")))
    domain = lsa(11, (200, 0x123456), b"\xde\xad\xbe\xef")
    return update([router, network, summary, asbr, external, group, nssa, type8, ri, grace, te_router,
                   te_link, extended, domain])


def packets():
    md5 = struct.pack("!HBBI", 0, 1, 16, 0x5f00aa01)
    out = [
        # Hellos: DR/BDR and neighbours; every option bit; LLS blocks (RFC 5613).
        ospf(1, hello(options=0xff, dr="198.18.1.2", bdr="198.18.1.1", neighbors=("198.18.0.2", "198.18.0.3"))),
        ospf(1, hello(options=0x12), trailer=lls([tlv(1, struct.pack("!I", 3)), tlv(2, struct.pack("!I", 77) + b"\x11" * 16),
                                                  tlv(9, b"\x01\x02\x03\x04")], cksum=0xbeef)),
        ospf(1, hello(options=0x10), trailer=lls([tlv(1, struct.pack("!I", 0x10)[:2], pad=False), tlv(2, b"\x00" * 8)])),
        ospf(1, hello(options=0x10, bdr="198.18.1.1"), trailer=b"\x00\x01"),
        ospf(1, hello(options=0x10), auth=2, authdata=md5, trailer=b"\x55" * 16 + lls([tlv(1, struct.pack("!I", 1))])),
        ospf(1, hello(options=0x00), auth=1, authdata=b"pa\x01\xff\x7fs\x00x"),
        ospf(1, hello(), auth=1, authdata=b"12345678"),
        ospf(1, hello(), auth=7, authdata=b"\x01" * 8),
        ospf(1, hello(), auth=2, authdata=md5, trailer=b"\x66" * 16),
        # Database description: each flag, an MTU of 0, headers of each opaque kind, a bogus one.
        ospf(2, struct.pack("!HBBI", 1500, 0x52, 0x07, 0x1000) + lsa_header(1, "198.18.0.1")
             + lsa_header(10, (4, 0), length=28) + lsa_header(9, (3, 0x0a0b0c), length=36)),
        ospf(2, struct.pack("!HBBI", 0, 0x02, 0x08, 0x1001) + lsa_header(5, "198.19.0.0", length=8)
             + lsa_header(1, "198.18.0.2")),
        ospf(2, struct.pack("!HBBI", 9000, 0x12, 0x00, 0xffffffff), trailer=lls([tlv(1, struct.pack("!I", 2))])),
        # LS requests: plain, opaque, an unknown type.
        ospf(3, struct.pack("!I", 1) + ip4("198.18.0.2") + ip4("198.18.0.2")
             + struct.pack("!I", 10) + struct.pack("!I", 0x04000000) + ip4("198.18.0.2")
             + struct.pack("!I", 11) + struct.pack("!I", 0x01abcdef) + ip4("198.18.0.3")
             + struct.pack("!I", 0x100) + ip4("1.2.3.4") + ip4("198.18.0.3")),
        ospf(4, good_update()),
        # LS acks, one bogus header in the middle (tcpdump goes on).
        ospf(5, lsa_header(1, "198.18.0.1", length=48) + lsa_header(2, "198.18.1.2", length=3)
             + lsa_header(11, (1, 2), length=24)),
        # Unknown packet type, OSPFv3 over IPv4, one LSA counted as plural.
        ospf(9, b"\x00" * 8),
        ospf(1, hello(), version=3),
        ospf(4, update([lsa(1, "198.18.0.1", struct.pack("!BBH", 0, 0, 0))], count=0)),
        # Bogus LSA header in an update; LSAs counted past the message; RI and grace errors.
        ospf(4, update([lsa_header(1, "198.18.0.1", length=12)])),
        ospf(4, update([lsa(2, "198.18.1.2", ip4("255.255.255.0") + ip4("198.18.0.1"))], count=3)),
        ospf(4, update([lsa(10, (4, 0), tlv(1, b"\x01\x02"), options=0),
                        lsa(10, (4, 1), tlv(1, b"\x00\x00\x00\x10", length=12)),
                        lsa(10, (4, 2), tlv(5, b"\x01", pad=False) + b"\x00"),
                        lsa(10, (4, 3), b"\x00\x01\x00"),
                        lsa(9, (3, 0), tlv(1, b"\x00\x00\x00\x78\x01")),
                        lsa(9, (3, 1), tlv(2, b"\x01\x02")),
                        lsa(9, (3, 2), tlv(0, b"\x01\x02\x03\x04")),
                        lsa(9, (3, 3), tlv(3, b"\x01\x02\x03\x04", length=9)),
                        lsa(9, (3, 4), tlv(2, b"\x01", pad=False) + b"\x00"),
                        lsa(9, (3, 5), b"\x00\x01")])),
        # TE errors: each fixed-length sub-TLV at a wrong length, zero type/length, bad lengths.
        ospf(4, update([lsa(10, (1, t), tlv(2, tlv(t, b"\x01\x02\x03"))) for t in (1, 2, 3, 5, 6, 8, 9, 14, 15)]
                       + [lsa(10, (1, 20), tlv(2, tlv(17, b"\x00\x00")), options=0),
                          lsa(10, (1, 21), tlv(2, tlv(17, b"\x00\x00\x00\x00\x01\x02"))),
                          lsa(10, (1, 22), tlv(2, tlv(17, b"\x00" * 40))),
                          lsa(10, (1, 23), tlv(2, tlv(16, b"\x00" * 6))),
                          lsa(10, (1, 24), tlv(2, tlv(0, b"\x00" * 4))),
                          lsa(10, (1, 25), tlv(2, b"\x00\x01\x00")),
                          lsa(10, (1, 26), tlv(2, tlv(3, b"\x00" * 4, length=12))),
                          lsa(10, (1, 27), tlv(1, b"\x01\x02")),
                          lsa(10, (1, 28), tlv(0, b"\x01\x02\x03\x04")),
                          lsa(10, (1, 29), tlv(1, b"\x01\x02\x03\x04", length=40)),
                          lsa(10, (1, 30), b"\x00\x01\x00"),
                          lsa(10, (1, 31), tlv(9, b"\x01", pad=False) + b"\x00\x00"),
                          lsa(10, (1, 32), tlv(2, tlv(1, b"\x01", pad=False), pad=False) + b"\x00\x00\x00"),
                          lsa(10, (1, 33), tlv(2, tlv(7, f32(1e7)) + b"\x00\x05\x00"))])),
    ]
    frames = [frame(p) for p in out]
    # Truncations: mid header, mid router link (tcpdump's own check), mid TE sub-TLV, mid hello.
    update_msg = ospf(4, good_update())
    for cut in (14 + 20 + 10, 14 + 20 + 28 + 20 + 6, 14 + 20 + 28 + 20 + 4 + 13, 14 + 20 + 28 + 200,
                14 + 20 + 28 + 560, 14 + 20 + 28 + 700):
        frames.append(frame(update_msg, cut=cut))
    frames.append(frame(out[0], cut=14 + 20 + 40))
    frames.append(frame(out[1], cut=14 + 20 + 52))
    frames.append(frame(ospf(3, struct.pack("!I", 1) + ip4("198.18.0.2") + ip4("198.18.0.2")), cut=14 + 20 + 30))
    # An MD5 message shorter than the digest tcpdump takes off.
    frames.append(frame(ospf(1, b"", auth=2, authdata=md5, length=24)[:14]))
    frames.append(frame(ospf(5, lsa_header(1, "198.18.0.1") * 2, auth=2, authdata=md5, trailer=b"\x77" * 16),
                        cut=14 + 20 + 24 + 30))
    return [(1700000000 + i * 0.25, f) for i, f in enumerate(frames)]


if __name__ == "__main__":
    write_pcap("ospf.pcap", packets())
