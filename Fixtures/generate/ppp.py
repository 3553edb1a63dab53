"""Captures for PPP (issue 11): LINKTYPE_PPP (9) with and without the 0xff03 address/control,
compressed protocol field, IPv4, IPv6, MPLS, LCP (Conf-Request with MRU/ACCM/auth/magic/PFC/ACFC
and an unknown option, Conf-Ack, Echo-Request/Reply, Term-Request, Prot-Reject, bogus lengths),
IPCP (IP-Addr, DNS, VJ compression), IP6CP (Interface-ID), PAP (request, ack), CHAP (challenge,
response, success), unknown protocols and cut headers; LINKTYPE_PPP_SERIAL (50) with PPP and Cisco
HDLC framing and an unknown address; pppd's In/Out header, CCP, BACP, multilink, the rarer LCP codes,
IPCP header compression, PAP/CHAP edge cases and octet-stuffed (0x7e) protocol fields; PPPoE discovery (PADI/PADO/PADR/PADS/PADT with tags) and
session frames on Ethernet. python3 stdlib only; run from this directory."""
import struct

from pcaplib import ip4, ipv4, ipv6, udp4, udp6, write_pcap

LINKTYPE_PPP = 9
LINKTYPE_PPP_SERIAL = 50
A, B = "198.18.0.1", "198.18.0.2"


def cp(code, ident, data):
    return struct.pack(">BBH", code, ident, 4 + len(data)) + data


def opt(kind, value):
    return bytes([kind, 2 + len(value)]) + value


def lcp_options():
    return (opt(1, struct.pack(">H", 1492)) + opt(2, struct.pack(">I", 0)) + opt(3, struct.pack(">H", 0xC223) + b"\x05")
            + opt(5, struct.pack(">I", 0x12345678)) + opt(7, b"") + opt(8, b""))


def ppp_frames():
    ip = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"ppp"))
    ip6 = ipv6("2001:db8::1", "2001:db8::2", 17, udp6("2001:db8::1", "2001:db8::2", 1, 2, b"v6"))
    mpls = struct.pack(">I", (100 << 12) | (1 << 8) | 64)
    hdr = b"\xff\x03"
    return [
        hdr + struct.pack(">H", 0x0021) + ip,
        struct.pack(">H", 0x0021) + ip,
        b"\x21" + ip,
        hdr + struct.pack(">H", 0x0057) + ip6,
        hdr + struct.pack(">H", 0x0281) + mpls + ip,
        hdr + struct.pack(">H", 0xC021) + cp(1, 1, lcp_options()),
        hdr + struct.pack(">H", 0xC021) + cp(2, 1, lcp_options()),
        hdr + struct.pack(">H", 0xC021) + cp(4, 2, opt(3, struct.pack(">H", 0xC023)) + opt(0x11, struct.pack(">H", 1600))
                                              + opt(0x0d, b"\x06") + opt(0x13, b"\x02" + ip4(A)) + opt(0x40, b"ab")),
        hdr + struct.pack(">H", 0xC021) + cp(9, 3, struct.pack(">I", 0xCAFEBABE)),
        hdr + struct.pack(">H", 0xC021) + cp(10, 3, struct.pack(">I", 0xCAFEBABE) + b"data"),
        hdr + struct.pack(">H", 0xC021) + cp(5, 4, b"bye"),
        hdr + struct.pack(">H", 0xC021) + cp(8, 5, struct.pack(">H", 0x8057) + b"\x01\x01\x00\x04"),
        hdr + struct.pack(">H", 0xC021) + cp(1, 6, opt(1, b"\x05")),
        hdr + struct.pack(">H", 0xC021) + cp(0x20, 7, b"xyz"),
        hdr + struct.pack(">H", 0xC021) + struct.pack(">BBH", 1, 8, 40) + opt(1, struct.pack(">H", 1500)),
        hdr + struct.pack(">H", 0x8021) + cp(1, 1, opt(3, ip4(A)) + opt(129, ip4("192.0.2.53"))
                                              + opt(2, struct.pack(">HBB", 0x002D, 15, 1))),
        hdr + struct.pack(">H", 0x8021) + cp(3, 2, opt(3, ip4(B)) + opt(1, ip4(A) + ip4(B))),
        hdr + struct.pack(">H", 0x8057) + cp(1, 1, opt(1, bytes.fromhex("0211223344556677"))),
        hdr + struct.pack(">H", 0xC023) + cp(1, 1, b"\x04user\x06secret"),
        hdr + struct.pack(">H", 0xC023) + cp(2, 1, b"\x02ok"),
        hdr + struct.pack(">H", 0xC223) + cp(1, 1, b"\x04\xde\xad\xbe\xef" + b"server"),
        hdr + struct.pack(">H", 0xC223) + cp(2, 1, b"\x04\x01\x02\x03\x04" + b"client"),
        hdr + struct.pack(">H", 0xC223) + cp(3, 1, b"Welcome"),
        hdr + struct.pack(">H", 0x80FD) + cp(1, 1, b""),
        hdr + struct.pack(">H", 0x1234) + b"abcdef",
        hdr + struct.pack(">H", 0x0021) + ip[:10],
        hdr + struct.pack(">H", 0xC021) + cp(1, 1, lcp_options())[:9],
        hdr[:1],
        hdr + b"\x00",
    ]


