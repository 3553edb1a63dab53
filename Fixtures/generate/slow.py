#!/usr/bin/env python3
"""IEEE slow protocols (EtherType 0x8809) as tcpdump 4.99's slow_print decodes them: LACP and Marker
(IEEE 802.1AX; actor, partner, collector, terminator and marker TLVs) and Ethernet OAM (IEEE 802.3
clause 57: information with local/remote/organization TLVs, event notification with every link
event TLV, variable request/response, loopback control, vendor private), with the version, length
and cut-short cases. This kernel has no bonding/team driver, so the PDUs are built here.
Deterministic. Writes Fixtures/pcap/slow-lacp.pcap and slow-oam.pcap."""
import struct
from pcaplib import *

T0 = 1700001200.0
SLOW_DST = "01:80:c2:00:00:02"
SRC = "02:00:00:00:00:0a"


def frame(body):
    return ether(SLOW_DST, SRC, 0x8809, body)


def tlv(t, data, length=None):
    """A LACP/Marker/OAM TLV: type, length counting the 2-byte header, value."""
    return bytes([t, len(data) + 2 if length is None else length]) + data


def actor(t, system, sys_pri, key, port_pri, port, state, length=None):
    value = struct.pack("!H", sys_pri) + mac(system) + struct.pack("!HHHB", key, port_pri, port, state) + b"\0" * 3
    return tlv(t, value, length)


def lacp(*tlvs, version=1, pad=True):
    body = bytes([1, version]) + b"".join(tlvs)
    if pad:
        body += b"\0" * max(0, 110 - len(body))
    return frame(body)


TERMINATOR = tlv(0, b"", 0) + b"\0" * 50
COLLECTOR = tlv(3, struct.pack("!H", 5) + b"\0" * 12)


def lacp_packets():
    a = actor(1, "02:00:00:00:00:0a", 32768, 13, 255, 1, 0x3D)
    p = actor(2, "02:00:00:00:00:0b", 65535, 9, 128, 2, 0x3F)
    pkts = [
        # Two ends of an aggregate: every state bit seen once, then none and all.
        lacp(a, p, COLLECTOR, TERMINATOR),
        lacp(actor(1, "02:00:00:00:00:0b", 65535, 9, 128, 2, 0x00),
             actor(2, "02:00:00:00:00:0a", 1, 13, 255, 1, 0xFF), COLLECTOR, TERMINATOR),
        lacp(actor(1, "02:00:00:00:00:0a", 0, 0, 0, 0, 0xC2), p, COLLECTOR, TERMINATOR),
        # Version 2: tcpdump prints one line and stops.
        lacp(a, p, COLLECTOR, TERMINATOR, version=2),
        # An actor TLV of the wrong length (skipped, dumped at -vv), then a good partner.
        lacp(actor(1, "02:00:00:00:00:0a", 1, 2, 3, 4, 5)[:-2] + b"", p, COLLECTOR, TERMINATOR),
        lacp(tlv(1, b"\x00" * 16), tlv(3, b"\x00\x07" + b"\0" * 10), TERMINATOR),
        # An unknown TLV type: dumped at -v.
        lacp(tlv(0x0A, b"\xde\xad\xbe\xef"), a, TERMINATOR),
        # A TLV length below its header: an error, the walk stops.
        lacp(a, tlv(2, b"", 1) + b"\0" * 20, pad=True),
        # A TLV longer than the PDU: packet is too short.
        lacp(a, tlv(2, b"\x00" * 6, 40), pad=False),
        # One byte after the header: too short for a TLV header.
        lacp(b"\x01", pad=False),
        # No TLVs at all (PDU ends after the version).
        lacp(pad=False),
        # Only the subtype.
        frame(b"\x01"),
        # Nothing after the EtherType.
        frame(b""),
        # Marker information and response (tcpdump names only type 1).
        frame(bytes([2, 1]) + tlv(1, struct.pack("!H", 7) + mac("02:00:00:00:00:0a") + struct.pack("!I", 0x1234ABCD)
                                  + b"\0\0") + TERMINATOR + b"\0" * 40),
        frame(bytes([2, 1]) + tlv(2, struct.pack("!H", 7) + mac("02:00:00:00:00:0b") + struct.pack("!I", 0x1234ABCD)
                                  + b"\0\0") + TERMINATOR + b"\0" * 40),
        # A marker TLV of the wrong length, then version 3.
        frame(bytes([2, 1]) + tlv(1, b"\x00" * 10) + TERMINATOR),
        frame(bytes([2, 3]) + tlv(1, b"\x00" * 16)),
        frame(bytes([2])),
        # Unknown slow subtypes: one line and a hex dump at every level.
        frame(bytes([10, 1, 2, 3, 4, 5, 6, 7, 8, 9])),
        frame(bytes([0]) + b"\x55" * 20),
    ]
    # Cut by the snap length inside the partner TLV.
    full = lacp(a, p, COLLECTOR, TERMINATOR)
    out = [(T0 + i * 0.5, data) for i, data in enumerate(pkts)]
    out.append((T0 + 20, full[:50], len(full)))
    out.append((T0 + 20.5, full[:16], len(full)))
    return out


