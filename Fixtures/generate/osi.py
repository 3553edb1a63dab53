"""OSI network layer fixtures the frr lab (capture-isis.sh) never produces.

osi-isis-tlvs.pcap: IS-IS PDUs carrying every TLV and sub-TLV tcpdump 4.99 decodes (narrow and
wide reachability, TE and segment-routing sub-TLVs, IPv6, multi-topology, restart, router
capability, SPB, authentication types, purge originator, checksum...), LSP flag variants, and
malformed headers and TLVs (bad lengths, cut captures).
osi-clnp.pcap: CLNP data, echo and error-report PDUs with every option, and ES-IS ESH, ISH and
redirect PDUs with options, plus malformed ones.
osi-links.pcap / osi-chdlc.pcap / osi-ppp.pcap: OSI after an MPLS stack, in GRE (0x00fe) and after
EtherType 0xfefe (Ethernet), over Cisco
HDLC (protocol 0xfefe, with and without the padding byte) and PPP (protocol 0x0023).
"""
import struct

from pcaplib import LINKTYPE_ETHERNET, mac, write_pcap

LINKTYPE_C_HDLC = 104
LINKTYPE_PPP = 9

ALL_L1_IS = "01:80:c2:00:00:14"
ALL_L2_IS = "01:80:c2:00:00:15"
ALL_IS = "09:00:2b:00:00:05"
ALL_ES = "09:00:2b:00:00:04"
SRC = "02:00:5e:10:00:01"


def fletcher(data, offset):
    """ISO 8473 annex C check bytes for `data` with the checksum field at `offset` zeroed."""
    data = bytearray(data)
    data[offset] = data[offset + 1] = 0
    c0 = c1 = 0
    for byte in data:
        c0 = (c0 + byte) % 255
        c1 = (c1 + c0) % 255
    length = len(data)
    x = ((length - offset - 1) * c0 - c1) % 255
    y = (c1 - (length - offset) * c0) % 255
    if x == 0:
        x = 255
    if y == 0:
        y = 255
    return (x << 8) | y


def llc_frame(pdu, dst=ALL_L1_IS, src=SRC, ctrl=0x03):
    payload = bytes([0xFE, 0xFE, ctrl]) + pdu
    return mac(dst) + mac(src) + struct.pack("!H", len(payload)) + payload


def tlv(code, value):
    return bytes([code, len(value)]) + value


def sysid(n):
    return bytes([0x19, 0x81, 0x80, 0x71, 0x00, n])


def isis(pdu_type, fixed, tlvs, fixed_len=None, version=1, id_len=0, pdu_version=1, max_area=0,
         pdu_len=None):
    """Common header + fixed part + TLVs; the PDU length field is filled in where it sits."""
    header_len = 8 + len(fixed)
    if fixed_len is None:
        fixed_len = header_len
    body = bytearray(fixed) + tlvs
    total = 8 + len(body)
    if pdu_len is None:
        pdu_len = total
    length_offset = {15: 9, 16: 9, 17: 9}.get(pdu_type, 0)
    if pdu_type in (15, 16, 17, 18, 20, 24, 25, 26, 27) and len(body) >= length_offset + 2:
        body[length_offset:length_offset + 2] = struct.pack("!H", pdu_len)
    return bytes([0x83, fixed_len, version, id_len, pdu_type, pdu_version, 0, max_area]) + bytes(body)


def lan_hello(level, tlvs, circuit=3, prio=64, lan=sysid(1) + b"\x01", **kw):
    fixed = bytes([circuit]) + sysid(1) + struct.pack("!HH", 30, 0) + bytes([prio]) + lan
    return isis(15 if level == 1 else 16, fixed, tlvs, **kw)


def p2p_hello(tlvs, circuit=2, **kw):
    fixed = bytes([circuit]) + sysid(2) + struct.pack("!HH", 30, 0) + b"\x07"
    return isis(17, fixed, tlvs, **kw)


def lsp(level, tlvs, seq=7, lifetime=1199, lsp_id=sysid(1) + b"\x00\x00", block=0x03, checksum=None,
        **kw):
    fixed = struct.pack("!HH", 0, lifetime) + lsp_id + struct.pack("!IH", seq, 0) + bytes([block])
    pdu = bytearray(isis(18 if level == 1 else 20, fixed, tlvs, **kw))
    if checksum is None:
        checksum = fletcher(bytes(pdu[12:]), 12)
    pdu[24:26] = struct.pack("!H", checksum)
    return bytes(pdu)