def ppp_more_frames():
    """pppd's In/Out header, CCP/BACP/OSICP/MPLSCP, multilink, the rarer LCP codes and options,
    IPCP header compression, bogus option lengths, PAP/CHAP edge cases."""
    ip = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"x"))

    def framed(protocol, body):
        return b"\xff\x03" + struct.pack(">H", protocol) + body
    return [
        b"\x00\x03" + struct.pack(">H", 0x0021) + ip,
        b"\x01\x03" + struct.pack(">H", 0xC021) + cp(9, 1, struct.pack(">I", 5)),
        framed(0x80FD, cp(1, 1, opt(21, b"\x2f") + opt(24, b"\xb5\x03") + opt(26, b"\x78\x00")
                          + opt(18, b"\x00\x00\x00\x01") + opt(1, b""))),
        framed(0xC02B, cp(1, 1, opt(1, struct.pack(">I", 9)) + opt(7, b"z"))),
        framed(0x003D, b"\xc0\x05" + ip),
        framed(0x003D, b"\x00"),
        framed(0xC021, cp(12, 1, struct.pack(">I", 1) + b"hello\x01")),
        framed(0xC021, cp(13, 1, struct.pack(">II", 1, 300))),
        framed(0xC021, cp(0, 1, struct.pack(">I", 1) + b"\x00\x00\x0c\x01")),
        framed(0xC021, cp(7, 1, b"abcd")),
        framed(0xC021, cp(11, 1, struct.pack(">I", 1))),
        framed(0xC021, cp(1, 1, opt(0, b"\x00\x00\x0c\x01") + opt(4, b"\xc0\x25") + opt(23, b"\x00\x07")
                          + opt(19, b"\x03\x02\x00\x00\x00\x00\x01") + opt(19, b"\x00") + opt(19, b"\x09")
                          + opt(3, b"\xc2\x27") + opt(3, b"\x12\x34\x00") + opt(3, b"\xc2\x23\x81") + opt(9, b"\x01"))),
        framed(0xC021, cp(1, 1, opt(1, b"\x05\xdc") + b"\x02\x00")),
        framed(0xC021, cp(1, 1, opt(2, b"\x00\x00"))),
        framed(0xC021, cp(1, 1, opt(5, b"\x00\x00"))),
        framed(0x8021, cp(1, 1, opt(2, struct.pack(">HHHHHH", 0x61, 15, 16, 256, 5, 168) + b"\x01\x02\x02\x02")
                          + opt(200, b"q") + opt(3, b"\x01"))),
        framed(0x8057, cp(1, 1, opt(2, b"ab") + opt(1, b"\x01"))),
        framed(0x8023, cp(1, 1, b"\x01\x02")),
        framed(0x8281, cp(2, 1, b"")),
        framed(0x002D, b"abc"),
        framed(0x00FD, b"abc"),
        framed(0xC02D, b"abc"),
        framed(0x0800, ip),
        framed(0x86DD, b"\x60"),
        framed(0xC223, cp(3, 1, b"")),
        framed(0xC223, b"\x01\x01\x00"),
        framed(0xC223, b""),
        framed(0xC223, cp(1, 1, b"\x10ab")),
        framed(0xC223, cp(4, 1, b"no\x80\x01")[:-1]),
        framed(0xC223, struct.pack(">BBH", 2, 1, 2) + b"\x02ab"),
        framed(0xC023, cp(1, 1, b"\x01")),
        framed(0xC023, cp(3, 1, b"")),
        framed(0xC023, struct.pack(">BBH", 1, 1, 60) + b"\x01a"),
        framed(0xC023, struct.pack(">BBH", 1, 1, 2) + b"\x01a"),
        framed(0xC023, cp(9, 1, b"zz")),
        framed(0xC021, b"\x01"),
        framed(0x8021, cp(1, 1, b"")),
        b"\x21\x45",
        framed(0x7E21, b"\x7d\x01abc"),
        framed(0x7EC0, b"\x21\x09\x01\x00\x7d\x28\x00\x00\x00\x01"),
        framed(0x7E00, b"\x57" + ipv6("2001:db8::1", "2001:db8::2", 59, b"")),
        framed(0x7EFF, b"\x03\x7e\x01"),
        framed(0x7E12, b"\x7d"),
    ]


