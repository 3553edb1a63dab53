#!/usr/bin/env python3
"""Writes a large pcap of TCP segments spread over millions of distinct connections (stdlib only).

  gen-flows.py COUNT FLOWS OUT

COUNT Ethernet/IPv4/TCP ACK segments (no SYN, so every one is looked up in a relative-sequence
flow table), 54 bytes each. Segment i belongs to connection (i * 7919) mod FLOWS; a connection is
a client address in 198.18.0.0/15 (131,072 addresses) and one of 64 client ports, talking to
198.18.255.254 port 80, so FLOWS up to 8M gives that many distinct connections, each seen
COUNT/FLOWS times spread over the whole file. IPv4 header checksums are valid; TCP checksums are 0
(tcpdump -n without -v does not check them). Deterministic; about 1M packets per 3 s.
"""
import struct
import sys

count, flows, out_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
if not 1 <= flows <= 131072 * 64:
    sys.exit("gen-flows.py: FLOWS must be 1..8388608")

ETH = bytes.fromhex("020000000002" "020000000001") + b"\x08\x00"
SERVER = bytes((198, 18, 255, 254))


def ip_checksum(header):
    total = sum(struct.unpack("!10H", header))
    total = (total & 0xFFFF) + (total >> 16)
    total = (total & 0xFFFF) + (total >> 16)
    return (~total) & 0xFFFF


# The IPv4 header sum without the source address and identification, so each packet's checksum
# is a few additions (RFC 1071 one's-complement sum is order-free).
base = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 40, 0, 0x4000, 64, 6, 0, b"\0\0\0\0", SERVER)
base_sum = sum(struct.unpack("!10H", base))

record = struct.Struct("<IIII")
packet = struct.Struct("!14sBBHHHBBH4s4sHHIIBBHHH")
step = 7919
with open(out_path, "wb", buffering=1 << 22) as out:
    out.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1))
    chunk = []
    seconds, micros = 1_700_000_000, 0
    for number in range(count):
        flow = (number * step) % flows
        host = flow % 131072
        port = 20000 + flow // 131072
        source = (198 << 24) | ((18 + (host >> 16)) << 16) | (host & 0xFFFF)
        ident = number & 0xFFFF
        total = base_sum + ident + (source >> 16) + (source & 0xFFFF)
        total = (total & 0xFFFF) + (total >> 16)
        total = (total & 0xFFFF) + (total >> 16)
        micros += 1
        if micros == 1_000_000:
            seconds, micros = seconds + 1, 0
        sequence = (flow * 2654435761 + number) & 0xFFFFFFFF
        chunk.append(record.pack(seconds, micros, 54, 54))
        chunk.append(packet.pack(ETH, 0x45, 0, 40, ident, 0x4000, 64, 6, (~total) & 0xFFFF,
                                 source.to_bytes(4, "big"), SERVER, port, 80, sequence, 1, 0x50, 0x10,
                                 502, 0, 0))
        if len(chunk) >= 65536:
            out.write(b"".join(chunk))
            chunk.clear()
    out.write(b"".join(chunk))