def csnp(level, tlvs, **kw):
    fixed = struct.pack("!H", 0) + sysid(2) + b"\x00" + b"\x00" * 8 + b"\xff" * 8
    return isis(24 if level == 1 else 25, fixed, tlvs, **kw)


def psnp(level, tlvs, **kw):
    fixed = struct.pack("!H", 0) + sysid(2) + b"\x00"
    return isis(26 if level == 1 else 27, fixed, tlvs, **kw)


def f32(value):
    return struct.pack("!f", value)


def metric_block(default, delay=0x80, expense=0x80, error=0x80):
    return bytes([default, delay, expense, error])


def ext_is(node, metric, subs=b""):
    return node + struct.pack("!I", metric)[1:] + bytes([len(subs)]) + subs


def ext_ip4(prefix, plen, metric, down=False, subs=None):
    status = plen | (0x80 if down else 0) | (0x40 if subs is not None else 0)
    body = struct.pack("!I", metric) + bytes([status]) + bytes(prefix[:(plen + 7) // 8])
    if subs is not None:
        body += bytes([len(subs)]) + subs
    return body


def ext_ip6(prefix, plen, metric, down=False, external=False, subs=None):
    status = (0x80 if down else 0) | (0x40 if external else 0) | (0x20 if subs is not None else 0)
    body = struct.pack("!I", metric) + bytes([status, plen]) + bytes(prefix[:(plen + 7) // 8])
    if subs is not None:
        body += bytes([len(subs)]) + subs
    return body


V4 = bytes([198, 18, 80, 0])
V6 = bytes.fromhex("20010db8008000000000000000000000")

te_subs = (tlv(3, struct.pack("!I", 0x0F)) + tlv(4, struct.pack("!II", 5, 6)) + tlv(5, struct.pack("!I", 9))
           + tlv(6, bytes([198, 18, 81, 1])) + tlv(8, bytes([198, 18, 81, 2]))
           + tlv(9, f32(125000000.0)) + tlv(10, f32(62500000.0))
           + tlv(11, b"".join(f32(12500000.0 * (i + 1)) for i in range(8)))
           + tlv(18, b"\x00\x00\x0a") + tlv(19, struct.pack("!H", 0x0005)) + tlv(20, b"\x0c\x02")
           + tlv(22, b"\x00" + f32(1e8) + f32(5e7)) + tlv(12, b"\x01" + f32(2.5e7))
           + tlv(29, b"\x00\x00\x14\x01\x00\x02") + tlv(250, b"\xaa\xbb") + tlv(99, b"\x01\x02\x03"))
swcap_psc = tlv(21, b"\x01\x02\x00\x00" + b"".join(f32(1e6 * i) for i in range(8)) + f32(1e5) + b"\x05\xdc")
swcap_tsc = tlv(21, b"\x64\x05\x00\x00" + b"".join(f32(1e6) for _ in range(8)) + f32(2e5) + b"\x01\x00\x00\x00")
swcap_other = tlv(21, b"\x96\x08\x00\x00" + b"".join(f32(1e6) for _ in range(8)) + b"\xde\xad")
lan_adj = (tlv(32, b"\x30\x05" + sysid(3) + b"\x00\x3e\x80")          # V and L: a label
           + tlv(32, b"\x00\x07" + sysid(3) + b"\x00\x00\x00\x10")    # neither: an index
           + tlv(32, b"\x20\x07" + sysid(3) + b"\x00\x00\x00\x10"))   # V only: invalid
ip_subs = (tlv(1, struct.pack("!II", 100, 200)) + tlv(2, struct.pack("!Q", 0x1122334455667788))
           + tlv(3, b"\x40\x00" + struct.pack("!I", 17)) + tlv(3, b"\x0c\x01\x00\x3e\x81")
           + tlv(117, struct.pack("!I", 7)) + tlv(44, b"\x01\x02"))
sr_cap = (tlv(2, b"\xc0\x00\x1f\x40" + tlv(1, b"\x00\x3e\x80")) + tlv(2, b"\x80\x00\x00\x10" + tlv(1, b"\x00\x00\x3e\x80"))
          + tlv(2, b"\x40\x00\x00\x10" + tlv(1, b"\x00\x01") + tlv(9, b"\x01\x02\x03")) + tlv(19, b"\x01\x02"))
mcid = b"\x00" + b"spb-region".ljust(32, b"\x00") + b"\x00\x03" + bytes(range(16))
spb_port = (tlv(4, mcid + mcid) + tlv(5, b"\x5d" + bytes(range(32))) + tlv(6, b"\x00\x80\xc2\x01\x00\x6c"
            + b"\x00\x80\xc2\x02\x00\x7c") + tlv(7, b"\x01"))
spb_cap = (tlv(1, b"\x80\x00\x00\x11\x22\x33\x44\x55" + struct.pack("!IHI", 10, 0x8000, 0x001000a1) + b"\x02"
               + b"\xe5\x00\x80\xc2\x01\x06\x40\x65" + b"\x05\x00\x80\xc2\x02\x06\x50\x66")
           + tlv(3, b"\x00\x11\x22\x33\x44\x55\x00\x64" + struct.pack("!II", 0xC0001001, 0x00002002)))

lsp_tlvs = b"".join([
    tlv(1, b"\x03\x49\x00\x71" + b"\x05\x49\x00\x72\x00\x01"),
    tlv(2, b"\x00" + metric_block(10) + sysid(2) + b"\x00" + metric_block(0x4a, 5, 0x46, 0x80) + sysid(3) + b"\x01"),
    tlv(3, metric_block(20, 0x80, 0x80, 7) + sysid(4)),
    tlv(4, sysid(5) + sysid(6)),
    tlv(5, metric_block(3) + b"\x06\x49\x00\x71" + b"\x01"),
    tlv(7, struct.pack("!HHH", 5, 1, 2)),
    tlv(12, b"\x00\x00"),
    tlv(13, b"\x02" + sysid(7) + sysid(8)),
    tlv(13, b"\x00"),
    tlv(14, struct.pack("!H", 1492)),
    tlv(22, ext_is(sysid(2) + b"\x00", 10, te_subs[:120])),
    tlv(22, ext_is(sysid(2) + b"\x01", 20, swcap_psc + swcap_tsc) + ext_is(sysid(3) + b"\x00", 5)),
    tlv(22, ext_is(sysid(4) + b"\x00", 30, swcap_other + lan_adj)),
    tlv(22, ext_is(sysid(5) + b"\x00", 1, te_subs[120:])),
    tlv(24, sysid(9) + b"\x00\x00"),
    tlv(42, b"\x01\x02\x03"),
    tlv(128, metric_block(10) + bytes([198, 18, 82, 0, 255, 255, 255, 0])
        + metric_block(0xca, 0x41, 0x80, 0x02) + bytes([198, 19, 0, 0, 255, 0, 255, 0])),
    tlv(130, metric_block(0x4f) + bytes([0, 0, 0, 0, 0, 0, 0, 0])),
    tlv(129, b"\xcc\x8e\x81\x77"),
    tlv(131, b"\x02\xfd\xe8"),
    tlv(131, b"\x01\xaa\xbb"),
    tlv(133, b"\x00\x01"),
    tlv(134, bytes([198, 18, 80, 1])),
    tlv(135, ext_ip4(V4, 24, 10) + ext_ip4(V4, 0, 1, down=True) + ext_ip4(V4, 32, 2 ** 32 - 1, subs=ip_subs)),
    tlv(137, b"xr3-\x01\x7fname"),
    tlv(138, sysid(2) + b"\x00\x01" + bytes([198, 18, 81, 1, 198, 18, 81, 2]) + struct.pack("!II", 1, 2)),
    tlv(143, struct.pack("!H", 0x1005) + spb_port),
    tlv(144, struct.pack("!H", 0x8002) + spb_cap),
    tlv(176, b"\x01"),
    tlv(211, b"\x03\x00\x1e" + sysid(2)),
    tlv(211, b"\x04"),
    tlv(222, struct.pack("!H", 0x8002) + ext_is(sysid(2) + b"\x00", 10, lan_adj[:13])),
    tlv(229, struct.pack("!HHHH", 0, 0x4001, 0x8003, 0xcfff) + b"\x05"),
    tlv(235, struct.pack("!H", 0x0001) + ext_ip4(V4, 20, 5)),
    tlv(236, ext_ip6(V6, 64, 10) + ext_ip6(V6, 128, 20, external=True, down=True, subs=tlv(1, struct.pack("!I", 9)))),
    tlv(237, struct.pack("!H", 0x0002) + ext_ip6(V6, 48, 15, subs=ip_subs[:20])),
    tlv(242, bytes([198, 18, 80, 1, 0x03]) + sr_cap),
    tlv(242, bytes([198, 18, 80, 1])),
    tlv(250, b"\x00\x00\x0c\x01\x02\x03"),
    tlv(250, b"\x00\x90"),
    tlv(199, b"\x01\x02\x03\x04\x05"),
    tlv(8, b""),
])
assert len(lsp_tlvs) < 1400, len(lsp_tlvs)


def isis_packets():
    pdus = []
    # Hellos: both LAN levels with the neighbours and padding; p2p with the full three-way TLV and
    # every authentication type; unknown circuit type.
    pdus.append((ALL_L1_IS, lan_hello(1, tlv(6, mac("02:00:00:00:00:0a") + mac("02:00:00:00:00:0b"))
                                      + tlv(10, b"\x01secret\x00x") + tlv(241, struct.pack("!I", 77))
                                      + tlv(8, b"\x00" * 20), circuit=1, prio=0xc0)))
    pdus.append((ALL_L2_IS, lan_hello(2, tlv(10, b"\x03\x00\x05" + bytes(range(16))) + tlv(6, b"\x01\x02\x03"),
                                      circuit=7, lan=sysid(2) + b"\x05")))
    pdus.append((ALL_IS, p2p_hello(tlv(240, b"\x00" + struct.pack("!I", 0x10) + sysid(1) + struct.pack("!I", 0x20))
                                   + tlv(240, b"\x01" + struct.pack("!I", 0x11)) + tlv(240, b"\x07")
                                   + tlv(10, b"\x36" + bytes(range(10))) + tlv(10, b"\xff\x01\x02")
                                   + tlv(10, b"\x09\x01") + tlv(10, b"")
                                   + tlv(211, b"\x01") + tlv(211, b"\x02\x00\x1e"))))
    # LSPs: every TLV; flag variants; a wrong checksum; a zero checksum.
    pdus.append((ALL_L1_IS, lsp(1, lsp_tlvs)))
    pdus.append((ALL_L2_IS, lsp(2, tlv(137, b"flags"), block=0xff, lsp_id=sysid(2) + b"\x01\x02")))
    pdus.append((ALL_L2_IS, lsp(2, tlv(137, b"att"), block=0x4a, seq=1)))
    pdus.append((ALL_L1_IS, lsp(1, tlv(137, b"bad"), checksum=0x1234)))
    pdus.append((ALL_L1_IS, lsp(1, tlv(137, b"zero"), checksum=0, lifetime=0)))
    # SNPs.
    entries = (struct.pack("!H", 1199) + sysid(1) + b"\x00\x00" + struct.pack("!IH", 7, 0xabcd)
               + struct.pack("!H", 0) + sysid(2) + b"\x01\x00" + struct.pack("!IH", 0xffffffff, 0))
    pdus.append((ALL_L2_IS, csnp(2, tlv(9, entries) + tlv(9, entries[:20]))))
    pdus.append((ALL_L1_IS, psnp(1, tlv(9, entries[:16]) + tlv(10, b"\x01pw"))))
    # Malformed: version, ID length, PDU version, fixed lengths, 255 areas, unknown PDU type,
    # PDU length shorter than the header, TLV longer than the PDU, bad prefix lengths.
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", version=2)))
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", id_len=4)))
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", pdu_version=3)))
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", fixed_len=200)))
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", fixed_len=5)))
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", max_area=255)))
    pdus.append((ALL_L1_IS, isis(15, b"\x00" * 19, b"", fixed_len=26)))
    pdus.append((ALL_L1_IS, isis(17, b"\x00" * 12, b"", fixed_len=21)))
    pdus.append((ALL_L1_IS, isis(18, b"\x00" * 19, b"", fixed_len=28)))
    pdus.append((ALL_L1_IS, isis(24, b"\x00" * 25, b"", fixed_len=30)))
    pdus.append((ALL_L1_IS, isis(26, b"\x00" * 9, b"", fixed_len=18)))
    pdus.append((ALL_L1_IS, isis(19, b"\x00" * 10, b"\x01\x02", fixed_len=18, max_area=4)))
    pdus.append((ALL_L1_IS, lan_hello(1, tlv(137, b"short"), pdu_len=20)))
    pdus.append((ALL_L1_IS, lan_hello(1, tlv(137, b"abc")[:2] + b"\x89\x40abc")))
    pdus.append((ALL_L1_IS, lsp(1, tlv(135, ext_ip4(V4, 24, 1)[:5] + b"\x30") + tlv(137, b"after"))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(236, struct.pack("!I", 1) + b"\x00\x99") + tlv(137, b"after"))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(135, ext_ip4(V4, 24, 1) + ext_ip4(V4, 24, 1)[:6]))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(128, metric_block(1) + b"\x01\x02\x03"))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(237, struct.pack("!H", 2) + ext_ip6(V6, 48, 15, subs=ip_subs[:14])))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(22, ext_is(sysid(2) + b"\x00", 1, tlv(3, b"\x00\x00\x00\x01"))[:9]))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(22, sysid(2) + b"\x00\x00\x00\x01\x08" + tlv(9, f32(1.0)) + b"\x05"))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(22, sysid(2) + b"\x00\x00\x00\x01\x07" + tlv(11, f32(1.0))))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(22, sysid(2) + b"\x00\x00\x00\x01\x01" + b"\x03"))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(1, b"\x05\x49\x00") + tlv(2, b"") + tlv(2, b"\x00\x01")
                                + tlv(3, b"\x01") + tlv(4, b"\x01") + tlv(9, b"\x01") + tlv(132, b"\x01")
                                + tlv(232, b"\x01") + tlv(134, b"\x01") + tlv(7, b"\x01")
                                + tlv(138, sysid(1)) + tlv(229, b"\x00") + tlv(13, sysid(1))
                                + tlv(13, b"\x02" + sysid(1)) + tlv(14, b"\x01") + tlv(241, b"\x01")
                                + tlv(143, b"\x00") + tlv(144, b"\x00") + tlv(250, b"\x00")
                                + tlv(5, metric_block(1) + b"\x01") + tlv(5, metric_block(1) + b"\x20\x49")
                                + tlv(242, b"\x01\x02") + tlv(135, b"\x00\x00\x00\x01\x21"))))
    pdus.append((ALL_L1_IS, lsp(1, tlv(143, struct.pack("!H", 1) + tlv(4, b"\x00" * 10) + tlv(5, b"\x00" * 3))
                                + tlv(143, struct.pack("!H", 1) + tlv(6, b"\x00\x00\x00\x01\x00")
                                      + tlv(9, b"\x00" * 8))
                                + tlv(144, struct.pack("!H", 1) + tlv(1, b"\x00" * 5))
                                + tlv(144, struct.pack("!H", 1) + tlv(1, b"\x00" * 18 + b"\x02" + b"\x00" * 8))
                                + tlv(144, struct.pack("!H", 1) + tlv(3, b"\x00" * 4)))))
    frames = [llc_frame(pdu, dst=dst) for dst, pdu in pdus]
    # Cut captures: the common header, a hello's fixed part, a TLV header and value.
    full = llc_frame(lsp(1, lsp_tlvs))
    cuts = [(frame, None) for frame in frames]
    for size in (14 + 3 + 4, 14 + 3 + 12, 14 + 3 + 27 + 1, 14 + 3 + 40, 14 + 3 + 200, 14 + 3 + 700):
        cuts.append((full[:size], len(full)))
    packets = []
    for index, (data, orig) in enumerate(cuts):
        ts = 1700000000 + index * 0.25
        packets.append((ts, data) if orig is None else (ts, data, orig))
    write_pcap("osi-isis-tlvs.pcap", packets)


