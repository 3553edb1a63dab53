#!/usr/bin/env python3
"""Writes large benchmark pcaps fast (python3 stdlib only, deterministic).

  gen-pcap.py few-flows COUNT OUT       TCP/UDP/DNS/ICMP between a handful of hosts (8 TCP
                                        connections, DNS, an unknown UDP port, ping)
  gen-pcap.py many-addresses COUNT OUT  TCP SYNs from ~65k source addresses (198.18.0.0/16 and
                                        198.19.0.0/16 halves) with random ports to a few servers

Packets are Ethernet/IPv4 with valid IPv4 header checksums; TCP/UDP checksums are left at zero
(tcpdump -n without -v does not check them), which keeps a million packets to a few seconds.
"""
import random
import struct
import sys

ETH = bytes.fromhex("020000000002" "020000000001") + b"\x08\x00"
RECORD = struct.Struct("<IIII")
IPV4 = struct.Struct("!BBHHHBBH4s4s")
TCP = struct.Struct("!HHIIBBHHH")
UDP = struct.Struct("!HHHH")


def ip_checksum(header):
    total = sum(struct.unpack("!10H", header))
    total = (total & 0xFFFF) + (total >> 16)
    total = (total & 0xFFFF) + (total >> 16)
    return (~total) & 0xFFFF


def ipv4(src, dst, proto, payload, ident, ttl=64):
    header = IPV4.pack(0x45, 0, 20 + len(payload), ident, 0x4000, ttl, proto, 0, src, dst)
    header = header[:10] + struct.pack("!H", ip_checksum(header)) + header[12:]
    return ETH + header + payload


def tcp(sport, dport, seq, ack, flags, payload=b"", window=502, options=b""):
    offset = (20 + len(options)) // 4
    return TCP.pack(sport, dport, seq, ack, offset << 4, flags, window, 0, 0) + options + payload


def udp(sport, dport, payload):
    return UDP.pack(sport, dport, 8 + len(payload), 0) + payload


def dns_query(ident, name):
    labels = b"".join(bytes([len(part)]) + part.encode() for part in name.split(".")) + b"\0"
    return struct.pack("!HHHHHH", ident, 0x0100, 1, 0, 0, 0) + labels + b"\x00\x01\x00\x01"


def dns_answer(ident, name, address):
    query = dns_query(ident, name)
    answer = b"\xc0\x0c" + struct.pack("!HHIH", 1, 1, 300, 4) + address
    return struct.pack("!HHHHHH", ident, 0x8180, 1, 1, 0, 0) + query[12:] + answer


def addr(a, b, c, d):
    return bytes((a, b, c, d))


def few_flows(count, out, rng):
    clients = [addr(198, 18, 0, n) for n in range(2, 6)]
    servers = [addr(198, 18, 1, n) for n in range(1, 3)]
    flows = []
    for index in range(8):
        flows.append({"c": clients[index % 4], "s": servers[index % 2], "cp": 40000 + index,
                      "sp": (5001, 443, 22, 5201)[index % 4], "cs": rng.getrandbits(32),
                      "ss": rng.getrandbits(32)})
    bodies = [bytes(rng.getrandbits(8) for _ in range(n)) for n in (0, 64, 512, 1448)]
    names = ["example.com", "www.example.org", "cdn.example.net", "api.example.com"]
    time = 1_700_000_000
    micros = 0
    ident = 0
    write = out.write
    for number in range(count):
        micros += 37 + (number & 7)
        ident = (ident + 1) & 0xFFFF
        kind = number % 20
        if kind < 15:
            flow = flows[number % 8]
            body = bodies[(number >> 3) % 4]
            if number & 1:
                payload = tcp(flow["sp"], flow["cp"], flow["ss"], flow["cs"], 0x18, body)
                frame = ipv4(flow["s"], flow["c"], 6, payload, ident)
                flow["ss"] = (flow["ss"] + len(body)) & 0xFFFFFFFF
            else:
                payload = tcp(flow["cp"], flow["sp"], flow["cs"], flow["ss"], 0x10, body[:64])
                frame = ipv4(flow["c"], flow["s"], 6, payload, ident)
                flow["cs"] = (flow["cs"] + len(body[:64])) & 0xFFFFFFFF
        elif kind < 17:
            name = names[number % 4]
            if kind == 15:
                frame = ipv4(clients[0], servers[0], 17, udp(50000 + (number & 255), 53, dns_query(ident, name)), ident)
            else:
                frame = ipv4(servers[0], clients[0], 17,
                             udp(53, 50000 + (number & 255), dns_answer(ident - 1, name, addr(198, 18, 9, number & 255))), ident)
        elif kind < 19:
            frame = ipv4(clients[1], servers[1], 17, udp(41000, 9999, bodies[1][:32 + (number & 31)]), ident)
        else:
            icmp = struct.pack("!BBHHH", 8, 0, 0, 0x1234, number & 0xFFFF) + bodies[1][:56]
            frame = ipv4(clients[2], servers[1], 1, icmp, ident)
        write(RECORD.pack(time + micros // 1_000_000, micros % 1_000_000, len(frame), len(frame)))
        write(frame)


def many_addresses(count, out, rng):
    servers = [addr(198, 18, 255, n) for n in range(1, 5)]
    sources = [addr(198, 18 + (n >> 16), (n >> 8) & 255, n & 255) for n in range(0, 65536)]
    options = bytes.fromhex("020405b40402080a0000000000000000" "01030307")
    time = 1_700_000_000
    micros = 0
    write = out.write
    getrandbits = rng.getrandbits
    for number in range(count):
        micros += 3
        src = sources[getrandbits(16)]
        payload = tcp(1024 + getrandbits(15) + getrandbits(14), (80, 443, 22, 8080)[number & 3],
                      getrandbits(32), 0, 0x02, window=64240, options=options)
        frame = ipv4(src, servers[number & 3], 6, payload, number & 0xFFFF)
        write(RECORD.pack(time + micros // 1_000_000, micros % 1_000_000, len(frame), len(frame)))
        write(frame)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("few-flows", "many-addresses"):
        sys.exit(__doc__)
    kind, count, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rng = random.Random(42)
    with open(path, "wb", buffering=1 << 20) as out:
        out.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1))
        (few_flows if kind == "few-flows" else many_addresses)(count, out, rng)


if __name__ == "__main__":
    main()
