#!/usr/bin/env python3
"""Protocol-coverage fixtures: DHCP/BOOTP (RFC 951, 2131), SCTP (RFC 9260), IPsec ESP and AH
(RFC 4303, 4302), MPLS label stacks (RFC 3032), STP/RSTP (802.1D/w), LLDP (802.1AB), VRRP (RFC 3768,
9568), RIP (RFC 2453). Each capture mixes well-formed messages with the
edge cases tcpdump prints specially (bad lengths, cut headers, unknown types).
Writes Fixtures/pcap/{dhcp,sctp,ipsec,mpls,stp,lldp,vrrp,rip}.pcap."""
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
    # tcpdump tests BOOTP's ports before RIP's (520): this is BOOTP.
    packets.append((T0 + 13, frame4(A, B, 17, udp4(A, B, 67, 520, struct.pack("!BBH", 2, 2, 0)))))
    return packets


# ---------------------------------------------------------------- SCTP

def _crc32c_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    return table


CRC32C = _crc32c_table()


def crc32c(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc = CRC32C[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def chunk(ctype, flags, body, length=None, pad=True):
    """An SCTP chunk (RFC 9260 3.2): type, flags, length (header + body), body padded to 4."""
    n = 4 + len(body) if length is None else length
    out = struct.pack("!BBH", ctype, flags, n) + body
    return out + b"\0" * ((4 - len(out) % 4) % 4) if pad else out


def sctp(sport, dport, vtag, chunks, csum=None):
    """An SCTP packet: common header with the CRC32c (RFC 9260 appendix A) over the whole packet."""
    pkt = struct.pack("!HHII", sport, dport, vtag, 0) + b"".join(chunks)
    if csum is None:
        csum = crc32c(pkt)
        pkt = pkt[:8] + struct.pack("<I", csum) + pkt[12:]
    else:
        pkt = pkt[:8] + struct.pack("!I", csum) + pkt[12:]
    return pkt


def sctp_packets():
    init_body = struct.pack("!IIHHI", 0x11223344, 106496, 10, 65535, 3000000000)
    params = struct.pack("!HH4s", 5, 8, ip4(A)) + struct.pack("!HHI", 0xC000, 8, 0)  # IPv4 address, ECN capable
    cookie = struct.pack("!HH", 7, 36) + bytes(range(32))
    data = lambda flags, tsn, sid, ssn, ppid, payload: chunk(0, flags, struct.pack("!IHHI", tsn, sid, ssn, ppid) + payload)
    sack = struct.pack("!IIHH", 3000000010, 65536, 2, 1) + struct.pack("!HHHH", 2, 3, 5, 5) + struct.pack("!I", 3000000008)
    msgs = [
        (40000, 5000, 0, [chunk(1, 0, init_body + params)]),
        (5000, 40000, 0x11223344, [chunk(2, 0, struct.pack("!IIHHI", 0x55667788, 65536, 5, 5, 1000) + cookie)]),
        (40000, 5000, 0x55667788, [chunk(10, 0, bytes(range(32)))]),
        (5000, 40000, 0x11223344, [chunk(11, 0, b"")]),
        (40000, 5000, 0x55667788, [data(3, 3000000000, 0, 0, 0, b"hello sctp")]),
        (40000, 5000, 0x55667788, [data(2, 3000000001, 1, 7, 2, b"first"), data(0, 3000000002, 1, 7, 7, b"mid"),
                                   data(5, 3000000003, 1, 7, 46, b"last, unordered")]),
        (5000, 40000, 0x11223344, [chunk(3, 0, sack)]),
        (5000, 40000, 0x11223344, [chunk(3, 0, struct.pack("!IIHH", 1000, 65536, 0, 0)), data(3, 1000, 0, 0, 51, b"x")]),
        (40000, 5000, 0x55667788, [chunk(4, 0, struct.pack("!HH", 1, 12) + b"hbinfo\0\0")]),
        (5000, 40000, 0x11223344, [chunk(5, 0, struct.pack("!HH", 1, 12) + b"hbinfo\0\0")]),
        (40000, 5000, 0x55667788, [chunk(7, 0, struct.pack("!I", 3000000003))]),
        (5000, 40000, 0x11223344, [chunk(8, 0, b"")]),
        (40000, 5000, 0x55667788, [chunk(14, 0, b"")]),
        (40000, 5000, 0x55667788, [chunk(6, 1, struct.pack("!HH", 3, 8) + b"\0\0\0\x0a")]),
        (40000, 5000, 0x55667788, [chunk(9, 0, struct.pack("!HH", 1, 8) + b"\0\x05\0\0")]),
        (40000, 5000, 0x55667788, [chunk(12, 0, struct.pack("!I", 1)), chunk(13, 0, struct.pack("!I", 1)),
                                   chunk(0xc0, 0, struct.pack("!I", 5)), chunk(0xc1, 0, b""), chunk(0xc2, 0, b"")]),
        (40000, 5000, 0x55667788, [chunk(0x40, 0, b"abcd"), chunk(0x81, 0xff, b"xy")]),
        # ForCES channels (ports 6704-6706) print their name.
        (6704, 6705, 1, [chunk(11, 0, b"")]),
        # Bad lengths: below the descriptor, past the packet (padding missing), DATA without payload,
        # INIT shorter than its fixed part, SACK whose gap list runs out.
        (40000, 5000, 1, [chunk(11, 0, b"", length=2)]),
        (40000, 5000, 1, [chunk(0, 3, b"\0" * 12 + b"abc", pad=False)]),
        (40000, 5000, 1, [chunk(0, 3, struct.pack("!IHHI", 1, 0, 0, 0))]),
        (40000, 5000, 1, [chunk(1, 0, b"\0" * 8)]),
        (40000, 5000, 1, [chunk(3, 0, struct.pack("!IIHH", 1, 1, 4, 0) + b"\0\0\0\x01")]),
        (40000, 5000, 1, [chunk(3, 0, struct.pack("!IIHH", 1, 1, 0, 3) + b"\0\0\0\x01")]),
        (40000, 5000, 1, [chunk(11, 0, b""), b"\x0b\x00"]),
        (40000, 5000, 1, []),
    ]
    p = []
    for sport, dport, vtag, chunks in msgs:
        p.append(frame4(A, B, 132, sctp(sport, dport, vtag, chunks)))
    # Shorter than the common header; over IPv6; a length that runs past the chunk's data.
    p.append(frame4(A, B, 132, b"\x9c\x40\x13\x88\0\0"))
    p.append(frame6(A6, B6, 132, sctp(40000, 5000, 0, [chunk(1, 0, init_body)])))
    p.append(frame6(A6, B6, 132, sctp(40000, 5000, 7, [data(3, 9, 0, 0, 0, b"v6 data")])))
    p.append(frame4(A, B, 132, sctp(40000, 5000, 1, [chunk(10, 0, b"abcd", length=200)])))
    packets = [(T0 + 20 + i * 0.125, f) for i, f in enumerate(p)]
    full = frame4(A, B, 132, sctp(40000, 5000, 1, [data(3, 77, 0, 0, 0, b"0123456789" * 10)]))
    packets.append((T0 + 30, full[:70], len(full)))
    packets.append((T0 + 31, full[:14 + 20 + 12 + 6], len(full)))
    return packets


# ---------------------------------------------------------------- IPsec ESP and AH

def esp(spi, seq, payload):
    """ESP (RFC 4303): SPI, sequence number, then opaque (encrypted) bytes."""
    return struct.pack("!II", spi, seq) + payload


def ah(next_header, spi, seq, icv=b"\xaa" * 12, length=None, reserved=0):
    """AH (RFC 4302): next header, payload length in 32-bit words minus 2, SPI, sequence, ICV."""
    words = (12 + len(icv)) // 4 - 2 if length is None else length
    return struct.pack("!BBHII", next_header, words, reserved, spi, seq) + icv


def ipsec_packets():
    opaque = bytes((i * 37 + 11) & 0xFF for i in range(64))
    p = []
    p.append(frame4(A, B, 50, esp(0x1000, 1, opaque)))
    p.append(frame4(B, A, 50, esp(0xdeadbeef, 0xffffffff, opaque[:24])))
    p.append(frame6(A6, B6, 50, esp(0x2000, 7, opaque)))
    # ESP with the header alone, and shorter than it.
    p.append(frame4(A, B, 50, esp(0x1000, 2, b"")))
    p.append(frame4(A, B, 50, b"\0\0\x10"))
    # AH then TCP, UDP, ICMP; AH over IPv6; AH then ESP; AH then an unknown protocol.
    seg = tcp4(A, B, 40000, 80, 1000, 0, "S", options=opt_mss(1460))
    p.append(frame4(A, B, 51, ah(6, 0x100, 1) + seg))
    p.append(frame4(A, B, 51, ah(17, 0x100, 2) + udp4(A, B, 40000, 9999, b"ah udp")))
    p.append(frame4(A, B, 51, ah(1, 0x100, 3) + icmp_echo(8, 9, 1, b"ping")))
    p.append(frame6(A6, B6, 51, ah(6, 0x200, 4) + tcp6(A6, B6, 40000, 443, 5, 0, "S")))
    p.append(frame4(A, B, 51, ah(50, 0x100, 5) + esp(0x3000, 9, opaque[:16])))
    p.append(frame4(A, B, 51, ah(253, 0x100, 6) + b"experimental"))
    # AH with a reserved field set, an ICV longer than the packet, no ICV at all, cut after the SPI.
    p.append(frame4(A, B, 51, ah(59, 0x100, 7, reserved=0x1234)))
    p.append(frame4(A, B, 51, ah(6, 0x100, 8, icv=b"\xbb" * 4, length=20)))
    p.append(frame4(A, B, 51, ah(59, 0x100, 9, icv=b"", length=1)))
    p.append(frame4(A, B, 51, struct.pack("!BBHI", 6, 4, 0, 0x100)))
    p.append(frame4(A, B, 51, b"\x06"))
    p.append(frame4(A, B, 51, b"\x06\x04\x00"))
    # A payload length of 0 makes an 8-byte header: what follows starts at the sequence number.
    p.append(frame4(A, B, 51, struct.pack("!BBHII", 17, 0, 0, 0x100, 5) + udp(40000, 9999, b"x")))
    p.append(frame4(A, B, 51, b""))
    packets = [(T0 + 40 + i * 0.125, f) for i, f in enumerate(p)]
    full = frame4(A, B, 50, esp(0x1000, 3, opaque))
    packets.append((T0 + 50, full[:14 + 20 + 8], len(full)))
    packets.append((T0 + 51, full[:14 + 20 + 9], len(full)))
    full_ah = frame4(A, B, 51, ah(6, 0x100, 10) + seg)
    packets.append((T0 + 52, full_ah[:14 + 20 + 16], len(full_ah)))
    return packets


# ---------------------------------------------------------------- MPLS

def label(value, tc=0, bottom=False, ttl=64):
    """One label stack entry (RFC 3032 2.1): label 20 bits, traffic class 3, S 1, TTL 8."""
    return struct.pack("!I", (value << 12) | (tc << 9) | (int(bottom) << 8) | ttl)


def mpls_packets():
    inner4 = ipv4(A, B, 1, icmp_echo(8, 0x77, 1, b"mpls"))
    inner6 = ipv6(A6, B6, 17, udp6(A6, B6, 40000, 9999, b"mpls6"))
    tcp_inner = ipv4(A, B, 6, tcp4(A, B, 40000, 80, 1, 0, "S"))
    p = []
    ucast, mcast = 0x8847, 0x8848
    dst, src = "02:00:00:00:00:02", "02:00:00:00:00:01"
    p.append(ether(dst, src, ucast, label(100, bottom=True) + inner4))
    p.append(ether(dst, src, ucast, label(16000, tc=5, ttl=255) + label(24001, bottom=True, ttl=63) + tcp_inner))
    p.append(ether(dst, src, ucast, label(0, bottom=True) + inner4))
    p.append(ether(dst, src, ucast, label(2, bottom=True) + inner6))
    p.append(ether(dst, src, ucast, label(3, bottom=True) + inner4))
    p.append(ether(dst, src, ucast, label(1) + label(7) + label(13) + label(15) + label(1048575, bottom=True) + inner6))
    p.append(ether(dst, src, mcast, label(300, bottom=True, ttl=1) + inner4))
    # Payloads it cannot name: a non-IP first byte (dumped), nothing after the stack.
    p.append(ether(dst, src, ucast, label(500, bottom=True) + b"\x00\x01\x02\x03 not ip"))
    p.append(ether(dst, src, ucast, label(500, bottom=True)))
    # A stack that never sets bottom-of-stack, one shorter than an entry, and MPLS in a VLAN.
    p.append(ether(dst, src, ucast, label(10) + label(11)))
    p.append(ether(dst, src, ucast, b"\x00\x06"))
    p.append(ether(dst, src, 0x8100, vlan(0x0064, ucast, label(42, bottom=True) + inner4)))
    packets = [(T0 + 60 + i * 0.125, f) for i, f in enumerate(p)]
    full = ether(dst, src, ucast, label(16000) + label(24001, bottom=True) + tcp_inner)
    packets.append((T0 + 70, full[:14 + 6], len(full)))
    packets.append((T0 + 71, full[:14 + 8 + 10], len(full)))
    return packets


# ---------------------------------------------------------------- STP and LLDP

def bpdu(version, btype, flags=0, root=(0x8000, "02:00:00:00:00:01"), cost=4, bridge=(0x8000, "02:00:00:00:00:02"),
         port=0x8001, age=0, maxage=20 * 256, hello=2 * 256, fwd=15 * 256):
    """A bridge PDU (IEEE 802.1D 9.3): protocol 0, version, type, then the configuration fields
    (timers in 1/256 s); RSTP (802.1w) adds the version-1 length byte."""
    b = struct.pack("!HBB", 0, version, btype)
    if btype == 0x80:
        return b
    b += struct.pack("!BH", flags, root[0]) + mac(root[1]) + struct.pack("!IH", cost, bridge[0]) + mac(bridge[1])
    b += struct.pack("!HHHHH", port, age, maxage, hello, fwd)
    return b + (b"\0" if version >= 2 else b"")


def stp_frame(payload, src="02:00:00:00:00:02", control=b"\x03"):
    llc = b"\x42\x42" + control + payload
    return ether("01:80:c2:00:00:00", src, len(llc), llc)


def lldp_tlv(t, data):
    """An LLDP TLV (IEEE 802.1AB 8.4): 7-bit type, 9-bit length, value."""
    return struct.pack("!H", (t << 9) | len(data)) + data


def stp_packets():
    p = [stp_frame(bpdu(0, 0)), stp_frame(bpdu(0, 0, 0x81, age=256 + 64, cost=19)),
         stp_frame(bpdu(0, 0x80)), stp_frame(bpdu(2, 2, 0x3c)), stp_frame(bpdu(2, 2, 0x7e, hello=3)),
         stp_frame(bpdu(2, 2, 0x06)), stp_frame(bpdu(0, 0x55)), stp_frame(bpdu(7, 0)),
         stp_frame(b"\x12\x34\x00\x00"), stp_frame(bpdu(3, 2, 0x3c)), stp_frame(bpdu(0, 0)[:20]),
         stp_frame(b"\0\0"), stp_frame(bpdu(2, 2, 0x3c)[:35])]
    # Not STP: a non-UI control byte on the STP SAP stays LLC's.
    p.append(stp_frame(bpdu(0, 0), control=b"\x13"))
    packets = [(T0 + 80 + i * 0.125, f) for i, f in enumerate(p)]
    full_stp = stp_frame(bpdu(2, 2, 0x3c))
    packets.append((T0 + 90, full_stp[:14 + 3 + 20], len(full_stp)))
    packets.append((T0 + 91, full_stp[:14 + 3 + 30], len(full_stp)))
    return packets


def lldp_packets():
    p = []
    lldp = (lldp_tlv(1, b"\x04" + mac("02:00:00:00:00:02")) + lldp_tlv(2, b"\x05eth0") + lldp_tlv(3, struct.pack("!H", 120))
            + lldp_tlv(5, b"switch1") + lldp_tlv(4, b"uplink") + lldp_tlv(7, struct.pack("!HH", 0x14, 0x04))
            + lldp_tlv(127, b"\x00\x80\xc2\x01\x00\x64") + lldp_tlv(0, b""))
    dst = "01:80:c2:00:00:0e"
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp))
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp_tlv(1, b"\x07chassis") + lldp_tlv(5, b"sw\x01\xc3\xa9\0tail")))
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp_tlv(1, b"\x07c") + lldp_tlv(5, b"one") + lldp_tlv(5, b"two")))
    # Without a system name; a TLV longer than the frame; an odd trailing byte; empty.
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp_tlv(1, b"\x07c") + lldp_tlv(3, b"\0\x78") + lldp_tlv(0, b"")))
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp_tlv(1, b"\x07c") + struct.pack("!H", (5 << 9) | 40) + b"short"))
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp_tlv(5, b"name") + b"\x0a"))
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, b""))
    p.append(ether(dst, "02:00:00:00:00:02", 0x88CC, lldp_tlv(5, b"") + lldp_tlv(5, b"after")))
    packets = [(T0 + 95 + i * 0.125, f) for i, f in enumerate(p)]
    full = ether(dst, "02:00:00:00:00:02", 0x88CC, lldp)
    packets.append((T0 + 98, full[:14 + 24], len(full)))
    packets.append((T0 + 99, full[:14 + 30], len(full)))
    return packets


