"""IEEE 802.11 captures (issue 11), hand-built because this kernel has no mac80211_hwsim:
- link-wifi.pcap (LINKTYPE_IEEE802_11, 105): every management subtype (beacon with SSID, rates,
  DS, TIM, mesh ID (not printed by 4.99.3) and unknown elements; probes; (re)association; authentication incl. shared key
  challenge; deauthentication; disassociation; action frames of every category tcpdump names),
  every control subtype (control wrapper, BAR, BA, PS-Poll, RTS, CTS, ACK, CF-End, CF-End+Ack,
  unknown), data frames in all four DS directions, QoS, CF-Ack/Poll, null data, WEP-protected,
  LLC/SNAP carrying IPv4, IPv6 and ARP, an unknown SNAP type, flags for -v, and malformed frames
  (cut headers, cut and oversized elements, unknown type, SSID with escapes and NUL).
- link-radiotap.pcap (LINKTYPE_IEEE802_11_RADIO, 127): every radiotap field tcpdump prints (TSFT,
  flags, rate incl. MCS-in-rate, channel in each band, FHSS, dBm/dB signal and noise, lock quality,
  TX attenuation and power, antenna, RX flags, XChannel, MCS with every known bit, A-MPDU, VHT),
  FCS and data padding flags, extended presence bitmaps, radiotap and vendor namespaces, unknown
  bits, and cut or lying headers.
- link-prism.pcap (119) and link-avs.pcap (163): the headers tcpdump skips, plus cut ones.
- The status/reason/MCS tables of IEEE80211Tables.swift came from tcpdump's output for
  frames like status_codes() below (not written to a committed pcap).
python3 stdlib only; run from this directory. Deterministic."""
import struct

from pcaplib import ipv4, ipv6, udp4, udp6, arp, mac, write_pcap

AP = mac("02:00:00:00:0a:01")
STA = mac("02:00:00:00:0b:02")
OTHER = mac("02:00:00:00:0c:03")
FOURTH = mac("02:00:00:00:0d:04")
BCAST = b"\xff" * 6
A, B = "198.18.0.1", "198.18.0.2"


def fc(type_, subtype, flags=0):
    return struct.pack("<H", (subtype << 4) | (type_ << 2) | (flags << 8))


def mgmt(subtype, body, flags=0, da=BCAST, sa=AP, bssid=AP, duration=0, seq=0x1230):
    return fc(0, subtype, flags) + struct.pack("<H", duration) + da + sa + bssid + struct.pack("<H", seq) + body


def ie(id_, data):
    return bytes([id_, len(data)]) + data


SSID = ie(0, b"swiftnet-lab")
RATES = ie(1, bytes([0x82, 0x84, 0x8B, 0x96, 0x0C, 0x12, 0x18, 0x24]))
DS = ie(3, b"\x06")
TIM = ie(5, b"\x00\x01\x00\x00")
COUNTRY = ie(7, b"DE \x01\x0d\x14")
MESH = ie(114, b"mesh-one")


def beacon(cap=0x0411, elements=SSID + RATES + DS + TIM + COUNTRY):
    return mgmt(8, struct.pack("<QHH", 0x0102030405060708, 100, cap) + elements)


def llc_snap(ethertype, payload):
    return b"\xaa\xaa\x03\x00\x00\x00" + struct.pack(">H", ethertype) + payload


def data(payload, subtype=0, flags=0, addrs=(AP, STA, OTHER), addr4=None, qos=None, duration=44):
    header = fc(2, subtype, flags) + struct.pack("<H", duration) + b"".join(addrs) + struct.pack("<H", 0x0450)
    if addr4 is not None:
        header += addr4
    if qos is not None:
        header += struct.pack("<H", qos)
    return header + payload


def ctrl(subtype, rest, flags=0, duration=314):
    return fc(1, subtype, flags) + struct.pack("<H", duration) + rest


