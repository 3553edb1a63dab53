"""Captures for Juniper link types (issue 11): DLT_JUNIPER_ETHER (178), JUNIPER_PPP (179),
JUNIPER_CHDLC (181). Each record starts with the 4-byte "MGC" header (magic + flags), an optional
extension TLV block (flag 0x80: 2-byte length then type/length/value TLVs, little endian below
type 128) and, with flag 0x02 (no-L2), 4 more bytes then a bare IP packet. Covered: both
directions, every known TLV type, an unknown TLV, odd TLV lengths, a TLV longer than the block,
type/length 0 (stop), a block cut by the capture, a wrong magic, no-L2 IPv4/IPv6/other, and
inner frames cut at various points. python3 stdlib only; run from this directory."""
import struct

from pcaplib import ether, frame4, ip4, ipv4, ipv6, udp4, udp6, write_pcap, mac

JUNIPER_ETHER, JUNIPER_PPP, JUNIPER_CHDLC = 178, 179, 181
A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"


def mgc(flags, tlvs=None, ext_len=None):
    head = b"MGC" + bytes([flags])
    if tlvs is None:
        return head
    block = b"".join(tlvs)
    return head + struct.pack(">H", len(block) if ext_len is None else ext_len) + block


def tlv(kind, value):
    return bytes([kind, len(value)]) + value


def le(v, n):
    return v.to_bytes(n, "little")


def be(v, n):
    return v.to_bytes(n, "big")


ALL_TLVS = [tlv(1, le(7, 4)), tlv(2, b"ge-0/0/0"), tlv(3, le(1, 1)), tlv(4, le(69, 2)), tlv(5, le(0, 3)),
            tlv(6, le(14, 1)), tlv(7, le(4, 2)), tlv(8, le(17, 1)), tlv(9, le(5, 1)), tlv(3, le(99, 1)),
            tlv(6, le(200, 1)), tlv(200, be(0x010203, 3)), tlv(1, le(1, 5)), tlv(130, be(0x01020304, 4))]


def udp_frame():
    return frame4(A, B, 17, udp4(A, B, 4000, 53, b"\x00" * 8))


def ip_packet():
    return ipv4(A, B, 17, udp4(A, B, 4000, 4001, b"hello"))


def ip6_packet():
    return ipv6(A6, B6, 17, udp6(A6, B6, 4000, 4001, b"hello"))


def ether_records():
    frame = udp_frame()
    recs = [
        mgc(0x01) + frame,
        mgc(0x00) + frame,
        mgc(0x81, ALL_TLVS) + frame,
        mgc(0x80, [tlv(1, le(3, 2))]) + frame,
        mgc(0xc5, [tlv(2, b"xe-1/2/3.0"), tlv(4, le(70, 4))]) + frame,
        mgc(0x80, [tlv(1, le(3, 2)), b"\x00\x05"]) + frame,           # type 0 stops the walk
        mgc(0x80, [tlv(4, le(3, 2)), b"\x05\x00"]) + frame,           # length 0 stops the walk
        mgc(0x80, [tlv(4, le(3, 2)), tlv(5, le(9, 4))], ext_len=6) + frame,  # TLV runs past the block
        mgc(0x80, [tlv(4, le(3, 2))], ext_len=3) + frame,             # trailing byte after the TLV
        mgc(0x80, [], ext_len=0) + frame,
        mgc(0x80, [], ext_len=60) + frame[:10],                       # block cut by the capture
        mgc(0x80)[:5],                                                # length field cut
        b"MGC\x03" + b"\x00\x00\x00\x00" + ip_packet(),
        b"MGC\x02" + b"\x00\x00\x00\x00" + ip6_packet(),
        b"MGC\x82" + b"\x00\x02" + tlv(1, b"") + b"\x00\x00\x00\x00" + ip_packet(),
        b"MGC\x02" + b"\x00\x00\x00\x00" + b"\x99" + b"abc",
        b"MGC\x02" + b"\x00\x00",
        b"XYZ\x01" + frame,
        b"MG",
        mgc(0x01) + frame[:20],
        mgc(0x01) + frame[:8],
        mgc(0x01),                                                    # header only
        mgc(0x80, [], ext_len=0),
        mgc(0x01) + b"ab",
        mgc(0x01) + ether("02:00:00:00:00:02", "02:00:00:00:00:01", 0x86dd, ip6_packet()),
    ]
    return recs


def ppp_records():
    ip = ip_packet()
    lcp = b"\xc0\x21" + struct.pack(">BBH", 9, 1, 8) + b"\x12\x34\x56\x78"   # LCP Echo-Request
    return [
        mgc(0x01) + b"\xff\x03\x00\x21" + ip,
        mgc(0x00) + b"\x00\x21" + ip,
        mgc(0x01) + b"\xff\x03\x00\x57" + ip6_packet(),
        mgc(0x81, [tlv(3, le(4, 1)), tlv(6, le(17, 1))]) + b"\xff\x03" + lcp,
        mgc(0x00) + b"\x21" + ip,
        mgc(0x01) + b"\xff\x03\x12\x34" + b"data",
        mgc(0x01) + b"\xff",
        mgc(0x01),
        mgc(0x03) + b"\x00\x00\x00\x00" + ip,
        mgc(0x01) + b"\xff\x03\x00\x21" + ip[:12],
    ]


def chdlc_records():
    ip = ip_packet()
    slarp = struct.pack(">III", 2, 7, 8) + b"\xff\xff"
    return [
        mgc(0x01) + b"\x0f\x00\x08\x00" + ip,
        mgc(0x00) + b"\x8f\x00\x86\xdd" + ip6_packet(),
        mgc(0x81, [tlv(3, le(6, 1)), tlv(6, le(18, 1))]) + b"\x0f\x00\x80\x35" + slarp,
        mgc(0x01) + b"\x0f\x00\x12\x34" + b"data",
        mgc(0x01) + b"\x0f\x00",
        mgc(0x01),
        mgc(0x02) + b"\x00\x00\x00\x00" + ip6_packet(),
        mgc(0x01) + b"\x0f\x00\x08\x00" + ip[:12],
    ]


def write():
    recs = ether_records()
    write_pcap("juniper-ether.pcap", [(1700000000 + i, r) for i, r in enumerate(recs)], linktype=JUNIPER_ETHER)
    write_pcap("juniper-ppp.pcap", [(1700000100 + i, r) for i, r in enumerate(ppp_records())], linktype=JUNIPER_PPP)
    write_pcap("juniper-chdlc.pcap", [(1700000200 + i, r) for i, r in enumerate(chdlc_records())],
               linktype=JUNIPER_CHDLC)


if __name__ == "__main__":
    write()
