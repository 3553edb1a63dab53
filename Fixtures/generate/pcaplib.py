"""Tiny pcap writer and packet builders for swiftnet's fixtures (python3 stdlib only).

Every generator script in this directory imports this module, builds packets with struct, and
writes a classic pcap (or pcapng) under Fixtures/pcap/. Checksums are computed unless a caller
passes an explicit (deliberately wrong) value.
"""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
PCAP_DIR = os.path.join(os.path.dirname(HERE), "pcap")

LINKTYPE_NULL = 0
LINKTYPE_ETHERNET = 1
LINKTYPE_RAW = 101
LINKTYPE_LOOP = 108
LINKTYPE_LINUX_SLL = 113
LINKTYPE_IPV4 = 228
LINKTYPE_IPV6 = 229
LINKTYPE_LINUX_SLL2 = 276


def write_pcap(name, packets, linktype=LINKTYPE_ETHERNET, snaplen=262144, nano=False, big_endian=False):
    """packets: list of (timestamp_seconds_float_or_(sec,frac), data_bytes[, original_length])."""
    endian = ">" if big_endian else "<"
    magic = 0xA1B23C4D if nano else 0xA1B2C3D4
    out = [struct.pack(endian + "IHHiIII", magic, 2, 4, 0, 0, snaplen, linktype)]
    for item in packets:
        ts, data = item[0], item[1]
        orig = item[2] if len(item) > 2 else len(data)
        if isinstance(ts, tuple):
            sec, frac = ts
        else:
            sec = int(ts)
            frac = int(round((ts - sec) * (1e9 if nano else 1e6)))
        out.append(struct.pack(endian + "IIII", sec, frac, len(data), orig))
        out.append(data)
    path = os.path.join(PCAP_DIR, name)
    with open(path, "wb") as f:
        f.write(b"".join(out))
    return path


def _pad4(data):
    return data + b"\0" * ((4 - len(data) % 4) % 4)


def write_pcapng(name, packets, interfaces=((LINKTYPE_ETHERNET, 262144, 6),)):
    """interfaces: (linktype, snaplen, tsresol power of ten); packets: (ts_float, data, iface)."""
    blocks = []
    shb_body = struct.pack("<IHHq", 0x1A2B3C4D, 1, 0, -1)
    blocks.append(struct.pack("<II", 0x0A0D0D0A, 12 + len(shb_body)) + shb_body + struct.pack("<I", 12 + len(shb_body)))
    for linktype, snaplen, resol in interfaces:
        opts = b""
        if resol != 6:
            opts += struct.pack("<HH", 9, 1) + _pad4(bytes([resol]))
        if opts:
            opts += struct.pack("<HH", 0, 0)
        body = struct.pack("<HHI", linktype, 0, snaplen) + opts
        blocks.append(struct.pack("<II", 1, 12 + len(body)) + body + struct.pack("<I", 12 + len(body)))
    for item in packets:
        ts, data = item[0], item[1]
        iface = item[2] if len(item) > 2 else 0
        resol = interfaces[iface][2]
        units = int(round(ts * (10 ** resol)))
        body = struct.pack("<IIIII", iface, units >> 32, units & 0xFFFFFFFF, len(data), len(data)) + _pad4(data)
        blocks.append(struct.pack("<II", 6, 12 + len(body)) + body + struct.pack("<I", 12 + len(body)))
    path = os.path.join(PCAP_DIR, name)
    with open(path, "wb") as f:
        f.write(b"".join(blocks))
    return path


def mac(text):
    return bytes(int(x, 16) for x in text.split(":"))


def ip4(text):
    return bytes(int(x) for x in text.split("."))


def ip6(text):
    import ipaddress
    return ipaddress.IPv6Address(text).packed