def management_frames():
    ip = ipv4(A, B, 17, udp4(A, B, 5353, 5353, b"wifi"))
    ip6 = ipv6("2001:db8::1", "2001:db8::2", 17, udp6("2001:db8::1", "2001:db8::2", 1000, 2000, b"six"))
    request = arp(1, "02:00:00:00:0b:02", A, "00:00:00:00:00:00", B)
    return [
        beacon(),
        beacon(cap=0x0002, elements=ie(0, b"") + RATES + DS),           # IBSS, empty SSID
        beacon(cap=0x0001, elements=ie(1, b"") + SSID + RATES + SSID + DS + DS + MESH),  # empty rates first
        beacon(cap=0x0011, elements=ie(0, b"caf\xc3\xa9\x01\x7f") + RATES),  # escapes, privacy, no DS
        beacon(elements=ie(0, b"ab\x00cd") + ie(1, bytes(range(1, 17)))),  # NUL in SSID, 16 rates
        beacon(elements=ie(0, b"x" * 33)),                             # SSID over 32: cut
        beacon(elements=ie(1, bytes(17))),                             # 17 rates: cut
        beacon(elements=SSID + b"\x03"),                               # element header cut
        beacon(elements=SSID + ie(221, b"\x00\x50\xf2\x02")[:4]),       # element body cut
        beacon(elements=ie(5, bytes(255))),                            # TIM too long for tcpdump
        beacon()[:30],                                                 # fixed fields cut
        mgmt(0, struct.pack("<HH", 0x0431, 10) + SSID + RATES, da=AP, sa=STA),
        mgmt(0, struct.pack("<H", 0x0431), da=AP, sa=STA),
        mgmt(1, struct.pack("<HHH", 0x0431, 0, 0xC001) + RATES, da=STA),
        mgmt(1, struct.pack("<HHH", 0x0411, 17, 0x0002), da=STA),
        mgmt(1, struct.pack("<HHH", 0x0411, 200, 1), da=STA),
        mgmt(2, struct.pack("<HH", 0x0431, 10) + OTHER + SSID + RATES, da=AP, sa=STA),
        mgmt(2, struct.pack("<HH", 0x0431, 10) + OTHER[:3], da=AP, sa=STA),
        mgmt(3, struct.pack("<HHH", 0x0411, 1, 5), da=STA),
        mgmt(4, SSID + RATES + ie(50, b"\x30\x48\x60\x6c"), sa=STA),
        mgmt(4, ie(0, b"") + RATES, sa=STA),
        mgmt(5, struct.pack("<QHH", 1, 100, 0x0431) + SSID + RATES + DS + MESH, da=STA),
        mgmt(5, struct.pack("<QHH", 1, 100, 0x0421) + SSID, da=STA),
        mgmt(9, b"", da=STA),
        mgmt(10, struct.pack("<H", 8), da=STA),
        mgmt(10, struct.pack("<H", 99), da=STA),
        mgmt(10, b"\x01", da=STA),
        mgmt(11, struct.pack("<HHH", 0, 1, 0), da=AP, sa=STA),
        mgmt(11, struct.pack("<HHH", 0, 2, 0), da=STA),
        mgmt(11, struct.pack("<HHH", 1, 2, 0) + ie(16, b"challenge-text"), da=STA),
        mgmt(11, struct.pack("<HHH", 1, 3, 15), da=AP, sa=STA),
        mgmt(11, struct.pack("<HHH", 3, 5, 13), da=STA),
        mgmt(11, struct.pack("<HHH", 2, 1, 300), da=STA),
        mgmt(11, struct.pack("<HH", 0, 1), da=STA),
        mgmt(11, struct.pack("<I", 0x40abcdef), flags=0x40, da=STA),   # protected: WEP IV
        mgmt(12, struct.pack("<H", 3), da=STA),
        mgmt(12, struct.pack("<H", 66), da=STA),
        mgmt(12, struct.pack("<H", 200), da=STA),
        mgmt(13, b"\x03\x00\x01\x02", da=STA),
        mgmt(13, b"\x03\x01", da=STA),
        mgmt(13, b"\x03\x02", da=STA),
        mgmt(13, b"\x07\x01", da=STA),
        mgmt(13, b"\x0d\x01", da=STA),
        mgmt(13, b"\x0d\x0a", da=STA),
        mgmt(13, b"\x0e\x01", da=STA),
        mgmt(13, b"\x0f\x05", da=STA),
        mgmt(13, b"\x7f\x09", da=STA),
        mgmt(13, b"\x00\x04", da=STA),
        mgmt(13, b"\x05\x00", da=STA),
        mgmt(13, b"\x03", da=STA),
        mgmt(6, b"abc"),
        mgmt(14, b""),
        mgmt(8, b"\x00" * 12, flags=0x40)[:26],                        # protected, IV cut
        # Control frames.
        ctrl(7, STA + b"\xd4\x00" + b"\0\0\0\0"),
        ctrl(8, STA + AP + struct.pack("<HH", 0x0004, 0x0120)),
        ctrl(9, STA + AP + b"\x05\x00" + b"\0" * 10),
        fc(1, 10) + struct.pack("<H", 0xC001) + AP + STA,
        ctrl(11, AP + STA),
        ctrl(12, STA),
        ctrl(13, STA),
        ctrl(14, BCAST + AP),
        ctrl(15, BCAST + AP),
        ctrl(3, STA),
        ctrl(13, STA[:3]),
        # Data frames: each DS direction, QoS, CF, null, protected.
        data(llc_snap(0x0800, ip), flags=0x01, addrs=(AP, STA, OTHER)),
        data(llc_snap(0x0800, ip), flags=0x02, addrs=(STA, AP, OTHER)),
        data(llc_snap(0x86DD, ip6), flags=0x00, addrs=(STA, OTHER, AP)),
        data(llc_snap(0x0800, ip), flags=0x03, addrs=(AP, STA, OTHER), addr4=FOURTH),
        data(llc_snap(0x0806, request), subtype=8, flags=0x01, qos=0x0005),
        data(llc_snap(0x0800, ip), subtype=8, flags=0x03, addr4=FOURTH, qos=0x0006),
        data(llc_snap(0x0800, ip), subtype=1, flags=0x02),
        data(llc_snap(0x0800, ip), subtype=2, flags=0x02),
        data(llc_snap(0x0800, ip), subtype=3, flags=0x02),
        data(llc_snap(0x0800, ip), subtype=11, flags=0x02, qos=0),
        data(b"", subtype=4, flags=0x11),
        data(b"", subtype=12, flags=0x01, qos=0x0010),
        data(b"\x01\x02\x03\x80" + b"ciphertext", flags=0x41),
        data(b"\x01\x02", flags=0x41),
        data(llc_snap(0x88B5, b"local experimental"), flags=0x01),
        data(b"\x7e\x7e\x03iso8208", flags=0x01),
        data(llc_snap(0x0800, ip), flags=0xFD, duration=0),            # every flag for -v
        data(llc_snap(0x0800, ip), flags=0x01)[:20],                   # header cut
        data(llc_snap(0x0800, ip), flags=0x01)[:28],                   # LLC cut
        data(llc_snap(0x0800, ip), flags=0x01)[:50],                   # IPv4 cut
        fc(3, 0) + b"\0" * 22,                                         # reserved type
        b"\x80",                                                       # one byte
    ]


