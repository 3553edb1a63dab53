#!/usr/bin/env python3
"""ARP variants tcpdump's arp_print treats apart (hand-built): ATM ARP (RFC 2225, hardware type 19,
with type/length bytes for the ATM number and subaddress of each side instead of one hardware
length): request with and without a target ATM number, with subaddresses, reply, inverse request
and reply, NAK, an unknown operation, the E.164 bit in a type/length byte, a protocol type or
protocol address length tcpdump calls wrong, and captures cut inside the addresses. Then Frame
Relay ARP (hardware type 15), whose hardware addresses tcpdump prints as Q.922 DLCIs: request,
reply, inverse request and reply, and DLCI addresses of 2, 3 and 4 bytes and of other lengths.
Deterministic. Writes Fixtures/pcap/arp-atm.pcap and arp-frelay.pcap."""
import struct
from pcaplib import *

T0 = 1700001000.0
SRC_MAC, BCAST = "02:00:00:00:00:01", "ff:ff:ff:ff:ff:ff"
ATM_A = bytes([0x47] + list(range(1, 20)))           # a 20-byte NSAP-format ATM number
ATM_B = bytes([0x39] + list(range(0x21, 0x34)))
SUB_A = bytes(range(0x40, 0x54))                       # a 20-byte subaddress
E164 = b"15551234"                                    # an E.164 number (the 0x40 bit in its type/length)


def atmarp(op, sha=ATM_A, ssa=b"", spa="198.18.9.1", tha=b"", tsa=b"", tpa="198.18.9.2", pro=0x0800,
           sha_e164=False, spa_bytes=None, tpa_bytes=None):
    spa_b = ip4(spa) if spa_bytes is None else spa_bytes
    tpa_b = ip4(tpa) if tpa_bytes is None else tpa_bytes
    shtl = len(sha) | (0x40 if sha_e164 else 0)
    head = struct.pack("!HHBBHBBBB", 19, pro, shtl, len(ssa), op, len(spa_b), len(tha), len(tsa), len(tpa_b))
    return head + sha + ssa + spa_b + tha + tsa + tpa_b


def frarp(op, sha, tha, spa="198.18.9.1", tpa="198.18.9.2"):
    return struct.pack("!HHBBH", 15, 0x0800, len(sha), 4, op) + sha + ip4(spa) + tha + ip4(tpa)


def frame(payload):
    return ether(BCAST, SRC_MAC, 0x0806, payload)


def atm_packets():
    return [
        frame(atmarp(1)),                                           # request, no target number
        frame(atmarp(1, tha=ATM_B)),                                # request naming the target number
        frame(atmarp(1, ssa=SUB_A, tha=ATM_B, tsa=SUB_A)),          # with subaddresses
        frame(atmarp(2, sha=ATM_B, spa="198.18.9.2", tha=ATM_A, tpa="198.18.9.1")),   # reply
        frame(atmarp(2, sha=b"", spa="198.18.9.2")),                # reply with no ATM number
        frame(atmarp(8, tha=ATM_B)),                                # inverse request
        frame(atmarp(9, sha=ATM_B, ssa=SUB_A, spa="198.18.9.2")),   # inverse reply
        frame(atmarp(10, spa="198.18.9.2")),                        # NAK
        frame(atmarp(3)),                                           # an operation ATM ARP does not name
        frame(atmarp(1, sha=E164, sha_e164=True)),                  # E.164 number
        frame(atmarp(1, pro=0x86dd)),                               # wrong protocol type
        frame(atmarp(2, spa_bytes=b"\x01\x02")),                   # sender protocol address of 2 bytes
        frame(atmarp(1, tpa_bytes=b"")),                            # no target protocol address
        frame(atmarp(1, tha=ATM_B))[:14 + 12 + 20 + 4 + 10],        # cut inside the target number
        frame(atmarp(1))[:14 + 10],                                 # cut inside the fixed header
    ]


def frame_relay_packets():
    return [
        frame(frarp(1, b"\x18\x41", b"\x00\x00")),                  # Frame Relay: request
        frame(frarp(2, b"\x18\x41", b"\x20\x61")),                  # reply (DLCI 100, DLCI 134)
        frame(frarp(8, b"\x18\x41", b"\x20\x61")),                  # inverse request
        frame(frarp(9, b"\x18\x41", b"\x20\x61")),                  # inverse reply
        frame(frarp(2, b"\x18\x41\x01", b"\x20\x61\x01")),          # 3-byte Q.922 addresses
        frame(frarp(2, b"\x18\x41\x00\x01", b"\x20\x61\x02\x01")),  # 4-byte Q.922 addresses
        frame(frarp(2, b"\x18", b"\x20")),                          # 1 byte: not a Q.922 address
        frame(frarp(2, b"\x18\x41\x00\x00\x01", b"\x20\x61\x00\x00\x01")),   # 5 bytes
        frame(frarp(2, b"\x19\x41", b"\x19")),                     # EA bit in the first byte: invalid
        frame(frarp(2, b"\x18\x40", b"\x18\x40\x00")),             # the address runs past its length
        frame(frarp(2, b"\x18\x40\x01", b"\x18\x40\x00\x01")),   # 3- and 4-byte DLCIs
        frame(frarp(2, b"\x18\x40\x00\x00", b"\xfc\xf0\xfe\xfd")), # no EA by the 4th byte; the largest DLCI
    ]


def write(name, frames):
    # Ethernet pads short frames to 60 bytes on the wire; the captures here keep only the ARP bytes.
    write_pcap(name, [(T0 + i * 0.25, data, max(len(data), 60)) for i, data in enumerate(frames)])


if __name__ == "__main__":
    write("arp-atm.pcap", atm_packets())
    write("arp-frelay.pcap", frame_relay_packets())
