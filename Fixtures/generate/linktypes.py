"""Captures of the link types added for issue 11: Cisco HDLC (LINKTYPE_C_HDLC 104) with IPv4, IPv6,
MPLS and SLARP (request, reply, keepalive with and without uptime, unknown code, trailing junk),
unknown protocols and cut headers; Linux NFLOG (239) with prefix and hardware-header attributes
before the payload, IPv6, an unknown family, version 1, a message without payload, a short
attribute and cut headers. python3 stdlib only; run from this directory."""
import struct

from pcaplib import ip4, ipv4, ipv6, udp4, udp6, write_pcap

LINKTYPE_C_HDLC = 104
LINKTYPE_NFLOG = 239
A, B = "198.18.0.1", "198.18.0.2"


def chdlc(address, protocol, payload):
    return bytes([address, 0]) + struct.pack(">H", protocol) + payload


def cisco_hdlc():
    ip = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"hdlc"))
    ip6 = ipv6("2001:db8::1", "2001:db8::2", 17, udp6("2001:db8::1", "2001:db8::2", 1, 2, b"v6"))
    request = struct.pack(">I", 0) + bytes(14)
    reply = struct.pack(">I", 1) + ip4(A) + ip4("255.255.255.0") + bytes(6)
    keepalive = struct.pack(">IIIH", 2, 0x10, 0x0F, 0xFFFF)
    uptime = struct.pack(">I", 93_784_000)  # 1 day 2 h 3 min 4 s, in milliseconds
    mpls = struct.pack(">I", (100 << 12) | (1 << 8) | 64)
    frames = [
        chdlc(0x0F, 0x0800, ip),
        chdlc(0x8F, 0x0800, ip),
        chdlc(0x0F, 0x86DD, ip6),
        chdlc(0x8F, 0x8035, request),
        chdlc(0x8F, 0x8035, reply),
        chdlc(0x8F, 0x8035, keepalive + bytes(4)),
        chdlc(0x8F, 0x8035, keepalive + uptime),
        chdlc(0x8F, 0x8035, keepalive + uptime + b"junk"),
        chdlc(0x8F, 0x8035, struct.pack(">I", 7) + bytes(14)),
        chdlc(0x8F, 0x8035, keepalive[:10]),
        chdlc(0x0F, 0x1234, b"abcdef"),
        chdlc(0x0F, 0x8847, mpls + ip),
        chdlc(0x0F, 0x0800, ip[:10]),
        chdlc(0x42, 0x0800, ip),
        chdlc(0x0F, 0x0800, b"")[:3],
    ]
    write_pcap("link-chdlc.pcap", [((1700000600 + i, 0), frame) for i, frame in enumerate(frames)],
               linktype=LINKTYPE_C_HDLC)


def nflog_attribute(kind, value):
    """Length and type in the capturing host's byte order (little-endian here), padded to 4."""
    length = 4 + len(value)
    return struct.pack("<HH", length, kind) + value + bytes((4 - length % 4) % 4)


def nflog_message(family, attributes, version=0, resource=7):
    return struct.pack(">BBH", family, version, resource) + b"".join(attributes)


def nflog():
    ip = ipv4(A, B, 17, udp4(A, B, 1111, 2222, b"nflog"))
    ip6 = ipv6("2001:db8::1", "2001:db8::2", 17, udp6("2001:db8::1", "2001:db8::2", 1, 2, b"v6"))
    packet_header = struct.pack(">HBB", 0x0800, 3, 0)
    messages = [
        nflog_message(2, [nflog_attribute(1, packet_header), nflog_attribute(10, b"drop: \x00"),
                          nflog_attribute(9, ip)]),
        nflog_message(10, [nflog_attribute(9, ip6)]),
        nflog_message(2, [nflog_attribute(10, b"x\x00")]),
        nflog_message(7, [nflog_attribute(9, ip)]),
        nflog_message(2, [nflog_attribute(9, ip)], version=1),
        nflog_message(2, [struct.pack("<HH", 2, 9)]),
        nflog_message(2, [nflog_attribute(9, ip)])[:6],
        nflog_message(2, [nflog_attribute(9, ip)])[:3],
    ]
    write_pcap("link-nflog.pcap", [((1700000700 + i, 0), message) for i, message in enumerate(messages)],
               linktype=LINKTYPE_NFLOG)


if __name__ == "__main__":
    cisco_hdlc()
    nflog()