# ---------------------------------------------------------------- VRRP and RIP

def vrrp2(vrid, prio, addrs, auth=0, interval=1, password=b"", csum=None, count=None):
    """VRRPv2 (RFC 3768 5.3): version/type, VRID, priority, count, auth type, interval, checksum,
    addresses, 8 bytes of authentication data; checksum over the message alone."""
    msg = struct.pack("!BBBBBBH", 0x21, vrid, prio, len(addrs) if count is None else count, auth, interval, 0)
    msg += b"".join(ip4(a) for a in addrs) + password.ljust(8, b"\0")
    c = checksum(msg) if csum is None else csum
    return msg[:6] + struct.pack("!H", c) + msg[8:]


def vrrp3(src, dst, vrid, prio, addrs, centis=100, csum=None):
    """VRRPv3 (RFC 9568 5.1): 12-bit max advertisement interval in centiseconds; checksum over
    the IPv4 pseudo-header and the message."""
    msg = struct.pack("!BBBBHH", 0x31, vrid, prio, len(addrs), centis & 0x0FFF, 0) + b"".join(ip4(a) for a in addrs)
    c = checksum(pseudo4(src, dst, 112, len(msg)) + msg) if csum is None else csum
    return msg[:6] + struct.pack("!H", c) + msg[8:]


