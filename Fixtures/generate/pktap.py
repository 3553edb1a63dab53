"""Apple PKTAP (LINKTYPE_PKTAP, 258), hand-built (no macOS here): link-pktap.pcap.
Each record is the 108-byte little-endian PKTAP header and a packet of the DLT it names: Ethernet,
BSD loopback (NULL), raw IP (DLT_RAW 12, DLT_IPV4 228), Linux cooked, PPP, a Broadcom-tagged frame,
PKTAP inside PKTAP; a record type with no data and an unknown one; DLTs with no printer (101 is
LINKTYPE_RAW but not a DLT; 147 a user DLT) printed as header and hex; a longer header; and the
malformed and cut cases (header length too small or past the packet, packet shorter than the
header, header or inner frame cut by the capture).
python3 stdlib only; run from this directory. Deterministic."""
import struct

from pcaplib import frame4, frame6, ipv4, ipv6, tcp4, udp4, udp6, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"


def header(dlt, rectype=1, length=108, ifname=b"en0", pid=4242, command=b"curl", family=2, pad=True):
    name = ifname.ljust(24, b"\0")[:24]
    cmd = command.ljust(20, b"\0")[:20]
    body = struct.pack("<III", length, rectype, dlt) + name
    body += struct.pack("<IIIII", 0x20, family, 14, 0, pid) + cmd
    body += struct.pack("<IHHI", 0x100, 6, 0, pid) + cmd
    assert len(body) == 108
    return body + (bytes(max(0, length - 108)) if pad else b"")


def frames():
    udp = ipv4(A, B, 17, udp4(A, B, 1000, 2000, b"pktap"))
    tcp = ipv4(A, B, 6, tcp4(A, B, 49152, 443, 7, 0, "S"))
    eth = frame4(A, B, 17, udp4(A, B, 1000, 2000, b"pktap"))
    eth6 = frame6(A6, B6, 17, udp6(A6, B6, 1000, 2000, b"six"))
    null = struct.pack("<I", 2) + udp
    sll = struct.pack(">HHH", 0, 1, 6) + bytes.fromhex("020000000001") + bytes(2) + struct.pack(">H", 0x0800) + udp
    ppp = b"\xff\x03\x00\x21" + tcp
    brcm = eth[:12] + bytes([0x20, 0x9D, 0x01, 0x23]) + eth[12:]
    out = [
        header(1) + eth,
        header(1, ifname=b"en1", command=b"ssh") + eth6,
        header(0, ifname=b"lo0", family=2) + null,
        header(12, ifname=b"utun3") + tcp,
        header(228, ifname=b"utun4") + udp,
        header(113) + sll,
        header(9, ifname=b"ppp0") + ppp,
        header(281, ifname=b"bcm0") + brcm,
        header(258) + header(1) + eth,
        header(258) + header(258) + header(0, rectype=0),
        header(1, length=124) + eth,
        header(0, rectype=0),
        header(1, rectype=7) + eth,
        header(101) + udp,
        header(147, ifname=b"") + udp,
        header(1, length=100) + eth,
        header(1, length=400, pad=False) + eth,
        header(1)[:60],
        header(258) + header(1)[:50],
        header(1) + eth[:20],
        header(0) + null[:2],
    ]
    return out


if __name__ == "__main__":
    records = [((1_700_020_000 + i, 125000), frame) for i, frame in enumerate(frames())]
    # Cut by the capture: the header itself (wire length whole) and the inner IP header.
    whole = header(1) + frame4(A, B, 17, udp4(A, B, 1000, 2000, b"pktap"))
    records.append(((1_700_020_100, 0), whole[:8], len(whole)))
    records.append(((1_700_020_101, 0), whole[:80], len(whole)))
    records.append(((1_700_020_102, 0), whole[:130], len(whole)))
    write_pcap("link-pktap.pcap", records, linktype=258)
