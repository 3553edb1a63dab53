#!/usr/bin/env python3
"""IEEE 802.1X EAPOL (EtherType 0x888e) and EAP (RFC 3748) as tcpdump 4.99's eapol_print decodes
them, for what the hostapd/wpa_supplicant lab (Fixtures/capture-eapol.sh) never sends: every EAPOL
packet type (EAP packet, start, logoff, key, encapsulated ASF alert, unknown), every EAP code, and
the request/response types tcpdump names (identity, notification, legacy NAK, MD5, OTP, GTC, TLS and
TTLS and FAST flags with and without the length, SIM and AKA subtypes, expanded, experimental), with
the length mismatches, too-short messages and cut captures. Deterministic.
Writes Fixtures/pcap/eapol-gen.pcap."""
import struct
from pcaplib import *

T0 = 1700001500.0
PAE = "01:80:c2:00:00:03"
SUPPLICANT = "02:00:00:00:0b:01"
AUTHENTICATOR = "02:00:00:00:0a:01"


def eapol(ptype, body=b"", version=2, length=None, src=AUTHENTICATOR):
    n = len(body) if length is None else length
    return ether(PAE, src, 0x888E, struct.pack("!BBH", version, ptype, n) + body)


def eap(code, ident, data=b"", length=None):
    n = 4 + len(data) if length is None else length
    return struct.pack("!BBH", code, ident, n) + data


def req(ident, etype, data=b""):
    return eapol(0, eap(1, ident, bytes([etype]) + data))


def resp(ident, etype, data=b""):
    return eapol(0, eap(2, ident, bytes([etype]) + data), version=1, src=SUPPLICANT)


def packets():
    key = bytes([2]) + struct.pack("!HHQ", 0x008A, 16, 1) + b"\x11" * 32 + b"\0" * 16 + b"\0" * 8 + b"\0" * 8 \
        + b"\0" * 16 + struct.pack("!H", 0)
    pkts = [
        # EAPOL packet types.
        eapol(1, version=1, src=SUPPLICANT),
        eapol(2, version=3, src=SUPPLICANT),
        eapol(3, key),
        eapol(4, b"\x00" * 12),
        eapol(5, b"\x01\x02"),
        eapol(0xFF),
        # EAP codes without a type.
        eapol(0, eap(3, 7)),
        eapol(0, eap(4, 8)),
        eapol(0, eap(5, 9, b"\x01\x02\x03")),
        eapol(0, eap(0, 9)),
        # Identity: empty, printable, with escapes and a NUL.
        req(1, 1),
        resp(1, 1, b"alice@example.test"),
        resp(1, 1, b"bob\x01\x7f\xc3\xa9\n"),
        resp(1, 1, b"carol\x00trailing"),
        # Notification: a message, and none.
        req(2, 2, b"Password expires in 3 days"),
        req(2, 2),
        resp(2, 2, b"\x00"),
        # Legacy NAK: one, several, none.
        resp(3, 3, bytes([25])),
        resp(3, 3, bytes([13, 21, 25, 43, 4, 0, 254, 200])),
        resp(3, 3),
        # MD5-challenge, OTP, GTC.
        req(4, 4, bytes([16]) + bytes(range(16)) + b"srv"),
        resp(4, 4, bytes([16]) + bytes(range(16, 32))),
        req(5, 5, b"otp-md5 487 dog2"),
        req(6, 6, b"Token:"),
        resp(6, 6, b"123456"),
        # TLS: start, L bit with the length, more fragments, no flags, L bit too short for it.
        req(10, 13, b"\x20"),
        resp(10, 13, b"\xc0" + struct.pack("!I", 1400) + b"\x16\x03\x01"),
        req(11, 13, b"\x40\x16\x03\x03"),
        resp(11, 13, b"\x00"),
        req(12, 13, b"\x80\x00\x01"),
        req(12, 13),
        # TTLS versions 0 and 1, every flag; FAST with its version.
        req(13, 21, b"\x21"),
        resp(13, 21, b"\xe0" + struct.pack("!I", 70000)),
        req(14, 21, b"\x07"),
        req(15, 43, b"\x21"),
        resp(15, 43, b"\x81" + struct.pack("!I", 12)),
        resp(15, 43, b"\x80\x00"),
        req(15, 43),
        # SIM and AKA subtypes, and unknown ones.
        req(16, 18, b"\x0a\x00\x00"),
        resp(16, 18, b"\x0b\x00\x00"),
        req(16, 18, b"\x0c\x00\x00"),
        req(16, 18, b"\x0d\x00\x00"),
        resp(16, 18, b"\x0e\x00\x00"),
        req(17, 23, b"\x01\x00\x00"),
        resp(17, 23, b"\x02\x00\x00"),
        resp(17, 23, b"\x04\x00\x00"),
        req(17, 23, b"\x05\x00\x00"),
        req(17, 23, b"\x63\x00\x00"),
        req(17, 23),
        # Expanded, experimental, no proposed, unknown (PEAP, MSCHAPv2, EKE).
        req(18, 254, b"\x00\x00\x00\x00\x00\x00\x00\x01"),
        resp(18, 255, b"\x01"),
        resp(18, 0),
        req(19, 25, b"\x20"),
        req(19, 26, b"\x01"),
        req(19, 53),
        # Length mismatches: EAP length shorter and longer than EAPOL's, EAPOL length 0, EAP
        # length below the header, a request of 4 bytes.
        eapol(0, eap(1, 20, b"\x01abc", length=6), length=8),
        eapol(0, eap(1, 21, b"\x01abcdef", length=12), length=11),
        eapol(0, eap(1, 22, b"\x01abc"), length=0),
        eapol(0, eap(1, 23, b"", length=2), length=2),
        eapol(0, eap(1, 24, b"", length=4)),
        eapol(0, eap(3, 25, b"", length=3), length=3),
        # EAPOL length beyond the frame.
        eapol(0, eap(2, 26, b"\x01dave"), length=200),
        # Only part of the EAPOL header.
        ether(PAE, SUPPLICANT, 0x888E, b"\x01\x00\x00"),
        ether(PAE, SUPPLICANT, 0x888E, b"\x01"),
    ]
    out = [(T0 + i * 0.25, data) for i, data in enumerate(pkts)]
    # Snap-length cuts: inside the EAP header, inside the type, inside an identity, inside TLS length.
    full = resp(30, 1, b"erin@example.test")
    out.append((T0 + 30, full[:20], len(full)))
    out.append((T0 + 30.25, full[:22], len(full)))
    out.append((T0 + 30.5, full[:27], len(full)))
    tls = resp(31, 13, b"\x80" + struct.pack("!I", 900) + b"\x16" * 20)
    out.append((T0 + 31, tls[:25], len(tls)))
    out.append((T0 + 31.25, tls[:19], len(tls)))
    nak = resp(32, 3, bytes([13, 21, 25]))
    out.append((T0 + 32, nak[:24], len(nak)))
    return out


if __name__ == "__main__":
    write_pcap("eapol-gen.pcap", packets())
