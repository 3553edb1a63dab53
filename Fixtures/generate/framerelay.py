"""Frame Relay of issue 11, hand-built (no Frame Relay switch or FRF.16 bundle here):
- link-frelay.pcap (LINKTYPE_FRELAY, 107): Q.922 addresses of 2, 3 (with and without the pad byte)
  and 4 bytes with every flag (C/R, FECN, BECN, DE, DL-CORE), invalid and cut addresses; each NLPID
  tcpdump dispatches (IPv4, IPv6, CLNP, ES-IS, IS-IS, SNAP with a known and an unknown payload,
  Q.933, FRF.15 end-to-end and interface fragments, PPP, an unknown one) and Cisco EtherType
  encapsulation (known and unknown types, too short); Q.933 signalling: ANSI T1.617 Annex D
  (locking shift to codeset 5) and ITU Q.933 Annex A ("CCITT") status enquiries and full status
  replies with link integrity verification and PVC status elements (2-, 3- and 4-byte DLCIs; new,
  active, inactive; invalid extension bits), every message type and an unknown one, call
  references (dummy and real), non-locking shifts, elements of other codesets, unknown elements,
  invalid report type / link verify lengths, a zero-length element, and cuts inside each part.
- osi-q933.pcap (Cisco HDLC): Q.933 reached through the OSI dispatch (NLPID 0x08).
- link-mfr.pcap (LINKTYPE_MFR, 182): FRF.16 control frames (every message type and an unknown one)
  with each information element (bundle and link IDs, magic number right and wrong length, a
  16-byte timestamp and a short one, vendor extension, cause, an unknown one, a zero type, a too
  short one, one longer than the frame) and fragments (begin+end carrying a Frame Relay frame,
  begin only, middle, end), a frame shorter than 4 bytes and cut frames.
python3 stdlib only; run from this directory. Deterministic."""
import struct

from osi import NSAP_A, NSAP_B, clnp, esis, p2p_hello, tlv
from pcaplib import arp, ipv4, ipv6, tcp4, udp4, udp6, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"

LINKTYPE_FRELAY = 107
LINKTYPE_MFR = 182


def q922(dlci, cr=0, fecn=0, becn=0, de=0, size=2, dc=0):
    """A Q.922 address of `size` bytes carrying a DLCI of 10, 16 or 23 bits."""
    if size == 2:
        return bytes([((dlci >> 4) & 0x3F) << 2 | cr << 1, (dlci & 0xF) << 4 | fecn << 3 | becn << 2 | de << 1 | 1])
    if size == 3:
        return bytes([((dlci >> 10) & 0x3F) << 2 | cr << 1, ((dlci >> 6) & 0xF) << 4 | fecn << 3 | becn << 2 | de << 1,
                      (dlci & 0x3F) << 2 | dc << 1 | 1])
    return bytes([((dlci >> 17) & 0x3F) << 2 | cr << 1, ((dlci >> 13) & 0xF) << 4 | fecn << 3 | becn << 2 | de << 1,
                  ((dlci >> 6) & 0x7F) << 1, (dlci & 0x3F) << 2 | dc << 1 | 1])


def pvc(dlci, new=False, active=True, size=3):
    """A PVC status element value: DLCI in 2, 3 or 4 bytes, then the status byte."""
    status = 0x80 | (0x08 if new else 0) | (0x02 if active else 0)
    if size == 3:
        body = bytes([(dlci >> 4) & 0x3F, 0x80 | (dlci & 0xF) << 3])
    elif size == 4:
        body = bytes([(dlci >> 10) & 0x3F, (dlci >> 6 & 0xF) << 3, 0x80 | (dlci & 0x3F) << 1])
    else:
        body = bytes([(dlci >> 17) & 0x3F, (dlci >> 13 & 0xF) << 3, (dlci >> 7) & 0x3F, 0x80 | (dlci & 0x3F) << 1])
    return body + bytes([status])


def ie(code, value):
    return bytes([code, len(value)]) + value


def mie(code, value):
    """An FRF.16 element: its length counts its own two header bytes."""
    return bytes([code, len(value) + 2]) + value


def lmi(body, dlci=0):
    return q922(dlci) + b"\x03\x08" + body


