#!/usr/bin/env python3
"""DHCP option coverage (RFC 2132 and later): every option tcpdump 4.99's rfc1048_print names, in each
of its value formats, its special rules (client id, FQDN, relay agent information, classless routes,
user class, NetBIOS node, overload) with their error cases, unknown tags of each length
class, pads at -vvv, a CMU vendor area, an unknown vendor cookie, and cut options.
Writes Fixtures/pcap/dhcp-options.pcap (deterministic)."""
import struct
from pcaplib import frame4, udp4, ip4, write_pcap
from protocols import bootp, opt

T0 = 1700003000
CLIENT, SERVER, BCAST = "198.18.0.10", "198.18.0.1", "255.255.255.255"


def request(options, **kw):
    return frame4("0.0.0.0", BCAST, 17, udp4("0.0.0.0", BCAST, 68, 67, bootp(1, options=options, **kw)),
                  dmac="ff:ff:ff:ff:ff:ff")


def reply(options, **kw):
    return frame4(SERVER, CLIENT, 17, udp4(SERVER, CLIENT, 67, 68, bootp(2, yiaddr=CLIENT, options=options, **kw)))


def raw_reply(body, **kw):
    """A reply whose vendor area is `body` exactly (no END added, no padding to 64)."""
    msg = bootp(2, yiaddr=CLIENT, vend=b"", **kw)[:236] + body
    return frame4(SERVER, CLIENT, 17, udp4(SERVER, CLIENT, 67, 68, msg))


A = ip4
addresses = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 28, 32, 41, 42, 44, 45, 48, 49, 50, 54, 65, 68, 69, 70, 71,
             72, 73, 74, 75, 76, 92, 112, 118, 150]
texts = [12, 14, 15, 17, 18, 40, 47, 56, 60, 66, 67, 80, 88, 95, 98, 100, 101, 113, 114, 161]
booleans = [19, 20, 27, 29, 30, 31, 34, 36, 39, 116]
shorts = [13, 22, 25, 26, 57, 64, 93, 117]
longs = [24, 35, 38, 51, 58, 59]
signed = [2, 91]
byte_lists = [23, 37, 43, 78, 79, 83, 89, 90, 94, 97]


