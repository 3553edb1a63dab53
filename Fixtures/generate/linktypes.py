"""Captures of the link types added for issue 11: Cisco HDLC (LINKTYPE_C_HDLC 104) with IPv4, IPv6,
MPLS, OSI and SLARP (request, reply, keepalive with and without uptime, unknown code, trailing junk),
unknown protocols and cut headers. python3 stdlib only; run from this directory."""
import struct

from pcaplib import ip4, ipv4, ipv6, udp4, udp6, write_pcap

LINKTYPE_C_HDLC = 104
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


if __name__ == "__main__":
    cisco_hdlc()
