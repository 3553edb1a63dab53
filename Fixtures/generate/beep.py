#!/usr/bin/env python3
"""BEEP (RFC 3080/3081) on TCP 10288: a session as RFC 3080 frames it (greetings, a channel start,
MSG/RPY/ERR/ANS/NUL exchanges, SEQ frames, END trailers), which tcpdump 4.99.3 mostly prints as
"(payload or undecoded)" because it compares "MSG" and "END" with their NUL, plus the 4-byte forms it
does recognize, near misses (lower case, NUL in place of the space, 1 to 3 bytes), the ports tried
before and after BEEP in tcp_print (SSH wins; BEEP beats OpenFlow, RPKI-RTR and NFS), IPv6, and cut
captures. Writes Fixtures/pcap/beep-gen.pcap. Deterministic."""
from pcaplib import *

A, B = "198.18.96.1", "198.18.96.2"
A6, B6 = "2001:db8:96::1", "2001:db8:96::2"
T0 = 1700009600.0


def frame(keyword, header, body=b""):
    """An RFC 3080 frame: header line, payload, END trailer."""
    return keyword + b" " + header + b" " + str(len(body)).encode() + b"\r\n" + body + b"END\r\n"


greeting = (b"Content-Type: application/beep+xml\r\n\r\n"
            b"<greeting><profile uri='http://iana.org/beep/TLS' /></greeting>\r\n")
start = b"Content-Type: application/beep+xml\r\n\r\n<start number='1'><profile uri='http://iana.org/beep/SASL/OTP' /></start>\r\n"
payloads = [
    frame(b"RPY", b"0 0 . 0", greeting), frame(b"RPY", b"0 0 . 0", greeting),
    frame(b"MSG", b"0 1 . 0", start), frame(b"RPY", b"0 1 . 185", b"<profile uri='http://iana.org/beep/SASL/OTP' />\r\n"),
    frame(b"ERR", b"0 2 . 240", b"<error code='550'>no profile</error>\r\n"),
    frame(b"ANS", b"1 3 . 0 0", b"part one"), frame(b"ANS", b"1 3 * 8 1", b"part two"), frame(b"NUL", b"1 3 . 16"),
    b"SEQ 1 0 4096\r\n", b"SEQ 0 300 4096\r\n",
    # The 4-byte forms tcpdump names: "MSG\0" and "END\0" (strncmp reads the literal's NUL).
    b"MSG\0 0 1 . 0 0\r\n", b"END\0", b"END\0trailing",
    # Near misses.
    b"END\r\n", b"END ", b"msg 0 1 . 0 0\r\n", b"RPY\0", b"RPY\t0 1 . 0 0\r\n", b"RP", b"R", b"RPY", b"\0\0\0\0",
    b"\xff\xfe\xfd\xfcbinary",
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 10288, 40300 + i) if i % 2 else (B, A, 40300 + i, 10288)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 1000 + i, 2000, "PA", p)))
# tcp_print's order around BEEP: SSH (22) first; BEEP before OpenFlow, RPKI-RTR, NFS and HTTP.
for other in (22, 6633, 6653, 323, 2049, 80, 639, 646):
    frames.append(frame4(A, B, 6, tcp4(A, B, other, 10288, 3000 + other, 4000, "PA", b"RPY 0 1 . 0 0\r\nEND\r\n")))
    frames.append(frame4(A, B, 6, tcp4(A, B, 10288, other, 3000 + other, 4000, "PA", b"SEQ 0 1 4096\r\n")))
frames.append(frame6(A6, B6, 6, tcp6(A6, B6, 10288, 40900, 5000, 6000, "PA", b"ANS 1 3 . 0 0 0\r\nEND\r\n")))
frames.append(frame6(A6, B6, 6, tcp6(A6, B6, 10288, 40900, 5000, 6000, "PA", b"MSG\0")))
# A SYN and a bare ACK on the port: no payload, nothing for BEEP.
frames.append(frame4(A, B, 6, tcp4(A, B, 40999, 10288, 77, 0, "S")))
frames.append(frame4(A, B, 6, tcp4(A, B, 40999, 10288, 78, 1, "A")))
packets = [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
# Cut captures: inside the keyword, right after it.
for j, (f, n) in enumerate([(frames[1], 54 + 2), (frames[1], 54 + 3), (frames[1], 54 + 4), (frames[10], 54 + 3),
                            (frames[10], 54 + 4), (frames[0], 40)]):
    packets.append((T0 + 5 + j * 0.01, f[:n], len(f)))
write_pcap("beep-gen.pcap", packets)