def packets():
    p = []
    # Every address option: one address, two for a few, and a length that leaves trailing data.
    p.append(reply([opt(53, b"\x05")] + [opt(t, A("198.18.0.%d" % (t % 250))) for t in addresses]))
    p.append(reply([opt(53, b"\x02"), opt(6, A("198.18.0.53") + A("198.18.0.54")), opt(3, A("198.18.0.1") + b"\x01\x02")]))
    # Text options, with unprintable bytes, a NUL inside and high-bit bytes.
    p.append(reply([opt(t, b"name-%d" % t) for t in texts]))
    p.append(reply([opt(12, b"host\x00\x01\x7f\x80\xffx"), opt(15, b""), opt(56, b"a \"quoted\" msg")]))
    # Booleans (0, 1 and other), shorts, longs (incl. a negative time offset), byte lists.
    p.append(reply([opt(t, bytes([0, 1, 7])) for t in booleans]))
    p.append(reply([opt(t, struct.pack("!HH", 1500, 576)) for t in shorts] + [opt(26, b"\x05\xdc\x01")]))
    p.append(reply([opt(t, struct.pack("!I", 86400)) for t in longs] +
                   [opt(t, struct.pack("!i", -3600)) for t in signed] + [opt(51, struct.pack("!IH", 60, 1))]))
    p.append(reply([opt(t, bytes([64, 1, 2])) for t in byte_lists]))
    # Address pairs (policy filter, static routes), one with a leftover half.
    p.append(reply([opt(21, A("198.18.1.0") + A("255.255.255.0")),
                    opt(33, A("198.18.2.0") + A("198.18.0.1") + A("198.18.3.0") + A("198.18.0.2")),
                    opt(33, A("198.18.4.0") + A("198.18.0.1") + A("198.18.5.0"))]))
    # Parameter request list: known, unknown and PAD/END tags, more than four for the line breaks.
    p.append(request([opt(53, b"\x01"), opt(55, bytes([1, 3, 6, 15, 28, 42, 51, 58, 59, 119, 121, 249, 252, 0, 255]))]))
    # DHCP message types: every name, an unknown one, and a two-byte option 53.
    for i, mt in enumerate([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 9, 200]):
        p.append(reply([opt(53, bytes([mt]))], xid=0x1000 + i))
    p.append(reply([opt(53, b"\x05\x01")]))
    # NetBIOS node and overload: known, unknown, empty, longer.
    p.append(reply([opt(46, b"\x01"), opt(46, b"\x08"), opt(46, b"\x03"), opt(46, b""), opt(46, b"\x02\x00")]))
    p.append(reply([opt(52, b"\x01"), opt(52, b"\x03"), opt(52, b"\x07"), opt(52, b"")]))
    # Client identifier: text (type 0), Ethernet, other known types, an unknown type, empty.
    p.append(request([opt(61, b"\x00client-7"), opt(61, b"\x01\x02\x00\x00\x00\x00\x0a"), opt(61, b"\x06\xaa\xbb"),
                      opt(61, b"\x18\x01"), opt(61, b"\x63\x01\x02\x03"), opt(61, b""), opt(61, b"\x01")]))
    # Client FQDN: flags S/O/E/N, MBZ nibble, rcodes, too short.
    p.append(request([opt(81, b"\x01\x00\x00host.lab.test"), opt(81, b"\x0f\xff\x01x"), opt(81, b"\x30\x00\x00y"),
                      opt(81, b"\x00\x00\x00"), opt(81, b"\x05\x00")]))
    # Relay agent information: circuit/remote/subscriber ids, an unknown sub-option (hex), a
    # sub-option longer than the option, a left-over byte.
    p.append(request([opt(82, b"\x01\x04eth0\x02\x06\x02\x00\x00\x00\x00\x0a\x06\x03abc\x09\x14" + bytes(range(20)))],
                     hops=1, giaddr="198.18.0.254"))
    p.append(request([opt(82, b"\x01\x09eth0"), opt(82, b"\x02\x01r\x05")], hops=2, giaddr="198.18.0.254"))
    # Classless static routes: default, /8, /24, /32, width > 32, short remainder, too short.
    p.append(reply([opt(121, b"\x00" + A("198.18.0.1") + b"\x08\xc6" + A("198.18.0.1") + b"\x18\xc6\x12\x05" +
                        A("198.18.0.2") + b"\x20\xc6\x12\x06\x07" + A("198.18.0.3")),
                    opt(249, b"\x10\xc6\x12" + A("198.18.0.1")), opt(121, b"\x21" + A("198.18.0.1")),
                    opt(121, b"\x18\xc6\x12" + A("198.18.0.1")[:2] + b"\x00\x00"), opt(121, b"\x00\x01\x02")]))
    # User class: two instances, a zero-length instance, an instance longer than the option, too short.
    p.append(request([opt(77, b"\x04abcd\x03xyz"), opt(77, b"\x00\x01"), opt(77, b"\x09abc"), opt(77, b"\x01")]))
    # SZTP redirect (unknown to 4.99.3, printed by length class): one and two URIs, a URI past the option, a left-over byte; a length over 255.
    p.append(reply([opt(143, b"\x00\x11https://b.test/ab"), opt(143, b"\x00\x02ab\x00\x03xyz"),
                    opt(143, b"\x00\x09abc"), opt(143, b"\x00\x01a\x07"), opt(143, b"\x01\x02ab")]))
    # Unknown tags: odd length (bytes), 2 mod 4 (shorts), multiple of 4 (longs), empty.
    p.append(reply([opt(200, b"\x01\x02\x03"), opt(201, b"\x00\x05\x00\x06\x00\x07"), opt(202, struct.pack("!II", 1, 2)),
                    opt(203, b""), opt(119, b"\x03lab\x04test\x00")]))
    # Pads between options and before END, and data after END (printed from -vvv on).
    p.append(raw_reply(b"\x63\x82\x53\x63" + opt(53, b"\x05") + b"\x00\x00\x00" + opt(1, A("255.255.255.0")) + b"\x00" +
                       b"\xff" + b"\x00\x00" + opt(3, A("198.18.0.1"))))
    # A vendor area that is CMU's, one with an unknown cookie, and one of zeros.
    cmu = b"CMU\x00" + struct.pack("!I", 0x01000000) + A("255.255.255.0") + A("198.18.0.1") + A("198.18.0.53") + \
        A("0.0.0.0") + A("198.18.0.5") + A("198.18.0.6") + A("198.18.0.7") + A("198.18.0.8")
    p.append(raw_reply(cmu + b"\x00" * 24))
    cmu2 = b"CMU\x00" + struct.pack("!I", 0x06000000) + A("255.255.0.0") + b"\x00" * 28
    p.append(raw_reply(cmu2 + b"\x00" * 24))
    p.append(raw_reply(b"\xde\xad\xbe\xef" + b"\x00" * 60))
    # sname and file with no NUL (tcpdump stops with [|bootp]), and unprintable characters.
    p.append(reply([opt(53, b"\x05")], sname=b"s\x01rv\x80", file=b"f" * 128))
    p.append(reply([opt(53, b"\x05")], sname=b"x" * 64))
    # Options cut by the capture: in the length byte, in the value; flags with other bits set.
    full = reply([opt(53, b"\x01"), opt(12, b"client-host-name")], flags=0x8001, secs=7)
    p.append(full[:14 + 20 + 8 + 240 + 3 + 1])
    p.append(full[:14 + 20 + 8 + 240 + 3 + 2 + 5])
    # Cuts inside the fixed header: in xid, in the addresses, in chaddr, in sname, in the cookie.
    for cut in (6, 14, 30, 50, 238):
        p.append(full[:14 + 20 + 8 + cut])
    return [(T0 + i * 0.25, f) for i, f in enumerate(p)]


if __name__ == "__main__":
    write_pcap("dhcp-options.pcap", packets())
