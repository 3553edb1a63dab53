"""OSPFv3 packets the frr lab (Fixtures/capture-ospf.sh) never sends, and malformed ones.

Writes Fixtures/pcap/ospf6.pcap: hellos with every option, an instance ID, LLS and
authentication trailers (RFC 5613, RFC 7166), DD flags, requests with the U bit and unknown
scopes, an update with virtual and unknown router links, AS external prefixes with forwarding
address, tag and referenced LS ID, prefix options, inter-area router, grace and TE LSAs, an
unknown type; then bogus prefix lengths, short LSAs, a length past the payload and truncations.
Deterministic: no clock, no randomness."""
import struct

from pcaplib import ether, ipv6, ip4, ip6, write_pcap

A, ALL = "fe80::1", "ff02::5"
MAC_A, MAC_ALL = "02:00:00:00:06:01", "33:33:00:00:00:05"


def ospf6(ptype, body, router="198.18.0.1", area="0.0.0.0", instance=0, version=3, length=None, trailer=b""):
    total = 16 + len(body) if length is None else length
    return struct.pack("!BBH4s4sHBB", version, ptype, total, ip4(router), ip4(area), 0, instance, 0) + body + trailer


def frame(payload, cut=None):
    data = ether(MAC_ALL, MAC_A, 0x86DD, ipv6(A, ALL, 89, payload, hlim=1, tclass=0xc0))
    return data if cut is None else data[:cut]


def hello(options=0x13, priority=1, dr="0.0.0.0", bdr="0.0.0.0", neighbors=(), ifid=5):
    return (struct.pack("!I", ifid) + struct.pack("!I", priority << 24 | options) + struct.pack("!HH", 10, 40)
            + ip4(dr) + ip4(bdr) + b"".join(ip4(n) for n in neighbors))


def lsa_header(ltype, lsid="0.0.0.1", router="198.18.0.1", age=3, seq=0x80000002, length=20):
    return struct.pack("!HH", age, ltype) + ip4(lsid) + ip4(router) + struct.pack("!IHH", seq, 0xabcd, length)


def lsa(ltype, body, length=None, **kw):
    return lsa_header(ltype, length=20 + len(body) if length is None else length, **kw) + body


def prefix(plen, address, options=0, metric=0):
    words = (plen + 31) // 32
    return struct.pack("!BBH", plen, options, metric) + ip6(address)[:words * 4]


def tlv(t, value, length=None):
    return struct.pack("!HH", t, len(value) if length is None else length) + value + b"\0" * ((4 - len(value) % 4) % 4)


def router_link(kind, metric, ifid, nifid, nrid):
    return struct.pack("!BBHII", kind, 0, metric, ifid, nifid) + ip4(nrid)


def at(authlen=32, atype=1, said=7, csn=(1, 2), data_len=None):
    data = b"\x5a" * (authlen - 16 if data_len is None else data_len)
    return struct.pack("!HHHHII", atype, authlen, 0, said, csn[0], csn[1]) + data


def update(lsas, count=None):
    return struct.pack("!I", len(lsas) if count is None else count) + b"".join(lsas)