def frames_frelay():
    udp = ipv4(A, B, 17, udp4(A, B, 1000, 2000, b"frame relay"))
    tcp = ipv4(A, B, 6, tcp4(A, B, 40000, 179, 1, 0, "S"))
    v6 = ipv6(A6, B6, 17, udp6(A6, B6, 1000, 2000, b"fr6"))
    hello = p2p_hello(tlv(129, b"\xcc") + tlv(240, b"\x00"))
    out = [
        # Addresses and flags.
        q922(100) + b"\x03\xcc" + udp,
        q922(1023, cr=1, fecn=1, becn=1, de=1) + b"\x03\xcc" + udp,
        q922(16, becn=1) + b"\x03\x8e" + v6,
        q922(0x2345, size=3) + b"\x03\x00\xcc" + udp,
        q922(0x2345, size=3, dc=1, fecn=1) + b"\x03\xcc" + udp,
        q922(0x12345, size=4, de=1) + b"\x03\xcc" + tcp,
        q922(100) + b"\x03\x00\xcc" + udp,
        bytes([0x19, 0x41, 0x03, 0xcc]) + udp,
        bytes([0x18, 0x40, 0x00, 0x00, 0x00]) + b"\x03\xcc" + udp,
        # NLPIDs.
        q922(101) + b"\x03\x81" + clnp(28, NSAP_A, NSAP_B, flags=0, data=b"xy")[1:],
        q922(101) + b"\x03\x82" + esis(4, bytes([len(NSAP_A)]) + NSAP_A)[1:],
        q922(101) + b"\x03\x83" + hello[1:],
        q922(200) + b"\x03\x80" + b"\x00\x00\x00\x08\x00" + udp,
        q922(200) + b"\x03\x80" + b"\x12\x34\x56\x00\x01" + b"private oui",
        q922(300) + b"\x03\xb1" + bytes([0xC0, 0x05]) + udp[:10],
        q922(300) + b"\x03\xb1" + bytes([0x81, 0xFF]) + udp[:10],
        q922(300) + b"\x03\xb1" + bytes([0x3E, 0x00]),
        q922(300) + b"\x03\xcf" + b"\xc0\x21\x01\x01\x00\x08\x05\x04\x12\x34",
        q922(300) + b"\x03\xcf" + b"\x00\x21" + udp,
        q922(300) + b"\x03\x99" + b"unknown nlpid",
        # Cisco encapsulation: an EtherType after the address.
        q922(16) + b"\x08\x00" + udp,
        q922(16) + b"\x86\xdd" + v6,
        q922(16) + b"\x08\x06" + arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B),
        q922(16) + b"\x88\xb5" + b"local",
        q922(16) + b"\x00\x21" + b"tiny",
    ]
    # Q.933 signalling (DLCI 0).
    ansi = b"\x95"
    out += [
        lmi(b"\x00\x75" + ansi + ie(0x01, b"\x01") + ie(0x03, b"\x05\x04")),
        lmi(b"\x00\x7d" + ansi + ie(0x01, b"\x00") + ie(0x03, b"\x06\x05") + ie(0x07, pvc(100, new=True))
            + ie(0x07, pvc(101, active=False)) + ie(0x07, pvc(0x2345, size=4)) + ie(0x07, pvc(0x12345, size=5))
            + ie(0x07, b"\x06\x41\x82")),
        lmi(b"\x00\x75" + ie(0x51, b"\x01") + ie(0x53, b"\xff\x00")),
        lmi(b"\x00\x7d" + ie(0x51, b"\x00") + ie(0x53, b"\x80\x7f") + ie(0x57, pvc(16)) + ie(0x57, pvc(17, new=True, active=False))),
        lmi(b"\x00\x7d" + ie(0x51, b"\x02") + ie(0x53, b"\x01\x01") + ie(0x57, pvc(18, size=4))),
        lmi(b"\x00\x75" + ansi + ie(0x01, b"\x07") + ie(0x19, b"\x09\x08") + ie(0x03, b"\x01")),
        lmi(b"\x00\x75" + ansi + ie(0x07, b"\x86\x80\x82") + ie(0x07, b"\x06\x00\x80\x82") + ie(0x07, b"\x06")
            + ie(0x07, b"\x06\x80\x82\x82\x82\x82")),
        lmi(b"\x01\x05\x05" + ie(0x04, b"\x88\x90") + ie(0x18, b"\x89") + ie(0x70, b"\x81\x31\x32")),
        lmi(b"\x02\x12\x34\x45" + ie(0x08, b"\x80\x90")),
        lmi(b"\x01\x00\x4d" + b"\x00"),
        lmi(b"\x01\x00\x4d" + b"\x96" + ie(0x01, b"\x00") + b"\x9d" + ie(0x01, b"\x01") + ie(0x01, b"\x02")),
        lmi(b"\x00\x7d" + b"\x9e" + ie(0x01, b"\x00") + ie(0x01, b"\x01") + b"\xa1" + ie(0x03, b"\x01\x02")),
        lmi(b"\x00\x33" + ie(0x01, b"\x00")),
        lmi(b"\x00\x7d" + ie(0x01, b"")),
        lmi(b"\x00\x7d" + ie(0x00, b"\x01")),
        lmi(b""),
        lmi(b"\x03\x01"),
        lmi(b"\x00"),
        lmi(b"\x00\x75" + ansi + b"\x01"),
        lmi(b"\x00\x75" + ansi + ie(0x03, b"\x05\x04")[:3]),
    ]
    for message in (0x00, 0x01, 0x02, 0x03, 0x05, 0x07, 0x0F, 0x45, 0x46, 0x4E, 0x5A):
        out.append(lmi(b"\x00" + bytes([message])))
    # Cut frames.
    whole = q922(100) + b"\x03\xcc" + udp
    out += [whole[:1], whole[:3], whole[:5], whole[:30], q922(0x2345, size=3)[:2] + b"\x03\x00"[:0],
            q922(0x2345, size=3) + b"\x03", q922(100) + b"\x03", q922(100) + b"\x03\x00"]
    return out