def clnp(pdu_type, src, dst, options=b"", data=b"", flags=0x80, segment=True, lifetime=40, li=None,
         checksum=None, version=1):
    header = bytes([len(dst)]) + dst + bytes([len(src)]) + src
    if flags & 0x80 and segment:
        header += struct.pack("!HHH", 0x1234, 0, 9 + len(header) + 6 + len(options) + len(data))
    header += options
    hlen = 9 + len(header) if li is None else li
    total = 9 + len(header) + len(data)
    pdu = bytearray(bytes([0x81, hlen, version, lifetime, flags | pdu_type]) + struct.pack("!HH", total, 0)
                    + header + data)
    if checksum is None:
        checksum = fletcher(bytes(pdu[:9 + len(header)]), 7) if hlen == 9 + len(header) else 0
    pdu[7:9] = struct.pack("!H", checksum)
    return bytes(pdu)


def esis(pdu_type, body, options=b"", holding=30, li=None, checksum=None, version=1):
    hlen = 9 + len(body) + len(options) if li is None else li
    pdu = bytearray(bytes([0x82, hlen, version, 0, pdu_type]) + struct.pack("!HH", holding, 0) + body + options)
    if checksum is None:
        checksum = fletcher(bytes(pdu[:9 + len(body) + len(options)]), 7)
    pdu[7:9] = struct.pack("!H", checksum)
    return bytes(pdu)


