#!/usr/bin/env python3
"""Protocol-coverage fixtures: DHCP/BOOTP (RFC 951, 2131), SCTP (RFC 9260), IPsec ESP and AH
(RFC 4303, 4302), MPLS label stacks (RFC 3032). Each capture mixes well-formed messages with the
edge cases tcpdump prints specially (bad lengths, cut headers, unknown types).
Writes Fixtures/pcap/dhcp.pcap."""
import struct
from pcaplib import *

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"
T0 = 1700000300.0


# ---------------------------------------------------------------- DHCP / BOOTP

def bootp(op, chaddr="02:00:00:00:00:0a", xid=0x3903F326, secs=0, flags=0, ciaddr="0.0.0.0",
          yiaddr="0.0.0.0", siaddr="0.0.0.0", giaddr="0.0.0.0", htype=1, hlen=6, hops=0,
          sname=b"", file=b"", options=None, vend=None):
    """A BOOTP message (RFC 951): 236 fixed bytes, then the DHCP magic cookie and options (RFC
    2132) or a raw 64-byte vendor area."""
    hw = mac(chaddr) if isinstance(chaddr, str) else chaddr
    msg = struct.pack("!BBBBIHH4s4s4s4s", op, htype, hlen, hops, xid, secs, flags, ip4(ciaddr), ip4(yiaddr),
                      ip4(siaddr), ip4(giaddr))
    msg += hw.ljust(16, b"\0") + sname.ljust(64, b"\0") + file.ljust(128, b"\0")
    if options is not None:
        body = b"\x63\x82\x53\x63" + b"".join(options) + b"\xff"
        msg += body.ljust(64, b"\0")
    elif vend is not None:
        msg += vend.ljust(64, b"\0")
    else:
        msg += b"\0" * 64
    return msg


def opt(tag, data):
    return bytes([tag, len(data)]) + data


def dhcp():
    client, server = "0.0.0.0", "198.18.0.1"
    discover = [opt(53, b"\x01"), opt(61, b"\x01" + mac("02:00:00:00:00:0a")), opt(50, ip4("198.18.0.10")),
                opt(12, b"client1"), opt(55, bytes([1, 3, 6, 15, 28, 42, 119, 121]))]
    offer = [opt(53, b"\x02"), opt(54, ip4(server)), opt(51, struct.pack("!I", 3600)), opt(1, ip4("255.255.255.0")),
             opt(3, ip4(server)), opt(6, ip4(server) + ip4("198.18.0.53")), opt(15, b"lab.test")]
    request = [opt(53, b"\x03"), opt(54, ip4(server)), opt(50, ip4("198.18.0.10")), opt(57, struct.pack("!H", 1500))]
    ack = [opt(53, b"\x05"), opt(54, ip4(server)), opt(51, struct.pack("!I", 3600)), opt(58, struct.pack("!I", 1800)),
           opt(59, struct.pack("!I", 3150)), opt(1, ip4("255.255.255.0"))]
    p = []
    bc = "ff:ff:ff:ff:ff:ff"
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67,
                    bootp(1, flags=0x8000, options=discover)), dmac=bc, ttl=64, flags=0))
    p.append(frame4(server, "198.18.0.10", 17, udp4(server, "198.18.0.10", 67, 68,
                    bootp(2, yiaddr="198.18.0.10", siaddr=server, options=offer)), smac="02:00:00:00:00:01",
                    dmac="02:00:00:00:00:0a"))
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67,
                    bootp(1, secs=3, options=request)), dmac=bc, flags=0))
    p.append(frame4(server, "198.18.0.10", 17, udp4(server, "198.18.0.10", 67, 68,
                    bootp(2, yiaddr="198.18.0.10", siaddr=server, options=ack)), smac="02:00:00:00:00:01"))
    # Release (unicast, ciaddr set), inform, NAK, decline.
    p.append(frame4("198.18.0.10", server, 17, udp4("198.18.0.10", server, 68, 67,
                    bootp(1, ciaddr="198.18.0.10", options=[opt(53, b"\x07"), opt(54, ip4(server))]))))
    p.append(frame4(server, "198.18.0.10", 17, udp4(server, "198.18.0.10", 67, 68,
                    bootp(2, options=[opt(53, b"\x06"), opt(56, b"address in use")]))))
    # A relayed request (giaddr, hops) and plain BOOTP with sname/file and no magic cookie.
    p.append(frame4("198.18.0.254", server, 17, udp4("198.18.0.254", server, 67, 67,
                    bootp(1, hops=1, giaddr="198.18.0.254", options=[opt(53, b"\x01"), opt(82, b"\x01\x04eth0")]))))
    p.append(frame4(server, "198.18.0.10", 17, udp4(server, "198.18.0.10", 67, 68,
                    bootp(2, yiaddr="198.18.0.10", sname=b"bootserver", file=b"/pxelinux.0",
                          vend=b"\0\0\0\0"))))
    # Hardware type other than Ethernet (no "from"), an unknown op, a reply with a chaddr.
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67,
                    bootp(1, htype=6, chaddr=b"\x02\0\0\0\0\x0b", options=[opt(53, b"\x01")]))))
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67,
                    bootp(1, hlen=16, chaddr=b"\x11" * 16, options=[opt(53, b"\x08")]))))
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67,
                    bootp(3, options=[opt(53, b"\x09")]))))
    # Cut short by the sender: 2 bytes (op only), 30 bytes (chaddr partly there), the fixed part only.
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67, b"\x01\x01")))
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67, bootp(1)[:30])))
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67, bootp(1)[:236])))
    p.append(frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67, b"")))
    # Over IPv6 (not DHCPv6: BOOTP on UDP 67 all the same), and a captured-short frame.
    p.append(frame6(A6, B6, 17, udp6(A6, B6, 68, 67, bootp(1, options=[opt(53, b"\x01")]))))
    full = frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67,
                  bootp(1, options=discover)), dmac=bc)
    packets = [(T0 + i * 0.25, f) for i, f in enumerate(p)]
    packets.append((T0 + 10, full[:60], len(full)))
    # Option edge cases for -v: pad runs, a cut option, unknown tags, a zero-length option.
    odd = [b"\0\0\0", opt(53, b"\x03"), opt(200, b"\x01\x02\x03"), opt(201, b"\x01\x02"), opt(202, b"\x01\x02\x03\x04"),
           opt(60, b"swiftnet\x01"), opt(43, b""), opt(19, b"\x01"), opt(46, b"\x08"), opt(33, ip4(A) + ip4(B))]
    p2 = frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67, bootp(1, options=odd)))
    packets.append((T0 + 11, p2))
    cut = bootp(1)[:236] + b"\x63\x82\x53\x63" + opt(12, b"longhostname")[:6]
    packets.append((T0 + 12, frame4(client, "255.255.255.255", 17, udp4(client, "255.255.255.255", 68, 67, cut))))
    return packets


if __name__ == "__main__":
    write_pcap("dhcp.pcap", dhcp())