def rip_entry(family, address, mask, nexthop, metric, tag=0):
    return struct.pack("!HH4s4s4sI", family, tag, ip4(address), ip4(mask), ip4(nexthop), metric)


def vrrp_packets():
    group = "224.0.0.18"
    p = []
    p.append(frame4(A, group, 112, vrrp2(1, 100, ["198.18.0.254"]), ttl=255))
    p.append(frame4(A, group, 112, vrrp2(7, 254, ["198.18.0.254", "198.18.0.253"], auth=1, interval=3,
                    password=b"secret"), ttl=255))
    p.append(frame4(A, group, 112, vrrp2(2, 50, ["198.18.0.252"], csum=0x1234), ttl=64))
    p.append(frame4(A, group, 112, vrrp2(3, 100, ["198.18.0.251"], auth=9), ttl=255))
    p.append(frame4(A, group, 112, vrrp3(A, group, 4, 200, ["198.18.0.250"], centis=0x0FFF), ttl=255))
    p.append(frame4(A, group, 112, vrrp3(A, group, 5, 200, ["198.18.0.249"], csum=0), ttl=255))
    p.append(frame4(A, group, 112, b"\x22\x01\x64\x01", ttl=255))
    p.append(frame4(A, group, 112, b"\x11\x01\x64\x01", ttl=255))
    p.append(frame4(A, group, 112, b"\x21\x01", ttl=255))
    p.append(frame4(A, group, 112, b"", ttl=255))
    # More addresses than the packet holds; a password cut by the packet's end.
    p.append(frame4(A, group, 112, vrrp2(8, 100, ["198.18.0.248"], count=3)[:16], ttl=255))
    p.append(frame4(A, group, 112, vrrp2(9, 100, ["198.18.0.247"], auth=1, password=b"longpass")[:16], ttl=255))
    return [(T0 + 100 + i * 0.125, f) for i, f in enumerate(p)]