NSAP_A = bytes.fromhex("49000119818071000100")
NSAP_B = bytes.fromhex("4900011981807100020001")


def clnp_packets():
    opts = (bytes([205, 1, 0x0c]) + bytes([195, 1, 0xdd]) + bytes([195, 1, 0x40]) + bytes([197, 2, 0xc0, 3])
            + bytes([204, 3, 0, 0, 0]) + bytes([200, 2 + 1 + len(NSAP_A) + 1 + 3, 1, 3, len(NSAP_A)]) + NSAP_A
            + bytes([3, 1, 2, 3]) + bytes([203, 5, 0, 3, 9, 1, 2]) + bytes([193, 1, 0x81]) + bytes([199, 2, 1, 2]))
    pdus = [
        clnp(28, NSAP_A, NSAP_B, options=opts, data=b"data payload"),
        clnp(30, NSAP_A, NSAP_B, data=b"\x00" * 8, flags=0x20),
        clnp(31, NSAP_B, NSAP_A, data=clnp(30, NSAP_A, NSAP_B, data=b"\x00" * 8, flags=0)),
        clnp(1, NSAP_B, NSAP_A, options=bytes([193, 1, 0xa0]),
             data=clnp(28, NSAP_A, NSAP_B, options=bytes([193, 1, 0xc0]), data=b"abc")),
        clnp(1, NSAP_B, NSAP_A, options=bytes([193, 1, 0x5f]), data=b"\x01\x02"),
        clnp(29, NSAP_A, NSAP_B, flags=0x40),
        clnp(17, NSAP_A, NSAP_B, flags=0, checksum=0x1111),
        clnp(28, NSAP_A, NSAP_B, flags=0, version=2),
        clnp(28, NSAP_A, NSAP_B, flags=0, li=200),
        clnp(28, NSAP_A, NSAP_B, flags=0, li=5),
        clnp(28, NSAP_A, NSAP_B, flags=0, li=12),
        clnp(28, NSAP_A, NSAP_B, flags=0, li=9 + 1 + len(NSAP_B) + 1 + len(NSAP_A) + 3),
        clnp(28, NSAP_A, NSAP_B, flags=0x80, segment=False),
        clnp(28, NSAP_A, NSAP_B, flags=0, options=bytes([205, 9, 1])),
        clnp(28, NSAP_A, NSAP_B, flags=0, options=bytes([205, 0, 195, 0, 197, 1, 0, 200, 1, 0, 193, 0])),
        clnp(28, NSAP_A, NSAP_B, flags=0, options=bytes([200, 2, 0, 0]) + bytes([203, 2, 7, 9])
             + bytes([200, 4, 0, 3, 5, 1])),
        clnp(28, b"", bytes(21), flags=0),
        esis(2, b"\x02" + bytes([len(NSAP_A)]) + NSAP_A + bytes([len(NSAP_B)]) + NSAP_B,
             options=bytes([198, 2, 0, 60]) + bytes([129, 2, 0x81, 0xcc]) + bytes([197, 1, 5])),
        esis(4, bytes([len(NSAP_A)]) + NSAP_A, options=bytes([198, 3, 0, 0, 1])),
        esis(6, bytes([len(NSAP_B)]) + NSAP_B + b"\x06" + mac("02:00:5e:10:00:09") + bytes([len(NSAP_A)]) + NSAP_A),
        esis(6, bytes([len(NSAP_B)]) + NSAP_B + b"\x03\x01\x02\x03" + b"\x00"),
        esis(6, bytes([len(NSAP_B)]) + NSAP_B + b"\x00" + b"\x00"),
        esis(9, b"\x01\x02\x03"),
        esis(4, b"\x05\x01"),
        esis(2, b"\x03\x01\x49"),
        esis(4, bytes([len(NSAP_A)]) + NSAP_A, options=bytes([198, 5, 0])),
        esis(4, bytes([len(NSAP_A)]) + NSAP_A, options=bytes([198])),
        esis(4, b"", li=10),
        esis(4, bytes([len(NSAP_A)]) + NSAP_A, version=3),
        esis(4, bytes([len(NSAP_A)]) + NSAP_A, li=90),
        esis(4, bytes([len(NSAP_A)]) + NSAP_A, checksum=0x4242),
        b"\x82\x09",
        b"\x00\x01\x02",
        b"\x55\x01\x02\x03",
        b"\xcc" + bytes.fromhex("4500001c0001000040117b6cc6120001c61200020035003500080000"),
    ]
    packets = [(1700000100 + i * 0.5, llc_frame(pdu, dst=ALL_IS if i % 2 else ALL_ES)) for i, pdu in enumerate(pdus)]
    full = llc_frame(pdus[0])
    for j, size in enumerate((14 + 3 + 8, 14 + 3 + 15, 14 + 3 + 40, 14 + 3 + 70)):
        packets.append((1700000200 + j, full[:size], len(full)))
    write_pcap("osi-clnp.pcap", packets)


