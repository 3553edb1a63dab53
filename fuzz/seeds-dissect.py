#!/usr/bin/env python3
"""Seeds for the dissect fuzz target: every packet of every classic pcap in Fixtures/pcap, written as
one file each, prefixed with the selector byte that makes the target use the packet's link type."""
import os
import struct
import sys

# Must match the order of `linkTypes` in fuzz/targets/dissect.swift.
LINK_TYPES = [1, 0, 108, 101, 12, 113, 276, 228, 229, 147]
MAGICS = {b"\xd4\xc3\xb2\xa1": "<", b"\x4d\x3c\xb2\xa1": "<", b"\xa1\xb2\xc3\xd4": ">", b"\xa1\xb2\x3c\x4d": ">"}


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
            selector = LINK_TYPES.index(link) if link in LINK_TYPES else LINK_TYPES.index(147)
            with open(os.path.join(out, f"{name}-{index}"), "wb") as handle:
                handle.write(bytes([selector]) + body)
            count += 1
    print(f"seeds-dissect: {count} packets", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