def frames_mfr():
    udp = ipv4(A, B, 17, udp4(A, B, 1000, 2000, b"mfr"))
    timestamp = struct.pack("<qq", 1_700_000_000, 123456)
    control = bytes([0xE1, 0x00])
    out = []
    for message in range(1, 9):
        out.append(control + bytes([message]) + mie(1, b"bundle-1\x00") + mie(2, b"link\x013\x80"))
    out += [
        control + b"\x01" + bytes([1, 2 + 60]) + b"x" * 60,
        control + b"\x04" + bytes([3, 6]) + b"\x01\x02\x03\x04" + bytes([3, 5]) + b"\x01\x02\x03",
        control + b"\x04" + bytes([5, 18]) + timestamp + bytes([5, 6, 1, 2, 3, 4]),
        control + b"\x04" + bytes([5, 18]) + struct.pack("<qq", 86399, 4_294_967_295)
        + bytes([5, 18]) + struct.pack("<qq", 1 << 40, 5) + bytes([5, 18]) + struct.pack("<qq", 0x3AFFF4417F, 0)
        + bytes([5, 18]) + struct.pack("<qq", 1 << 62, 0),
        control + b"\x05" + bytes([5, 18]) + struct.pack("<qq", -5, 1_999_999)
        + bytes([6, 5, 0, 0, 9]) + bytes([7, 4, 1, 2]) + bytes([9, 4, 0xAA, 0xBB]),
        control + b"\x06" + bytes([0, 4, 1, 2]) + bytes([3, 6, 1, 2, 3, 4]),
        control + b"\x06" + bytes([2, 2]) + bytes([3, 6, 1, 2, 3, 4]),
        control + b"\x07" + bytes([1, 40]) + b"short",
        control + b"\x02" + bytes([3, 6, 0, 0, 0, 1, 9]),
        bytes([0xE0, 0x00, 0x04]),
        bytes([0xC0 | 0x0A, 0x34]) + q922(100) + b"\x03\xcc" + udp,
        bytes([0x80, 0x35]) + q922(100) + b"\x03\xcc" + udp[:20],
        bytes([0x00, 0x36]) + b"middle fragment",
        bytes([0x40, 0x37]) + b"last fragment",
        bytes([0xA0, 0x01]) + b"control without zero",
        bytes([0xC0, 0x05]) + bytes([0x01, 0x02, 0x03]),
        b"\xc0\x01\x02",
        b"\xc0",
    ]
    return out


def write(name, frames, linktype, start):
    write_pcap(name, [((start + i, 750000), frame) for i, frame in enumerate(frames)], linktype=linktype)


if __name__ == "__main__":
    write("link-frelay.pcap", frames_frelay(), LINKTYPE_FRELAY, 1_700_030_000)
    records = [((1_700_031_000 + i, 750000), frame) for i, frame in enumerate(frames_mfr())]
    whole = bytes([0xE1, 0x00, 0x01]) + mie(1, b"bundle-1") + mie(3, b"\x01\x02\x03\x04")
    records.append(((1_700_031_100, 0), whole[:8], len(whole)))
    records.append(((1_700_031_101, 0), whole[:3], len(whole)))
    write_pcap("link-mfr.pcap", records, linktype=LINKTYPE_MFR)
    # Q.933 behind the OSI dispatch (NLPID 0x08 after Cisco HDLC's 0xfefe).
    osi = [b"\x0f\x00\xfe\xfe\x08\x00\x75\x95" + ie(0x01, b"\x01") + ie(0x03, b"\x05\x04"),
           b"\x0f\x00\xfe\xfe\x08\x00\x7d" + ie(0x51, b"\x00") + ie(0x57, pvc(42)),
           b"\x0f\x00\xfe\xfe\x08"]
    write_pcap("osi-q933.pcap", [((1_700_032_000 + i, 0), frame) for i, frame in enumerate(osi)], linktype=104)
