#!/usr/bin/env python3
"""IPv6 mobility header (RFC 6275, next header 135; tcpdump's mobility_print), hand-built as a
mobile node, its home agent and a correspondent exchange them: Binding Refresh Request, Home and
Care-of Test Init, Home and Care-of Test, Binding Update (every flag), Binding Acknowledgement,
Binding Error, an unknown type; every mobility option (Pad1, PadN, Binding Refresh Advice,
Alternate Care-of Address, Nonce Indices, Binding Authorization Data, an unknown one) and options
too short for their type; a header length too small for its type; the old protocol number 62; the
header behind a destination options header (home address option); and capture cuts.
Writes Fixtures/pcap/mobility.pcap. Deterministic."""
import struct
from pcaplib import *

MN, HA, CN = "2001:db8:135::10", "2001:db8:135::1", "2001:db8:136::20"
COA = "2001:db8:137::10"
T0 = 1700135000.0


def mh(type_, body, options=b"", proto=59, length=None, pad=True):
    """A mobility header: the fixed 6 bytes (checksum filled in by frame()), the body, options."""
    data = body + options
    if pad:
        data += b"\0" * ((8 - (6 + len(data)) % 8) % 8)
    units = (6 + len(data)) // 8 - 1 if length is None else length
    return struct.pack("!BBBBH", proto, units, type_, 0, 0) + data


def frame(src, dst, message, nh=135, csum=True):
    if csum:
        value = checksum(pseudo6(src, dst, 135, len(message)) + message)
        message = message[:4] + struct.pack("!H", value) + message[6:]
    return frame6(src, dst, nh, message)


def padn(n):
    return bytes([1, n]) + b"\0" * n


def refresh(interval):
    return struct.pack("!BBH", 2, 2, interval)


def altcoa(addr):
    return bytes([3, 16]) + ip6(addr)


def nonces(home, careof):
    return struct.pack("!BBHH", 4, 4, home, careof)


def auth(data):
    return bytes([5, len(data)]) + data


cookie = bytes.fromhex("0123456789abcdef")
token = bytes.fromhex("fedcba9876543210")
frames = []
add = frames.append

add(frame(HA, MN, mh(0, b"\0\0")))
add(frame(MN, CN, mh(1, b"\0\0" + cookie)))
add(frame(COA, CN, mh(2, b"\0\0" + cookie[::-1])))
add(frame(CN, MN, mh(3, struct.pack("!H", 0x1234) + cookie + token)))
add(frame(CN, COA, mh(4, struct.pack("!H", 0xbeef) + cookie[::-1] + token[::-1])))
# Binding updates: every flag alone, all at once, none; with options.
for flags in (0x80, 0x40, 0x20, 0x10, 0xf0, 0x00, 0x0f):
    add(frame(COA, HA, mh(5, struct.pack("!HBBH", 1000 + flags, flags, 0, 900), altcoa(COA))))
add(frame(COA, CN, mh(5, struct.pack("!HBBH", 7, 0x80, 0, 60),
                      b"\x00" + padn(1) + nonces(0x1234, 0xbeef) + auth(bytes(range(12))))))
# Binding acknowledgements: accepted with refresh advice, K flag, refusal codes.
add(frame(HA, COA, mh(6, struct.pack("!BBHH", 0, 0x80, 1128, 900), padn(2) + refresh(300))))
add(frame(HA, COA, mh(6, struct.pack("!BBHH", 0, 0, 7, 0))))
add(frame(HA, COA, mh(6, struct.pack("!BBHH", 129, 0x7f, 8, 65535))))
add(frame(CN, COA, mh(6, struct.pack("!BBHH", 136, 0, 9, 1), b"\x00\x00" + auth(bytes(12)))))
add(frame(CN, COA, mh(7, struct.pack("!BB", 1, 0) + ip6(MN))))
add(frame(CN, COA, mh(7, struct.pack("!BB", 2, 0) + ip6(MN))))
# Unknown type, unknown option, options too short for their kind, option past the header.
add(frame(MN, CN, mh(8, b"\0\0" + b"\xaa" * 8)))
add(frame(MN, CN, mh(200, b"\0\0")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x09\x02\xab\xcd")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x02\x00\x00\x00")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x03\x00\x00\x00")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x04\x00\x00\x00")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x05\x02\x00\x00")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x01\x08\x00\x00")))
add(frame(HA, MN, mh(0, b"\0\0", b"\x00\x00\x00\x01")))
add(frame(CN, COA, mh(6, struct.pack("!BBHH", 0, 0, 1, 2), b"\x02\x02\x00\x05" + b"\x03\x10" + b"\0" * 6, pad=False)))
# Header lengths too small for the type (length 0 = 8 bytes).
for kind in (1, 3, 5, 6, 7):
    add(frame(MN, CN, mh(kind, b"\0\0", length=0, pad=False)))
add(frame(MN, CN, mh(0, b"\0\0", length=0, pad=False)))
# The old number (62) and a mobility header behind destination options (home address option).
add(frame(MN, CN, mh(0, b"\0\0"), nh=62, csum=False))
dst = struct.pack("!BB", 135, 2) + b"\x01\x02\x00\x00" + struct.pack("!BB", 0xc9, 16) + ip6(MN)
add(frame6(COA, CN, 60, dst + mh(5, struct.pack("!HBBH", 3, 0xc0, 0, 16))))
# Over IPv4, protocol 135 is not a mobility header.
add(frame4("198.18.135.1", "198.18.135.2", 135, mh(0, b"\0\0")))

packets = [(T0 + i * 0.25, f) for i, f in enumerate(frames)]
cuts = [(frames[0], 55), (frames[0], 56), (frames[0], 57), (frames[1], 60), (frames[1], 70), (frames[3], 60),
        (frames[3], 64), (frames[3], 72), (frames[3], 80), (frames[5], 60), (frames[5], 62), (frames[5], 64),
        (frames[5], 70), (frames[12], 58), (frames[12], 62), (frames[12], 64), (frames[12], 70),
        (frames[16], 59), (frames[16], 70), (frames[12], 76), (frames[11], 72), (frames[11], 80), (frames[11], 90)]
packets += [(T0 + 100 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)]
write_pcap("mobility.pcap", packets)