def ppp():
    frames = ppp_frames() + ppp_more_frames()
    write_pcap("link-ppp.pcap", [((1700000800 + i, 0), f) for i, f in enumerate(frames)], linktype=LINKTYPE_PPP)


def ppp_serial():
    ip = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"serial"))
    frames = [
        b"\xff\x03" + struct.pack(">H", 0x0021) + ip,
        b"\xff\x03" + struct.pack(">H", 0xC021) + cp(9, 3, struct.pack(">I", 1)),
        b"\xff\x03" + struct.pack(">H", 0x4321) + b"zz",
        b"\x0f\x00" + struct.pack(">H", 0x0800) + ip,
        b"\x42\x03" + struct.pack(">H", 0x0021) + ip,
        b"\xff\x03\x00",
        b"\xff",
    ]
    write_pcap("link-ppp-serial.pcap", [((1700000900 + i, 0), f) for i, f in enumerate(frames)],
               linktype=LINKTYPE_PPP_SERIAL)


def ether(ethertype, payload):
    return bytes.fromhex("020000000001") + bytes.fromhex("020000000002") + struct.pack(">H", ethertype) + payload


def pppoe_header(code, session, payload, length=None):
    return struct.pack(">BBHH", 0x11, code, session, len(payload) if length is None else length) + payload


def tag(kind, value):
    return struct.pack(">HH", kind, len(value)) + value


def pppoe():
    ip = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"pppoe"))
    frames = [
        ether(0x8863, pppoe_header(0x09, 0, tag(0x0101, b"") + tag(0x0103, b"\x01\x02\x03\x04"))),
        ether(0x8863, pppoe_header(0x07, 0, tag(0x0102, b"access-1") + tag(0x0101, b"") + tag(0x0104, bytes(16)))),
        ether(0x8863, pppoe_header(0x19, 0, tag(0x0101, b"isp") + tag(0x0120, b"\x05\xdc") + tag(0x0000, b""))),
        ether(0x8863, pppoe_header(0x65, 0x1234, tag(0x0101, b"isp"))),
        ether(0x8863, pppoe_header(0xA7, 0x1234, tag(0x0203, b"session closed"))),
        ether(0x8863, pppoe_header(0x42, 0, tag(0x0999, b"x"))),
        ether(0x8864, pppoe_header(0x00, 0x1234, struct.pack(">H", 0x0021) + ip)),
        ether(0x8864, pppoe_header(0x00, 0x1234, struct.pack(">H", 0xC021) + cp(9, 1, struct.pack(">I", 7)))),
        ether(0x8864, pppoe_header(0x00, 0x1234, struct.pack(">H", 0x0021) + ip, length=400)),
        ether(0x8864, struct.pack(">BBHH", 0x21, 0, 1, 2)),
        ether(0x8864, b"\x11\x00"),
        ether(0x8863, pppoe_header(0x09, 0, tag(0x0101, b"abc"))[:12]),
    ]
    write_pcap("pppoe.pcap", [((1700001000 + i, 0), f) for i, f in enumerate(frames)])


if __name__ == "__main__":
    ppp()
    ppp_serial()
    pppoe()
