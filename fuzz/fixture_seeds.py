"""Shared by the fuzz seed scripts: cut every packet of the classic pcaps in a fixture folder into one
seed file each, prefixed with the selector byte the fuzz target reads first."""
import os
import struct
import sys

MAGICS = {b"\xd4\xc3\xb2\xa1": "<", b"\x4d\x3c\xb2\xa1": "<", b"\xa1\xb2\xc3\xd4": ">", b"\xa1\xb2\x3c\x4d": ">"}


def packets(path):
    """(link type, packet bytes) for each whole record of a classic pcap; nothing for other files."""
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


def write_seeds(label, selector_for_link):
    """Command-line entry: `SCRIPT FIXTURES OUT`; `selector_for_link(link)` gives the selector byte,
    or None to leave the packet out."""
    fixtures, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    count = 0
    for name in sorted(os.listdir(fixtures)):
        if not name.endswith(".pcap"):
            continue
        for index, (link, body) in enumerate(packets(os.path.join(fixtures, name))):
            selector = selector_for_link(link)
            if selector is None:
                continue
            with open(os.path.join(out, f"{name}-{index}"), "wb") as handle:
                handle.write(bytes([selector]) + body)
            count += 1
    print(f"{label}: {count} packets", file=sys.stderr)
