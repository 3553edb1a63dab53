#!/usr/bin/env python3
"""A mixed routing-traffic file for bench/decode.sh (issue 12): the committed lab captures of real
daemons (frr's ospfd/ospf6d, bgpd, bfdd, ldpd and ripngd, babeld, lldpd with CDP, dnsmasq's DHCPv6,
xl2tpd's L2TP) replayed in turn with timestamps moved forward, until COUNT packets.
    python3 bench/gen-routing.py COUNT OUT.pcap"""
import os, struct, sys

SOURCES = ["ospf2-lab", "ospf3-lab", "bgp-lab", "bfd-lab", "ldp-lab", "ripng", "babel", "dhcp6",
           "lldp-lab", "cdp-lab", "lab-l2tp"]
PCAP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "pcap")


def records(name):
    """(seconds, microseconds, data, original length) of a little-endian microsecond Ethernet pcap."""
    data = open(os.path.join(PCAP, name + ".pcap"), "rb").read()
    magic, _, _, _, _, _, linktype = struct.unpack("<IHHiIII", data[:24])
    assert magic == 0xA1B2C3D4 and linktype == 1, name
    offset, out = 24, []
    while offset + 16 <= len(data):
        sec, usec, caplen, length = struct.unpack("<IIII", data[offset:offset + 16])
        out.append((sec, usec, data[offset + 16:offset + 16 + caplen], length))
        offset += 16 + caplen
    return out


def main():
    count, path = int(sys.argv[1]), sys.argv[2]
    packets = [p for name in SOURCES for p in records(name)]
    with open(path, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1))
        written, clock = 0, 1700000000 * 1000000
        while written < count:
            for _, _, data, length in packets:
                if written == count:
                    break
                clock += 250  # a steady 4000 packets/s, in file order
                f.write(struct.pack("<IIII", clock // 1000000, clock % 1000000, len(data), length) + data)
                written += 1


if __name__ == "__main__":
    main()