def packets():
    good_update = update([
        lsa(0x2001, struct.pack("!I", 0x1f << 24 | 0x733)
            + router_link(1, 10, 5, 6, "198.18.0.2") + router_link(2, 20, 5, 5, "198.18.0.3")
            + router_link(4, 30, 9, 10, "198.18.0.9") + router_link(9, 1, 1, 1, "198.18.0.10")),
        lsa(0x2002, struct.pack("!I", 0x13) + ip4("198.18.0.1") + ip4("198.18.0.2")),
        lsa(0x2003, struct.pack("!I", 0x12345678) + prefix(64, "2001:db8:5::", options=0x3f, metric=9)
            + prefix(0, "::")),
        lsa(0x2004, struct.pack("!II", 0x13, 20) + ip4("198.18.0.7")),
        lsa(0x4005, struct.pack("!I", 0x83000014) + prefix(48, "2001:db8:6::", metric=0x0100)
            + ip6("2001:db8::9") + ip4("0.0.0.42") + ip4("198.18.0.8")),
        lsa(0x4005, struct.pack("!I", 0x00000001) + prefix(128, "2001:db8:7::1", options=0x02)),
        lsa(0x0008, struct.pack("!I", 7 << 24 | 0x13) + ip6("fe80::1") + struct.pack("!I", 2)
            + prefix(64, "2001:db8:1::") + prefix(96, "2001:db8:2::", options=0x01)),
        lsa(0x2009, struct.pack("!HHI", 2, 0x2001, 0) + ip4("198.18.0.1") + prefix(64, "2001:db8:3::", metric=10)
            + prefix(56, "2001:db8:4::", metric=20)),
        lsa(0x000b, tlv(1, struct.pack("!I", 90)) + tlv(2, b"\x01")),
        lsa(0x000a, tlv(1, ip4("198.18.0.1")) + tlv(2, tlv(5, struct.pack("!I", 3)))),
        lsa(0xa00c, b"\x00\x01\x00\x04\x00\x00\x00\x10"),
        lsa(0x6abc, b"\x01\x02"),
    ])
    out = [
        ospf6(1, hello(options=0x7ff, dr="198.18.0.2", bdr="198.18.0.1", neighbors=("198.18.0.2",)), instance=3),
        ospf6(1, hello(options=0x213), trailer=struct.pack("!HH", 0xbeef, 12) + b"\x00\x01\x00\x04\x00\x00\x00\x01"),
        ospf6(1, hello(options=0x613), trailer=struct.pack("!HH", 0, 8) + b"\x00\x00\x00\x00" + at()),
        ospf6(1, hello(options=0x413), trailer=at(atype=3, authlen=16)),
        ospf6(1, hello(options=0x213), trailer=struct.pack("!HH", 0, 2)),
        ospf6(1, hello(options=0x213), trailer=b"\x00\x01"),
        ospf6(1, hello(), trailer=at(authlen=64)),
        ospf6(1, hello(), trailer=b"\x00" * 7),
        ospf6(2, struct.pack("!IHBBI", 0x213, 1500, 0, 0x17, 0x42) + lsa_header(0x2001) + lsa_header(0x8001, length=8),
              trailer=struct.pack("!HH", 0, 4)),
        ospf6(2, struct.pack("!IHBBI", 0x13, 9000, 0, 0, 1) + lsa_header(0x2009)[:12]),
        ospf6(3, struct.pack("!HH", 0, 0x2001) + ip4("0.0.0.0") + ip4("198.18.0.2")
              + struct.pack("!HH", 0, 0xe00b) + ip4("0.0.0.1") + ip4("198.18.0.3")),
        ospf6(4, good_update),
        ospf6(5, lsa_header(0x2001) + lsa_header(0x4005, length=40) + lsa_header(0x0008)),
        ospf6(7, b""),
        ospf6(1, hello(), version=2),
        ospf6(1, hello(), length=200),
        # Malformed updates: bogus prefix length, short bodies, LSA past the message, many counted.
        ospf6(4, update([lsa(0x2003, struct.pack("!I", 1) + struct.pack("!BBH", 129, 0, 0) + b"\x00" * 16)])),
        ospf6(4, update([lsa(0x2001, b"\x00\x00")])),
        ospf6(4, update([lsa(0x2001, struct.pack("!I", 1) + b"\x01\x00\x00\x01")])),
        ospf6(4, update([lsa(0x2002, struct.pack("!I", 1) + b"\x01\x02")])),
        ospf6(4, update([lsa(0x4005, struct.pack("!I", 0x02000000) + prefix(64, "2001:db8::"))])),
        ospf6(4, update([lsa(0x4005, struct.pack("!I", 0x01000000) + prefix(64, "2001:db8::"))])),
        ospf6(4, update([lsa(0x0008, struct.pack("!I", 1) + ip6("fe80::2") + struct.pack("!I", 3) + prefix(64, "2001:db8::"))])),
        ospf6(4, update([lsa(0x2009, struct.pack("!HHI", 1, 0x2001, 0) + ip4("198.18.0.1") + prefix(200, "::"))])),
        ospf6(4, update([lsa(0x2009, struct.pack("!HHI", 1, 0x2001, 0))])),
        ospf6(4, update([lsa(0x000b, tlv(1, b"\x00\x01"))])),
        ospf6(4, update([lsa(0x000a, tlv(0, b"\x00\x01\x00\x02"))])),
        ospf6(4, update([lsa(0x2001, struct.pack("!I", 0)), lsa_header(0x2002, length=400)])),
        ospf6(4, update([lsa_header(0x2002, length=4)])),
        ospf6(4, update([lsa(0x2002, struct.pack("!I", 1))], count=0x80000001)),
        ospf6(4, update([lsa(0x2002, struct.pack("!I", 1))], count=0)),
        ospf6(5, lsa_header(0x2001, length=3)),
    ]
    frames = [frame(p) for p in out]
    whole = ospf6(4, good_update)
    for cut in (14 + 40 + 10, 14 + 40 + 16 + 4 + 30, 14 + 40 + 16 + 4 + 20 + 4 + 40, 14 + 40 + 250, 14 + 40 + 400):
        frames.append(frame(whole, cut=cut))
    frames.append(frame(out[0], cut=14 + 40 + 30))
    frames.append(frame(out[2], cut=14 + 40 + len(out[2]) - 10))
    return [(1700001000 + i * 0.25, f) for i, f in enumerate(frames)]


if __name__ == "__main__":
    write_pcap("ospf6.pcap", packets())
