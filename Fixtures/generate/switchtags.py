"""Switch-tag link types of issue 11, hand-built (no DSA switch or Broadcom SoC here):
- link-dsa.pcap (LINKTYPE_DSA_TAG_DSA, 284) and link-edsa.pcap (LINKTYPE_DSA_TAG_EDSA, 285): every
  tag mode (to CPU with each of the eight codes, from CPU, to sniffer both ways, forward from a port
  and a trunk), tagged and untagged, CFI, every priority; then the EtherType walk after the tag
  (IPv4, IPv6, ARP, an 802.1Q tag, an 802.3 length with LLC/SNAP, an unknown EtherType) and frames
  cut inside the addresses, the tag and the type.
- link-brcm.pcap (LINKTYPE_DSA_TAG_BRCM, 281) and link-brcm-prepend.pcap (282): ingress tags (every
  TE value, TC, TS, destination maps) and egress tags (every reason code, reserved ones, ports),
  an opcode neither 0 nor 1, the same payload walk and cut frames.
python3 stdlib only; run from this directory. Deterministic."""
import struct

from pcaplib import arp, ipv4, ipv6, mac, tcp4, udp4, udp6, vlan, write_pcap

A, B = "198.18.0.1", "198.18.0.2"
A6, B6 = "2001:db8::1", "2001:db8::2"
DST, SRC = mac("02:00:00:00:00:02"), mac("02:00:00:00:00:01")


def payloads():
    """(EtherType or length, bytes) pairs walked after a tag."""
    udp = ipv4(A, B, 17, udp4(A, B, 1000, 2000, b"dsa-payload"))
    tcp = ipv4(A, B, 6, tcp4(A, B, 40000, 22, 1, 0, "S"))
    v6 = ipv6(A6, B6, 17, udp6(A6, B6, 1000, 2000, b"six"))
    request = arp(1, "02:00:00:00:00:01", A, "00:00:00:00:00:00", B)
    snap = b"\xaa\xaa\x03\x00\x00\x00\x08\x00" + udp
    return [
        (0x0800, udp), (0x0800, tcp), (0x86DD, v6), (0x0806, request),
        (0x8100, vlan(0x2064, 0x0800, udp)),
        (len(snap), snap), (0x88B5, b"local experimental"),
    ]


def dsa_tags():
    """Four-byte DSA tags reaching every mode, code and flag tcpdump prints."""
    tags = []
    # To CPU (mode 0): the code is bits 18:17 and 12; port 5, device 3, priority 5, VID 0x064.
    for code in range(8):
        b1 = (5 << 3) | ((code >> 1) << 1)
        b2 = (5 << 5) | ((code & 1) << 4)
        tags.append(bytes([0x00 | 0x20 | 3, b1, b2, 0x64]))
    tags.append(bytes([0x00 | 0x1F, 0xF8 | 0x01, 0xE0 | 0x0F, 0xFF]))  # untagged, CFI, all ones
    # From CPU (mode 1), tagged and untagged.
    tags.append(bytes([0x40 | 0x20 | 1, 2 << 3, 0x00, 0x0A]))
    tags.append(bytes([0x40 | 7, (9 << 3) | 0x01, 0x40, 0x01]))
    # To sniffer (mode 2): egress (Tx) and ingress (Rx).
    tags.append(bytes([0x80 | 0x20 | 2, 4 << 3, 0x20, 0x02]))
    tags.append(bytes([0x80 | 2, (4 << 3) | 0x04, 0x20, 0x02]))
    # Forward (mode 3): from a port and from a trunk.
    tags.append(bytes([0xC0 | 0x20 | 4, 6 << 3, 0x60, 0xC8]))
    tags.append(bytes([0xC0 | 4, (6 << 3) | 0x04 | 0x01, 0x60, 0xC8]))
    return tags


def frames_dsa(edsa):
    def frame(tag, type_, payload):
        if edsa:
            tag = struct.pack(">HH", 0xDADA, 0) + tag
        return DST + SRC + tag + struct.pack(">H", type_) + payload

    frames = []
    first = payloads()[0]
    for tag in dsa_tags():
        frames.append(frame(tag, *first))
    tag = dsa_tags()[1]
    for type_, payload in payloads()[1:]:
        frames.append(frame(tag, type_, payload))
    if edsa:
        # A known programmable EtherType and non-zero reserved bytes (printed with -e).
        frames.append(DST + SRC + struct.pack(">HBB", 0x0800, 1, 2) + tag + struct.pack(">H", 0x0800) + first[1])
    whole = frame(tag, *first)
    tagged = 12 + (8 if edsa else 4)
    frames += [whole[:10], whole[:tagged - 1], whole[:tagged + 1], whole[:tagged + 2], whole[:tagged + 12]]
    return frames


def brcm_tags():
    tags = []
    # Ingress (opcode 1): TC, each TE, TS, destination maps (nine bits kept).
    for te in range(4):
        tags.append(bytes([0x20, (te & 1) << 7 | (te + 3) % 8 << 2 | te, 0x01 if te else 0xFE, 0x23 + te]))
    # Egress (opcode 0): each named reason code, a reserved combination, every field's extremes.
    for rc in (1, 2, 4, 8, 16, 32, 0, 0x41):
        tags.append(bytes([0x00, rc * 3 & 0xFF, rc, (rc % 8) << 5 | (rc % 32)]))
    tags.append(bytes([0x1F, 0xFF, 0xFF, 0xFF]))  # egress, but a non-zero first byte: "OP: IG"
    tags.append(bytes([0xE0, 0x05, 0x80, 0x00]))  # opcode 7: ingress bit set
    return tags


def frames_brcm(prepend):
    def frame(tag, type_, payload):
        if prepend:
            return tag + DST + SRC + struct.pack(">H", type_) + payload
        return DST + SRC + tag + struct.pack(">H", type_) + payload

    frames = []
    first = payloads()[0]
    for tag in brcm_tags():
        frames.append(frame(tag, *first))
    tag = brcm_tags()[0]
    for type_, payload in payloads()[1:]:
        frames.append(frame(tag, type_, payload))
    whole = frame(tag, *first)
    frames += [whole[:3], whole[:10], whole[:15], whole[:17], whole[:18], whole[:30]]
    return frames


def write(name, frames, linktype, start):
    write_pcap(name, [((start + i, 250000), frame) for i, frame in enumerate(frames)], linktype=linktype)


if __name__ == "__main__":
    write("link-dsa.pcap", frames_dsa(False), 284, 1_700_010_000)
    write("link-edsa.pcap", frames_dsa(True), 285, 1_700_010_100)
    write("link-brcm.pcap", frames_brcm(False), 281, 1_700_010_200)
    write("link-brcm-prepend.pcap", frames_brcm(True), 282, 1_700_010_300)
