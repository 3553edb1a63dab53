"""VRRP over IPv6 (issue 11): what capture-vrrp6.sh's keepalived never sends. tcpdump 4.99.3 picks
the address width (16 bytes) and the checksum's pseudo-header from the enclosing IP header, for
VRRPv3 and for VRRPv2 alike. Covered: v3 with one, two and zero addresses, a bad v3 checksum,
hop limit below 255, v2 over IPv6 with no and simple-text authentication, a count larger than
the message, unknown version and type, and captures cut inside the header, the checksum area
and the addresses. python3 stdlib only; run from this directory."""
import struct

from pcaplib import checksum, frame6, ip6, write_pcap

SRC, GROUP = "fe80::200:ff:fe00:a01", "ff02::12"
MAC = "33:33:00:00:00:12"


def v3(vrid, prio, addrs, interval=100, bad=False, count=None, src=SRC, first=0x31):
    body = struct.pack(">BBBBHH", first, vrid, prio, len(addrs) if count is None else count, interval, 0)
    body += b"".join(ip6(a) for a in addrs)
    pseudo = ip6(src) + ip6(GROUP) + struct.pack(">I3xB", len(body), 112)
    csum = checksum(pseudo + body) ^ (0x1111 if bad else 0)
    return body[:6] + struct.pack(">H", csum) + body[8:]


def v2(vrid, prio, addrs, auth=0, password=b"", bad=False):
    body = struct.pack(">BBBBBBH", 0x21, vrid, prio, len(addrs), auth, 1, 0)
    body += b"".join(ip6(a) for a in addrs) + password
    csum = checksum(body) ^ (0x2222 if bad else 0)
    return body[:6] + struct.pack(">H", csum) + body[8:]


def frame(body, hlim=255):
    return frame6(SRC, GROUP, 112, body, dmac=MAC, hlim=hlim)


def records():
    one = ["2001:db8:12::100"]
    two = ["2001:db8:12::200", "2001:db8:12::201"]
    return [
        frame(v3(51, 200, one)),
        frame(v3(52, 100, two, interval=0xfff)),
        frame(v3(53, 0, [])),
        frame(v3(51, 200, one, bad=True)),
        frame(v3(51, 200, one), hlim=64),
        frame(v2(7, 100, one)),
        frame(v2(7, 100, two, auth=1, password=b"secret\0\0")),
        frame(v2(7, 100, one, auth=2)),
        frame(v2(7, 100, one, bad=True)),
        frame(v3(51, 200, one, count=3)),                 # more addresses counted than sent
        frame(v3(51, 200, one, first=0x41)),              # version 4
        frame(v3(51, 200, one, first=0x32)),              # type 2
    ] + [(frame(v3(52, 100, two))[:54 + 8 + 20], 94),   # snap-cut inside the second address
          (frame(v3(51, 200, one))[:54 + 6], 78),        # before the checksum
          (frame(v3(51, 200, one))[:54 + 2], 78)]


if __name__ == "__main__":
    packets = []
    for i, r in enumerate(records()):
        packets.append((1700002000 + i,) + (r if isinstance(r, tuple) else (r,)))
    write_pcap("vrrp6-gen.pcap", packets)