def checksum(data):
    if len(data) % 2:
        data += b"\0"
    total = sum(struct.unpack("!%dH" % (len(data) // 2), data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return (~total) & 0xFFFF


def ether(dst, src, ethertype, payload):
    return mac(dst) + mac(src) + struct.pack("!H", ethertype) + payload


def vlan(tci, ethertype, payload, tpid=0x8100):
    """A tag body: (what follows the outer tpid) — use ether(..., tpid, vlan(...))."""
    return struct.pack("!HH", tci, ethertype) + payload


def ipv4(src, dst, proto, payload, ttl=64, ident=0x1234, flags=0x4000, tos=0, options=b"",
         total_length=None, csum=None, ihl=None, version=4):
    hl = ihl if ihl is not None else (20 + len(options)) // 4
    length = total_length if total_length is not None else 20 + len(options) + len(payload)
    header = struct.pack("!BBHHHBBH4s4s", (version << 4) | hl, tos, length, ident, flags, ttl, proto, 0,
                         ip4(src), ip4(dst)) + options
    if csum is None:
        csum = checksum(header)
    header = header[:10] + struct.pack("!H", csum) + header[12:]
    return header + payload


def ipv6(src, dst, nh, payload, hlim=64, tclass=0, flow=0, plen=None):
    length = len(payload) if plen is None else plen
    first = (6 << 28) | (tclass << 20) | flow
    return struct.pack("!IHBB", first, length, nh, hlim) + ip6(src) + ip6(dst) + payload


def pseudo4(src, dst, proto, length):
    return ip4(src) + ip4(dst) + struct.pack("!BBH", 0, proto, length)


def pseudo6(src, dst, proto, length):
    return ip6(src) + ip6(dst) + struct.pack("!IxxxB", length, proto)


def udp(sport, dport, payload, pseudo=None, csum=None, length=None):
    ulen = 8 + len(payload) if length is None else length
    seg = struct.pack("!HHHH", sport, dport, ulen, 0) + payload
    if csum is None and pseudo is not None:
        csum = checksum(pseudo + seg) or 0xFFFF
    if csum is None:
        csum = 0
    return seg[:6] + struct.pack("!H", csum) + seg[8:]


def udp4(src, dst, sport, dport, payload, **kw):
    return udp(sport, dport, payload, pseudo=pseudo4(src, dst, 17, 8 + len(payload)), **kw)


def udp6(src, dst, sport, dport, payload, **kw):
    return udp(sport, dport, payload, pseudo=pseudo6(src, dst, 17, 8 + len(payload)), **kw)


TCP_FLAGS = {"F": 0x01, "S": 0x02, "R": 0x04, "P": 0x08, "A": 0x10, "U": 0x20, "E": 0x40, "C": 0x80, "N": 0x100}


def tcp(sport, dport, seq, ack, flags, payload=b"", win=64240, options=b"", urg=0, pseudo=None, csum=None,
        offset=None):
    bits = 0
    for ch in flags:
        bits |= TCP_FLAGS[ch]
    options = options + b"\0" * ((4 - len(options) % 4) % 4) if offset is None else options
    doff = offset if offset is not None else (20 + len(options)) // 4
    seg = struct.pack("!HHIIHHHH", sport, dport, seq, ack, (doff << 12) | bits, win, 0, urg) + options + payload
    if csum is None and pseudo is not None:
        csum = checksum(pseudo + seg)
    if csum is None:
        csum = 0
    return seg[:16] + struct.pack("!H", csum) + seg[18:]


def tcp4(src, dst, *args, **kw):
    seg = tcp(*args, **kw)
    if kw.get("csum") is None:
        seg = seg[:16] + b"\0\0" + seg[18:]
        seg = seg[:16] + struct.pack("!H", checksum(pseudo4(src, dst, 6, len(seg)) + seg)) + seg[18:]
    return seg


def tcp6(src, dst, *args, **kw):
    seg = tcp(*args, **kw)
    if kw.get("csum") is None:
        seg = seg[:16] + b"\0\0" + seg[18:]
        seg = seg[:16] + struct.pack("!H", checksum(pseudo6(src, dst, 6, len(seg)) + seg)) + seg[18:]
    return seg


def opt_mss(v):
    return struct.pack("!BBH", 2, 4, v)


def opt_ws(v):
    return struct.pack("!BBB", 3, 3, v)


def opt_sackok():
    return b"\x04\x02"


def opt_ts(val, ecr):
    return struct.pack("!BBII", 8, 10, val, ecr)


def opt_sack(*blocks):
    return struct.pack("!BB", 5, 2 + 8 * len(blocks)) + b"".join(struct.pack("!II", a, b) for a, b in blocks)


NOP = b"\x01"
EOL = b"\x00"


def icmp(type_, code, rest=b"\0\0\0\0", payload=b"", csum=None):
    msg = struct.pack("!BBH", type_, code, 0) + rest + payload
    if csum is None:
        csum = checksum(msg)
    return msg[:2] + struct.pack("!H", csum) + msg[4:]


def icmp_echo(type_, ident, seq, payload=b""):
    return icmp(type_, 0, struct.pack("!HH", ident, seq), payload)


def icmp6(src, dst, type_, code, body, csum=None):
    msg = struct.pack("!BBH", type_, code, 0) + body
    if csum is None:
        csum = checksum(pseudo6(src, dst, 58, len(msg)) + msg)
    return msg[:2] + struct.pack("!H", csum) + msg[4:]


def arp(op, sha, spa, tha, tpa, htype=1, ptype=0x0800, hlen=6, plen=4):
    return struct.pack("!HHBBH", htype, ptype, hlen, plen, op) + mac(sha) + ip4(spa) + mac(tha) + ip4(tpa)


def frame4(src, dst, proto, payload, smac="02:00:00:00:00:01", dmac="02:00:00:00:00:02", **kw):
    return ether(dmac, smac, 0x0800, ipv4(src, dst, proto, payload, **kw))


def frame6(src, dst, nh, payload, smac="02:00:00:00:00:01", dmac="02:00:00:00:00:02", **kw):
    return ether(dmac, smac, 0x86DD, ipv6(src, dst, nh, payload, **kw))
