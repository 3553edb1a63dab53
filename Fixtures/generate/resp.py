#!/usr/bin/env python3
"""Redis RESP on TCP 6379 as tcpdump's resp_print sees it: simple string, error, integer, bulk
string (empty, null, binary), arrays (empty, null, nested, pipelined commands), inline commands
(CR, LF, CRLF, several), and the malformed cases tcpdump names (length too large, negative and not
-1, invalid) or stops on (no CRLF, a bulk string past the segment, an array with missing elements),
plus captures cut inside an item. Writes Fixtures/pcap/resp-gen.pcap. Deterministic."""
from pcaplib import *

A, B = "198.18.75.1", "198.18.75.2"
T0 = 1700008000.0


def bulk(s):
    return b"$%d\r\n%s\r\n" % (len(s), s)


def arr(*items):
    return b"*%d\r\n" % len(items) + b"".join(items)


payloads = [
    arr(bulk(b"SET"), bulk(b"key"), bulk(b"value")),
    b"+OK\r\n",
    arr(bulk(b"GET"), bulk(b"missing")),
    b"$-1\r\n",
    arr(bulk(b"INCR"), bulk(b"counter")),
    b":42\r\n",
    arr(bulk(b"NOPE")),
    b"-ERR unknown command 'NOPE', with args beginning with: \r\n",
    arr(bulk(b"LRANGE"), bulk(b"list"), bulk(b"0"), bulk(b"-1")),
    arr(bulk(b"a"), bulk(b""), b":-7\r\n", arr(b"+x\r\n", arr()), b"*-1\r\n"),
    arr(bulk(b"INCR"), bulk(b"z")) * 3,
    b"PING\r\nPING\nPING\r\r\n",
    b"+ctl \x01\x7f\xc8 bytes\r\n" + bulk(b"bin\x00\xff"),
    b"$99999999999\r\nx\r\n",
    b"*-5\r\n",
    b"$-2\r\n",
    b"$x\r\n",
    b"*3\r\n",
    b"*2\r\n$3\r\nabc\r\n",
    b"$10\r\nshort\r\n",
    b"+no end of line",
    b":12\r",
    b"$3\r\nabcdef\r\n",
    b"$3\rX",
    b"\r\n\r\n",
    b"inline without end",
    b"*2147483648\r\n",
    b"*2147483647\r\n+a\r\n",
]
frames = []
for i, p in enumerate(payloads):
    src, dst, sport, dport = (A, B, 6379, 40600 + i) if i % 2 else (B, A, 40600 + i, 6379)
    frames.append(frame4(src, dst, 6, tcp4(src, dst, sport, dport, 7000 + i, 8000, "PA", p)))
v6 = tcp6("2001:db8::75:1", "2001:db8::75:2", 40700, 6379, 1, 2, "PA", arr(bulk(b"PING")))
frames.append(frame6("2001:db8::75:1", "2001:db8::75:2", 6, v6))
cuts = [(frames[0], 60), (frames[0], 66), (frames[1], 56), (frames[9], 70), (frames[11], 58), (frames[12], 62)]
write_pcap("resp-gen.pcap", [(T0 + i * 0.01, f) for i, f in enumerate(frames)]
           + [(T0 + 5 + i * 0.01, f[:n], len(f)) for i, (f, n) in enumerate(cuts)])
