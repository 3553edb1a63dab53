"""Small link types of issue 11, hand-built (no SLIP line, InfiniBand or Solaris zones here):
- link-ipoib.pcap (LINKTYPE_IPOIB, 242): IPv4, IPv6, ARP, an unknown EtherType, cut headers.
- link-ipnet.pcap (LINKTYPE_IPNET, 226): IPv4 and IPv6 families, an unknown family, cut header.
- link-slip.pcap (LINKTYPE_SLIP, 8): both directions and an invalid one; the Van Jacobson header
  kinds tcpdump names with -e (IP, uncompressed TCP with its connection number, compressed TCP with
  each delta, the *SA/*S specials that reuse the length remembered from an earlier packet, a new
  connection, an unknown type); IP version 6 and 5; cut headers.
python3 stdlib only; run from this directory. Deterministic."""
import struct

from pcaplib import arp, ipv4, ipv6, tcp4, udp4, udp6, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"


def frames_ipoib():
    ip = ipv4(A, B, 17, udp4(A, B, 4791, 4791, b"roce"))
    ip6 = ipv6(A6, B6, 17, udp6(A6, B6, 1000, 2000, b"ib6"))
    request = arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B)
    address = bytes(range(0x80, 0x94))

    def ipoib(ethertype, payload):
        return address + bytes(20) + struct.pack(">HH", ethertype, 0) + payload

    return [ipoib(0x0800, ip), ipoib(0x86DD, ip6), ipoib(0x0806, request), ipoib(0x88B5, b"experimental"),
            ipoib(0x0800, ip)[:50], ipoib(0x0800, ip)[:43], ipoib(0x0800, b"")]


def frames_ipnet():
    ip = ipv4(A, B, 17, udp4(A, B, 53, 53, b"zone"))
    ip6 = ipv6(A6, B6, 17, udp6(A6, B6, 53, 53, b"zone6"))

    def ipnet(family, payload, zsrc=0, zdst=3):
        return struct.pack(">BBHIIIII", 1, family, 0, len(payload), 2, 0, zsrc, zdst) + payload

    return [ipnet(2, ip), ipnet(26, ip6, zsrc=7, zdst=0xFFFFFFFF), ipnet(9, b"other family"),
            ipnet(2, ip)[:30], ipnet(2, ip)[:20]]


def frames_slip():
    data = ipv4(A, B, 6, tcp4(A, B, 40000, 22, 1001, 2001, "PA", b"hello world!"))
    udp = ipv4(A, B, 17, udp4(A, B, 1, 2, b"slip"))
    v6 = ipv6(A6, B6, 17, udp6(A6, B6, 1, 2, b"six"))

    def slip(direction, header, payload):
        header = header + bytes(15 - len(header))
        return bytes([direction]) + header + payload

    uncompressed = bytes([0x75]) + bytes(8) + bytes([7])    # protocol byte (offset 10) = connection 7
    return [
        slip(0, b"\x40", udp),
        slip(1, b"\x45", udp),
        slip(0, uncompressed, data),
        slip(0, bytes([0x80 | 0x40 | 0x0F, 7, 0xAB, 0xCD]), data),      # new connection 7, *S+
        slip(0, bytes([0x80 | 0x0B, 0xAB, 0xCD]), data),                # *SA+ for connection 7
        slip(0, bytes([0x80 | 0x20 | 0x01, 0xAB, 0xCD, 5]), data),       # U= and I+ share a byte
        slip(1, bytes([0x80 | 0x02, 0xAB, 0xCD, 0, 0xFF, 0x38]), data),  # W, two bytes, negative
        slip(1, bytes([0x80 | 0x02, 0xAB, 0xCD, 9]), data),              # W, one byte
        slip(1, bytes([0x80 | 0x04 | 0x08, 0xAB, 0xCD, 0, 0x12, 0x34]), data),  # A+ and S+
        slip(0, bytes([0x80 | 0x40 | 0x24, 3, 0, 0, 0, 0, 0, 0, 0, 0]), data),  # zero deltas, long form
        slip(0, b"\x20", udp),
        slip(5, b"\x40", udp),
        slip(7, bytes([0x80 | 0x0F]), data),
        slip(2, uncompressed, data),
        slip(0, b"\x40", v6),
        slip(0, b"\x40", b"\x50" + udp[1:]),
        slip(0, uncompressed, data[:24]),
        slip(0, bytes([0x80 | 0x01, 0, 0, 5]), data[:10]),
        slip(0, b"\x40", b""),
        slip(0, b"\x40", udp)[:12],
    ]


def write(name, frames, linktype, start):
    write_pcap(name, [((start + i, 500000), frame) for i, frame in enumerate(frames)], linktype=linktype)


if __name__ == "__main__":
    write("link-ipoib.pcap", frames_ipoib(), 242, 1700005000)
    write("link-ipnet.pcap", frames_ipnet(), 226, 1700006000)
    write("link-slip.pcap", frames_slip(), 8, 1700007000)
