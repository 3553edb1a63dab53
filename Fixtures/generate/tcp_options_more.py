#!/usr/bin/env python3
"""TCP options tcpdump 4.99 decodes past kind and length: every MPTCP subtype (RFC 8684 v1, RFC 6824
v0) with the lengths each allows for the segment's flags, and the bad ones; TCP-AO (RFC 5925) with and
without a MAC and below its minimum length; SCPS capabilities with a wrong length; cuts inside options.
Writes Fixtures/pcap/tcp-options-more.pcap (deterministic)."""
import struct
from pcaplib import frame4, tcp4, ip4, ip6, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
T0 = 1700004000


def o(kind, data):
    return bytes([kind, len(data) + 2]) + data


def pk(opts, flags="A"):
    return frame4(A, B, 6, tcp4(A, B, 40000, 80, 1000, 2000, flags, b"", options=opts))


def mptcp_packets():
    p = []
    # MP_CAPABLE: SYN with a key (v1, checksum), SYN without, third ACK v0 with both keys, v1 with
    # data length, an unknown version, and a length the flags do not allow.
    p.append(pk(o(30, b"\x01\x81" + bytes(range(8))), "S"))
    p.append(pk(o(30, b"\x01\x01"), "S"))
    p.append(pk(o(30, b"\x00\x01" + bytes(range(16))), "A"))
    p.append(pk(o(30, b"\x01\x01" + bytes(range(16)) + b"\x00\x10"), "A"))
    p.append(pk(o(30, b"\x05\x01" + bytes(range(8))), "S"))
    p.append(pk(o(30, b"\x01\x01" + bytes(range(8))), "A"))
    # MP_JOIN: SYN (backup), SYN/ACK, third ACK, and a bad length.
    p.append(pk(o(30, b"\x11\x03" + struct.pack("!II", 0xDEADBEEF, 7)), "S"))
    p.append(pk(o(30, b"\x10\x02" + struct.pack("!QI", 0x1122334455667788, 9)), "SA"))
    p.append(pk(o(30, b"\x10\x00" + bytes(range(20))), "A"))
    p.append(pk(o(30, b"\x10\x00" + bytes(range(10))), "A"))
    # DSS: 4-byte ack; fin + 8-byte ack + 8-byte mapping with checksum; 4-byte mapping with and without
    # checksum; a mapping missing its length; on a SYN; fin alone.
    p.append(pk(o(30, b"\x20\x01" + struct.pack("!I", 5000)), "A"))
    p.append(pk(o(30, b"\x20\x1f" + struct.pack("!QQIHH", 1, 2, 3, 4, 5)), "A"))
    p.append(pk(o(30, b"\x20\x05" + struct.pack("!IIIH", 7, 8, 9, 10)), "A"))
    p.append(pk(o(30, b"\x20\x05" + struct.pack("!IIIHH", 7, 8, 9, 10, 11)), "A"))
    p.append(pk(o(30, b"\x20\x05" + struct.pack("!III", 7, 8, 9)), "A"))
    p.append(pk(o(30, b"\x20\x01" + struct.pack("!I", 5000)), "S"))
    p.append(pk(o(30, b"\x20\x10"), "A"))
    # ADD_ADDR: every length (IPv4/IPv6, with and without port and HMAC), v0 and v1 echo bits, a bad one.
    p.append(pk(o(30, b"\x30\x05" + ip4("198.18.0.9")), "A"))
    p.append(pk(o(30, b"\x34\x05" + ip4("198.18.0.9") + b"\x1f\x90"), "A"))
    p.append(pk(o(30, b"\x31\x05" + ip4("198.18.0.9") + bytes(range(8))), "A"))
    p.append(pk(o(30, b"\x30\x05" + ip4("198.18.0.9") + b"\x1f\x90" + bytes(range(8))), "A"))
    p.append(pk(o(30, b"\x36\x06" + ip6("2001:db8::9")), "A"))
    p.append(pk(o(30, b"\x30\x06" + ip6("2001:db8::9") + b"\x00\x50"), "A"))
    p.append(pk(o(30, b"\x30\x06" + ip6("2001:db8::9") + bytes(range(8))), "A"))
    p.append(pk(o(30, b"\x3f\x06" + ip6("2001:db8::9") + b"\x00\x50" + bytes(range(8))), "A"))
    p.append(pk(o(30, b"\x30\x06" + ip6("2001:db8::9")[:5]), "A"))
    # REMOVE_ADDR, MP_PRIO, MP_FAIL, MP_FASTCLOSE, unknown subtypes, lengths below 3.
    p.append(pk(o(30, b"\x40\x01\x02\x03"), "A"))
    p.append(pk(o(30, b"\x40"), "A"))
    p.append(pk(o(30, b"\x51\x04"), "A"))
    p.append(pk(o(30, b"\x50"), "A"))
    p.append(pk(o(30, b"\x50\x01\x02"), "A"))
    p.append(pk(o(30, b"\x60\x00" + struct.pack("!Q", 123456789012)), "A"))
    p.append(pk(o(30, b"\x70\x00" + struct.pack("!Q", 0xABCDEF0123)), "A"))
    p.append(pk(o(30, b"\x70\x00" + struct.pack("!I", 1)), "A"))
    p.append(pk(o(30, b"\x90\x00\x01"), "A"))
    p.append(pk(o(30, b"\xf0"), "A"))
    p.append(pk(bytes([30, 2]) + b"\x01\x01", "A"))
    # MPTCP after other options, and before them.
    p.append(pk(b"\x01" + o(30, b"\x20\x01" + struct.pack("!I", 5000)) + b"\x01\x01\x01", "A"))
    p.append(pk(o(2, b"\x05\xb4") + o(30, b"\x01\x81" + bytes(range(8))), "S"))
    return p


def other_packets():
    p = []
    # TCP-AO with a MAC, below the minimum length, without a MAC; SCPS right and with a wrong length.
    p.append(pk(o(29, b"\x05\x06" + bytes(range(12)))))
    p.append(pk(o(29, b"\x05") + b"\x01"))
    p.append(pk(o(29, b"\x05\x06")))
    p.append(pk(o(20, b"\x01\x02") + b"\x01\x01"))
    p.append(pk(o(20, b"\x01\x02\x03\x04")))
    # Cut by the capture inside a TCP-AO MAC and inside a DSS option.
    full = pk(o(29, b"\x05\x06" + bytes(range(12))))
    p.append(full[:14 + 20 + 20 + 7])
    full = pk(o(30, b"\x20\x1f" + struct.pack("!QQIHH", 1, 2, 3, 4, 5)), "A")
    p.append(full[:14 + 20 + 20 + 10])
    return p


if __name__ == "__main__":
    write_pcap("tcp-options-more.pcap", [(T0 + i * 0.25, f) for i, f in enumerate(mptcp_packets() + other_packets())])