def rip_packets():
    p = []
    rip_group = "224.0.0.9"
    resp = struct.pack("!BBH", 2, 2, 0) + rip_entry(2, "198.18.5.0", "255.255.255.0", "0.0.0.0", 1) + \
        rip_entry(2, "198.18.6.0", "255.255.254.0", "198.18.0.9", 3, tag=7)
    p.append(frame4(A, rip_group, 17, udp4(A, rip_group, 520, 520, resp)))
    p.append(frame4(A, rip_group, 17, udp4(A, rip_group, 520, 520,
                    struct.pack("!BBH", 1, 1, 0) + rip_entry(0, "0.0.0.0", "0.0.0.0", "0.0.0.0", 16))))
    for cmd in (3, 4, 5, 6, 9, 42):
        p.append(frame4(A, B, 17, udp4(A, B, 520, 520, struct.pack("!BBH", cmd, 2, 0))))
    p.append(frame4(A, B, 17, udp4(A, B, 40000, 520, b"\x02\x02")))
    p.append(frame4(A, B, 17, udp4(A, B, 520, 40000, b"")))
    # Earlier ports win as in tcpdump's udp_print: SNMP (161) and syslog (514) before RIP.
    p.append(frame4(A, B, 17, udp4(A, B, 161, 520, struct.pack("!BBH", 2, 2, 0))))
    p.append(frame4(A, B, 17, udp4(A, B, 514, 520, b"<13>hello")))
    # Authentication entries (simple password, RFC 4822 header and trailer), other families,
    # non-contiguous masks, version-1 entries with must-be-zero fields set, an unknown version.
    auth = struct.pack("!HH", 0xFFFF, 2) + b"s3cret".ljust(16, b"\0")
    md5 = struct.pack("!HHHBBIII", 0xFFFF, 3, 64, 1, 16, 77, 0, 0)
    trailer = struct.pack("!HH", 0xFFFF, 1) + bytes(range(16))
    p.append(frame4(A, rip_group, 17, udp4(A, rip_group, 520, 520, struct.pack("!BBH", 2, 2, 0) + auth +
                    rip_entry(2, "198.18.7.0", "255.255.255.128", "0.0.0.0", 2) +
                    rip_entry(2, "10.0.0.0", "255.0.255.0", "198.18.0.1", 15) + rip_entry(24, "0.0.0.0", "0.0.0.0", "0.0.0.0", 1))))
    p.append(frame4(A, rip_group, 17, udp4(A, rip_group, 520, 520, struct.pack("!BBH", 2, 2, 0) + md5 +
                    rip_entry(2, "198.18.8.0", "255.255.255.0", "0.0.0.0", 1) + trailer)))
    p.append(frame4(A, rip_group, 17, udp4(A, rip_group, 520, 520, struct.pack("!BBH", 2, 2, 0) +
                    struct.pack("!HH", 0xFFFF, 9) + b"\x01\x02\x03")))
    p.append(frame4(A, B, 17, udp4(A, B, 520, 520, struct.pack("!BBH", 2, 1, 0) +
                    rip_entry(2, "198.18.9.0", "0.0.0.0", "0.0.0.0", 4) + rip_entry(2, "198.18.9.0", "255.0.0.0", "0.0.0.0", 4) +
                    rip_entry(7, "1.2.3.4", "0.0.0.0", "0.0.0.0", 4) + b"\0\x02\0\0")))
    p.append(frame4(A, B, 17, udp4(A, B, 520, 520, struct.pack("!BBH", 1, 3, 0) + rip_entry(2, "1.1.1.1", "0.0.0.0", "0.0.0.0", 1))))
    p.append(frame4(A, B, 17, udp4(A, B, 520, 520, struct.pack("!BBH", 2, 2, 0) + rip_entry(2, "198.18.5.0", "255.255.255.0", "0.0.0.0", 1)[:12])))
    return [(T0 + 110 + i * 0.125, f) for i, f in enumerate(p)]


if __name__ == "__main__":
    write_pcap("dhcp.pcap", dhcp())
    write_pcap("sctp.pcap", sctp_packets())
    write_pcap("ipsec.pcap", ipsec_packets())
    write_pcap("mpls.pcap", mpls_packets())
    write_pcap("stp.pcap", stp_packets())
    write_pcap("lldp.pcap", lldp_packets())
    write_pcap("vrrp.pcap", vrrp_packets())
    write_pcap("rip.pcap", rip_packets())
