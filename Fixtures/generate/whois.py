#!/usr/bin/env python3
"""whois on TCP 43 as tcpdump's whois_print (txtproto_print) sees it: a query line, a multi-line
answer (all lines with -v, the first without), a line ended by a lone LF, an unterminated line, a
CR not followed by LF, binary data, an empty-line start, and captures cut inside a line.
Writes Fixtures/pcap/whois-gen.pcap. Deterministic."""
from pcaplib import *

A, B = "198.18.74.1", "198.18.74.2"
T0 = 1700007000.0
payloads = [
    b"example.net\r\n",
    b"% IANA WHOIS server\r\n% for more information on IANA, visit http://www.iana.org\r\n\r\n"
    b"domain:       NET\r\norganisation: VeriSign Global Registry Services\r\nstatus:       ACTIVE\r\n",
    b"-T inetnum 198.18.0.0\n",
    b"refer: whois.example\r\nno end of line",
    b"a line with a lone CR\r and more\r\n",
    b"\x80\x81binary\r\n",
    b"\r\nafter an empty line\r\n",
    b"tab\tseparated\tfields\r\nsecond\r\n",
    b"ends with CR\r",
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 43, 40400 + i) if i % 2 else (B, A, 40400 + i, 43)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 5000 + i, 6000, "PA", p)))
v6 = tcp6("2001:db8::74:1", "2001:db8::74:2", 40500, 43, 1, 2, "PA", b"2001:db8::/32\r\n")
frames.append(frame6("2001:db8::74:1", "2001:db8::74:2", 6, v6))
cuts = [(frames[1], 70), (frames[1], 80), (frames[0], 60), (frames[3], 75)]
write_pcap("whois-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
