#!/usr/bin/env python3
"""BCM-LI (Broadcom lawful-intercept shim, UDP source port 49152): every direction, packet type
(undecided with an IPv4, IPv6 or other first nibble, IPv4, IPv6, Ethernet) and subtype, unknown
values, a datagram shorter than the 4-byte shim, and captures cut in the shim and in the
intercepted packet. Writes Fixtures/pcap/bcm-li-gen.pcap. Deterministic."""
import struct
from pcaplib import *

SWITCH, COLLECTOR = "198.18.92.1", "198.18.92.2"
T0 = 1700009800.0


def shim(direction, ptype, subtype, li_id):
    return struct.pack("!I", (direction << 29) | (ptype << 25) | (subtype << 22) | li_id)


inner4 = ipv4("198.18.93.1", "198.18.93.2", 17, udp4("198.18.93.1", "198.18.93.2", 40000, 53, b"\x12\x34"), ttl=9)
inner6 = ipv6("2001:db8:93::1", "2001:db8:93::2", 17, udp6("2001:db8:93::1", "2001:db8:93::2", 40000, 9999, b"hello"))
inner_eth = ether("02:00:00:00:93:02", "02:00:00:00:93:01", 0x0800, inner4)
inner_vlan = ether("02:00:00:00:93:02", "02:00:00:00:93:01", 0x8100, vlan(100, 0x0800, inner4))
payloads = [
    shim(3, 5, 3, 1) + inner4,
    shim(2, 6, 3, 2) + inner6,
    shim(3, 7, 3, 3) + inner_eth,
    shim(2, 7, 1, 4) + inner_vlan,
    shim(1, 7, 2, 5) + inner_eth,
    shim(3, 4, 3, 0x3fffff) + inner4,
    shim(3, 4, 3, 7) + inner6,
    shim(3, 4, 3, 8) + b"\x11\x22\x33",
    shim(0, 9, 0, 9) + inner4,
    shim(7, 0, 5, 10) + b"",
    b"\x60\x00",
]
frames = [frame4(SWITCH, COLLECTOR, 17, udp4(SWITCH, COLLECTOR, 49152, 5555 + i, p)) for i, p in enumerate(payloads)]
packets = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
for j, cut in enumerate((44, 46, 50, 60, 80)):
    packets.append((T0 + 5 + j * 0.01, frames[0][:cut], len(frames[0])))
packets.append((T0 + 6, frames[2][:70], len(frames[2])))
write_pcap("bcm-li-gen.pcap", packets)
