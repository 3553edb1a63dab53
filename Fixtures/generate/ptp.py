#!/usr/bin/env python3
"""IEEE 1588 PTP as tcpdump 4.99's ptp_print decodes it, for what the linuxptp lab
(Fixtures/capture-ptp.sh) never sends: every message type (sync, delay request, peer delay
request/response/response follow-up, follow-up, delay response, announce, signaling, management,
reserved types) over UDP/IPv4, UDP/IPv6 and Ethernet (0x88f7), every flag bit, the v1-compat bit,
PTPv1 and other versions, control values, odd correction values, messages shorter than the 34-byte
header, and cut captures. Deterministic. Writes Fixtures/pcap/ptp-gen.pcap."""
import struct
from pcaplib import *

T0 = 1700001800.0
PTP_MAC = "01:1b:19:00:00:00"
SRC_MAC = "02:00:00:00:0a:01"
CLOCK = 0x020000FFFE000A01


def header(msg_type, length, flags=0, seq=1, control=0, interval=0, domain=0, correction=0, transport=0,
           version=2, clock=CLOCK, port=1, reserved1=0, reserved2=0):
    return struct.pack("!BBHBBHqIQHHBB", (transport << 4) | msg_type, version, length, domain, reserved1, flags,
                       correction, reserved2, clock, port, seq, control, interval & 0xFF)


def timestamp(seconds, nanoseconds):
    return struct.pack("!HIIQ", seconds >> 32, seconds & 0xFFFFFFFF, nanoseconds, 0)[:10]


def message(msg_type, body, **kw):
    return header(msg_type, 34 + len(body), **kw) + body


def over_udp(payload, event):
    port = 319 if event else 320
    return ether("01:00:5e:00:01:81", SRC_MAC, 0x0800,
                 ipv4("198.18.0.1", "224.0.1.129", 17, udp4("198.18.0.1", "224.0.1.129", port, port, payload), ttl=1))


def over_udp6(payload, event):
    port = 319 if event else 320
    return ether("33:33:00:00:01:81", SRC_MAC, 0x86DD,
                 ipv6("2001:db8::1", "ff0e::181", 17, udp6("2001:db8::1", "ff0e::181", port, port, payload)))


def over_ether(payload):
    return ether(PTP_MAC, SRC_MAC, 0x88F7, payload)


def packets():
    ts = timestamp(1700001800, 123456789)
    port_identity = struct.pack("!QH", 0x020000FFFE000B01, 1)
    announce = ts + struct.pack("!hBBBBHBQHB", 37, 0, 128, 6, 0x21, 0x4E5D, 128, 0x0011223344556677, 1, 0x20)
    management = port_identity + bytes([3, 2, 0x01, 0x00]) + struct.pack("!HHH", 1, 4, 0x2000) + b"\0\0"
    signaling = port_identity + struct.pack("!HH", 3, 8) + b"\x00" * 8
    msgs = [
        (0x0, ts, dict(flags=0x0200, control=0, interval=0xFF)),
        (0x1, ts, dict(control=1, interval=0x7F)),
        (0x2, ts + port_identity[:10], dict(control=5)),
        (0x3, ts + port_identity, dict(control=5, flags=0x0200)),
        (0x8, ts, dict(control=2, correction=0x0000123456789ABC)),
        (0x9, ts + port_identity, dict(control=3, interval=0xFE)),
        (0xA, ts + port_identity, dict(control=5)),
        (0xB, announce, dict(control=5, flags=0x003F)),
        (0xC, signaling, dict(control=5, flags=0x0400)),
        (0xD, management, dict(control=4, flags=0x7700)),
        # Reserved message types and the other control values.
        (0x4, ts, dict(control=6)),
        (0x5, ts, dict(control=0xFF)),
        (0xE, b"\x01\x02", dict(control=4)),
        (0xF, b"", dict(control=2)),
    ]
    pkts = []
    for i, (t, body, kw) in enumerate(msgs):
        pkts.append(over_udp(message(t, body, **kw), event=t < 8))
        pkts.append(over_ether(message(t, body, seq=100 + i, **kw)))
    more = [
        # Every flag bit at once, domain, reserved fields, transport bits, a negative correction.
        over_ether(message(0x0, ts, flags=0xFFFF, domain=24, reserved1=7, reserved2=0xDEADBEEF, transport=1,
                           correction=-1)),
        over_ether(message(0x0, ts, transport=0xF, flags=0x1800)),
        over_udp6(message(0x0, ts), event=True),
        over_udp6(message(0xB, announce, control=5), event=False),
        # Version 1 and 2.1, unknown versions.
        over_ether(message(0x0, ts, version=1)),
        over_ether(message(0x0, ts, version=0x12)),
        over_ether(message(0x0, ts, version=3)),
        over_ether(message(0x0, ts, version=0)),
        over_udp(message(0x0, ts, version=0xF2), event=True),
        # Shorter than the 34-byte header; just the header; a body shorter than its fields.
        over_ether(header(0x0, 20)[:20]),
        over_udp(header(0x0, 33)[:33], event=True),
        over_ether(header(0x0, 34)),
        over_ether(message(0x0, ts[:6])),
        over_ether(message(0xB, announce[:20])),
        over_ether(message(0x3, ts + port_identity[:4])),
        over_ether(message(0xD, management[:10])),
        over_ether(message(0xD, management[:9])),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts + more)]
    full = over_ether(message(0xB, announce, control=5))
    for i, cut in enumerate((20, 40, 50, 60, 70)):
        out.append((T0 + 20 + i * 0.25, full[:cut], len(full)))
    sync = over_udp(message(0x0, ts), event=True)
    out.append((T0 + 22, sync[:60], len(sync)))
    out.append((T0 + 22.25, sync[:80], len(sync)))
    return out


if __name__ == "__main__":
    write_pcap("ptp-gen.pcap", packets())