def radiotap(fields, present, frame, pad_header_to=None):
    """fields: bytes already laid out (aligned from the header start); present: list of words."""
    words = b"".join(struct.pack("<I", word) for word in present)
    body = words + fields
    length = 4 + len(body)
    if pad_header_to is not None:
        length = pad_header_to
        body = body + bytes(max(0, length - 4 - len(body)))
    return struct.pack("<BBH", 0, 0, length) + body + frame


def aligned(offset, size):
    return (-offset) % size


class Fields:
    """Lays radiotap fields out with tcpdump's alignment, from the end of the presence words."""

    def __init__(self, words):
        self.data = b""
        self.start = 4 + 4 * words

    def add(self, size, value, count=1):
        self.data += bytes(aligned(self.start + len(self.data), size))
        self.data += value
        return self


def radiotap_frames():
    ack = ctrl(13, STA)
    bcn = beacon()
    ip = ipv4(A, B, 17, udp4(A, B, 5353, 5353, b"wifi"))
    qos = data(llc_snap(0x0800, ip), subtype=8, flags=0x01, qos=0x0005)
    fcs = b"\xde\xad\xbe\xef"
    frames = []

    # The common Linux set: flags, rate, channel, signal, antenna, RX flags.
    f = Fields(1).add(1, b"\x00").add(1, b"\x02").add(2, struct.pack("<HH", 2412, 0x00A0)) \
        .add(1, b"\xc4").add(1, b"\x01").add(2, b"\x00\x00")
    frames.append(radiotap(f.data, [0x0000482E], bcn))
    # TSFT and every flag but FCS/pad; 11g dynamic, 11a, half and quarter rate, turbo, FHSS.
    for flags, chan, freq in ((0x4F, 0x0480, 2437), (0x00, 0x0140, 5180), (0x00, 0x4140, 5190),
                              (0x00, 0x8140, 5200), (0x00, 0x00C0, 2462), (0x00, 0x0050, 5210),
                              (0x00, 0x0880, 2400), (0x00, 0x4480, 2442), (0x00, 0x80C0, 2447),
                              (0x00, 0x0000, 900)):
        f = Fields(1).add(8, struct.pack("<Q", 123456789012)).add(1, bytes([flags])).add(1, b"\x6c") \
            .add(2, struct.pack("<HH", freq, chan))
        frames.append(radiotap(f.data, [0x0000000F], ack))
    # FHSS, dBm noise, lock quality, TX attenuation, dB TX attenuation, dBm TX power, dB signal/noise.
    f = Fields(1).add(1, b"\x03\x07").add(1, b"\xa0").add(2, struct.pack("<H", 77)).add(2, struct.pack("<h", 3)) \
        .add(2, struct.pack("<h", 5)).add(1, b"\xf6").add(1, b"\x02").add(1, b"\x30").add(1, b"\x05")
    frames.append(radiotap(f.data, [(1 << 4) | (1 << 6) | (1 << 7) | (1 << 8) | (1 << 9) | (1 << 10) | (1 << 11)
                                    | (1 << 12) | (1 << 13)], ack))
    # Rate as MCS (0x80-0x8f) and a plain odd rate.
    for rate in (0x87, 0x8F, 0x90, 0x0B, 0x00):
        frames.append(radiotap(bytes([rate]), [1 << 2], ack))
    # MCS field: every known bit, each bandwidth, short GI, greenfield, LDPC, STBC, out-of-range index.
    for known, flags, index in ((0x07, 0x00, 7), (0x07, 0x05, 15), (0x3F, 0x7E, 3), (0x02, 0x00, 9),
                                (0x01, 0x02, 5), (0x04, 0x04, 1), (0x06, 0x03, 31), (0x07, 0x01, 32),
                                (0x07, 0x00, 80), (0x38, 0x00, 0), (0x00, 0xFF, 4)):
        frames.append(radiotap(bytes([known, flags, index]), [1 << 19], ack))
    # Channel with MCS present (11n), and XChannel (HT20, HT40-, HT40+) with and without Channel.
    f = Fields(1).add(2, struct.pack("<HH", 5180, 0x0140)).add(1, b"\x07\x00\x07")
    frames.append(radiotap(f.data, [(1 << 3) | (1 << 19)], ack))
    for xflags in (0x10140, 0x40080, 0x20080, 0x0A0):
        f = Fields(1).add(2, struct.pack("<HH", 2412, 0x00A0)).add(4, struct.pack("<IHBB", xflags, 5745, 149, 30))
        frames.append(radiotap(f.data, [(1 << 3) | (1 << 18)], ack))
        f = Fields(1).add(4, struct.pack("<IHBB", xflags, 2437, 6, 30))
        frames.append(radiotap(f.data, [1 << 18], ack))
    # A-MPDU status (read, not printed) then a VHT field: users, coding, bandwidths, GI.
    f = Fields(1).add(4, struct.pack("<IHBB", 99, 0x000C, 0, 0))
    frames.append(radiotap(f.data, [1 << 20], qos))
    for known, flags, bw, users, coding in ((0x0044, 0x04, 4, b"\x91\x00\x00\x00", 0x01),
                                            (0x0040, 0x00, 21, b"\x32\x41\x00\x14", 0x0A),
                                            (0x0004, 0x00, 11, b"\x00\x00\x00\x00", 0x00),
                                            (0x0040, 0x00, 31, b"\x11\x00\x00\x00", 0x00)):
        f = Fields(1).add(2, struct.pack("<HBB", known, flags, bw) + users + bytes([coding, 0]) + b"\0\0")
        frames.append(radiotap(f.data, [1 << 21], ack))
    # FCS at the end (removed before the frame), data padding after a QoS header (26 -> 28).
    frames.append(radiotap(b"\x10", [1 << 1], bcn + fcs))
    padded = qos[:26] + b"\0\0" + qos[26:]
    frames.append(radiotap(b"\x20", [1 << 1], padded))
    frames.append(radiotap(b"\x30", [1 << 1], padded + fcs))
    frames.append(radiotap(b"\x10", [1 << 1], b"\xd4"))                # frame shorter than the FCS
    # Extended presence: a second word in the radiotap namespace (bit 32+ is unknown to tcpdump),
    # radiotap namespace switch, vendor namespace with data skipped, and an illegal combination.
    f = Fields(2).add(1, b"\x02")
    frames.append(radiotap(f.data, [0x80000004, 0x00000001], ack))
    f = Fields(2).add(1, b"\x02").add(1, b"\xc0")
    frames.append(radiotap(f.data, [0xA0000004, 0x00000020], ack))
    vendor = Fields(3).add(1, b"\x16").add(2, b"\x00\x11\x22\x05" + struct.pack("<H", 4)).add(1, b"\xaa\xbb\xcc\xdd") \
        .add(1, b"\x04")
    frames.append(radiotap(vendor.data, [0xC0000002, 0xA0000001, 0x00000800], ack))
    f = Fields(2).add(1, b"\x02")
    frames.append(radiotap(f.data, [0xE0000004, 0x00000000], ack))
    f = Fields(1).add(1, b"\x02")
    frames.append(radiotap(f.data, [(1 << 2) | (1 << 15)], ack))      # TX flags: unknown to tcpdump
    frames.append(radiotap(b"", [1 << 23], ack))                       # HE: unknown to tcpdump
    # Cut or lying headers.
    frames.append(radiotap(b"", [1 << 0], ack))                        # TSFT missing
    frames.append(radiotap(b"\x02\x00", [(1 << 2) | (1 << 3)], ack))    # channel cut
    frames.append(radiotap(b"", [0x80000000], ack))                    # extension word missing
    frames.append(struct.pack("<BBHI", 0, 0, 6, 0) + ack)              # length below 8
    frames.append(struct.pack("<BBHI", 0, 0, 64, 0) + ack)             # length past the capture
    frames.append(b"\x00\x00\x08")                                     # 3 bytes
    frames.append(radiotap(b"", [0], b""))                             # no frame after it
    frames.append(radiotap(b"\x02", [1 << 2], bcn)[:40])               # frame cut
    vendor_cut = Fields(2).add(1, b"\x16").add(2, b"\x00\x11")
    frames.append(radiotap(vendor_cut.data, [0x40000002, 0x00000000], ack))
    return frames