def oam(flags, code, body):
    return frame(bytes([3]) + struct.pack("!HB", flags, code) + body)


def info_tlv(t, version, revision, state, config, pdu_config, oui, vendor, length=16):
    value = struct.pack("!BHBBH", version, revision, state, config, pdu_config) + struct.pack("!I", oui)[1:] \
        + struct.pack("!I", vendor)
    return bytes([t, length]) + value


def event_tlv(t, stamp, window, threshold, errors, total, events, length=40):
    return bytes([t, length]) + struct.pack("!HQQQQI", stamp, window, threshold, errors, total, events)


def oam_packets():
    local = info_tlv(1, 1, 2, 0x00, 0x1F, 0x05EE, 0x00000C, 0xDEADBEEF)
    remote = info_tlv(2, 1, 7, 0x05, 0x09, 0xF840, 0x123456, 0)
    end = bytes([0, 0])
    pkts = [
        # Information: local and remote, every flag bit, each parser/mux state.
        oam(0x0050, 0, local + remote + end + b"\0" * 8),
        oam(0x007F, 0, info_tlv(1, 1, 0, 0x06, 0x00, 0x0040, 0x0080C2, 1) + end),
        oam(0x0000, 0, info_tlv(1, 1, 0, 0x03, 0x02, 0x0040, 0x00005E, 2)
            + info_tlv(2, 1, 0, 0x01, 0x04, 0x0040, 0x000000, 3) + end),
        # Organization-specific and reserved information TLVs (dumped), a bad info length.
        oam(0x0008, 0, tlv(0xFE, b"\x00\x10\x18\x01\x02\x03") + tlv(0x05, b"\xaa\xbb") + end),
        oam(0x0008, 0, info_tlv(1, 1, 0, 0, 0, 0, 0, 0, length=10)[:10] + local + end),
        # Information TLV length below its header; one longer than the PDU; a lone type byte.
        oam(0x0000, 0, local + bytes([2, 1]) + b"\0" * 14),
        oam(0x0000, 0, local + bytes([2, 30]) + b"\0" * 10),
        oam(0x0000, 0, local + bytes([1])),
        # Information with no TLVs.
        oam(0x0010, 0, b""),
        # Event notification: every link event, organization-specific, reserved, bad length.
        oam(0x0000, 1, struct.pack("!H", 1)
            + event_tlv(1, 10, 1000000, 1, 5, 17, 2)
            + event_tlv(2, 655, 10, 1, 1, 1, 1)
            + event_tlv(3, 65535, 0xFFFFFFFFFFFFFFFF, 1 << 63, 0, 0, 0xFFFFFFFF)
            + event_tlv(4, 0, 60, 1, 3, 12, 4) + end),
        oam(0x0001, 1, struct.pack("!H", 65535)
            + tlv(0xFE, b"\x00\x00\x0c\x42") + tlv(0x09, b"\x01") + end),
        oam(0x0002, 1, struct.pack("!H", 2) + event_tlv(1, 1, 2, 3, 4, 5, 6, length=24)[:24]
            + event_tlv(2, 1, 2, 3, 4, 5, 6) + end),
        oam(0x0004, 1, struct.pack("!H", 3) + bytes([1, 0])),
        oam(0x0004, 1, struct.pack("!H", 3) + event_tlv(1, 1, 2, 3, 4, 5, 6)[:20]),
        oam(0x0004, 1, b"\x00"),
        oam(0x0004, 1, struct.pack("!H", 4)),
        # Variable request and response, vendor private, an unknown code: hex at -v only.
        oam(0x0000, 2, bytes([7, 0, 2, 7, 0, 3])),
        oam(0x0000, 3, bytes([7, 0, 2, 4, 0, 0, 0, 9, 0])),
        oam(0x0000, 0xFE, b"\x00\x00\x0c\x01\x02\x03\x04"),
        oam(0x0000, 0x07, b""),
        # Loopback control: enable, disable, unknown; and no command byte.
        oam(0x0000, 4, b"\x01"),
        oam(0x0000, 4, b"\x02" + b"\0" * 41),
        oam(0x0000, 4, b"\x09"),
        oam(0x0000, 4, b""),
        # Shorter than the OAM common header.
        frame(b"\x03\x00\x50"),
        frame(b"\x03"),
    ]
    full = oam(0x0050, 0, local + remote + end)
    out = [(T0 + 100 + i * 0.5, data) for i, data in enumerate(pkts)]
    out.append((T0 + 130, full[:30], len(full)))
    event = oam(0x0000, 1, struct.pack("!H", 1) + event_tlv(1, 10, 1000000, 1, 5, 17, 2) + end)
    out.append((T0 + 131, event[:40], len(event)))
    return out


if __name__ == "__main__":
    write_pcap("slow-lacp.pcap", lacp_packets())
    write_pcap("slow-oam.pcap", oam_packets())