def link_packets():
    hello = p2p_hello(tlv(129, b"\xcc") + tlv(240, b"\x00"))
    isis_lsp = lsp(2, tlv(137, b"mpls"))
    eth_mpls = [
        mac("02:00:00:00:00:02") + mac(SRC) + b"\x88\x47" + struct.pack("!I", (16 << 12) | 0x100 | 64) + hello,
        mac("02:00:00:00:00:02") + mac(SRC) + b"\x88\x47" + struct.pack("!I", (17 << 12) | 64)
        + struct.pack("!I", (18 << 12) | 0x100 | 64) + clnp(30, NSAP_A, NSAP_B, flags=0),
        mac("02:00:00:00:00:02") + mac(SRC) + b"\x88\x47" + struct.pack("!I", (19 << 12) | 0x100 | 64)
        + esis(4, bytes([len(NSAP_A)]) + NSAP_A),
        mac("02:00:00:00:00:02") + mac(SRC) + b"\x88\x47" + struct.pack("!I", (19 << 12) | 0x100 | 64) + isis_lsp,
    ]
    gre = struct.pack("!HH", 0, 0x00FE) + hello
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(gre), 0x1234, 0x4000, 64, 47, 0,
                     bytes([198, 18, 0, 1]), bytes([198, 18, 0, 2]))
    csum = 0
    for i in range(0, 20, 2):
        csum += (ip[i] << 8) | ip[i + 1]
    while csum > 0xFFFF:
        csum = (csum & 0xFFFF) + (csum >> 16)
    ip = ip[:10] + struct.pack("!H", ~csum & 0xFFFF) + ip[12:]
    eth_mpls += [
        mac("02:00:00:00:00:02") + mac(SRC) + b"\x08\x00" + ip + gre,
        mac("02:00:00:00:00:02") + mac(SRC) + b"\xfe\xfe" + b"\x00" + hello,
        mac("02:00:00:00:00:02") + mac(SRC) + b"\xfe\xfe",
    ]
    write_pcap("osi-links.pcap", [(1700000300 + i, f) for i, f in enumerate(eth_mpls)])
    chdlc = [
        b"\x0f\x00\xfe\xfe" + b"\x00" + hello,
        b"\x0f\x00\xfe\xfe" + hello,
        b"\x8f\x00\xfe\xfe" + b"\x00" + clnp(28, NSAP_A, NSAP_B, flags=0, data=b"xy"),
        b"\x8f\x00\xfe\xfe" + esis(4, bytes([len(NSAP_A)]) + NSAP_A),
        b"\x0f\x00\xfe\xfe" + isis_lsp,
        b"\x0f\x00\xfe\xfe" + b"\x83",
        b"\x0f\x00\xfe\xfe",
    ]
    write_pcap("osi-chdlc.pcap", [(1700000400 + i, f) for i, f in enumerate(chdlc)], linktype=LINKTYPE_C_HDLC)
    ppp = [
        b"\xff\x03\x00\x23" + hello,
        b"\xff\x03\x00\x23" + clnp(28, NSAP_A, NSAP_B, flags=0),
        b"\xff\x03\x00\x23" + isis_lsp,
    ]
    write_pcap("osi-ppp.pcap", [(1700000500 + i, f) for i, f in enumerate(ppp)], linktype=LINKTYPE_PPP)


if __name__ == "__main__":
    isis_packets()
    clnp_packets()
    link_packets()