def prism_frames():
    ack = ctrl(13, STA)
    bcn = beacon()
    prism = struct.pack(">I", 0x00000044) + bytes(140)
    avs = struct.pack(">II", 0x80211001, 64) + bytes(56)
    return [prism + bcn, prism + ack, prism[:100], b"\x00\x00", avs + ack, avs[:20],
            struct.pack(">II", 0x80211002, 4) + ack]


def avs_frames():
    ack = ctrl(13, STA)
    header = struct.pack(">II", 0x80211001, 64) + bytes(56)
    return [header + beacon(), header + ack, struct.pack(">II", 0x80211001, 7) + ack,
            struct.pack(">II", 0x80211001, 200) + ack, header[:6]]


def status_codes():
    """The frames the text tables were read from: each status and reason code once."""
    return ([mgmt(1, struct.pack("<HHH", 0, status, 1)) for status in range(140)]
            + [mgmt(10, struct.pack("<H", reason)) for reason in range(100)])


def write(name, frames, linktype, start):
    write_pcap(name, [((start + i, 250000), frame) for i, frame in enumerate(frames)], linktype=linktype)


if __name__ == "__main__":
    write("link-wifi.pcap", management_frames(), 105, 1700001000)
    write("link-radiotap.pcap", radiotap_frames(), 127, 1700002000)
    write("link-prism.pcap", prism_frames(), 119, 1700003000)
    write("link-avs.pcap", avs_frames(), 163, 1700004000)
