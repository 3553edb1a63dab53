#!/usr/bin/env python3
"""Seeds for the wire fuzz target: every packet of the Ethernet (link type 1) classic pcaps in
Fixtures/pcap, one file each, prefixed with selector byte 0 (Ethernet frame); IPv4/IPv6 link types
(228, 229, 101, 12) get selector 1 (bare IP packet)."""
import os
import struct
import sys

MAGICS = {b"\xd4\xc3\xb2\xa1": "<", b"\x4d\x3c\xb2\xa1": "<", b"\xa1\xb2\xc3\xd4": ">", b"\xa1\xb2\x3c\x4d": ">"}
SELECTORS = {1: 0, 228: 1, 229: 1, 101: 1, 12: 1}


def packets(path):
    with open(path, "rb") as handle:
        data = handle.read()
    order = MAGICS.get(data[:4])
    if order is None or len(data) < 24:
        return
    link = struct.unpack(order + "I", data[20:24])[0] & 0x0FFFFFFF
    offset = 24
    while offset + 16 <= len(data):
        caplen = struct.unpack(order + "I", data[offset + 8:offset + 12])[0]
        body = data[offset + 16:offset + 16 + caplen]
        if len(body) < caplen:
            return
        yield link, body
        offset += 16 + caplen


def main(fixtures, out):
    os.makedirs(out, exist_ok=True)
    count = 0
    for name in sorted(os.listdir(fixtures)):
        if not name.endswith(".pcap"):
            continue
        for index, (link, body) in enumerate(packets(os.path.join(fixtures, name))):
            if link not in SELECTORS:
                continue
            with open(os.path.join(out, f"{name}-{index}"), "wb") as handle:
                handle.write(bytes([SELECTORS[link]]) + body)
            count += 1
    print(f"seeds-wire: {count} packets", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
