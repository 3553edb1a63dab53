"""`decode -T TYPE` (tcpdump's ndo_packettype, issue 11): the payloads of other fixtures moved to
ports no dissector claims, so only -T decides how they read. UDP datagrams (ports 40000 > 40001)
carry RADIUS, SNMP, TFTP, VXLAN, DNS and PTP payloads taken from the committed radius-gen,
snmp-gen, tftp-gen, vxlan, dns-udp and ptp-udp captures (the first few of each); TCP segments
(ports 40002 > 40003) carry RESP and DNS-over-TCP payloads from resp-gen and dns-tcp, plus a
RESET with data. Every -T TYPE reads every datagram: a payload of another protocol is exactly
what the type's printer must survive. python3 stdlib only; run from this directory."""
import os
import struct

from pcaplib import PCAP_DIR, frame4, tcp4, udp4, write_pcap

A, B = "198.18.0.1", "198.18.0.2"


def read_packets(name):
    with open(os.path.join(PCAP_DIR, name), "rb") as f:
        data = f.read()
    magic = struct.unpack("<I", data[:4])[0]
    endian = "<" if magic in (0xA1B2C3D4, 0xA1B23C4D) else ">"
    linktype = struct.unpack(endian + "I", data[20:24])[0]
    out, pos = [], 24
    while pos + 16 <= len(data):
        _, _, caplen, _ = struct.unpack(endian + "IIII", data[pos:pos + 16])
        out.append(data[pos + 16:pos + 16 + caplen])
        pos += 16 + caplen
    assert linktype == 1, name
    return out


def transport_payloads(name, proto, count):
    """The payloads of the first `count` complete IPv4 `proto` packets of an Ethernet capture."""
    found = []
    for frame in read_packets(name):
        if len(frame) < 34 or frame[12:14] != b"\x08\x00" or frame[23] != proto:
            continue
        ihl = (frame[14] & 0x0f) * 4
        total = struct.unpack(">H", frame[16:18])[0]
        ip = frame[14:14 + total]
        if len(ip) < total:
            continue
        if proto == 17:
            body = ip[ihl + 8:]
        else:
            body = ip[ihl + (ip[ihl + 12] >> 4) * 4:]
        if body:
            found.append(body)
        if len(found) == count:
            break
    return found


def packets():
    out = []
    for name, count in (("radius-gen.pcap", 3), ("snmp-gen.pcap", 3), ("tftp-gen.pcap", 3),
                        ("vxlan.pcap", 2), ("dns-udp.pcap", 3), ("ptp-udp.pcap", 3)):
        for body in transport_payloads(name, 17, count):
            out.append(frame4(A, B, 17, udp4(A, B, 40000, 40001, body)))
    seq = 1000
    for name, count in (("resp-gen.pcap", 3), ("dns-tcp.pcap", 2)):
        for body in transport_payloads(name, 6, count):
            out.append(frame4(A, B, 6, tcp4(A, B, 40002, 40003, seq, 1, "PA", body)))
            seq += len(body)
    out.append(frame4(A, B, 6, tcp4(A, B, 40002, 40003, seq, 1, "RA", b"reset reason")))
    # A snap-cut datagram: every printer must stop at the captured end.
    cut = frame4(A, B, 17, udp4(A, B, 40000, 40001, transport_payloads("radius-gen.pcap", 17, 1)[0]))
    return [(1700003000 + i, p) for i, p in enumerate(out)] + [(1700003100, cut[:60], len(cut))]


if __name__ == "__main__":
    write_pcap("packettype.pcap", packets())
